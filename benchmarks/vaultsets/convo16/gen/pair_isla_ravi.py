# Pair 1: Isla Fraser (junior doctor, Glasgow) and Ravi Menon (monitor engineer on tour).
# Former flatmates (Marchmont Road, Edinburgh).
# Line syntax: "X: text"; "[img: caption]" at the start of a text marks a shared photo;
# "~ N" adds an N-minute pause before the next message (ignored by the LoCoMo shape).

PAIR = {
    "folder": "Isla_Ravi",
    "tz": "UK",
    "speakers": {
        "I": {"short": "Isla", "full": "Isla Fraser", "wa": "Isla Fraser", "tg": "Isla Fraser"},
        "R": {"short": "Ravi", "full": "Ravi Menon", "wa": "Ravi Menon", "tg": "Ravi Menon"},
    },
    "speaker_a": "I",
    "speaker_b": "R",
    "wa_style": "android",
    "tg_chat": None,
}

SESSIONS = [
dict(n=1, shape="locomo", start="2023-03-12 21:14", text="""
R: Isla!! Long time. Are you alive or has the NHS finally absorbed you
I: Barely alive. Just finished a run of long days on the gastro ward at the Queen Elizabeth. Seven nights starting Thursday, pray for me
R: Seven nights in a row?? That's not a rota, that's a hostage situation
I: Welcome to FY2. How are you? Last I heard you were mixing wedding bands in Stockport
R: Ha, that was December. Big news actually. I got the monitor engineer gig with Velvet Static!
I: NO WAY. The band you made me listen to on repeat in fourth year?
R: The very same. 38 dates, UK first then Europe, maybe more if the album does well. First show is in Leeds at the start of April
I: Ravi that's massive. So you'll be doing all their in-ear mixes every night?
R: Yep, five band members, five mixes, and a singer who apparently likes an unreasonable amount of reverb in his ears
I: Fussy singers. You'll cope, you coped with Mr Baird shouting at us through the letterbox
R: Oh god, Mr Baird. Do you remember the 3am smoke alarm
I: The toast. The TOAST, Ravi. Half of Marchmont Road out on the pavement in their pyjamas
R: In my defence I was very hungry and the grill was very old
I: In your defence nothing
R: Anyway, what about you? Still doing the climbing thing?
I: Bouldering! Yes. I go to the Boulder Shed in Partick after shifts, it's the only thing that empties my head. Started in January and I'm hooked
R: Look at you. Any closer to deciding what you want to be when you grow up?
I: Still torn between emergency medicine and GP. I start my A&E rotation in April so I suppose that will tell me something
R: Makes sense. Try before you buy
I: Exactly. Also I still desperately want a dog, but with this rota the poor thing would be alone for 13 hours. So no dog. Sad face
R: Get a cactus
I: I've killed two cacti. A third would be a hate crime
R: Ha. Right, I'm off to pack the van. Brenda's got a new exhaust so she sounds less like a tractor
I: Give Brenda my love. And message me from the road!
R: Will do. Good luck on nights x
"""),

dict(n=2, shape="whatsapp", start="2023-04-02 23:41", text="""
R: Survived show one!! Leeds last night was mental
I: YESSS. How did it go?? Any disasters?
R: One. Jude's in-ear pack died halfway through the second song. Total silence in his ears, and he's just looking over at me like a lost puppy
I: Oh no. What did you do
R: I had a spare pack on the desk already paired, ran it out to him between verses and swapped it on his belt. Took maybe 20 seconds. Crowd didn't notice a thing
I: Ravi that's very cool and calm of you
R: I was not calm inside. Inside I was screaming
R: Anyway it was fine after that. Band were buzzing, we all went for chips
I: Proper rock and roll
R: Newcastle tonight. How were the nights?
I: Over! Slept for 14 hours yesterday. Priya made a lasagne which I ate at 4pm in my dressing gown
R: Who's Priya?
I: My new flatmate! Moved in three weeks ago. She's a pharmacist at the Western, very tidy, labels her oat milk
R: A pharmacist flatmate. Handy
I: Extremely. Also look
I: [img: a photo of a woman hanging from a purple climbing hold on an overhanging wall]
I: First V3 at the Boulder Shed!! The purple one with the horrible sloper
R: Is that you upside down
I: That's me being graceful
R: Impressive. I can't even climb into my bunk on the bus without hitting my head
I: You're on a bus? With bunks?
R: Twelve bunks and one tiny loo that nobody is allowed to use for number twos. Tour rule number one
I: Lovely. Very glamorous
R: Haha. Right, load out in 10. Night Isla
I: Night! Go get 'em
"""),

dict(n=3, shape="locomo", start="2023-04-23 10:05", text="""
R: Morning from Hamburg! Well, morning for me, I've been up since 6 because the bus parked next to a bin lorry
I: Hamburg! Fancy. How's Europe treating you?
R: Mixed. The airline lost my suitcase on the flight from Manchester to Amsterdam last week. All my clothes, and my spare cables
I: Oh no. Have they found it?
R: It turned up here yesterday, four days late, smelling weirdly of cheese. I've been wearing band merch the whole time
I: So you've been walking around in a Velvet Static t-shirt like a superfan
R: Exactly. Jude keeps asking for a selfie with his number one fan
I: Haha
R: How's A&E? That started in April, right?
I: Three weeks ago. Ravi, I love it. I actually love it
R: Yeah?
I: It's chaos but it's good chaos. You never know what's coming through the door, and you get to actually fix things there and then. I've decided. I'm applying for emergency medicine. ACCS, in the autumn round
R: That's brilliant. Decisive Isla is my favourite Isla
I: We'll see if decisive Isla survives a winter of trolleys in corridors
R: You will. Also, random thought. We said in third year we'd climb Ben Nevis together. We never did
I: We said that after four pints in the Auld Stag, it wasn't a legally binding contract
R: It was a solemn vow. Next summer? Or the one after, when we both have lives
I: Fine. Ben Nevis at some point before we're 30. Deal
R: Deal
R: [img: a photo of a tour bus parked beside a canal at sunrise] This is the view from the bus window right now, not bad
I: Gorgeous. Apart from the bin lorry
R: Apart from the bin lorry. Ok, soundcheck at 2. Speak soon!
I: Bye! Don't lose anything else
"""),

dict(n=4, shape="jsonl", start="2023-05-14 20:03", text="""
R: Home in Manchester for a whole week. I forgot what a bed that doesn't move feels like
I: Enjoy! What are you doing with your week off?
R: Laundry. Sleeping. And, er, I think I might need to get my ears checked
I: What's going on?
R: Since the Paris show there's been this ringing in my left ear. It mostly goes away in the day but at night it's like a kettle
I: Ravi. That's tinnitus. How long?
R: About ten days
I: You need to see an audiologist, properly. Not Dr Google. Noise damage is permanent and your ears are literally your job
R: I knew you'd say that
I: Because I'm right! Do they not give you hearing protection?
R: I've got foam earplugs, but they make everything sound like it's under a duvet so I don't wear them much
I: Get custom moulded ones. The flat-response ones musicians use. They cut the volume without making everything muffled
R: Yeah, Mei has those actually
I: Who's Mei?
R: Lighting tech on the tour. She's from Taipei, lives in London. Very sensible about her ears
I: Hmm. Sensible Mei. Noted 👀
R: Don't
R: Ok fine, I'll book something
I: Book it tomorrow. I mean it
~ 190
R: Update: booked. Audiologist on Deansgate on Thursday, they'll do a hearing test and take impressions for the moulds. £180 for the earplugs, which hurts, but fine
I: Best £180 you'll ever spend. Proud of you
R: What about you, any news?
I: Gran's turning 90! Big party in Oban, the whole clan is going. Mum's still arguing with my aunties about which weekend
R: 90! Is that Morag? The one who sent us shortbread in first year?
I: The very same. She still bakes it. She'll probably bring a tin to her own party
R: Legend. Tell her the boy who burnt the toast says happy birthday
I: Ha, I will. And Priya's fine, thanks for asking
R: Haha how's Priya
I: She's started a pottery class, the flat is full of wonky mugs
R: Perfect. Right, off to do a very exciting load of washing
I: Living the dream. Bye!
"""),

dict(n=5, shape="locomo", start="2023-06-07 18:22", text="""
I: Guess who danced the Gay Gordons at ninety
R: No. Morag?!
I: Morag! Gran's party was on Saturday in Oban, at the Bay Hotel. Ceilidh band, the lot. She danced three dances and then told the band they were playing too slowly
R: Haha she's my hero. Did she bring shortbread
I: TWO tins. And she made a speech about how all her grandchildren are "doing fine, considering"
R: Considering what
I: She didn't say. It was ominous
I: [img: an elderly woman in a tartan sash dancing in a hotel function room] Gran in action
R: Look at her go. Did you dance?
I: Every single one. I love a ceilidh. Strip the Willow with my uncle Donald nearly killed me, he spins like a washing machine
R: Haha
I: How are the ears?
R: So, good news. The moulds arrived on Monday. They're bright red, they look like jelly babies
R: But they're amazing. Everything still sounds like itself, just quieter. And the ringing's much better, I barely notice it now
I: Told you!!
R: You did tell me. The audiologist said my hearing's fine for now, just a small dip at the high frequencies. I'm wearing them every show
I: Good. Now, festival season?
R: Yes! And you'll like this one. We're playing TRNSMT! Glasgow Green, Saturday 8 July
I: Shut up. In Glasgow?? You'll be in MY city
R: I will be in your city. We're on in the afternoon so I'm free in the evening after load out
I: I'm on the A&E rota that weekend but I'll swap. I'll bribe someone with biscuits if I have to
R: Dinner then? You pick. Somewhere with good food and no bin lorries
I: I know exactly where. Leave it with me
R: Perfect
I: And how's sensible Mei
R: She's fine. Stop it
I: 😇
"""),

dict(n=6, shape="whatsapp", start="2023-07-09 11:47", text="""
R: Morning. I am still very full
I: Told you Sanjay's was the best curry on Gibson Street
R: The lamb karahi. I dream of it
R: Also sorry again I was 40 minutes late. I got on the subway going the wrong way round
I: Only you could get lost on a circle
R: It's a very confusing circle
I: It was so good to see you properly. Sorry I was a bit of a mess
R: You weren't a mess. You'd had a horrible week. Are you ok today?
I: Better. Slept. I meant what I said though
R: About switching?
I: Yeah. I don't think I want to do emergency medicine any more. That night shift broke something. Getting punched by a drunk man at 4am and then going straight back into resus with no break... I don't want that to be my life for 30 years
R: That's completely fair
I: I keep thinking about my GP placement in FY1. Seeing the same families, getting to know people, actually following them up. I think I'm going to apply for GP training instead
R: Isla, you'd be brilliant at that. You're the person everyone tells their problems to anyway
I: That's what Priya said
R: Priya is wise
I: Plus regular hours. A life. Maybe even a dog
R: The dog dream lives!
I: The dog dream lives. Anyway. Your turn. You went very quiet when I asked about Mei last night
R: ...ok fine. We're sort of seeing each other. Since Berlin
I: I KNEW IT
R: Keep it down, it's early days
I: I'm so happy for you. Sensible Mei!!
R: Sensible Mei. Right, the bus leaves for Belgium at 1. Thanks for last night x
I: Safe travels x
"""),

dict(n=7, shape="locomo", start="2023-08-02 19:30", text="""
I: I have news and it has four legs
R: NO
I: YES. Meet Biscuit!
I: [img: a fawn greyhound lying upside down on a sofa with its legs in the air] The new man in my life
R: Oh my god he's so long
I: He's a retired racing greyhound, 4 years old, from the Greyhound Trust. We picked him up last Saturday
R: We?
I: Me and Priya. She's fully on board, she's already bought him a bed that cost more than my coat
R: I thought you said no dogs with your rota
I: That's the thing about greyhounds though. Everyone thinks they need loads of running, but they're basically 40mph couch potatoes. Two short walks a day and they sleep 18 hours. Perfect for a shift worker
R: A sleepy dog for a sleepy doctor
I: Exactly. And there's a dog walker two doors down who does the middle of the day when I'm on long days
R: He looks very pleased with himself
I: He's already claimed the sofa. Anyway, how's the tour?
R: Ugh. Bad news actually. Kit fell off his bike in Amsterdam and broke his wrist
I: Oh no! Poor Kit. Is he ok?
R: He's fine, six weeks in a cast, but you can't drum in a cast so the rest of the European festivals are cancelled. We're off for at least three weeks
I: So what are you going to do?
R: I've already picked up some work. A friend of a friend needed a sound op for a Fringe show, a folk musical at Summerhall. 4th to the 27th of August
I: You're going to be in Edinburgh all August?!
R: Back to the old stomping ground. I'm going to walk past the Marchmont flat and shout at Mr Baird's window
I: Please don't. He's probably still there
R: It'll be nice to have a steady few weeks. Same venue every night, no bus
I: Come through to Glasgow on your day off and meet Biscuit
R: Or you come to the show! I'll get you a comp
I: Deal. Send me dates
R: Will do. Give the long boy a scratch from me
"""),

dict(n=8, shape="jsonl", start="2023-08-20 13:15", text="""
I: Selkie! was SO good. I'm still humming the sea shanty one
R: "Salt in my Bones"? That's the one everyone hums on the way out
I: I cried at the end when she goes back to the water. Honestly. Thursday night, front row, crying
R: Haha I saw you. The actors noticed too
I: Tell them it was hay fever. The sound was amazing by the way, you could hear every word even with the fiddle going
R: Thanks! That old dissection theatre is a nightmare acoustically, so that means a lot
I: And thank you for the comp. And the drink after
R: Anytime. How's Biscuit?
I: Criminal. He stole an entire sourdough loaf off the kitchen counter on Tuesday. Priya's loaf, from the fancy bakery. Just stood up on his back legs and took it
R: Haha no! Greyhounds are tall
I: So tall. He ate half of it on the sofa and buried the rest in his bed. Priya found it two days later
R: Counter surfing. Classic
I: He's banned from the kitchen now. There's a baby gate. He looks at it like I've betrayed him
R: I went past the old flat yesterday, by the way
I: And?? Did you shout at Mr Baird?
R: The door's painted blue now! And there's a plant pot on the step. It looks like grown-ups live there
I: Grown-ups. Not like us
R: Not like us. Also Mei flew up for the weekend, she came to the show last night
I: Ooh! How's that going?
R: Good. Really good actually
I: 🥰
R: And Kit's wrist is healed, so we're back on the road in September. And they've announced a US leg in November!
I: America! You'll be on a proper tour bus with a proper loo
R: We can dream
I: Right, I'm on a late today. Break a leg for the last week
R: Thanks! Bye x
"""),

dict(n=9, shape="locomo", start="2023-09-17 20:40", text="""
I: It's submitted!! GP training application done
R: Yes Isla!! How do you feel
I: Relieved. Terrified. The form wanted me to rank the regions, which was stressful
R: What did you go for?
I: First choice North, that's Inverness and the Highlands. Second West of Scotland, so I could stay in Glasgow
R: The Highlands! That's a big move
I: I know. But I did a week in Fort William in FY1 and I loved it. Rural GP is so varied, you do a bit of everything. And the mountains, Ravi. I could be on a hill an hour after work
R: Sounds like you. You were always the one dragging us up Arthur's Seat
I: Someone had to. Ben Nevis would be on my doorstep
R: Then it's decided. Our Ben Nevis trip happens whichever region you get
I: Agreed. How's being back on the road?
R: Good! We played Bristol on Thursday, first show back, and Kit played like he'd been let out of prison
R: Sad news though. Brenda is gone
I: NO. What happened to Brenda?
R: She failed her MOT. Rust on the sills, the brakes, the list was long. The repair quote was more than she was worth, so I sold her to a guy in Stockport for £600
I: RIP Brenda. She was a good van
R: She was a terrible van but I loved her
I: So how are you getting your gear around?
R: The band's got a splitter van for the UK, and in the States it's all hired. I'm vanless. It's actually quite freeing
I: And the US dates?
R: Boston on the 3rd of November, then New York, Philly, Chicago, and finishing in LA at the end of the month
I: Send me photos of everything. Especially food
R: Obviously
"""),

dict(n=10, shape="whatsapp", start="2023-10-15 17:05", text="""
I: [img: a finisher's medal on a blue ribbon next to a greyhound's nose]
I: Guess who has a medal
R: WAIT. You ran a half marathon?? When?
I: Great Scottish Run, two weeks ago today. Didn't tell you in case I bailed
R: Isla!! What time?
I: 1:58:40. Under two hours by 80 seconds!!
R: That's amazing. I get tired walking to the merch desk
I: Priya and Biscuit came to the finish on Glasgow Green. Biscuit was terrified of the crowds and hid behind a bin
R: Haha poor long boy
I: And then on Tuesday I sat the MSRA, which is the exam for GP recruitment. So it's been a big fortnight
R: How did that go?
I: No idea. It's the weirdest exam, half of it is clinical and half of it is "what would you do if a colleague was rude to a nurse". Results in a few weeks
R: You'll be fine. You're very good at not being rude to nurses
I: Ha. Where are you?
R: London, rehearsals for the US leg. The studio's under a railway arch and every 4 minutes a train goes over our heads
I: Good practice for the bin lorries
R: Haha. Also my visa came through! Officially allowed to work in America
I: Amazing! Is Mei going?
R: Yep, she's doing lights for the whole US run
I: So basically a holiday romance in twelve cities
R: It's a work trip Isla
I: Mm hmm
R: 🙄 Congratulations on the run, seriously. Under two hours!
I: Thank you!!
"""),

dict(n=11, shape="locomo", start="2023-11-19 15:10", text="""
R: Greetings from Chicago, where it is minus 6 and the wind is trying to kill me
I: Haha! Glasgow is 8 degrees and raining, so same really
R: We played the Riverside Ballroom last night. 1,500 people, sold out. Best show of the tour
I: Ravi!! That's huge
R: The in-ear mixes were perfect. Jude actually said thank you on stage, into the mic. "Shout out to Ravi on monitors"
I: Famous! Did you eat anything good?
R: [img: a deep dish pizza in a cast iron pan on a restaurant table] Deep dish. It's less a pizza and more a lasagne in a bucket
I: That looks incredible and also like a heart attack
R: Doctor's opinion noted
I: How's Mei?
R: Good. We had a day off in Philly and walked around all day. It's nice, having someone on the road
I: You sound happy
R: I am. But also... can I tell you something without you getting excited
I: No promises
R: I think I'm getting tired of touring. Not the shows, the shows are great. Everything else. Living out of a suitcase, never seeing my family, sleeping on a moving bus. I'm 29 and my back is 60
R: Mei feels the same. We keep talking about having an actual home. With a kettle we own
I: That's not a small thing. Do you know what you'd do instead?
R: Not yet. Maybe house engineer at a venue. Same job, but you go home at night
I: That sounds really sane. Sensible Ravi
R: Don't start
I: My news: MSRA results are out and I scored well enough for an interview! It's on the 5th of December
R: Isla!! Amazing
I: And Biscuit has a winter coat now, a green fleece. He wears it like a cape
R: Send pics
I: [img: a greyhound in a green fleece coat standing on a wet pavement] Obviously
R: He looks like a superhero
I: Super Biscuit. Stay warm!
"""),

dict(n=12, shape="jsonl", start="2023-12-17 21:55", text="""
I: RAVI. I GOT IT
R: GP training?!
I: The offer came through on Friday. North region. Inverness! Starting August next year
R: The Highlands! Isla that's incredible
I: I accepted it immediately before they could change their minds. Three years of GP training up north
R: So proud of you. How did the interview go in the end? You never said
I: It was fine, weirdly. They asked about a time I'd struggled and I talked about that night in A&E. Being honest about burning out seemed to go down well
R: That makes sense, they want real people
I: Where are you? Is the tour over?
R: Finished in LA at the start of the month. I'm at my parents' in Leicester now till after New Year. Mum's made enough biryani to feed the whole of Belgrave Road
I: Ahh lovely. Is Mei with you?
R: She's gone to Taipei for Christmas to see her family. Next year maybe she'll come to Leicester and meet my mum, which is terrifying
I: Your mum will love her. Your mum loved me and I set fire to her tea towel
R: You did not set fire to it
I: It was smouldering
R: What are you doing for Christmas?
I: Working Christmas Day! On call. But Boxing Day off, Mum and Dad are coming down from Oban
R: Bad luck. Does Biscuit get a Christmas jumper
I: He has a reindeer jumper. He hates it. He wears it with great dignity
R: Haha. Any plans for Inverness? Where you'll live?
I: Not yet, I'll go up and look in the new year. Somewhere with a garden for Biscuit
R: Sounds perfect
I: Merry Christmas Ravi x
R: Merry Christmas Dr Fraser x
"""),

dict(n=13, shape="locomo", start="2024-01-21 12:30", text="""
R: So. I have news. Are you sitting down
I: I'm on a night shift break eating crisps, I'm always sitting down
R: I've handed in my notice with Velvet Static
I: WHAT. Actually, not what. You've been saying it since Chicago
R: I have. And I've got a job. House sound engineer at the Lantern Rooms
I: The Lantern Rooms?? In Glasgow?!
R: In Glasgow! 900 capacity, about five shows a week. I start on the 12th of February
I: Ravi, you're moving to Glasgow in February and I'm moving to Inverness in July. The timing is SO typical
R: I know. We'll get about five months in the same city
I: Five months is something. What about Mei?
R: She's coming too. She got a job as lighting designer at the Kelvin Playhouse, starting in March. We're going to find a flat together
I: You're moving in together! Sensible Mei and sensible Ravi, building a sensible home
R: With a kettle we own
I: With a kettle you own. Where are you looking?
R: No idea. Where's good?
I: Finnieston if you're rich, Dennistoun if you're not, Partick if you want to be near me and Biscuit
R: I'll let Mei choose, she's the one with taste
I: Wise
R: Last show with the band is Dublin, next Saturday. I'll probably cry at the desk
I: You'll be in good company, I cried at a folk musical about a seal
R: True. And then, Ben Nevis. Before you leave for the Highlands. No more excuses
I: Yes! Let's pick a date once you're settled
R: Done. Go eat your crisps
"""),

dict(n=14, shape="whatsapp", start="2024-02-25 19:48", text="""
R: Two weeks into the Lantern Rooms and I have learned that ska bands bring an insane amount of brass
I: Haha. How's it going otherwise?
R: Honestly great. The PA's a bit tired, the left sub crackles when it gets loud, but the crew are lovely and I go home every night. To a bed that doesn't move
I: Where is home?? Did you find a flat?
R: Dennistoun. Top floor tenement. Mei's already put fairy lights everywhere, obviously
I: Lighting designer's flat
R: She's lit the bathroom like a theatre. It's very dramatic brushing your teeth
I: Haha. I went up to Inverness last weekend to look at places
R: And?
I: Found one! Little cottage in Culloden, 10 minutes from Raigmore Hospital. Two bedrooms, enclosed garden for Biscuit. £850 a month
R: That's cheaper than my half of Dennistoun
I: Highland living. Biscuit went into the garden and immediately did zoomies, so he's chosen it
R: The long boy approves
I: Also I sent my first V5 at the Boulder Shed on Wednesday. The black one in the cave
R: V5! Is that good?
I: For me it's huge. Took me six weeks of falling off it
R: Legend
R: Right, Ben Nevis. Pick a date
I: Saturday 15 June? I finish nights on the 12th, and the days are long then
R: 15 June. Done. I'll tell Mei, she wants to come
I: The more the merrier. I'll book us a bunkhouse in Fort William for the Friday night
R: Perfect. No bin lorries I hope
I: Only sheep
R: Sheep I can handle
"""),
]
