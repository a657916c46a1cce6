# -*- coding: utf-8 -*-
"""Pair 1: two retired sisters. Maggie Kerslake (sailing) and Ruth Penhallow (family tree), 2023.
Odd sessions are LoCoMo-shaped JSON, even sessions Facebook Messenger exports."""

PAIR = "Maggie_and_Ruth"
SPEAKERS = {
    "M": {"short": "Maggie", "full": "Maggie Kerslake"},
    "R": {"short": "Ruth", "full": "Ruth Penhallow"},
}
SPEAKER_A, SPEAKER_B = "M", "R"
MESSENGER_THREAD = "inbox/ruthpenhallow_5873120946"
MESSENGER_OWNER = "M"   # the export was made from Maggie's account

SESSIONS = [
dict(n=1, shape="locomo", date="2023-03-14", time="19:42", turns="""
M: Evening Ruthie! Did you get home all right after the garden centre?
R: I did, though the bus was forty minutes late. My hip was grumbling the whole way.
M: Has the GP said anything more about it?
R: She's referred me to the orthopaedic people. It's a waiting list, of course. Could be months.
M: Oh love. Well, I have news to cheer you up. I've signed up for a sailing course!
R: You? Sailing? You used to get seasick on the Isle of Wight ferry.
M: It's a lake, not the Solent! Brannock Water Sailing Club are running a beginners' dinghy course for over-sixties. Six Saturday mornings, starting on the first of April.
R: Good heavens. How much is that setting you back?
M: £185 for the whole thing, including the buoyancy aid hire. Pauline from bowls did it last year and loved it.
R: Well, good for you. I think Dad would have been tickled.
M: He would. He always said the Ashdowns had salt water in their veins.
R: Funny you should say that. I've started on the family tree properly now.
M: Since when?
R: Since I found Gran's biscuit tin in the loft, the Huntley & Palmers one. It's full of letters and a few certificates.
M: I remember that tin! I thought Mum threw it out years ago.
R: Apparently not. I've joined one of those ancestry websites, RootsLedger, and I'm building the tree from Gran backwards.
M: How far have you got?
R: Only to Gran's father, Josiah Ashdown, so far. He was a fisherman in Cornwall, I think. The letters keep mentioning Falmouth.
M: Fishermen AND sailors. See, it's in the blood.
R: Ha. There's also a name I don't recognise in one of the letters. Someone wrote "no word from Ezra since he went over".
M: Went over where?
R: That's the mystery. I'll keep digging.
M: Keep me posted. I'll report back after my first lesson.
R: Take a towel. And a spare pair of knickers.
M: Ruth! Honestly.
"""),

dict(n=2, shape="messenger", date="2023-04-02", time="10:14", turns="""
R: Well?? How was it? I've been waiting all morning
M: I survived! Just about 😂
M: First lesson yesterday and we started with the capsize drill. In April. In a lake fed by the fells.
R: Oh no. Were you actually in the water?
M: Up to my neck. The instructor, Dev, says it’s the best way to stop being afraid of it. He's right, annoyingly.
R: Was it very cold?
M: Dev said the water was 8 degrees. It felt like minus eight.
R: Did you have a wetsuit on at least?
M: Borrowed one from the club. It smelled of other people. I'm going to buy my own.
R: What sort of boat is it?
M: A Wayfarer. Big sturdy thing, three of us in it. Me, a retired vicar called Colin, and a lady from Kendal who's done it all before.
R: A vicar. You'll be safe then.
M: He swore when the boom hit him, so I don't know about that.
R: 😂 Meanwhile I've been busy too. I found Josiah's marriage record!
M: Ooh!
R: Falmouth, 1891. He married an Eliza Tregenza, so she's our great-grandmother. And the witness was one Ezra Ashdown!
M: So Ezra was family!
R: Must be. Josiah was 26 then, so Ezra could be a younger brother. Or a cousin.
M: What's next?
R: The census. If they were brothers they'll be in the same house as boys.
M: My sister the detective.
R: Hip-wrecked detective. Still no letter from the hospital.
M: Chase them up this week.
R: I will. Pilchard sends his regards, he's asleep on the RootsLedger printouts.
"""),

dict(n=3, shape="locomo", date="2023-04-23", time="16:05", turns="""
R: Hello dear, how was lesson number four?
M: Three, actually. Last Saturday was cancelled, too windy. But today we did tacking and I finally got it.
R: Remind me what tacking is?
M: Turning the boat through the wind. You swap sides and duck under the boom at the same time. Colin has a bruise the shape of Wales.
R: Poor man.
M: I bought my own wetsuit at last. The shop by the pier had a sale on, £60 instead of £110.
R: A bargain. What colour?
M: Black with purple panels. Dev says I look like a professional. He's a terrible liar.
R: I had my appointment with the consultant on Thursday.
M: And? Don't keep me waiting.
R: Mr Haddad. Very nice man, warm hands. He looked at the X-rays and said the joint is "bone on bone". He wants to do a total hip replacement.
M: Oh Ruth. When?
R: He said he hoped to get me in by the end of June. I'll get a letter.
M: I'll come and stay while you recover. No arguments.
R: I wasn't going to argue. Helen can't take that much time off work.
M: That's settled then.
R: On the family front, I found Ezra in the 1881 census.
M: Go on.
R: Ezra Ashdown, aged 12, living with Josiah and their parents in a street by Falmouth harbour. So he WAS the younger brother. Born about 1869.
M: So what happened to him?
R: He vanishes after 1891. Not in the 1901 census anywhere in England. And I can't find a death either.
M: "No word from Ezra since he went over". He emigrated!
R: That's my theory. I'm going to trawl the passenger lists.
M: Good luck. Sounds like a needle in a haystack.
R: A haystack is what retirement is for.
"""),

dict(n=4, shape="messenger", date="2023-05-14", time="20:31", turns="""
M: Guess who is now a fully certified Level 1 dinghy sailor 🎉
R: NO! Congratulations!!
M: Passed yesterday. Dev signed my logbook and everything. I nearly cried.
R: I'm so proud of you. Dad would be beaming.
M: Colin passed too. The lady from Kendal, Sue, already had it, she was only there for the practice.
R: What’s next then?
M: Dev says I need more hours on the water first. The club has a crewing register so I can crew for people on Wednesday evenings.
R: I have news too. Big news. Sit down.
M: I'm sitting.
R: I found Ezra. On a ship's passenger list.
M: WHAT
R: The SS Carrowmore, sailed from Liverpool to Quebec on the 12th of May 1893. "Ezra Ashdown, 24, carpenter, English, destination Ontario".
M: That's 130 years ago this week! Spooky.
R: I know. I got goosebumps. I sat at the kitchen table and just stared at the screen.
M: So he went to Canada. "Went over". Over the Atlantic!
R: Exactly. And he was travelling alone. Steerage, by the look of it.
M: Poor lad. Do you think he had anyone out there?
R: That's the next step. Ontario records. And I'm thinking of doing one of those DNA tests. If any of his descendants have done one, we'd match.
M: Do it. I'll go halves.
R: Don't be daft, it's only £79. But thank you.
M: Any word from the hospital?
R: Not yet. Mr Haddad's secretary says the end of June is still the plan.
M: Right. I'm pencilling in the whole of July for you.
R: ❤️
"""),

dict(n=5, shape="locomo", date="2023-06-04", time="11:20", turns="""
R: Morning! The letter came. The operation is Tuesday 27th June at St Aldhelm's.
M: Finally! How do you feel?
R: Relieved mostly. A bit terrified. They want me in at 7am, nil by mouth from midnight.
M: I'll drive down on the Sunday before and take you in.
R: Are you sure? It's four hours for you.
M: I'm sure. I'll bring the good pillows.
R: The DNA kit arrived too. I spat in the tube and posted it back on Monday. Results in four to six weeks.
M: How did you get on with the spitting?
R: It took a full fifteen minutes. Pilchard watched with great disapproval.
M: Ha! Sailing news: I've been crewing on Wednesday evenings for a man called Gordon in his Laser 2000. We came 6th out of 8 last week.
R: Is that good?
M: It's not last! Gordon shouts a lot but he buys the drinks after.
R: Sounds like most men in boats.
M: And... I'm thinking of buying a share in a boat.
R: Goodness. A whole boat?
M: A quarter. The club has a syndicate Wayfarer called Puffin. One of the four owners is moving to Spain and selling up.
R: How much?
M: He's asking £900 for his quarter. Plus the mooring fee split four ways.
R: Can you sail it by yourself?
M: Not yet. But that's the point, I'd get far more time on the water.
R: Then do it. Life's short, as my hip keeps reminding me.
M: I'll sleep on it.
R: Don't sleep too long, someone else will snap it up.
"""),

dict(n=6, shape="messenger", date="2023-06-20", time="18:44", turns="""
R: Bad news I'm afraid. The hospital rang this morning. Mr Haddad is off sick and they've moved the operation.
M: Oh no! To when?
R: Monday 3rd July. Same time, same place.
M: Only a week later then. That's not too bad.
R: No, it's fine really. I'd just got myself all psyched up.
M: I'll come down on Sunday the 2nd instead. I'll rearrange.
R: Thank you. I've rung Mrs Obi next door, she'll have Pilchard again while I'm in.
M: Good. And the DNA?
R: Came back early! And... we have a match in Canada.
M: Ruth!!
R: A woman called Carol Beaumont, in Guelph, Ontario. The website says second cousin once removed, or thereabouts. Her tree goes back to an Ezra Ashdown, carpenter, born Cornwall 1869.
M: That's him! That's our Ezra!
R: I've sent her a message through the site. I'm trying not to refresh it every five minutes.
M: I'd be refreshing every two.
R: Anyway, how was Wednesday?
M: My first race at the helm! Wednesday evening series, in Puffin. Yes, I bought the share 😅
R: You didn’t!
M: Signed the papers on Friday. A quarter of a boat richer and considerably poorer.
R: And the race?
M: Came 9th out of 11. Gordon says that's respectable for a first go. I hit the committee boat, slightly.
R: "Slightly"
M: Gently. Barely a kiss. The man on it spilled his tea.
R: 😂 You're a menace on the water.
M: Pot, kettle. You nearly ran over the vicar at the Christmas fair.
"""),

dict(n=7, shape="locomo", date="2023-07-09", time="15:30", turns="""
M: Home safe. The A-road was a nightmare, caravans everywhere.
R: Thank you for this last week. I don't know what I'd have done without you.
M: Don't be silly. How's the hip this morning?
R: Sore, but a different sore. Six days since they put the new one in and I can already tell the grinding's gone.
M: That's wonderful. Did Tomasz come?
R: The physio, yes, at ten. He's pleased. I did the stairs with one crutch going up and two coming down. He wants me walking to the end of the road and back twice a day.
M: Don't overdo it.
R: I won't. Helen's here until Wednesday and she's worse than you.
M: Good. Somebody has to boss you about.
R: Carol wrote back! Did I tell you? It came on Thursday while you were out getting the prescription.
M: You didn't! What did she say?
R: She's lovely. Sixty-four, retired nurse, lives in Guelph with her husband Dennis. She says Ezra was her great-grandfather and he built houses in Guelph. Some are still standing.
M: A builder! From ship's carpenter to houses.
R: She's got a photograph of him. She's going to scan it and send it.
M: I can't wait to see his face.
R: She said, and I quote, "If you're ever in Ontario, you have a bed here".
M: Are you thinking what I'm thinking?
R: I'm thinking I can barely get to the end of the road. But... maybe in the autumn.
M: Once Mr Haddad says you can fly.
R: Exactly. Anyway, how's Puffin?
M: No idea, I haven't seen her for a week! The other owners took her out in the regatta yesterday. Came last, apparently.
R: Without you at the helm, naturally.
M: Naturally.
R: Go and have a rest. You've earned it.
"""),

dict(n=8, shape="messenger", date="2023-07-30", time="14:08", turns="""
R: Look at him! Carol sent the scan this morning.
R: [photo:ezra_ashdown_scan.jpg]
M: Oh my goodness. He has Dad's ears!
R: That's exactly what I said! And the same frown.
M: Where was it taken?
R: Outside a house he built on Woolwich Street in Guelph, in 1908. Carol says the house is still there and it's painted blue now.
M: I'd love to see that.
R: Well... Carol and I had a video call on Friday. She's invited me properly. She wants me to come in September for the Guelph fall fair.
M: Ruth, you have to go!
R: Helen says she'll come with me. She has some leave in September.
M: Perfect. What does the physio say?
R: I’m off the crutches, onto a stick. Tomasz says I can go up a flight of stairs like a "normal human" now. Mr Haddad's check-up is on the 11th of September and he'll tell me if I can fly.
M: So the trip depends on that.
R: Yes. So we won't book anything till after the 11th.
M: Sensible. Puffin news: I sailed her to Heron Island and back yesterday with Gordon as crew. Four miles round trip!
R: Heron Island? Is that the one with the tea hut?
M: That's the one. Tea and a flapjack for £3.50. Best flapjack of my life.
R: Everything tastes better after exercise. Or terror.
M: Bit of both. A gust caught us on the way back and I had to let the sheet fly.
R: I don't know what that means but it sounds dramatic.
M: It means I let go of the rope before we tipped over. Dev would be proud.
R: Pilchard caught a mouse and left it in my slipper. A welcome home present.
M: Charming.
"""),

dict(n=9, shape="locomo", date="2023-08-20", time="18:15", turns="""
R: Change of plan on Canada, I'm afraid.
M: Oh no, what's happened?
R: Helen's firm has cancelled all leave in September. Some big audit. She's devastated.
M: Poor Helen. So you're not going?
R: I'm still going! Just not in September. Carol says October is lovely anyway, all the maples turn red.
M: Who's going with you then? You can't manage those airports on your own with a stick.
R: Well... I was going to ask...
M: Yes.
R: I haven't asked yet!
M: Yes, I'll come. Of course I'll come. I've always wanted to see the leaves.
R: Oh Mags. Are you sure? What about Puffin?
M: The season finishes in October anyway. The other three can have her.
R: Then it's settled. We'll book after my check-up on the 11th.
M: Good. How is the hip?
R: I walked to the library and back on Thursday. Just over a mile. First time since the op.
M: That's brilliant!
R: I went to look at the microfilm of the Falmouth Packet, the old local paper. Found a little notice: "Mr Ezra Ashdown, carpenter of this town, departs for Canada on Friday".
M: The local paper announced it!
R: Small town. Everyone knew everyone's business.
M: Still true. Speaking of which, Pauline from bowls has told everyone I own a yacht.
R: Do you?
M: I own a quarter of a sixteen-foot dinghy with a leaky bailer.
R: Same thing to Pauline.
M: I've booked myself on the Level 2 course, by the way. Two weekends in September, the 2nd and 3rd and then the 16th and 17th.
R: Level 2! Look at you.
M: Dev's teaching it. He says I'm "ready-ish". [img:a small blue sailing dinghy tied up at a wooden jetty on a lake]
"""),

dict(n=10, shape="messenger", date="2023-09-13", time="19:52", turns="""
R: Saw Mr Haddad on Monday. He says I can fly! ✈️
M: YES! What did he say exactly?
R: "The hip is beautiful. Go and see your cousin." He also said wear compression socks and get up every hour on the plane.
M: Compression socks. Very glamorous.
R: So I booked it this afternoon. Manchester to Toronto, Thursday 5th October, and back on Thursday the 19th. Two seats together, aisle for me.
M: Two weeks! Fantastic. Send me the booking reference.
R: Sent it to your email. Carol's picking us up from the airport, Dennis is going to drive.
M: How far is Guelph from the airport?
R: About an hour, Carol says.
M: I have a confession.
R: Uh oh.
M: I capsized Puffin on Sunday. On my own. In front of the whole clubhouse.
R: Oh Maggie! Are you hurt?
M: Only my pride. A squall came through, I didn't ease the mainsheet fast enough and over she went. The safety boat had me out in two minutes.
R: Did you lose anything?
M: My sunglasses. The good prescription ones. They're at the bottom of Brannock Water with the pike.
R: Oh dear. Has it put you off?
M: Not a bit. The second Level 2 weekend is this Saturday and Sunday, and I'm going.
R: That's my sister. Stubborn as Dad.
M: And I'm taking my spare glasses on a string.
R: Very wise. I'll get you one of those floaty neck things for Christmas.
"""),

dict(n=11, shape="locomo", date="2023-10-01", time="20:40", turns="""
M: Four more sleeps!
R: I'm packed already. Helen says I'm ridiculous.
M: You are. I haven't even found my passport.
R: MAGGIE.
M: Joking! It's in the drawer with the Christmas cards. Probably.
R: Did you pass your Level 2?
M: I did! Dev made me do the man-overboard recovery three times but I got there. The certificate's on the fridge.
R: Wonderful. Two certificates in one year.
M: And Puffin's been hauled out for the winter. Last sail was yesterday, flat calm, mist on the water. A lovely way to end.
R: Sounds magical.
M: What are you taking for Carol?
R: I've made her a copy of everything. The marriage record, the census pages, the passenger list, the newspaper notice. In a proper album.
M: She'll love that.
R: And a tin of Cornish fudge. Seemed fitting.
M: Very. What has Carol got planned?
R: A family dinner on the Saturday with all her lot. She says there'll be twenty-two of them. Ezra had nine children, apparently.
M: Nine! So we have dozens of Canadian cousins.
R: Dozens. Carol says one of them, a man called Rick, still works as a carpenter. It's in the genes.
M: Well, we got the boats and he got the wood.
R: And she's taking us to see the blue house on Woolwich Street.
M: I'm going to cry, I know it.
R: I've packed tissues for both of us.
M: How's the hip going to be on a long flight?
R: Tomasz gave me some exercises to do in my seat. I'll look like I'm doing the Birdie Song.
M: I'll do them with you.
R: Taxi's booked for 6am on Thursday. Don't be late.
M: I'm staying at yours on Wednesday night, remember? I can't be late.
R: Exactly my plan.
"""),

dict(n=12, shape="messenger", date="2023-10-25", time="11:03", turns="""
M: Are you over the jet lag yet?
R: Nearly. I woke at 4am again and ate toast in the dark.
M: Me too! I still can't believe we went.
R: Neither can I. I keep looking at the photos.
M: The blue house. Standing on the same porch as Ezra.
R: And the owners letting us inside! The staircase he made is still there.
M: That banister. I put my hand on it and just thought, he touched this.
R: I cried, you cried, the owner cried.
M: Dennis didn't cry.
R: Dennis cried in the car, I saw him.
M: 😂
R: Carol's gift has pride of place on my mantelpiece.
M: The plane?
R: Yes. Ezra’s wooden smoothing plane, with his initials burnt into the handle. E.A. I still can't believe she gave it to us.
M: She said it belonged back in the old country. So generous.
R: I'm going to write it all up. Properly. A booklet for the family.
M: You should! With the photos.
R: I'm thinking for Christmas. For Helen, for your two, for Carol's lot.
M: That's a big job.
R: What else am I going to do all winter? You'll be sailing.
M: Not in winter! The club's shut till March. I'm thinking of a navigation theory class at the college instead.
R: Navigation! You'll be crossing the Atlantic next.
M: Ezra did it in steerage. I'll do it in a dinghy.
R: Please don't.
M: 😂 I won't. Love you sis.
R: Love you too. Thank you for coming with me. ❤️
"""),

dict(n=13, shape="locomo", date="2023-11-19", time="14:00", turns="""
R: I've written eleven pages! The booklet's taking shape.
M: Eleven! What have you called it?
R: "From Falmouth to Guelph: the Ashdowns on both sides of the Atlantic". Too long?
M: It's perfect.
R: Helen's going to do the layout on her computer. I'll get it printed at the copy shop on the high street.
M: How many copies?
R: Forty. Carol wants fifteen for her side alone.
M: Goodness.
R: How's the navigation course? Did you sign up in the end?
M: Yes. It starts on the 9th of January, Tuesday evenings for ten weeks at Lakeland College. £120 with the books.
R: Charts and compasses?
M: Tides too, apparently, which on a lake is a bit pointless, but Dev says if I ever want to sail at sea I'll need them.
R: At sea! You've changed your tune since the Isle of Wight ferry.
M: I'm a new woman. Sixty-eight and reborn.
R: I walked three miles yesterday. Round the reservoir. No stick.
M: Ruth! That's wonderful.
R: Tomasz has signed me off. He says I'm his star pupil. I bet he says that to everyone.
M: He probably does, but you deserve it.
R: I think I'd like to try your boat next summer.
M: Really?! You'd come sailing?
R: If you promise not to capsize me.
M: I promise nothing. But I'll lend you my old wetsuit.
R: Deal. Oh, and Carol's coming to England in May. She wants to see Falmouth.
M: Then we'll take her to Falmouth! A proper return trip.
R: That's what I hoped you'd say. She's thinking the second half of May.
M: I'll start looking at cottages.
"""),

dict(n=14, shape="messenger", date="2023-12-17", time="17:26", turns="""
R: The booklets are here!!! 📚
M: Oh! Send a photo!
R: [photo:booklet_cover.jpg]
M: It looks so professional. Is that Ezra on the cover?
R: Ezra in front of the blue house, and Josiah's fishing boat on the back. Helen did wonders.
M: How much was the printing in the end?
R: £236 for the forty. Carol insisted on paying half.
M: Worth every penny.
R: I'm posting fifteen to Guelph tomorrow. The postage is nearly as much as the printing!
M: Ha. When are you coming up for Christmas?
R: Helen's driving me up on the 23rd. Is that still all right?
M: Of course. The spare room's made up. I've even got the good pillows back.
R: Lovely. Any news from the club?
M: The AGM was on Friday. They've voted to buy a new safety boat and I've been roped into the social committee.
R: Of course you have.
M: I'm in charge of the Burns Night supper in January. Haggis and all.
R: You hate haggis.
M: I'll be in charge of it, not eating it.
R: 😂
M: Also, Puffin's getting new sails for next season. £1,100 split four ways.
R: Boats. Holes in the water you pour money into.
M: That's what Gordon says. He's got three.
R: I've booked a cottage in Falmouth for Carol’s visit, by the way. 18th–25th May.
M: You beat me to it! Where?
R: A fisherman's cottage near the harbour. Possibly the same street where Josiah and Ezra grew up, I'm checking the census address.
M: Ruth, that would be perfect.
R: Merry early Christmas, Mags. 🎄
M: Merry early Christmas. See you on the 23rd.
"""),
]
