"""Zara Okafor (25, marine biology PhD student, Plymouth) and Leo Brandt (27, chef, Edinburgh).
Former flatmates at university in Glasgow. WhatsApp exports are Zara's (iOS); the rest LoCoMo JSON."""

PAIR = {
    "dir": "Zara_Leo",
    "short": {"A": "Zara", "B": "Leo"},
    "full": {"A": "Zara Okafor", "B": "Leo Brandt"},
    "me": "A", "other": "B",
    "wa_first": 2,
}


def S(n, fmt, start, body):
    return (n, fmt, start, body)


SESSIONS = [
S(1, "json", "2024-02-04 19:05", """
B: Zara! You alive down there in Devon?
A: Barely. It has rained for 19 days straight. Even the seagulls look depressed.
B: Edinburgh says hello, it's sleeting. How's the PhD?
A: Second year slump. I spent the whole week counting seagrass shoots on photos from last summer. Zostera marina, my beloved and my nemesis.
B: Counting grass. Riveting. Is it still the restoration project in Plymouth Sound?
A: Yep. We planted seeds in bags two years ago and I'm checking if the meadows actually grow back. Some do, some got eaten by something.
B: By what?
A: Crabs, probably. Or my supervisor's bad luck.
B: Ha. Kitchen life is the same as ever. Marcus had a meltdown over a fish delivery on Friday.
A: Marcus the head chef with the tattoo of a lobster?
B: The very one. I'm still his sous chef, still doing the 70-hour weeks. But Haar is fully booked every weekend, so that's something.
A: Is Leith still the coolest part of Edinburgh?
B: Obviously. How's Gloria?
A: Gloria is making a new noise. A sort of grinding when I brake. I'm ignoring it.
B: Zara. Brakes are not a thing to ignore.
A: She's a 2009 Fiesta, she's always making noises. She'll outlive us all.
B: Famous last words. Ok, big question. Remember we always said we'd do the West Highland Way?
A: Since first year! We never did it.
B: Let's actually do it this summer. August. Milngavie to Fort William, 96 miles, all of it.
A: YES. I'm in. August is good, my fieldwork is in May.
B: I'll book the campsites and hostels, you just bring your legs.
A: My legs are ready. My lungs less so.
B: We have six months. Train.
A: Deal. Tell Callum hi.
B: Will do. Go count your grass.
"""),

S(2, "whatsapp", "2024-02-25 20:31", """
A: Leo guess who went climbing
B: You? Climbing? You're scared of ladders
A: Bouldering!! No ropes, just short walls and crash mats. My lab mate Priya dragged me to the Rockhouse on Tuesday
B: And you liked it?
A: I LOVED it. My forearms are destroyed. I did three V1s and fell off everything else
B: V1 is that good?
A: No it's basically a ladder lol. But it's fun. Going again Thursday
B: Look at you, the sporty PhD
A: Anyway how are you?
B: Annoyed. Landlord email yesterday. Rent goes up from £850 to £925 from April.
A: Oof. Can he do that?
B: Apparently yes. He says "market conditions". The boiler has been broken since November, but sure, market conditions.
A: That's robbery. What are you going to do?
B: Honestly... Callum asked if I want to move in with him. His flat is in Portobello, by the beach.
A: OMG. Leo! That's big!
B: I know. We've been together two years. It makes sense. I'm a bit scared.
A: Scared of what?
B: Of him seeing how many knives I own. And that I eat cereal at 2am after service.
A: He already knows you're a gremlin
B: True. I think I'm going to say yes
A: Say yes! And escape your landlord
B: Two birds. Also do you want the hostel for night 3 of the WHW or camping?
A: Hostel. Always hostel. Midges.
B: Coward
A: Realist
"""),

S(3, "json", "2024-03-17 20:40", """
A: RIP Gloria.
B: Oh no. What happened?
A: She failed her MOT on Tuesday. Corroded brake pipes, a worn disc, and the emissions were "frankly alarming" according to the mechanic.
B: I told you about the brakes!
A: You did. I have no defence. The repair would be £1,100 and she's worth about £600.
B: So she's going to the car heaven?
A: Scrapyard. They gave me £140 for her. I cried a little when the truck took her.
B: Aww. She drove us to Skye that time.
A: And broke down in Fort William, remember.
B: Foreshadowing. So how will you get to the lab? And the beach sites?
A: I'm going to get a bike. The uni has a scheme. For the field sites I'll have to beg lifts from Priya or the department van.
B: A bike in Plymouth? It's all hills.
A: Good for the West Highland Way training!
B: Ok true. Speaking of big changes, Marcus told us he's leaving.
A: Lobster tattoo Marcus?!
B: Yep. He's moving to Copenhagen in June to work at some fancy place. His last service is end of June.
A: So who's going to be head chef?
B: That's the thing. The owners hinted it might be me.
A: LEO! That's amazing!
B: Nothing official. And I'm not sure I want it. Head chef is spreadsheets, staff rotas, suppliers. Less cooking.
A: But more money?
B: More money, more stress. And I've been dreaming about doing my own thing. Supper clubs, maybe a small place one day.
A: You've talked about that forever.
B: I know. Let's see what they actually offer.
A: Keep me updated. And thank Callum for the moving help, you're moving soon right?
B: End of the month. Boxes everywhere.
"""),

S(4, "whatsapp", "2024-04-07 18:12", """
A: Meet Gloria II || img: a second-hand teal gravel bike leaning against a stone wall by the sea
B: Hahaha you named the bike Gloria too
A: Of course. Facebook Marketplace, £420, from a guy who bought it for triathlons and never used it
B: Nice! It looks new
A: Gravel tyres, good brakes. I rode up Mutley Plain hill yesterday and nearly died
B: Legs training for the WHW
A: Exactly. How's Portobello life?
B: Amazing. We moved last weekend, Easter weekend, it took both days. I'm writing this from the sofa with a view of the sea.
A: Jealous!! How's living together?
B: Good so far. Callum labelled all the kitchen shelves. I have been assigned "Leo's chaos drawer"
A: Hahaha he knows you
B: He knows me. And I escaped the rent rise, his place split two ways is way cheaper
A: Winning. Oh I have dates for Scilly! Fieldwork is 12 to 24 May
B: Isles of Scilly? That's like holiday
A: It's snorkelling in 13 degree water with a clipboard. Not a holiday
B: Still. Bring me back some fudge
A: I'll see what survives the boat
A: Any news on the head chef thing?
B: Nope, nothing official from the owners yet. Marcus is doing his notice.
A: Keep me posted
B: Always
"""),

S(5, "whatsapp", "2024-04-28 21:44", """
B: Zara, important question. What's the most impressive cake a German grandmother could ever want?
A: Is this about Oma Liesel?
B: Yes! She turns 90 on the 14th of July. Big party in Hamburg, on the actual birthday. The whole family is coming.
A: 90! Amazing. Is she still doing her morning swims in the Alster?
B: Only in summer now. She says her knees are 90 but her head is 60.
A: Iconic. So what cake?
B: I'm going to make her a Frankfurter Kranz. It's the ring cake with buttercream and the crunchy nut brittle all over. She made it every birthday when I was little.
A: Oh that's lovely, baking her own cake for her
B: The problem is transporting buttercream from Edinburgh to Hamburg in July
A: Make it in Hamburg?
B: That's the plan. I'll borrow my aunt's kitchen the day before
A: Smart. Ok, my side: Scilly is confirmed, boat booked, my supervisor is very excited
B: And the WHW? We need to lock dates so I can ask for leave
A: August 10 to 16?
B: Perfect, I'll put in for that week. Saturday start from Milngavie
A: Booking it in my calendar now
B: And I've got the hostels in Drymen and Tyndrum, rest is camping
A: Fine. Midge net purchased
B: Also I finally fixed my knife roll zip
A: Riveting news
B: It's huge news for me
A: Haha. Night chef
"""),

S(6, "json", "2024-05-26 21:12", """
A: I'm back from Scilly! I smell like neoprene permanently.
B: Welcome back to the mainland! How was it?
A: Honestly amazing. The seagrass beds around Tresco are in way better shape than we expected. Dense, long leaves, loads of life.
B: Good for the grass. Did you see anything cool?
A: A cuttlefish! It hovered right next to my quadrat and changed colour at me. I nearly dropped my slate.
B: A cuttlefish! That's like the coolest animal.
A: It was. Less cool: I was seasick on the boat every single morning. Priya took a photo of me leaning over the side. || img: a woman in a wetsuit leaning over the side of a small boat with a grey sea behind
B: Haha classic. Marine biologist who gets seasick.
A: It happens to half of us, I swear. Anyway, how's Edinburgh?
B: Big news. The owners made it official. They offered me head chef from the 1st of July.
A: LEO!!! Congratulations!
B: Thanks. But I haven't said yes.
A: What? Why not?
B: Because I keep thinking about the supper club idea. If I become head chef, I'll have zero time for it.
A: Can't you do both?
B: Maybe? Haar is closed on Mondays. In theory I could do supper clubs on Mondays. In practice I'd never sleep.
A: You don't sleep anyway.
B: Fair. Callum thinks I should take the job and do the supper clubs once a month.
A: Callum is wise. How long do you have to decide?
B: They want an answer by the 10th of June.
A: Make a list. Pros and cons. You love lists.
B: I do love lists.
A: And bring Callum the fudge, I brought you some.
B: Yesss. Fudge delivery is the real news.
"""),

S(7, "whatsapp", "2024-06-16 19:05", """
B: So I said yes
A: To head chef?!!
B: Yes. Starting 1st July. On one condition: Mondays are mine, and I can use the kitchen once a month for a supper club
A: And they agreed??
B: They agreed! They said it's good publicity for Haar
A: Leo that's perfect!! Both things!
B: I'm terrified. Marcus's last service is the 29th. Then it's all me.
A: You'll smash it
B: Hope so. What's new with you?
A: Two things. Good thing: my abstract got accepted for the seagrass conference in Lisbon, 8 to 11 October. Poster, not a talk, but still!
B: Lisbon! Pastel de nata heaven
A: Exactly my priorities
A: Bad thing: my supervisor wants a second round of fieldwork in August. The 5th to the 9th of August. Plus data processing after
B: Oh no. WHW?
A: I know. I'm so sorry. Can we move it to September? First week of September?
B: Let me check the rota... actually September is better for midges anyway
A: Fewer midges! See, it's a blessing
B: OK new dates: Saturday 7th to Friday 13th September. I'll change the hostels
A: Thank you thank you. I owe you a drink
B: You owe me several
A: Fair
B: And the new shoes, have you broken them in?
A: Not yet. Bouldering is my only exercise lately. I'm on V3 now
B: From V1 to V3 in four months, not bad
"""),

S(8, "json", "2024-07-16 22:30", """
B: Back from Hamburg. I'm exhausted and full of cake.
A: How was Oma's party??
B: Perfect. Sunday afternoon in my aunt's garden, 40 people, the weather held. Oma wore a purple dress and danced with every cousin.
A: I love her so much. And the cake?!
B: Don't. It was 31 degrees. The buttercream started sliding halfway through the speeches.
A: Nooo
B: I stuck it in the fridge between courses and did emergency surgery with a palette knife. It survived. Mostly.
A: Did she like it?
B: She cried. She said it tasted exactly like hers. Best review I'll ever get. || img: an old woman in a purple dress laughing next to a ring-shaped cake covered in nut brittle
A: Leo I'm crying now too
B: Then back to Edinburgh and straight into my second week as head chef.
A: How is it?
B: Hard. I've rewritten the whole menu. The new star is hake with mussels and a seaweed butter. People love it.
A: Seaweed butter, very marine biology of you
B: Thought of you
A: And the team?
B: Mostly good. One line cook hates me because I made him clean the extraction hood.
A: You're a tyrant now
B: Benevolent tyrant
A: So when is the first supper club?
B: Aiming for August. Monday the 12th probably. Menu is half in my head.
A: I want to come! But I'll be on Scilly round two, then drowning in data.
B: I'll save you a plate in spirit.
"""),

S(9, "whatsapp", "2024-08-18 20:48", """
A: HOW WAS THE SUPPER CLUB
B: It happened!! Last Monday. 18 guests, all sold out two days before
A: 18! Who came?
B: Half friends of friends, half strangers from Instagram. A food blogger came. I was sweating
A: What was on the menu?
B: Five courses, "Hamburg meets Leith". Smoked eel with beetroot, a Labskaus I reimagined as a croquette, then lamb, then a rhubarb and cardamom thing, and Oma's plum cake to finish
A: A Labskaus croquette. You're insane. In a good way
B: The croquette was the star. People asked for the recipe
A: Did you make money?
B: About £160 after ingredients and paying two friends who helped. So basically nothing. But I felt alive
A: That's what matters
B: How was Scilly round two?
A: Rough weather, lost a day. But we got the data. And one good thing: I finally sent a V4 at the wall!
B: What does "sent" mean
A: Climbed it clean, start to finish, without falling. My first V4!!
B: Bouldering queen
A: Priya screamed louder than me
B: Haha. OK 3 weeks until the WHW. Are you ready?
A: I bought proper boots. Been walking up and down Dartmoor on weekends to break them in
B: Good. I've been doing nothing, I walk around a kitchen 12 hours a day, that counts
A: It does not count
B: It counts in spirit
"""),

S(10, "whatsapp", "2024-09-15 17:20", """
A: My legs still hurt. How's your ankle?
B: Purple. Swollen. But walkable. The physio says a week of rest.
A: I'm sorry we didn't finish.
B: Me too. But I'm glad we stopped. That descent from the Devil's Staircase would have been a disaster with my ankle.
A: When you rolled it on that rock I thought you broke it
B: Me too honestly. Kinlochleven never looked so beautiful as on Thursday
A: Six days, Milngavie to Kinlochleven. That's like 80 miles
B: 81 according to my watch. Only 15 left to Fort William.
A: We'll do the last leg another time. It's not going anywhere
B: Agreed. Favourite moment?
A: Loch Lomond at sunrise on day 2. And the red deer at Kingshouse eating crisps from that German couple
B: Haha. Mine was the pub in Inverarnan. The fire, the soup, and you falling asleep on the table
A: I was tired!!
B: Worst moment?
A: Midges at Tyndrum. So much for "fewer in September"
B: Yeah that was a lie from me
A: I forgive you. Was it nice to be away from the kitchen?
B: So nice. My sous chef survived, nobody died. Now back to it tomorrow
A: And next supper club?
B: 30th September. Already 22 booked. Maybe we do 30 seats this time
A: Wow look at you. Famous
B: Haha not yet
"""),

S(11, "json", "2024-10-13 19:50", """
A: Leo. I won something.
B: A raffle?
A: The best student poster prize! At the Lisbon conference! €200 and a certificate and a lot of handshakes.
B: ZARA! That's brilliant! For the seagrass recovery poster?
A: Yes, the comparison of the restored meadows in Plymouth Sound with the natural ones at Scilly. People actually came to talk to me. || img: a young woman standing next to a scientific poster about seagrass meadows holding a certificate
B: Look at you, a real scientist.
A: I was shaking the whole time. And then the best part: a researcher from the University of Algarve in Faro asked me if I'd think about a postdoc with her group after the PhD.
B: Portugal?! Would you do that?
A: Maybe? I loved Lisbon. The sun, the food, the people. I ate about 14 pastéis de nata.
B: Only 14?
A: Per day. Anyway it's two years away. How's the head chef life?
B: Busy. But the second supper club was fully sold out, all 30 seats, and we had a waiting list.
A: Amazing!
B: We're making it monthly now. Last Monday of every month.
A: The Leith empire grows.
B: Haha. And the ankle is fully healed, so I'm running again. Callum and I have been doing the beach in the mornings.
A: How's Callum?
B: He's good. Very busy at work. I've been... thinking about something.
A: That sounds serious.
B: It's good serious. I'll tell you soon. I need to plan it properly.
A: Leo!! Are you going to propose??
B: I said I'll tell you soon!
A: I'm screaming. I won't tell anyone.
B: You tell everyone everything.
A: Not this. Promise.
"""),

S(12, "whatsapp", "2024-11-10 21:02", """
B: He said yes
A: WHAT
A: LEO
B: Last Saturday, on Portobello beach at sunset. I cooked him a picnic, the full thing. Then I got down on one knee in the sand
A: I'm crying on the bus
B: He cried. I cried. A dog walker clapped. || img: two men hugging on a beach at sunset, one holding a ring box
A: This is the best photo I've ever seen
B: I've been engaged for 8 days and already everyone asks about the date
A: When?? Where??
B: No idea yet! Summer next year probably. Oma says she'll come if it's before she turns 91
A: Haha she's the priority guest
B: Absolutely. What's up with you?
A: Nerves. My upgrade viva is on the 21st
B: Upgrade viva?
A: The exam to officially go from MPhil to PhD. Two examiners, they grill you on your first two years of work
B: Oh that sounds terrifying. You'll be fine, you literally just won a prize
A: That's what Priya says. I still feel like they'll find out I'm a fraud
B: Impostor syndrome. Every chef has it too
A: Really?
B: Every service. Every single service. You just do it anyway
A: That's weirdly comforting
B: Go prepare. And call me after
"""),

S(13, "json", "2024-11-24 18:30", """
A: I passed!
B: The upgrade thing? I knew it!!
A: On Thursday. Minor corrections only, and one examiner said the Scilly data was "genuinely exciting".
B: Genuinely exciting! Put that on a T-shirt.
A: I might. I'm officially a PhD candidate now. Not MPhil. Real.
B: Congratulations Dr Okafor-in-training.
A: Haha. Ok, wedding news, I need wedding news.
B: We picked a date! 16 August 2025. In Edinburgh, at the Botanic Gardens.
A: Oh that's gorgeous!
B: Oma said she will come, and she already asked if there will be a Frankfurter Kranz.
A: Of course she did. Are you making your own wedding cake?!
B: Absolutely not. I'm not doing buttercream surgery at my own wedding.
A: Haha wise.
B: You're coming, obviously. Plus one?
A: Plus Priya maybe. As a friend. Or as a climbing partner.
B: Bring her. And Haar got a mention in the Scotsman's winter food guide last week. The hake dish.
A: LEO. Famous chef and engaged in one month.
B: I know, I'm insufferable.
A: Slightly.
B: We should celebrate. Christmas? Are you coming north?
A: I'm going home to Manchester for Christmas, mum insists. But maybe New Year?
B: Come for Hogmanay! Callum's making a curry.
A: Tempting. Let me check trains.
"""),

S(14, "whatsapp", "2024-12-22 15:40", """
A: Some idiot stole Gloria II
B: NO. The bike?
A: From outside the lab on Wednesday. In broad daylight. Cut the lock clean through
B: That's horrible. Did you report it?
A: Police gave me a crime number and a sad face. Never seeing her again
B: RIP Gloria II. You're cursed with vehicles
A: I know. Bus for now. Maybe a new bike in January with a big D-lock this time
B: Insurance?
A: No insurance. Lesson learned
B: Poor Zara. Are you home yet?
A: On the train to Manchester right now. Mum's already cooking jollof for 20 people
B: Save me some
A: Never. How's Christmas at Haar?
B: Christmas Eve is our biggest night. 120 covers. Then I sleep for two days
A: And Hogmanay?
B: You're still coming, right? Callum's curry, fireworks on Calton Hill
A: Booked! 30th to the 2nd
B: YES
A: Also I had an idea. Let's finish the West Highland Way. The last leg, Kinlochleven to Fort William
B: Oh yes. When?
A: May? Before the midges, before my fieldwork
B: May works, I'll book the Monday off. And I'll wear ankle support this time
A: Deal. Unfinished business
B: Merry Christmas Zara
A: Merry Christmas Leo. Kiss Callum for me. Not like that
B: Haha
"""),
]
