# Pair 2: Gordon Pryce, a widowed retired bus driver, and Ama Mensah, his neighbour's
# daughter, an adult-nursing student who helps with his allotment and his phone.
PAIR = {
    "folder": "Gordon_Ama",
    "initials": ["G", "A"],
    "first": {"G": "Gordon", "A": "Ama"},
    "full": {"G": "Gordon Pryce", "A": "Ama Mensah"},
    "ig_owner": "A",
    "ig_handles": {"G": "gordonpryce", "A": "amamensah"},
}

SESSIONS = [
dict(num=1, shape="locomo", start="2023-04-15 16:05", text="""
A: Hi Mr Pryce! It's Ama from next door. Testing testing, did this come through on the new phone?
G: Hello Ama. Yes it has come through. I can read it without my glasses too, thanks to you making the writing bigger.
A: Yay!! Told you the big font would help. And you can message me on here for free, it's called WhatsApp, it uses the internet not your minutes.
G: WhatsApp. I will write that down in my notebook. My old phone only did calls and texts and that suited me fine for fifteen years.
A: The brick! It was a classic tbh. But now you can see photos of Liam and everything.
G: That would be nice. Neil sends pictures to the computer at the library but I never remember the password.
A: We'll sort that next time. Did you get up to the allotment today?
G: I did. Put in the last of the onion sets this morning, two rows of Sturon and one of red. The ground was lovely and crumbly after the rain.
A: Sturon sounds like a wrestler lol
G: It's a very reliable onion. I've grown them since I took the plot on in 2016, the year I retired.
A: Wait what did you do before? Mum said something about buses?
G: I drove the number 42 for Brindle Valley Buses. Thirty-one years, Town Centre to Ferncliffe and back, about nine times a day.
A: No way!! My mum used to get the 42 to the market!
G: Then I probably drove her. I knew most of the regulars. Mrs Kaur with her shopping trolley, the lad with the trombone.
A: That's so wholesome. Do you miss it?
G: I miss the people. I don't miss the traffic on Station Road.
A: Haha fair. How's Sixpence?
G: Sixpence is asleep on the radiator shelf as usual. He had a fight with the ginger tom from number 12 last week and came off worst. A torn ear.
A: Aww poor boy. Is he ok?
G: He's fine. He's a big black and white tom, he's had worse.
A: I have to revise tonight, I've got my OSCE next month and I'm bricking it.
G: What is an OSCE?
A: It's a practical exam. You go round stations and do things like blood pressure or hand hygiene while an examiner watches you. Very scary.
G: You'll be fine. You took my blood pressure last Christmas and you were very professional.
A: Aww thank you Mr Pryce!
G: Call me Gordon, please. Mr Pryce makes me feel like I'm being given a parking ticket.
A: Haha ok Gordon 😊 Try sending me a photo of your onions tomorrow, practise with the camera button!
G: I will try. Goodnight Ama.
"""),

dict(num=2, shape="instagram", start="2023-05-06 18:31", text="""
A: Gordon!! Your Instagram is all set up and your first post is up! @plot14gordon is officially live 🎉
G: I saw it. The photo of the leek trench. Is that it, people can see it now?
A: Yep! Anyone who follows you. You already have 9 followers, one of them is me and one is my mum lol
G: Nine. Goodness. Who are the others?
A: A couple of allotment accounts and a lady from Devon who grows giant veg. She left a comment!
G: What did she say?
A: "Lovely deep trench, what variety?" You can reply, press the little speech bubble
G: I'll have a go. They're Musselburgh, I'll tell her.
A: Perfect!! You're a natural influencer now 😂
G: I don't know what that is but I'll take it as a compliment.
A: It is haha. Post a picture every few days, people love watching things grow
G: Next I'll put up the runner bean canes. I'm doing those later this month, after the last frost.
A: Love that. How many canes?
G: Two double rows, forty canes in all.
A: That's a lot of beans!
G: Half of Wrenfield Road will be eating beans in August. Your mother included.
A: She'll be thrilled, she loves them in stew
G: How is your revision going?
A: Honestly, stressful. The OSCE is in two and a half weeks. I keep practising blood pressure on my mum and she's fed up of me
G: You can practise on me. I've got nothing else on and my blood pressure is very steady.
A: Omg really? That would be amazing. Can I come round Tuesday after uni? {heart}
G: Tuesday is fine. I'll put the kettle on.
A: You're the best 🥹 {heart}
G: I pressed the heart on your message. Did it work?
A: It worked!! Look at you go 😂
G: Goodnight Ama.
"""),

dict(num=3, shape="jsonl", start="2023-05-27 11:15", text="""
A: GORDON. I PASSED!!!
G: Oh well done Ama! I knew you would. The OSCE?
A: Yes!! Had it on Wednesday, got the email yesterday. Blood pressure station was first and my hands didn't even shake
G: That'll be all the practice on my arm.
A: 100%, you deserve a cut of my marks lol
G: I'll settle for a cup of tea. What happens now?
A: Now placement! I start on the 5th of June, on the cardiology ward at St Aldhelm's. Ward 9. Six weeks.
G: Hearts. That's a serious job.
A: I know, I'm nervous. Long days and some nights. But my mentor's meant to be lovely.
G: You'll be grand. Take your own sandwiches, hospital canteen food is dreadful. I remember it from when I had my knee done.
A: Noted 😂 How's the plot?
G: Runner beans went in last weekend. Scarlet Emperor and a white one called Moonlight. Forty canes.
A: The famous forty canes!
G: Oh and Ama, I had a strange text message yesterday. It said my parcel couldn't be delivered and I needed to pay £1.45 to rebook it. I haven't ordered any parcel.
A: Don't click anything!! That's a scam. They want your bank details.
G: I thought it might be. It had a very odd web address.
A: Yep. Just delete it. If you're ever not sure, screenshot it and send it to me first.
G: Screenshot. Is that the thing where I press two buttons at once?
A: Yes! Power and volume down together. Try it now on this chat.
G: I've done it. There's a little picture in the corner now.
A: Perfect!! You're getting so good at this.
G: I'm an old dog learning new tricks. Slowly.
A: You're doing amazing honestly. My grandad still can't answer a video call.
G: Speaking of which, Neil wants to do one of these video calls with Liam. Will you show me how?
A: Of course! I'll come round on Thursday evening and we'll practise.
G: Thank you. Enjoy your celebrating.
A: Going out with my course friends tonight 🥳
"""),

dict(num=4, shape="locomo", start="2023-06-24 19:20", text="""
G: Ama, I spoke to Liam on the video call last night. It worked first time.
A: YES!! Gordon!! How was it?
G: Marvellous. I could see his face as clear as if he was in my kitchen. He's so tall now, fourteen and taller than his dad.
A: Aww. What did you talk about?
G: He showed me his snake. A corn snake called Noodle, orange with red blotches. He held it up to the camera and it tried to climb into his sleeve.
A: Omg a snake 😱 I'd scream
G: I nearly did. Neil says it eats frozen mice that they keep in the freezer. Next to the peas.
A: NOPE. Calgary can keep that
G: It was nearly eleven at night here. They're seven hours behind, so it was their afternoon.
A: Ahh the time difference. And was it nice seeing Neil too?
G: It was good. He looks tired. Work, he says. He asked when I'd come out to visit.
A: Would you go??
G: Maybe one day. It's a long way.
A: How's everything on the plot?
G: Busy. I've decided to enter the Ferncliffe show this year. It's on Saturday the 2nd of September at the community hall.
A: Ooh the veg show! What are you entering?
G: Three classes: a pair of pot leeks, three onions and a plate of runner beans. The beans are the one I really want.
A: Why the beans?
G: Because of Clive Hebden. He has the plot next to mine, number 15, and he's won the runner bean class three years running. He never lets anybody forget it.
A: A RIVAL 😂😂
G: He's not a rival. He's a nuisance. But I'd like to see his face when I win.
A: Gordon that's literally a rival
G: Well. Maybe a bit.
A: And how's placement going, you ask? 😂
G: Sorry love. How is the ward?
A: Haha it's good! Tiring. Did three long days this week. My mentor Bernadette is amazing, she remembers every patient's name and their grandkids' names.
G: That's the sign of a good nurse.
A: One of my patients sang Frank Sinatra to me while I did his obs lol
G: Which song?
A: Fly Me to the Moon. Twice.
G: A man of taste.
A: Ok I need sleep, long day tomorrow. So happy about Liam!!
G: Goodnight Ama. Thank you for teaching me.
"""),

dict(num=5, shape="instagram", start="2023-07-22 20:05", text="""
A: Gordon are you surviving the heat?? It's 31 degrees!
G: Just about. I was up at the plot at six this morning to water before it got too hot. Twelve cans on the beans alone.
A: Twelve!! Your arms must be dead
G: They are. But the beans are loving it. The first pods are coming. [photo: runner bean plants climbing tall canes with red flowers and long green pods]
A: They look amazing!! Are you posting that?
G: I'll put it on the Instagram tonight. How do I do the little words underneath?
A: That's the caption! When you're posting there's a box that says "write a caption". Type in there 😊
G: Right. The leeks are not so happy.
A: Oh no what's wrong with them?
G: Rust. Orange spots all over the leaves. It comes with warm damp weather. I've cut off the worst of it but the ones I was growing for the show are covered.
A: Oh no 😢 can you still enter them?
G: I don't think so. The judges would mark them down straight away. I may have to withdraw the leeks and just do the onions and beans.
A: That's so annoying after all that work
G: That's gardening. You win some, and the weather wins the rest.
A: Very wise lol
G: How was the last week of your placement?
A: I finished yesterday!!! Bernadette gave me a card and a box of chocolates and I nearly cried in the sluice room
G: Well done love. Six weeks of hard work.
A: My feedback form says "excellent communication with patients" 🥹 {heart}
G: That doesn't surprise me one bit.
A: Stoppp. Now I've got a few weeks off before my summer job at the garden centre café starts, I'm going to sleep for a week
G: You deserve it. And then you can help me water.
A: Haha deal. Is Sixpence coping with the heat?
G: He lies flat on the kitchen tiles like a rug. Only moves for his dinner.
A: Relatable
"""),

dict(num=6, shape="locomo", start="2023-08-19 18:48", text="""
A: Gordon!! Show countdown!! How are the beans looking?
G: Very good. I've been measuring them every morning with Maureen's old dressmaking tape.
A: Aww that's lovely
G: She'd have laughed at me. She always said the show made me worse than a football fan.
A: Did she use to come with you?
G: Every year. She entered her sweet peas in the flower classes and won more often than I did. She had a blue vase she used for them, I still keep it on the windowsill.
A: That's so sweet. Do you still grow sweet peas?
G: I put a few in for her every spring. It doesn't feel right without them. Summers are the hardest, to be honest. She'd be fussing about the show with me right now.
A: 🥺 She'd be proud of you though. The Instagram and everything.
G: She'd think the Instagram was daft. But she'd look at it every day.
A: Haha. So what's the plan for the beans?
G: You need a plate of matching beans for the class. Straight, same length, no bulges where the seeds are. I'll pick them the evening before and wrap them in a damp tea towel so they stay fresh.
A: That is so scientific
G: It's a serious business. Clive has been walking past my canes pretending not to look.
A: 😂😂 the spy!
G: Exactly. And the onions are drying in the greenhouse. I tie the tops with raffia and dress them, which means taking the loose skins off.
A: Like a spa day for onions
G: Very much like that.
A: And the leeks?
G: I've withdrawn the leeks. The rust never went away. Better not to show them than to be embarrassed.
A: Fair. Two out of three is still great.
G: Will you be able to help me on the morning? Staging starts at seven and my hands are not as steady as they were.
A: Yes!! I'll set an alarm. I'll bring coffee.
G: Thank you love. You'll be my assistant.
A: Assistant to the champion 😎
G: Don't count your beans before they're judged.
A: 😂 okay okay
"""),

dict(num=7, shape="jsonl", start="2023-09-04 19:30", text="""
G: Ama, I've been looking at the rosette all morning. I still can't believe it.
A: I CAN'T BELIEVE IT EITHER. First prize Gordon!!! 🏆
G: First in the runner beans, second in the onions. Not bad for a retired bus driver.
A: And did you SEE Clive's face
G: I did. He congratulated me through his teeth. Then he said the judge must need glasses.
A: 😂😂😂 sore loser
G: He'll be back next year, mind. He's already talking about a new variety.
A: Let him try. The beans were perfect, the judge said "textbook", I heard her
G: She did. I'll remember that for a long time. Thank you for helping with the staging, I couldn't have laid them out straight with my hands shaking.
A: I was honoured. Honestly the best Saturday I've had in ages
G: Your photo of me with the rosette got 57 likes on the Instagram. Fifty-seven!
A: You're famous!! The lady from Devon commented too
G: She did. She said "Well done Gordon, beans to be proud of". Very kind.
A: See, people love you on there
G: I'm starting to enjoy it, I'll admit. I look every morning with my cup of tea.
A: Gordon's become an influencer for real
G: Don't start that again.
A: 😂 What are you doing with all the beans now?
G: Eating them. And giving them away. Your mother has had a carrier bag full.
A: She made bean stew last night, it was SO good
G: Good. How are you, are you back at university?
A: Back next Monday for second year. Kind of excited, kind of terrified. We get our placement lists soon.
G: You'll be fine. Let me know where they send you.
A: Will do! Now go and admire your rosette some more
G: I've put it on the mantelpiece where I can see it from my chair.
A: 🥹
"""),

dict(num=8, shape="locomo", start="2023-10-21 14:14", text="""
A: Gordon how are you feeling today? Mum said you were home
G: Home. Sorry for short replies. Typing one hand.
A: Don't apologise!! Just tell me if you need anything
G: I'm all right. Sore.
A: What actually happened? Mum only knew you'd had a fall
G: Last Saturday at the plot. Path was wet from the rain. Slipped on the boards by the water trough.
G: Put my hand out. Broke my left wrist. Bruised my hip all down one side.
A: Oh Gordon 😢 that sounds so painful
G: Clive found me. Called the ambulance. I suppose I owe him now.
A: Clive the rival?! Wow ok he's redeemed himself
G: He has. Don't tell him I said so.
A: How long were you in St Aldhelm's?
G: Two nights. They kept me in to check the hip. X-rays. Cast on the wrist.
A: Were the nurses nice?
G: Very. One of them knew you. Said you were on her ward in the summer.
A: Omg that must be Bernadette!! Small world
G: That's her. She said you were one of the good ones.
A: 🥹 stop
A: Ok serious question, how is Sixpence? Who's been feeding him?
G: That's the other thing. Sixpence is missing.
A: WHAT
G: My brother's wife fed him while I was in. He got out on Monday morning when she opened the back door. Not seen him since.
A: Oh no no no. Five days??
G: He's never been gone more than a night.
A: Right. I'm making posters tonight and I'll post in the Ferncliffe Community Facebook group. Do you have a good photo of him?
G: On the phone. The one of him on the radiator shelf.
A: Perfect, send it to me. Is he microchipped?
G: Yes. Done when he was a kitten.
A: Good, I'll ring the vets and the council too in case anyone hands him in
G: Thank you love. I don't know what I'd do.
A: We'll find him. Cats are clever. He's probably sulking in someone's shed
G: I hope so. The house is very quiet without him.
A: I'll come round after uni tomorrow with the posters. Do you need any shopping?
G: Bread and milk. And cat biscuits for when he comes home.
A: Deal ❤️
"""),

dict(num=9, shape="instagram", start="2023-10-29 10:40", text="""
G: AMA. HE IS HOME.
A: WAIT SIXPENCE?????
G: Yes. Friday teatime. The postman on Alder Crescent heard meowing from a garage at number 23. The lady who owns it had been away. He must have slipped in when she was loading her car and got shut in.
A: OMG!!! Shut in a garage all that time?!
G: It seems so. The postman had seen your poster at the corner shop and knocked on my door. I went round with his basket.
A: I'm literally crying. Is he ok??
G: Thin. Very thirsty. He drank a whole saucer of water in one go. The vet checked him yesterday and said he's dehydrated but fine. No damage.
A: Thank god. Give him a kiss from me
G: I have. Several. He's asleep on my bed, which is normally not allowed. [photo: a thin black and white cat curled up asleep on a patterned bedspread]
A: Awww he looks so peaceful. He can break the rules this week 😂 {heart}
G: I've given the postman a bottle of whisky. A decent one.
A: As you should!!
G: Your posters did it. Thank you Ama. I mean it.
A: Honestly it was the postman, I just did the printing
G: You did more than that. Your mother told me you were out at ten at night shaking a box of cat biscuits up and down the street.
A: ...ok maybe I did that too 😂
G: How is university?
A: Busy! My next placement starts soon, community nursing I think, the lists come out this week
G: Let me know. And my physio starts on Wednesday. Exercises for the fingers.
A: Good!! Do them properly, don't skip them
G: Yes nurse.
A: 😂 Love that. Ok go cuddle your cat {heart}
"""),

dict(num=10, shape="locomo", start="2023-11-18 17:32", text="""
A: Hi Gordon! How's the wrist this week?
G: Hello Ama I am doing this by talking into the phone like you showed me full stop It is much easier than typing with one hand
A: Hahaha Gordon you don't have to say full stop, it puts them in by itself 😂
G: Oh. Well it put that one in as words. The wrist is itching under the cast. Nine days to go until it comes off, they say.
A: The itching is the worst! Don't poke anything down there
G: I used a knitting needle. Don't tell the nurse.
A: I AM the nurse 😂 nearly. Please don't do that, you could scratch the skin and get an infection
G: All right, all right. How is your new placement?
A: Really good actually! I started the Monday before last, with the district nurses covering Ferncliffe and Lowmoor. We go out to people's houses in a little car.
G: Like a bus route.
A: Haha yes exactly! Same streets every week. Dressings, injections, checking on people after they come home from hospital.
G: So people like me.
A: Literally people like you. There's one lady who makes us tea every visit and tells us off if we don't have a biscuit.
G: Quite right.
A: I actually love it. You see the whole person, their house, their family, how they manage. Not just a bed on a ward. I think I might want to do this when I qualify, working with older people at home.
G: You'd be good at it. You're patient with old codgers.
A: You're not an old codger!
G: I am and proud of it. Now, some news. The allotment committee wrote to me.
A: Uh oh?
G: Very polite. They said after my accident I might want to give up half the plot, because there's a waiting list. They'd split it and give the other half to someone new.
A: How do you feel about that?
G: I said no. I've had plot 14 for seven years. A broken wrist is not going to take it off me. I'll be back up there in the spring.
A: Fair enough!! As long as you're careful on those boards
G: Clive has nailed chicken wire over them so they aren't slippery any more.
A: Clive!!! He's turning into a hero
G: Don't let it go to his head.
A: 😂 How's Sixpence?
G: Fat again. He's not left the house since. He sits on the windowsill watching the garages across the road like they owe him money.
A: Hahaha trauma
G: Goodnight love I'm going to watch the snooker full stop
A: 😂😂 night Gordon
"""),

dict(num=11, shape="jsonl", start="2023-12-16 15:20", text="""
G: Ama, I have two hands again. I keep meaning to tell you.
A: Yesss!! When did the cast come off?
G: On the 27th of November. The arm underneath looked like a plucked chicken.
A: 😂 gross. How's the movement?
G: Stiff. The physio gave me a lump of green putty to squeeze, and exercises with a tea towel. Twice a day. I do them while I watch the news.
A: Good!! The putty really works, keep going and your grip will come back
G: I can open a jar again. Nearly.
A: Progress! Have you been up to the plot?
G: Only to look. Clive dug my leek bed over for me. I didn't ask him to.
A: He's really changed hasn't he
G: He says it's because he wants proper competition next year.
A: 😂 of course
G: I have more news. Neil rang on Sunday. He wants me to come out to Calgary in the spring. He says he'll pay half the flight.
A: GORDON!! You have to go!!
G: I'm thinking about it. I've never flown further than Majorca.
A: You'd get to see the mountains! And Liam would love it
G: He would. I'll think about it over Christmas. Are you home for Christmas?
A: Yes! But I'm revising the whole time, my pharmacology exam is on the 12th of January
G: Pharmacology. Tablets?
A: Drugs, doses, side effects, calculations. It's so much memorising. The calculations are the scary bit, one wrong answer and you fail the whole paper
G: You can practise the sums on me. I used to count up the takings on the bus every night.
A: Omg actually yes, you'd be great at the drug calculations
G: Come round after Christmas. Bring the questions, I'll bring the mince pies.
A: Deal!!! Merry Christmas in advance Gordon 🎄
G: Merry Christmas love. Give my best to your mum.
"""),

dict(num=12, shape="locomo", start="2024-01-27 12:10", text="""
A: GORDON I GOT 74 IN PHARMACOLOGY
G: Is that good?
A: It's a first!!! Anything 70 and above is a first!
G: Well done!! I knew those sums would pay off.
A: You were literally the best revision partner. My flatmates were useless
G: I'll put it on my CV. Retired bus driver and maths tutor.
A: 😂 How are you? How's the wrist?
G: Much better. I can lift the kettle with it now. The physio says another month.
A: Amazing. And Calgary?? Did you decide?
G: I've decided to go. Neil is looking at flights for May, when the weather is better out there.
A: YESSS!! I'm so proud of you!!
G: I'm not proud, I'm terrified. Nine hours on a plane. I've never been on anything longer than two and a half hours.
A: It'll be ok! Long flights are mostly films and sleeping and bad food
G: Maureen always did the travel. Passports, tickets, which gate. I just carried the bags. I don't know where to start.
A: I'll help you!! We can do the online check-in together and I'll print everything out in a folder
G: Would you? That would help a great deal.
A: Of course! And you can get help at the airport, they'll take you to the gate if you ask
G: I'm not that decrepit yet.
A: Haha ok ok
G: Maureen would have loved this. She always wanted to see the Rockies. I might take her photo with me.
A: 🥺 you should, Gordon
G: One more bit of news. I've changed my mind about the plot.
A: Oh?
G: I'm still not giving half of it to a stranger. But your mum asked me over the fence whether she could grow a few things, and I thought, why not share it with Efua. She does the far half, I do the near half.
A: WAIT she didn't tell me!! She's been talking about growing garden eggs and scotch bonnets for ages
G: Well now she can. I'll show her the ropes and she'll do the heavy digging. It suits us both.
A: That's actually perfect. She'll be SO happy. You two will be the plot 14 dream team
G: As long as she doesn't start entering the show against me.
A: No promises 😂
"""),

dict(num=13, shape="instagram", start="2024-03-09 16:45", text="""
G: Ama, the flights are booked. Neil did it on the computer last night.
A: AAHH when??
G: Tuesday the 4th of June. Manchester to Calgary, changing at Toronto. Back on the 25th.
A: Not May then?
G: Liam has exams all through May and Neil wanted him free. So June it is.
A: That makes sense. Three weeks in Canada!! 🇨🇦
G: And my new passport came on Thursday. The photo makes me look like a criminal.
A: Passport photos make everyone look like criminals lol
G: Now, a question about the plot. Your mum wants to know when to sow her peppers.
A: Hahaha she won't ask me, she thinks I know nothing about plants
G: You don't. But she should start them indoors now, on a warm windowsill. I've told her.
A: Is she doing the garden eggs too?
G: Both. She has trays all over your back bedroom, she says.
A: I've seen. It's a jungle in there
G: I'm chitting my seed potatoes. Charlotte, the salad ones. Standing them in egg boxes on the spare room windowsill so they sprout before planting. [photo: seed potatoes standing in egg boxes on a sunny windowsill with short green shoots]
A: They look like little aliens 👽 {heart}
G: Ha. They'll go in at Easter.
A: How's your hand with the digging?
G: I'm being careful. Efua does the heavy spadework. I do the supervising.
A: Perfect division of labour lol
A: Oh I have news too! I've picked my dissertation topic for third year
G: Go on.
A: Falls prevention in older people living at home. Like how community nurses can spot the risks before someone ends up in hospital
G: I wonder where you got that idea.
A: 😂 you may have inspired it slightly. Can I ask you some questions for it one day? Not officially, just to get me thinking
G: You can ask me anything. I'll tell you all about wet boards and stubborn old men.
A: Perfect. And wear your non-slip boots up there please!! Café latte on me if you do ☕
G: Yes nurse. Sixpence sends his regards.
A: Give him a scratch from me ❤️
"""),
]
