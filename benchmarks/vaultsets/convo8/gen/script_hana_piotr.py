"""Pair 1: Hana Kowalczyk (34, physiotherapist, Bristol) and her brother Piotr
Kowalczyk (29, software tester, Glasgow). Siblings.

Each session is a block of "X: text" lines; H = Hana, P = Piotr.
Session dates live only in build.py (SESSIONS meta); text uses relative phrases.
"""

PAIR = "hana_piotr"
SPEAKERS = {"H": "Hana", "P": "Piotr"}
TZ = "Europe/London"

# sid: (local date, local start time, shape)
META = {
    "s01": ("2024-02-10", "19:42", "a"),
    "s02": ("2024-02-28", "20:05", "b"),
    "s03": ("2024-03-20", "19:10", "c"),
    "s04": ("2024-04-05", "18:40", "a"),
    "s05": ("2024-04-25", "19:55", "b"),
    "s06": ("2024-05-17", "20:20", "c"),
    "s07": ("2024-06-05", "19:30", "a"),
    "s08": ("2024-06-22", "11:15", "b"),
    "s09": ("2024-07-15", "20:30", "c"),
    "s10": ("2024-08-04", "18:00", "a"),
    "s11": ("2024-08-22", "21:00", "b"),
    "s12": ("2024-09-12", "19:40", "c"),
    "s13": ("2024-10-06", "17:30", "a"),
    "s14": ("2024-10-22", "20:10", "b"),
    "s15": ("2024-11-10", "18:45", "c"),
    "s16": ("2024-12-02", "20:00", "a"),
    "s17": ("2024-12-22", "16:00", "b"),
    "s18": ("2025-01-09", "19:15", "c"),
    "s19": ("2025-01-30", "20:30", "a"),
    "s20": ("2025-02-22", "13:00", "b"),
}

SCRIPT = {
"s01": """
P: you alive? haven't heard from you since the family video call
H: alive, just knackered. three back-to-back sessions at the clinic then Callum made me walk up to the observatory
P: lol. I went bouldering at the Cragbox this morning, finally sent that purple overhang problem
H: the one you've been moaning about for a month?
P: that one. forearms are destroyed
H: good for you. Listen, I've been thinking about getting a dog
P: finally!! what does Callum say
H: he's working from home three days a week now so he's keen in theory, but he keeps sending me pictures of cats
P: a cat in a second floor flat in Easton makes more sense tbh
H: traitor. I want something I can run with. Which brings me to: I'm going to do the Bristol Half this year
P: you said that last year
H: this time I mean it. I've got a training plan on the fridge and everything
P: fair. how's the clinic
H: busy, Harbourside Physio just took on two new graduates so I'm supervising. half my day is checking their treatment notes
P: sounds like my job, except I check other people's bugs
H: how is Ledgerly?
P: weird atmosphere. rumours of a restructure. the new CFO keeps booking "quick syncs" with the team leads
H: that never means anything good
P: yeah. also my landlord's made noises about the rent, it's £825 now and he says that's "well below market"
P: I've also been getting headaches after work, probably screens
H: get your eyes tested, seriously. it's free in Scotland
P: yes mum
H: speaking of. Mum turns 60 this summer. I think we should throw her a surprise party
P: she'd hate being surprised. she'd love the party though
H: so we surprise her and let her pretend to hate it. I'll start a group chat with Dad and Auntie Ewa
P: don't tell Auntie Ewa anything you want kept secret
""",

"s02": """
H: ok it's official, I entered the Bristol Half last night
P: no backing out now. how much did they sting you
H: £46 for the entry, plus I've bought a proper running belt
P: I'm impressed. I also have news, I went to the optician on Monday
H: look at you listening to your big sister
P: turns out I'm a bit short-sighted with some astigmatism, so glasses. she said the headaches are probably from squinting at test logs all day
H: told you. what did you pick?
P: thick black frames, I look like an architect. they were £189 with the thinner lenses
H: pricey but worth it if the headaches go
P: we'll see. what's happening with the dog
H: we're going to a rescue in Keynsham next weekend, Forever Hounds. They do mostly greyhounds and lurchers
P: sighthounds are basically cats that look like dogs, so Callum wins too
H: that's literally what I told him
P: ok party stuff. did you talk to Dad
H: yes. He suggested Stara Chata, that Polish place in Swindon where they had their anniversary lunch
P: oh the one with the pierogi that Mum says are "almost as good as hers"
H: that's the one. I'll ask them for a quote for a private room
P: how many people are we thinking
H: Dad reckons 40 once you add the church lot and the cousins
P: tell me what my share is and I'll transfer it
H: will do. and still nothing about the restructure?
P: nothing official. everyone's just refreshing their inbox
H: fingers crossed. Go to bed, it's late for you
P: it's 9pm, I'm 29 not 90
""",

"s03": """
P: well. Ledgerly announced redundancies yesterday
H: oh no. Piotrek I'm sorry. is your team affected?
P: the whole QA function is "under review". 45 days of consultation, so I won't know for a few weeks
H: that's cruel, making everyone wait
P: they're moving testing to an outsourced firm apparently. cheaper
H: have you started looking?
P: updated my CV last night. there's a games studio, Brightwell, that's been hiring QA people
H: you'd love games testing
P: I'd love being paid, mostly. anyway distract me. how did the rescue visit go
H: we met a huge greyhound called Duke, total sweetheart but enormous, and he didn't settle at all in the meet room
P: too big for the flat?
H: way too big, and he'd need a garden. The staff said a lurcher might suit us better, smaller and a bit more robust. So we've put our names down for one
P: waiting list?
H: yep, they'll ring when a good match comes in
P: how's the running
H: ran 10k on Sunday without stopping, first time in ages
P: legend
H: also the restaurant came back with a quote for Mum's do: £38 a head for the private room with a set menu
P: for 40 that's over 1500 quid
H: £1,520, yeah. Dad says he'll cover half, and we split the rest
P: fine by me, as long as I still have a job by then lol
H: you will. oh and Dad's knee is worse, he's finally on the waiting list for a replacement
P: how long is the list
H: they said "several months". he's limping round the garden pretending he isn't
P: classic Dad
""",

"s04": """
P: so it's confirmed. they told me on Tuesday my role's gone
H: oh Piotr. how are you feeling
P: weirdly calm? I'd had two weeks to expect it. last day is the end of the month
H: are they paying you properly at least
P: 8 weeks' pay as redundancy, plus my notice. on £34,000 that's not nothing, but it won't last forever
H: have you told Mum and Dad?
P: no. and please don't. Mum will start sending me job adverts for the council
H: she absolutely will. ok, my lips are sealed
P: I applied for the QA lead role at Brightwell Games yesterday, and a test analyst job at one of the banks
H: the games one sounds much more you
P: it's a step up too, leading a small team. bit nervous about that
H: you've basically been leading at Ledgerly without the title
P: true. how are you
H: fine mostly. my calf's been grumbling on longer runs, just a twinge
P: you're a physio, physio yourself
H: that's what everyone says. I'm foam rolling, it's fine
P: famous last words
H: party thing: Auntie Ewa has been asking Mum "leading questions" about her birthday plans, I'm worried
P: I told you! she can't keep anything quiet
H: I've told her it's a secret three times
P: she'll crack by summer, mark my words
H: stop being so gloomy. go get a takeaway, you've earned it
""",

"s05": """
H: [photo] MEET PICKLE
P: WHAT. is that yours??
H: we brought her home on Saturday!! Forever Hounds rang last week and said they had a match
P: she's got the longest nose I've ever seen
H: she's a lurcher, about three years old, brindle. Greyhound crossed with something scruffy, they think a bit of bearded collie
P: hence the eyebrows
H: hence the eyebrows. The adoption fee was £250, which includes her jabs, microchip and spaying
P: bargain for a face like that. Does Callum love her
H: Callum is obsessed. He's made her a bed out of the old armchair cushions
P: so much for cats
H: never mentioned again. how did the interview go? that was yesterday right?
P: yes! first stage with Brightwell. video call with the head of QA and a producer. I think it went well
H: what did they ask
P: lots about test planning, and how I'd handle devs who push back on bug reports. I told them the Ledgerly payments story
H: the one where you found the double charging thing?
P: that one. they laughed in the right places
H: what's next
P: second stage next week, a practical: they give me a build of their game and I have 90 minutes to find and write up bugs
H: you'll smash that, you find bugs in everything. you found three in my birthday playlist
P: that was curation, not bugs. anyway the glasses are helping, no headaches for a week
H: see. I'm always right
P: debatable. send more Pickle pics
""",

"s06": """
P: guess who's the new QA lead at Brightwell Games
H: NO WAY. when??
P: they rang me on Wednesday with the offer. I wanted to wait until the contract arrived before telling anyone
H: I'm so proud of you. is it decent money?
P: £41,500. so a proper jump
H: ok now you can tell Mum and Dad about the redundancy because it has a happy ending
P: that's the plan. I'll call them Sunday
H: when do you start?
P: in a couple of weeks. it's a Monday start, they're sending the induction stuff
H: amazing
P: the timing's good because my landlord has officially put the rent up. £910 from next month
H: that's a big jump
P: he says he hasn't raised it in three years. which is true, to be fair
H: could you get a flatmate? you've got that box room
P: thinking about it. it's small but it'd take the edge off
H: Pickle update: she pulls like a train on the lead. she saw a squirrel and nearly dislocated my shoulder
P: lurcher things
H: we've booked her into training classes at Pawsitive Steps, Saturday mornings, six weeks
P: dog school!
H: she'll be top of the class or kicked out, no in between
P: how's the party planning going
H: restaurant's pencilled in, invites going out by text next week. Dad's in charge of getting her there without suspicion
P: Dad, subtle? good luck
""",

"s07": """
H: how's the first week going?? you started on Monday right
P: yes! it's only Wednesday and my brain is full
H: tell me everything
P: office is an old warehouse by the river in Finnieston, exposed brick, and a dog called Biscuit who belongs to the art director
H: a dog in the office, you've peaked
P: my team is six testers. we're on their new game, Lanternfall, a cosy puzzle adventure where you carry a lantern through a flooded town
H: sounds very you
P: the lighting bugs are wild. I walked through a wall on day one and nobody blinked
H: lol. is everyone nice?
P: so far. my manager Fiona is very direct, which I like
H: ok, now the bad news. Auntie Ewa told Mum about the party
P: I KNEW IT. when?
H: at the weekend. Apparently she said "you'll need a nice dress for your big do" and Mum just went "what do?"
P: I called this weeks ago
H: you did. you can be smug. BUT there's a twist, now Mum knows she has opinions
P: oh no
H: she doesn't want the restaurant. She says it's too stiff and you can't dance. She wants it at the Orzeł Club instead, the Polish club hall, and she wants to do the food herself with her friends
P: so it's now a party she's catering for herself
H: basically. Dad's relieved, the hall's much cheaper
P: did you cancel the restaurant?
H: this morning. they were nice about it, no deposit lost
P: and the running?
H: longest run yet, 16 km on Sunday. calf was tight afterwards though
P: did you do your stretches
H: stop it
""",

"s08": """
P: guess what I did last night
H: nothing illegal I hope
P: I signed up for a pottery course. wheel throwing, six weeks
H: Piotr Kowalczyk, potter. I love it
P: it's at Clay Loft, a studio round the corner from work. Tuesday evenings, £165 with clay and firing included
H: does this mean the bouldering's over?
P: no, I'll still go, just less. my fingers have been sore anyway
H: careful with those. ok who's inspired this, is there a cute potter
P: there's a cute kiln, that's all I'll say
H: suspicious. We had dog class this morning
P: how's the star pupil
H: honestly? she's brilliant at recall, terrible at sitting. she thinks sitting is beneath her
P: sighthound dignity
H: exactly. Also, Agnieszka messaged, she wants us to come to Kraków this autumn
P: cousin Agnieszka? I haven't seen her since Babcia's funeral
H: yes. she's got a flat in Podgórze now with a spare room. Callum can look after Pickle
P: I'm in. I'll have to check leave with Fiona, I'm new
H: of course. no rush to book
P: also I put an ad up for the box room. had two weirdos and one guy who asked if he could keep a snake
H: no snakes
P: no snakes. I'll keep looking
H: good luck. enjoy your Saturday
""",

"s09": """
H: bad news from Bristol. I strained my calf
P: no! how?
H: long run on Saturday, 18 km planned, and at 14 km I felt a ping. Had to limp home along the railway path
P: ouch. is it bad?
H: I assessed it myself and got one of my colleagues to check it this morning. Grade 1 strain, so a small tear. 4 to 6 weeks before I can run properly
P: doesn't that wreck your training for the half
H: yes. I might have to defer. I'm gutted
P: sorry sis. anything I can do
H: send sympathy and biscuits. how's the flatmate hunt?
P: sorted! Ruaridh moved in yesterday
H: who is Ruaridh and is he a snake owner
P: no snake. he's a nurse, works in A&E at the Queen Liz, lots of nights so we'll hardly see each other
H: perfect flatmate then
P: he's paying £450 a month for the box room, which helps a lot
H: and is he tidy?
P: he's alphabetised the spice rack already
H: marry him
P: we'll see how he handles my dishes. pottery is going well, I made a bowl that is almost round
H: progress! send pics
P: [photo]
H: that's... a bowl. well done
P: it's a rustic bowl
H: very rustic
""",

"s10": """
H: what a night last night. I'm still recovering
P: my feet hurt. I haven't danced that much since cousin Marta's wedding
H: Mum was so happy. Did you count? I reckon 52 people came in the end
P: 52 people and about 300 pierogi
H: she and her friends made enough to feed the whole of Swindon
P: she cried at the mug
H: she did! she's already said it's going on the dresser and nobody is allowed to drink from it
P: it has a wonky handle, but it's meant to be used
H: it's a 60th birthday mug made by her son on a potter's wheel, it's an heirloom now
P: fair
H: Dad dancing on that knee though
P: he'll pay for it today. when's his operation?
H: it's booked for the middle of next month. He's been told to do his pre-op exercises, which he isn't
P: you'll have to nag him
H: I will. Also, I've made a decision: I'm deferring the half marathon to next year. the calf's better but I've lost too much training
P: sensible. the race will still be there
H: that's what Callum said. how's your finger?
P: ah. that's the other news. the sore finger turned out to be a pulley injury, I did it bouldering two weeks ago
H: A2?
P: that's the one the doctor said. so I'm done with bouldering for now, maybe for good. cancelled my Cragbox membership, that's £42 a month back in my pocket
H: honestly probably wise. tape it and rest it
P: yes doctor. at least the wheel doesn't hurt it
""",

"s11": """
H: I have had A Week
P: uh oh
H: Pickle swallowed one of Callum's socks on Tuesday night
P: a whole sock?!
H: a whole sock. She was sick a bit and then went quiet and wouldn't eat, so we took her to the emergency vet, Avonside Vets
P: is she ok??
H: she's fine now. they did an endoscopy and pulled it out without surgery, thank god
P: what did that cost
H: £640. I nearly passed out at the desk
P: oof. is she insured?
H: yes, I've put a claim in, but there's an excess so we'll see
P: poor Pickle. poor Callum's sock
H: Callum has been banned from leaving socks on the floor, so some good came of it
P: my news is less dramatic, I've started driving lessons
H: finally! who's teaching you
P: an instructor called Morag who used to be a bus driver and is terrifying. two lessons a week, £36 each
H: you'll be great, you're careful
P: I stalled four times at a junction yesterday
H: everybody does that
P: also, I booked my Kraków flights, Edinburgh to Kraków, £119 return
H: oh good, I did mine on Sunday from Bristol, £148 return. Agnieszka's so excited
P: it's eight weeks today, right? Thursday to Monday
H: yes. I've already started a list of things to eat
P: obwarzanki first
""",

"s12": """
H: so Dad's operation got cancelled yesterday
P: what?! the day of?
H: they rang in the morning, no beds on the orthopaedic ward, a bed shortage. He'd already packed his bag
P: poor Dad. did they give a new date?
H: yes, and here's the problem: it's five weeks tomorrow. which is the Friday we're in Kraków
P: we can't be in Poland while Dad's having his knee replaced
H: no. Mum will need help getting him home. I think we move the trip
P: agreed. I'll look at the change fees
H: Agnieszka will understand, I'll message her tonight
P: change of subject before I get sad. how's the calf?
H: much better. I've actually started open-water swimming as rehab, my first dip was on Sunday at the lake at Chew Cove
P: isn't it freezing?
H: it's bracing. I bought a second-hand wetsuit for £95 off a woman in my swim group
P: you're in a group now?
H: the Chew Cove Dippers. average age about 60 and they're all terrifyingly fit
P: driving update: Morag says I'm ready for a test. I've booked one for a few weeks from now
P: she says I'm "competent but overthinks roundabouts"
H: accurate description of you in general
P: rude. accurate, but rude
""",

"s13": """
P: so I failed
H: the test? oh no. when was it
P: Friday. three minors and one serious fault. guess where
H: a roundabout
P: a roundabout. I hesitated too long at the big one by the retail park and the examiner had to brake
H: Morag's prophecy came true
P: she was very nice about it. I've rebooked for the earliest slot I could get
H: you'll do it next time. nerves get everyone
P: thanks. Kraków: I've changed my flights. £35 change fee
H: same for me, £35. So we're going the first weekend after New Year now, Thursday to Monday
P: Agnieszka says Kraków in the snow is prettier anyway
H: she's making the best of it. and the lights will still be up in the Rynek
P: how's the house hunt
H: ugh. we put an offer in on the one in Bishopston, the one with the blue door, and they rejected it on Thursday
P: how far off were you?
H: they wanted the asking price and we couldn't get there. someone else offered over
P: Bristol prices are insane
H: I know. On the bright side the insurance paid out for Pickle's vet bill, £420
P: so not the whole thing
H: no, excess plus some "exclusion" nonsense. still, better than nothing
P: how's the swimming
H: still going, the water's getting properly cold now though. I've bought neoprene socks
P: keep them away from Pickle
H: they're going in a locked drawer
""",

"s14": """
P: how's Dad doing
H: better than expected. the op went fine on Friday, he was up on a frame the same evening
P: that's fast
H: they get you moving quick now. He came home Sunday on crutches. I drove over to Swindon on Saturday and stayed till Monday morning
P: thanks for doing that. I feel bad being up here
H: don't. you'll do Christmas duty. I wrote him out a sheet of exercises and stuck it on the fridge: heel slides, quad sets, straight leg raises
P: does he do them
H: when Mum is watching. Mum is a better enforcer than me
P: terrifying. ok I have news and I don't know how I feel about it
H: go on
P: Brightwell is opening a second studio in Dundee and they've asked if I'd move up to lead QA there
H: Dundee! that's big
P: it'd be a promotion, and they're offering a £3,000 relocation package. rent's cheaper up there too
H: but?
P: but I've just got settled. Ruaridh, Clay Loft, the people at work. and Lanternfall launches in a few weeks so we're in full crunch anyway
H: when do they need an answer
P: end of next month
H: ok, write the pros and cons down. you always decide better on paper
P: I will. what's your news
H: we've viewed another house, in Horfield this time, near the common. it's small but it has a garden for Pickle
P: offer?
H: thinking about it. we're seeing it again on Thursday
""",

"s15": """
H: WE GOT IT
P: the Horfield house?!
H: the Horfield house! They accepted our offer on Wednesday. I didn't want to say until the solicitor stuff started
P: congrats!! how much did you go in at
H: £312,000. Asking was 320 so we're pleased
P: huge. 2 bed?
H: two bed terrace, small garden, ten minutes' walk to the common. Pickle is going to lose her mind
P: when do you move
H: depends on the chain, the broker reckons completion after Christmas
P: so I've decided about Dundee
H: and?
P: I'm going to take it. I told Fiona on Friday
H: wow. ok! what tipped it?
P: the promotion, mostly. and the rent. I did the spreadsheet like you said, it won on points
H: what about Ruaridh
P: he says he can find someone else for the box room, no drama
H: well I'm proud of you. scary though
P: terrifying. how's the cold water club
H: I've given up swimming. it got down to 9 degrees and I just couldn't. sold the wetsuit for £60 to a new Dipper
P: short career
H: it did its job, the calf's fine now. I'm back running gently, 5k twice a week
P: any plans for the half?
H: waiting until the house stuff's settled
""",

"s16": """
P: I PASSED
H: NO WAY. when?!
P: Friday! zero serious faults, two minors. didn't even flinch at the retail park roundabout
H: I'm so proud. did you cry
P: a little. Morag hugged me, which was more frightening than the test
H: ha. so are you getting a car?
P: I'm looking at a used Toyota Yaris on a forecourt in Paisley, a hybrid, green, they're asking £6,800
H: hybrids are good. get someone to look at it
P: Ruaridh's brother is a mechanic, he's coming with me at the weekend
H: perfect. house news: the survey came back
P: uh oh
H: damp in the back bedroom, from a blocked gutter and some dodgy pointing. Not a disaster but it'll cost to fix
P: did you renegotiate?
H: we did. they came down to £305,000 and accepted it this morning
P: nice work
H: Callum did the negotiating, he was very calm and scary
P: ok, confession. I'm having second thoughts about Dundee
H: oh? what's changed
P: ...there's someone. Isla. from pottery
H: I KNEW there was a cute potter!!
P: it's very new. we've been out four times
H: and Dundee's what, an hour and a half from Glasgow?
P: more like two, it's a trek. I haven't said anything at work yet
H: take your time. you haven't moved yet
""",

"s17": """
H: are you on your way down?
P: yes, at a services outside Carlisle. first big drive in the Yaris!
H: so you bought it!
P: picked it up last Saturday. got them down to £6,450 after Ruaridh's brother found a worn tyre
H: look at you, haggler
P: it's got a name now. Isla called it Kiwi because it's green
H: Isla is naming your car? it's serious then
P: well, that's the other news. I told Fiona on Thursday I'm not going to Dundee
H: oh! was she ok about it?
P: surprisingly yes. she said they'd half expected it, and another lead, Jamie, wants the job anyway
H: so everyone's happy
P: and I keep Ruaridh, Clay Loft and Isla. the spreadsheet didn't account for feelings
H: spreadsheets never do. Dad's walking without the crutches now by the way, just a stick for outside
P: amazing. is he doing his exercises
H: Mum has a chart. there are stickers
P: I can't wait to see that
H: also, I've re-entered the half marathon for next year. It's gone up to £52
P: inflation hits running too
H: everything costs more. ok, Kraków in under two weeks! Agnieszka's planned the whole thing, including the salt mine at Wieliczka
P: I've wanted to go there since I was a kid
H: drive safe. text me when you're past Birmingham
P: will do. save me some barszcz
""",

"s18": """
H: I still have post-holiday blues
P: me too. can't believe we only got back on Monday, feels like a month ago
H: Kraków was perfect though
P: the salt mine! the chapel carved out of salt!
H: I licked a wall, I'm not ashamed
P: you were definitely not the only one
H: Bartek is lovely btw, I'm so glad Agnieszka found someone who cooks
P: his żurek was incredible. and they've set a date for the wedding, next summer
H: I know, we're going, no excuses
P: obviously. Did Mum like the necklace?
H: she LOVED it. the amber one from the stall in the Cloth Hall. she's worn it every day since
P: I gave her a box of Wawel chocolates, which she has hidden from Dad
H: of course she has. ok house update: completion is set for the end of the month
P: finally!! do you need help moving?
H: would you? we've booked a van for the Saturday after completion
P: I'll drive down. Kiwi is ready
H: Isla coming?
P: she's working, but she says hi. she wants to meet you
H: we'll have her down once we're in
P: deal. also I lost my glasses on a tram in Kraków, I'm wearing my old pair, which is why I'm squinting at everything
H: noooo. the fancy ones?
P: the very same. I've ordered new ones online, cheaper this time
H: you and your stuff
""",

"s19": """
H: WE HAVE KEYS
P: yesss! when?
H: yesterday afternoon! the solicitor rang at 2 and we were at the estate agent by 3
P: homeowners! gross! congrats
H: thank you. so the van's booked for Saturday morning, are you still ok to come?
P: yes, I'm leaving straight after work tomorrow. should be with you by 11ish
H: you're a star. the spare room is... a mattress on the floor, sorry
P: I've slept on worse. how's Pickle
H: anxious. she knows something's up, she keeps lying in the boxes
P: poor girl. once she sees the garden she'll forgive you
H: I hope so. and the damp in the back bedroom is being fixed next week, the roofer's coming Tuesday
P: nice. oh, I've got a stall at a craft market next month. Isla and I are sharing a table
H: selling your pots?!
P: mugs, bowls, and Isla does little ceramic birds. She's much better than me
H: ok I need to pack the kitchen. see you tomorrow night!
P: drive safe. I mean, I'll drive safe
""",

"s20": """
H: three weeks in the new house and it finally feels like home
P: did you unpack the last boxes?
H: all but one, which is labelled MISC and I'm scared of it
P: leave it, it'll be fine
H: Pickle has claimed Horfield Common as her personal kingdom. she did zoomies round the whole thing this morning
P: lurcher zoomies are elite
H: and I did a 12 km run this morning, no calf pain at all
P: the half is back on!
H: it's back on
P: comeback kid
H: and you? how's work
P: good news there, they've green-lit a sequel to our game and I'm leading QA on it from day one
H: look at you!
P: less good news: Ruaridh's got a job in Inverness and he's moving out in the spring
H: noooo the alphabetiser
P: I know. the spice rack will never recover. I'll have to find someone new for the box room
H: or... Isla?
P: too soon! way too soon
H: ok ok. Dad's back at bowls by the way, Mum sent a video of him bowling in his fleece
P: with the knee?
H: the new knee is better than the old one apparently. he says he's "bionic"
P: bionic Dad. love it
H: come down at Easter and see the house properly
P: will do, Isla too if she's free
""",
}
