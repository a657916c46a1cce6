"""Pair 2: Gordon Baxter (66, retired geography teacher, Portobello, Dunedin, NZ) and
Priya Raman (64, paediatrician in Leicester, UK). Old friends from the University of
Edinburgh. Vault owner: Priya (Skype exports are from her account; times are UK local).
Formats: LoCoMo JSON and Skype messages.json exports."""

FOLDER = "GordonAndPriya"
FIRST = {"G": "Gordon", "P": "Priya"}
FULL = {"G": "Gordon Baxter", "P": "Priya Raman"}
SKYPE_IDS = {"G": "live:gordon.baxter.nz", "P": "live:priya.raman64"}
OWNER = "P"
PARTNER = "G"

SESSIONS = [
dict(n=1, fmt="locomo", start=(2023, 4, 16, 8, 5), turns="""
P| Morning, Gordon! Or evening for you. Can you hear me? The connection was dreadful last time.
G| Loud and clear, Priya. It's a quarter past seven here and the fire is going. Autumn has arrived in Dunedin with a vengeance.
P| And spring has arrived in Leicester with a lot of rain. How are you? How are the bees?
G| Mixed news on the bees. I lost one of my three hives over the summer. Varroa mites. I treated them but the colony just dwindled away. So I'm down to two.
P| Oh no, I'm sorry. You were so proud of that one, the one with the yellow lid?
G| That's the one. I'll split the strongest colony in spring and get back to three. Bees are like that, you lose some, you start again.
P| Very philosophical. Well, I have news. I've handed in my notice. My last day at the hospital will be the 29th of September.
G| Priya! After how many years?
P| Thirty-four years at the Royal Infirmary, forty in medicine altogether. I'm sixty-four, Gordon. My knees want to stop doing ward rounds.
G| Speaking of knees, I'm finally on the waiting list for my left one. The surgeon says it's bone on bone. I should hear about a date in the next month or so.
P| About time. You've been limping since Christmas. Are you still walking Moss every day?
G| Twice a day, slowly. He's thirteen now, so we're a matching pair. Two old boys limping along Portobello Road.
P| Bless him. Give him a scratch behind the ears from me.
G| I will. Now, our book. It's my turn to choose, isn't it?
P| It is. Please, nothing about war this time.
G| No war. I want us to read The Luminaries by Eleanor Catton. It's set in Hokitika during the gold rush, on the West Coast. You'll learn some New Zealand history before you come and visit.
P| Before I come and visit? Gordon, I haven't even retired yet.
G| Planting seeds. Once you retire you'll have no excuse.
P| Ha! All right, The Luminaries. Is it long?
G| About eight hundred pages. Plenty for a rainy English spring.
P| Eight hundred! I'll order it today. Anand will roll his eyes, he says I already have a tower of unread books by the bed.
G| Tell Anand a tower of books is the sign of a healthy mind.
P| He'll say it's the sign of a cluttered bedroom. How's Fiona? And Isla?
G| Fiona's fine, busy at her school in Christchurch. Isla's seventeen and wants to learn to drive, which terrifies all of us.
P| Seventeen! I remember her in a pushchair.
G| So do I. Time is strange. Now go and have your breakfast, and I'll go to bed.
P| Sleep well, Gordon. Talk in a few weeks.
"""),

dict(n=2, fmt="skype", start=(2023, 5, 7, 19, 32), turns="""
P| Gordon, are you up? I know it's early for you
G| Up since 5. Old men and bees don't sleep in. Moss is snoring by the heater
P| Guess what I did on Tuesday
G| Ran off to join a circus?
P| Close. I had my first cello lesson!!
G| A cello! At sixty-four! Good for you
P| My teacher is called Hilary, she played in the Hallé for 20 years and now teaches grown-ups who should know better
P| I can play the open strings. That's it. It sounds like a cow in distress
G| Every cellist started as a cow in distress, I imagine
P| :D
G| I have news too. Got the letter from the hospital. Surgery is booked: 14 August, Dunedin Hospital
P| Finally! How long will you be in?
G| Three or four days, then six weeks of not being much use to anyone
P| Who'll look after the bees?
G| Haven't figured that out. August is winter here so they don't need much. It's the spring that worries me
P| How's The Luminaries going? I'm on page 140 and I'm lost. So many men with moustaches
G| Ha, stick with it, it all comes together. The structure is based on astrology, each character is a star sign
P| That explains why I'm confused, I don't believe in horoscopes
G| Neither do I, but it's clever
P| Any progress on the ferry booklet?
G| Yes! Last week I interviewed Mavis, the daughter of the last skipper on the Portobello ferry. She's 91 and remembers everything. She had photos of the crossings in the 1950s
G| [photo: old black and white photo of passengers on a harbour ferry]
P| Oh that's wonderful. Look at the hats!
G| Everyone wore a hat to cross the harbour. I'm thinking of self-publishing it, maybe 100 copies for the local library and friends
P| You should try the museum, they might want it
G| Maybe. Right, the kettle's boiled. Talk soon
P| Enjoy your tea. Scratch Moss for me :)
"""),

dict(n=3, fmt="locomo", start=(2023, 5, 28, 7, 30), turns="""
P| Gordon, I've been bursting to tell you for a week. I'm going to be a grandmother!
G| Priya! Wonderful news! Meera?
P| Meera. She and Tom told us over Sunday lunch. The baby is due at the beginning of March next year. Anand dropped his fork.
G| Your first grandchild. You'll be insufferable, I can tell already.
P| Completely insufferable. I've already looked at knitting patterns, and I can't knit.
G| You can't knit and you can't play the cello yet. A year of learning.
P| Cheeky. But it's made me think. If I retire in September, Anand and I want to come out to New Zealand in February, before the baby arrives. A proper long trip, three weeks.
G| Now you're talking! February is perfect, the end of summer, long evenings. You'd stay with me in Dunedin, of course.
P| Only if it isn't too much trouble, with your knee.
G| My knee will be brand new by then. I'll show you the albatross colony at Taiaroa Head and we can drive up to Moeraki to see the boulders.
P| Anand wants to see Milford Sound. He's seen it in some documentary.
G| Then we'll do Milford Sound too. It's a long drive but worth it. Book the flights early, February is busy.
P| I'll start looking. Now, The Luminaries. I finished it last night!
G| And? Did the men with moustaches come together?
P| They did. The ending made me go back and reread the first chapter. Anna Wetherell is the character I'll remember. What a book. I take back everything I said.
G| I knew you'd come round. Your turn to pick.
P| Middlemarch. I've been meaning to reread it since university. You read it at Edinburgh too, I remember you complaining about it.
G| I complained because I was twenty and wanted to read about mountains. I'm sixty-six now, I might be ready.
P| Good. George Eliot will be good for you.
G| How's the cello?
P| I can play a D major scale. Slowly. Hilary says my bow hold looks like I'm holding a teacup.
G| A very English bow hold.
P| Ha! And your booklet?
G| Slowly. Mavis lent me her father's logbook from 1951. Water-stained but readable. I'm transcribing it in the evenings.
P| That's a treasure. Make sure you credit her.
G| On the first page, I promise.
"""),

dict(n=4, fmt="skype", start=(2023, 6, 25, 21, 10), turns="""
G| Morning from the frozen south. Well, evening for you
P| Hello! How frozen?
G| Minus 3 this morning. Frost on the hives. I wrapped them in insulation on Saturday
G| Bad news though. The hospital rang. My operation's been postponed
P| Oh no! Why?
G| The nurses' strike and a backlog. New date is the 2nd of October
P| That's so annoying, I'm sorry. Weeks more of limping
G| Weeks more of complaining to you, so not all bad
P| Ha. October is spring for you though, isn't it? The bees?
G| Exactly the problem. The hives will need splitting right when I'm on crutches
G| My neighbour's lad Hemi says he'll help. He's 19, studying at Otago, keen on bees
P| That's lucky
P| My news: Anand has taken over the garage with old radios
G| Radios?
P| He's bought four broken valve radios off eBay. He repairs them. The garage smells of hot dust and solder
P| Last night one of them played Radio 4 and he was as proud as a new father
G| A man after my own heart. What's his best one?
P| A 1950s Roberts radio, cream and red. He says it's for me. I think it's for him
G| :D
P| My colleagues want to plan a leaving do. I told them nothing big
G| They won't listen
P| They never do
P| Middlemarch: I'm loving it. Are you?
G| Dorothea is making terrible decisions and I can't stop reading
P| Casaubon!! Ugh
G| Ugh indeed
P| cello update: I can play a wobbly Twinkle Twinkle. Hilary says we'll do a real piece by the autumn
G| Play it for me next time?
P| Absolutely not
G| (laugh)
"""),

dict(n=5, fmt="locomo", start=(2023, 7, 23, 6, 50), turns="""
P| Gordon, I've done something and I want your opinion, even though it's already done.
G| That's the Priya I know. What have you done?
P| I'm not retiring in September after all. Well, not completely. Hannah, one of our consultants, is going on maternity leave in October and they can't find a locum. So I said I'd stay on three days a week until Christmas. My last day is now the 22nd of December.
G| You soft touch. What does Anand say?
P| He sighed and went to the garage to fix a radio. But he understands. The children on the ward need someone who knows them.
G| Of course they do. And the New Zealand trip?
P| Still February. That doesn't change. I'll be fully retired by then, and the baby isn't due until March.
G| Good. I've been making a list of places for you. It's getting long.
P| Don't make it too long, we're old. How are you? How's the knee?
G| Grumbling. The new date is still the second of October. In the meantime, good news: Isla passed her driving test! Her restricted licence. She drove me to the supermarket yesterday.
P| Well done Isla! Were you terrified?
G| I held on to the door handle the whole way. She was very good, better than me. She only stalled once, at the lights.
P| Ha! Stalling once is a triumph. And the booklet?
G| That's the other news. I took your advice and showed a draft to the people at Toitū, the settlers museum. They're interested. They want to see the full manuscript by November.
P| Gordon! See, I told you. No more self-publishing a hundred copies for the library.
G| Don't count your chickens. But yes, it's exciting. Mavis is thrilled.
P| How far are you with Middlemarch?
G| Halfway. Dorothea has married Casaubon and it's all going wrong, as you warned. I want to shout at the page.
P| Everybody does. Wait until you meet Lydgate properly.
G| The doctor? I suppose you like him because he's a doctor.
P| I like him because he's a good doctor with terrible judgement in wives. Very realistic.
G| Ha! Is the cello still going?
P| Hilary gave me my first proper piece, a little Bach minuet, simplified. It's lovely and I'm murdering it.
G| You'll get there. Play it for me when you're ready.
P| When I'm ready means maybe 2025.
G| I'll wait. I'm patient, I keep bees.
"""),

dict(n=6, fmt="skype", start=(2023, 8, 20, 10, 2), turns="""
G| Priya, sorry to message out of the blue. Moss died on Monday
P| Oh Gordon. I'm so sorry
G| He just lay down by the heater in the morning and didn't want to get up. The vet came to the house. It was peaceful
G| If the operation hadn't been postponed I'd have been in hospital this month and not with him
P| Then maybe the strike was a kindness
P| He was 13, wasn't he?
G| Thirteen and a half. He came to me the year after Margaret died. He got me out of the house every single day
P| I know. He was your walking companion and your alarm clock
G| I buried him under the kōwhai tree at the bottom of the garden. Isla came down from Christchurch and we had a little ceremony
P| (heart)
P| Do you want to call? I'm free all morning
G| Maybe later. I'm not much of a talker today
P| Whenever you want. I'm here
G| Thank you
G| Everyone asks if I'll get another dog. Not now. Not with the knee. Maybe next year
P| There's no rush
P| Do you remember when he barked at me through the screen that time
G| He thought you were inside the laptop. He went round the back to look for you
P| :D
G| Thanks Priya. That helped
+95
G| [call-start]
+42
P| [call-end 2532]
G| Thanks for the call. I feel better
P| Any time. Look after yourself. Eat something proper
"""),

dict(n=7, fmt="locomo", start=(2023, 9, 17, 9, 15), turns="""
G| Priya, the first kōwhai flowers are out and the tūī are drunk on them. Spring at last.
P| How lovely. It's definitely autumn here, the leaves are turning in Victoria Park. How are you doing, Gordon? Honestly.
G| Better. The house is quiet without Moss, but I'm walking on my own in the mornings anyway, for the knee. The bees are flying again, which cheers me up.
P| Good. And the operation is still on for the second of October?
G| Still on, touch wood. Hemi has been coming round on Saturdays to learn the hives. While I'm laid up, he'll split the strongest colony for me. He's a natural, not scared of a single sting.
P| Hemi is a treasure. Will you be on your own at home after the operation?
G| Fiona is coming down from Christchurch for the first week to look after me. She's already bossing me about over the phone.
P| Good. You need bossing. I've seen how you treat doctors' advice.
G| Says the woman who unretired.
P| Touché. Speaking of which, the part-time arrangement starts on the 2nd of October, the same day as your operation. Three days a week, Monday to Wednesday.
G| Then we'll both start a new life on the same day.
P| And I have news: my cello teacher is organising a concert for her adult students. The eighteenth of November, at a church in Stoneygate. Hilary is choosing my recital piece this week.
G| A concert! I'll want to watch.
P| It'll be livestreamed on Facebook, God help me. It'll be six in the morning for you.
G| I'll set an alarm. Now, Middlemarch. I finished it on Thursday.
P| And?
G| It's the best book I've read in ten years. I was wrong at twenty. That ending, about the unhistoric acts, I read it three times.
P| I knew it! So, your pick next.
G| Mister Pip by Lloyd Jones. A New Zealand writer. It's about a girl on Bougainville during the civil war, and a teacher who reads Great Expectations to the class.
P| You said no war!
G| It's about books, mostly. I promise. And it's short.
P| All right. For you.
G| And the Toitū manuscript is nearly done. I'm sending it in before the operation, so I'm not tempted to fiddle with it on painkillers.
P| Wise. Editing on painkillers is a dangerous business.
"""),

dict(n=8, fmt="skype", start=(2023, 10, 15, 20, 31), turns="""
P| How's the new knee?? Fiona sent me a photo of you in the hospital gown, I hope you don't mind
G| I mind very much. Fiona is a traitor
G| But the knee is good. The op on the 2nd went fine, I was home on the 5th
G| I'm on a walker. Physio twice a week with a big cheerful Tongan lad called Sione who shows no mercy
P| Good, you need no mercy
P| Pain?
G| Manageable. Worse at night. I'm reading a lot
G| Hemi did the split last Saturday. Three hives again! Photo coming
G| [photo: young man in a bee veil holding up a frame of bees next to three white hives]
P| Three hives! Look at Hemi in the veil, he looks like an astronaut
G| He's very proud. He named the new queen Beyoncé
P| :D :D
P| part-time life is strange. Monday to Wednesday on the ward and then on Thursday I don't know what to do with myself
G| Play the cello
P| I do! I'm practising my recital piece every day. I won't tell you what it is, you'll hear it on the 18th
G| Mysterious
P| Anand goes to the garage when I practise. He says it's for the radios
G| Of course it is
P| Mister Pip: I finished it in two days. I cried on the bus
G| Told you
P| Matilda and Mr Watts. I'll be thinking about them for weeks [edited]
P| Now, about February. We've been looking at flights
G| And?
P| Nothing booked yet. Meera had a scan this week and everything's fine. Let's talk properly next time
G| Righto
"""),

dict(n=9, fmt="locomo", start=(2023, 11, 5, 8, 40), turns="""
P| Gordon, I have to change our plans and I feel terrible about it.
G| Don't feel terrible before you've told me. What's happened?
P| Meera's baby. The doctors now think the baby will come earlier, around the end of February, and she's asked if I can stay with them for the first few weeks. Tom's mother can't come over until April.
G| Then you must. There's no question.
P| So the New Zealand trip, the February one, can't happen. We're thinking of April instead. Is April all right for you? Is it too cold in Dunedin?
G| April is autumn, not winter. The light is golden, the tourists have gone, and the albatross chicks are still on the nest at Taiaroa. April is better, to be honest.
P| You're just being kind.
G| I'm being a geography teacher. Thirty-five years of explaining seasons to teenagers. April is genuinely lovely.
P| Then April it is. We'll book once the baby arrives safely... no, actually, Anand says book now or the fares will go up.
G| Anand is right. How's the practising?
P| Two weeks until the concert. I practise an hour a day. My fingertips are like leather.
G| Proper cellist's fingers.
P| And your knee? Are you walking?
G| With a stick now. Sione says I've got 95 degrees of bend and he wants 110 by Christmas. I walked to the end of the road and back on Friday. Small victories.
P| That's wonderful. And Mister Pip? Did you reread it?
G| I did. I love that Mr Watts is the only white man left on the island and he's a bit ridiculous and also a hero.
P| I gave my copy to the hospital library.
G| Good. News from Toitū: they've accepted the booklet! They'll publish it in March. The title is going to be "Crossing the Harbour: The Otago Ferries, 1859 to 1954."
P| Gordon!! You're going to be a published author!
G| A published author of sixty pages. They're printing 300 copies.
P| That's 300 more than most people. I'm so proud of you.
G| Mavis cried when I told her. Her father's logbook is going into the museum display.
P| Oh, that's lovely. When is the launch?
G| They haven't said. Sometime in March.
P| We'll miss it by a few weeks. Anand will be disappointed.
G| I'll save you both signed copies.
"""),

dict(n=10, fmt="skype", start=(2023, 11, 19, 19, 45), turns="""
G| Priya. I watched it. At 6am with a cup of tea. I'm still smiling
P| Oh no. How bad was it
G| It wasn't bad at all. The Swan! You played The Swan
P| Simplified! and my bow was shaking for the first minute, you could probably hear it
G| I could see your very serious face. Then you relaxed and it was beautiful
P| You're very kind. Hilary said I "found the line" in the second half
P| Anand filmed it on his phone as well as the livestream. He cried. He denies it
G| He cried, I saw him in the front row
P| :D
P| there were 11 of us, the oldest was a man of 79 who played the double bass. I wasn't even the oldest!
G| Inspiring. What's next?
P| I don't know yet. I'm taking a week off practice
G| Deserved
P| How's the knee? Still on the stick?
G| Walked to the shop and back on Saturday, 1.2 km. Sione is pleased
G| The bees are flying well, the clover's coming in. Beyoncé's hive is the busiest
P| Ha! Beyoncé
P| Also: we booked! Flights for April. Heathrow to Dubai to Auckland, then on to Dunedin
G| Which dates?
P| We leave on **9 April**, land in Dunedin on the 11th, and fly home on 30 April
G| I'll be at the airport with a sign
P| Nothing embarrassing
G| Just "PRIYA AND ANAND, WELCOME TO THE BOTTOM OF THE WORLD"
P| perfect
"""),

dict(n=11, fmt="locomo", start=(2023, 12, 23, 19, 20), turns="""
P| Happy Christmas Eve, Gordon! It's still the 23rd here but I know you're ahead of me.
G| It's Christmas Eve morning here and the sun's already hot. Happy Christmas, Priya. How does it feel? You're retired!
P| It feels very strange. Yesterday was my last day. I did my last ward round and then the nurses had a little party in the staff room.
G| Did they make a fuss?
P| A huge fuss, which I said I didn't want. They gave me a book of drawings from the children on the ward, and a card signed by about a hundred people. One little boy drew me as a giraffe with a stethoscope.
G| A giraffe! That's the perfect portrait.
P| I'm tall, that's the joke. And Hannah came in with her new baby, which made me cry, obviously.
G| Of course. Forty years of medicine, Priya. That deserves a cry.
P| Thank you. What are your Christmas plans? Are you going up to Christchurch?
G| I'm driving up to Fiona's this afternoon. My first long drive since the knee. Sione cleared me last week. Five hours with a stop in Timaru.
P| Driving already! Be careful.
G| I'll stop every hour to stretch, doctor's orders. And Isla will drive some of it. She wants to practise on the main highway.
P| Then you'll be holding the door handle again.
G| All the way. What about your Christmas?
P| Meera and Tom are coming for lunch. Meera's enormous now and very grumpy. Anand is cooking his famous biryani, not turkey, as always.
G| Christmas biryani. I'd swap my turkey for that.
P| When you come to Leicester, I promise. Now, the book. It's my pick, and I want something quiet after Mister Pip.
G| Go on.
P| The Remains of the Day. The butler. I read it twenty years ago and I think I'll understand it better now that I've retired.
G| A man who gives his whole life to his work and then wonders what it was for. Very appropriate for you.
P| Exactly why I chose it. Happy Christmas, Gordon. Give Isla a hug.
G| Happy Christmas. Hug Meera carefully.
"""),

dict(n=12, fmt="skype", start=(2024, 1, 21, 20, 18), turns="""
G| Big news from Portobello: I have a dog
P| WHAT. Tell me everything
G| Rescue greyhound, ex-racer, 4 years old. Brindle. Very tall, very nervous
G| I picked him up from the greyhound rescue in Mosgiel on Wednesday
P| You said not until next year! Oh wait, it is next year
G| Exactly. The knee's good and the house was too quiet
P| What's his name?
G| The rescue called him _Lightning Strike_. I've renamed him Pip
P| After Mister Pip!
G| Of course
G| [photo: brindle greyhound lying upside down on a sofa]
P| He's beautiful! Those ears!
G| He's scared of the stairs. He sleeps on the sofa with his legs in the air like a dead insect
P| :D
P| Moss would approve I think
G| I think so too
G| And the honey! Harvested last weekend, earlier than usual because of the heat
G| **42 kg** from the three hives. Clover and a bit of kānuka. Beyoncé's hive gave the most
P| 42 kg! What will you do with it all?
G| Jars for the neighbours, Hemi gets a crate, and I'm keeping a dozen jars for you and Anand in April. Can't post it to the UK, biosecurity rules
P| I'll eat it on toast every day
P| Retirement update: I'm volunteering on Thursdays at the children's hospice in Loughborough, reading stories
G| Of course you are. Retired for a month and already working
P| It's not work! It's reading The Gruffalo to five-year-olds
G| How is The Remains of the Day?
P| Devastating. Stevens and his father. I had to put it down
G| I'm halfway. Miss Kenton deserves better
P| Everybody deserves better than Stevens
"""),

dict(n=13, fmt="locomo", start=(2024, 3, 3, 10, 5), turns="""
P| Gordon, he's here! Arjun was born on the 24th of February, at ten past four in the morning. Seven pounds two ounces.
G| Priya! Congratulations, Grandma! How is Meera?
P| Exhausted and happy. It was a long labour but everyone's fine. I've been staying with them in Nottingham since the 25th, doing the night feeds so she can sleep.
G| Arjun. That's a lovely name.
P| They just liked it. Anand holds him like a valve radio, very carefully and with total concentration.
G| Ha! That's the highest form of respect in Anand's world.
P| Exactly. [photo: a photo of a newborn baby in a white knitted hat sleeping on a woman's arm] Here he is. He has Meera's nose.
G| He's beautiful. He looks very wise for a week old.
P| He looks like a cross old man when he's hungry. How are you? How's Pip?
G| Pip has discovered the beach. He runs in huge circles on the sand at Allans Beach and then sleeps for six hours.
P| The perfect retired greyhound.
G| Like me. And the big news: the booklet launch is on the sixteenth of March at Toitū. Six in the evening. The museum is printing invitations.
P| The sixteenth! I'm so sorry we'll miss it. We'll be there less than a month later.
G| I'll save you the signed copies as promised. Mavis will be guest of honour. She's buying a new hat for it.
P| A new hat at ninety-two, I love her.
G| She turned ninety-two in January. She says she's going to outlive the booklet.
P| And April? Is everything still on?
G| Everything's on. I've booked us a tour of the albatross colony for the 13th, and a night in Te Anau so we can do Milford Sound on the 17th.
P| Anand will be beside himself. He's already downloaded the Milford Sound documentary again.
G| Good. Tell him to bring a raincoat, it rains two hundred days a year there.
P| Noted. I'll pack Anand's raincoat and my reading glasses. Have you finished The Remains of the Day?
G| Finished. I'll tell you properly in person, over a glass of wine. I have thoughts about Stevens.
P| I look forward to it. I must go, Arjun's waking up.
"""),

dict(n=14, fmt="skype", start=(2024, 3, 24, 19, 40), turns="""
G| Launch report!
P| Yes!! I've been waiting
G| 80 people came. 80! The museum had to bring out more chairs
G| Mavis sat in the front row in a purple hat and got a standing ovation
P| Oh that's wonderful
G| They sold 112 copies on the night. The museum director made a speech and I only stumbled once in mine
P| I watched the little video Fiona posted. You were very good. You looked like a proper author
G| I felt like a fraud in a tie
P| You're not a fraud
P| Arjun update: 3.9 kg and he smiled at Anand yesterday. Anand says it was a smile. Meera says it was wind
G| It was a smile. Babies know a good man
P| I'm home now by the way, back in Leicester since Wednesday. Tom's mother arrives next week so we're free to go!
G| 16 days until you land!
P| [quote G: 16 days until you land!] 18. We arrive on the 11th
G| Right, the 11th. I'm counting wrong, old teacher
P| What should I pack? Is it cold?
G| Layers. 8 degrees in the morning, 18 in the afternoon. Good walking shoes for Taiaroa and a proper raincoat for Milford
P| and a book for the plane
G| Let's read something from here for the trip. The Bone People by Keri Hulme. Set on the South Island coast
P| I've never read it! I'll get it for the plane. 24 hours of flying should do it
G| It'll need 24 hours, it's not an easy read. But worth it
P| And Pip? Will he like us?
G| He likes anyone who has a sofa. And he learned the stairs three weeks ago. Triumph
P| :D see you soon!!!
"""),
]
