# -*- coding: utf-8 -*-
"""Hannah (veterinary nurse, Leeds) and Rosie (farm stay in the Dales), sisters.
Line format: 'X: text'.  '[img CAPTION] text' = shared photo (LoCoMo blip_caption);
'[media]' = a photo/voice note (WhatsApp '<Media omitted>')."""

SCRIPT = r"""
=== 1 locomo 2022-03-12 19:42
H: Hiya! Finally off shift. How's the farm? Did the barn thing go in?
R: It did! The planning application went to the council last week. Fingers crossed, they say eight weeks.
H: Amazing. What's the plan for it again, another holiday let?
R: Holiday let downstairs, a big open space up top for parties, small weddings, yoga retreats, that sort of thing. Sleeps six.
H: And the money side? Last time you were pulling your hair out over quotes.
R: Got the first proper one from Aldous & Sons in Skipton. £48,000 for the shell and the roof. Dev nearly fell off his chair.
H: Oof. Is that even doable?
R: Just about, with the diversification grant and if the shepherd's hut keeps booking. It's been full most weekends at £85 a night.
H: That hut is the cutest thing. People must love waking up to the sheep.
R: The Jacobs are lambing next month so they'll get the full show. How's work?
H: Busy. We had a hedgehog brought in yesterday with fishing line wrapped round its back leg. Kirkstall Road Vets is basically a wildlife rescue on Fridays.
R: Did it make it?
H: It did! Off to a rescue centre in Otley on Monday. I named him Sonic, sorry, couldn't resist.
R: 😂 Classic. And home? You went very quiet last time I asked about Marcus.
H: Yeah. It's... not great. We're polite to each other, like flatmates. I don't really want to go into it tonight.
R: That's fine. You know where I am. The door's always open up here.
H: I know. Thanks Ro. Biscuit is the only one in the house who's happy, she's claimed the radiator shelf.
R: That cat has the right idea.
H: I've started doing parkrun on Saturdays at Woodhouse Moor to get out of the house. 29 minutes last week!
R: Look at you! I chase sheep round a field, does that count?
H: Absolutely counts. Right, bath and bed. Send lamb pics next month.
R: Will do. Love you x

=== 2 whatsapp 2022-05-28 10:15
H: Morning. Are you about? Need to tell you something
R: Just finished the hens. What's up?
H: Marcus and I are separating. We decided properly on Sunday night.
R: Oh Han. I'm so sorry. Are you ok?
H: Honestly? Weirdly calm. It's been coming for a year. Nobody cheated, we just stopped being a team.
R: That's still a lot. Who's staying in the house?
H: He is, for now. We'll sell it eventually. I've found a flat, I'm moving out next month.
R: Already?? You don't hang about
H: Viewed it Thursday, put a deposit down Friday. It's small but it's mine.
R: Come up here first if you want. The back bedroom in the farmhouse is free until the 10th
H: I might take you up on a weekend. I could do with a long walk and nobody asking questions
R: No questions. Only sheep. And Dev's terrible coffee
H: 😂 deal
R: Do Mum and Dad know?
H: Ringing them tonight. Don't say anything yet pls
R: Course not
H: Anyway. Distract me. Any barn news?
R: Actually YES. Planning permission came through on Tuesday!!
H: NO WAY. That's brilliant!
R: Email at 4pm, I screamed so loud Moss hid under the quad bike
R: [media]
H: Poor Moss 😂 So Aldous & Sons can start?
R: In theory. They've gone quiet on me though. Chasing them Monday
H: Good news in the same week as my rubbish news. Balance 🙃
R: Love you. Ring me after you've talked to Mum
H: Will do x

=== 3 locomo 2022-07-09 20:05
R: How's the new place? Have you unpacked yet?
H: Mostly! The flat in Headingley is on the second floor, you can hear the cricket crowd from the kitchen when there's a match on.
R: That's so you. Any furniture?
H: A sofa from the charity shop, a bed, and a wonky bookcase. Marcus kept most of the stuff, which is fine, I didn't want the memories.
R: And Biscuit?
H: Biscuit stayed with Marcus. She's twelve, she hates change, and he works from home so she's never alone. It broke my heart a bit but it's right for her.
R: That's a very grown-up decision.
H: I cried in the Co-op afterwards. Very grown-up.
R: 😢 Big hug.
R: Barn update, since you asked last time. Aldous & Sons finally came back to me. They've put the price up to £57,000 because of timber costs.
H: From 48?? That's a massive jump.
R: Nine grand! I nearly told him where to stick it. Dev found another firm, Pennine Timber Frames, over near Hebden Bridge. They're coming to measure up next week.
H: Good. Don't let anyone take advantage.
R: Also the summer is mental. Every night is booked until September. I'm putting the hut up to £95 from August, everyone says I'm undercharging.
H: You are undercharging. People pay that for a Travelodge.
R: Exactly what Dev says. How's work?
H: Same as ever. A spaniel ate a whole corn on the cob, surgery on Wednesday. Corn cobs are the bane of my life in summer.
R: I'll warn the guests with dogs to keep them away from the barbecue.
H: Please do. Honestly, work is the one normal thing right now.
R: Are you coming up in August? The show's on the 20th.
H: Put me down. I'll do the teas tent.
R: Legend.

=== 4 whatsapp 2022-09-17 18:30
R: Decision made!! We're going with Pennine Timber Frames
H: Yay! What did they come in at?
R: £52,500 all in, including the roof. More than the first quote from Aldous but way less than their new one
H: And they actually answer the phone?
R: Same day, every time. Groundworks start in October
H: Where's it going in the end, the bottom field?
R: Bottom field, by the old sheep dip. But Dev had an idea. We're putting it up on a raised stone plinth, about a metre high
H: Why?
R: The bottom field was squelchy all last winter and the beck came right up to the wall in February. Dev says better to look daft now than be wet later
H: Dev is a wise man. Sensible wall man
R: He'll be insufferable when I tell him you said that
R: How are you doing? Did the letter come?
H: Marcus's solicitor sent the first proper letter. Very polite, very cold. It's fine. It's just admin now
R: Admin with feelings
H: Exactly that. Also... I signed up for something
R: ??
H: A certificate in veterinary anaesthesia. Online modules, a practical logbook, exam in the spring
R: Oh Han that's brilliant. You've been talking about it for years
H: Thought I'd better do something with all the evenings I suddenly have 😅
R: Best revenge is a qualification
H: Haha. Work's paying half
R: Proud of you
H: Don't. I'll cry into my pot noodle
R: Eat a vegetable
H: No x

=== 5 locomo 2022-12-03 16:20
R: Guess what went up on Thursday?
H: The barn?!
R: [img a photo of a tall oak timber frame standing on a stone base in a frosty field] The frame! The crane came at eight in the morning and by lunchtime it was standing.
H: That is gorgeous. It looks like a cathedral made of trees.
R: The oak smells amazing. Dev's been up there every evening with a flask, just looking at it.
H: Up on the plinth and everything! It looks so tall.
R: Roof in the new year if the weather plays nice.
H: Are you still thinking of calling it The Hayloft?
R: Maybe. Dev says it's a stupid name because there's no hay. I'm not accepting notes from him.
H: Ha. Christmas. Am I still coming up?
R: Obviously. Mum and Dad are coming on the 23rd. You can have the hut if you want some privacy, it's got the log burner.
H: Yes please to the hut. I'll bring the mince pies and the good cheese.
R: How are you feeling about the first Christmas on your own?
H: Okay, actually. It'll be nice not to do the in-laws' thing in Harrogate. I'm a bit worried I'll be sad on the day.
R: If you are, we'll take the sheep out and you can cry on a ewe. They don't judge.
H: 😂 Best therapy going.
H: Work's been full on. We had a Labrador in for a dental and I did the whole anaesthetic monitoring while the vet talked me through it. Felt like a proper step up with the course.
R: How's the studying going?
H: Module three of six. Pharmacology is kicking my butt.
R: You'll smash it.
H: Also the team night out is next Friday, the first one I've been to in years.
R: Wear something sparkly.
H: I own one sparkly thing and it's a Christmas jumper.
R: That counts!

=== 6 whatsapp 2023-02-15 21:10
R: Roof's on!!!
R: [media]
H: Oh wow, it looks finished from the outside
R: Ha, inside it's just a big echoey shed for now. Floors, kitchen and bathroom still to do. The builders say Easter for their part
H: Have you decided the name yet?
R: The Hayloft, I think. I've made a mood board. Dev has made a face
H: Put it to a vote at the show
R: Never. It's my barn 😤
H: Speaking of decisions... I've seen a job
R: Ooh tell me
H: Northgate Emergency Vets. Out of hours, a big hospital, they want nurses with anaesthesia experience. Nights, four on four off
R: Nights though? You hate nights
H: I hated nights when I had a husband asleep next to me. Now it's just me and a pot noodle. The pay is loads better and I'd be using the certificate properly
R: Fair. Have you applied?
H: Application's in. Interview after my exam, if they want me
R: And when's the exam?
H: Early April. I'm revising drug doses in the bath
R: Nerd. Proud nerd
H: Also thinking of getting a dog. If I do four on four off I'd have whole days with it
R: A dog in a second floor flat?
H: Greyhounds are basically cats. They sleep 20 hours a day
R: You've done your research
H: I've done nothing BUT research
R: Dev says get a collie. Dev says that about everything
H: Moss is perfect but no collie would survive my flat x

=== 7 locomo 2023-04-22 11:30
H: I PASSED.
R: THE EXAM??
H: The exam! Results came on Monday morning, I opened the email in the staff loo and screamed. Distinction in the practical.
R: Han!!! That's incredible. Mum's going to tell the whole village.
H: She already has. Mrs Pickles at the post office sent me a card.
R: Of course she did. And the Northgate job?
H: That's the other thing. The interview was Wednesday and they offered me the job on Thursday. I start on the 1st of June. Nights, four on, four off.
R: Double celebration! Have you handed your notice in?
H: Yesterday. My boss was lovely about it, said she saw it coming the minute I signed up for the course. I'll miss the Friday hedgehogs.
R: Bring the hedgehogs with you.
H: Emergency work is more dogs hit by cars and cats eating lilies at 3am. I'm excited, honestly.
R: My news is smaller but still news. The barn has a name and it's not The Hayloft.
H: Dev won?
R: Nobody won. We were walking the top field on Sunday and heard that the curlews are back. They nest up there every spring, that bubbling call over the moor. Dev said "that's the name" and I just knew.
H: Curlew Barn. Oh Ro, that's perfect.
R: Curlew Barn. I've ordered a slate sign from a woman in Grassington.
H: When are you opening?
R: Aiming for mid-July. Floors go down next week and the kitchen's coming in May. Can you help me style it? You're better at cushions than me.
H: Everyone is better at cushions than you.
R: Rude but true.
H: I've got the whole of May off before I start. I'll come up for a long weekend.
R: Perfect. Bring your good drill.
H: I don't own a drill.
R: Then bring cake.

=== 8 locomo 2023-06-10 14:00
H: [img a photo of a brindle greyhound stretched out on a grey sofa under a fleece blanket] Meet Pilot!
R: OH MY GOD. He's enormous. And so skinny! Is that normal?
H: Totally normal for a greyhound. He's four, an ex-racer, 31 races apparently and he won two. I picked him up last Saturday from Second Lap Greyhounds in Wetherby.
R: Pilot though, where does the name come from?
H: He came with it. His racing name was Pilot's Promise. I thought about changing it but he already turns his head when I say it.
R: How's he coping with the flat?
H: He's learning stairs! Racing dogs have never seen stairs. It took him two days to come up the second flight without me carrying his back end.
R: That's so sad and so sweet.
H: He sleeps all day while I'm sleeping after nights, so we're in sync.
R: How are the nights?
H: First week done. It's brutal and brilliant. On Tuesday I did three anaesthetics in one shift, including a cat that had fallen off a balcony.
R: Did it land on its feet?
H: Broke its jaw. But it's fine now. Cats.
R: Barn news: the first guests in Curlew Barn are booked for the 15th of July! A family of six from Manchester.
H: Ahh! What are you charging?
R: £140 a night, three night minimum. Everyone says it's cheap for what it is but I want good reviews first.
H: Sensible. Any more bookings?
R: August is nearly full, and we've had our first wedding enquiry. A couple who want forty guests in the loft space.
H: A barn wedding! You'll need fairy lights.
R: I've ordered 200 metres of them. Dev thinks I've lost the plot.
H: Can I bring Pilot up to visit? He's fine with other dogs, not sure about sheep.
R: Moss will keep him in line. We'll do a lead walk round the top field first.
H: Deal. Once he's settled. Maybe August.

=== 9 whatsapp 2023-09-16 17:45
H: It's done
R: What's done?
H: Decree absolute came through on Wednesday. I'm officially divorced
R: Oh Han. How do you feel?
H: Light. Properly light. I thought I'd be sad but mostly I just slept for ten hours
R: That's the nights talking as well
H: 😂 Probably. Marcus texted to say congratulations, which was weird but nice
R: Has the house sold?
H: Completed in July. My half is sitting in an ISA doing nothing, which is very boring of me
R: Boring is good. We'll celebrate properly when you're up
H: How did the wedding go? I saw the photos on Insta, those lights!!
R: It was magic. The couple cried, the guests cried, I cried. Dev cried but says it was hay fever
H: No hay in the barn though
R: 😂 that's what I said
R: Curlew Barn did 38 nights over the summer. It pays the first year of the loan easily
H: Ro that's amazing. Told you so
R: I've done the prices for next year too. The hut's going up to £110 a night from January
H: Finally charging what it's worth
R: And the wedding couple want to book their friends in for next summer already
H: Word of mouth is everything
H: Quick thing. Pilot went mental at some fireworks last week, someone had a party. He was shaking behind the sofa for an hour
R: Poor boy. Bonfire Night's going to be rough
H: I know. I'm going to get him a calming vest and some white noise. And probably bring him to yours for the 5th if that's ok? It's quieter than the city
R: Of course. Farmers don't do fireworks, we're too tired
H: ❤️

=== 10 locomo 2023-11-25 09:40
H: How are you doing this morning? Did the dehumidifiers arrive?
R: Two came yesterday, four more on Monday. The kitchen sounds like an aeroplane.
H: I still can't believe it. That phone call in the early hours of Sunday was the scariest of my life.
R: Sorry for ringing at 2am. I didn't know who else would be awake.
H: I was on shift, it was fine. Tell me again how bad it is now you've had a few days.
R: The river came over the bottom wall just after midnight. By one o'clock the water was 40 centimetres deep in the farmhouse kitchen. Right up to my knees.
H: And the barn?
R: Dry. Completely dry. The water went right round the plinth like it was an island. Dev stood in the yard at dawn and just laughed, a bit hysterically.
H: Told you he was a wise man.
R: He's insufferable, as predicted.
H: Were there guests in?
R: A couple in Curlew Barn. They slept through the lot and came down in the morning to find us bailing out the kitchen. They were lovely, they helped carry stuff upstairs.
H: And the animals?
R: The sheep were up in the top field, thank god. We lost six hens and the polytunnel got flattened. The shepherd's hut lifted off one of its blocks but it's fine.
H: Oh Ro, the hens. I'm so sorry.
R: Henrietta survived. She was found on top of the log pile looking furious.
H: Of course she was.
R: The loss adjuster is coming on Tuesday. The kitchen units are ruined, and the floor's all got to come up.
H: I'm off from Thursday for four days. I'll come up and muck out. I'll bring Pilot, he can guard the surviving hens.
R: He'd eat them.
H: He would not, he's scared of the cat next door.
R: Bring wellies. Real ones, not those fashion things.
H: I bought proper Dunlops yesterday, don't worry.
R: Thanks Han. Honestly. I don't know what I'd do without you.
H: You'd manage, you always do. But you don't have to.

=== 11 whatsapp 2024-01-13 12:20
R: Are you sitting down
H: I'm lying down, I worked last night. What's happened? Is it the insurance?
R: Insurance is sorted actually, they paid out £18,400 on Wednesday. But that's not the news
H: Ok now I'm sitting up
R: I'm pregnant!!!
H: ROSIE!!!!!!!!
H: OMG OMG. How far??
R: We had the 12 week scan on Thursday. Everything looks perfect. Due date is 20th July
H: I'm crying. I'm going to be an auntie!!
R: [media]
H: Look at that little bean. It's got Dev's nose
R: It's a blob Han
H: A blob with Dev's nose
R: 😂 We've known since before Christmas but wanted to wait for the scan. I was so sick during the flood clean-up, I thought it was the smell of the mud
H: That's why you didn't touch the mulled wine at Christmas!! I KNEW something was up
R: Dev's already building a cot. Out of the offcuts of the barn oak
H: Of course he is
R: July is bad timing for the farm stay but we'll manage
H: I'll help. I've got loads of leave
R: How are you anyway? Still seeing the paramedic?
H: Sam. Yes. Two months now. We met when he brought in a dog that got hit by a car on the ring road, and he stayed till it came round from surgery
R: That's the most you thing I've ever heard
H: He's lovely Ro. You'll meet him at Easter
R: Can't wait. The kitchen's still drying out btw, builders say new units in February
H: Progress! x

=== 12 locomo 2024-03-17 15:10
H: How was the 20 week scan?
R: Perfect. Good heartbeat, all the measurements bang on. And... we found out. It's a girl.
H: A GIRL! Oh Ro. Names??
R: Dev wants something from nature. I said absolutely not Curlew.
H: 😂 Curlew Whitcombe-Kapoor.
R: We have a shortlist. I'm not telling anyone until she's here.
H: Fair. How are you feeling?
R: Much better. The sickness stopped at sixteen weeks. Now I just eat toast and get heartburn.
H: And the kitchen?
R: The new units went in last week! We're reopening the farmhouse rooms for Easter. Properly back in business.
H: After four months. You're amazing.
R: Easter weekend is fully booked. So when are you bringing Sam?
H: Easter Monday, if that still works? He's off and I've got days off too.
R: Perfect. He can help Dev with the fence.
H: He's a paramedic, not a farmer!
R: Everyone who visits is a farmer.
H: My news: I'm going to look for a new place. Pilot needs a garden. The stairs are killing his old legs and he's only five.
R: Where are you thinking?
H: Somewhere north of the city, ground floor, with a bit of grass. Near the woods would be perfect for walks.
R: Good plan. Moving in the spring is nicer than in the rain.
H: Also, I've entered the Leeds Half Marathon in May. Sam talked me into it.
R: From parkrun to a half marathon! Who are you?
H: Someone with a lot of night-shift energy, apparently.
R: I'll make a sign. 'Run Hannah, the greyhound is watching'.

=== 13 whatsapp 2024-05-18 19:05
H: Moved!! Meanwood is officially home
R: Already?! When?
H: Last weekend. Sam and his brother did the van. Pilot has a garden and he's been lying in it like a sunbather
R: Send pics
H: [media]
R: He looks so happy. And walks?
H: The Meanwood Valley trail is two minutes away. He does one lap and then wants carrying home
R: Typical greyhound
H: And the half!! That was last weekend too. Moved flat on the Saturday, ran 13 miles on the Sunday. Never again
R: What was your time?
H: 2 hours 4 minutes. I wanted under two, but my legs had carried a sofa up a garden path the day before
R: That's still brilliant. Mum watched the tracker all morning
H: She texted me at mile 8 "keep going love". Thanks Mum
R: Ha. Baby news: 9 weeks to go. I'm the size of a Jacob ewe
H: Are you stopping work?
R: We're not taking bookings for the farmhouse rooms in July and August. Curlew Barn stays open, it's self catering, it basically runs itself
H: I'll do the barn changeovers on my days off. I've already told work I want leave around the due date
R: You're an angel
R: Also Dev has finished the flood bund along the bottom field. The Environment Agency grant came through in April
H: A bund?
R: A big grassy bank, about a metre and a half high, between the river and the yard. Next time the water comes it should stop at the wall
H: Dev and his walls ❤️
R: He's basically a beaver
H: A beaver with a cot to finish
R: Cot's done, now he's on to a high chair 😂

=== 14 locomo 2024-07-27 10:15
R: Sorry for the radio silence. Thank you for Wednesday, you were a star.
H: Don't be daft. How are you both? How's my niece?
R: She's perfect. Asleep on Dev's chest right now, which is the only place she'll sleep.
H: I still can't believe she's here. Tuesday was the longest day of my life and I wasn't even the one doing it.
R: She kept us waiting and then came in a massive hurry. 4am to 11am, start to finish.
H: And the name! Ivy Margaret. Gran would be so chuffed.
R: Dev wanted Ivy from the start, for the ivy on the old barn wall. Margaret was my idea.
H: 7lb 2oz of perfection.
R: She's got the Whitcombe frown already.
H: Poor thing 😂 How's the farm coping?
R: Your changeovers saved us. The barn guests left a card for 'the lady with the greyhound'.
H: Pilot loved helping. By helping I mean lying across the doorway.
R: Anyway, enough about us. You said you had work news?
H: I do! I've been offered clinical lead nurse at Northgate. It's days, Monday to Friday, starting in September.
R: Han! That's huge. No more nights?
H: No more nights. I'll miss the 3am adrenaline, but I want to be awake when Sam's awake. And I want to be able to drive up at weekends and see Ivy.
R: She'll love her Auntie Han.
H: Two years ago I'd just moved out with a charity-shop sofa and a broken heart. Now look.
R: You did that. Nobody else.
H: We both did a lot this year.
R: Next spring we'll take Ivy up to hear the curlews.
H: Deal x
"""
