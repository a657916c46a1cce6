"""Declan Byrne (52, woodwork teacher in Galway, Ireland) and Priya Raman (51, GP in Leicester, UK),
friends since Trinity College Dublin. Formats: LoCoMo JSON and WhatsApp iPhone export (from Declan's phone)."""

PAIR = {
    "folder": "Declan_and_Priya",
    "speakers": {"D": "Declan", "P": "Priya"},
    "wa_names": {"D": "Declan Byrne", "P": "Priya Raman"},
    "wa_chat": "Priya Raman",
    "speaker_a": "D",
}

SESSIONS = r"""
=== 1 | locomo | 2023-04-02 21:40
D: Well Dr Raman. Are you still alive over there or has the NHS eaten you entirely?
P: Barely alive! Sorry Dec, I owe you about four voice notes.
D: You owe me five. I counted.
P: Ha. How's everyone in Galway? How's Aoife?
D: Aoife's grand, up to her eyes in the choir's Easter concert. Niamh has her mocks done and is waiting on results, pretending not to care. Ciarán is 14 and communicates in grunts.
P: Ah, the grunt years. Arjun had those. They pass.
D: How is Arjun? Still in Edinburgh?
P: Yes, finishing his master's in climate science. His dissertation is about carbon stored in peat bogs, so basically he's studying Ireland's soil. He hands it in in August.
D: Tell him there's plenty of bog here if he needs samples.
P: Ha. And how's work for you?
D: Two things. One, the deputy principal job came up. Mary Keane is retiring in August. I'm thinking of going for it.
P: Dec! You'd be brilliant. What's the deadline?
D: April 21st. Aoife says go for it. Half the staffroom says I'm mad, I'd lose the woodwork room.
P: You could keep a class or two, surely.
D: Maybe. Second thing: I've the Transition Year lads and girls building a currach. A proper one, tarred canvas over a timber frame. We started the frame in February.
P: That's so you. When will it be done?
D: The plan is to launch it on Lough Corrib next May. A year-long project. Sixteen students and one teacher with a bad knee.
P: How is the knee?
D: Creaky. I'm not running anymore. The physio told me to swim but the pool in Leisureland is full of screaming kids.
P: Doctor's advice: listen to the physio.
D: Yes Doctor. And you? Still doing the full week at the practice?
P: Actually no. I cut down to six sessions a week from January. Three days. I was completely burned out, Dec. I was crying in the car before morning surgery.
D: Ah Priya. I'm glad you cut back.
P: And I started something mad. Cello lessons!
D: Cello! At our age!
P: At our age! My teacher is a retired orchestra player called Gwen, she's 74 and terrifying. I practise 20 minutes a day. The neighbours haven't complained yet.
D: I'd pay to hear it.
P: You'd pay for me to stop.
D: Listen. Come over in September for the Oyster Festival. We'll have the spare room ready. Aoife's been on at me to ask you.
P: Oh I'd love that. Last weekend of September, is it?
D: That's it. Bring your cello.
P: Absolutely not 😂 But yes, I'll look at flights.
D: Deadly.

=== 2 | whatsapp | 2023-04-30 20:15
D: You won't believe it. The Corolla failed the NCT
P: Noooo. Not Old Reliable
D: Old Reliable. 19 years old. Rust in the subframe, the brakes, and the exhaust is held on with what the mechanic called "hope"
P: Is it fixable?
D: It'd cost more than the car is worth. She's done. Niamh learned to drive in that car
P: RIP Old Reliable. What will you get?
D: Something bigger. An estate, for the timber. I'm looking at second-hand Skodas
P: The teacher car
D: The teacher car. Every staff car park in Ireland is 40% Skoda Octavia
P: 😂
D: Anyway. I sent in the application for deputy principal. On the 14th, a week early. Three pages and I rewrote it eleven times
P: Well done!! Proud of you
D: Now I wait. Interviews in June apparently
P: How did Niamh's mocks go?
D: Results came back. She did great in biology and chemistry, a H1 in biology. She's talking about vet
P: Vet! That's a lot of points
D: Close to 600. She's stubborn though. Gets it from her mother
P: Gets it from you
D: Fair
P: My news: I think I want a dog
D: Finally!! You've been saying that for 10 years
P: I know. But now with 3 days at work I'm home more. I've been looking at retired greyhounds. The Greyhound Trust near Leicester has loads
D: Greyhounds are lazy. Perfect for a doctor. They sleep 18 hours a day
P: That's what I've read! 40 mph couch potatoes
D: Do it
P: I've an appointment to visit the kennels on May 20th. Just to look {{edited}}
D: Just to look 😂 famous last words
P: Also Arjun says hi. He's been in a bog in the Flow Country in Scotland all week, taking core samples. He sent me a picture covered in mud
P: {{img: arjun in bog | bog}}
P: He looks like a swamp monster
D: That's a future climate scientist for you

=== 3 | locomo | 2023-05-28 20:25
D: Well? Did you just look?
P: ...I did not just look.
D: HA! I knew it
P: There's a brindle boy called Biscuit. Four years old, retired from racing. He walked over, leaned his whole body against my legs and sighed. That was it. {{img: a photo of a brindle greyhound leaning against a woman's legs in a kennel yard | greyhound lean}}
D: The lean! Greyhounds do the lean. You're done for.
P: I'm done for. They have to do a home check first, they come next week. Then I can bring him home on June 10 if all goes well.
D: Biscuit Raman. Great name.
P: His racing name was "Swift Biscuit". He won 3 races out of 41. Not exactly a champion.
D: Neither of us are champions. He'll fit right in.
P: Speaking of champions, how's the car search?
D: Done! Got a 2017 Skoda Octavia estate. Dark grey, 142,000 km on the clock. Paid €11,500 at a dealer in Oranmore.
P: Look at you. The teacher car.
D: The teacher car. I fit 8-foot planks in the back with the seats down. Aoife says I love it more than her.
P: Do you?
D: No comment.
P: And the interview?
D: I'm shortlisted! Interview is on June 8th. Three candidates. Me, Siobhán from the science department, and someone external.
P: That's great Dec. Are you preparing?
D: Aoife's been grilling me at dinner. "Give me an example of how you handled a conflict." I said the time Ciarán and Niamh fought over the remote.
P: Don't say that in the interview
D: I won't. Probably.
P: How's the currach?
D: The frame is nearly done. We bent the gunwales last week, steamed oak. One of the lads, Cathal, is a natural. His grandad built currachs on Inis Meáin.
P: That's beautiful. Keeping the tradition alive.
D: That's the idea. And you, how's the cello?
P: I can play a full piece now! "The Swan", very badly. Gwen says my bow arm is "a crime scene".
D: Gwen sounds great
P: She is. I've entered for the Grade 2 exam in November. My first exam since medical school!
D: You'll ace it. You aced pharmacology.
P: Pharmacology didn't require rhythm.
D: Good luck with the home check. Send pics of the Biscuit.

=== 4 | whatsapp | 2023-06-18 21:05
P: So?? I've been waiting for news all week. How did the interview go?
D: Didn't get it.
P: Oh Dec. I'm sorry
D: It went to the external candidate. A fella from a school in Tuam, Gerry Fahy. Younger, has a master's in educational leadership. Fair enough.
P: Are you ok?
D: Honestly? 60% disappointed, 40% relieved. I'd have lost the workshop. Now I keep my tools and my currach.
P: That's a very healthy ratio
D: Aoife bought me a bottle of Redbreast to console me. So it's not all bad
P: Ha
D: How's the Biscuit?? He's home now?
P: Since last Saturday!!
P: {{img: greyhound on sofa | roaching}}
P: He sleeps on the sofa with his legs in the air. They call it "roaching"
D: He looks dead 😂
P: He's fine, it's how they relax. Problem: he won't use the stairs. Greyhounds never saw stairs in the kennels. He stands at the bottom and cries
D: So you sleep downstairs?
P: The first two nights, yes! Now I've put his bed in the living room and he accepted it
D: The dog is in charge
P: The dog is absolutely in charge
D: Niamh has gone full vet mode by the way. She's volunteering at the vet clinic in Moycullen on Saturdays for work experience
P: Good for her. It'll tell her if she really likes it. Lots of anal glands
D: She came home on Saturday and said nothing for an hour. Then she said "I still want to do it"
P: Then she's serious
D: Also booked the summer holiday. Achill for a week in July, camping. Ciarán is appalled.
P: Camping! In Ireland! In July!
D: Bring a raincoat they said
P: So for September... I'm looking at flights for the Oyster Festival. Birmingham to Shannon, Friday 22nd?
D: Perfect. We'll collect you in Shannon. The Skoda has room for a cello
P: NO CELLO

=== 5 | locomo | 2023-07-23 16:15
D: Greetings from Achill! Day 4. It has rained for three of them.
P: Classic. Is the tent still standing?
D: Barely. Last night the wind was so strong that Ciarán slept in the Skoda. Says it's the best night's sleep he's had all summer.
P: Poor boy! But it sounds like a proper Irish holiday.
D: Today the sun came out and we went to Keem Bay. Gorgeous. Aoife swam. I went in up to my knees and screamed. {{img: a photo of a horseshoe-shaped beach with turquoise water and steep green cliffs | keem bay}}
P: That's stunning. Like the Caribbean with sheep.
D: Exactly that. Niamh has been reading the vet entry requirements on her phone the whole trip. UCD needs around 590 points.
P: She's determined.
D: She is. And you? How's the Biscuit?
P: He's in love with my neighbour Mr Dobson. Mr Dobson is 81 and gives him bits of ham over the fence.
D: That's a good neighbour.
P: Also, booked! Flights to Shannon on Friday September 22nd, back on the Tuesday. Mr Dobson will mind Biscuit.
D: Brilliant! The Oyster Festival is on that weekend. I'll get us tickets for the seafood trail.
P: I've never eaten an oyster, Dec.
D: What?! A woman of the world. We'll fix that.
P: My mum will be horrified. She's vegetarian.
D: How's your mum?
P: She's ok. 79 and still lives alone in the old house in Mylapore. She refuses to have anyone help her. My cousin Lakshmi checks in on her. I call every day at 7am.
D: She's independent. Like you.
P: Stubborn. Like you said about Niamh.
D: Ha. Any other plans for the summer?
P: Arjun submits his dissertation on August 18, then he's applying for jobs. He wants to work in renewable energy. Maybe abroad.
D: Abroad where?
P: He's looking at Denmark and the Netherlands. Wind energy. I'm trying not to think about it.
D: He'll be grand. And it's only a short flight.
P: That's what I tell myself.
D: Here, I need to go, Aoife's trying to light the barbecue in the wind.
P: Good luck! Don't let the Skoda catch fire.

=== 6 | whatsapp | 2023-08-20 13:30
P: Dec, bad news. Amma fell on Thursday. She broke her hip.
D: Oh no Priya. Is she ok?
P: She had surgery yesterday in Chennai. Hip replacement. The surgeon said it went well but she's 79, the recovery is long
D: I'm so sorry. How are you?
P: Not great. She was alone when it happened. She lay on the kitchen floor for two hours until Lakshmi came
D: God. That's awful
P: I keep thinking, what if Lakshmi hadn't come
D: Don't go down that road. She's ok. She's in good hands
P: I'm flying out on Saturday. The 26th. Three weeks for now.
  The practice has been amazing, the partners are covering all my sessions
D: Good. Go be with her
P: Which means... I have to cancel Galway. I'm so sorry Dec
D: Don't even think about that. The oysters will be there next year
P: I really wanted to come
D: Easter. Come at Easter. The weather is just as bad and there are fewer drunk people
P: Ha. Ok. Easter. It's a promise
D: Is Biscuit going to Mr Dobson?
P: Mr Dobson is 81, I can't give him a dog for three weeks. Biscuit is going to a foster family from the Greyhound Trust. They were so kind
D: Good. And Arjun?
P: He handed in his dissertation on Friday, and now he's coming with me to Chennai for the first week
D: Good lad
P: He is.
D: Let me know if there's anything we can do. Aoife says she'll light a candle in the cathedral
P: Tell Aoife thank you. That means a lot
D: Mind yourself
P: I'll try

=== 7 | locomo | 2023-09-17 18:50
P: Hi Dec. Sorry for the silence. It's been a blur.
D: No apology needed. How's your mum?
P: Better. She's walking with a walker now, 10 minutes twice a day. The physio comes every morning. She complains the whole time, which is a good sign.
D: Complaining is the best sign.
P: We hired a home nurse, Selvi. She's lovely, she lives in the house five days a week. Amma pretends not to like her, but she told me Selvi makes better sambar than me.
D: Ouch.
P: Fair, though. {{img: a photo of an elderly indian woman in a green sari standing with a walker on a veranda full of potted plants | amma walker}}
D: She looks like she's in charge.
P: She's always in charge. I tried to talk to her about moving to Leicester. She said "I will die in this house, not in your cold country."
D: Direct.
P: Very. So that's settled, she stays. I'm extending my trip by two weeks. I'll fly back on the 30th.
D: Good. Take the time. How's Biscuit with the foster family?
P: Apparently he's got a girlfriend. A whippet called Dot.
D: Ha! Good man Biscuit.
P: How's back to school?
D: Mad. The first weeks are always mad. But the currach! We steamed the ribs this week. Forty-two ribs of ash, bent over the frame. Half the school came to watch the steam box.
P: Sounds amazing.
D: Cathal, the lad whose grandad built currachs, brought the grandad in. He's 88. He stood in the workshop and told them they were doing it all wrong. Best day of the year.
P: I love that. And the new deputy? The Tuam fella?
D: Gerry Fahy. He's all right actually. Very organised. Cycles to school from Oranmore every day, 12 km each way, in lycra.
P: Lycra in the staffroom!
D: Lycra in the staffroom. The horror.
P: And Niamh?
D: Sixth year now. Leaving Cert next June. She's doing grinds in chemistry. And still volunteering at the vet on Saturdays.
P: She'll do it.
D: I hope so. The pressure is huge.
P: How's the knee?
D: Still bad. I'm thinking of trying sea swimming. A few lads from the staff go in at Blackrock every morning before school.
P: Cold water is good for inflammation. As a doctor I approve. As a person I think it's crazy.
D: Ha. I'll let you know.

=== 8 | whatsapp | 2023-10-15 19:20
D: Are you back in Leicester now? How's the jet lag
P: Back two weeks. Jet lag gone, guilt still here
D: Guilt about what?
P: Leaving her. Even with Selvi there. I call twice a day now
D: You did everything right Priya
P: Thanks Dec
P: Biscuit came home from the foster family very spoiled. He now expects a cooked breakfast
D: Sausages?
P: Scrambled egg. The foster mum made him scrambled egg every morning
D: 😂
D: News from here: I did it. Sea swimming. Every morning since the 2nd of October. Blackrock, 7:15, before school
P: NO. What's the water temperature?
D: 13 degrees. It's fine once you stop screaming. The knee is actually better. Or I can't feel it anymore
P: Both valid. Are you going off the diving tower?
D: Not yet. The lads say I'll do it by Christmas
P: Be careful please
D: Aoife thinks I'm having a midlife crisis. I said at least it's not a motorbike
P: Or a Porsche
D: A Skoda and sea swimming. The Irish teacher midlife crisis
P: Ha. I have news too. Arjun got a job!
D: Brilliant!! Where?
P: Copenhagen! Nordvind Energy, they do offshore wind. Junior analyst. He starts on January 8
D: Denmark! Like he wanted
P: Like he wanted. I'm happy and sad
D: Copenhagen is 2 hours from Birmingham. You'll visit
P: I'll help him move in January
P: Also Gwen moved my cello exam. It was the 18th of November, now it's the 11th
D: Earlier?
P: Earlier. The examiner's schedule changed. I'm panicking. My scales are a disaster
D: You'll be fine
P: I couldn't practise at all for six weeks in Chennai, so I'm behind
D: Six weeks off and you still play better than me
P: You've never played anything Dec
D: Exactly

=== 9 | locomo | 2023-11-19 11:05
P: I passed!!! Grade 2 cello! With merit!
D: YES!! Congratulations maestro!
P: 124 out of 150. Merit starts at 120 so I scraped it, but I'll take it. Gwen actually smiled.
D: Gwen smiled! That's the real achievement.
P: The exam was on the 11th and the result came on Friday. I was more nervous than for my GP exams. My bow was shaking during the minuet.
D: What next? Grade 3?
P: Gwen says yes, and she wants me to join the Leicester community orchestra. Back of the cello section. Just to learn.
D: Do it.
P: I'm scared!
D: You said that about the greyhound.
P: True. Best decision ever.
P: How's the sea?
D: 11 degrees now. Still going in. Five of us every morning. And I did it, I jumped off the tower last Friday!
P: DEC.
D: The lower level only. About 4 metres. But it counts.
P: It counts. I'm proud and horrified.
D: Also Niamh news. She's changed her mind.
P: About vet?!
D: About vet. She says after months of Saturdays at the clinic, she loves the animals but she can't do the euthanasia part. She cried for a whole evening after a dog was put down. Now she wants Agricultural Science in UCD, the animal science stream.
P: Oh bless her. That's a very mature decision actually.
D: It is. And the points are lower, which takes some pressure off. Aoife is relieved.
P: And you?
D: Relieved and a little sad. I had the "my daughter the vet" line ready for the pub.
P: "My daughter the agricultural scientist" is a great line too.
D: Not as snappy.
P: How's Gerry the lycra man?
D: Ah, that's a sad one. He was knocked off his bike two weeks ago on the Dublin road. Broken pelvis and collarbone. He'll be out for months.
P: Oh no. Poor man. Who's covering?
D: Nobody yet. The principal's been doing both jobs. There's talk. We'll see.
P: Talk about you?
D: Maybe. Don't jinx it.
P: My lips are sealed.
D: And Arjun?
P: Packing already! His Edinburgh lease ends mid-December. Christmas with me in Leicester, then we fly to Copenhagen together on January 5th.

=== 10 | whatsapp | 2023-12-17 21:40
D: Well. It happened
P: What happened??
D: Acting deputy principal. From the start of term in January until Gerry comes back. The board of management approved it on Wednesday
P: DEC!!! Congratulations!!!
D: Thanks. It's only acting. Gerry might be back by September
P: Still! Months of being the boss
D: Deputy boss. I keep two woodwork classes, fifth year and the TY currach. The rest goes to a sub
P: Perfect. You keep the currach
D: The currach is non-negotiable
P: How did Aoife react?
D: She said "finally someone will sort out the timetable". Then she bought me a proper shirt. Two shirts.
P: 😂 the deputy principal shirts
D: I look like a bank manager
P: Still swimming?
D: Still. 9 degrees. The Christmas Day swim is a big thing at Blackrock, half of Galway goes in with Santa hats
P: Are you doing it?
D: Obviously. Niamh and Ciarán are coming too, they've been promised hot chocolate
P: Send me a video
D: What about you for Christmas? Arjun home?
P: Yes, he came down from Edinburgh on Friday with all his stuff. My house is full of boxes and a bike. Biscuit is suspicious of the bike
D: A greyhound vs a bike, classic rivalry
P: We fly to Copenhagen on January 5th. I'll stay 4 days to help him settle. He found a flat in Nørrebro, one bedroom, fifth floor, no lift
D: Fifth floor no lift. Good for your legs
P: Also we're doing a video call Christmas morning with Amma. She's walking without the walker now! Only a stick
D: Brilliant news
P: And... I'm booking Easter! For real this time. Galway, Thursday 28 March to Tuesday 2 April
D: YES. Finally. We'll do Diamond Hill and I'll get you in the sea
P: We'll see about the sea
D: You're coming in the sea
P: 😩

=== 11 | locomo | 2024-01-21 20:30
D: Two weeks in as deputy principal. I have learned the following: photocopiers hate me, parents ring at 8am, and nobody ever knows where the keys to the PE hall are.
P: Ha! Is it awful?
D: It's not awful. It's busy. Yesterday I spent 3 hours on a substitution rota. But I sorted out a bullying thing with a first year that I'm proud of.
P: That's the stuff that matters.
D: It is. How was Copenhagen?
P: Freezing! Minus 8 the day we arrived. But beautiful. Arjun's flat is tiny but cosy, and his street has four bakeries. {{img: a photo of a narrow street with colourful buildings, parked bicycles and snow on the pavement | copenhagen street}}
D: Four bakeries! I'd never leave.
P: He bought a second-hand bike on day two. Everyone cycles, even in the snow. I nearly got run over by a woman with three kids in a cargo bike.
D: A Danish ambush.
P: His first week at work went well. His team is 6 people, and his manager is a woman from Aarhus called Mette. He sounds happy.
D: That's the main thing.
P: It is. I cried at the airport though.
D: Of course you did. I'd be the same.
P: How's the currach?
D: The canvas is on! We stretched the canvas and tarred it in the first week back. The workshop smelled like a ship for days. Launch date is set: Friday May 17th on Lough Corrib, from the pier in Oughterard.
P: May 17th. I'll put it in my calendar.
D: Three coats of tar left. The students want to name it. There's a vote.
P: What are the options?
D: "An Faoileán" (the seagull), "Róisín", and one lad wants "Boaty McBoatface".
P: I'm voting Boaty.
D: You don't get a vote.
P: How's the sea?
D: 8 degrees. My record is 12 minutes. The lads say you should stay in one minute per degree.
P: So you're overdoing it. Doctor's orders: one minute per degree.
D: Yes Doctor.
P: And Niamh?
D: CAO submitted. First choice Ag Science in UCD, second Ag Science here in Galway, third something in Limerick. She's calmer now.
P: Good. And my flights are booked! Birmingham to Shannon, landing 4:40pm on Thursday March 28th.
D: We'll be there with the Skoda.
P: And I've been moved to the middle of the cello section in the orchestra. Not the back anymore!
D: Moving up in the world.

=== 12 | whatsapp | 2024-02-25 16:10
P: Dec I need to vent
D: Vent away
P: Selvi quit. Amma's nurse. Her daughter had a baby in Madurai and she's moving there to help
D: Ah no. What happens now?
P: My cousin Lakshmi is moving in with Amma. She's 60, widowed, and the lease on her flat was ending anyway. And Amma actually agreed!
D: That sounds like a good solution
P: It's a great solution. It's just all happened in one week and I've been on the phone to Chennai every night until 1am
D: You need sleep Doctor
P: I know
P: But I also made a decision. I'm going to ask the partners for a sabbatical. Three months, next year. To spend time with Amma properly. Not a crisis visit, just time
D: That's a brilliant idea
P: I haven't asked yet. The partners' meeting is in April
D: They'd be mad to say no
P: Enough about me. How's the deputy life?
D: Grand. Ciarán made the Galway U15 hurling panel! First training was yesterday
P: Wow!! The grunter speaks with his hurley!
D: He was smiling at dinner. Actual teeth
P: Haha
D: Niamh's Leaving Cert orals are in April. The Irish oral is the terror
P: She'll be grand
D: Also the currach has a name: An Faoileán won the vote, 11 to 5. Boaty McBoatface got 0. Even the lad who suggested it voted for An Faoileán
P: Noooo Boaty
D: Count yourself lucky
P: One month until Galway!! What should I pack?
D: Raincoat
  Swimsuit
  Hiking boots
  Your sense of humour
P: I'm not swimming
D: You are swimming
P: Ugh
P: {{img: greyhound on bed | biscuit}}
P: Biscuit says hello. He's learned to use the stairs! Finally. 8 months it took him
D: Good lad Biscuit! He's a new man
P: He now sleeps on my bed. Which was not the plan

=== 13 | locomo | 2024-04-07 19:20
P: Home in Leicester. Biscuit has forgiven me. Mr Dobson minded him and says he only cried for one night.
D: The house is very quiet without you. Aoife says thanks again for the saffron and the Indian sweets.
P: Thank YOU. Honestly the best holiday in years.
D: Favourite part?
P: Diamond Hill on Saturday. Even with the hail. That view of Kylemore from the top. {{img: a photo of a group of hikers on a rocky summit with lakes and mountains behind them under grey clouds | diamond hill summit}}
D: Hail at the summit, sunshine at the bottom. Connemara in one afternoon.
P: And Niamh and I had a long chat on the way down. She's a wonderful young woman, Dec.
D: She loved you. She said you're "the only adult who tells the truth".
P: Ha! I told her medicine is not glamorous.
D: And the swim. I have to mention the swim.
P: Three minutes. Easter Monday, 9 degrees. I screamed the entire three minutes.
D: The whole pier heard you. The lads were very impressed.
P: Never again. Well, maybe again.
D: That's how it starts.
P: Also the oysters! Finally. At the pub on the quay in Kinvara.
D: And?
P: Slimy. Salty. I had two. I'll stick to the chowder.
D: Two is two more than zero.
P: And seeing the currach in the workshop, it's so beautiful. Black and shiny like a beetle. The kids were so proud to show me.
D: They were showing off for the doctor from England.
P: I wish I could be there for the launch on the 17th.
D: I'll video it.
P: Did you hear from Gerry?
D: Yes, he's walking again. He'll be back in September. So my acting job ends in August. Back to the workshop full time.
P: How do you feel about that?
D: Honestly? Glad. I've learned I like being a teacher more than being a manager. The deputy job needs someone who likes spreadsheets.
P: That's very wise.
D: Oh and your partners' meeting?
P: It's next Wednesday. I'm nervous.
D: Tell them Biscuit needs a holiday too.

=== 14 | whatsapp | 2024-05-19 20:05
D: She floats!!!
D: {{video: launch video | launch}}
P: AAAAH I'm watching it now!! They're all paddling!!
D: Friday afternoon, Oughterard pier.
  An Faoileán, 19 feet long, three rowing positions.
  We took her out for 40 minutes. One small leak near the bow, nothing a bit of tar can't fix
P: I'm actually crying. The kids look so proud
D: Cathal's grandad came. He's 89 now. He put his hand on the hull and said "ní dona é sin" - that's not bad. The highest compliment a Connemara man can give
P: 😭😭
D: The local paper sent a photographer. We're in it on Thursday
P: Famous!!
D: Famous in Oughterard
P: News from here... the partners said yes! Sabbatical approved. January to March next year. Three months in Chennai
D: Priya!! That's brilliant
P: I'm so relieved. Amma pretended not to care but Lakshmi said she told all the neighbours
D: Of course she did
P: And Arjun is coming to Leicester next month for his birthday, June 14. First time back since he moved
D: Tell him there's still bog here
P: Haha
D: Niamh's Leaving Cert starts June 5. She's in full exam mode
P: Send her my love. And tell her the truth: it's only an exam
D: Will do
P: And the tower jumps?
D: The sea's 12 degrees now. I did the top level of the tower last week.
P: I'm going to pretend I didn't read that
P: {{deleted}}
D: ?
P: Nothing, sent you Gwen's recording by accident 😂
"""
