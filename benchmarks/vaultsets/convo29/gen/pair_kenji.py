"""Pair 3: Kenji Morimoto (45, hardware QA lead, Osaka then Kobe, Japan) and Priya Raghavan
(31, firmware engineer, Bengaluru, India): colleagues at Tessellate Robotics who became friends.
Odd sessions: Slack export of their DM (one folder per export, one YYYY-MM-DD.json per day, times UTC).
Even sessions: LoCoMo JSON."""

PAIR = "Kenji_Priya"
NAMES = {"K": "Kenji", "P": "Priya"}
SLACK = {
    "team": "T03TSSLT8R",
    "dm": "D04S9B1L7XA",
    "dm_created": 1669871412,
    "user_order": ["K", "P"],
    "users": {
        "K": {"id": "U03HKM7V2QK", "name": "kenji.morimoto", "real": "Kenji Morimoto", "display": "Kenji (QA, Osaka)",
              "first": "Kenji", "last": "Morimoto", "title": "Hardware QA Lead",
              "tz": "Asia/Tokyo", "tz_label": "Japan Standard Time", "tz_offset": 32400},
        "P": {"id": "U04RPN8ZJ5D", "name": "priya.r", "real": "Priya Raghavan", "display": "priya",
              "first": "Priya", "last": "Raghavan", "title": "Firmware Engineer",
              "tz": "Asia/Kolkata", "tz_label": "India Standard Time", "tz_offset": 19800},
    },
}

SESSIONS = [
dict(n=1, fmt="slack", start="2023-04-04T08:20:00", script="""
P: hey Kenji, got a min? the rev B motor controllers are throwing CAN errors again in the overnight logs
K: Yes. We saw the same here. Only when the chamber is > 55°C.
K: I will send you the log files. Trace is in the QA share, folder revB/thermal_0403
P: thanks!! that matches my theory about the transceiver termination. will dig in
P: unrelated but exciting: my Osaka trip got approved :tada: June 12 to 23, for the gripper integration
K: Great news! Two weeks in our lab. I will prepare the good chamber for you.
K: Also you must try real okonomiyaki. Osaka style, not Hiroshima style. Very important difference.
P: haha noted, I have no idea what the difference is
K: Hiroshima style has noodles inside. Osaka people will tell you this is wrong :joy:
P: lol a regional war. love it
P: how's the family?
K: Busy. Haruto started junior high and joined the baseball club. He is the catcher now. Lots of equipment to buy, the mask, the leg guards...
P: catcher! the one who squats the whole game?
K: Yes. His knees are 12 years old so no problem. My knees would die.
P: haha. I'm starting driving classes this week btw. finally. 31 and never driven, my dad says it's a family embarrassment
K: Bengaluru traffic is a brave choice.
P: brave or stupid, we'll see. test is in ~3 weeks
K: Good luck. OK, back to CAN bus. Send me your theory when you have it.
P: will do :+1:
"""),

dict(n=2, fmt="locomo", start="2023-04-23T13:10:00", script="""
P: So. I failed my driving test on Friday.
K: Oh no. What happened?
P: The slope. At the RTO track there's a ramp where you have to stop and start again. I rolled back about half a metre, and the inspector just wrote something and said "next time, madam".
K: The hill start. Everybody fears it.
P: I did it perfectly fifty times in practice!! And then the one time it matters...
K: Nerves. When can you try again?
P: In about two weeks. My instructor says I should practise on the slope near Lalbagh.
K: You will pass. In Japan I failed the first time too. I turned without a signal.
P: Really?? You?? Mr Checklist?
K: I was 18. Before the checklist.
P: Haha. What did you do this weekend?
K: I repotted my juniper. It is a shimpaku juniper, more than 60 years old. It belonged to my grandfather.
P: 60 years! Older than both of us.
K: My grandfather got it from his teacher. I got it when he died, nine years ago. Every spring I am scared to touch the roots.
P: That's a lot of pressure. How did it go?
K: Good, I think. New soil, akadama. Now we wait for new growth.
P: Send a photo!
K: Here. <<img: a twisted juniper bonsai in a shallow brown pot on a wooden stand>>
P: Wow, it looks like a tiny old tree on a cliff.
K: That is exactly the idea. My son once asked how much it costs. I told him it is not for sale, never, even if someone offers me a car.
P: That's so sweet. A family heirloom that's alive.
K: And Yuki started a new part-time job this month, at a bakery near Kyobashi station. So now we have too much bread at home.
P: There is no such thing as too much bread.
K: You say this because you don't live with four kilos of melon pan.
"""),

dict(n=3, fmt="slack", start="2023-05-10T06:45:00", script="""
P: good news and bad news
K: Bad news first please
P: the June trip is off :disappointed: the new gripper boards are stuck, PMIC parts delayed 8 weeks. no boards = nothing to integrate. management says "probably September"
K: Ah. That is sad. The chamber will wait for you.
P: I'd already started learning hiragana too
K: Keep learning. September is not far.
P: good news: I PASSED :car: second attempt, on Monday!
K: Congratulations! The slope?
P: no rollback. I used the handbrake like you suggested, held it until the clutch bit. inspector said "ok madam, good"
K: Handbrake method. Old school, very reliable.
P: my dad was so relieved he distributed sweets to the whole building
K: :laughing: In Japan maybe we would do something similar.
P: now I need a car. dad's Innova is way too big for me
K: Something small for Bengaluru. Small car, small problems.
P: and the CAN thing - the 120 ohm termination fix works?? zero errors in your chamber overnight?
K: Zero errors. 72 hours at 60°C. I will close the ticket.
P: :tada:
K: By the way, Haruto's team won their first match. He threw out a runner at second base.
P: go Haruto!!
"""),

dict(n=4, fmt="locomo", start="2023-06-07T19:25:00", script="""
P: Back from Chennai! Exhausted but happy.
K: The grandmother's birthday! How was it?
P: Paati turned 90 last weekend. We had lunch for 60 people at the house in Mylapore. Banana leaves, everything.
K: 90 years! Is she healthy?
P: Sharp as a knife. She corrected my cousin's Tamil grammar during his speech.
K: Strong lady.
P: And I sang for her. She asked for Alaipayuthe, an old Carnatic song she loves. I hadn't sung in front of people since college.
K: You sing? I didn't know.
P: I trained in Carnatic music for 12 years as a kid and stopped when I started engineering. My hands were shaking, but she cried, so I think it went OK. Honestly, I'd forgotten how much I love singing.
K: That is a beautiful gift. Better than anything from a shop.
P: What about you, anything new?
K: I am planning a trip with Haruto. The Kumano Kodo, the old pilgrim road in Wakayama. We will walk the Nakahechi route, three days, from Takijiri to Hongu.
P: That sounds amazing. Just the two of you?
K: Yes. Father and son. He is 12. Soon he will not want to walk with his father anymore, so I want to do it now.
P: Aww, Kenji. When?
K: October, during the autumn holiday. We will sleep in small guesthouses in the mountains.
P: Is he excited?
K: He asked if there is wifi.
P: Classic.
K: And work news: the lab is moving to Kobe. The new building on Port Island. They say August.
P: Wait, the whole test lab? Chambers and all?
K: Everything. Six thermal chambers, the vibration table. I am the one who has to plan it.
P: Good luck. Better you than me.
K: My commute will be longer. Maybe 50 minutes.
P: You can learn a language on the train.
"""),

dict(n=5, fmt="slack", start="2023-06-28T09:10:00", script="""
P: it's official: my Japan trip is Nov 6 to 17 :airplane: boards arrive early October so there's time to debug first
K: Good. November is the best season. Autumn leaves.
P: that's what everyone says! glad it's not August heat
K: Osaka in August is like a sauna. You are lucky.
P: I finished all the hiragana btw. I can read "ra-a-me-n" very slowly :smile:
K: Very good. Next katakana. Then you can read menus.
P: how's everyone?
K: Haruto broke his wrist on Saturday. He slid into home plate in a practice game.
P: oh no!! is he ok??
K: Left wrist, clean break. Cast for six weeks. He is angry because he cannot play in the summer tournament.
P: poor kid. does it affect your hiking trip?
K: The doctor says he will be completely fine by October. So I hope we can still go.
P: fingers crossed :crossed_fingers:
P: my news: I bought a car!! a used red Maruti Swift, 2019, 31,000 km
K: Red! Fast car colour.
P: it's a very slow red car. but it's MINE. I named it Tomato
K: :tomato:
P: drove to office today for the first time. 45 mins for 9 km
K: Bengaluru speed.
P: at least I can sing in the car
"""),

dict(n=6, fmt="locomo", start="2023-07-30T17:50:00", script="""
K: How was your weekend?
P: I drove to Mysore! My first long drive. 150 km, three and a half hours, with my cousin.
K: Already highway driving! Three months ago you were afraid of the slope.
P: I know! I even overtook a bus. Tomato did great. We visited the palace and ate Mysore pak until we felt sick.
K: What is Mysore pak?
P: A sweet made of ghee, sugar and gram flour. Pure ghee. Dangerous.
K: Please bring one to Japan. For science.
P: Deal. How are things with the move?
K: Delayed. The power supply for the chambers in the new building is not ready, the electrical company made mistakes. No new date. Maybe autumn.
P: Ugh. So you're stuck half-packed?
K: Half-packed. Boxes everywhere. I hate it.
P: And Haruto's wrist?
K: The cast comes off next week. He already plays catch with his right hand only.
P: That's the spirit.
K: And bad news about my juniper. Spider mites.
P: Oh no! Your grandfather's tree?
K: Yes. Small red spots, and the needles turn yellow-grey. Too hot and dry this summer. I spray water every morning and I used neem oil.
P: Neem! We use that for everything in India. My grandmother puts it in her hair.
K: Maybe it is Indian magic. I hope it works.
P: Random thing: a recruiter called me on Thursday. A drone startup in Hyderabad.
K: Oh? Are you interested?
P: I don't know. I said I'd talk to them. They're growing fast and they want firmware people.
K: Listen to them. Listening costs nothing.
P: That's what my dad said too. Then he asked if I'd move to Hyderabad and his face went all sad.
"""),

dict(n=7, fmt="slack", start="2023-08-22T07:30:00", script="""
P: can I tell you something confidential
K: Of course.
P: the Hyderabad startup made me an offer yesterday. Skyvane. firmware lead for their delivery drones, 35% more than I get now & relocation to Hyderabad
K: That is a strong offer. Congratulations.
P: I'm so torn. the money is great and drones are cool. but Hyderabad is 10 hours from my parents by road and I just bought a car here lol
K: The car can move :slightly_smiling_face:
P: true. what would you do?
K: When I was 33 I had an offer from a big company in Tokyo. More money. I did not take it.
P: why not?
K: I asked myself: what will I learn there that I cannot learn here? The answer was: nothing important. And my family was in Osaka.
P: that's a good question to ask
K: Also: talk to Rekha. Maybe she does not know you are unhappy with the money :wink:
P: I'm not unhappy exactly, I just haven't asked for a raise in 2 years
K: Then maybe it is time to ask.
P: wouldn't that be weird? like using the offer as a threat?
K: It is not a threat. It is information. Managers like information before you resign, not after.
P: ok. I'll sleep on it and talk to Rekha on thursday
K: Good. Whatever you choose, I will support you. But I would miss you on the gripper project.
P: :pleading_face: thanks kenji
K: Also: Haruto's cast is off. He is playing again, wrist is fine.
P: yay!!
"""),

dict(n=8, fmt="locomo", start="2023-09-10T11:40:00", script="""
P: I told the drone people no.
K: Oh! What happened?
P: I talked to Rekha like you said. She went to management the same day. They gave me a 25% raise and made me tech lead for the new gripper firmware.
K: Excellent! That is a very good result.
P: It's less than their money, but I'd be leading something I care about, with people I trust. And I stay close to Amma and Appa.
K: Family nearby is worth more than 10%.
P: That's exactly how I calculated it! Amma made payasam to celebrate.
K: What is payasam?
P: Sweet milk pudding with vermicelli and cardamom. She makes it for every piece of good news.
K: I think my wife would make melon pan.
P: Haha. Any news on your side?
K: We changed the Kumano Kodo dates. Haruto's baseball team has a tournament in October, so we will go from 3 to 5 November instead.
P: Right before I arrive on the 6th!
K: Yes. I will come back with tired legs and pick you up... no, you land at Kansai, you can take the train. Sorry.
P: Haha, I'll manage. Will Haruto be OK with his wrist?
K: He has been playing for a month. The doctor says it's fully healed.
P: And the lab?
K: Still waiting for electricity. I dream about boxes.
P: Poor Kenji. How's the juniper?
K: Better! New green at the tips.
P: Yay! Grandpa's tree is a fighter.
K: Like the grandmother who corrects grammar.
"""),

dict(n=9, fmt="slack", start="2023-10-16T05:50:00", script="""
K: We did it. The lab is in Kobe.
P: finally!!! when??
K: Last week. Tuesday to Thursday, three days of trucks. One thermal chamber did not fit in the elevator, we used a crane :sweat_smile:
P: a crane!! pics or it didn't happen
K: <<img: a large white thermal test chamber hanging from a crane next to a building>>
P: omg that's terrifying
K: Everyone was holding their breath. Now my commute is 50 minutes, Hanshin line to Sannomiya and then the Port Liner.
P: ugh. at least you can read on the train
K: I sleep on the train.
P: lol
P: so that means my hotel should be in Kobe not Osaka right?
K: Yes. Book near Sannomiya. Many restaurants, and 15 minutes to the lab.
P: ok I'll ask the travel desk to change it. visa came through on friday btw :passport:
K: Very good. Everything is ready then.
P: and the gripper rev A boards arrived today! 10 units. flashing the bootloader now
K: Send one to Kobe so I can start the environmental tests before you come.
P: shipping 3 tomorrow, R&D courier
K: :+1:
"""),

dict(n=10, fmt="locomo", start="2023-10-29T20:15:00", script="""
K: Priya, Yuki and I want to invite you for a day with our family. Saturday 11 November, we go to Nara together.
P: Oh, I'd love that! The deer park?
K: Yes. The deer bow to you if you bow to them. And Todai-ji, the big Buddha. Mei is very excited to meet you.
P: Please tell Mei I'm excited too!
K: One question: you are vegetarian, yes? Yuki asks what you can eat exactly.
P: Yes. No meat, no fish, no eggs. Milk is fine. I know it's hard in Japan, everything has fish stock.
K: Dashi, yes. It is hidden everywhere. Even in miso soup.
P: I'm prepared to live on rice balls and convenience store bread for two weeks.
K: No, no. I found shojin ryori, the temple food of Buddhist monks. It's all vegetarian. There is a restaurant in Nara near the park.
P: That sounds perfect!
K: And Yuki wants to cook dinner at our house after Nara. She says she will make vegetable curry with kombu stock instead of fish.
P: That's so kind of her. Please tell her she doesn't have to go to so much trouble.
K: She has already bought the ingredients. Too late.
P: Haha. What can I bring for them?
K: Nothing is necessary. But Mei loves anything with elephants.
P: Elephants I can do! And I'm bringing the Mysore pak I promised.
K: For science.
P: For science. Also, I registered for the JLPT N5 in December. The beginner level.
K: Really! You're serious.
P: Serious. The exam is in early December here in Bengaluru.
K: Excellent. You can practise with Mei. She reads better than me now.
P: Haha, a seven-year-old teacher. How was Haruto's tournament?
K: They lost in the semi-final. But he was happy, the coach said nobody on the team blocks the ball like him.
P: Proud dad moment.
"""),

dict(n=11, fmt="slack", start="2023-11-20T04:30:00", script="""
P: back home and my body still thinks it's in Kobe :sleeping:
K: Welcome back! Jet lag is worse going west, I think.
P: woke up at 4am craving onigiri lol
P: seriously thank you for everything. and thank Yuki for me again. that curry!!! I've been telling everyone
K: She was very happy. She asked for your mother's sambar recipe.
P: I'll send it! and Mei's elephant drawing is on my fridge
K: She uses the elephant notebook every day.
P: my favourite moment was the deer bowing back at me. and then the other one eating my map :joy:
K: Nara deer have no respect for paper.
P: also I owe you an apology for the mixture
K: Haha. I was not prepared. I coughed for five minutes. Yuki laughed at me.
P: that's the MILD one!!
K: Then I am not built for Indian spice. The Mysore pak, however, I ate in two days. Nobody else got any.
P: lol so the ghee won
K: Ghee always wins.
P: how were Haruto's legs after the hike? I forgot to ask properly
K: He complained on the first day, every uphill. But at Hongu, at the big torii gate, he said "next year we do a harder route".
P: awww he loved it
K: He will never say that directly. But yes.
P: and the demo went so well. Rekha forwarded the [[tl:Kobe test report|https://tessellate.example/wiki/qa/gripper-revA-500]] to the whole company
K: The gripper held 500 cycles in the chamber without one slip. Good firmware.
P: good testing :wink:
"""),

dict(n=12, fmt="locomo", start="2023-12-17T18:30:00", script="""
P: The exam is done! I took the JLPT N5 two weeks ago.
K: How did it feel?
P: Reading was OK. Listening was brutal. They speak so fast, even at beginner level.
K: Listening is always the hardest. When are the results?
P: Not until February. Long wait.
K: I am sure you passed. You read the Nara station signs better than me.
P: Liar, but thank you. How are things in Kobe?
K: The lab is good now. And I have bonsai news. My juniper went to an exhibition!
P: No way! Grandpa's tree?
K: Yes. A small exhibition of the Sakai bonsai society, last weekend. It won an encouragement prize.
P: Kenji!! After the summer it had!
K: The judge said the deadwood is very beautiful. My grandfather would be proud. I put the certificate next to his photo.
P: That made me emotional.
K: And Mei was in the school play on Friday. She played a fox. Gon, from a famous children's story.
P: A fox! Did she have ears?
K: Orange ears and a big tail. Yuki sewed them for three nights.
P: Please send a photo!
K: Here. <<img: a small girl in an orange fox costume with ears and a tail on a school stage>>
P: She is adorable. What's the story about?
K: A little fox who plays tricks on a man and then tries to make up for it. It's sad at the end. Every Japanese child cries at it.
P: Oh no. I need to read it with my dictionary.
K: Good practice for N4. What are your holiday plans?
P: Goa with three college friends, after Christmas. Beach and no laptops.
K: No laptops. I will tell Rekha.
P: Don't you dare.
"""),

dict(n=13, fmt="slack", start="2024-01-22T09:40:00", script="""
P: guess who's a Senior Firmware Engineer as of today :star-struck:
K: Priya!!! Congratulations! Announced today?
P: Rekha announced it at the all-hands this morning. I had no idea she'd do it publicly, I turned so red
K: Well deserved. The gripper firmware is the best in the company.
P: you have to say that, you tested it
K: That is why I know.
P: :pleading_face:
K: I also have news. I am coming to Bengaluru! Supplier audit at the PCB assembly factory in Electronic City. Second week of March.
P: WHAT. finally my turn to host you!!
K: Yes. Four days.
P: I'm taking you to Vidyarthi Bhavan for dosa. it's an 80 year old place, the waiters carry like 20 plates on one arm
K: Dosa is the pancake?
P: crispy pancake with potato inside. you'll love it. and I'll drive you around in Tomato
K: In Bengaluru traffic? I will write my will first.
P: rude. I'm an excellent driver now
K: I remember the slope :grin:
P: that was one time!!
K: I will bring something for your parents. What do they like?
P: amma loves green tea. appa loves anything sweet
K: Then matcha and Kobe pudding.
P: perfect :heart:
"""),
]
