# Pair 1: two retired sisters, Margit (Pecs, Hungary) and Ilona (Toronto, Canada).
# Line format inside each script: "<code>: text". "[img: caption]" at the start of a
# text marks a shared photo; "**x**" marks bold (Telegram only); "\n" = line break.

PAIR = {
    "folder": "Margit_and_Ilona",
    "speakers": {"M": "Margit", "I": "Ilona"},
    "full": {"M": "Margit Halász", "I": "Ilona Bauer"},
    "speaker_a": "M",
    "wa_contact": "Ilona_Bauer",
    "tz": "Europe/Budapest",
}

SESSIONS = [
    {"n": 1, "fmt": "locomo", "date": "2023-03-12", "time": "14:10", "script": r"""
M: Ilonka! Finally Sunday and the house is quiet. How are you, how is Toronto, still snow?
I: Szia Margit! Still snow, yes, a grey ugly pile at the end of the driveway that refuses to melt. We are fine. Frank is driving me crazy already.
M: Already? What did he do?
I: He retired last month, remember I told you his last day was coming? Well, now he is home every single day and he has opinions about how I load the dishwasher.
M: Haha, poor you. Lajos was the same when he stopped at the factory, God rest him. Give Frank a hobby or he will reorganise your kitchen.
I: That is exactly what he is doing! He labelled the spice drawer. Labelled, Margit.
M: Then at least you will find the paprika. Listen, I have news too. I joined a watercolour class at the community house. Tuesdays, from ten until twelve.
I: You? Painting? The woman who spent her whole life explaining molecules to teenagers?
M: Chemistry is also colours, my dear. Thirty-five years of teaching chemistry at the gimnázium and I never had time for anything pretty. Now I have time.
I: I love it. Send me the first masterpiece.
M: The first masterpiece is a very sad pear. Maybe the second one.
I: How is the knee? You were limping at Christmas on the video.
M: Bad on the stairs, fine on flat ground. The doctor at the clinic wants an X-ray, I have an appointment in April.
I: Don't wait too long with it. Knees don't get better by being ignored.
M: Yes, yes, little sister.
I: I mean it! Now my other news: I am thinking to come home in September. For three weeks maybe. Frank says go.
M: Really? Ilona, that would be wonderful. September is the best, the grapes, not too hot.
I: Nothing is booked yet, I'm only looking at prices. They are terrible.
M: Everything is terrible with prices. Bread is 800 forints at the corner shop now.
I: 800! When I left it was... well, I left in 1979, never mind.
M: Haha, it was three forints and you were a skinny girl with one suitcase.
I: How is your apricot tree? Did it survive that frost?
M: It has buds, I am praying. Last year we got only one bowl. This year I want jam.
I: Save me a jar. I will carry it in my hand luggage and fight the security people.
M: Deal. Go and stop Frank before he labels the cat. Oh wait, you don't have a cat.
I: Not yet! Don't give him ideas. Puszi!
M: Puszi, drágám.
"""},
    {"n": 2, "fmt": "whatsapp", "date": "2023-04-02", "time": "18:05", "script": r"""
M: [img: a small orange tabby kitten sitting in a basket of eggs] Ilona look who moved in
I: OH MY GOD. A kitten!! Margit!!
M: I know, I know. I said no more animals after old Bodri died.
I: Where is she from??
M: The Kovács family at the end of the street, the ones with the farm and the geese. Their barn cat had six. I went to buy eggs last Sunday and came home with eggs and a cat.
I: That's how it always goes 😂 What's her name?
M: Paprika. She is orange and she is hot-tempered, so.
I: Perfect name. Frank will be jealous, he has wanted a dog for years.
M: Is he still labelling things?
I: He moved on to the garage. Also he bought Zoe a metronome, can you imagine.
M: A metronome? Why?
I: Oh I didn't tell you! Zoe started violin lessons. Eight years old and she is squeaking away every afternoon. Kathy is going crazy.
M: Violin! Mother would be so happy. Remember how she wanted one of us to play something and we were both hopeless.
I: You were hopeless. I was at least enthusiastic.
M: Your recorder was a crime against the neighbours.
I: 😂😂
I: How is the knee this week?
M: Same. The X-ray is on the 18th. Paprika sleeps on it at night, maybe she is healing it.
I: Cats know these things. Any news from the painting class?
M: We are doing trees this month. My trees look like broccoli.
I: Broccoli is also a tree in a way.
M: Very kind of you. I must go, the cat is attacking the curtain.
I: Kiss her from me!
"""},
    {"n": 3, "fmt": "locomo", "date": "2023-04-23", "time": "16:32", "script": r"""
I: So? What did the X-ray say? I've been waiting all week.
M: It is what we thought. The cartilage is gone on the inner side. Dr. Fekete says I need a new knee.
I: Oh Margit. Well, it's better to know. When?
M: They put me on the list for the end of June. At the clinic here in Pécs, not Budapest, thank God.
I: End of June is not so far. That is actually fast for a public hospital.
M: That's what everyone says. I am scared, I won't lie.
I: Listen to me. In my thirty years as a nurse on the orthopaedic ward at Toronto General, I saw hundreds of knees. Most people say afterwards they wish they had done it sooner.
M: And the rest?
I: The rest didn't do their exercises. You will do your exercises, because I will call you every day and nag.
M: I know you will. You were always the bossy one.
I: Somebody had to be. Does this change September? I want to be there when you are walking again.
M: No, come! By September I will be walking, the doctor says six to eight weeks for the worst part.
I: Then I will look at flights properly this week.
M: Good. And bring comfortable shoes, we will walk slowly but we will walk.
I: How is the painting going? Still broccoli trees?
M: No! I finished a real one. The cathedral, from the square, with the four towers. The teacher put it on the wall.
I: The Pécs cathedral? That is ambitious for someone who was painting pears in March.
M: The towers lean a little. I say it's artistic.
I: Send me a photo. I will print it for the fridge.
M: I will ask Gábor how to send it bigger, the phone makes everything small.
I: How is Gábor? Still working crazy hours?
M: Always. He says hello. Paprika says hello too, she is sitting on the newspaper while I try to read it.
I: Typical. Okay, I'll let you go. Don't be scared, promise?
M: I promise to try.
"""},
    {"n": 4, "fmt": "whatsapp", "date": "2023-05-14", "time": "20:41", "script": r"""
I: BOOKED!!!
I: I'm landing in Budapest on the 6th of September, 10:40 in the morning
M: Ilona!!! Finally! Which airline?
I: Lufthansa, through Frankfurt. Two hours in Frankfurt, enough to eat an overpriced pretzel.
M: And back?
I: Back on the 26th. Three weeks almost exactly.
M: I'll come to the airport. Gábor can drive me, or I take the train up to Budapest.
I: Don't be silly, with your knee. I will take the train down to Pécs, I know the way, I'm not a tourist.
M: You are a little bit a tourist now. You say "eh" at the end of sentences.
I: I do not, eh.
M: 😂 Is Frank coming?
I: No. He says ten hours in a tin can is not for him, and his knees are worse than yours. He will stay and water my tomatoes.
M: Frank and tomatoes. They will be dead by the time you are back.
I: Kathy will check on them. Besides he has his Wednesday bowling, he would never miss it.
M: Next weekend I go with the choir to Eger. We sing in the basilica on Saturday.
I: Eger! Bring me back a bottle of Bull's Blood.
M: You can drink it here in September. I'm not carrying bottles on a bus with my knee.
I: Fair. How is Paprika?
M: She caught her first mouse and brought it to my bed at 5 in the morning. A present.
I: Love language.
M: When you come I will be just out of the operation, still slow. You won't mind?
I: I'll carry the shopping bags, you point. Deal?
M: Deal.
"""},
    {"n": 5, "fmt": "locomo", "date": "2023-06-07", "time": "10:15", "script": r"""
M: Ilonka, are you awake? Is it early there?
I: It's 4 in the morning. What happened? Are you okay?
M: Oh no, I forgot the time difference again. I'm sorry! Nothing bad, go back to sleep.
I: I'm awake now. Frank snores anyway. Tell me.
M: The hospital called. They moved my operation. Not end of June anymore, now it's Tuesday the 11th of July. The surgeon has a conference or something.
I: Two more weeks of waiting. How do you feel?
M: Half relieved, half annoyed. I had prepared myself, cleaned the whole house, frozen soup.
I: The soup will keep. And it's still well before September, that's what matters. I will arrive when you are already on your feet.
M: Yes, I'll be hopping around like a young goat by then. Maybe an old goat.
I: An old goat with a new knee. How is the garden?
M: The apricots! Ilona, the tree is full. I will have jam, finally. And your seeds, did they come up?
I: They did! The Hungarian wax peppers are ten centimetres tall. Frank calls them "your babies". Nobody here sells the proper ones, the supermarket ones taste of water.
M: Mother's seeds, from the same line. Don't let Frank overwater them.
I: I told him. He labelled the pots, of course.
M: Of course he did. Paprika knocked a jam jar off the counter yesterday. Last year's plum jam, the very last one.
I: No! The murderer.
M: She licked the floor very happily. Now she is sleeping like an innocent.
I: They always do. Who will feed her while you are in hospital?
M: I'll sort something out, the neighbours are good people.
I: Okay. Now I am going to try to sleep one more hour. Call me after your class on Tuesday?
M: I will. Sorry again for waking you!
I: Never be sorry. Love you, old goat.
"""},
    {"n": 6, "fmt": "whatsapp", "date": "2023-07-16", "time": "11:20", "script": r"""
M: I'm home!!
I: MARGIT! When? How? I've been refreshing my phone all weekend
M: Yesterday afternoon. Gábor drove me home from the clinic.
I: How is the pain?
M: Like a horse kicked me. But the surgeon is happy, he says the new knee is "beautiful". I have never had a beautiful body part before.
I: 😂 Are you taking the pills on time?
M: Yes, yes. Gábor wrote a chart on the fridge.
I: Good boy. And the exercises?
M: The physio comes on Monday to show me. They gave me a paper with drawings. The little man in the drawings looks much happier than me.
I: Do them, even if it hurts. Especially the bending ones. Ice after.
M: Yes, boss.
I: Who fed Paprika while you were in?
M: Zsuzsa from next door came twice a day. She says Paprika sat by the door every evening, waiting. Now she won't leave my lap.
I: Zsuzsa is a treasure. Bring her something nice.
M: I'll give her a jar of apricot jam when I can stand at the stove again. I made 14 jars before the hospital!
I: 14! You were busy.
M: I was nervous. Nervous people make jam.
I: He's in the garden now, Frank. Talking to my peppers.
M: Talking?
I: He read that plants grow better if you talk to them. Honestly, retirement is doing things to him.
M: Leave him. It's better than the dishwasher.
I: True. Kathy says hi, and the kids drew you a get well card.
I: [img: a child's drawing of a woman on crutches next to an orange cat]
M: Oh how sweet. Is that me with crutches? And a cat?
I: Zoe insisted the cat had to be in it.
M: Tell her it is the best picture in Pécs. Better than mine. Now I have to lie down, my leg is up on three pillows.
I: Rest. I'll call tomorrow evening.
"""},
    {"n": 7, "fmt": "locomo", "date": "2023-08-20", "time": "20:20", "script": r"""
I: Two and a half weeks! I'm starting to pack already, Frank thinks I have lost my mind.
M: You have lost your mind, it's August. But I'm the same, I cleaned the guest room twice.
I: How is the walking? Honest answer.
M: Honest answer: with a cane outside, without it in the house. Stairs still slow. My physiotherapist, Bence, comes Monday and Thursday and tortures me.
I: Good. Torture is what you need. Is he nice at least?
M: He is twenty-six and very handsome and calls me "Margit néni". All the ladies on the street watch him arrive.
I: Haha! I will need to meet this Bence.
M: You will meet him, he comes the Thursday after you arrive. He says by then I should manage the steps at the train station.
I: Perfect, because I have plans. I want to go to Balaton. Tihany, like when we were girls.
M: Tihany with the lavender and the abbey. We took the ferry from Szántód, remember, and you were sick on the boat.
I: I was twelve and had eaten three lángos. Not the boat's fault.
M: We can do it if we go slowly. Gábor offered to drive us one weekend.
I: Wonderful. And I want to go to Mohács, to Mother's grave.
M: Of course. I'll take flowers from the garden.
I: What should I bring you? I have maple syrup already, the good dark one. And a bottle of ice wine from Niagara, you have never tried it.
M: Ice wine? Wine from ice?
I: Grapes frozen on the vine. Very sweet. You'll like it with your cakes.
M: Then bring it. And nothing else, your suitcase will be too heavy.
I: I'm also bringing Zoe's drawings and photos from Max's birthday.
M: Good. How is Frank with the tomatoes?
I: Shockingly, they are alive. He is even proud. He is still talking to them.
M: He is becoming Hungarian. Next he will make lecsó.
I: Don't say it in front of him, he will try.
M: Okay, my dear, Paprika wants her dinner and I want mine. 17 days!
I: 17 days! Puszi.
"""},
    {"n": 8, "fmt": "whatsapp", "date": "2023-10-01", "time": "19:12", "script": r"""
I: Home, jetlagged, and sad. The house is so quiet after three weeks with you.
M: Since you left last Tuesday Paprika sleeps on your pillow in the guest room. She misses you too.
I: Frank met me at the airport with flowers. From my own garden, but still.
M: Haha. Tell him thank you for lending you to me.
I: And bad news: I lost my reading glasses. I think at Budapest airport, at security. I put them in the tray and never saw them again.
M: Oh Ilona. You had them at the station, I remember because you read the timetable out loud to the whole platform.
I: I called the airport, nothing. I'm wearing Frank's old ones, everything is blurry and huge.
M: Go to the optician tomorrow!
I: Yes, yes. I keep thinking about Mohács. Mother's grave looked so nice with your flowers.
M: It did. And the halászlé at that place by the Danube afterwards. I still dream about it.
I: Spicier than I remembered. I cried a little and blamed the paprika.
M: And Tihany! You were not sick on the ferry this time.
I: Because I only ate one lángos 😂 The lavender was finished but the view from the abbey... I have 200 photos.
M: Send only the good ones. Not the one of me eating.
I: That's the best one!
I: I read the recipe notebook every night before sleep. Mother's recipes, all of them. I can't believe you copied everything out by hand for me.
M: It took me the whole summer, with the leg up on pillows. Something to do. Some pages had jam stains, so I drew the stains too haha.
I: I cried at the stains. I'm going to try her walnut roll. For Christmas. Don't laugh.
M: I won't laugh. I will ask for photos.
I: Your physio said to me at the door, "make sure she keeps walking". So keep walking!
M: I walked to the market yesterday, and back. With the cane, but all the way.
I: Bravo!!
"""},
    {"n": 9, "fmt": "locomo", "date": "2023-10-29", "time": "15:45", "script": r"""
M: Ilona, how did the practice walnut roll go? You said you would try this weekend.
I: Don't ask. It looked beautiful and it was too dry. Like eating a brick with walnuts in it.
M: Haha, did you use enough butter? Mother always said the dough must be soft like an earlobe.
I: I read that line in her handwriting and I touched my earlobe and the dough and I still don't know.
M: Try with more sour cream, and don't bake it too long. Mother took them out when the top cracked like marble.
I: Noted. Frank ate two slices anyway, with coffee. He says he's in training.
M: Training for what?
I: Oh, I didn't tell you. He's taken up pickleball. With three other retired men from our street. Every morning at the community centre.
M: What is pickleball? It sounds like a vegetable.
I: Like tennis but small, with a plastic ball full of holes. It's very popular here with retired people. He comes home sweaty and happy.
M: Better than labelling spices.
I: Much better. And Max made the rep hockey team! Eleven years old and he practises at 6am on Saturdays. Kathy drives him, poor thing.
M: Hockey on ice, at 6 in the morning. You Canadians are crazy.
I: We are. Now you tell me, the exhibition?
M: Yes! The community house is doing an exhibition of our class. It opens next month, on the 18th. Each of us can show three paintings.
I: Which three?
M: I don't know yet. Maybe the one I'm doing now, and two of the garden. Not the leaning one from the spring.
I: I wish I could come. Ask someone to film it.
M: Gábor is coming down for it, he will take pictures.
I: How is the knee in the cold?
M: Stiff in the mornings. But I walk every day to the bakery and back. Eleven hundred steps, my phone counts them.
I: Look at you, counting steps.
M: Every step counts at my age.
I: Haha. Okay, I'll make another walnut roll next weekend. More sour cream.
M: And don't overbake! Marble cracks!
I: Marble cracks. Got it.
"""},
    {"n": 10, "fmt": "whatsapp", "date": "2023-11-26", "time": "17:03", "script": r"""
M: Ilona I SOLD A PAINTING
I: WHAT! Which one??
M: The Zsolnay fountain one! At the exhibition opening, on the 18th. A dentist from Uránváros bought it. 15,000 forints!
I: Margit!!! You are a professional artist now!
M: 15,000 forints is not professional, it's one good dinner. But I cried a little in the bathroom.
I: It's not about the money. Someone walked in and wanted your painting on their wall.
M: In his waiting room, he said. So people with toothache will look at my fountain.
I: That's beautiful actually. Something calm before the drill.
M: [img: an elderly woman standing proudly next to a watercolour of a fountain with a green glazed roof]
M: That's me with it before he took it. Gábor took the photo.
I: You look so proud. And the knee, you are standing without the cane!
M: Only for the photo 😄
I: What are you doing for Christmas? Have you decided?
M: Not yet. Gábor wants me to come to him, but it's a long train. And Zsuzsa asked me to hers, her daughter is coming from Vienna with the grandchildren. She said I'm family now after the summer.
I: That's so kind of her. She really looks after you.
M: She does. She brought me soup every single day after the hospital, you know. I'll decide next week.
I: We have 14 people here. Kathy's in-laws, Frank's brother, everyone. I'm cooking for an army.
M: 14! And the you-know-what?
I: Yes, it's on the menu. Pray for me.
M: I'll light a candle.
I: And Paprika?
M: She has found the radiator. She lives on it now, like a sausage on a grill.
I: 😂😂
"""},
    {"n": 11, "fmt": "locomo", "date": "2023-12-27", "time": "11:02", "script": r"""
M: Boldog karácsonyt, a bit late! How was the army?
I: Survived! Fourteen people, one turkey, two kinds of stuffing, and three walnut rolls.
M: And? Tell me.
I: They cracked. All three, along the top, not like marble, more like an earthquake. But the taste! Margit, it tasted exactly like Mother's. I had to go to the pantry for a minute.
M: Cracked is fine. Mother's cracked too sometimes, she just put more powdered sugar on top.
I: That's what I did! Frank's brother took the last piece home in a napkin.
M: Then it was a success. I'm proud of you.
I: And you? Where did you end up?
M: I went to Gábor in Győr in the end. Three hours on the train, but the knee was fine.
I: Good. How is Gábor's flat?
M: Small, but he cooked! Stuffed cabbage, like a grown man. And guess what he gave me.
I: What?
M: A tablet. One of those flat computers. He says I can do video calls with you on a big screen, and read the newspaper.
I: Margit! Welcome to the twenty-first century.
M: I don't know how to work it. It's still in the box. I'm afraid I'll break it.
I: You won't break it. Ask him to set it up before you leave.
M: He's doing it now, in the other room, making an account. He asks what my password should be. I said Paprika.
I: Don't tell me your password!!
M: Too late. Anyway, I'm here until the 30th and then home. The neighbour's grandson is feeding the cat.
I: How was the train with the knee?
M: Gábor bought me first class. I felt like a countess.
I: You deserve it. Next year maybe you come here for Christmas?
M: Maybe not Christmas, too cold for me. But summer, maybe... let's talk in the new year.
I: I'm holding you to it.
"""},
    {"n": 12, "fmt": "whatsapp", "date": "2024-01-21", "time": "16:48", "script": r"""
M: Ilona can you see me? I am trying the video on the tablet
M: Missed video call
I: I see a ceiling! A very nice ceiling.
M: The tablet is lying on the table. How do I make it look at me?
I: Lift it up and hold it in front of your face 😄
M: I pressed something and you disappeared and then a weather app came. I will write instead. Writing I know.
I: Haha, okay. Baby steps. We try again when Gábor is there.
M: How is your week?
I: Very good actually! I have news. I joined a choir. The choir at the Szent István Hungarian church on the west side. I went to my first rehearsal two Sundays ago.
M: You? A choir? After the recorder crimes?
I: They need altos badly, they are not picky 😂 We sing Kodály and folk songs, and the mass on Sundays. Half the ladies are from Transylvania and they feed me pogácsa.
M: Oh I am so happy. Mother sang in the choir in Mohács, you know.
I: I thought about her the whole first rehearsal. I still knew all the words to Tavaszi szél.
M: Of course you did. We sang it washing the dishes.
I: And how is Paprika?
M: Better now. On Friday the vet took out a bad tooth. At the back, it was rotten. She wasn't eating for a few days, I was so worried.
I: Poor girl. Is she eating now?
M: Like a wolf. Soft food only for a week, she is furious.
I: How much was that?
M: Don't ask. 40,000 forints. More than my painting!
I: 😂 The dentist strikes back.
M: Bad news from the class too: Judit, the watercolour teacher, is moving to Budapest in February. Nobody to take over.
I: Oh no. What will you do?
M: There is a pottery class on Thursdays. Maybe. My hands are still good.
I: Try it! Clay is good for stiff fingers too.
M: We'll see. I'm off to cook. Try the video again on Sunday?
I: Yes! With Gábor's help.
"""},
    {"n": 13, "fmt": "locomo", "date": "2024-02-18", "time": "19:50", "script": r"""
M: So, I went to the pottery class.
I: And?? Tell me everything.
M: I made a bowl. Well, the teacher calls it a bowl. It's more of an ashtray. But I loved it, the clay is cold and soft, like making nokedli dough.
I: So the watercolour is over?
M: For now. Judit left for Budapest, the class is finished. I will paint at home sometimes. But Thursdays are clay now.
I: I'm so proud of you, trying new things at seventy-three.
M: Seventy-four in April, don't remind me. Anyway. I've been thinking. About what we said at Christmas.
I: About coming here?
M: Yes. June. I want to come in June. Before it's too hot, and I want to see Zoe and Max before they are too big to hug me.
I: MARGIT. Yes! Yes yes yes. I'll make up the guest room tomorrow.
M: It's February, calm down. And I'm scared, I'll tell you honestly. I haven't been on an airplane since 1998, when Lajos and I went to Greece. And now with the metal knee, the security, changing planes.
I: The knee will beep. You show them the card from the hospital. It's normal, they see it every day.
M: And a big airport, alone, everybody rushing, the English...
I: You can ask the airline for assistance. Somebody takes you from gate to gate. I'll send you how.
M: Maybe. I'll look at it.
I: Oh, and I have to tell you about Frank. He sprained his wrist last Thursday.
M: How?
I: Showing off at his Thursday game. He dived for a ball like a teenager and landed on his hand. Now he has a brace and can't open jars.
M: Tell him a seventy-year-old man should not dive.
I: I did! He says it was worth it, they won the point.
M: Men. How is the choir?
I: Lovely. We're learning something for Easter. I'll send you a recording when we're not embarrassing.
M: Good. Now, the dates, when is best for you?
I: Any time in June. Just tell me the day and I'll be at the airport with a sign.
M: I'll tell you when it's booked. Pray for me.
I: Always.
"""},
    {"n": 14, "fmt": "whatsapp", "date": "2024-03-17", "time": "18:30", "script": r"""
M: It's booked. Don't faint.
I: !!!!!! When??
M: Tuesday the 4th of June. LOT, from Budapest, change in Warsaw, arriving Toronto at 4 in the afternoon your time.
I: A Polish airline? Brave.
M: It was the cheapest, and Gábor said the Warsaw airport is small, easy to change. He booked it on his computer while I sat next to him holding my passport like a hostage.
I: Haha. Good boy, Gábor. And the assistance?
M: He asked for the wheelchair assistance for the connection. I don't really need the wheelchair, but someone will walk with me to the next gate. I am still terrified of Warsaw.
I: Warsaw will be fine. How long is the change?
M: One hour and fifty minutes. Gábor says it's plenty. I say it's nothing.
I: It's plenty. And coming back?
M: The 25th. Three weeks, like you.
I: Perfect. We'll go to Niagara, and to the cottage of Frank's brother on the lake, and Zoe wants to show you everything.
M: Tell Zoe I want a concert.
I: She'll be thrilled. Frank's wrist is better, by the way, he's allowed to carry your suitcase.
M: Good. The neighbour's grandson will come twice a day for Paprika. She will hate me.
I: She'll forgive you when you bring her a Canadian mouse.
M: What should I bring you? Apricot jam?
I: Apricot jam and yourself. That's all.
M: And pálinka for Frank.
I: He'll cry. Okay, I'm marking the calendar in big red letters.
"""},
]
