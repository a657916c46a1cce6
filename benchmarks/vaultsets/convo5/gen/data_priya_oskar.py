# Hand-written sessions for the pair Priya Raman (graphic designer, Leeds -> Manchester)
# and Oskar (secondary-school chemistry teacher, Bristol). Friends since university.
# Each session: (date, start time, text). Text lines: "P: ..." = Priya, "O: ..." = Oskar.

SPEAKERS = {"P": "Priya", "O": "Oskar"}

SESSIONS = [
("2023-02-05", "20:10", """
P: Oskar! Happy belated new year, I know it's February. How was the rest of January?
O: Ha, belated accepted. January was grim. Mock exams, dark at 4pm, and the boiler at school broke so I taught Year 9 in my coat for a week.
P: Glamorous. Mine was cereal boxes. Seventeen versions of the same honey-hoops box because the client wanted the bee "friendlier".
O: Was the bee not friendly?
P: The bee was perfectly friendly. I'm just so bored at Corrin. Five years of packaging and I can do it in my sleep.
O: Have you been looking around?
P: Sort of. A recruiter messaged me on LinkedIn last week about a branding studio in Manchester called Halftone. Small team, nice portfolio, they did the rebrand for that indie cinema chain.
O: Manchester's only an hour on the train from Leeds. You should at least talk to them.
P: That's what I keep telling myself. I've sent my portfolio. We'll see.
O: Good. In other news, I've decided to finally learn the cello.
P: Sorry what
O: My grandad's old cello has been in Mum's loft since he died. I went up there at Christmas and it's actually in decent shape, just needs new strings and the bridge adjusting.
P: That's lovely. Are you getting lessons?
O: Freya found me a teacher who lives two streets away, a retired orchestra player called Mrs Okafor. I'm going to email her this week.
P: How is Freya? Still planning world domination?
O: Still planning the comms for the Harbourside festival, which is basically the same thing. She says hi.
P: Hi Freya. Oh, big news from my family: Anjali got engaged! Rohan proposed on a beach in Goa over New Year.
O: No way! Tell her congratulations from me. When's the wedding?
P: July, in Leicester. Mum is already in full planning mode. And Anjali's asked me to design the invitations, so no pressure.
O: You'll smash it. Hey, random thought, are we still doing a big trip this year like we said?
P: YES. I was thinking Iceland. Hot springs, glaciers, puffins.
O: Iceland sounds brilliant. It has to be in the school holidays though, so late August at the earliest.
P: August works. Let's look at flights properly in a few weeks.
"""),

("2023-02-19", "19:42", """
O: How did the Halftone thing go? You said they wanted a call.
P: First interview was on Thursday! Video call with the founder, Nadia, and one of the senior designers.
O: And??
P: I think it went well? Nadia laughed at my bee story, which I'm taking as a good sign. They want me back for a second round with a design task.
O: Amazing. What kind of task?
P: They haven't sent it yet. Probably some fake brand to rebrand in a week while I also do my actual job.
O: Classic. Well, I had my first cello lesson on Tuesday.
P: How was it!!
O: Humbling. Mrs Okafor spent twenty minutes just on how to hold the bow. My fingertips are killing me from pressing the strings.
P: That's how you know it's working. Did you get the strings sorted?
O: A shop on Park Street restrung it and fixed the bridge for £60. It sounds really warm. Grandad would be pleased.
P: He would. Are you practising every day?
O: Trying for twenty minutes after school. Freya says it sounds like a sad whale, which is fair.
P: Tell Freya the sad whale needs encouragement.
O: How's the invitation design going?
P: Early days. Anjali wants marigolds everywhere and Mum wants something "classic", so I'm trying to do classic marigolds.
O: Classic marigolds is a vibe.
P: Also I looked at Iceland flights. There's a direct one from Manchester, and you could fly from Bristol and meet me in Reykjavik.
O: Good plan. Let's not book till we know your job situation though.
P: Fair. If I end up in Manchester, flying from there is easy anyway.
O: Have you told anyone at Corrin?
P: God no. Nobody knows. Don't put it on Facebook.
O: I haven't posted on Facebook since 2016.
"""),

("2023-03-08", "21:05", """
P: Guess who went climbing last night.
O: You? Climbing what?
P: Bouldering! Hollie from work dragged me to a wall called The Depot. I was terrible and I loved it.
O: Ha, I knew you'd like it. You always climbed the trees at uni.
P: That was one tree and I was drunk. But yes. I've been three times since last week and I bought my own shoes today, £85, they hurt like mad.
O: Apparently they're supposed to hurt.
P: That's what the man in the shop said. Anyway the Halftone task arrived. I have to rebrand a fictional tea company called Steep & Co.
O: That's fun actually. When's it due?
P: Next Tuesday, then I present it to the whole team on Thursday. Second round.
O: You'll be fine. Steep & Co, I like it.
P: How's school?
O: Marking Year 11 mocks until my eyes bleed. Also, big gossip: Mr Pritchard, our Head of Science, announced he's retiring at the end of the summer.
P: Ooh. Are you going to go for it?
O: Not sure. I've only been there four years. Freya thinks I should.
P: Freya's right, as usual. You run half the department anyway.
O: Maybe. Also my wisdom tooth has started hurting again. The bottom left one.
P: Oh no. Have you been to the dentist?
O: Going on Friday. I suspect they'll want it out.
P: Soup season. Good luck.
O: Thanks. Send me the tea branding when you've done it, I want to see.
P: Will do.
"""),

("2023-03-26", "18:30", """
P: So. They offered me the job.
O: PRIYA. Congratulations!!!
P: Thank you! Nadia called on Friday. They liked the Steep & Co presentation, especially the packaging, funnily enough.
O: Of course they did, you're a packaging legend. When do you start?
P: Well. That's the thing. I haven't said yes yet.
O: Why not?
P: The salary is £34k. I'm on £33k at Corrin and Manchester rent is way more than Leeds. It barely moves.
O: Ah. Can you negotiate?
P: I asked for £38k. Nadia said she'd "take it to the partners". So now I wait.
O: That's reasonable. Worst case they say no and you're where you are now.
P: True. And I'd have to move, which I sort of want and sort of dread.
O: Leeds to Manchester isn't that far. You could keep climbing at the same... no okay you couldn't.
P: There are walls in Manchester. I checked. Obviously.
O: Obviously.
P: What did the dentist say?
O: Wisdom tooth is coming out. They've booked me in for Tuesday the 4th of April, first week of the Easter holidays, so at least I won't miss any teaching.
P: Efficient. Are they knocking you out?
O: Just local anaesthetic. I'm trying not to think about it.
P: I'll send you soup recipes.
O: Please do. Also I'm going to apply for Pritchard's job. Head of Science. The advert went up on Monday.
P: YES. Good for you.
O: Applications close after Easter, interviews in May. I'm already dreading the presentation.
P: You present to teenagers every day. Adults will be easier.
"""),

("2023-04-12", "20:48", """
P: How's the jaw?
O: Still looks like I'm storing nuts for winter. The tooth came out eight days ago. The dentist had to break it into three pieces.
P: Eurgh. Don't tell me more.
O: It made a crunching noise I will hear until I die.
P: I said don't tell me more!
O: Sorry. I've been living on your lentil soup recipe though. It's really good.
P: Told you. Any news on the job front for you?
O: Application's in. I wrote about running the Year 8 science club and redoing the KS3 practicals. Now I wait.
P: Me too, sort of. Halftone came back: they can't go as high as I asked, but they offered £36k plus a £1,500 relocation bonus.
O: That's not bad!
P: It's not. But then the plot twist: I told my boss at Corrin I'd had an offer, and he offered me a promotion to senior designer to stay.
O: Oh wow. Counter-offer. What's the money?
P: £36k as well. And I wouldn't have to move.
O: So it's really about whether you want Manchester and a new studio or staying somewhere safe.
P: Exactly. The Corrin promotion means more cereal boxes but with a bigger title.
O: You literally told me in February you were bored out of your mind.
P: I know. I know. Give me a week.
O: Take your time. But I know which one you'll choose.
P: Change of subject please. The invitations are done! Letterpress, deep red, little gold marigolds round the edge. Anjali cried.
O: Send me a photo!
P: Sending one now. It's blurry, my phone is ancient.
O: Priya those are gorgeous. Your mum must be happy.
P: Mum said they were "very classic", which from her is basically a standing ovation.
"""),

("2023-04-30", "17:15", """
O: Any decision?
P: I said yes to Halftone! Signed the contract on Friday.
O: YESSSS. I knew it. Congratulations properly this time.
P: Thank you! Corrin were gracious about it. My boss said he saw it coming.
O: When do you start?
P: Monday the 5th of June. So I have five weeks to find a flat in Manchester and move my whole life.
O: Easy. Where are you looking?
P: Ancoats or Levenshulme. Ancoats is nicer and closer to the studio but it's expensive.
O: Use your relocation bonus.
P: That's literally what it's for. I'm going to viewings next Saturday.
O: Good luck. I've got news too: I got shortlisted for Head of Science. Interview's on the 16th of May.
P: Oskar!! That's brilliant.
O: Three internal and one external candidate. I have to do a twenty-minute presentation on improving practical science at KS3.
P: You've basically been doing that for years already.
O: That's my strategy. Just talk about what I've been doing and try not to sound smug.
P: You never sound smug. You sound enthusiastic, which is different.
O: Thanks. Cello update: Mrs Okafor's given me The Swan by Saint-Saëns. It's the first piece I've actually recognised.
P: Ooh, that's the pretty one. Is it hard?
O: The long notes are hard. You can't hide anything. Freya says the sad whale has become a sad swan.
P: Progress!
O: About Iceland, now that you know you're flying from Manchester, shall we book?
P: Let's book once I've found a flat. Mid-May at the latest, I promise.
"""),

("2023-05-17", "21:22", """
P: So how did it go yesterday??
O: I think okay? The presentation went well, I did a quick demo with a bag of crisps and a thermometer. The questions were harder.
P: Crisps and a thermometer? I need context.
O: Calorimetry. Burning food to heat water. Year 8s love it because it smells of barbecue.
P: Science is wild. When do you find out?
O: End of next week. Pritchard gave me a thumbs up on the way out, which means nothing but I'm clinging to it.
P: Cling to it.
O: How's the flat hunt?
P: Found one! A one-bed in Ancoats, fourth floor, by the canal. Old mill building, exposed brick, very Manchester.
O: That sounds great. Lift?
P: There is a lift. It's tiny. I'm moving on the 27th.
O: Do you need help? I could drive up. Well, borrow Freya's car.
P: That's sweet, but Dad's hiring a van and he and Rohan are doing it. You can come and visit once I have furniture.
O: Deal. How's the climbing?
P: Good! I did my first V3 at The Depot last week. Hollie screamed.
O: Is V3 good?
P: For three months in? It's decent. Not impressive to real climbers but I'm very proud.
O: You should be. Leaving drinks soon?
P: Friday after next. Corrin are taking me to the pub and I think they've made a card shaped like a cereal box.
O: That's perfect actually.
P: It is a bit. I'll miss them. Not the bee though.
O: Nobody misses the bee.
"""),

("2023-06-04", "19:03", """
O: How's the new flat? Are you surrounded by boxes?
P: Surrounded by boxes and sitting on a beanbag. I moved in last Saturday. Long story.
O: I love a long story.
P: I bought a green velvet sofa on Facebook Marketplace for £250, very chic. We got it to the building and it didn't fit in the lift. Or up the stairwell. We tried for an hour.
O: Oh no.
P: Dad tried taking the legs off. Didn't help. Rohan suggested the window. Fourth floor. No.
O: So where is it now?
P: Resold it to a man in Salford for £200. So I lost £50 and now I own two beanbags.
O: Pivot! Honestly it's a good story though.
P: It's a great story, it's just not a sofa. Anyway, first day at Halftone is tomorrow. I'm nervous.
O: You'll be great. Nadia already likes you.
P: How did the Head of Science thing go? You went quiet.
O: Didn't get it. They gave it to the external candidate, Dr Hesketh, from a school in Cardiff.
P: Oh Oskar. I'm sorry.
O: It's fine. Honestly, a bit relieved. She's got a PhD and eight years as a head of department. I can't really argue. The feedback was good, they said I should go for the next one.
P: Their loss. Well, not their loss exactly, you still work there, but you know what I mean.
O: I know what you mean. Good news though: I booked my Iceland flights! Bristol to Reykjavik on the 23rd of August.
P: Yes! I booked mine from Manchester last night, same day, I land about two hours after you.
O: I'll find the hot dog stand and wait.
P: Six nights. Golden Circle, glacier walk, and I'm not leaving without seeing a puffin.
O: Apparently puffins leave by late August. We might be too late.
P: Don't you dare.
"""),

("2023-06-21", "20:37", """
P: I'm already on a real project at Halftone!
O: What is it?
P: A rebrand for a small brewery in Stockport called Ironbridge. They want it to look "old but not old old".
O: I know exactly what that means and also nothing.
P: Same. But it's fun. The team is lovely, we have lunch together every Friday, and nobody has mentioned a bee once.
O: Sounds like heaven. Have you found a climbing wall?
P: Yes, a place called Blocworks, ten minutes' walk from the flat. The grades are harder than The Depot, I'm back to V2s.
O: Humbling.
P: Very. How's everything in Bristol?
O: Busy end of term. Sports day was yesterday, I was on the egg-and-spoon race. Next week I'm taking Year 7 to Cheddar Gorge.
P: Wholesome.
O: Also Dad's finally got a date for his hip replacement. 21st of August.
P: Oh that's good news, he's been waiting ages.
O: Nearly a year. But, Priya... that's two days before Iceland.
P: Oh no. Oh no no.
O: Mum can't lift him or drive, and my brother's in Stockholm. I can't really be in Iceland the week after his surgery.
P: No, of course not. Don't even think about it. Family first.
O: I feel terrible. We both booked flights.
P: It's fine. We'll move it. Let me see what the airline says about changing dates.
O: Thanks for being so good about it. I'll check mine too.
P: Oh, and the wedding's on the 22nd of July, you're still coming to the reception, right?
O: Wouldn't miss it. Freya and I are driving up to Leicester that morning.
"""),

("2023-07-09", "18:55", """
O: Good news on Iceland, sort of. My airline let me move the flight for a £45 fee.
P: Mine was worse. Non-changeable, but they gave me a voucher for most of it.
O: So when are we going?
P: You tell me, Mr School Holidays.
O: October half-term is the 23rd to the 27th of October, but Dad might still need help then. February half-term is safer. 12th to the 16th of February.
P: Iceland in February. Dark and cold. Northern lights though!
O: Much better chance of northern lights. No puffins either way apparently.
P: Fine. February it is. I'll use the voucher.
O: Done. Next thing: I bought a car.
P: You what? You hate driving.
O: I hate driving in Bristol. But with Dad's operation I'll be going back and forth to Bath a lot, and Freya's car is tiny. So: a 2011 Volvo V70 estate. Silver. £4,200.
P: The most teacher car possible.
O: It fits the cello in the back with room for a dog. Freya keeps saying that, "room for a dog".
P: Is she hinting?
O: She's not hinting, she's saying it directly.
P: Ha. How's the cello going?
O: Mrs Okafor wants me to play The Swan at her students' recital in October. In front of actual people.
P: Oskar! That's huge. I'm coming.
O: You don't have to come all the way to Bristol to hear me squeak.
P: I'm coming. Send me the date when you have it.
O: Okay. How's the sofa situation?
P: Resolved. I bought a modular one that comes in five pieces. Each piece fits in the lift. Lesson learned.
O: Growth.
"""),

("2023-07-26", "21:10", """
O: Still recovering from the wedding. My feet hurt.
P: Mine too. I danced from about 9 till 2am on Saturday. My cousins have no mercy.
O: It was a brilliant wedding. Anjali looked amazing.
P: She did. And Rohan cried during the vows, which made everyone cry.
O: Your speech was great too. The bit about Anjali stealing your Tamagotchi killed.
P: I was so nervous. My hands were shaking the whole time.
O: Nobody could tell. And Freya won't stop talking about the food.
P: Tell her Mum's sending her the recipe for the paneer. Mum adores her now.
O: She'll be thrilled. Did the invitations get a mention?
P: Rohan's aunt asked who designed them and wanted my card! I might get a freelance gig out of it.
O: The marigolds strike again.
P: They did.
O: Where are they off to for the honeymoon?
P: Two weeks in Sri Lanka, they left on Monday. Then they're moving to Bristol in the autumn, did I tell you? Rohan got a job at the university.
O: No! That's brilliant. We'll take them out.
P: They'll need friends. I told them you and Freya know every pub in Clifton.
O: That's a slight exaggeration. But only slight.
P: How's your dad?
O: Nervous about the operation. He keeps doing "pre-hab" exercises on the living room floor. Mum films him.
P: Aw. Give him my love. Is the school year over now?
O: Finished last Friday. Six weeks of freedom, except I'm spending most of it in Bath with Dad.
P: You're a good son.
"""),

("2023-08-13", "17:40", """
P: I did a V4!!!
O: Congratulations! Which one?
P: A purple one at Blocworks with a horrible crimpy start. I've been trying it for two weeks. Finally topped it on Thursday.
O: I don't know what crimpy means but I'm proud of you.
P: Tiny little edges you hold with your fingertips. It's the best feeling.
O: Be careful with your fingers. I read that climbers injure their fingers a lot.
P: Yes Dad.
O: Speaking of dads, mine has his pre-op assessment tomorrow. He's been told to lose a few kilos and he's furious about it.
P: Ha. How's he coping otherwise?
O: He's fine. Mum is the anxious one. I'll go down to Bath on the 20th and stay for two weeks.
P: That's a long time. Will Freya be okay?
O: She's in the middle of the Harbourside festival, I'd barely see her anyway. She's working every weekend.
P: How's the new car?
O: Lovely. I drove Dad's new recliner chair down to Bath last week in the back of it. The Volvo is paying for itself.
P: Good. Work's busy here too. We're pitching for a vegan crisp brand next month. Nadia wants me to lead the packaging part.
O: Of course she does. You're the packaging legend.
P: I'm never escaping packaging, am I.
O: Crisps are fun though. Calorimetry!
P: Please don't burn my crisps.
O: No promises.
P: Any news from the new Head of Science? Dr Hesketh?
O: She emailed everyone a welcome message. Seems nice, very organised. She wants to meet each of us before term starts.
P: Good sign.
"""),

("2023-09-02", "11:20", """
O: How's the finger? Freya said you posted a photo of it taped.
P: Not great. I hurt it on Thursday at Blocworks. Heard a pop in my ring finger on a crimpy move and it swelled up straight away.
O: Oh no, Priya. I literally told you.
P: You did. Go on. Enjoy it.
O: I'm not enjoying it! Have you seen someone?
P: Physio yesterday. She says it's an A2 pulley strain. No climbing for at least six weeks, then slowly back.
O: Six weeks. That's rough.
P: I'm gutted. I was just getting good. What am I supposed to do with my evenings?
O: Rest? Read? Get a hobby that doesn't break you?
P: I've been thinking about adopting a cat, actually. The flat allows pets.
O: Do it. A cat would be perfect for you.
P: I've been looking at the Paws Haven rescue website far too much.
O: Anyway. Did you win the pitch?
P: We present on the 12th. Sorry, I should have asked first. How did your dad's operation go?
O: Really well. He had it on the 21st and was walking with a frame the next day. He's home now and very bored.
P: That's great. Is he being a good patient?
O: No. He tried to mow the lawn on Wednesday. Mum confiscated the mower.
P: Your poor mum.
O: I'm back in Bristol now. Term starts on Tuesday.
P: Already? Summer went fast.
O: It did. And I spent most of it in Bath, not in Iceland.
P: February. Northern lights. It'll be worth it.
"""),

("2023-09-20", "20:02", """
P: Meet Pickle.
O: PRIYA. You got a cat!
P: I got a cat! Picked him up from Paws Haven on Saturday. He's three, grey, and he only has one eye.
O: He's perfect. What happened to the eye?
P: An infection when he was a kitten. The rescue said he's been overlooked for months because people want "perfect" cats.
O: Their loss. Why Pickle?
P: He came with the name. He also loves the smell of gherkins, which is weird, so it's accurate.
O: Amazing. How's he settling?
P: He spent two days under the bed and now he sleeps on my head. No in-between.
O: Freya is going to see this and we will be getting a dog by Christmas.
P: I hope so, honestly.
O: How's the finger?
P: Taped and boring. Physio exercises with putty every day. Pickle tries to steal the putty.
O: And the big pitch?
P: We won it!! The brand is called Crunchleaf. Lentil and pea crisps. I'm leading the packaging.
O: Congratulations! See, packaging legend.
P: Stop. How's the new school year? How's the new boss?
O: Dr Hesketh is actually great. She's already sorted the broken fume cupboard that Pritchard ignored for three years.
P: Ha. So losing to her wasn't so bad.
O: Not at all. And she asked me to lead the KS3 practicals project, the one from my presentation.
P: So they're using your idea anyway!
O: Exactly. I'm also Year 10 form tutor this year, which is chaos.
P: Sounds it. How's your dad?
O: Off the frame, on a walking stick now. He walked to the corner shop on his own on Sunday.
"""),

("2023-10-08", "10:45", """
P: You were brilliant yesterday.
O: I fluffed the high note in the middle! Everyone heard it.
P: Nobody heard it. I was in the second row and I didn't hear it.
O: You're lying but thank you for coming all the way down for a student recital.
P: I wouldn't have missed it. The church was lovely. Mrs Okafor looked so proud.
O: She said I'm ready to start working towards my Grade 4. That's a first, after nine months.
P: That's amazing. And Freya filmed it all. She sent it to your mum before you'd even put the cello back in its case.
O: Mum watched it four times and then Dad watched it and cried, apparently.
P: Your dad's lovely. How's the stick?
O: He's barely using it now. He's talking about playing golf again in the spring.
P: Good. So, news from me. I'm officially cleared to climb again. Gently.
O: Already? That was quicker than six weeks.
P: It's been five and a half weeks, close enough. Tape, easy grades, no crimps for another month.
O: Please actually listen to the physio this time.
P: I will. Pickle is supervising my recovery.
O: How's the Crunchleaf work?
P: Intense. Four flavours, and the client wants each bag to feel "like a farmers' market". I'm drawing a lot of peas.
O: More peas than bees?
P: More peas than anyone should draw.
O: Also, Iceland. We should book the new flights properly now. February half-term, out on Monday the 12th, back on Saturday the 17th?
P: Let's do it. I'll use my voucher. Book tonight?
O: Booking tonight.
"""),

("2023-10-29", "19:30", """
O: Officially living in Clifton.
P: You moved in with Freya! When?
O: Last Saturday. The Volvo did four trips. The cello has its own corner in the living room.
P: That's a big step, Oskar. How does it feel?
O: Weird and great. I keep going to the wrong cupboard for mugs.
P: Did you keep your old flat stuff?
O: Most of it went to the charity shop. Freya said my armchair "had to go" and honestly she's right, it was from 1987.
P: RIP armchair. Also! Anjali and Rohan have moved to Bristol. They got there the week before you moved.
O: Yes! Freya and I met them for a drink on Thursday at the Rose of Denmark. Rohan's already complaining about the hills.
P: Everyone complains about the hills.
O: How's Pickle?
P: Pickle knocked my monstera off the windowsill, ate a bit of it, and then threw up on my modular sofa. All in one evening.
O: Cats are a gift.
P: He's lucky he's cute. Also I'm climbing properly again now. Did a V3 with taped fingers on Tuesday, no pain.
O: Good. Going slow?
P: Going slow. I swear.
O: What are you doing for Diwali?
P: Going back to Leicester. It's on the 12th this year. Mum has ordered enough sweets for a small army. Anjali and Rohan are coming up too.
O: Who's looking after Pickle?
P: My neighbour Gareth across the hall. He has a cat too, so we're doing a cat-sitting swap.
O: A cat co-op. Love it.
P: Mum also asked if I'm "seeing anyone". Brace for Diwali.
"""),

("2023-11-15", "21:14", """
P: Survived Diwali. Barely.
O: How was it?
P: Lovely, loud, too many sweets. Mum made me do rangoli with my little cousins. Mine was the best, obviously, I'm a professional.
O: Obviously. And the "seeing anyone" question?
P: Asked three times. Anjali deflected by announcing that she and Rohan are getting a kitten. Mum was thrilled to talk about something else.
O: Classic sibling move. Speaking of animals. We've applied to adopt a greyhound.
P: NO WAY. The room for a dog!
O: The room for a dog is nearly filled. There's a greyhound rescue in Gloucestershire. We had a home visit last week.
P: Did you pass?
O: We passed! The lady said the flat's fine because greyhounds are basically sofas with legs. We're meeting some dogs next month.
P: I'm so excited. Pickle is going to hate it.
O: Pickle lives in Manchester.
P: He'll hate it from Manchester.
O: How's climbing?
P: Great. Back to V4 on Sunday. No pops.
O: Careful!
P: I am careful! I do my warm-up, I tape, I even stretch now.
O: Proud of you. Work?
P: Crunchleaf packaging went to print last week. It'll be in shops in January.
O: I'll buy every bag.
P: Please do, I need the sales figures to look good.
O: I'll make my Year 10s do calorimetry with them.
P: Absolutely not.
"""),

("2023-12-03", "18:12", """
O: Big work news.
P: Tell me!
O: Dr Hesketh is going on maternity leave in January. She's asked me to be acting Head of Science while she's off.
P: OSKAR! That's amazing!
O: It's only for a year, probably. But the head agreed and it comes with the pay rise.
P: It's the job you went for! Just... delayed.
O: Exactly what Freya said. I start in January, first week of term.
P: So you'll be in charge of Mr "I never fixed the fume cupboard"? No wait, he retired.
O: He retired. He's in Portugal now, playing golf every day.
P: Good for him. How are you feeling?
O: Nervous. Eleven teachers and three technicians. I'll have to do budgets.
P: You'll be great. You were born to do budgets.
O: That's the meanest nice thing anyone's ever said to me.
P: Ha. I've been in bed all week with the flu. Off work three days.
O: Oh no! Are you okay?
P: Better now. I couldn't taste anything. Pickle was a brilliant nurse, he sat on my chest the whole time.
O: Probably checking you were still alive so he'd get fed.
P: Probably. How's the greyhound search?
O: We met three dogs at the rescue yesterday. One of them, a brindle boy called Biscuit, just leaned his whole body against Freya and that was it.
P: Oh no, you're done.
O: We're done. We pick him up on the 16th.
P: A Christmas dog!
O: A Christmas dog. Freya's already bought him a fleece jumper.
"""),

("2023-12-22", "16:50", """
P: How's Biscuit settling in? I need pictures daily.
O: He's amazing. We picked him up last Saturday. He sleeps about twenty hours a day.
P: Lazy king.
O: He's scared of the stairs though. The flat is on the first floor, so I carry him up. He's 32 kilos.
P: That's a workout. Cello arms.
O: Cello arms are not prepared for greyhound arms.
P: Does he do zoomies?
O: Once a day in the park for about forty seconds, then he lies down. It's perfect.
P: I love him. What are you doing for Christmas?
O: Driving to Freya's parents in Norfolk tomorrow. Biscuit is coming, he'll have the whole back of the Volvo.
P: The room for a dog! Finally used.
O: Freya will never let me forget it. You?
P: Leicester again. Pickle's staying with Gareth across the hall, and I'm having Gareth's cat over New Year. The co-op continues.
O: Is Crunchleaf in any shops yet?
P: Not yet, January. But Nadia gave everyone a bonus and said my packaging was the reason we won two more snack clients.
O: Priya! That's brilliant.
P: I got a bonus and a Christmas hamper. Best job move I ever made.
O: See, and you nearly stayed at Corrin for a bigger title.
P: Don't remind me. Senior cereal-box designer.
O: Merry Christmas, Priya.
P: Merry Christmas to you, Freya, and Biscuit.
"""),

("2024-01-14", "20:20", """
O: First week as acting Head of Science: survived.
P: How was it?
O: Chaotic. Two technicians off sick, a Year 9 set off the fire alarm with a Bunsen burner, and I had my first budget meeting.
P: So a normal week.
O: Apparently. The team's been really supportive though. Dr Hesketh had her baby on Boxing Day, a little girl.
P: Aw, lovely. Tell her congratulations.
O: Will do. Are you ready for Iceland? Four weeks!
P: I bought thermal leggings today. And crampons! Well, microspikes. The shop guy said crampons were overkill.
O: Good. I've booked the northern lights tour for the Tuesday night and the glacier walk on the Thursday.
P: And the Blue Lagoon?
O: Too expensive. I booked the Sky Lagoon instead. Freya says it's nicer anyway.
P: Is Freya coming?
O: No, she's got a work thing, and someone has to look after Biscuit. It's just us, like we planned at the start.
P: Good. Pickle is staying with Gareth again.
O: What happens if Gareth ever moves?
P: I'll have to move too.
O: Also, Crunchleaf! I found it in the Co-op on Gloucester Road on Wednesday. Bought three bags.
P: Noooo! Which flavour?
O: Smoked paprika. Freya ate a whole bag. The packaging is gorgeous, by the way. The peas look very happy.
P: Those peas took me weeks.
O: And how's the climbing?
P: Did my first V5 on Friday! With perfect finger form.
O: Now that deserves a celebration. First drink in Reykjavik is on me.
"""),
]
