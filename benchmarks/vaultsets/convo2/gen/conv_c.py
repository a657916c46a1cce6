# Conversation C: Olu and Mei (colleagues at Cargoline who became friends),
# 16 sessions, Sep 2023 - Jun 2024. Olu: data analyst in Croydon, wife Funmi.
# Mei: product manager, moves from Hackney to Walthamstow. All content invented.

CONV = {
    "key": "C",
    "dir": "olu_mei",
    "title": "Olu & Mei",
    "speakers": {"O": "Olu", "M": "Mei"},
    "fmt_offset": 1,
}

SESSIONS = [
dict(n=1, date="2023-09-15", time="18:30", text="""
M: Okay, so I did something impulsive. I signed up for cello lessons.
O: Cello?? Since when are you musical?
M: I did piano until I was 12 and quit dramatically. But I heard a cellist busking at King's Cross and I cried a bit. The teacher's in Dalston, first lesson on Tuesday.
O: Love that. Are you renting one?
M: Renting, £30 a month. It's bigger than my bedroom door. My flatmates are thrilled.
O: Ha. I've got news too, but keep it quiet at the office for now.
M: Ooh, what?
O: Funmi's pregnant! The twelve-week scan was last Wednesday. Baby's due in March.
M: OLU!!! Congratulations!! I'm so happy for you both!
O: Thank you! We're over the moon. Funmi's been so sick though, she can only eat plain crackers and cold watermelon.
M: Poor her. How are you feeling?
O: Excited, terrified. I've already started reading baby books. Funmi says I'm treating it like a data project.
M: Are you making a spreadsheet?
O: ...There might be a spreadsheet. With a tab for nappy costs.
M: Of course there is. How's the allotment? Those tomatoes you brought in last week were unreal.
O: Best year yet. 14 kilos of tomatoes, and the scotch bonnets went crazy. I made a massive pot of pepper sauce.
M: Bring me some? I'll trade you my mum's chilli oil.
O: Deal.
"""),
dict(n=2, date="2023-09-29", time="20:05", text="""
M: Can I tell you something confidential?
O: Always.
M: I've got an interview next week with a climate startup. Greenlight Grid. They make software to balance solar and wind power on the electricity grid.
O: Whoa! That sounds like you. You've talked about climate stuff for ages.
M: Exactly. I love our team, but I don't want to spend another five years optimising lorry routes.
O: Fair. I'd miss you though. Who will I complain to about Jira?
M: You'd find someone. Maybe Kev.
O: Kev loves Jira. Kev is the enemy.
M: Ha. How was football last night?
O: We lost 9-3. I scored one though, a header. My first header in about five years.
M: Amazing. How's Funmi?
O: Better, the sickness is fading. She's started craving suya at 11pm, so I'm driving to Peckham like a maniac.
M: That's love.
O: How's the cello?
M: Three lessons in. I can play a scale and 'Twinkle Twinkle'. My teacher Agnieszka says my bow hold looks like I'm holding a dead fish.
O: Harsh but probably fair.
M: Probably. Also my landlord is selling the flat. We have to be out by December.
O: Oh no. Where will you go?
M: Thinking Walthamstow. Maybe finally living alone.
"""),
dict(n=3, date="2023-10-14", time="11:20", text="""
O: Guess who tore his hamstring.
M: Oh no, Olu! Football?
O: Thursday. Sprinting for a through ball and I felt a ping at the back of my thigh. Went down like a sack of yams.
M: Ouch! Is it bad?
O: Grade 2 tear, the physio says. Four to six weeks of no football. I'm hobbling around like an old man, you'll see on Monday.
M: I'll bring you a walking stick.
O: Funmi has already bought me a heat pad and lectured me about being 36.
M: She's right though. How did the allotment survive?
O: I cleared it for winter and planted garlic before the injury. Funmi's brother is helping with the digging now.
M: Nice. My news: the interview went well! Second round next week. They want me to present a product strategy for a new feature.
O: Amazing. You'll smash it.
M: And I've been flat hunting in Walthamstow. Saw six flats on Saturday. One had a shower in the kitchen.
O: In the kitchen?!
M: Right next to the oven. The agent called it 'open plan living'.
O: Ha. Any good ones?
M: A one-bed near the market, with a little garden. Small but lovely. I'm putting in an offer to rent it.
O: A garden! You could get a pet.
M: Don't tempt me.
"""),
dict(n=4, date="2023-11-03", time="19:40", text="""
M: I did it. I accepted the Greenlight Grid offer!
O: MEI!! Congrats!! When do you start?
M: 4th December. I handed in my notice to Sandra today. My last day at Cargoline is the 24th of November.
O: How did Sandra take it?
M: Really well, she said she'd be my reference forever. But I'm sad. I'll miss our lunches.
O: We'll still do lunch. Did you get the Walthamstow flat?
M: Yes!! The one-bed with the garden. Moving on 2nd December.
O: Busy few weeks for you.
M: Chaos. New job, new flat, new everything. How's the hamstring?
O: Getting better. Physio twice a week, I can jog lightly now. Still no football until December.
M: Patience, old man.
O: Ha. We've decided to convert the loft. We need a nursery and the second bedroom is basically my office.
M: A loft conversion! Big project. How long will it take?
O: The builders say 8 weeks, starting early January. Tight, with the baby coming.
M: Cutting it fine.
O: Very fine. Funmi is pretending to be calm. How's the cello?
M: Going... slowly. I practise maybe twice a week. Agnieszka is losing patience.
"""),
dict(n=5, date="2023-11-24", time="22:30", opener=False, text="""
O: How are you feeling after your leaving drinks? You were on the table singing at one point.
M: I was NOT on the table. I was on a chair. Very different.
O: Sandra's speech was lovely though.
M: I cried. And the card! Who drew the little me holding a Jira ticket?
O: That was me. Anyway, news: we had the 20-week scan on Tuesday. It's a girl!
M: A GIRL! Olu! I'm so happy.
O: Funmi cried, I cried, the sonographer looked at us like we were mad.
M: Names?
O: We have a shortlist. Funmi wants a Yoruba name, and I agree. Family will have opinions.
M: They always do. I'm thinking about getting rabbits once I've moved.
O: Rabbits? Not a cat?
M: The new landlord says no cats or dogs, but small pets are fine. I've been reading about rescue rabbits. Apparently they should live in pairs.
O: Two rabbits in a one-bed. Your flat will be their flat.
M: Exactly my plan. I've emailed a rescue in Leyton about fostering first.
O: Packing done?
M: Half. I have boxes labelled 'kitchen?' and 'probably books'.
O: Very organised. Need help on moving day? My hamstring is fine for boxes.
M: Really? Funmi won't mind?
O: She said I need to practise carrying things.
"""),
dict(n=6, date="2023-12-10", time="16:50", text="""
M: I'm officially a Walthamstow resident! Thanks again for helping with the move, you carried my whole bookshelf.
O: My hamstring survived. The flat's lovely.
M: It's so quiet. No flatmates. I ate cereal for dinner on the kitchen floor and it was bliss.
O: Ha. How was the first week at Greenlight?
M: Intense but amazing. Everyone cares so much. I'm leading the product for a battery storage dashboard.
O: Sounds like a dream.
M: Also, I'm off to Penang on the 19th for my cousin Jia Hui's wedding. Two weeks in Malaysia!
O: Amazing. Your first time back?
M: First time in four years. My whole family's going. Mum's been sending me outfit options every day.
O: Eat loads of food for me. Char kway teow.
M: Obviously. Have you booked the loft builders?
O: Yes, starting 8th January. We've emptied the loft. Found my old PlayStation 2 and a box of Funmi's school reports.
M: Were they good?
O: Very. 'Funmilayo is a pleasure to teach but talks too much.'
M: Ha. Football?
O: Back on Thursday! Just 20 minutes. I scored. Tapped in from a yard out, but a goal is a goal.
"""),
dict(n=7, date="2024-01-07", time="12:15", opener=False, text="""
O: Happy new year! How was Penang?
M: Happy new year! Incredible. The wedding was massive, 600 guests, a tea ceremony in the morning and a banquet at night. I ate so much I'm still full.
O: Good food?
M: The best. Char kway teow from a hawker stall at Gurney Drive, assam laksa, and my auntie's nyonya kuih. I gained three kilos, happily.
O: Sounds like heaven. Any drama?
M: My uncle gave a 25-minute speech. Half of it was about his durian farm.
O: Ha. My news: I've started a woodworking course!
M: Woodworking? You?
O: An evening class at a community workshop in Croydon, Tuesdays, ten weeks. I've always liked making things with my hands. First week, I made a wooden spoon. It's lopsided but Funmi uses it.
M: That's adorable. What's the end goal?
O: I'd love to make things for the baby. Maybe a little bookshelf for the nursery.
M: That is the most wholesome thing I've ever heard.
O: The loft builders start tomorrow. I'm nervous.
M: Why?
O: They said there'll be dust everywhere, and Funmi's heavily pregnant.
M: Maybe she could stay with her mum for the messy bit?
O: That's the plan, during the worst weeks.
"""),
dict(n=8, date="2024-01-21", time="15:00", text="""
M: Meet Dumpling and Bao!! 🐰🐰
O: WHAT. You got the rabbits!
M: Adopted them last Saturday from the Leyton rescue. A bonded pair of sisters. Dumpling is white and fluffy, Bao is brown with one floppy ear.
O: They're adorable. Are they living in the garden?
M: Indoors mostly, in a big pen in the living room. They've chewed one phone charger already.
O: Welcome to parenting.
M: How's the loft?
O: Dust. Everywhere. They've taken out half the roof and put up scaffolding. Funmi's at her mum's in Thornton Heath for two weeks.
M: Are you okay on your own?
O: I'm eating a lot of jollof. And I finished my first real woodworking project: a little step stool.
M: Another one! You're addicted.
O: I think I am. I love working with my hands after staring at dashboards all day.
M: I get that. I think I'm going to quit the cello.
O: Really?
M: I've skipped three lessons. The rabbits get scared by the noise, and it's expensive. I think I liked the idea of it more than actually doing it.
O: No shame in that.
M: How's the hamstring?
O: Completely fine. I'm back to full games on Thursdays.
"""),
dict(n=9, date="2024-02-11", time="21:20", text="""
O: Look what I made! [photo]
M: Is that a bookshelf?! Olu, it's beautiful!
O: Oak, three shelves, for the nursery. It took six weeks of classes. The instructor, Bernard, said my joints are 'surprisingly tight'.
M: Surprisingly, ha. Is the loft work finished?
O: Almost. The stairs go in next week and then painting. Funmi's back home and picking paint colours. She wants sage green.
M: A sage green nursery, so cute. How were the antenatal classes?
O: Finished last week. I learned how to change a nappy on a doll. I'm very quick.
M: Doll-changing champion. Okay, confession. I returned the cello.
O: You did it.
M: Yep. Five months. I'm slightly relieved. Agnieszka was kind about it.
O: What will you do with your free evenings?
M: Stare at Dumpling and Bao. They do this jumping thing called a binky when they're happy.
O: A binky?
M: A little twisty leap in the air. Bao does one every morning.
O: Is work good?
M: Our battery storage dashboard launched to its first customer! A solar farm in Kent.
"""),
dict(n=10, date="2024-03-03", time="10:00", opener=False, text="""
O: She's here!! 👶
M: OLU!!! When? Tell me everything!!
O: Tuesday the 27th of February, at 4:12am. Two weeks early. 3.1 kilos.
M: Congratulations!!! How's Funmi?
O: A hero. A long labour, 19 hours, but she's recovering well. We came home on Thursday.
M: And the name?
O: Ifeoluwa. Ife for short. It means 'the love of God'.
M: That's beautiful. Ife. I'm crying.
O: I haven't slept in five days and I've never been happier.
M: Did the nursery get finished in time?
O: I painted the last wall on the Sunday before she arrived. The oak bookshelf is in there with all her books.
M: Cutting it fine again!
O: Story of my life. How are the rabbits?
M: Dumpling got sick last week. She stopped eating, which is an emergency for rabbits. The vet said gut stasis. She's fine now after medicine and a lot of syringe feeding.
O: Scary. Glad she's okay.
M: Can I come and meet Ife?
O: In a couple of weeks? Funmi's mum is staying with us now, but after that, definitely.
"""),
dict(n=11, date="2024-03-24", time="14:40", text="""
M: It was so lovely meeting Ife yesterday! She grabbed my finger and didn't let go.
O: She liked you! She doesn't grab everyone.
M: How's paternity leave?
O: I'm on week four. Sleep is a memory. I can change a nappy in the dark in 40 seconds.
M: The doll training paid off.
O: Ha, it did. I'm back at work on the 8th of April.
M: Are you ready?
O: Not at all. But we need the money and Funmi's on leave for a year.
M: Totally. Guess what, I'm going to Japan with my mum in April!
O: Japan! When?
M: 6th to 16th April. Tokyo, Kyoto and Osaka. Cherry blossom season, hopefully.
O: Why with your mum?
M: It's her 65th birthday and she's always wanted to go. Dad doesn't like flying.
O: That's lovely. Who's looking after the rabbits?
M: My neighbour's teenage son, £10 a day. He's very serious about it.
O: Bring me back some Japanese chisels. Apparently they're the best in the world.
M: You're such a woodworking nerd now.
"""),
dict(n=12, date="2024-04-14", time="19:30", opener=False, text="""
O: Welcome back! How was Japan?
M: Unbelievable. The cherry blossoms in Kyoto were in full bloom, the Philosopher's Path was pink everywhere. Mum cried.
O: Amazing. Food?
M: Ramen in Tokyo, okonomiyaki in Osaka, and a kaiseki dinner in Kyoto for Mum's birthday. She wore a kimono.
O: Lovely. Did you get me chisels?
M: I did! A little set from a hardware shop in Kyoto. The shopkeeper taught me how to say 'carpenter' in Japanese.
O: You're the best. I'll make you something with them.
M: A rabbit house?
O: Deal. I'm back at work, by the way. It's weird being in the office again.
M: How's it going?
O: Slowly. My brain's mush. Kev asked for a report and I forgot to attach it three times.
M: Normal. How's Ife?
O: She smiled at me properly on Thursday! Not wind, a real smile.
M: Oh my heart.
O: Funmi says it was at her, but I was closer.
M: The rabbits were fine while I was away. The neighbour's son sent me daily photo reports.
"""),
dict(n=13, date="2024-05-05", time="17:15", text="""
M: I'm finally alive again. That tonsillitis was horrible.
O: You poor thing. How long were you off?
M: Almost two weeks. Fever, couldn't swallow, voice gone. Probably picked something up on the flight home. The antibiotics finally kicked in.
O: Glad you're better. Rest!
M: I am. How was the last woodworking class?
O: Sad! The course is finished. Bernard gave everyone a certificate. I've signed up for the advanced course in September.
M: Of course you have.
O: I've started making the rabbit house for Dumpling and Bao in the shed, with the Japanese chisels.
M: Olu! Really?
O: Two floors and a ramp. It'll be done by June.
M: They'll be the fanciest rabbits in Walthamstow.
O: And the allotment is back on. I planted potatoes, onions and more scotch bonnets. Funmi brought Ife along in the sling.
M: Ife's first time at the allotment!
O: She slept through it. A true gardener.
"""),
dict(n=14, date="2024-05-19", time="09:00", text="""
M: I did something brave. I went open-water swimming at the Walthamstow Wetlands.
O: Isn't it freezing?
M: 14 degrees. I screamed. Then it was amazing. There's a swimming group on Saturday mornings and they're all so friendly.
O: Very different from the cello.
M: I know. I feel alive. I'm going to sign up for a one-mile swim event in July.
O: Love that for you. I have news: I got promoted!
M: OLU! To what?
O: Senior data analyst, leading a team of three. Starting next month.
M: Told you! You're so good at what you do.
O: Thanks. I was worried taking paternity leave would hurt my chances. Sandra said it didn't at all.
M: Sandra's the best. How's Ife?
O: Rolling over! And laughing at the dog next door.
M: When's the naming ceremony?
O: 1st June, at our house. You're coming, right? Funmi's making jollof for 50 people.
M: Obviously! What should I bring?
O: Just yourself. Maybe a dessert.
"""),
dict(n=15, date="2024-06-09", time="18:10", text="""
M: That naming ceremony was the best party I've been to all year.
O: Thanks for coming! And your mango pudding was gone in five minutes.
M: Your aunties made me dance to Fela Kuti for a whole hour.
O: They love you. Aunt Bisi asked if you're single.
M: Haha, tell her I'm married to my rabbits.
O: Speaking of, the rabbit house is done!
M: NO WAY. Can I see?
O: [photo] Two floors, a ramp, a little window, and a sliding door.
M: This is incredible. You're a real carpenter. Can I pick it up next weekend?
O: I'll drive it over on Saturday.
M: Dumpling and Bao will be so spoiled.
O: How's work?
M: Big week. We launched a version of the dashboard for community energy groups. I presented to 200 people at a conference in Bristol. So nervous.
O: You're a natural. And the swimming?
M: Every Saturday! I swam 1.2km last week without stopping.
"""),
dict(n=16, date="2024-06-30", time="20:20", text="""
O: We booked flights to Lagos! August, three weeks.
M: Amazing! Ife's first big trip!
O: My parents haven't met her yet. My mum has already planned a second party.
M: Of course she has. Is Ife's passport sorted?
O: It just came this week. The passport photo looks like a grumpy potato.
M: I need to see that.
O: [photo]
M: Oh, she's so cross. I love it.
O: How are the rabbits enjoying the house?
M: They LOVE it. Bao sleeps upstairs, Dumpling guards the ramp. It's in every photo I take now.
O: Glad. When's your swim event?
M: 20th July, at the Royal Docks. One mile. I'm nervous.
O: You'll be fine. We'll come and cheer, Ife will be wearing ear defenders.
M: Ha. Can you believe we met over a broken spreadsheet at Cargoline two years ago?
O: And now you're an aunty to my daughter.
M: Best promotion ever.
"""),
]
