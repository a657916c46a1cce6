# Pair 2: Brenna (Austin vet tech -> Denver ER vet tech) and Yusuf (Boston designer: agency -> freelance -> in-house).
# Same compact authoring format as content_md.py. All people, businesses and events are invented.

PAIR = {
    "folder": "Brenna_Yusuf",
    "sample_id": "conv-by",
    "speakers": {"B": "Brenna", "Y": "Yusuf"},
    "speaker_a": "Brenna",
    "speaker_b": "Yusuf",
    "full_names": {"Brenna": "Brenna Harlow", "Yusuf": "Yusuf"},
    "exporter": "Yusuf",
}

SESSIONS = [
(1, "3:10 pm on 14 August, 2022", "locomo", """
B: Yusuf! Long time no talk. How's Boston?
Y: Brenna! Hot and humid and full of tourists. How's Austin? Still melting?
B: Completely melting. It was 106 yesterday. Waffles refuses to walk anywhere that isn't shaded.
Y: Smart dog. How is the little guy?
B: Chunky, apparently. We had his checkup at my clinic and Dr. Ruiz said he's about six pounds overweight. For a corgi, that's a lot.
Y: Oh no. Is he on a diet?
B: A strict one. Measured kibble and green beans as treats. He looks at me like I've committed a crime.
Y: Poor Waffles. Green beans are a betrayal.
B: Ha! To be fair, I'm on a health kick too. I started the Couch to 5K program this week. Day one almost killed me.
Y: Couch to 5K! That's awesome. Are you running with Waffles?
B: His legs are four inches long, Yusuf. He'd need a tiny motorcycle.
Y: Ha! Fair. What's new at the clinic?
B: Same chaos as always. Three dogs came in this week who had eaten socks. What about you? How's the agency?
Y: Honestly, I'm burned out. Northpaw keeps piling on clients and I'm designing pharmaceutical brochures at 11 pm.
B: That sounds miserable. Have you thought about leaving?
Y: Constantly. I've been stashing money away just in case. In the meantime, I picked up a new hobby to stay sane.
B: Ooh, what is it?
Y: Sourdough. I made a starter last week and named him Clint Yeastwood.
B: Clint Yeastwood! That's incredible.
Y: [img: a photo of a glass jar of bubbly sourdough starter with a rubber band around it on a kitchen counter | sourdough starter jar bubbly] He's very moody. Bubbly one day, sad the next.
B: Honestly, that's relatable. Have you baked anything yet?
Y: Not yet. The internet says I have to wait until he doubles reliably. I'm feeding him twice a day like a tiny pet.
B: A sourdough pet. I love it. Send me a picture of your first loaf!
Y: Will do. Go drink some water, it sounds like an oven out there.
"""),

(2, "7:45 pm on 28 August, 2022", "messages", """
Y: Okay, the first loaf happened.
B: And?? Picture!
Y: [img: a photo of a flat, pale round loaf of bread on a cutting board | flat sourdough loaf cutting board] It's basically a frisbee.
B: Ha! It's a very artisanal frisbee. How did it taste?
Y: Honestly not bad? Sour, chewy, dense. The second one rose way more, so Clint is getting stronger.
B: Progress! I'd eat it.
Y: You'd eat anything after a run. How's Couch to 5K going?
B: Week three! I can run three minutes straight now without dying.
Y: That's real progress. Is Waffles's diet working?
B: He's down a pound! We're also doing hydrotherapy at the clinic. He walks on an underwater treadmill once a week.
Y: Wait, an underwater treadmill? That's the best thing I've ever heard.
B: He looks like a furry little submarine. Everyone at work comes to watch.
Y: I need video evidence.
B: Next session, I promise. How's work?
Y: Worse. My boss told me I need to take on two more accounts, and I'm already at 55 hours a week.
B: That's not sustainable, Yusuf.
Y: I know. I've been doing the math on going freelance. I have six months of savings and a couple of people who said they'd hire me.
B: That's a pretty solid cushion. What's stopping you?
Y: Fear, mostly. Health insurance. The usual.
B: Understandable. But you sound miserable, and you're so talented.
Y: Thanks, Bren. I'll decide soon. Maybe by the end of the month.
B: I'm rooting for you either way.
"""),

(3, "12:20 pm on 11 September, 2022", "locomo", """
Y: I did it. I gave my two weeks' notice at Northpaw last Friday.
B: YUSUF! Oh my gosh. How do you feel?
Y: Terrified and weirdly light. My last day is September 23. My boss asked if I'd do freelance work for them, which is kind of hilarious.
B: Ha! They know what they're losing. So you're officially freelance?
Y: Officially soon-to-be freelance. I made a website last night and I already have a meeting with a brewery next week.
B: A brewery! That sounds fun.
Y: They want labels for a new line of beers. Fingers crossed.
B: You're going to crush it. I have news too. I signed up for a pottery class!
Y: Pottery! Like wheel-throwing, Ghost style?
B: Exactly like that, minus Patrick Swayze. It's an 8-week wheel-throwing course at a studio called Clayhaus on Tuesday nights. It was $310, but that includes clay and firing.
Y: That's a good deal. I can't wait to see what you make.
B: Probably a lot of lumpy bowls. Also, my brother Kuba's wedding is next month up in Milwaukee, so I'll be gone for a long weekend.
Y: Oh fun! Are you in the wedding?
B: I'm doing a reading at the ceremony. Kuba asked me to pick something, and I'm overthinking it.
Y: Pick something short so you don't cry.
B: I'm going to cry regardless. How's Clint?
Y: [img: a photo of a sliced sourdough loaf showing large irregular holes | sourdough open crumb slice] Thriving. I made a loaf yesterday with an actual open crumb. Look at those holes!
B: That's beautiful! You went from frisbee to bakery in three weeks.
Y: I've been watching a lot of videos. How's running?
B: Week five of Couch to 5K. I ran eight minutes straight yesterday!
Y: Eight minutes! You're a machine.
B: A sweaty machine. Okay, I need to go walk Waffles before it gets hot again.
Y: Go! Tell him I said hi.
"""),

(4, "6:55 pm on 25 September, 2022", "locomo", """
B: How was your first week as a free man?
Y: Only two days so far, but amazing. And I got the brewery job! Tidewater Brewing hired me to design the labels for their new hazy IPA called Fog Horn.
B: Yusuf! Your first client! That's amazing.
Y: I'm doing a lighthouse in fog with a weird glowing orange beam. They loved the sketches.
B: That sounds gorgeous. Did you celebrate?
Y: I spent a chunk of the deposit on an espresso machine. $650, which is outrageous, but I'm home all day now and I refuse to buy six-dollar lattes.
B: That's a business investment.
Y: That's exactly what I told myself. How was your first pottery class?
B: [img: a photo of a small lopsided ceramic bowl on a pottery wheel | lopsided clay bowl pottery wheel] Humbling. Centering clay is so much harder than it looks. Here's my masterpiece.
Y: I love it! It has character.
B: It's leaning like it's had a long day. The teacher said everyone's first bowl looks like that.
Y: It's a relatable bowl. What else is going on?
B: I ran three miles without stopping yesterday! That's basically the full 5K distance.
Y: Bren! That's huge. Six weeks ago you were dying after one minute.
B: I know! I'm thinking about signing up for a race to stay motivated.
Y: You should. Is there a good one in Austin?
B: There's a Thanksgiving morning 5K that a lot of people from my clinic do. I'm leaning toward that.
Y: Do it. I'll run one in solidarity.
B: Really? You'd run?
Y: I run sometimes! Badly, but I do.
B: Then it's a deal.
"""),

(5, "9:30 pm on 9 October, 2022", "jsonl", """
Y: I have to introduce you to someone.
B: Is it a person or an animal? Please say animal.
Y: [img: a photo of a gray cat with white paws curled up on a desk chair | gray cat white paws desk chair] Animal. Meet Fig. I adopted her a week ago today.
B: Oh my goodness, she's gorgeous! Where did she come from?
Y: A shelter in Jamaica Plain. She's two years old and they said she was shy, but she's been sleeping on my keyboard since day two.
B: She has decided she's your coworker.
Y: She attends every Zoom meeting. The brewery guys love her.
B: As they should. Does she get along with Clint?
Y: She's very suspicious of him. She sniffs the jar and then runs away.
B: Ha! Fair reaction to a living jar of goo.
Y: How's pottery?
B: Getting better! I made a bowl that's actually round. I'm going to glaze it next week.
Y: Look at you!
B: And I'm flying to Milwaukee on Thursday for Kuba's wedding. I still haven't picked my reading.
Y: What are you choosing between?
B: A Mary Oliver poem or a passage from a book my grandma loves.
Y: Mary Oliver. Always Mary Oliver.
B: Okay, Mary Oliver it is.
Y: Who's watching Waffles?
B: My coworker Priya. She's obsessed with him, and she promised not to sneak him cheese.
Y: She's going to sneak him cheese.
B: She's absolutely going to sneak him cheese.
Y: Have the best time. Eat a lot of bratwurst for me.
B: Done. And send me Fig pictures daily.
"""),

(6, "6:40 pm on 18 October, 2022", "locomo", """
B: I'm back from Milwaukee and I think I'm still recovering from the polka.
Y: The polka! How was the wedding?
B: Perfect. Kuba and Dana got married last Saturday in this gorgeous old church, and the reception was in a Polish hall with a live band.
Y: That sounds amazing. Did the reading go okay?
B: I made it through the Mary Oliver poem without crying, and then I cried through the entire first dance.
Y: Ha, classic. Did your family dance?
B: Everyone. My Babcia danced with every single groomsman. She's 84!
Y: Your Babcia is my hero.
B: [img: a photo of an elderly woman in a floral dress dancing with a young man in a suit at a wedding reception | elderly woman dancing wedding reception] Here she is wearing out a groomsman.
Y: She's incredible. He looks exhausted.
B: He sat down for an hour afterward. How's Fig?
Y: Chaos. She knocked over the jar with my sourdough starter on Sunday. Flour and goop all over the counter and tiny paw prints across the floor.
B: Oh no! Did Clint survive?
Y: Barely. I scraped a spoonful back into a clean jar. He's in intensive care.
B: Ha, RIP almost. Any other news?
Y: My sister Leila and I are planning a trip to Lisbon in December. We've both wanted to go for years.
B: Lisbon! I've heard the food is amazing.
Y: Pasteis de nata every day. That's the whole plan.
B: Ha! A good plan. I also started a new thing. Roller skating!
Y: Roller skating? Like, roller disco?
B: Sort of! My coworker Priya and I go to a rink on Friday nights. I bought skates for $140. They're mint green.
Y: Very stylish. Have you fallen yet?
B: So many times. But I'm getting better.
Y: Wear wrist guards, please.
B: I will, I will.
"""),

(7, "11:15 am on 6 November, 2022", "locomo", """
B: Well, I broke my finger.
Y: What?! How?
B: Roller skating, of course. I fell last Wednesday and landed on my hand. I broke my pinky in two places.
Y: Oh no, Bren! Did you have the wrist guards on?
B: Yes, and they protected my wrists perfectly. My pinky was not included in the deal.
Y: Ugh. Are you okay? Does it hurt a lot?
B: It's throbbing, but it's in a splint. The worst part is the doctor said no pottery for four weeks.
Y: Noooo. Right in the middle of your class.
B: I know. I'll miss the last few sessions. And I'm done skating, I've decided. I'll sell the skates to someone braver.
Y: That seems fair. Can you still run?
B: Yes, thank goodness! Running doesn't need a finger. I'm still doing the Thanksgiving 5K.
Y: Good. I have news. The Tidewater cans are out! The IPA is in stores all over New England.
B: Yusuf! That's so exciting! Did you buy one?
Y: [img: a photo of beer cans with a lighthouse and orange beam design on a store shelf | beer cans lighthouse label store shelf] I bought a six-pack and took a picture of it in the liquor store like a proud dad. There they are.
B: They look so good! Seriously, that's professional.
Y: Thanks. Tidewater already asked me to do their winter stout too.
B: A repeat client! How's everything else?
Y: Confession time. I gave up on sourdough. I haven't fed the starter in ten days and there's a gray liquid on top.
B: Noooo! After the Fig rescue and everything?
Y: I know. It takes so much time, and now that I'm freelance I'm basically always working. Fresh bread isn't worth the guilt.
B: That's fair. Bakeries exist for a reason.
Y: Exactly. There's a great one down the street. I'm a customer now, not a baker.
B: A mature decision. RIP Clint.
"""),

(8, "8:05 pm on 20 November, 2022", "telegram", """
B: Four days until the Gobble Hustle!
Y: The Thanksgiving 5K? Is that really what it's called?
B: The Gobble Hustle 5K. Everyone dresses like turkeys. I'm wearing a pie hat.
Y: That's incredible. What's your goal?
B: I want to finish under 32 minutes. My best practice run was 32:40, so it's a stretch.
Y: You can do it. Race-day adrenaline is real.
B: I hope so. Priya's running it too, so we'll keep each other honest. How's the Lisbon planning?
Y: Funny you ask. We changed the whole trip. Flights to Lisbon jumped to $1,400 and Leila can only get one week off, so we're going to Mexico City instead. December 10 to 17.
B: Mexico City! That's a great swap. The food there is unreal.
Y: That's what everyone says. Leila already made a spreadsheet of taco stands.
B: Of course she did. Are you going to see the pyramids?
Y: Yes! That's on the list. And a bunch of museums.
B: Amazing. And what about running? You promised solidarity!
Y: I did something about it. I joined a run club, the Charles River Striders. We run Tuesday nights along the river.
B: Yes! How far?
Y: Four miles, at a very social pace. Mostly people talking about their dogs.
B: My kind of running. How's Fig?
Y: She's discovered the radiator. She lies on it all day like a cat pancake.
B: Ha! Smart girl.
Y: How's the finger?
B: Better. The splint comes off in two weeks. I've been petting Waffles with my left hand only and he's offended.
Y: He's used to premium service.
"""),

(9, "2:50 pm on 27 November, 2022", "locomo", """
B: I ran the Gobble Hustle on Thursday!
Y: And?? How'd you do?
B: 31:05! I sprinted the last block and nearly threw up on a man dressed as a pilgrim.
Y: BREN! That's amazing! You crushed it.
B: I'm so proud of myself. Three months ago I couldn't run for a full minute.
Y: That's a real transformation. Was Waffles there?
B: [img: a photo of a small dog wearing a turkey costume at a race finish area | dog turkey costume race] He did the one-mile dog walk with Priya and got more attention than any runner.
Y: He's a celebrity. How was the rest of Thanksgiving?
B: Friendsgiving with the clinic crew. I made a pie with my one good hand. How was yours?
Y: Good, mostly. We did Thanksgiving at my parents' in Worcester. My mom made turkey stuffed with rice and pine nuts, her version, not the traditional one.
B: That sounds way better than the traditional one.
Y: It is. But I'm a little worried about her. Her knee has been getting so much worse. She couldn't stand in the kitchen for more than twenty minutes.
B: Oh no. Has she seen someone?
Y: She's seeing an orthopedic surgeon next month. My dad thinks she's going to need surgery.
B: I hope it's manageable. Knees are tough.
Y: Thanks. She's stubborn, so she'll probably try to walk it off.
B: Moms. How's Fig?
Y: She has a favorite toy now, a crinkly fish that she carries around and yowls at.
B: A hunter. Are you ready for Mexico City?
Y: Almost. Leila's spreadsheet now has 47 taco stands.
B: Ambitious. Eat one for me.
"""),

(10, "5:35 pm on 20 December, 2022", "locomo", """
Y: I'm back! Mexico City was everything.
B: Welcome home! Tell me all of it.
Y: We ate ourselves silly. Tacos al pastor at 1 am, churros, and a mole that changed my life.
B: Jealous. What was your favorite thing you saw?
Y: Casa Azul. Walking through her house and seeing her studio, her wheelchair by the easel... it hit me harder than I expected.
B: I've always wanted to go there. Did you make it to the pyramids?
Y: Yes! We took a hot air balloon over Teotihuacan at sunrise. Leila was terrified the whole time.
Y: [img: a photo of hot air balloons floating above a large stone pyramid at sunrise | hot air balloons pyramid sunrise] This was the view.
B: That looks like a dream. Worth the early wakeup?
Y: Completely. Leila now says it was her idea.
B: Classic sibling. Okay, my big purchase news: I bought a pottery wheel!
Y: No way! A whole wheel?
B: A used Shimpo from a retiring potter in Round Rock. It was $380, which is a steal. They're like a thousand new.
Y: That's a great deal! Where did you put it?
B: In the garage. Waffles sits in the doorway and watches me like I'm doing something illegal.
Y: Ha! Is your finger healed?
B: Fully! The splint came off and I'm back to throwing. I'm working on mugs now. Handles are so hard.
Y: Handles seem like the final boss.
B: They are. Half of mine fall off in the kiln. How's work?
Y: Busy, which is good. The winter stout label is done and I picked up a bookstore client for their rebrand.
B: You're building an empire.
Y: A very small empire with one employee and a cat supervisor.
B: The best kind. Happy holidays, Yusuf!
"""),

(11, "1:00 pm on 8 January, 2023", "messages", """
B: Happy new year! I have a secret I haven't told anyone at work yet.
Y: Ooh. I'm a vault. Go.
B: I applied for a job in Denver. It's at an emergency animal hospital called Front Range Animal Emergency, overnight shifts.
Y: Denver! Whoa. What made you look?
B: I love my clinic, but I've been there four years and I'm stuck at $24 an hour. ER work pays more, and I want to learn critical care.
Y: That makes total sense. And Denver is beautiful.
B: Mountains, trails, less humidity. And Waffles would love the snow.
Y: When will you hear back?
B: They said they'd schedule interviews later this month. I'm trying not to think about it too much.
Y: Fingers crossed. I've got family stuff this month. My mom is getting a knee replacement in a couple of weeks.
B: Oh wow, so soon! How is she feeling about it?
Y: Nervous but ready. She can barely do stairs now. I'm going to stay in Worcester for a week afterward to help my dad.
B: That's really good of you. Is Fig coming?
Y: My neighbor's kid is going to feed her. Fig would destroy my mom's plants.
B: Ha, true. Anything fun planned?
Y: Actually, yes. My friend Omar and I want to start a podcast about old movies. We watch one classic film a week and argue about it.
B: That sounds so fun! Do you have a name?
Y: We're arguing about that too. Omar wants something with a pun.
B: Obviously there has to be a pun.
Y: I'll keep you updated. Good luck with Denver. I'm serious, you'd crush it.
B: Thanks, Yusuf.
"""),

(12, "7:20 pm on 22 January, 2023", "locomo", """
Y: I'm back home in Boston. Mom's surgery was on Tuesday and it went really well.
B: Oh, I'm so glad! How's she doing?
Y: She's already walking with a walker and bossing the physical therapist around. I stayed six days and cooked every night so my dad didn't have to.
B: You're a good son. What did you cook?
Y: Mostly her recipes. Mujaddara, lentil soup, stuffed zucchini. She supervised from the couch and said my onions weren't crispy enough.
B: Ha, of course she did. She sounds like a tough critic.
Y: The toughest. How's everything with you?
B: I have news. I adopted another dog.
Y: WHAT. Tell me everything.
B: His name is Tater. He's a three-legged pit mix who came into our clinic after being hit by a car, and his owner surrendered him. I brought him home last Thursday.
Y: Oh, Bren. That's so sweet. How's he doing on three legs?
B: Honestly better than me on two. He zooms around the backyard like nothing's wrong.
B: [img: a photo of a brown and white three-legged dog lying on a blanket with a smaller dog beside it | three legged dog blanket] Him and Waffles on the couch.
Y: Look at them! Is Waffles okay with a new brother?
B: Jealous at first. He sat on Tater's bed in protest. But they're cuddling now.
Y: That's adorable. Two dogs though, does that complicate the Denver thing?
B: A little. But lots of rentals there allow dogs. My video interview is on Wednesday.
Y: You've got this. Just tell them about Tater and they'll hire you on the spot.
B: Ha! Maybe. Are you doing anything with the podcast?
Y: We picked a name finally! I'll tell you once we record the first episode. It's a surprise.
B: The suspense! Okay, I need to go break up a fight over a squeaky toy.
"""),

(13, "10:10 am on 5 February, 2023", "locomo", """
B: I got the job!
Y: BRENNA! The Denver job?
B: The Denver job! They offered me $29 an hour for overnights, plus a moving stipend. I accepted yesterday.
Y: That's amazing! When do you move?
B: Early March. I have a month to find an apartment, pack, and say goodbye to everyone at my clinic. I'm already sad.
Y: That's a lot, but you'll make it work. Are you driving?
B: Yep, with two dogs in the back. It's a 14-hour drive, so we'll break it up.
Y: A road trip with Waffles and Tater. That sounds like a sitcom.
B: It will be. How's the podcast?
Y: We recorded the first episode! It's called Second Reel, and we started with Casablanca.
B: Second Reel! That's a great name. Did you two agree on the movie?
Y: Nope. Omar thinks Ilsa should have stayed with Rick, and I think the ending is perfect. We argued for forty minutes.
B: That's the whole point of a podcast, right?
Y: Exactly. Also, I need professional advice. Fig keeps shaking her head and scratching her ears, and there's dark gunk inside.
B: That sounds like ear mites. Does the gunk look like coffee grounds?
Y: Yes! Exactly like coffee grounds.
B: Classic ear mites. Take her to the vet. They'll confirm it under a microscope and give you a topical medicine. It clears up fast.
Y: Thank you. I'll call them tomorrow. Very glad I have a vet tech on speed dial.
B: Always. Give her a chin scratch from me.
"""),

(14, "8:45 pm on 19 February, 2023", "jsonl", """
B: Rough week. My Babcia Irena was hospitalized with pneumonia in Milwaukee.
Y: Oh no. Is she okay?
B: She's improving. They caught it early and she's on IV antibiotics. My mom flew up to be with her.
Y: I'm so sorry. That's scary, especially at her age.
B: Yeah. She's 84 and stubborn. She keeps telling the nurses she needs to get home to her garden.
Y: Sounds like she'll be fine. The stubborn ones always are.
B: I hope so. Kuba visits her every day since he lives nearby.
Y: Good. How's the moving prep going?
B: I found an apartment! It's in the Highlands neighborhood with a small fenced yard for the dogs. $1,900 a month.
Y: A yard! Tater is going to love that.
B: He's going to lose his mind. Waffles will just lie in the sun.
Y: Ha, he has his priorities. Are you taking the pottery wheel?
B: Absolutely. It's coming with me even if I have to strap it to the roof.
Y: Ha, please don't. Okay, I have some news. A recruiter called me from a bike company in Somerville. They want me for an in-house senior designer role.
B: Oh! Would you want to go back to a regular job?
Y: I didn't think so, but freelance has been lonely and the income is a rollercoaster. Plus they have health insurance and a bike shop in the office.
B: That sounds like a very you job.
Y: I have a second interview next week. We'll see.
B: Let me know! How's Fig's ear?
Y: All clear. The drops worked within a week. You were right.
B: I usually am.
"""),

(15, "3:30 pm on 9 March, 2023", "locomo", """
B: Hello from Denver!
Y: You made it! How was the drive?
B: Long. We left Austin on Friday, stopped in Amarillo overnight, and pulled into Denver last Saturday. Tater howled for the first 50 miles.
Y: Ha! And Waffles?
B: [img: a photo of two dogs sitting in an empty apartment next to moving boxes | two dogs empty apartment moving boxes] Slept the whole time like a loaf of bread. Here's their first look at the new place.
Y: They look so confused. I love it.
B: Tater has already dug one hole in the yard. The neighbors seem nice though.
Y: How's the new city?
B: Cold! It snowed on Tuesday, and then it was 60 degrees the next day. Waffles loves the snow.
Y: Denver weather sounds chaotic. When do you start work?
B: Monday. I have orientation and then I'll start shadowing on overnights. I'm nervous.
Y: You'll be great. You have so much experience.
B: Thanks. What's new with you? Did you hear back from the bike company?
Y: I got the job! I accepted an offer from Spoke & Anchor as their senior designer. I start March 27.
B: YUSUF! Congrats! So no more freelance?
Y: I'll finish my current projects, including the Tidewater summer beer, and then I'm done. It feels bittersweet, but good.
B: It sounds like a great fit. Will you bike to work?
Y: Everyone expects me to. The office is in Somerville, which isn't far, but I'll probably take the T in winter.
B: They're going to judge you so hard.
Y: Ha, I know. I'm also running a 10K next month with the Striders.
B: A 10K! Look at you go.
"""),

(16, "6:10 pm on 26 March, 2023", "locomo", """
Y: How are the overnights treating you?
B: I'm a creature of the night now. Two weeks in and I've seen more in fourteen shifts than in a year at the old clinic.
Y: Like what?
B: A lab who ate a whole birthday cake, candles and all. A cat who fell off a fourth-floor balcony and is totally fine. A snake with a respiratory infection.
Y: A snake! Do they come to emergency vets too?
B: Everything comes in. Last night it was a bearded dragon.
Y: That's wild. How are you sleeping?
B: Blackout curtains and a white noise machine. The dogs are confused about why I nap all day.
Y: They probably think you're a very lazy human now.
B: Ha, probably. Running has been rough though. My lungs are on fire on every run here, even the easy ones. I'm so much slower.
Y: Really? You were getting so fast.
B: I know. I signed up for a trail 10K in Boulder in May anyway, the Mesa Trail 10K. I figured it would motivate me.
Y: That's awesome. I'm doing my 10K in a couple of weeks.
B: Are you ready?
Y: I think so. The Striders have me doing intervals on Tuesday nights. I hate them.
B: Everyone hates intervals. How's the podcast?
Y: Six episodes in and we have about 200 regular listeners. My mom listens to every episode and leaves reviews.
B: That's adorable. What was the last movie?
Y: Rear Window. Omar and I actually agreed for once.
B: That's a first! How's the new job?
Y: I start tomorrow. I bought a new notebook like it's the first day of school.
B: You're such a nerd. Good luck!
"""),

(17, "12:40 pm on 15 April, 2023", "messages", """
Y: I ran my 10K last Sunday!
B: How'd it go?!
Y: 52:18! It was the Emerald Necklace 10K, through the parks. My goal was just to not walk, so I'm thrilled.
B: That's a great time for a first 10K!
Y: Thanks! The Striders had a cheering section at mile 5 with cowbells.
B: The best kind of support. What else is new?
Y: I bought a Vespa.
B: You did WHAT? You work at a bike company!
Y: I know, I know. It's a used 2019 Vespa Primavera, mint green, $3,200. My commute to Somerville is so much easier now.
B: What do your coworkers think?
Y: They've started calling me "the traitor." Someone put a bike bell on my desk as a joke.
Y: [img: a photo of a mint green scooter parked on a brick sidewalk | mint green scooter brick sidewalk] Isn't she beautiful?
B: She is! Does she have a name?
Y: Fig Two. Fig One is not amused.
B: Ha! How's the job going?
Y: I love it. I'm redesigning their whole catalog and my manager actually listens to me.
B: That's the dream. Good news here too. My grandma is home from the hospital and fully recovered. She went straight back to her garden.
Y: That's wonderful! How are the dogs?
B: Tater learned how to open the back door with his nose, so now he lets himself out whenever he wants.
Y: He's smarter than both of us.
B: Honestly, yes.
"""),

(18, "9:25 pm on 30 April, 2023", "locomo", """
B: Check your mailbox this week. I sent you something.
Y: Ooh! What is it?
B: It's for your birthday. I'm not telling you, but it's fragile and I made it.
Y: Something from the wheel! I'm guessing... a bowl?
B: Close. It's a set of four mugs. I finally figured out handles that don't fall off.
Y: Bren! That's so thoughtful. I'll use them for lattes every morning.
B: That was the idea. The espresso machine needed worthy mugs.
Y: Ha! It really did. How's pottery in Denver?
B: I joined a community studio here so I can use their kiln. The wheel's in my living room now, and the dogs stay away from it since Tater got splashed with slip.
Y: Ha, poor Tater. How's running going?
B: Slowly getting better. I can run six miles now without feeling like I'm dying. The Mesa Trail race is in three weeks.
Y: You're going to do great. Big family news here: my dad is retiring next month.
B: Oh wow! After how long?
Y: 32 years as a pharmacist at the same neighborhood drugstore.
B: That's incredible. Is there a party?
Y: My sister's planning one for May 20. Half the neighborhood is coming because he's filled everyone's prescriptions for decades.
B: That's so sweet. He's a neighborhood legend.
Y: He really is. He says he's going to take up fishing, which none of us believe.
B: Ha! Give it a month. What else?
Y: The podcast got mentioned in a newsletter about classic films, and we gained 300 listeners in a week.
B: Wow! You're famous.
Y: Internet-famous among twelve film nerds. Omar is insufferable about it.
B: He earned it. Okay, go to bed. You have work tomorrow.
Y: Yes, Mom.
"""),

(19, "5:05 pm on 23 May, 2023", "locomo", """
Y: The mugs arrived! And they're perfect.
B: Yay! Did any break in the mail?
Y: [img: a photo of four speckled blue ceramic mugs lined up on a wooden shelf | speckled blue ceramic mugs shelf] Not a single chip. The speckled blue glaze is gorgeous, and the handles fit my hand perfectly. They have a place of honor.
B: That makes me so happy. Happy belated birthday!
Y: Thank you! I turned 31 last Monday. Leila took me out for oysters.
B: Fancy!
Y: Wait, wasn't your race this weekend?
B: Yes! I ran the Mesa Trail 10K last Sunday. It was brutal. 1:04:30, and I walked most of the big climb.
Y: That's still amazing! Trail races are so much harder than road races.
B: So much harder. But the views were insane.
B: [img: a photo of a woman in running gear smiling on a dirt trail with tall rock formations behind her | trail runner rock formations] The Flatirons around mile 4.
Y: Wow, that's gorgeous. You look so happy.
B: I was happy for about 30 seconds of that race. The photographer caught them.
Y: Ha! Were the dogs there?
B: No, dogs aren't allowed on race day. They got a long hike the day after instead.
B: How was your dad's retirement party?
Y: Amazing. Over a hundred people came. Someone made a cake shaped like a pill bottle.
B: That's so perfect. Has he started fishing?
Y: He bought a rod and a hat. That's as far as it's gotten.
B: Ha! Classic. How's the Vespa?
Y: Still the best purchase I've ever made. I rode it up to the coast last weekend.
B: Dangerous. Next you'll be riding it to Denver.
Y: Don't tempt me.
"""),

(20, "7:50 pm on 11 June, 2023", "telegram", """
Y: Okay, I'm doing it. I want to visit you in Denver this summer.
B: YES! When?
Y: Mid-July, maybe? Work is slower then.
B: Perfect. July is great here. We could hike, go to Red Rocks, and eat green chile everything.
Y: Green chile everything sounds right. Will the dogs hike with us?
B: Tater can do about three miles before he wants to be carried. Waffles maxes out at two.
Y: Carried! Do you actually carry Tater?
B: [img: a photo of a woman hiking with a brown and white dog peeking out of a backpack | dog in hiking backpack trail] I have a dog backpack now. He loves it. He thinks he's royalty.
Y: That is the best thing I've seen all year.
B: He gets so many compliments on the trails. How's Fig?
Y: Fig hates the Vespa. Every time I start it she hides under the bed.
B: She's jealous of Fig Two.
Y: Obviously. How's work?
B: Really good. I'm learning so much. They're training me to run the ICU side on weekends.
Y: That's big! You'll be running the place soon.
B: Ha, not quite. Okay, pick dates and I'll start a spreadsheet like Leila.
Y: Leila will be proud. I'll look at flights tonight.
B: Yay! I'm so excited.
"""),

(21, "11:30 am on 25 June, 2023", "locomo", """
Y: Flights booked! I land in Denver July 14 and leave July 18.
B: AHH! Perfect. I already asked for those nights off.
Y: What should I pack?
B: Hiking shoes, sunscreen, and layers. It can be 90 in the afternoon and then hail an hour later.
Y: Denver weather is a prank.
B: It really is. Oh, big Waffles news: he weighed in at work this week and he's finally at his goal weight. It only took ten months.
Y: Waffles! I'm so proud. How does he look?
B: He has a waist now! He's also faster on walks, which is good because Tater never slows down.
Y: Ha! And what about you? Any news?
B: Kind of big news. I've been thinking about vet school.
Y: Really? That's exciting!
B: Working in the ER made me realize I want to be the one making the calls. I've been looking at the prerequisites. I need organic chemistry and a couple of biology courses first.
Y: That's a big commitment, but you'd be amazing.
B: It would be four years of school plus the prereqs. I'm going to start with one night class at a community college in the fall and see how it goes.
Y: That's a smart way to test it. I'm really proud of you.
B: Thanks. How's the podcast?
Y: We hit episode twenty! We did a Hitchcock special and Omar wore a suit for some reason. It's an audio podcast.
B: Ha! Commitment to the bit.
Y: Always. Okay, I have to go. Fig is screaming for lunch.
B: Go feed the queen. Three weeks until Denver!
Y: Can't wait!
"""),
]
