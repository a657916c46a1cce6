# Pair A: Ines Carvalho (graphic designer, Manchester) and Rafe Donnelly (A&E nurse, Manchester).
# Sessions are written as "=== NN YYYY-MM-DD HH:MM" headers followed by "I: ..." / "R: ..." lines.
SPEAKERS = {"I": "Ines Carvalho", "R": "Rafe Donnelly"}
SHORT = {"I": "Ines", "R": "Rafe"}

TEXT = r"""
=== 01 2023-02-11 20:14
I: rafeeee are you alive
R: barely. just woke up from a nap that turned into a four hour coma
I: classic. how's the new year going, still off the meat?
R: yep six weeks veggie now, since New Year's Day. Kieran keeps waving bacon at me like a villain
I: lol he would
R: honestly it's easier than i thought. lentils are carrying me
I: i need to tell you something embarrassing
R: go on
I: i have found A Sport
R: you?? the woman who once took a taxi 400 metres
I: it was raining!! anyway. Priya from work dragged me to The Crag Shed last Sunday, the bouldering wall off Ardwick Green
I: and i loved it. my forearms are still dead six days later
R: bouldering! that's the no-ropes one?
I: yes, short walls, crash mats, lots of chalk and men with no shirts
R: sounds like your kind of place
I: shut up. i've booked onto their 4 week beginners course, starts next thursday
R: proud of you. genuinely
R: how's work otherwise
I: grim. gordon made us redo the whole muesli box range because the client's wife didn't like the shade of green
I: third time. THIRD
R: that man is a walking beige email
I: tallowmere will be the death of me. five years of cereal boxes and detergent labels
R: you should look around. you're wasted on muesli
I: maybe. the market is weird though
R: speaking of living things, my sourdough starter is thriving. i've named him Gerald
I: of course you have
R: he lives on top of the fridge. he has a personality
I: does Gerald have a personality or do you just talk to him at 3am
R: both
R: oh also save the date-ish. Nana Peg turns 90 in May. mum's planning a party, you're invited, she asks about you constantly
I: aww Peg!! i'd love that. is she still doing the crossword in pen?
R: pen, ink, no mercy. she's sharper than both of us
I: tell her i said hi. ok going to ice my forearms
R: go on, athlete 💪

=== 02 2023-02-26 11:32
R: morning. hungover?
I: no! i was at the wall till 9 last night. second week of the course
I: we learned how to fall properly. which is mostly lying down like a starfish
R: useful life skill
I: i did a V1 in the grading thing. the instructor Mo said i have "good feet" which i'm choosing to take as a compliment
R: you do have good feet. objectively
I: weird. how's the ward
R: so. news. i've said yes to nights. starting the 13th of March
I: nooo. why
R: enhancement pay. it's like an extra £300 a month and we're trying to save for a deposit
I: how does Kieran feel
R: he's doing a brave face. we'll be ships in the night for a bit. literally
I: i'll send you care packages. melatonin and crisps
R: perfect combo
I: ok i have to tell you something but you cannot tell anyone, not even Kieran
R: vault. i am a vault
I: Bea's pregnant!!!
R: WHAT. oh my god. tiny Bea!
I: i know!! she's about 8 weeks. due mid October. she told me and mum on friday
R: how's she feeling
I: sick as a dog, eating only toast and pickled onion monster munch
R: valid. and you're going to be an auntie!!
I: auntie Ines. i'm going to be the cool one who teaches them to swear in portuguese
R: obviously. god what a week
I: what's the weather doing in levenshulme, it's hailing in Didsbury
R: sideways hail here too. manchester in february, nobody's favourite
I: right i'm going back to bed to lie like a starfish
R: practice makes perfect

=== 03 2023-03-14 15:05
R: first night shift done. i have seen things
I: tell me everything
R: a man came in with a kazoo stuck somewhere i won't describe. and a lovely old lady who'd fallen, kept calling me "doctor dear"
I: did you sleep after?
R: slept 9am to 1pm then woke up wired. ordered blackout curtains, arriving tomorrow
I: good. ok serious question. i want a dog
R: you've wanted a dog since 2015
I: yes but now i actually have a garden and hybrid working
R: what kind? not a cat i assume, since you swell up like a balloon
I: ha, no, cats are a no go, my eyes basically close. i'm thinking a retired racing greyhound
R: ooh. aren't they massive?
I: tall but lazy. they sleep like 18 hours a day. "40mph couch potatoes" the website says
I: there's a rescue in Bolton called Second Lap Greyhounds. i've filled in the form, they do a home check next week
R: amazing. i'll be the fun uncle
R: oh and i did a stupid thing
I: how stupid
R: i've entered the Harbourside Half. october 8th. down at Salford Quays
I: you?? running 13 miles???
R: 21.1 km if you please. my first ever half. i've got a plan off an app. 3 runs a week
I: with night shifts?
R: that's the stupid part yes
I: i believe in you. i'll make a sign
R: make it rude
I: obviously
I: bouldering course finished btw. i'm hooked. got a monthly membership, £42
R: look at us. a jock and a runner
I: what happened to us
R: age

=== 04 2023-04-02 18:40
I: HE'S HERE
R: THE DOG??
I: the dog!! picked him up yesterday from Second Lap
I: [photo]
R: oh my god his face. he looks like a sad aristocrat
I: his name is Biscuit. he's 4, brindle, raced at Towcester under the name "Lightning Crumb" and apparently was very bad at it
R: Lightning Crumb lmaooo
I: he came last 11 times in a row. he just didn't see the point
R: a legend. a conscientious objector
I: he's scared of stairs though. he's never seen them. i had to carry 30kg of dog up to bed
R: you'll have arms like a climber
I: i have arms like a climber
R: true
R: sad news from here. Gerald is dead
I: NO. what happened
R: i left him in the airing cupboard to "warm up" and forgot about him for 4 days during my nights. he went grey and furry
I: RIP Gerald
R: i've started Gerald II. he's from a starter Kieran's colleague gave us. more resilient
I: a legacy
R: how's Biscuit with the garden
I: he did one zoomie, looked shocked at himself, and lay down for three hours
R: same energy as me after a run
I: how's running
R: did 8k this morning! slow but didn't stop. plan says 10k by end of april
I: look at you
R: ok i want daily biscuit photos. it's a requirement for our friendship
I: deal

=== 05 2023-04-20 21:10
I: travel nightmare. you got a sec
R: on a break, go
I: you know bea and i were going to Lisbon for the sister trip? 18th to 22nd may
R: the babymoon-but-with-you thing yes
I: the airline just cancelled our flights. some strike. the only alternative goes via frankfurt with a 9 hour layover
R: ugh. refund at least?
I: yes eventually. so we're doing Porto instead. direct flight from manchester, same dates
R: porto's gorgeous. Kieran and i went in 2019. the bridge, the wine lodges
I: bea can't drink so the port lodges are just for me i guess. poor bea
R: she can smell it
I: lol. any tips
R: eat a francesinha. it's a sandwich that's basically a heart attack in gravy. there's a vegetarian one at a place near the Bolhão market, that's where i had mine
I: noted. who's having Biscuit though. that's my actual problem
R: don't look at me, i'm on nights that week
I: my neighbour Gail offered. she's got a whippet so it'll be a sleepover
R: perfect
R: it's Kieran's birthday saturday btw, i'm making him a curry from scratch
I: happy birthday kieran! what age
R: 34. he's pretending to be fine about it
I: and running?
R: 10k on tuesday. 58 minutes. didn't die
I: RAFE
R: i know. i cried a bit at the end by the canal, a swan hissed at me
I: swans are evil
R: confirmed

=== 06 2023-05-09 13:22
R: how's the ribs of ur heart. sorry. typing on a break
I: lol what
R: ignore. autocorrect. how are you
I: i have news!!! remember foxglove games? the board game studio in Ancoats that did Mossback
R: the one with the frogs you made me play at christmas
I: yes!! they're hiring an art lead. i applied on a whim and they want to interview me. next wednesday
R: INES. that's huge
I: i'm terrified. i have to do a portfolio walk-through and a "design challenge" on the day
R: you'll be great. five years of cereal boxes, you can design anything under pressure
I: gordon would have a stroke
R: that's a bonus
I: how was the party?? i'm so sorry i missed it, Biscuit's stomach thing
R: it was lovely! saturday afternoon at the bowling club in Stockport. nana peg wore a sparkly cardigan and gave a speech about outliving three vicars
I: hahaha iconic
R: i made a lemon drizzle cake with 9 candles because 90 candles is a fire hazard
I: good call. did she like it
R: she said it was "adequate" which from her is a knighthood
I: lmao. Biscuit is fine now btw, he ate a tea towel but it came out the other end
R: lovely detail thank you
I: any time
R: porto still on?
I: yes! flying the 18th. bea's at 20 weeks, her midwife says she's fine to fly
R: bring me back something
I: a tin of sardines
R: perfect honestly

=== 07 2023-05-27 10:05
I: back! porto was a dream
R: welcome home! did you eat the sandwich
I: i ate TWO francesinhas. bea had the veggie one and then a pastel de nata every single day
R: pregnant women are a different breed
I: we did the cable car in Gaia and a boat trip on the Douro. i drank port for two
R: selfless
I: i also got a call on the last day. while i was on the boat
R: ...
I: foxglove offered me the job!!!
R: AAAAH INES
I: art lead!! i start on the 19th of june
R: i'm so proud. how's the money?
I: £38k, up from 31 at tallowmere. and 3 days in the studio, 2 from home so Biscuit doesn't get lonely
R: perfect. has gordon been told
I: monday. i'm writing the email now. trying to make it not sound like "free at last"
R: "it's been a learning experience" is the classic
I: it has. i've learned to hate the colour green
R: how's Biscuit after the sleepover
I: he and Gail's whippet Noodle are in love. he sulked when i picked him up
R: betrayal
R: i have a sunburn from running in Platt Fields on thursday. 14k. my longest ever
I: 14!!
R: shut up i'm excited
I: i'm excited for you!!
R: tell bea i said hi and that she has to name the baby after me
I: she's said "absolutely not" to that in advance
R: rude

=== 08 2023-06-15 19:50
I: last day at tallowmere tomorrow. they got me a card and a cactus
R: a cactus feels passive aggressive
I: it's called "Gordon" now
R: lol perfect
I: how's nights
R: ok news from me too. i applied for a part time MSc in Public Health at Irwell University and i got in
I: WHAT. since when are you doing a masters
R: i've been thinking about it for ages. i want to move into health protection eventually. outbreaks, vaccination programmes, that side of things
I: nerd. i love it. when does it start
R: end of september. two years part time, the trust is paying half
I: amazing. how will you do it with nights and running
R: no idea. caffeine and spite
I: the Rafe way
I: biscuit update: he got the zoomies in Alexandra Park and stole a whole sandwich off a picnic blanket
R: NO
I: a family was having a picnic and he just did a drive-by. prawn sandwich. i had to give them a fiver
R: lightning crumb has been reborn
I: he's never been faster. turns out he just needed motivation
R: prawns. the secret to racing
I: i'm nervous about monday
R: you'll be brilliant. they hired you because you're good
I: what if they realise i'm a fraud
R: everyone thinks that. the frauds are the ones who don't
I: ok that's actually quite wise
R: i've been reading a lot of mindfulness posters in the staff room
I: lol
R: go walk the sandwich thief

=== 09 2023-07-03 20:30
R: so? two weeks in? is it fun
I: it's SO fun. i'm doing the art for a card game called Tidewater. it's all estuary birds
R: birds!
I: herons, curlews, oystercatchers. i spent all of today painting a heron's knees
R: herons have knees?
I: they're actually ankles. i learned that today
R: the education you're getting
I: my colleague Aoife is the lead designer, she's brilliant. and there's a studio dog. a dachshund called Pretzel
R: biscuit and pretzel. a snack-based friendship
I: they met. pretzel bossed him around, biscuit lay down
R: of course
R: ok we're off to Skye next monday. the 10th
I: oooh with kieran? for how long
R: a week. back on the 16th. we've rented a little cottage near Dunvegan
I: you need this. you look like a ghost in every selfie
R: thank you
I: you know what i mean. nights have ravaged you
R: they really have. but we're saving loads
I: any big plans on skye
R: hiking, eating, sleeping. the Quiraing if the weather holds. Kieran's been weirdly organised about it, he's made an itinerary. laminated
I: weirdly organised. hmm
R: what
I: nothing!!
R: INES
I: i know nothing. i am simply noticing
R: you're making me paranoid
I: go pack your waterproofs

=== 10 2023-07-19 09:12
R: so. you were right.
I: WHAT
R: [photo]
I: IS THAT A RING
R: he proposed!!!! we're engaged!!!
I: AAAAAAAAAA
I: tell me everything. when where how
R: last thursday at Neist Point, the lighthouse. sunset. it was windy as hell and he nearly dropped the ring off a cliff
I: oh my god
R: it was his gran's ring. he'd had it resized secretly. he'd been planning since february apparently
I: that's why the itinerary!! i KNEW it
R: did you know??
I: i swear i didn't know, i just know kieran. he is not an itinerary man
R: true. he cried, i cried, a sheep watched us
I: perfect witness
R: we're thinking next summer for the wedding. june maybe
I: i'm crying at my desk. aoife thinks something's wrong
R: tell her your best friend is getting married
I: i did. she said congratulations to "the lighthouse man"
I: i have a tiny bit of news too but it's nothing compared
R: tell me
I: i sent my first V4 on saturday. the purple one on the overhang i've been trying for 3 weeks
R: that's not tiny!! that's massive
I: it's a bit massive. i screamed. a child clapped
R: today is a good day
I: the best day. drinks this week to celebrate?
R: friday? i'm off
I: friday. the usual place

=== 11 2023-08-06 16:45
I: i am one-handed. typing with my right thumb
R: oh no what happened
I: fell off the V4 overhang at the Crag Shed on thursday. landed weird on my left wrist
R: broken??
I: sprained. bad sprain. went to A&E at the Royal, not yours
R: you should have come to St Aldric's, i'd have got you a biscuit
I: i have a Biscuit
R: fair
I: physio says six weeks no climbing. six weeks!!
R: it goes fast. ice, elevate, don't be a hero
I: i can still draw though, thank god it's not my right hand
R: small mercies. how's Tidewater
I: nearly done with the bird cards. we're planning a kickstarter for november
R: amazing
R: news from here: we signed a lease! we're moving to Chorlton in september
I: FINALLY. out of the levenshulme damp palace
R: the mushroom in the bathroom will be missed. by no one
I: when's the move
R: 2nd of september. and the masters starts on the 25th. so the whole of september is chaos
I: plus the half in october
R: plus the half. i'm at 16k long runs now
I: you're a machine
R: i'm a tired machine. my knees are making noises
I: and the wedding?
R: looking at venues. there's a barn near Macclesfield called Hollin Barn that looks dreamy
I: barns are very you two
R: cheap and full of fairy lights
I: go on, send me the link, i'll stalk it

=== 12 2023-08-28 12:00
R: so the move is saturday. any chance you could help?
I: i'd love to but i still can't lift anything with my left hand
R: god of course, sorry
I: but i'll bring food and moral support and a dog who will lie in the way of everything
R: that's honestly all i need
R: also. i bought a car
I: YOU? you hate driving
R: i hate driving. i still hate driving. but chorlton to st aldric's on two buses at 7pm is a nightmare, and the tram doesn't go near
I: what did you get
R: 2016 Honda Jazz. silver. 41,000 miles. £7,200 from a garage in Sale
I: a jazz. the car of retired geography teachers
R: it's very reliable!! it has magic seats
I: what are magic seats
R: the back seats fold up like cinema seats. you could fit Biscuit in standing up
I: sold. biscuit approves
R: kieran's named it Ella. after ella fitzgerald. jazz. get it
I: i hate that i love that
R: wedding update: we booked Hollin Barn! 15th June next year
I: AAAH it's real
R: deposit paid, £2,000. we're doing it properly
I: i'm so happy
R: how's the wrist
I: better. physio has me squeezing a stress ball like a bond villain
R: good. do the exercises
I: yes nurse
R: i mean it
I: YES NURSE

=== 13 2023-09-17 17:30
I: how's the new place
R: it's lovely!! we have a GARDEN. a tiny one but a garden
I: look at you. landed gentry
R: i've planted herbs. rosemary, thyme, and a sad basil
I: basil is always sad in manchester
R: thanks for bringing the lasagne btw. the movers ate half of it
I: that's what it was for
R: biscuit lying on the moving blankets was iconic
I: he was helping
R: he was in the way for 6 hours
I: same thing
I: wrist news: physio's cleared me for easy climbing from next week. V0s and V1s only, no overhangs
R: good. respect the wrist
I: it feels like starting over
R: your feet are still good
I: my feet are still good
R: 3 weeks till the half. did 18km yesterday. slowest ever but done
I: 18!!!
R: my toenail is looking sketchy
I: please don't send a photo
R: too late
I: RAFE
R: lol sorry. masters induction next week. i bought a new rucksack like a fresher
I: did you get a pencil case
R: i got a pencil case
I: ok nerd
I: tidewater kickstarter date is fixed: 7th of november. aoife's freaking out about the stretch goals
R: i'll back it. i'll back it so hard
I: the £45 tier gets you a tote bag with my heron on it
R: i need that heron tote

=== 14 2023-10-10 08:20
I: how are the legs
R: what legs. i have two planks of pain
I: you did it though!!!! 1:52:40!!!
R: 1:52:40!!! i'm still not over it. i was aiming for sub 2
I: you smashed it. kieran cried
R: he did cry. you also cried
I: i did not. the wind was in my eyes
R: the sign was perfect btw. "RUN RAFE, GERALD II BELIEVES IN YOU"
I: biscuit was very confused by all the running. he wanted to join and then he wanted to lie down
R: his natural cycle
R: sunday was one of the best days of my life honestly. around mile 11 near the Lowry i thought i was going to die and then i saw you two
I: love you. are you running another one?
R: never. well. maybe manchester marathon. no. never
I: sure
R: masters is intense btw. first module is epidemiology. i have an essay on measles outbreaks due in 3 weeks
I: you love it
R: i love it. i'm doing the reading on night shift breaks
I: how's bea
R: i was going to ask! any sign of the baby
I: not yet, she's due on friday. she is FED UP
R: tell her to walk up some stairs, eat a curry
I: she's tried everything. she's bouncing on a ball watching bake off
R: solid strategy
I: i'll text you the second anything happens
R: you'd better

=== 15 2023-10-26 22:05
I: SHE'S HERE
R: THE BABY???
I: luna!!! Luna Maria Carvalho-Hughes. born on monday at 4:12am
R: oh my god INES. congratulations auntie!!!
I: 3.4kg. dark hair. she looks exactly like my dad which is upsetting for a baby
R: hahaha all babies look like old men
I: bea's exhausted but fine. ten days late, 19 hour labour
R: queen. absolute queen
I: i held her today. i've never been so scared. she's so small
R: you'll be great. you get to hand her back
I: that's the dream
R: when can i meet her
I: give them a couple weeks. bea says you're welcome any time after bonfire night
R: perfect. i'll knit something. i won't knit something. i'll buy something
I: more realistic
R: ok my news is less fun
I: uh oh
R: Hollin Barn has gone bust. went into administration last week. we got an email
I: NO. the deposit??
R: we might get some back, we're going through the credit card company. but no venue
I: oh rafe i'm so sorry
R: every other barn in cheshire is booked for june next year. kieran found one place but it's september
I: september is nice! less hay fever
R: that's what i said. we're going to look at it next weekend. a converted tannery in hebden bridge
I: ooh hebden. very artsy
R: very kieran
I: go see it. send pictures
R: will do. give luna a squeeze from uncle rafe

=== 16 2023-11-12 14:00
I: we funded!!!! in nine hours!!!
R: TIDEWATER!!! i saw!! i'm backer number 812
I: you're in the heron tote tier, i checked
R: obviously
I: we're at £61k now, the goal was £20k. aoife hasn't slept since tuesday
R: you should be so proud. your birds are everywhere
I: someone in the comments said my curlew "made them feel something"
R: it's a very moving curlew
R: venue update! we booked the Old Tannery in Hebden Bridge. saturday 14th september 2024
I: AAAH september. that's so lovely. autumn colours
R: and we got £1,400 of the barn deposit back. the credit card came through
I: thank god
R: everyone who'd saved the june date is very annoyed with us. kieran's aunt had booked a hotel
I: she'll live
I: biscuit news. he had dental surgery on wednesday, they took out 3 teeth
R: oh poor lad!
I: ex-racers have terrible teeth apparently. the vet said it's really common. £640
R: ouch. is he eating?
I: soft food for a week. he's being dramatic about it. he looks at me like i did it myself
R: well you did drive him there
I: that's what he thinks yes
R: met luna last sunday btw. she's perfect. she held my finger
I: bea said you cried
R: i'm a crier now. it's the wedding planning

=== 17 2023-11-30 19:15
I: i've done something impulsive
R: another dog?
I: worse. i bought a piano
R: a PIANO?
I: an upright. second hand Yamaha U1. off facebook marketplace for £1,450
R: where are you going to PUT a piano
I: the spare room! it took four men and a ramp. biscuit hid in the bath
R: can you play??
I: i had lessons until i was 12. then i quit because i wanted to do art club. always regretted it
R: this is very "woman in a film rediscovers herself"
I: it is exactly that. i've booked lessons with a teacher in Levenshulme, a retired church organist called Mr Adeyemi. tuesdays
R: levenshulme, my old haunt
I: he's 74 and very strict. he made me do scales for 40 minutes
R: good. you need discipline
R: i have news too. i'm coming off nights in january
I: thank god!!
R: switching to days from the 8th of january. the masters is too much on nights and with the wedding we need to actually see each other
I: you'll be human again
R: we saved enough anyway. for the flat deposit one day. and the wedding
I: what are you doing for christmas
R: kieran's family in cork. flying on the 22nd. his mum makes a trifle that i'm scared of
I: scared how
R: it's 40% sherry
I: sounds like my kind of trifle
R: you?
I: preston with mum and dad, bea, callum and luna. luna's first christmas
R: aw. first christmas. you'll be buying her ten presents
I: i've bought four already

=== 18 2023-12-19 21:40
R: how's the piano
I: i can play the first page of Clair de Lune!! badly but recognisably
R: that's fast!
I: mr adeyemi says my left hand is "lazy". since the sprain honestly
R: the wrist ok?
I: it aches when it's cold. but i'm climbing V3 again. working back up
R: secret santa at work went badly btw
I: what did you get
R: a mug that says "world's okayest nurse"
I: lmao who got you that
R: i suspect Derek from radiology. i'll find out
I: and what did you give
R: i got the charge nurse a fancy candle. "fig and cedar"
I: safe
R: dissertation stuff: my supervisor thinks i should look at vaccine uptake in under 5s across greater manchester
I: that's a real thing you'll do??
R: next year. i'm scared and excited
I: you'll be brilliant
R: when are you going to preston
I: the 23rd. taking biscuit on the train. he's going to take up three seats
R: he has to. his legs
I: his legs are his whole personality
R: have a lovely christmas. give luna a squeeze
I: you too. enjoy the sherry trifle
R: pray for me

=== 19 2024-01-14 11:00
I: happy new year (belated). how was cork
R: loud, wet, lovely. the trifle nearly killed me
I: lol
R: i've got some sad news though
I: oh no
R: nana peg had a fall last week. on tuesday. broke her hip
I: oh god. is she ok?
R: she had surgery the next day at Stepping Hill. she's doing ok, she's very cross. she told the surgeon he had "cold hands and a weak chin"
I: sounds like she's fine then
R: she's 90 though. mum's worried. rehab will be a while
I: give her my love. can i send something
R: she'd love a card. she likes birds
I: i can do birds
R: you can absolutely do birds
I: i'll paint her a curlew
R: how are you doing
I: good! new year new me: back on V4. the same purple overhang. sent it on friday
R: redemption arc
I: no fall this time. and how are DAYS? you're on days now right
R: first week done. i feel like a new man. i've seen the sun. it's weird
I: i'm so happy for you
R: i'm also doing dry january. kieran isn't. it's unfair
I: how many days left
R: 17. not that i'm counting
I: ha
R: biscuit ok?
I: he discovered the piano. he lies under it when i play. mr adeyemi says he's my most loyal audience
R: the only one who doesn't judge your left hand
I: exactly

=== 20 2024-02-03 15:30
R: nana peg's home!!
I: yay!! how is she
R: walking with a frame. hates it. she's named it "the cage"
I: peg forever. did she get my card
R: she put your curlew on the mantelpiece. she tells everyone a "famous artist" painted it
I: i'm putting that on my cv
R: so i have a question for you. a serious one
I: ok
R: will you be my best woman?
I: RAFE
I: YES. obviously yes. oh my god
R: kieran's got his brother as best man, i want you. you've been there for everything
I: i'm going to cry in the studio again
R: stag do ideas welcome. but nothing with a stripper or a go kart
I: what about a walking weekend? the lake district. march. you, me, kieran, biscuit
R: ooh. yes. but only if biscuit comes and only if there's a pub at the end
I: there's always a pub at the end
R: then yes
I: work news: next game is called Lanternfall. it's spooky. ghosts and lanterns
R: ooh spooky ines
I: and we're taking it to UK Games Expo in Birmingham in may to show it off. i'm doing the demo art
R: look at you, international artist
I: birmingham isn't international
R: it is to me
I: ok the lakes. i'll look at cottages in Coniston?
R: coniston sounds great. dog friendly please
I: obviously. biscuit is the guest of honour
"""
