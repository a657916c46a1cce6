# Hand-written session text for pair 2: Rosalind Achterberg (grandmother) and
# her grandson Toby Achterberg (university student).
# Each entry: (session date, text). Lines start with "R:" (Rosalind) or "T:" (Toby).

SPEAKERS = {"R": "Rosalind", "T": "Toby"}

SESSIONS = [
("2023-09-24", """
R: Hello darling. Did you get settled in all right? Your mother said the car was packed to the roof.
T: Hi Gran! Yes, all moved in. It took three trips up the stairs just for my books and the kettle.
R: And the house? Is it nice?
T: It's okay! 14 Wexcombe Road. I've got the front bedroom with a bay window. I'm sharing with Sunny and Farid.
R: Farid is the tall one who came to your birthday? With the lovely manners?
T: That's him, he's on my course. Sunny does physics. She's already made a rota for the bins and laminated it.
R: A woman after my own heart. Are you eating properly?
T: Define properly. I made pasta last night. With a sauce from a jar.
R: That's a start. I'll send you some recipes that don't come out of a jar.
T: Please do. How's everything at home? How's Pudding?
R: Pudding brought me a frog this morning. Alive. It was sitting on the kitchen mat looking very offended.
T: Oh no, what did you do?
R: I carried it back to the pond in a teacup. Pudding watched me like I'd stolen his Christmas present.
T: Classic Pudding. Is the garden still going?
R: The dahlias are having their best year yet. The big red ones your grandfather planted are taller than me now.
T: That's not saying much, Gran.
R: Cheeky. How's the job at the cafe? Did they keep you on?
T: Yes! Back at The Copper Kettle, Wednesday afternoons and Saturdays. Declan says I'm his best milk-frother.
R: I'm very proud. What else is happening? Any clubs?
T: There's a freshers' fair this week, even though I'm not a fresher. I'm thinking of joining the rowing club. They take beginners in second year.
R: Rowing! Your grandfather rowed at school, you know. He said it was the coldest he'd ever been in his life.
T: Great, thanks for the encouragement.
R: I'm sure you'll love it. My book group is reading The Lighthouse Keeper's Almanac this month. It's very long and nothing much happens.
T: Sounds like my lectures. Love you Gran, speak soon!
R: Love you too. Eat a vegetable.
"""),

("2023-10-12", """
T: Gran, I joined the rowing club! Kellingford Boat Club. I'm in the novice squad.
R: Wonderful! Have you been out on the river yet?
T: Twice. We go out at six in the morning, in the dark and the mist. I've fallen off the seat once and caught a crab.
R: Caught a crab? In a river?
T: Ha, no. It's when your oar blade gets stuck in the water and the handle whacks you in the stomach. It's humiliating.
R: Your grandfather used to say that! I never knew what he meant. I've got news too.
T: Go on.
R: I've signed up for a watercolour class at the village hall. Tuesday mornings. A man called Mr Penhaligon teaches it. He used to paint scenery for the theatre.
T: Gran! That's amazing! You always said you wanted to paint.
R: I've bought a little tin of paints from Tilly's Haberdashery and three brushes. Mr Penhaligon says I need a "mop" brush, which sounds like housework.
T: How was the first lesson?
R: We painted a wash. That's just a big wet sky. Mine looked like a puddle after a motorbike had been through it.
T: I bet it was better than you think.
R: It wasn't, but Mr Penhaligon says skies are the hardest thing and we all start with puddles. How are your classes?
T: Good! My favourite module this term is Marine Mammal Ecology. The lecturer is Dr Oyelaran, she's spent years studying grey seals.
R: Seals! Like the ones we watched at Merrow Head when you were little?
T: Exactly like those. She played us recordings of seals singing. It sounds like ghosts.
R: How lovely and eerie. Are you keeping warm in that house? It's turned cold.
T: The heating's on a timer that Sunny controls. She's strict.
R: Good girl, Sunny. Wear a jumper.
T: Always, Gran. I've got the one you knitted with the puffin on it.
R: The puffin jumper! I'm delighted. I must go and feed Pudding, he's shouting.
T: Bye Gran! Paint me a sky.
"""),

("2023-10-29", """
T: Gran, did you remember the clocks went back?
R: I did! Mr Ellery next door came round at nine to check. He thinks I'm doddery.
T: You're definitely not doddery. Can I ask you a housework question?
R: Always. It's my specialist subject.
T: There's black stuff growing in the corner of my bedroom by the window. And on the curtains. It smells a bit like a wet dog.
R: Oh darling, that's mould. Have you told the landlord?
T: Yeah, I emailed Mr Pardew on Monday. He replied "open a window and don't dry clothes indoors". That's it.
R: That's not good enough. Mould is bad for your chest. Write everything down, take photographs, and keep every email.
T: Photos done. What do I do in the meantime?
R: White vinegar in a spray bottle, leave it an hour, then wipe it off. A few drops of clove oil helps too. And move your bed away from that wall.
T: Vinegar and clove oil. Got it. You're a genius.
R: I've been cleaning houses for sixty years. How's the rowing?
T: Really good, actually. I can row without falling off now. We did our first full length of the river on Wednesday. My hands are wrecked though.
R: Rub some lanolin cream into them. How's the cafe?
T: Busy. Declan's brought in a pumpkin spice thing and everyone wants it. I smell like cinnamon all the time.
R: There are worse things to smell of. My painting is not going well.
T: What happened?
R: We did pears this week. A still life. Mine came out muddy. I kept adding colours until it all went brown.
T: Did Mr Penhaligon say anything?
R: He said "less is more, Rosalind". Then he said it again, louder.
T: Ha! I'm sure your pears are beautiful.
R: They look like potatoes. I've put them on the fridge anyway.
T: Good. Keep going, Gran.
R: I will. Now go and spray your vinegar, and phone your mother, she says you haven't rung in a week.
T: Yes Gran.
"""),

("2023-11-16", """
R: How's my favourite grandson?
T: I'm your only grandson. But good! Really good, actually. I... met someone.
R: Oh! Tell me everything. I've put the kettle on.
T: Her name's Esme. She's the cox for one of the women's boats at the rowing club. We got talking at the club social last Friday and didn't stop until the bar closed.
R: A cox! Is that the little one who shouts?
T: Yes, she's tiny and incredibly loud. She's studying history, in her third year.
R: An older woman. Very sophisticated. Is she kind to you?
T: Very. She's coming to the cafe on Saturday to watch me make a flat white.
R: Make her a heart in the milk.
T: How do you know about that?!
R: I've been to cafes, Tobias. I'm old, not dead.
T: Fair. I actually managed a heart last week for the first time. Declan took a photo.
R: I'm proud. And I have news too: a painting I'm actually pleased with.
T: Show me!
R: [photo] It's Pudding, asleep on the windowsill in the afternoon sun. Mr Penhaligon said the light on his fur was "rather good".
T: Gran, that's amazing. It actually looks like Pudding! The ginger bit on his nose!
R: I was careful with the ginger. Less is more.
T: You learned! Can I have it?
R: It's going to Bellweather's to be framed and then it's yours for Christmas. Don't tell your mother, she'll want one too.
T: Sworn to secrecy. The mould is back, by the way. The vinegar helped, but now it's creeping along the skirting board.
R: Has the landlord done anything?
T: He says he'll "send someone", but no one's come.
R: Keep records. And keep your window open a crack.
T: Will do. I have to go, there's a lecture on whale song.
R: Go! Love you.
"""),

("2023-12-03", """
T: Gran, I'm dying.
R: What's wrong?!
T: I've got a horrible cold. My nose is a tap and I sound like a foghorn.
R: Oh, you poor thing. Are you drinking plenty?
T: Hot lemon and honey, about a gallon a day.
R: Good. What you need is my pea soup. Your grandfather's mother's recipe. I'll send it.
T: The green one with the sausage? The one so thick the spoon stands up?
R: That's the one. Snert. Split peas, a ham hock, leeks, celeriac, carrots, and a smoked sausage sliced in at the end. Cook it for hours, then let it sit overnight. It's better the next day, that's the Dutch secret.
T: Hours and overnight. I can do that, Sunny says she'll help. How are you, anyway?
R: I'm all right, but I've had a letter from Mr Dutta at the opticians. He's referred me to the hospital about my eyes.
T: What? What's wrong with your eyes?
R: Don't fret. It's cataracts, he thinks. Headlights at night have been looking like starbursts, and everything looks a bit foggy and yellow, like an old photograph.
T: Is that serious?
R: Very common at my age. They do a little operation and swap the lens. Mrs Pike from the book group had hers done and says it changed her life.
T: Okay. Will you tell me when you hear from the hospital?
R: Of course. In the meantime I've stopped driving at night, so Mr Ellery is taking me to book group.
T: Good. I like Mr Ellery.
R: He's a dear. He talks about his tomatoes the whole way there.
T: When am I home for Christmas again? The 16th?
R: Your mother says Saturday the 16th. I'll come over to Fairlow for Christmas dinner, like always.
T: Are you bringing the frangipane?
R: The plum frangipane tart? Of course. I've already bought the ground almonds.
T: Best thing about Christmas. Oh, the painting class, is it still going?
R: Still going! We did winter trees this week. Mine look like brooms, but festive brooms.
T: Ha. Okay, going to bed with my foghorn voice.
R: Sleep well. Soup tomorrow.
"""),

("2023-12-20", """
T: Gran! Home sweet home. Mum has already made me clean the bathroom.
R: Good. How's the cold?
T: Gone. The soup worked, by the way. We made a giant pot and Farid had three bowls. He says his mum wants the recipe.
R: Tell Farid's mother to add extra celeriac. How was the end of term?
T: Crazy. Two essays due on the same day. One on seal pup survival rates, one on plankton.
R: Seals and plankton. Your life is very wet.
T: Ha. Esme's gone home for Christmas, to her parents in Penmarrow. She's already sent me a photo of her dog in a Christmas jumper.
R: And you'll bring her to meet me one day?
T: In the new year, promise.
R: Lovely. Did the landlord ever fix the mould?
T: No. Mr Pardew sent a man who painted over it with white paint. It came back through the paint within a week.
R: Oh, that's shameful. Your mother told me she's going to write him a stiff letter.
T: She's already written it. It's three pages long. I told her to wait till January.
R: Your mother has always been good at letters. She once got a refund from a train company for a sandwich.
T: That's legendary. Are you still coming on Christmas Day?
R: I'll be there at eleven. Mr Ellery is dropping me off on his way to his daughter's.
T: And the tart?
R: Made this morning. It's in the larder under a tea towel. Pudding has been circling it.
T: Guard it with your life. By the way, I've got you a present and I think you're going to love it. One clue: it's got something to do with birds.
R: Birds! A book?
T: Not a book. No more clues.
R: You're cruel. How's the rowing? Are you carrying on next term?
T: Honestly, I'm not sure. The 5:30 alarm is killing me, and the river was frozen at the edges last week. I'm thinking about stopping.
R: Do what's right for you, darling. You gave it a good go.
T: Yeah. I'll decide after Christmas.
R: Sensible. See you on Christmas morning.
"""),

("2024-01-07", """
R: Darling, I have to tell you. Admiral has been back three times today.
T: The robin?!
R: The robin. He sits on the feeder and stares straight into the camera like he's reading the news.
T: I'm so happy you like it! I was worried a camera feeder was too techy.
R: Your mother set it up on my tablet. I've watched it more than the television. There's also a fat pigeon I've named Mrs Bumble.
T: Mrs Bumble! Amazing. I'm back in Kellingford. Bit of a gloomy start, though.
R: What's happened?
T: A few things. First, I've officially quit the rowing club. I told the captain yesterday.
R: Oh. Are you sad?
T: A bit. But I was dreading every 5:30 alarm. And I can still see Esme at the socials, so I haven't really lost anything.
R: Then it's the right choice. Your grandfather only rowed because his school made him.
T: Second, Declan's cutting my hours at the cafe. January's quiet and he can't afford three staff. I'm down to Saturday mornings only.
R: Oh dear. Will you manage?
T: I'm going to look for something else. The science library on campus is hiring students for evening shifts. I've applied.
R: A library sounds much more you. Quiet, warm, books.
T: And I can read between shelving. What about you? Any news from the hospital?
R: Yes, that's my news. The letter came on Friday. I'm booked in for my operation on Tuesday the 6th of February, at St Aldhelm's. Left eye first.
T: Oh wow, that's soon. Are you nervous?
R: A little. They say I'll be awake but won't feel a thing. It's the being awake part that bothers me.
T: Can I come with you?
R: It's a Tuesday, darling, you'll be in lectures. Your mother has work, and Mr Ellery has offered to drive me. He says he'll wait in the cafe and read the paper, and he's bringing a flask in case the hospital cafe is "overpriced".
T: Ha! Did you paint anything over Christmas?
R: I painted Admiral from the camera. He's come out a bit like a tomato with legs.
T: Send it to me. I'll frame it.
R: You'll do no such thing. Good luck with the new term.
T: Thanks Gran. Love you.
"""),

("2024-01-25", """
T: Gran! Good news. I got the library job!
R: Oh, wonderful! Tell me.
T: It's at the Harrowgate Science Library on campus. Three evenings a week, six till ten, on the issues desk and shelving. I start Monday the 29th.
R: That's much better than coffee at dawn. Did you tell Declan?
T: Yeah. He was really nice about it and said I can come back in the summer if I want. He gave me a bag of coffee beans as a leaving present.
R: A gentleman. And your exams?
T: Finished yesterday! Three exams in one week. I think the ecology one went well.
R: Well done. Now rest.
T: Not yet! There's something I want to apply for. Dr Oyelaran told us about a volunteer seal survey on the Isle of Carrow this summer. Three weeks counting grey seal pups and mapping the colony.
R: The Isle of Carrow! That's out past Merrow Head, isn't it? Very wild.
T: Very wild. No shop, no internet, and you sleep in an old lighthouse keeper's cottage. The deadline's the 1st of February.
R: It sounds like The Lighthouse Keeper's Almanac come to life.
T: Did you ever finish that?
R: I did. Nothing happened for four hundred pages and then the lighthouse fell into the sea. I was furious.
T: Ha! Anyway, I'm writing my application tonight.
R: You'll get it. You were born for the wet and the cold.
T: How are you feeling about the operation?
R: A bit nervous now it's close. I've had the pre-assessment. A nice nurse measured my eyeball with a machine.
T: That sounds weird.
R: It was. I had to rest my chin on a little shelf. They measure it so the new lens fits properly.
T: And Mr Ellery is still driving you?
R: He's practised the route twice. He doesn't trust hospital car parks.
T: Nobody does. How's Pudding?
R: Fat. He's discovered the bird camera too. He sits by the tablet and chatters at Admiral.
T: Ha! Good luck with everything, Gran. I'll ring you the night before.
R: That would be lovely, darling.
"""),

("2024-02-11", """
T: Gran! How's the eye? Mum said it went well?
R: It went beautifully. Tuesday morning, in and out in twenty minutes. The surgeons talked about a football match the whole time.
T: Did it hurt?
R: Not a bit. Just some pressure. Then a lovely cup of tea and a biscuit, and Mr Ellery drove me home with a big plastic shield taped over my eye like a pirate.
T: Pirate Gran! How is it now?
R: Tobias, it's extraordinary. Everything is so bright. The colours! I've realised my kitchen walls are pale yellow. I've been telling people they were cream for ten years.
T: Ha! So it was your eyes that were yellow, not the walls.
R: Exactly. And the sky, the blue! I walked round the garden yesterday feeling like someone had repainted the world.
T: That's amazing. Are there rules now?
R: Eye drops four times a day, no bending over, no gardening, no lifting, no swimming. And I have to sleep with the shield on for a week.
T: No gardening! I bet you hate that.
R: Mr Ellery's doing my watering and won't let me near the trowel. I'm not allowed to pick up Pudding either, which Pudding takes as a personal insult.
T: Poor Pudding. What about painting?
R: I've stopped for the moment. I can't see well enough for fine work yet, and bending over the table isn't allowed. Mr Penhaligon sent a get well card with a little painted daffodil on it.
T: That's sweet. How are you filling the time?
R: Audiobooks. I'm listening to an Inspector Hallam mystery. The narrator sounds like a very posh horse.
T: Ha! My news is small. The library job is great. It's really quiet in the evenings and I've read half a book on whale evolution between shelves.
R: Are the people nice?
T: My supervisor is Mrs Quayle. She's very strict about shelving order, but she brings in flapjacks on Fridays.
R: Strict with flapjacks is the best sort of person. And Esme?
T: We're going out for dinner on Wednesday for Valentine's. A little Greek place by the river called Kalamaki.
R: How romantic. Your grandfather took me to a fish and chip shop on our first Valentine's and I thought it was the height of glamour. Now be a dear and remind your mother I need a lift to the eye check-up.
T: When is it?
R: The 27th. They check the healing and tell me whether I can drive.
T: I'll tell her. Look after that pirate eye.
"""),

("2024-02-29", """
T: Happy leap day, Gran!
R: Thank you, darling! Your grandfather always said leap day was a free day and shouldn't count. He refused to do any jobs.
T: I'm adopting that policy. How was the check-up?
R: All fine! The doctor was very pleased. I can drive again from next week, and I can do the garden, gently. The drops are down to twice a day for another fortnight. They'll probably do the right eye later in the year, but it's not as bad.
T: Good. I've got news, and it's a big one.
R: Go on.
T: I'm moving out of Wexcombe Road.
R: Is it the mould?
T: It's the mould. It spread into Farid's room too and he's had a cough for three weeks. His doctor said it might be the damp. Mum's stiff letter got Mr Pardew to send someone, but they just painted over it again.
R: Oh, that poor boy. Have you found somewhere?
T: Yes! Farid and I found a two-bed flat on Greyfriars Lane, above a bike shop. It's dry, it's warm, and the landlady is an actual human being. We move on the 1st of April.
R: April Fools' Day! Very fitting. What about Sunny?
T: Sunny's moving in with her boyfriend. No hard feelings, and she's giving us the laminator.
R: A proper parting gift. I'm so glad you're getting out of that damp.
T: Me too. How's Pudding?
R: Allowed on my lap again. He's been sitting on it all day in protest at weeks of neglect.
T: Ha. Any plans now you can drive?
R: I'm planning a trip to see my sister at Easter. Marguerite, in Brannock. I'll take the train on Thursday the 28th of March and stay for the long weekend.
T: Great-aunt Marguerite! With the dog that howls at the harbour bell?
R: That's Bosun. He's a very opinionated spaniel.
T: Have a great time. Will you take your paints?
R: I'm not sure about the paints. I haven't picked up a brush since the operation. We'll see.
T: You should start again when you're ready!
R: We'll see, darling. Enjoy your free day.
T: I'm not doing any jobs. Grandad's rules.
"""),

("2024-03-17", """
T: GRAN. I got in! The Carrow seal survey!
R: Oh, darling! I knew you would! When is it?
T: The 8th to the 26th of July. Three weeks on the island with eight other volunteers and two scientists. Dr Oyelaran wrote me a reference.
R: Your grandfather would have been so proud. He loved a seal.
T: I'm going to have to buy proper waterproofs. The kit list says "expect horizontal rain".
R: I'll buy you the waterproofs. No arguing. Consider it an early birthday present.
T: Gran, you don't have to...
R: I said no arguing. Now, my news. I've given up the watercolours.
T: Oh no! Why?
R: I went back on Tuesday for the first time since the operation, and I realised I wasn't enjoying it. I spent the whole morning fretting about my brushes and comparing myself to Mrs Pike's lovely landscapes.
T: That's sad though. You were getting good! The Pudding painting!
R: I'll always have the Pudding painting. But I've found something I like more. I've joined the community choir at St Cuthbert's.
T: A choir! Since when do you sing?
R: I sang all through school, you know. Then life got busy. They practise on Thursday evenings in the church, and there's tea and cake halfway through.
T: Ah, so it's the cake.
R: It's partly the cake. I'm an alto. We're learning songs for the summer concert.
T: That's brilliant, Gran. What are you singing?
R: Lots of old folk songs. "Linden Lea", "The Water is Wide". I cried at the first rehearsal.
T: You're going to be amazing. I'm coming to the concert.
R: Bad news about Brannock, though. Marguerite's had a nasty flu and her doctor doesn't want her having visitors for a while. I've cancelled my train for Easter.
T: Oh no. Is she okay?
R: She's on the mend but very tired. We'll pick another date when she's stronger.
T: Give her my love.
R: I will. Now go and celebrate your seals.
"""),

("2024-04-04", """
T: We're in! Greyfriars Lane, day four.
R: Oh, lovely! How's the flat?
T: It's warm and dry and it doesn't smell of wet dog. The bike shop downstairs opens at eight, and the owner plays jazz while he fixes punctures.
R: A jazz bike shop. How continental. Did the move go smoothly?
T: Mostly. Farid's dad drove the van up on Monday and we carried a fridge freezer up two flights of stairs. Farid told me the van had broken down as an April Fool and I nearly cried.
R: That boy. And thank you for coming home for Easter, it made up for not going to Brannock.
T: Your roast lamb with rosemary made up for everything. I'm still full.
R: I've been meaning to say, I watched you drive from my front window on Saturday!
T: Oh no. You saw me stall?
R: Four times, outside the Hendersons'. But you didn't hit anything, which is more than your mother managed on her first go.
T: Bev was very calm about it. She's my instructor. She has a clipboard and says "lovely" whatever you do.
R: When's your test?
T: I'm doing a block of lessons with Bev in the summer when I'm back in Fairlow. I've booked the test for Tuesday the 6th of August, after the seal trip.
R: Good planning. I'll be your first passenger.
T: Brave. How's the choir?
R: Wonderful. We're getting the harmonies right in "The Water is Wide". The conductor, Mrs Abernathy, waves her arms like she's directing traffic.
T: Ha! Any news from Great-aunt Marguerite?
R: She's better, but still tired. We're talking about late May instead.
T: Better weather for it, too.
R: It would be. How's the library?
T: Good. Mrs Quayle has started trusting me with the rare books trolley. It's a big deal.
R: That's a promotion in all but name. And Esme?
T: Esme's writing her dissertation on medieval shipwrecks. She's very stressed and keeps sending me pictures of old anchors.
R: Romantic in its way. Go and enjoy your new flat.
T: Will do. Love you, Gran.
"""),

("2024-04-21", """
R: Darling, I'm a bit upset. Pudding hasn't come home.
T: What? Since when?
R: Friday evening. He went out after his tea like always and didn't come back. He never misses breakfast.
T: Oh Gran. Have you looked around?
R: I've walked up and down the lane calling him, and Mr Ellery has been round the allotments with a torch. Nothing.
T: Have you checked with the neighbours? Sheds and garages? Cats get shut in all the time.
R: I've knocked on a few doors. Mr Ellery thinks he might have followed the fox into the woods.
T: Don't think like that. Pudding's too lazy to follow a fox. He's probably asleep in someone's airing cupboard.
R: I hope you're right. I've made posters using the painting of him. The one I did in November.
T: That's perfect! It looks just like him.
R: I've put them up at the post office and at Bellweather's. The vet has his microchip number.
T: That's everything you can do. He'll turn up, I know it.
R: Thank you, darling. Let's talk about something else, or I'll just sit here staring at the cat flap.
T: Okay. I'm deep in revision. Exams start on the 13th of May.
R: Which ones?
T: Marine Mammal Ecology, Oceanography, and Statistics. Statistics is the one that scares me.
R: Your grandfather was an accountant. You have numbers in your blood.
T: I wish they'd come out. Any plans with Marguerite yet?
R: Yes! She's feeling well again. I'm going to Brannock on Friday the 31st of May, until the Monday.
T: Good! You deserve a trip.
R: I'll take my new eyes to the seaside.
T: And the choir?
R: Thursday's rehearsal was lovely, I needed it. Mrs Abernathy told me to stop singing so quietly. She said "the altos are the foundation, Rosalind, be a foundation".
T: Be a foundation! I'm putting that on a mug.
R: Go and revise. And keep your fingers crossed for Pudding.
T: Always. Tell me the minute he's back.
"""),

("2024-05-09", """
T: How's the prodigal cat?
R: Fat and unrepentant. He's asleep on the airing cupboard shelf as we speak.
T: I still can't believe where he was.
R: Three days locked in the Hendersons' garage! They'd gone off to their caravan for the weekend, and when they came back on the Monday and opened the door, out he strolled.
T: I told you he'd be somewhere like an airing cupboard. Close enough.
R: He'd eaten half a bag of their bird seed. Mrs Henderson was mortified. She brought round a box of chocolates to apologise.
T: Did Pudding get the chocolates?
R: Certainly not. He got a tin of sardines and a very long telling-off.
T: Ha. I'm so relieved, Gran.
R: So am I. I cried when I saw him. How's the revision?
T: Exams start Monday. I've made flashcards for everything. Farid and I test each other in the kitchen.
R: Good lads. Are you sleeping?
T: Mostly. Mrs Quayle gave me a fortnight off the library so I can revise.
R: Kind woman. My news: the choir has a date for the summer concert. Saturday the 29th of June, at St Cuthbert's.
T: I'll be there! My exams will be over and I'll be home by then.
R: I'll save you a seat at the front. Esme too, if she'd like.
T: She'd love that. She says she wants to meet "the famous Gran".
R: Famous! Tell her I'm looking forward to it. I've got my train tickets for Brannock, too.
T: Still the 31st?
R: Still the 31st. Marguerite's planning crab sandwiches on the pier.
T: You'll love that. Bosun will try to steal them.
R: He will. How are you getting on with the waterproofs I sent?
T: They're great. I wore them to the library in the rain and Mrs Quayle said I looked like a lifeboatman.
R: Ha! Good luck on Monday, darling.
T: Thanks, Gran.
"""),

("2024-05-26", """
T: Gran, exams are DONE.
R: Hooray! How did they go?
T: Statistics was horrible but I think I passed. Marine mammals went great, I wrote six pages on seal diving.
R: Wonderful. Now you can relax before your island.
T: That's the thing. I've had some bad news about the island.
R: Oh no.
T: The Carrow survey's been cancelled. There's been bird flu in the seabird colony there, and the whole island is closed to visitors for the summer.
R: Oh darling, I'm sorry. You were so excited.
T: I'm gutted. And you bought me all those waterproofs. Sorry, Gran.
R: Don't be silly, waterproofs are never wasted in this country. Is there anything else you can do?
T: Actually, maybe. Dr Oyelaran has offered me something instead. She's running a rock pool survey at Pellerin Bay and needs a research assistant. It's paid, from the 15th of July to the 2nd of August.
R: Paid! That's better than volunteering. What would you be doing?
T: Counting anemones, periwinkles and crabs along the shore at low tide, and measuring how things change over the summer. There's a caravan for the team.
R: It sounds wonderful. Will you do it?
T: I think so. I'm going to give her an answer this week.
R: Pellerin Bay is lovely. We took your mother there when she was little, and she fell in a rock pool in her best dress.
T: I'm definitely asking her about that. Anyway, you're off to Brannock on Friday!
R: I am! My case is half packed. I'm taking Marguerite a jar of my plum jam. Now, your mother tells me she's planning something for my birthday in August.
T: Ah. Am I allowed to know about this?
R: You're clearly in on it. I'm eighty on the 10th of August and I don't want a fuss.
T: It's your eightieth, Gran. There's going to be a fuss.
R: A small fuss. A small party. Tea, cake, family.
T: Mum's idea of "small" is about fifty people. I'll try to keep it to forty. You know what she's like.
R: I do, she gets it from me. All right. But I'm choosing the cake.
T: Deal.
"""),

("2024-06-13", """
R: I'm back from Brannock! It was just what I needed.
T: How was it? How's Marguerite?
R: Fully better, and as bossy as ever. We walked the length of the pier every day and had crab sandwiches from a kiosk called Nell's.
T: Did Bosun steal one?
R: He stole a whole one off a bench, from a man in a cycling helmet. Marguerite had to buy the poor man another.
T: Classic Bosun. Did you do anything else?
R: We went to the little maritime museum, and I saw a painting of the Brannock lifeboat from 1890. And I slept with the window open every night, listening to the sea.
T: Sounds perfect.
R: It was. Any news on your results?
T: Yes! They came out yesterday. I got a 2:1 overall for the year. And 74 in Marine Mammal Ecology, which was the top mark in the module!
R: Top of the class! Oh, Tobias. Your grandfather would be bursting.
T: Dr Oyelaran emailed to say well done. And I've said yes to Pellerin Bay.
R: The rock pools! So it's official.
T: Official. I'm her research assistant for three weeks. She wants me to photograph every pool at every low tide.
R: That's a lot of photographs.
T: Hundreds. Maybe thousands. She says it could turn into my dissertation next year.
R: Clever woman, Dr Oyelaran, keeping you busy. Are you coming home soon?
T: I'm staying in Kellingford until the 27th, doing full-time summer hours at the library. Then I'm home.
R: Just in time for my concert.
T: The 29th! I wouldn't miss it.
R: I've been practising in the kitchen. Pudding leaves the room.
T: Ha. He's a critic. Have you chosen the cake yet?
R: I'm torn between lemon and elderflower, and coffee and walnut.
T: Lemon and elderflower. It's summer.
R: I think you're right. I'll tell your mother.
T: Love you, Gran.
"""),

("2024-07-01", """
T: Gran, you were incredible on Saturday.
R: Oh, stop. I was one of twenty altos.
T: I could hear you! Especially in "Linden Lea". Mum was crying. Esme was crying.
R: Esme is a lovely girl. I'm so glad I finally met her.
T: She loved you. She said you're "exactly as advertised".
R: I'll take that. She told me all about her shipwrecks in the interval. Very knowledgeable.
T: She got a first for her dissertation, by the way. She found out on Friday.
R: Oh, well done her! What will she do now?
T: She's starting a master's in maritime archaeology in September. In Kellingford, so she's staying.
R: Good, I like her nearby. How's home?
T: Good. Mum has already put me on lawn duty. And I'm doing my driving block with Bev this week and next.
R: Every day?
T: Two hours a day. Yesterday I did a big roundabout without panicking.
R: Progress. And the party, I hear the venue is settled?
T: The Linden Rooms, by the green. Mum's booked it from two till six on the Saturday.
R: Oh, I love the Linden Rooms. Your grandfather and I had our ruby wedding party there.
T: I know! That's why Mum picked it.
R: Oh. That's made me a bit teary.
T: Don't cry, Gran! Guests so far: family, the choir, the book group, Mr Ellery, the Hendersons...
R: The Hendersons! After they kidnapped my cat?
T: They've been forgiven, Mum says. Mrs Henderson's bringing a trifle.
R: Fine. A trifle can heal many wounds.
T: I head down to Pellerin Bay on the 14th, the day before the survey starts.
R: Pack a jumper.
T: Always.
"""),

("2024-07-18", """
T: Greetings from Pellerin Bay!
R: How is it, darling? How's the caravan?
T: The caravan is tiny and leans slightly downhill. Dr Oyelaran and two PhD students have the big one. I'm sharing with a PhD student called Kwame who snores like a walrus.
R: You'll get used to it. What have you found?
T: So much! We're up at low tide, which this week is six in the morning. I counted 212 beadlet anemones in one pool yesterday. There's a huge one I've called Derek.
R: Derek the anemone. Your grandfather would approve.
T: And today I found a violet sea slug that Dr Oyelaran says hasn't been recorded in the bay for twenty years. She's putting it in the report.
R: Tobias! That's a real discovery!
T: It's tiny, about the size of my fingernail, but my hands were shaking when I photographed it.
R: I'm so proud. Is the weather kind?
T: Mostly. It rained sideways on Tuesday. The waterproofs finally had their moment.
R: I told you they wouldn't be wasted.
T: You did. How are you? How's the garden?
R: The sweet peas are wonderful this year. I cut them every morning for the kitchen table. The dahlias are just starting.
T: And Pudding?
R: He hasn't gone further than the garden gate since his adventure. He's become a homebody.
T: Finally learned his lesson. Is everything okay with the party?
R: Your mother has ordered the cake from Hatherley's Bakery. Lemon and elderflower, three tiers.
T: Three tiers!
R: I said one tier. She heard three.
T: Ha. Is Marguerite coming?
R: She is! She's coming up on the train on the Friday and staying with me for a week.
T: Amazing. Will I get to see Bosun?
R: Bosun's going to the kennels. He'd eat the cake.
T: Fair. I'd better go, we're checking the evening tide.
R: Go, darling. Say goodnight to Derek.
"""),

("2024-08-04", """
T: I'm home! Pellerin Bay is done.
R: Welcome home, darling! How did it finish?
T: Brilliantly. On the last day the whole team had a barbecue on the beach. Dr Oyelaran says the sea slug is going into a short paper and I'll be a co-author!
R: A published author! At twenty!
T: On a very small paper, Gran.
R: Small papers count. I'll frame it. How are you feeling about Tuesday?
T: The test? Nervous. I've had one last lesson with Bev. She says I'm ready, as long as I remember to check my mirrors on the roundabout.
R: Check your mirrors. I'll be thinking of you at... what time?
T: 10:14. It's a weird time. At the Fairlow test centre.
R: 10:14. I'll light a candle.
T: And then Saturday is the big day.
R: Don't remind me. Your mother has been round three times this week with lists.
T: What's on the lists?
R: Tables, bunting, who sits where. She's hired a man with a piano. I've said I'll only allow one speech.
T: There'll be at least three.
R: I know. I've accepted it. Tell me about this slideshow your mother mentioned.
T: I'm making a slideshow of old photos. I've been scanning the albums. There's one of you and Grandad on a motorbike in 1967.
R: The motorbike! We rode it all the way to the coast on our honeymoon. It broke down twice. Is Esme coming on Saturday?
T: Yes, she's coming with me. She's making you a card with a drawing of a ship on it.
R: Of course she is. And Marguerite's train is on Friday?
T: Mum's collecting her from the station at four on Friday.
R: Good. I've made up the spare room and put lavender under the pillow.
T: You're going to have the best birthday, Gran.
R: I'll have the best birthday if you pass your test.
T: No pressure, then!
"""),

("2024-08-22", """
R: I've finally finished writing my thank-you cards. Forty-two of them. Forty-two guests, and every single one brought something. I've got eleven pots of jam and a pair of slippers shaped like cats.
T: The cat slippers were from me and Esme!
R: I know, darling, and they're my favourite. Pudding is very suspicious of them.
T: Ha. What was your favourite moment?
R: The slideshow. When the photo of your grandfather came up, on the motorbike, the whole room went quiet and then everybody clapped. And the choir singing happy birthday in four-part harmony! I had no idea they'd planned it.
T: Mrs Abernathy made them rehearse in secret. Twice.
R: Sneaky woman. And Marguerite's speech!
T: The one about you stealing her bicycle in 1952?
R: I borrowed it. Permanently. She's never forgiven me.
T: Best speech of the day. The cake was amazing too.
R: Hatherley's outdid themselves. Lemon and elderflower was the right call.
T: I told you. And I got to drive you home!
R: My very first ride with you at the wheel. You were very smooth. You only braked hard once, for the Hendersons' cat.
T: The Hendersons have a cat?
R: A new one. Black and white, called Domino. Pudding hates him.
T: Ha. Well, I'm glad I passed first time, even with one minor fault for going too slowly past a parked bus. Bev says that's the best fault to have.
R: Agreed. When do you go back to Kellingford?
T: The 21st of September. Third year! And I've got my dissertation topic sorted.
R: Tell me.
T: Rock pool communities at Pellerin Bay and how they change through the year. Dr Oyelaran's supervising. I'll go back to the bay every month.
R: So Carrow being cancelled turned out well in the end.
T: Definitely. Maybe I'll get to Carrow next summer.
R: And I've been thinking. Everyone's asked if I'll start painting again now my eyes are good.
T: Will you?
R: No. I'm happy with the choir. I'll leave the painting to Mr Penhaligon. But I'm having the other eye done in October. Another pirate month! Love you, darling.
T: Love you, Gran. Happy eightieth again.
"""),
]
