"""Pair 2: Kwame Asante (41, architect at Harbourline Architects, Toronto) and
Elodie Marchand (36, architect, moved back to Montreal). Ex-colleagues.

Each session is a block of "X: text" lines; K = Kwame, E = Elodie.
Session dates live only in META; text uses relative phrases.
"""

PAIR = "kwame_elodie"
SPEAKERS = {"K": "Kwame", "E": "Elodie"}
TZ = "America/Toronto"

# sid: (local date, local start time, shape)
# shape b is written in UTC 'Z', so those sessions start early enough that the
# UTC date equals the local date.
META = {
    "s01": ("2024-05-04", "10:30", "a"),
    "s02": ("2024-05-24", "19:30", "c"),
    "s03": ("2024-06-10", "20:15", "a"),
    "s04": ("2024-07-02", "12:30", "b"),
    "s05": ("2024-07-21", "14:00", "c"),
    "s06": ("2024-08-11", "15:00", "a"),
    "s07": ("2024-08-29", "20:30", "c"),
    "s08": ("2024-09-21", "11:00", "b"),
    "s09": ("2024-10-07", "19:45", "a"),
    "s10": ("2024-10-27", "13:00", "b"),
    "s11": ("2024-11-18", "18:30", "c"),
    "s12": ("2024-12-07", "10:30", "a"),
    "s13": ("2024-12-24", "15:00", "b"),
    "s14": ("2025-01-14", "20:00", "c"),
    "s15": ("2025-02-07", "19:00", "a"),
    "s16": ("2025-02-25", "20:30", "c"),
    "s17": ("2025-03-17", "14:00", "b"),
    "s18": ("2025-04-08", "19:15", "a"),
    "s19": ("2025-04-27", "11:00", "b"),
    "s20": ("2025-05-18", "17:00", "c"),
}

SCRIPT = {
"s01": """
K: so?? first week at the new place, how was it
E: intense but good! Atelier Verrière is tiny compared to Harbourline, eleven people, everyone does everything
K: that sounds like heaven or hell
E: heaven so far. I started Monday and by Wednesday I was in a site meeting in Verdun
K: what's the project
E: a branch library renovation, a mid-century building with a terrible drop ceiling. they're adding a glass reading room
K: haha, verrière. the name of the firm finally makes sense. and the commute?
E: I bike. 20 minutes along the canal. no more Gardiner traffic
K: don't rub it in. they closed two lanes of the Gardiner again this week
E: how are things at Harbourline without me
K: quieter. the coffee machine misses you. Gerald keeps dropping hints about "the next chapter"
E: retirement?? Gerald??
K: he bought a sailboat magazine. I'm reading the signs
E: ha. and the associate thing? wasn't that happening this spring
K: they announce next month. I'm trying not to think about it
E: you deserve it more than anyone there
K: we'll see. Lorne's been golfing with the partners
E: ugh, Lorne
K: anyway. I've become a bread person. I have a sourdough starter called Kojo
E: you NAMED it
K: Esi named it. he lives on the counter and eats better than I do
E: send me a loaf by post
K: it'd arrive as a brick. how's the apartment?
E: small but Moustache likes it. he sits in the window and judges the Plateau. rent's $1,420, which is a miracle for the area
K: say hi to the old man cat
E: he's 11, he doesn't do hi. he does a slow blink
""",

"s02": """
E: how was your physical, you were dreading it
K: I was right to dread it. blood pressure was 152 over 96 on Tuesday
E: Kwame! that's high
K: the doctor said the same, less dramatically. she's given me a cuff to take readings at home for two weeks, morning and evening, then we'll decide
E: are you going to have to take meds
K: maybe. my dad's been on them since his forties, so it's not a shock
E: less salt, more walking. I'm not your mother but I'm saying it
K: Abena has already removed the salt shaker from the table. it's a police state
E: good. what else is new
K: Esi has started violin. school program, lessons on Thursdays. we're renting a violin for $28 a month
E: how does it sound
K: like a cat in a blender. she loves it though
E: that's what matters. my news: I joined a sailing club!
K: you? on a boat?
E: I've always wanted to! Club de voile Lachine-Ouest, on Lac Saint-Louis. I signed up for the learn-to-sail course, $495 for eight Saturdays
K: when does it start
E: two weeks tomorrow. I've bought a life jacket that's the brightest orange in existence
K: Gerald would approve, with his sailboat magazines
E: ha! tell him I said hi
K: will do. gotta go, Kofi wants me to be a dinosaur
E: go be a dinosaur
""",

"s03": """
K: well. I didn't get it
E: the associate role? oh no. when did you find out
K: Friday afternoon. Gerald called me in, very apologetic. Lorne got it
E: LORNE. the golf worked
K: they said I'm "very close" and "next round for sure"
E: that's what they said last year
K: exactly. I'm honestly thinking about going out on my own
E: freelance? your own practice?
K: small residential stuff. laneway houses, additions. there's so much demand in Toronto
E: you'd be amazing. but scary with two kids
K: that's the conversation I need to have with Abena
E: take your time. don't decide angry
K: yes ma'am. tell me something good
E: my sailing course started on Saturday! and we did the capsize drill on day one
K: on purpose?
E: on purpose. you tip the dinghy over, swim round, stand on the centreboard and pull it back up. I swallowed half of Lac Saint-Louis
K: sounds horrible
E: it was amazing. my instructor is a 19-year-old called Félix who calls everyone "mon capitaine"
K: lol
E: how's Kojo the starter
K: Kojo is dead. we went to Abena's sister's in Ottawa for the weekend and nobody fed him. he turned grey
E: RIP Kojo
K: I think my bread era is over honestly. too much faff
E: you'll find another hobby
K: I'd better, before I become a golfer like Lorne
""",

"s04": """
E: I look like a hamster
K: the wisdom tooth?
E: they took it out on Friday. lower left, impacted, they had to break it into pieces
K: ugh. are you eating
E: yogurt and soup and sadness. the bill was $310 after insurance, which also hurts
K: dental coverage in this country is a scam
E: agreed. how's your pressure
K: the home readings were still high so I'm on pills now. amlodipine, 5 mg, started last Wednesday
E: any side effects?
K: ankles a bit puffy in the evenings. doctor says that's common and might settle
E: keep an eye on it. news from the office?
K: official: Gerald is retiring at the end of the summer. the party is in a couple of months and they've asked me to give the speech
E: of course they did. you're the only one who can tell the atrium story
K: the leaky atrium! I'd forgotten. that's going in
E: the whole floor of the Bayview clinic under two inches of water and Gerald in his socks with a mop
K: I'm writing that down. also... I registered a business name. Asante Studio
E: KWAME. so you're doing it?
K: I'm doing the paperwork. Abena said if I've got a first client lined up before I quit, she's in
E: that's fair. do you have one?
K: maybe. a friend of a friend wants a laneway house in Leslieville
E: that's perfect for you
K: fingers crossed. go eat your soup
E: cold soup. the worst kind
""",

"s05": """
E: I am officially a certified sailor. level 1, passed yesterday
K: félicitations! was there a test
E: a written part and then I had to take a boat out, tack, gybe, and come back to the dock without hitting anything
K: and did you hit anything
E: only Félix, a little bit
K: lol
E: also. I have a date tonight
K: ooh. who
E: Mathieu. he cooks at a bistro in Saint-Henri, he's a friend of my colleague Anouk
K: someone who cooks for a living! you'll never make dinner again
E: that's the dream. how's the freelance stuff
K: the Leslieville laneway house is real. we signed the agreement on Thursday, $18,000 design fee
E: your first client!!
K: I'm doing it evenings and weekends for now. Harbourline doesn't know yet
E: careful with that
K: I know. I'll tell them before it gets serious
E: and the family? how is everyone
K: big news actually. my grandmother in Kumasi turns 90 at the end of the year and there's going to be a huge celebration, so we're planning to all go
E: Nana Akosua! the one who sends you shea butter
K: that's her. the flights are brutal though, $1,780 per person and there are four of us
E: ouch, that's over $7,000
K: I know. I'm watching prices
E: the kids have never been, right?
K: Kofi hasn't. Esi went as a baby, she doesn't remember
E: it'll be so special
K: it will. ok, go get ready for your date
""",

"s06": """
K: I did it. I handed in my notice on Thursday
E: oh my god. how did Gerald take it
K: he went quiet, then said "I'm sorry we let it get to this". which was nice and also a bit late
E: so when's your last day
K: five weeks' notice, so the middle of next month. just before his retirement party, which is awkward
E: you'll still give the speech?
K: he asked me to, so yes
E: Asante Studio!!! it's real!!
K: it's real. Abena's made me a logo. it's terrible. I love it
E: I'm so proud. I've got news too, less fun
K: what's up
E: Moustache has hyperthyroidism. the vet diagnosed him on Wednesday. he's been losing weight and yelling at 4am
K: poor guy. is it treatable
E: yes, pills twice a day, methimazole. $38 a month. and getting pills into him is a contact sport
K: wrap him in a towel like a burrito
E: I've tried. he's a burrito with claws
K: we're having our own fight here. Esi has decided she hates practising violin
E: uh oh
K: she loves the lessons, hates practising. every evening is 20 minutes of negotiation for 10 minutes of playing
E: that's every kid with an instrument
K: Abena says I was the same with piano
E: so it's genetic
K: apparently. ok, I need to go do the grocery run
E: go. and congratulations, really
""",

"s07": """
K: so, plot twist
E: uh oh. what
K: I'm staying at Harbourline
E: WHAT. what happened
K: the partners made a counter-offer. associate at the next promotion round, guaranteed in writing, a raise now, and they'll let me keep the Leslieville project on the side
E: in writing?
K: in writing. Gerald pushed for it before he leaves, apparently
E: and you said yes?
K: yesterday. Abena and I talked it through for two nights. with the Ghana trip and the kids, the security matters
E: that's a completely reasonable choice
K: it feels a bit like chickening out
E: it's not. you got what you were asking for
K: that's how Abena put it. Asante Studio is "on pause", not dead
E: exactly
K: your turn
E: my landlord is selling the building. I have two months to get out
K: ugh, Montreal landlords
E: I'm looking in Rosemont, it's cheaper than the Plateau but still more than I pay now
K: any luck?
E: saw three places, one had a "bonus room" that was a closet with a window
K: speaking of moving things around, the Ghana trip changed
E: changed how?
K: the family moved Nana's celebration to later in the winter so the uncles in London can come. and the flights are cheaper then, $1,420 each
E: oh that's a nice saving
K: Abena's already spending the difference in her head
""",

"s08": """
E: how was the party last night?? I want every detail
K: it was great. the Tamarack Room was packed, must have been 120 people
E: and the speech?
K: the atrium story KILLED. Gerald laughed so hard he had to sit down
E: did you do the socks part
K: I brought a mop as a prop
E: no you didn't
K: I absolutely did. and they played your video, everyone loved it
E: I'm so sad I missed it. this deadline is eating me alive
K: Gerald said to tell you his boat is called "Change Order"
E: hahaha perfect
K: so, apartment?
E: signed a lease in Rosemont on Tuesday! a two-bedroom near the Promenade Masson, $1,650 a month
K: two bedrooms! the Plateau was one, right?
E: one and a bit. the second room will be my office on Fridays
K: Fridays?
E: I asked for a four-day week and they said yes. Fridays off starting next month, 80% salary
K: Elodie Marchand, work-life balance icon
E: I want to sail while it's still warm, and honestly I was burning out
K: that's smart. when do you move?
E: in about six weeks. I have to book movers
K: book early, movers get booked up
E: yes dad
""",

"s09": """
E: Mathieu and I broke up
K: oh no. when? are you ok?
E: Saturday. I'm ok. it was mutual-ish. he works every evening and weekend, I work days, we were never awake at the same time
K: restaurant hours
E: exactly. we had dinner once a week at 11pm, it wasn't sustainable
K: I'm sorry. want me to say something mean about him
E: no, he's lovely. he just belongs to his kitchen
K: that's very mature
E: I cried into Moustache for an hour first, don't worry
K: how is the old man
E: eating well on the pills, gained back 300 grams. the vet's happy
K: good. and the sailing season's over?
E: yes, they hauled the boats out yesterday. I got my level 2 two weeks ago so I'm ready for next summer
K: nice!
E: your turn, good news please
K: my blood pressure is 128 over 82 now
E: KWAME! that's great
K: the pills plus I've started cycling to work. 9 km each way along the Don Valley trail
E: in Toronto traffic?!
K: mostly trail. the last bit on Bloor is a bit spicy
E: wear the helmet
K: always. other news: Esi's quitting violin
E: the practice wars?
K: she wants to switch to cello. she says the violin is "too squeaky" and the cello "sounds like a whale"
E: that's the best review of the cello I've ever heard
K: she starts with a new teacher next week. the cello rental is more, $45 a month
""",

"s10": """
K: car shopping is soul destroying
E: what are you looking at
K: an electric SUV for the family. the dealer quoted $48,900 for a new Ioniq 5 before rebates
E: that's a lot of money
K: Abena nearly walked out. I think we're going used
E: used EVs are a good deal right now, the prices dropped
K: that's what my cousin says. I'm going to look at a couple of used Kia Niros
E: the Niro is cute
K: "cute" isn't how I'd describe a car but ok
E: news: the vet upped Moustache's dose, his bloodwork was still off
K: more pills?
E: bigger pills. it's now $52 a month
K: expensive cat
E: he's worth it. don't tell him I said that
K: we booked the Ghana flights!
E: finally!
K: Toronto to Accra via Amsterdam. we fly out on a Tuesday and come back on a Sunday, twelve days
E: are the kids excited?
K: Kofi keeps asking if there are lions in Kumasi
E: are there?
K: not in Kumasi. there's a zoo, I've promised him the zoo
E: smart dad. I'm surrounded by boxes, moving is in less than a week
K: do you want me to call when you're lifting the couch, for moral support
E: yes please
""",

"s11": """
E: I'm in! finally
K: the new place? when did you move?
E: Saturday. two weeks later than planned because the landlord hadn't finished painting, so I lived out of boxes at Anouk's
K: ugh. how is it
E: I love it. big windows, a little balcony, and the radiator clanks like a ghost with chains
K: old Montreal radiators, part of the charm
E: Moustache hid under the bed for a day and a half, now he's claimed the sunny corner
K: classic
E: what's new with you
K: I bought a canoe
E: you what
K: a cedar-strip canoe, 16 feet, older than both of us. a guy in Peterborough was selling it on Kijiji for $400
E: does it float
K: currently it's in my garage with a hole in the hull and very tired varnish. I'm restoring it
E: new hobby! better than bread
K: way better than bread. I watch restoration videos every night. Abena says I talk about epoxy in my sleep
E: and the car?
K: decided. a used Kia Niro EV, three years old, $31,500. we pick it up before Christmas
E: you went with the cute one
K: the practical one
E: cute AND practical
K: fine
E: when can I come visit and see this canoe
K: any time, the guest room is yours. but it won't be in the water till spring
""",

"s12": """
K: rough week here. Kofi broke his arm
E: oh no!! what happened
K: birthday party at a trampoline park on Wednesday. he landed on it wrong. radius, clean break
E: poor baby. is he ok?
K: he's very proud of his cast. it's green and everyone at school has signed it
E: how long does he have it
K: six weeks. so it comes off before Ghana, thankfully
E: that's lucky timing at least
K: and I have to do everything left-handed for him, including Lego
E: the hardest job. my news: my kitchen ceiling is leaking
E: last night the upstairs neighbour's bathtub overflowed and water came through the light fixture
K: the light fixture!? that's dangerous
E: I turned off the breaker and put every pot I own under it
K: did you call the landlord
E: he came this morning, he's "arranging someone". I'll believe it when I see it
K: take photos of everything
E: already did. I've also bought skis!
K: skis?
E: cross-country. second-hand from a guy in Verdun, $180 with boots and poles. I'm going to try it at my parents' over the holidays
K: the winter hobby to replace sailing
E: exactly. how's the canoe
K: stripping off the old varnish. it's slow and sticky and smells terrible, I love it
E: you're a strange man
K: I've heard
""",

"s13": """
E: joyeux Noël from Sherbrooke!
K: merry Christmas! are you at your parents'?
E: yes, since Sunday. my mom has made enough tourtière for a small army
K: and the skis?
E: I went out yesterday on the trails behind their place. I fell five times
K: only five
E: in the first kilometre. after that I got the hang of it. it's like walking but gliding, when it works
K: that sounds great actually
E: it was gorgeous, snow on all the pines. my dad came with me, he's been doing it for 40 years and kept overtaking me
K: humbling. our news: we picked up the Niro on Friday! drove it to Abena's parents' in Brampton this morning
E: how is it
K: quiet. so quiet. the kids keep asking if it's on
K: and I've stripped the whole canoe hull. next step is patching the hole after the holidays
E: look at you go
K: merry Christmas Elodie. give Moustache a treat from me
E: he's with my neighbour, she's spoiling him rotten
K: good. enjoy the tourtière
""",

"s14": """
K: guess who's an associate
E: NO. YES?
K: announced yesterday at the partners' meeting
E: KWAME!!! finally!!
K: they kept their promise. Lorne shook my hand very firmly
E: I bet he did. does it come with more money
K: a bit more, and profit share at the end of the year. and my name on the website
E: I'm going to screenshot it
K: please do. Abena's framing the email
E: she should! and Ghana is coming up fast, right?
K: less than a month. we all got our yellow fever shots last Thursday, $185 each, Kofi screamed the clinic down
E: poor Kofi, first a broken arm and now needles
K: the cast came off on Friday, so he's a free man at least
E: good timing
K: how's work for you
E: big news for me too actually. Régine is going on maternity leave and I'm taking over as project lead on the Verdun library
E: which means I'm in charge of the glass reading room. and the budget. and the contractors
K: that's huge. congratulations
E: ask me in three months if I'm still happy
K: you will be. you're good at this
E: thanks. the ceiling's fixed, by the way. took a month
K: only a month, Montreal speed
E: ha
""",

"s15": """
K: four days till Ghana and I'm panicking about packing
E: you fly Tuesday?
K: Tuesday evening. Toronto, Amsterdam, Accra, then a drive to Kumasi
E: what are you packing that's so stressful
K: gifts. Abena's mother has sent a list. there's a printer on it. an actual printer
E: for Nana?
K: for my cousin's shop. it's taking up a whole suitcase
E: hahaha. you're a courier now
K: basically. what's new with you
E: I've joined a ski group! Les Fondeurs du Mont-Royal, they go out Tuesday nights on the mountain with headlamps
K: headlamps! that's very Montreal
E: it's magical. and... I met someone there
K: oh?
E: Samir. he's an engineer at Hydro, he's very patient with people who fall over
K: which is you
E: which is me. we've been for hot chocolate twice
K: I approve of anyone who buys hot chocolate
E: also my landlord sent the rent increase notice. $1,710 from the summer
K: a $60 jump? not bad for Montreal
E: it's within the guideline, I'm not fighting it
K: sensible
E: have the best trip. hug Nana Akosua for me
K: I will. I'll send pics
""",

"s16": """
K: we're back! landed on Sunday, still jetlagged
E: welcome home! how was it?
K: honestly one of the best weeks of my life
E: tell me everything
K: the celebration was on the Saturday, about 200 people in my uncle's compound in Kumasi. drummers, dancing, everyone in kente
E: and Nana?
K: sat in her chair like a queen and outlasted everyone. she even danced with Kofi
E: I'm going to cry
K: I cried. Abena cried. my uncles cried
E: any drama?
K: my suitcase went missing in Amsterdam on the way out. it turned up three days later
E: with the printer??
K: no, the printer survived, it was MY suitcase. I wore my cousin's shirts for three days
E: hahaha
K: what's new with you
E: Samir and I are officially a thing
K: the ski engineer! nice
E: and I have a question for you. remember the Timber Futures conference in Lisbon? Atelier Verrière will pay for me to go, it's in about eight weeks
K: yes?
E: come with me! it's all mass timber and CLT, right up your street
K: that's tempting... I'll ask the partners, maybe Harbourline will cover it
E: do it. Lisbon, pastéis de nata, timber nerds
K: you had me at pastéis
""",

"s17": """
K: I'm in for Lisbon. Harbourline's covering it
E: YAY!!
K: €340 for the three days. I registered this morning
E: I booked my flight already, Montreal to Lisbon, $980 return
K: I'll look at flights from Toronto tonight
E: we should get an Airbnb in Alfama
K: as long as it has stairs, Lisbon needs stairs
E: all of Lisbon is stairs. how's the blood pressure
K: so good that the doctor cut my dose in half last week. 2.5 mg now
E: because of the cycling?
K: cycling, less salt, and Abena's vegetable regime
E: I'm proud of you
K: what about the skiing, still going?
E: the trails are slush, season's over. I've renewed at the sailing club for the summer
K: back on the water
E: I want to get my level 3 this year. and Samir wants to learn, so I'll be teaching him
K: Esi's got her first cello recital coming up, she's practising without being asked
K: the switch was the right call
""",

"s18": """
K: I have bad news about Lisbon
E: no. no no no
K: I'm so sorry. the partners need me in Calgary that week, the hospital client moved their design review
E: you can't move it?
K: I tried. as the new associate I can't really say no to the biggest client we have
E: I understand. I'm still sad
K: me too. I'd already looked at Alfama apartments. Harbourline will eat the registration fee
E: well I'm still going. I'll send you pictures of every timber beam
K: please do. and eat a pastel de nata for me. or three
E: a dozen
K: canoe update though, to cheer you up
E: go on
K: the fibreglass is done. the hull is sealed, it looks incredible. just varnish left
E: when does it go in the water?
K: next month, at Abena's uncle's cottage near Bancroft. we're going up for the long weekend
E: christening ceremony?
K: there'll be a name. Esi wants to choose
E: Moustache has lost weight again, I'm taking him to the vet on Thursday
K: poor old man. keep me posted
E: he's 12 now, he's allowed to be fussy
K: how's Samir?
E: great. he's coming to Lisbon too, actually, so I won't be alone
K: oh! so I've been replaced
E: upgraded
""",

"s19": """
E: I'm back! got in on Thursday
K: how was it?? how was Lisbon
E: the conference was brilliant. a Danish engineer did a whole talk on glulam reading rooms, I basically followed her around afterwards
K: for Verdun?
E: for Verdun. I have so many ideas for the glass reading room now, her firm did one with a timber roof and glass sides
K: amazing. and the city?
E: Samir and I walked up every hill. I ate eleven pastéis de nata
K: only eleven? disappointing
E: I was pacing myself. how was Calgary
K: cold and all meetings. but the review went well, the client signed off the design
E: good, so it was worth missing Lisbon
K: almost. Esi's recital was yesterday by the way
E: how did it go!?
K: she played a minuet and didn't miss a note. then she bowed like she was at Carnegie Hall
E: I love her
K: Kofi clapped so hard he fell off his chair
E: Moustache news: the vet moved him off the pills onto a gel you rub inside his ear
K: that sounds easier
E: so much easier. no more burrito fights. it's $47 a month, cheaper than the big pills
K: win
E: how's the canoe
K: second coat of varnish going on today. three weeks to launch
""",

"s20": """
K: she floats!!!
E: THE CANOE! when?
K: yesterday morning, at the cottage. the whole family on the dock. it didn't leak a drop
E: I'm so happy. what's her name
K: Esi chose "Akosua", after Nana
E: oh that's perfect
K: I sent Nana a video. she called me at 6am her time to say she wants a ride next time we visit
E: at 90, in a canoe
K: she'd do it too
E: I've got my own boat news, first sail of the season last Sunday
K: how was the water
E: freezing, but I didn't capsize. I've started the level 3 course
K: and Samir?
E: he's doing the beginner course on Saturdays. Félix is teaching him and calls him "mon capitaine" too
K: ha! the circle of life
E: also, bigger news: Samir's going to move in with me when my lease renews this summer
K: wow! that's a big step
E: it made sense, he was here most nights anyway. and splitting $1,710 is much nicer than paying it alone
K: the second bedroom?
E: my Friday office becomes his office too. we'll fight over the desk
K: sounds about right. congratulations
E: and the Verdun library got its permit on Wednesday, so construction starts in the fall
K: a good week for both of us
""",
}
