# -*- coding: utf-8 -*-
"""Gerald (retired railway signalling engineer) and Kofi (software tester), friends from
Ashby Road Chess Club.  Telegram markup: '**bold**', '<<url>>' = link entity; '[media]' = photo."""

SCRIPT = r"""
=== 1 locomo 2022-09-20 22:40
K: Good game tonight Gerald. I still don't understand what happened around move 20.
G: You let my knight onto d5 and it sat there like a landlord. Happens to everyone.
K: A landlord, ha. It did feel like I was paying rent.
G: Sorry if I kept asking you to repeat yourself in the analysis. That hall has a terrible echo, all those hard floors.
K: No worries. It's loud when the juniors are in.
G: It's not just the juniors. My daughter Sue keeps telling me I've got the telly up too loud. I suspect she's right, but don't tell her.
K: My lips are sealed. Maybe worth a hearing test though? My dad put it off for years.
G: Perhaps. I'll think about it. Anyway, how long have you been playing now, properly?
K: Online since lockdown, over the board only since I joined the club in June. I'm still learning how to press a clock without knocking it over.
G: You'll get there. I've been at Ashby Road since 1979. Joined the week I started on the signalling at Derby.
K: Signalling? Like trains?
G: Railway signalling engineer, forty-one years. Relay interlockings at first, then computers. It's all logic, same as chess.
K: That's basically my job too. I'm a software tester. I spend all day trying to break a payments app before the customers do.
G: So you're paid to find the move your opponent missed.
K: Exactly that. Speaking of which, I've entered a rapidplay in a few weeks. Six rounds in one day. Is that mad?
G: Not mad. Bring sandwiches, and don't play the London System in every game. People will have prepared for it.
K: But I like the London!
G: Everybody under thirty likes the London. Try 1.e4 once. Live a little.
K: Fine, one game. If I lose it's on you.
G: I'll take full responsibility. See you Tuesday.
K: See you Tuesday 👍

=== 2 jsonl 2022-10-11 21:55
K: Gerald! Report from Trent Valley
G: Go on then. I've been waiting since Saturday.
K: 4 out of 6! And I won the grading prize for under 1600.
G: Well done lad! That's a proper result. What was the prize?
K: £40 and a very ugly trophy shaped like a rook.
G: The ugly ones are the best ones. Did you play 1.e4?
K: Once, as promised. Lost in 19 moves to a twelve-year-old. Went back to the London after that.
G: Ha! Twelve-year-olds are the most dangerous opponents in the country. They don't get tired.
K: She was eating Haribo the whole game. Zero fear.
G: Which round was your best?
K: Round 5. I sacrificed a bishop on h7 and it actually worked. First time ever.
G: The Greek gift! Show me at club next week.
K: Will do. How was your week?
G: I took your advice. Rang the GP and they've referred me to audiology at the Royal. The hearing test is on the 22nd of November.
K: Good man. Nervous?
G: Not nervous. Irritated. Sue is already saying I told you so.
K: That's a daughter's job.
G: True. Also the allotment's given me far too many marrows. Would you like a marrow?
K: I don't know what to do with a marrow.
G: Nobody does. That's the problem.
K: Bring it Tuesday, I'll google recipes.
G: Stuffed with mince. My late wife's recipe. I'll write it out for you.
K: Deal. Thanks Gerald 🙏

=== 3 telegram 2022-12-06 22:10
G: Evening Kofi. I've finally got Telegram working on the new phone. Sue set it up.
K: Welcome to the 21st century Gerald 😄
G: Don't be cheeky. I have news about my ears.
K: Go on
G: The hearing test. Moderate loss in both ears, worse on the left. High frequencies mostly. The audiologist said it explains why I can't hear the women at the club but hear the men fine.
K: So not selective hearing after all
G: Medically confirmed! They're going to fit NHS hearing aids in the new year. Behind-the-ear ones.
K: That's good though, right?
G: I suppose. I feel about ninety.
K: My dad said the same and then he wouldn't shut up about how good birdsong was
G: We'll see. How's work? You looked tired tonight.
K: Release crunch. We're shipping a new card payments feature before Christmas and I found 14 bugs last week. The developers are not my friends right now.
G: Somebody has to bring the bad news. In my day it was the signal inspector.
K: Also... a recruiter got in touch. From a bank in **Amsterdam**. They want testers with payments experience.
G: Amsterdam! Would you go?
K: I don't know. I've never lived abroad. But I'm 27, no mortgage, no kids. If not now, when?
G: That's a young man's logic and it's correct. Though the club would miss you.
K: I'm only talking to them. Nothing's happening yet.
G: Understood. Are you going home for Christmas?
K: To Mum's in Nottingham. You?
G: Sue's in Sheffield. My grandson Alfie wants to learn chess, so I'm taking a travel set.
K: Ha, start him on the London 😉
G: Over my dead body.

=== 4 locomo 2023-01-24 22:30
G: Did you notice anything different about me tonight?
K: You didn't ask me to repeat anything once! The hearing aids?
G: Fitted last Wednesday. Little beige things behind the ears. Sue says nobody can see them under my hair, which is generous given how little hair I have.
K: 😂 How does everything sound?
G: Extraordinary. I heard the kitchen clock ticking for the first time in years. And the birds at the allotment are deafening, who knew.
K: Told you! My dad's birdsong thing.
G: The downside is the club. When the juniors scrape those metal chairs it's like someone drilling into my skull.
K: We could get those felt pads for the chair legs. I'll bring some next week.
G: That would be very kind. I'll put it to the committee.
K: How did the game against Harrison go? I was too deep in my own.
G: Drawn. He offered in a lost position and I didn't notice because I was listening to the radiator hiss. New ears, new distractions.
K: Haha
G: I have a proposal for you. Do you own a bicycle?
K: I have a very old mountain bike with one working gear. Why?
G: I've wanted to ride Hadrian's Cycleway since I retired. Coast to coast along the Wall, 174 miles, four or five days, in June. My nephew was meant to come but he's done his knee. Would you fancy it?
K: Gerald, you're 72!
G: And you're 27 and out of breath on the stairs up to the hall. We'd be well matched.
K: That's... fair. Okay. I'm in. I'll need a proper bike though.
G: Splendid. Start looking. Second hand is fine. And one more thing: I've entered the Derbyshire Congress, the Major section.
K: Nice! I'll come and watch a round.
G: Bring the chair pads.
K: 😂 Deal.

=== 5 jsonl 2023-03-14 21:40
K: So are you going to tell me properly how the Congress went the weekend before last? You were very modest at club tonight.
G: 4 out of 5. Tied for second in the Major. Lost only to the winner, a young lad from Chesterfield who played like a computer.
K: Gerald that's brilliant! Your best result in how long?
G: Since 2011, I think. The hearing aids helped. I could actually hear the arbiter's announcements this time.
K: Love that.
G: Thank you for coming on the Sunday, it was nice to have a friendly face in the hall.
K: Any time. Bike update: I've bought one!
G: Excellent. What did you get?
K: A second-hand Ribble road bike, aluminium, from a guy in Beeston. £350. It's bright orange.
G: You'll be visible from space. Good. Now, bad news about our route.
K: Uh oh
G: I've been trying to book bikes on the trains up to Carlisle and back from Newcastle. Impossible in June. Two bike spaces per train and they're all gone.
K: So we're off?
G: No! My nephew suggested the Way of the Roses instead. Morecambe to Bridlington, 170 miles, across the Dales and the Wolds. Morecambe is an easy train from here, and Sue's husband Rob can collect us from Bridlington in the car.
K: Roses it is then. I like it. Still four days?
G: Four days, in the second week of June. There's a big climb out of the Dales but we'll walk it if we have to.
K: I'm not walking anything. I have an orange bike now.
G: We'll see about that on the hills.
K: I'll start training. Sunday rides round Carsington?
G: Perfect. Sunday week. Bring food, I get hungry.
K: I always bring food.

=== 6 locomo 2023-05-02 22:15
K: My legs are dead. 60 miles on Sunday.
G: Sixty! By yourself?
K: With a couple of guys from work. Up to Bakewell and back via Monsal Head. I only stopped twice to cry.
G: That's the spirit. I did 35 on Saturday and my knees are filing a complaint.
K: Have you tried the ibuprofen gel?
G: I've tried everything short of new knees. But I'll be fine. Slow and steady.
K: Did you book the places to stay?
G: All done. Night one in Settle, night two in Pateley Bridge, night three in York. Rob collects us at the end.
K: York! I've always wanted to see the Minster.
G: We'll have an hour if we don't dawdle. I've booked a pub with a bike shed in Pateley, that's the important bit.
K: Good priorities.
G: Any news from that bank of yours?
K: Ah. Yeah. They went with someone else. Internal candidate, apparently. I made it to the final round, so that's something.
G: Their loss. How do you feel?
K: Honestly a bit relieved? I'd have missed the bike trip. And the club.
G: Something else will come along when it's meant to.
K: Also I got elected club webmaster at the AGM, which you'd know if you hadn't left early 😄
G: I had a doctor's appointment! What does a webmaster do?
K: Updates the fixtures page and the results. I'm going to put all the games on Lichess too, so people can replay them.
G: Put my Congress games on. The good ones.
K: All four of them?
G: Cheeky.

=== 7 locomo 2023-06-20 21:30
K: How are the legs? I still can't sit down properly.
G: Legs are fine. Ears are not.
K: Still no sign of it?
G: None. Pateley Bridge lost property, the pub, the café at the top of Greenhow Hill. Nothing. I think it's in a ditch somewhere in Nidderdale being listened to by a sheep.
K: I'm so sorry. I should have noticed when you took it out.
G: Not your fault. The wind noise coming down that hill was unbearable, so I took the left one out and stuffed it in my jersey pocket. Which has no zip. Rookie error from an old man.
K: The pocket with the broken zip?
G: The very same. So day two cost me a hearing aid, and day three cost you a tyre.
K: Don't remind me. Puncture outside Boroughbridge in the rain. Thank you for teaching me to change a tube, by the way.
G: You did it in only forty minutes.
K: Thirty-eight!
G: But otherwise, what a trip. I'll remember that last run into Bridlington on the Thursday for the rest of my life. The sea was right there and I couldn't stop grinning.
K: You sang. Loudly.
G: I couldn't hear myself properly. That's my excuse.
K: 😂 Four days, 170 miles. We actually did it. We set off the Monday before last and I still feel like I'm on the bike.
G: The NHS will replace the lost one but it'll cost me £75 and a six week wait. Sue thinks I should go private, the kind you can connect to your phone.
K: Honestly, yes. You could stream the chess podcasts straight into your ears.
G: Don't encourage her.
K: What was your favourite bit?
G: The Minster at dusk. And you eating three breakfasts in Settle.
K: It was a long day ahead!
G: It was 48 miles with a hill at the end. You were right to.

=== 8 telegram 2023-09-03 19:30
G: Kofi, are you free to talk? Or type, I suppose.
K: Typing is good, I'm on the sofa. What's up?
G: I've done it. Bought the private hearing aids on Friday.
K: Yesss. Which ones?
G: These. Sue found them. <<https://hearwell.example/products/clarity-7>>
G: **£2,450** for the pair, including aftercare for four years. Don't tell my late wife.
K: Worth every penny if you actually wear them. Do they do Bluetooth?
G: They do! I'm listening to a chess podcast right now, through my ears, while typing to you. I feel like a secret agent.
K: Gerald 007
G: The audiologist set up a programme for the club hall as well. The chair scraping is much quieter. Your felt pads helped too.
K: The pads are my greatest legacy
G: Speaking of legacies. You said on Tuesday you had news and then Harrison started arguing about the clocks and you never told me.
K: Ha. Okay. I got a job offer. From a company in Lisbon, **Marés Digital**. They build payment systems for banks in Portugal and Brazil.
G: Lisbon! Portugal! Well I never.
K: Senior QA engineer. More money, sunshine, and I'd lead a small test team.
G: Are you taking it?
K: I have until the end of the month to decide. Relocation would be early next year.
G: What's holding you back?
K: I don't speak Portuguese. I'd know nobody. And I'd miss this. The club, Tuesday nights, you beating me with the King's Indian.
G: The King's Indian is available worldwide. So am I, now I have Telegram.
K: 😂
G: Kofi, I'll say this as an old man who stayed in Derby his whole life. I've no regrets, but I sometimes wonder. Go and have a look at the place at least.
K: That's actually what I needed to hear. I'll book a weekend out there.
G: Good lad. Bring me back a custard tart.
K: A pastel de nata. I'll bring six.

=== 9 jsonl 2023-10-17 22:05
K: I signed the contract this afternoon. It's official.
G: Lisbon?
K: Lisbon. I start on the 5th of February.
G: Congratulations! I'm proud of you, and a bit sad, in equal measure.
K: Same. The weekend there sealed it. I walked up to a miradouro at sunset and just thought, yes.
G: Did you bring my tarts?
K: Six pastéis de nata, as promised. I ate two on the plane, so four. I'll bring them Tuesday.
G: They'll be stale. I'll eat them anyway.
K: What about you, how was Saturday with the juniors?
G: Wonderful chaos. Fourteen children in the library meeting room. We only started the junior section in September and it's already outgrown the table.
K: Is Alfie still coming?
G: Every week. Sue drives him over from Sheffield on Saturdays now, an hour each way. He's nine and he's already better at endgames than you.
K: That's a low bar.
G: He beat a boy of eleven last week and did a little dance. I had to have a word about sportsmanship.
K: Did you do a dance when you beat me?
G: Inside, every time.
K: 😂 Will you run it on your own when I'm gone? I was going to help with the website side.
G: Harrison's wife is going to help with the admin. I'll handle the chess.
K: You'd be a brilliant teacher. You explain everything like it's trains.
G: Everything is like trains if you think hard enough.
K: Are you coming to visit?
G: Try and stop me. Once you've got a sofa.

=== 10 locomo 2023-12-12 22:20
G: Congratulations again, champion.
K: Still can't believe last Tuesday happened. 7 out of 9. I've never won anything at the club.
G: You beat me fair and square in round four. I got third and I'm very happy with that.
K: Your time scramble against Harrison was the most exciting thing I've ever seen at the club.
G: My heart was pounding. The new aids picked up every tick of the clock.
K: The trophy is on my shelf next to the ugly rook. Why is it a turkey?
G: The Christmas blitz trophy has been a turkey since 1987. Tradition.
K: I love this club so much. It's going to be hard.
G: When's your last Tuesday?
K: My flight's on the 1st of February, so my last club night is the 30th of January. Harrison says they're planning a farewell simul.
G: You'll play everyone at once and lose to Alfie.
K: Very likely.
G: Have you found somewhere to live?
K: Yes! Did a video viewing on Sunday. A one-bed flat in Alcântara, near the river and the big red bridge. Fourth floor, no lift.
G: Fourth floor without a lift! Good for the cycling legs.
K: Exactly what the landlord said. I've been doing Duolingo every day too. 94 day streak.
G: Say something in Portuguese.
K: Eu sou um testador de software e perdi para um homem de 72 anos.
G: I don't know what that says but it sounds insulting.
K: It says I'm a software tester and I lost to a 72-year-old man.
G: 73 now. Accurate.
K: Happy belated birthday then!
G: It was in October, you gave me a card. Keep up.

=== 11 telegram 2024-02-20 21:45
K: Olá from Lisbon! Sorry for the slow replies, it's been a whirlwind.
G: There he is! How's the flat? How are the stairs?
K: The stairs are a daily workout. The view makes up for it, I can see the bridge and the boats from my window.
K: [media]
G: Smashing. You look like you've got a tan already.
K: It's 17 degrees in February, Gerald. I'm never coming back.
G: Traitor. How's the new job?
K: Good! The team's great, six testers, everyone speaks English at work. Lunch is a whole hour and people actually leave their desks.
G: Civilised.
K: And I found a chess club! **Clube de Xadrez do Jardim**. They meet on Thursdays in the back room of a café near the Jardim da Estrela. Old men playing blitz and shouting. I felt right at home.
G: The universal chess club. Did you win?
K: Lost to an 80-year-old called Senhor Amílcar who played the King's Indian. I thought of you.
G: He has good taste. Now, I've got a proposal. A correspondence game on Lichess, three days a move. Keeps us talking.
K: Yes!! Send the challenge.
G: Sent. I'm white. 1.d4, naturally.
K: Of course you are. I'll reply tonight.
G: The club felt odd on Tuesday without you. Harrison won the rapid and was insufferable.
K: Tell him I'm coming back to take his title one day.
G: I'll tell him. How's the Portuguese?
K: I ordered a coffee yesterday and the waiter answered in English. So... progress.
G: Keep at it. Alfie says olá.
K: Olá Alfie! Tell him to keep practising his endgames.

=== 12 jsonl 2024-04-09 20:30
G: Your move, by the way. It's been two days.
K: I know, I know. I'm in a bad position and I'm thinking.
G: Thinking or hoping?
K: Hoping. Your knight on e5 is a nightmare.
G: A landlord, you might say.
K: 😂 The d5 landlord has moved to e5. Of course he has.
G: Big news from here. The juniors won the county primary schools team championship on Saturday! Alfie was on board two and won all his games.
K: WHAT! That's amazing! Tell him congratulations from Lisbon!
G: I've never seen him so pleased. He slept with the medal on.
K: You must be so proud. Six months of Saturday mornings.
G: I'm proud of them all. Harrison's wife made a banner.
K: My rating's up to 1742 on the Portuguese list now, they count me as a local.
G: 1742! You were about 1550 when you first came to Ashby Road.
K: The café club is tough. Lots of old Portuguese masters.
G: Sue and I are looking at flights for late spring. Would you have room for a visit?
K: Yes!! The sofa bed is ready. I'll show you everything. Tram 28, the castle, the tiles.
G: And the custard tarts. At the source.
K: Pastéis de Belém. It's a pilgrimage.
G: I'll book it this week.
K: How will the hearing aids cope with a plane?
G: We'll find out. The audiologist says to switch them to flight mode. Like a phone. The world's gone mad.

=== 13 locomo 2024-06-04 21:00
G: Home safe, and finally caught up on sleep. Thank you for everything last month.
K: It was the best week. I can't believe you climbed up to the castle in that heat.
G: I'm a cyclist, remember. Four days across the Pennines, what's a hill in Lisbon?
K: You said that and then sat on a wall for twenty minutes.
G: Admiring the view.
K: Of course. What did Sue think?
G: She loved it. She's already talking about going back in the autumn without me. The tiles, the food, the tram.
K: Tram 28 with a hundred tourists. You were a good sport.
G: The best bit for me was the café club. I didn't expect Senhor Amílcar to challenge me straight away.
K: Two old King's Indian players. It was like watching a nature documentary.
G: One win each and a draw. And I heard every word of the trash talk, thanks to the restaurant setting on the new aids. It cuts out everything behind you.
K: Even in that café? It's the loudest room in Portugal.
G: Clear as a bell. Worth every penny, as you said.
K: Our correspondence game is over, by the way. I resigned this morning.
G: A good fight. You held on longer than I expected.
K: Your e5 knight never moved. Rent-free.
G: 😂 Now, you said you had plans for September?
K: I'm going to cycle from Lisbon down to the Algarve with two guys from work. Five days along the coast, the Rota Vicentina, down to Sagres. I'm taking the orange bike.
G: The orange bike! It emigrated with you.
K: It would never forgive me otherwise. You should come.
G: I'll be nearly 74 by then. But... ask me again in August.
K: I'll ask you every week.
G: I expect nothing less.
"""
