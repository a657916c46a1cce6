# Pair 2: Kasia Nowak (touring front-of-house sound engineer, London) and Tom Reddy
# (ex-council planner opening a second-hand record shop in Hull). Former bandmates in
# The Lowland Hundred (first EP "Salt Roads", 2008) with drummer Fergal "Fig" Doyle.

PAIR = {
    "folder": "Kasia_and_Tom",
    "speaker_a": "K",
    "speaker_b": "T",
    "names": {
        "locomo": {"K": "Kasia", "T": "Tom"},
        "plain": {"K": "Kasia", "T": "Tom"},
        "whatsapp": {"K": "Kasia Nowak", "T": "Tom Reddy"},
    },
}

SESSIONS = [
    dict(num=1, shape="whatsapp", start="2023-01-15 22:40", text="""
T: You awake? What time is it in Germany
K: 11.40, just finished load out in Hamburg. What's up
T: I did it. Took the redundancy. Last day at the council is the 31st
K: TOM. Holy shit. After 12 years of planning applications??
T: 12 years of people wanting to build conservatories. I'm done
K: So what's the plan?? Please don't say a podcast
T: Record shop
K: ...
K: Actually that's perfect. You've basically been running one out of your spare room since 2010
T: 4000 records in the spare room and Jen says they go or I go. So they're going into a shop
K: Where??
T: There's a unit on Newland Avenue, old vape shop. £1,100 a month. Viewing it Thursday
K: Newland Ave is good, loads of students. Is £1,100 a lot for Hull?
T: It's a lot for me. Redundancy's about 28 grand, that's my runway
K: Do it properly then. Don't sign anything without a solicitor
T: Yes mum
K: I mean it, remember the van lease in 2011
T: We don't talk about the van lease
K: 😂 How's Fig? Haven't heard from him in ages
T: Still at the brewery, still has the drum kit in his garage. He asked about you
T: Actually he had an idea. It's 15 years since Salt Roads came out, in October. He thinks we should do a gig
K: A Lowland Hundred reunion???
T: One gig. For fun. Family and old fans, all 40 of them
K: Oh god. I haven't played bass on stage since 2015. My fingers will bleed
K: ...I'm in though obviously
T: YES
K: But I'm on tour basically all year, it'd have to fit around Marrowfield. Autumn could work
T: I'll look at venues. Go to bed, you sound knackered
K: I'm always knackered. This is what 38 looks like. Night Tommy
"""),
    dict(num=2, shape="locomo", start="2023-02-05 19:30", text="""
K: Right, I'm home for two whole weeks. Tell me everything about the shop.
T: The Newland Avenue one fell through.
K: No! What happened?
T: The landlord wanted a ten-year lease and a personal guarantee. So if the shop went bust I'd owe him ten years of rent out of my own pocket. My solicitor said run.
K: See, told you. Solicitor. Good.
T: You did. Anyway, there's a better one. Unit 7 in Trinity Lanes Arcade, in the old town. It used to be a tailor's. Wooden floor, big window, and there's a cellar.
K: Oh I know that arcade! Next to the coffee place with the sourdough?
T: That's the one. Asking £950 a month. They've said they'd do a five-year lease.
K: That's cheaper than Newland and way more character. Go for it.
T: I'm going to try and knock them down a bit. The unit's been empty eight months, they're keen.
K: Absolutely haggle. You're a planner, you know better than anyone how long empty units sit.
T: Ex-planner. How was the tour?
K: Good and brutal. 22 shows in 26 days. Berlin was the best, that room sounds amazing. Warsaw was the worst, the in-house desk had a dead channel and I only found it during soundcheck.
T: What are you mixing on these days?
K: We carry a DiGiCo SD12 for the big rooms. It's the love of my life.
T: More than Dan?
K: Dan knows his place.
T: Ha. So. Reunion. I rang Fig. He's massively up for it. He's already practising.
K: Fig practising is a terrifying image.
T: He's doing it with headphones on in his garage. His neighbours thank God.
K: Where would we play?
T: I'm thinking The Boatyard. The back room holds 200. I know the booker, Shaz, she used to come to our gigs.
K: Shaz with the pink hair! Yes. The Boatyard would be perfect.
T: October, for the anniversary. Can you do a Saturday in October?
K: Marrowfield have a UK tour in September and then nothing confirmed after. Let's aim for mid October.
T: I'll ask Shaz for dates.
K: This is happening. Oh god. I need to find my bass. I think it's in my mum's loft.
"""),
    dict(num=3, shape="plain", start="2023-02-27 12:15", text="""
T: Went on my first proper buying trip yesterday.
K: Ooh where
T: Whitby. House clearance. The guy's dad was a fisherman and a massive collector. 600 records in the front room.
K: How much?
T: £400 for the lot. Mostly Jim Reeves and brass band stuff, honestly. But there were about 40 northern soul 45s in a shoebox under the bed.
K: No way. Good ones?
T: A couple of real ones. There's a Tommy Hunt I reckon is worth £150 on its own. I nearly fainted.
K: Did the son know?
T: I told him. I'm not going to rip off a grieving bloke. He said his dad would want them to go to someone who'd care. Still only wanted the £400.
K: That's lovely. You're too honest for this business.
T: Probably. Then I got fish and chips on the pier and drove home with 600 records and a van that smelt of mothballs.
K: Living the dream. Have you decided on the name yet?
T: Leaning towards Needle & Dust.
K: Hmm. It's ok. Bit grim? Sounds like a Victorian disease
T: It's atmospheric!
K: It's consumption. What else is on the list?
T: Second Spin, Lowland Records, Cellar Door.
K: Lowland Records is sweet but people will think it's a label. I like Second Spin.
T: Jen likes Second Spin too. You're ganging up on me.
K: We're right. Anyway I've got news. Marrowfield's US tour is on. Five weeks.
T: When?
K: I fly to Chicago on the 30th of March. Back early May. Then festivals.
T: America! Living the dream yourself.
K: It's 5 weeks of buses and Denny's. But yes, a bit.
T: Any progress on the arcade unit? is what you're about to ask
K: That was MY question
T: Meeting the landlord's agent on Thursday. Wish me luck with the haggling.
K: Go in low. Mention the eight months empty.
"""),
    dict(num=4, shape="locomo", start="2023-03-19 21:10", text="""
T: Done deal on the arcade!
K: YESSS. How much did you get them down to?
T: £875 a month. Five-year lease, with a break clause at year three so I'm not trapped if it all goes wrong. And three months rent-free for the fit-out.
K: Three months free! Tom that's a brilliant deal.
T: The eight-months-empty line worked. And my solicitor found a dodgy clause about the cellar flooding, got them to take responsibility for it.
K: Cellar flooding, lovely. Don't keep the good stuff down there.
T: The cellar's going to be the bargain bins. £1 records. If they get wet, they get wet.
K: Ha. When do you sign?
T: On Friday. Then I get the keys.
K: I'll be packing for Chicago, but I'll toast you from my suitcase.
T: When do you actually fly?
K: The 30th. Gatwick to O'Hare. First show is on the 1st in Chicago. Then it's all over the place. Denver, Austin, LA, Seattle.
T: Mind your ears over there. How's the ringing?
K: Still there. Bit worse after the last tour. I finally got moulds done for custom earplugs last week, they take three weeks.
T: Good. You can't mix if you can't hear.
K: I know. The audiologist said it's mild, but I need to be careful. 17 years of loud rooms.
T: And 8 of those were us.
K: You were the loudest. Your Marshall was a war crime.
T: It was art. Speaking of which, Shaz came back about The Boatyard. She's offered Saturday the 14th of October.
K: The 14th works! Marrowfield's UK tour ends at the end of September. Book it!
T: Booking it tomorrow. £300 hire for the back room, and we split the door.
K: Fig will lose his mind. We need to rehearse though. Properly. Not like 2014.
T: August. When you're back from the festivals.
K: August. I'll block it.
T: I'm going to do the fit-out myself with Dad. He's offered to build the record racks.
K: Your dad and his scaffold boards.
T: How do you know it'll be scaffold boards?
K: Everything your dad builds is scaffold boards.
"""),
    dict(num=5, shape="whatsapp", start="2023-04-16 16:20", text="""
K: Greetings from Denver. I have had the worst 48 hours of my career
T: Oh no what happened
K: Friday night the venue's desk died. Completely. 20 minutes before doors. Our SD12 was stuck in a truck in Kansas because of a blizzard
T: A blizzard in April??
K: It's Colorado. So I mixed the whole show on a 24-channel analogue desk they found in a storage room. Like it was 2009
T: Like the Adelphi days
K: EXACTLY like the Adelphi. And honestly? It sounded great. The band said it was the best show of the tour
T: Of course it did. You're a legend
K: I'm a tired legend. How's the shop
T: The fit-out is nearly done. Dad's racks are in
T: [photo: wooden record racks made from scaffold boards in an empty shop]
K: SCAFFOLD BOARDS. I knew it
T: They look great though!!
K: They do look great. Seriously. Very Shoreditch
T: And big news, the name is Second Spin. Official. Sign's being painted next week
K: Yesss. What happened to Needle & Dust?
T: Turns out there's a shop in York called Needle & Dust. Opened last year. So it was decided for me
K: The universe agrees with me
T: And Jen. And my mum. And literally everyone
K: When do you open?
T: Aiming for early June. Need stock though. 4000 from the spare room plus Whitby isn't enough to fill the racks
K: Any more buying trips?
T: Got a lead on a big jazz collection. A widow in Beverley. Going to see it next weekend
K: Jazz is where the money is
T: That's what every dealer says. Fingers crossed
K: Also I got the earplugs. The custom ones. They're purple
T: Purple!
K: They only had purple or beige. Would you pick beige?
T: Fair
"""),
    dict(num=6, shape="locomo", start="2023-05-07 11:00", text="""
K: I'm home! Five weeks of America and I've come back with jet lag and a cowboy hat.
T: A cowboy hat. Please tell me you've worn it.
K: Only in Austin. Everyone does in Austin, it's the law.
T: Welcome back. I've got news. Remember the jazz widow?
K: Beverley! Did you buy it?
T: I did. Mrs Ogden. Her husband Frank collected for fifty years. 1,800 LPs, all in plastic sleeves, all filed by label. Three grand.
K: Three thousand! That's a lot of your runway.
T: It's the best money I'll ever spend. There's Blue Note, Impulse, Prestige, ECM. And a Blue Note first pressing of Hank Mobley. Original label. I checked it five times.
K: How much is that worth?
T: Could be a grand, maybe more. I'm not sure I can sell it. It feels like it should go to someone who'll cherish it.
K: Tom. You're opening a shop. You have to sell things.
T: I know I know. Mrs Ogden made me tea and told me Frank's stories about every record for three hours.
K: That's so lovely. Did she cry?
T: We both did a bit. She said she's glad they're going to a shop and not a skip.
K: Ok, so when are you opening?
T: Saturday the 3rd of June. It's official. Posters are up.
K: Argh! I'm in Barcelona that week. Marrowfield are playing Primavera on the Thursday and I'm stuck there till the Sunday.
T: It's fine. You'll be there in spirit.
K: I'll send you something. Who's DJing the opening?
T: Fig. He's doing a soul set, all 45s.
K: Fig DJing. Will anyone survive.
T: He's been practising his transitions.
K: That's what worries me. Is the Boatyard booked properly?
T: Booked and paid. £100 deposit, Shaz has put it in the calendar. Saturday 14th October. Tickets go on sale in August.
K: It's so real now.
T: How are the ears?
K: The earplugs are amazing. The ringing's no worse. I'm going to see the audiologist again in November.
"""),
    dict(num=7, shape="locomo", start="2023-06-04 10:30", text="""
K: HOW DID IT GO. I've been dying.
T: Kasia. It was the best day of my life. Apart from my wedding. Don't tell Jen I said apart from.
K: Tell me everything!!
T: There was a queue out of the arcade at 10am. A QUEUE. For a record shop. In Hull.
K: Stop!!
T: Took £1,460 on the day. I'd hoped for about five hundred.
K: Tom that's incredible!! What sold?
T: Jazz, mostly. Mrs Ogden's records went mad. People were pulling out Prestige records and actually gasping. And the soul 45s from Whitby, the Tommy Hunt went for £140.
K: And the Hank Mobley?
T: Not for sale. It's behind the counter in a frame. I've decided. It's the shop's lucky charm.
K: You big softie. Fine, I respect it.
T: Mrs Ogden came! She brought a cake.
K: I'm crying in a Barcelona hotel lobby.
T: How's Primavera?
K: Marrowfield played Thursday, it went great, 20,000 people. I'm still here because their drummer's got a side project playing tonight and they asked me to mix it.
T: Fig's DJ set was chaos by the way. He played the same record twice and didn't notice.
K: 😂 Which one?
T: Move On Up. Nobody minded, honestly, everyone danced both times.
K: Classic Fig. Did he say anything about the reunion?
T: He's got a whole setlist written already. Fourteen songs. Including Salt Roads twice, once to open and once as the encore.
K: He always wanted to do that.
T: First rehearsal. Can we lock a weekend in August?
K: My festival run ends on the 6th of August. How about the 12th and 13th?
T: Done. I'll book the Soundhouse rooms.
K: Did the flowers arrive?
T: The massive ones? They're on the counter. Everyone thought they were from a secret admirer.
K: They were from your secret admirer, obviously 😘
T: Jen found the card. She laughed.
"""),
    dict(num=8, shape="plain", start="2023-07-03 21:00", text="""
K: Finally recovered from Glastonbury. Just about.
T: How was it? I watched some on the telly
K: Mixed for a different band this year, Elsie Marr on the Park stage. Marrowfield's drummer recommended me. It was 29 degrees and the desk was in direct sun. I had to put a towel over it.
T: A towel over a mixing desk. Very professional.
K: Very. How's business after the big opening?
T: Steadier. Weekdays are quiet, Saturdays are mad. I'm averaging about £2,500 a week. Rent was free till the end of June though, so from July it gets real.
K: You'll be fine. Any new additions?
T: Yes! The shop has a cat.
K: WHAT
T: Picked him up from the RSPCA on Tuesday. He's black and white, about four years old. He's called Mingus.
K: Mingus 😍 Did you name him?
T: Course. After Charles Mingus. He sleeps in the jazz section on top of the Blue Notes.
K: He knows where the money is.
T: Customers love him. A lad came in and bought three records just because Mingus sat on them.
K: Best sales assistant you'll ever have. Any more buying trips planned?
T: Yes, a big one. I'm going to Rotterdam. There's a dealer, Pieter, who's clearing out a warehouse. Thousands of records. I'm taking the van on the overnight ferry from Hull.
K: When?
T: The 20th, back on the 22nd. Jen's minding the shop on the Friday and Saturday with Mingus.
K: Get some Dutch prog, it sells.
T: That's the plan. Also Shaz says tickets go on sale earlier than we said, Saturday the 29th. £15 each.
K: 15 quid! For the Lowland Hundred? Will anyone pay that?
T: Shaz thinks we'll sell 150. I think we'll sell 40.
K: We'll sell whatever we sell. My cousin's coming from Poland, that's one.
T: Ha. Rehearsals still the 12th and 13th?
K: Locked in. I've been practising bass in hotel rooms.
"""),
    dict(num=9, shape="whatsapp", start="2023-07-30 19:45", text="""
T: Back from Rotterdam. Alive. Barely
K: Tell me tell me
T: Pieter's warehouse was unbelievable. Bought 900 records. Dutch prog, Italo disco, loads of 80s Dutch new wave. Paid €2,200
K: That's a good price for 900?
T: Cheap. Some of the Italo will go for 30-40 quid each
T: BUT the van broke down on the way back. On the A63 just outside Hull. Clutch went
K: Nooo with 900 records in the back?
T: Sat on the hard shoulder for three hours waiting for the AA. Tow truck man was a massive Focus fan. Gave him a free record
K: 😂 only you
T: Van's fixed now. £640. There goes the profit from the Italo
K: Ugh. Ok I have news and I need your advice
T: Go
K: Marrowfield have been offered a tour of Japan and Australia in the autumn. Big support slot. They want me to do it
K: It's 5 October to 18 November
T: That's right over the 14th
K: I know. I feel sick about it. It's the biggest tour I'd ever do. Arenas in Australia. But I promised you and Fig
T: Kasia, you have to do it
K: But the gig
T: We move the gig. Shaz has other dates. I'll ask her about December
K: Are you sure?? Fig will be gutted
T: Fig will survive. Tickets went on sale yesterday by the way. We've already sold 62
K: 62!!
T: I'll talk to Shaz tomorrow. Tickets can transfer to the new date
K: I love you. You're the best ex-bandmate in the world
T: I know. Go say yes to Australia
"""),
    dict(num=10, shape="locomo", start="2023-08-20 18:00", text="""
K: My fingers still hurt from last weekend.
T: Mine too. And my voice is gone. Eight hours a day is too much for a 39-year-old throat.
K: You're 39? Since when?
T: Since March. You sent me a card. It had a cat on it.
K: Oh yeah. Sorry. Tour brain. Honestly though, I think it went well? Better than I expected.
T: Salt Roads sounded like 2008. I got goosebumps.
K: Fig was... rusty.
T: Fig was a disaster for the first four hours. Then he found it. By Sunday afternoon he was the old Fig.
K: The old Fig who speeds up in every chorus.
T: That's the charm.
K: So is the date definitely moved?
T: Yes. Shaz moved us to Friday the 1st of December. It was the only weekend date she had left before Christmas.
K: A Friday. Okay. I'm back from Australia on the 18th of November, so that gives us two weeks to rehearse again.
T: Exactly. The tickets all transferred automatically. We've sold 118 now.
K: 118!! We're going to sell out the back room?
T: Shaz reckons we will. Four people asked for refunds because they can't do a Friday. That's fine.
K: This is unreal. How's the shop doing in August?
T: August is dead. Students are gone, everyone's on holiday. Last week I took £900. But the Rotterdam stuff is selling online.
K: Online? Since when are you online?
T: I've started listing on Discogs. The Italo stuff is going to Germany and Japan. It's like a second shop.
K: Smart. How's Mingus?
T: He bit a customer. Just a little nip. The customer was trying to buy a Miles Davis record Mingus was sleeping on.
K: He was defending the stock.
T: I've put a sign up. "Mingus is not for sale and neither is his bed."
K: 😂 When do you close? I want to call you and Fig together next week.
T: I shut at 5.30 except Thursdays, I'm open till 8 on Thursdays now for the after-work crowd.
K: Thursday then. I fly to Tokyo on the 4th of October so let's plan everything before that.
"""),
    dict(num=11, shape="plain", start="2023-09-17 20:30", text="""
T: Bad news about Fig.
K: Oh no. What
T: He fell off a ladder on Tuesday. Clearing his gutters. Broke his wrist. The right one.
K: His drumming wrist?? Is he ok??
T: He's in a cast. He's ok in himself, moaning a lot. The doctor wants to see it again in two weeks to decide if it needs surgery.
K: Oh poor Fig. What does that mean for December?
T: Nobody knows yet. If it heals clean he might be fine by December. If it needs pins, he's out for months.
K: God. Should we think about a stand-in?
T: I brought it up and Fig went very quiet. I don't think I can do it without him, Kas. It's not the Lowland Hundred without Fig.
K: No. You're right. Let's wait for the scan.
T: Yeah. In other news, the shop's having a rough September.
K: How rough?
T: First months paying the full rent, plus business rates, plus the van repair. I'm down about £1,200 on where I wanted to be.
K: That's scary. Is the online stuff helping?
T: Online is about 40% of sales now. It's keeping me alive. I might need to cut a day, close on Mondays.
K: Nobody buys records on a Monday anyway.
T: That's what Jen said. Mingus will be happy, more sleeping.
K: Do you need money? I mean it. I've got savings.
T: No. Thank you. Really. I'll get through it. Christmas is supposed to be huge for record shops.
K: The offer stands. And I'll come and do a shift at Christmas.
T: You'll scare the customers.
K: I'll wear the cowboy hat.
T: Then sales will double.
"""),
    dict(num=12, shape="whatsapp", start="2023-10-15 08:10", text="""
K: Any news from Fig's appointment?
T: Yeah. Not good
T: He needs surgery. Pins in the wrist. They're doing it on the 24th. Surgeon says no drumming until at least February
K: Oh no. Poor Fig
T: So that's it Kas. The gig's off. I rang Shaz last night
T: Which would have been the original date. Didn't even notice till after
K: 😢 I'm gutted. I really wanted this
T: Me too. But I'm not doing it with a stand-in. We agreed
K: We did. No Fig, no Lowland Hundred
T: Shaz is refunding everyone through the ticket site. 131 tickets. She was lovely about it, she's not even keeping the deposit
K: Shaz is a hero. Send her flowers from me
T: Already did. From both of us
K: How is Fig taking it
T: Badly. He kept apologising. I told him to shut up and heal
K: I'll send him a video from here. Melbourne is beautiful by the way. We played the Forum last night, 2,000 people
T: Jealous
K: The desk here is an SD7. It's like driving a Ferrari
T: Nerd
K: Proud nerd. How's the shop?
T: Better actually. Closing Mondays was the right call. And I hired a Saturday person. Jade, she's a student at the uni, knows more about techno than me
K: That's not hard
T: Rude. But true
T: She started yesterday. Mingus already likes her more than me
K: 😂 He has taste
K: We'll do the gig one day. When Fig's wrist is fixed
T: One day. Go mix your Ferrari
"""),
    dict(num=13, shape="locomo", start="2023-11-26 15:00", text="""
K: I've been home a week and I still don't know what day it is.
T: Welcome home. How was the rest of Australia?
K: Incredible and exhausting. Sydney was the highlight. But I've made a decision, Tom.
T: Uh oh. What?
K: I'm stopping touring. At least for a couple of years. I've taken a job as house engineer at the Lantern Rooms in London. Starting on the 8th of January.
T: Kasia! That's massive. What made you decide?
K: My ears, mostly. I saw the audiologist on Tuesday. The tinnitus is a bit worse, not loads, but she said another five years of touring and I'll really regret it. And Dan and I want to actually live together for more than two weeks at a time.
T: That makes total sense. The Lantern Rooms is a great venue.
K: 800 capacity, amazing room, and I sleep in my own bed every night. They use a Midas there, which I'll have to get used to.
T: You'll be fine. You mixed Denver on an antique.
K: True! How's the shop?
T: Good news. November's been my best month since opening. I think the Christmas shoppers have started early. And the landlord agreed to freeze the rent at £875 for next year. They were going to put it up.
K: Brilliant. What was it going to go up to?
T: They floated £925. I showed them my footfall numbers for the arcade and said I'm the only shop in there with a queue on Saturdays. They backed down.
K: The ex-planner strikes again.
T: Also Mingus went missing for two days last week. I was in bits.
K: Oh no! Where was he?
T: Locked in the coffee shop's storeroom next door. He'd snuck in during a delivery. He'd eaten half a sourdough.
K: 😂 He's a criminal.
T: A criminal with good taste in bread.
K: How's Fig's wrist?
T: Surgery went fine. He's got a brace now. Physio says he might be drumming by March. He's already talking about next year.
K: The reunion?
T: He wants to do it next summer. I said let's see. Nothing booked.
K: Nothing booked. But maybe. I'll be in London and off tour, so for once I'll actually be free.
T: That's the first time in fifteen years you've said that.
K: I'm still coming to do a Christmas shift. The 23rd?
T: The 23rd. Bring the cowboy hat.
"""),
]
