# Pair 1: two amateur astronomers who met at the Harwood Astronomical Society.
PAIR = {
    "folder": "Orla_Tomasz",
    "initials": ["O", "T"],
    "first": {"O": "Orla", "T": "Tomasz"},
    "full": {"O": "Orla Brennan", "T": "Tomasz Wójcik"},
    "tg_owner": "O",
    "tg_names": {"O": "Orla Brennan", "T": "Tomasz Wójcik"},
    "tg_ids": {"O": 6120448213, "T": 5839201947},
}

SESSIONS = [
dict(num=1, shape="locomo", start="2023-03-04 19:42", text="""
O: Hi Tomasz, it's Orla from the club, the one in the red hat who wouldn't stop going on about the Orion Nebula. Gwen gave me your number, hope that's ok!
T: Haha of course, hi Orla! Good to hear from you. I felt like the new boy at school on Thursday.
O: You were the new boy! But everyone liked your questions. Ray doesn't usually get that excited about mirrors.
T: He talked to me for forty minutes about Foucault tests. I understood maybe half.
O: That's more than most of us manage. So are you really going to build a Dobsonian?
T: Yes, I decided. An 8 inch. Ray says the club runs a mirror grinding class in the spring, six Tuesday evenings in the hut behind the church hall, and you grind your own mirror from a glass blank.
O: Ah, the famous grinding class. People come out of it either in love with optics or never wanting to see carborundum again.
T: I work with my hands all day so I am not scared. I'm a kitchen fitter, twenty years now. Cutting worktops, hanging doors, fixing other people's DIY disasters.
O: Then the wooden bits will be a doddle for you. The mirror is the hard part.
T: That's what everyone says. What do you observe with? You mentioned a small telescope.
O: A little 4-inch refractor. I call her Biscuit because she's the colour of a digestive and I bought her with my first proper pay packet.
T: Biscuit 😂 I love it.
O: She's light enough that I can carry her out the back door in one go, which matters after a long shift.
T: What is the shift? What do you do for work?
O: I'm a QC lab technician at Fennick Brewery, here in Harwood. Mostly yeast counts and making sure the bitter tastes like the bitter.
T: That's a dream job for half the men I know.
O: Everyone says that until they smell the spent grain at 7am.
T: Ha. Gwen said you are the person for the school visits and public nights?
O: Yes, I'm the club's outreach coordinator, which mostly means I carry the banner and the tea urn. But I honestly love it. Nothing beats a total beginner seeing Saturn's rings for the first time. The noise people make!
T: My daughter Zosia made that noise when I showed her the Moon in binoculars. She's nine and she has decided she is an astronomer now.
O: Perfect age. Bring her to a public night sometime, I'll find her something good to look at.
T: I will. She wants to help build the telescope too, maybe she can paint it.
O: Get her a tin of glow-in-the-dark paint and stand well back.
T: Haha. OK I have to go, the washing machine is beeping at me. Thank you for the message, see you at the next meeting?
O: See you on the 30th! Clear skies.
T: Clear skies Orla!
"""),

dict(num=2, shape="telegram", start="2023-03-26 20:11", text="""
T: Orla, news. I'm not doing the grinding class after all.
O: Nooo! What happened?
T: I looked at the calendar. Six Tuesdays, but I have two big kitchen jobs in Skipton so I would miss half of it. And Ray says a first mirror can take months if you are unlucky with the figuring.
O: That's fair. Honestly most of the club bought theirs. So what now?
T: I bought one already 😅 A complete **8 inch f/6 mirror set**, primary and secondary, from a man in Leeds who was selling his late father's things. £240 with the spider and the mirror cell.
O: That's a really good price. Did you check the coating?
T: I shone a torch at it like Ray said. No pinholes that I could see. A little bit of dust. He had it wrapped in a pillowcase inside a shoebox.
O: Classic. Don't wash it yet, the less you touch it the better.
T: Yes boss.
O: What's the tube going to be?
T: Cardboard! The builders merchant on Mill Lane sells the tubes for pouring concrete pillars. 10 inch wide, 6 foot long, £19. I will cut it to length.
O: The old concrete-form-tube trick. Paint the inside matt black or you'll get glare off everything.
T: Already bought the black paint. Zosia wants to do the outside, I said we will see.
O: She'll win, you know that.
T: She always wins.
O: Random thought while I remember. A few of us usually try to do a dark-sky camping trip in the summer. Gallowmoor has a campsite right by the forest and the skies are properly dark. Fancy it if the scope's finished?
T: Yes!! Absolutely. Is it far?
O: About two and a half hours north. Nothing there except sheep, a pub and the Dark Sky Centre.
T: Sounds perfect. Tell me the dates when you know them.
O: Will do. This might help with the build, it's the page I used when I helped my friend with hers: https://darksky-builders.example/dob-8inch
T: Thank you! Reading it tonight in bed like a novel.
O: Nerd. Clear skies x
T: [sticker: 👍]
"""),

dict(num=3, shape="locomo", start="2023-04-22 20:15", text="""
T: Orla! The rocker box is done. [photo: a plywood box for a telescope on a workbench in a garage]
O: Oh that is gorgeous. Is that birch ply?
T: 18mm birch ply, glued and screwed. Offcuts from a kitchen job, so it cost me nothing except the glue.
O: Kitchen fitter perks. How does it move?
T: I did it the traditional way. The altitude bearings sit on little PTFE pads, and for turning left and right I glued a sheet of Ebony Star laminate under the box. The black stuff with the bumpy texture.
O: Ebony Star! Ray will be so proud. He has an offcut of it framed in his hallway, I'm not even joking.
T: He gave me the tip 😄 It moves like butter now. Smooth, but it stays where you point it.
O: That's the whole trick. A Dob that drifts off target is the worst.
T: How is your little refractor? Been out much?
O: Twice this week! I did a sketch of the Double Cluster on Tuesday. It's still my favourite thing in the whole sky, I never get bored of it.
T: You sketch? With pencils?
O: Graphite pencil on white paper, then I invert it on the scanner so it looks like the real view. I've got sketchbooks going back six years. It slows you down, you see so much more when you have to draw it.
T: That's beautiful. Send me one sometime.
O: Here's Tuesday's. The two clusters in Perseus side by side. [photo: a pencil sketch of two star clusters side by side]
T: Wow. You could sell these.
O: Ha, to who? The three people in Harwood who care?
T: At least four now.
O: Right, camping trip. I've looked it up: new moon is mid August and the Perseids peak around then too. So we aim for a weekend around that, I'll sort out the campsite.
T: I'm in. I'll ask my sister to have Zosia.
O: Gwen might come, and my brother Cian keeps threatening to join. He's never seen a properly dark sky.
T: The more the merrier. Will everything fit in your car with the tents?
O: My refractor takes up no room at all. Your beast is another matter.
T: I'll take the van. The whole Dob can go in the back with the sleeping bags.
O: Van it is. Is the mirror in yet?
T: Next weekend. I'm nervous, to be honest. If I drop it, I will cry.
O: Do it over the bed. Trust me.
T: Over the bed. Good advice. Thanks Orla.
O: Night Tomasz!
"""),

dict(num=4, shape="jsonl", start="2023-05-29 10:12", text="""
T: FIRST LIGHT!!! Last night!!
O: AAAH finally!! Tell me everything
T: Cloudy until 10, then it opened up. I carried it out to the back garden about half 10. First target was the Moon.
O: Of course. How did she look?
T: Amazing. The line between day and night went right across, all the craters near it had long shadows. Zosia stayed up as a special treat because there's no school today.
O: Lovely. What else did you look at?
T: Venus, very bright over the roofs in the west, a little half shape like a tiny Moon. And then some stars, and they looked like little seagulls. Not round at all.
O: Ah. Collimation.
T: Yes, the collimation was way off. I fiddled with the screws for an hour with the plastic cap thing. It got better but not perfect.
O: Totally normal for first light, don't worry. What you want is a Cheshire eyepiece, it makes collimating so much easier. Borrow mine.
T: Please! I'll borrow it.
O: And has it got a name? Every scope needs a name.
T: Zosia named it already. Bertha. Don't ask me why, she says it looks like a Bertha.
O: Bertha is perfect. It does look like a Bertha.
T: How was your weekend?
O: Quiet. Long walk on the moors yesterday and then I fell asleep on the sofa at nine, so I completely missed your clear sky 🙈
T: Haha, the price of walking.
T: Are you free next weekend to help me collimate properly?
O: Saturday afternoon works. I'll bring the Cheshire and a cake.
T: Deal. Zosia will be more interested in the cake than the collimation.
O: Smart girl.
T: I owe you a beer. From the brewery maybe 😄
O: I get enough of that at work, bring me a coffee instead.
"""),

dict(num=5, shape="locomo", start="2023-06-24 15:27", text="""
T: Bad news and good news.
O: Bad first.
T: I cracked the secondary mirror. I was tightening the spider and the Allen key slipped and hit it right on the edge. There's a crack across the whole corner.
O: Oh no 😭 Is the main mirror ok?
T: The primary is fine, thank God, it was out of the tube. I ordered a replacement secondary from an optics shop in Wales, 1.3 inch minor axis. £38, it comes on Tuesday.
O: Not the end of the world then. Everyone breaks something. I once dropped an eyepiece into a cowpat.
T: 😂 no
O: Yes. Wellies and everything. So what's the good news?
T: Zosia painted the tube! Dark blue with stars and a comet and a very big Saturn. [photo: a cardboard telescope tube painted dark blue with yellow stars and a ringed planet]
O: Tomasz, that's the best telescope I've ever seen. Tell her she's hired.
T: She wants to paint her name on it too, but I said only small.
O: Let her sign it! Artists sign their work.
T: OK OK. She'll be happy.
O: Camping news: I've booked Gallowmoor campsite for Friday 11th to Sunday 13th August, two pitches by the forest edge. New moon is the 16th so the Moon will be a thin crescent that rises late, and it's the Perseids peak weekend.
T: Writing it in my diary now. My sister can have Zosia that weekend, she already said yes.
O: Brilliant. Cian is definitely coming too, he bought a tent specially. First tent of his life at 34.
T: Good for him. Do we bring food or is there the pub?
O: Pub does food till 8. After that we're on Pot Noodles and flapjack.
T: I'll make bigos in a big pot. Polish hunter's stew. It's even better on the second day.
O: You're officially in charge of food.
T: And you're in charge of the sky.
O: Deal. How's the collimation since the Cheshire visit?
T: Since your visit, perfect. Stars are round now. Well, they were until I broke the mirror 🙃
O: They'll be round again on Tuesday.
T: Fingers crossed. I'll send you a photo when Bertha is complete again.
"""),

dict(num=6, shape="telegram", start="2023-08-15 19:34", text="""
O: Home, dried out, and the tent is hanging in the garage like a dead animal. What a weekend!
T: I still can't believe Saturday night. My neck still hurts from looking up.
O: Friday was such a washout I thought we were doomed. Solid cloud and drizzle till 2am.
T: At least we had the stew in the tent 😄
O: Best stew I've ever eaten in a tent, for the record.
T: But Saturday!! Completely clear from 10pm. I have never seen the Milky Way like that. Like smoke over the trees.
O: Final count from Cian's clipboard: **63 Perseids** between 11pm and 3am. Plus that huge fireball over the forest.
T: The green one! Everybody screamed.
O: Cian screamed the loudest. He's a convert now, he's already asking me about binoculars.
T: And I am also a convert, to M13. I saw photos before but in Bertha under that sky... thousands of tiny stars, like sugar spilled on black velvet. It is my favourite now. Officially.
O: Told you the Hercules cluster would get you.
T: Even with one eyepiece! I can't believe I left my eyepiece case on the kitchen table at home.
O: That's why I always pack spares. How did my 9mm treat you?
T: Very well. Between my 25mm that was already in the focuser and your 9mm, we did everything. Thank you.
O: Keep the 9mm till you buy your own.
T: And on Sunday morning, your tent...
O: Don't. I woke up in a puddle. The rain came in at 6am and my side of the tent was in a dip. Sleeping bag soaked through.
T: You looked like a cat after a bath.
O: Cheers. Anyway. Something else happened that I haven't told you yet.
T: ??
O: When I went to the Dark Sky Centre on Sunday to dry off and get a coffee, there was a job advert on their noticeboard. Full time.
T: And??? You're going to apply?
O: I'm thinking about it. It would mean moving up there. Leaving Harwood, the club, everything.
T: Orla. You love it up there. You said Saturday was the best night of your life.
O: I know I did. Closing date is the end of the month. I'll sleep on it.
T: Sleep on it and then apply 😄
O: Ha. Night Tomasz x
T: Dobranoc!
"""),

dict(num=7, shape="locomo", start="2023-09-09 11:04", text="""
O: Tomasz! I got it!!
T: THE JOB?!
O: The job! Interview was on Tuesday and they phoned yesterday afternoon. Operations assistant at the Gallowmoor Dark Sky Centre. Running the public evenings, the observatory bookings, looking after the kit and some school visits.
T: Gratulacje!!! I'm so happy for you. When do you start?
O: Monday the 2nd of October. Which gives me three weeks to hand in my notice, pack up my whole life and find somewhere to live.
T: Any ideas where?
O: There's a little cottage in Stonecroft, the village two miles from the centre. The landlady runs the post office. I'm going up to see it next weekend.
T: Take photos. And check the heating. Old cottages are cold.
O: Yes Dad.
T: 😄 Seriously. What did your boss say?
O: I haven't told him yet. Doing it on Monday. I feel a bit sick about it, they've been good to me there.
T: They will understand. It's your dream.
O: It really is. I've always wanted to live somewhere I can step out of my front door and see the Milky Way, away from streetlights and traffic. Now I actually get to. Working nights doesn't scare me one bit, the late finishes are the best part.
T: And the club? Who will do outreach when you go?
O: That's what I wanted to ask you actually. Would you take it over? You've been to every public night since March and the kids love you.
T: Me? My English is...
O: Your English is better than mine. And you explain things so patiently.
T: OK. Yes. I'll do it. But you have to help me from the north.
O: Deal. Speaking of which, didn't Zosia's school want a stargazing night?
T: Yes! Mr Abara, her teacher, asked me at the school gate. He wants a star evening for the whole school at Millbrook Primary. We said Thursday 16th November.
O: Perfect first gig for a new outreach coordinator. November, dark by five, Jupiter up in the east.
T: You'll come?
O: I'll try. It depends on my rota, but I'd love to.
T: Zosia will be so proud. Her dad and the telescope lady.
O: The telescope lady. I'll take it.
T: OK, I let you go. Go and tell everyone!
O: Telling my mum next. Then crying a bit, probably.
T: Happy crying!
"""),

dict(num=8, shape="jsonl", start="2023-10-14 20:41", text="""
O: Greetings from the end of the world
T: Haha! How is it?? How is the cottage?
O: Cold! You were right about the heating. There's one storage heater that warms the place from 4am to 7am and then gives up. I've bought a second duvet.
T: I told you. How much are you paying for this ice palace?
O: £575 a month. Which is less than my flat in Harwood, and I get a garden and a woodshed.
T: And the sky?
O: Tomasz. Bortle 2. I stood in the garden on Wednesday and saw the Andromeda Galaxy with my bare eyes. Just stood there with a cup of tea going "wow" like an idiot.
T: That's not idiot, that's normal.
O: The quiet is the strangest part. No traffic, no neighbours' telly. Just owls. I sleep like a baby.
T: You're a country girl now.
O: Only downside: no mobile signal anywhere except the upstairs bathroom. So if I reply slowly, that's why. I'm literally sitting on the edge of the bath right now.
T: 😂😂
O: How's it going down there? How's the new outreach coordinator?
T: Busy. And news: the school night has moved. Millbrook has parents' evening on the 16th, so Mr Abara moved us to Thursday the 7th of December.
O: Ooh, that's actually better for me. The centre is closed on Thursdays in December. I could come down!
T: Really?!
O: And... I asked my boss. The centre has an inflatable planetarium, a dome you blow up with a fan. We take it round schools. If I borrow it, the kids get a show even if it's cloudy.
T: Orla that's amazing. The head will love it. Does it fit in a school hall?
O: It's 5 metres across, it needs a hall and a plug socket. 25 kids at a time.
T: I'll ask the caretaker about the hall.
O: Do. And order some cheap red torches for the kids, so they don't wreck everyone's night vision.
T: Ordering tonight. Zosia has told the entire school that a real astronomer is coming.
O: No pressure then!
T: None at all 😄
O: Right, I'm freezing on this bath. Night!
T: Dobranoc, country girl.
"""),

dict(num=9, shape="locomo", start="2023-11-11 19:58", text="""
T: I did a bad thing.
O: Go on...
T: I bought an eyepiece. A 2-inch 30mm wide field. Secondhand from the club sales list, £65.
O: That's not a bad thing, that's a good thing! You finally have your own low power.
T: And I'm giving you back your 9mm, finally. I'll bring it to the school night.
O: Keep it till then. What do you think of the new one?
T: The Pleiades fill the whole view. Like diamonds on a plate. Zosia said it's like looking out of a spaceship window.
O: She's got a future writing brochures.
T: Did you see the news about the new comet?
O: Did I see it? It's all anyone at work talks about. C/2023 T3 Lindqvist. Found by a Swedish amateur in October.
T: The forum says it might get to binocular brightness in January.
O: If it doesn't fizzle. Comets are like cats, they do what they want.
T: Haha. I'll be watching. Will you take pictures of it at the centre?
O: If it behaves, definitely. We've got some lovely kit in the main dome and a proper astro camera.
T: How's the cottage? Warmer?
O: Warmer! My landlady gave me a load of logs for the stove. And I've made friends with Hamish at work, he's the other assistant, he's teaching me to split wood properly.
T: Hamish 👀
O: Stop it. He's 61 and has eight grandchildren.
T: 😂 ok ok
O: How's the school night planning going?
T: Gwen and Ray are coming to help with their scopes. So three telescopes outside and your dome in the hall. The head says we can have the hall from 5.
O: Perfect. I'll aim to arrive at 4 to set up. It takes 20 minutes to inflate and 20 minutes for me to stop panicking.
T: I'll have tea ready.
O: And cake.
T: Always cake.
O: The long-range forecast looks grim but it's weeks away, anything can happen.
T: We'll have the planetarium anyway.
O: Exactly. Cloud-proof.
"""),

dict(num=10, shape="telegram", start="2023-12-09 11:20", text="""
T: Orla. I am still buzzing from Thursday.
O: Me too! I didn't get home until half one but it was SO worth it.
T: Mr Abara counted **84 children** plus all the parents. The head said it's the most people at a school event since the nativity.
O: And they all wanted to go in the dome at once 😅 I did six shows back to back. My voice is gone.
T: The sky was kind in the end. Cloudy until about half seven and I was starting to panic, and then it just opened.
O: Right when I came out for a break I heard this cheer from the playground. I thought someone had won the raffle.
T: It was Jupiter coming out! Ray had it in his scope first. Four moons in a line.
O: Did you hear what the little boy in the green hat called it?
T: "A sparkly bogey" 😂😂 I will never see Jupiter the same way.
O: Honestly the best description of Jupiter ever.
T: And Zosia... she asked the question of the night. Why don't the moons fall into Jupiter? In front of everybody.
O: She asked me too! I told her they're always falling but always missing. She said "like my dad at football".
T: 😂 She is too clever for me.
O: You were a natural out there, you know. Patient, funny, lots of "look through here, don't touch the tube".
T: Thank you. I was so nervous before. Now I want to do it again. The head already asked about another one in spring, to look at the Moon.
O: Say yes!
T: I said yes before she finished the sentence 😄
O: [photo: children queueing outside an inflated white planetarium dome in a school hall]
O: Hamish is going to be so jealous he missed it.
T: Next time bring Hamish. And thank you for the red torches idea, the kids loved them. Half of them took them home, so now I need 30 new ones.
O: Worth it.
T: Did you get home ok? The roads were icy.
O: Slowly. There was a gritter in front of me most of the way.
T: Good. Message me next time when you're home.
O: Yes Dad.
T: 😄
"""),

dict(num=11, shape="locomo", start="2024-01-13 21:31", text="""
O: Happy new year from the frozen north! How was the AGM?
T: Happy new year! The AGM on Tuesday was long. Three hours. And... I'm the new treasurer.
O: Ha! How did that happen?
T: Derek stepped down and nobody else put their hand up. There was a long silence and I felt sorry for everybody.
O: That's exactly how I ended up doing outreach. The silence gets you every time.
T: So now I'm outreach AND money. Zosia says I'm the boss of the club now.
O: Don't let Ray hear her say that.
T: 😂 But the real news: I SAW THE COMET.
O: Lindqvist?! When?
T: Thursday night. Clear for an hour after work. 10x50 binoculars, low in the north-west after sunset, below Cassiopeia. A little fuzzy ball with a short tail pointing up, like a tiny ghost.
O: Yes!! That's exactly it. I'm so happy you got it.
T: Not so bright as the photos but I knew straight away what it was.
O: The forum has it at magnitude 6.5 now. It's brightening faster than they predicted.
T: Did you get pictures at the centre?
O: We did! Hamish and I spent Wednesday night in the dome with the 14-inch and the astro camera. Forty two-minute exposures. The tail came out beautifully, it's got two: a dust tail and a faint blue ion tail.
T: Send!
O: Here. [photo: a comet with a green head and two faint tails against a field of stars]
T: Wow. Orla, that's like a NASA picture.
O: It's going on the centre's Facebook page tomorrow. My first official photo!
T: You should be proud.
O: How's Zosia's telescope obsession?
T: She wants her own now. For her birthday in March.
O: A little refractor? I'll keep an eye out for a good secondhand one.
T: That would be perfect. Nothing too big, she's only ten in March.
O: Leave it with me.
T: OK, I'm going out to look for the comet again, the clouds are moving off.
O: Go go go!
"""),

dict(num=12, shape="jsonl", start="2024-02-03 18:52", text="""
T: Look!! The comet, with my phone, through Bertha! [photo: a fuzzy green comet through a telescope eyepiece]
O: NO WAY. That's brilliant!
T: I bought one of those phone adapters that clamps onto the eyepiece, £24. Took about 50 tries. Most are blurry or my thumb.
O: And look at that colour. The green head came out!
T: Yes! Very green, like a lime sweet. The tail you can only just see.
O: Green from carbon gas glowing in the sunlight. Great catch. What exposure?
T: Night mode on the phone, about 3 seconds. Last night at 10pm.
O: Honestly that's great for a phone. Send it to the club newsletter.
T: I'm not the newsletter person, haha. But ok.
O: Now. Half-term. Are you two still coming up?
T: Yes! Zosia is counting down the days. We drive up Friday 16th after school and come home Sunday 18th.
O: Perfect. The spare room is tiny but it's warm now. Zosia can have it and you get the sofa.
T: Sofa is fine. I've slept in worse. I've slept in your tent 😄
O: Low blow.
T: What should we bring?
O: Warm clothes. Then more warm clothes. And Bertha if she fits in the van, we can set up in the garden.
T: She always fits. What's the Moon doing?
O: New moon was on the 9th, so by the 16th it's a half moon that sets after midnight. After that, pitch black.
T: So late-night observing. Zosia will insist on staying up.
O: Let her. It's half-term.
T: And the centre? Can she see the big telescope?
O: I've booked you both on the Saturday evening public session. I'll even let her press the button that opens the dome.
T: She'll explode.
O: Don't tell her, it's a surprise.
T: My lips are sealed.
"""),

dict(num=13, shape="locomo", start="2024-02-24 16:12", text="""
T: Zosia has not stopped talking about last weekend. She told her whole class about the dome button.
O: Aww. Honestly it was one of my favourite weekends since I moved. The house felt so alive.
T: Thank you for everything. The sofa was very comfortable.
O: Liar.
T: A little bit a liar. But the sky! Saturday after the public session, in your garden.
O: When the Moon set and the winter Milky Way came up through Cassiopeia and Perseus...
T: Zosia saw the Milky Way for the first time in her life. She thought it was a cloud. She asked me why the cloud doesn't move.
O: That's the best first-Milky-Way story I've ever heard.
T: She also says she wants to live in Stonecroft when she grows up.
O: Tell her about the bathroom signal situation first.
T: 😂
T: I've been thinking about something. I want a bigger telescope. A 12-inch.
O: Uh oh. Aperture fever. It got you.
T: After your 14-inch, Bertha looks small. I'm thinking of building a 12-inch truss Dob. Truss poles, so it comes apart and fits in the van.
O: It's a big project. The mirror alone for a 12 is about £600 new. Have you thought about secondhand? People sell them all the time, usually when their back gives up.
T: Maybe. But I like building. Bertha was the best project I ever did.
O: I get it. Just check the club sales list before you start cutting wood.
T: OK I'll look. And Zosia's birthday telescope? Any luck?
O: Yes! A little 70mm refractor with a tripod. One of the families who volunteers at the centre is selling it for £40.
T: Perfect! Buy it please!
O: Done. I'll post it, or bring it when I'm down in April.
T: She will be so happy. Thank you Orla.
O: And then you'll have two astronomers in the house.
T: And no money 😄
O: That's astronomy for you.
"""),

dict(num=14, shape="telegram", start="2024-04-06 14:05", text="""
T: So. About the 12-inch.
O: Uh-oh. What did you do?
T: I didn't build it. Ray is selling his 12 inch Dob because of his back, exactly like you said people do. I went to see it on Wednesday.
O: Ray's 12?! That's a lovely scope, he's had it for years.
T: He let me have it for **£450** including the case and the finder.
O: That's an absolute steal. New, that'd be well over a thousand.
T: I know! I shook his hand before he could change his mind.
O: So no truss project then?
T: No. You were right. I'll spend the money on Zosia instead, and I keep my weekends. Bertha stays for quick looks from the garden.
O: Very wise. And did Zosia like her birthday telescope?
T: She loves it. She calls it Pip. She has already drawn the Moon three times in her notebook.
O: Tell her to write the date and time on every page.
T: I'll tell her. How is life up north?
O: Mad busy. Spring rush, and the centre is livestreaming the American eclipse on Monday. Hamish is running the stream and I'm doing the commentary.
T: You're on TV now!
O: On the internet, for about 40 people, half of them my relatives.
T: I will watch. Zosia too, it's after school.
O: It's around 7pm our time, so perfect.
T: Ray asked about you, by the way. He says the club misses your cake.
O: Tell him I'll bring some in May when I come down for his talk.
T: I'll tell him. Also, I did the club accounts and found £300 the club didn't know it had.
O: Ha! Ray will want it spent on cake.
T: 😎
O: [sticker: 🔭]
"""),
]
