# Pair 1: Gordie Maclean (71, retired ferry mechanic, Oban) and his granddaughter
# Isla Maclean (19, first-year veterinary student in Kosice, Slovakia).
# Turn lines: "<code>: text". "[photo: caption]" at the start of a text marks a shared image.
# "\n" inside a text is a line break within one message.

PAIR = {
    "folder": "Gordie_and_Isla",
    "speaker_a": "G",
    "speaker_b": "I",
    # names as they appear in each export shape
    "names": {
        "locomo": {"G": "Gordie", "I": "Isla"},
        "plain": {"G": "Gordie", "I": "Isla"},
        "whatsapp": {"G": "Grandad Gordie", "I": "Isla"},
    },
}

SESSIONS = [
    dict(num=1, shape="locomo", start="2023-09-03 19:12", text="""
G: Well, are you all packed, hen?
I: Nearly! Mum says I've packed like I'm emigrating forever. Two suitcases and my rucksack.
G: You are emigrating, near enough. Košice. I had to get your gran to show me it on the map. It's nearly in Ukraine.
I: It's in Slovakia Grandad 😂 but yes, the east end of it. Flight's Thursday, Glasgow to Vienna, then a bus.
G: A bus! From Vienna! How long's that?
I: About six hours. I've got snacks and a podcast about horse anatomy so I'll be fine.
G: Horse anatomy on a bus. That's my granddaughter. Your gran's knitting you a scarf, don't tell her I told you.
I: Aww. Is it the green wool? She was asking about my favourite colour.
G: It's green. Bottle green. She says it's cold there in winter, minus ten.
I: It's fine, I've got the big coat. Anyway what have you been up to? Mum said you bought something daft.
G: Daft! It's not daft. I've bought a motorbike. Well, a motorbike in about forty pieces. A 1959 Triumph Tiger Cub.
I: GRANDAD. You're 71.
G: I'm not going to ride it to Glasgow. It's a project. A farmer out at Kilmore had it in a byre for thirty years, chickens sleeping on the seat. Six hundred and fifty pound.
I: Does it even have an engine?
G: It has an engine. Seized solid, mind. But everything's there, the tank, the wheels, even the original toolkit in the side panel. I'll have her running by the time you're a doctor.
I: Vet, Grandad. Six years. You've got time then.
G: Six years is plenty. I kept the Mull boat's engines going for thirty-eight years, I can manage a wee 200cc Triumph.
I: Ha. How's the allotment? Are the leeks ready for the show?
G: The leeks are looking grand. Show's on the 16th. Hamish Dunn on plot 9 has been feeding his with some secret mix, he's cagey as anything.
I: Hamish with the giant onions? He's so competitive.
G: He measured my leeks with his eyes last week. I saw him. I've put a tarpaulin over them now.
I: 😂😂 Tarpaulin security. Love it.
G: You'll phone when you land on Thursday? Your gran won't sleep otherwise.
I: I'll message from Vienna and then when I get to the flat. I don't know my flatmates yet, the uni just sent an address near the botanical garden.
G: Just make sure they're decent folk. And eat proper food, not just noodles.
I: Yes Grandad. Give Tam a pat from me.
G: He's lying on my feet right now. He knows something's up, he's been in your old room sniffing about.
I: Stop, I'm going to cry. Love you both.
G: Love you too hen. Go and sit on your suitcase to close it.
"""),
    dict(num=2, shape="whatsapp", start="2023-09-16 20:41", text="""
I: Grandad!! How did the show go??
G: Second. Second place for the leeks.
G: Hamish Dunn took first. His were an inch and a half thicker. I don't know what he feeds them. Blood of his enemies probably.
I: Noooo. Second is still amazing though! Did you get a rosette?
G: A blue one. Your gran's put it on the fridge. And my shallots got a first, so not a total disaster.
I: SHALLOTS WIN. Tell gran to put that one higher on the fridge.
G: How are you getting on? Have you met the flatmates properly now?
I: Yes! There's four of us. Marta is from Gdańsk, she's a vet student too, second year, so she's showing me everything.\\nJonas is from Bergen, first year like me, very tall and very quiet.\\nAnd Chiara from Bologna who's doing pharmacy.
G: That's the whole of Europe in one flat. Can any of them cook?
I: Marta makes amazing pierogi. Jonas eats cereal for dinner. Chiara mostly smokes on the balcony and phones her boyfriend.
G: Sounds about right for students. What about classes?
I: First anatomy practical was on Thursday. We got a dog skeleton each table and we have to learn every bone and every bump on every bone. In Latin.
G: Latin! Like the priest.
I: Processus spinosus, tuberculum majus... I'm saying them in my sleep, Jonas says.
G: Well I've been doing my own anatomy. Took the carburettor off the Tiger Cub this morning before the show.
G: [photo: a dismantled carburettor float bowl coated in brown sludge]
I: Ew what is that brown stuff
G: Old petrol. Gone to varnish after thirty years. It's an Amal carb, I'll soak it in the cleaner for a week. Might get away without a new one.
I: You sound so happy about this 😂
G: Happiest I've been since I retired. Your gran says I'm out in the garage more than I was ever on the boat.
I: Is Tam ok?
G: He's fine. Bit stiff in the back legs in the mornings, he's getting old like me.
I: Keep an eye on that, he might have a bit of arthritis. I'm basically a vet now, two weeks in 😂
G: Aye right, Dr Isla. I'll tell him.
I: Night Grandad, I've got to go learn the bones of the foot. x
G: Night hen x
"""),
    dict(num=3, shape="locomo", start="2023-10-01 18:30", text="""
I: Hi Grandad. Bit of a rubbish week to be honest.
G: What's happened, hen?
I: Nothing happened exactly. I just miss home. Everyone here seems to know what they're doing and I feel like I'm always a step behind. And it rained all week.
G: That's just the homesickness. Every lad that came on the boats from the islands got it the first month. Then one day it just lifts.
I: Did you get it?
G: When I did my training in Greenock in '71 I phoned your great-gran from the phone box every night for three weeks. Cost me a fortune in coins.
I: Aww. That actually helps.
G: What's cheering you up then? Apart from your old grandad.
I: Jonas plays the fiddle! Turns out the quiet Norwegian is a folk musician. He played some tunes on Friday night and Marta made pierogi and it felt like a proper home.
G: A fiddler. You'll have him playing Scottish tunes next.
I: I taught him The Dark Island off a video on my phone. He picked it up in about ten minutes.
G: Your gran will be chuffed. That was her dad's favourite.
I: I also joined the university riding club. We ride on Wednesday afternoons at the school's stables, and you can help with the horses at the clinic on weekends.
G: That's more like it. Horses suit you. Mind you don't fall off.
I: I fell off once when I was eleven, I'm not doing it again! Honestly I think I want to be an equine vet. Horses, only horses.
G: A horse doctor. Your great-grandfather would have liked that, he worked the Clydesdales on the farm at Benderloch.
I: Really? I never knew that. How's the bike?
G: Carb came up like new after the soak. And I've sent the frame away to be powder coated, to a place in Dunoon. Decided on the colour today.
I: Ooh what colour?
G: Ruby red. The original was Shell blue but I always fancied a red bike. Your gran says it'll look like a post van.
I: A post van 😂 I think red will be cool. Send me a photo when it's back.
G: Two or three weeks they said. Meanwhile I'm waiting on a piston from a firm in Birmingham. Everything for these old bikes comes from Birmingham or the Midlands.
I: Makes sense, it's where they were made, isn't it?
G: Meriden, the Triumphs. You've been listening to me after all.
I: Always 😊 And the allotment?
G: Pulled the last of the tatties. Tam helped, which means he lay in the furrow and watched me.
I: Best helper. Give him a cuddle. I'm going to go and make tea before Marta's boyfriend eats all the bread.
G: Away you go. Chin up, hen. It gets easier.
"""),
    dict(num=4, shape="plain", start="2023-10-22 19:05", text="""
G: Some rotten so-and-so broke into my shed at the allotment.
I: Oh no!! When?? What did they take?
G: Sometime Thursday night. Took the petrol strimmer and the good spade, the one my father had. Left the padlock lying in the grass, cut clean through.
I: That's horrible. The spade with the wooden handle?
G: That's the one. The strimmer I don't care about, it's insured through the association. But that spade's older than your mum.
I: Did you tell the police?
G: Aye, a young constable came up on Friday, very polite, gave me a crime number. Says there's been three sheds done on the site this month. Hamish's too.
I: Did Hamish lose anything?
G: His onion feed. Whoever it was took a big tub of his secret mix. I shouldn't laugh.
I: Grandad 😂 that's karma for the leeks.
G: I said nothing of the sort to him. What about you, how was the test?
I: The histology one? I got 78%! Second highest in my study group.
G: Seventy-eight! That's an A in my day.
I: It's a B here, they're strict. But I'm really happy. I spent hours on the microscope slides with Marta.
G: Good lass. And the homesickness?
I: Much better. Like you said, it just kind of lifted. The riding club's been great, I'm helping groom the horses at the clinic on Saturdays now.
G: I told you. The frame came back from Dunoon, by the way.
I: Red?? Photo!!
G: Not red. I phoned the lad on the Monday and changed it to black. Had a dream the red looked like a fire engine and I couldn't face it.
I: You changed your mind because of a DREAM?
G: And your gran's post van comment. Black's classic. Gloss black frame with the tank in Shell blue like the original, that's the plan now.
I: Ok I approve, that does sound classy.
G: Have you booked your flight for Christmas yet? Your gran's asking every day.
I: Yes! I fly into Glasgow on the 19th of December, lands at 4.40pm. Can someone get me from the airport?
G: I'll be there. Unless the car gets broken into too.
I: Don't joke! Get a better padlock for the shed.
G: Already bought one. Big brass thing, weighs more than Tam.
"""),
    dict(num=5, shape="locomo", start="2023-11-11 15:20", text="""
I: Grandad, big flat news. Chiara's leaving.
G: The Italian lass that smokes? Leaving the flat or the course?
I: Both. She's going back to Bologna at the end of November. She said pharmacy wasn't for her and she missed her boyfriend too much.
G: Ach, that's a shame for her. Who'll get her room?
I: The landlord's finding someone. Marta's worried it'll be some party guy. The walls are so thin.
G: Tell the landlord you want a quiet one. Now, you'll want to know about Tam. We took him to the vet on Tuesday.
I: Oh no, what did they say?
G: Arthritis in both hips, like you said. You were right, Dr Isla. They've put him on Metacam, a liquid you put on his food.
I: Yes, meloxicam! It's an anti-inflammatory. We literally just did NSAIDs in pharmacology. Make sure he gets it with food, it can upset his stomach.
G: The vet said the very same. He's walking better already, he went up the hill to the allotment with me yesterday without stopping.
I: That makes me so happy. Give him a treat from me.
G: He's had three. Your gran's soft on him.
I: How's the Tiger Cub? Engine done?
G: Not quite. Had the engine apart and the crankshaft's worn, the big end's got play in it. It's away to an engineering shop in Glasgow to be reground. Two hundred and ten pounds.
I: Is that a lot?
G: For a crank? It's fair. Cheaper than buying one. I'll get it back in December, so maybe you can help me put the engine back together at Christmas.
I: Yes! I'd love that. I'm good at anatomy now, engines can't be that different.
G: Ha! Same principle. Everything connects to something.
I: Did the police ever find your spade?
G: Not a chance. I've given up on it. Your uncle Callum gave me his old one, it'll do.
I: Aw. Anyway, I miss you. 38 days until I'm home!
G: Your gran's booked us a table at the Pierhead for your first night home. She says you'll want proper fish and chips.
I: OMG yes. I've been dreaming about it. The food here is all dumplings and cabbage and sheep cheese.
G: Sounds like good sturdy food to me.
I: It is, but it's not haddock!
"""),
    dict(num=6, shape="locomo", start="2023-12-03 20:45", text="""
G: Evening hen. Has the new flatmate arrived?
I: He has! His name is Bence, he's from Hungary, from Debrecen. He's a vet student too, second year like Marta.
G: A lad then. Is he a quiet one?
I: Quiet-ish. He brought an electronic drum kit though 🙈 He says it has headphones so we won't hear it but you can still hear the thud thud thud through the wall.
G: Drums. Well, Jonas has his fiddle, you'll have a band.
I: Jonas said the same!! They've already jammed. It sounded terrible.
G: Ha. And how's the work going, you've exams coming?
I: Anatomy colloquium in January. It's an oral exam, you stand in front of the examiner with a bone or a specimen and they ask you anything they want.
G: Oral! No writing at all?
I: Nope. You just have to talk. It's terrifying. Marta says one professor is known for asking about the horse's forelimb nerves and making people cry.
G: You'll not cry. You'll tell him where to go.
I: Hahaha I will not tell him where to go, I'll fail.
G: Well I've been at the allotment. Planted the garlic yesterday. Solent Wight, from the catalogue.
I: In December? Isn't it freezing?
G: Garlic wants the cold. Needs a good frost to split the cloves. Everybody thinks spring but you plant it before Christmas.
I: I did not know that. You're like a walking gardening book.
G: Fifty years of digging. Hamish plants his in October, he says mine'll be too late. We'll see in July.
I: Another competition 😂
G: Everything with Hamish is a competition. Did I tell you he's put a camera on his shed now? After the break-in.
I: Good idea actually. You should too.
G: I've got Tam. Better than a camera.
I: Tam sleeps 20 hours a day Grandad.
G: He's a light sleeper.
I: Is the crankshaft back?
G: Came back on Friday. Lovely job. It's sitting on the bench waiting for you.
I: 16 more days!
G: I'll have the bench cleared. Bring warm clothes, the garage is baltic.
"""),
    dict(num=7, shape="plain", start="2024-01-07 17:30", text="""
I: Back in Košice! Bus from Vienna was fine, only 40 minutes late.
G: Good. Your gran's been at the window since this morning like she could see you from there.
I: Aww. Tell her the scarf is already on. It's minus eight here.
G: Minus eight. That's not weather, that's punishment.
I: I miss you already. Christmas was the best. Especially Boxing Day in the garage.
G: Boxing Day. When that engine turned over I nearly cried into my tea.
I: It didn't START though 😂 It just went chug chug and died.
G: Turning over is the first step. Compression's good, spark's good. It's the timing now. I'll get it.
I: I loved it though. Me holding the torch and you swearing at the points.
G: I never swore.
I: You said a word I've never heard before, in Gaelic I think.
G: That's a technical term.
I: Ha. And thank you again for the stethoscope. Everyone in my group is jealous, it's a proper Littmann.
G: Your gran chose it. I just paid. Use it well.
I: I listened to Tam's heart with it on Christmas morning. Very healthy old boy.
G: He's moving better than me these days, on those tablets.
I: So, exams. The anatomy colloquium is on the 18th. I'm studying all day every day until then.
G: The 18th. I'll light a candle. Well, your gran will.
I: Bence and Marta are quizzing me every evening. Bence does the horse bits, he's really good.
G: The drummer's useful then.
I: Very. He's stopped drumming at night too because Marta shouted at him in Polish.
G: Good woman. Anything else happen at New Year?
I: We had a Hogmanay party in the flat! I made everyone sing Auld Lang Syne and Jonas played it on the fiddle.
G: Spreading the culture. Right, I've got a club meeting tonight. I've joined the Oban vintage motorcycle club, did your gran tell you?
I: No! When did that happen?
G: First meeting was on Thursday. Bunch of old fellas in the back room of the Lorne Bar talking about magnetos. I loved it.
I: That's the most Grandad sentence ever. Go! Have fun!
"""),
    dict(num=8, shape="whatsapp", start="2024-01-21 11:15", text="""
I: Grandad I failed 😭
G: Failed the anatomy?
I: The oral. Thursday. He asked me about the brachial plexus on the horse and my mind just went completely blank. I knew it! I knew it the night before!
G: Oh hen. That's rotten luck.
I: Half my group failed too but it doesn't help. I feel so stupid.
G: You're not stupid. Listen. Did I ever tell you I failed my marine engineering ticket the first time?
I: No??
G: 1974. Got in front of the examiner in Glasgow, he asked me about the boiler feed pump and I talked about the wrong pump for ten minutes. He let me. Then he said "Mr Maclean, that is the bilge pump."
I: NO 😂😂
G: Passed it three months later and worked on engines for forty years. One exam is nothing.
I: That actually made me laugh. Thank you.
G: When's the resit?
I: 8th of February. Same examiner probably.
G: Then you'll know what he likes. Learn the horse's nerves till you can draw them blindfolded.
I: Bence said he'll quiz me every day. Marta made me flashcards.
G: Good flatmates. Now, I've got news to cheer you up.
G: She started.
I: THE BIKE???
G: Third kick this morning. Fired up and ran for five minutes before I shut her off. Timing was out by a couple of degrees, that's all it was.
G: [video: a short clip of a small black motorbike idling in a garage]
I: I can hear it!!! It sounds like a lawnmower 😂
G: A lawnmower! That's a British single, that's music.
I: Sorry sorry. It sounds beautiful. Like a very proud lawnmower.
G: Your gran came out in her slippers to watch. Tam barked at it.
I: I'm so happy. Best news this week by miles.
G: Now go and learn that plexus.
I: Going. Love you x
"""),
    dict(num=9, shape="locomo", start="2024-02-11 16:05", text="""
I: I PASSED.
G: The resit? Hen that's brilliant!
I: Thursday! Got a C. I don't care, a pass is a pass. And he asked about the brachial plexus AGAIN and I drew the whole thing on the whiteboard.
G: Ha! Good for you. Did he remember you?
I: I think so. He said "better" at the end. That's like a hug from him.
G: Your gran cried. She's telling everybody in the Co-op.
I: Stop 😂 Tell her thank you. Now I can breathe for a bit before next semester gets scary. Physiology and biochemistry.
G: Biochemistry. That's chemistry with a pulse.
I: Pretty much. How's everything at home?
G: Tam's doing grand on the tablets, still going up the hill with me. And there's been ructions at the allotment committee.
I: Ooh, drama. Tell me.
G: They're putting the plot rent up. From thirty-five pound a year to forty-eight. Because of the new fence after the break-ins.
I: That's still cheap though?
G: It's a 37% increase, I worked it out. Hamish stood up and made a speech about it. For once I agreed with him.
I: You and Hamish on the same side! Historic.
G: It still passed. We'll pay. The fence is a good fence.
I: And the Tiger Cub? Have you ridden it yet?
G: Not yet. Too icy. She's running sweet now though, I take her up and down the drive. Waiting for a dry Sunday for a proper run.
I: Do you have a helmet??
G: Your uncle Callum bought me one for my birthday. Open face, very retro. I look like Steve McQueen.
I: I need a photo of that immediately.
G: Your gran won't let me send it. Says I look like a mushroom.
I: 😂😂 I love her.
G: Oh and I forgot, the club had a talk on Tiger Cubs on Thursday. A man came from Perth with his, it's the same year as mine. Gave me a lot of tips.
I: Perfect timing. I'll let you go, Marta's making celebration pierogi.
"""),
    dict(num=10, shape="plain", start="2024-03-10 19:40", text="""
G: Well. I've ridden her.
I: WHAT. Properly?? On a road??
G: Last Sunday. Dry and bright. Out along the Ganavan road to the sands and back. Eleven miles.
I: Why didn't you tell me last week!!
G: I wanted to make sure I was still in one piece. The clutch slips a bit when you open her up going up the hill. Needs new plates.
I: How fast did you go?
G: Forty. Felt like a hundred. Your gran followed in the car like a police escort.
I: That's the cutest thing I've ever heard.
G: Now, your Easter plans. You said the uni wants you to do farm work?
I: Yes, extramural studies. We have to do a lambing placement in first year. Two weeks. I was going to do it here but it'd be amazing to do it at home.
G: Well. I was talking to Donnie Beaton at the club. His brother Alasdair has a sheep farm near Dervaig on Mull. Seven hundred ewes. They'd take you.
I: Seriously?? Grandad that's perfect!
G: I said I'd ask you first. He says you'd be on nights some of the time. Hard graft.
I: I don't care! When does he lamb?
G: Starts end of March, busiest the first two weeks of April. You'd get the ferry from Oban. My old boat, well, the new one.
I: Our Easter break is 28 March to 14 April. I could fly home on the 27th.
G: I'll tell Donnie. Alasdair will need to sign your uni forms, you'll send me them?
I: I'll email them tonight. Oh my god. I'm so excited.
G: You'll be knee deep in muck.
I: That's the dream honestly.
G: How's the new semester?
I: Physiology is great, biochemistry is hell. The Krebs cycle is basically your bike engine but in a cell.
G: Then you'll be fine. And the flat?
I: Good! Jonas has a girlfriend now, Liv, she's Norwegian too, studying in Prague, so he's away most weekends. Quieter.
G: And the drummer?
I: Bence is thinking of transferring to the vet school in Budapest next year, to be closer to home. We'd miss him.
G: Well, Marta'll still be there.
I: Marta and I are already talking about getting a two-bed next year, just us. The landlord said the rent's going up in September anyway.
"""),
    dict(num=11, shape="locomo", start="2024-04-07 22:30", text="""
I: [photo: two newborn lambs lying in straw under a heat lamp] Grandad, I delivered twins tonight! By myself! Alasdair just stood and watched.
G: Good girl! How were they?
I: One was coming backwards, I had to turn it. Both alive and both up and sucking in twenty minutes. I'm covered in... everything.
G: That's lambing. You'll smell of it till June.
I: I don't even care. This is the best week of my life. I've done about fifteen births now.
G: Alasdair says you're a natural. He phoned Donnie and Donnie told me at the club.
I: Nooo did he really? He's so gruff, he never says anything to me except "tea's on".
G: That's high praise from a Beaton. What's the worst so far?
I: A ewe with ringwomb on Tuesday. The cervix doesn't open. We had to call the vet from Tobermory and she did a caesarean in the barn. I got to assist!
G: In the barn! In my day they'd have lost her.
I: Ewe and lamb both fine. I've decided, I think I want to do farm animal. Not small animal. This is it.
G: That's a change of tune.
I: I know, I know. Horses too, maybe. Farm and horses. Not cats and hamsters.
G: Well, I'm proud of you whatever you do. Now, my news. The tatties are in.
I: Already?
G: Good Friday, always. My father planted on Good Friday and so do I. First earlies, Swift, two rows.
I: Is that a Scottish thing?
G: It's a Maclean thing. Hamish thinks it's superstition. He plants by the soil temperature with a thermometer.
I: Scientific Hamish vs traditional Gordie.
G: We'll see whose are on the table first. And I've got the new clutch plates in the Tiger Cub. No more slipping.
I: Yay! Have you been out on it again?
G: Twice. To Connel and back on Wednesday. The club's doing a run to Inveraray in May, I might go.
I: You should! With the mushroom helmet.
G: Don't you start. When do you go back to Košice?
I: The 14th. Alasdair says I can stay till the Friday and then I'll get the ferry over and come home for a night before my flight.
G: I'll meet you off the boat. Like old times.
"""),
    dict(num=12, shape="whatsapp", start="2024-04-28 20:10", text="""
I: Hiya! Back into the routine. Košice is so warm, it's like 24 degrees.
G: It's eleven here and sideways rain.
I: 😂 classic. Guess what, Marta and I found a flat for next year!
G: The two-bed?
I: Yes! Near the vet uni, like 5 minutes walk. Balcony, new kitchen, and the landlady has a cat she wants to leave with us.
G: A cat that comes with the flat. Does it cost extra?
I: 😂 No. She's called Mici. Ginger. We sign the lease on the 15th of May.
G: Good. What about the others?
I: Jonas is moving in with Liv, she's transferring here from Prague. And Bence's transfer to Budapest came through. So the whole flat is splitting up. Bit sad.
G: That's students. Everybody moves on. Now, listen to this. Hamish Dunn wants to buy the Tiger Cub.
I: WHAT
G: Came up to me at the allotment on Thursday. Offered me two thousand eight hundred pounds cash.
I: That's way more than you paid!
G: What I paid plus the crank, the plates, the piston, the powder coat... maybe eleven hundred all in. Still a good profit.
I: Are you selling it??
G: Am I heck. I told him she's not for sale. He went off in a huff to his onions.
I: Good!! She's family now.
G: That's what your gran said. Funny, she called it a daft bike in September.
I: Is she going to ride on the back?
G: She says over her dead body.
I: 😂
G: I've entered her in the vintage show in June. At Mossfield park. There's a class for restored British bikes under 250cc.
I: Oh I'm going to miss it! When is it?
G: Saturday the 15th of June.
I: My exams are the first two weeks of June 😭 Biochem on the 4th, physiology on the 11th.
G: Then you'll be thinking of me and I'll be thinking of you.
I: Deal x
"""),
    dict(num=13, shape="locomo", start="2024-05-29 20:15", text="""
G: How's the revision, hen?
I: Grim. I live in the library. Biochem is six days away and I still can't remember the urea cycle.
G: Break it into bits. That's how I did engines. One system at a time.
I: That's what Marta says. She's done this exam already, she's giving me her old notes.
G: Did you get the flat signed?
I: Yes, on the 15th! We move in on the 1st of September. Mici the cat already sat on my lap when we went to sign. She's chosen me.
G: She knows a vet when she sees one.
I: How was the run to Inveraray?
G: Grand. Fourteen bikes. Went round by Loch Awe and stopped at the castle for a pie. The Tiger Cub was the smallest by miles but she never missed a beat.
I: Yay! Did Gran let you go?
G: She came in the car with Margaret Dunn. Hamish's wife. They had a lovely day and talked about us the whole way.
I: 😂 Hamish's wife and Gran best friends now?
G: They always were. It's only me and Hamish that fight.
I: Is he still sulking about the bike?
G: He's asked again. Three thousand now.
I: Grandad!!
G: Still no. Anyway, I've something else to tell you. The doctor says I've to take it easy with the digging. My knee.
I: What happened??
G: Nothing happened. It's just old. Seventy-one year old knee. He says I'll need a new one eventually. For now I've to get somebody to help with the heavy stuff.
I: I'll help all summer! I'm home on the 2nd of July.
G: Callum's lad, your cousin Ewan, has been coming up on Saturdays too. He's useless but he's strong.
I: 😂 Ewan's 15, he's only interested in his phone.
G: He's interested in the five pound I give him.
I: Fair. Please look after the knee. No climbing on the shed roof.
G: How did you know about the shed roof?
I: Gran told me!!!
G: That woman.
"""),
    dict(num=14, shape="plain", start="2024-06-23 12:00", text="""
I: ALL EXAMS DONE. ALL PASSED.
G: Every one?
I: Every one! Physiology was an A! Biochem a D but who cares, it's a pass. Officially a second year vet student!
G: Hen, that's marvellous. Your gran's away to tell the Co-op again.
I: 😂 Tell me about the show!! You haven't said anything and I've been checking my phone all week.
G: Well. I wanted to wait till your exams were done so you weren't distracted.
I: And??
G: First prize. Best Restored British Machine under 250cc. A silver plate and a rosette. A red one this time.
I: GRANDAD!!!!! 🏆🏆🏆
G: The judge said the paintwork was the best in the show. Good thing I listened to that dream.
I: The dream was right!
G: The dream was right. Hamish came to watch and shook my hand. Then asked if I'd sell it now it's a champion.
I: Of course he did 😂
G: I said I'd leave it to you in my will. He didn't know what to say.
I: Grandad don't say things like that. But also... really?
G: Really. But you'll need to learn to ride it first. This summer.
I: I'd LOVE that. Can I do my CBT in Oban?
G: There's a training place in Oban, I've looked. Your gran has views.
I: Gran always has views.
G: Also the first earlies are up. Dug the first row on Friday. Two days before Hamish, and his were planted by a thermometer.
I: Traditional Gordie wins again! How's the knee?
G: Ewan dug them. I supervised.
I: Perfect. See you on the 2nd!! I land at 12.20 this time.
G: I'll be there. Tam will be there. Your gran will have a banner probably.
"""),
]
