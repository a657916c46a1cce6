# Pair 2: Nomsa Mabandla (grandmother, Langa, Cape Town) and her grandson Sipho Mabandla
# (first-year International Business student at Erasmus University Rotterdam).
# Telegram markup: **bold** -> bold entity, [[text]] -> link entity (plain text elsewhere).

PAIR = {
    "folder": "Nomsa_Sipho",
    "tz": "NL",          # exports were made on Sipho's phone/laptop in Rotterdam
    "speakers": {
        "N": {"short": "Nomsa", "full": "Nomsa Mabandla", "wa": "Makhulu \u2764\ufe0f", "tg": "Nomsa Mabandla"},
        "S": {"short": "Sipho", "full": "Sipho Mabandla", "wa": "Sipho", "tg": "Sipho Mabandla"},
    },
    "speaker_a": "N",
    "speaker_b": "S",
    "wa_style": "ios",
    "tg_chat": {"name": "Nomsa Mabandla", "id": 5183302741, "peer": "N", "self": "S", "self_id": 6021447815},
}

SESSIONS = [
dict(n=1, shape="locomo", start="2023-08-27 16:20", text="""
N: Molo mntwana wam! Are you there? I have been looking at this phone all day
S: Molo Makhulu! I'm here. Sorry, this week is crazy, I haven't slept
N: You arrived safe on Thursday, your aunty told me, but I want to hear it from you
S: Safe and sound. The flight was long, 11 hours to Amsterdam and then a train to Rotterdam. I was so tired I fell asleep on my suitcase at the station
N: Hayi! On the suitcase! Somebody could have taken you with it
S: Haha nobody wanted me Makhulu
N: And the room? Is it warm? Is it clean?
S: It's small but nice. I'm in Kralingen, close to the campus, on the 4th floor. No lift though. I share a kitchen with two others
N: Who are they?
S: A girl from Italy and a guy from Indonesia. Both doing the same course as me. The Italian one already told me I'm cooking pasta wrong
N: Good, let her teach you. You only know how to make two-minute noodles
S: That's not true, I can make eggs
N: Eggs. My grandson, the chef
S: [img: a narrow student room with a desk under a window looking over wet rooftops] This is my room. And this is the weather, it's been raining since I landed
N: Yoh, it's so grey! Wear your jacket, the one I bought you at Canal Walk
S: I'm wearing it right now
N: Good boy. Kwezi lies outside your bedroom door every night waiting for you. She doesn't understand
S: Ah, my girl. Give her a hug from me
N: I will. Tell me about the university
S: It's big. This week is Eurekaweek, it's like orientation but with parties. Classes start on the 4th. My first subjects are Microeconomics, Statistics and Marketing
N: Statistics. You must work hard for that one, you were never friends with maths
S: I know, I know
N: I'm so proud of you, Sipho. The first one in the family to study overseas. Your grandfather would be so proud
S: Thank you Makhulu. I miss you already
N: I miss you too. Now go and sleep, you sound tired even on the phone
S: Haha it's text Makhulu
N: I can hear it in the text. Go
S: Goodnight, love you
"""),

dict(n=2, shape="telegram", start="2023-09-10 19:05", text="""
S: Makhulu! Big news, I have wheels
N: You bought a car??
S: Haha no, a bicycle. Everyone here cycles. I got a second-hand one on [[marktplaats.nl]], it's like Gumtree. €85
N: 85 euros, how much is that in rand?
S: About R1,700
N: For a used bicycle! Hayi. Does it at least have brakes
S: It has brakes, and a bell, and a basket. It's a grandmother bike actually, they call it an omafiets
N: An oma-fiets?
S: Oma means grandmother in Dutch. So I'm riding a granny bike. I think of you every time
N: Haha! So now I am a bicycle
S: You are a very reliable bicycle
N: Be careful on the road. Wear a helmet
S: Nobody wears helmets here Makhulu. There are bike lanes everywhere, it's safe
N: Wear a helmet.
S: Ok Makhulu
N: And your Dutch lessons? You said the university has classes
S: Started on Tuesday. I can say "Ik heet Sipho" and "een koffie alsjeblieft". That's it so far
N: That's already more than me
N: We are busy at church. The choir is practising for the Heritage Day concert on the 24th. We are singing Nkosi Sikelel' iAfrika and two old hymns, and Mrs Gqoba is doing a solo, which nobody asked for
S: Haha Makhulu be nice
N: I am being very nice. Her voice is like a door that needs oil
S: I'm sorry I'll miss it. Ask Aunty Zodwa to film it
N: I will. I'm doing the alto part. My knee complains when we stand for long but I will manage
S: Your knee is still sore?
N: It's an old knee. It has been walking for 74 years
S: You should see Dr Petersen about it
N: Yes, yes. After the concert
N: And another thing. I have been thinking. For your birthday in April, I want to come to Rotterdam. I want to see where you live
S: Makhulu! Really?? That would be amazing
N: I must renew my passport first, it expired in 2019. Your aunty will take me to Home Affairs
S: I'll show you everything. The windmills, the big market hall, the harbour
N: Slowly, slowly. First the passport
S: Haha ok. **First the passport**
"""),

dict(n=3, shape="locomo", start="2023-10-01 17:40", text="""
N: Sipho, we sang last Sunday. The church was full
S: Makhulu! How did it go? Did Aunty Zodwa film it?
N: She filmed it but she was holding the phone sideways, and then she filmed her own shoes for two minutes
S: Haha classic Aunty Zodwa
N: We sang beautifully. Even Mrs Gqoba's solo was... fine. Pastor Mali said it was the best Heritage Day we have ever had
S: I'm so happy. I wish I was there
N: But my knee, Sipho. After standing for two hours I could not walk properly for two days
S: Did you go to Dr Petersen like you promised?
N: I went on Thursday. He sent me for X-rays. He says it's bone on bone, the cartilage is finished. He wants me to have a knee replacement
S: A knee replacement?! Is that serious?
N: It's a big operation but it's very common now. He is putting me on the list at Groote Schuur. He says maybe early next year
S: Oh Makhulu. Are you scared?
N: A little. But I am more tired of the pain than scared of the doctors
S: I'll call you every day when it happens
N: Not every day, you have studying. Every second day
S: Haha deal
N: Now tell me your news
S: I got a job! Part-time, washing dishes at a restaurant in the centre, De Gouden Lepel. 12 hours a week, Friday and Saturday nights
N: Washing dishes! You never washed a single dish in my house
S: I know, I know. Karma
N: What is this De Gouden...?
S: De Gouden Lepel. It means The Golden Spoon. It's a Dutch-Indonesian place. The chef shouts a lot but he gives us free food at the end of the shift
N: Free food is good. So you are eating properly
S: Rendang and rice at midnight. Very properly
N: Don't let the work take the time for the books
S: It won't. It's just so I can pay for the bike and some groceries without asking you
N: You can always ask me
S: I know. But I want to try by myself
N: Ok, my independent one. I'm proud of you
S: Love you Makhulu. Go rest that knee
N: The knee says thank you
"""),

dict(n=4, shape="telegram", start="2023-10-22 20:15", text="""
S: Makhulu 😢 my bike got stolen
N: Stolen! When?
S: Friday night. I left it outside Rotterdam Centraal when I went to Amsterdam for the day, locked and everything. When I came back at 11pm it was gone. Just the cut lock on the ground
N: Yoh, these thieves, they are the same everywhere
S: A Dutch guy at work says everyone gets their bike stolen at least once. It's like a rite of passage
N: That's not a rite of passage, that's crime
S: Haha true
N: How are you getting to work now?
S: Bayu lent me his, he has two. And I'll buy a cheaper one, with two locks this time
N: Two locks. Three locks. Keep it in your room
S: It's the 4th floor Makhulu, I'm not carrying a bike up four floors
N: Then you will buy a new one every month. Your choice
S: 😂
S: Also I want to cook something from home for my housemates. Giulia keeps making pasta for me. Can you send me your umngqusho recipe?
N: My umngqusho! Of course. Write it down
N: Samp and beans, soak them overnight. 2 cups samp, 1 cup sugar beans. Next day boil for 2 to 3 hours until soft. Fry onion, then tomato, a little curry powder, salt. Mix it into the samp. Some people add potatoes. I don't
S: Where do I find samp in Rotterdam 😅
N: That is your problem my boy. Ask around. There are Africans everywhere
S: Haha true. I'll look
N: And butter at the end. Lots of butter
S: Noted
N: When I was still working at Zimasa I made it for the staff party and the headmaster ate three plates. 38 years I taught at that school and all anyone remembers is my umngqusho
S: And your red pen. Everyone remembers your red pen
N: The red pen made many good students
S: Including me
N: Including you. How is Statistics?
S: Hard. The exam is in two weeks. I'm going to the tutoring sessions
N: Good. Go to every one
S: I will. How's the knee?
N: Still sore. No date yet from the hospital. The garden keeps me busy, the spinach is coming up nicely and I planted pumpkins along the fence
S: Send me a photo of the garden
N: [img: a small vegetable garden with rows of spinach and a brown dog sitting among pumpkin leaves] There. The spinach, and Kwezi supervising
S: Haha she's sitting right on the pumpkins
N: She is the foreman
"""),

dict(n=5, shape="whatsapp", start="2023-11-12 18:04", text="""
S: Makhulu I did it!!! I made umngqusho
N: Hawu! Where did you find samp?
S: There's an African shop on West-Kruiskade called Mama Africa. The lady is from Ghana but she has everything. Samp, sugar beans, even Mrs Ball's chutney
S: [img: a pot of samp and beans on a student kitchen stove]
N: It looks right! Did you put butter
S: So much butter
N: Good boy. And your housemates?
S: Giulia had two plates and asked for the recipe. Bayu put sambal on it, which I think is a crime, but he loved it
N: Sambal on my umngqusho. Tell him I said it's fine, once
S: 😂 I'll tell him
N: And the Statistics exam?
S: Results came out on Friday. Some good, some bad. Microeconomics 7.5, which is good here, a 10 is almost impossible
N: And Statistics?
S: Failed. 4.8. You need 5.5 to pass
N: Hayi Sipho
S: I know 😔 There's a resit in January. I'm going to do all the practice exams and go to tutoring twice a week
N: You will pass. You are a Mabandla. We don't give up, we just take a little longer
S: Thanks Makhulu
N: Now my news. The hospital phoned. My operation is on the 6th of February
S: The 6th of February! That's soon
N: Soon is good. The pain is bad now, I use your grandfather's walking stick to go to church
S: Will you still be able to come in April?
N: Dr Petersen says after six weeks I can walk properly, so by April I will be dancing in your Rotterdam
S: Haha ok, if the doctor says
S: Is the passport done?
N: Yes! Your aunty took me to Home Affairs last week. It comes in six weeks
S: Yay!!
N: Now go study your Statistics
S: Yes Makhulu
N: Sleep well my child ❤️
"""),

dict(n=6, shape="locomo", start="2023-12-03 14:30", text="""
S: Makhulu, I booked my flight home!!
N: Really?? When?
S: 16 December. Qatar Airways, Amsterdam to Doha, then Doha to Cape Town. I land on the 17th in the afternoon
N: Thank you Lord. Your aunty will fetch you at the airport. I will make your favourite
S: Umngqusho?
N: Umngqusho and lamb curry and malva pudding
S: I'm going to come back to Rotterdam 10 kilos heavier
N: Good, you are too thin in the photos
S: Also news. I quit the dishwashing job
N: Quit! Why? Did the chef shout at you?
S: The chef always shouts. No, I got a better one. I'm a barista now, at a coffee bar on Witte de Withstraat called Koffiebar Maas. Better pay, and I only work Saturday and Sunday mornings, so my Friday nights are free for studying
N: Studying on Friday nights, I don't believe it
S: Studying on Friday nights... some of the time
N: Can you make a cappuccino now?
S: I'm learning. My latte art looks like a potato but the manager says that's normal for the first month
N: When you come home you will make me one
S: Deal. We'll have to buy a machine
N: We have a kettle and Ricoffy. That is the machine
S: Haha
N: What is this Sinterklaas thing you told your aunty about?
S: It's on the 5th. It's a Dutch holiday, a bit like Christmas but earlier. Giulia and I are doing the gift-and-poem thing with our corridor, everyone writes a funny poem for someone else
N: A poem! Who did you get?
S: Bayu. I'm writing about how he puts sambal on everything
N: Including my umngqusho. Good, shame him
S: 😂
N: How is the Statistics preparation?
S: Two practice exams a week. The resit is in January, I'll study at home too
N: Not too much studying at Christmas. Christmas is for family
S: Ok Makhulu. How's the knee?
N: Sore, but the operation is in two months. I'm counting down. Aunty Zodwa says I can stay at hers after, because my house has the steps at the front
S: Good idea. I'll help while I'm home
N: You will carry my shopping for three weeks
S: Happily
N: See you in two weeks, my boy
S: Two weeks! Love you
"""),

dict(n=7, shape="telegram", start="2024-01-14 19:20", text="""
S: Makhulu, I miss home already. Rotterdam is 2 degrees and dark at 5pm
N: We miss you. The house is so quiet. Kwezi went to look for you in your room this morning
S: 😭 My girl
S: I keep thinking about Christmas at Aunty Zodwa's. The braai. And you beating Uncle Themba at cards
N: He cheats. I still beat him
S: And the day at Kirstenbosch, the picnic with the concert
N: My favourite day. I'm glad you came home
S: Me too. The flight back last Sunday was terrible though. 6 hours delay in Doha, I slept on the floor
N: Hayi! On the floor again. You and sleeping on floors
S: It's my talent
N: I have bad news and good news
S: Bad news first
N: The operation is moved. Dr Petersen's team does not have enough theatre staff in February. The new date is the 19th of March
S: Oh no, another six weeks of pain for you
N: It's fine. But it means April is not possible, Sipho. I'm sorry. The doctor says no long flights for three months after, because of blood clots
S: I understand Makhulu. Your health is more important. We'll just move it
N: We will move it. Maybe in our winter, your summer. June or July
S: July would be perfect, my exams finish in June!
N: July then. I will ask the doctor
S: What's the good news?
N: My passport came! The new one. The photo is terrible, I look like a prisoner
S: Haha everyone looks like a prisoner in passport photos
N: So that part is done
S: And my resit is on the 24th, a week on Wednesday
N: You will pass. Eat breakfast before the exam
S: I will
N: And wear a jersey, the exam rooms are cold
S: Makhulu how do you know the exam rooms are cold
N: All exam rooms are cold. Trust me
S: 😂 fair
"""),

dict(n=8, shape="locomo", start="2024-02-04 16:00", text="""
S: MAKHULU. I PASSED STATISTICS
N: Hallelujah!!! I knew it!
S: 6.2! The results came on Friday. I was so nervous I couldn't open the email for 20 minutes
N: 6.2, is that good?
S: It's a pass, and in Holland a 6 is respectable. Nobody gets 9s here
N: My grandson, the statistician
S: Haha let's not go that far
N: I told everyone at church. Pastor Mali prayed for you last Sunday, so he is taking some of the credit
S: Tell him thank you
N: How is the coffee job?
S: Good. My latte art is now a potato with a leaf on it
N: Progress
S: Also I met some South Africans! There's a guy from Durban in my tutorial group, Lwazi. We're going to watch the rugby together
N: Good, you need people from home. Does he cook?
S: He says his mom's bunny chow is the best in the world
N: Tell him to send the recipe. And tell him my umngqusho is better
S: 😂 I'll start the war
N: How is your room? Still cold?
S: Freezing. The heater makes a noise like a helicopter. I've been doing my homework at the university library, it's warmer
N: Good. Libraries are holy places
S: How are you feeling? Is the knee worse?
N: Some days worse. I've been doing the exercises the physio gave me, to make the muscles strong before the operation
S: That's smart
N: And my friend MaDlamini is taking me to church in her car now, so I don't have to walk up the hill
S: Say thank you to MaDlamini from me
N: I will. She says you must find a nice girl over there
S: MAKHULU
N: I'm only passing on the message
S: Tell MaDlamini I'm focusing on my studies
N: That's what your grandfather said too. Then he met me
"""),

dict(n=9, shape="telegram", start="2024-03-24 18:45", text="""
N: Sipho it is me. I am out of the hospital
S: Makhulu!!! How are you feeling?? Aunty Zodwa sent me a photo of you in the hospital bed giving a thumbs up
N: The operation was on Tuesday. I was asleep for the whole thing. When I woke up I asked the nurse when they were going to start
S: 😂😂
N: It's sore, Sipho. Very sore. But a different sore from before. Dr Petersen says everything went well, it is a titanium knee now
S: Titanium! You're a robot
N: A robot grandmother. The physio had me walking on the second day with a frame. Up and down the corridor
S: Already walking! You're amazing
N: I'm at Aunty Zodwa's now, like we planned. She is very strict, she makes me do my exercises three times a day
S: Good, listen to her
N: I'm not used to being the one who is told what to do
S: Haha welcome to my life
S: Who's looking after Kwezi?
N: Zodwa's boys walk her every afternoon. She is sulking, she wants her own garden
S: Poor girl
N: Now your news, take my mind off the knee
S: I applied for a summer internship at the **Port of Rotterdam**! In their logistics department. It's very competitive but they take a few first years
N: The port! With the big ships?
S: The biggest port in Europe. I've been reading about container shipping all week, honestly it's fascinating. How almost everything you own came on a ship
N: My Sunlight soap came on a ship?
S: Probably!
N: You always loved the harbour. When you were small you wanted to watch the boats at the Waterfront all day
S: I still do. I think I want to work in logistics, Makhulu. Shipping, ports, supply chains
N: Then you must get this internship
S: Fingers crossed. I hear back in May
N: And your birthday is in three weeks. What do you want?
S: For you to get better
N: That is not a present
S: Then rusks. Ouma rusks
N: Done
"""),

dict(n=10, shape="whatsapp", start="2024-04-14 20:30", text="""
S: Makhulu thank you for the call on Friday!! Best birthday message
N: 21 years old! I still remember the day you were born, you screamed for three hours
S: Haha some things don't change
N: What did you do for your birthday?
S: Giulia made me a tiramisu because she says South African birthday cake is "too sweet", even though she's never had one. And Bayu made nasi goreng for the whole corridor
N: Tiramisu! Good girl, Giulia
S: And Lwazi brought a bottle of Amarula, he found it in a shop in Den Haag
N: Amarula in Holland! What a world
S: [img: a tiramisu with candles on a crowded student kitchen table]
N: Look at you, with the candles! 21!
S: How's the knee?
N: Much better. I walked to MaDlamini's house on Wednesday, with only a cane, no frame
S: Makhulu!! That's huge
N: The physio says I'm her star patient. I told her I always do my homework
S: 😂
N: Now the important thing. The visa
S: Yes! I checked. You need a Schengen visa for the Netherlands. I'll send you my invitation letter and a copy of my residence permit
N: Aunty Zodwa made the appointment at VFS for the 30th of April
S: Perfect. Bring your bank statements, the travel insurance, and your new prisoner passport
N: Don't laugh at my passport
S: I'm not laughing. Much
N: And the flight?
S: Wait until the visa comes, then we book. KLM flies direct from Cape Town to Amsterdam
N: Direct! No sleeping on the floor in Doha
S: No floor sleeping for you Makhulu
N: Good. Goodnight my 21 year old
S: Goodnight ❤️
"""),

dict(n=11, shape="locomo", start="2024-05-19 15:15", text="""
N: Sipho! The visa came! It's in my new passport, a whole page sticker
S: YES!!! Makhulu!!
N: I've been showing it to everyone at church like a certificate
S: Haha. So, I booked your flight this morning. KLM, direct from Cape Town, you land at Schiphol on the 2nd of July at 6:40 in the morning
N: The 2nd of July. I'm writing it on the kitchen calendar in red pen
S: The red pen! Then it's official
N: How long am I staying?
S: Three weeks. The flight home is on the 23rd
N: Three weeks in Holland. At my age. Who would believe it
S: I'll be at the airport with a sign that says MAKHULU
N: Make it big, my eyes are not good
S: Huge letters
N: And the internship? You said you would hear in May
S: I heard. They said no 😔 They took mostly master's students
N: Ag, their loss
S: It's ok. I got a summer job instead, at a bike repair shop near campus, Fietsdokter Oost. The owner is teaching me to fix bikes
N: A bicycle repair shop! After all your stolen bicycles
S: Only one stolen bicycle! Well, and someone took my front wheel in March
N: Yoh. This country
S: At least now I can fix them myself. And the owner says if I'm good I can stay on part-time in September and drop the coffee job
N: Good. One job is enough with studying
S: Also, ik heb mijn A2-examen gehaald!
N: What is that?? English please
S: I passed my Dutch A2 exam! It's a basic level, but I can have a conversation at the bakery now without switching to English
N: Ha! My clever boy. Say something in Dutch for me
S: Ik hou van mijn oma
N: What does it mean?
S: I love my grandmother
N: ❤️ Say it again when I arrive
S: Every day for three weeks
N: How are the exams?
S: The last ones are in June. If I pass them all I get my BSA, that's like permission to continue to second year
N: You will get it
S: Fingers crossed
"""),

dict(n=12, shape="telegram", start="2024-06-16 19:00", text="""
S: Makhulu!! I got my BSA! I passed everything!
N: Hallelujah! Everything?!
S: Everything. 60 credits. Even Marketing, which I thought I'd failed
N: I knew it. I told MaDlamini, I told Pastor Mali, I told the man at the Spar
S: Haha the whole of Langa knows
N: The whole of Langa. Now, I'm packing
S: It's still two weeks away Makhulu
N: I'm packing slowly. I have rusks, Mrs Ball's chutney, biltong for you and your friends, and a jar of my atchar
S: Makhulu they might not let the biltong through customs
N: Then I will eat it on the plane
S: 😂 perfect
N: Now tell me. Your room is on the 4th floor, with no lift. My new knee is good but four floors, Sipho...
S: I thought about that. I've booked you a ground-floor apartment five minutes from my building. No stairs at all. Just one small step at the door
N: You are too good to me
S: And we'll take the tram and taxis everywhere, not the bike, don't worry
N: I'm not going on a bicycle at 75
S: Not even an omafiets?
N: Especially not an omafiets
S: Here's my plan for the trip: the **Markthal**, the windmills at **Kinderdijk**, a day in Delft, a boat tour of the harbour, and Giulia wants to cook dinner for you
N: It sounds wonderful. Don't make it too much, my knee gets tired
S: We'll go slowly. One thing a day
N: One thing a day. And a lot of sitting
S: And a lot of sitting in cafés
N: Will they have rooibos?
S: I'll buy a box at the Mama Africa shop just in case
N: Good boy
S: Two more weeks!!
N: Two more weeks. I can't sleep from excitement, like a child
"""),

dict(n=13, shape="locomo", start="2024-07-28 17:30", text="""
N: Sipho, I am home. Kwezi nearly knocked me over at the gate
S: Makhulu!! I'm so glad you got home safe. How was the flight on Tuesday night?
N: Long. But I slept most of it. I landed on Wednesday morning and Zodwa was there with flowers
S: The house must feel so quiet
N: It does. I keep looking for you in the kitchen making coffee
S: I miss you already. The ground-floor apartment looks so empty now
N: Those were the best three weeks. Thank you, my boy
S: What was your favourite part? Be honest
N: Kinderdijk. The windmills in a row, and the water, and the sun came out just for us. I could sit there forever
S: You did sit there for two hours
N: It was a good bench
S: And the worst?
N: That raw fish. The herring. Why did you let me eat it
S: I told you it was raw!
N: You said "try it, Makhulu". And the onions on top. I tasted it for three days
S: 😂 You made the face
N: The Markthal was beautiful though. The ceiling with the fruit painted on it
S: Giulia says you're welcome any time. She loved your stories about me when I was small
N: She is a lovely girl. Is she your girlfriend?
S: MAKHULU. No. She's my friend
N: Mm. MaDlamini will be disappointed
S: Tell MaDlamini to stop
N: What is next for you?
S: I'm moving rooms in September. I found a bigger room in Delfshaven, the old harbour area, with a bigger kitchen. And it's on the 1st floor!
N: Delfshaven. Is that far?
S: 15 minutes on the bike. And it's where the Pilgrims sailed from on their way to America
N: So you're living in a history book
S: Basically
N: Here the spinach went crazy while I was away. Zodwa's boys watered it every day. I will make imifino tomorrow
S: Send me photos of the garden
N: I will. And Sipho, I'm so proud of you. You have made a life there
S: Thank you Makhulu. Ndiyakuthanda
N: Ndiyakuthanda nam, mntwana wam
"""),
]
