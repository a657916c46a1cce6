# Pair 1: Marisol (Chicago pastry cook -> head baker/partner) and Declan (Portland chemistry teacher).
# Compact authoring format, one turn per line:
#   M: text                      (speaker initial, colon, text)
#   D: [img: caption | query] text   (photo-sharing turn, LoCoMo-style caption + search query)
# All people, businesses and events are invented.

PAIR = {
    "folder": "Marisol_Declan",
    "sample_id": "conv-md",
    "speakers": {"M": "Marisol", "D": "Declan"},
    "speaker_a": "Marisol",
    "speaker_b": "Declan",
    "full_names": {"Marisol": "Marisol Vega", "Declan": "Declan Shaw"},
    "exporter": "Marisol",
}

SESSIONS = [
(1, "7:14 pm on 11 March, 2023", "locomo", """
M: Hey Declan! It's been forever since we actually talked instead of just sending memes. How's Portland treating you?
D: Marisol! So good to hear from you. Portland is gray and drizzly as always, but I'm hanging in there. How's life in the pastry kitchen?
M: Honestly, exhausting. I'm still at the Larkspur Hotel and my shift starts at 4 am, so I'm basically a vampire who smells like butter.
D: Ha, that's a mental image. Are they at least paying you decently for those hours?
M: Not really. It's $44,000 a year, which in Chicago doesn't go far. Tess and I split the rent on our place in Pilsen, so that helps.
D: That's rough. You've always talked about doing your own thing though. Any movement on that?
M: Actually yes! I've been thinking about a weekend pop-up, just selling conchas and cardamom buns at a market. Small, low-risk, see if people bite.
D: People will absolutely bite. Your conchas at Tess's birthday were legendary.
M: Aww, thank you. What about you? How's the teaching life?
D: Busy. I've got four sections of chemistry this semester plus the Science Olympiad team. We had regionals last weekend and the kids qualified for state!
M: No way, that's amazing! What events do they compete in?
D: All sorts. A bridge-building one, a forensics one, a thing where they build a little car powered by a mousetrap. The bridge kids are my secret weapons.
M: I love that you coach that. I bet they adore you.
D: They tolerate me, which in teenager is pretty much adoration. Oh, and I did something new. I started cello lessons back in January.
M: Cello?? Since when are you musical?
D: [img: a photo of a cello leaning against a music stand in a living room | cello music stand living room] Since never, which is the problem. This is my rental. My teacher says I have "enthusiastic bowing."
M: That's a very polite way of saying loud. Still, it looks beautiful. Is it hard?
D: Brutally. My fingertips hurt all the time. But it's nice to be bad at something and slowly get less bad.
M: That's a healthy way to think about it. Anything else new?
D: I've been looking at adopting a dog. My building finally allows pets, and I keep reading about retired greyhounds that need homes.
M: A greyhound! They're so elegant. Do they need tons of exercise?
D: Apparently they're couch potatoes who sprint for two minutes and then nap for twenty hours. Which honestly sounds like my ideal roommate.
M: Ha! Keep me posted. I need dog pictures in my life.
D: Will do. And keep me posted on the pop-up. I want a full report.
"""),

(2, "10:32 am on 26 March, 2023", "locomo", """
D: Morning, Marisol! I just got back from a long run and I'm rewarding myself with an enormous breakfast.
M: Good morning! A long run on a Sunday morning? Who are you?
D: I know. I signed up for the Bridges Marathon in October, so I'm building my base. I did eight miles yesterday and ten today.
M: A full marathon! That's a huge commitment. How are your legs holding up?
D: So far so good, just a little tight in the shins. I bought new shoes last week, so hopefully that helps.
M: Careful with those shins. My cousin got shin splints training for one and was out for months.
D: Noted. I'll stretch more, I promise. How's the pop-up plan going?
M: It's officially happening! I got a stall at the Pilsen farmers market starting next month, every other Saturday.
D: That's huge! What's on the menu?
M: Conchas, cardamom buns, and guava pastelitos. I've been testing recipes all week and our freezer is full of rejects. Tess is thrilled.
D: Tess is living the dream. Do you have a name for the stall?
M: I'm calling it Sunrise Sweets, since I'm always up before sunrise anyway.
D: That's perfect. Honestly, that's going to look great on a sign.
M: [img: a photo of a tray of pink and yellow conchas on a cooling rack | conchas cooling rack] Here's this morning's test batch. The pink ones are strawberry.
D: Those look incredible. I'm hungry again and I just ate.
M: Ha, I'll ship you some someday. How's the cello going?
D: Slowly. I'm working on a simplified Bach minuet and it sounds like a goose being stepped on.
M: Every musician starts with geese. You'll get there.
D: That's my new motto. Anyway, I should stretch before my legs lock up. Good luck with the test batches!
M: Thanks! Go stretch those shins!
"""),

(3, "4:05 pm on 9 April, 2023", "messages", """
D: You will not believe the weekend I just had.
M: Tell me everything!
D: The Science Olympiad state tournament was yesterday in Corvallis. My team placed second at state! Second out of 38 schools!
M: DECLAN! That's incredible! Are the kids over the moon?
D: They screamed so loud on the bus home that the driver threatened to pull over. The bridge team won their event outright.
M: The secret weapons came through! You must be so proud.
D: Honestly I teared up a little during the awards. Don't tell anyone.
M: Your secret is safe with me. I have news too, though it's less impressive.
D: Nothing is less impressive. Spill.
M: Tess dragged me to a bouldering gym called First Ascent on Thursday and I'm obsessed. I climbed my first V2!
D: Bouldering! Isn't that the one without ropes?
M: Yep, short walls, crash pads, lots of chalk. My forearms are destroyed but I already bought a ten-visit punch card.
D: Look at you. Climber Marisol. Does it mess with your hands for baking?
M: A little. My hands are sore when I'm shaping dough, but nothing I can't handle.
D: Just don't fall on your wrists. You need those.
M: Yes, Dad. How's the dog search going?
D: I filled out an application with Second Lap Greyhound Adoption this week. Fingers crossed.
M: Ahh! I'm so excited for you.
D: Me too. Okay, I need to grade lab reports before I collapse. Congrats again to me, apparently.
M: Ha! Congrats, Coach. Go grade.
"""),

(4, "8:47 pm on 20 April, 2023", "locomo", """
M: Declan!! The first pop-up happened last Saturday and I'm still buzzing.
D: I've been waiting for this report! How did it go?
M: We sold out of everything in under three hours. 120 conchas, gone. People were lining up before I even had the sign up.
D: That's unbelievable! Did you make any money, or did it all go to flour?
M: After the stall fee and ingredients I cleared $640. Which is not a lot, but it's proof people want this!
D: That's absolutely proof. First market and a sellout? That's a business.
M: [img: a photo of a farmers market stall with a hand-painted sign and empty bakery trays | farmers market bakery stall sign] This is the stall right at the end, totally cleaned out. Tess painted the sign.
D: The sign is adorable. You two make a great team.
M: She worked the cash box and ate three cardamom buns as "payment." Fair trade. How are things with you?
D: Mixed. The dog side is good. Second Lap called me back and they're doing a home visit next week.
M: Yay! Do you have to baby-proof your place or something?
D: Basically. They want to make sure I don't have a cat that looks like a chew toy to a greyhound. I don't have a yard, so they'll check the walking routes near me too.
M: You live right near that big park, right? That has to count for something.
D: It should. The less-good news is the cello. I'm kind of losing steam.
M: Oh no, what happened?
D: Nothing happened, that's the thing. I practice, I don't improve, and I'm paying $45 a month for the rental just to feel guilty about it.
M: Hmm. Is it the instrument or the schedule? You have a lot going on with running and school.
D: Probably the schedule. Marathon training is eating my evenings, and the cello sits in the corner judging me.
M: Maybe give it another month and then decide. No shame either way.
D: That's fair. One more month. How's your day job holding up with all the pop-up prep?
M: The hotel is the hotel. Too many banquets, and my chef keeps asking for the same lemon tart. But the pop-up makes it feel bearable.
D: I love that. You're building the exit ramp.
M: Exit ramp! I'm stealing that.
"""),

(5, "1:20 pm on 7 May, 2023", "locomo", """
D: Hey! How's your weekend going?
M: Good! I made a big purchase and I'm a little nervous about it. I bought a car last Tuesday.
D: A car! In Chicago? What did you get?
M: A used 2016 Honda Fit, silver, 61,000 miles. It was $9,800 and I paid cash, which hurt my soul.
D: That's a solid choice. Those things hold a shocking amount of stuff. Is it for the pop-up?
M: Exactly. Hauling trays on the bus was getting ridiculous, and now I can do catering orders too. I've already got two for next month.
D: Catering already! The exit ramp is getting paved.
M: [img: a photo of a silver hatchback parked on a city street with bakery boxes in the open trunk | silver hatchback bakery boxes trunk] Ha! That's the plan. Look how many boxes fit in the back!
D: That's a lot of boxes. Does the car have a name yet?
M: Tess wants to call it "La Bolita." I'm considering it.
D: Strong name. My news: the home visit went great! They approved me.
M: YES! Did you meet the dogs yet?
D: Next Saturday I go to their meet-and-greet. They have about ten dogs who just came off the track and need homes.
M: How will you choose? I'd want all of them.
D: The volunteers say the dogs kind of choose you. One leans on you and that's that.
M: Stop, that's so cute. I'm going to cry over a dog that isn't even yours yet.
D: Same. Other news: marathon training is up to 30 miles a week and my shins are grumbling.
M: Please get those checked. Remember my cousin!
D: I know, I know. I booked a gait analysis at the running store for next week.
M: Good. Anything else? Cello verdict?
D: Still hanging on by a thread. I'll give you the verdict soon.
M: I'll be waiting.
"""),

(6, "6:02 pm on 22 May, 2023", "telegram", """
D: Marisol. MARISOL. I have a dog.
M: WHAT! Tell me everything immediately.
D: Her name is Pepper and I brought her home last Saturday. She's a four-year-old brindle greyhound, a retired racer from a track in Florida.
M: Pepper!! I'm already in love. How many races did she run?
D: 63 races, and she won 9 of them. Now her main sport is lying upside down on the couch.
D: [img: a photo of a brindle greyhound sleeping upside down on a gray couch | greyhound sleeping couch upside down] Exhibit A.
M: I can't handle it. Her legs are in the air! Is she settling in okay?
D: Mostly. She's never seen stairs before, so I have to carry her up to my apartment. She's 62 pounds of nervous noodle.
M: Oh my gosh, poor baby. Does she get the hang of it eventually?
D: The volunteers say yes. We practice one step at a time with cheese as a bribe.
M: Cheese fixes everything. I have animal news too, believe it or not.
D: No way. Did you get a dog too?
M: A cat! Sort of. My friend at Whisker Haven rescue asked if I could foster an orange tabby kitten for a few weeks. Her name is Biscuit.
D: A baker with a cat named Biscuit. That's almost too perfect.
M: I know. She sleeps in the bread proofing basket I left on the counter. Tess says we're keeping her, but I said it's just fostering.
D: Famous last words.
M: Ha, we'll see. Also I climbed my first V3 at the gym on Friday! My forearms are screaming.
D: Look at you go! Careful on those falls.
M: I always land like a cat now. Biscuit's been giving me lessons.
D: Ha! Okay, Pepper is staring at me because it's dinner time. She has a very intense dinner stare.
M: Go feed that noodle! Send more pictures.
"""),

(7, "9:15 am on 4 June, 2023", "locomo", """
M: Morning! Fair warning, I'm a foster fail.
D: I knew it! You adopted Biscuit?
M: [img: a photo of an orange tabby kitten sitting inside a round bread proofing basket | orange kitten bread basket] Signed the papers on Thursday. The adoption fee was $85 and she's officially a Vega now. She still lives in the proofing basket.
D: That is the cutest thing I've ever seen. Welcome to the family, Biscuit.
M: Thank you. How's Pepper doing with the stairs?
D: She's doing them on her own now! Well, going up. Coming down she still stares at me like I've betrayed her.
M: Progress is progress. Any other news?
D: Yeah, I made a decision. I returned the cello last week.
M: Aw, the verdict is in. How do you feel?
D: Relieved, honestly. I was practicing more guilt than music. Maybe I'll come back to it someday, but between the dog and training I just didn't have the hours.
M: That's completely reasonable. You gave it a real try.
D: Five months! Also, bigger news: my brother Ross and I are planning a trip to Japan in July. Tokyo for four days, then the train to Kyoto.
M: Oh that sounds dreamy! Have you booked flights?
D: Not yet, we're watching prices. Ross wants to hit every ramen shop in Tokyo and I want to see the temples in Kyoto. We'll compromise by doing both and sleeping never.
M: That's the right way to travel. Who's watching Pepper?
D: My neighbor Mrs. Okafor offered. She's retired and already sneaks Pepper treats.
M: Perfect. Okay, I have something heavier to share. My mom's doctor found a nodule on her thyroid during a checkup. They're doing a biopsy next week.
D: Oh, Marisol. I'm sorry. How's your mom taking it?
M: She's being very calm, which makes me less calm. The doctor said most nodules are benign, so I'm trying to hold onto that.
D: That's true, most of them are. I'll be thinking about her. Let me know the minute you hear anything.
M: I will. Thank you for listening. Give Pepper a scratch for me.
D: Done. She says thank you and also requests cheese.
"""),

(8, "7:40 pm on 17 June, 2023", "locomo", """
M: Hey. It's been a week.
D: Uh oh. How are you? Did your mom get her results?
M: She did. It's papillary thyroid cancer. The doctor says it's the most treatable kind and they caught it early, but still.
D: I'm so sorry. That's a lot to take in, even with good odds.
M: Thanks. Surgery is scheduled for July 11 and I'm flying home to San Antonio to be with her. My sisters and I are taking turns.
D: I'm really glad you'll be there. How are you holding up?
M: Not great, honestly. And then I sprained my wrist last Sunday, as if the universe wanted to pile on.
D: Oh no! Climbing?
M: Yep. I came off a V3 at a weird angle and landed on my hand. It's my left wrist, thank goodness, but I can't knead or lift sheet pans.
D: Ouch. What is the hotel making you do?
M: My chef moved me to plating desserts for banquets. It's boring, but at least I'm not on the sidelines.
D: Please be gentle with yourself. That's a lot at once.
M: I'm trying. Tell me something good from your end.
D: Okay, a couple things. First, our trip changed. Ross's wife Anya is pregnant! The baby's due in August, so she doesn't want him flying across the Pacific this summer.
M: Oh, congratulations to them! So no Japan?
D: Not this year. Instead we're doing a road trip through the Utah national parks in early July. Ross can drive home to Boise in a day if anything happens.
M: That's really thoughtful. And honestly, Utah is stunning.
D: I'm excited about it. Second thing: I bought a kayak! A used one from a guy on Craigslist for $450.
M: A kayak! Where will you even paddle?
D: The Willamette runs right through town and there are lakes everywhere. The guy threw in a roof rack too.
M: Can Pepper come kayaking with you?
D: I tried to get her to stand next to it and she looked horrified. I think she's a land dog.
M: Ha, fair. Okay, I'm going to ice my wrist and watch something dumb. Thanks for cheering me up.
D: Anytime. Sending you and your mom a lot of love.
"""),

(9, "3:25 pm on 2 July, 2023", "jsonl", """
D: Greetings from the river! Well, from my car next to the river.
M: Ha! First kayak outing?
D: Third, actually. Today I finally had a proper paddle. I bought a new carbon one for $120 because the one the guy gave me was basically a broom handle.
M: Upgrades! Was it worth it?
D: Massively. It's so much lighter. I paddled out to Ross Island and back and my shoulders feel great.
M: Wait, there's an island named after your brother?
D: I told him that and he's now insufferable about it.
M: Ha! When do you leave for Utah?
D: Wednesday! I'm flying to Salt Lake and Ross is picking me up. Pepper's staying with Mrs. Okafor.
M: She's going to come back spoiled.
D: She's already spoiled. How's the wrist?
M: Better, but I made a decision. I canceled my membership at First Ascent.
D: Oh no, you loved it!
M: I did, but I can't risk my hands. If I can't bake, I can't work, and I can't do the pop-up. It was a fun three months.
D: That's a really mature call. Sad, but mature.
M: Thanks. I'll miss the chalk. Also, things at the hotel are getting weird. The new executive chef is cutting staff, and two people on my team got let go this week.
D: Yikes. Are you worried about your job?
M: A little. Pastry is usually the first thing they trim. I've been updating my resume just in case.
D: Smart. And you have the pop-up too. How's that going?
M: Busy! I did a catering order for a quinceanera last weekend. 200 mini conchas.
D: 200! With a sprained wrist?
M: Tess and her boyfriend helped shape them. It was a whole production. Anyway, I fly out to be with my mom next Sunday, so this weekend is my last market for a bit.
D: I'll be thinking of you both. Text me updates when you can.
M: I will. Have the best time in Utah!
"""),

(10, "11:08 am on 23 July, 2023", "locomo", """
M: I'm back in Chicago! And my mom is doing well.
D: That's the best news. How did the surgery go?
M: Really smoothly. They removed her whole thyroid and the surgeon said the lymph nodes looked clear. She was home the next day, complaining about the hospital jello.
D: Ha, that sounds like a good sign. How long were you in San Antonio?
M: Ten days. I ended up translating for my tia with the surgeon because her English gets shaky when she's nervous, so at least I felt useful.
D: That must have meant a lot to them. And to you.
M: It did. I also made my mom's favorite pan de polvo so the house smelled like home. How was Utah?!
D: Unreal. We hiked Angels Landing in Zion. The chains section was terrifying and Ross was fearless, which was annoying.
M: I've seen pictures of that trail! You're braver than me.
D: Then Bryce at sunrise, which looked like a fire burning inside the canyon. And we ended at Arches.
D: [img: a photo of a large red sandstone arch against a deep blue sky | delicate arch sandstone blue sky] Delicate Arch at sunset.
M: That's breathtaking. The colors look fake.
D: They looked fake in person too. It was 104 degrees though, so we started every hike at 5 am.
M: Ha! Did Ross complain?
D: Constantly, and then he'd beat me to the top anyway.
M: More importantly, how was Pepper?
D: Spoiled rotten. Mrs. Okafor bought her a fleece bed and now she refuses to sleep on the old one.
M: Ha! Okay, I have some maybe-big news. Remember the bakery owner who kept coming to my stall?
D: The guy who bought a dozen cardamom buns every time?
M: That's him, Gus. He owns Flour Child, a bakery up in Evanston. He asked if I'd be interested in being his head baker.
D: Marisol! That's amazing. Are you going to take it?
M: I'm meeting him on Tuesday to talk details. I don't want to get my hopes up, but it feels like the exit ramp.
D: Told you. Let me know how it goes!
"""),

(11, "8:30 pm on 6 August, 2023", "locomo", """
M: I did it. I accepted the job at Flour Child!
D: YES! Congratulations, Head Baker Vega!
M: Thank you! I start August 14. I gave my notice at the Larkspur on Monday and my chef seemed weirdly relieved, which tells you how the cuts are going.
D: Ha, their loss. Is the pay better?
M: Much better. It's $58,000 plus a share of the holiday catering profits. And I get to design the whole bread program.
D: That's a real raise. You earned it. What happens to the pop-up?
M: Gus wants me to keep it going under the Flour Child name for now, which is kind of perfect. The regulars will follow.
D: Smart guy. How's the commute to Evanston from Pilsen though?
M: Terrible, like an hour each way. I'll probably have to move eventually. How are you? How's marathon training?
D: Ugh. Not good. The shin pain got bad enough that I finally saw a physical therapist. It's shin splints, and she told me a full marathon in October is off the table.
M: Oh no! I'm so sorry. I know how much you wanted it.
D: Yeah, I sulked for a day. But she said I could probably do the half if I rest for three weeks and build back slowly. So I'm switching to the half.
M: That's still a big race. And your shins will thank you.
D: That's what I keep telling myself. Also, some work news. I'm going to be the science department chair this year.
M: Wait, that's huge! Congrats! What does that involve?
D: Budgets, scheduling, observing new teachers, and a lot of meetings about lab safety. I get one fewer class to teach, though.
M: So, a promotion in disguise. You're going to be great at it.
D: Thanks. I'm nervous but excited. Pepper is unimpressed by my title.
M: Pepper only respects cheese.
D: [img: a photo of a brindle greyhound wearing a red bandana in a grassy park | greyhound red bandana park] She did agree to model for the department newsletter though.
M: She's a star! That bandana is everything.
D: Okay, I'm heading to PT. Congrats again on the job!
M: Thanks! Good luck with the shins.
"""),

(12, "5:50 pm on 25 August, 2023", "messages", """
D: Hey, sorry I've been quiet. This week has been a lot.
M: Hey, no apology needed. What's going on?
D: My dad had a heart attack last Tuesday. He's okay, they put in a stent, but I drove up to Spokane that night and I've been here since.
M: Oh my god, Declan. I'm so sorry. How is he now?
D: Grumpy, which the doctors say is a good sign. He's supposed to start cardiac rehab in a couple weeks and he's already negotiating about the diet.
M: Dads are the worst patients. How's your mom?
D: Running on coffee and lists. She's a retired nurse, so she's in full command mode.
M: That helps, honestly. And you? Are you sleeping?
D: A little. And the wildest part is that in the middle of all this, Ross and Anya had their baby last Sunday! A little girl named Clementine.
M: Wait, what! Congratulations, Uncle Declan! Two days before all this?
D: Yep. So it's been the best and worst week back to back. Ross drove over from Boise with a newborn photo on his phone and my dad cried.
D: [img: a photo of a newborn baby in a striped hospital blanket holding an adult's finger | newborn baby striped blanket] Here she is.
M: She's perfect. Look at that tiny grip!
D: She's already got the Shaw frown. How's the new job?
M: Two weeks in and I love it. The mornings are still brutal, but it's my kitchen now. I already changed the sourdough schedule and Gus didn't even argue.
D: Look at you, making changes on day one.
M: I'm also apartment hunting in Evanston. The commute is killing me. I looked at three places yesterday and all of them had a weird smell.
D: The weird smell tour. Classic.
M: I'll find something. Who's watching Pepper while you're up there?
D: She came with me. She's lying next to my dad's recliner and he pretends he doesn't like her.
M: That's adorable. Give your dad my best, and take care of yourself too.
D: Thanks, Marisol. It helps to talk about it.
"""),

(13, "2:12 pm on 10 September, 2023", "locomo", """
M: Guess who signed a lease!
D: No way! Where?
M: A one-bedroom in Evanston, six blocks from the bakery. It's $1,650 a month, which is a lot more than my half in Pilsen, but I can walk to work.
D: Walking to work sounds pretty lovely. When do you move?
M: September 30. Tess is staying in our old place and getting a new roommate, which makes me sad.
D: End of an era. Does Biscuit approve?
M: The new place has a big sunny window, so I think she'll forgive me. How's your dad?
D: Home and doing better. He's doing cardiac rehab three times a week, walking on a treadmill while a nurse watches his heart monitor. He calls it "jail with cable."
M: Ha! At least he's got a sense of humor about it.
D: He does. And I have a random update. I met someone at the dog park.
M: Declan! Tell me more.
D: Her name is Hana. She's a veterinarian at a clinic in Southeast Portland, and her dog is a border collie named Ziggy who herds Pepper around the park.
M: Ha! Does Pepper mind being herded?
D: She seems to enjoy it, honestly. She just trots along while Ziggy circles her. Hana and I have been talking at the park for two weeks now.
M: Have you asked her out?
D: Not yet. I'm working up to it.
M: Don't wait too long! Okay, how are the shins?
D: Much better. I'm back up to 20 miles a week, all easy. My PT thinks I can run the half comfortably, and I'm aiming for under 1:50.
M: That's a solid goal! When's the race again?
D: Early October, so about a month.
M: Okay, you've got time. I'll be cheering from Evanston.
D: And I'll be cheering for your move. Let me know if you need moral support while packing.
M: I'll need all of it. Biscuit keeps sitting in the boxes.
"""),

(14, "7:05 pm on 24 September, 2023", "locomo", """
D: So... I asked Hana out.
M: Finally! And?
D: We went on our first date last Friday. A Thai place on Division and then a long walk with both dogs. We talked for like four hours.
M: Declan, that's adorable. Bringing the dogs was a power move.
D: It took the pressure off. Whenever there was a lull, Ziggy would do something ridiculous.
M: Perfect wingdog. Are you seeing her again?
D: Next weekend, without dogs this time. We're going to one of those paint-your-own-pottery places.
M: Cute. I'm really happy for you.
D: Thanks. She was also super helpful with Pepper. Pepper started limping this week and Hana looked at her foot right there at the park.
M: Oh no, what was it?
D: A corn on her paw pad. Apparently it's really common in greyhounds. Hana showed me how to soften it and said to get Pepper some boots for the sidewalks.
M: Poor Pepper. Dog boots though, I need a picture.
D: [img: a photo of a greyhound wearing small blue dog boots on a hardwood floor | greyhound blue dog boots] She walks like she's on the moon.
M: That is the funniest thing. She looks so offended.
D: Extremely offended. How's packing going?
M: Chaotic. I move next Saturday and I've packed exactly one box, which is all cookbooks.
D: Priorities. How's Biscuit handling it?
M: She hates the carrier with a burning passion. I've been leaving it out with treats inside so she gets used to it.
D: Smart. How's your mom?
M: Doing really well. She starts radioactive iodine treatment in October to clear out any leftover thyroid cells, and then she has to stay away from people for a few days.
D: That's wild. Can she hug anyone?
M: Not for about a week. My dad is going to stay at my aunt's. She's already planning which telenovelas to binge.
D: Ha, a strong plan. Tell her I'm rooting for her.
"""),

(15, "9:40 pm on 9 October, 2023", "telegram", """
D: I did it! I ran the Bridges Half Marathon yesterday!
M: DECLAN! How did it go?! I've been waiting all day!
D: I finished in 1:52:40. I didn't quite hit my goal, but my shins didn't hurt once, which feels like the real win.
M: That's a fantastic time! Especially after being injured all summer.
D: Thanks. The last stretch was brutal. There's a big bridge climb right at mile 11 and my legs turned to concrete.
M: But you finished! Who was at the finish line?
D: Hana and Pepper! Hana made a sign that said "Run like Pepper saw a squirrel."
D: [img: a photo of a smiling man holding up a finisher medal next to a greyhound | runner medal greyhound finish line] Medal photo with my biggest fan.
M: I love this so much. Pepper looks proud of you.
D: She's mostly looking for the snack tent. How was the move?
M: Done! I moved in over a week ago and I'm finally unpacked. Biscuit has claimed the sunny window ledge.
D: Of course she has. How's the walk to work?
M: Six blocks, and the bakery smells like cardamom when I walk in. Best part of my day.
D: That sounds really nice. Any fun plans now that you're settled?
M: Yes! Tess and I booked a trip to Oaxaca. We fly out October 28 and come back November 3.
D: Oh wow! That's such a special time to be there.
M: Right? My abuela always talked about it. I've wanted to go for years. Gus gave me the time off because I'm working every holiday from Thanksgiving to New Year's.
D: A fair trade. You have to bring me back something.
M: Mezcal or chocolate?
D: Why not both.
M: Ha! Deal. Go ice those legs.
"""),

(16, "4:18 pm on 22 October, 2023", "locomo", """
M: This week was a nightmare, but everyone is okay now.
D: Uh oh. What happened?
M: Biscuit swallowed a hair tie last Monday. She started throwing up and wouldn't eat, and the x-ray showed a blockage.
D: Oh no! Poor Biscuit. Did she need surgery?
M: Emergency surgery that night. $1,200, which is basically my Oaxaca spending money. But she's home and eating and very angry about the cone.
D: Money well spent, even if it hurts. I'm so glad she's okay.
M: [img: a photo of an orange cat wearing a clear plastic cone on a windowsill | orange cat cone windowsill] The cone of shame.
D: She looks like a very annoyed satellite dish.
M: Ha! She is. I've hidden everything small enough to swallow. Tell me something happy.
D: I started woodworking! Hana gave me a class at Foundry Commons, a community makerspace, for my birthday.
M: Happy belated birthday! What are you building?
D: Thank you! My first project was a raised feeder for Pepper, since greyhounds have to bend so far down to eat. It's a little wobbly but she uses it.
M: That's the sweetest first project. Are you going to keep at it?
D: I think so. I'm already planning a bookshelf for my living room. Working with my hands is really relaxing after a day of meetings.
M: Department chair life?
D: So many meetings. I spent an hour on Thursday discussing where the eyewash stations should go.
M: Riveting. Still, I'm sure you're great at it.
D: I'm getting there. Are you ready for Oaxaca?
M: Almost! Biscuit is staying with Tess while I'm gone. I'm so excited I can't sleep.
D: You'll have the best time. Take tons of photos.
M: I will! Any Hana updates?
D: We're officially together. She's already talking about me meeting her parents.
M: Ahh, it's getting serious! I love it.
"""),

(17, "12:30 pm on 12 November, 2023", "locomo", """
M: I'm back from Oaxaca and my heart is full.
D: Welcome home! How was it?
M: Magical. Every house had an altar with photos, candles, and mountains of marigolds. The whole city smelled like copal and chocolate.
D: That sounds unforgettable.
M: [img: a photo of a colorful altar covered in orange marigolds, candles, and framed photos | altar marigolds candles photos] This was at the home where we rented a room. The family let us add a photo of my abuelo.
D: That's really beautiful. I'm glad you got to do that.
M: It made me cry in a good way. We also took a cooking class and learned to make mole negro from scratch. It took six hours and 28 ingredients.
D: 28 ingredients! Are you going to put it on the bakery menu?
M: Not the mole, but I'm working on a chocolate-chile concha inspired by it. And I brought back so much chocolate for you.
D: Yes! And the mezcal?
M: And the mezcal. What's been going on there?
D: [img: a photo of a handmade wooden bookshelf filled with books and a small plant | wooden bookshelf books plant] I finished the bookshelf! It's solid walnut and it doesn't wobble at all. Much better than the feeder.
M: Wow, that looks professional! You should sell those.
D: It took me four weekends, so I'd have to charge about a thousand dollars. But thank you.
M: Ha! How's your dad?
D: Much better. He graduated from cardiac rehab and now he walks two miles every morning with my mom. He texts me his step counts.
M: That's adorable. What are your Thanksgiving plans?
D: Hana and I are driving up to my parents' place. She's meeting them for the first time.
M: Big step! Are you nervous?
D: A little. My dad is going to ask her a hundred questions about his heart medications.
M: Ha, she'll handle it. Good luck!
D: Thanks! What about you?
M: I'm working through Thanksgiving. We have 150 pie orders at the bakery already.
D: 150! I'm tired just hearing that.
"""),

(18, "8:22 pm on 29 November, 2023", "jsonl", """
D: Thanksgiving survived!
M: How did it go? Did your dad interrogate Hana?
D: Thoroughly. But she charmed him completely. By dessert he was showing her his cardiology reports like they were baby pictures.
M: Ha! That's a good sign.
D: My mom loved her too. And Pepper rode the whole way to Spokane curled up in the back seat like a shrimp.
M: A shrimp! How was the drive?
D: Six hours, a little snow over the pass, but fine. My dad even carved the turkey himself, which felt like a big deal after this summer.
M: That's really sweet. How's your family doing overall?
D: Really good. Ross brought the baby and she got passed around like a football. How was the bakery?
M: Wild. We did 150 pies and I slept for 14 hours on Friday. But I have good news. Two pieces of good news.
D: Go!
M: First, my mom got her scan results on Monday. She's cancer-free!
D: Marisol!! That's the best news.
M: I cried in the walk-in fridge. The radioactive iodine did its job and she just has to take a thyroid pill every day now.
D: I'm so happy for her. And for you.
M: Thank you. Second, I started salsa dancing classes! My coworker Jae dragged me to a beginner class on Wednesday nights.
D: Salsa! How is it?
M: I'm terrible, but it's so fun. And it's easy on the wrists, unlike climbing.
D: The perfect replacement hobby. Do you have a partner?
M: We rotate, so I've stepped on a lot of toes. Tonight's class is in an hour, actually.
D: Go step on some toes! And tell your mom congratulations.
M: I will! Happy belated Thanksgiving.
"""),

(19, "10:45 am on 17 December, 2023", "locomo", """
M: I need advice. Big advice.
D: I'm ready. What's up?
M: Gus offered me a partnership in Flour Child. He'd give me a 20% stake, but I'd have to put in $15,000.
D: Whoa. That's a big vote of confidence. How do you feel?
M: Excited and terrified. It's basically everything I've been working toward, but $15,000 is most of my savings.
D: Do you trust him with the books? Have you seen the numbers?
M: He showed me everything. The bakery is profitable, and the holiday catering numbers are up 40% since I started.
D: Because of you, probably. Is there a way to not empty your savings?
M: My credit union offered a small business loan. I could do half savings, half loan.
D: That feels safer. You'd keep a cushion.
M: That's what I was thinking. Okay, your turn. What's new with you?
D: The department got a grant for new fume hoods, so next semester we can finally run more experiments without opening all the windows.
M: Ha! Sounds like progress. How are the students?
D: Good. My seniors are designing water filters out of sand and charcoal for the winter showcase. One group's filter turned the water bright green, so we're still working on it.
M: Ha, very festive. What are your Christmas plans?
D: Hana and I are flying to Sacramento to spend Christmas with her family. Pepper is going to Mrs. Okafor's again.
M: Meeting her family! It's getting serious.
D: It's very serious. I'm already nervous about her grandmother, who apparently judges everyone by how they eat rice.
M: Ha! Use your chopsticks confidently. I'm heading home for Christmas too. My mom and I are making tamales with the whole family.
D: That sounds perfect. How many tamales?
M: Last year we made 300. My tias are very competitive.
D: Save me one. And let me know what you decide about Gus.
M: I will. I think I already know what I'm going to do.
"""),

(20, "6:33 pm on 14 January, 2024", "messages", """
M: Happy new year! I have officially become a business owner.
D: You said yes! Congratulations, partner!
M: I signed the partnership papers last Friday. Half savings, half loan, just like we talked about. Gus popped a bottle of cava in the kitchen at 6 am.
D: That's incredible, Marisol. From a farmers market stall to owning part of a bakery in less than a year.
M: When you say it like that it sounds fake. The first thing I want to do is bring back the Saturday pop-up as a Flour Child stall in Pilsen.
D: Full circle. I love it.
M: How was Sacramento?
D: Great! Her grandmother approved of my rice-eating technique. And Hana and I made a decision. We're moving in together in March.
M: WHAT! That's huge! Whose place?
D: Neither. We found a house to rent with a fenced yard so Pepper and Ziggy can run around.
M: A yard for Pepper! She's going to do zoomies.
D: She'll do exactly one zoomie and then nap for six hours.
M: Ha, true. How's your dad doing?
D: Amazing. He's up to three miles every morning and he's lost 15 pounds. His cardiologist called him a model patient.
M: That's wonderful. Tell him congratulations from me.
D: Will do. How's Biscuit?
M: Fully healed and back to terrorizing the apartment. She figured out how to open my bathroom drawer, so I've had to child-proof everything.
D: She's a genius criminal.
M: Basically. Any big plans for the spring besides the move?
D: Hana wants me to run a 25K trail race with her in April.
M: After your shins?
D: Trails are softer! That's my whole argument.
M: Ha! I'll believe it when your PT does.
"""),
]
