# Hand-written sessions for the pair Femi Adebayo (paramedic, Toronto) and
# Ines Carvalho (freelance illustrator, Montreal). Friends since university.
# Each session: (date, start time, text). Text lines: "F: ..." = Femi, "I: ..." = Ines.

SPEAKERS = {"F": "Femi", "I": "Ines"}

SESSIONS = [
("2022-09-11", "19:25", """
I: Femi! I'm back. Did you miss me?
F: Every day. How was Portugal?
I: Hot. Beautiful. My avó fed me until I couldn't move. I was in Porto for three weeks and I think I ate my body weight in custard tarts.
F: Jealous. How is she doing?
I: She's 91 and still climbs the hill to the market every morning. She told me I'm too thin and that I should marry Théo.
F: Both reasonable opinions.
I: Don't you start. How's Toronto? How are the night shifts?
F: Brutal. I did seven nights in a row last week. Saw the sunrise over the Gardiner every morning, which was almost worth it.
I: Almost.
F: Almost. Honestly I've been thinking about what's next. There's a flight paramedic program at NorthAir, the critical care transport service. Helicopters and planes, remote communities up north.
I: Femi, that's so you. Are you going to apply?
F: The intake opens next month. I'm thinking about it seriously.
I: Do it. You'd be amazing.
F: We'll see. I also signed up for something fun. A woodworking night class at the Danforth Community Woodshop, Tuesday nights, starting next week.
I: You? Woodworking?
F: I need something that isn't a screen or a stretcher. And I want to make things with my hands.
I: I love that. Make me a spoon.
F: Spoon noted. What about you, any work lined up?
I: I pitched for a picture book at Maplewood Press before I left. They publish those gorgeous kids' books with the cloth spines. I'm waiting to hear back.
F: Fingers crossed. What's the book?
I: A story about a fox who lives in a lighthouse. The text is by an author they already work with, they just need an illustrator.
F: A lighthouse fox. I'd buy that.
"""),

("2022-09-28", "21:02", """
I: I GOT IT. The fox book!
F: YES! Ines! Congratulations!
I: Maplewood offered me the contract on Monday. I've read it four times and I still don't understand the royalties, but I signed it.
F: Get someone to read it next time, but congratulations. What's the timeline?
I: It's called The Lighthouse Fox. 32 pages. Sketches are due in early December and the final art is due at the end of March.
F: That sounds like a lot.
I: It is a lot. But it's the first book with my name on the cover. I'm so happy.
F: We need to celebrate. When I next come to Montreal, drinks are on me.
I: I'm holding you to that. How was the first woodworking class?
F: So good. The instructor is an old guy called Walt who has nine fingers, which is not reassuring.
I: Oh no.
F: He says he lost it in 1979 and has been careful ever since. We made a little box with dovetail joints. Mine is very wonky.
I: Wonky boxes have character.
F: That's what Walt said. Then he said it would not hold water, and I said it's a box, and he said "exactly".
I: I already love Walt.
F: Everyone loves Walt. What's Théo up to?
I: Mixing an album for a band in the Plateau. He's a sound engineer, so he comes home at 3am smelling of cigarettes that aren't his.
F: The glamorous life.
I: Very glamorous. Any news on the helicopter job?
F: The application opens on the 1st. I'm updating my CV and getting references from my supervisor.
"""),

("2022-10-16", "18:40", """
F: Application's in! I submitted the NorthAir application on Friday, two days before the deadline.
I: Yay! How do you feel?
F: Nervous. They only take about twelve people a year. And I've only been a paramedic for five years.
I: Five years is plenty. What happens next?
F: If they like the application, there's an assessment day in January with a fitness test and an interview.
I: Fitness test? What do they make you do?
F: Carry a loaded stretcher up and down stairs, drag a dummy, climb in and out of a helicopter mock-up. All timed.
I: You play basketball every week, you'll be fine.
F: Thursday pickup games are not a fitness plan. But I'll start training properly.
I: Good. Now I need to tell you about Japan.
F: Japan?
I: Théo and I want to go to Japan in April, for the cherry blossoms. To celebrate finishing the book.
F: Ines! That's a dream trip. How long?
I: Two weeks. Tokyo, Kyoto, maybe Hiroshima. Théo wants to visit every record shop in Tokyo.
F: Of course he does. Have you booked?
I: Not yet. Flights get cheaper in January apparently, so we're waiting a bit.
F: Smart. How are the sketches going?
I: Slowly. The fox keeps looking like a dog. I've drawn maybe two hundred foxes this week.
F: Send me one.
I: Sending. Be nice.
F: That's a fox. A very cute fox. The lighthouse looks great.
I: Thank you! The lighthouse is the easy part. It doesn't have a face.
"""),

("2022-11-02", "20:15", """
I: Sorry I didn't reply on the weekend. I had a horrible migraine.
F: Oh no, are you okay now?
I: Better today. That's the third one in two weeks. The light was so bright I lay in the dark for a whole afternoon.
F: That's a lot of migraines, Ines. Have you seen a doctor?
I: I have an appointment at the clinic next week. I think it's the long hours at the drawing tablet.
F: How many hours are you doing?
I: Maybe ten a day? The sketches are due in a month.
F: Ten hours a day staring at a screen would give anyone a headache. Take breaks. That's medical advice, I'm a professional.
I: Yes, Dr. Femi.
F: Paramedic Femi. Different salary.
I: Ha. Tell me something nice. What are you building?
F: A cutting board! End grain, walnut and maple in a checkerboard. It's the hardest thing I've tried so far.
I: That sounds beautiful. Is it for you?
F: It's for Mum, for Christmas. Don't tell her, she reads my messages over my shoulder at Sunday lunch.
I: Your secret is safe. Walt must be proud.
F: Walt said "not terrible", which is the highest praise he gives.
I: Any news from NorthAir?
F: Yes actually! They invited me to the assessment day. It's on the 27th of January.
I: FEMI! That means they liked the application!
F: It means I passed the first filter. Now I have to actually pass the fitness test.
I: Start training! Stairs! Squats!
F: I've started. I run up the stairs in my building every morning. 14 floors. My neighbours think I'm insane.
"""),

("2022-11-20", "17:58", """
F: I'm going to be an uncle!
I: WHAT! Bisi's pregnant?!
F: She told us at Sunday lunch last week. She handed Mum a little card that said "Grandma" and Mum screamed so loudly the neighbour came over.
I: I'm crying. Congratulations Uncle Femi!
F: Thank you! She's due at the end of April. Kunle is already reading every baby book in existence.
I: That's so Kunle. Do they know if it's a boy or a girl?
F: They want it to be a surprise. Mum is convinced it's a girl because Bisi only wants spicy food.
I: That's definitely science.
F: Peer-reviewed. How are the migraines?
I: The doctor said it's probably tension and screen time. She told me to take breaks every hour and cut down on coffee.
F: Are you doing it?
I: I've cut down to two coffees a day. I'm miserable but I've only had one migraine since.
F: Progress. And the sketches?
I: Nearly done. Twenty-six of thirty-two spreads. I'll make the deadline if I don't sleep.
F: Ines.
I: Joking. Mostly. Oh, Théo's family want me to try cross-country skiing this winter. They've all been skiing since they were babies.
F: Cross-country? Like in the Olympics?
I: Slower. Much slower. It's more like walking on skis through the forest. Théo says there are trails right in Mont-Royal park.
F: That sounds nice actually. Peaceful.
I: Peaceful until I fall over. Apparently there's a ski swap in a couple of weeks where I can get cheap skis.
F: Buy some. You need a hobby that's not drawing foxes.
"""),

("2022-12-08", "19:33", """
I: Femi, I need to introduce you to someone.
F: Is it a person or an animal?
I: An animal. Her name is Clementine. She's a rabbit!
F: A RABBIT? Since when?
I: Since Saturday! We got her from the SPCA. She's a lop, orange with floppy ears, and she's two years old.
F: Clementine because she's orange. I see it.
I: Exactly. She lives in a pen in the living room and she does little jumps when she's happy. They're called binkies.
F: Binkies. My heart. How is Théo with her?
I: Obsessed. He built her a cardboard castle.
F: Of course he did. Did you send the sketches?
I: Yes! Sent them to my editor, Danielle, on Monday. All thirty-two spreads. She already replied and said she loves the fox.
F: It finally looks like a fox, then.
I: Very funny. It does. And I bought skis at the ski swap! Used, $90, with boots and poles.
F: Bargain. Have you tried them?
I: Once, in Mont-Royal park. I fell over twice in the first five minutes. A kid of about six overtook me.
F: Ha. The kids are always the best skiers.
I: How's the fitness training going?
F: Good. I'm at the gym four times a week. I practise carrying a sandbag up the stairs to simulate the stretcher.
I: Your neighbours must love you.
F: The lady on the 9th floor asked if I was training for something or running away from something.
I: What did you say?
F: Both.
I: And the cutting board?
F: Finished! Oiled and everything. It's wrapped and hidden under my bed so Mum can't find it when she comes to drop off food.
"""),

("2022-12-27", "15:10", """
I: Merry Christmas! Sorry, belated.
F: Merry Christmas! How was Sherbrooke?
I: Lovely. Théo's family is huge and loud and they made tourtière. And they took me skiing on real trails behind their house. I only fell four times.
F: Improvement!
I: Huge improvement. How was yours? Were you working?
F: I worked Christmas Day, 12-hour shift. Mostly falls on ice and one guy who cut his hand carving a turkey.
I: Oh no. Poor man.
F: He was fine. He was more upset that the turkey was ruined.
I: Did you see your family at all?
F: Christmas Eve at Mum's in Brampton. I gave her the cutting board.
I: And???
F: She cried. Then she said it was too beautiful to use, and she's hung it on the kitchen wall like a painting.
I: That's the best possible outcome.
F: Walt will be horrified. A cutting board that never cuts.
I: Tell him it's art now. How's Bisi?
F: Bisi is good, she's finally stopped throwing up. She and Kunle are painting the nursery yellow.
I: Aw. Okay, bad news from me: Clementine chewed through my drawing tablet cable.
F: Oh no. Is the tablet okay?
I: The tablet survived. The cable didn't. I had to buy a new one for $40, and now every cable in the apartment is in plastic tubing.
F: Rabbit-proofing. Very serious business.
I: She looked me in the eye while she did it.
F: Revenge for something?
I: For putting her pen away while the family was over, probably.
"""),

("2023-01-15", "20:47", """
F: So I did something stupid.
I: Oh no. What happened?
F: Sprained my ankle at basketball on Thursday. Landed on a guy's foot going for a rebound.
I: FEMI. The assessment is so soon!
F: I know. I know.
I: How bad is it?
F: Swollen, purple, but I can walk on it. The physio says it's a grade one sprain. She said two to three weeks for it to feel normal.
I: Can you ask NorthAir to postpone?
F: I asked. They only run the assessment once per intake. If I don't go, I wait until next year.
I: So you're going to do it with a sprained ankle?
F: With a very well-taped ankle. The physio is going to tape it herself on the morning.
I: Please be careful.
F: I will. Anyway, what's new with you?
I: Big change with the book. Danielle, my editor, is going on medical leave for a couple of months. The new editor wants to push the final art deadline to the end of May.
F: Is that good or bad?
I: Good for the art, I was panicking about March. But bad for Japan. The last month before the deadline is always the crunch, and that's exactly when we'd be away.
F: Oh no. So are you cancelling?
I: Not cancelling. Maybe moving it. We haven't booked flights yet, thank God.
F: When would you go instead?
I: Théo says October. Autumn leaves instead of cherry blossoms.
F: Autumn leaves are beautiful too.
I: They are. I'm still sad about the blossoms. But I'd be drawing in a hotel room the whole time otherwise.
"""),

("2023-02-02", "21:30", """
I: How did the assessment go? I've been thinking about you all week.
F: Honestly, not great. I did it on Friday.
I: Oh Femi. What happened?
F: The interview went well. The scenarios, the paperwork, fine. But the stretcher carry, my ankle just wasn't there. I was about eight seconds over the time limit.
I: Eight seconds! That's nothing.
F: It's everything when there's a limit. I'm pretty sure I failed. They'll email in a couple of weeks.
I: I'm so sorry. You'd trained so hard.
F: It's okay. If it's a no, I'll try again next time. I'm not giving up.
I: That's the right attitude. And your ankle?
F: Fine now. Annoyingly. A week later and I'd have smashed it.
I: Argh. Okay, I have news. We've officially moved Japan to October.
F: Definite?
I: Definite. Théo was sad but he agreed. The book comes first this year.
F: Makes sense. October in Kyoto sounds amazing.
I: That's what I keep telling myself. Also, it turns out I need glasses.
F: Glasses?
I: The optometrist said I have astigmatism. She thinks it's probably part of the migraines, my eyes are working too hard at the screen.
F: That makes total sense. When do you get them?
I: I pick them up next week. I chose tortoiseshell frames. Théo says I look like a librarian.
F: A cool librarian.
I: The coolest. And I'm going skiing in Mont-Tremblant in two weeks with Théo's sister. A whole weekend.
F: Look at you. A skier now.
I: A faller. But a happy one.
"""),

("2023-02-19", "19:05", """
I: Back from Mont-Tremblant! My legs don't work.
F: How was it?
I: Amazing. It snowed the whole weekend. I fell eleven times and Théo's sister counted every one.
F: Eleven is respectable.
I: On the last day I went down a whole trail without falling. I screamed.
F: Proud of you. How are the new glasses?
I: Life changing. I've had one migraine in two weeks, and that was after a bottle of wine, so it doesn't count.
F: That's amazing, Ines.
I: I can't believe I spent a year squinting. How are you? Did NorthAir get back to you?
F: They did. It's a no.
I: Oh Femi. I'm sorry.
F: It's okay. I expected it. The email was actually kind. They said my interview scores were some of the highest, and to work on the fitness test and reapply in the spring intake.
I: So they want you back!
F: Sounds like it. The spring intake opens in May. I've got three months to get stronger.
I: You'll destroy that stretcher carry.
F: I'm going to carry that stretcher like it's a bag of chips.
I: What else is new?
F: I've been looking at condos. My lease ends in the summer and I'm tired of paying rent to a guy who never fixes the dishwasher.
I: Buying! Big step. Where?
F: Liberty Village, maybe. Or Leslieville. I saw three places yesterday. All tiny and all expensive.
I: Welcome to Toronto.
F: Montreal prices make me want to cry.
I: Move here. We have bagels.
"""),

("2023-03-08", "20:20", """
F: I'm putting in an offer on a condo.
I: WHAT. Which one?
F: One-bedroom in Liberty Village. Ninth floor, balcony, view of the lake if you lean. Asking $589,000.
I: If you lean!
F: You lean a little. It's a nice view. My real estate agent thinks there'll be other offers.
I: Good luck! When do you find out?
F: Offers are reviewed on Friday. So I'll know by the weekend.
I: I'll keep my fingers crossed. Big news from here too. We signed a lease!
F: You're moving?
I: July 1st, like the rest of Quebec. A five-and-a-half in Verdun. There's a spare room I can use as a real studio.
F: A studio! No more drawing at the kitchen table.
I: No more Clementine hopping across my desk. Well, less of it.
F: Why July 1st?
I: It's moving day in Quebec. Almost all leases end on June 30th, so the whole province moves on the same day. It's chaos. Couches on every sidewalk.
F: That sounds terrifying.
I: It is. We've already booked a moving truck, in March, because they all sell out.
F: Smart. What about the fox book?
I: Final art is going well. Twelve spreads done out of thirty-two. The new editor is very nice, but I miss Danielle.
F: I've started a new woodworking project. A crib for Bisi's baby.
I: A CRIB. Femi! That's so special.
F: Solid maple, slatted sides. Walt is helping me with the measurements so nobody's fingers get stuck.
I: Fingers are a big topic with Walt.
F: Fingers are his favourite topic.
"""),

("2023-03-26", "18:05", """
I: So? The condo?
F: Didn't get it. Somebody offered $40,000 over asking, no conditions.
I: Oh no. I'm sorry, Femi.
F: My agent says it happens every week. I'll keep looking. Leslieville might be better value anyway.
I: The right one will come. Hey, I have an idea to cheer you up.
F: Go on.
I: Come to Montreal for the jazz festival! It's at the end of June. Free concerts outside, beer, poutine at 2am.
F: I've always wanted to go. What dates?
I: It starts on the 29th of June. We could do the first weekend, the 30th to the 2nd.
F: Let me check my schedule... I can take that weekend off. I'll put in the request tomorrow.
I: YES. You can stay on our couch. Well, our old couch, we move on the 1st.
F: Wait, you're moving during the festival?
I: Oh no. I forgot. Well, you can help us move and then go to concerts. Free labour.
F: Now I see the real plan.
I: Ha. No, seriously, Théo's friends are helping. You come and enjoy the music.
F: Deal. How's the art going?
I: Eighteen spreads done. The lighthouse at night is my favourite, the fox is sitting on the balcony looking at the stars.
F: That sounds lovely.
I: How's the crib?
F: Sides are done. I'm finishing the base this week, then sanding and oiling. Bisi's due in a month, so no time to lose.
I: You'll make it. You always make it.
F: I'll make it if Walt lets me use the big sander.
"""),

("2023-04-13", "21:48", """
I: I need to talk to someone who isn't Théo.
F: Uh oh. What happened?
I: Théo got a job offer. In Vancouver.
F: Vancouver?! What kind of job?
I: A big audio post-production studio. Films, TV series. It's his dream job, Femi. The money is double what he makes now.
F: Wow. That's huge. How do you feel?
I: Terrible. Happy for him, and terrified. We just signed the Verdun lease! And my whole life is here.
F: Has he decided?
I: No. He has two weeks to give them an answer. We keep talking in circles.
F: Could he ask to work remotely? A lot of studios do that now.
I: That's what I said. He's scared to ask in case they withdraw the offer.
F: If they want him that much, asking won't hurt. The worst they can say is no.
I: I'll tell him you said so. He respects you because you save lives.
F: I mostly drive people to hospital at 3am. But fine.
I: How are you? Tell me something normal.
F: The crib is finished!
I: Photo please!
F: Sending. I finished the oil yesterday. It's in Bisi's nursery now, next to the yellow wall.
I: Femi that's gorgeous. The slats are so neat.
F: Walt said "that'll do", which is higher than "not terrible".
I: You got promoted from "not terrible". Amazing. When's the baby due?
F: Ten days. Bisi says she's been pregnant for eleven years.
I: Poor Bisi. Keep me posted!
"""),

("2023-05-01", "12:35", """
F: She's here!
I: THE BABY? Tell me everything!
F: Baby girl, born last Monday at 4:12 in the morning. 3.4 kilos. Her name is Toluwani. We'll call her Tolu.
I: Tolu! That's beautiful. Congratulations Uncle Femi!
F: I was on shift when Bisi went into labour. I came straight to the hospital after, still in my uniform. The nurses thought I'd brought someone in.
I: Ha! How's Bisi?
F: Exhausted but so happy. Kunle hasn't stopped crying. Mum was right, it's a girl, so now she's unbearable.
I: Spicy food science wins again.
F: Science is undefeated. And Tolu's already sleeping in the crib.
I: Your crib! That's so special.
F: I'm trying to play it cool but I'm so proud.
I: You should be. Have you held her?
F: Every time I visit. She fits in one hand. I handle trauma patients for a living and I'm terrified of dropping her.
I: That's how everyone feels.
F: How are things with Théo? Did he decide?
I: Not yet. He asked them about working remotely from Montreal. They said they'd think about it.
F: That's good! He asked!
I: He asked. Now we wait. And I told him honestly, I don't want to move to Vancouver. My clients are here, my friends, the new apartment.
F: That's fair. How did he take it?
I: Better than I expected. He said he wouldn't go without me.
F: Théo's a good one.
I: He is. Don't tell him I said so.
"""),

("2023-05-21", "19:50", """
F: I bought a condo.
I: WHAT!!! Where??
F: Leslieville! Offer accepted on Thursday. Two bedrooms, third floor of an old brick building, near Queen East. $612,000.
I: Two bedrooms! Femi! That's so exciting.
F: The second bedroom is going to be a small workshop. Walt says I need a dust extractor or my lungs will look like a sawmill.
I: Listen to Walt. When do you move?
F: Closing date is June 30th.
I: Wait, that's the jazz festival weekend!
F: I know. I realised that an hour after I signed. I'm going to try to make both work.
I: We'll figure it out. Good news from here too. Théo accepted the Vancouver job!
F: What?! And the apartment?
I: That's the good part. They agreed he can work remotely from Montreal. He'll fly out for one week every two months.
F: The best of both worlds! I told you asking wouldn't hurt.
I: You were right. He said thank you, by the way.
F: Tell him to send me a record from his trip.
I: I'll tell him. What about NorthAir? Did the spring intake open?
F: It opened on the 8th and I sent my application again last week. I'm much stronger now. I've been training with a coach twice a week.
I: A coach! Serious.
F: She makes me carry kettlebells up hills. I hate her and I'm very grateful.
I: Perfect coaching relationship. The book is nearly done. Twenty-eight spreads!
F: So close!
I: So close. Four to go and the cover.
"""),

("2023-06-07", "20:55", """
I: IT'S DONE. The Lighthouse Fox is done!
F: INES!!! Congratulations!
I: I sent all thirty-two spreads and the cover on Monday. Danielle is back from leave, and she called me to say she cried at the last page.
F: A bit late though, right? Wasn't the deadline the end of the month?
I: Five days late. But the new editor had already said early June was fine. I'm choosing not to feel guilty.
F: Don't feel guilty. When does it come out?
I: Next spring. April, probably. They want a launch at a bookshop in Mile End.
F: I'm coming to the launch. Put it in writing.
I: In writing. Now, I'm going to sleep for a week.
F: You deserve it. My news: I redid the fitness test for NorthAir last week.
I: AND???
F: Passed. The stretcher carry with forty seconds to spare.
I: FORTY SECONDS! The coach!
F: I bought her a coffee. She said "see you Tuesday". No mercy.
I: What happens next?
F: Interview on the 20th of July. And then a final decision a week or two after that.
I: The interview is the bit you're good at.
F: Hopefully. The bad news is the jazz festival. I don't think I can come.
I: Because of the condo?
F: Yeah. Closing on the 30th, and my lease ends the same day, so I have to move that weekend. I'm sorry, Ines.
I: Don't be sorry. We're moving the same weekend too, it would have been madness anyway.
F: I'll come in August instead. A proper visit, when we're both settled.
I: August it is. I'll show you the new apartment and the beach in Verdun.
F: Montreal has a beach?
I: A small one. On the river. You'll see.
"""),

("2023-06-25", "17:22", """
I: Six days until moving day. The apartment is 90% boxes.
F: Same here. I've packed everything except one pan, one plate and the coffee machine.
I: Priorities.
F: I get my keys on Friday. My brother-in-law Kunle is lending me his pickup truck on Sunday.
I: And Bisi and Tolu?
F: Tolu is in charge of supervision. She's very strict.
I: Is she smiling yet?
F: She smiles now. Mostly at the ceiling fan, but still.
I: Ceiling fans are very charming. Okay, I have news. We booked Japan!
F: Finally! When?
I: Flights are booked for the 12th of October, Montreal to Tokyo. Sixteen days. Back on the 28th.
F: Amazing. Still Tokyo and Kyoto?
I: Tokyo, Kyoto, and now Kanazawa instead of Hiroshima. Théo found a record shop there that he says is legendary.
F: Of course he did.
I: And I signed up for Japanese lessons. Well, an app. I can say "where is the toilet" and "I am a fox".
F: Very useful.
I: Essential. How's the NorthAir interview prep?
F: I've been practising answers with my coach. My fitness coach, but she used to be a flight nurse so she knows what they ask.
I: What a coach.
F: Best money I ever spent. After the condo.
I: Good luck with the move. Send pictures of the new place!
F: You too. Don't let Clementine chew the moving boxes.
I: She's already eaten one box. She's helping in her own way.
"""),

("2023-07-12", "21:12", """
F: How did moving day go?
I: Disaster, then fine. The moving truck company cancelled on us on the morning of the 1st.
F: NO.
I: Yes. Théo called every friend he has. One of them borrowed his uncle's van and we did eight trips.
F: Eight trips! Those Montreal stairs!
I: The outdoor spiral staircase. We carried a sofa up a spiral staircase. I've never sworn so much in three languages.
F: Portuguese, French and English?
I: All three. Clementine hid in her carrier for two days after. She's okay now, she has a whole hallway to run in.
F: More room for binkies.
I: So many binkies. And my studio! It has a big window facing north. The light is perfect.
F: A real studio. You deserve it.
I: How about you? How's the condo?
F: I love it. Got the keys on the 30th, moved on the Sunday with Kunle's truck. Mum came over with jollof rice and prayed in every room.
I: Every room?
F: Including the bathroom. She was very thorough.
I: Your mum is the best.
F: She is. The second bedroom is a workshop now. I bought a proper workbench from Walt, he was getting rid of one.
I: From Walt himself! It's blessed.
F: It has a scratch where he lost the finger in 1979, supposedly.
I: Stop. That's terrifying.
F: I'm choosing to believe it's a joke.
I: When's the interview again?
F: Next Thursday. The 20th. I'm nervous.
I: You'll be brilliant. Call me after.
"""),

("2023-07-30", "16:05", """
F: I got it.
I: Got what? NorthAir???
F: I got the job. Flight paramedic. They called me on Friday.
I: FEMIIIIII! I'm screaming. Théo is asking why I'm screaming.
F: Tell him I'm going to fly helicopters. Well, ride in them. Sitting down.
I: CONGRATULATIONS! You did it! After the ankle and everything!
F: After the ankle and everything. I start on September 11th. Four weeks of training first, then I'm on the base in Sudbury two weeks at a time.
I: Sudbury? Will you have to move?
F: No, it's rotations. Two weeks on at the base, then home to Toronto. I just bought a condo, I'm not moving again.
I: Good. How did your family react?
F: Mum cried, obviously. Bisi said now Tolu has a superhero uncle. Kunle asked if I can get him a helicopter ride.
I: Can you?
F: Absolutely not.
I: Ha. Okay, but this means we need to celebrate properly. When are you coming?
F: I booked the train! Friday the 11th of August, back on the Sunday.
I: YES. I'll make a plan. Bagels, the beach, maybe a canoe on the Lachine Canal.
F: Canoeing sounds great. My ankle is ready.
I: And you still owe me celebration drinks for the book contract from last September.
F: I remember. Drinks are on me. Double celebration now.
I: Triple. I got a new commission too. A poster for the independent bookshop around the corner, Le Marque-Page, for their summer reading festival.
F: Nice. Your career is taking off.
I: So is yours. Literally.
"""),

("2023-08-15", "20:40", """
F: Back in Toronto. I miss Montreal already.
I: We miss you! Clementine keeps looking at the couch where you slept.
F: She sat on my chest at 6am on Saturday. I've never been woken up by a rabbit before.
I: That means she likes you. She never does that to Théo.
F: Canoeing was the highlight. I can't believe you steered us into the reeds twice.
I: Once was on purpose. I saw a heron.
F: The second time?
I: Also a heron. A different heron.
F: Sure. And the beach was better than I expected. Small, but a real beach.
I: Told you. And you finally paid for those drinks.
F: Eleven months late, but I paid.
I: How are your last shifts going?
F: Last one is on Thursday. The crew is throwing me a party at the station. Someone made a cake shaped like a helicopter.
I: Amazing. Are you ready for the 11th?
F: Nervous and excited. They sent me a huge training manual. I'm reading it at night like a thriller.
I: The nerd energy. Any new woodworking?
F: A bookshelf for the condo. Walnut. It's taking forever because the workshop is also where I keep my bike.
I: Make room for The Lighthouse Fox on it.
F: Top shelf. Did you get the cover proof?
I: Yes! It came yesterday. Seeing my name printed on the cover... I cried in the post office.
F: Of course you did. When's the launch?
I: April, at a bookshop in Mile End. You promised.
F: I promised. I'll even wear something without sawdust.
I: And after that, Japan!
F: Send me pictures of every temple and every record shop.
"""),
]
