# Hand-written session text for pair 1: Juno Ferreira and Callum Strachan.
# Each entry: (session date, text). Lines start with "J:" (Juno) or "C:" (Callum).

SPEAKERS = {"J": "Juno", "C": "Callum"}

SESSIONS = [
("2023-01-08", """
J: Happy new year, you absolute hermit! Did you survive Hogmanay at your sister's or are you still recovering?
C: Barely. Kirsty made me do the ceilidh dancing until 2am and my calves have not forgiven her. How was yours?
J: Quiet. Idris was on a night shift, so Wren and I watched the fireworks from the landing window and she was asleep by ten past twelve.
C: The glamour. How's the wee one anyway? Still obsessed with sharks?
J: Sharks are over, it's dinosaurs now. Also she lost her first tooth on Boxing Day and the tooth fairy was apparently a bit stingy with a pound coin.
C: Inflation hits everyone. Tell her Uncle Callum says the going rate is at least two quid.
J: Don't you dare. Any resolutions this year, or are you above all that?
C: One, actually. A climbing gym has opened by the harbour called The Overhang, and I've told myself I'm going to try bouldering before January's out.
J: You? The man who got vertigo on the library mezzanine at Dunmere?
C: That was a hangover, not vertigo, and I resent it being brought up in every conversation for twelve years.
J: Fine, fine. Honestly I need something too. Work is grinding me down. I've spent six weeks at Fennimore & Lyle on a plaza outside a warehouse for Brackwell Logistics, and the client wants more parking and fewer trees.
C: That sounds like the exact opposite of why you became a landscape architect.
J: It is. Gerald keeps saying "the client is the client". I could scream into a planter.
C: Any big news from your side of the family over Christmas?
J: Yes! Bea got engaged to Tomasz on Christmas Eve. He proposed on the pier at Tallow Bay and nearly dropped the ring through the boards.
C: No way, that's brilliant. Tell her congratulations from me. Have they set a date?
J: Saturday the 17th of June, back in Tallow Bay. You'll be getting an invite, she was adamant.
C: I'll be there. I still owe her for feeding me through our whole second year in Hollins Hall.
J: Her lentil thing. We all owe her for the lentil thing. How's the flat above the bakery? Still smelling of cinnamon buns at 5am?
C: Every single morning. Dunlop's Bakery is both the best and the worst thing about Quay Street. I've put on half a stone since I moved in.
J: I've just started The Salt Orchard by Imogen Vale, everyone at work raves about it. What are you reading?
C: Nothing good. Our staffroom book swap is all airport thrillers. Tell me if yours is worth it.
J: Will do. Right, Wren is demanding a dinosaur bath. Speak soon, and go climb a wall!
C: Will report back with photographic evidence of my heroism. Or my injuries.
"""),

("2023-01-26", """
C: Evidence, as promised. [photo of my hands] I went to The Overhang on Saturday and I still can't make a proper fist.
J: Oh no, look at those forearms. Did you actually get off the ground?
C: I got up three of the yellow ones, which are the easiest, then fell off a blue one about eleven times. The staff call it "getting pumped". I call it dying.
J: Are you going back or was that the end of the experiment?
C: Going back, weirdly. It's like a puzzle you solve with your whole body. The routes are even called "problems", which feels a bit on the nose for a chemistry teacher.
J: I love that you've found a nerdy sport.
C: How's The Salt Orchard? Any good?
J: Gorgeous but sad. It's about an apple grower whose farm is slowly being swallowed by the sea. I cried on the 7:52 to the office.
C: Classic Juno. Our staffroom book club has picked Nine Lanterns for February. It's apparently about a lighthouse keeper who solves murders.
J: A genre I didn't know I needed. Anyway, Wren has started swimming lessons on Saturday mornings at Harwick Lido. She refuses to put her face in the water.
C: Sensible child. The water is where the sharks are.
J: She told the instructor exactly that! Idris nearly died laughing.
C: How is Idris? Still doing nights on the ward?
J: He's moving to days from February, thank goodness. We might actually see each other awake.
C: That's huge. Does it free you up for something of your own?
J: That's the plan. I've been eyeing up a pottery wheel course at a place called Clayhouse Studio near the canal. Thursday evenings, eight weeks.
C: Do it. You used to doodle pots in the margins of your geomorphology notes, I remember.
J: They were glacial erratics, Callum, but thank you. I'm going to sign up tonight before I chicken out.
C: Sign up. Send me your first wonky bowl and I'll keep my pens in it.
J: Deal. How's teaching? Year 11s behaving?
C: Mostly. One set fire to a paper towel with a Bunsen burner on Tuesday, but I think that was scientific curiosity rather than malice.
J: Remind me never to let Wren near your lab.
C: Too late, I've already promised her a tour when she's older. Right, marking to do. Good luck with the clay!
J: Thanks! Enjoy your tiny rock problems.
"""),

("2023-02-12", """
J: Report from my first pottery class: I am terrible and I love it.
C: Ha! Tell me everything.
J: The teacher is called Agnieszka. She's about five foot nothing and terrifying. She made us wedge the clay for twenty minutes before we were allowed near the wheel.
C: Wedge?
J: Basically kneading it to get the air bubbles out. Otherwise your pot explodes in the kiln and takes out everyone else's work too. Peer pressure, pottery edition.
C: Sounds like my lab when someone doesn't label their beakers.
J: Exactly. I managed to centre the clay once in three hours. Agnieszka said "better", which I'm told is high praise.
C: Proud of you. I had a breakthrough too. I finally did a V3 at The Overhang, the one on the steep wall with a horrible pinch hold at the top.
J: Is V3 good? I have no idea what that means.
C: It's beginner-ish, but a few weeks ago I couldn't do a V1, so I'm taking it. I'm going Tuesdays and Saturdays now.
J: Look at you, a convert. Are the hands any better?
C: Calluses are forming. Very attractive.
J: Any news on the dog front? You said at Christmas you wanted one.
C: I've been thinking about it seriously. I checked with my landlord, Mr Garroway, and he's fine with a dog as long as it doesn't howl while the bakery staff are in.
J: That's a generous landlord. Most of them would rather burn the building down.
C: He's a good sort. Old school, calls me "the professor". I'm looking at rescues, something that'll be happy with a long walk and a long nap.
J: So basically you in dog form.
C: Exactly. Apparently greyhounds and lurchers are like that. Forty-mile-an-hour couch potatoes.
J: Wren would lose her mind. Promise you'll send pictures.
C: If it happens, you'll be sick of pictures.
J: Have you finished Nine Lanterns?
C: Halfway. The lighthouse keeper has solved two murders and I'm suspicious of the vicar.
J: It's always the vicar. Right, I need to go. Wren is making Idris a Valentine's card with a T-rex on it.
C: Romance isn't dead. Speak soon!
"""),

("2023-03-01", """
C: Hello from a very wet Port Selby. How's the wheel going?
J: Tragic news. My first real pot collapsed last week. It went floppy and folded in on itself like a sad hat.
C: Oh no. Rest in peace, hat pot.
J: But this week I made a bowl! It's lopsided and one side is thicker than the other, but it's a bowl and it's drying on a shelf at Clayhouse.
C: I'm genuinely proud. Will it survive the kiln?
J: Agnieszka says there's a seventy percent chance. She's very precise about her pessimism.
C: My kind of person. I've got a climbing buddy now, actually. Nadia, who teaches physics down the corridor, came along last Tuesday and now she's hooked.
J: A physicist on the climbing wall. She must be calculating forces on every hold.
C: She literally said "centre of mass" out loud on her first go. We're doing Tuesday evenings together now.
J: Lovely. Something interesting happened here. The city has announced a big project called the Riverside Greenway, a green corridor along the whole river from the old tram depot to the estuary.
C: That sounds right up your street. Is your firm bidding for it?
J: No, that's the thing, the city's doing it in-house through the parks department. I'm a bit jealous, honestly. It's exactly the kind of thing I trained for.
C: Keep an eye out then. Maybe they'll need people.
J: Maybe. Also! The wedding invitation arrived. Bea has gone full wax seal and dried lavender.
C: Mine came yesterday! There's a tiny watercolour of the pier on it. Tomasz's sister did it apparently.
J: The venue is the Saltings Hotel on the seafront, ceremony at two. And she's asked me to be maid of honour.
C: Of course she has. Does that mean you have to organise a hen do?
J: It does. I'm thinking something gentle. Bea's idea of a wild night is a second pot of tea.
C: A pottery hen party. You could all make wonky bowls together.
J: Callum, that's actually a good idea. I'll ask Agnieszka if she does private sessions.
C: I'll take a finder's fee in mugs.
J: Noted. How did Nine Lanterns end, by the way?
C: It wasn't the vicar. It was the harbourmaster, who'd been hiding in plain sight the whole book. I'm still annoyed.
J: Adding it to my list. Night night!
"""),

("2023-03-19", """
C: I did a thing. I went to Selby Hounds Rescue yesterday just to "have a look".
J: Oh no. Nobody just has a look. What happened?
C: There's a lurcher there, about three years old, grey and white with one floppy ear. He leaned his whole body against my legs and then lay down on my feet.
J: Callum. He has chosen you. It's over.
C: That's what the volunteer said! I have to pass a home check first and go for a second visit. They're very thorough.
J: Good. What's he called?
C: The rescue named him Sprocket, which I don't love. I'll probably change it if he comes home with me.
J: Sprocket is adorable! But fine. Meanwhile, I have mugs. Two actual mugs with handles that didn't fall off.
C: Pictures or it didn't happen.
J: [photo] I glazed them in a colour called tidepool blue. One is for Idris, one is for me. His is slightly bigger because he complains less.
C: They look great. Proper potter. Did the bowl make it through the kiln?
J: It did! Wren has claimed it for her hair bobbles.
C: Best possible use. How's work?
J: Honestly? Rubbish. Gerald presented my planting scheme for the Brackwell plaza to the client as if it was his, and didn't mention me once in the meeting.
C: That's awful. Did you say anything?
J: I said something afterwards, very politely, and he said "we're a team, Juno". I went and sat in the car for ten minutes.
C: You're allowed to be furious. Has the Greenway advertised any jobs yet?
J: Not yet. I've signed up for the council's job alerts though. Just in case.
C: Good. You deserve a boss who doesn't steal your trees.
J: Thank you. Changing the subject before I get angry again, how's the climbing?
C: Going well. Nadia and I did a sponsored boulder-a-thon last weekend and raised £340 for the rescue, actually. Which is how I ended up there in the first place.
J: Ha, so it's all connected. The climbing turned you into a dog owner.
C: Don't jinx it. The home check is on Thursday.
J: Fingers crossed. Give Sprocket an ear rub from me.
"""),

("2023-04-05", """
C: He's HOME. Sprocket is home. Except he's not Sprocket anymore, I've called him Pilot.
J: AAAH. Pilot! Why Pilot?
C: Because on the drive back he sat in the front seat staring straight ahead at the road like he was navigating. He has a very serious face.
J: I love him already. How's he settling in?
C: He's spent most of the first three days asleep on the sofa I was told he wasn't allowed on. The rescue says that's normal. The sofa is now his.
J: Classic. Does the bakery smell drive him mad?
C: He sits at the top of the stairs at 5am sniffing the air like a wine taster. The bakery girls have started giving him crusts.
J: He's going to be the size of a house. I've got news too. Sit down.
C: I'm sitting. Pilot's on my legs anyway.
J: The council posted a job yesterday. Senior Landscape Designer, Harwick City Parks, leading the design work on the Riverside Greenway.
C: Juno! That's literally your job. Are you applying?
J: I'm terrified, but yes. The deadline is the 14th of April. I need a portfolio and a cover letter that doesn't sound desperate.
C: Put the wetland scheme from our final year in. The one with the boardwalks. Professor Lindqvist said it was the best project he'd ever marked.
J: Oh my god, I'd forgotten about that. I've still got the drawings in a tube in the loft.
C: Dig them out. And the Brackwell thing, even if Gerald pretended it was his.
J: Especially that, out of spite. How's the climbing with a dog at home?
C: Harder to get out, obviously. I'm down to Tuesdays with Nadia. Pilot stays with my downstairs neighbour, who's retired and dotes on him.
J: You've built a whole village around this dog in three days.
C: It takes a village to raise a lurcher. How did the hen do go? Did you do the pottery idea?
J: We did! Agnieszka hosted nine of us on a Saturday afternoon. Bea made a vase that looks like a boot. She's put flowers in it anyway.
C: Perfect. Good luck with the application, seriously. Send it over if you want a proofread.
J: I will. Kiss Pilot on his serious face for me.
"""),

("2023-04-22", """
J: I got an interview!!
C: YES. I knew it. When?
J: Wednesday the 3rd of May. Panel interview plus a fifteen-minute presentation on "a vision for the Greenway's first phase".
C: You could do fifteen hours on that. Have you started?
J: I've got a draft. I'm focusing on the stretch by the old tram depot: flood meadows, a kids' play trail, fewer bins, more benches.
C: Wren should be a consultant on the play trail.
J: She's already requested a dinosaur. I'm not ruling it out. Anyway, how's Pilot?
C: Mostly perfect. He has one flaw: bicycles. A kid rode past on the promenade and he tried to climb inside my coat.
J: Poor baby. Rescue dogs carry things with them.
C: We're doing slow training with treats. I've got bad news of my own, though.
J: Oh no, what?
C: Mr Garroway is selling the whole building. The bakery's buying the ground floor and someone's turning the upstairs into holiday lets. I've got until the end of August to get out.
J: No! Your lovely flat. Can he even do that?
C: It's all above board. He's given me loads of notice and he was really apologetic. He nearly cried, actually. But Port Selby rents have gone mad since I moved in.
J: Could you look a bit further out? Villages?
C: Maybe. I need somewhere with a garden for Pilot now anyway, and I'm not going to find that on Quay Street.
J: Silver lining. Pilot will pick it for you.
C: He'll pick anywhere with a sofa and a rabbit to stare at. How's the pottery? Still Thursdays?
J: Still Thursdays, though I've been missing weeks to prep this application. Agnieszka says my mugs are "almost symmetrical" now.
C: Almost symmetrical is the highest honour.
J: I'll put it on my CV. Right, send luck on the 3rd.
C: I'll send it every hour. You've got this, Ferreira.
J: Thanks, Strachan.
"""),

("2023-05-10", """
J: I GOT IT.
C: THE JOB??
J: The job! They rang on Monday. Senior Landscape Designer at Harwick City Parks. I was in the Fairbuy car park and I screamed so loudly a man dropped his trolley.
C: I'm so happy for you. How did the presentation go in the end?
J: The clicker died halfway, so I just talked with my hands. Apparently the head of parks, Mrs Adeyemi, liked the flood meadow idea so much she asked for my slides afterwards.
C: Of course she did. When do you start?
J: Monday the 12th of June. I have to work a month's notice at Fennimore & Lyle, which is going to be awkward with Gerald.
C: Awkward for him, you mean. Have you told him yet?
J: Tuesday morning. He said "that's disappointing" and then asked who'd finish the Brackwell plaza.
C: Not you! Amazing. Is the package decent?
J: A bit more money, a proper pension, and I can cycle to the office along the river. It's in the old tram depot building they've converted.
C: That's a dream. Right, I've got a plan to run past you. We need to celebrate, and it's been nearly three years since the whole Hollins Hall lot were in one place.
J: Go on...
C: A walking weekend. Early October. The Craigmore Hills. Rent a cabin, do a couple of big days out, drink whisky by a fire.
J: Yes. A thousand times yes. Who's in?
C: I'll message the group: Priya, Ollie, Sanne and Marcus, plus us. Plus Pilot, obviously.
J: Obviously. Has he met a hill yet?
C: He's met the beach, which he crossed at roughly the speed of sound. Hills next.
J: How's the flat search? Anything?
C: Grim. I saw a one-bed in Port Selby with a "garden" that was a concrete yard and a wheelie bin. £950 a month.
J: Oof. Villages?
C: I'm starting to think so. There's a place called Elsmere Cross about twenty minutes from school. Nadia lives near there and says it's lovely.
J: Sounds like the setting of a cosy murder mystery.
C: Don't put that into the universe. Anyway. Congratulations, Senior Landscape Designer.
J: Thank you. I'm still grinning.
"""),

("2023-05-28", """
C: Ugh. I've done something stupid to my finger.
J: Oh no, what happened?
C: Climbing on Tuesday. I was on a crimpy V4 and heard a pop in my ring finger. Turns out I've torn a pulley, which is the bit of tendon that holds everything close to the bone.
J: That sounds horrific. Are you okay?
C: It's swollen and I can't grip a mug properly. The physio has strapped it and says six weeks off climbing minimum. Maybe longer.
J: Six weeks! I'm so sorry. You were loving it.
C: I was. Nadia's gutted too, she's got no one to go with on Tuesdays now. Pilot's thrilled though. More walks.
J: Silver lining again. He's a silver lining dog.
C: He is. How's your notice period? Is Gerald still sulking?
J: Gerald is being weirdly nice now. Friday was my leaving do at the Crown and Compass, and they gave me a pair of engraved secateurs. "To Juno, who always picked the right tree."
C: That's actually lovely.
J: I cried. Of course I cried. Then Gerald made a speech that was somehow about himself.
C: Consistent to the end. Do you feel ready for the new job?
J: Mostly. I've got two weeks between jobs and the wedding falls in the middle. Which brings me to this: Bea wants to ask you something.
C: Uh oh.
J: She wants you to do a reading at the ceremony. She says you're the only one of us who can read out loud without giggling.
C: I'd be honoured. What's the reading?
J: She's letting you pick. Something short. She said no Corinthians.
C: Got it. I'll find a poem. Maybe something about the sea, given it's Tallow Bay.
J: Perfect. And the October trip, has the group replied?
C: Everyone's keen. Sanne has a work thing the first weekend, so it'll probably be mid-October. I'm looking at cabins.
J: Yes! I'll be settled in the new job by then and I'll need a break.
C: How's Wren feeling about being flower girl?
J: Stressed. She's practising walking slowly down the hallway carrying a bowl of dried pasta.
C: Tell her she'll be great.
"""),

("2023-06-11", """
J: Big day tomorrow. First day at City Parks.
C: Good luck! Are you nervous?
J: Very. I've laid out my clothes like it's the first day of school. Wren thinks I should wear my dinosaur earrings.
C: Wear them. Asserts dominance.
J: I also made a sad decision this week. I've stopped the pottery.
C: No! Why?
J: Between the new job, the wedding, Wren's swimming and just being tired, Thursday nights were becoming a chore. I didn't re-book the next eight-week block.
C: That's fair though. You don't have to do everything.
J: I know. Agnieszka was nice about it. I gave my leftover clay to my neighbour, Mrs Okafor, whose grandson wants to try. Maybe I'll go back in the winter.
C: You'll always have the tidepool blue mugs.
J: Idris drinks out of his every morning. How's the finger?
C: Slowly better. I can hold a pen and a dog lead, which is all a teacher needs.
J: And the flat hunt?
C: Good news, sort of. I saw two cottages in Elsmere Cross yesterday. One was damp and smelled of soup. The other is a little end-terrace with a long garden backing onto fields.
J: Ooh, the second one.
C: Exactly. It's on a lane called Lapwing Row. Pilot ran the length of the garden four times and then lay down in the shade like he owned it.
J: Pilot's vote counts double.
C: I've put in an application. Fingers crossed. The landlady is a retired vet, which feels like a sign.
J: That is absolutely a sign. How's his recall coming on?
C: Better. He comes back for cheese. For ham he'd come back from another county.
J: Tell me you've picked the poem.
C: I have. It's short, and it's about the tide going out and coming back. I'm not telling you which. You'll hear it on Saturday.
J: Mysterious. Right, sleep. First day. Aaah.
C: Go get them, Senior Landscape Designer. Send a picture of the tram depot.
"""),

("2023-06-25", """
C: I'm still recovering from the wedding. My feet hurt.
J: That's because you danced to every single song, including the Macarena.
C: It was requested by the groom's grandmother. I had a duty. What a day though.
J: It was perfect. Bea looked so happy. And your reading! People were crying. Tomasz's dad asked me afterwards who the "poet with the beard" was.
C: I only read someone else's poem! But thank you. Wren was the real star.
J: She lost a shoe halfway down the aisle and just kept going on one sandal, scattering petals like nothing had happened.
C: Total professional. Did the shoe ever turn up?
J: The best man found it in the hydrangeas outside the Saltings at midnight. How was Pilot, did he survive a night with your neighbour?
C: He slept on her bed, apparently. She's asked if he can come again.
J: Of course she has. How's the finger? Did you dance with it?
C: Carefully. But I've decided something. I'm not going back to climbing.
J: Really? For good?
C: The physio says I could in a few weeks, but I'd have to rebuild slowly, and the thought of another pop makes me feel sick. And honestly, with Pilot, I'd rather be outside walking.
J: That makes sense. Nadia will be sad.
C: She's already found a new partner, a biology teacher. I've been replaced. Anyway, enough about me. Two weeks in, how's the new job?
J: I love it. My desk looks over the old tram sheds and there's a heron that stands on the river wall every morning. The team is small: me, Lorcan the ecologist, and a planning officer called Hattie.
C: A heron! Very on brand for a parks department.
J: And no Gerald. Nobody steals anything except biscuits.
C: Brilliant. Okay, trip news: I've booked a cabin. It's called Stag Hollow, in the Craigmore Hills, Friday the 13th to Sunday the 15th of October. Sleeps six.
J: Friday the 13th! Bold.
C: It was the only weekend everyone could do. And it takes dogs.
J: Perfect. I'll sort out the food kitty. Any word on the cottage?
C: Not yet. The landlady is "thinking about it". I'm trying not to refresh my inbox every five minutes.
J: She'll pick you. A teacher with a serious-faced lurcher is the ideal tenant.
C: From your mouth to her ears. Night, maid of honour.
J: Night, poet.
"""),

("2023-07-14", """
C: Well. This week has been a lot.
J: What's happened?
C: Pilot ate a sock. A whole sock. One of my good walking ones.
J: Oh no! Is he okay?
C: He is now. On Monday he wouldn't touch his breakfast and kept being sick, so I took him to Harbourside Vets, and the X-ray showed it stuck in his intestines. They operated that afternoon.
J: Poor boy. And poor you. How are you feeling?
C: Shaken. He looked so small on the table. He's home now in a cone, bumping into door frames and looking betrayed.
J: Send a picture of the cone of shame immediately.
C: [photo] He's wearing it like a Victorian ruff.
J: He looks like a disgruntled duke. What did it cost, if you don't mind me asking?
C: Just under £1,900. My insurance had a waiting period I hadn't got through yet, so that's most of my summer holiday money gone.
J: Oh, Callum. I'm sorry.
C: It's only money and he's worth it. But there'll be no Greek island for me this year.
J: Any good news to balance it out?
C: Actually, yes. The landlady said yes to the cottage! I signed the lease on Wednesday. 2 Lapwing Row, Elsmere Cross. Moving on Saturday the 26th of August.
J: YES. Pilot has a garden!
C: He has a garden. Once the stitches are out he's going to lose his mind.
J: How's school winding down?
C: Last week of term. The Year 11s have gone and it's eerily quiet. I've been tidying the prep room and found a jar labelled "DO NOT OPEN 1997".
J: Did you open it?
C: I'm a professional. I called the technician and we opened it together in the fume cupboard. It was just some very old copper sulphate.
J: Anticlimax. My week was mad too. We had the first public consultation on the Greenway, and one man shouted at me for twenty minutes about where the bins would go.
C: Classic consultation. There's always a bin man.
J: Lorcan says every consultation has a bin man, a dog-poo woman, and someone who wants to bring back the trams.
C: As a dog owner, I'm the dog-poo woman now. Night, Juno.
J: Night. Give the duke my love.
"""),

("2023-07-30", """
J: How's the duke? Is the cone off?
C: Stitches came out on Thursday! The vet said he's healed beautifully. He celebrated with zoomies round the living room and knocked over a lamp.
J: Full recovery then.
C: Full recovery. I've moved every sock in the flat into a drawer with a childproof catch.
J: As a parent, I'm impressed. Speaking of children, Wren turns seven on Saturday.
C: Seven! How? She was a baby yesterday.
J: She's having a dinosaur party in the garden with twelve of her classmates. Help me.
C: What's the plan? Do you need entertainment?
J: Actually... I wondered if you had a safe but exciting science thing I could do. Something that explodes, but not really.
C: Oh, I've got just the thing. A dinosaur volcano. Baking soda, vinegar, a squirt of washing-up liquid and red food colouring in a bottle, with a papier-mache volcano built around it.
J: That's perfect. Will it go everywhere?
C: Do it on the lawn. Add the vinegar last and stand well back. Kids go feral for it.
J: I'll make Idris build the volcano. He's good at crafts.
C: How's the job? Settled in?
J: Loving it. This week I walked the whole river route with Lorcan in waders, mapping where the otters come out. We saw two!
C: Otters! Now I'm jealous.
J: I've also finally finished The Salt Orchard. The ending wrecked me.
C: Good wrecked or bad wrecked?
J: Good wrecked. The sea takes the orchard but the grandmother plants new trees up on the hill. I'll lend it to you next time you visit.
C: Deal. Packing has started here. I'm drowning in boxes and half of them are full of old exam papers.
J: Recycle them! Free yourself.
C: I can't, some of them have funny answers in. "What is the formula for water?" Answer: "wet".
J: Keep that one. Good luck with the boxes.
C: Good luck with the volcano. Send video.
"""),

("2023-08-20", """
J: The volcano was a triumph. Video attached. Listen to the screaming.
C: Ha! That's a perfect eruption. Is that Idris in the background covered in red foam?
J: He stood too close. Wren said it was the best day of her entire life and asked if "Uncle Callum the scientist" can come to the next one.
C: I accept. How was the rest of the party?
J: A boy called Archie ate four slices of cake and then cried, someone fell in the paddling pool fully clothed, and Wren got a stegosaurus that roars. Standard.
C: A perfect birthday. Meanwhile I'm in box hell.
J: When's the move again?
C: Saturday. My sister Kirsty is driving down with a van on Friday night, and Nadia's lending us her husband for the heavy stuff.
J: And Pilot?
C: He's spending moving day with my retired neighbour downstairs, who is devastated we're leaving. She's knitting him a goodbye scarf.
J: That's unbearably sweet.
C: I'm going to miss Quay Street, even the cinnamon buns at 5am. But I've been over to the cottage measuring up and the garden is huge.
J: Any furniture drama?
C: The sofa might not fit through the front door. The cottage has a very small, very old door. I've measured twice and it's either going to fit by one centimetre or not at all.
J: Pivot! Pivot!
C: That's exactly what Kirsty said. How's the Greenway going?
J: We're into proper design now. I'm drawing the flood meadows by the tram depot: wildflowers, stepping stones and the play trail. Wren's dinosaur is officially in the brief as a "sculptural play element".
C: She'll be insufferable when it's built.
J: She already is. Idris and I are both exhausted, so I'm really looking forward to October.
C: Stag Hollow! I've been looking at routes. There's a ridge walk called the Grey Mare's Back that takes about seven hours.
J: Seven hours. Okay. I'd better start training.
C: Pilot can pace you. Right, back to the boxes.
J: Good luck with the sofa. Report back.
"""),

("2023-09-09", """
C: I'm in! Sorry I went quiet, the move swallowed me whole.
J: How did it go? Did the sofa fit?
C: By a centimetre. We had to take the feet off, and Kirsty said a lot of words I won't repeat. But it's in.
J: Victory! And Pilot?
C: Pilot has discovered pheasants. There's a field behind the garden with about a hundred of them, and he stands at the fence trembling with excitement.
J: Please tell me he hasn't caught one.
C: He hasn't. They're smarter than him. How are you? You've been quiet too.
J: Honestly, I've had a rotten week. I've got shingles.
C: Shingles? Isn't that something old people get?
J: That's what I said to the GP! She said stress and exhaustion can set it off at any age. I've got a blistery rash round my ribs on one side. It feels like being stung by a hundred wasps.
C: Juno, I'm so sorry. When did it start?
J: I felt odd the weekend before, then the rash came up and I got diagnosed on Monday the 4th. I'm on antivirals and signed off work for two weeks.
C: Good. Please actually rest. Don't answer Greenway emails.
J: Lorcan has changed my email password as a joke. Well, half a joke.
C: I like Lorcan. Is Idris looking after you?
J: He's brilliant. He keeps making me his lamb tagine with apricots, which is the only thing I want to eat.
C: That sounds like the best medicine. Look, I hate to raise it, but what about Stag Hollow?
J: I've been worrying about that too. It's five weeks away, and the GP says the nerve pain can hang around after the rash goes. I can't see myself walking for seven hours by then.
C: Then we don't. We'll change it. Don't feel bad.
J: I do feel bad. Everyone's booked the time off.
C: They'll understand. Let me talk to the cabin people and see if we can move it or get some money back.
J: Thank you. Tell me about the village, cheer me up.
C: There's one pub, The Drover's Rest, a post office that opens three mornings a week, and a vicar who has already invited me to the harvest supper.
J: It's a cosy murder mystery. I told you.
C: If the vicar turns up dead, I'm moving back to Quay Street. Rest, okay?
J: Okay. Send pheasant videos.
"""),

("2023-09-30", """
J: Update from the land of the living: I'm back at work. Half days for now.
C: That's great news. How's the pain?
J: The rash has gone, thankfully. There's still a burning ache on my side in the evenings, but it gets less every week. The GP's happy.
C: Good. Are they being nice to you at work?
J: Mrs Adeyemi sent flowers and Hattie made me a flask of soup. Lorcan gave me my password back.
C: Generous. So, the cabin. I spoke to Stag Hollow. They can't move the dates, but we get half the money back because we cancelled more than two weeks ahead.
J: Half is better than nothing. I'm so sorry again.
C: Stop apologising. I've got an idea instead. What about something softer in December? A Christmas market weekend in Vellmouth. No mountains, just mulled wine, little wooden huts and a nice hotel.
J: Oh, that sounds perfect actually. Gentle, festive, and no ridge walks.
C: I floated it in the group chat and everyone's in. Friday the 8th to Sunday the 10th of December.
J: Yes! And the Craigmore hike?
C: We'll do it next year when you're fully better. The hills aren't going anywhere.
J: Deal. How's village life?
C: I've joined the pub quiz at The Drover's Rest. Thursday nights. Our team is me, the postmistress and two retired farmers.
J: That's the best quiz team I've ever heard of. What are you called?
C: "The Usual Suspects". They've been called that for twenty years and I'm not allowed to change it.
J: How did you do?
C: Second to last. We lost on a question about tractor brands, which the farmers are still furious about.
J: Ha! And Pilot?
C: He's stopped trembling at the pheasants and now just sighs at them. I think they've reached an understanding.
J: Growth. Wren has started asking for a pet, by the way. All your Pilot pictures have made her relentless.
C: Sorry, not sorry. What's she after?
J: This week it's a horse. Last week it was a tortoise. Idris and I are pretending not to hear.
C: Good luck with that. I'll book the Vellmouth weekend and send links.
J: Thank you, Callum. Really.
"""),

("2023-10-19", """
C: Guess who's been offered a promotion.
J: Not you?!
C: Me! Mrs Pettigrew, who has run the chemistry department for twenty-three years, is retiring at Christmas, and the head has asked me to step in as Head of Chemistry from January.
J: Callum, that's huge! Congratulations!
C: I haven't said yes yet. It's more money, but it's a lot more meetings and paperwork, and fewer lessons.
J: What does your gut say?
C: My gut says I'd be good at it and I'd hate the timetabling. Nadia says I'm overthinking.
J: Nadia's right. You've been doing half of Pettigrew's job for two years anyway.
C: That's true. I'll sleep on it. How are you? Is your side still sore?
J: Pretty much gone. I'm back to full time from Monday. The GP signed me off properly on Tuesday.
C: Great news. Fully mended!
J: Strange to think we'd have been at Stag Hollow last weekend.
C: I thought about that on Saturday. I looked out at the rain and thought, the Grey Mare's Back would have been a mudslide. Maybe it was meant to be.
J: We'll do it properly next year. How's Pilot?
C: He went to the vets for his jabs and the whole reception remembered him as "the sock dog". He's famous.
J: A legacy. What are you reading these days?
C: The Salt Orchard, finally. You posted it to me, remember? I'm on chapter eight, the storm.
J: Oh, the storm chapter. Brace yourself.
C: Thanks. Greenway news?
J: We're drawing up the planting plan. Four hundred alders along the banks, and a whole meadow seeded with yellow rattle to keep the grass down.
C: I have no idea what yellow rattle is but it sounds fun.
J: It's a parasitic plant. It feeds off the grass roots and weakens them, so the wildflowers get a chance. Botany is savage.
C: Like the staffroom. Right, I'm going to go and think about the job.
J: Say yes!
"""),

("2023-11-08", """
C: I said yes.
J: To Head of Chemistry? YES!
C: Starting the first week of January. Mrs Pettigrew has already handed over her "emergency drawer". It's full of chocolate, paracetamol and spare safety goggles.
J: That's a sacred inheritance. I'm proud of you.
C: Thanks. I'm terrified, but in a good way. How are things with you?
J: Good. We're in pet negotiations.
C: Oh? Has Wren worn you down?
J: She's gone from horse to tortoise to rabbit. Idris kept rabbits as a boy and he's gone soft on the idea.
C: Rabbits are great. Get two, they get lonely.
J: That's what the rescue lady said! There's a small-animal rescue outside Harwick that has a pair of sisters.
C: Do it. Wren will be thrilled.
J: We haven't decided. I'm worried about who'll clean the hutch. Spoiler: me.
C: Spoiler: definitely you. Did you book the hotel for Vellmouth?
J: Yes! The Gull & Anchor, right by the market square. Six rooms, two nights. They had one left with a sea view and I've claimed it for being an invalid.
C: You've recovered. You can't claim invalid.
J: Watch me. How's the quiz?
C: We WON last Thursday. A round on the periodic table came up and I got all five. The farmers carried me round the pub. Metaphorically.
J: The Usual Suspects, champions! What's the prize?
C: A voucher for the meat raffle. I'm getting a leg of lamb.
J: Idris can tell you how to do his tagine with it.
C: Please ask him. The Salt Orchard, by the way: finished it. You were right about the storm chapter.
J: Told you. What did you think of the ending?
C: The grandmother planting on the hill? I had to take Pilot out for a walk in the dark to pull myself together.
J: Ha! That book gets everyone.
C: It does. Right, marking. Tell Wren to hold out for the rabbits.
J: She doesn't need encouraging.
"""),

("2023-11-26", """
J: The Greenway got approved! The council voted on Tuesday.
C: Juno! That's massive! Unanimous?
J: Eleven to two. The two against were worried about the cost of the footbridge. But it's happening. Construction on phase one starts in spring.
C: Your flood meadows are going to be real.
J: And the dinosaur. Wren's dinosaur is going to be real. She's asked if she can cut the ribbon.
C: She should. She's the original stakeholder. Did you celebrate?
J: The whole team went to the pub afterwards and Mrs Adeyemi bought the first round. Lorcan gave a speech about otters.
C: Very on brand. I've got news too. Pilot won a rosette.
J: What? For what?
C: The Elsmere Cross village dog show, yesterday, in the church hall. "Waggiest Tail". He was up against a Labrador and a very vain poodle.
J: I'm so proud of him. Is the rosette on the fridge?
C: It's on the mantelpiece next to my degree certificate. Where it belongs.
J: And we've decided on the rabbits!
C: Yes! The sisters?
J: The sisters. We're collecting them on the 2nd of December. Wren has already named them Clementine and Marmalade.
C: Very citrus. How's Idris getting on with the hutch?
J: He's built a hutch the size of a small house. With a ramp. He's unbearable.
C: Sounds like a Greenway for rabbits. Vellmouth in under two weeks! Is everything still on?
J: Everything's on. Friday the 8th can't come soon enough. I've booked a table at a place called Mariner's Kitchen for the Saturday night. Apparently their fish stew is famous.
C: I'm in for fish stew. Ollie's driving me and Pilot up on the Friday.
J: Pilot's coming? Does the Gull & Anchor take dogs?
C: One dog-friendly room. I checked twice. Pilot's sharing with me.
J: Perfect. Wrap up warm, the forecast says snow.
"""),

("2023-12-14", """
C: I'm still thinking about that fish stew.
J: Mariner's Kitchen! Worth every penny. What a weekend, and it was only last weekend. It feels like a dream already.
C: It was perfect. The snow on Saturday morning, the whole market square white, and all the huts lit up.
J: And you bought that enormous wooden fox.
C: He's called Reynard and he lives on my windowsill. Pilot barks at him every morning.
J: Ha. I bought far too many glass baubles. One is a little mug painted tidepool blue, which made me weirdly emotional about the pottery.
C: Maybe it's a sign to go back to the wheel.
J: No, I think that chapter's closed. I'm glad I did it, but I'd rather spend my Thursday evenings with Wren and the rabbits.
C: How are the rabbits?
J: Clementine is a tyrant and Marmalade is a sweetheart. They've already dug under the run twice.
C: Escape artists. How was it leaving Idris and Wren for the weekend?
J: Wren sent me nine voice notes about rabbit poo. So, fine.
C: It was so good seeing everyone. Sanne's news was the best bit.
J: The baby! I can't believe Sanne and Marcus are having a baby in June. The first of the Hollins Hall lot. Anyway, when do you start the new role, exactly?
C: The 3rd of January. I get an office with a window, which is more than Mrs Pettigrew ever had. I've already put a cactus on the sill.
J: Have you thought any more about the Craigmore trip? We said next year.
C: I've pencilled in May half-term. The Grey Mare's Back in spring, with wildflowers and without mud.
J: I'll be ready. I'm walking to work every day now.
C: What's next for the Greenway now it's approved?
J: Tendering for contractors. Boring but necessary. The footbridge design goes out in January.
C: Any Christmas plans?
J: Bea and Tomasz are hosting their first Christmas as a married couple. Tomasz is doing a Polish Christmas Eve supper with twelve dishes, and Idris is already on washing-up duty. You?
C: Kirsty's again. Pilot's coming. She's warned me there'll be ceilidh dancing again.
J: Full circle. Happy Christmas, Callum.
C: Happy Christmas, Juno. Here's to next year.
"""),
]
