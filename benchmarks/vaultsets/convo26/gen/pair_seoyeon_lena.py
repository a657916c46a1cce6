"""Pair 1: Han Seo-yeon (29, UX designer, Seoul) and Lena Vogt (34, German marine biologist, Busan).
Friends from a Korean-German language exchange; they chat in English. Vault owner: Seo-yeon.
Formats: LoCoMo JSON and KakaoTalk (Android, English UI) text exports."""

FOLDER = "SeoyeonAndLena"
FIRST = {"S": "Seo-yeon", "L": "Lena"}
FULL = {"S": "Seo-yeon Han", "L": "Lena Vogt"}
PARTNER = "L"

SESSIONS = [
dict(n=1, fmt="locomo", start=(2023, 3, 12, 19, 40), turns="""
L| Seo-yeon!! I'm back on land finally. Five days on the research vessel and I still feel the floor moving.
S| Welcome back, sailor! How was the cruise? Did you find your jellyfish?
L| Oh we found them. Moon jellyfish everywhere off Geoje, way earlier than last year. My supervisor thinks the warm winter pushed the bloom forward. Good for my data, bad for the fishermen.
S| Bad how?
L| They clog the nets and sting everyone who pulls them up. One fisherman showed me his arms, poor guy. Anyway, what's new with you? Tell me something that isn't plankton.
S| Okay, big news: I finally signed up for that pottery class I kept talking about. Tuesday evenings in Yeonnam-dong, a tiny studio above a bakery.
L| Finally! How was the first lesson?
S| Last Tuesday was the first one. I spent two hours trying to center the clay on the wheel and it kept flying off. The teacher laughed at me, in a nice way.
L| Haha that's the spirit. Everyone's first pot is a disaster. Are you making bowls?
S| That's the goal. Tea bowls first. The teacher says maybe by May I'll be able to glaze something that doesn't leak.
L| I'm ordering one already. How's Payloop? Still the redesign from hell?
S| Worse. The CEO changed the onboarding flow for the third time this month. We had a sprint review on Friday and he said the blue is "too sad". Too sad!! It's a banking app.
L| Sad blue. That should be a band name 😂
S| I'm honestly tired. I've been there almost three years and I feel like I'm just moving buttons around for a guy who never reads the user research.
L| Have you thought about looking around? You're good, you know. Your portfolio is lovely.
S| Maybe. A friend from college says the webtoon companies are hiring designers. I haven't done anything about it yet.
L| Do it! Worst case you get a free coffee out of it.
S| Yeah yeah. What about you, how's the contract situation?
L| Hmm. My position at the institute ends in December, and nobody has said anything about extending it. I'm trying not to think about it too much.
S| December this year? That's not that far away.
L| I know. I'll start looking at options in spring. Germany has some openings, and there's always the chance they find money here.
S| I'd be so sad if you left Korea. Who would I complain to about sad blue?
L| Haha you'd find someone. But I'm not going anywhere yet. Also I'm studying Korean again, properly this time. Four evenings a week with a textbook and a very strict app owl.
S| That owl is not a Korean teacher 😅 but good. For the TOPIK?
L| Yes, I want a TOPIK certificate this year. It would help with visas and honestly with my pride.
S| You'll be fine, your Korean is better than you think. You ordered samgyeopsal in perfect Busan dialect last time.
L| That was one sentence I practised for a week!
S| Still counts. Hey, I want to come down to Busan this spring. I haven't been since before covid.
L| Yes please!! Spring is perfect, not too hot yet. I'll show you my jellyfish tanks.
S| Deal. Let me check my calendar and the sad blue deadlines.
"""),

dict(n=2, fmt="locomo", start=(2023, 4, 2, 10, 15), turns="""
S| Lena. I have to tell you something and you can't laugh.
L| I promise nothing. What happened?
S| I'm fostering a kitten. I picked him up yesterday from a small shelter in Mangwon. He's orange and about three months old.
L| WHAT. Photo immediately.
S| [photo: a photo of a small orange kitten sleeping inside a cardboard delivery box on a wooden floor] He won't sleep in the bed I bought. Only the delivery box.
L| Oh my god his little paws. Does he have a name?
S| The shelter called him "number 14", which is tragic, so I'm calling him Dubu. He's soft and pale like tofu. Well, orange tofu.
L| Dubu is perfect. Is it just fostering or are you secretly keeping him?
S| Officially fostering for two months. The shelter was overflowing after a hoarding case and asked volunteers to take kittens. Unofficially... I don't know. Look at him.
L| You're keeping him. I know you. We had a tabby cat when I was a kid in Freiburg, Krümel, and my mother also said "just for a few weeks". He lived with us for sixteen years.
S| Krümel! What does that mean?
L| Crumb. Because he was tiny and he always ate the crumbs under the breakfast table.
S| So cute. Okay, so maybe Dubu will be my Krümel. Anyway, how are you? Any news?
L| The TOPIK is next Sunday! I'm sitting the exam at a high school in Busanjin. I'm aiming for level 3.
S| Next Sunday already? Are you nervous?
L| The listening part scares me. They talk so fast. And the writing, the long essay. I practise by writing about jellyfish, which is maybe not a common exam topic.
S| Haha maybe they'll ask about the environment and you'll be the only one with expert vocabulary.
L| That's my dream. Also! I started freediving lessons. Saturday mornings at a deep pool in Haeundae.
S| Freediving like no oxygen tank? That sounds terrifying.
L| It's actually the most relaxing thing. You learn to breathe slowly and calm your heart. Yesterday I held my breath for two minutes and ten seconds at the surface.
S| Two minutes! I panic after thirty seconds.
L| You'd learn. The instructor is really good and it's a nice group of people. One guy is a physiotherapist who keeps correcting everyone's posture.
S| A physiotherapist, hm? Is he cute?
L| Stop it. Focus on your tofu cat.
S| 😏 Noted. Oh, and I booked Busan! KTX on Saturday the 29th of April, back on Sunday night.
L| Yay! I'll plan everything. Do you want culture, food, or beach?
S| Yes.
L| Perfect answer.
"""),

dict(n=3, fmt="kakao", start=(2023, 4, 23, 21, 8), turns="""
L| how's Dubu? is it still "fostering" 😂
S| he climbed the curtain and got stuck at the top
S| I had to get the step ladder
S| still fostering. officially.
L| officially lol
L| ok itinerary for next weekend!!
L| Saturday: I pick you up at Busan station at 11, we go to Huinnyeoul culture village and walk the coastal path
L| lunch at the gukbap place near my lab I always talk about, the one with the grumpy halmeoni
S| YES dwaeji gukbap
L| Sunday: Gamcheon early before the tourists, then my lab, I can get you into the aquarium room with the jellyfish
S| can I touch one
L| absolutely not
S| 😭
S| fine
S| oh guess what came out of the kiln this week
S| [photo: a lopsided green bowl]
S| my first bowl
L| it's beautiful!!!
L| ...it's leaning a bit?
S| it's VERY lopsided. teacher said it has "character"
S| I love it anyway. the glaze is celadon green
L| btw the TOPIK. I think I failed the listening
L| results come out end of May
S| you didn't fail. you never fail stuff
S| work news though
S| a recruiter from Toonrise messaged me on LinkedIn
L| the webtoon company??
S| yes. product designer for their reader app
S| first interview is a video call on May 3
L| DO IT
S| I'm nervous, I haven't interviewed in 3 years
L| you'll be great. wear the green cardigan, it's your lucky one
S| haha ok
S| should I bring you the bowl? no wait, it leaks a little
L| a leaking bowl with character. I'll use it for pens
S| deal
S| ok going to sleep, Dubu is attacking my feet
L| good night both of you 🐱
"""),

dict(n=4, fmt="locomo", start=(2023, 5, 7, 21, 5), turns="""
S| I'm still thinking about that gukbap. I dreamt about it last night.
L| The grumpy halmeoni would be proud. I told her my friend from Seoul ate two bowls and she said "Seoul people are always hungry".
S| Haha. Thank you again for last weekend, Lena. It was the best weekend I've had in months. Even with the sunburn.
L| Your nose was so red on Sunday! I told you to wear sunscreen on the coastal path.
S| I know, I know. It's peeling now. But Huinnyeoul was so pretty, I took about 300 photos.
L| Send me the good ones!
S| [photo: a photo of two women smiling in front of white houses with a blue sea behind them] This one is my favourite. Your hair is a mess but your smile is great.
L| My hair is always a mess, that's the sea wind. And the jellyfish room? Be honest, were you impressed?
S| Very impressed. It was like a dark disco with tiny ghosts. I get why you love them.
L| Dark disco with tiny ghosts, I'm putting that in my next presentation.
S| How's freediving? Did the physiotherapist fix your posture?
L| Okay, so. His name is Taeho. We went for coffee after class on Saturday. And then dinner on Wednesday.
S| I KNEW IT. Tell me everything.
L| There's not much to tell yet! He's funny and he's very patient when I mess up my Korean. He grew up in Yeongdo. He wants to take me to see the bridge open.
S| The drawbridge? That's so romantic, in a very Busan way.
L| Haha yes. Okay, your turn: how was the Toonrise interview?
S| It was on Wednesday. I think it went okay! It was with the design lead, Ms. Yoon. She asked a lot about how I'd improve reading on a small screen, which I actually have opinions about.
L| Of course you do. You complain about scrolling in webtoons all the time.
S| Exactly! She laughed when I said the comment button is impossible to find. Next step is a design task if they like me.
L| They'll like you. And Dubu? Still "fostering"?
S| About that. I signed the adoption papers on Thursday. He's officially mine. Well, I'm officially his.
L| HAHA I knew it! Krümel energy.
S| The shelter lady cried a little. He was the last one from his litter still waiting.
L| That's sweet. Welcome to the family, Dubu.
S| He says thank you by knocking my earrings off the dresser every morning.
L| Very cat. The TOPIK results are out on the 25th, so cross your fingers for me.
S| Everything crossed. Even Dubu's paws.
"""),

dict(n=5, fmt="kakao", start=(2023, 5, 28, 15, 21), turns="""
L| I PASSED
L| TOPIK level 3!!!!
S| AHHH congratulations!!!!
S| I told you!!
L| listening was my worst part but the writing was surprisingly good
L| maybe the jellyfish essay strategy worked lol
S| we have to celebrate. next time I come down, samgyeopsal on me
L| deal
S| my news: second interview at Toonrise was on Friday
S| I did a design task before it, redesign the episode list screen
S| they said I'd hear within two weeks
L| that sounds really good
S| and bad news
S| Dubu knocked the lopsided bowl off the shelf
S| it's in 4 pieces
L| nooo the bowl with character 😭
S| I'm going to try kintsugi with a youtube tutorial. gold glue
L| honestly that's even more character
L| I also have news, less fun
L| the institute told us there's no money to extend my contract this year
L| so I applied for a postdoc at the Kiel Ocean Research Centre in Germany last week
S| oh no. Kiel like the north?
L| yes, the Baltic coast. they study jellyfish too, it's a good group
L| I'm not sure how I feel. my parents would be happy
S| and Taeho?
L| we haven't talked about it yet. it's only been a month
L| I don't want to make it a big thing before I even get an interview
S| makes sense. but I'm selfishly hoping you stay
L| 🥲 me too a little
L| ok tell Dubu he's in trouble
S| he knows. he's sitting on the kintsugi tutorial on my laptop
"""),

dict(n=6, fmt="kakao", start=(2023, 6, 18, 22, 4), turns="""
S| Lena
S| I got it
S| Toonrise offered me the job!!
L| !!!!!!!!
L| I'm screaming in the lab
S| I start on July 10
S| handed in my resignation at Payloop on Friday
S| the CEO asked if it was because of the blue 😂
L| was it? lol
S| partly honestly
L| is the pay better, if I can ask
S| about 15% more, plus they pay for a webtoon subscription lol
S| the office is in Pangyo though. long way from Mangwon
L| ooh that's far
S| we'll see
L| you can read webtoons on the subway. research!
S| exactly, it's work now
L| I also have some news
L| I did my AIDA 2 certification last weekend!
L| the open water dives were off Geoje, I reached 18 metres on the last one
S| 18 METRES on one breath??
L| on one breath. it was so quiet down there. I saw a moon jellyfish at 12 m lol, they follow me
S| that's insane. congrats!!
L| Taeho was my buddy at the surface. he was more nervous than me
S| 🥰 so it's serious with Taeho?
L| it's... getting there
L| and Kiel wrote back, they want a video interview on July 5
S| oh
S| that's great too. I mean it. fingers crossed
L| thanks. I'll tell you how it goes
S| let's do a video call soon, I want to see the tanks again
L| yes. and Dubu
S| Dubu says congrats, he's chewing the charger cable
"""),

dict(n=7, fmt="locomo", start=(2023, 7, 16, 20, 30), turns="""
L| So? How's Toonrise? I want all the details.
S| I love it so far! The team is small, eight designers, and everybody actually reads webtoons. My lead is Ms. Yoon, the one from the interview. She's strict but fair.
L| And what are you working on?
S| Onboarding for new readers at first, which is funny because that's what I did at Payloop. But here nobody asks me to change the blue.
L| Haha, progress. And the commute?
S| Ugh. One hour and ten minutes each way. Line 6 to Hapjeong, Line 2 to Gangnam, then the Shinbundang line to Pangyo. I've read about forty episodes of a zombie romance already.
L| A zombie romance?
S| Don't judge. It's good. The zombie is a chef.
L| I have so many questions. But first... I have news and I don't know how to say it.
S| Kiel?
L| Kiel. They offered me the position. They emailed on Thursday. Two years, starting in February.
S| Lena! That's amazing. Congratulations. Really.
L| Thank you. I think I'm going to take it. It's a great group, and I can't stay at the institute without funding. My mum already started cleaning the guest room, which is funny because I'd be living in Kiel, not Freiburg.
S| I'm happy for you and also I want to cry a little.
L| Me too, honestly. I love my life here. The sea, the food, my Korean is finally okay.
S| And Taeho?
L| That's the hard part. He said he'd support me whatever I decide, which somehow makes it harder. He can't just leave his clinic.
S| Long distance Busan to Kiel is a lot.
L| I know. Seven hours' time difference and a whole day of flying. I have until the first of September to sign.
S| Okay, so you still have time to think. You don't have to decide this week.
L| True. Let's talk about something happier. How is Dubu?
S| He's huge now. 3.9 kg at the vet. The vet said "healthy boy" and then he bit her.
L| Oops.
S| Also I finished the kintsugi! The bowl has gold lines now. It's my favourite thing I've made.
L| You have to send me a picture.
S| [photo: a photo of a green ceramic bowl with thin gold repair lines sitting on a windowsill] Here. It's still lopsided but it's shiny.
L| It's gorgeous. See? Dubu improved it.
S| Don't tell him that, he'll break more things.
L| What are you making in class now?
S| Plates. Boring. But I have a bigger secret project for later in the year.
L| Ooh, a secret. I'll wait.
"""),

dict(n=8, fmt="kakao", start=(2023, 8, 13, 14, 40), turns="""
S| it's 35 degrees in Seoul. I'm melting. Dubu is lying flat on the bathroom tiles
L| Busan is 31 but humid like soup
L| I went diving yesterday just to be cold lol
S| lucky
S| Min-jae is home on leave this week btw
L| your brother! how is army life?
S| he says the food is bad and he's gotten really good at folding blankets
S| he's discharged in December, he's counting the days. literally, there's an app
L| haha
L| ok I need your help with something
L| my parents are coming to Korea!! for Chuseok
L| they land at Incheon on Sept 27 and stay until Oct 4
L| 3 days in Seoul, then they come down to Busan
L| what should they do in Seoul? they're 66 and 63, they like walking and history and food but they hate crowds
S| ooh ok
S| Bukchon early in the morning, before 9, before the tour groups
S| Changdeokgung + the secret garden tour, book ahead
S| Ikseon-dong hanok cafés
S| and Gwangjang market for dinner, I'll take them if you want!
L| really?? would you? they'd love that
S| of course. I want to meet the famous Petra and Klaus
L| haha my mum will hug you too long, be warned
S| I can handle hugs
S| wait, Chuseok. will places be closed?
L| hmm good point. Chuseok is Sep 28-30 right?
S| yes, palaces are usually open but markets half closed. do the market on the 27th or Oct 1
L| ok I'll tell them
L| and no, before you ask, I haven't signed Kiel yet. deadline is Sept 1
L| I keep opening the contract and closing it again
S| 🫂
S| what does your gut say
L| my gut says I want the job in Kiel but the life in Busan
S| that's a real answer
L| anyway. what's the secret project??
S| still secret
S| ok one hint: it's big and round and it's for your birthday
L| !!!! that's 2 months away
S| it takes that long. the clay has to dry slowly
L| I'm so curious
"""),

dict(n=9, fmt="locomo", start=(2023, 9, 3, 23, 20), turns="""
S| Are you awake? Sorry, it's late. I just got home from the vet and I needed to talk to someone.
L| I'm awake! What happened? Is Dubu okay?
S| He's okay now. Last Sunday night he was vomiting and wouldn't eat, and on Monday I took him to the 24-hour animal hospital in Hapjeong. The X-ray showed a hair tie stuck in his stomach.
L| Oh no. Poor baby. Did they have to operate?
S| They got it out with an endoscope, no surgery, thankfully. But he stayed two nights. Today was the check-up and he's eating again, acting like nothing happened.
L| Cats. How much did it cost, if you don't mind me asking?
S| 680,000 won in total. My whole pottery budget for the autumn. I'm hiding every hair tie in the apartment now.
L| Ouch. But he's fine, that's what matters. Give him a kiss from aunt Lena.
S| He's asleep on my keyboard. What about you? It's past the first of September... did you sign?
L| Okay. Sit down. I didn't sign. I said no to Kiel.
S| WHAT. What happened?
L| Two weeks ago my boss called me into her office. The institute got funding for a new three-year project at the Jeju field station, on jellyfish and soft coral near Seogwipo. She asked if I wanted to lead the field work.
S| Lena!! A three-year position? In Jeju?
L| Starting in January. It's still Korea, still the sea, and it's my own project. I wrote to Kiel on Thursday and said no. My mum was a little disappointed but she understands. She said "you always liked islands".
S| I'm so happy I'm shaking. Sorry, that's selfish. But I'm so happy.
L| Haha, it's okay to be selfish, I'm selfish too. I want to stay.
S| And Taeho?
L| He took me to dinner to celebrate and then realised Jeju is also not Busan. But it's a fifty-minute flight, not a whole day. He says he'll visit twice a month.
S| That's doable. And Jeju has the best diving, right?
L| Exactly. Have you noticed that all my life decisions are about the sea?
S| Yes. Since the day I met you.
L| Okay, now something fun. The Busan fireworks festival is on November 4. You have to come. I have a friend who owns a café in Gwangalli with a rooftop, she'll save us seats.
S| A rooftop in Gwangalli for the fireworks? Yes, yes, yes. I'll book the KTX tomorrow.
L| Book early, the trains sell out. It's the last big thing before I move.
S| It's a date. Now go to sleep, future Jeju person.
L| You too. Hide your hair ties.
"""),

dict(n=10, fmt="kakao", start=(2023, 10, 8, 19, 32), turns="""
L| my parents finally sent me all their photos from Korea
L| 412 photos. 60 of them are of food
S| lol correct ratio
L| they say thank you AGAIN for the Gwangjang dinner
S| it was so fun!! your dad is a legend
L| I can't believe he ate the sannakji
L| he's been telling everyone in Freiburg that "the octopus fought back"
S| 😂 it was still moving on his chopsticks
S| and your mum bought like 40 sheet masks
L| 60. I counted when she packed
S| lol
L| they loved Seoul. Bukchon in the morning was perfect, thank you for the tip
L| and Busan was rainy but they met Taeho
S| !!! how did that go
L| dad and Taeho talked about football for 2 hours with google translate. mum thinks he's "a serious young man"
S| that's a good review from a German mum right?
L| the best possible review
S| 🥹
L| how's work? you said there's a new project
S| yes! I'm leading the redesign of the comment section
S| our comments are toxic and ugly, so double challenge
L| toxic how?
S| people fighting about which character should end up with who lol. we're adding a spoiler blur and better reporting
L| saving the internet one blur at a time
S| exactly
S| but the commute is killing me
S| I'm thinking of moving closer to the office
L| leaving Mangwon? you love Mangwon
S| I love sleep more 😩
S| I'm looking at officetels in Jeongja-dong, it's one stop from Pangyo
L| do it. Dubu will adapt
S| he'll hate the moving box. then love the moving box
L| lol true
L| so... my birthday is in 2 weeks. just saying
S| I know. the secret is in the kiln right now 🤞
L| !!!!
"""),

dict(n=11, fmt="locomo", start=(2023, 10, 22, 21, 45), turns="""
L| Seo-yeon. SEO-YEON. The box arrived yesterday, exactly on my birthday. I opened it in front of Taeho and I cried.
S| Did it survive?? I was so scared. I wrapped it in three layers of bubble wrap and a towel.
L| Not a single crack. It's a moon jar! A real moon jar! You made this?
S| I made it! It took four tries. The first two collapsed on the wheel and the third one cracked while drying. The fourth one made it.
L| [photo: a photo of a large round white ceramic jar on a wooden table next to a half-eaten birthday cake] It's on my table right now next to what's left of the cake. It's the most beautiful thing anyone has ever given me.
S| I'm so glad. Happy 35th birthday, Lena!
L| Thank you. Thirty-five, can you believe it. Taeho made Käsespätzle from a German YouTube video. It was not exactly my grandmother's, but I loved him for trying.
S| Aww! He cooked German food for you? He's a keeper.
L| He is. And he got me a new thicker wetsuit for Jeju, because the water is colder there.
S| Practical and romantic. Oh, I have news too. I signed a lease on Friday! A studio officetel in Jeongja-dong.
L| You did it! When do you move?
S| Saturday the 25th of November. It's smaller than my place in Mangwon, but it's so much closer to the office. I'll get my evenings back.
L| That's huge. What will you do with your evenings?
S| Sleep. Then pottery, I'll have to find a new studio down there. And maybe learn to swim properly so you can take me snorkeling in Jeju.
L| Yes! That's a promise. I'll teach you.
S| And the fireworks! Two weeks from now. My KTX is at 8 am on the 4th, arriving in Busan around 10:40.
L| Perfect. My friend Jiwon confirmed the rooftop. Bring a warm jacket, it gets windy by the water at night.
S| Noted. Last time I forgot sunscreen, this time I'll forget the jacket.
L| I'll bring a spare.
S| Is the moon jar coming with you to Jeju?
L| Of course. It's going in a box full of towels, and it's the first thing I'll unpack.
S| Haha, you're taking it more seriously than I did.
L| Because it's precious. I decided it will be the only decoration in my new flat. Very minimalist, very Jeju.
S| Dubu says happy birthday. He knocked over my coffee to celebrate.
"""),

dict(n=12, fmt="kakao", start=(2023, 11, 12, 11, 15), turns="""
S| still thinking about the fireworks
S| that last big golden one that fell like rain
L| the "golden willow"! Jiwon says they do it at the end every year
L| thank you for coming 🥹
S| thank YOU. the rooftop was perfect. and Taeho driving us back through all that traffic was heroic
L| he said you sing well in the car lol
S| oh no, I sang?
L| you sang the entire playlist
S| I blame the soju
L| so, packing update
L| I have 23 boxes. 23! I thought I was minimalist
S| lol with the moon jar that's 24
L| it has its own box with FRAGILE written in Korean, German and English
L| I'm moving to Seogwipo at the end of December, taking the overnight ferry from Busan with all my stuff
S| the ferry?? how long is that
L| about 12 hours. cheaper than shipping, and Taeho can come with me and help
S| sounds like an adventure
L| and your move? 2 weeks!
S| yes!! the 25th. I'm throwing away so much stuff
S| Dubu is sleeping in the packing boxes already, he's ready
L| lol
S| oh and Min-jae finishes the army mid-December, my mom is planning a huge dinner
L| tell him congrats from me
S| and pottery: I'm doing the Yeonnam flea market on Dec 9 before I leave the studio. mugs
L| omg selling your mugs! send me the link
S| no link, it's a real flea market lol, on the street
L| then I'll buy one when I visit
S| I'll save you the ugliest one
L| perfect
"""),

dict(n=13, fmt="locomo", start=(2023, 12, 17, 16, 10), turns="""
S| Hello from Jeongja-dong! I finally unpacked the last box yesterday.
L| Finally! How's the new place? How's Dubu?
S| Dubu hid under the bed for three days and only came out at night to eat. Now he's found the window and watches the buses on the main road for hours. The apartment is small but bright, and the best part: it's fifteen minutes to the office. I walked to work on Monday in the snow.
L| Walking to work! Luxury. Do you miss Mangwon?
S| I miss the market and the river. But I don't miss the subway at 7:40 in the morning.
L| How was the flea market? Did the mugs sell?
S| They did! I sold twelve mugs on the ninth, all of them. A grandmother bought three for her grandchildren. I almost cried.
L| Twelve! You're a professional potter now.
S| Haha, a professional potter with a day job. I kept one for you, the wonky blue one.
L| I love it already. And your brother? Is he out?
S| He's out! Min-jae was discharged on Tuesday. We had dinner at my parents' place and my mom cooked for about thirty people even though we were six. He says he wants to work in a coffee roastery now. Last month he wanted to be a firefighter.
L| Haha, he's allowed to figure it out. Tell him welcome back.
S| I will. And you? This is your last week in Busan, right?
L| Yes. I'm a bit emotional. The lab had a farewell dinner for me on Friday and they gave me a framed photo of the jellyfish tanks with everyone's signatures on it.
S| Aw, that's lovely.
L| And I bought a car! A used Kia Ray, white, very boxy. Everyone in Jeju says you need a car.
S| A Kia Ray! That's the cutest car. It looks like a toaster.
L| It IS a toaster. A toaster with 90,000 kilometres on it. The ferry leaves Busan on the evening of the 28th, and the car goes in the hold with all my boxes.
S| And Taeho is going with you?
L| Yes, he took three days off to help me move in. Then back to Busan. We'll see how the long distance goes.
S| You'll make it work. Any last freediving in Busan?
L| I did my last training dive off Geoje last weekend and got a new personal best, 24 metres. I wanted to leave Busan with a record.
S| 24 metres! That's so much deeper than in the summer. You're crazy.
L| Jeju will be different, colder, but the visibility is better. I'm excited.
S| I'll miss having you just a KTX ride away.
L| It's a plane ride now. Cheaper than the KTX sometimes!
S| True. Then I'm coming in spring. Save me a spot next to the moon jar.
"""),

dict(n=14, fmt="kakao", start=(2024, 1, 21, 20, 50), turns="""
L| greetings from Seogwipo 🍊
L| [photo: sea view from a desk]
S| your office has a view of the SEA?
L| the field station, yes. I can see Munseom island from my desk
S| unfair
S| how was the first dive?
L| cold!! 15 degrees. but the soft coral near Munseom is incredible. pink and purple, like a garden
L| I found a group of moon jellyfish drifting right over it, my two favourite things together
S| living the dream
L| how are you? how's Dubu?
S| good news! I had my review on Friday and I'm getting promoted to senior product designer from March
L| SENIOR!!! congratulations!!!
S| the comment redesign launched last week and reports went down 40%
S| Ms. Yoon said it was "clean work". high praise from her
L| that's amazing. you deserve it
S| and Dubu has a new hobby: he yells at the pigeons on the balcony
L| lol
L| when are you visiting?? the moon jar misses you
S| I booked flights! March 1, the holiday. I arrive Friday morning, leave Sunday night
L| yay!!! Samiljeol weekend in Jeju
L| I'll teach you to snorkel like I promised
S| in March?? isn't the water freezing
L| I'll lend you a wetsuit. it's fine. ish.
S| 😅
S| how's Taeho and the long distance?
L| he came last weekend, we went to a tangerine farm and picked way too many
L| it's harder than I thought but good
S| that's all you can ask
L| also I finally named the car
L| Toast
S| TOAST 😂 perfect
L| ok I have to go, lab meeting on zoom
S| bye!! say hi to the jellyfish
"""),
]
