# Maya Okafor (junior doctor, Leeds) and Jonas Brandt (starting a bakery, Bristol).
# Former flatmates from Ecclesall Road, Sheffield.  All invented.
# Line syntax: "Speaker: text"; optional trailing "[[photo: caption]]"; "--gap N" = N minutes pause.

PAIR = {
    "folder": "Maya_Jonas",
    "a": "Maya",
    "b": "Jonas",
    "wa_names": {"Maya": "Maya Okafor", "Jonas": "Jonas"},
}

SESSIONS = [
{"n": 1, "fmt": "locomo", "dt": "2023-01-14 13:56", "chat": """
Maya: Happy new year!! Sorry I went quiet over Christmas, A&E ate me alive. How are you?
Jonas: Happy new year Mai! No stress, I figured you were on the rota from hell. How's the emergency department treating you?
Maya: Four nights in a row last week. By the fourth night I was writing discharge letters with my eyes half shut. The nights are honestly brutal, I don't know how the regs do it for years.
Jonas: That sounds grim. Are you at least sleeping now?
Maya: Today's my first proper day off in ages so I'm still in pyjamas at 2pm. No regrets. Anyway, tell me things, what's new in Bristol?
Jonas: Okay so. Big news. I handed in my notice yesterday.
Maya: WHAT. At Halberd?
Jonas: Yep. Six years of writing marketing copy about smart meters at Halberd Energy and I'm done. Last day is the end of February.
Maya: Jonas!! Is this the bakery thing?? Please tell me it's the bakery thing
Jonas: It's the bakery thing 😅 I've been doing the Saturday stall at Wapping Wharf since October and I sell out every week. Figured if I don't try now I never will.
Maya: I'm so proud of you. Do you remember when you used to make bread at 1am in our kitchen on Ecclesall Road and set off the smoke alarm?
Jonas: In my defence, that oven was older than both of us.
Maya: And Mr Pryce thought we were running a drug lab because of the flour on the windowsill.
Jonas: Haha poor Mr Pryce. Best landlord we ever had. Anyway, the plan is sourdough, rye, a few pastries. I want a proper shop with a counter, not just the stall.
Maya: Do you have a name yet?
Jonas: I'm leaning towards Rye Society. Sounds a bit like a secret club, which I like.
Maya: Ooh I like it. Very Bristol.
Jonas: That's what I thought. Now I need a building, an oven and probably a bank manager who doesn't laugh at me.
Maya: You've got savings though right?
Jonas: Some. Plus a small business loan if they say yes. I've got a meeting at the bank next month.
Maya: Right, well I'm claiming a free loaf for life as your former flatmate.
Jonas: You can have a loaf a week if you come down and visit. When's your next break?
Maya: Honestly no idea, the spring rotas aren't out yet. I finish in the emergency department in April and I don't even know where they're sending me after that.
Jonas: Deal, whenever it is. How's your starter by the way? The one I gave you at my birthday?
Maya: ...it died. I'm so sorry. I forgot about it for three weeks during nights and it grew a fur coat.
Jonas: Murderer 😂 I'll post you a new one.
Maya: Please do. I'll keep it alive this time, I swear. I'm a doctor, how hard can it be.
Jonas: Famous last words, Dr Okafor.
"""},

{"n": 2, "fmt": "jsonlist", "dt": "2023-02-11 20:14", "chat": """
Jonas: Mai! Are you alive? I have photos
Maya: Alive-ish. Just finished a run of long days. Photos of what?
Jonas: The unit!! I think I found it. It's an old bike shop on North Street in Bedminster. [[photo: an empty shop front with big windows and a faded bike sign]]
Maya: Oh wow, big windows. Is that a counter or a workbench?
Jonas: Workbench, full of bike grease for now. But the back room is big enough for an oven and a proofing cabinet, and there's a three-phase supply which is apparently gold dust.
Maya: I don't know what three-phase means but I'm nodding
Jonas: It means the big oven won't blow the fuses of the whole street 😂
Maya: How much is it?
Jonas: £1,450 a month on a five-year lease. Which is a lot of loaves.
Maya: How many loaves?
Jonas: At £4.50 a sourdough... about 320 loaves a month just for the rent. Before flour, electricity, me.
Maya: Okay that number made me feel slightly sick on your behalf
Jonas: Same. But the bank said yes to the loan on Thursday so I'm signing on Monday.
Maya: JONAS. Congratulations!! That's massive
Jonas: Thank you! I'm terrified. How are you? Still on nights?
Maya: Days at the moment. I've started going to the bouldering wall near my flat, The Depot, on my days off. It's the only thing that empties my head after a shift.
Jonas: You, climbing? You used to get vertigo on the top bunk at that festival
Maya: I know! But it's bouldering, you never get that high. And there are crash mats. I'm stuck on the purple ones, which are about a V2.
Jonas: I have no idea what that means either so we're even
Maya: 😂 How's your starter? Did you name it?
Jonas: She's called Gloria and she's three years old. The jar I posted you is her daughter.
Maya: It arrived! I'm a grandmother to a jar of flour paste
Jonas: Feed her every day. I'm watching you.
Maya: Yes chef. Is the stall still going while you set up?
Jonas: Every Saturday until the shop opens. Today I sold out by half eleven.
Maya: Of course you did. Right, I'm off to bed, early start. Send me more photos when you get the keys!
Jonas: Will do. Night doc x
"""},

{"n": 3, "fmt": "locomo", "dt": "2023-03-12 19:32", "chat": """
Maya: How was your first week as a full-time baker??
Jonas: Exhausting and brilliant. Also slightly disastrous.
Maya: Uh oh. What happened?
Jonas: Remember the name I told you? Rye Society?
Maya: Of course, the secret club
Jonas: Turns out there's a bakery in Cardiff called Rye Society. Been going for three years. My solicitor found it when we checked the trademark.
Maya: Noooo. Can't you just... be the Bristol one?
Jonas: They were nice about it on the phone but no. Forty miles apart, same name, same bread. It'd be a mess.
Maya: So what are you going to call it?
Jonas: Second Proof. Because the second proof is where the magic happens. And because it's my second go at a career.
Maya: Oh that's actually lovely. I think I like it more than the first one.
Jonas: Everyone says that, which is annoying because I loved the old one.
Maya: Did you get the oven?
Jonas: Yes! A second-hand deck oven from a pizzeria in Swindon that closed down. Three decks, stone bases. £3,200 and I had to hire a van and two very strong men.
Maya: That sounds like a bargain? I have no idea what ovens cost
Jonas: New it's about fifteen grand. So yes. It's currently sitting in the middle of the bike shop wrapped in blankets like a patient.
Maya: Does it need surgery?
Jonas: A new thermostat. The electrician is coming on Wednesday. How's life in the emergency department?
Maya: Three weeks left. I'll miss some of it, honestly. The team especially.
Maya: Oh and I've booked Lisbon! My sister Chioma and I are going in May for five days. It's her birthday present.
Jonas: Lisbon! You have to eat pastéis de nata every single day. That's an order.
Maya: I plan to eat my body weight in them. Chioma's already made a spreadsheet of bakeries.
Jonas: I like her. Send me photos of the good ones, I want to steal ideas.
Maya: Industrial espionage. I'm in.
Jonas: How's Gloria junior?
Maya: Alive!! I've fed her every day. I even made a loaf last weekend. It was flat like a frisbee but it tasted nice.
Jonas: Flat usually means underproved. Give it longer in a warm spot. Next to a radiator.
Maya: Noted. My flat is freezing so that might be the issue.
Jonas: Or you could just move to Bristol and eat mine.
Maya: Tempting. But they'd miss me in Leeds. Probably.
"""},

{"n": 4, "fmt": "jsonlist", "dt": "2023-04-15 10:05", "chat": """
Maya: I have news and it has four legs
Jonas: No. Way. Did you get a dog?? In a flat??
Maya: A cat! I adopted him last Sunday from the RSPCA in Leeds. He's a grey tabby, about five, and he only has one eye.
Jonas: A pirate cat! What's he called?
Maya: He came with the name Pickle and I couldn't change it, he answers to it. Sort of. When he feels like it.
Jonas: Pickle. Perfect. Photos please.
Maya: This is him judging me from the windowsill [[photo: a one-eyed grey tabby cat sitting on a windowsill]]
Jonas: He looks like he's seen things. Was he expensive?
Maya: £75 adoption fee, which included his jabs and microchip. Then I spent about three times that at the pet shop on a bed he refuses to sleep in.
Jonas: Classic. Where does he sleep?
Maya: On my scrubs. Exclusively on my clean scrubs.
Jonas: How does he cope with your shifts?
Maya: My neighbour Mrs Adebayo pops in when I'm on long days. She already loves him more than me.
Jonas: And the new job? You've switched over now, haven't you?
Maya: Started general surgery on Wednesday. My consultant is Mr Hargreaves and he's exactly what you'd imagine. He asked me the blood supply of the stomach on the ward round in front of a patient.
Jonas: Did you know it?
Maya: I knew most of it. He looked disappointed anyway. I think that's just his resting face.
Jonas: Haha. Well my news is less cute. The builders are behind. The floor in the back had to be dug up because of a drain, so we're not opening in May.
Maya: Oh no. When then?
Jonas: Sometime in June, hopefully. I won't give a date until the plumber gives me one.
Maya: Sensible. Are you still doing the market stall?
Jonas: Every Saturday. I'm there now actually, on my phone between customers. The queue's building so I'd better go.
Maya: Go go go. Give Gloria a cuddle from Pickle
Jonas: Ha. Will do. Send more cat content x
"""},

{"n": 5, "fmt": "locomo", "dt": "2023-05-21 18:10", "chat": """
Maya: I'm back! Lisbon was unreal.
Jonas: Welcome home! How many custard tarts?
Maya: I counted. Twenty-three in five days. My sister ate more but she denies it.
Jonas: Respect. Where was the best one?
Maya: A tiny place in Alfama with no sign. Still warm, really dark caramelised top, a tiny bit of salt in the pastry. I nearly cried.
Jonas: Okay that's it. I'm putting custard tarts on the opening menu.
Maya: Seriously??
Jonas: Seriously. I've wanted a laminated pastry that isn't a croissant for ages. And now I have to, you've made me jealous.
Maya: I demand they be called Maya tarts
Jonas: They'll be called custard tarts, but I'll think of you every time a tray burns.
Maya: Rude. Anyway, any news on the date?
Jonas: YES. We open on Saturday 17 June. The plumber finished, the floor's done, the oven works, and the food hygiene inspector is coming on the 8th.
Maya: Aaah! Less than a month!
Jonas: Also, I hired someone! My first employee.
Maya: Who?
Jonas: Tomasz. He's a pastry chef from Gdańsk, he's been working at a hotel in Bath and hates it. He laminates like a machine. Honestly he's better than me.
Maya: Don't say that. But also, great hire.
Jonas: He starts on the 1st of June so we can do a few test bakes.
Maya: Can I come to the opening? Let me check the rota...
Maya: Oh no. I'm on call that weekend. Saturday and Sunday. I'm so sorry.
Jonas: Don't be sorry, you can't help it. Come when you can.
Maya: I'll come in the summer, I promise. August maybe, once I'm off surgery.
Jonas: Holding you to it. How's Pickle?
Maya: Furious that I left him for five days. Mrs Adebayo spoiled him rotten and now he won't eat normal food.
Jonas: Sounds like he's got taste.
Maya: He's got a tuna habit. Anyway, go bake. I'll ring you properly next week.
"""},

{"n": 6, "fmt": "locomo", "dt": "2023-06-21 20:20", "chat": """
Maya: Tell me EVERYTHING about Saturday
Jonas: I'm still recovering. It was mad.
Maya: Good mad?
Jonas: Good mad. There was a queue down North Street before we opened at 8. Round the corner past the chippy.
Maya: JONAS.
Jonas: We sold out by 11. Everything. Tomasz was laminating more dough in the back like a man possessed, didn't matter, we were out by 11 anyway.
Maya: What went fastest?
Jonas: The cardamom buns, by a mile. Gone in forty minutes. People were asking if they could preorder for the next day.
Maya: The ones you made me for my birthday that time?
Jonas: Same recipe, bit more butter.
Maya: I'm so happy for you. And the custard tarts?
Jonas: Good, but I burnt the first tray. Thought of you.
Maya: 😂
Jonas: Sunday was quieter but still decent. Then on Monday I slept for fourteen hours.
Maya: You deserved it. I'm sorry I wasn't there, the on-call weekend was awful. Two laparotomies on Saturday night and a man who swallowed a fork.
Jonas: A FORK?
Maya: Don't ask. He's fine. The fork isn't.
Jonas: I'm not going to ask. How long have you got left with the scary consultant?
Maya: Six more weeks, then I rotate again. Mr Hargreaves actually said "good" to me today. Once.
Jonas: Frame it.
Maya: I wrote it on a post-it. How's Gloria coping with the production line?
Jonas: She's had to have babies. I have four buckets of starter now. Tomasz calls them the girls.
Maya: I love Tomasz already.
Jonas: You'll meet him when you come down. August, remember?
Maya: August. I've already asked for a weekend off. Fingers crossed.
Jonas: Crossed. Now I have to go, 4am alarm.
Maya: Night baker x
"""},

{"n": 7, "fmt": "jsonlist", "dt": "2023-07-16 21:03", "chat": """
Maya: Bad week in Pickle land
Jonas: Oh no, what happened?
Maya: He stopped eating and kept pawing at his mouth. Took him to the vet on Tuesday, turns out he had a rotten back tooth. They took it out under anaesthetic.
Jonas: Poor boy! Is he okay?
Maya: He's fine now, eating like a horse. My bank account is less fine. The bill was £380.
Jonas: Ouch. Does he not have insurance?
Maya: I never got round to it. Lesson learned, I've sorted it now.
Jonas: One eye, one tooth less. He's a proper pirate now.
Maya: He's earning his stripes. How's the shop?
Jonas: Busy but honestly stressful. Got the first quarterly electricity bill and nearly fell over. Running that oven from 4am every day costs a fortune.
Maya: How much??
Jonas: Let's just say more than the rent for that quarter. I'm looking at a night-time tariff and batching the bakes better.
Maya: That's scary. Are you okay money-wise?
Jonas: We're making money, just not as much as my spreadsheet promised. I'll figure it out. People keep coming back, that's what matters.
Maya: They do. I've seen the Instagram. The comments are all heart-eyes.
Jonas: Ha. Enough about dough. Have you decided about the specialty thing?
Maya: Kind of. I think I'm leaning towards emergency medicine. I've missed the chaos of my first rotation way more than I expected. The variety, the pace, the team.
Jonas: But you hated the nights.
Maya: I did. But everyone says you get used to them. Maybe.
Jonas: You told me in January you were writing letters with your eyes shut.
Maya: Okay, okay. I haven't decided decided. Applications aren't till the autumn. I'll do some shadowing first.
Jonas: Fair. You'd be brilliant at anything.
Maya: Thanks. Still on for August?
Jonas: Of course. The spare room has a bed now, not just sacks of flour.
Maya: Luxury. I'll book the train this week.
"""},

{"n": 8, "fmt": "locomo", "dt": "2023-08-19 11:20", "chat": """
Maya: Thank you for last weekend!! I'm still full.
Jonas: Thanks for coming! It was so good to have you here.
Maya: Bristol is so pretty. And the hot air balloons over the harbour on Saturday morning, I didn't know that was a thing.
Jonas: Balloon Fiesta. You timed it perfectly without even trying.
Maya: I loved the shop too. It smells like heaven. I see why the queue goes round the corner.
Jonas: Tomasz liked you. He said you're the first doctor he's met who eats like a baker.
Maya: I'll take that as a compliment. He's so quiet and then suddenly he's hilarious.
Jonas: That's exactly Tomasz.
Maya: Okay now the important thing. Ines.
Jonas: Ahaha. Here we go.
Maya: The woman who makes all the mugs for your shop, Jonas. The ceramicist. Who "just dropped by" on Sunday with a box of cups and stayed for three hours.
Jonas: She did drop off cups!
Maya: And then you walked her to her car. I saw you through the window.
Jonas: Okay. Fine. We've been on a few dates. Since July. It's early.
Maya: I KNEW IT. She's lovely. She told me about her studio in Stokes Croft and asked if I wanted to do a wheel class.
Jonas: She liked you too. She said you're "a lot, but in a good way".
Maya: Accurate.
Jonas: How's the new rotation going?
Maya: Too early to tell, I'd only done a week before I came down. I'll tell you properly when I know what I'm doing.
Jonas: And the big decision?
Maya: Still thinking. Don't.
Jonas: Not saying a word.
Maya: Pickle says hi. He spent the weekend punishing Mrs Adebayo for my absence.
Jonas: Tell him I'm saving him a croissant end.
Maya: He would absolutely eat that. Right, I'm on shift in an hour. Thanks again for everything x
Jonas: Come back soon x
"""},

{"n": 9, "fmt": "jsonlist", "dt": "2023-09-17 19:40", "chat": """
Jonas: Have you got a minute? I need to rant
Maya: Always. Go.
Jonas: The landlord came by on Friday. The rent's going up to £1,600 a month from January.
Maya: What?! Can he do that? You've got a five-year lease
Jonas: There's a rent review clause after the first year. I read it, I just hoped he'd forget. He didn't.
Maya: Ugh, that's horrible. What are you going to do?
Jonas: Wholesale. I've been putting it off but we've got spare oven time in the afternoons. I've signed three cafés so far.
Maya: Which ones?
Jonas: Fig & Fennel in Southville, a place called Loop on Gloucester Road, and the café at the Arnolfini. They take sourdough and buns, I drop off at 7am.
Maya: Fancy! The Arnolfini!
Jonas: I'm very cultured now. Anyway. How's the rotation? You never told me properly.
Maya: Psychiatry. Community team in Armley. I thought I'd hate it and I actually really like it. You spend an hour with someone instead of five minutes.
Jonas: That sounds like a big change from the surgeons.
Maya: Total opposite. Nobody shouts. I go home at five. Pickle is confused by my presence.
Jonas: Haha. Does this change the big decision?
Maya: It's made me think about it differently. I'll tell you when I know. Applications open next month.
Jonas: No pressure.
Maya: Plenty of pressure, but thanks. How's Ines?
Jonas: Good. Really good actually. She's teaching me to throw a pot. I'm terrible, everything comes out looking like an ashtray.
Maya: Ha! Do you sell the ashtrays in the shop?
Jonas: She said absolutely not. She has standards.
Maya: Romance is dead.
Jonas: Romance is alive and has a quality control policy.
Maya: 😂 Right, Pickle's screaming for dinner. Hang in there with the landlord x
Jonas: Thanks Mai x
"""},

{"n": 10, "fmt": "locomo", "dt": "2023-10-15 20:05", "chat": """
Maya: Guess who sent her first V5 today
Jonas: I assume that's a climbing thing and not a medical thing
Maya: Climbing thing! A horrible overhang problem at The Depot I've been trying for six weeks. I screamed when I topped out. Everyone clapped.
Jonas: Amazing!! Look at you. From top-bunk vertigo to this.
Maya: I go three times a week now. It's my therapy. Also, I have news.
Jonas: Big news?
Maya: Big-ish. I've decided. I'm applying for GP training.
Jonas: Oh! That's a change from the summer.
Maya: I know. I did two shadowing shifts in A&E last month and the second one was a night, and I just... remembered. Feeling sick at 4am, missing everyone's birthdays. I can't do that for thirty years.
Jonas: That makes total sense.
Maya: And this rotation has shown me I love the long conversations, knowing people over time. General practice is that. Plus I can actually have a life. Climb. Keep a cat alive.
Jonas: Pickle approves.
Maya: Pickle approves of anything that means I'm home to feed him. I submitted the application on Thursday.
Jonas: Proud of you. Where are you applying?
Maya: Leeds as first choice. I want to stay, I've got the flat and my climbing friends and Mrs Adebayo.
Jonas: Makes sense. My news: we got shortlisted!
Maya: For what??
Jonas: The Bristol Independent Food Awards. Best Bakery category. Six bakeries on the shortlist.
Maya: JONAS. That's incredible. When's the ceremony?
Jonas: Early November. Ines is making me wear a shirt with buttons.
Maya: Quite right. Will Tomasz go?
Jonas: He says he'll come if there's free wine. So yes.
Maya: Haha. Good luck! Tell me the second you know.
Jonas: You'll be the first text.
"""},

{"n": 11, "fmt": "jsonlist", "dt": "2023-11-19 18:22", "chat": """
Jonas: So... we came second!
Maya: WHAT. At the awards?? Runner-up for Best Bakery??
Jonas: Runner-up! Lost to a place in Clifton that's been going for 20 years. Honestly I'm thrilled.
Maya: That's amazing after five months! I'm so proud. Sorry I missed your text, I was on a long day.
Jonas: No worries. Tomasz drank most of the free wine and made a speech nobody asked for.
Maya: Haha iconic. Did Ines make you wear the shirt?
Jonas: She did. There's a photo. I look like a waiter.
Maya: Send it immediately
Jonas: Never. Also the Christmas stollen preorders are mad. We've got 140 already and it's not even December.
Maya: 140 stollen! Can you even make that many?
Jonas: Tomasz has a plan. It involves a lot of marzipan and no sleep. We'll bake them the week of the 11th.
Maya: Save me one?
Jonas: Already on the list. Under "Dr Pickle".
Maya: 😂 Perfect. My news: I got shortlisted for interview for GP training! It's on Wednesday the 6th of December, at the deanery in Leeds.
Jonas: Yes!! How do you feel?
Maya: Nervous. It's a consultation with an actor and then a written bit. I'm practising with a friend from work.
Jonas: You'll smash it. You talk to people for a living.
Maya: Other news, less good: Pickle escaped on Tuesday.
Jonas: NO. Is he ok??
Maya: He got out when the gas man came. I was out looking for three hours in the dark with a torch, shaking a packet of treats. Found him two streets away sitting on a wheelie bin like nothing had happened.
Jonas: Classic cat. Completely unbothered.
Maya: I cried when I found him. He just yawned at me.
Jonas: He knew you'd come.
Maya: He's grounded now. How's the landlord saga?
Jonas: Signed the new terms. Nothing I can do. The cafés help a lot, we added a fourth one last week.
Maya: Good. You're doing amazing.
Jonas: So are you. Good luck prepping x
"""},

{"n": 12, "fmt": "locomo", "dt": "2023-12-17 16:30", "chat": """
Maya: It's done! The interview's done!
Jonas: How did it go??
Maya: I think okay? The actor was playing a man who wanted antibiotics for a cold and got really angry. I stayed calm. I think.
Jonas: You're the calmest person I know in a crisis. Remember the chip pan fire?
Maya: I threw a wet tea towel on it and you screamed.
Jonas: I did not scream. I shouted assertively.
Maya: Sure. Results come out in March. So now I just wait and try not to think about it.
Jonas: Any Christmas plans?
Maya: I'm working Christmas Day. Ward cover. Then I go to Mum and Dad's in Croydon for New Year, I've got four days off.
Jonas: Christmas Day shift, oof.
Maya: It's not bad actually. Everyone brings food, the consultants come in wearing Christmas jumpers. It's weirdly nice.
Jonas: Make sure you eat your stollen. It's in the post tomorrow.
Maya: YES. Thank you!! How's stollen week going?
Jonas: We're on day six of stollen hell. There's marzipan in my hair. But we'll make it.
Maya: Any other news?
Jonas: Actually yes. Ines and I are moving in together. In January.
Maya: !!!!! Jonas!! That's so fast and also so right
Jonas: Her lease ends and mine's a shoebox above a vape shop. We found a flat in Southville near the shop, with a room she can use for glazing.
Maya: I love this. You've never lived with a girlfriend before.
Jonas: I've lived with you.
Maya: That doesn't count, I was a flatmate who stole your cheese.
Jonas: True. Also, I've been thinking about a second site. There's an empty unit in Clifton Village. The agent wants an answer by February.
Maya: A second shop already? Is that sensible with the rent going up?
Jonas: That's exactly what Ines asked. I don't know. I'm going to sit down with the numbers after Christmas.
Maya: Do that. Don't make the decision when you're high on stollen.
Jonas: Wise. Merry Christmas Mai.
Maya: Merry Christmas x Send me a photo of the marzipan hair.
"""},

{"n": 13, "fmt": "jsonlist", "dt": "2024-01-21 12:47", "chat": """
Maya: How's the cohabiting life?
Jonas: So far so good. She's taken over the spare room with a kiln, I've taken over the kitchen with a second fridge for dough. Compromise.
Maya: Very healthy. Does she mind the 4am alarm?
Jonas: She says it's like living with a farmer.
Maya: 😂 Did you decide about the second shop?
Jonas: I did. I'm not doing it.
Maya: Oh! What changed?
Jonas: I did the numbers properly with my accountant. With the rent hike kicking in this month and the electricity, a second shop would mean me working 90-hour weeks for two years. And Tomasz would have to run one of them on his own.
Maya: That sounds like a recipe for burnout. Pun intended.
Jonas: Ha. So instead I'm starting Sunday baking classes at the shop. We're closed Sundays anyway. Eight people, sourdough basics, four hours, £85 each.
Maya: That's such a good idea! Same building, no new rent.
Jonas: Exactly. The first one is on the 4th of February and it's already full. People love the idea of making bread with their mates.
Maya: Can I book one for my birthday?
Jonas: You get a free one. Former flatmate privileges.
Maya: How's Tomasz feeling about not running a shop of his own?
Jonas: Relieved, I think. He's happy just being the best baker in Bristol. I'm making him head baker, with a pay rise from March.
Maya: Good. He deserves it.
Jonas: How's the new rotation?
Maya: It's the last one of the foundation years, general practice! A surgery in Headingley. It's basically a trial run. And I love it. Which is lucky, given what I've applied for.
Jonas: That's perfect. Any news on the application?
Maya: Not till March. I refresh my email like a maniac.
Jonas: How's Pickle?
Maya: He's discovered the heated throw I got for Christmas and hasn't left it in three weeks.
Jonas: Smart cat.
Maya: Smarter than me. Right, off to climb. Love to Ines x
"""},

{"n": 14, "fmt": "locomo", "dt": "2024-03-10 19:15", "chat": """
Maya: I GOT IT
Jonas: GP training?!
Maya: Leeds! First choice! The email came through on Thursday while I was in the middle of a clinic and I had to pretend to be professional for two more hours.
Jonas: MAYA!!!! Congratulations!!!!
Maya: I'm still in shock. Three years of training, starting in August. I'll be a fully qualified GP by 2027.
Jonas: Dr Okafor, family doctor. It suits you.
Maya: It does, doesn't it? Mum cried on the phone. Dad asked if that means I can look at his knee.
Jonas: Haha of course he did.
Maya: How are the classes going?
Jonas: Amazing. We've done five now and every single one sold out. There's a waiting list of sixty people.
Maya: Sixty! Are you going to add more?
Jonas: Maybe a Saturday afternoon one. Tomasz wants to teach a croissant class but he's terrified of talking to strangers.
Maya: He made a speech at the awards!
Jonas: With wine. He asked if he can have wine in class. I said no.
Maya: 😂 And how's the anniversary planning? It's coming up in June, right?
Jonas: Yes! We're planning a street party on the Saturday, free coffee and a cake for anyone who was there on day one.
Maya: How will you know who was there on day one?
Jonas: Honour system. Bristol's very honest.
Maya: I'm coming. I'm not on call. I checked. I've booked the leave already.
Jonas: For real this time?
Maya: For real. I missed the opening, I'm not missing the birthday.
Jonas: Ines says you can stay with us. The spare room is the kiln room, but there's a sofa bed.
Maya: I'll happily sleep next to a kiln. Is it warm?
Jonas: Very. Just don't touch anything that's drying.
Maya: Pickle will be so jealous. Right, I'm going out for celebratory noodles with the climbing lot.
Jonas: Have a brilliant night, Dr O. You earned this.
"""},
]
