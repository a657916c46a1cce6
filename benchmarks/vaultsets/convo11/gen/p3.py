# Pair 3: Hannah Kowalski (claims analyst at Brightwater Insurance, Leeds) and Marcus Bell
# (data engineer at Brightwater, later Velo Labs in Manchester). Friends through Kirkstall Harriers.
# A line "@HH:MM" moves the clock for the following messages (non-LoCoMo shapes).
PAIR = {
    "folder": "Hannah_and_Marcus",
    "speakers": {"H": ("Hannah", "Hannah Kowalski"), "M": ("Marcus", "Marcus Bell")},
    "speaker_a": "Hannah",
    "speaker_b": "Marcus",
}

SESSIONS = [
dict(n=1, fmt="locomo", dt=(2023, 4, 18, 19, 10), lines="""
H: That hill at the end of the club run. Who designed that route, a sadist?
M: Steve. Steve is the sadist. He calls it "character building".
H: My character is built. My calves are not.
M: So, are you in? Did you enter?
H: I did it. I entered the Yorkshire Marathon. October 15th. My first one. What have I done.
M: Yes! Welcome to the madness. I'm in too.
H: You've done one before though, right?
M: London 2019. 3:51. Walked a bit of the Embankment, won't lie.
H: What's the plan this time?
M: Sub-3:30. Sixteen-week plan starting in June.
H: That's ambitious. I just want to finish without crying.
M: Everyone cries. Usually at mile 20.
H: Encouraging. Anyway, how's work? You looked murderous in the stand-up today.
M: Gavin. He wants hourly updates on a pipeline that takes six hours to run.
H: Hourly updates on nothing.
M: "Still running, Gavin." Every hour. I'm starting to hate my own Slack status.
H: Does he know you're a data engineer and not a magician?
M: Apparently not. I might start looking around.
H: Don't you dare leave me alone with the claims team.
M: I'll think about it. How's the flat?
H: Fine, but the landlord's said no pets again. I really want a dog. A running dog.
M: You'd be a great dog person. You already do the head tilt when someone says "walk".
H: Rude. Accurate.
"""),
dict(n=2, fmt="jsonl", dt=(2023, 5, 30, 21, 0), lines="""
M: how did the Leeds half go?? sorry I missed it, I was at my sister's
H: 2:01:44. SO close to sub 2. I blew up at Headingley
M: that drag at mile 11 is evil. still, great time for a first half
H: thanks. also decided gels make me feel sick, so that's my fuelling test done
M: try the chews. or jelly babies. old school
H: jelly babies it is
M: unrelated, a recruiter messaged me on linkedin
H: 👀
M: Velo Labs. they do bike-sharing software, Manchester based, hybrid
H: you don't even cycle
M: I'm a data engineer, I don't need to cycle, I need to count people who cycle
H: fair. are you going to apply?
M: maybe. had a chat. they seem sound. Gavin asked for an update on my update today
H: apply. apply immediately
M: what about you, any dog progress
H: I'm looking at houses to rent in Meanwood. there's a terrace on Stainbeck Lane with a tiny yard and the landlord allows pets
M: that's right by the Meanwood Valley Trail as well. perfect for long runs
H: that's what I said!!! viewing on saturday
M: new shoes btw. Saucony Endorphin Speed. I feel like a gazelle
H: a gazelle who can't say no to Gavin
M: low blow
M: gazelles can't use Slack
"""),
dict(n=3, fmt="plain", dt=(2023, 7, 2, 6, 45), lines="""
H: morning. you up?
M: unfortunately. meet at Kirkstall Abbey 7:30?
H: yep. 14 miles along the canal to Rodley and back?
M: that's the one. bring jelly babies
H: bringing a whole bag
@10:40
H: that was brutal. my legs are jelly babies
M: we did 14.2 at 9:40 pace. that's bang on for your plan
H: my plan says "easy" and that did not feel easy
M: it's the heat. 24 degrees by 9am, ridiculous
H: anyway BIG NEWS. I got the Meanwood house!! moving in on 1st August
M: the one on Stainbeck Lane? with the yard?
H: that one. landlord said "well-behaved dogs welcome". I nearly hugged him
M: so the dog plan is real
H: it's real. I'm going to look at rescues once I'm settled. something that can run with me
M: a lurcher. they're built for it
H: that's exactly what I'm thinking
M: my news: Velo Labs want a second interview. in Manchester, next Thursday
H: MARCUS
M: don't tell anyone at work. especially not Gavin
H: my lips are sealed. but if you get it, the canal runs are still on
M: obviously. Sunday long runs are sacred
"""),
dict(n=4, fmt="locomo", dt=(2023, 8, 13, 20, 30), lines="""
H: I have found the box with the kettle. Life can resume.
M: Two weeks in and you've only just found the kettle?
H: I've been making tea in a saucepan. Don't judge me.
M: I'm judging you a little. How's the house?
H: I love it. The yard gets sun in the evening and I can hear the beck from the bedroom.
M: And the trail right there. How was today's long run?
H: 18 miles! Longest ever. Up the Meanwood Valley Trail to Golden Acre Park and back.
M: 18! You're basically a marathoner now.
H: Don't jinx it. How did yours go? You said your calf was tight.
M: Cut it to 12. The calf's still angry. Booked a sports massage for Tuesday.
H: Noooo. Rest it properly please.
M: I'm resting it. Ish.
H: Ish is not resting. And the Velo Labs interview?
M: Went well, I think. They asked me to design a data pipeline on a whiteboard and I didn't cry.
H: Progress! When do you hear?
M: End of the month. Apparently they want someone by October.
H: The club BBQ was fun yesterday, shame you missed it.
M: I was at my cousin's wedding in Hull. How was it?
H: Steve burnt the sausages and gave a speech about hill repeats. Aisha did the raffle and I won a foam roller.
M: Steve's two passions: charcoal and hills.
H: Also, I've started looking at rescue dogs online. Dales Dog Rescue have a lurcher called Rocket that I keep going back to.
M: Rocket! A running dog with a running name.
H: He's three, ex-coursing, scared of men in hats.
M: I'll leave my hat at home.
"""),
dict(n=5, fmt="jsonl", dt=(2023, 9, 24, 22, 20), lines="""
M: ok need your brain
H: go
M: Velo Labs offered. £58k, hybrid, Manchester two days a week
H: !!!!! that's amazing
M: but Brightwater counter-offered. senior data engineer, £57k, and Gavin won't be my manager anymore, I'd report to Priti
H: ooh. Priti is lovely
M: that's the thing. stay with Priti and no commute, or go with the shiny new thing and a train to Manchester twice a week
H: what does your gut say
M: my gut says stay. the commute would eat my training
H: it's three weeks to the marathon, that's a factor
M: yeah. I'm going to turn Velo Labs down. politely. leave the door open
H: sensible. and selfishly I'm glad, you're my lunch run buddy
M: that's the real reason I'm staying
H: knew it
H: news from me: I've applied to adopt Rocket! Dales Dog Rescue are doing a home check after the race
M: HANNAH
H: I know!! the yard needs a taller fence first, landlord said yes
M: how's the taper going
H: I hate tapering. I have so much energy and nowhere to put it. I reorganised my spice rack by colour
M: classic taper madness. carb loading starts thursday week
H: pasta for three days. my favourite training phase
M: race plan: go out at 9:00/mile, don't get excited at the start
H: I WILL get excited at the start
"""),
dict(n=6, fmt="locomo", dt=(2023, 10, 16, 17, 40), lines="""
H: I can't walk down stairs. I'm going down them backwards.
M: Welcome to the day after. How are you feeling otherwise?
H: Proud, sore, annoyed. 4:02:37. Two and a half minutes off sub-4.
M: That's a brilliant first marathon, Hannah. Seriously.
H: I know. I just cramped so badly at mile 22, out by Stamford Bridge. Had to walk for about a mile.
M: Everyone cramps somewhere. You didn't quit.
H: The man dressed as a banana overtook me there. That hurt more than the cramp.
M: Banana man is fast. Everyone knows that.
H: And YOU! A PB!
M: 3:38:10. Not sub-3:30, but I'll take thirteen minutes off London.
H: Did the calf hold up?
M: Held till mile 24, then started complaining. I ignored it.
H: Marcus.
M: I'll rest it now. Promise.
H: Right. I've decided. I'm doing Manchester in April and I'm going sub-4.
M: Manchester is flat. You'll smash it.
H: Are you in?
M: Probably. Let me get through this week first.
H: Also, Dales Dog Rescue are coming for the home check on Saturday.
M: Is the fence up?
H: Dad put it up last weekend. Six foot. Rocket would need a jetpack.
M: Good luck with the check. Hide the banana photos.
"""),
dict(n=7, fmt="plain", dt=(2023, 11, 12, 20, 15), lines="""
H: meet Biscuit 🐕
H: <media>
M: OMG is that Rocket??
H: it WAS Rocket. brought him home yesterday. he's called Biscuit now, he's the exact colour of a digestive
M: Biscuit is a much better name for that face
H: he spent the first night under the kitchen table. this morning he came and put his head on the sofa
M: I'm not crying you're crying
H: he is terrified of the hoover. I had to hoover with him out in the yard
M: rescue dogs need time. give him a few weeks
H: the rescue said "three days, three weeks, three months"
M: how old is he again?
H: three. and really skinny, I can count his ribs. vet check on Wednesday
M: also. news. Velo Labs came back
H: what? I thought you said no
M: I did. they've upped it to £64k and fully remote except Thursdays. And Priti's leaving Brightwater in January, so the whole reason to stay is going
H: oh no, Priti!
M: so I accepted. Handed in my notice on Friday. Last day is 22nd December, start at Velo Labs on 8 January
H: noooo my lunch run buddy!! but also yay!!
M: we'll still have Sunday long runs. sacred remember
H: sacred. and Biscuit can come
M: can Biscuit run 16 miles?
H: Biscuit can run 40mph for about 30 seconds and then sleep for 20 hours
"""),
dict(n=8, fmt="locomo", dt=(2023, 12, 17, 19, 0), lines="""
M: Did you get home alright from the club party?
H: Eventually. Steve did karaoke. "Bat Out of Hell". All of it.
M: All ten minutes?
H: All ten minutes. Aisha timed it.
M: I'm so glad I left early. Are you coming to my leaving drinks on Friday?
H: Obviously. The Midnight Bell, 5pm?
M: That's it. Priti's doing a speech. I'm dreading it.
H: She'll say nice things. You're the only one who understands the claims pipeline.
M: That's why they're panicking. I've written forty pages of handover notes.
H: How's the calf?
M: Better. Physio's cleared me to run. I've entered Manchester. April 14th. I'm going for sub-3:30 again.
H: Yesss! Me too, entered last week. Sub-4 or bust.
M: How's Biscuit?
H: He learned "sit"! Only when there's cheese involved. And he's eaten three socks.
M: Whole?
H: Two whole. One partially. The vet says he's fine, lurchers eat everything.
M: Has he made peace with the hoover?
H: No. He barks at it from the stairs. But he slept on my bed last night, so that's progress.
M: Are you going to run with him?
H: There's a canicross group that meets at Golden Acre Park on Sundays. I'm going to try it in January.
M: Canicross? Running attached to a dog?
H: With a special harness and a bungee line. So he doesn't pull my arm off.
M: I need to see this.
H: You're not invited. I need to fall over in private first.
"""),
dict(n=9, fmt="jsonl", dt=(2024, 1, 14, 21, 45), lines="""
M: so I survived week one
H: tell me everything
M: the office is in Ancoats, there's a bike rack bigger than my flat. literally everyone cycles in
H: are you going to cycle now
M: they have a cycle-to-work scheme. I'm... considering it
H: the gazelle becomes a cyclist
M: my team lead, Femi, is great. we spent two days just whiteboarding the data model for the bike docks
H: nerds
M: happy nerds. how was canicross?
H: DISASTER. Biscuit saw a squirrel at Golden Acre last Sunday and pulled me straight into a puddle
M: noooo
H: face first. the canicross lady said "that happens to everyone" but nobody else was in a puddle
M: did Biscuit enjoy it
H: best day of his life. he did zoomies for 10 minutes afterwards
M: I'll miss Thursday club runs now, that's my office day
H: Aisha's going to do Thursdays with me instead. she's doing Manchester too
M: good, she'll keep you honest on pace
H: how's training? did you do the 15 today
M: 15 at 8:10 pace. shin felt a bit sore at the end though
H: the shin or the calf?
M: shin this time. left one
H: ice it. and don't ignore it like the calf
M: yes coach
"""),
dict(n=10, fmt="locomo", dt=(2024, 2, 25, 18, 30), lines="""
M: Bad news. I've got a stress reaction in my left shin.
H: Oh no Marcus. The shin you were icing?
M: That one. Physio sent me for an MRI. Six weeks no running, then a slow build.
H: So Manchester...
M: Manchester's gone. I've deferred my place to 2025. Seven weeks to race day, there's no way.
H: I'm so sorry. I know how much you wanted sub-3:30.
M: Honestly I'm gutted. But it's better than a fracture.
H: What are you going to do instead?
M: Femi's lent me a bike. I'm allowed to cycle and swim. I'm going to become insufferable about cadence.
H: You work at a cycling company and now you're going to become a cyclist. This was always going to happen.
M: It was fate. How was your 20?
H: Done! 20 miles this morning, three loops of the reservoir at Eccup. 9:05 pace.
M: That's sub-4 pace with room to spare.
H: I know! I'm scared to believe it.
M: Believe it. Who ran with you?
H: Aisha for the first 12, then a podcast about serial killers for the rest.
M: Motivating.
H: Also Biscuit had to have two teeth out this week. £380.
M: Poor boy. Poor bank account.
H: He's fine, he's eating soft food and looking very sorry for himself.
M: Can I come and cheer you in Manchester? With a sign?
H: Yes please. Mile 20. That's where it gets hard.
M: I'll be there. The sign will be embarrassing.
"""),
dict(n=11, fmt="plain", dt=(2024, 4, 14, 20, 50), lines="""
H: I DID IT
H: 3:56:48!!!!!
M: SUB FOUR!!! I was screaming at the tracker
H: I saw you at mile 20!! the sign!!!
M: "Run like Biscuit saw a squirrel"
H: every single person around me laughed. a man asked me who Biscuit was
M: did you tell him
H: I told him he's my dog and he's faster than all of us
M: how were the last 6 miles?
H: horrible. amazing. horrible. Aisha dragged me from 22 to 24 and then I just went
M: I'm so proud of you. you earned every second of that
H: I can't stop looking at the medal
M: how are the legs
H: walking like a baby giraffe. Biscuit's at my neighbour Gill's till tomorrow, I can't face a walk
M: very wise
H: how's the shin? you were standing all day
M: fine! I did my first run on Tuesday actually. 3 miles, easy. no pain
H: MARCUS. you're back!!
M: slowly. very slowly. physio says 10% a week
H: 10% a week. I'm watching you
M: I know you are
"""),
dict(n=12, fmt="locomo", dt=(2024, 6, 2, 19, 20), lines="""
M: Guess who got into Berlin.
H: No way! The ballot? You got in?
M: September 29th. Berlin Marathon. I genuinely didn't think I'd get in.
H: I didn't. Got the "unfortunately" email on Thursday.
M: Oh no. I'm sorry.
H: It's fine! I'll come and cheer. A city break with a marathon in it. Perfect.
M: You'd come?
H: I've always wanted to go to Berlin. I'll bring the sign.
M: Same sign?
H: Same sign. It's laminated now.
M: How was the beach? Your photos were amazing.
H: Biscuit saw the sea for the first time! Whitby, last weekend. He barked at every wave, then tried to drink it.
M: Classic first-timer.
H: He did the 199 steps like a champion. I did them like a woman who ran a marathon in April.
M: I bought a gravel bike, by the way.
H: Of course you did.
M: A Ribble. Cycled to Ilkley and back last Sunday, 50 miles. My knees have never been happier.
H: And the shin?
M: Running 25 miles a week now. No pain. Physio's happy. Berlin training starts in July.
H: What's the goal?
M: I'm not saying yet.
H: You're going to say sub-3:30.
M: I'm not saying yet.
"""),
dict(n=13, fmt="jsonl", dt=(2024, 8, 4, 21, 30), lines="""
H: how was the long run
M: 18 miles, along the Aire to Shipley and back. Femi came on the bike with water
H: love a support cyclist
M: ok I'll say it. Berlin goal is sub-3:40. not 3:30. the shin has made me wise
H: growth!! very mature
M: I want to finish healthy. and enjoy the Brandenburg Gate
H: speaking of Brightwater, Gavin's gone
M: GONE?
H: left on Friday. restructure. the claims team is now under a woman called Lorraine who actually replies to emails
M: the irony of me leaving just before
H: you'd have left anyway. you love your bike nerds
M: I do love my bike nerds. they made me a team lead last month btw
H: TEAM LEAD. Marcus!! why didn't you say
M: saying now. three people. one of them is Femi's nephew
H: nepotism
M: he's actually great
H: my news: I've signed up for the Chevin trail 10k in September. Biscuit's coming. there's a canicross category
M: Biscuit racing! against other dogs?
H: against other dogs. he's going to see one squirrel and we're finished
M: when is it
H: 14th September. two weeks before Berlin
M: perfect, you'll be in race shape for cheering
H: I'll be in race shape for drinking beer in Berlin
M: also valid
"""),
dict(n=14, fmt="locomo", dt=(2024, 10, 6, 10, 5), lines="""
H: Still thinking about last Sunday. I've never screamed that loud.
M: I heard you at 41k. Genuinely. Over the drums.
H: 3:34:21!! Way under your target!
M: I know. Under by nearly six minutes. A new PB, and a healthy shin.
H: You looked so happy going through the Brandenburg Gate.
M: I cried. Again. I cry at every marathon now, it's my thing.
H: The currywurst afterwards was worth the trip on its own.
M: That currywurst was the best meal of my life. Don't tell Femi, he's vegetarian.
H: How are the legs?
M: Fine, actually. I did a recovery spin on the bike on Wednesday.
H: Of course you did.
M: How's Biscuit? Has he forgiven you for leaving him?
H: He stayed with Gill and ate her slipper. So no, he's making a point.
M: And he was such a star at the Chevin.
H: Third in the canicross category! He got a rosette and a bag of treats. He only stopped for one squirrel.
M: Progress!
H: Gill says he's ready for a sister. I'm thinking about it.
M: A second dog?
H: Dales Dog Rescue have a greyhound girl called Poppy. She's very shy. Biscuit met her and didn't bark once.
M: That's a sign.
H: So, what's next for you? An ultra?
M: Maybe. Femi's talking about a duathlon. Run, bike, run.
H: Of course he is. The bike nerds have got you.
M: They've got me. What about you, London ballot?
H: Already entered. Fingers crossed.
"""),
]
