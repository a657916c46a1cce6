# -*- coding: utf-8 -*-
"""Pair 3: Freya Lindqvist (marine biology PhD, deep-sea sponges, RV Skerry Explorer) and Jonah Mensah
(history PhD, in the archive in Seville), who met at a summer school in the Azores, 2022-2023.
Odd sessions are LoCoMo-shaped JSON, even sessions plain-text IRC logs kept by Jonah's client."""

PAIR = "Freya_and_Jonah"
SPEAKERS = {
    "F": {"short": "Freya", "nick": "freyaL", "host": "~freya@eduroam-gw.example"},
    "J": {"short": "Jonah", "nick": "jmensah", "host": "~jonah@triana.example"},
}
SPEAKER_A, SPEAKER_B = "F", "J"
IRC_CHANNEL = "#azores22"
IRC_TOPIC = "Ocean Histories summer school 2022 survivors | no fado videos"

SESSIONS = [
dict(n=1, shape="locomo", date="2022-08-06", time="14:14", turns="""
J: Freya! Did you make it home? I got stuck in Lisbon airport for six hours.
F: Made it, eventually. Ponta Delgada to Glasgow via London. My bag went to Frankfurt.
J: Frankfurt! Why?
F: It wanted a holiday too, I suppose. It turned up yesterday with a broken zip.
J: I can't stop thinking about that summer school. Best two weeks of my PhD so far.
F: Same. Who knew historians could be fun.
J: Who knew marine biologists could sing fado at 2am.
F: We do not talk about the fado.
J: We absolutely talk about the fado. There's video.
F: Delete it. Anyway, what's next for you?
J: Seville. I fly on the 1st of September. Five months in the Archivo General de Indias, if my funding holds.
F: Five months in Seville. Poor you.
J: It's 41 degrees there this week. I'll melt into the documents.
F: Have you been learning the handwriting? The old Spanish script?
J: Paleography, yes. Dr Solberg has me doing an online course. The letters look like spiders had an argument.
F: Ha. My big thing is the cruise. RV Skerry Explorer, out to Rockall Bank. We sail on the 3rd of October for 25 days.
J: 25 days on a boat in the North Atlantic in October. That sounds like a punishment.
F: It's the dream! We're mapping deep-sea sponge grounds with an ROV. Prof. Marr's been trying to get ship time for three years.
J: Is Prof. Marr going?
F: No, she gets horribly seasick. I'm going with the postdoc, Callum, and about 20 others.
J: Will you have internet?
F: Barely. They ration the satellite link.
J: Then I'll write you long letters about oranges and archive dust.
F: And I'll write you short ones about waves.
J: Deal.
F: I'm also writing up my first chapter as a paper this month. Prof. Marr wants it submitted before I sail.
J: Where to?
F: The Journal of Benthic Ecology. Aim high, she says.
"""),

dict(n=2, shape="irc", date="2022-09-11", time="21:02", turns="""
J: evening from Triana!
F: you made it!! how's the flat
J: small, hot, beautiful. tiled floor, a balcony with a dead geranium, and a landlady called Doña Pilar who feeds me
F: already adopted by a landlady, classic
J: she thinks I'm too thin. she's probably right
F: and the archive?
J: reading room opens at 8, closes at 3. pencils only, no pens, no bags, no coats. they check your laptop in and out like it's a prisoner
J: first week I found... nothing. I ordered the wrong legajos twice
F: legajos?
J: bundles. the documents come in bundles tied with ribbon
F: rookie
J: the archivist, Señor Ortega, took pity on me and showed me the catalogue properly
F: ok my news: paper submitted! journal of benthic ecology, went in on tuesday
J: FREYA. congratulations!!
F: don't congratulate me yet, they'll probably reject it
J: think positive
F: i am thinking positive. positive that reviewer 2 will hate it
J: also how was the sea survival course?
F: they strapped me into a fake helicopter and flipped it upside down in a swimming pool
J: and that's... mandatory?
F: mandatory for anyone going offshore. I got out. eventually. swallowed half the pool
J: /me adds "never work offshore" to his list
F: wise
J: I'm off to bed, the archive waits for no one. 7am alarm
F: night! send photos of oranges
J: it's september, the oranges are still green
F: send photos of green oranges then
"""),

dict(n=3, shape="locomo", date="2022-09-30", time="21:30", turns="""
F: Last night on land! We sail from Oban on Monday morning.
J: Are you nervous?
F: Excited-nervous. I've packed 12 pairs of socks and three kinds of seasickness pills.
J: Three kinds?
F: Callum says try them all and see which one doesn't make you sleepy.
J: Very scientific.
F: How's the archive?
J: I found something amazing this week. A ship's logbook from 1784, La Diligente, a Spanish frigate coming back from Havana.
F: Ooh. What's in it?
J: Weather, positions, the usual. But the captain writes that when they anchored off the Azores, the anchor came up covered in "white coral like the branches of a tree".
F: Wait. That's cold-water coral! Probably Lophelia.
J: I had a feeling you'd say that.
F: That's genuinely interesting. Historical records of deep corals are super rare. Does he give a depth?
J: "Ninety brazas". I looked it up, a braza is about 1.67 metres.
F: So roughly 150 metres. That's plausible for coral!
J: A historian and a marine biologist, finally useful to each other.
F: Write it all down. Every mention of coral or sponges or anything that comes up on a line.
J: Already made a spreadsheet. Nerd alert.
F: My kind of nerd.
J: When do you get back?
F: We dock on the 28th of October. Then I'll be buried in samples.
J: I'll be here. Doña Pilar says hello, by the way. I showed her a photo of you from the summer school.
F: Which photo?!
J: The fado one.
F: JONAH.
J: She said you have a beautiful voice.
F: She's lying, and so are you. Goodnight.
"""),

dict(n=4, shape="irc", date="2022-10-16", time="19:41", hosts={"F": "~freya@vsat.skerry-explorer.example"}, turns="""
F: hello from 57 degrees north!! the ship gives us 20 minutes of chat a day on the sat link so I'll be quick
J: FREYA! how is it??
F: first 3 days I was sick as a dog. the green pills worked eventually
F: then we had a storm, force 9, lost two days of diving
J: sounds horrible
F: BUT. yesterday the ROV found a huge sponge ground at 1,100 metres. nobody's ever mapped it. it goes on for kilometres
J: that's incredible!
F: I cried in the control room. Callum pretended not to notice
F: we're calling it the "Hebridean Terrace" sponge ground, unofficially
J: you should name it after yourself
F: doesn't work like that lol
J: speaking of yesterday. guess what day it was
F: oh no. your BIRTHDAY. I'm so sorry!!
J: it's fine! I was 29. the other researchers from the archive took me out for tapas in Triana and Doña Pilar made a cake with bitter orange marmalade
F: happy birthday a day late 🎂
J: thank you. best present would be a sponge named after me
F: i'll see what I can do. maybe a very small one
J: any news on the paper?
F: nothing yet. can't check email properly out here anyway
J: no news is good news
F: is it? I'll believe that when I see it. 5 mins left on my allowance
J: found two more coral mentions in La Diligente. spreadsheet growing
F: YES. keep going
F: got to go, the mess is serving fish pie. again
J: bon appétit. stay dry
F: impossible. bye!!
"""),

dict(n=5, shape="locomo", date="2022-11-06", time="17:45", turns="""
J: Welcome back to dry land! How does it feel?
F: The floor still moves. I've been back since the 28th and I still sway at the sink.
J: Land sickness! Is that a thing?
F: Mal de débarquement. It's a real thing. It'll pass.
J: How many samples did you bring back?
F: 412. All in the freezers now, labelled, and I have to identify every single sponge.
J: That's going to take forever.
F: Months. Prof. Marr is thrilled though. She wants a paper on the new sponge ground by next summer.
J: Two papers at once. You'll need a clone.
F: Still nothing from the Journal of Benthic Ecology, by the way. It's been two months.
J: They're probably just slow.
F: Or they're sharpening their knives.
J: My news: Dr Solberg is coming out to Seville next week. Wednesday to Saturday.
F: Your supervisor? Is that scary?
J: A bit. She wants to see the logbooks and I have to show her a chapter outline.
F: Do you have one?
J: I have a spreadsheet of coral mentions and a lot of enthusiasm.
F: That's a start.
J: Also, have you seen the call for papers for Ocean Pasts 2023?
F: The conference in Bergen? No!
J: June 2023. "Historical perspectives on marine environments". It's literally us.
F: When's the deadline?
J: Abstracts by the 15th of January.
F: We should do something together. Your logbooks and my corals.
J: I was hoping you'd say that.
F: Let's talk properly once I've slept for a week.
J: Go and sleep. The corals will wait, they've waited 240 years.
"""),

dict(n=6, shape="irc", date="2022-11-27", time="22:08", turns="""
F: rejected.
J: oh no. the paper?
F: journal of benthic ecology. rejected, no option to resubmit
J: freya I'm so sorry
F: reviewer 1 was fine actually. reviewer 2 said my stats were "naive" and my sampling "inadequate for the claims made"
J: reviewer 2 strikes again
F: it's always reviewer 2. there's a meme about it for a reason
F: I had a cry in the cold room. it's the one place nobody goes
J: is the stats criticism fair?
F: ...partly. I used a simple model where I should have used a mixed model. I know how to fix it. I just don't want to right now
J: then don't right now. fix it next week
F: Marr says revise it and send it somewhere else. she suggests Marine Ecology Progress Notes
J: is that good?
F: it's solid. less fancy. a better fit honestly
J: then it's a plan
J: for what it's worth, Solberg's visit went well. she liked the chapter outline and she loved the coral spreadsheet
F: of course she did. it's a great spreadsheet
J: she said "this could be a paper on its own". and she asked who the marine biologist was
F: what did you say?
J: I said she's brilliant, and she's currently crying in a cold room
F: 😂 thanks
J: 60 pages of La Diligente transcribed now. 140 to go
F: you're a machine
J: I'm a man with a pencil. it's all they allow
F: ok. i'm going to eat an entire pizza and watch bad tv
J: the correct response to reviewer 2
"""),

dict(n=7, shape="locomo", date="2022-12-18", time="16:20", turns="""
F: Are you staying in Seville for Christmas?
J: I am. Mum's flying out from Leeds on the 22nd. She's never been to Spain.
F: That's lovely! What will you do?
J: Doña Pilar has invited us for Nochebuena, the Christmas Eve dinner. Her whole family. I'm told there will be lamb and a lot of shouting.
F: Sounds perfect.
J: And you? Orkney?
F: Orkney. The ferry from Scrabster on the 21st if the weather allows. Mum's knitting me something, I can tell from the way she keeps asking about sleeve length.
J: Ha.
F: Big supervision news though. Prof. Marr's going on sabbatical to Tasmania from January. For six months.
J: Six months! Who's supervising you?
F: Dr Kenji Aoyama is stepping up as my main supervisor while she's away. He's the stats wizard in the department.
J: Perfect timing, given reviewer 2.
F: Exactly what I thought. He's already looked at my mixed model and said "not bad, but". There's always a "but".
J: Better a "but" from Kenji than a rejection from a journal.
F: True. So, the abstract. I've drafted something.
J: Tell me.
F: "Coral on the anchor: eighteenth-century Spanish logbooks as records of deep-sea habitats". You're first author, since they're your logbooks.
J: Are you sure? They're your corals.
F: Your brazas. You're first author. And let's ask for a talk rather than a poster.
J: Agreed. If they give us a poster, fine.
F: Deadline is the 15th. Let's aim for the 13th, in case something goes wrong.
J: You're so organised.
F: I'm a scientist. We plan for disaster. Usually because of reviewer 2.
J: And I'm a historian. We plan for the past.
F: That's not a thing.
J: It sounded better in my head. Merry Christmas, Freya.
F: Merry Christmas, Jonah. Eat lamb. Shout a lot.
"""),

dict(n=8, shape="irc", date="2023-01-14", time="11:27", turns="""
J: it's in! abstract submitted yesterday at 4:52pm
F: two days early!! look at us
J: the system crashed twice while I was uploading. it would have been a disaster on the 15th
F: told you. plan for disaster
F: also I resubmitted the paper. monday the 9th. to Marine Ecology Progress Notes
J: with the mixed model?
F: with a mixed model, a new figure, and a cover letter Kenji rewrote three times
J: fingers crossed
F: crossed so hard they hurt
J: I have news too. my funding's been extended. I'm staying in Seville until the end of March instead of the end of January
F: amazing! how?
J: the graduate school had leftover travel money and Solberg pushed for it. she wants me to get through the second logbook
F: second logbook?
J: Señor Ortega found me another one. San Rafael, 1791. same route. more anchors, maybe more coral
F: Señor Ortega is a hero
J: I brought him a box of pastries from the bakery by the cathedral. he pretended not to want them
F: how was christmas with your mum?
J: she and Doña Pilar became best friends in one afternoon with no common language. they just pointed at food and laughed
F: that's the best thing I've heard all year
J: it's january 14th
F: still counts
J: how was orkney?
F: windy. mum knitted me a jumper with a sponge on it. an actual sea sponge
J: I need to see this jumper
F: you'll see it in Bergen. if they accept us
J: they'll accept us
"""),

dict(n=9, shape="locomo", date="2023-02-12", time="20:05", turns="""
F: WE GOT A TALK!
J: What?! I haven't checked my email!
F: Check it! Ocean Pasts accepted our abstract as a 20-minute talk. In the session "Archives of the sea".
J: I'm looking at it. Freya. We're going to Bergen.
F: 12th to 15th of June. I've already looked at flights.
J: Of course you have.
F: Bad news on my side though. The spring cruise is off.
J: Oh no! The one in March?
F: The Skerry Explorer's engine failed in dry dock in Aberdeen. The repairs take till April at least. They've rescheduled us to May.
J: May. Does that clash with Bergen?
F: 8th to 26th of May, so no. Tight though.
J: Is Kenji going on that one?
F: No, he's staying ashore. It'll be Callum and me again, and a new PhD student, Aisha.
J: You're the old hand now.
F: The seasick old hand.
J: My news is smaller. It's bitter orange season. They're on every street and you can't eat them.
F: Why not?
J: They're bitter! They ship them to Britain for marmalade. Doña Pilar makes her own. I helped her last weekend and my hands are still orange.
F: Bring me a jar.
J: I'll bring you two.
F: How's San Rafael?
J: Slower. The handwriting's worse and the captain had a hatred of punctuation. But, one more coral mention. And a sponge! "A thing like a sponge of the bath, brought up on the lead".
F: A SPONGE. On the sounding lead! Jonah, that's perfect for the talk.
J: I thought you'd like that. [img:a page of an eighteenth-century handwritten Spanish ship's logbook under a pencil]
"""),

dict(n=10, shape="irc", date="2023-03-19", time="20:16", turns="""
F: MINOR REVISIONS
J: the paper?!?!
F: MEPN. minor revisions. both reviewers positive. reviewer 2 wants two extra references and a map with a scale bar
J: a scale bar! reviewer 2 has gone soft
F: different reviewer 2. nicer reviewer 2. I love this reviewer 2
J: when do they want it back?
F: 30 days. I'll have it back in a week. Kenji says don't rush but I'm going to rush
J: of course you are
J: I fly home on the 31st. last two weeks in the archive
F: sad?
J: very. I'll miss Doña Pilar and her cooking. and Ortega. and the light
F: edinburgh has light. sometimes
J: from 10am to 3pm in winter, I've checked
F: it's practically april. you'll get 14 hours of it
J: I went to a flamenco class on thursday. Doña Pilar's niece teaches it
F: and?
J: I have the rhythm of a filing cabinet
F: 😂 video or it didn't happen
J: you deleted the fado, I delete the flamenco
F: I didn't delete the fado, you still have it
J: true. mutually assured destruction
F: shall we start the Bergen slides in April when you're back?
J: deal. shared folder. I do the history half, you do the biology, we meet in the middle
F: and practise over video before I sail in may
J: and after, when you're back
"""),

dict(n=11, shape="locomo", date="2023-04-16", time="18:30", turns="""
F: It's accepted!!! The paper! Officially!
J: FREYA!! When?
F: Wednesday. The email came at 9am and I screamed in the lab. Kenji came running because he thought I'd cut myself.
J: That's brilliant. Rejected in November, accepted in April. Take that, old reviewer 2.
F: I emailed Prof. Marr in Tasmania. She replied at 3am her time with eleven exclamation marks.
J: A supervisor's love.
F: How's Edinburgh? Do you miss Seville?
J: Every minute. It's 9 degrees and raining sideways. I bought a bike to cheer myself up.
F: A bike in Edinburgh? On those hills?
J: I've discovered that I hate hills. The bike lives in the hallway now.
F: Ha. How's the writing going?
J: Solberg wants the logbook chapter by the end of May. So I'm writing every day in the library. 2,000 words a day.
F: Impressive.
J: Impressive on paper. In reality I write 800 and delete 300.
F: Relatable.
J: Slides for Bergen?
F: I've done eight. The sponge ground maps, the coral photos, the depth comparison with your brazas.
J: I've done the history half. Seven slides, one of them is just a picture of Ortega's pastries.
F: You cannot put pastries in a conference talk.
J: It's about acknowledging the archive staff.
F: Fine. One slide. Small.
J: My flights are booked, Edinburgh to Bergen direct on the 11th June. You?
F: Glasgow to Bergen via Amsterdam, also the 11th. I land at 6pm.
J: Then I'll meet you at arrivals. First time in person since the Azores.
F: Ten months. Feels like longer.
J: It's been a long year.
F: A good long year.
"""),

dict(n=12, shape="irc", date="2023-05-28", time="21:03", hosts={"J": "~jonah@resnet.ed.example"}, turns="""
F: back on land!!! docked in oban on friday
J: welcome back! how was it?
F: calm seas the whole time. no seasickness. who am I
J: a real sailor now
F: and ORCAS. a pod of six off st kilda. the whole crew was out on deck
J: amazing. photos please
F: https://files.skerry-explorer.example/cruise2/orcas_stkilda_0524.jpg
J: wow. the big one with the bent fin!
F: that's a female apparently. the mammal people on the bridge got very excited
F: we revisited the sponge ground too. it's even bigger than we thought. Aisha did her first ROV dive
J: did she cry in the control room?
F: no, she's tougher than me
J: I sent the chapter to Solberg on thursday. 14,000 words
F: JONAH. done!
J: done-ish. she'll send it back covered in red
F: that's what supervisors are for
J: rehearsal? we've got two weeks till Bergen
F: sunday 4th june, video call, 7pm? full run-through with a timer
J: perfect. 20 minutes means 20 minutes. the chair is famously strict
F: who's chairing?
J: Prof. Henrik Dahl. I've heard he cut someone off mid-sentence last year
F: then we rehearse till it's 19 minutes
J: agreed
F: also the proofs for my paper came through. it's going online sometime in june
J: you'll be published before Bergen!
F: maybe. fingers crossed
"""),

dict(n=13, shape="locomo", date="2023-06-18", time="19:50", turns="""
J: Home. Exhausted. Happy.
F: Same. I'm on the sofa and I can't move.
J: What a week.
F: The talk! Did that really happen?
J: It did. 19 minutes and 40 seconds. Nobody cut us off.
F: And the questions! That woman from the Norwegian fisheries museum wants to see your logbook transcriptions.
J: Dr Ingrid Halvorsen. She has fishing records from the 1800s with coral bycatch. She wants to collaborate.
F: A three-way paper?
J: A three-way paper.
F: And the prize! I still can't believe it.
J: Best early-career presentation. A certificate and 500 Norwegian kroner.
F: Which we spent on one round of beer.
J: Bergen prices. It was worth it.
F: It was so good to see you in person. Ten months of chat and then suddenly you're at arrivals holding a sign that said "REVIEWER 2".
J: I thought it was funny.
F: It was very funny. Everyone stared.
J: And you wore the sponge jumper to the conference dinner.
F: It was cold! And it was a talking point.
J: Three people asked where they could buy one.
F: Mum's going to be thrilled. She'll start a business.
J: And your paper went online on the 9th. Did you tell everyone at the conference?
F: Only about forty times.
J: Deserved.
F: What's next for you?
J: Solberg sent the chapter back. Less red than I expected. And she wants me to apply for a postdoc in Bergen, with Ingrid's group.
F: Jonah! Bergen!
J: Don't get excited. The deadline's not till September.
F: I'm excited.
J: When do we see each other next?
F: I'm coming to Edinburgh in August for the festival. If your hallway has room for me and the bike.
J: I'll make room.
"""),
]
