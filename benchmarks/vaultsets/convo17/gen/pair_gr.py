# Pair 3: Gwen Harrop (retired pharmacist, 66) and Raj Sandhu (postman, then school groundsman),
# next-door neighbours in Addleford who run the Station Road Community Garden.
PAIR = {
    "folder": "Gwen_Raj",
    "speakers": {"G": "Gwen", "R": "Raj"},
    "names": {
        "locomo": {"G": "Gwen", "R": "Raj"},
        "jsonl": {"G": "Gwen", "R": "Raj"},
        # Telegram Desktop export made from Raj's account
        "telegram": {"G": "Gwen Harrop", "R": "Raj Sandhu"},
    },
    "telegram": {"chat_name": "Gwen Harrop", "chat_id": 6610248893,
                 "ids": {"G": "user6610248893", "R": "user5873301146"}},
    "order": ["G", "R"],
}

SESSIONS = [
dict(n=1, fmt="locomo", date="2023-04-02", time="19:15", turns="""
R: Well, how does it feel? Day two of retirement.
G: Strange! I woke up at ten to seven and lay there thinking "I'm late for the pharmacy". Then I remembered and had a second cup of tea in bed.
R: That's the spirit. How was the send-off on Friday?
G: Lovely. They did a buffet in the back room at the pharmacy and half of Addleford came in. Thirty-one years of dispensing. Mrs Petty cried, and she's never liked me.
R: Ha! What did they get you?
G: A pair of Felco secateurs, a garden centre voucher, and a card signed by what looked like the entire town. Someone wrote "who will tell me off about my blood pressure now?"
R: Sounds like Frank from the bakery.
G: It was definitely Frank.
R: So are you going to be at the garden every day now? I warn you, Jean will give you all the jobs.
G: At least three mornings a week. And I'll finally have time to do the treasurer's books properly instead of at midnight.
R: Good, because the grant application needs the accounts attached. I submitted it to the town council on the 20th. The decision is at the May meeting.
G: Two thousand four hundred pounds for a polytunnel. Fingers crossed. Did you send the letter from the school?
R: Yes, and the photos of the raised beds. And the bit about the kids' planting days.
G: Good. What's happening with the seed potatoes?
R: Charlottes are chitting in my garage in egg boxes. Meera has named every single one. There's a potato called Princess Sparkle.
G: I won't be able to eat Princess Sparkle.
R: You'll have to. We'll plant them Easter weekend if the ground's not too wet.
G: How's the round? Still up at four?
R: Half four. Out of the delivery office by six. My back's been playing up though, all those steps on the estate up by the church.
G: You should get that looked at. I'm saying that as a retired pharmacist, not a nosy neighbour.
R: Both, I think.
G: Both. Ibuprofen gel, and see the GP if it's still bad in a fortnight.
R: Yes, boss. Simran says the same thing.
G: Simran's very wise. Now, Alan and I are off on the cruise on the 29th, so I need you to cover my watering rota while I'm away.
R: The Norway one? Ten days?
G: Nine nights, the fjords. Bergen, Geiranger, somewhere with a glacier. Alan's been reading about it for months.
R: Of course I'll do the rota. Bring me back something with a troll on it.
G: Deal.
"""),
dict(n=2, fmt="jsonl", date="2023-04-23", time="09:12", turns="""
R: Gwen, have you been down the garden yet this morning?
G: No, why? I'm still in my dressing gown
R: Someone's broken into the shed. Padlock's been cut. The strimmer's gone and the petrol mower
G: Oh no. Oh Raj. When?
R: Must have been last night. Jean was down there at five yesterday and it was all fine
G: Have you rung the police?
R: 101, yes. They've given me a crime reference number. They said someone might come and look but I'm not holding my breath
G: The mower was only two years old. The Rotary club bought it for us
R: I know. We'll have to claim on the insurance. Is the policy in the folder?
G: Yes, in the blue lever arch file. NFU policy. I'll dig it out. I think the excess is £250
R: What a rotten thing to do
G: Did they take everything?
R: They left the hand tools and the seed trays, just took the stuff they can sell
G: We need a better lock. And maybe one of those motion lights
R: I can put a light up. A solar one, no wiring
G: Good. I'll ring the insurance tomorrow
R: Thanks. On a happier note, the potatoes finally went in on Monday, the ground was too wet at Easter. All six rows. Princess Sparkle is in row three
G: I'll be sure to say hello. Did the kids help?
R: Arjun dug, Meera supervised. Very bossy supervisor
G: Just like Jean
R: 😂 don't let her hear you
G: I've news too. I've signed up for the beekeeping course with the Addleford & District Beekeepers. Six weeks, Tuesday evenings, starting on the 9th of May, so just after I'm back from the cruise
R: Bees! At the garden?
G: If the committee agrees. A hive in the bottom corner by the hawthorn hedge. Pollination for the fruit trees and honey to sell
R: Jean's allergic, you know
G: Jean says she's allergic to everything she doesn't like. I'll ask her properly
R: Ha. Fair enough
G: I'll come down after breakfast and look at the shed
R: I'll put the kettle on in there. If they haven't taken that too
G: Don't joke
R: They left the kettle. Small mercies
"""),
dict(n=3, fmt="locomo", date="2023-05-14", time="17:30", turns="""
R: Welcome home! How were the fjords?
G: Raj, they were breathtaking. Geiranger in the morning mist, I cried. Alan took four hundred photographs, three hundred of them of the same waterfall.
R: Ha! How was his knee with all the walking?
G: Not good. He struggled on the excursion to the glacier and had to sit in the café. He's finally agreed to go back to the GP about it.
R: Good. Did you bring me a troll?
G: I brought you a troll. It's on your doorstep. It's hideous, you'll love it.
R: Perfect. I've got bad news though, from the council.
G: The grant?
R: Turned down. The letter came on Thursday. "A high number of applications this year", and the committee has "prioritised the skate park refurbishment."
G: The skate park! Oh for goodness' sake.
R: Arjun was delighted, to be fair.
G: Traitor. So no polytunnel.
R: Not from the council. But the Co-op has a Local Community Fund. Causes get nominated through the local store and members choose who gets the money. Our Co-op on Market Street does it.
G: Then let's apply. I'll do the accounts bit again.
R: The next round opens in June. I'll get the form.
G: Good. And the insurance paid out for the mower, did you see my email? £390 after the excess.
R: I saw! Not enough for a new petrol one, but we could get a battery mower. Less to steal, less noise.
G: Agreed. And Jean's happier with battery, she hates the fumes.
R: The solar light's up on the shed now. It went off at three this morning because of a fox.
G: At least it works. Did the potatoes come up?
R: They're through! I earthed them up yesterday. Princess Sparkle is thriving.
G: Bless her. Beekeeping started on Tuesday, by the way. The first evening was all theory: the queen, workers, drones, the life cycle.
R: Did you get to see bees?
G: Not yet. In week three we go to the association apiary and put the suits on. And if all goes well I can get a nucleus colony in June.
R: And what did Jean say?
G: Jean says she's fine as long as the hive is in the bottom corner and faces away from the path. Which was my plan anyway.
R: Peace in our time.
G: We also need to plan the open day. I thought the 15th of July. Plant sale, jam, tours of the beds.
R: Sounds good. I'll do a barbecue.
G: Halal and veggie sausages, please, so everyone can eat.
R: Obviously. I'll talk to the butcher on Church Street.
"""),
dict(n=4, fmt="telegram", date="2023-06-04", time="12:40", turns="""
G: Raj! The bees are in!
R: Already?! How did it go?
G: [photo] Collected the nucleus from Derek at the association yesterday morning. Five frames and a marked queen with a blue dot. I moved them into the hive in the bottom corner in the afternoon
R: Amazing. Were you scared?
G: Terrified. Derek came with me and talked me through it. Not a single sting
R: Does the queen have a name?
G: Meera named her already. She's called Queen Elsa
R: Of course she is 😂
G: She came down with Simran while we were doing it and watched through the fence. She asked about fourteen questions
R: That's Meera. Have you given her a beekeeping job yet?
G: She wants to be the honey taster
R: Sensible. I've got news too. We're getting hens
G: Hens! At your house?
R: Yes. Simran finally said yes. The kids have been on at us since Easter. I'm building a coop at the bottom of our garden this weekend. Well, I'm trying, the instructions are in terrible English
R: [photo]
G: That looks like a very fancy coop
R: It was £180 from a farm shop in Hebden. It's got a little ramp
G: Where are the hens coming from?
R: The British Hen Welfare Trust. They rehome ex-commercial laying hens instead of them going to slaughter. Collection is on the 24th at a farm near Wetherby, details here {link:https://rehoming.example/collection-points/wetherby}
G: How many?
R: Three to start with. The kids are already arguing about names
G: Give one of them a potato name
R: Ha. I'll suggest it
G: How's the back?
R: Saw the GP. Physio referral, and she said the round might be the problem. Eight years of steps
G: I hate to say I told you so
R: You love to say it
G: I do love it a bit
R: The Co-op form's in by the way. I sent it on Thursday. Decision in August
G: Wonderful. Fingers crossed twice in one year
"""),
dict(n=5, fmt="locomo", date="2023-06-25", time="18:50", turns="""
R: The hens are home!
G: Oh lovely! How many did you end up with?
R: Three, like we planned. Picked them up yesterday from the farm near Wetherby. They're a bit bald and very confused.
G: Ex-battery hens always look like that at first. They'll feather up in a few weeks.
R: That's what the volunteer said. The kids have named them. Nugget, Dotty and Princess Sparkle.
G: Princess Sparkle! After the potato!
R: Meera insisted. She said the potato "passed it on".
G: That child. Are they laying?
R: We got one egg this morning! Arjun carried it into the kitchen like the crown jewels.
R: [photo: a photo of a single brown egg in a child's hands over a kitchen table] First egg.
G: Beautiful. Now, mine: the bees are doing well. I did my first inspection on my own on Thursday. Found eggs and capped brood, so Queen Elsa is laying.
R: Look at you, an actual beekeeper.
G: Derek says I'm "promising". From Derek that's a medal.
R: How's Alan's knee?
G: The GP sent him for an X-ray. It's osteoarthritis, quite bad. He's been referred to the orthopaedic clinic at Calderdale.
R: Poor Alan. No more glaciers for a while.
G: No. And I've got some news. Fiona's pregnant! Due in August.
R: Gwen!! Your first grandchild!
G: My first grandchild. She told us on FaceTime last Sunday. I've not stopped knitting since.
R: Congratulations. Will you go up to Edinburgh when the baby comes?
G: Definitely. For a week or so, if Fiona wants me. Alan will come up after.
R: Then I'll be on bee duty.
G: You'll be on bee duty. Don't worry, they mostly look after themselves.
R: As long as I don't have to wear the suit.
G: You absolutely have to wear the suit.
R: Open day prep: I've booked the gazebo from the church hall and the butcher's doing the sausages. Jean's making forty jars of jam.
G: Forty! She'll be up all night.
R: She's already started. Gooseberry and elderflower, strawberry, and rhubarb and ginger.
G: Marvellous. And the water? It's been so dry.
R: The water butts are nearly empty. I've been filling cans from my outside tap. We need more butts on the shed guttering.
G: Put it on the list for the Co-op money. If we get it.
"""),
dict(n=6, fmt="jsonl", date="2023-07-16", time="10:05", turns="""
G: Well. That was a damp squib
R: Literally. I'm still drying the gazebo out in my garage
G: An hour! We got an hour before the heavens opened
R: The forecast said 20% chance of showers. That wasn't a shower, that was a monsoon
G: Poor Jean's jam labels ran
R: We still sold all 40 jars though. People bought them out of pity. And the plant sale made about £85 before everything got soaked
G: And your sausages?
R: Half of them went to the Scouts hut after. The rest are in my freezer. Open day sausages for the foreseeable
G: I think we should do it again properly. Not in July
R: September? Harvest festival style. Produce stall, pumpkin weigh-in, the kids could do scarecrows
G: Oh that's good. The 23rd of September? That's a Saturday
R: Let's do it. Harvest Festival, 23rd September. I'll tell the committee
G: I'll rebook the gazebo. And pray
R: Gwen I've got to tell you something. I've been signed off work for the week. My back went on Thursday, I couldn't get out of the van
G: Oh Raj. Why didn't you say yesterday?
R: I didn't want to make a fuss at the open day. I was mostly sitting on the cool box
G: I did wonder why you didn't carry anything. Have you got proper painkillers?
R: Naproxen from the GP. And the physio finally sent an appointment for next week
G: Good. Don't lift anything. Not even the hens
R: The hens are fine. Princess Sparkle's feathers are growing back, she looks like a proper chicken now
G: Lovely
R: I've been thinking. I don't think I can do the round for another ten years. The physio said as much on the phone. I might have to look for something else
G: What would you want to do?
R: Something outside. But not carrying 20 kilos up three hundred steps every morning
G: Like groundskeeping? You're brilliant with the garden
R: Maybe. I'll keep an eye out
G: I'll keep an ear out. Oh, and the Co-op people rang, they want a photo of the site for the application. Can you take one when the rain stops
R: If it ever stops
G: Rest that back
"""),
dict(n=7, fmt="locomo", date="2023-08-06", time="11:30", turns="""
G: RAJ. Check your email.
R: I'm looking... WE GOT IT!
G: Two thousand pounds from the Co-op Local Community Fund! I've been dancing round the kitchen. Alan thinks I've lost it.
R: It's not quite the £2,400 but it's close.
G: We can make up the rest at the harvest festival. Or get a slightly smaller tunnel.
R: I've been looking at Highfield Polytunnels in Ripon. A 6 metre by 3 metre is £1,950 with the anti-hotspot tape and a door at each end.
G: Then that's the one. And the water butts?
R: They'll have to wait. Priorities.
G: Agreed. I'll tell the committee tonight.
R: Speaking of applying for things, I've applied for a job.
G: Oh? Tell me!
R: Groundsman at Addleford High. Looking after the playing fields, the grounds, the little nature area. Term-time hours, 7 till 3.
G: That's perfect for you! And for your back?
R: Better than the round. Ride-on mower, not three hundred steps. The interview's on the 15th.
G: You'll get it. They'd be mad not to. You've basically been a volunteer groundsman here for five years.
R: That's what I'm going to tell them. Well, more professionally.
G: How's the back now?
R: Much better since the physio. I've got exercises, the "bird dog" and the "dead bug". Meera does them with me.
G: Ha! Family fitness.
R: How are the bees?
G: Busy! The colony's grown so much I've added a super. Derek says I might get a little honey in September if the lime trees keep flowering.
R: Honey for the harvest festival stall!
G: Exactly my thought. A few jars, if I'm lucky. Labelled "Station Road Honey".
R: Fiona must be nearly due.
G: Two weeks! I've got my bag half packed by the door. Alan says I'm more nervous than she is.
R: You'll be a great granny.
G: Grandma. I've decided I'm Grandma. Granny makes me feel ninety.
R: Noted, Grandma.
G: Cheeky. Right, I'm going to go and email the committee.
R: I'll ring Highfield tomorrow.
"""),
dict(n=8, fmt="telegram", date="2023-08-27", time="20:15", turns="""
G: [photo] Isla Grace. Born 19th August, 7lb 2oz. Fiona and baby both well
R: GWEN!! She's beautiful! Congratulations Grandma!!
G: I haven't stopped crying for a week. I've held her every day since I got here
R: Is Fiona ok? Was it a long labour?
G: Long, 20 hours, but she did brilliantly. Tom was a wreck. I arrived on the Monday, so I've been here a week now
R: How long are you staying?
G: Until Thursday. Alan's driving up on Wednesday and then we'll both come back together
R: Don't worry about anything here. The bees are fine, I checked the entrance yesterday in the full suit. They ignored me
G: Thank you. And the watering?
R: Jean and I are doing alternate days. The runner beans are out of control. I've given about 40 away
G: Ha! And your interview?? I've been so wrapped up I forgot to ask
R: I got it!!! They rang on Thursday
G: RAJ! Oh that's wonderful!
R: I start on the 11th of September. I handed my notice in at the delivery office on Friday. Eight years at Royal Mail
G: How did they take it?
R: My manager said "I'm surprised your back lasted this long". Which is fair
G: Fair! So no more half four starts
R: Seven o'clock. It feels like a lie in
G: And the polytunnel?
R: Ordered! Delivery is the week of the 11th too. I thought we could put it up on Saturday the 16th with a volunteer work party
G: I'll be back by then. I'll make the sandwiches
R: And it'll be finished in time for the Harvest Festival on the 23rd
G: Perfect timing. Send Simran and the kids my love
R: Will do. Send Isla a cuddle from Uncle Raj
G: Uncle Raj! She'll like that
"""),
dict(n=9, fmt="locomo", date="2023-09-17", time="16:40", turns="""
G: My arms ache. Every muscle aches.
R: But look at it! A polytunnel! Our polytunnel!
G: I've been standing at my back window admiring it. You can just see the end of it over the hedge.
R: Twelve volunteers. Eight hours. Only one argument about which way up the hoops go.
G: Jean versus Derek. Jean was right.
R: Jean was right. Don't tell Derek.
G: And the cover went on first time, without a breath of wind. That's a miracle.
R: The Highfield man said pick a still day. We were lucky.
G: [photo: a photo of the inside of a new polytunnel with wooden staging along one side and trays of seedlings] Look at the inside.
R: The staging's going to be brilliant for the seedlings in spring.
G: Tomatoes next year. And winter salad now.
R: So. First week as a groundsman!
G: Yes! Tell me everything.
R: I love it. Gwen, I love it. Monday I was marking out the football pitches with the line marker, Tuesday I was on the big ride-on mower for five hours. Nobody needs me to sign for a parcel.
G: And the back?
R: Not a twinge. The head groundsman, Malcolm, retires next summer, and he's already hinting I could take over.
G: Head groundsman Raj!
R: Slow down. I've done five days.
G: Fine, fine. I'm so pleased for you. And how's Simran?
R: Happy I'm home by half three. I do the school run now.
G: And I'm back from Edinburgh, as you can see. Isla's already smiling. Fiona says it's wind.
R: It's definitely a smile. Babies know their grandmas.
G: Thank you, Raj. Right: Harvest Festival on Saturday. Where are we?
R: Gazebo booked again, and I've asked for a backup gazebo in case it rains. Pumpkin weigh-in at 2pm. Scarecrow competition judged by the mayor.
G: The mayor! How did you manage that?
R: Jean plays bridge with her.
G: Of course she does. I'll have the honey. I took the super off on Wednesday and extracted it with Derek's spinner. Eleven jars.
R: Eleven jars of Station Road Honey!
G: Not bad for a first year. I left them plenty for winter.
R: Arjun's pumpkin is enormous. He's been feeding it with the hen muck.
G: Nothing like hen muck. Tell him good luck from me.
"""),
dict(n=10, fmt="jsonl", date="2023-10-08", time="19:40", turns="""
R: Gwen, bit of sad news. The fox got Nugget
G: Oh no. When?
R: Tuesday night. Arjun forgot to shut the pop hole, and we didn't check. Found feathers everywhere in the morning
G: Poor Arjun. Is he ok?
R: He's devastated. He's blaming himself. Meera held a funeral
G: Of course she did
R: Princess Sparkle and Dotty are fine, they were up on the perch. We've got an automatic door now so it closes at dusk on its own. £95. Should have got it in June
G: You weren't to know. Foxes are clever. I'm sorry Raj
R: Thanks. On the bright side, I've worked out the harvest festival money
G: Go on
R: £312 after costs! The honey sold out in twenty minutes, the produce stall took £140, and the raffle took £96
G: Wonderful. That's the water butts paid for
R: Four water butts and new guttering for the shed and the polytunnel. I'll order them this week
G: And Arjun's pumpkin! I still can't believe he won
R: 42 kilos. Beat Mr Sutcliffe's by two. Mr Sutcliffe has won it eleven years running. He shook Arjun's hand and said "well grown, young man"
G: That's lovely. Does Arjun still have it?
R: It's on our front step. Simran wants to make it into soup. Arjun wants to keep it forever
G: It'll rot forever
R: That's what I said
G: Alan's clinic appointment came through. The orthopaedic surgeon says he needs a knee replacement. He's on the list, they think January
G: He's being very stoical about it but I can tell he's worried
R: Tell him I'll do his bins and any heavy jobs while he's recovering
G: Thank you. You're a good neighbour
R: How's baby Isla?
G: Seven weeks and enormous. Fiona's coming down at half term so I get her for a whole week
R: Bring her to the garden! She can meet the bees
G: From a very safe distance
"""),
dict(n=11, fmt="locomo", date="2023-10-29", time="15:00", turns="""
G: I've put the garlic in. Four rows of 'Germidour' and two of elephant garlic.
R: Elephant garlic! Very showy.
G: Tom likes it roasted whole. I'm planting for my son-in-law now.
R: Ha. How was half term with Isla?
G: Heavenly. She slept on my chest every afternoon. Alan read her the cricket scores.
R: Perfect grandad activity.
G: I took her down to the polytunnel in the sling. It's lovely in there on a cold day, and the salad is coming up. Mizuna, rocket, winter purslane.
R: I saw! I had a handful of the rocket on Friday. Peppery.
G: How are the hens coping without Nugget?
R: Fine. Dotty's become the boss. We had a big family chat about getting another one, but the kids decided two is enough. Arjun said he doesn't want anything to replace Nugget.
G: That's rather sweet.
R: It is. And the pumpkin finally went in the compost. After a very long goodbye.
G: Did Simran get her soup?
R: She got three batches of soup. We'll be eating pumpkin till Diwali. Which is in two weeks.
G: Happy almost-Diwali! Are you doing anything?
R: Simran's parents are coming up from Leicester. Lots of food. You and Alan have to come round for sweets.
G: We'd love to. I'll bring a honey cake.
R: So, I had an idea. For next year. Yorkshire in Bloom.
G: The competition?
R: They've got a category for community gardens, "It's Your Neighbourhood". It's not about being the fanciest, it's about community involvement. I think we'd do well.
G: Oh, I like that. What's involved?
R: Application by the end of February, then the judges visit in July.
G: July. Let's hope it doesn't rain this time.
R: Don't.
G: I'll put it on the agenda for the next committee meeting. Who's going to write it?
R: I thought you. You write beautiful letters. You wrote the Co-op one.
G: Flattery. Fine. But you do the photos.
R: Deal.
G: Alan's operation's been given a date, by the way. Tuesday the 9th of January.
R: That's sooner than you thought. Good.
G: I'll be nurse for six weeks. Heaven help me.
"""),
dict(n=12, fmt="jsonl", date="2023-11-19", time="08:50", turns="""
G: Minus three last night! Did the polytunnel survive?
R: Just been down. It's fine. I put the fleece over the salads last night so they're ok. A bit of frost on the rocket at the door end
G: Good. I went down to the bees yesterday and put the mouse guards on. Derek says I should have done it in October, oops
R: Are they ok?
G: Humming away when I put my ear to the side. They're clustering. They've got plenty of stores
R: Ear to the hive. Very technical
G: It's the official method. Thank you for Diwali by the way, those sweets were dangerous
R: Simran's mum made four kinds of barfi. There's still a tin in our kitchen
G: Save me the pistachio one
R: Already hidden. Gwen, I've got a proposal
G: Go on
R: The school wants to start a gardening club. The head asked me on Thursday. And I thought, what if the kids came down to the community garden once a month? They could have their own bed. We've got the spare one by the polytunnel
G: Oh Raj, that's wonderful. That's exactly the kind of thing Yorkshire in Bloom want
R: Exactly! Community involvement
G: Would the school need risk assessments?
R: Loads. I'll do the paperwork. The head wants to start after Easter, so April
G: I'll run a bee session. With suits, from the other side of the fence
R: They'll love it
G: Also, the wreath workshop. 9th of December in the church hall. Holly from the garden, ivy, pine cones. £15 a ticket, all the money to the garden
R: How many tickets?
G: Twenty. Jean's making mince pies
R: Jean's made everything this year
G: Jean is a force of nature. Can you get some pine from the school? Malcolm said there are some fallen branches
R: I'll get a bootful
G: Perfect. Go and warm up
"""),
dict(n=13, fmt="telegram", date="2023-12-10", time="17:25", turns="""
R: What a day yesterday!
G: Wasn't it! I'm still finding holly in my hair
R: [photo] Look at Meera's wreath
G: It's very... abstract
R: She put a hen feather in it. "For Nugget"
G: Oh that child 🥲
R: Final numbers: 18 tickets sold, 2 no-shows. £270 in tickets and we sold the leftover wreaths for £60
G: £330! Brilliant. That's half of next year's seeds
R: And Jean's mince pies had a waiting list
G: Of course they did. Raj, there's been a change with Alan
R: Is he ok?
G: Yes, yes. The hospital rang on Friday. They've had a cancellation, so his knee op is now on the 2nd of January instead of the 9th
R: A week earlier! That's good isn't it?
G: Good and terrifying. It means New Year's Eve is "pack a hospital bag" instead of a party
R: Ha. Do you need anything?
G: Could you be on garden duty for January? I'll be nursing. I'll still do the Yorkshire in Bloom application from home
R: Of course. I'll check the tunnel and the bees
G: Don't open the bees! Just look at the entrance
R: Entrance only. Promise
G: And I'm thinking I should hand over the treasurer's job. I can't keep on top of the books with Alan's knee and trips to Edinburgh
R: We'll talk about it at the AGM in January. Jean might do it
G: Jean does everything already
R: Then me. I'm good with spreadsheets
G: Are you?
R: I was a postman. I'm good with numbers on doors
G: 😂 we'll talk at the AGM
R: Simran's parents are coming back for Christmas by the way. Her dad wants to see the polytunnel, he grows chillies in his greenhouse in Leicester
G: Bring him down! He can give us chilli tips for next year
"""),
dict(n=14, fmt="locomo", date="2024-01-14", time="14:10", turns="""
R: How's the patient?
G: Grumpy, which the nurse says is a good sign. He's walking to the bathroom with the frame and complaining about daytime telly.
R: Twelve days after. That's good going.
G: The surgeon was pleased. He had the op on the 2nd and was home on the 4th. He's got physio exercises he pretends to do.
R: Tell him Raj says "dead bug". He'll know.
G: He'll hate that. How was the AGM? I'm so sorry I missed it.
R: It was fine. Short, for once. Jean chaired. And, well, you're looking at the new treasurer.
G: You did it!
R: I did it. Jean asked for a show of hands and I put mine up before I could think. You'll have to show me the books.
G: I'll bring the blue lever arch file round tomorrow. It's all in there. The insurance, the Co-op paperwork, the receipts.
R: And the spreadsheet?
G: There is no spreadsheet. There's a notebook.
R: Gwen.
G: I'm sixty-six, Raj.
R: I'll make a spreadsheet.
G: Thank you. Other news?
R: They voted to go for Yorkshire in Bloom. Unanimous. And the school gardening club is approved. The first visit is the 18th of April.
G: That's lovely. I've started the Bloom application. Three pages already. I wrote about the break-in and how we bounced back.
R: Good angle. And the Co-op money, and the harvest festival.
G: And Arjun's pumpkin. Judges love a child with a pumpkin.
R: Everyone loves a child with a pumpkin.
G: And how are the bees? Did you look at the entrance?
R: On Wednesday, when it was sunny. A few bees flying. Some dead ones at the entrance, is that bad?
G: That's normal in winter. The undertaker bees clear them out. If they're flying on a sunny day they're alive.
R: Undertaker bees. Nature is grim.
G: Nature is grim. Seed catalogues?
R: I've ordered. Chillies, obviously. Simran's dad gave me seeds from Leicester, three kinds. And tomatoes for the polytunnel, Sungold and Gardener's Delight.
G: Sungold are the best. Oh, I've got my own bit of news.
R: Go on.
G: Fiona and Tom are moving to Leeds in the spring. Tom's got a job at the university. So Isla will be forty minutes away instead of four hours.
R: Gwen! That's brilliant news.
G: I cried for an hour. Alan cried too, but he blamed the painkillers.
R: Grandma on tap.
G: Grandma on tap. Right, I need to go and make sure the patient's doing his exercises.
R: Dead bug!
"""),
]
