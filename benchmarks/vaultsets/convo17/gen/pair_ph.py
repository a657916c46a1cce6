# Pair 1: Priya Malhotra (paramedic, Manchester) and Hattie Brennan (bakery owner, Leeds),
# former university flatmates (Crookesmoor, Sheffield).
PAIR = {
    "folder": "Priya_Hattie",
    "speakers": {"P": "Priya", "H": "Hattie"},
    "names": {
        "locomo": {"P": "Priya", "H": "Hattie"},
        "whatsapp": {"P": "Priya Malhotra", "H": "Hattie Brennan"},
        "jsonl": {"P": "Priya", "H": "Hattie"},
    },
    "order": ["P", "H"],
}

SESSIONS = [
dict(n=1, fmt="locomo", date="2023-03-11", time="13:56", turns="""
P: Hattie!! I finally have a day off that isn't spent asleep. How are you? It feels like months.
H: It IS months. Last time we properly spoke was Jo's birthday in November. I'm good, knackered, but good. How was the run of nights?
P: Brutal. Four nights on at Longsight, and on the last one I had a cardiac arrest in a Tesco car park at 3am. We got him back though, which doesn't always happen.
H: God, Priya. I'm stood here moaning about proving dough and you're restarting hearts in car parks.
P: Ha, don't be daft. Your job's harder on the body, honestly. What time are you up these days?
H: 4:15. Every day except Monday, which is the only day Brennan's is shut. I can't believe we'll have been open three years this June. Opened in the middle of lockdown like an idiot.
P: Not an idiot, it worked! Chapel Allerton loves you. How's the apprentice doing? Callum, wasn't it?
H: Callum, yes. Started in January. Lovely lad, eighteen, very keen, occasionally sets fire to things. He's got a real knack for laminating though, his croissants are nearly better than mine.
P: Don't tell him that.
H: Never. Actually I've got news. I'm thinking about a second site. There's an empty unit in Kirkstall, used to be a hairdresser's. I'm going to view it on Wednesday.
P: WHAT. Hattie that's massive. Are you sure you want the stress?
H: No. Yes. I don't know. The Chapel Allerton kitchen is too small for the wholesale orders now, I'm turning cafés away. A second place with a proper bake room would fix that.
P: Well I want a full report after Wednesday. Photos of the unit too.
H: Deal. What about you? Still in the flat in Levenshulme?
P: Still there. Still with Mango, who has decided she hates the new radiator and sleeps on my face instead.
H: Mango forever. How's Owen?
P: He's good! Marking mountains of year 10 chemistry mocks. We've started the "should we move in together" conversation, which is terrifying.
H: Oh that's lovely. Terrifying but lovely.
P: Oh and I've started bouldering. There's a climbing centre in Ancoats called Rockhold, I go with a girl from work after day shifts. My forearms have never hurt so much.
H: You?? Climbing walls voluntarily? The girl who wouldn't go up the climbing frame in Endcliffe Park after three ciders?
P: People grow, Hattie. I'm on the purple routes now, which apparently is V2. Whatever that means.
H: Very impressive. So, reunion. Jo messaged me asking if we're still doing a summer trip, the three of us. Like the old Crookesmoor flat days.
P: YES. I need it. Somewhere with hills and a pub and no phone signal.
H: I'll set up a group chat with Jo. She's mad busy in Bristol but she said she'd make it work.
P: Perfect. Right, I'm going to go and eat something that isn't a meal deal. Speak soon x
H: Go! Good luck with the sleep schedule x
"""),
dict(n=2, fmt="whatsapp", date="2023-03-26", time="20:41", turns="""
H: Kirkstall update as promised 🥐
H: Viewed it on Wednesday, went back again Friday with my dad. It's a bit grim inside but the back room is huge, perfect for a bake room. Asking rent is £1,450 a month
P: Ooh that's not terrible for Kirkstall Lane?? Did you put an offer in
H: I did! Offered £1,300 on a five year lease and they came back at £1,375. Shook on it yesterday. Solicitors now
P: HATTIE!!! Second Brennan's!!!
H: Don't jinx it. Nothing's signed. My dad keeps saying "it's not done till it's done" in a very ominous voice
P: Your dad is wise and also a total doom merchant
H: 😂 How's you
P: Big news on my end too actually. I've applied for HART
H: Remind me what that is, I know you've said
P: Hazardous Area Response Team. The paramedics who go into collapsed buildings, chemical incidents, water rescues, confined spaces.<br>It's the thing I've wanted since my second year on the road
P: There's a fitness test first, then an interview if you pass. Fitness test is mid April so I'm doing burpees in the living room and Mango is judging me
H: You'll smash it. You can literally climb walls now
P: Bouldering isn't exactly carrying a casualty up a ladder in full kit but I'll take it
H: Jo's on the group chat btw, did you see? She's suggesting the August bank holiday for the trip
P: Saw it! Coniston sounds amazing. She sent a cottage link, it's got a wood burner
H: And a hot tub, which she did not mention but I spotted
P: Say no more. I'll ask for the leave tomorrow, I'm on days all week so I'll catch my manager
H: Ask early, you know what your rota's like
P: I know I know. Right, burpees. Love you x
H: Love you, go be hazardous x
"""),
dict(n=3, fmt="locomo", date="2023-04-15", time="18:12", turns="""
P: I survived the HART fitness test!
H: And?? Did you pass?
P: I passed! Thursday morning at the training centre in Bolton. Shuttle runs, a casualty drag with an 80 kilo dummy, and a ladder climb in breathing apparatus. I nearly cried in the mask.
H: PRIYA. I'm so proud. What's next?
P: Interview. They said it'll be sometime in May. Panel of three, scenario questions. I'm more scared of that than the dummy.
H: You'll be fine, you talk better under pressure than anyone I know. Remember the landlord and the damp?
P: Ha, the Crookesmoor damp. He gave us two hundred quid back in the end.
H: Because you cornered him in the hallway with a moisture meter.
P: Still proud of that. How was Easter? You must have been slammed.
H: Absolutely slammed. We did 400 hot cross buns on Good Friday alone. Sold out by half twelve. Callum forgot a tray in the deck oven and we had 36 charcoal buns, but otherwise triumph.
P: Charcoal buns. Sell them as "artisan" next time.
H: Don't give him ideas. Kirkstall is crawling along. The solicitor is waiting on something from the landlord's side. I paid for a building survey as well, that was £420 I'll never see again.
P: Ugh. But it'll be worth it when you've got your big bake room.
H: That's what I keep telling myself. Also, I've been thinking about getting a dog.
P: Oh?? You always said you couldn't with the hours.
H: I know, but I'm not a puppy person. I've been looking at retired greyhounds. Apparently they sleep about twenty hours a day. Perfect for someone who's out the door at half four.
H: [photo: a photo of a grey and white greyhound wearing a red fleece coat standing on grass] Look at this one on the rescue's website.
P: That face! They're like big lazy cats.
H: Exactly! I've filled in the application form with a greyhound rescue in Wakefield. They do a home visit first.
P: Mango would hate it. Good thing you're in Leeds.
H: Mango hates everything except you and that radiator.
P: She's started to tolerate Owen. Small victories.
H: How's the moving in conversation going?
P: We've agreed on "by the end of the year", which is very vague and very us. He wants a garden, I want to be close to a station.
H: Compromise: a garden near a station.
P: Genius. You should do relationship counselling.
H: Says the single woman with a dog application pending. Right, I need to be in bed in twenty minutes. Night x
P: Half six bedtime. Never change x
"""),
dict(n=4, fmt="jsonl", date="2023-05-06", time="21:03", turns="""
H: Are you around? Bad day
P: Here. What's happened
H: Kirkstall's dead
P: Oh no. Oh Hattie
H: The landlord's sold the whole building. Some developer bought the block, flats upstairs, and the sale includes the ground floor unit. The new owners want to "review the commercial space", which apparently means turning it into a gym
P: After you'd shaken on it?? Is that even allowed
H: Nothing was signed, so yes. My solicitor was very apologetic. Between her fees and the survey I'm about £600 down for nothing
P: That's so unfair. I'm so sorry. After all those evenings drawing bake room layouts
H: I know. I'd picked out a second-hand spiral mixer and everything. Thank god I hadn't paid the deposit on that
H: Dad did say it's not done till it's done. I'll never hear the end of it
P: Please don't let him say I told you so. Tell him I'll fight him
H: 😂 You'd win. Anyway. Distract me. When's the interview?
P: Wednesday morning, same place as the fitness test. I've been practising answers on Owen in the kitchen. He's very bad at being an intimidating panel
H: What kind of questions?
P: "Tell us about a time you had to make a decision with incomplete information." "What would you do if a colleague wasn't following safety procedures." That kind of thing
H: You have a thousand stories for the first one
P: Too many, that's the problem. I need to pick ones that don't make me sound reckless
H: Ha. Just don't tell them about the Reading festival Portaloo
P: That is sealed in the vault forever
H: Owen stuff going ok?
P: Really good actually. He's got an interview too, funnily enough. Head of chemistry at a school in Stockport. If he gets it we'd probably look for somewhere round there
H: Stockport! Look at you both levelling up
P: Fingers crossed. Hey, will you be ok? Do you want me to come over on my days off
H: Honestly I'm fine, just sulking. Callum made me a "sorry about the gym" tiffin which was sweet. Maybe the universe is telling me one shop is enough
P: Or that the right place hasn't come up yet
H: Maybe. Go and interrogate Owen. Good luck Wednesday x
P: Thank you. Love you, sorry about Kirkstall x
"""),
dict(n=5, fmt="locomo", date="2023-05-27", time="11:20", turns="""
P: Ok, I've had a few days to process so I can talk about it now. I didn't get HART.
H: Oh Priya. I'm so sorry. What did they say?
P: The feedback was actually kind. They said my scenarios were strong but they want people with more time on the road, ideally five years. I'm at three and a half. They told me to reapply next year.
H: So it's "not yet", not "no".
P: That's what Owen said. I was still allowed to sulk for two days and eat a whole tub of Ben & Jerry's.
H: Mandatory. I sulked for a week over Kirkstall.
P: Good news on the other side though. Owen got the head of chemistry job! He starts in September.
H: Amazing! Tell him congratulations from me. So it's Stockport then?
P: Looks like it. We've started looking at houses in Heaton Moor. Everything is either perfect and £80k over budget or within budget and has a tree growing through the kitchen.
H: A tree in the kitchen is a feature. Rustic.
P: So how are you doing, post-Kirkstall?
H: Better, actually. I've had an idea that doesn't involve a lease. Kirkgate Market has stalls going, and they take Saturday-only traders. Much cheaper, no building survey, no developer.
P: Oh I love that! Kirkgate is so busy at the weekend.
H: I've sent the application in. If they say yes I could bake extra on Friday night and take the van in on Saturday morning. Callum's keen to run the shop on Saturdays while I'm there.
P: Callum's being promoted!
H: Acting manager, one day a week. He's unbearable about it already.
P: And the greyhound? Did the home visit happen?
H: Yes! A lovely woman called Bev came round on Tuesday, measured my fences and asked about my hours. I passed. They're matching me with a dog now.
P: This is the best news. Send me pictures the minute you've got one.
H: Obviously. Listen, have you asked about the August leave yet? Jo's asking if she can pay the cottage deposit.
P: I put the request in back in March and it still says "pending". It's always pending. I'll chase it.
H: Chase it hard. I'm not doing a hot tub with only Jo, she talks about pension funds.
P: Ha! She does. I'll chase it on Monday. Go and bake something x
H: Always x
"""),
dict(n=6, fmt="whatsapp", date="2023-06-17", time="19:42", turns="""
H: [photo] MEET BISCUIT
P: OH MY GOD
P: Hattie he's perfect. Look at his little ears
H: He came home last Sunday! Four years old, ex-racer, ran 48 races under the name "Swift Biscuit Bay". Retired because he was more interested in sniffing the other dogs than chasing the lure 😂
P: A lover not a fighter
H: He's brindle and enormous and absolutely terrified of my kitchen floor. Slides everywhere like Bambi. I've had to put rugs down
P: Is he ok with you being out at 4 in the morning
H: He doesn't even open his eyes. My neighbour Sue pops in at 10 to let him out and I'm home by 2. He's settled better than I have honestly
P: I'm coming to meet him. Non-negotiable
H: Please do! Any news on the leave?
P: YES. Approved!! 25th to 29th August. I literally screamed in the station messroom
H: Yesss! I'll tell Jo to book. Coniston here we come
P: Tell her to book the one with the hot tub. I'll send her my share of the deposit tonight
H: She said it's £90 each for the deposit, the rest due in July
P: Done. Also I did a stupid thing
H: Go on
P: I signed up for the Manchester Half Marathon. In October. I've never run further than 10k
H: 😂 why
P: For the air ambulance. One of our crews went out with them on a job last month, a kid who'd come off a quad bike, and they got him to the major trauma centre in 19 minutes.<br>So I want to raise some money for North West Air Ambulance
H: Ok that's a very good reason. I'm sponsoring you £50 and a box of cardamom buns for the finish line
P: You're the best. Owen says he's going to cycle alongside me on long runs, which means he'll get bored after 4k
H: Get him a bell
P: 😂 ok I'm going, Mango's knocked a plant over. Give Biscuit a kiss from his auntie
H: Will do x
"""),
dict(n=7, fmt="locomo", date="2023-07-08", time="16:05", turns="""
H: Guess who got a stall at Kirkgate?
P: NO WAY. You did?!
H: I did! Saturdays, starting the 5th of August. It's in the 1976 Hall near the flower stalls, tiny but right on the walkway so everyone passes it.
P: Hattie that's brilliant. What are you going to sell?
H: Cardamom buns, sourdough, sausage rolls, and whatever Callum's experimenting with that week. Except... Callum won't be there.
P: Oh no. What happened?
H: He's leaving at the end of the month. He's got a job as a commis chef at a big hotel in Harrogate. Proper kitchen, brigade, whites, the lot.
P: Good for him but awful for you! You had him running the shop on Saturdays.
H: I know. I'm genuinely happy for him, he's wanted to cook savoury for ages. But I need to hire someone fast. I've put an ad on a hospitality jobs board and a card in the window.
P: You'll find someone. Who wouldn't want to work at Brennan's?
H: People who don't want to get up at four. So, most people.
P: Fair point. Bouldering update: I'm on V4 now! Blue circuit at Rockhold. I flashed one on Thursday.
H: I don't know what flashed means and I'm scared to ask.
P: It means I got it first try without falling off. It's a big deal.
H: Then I'm very proud. How's the running?
P: Up to 14k. Owen managed to cycle the whole Fallowfield Loop with me last weekend without complaining, which is a first.
H: And the house hunt?
P: We've got a second viewing on a terrace in Heaton Moor on Tuesday. Three beds, little garden, ten minutes' walk to the train. I'm trying not to fall in love with it.
H: A garden near the station! I told you.
P: You did. You're a prophet.
H: [photo: a photo of a brindle greyhound curled up asleep on a grey sofa bed under a tartan blanket] Biscuit's new favourite spot.
P: On your bed?! Hattie.
H: That's the sofa bed downstairs, actually. He won't do stairs. He's terrified of the staircase. The trainer says it's because racing dogs never see stairs in the kennels.
P: Bless him. We'll have to carry him up.
H: He's 34 kilos, no we will not.
P: Fair. Oh, Jo says the cottage balance is due next week, £210 each. I've paid mine.
H: Paying mine tonight. Seven weeks till hot tub!
"""),
dict(n=8, fmt="jsonl", date="2023-07-29", time="22:17", turns="""
P: Hattie I'm so sorry. I've got bad news about Coniston
H: Oh no. What
P: They've cancelled my leave. All of it. Two people on my watch are off long term and another's gone on secondment, so they've pulled annual leave over the bank holiday. My manager was apologetic but it's not moving
H: Can they even do that once it's approved??
P: Apparently yes, under "exceptional service pressures". I've been crying in the car. I was so looking forward to it
H: Oh Pri. That's horrible. Have you told Jo?
P: Just now. She's going to ring the cottage. We paid the full balance so I don't know what we'll get back
H: Don't worry about the money, let's just find another weekend. Even if it's autumn. Hot tubs are better in the cold anyway
P: That's true. Maybe October or November. I'll get my leave request in for the autumn TODAY
H: Today. In blood.
P: 😂 Anyway, tell me something good
H: I've hired someone! Her name's Inês, she's from Porto, trained as a pastry chef in Lisbon and has been working at a hotel in York for two years. She starts on Monday
P: Yay!! A Portuguese pastry chef, you've gone fancy
H: She did a trial shift on Wednesday and made pastéis de nata that made me want to retire. They're going on the Kirkgate menu
P: Save me one. Save me six
H: How's the house? Did the second viewing go well?
P: We made an offer! £238,000, asking was £245k. Waiting to hear back. Mortgage in principle is sorted
H: Ahh! Fingers crossed. Owen must be excited
P: He's already measuring the garden for a greenhouse. We haven't even had the offer accepted
H: Callum's last day was yesterday btw. He cried, I cried, Biscuit ate his leaving card
P: Biscuit!!
H: He's found his confidence. Still won't do the stairs though
P: One step at a time. Literally
H: Ha. Go sleep, you're on days tomorrow aren't you
P: 7am. Night love x
"""),
dict(n=9, fmt="locomo", date="2023-08-19", time="17:48", turns="""
H: Three Saturdays at Kirkgate done!
P: And?! How's it going?
H: Sold out of cardamom buns by eleven every week. Today we did 180. And Inês's custard tarts went in about forty minutes flat.
P: Hattie!! That's incredible.
H: The market manager came over and asked if I'd consider a Friday too. I said let me survive August first.
P: Wise. How's Inês settling in?
H: She's brilliant. Quiet, very precise, weighs everything to the gram. She's already told me my croissant dough is too warm, which it is.
P: Ha, you've met your match.
H: Definitely. What's happening with the house?
P: Offer accepted!! They came back at £240k and we said yes. Completion is supposed to be the 8th of September if the solicitors behave.
H: PRIYA! A house! With a garden near the station!
P: I keep looking at the photos at 3am on nights. Owen's already bought a greenhouse off Facebook Marketplace. We don't even have the keys.
H: He's committed. What about Mango?
P: Mango's coming, obviously. I'm going to keep her in for two weeks so she doesn't try to walk back to Levenshulme.
H: Good plan. And the reunion? Has Jo come up with anything?
P: Yes! Jo got the balance back from the Coniston cottage, we just lost the £90 deposits. And she's found a little place in Whitby for the first weekend in November. Friday to Sunday. And my leave for it is approved.
H: Approved approved, or "approved until it isn't"?
P: Ha. I've got it in writing this time. My manager promised.
H: Whitby in November. Fish and chips, goth weekend, freezing wind.
P: Perfect. The 199 steps. Dracula.
H: Biscuit can come, I hope? Is it dog friendly?
P: Jo checked. Dog friendly. He just has to manage the stairs.
H: He's still not doing stairs! He stands at the bottom and whines.
P: We'll carry him. I'll bring my manual handling technique.
H: 34 kilos of greyhound. Right. How's the training going?
P: Did 17k last Sunday. Raised £410 so far. Your £50 was the first donation btw.
H: Obviously. Go on, go sleep. Nights?
P: Nights from Monday. Love you x
"""),
dict(n=10, fmt="whatsapp", date="2023-09-16", time="10:12", turns="""
P: We're in!!! 🏡
P: [photo]
H: Is that the front door?! Green!
P: Owen wants to repaint it. I said over my dead body, it's perfect
H: Keep the green. When did you get the keys?
P: Completion went through last Friday at about 3pm, and we moved everything on Saturday with Owen's brother's van. Slept on a mattress on the floor for three nights because the bed frame was missing a bolt
H: Classic. How's Mango?
P: Deeply offended. Lives under the spare bed. Comes out at 2am to yell at the boiler
H: She'll come round. She did with Owen
P: Eventually. And the commute's fine, I can cycle to Longsight in 25 minutes. Bought a second hand bike off a guy at work for £150
H: Cycling paramedic! Very fit
P: I need the miles anyway, the half's in four weeks. How are things there
H: Don't ask. The deck oven died on Tuesday
P: Oh no! Mid bake?
H: Mid bake, 5am, full load of sourdough. Temperature just dropped off a cliff. We had to finish everything in the little convection oven in batches. Took till 11
H: The engineer came Wednesday, Gary from Northern Oven Services. Lovely man, terrible jokes.<br>It was the thermostat and a burnt out contactor. £380 all in
P: Ouch. But at least it's fixed
H: Fixed, and Gary's got me on a service plan now. Also, I've done something brave
P: More brave than a market stall?
H: I've entered the Great Northern Bread Awards. The rye sourdough. Inês basically bullied me into it
P: Good! Your rye is unreal. When do you find out?
H: Judging's next month, results in November. There's a ceremony in Harrogate
P: Harrogate! You can visit Callum
H: Ha, I'll make him cook for me
P: Biscuit stairs update?
H: He did ONE step on Thursday and then reversed very fast. Progress
P: A hero x
"""),
dict(n=11, fmt="jsonl", date="2023-10-14", time="19:30", turns="""
H: Big day tomorrow! How are you feeling?
P: Sick. Excited. Mostly sick
H: You've done the training. You did 19k two weeks ago
P: I know. My knee's been a bit grumbly since, I've been icing it. Owen's made me pasta for the carb loading and is now lecturing me about glycogen
H: The chemistry teacher explaining glycogen. Of course he is
P: Ha. He's a head of department now, he lectures more, not less
H: How much have you raised?
P: £640! Way more than I expected. The station had a cake sale, and my mum's WhatsApp group of aunties went wild
H: The aunties always deliver
P: They really do. What are you up to tomorrow?
H: Shop till two. I'll have the tracker open on the counter. What's your race number?
P: 11482. Start is 9am
H: Writing it on my hand
P: How's Biscuit?
H: He sleeps upstairs now!! I bought those rubber stair treads and did two weeks of ham-based bribery. He goes up like he's always done it
P: AMAZING. So Whitby stairs are fine
H: Whitby cottage stairs are fine. The 199 might be a step too far
P: Ha. Jo says she's bringing a "surprise" to Whitby. I'm suspicious
H: She said the same to me. I bet it's the man from the climbing wall in Bristol
P: She climbs now?! How did I not know
H: She started after you told her about it at Easter. You're a bad influence
P: Apparently. Ok how's Inês?
H: She's made an autumn menu. Pumpkin and brown butter buns, and a pear and ginger loaf. The Kirkgate crowd are obsessed. We did a Friday this week as a trial
P: Friday AND Saturday?! You said you'd survive August first
H: I survived August. It's October
P: Fair. Right, early night. Mango's sleeping on Owen's side now, I think they've made up
H: Progress all round! Good luck tomorrow, run fast x
P: Run slow and finish is the plan x
"""),
dict(n=12, fmt="locomo", date="2023-10-28", time="14:30", turns="""
H: Hello half marathon woman! How are the legs two weeks on?
P: Legs fine. Knee less fine. I saw the physio at work on Monday and it's patellar tendinopathy, so no running for six weeks and lots of boring squats.
H: Ugh. But you did it! 1:58:40! I screamed at the shop counter when the tracker updated. A customer thought I'd burnt myself.
P: I still can't believe I went under two hours. I cried at the 20k marker because Owen and my mum were there with a sign.
H: What did the sign say?
P: "RUN PRIYA, THE PATIENT IS WAITING." My mum's idea.
H: Your mum is a legend. And the money?
P: Final total £1,020 with Gift Aid. North West Air Ambulance sent me a lovely thank you card with a photo of the helicopter.
H: Over a grand! Amazing.
P: Now the bad part. No running, no bouldering till the knee calms down. I'm going mad.
H: Swimming?
P: The physio said swimming is fine. There's a pool near us I might try. Anyway, Whitby's next weekend! Are you packed?
H: I'm taking the Friday off, my first Friday off since March. Inês is running the shop and the Kirkgate stall is closed that Saturday. I'm bringing Biscuit, his fleece and about four blankets.
P: I'm bringing walking boots I can't use and a hot water bottle.
H: Jo's driving up from Bristol on Thursday night and staying at mine, and we'll drive over Friday morning. Can you get the train?
P: Train to York, then the bus over the moors. It's gorgeous, I checked.
H: I'll pick you up from Malton if the bus is a pain.
P: Thank you. Any news from the bread awards?
H: Judging was last week. My rye made the final round, they told us on Wednesday. Results at the ceremony on the 16th of November.
P: FINAL ROUND. Hattie!
H: I'm trying to be calm about it. Inês is not. She's told every customer.
P: As she should. Oh, and guess what. I've been asked to be a practice educator.
H: What's that?
P: I'd mentor student paramedics from Manchester Met on placement. They ride out with me and I assess them. I said yes. My first student starts in January.
H: Professor Malhotra of the ambulance.
P: Ha, not quite. But it's a step towards a senior role, and it'll look good when I reapply for HART in the spring.
H: You're reapplying?
P: Definitely. They said time on the road plus teaching would help.
H: Then spring it is. See you next Friday! x
P: Can't wait x
"""),
dict(n=13, fmt="whatsapp", date="2023-11-18", time="21:05", turns="""
H: SILVER 🥈🥈🥈
P: WHAT!!!! The rye??
H: The rye! Silver in the sourdough category at the Great Northern Bread Awards. Thursday night in Harrogate. A bakery from Hexham got gold, they deserved it, their loaf was ridiculous
P: Hattie I'm so proud of you. Did you make a speech
H: No speeches thank god. I went up, shook a hand, got a certificate and a little enamel badge. Inês cried. Callum came, he's doing really well at the hotel, he's on the pastry section now which is hilarious
P: Full circle! Is the certificate framed
H: Framed and above the till. Sales of the rye are up about 40% this week
P: Of course they are. Award winning rye
H: Still recovering from Whitby tbh. My hair still smells of chip fat
P: Best weekend of the year. I'm still thinking about Jo's face when she told us
H: The RING. I can't believe Marcus proposed on a climbing wall
P: Halfway up a route! What if she'd dropped it
H: He'd have deserved it. She's asked us both to be bridesmaids, did she message you?
P: Yes! June 2024 in Bristol. I've already put the leave request in. In November. For next June
H: Learning from experience
P: I've learned. Also, Biscuit on the 199 steps will live in my mind forever
H: He did 60 of them and then lay down and refused. You carrying him down was heroic
P: My knee did not thank me but it was worth it
H: How is the knee?
P: Better. Swimming twice a week at the leisure centre round the corner, and the physio says I can start gentle jogging in December
H: And Mango?
P: Has claimed the window seat in the front room and watches the pigeons like a tiny lion. She's fully moved in
H: Good girl. Ok I'm falling asleep mid text, 4am start 😴
P: Night, silver medallist x
"""),
dict(n=14, fmt="locomo", date="2023-12-09", time="15:15", turns="""
H: Stollen season has begun and I want to lie down.
P: How many orders?
H: 212 stollen pre-ordered so far, plus the mince pies, plus the Kirkgate Christmas market on top of the stall. I've hired a temp for December, Inês's cousin Mariana.
P: A family business now.
H: Basically. Inês is flying home to Porto on the 22nd for two weeks, so Mariana's covering some of that too.
P: Are you doing anything for Christmas itself?
H: Mum and Dad's in Otley. Biscuit's coming, he has a Christmas jumper.
H: [photo: a photo of a brindle greyhound wearing a red knitted jumper with a Christmas pudding on it] Behold.
P: I can't cope. He looks so dignified and so humiliated at the same time.
H: That's greyhounds for you. What about you? Please tell me you're not working.
P: I'm on days on Christmas Day. 7 till 7. But I'm off Boxing Day, so we're doing Christmas dinner with Owen's family on the 26th instead.
H: Christmas on the 26th. Very paramedic.
P: It's the paramedic way. The station does a buffet though, someone always brings a massive trifle.
H: How's the knee?
P: Jogging again! 5k on Thursday, slow, no pain. And I'm back at Rockhold, only easy routes.
H: Good. No more carrying greyhounds down cliffs.
P: No promises. Big news: HART recruitment opens in March and I'm going for it again.
H: Yes! Second time lucky.
P: I've got the practice educator stuff starting in January too. My first student is called Niamh, she's a second year at Manchester Met.
H: Poor Niamh. Have you told her about the Tesco car park?
P: I'll ease her in. Anyway, your plans for next year? You sounded mysterious on the phone.
H: Ok, so. The market manager has offered me a permanent lock-up unit at Kirkgate from February. Five days a week, a proper counter, a little oven.
P: Hattie!! A second Brennan's after all!
H: A second Brennan's after all. Not in Kirkstall, not with a developer, and a quarter of the rent. Inês is going to run it.
P: The universe did have a plan.
H: Don't say that to my dad.
P: Ha! When can we come and visit? I want to see the certificate and meet the Kirkgate regulars.
H: Come in January, after the madness. You can have the spare room, Biscuit will sleep on your feet.
P: Booked. I'll check my rota and send you dates x
H: Love you x
"""),
]
