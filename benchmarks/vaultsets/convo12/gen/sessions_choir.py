# -*- coding: utf-8 -*-
"""Fiona (conducts the Fernhill Community Choir) and Priya (her former student, now at the
Northern Conservatoire of Music).  '[media]' = photo; '[img CAPTION]' = LoCoMo shared image."""

SCRIPT = r"""
=== 1 locomo 2022-10-02 18:00
F: Priya! How are you settling in? I've been thinking about you all week.
P: Hi Mrs Carrick! Sorry, Fiona. I still can't get used to that.
F: You're a music student now, you're allowed.
P: It's been two weeks and it feels like two months. Freshers' week, then straight into classes. I've got aural at 9am on Mondays, which should be illegal.
F: Aural at 9am is a rite of passage. How's your singing teacher?
P: Dr Marsh. She's terrifying and amazing. She made me sing one vowel for twenty minutes on Thursday.
F: Which vowel?
P: "Ah". I'll never say it the same way again.
F: Ha! And the halls?
P: Tiny room, thin walls, and a violinist next door who practises scales at midnight. But the Conservatoire is ten minutes' walk.
F: The Northern Conservatoire. I'm still so proud, I tell everyone at choir.
P: Stop 😊 Also, I auditioned for the Chamber Choir on Wednesday. The results go up on the noticeboard on Friday.
F: How did it go?
P: The sight-reading was fine, the Bach was shaky at the top. They only take a few first years.
F: You'll be fine. You sight-read better than half my altos.
P: How's the choir?
F: Growing! We're 38 now, the most we've ever had. We started the Fauré Requiem on Tuesday for the spring concert.
P: I love the Fauré! The In Paradisum makes me cry every single time.
F: It's a lot for an amateur choir but they're rising to it. Sad news though: Dorothy's retiring at Christmas. Twenty-two years at the piano.
P: Oh no! Dorothy was there when I joined the youth choir at eleven.
F: She's 81. She's earned it. But I need to find a new accompanist, and good ones are as rare as hen's teeth.
P: Ask at the cathedral? There are always organists looking for extra work.
F: Good thinking. I'll put an ad up.
P: Let me know and I'll share it on the college Facebook group too.
F: You're a gem. Now go and practise your vowel.

=== 2 whatsapp 2022-10-23 14:30
P: I GOT IN
F: Into the Chamber Choir?!
P: Yes!! Four first years out of about thirty who auditioned. My name's on the list, I took a photo of the noticeboard
P: [media]
F: Oh that's wonderful. Well done you!
P: First rehearsal was Tuesday. It's so much harder than anything I've done. They sing everything at sight and expect you to keep up
F: You will. What are you singing?
P: Tallis and a really weird modern piece by a composer who's coming to hear us. No pressure lol
F: Ha. Composers are always lovely or awful, never in between
P: Did the ad go up?
F: It did! The cathedral, the music shop and our newsletter. Five applicants so far
P: Amazing
F: Auditions in a few weeks, then the best one plays for a rehearsal. I want someone who can follow, not just play the notes
P: Dorothy always breathed with us
F: Exactly that. Hard act to follow
P: I shared it on the college group too, one of the postgrad pianists might be interested
F: Bless you
F: How are you keeping? Eating properly?
P: I've discovered the canteen does a £2.50 curry on Wednesdays. So yes. Once a week
F: Priya!
P: I had a banana yesterday
F: I'm sending you a food parcel
P: Please don't, the people on my corridor will eat it 😂

=== 3 locomo 2022-12-04 20:10
F: We have an accompanist!
P: Yay! Who?
F: Bernard Okafor. He played for us at the auditions the Saturday before last, and then at Tuesday's rehearsal. He's a retired cathedral organist from Lichfield, moved here to be near his grandchildren.
P: A cathedral organist! Fancy.
F: He sight-read the Fauré like it was nothing, and when the sopranos went flat in the Sanctus he nudged them up with his left hand without anyone noticing. I nearly cried.
P: That's exactly what Dorothy used to do.
F: Dorothy came to hear him and gave him her blessing. She told him the piano's middle C sticks.
P: Haha. Passing on the sacred knowledge.
F: How's the end of term?
P: Exhausting but good. The Chamber Choir did a Christmas concert in the cathedral on Thursday. I had a little solo line in the Tallis.
F: Oh I wish I'd been there!
P: It was recorded, I'll send you the link.
F: Please do. And Dr Marsh?
P: Actually, that's my news. She thinks I'm a mezzo, not a soprano. She says my top is fine but my middle and bottom are where the colour is.
F: I always thought your low register was gorgeous. How do you feel about it?
P: Weird? I've been a soprano since I was eleven. It's like being told you're left-handed.
F: Mezzos get the best roles. Carmen, Cherubino, Dorabella.
P: Dr Marsh said exactly the same! Cherubino is my dream.
F: Then you're in the right voice.
P: Are you doing anything for Christmas?
F: Iain and I are going to his sister's in Edinburgh. I'll need the rest, our Christmas concert is next Saturday.
P: Break a leg!
F: Not likely, I'll be careful on the steps.

=== 4 whatsapp 2023-01-22 11:05
F: Hello love. Bit of a disaster this week
P: Oh no what happened?
F: [media]
P: Is that a CAST?!
F: Broke my wrist. Slipped on the ice outside St Barnabas hall on Tuesday night, after rehearsal. Right wrist, of course, my conducting hand
P: Oh Fiona!! Are you in pain?
F: Less now. A clean break, they say. Six weeks in the cast, then physio
P: Six weeks! What about the choir? The concert's only eight weeks away
F: Malcolm is stepping in for rehearsals. Our tenor who used to conduct a colliery brass band. He's very keen. Perhaps too keen
P: Haha. Brass band tempos for the Fauré?
F: That's my fear. I'll sit at the front and glare at him
P: Can you conduct left-handed?
F: I tried in the kitchen. Iain said I looked like I was directing traffic
P: 😂
P: Is there anything I can do? I'm home for reading week the week after next
F: Come to a rehearsal and sing with the altos! They'd love to see you
P: Deal. Even though I'm a mezzo now 😌
F: Mezzos are altos with ambitions
P: I'm writing that down
F: How were your exams?
P: Harmony was fine, history was a blur. Results next month
F: Fingers crossed. I've got to go, typing one-handed is exhausting
P: Get well soon!! Xx

=== 5 locomo 2023-03-19 12:30
P: Last night was so special. Thank you for asking me.
F: Thank YOU. Your Pie Jesu had half the audience reaching for tissues.
P: I was shaking so much at the start. I thought everyone could see the music moving.
F: Nobody noticed. You floated it.
P: And you conducted the second half! With the brace!
F: The cast came off three weeks ago. The physio said gentle movements only, so I did the Requiem very gently. Malcolm did the first half and managed not to turn the Bach into a march.
P: He was brilliant actually. Very energetic.
F: He's earned his pint. The choir loved him. I might have to give him a solo slot next season.
P: How's the wrist today?
F: Sore, swollen, worth it. Iain's making me ice it every hour.
P: Listen to Iain.
F: Never. But I will this time. How's college?
P: Busy. We've got end of year assessments in May. And I need a summer job, my loan doesn't stretch.
F: What are you thinking?
P: Something in music ideally. Festivals, summer schools. I've applied to three. One is the Wyvern Valley Festival, they need people for artist liaison.
F: Oh I know the Wyvern Valley! Iain and I went in 2019. Beautiful setting, a marquee by the river.
P: Do you know anyone there?
F: I know the chorus master a little. I'll put in a good word, if you'd like.
P: Yes please! But only a little word. I want to get it myself.
F: A very little word. Whisper-sized.
P: Thank you. And honestly, I loved singing with the choir again. It felt like coming home.
F: You're always welcome. The door's always open.

=== 6 jsonl 2023-05-14 19:20
P: Guess who's spending the summer at Wyvern Valley!
F: You got it!!! Congratulations!
P: They rang on Thursday! Artist liaison assistant, 24 July to 13 August. I'll be meeting performers at the station, looking after the green rooms, that kind of thing.
F: Did my whisper help?
P: The interviewer said "Fiona Carrick says you're unflappable". So maybe a bit.
F: I said it because it's true.
P: Accommodation's included, in a shared cottage with the other assistants. And they pay £420 a week!
F: That's a proper summer. You'll meet everyone.
P: I've sorted next year's housing too. Moving out of halls in September into a flat in Levenshulme with Maeve, my flautist friend from the Chamber Choir.
F: Levenshulme! Lots of musicians round there.
P: It's two bedrooms over a bakery. The whole flat smells of bread.
F: Sounds like heaven. Is Maeve tidy?
P: Tidier than me, which isn't hard.
F: You're going to ask how my wrist is, aren't you?
P: How's the wrist, Fiona?
F: The physio signed me off on Monday. I'm back to conducting with my right hand. The left was getting far too expressive.
P: The choir must be relieved.
F: Malcolm less so. He enjoyed the power.
P: Haha. What's the summer plan for the choir?
F: Break from July. We come back in September with new members and something jolly. Maybe the Rutter Gloria.
P: Oh I love the Rutter!
F: Then come and sing it. At Christmas.

=== 7 locomo 2023-08-20 17:45
F: You're back! How was the festival?
P: Incredible and exhausting. I slept fourteen hours last night.
F: Tell me everything.
P: The best bit was looking after the Ukrainian choir for a week. They sang in the marquee on the last night and the whole audience stood up before they'd even finished.
F: Oh, that gives me shivers.
P: The worst bit was a very famous baritone who wanted his green room at exactly 19 degrees and only still water from Wales.
F: There's always one. Did you manage?
P: I drove to three shops. He signed my programme "to the best runner in the business" so I forgave him.
F: Ha! Did they say anything about next year?
P: The festival director said they'd like me back. She said I kept my head when the generator failed in the middle of the Brahms.
F: Unflappable, as promised.
P: How's the choir? Did you get a summer?
F: Iain and I walked part of the Pembrokeshire coast path. My wrist hurt a bit on the rocky bits but nothing serious.
P: And the choir?
F: We finished the season with a garden party. And we've had so many enquiries! We're going to be 52 in September. Fifty-two! I'll need a bigger room.
P: That's huge! You'll need a bigger hall.
F: The vicar says we can use the church itself on Tuesdays. Better acoustics anyway.
P: Are you doing the Rutter?
F: The Rutter Gloria for Christmas, yes. Bernard's already practising the organ part.
P: I'll be there, I promise. When's the concert?
F: Saturday the 16th of December. Put it in your diary.
P: Done. Oh, and I'm moving into the new flat in four weeks. IKEA trip on Wednesday.
F: Send me photos.
P: Of IKEA?
F: Of the flat, cheeky.

=== 8 whatsapp 2023-09-24 22:52
P: Can I vent
F: Always
P: I'm in the new flat. It's lovely. The bakery smell is real. BUT
F: Uh oh
P: You know my friend was meant to move in with me? She got a last minute Erasmus place in Berlin and pulled out two weeks before the lease started
F: Oh no! Good for her, bad for you
P: Exactly. So I had to find someone fast. The letting agent found a guy from college, Oskar, second year, plays the trombone
F: In a two bed flat?
P: He practises at 11pm!!! Every night!! He's doing glissandos through the wall right now
F: 😂 I'm sorry, it's not funny
P: It's a bit funny. It's also 11pm on a Sunday
F: You need a flat agreement. Quiet hours. Every shared house I ever lived in had one
P: He's nice otherwise! He cooks pierogi and leaves some for me
F: That's worth a lot. Talk to him kindly. Offer a practice cut-off, and maybe he can use the college rooms at night
P: You're right. I'll talk to him tomorrow
F: What time is your first lecture?
P: 9. Aural again. Second year is worse
F: Go to bed. Earplugs!
P: Ordering some now
F: Choir news to cheer you up: the new members started on Tuesday and we sounded enormous
P: Hahaha. Congrats!!
F: Night night love

=== 9 locomo 2023-11-12 16:30
P: So. The opera auditions.
F: Tell me! I've been checking my phone all week.
P: I sang on Wednesday for the Figaro panel. Voi che sapete and a bit of recit.
F: And?
P: They cast me as the cover for Cherubino. And in the chorus for the wedding scenes.
F: Cover for Cherubino as a second year! That's brilliant.
P: I know it is. But I wanted the role so badly. Ellie got it, she's a fourth year and she's wonderful, so it's fair.
F: Covers go on more often than you'd think. Learn every note as if you'll be singing it.
P: That's what Dr Marsh said. Word for word.
F: Great minds. When's the production?
P: March, in the college theatre. Three performances.
F: I'm coming whatever happens.
P: Even to see me in the chorus with a basket of flowers?
F: Especially then.
P: How's the choir? Is the Rutter coming together?
F: The Gloria's nearly there. The sopranos find the top As terrifying, but Bernard plays them in so loudly they can't chicken out.
P: Ha! The 16th of December, I've got my train booked.
F: Wonderful. And the flatmate? Is the midnight music still going?
P: Sorted! We agreed a 9pm cut-off, and he practises in the college basement at night. He even bought me a cake from downstairs to say sorry.
F: See? A flat agreement solves everything.
P: We've started cooking together on Sundays. He's teaching me pierogi, I'm teaching him dal.
F: That sounds like a friendship.
P: It's a good flat now. I was so wrong about him.
F: First impressions are often wrong. Like my first impression of Malcolm.
P: 😂 How is Malcolm?
F: Conducting the carols in the second half of the Christmas concert. He's over the moon.

=== 10 jsonl 2024-01-28 20:15
P: Fiona. FIONA.
F: What's happened?
P: Ellie has glandular fever. She's had to pull out of Figaro. I'm singing Cherubino!!!
F: Oh my goodness! Poor Ellie, but oh Priya!
P: I found out on Friday. Rehearsals every day from now on. Performances are the 7th, 8th and 9th of March.
F: I'm booking for the 8th. Iain too.
P: I'm so scared. Non so più is so fast and I have to run across the stage while I'm singing it.
F: Breathe low, and think of the words, not the notes. Cherubino is a teenager in love with everyone. Be a teenager.
P: I'm 21, that's basically a teenager.
F: Exactly. Typecasting.
P: How's the wrist in this cold?
F: It aches when it's frosty, and I can feel the weather coming like an old sailor. I had a check-up last week, the consultant says it's all healed, just a bit of arthritis starting in the joint.
P: Oh no. Can you still conduct?
F: Of course. I just wear a wrist warmer under my cardigan. Very glamorous.
P: I'll knit you one.
F: You can't knit.
P: I'll learn. Oskar's teaching me.
F: Oskar knits? The man's full of surprises.
P: His grandmother taught him in Gdańsk. He makes hats for everyone in his section.
F: The choir sends love. We're starting Haydn's Nelson Mass for the spring.
P: Ambitious!
F: A bigger choir can do ambitious.
P: Love that. Right, I've got to learn four scenes by Wednesday.
F: Go! And sleep!

=== 11 locomo 2024-03-17 13:00
F: I haven't stopped thinking about Friday night.
P: Thank you for coming, and for the flowers! They're on my windowsill.
F: You were Cherubino. Not Priya playing Cherubino. The boy, the nerves, the running about. Iain laughed out loud at the hiding-in-the-chair scene.
P: The director kept telling me to be more awkward. Apparently I'm naturally awkward, so it worked.
F: And Voi che sapete! The hall went silent. I was so proud I forgot to clap at first.
P: I saw you at the curtain call! You were crying.
F: Allergies.
P: Sure 😂
F: What's next? You must be exhausted.
P: I slept all of yesterday. But good news: the Wyvern Valley Festival asked me back for this summer!
F: I knew they would.
P: And not the same job as last year. As assistant stage manager! I'll be running backstage in the marquee with the stage manager, calling cues, the lot.
F: That's a promotion! You'll be giving orders to baritones.
P: Finally, revenge for the Welsh water.
F: 😂 When does it start?
P: Mid-July, a week earlier this year for the build. I'll miss your summer garden party.
F: We'll save you some cake. Speaking of the choir, big news. We're going on tour!
P: No way! Where?
F: Bruges, in June. An exchange with a Flemish choir, a concert in a church there, and lots of waffles.
P: The Fernhill Community Choir goes international!
F: We had to vote. Even Malcolm was excited.
P: I'm so happy for you.
F: And how's the flat?
P: Lovely. Oskar came to the Saturday show with half the orchestra and cheered like it was a football match.

=== 12 whatsapp 2024-05-05 18:15
P: Can I ask your advice on something
F: Of course
P: I've been offered an audition for the chorus at Grangewood Opera this summer. A professional gig, paid, and you get coached by their music staff
F: Wonderful! When?
P: The audition's next Saturday. But their season overlaps with Wyvern Valley. If I got it I'd have to pull out of the festival
F: Ah. That's a proper dilemma
P: What would you do?
F: Honestly? Which one do you want to be doing in ten years?
P: Singing. Obviously
F: Then go to the audition and decide if they offer. But be honest with the festival now, so nobody's surprised
P: That's so sensible it's annoying
F: That's my job 😂
P: Also Oskar's moving out!! He got a job with an orchestra in Poland from August
F: Oh that's brilliant for him. Sad for you?
P: So sad. He's the best flatmate I've ever had. Who knew
F: Have you found someone?
P: Jun, a cellist from the first year, moving in on the 1st of July. She's very quiet and very tidy
F: A cellist! Your walls will be grateful
P: 😂 How's the Bruges planning?
F: Coach booked. 8th to 10th June. 46 of us are going. I've had to make a spreadsheet of who snores
P: A snoring spreadsheet!
F: Malcolm is top of it
P: Of course he is
F: Good luck on Saturday. Sing the Mozart, it suits you
P: I will. Thank you xx

=== 13 locomo 2024-07-14 19:30
F: Hello love, are you at the festival yet?
P: Arrived yesterday! The marquee's going up. I've got a radio headset and a clipboard and I've never felt so powerful.
F: Ha! So you're doing the festival in the end?
P: Grangewood didn't offer me a chorus place, but they put me on the reserve list and told me to apply again next year. So the decision made itself.
F: Their loss, the festival's gain. And the reserve list at your age is a very good sign.
P: That's what Dr Marsh said. How was Bruges?!
F: Magical. We sang in a church by the canal, the Flemish choir gave us a reception with beer that was far too strong, and Malcolm gave a speech in Flemish.
P: Malcolm speaks Flemish?!
F: He learned three sentences off YouTube. They applauded out of pure kindness.
P: 😂 I love Malcolm.
F: Everyone does. Has Jun moved in?
P: Two weeks ago. She's lovely and quiet, and she practises at 10am like a civilised person. Oskar left her his knitting needles.
F: The flat's passing on its traditions.
P: How's your wrist?
F: Fine in summer. Now, I have something to ask you.
P: Uh oh.
F: We're doing Messiah at Christmas, on the 14th of December. Would you be our alto soloist? We'd pay you a proper fee.
P: Fiona! Yes! Of course yes! He was despised is my favourite thing in the whole piece.
F: Then it's yours. Bernard is already excited.
P: My first paid solo. With my first choir. I might cry.
F: You cried at eleven at the youth choir carol service too.
P: Some things don't change.
F: Go and run your marquee. Text me when the first show's done.
"""
