# Conversation B: Grace and Tomás (old university friends), 16 sessions,
# Apr 2022 - Mar 2023. Grace lives in Manchester (UX designer), Tomás in
# Dublin (theatre sound engineer) and later Porto. All content invented.

CONV = {
    "key": "B",
    "dir": "grace_tomas",
    "title": "Grace & Tomás",
    "speakers": {"G": "Grace", "T": "Tomás"},
    "fmt_offset": 2,
}

SESSIONS = [
dict(n=1, date="2022-04-09", time="20:15", text="""
T: Okay, I have news: I bought a van.
G: A VAN? What kind of van?
T: A 2011 Ford Transit, white, 140,000 miles, smells slightly of fish. I'm going to convert it into a campervan.
G: Of course you are. Do you know how to do that?
T: I have watched roughly 60 hours of YouTube. Niamh says that doesn't count. The plan is insulation, a bed, a little kitchen, done by summer.
G: I love this. Does it have a name?
T: Niamh wants 'Moby'. I want 'La Tortuga'. Stalemate.
G: La Tortuga, obviously. My news is less exciting: I signed up for a half marathon. The Tyneside Half in September.
T: You? The girl who took a taxi to a lecture 400 metres away?
G: It was raining!! I've been doing couch to 5k since January and I can actually run 8k now without dying.
T: That's amazing. Honestly, proud of you.
G: Thanks. My sister's been running for years and she talked me into it. Ellie's also getting married in August so she's stress-running.
T: Ellie's getting married?! To the rugby guy?
G: To Sam, yes, the rugby guy. It's in the Lake District, in Ambleside. I'm maid of honour.
T: Big responsibility. Speech?
G: Speech, hen do, dress fittings. I'm already busy and it's April.
T: How's work? Still designing apps for rich people?
G: Designing a budgeting app for normal people at Paywise, thank you. It's fine. Bit chaotic, we've had two reorganisations this year.
"""),
dict(n=2, date="2022-04-30", time="11:00", text="""
G: So I bought a ukulele.
T: Oh no. Why?
G: I saw a video of someone playing Dreams by Fleetwood Mac and thought, I could do that. It's yellow. I've learned C, A minor and F.
T: That's three songs' worth of chords already. What's the first song?
G: Riptide. Badly. My neighbour knocked on the wall on Wednesday.
T: Support from the community. Van update: I finished insulating it. Sheep wool. It's like a very expensive jumper now.
G: Sheep wool?! Not the foam stuff?
T: Breathable, no condensation apparently. Also it smells like a farm now instead of fish. Progress.
G: Are you still doing the freezing sea swimming thing?
T: The Forty Foot every morning before work, yes. 10 degrees this week, practically tropical.
G: You're insane. I had a hot bath after my long run today and considered that extreme.
T: How far?
G: 12k! Slow, but no walking.
T: Nice. How's the work chaos?
G: We're redesigning the whole onboarding flow of the app, lots of late nights. My manager Hazel is great though, she protects us from the madness.
T: The theatre's mad too. We've got a new production opening next month, a musical about the Titanic. 400 sound cues.
G: A musical about the Titanic?? Does it end well?
T: Historically, no.
"""),
dict(n=3, date="2022-05-21", time="18:40", text="""
T: How's maid-of-honour life?
G: Busy!! The hen do is in Bath in July, 14 of us. I've booked a Georgian townhouse, a spa afternoon and a cocktail class. The group chat has 600 unread messages.
T: That sounds like a nightmare and also fun.
G: Both. One bridesmaid wants a stripper, Ellie would die. Negotiating.
T: Diplomacy. Good UX training.
G: Ha. How's La Tortuga?
T: She IS La Tortuga now, I won! Niamh gave in after I promised to build her a spice rack. This week I put a 200-watt solar panel on the roof.
G: You did electrics?? Safely?
T: My friend Ciarán is an electrician, he checked everything. We have lights, a fridge and a USB port. Luxury.
G: Cool. Where's the first trip?
T: West coast in August, Connemara up to Donegal. Two weeks.
G: Jealous. How's Niamh?
T: Good, but restless. She's applying for jobs abroad, research posts. Marine biology jobs in Ireland are few.
G: Abroad where?
T: Anywhere with an ocean. Norway, Portugal, Canada... I'm trying not to think about it.
G: Would you go?
T: I think I would. I can mix sound anywhere. But I'd miss Dublin.
"""),
dict(n=4, date="2022-06-11", time="14:30", text="""
G: I have a small furry announcement.
T: You got a cat.
G: I GOT A CAT. Well, a kitten. My downstairs neighbour's cat had a litter and I took the grey tabby. She's called Miso.
T: Miso! Send photos immediately.
G: [photo] She's ten weeks old and attacks my feet at 5am.
T: She's tiny. Niamh says she's the cutest thing she's ever seen, which is rude to me.
G: Ha. The ukulele is suffering though, Miso attacks the strings whenever I play.
T: Maybe she's a critic.
G: She's not wrong. I'm still stuck on Riptide.
T: Titanic opened last Thursday. Good reviews! The Irish Times said the sound design was 'immersive'. That's me.
G: Tomás!! That's huge. Did you frame it?
T: It's on the fridge. In the van. How's the training going?
G: 15k last weekend. Knees grumbling a little. Ellie sent me a proper training plan.
T: Don't get injured before the wedding.
G: Don't curse me.
"""),
dict(n=5, date="2022-07-02", time="21:50", text="""
T: Honestly, not great. Sorry I've been quiet. My dad's in hospital in Valencia.
G: Oh no, Tomás. What happened?
T: Chest pains on Monday. They found three blocked arteries. He needs a heart bypass, they're doing it next week.
G: I'm so sorry. How's he doing?
T: Stable, in good spirits, flirting with the nurses. Mum is not amused. I'm flying out on Tuesday.
G: Good, go. Is your sister there?
T: Lucía's there, yes. She's managing the doctors. She's terrifying in Spanish.
G: Send him my love. Do you need anything?
T: Just distraction. Tell me about normal things.
G: Okay. Miso has learned to climb the curtains and gets stuck up there daily. I ran 10 miles this morning, my furthest ever. And work is mad, we launched the new onboarding.
T: 10 miles! You're going to do this.
G: Slowly, but yes.
T: How's the hen do planning?
G: Two weeks away. The stripper negotiations ended in a compromise: a life drawing class with a model in boxer shorts.
T: Ha! Perfect.
G: Please update me about your dad when you can. Whenever.
T: I will. Thanks Grace.
"""),
dict(n=6, date="2022-07-23", time="16:25", text="""
G: How's your dad??
T: Good! The bypass went well on the 7th. Quadruple in the end. He's been home since Monday and is already trying to walk to the café.
G: That's such a relief.
T: He has to do cardiac rehab for twelve weeks, and no more chorizo every day. He's devastated about the chorizo.
G: Poor man. And you? Are you back in Dublin?
T: Back since Sunday. Exhausted. But okay. How was the hen do?
G: Incredible! Bath was gorgeous, the spa was heaven and Ellie loved the life drawing. Her drawing was terrible.
T: Any disasters?
G: One of Sam's cousins fell into a display of souvenir mugs in a gift shop. Only a bit of damage.
T: Ha. Niamh has news too actually. She has an interview at the Atlantic Marine Institute in Porto. Next week, over video.
G: Porto!! That's amazing. What would the job be?
T: Researching seagrass restoration. It's her dream thing.
G: So you'd move to Portugal?
T: If she gets it. I've started Duolingo Portuguese just in case. It's hard, it sounds like Spanish spoken with a mouth full of bread.
G: Tomás!
T: Affectionately.
"""),
dict(n=7, date="2022-08-20", time="10:30", text="""
T: So how was the wedding??
G: PERFECT. The sun shone in Ambleside last Saturday, Ellie looked amazing, Sam cried in the ceremony.
T: And your speech?
G: I did a bit about us sharing a bedroom as kids and her drawing a line down the middle with masking tape. Got big laughs. Ellie's new mother-in-law asked for a copy.
T: Nice. Any dancing?
G: Sooo much. The band did a ceilidh and I got thrown around by a 70-year-old uncle.
T: Classic. We got back from the road trip yesterday!
G: How was La Tortuga?
T: She was a hero. Two weeks, Connemara, Achill Island, all the way up to Donegal. Only one breakdown, the water pump died in Westport.
G: Did you sleep well in the van?
T: Like babies. Except one night in Donegal a sheep headbutted the van at 3am.
G: Ha! And the other news?
T: Niamh got the job. We're moving to Porto in October.
G: Oh my god, TOMÁS. Congratulations to her. How do you feel?
T: Excited. Terrified. Sad. All of it. I'll have to leave the theatre.
G: What about La Tortuga?
T: We'll have to sell her. Can't take a right-hand-drive van to Portugal. It hurts.
G: Noooo. After all that work.
T: She'll make someone else happy.
"""),
dict(n=8, date="2022-09-17", time="19:10", text="""
G: Well. Mixed week.
T: Tell me.
G: Good news: I finished the Tyneside Half last Sunday! 2 hours 4 minutes.
T: GRACE!! Amazing! How did it feel?
G: Miles 10 to 12 were hell, but the crowd was amazing, a stranger gave me jelly babies. Ellie ran with me the whole way.
T: So proud. What's the bad news?
G: Paywise made 30% of us redundant on Tuesday. Including me.
T: No. Grace. I'm sorry.
G: It was a 15-minute video call. They didn't even have cameras on. At least I get three months' pay.
T: That's awful. What's the plan?
G: Honestly I don't know. I might freelance for a while. A couple of old colleagues have already asked if I'd do some contract work.
T: You're brilliant at what you do. Someone will snap you up.
G: Thanks. How's the move planning?
T: We leave on the 20th of October. We've found an apartment in Bonfim, an old building with tiles on the outside. The landlord seems nice.
G: And the van?
T: Listed on DoneDeal. Three people are viewing her this weekend.
"""),
dict(n=9, date="2022-10-08", time="15:15", text="""
T: La Tortuga is gone. 😢
G: Noooo. Who bought her?
T: A couple from Galway with a baby and a collie. They loved the spice rack. I cried a little in the car park.
G: That's the perfect home for her.
T: It is. I had my leaving party at the theatre on Thursday. They gave me a signed Titanic poster and a mug that says 'I made it louder'.
G: Aww. Two weeks until Porto!
T: Boxes everywhere. Niamh's packing is chaos. She's labelled one box 'misc sad'.
G: Ha. My update: I'm officially freelancing. I've got a contract with a small charity, redesigning their donations website.
T: Already! Brilliant.
G: And I signed up for an online course, 'Data Visualisation for Designers', eight weeks, Tuesday evenings. Trying to upskill.
T: You'll be making beautiful charts by Christmas. And the ukulele?
G: It's under the bed. We've broken up. It was mutual.
T: RIP ukulele.
G: Miso was relieved.
T: Any more running?
G: Gentle 5ks, resting my knees. I'm thinking about a full marathon one day.
"""),
dict(n=10, date="2022-11-05", time="20:45", opener=False, text="""
T: Olá from Porto! Sorry for the silence.
G: Finally!! How is it?
T: Beautiful and confusing. The apartment is lovely, blue and white azulejo tiles, big windows. But no central heating. Portuguese houses are colder inside than outside.
G: Buy a heater!
T: Bought two. I've also started Portuguese classes, three evenings a week at a language school near Trindade. My teacher Dona Fátima is terrifying and wonderful.
G: You'll be fluent in no time.
T: I ordered a coffee yesterday and the waiter replied in English. Crushing.
G: Ha. How's Niamh's job?
T: She loves it. She's out on a boat twice a week looking at seagrass. I'm job hunting, emailing venues.
G: That's a big change. You okay?
T: Mostly. I miss the theatre crew and the sea swimming. The Atlantic here is wild, people surf, they don't swim. How are you?
G: Honestly not great. I've got shingles.
T: Shingles?? Isn't that for old people?
G: Apparently stress can trigger it. A painful rash around my ribs, I feel like I've been hit by a bus. The doctor gave me antivirals.
T: Oh no. Rest, please. Is someone looking after you?
G: Ellie came over with soup and Miso sleeps on my legs. I've had to pause the freelance work for a week.
T: Pause everything. Doctor's orders.
"""),
dict(n=11, date="2022-11-26", time="12:05", text="""
G: The rash is nearly gone! I'm feeling human again.
T: Thank God. You scared me.
G: Still tired but I'm back working on the charity site. The doctor says the fatigue can last a few weeks.
T: Go slow. How's the course?
G: Loving it. This week was colour theory for charts. My final project is going to be a map of Manchester bus routes and how late they run.
T: Very you. Bus rage as art.
G: Exactly. Miso update: she knocked my coffee onto my laptop. The laptop survived. Barely.
T: Menace. I tried surfing!
G: What! How was it?
T: A lesson at Matosinhos beach. Cold, humbling. I stood up once for about two seconds and then got hit in the face by a wave.
G: Will you go again?
T: I've already booked a five-lesson pack. I think this replaces the sea swimming.
G: Any job news?
T: Maybe! A concert venue called Casa do Rio might need freelance sound people. Interview next week.
G: Fingers crossed!
"""),
dict(n=12, date="2022-12-17", time="17:30", text="""
T: Christmas plans?
G: Mum and Dad's in Chester, with Ellie and Sam. Their first Christmas as a married couple, so there's a lot of matching pyjamas.
T: Cute. We're going to Valencia. My dad's finished his rehab and wants to cook for 20 people.
G: With or without chorizo?
T: He's negotiated one chorizo for Christmas.
G: Ha. I have news: I have an interview on Tuesday! With the Northern Museum of Industry in Manchester. Digital team, designing interactive exhibits and their website.
T: That's perfect for you!
G: I know! I showed them my bus map project from the course and they loved it.
T: Did you finish the course?
G: Yep, finished last week, got a certificate and everything.
T: And Casa do Rio gave me freelance work! I've done three gigs already. A fado night, a jazz trio and a very loud punk band.
G: Amazing! From Titanic to punk.
T: My ears are still ringing.
G: How's the Portuguese?
T: Better. I can now argue with the landlord about the boiler. That's fluency.
"""),
dict(n=13, date="2023-01-07", time="18:00", opener=False, text="""
G: Happy new year!! I GOT THE MUSEUM JOB.
T: GRACE!!! Congrats! When do you start?
G: 16th January. Senior digital designer. Permanent contract, a pension and everything.
T: So proud of you. From redundancy to a museum in four months.
G: Thank you. It feels unreal. How was Valencia?
T: Loud and lovely. Dad cooked paella for 22. He walks 5km a day now, he's fitter than me.
G: That's incredible. And I have to ask about something I saw on Niamh's Instagram...
T: Haha yes. We adopted a dog! From a rescue in Gaia, two days after we got back.
G: I KNEW IT. Tell me about her.
T: She's a podenco mix, ginger, huge ears, called Bica. Like the coffee. She's two and very fast.
G: How is she coping with the cold flat?
T: She sleeps under the blanket between us. Best heater we've ever had.
G: Miso would hate her. Miso hates everything except cheese.
T: You should visit! Bring your hate-cat.
G: I actually want to come in February. Would that work?
T: Of course!! Stay with us, we have a sofa bed.
"""),
dict(n=14, date="2023-01-28", time="21:30", text="""
T: How's the museum?
G: Two weeks in and I love it. The team is small and nerdy. I'm working on a touchscreen for the textile mill gallery that shows how a loom works.
T: Very cool.
G: And no one talks about 'conversion rates'. They talk about 'visitor delight'.
T: Ha. Flights booked?
G: Yes! 16th to 20th February, Manchester to Porto. I'm so excited.
T: Great. I'll make a plan: francesinha, port cellars, maybe the Douro Valley.
G: Amazing. Can I try surfing?
T: Absolutely. I've done ten lessons now, I can stand up properly. I'll book you a beginner lesson.
G: Scared but in. How's Bica?
T: She ate a shoe and half of my Portuguese textbook. Dona Fátima didn't accept that excuse.
G: Ha. When is your exam?
T: The A2 exam is on the 11th of February. Wish me luck.
G: Boa sorte!
T: Your accent is terrible. Perfect.
"""),
dict(n=15, date="2023-02-25", time="13:00", text="""
G: Back home and missing Porto already. Thank you for the best trip!!
T: We loved having you! Bica keeps looking for you on the sofa bed.
G: The francesinha is still in my system. Best and worst thing I've ever eaten.
T: A sandwich with steak, sausage, ham, cheese and beer sauce. Portuguese healthy eating.
G: And the Douro Valley day!! The boat, the vineyards, the port tasting.
T: You bought four bottles.
G: Five. One was hidden. And SURFING. I stood up!
T: You stood for three seconds and screamed the whole time. I have video.
G: Never show anyone. Did you hear about your exam?
T: I passed A2! 84%.
G: Parabéns!! See, I'm learning.
T: Niamh's seagrass project also got extra funding, so we're staying at least three years.
G: So you're properly a Porto person now.
T: Almost. I still eat dinner at 7pm, everyone thinks I'm a child.
"""),
dict(n=16, date="2023-03-18", time="10:45", text="""
T: My dad's coming to visit Porto next week!
G: Lovely! Is he well enough to travel?
T: Totally. He walks everywhere now, he's lost 12 kilos. His cardiologist calls him the star patient.
G: That's amazing considering how ill he was.
T: I know. He's like a different person. He's going to love the hills. Or hate them.
G: Ha. I've signed up for a pottery course! Wednesday evenings, six weeks, at a studio in Ancoats.
T: Pottery! Do you get to do the Ghost scene?
G: Everyone asks that. The first class was on Wednesday. I made a very sad bowl. It's wonky but it's mine.
T: A new hobby that isn't a ukulele. Good.
G: Exactly. I'm also considering the Manchester Marathon next year. Maybe.
T: Do it. I'll come and cheer.
G: Speaking of, are you still coming to Manchester in June?
T: Yes! Booked. 9th to 13th June. Niamh is coming too.
G: Yay! Miso will hide under the bed the whole time.
T: She'll come round. Everyone loves me.
G: That is not true, the sheep in Donegal didn't.
T: The sheep was jealous.
"""),
]
