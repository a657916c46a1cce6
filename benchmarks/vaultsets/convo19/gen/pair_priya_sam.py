# Priya Nair (data analyst) and Sam Whitfield (account manager), colleagues at Northgate Logistics,
# Birmingham, who both take up triathlon.  All invented.  Line syntax as in pair_maya_jonas.py.

PAIR = {
    "folder": "Priya_Sam",
    "a": "Priya",
    "b": "Sam",
    "wa_names": {"Priya": "Priya Nair", "Sam": "Sam W"},
}

SESSIONS = [
{"n": 1, "fmt": "locomo", "dt": "2023-02-06 12:40", "chat": """
Sam: So. Did you actually do it or was that the mulled wine talking at the Christmas party?
Priya: I did it! I signed us both up last night. The Ironbridge Sprint Triathlon, Sunday 18 June.
Sam: Both?? You signed ME up?
Priya: You said, and I quote, "if you do it I'll do it". I have witnesses. Karen from payroll.
Sam: Karen from payroll would say anything. Ok fine. What's a sprint?
Priya: 750m swim, 20k bike, 5k run. It's the short one. Perfect for beginners.
Sam: 750m of swimming. In a pool?
Priya: Open water. A lake just outside Telford.
Sam: I can swim. Sort of. I can definitely do front crawl for a length before I need a lie down.
Priya: That's more than me. I can only do breaststroke. Head out of the water like a lady at the lido.
Sam: So you signed up for a swimming race without being able to swim.
Priya: I can swim! Just... slowly. And with my hair dry. I'll learn front crawl. I've got four months.
Sam: And I haven't run since year 11 cross country. I came second to last.
Priya: Who came last?
Sam: A lad with a broken arm.
Priya: 😂 Ok so we both have work to do.
Sam: What about bikes? I've got a mountain bike in the shed with two flat tyres.
Priya: I have nothing. I'll look for something second-hand.
Sam: Is there a plan? Please tell me you have a plan. You're the data analyst.
Priya: Of course there's a plan. I've found a 16-week beginner plan in a book my cousin lent me. Three swims, two rides, two runs a week. Starting Monday.
Sam: SEVEN sessions a week? With quarter end coming?
Priya: Some of them are 20 minutes! We can run at lunchtime along the canal.
Sam: Fine. But if I die, you're telling Dev.
Priya: Deal. How is Dev anyway?
Sam: Good. She's been looking at wedding venues every evening. I've seen more barns than a farmer.
Priya: Haha. Have you picked a date yet?
Sam: Not yet. Sometime in the autumn. She wants leaves in the photos.
Priya: Very sensible. Ok, lunch run Wednesday?
Sam: ...yes. God help me.
"""},

{"n": 2, "fmt": "whatsapp", "dt": "2023-03-05 10:02", "chat": """
Sam: Parkrun done ✅ 31:40. I'm not dead.
Priya: YES Sam! Cannon Hill?
Sam: Yep. A man pushing a double buggy overtook me on the second lap.
Priya: Those buggy dads are elite athletes, don't feel bad
Sam: I feel very bad. But also proud. First time I've run 5k without walking.
Priya: That's huge! Four weeks ago you couldn't run to the canal bridge.
Sam: Don't remind me. How was your swim thing?
Priya: So I joined a club. Harborne Otters, the masters squad. Tuesdays and Thursdays at 6:30am at the leisure centre.
Sam: 6:30 AM?? Voluntarily??
Priya: It's the only slot for adult improvers. The coach is called Gill and she's about 70 and terrifying. She made me do 20 lengths with a float between my legs.
Sam: Why a float?
Priya: So I can only use my arms. My arms are now jelly. Typing is hard.
Sam: 😂 Are you doing front crawl yet?
Priya: I can do one length of front crawl and then I panic about breathing and switch to breaststroke. Gill says breathing is "all in my head". It's in my lungs, Gill.
Sam: Haha
Priya: Are you doing the lunchtime run tomorrow?
Sam: Can't, I've got the Halewood account review at 1. Wednesday?
Priya: Wednesday. Also quarter end is killing me. I had to redo the whole freight volumes dashboard because someone changed the depot codes.
Sam: That was Martin. Sorry. I told him not to.
Priya: Of course it was Martin.
Sam: Did you find a bike?
Priya: Still looking. Everything decent is like £800 new. I'm watching a few on Facebook Marketplace.
Sam: Get one with gears that work. My mountain bike has two gears: hard and harder.
Priya: Noted. See you Wednesday. Proud of you parkrunner 🏃
Sam: 🏃‍♂️
"""},

{"n": 3, "fmt": "jsonlist", "dt": "2023-03-22 18:05", "chat": """
Priya: Meet my bike!! [[photo: a blue and white road bike leaning against a garage door]]
Sam: Ooh shiny. What is it?
Priya: A Cube Attain, 2019, aluminium, the right size and the gears actually work. £450 from a man in Solihull who's "upgrading".
Sam: That's a bargain. Did you test ride it?
Priya: Round his cul-de-sac, in my work shoes. Very professional.
Sam: Clips or flats?
Priya: Flats for now. I'm not ready to be attached to a bike. I've seen the videos of people falling over at traffic lights.
Sam: Wise. I've been limping a bit this week actually.
Priya: Oh no, what happened?
Sam: The outside of my right knee. It started hurting after 3k on Sunday's run and then it wouldn't stop. Went to a physio on Monday.
Priya: And?
Sam: IT band syndrome. Apparently it's really common with new runners who do too much too soon. Which is me. I did too much too soon.
Priya: What does the physio say to do?
Sam: Foam roller every night, clamshells, no running for two weeks. I can cycle and swim though.
Priya: Foam rolling is torture. I've watched my cousin do it.
Sam: It's medieval. I made noises last night that scared Dev.
Priya: Haha. So no lunch runs for two weeks?
Sam: No. Sorry. You'll have to go on your own.
Priya: I'll survive. Could you ride indoors instead?
Sam: I'll ask. I could ride the old mountain bike to work. It's only 6 miles.
Priya: Do it! That's good training.
Sam: Through Selly Oak in rush hour. Training for survival.
Priya: 😂 How's the wedding stuff?
Sam: Dev's narrowed it down to two barns. Both look identical to me.
Priya: Don't say that to her.
Sam: I've learned. I say "oh I love the beams".
Priya: Good man. Ok I need to go and buy a helmet. I've just realised I don't have one.
Sam: Priorities, Priya.
"""},

{"n": 4, "fmt": "locomo", "dt": "2023-04-23 20:10", "chat": """
Priya: Well. That was the worst hour of my life.
Sam: The lake? I thought you looked okay!
Priya: You were already out of the water! I got in, put my face in and it was black. Pitch black. I couldn't see my own hand. I panicked and clung to the kayak for like three minutes.
Sam: Oh no. I didn't know that.
Priya: The kayak man was very nice. He said it happens to everyone the first time. Then I did breaststroke back to the pontoon like a Labrador.
Sam: Hey, you still did it. First open water swim. At Ellerton Lake in April. In 11 degrees.
Priya: 11 degrees!! My face hurt. The wetsuit felt like it was strangling me.
Sam: Mine felt like that too until the guy told me to pull it up higher at the shoulders. That's the trick apparently.
Priya: Gill says I need to practise sighting and breathing on both sides in the pool. More lengths.
Sam: You'll get there. Remember you couldn't do a length of crawl in March.
Priya: True. I can do eight lengths now before I panic.
Sam: See? Progress.
Priya: How did you find it?
Sam: Honestly I loved it. Cold, but quiet. Just the lake and the birds. I think the swim is my favourite bit.
Priya: Of course it is. You're half fish.
Sam: And my knee is fine now! The physio signed me off last week. I did parkrun yesterday, 28:15!
Priya: WHAT. That's a PB by miles.
Sam: The foam roller works. I hate to admit it.
Priya: Amazing. Okay, I'm a bit jealous.
Sam: You're going to be fine on the bike. You're faster than me on the bike.
Priya: I am, aren't I.
Sam: Don't get cocky. Did you hear the reorg rumours at work?
Priya: The thing about merging the analytics team with finance? Martin said it over coffee.
Sam: Martin says a lot of things. But my manager was weird on Friday. Closed doors.
Priya: Hmm. I'll keep my ears open.
Sam: Same. Right, hot bath. My feet still haven't warmed up.
Priya: Me neither. See you at work.
"""},

{"n": 5, "fmt": "jsonlist", "dt": "2023-05-19 21:30", "chat": """
Priya: SAM. I did it.
Sam: Did what?
Priya: 750m front crawl. Non stop. Tuesday morning at the pool. 30 lengths. Gill stood at the end and clapped once. ONCE. From Gill that's a standing ovation.
Sam: PRIYA!! That's race distance!!
Priya: I know!!! I sang in the shower after. Badly.
Sam: That's amazing. In February you were doing lady-at-the-lido breaststroke.
Priya: Don't. But yes. The trick was breathing every three strokes and counting in my head. Gill was right, it was in my head. I'm never telling her that.
Sam: Ha. Proud of you. Nice way to end the week.
Priya: How was your brick session?
Sam: Bike then run off the bike is so weird. My legs felt like they belonged to someone else. Like running on stilts.
Priya: Jelly legs! The book says it gets better.
Sam: The book says a lot of things. Did 30k on the bike then a 3k run. Slow but done.
Priya: Good. Only 4 weeks to go.
Sam: Don't say that. Also I have a date. Well Dev and I have a date.
Priya: THE date?
Sam: The date. Saturday 14 October. The barn with the beams. Near Ludlow.
Priya: Ahhh!! Congratulations! Autumn leaves secured.
Sam: Leaves secured. Save the date. You're invited obviously. Plus one?
Priya: Just me, probably. Unless I meet someone on the bike.
Sam: Cycling club romance. It could happen.
Priya: With a man in lycra? Hard pass.
Sam: 😂 Fair. Are you coming to the drinks on Friday? Leaving do for Karen.
Priya: Karen from payroll is leaving? Who's going to witness our bets now?
Sam: She's going to a competitor. Rumour is a few people are looking since the reorg talk.
Priya: Are you?
Sam: Not yet. Let's see what happens with the promotions in July.
Priya: Fair. Ok, night Sam.
Sam: Night, fish girl.
"""},

{"n": 6, "fmt": "locomo", "dt": "2023-06-20 13:05", "chat": """
Sam: How are the legs?
Priya: Stairs have been my enemy since Sunday. I'm walking like a crab. You?
Sam: Same. But I'm still buzzing. We're triathletes!
Priya: WE ARE TRIATHLETES. I've put the medal on my monitor.
Sam: Saw that. Very subtle.
Priya: So, the official results came out last night. Have you seen them?
Sam: No, I've been scared to look.
Priya: You: 1:28:45. Me: 1:32:10.
Sam: Ha! I beat you!
Priya: By three and a half minutes. And your chain came off on the bike!
Sam: On the hill out of Coalbrookdale. I had to put it back on with my hands. I still have oil under my nails.
Priya: I know, I passed you. I passed you and waved.
Sam: And then I passed you on the run.
Priya: Because my swim was slow. Fine. I'll be honest, I'm a bit annoyed. I want a rematch.
Sam: 😂 The competitive streak. Karen warned me about this.
Priya: How was your swim?
Sam: Fine! Nobody kicked me in the face. Well, once.
Priya: I did the whole thing front crawl. No kayak. I nearly cried at the exit.
Sam: I saw you come out. You were grinning like an idiot.
Priya: I WAS SO HAPPY. Then I fell over in transition trying to get my wetsuit off.
Sam: I have a photo of that.
Priya: Delete it.
Sam: Never. It's going in my wedding speech.
Priya: Okay here's the thing. I want to do another one.
Sam: Me too, honestly.
Priya: There's the Severn Valley Olympic Triathlon on Sunday 10 September. Olympic distance. 1500m swim, 40k bike, 10k run.
Sam: Double everything?!
Priya: Double everything. We've got 12 weeks. We're fit already.
Sam: Dev will kill me. The wedding's a month later.
Priya: Perfect! You'll look amazing in the photos.
Sam: ...you make a compelling argument. Go on then.
Priya: Already done. I paid your entry fee out of the bet money.
Sam: Of course you did.
"""},

{"n": 7, "fmt": "whatsapp", "dt": "2023-07-09 17:46", "chat": """
Priya: Did you get home ok? That was an epic ride
Sam: Just about. 84km! My bum has filed a formal complaint.
Priya: Bridgnorth and back. Longest ride ever for both of us
Sam: That cafe at the halfway point was heaven. The Pedal Stop. Best bacon roll I've ever had.
Priya: The flapjack was the size of a brick. We should make it our Sunday ritual
Sam: Every Sunday. Long ride to The Pedal Stop. Non negotiable.
Priya: Deal 🤝
Sam: Also, I wanted to say well done. Properly. I heard on Friday.
Priya: Ah. Thank you. It still doesn't feel real.
Sam: Analytics Lead! You deserve it. Your dashboard basically runs the whole company.
Priya: I start on 1 August. I get a team of four. And a desk by the window, which is the real win.
Sam: The window desk!! Power move.
Priya: How are you feeling? About yours?
Sam: Honestly? Gutted. They gave the senior account manager job to Rob from the Leeds office. I've been there five years.
Priya: I'm sorry Sam. That's rubbish. You've brought in more accounts than anyone.
Sam: That's what I said to my manager. He said "next year, probably". I've heard that before.
Priya: Are you going to start looking?
Sam: Maybe. Dev says I should. I'll see after the race. Don't want to think about CVs and bricks at the same time.
Priya: Fair. Whatever you need. I'll be a reference.
Sam: Thanks. Means a lot.
Priya: Knee ok after today?
Sam: Knee is perfect. Foam roller and me are friends now.
Priya: Told you.
Sam: You did not tell me, you said it was torture.
Priya: I said it was torture that works.
Sam: Revisionist 😂 See you at the pool Tuesday?
Priya: 6:30, don't be late. Gill says you can come as my guest.
Sam: I'm scared of Gill.
Priya: Everyone is scared of Gill.
"""},

{"n": 8, "fmt": "jsonlist", "dt": "2023-08-14 12:55", "chat": """
Priya: Disaster at the lake on Saturday
Sam: What happened? I thought you went with the swim club lot
Priya: I did. Got my wetsuit on, went to pull it up and my fingernail went straight through the neoprene on the back of the leg. A massive tear.
Sam: Noooo. Can it be fixed?
Priya: The shop says a patch might hold, but it was my cheap one from Decathlon and it's already had a hard life. So I bought a new one. An Orca. It cost nearly as much as my bike.
Sam: How much??
Priya: £320. Don't tell my mum.
Sam: Well, you'll be faster in it. That's what they say anyway.
Priya: It's like being hugged by a very expensive seal.
Sam: Haha. Four weeks to Severn Valley.
Priya: How was the heat on your run yesterday? It was 28 degrees.
Sam: Awful. I did 12k at 7am to avoid it and still melted. I've ordered a new bike computer so I can stop guessing my speed.
Priya: Which one?
Sam: A Garmin Edge. Dev said it was an early birthday present. It's really a bribe so I stop talking about wattage at dinner.
Priya: 😂 Smart woman.
Sam: Also... keep this between us. I had an interview on Friday.
Priya: !!! Where?
Sam: Halcyon Freight. Key account director. They're in Solihull.
Priya: That's a big step up! How did it go?
Sam: Good I think. Second round is next week. It'd mean leaving you all, though.
Priya: Sam. Don't stay for us. Go and get it.
Sam: I know. It'd also mean a 40-minute commute each way. Less riding to work.
Priya: You could ride to Solihull.
Sam: 16 miles! Each way!
Priya: Training, Sam. Training.
Sam: You're obsessed.
Priya: I'm a triathlete now. Obsession is in the contract.
Sam: Fine. Lunch swim Wednesday? Wait, you have a team meeting.
Priya: I have a team now! I keep forgetting. Thursday then.
Sam: Thursday.
"""},

{"n": 9, "fmt": "locomo", "dt": "2023-09-13 19:20", "chat": """
Priya: Okay I can finally walk to the kitchen without holding the walls.
Sam: Same. Sunday was brutal.
Priya: But I did it! 2:58:30. Under three hours!! That was my secret goal.
Sam: You smashed it. And I was behind you! 3:05:12.
Priya: The puncture! How long did it take you to fix?
Sam: Nine minutes. At the side of the road near Bewdley with my hands shaking. A marshal had to help me with the CO2 canister.
Priya: Without the puncture you'd have beaten me again.
Sam: Probably. But I didn't, so you win. Enjoy it.
Priya: Oh I am. I'm putting it on my LinkedIn.
Sam: You are not.
Priya: I'm not. But I'm telling my team.
Sam: The 10k was the worst bit for me. The last 3k I was just counting lamp posts.
Priya: I was fine on the run, it was the swim for me. 1500m felt endless. A man swam right over me at the first buoy.
Sam: Ugh, the washing machine.
Priya: I kept going though. No panic. The new wetsuit was worth every penny.
Sam: Expensive seal hug.
Priya: Exactly. So. Did you hear back?
Sam: I did. I got it. I've accepted.
Priya: SAM!!! Halcyon??
Sam: Key account director at Halcyon Freight. I handed my notice in yesterday. My last day at Northgate is Friday 29 September and I start there on 9 October.
Priya: Just before the wedding! That's a big month.
Sam: Dev says I've lost my mind. New job, wedding and honeymoon all in one go.
Priya: And a triathlon. Don't forget the triathlon.
Sam: I'll miss the lunch runs. And you. And not Martin.
Priya: We'll still do Sundays. The Pedal Stop isn't going anywhere.
Sam: Sundays are sacred.
Priya: Proud of you. Really.
Sam: You too, Analytics Lead. Under three hours.
Priya: Under three hours. I'm going to say it every day.
"""},

{"n": 10, "fmt": "jsonlist", "dt": "2023-10-18 20:10", "chat": """
Priya: Hello Mr Married Man! How's the honeymoon?
Sam: Unreal. We're sitting on a balcony in Funchal. Dev's reading, I'm eating my third custard tart of the day.
Priya: Madeira suits you. I still can't get over Saturday. That was the best wedding I've ever been to.
Sam: Thank you for coming. And for the speech. Nobody expected the transition photo.
Priya: You put it in YOUR speech first! Revenge is a dish served at the reception.
Sam: Ha. Dev loved it. Her gran asked me what a triathlon was.
Priya: The barn was gorgeous. And the leaves!
Sam: The leaves behaved. Dev was so happy.
Priya: How was your first week at Halcyon?
Sam: I only did Monday to Thursday before the wedding. Nice people, massive spreadsheet of clients. I've got a parking space. An actual parking space.
Priya: Fancy. Northgate isn't the same without you. Martin asked who'd bring the biscuits now.
Sam: Tell Martin to buy his own biscuits.
Priya: Ok so. I've been thinking.
Sam: Uh oh.
Priya: Next year. A middle distance. Half Ironman. 1.9k swim, 90k bike, 21k run.
Sam: PRIYA. I'm on my honeymoon.
Priya: There's one in Dorset. The Dorset Coast Middle Distance, Sunday 8 September 2024. Entries open in November.
Sam: That's... a lot of running. A half marathon AFTER 90k on the bike.
Priya: I know. Isn't it exciting?
Sam: Let me finish my holiday and I'll think about it.
Priya: Take your time. Entries open on 1 November.
Sam: That's not time, that's two weeks!
Priya: 😇
Sam: Dev is looking at me. I have to go and watch the sunset.
Priya: Go! Enjoy. Say hi to Dev.
Sam: Will do. And I'm bringing you back some Madeira cake.
Priya: That's not from Madeira actually, it's English.
Sam: Trust an analyst to ruin a souvenir.
"""},

{"n": 11, "fmt": "locomo", "dt": "2023-11-15 21:00", "chat": """
Sam: Ok. I've done it. I've entered. Dorset.
Priya: NO WAY!! You're doing the middle distance??
Sam: Entry confirmed this morning. Dev said if I'm going to be insufferable about training anyway, I might as well have a goal.
Priya: Dev is the wisest person I know.
Sam: She really is. So what's the plan? Another book?
Priya: No book this time. I've got a coach!
Sam: A real one?
Priya: Hollie Marsh. She's a triathlon coach based in Worcester, she's done Ironman Wales twice. She writes my plan every week in an app and adjusts it based on my heart rate.
Sam: That sounds serious. Is it expensive?
Priya: £80 a month. Which is basically my gym membership plus my coffee budget.
Sam: Worth it if it stops you entering me into things.
Priya: Nothing will stop that.
Sam: What's the first thing she's got you doing?
Priya: Slow running. Like, really slow. Zone 2. I'm being overtaken by dog walkers.
Sam: Revenge for my buggy dad.
Priya: Ha. Also a swim technique session once a week with video. Apparently my left arm crosses over in the middle.
Sam: You'll fix it. You fixed your breathing.
Priya: How's the new job going now you're back?
Sam: Busy. I drive a lot more, visiting clients all over the Midlands. Hard to fit training in on weekdays.
Priya: Could you train early? 6am?
Sam: I'm not a 6am person. I'm thinking about getting a turbo trainer for the garage so I can ride at night.
Priya: Do it! Then you can ride in December without dying in the dark.
Sam: Dev says the garage is "for the car". I'll negotiate.
Priya: Good luck with that.
Sam: Are we still doing Sundays?
Priya: Always. But Hollie says my long ride is only 2 hours until January. So the cafe run is off for now.
Sam: Noooo. The bacon rolls!
Priya: I know. Tragic. We'll go in the spring.
Sam: The spring. Ok. I'm going to find a turbo trainer on sale.
Priya: Black Friday's next week!
Sam: Perfect.
"""},

{"n": 12, "fmt": "whatsapp", "dt": "2023-12-27 14:12", "chat": """
Priya: Merry belated Christmas! How's the flu?
Sam: Alive. Barely. I've been in bed since Christmas Eve. Missed the whole thing.
Priya: Oh no! You missed Christmas dinner??
Sam: Dev brought me a plate and I ate three sprouts and fell asleep. Best Christmas ever 😂
Priya: Poor you. Get better. No training until the temperature's gone, Hollie says.
Sam: You asked your coach about me?
Priya: She offered. She's very thorough.
Sam: Tell her I'm resting. Also... I bought it.
Priya: The turbo?!
Sam: A Wahoo Kickr Core. Black Friday, £200 off. It's set up in the garage next to Dev's car.
Priya: Dev allowed it!
Sam: I had to promise to clear out the rest of the garage. Which I haven't. But I will.
Priya: Haha. Have you used it?
Sam: Three times before the flu. It's amazing. I ride through virtual France while staring at the lawnmower.
Priya: Glamorous.
Sam: How's your training going?
Priya: Good! Did a swim test with Hollie last week. 100m in 1:52. In February I couldn't swim one length of crawl.
Sam: 1:52!! You're properly fast now.
Priya: Not fast. But not slow. Medium.
Sam: Medium fish.
Priya: I'll take medium fish. Also I've entered a half marathon in March. Hollie wants me to do one before Dorset. It's the Bath Half, Sunday 10 March.
Sam: Look at you. Entering things.
Priya: Should I enter you too?
Sam: DON'T YOU DARE
Priya: 😂😂
Sam: Let me get over the flu first. Then we'll talk.
Priya: Deal. Rest up. Eat something that isn't a sprout.
Sam: Dev's making soup. Happy new year if I don't speak to you before.
Priya: Happy new year Sam! 🎉
"""},

{"n": 13, "fmt": "locomo", "dt": "2024-01-17 18:30", "chat": """
Sam: Can you talk? I have news and I don't know how to say it.
Priya: Oh no. Are you ok?
Sam: I'm more than ok. Dev's pregnant.
Priya: SAM!!!! Oh my god!!! Congratulations!!!
Sam: We had the 12-week scan on Monday. It's real. There's a little blob with a heartbeat.
Priya: I'm actually crying at my desk. Martin is looking at me.
Sam: Tell Martin nothing haha. We're only telling close people for now.
Priya: When is the baby due??
Sam: End of July. The 29th, according to the scan.
Priya: July! Oh wow. A summer baby.
Sam: So... that's the bit I wanted to talk about. I'm pulling out of Dorset.
Priya: Oh. Of course.
Sam: September with a six-week-old baby, and all the long rides before that... I can't be out for five hours on a Saturday when Dev's eight months pregnant. It's not fair on her.
Priya: No, you're totally right. Family first. I'd be cross if you didn't pull out.
Sam: Thanks. I was worried you'd be disappointed.
Priya: I'm a tiny bit disappointed. But mostly I'm so happy for you both.
Sam: I'm still going to train. Just less. I'll do the Ironbridge sprint again in June, before the baby, for old times' sake.
Priya: A one-year rematch! I'll do it too, as a training race.
Sam: Deal. And I'll come and cheer you on in Dorset with the baby in a sling.
Priya: With a sign! "Go medium fish".
Sam: Haha definitely.
Priya: Can I be an aunty figure? A triathlon aunty?
Sam: You're already saved as "fun aunty Priya" in Dev's phone.
Priya: I'll buy the baby a tiny wetsuit.
Sam: They don't make those.
Priya: I'll find one. How's Dev feeling?
Sam: Sick all the time. She can only eat ready salted crisps and clementines.
Priya: Poor Dev. I'll bring her crisps.
Sam: She'd love you forever. How's Hollie's plan?
Priya: She's moved my long run to Saturday and the long ride to Sunday, so Sundays are still riding days. Pedal Stop in April?
Sam: Pedal Stop in April. I'll bring the scan photo.
"""},
]
