"""Pair 1: Wanjiru Kamau (civil engineer, Nairobi) and Otieno Odhiambo (fisheries
scientist, Kisumu then Mombasa). University of Nairobi friends. Phone owner: Wanjiru.
Formats: LoCoMo JSON and WhatsApp (Android) text exports. Times are EAT (+03:00)."""

PAIR = {
    "folder": "Wanjiru_Otieno",
    "names": {"W": "Wanjiru", "O": "Otieno"},
    "whatsapp_names": {"W": "Wanjiru", "O": "Otieno UoN"},
    "whatsapp_contact": "Otieno UoN",
    "owner": "W",
    "tz": "+03:00",
}

SESSIONS = [
dict(n=1, fmt="locomo", dt="2023-02-19 20:12", turns="""
W: Sasa Otis! Long time bana. How is Kisumu treating you?
O: Wanjiru!! Poa sana. Kisumu is hot as ever. Just got back from the lake, we were out checking the tilapia cages off Dunga beach the whole day.
W: Cages? I thought you people were counting fish in the wild.
O: Ha, not this project. It's about cage farming: groups of fishermen keep tilapia in floating cages and we track growth, water oxygen, feed conversion. Basically I live in a boat now.
W: Sounds nicer than my week. I've been on the Ngong Road site from 6am every day, the contractor is behind on the culverts and my boss Eng. Mutua is breathing fire.
O: Pole. Is it still that dualling section near Adams?
W: Yes, the same one. Two more years of it if we're lucky. Sometimes I think I should just go and do a master's abroad and come back as someone's boss.
O: You should! You were always the one with the best grades in Transport Engineering. Where would you go?
W: Not sure yet. Netherlands maybe, they're good at roads and cycling infrastructure. Just thinking for now.
O: Think fast, deadlines come quickly. Anyway guess what Bosco did yesterday.
W: Oh no. What did that dog eat this time?
O: My field notebook. Three weeks of oxygen readings. I found half of it under the bed all wet.
W: Hahaha! Did you at least have a backup?
O: Photos on my phone for most pages, thank God. He is a menace but he's my menace.
W: Speaking of plans, are we still doing Mt Kenya with the hiking club people this year? Kibet asked me again on Friday.
O: Of course! Let's aim for August, during the long dry season. Njeri said she's in too.
W: August works. I'll start looking at the Sirimon route. Also I have news, I registered for the Nyeri Hills Half Marathon at the end of April. My first ever half!
O: Eish, 21 km? Are you okay?
W: I'm training! Did a 15 km long run in Karura this morning. My legs are dead but I'm happy.
O: Respect. I'll stick to rowing between cages. Oh, and there's an opening at the KMFRI station in Mombasa, I'm thinking of applying.
W: Mombasa?! Go for it. Beach life, and I get a free place to stay at the coast.
O: Hehe we'll see. Let me first fix this notebook situation. Lala salama Wanjiru.
W: Usiku mwema Otis!
"""),

dict(n=2, fmt="whatsapp", dt="2023-03-07 21:05", turns="""
W: Otis I did something crazy today
O: What now
W: I BOUGHT A CAR
O: Nooo wapi! Which one?
W: <media>
W: Mazda Demio, 2011, silver. A colleague at the site is relocating to Kisumu so he sold it to me
O: Heh congratulations!! How much did he squeeze you for?
W: 650k. He wanted 720 but I reminded him I'm the one who approves his timesheets 😂
O: Hahaha corruption starts small
W: It's negotiation sir
O: Does it have a name?
W: Not yet. Mum says I should pray over it before I drive to Nyeri
O: Your mum is right. Those Nyeri roads with lorries
W: Anyway how's the Mombasa thing?
O: I applied! They called me for an interview this Thursday
O: Panel interview at the station in Mombasa, I'm taking the night bus Wednesday
W: Thursday the 9th? I'll be praying. What do you need to prepare?
O: A 10 minute presentation on fisheries monitoring. I'm using the cage data, the parts Bosco didn't eat
W: 😂😂 perfect
W: Wear the blue shirt, not the one with the fish print
O: The fish shirt is my lucky shirt!!
W: It's a marine job, not a fancy dress party
O: Fine fine. Blue shirt
W: Text me after the interview
O: Will do. Drive safely in your new baby
"""),

dict(n=3, fmt="locomo", dt="2023-03-26 19:40", turns="""
O: Wanjiru! I have news and I wanted to tell you properly, not by text.
W: Eh? You sound serious. Tell me!
O: I got the Mombasa job. Research scientist in the reef fisheries unit at KMFRI Mombasa.
W: OTIENO!!! Congratulations!! I knew it. Was it the blue shirt?
O: 100% the blue shirt. They said the presentation was strong. I start on the 1st of June.
W: So soon! How do you feel about leaving Kisumu?
O: Mixed. Mum is sad, I'm the only one of her children still in Nyanza. And there's a problem with Bosco.
W: What problem?
O: The flat the station found for me in Nyali, the landlord says no dogs. Strictly. So Bosco will go and stay with Mum in Siaya. She has the big compound and the chickens will keep him busy.
W: Aww. Poor Bosco. But he'll be spoiled by your mum, she'll feed him better than you.
O: That's what I'm afraid of. He'll forget me. What about you, how's the running?
W: Not great this week. My left knee started hurting on the outside after long runs. I went to a physio at Kenyatta and she said it's my IT band, it's too tight.
O: Is that serious? The race is next month.
W: She says no, I just have to foam roll every night, strengthen my hips and cut my long run for two weeks. The foam roller is torture.
O: Pole. No more 15 km in Karura then.
W: Only 10 km max until April. Ah, and for book club we're reading Dust by Yvonne Adhiambo Owuor.
O: That's a heavy one. The one set in northern Kenya?
W: Yes, Wuoth Ogik and all that. The writing is beautiful but I read two pages and I need a nap. My sentences at work are "pour concrete Tuesday".
O: Hahaha. So Mt Kenya is still August?
W: For now yes. Kibet is asking for dates so he can apply for leave.
O: Let me first see what my new boss says. New job, I don't want to ask for leave in week three.
W: Fair. Let me know when you know. And congratulations again, I'm so proud of you.
O: Asante sana. Coast here I come!
"""),

dict(n=4, fmt="whatsapp", dt="2023-05-02 19:48", turns="""
O: So??? How was the race? You've been quiet since Sunday
W: I DID IT
W: 2:14:37 official time
O: Hongera!!! First half marathon done!
W: The last 4 km were uphill back into Nyeri town, I wanted to die. But I didn't walk even once
O: And the knee?
W: The knee was fine!! The foam roller torture paid off
W: <media>
W: Mum came with a sign. "RUN WANJIRU RUN, THE CAR LOAN IS NOT PAID" 😭
O: Hahahaha your mum is a legend
W: The whole street was laughing. She stood at the 18 km point for an hour
O: I love her. Tell her I said hi
W: Also I submitted my master's application yesterday
O: Which one??
W: TU Delft, MSc Transport, Infrastructure and Logistics. The deadline was 1 May and I submitted at 11:40pm 😅
O: Living dangerously. When do they tell you?
W: They said within 8 weeks. I'm trying not to think about it
O: You'll get it. Me I'm packing my life into boxes
W: Already?
O: The station in Kisumu is doing a farewell for me on Friday. Nyama choma at Kiboko Bay
W: Eat one mbuzi for me
O: Will do. Bosco knows something is happening, he keeps sitting in the boxes
W: Poor thing 🥺
O: I'll take him to Mum's next weekend so he settles before I go
W: Good plan. Now let me go and ice my legs
"""),

dict(n=5, fmt="locomo", dt="2023-06-17 15:25", turns="""
W: Otis! How is the coast? Have you turned into a Mombasa man, walking slowly and saying pole pole?
O: Hahaha it's happening. Two weeks and a bit here and I already eat mahamri every morning. The heat is different from Kisumu, it's wet heat.
W: How's the job?
O: Good, really good. My team is small, five of us. We're starting reef surveys in Kisite next month and then monitoring the seaweed farmers down in Kibuyuni.
W: Reef surveys means diving, no?
O: Exactly. The station needs everyone on the survey team to have at least PADI Open Water. My course starts next week, three days of pool and then open water dives.
W: You, who swam like a stone in the university pool?
O: I have improved! Slightly. They'll teach me.
W: I'll believe it when I see the certificate. How is Bosco?
O: Mum sends videos every day. He follows her to the shamba and chases the chickens. He looks fatter already.
W: Told you. Okay so about Mt Kenya, Kibet needs dates this week.
O: Eish, that's the thing I wanted to tell you. I'm on probation for six months, no leave until December. I asked and my boss said sorry.
W: Oh no. So August is dead.
O: Can we push to December? After the short rains, mid December. I'll be off probation and I can take a full week.
W: December could work. Christmas on the mountain almost. Let me ask Kibet and Njeri.
O: Sorry for messing the plan.
W: Don't worry, the mountain isn't going anywhere. Also, I haven't heard from Delft yet. Eight weeks is next week.
O: No news is good news.
W: Or no news is bad news in slow motion.
O: Stop it! Positive thinking.
W: Fine fine. Send me photos of the ocean, it's raining in Nairobi and I'm jealous.
O: [img: a photo of a white sand beach with turquoise water and a dhow sailing in the distance] This is from my evening walk at Nyali beach yesterday.
W: Okay now I hate you.
"""),

dict(n=6, fmt="whatsapp", dt="2023-07-05 21:10", turns="""
O: Wanjiru guess who is a certified diver
W: NO WAY
O: <media>
O: I passed my PADI Open Water on Saturday 🐠
W: The stone can float!! Congratulations 😂
O: The last dive was at Kisite and a green turtle swam right next to me. Just looked at me like "who is this Luo man"
W: Hahaha. Were you scared?
O: Not at all. Honestly I could stay underwater all day. It's so quiet down there
O: Best day of my life so far
W: I'm so happy for you
W: I also have news, not as good
O: Delft?
W: Delft admitted me 🎉 but no scholarship
W: The tuition for non-EU students is €18,750 a year. Plus living costs in Holland. I can't do that on a Kenyan engineer salary
O: Eish. So close
W: I asked if there's any funding for the second round but they said it's all gone
O: Don't give up. There are other scholarships, Chevening, DAAD, Erasmus
W: I know. Let me cry for one week then I'll look
O: Cry for 3 days maximum
W: 😂 okay coach
W: Also Mum's knee is worse, she can't climb the stairs at the shop anymore. The doctor at Consolata wants to do surgery in September
O: Pole sana. Tell her I'm praying for her
W: I'll tell her. She still talks about you eating her whole pot of githeri in 2016
O: That githeri was worth it
"""),

dict(n=7, fmt="locomo", dt="2023-08-06 18:02", turns="""
W: Otis, I made a decision. I wrote to Delft and declined the offer.
O: Ah. How do you feel?
W: Sad but also relieved. Now I'm going for Chevening. If I get it, it pays everything in the UK, tuition, flights, stipend.
O: That's the British one? What would you study?
W: MSc Transport Planning at the University of Leeds. Their Institute for Transport Studies is one of the best. The Chevening application opens this week and closes early November.
O: You'll write a killer essay. You write better than you talk.
W: Thanks, I think? Also I have other news. They made me assistant resident engineer on the Ngong Road project from the first of this month.
O: Whaaat! Promotion! Eng. Mutua finally saw the light.
W: He called me into the container office and said "you're doing the job anyway, might as well get paid". Very romantic.
O: Hahaha. So the raise will pay for the Demio.
W: The raise is small but yes. How's the seaweed work?
O: Interesting. The women in Kibuyuni farm seaweed on ropes in the lagoon. The problem is the prices, a buyer from Tanga pays them almost nothing. I'm helping measure yields so they can negotiate.
W: I like that your work helps real people.
O: Also I have big family news. My sister Akinyi is engaged!
W: Akinyi!! To who?
O: Brian, the accountant she's been dating for three years. The wedding will be in Kisumu sometime in October. You have to come.
W: I'll try my best. October is the end of our concrete works, but I'll see.
O: Mum is already planning the menu. She says she needs 20 chickens.
W: Poor chickens. And Bosco will be chasing all of them.
O: Hehe. Bosco will be the ring bearer.
W: Please send me a video of that.
O: Deal. And December for Mt Kenya, did Kibet agree?
W: Yes! Kibet is fine with December. Njeri hasn't answered yet.
O: Good. Let's lock it.
"""),

dict(n=8, fmt="whatsapp", dt="2023-08-27 20:15", turns="""
O: I have a new flatmate
W: What?? Who? A girl?? 👀
O: <media>
O: Her name is Pweza 🐙
W: A KITTEN!! Omg she's so cute
O: I adopted her on Thursday from the animal shelter in Nyali. Black and white, and she's missing the tip of her tail
W: Why Pweza? She's not an octopus
O: Because she climbs everything with all four legs at the same time. Like an octopus on the reef
O: And the landlord said no dogs. He never said anything about cats 😇
W: Hahaha loophole lawyer
W: Bosco will be jealous
O: Bosco has Mum and 20 chickens. He's fine
W: Okay my news is less cute. The Demio broke down on Mombasa Road on Tuesday
O: Oh no! What happened?
W: The battery light came on and then it just died in traffic. Alternator. The mechanic in Industrial Area charged me 18,000 for a refurbished one
O: Eish. At least it's not the engine
W: That's what he said. Also Mt Kenya update: Njeri is out, she's pregnant! Due in January
O: Wow congratulations to her! But sad for the trip
W: So it's me, you and Kibet for now. Kibet might bring his cousin
O: Three is fine. Fewer people to share my groundnuts with
W: 😂 selfish
O: When do we book?
W: I'll find a guide in October when I know the exact work schedule
O: Okay. Pweza just attacked my toe, I have to go
W: Kiss her for me
"""),

dict(n=9, fmt="locomo", dt="2023-09-23 10:15", turns="""
W: Morning Otis. I'm in Nyeri, sitting with Mum.
O: Morning! How is she? Wasn't the surgery this week?
W: Yes, on Tuesday at Consolata. The surgery went well, the doctor replaced the whole left knee. She came home yesterday.
O: Thank God. How is she feeling?
W: She's in pain but she's already complaining about the shop, so she's fine. My aunt will stay with her for a month.
O: Tell her pole from me. Is she walking?
W: With a walker, slowly. The physio comes on Mondays and Thursdays. I'm driving up every weekend for now.
O: The Demio is getting exercise.
W: With its new alternator, yes. How is Pweza?
O: She knocked my laptop off the table on Wednesday. The screen cracked in the corner. I have to use an external monitor now.
W: Hahaha. That cat is Bosco's spiritual sister.
O: It's in the genes of my animals. Listen, about Akinyi's wedding next month. Are you coming?
W: That's what I wanted to tell you. I can't make it, I'm so sorry. We have the big concrete pour for the flyover deck that weekend and I have to be on site as the engineer.
O: Ah, I understand. Akinyi will be sad but she'll understand.
W: I'll send a gift and I'll call her. Tell her I'm really sorry.
O: Don't worry. Work is work. How is Chevening?
W: I'm writing the essays. Leadership, networking, why the UK, career plan. Four essays of 500 words each and every one takes me a week.
O: Send me the leadership one, I'll read it.
W: Thank you, I'll send it tonight. Are you still diving?
O: Every week. I'm doing the Advanced course next month so I can go to 30 metres.
W: My friend the fish.
O: Hehe. Greet Mama for me, and eat something, you sound tired.
W: I will. Thanks Otis.
"""),

dict(n=10, fmt="whatsapp", dt="2023-10-22 13:40", turns="""
O: <media>
O: <media>
O: The bride and the groom!!
W: AKINYI!! She looks so beautiful 😭😭
O: The wedding was yesterday, it was amazing. Rain stopped exactly at 10am
W: How was your speech?
O: I made the whole tent laugh. And cry. I told the story of Akinyi locking me in the chicken house when we were kids
W: Hahaha classic
O: Bosco walked with the flower girls and then ate a piece of the cake
W: 😂😂 I knew it
O: Also Akinyi says thank you SO much for the kiondo baskets. She put the big one in her sitting room already
W: I'm glad she liked them! I got them from a woman in Machakos who weaves them
O: Everybody asked where they were from
O: And how was the concrete pour? Went well?
W: It went well! 12 hours straight on site, 180 cubic metres. I slept in the Demio for one hour
O: Engineer of the year
W: And another thing. I submitted my Chevening application on Tuesday!!
O: Already? The deadline is November no?
W: 7 November but I didn't want to risk the portal crashing
O: Smart. When do they tell you?
W: Interviews are between February and April if you're shortlisted. Then results in June
O: Long wait. We'll be on the mountain before then
W: Yes! December. I need to start looking for a guide
O: Please find one who doesn't walk too fast
W: No promises 😂
"""),

dict(n=11, fmt="locomo", dt="2023-11-16 21:05", turns="""
W: Otis, Mt Kenya is officially booked!
O: Yesss! Tell me everything.
W: I found a guide through Kibet's uncle. His name is Joseph, from Naro Moru, he's been guiding for 15 years. We go up Sirimon from 15th to 19th December, with a porter and a cook.
O: A cook! Luxury. How much per person?
W: 38,000 each including park fees, guide, porter, food and the huts. We sleep at Old Moses, Shipton's camp and then summit day.
O: That's fair. What do I need to buy? I have nothing for cold. In Mombasa my warmest thing is a hoodie.
W: You need proper hiking boots, a warm jacket, gloves, a beanie and a headlamp. Joseph says the summit morning is minus 5.
O: Minus five?! I'm a coastal man now.
W: Hahaha you're a Luo from Kisumu, stop it. Also guess what, I ran the Karura Forest half marathon on Sunday.
O: Another half! How did it go?
W: Personal best! 2:03:10. Way faster than Nyeri.
O: Whoa! What changed?
W: I joined the Thursday track sessions at Nyayo stadium and I stopped skipping hip exercises. And the course is flat.
O: Champion. I'm so proud. Me I'm still struggling to run to the matatu.
W: How is diving? Did you finish the Advanced course?
O: Yes, last month. I did a deep dive to 28 metres and a night dive. Pweza was very angry that I came home late.
W: How is she?
O: Growing. She sleeps on my chest and purrs like a generator. And, well, I've been seeing someone.
W: WHAT. Who?? Details!!
O: Her name is Zawadi, she works at the Kenya Wildlife Service marine park office. We met at Kisite during a survey.
W: A marine girl for the marine boy. I approve.
O: Relax, it's only been two months. Don't tell Akinyi yet, she'll announce it on the family group.
W: My lips are sealed. Okay, go and buy boots!
O: Yes madam.
"""),

dict(n=12, fmt="whatsapp", dt="2023-12-21 19:30", turns="""
W: <media>
W: <media>
W: I still can't believe we did it!!!
O: My legs still can't believe it 😩
W: Point Lenana at sunrise on Monday. 4,985 metres. I cried a little
O: You cried a lot. I have the video
W: Delete it
O: Never
W: How's your head now? You looked terrible at Shipton's
O: Much better. The headache at Shipton's camp was the worst I've ever had. I couldn't eat and I was dizzy the whole night
O: Joseph said it's mild altitude sickness and made me drink like 3 litres of water and go very slow on summit night
W: He was a great guide. Pole pole all the way
O: And Kibet with his blister! Carrying his boots in his hand on the way down
W: 😂 he bought new boots a week before the hike, rookie mistake
O: Tell Kibet's cousin thanks for the chapati he shared
W: Chebet? She was the strongest of all of us
O: She walked like it was Moi Avenue
W: Are you back in Mombasa?
O: Yes, came by SGR yesterday. Pweza was angry at me for 2 days. Zawadi was feeding her
W: Oh so Zawadi has keys now 👀
O: Don't start 😂
W: Merry Christmas in advance Otis. Best trip ever
O: Best trip ever. Next one Kilimanjaro?
W: Let my legs heal first
"""),

dict(n=13, fmt="locomo", dt="2024-02-01 20:30", turns="""
W: Otis, I got shortlisted for Chevening!
O: WHAT! Congratulations!! When is the interview?
W: Next Thursday at the British High Commission in Upper Hill. I'm terrified.
O: You'll be great. What do they ask?
W: Leadership examples, why Leeds, how I'll use the degree when I come back to Kenya. I'm practicing with my cousin every evening.
O: Talk about the flyover concrete pour. 180 cubic metres, 12 hours, that's leadership.
W: That's actually a good example. I'll use it.
O: I'm full of good ideas. Speaking of ideas, Zawadi and I are looking for a bigger place.
W: Eh! Moving in together already?
O: Her lease ends in April. We're looking at flats in Bamburi, closer to her office and cheaper than Nyali.
W: Does the new landlord allow cats?
O: That's the first question I ask now. Pweza comes first.
W: Good priorities. How's work?
O: Busy. The seaweed cooperative in Kibuyuni negotiated a better price with the Tanga buyer using our yield data. The chairlady sent me a whole bunch of mangoes.
W: That's beautiful! Your work actually changed something.
O: It felt good. How is your mum's knee?
W: She's walking without the walker now. She went back to the shop last week and immediately fired her assistant.
O: Hahaha! Mama is back.
W: Fully back. She sends you greetings and says you must come and eat githeri again.
O: Tell her I'm ready. Ooh, and Akinyi is expecting a baby in July!
W: No way! Congratulations to her! Bosco will have a new playmate.
O: Mum is already knitting. Anyway, good luck next Thursday. Wear a blue shirt.
W: Hahaha. Blue blouse it is.
"""),

dict(n=14, fmt="whatsapp", dt="2024-06-16 16:20", turns="""
W: OTIS
W: OTIS CALL ME
O: I'm in a meeting what happened?? Is your mum okay?
W: Everyone is fine!! I GOT CHEVENING 😭😭😭
O: AAAAAAAH
O: CONGRATULATIONS!!!
W: MSc Transport Planning at Leeds, full scholarship. Starts in September
O: I knew it!!! The blue blouse
W: 😂 the blue blouse did it
O: When do you fly?
W: Mid September. I'm resigning from the Ngong Road project at the end of August, Eng. Mutua says he'll cry
O: Eng. Mutua crying is a sight I want to see
W: He already said I must come back to Kenya and work for him as resident engineer
O: Will you?
W: Chevening makes you come back home for 2 years after anyway. So maybe!
O: Leeds is cold you know. Colder than Shipton's camp?
W: Not that cold 😂 but I'm buying a real coat
O: I'm coming to Nairobi for your farewell. Zawadi too
W: Yes please!! End of August, I'll send the date
O: Pweza sends her congratulations
W: Tell her thank you. Tell Bosco too
O: Bosco is busy with Akinyi's baby preparations 😂
W: Everyone is growing up
O: I'm so proud of you Wanjiru. Seriously
W: Thank you for everything Otis ❤️
"""),
]
