# -*- coding: utf-8 -*-
"""Pair 2: Dean Whitcombe (long-haul lorry driver, Corran Haulage) and Gaz Pryce (captain of the
pub-quiz team The Tachographs at The Wheatsheaf), 2024.
Odd sessions 1-11 are LoCoMo-shaped JSON, the rest DiscordChatExporter JSON exports of their DM."""

PAIR = "Dean_and_Gaz"
SPEAKERS = {
    "D": {"short": "Dean", "user": "deano_hgv", "uid": "402917733145001985", "avatar": 3},
    "G": {"short": "Gaz", "user": "gaz.quizmaster", "uid": "331508264912257024", "avatar": 1},
}
SPEAKER_A, SPEAKER_B = "D", "G"
DISCORD_CHANNEL_ID = "1187342200961024010"
DISCORD_OWNER = "G"   # Gaz made the exports

SESSIONS = [
dict(n=1, shape="locomo", date="2024-01-09", time="20:50", turns="""
G: Happy new year, driver! You back on the road?
D: Since yesterday. Daventry to Eurocentral and back, three nights a week again.
G: The Glasgow run. So you'll miss Thursdays?
D: Most of them. I'm only back on a Thursday every other week. The rota's a nightmare.
G: Gutted. We need you for the geography round. Priya thinks Lesotho is in South America.
D: Ha! It's inside South Africa, tell her.
G: I did, she didn't believe me.
D: How did we finish before Christmas?
G: Fifth out of twelve in the Nene Valley league. Not bad, not good. Brains Trust top again, smug gits.
D: Always Brains Trust. Their captain's a retired headmaster, it's cheating.
G: Bigger problem: Roy's moving to Spain.
D: Roy? Our Roy? When?
G: March. His daughter's in Alicante and they're buying a place near her. He told us at the Christmas quiz.
D: That's our history man gone. Who knows the kings and queens now?
G: Exactly. I'm going to have to recruit.
D: Put a notice on the board by the dartboard. Terry won't mind.
G: Good shout. We need someone who knows sport as well. Neither of us can tell a rugby ball from a melon.
D: Speak for yourself, I watched the darts all Christmas.
G: Darts isn't sport, it's maths with beer.
D: Don't let Terry hear you say that.
G: How's the truck?
D: The old Scania's on its last legs. 900,000 km on the clock. The heater packed up on the M74 before Christmas, I drove to Glasgow in my coat and hat.
G: Brutal. Get them to buy you a new one.
D: I've been asking for two years.
G: Right, I'll do the notice tomorrow. Safe driving.
D: Cheers mate.
"""),

dict(n=2, shape="discord", date="2024-01-28", time="07:06", turns="""
D: morning from sunny tebay services ❄️
G: you what? thought you were in glasgow
D: was meant to be back at daventry by 4am. M6 shut at Shap last night, a lorry jackknifed in the snow. police turned everyone off at junction 38
D: slept in the cab. -6 outside. thank god for the night heater
G: thought your heater was knackered
D: the night heater's separate, it's the cab heater that's broke. still broke btw
G: lol. corran haulage, luxury travel
D: you're not missing much, there's a queue of 40 trucks for the showers
G: well you missed a cracker on thursday. we WON
D: get in!! how
G: tie break. last question, "what element has the symbol W". priya shouted tungsten before terry finished reading it
D: legend. she's redeemed herself for lesotho
G: she still thinks it's in south america tbh
D: league position?
G: up to 4th. 2 points behind the Quizzly Bears in 3rd
D: we'll have them
G: also roy's leaving do is friday 8th march at the wheatsheaf. he wants a curry night
D: put me down, i'll swap a shift if i have to
G: and i've had one reply to the notice already. a woman called shona, PE teacher at the high school
D: PE teacher = sport sorted
G: that's my thinking. she's coming to the quiz on the 8th feb as a trial
D+25: road's open!! finally moving
G: drive safe
D: 👍
"""),

dict(n=3, shape="locomo", date="2024-02-18", time="21:15", turns="""
D: Guess who's got a new motor.
G: Not the truck?!
D: Brand new DAF XF. Picked it up from the dealer in Northampton on Wednesday. 480 horsepower, a heater that works, and a fridge in the cab.
G: A fridge! You'll never come home.
D: Might not. It's nicer than my flat.
G: What happened to the old Scania?
D: Sold to a firm in Poland. Two of their lads came and drove it away. I nearly waved it off.
G: Sentimental about a lorry.
D: Eleven years in that cab, mate. It knew me better than my ex-wife did.
G: Fair. Shona's trial night was brilliant, by the way.
D: Go on.
G: She got every single sport question right and most of the music. Knew who won the 1986 World Cup, knew the B-side of some Madness single.
D: Did she fit in?
G: Priya loved her. Roy grilled her on the Tudors and she held her own.
D: Then sign her up.
G: I asked her. She's in. She starts properly on 7th March, the night before Roy's do, so it's a proper handover.
D: Changing of the guard.
G: While we're at it, do we need a new team name? No one's ever loved "The Tachographs" except you.
D: Over my dead body. I named that team.
G: I know. That's why it's a terrible name.
D: It's a classic. Every trucker in the league laughs.
G: Both of them.
D: Ha. How's the league?
G: Still 4th. Lost to Brains Trust on Thursday by three points. The picture round killed us, famous bridges.
D: I'd have got bridges! I drive over half of them.
G: You were in Glasgow.
D: As usual. The rota changes in April, maybe I'll be about more.
"""),

dict(n=4, shape="discord", date="2024-03-10", time="11:38", turns="""
G: recovered from friday yet?
D: just about. roy's do was a belter
G: he cried when priya gave him the quiz book
D: that book was a good shout. "1000 questions on Spanish history", he'll be the smartest bloke in alicante
G: when does he fly?
D: tuesday from luton. he's driving the van down with his furniture first
G: and thursday was shona's first official night. we came 2nd on the night
D: 2nd with the new girl, not bad
G: she's not "the new girl", she's 41 and could bench press you
D: fair
G: got an idea i want to run past you
D: go on
G: a charity quiz. we run one. proper, in the function room at the wheatsheaf. teams pay to enter, raffle, the lot
D: for who?
G: you tell me. you're the one who got airlifted off the A14
D: the air ambulance. yeah. back in 2019. Three Counties Air Ambulance. they saved my leg mate
G: that's what i thought. we do it for them
D: i'm in. 100%
G: i'll talk to terry about dates. thinking september, after the summer holidays
D: i'll do a round. something about roads
G: of course you will
D: 🚛
G: league still 4th btw. brains trust still top. bunch of walking wikipedias
D: one day
"""),

dict(n=5, shape="locomo", date="2024-03-31", time="18:05", turns="""
D: Rota's changed. From next week I'm off the Glasgow run.
G: Thank god. Where to?
D: Holyhead. Trailers for the Irish ferries. Daventry to Holyhead and back in a day, five days a week.
G: So you're home every night?
D: Most nights. Back by nine. So Thursdays I'm yours.
G: Brilliant. The league needs you.
D: What's the news on the charity quiz?
G: Terry's given us the function room for Saturday 14th September. Free of charge, he just wants the bar takings.
D: Good old Terry.
G: Fifty teams max in that room. I'm thinking £5 a head, teams of up to six.
D: Sound. Raffle too?
G: Raffle too. I'll go round the shops for prizes.
D: I want to do a round. Motorway services. Picture round, name the services from the photo.
G: Nobody but you will get a single one.
D: That's the beauty of it.
G: We'll see. Maybe make it multiple choice.
D: Fine. Tebay will be on there. The farm shop one.
G: Where you slept in the snow.
D: Happy memories.
G: How's Roy getting on in Spain?
D: He sent me a photo of his pool. Green. Like pea soup.
G: Ha. He'll sort it.
D: He's joined an English-speaking quiz in a bar in Alicante. Already won a bottle of brandy.
G: Traitor.
D: Is Shona settling in?
G: She's a machine. Knew the height of Everest to the metre last week.
D: 8,849.
G: Showing off.
"""),

dict(n=6, shape="discord", date="2024-04-21", time="20:17", turns="""
D: that's my CPC done for another 5 years
G: cpc?
D: driver CPC. 35 hours of classroom every five years or they take your licence off you. did the last 2 days this week at the training centre in coventry
G: sounds thrilling
D: the module on load security was actually decent. rest was death by powerpoint
G: thursday was a heartbreaker
D: i know, i was there mate
G: still. tie break against brains trust. "what year did the severn bridge open"
D: and i said 1966 and shona said 1967 and we went with shona
G: and it was 1966
D: i'm never letting her forget it
G: she bought you a pint to say sorry
D: she did. i've forgiven her. mostly
G: even so we're up to 3rd. quizzly bears lost twice
D: 3rd!! now we're talking
G: charity quiz update: i've got prizes. the golden dragon are giving a £50 meal voucher, and the garage on station road is doing a free MOT
D: nice. an MOT is a good prize round here
G: and i've set up a justgiving page. £120 already from the regulars
D: i'll share it on the drivers' facebook group
G: do. how's holyhead treating you?
D: love it. the A55 along the coast is gorgeous first thing. saw the sun come up over the menai strait on tuesday
G: poet laureate of the A55
D: 😂 it's a nicer view than the M74 in sleet
"""),

dict(n=7, shape="locomo", date="2024-05-12", time="19:45", turns="""
D: Proud dad moment. Kayla passed her driving test on Friday!
G: No way! First time?
D: First time. Two minors. She was doing a dance on the phone.
G: Taught by the best.
D: Taught by her mum mostly, I'm never home. I did the motorway bits.
G: What's she driving?
D: Her nan's old Fiesta. It's blue and it smells of mints.
G: Classic first car.
D: Insurance is £1,600 though. For a 17-year-old in a Fiesta. Daylight robbery.
G: Get her a black box.
D: Got one. Any more news on the charity thing?
G: Loads. Priya's designing posters. We've had 8 teams sign up already and it's only May.
D: Eight! Who?
G: Brains Trust, obviously. The Quizzly Bears. The darts team. Two teams from Shona's school. The rest are Priya's pharmacy lot.
D: Brains Trust at a charity quiz. They'll take it far too seriously.
G: They've asked if there's a trophy.
D: Of course they have.
G: I'm thinking of getting one. Terry knows a bloke who does engraving.
D: Call it the Roy Cup?
G: Ha. He'd love that. I'll ask him.
D: How many questions are we doing?
G: Eight rounds of ten. Plus your picture round as a bonus sheet.
D: I've done 6 of the service station photos already. Took them on my breaks.
G: You're taking photos of service stations on your breaks.
D: It's called commitment.
G: It's called a cry for help.
D: Says the man who's laminated the league table.
G: It's on the fridge. Motivation.
D: We're still third?
G: Still third. The Quizzly Bears are two points behind us now.
"""),

dict(n=8, shape="discord", date="2024-06-02", time="18:02", turns="""
D: big news from work. they're shutting daventry
G: what?? are you out of a job?
D: no no. the depot's moving to magna park at lutterworth. brand new warehouse. everyone's transferring in july
G: lutterworth. is that further for you?
D: closer! 15 mins from mine instead of 40. an extra half hour in bed
G: luxury. when?
D: first shift out of lutterworth is monday 8th july
G: holyhead still?
D: holyhead still. same trailers, just a different yard
G: in other news: WE'RE SECOND
D: NO
G: beat brains trust on thursday. 62 to 59. first time in two years
D: i was there, i'm still buzzing. shona's face when she got the snooker question
G: "who won the 1985 world snooker final" and she says "dennis taylor, black ball, 18-17" before terry even finished
D: she's a machine
G: 3 points behind brains trust with 8 weeks left
D: we can catch them
G: we can. also, my laptop died. lost half the charity quiz questions
D: noooo
G: the music round was on it. 2 hours work
D: didn't you back it up?
G: i'm a quizmaster not an IT man
D: use google drive like a normal human
G: priya's set one up for us. "tachographs charity quiz" folder. shared it with you
D: got it. i'll put my services photos in there
G: your photos of car parks
D: they're not car parks, they're works of art
"""),

dict(n=9, shape="locomo", date="2024-06-23", time="13:30", turns="""
G: Bad news. The function room's double-booked for the 14th of September.
D: You're joking. Terry gave it us back in March!
G: He did, but his wife took a booking for a wedding reception on the same night and didn't write it in the diary.
D: So what now?
G: We've moved it a week. Saturday 21st September. Same room, 7pm start.
D: Fine by me. Have you told the teams?
G: Emailed all fourteen. Only one can't make the new date, the darts team, they've got a tournament in Blackpool.
D: Fourteen teams! Up from eight.
G: Thirteen now, without the darts lot.
D: Still good. Did you ask Roy about the cup?
G: I did. He said he's honoured and he's flying back for it!
D: Roy's coming back for the quiz?
G: He's booked his flights already. Arriving on the 19th of September. He'll present the Roy Cup himself.
D: That's brilliant. He'll make a speech, he won't be able to help himself.
G: We'll give him two minutes, then Terry rings the bell.
D: How's the music round? Did you redo it?
G: Shona did it. She says it's the best round in the quiz. It's all 80s one-hit wonders.
D: Can't wait to get them all wrong.
G: And how's the service station round?
D: Done! Twelve photos. Tebay, Gloucester, Leicester Forest East, Rownhams, the one that's a bridge over the motorway...
G: Nobody will get them.
D: I've made it multiple choice like you said.
G: That's growth.
D: Kayla drove me to the pub on Thursday. First time she's chauffeured her old man.
G: Proud?
D: Terrified. She takes roundabouts like a rally driver.
"""),

dict(n=10, shape="discord", date="2024-07-14", time="21:09", turns="""
D: week one at lutterworth done
G: how is it
D: canteen's better. bacon rolls are £2.20 not £3
G: life changing
D: bad news though. they've put me on a double holyhead on the 25th. i'll miss the last league night
G: NOOO. that's the decider
D: i know. tried to swap, nobody will. summer holidays, half the drivers are off
G: we'll be a man down against brains trust
D: ask priya's husband, he's alright on geography
G: ravi? he thinks lesotho is in south america too. it's a family thing
D: 😂 then ask my kayla
G: your kayla is 17
D: and she knows more about tiktok than any of us. there's always a tiktok question now
G: ...actually not a bad shout. does she want to?
D: she'll do it for a free coke and crisps
G: deal
D: league maths?
G: we're 1 point behind brains trust now. we beat them on goal difference... i mean points difference
D: did you just say goal difference
G: shona's rubbing off on me
D: charity quiz tally?
G: 19 teams registered. justgiving's on £410
D: smashing. see you thursday
G: 👍
"""),

dict(n=11, shape="locomo", date="2024-08-04", time="10:20", turns="""
D: Well? Don't keep me in suspense. I've been on the road since Thursday night.
G: We came second. By one point.
D: Noooo.
G: Brains Trust won the league by a single point. It came down to the very last question.
D: What was it?
G: "What is the capital of Australia?" We wrote Sydney.
D: Who wrote Sydney?!
G: I'm not saying.
D: Gaz.
G: It was a team decision.
D: It was you, wasn't it.
G: ...It was me. Canberra. I know it's Canberra. I panicked.
D: 😂 I'll never let you live that down.
G: Your Kayla was a star though. Got the TikTok question and one on Taylor Swift albums.
D: She told me. She's asked if she can come again.
G: She can. She's the youngest player in the league by about thirty years.
D: Second in the league's still our best ever, right?
G: Best ever. Previous best was fourth in 2019. There's a little shield for the runners-up.
D: We'll put it behind the bar.
G: Terry's already put it up next to the dartboard. [img:a small silver shield engraved Runners-Up on a pub wall beside a dartboard]
D: Charity quiz?
G: 22 teams now, seven weeks to go. I'm quizmaster, obviously. You're the scorer.
D: Scorer? I wanted to read my round!
G: You can read your round. Then you go back to the scoring table.
D: Fine. I'll bring my calculator.
G: Priya's doing the raffle. Shona's doing the music round on the speakers.
D: Proper operation.
G: Terry says if we fill the room he'll put on chip butties at half time.
D: Then we must fill the room.
"""),

dict(n=12, shape="discord", date="2024-09-22", time="12:14", turns="""
G: still buzzing from last night. what a night
D: my feet hurt. scoring 26 teams is a workout
G: 26!! on the night! 4 walk-ins
D: room was rammed. terry ran out of chip butties by 9
G: final total: £1,437 for Three Counties Air Ambulance 🚁
D: that's incredible. more than double what we hoped
G: £780 on the door, £412 from the raffle, the rest from justgiving and the bucket
D: and roy's speech
G: roy's speech was 11 minutes
D: terry rang the bell twice
G: and he kept going 😂
D: who won in the end? i lost track after the tie-break drama
G: "The Know-It-Owls". teachers from shona's school. beat brains trust by 2 points
D: brains trust beaten by PE teachers. best night of my life
G: lol. and your service stations round
D: go on
G: average score 2 out of 12. lowest scoring round of the night
D: PERFECT. exactly as intended
G: rownhams was the one nobody got
D: nobody ever gets rownhams
G: the air ambulance want us to present the cheque at their base. friday 18th october, 11am
D: i'll book it off. wouldn't miss that
G: and they want to bring a helicopter to the pub next year
D: next year?? are we doing it again?
G: obviously
"""),

dict(n=13, shape="discord", date="2024-10-13", time="16:41", turns="""
D: rota change again
G: not glasgow
D: worse. felixstowe. containers from the port, lutterworth to felixstowe, nights
G: nights?? what about thursdays
D: sunday to thursday nights. so on thursdays i'm on the A14 at 9pm
G: the a14. the one you got airlifted off
D: that's the one. the irony isn't lost on me
G: that's us a man down again all season
D: sorry mate. it's more money. £3 an hour night premium. kayla's insurance doesn't pay itself
G: fair enough. kayla can fill in for you
D: she's already asked. she says she's "the team's secret weapon"
G: she is. new season starts thursday 31st october. first match v quizzly bears
D: you'll smash them
G: and the cheque: friday is still on, 11am at the base at marston hall airfield. you still coming?
D: course. booked it off weeks ago. i'll be on no sleep but i'll be there
G: they've made us a giant cheque. roy wants a photo of it for his bar in alicante
D: of course he does
G: roy's coming back for christmas too. wants a rematch with brains trust on boxing day
D: brains trust don't do boxing day
G: roy's arranging a "friendly". with a side bet
D: god help us
G: oh and there's a name issue. the league's new rules say no team names over 15 characters
D: "The Tachographs" is 15 exactly
G: ...you counted?
D: counted back in february when you tried to change it. we're safe
"""),
]
