# Conversation A: Priya & Marcus, 24 sessions, Mar 2023 - Feb 2024.
# All content is invented. Each session: (session_no, "YYYY-MM-DD HH:MM", shape, turns_text)
# turns_text lines are "P: ..." (Priya) or "M: ..." (Marcus).

CONVERSATION = "Priya and Marcus"
FOLDER = "priya_marcus"
SPEAKERS = {"P": "Priya", "M": "Marcus"}

SESSIONS = [
(1, "2023-03-04 10:12", "a", """
P: Morning Marcus! Finally a quiet weekend. How's your Saturday going so far?
M: Hey Priya! Slow and lovely. Coffee, pancakes, and a stack of essays I'm ignoring. You?
P: Recovering. Work has been brutal this week. I was on-call and our payments service went down at 3am on Tuesday.
M: Oof. At 3am? What happened?
P: A database failover that didn't fail over. I spent four hours on a call with half of Ledgerly's backend team in pajamas. I love the people, but I'm so tired of the on-call rotation.
M: That sounds exhausting. Is it like that every week?
P: Every few weeks it's my turn, and lately something breaks every time. Anyway, enough about work. How's school?
M: Honestly good. My juniors are running a mock trial of the Boston Massacre soldiers next week, and they are way too into it. One kid showed up in a tricorn hat.
P: Haha, I love that. You're such a history nerd.
M: Guilty. And the other big news: the lighthouse mystery is at about 40,000 words now.
P: Wait, the novel! That's huge. Remind me what it's called?
M: Working title is "The Keeper's Ledger." It's set on a tiny island off the Maine coast, and the lighthouse keeper's logbook is the key to the whole thing.
P: I'm so proud of you. You've been talking about writing a book since college.
M: Thanks. I write for an hour before school most mornings. Dana says I'm unbearable before 7am now.
P: How is Dana?
M: She's great. We celebrated our one-year anniversary on Thursday. We went to a little jazz club downtown and she surprised me with a first edition Agatha Christie.
P: Aww, a year already! That's so sweet.
M: It went fast. What about you and Dev? What's new?
P: Dev's still working crazy hours as sous-chef at Saffron & Salt. We've been together two years and I think we've had maybe six Saturday nights off together, lol.
M: The restaurant life! At least you eat well.
P: That part is true. Also, I've decided I want to get fit this spring. Sitting at a desk all day and getting woken up at night is not doing me any favors.
M: Any plan?
P: Not yet. Maybe running? Hana from work keeps trying to recruit me.
M: Do it. I'll cheer you on from my couch.
P: Very supportive, thank you. Okay, go grade your essays!
M: Ugh. Fine. Talk soon!
"""),

(2, "2023-03-18 16:30", "a", """
M: Priya! Guess who spent last night at the emergency vet.
P: Oh no! Is Biscuit okay??
M: He's fine now. He ate an entire sock. A wool hiking sock. The vet had to induce vomiting and it cost me $900.
P: $900 for a sock! Poor guy. Poor you.
M: Beagles, man. His nose leads and his brain follows about three seconds later. He's sulking on the couch in a cloud of shame.
P: Haha. Give him a scratch from me.
M: Will do. What's going on with you? Did Hana recruit you?
P: She did! We're doing Couch-to-5K together. We're in week three: run three minutes, walk ninety seconds, over and over.
M: Look at you! How's it feeling?
P: Honestly awful for the first ten minutes and then kind of amazing? I didn't expect to like it.
M: The runner's high is real, apparently. I wouldn't know. I get winded walking up to the third floor at school.
P: Lol. Also my dad officially retired this week! After 35 years with the railway.
M: Wow, 35 years. Tell him congratulations from me. Was there a party?
P: A big one. My mom cooked for sixty people and my dad gave a speech that made everyone cry. My family is very dramatic in the best way.
M: That's lovely. What's he going to do with himself?
P: He says gardening and "finally reading all the books." My mom says he'll be reorganizing her kitchen within a month.
M: Ha, sounds like my dad when he retired. He alphabetized the spice rack.
P: What are you up to for spring break? It's coming up, right?
M: Next week! I'm planning to write every morning. I want to get the novel past 50,000 words.
P: You'll get there. Send me a chapter when you're ready.
M: Maybe. I'm shy about it. Okay, I should go. Biscuit just looked at my other sock.
P: Protect your socks! Talk soon.
"""),

(3, "2023-04-02 19:45", "b", """
P: Hey! How was spring break? Did the writing mornings happen?
M: They did! I wrote about 9,000 words. The book is at 49,000 now. So close to 50k.
P: Marcus!! That's amazing.
M: I also joined a writers' group. They meet Tuesday nights at the public library. Six of us, mostly mystery and thriller people.
P: That's perfect for you. Are they nice?
M: Very. A retired cop is in it, which is incredibly useful for plot questions. How was your week?
P: Mixed. I signed up for a pottery class on Thursday evenings at a place called Clay Collective. My first class was this past Thursday!
M: Pottery! How was it?
P: I made something that was supposed to be a bowl and ended up a sort of pancake. The instructor said "that's very normal" in a voice that suggested it was not.
M: Haha. Everyone starts with a pancake. Do you get to use the wheel?
P: Yes, that's the whole point! It's so meditative. No Slack, no pager, just mud.
M: Speaking of pagers, how's work?
P: Still rough. I was on-call again last weekend and my manager Greg keeps saying the rotation will "get better next quarter." He's said that for three quarters.
M: That's a red flag. Have you thought about looking around?
P: I have. I don't want to leave my team, but I'm burning out. And I'd like something with more meaning. I'd love my code to do something other than move money around.
M: You'd be a catch for any company. Keep your eyes open.
P: Thanks. What else is new with you?
M: The band has a gig! The Late Bloomers are playing at Foxglove Brewing at the end of the month.
P: Your cover band! Are you still on bass?
M: Still on bass. Four strings, no pressure. We've been rehearsing in our drummer's garage.
P: I wish I could come. Someone needs to record it for me.
M: Dana will. She's our unofficial photographer. She's also slammed at work, designing a rooftop garden for a children's hospital.
P: That's so cool. Tell her I say hi!
M: Will do. Good luck with the pancakes.
"""),

(4, "2023-04-19 20:20", "a", """
P: MARCUS. Big family news.
M: Tell me!!
P: My little sister Anjali got engaged! Rohan asked her on a beach in Goa during their vacation.
M: No way! Congratulations to Anjali! I remember her from your graduation. She was, what, sixteen?
P: She was seventeen and she stole your sunglasses. Now she's getting married! The wedding is going to be in Jaipur in December. My mom is already making spreadsheets.
M: A December wedding in Jaipur sounds incredible. Are you going to be part of it?
P: I'm the older sister, so... yes, very much part of it. Dances, outfits, all of it. I'm already stressing about finding a lehenga.
M: You'll look amazing. Any other news?
P: Yes! I ran my first 5K last Saturday! It was a parkrun in the park near my office. 31:12.
M: That's awesome! From the couch to an actual race in like a month?
P: Seven weeks! Hana ran with me the whole way and I almost cried at the finish.
M: I'm so proud of you. Honestly.
P: Thank you! What's happening on your end?
M: I've started a new project. I made a sourdough starter. His name is Clint Yeastwood.
P: LOL. Of course you named it.
M: You have to name them. It's tradition. I feed him flour and water every day and he smells like a brewery.
P: Have you baked anything with it yet?
M: Not yet. The internet says to wait two weeks until he's strong enough. I'm very patient. (I'm not.)
P: Ha. And the band gig is soon, right?
M: The 29th, at Foxglove. We added a Talking Heads song. I'm nervous.
P: You'll be great. Send me the video!
M: I will. And congrats again to Anjali. Your family must be thrilled.
P: Everyone's so excited. My dad already cried twice.
"""),

(5, "2023-05-08 13:56", "b", """
M: Hey, quick question: how do you keep ice on an ankle while also grading forty essays?
P: Uh oh. What did you do?
M: Sprained my ankle on Friday. Faculty vs students basketball game. I went up for a rebound against a 17-year-old and came down on his foot.
P: Noooo. Did you at least win?
M: The students won by twelve. They will never let me forget it. I'm in a walking boot for a couple of weeks.
P: Poor thing. At least the gig happened before your injury!
M: The gig was great! Packed brewery. Dana got a video of me doing my one dramatic move.
P: I watched it, you were awesome. Okay, my news: I had an interview last week with a company called Verdant Grid.
M: Ooh, tell me more.
P: They're a climate startup that builds software for grid battery storage. Basically deciding when big batteries should charge and discharge so the grid can use more solar and wind.
M: That sounds like exactly the "meaningful" thing you were talking about.
P: Right?? The people were smart and kind, and nobody mentioned a pager in the first hour. I have the final round next week.
M: You're going to crush it. Are you nervous?
P: A little. It's a system design interview plus lunch with the team. The lunch part scares me more.
M: Just ask them about their pets. Works every time.
P: Good tip. How's the writing?
M: The writers' group gave me feedback on chapter eleven. The verdict: too many red herrings. One of them said "by the third suspicious fisherman I stopped caring."
P: Ouch, but fair?
M: Totally fair. I'm cutting one fisherman. Maybe two.
P: And how's pottery going, you ask? I made a mug! It's very lopsided but it holds coffee.
M: A functional mug! That's progress from the pancake.
P: Exactly. I'm going to glaze it blue next week.
M: Send pictures. And ice my ankle for me, since I can't reach it.
P: Lol. Get better, old man.
"""),

(6, "2023-05-27 11:05", "b", """
P: I GOT THE JOB.
M: VERDANT GRID?? Priya!! Congratulations!
P: They called me Thursday evening with the offer. I accepted yesterday! I start on July 10th.
M: I'm so happy for you. How do you feel?
P: Excited and a bit sad. I gave my notice at Ledgerly yesterday and my manager actually looked upset, which was weirdly validating.
M: Of course he was. He's losing his best engineer.
P: Haha. He'll survive.
M: What did Dev say?
P: He made me a celebration dinner: dosa with three chutneys, which is his way of saying "I'm proud of you." He's been talking a lot lately about wanting his own food truck someday. South Indian street food.
M: That would be amazing. I'd eat there every day.
P: I keep telling him to do it. He says he needs to save more first.
M: Smart man. My news is smaller: my ankle is better and I'm out of the walking boot.
P: Yay! No more basketball for you though.
M: I've retired from basketball. Book news: I'm at 62,000 words. The plan is to finish the whole draft this summer.
P: Summer of the novel!
M: And summer of travel. Dana and I booked Portugal for July! Two weeks. Lisbon, Porto, maybe somewhere on the coast.
P: Ahh, jealous. You have to eat all the pastries.
M: That is the primary goal. Dana wants to see the tiles and the gardens, I want to see the old bookshops.
P: Of course you do. Oh, and pottery update: I glazed a set of four bowls for my mom's birthday. They're a little uneven but she cried.
M: Your family cries a lot.
P: We do! It's our love language.
M: Ha. Well, I'm proud of you, really. Big step.
P: Thanks Marcus. Have a good weekend!
"""),

(7, "2023-06-12 18:40", "a", """
P: I have a new roommate.
M: ...Dev? Wait, you already live together.
P: Ha, no. We adopted a cat last weekend from the Second Chance shelter!
M: WHAT. Pictures immediately.
P: Her name is Mango. She's a two-year-old orange tabby with one eye. She lost the other one as a kitten, but she doesn't care at all.
M: Oh my gosh, she's perfect. A one-eyed orange cat named Mango is the best thing I've heard all year.
P: She spent the first day under the sofa and the second day on top of the fridge. Now she sleeps on my laptop whenever I'm in a meeting.
M: A true coworker. Biscuit would lose his mind.
P: Let's not introduce them for a while, lol. What's new with you?
M: School's over for the year! I graded my last finals on Friday. And I baked my first really good sourdough loaf. Open crumb, crackly crust. The starter finally came through.
P: Yesss. After how many bricks?
M: Four bricks. Dana used one as a doorstop.
P: Haha. Also, don't laugh, but I signed up for a half marathon. The Riverside Half Marathon in the fall.
M: Why would I laugh? That's amazing! 13.1 miles!
P: 21.1 kilometers, which sounds even scarier. Hana's doing it too. We'll follow a sixteen-week plan.
M: You went from "maybe running" to a half marathon in three months. Incredible.
P: We'll see if my legs agree. How's the book?
M: 68,000 words. I think the draft will land around 85k. I'm going to write every day until Portugal.
P: When do you leave?
M: Mid-July. Biscuit is going to stay with my parents. My dad is thrilled.
P: Your dad and Biscuit, best friends.
M: He sneaks him cheese. Don't tell my mom.
P: My lips are sealed. Okay, Mango is trying to eat a plant. Gotta go!
M: Save the plant!
"""),

(8, "2023-06-30 17:15", "b", """
P: Officially unemployed for ten days! Today was my last day at Ledgerly.
M: Last day! How was it?
P: Emotional. The team took me to lunch at the dumpling place and gave me a mechanical keyboard with little orange keycaps, for Mango.
M: That's so thoughtful. They'll miss you.
P: I'll miss them so much. I was there four years.
M: Four years is a long time. What are you doing with your ten days off?
P: Sleeping. Running. Teaching Mango not to attack my feet at 5am. Dev and I might drive up to the lake for a couple of days.
M: Sounds perfect.
P: How about you? Packing yet?
M: Almost. We fly out to Lisbon on the 12th. Two weeks: Lisbon, Sintra, Porto, and then a few days at the coast.
P: Take me with you.
M: I'd need a bigger suitcase. Biscuit is moving into my parents' place on the 11th. My dad bought him a new bed. A NEW BED. He never bought me a new bed.
P: Hahaha. Grandparent energy.
M: Exactly. The book's at 74,000 words. I'm trying to finish before we leave so I don't think about it on vacation.
P: Can you do 11,000 words in twelve days?
M: If I stop sleeping, yes.
P: Please sleep. How's your dad doing otherwise?
M: Good, though he's been really tired lately. My mom's nagging him to see a doctor.
P: I hope he goes. Okay, I'm off to celebrate with a nap.
M: Well deserved. Congrats on closing that chapter!
"""),

(9, "2023-07-16 21:30", "a", """
M: Greetings from Lisbon! It's 2:30am here, I can't sleep, and I've eaten six pasteis de nata today.
P: SIX. I'm so jealous. How is it?
M: Unreal. Hills everywhere, yellow trams, tiles on every building. Dana is photographing every single doorway.
P: Send me the doorways. And... did you finish the book before you left??
M: I DID. I typed "The End" on Tuesday night, right before we flew out. First draft done. 86,000 words.
P: MARCUS!!! I'm screaming. You finished a novel!
M: A very messy novel. But yes. I may have cried a little. Dana opened a bottle of wine at midnight.
P: So proud of you. Does it feel real?
M: Not yet. I'm not going to look at it until August. Let it rest. How's the new job?? Your first week, right?
P: First week done! Verdant Grid is so different. My team is six people and we're building forecasting models that tell the batteries when to charge and discharge.
M: And nobody's woken you up at 3am?
P: Nobody! My manager Tomoko blocks out "no meeting Fridays." I think I'm in love.
M: With Tomoko or the Fridays?
P: The Fridays, lol. Also I bike to the office now, it's only fifteen minutes along the canal.
M: That's the dream. Are you still doing pottery too?
P: Barely. I missed last Thursday because of onboarding. We'll see.
M: And running?
P: Week four of the half plan. 10 km long run this weekend. Hana and I are slow but we're consistent.
M: Slow and consistent wins. Okay, I should try to sleep. We're going to Sintra tomorrow to see the palace.
P: Enjoy! Eat a pastry for me.
M: I'll eat two.
"""),

(10, "2023-08-03 12:10", "a", """
M: We're back! Got home last week and I'm still jet-lagged in spirit.
P: Welcome home! Tell me everything.
M: Porto was my favorite. We did a tour of the port wine cellars across the river, and I bought way too many books at an old bookshop with a crazy staircase.
P: Of course you did. What else?
M: The last three days we stayed in Ericeira, a surf town on the coast, and I took a surfing lesson.
P: YOU surfed?
M: "Surfed" is strong. I stood up twice, for about two seconds each. Dana stood up like eight times. She's a natural.
P: I love that for her. Was Biscuit okay with your parents?
M: He gained three pounds. My dad fed him cheese every day. He's on a diet now and he hates me.
P: Poor Biscuit. Okay, I have updates too. First: I quit pottery.
M: Nooo. What happened?
P: Between the new job and half marathon training, I kept missing the Thursday class, and I wasn't enjoying it when I did go. I felt guilty the whole time. So I didn't sign up for the next session.
M: That's fair. You gave it a real shot. And you have a mug and four bowls to show for it.
P: A legacy! Second thing: my mom's getting her knee replacement next Tuesday.
M: Oh wow. How is she feeling about it?
P: Nervous but ready. She's had knee pain for years. I'm flying home on Monday to help out for a week or so. My new manager said I can work remotely.
M: That's a good employer. Send her my best.
P: I will. Third thing, Dev and I are apartment hunting. Our lease is up at the end of September and our landlord is raising the rent by 20%.
M: Ugh, landlords. What are you looking for?
P: Two bedrooms so Dev can have a little office for his recipe experiments, and close to a running trail.
M: And a sunny window for Mango.
P: Obviously. Her needs come first.
M: Good luck with everything. I'll be thinking of your mom.
"""),

(11, "2023-08-21 20:00", "b", """
P: Hi! Back home after a week at my parents' house.
M: How's your mom?
P: Doing really well. The surgery went smoothly, and she was up on her new knee with a walker the next day. The physical therapist is a drill sergeant and my mom adores him.
M: That's great news. And how are you?
P: Tired. I was doing her exercises with her, cooking, working remotely, and trying to keep up with training. And now I have shin splints.
M: Oh no. What does that mean for the half?
P: The physio says it's early and manageable. I have to cut my mileage for two weeks, ice, and cross-train on the bike. I'm grumpy about it.
M: Listen to the physio. You still have two months.
P: I know, I know. Tell me something good. How's the book?
M: I reread the draft! Parts of it are good. Parts of it are very bad. The middle sags like an old mattress.
P: Every middle sags. Hi, I'm a novelist now.
M: Ha. I'm going to revise the middle, then send it to some beta readers next month. Also school starts next week and I'm teaching AP US History for the first time.
P: Ooh, fancy. Are you excited?
M: Excited and terrified. It's a big curriculum and the kids are sharp. I've been rewriting my lesson plans all week.
P: You'll be great. Your students always love you.
M: We'll see. I have some fun news too: I started a bread club on my street.
P: A what?
M: Every Saturday I bake two extra sourdough loaves and leave them on a bench outside for neighbors. People leave notes and jam in exchange. Mrs. Alvarez left me a jar of fig jam last week.
P: That's the most wholesome thing I've ever heard.
M: It's mostly so I can keep baking without Dana and me eating four loaves a week.
P: Smart. Okay, I'm going to go ice my legs.
M: Go! Heal!
"""),

(12, "2023-09-07 21:15", "b", """
M: Hey. Rough week over here.
P: What's going on? Are you okay?
M: I'm fine. It's my dad. He finally went to the doctor about being so tired, and he's been diagnosed with type 2 diabetes.
P: Oh Marcus, I'm sorry. How is he taking it?
M: Kind of in denial at first. He kept saying "but I barely eat sugar" while eating a donut. But he's on medication now, and he has to change how he eats.
P: That's a big adjustment. How's your mom?
M: She's in full research mode. I've been going over twice a week to cook with him: lots of vegetables, lentils, less pasta. Which hurts me personally.
P: Haha. That's really good of you though.
M: We also started walking Biscuit together every evening after dinner. He says the dog is his personal trainer.
P: I love that. Walking after meals is supposed to help a lot.
M: That's what the doctor said. Anyway, how are you? How's the running?
P: Back on track! I did a 14 km long run on Saturday and nothing hurt. Hana and I celebrated with iced coffees.
M: Great. And the apartment hunt?
P: We found one! A two-bedroom in Oakridge with a balcony, and the river trail is two blocks away. We signed the lease on Monday. We're moving at the end of the month.
M: Oakridge is lovely. Big balcony?
P: Big enough for a small table and a lot of plants. Mango is going to be a balcony cat.
M: How's Dev feeling about it?
P: He's thrilled. The kitchen has a gas stove. He's already planning a housewarming menu.
M: I'm there. Tell him I'll bring dessert.
P: Obviously. How's the AP class going?
M: Really well. Twenty-eight kids, and they argue with me about the Federalist Papers. It's wonderful.
P: Nerds raising nerds.
M: Exactly as it should be. Thanks for listening about my dad.
P: Always. Give him a hug from me.
"""),

(13, "2023-09-26 19:30", "a", """
P: Writing to you from a sea of boxes.
M: You moved! How did it go?
P: We moved last Saturday. Dev's cousins helped carry everything up three floors. Mango hid inside the dryer for six hours.
M: Hahaha, the dryer! Is she okay?
P: She's fine. She came out for dinner and now she's decided the balcony is her kingdom. She chatters at the pigeons.
M: Balcony cat, as predicted. How's the new neighborhood?
P: I love it. I did an 18 km long run on the river trail on Sunday, right from my front door. My longest run ever.
M: 18 km! That's nearly the whole race.
P: Three more on race day. I'm weirdly calm about it. How about you? How's your dad?
M: Better. He's cooking more. He texted me a photo of a roasted cauliflower like it was a newborn.
P: Hahaha. Proud dad energy.
M: I'm making him a seeded rye instead of white bread. Lower on the blood sugar scale, supposedly.
P: You're a good son. How's the book?
M: The revised draft went out to four beta readers on Friday. Two friends from my writers' group, my sister, and my college roommate.
P: Nervous?
M: Extremely. I keep checking my email like a teenager.
P: Put the phone down and go bake something.
M: That's what Dana said. Word for word.
P: Dana and I are always right. Okay, I need to find my pots and pans.
M: Good luck! Happy new home.
"""),

(14, "2023-10-10 20:45", "b", """
M: How's taper week treating you?
P: Is "taper" short for "slowly losing your mind"? I'm running less and I'm so antsy.
M: That's what all the running people say. Trust the plan.
P: I'm trying. Dev is the real MVP though. He wrote me a whole carb-loading meal plan for race week. Lemon rice, pasta, idli.
M: A personal chef! You're spoiled.
P: Very. Also my evenings are now all sangeet rehearsals.
M: What's a sangeet?
P: It's the music-and-dance night before the wedding. My cousins and I are doing a choreographed Bollywood medley for Anjali, and we rehearse on video calls across three time zones.
M: That sounds chaotic and amazing.
P: It's mostly chaos. My cousin in Toronto keeps forgetting which song we're on. How's the beta reader feedback?
M: It's coming in! The big thing: everybody loves Nell, the detective's sister. Everybody hates the prologue.
P: Cut the prologue then!
M: Already done. 4,000 words into the trash. It felt great, actually. Nell is getting more scenes.
P: Yay Nell. What else is going on?
M: Biscuit turned four on Saturday. I made him a pupcake, peanut butter and pumpkin.
P: A pupcake!! Did he like it?
M: He inhaled it in under a second and then looked at me like "that's it?"
P: Classic. Happy birthday Biscuit.
M: Also parent-teacher conferences this week. Twelve hours of "your son is bright but talks a lot."
P: Haha. You were that kid.
M: I absolutely was.
P: Okay, one more rehearsal tonight. Wish me luck.
M: Break a leg! Not literally, you have a race.
"""),

(15, "2023-10-23 19:05", "b", """
P: I DID IT. I ran my first half marathon yesterday!!
M: PRIYA!!! How was it?? What was your time?
P: 2:04:37! I wanted under 2:10 so I'm over the moon.
M: That's fantastic! I'm so proud of you.
P: Kilometer 17 was a dark place. But then I saw Dev and Hana's husband at the corner holding a sign that said "RUN LIKE MANGO IS CHASING YOU" and I started laughing and crying at the same time.
M: Best sign ever. How do you feel today?
P: Like I fell down a flight of stairs. Walking down stairs is a whole production. But I'm so happy. I got a medal and Mango immediately sat on it.
M: Of course she did. Seriously, from Couch-to-5K in March to this. That's amazing.
P: Thank you. Maybe I'll make you do a 10K with me.
M: Maybe! I'm actually tempted. You're a bad influence.
P: I'm the best influence. What's happening with you?
M: Well, I'm querying! I sent my book to twelve literary agents last week.
P: Oh wow, that's a big step!
M: It's terrifying. Querying is basically sending a one-page letter to a stranger that says "please love my imaginary people." And then waiting for weeks.
P: How long do they take to reply?
M: Anywhere from a day to never. Literally, some agents just don't reply if it's a no.
P: That's rude.
M: It's the industry. Dana's keeping a spreadsheet because I can't look at it.
P: She's a keeper. Did you change the title?
M: Not yet. Still The Keeper's Ledger for now.
P: Okay, going to go lie on the floor. Bye!
M: Congrats again, champ.
"""),

(16, "2023-11-08 21:00", "a", """
P: Hi from jet-lag land! I got back from Berlin on Sunday.
M: Oh right, the conference! How did your talk go?
P: It went well! I presented our battery forecasting model at an energy storage conference. About 150 people. My hands were shaking for the first two minutes and then I forgot to be nervous.
M: That's the best feeling. Did anyone ask tough questions?
P: One guy from a utility asked a very long question that was really a speech. Tomoko said I handled it "diplomatically," which is corporate for "you didn't roll your eyes."
M: Ha. Did you get to see Berlin at all?
P: A little! I went to the East Side Gallery, ate a lot of currywurst, and ran along the Spree one morning.
M: Jealous. Sounds like a good trip.
P: It was. How are things with you? Any agents?
M: Three rejections so far, all form letters. But one agent asked for the first fifty pages!
P: That's good, right??
M: That's very good. It's called a partial request. I've read her reply about forty times.
P: Fingers crossed so hard. How's your dad doing?
M: Really good news there. He's lost fifteen pounds and his A1C is way down. The doctor was impressed. He's walking Biscuit twice a day now.
P: That's amazing! Biscuit the personal trainer strikes again.
M: Biscuit is also slimmer. Everyone wins except the cheese budget.
P: Ha. Are you doing Thanksgiving?
M: Yes! We're hosting for the first time. Dana's parents are driving up from Baltimore. I'm planning three loaves of sourdough and a pumpkin pie, and Dana is doing the turkey.
P: Ambitious. Dev's working Thanksgiving as usual. The restaurant does a big prix fixe. I'm going to a Friendsgiving.
M: Save me a plate.
P: I will. Good luck with the fifty pages!
"""),

(17, "2023-11-22 22:30", "b", """
M: Pie is in the oven. Turkey is brining. Dana's parents arrive tomorrow morning. I'm sweating.
P: You've got this! First time hosting her parents?
M: First time hosting them at our place. I've met them before, but this is different. Her dad is a retired judge. He asks questions like he's cross-examining you.
P: Lol. Just talk about history, he'll love you.
M: That's the plan. Priya, can I tell you a secret?
P: Always.
M: I've been thinking about asking Dana to marry me.
P: WHAT. MARCUS.
M: Shh! I haven't told anyone except my mom. She gave me my Grandma Rose's ring. It's an old gold band with a tiny sapphire. I'm going to propose soon, I just need the right moment.
P: I'm literally hugging my phone. That's so beautiful. Grandma Rose's ring!
M: I'm thinking maybe around the holidays. I don't know yet. Don't say anything.
P: My lips are sealed. Ahh, I'm so happy.
M: Okay, your turn. What's going on with you?
P: Wedding prep for Anjali is taking over my life. I finally found a lehenga, deep green with gold embroidery. My mom approved, which is a miracle.
M: Green and gold sounds gorgeous.
P: It is. And I fly to India on December 15th. Dev's coming too, so he gets to meet ALL of my extended family.
M: Brave man. How many relatives are we talking?
P: About four hundred people at the wedding. He's been practicing his Hindi phrases with my dad on FaceTime.
M: That's adorable. Is Dev working tonight?
P: Yes, prepping for the restaurant's Thanksgiving dinner. I'm bringing a store-bought pie to Friendsgiving, no shame.
M: No shame at all. Okay, I need to go check on the pie.
P: Good luck tomorrow! Happy Thanksgiving!
"""),

(18, "2023-12-05 18:25", "a", """
P: So Mango had a dramatic weekend.
M: Oh no. What happened?
P: She swallowed a hair tie. I found her throwing up Saturday night and we rushed her to the emergency vet at midnight.
M: Oh no! Is she okay?
P: She's okay! They did an X-ray and induced vomiting, and out came the hair tie. $600, and there are no more hair ties anywhere in the apartment.
M: Welcome to the emergency-vet club. Biscuit's sock says hello.
P: Our pets are united in poor life choices.
M: Exactly. So... I made a plan.
P: THE plan? The ring plan?
M: The ring plan. I'm going to propose on New Year's Eve at the lighthouse at Cape Elizabeth. It's the lighthouse that inspired the book. Dana has always wanted to see it in winter.
P: Marcus, that is SO romantic. I might cry.
M: You and your family and the crying.
P: It's genetic! How are you going to get her there without suspicion?
M: I told her we're doing a day trip to see the coast and eat lobster rolls. Which is true. Just incomplete.
P: Sneaky. I love it.
M: How's the wedding countdown?
P: I fly to Jaipur on the 15th! I've packed and unpacked three times. The sangeet choreography is finally solid.
M: You're going to be amazing. Send videos.
P: Only if you send me a photo of the ring on Dana's finger.
M: Deal. Also, the school winter concert is Thursday and I'm chaperoning the jazz band. Pray for me.
P: Lol. You're the perfect chaperone.
"""),

(19, "2023-12-19 23:40", "a", """
P: Namaste from Jaipur! It's 10am here and the house is already full of aunties.
M: How's India?? How's the wedding chaos?
P: Glorious chaos. The mehndi is tomorrow, the sangeet is Thursday, and the wedding is on Friday. My hands are going to be covered in henna for a week.
M: That's a lot of events! Is Dev surviving?
P: He's thriving. My aunt has adopted him. He spent all of yesterday in her kitchen learning to make dal baati, and now she says he's her favorite nephew.
M: Hahaha. He's cooking his way into the family.
P: Exactly his strategy. And my mom, Marcus, she danced at rehearsal last night. With her new knee! Four months ago she couldn't walk to the mailbox.
M: That's amazing. Tell her I'm cheering.
P: I will. How are you? Nervous about NYE?
M: Very. I've rehearsed the proposal speech in the car about fifty times. Biscuit keeps sniffing around my sock drawer, which is where the ring is hidden, which is alarming given his history.
P: Hide it somewhere higher!
M: Good call. School's out Friday, and then I have a whole week to panic.
P: How's your dad?
M: Doing well. His blood sugar numbers are the best they've been in years. He's even experimenting with almond flour muffins. Questionable results, great spirit.
P: Ha, I love him.
M: Everyone does. Any plans after the wedding?
P: A few days in Udaipur with Dev, then home for New Year's.
M: Sounds perfect.
P: Okay, an auntie is calling me to try on bangles. Talk soon!
M: Have the best time! Dance hard.
"""),

(20, "2024-01-02 15:15", "b", """
M: Happy New Year! I have news.
P: Happy New Year!! Is it THE news???
M: I proposed to Dana on New Year's Eve, at the lighthouse, at sunset. She said yes!
P: AHHHHH!!! MARCUS!!! Congratulations!!!!
M: She cried, I cried, a seagull screamed at us. It was perfect. She loves Grandma Rose's ring.
P: I'm so happy for you both. Tell me everything.
M: It was freezing and super windy. I knelt on the icy rocks and nearly slid into the ocean. She said "yes, now get up before you die."
P: Hahaha. That's the most you thing ever.
M: How was the wedding?? I've only seen your Instagram stories.
P: Anjali's wedding on the 22nd was the most beautiful day. Four hundred guests, a white horse for Rohan, fireworks. Our sangeet dance got a standing ovation. Well, the aunties stood up, which counts.
M: It counts. Did your mom dance?
P: She danced at the sangeet AND the reception. My dad cried through the entire pheras.
M: Of course he did.
P: And Dev ate his weight in everything. He's obsessed with Rajasthani food now.
M: Any New Year's resolutions?
P: Big one: I want to run a full marathon this year. I'm looking at the Harbor City Marathon in May.
M: Of course you are. A year ago you weren't running at all!
P: I know! Running has kind of become my thing. What are yours?
M: Finish revising the book, sleep more, and plan a wedding, apparently.
P: When's the wedding?
M: No idea yet. Sometime in the fall, maybe. We're just enjoying being engaged for a minute.
P: Good. Enjoy it. I'm so, so happy for you.
"""),

(21, "2024-01-14 17:50", "b", """
P: Guess who's back in normal time zones.
M: Welcome back! How's the jet lag?
P: Mostly gone. Mango is furious that we left her with the cat sitter for three weeks. She's been sleeping on Dev's pillow as revenge.
M: Ha. Cat revenge is real.
P: Also some work news: Verdant Grid is making me tech lead for the forecasting team starting in February!
M: Priya! That's huge! Congratulations!
P: Thank you! Tomoko said she was impressed by my conference talk and how I mentored the new hires in the fall. I'll have four engineers.
M: You're going to be a great lead. Less coding, though?
P: Somewhat less coding, more meetings. I'm a little nervous. But excited.
M: Advice from the world of teaching: learn everyone's names fast, and bring snacks.
P: Noted. How's the engaged life?
M: Amazing. Also, BIG book news. An agent requested the full manuscript!
P: The one who had the fifty pages?
M: Yes! Ruth Okafor at Tidewater Literary. She said she "couldn't stop thinking about Nell." So the sister is winning again.
P: Nell for president. When will you hear back?
M: She said a few weeks. I'm trying very hard not to refresh my email.
P: I believe in you. And Dana must be over the moon.
M: She is. She's also already deep in venue research. She's a landscape architect, so she has OPINIONS about outdoor spaces.
P: Ha, of course. Any favorites?
M: A barn in Vermont she's obsessed with. We're going to see it at the end of the month.
P: Go see it! Okay, I need to un-jet-lag myself with a nap.
M: Sleep well, tech lead.
"""),

(22, "2024-01-27 10:40", "a", """
M: We found our venue!
P: The Vermont barn?
M: The Vermont barn. It's on an old apple orchard near Woodstock, with mountains behind it. We booked it for September 14th.
P: That's gorgeous. A fall wedding in Vermont, with the leaves!
M: Exactly. Dana cried. I didn't, officially.
P: Sure. How's the agent situation?
M: Still waiting. Ruth said a few weeks, so I'm practicing patience. I had a snow day on Wednesday and wrote a new opening chapter anyway, just for fun.
P: You're unstoppable. My news: I officially registered for the Harbor City Marathon. May 19th!
M: A full marathon. 26.2 miles. You're wild.
P: 42.2 km of wild. I'm following an eighteen-week plan. Hana said she'll do the long runs with me but "absolutely not" the race.
M: Smart Hana. And Dev?
P: Dev has news too. He's quitting Saffron & Salt in March to finally launch his food truck!
M: NO WAY. The South Indian one?
P: Yes! He found a used truck, and he's been testing dosa recipes on me every night. I'm eating so well.
M: Perfect fuel for marathon training.
P: Exactly what I said. He's nervous about leaving a steady job, but I think he'll be amazing.
M: Tell him I'll be his first customer. Well, maybe his tenth, I'm far away.
P: He'll ship you chutney.
M: Deal. How's being tech lead so far?
P: It officially starts next week. I'm prepping a lot of one-on-one docs.
M: You'll crush it.
P: Thanks! Have a good weekend.
"""),

(23, "2024-02-09 20:20", "a", """
M: Priya. Priya. PRIYA.
P: What?? Is it the agent??
M: RUTH OFFERED REPRESENTATION. On Tuesday! We had a phone call and she talked about my book for an hour like it was a real book.
P: IT IS A REAL BOOK. Marcus!!!! You have an agent!!!
M: I have an agent!!! I said yes on the call. Then I went outside and yelled into the snow.
P: I'm so proud of you. This is the thing you've wanted since college.
M: It doesn't feel real. She has some revision notes, mostly more Nell and a tighter ending, and then she wants to send it to publishers in the spring.
P: Amazing. Did you tell your parents?
M: My dad cried. My mom said "I always knew" and then asked if I'd be on TV.
P: Hahaha. Moms.
M: What's new with you? How's tech lead life?
P: Good but busy! It's my second week leading the team. I'm hiring two more engineers, so I've done eight interviews this week.
M: Whoa. How are the one-on-ones?
P: I'm learning a lot. One of my engineers is way more senior than me and I was nervous, but he's been really supportive.
M: Sounds like you've got a good team.
P: I do. Also Mango has a new obsession: we put a bird feeder on the balcony and she sits there all day making clicking noises.
M: Cat TV.
P: Exactly. Dev calls it her job.
M: Ha. Okay, I need to go reply to about thirty congratulations texts.
P: Go! Celebrate! You earned this.
"""),

(24, "2024-02-24 13:15", "b", """
P: Good morning from a very cold long run!
M: How cold?
P: -8 degrees. I did 24 km in the snow. My eyelashes froze.
M: That is not normal behavior.
P: Training for a full marathon isn't normal behavior. How are you? Did you sign the agency agreement?
M: Signed last week! It's official. And we're changing the title. Ruth thinks "The Keeper's Ledger" sounds like an accounting textbook.
P: LOL. She's not wrong. What's the new one?
M: "The Lamp at Gull Rock."
P: Ooh, I love that. Very moody.
M: Thanks! Revisions are due in April and then it goes on submission to publishers.
P: Amazing. And wedding planning?
M: Going well. We picked our colors: dark green and cream. And Biscuit is going to be the ring bearer. Dana's making him a little bow tie.
P: STOP. I need photos of Biscuit in a bow tie.
M: You'll get them. Any Dev news?
P: The food truck has a name: Dosa Dreams! It launches in April at the farmers' market.
M: Dosa Dreams! I love it. I'm planning a trip just to eat there.
P: You should! Come visit in the spring and bring Dana. You can see Oakridge and meet Mango.
M: We'd love that. Biscuit would have to stay home, though.
P: For Mango's sake, yes.
M: Good luck with the rest of your training. You're amazing, you know.
P: So are you, author.
"""),
]
