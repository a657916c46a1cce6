# Conversation A: Yusuf and Hannah (siblings), 18 sessions, Jan-Dec 2023.
# Yusuf lives in Leeds (civil engineer), Hannah in Bristol (biology teacher),
# their parents and Nana in Leicester. All content invented.

CONV = {
    "key": "A",
    "dir": "yusuf_hannah",
    "title": "Yusuf & Hannah",
    "speakers": {"Y": "Yusuf", "H": "Hannah"},
    "fmt_offset": 0,
}

SESSIONS = [
dict(n=1, date="2023-01-14", time="19:42", text="""
Y: So I finally did it. I went to that bouldering place near Kirkstall, Crux Wall. Did an intro session last Tuesday and I'm hooked.
H: You?? Climbing? You used to get dizzy on the top bunk 😂 How was it?
Y: Forearms are destroyed. Couldn't open a jar of pickles the next morning. But I managed a couple of V1s and the staff said I have decent footwork.
H: Proud of you honestly. Are you going to keep going?
Y: Bought a 10-visit pass so I have to now. Amira says it's cheaper than therapy.
H: Ha. Speaking of money pits, how's the house?
Y: Still that horrible 1970s kitchen. Orange tiles, cupboard doors hanging off. We want to rip it out this spring, getting quotes next week.
H: Do it before a cupboard falls on someone. I've been seriously thinking about getting a dog, by the way.
Y: Really? With your hours?
H: I know, I know. But the lady next door works from home and said she could pop in at lunch. I keep looking at rescue websites at midnight. Big lazy dogs mostly.
Y: Big lazy dog, that's literally you in canine form.
H: Rude. Anyway, have you spoken to Dad about Mum's 60th? It's in July but he's already panicking.
Y: He rang me on Sunday. He wants a surprise party. I told him Mum has never been surprised in her life, she reads everyone.
H: True, she found my Year 9 diary under the mattress within a day. Maybe a garden party at theirs instead, not a surprise.
Y: Yeah, let's push for that. I'll make a group chat with Dad.
H: School's killing me btw. Year 11 mocks this week, 140 biology papers to mark.
Y: 140! Take a weekend off at least.
H: Marking IS my weekend 🙃
"""),
dict(n=2, date="2023-01-29", time="11:15", text="""
H: I enrolled on that counselling course I was banging on about! Evening classes at the adult learning centre on Stokes Croft, 'Introduction to Counselling Skills', Level 2. First session was Thursday.
Y: Nice one! What made you finally sign up?
H: Honestly the kids. So many of them are struggling since lockdown and I want to know how to actually listen instead of just saying 'go and see the pastoral team'.
Y: That's really good of you. What did you do in the first class?
H: Lots of role play. I had to 'reflect back' what a stranger called Derek said about his allotment for ten minutes. Harder than it sounds.
Y: Haha poor Derek. Kitchen update: we got three quotes. One was 28 grand, which nearly gave me a heart attack.
H: 28?! For a kitchen??
Y: Right? We're going with a Polish builder called Dariusz, a friend of Amira's colleague. 16k including the units, and he can start early March.
H: Do you trust him?
Y: He redid a kitchen two streets over and I went to see it, it's immaculate. He even sent photos of the wiring before boarding it up.
H: Okay that's a green flag. What are you going for, style-wise?
Y: Dark green cabinets, oak shelves, quartz worktop. Amira has a Pinterest board with 400 pins.
H: Ooh fancy. And the climbing?
Y: Going twice a week now. I did my first V3 on Wednesday, a slopey overhang thing. The shoes still hurt like hell.
H: They're supposed to hurt, right? My friend Priya climbs and says if they're comfy they're too big.
Y: That's what the guy at the shop said. Torture devices.
"""),
dict(n=3, date="2023-02-18", time="15:30", text="""
H: I went to the rescue centre today. Second Chance Hounds, out near Keynsham. Just to look. Obviously.
Y: Obviously 😂 How many did you come home with?
H: None! Yet. But there's a retired racing greyhound called Pepper, she's four, brindle, and she leaned her whole body against my legs and I nearly cried.
Y: Oh no. You're done for.
H: They do a home check first, and she has to be cat-tested because of Mrs Okafor's cat next door. If everything's fine I can take her home in a couple of weeks.
Y: Greyhounds are the ones that need a massive garden, right?
H: That's the myth! They're sprinters. Two short walks a day and then the sofa. The volunteers call them 40mph couch potatoes.
Y: Sounds like the perfect flatmate. Send pics.
H: [photo] Look at the ears.
Y: Okay that's adorable. Amira says yes.
H: How's the climbing? Still obsessed?
Y: Completely. I finally topped a V4 last night after about 15 attempts. The whole wall clapped. Well, two teenagers clapped.
H: That counts. Is it Amira's birthday this week? I've got her present sorted.
Y: Thursday! We're going to that Ethiopian place on Call Lane. What did you get her?
H: A bookbinding workshop voucher. She said she wanted to make her own notebooks.
Y: She'll love that. She's been doodling in journals for ages.
H: Also Dad sent a spreadsheet about Mum's party. A spreadsheet, Yusuf.
Y: Of course he did. Has it got tabs?
H: Four tabs. One is just 'Sausage rolls (quantity)'.
"""),
dict(n=4, date="2023-03-11", time="21:05", text="""
H: SHE'S HOME. I picked Pepper up last Saturday!!
Y: NO WAY. How's the first week going?
H: Chaos and love. She's terrified of the stairs, I have to carry her up at night, 30 kilos of nervous dog. And she sleeps upside down with her legs in the air.
Y: Roaching! I've seen that online. Is she okay being alone while you're at school?
H: Mrs Okafor pops in at lunch and Pepper mostly snores on the sofa. The cat test went fine. Turns out she's scared of the cat, not the other way round.
Y: Ha, brilliant. Our kitchen is officially gone btw. Dariusz started Monday and by Tuesday afternoon it was a shell. Bare brick and a hole where the sink was.
H: Eek! Where are you cooking?
Y: Microwave and a kettle in the living room. I have eaten so many pouches of microwave rice. Amira's doing air fryer stuff on the windowsill.
H: Very glamorous. How long does he reckon?
Y: Eight weeks, so early May if nothing goes wrong. He found some damp behind the old units though, so fingers crossed.
H: Damp is never nothing.
Y: Don't. Anyway, how's the counselling course?
H: Really good actually. We did a session on silence this week, just letting someone sit in quiet without jumping in. I'm awful at it, I fill every gap.
Y: You really do. You're probably doing it right now.
H: ...shut up. Also Mum wants the party in the garden, not a surprise, so you were right.
Y: Write that down. Yusuf was right, March 2023.
"""),
dict(n=5, date="2023-04-02", time="18:20", text="""
Y: Can you keep a secret? Like properly, not Hannah-keeps-a-secret.
H: Excuse me. Yes. What?
Y: I'm going to propose to Amira. We're going to Lisbon in two weeks and I've got the ring.
H: OH MY GOD. YUSUF. Show me the ring.
Y: [photo] It was Nana's sapphire, I had it resized. Mum gave it to me at Christmas and said 'when you're ready'.
H: I'm actually crying in Sainsbury's. Nana's ring!! Where are you going to do it?
Y: There's a viewpoint called Miradouro da Senhora do Monte at the top of a hill, supposed to be the best view over the city at sunset. Plan is there.
H: That's perfect. What if it's raining?
Y: Then plan B is the hotel rooftop. Plan C is panicking.
H: Does Mum know?
Y: Only Mum and now you. Dad would tell the whole of Leicester.
H: True, he told the butcher about my A-level results.
Y: How's Pepper getting on?
H: Stairs conquered! She does them on her own now, very dramatically. But she's started stealing socks and hiding them in her bed.
Y: A thief. Course stuff going okay?
H: First assignment is due Friday, a reflective essay on active listening with a recorded practice session. I've rewritten the intro about nine times.
Y: You'll smash it. Don't overthink it.
H: I overthink everything, it's my brand.
"""),
dict(n=6, date="2023-04-23", time="10:10", opener=False, text="""
H: WELL??? I've been staring at my phone for four days.
Y: She said yes!!! 💍
H: AAAAAH. Tell me everything.
Y: Wednesday evening, at the viewpoint. It was packed with tourists so I was panicking, but a busker was playing guitar and it was actually lovely. I got down on one knee and a group of Spanish students started cheering before she even answered.
H: Stop, I'm crying again. What did she say?
Y: She said 'are you serious' about four times, then yes. Then she saw it was Nana's ring and she cried too.
H: I love her so much. Welcome to the family, Amira. How was the rest of Lisbon?
Y: Amazing. Ate our body weight in pastéis de nata, took the old yellow tram 28, did a day trip to Sintra. My calves hate the hills.
H: Don't you climb walls twice a week?
Y: Different muscles apparently! Anyway, Mum already phoned Amira's mum. They talked for two hours.
H: Oh they'll be planning the whole thing already. Any thoughts on a date?
Y: Not sure yet. We need to finish the kitchen and save up first.
H: Sensible. Pepper says congratulations. She's taken to lying on my feet while I do coursework. I got my first assignment back by the way, a merit.
Y: A merit! Look at you. Proud of you, Han.
H: Thanks. The tutor said my reflection on my own listening habits was 'refreshingly honest'.
Y: Refreshingly honest is the nicest way anyone has ever described you.
"""),
dict(n=7, date="2023-05-14", time="20:30", text="""
Y: Bad news, I've hurt my finger climbing. Heard a pop on Thursday on a crimpy route and now my ring finger is swollen like a sausage.
H: Ouch!! Did you go to A&E?
Y: Went to a physio who climbs. She says it's an A2 pulley strain, not a full rupture thankfully. Tape, rehab exercises with putty, and no climbing for six to eight weeks.
H: Six weeks without climbing, how will you cope.
Y: Badly. I've been watching climbing videos like a sad ex. Amira's hidden my chalk bag.
H: Good. Listen to the physio for once in your life.
Y: I will. How's school?
H: Ofsted came on Tuesday and Wednesday. The inspector sat in my Year 8 lesson on cells and a kid asked if mitochondria have feelings.
Y: Do they?
H: Not officially. We got 'good' overall, everyone's relieved, the head bought doughnuts for the staffroom.
Y: Nice. The kitchen's nearly there, units are in, but the quartz worktop is delayed. Supplier says three more weeks.
H: Nooo. So still microwave rice?
Y: We have a sink now at least! Washing up in a sink feels like luxury after the bath.
H: You were washing up in the BATH?
Y: For nine weeks, yes. Don't tell Mum.
H: Pepper update: she did zoomies in the park and took out a toddler. Toddler was fine, laughed. The toddler's dad was less amused.
"""),
dict(n=8, date="2023-06-04", time="14:15", text="""
Y: Got some news. I've got a second interview on Thursday with Northline Rail Partners in Manchester.
H: Rail? I thought you were happy doing the roads and drainage stuff.
Y: I'm bored of drainage. It's a consultancy doing station upgrades and bridge work, proper structures. And it's a 15% pay rise.
H: That's massive! What's the second interview?
Y: A technical presentation about a footbridge design and then a chat with the director. I'm a bit nervous.
H: You'll be great, you always are in interviews. It's just the waiting bit you're bad at.
Y: Ha. The commute would be the train from Leeds to Manchester, about an hour each way.
H: You can read on the train. Or do your fiancée's wedding spreadsheet.
Y: Don't. Amira's started a wedding Pinterest board to rival the kitchen one.
H: Speaking of, has the worktop arrived?
Y: Wednesday! It's in and looks amazing. Just the tiling and the lighting left.
H: Finally. Pepper has joined a group walk thing, 'Hounds of Bristol', all greyhounds and lurchers on Sunday mornings on the Downs. Twenty skinny dogs in coats.
Y: That's the best thing I've ever heard.
H: She's made a best friend, a whippet called Biscuit.
Y: And the finger is better, I can make a fist now. Physio says maybe back on easy climbs in July.
H: EASY climbs.
"""),
dict(n=9, date="2023-06-25", time="19:00", text="""
Y: I GOT THE JOB! Northline offered on Friday.
H: YESSS!! When do you start?
Y: 31st July. Handed in my notice yesterday. My manager was actually really nice about it, said he saw it coming.
H: So proud of you. Nine years at the same place, it's a big step.
Y: Yeah, it's scary. Apparently I'll be working on a bridge replacement at Stockport first.
H: Okay, Mum's party. Saturday 8th July. Are we ready?
Y: Dad's spreadsheet says we're 87% ready. Gazebo booked, the Turkish place in Evington is doing the food, and Auntie Farida is doing the biryani because she'd be offended otherwise.
H: I'm doing the cake. Three tiers, lemon and elderflower, with edible flowers from Dad's allotment. I've done two practice ones and Pepper ate half of the second.
Y: Pepper ate CAKE?
H: She's fine. She was sick on my shoes and then very pleased with herself.
Y: What did you get Mum?
H: A photo book of her 60 years, I've been scanning old photos for weeks. There's one of you aged four in a Batman cape and nothing else.
Y: Delete it.
H: Page one.
Y: We're getting her a weekend in Edinburgh for her and Dad, she's always wanted to see the Fringe.
H: She'll love that. Also Dad's asked both of us to do a speech.
Y: Of course he has.
"""),
dict(n=10, date="2023-07-16", time="12:30", text="""
H: Still recovering from Mum's party last weekend. That was the best day.
Y: Honestly. Mum's face when the cake came out. And when Dad cried during his speech.
H: And YOUR speech. The bit about her teaching you to ride a bike in the Tesco car park had everyone in bits.
Y: Yours was better, the photo book moment was perfect. She took it round to show every single guest.
H: Even the Batman cape page 😂
Y: I'll never recover. Guess what though, the kitchen is DONE. Officially. Dariusz did the last bit of tiling on Monday.
H: Finally!! How long did it end up taking?
Y: Nearly eighteen weeks in the end. But it's gorgeous. We had friends round for dinner last night, first proper meal cooked in it. I did a lamb tagine.
H: I need to come and see it. How's the finger?
Y: Honestly... I've gone back twice and it still twinges on anything small. I think I'm going to give climbing a rest, maybe for good. I cancelled my membership.
H: Aw, really? You loved it.
Y: I did, but I'm starting a new job in two weeks, there's a wedding to save for, and I don't want a dodgy finger forever. Maybe one day.
H: Fair enough. I've joined a summer netball league! With some teachers from school, Tuesday nights.
Y: You haven't played netball since uni!
H: I know. I'm goal defence and I'm mostly just tall and in the way. It's brilliant.
Y: Have the holidays started?
H: Friday! Six weeks. I'm going to finish my course portfolio and take Pepper to the beach at Weston.
"""),
dict(n=11, date="2023-08-06", time="21:45", text="""
Y: First week at Northline done!
H: How was it?? Tell me everything.
Y: Good! Brain is full. Lots of inductions and safety training, then I spent two days at the Stockport site in hi-vis. The team's nice, my manager Claire is super organised.
H: And the commute?
Y: The 7:12 train is rammed, I stood all the way on Tuesday. But I've been reading on the way back. Finished a whole book already.
H: Who are you. Right, bad news from me. I hurt my knee at netball on Tuesday.
Y: Oh no, what happened??
H: Went to intercept a pass, landed and twisted and heard a crunch. The knee swelled up like a balloon. Someone had to carry me off the court.
Y: Han! Have you seen someone?
H: Went to minor injuries on Wednesday. They think it could be my ACL and I need an MRI, but the waiting list is weeks.
Y: That sounds really bad. Can you walk?
H: On crutches. Pepper is very confused about why I'm hopping. My neighbour's been walking her.
Y: Do you need me to come down? I can't take time off yet but I could come at the weekend.
H: No, it's fine honestly. Mum's coming on Thursday for a few days. She's already packing a cool box of food.
Y: Of course she is. Keep me posted about the MRI.
"""),
dict(n=12, date="2023-08-27", time="17:05", text="""
H: MRI results are back. It's a full ACL tear, plus a bit of meniscus damage.
Y: Oh Han, I'm sorry. What happens now?
H: Surgery. They'll reconstruct it using a bit of my hamstring tendon. It's booked for 12 September at Southmead.
Y: So soon, that's good at least. How long's the recovery?
H: Nine to twelve months before sport. I'll be on crutches for a couple of weeks and off school for at least three.
Y: What about Iceland? Weren't you and Priya going in October?
H: I know 😭 We'd booked for October half term. We'll probably have to postpone. We've got insurance at least.
Y: Gutted for you. On a happier note: we booked the wedding venue!
H: WHAT! Where??
Y: A barn near Grassington in the Yorkshire Dales. Hollin Barn. 18 May next year.
H: Stunning. I'll be walking by then, promise.
Y: You'd better be, you're doing a reading. Also, I've started baking bread. Sourdough.
H: Since when?!
Y: Since my colleague Ravi gave me some of his starter. It's called Bubbles. I've done three loaves, two were bricks, one was actually decent.
H: You and your hobbies. From climbing to bread.
Y: Bread doesn't injure fingers. Well, unless you use the bread knife like me.
"""),
dict(n=13, date="2023-09-17", time="16:00", text="""
Y: How's the knee? How are you feeling?
H: Sore, but okay. Surgery went well on Tuesday. The surgeon said the graft looks good. I have a massive brace and I can't bend it past 90 degrees.
Y: Are you managing on your own?
H: Mum stayed till yesterday. Now Priya's bringing meals. Honestly the worst bit is being bored. And not being able to walk Pepper.
Y: I'm driving down on Friday night. I'll walk Pepper all weekend, you can boss me around.
H: Really?? You're the best. She'll be so happy. She loves you because you give her cheese.
Y: I'm the cheese uncle. Proud title.
H: Good news though, I got my certificate! I passed the Level 2 counselling course, distinction on the final portfolio.
Y: Han that's brilliant!! Distinction!
H: I've enrolled on Level 3 starting in January. It's a year long and includes placement hours.
Y: Does this mean you'll be a counsellor eventually?
H: Maybe! Or a school counsellor alongside teaching. Still figuring it out.
Y: Either way you'd be great at it. You're a good listener now. Mostly.
H: Hilarious. How's Bubbles?
Y: Thriving. Amira says I love the starter more than her. I fed it before I fed myself this morning.
H: Bring bread on Friday.
Y: Obviously.
"""),
dict(n=14, date="2023-10-08", time="11:30", text="""
H: Thanks again for coming down the other weekend. Pepper keeps looking at the door for you.
Y: Loved it. Those walks on the Downs were a good reset. How's physio?
H: Hard. Twice a week, lots of leg raises and an exercise bike. I've got 110 degrees of bend now and I'm off crutches indoors.
Y: That's fast progress!
H: The physio says I'm 'very motivated', which I think means annoying. I'm going back to school part-time from tomorrow, mornings only.
Y: Don't overdo it. And Iceland?
H: Officially moved to February half term. Priya's found a better hotel with a hot tub so honestly it's a win.
Y: Northern lights in February are probably better anyway.
H: That's what I'm telling myself. How's the new job going?
Y: Really good. I've been given the design checks on the Stockport bridge deck, and Claire asked me to present at the team meeting.
H: Look at you! And the bread?
Y: Bread is going well. I did a rosemary and sea salt focaccia for a work bake sale and it sold out in ten minutes.
H: Sourdough to focaccia, very professional.
Y: I have a banneton now. I use words like 'crumb structure'.
H: God help Amira.
"""),
dict(n=15, date="2023-10-29", time="15:45", text="""
Y: We did the wedding cake tasting yesterday.
H: Best wedding job. What did you go for?
Y: A bakery in Skipton. We tried eight flavours. Ended up with pistachio and rose on the bottom tier and chocolate orange on top.
H: Yum. I'd have said lemon.
Y: You'd say lemon about everything. How's the knee?
H: Walking without crutches now! Slight limp. Back at school full-time from tomorrow.
Y: Amazing. Be careful on the stairs.
H: Ha. Actually it's been a bad week for Pepper. She had to have two teeth out on Thursday. Apparently greyhound teeth are terrible.
Y: Poor girl! Is she okay?
H: Groggy and sulky, on soft food. She gave me the most betrayed look when I picked her up from the vet. £600 too, ouch.
Y: Ouch indeed. Is she insured?
H: Dental isn't covered. Classic.
Y: Amira's signed us up for a dog-sitting app, by the way. We want to see if we're ready for a dog of our own before the wedding.
H: Oh yes! Borrow a dog first. You can practise on Pepper at Christmas.
Y: Are you bringing her to Leicester?
H: Course. Mum's already bought her a Christmas jumper.
"""),
dict(n=16, date="2023-11-19", time="20:10", opener=False, text="""
H: Have you spoken to Mum today?
Y: No, what's up?
H: Nana's in hospital. She had a bad cough for a week and then got confused yesterday, so Auntie Farida took her in. It's pneumonia.
Y: Oh no. Is she okay?
H: She's on IV antibiotics at Leicester Royal. Mum says she's comfortable and already complaining about the food, which is a good sign.
Y: That's so Nana. I'll call Mum now. Should we go up?
H: Mum said wait a couple of days, visiting is limited. I'm going up next Saturday.
Y: I'll come too, let's go together. I'll drive over from Leeds and meet you there.
H: Okay. I'm a bit shaken honestly, she's 88.
Y: I know. She's tough though. She survived Dad's cooking for 40 years.
H: 😂 Okay, that helped.
Y: How's the course going? You said you were prepping for Level 3?
H: Reading lists already. And I've been asked to help with the school's wellbeing drop-in at lunchtimes, so I'm practising the skills already.
Y: That's great. Work's mad here, the Stockport bridge lift is planned for a weekend in March and we're all in meetings.
H: Exciting though, lifting a whole bridge.
Y: A crane the size of a building. I'm weirdly excited.
"""),
dict(n=17, date="2023-12-03", time="13:20", text="""
Y: Is Nana home yet?
H: Home since Wednesday! Doing well, sitting up in her chair giving orders. Auntie Farida's staying with her for a bit.
Y: So glad. It was good to see her last weekend, even in hospital.
H: She kept asking about the wedding. She wants to see Amira wear the ring again.
Y: Amira's going to visit her at Christmas. So, Christmas plan: we're at Mum and Dad's from the 23rd?
H: Yep, I'm driving up on the 22nd with Pepper. First long drive since the knee!
Y: Is the knee up for that?
H: Physio said yes, with breaks. I'm out of the brace completely now and I've started jogging on the treadmill. Short bits.
Y: Wow, jogging already.
H: Slow jogging. Like, fast walking with ambition.
Y: Secret Santa again this year?
H: £20 limit, I've got Auntie Farida. You?
Y: I can't say. But it's Dad.
H: You just said it.
Y: ...damn. He says get him socks.
H: Also, I booked Iceland properly. Reykjavik for February half term, the 12th to the 16th.
Y: Nice. Dreams do come true.
"""),
dict(n=18, date="2023-12-27", time="22:00", text="""
H: Home in Bristol. Pepper has been asleep for 11 hours straight after all that Christmas excitement.
Y: Same, we're back in Leeds. What a Christmas though.
H: The best. Nana dancing to Boney M with her walking stick!!
Y: And Mum's face when Pepper stole the turkey leg off Dad's plate.
H: Dad was so outraged. Pepper had no regrets.
Y: What a year honestly. New job, engaged, kitchen done.
H: Mine was dog, knee, certificate. Weird but good.
Y: Any resolutions?
H: Get back to netball by next autumn, gently. And start Level 3 in January without panicking.
Y: Mine: survive the wedding planning, learn to make a proper baguette, and maybe go back to bouldering once the finger's been properly tested. Carefully.
H: Ha, you'll be back on the wall by March.
Y: Don't tell Amira.
H: Did you like your Secret Santa present?
Y: The 'World's Okayest Baker' apron? Was that you?
H: Maybe 😇
"""),
]
