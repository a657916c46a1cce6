# Conversation B: Elena & Kwame, 20 sessions, Jun 2022 - Apr 2023.
# All content is invented. Each session: (session_no, "YYYY-MM-DD HH:MM", shape, turns_text)
# turns_text lines are "E: ..." (Elena) or "K: ..." (Kwame).

CONVERSATION = "Elena and Kwame"
FOLDER = "elena_kwame"
SPEAKERS = {"E": "Elena", "K": "Kwame"}

SESSIONS = [
(1, "2022-06-05 16:10", "b", """
K: Elena! Are you sitting down?
E: I'm lying down, I just got off a night shift. What's up?
K: I did something impulsive. I signed up for the Lakeshore Sprint Triathlon.
E: You?? The man who once took a cab four blocks?
K: That was one time and it was raining! But yes. 750 meter swim, 20 km bike, 5 km run. My first triathlon.
E: That's amazing! Can you swim?
K: Technically. I can do a very panicked breaststroke. The swim is in open water, in the lake, which terrifies me.
E: You have time to learn. I'm proud of you for even signing up.
K: Thanks. I needed something outside of work. Halloway & Price has me designing a six-storey parking garage. It's the least inspiring building on earth.
E: A parking garage! Didn't you become an architect to build libraries and museums?
K: Exactly. I dream about libraries and I draw ramps for Hondas. Anyway, how are you? How was the night shift?
E: Long. A really sick little boy came in with RSV at 2am. He's stable now. The pediatric ICU never gets easier, but the kids are so tough.
K: I don't know how you do it.
E: Coffee and stubbornness. And Noah makes me breakfast when I get home. He's on a 24-hour shift at the fire station tomorrow, so we're trading off.
K: Two heroes in one house. How's the balcony garden?
E: The tomatoes are finally flowering! Six plants in buckets. Noah thinks it's too many. It's not.
K: It's never too many tomatoes. Juniper just knocked my model of the garage off the desk, by the way.
E: Good. She's a critic. How is that grey little menace?
K: Spoiled. She sleeps on my drafting table and judges my line weights.
E: Ha. Okay, I'm going to sleep for twelve hours. Start swimming!
K: Goodnight! Or good morning. Whatever it is for you.
"""),

(2, "2022-06-21 21:30", "a", """
E: I climbed my first fourteener last Saturday!
K: A what?
E: A mountain over 14,000 feet. Colorado has a bunch of them. I hiked Mount Bierstadt with Noah, 14,060 feet.
K: That's huge! How was it?
E: Hard! We started at 5am to beat the afternoon thunderstorms. The last bit is a scramble over big rocks and the air is so thin. But the view from the top! I could see for a hundred miles.
K: I'm getting altitude sickness just hearing about it.
E: I had a little headache. Noah was fine, of course. He carried all the snacks.
K: A good man. So what's next, Everest?
E: Ha. More of these, probably. Noah wants to do Grays and Torreys next.
K: How did I become friends with such outdoorsy people?
E: You're doing a triathlon! You're one of us now. How's the swimming?
K: I joined an open water swim clinic at Cherry Beach. Wednesday evenings. The water was 16 degrees last week.
E: Brrr. Do you have a wetsuit?
K: I rented one. I look like a seal. A nervous seal.
E: A nervous seal who's going to crush this triathlon.
K: We'll see. Did you do anything for Noah's birthday? It was this week, right?
E: Sunday! I made him alfajores from my dad's recipe. Dulce de leche, the whole thing. My dad's Argentine, so it's practically law in our family.
K: I don't know what those are but I want some.
E: Little sandwich cookies with dulce de leche and coconut. I'll mail you some.
K: Please. How's your family doing?
E: Good! My brother Tomas and his wife Lucia are expecting their first baby. I'm going to be an aunt!
K: Congratulations, Tia Elena!
E: I'm already buying tiny socks.
K: My family is good too. My mom wants me to visit my grandmother in Ghana this winter. She turns 90 in December.
E: Ninety! You should go.
K: I think I will. Okay, off to the pool. Yes, at 9:30pm.
E: Go, seal!
"""),

(3, "2022-07-06 20:50", "a", """
K: Happy belated Canada Day to me, happy belated Fourth to you!
E: Ha, happy belated everything. Did you see fireworks?
K: From my roof. Very loud, very beautiful.
E: Noah was working, so I watched ours from the hospital parking lot on my break.
K: Glamorous.
E: Very. Okay, I have two things to tell you. First: I've been thinking seriously about going back to school to become a nurse practitioner.
K: Oh, that's a big deal! What made you decide?
E: I love the ICU, but the night shifts are wrecking me, and I want to follow kids over time instead of only seeing them on their worst days. A pediatric nurse practitioner can do checkups, diagnose, prescribe, and be their regular provider.
K: That sounds exactly like you. What does it take?
E: A master's or doctoral program, two to three years. I talked to my manager and she said she'd write me a recommendation.
K: That's a great sign. And the second thing?
E: I started bouldering! A coworker took me to her climbing gym, The Crux, and I'm hooked. My forearms are destroyed.
K: Bouldering is the climbing without ropes, right?
E: Yes, short walls with crash pads. It's like solving a puzzle with your whole body.
K: You really have become a mountain goat. My news: I bought a bike! A used blue Cannondale road bike from Marketplace, $600.
E: Nice! Is it your size?
K: Mostly. The seller was a very tall dentist. I had to get the seat lowered and new pedals, and I already fell over once at a red light because of the clip-in shoes.
E: Everyone does that once. Everyone.
K: Good to know my shame is universal. I rode 40 km on the Martin Goodman Trail on Sunday.
E: Amazing! How's the swimming?
K: Getting better. I can do 200 meters of freestyle before I start to panic.
E: Progress!
K: Slowly. Okay, I should sleep. Have fun at the gym!
E: Thanks! Good luck not falling over at red lights.
"""),

(4, "2022-07-24 18:15", "b", """
E: I'm back from camp!
K: Camp? Like, s'mores camp?
E: Sort of! I volunteered for a week as the camp nurse at a summer camp for kids with type 1 diabetes, up in the mountains near Estes Park.
K: That's amazing. What does a camp nurse do?
E: Check blood sugars at 2am, count carbs at every meal, treat a lot of scraped knees. But mostly the kids just get to be kids (canoeing, archery, campfire songs) and not feel different.
K: That's really lovely.
E: It was the best week of my year. One eight-year-old learned to do her own insulin injection and she was SO proud. I cried in the supply cabin.
K: You're really good with kids, you know that?
E: They're my favorite people. How are you? How's work?
K: Bad. My boss took credit for my design in a client meeting on Thursday. A whole facade concept I spent three weekends on. He presented it as "our team's idea" and by the end it was "my idea."
E: Ugh, that's awful. Did you say anything?
K: Not in the meeting. Afterward he said I was "too junior to present." I'm thirty-three.
E: Kwame, that's not okay. Are you thinking of leaving?
K: I think about it every day. I've been talking to my old colleague Grace about maybe starting something of our own.
E: Your own firm! That would be amazing.
K: It's scary. No steady paycheck. But I'd get to design things I actually care about.
E: You have to at least explore it. How's training?
K: I did my first brick workout yesterday, bike then run. My legs felt like jelly for the first kilometre of the run.
E: Jelly legs are normal. Noah says hi, by the way. He's on the couch with a sunburn.
K: Ha. Tell him hi back.
E: Also the Dolomites trip is officially booked! A hut-to-hut trek with Noah.
K: Where's that?
E: Northern Italy. These dramatic limestone mountains. We'll sleep in mountain huts called rifugios and eat polenta every night.
K: Sounds like a dream.
E: I can't wait. Okay, going to shower off the camp dirt.
K: Go! Proud of you, camp nurse.
"""),

(5, "2022-08-10 19:00", "a", """
E: We leave for Italy on Friday!! I'm packing my backpack for the fifth time.
K: Italy! How long is the trek?
E: Eight days of walking. We fly into Venice, take a bus up to the mountains, and go from hut to hut.
K: What are you bringing? I need to live vicariously.
E: Two shirts, one fleece, a rain jacket, a first aid kit that's honestly a small hospital, and a Kindle.
K: A nurse's first aid kit. Of course.
E: You never know! How's everything in Toronto?
K: Big news. Grace and I had dinner last night and we're seriously doing it. We're going to start our own studio.
E: KWAME! Really??
K: Really. We're going to write a business plan this month, and then I'll have to quit Halloway & Price. Terrifying. Grace has some savings and a potential first client.
E: I'm so excited for you. What will it be called?
K: Probably Osei & Liu. Very original, I know.
E: Classic. Like a real architecture firm.
K: It'll be a real architecture firm! Small, but real. We want to focus on community buildings: libraries, schools, rec centres.
E: The libraries dream!
K: The libraries dream. Okay, tell me about climbing. Are you still at it?
E: Three times a week now. I sent my first V3 on Monday! It's an overhang problem with a big jump at the end.
K: I understood maybe half of that, but congratulations.
E: It means I finished a harder route, lol. My fingers are calloused like an old guitarist's.
K: Ha. I've been trying woodworking too, for something off-screen. I'm taking a Saturday class at a community shop. This week I made a cutting board.
E: You're becoming so handy. Will you make me one?
K: If it survives the mail. Okay, go pack. Take lots of photos.
E: I will! Buon viaggio to me!
"""),

(6, "2022-08-28 17:30", "b", """
E: We're back! Eight days on the Alta Via 1 and I'm a different person.
K: Welcome back! Tell me everything. Was it as dramatic as the photos?
E: More. Jagged grey peaks, meadows full of cows with bells, and the huts were amazing. You arrive sweaty and they give you a beer and a giant plate of polenta and cheese.
K: That sounds like heaven.
E: It was. The best day was walking under the Tofane with clouds below us. Noah got terrible blisters on day three, so I taped his feet every morning. Nurse on duty.
K: Always working. Did you see the Tre Cime? My sister had a poster of it.
E: Not this time, that's a different route. Next time! How was your August?
K: Very productive. Grace and I finished the business plan. And I swam one kilometre in Lake Ontario without stopping!
E: Without stopping! That's huge!
K: It felt huge. I kept my head down, counted strokes, and didn't let myself think about what's under me.
E: That's the trick. Are you feeling ready for race day?
K: Mostly. I'm nervous about the swim start. Two hundred people thrashing around at once.
E: Stay on the outside edge. Let the fast people go.
K: Good advice. What about nursing school? Have you decided?
E: I'm doing it. I enrolled in an online statistics course because it's a prerequisite for the programs I'm looking at. Homework at 36 years old.
K: Ha. You're a baby.
E: I feel like one when I do the homework. Statistics hates me.
K: You'll win. Did you bring me anything from Italy?
E: A bag of speck and a tiny cowbell. Mailing it this week.
K: A cowbell. My neighbours will hate that.
E: That's the point. How's woodworking?
K: I'm learning to use the table saw without losing fingers. All ten intact so far.
E: Keep it that way.
"""),

(7, "2022-09-13 20:05", "b", """
K: I AM A TRIATHLETE.
E: YOU DID IT!! When? How??
K: On Sunday! 1:26:50. Not fast, but I finished, and I didn't drown.
E: Tell me about the swim!
K: The start was chaos. Someone kicked me in the goggles in the first 50 meters, and I panicked and flipped onto my back. I did backstroke for a minute, calmed down, then switched to freestyle. After that it was fine.
E: That's exactly right. You handled the panic. So proud of you.
K: The bike was my favorite part. I passed like thirty people.
E: And the run?
K: Ugly but effective. My sister was at the finish line with a sign that said "FINALLY A REASON TO BUY LYCRA."
E: Hahaha. I love her.
K: And that's not even the big news. I handed in my notice at Halloway & Price this morning.
E: WHAT. Today??
K: Today. My boss turned red and then very politely asked if it was about money. I said it was about wanting to design libraries instead of parking garages.
E: You're brave. What did Grace say?
K: She sent me eleven champagne emojis.
E: As she should. How do you feel?
K: Terrified and free. Like after the swim. How about you? How's climbing?
E: Going great. I'm at the gym three times a week, working on V4s. My hands are a mess.
K: The most badass nurse in Denver.
E: Ha. Speaking of, Noah got deployed to California to help with a wildfire for two weeks. The house is so quiet.
K: That sounds scary. Is he okay?
E: He's fine, just exhausted. His crew is doing structure protection near a small town. He calls when he can.
K: Give him my best. And get some sleep yourself.
E: I'll try. Congrats again, triathlete!
"""),

(8, "2022-09-29 21:20", "a", """
E: Okay, I did it. I submitted my application on Monday!
K: To the nurse practitioner program?
E: Yes! The pediatric nurse practitioner program at the University of Colorado. Three essays, three recommendations, and a very long form. Now I wait for interview invitations.
K: That's so exciting. I'm crossing everything.
E: Thank you. And how's your last week?
K: Tomorrow's my last day at Halloway & Price. They're giving me a cake. I think it's a passive-aggressive cake.
E: Is there such a thing?
K: It says "Good Luck" in very small letters.
E: Lol. When does the studio open?
K: Monday! Osei & Liu, officially. We're renting two desks at a coworking space until we can afford an office.
E: I'm so excited for you. Big week for both of us.
K: It is. Is Noah home yet?
E: He got back last Friday. He slept for about 20 hours. Then he asked if we could get a dog.
K: A DOG? Finally!
E: We've talked about it forever. If I switch to a day job once I'm in school, I'll be home more, so it feels right. We're looking at rescues. Probably an older dog, something calm that can handle our work schedules.
K: You'd be great dog parents. I'm firmly a cat man, but I'll allow it.
E: Ha. Noted. How's woodworking?
K: I started a side table out of walnut. It's very ambitious for a beginner. I've already recut one leg three times.
E: Measure twice, cut once!
K: I measured six times and still cut wrong.
E: Ha. Okay, I have a shift tomorrow. Good luck on your last day!
K: Thanks. Here's to new chapters.
"""),

(9, "2022-10-15 15:40", "a", """
E: Meet Pepper!! I'm sending you a picture right now.
K: OH. A dog! You got a dog! She's beautiful. So skinny and elegant!
E: We brought her home last Saturday. She's a retired racing greyhound, four years old, brindle. She raced in Florida for two years before the track closed.
K: A former athlete! Like me.
E: Exactly like you. Except she runs 70 km/h.
K: How is she settling in?
E: She's so sweet and so weird. She's never seen stairs before, so we have to carry her up to the bedroom. And she does zoomies in the park and then sleeps for five hours.
K: Ha. How is she with the neighbors' cats?
E: She's cat-tested! Greyhounds sometimes chase small animals, but she just ignores cats. Sorry, I know you were hoping for chaos.
K: Lol, good.
E: How's the studio?? Two weeks in!
K: Amazing and exhausting. We're at a coworking space in Leslieville, two desks by a window. I spend half my day doing accounting, which is not what they taught in architecture school.
E: The joys of running a business.
K: But we pitched our first real project yesterday: a renovation of a neighbourhood library branch in Scarborough. The city is taking bids and we're one of five firms.
E: A library!! The dream!
K: The dream. Fingers crossed. Grace did the budget, I did the design concept. Lots of daylight and a kids' reading area.
E: They'd be crazy not to pick you.
K: We'll find out in a month. Also the walnut side table has four legs of equal length now. Progress.
E: Ha! Progress.
K: How is the NP application?
E: Waiting. Trying not to check my email.
K: Send me a Pepper picture every day.
E: That's a promise I can keep.
"""),

(10, "2022-11-01 20:30", "b", """
K: Happy Halloween-hangover day!
E: Ha! What were you for Halloween?
K: Frank Lloyd Wright. Cape, porkpie hat, cane. Nobody at the party knew who I was except one other architect, who screamed.
E: Hahaha. The niche costume.
K: And I have news. I have a new family member.
E: ???
K: A kitten! Last Tuesday I heard meowing behind the coworking space, and there was this tiny black kitten with white socks hiding behind the recycling bins. Nobody claimed him, so he's mine now. His name is Pixel.
E: PIXEL. Oh my gosh. How's Juniper taking it?
K: She hissed at him for three days straight and now she pretends he doesn't exist. Pixel thinks she's his mom. He follows her everywhere.
E: That's adorable. A grumpy old lady and a chaos baby.
K: Exactly. What about you? Costume?
E: I worked Halloween. We dressed up for the kids on my unit. I was a bumblebee. We did a little parade down the hallway with the kids who could walk and pulled the others in wagons.
K: That's incredibly sweet.
E: It was a good day. But I have some bad news: I hurt my finger climbing.
K: Oh no! What happened?
E: I was on a crimpy V4 and heard a pop in my ring finger. The sports doctor said it's an A2 pulley strain, basically an injury to the sheath that holds the tendon. Six to eight weeks with no climbing and lots of taping.
K: Six to eight weeks! How are you feeling about that?
E: Honestly... kind of relieved? Which is weird. I'll think about it.
K: Maybe it's a sign. How's Pepper?
E: Pepper is perfect. She's learned stairs! Up only. Down is still a negotiation.
K: Baby steps. Literally.
E: Ha. Okay, send me Pixel pictures.
K: Already sending twelve.
"""),

(11, "2022-11-17 22:15", "b", """
E: I'M AN AUNT!
K: The baby's here!! Congratulations!
E: Tomas and Lucia had a baby girl on Monday. Isabel Rosa. 7 pounds 2 ounces, lots of black hair.
K: Isabel! Beautiful name. How's everyone doing?
E: Tired and happy. I held her yesterday and she grabbed my finger (my good finger, luckily) and I just melted.
K: Ha, the good finger. You're going to be the fun aunt.
E: I'm going to be the aunt who teaches her to hike and gives her too much ice cream.
K: Perfect. I have news too. We got the library project!
E: NO WAY. The Scarborough library?
K: The Scarborough library! The city called on Tuesday. It's a full renovation and a small addition. It's our first big contract.
E: Kwame, that's incredible! Osei & Liu is real!
K: It's real! Grace and I went to a bar and just stared at each other for an hour.
E: You deserve it. And... any other news? You sound extra happy.
K: Maybe. I met someone.
E: WHAT. Details.
K: Her name is Imani. We met at my friend Joel's board game night two weeks ago. She beat everyone at Catan and then explained jazz chord theory to me for an hour.
E: She sounds amazing. What does she do?
K: She's a music teacher at a high school. And she plays in a band on weekends.
E: Have you been on a date?
K: One! We went for ramen. I'm seeing her again on Saturday.
E: I love this. I want updates.
K: You'll get them. How's Pepper?
E: Sleeping 18 hours a day. Professional napper.
K: Living the dream.
E: Tell me about the date after Saturday!
K: Promise.
"""),

(12, "2022-12-04 16:45", "a", """
E: So I made a decision this week.
K: About nursing school?
E: No, about climbing. I'm quitting. I cancelled my membership at The Crux.
K: Really? You loved it!
E: I did at first. But when the doctor told me to take six weeks off, I felt relief, and I realized I'd started to dread the gym. The ego, the constant pushing for harder grades, my hands always hurting. It stopped being fun.
K: That makes sense. Better to stop than to force it.
E: Exactly. And I picked up something much calmer: knitting! I'm watching YouTube tutorials and making a scarf. It's very lumpy.
K: From bouldering to knitting. What a journey.
E: My finger approves. It's the only hobby where my hands don't bleed.
K: Ha. Is the scarf for anyone?
E: Noah. He's pretending to be excited about it.
K: He's a good actor, then. Okay: second date with Imani happened. And a third.
E: Three dates! Tell me.
K: She took me to hear her play saxophone at a jazz bar on Queen Street. She's incredible. I didn't know a saxophone could sound that sad and that happy at the same time.
E: Kwame, you sound smitten.
K: I'm very smitten. And in other news, I'm flying to Ghana on the 15th for my grandmother's 90th birthday!
E: The big birthday! Where is the party?
K: In Kumasi, where she lives. The whole extended family is coming. My mom has been shipping boxes of gifts for a month.
E: That's so special. How long are you going for?
K: Three weeks. I'll be back in early January. Grace is handling the library project while I'm away, and my neighbour is feeding Juniper and Pixel.
E: Pixel will miss you.
K: Pixel won't notice. Juniper will be furious.
E: Have the best time. Eat everything.
K: Jollof, fufu, kelewele. It's happening.
E: Oh, and one more thing: I got an interview for the NP program! January 12th.
K: YES! Amazing.
"""),

(13, "2022-12-20 14:30", "b", """
K: Greetings from Kumasi! It's hot, it's loud, it's wonderful.
E: How was the birthday?!
K: Unforgettable. Grandma's party was on Sunday. Over two hundred relatives, a tent in the compound, drummers, and everyone in matching kente cloth. She danced for an hour. Ninety years old!
E: That's incredible. Did you give a speech?
K: I did, in Twi and English. My Twi is rusty and my aunties laughed at my accent, but Nana Akosua held my hand the whole time.
E: I'm tearing up. That's beautiful.
K: I'm really glad I came. It's been seven years since I was last in Ghana. I'd forgotten how much I love it here.
E: You should go more often.
K: I'm going to. I want to bring Imani next time.
E: Oh, it's serious serious.
K: Don't tell her I said that yet. How are you? How's the knitting?
E: I finished the scarf! And then I knitted a sweater for Pepper, because she has no body fat and shivers on walks.
K: PEPPER IN A SWEATER. Photos, please.
E: Sending now. It's red and white striped. She looks like a candy cane.
K: I'm dying. That's the best thing you've ever made.
E: I'm working Christmas Eve and Christmas Day, so she'll be wearing it while I'm gone, for moral support.
K: Working Christmas. That's hard.
E: It's okay. The kids on the unit get visits from Santa and the therapy dogs. It's actually a sweet day. And then on the 27th we're seeing Isabel for her first Christmas with the family.
K: Baby's first Christmas!
E: I bought her a tiny Christmas dress. My brother says she looks like a tomato.
K: Ha. Merry Christmas, Elena.
E: Merry Christmas! Give your grandmother a hug from a stranger in Colorado.
"""),

(14, "2023-01-08 19:10", "a", """
K: I'm back in Toronto and it's -15. Why do I live here.
E: Ha! Welcome back. How are Juniper and Pixel?
K: Juniper ignored me for two days to punish me. Pixel forgot who I was. And... I came home to a new roommate.
E: ...Imani?
K: Ha, no. A tortoise. My friend Marco moved to Vancouver for a job and couldn't take him, so I adopted Sheldon. He's a twenty-year-old Russian tortoise.
E: A TORTOISE. Kwame, you're building a zoo.
K: Two cats and a tortoise is not a zoo. It's a small menagerie.
E: How are the cats taking it?
K: Juniper ignores him completely. Pixel tried to ride on his shell, and Sheldon just kept walking, very slowly, with a kitten on his back.
E: That's the best mental image.
K: I'll send a video. How are you? Happy New Year!
E: Happy New Year! Quiet one. Noah and I had a fondue night at home and fell asleep at 11:30.
K: Peak adulthood. Ready for the interview?
E: It's Thursday. I'm practicing answers with Noah every night. "Tell us about a time you advocated for a patient." I have too many stories.
K: Pick the one that makes you cry.
E: Ha. Good strategy. What are your resolutions?
K: Keep the studio alive, spend more time with Imani, and train for an Olympic-distance triathlon this summer. Double the distance.
E: Of course you are! I knew you'd get hooked.
K: Once you're a triathlete, you can't go back. It's like a cult with bikes.
E: Ha. My resolution: nail the interview, and maybe finally buy a house.
K: A house! In Denver? Isn't it expensive?
E: Very. But our lease is up in March, and Pepper needs a yard.
K: Pepper's needs come first.
E: Obviously.
"""),

(15, "2023-01-24 21:00", "a", """
E: The interview happened!
K: How did it go??
E: I think well? It was a panel of three: two professors and a pediatric nurse practitioner from a clinic. They asked about a hard case, about why pediatrics, and about how I handle conflict with doctors.
K: What did you say for "why pediatrics"?
E: That kids tell you the truth, and their families let you into the scariest moments of their lives, and I want to be there for the good moments too. One of the professors nodded a lot.
K: Nodding is good. When will you hear?
E: Early February. And other huge news: our offer on a house was accepted!
K: WHAT! Elena!
E: A little brick house in Lakewood. Two bedrooms, a creaky porch, and a huge fenced backyard for Pepper. We close in mid-February.
K: A fenced backyard! Pepper is going to lose her mind.
E: I know! And there's space for a real vegetable garden. No more buckets on the balcony.
K: The tomato empire expands.
E: Exactly. How are things with you? How's Imani?
K: Really good. We went to Montreal for a long weekend. Bagels, jazz, walking in the snow. Things are getting serious.
E: I love this for you!
K: Me too. Also I finished the walnut side table! It only took four months. I've started a bookshelf for my living room now.
E: You'll be building houses next.
K: I do that for work! But with computers.
E: Ha. How's the library project going?
K: Design phase. We're doing a community consultation next month to hear what people want.
E: You'll have to send me pictures when it's done.
K: Of course.
"""),

(16, "2023-02-09 18:30", "b", """
E: KWAME. I GOT IN.
K: THE PROGRAM?!
E: The pediatric nurse practitioner program! I got the acceptance email on Tuesday. I read it in the hospital bathroom and screamed into a paper towel.
K: ELENA!!! I'm so proud of you!
E: I start in August. Three years, part-time, so I can keep working.
K: Future nurse practitioner Elena. It suits you.
E: I'm going to cry again. Noah bought a cake that says "Nurse Practitioner-to-be." The bakery misspelled practitioner.
K: Ha! Classic.
E: And we're moving on the 18th. Everything's in boxes. Pepper is very suspicious of the boxes.
K: A big month for you.
E: It's a lot. How are you?
K: Also big news: the studio hired our first employee! A junior designer named Farah. She's brilliant. She builds models faster than I do.
E: You're a boss! A real boss!
K: It's strange. I'll have to do performance reviews one day. I hated those.
E: You'll be a kind boss. Better than your old one.
K: Low bar, but thank you. Oh, and Pixel got neutered this week. He's wearing a cone and walking into walls.
E: Poor baby.
K: Juniper is enjoying it far too much.
E: Ha. Sibling rivalry.
K: How's the knitting going?
E: I'm knitting a baby blanket for Isabel. Yellow, with little ducks. It's taking forever.
K: She's going to love it.
E: She's going to drool on it. Which is a form of love.
K: Good luck with the move!
"""),

(17, "2023-02-26 15:00", "b", """
E: We moved into the house last weekend!
K: Congrats, homeowner! How's it going?
E: Chaos, but wonderful chaos. Noah's fire station buddies helped us move, so it took two hours instead of a whole day.
K: That's the benefit of firefighter friends.
E: Exactly. And Pepper! The first time she saw the fenced backyard she ran laps for ten minutes straight, full speed, ears flapping. Then she lay in the sun and didn't move for three hours.
K: She's home.
E: She's home. I'm already planning the vegetable garden: tomatoes, peppers, beans, and some herbs by the kitchen door.
K: You're going to need a farm stand.
E: Noah says I'm not allowed more than ten tomato plants. We'll see.
K: Ha. Good luck, Noah.
E: How's the library project?
K: We had the community consultation on Wednesday. About sixty people came. The kids' favorite idea was a reading nook shaped like a hollow tree, so we're designing one.
E: That's adorable. You have to do it.
K: We will. And Imani met my parents at Sunday lunch last week.
E: Oh wow! How did it go?
K: Amazing. My mom made jollof rice and grilled tilapia, and Imani brought a cake. My dad asked her approximately four hundred questions about music and she handled all of them.
E: Meeting the parents! It's getting real.
K: It is. My mom texted me afterward: "She is good. Don't mess it up."
E: Hahaha. Moms.
K: Work is busy too. Farah is already running the model shop.
E: I'm so happy things are working out for you.
"""),

(18, "2023-03-14 20:40", "a", """
K: Okay, I have some studio news.
E: Tell me!
K: Our library concept won a Toronto Emerging Design Award! Grace and I went to the ceremony in rented suits.
E: KWAME! An award! Less than six months after you opened!
K: I know. The jury liked the tree-shaped reading nook the most. The kids were right.
E: Listen to the children, always. I'm so proud of you.
K: Thanks. Also, I registered for the Kawartha Olympic Triathlon in July. 1.5 km swim, 40 km bike, 10 km run.
E: Double the sprint! Are you nervous about the swim?
K: I'm swimming at the pool three mornings a week. I'm less scared of the water than last year. I actually kind of like it now.
E: Look at you. The nervous seal is now a confident seal.
K: A confident seal with goggle marks on his face. How are you? How's the house?
E: Amazing. My first seedlings sprouted under grow lights in the basement: tomatoes, peppers, and basil. And then Pepper ate an entire seed tray.
K: NO.
E: Dirt and all. She was fine. The basil was not.
K: RIP basil. How's Noah?
E: He got promoted to lieutenant! He'll be leading his own crew at the fire station.
K: That's amazing! Tell him congratulations.
E: I will. He's pretending to be chill about it, but he wore his new badge around the house all evening.
K: Ha, deserved.
E: How's Imani?
K: Wonderful. She's been playing at a new jazz bar on Fridays, and I've become the guy in the front row clapping too loud.
E: The best kind of guy.
"""),

(19, "2023-03-30 19:25", "b", """
E: Big family news: Isabel's baptism is a week from Sunday, on Easter, and Tomas asked me to be her godmother!
K: Godmother! That's such an honor.
E: I cried, obviously. I'm going to be the best godmother. I'm finishing her duck blanket in time to give it to her.
K: The famous duck blanket! Perfect gift.
E: How are you? Anything new?
K: Yes. Imani and I talked this weekend, and we decided she's moving in with me on May 1st.
E: WHAT! Kwame! That's huge!
K: It's happening fast, but it feels right. She's over almost every night anyway. Pixel already sleeps on her side of the bed.
E: The cat has approved. That's the real test.
K: Juniper is still deciding. And Sheldon doesn't have opinions.
E: Ha. Is your place big enough for two people, two cats, a tortoise, and all her music gear?
K: Honestly, no. We're going to start looking for a bigger apartment soon. Maybe with a room for music.
E: And a woodshop for you.
K: I finished the bookshelf, by the way! Solid oak, five shelves. I gave it to Imani for her records. She cried a little.
E: Everyone's crying this month. It's the season.
K: Apparently. How's the nursing program?
E: Orientation is in August, but they sent a reading list already. I've started a pharmacology textbook on my breaks. It's very dense.
K: Dense is good for a future prescriber.
E: Ha. Also the garden: I planted peas and spinach outside this week. It's still cold, but they can handle it.
K: You're a farmer now.
E: A very small farmer. Pepper is supervising.
"""),

(20, "2023-04-16 17:45", "a", """
E: Happy belated Easter!
K: Happy Easter! How was the baptism?
E: Beautiful. Isabel was baptized last Sunday at my parents' church. She wore the dress my mom wore for her own baptism, and she screamed through the whole thing. The priest said it's good luck.
K: Ha, the lungs of a future opera singer.
E: That's what my dad said! He cried. Then he made asado for thirty people.
K: An Argentine feast, I assume?
E: Of course. And he announced that he wants the whole family to go to Mendoza next year to meet his cousins. Noah and I are actually planning it. Argentina, next spring.
K: You have to! Wine country and mountains.
E: I want to hike in the Andes. Noah wants to drink Malbec. We'll compromise.
K: Perfect compromise.
E: How's your week been?
K: Good! Training is going well. I did a 2 km swim in the pool without stopping. And Imani and I started looking at apartments. We need a second bedroom for her music and my drafting table.
E: And space for the menagerie.
K: Sheldon needs a sunny corner, Pixel needs things to climb, and Juniper needs to be left alone. Very specific requirements.
E: Ha. Any good ones so far?
K: One in the Junction with a big sunny living room. We're seeing it again next week.
E: Fingers crossed! Garden news: the tomatoes are transplanted into the raised beds. We had hail on Thursday, and I covered them with buckets in my pajamas.
K: Dedicated farmer.
E: Very dedicated. Pepper thought it was a game.
K: How's Noah's new role?
E: He loves it. He's a natural leader. His crew calls him "Lieutenant Dad."
K: Ha. Okay, I need to go feed a tortoise.
E: Sentence of the year. Talk soon!
"""),
]
