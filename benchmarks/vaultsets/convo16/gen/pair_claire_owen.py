# Pair 3: Claire Dawson (left Halden & Pryce Insurance, Bristol, to open a bakery) and
# Owen Hughes (left the same company for a remote data-analyst job, moved to Lisbon).

PAIR = {
    "folder": "Claire_Owen",
    "tz": "UK",          # exports made on Claire's side (Lisbon is on the same clock)
    "speakers": {
        "C": {"short": "Claire", "full": "Claire Dawson", "wa": "Claire Dawson", "tg": "Claire Dawson"},
        "O": {"short": "Owen", "full": "Owen Hughes", "wa": "Owen Hughes", "tg": "Owen Hughes"},
    },
    "speaker_a": "C",
    "speaker_b": "O",
    "wa_style": "android",
    "tg_chat": {"name": "Owen Hughes", "id": 4470918263, "peer": "O", "self": "C", "self_id": 5309127748},
}

SESSIONS = [
dict(n=1, shape="locomo", start="2024-01-14 11:20", text="""
C: Three weeks since our last day at Halden & Pryce and I've already reorganised my spice rack twice
O: Ha! Welcome to freedom. How does it feel, not being a claims team leader any more?
C: Weird. Good weird. I keep waking up at 6:45 for an 8:30 stand-up that no longer exists
O: Graham's stand-ups. "Let's take this offline." "Let's circle back"
C: "Let's action that." I don't miss it. Not one bit. Fifteen years of Graham and his Friday all-hands and his motivational fleeces
O: The fleeces with the company logo on. I gave mine to a charity shop on 22 December, the minute I walked out
C: Best way to end a last day
O: So. The bakery. Is it actually happening?
C: It's actually happening. I've put most of the redundancy money aside for it and I'm writing the business plan. A small neighbourhood bakery. Bread in the morning, buns and pastries, good coffee
O: Claire that's brilliant. You've been talking about it since the Christmas you brought in the cinnamon knots
C: The cinnamon knots that made Graham cry
O: He did get emotional
C: I've got a name too. Rise Up Bakery. What do you think?
O: I like it. It's a pun and a call to arms
C: Exactly. And I'm looking at a unit on Gloucester Road, an old phone repair shop. Viewing on Tuesday
O: Gloucester Road would be perfect, loads of foot traffic
C: Fingers crossed. Anyway, enough about me. Lisbon! When do you go?
O: 1st of February. Flight's booked, one suitcase and a laptop bag. Everything else is in my mum's loft in Cardiff
C: And the new job's definitely fully remote?
O: Fully remote. Data analyst at Kestrel Pay, a payments startup in Berlin. Nobody cares where I am as long as I'm online for the meetings
C: And the visa?
O: The digital nomad visa came through just before Christmas, so I can stay a year and then renew
C: I'm so jealous. Sun, custard tarts, no Graham
O: That's the plan. I'll be in an Airbnb for the first month while I find somewhere proper
C: You have to send me pictures of the pastries. For research
O: I'll send you a pastel de nata a day
C: Deal
"""),

dict(n=2, shape="jsonl", start="2024-02-04 18:10", text="""
O: Olá from Lisbon!
C: OWEN! You made it! How's it going?
O: Landed on Thursday. It's 17 degrees and sunny in February, I've lost my mind
C: I hate you. It's sleeting here
O: [img: a view over terracotta rooftops and a river from a small balcony] View from the Airbnb. Graça, right at the top of the hill
C: That's ridiculous. Is that the river?
O: The Tagus! And the castle just over there. The catch is the hill. I walked up it with my suitcase and nearly died. Cobbles everywhere
C: Can't you get a tram?
O: The 28 goes past but it's always full of tourists. I've decided to become a man with calves
C: Haha. How's the job?
O: First week was all onboarding. Everyone's in Berlin except me and a guy in Tallinn. They're lovely, very organised. Meetings start exactly on time
C: So the opposite of Halden & Pryce
O: Completely. Nobody has said "circle back" once
C: Bliss
O: How's the bakery hunt? Did you get Gloucester Road?
C: No 😩 It fell through. The landlord wanted a ten-year lease with a personal guarantee, and the rent goes up every two years. I'd be mad to sign that for my first business
C: My accountant said walk away, so I walked away
O: Sorry Claire. That's rubbish
C: It's fine. I'm looking at Bedminster now instead. North Street's got loads of independents and the rents are more sane
O: Bedminster's great. Near the old tobacco factory?
C: Near that, yes. There's a unit that used to be a florist, I'm viewing it on Wednesday
O: Fingers crossed for the florist
C: How's the Portuguese?
O: I know "obrigado", "bom dia" and "um pastel de nata, por favor". So I'm fluent in the important stuff
C: How many have you had
O: Eleven. In four days
C: OWEN
O: It's research. For you
C: That's very noble of you
O: I'm a giver
"""),

dict(n=3, shape="locomo", start="2024-02-25 20:00", text="""
C: I GOT THE FLORIST
O: YES!!! The Bedminster one?
C: North Street, Bedminster. Five-year lease, no personal guarantee, and the landlord is a retired baker himself. He got all misty when I told him the plan
O: That's fate. When do you sign?
C: Signing on Friday, 1 March, and then I get the keys. Then it's the fit-out. I'm aiming to open on the 20th of April
O: That's fast!
C: It's ambitious. But I want to open before summer. Foot traffic in summer is double the winter
O: You've got this
C: Also I did the bread course in Frome last week, the one I told you about. Five days, 6am to 4pm. My arms are like Popeye's
O: Did you learn anything you didn't know?
C: Loads. Mostly that my sourdough has been wrong for fifteen years
O: Ha
C: How's Lisbon? Are you still in the Airbnb?
O: Moving out on Friday too! I found a flat in Arroios. One bedroom, fourth floor, tiny balcony. €1,150 a month
C: Is that a lot for Lisbon?
O: It's a lot for Lisbon, honestly. Rents here have gone crazy. Locals can't afford their own city, which I feel slightly guilty about
C: That's fair to feel
O: But the neighbourhood's great. Cheap restaurants, a Nepali place, a Brazilian place, an old tasca where a grandmother does the cooking
O: I've also joined a coworking space in Anjos, Mesa. €150 a month for a desk. I was going a bit mad working alone in the Airbnb
C: Lonely?
O: A bit, if I'm honest. Everyone's friendly but it's hard to make actual friends when you're on a laptop all day. The coworking helps. There's a Friday lunch thing
C: Go to everything. Every lunch, every quiz
O: There's a language exchange on Tuesday, I might go
C: You're going. I'll hold you to it
O: Yes boss
C: I'm not your boss. I never was, I was in claims
O: You were everyone's boss in spirit
"""),

dict(n=4, shape="telegram", start="2024-03-17 17:45", text="""
C: Owen I have had a crisis and resolved it in one week
O: Go on
C: The name's out. There's a bakery chain in South Wales with the exact same name, and their lawyer sent me a very polite and very scary letter. They've got the trademark
O: Oh no! After you'd ordered stuff?
C: Only the business cards, thank god. 500 business cards for the recycling
O: So what's the new name?
C: **The Proving Drawer**
O: Ooh. I like that a lot. It sounds warm. Is that a baking thing?
C: It's the drawer in old ovens where you let the dough rise. My nan had one. She used to let me sit next to it and watch
O: Claire that's lovely. Better than the first one, honestly
C: I think so too. The sign painter starts next week. Dark green with gold letters
O: Posh
C: And the other news: I bought an oven! A proper deck oven, three decks. From a bakery in Cardiff that was closing down. £4,200, which is a steal, they're £15k new
O: Cardiff! My home turf. Which bakery?
C: A little place in Canton, the owners are retiring to Spain. They helped load it into the van and the wife cried
O: Bakers are very emotional people
C: We are. How's Lisbon?
O: Good! I've started Portuguese lessons. Twice a week with a teacher called **Dona Fátima**, she's about 70 and terrifying
O: She makes me describe my day out loud and corrects every single vowel. Portuguese vowels are a nightmare, they swallow half of them
C: Sounds like Graham
O: Worse. Graham never made me cry over the word "pão"
C: What does it mean
O: Bread! You'd like it
C: I like it already
O: Also my first Kestrel payslip arrived. It's weird being paid in euros
C: Rich man
O: Rich man who pays Lisbon rent
C: Fair
O: One thing I miss: proper tea. Portuguese tea is weak and sad. Can you post me some Yorkshire Tea
C: I'll put it in a care package with some test buns
O: The dream
"""),

dict(n=5, shape="locomo", start="2024-04-07 19:10", text="""
O: I'm sunburnt and every muscle hurts
C: What have you done
O: First surf lesson! Yesterday, at Costa da Caparica. It's across the river, 30 minutes on the bus
C: Did you stand up?
O: For about two seconds. Then the sea hit me in the face. The instructor, Rui, says I have "good enthusiasm", which I think means bad balance
C: Haha
O: But I loved it, Claire. Being in the water with the sun going down. I've booked a block of ten lessons
C: Look at you. Lisbon Owen is a different man
O: Halden & Pryce Owen didn't know what the sea was
C: How are the Portuguese lessons?
O: My teacher says my "ão" has improved from "tragic" to "unfortunate"
C: Progress
O: How's the fit-out?
C: Don't. The electrician's let me down twice. The oven needs a three-phase supply, which means a whole new board, and the network company are taking weeks to come and connect it
C: So the April opening isn't happening. Pushed back, probably mid-May
O: Oh no, I'm sorry
C: It's fine, honestly. It gives me more time to test the menu
O: What's on it so far?
C: Sourdough, a seeded rye, cinnamon knots obviously, and I'm working on cardamom buns. Swedish style. I spent a long weekend in Stockholm years ago and never got over them
O: I have fond memories of the cinnamon knots
C: They'll be there. Graham's tears flavour
O: The time zone thing is weird, by the way. Lisbon's the same as the UK but Berlin is an hour ahead, so my stand-ups are at 8am my time
C: 8am stand-ups. I thought you'd left those behind
O: But it's 15 minutes and everybody has their camera off. Very different energy
C: Fair
O: Do you need anything from me? Testing, opinions?
C: Honestly just an opinion on the sign. Look
C: [img: a shop front with a dark green sign with gold lettering and an empty window] The sign painter finished on Thursday
O: It looks so good. Proper grown-up bakery
C: I cried a little
O: Bakers are very emotional people
C: We really are
"""),

dict(n=6, shape="jsonl", start="2024-04-28 21:00", text="""
C: Menu testing update: I have made 14 versions of the cardamom bun
O: Fourteen?!
C: The dough was too dry, then too sweet, then the cardamom was too shy. Version 14 is the one. I grind the cardamom fresh now, it makes all the difference
O: You're a perfectionist, you know that
C: I was a claims team leader for 15 years, of course I'm a perfectionist
O: Send me version 14
C: I'll send you a photo, they won't survive the post
C: [img: a tray of knotted cardamom buns dusted with pearl sugar]
O: Those look unreal
C: Also I hired someone! Femi. He was a sous chef in a hotel kitchen for years and wanted out of the late nights. He's brilliant with laminated dough
O: A bakery with staff! You're a boss now
C: One employee. Femi. He's very calm, which balances me out
O: Good. You need calm
C: And I need your Lisbon brain. I want to do a custard thing, inspired by all your pastel de nata reports. But not a copy, a Bristol version
O: Make a bun! A soft bun with the custard baked into the top, burnt like a nata
C: Ooh. A nata bun. That could work
O: I expect a royalty
C: You'll get one free bun per visit
O: Deal. Speaking of Lisbon, I have news too
C: ?
O: I met someone. At that language exchange
C: OWEN! The one I made you go to!!
O: The very same. Her name's Inês, she's an architect. She was practising her English and I was murdering Portuguese and we ended up talking for three hours
C: I'm taking full credit for this
O: You can have a little credit
C: What's she like?
O: Funny. Very direct. She told me my Portuguese sounds "like a Spanish person with a cold"
C: Marry her
O: Slow down. We've been on two dates
C: Oh and the electrics are finally done, the oven was connected on Friday!
O: YES!
C: Opening's going to be mid-May. I'll confirm the day once the environmental health visit is done
O: I'll be there in spirit
C: Be there in person one day
O: I will. Summer. Promise
"""),

dict(n=7, shape="locomo", start="2024-05-26 20:20", text="""
C: One week open. I have not slept. I can't feel my feet
O: CLAIRE. How was it?! Tell me everything
C: We opened on Saturday the 18th at 8am and there was a queue. An actual queue, down past the chip shop
O: Amazing!!
C: We sold out by 11. Everything. Femi and I just stood there looking at the empty shelves
O: Best problem to have
C: And the bestseller, by a mile, is the cardamom buns. People buy six at a time. One woman came back three days in a row
O: All that testing paid off!
C: It did
C: [img: a busy bakery counter with trays of buns and a chalkboard menu on the wall] Day three, 9am
O: That chalkboard is so you
C: Femi did the chalkboard, I have terrible handwriting
O: Did the nata bun make it?
C: Not yet. Still testing. The custard keeps splitting in the deck oven. Soon
O: I can wait
C: How's Lisbon? How's Inês?
O: Good. Really good. We went to Sintra last weekend, she knows all the hidden paths away from the tourists
C: That's serious. She's showing you the secret paths
O: Stop it
C: Never. Any chance you'll visit? You promised
O: I'm looking at July. Kestrel lets us work from anywhere, so I could come for a long weekend and work a couple of days from Bristol
C: Yes! Come and sit in the bakery and eat buns
O: That's the plan. Mid-July, I'll confirm
C: Now I'm going to sleep for 14 hours
O: You've earned it. Congratulations, boss
"""),

dict(n=8, shape="telegram", start="2024-06-23 18:30", text="""
C: We got reviewed!!!
O: By who??
C: The **Bedminster Bugle**. The local paper. The headline is "The Proving Drawer is the best thing to happen to North Street since the bridge", which I don't fully understand but I'll take it
O: That's incredible! What did they say?
C: They said the cardamom buns are "worth crossing the river for" and that the sourdough has "a crust you can hear"
O: "A crust you can hear" 😂 put that on a t-shirt
C: Femi's already making a poster
C: The downside is the queues are huge on Saturdays now and I'm doing 4am starts six days a week. I'm so tired Owen
O: You need to look after yourself. Can Femi take some of the mornings?
C: He does three. I'm thinking about hiring a weekend person
O: Do it
C: How are things with you?
O: Work got interesting. My team lead Jana left for a job at a bank, and they've asked me to lead the fraud dashboard project while they hire someone
O: It's the thing that flags dodgy payments in real time. Big project, lots of eyes on it
C: Owen that's a big deal! They trust you
O: I'm terrified. But it's nice to be trusted. Halden & Pryce never let me lead anything bigger than the Christmas raffle
C: And you ran that raffle like a military operation
O: The hamper went to the right person
C: Have you booked Bristol?
O: Booked! I'll send you the flight details. I'll work from yours on the Monday morning if that's ok
C: Of course. Bring nata
O: They'll be squashed
C: Squashed nata is still nata
"""),

dict(n=9, shape="locomo", start="2024-07-21 19:45", text="""
O: Back in Lisbon. I miss the Bristol rain already. No I don't
C: It was SO good to have you here last weekend
O: It was the best. Watching you at 7am in your apron bossing Femi around
C: I do not boss Femi. Femi bosses me
O: That's true actually, he told you off about the croissant thing
C: He was right about the croissant thing
O: The nata made it! Squashed, but it made it
C: Squashed nata is still nata. And perfect timing, because look
C: [img: golden buns with blistered custard tops cooling on a baking tray] The nata bun finally works. I'm calling it the Lisboeta
O: THE LISBOETA. Claire. I'm so honoured
C: It's in your honour. Launching on Saturday. One free Lisboeta for you on every visit, as agreed
O: I'm going to visit a lot
C: How was the flight back?
O: Delayed two hours at Bristol airport. I sat and ate the cardamom buns you gave me for the plane. All four
C: Those were for Inês!
O: I saved her one. Two. Fine, I ate all of them
C: 😂
C: Also, the oven had a wobble on Wednesday. The bottom deck stopped heating mid-bake. I thought my whole business was over
O: Oh no. What happened?
C: A burnt-out element. The couple from Cardiff who sold it to me knew an engineer, he came the next morning. £300 and it's fixed
O: Good old Cardiff
C: How's the fraud thing going?
O: Good! The first version went live last week and it caught a whole ring of fake merchant accounts. My manager's manager sent me a thumbs up on Slack
C: A thumbs up from the big boss! Better than a Halden & Pryce fleece
O: So much better
"""),

dict(n=10, shape="telegram", start="2024-08-18 20:05", text="""
C: New thing! I've launched a sourdough subscription
O: Like a magazine but bread?
C: Exactly. £30 a month and you get a big sourdough loaf every week, you collect it on Fridays. We've got 40 subscribers already
O: 40! That's proper recurring revenue. Kestrel would be impressed
C: My accountant nearly wept with joy. Predictable income, in a bakery!
O: How many loaves is that a week?
C: 40 extra on a Friday. Femi and I are mixing dough on Thursday nights now
O: You need that weekend person
C: Hired! Her name's Aoife, she's a student at UWE. She does Saturdays and Sundays
O: Team of three!
C: How are you? How's Inês?
O: Good. We're properly together now. Official. She's told her parents
C: OWEN. Her parents!
O: They live in Porto. We're going up for her dad's birthday next month. I'm terrified, her dad's a retired judge
C: A judge! Bring him something
O: I was going to bring him something from your bakery but it won't survive the journey
C: Bring him Welsh cakes, your mum's recipe
O: That's actually a good idea
C: I'm full of good ideas
O: You are. How's my bun doing?
C: Third bestseller, after the cardamom buns and the sourdough. People ask what the name means and I say "a man called Owen"
O: 😂 I'm famous in Bedminster
C: You are
"""),

dict(n=11, shape="jsonl", start="2024-09-15 18:55", text="""
O: I have news
C: Good news or Inês news
O: Work news. I got promoted. Senior Data Analyst, from the 1st of September
C: OWEN!!! That's amazing!!
O: My project did well. They said it saved them about €2 million in the first two months
C: That's more than Halden & Pryce paid the two of us in a decade
O: Probably. It's a good pay rise too. I need it, Lisbon rents
C: Congratulations. Seriously. You deserve it
O: Thanks Claire. How's the bakery?
C: Busy but under control. With Aoife on weekends I've had Sundays off for the first time since May
O: A whole day off! What did you do?
C: Slept until 9 and then went to another bakery. I can't help it
O: Haha
C: Actually I've got a question for you
O: ?
C: I want to close the bakery for a week in October. Everyone's exhausted, Femi needs a holiday, and I want a proper break. And I was thinking... Lisbon?
O: YES. Come! When?
C: The week of the 21st of October. Closed from Monday 21st to Sunday 27th
O: Perfect, it'll still be warm. You can have my sofa, or there's a guesthouse round the corner
C: I'll take the guesthouse, I've heard about your fourth floor
O: The stairs are character building
C: I want to eat every pastel de nata in the city. Research
O: I'll make a list. And you'll meet Inês
C: I can't wait. How was the birthday trip?
O: Her dad likes me! Mostly. He liked the Welsh cakes. He asked about my "intentions", which was very scary
C: A judge asking about your intentions, amazing
O: I said "good ones" and he laughed, so I think it's fine
C: Good answer
O: I panicked into it
C: The best answers always come from panic
"""),

dict(n=12, shape="locomo", start="2024-11-10 17:20", text="""
C: I'm still thinking about Lisbon. I've been home two weeks and I've done three different custard experiments
O: That's the nicest thing you could say
C: The city is so beautiful. The light! And Inês is wonderful, Owen. She's too good for you
O: She says the same
C: Her tour of the Alfama, the little wine bar with the fado singer... I cried
O: Bakers are very emotional people
C: And I have a verdict on the pastel de nata question
O: Go on
C: Manteigaria beats Belém. Sorry. The pastry's crispier and the custard's more wobbly
O: Controversial. Inês will fight you
C: She already did, at dinner. It was great
O: How's the bakery been since you got back?
C: Busy. But I've got news, not great news. Femi's leaving
O: No! Why?
C: He's starting his own supper club. West African meets French, in a railway arch near Temple Meads. He's been dreaming of it for years
O: That's actually brilliant for him though
C: It is. I'm proud of him. I'm also devastated. He's the best laminator I've ever seen. His last day is 30 November
O: Can you find someone?
C: I'm interviewing this week. Two pastry chefs and a guy who's only ever baked at home but brought me the best croissant of the lot
O: Hire the home baker
C: That's what my gut says
O: Your gut's a good judge. It picked North Street
C: True. How's work, Mr Senior?
O: Good. I'm managing a junior now, Kasia. She's very sharp, asks a lot of questions
C: You were like that at Halden & Pryce. Graham hated it
O: Graham hated all questions
C: Graham hated everything except fleeces
"""),

dict(n=13, shape="locomo", start="2024-12-15 16:40", text="""
O: Do you realise it's nearly a year since we walked out of Halden & Pryce
C: I do! The 22nd. I'm going to do something to celebrate. Maybe burn a fleece
O: Ha. What a year
C: What a year. A year ago I was reorganising my spice rack, and now I've got staff and a queue on Saturdays
O: How's the new guy?
C: Tom, the home baker. He started last week and he's brilliant. And Femi's coming back for two Saturdays in December to help with Christmas
O: Good old Femi
C: Christmas is mad. We've got 120 stollen orders. 120! I'm dreaming about marzipan
O: Save me one
C: Already set aside. Posting it Monday with a box of Yorkshire Tea
O: You're the best
C: And my big decision: I'm NOT opening a second shop
O: You were looking at Clifton, right?
C: A unit came up in Clifton Village and the agent kept calling. But I did the maths and talked to my accountant, and I'd be stretching everything too thin. Instead I'm putting six seats and a coffee bar in the back room at North Street. Same shop, somewhere to sit
O: That's very sensible
C: I'm a sensible person. Claims team leader brain
O: Your claims team leader brain built a bakery
C: How about you? Any news?
O: Big news actually. Inês and I are moving in together. In January. A flat in Campo de Ourique, near her office. It has a lift!
C: A LIFT. No more fourth-floor stairs! And moving in together!! Owen!!
O: I know. I'm giving up the Arroios flat at the end of the month
C: What about the visa?
O: Sorted. I got my residence permit for two more years last week. So I'm staying
C: So Lisbon Owen is permanent
O: Lisbon Owen is permanent
C: Then I'll be visiting a lot
O: The guesthouse misses you already
C: Happy almost-anniversary of freedom, Owen
O: Happy anniversary, boss
"""),
]
