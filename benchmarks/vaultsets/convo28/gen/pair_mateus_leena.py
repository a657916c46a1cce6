"""Pair 2: Mateus Ferreira (architecture student and barista, Curitiba, Brazil) and
Leena Virtanen (nurse and hobby board-game designer, Tampere, Finland). They met on a
board-game design Discord server and chat in English. Exporter: Mateus.
Formats: LoCoMo JSON and DiscordChatExporter JSON (DM channel). Times are Mateus's
local time (BRT, -03:00)."""

PAIR = {
    "folder": "Mateus_Leena",
    "names": {"M": "Mateus", "L": "Leena"},
    "discord": {
        "M": {"id": "738112905164783647", "name": "mateus.ferreira", "nickname": "Mat"},
        "L": {"id": "902331847715262515", "name": "leenav", "nickname": "Leena"},
    },
    "discord_channel_id": "1096501382471520316",
    "owner": "M",
    "tz": "-03:00",
}

SESSIONS = [
dict(n=1, fmt="discord", dt="2023-04-16 20:30", turns="""
L: Hei Mateus! Moving this out of the Playtest Pit server so we don't spam the #prototypes channel 😄
M: Hi Leena! Yes good idea. I still can't believe we met there only last week and already have 14 pages of notes
L: Haha that's what happens when two people are excited about lighthouses at the same time
M: So just to recap your idea: a cooperative game where everyone is a keeper on a different island, and you share lamp oil and boats to keep ships from crashing
L: Exactly. Working title "Lighthouse Keepers". Everyone wins or everyone loses
M: I love that it's co-op. Most of the games my friends play here are very aggressive
L: Same in my gaming group. I honestly hate "take that" games where you just destroy the other person's stuff. I play games to relax after work, not to fight 😅
M: What is your work? You said something about nights?
L: I'm a nurse in the ICU at Tampere University Hospital. Mostly night shifts right now. So I design games at 4am on my break sometimes
M: Wow. That's intense. Respect
L: And you? Student?
M: Final year of architecture at UFPR in Curitiba. And on weekends I'm a barista at Café Tingui, so I also know about strange hours
L: An architect! That explains your drawing of the island map. It was so clean
M: Haha thanks, I draw buildings all day, a lighthouse is just a tall building with a lamp
L: My dog is judging me right now because I'm typing instead of walking her
M: What dog?
L: [img: hilla_sofa.jpg] This is Hilla. She's a Finnish Lapphund, 4 years old. Very fluffy, very dramatic [react:😍]
M: She is beautiful!! Hilla is a name?
L: It means cloudberry. Small orange berry that grows in the swamps up north. My favourite jam
M: Cute. Okay, go walk Hilla. I'll make a first version of the rules in Google Docs tonight
L: Deal! What time is it there? It's the middle of the night here 😂
M: Evening here. Six hours difference. Go to sleep!
L: Hyvää yötä! (good night)
M: Boa noite!
"""),

dict(n=2, fmt="locomo", dt="2023-05-09 19:10", turns="""
L: Mateus! I playtested the rules with two coworkers during our night break. In the staff room at 3am, with coffee.
M: Really? What did they say?
L: They liked the dice placement a lot. Putting dice on the lamp, the boat and the radio felt good. But the fog card is too brutal. It came out on turn two and we lost immediately.
M: Haha sorry. I made fog a bit strong because I wanted tension.
L: It was a lot of tension. My colleague Jari threw a pillow. Maybe fog should only come out after the first storm?
M: Good idea. We can put it in the second half of the storm deck. I'll reshuffle it.
L: How is your thesis going? You said you had a meeting today.
M: Yes, with my advisor, Prof. Helena Castro. The project is a community library for Vila Torres, a neighbourhood close to the centre of Curitiba. Lots of kids there without a quiet place to study.
L: That's such a nice project. What will it look like?
M: Wood and recycled brick, a big covered porch where people can read outside, and a little rooftop garden. Helena wants me to do more interviews with residents first.
L: Interviews with real people, very nurse-like. I approve.
M: Haha. And your Portuguese? I saw you writing "obrigada" in the server.
L: I'm on Duolingo! 40 day streak today. I can say "o menino bebe leite" which is very useful.
M: Extremely useful. Every Brazilian says that every day.
L: Hehe. The pronunciation is crazy. Why do you swallow half of every word?
M: We don't swallow, we are efficient. Finnish words are 40 letters long.
L: Fair point. Okay, I'll do a second test this weekend with my sister Aino.
M: Perfect. I'll update the storm deck tonight.
L: Kiitos! (thanks)
M: De nada!
"""),

dict(n=3, fmt="discord", dt="2023-05-28 16:45", turns="""
L: Mateus. Bad news 😬
M: Oh no. What happened?
L: I searched BoardGameGeek properly. "Lighthouse Keepers" is already a game. A small German company published it in 2021. Worker placement, not co-op, but still
M: Nooo. We can't use it then
L: No, publishers will say no immediately. We need a new name
M: Okay, brainstorm. Lightkeepers? Lamplight? Keepers of the Light?
L: Keepers of the Light sounds like a fantasy novel 😂 What about "Beacon"? Short, easy in any language
M: Beacon is good. One word, you can make a nice logo
L: Let's use Beacon for now then. Later we check again
M: Also look, I finished the lighthouse tile art
M: [img: beacon_tile_art_v2.png] [react:🔥]
L: WOW. Mateus this is amazing. The little window with light coming out!!
M: Thanks! I drew it in pencil and coloured it on the computer
L: You should do all the art. Seriously
M: Haha we'll see. And I printed a real prototype at a print shop near the university, Gráfica Rápida. Cards and tiles on thick paper
L: How much was it?
M: R$ 85. That's like 16 euros. My boss at the café thinks I'm crazy spending money on a game that doesn't exist
L: It exists! It's on your table!
M: True. Paçoca already tried to eat one of the boat tokens
L: Who is Paçoca??
M: My cat 😂 I'll tell you the story some day
L: I demand the story. But later, I have a night shift. Talk soon!
M: Good shift!
"""),

dict(n=4, fmt="locomo", dt="2023-06-27 18:20", turns="""
M: Leena! How was juhannus? You said it's the biggest party in Finland.
L: It was perfect. I went to my parents' summer cottage in Ruovesi, by the lake. Sauna, swimming in the lake, then sauna again, and a big bonfire on Midsummer Eve.
M: Swimming? Isn't the water freezing?
L: It was 17 degrees! That's warm for us. The sun doesn't set, so at 1am we were still sitting on the pier.
M: The sun doesn't set?! I would never sleep.
L: Nobody sleeps in June, that's the secret. Hilla swam after the ducks all weekend. How was your weekend?
M: We also had a party! Festa junina at my grandmother's house. Bonfire too, quentão, corn, and her homemade paçoca.
L: Wait. Paçoca. Like your cat?
M: Yes! Now you get the story. Paçoca is a peanut candy, sweet and crumbly. When I found my cat on the street three years ago she was the same light brown colour and my grandmother said "she looks like my paçoca". So the name stayed.
L: That's adorable. Your grandmother named your cat.
M: Dona Cida names everything. She's 81 and the boss of the whole family. I go to her house every Sunday for lunch, she makes feijoada and tells me I'm too thin.
L: My grandmother was the same! She died two years ago. I miss her pulla.
M: Sorry to hear. What is pulla?
L: Cardamom sweet bread. I'll bake you some when you visit.
M: When I visit! One day. I need to finish the thesis and get a job first.
L: About that, I have a plan for Beacon. Spiel in Essen is in October. It's the biggest board game fair in the world. Publishers take pitches there.
M: Are you going?
L: I think so! It's a two-hour flight from Helsinki. I can pitch for both of us.
M: That would be incredible. What do we need?
L: A good prototype, a one-page sell sheet and a shorter game. Our last test was way too long.
M: Okay. I'll start thinking about the sell sheet.
L: Great. Now I'm going to take Hilla for her walk, it's past midnight and still bright.
M: Crazy country. Good night!
"""),

dict(n=5, fmt="discord", dt="2023-07-23 14:05", turns="""
L: Big playtest report!! We did Beacon yesterday at Pelikahvila Kuutonen, the board game café in Tampere
M: Finally! How many people?
L: Six players, the maximum. Four of them strangers from the café's Saturday group
M: And??
L: They liked it! They said the cooperation felt real. Everybody was shouting about the ships 😄
L: BUT. It took 110 minutes. Way too long. Two people got bored in the supply boat phase
M: 110 minutes 😳 My goal was 45
L: We should aim for 60 minutes max. Publishers love 60
M: What if we cut the supply boat phase completely? The oil can come from the lamp dice directly
L: I was going to suggest the same! The boat phase is just moving cubes around
M: Okay, cutting it. I'll redo the player board without the boat track
L: 🙌 Also one of them asked if it's "Lighthouse Keepers". Good thing we changed the name
M: Haha yes. How are you? You sound awake for once
L: Today I'm awake. Yesterday I slept 3 hours after a night shift and then ran a playtest. My brain is soup
M: The nights sound really hard
L: Honestly I'm so tired of night shifts. Four years of them. My sleep is broken, I eat breakfast at 7pm. I applied for a school nurse job in Hervanta last week
M: School nurse! Day job?
L: Monday to Friday, 8 to 4, school holidays off. Less drama than the ICU, more lice and vaccines
M: That sounds much healthier. Fingers crossed 🤞
L: Thanks! Interview is next week. How is the thesis?
M: Midterm review is in August. I've done 12 interviews with residents in Vila Torres. They want a space for homework and a space for older people to play dominoes
L: Homework and dominoes under one roof 😂 I love it
M: Architecture for real life 😄
"""),

dict(n=6, fmt="locomo", dt="2023-08-16 15:40", turns="""
L: Mateus! I got the job!
M: The school nurse job?? Parabéns!!!
L: Kiitos! I start on the 1st of September at Hervanta comprehensive school. Around 600 kids from 7 to 15 years old.
M: That's a lot of kids. Are you sad to leave the ICU?
L: A little. My colleagues are wonderful. My last ICU shift is next Thursday and they're planning a cake. But I'm ready to sleep at night like a normal human.
M: You deserve it. And Hilla will be happy, walks in daylight.
L: She doesn't know yet. Now bad news number two.
M: Oh no. Again?
L: "Beacon" is taken too. There's a card game called Beacon from 2019. Only a few hundred ratings but still.
M: Are you serious? Naming is the hardest part of game design.
L: Right? I made a list. Tidewatch, Lantern Coast, Keepers of the Northern Light.
M: Tidewatch. I like that one. It sounds like something is coming and you have to be ready.
L: Me too. And I checked three databases and the trademark site. Nothing called Tidewatch.
M: Then it's Tidewatch. Final answer.
L: Final final answer. I'll rename the Google Drive folder.
M: I'll redraw the logo. The tower can be the letter "I" in the middle.
L: Clever! How was your midterm review?
M: It went really well. The committee liked the porch and the dominoes room. One professor said it was the most "human" project of the year.
L: That's a huge compliment!
M: I was so nervous I forgot my own name when I started.
L: Haha. But you survived. Now you need to finish it.
M: December. Then freedom.
"""),

dict(n=7, fmt="discord", dt="2023-09-17 11:20", turns="""
L: Good morning from the world of school nursing 😄
M: Bom dia! How are the first weeks?
L: Busy! Week two we had a lice outbreak in third grade. I checked 48 heads in one day
M: Hahaha oh no. Was it worse than the ICU?
L: Different. Nobody died, lots of crying though. Mostly parents
L: But I sleep at night now. I forgot how good it feels. I wake up at 6:30 and the sun is up
M: That's wonderful. You sound different, happier
L: I am! Okay, Essen. I booked three publisher meetings through the fair's matchmaking system. Thursday and Friday
M: Three?! Amazing
M: I finished the sell sheet in Figma. Take a look
M: [img: tidewatch_sell_sheet_v3.pdf] [react:😍]
L: Mateus this is so professional. The logo with the tower as the I!!
M: Thanks. I used the new art, a short description, player count 2 to 6, 60 minutes, and the hook: "Keep the light on together"
L: Perfect. I'll print 20 copies
M: I really wish I could come with you
L: Can't you? Maybe if you find a cheap flight?
M: I checked. Curitiba to Düsseldorf is around R$ 7,000 return. That's more than three months of my café salary. And I have the thesis
L: Ugh. I'm sorry. Next time
M: Next time I'm rich. When I'm a real architect 😄
L: I'll send you videos of everything. And I'll bring you something from the fair
M: A meeple keychain please
L: Deal. Essen is coming up fast, I need to practise my pitch
M: Practise on Hilla
L: She fell asleep during the first sentence 😂
"""),

dict(n=8, fmt="locomo", dt="2023-10-12 13:15", turns="""
L: I'm alive! Essen was last week, Thursday to Sunday, and I'm still recovering.
M: Finally! Tell me everything. I've been waiting.
L: Okay. Meeting one: a Danish publisher from Copenhagen, Harbor Meeple Games. They played two rounds at the table and asked for a full prototype copy to test with their team!
M: WHAT. Seriously?
L: Seriously. They said the "oil sharing" mechanic is fresh and the table presence is beautiful. That's your art.
M: I'm screaming. What about the others?
L: Meeting two was a German company, Stormvogel Spiele. They said it's too similar to Forbidden Island and that co-op games are "saturated" right now. A bit rude honestly.
M: Forbidden Island? We don't even have an island that sinks.
L: That's what I said! Meeting three didn't show up. I waited 30 minutes with my sell sheets.
M: Their loss. What else did you do?
L: I played so many games. And I bought nine games. My suitcase was overweight at the airport and I had to pay 50 euros extra.
M: Hahaha. Nine games! That's a lot of games.
L: Board games are my weakness. I also have your meeple keychain. A little blue one.
M: Obrigado!! Who took care of Hilla?
L: My sister Aino. Hilla stole her socks every day and slept in her bed. Aino said never again, but she's lying.
M: Haha. When do we send the prototype to Harbor Meeple?
L: I'd like to update the rulebook first. One week? Can you make a clean PDF with the new player board?
M: Yes, I'll do it this weekend between café shifts.
L: Perfect team. I'm so happy, Mateus. Somebody professional liked our little game.
M: Our little game that started at 3am in a hospital staff room.
L: Haha exactly.
"""),

dict(n=9, fmt="discord", dt="2023-11-12 19:00", turns="""
M: Leena! Prototype arrived in Copenhagen, the tracking says delivered on Friday
L: Yess! Now we wait. I hate waiting
M: Me too. I have news but it's not decided yet
L: Tell me!
M: I had a first call with an architecture firm in Florianópolis, Atelier Maré. They do houses and small public buildings near the sea. Second interview is next Friday, online
L: Florianópolis is the island city? With the beaches?
M: Yes! 300 km from Curitiba. They saw my Vila Torres project on my portfolio and liked it
L: Amazing!! And the thesis defence date? Do you have it?
M: Still not fixed 🙄 The department is slow. Probably the second week of December
L: Brazil bureaucracy vs Finnish bureaucracy, who wins
M: Brazil, every time 😂 How's Tampere?
L: Snow!! First real snow yesterday. And this morning I did my first avanto of the season
M: What is avanto?
L: Winter swimming. You go into a hole in the ice, or in the lake when it's just about to freeze. The water was 4 degrees this morning [react:😱]
M: 4 degrees?!?! Leena, that's a refrigerator
L: It's wonderful! You feel electric afterwards. Then sauna. I do it every week from November to April
M: You Finns are not normal
L: Thank you 😄 Also, my Duolingo streak is at 190 days
M: Que orgulho! Say something in Portuguese
L: Eu gosto de jogos de tabuleiro e de cachorros
M: Perfect!! "I like board games and dogs". Very accurate
L: The most honest sentence I know
M: Haha. Okay I have to prepare for the interview. Wish me luck
L: Boa sorte!! 🍀
"""),

dict(n=10, fmt="locomo", dt="2023-12-17 15:30", turns="""
M: Leena, I'm officially an architect! Well, almost, I still need to register with the council.
L: AAAH! The defence! Tell me!
M: It was on Tuesday. Forty minutes of presentation, then one hour of questions from the three professors. And I passed with distinction, grade 10!
L: Mateus!!! Parabéns! I'm so proud of you!
M: My advisor cried a little. My mom cried a lot. Dona Cida brought a whole tray of pastéis to the university.
L: The best kind of defence. And the job? Florianópolis?
M: That's the second news. Atelier Maré offered me the job! Junior architect, starting 5 February.
L: Two big news in one week! How do you feel?
M: Happy and scared. New city, first real job, leaving my family. But it's by the sea, I always wanted that.
L: You'll love it. And news from my side: Harbor Meeple played Tidewatch with their team many times.
M: And??
L: They like it. They want two changes. First, 1 to 4 players instead of 2 to 6, because six players makes the box expensive and the game slow. Second, a solo mode.
M: A solo mode for a co-op game. That's actually doable, the storm deck can act like an opponent.
L: That's what I thought! They want to see the changes by the end of January.
M: Okay, my holidays are for game design then. What are your Christmas plans?
L: Joulu at my parents' in Tampere. Ham, rice porridge, sauna on Christmas Eve. And snow, hopefully.
M: Here it will be 32 degrees. We eat turkey and salad and sweat.
L: Haha. Send me a photo of Christmas in shorts.
M: [img: a photo of a young man in a dark suit holding a folder in front of a university building with columns] And here is me after the defence, for your collection.
L: So handsome and so official! Framing it.
"""),

dict(n=11, fmt="discord", dt="2024-01-14 17:45", turns="""
L: MATEUS. CHECK YOUR EMAIL
M: Just saw it!! A contract draft from Harbor Meeple!!!
L: We're going to be published!! 😭
M: Let me read... 6% royalty on the wholesale price, split between us. And an advance of €1,500
L: That's normal for a first design, I asked two designer friends in the server. They said 5-7% is standard
M: The advance is almost R$ 8,000. That pays my move!
L: Perfect timing 😄 When do you move?
M: End of January. I found a small studio flat, 28 m². Very small but 10 minutes walk to the beach
L: And Paçoca?
M: She'll stay with my mom in Curitiba for now. The studio is too small and I'll be at the office all day. Mom says she'll spoil her
L: Aww, that must be hard
M: It is. But it's better for her. Anyway! How are you?
L: I became an aunt!! Aino had a baby boy on Tuesday. Eelis, 3.6 kg
M: Parabéns titia!! (that's "aunt")
L: Titia 😄 I held him yesterday. He's so tiny. Hilla sniffed him very carefully and then lay next to the crib like a guard
M: Hilla the nanny
L: She takes her job very seriously
M: Okay, about the contract: should we ask a lawyer to check it?
L: My friend Mikko did his master's in IP law. He said he'll read it for free if I bake him pulla
M: Best payment method in the world
L: I'll send him the draft tonight 🙌
"""),

dict(n=12, fmt="locomo", dt="2024-02-21 14:50", turns="""
L: So? How is island life? You've been quiet!
M: Sorry! Everything is new. I moved two and a half weeks ago, the Saturday before my first day. I live in Santo Antônio de Lisboa now, an old fishing village in the north of the island. Colourful houses, oysters everywhere.
L: That sounds like a postcard. How is the job?
M: Really good. My team is four people. I'm working on a small health clinic for a fishing community, so I'm doing interviews again, like in Vila Torres.
L: Of course you are. And the little studio?
M: It's small but I can see a piece of the sea from the window if I stand on the chair. And, plot twist: Paçoca is here with me.
L: What?! I thought she was staying with your mom.
M: That was the plan. But she cried every night looking for me and scratched my mom's new sofa. So my sister drove her down last weekend. She's sleeping on my drawings right now.
L: Hahaha. She chose you. That's love.
M: That's chaos. Did you see that Harbor Meeple signed too?
L: Yes!! We both signed last Friday, and their countersigned copy came this morning. It's official. Tidewatch will be a real game.
M: I still can't believe it. When do they want to release it?
L: Their plan is Essen 2025. Next year we'll be at the fair with a real box!
M: And maybe I'll be there this time.
L: Speaking of Europe, when are you coming to Finland? You promised.
M: I'm thinking July. My boss said I can take two weeks in July, even though I'm new.
L: July is beautiful here. Warm, light, berries. Hilla will lick your face.
M: I'm ready for the face licking.
L: And I'll take you to the sauna. And maybe avanto. Just kidding, no ice in July.
M: Good, because I'm from the tropics now.
L: Hehe. Okay, I have to do homework for my Portuguese. Tchau!
M: Tchau tchau!
"""),

dict(n=13, fmt="discord", dt="2024-03-24 10:30", turns="""
M: Leena!! I booked the flights to Finland!!
L: NO WAY 😍 When??
M: Change of plan, not July. My boss said June is better because July is crazy for the clinic project. So I'm landing in Helsinki on the 18th of June
L: The 18th of June! That means you'll be here for juhannus!!
M: That's why I picked it 😄 You talked about it so much
L: We'll go to the cottage in Ruovesi with my family. Sauna, lake, bonfire, the whole thing
M: How long is the train from Helsinki to Tampere?
L: About 1 hour 40 minutes. I'll pick you up at the station with Hilla
M: Perfect. I'm staying three weeks, until the 9th of July
L: Three weeks! I'll make a list. Games, lakes, Moomin museum, pulla
M: And I'll bring Brazilian coffee and paçoca from Dona Cida
L: The candy, not the cat
M: Haha the candy. The cat stays with my neighbour
L: By the way my Duolingo streak is 300 days today!!
M: 300!! Amazing. We can speak Portuguese in Finland
L: Slowly please. Very slowly
M: Devagar 😄 Any news from Harbor Meeple?
L: Yes! They chose the illustrator. Sanna Koivisto, she's Finnish, lives in Turku. They'll use your tower logo idea
M: Really?? That makes me so happy
L: They credit you as "original concept art". Your name on a box!
M: I'm going to cry at my desk
L: Cry quietly, you're a professional now 😂
M: 😂 Okay, I'll send you my flight details
"""),
]
