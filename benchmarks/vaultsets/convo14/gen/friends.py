# Pair 3: Priya Raman (PhD student, Hobart, Tasmania) and her old school friend
# Mele Taufa (primary teacher, Auckland). Same script conventions as sisters.py.

PAIR = {
    "folder": "Priya_and_Mele",
    "speakers": {"P": "Priya", "L": "Mele"},
    "full": {"P": "Priya Raman", "L": "Mele Taufa"},
    "speaker_a": "P",
    "tz": "Australia/Hobart",
    "jsonl_owner": "P",
}

SESSIONS = [
    {"n": 1, "fmt": "locomo", "date": "2023-07-16", "time": "19:15", "script": r"""
L: PRIYA RAMAN. Is it really you? Your mum gave my mum your number at Countdown.
P: Mele!!! Oh my god. It's been what, three years?
L: More! Since Hayley's 21st. How are you, where are you?
P: Hobart! Tasmania. I'm doing a PhD at the uni here, second year now. Marine ecology.
L: Of course you are. You were the girl who cried at the penguin tank on the Year 9 aquarium trip.
P: I was moved!! Anyway now I do kelp. Restoring giant kelp forests, they've lost like 95% of them here. I plant baby kelp on reefs and see if the urchins eat it.
L: That's the coolest thing I've ever heard. Do you dive?
P: All the time. It's freezing. 11 degrees in winter.
L: Nope. No thank you.
P: What about you? Still teaching?
L: Yep, Year 4 at a school in Ōtāhuhu. 27 little monsters. I love them. Also...
L: I got ENGAGED. Last month! Sione proposed at Piha at sunset, total cliché, I cried like a baby.
P: MELE!!! Congratulations!!! Sione from the church youth group??
L: Same Sione. Took him ten years to get brave.
P: What's he up to these days?
L: He drives a forklift at the Ports of Auckland. Night shifts mostly. He's saving to do his crane ticket.
P: Love that for him. And you're still skating? Your mum said something about skates.
L: Roller derby! I play in the Auckland league, three years now. My derby name is Mele Tempest.
P: Mele Tempest 😂 That's terrifying. I love it.
L: I'm a blocker. I hit people for fun. Very therapeutic after a week of Year 4.
P: I can imagine. My flatmate does something loud for fun too, he plays the bagpipes. Hamish. At 7am. In the backyard.
L: Bagpipes?! Do your neighbours hate you?
P: The old man next door threw a lemon over our fence once. Hamish thought it was a gift.
L: 😂😂 I need to meet Hamish.
P: Come to Hobart! Honestly, I'd love that.
L: The wedding budget says no travel for now. But you have to come to the wedding. You HAVE to.
P: Try and stop me. When is it?
L: No date yet. We're looking at places. I'll tell you first.
P: Deal. My supervisor, Dr. Kerr, is taking us out to the field tomorrow, so I'd better sleep. But I'm so glad you messaged.
L: Me too. Don't disappear again, Raman.
"""},
    {"n": 2, "fmt": "locomo", "date": "2023-08-09", "time": "20:40", "script": r"""
L: DATE! We have a date! 13 April 2024!
P: Yesss! Is that a Saturday?
L: Saturday. And we found the venue, a vineyard on Waiheke Island. Overlooking the water, olive trees, the whole thing.
P: That sounds unreal. How will everyone get there?
L: Ferry. We'll charter one for the guests. 240 guests, Priya. Sione has 31 first cousins.
P: 240! That's a small village.
L: That's a small Tongan wedding. My mum wanted 400. We negotiated.
P: Haha. Who won?
L: The venue won. It holds 250 max.
P: And, important question, what can I do?
L: Well... I was going to ask you properly. Will you be my bridesmaid?
P: Oh my god. YES. Of course yes. I'm crying in the lab.
L: Why are you in the lab at 8pm?
P: Kelp doesn't care about time. I'm checking my gear anyway, we go to Maria Island next week for fieldwork. Five days, camping, diving every day.
L: Where's Maria Island?
P: Off the east coast of Tassie. Marine reserve. Wombats walk around the campsite like they own it.
L: Wombats!! Send pics.
P: If my drysuit holds. It leaked last time, at the wrist seal, I came up with a bucket of water in my sleeve.
L: That sounds dangerous?
P: Mostly just cold and embarrassing. The department has a repair kit. I'm patching it tonight.
L: Stay warm. I'll make a bridesmaid group chat. My sister and my two cousins.
P: Perfect. Oh, how's derby?
L: Big bout the Saturday after next, against the Wellington team. Sione's coming to scream.
P: Go Mele!
"""},
    {"n": 3, "fmt": "jsonl", "date": "2023-08-27", "time": "19:02", "script": r"""
P: Back from Maria Island! Sunburnt face, frozen hands, 300 photos.
L: WELCOME BACK. Wombats??
P: [img: a round wombat grazing next to a tent at a campsite]
L: He's so round 😭
P: And the best thing: on the last dive I saw a weedy seadragon. Just floating next to my plot like a little golden leaf. I screamed into my regulator.
L: A seahorse?
P: Cousin of a seahorse! Way more beautiful. They only live in southern Australia.
L: Nature is showing off for you.
P: Nature needed to, because my kelp was a disaster. The urchins ate most of my plots. 14 out of 20 plots, just stumps.
L: Noooo. All that planting.
P: Three months of work. Dr. Kerr says that's "data". I say it's sad data.
L: It's sad data. Sorry babe.
P: We'll try cages next season. How was the big bout??
L: We won... but I sprained my ankle. Last weekend, second half, a girl from Wellington landed on me.
P: Oh no!! How bad?
L: Grade 2, the physio says. Moon boot, six weeks no skating. I'm teaching on crutches. The kids think it's hilarious.
P: Ice, elevation, and no heroics.
L: You sound like my mum.
L: Did the drysuit hold?
P: Mostly! A little trickle. Better than a bucket.
L: Progress. Sione is carrying me everywhere, it's very romantic until he hits my foot on the doorframe.
P: 😂 Good practice for the threshold.
L: Ha! Right. Okay, going to put my foot up. Love you, fish girl.
"""},
    {"n": 4, "fmt": "locomo", "date": "2023-09-24", "time": "18:30", "script": r"""
P: Guess who's going to Canada!
L: You?? Why??
P: My abstract got accepted! I'm giving a talk at the kelp conference in Victoria, British Columbia, next May. The International Kelp Ecosystems Symposium. My first proper talk.
L: Oh my god, Dr. Raman on the international stage!
P: Not doctor yet! And it's a 12-minute talk. But still. Dr. Kerr says it's a big deal for a second-year.
L: It IS a big deal. What are you going to talk about, the sad data?
P: The sad data, turned into a happy story hopefully. Urchin grazing and how to protect young kelp.
L: When in May? The wedding is April, don't you dare miss it.
P: Late May. The wedding is safe. I'd never. How's the foot?
L: Moon boot is gone! I'm walking normally. Physio says skating in two weeks if I'm good.
P: Be good!
L: I'm never good. Also, the hen party is being planned already. Well, my sister is planning it. She says it's a surprise but she keeps asking me questions like "do you like hot pools".
P: Hot pools 👀 I won't say anything.
L: Do you KNOW something?
P: I know nothing. I'm a kelp scientist.
L: Suspicious. How's Hamish?
P: Hamish got a job in Launceston! He's moving out in three weeks. I need a new flatmate, ugh.
L: Will you miss him?
P: Weirdly, yes. He made porridge for the whole house every morning. Not the music though.
L: Ha. Put an ad up, find someone quiet.
P: Someone quiet who cooks. That's the dream.
L: Good luck with that in a uni town.
"""},
    {"n": 5, "fmt": "jsonl", "date": "2023-10-22", "time": "20:18", "script": r"""
L: Priya. Sit down. The vineyard is gone.
P: Gone?? What do you mean gone
L: The company went into liquidation. We got an email on Friday. Our deposit is "in the process".
P: Oh no Mele. Are you ok?
L: I cried for a day. Sione's mum cried for two. But...
L: We found a new place already!! Te Kōwhai Gardens, in Karaka. A garden estate with a huge lawn and a marquee. And no ferry, so no seasick aunties.
P: Wait, that's actually better? Everyone can drive.
L: Everyone can drive, it's cheaper, and Sione's uncle knows the owner. Same date, thank God, they had the Saturday free.
P: Fate. Honestly. I'm so relieved for you.
L: Me too. Anyway. How's your flat situation? Did Hamish go?
P: He went! And I have a new flatmate. Yuki. She's from Sapporo, a postdoc at the Antarctic institute, she studies sea ice.
L: That's so cool. Is she quiet?
P: Silent as a ghost. And she cooks. Last night she made ramen from scratch, the broth took 12 hours. I almost proposed.
L: Don't steal my thunder, I'm the one getting married.
P: 😂 She's going to Antarctica for a month in February, on the icebreaker. I'm so jealous.
L: You'd go to Antarctica?
P: In a heartbeat. Kelp doesn't grow there though.
L: Good, stay where it's warm. Well, warmish.
P: It snowed on the mountain yesterday. In October!
L: Tasmania is weird.
L: Also I'm back on skates! First training on Thursday. Only light stuff.
P: Careful!!!
L: Careful is my middle name. (It's actually Ana.)
"""},
    {"n": 6, "fmt": "locomo", "date": "2023-11-19", "time": "21:05", "script": r"""
P: I have news, and it's not fun news.
L: Uh oh. Tell me.
P: Dr. Kerr is leaving. She got a professorship in Perth. She starts in February.
L: Your supervisor?! What happens to you?
P: I get a new primary supervisor. Dr. Amaru Flores. He's Chilean, he's been my co-supervisor anyway. Dr. Kerr stays on as secondary, on Zoom.
L: Is he nice?
P: He's very nice and very intense. He answers emails at 2am. He used to dive in Patagonia with sea lions.
L: Sounds like your kind of guy.
P: Academically. Relax.
L: Haha. Okay, my news is fun. The bridesmaid dresses are chosen!
P: Colour?! Tell me.
L: Emerald green. Long, flowy, with a little slit. You'll look like a Bollywood queen.
P: Emerald is perfect. My mum will be so happy, she always says green is my colour.
L: Your mum is right. I'll send the measurement stuff. The aunty in Māngere sews them all.
P: Okay! And derby?
L: We won on Saturday! First full game since the injury, and I made a huge block in the last jam. Sione filmed it.
P: Send it!!
L: [img: roller derby skaters colliding on a track, one player falling] Here, watch me flatten number 22.
P: OH MY GOD. She flew.
L: She's fine. She bought me a drink after. That's derby.
P: Derby is a strange sport.
L: The best sport. When are you home for Christmas?
P: Just before Christmas, I'm booking this week. Can we do Mission Bay? Our spot?
L: Ice cream on the sea wall like we're 15. Yes.
"""},
    {"n": 7, "fmt": "jsonl", "date": "2023-12-17", "time": "17:40", "script": r"""
P: Flights booked! I'm flying in on Thursday, landing at 6:30pm.
L: THURSDAY!!! I'll pick you up!
P: My dad's already insisting, he's been washing the car since October. But Mission Bay on Saturday?
L: Saturday 11am, sea wall, ice cream. It's a date.
P: Hokey pokey, double scoop.
L: Obviously.
L: Okay, hen party update, I'm officially allowed to know the date now.
P: I know the plan 😇
L: 9 March! My sister Losa is organising. She's booked a lodge in Rotorua, with hot pools. I KNEW it.
P: She'll kill me if she thinks I told you.
L: You didn't! I guessed. The hot pools question was too obvious.
P: Losa is a terrible liar.
L: The worst. She also asked if I'm "okay with mud". What does that mean.
P: Mud baths? Mud facials? No comment.
L: I'm scared. Can you come??
P: I'm going to try. Fieldwork season is Feb to March, but I'll beg Dr. Flores.
L: Beg hard.
P: I will. Also I need to start my speech. Bridesmaid speech. Any embarrassing stories you DON'T want in it?
L: The Year 11 ball. The dress. The fountain. No.
P: That's my opening line.
L: RAMAN.
"""},
    {"n": 8, "fmt": "locomo", "date": "2024-01-14", "time": "16:20", "script": r"""
P: Back in Hobart. It was so good to see you. I'm sad.
L: Me too. Mission Bay was perfect. Apart from the seagull.
P: That seagull stole half my cone. I have trauma.
L: And you finally met Sione properly.
P: He's great, Mele. He laughed at all my kelp jokes. Even the bad ones.
L: He said you're "very smart and very loud". That's a compliment from him.
P: I'll take it. Okay, I have a new thing. I'm learning to surf.
L: YOU? You went into the water at Piha once and screamed.
P: I was 12! Yuki and I started two weeks ago at Clifton Beach. Lessons on Saturdays, then we practise on Sundays. I stood up once! For two seconds.
L: Two seconds counts. Pics or it didn't happen.
P: The only photo is me face first in the foam.
L: Still counts.
P: Also good news, the uni gave me travel funding for Canada. $2,500 from the graduate research fund. That covers most of the flights.
L: Yay! So it's all set?
P: Almost. I still have to write the talk. 12 minutes, no pressure.
L: You'll be fine. Just show them a cute fish.
P: Ha. What's new with you? School starts soon?
L: Two weeks. I'm getting a new class, Year 4 again. And I've been made team leader for the Year 3 and 4 syndicate!
P: A promotion! Ms. Taufa, management.
L: It's mostly more meetings. But a bit more money for the wedding.
P: Everything for the wedding.
L: Always.
"""},
    {"n": 9, "fmt": "jsonl", "date": "2024-02-11", "time": "20:55", "script": r"""
P: Kelp report! The cages are working!!
L: The urchin jail?
P: The urchin jail! The plots inside the cages have kelp 40 cm tall already. Outside, stumps again. But inside, a little forest.
L: That's amazing! Sad data became happy data.
P: Exactly what I'm putting in the Canada talk. And my new drysuit came, finally, the department bought one. Completely dry. I want to marry it.
L: Stop wanting to marry things. Anyway, hen party news. Bad and good.
P: Uh oh.
L: Rotorua is off. The lodge wanted a $900 non-refundable deposit and it was more per person than half of us can afford. My sister was stressing.
P: Oh no. So what now?
L: We're doing Raglan instead! My cousin has a bach there, we can all fit if some of us sleep on the floor. Surf lesson on the Saturday, then a hāngī.
P: Raglan!! And a surf lesson, I can show off my two seconds.
L: And it's the 16th of March now, because that's when the bach is free.
P: The 16th. Okay. Let me see... Dr. Flores said I can have the Friday and the Monday off if I finish my last field trip before. I'm coming!!
L: YOU'RE COMING?!?!
P: I'm coming! Booking tonight.
L: I'm screaming. The kids are going to ask tomorrow why I'm so happy.
P: Tell them your best friend is flying over the Tasman for you.
L: I will. Is Yuki back?
P: She leaves for Antarctica next week, the icebreaker got delayed. She's packing 40 hand warmers.
L: Tell her good luck!
"""},
    {"n": 10, "fmt": "locomo", "date": "2024-03-24", "time": "19:45", "script": r"""
P: I'm home. My legs hurt. My face hurts from laughing. Best weekend of my life.
L: Best weekend of MY life. I can't believe you flew over for it. You even took time off fieldwork.
P: Nothing was going to stop me. Not even Dr. Flores' face when I asked.
L: The surf lesson! You stood up! For like five seconds!
P: I stood up for five seconds and then I fell on your cousin.
L: She loved it. And the hāngī, my uncle went all out.
P: The pork. I'm still dreaming about the pork.
L: And my sister's games were so embarrassing. The quiz about Sione. I got 4 out of 20.
P: 4 out of 20 about your own fiancé!!
L: I don't know his shoe size! Who knows that?
P: His mum, apparently. She got 20 out of 20 over video.
L: Haha. Three weeks. Three weeks until the wedding. I'm not ready.
P: You are. Everything's booked. The dresses are done. And I've finished my speech.
L: Is the fountain in it?
P: No comment.
L: PRIYA.
P: I'll only say it's emotional, it's 4 minutes, and your uncles will cry.
L: They cry at everything. They cried at the engagement.
P: Then I'll aim for sobbing.
L: When do you fly in for the wedding?
P: Wednesday the 10th. I'll help with everything on Thursday and Friday. I'm the bridesmaid, I'm at your service.
L: You're the best. I mean it. Not everyone would come twice in a month.
P: You'd do the same. You came to my grandma's funeral in the rain, remember.
L: Of course I did. That's what we do.
"""},
    {"n": 11, "fmt": "jsonl", "date": "2024-04-21", "time": "18:12", "script": r"""
P: One week married! How does it feel, Mrs.?
L: Still Taufa! I'm keeping my name. Feels the same but with a ring.
P: The wedding last weekend was the most beautiful thing. Even with the rain.
L: The RAIN. It poured at 2pm, exactly when I walked down the aisle. The gardens people moved everything into the marquee in ten minutes.
P: And nobody cared. Your aunties sang through the whole thing.
L: And your speech!! Uncle Viliami was sobbing. He came to me later and said "that Indian girl, she knows you since you were small".
P: Since we were 11! I told him the lunchbox story.
L: The lunchbox story made my mum laugh so hard she choked on her drink.
P: Mission accomplished.
L: And the food, did you see how much was left? The uncles roasted four pigs. Four! We're still eating pork.
P: My mum took a container home on the plane. Don't tell customs.
L: 😂 Honeymoon is next month, still a secret where. Sione won't tell me, he just says "pack a swimsuit".
P: Swimsuit = warm. Good sign. Not Tasmania then.
L: Definitely not Tasmania.
P: Rude. Okay, I'm back in the lab. Canada in four weeks and my talk still runs at 13 minutes.
L: Cut the jokes.
P: Dr. Flores made me practise it three times this week. He timed me with his watch like a swimming coach.
L: He's right, you talk too fast when you're excited.
P: I do NOT.
L: You did in the speech. Uncle Viliami understood every second word.
P: And still cried!
"""},
    {"n": 12, "fmt": "locomo", "date": "2024-05-26", "time": "17:10", "script": r"""
L: You're back from Canada? How was the talk??
P: It went SO well. Nobody asked a mean question. And afterwards a professor from Simon Fraser came up and said if I want a postdoc with her after my PhD, I should email her.
L: A job offer in CANADA? Priya!
P: Not an offer yet. But a door. I'm going to apply for fellowships next year to go there. I think I want to stay in research, Mele. I love it even on the sad-data days.
L: Then do it. Canada's cold though.
P: It's Tasmania with bigger trees. I'll survive.
L: Ha. Okay so... the honeymoon.
P: WHERE DID HE TAKE YOU.
L: Rarotonga!! The first week of May. Seven days. A little bungalow on the beach at Muri, turquoise water.
P: Oh Mele. That sounds like heaven.
L: It was. Snorkelling every day, the fish came right up to us. I thought of you the whole time.
P: Good, you should always think of me when you see fish.
L: But then I came back and got smashed at derby.
P: What happened??
L: Concussion. Last Saturday, a big hit, I don't remember the second half. Sione made me go to A&E. I'm off work for a week.
P: Mele! Are you okay now?
L: Headache, and I'm bored. No screens, the doctor said. I'm cheating right now.
P: Put the phone down!!!
L: Two more minutes. Honestly... I think I'm done with derby. Sione's scared, my mum's scared. And I'm a bit scared, which is new.
P: That's a big thing to say. Almost four years of it.
L: Four years. Maybe it's time. I'll decide after the season.
P: Whatever you decide, the derby world will miss you.
L: Okay, now the screen is hurting. Love you.
P: Love you. Go lie in the dark.
"""},
    {"n": 13, "fmt": "jsonl", "date": "2024-06-23", "time": "19:33", "script": r"""
L: Big news. Are you sitting?
P: I'm in the lab, so technically sitting on a bucket.
L: We're moving to Tauranga.
P: WHAT. When??
L: January. Sione got a job at the Port of Tauranga. Crane operator! He finally did his ticket and they offered him the job on the spot.
P: That's amazing for him! All those night shifts paid off.
L: They did. It's a big step up. Better pay, day shifts, and the houses there are cheaper than Auckland.
P: And you? Your school, your kids?
L: That's the hard part. I'll finish the year with my class and look for a job there. My principal said she'll write me a glowing reference. But I'm going to miss Auckland so much. My mum, my sisters, church, everything I know is here.
P: It's only three hours' drive. You'll be back every second weekend.
L: That's what Sione says. I cried in the car anyway.
P: Of course you did. It's your home.
L: And I've retired from derby. Officially. My last bout was yesterday, they gave me a trophy made from an old skate.
P: Oh Mele. End of an era.
L: Sione's relieved. My head's fine now, by the way.
P: Good. Tauranga has the Mount! You can walk up it every morning.
L: Look at you, knowing NZ geography from Tasmania.
P: I'm from Auckland too, remember! And when you're settled, I'm visiting. With Yuki, she wants to see NZ.
L: Bring her! I'll teach her Tongan.
P: Also, thesis update: I've started writing chapter 2. Dr. Flores says I can submit in mid-2025 if I don't get distracted.
L: Don't get distracted. Except by me.
P: Only by you.
"""},
]
