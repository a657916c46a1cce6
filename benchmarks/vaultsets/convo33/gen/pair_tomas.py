"""Tomás Herrera (33, backend developer in Guadalajara, Mexico) and Lina Bergström (27, QA engineer in
Gothenburg, Sweden), remote coworkers at Fernhill Labs. Formats: LoCoMo JSON and a Slack DM export.
Slack tokens: @@name -> <@USERID> mention, [[url|label]] -> Slack link."""

PAIR = {
    "folder": "Tomas_and_Lina",
    "speakers": {"T": "Tomás", "L": "Lina"},
    "speaker_a": "T",
}

SESSIONS = r"""
=== 1 | slack | 2023-04-12 15:04
L: hey! did the standup notes get posted? i missed it, dentist :tooth:
T: yes, in #platform. nothing exciting, @@dana wants the Heron plan by friday
L: heron = the postgres thing?
T: yes. Project Heron. MySQL -> Postgres for the shipment-tracker db. 14 services touch it :skull:
L: oof. QA is going to have fun
T: you are going to have fun :smile:
L: :upside_down_face:
T: ok personal news, can I tell you something? not public at all
L: of course
T: Valeria is pregnant!! only 6 weeks, super early, we saw the heartbeat on monday
L: TOMÁS!!!! :tada::tada::tada: congratulations!!
T: thank you!! we're kind of in shock. happy shock
L: when is the due date?
T: december 2. so a december baby
L: a little sagittarius! how is valeria feeling?
T: tired and nauseous but very happy. she can't stand the smell of coffee. which in my house is a tragedy
L: haha poor you. no more café de olla?
T: I make it on the balcony now like a criminal
L: :joy:
T: please don't tell anyone, it's too early. we'll tell the families in a few weeks
L: my lips are sealed :zipper_mouth_face:
L: my news is less exciting: orienteering season starts sunday! first race at Delsjön
T: orienteering is the one with the map and the forest?
L: yes. map, compass, running through forest, getting lost in a structured way
T: sounds like my first week at Fernhill
L: haha. I'm running D21 this year, the elite-ish class. probably last place
T: you won't be last
L: we'll see. oh and did you see the offsite email? Lisbon in September!!
T: yes! first time we meet in person. two years of slack and we've never seen each other's legs
L: haha I'll bring my legs
T: I'll bring mine. ok @@dana is calling me, talk later

=== 2 | locomo | 2023-05-07 19:30
L: So? Did you tell the families?
T: Yes! Last weekend. We had lunch with both families together and Valeria showed them the ultrasound picture.
L: How did your parents react?
T: My mom screamed so loud the neighbours came to check. First grandchild on my side. My dad just said "por fin" and went to buy tequila.
L: Haha "finally"
T: Exactly. And how was your first race? I never asked, sorry
L: That was three weeks ago! I was 14th out of 31 in D21. Not last!
T: Told you! 14th is great
L: I lost 6 minutes at control 9, I went down the wrong side of a marsh. My shoes are still wet.
T: Orienteering sounds like suffering
L: It is type 2 fun. Fun after it's over.
T: Ha. I have type 2 fun too. My son jarocho group. We rehearse every Thursday and my fingers bleed on the jarana.
L: Wait, you play music? Since when?
T: Since I was 16. Son jarocho, it's from Veracruz. I play the jarana, a small guitar with 8 strings. Our group is called Los Cuatro Vientos.
L: I need to hear this
T: We have a gig in October in Tlaquepaque, at a festival. I'll send you a video when it happens
L: Please!
T: And you, anything besides running in swamps?
L: I've been thinking a lot... I want to switch to development. I love QA but I always read the code and think "I could fix this"
T: You should! Fernhill has that internal apprenticeship program, right? Dana said they'll open it in the summer
L: Yes! I want to apply. Would you give me a reference?
T: Of course. You found the race condition in the label printer service last year, that's better than half the devs
L: haha that was luck
T: that was skill
L: Thanks Tomás. Also, hej hej, how's the Swedish?
T: Duolingo streak: 64 days! Jag är en utvecklare. Jag dricker kaffe på balkongen.
L: "I drink coffee on the balcony" haha perfect, a very useful sentence
T: It's my life story now
L: My roommate Elsa says your Swedish is better than her Spanish
T: Elsa speaks Spanish?
L: No, zero. That's the joke
T: :(

=== 3 | slack | 2023-06-01 14:41
T: lina you saved my life yesterday
L: ?
T: the heron dry run. your test caught the collation thing. accents in customer names got mangled. "Bergström" came out as "BergstrÃ¶m"
L: hahaha my own name, that's how I found it, I used myself as test data
T: the most personal bug report in history
L: :nerd_face:
T: we're postponing the cutover, @@dana agreed. new target is... "when it works" :sweat_smile:
L: realistic
T: also, news!!! it's a girl :pink_heart: the blood test came back on monday
L: AAAA a girl!!! congratulations!!
T: Valeria cried, I cried, the doctor was like ok next patient
L: haha. names??
T: we're fighting about it. I like Renata, she likes Ximena, my mom wants Guadalupe
L: Guadalupe is beautiful
T: it's my grandmother's name. no pressure :sweat_smile:
L: did you see the offsite email? they moved it
T: no??
L: Lisbon is now october 17-19, not september. the hotel had a problem
T: oh ok. october works. valeria will be around 33 weeks, the doctor said a 3 day trip is fine
L: good
L: and then I miss nothing important in august, my mormor's 90th birthday is august 12 in Rättvik
T: 90! what's mormor?
L: mother's mother. my grandma. the whole family is going to Dalarna. she wants a dance band
T: a 90 year old party animal
L: she still drives. scares the whole village
T: legend
L: ok standup in 5 :wave:

=== 4 | locomo | 2023-06-25 10:05
L: Glad midsommar! A bit late
T: Happy midsummer! Did you dance around the pole like frogs?
L: Obviously. "Små grodorna". Every adult in Sweden hops like a frog once a year. We were on Styrsö, in the archipelago, at my friend Hanna's family summer house.
T: Styrsö is an island?
L: Yes, 30 minutes by boat from Saltholmen. No cars. We had pickled herring, new potatoes, strawberries and way too much snaps. {{img: a photo of a maypole decorated with flowers and birch leaves on a green lawn with people dancing around it | midsummer pole}}
T: That looks like a painting
L: It rained at 4pm, like every Midsummer. Tradition.
T: Ha. Here it's 34 degrees. Rain would be a gift
L: How is Valeria with the heat?
T: Suffering. Our apartment is on the fourth floor, no AC, west-facing. And it's too small anyway. We're looking for a house.
L: Where?
T: Zapopan probably. Further from the center, but we can get a garden for the same price. Valeria wants space for a dog someday. Me, I want a lemon tree.
L: A lemon tree. Very specific dream
T: My grandfather had one in his patio, I grew up eating his lemons with salt. I want Emilia... I mean, the baby... to have one too
L: Wait. Emilia?? Did you decide?
T: ...oops. Ok, yes, we decided last night. Emilia. Nobody knows yet, not even my mom
L: I love it!! Emilia Herrera.
T: My mom will be upset about Guadalupe. So we'll make it the middle name. Emilia Guadalupe
L: Diplomatic
T: Learned from Dana's meetings
L: Haha. I'm training for the Västkust 5-days. July 24-28. Five races in five days on the west coast
T: Five days? You are crazy
L: Day 4 is the long distance, it's 11 km in terrain
T: How's the apprenticeship application?
L: Applications open July 1. I'm writing my motivation letter. Can I send it to you?
T: Of course
T: Hej förresten, my streak is now 113 days
L: Imponerande!
T: I had to google that

=== 5 | slack | 2023-07-31 15:22
L: i'm back :wave:
T: welcome back! how did it go??
L: 9th overall in D21 after 5 days!! and I won day 3!! :trophy:
T: WHAT. you won a day??
L: day 3 was a sprint in Marstrand, the old town, lots of tiny streets. I guess I'm good at alleys
L: results here if you want to see my name on top for once [[https://results.vastkust5day.example/2023/etapp3/D21|day 3 D21]]
T: alley queen
L: haha. my legs are destroyed though. day 4 long distance was 11 km and I fell in a bog
T: there's always a bog
L: there's always a bog :skull:
L: anything happen while I was away?
T: YES. we found a house!! in Zapopan. 3 bedrooms, a small garden, and... wait for it... there's already a lemon tree
L: NO WAY the lemon tree!!!
T: the lemon tree!!! I almost cried at the viewing. the owner thought I was crazy
T: we sign next week & move on september 2
L: so happy for you
T: Heron is back on too. we fixed the collation, dry run #2 passed. cutover maybe february, @@dana wants to avoid peak season
L: february, nice and far away
T: and the apprenticeship applications are open, did you send yours?
L: submitting today! deadline is september 15 but I don't want to wait
T: :muscle:
L: thanks for the comments on the letter btw, you were right about cutting the part about my childhood lego
T: the lego part was cute but 2 pages is a lot
L: fair
T: oh also, lisbon flights are booked for me. I arrive the 16th of october, evening
L: me too! same evening. dinner?
T: yes. dana says there's a place with grilled sardines near the hotel
L: sardines in october?
T: no idea, we'll see
L: gotta run, 1:1 with @@oskar :wave:

=== 6 | locomo | 2023-08-16 20:10
T: How was the big birthday?
L: Amazing. Last Saturday in Rättvik. Mormor danced with every single man in the room, including the drummer of the dance band. 47 guests in the community hall.
T: 90 and dancing with drummers. Goals.
L: She made a speech and said her secret is coffee five times a day and never listening to doctors. {{img: a photo of an elderly woman in a blue dress dancing with a young man in a community hall decorated with swedish flags | mormor dancing}}
T: I agree with the coffee part
L: My mom did not agree with the "never listening to doctors" part.
T: Haha. Were you the youngest?
L: No, my cousin's kids were. I organised a quiz about mormor's life. Question: "How many times did mormor fail her driving test?" Answer: 4.
T: And now she drives everywhere
L: Terrifyingly.
T: My news: we signed for the house! Keys on September 1, we move on the 2nd. Valeria is already planning the baby room. Yellow walls.
L: Yellow! Happy colour.
L: Actually, can I ask something? I want to knit something for the baby. What colour would match?
T: You knit??
L: Every Swedish winter needs a hobby. I knit socks mostly. A baby blanket would be my biggest project ever.
T: Lina that's so kind. Yellow would match the room. Valeria loves mustard yellow.
L: Mustard yellow it is. Don't tell her, it's a surprise.
T: Secret between us.
L: How is Valeria?
T: Almost 25 weeks. Big belly now. The baby kicks when I play the jarana. Valeria says she's a music critic.
L: Haha she's practising for Los Cuatro Vientos
T: The gig is confirmed by the way. October 28, Festival de Son in Tlaquepaque.
L: That's after Lisbon, good
T: Yes. Then I retire from music for a while, the baby comes in December.
L: Any news on the apprenticeship?
T: Not from me, I'm not on the committee. But Dana said there are 23 applicants for 4 places.
L: 23?! Oh no
T: You're a strong candidate. Don't worry.
L: Says the person who doesn't have to do the interview.

=== 7 | locomo | 2023-09-24 18:45
T: Sorry I was offline all week. The internet company forgot us. Three weeks in the new house and we only got internet on Friday.
L: Three weeks without internet?! How did you work?
T: Phone hotspot, and the café around the corner. The barista knows my order now. Americano, no sugar, and a sad face.
L: Haha. How's the house?
T: Perfect. Still boxes everywhere. Valeria organised the baby room first, the rest is chaos. And the lemon tree has 12 lemons. I counted. {{img: a photo of a small lemon tree with green and yellow lemons in a courtyard garden against a white wall | lemon tree}}
L: Your dream is real.
T: It is. Our neighbour is an old man called Don Chuy. He saw me counting lemons and laughed at me.
L: Don Chuy sounds like a good neighbour.
T: He brought us pozole on the first day. So yes.
L: I had my apprenticeship interview on Thursday! With Dana and someone from HR.
T: And??
L: I think it went well. They gave me a small coding task, refactor a function that calculates shipping zones. I found a bug in it too, which I think they planted.
T: Of course you found the bug. Bug hunter.
L: They'll announce the results in mid-October, maybe at the offsite.
T: Fingers crossed.
L: Also, big change at home. Elsa is moving out at the end of October. She's moving in with her boyfriend in Majorna.
T: Oh no, you'll be alone?
L: Alone with a cat! Her boyfriend is allergic, so Elsa can't take Pixel. She asked if I would keep him.
T: Pixel is the cat?
L: Yes, a grey tabby, 3 years old, very dramatic. He's been "our" cat but now he'll be mine officially.
T: Congratulations on your cat.
L: Thanks! He already sleeps on my keyboard every day. He has committed code.
T: Pixel's first PR.
L: The bad part: the rent alone is 9,800 kronor. I'll look for a new roommate, or accept eating pasta.
T: Pasta is fine. You're Swedish, you have knäckebröd.
L: Haha.
T: Five more weeks until my gig. We rehearse twice a week now.
L: And three weeks until Lisbon!
T: Valeria's doctor said ok, as long as I'm back before November.
L: Good. I'm bringing you a Swedish present.
T: Not surströmming please.
L: No promises.

=== 8 | slack | 2023-10-23 15:37
L: lisbon was too short. I'm still dreaming about those pastéis de nata
T: the ones in Belém? the line was 40 minutes and it was worth it
L: 6 each. no regrets
T: your legs are exactly as I imagined btw
L: haha. you're taller than on video
T: everyone says that. the camera makes me short
L: my favourite was the last night, the fado place in Alfama. @@dana crying at the fado :joy:
T: dana crying at the fado and @@oskar asleep
L: hahaha
T: and the BIG NEWS. say it again
L: I GOT THE APPRENTICESHIP :tada::tada:
T: :tada::tada::tada: I still can't believe they told you in the middle of the sardine dinner
L: dana just turned to me and said "by the way, you're in". I dropped my fork
T: and you're on platform. with me!
L: starting january 8. with you as my mentor!! you're stuck with me
T: the best news. I'll teach you everything. mostly how to blame the network
L: haha
L: did you get home ok? valeria ok?
T: yes, home friday night. she's fine, big, impatient. 34 weeks
L: and the gig is saturday!
T: saturday the 28th. we rehearse tonight and thursday. I'm playing the jarana tercera this time, the bigger one
L: I need a video
T: I promise
L: also I need your address. for... reasons :gift:
T: :eyes: is it the surströmming
L: it's not the surströmming. it's the thing we talked about in august
T: ahh! ok: Calle Olmo 48, Col. Los Robles, Zapopan, Jal. 45134, Mexico
L: got it. sending it in november, post to mexico takes forever
T: you're the best

=== 9 | locomo | 2023-11-12 21:20
T: The video! Did you watch it?
L: I watched it 5 times! The zapateado dancer on the wooden platform, wow. And you were smiling the whole time.
T: It was our best gig ever. 300 people in the plaza. Valeria came, in a chair at the front. The baby was kicking in rhythm.
L: Future jaranera.
T: And now the band is on pause. We played the last song and I said "see you in summer". Maybe.
L: You'll miss it.
T: I will. But babies first.
L: Speaking of babies. The blanket is finished!! I'm mailing it tomorrow. {{img: a photo of a folded mustard yellow knitted baby blanket with a cable pattern on a wooden table, a grey tabby cat sniffing it | knitted blanket}}
T: LINA. That's beautiful. Is that Pixel inspecting it?
L: Pixel tried to steal it three times. It took me 11 weeks. 80 by 100 cm, merino wool.
T: Valeria is going to cry.
L: Don't show her the photo! It's a surprise.
T: I won't, I promise.
L: Pixel is officially mine now. Elsa moved out on the 31st. The apartment is so quiet. I talk to the cat like a crazy person.
T: Everyone talks to their cat. That's normal.
L: He answers. That's the scary part.
T: Did you find a roommate?
L: Not yet. Two people came to see the room, one had a snake. Pixel would not approve.
T: Ha. No snake.
L: How's Valeria?
T: 37 weeks. Ready to pop. The doctor says anything from now is fine. The bag is packed. Car seat installed, I watched 4 YouTube videos.
L: You're ready! And your leave?
T: Fernhill gives 8 weeks of parental leave. I start when the baby comes, and I'll be back around February 1.
L: And I start on January 8 without my mentor! Haha
T: Dana will cover the first weeks. She's a better mentor than me anyway.
L: Don't say that.
T: How's my Swedish? 250 days. Jag längtar efter min dotter.
L: "I long for my daughter." That's beautiful, Tomás.
T: Duolingo made me emotional.

=== 10 | slack | 2023-12-04 16:12
T: hola from the other side :baby:
L: TOMÁS!!!! @@dana told us in standup! how are you?? how is valeria??? how is EMILIA
T: everyone is ok. emilia was born on sunday the 26th at 5:10am, 3.1 kg, 49 cm. almost a week early
L: early! impatient like her dad
T: haha. valeria was amazing. 14 hours. I was useless, I cried and held a water bottle
L: that's the job
T: :sweat_smile:
T: {{img: newborn baby with lots of black hair | baby | emilia_day1.jpg}}
L: OH MY GOD she's perfect. so much hair!!
T: all the hair. the nurses called her "la rockera"
L: hahaha the rock star
L: did the package arrive?
T: not yet :disappointed: tracking says it's been in customs in mexico city since nov 22
L: noooo
T: mexican customs, it could be 1 week or 1 year
L: I hope it arrives before she goes to college
T: haha. I'm on leave officially, just checking slack because I'm a bad person
L: close slack!! go smell the baby
T: ok ok. one thing: @@dana will mentor you in january until I'm back. she knows
L: yes she told me. don't worry about work!!
T: also, the heron cutover date is set, february 24. I'll be back for it
L: february 24. ok. now CLOSE SLACK
T: closing :wave:
L: :heart:

=== 11 | locomo | 2024-01-14 16:30
L: How's the tiny human?
T: She smiled! A real smile, not gas. On Wednesday, at Valeria. Then at me on Thursday. I have a video.
L: Send it!
T: Here's a photo for now. {{img: a photo of a smiling baby wrapped in a mustard yellow knitted blanket lying on a bed | baby smiling blanket}}
L: THE BLANKET!!! It arrived!!!
T: Yes! I forgot to tell you. It arrived on December 19th, after almost a month in customs. We paid 350 pesos of import tax, for a blanket. Valeria cried when she opened it. She wrote you a card, it's in the mail, so it will arrive in 2025.
L: Hahaha. I'm so happy it arrived. And she's using it!
T: Every day. It's her favourite. She falls asleep faster with it.
L: Merino magic.
T: How's the apprenticeship? First week done!
L: First week done! I merged my first PR on Friday. It fixed the retry logic in the shipment-tracker: when a carrier API timed out it kept retrying forever.
T: Infinite retries. Classic. Who reviewed it?
L: Dana. She made me rewrite the tests twice. But she approved it.
T: That means it's good. Dana doesn't approve bad code.
L: It's so different from QA. I'm breaking things in a new way.
T: That's development.
L: Ha. And the cold! It's minus 12 here this week. I bought cross-country skis, there are lit tracks at Delsjön in the evening.
T: Minus 12. In Zapopan it's 12 degrees and everyone wears a jacket and complains.
L: Haha.
T: Bad news though. My Duolingo streak died.
L: NO. At how many days?
T: 301. In the first week with Emilia. I forgot for one night. I had a streak freeze but I used it in November.
L: RIP streak. Start again!
T: I did. I'm on day 15. Jag är trött.
L: "I am tired." Very accurate.
T: The most accurate sentence I know.
L: Pixel says hi. He's been sleeping on my new work laptop.
T: He wants to be a developer too.
L: He's my pair programmer.

=== 12 | slack | 2024-02-05 15:48
T: I'M BACK :wave: well, since thursday, but today feels like the real first day
L: welcome back!! how does it feel?
T: weird. I put on real pants for the first time in 2 months
L: hahaha
T: ok mentor mode on. our 1:1 thursday? 4pm your time
L: perfect. I have questions about the rate limiter
T: of course you do
L: how's emilia?
T: she's 10 weeks. she discovered her hands. she stares at them like they're a miracle
L: they are a miracle
L: update from my side: pixel had surgery :cry:
T: WHAT. what happened?
L: he ate a hair tie. vomiting for 2 days, the vet found it on the x-ray. surgery on tuesday, 6,800 kronor
T: oh no poor pixel. is he ok?
L: he's fine, wearing a cone and very angry. I hid all the hair ties in the apartment
T: the cone of shame
L: exactly
T: ok work question: heron. bad news. the cutover moves, not feb 24
L: why??
T: the reporting service still reads from mysql directly, someone found it on friday. we need 1 more week. new date: march 2
L: march 2. ok. I'll redo the smoke tests
T: you're the best
L: also! I decided. I'm coming to mexico in april!!
T: WHAT. really?
L: my cousin Maja is doing a semester in mexico city, and I have 2 weeks of vacation. mexico city first, then guadalajara. something like april 20 to may 4
T: you HAVE to come to our house. valeria says you have to meet emilia, she's wearing your blanket
L: yes!!! I want to meet the blanket owner
T: and tortas ahogadas. you have to eat tortas ahogadas
L: I don't know what that is but yes
T: a sandwich drowned in chili sauce
L: ...yes?
T: :fire:

=== 13 | slack | 2024-03-13 16:05
L: congrats staff engineer!!!! :tada::tada::tada:
T: haha thank you. @@dana announced it monday in the all-hands
L: you deserve it. heron alone
T: heron went perfect. 2 hours 40 minutes of downtime on saturday the 2nd, we planned for 4 hours. zero data loss
L: and the smoke tests found nothing
T: because you wrote them well
L: :blush:
T: what changes: more architecture, less coding. and I keep you as apprentice, don't worry
L: good. I still need you for the rate limiter
T: how is it going?
L: the PR is up, 340 lines. dana says it's too big, split it
T: dana is right
L: dana is always right :unamused:
L: flights booked btw!! gothenburg -> amsterdam -> mexico city, friday april 19. then a bus to guadalajara on the 27th
T: the bus! the first class buses are comfortable, 7 hours
L: 7 hours?! ok ok
T: stay with us! we have a guest room. well, it's emilia's room but she sleeps with us anyway
L: are you sure? I don't want to be in the way
T: valeria insists. and Don Chuy wants to meet "la sueca"
L: haha. ok yes!! thank you
T: how long in guadalajara?
L: april 27 to may 3, then I fly home. from guadalajara I think. I'll check
T: lol
L: who will watch pixel?? elsa said she'll take him. her boyfriend will take antihistamines
T: true love

=== 14 | locomo | 2024-05-12 14:15
L: I'm home. Pixel is ignoring me as punishment.
T: Emilia keeps looking at the door for you.
L: Stop, I'll cry. She's the sweetest baby. She grabbed my hair and wouldn't let go for 10 minutes.
T: She has a strong grip. Jarana hands.
L: Thank you for everything. Best week in Guadalajara ever. Valeria's chilaquiles every morning, the mezcal with Don Chuy...
T: Don Chuy is in love with you. He asks "when is la sueca coming back?"
L: Haha. My favourite moment: Sunday in Tlaquepaque when the mariachis played. And your rehearsal with Los Cuatro Vientos on Thursday. I finally heard you live!
T: The band is back! We're rehearsing for a gig in June. Valeria said I can go back, once a week.
L: The zapateado lady taught me a step. I'm practising in my kitchen. The neighbours downstairs hate me.
T: Haha. And the tortas ahogadas verdict?
L: I cried. Literally cried, tears. Way too spicy for me. But I ate all of it. {{img: a photo of a sandwich drowned in red chili sauce on a plate with lime wedges and pickled onions | torta ahogada}}
T: Respect. You are now half tapatía.
L: And Mexico City before that was amazing too. Maja took me to the pyramids in Teotihuacán.
T: Did you climb the Pyramid of the Sun?
L: 248 steps. Easier than orienteering.
T: Swedish legs.
L: Oh, and big news while I was travelling! Dana emailed me. When the apprenticeship ends in June, they're offering me a permanent role as junior backend developer. Starting July 1.
T: LINA!!! I knew it!! Dana told me not to say anything!
L: You knew?!
T: I knew for a week. The hardest secret of my life.
L: Hahaha.
T: Platform team?
L: Platform team. So you're stuck with me. No more QA.
T: The bug hunter becomes a bug maker.
L: Ha.
T: Emilia has her first tooth by the way! Last Tuesday. She bit my finger.
L: Jarana hands and shark teeth.
T: She's five and a half months. Time is crazy.
L: Next year she can come to Sweden. Midsummer in the archipelago!
T: Emilia hopping like a frog. Deal.
"""
