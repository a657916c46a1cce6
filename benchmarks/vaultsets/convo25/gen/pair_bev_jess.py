# Pair 3: two sisters. Bev Hartley drives long-haul lorries across Europe; Jess Hartley,
# a primary-school teacher, trains for her first marathon. Their mum Pat moves house.
PAIR = {
    "folder": "Bev_Jess",
    "initials": ["B", "J"],
    "first": {"B": "Bev", "J": "Jess"},
    "full": {"B": "Bev Hartley", "J": "Jess Hartley"},
    "tg_owner": "J",
    "tg_names": {"B": "Bev 🚛", "J": "Jess Hartley"},
    "tg_ids": {"B": 7021553018, "J": 6634091172},
    "ig_owner": "J",
    "ig_handles": {"B": "bevhartley", "J": "jesshartley"},
}

SESSIONS = [
dict(num=1, shape="locomo", start="2024-01-07 20:03", text="""
J: Bev!! I did it. I signed up.
B: Signed up to what? Please say a dating app
J: Haha no. The Aldermoor Marathon. Sunday 13th October. An actual 26.2 miles.
B: You WHAT. You moaned for a week after that parkrun in November
J: I know!! But I've been going every Saturday since and yesterday I did 29:50. First time under 30 minutes
B: Ok that's actually good. Proud of you
J: And I'm running it for charity. Memory Lane Trust, the dementia charity. Because of Nana Vi.
B: Oh Jess. She'd love that. She'd tell everyone at the home her granddaughter was in the Olympics
J: 😂 she would. Their nurses were so good to her at the end, and I've always felt I should give something back.
B: How much are you trying to raise?
J: £1,500. It felt like a lot but they said most people hit it
B: Put me down for £50 for starters. More if you actually finish
J: Cheeky. Thank you ❤️
B: I'm serious about the finishing
J: I know you are. I'm doing a proper 16-week plan from June, till then just building up slowly
B: Sensible. How are the kids at school?
J: Feral after Christmas. One of them told me my hair looks like a hedgehog's
B: Honest kids
J: How was Italy? Did you get back ok?
B: Back Friday night. The Christmas run to Milan was mental, three days stuck at the Fréjus tunnel because of snow. Had Christmas dinner from a services near Lyon, a baguette and a Toblerone
J: Bev that's so sad 😭
B: Nah it was fine. Me and a Polish driver shared a bottle of something in his cab and watched the snow come down. Best Christmas I've had in years honestly
J: Only you
B: Speaking of Christmas. Did Mum say anything to you about the house?
J: About selling it? Yeah she mentioned it on Boxing Day. She says it's too big now and the stairs are killing her knees
B: She said the same to me on the phone. I think she means it this time
J: She's said it every year since Dad died though
B: This time she's actually been to look at bungalows
J: Wow. Ok. That's a big deal. The house we grew up in
B: I know. But she rattles around in it. It's the right thing
J: I know. Still feels weird. Ok, I'm off to bed, school tomorrow 😩
B: Night Jessie. 26.2 miles, you maniac
"""),

dict(num=2, shape="telegram", start="2024-01-28 19:10", text="""
B: House is on the market. Went live on Friday.
J: Already?? Wow she didn't waste any time
B: Hollis & Pryor did the photos on Wednesday and it was up Friday morning. Asking **£299,950**
J: That seems a lot for Cherry Tree Lane?
B: Agent says the garden sells it. Here's the listing https://hollispryor.example/property/cherry-tree-lane-14
J: Oh god they've made my old bedroom look like a hotel room. Where are my Westlife posters
B: Long gone babe
J: 😭
J: Has she decided where she's going?
B: Sandholme. She wants to be near Aunt Carol. They've been looking at bungalows every weekend. Carol's already planning which days they'll do the market together
J: That's lovely actually. They'll be like two old ladies in a sitcom
B: They ARE two old ladies in a sitcom
J: 😂 fair. How's lorry life?
B: Parked up at Daventry. Got a big one coming up in a couple of weeks, all the way to Poland and back
J: Poland!! Bring me back something
B: Pierogi. In a cool bag. On the dashboard
J: Gross. Bring me a fridge magnet
B: Deal. How's the running?
J: I did 10 miles this morning!! Longest run of my life. My legs are jelly
B: 10 miles!! That's Mum's to the big Tesco and back five times
J: That's very specific
B: I've done the maths in the cab. I've got a lot of time to think
B: [sticker: 🚚]
J: Fundraising page is live too, £210 so far. Your £50 is top of the list
B: As it should be. Send me the link, I'll stick it on the lads' group
J: https://givepot.example/jess-runs-aldermoor
B: Done. The lads will chip in or I'll tell their wives
J: Haha thank you 🥰
"""),

dict(num=3, shape="locomo", start="2024-02-18 21:47", text="""
B: Greetings from a lay-by outside Wrocław 🇵🇱
J: Omg!! How's it going?
B: Long. Left Daventry on Wednesday, ferry Dover to Calais, then Brussels, Cologne, Dresden, over the border and now here. Kraków tomorrow morning, then reload and home
J: That's like five countries!
B: Five if you count England. Dolly's running lovely though
J: Dolly?
B: The truck, keep up. Volvo, 2022 plate. She's the love of my life
J: 😂 more than any man ever
B: Correct
J: Is it weird sleeping in the cab?
B: Nah it's cosy. Curtains round, little heater, a kettle that plugs into the socket. I woke up this morning in Saxony with the sun coming up over the fields and frost on everything. You can't buy that
J: Honestly sounds nice
B: I'd go mad in a warehouse or an office. Same four walls all day. Give me a map and a road any day
J: Mum says you've been like that since you were five
B: Mum says a lot of things
B: How's training?
J: Good! I finally bought proper trainers. Got my gait analysed at the running shop, turns out I overpronate. [photo: a pair of bright blue running shoes on a doormat]
B: Fancy. What's overpronate
J: My feet roll inwards. The shoes have a bit of support to stop it
B: Sounds expensive
J: £130 😬 but apparently cheaper than a physio
B: Ha. What's the goal then, just finish?
J: Honestly? I want to go under 4 hours. Sub-4. It's ambitious but I'd love it
B: Aim high. You always did
J: And the fundraising is at £640 already!!
B: Told you the lads would chip in
J: Three of them did! Someone called "Big Dave" gave £20 with the message "run forest run"
B: That's Dave. He's a poet
J: 😂 ok be safe, text me when you're in Kraków
B: Will do. Magnet secured tomorrow
"""),

dict(num=4, shape="instagram", start="2024-03-10 18:25", text="""
B: Mum accepted an offer!!
J: WHAT. When?
B: Yesterday. A couple called the Farrells, young family, two little kids. £285,000
J: That's less than the asking though?
B: Agent said it's a good offer for the market right now. And they're first-time buyers, no chain
J: Ok that makes sense. How's Mum?
B: Over the moon. Then crying. Then over the moon again
J: Sounds about right 😂
B: And she's found her bungalow! On Beck Lane in Sandholme. Two bedrooms, and a little garden for Pickle
J: Beck Lane!! That's where we used to feed the ducks
B: Same one. She offered on it and they accepted. Solicitors are aiming for completion on 28th June
J: That's so fast
B: Well, if nothing goes wrong
J: Don't jinx it
B: 🤞
J: Anyway, my news: I've entered the Ribbleton Half Marathon. 24th of March, two weeks today! A practice race before the big one
B: Look at you! Two weeks?! Are you ready?
J: I ran 12 miles last Sunday so I think so?
B: You'll smash it. I'm on a run to Antwerp that weekend so I can't come, sorry
J: It's fine! Mum's coming to the finish with Pickle
B: Pickle will trip someone up
J: Probably me. [photo: a small brown dachshund in a tartan coat sitting on a garden lawn]
B: Little sausage {heart}
J: She's got a new coat for the half. Tartan
B: She's more glamorous than both of us
J: 💅
"""),

dict(num=5, shape="locomo", start="2024-03-31 19:19", text="""
B: So?? How did it go last Sunday? Sorry, I've only just got signal, Belgium has been a nightmare
J: I DID IT. 2:04:31!!!
B: JESS!! That's amazing. Is that good? It sounds good
J: It's really good for me! My goal was 2:10. Mile 11 was horrible, there's this hill by the gasworks, but I sprinted the last bit
B: Was Mum there?
J: At the finish with Pickle in her tartan coat. Pickle barked at the man giving out the medals
B: 😂 protective sausage
J: My legs hurt so much on Monday I had to walk down the stairs at school backwards
B: Haha. The kids must've loved that
J: They thought it was a game. Now half my class walks down backwards
B: Trendsetter. Right, I've got news too
J: Go on
B: The office offered me a regular run. Seville. Every fortnight, Daventry to Seville with electronics, back with fruit and veg. Starting in May
J: SEVILLE?! That's miles
B: About 1,300 miles each way. Down through France, over the Pyrenees, across Spain. Sunshine and oranges
J: You're actually excited aren't you
B: I'm buzzing. Same drive every two weeks, I get to know the places. There's a café in Burgos that does the best tortilla I've ever had
J: Won't it be lonely?
B: I like my own company. And my podcasts. And Dolly
J: And Dolly 😂
B: Ok how's the fundraising
J: £1,180. Getting close to the target!
B: Put it on Facebook again with a picture of you and the medal. People love a medal
J: Good idea. Ok I need to ice my calves
B: Ice away. Proud of you Jessie
J: ❤️
"""),

dict(num=6, shape="telegram", start="2024-04-21 20:30", text="""
J: Have you spoken to Mum today?
B: No, I'm at a truck stop near Orléans, signal's patchy. What's happened?
J: The Farrells pulled out. On Tuesday. Their mortgage fell through, something about his job changing and the bank getting cold feet
B: Oh no. Oh poor Mum
J: She's gutted. She'd already started clearing the loft. She cried on the phone for ages
B: I'll ring her tonight. Is the bungalow still ok?
J: For now. The bungalow people said they'd wait a few weeks but not forever
B: Has the agent got anyone else?
J: It's back on the market. Two viewings next week apparently
B: It'll sell. It's a lovely house. Stupid banks
J: I told her that. She said "I'll believe it when I see it"
B: Classic Mum
B: Any good news? Give me some good news
J: Yes!! I hit my target!! £1,530 already
B: JESS!! Already?? It's only April!
J: I know! So I've raised it. New target is **£2,500**
B: Go big or go home. I'll put another £25 in when I get paid
J: You don't have to!
B: I want to. Nana Vi would want it
J: 🥹
B: How are the legs?
J: Good. 13 miles last weekend. Starting to feel like a proper runner
B: You ARE a proper runner
J: And I had a sports massage on my calves, it was torture
B: Sounds awful
J: It was actually great. Ok go ring Mum
B: Ringing her now x
"""),

dict(num=7, shape="locomo", start="2024-05-19 18:02", text="""
J: Bad news. I've hurt myself
B: What?? What happened
J: Last Sunday's long run. 14 miles. At about mile 10 the back of my left ankle started burning. I finished it anyway because I'm an idiot
B: You are an idiot. Go on
J: It got worse all week. I was limping round the classroom. So I went to a physio yesterday, a guy called Raj at the sports clinic
B: And?
J: Achilles tendinopathy. Basically I overloaded the tendon by putting my mileage up too fast
B: How bad is that? Is the marathon off?
J: He says no, not if I'm sensible. Three weeks of no running at all. Cycling and swimming instead, and calf raises on the stairs three times a day. Then a slow return with run-walk
B: Three weeks! You'll go mad
J: I'm already going mad. I've been on the exercise bike at the gym watching Bake Off on my phone
B: Hey, at least that's cardio
J: I'm not giving up though. I'll do every single calf raise he tells me to. I'm running that marathon if I have to crawl the last mile
B: That's my sister
B: I've got news on Mum's house. Did she tell you?
J: No!!
B: New buyer. A young lad called Dev, first-time buyer, mortgage already agreed in principle. Offered £282,500
J: Less again!
B: Yeah but he's solid. Mum took it. She just wants it done now
J: Fair. When's completion?
B: They're saying 12th July. The bungalow people agreed to wait
J: So two weeks later than the first plan
B: Yep. I'm going to book a week off to help her pack
J: You're a star. I'll deal with the solicitor stuff, I'm better at emails
B: You are. I'd just shout at them
J: 😂 and how's Spain?
B: Second Seville run done. It's 34 degrees down there already. Dolly's air con is earning its keep
J: Jealous. It's raining here
B: Course it is. Keep your feet up, Jessie
J: Yes boss
"""),

dict(num=8, shape="instagram", start="2024-06-09 17:40", text="""
J: I RAN TODAY
B: Yesss! How was it?
J: Run-walk. 4 minutes running, 1 minute walking, five times. My achilles didn't complain at all!
B: Look at you. Careful though
J: I'm being SO careful. Raj says build it up over a month. So... I've changed my goal
B: Oh?
J: Forget my old target. New goal is under 4:30. I lost nearly a month and I'd rather get to the start line in one piece
B: Sensible. Very un-Jess of you
J: I know 😂 growth
B: Right. I've booked it. Week off, 1st to 5th July, to help Mum pack. Told the office it's non-negotiable
J: Amazing! Mum will be so relieved
B: She's already made me a list. 4 pages. Page 2 is just the loft
J: The loft is a crime scene. Dad's fishing stuff, all our school books, the Christmas decorations from 1989
B: She wants to take ALL the decorations
J: To a two-bedroom bungalow?
B: That's what I said. She said "the bungalow has a loft too"
J: 😂 ok I'll come over on the Saturday and Sunday and do the sorting with you
B: Deal. Bring bin bags. Lots
J: And tissues. It's going to be sad
B: Yeah. It's the end of something. But Mum's happy and that's what matters {heart}
J: ❤️ How was this week's drive?
B: Hot. Got a €135 fine in France because my tachograph card was in the wrong slot for ten minutes. Daylight robbery
J: Noooo 😭
B: Worth it for the peaches I brought back. I'll drop a box round at Mum's
"""),

dict(num=9, shape="locomo", start="2024-07-14 20:36", text="""
J: Mum's first night in the bungalow last night! How was she when you left?
B: Knackered but happy. Completion came through Friday at 2pm, the van was already loaded, and we were in by 5
J: I still can't believe it's done. After all that
B: Two buyers and a lot of tears. But done
J: How's Pickle taking it?
B: Hid under the bed the whole first evening and wouldn't come out. Mum had to lie on the floor with a sausage roll to tempt her
J: 😂😂 poor baby
B: She came out at bedtime and slept on Mum's feet like nothing had happened
J: And Aunt Carol?
B: Came round with a lasagne and a bottle of prosecco before we'd even unpacked the kettle
J: Of course she did
B: How are the legs? Did you do your long run?
J: Yes!! 16 miles yesterday, no pain at all. My Achilles behaved perfectly
B: 16!! That's longer than before the injury
J: I know! I nearly cried at the end. Raj said he's proud of me
B: So am I. You came back from that properly
J: Calf raises every single night. I haven't missed one
B: You're relentless, you know that
J: I get it from you
B: 😂 true. Right, I'm back on the road Tuesday. Seville again
J: Drive safe. And thank you for this week, honestly. You did all the heavy lifting
B: You did all the solicitor stuff. Team effort
J: Mum's lucky to have us
B: We're lucky to have her. Even with the 1989 decorations
J: She took them all didn't she
B: Every single bauble
"""),

dict(num=10, shape="telegram", start="2024-08-11 21:02", text="""
J: 18 miles done this morning!! 🥵
B: Machine! How did it feel?
J: The last 3 miles were awful but I finished. Took 3 hours 22
B: Sounds like torture. You love it though
J: Weirdly I do
B: Good news from me. I've sorted marathon weekend
J: ??
B: I was on the rota for Seville that week. Stevo's swapped with me, he'll take my run and I'll do his Hamburg one the week after. So I'll be there!!
J: BEV!!! Are you serious?!
B: Deadly. Cost me a crate of beer for Stevo but worth it
J: I'm actually crying on the sofa
B: Don't cry, save your fluids
J: 😂
J: Fundraising is at £2,100!
B: Not far to go now. You'll smash the target
J: I'm doing a cake sale at school in September to push it over
B: Get Mum baking, she'll love that
J: Already asked. She's doing her lemon drizzle. She says her new oven is "a dream"
B: Everything in that bungalow is "a dream"
J: She's so happy there. Have you seen the bird feeder photos?
B: Eleven photos of one blue tit. Yes
J: 😂
B: Where are you running on the day? I need to plan where to stand
J: I'll send you the course map when they email it in September
B: Good. I'll make a sign
J: Oh no. What will it say
B: You'll find out
J: Bev...
B: [sticker: 😈]
"""),

dict(num=11, shape="locomo", start="2024-09-08 17:44", text="""
J: TWENTY MILES. Yesterday. Done
B: JESS!!! That's the big one isn't it
J: The biggest! Longest run before the marathon. 3 hours 48. I ate four gels and a whole bag of jelly babies
B: Sounds like a kids' party
J: Felt like one by the end, I was nearly crying and covered in sugar
B: So what now?
J: Taper! Three weeks of running less so my legs are fresh for the day. Raj says it's when people go a bit mad because they've got too much energy
B: You were always a bit mad
J: Rude but true
B: Did you hear about Mum?
J: What about Mum?
B: She's joined the bowls club in Sandholme. Carol took her along on Tuesday and now she's got the white outfit and a club tie
J: NO WAY. Mum?? Bowls??
B: She says she's "found her people". They do a quiz night on Fridays as well. She came second
J: I love this so much. She never went out in the old house
B: I know. New place, new Mum
J: Best thing she ever did, moving
B: Agreed. Oh and I've got news too. New truck
J: Noooo not Dolly!!
B: Dolly's going to a lad in Felixstowe. The new one's a 2024 Volvo, more room in the cab and a proper fridge
J: What's she called?
B: Haven't decided. Taking suggestions
J: Dolly 2: The Sequel
B: Absolutely not
J: Jessie then. After your favourite sister
B: Only sister. And no
J: 😂
B: How are the feet?
J: Black toenail on the left. Gross. Otherwise fine
B: Lovely. Send me a picture. Actually don't
"""),

dict(num=12, shape="instagram", start="2024-09-29 19:50", text="""
J: Race pack arrived!!
B: Ooh what's in it?
J: My bib, a t-shirt and a tiny packet of gummy bears. Bib number 4117 [photo: a white race bib with a four-digit number pinned to a running vest]
B: 4117. Lucky number
J: Why?
B: No reason, I just said it to sound wise
J: 😂 I start in the 9:30 wave. Green pen
B: Right. I've looked at the course map. I'll be at mile 22, by the bridge over the canal
J: Why 22?
B: Because that's where it gets hard, you said. That's where you'll need me
J: 🥹 Bev
B: And I've made the sign
J: Oh no
B: "RUN LIKE YOU STOLE MUM'S BISCUITS"
J: 😂😂😂 I'm going to fall over laughing
B: That's the plan. Nothing like a laugh to get your legs going again {heart}
J: Mum's going to be at the finish with Pickle and Aunt Carol
B: Pickle will need a medal of her own
J: She's got one! Mum ordered a dog medal off the internet 🏅
B: Of course she did
J: Are you definitely off that weekend? No surprises?
B: Definitely. The office confirmed it in writing. I'll be home Friday night
J: Phew. I'm so nervous
B: You've done the hard bit. All those long runs. The last six miles are just stubbornness
J: I have a lot of that
B: You have loads. You get it from Mum {heart}
J: I'll take that
"""),

dict(num=13, shape="locomo", start="2024-10-20 16:26", text="""
J: A week later and I still can't walk down stairs properly
B: Marathon legs! How's the toenail?
J: Fell off on Wednesday. I've kept it in an envelope
B: You're disgusting
J: It's a medal too!
B: Have you looked at your official time yet?
J: 4:38:47. Not quite what I'd hoped for but I honestly don't care. I finished a marathon!!
B: You ran 26.2 miles last Sunday, that's mad. I'm still telling everyone at the depot
J: I heard you before I saw you. You and that sign. The woman next to me started laughing so hard she had to walk
B: Two people asked to take a photo with it
J: You were there exactly when I needed you. My legs were gone by then, I was walking. Then I saw you and just ran
B: That's what sisters are for
J: And Mum at the finish with Pickle wearing her medal 😭 I cried so much
B: Mum cried more. She told everyone near the finish line that you'd won
J: 😂 I came 3,012th
B: Details
J: And the fundraising page closed yesterday. Final total £2,730!!
B: JESS!! Over target!
J: The cake sale did it. And a surprise £100 from Big Dave
B: Dave!! Legend
J: The charity sent me a thank-you card with a photo of the day room they're doing up
B: Nana Vi would be so proud
J: ❤️
B: So what's next? Please say rest
J: Rest for a month. Then... I've been looking at a triathlon. The Sandholme Sprint next summer. Swim, bike, run
B: You can't even swim properly
J: I can learn! I swam loads in my injury weeks, remember
B: Of course you're going to do it. You're incapable of sitting still
J: Says the woman who drives to Spain for fun
B: Touché. Fine. I'll come and hold the sign again
J: Maybe you could do the run bit with me one day?
B: A 10k maybe. If you never tell anyone I said that
J: Screenshotted 😈
"""),
]
