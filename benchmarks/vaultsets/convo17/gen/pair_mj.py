# Pair 2: Maureen Pybus (grandmother, Scarborough) and her grandson Jack Pybus
# (York College, Level 2 Electrical Installation, then apprentice at Dalby & Sons, Malton).
PAIR = {
    "folder": "Maureen_Jack",
    "speakers": {"M": "Maureen", "J": "Jack"},
    "names": {
        "locomo": {"M": "Maureen", "J": "Jack"},
        "whatsapp": {"M": "Maureen Pybus", "J": "Jack Pybus"},
        # Telegram Desktop export made from Jack's account; he has his nan saved as "Nan"
        "telegram": {"M": "Nan", "J": "Jack Pybus"},
    },
    "telegram": {"chat_name": "Nan", "chat_id": 5127730418,
                 "ids": {"M": "user5127730418", "J": "user6094412277"}},
    "order": ["M", "J"],
}

SESSIONS = [
dict(n=1, fmt="locomo", date="2023-02-12", time="16:30", turns="""
M: Hello love, it's Nan. Your mum said you'd be free on a Sunday afternoon. Is this how you do it, just type?
J: Hi Nan! Yeah that's it, you're doing great. Just type and press the arrow.
M: Well I never. How's college? Your mum says you've been wiring things.
J: Yeah, it's good! We did our first proper practical assessment on Thursday. Wiring a ring final circuit on the practice boards. Sockets, the whole lot.
M: Is that the one that goes all round the house? Your grandad used to say it went in a big loop.
J: Exactly that. Grandad was right. I passed it, and the tutor said my terminations were really neat.
M: Terminations. Sounds like a film. I'm very proud of you.
J: Ha, thanks Nan. It just means the ends of the wires in the terminals.
M: And are you still at the chip shop?
J: Yeah, still at the Golden Plaice on Friday and Saturday nights. The smell never leaves my hoodie.
M: Your grandad came home smelling of sawdust every day for forty years. I quite liked it.
J: Chip fat's less romantic. How are you doing? How's Pip?
M: Pip's not so good, love. He's pulling his feathers out and he's stopped singing in the mornings. The vet in Falsgrave says it might be his age. He's nine, which is old for a budgie.
J: Oh no. Poor Pip. Is he eating?
M: A bit. I've been giving him millet as a treat. He still sits on my shoulder when I do the crossword.
J: Give him a scratch from me.
M: I will. Choir's busy, we're learning the Easter pieces already. Mrs Hodgson has us singing "The Holy City" and my top notes aren't what they were.
J: I bet you sound great.
M: Flatterer. How's the driving coming on?
J: I've had eight lessons. My theory test is booked for the 2nd of March.
M: You'll pass. Now, your mum tells me there's a young lady?
J: NAN. Her name's Leah. She's doing nursing at the uni in York.
M: A nurse! Lovely. Bring her for fish and chips when it's warmer.
J: Will do. I've got to go, I'm meant to be revising cable sizes. Love you Nan.
M: Love you too pet. Don't work too hard.
"""),
dict(n=2, fmt="telegram", date="2023-03-05", time="11:08", turns="""
J: Morning Nan! Did you get the app working ok after I left?
M: Hello Jack. Yes I think so. I have pressed the little bear with the heart. Did that send?
J: Haha yes, you sent me a sticker. It's perfect
J: I've got news, I passed my theory test on Thursday! 48 out of 50 on the questions and I passed the hazard perception too
M: Oh well done love!! I knew you would. Your grandad would be so proud.
M: I have some sad news too I'm afraid. Pip died on Wednesday night. I came down in the morning and he was on the floor of his cage.
J: Oh Nan. I'm so sorry. Are you ok?
M: I'm alright love. He was an old boy. I buried him in the garden under the rosemary bush. Mr Ackroyd from next door dug the hole for me.
J: That's a good spot. He always liked it when you opened the back door in summer
M: He did. The house is very quiet without him. I keep putting the radio on.
J: Do you want me to come over next weekend? I can get the train Saturday morning
M: You work Saturday nights. Don't be silly. Come at Easter like we said.
J: Ok. But ring me if you're lonely. Even at midnight, I'm still up
M: I know you are, that's what worries me.
J: Haha. Will you get another bird?
M: I don't know. Maybe one day. Not yet.
J: That's fair
M: Now, how do I send a photograph on this?
J: Press the paperclip at the bottom, then pick the picture
M: [photo] Is that it? It's Pip last summer in the garden.
J: That's it! He looks so happy there. Great photo Nan
M: Thank you love. Now go and do something useful. Love Nan x
J: Love you x
"""),
dict(n=3, fmt="locomo", date="2023-03-26", time="17:05", turns="""
M: Hello love. I've been to the hospital.
J: What? Are you ok Nan??
M: Don't panic, it was an appointment. About my hip. The consultant looked at the X-rays and says it's worn right down, bone on bone. He's putting me on the list for a hip replacement.
J: Oh wow. Is that good? Like, will it stop hurting?
M: That's the idea. He said most people are walking without a stick within three months. The waiting list is long but he thought it would be around June.
J: That's not too far. I'll help, I can come and stay after.
M: Your mum's already said she'll take time off. You've got college. But you can come and carry things.
J: I'm very good at carrying things. I carried a 50 metre drum of cable up the stairs at college last week.
M: What's your news?
J: I've applied for an apprenticeship! With Harcourt Electrical in York. They do a lot of commercial work, offices and schools. They take two apprentices every September.
M: Oh that's wonderful. What happens next?
J: They said they'd let me know by the middle of April whether I get an interview.
M: Well I'll keep my fingers crossed. Did your mum like her flowers last Sunday?
J: She loved them. You sent her the lilies didn't you? She's put them on the kitchen table.
M: I always send her lilies on Mothering Sunday. Ever since she was tiny she's liked the smell.
J: It's all over the house, Leah said it smells like a wedding.
M: How is Leah?
J: She's good. She's on a placement on a children's ward at the moment. She's really tired all the time.
M: Tell her from me to put her feet up on her days off. Nursing's a hard job.
J: I will. Oh, and I've booked my practical driving test. The 11th of April.
M: So soon! Are you ready?
J: My instructor says I'm nearly there. I just need to stop stalling on hills.
M: Scarborough is all hills. You'll be fine if you can drive here.
J: Ha. Maybe I'll practise on your road at Easter.
M: Not on my wall you won't.
J: Haha. Love you Nan, I've got a cable calculation worksheet to do.
M: Love you. Don't let the cables calculate you.
"""),
dict(n=4, fmt="whatsapp", date="2023-04-16", time="19:15", turns="""
J: Hi Nan, thanks for having us at Easter. Leah loved your lemon drizzle, she wants the recipe
M: I'll write it out for her. It's your great grandma's recipe, the secret is the extra lemon in the icing
J: I'll tell her. Sorry I've been quiet this week
M: Your mum told me about the test love. Don't be hard on yourself
J: I clipped the kerb on the reverse park. Instant fail. Everything else was fine, the examiner even said so
M: Your grandad failed three times. Three! The third time he drove into a milk float.
J: He did NOT
M: He did. 1968. The milk float wasn't even moving. He passed on the fourth go and drove for fifty years without a scratch
J: That's actually made me feel better
M: Good. When can you go again?
J: I've rebooked for the 13th of June. Earliest they had
M: That's not long. And the apprenticeship?
J: That's the other thing. Harcourt said no. They took two lads who already had Level 3. They said to apply next year
M: Oh Jack. That's two things in one week. I'm sorry love
J: It's fine. Well it's not fine but whatever. My tutor Mr Okonjo says there's loads of small firms that want apprentices and don't advertise. He's going to ask around for me
M: Small firms are better anyway. Your grandad was a joiner at Taylors for thirty years and they all came to his funeral. All of them
J: I remember that
M: Now. Some news from me. The hospital have written. My operation is on the 14th of June
M: The same week as your test!
J: Oh wow that's soon. Mum said she'll come and stay for a week after?
M: She will. I've to go for a pre-op appointment in May
J: I'll come after my test. Hopefully with a licence 😬
M: You will. Oh, Mr Ackroyd says you were very helpful with his outside light
J: It was just a loose connection in the junction box. I told him to get a proper electrician to check it though, I'm not qualified yet
M: Quite right. Very sensible
J: Nan also, the fuse box in your hall. The old one with the white fuses you pull out.<br>That's really old, it hasn't got any RCD protection. You should get it changed
M: It's been fine for forty years
J: That's what everyone says until it's not fine. I'll sort it when I'm qualified
M: We'll see. Night night love
J: Night Nan x
"""),
dict(n=5, fmt="locomo", date="2023-05-07", time="17:40", turns="""
M: Did you watch the coronation yesterday?
J: Bits of it. Mum had it on all morning. Did you have your street party?
M: It was today, the Big Lunch. We had tables all the way down Belgrave Crescent and Mrs Ackroyd made a cake shaped like a crown. It leaned a bit.
J: Haha. Sounds great. Did you make anything?
M: Scones. Forty-eight of them. Gone in an hour.
J: Nan's scones are undefeated.
M: How are you love? Any news on the apprenticeship hunt?
J: Yes actually! Mr Okonjo knows a firm in Malton, Dalby & Sons Electrical. They're family run, mostly domestic work: rewires, new builds, some farm jobs. They want an apprentice for September and he put my name forward.
M: Malton! That's between us. Halfway to Scarborough.
J: Exactly. I've got an interview on Friday. With Gordon Dalby, the owner.
M: Wear a shirt. And polish your shoes.
J: Mum already said. She's ironed a shirt like it's a wedding.
M: Good. And take your folder with the photos of your practicals, show him your neat terminations.
J: That's actually a good idea Nan.
M: I'm full of good ideas. How's Leah?
J: Good. She's finished her placement. We went to the coast for the day last weekend, Whitby. Had fish and chips at the Magpie.
M: Whitby! You should have come on to Scarborough.
J: We didn't have time, she had to be back for a shift. Next time.
M: I'll hold you to it. I went to my pre-op on Tuesday, blood tests and an ECG. The nurse said my heart is as strong as an ox.
J: That's because of all the choir singing.
M: That's what I told her. And we sang "Zadok the Priest" at church this morning for the coronation. I nearly fainted on the high bit.
J: Sounds amazing.
M: It was. Now, remember that fuse box you were going on about? Mr Ackroyd says his son-in-law could change it for £700.
J: Nan, don't let just anyone do it. Wait till I'm with a proper firm. Then we can do it properly, and cheaper.
M: Alright love. It's waited forty years, it can wait a few more months.
J: Thank you. I'll let you know how Friday goes.
M: Good luck love. I'll light a candle.
"""),
dict(n=6, fmt="telegram", date="2023-05-28", time="13:02", turns="""
J: NAN. I GOT IT
M: Got what love?
J: The apprenticeship!! Dalby & Sons rang on Friday. Gordon offered me the place. Four year Level 3 apprenticeship, starting 4th of September
M: OH JACK. I'm crying. Well done my darling
J: I can't stop smiling. He said he liked my folder 😂 The practical photos
M: I TOLD you
J: You did. Nan knows best
M: What will they pay you?
J: £7.50 an hour to start, going up every year. It's more than the chippy
M: And how will you get to Malton?
J: Train to start with, York to Malton is 25 minutes. Then hopefully a car once I've passed my test
M: Sensible. Now I've got news and it's not as good
J: Oh no, what
M: The hospital rang on Thursday. My operation's been cancelled. The surgeon's off sick for a few weeks. They've given me a new date, the 16th of August
J: Oh Nan that's rubbish. Two more months of your hip hurting
M: It's alright love. I've managed this long. And it means you can concentrate on your driving test without worrying about me
J: Still rubbish though. Is the pain bad?
M: Some days. The stairs are the worst. I've moved my knitting basket downstairs so I don't have to go up and down
J: Maybe we could get a rail put on the stairs. I'll ask Gordon about it
M: Don't you go bothering your new boss about me before you've even started!
J: 😂 ok ok
M: I've been thinking, the house is so quiet. I might get a new pet. Not a bird though. I don't think I could clean a cage with this hip
J: A cat? You always loved Grandad's cat
M: Tibbles! Yes he was a good cat. Maybe an older one. Sharon says Cats Protection have a centre near here, look {link:https://cats.example/adopt/scarborough-older-cats}
J: Do it Nan! An old cat is perfect. Just sits on you
M: That's exactly what I want. Something to sit on me. I'll ring them in the week
J: Send me pictures when you do
M: I will. Well done again my clever boy. Grandad would be so proud
J: Love you Nan x
"""),
dict(n=7, fmt="locomo", date="2023-06-18", time="18:15", turns="""
J: Nan!! I passed!!
M: Your driving test?! Oh Jack!
J: Tuesday! Zero serious faults, three minors. The examiner said my reverse park was perfect. Revenge on the kerb.
M: Second time lucky. Better than your grandad.
J: Way better than Grandad. No milk floats harmed.
M: Ha! And college?
J: Also passed my end-of-year practical on Wednesday. We had to install and test a consumer unit with three circuits, then do the inspection and testing paperwork. Mr Okonjo said it was the best in the group.
M: My clever boy. So that's the Level 2 done?
J: Just the last online exam next week, but that's the easy bit.
M: It's Father's Day today. I've been thinking about your grandad all morning.
J: Me too actually. Mum put his photo out on the table. The one of him on the boat at Filey.
M: That was our 40th anniversary. He fell asleep in the sun and burnt his head.
J: He had a brilliant laugh.
M: He did. He'd have loved all this, you doing electrics. He wired our first house himself, you know. Probably not to regulations.
J: Definitely not to regulations if it was the sixties. That's probably why your fuse box is so old!
M: Ha. Probably. Our choir sang at a wedding yesterday, at St Mary's. A lovely young couple, she wore her grandmother's veil.
J: That's really nice. Was your hip ok standing up that long?
M: I sat for the hymns. I'm allowed. The vicar brought me a stool.
J: Good. August will come round quick.
M: It will. Now, have you thought about what car?
J: I've been looking. Something small and cheap to insure. Maybe a Corsa or a Fiesta. I've saved about £3,500 from the chippy.
M: Goodness. All those fish suppers.
J: All those fish suppers. I'll send you pictures of the ones I look at.
M: Please do. And be careful with private sellers. Your grandad always said check the tyres and the oil.
J: I'll check the tyres and the oil. Love you Nan.
M: Love you too. Give your mum a hug from me.
"""),
dict(n=8, fmt="whatsapp", date="2023-07-09", time="14:20", turns="""
J: [photo] Meet the car!!
M: Oh it's lovely! What is it?
J: 2013 Vauxhall Corsa, silver, 1.2, 58,000 miles. Got it yesterday from a man in Selby. £3,200
M: Did you check the tyres and the oil
J: I checked the tyres AND the oil. And Mum's friend Dave who's a mechanic came and looked at it
M: Good lad. Is the insurance awful?
J: £1,900 😭 with a black box. It's a tracker thing that watches how I drive. No driving after 11pm or it goes up
M: That's a good thing. Keeps you home at a sensible time
J: You sound like Mum
M: Your mum sounds like me. That's where she got it
J: Ha. I'll be able to drive over and see you now! It's about an hour and a half
M: Don't you come speeding over the moors
J: Black box Nan. I'll be the slowest car on the A64
M: Good. I've got some news. I've been talking to my sister
J: Auntie Doreen?
M: Yes. She wants me to go down to Torquay in October, once my hip's healed. I haven't seen her since Uncle Bill's funeral. I'm going to get the coach with Sharon
J: That's a long way on a coach
M: Seven hours. I'll take a flask. We'd stay a week
J: That sounds lovely Nan. Sea air
M: We've got plenty of sea air here! But it's different sea air
J: 😂 Is it still ok if Leah comes to Scarborough with me in the summer?
M: Of course, I've been promising her my lemon drizzle in person
J: She made it from your recipe! She said it didn't rise as well as yours
M: Tell her not to open the oven door. Everyone opens the oven door
J: I'll tell her. Last few weeks at the chippy, I finish end of August
M: They'll miss you
J: They'll miss my free labour on Saturday nights. Oh and I passed my online exam, so Level 2 is officially done 🎉
M: Well done love! A certificate for the wall
J: Ha. I've got to go, picking Leah up from the hospital. In my car 😎
M: Drive carefully!!
"""),
dict(n=9, fmt="telegram", date="2023-07-30", time="10:45", turns="""
M: Jack I've done it
J: Done what Nan?
M: [photo] This is Sooty. He came home with me on Friday
J: A CAT!!! Nan he's gorgeous
M: He's eleven years old and black as coal except for one white sock. His owner went into a care home so he needed a quiet house. The lady at Cats Protection said he's "very settled and not interested in going out much"
J: Sounds exactly like what you wanted
M: He's been on my lap for three hours. I couldn't get up to make a cup of tea
J: That's the dream. Is he nice to you?
M: He's a gentleman. He purrs like a tractor. He doesn't like the hoover though, he hid in the airing cupboard
J: Nobody likes the hoover. What's he eating?
M: Special senior food. It costs more than my food
J: Haha. Can't wait to meet him
M: When are you coming?
J: Next Saturday, with Leah. In the Corsa! My first proper long drive
M: Oh how exciting. I'll do a roast. Does Leah eat lamb?
J: She eats everything
M: Good girl. And has your mum said anything about the operation?
J: Just that she's taking two weeks off from the 16th. And I'll come the weekend after
M: You're all very kind. I'm a bit nervous I'll be honest
J: It'll be fine Nan. Leah says hip replacements are one of the most successful operations there is. Her mum's friend had one and was dancing at a wedding after three months
M: Dancing! Well I'd like to dance at your wedding one day
J: NAN
M: 😄 I've learnt the laughing face
J: You're a Telegram expert now
M: I'll be sending you cat photographs every day
J: Please do
M: He's asleep on my crossword now. I'll have to finish it tomorrow
J: Priorities
M: Love Nan x
"""),
dict(n=10, fmt="locomo", date="2023-08-27", time="15:20", turns="""
J: How are you feeling today Nan?
M: Better than yesterday. I walked to the end of the garden and back with the frame this morning. Sooty walked with me the whole way like a little nurse.
J: Haha, Nurse Sooty. That's brilliant, ten days after.
M: Eleven. The op was the 16th and I was home on the 19th. The physio comes on Tuesdays and Fridays and she's a slave driver.
J: Good. Leah says do the exercises even when they hurt.
M: Leah and the physio should start a club. How did you get on driving back last weekend?
J: Fine! An hour and forty minutes. The A64 was busy at Malton.
M: It was lovely having you. You fixed my kitchen light as well.
J: It was just the bulb Nan. I'm not taking credit for a bulb.
M: You climbed the stepladder so I didn't have to. That's credit.
J: Fair. Mum said you were a very bad patient in hospital.
M: I was not! I just told the nurse the tea was weak. Which it was.
J: Haha. Next week's the big one. I start at Dalby's on Monday the 4th.
M: Are you nervous?
J: A bit. Gordon says for the first month I'll be "the apprentice", which means carrying things and making the tea. They're on a new-build estate in Pickering.
M: Make good tea then. Builders like two sugars.
J: Noted. And college changes to day release, every Wednesday at York College.
M: So you'll still see Mr Okonjo.
J: Different tutor for Level 3 but yeah I'll see him around.
M: Jack, I've had to make a decision. The consultant says no long coach journeys for at least twelve weeks after the operation, because of blood clots. So Torquay in October is off.
J: Oh no Nan. Auntie Doreen will be gutted.
M: She was. But she says she'll come up here instead. By train, in October. She'll stay in the spare room.
J: That's actually better, you don't have to travel.
M: That's what Sharon said. We'll go to Torquay in the spring instead, when I'm dancing.
J: Dancing at the wedding.
M: Dancing at the wedding! Now go and buy yourself some steel toe boots.
J: Already got them. Gordon's sending me a list of tools.
M: Your grandad's tools are in the shed. His old Stanley knife and all sorts. Take what you like.
J: Really? Nan, that would mean a lot.
M: He'd want them used. Next time you visit.
J: Love you Nan.
M: Love you too.
"""),
dict(n=11, fmt="telegram", date="2023-09-17", time="19:50", turns="""
J: Two weeks done at Dalby's!
M: How is it? Are they nice to you?
J: Really nice. There's Gordon, his son Matty who's 30 and does most of the jobs, and another electrician called Priti. I'm mostly with Matty
M: What have you been doing?
J: Chasing walls for cables, pulling cables through, first fix on the new builds in Pickering. Lots of drilling. My arms are dead
M: And the tea?
J: Matty says my tea is "acceptable". Gordon has three sugars though
M: Good heavens
J: How's the hip?
M: I'm on one stick now! The physio says I'm ahead of schedule. I walked to the corner shop on Thursday on my own
J: NAN! That's amazing
M: I bought a Kit Kat to celebrate
J: Deserved
M: Sooty keeps bringing me presents. There was a mouse in my slipper this morning
J: Oh no 😂 I thought he didn't go out much
M: So did Cats Protection. He's discovered the garden. He sits under the rosemary bush where Pip is
J: That's a bit dark Nan
M: I think it's sweet. They're keeping each other company
J: Haha ok
M: Did you use Grandad's tools?
J: I use his Stanley knife every day. Matty said it's older than him. I wrapped new tape round the handle
M: That makes me very happy
J: Also Nan I asked Gordon about your fuse box
M: Oh Jack you didn't!
J: He was fine about it! He says they can come and do it as a training job for me, I'd do it with him supervising. New consumer unit with RCBOs. Just parts at cost, about £450
M: That's a lot less than Mr Ackroyd's son-in-law
J: And it'll be done properly. He said maybe early November, when the Pickering job slows down
M: Well if Gordon says so. Will you need to turn my electric off?
J: For about half a day. We'll do it in the morning so you're not in the dark
M: Alright love. Tell Gordon thank you
J: I will. Night Nan x
M: Night night x
"""),
dict(n=12, fmt="locomo", date="2023-10-15", time="16:05", turns="""
M: Doreen went home yesterday. The house is very quiet again.
J: How was it having her?
M: Wonderful. We talked until one in the morning every night like we were girls. She's still bossy. She rearranged my kitchen cupboards.
J: Haha, Auntie Doreen classic. Did she like Sooty?
M: She's a dog person, but Sooty won her over. He slept on her bed every night, the traitor.
J: Did you get out much?
M: We went to the Spa for a concert on Wednesday, the brass band. And she pushed me along the front in a wheelchair I borrowed from the Red Cross, all the way to the harbour. I walked back half of it.
J: Nan, that's brilliant.
M: And we booked Torquay for the spring. The 8th of April, for a week. Sharon's coming.
J: That's great. Coach?
M: No, Sharon's driving. She says she doesn't trust me on a coach for seven hours anymore.
J: Mum's right.
M: How's work?
J: Good. We finished first fix at Pickering and now we're on a farm near Hovingham, rewiring a barn conversion. There's a goat that keeps trying to eat my cable ties.
M: A goat! What's it called?
J: The farmer calls him Kevin.
M: Kevin the goat. Wonderful.
J: Oh, and Gordon's confirmed the date for your consumer unit. Saturday the 4th of November, we'll be there at 8.
M: The 4th. I'll put it on the calendar. Do I need to do anything?
J: Just clear the cupboard under the stairs so we can get to the fuse box. And maybe make a lot of tea.
M: Three sugars for Gordon. I remember.
J: Haha yes. How's choir?
M: We're rehearsing for the Christmas concert already. It's on the 16th of December at St Mary's. You'll come?
J: I'll be there. Can I bring someone?
M: Leah?
J: Yeah. Actually, she might not come. We've been arguing a lot. She's on nights and I'm up at six, we never see each other.
M: Oh love. That's hard at your age, with both of you working so hard.
J: Yeah. We'll see.
M: Whatever happens, you're welcome here any time. Both of you, or just you.
J: Thanks Nan. Love you.
M: Love you too.
"""),
dict(n=13, fmt="whatsapp", date="2023-11-12", time="18:30", turns="""
M: Jack, Mr Ackroyd came round to look at my new fuse box. He couldn't believe you and Gordon did it all in one morning last Saturday
J: Haha did you show him the labels?
M: I did. All typed! "Kitchen sockets", "Upstairs lights". He said it looked like a hospital
J: Gordon's very fussy about labelling. He made me redo two of them
M: You did very well love. You explained everything to me. What's the thing that trips again?
J: RCBOs. Each circuit's got its own one, so if the kettle trips it only takes out the kitchen, not the whole house
M: Very clever. And the smoke alarms?
J: The two new ones are linked, so if the one in the hall goes off the landing one goes off too. Test them with the button every month
M: I'll put it on the calendar with the bins
J: Perfect 😂
M: Are you alright love? You seemed quiet last Saturday
J: Yeah. Leah and I broke up. Two weeks ago now, just before Halloween
M: Oh Jack. I'm sorry
J: It's ok. It was both of us. We just never saw each other, she's on nights and placements and I'm in Malton all week. It just stopped working
M: That's very grown up of you both. Are you sad?
J: A bit. It's weird not texting her goodnight
M: It will be weird for a while. Then less weird
J: How long did it take you to get over your first boyfriend?
M: My first boyfriend was your grandad. I never had to
J: Oh Nan 🥲
M: But I had friends who did. They all found someone lovely in the end. Or a cat
J: Haha. I'll get a cat
M: You'll borrow mine. Sooty's been to the vet, he's overweight. He's on a diet. He's furious
J: Poor Sooty 😂 what does he weigh
M: Six and a half kilos. The vet says he should be five
J: No more Dreamies
M: No more Dreamies. We're both very sad about it
J: Leah won't be coming to the concert obviously
M: You come on your own. Or bring your mum
J: I'll bring Mum. Love you Nan
M: Love you too, my lovely boy
"""),
dict(n=14, fmt="locomo", date="2023-12-10", time="14:45", turns="""
J: Nan! Guess what.
M: Tell me.
J: I passed my 18th Edition exam! The wiring regulations one. 84 percent. Gordon says most apprentices don't sit it until second year.
M: Well I don't know what an 18th Edition is, but 84 percent sounds marvellous.
J: It's basically the rule book for all electrical work in the UK. BS 7671. You have to know where to find everything in it.
M: Like the Bible for electricians.
J: Exactly like that. Matty bought me a bacon sandwich to celebrate.
M: Good man, Matty. Are you still coming on Saturday?
J: Wouldn't miss it. Mum and me are driving over Saturday afternoon. What time does it start?
M: Seven o'clock at St Mary's. I've got a solo in "In the Bleak Midwinter". The second verse.
J: A SOLO! Nan!
M: Mrs Hodgson asked me on Thursday. I think it's because I'm the only one who can stand still that long now my hip's done.
J: Haha. You'll be amazing.
M: I'm terrified. I haven't sung a solo since 1987.
J: What happened in 1987?
M: I sang "Once in Royal David's City" and your grandad cried in the front pew. He pretended it was hay fever. In December.
J: Haha. That's the best story.
M: And Christmas? Your mum says you're driving me to York.
J: Yep, I'll come and get you on the 23rd. You're staying with us till the 27th. Sooty's going to Mr Ackroyd's.
M: He'll be spoilt rotten. Mr Ackroyd doesn't believe in diets.
J: Sooty will come back a stone heavier.
M: How are you doing, love? After Leah?
J: Better. I've been going to a climbing wall in York with Matty on Thursday nights. And Gordon's been giving me Saturday overtime, so I'm saving up.
M: Saving for what?
J: I want to do a trip to Amsterdam in the summer with the lads from college. And I need new tyres.
M: Check the oil too.
J: Always check the oil.
M: Good boy. Oh, and Torquay's all sorted for April. Doreen's already planning what we'll eat every day.
J: Of course she is. I'll see you Saturday Nan.
M: See you Saturday. Wish me luck.
J: You won't need it. Love you.
"""),
]
