"""Pair 2: Amara Nwosu (26, software tester at a Lagos fintech, Nigeria) and Conceição "São" Ferreira
(62, runs a four-room guesthouse in Vila Nova de Gaia, Portugal). São was Amara's host mother during
an exchange year in Porto in 2014; they chat in English.
Odd sessions: Facebook Messenger message_1.json exported by Amara (Lagos time, UTC+1).
Even sessions: LoCoMo JSON."""

PAIR = "Amara_Sao"
NAMES = {"A": "Amara", "S": "São"}
MESSENGER = {
    "names": {"A": "Amara Nwosu", "S": "Conceição Ferreira"},
    "title": "Conceição Ferreira",
    "thread": "conceicaoferreira_10158829364",
    "participant_order": ["S", "A"],
}
FB_ROOT = "facebook-amaranwosu-{date}/messages/inbox/conceicaoferreira_10158829364/message_1.json"

SESSIONS = [
dict(n=1, fmt="messenger", start="2023-03-11T10:15:00", utc_offset=1, script="""
A: Mãe São!! Happy birthday for yesterday, sorry I'm late, the network was terrible 🙈
S: Amara querida! Obrigada! 62 years, can you believe. You remembered!
A: How could I forget, you made me that chocolate cake in 2014 and I ate half of it alone
S: Haha the famous cake. Nine years already since you lived with us as our exchange student. You were a skinny girl of 17 who was cold all the time.
A: I'm still cold in Porto, don't worry 😂 How is everything? How is Artur?
S: Artur is fine, he complains about his knees and about football. Same same. I am busy, we open the guesthouse again on 1 April after the winter.
A: Casa do Azulejo is reopening! Any changes?
S: Big changes, I am renovating the bathroom of room 3, the blue room. New tiles, blue and white like the old azulejos. It's a mess now.
A: That sounds so beautiful. Send me pictures when it's done
S: Of course. And Inês has news: she is pregnant! The baby comes in June. {{react:😍:A}}
A: WHAT!! Congratulations avó São!!!
S: Avó, yes 😭 first grandchild. I am already buying too many small clothes.
A: I'm so happy for her. Tell her I said congratulations
S: I will. And you? Still testing the bank apps?
A: Still testing, at the fintech. I'm studying for an exam now, ISTQB Foundation, a certification for software testers. The exam is in mid-April.
S: You were always studying. Even in Porto you studied at the kitchen table with the lamp.
A: And you brought me tea and said I'd ruin my eyes 😂
S: And I was right, now you wear glasses!
A: Lol fair. Other news: my sister Ngozi is engaged!! Emeka finally asked
S: Ahh the one who is an architect?
A: Yes him. They're planning the traditional wedding for later this year. You have to come!!
S: To Nigeria? Ai Amara, I have never been further than Paris.
A: There's a first time for everything 😌
S: We will see. Now I go, the tile man is here. Beijinhos!
A: Beijinhos 😘
"""),

dict(n=2, fmt="locomo", start="2023-03-26T18:12:00", script="""
A: Mãe São, can I ask you something serious?
S: Of course, filha.
A: I'm thinking of applying for a master's. In Porto. Data Science at FEUP, the engineering faculty.
S: AMARA. Really? You would come back?
A: If they take me. Testing is fine, but I want to do more with data, and I always said I'd come back to Porto one day.
S: When do you apply?
A: The deadline is 31 May. I need two reference letters and an English certificate, which is funny because English is our official language in Nigeria.
S: Bureaucracy is the same everywhere. Your old room is waiting for you. The little one with the window to the garden.
A: You're not going to rent it to tourists?
S: For you, no tourists. OK, maybe in August.
A: Haha, deal. How is the bathroom going?
S: Disaster. The plumber, Senhor Adelino, disappeared. He took the old bathtub out, took 400 euros deposit and then nothing. Two weeks. He doesn't answer the phone.
A: Ah no! That's a scam!
S: Artur went to his house. His wife said he is "in the Algarve". In March!
A: Lol. Can you report him?
S: Maybe. Now I need a new plumber before 1 April. Impossible.
A: What will you do with the blue room?
S: We open only rooms 1, 2 and 4 first. Three rooms, 65 euros a night with breakfast. The blue room waits.
A: 65 with your breakfast is too cheap. Your pão de ló alone is worth 20.
S: You always say this. The guests also say it. Maybe I will raise it for the summer.
A: Please do. Charge them for the view of the river.
S: The view is free, God made it.
A: Business woman São.
S: Business woman with no plumber.
"""),

dict(n=3, fmt="messenger", start="2023-04-19T19:20:00", utc_offset=1, script="""
A: I PASSED!!!
S: The exam? Parabéns!!! 🎉
A: Yes! Wrote it on Saturday and the results came this morning. 34 out of 40, the pass mark was 26 {{react:❤:S}}
S: I knew it. My clever girl. Artur says parabéns too
A: Thank you! Now I can put ISTQB on my CV, it helps with the master's application too
S: Good good. Here it was a scary week.
A: What happened?
S: Artur fainted on Sunday in the kitchen. Ambulance, Hospital de São João.
A: Oh my God. Is he okay??
S: He is okay now. The heart was beating irregular, they call it fibrilhação auricular, I don't know in English
A: Atrial fibrillation. My uncle has it. Is he on medication?
S: Yes, two kinds of pills, one to thin the blood. He must not carry heavy things. He is very annoyed, he wants to carry the suitcases of the guests like always
A: Please make him listen to the doctor!
S: I hide the suitcases 😄
A: Lol good strategy. Tell him I'm praying for him
S: Thank you querida. And good news, we found a new plumber. Rui, young, very serious. He comes Monday.
A: Finally!! And Adelino?
S: Still in the "Algarve" 🙄
A: Hahaha
+2 A: Oh and Ngozi fixed the date! The traditional wedding, the igba nkwu, is on 2 December in Enugu, at my parents' compound
S: December! I will write it in the calendar
A: So you're coming??
S: I said I will write in the calendar, I did not say I come 😄 Let me see Artur's health first
A: Fair. But I'm not giving up
"""),

dict(n=4, fmt="locomo", start="2023-05-14T10:20:00", script="""
A: Application submitted!! Friday night, 11pm, with shaking hands.
S: Finally! All the papers?
A: All of them. CV, two letters, the ISTQB certificate, my transcript. Now we wait until July.
S: I will light a candle at the Sé.
A: Please do. And I did something else. I baked pastéis de nata! Your recipe.
S: NO. In Lagos?
A: In my tiny oven in Yaba. The tops burnt a bit and the pastry was not as flaky as yours, but they tasted like Porto. I almost cried.
S: The oven must be very hot, 250 or more. Next time use the lowest shelf.
A: Noted, chef. I miss them so much. There's one bakery in Lagos that sells them, it's 2,500 naira for one and they're sad.
S: When you come I will make you a dozen every Sunday.
A: That's a promise I'm saving.
S: Our news: the blue room is finished! Rui did a beautiful job. The tiles are exactly like I dreamed.
A: Send me a photo!
S: Here. <<img: a small bathroom with blue and white patterned tiles and a narrow window>>
A: Oh, it's gorgeous. Like a little chapel.
S: The first guests in it are next week, a couple from Canada.
A: And did you raise the price like I told you?
S: Yes, madam business consultant. From June it will be 75 euros a night. Artur thinks I am too greedy.
A: Artur is wrong. It's still cheaper than a hotel and you get a homemade breakfast.
S: I told him you said so, and he said "the Nigerian girl is a capitalist".
A: Tell him I said hi. How is he doing with the medication?
S: Better. No more fainting. He walks every morning by the river, with the doctor's permission.
A: Good. Also, I've started running! There's a group that runs at the Unilag track on Tuesday and Thursday at 5:30 am.
S: 5:30! You, who slept until eleven every Saturday in my house?
A: People change, Mãe. It's the only time it's not too hot.
"""),

dict(n=5, fmt="messenger", start="2023-06-24T13:05:00", utc_offset=1, script="""
S: Amara!!! Sou avó!!
A: WHAT! The baby is here??
S: Born last Sunday at 4 in the morning. A boy, 3,4 kg, 51 cm. His name is Tomé.
A: Tomé!! That's such a beautiful name 😭😭 Congratulations avó!!
S: <<img: a newborn baby with dark hair wrapped in a white blanket>>
A: Look at all that hair!! He looks like Inês
S: Everyone says he looks like Artur. Poor boy 😄
A: Lol stop. How is Inês?
S: Tired but happy. The birth was long, 14 hours. She is at home now, I go every day with soup.
A: Of course you do. Caldo verde delivery service
S: Exactly. And last night was São João!
A: Ahh I forgot it's the 23rd! The hammers!
S: Yes, the plastic hammers, the manjericos, sardines on every street. Artur and I watched the fireworks over the Douro from the guesthouse terrace. All the guests were with us.
A: I still remember my São João in 2014. A little old lady hit me on the head with a hammer and I thought it was an attack 😂
S: Haha you screamed! And then you danced until 4 in the morning.
A: Best night of my exchange year honestly {{react:❤:S}}
S: And how are you? Any news from the university?
A: Not yet. They said results in July. I'm trying not to refresh my email every 5 minutes
S: Refresh only every 10 minutes 😄
A: Lol ok. Kiss Tomé for me!
S: Beijinhos from Tomé and from avó
"""),

dict(n=6, fmt="locomo", start="2023-07-16T20:45:00", script="""
A: Mãe São, I have good news and bad news.
S: Tell me the good first, my heart is old.
A: I got in!! I was accepted to the master's in Data Science!
S: AMARA!!! I knew it!! Artur, she got in!!
A: I read the email five times.
S: And the bad news?
A: The scholarship. They didn't give it to me. Tuition for non-EU students is 7,000 euros a year. Plus visa, flights, living costs.
S: Ai. That is a lot of money.
A: With the naira falling like this, it's impossible. My salary is worth half of what it was last year.
S: You will stay with us. No rent. That is a big part.
A: You're too kind, I can't ask you that.
S: You don't ask, I offer. And you can help with the breakfasts in the guesthouse, like a job.
A: I'd love to. But even without rent, 7,000 euros... I have maybe 2,000 saved.
S: What are your options?
A: I can ask them to defer for one year. Save more, apply for the scholarship again. Or find a company that sponsors.
S: One year is not so long. Tomé will be walking when you come.
A: That's the best argument so far. I'll decide in the next few weeks.
S: Whatever you decide, you have a home here.
A: Thank you. Really. How is Artur?
S: Better and better. The doctor changed one pill and now he has more energy. Yesterday he carried a suitcase when I wasn't looking.
A: Artur!!
S: Men.
A: How's baby Tomé?
S: Fat and loud. He smiles now. Well, the doctor says it's gas, but I say he smiles.
"""),

dict(n=7, fmt="messenger", start="2023-08-13T17:40:00", utc_offset=1, script="""
A: Two news!! First: I'm going to be QA lead!!
S: What is QA lead? Sounds important
A: I'll be the head of the testing team! Four testers under me. Starting 1 September
S: Parabéns chefe!! 👩‍💼
A: Lol thank you. Bigger salary too, which helps with... news number two
S: The master's?
A: I decided to defer. The university said yes, I can start in September 2024 instead. One more year to save and reapply for the scholarship
S: I think that is wise. Sad but wise.
A: I was sad for a few days but now I feel okay. And being lead will look good on my application
S: Exactly. And the room stays yours.
A: ❤️ How is August at the guesthouse?
S: Full! All four rooms, every night until September. I am so tired. And Inês made an Instagram for the guesthouse
A: Ooh what's the name? I'll follow!
S: @casadoazulejo.gaia. I don't understand it. She says I must use hashtags. What is a hashtag? In my time it was the sign on the telephone
A: 😂😂 It's ok, Inês can do it
S: A Japanese guest posted a photo of my breakfast and now three more Japanese people booked for October!
A: Your pão de ló is going viral in Japan
S: Viral like a disease?
A: Lol viral means popular on the internet
S: Ah. Then yes, I am viral 😎 {{react:😂:A}}
"""),

dict(n=8, fmt="locomo", start="2023-09-03T14:30:00", script="""
S: Amara, sit down. I have decided.
A: Decided what?
S: I am coming to the wedding. To Nigeria.
A: WHAT!!! MÃE!!! Are you serious??
S: Serious. Inês said "Mãe, you talk about it every day, just go". So I go.
A: I'm literally screaming. My mother will be so happy. Ngozi too!
S: But Artur stays. The cardiologist doesn't want him on a long flight with his heart and the pills. He will look after the guesthouse with Inês.
A: You'll travel alone?
S: Alone. 62 years old and my first trip outside Europe, alone. Artur is more nervous than me.
A: I'll be with you every second once you land. What do you need for the visa?
S: The embassy website says a letter of invitation, bank statements, the address of the host, and the vaccination card for yellow fever.
A: I'll write the invitation letter this week, and my dad will sign one too as the host. You'll stay with us in Enugu and with me in Lagos.
S: Yellow fever vaccine, I have to go to the health centre. Is it painful?
A: Just a little injection. You'll survive.
S: What else is happening with you?
A: I signed up for a race! The Ikoyi Bridge 10K on 7 October. My running group is doing it together.
S: 10 kilometres! Like from Porto to Matosinhos!
A: Haha, yes. My goal is under one hour.
S: You will do it. And the new job?
A: Everyone calls me "madam" now, it's weird.
S: Madam Amara. I like it.
A: Also, I'm looking for a new flat. My landlord in Yaba is increasing the rent by 60%.
S: 60%!! That is robbery.
A: That's Lagos. I'm looking in a few areas, we'll see.
"""),

dict(n=9, fmt="messenger", start="2023-09-24T12:10:00", utc_offset=1, script="""
S: Olá querida! The embassy is done!
A: Yayy! How did it go?
S: On Wednesday I went to Lisboa with the Alfa Pendular train, 3 hours. The Nigerian embassy was small and hot, many people. They looked at all the papers, took my fingerprints and a photo. The man was very nice, he said "Nigeria welcomes you, mama"
A: Awww. Mama São 😂 When do you get it?
S: Two or three weeks, they said. I am nervous
A: Your papers were perfect, it'll be fine
S: Also the dress. What colour is the family wearing?
A: Okay so Ngozi finally decided the aso-ebi: emerald green lace with a gold gele (the head tie). I'll send you the fabric by DHL this week
S: Emerald green and gold! Very elegant
A: You'll need a seamstress who can make the style. I'll send pictures of styles
S: I have Dona Fátima, she makes all my dresses since 1990. She can do anything.
A: Perfect. The gele I'll tie for you myself on the day, it's an art 😂
S: I trust you. Also, Tomé's baptism is fixed: 15 October, at the church of Santa Marinha in Gaia
A: Ahhh I wish I could be there. Will you do a video call?
S: Inês will do a live, on the Instagram 😄
A: Lol you're learning!
S: I know the word "live" now. Not the hashtag yet.
A: Hahaha progress. My training is going well by the way, 8 km yesterday without stopping
S: Bravo! Two more and you are ready
A: Still flat hunting though. Everything is either too expensive or flooded 😩
S: Flooded?
A: Rainy season. Lagos streets become rivers
"""),

dict(n=10, fmt="locomo", start="2023-10-15T19:05:00", script="""
A: How was the baptism?? I watched part of the live but the network kept cutting.
S: Beautiful! The little one screamed when the priest poured the water. A real Ferreira voice.
A: Who are the godparents?
S: My son Duarte is the godfather, and Carolina, Inês's best friend since school, is the godmother.
A: Uncle Duarte! Is he still in Lisbon?
S: Still in Lisbon, working at the bank. He came up for the weekend. He held the baby like a football, very nervous.
A: Haha. And the most important news... the visa??
S: ARRIVED! On Tuesday. I have it in my passport, with a big stamp.
A: YESSS! It's official! You're coming to Nigeria!!!
S: I looked at it ten times. Artur says I sleep with the passport.
A: And my race! Last Saturday. 58:31!!
S: Under one hour! You did it!
A: Barely. The last 2 km I wanted to die. But my group waited at the finish with zobo.
S: What is zobo?
A: A drink made from hibiscus flowers, with ginger and pineapple. You'll taste it in December.
S: Next goal?
A: A half marathon! Maybe the Lagos one in February. Twenty-one kilometres, I'm already excited.
S: You are crazy, but I am proud.
A: Also, I moved!! Finally. New flat in Lekki since last week.
S: Lekki! Is it nice?
A: It's small but new, and it's 10 minutes from the office. No more two hours in traffic on Third Mainland Bridge.
S: Two hours! I complain when the tram is five minutes late.
A: Welcome to Lagos. You'll see it in December.
S: Is there space for me?
A: I bought a second mattress just for you.
"""),

dict(n=11, fmt="messenger", start="2023-11-12T20:30:00", utc_offset=1, script="""
S: Amara, the tickets are bought!!
A: Yesss! Dates?
S: 28 November, Porto to Lisboa and then Lisboa to Lagos with TAP. I arrive at 21:40. Return on 8 December.
A: I'll be at the airport with a sign that says MÃE SÃO 😂
S: Please, a big sign, I will be lost
A: Don't worry. We stay in Lagos two nights and then fly to Enugu together on the 30th.
S: What must I pack? Inês says take everything, Artur says take nothing
A: Light clothes, it's like 32 degrees. Mosquito repellent, a lot. And you need malaria tablets, ask your doctor, you start them before you travel
S: Malaria! Ai Jesus
A: It's fine if you take the tablets and use the repellent. Also our plugs are the UK type, bring an adapter
S: UK plugs. Why??
A: Colonial heritage 🙃
S: Haha. The dress is finished! Dona Fátima made miracles with the fabric you sent
S: <<img: an older woman in a green lace dress standing in a living room>>
A: MÃE!!! You look like a Nigerian auntie already 😍😍
S: I don't know how to walk in it yet
A: You'll learn. And I'll tie your gele on the day
S: Artur is nervous. Every day he reads about Nigeria on the internet and tells me dangerous stories
A: Tell him I'll guard you like a president
S: I told him. He said "tell her I will call every evening"
A: He can call me too!
"""),

dict(n=12, fmt="locomo", start="2023-12-10T21:15:00", script="""
S: I am home. Since Friday. I still dream in Igbo.
A: Haha, which Igbo words?
S: "Nne" and "biko" and "o di mma". Your mother taught me on the first night.
A: She's already asking when you'll come back. She cried when you left, don't tell her I told you.
S: I cried also. In the airport with you, and then on the plane. The man next to me gave me his napkin.
A: That whole week was magical.
S: The wedding! I will never forget it. When Ngozi walked with the cup of palm wine, looking for Emeka in the crowd, and everybody was shouting and dancing.
A: And she pretended not to find him for five minutes.
S: And the money! People throwing money on the dancers. I was very confused the first time.
A: You were spraying money too by the end!
S: Artur asked how much I spent. I didn't tell him.
A: And my mother's gift?
S: The coral beads! I wear them now, every day. Inês says I look like a queen.
A: Mum said only family gets those. You're family now, officially.
S: I cried again.
A: OK, be honest. The food.
S: The jollof rice I could eat every day. The fried plantain also. But the pepper soup... I cried real tears. My mouth was on fire for an hour.
A: My aunties were laughing so much. We'll start you on less pepper next time.
S: And the Lagos traffic. I have never been so scared in a car. Motorbikes everywhere, people selling things between the cars.
A: The okadas! You held my arm so tight I had marks.
S: And the flight to Enugu with Air Peace was the quietest hour of the trip.
A: True. How was Artur when you arrived?
S: Waiting at the airport in Porto with flowers. And Tomé has a new tooth.
"""),

dict(n=13, fmt="messenger", start="2023-12-31T18:00:00", utc_offset=1, script="""
A: Feliz Ano Novo Mãe São!!! 🎆 (a few hours early)
S: Feliz Ano Novo querida!! Here it's 17h, we are preparing bacalhau for tonight
A: Here it's 6pm, everyone is going to church for the crossover service, then party. Nigerians don't sleep on the 31st 😂
S: And 12 raisins at midnight, don't forget, one for each wish
A: Ahh I remember! I choked on number 9 in 2014
S: 😂 yes you did
A: My resolution for 2024: get that scholarship. I'm reapplying, the new round closes at the end of February.
S: Good. This time they will say yes. You have the new job, the experience
A: From your lips to God's ears 🙏
S: My resolution: learn English properly. And Artur's resolution is to stop reading the news.
A: Lol good luck Artur. Are you closing the guesthouse in January like last year?
S: Yes, closed all January. And we have a surprise: Artur and I are going to Madeira! 10 to 20 January.
A: Madeira!! Is Artur allowed to fly?
S: The cardiologist said short flights are ok. Porto to Funchal is less than 2 hours.
A: Yay! Your first holiday together in how long?
S: Since Duarte was born? No, we went to Spain once. 30 years maybe 😄
A: You both deserve it so much. Send me photos of the levadas!
S: Levadas at our age? We will look at them from the café 😄
A: Lol fair. Happy new year to Artur, Inês, Duarte and Tomé!
S: And to your parents, Ngozi and Emeka. And to the coral beads 😄 {{react:❤:A}}
"""),

dict(n=14, fmt="locomo", start="2024-01-28T16:40:00", script="""
S: We are back from Madeira!
A: Welcome back!! How was it?
S: Wonderful. Flowers everywhere, even in January. And I have a confession: we did a levada walk.
A: HA! "Only from the café."
S: Only a short one, 3 km, very flat. Artur walked slowly, but he did it. At the end he ate espetada like a young man.
A: What's espetada?
S: Beef on a big stick of laurel wood, cooked over the fire. Typical of Madeira. He ate two.
A: The cardiologist would not approve.
S: What the cardiologist doesn't know... And you? The scholarship?
A: I submitted everything on the 15th, and guess what, they've invited me for an interview already!
S: Already!! When?
A: Tuesday 20 February, online. With two professors.
S: You will enchant them. Wear the dress from the wedding.
A: It's a video call, they'll only see my shoulders. But maybe the gele.
S: Do you want to practise with me? I can be the strict professor.
A: You'd be the nicest professor in history. But yes please, maybe the week before. I've also started Portuguese classes online, twice a week, with a teacher in Coimbra.
S: Finally! After nine years you still only know "obrigada" and "pastel de nata".
A: And "saudades"! That's the important one.
S: That is the most important one. How is the new flat?
A: I love it. I go to the beach on Sunday mornings before it gets crowded.
S: And Tomé is crawling! Only backwards. He is like a crab.
A: Send a video!
S: Inês will post it on Instagram. I still don't know how.
"""),
]
