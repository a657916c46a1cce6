# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/2025-01-19-sunday-arvo-ramble.md"] = """---
date: 2025-01-19
tags: [journal, ramble]
---
# Sunday arvo, too hot to do anything

Sitting on the back step with a cold one after the afternoon milking. 29 degrees at 4pm and the cows are standing under the shelterbelt like they're waiting for a bus. Leanne says I should write things down more instead of carrying it all round in my head so here goes, whatever comes out.

Farm first, because it's always farm first. Covers are dropping faster than I'd like — walked the farm Friday and we're at about 2,050 average, which is ok on paper but the back half of the farm is going brown at the tips. Turnips are ready to feed from Wednesday, Sione's set up the breaks. PKE is going in at 2 kg a head off the trailer and I'll push it up to 3 if we don't get rain by the end of the month. Rangitoto's price is still $385 a tonne delivered for now, Shane reckons it'll hold till autumn but he always says that and then it goes up the week after. I should lock in another load while it's cheap. Put it on the list.

SCC's been annoying. Bulk count went over 200 for a couple of days in December with the heat and I hate seeing that number. We RMT'd the whole herd and found three clinicals in the second row, all older cows, all the same quarter which made me think liners. Kirsty reckons we're overdue on the liner change, she's probably right, I've been putting it off because it's a whole day of mucking around. Will do it in Feb when things quieten down. FE season is coming too, zinc goes in the water from this week. Last year was bad, I don't want to see peeling noses on the Friesians again.

Staff are good at the moment. Sione is honestly the best 2IC I've had, he just gets on with it and the cows are quiet around him. Ben is Ben, good kid, bit dreamy in the mornings, but he's been talking about a sharemilking job in Taranaki and I reckon he'll be gone by winter. Good on him. I'll need to think about a replacement, maybe get in early this year instead of scrambling in July like last time.

Had a long phone call with Uncle Des on Thursday night. He sounded tired. He's had that cough since before Christmas and he won't go back to the doctor because "they'll just give me more pills." Typical Galloway. He was telling me about the flounder at Taieri Mouth, reckons he got eleven on the last tide before New Year, which I don't believe for a second, but it was good to hear him go on about it. He asked about the kids, asked when we're coming down. I said maybe Easter. I should make that happen. He's 78, Mum's worried about him living on his own up that hill in Mornington with the steps and the cold.

Funny, talking to him always gets me thinking about how I ended up doing this. People ask me sometimes, especially the townies at Leanne's work do's, "so did you grow up on a farm?" and the answer is sort of no. Dad was a shearer, Mum was a teacher aide, we moved round the King Country a bit and then to Dunedin when I was twelve because Mum wanted to be near Des and Nana. I was a bit of a lost cause at school. At 16 Des rang an old mate of his from the railway workshops who had a dairy farm out at Outram on the Taieri, and got me a job rearing calves over the school holidays. I was rubbish at first. I think I killed two calves in the first week through scours because nobody told me about electrolytes. But the old fella, Jim, he was patient, and by the end of that summer I could milk, I could drive a tractor badly, and I knew I never wanted to go back and sit in a classroom. Did my ag certificate at Telford, worked up through herd manager jobs in Southland and then came north when I met Leanne. So really it's Des's fault I'm a farmer. I should tell him that properly next time, not just joke about it.

Kids. School holidays are nearly over thank God. Nikau has grown about ten centimetres since August and eats like a heifer on a new break. He's been at the beach at Raglan with his mates most of the week — Leanne drove them over Wednesday — and came back sunburnt and happy. He's keen on rugby again this year, wants to try out for the club colts, which means Tuesday and Thursday trainings in town from April so that'll be a juggle with milking. Mereana has been glued to her kapa haka videos, she's decided she's going to be in the front row at the festival this year, whenever that is. She's learning a new waiata with her cousins over Zoom, it's pretty cool actually. She's also been asking for a horse for about the fiftieth time. The answer is still no.

Leanne's practice is flat out. She's taken on a new physio, a young guy from Hamilton, and she's trying to get the Pilates room going in the back of the building. Her lease is up next year and the landlord is making noises about a rent increase. I keep telling her not to worry about it till she has to, but that's rich coming from me. She's still doing her Saturday morning clinic at the rugby club in season, which I reckon she should drop, but she likes it.

The sleepout idea. I keep coming back to this. Nikau needs his own space, the house is too small once the kids get big, and when Mum comes up she ends up on the fold-out in the lounge which isn't fair on her with her back. I've been looking at the kitset ones but they're flimsy, and honestly with a couple of weekends and a mate who knows what he's doing we could build something decent for not much more. Robbie from rugby is a chippy, he's said he'd help. Need to check the council rules — I think under 30 square metres you don't need consent anymore but I don't want to get caught out, and I need to ask Graeme and Ros because it's their land technically, the house is part of the job. I reckon they'll be fine as long as it comes with us or gets left as an improvement. Something to bring up at the owners meeting in autumn.

Fire brigade. Quiet couple of weeks after New Year's Eve — we had the usual fireworks scrub fire on Te Miro Road at about 12:20am, took half an hour to knock down, and then nothing much since. It's bone dry though, and the hay's all in, I'm half expecting a barn to go up somewhere. Everyone's baling in a hurry because of the forecast. Training's still Tuesdays at 7. Trev wants more of us to do the Pump Operator course this year. I said I'd think about it. Karen gave me the look.

Water's the other worry. The trough in the lane by paddock 14 has been leaking for a week and the ballcock on the big one by the yards is sticking, so Sione and I spent Saturday morning on our knees in the mud swapping valves. The bore pump is running more than I like. If this dry spell goes on into February we'll be carting water to the runoff, which is a pain with one ute and a 1,000 litre tank. Graeme rang on Friday wanting to know how the covers were looking, which is his way of asking whether he should be worried. I told him the truth — not yet, but ask me in three weeks. He and Ros are coming out for a walk round the farm at the end of the month. Ros always brings baking. I need to have the office tidy and the numbers printed out, Graeme likes paper.

Money stuff. Leanne's been doing the budget thing on the spreadsheet again and we're ok, not great. The ute needs tyres before winter, the ones that came on it are rubbish in the mud and I've had it sideways twice on the race. The kids' school stuff adds up. The sleepout would have to be done over the year bit by bit, not all at once.

Other things rattling round my head:
- Need to get Mum up here for a week in March before it gets cold.
- Dad's 70th is in June — Tania wants to do something at the marae in Te Kūiti. I said yes to whatever she organises.
- The effluent pond is going to be a problem. I can see the damp patch on the south bank.
- I never did finish reading that book Leanne got me for Christmas.
- Dentist for me. It's been three years. Don't tell Leanne.

Right. Cows are coming back out from the shelterbelt which means it's cooling off. Better go shift the break fence before Sione does it for me and gives me grief about it. That's enough writing. It did help a bit actually, getting it out.
"""

LONG["notes/long/2025-07-06-winter-ramble.md"] = """---
date: 2025-07-06
tags: [journal, ramble, winter]
---
# Winter ramble — two weeks out from calving

Raining sideways. The kind of Waikato winter day where you can't get warm even with the fire going. Cows are on the runoff and the springers are in the paddocks by the shed, so in theory it's the calm before the storm. In practice I've spent the whole weekend doing paperwork for Des's estate and feeling guilty I'm not out fixing things.

So. Des. Five months now. Still hits me sideways some days — I'll see a flounder recipe or hear someone laugh like him and that's me done for a bit. The estate stuff is endless. Probate finally came through in June, Fiona sent all the paperwork and a big schedule of everything he owned, which wasn't much but it was his. The storage unit down there is costing us money every month and I keep thinking about all his tools sitting in the dark. Shona's been great, honestly, she does the emails and I do the phone calls, and between us we mostly know what's going on. We haven't decided when to list the house. Probably spring, when Dunedin looks less grim and the garden's doing something. Mum goes quiet whenever it comes up, so I don't bring it up much.

PKE. Rangitoto put the price up to $410 a tonne from April, like Shane said they would, and I didn't order enough before it went up, so that's on me. We're not feeding much over winter anyway, but once we're calving the cows will be on it again and I'll have to wear it. Graeme wasn't thrilled when he saw the invoice.

Calving prep. The calf shed's done, sawdust's in, teat spray and all the gear ordered. Calf rearer sorted — same as last year, I sent the email a couple of weeks back and she's in, thank God, because I don't know what I'd do without her. PSC is the 20th. Heifers will start popping a week before. I've told Leanne and the kids not to expect me at anything for about six weeks. Nikau has rugby finals in August which I'll try to get to. Mereana has kapa haka every Thursday and I'll miss most of that too. That's the bit of this job I hate the most, honestly — missing stuff.

Staff. Ben's gone, left at the end of May, off to Taranaki. Sione has been doing the work of two people. We interviewed four people for the farm assistant job. Two didn't turn up, one was a nice young fella who'd never touched a cow, and one was Priya — ex vet nurse, moved here from India a few years ago, super sharp, asked better questions than I did. She's never milked on a rotary but she knows animal health better than me. We offered it to her and she's starting in August, paperwork's with Graeme. Sione's happy. I think she'll be good.

The sleepout. This is the good bit. I've been drawing it on the back of feed dockets for months. Council confirmed it's exempt, no consent needed as long as we stay under 30 square metres, which was the answer I wanted. Robbie's keen to start once calving's through, September maybe. I've gone back and forth on the cladding and I think we're settling on the Shadowclad, just because it goes up fast and we can paint it. Leanne's not sold. She keeps pointing at the old woolshed and saying "that's what it should look like". We'll see.

The deck though. I've decided I know exactly what I want, and it's macrocarpa. Always loved it — the colour, the smell when you cut it, it reminds me of Des's shed at Mornington where everything he built was macrocarpa off an old shelterbelt he bought for nothing. I don't want kwila, I don't want that grooved treated pine that goes grey and splits, I want macrocarpa and I'll oil it every year if I have to. Leanne thinks it's a waste on a sleepout deck. I think it's the only bit I actually care about. The deck's not in the budget yet anyway, so it's a next-year thing, but it's going to be macrocarpa when it happens.

The clear-out weekend in April keeps coming back to me. Me, Shona and her boy Callum, four days in that cold house, two skips, a van load to the hospice shop, and so many boxes of photos. We sat at his kitchen table on the Saturday night with a bottle of his terrible whisky and sorted out who gets what — it's all written down in my notes so nobody can argue later. Found Grandad's medals in a biscuit tin under the bed, of all places. Found a letter Des wrote to Mum in 1971 that he never sent. Didn't read it, gave it to her. She hasn't said anything about it and I haven't asked.

The power went out for nine hours on the 14th of June, a tree down on the lines on the Maungatautari side, right in the middle of the afternoon milking. We ran the shed off the PTO generator and it worked, mostly, but Sione had to ring me at home to ask which breakers to turn on first and I realised none of it is written down anywhere except in my head. That's a problem if I'm ever in Dunedin or at a callout when it happens. I'll write up a proper how-to and stick it on the wall in the vat room.

Weather's been grim. We've had 180 mm in June and the back paddocks are pugged to hell. On-off grazing the springers, four hours on and back to the stand-off pad, and everyone's sick of mud. The runoff is better, it's free-draining, but it's a 15 minute drive each way for a check. Leanne asked when I last had a day off. I couldn't remember.

Brigade's been quiet, which suits me fine. A couple of us stayed back after Tuesday training to help Trev strip the old hose reels, and we got talking about the hay barn fire back in summer and how lucky we were the wind didn't swing round. I still think about that night when I smell wet hay.

Leanne. Her clinic is insane in winter — every rugby injury in the district walks through that door on a Monday morning. She's got the new physio working out ok and the Pilates room is finally up and running, two classes a week. The landlord did put the rent up. She's thinking about moving to a different building next year, maybe something on the main street. I said whatever she decides I'm behind her. I'd just like to see her take a weekend off. She's going to the physio conference in Wellington in August, at least that's a break of sorts.

Kids. Nikau's grown out of his boots again — size 10 now, he's 14. He's playing hooker and loving it. Coach is Tipene Marsh who is a good bloke, hard on the boys but fair. Mereana's rōpū is getting ready for the regional festival later in the year, she's been practising poi in the lounge and has broken one lampshade so far. School sent something home about a Year 6 camp at the end of the year. Must find the form.

Dad's 70th at the marae was beautiful. Tania did it all, I just turned up with a chilly bin of mussels and a bad speech. Dad cried, which I have never seen. He talked about shearing with his brothers in the sixties and the gang he ran through the King Country, and how he never thought one of his kids would end up running a farm instead of shearing on them. It was a good day. Mum came up for it, stayed the week, and slept on the fold-out again, which is another reason for the sleepout.

Fire brigade — quiet over winter apart from a chimney fire out on Pukerimu Road in June, old house, the owner hadn't swept it in about ten years. Training's still Tuesday nights. I did my BA recert in May. Trev keeps on at me about the Pump Operator course and I've said I'll think about it after calving.

Pond liner. The council flagged the seepage in March and Graeme's approved the money, but I still haven't got three quotes. I rang Waikato Liners and they're coming to look at it in August. Need two more. This keeps slipping because nobody's chasing me on it except me.

Other random stuff:
- The heat pump in the lounge is making a noise.
- The ute's tyres are worse. Definitely before spring.
- I want to get Nikau's learner licence sorted before summer.
- Leanne's birthday in December — start thinking NOW, not on the 8th.
- Dog food's gone up again.
- Need to write down how to run the generator properly, Sione did it last time and I had to talk him through it on the phone at 5am.

Right. Fire's dying. That's me. Long six weeks coming. Kia kaha.
"""

LONG["notes/long/2025-10-12-spring-ramble.md"] = """---
date: 2025-10-12
tags: [journal, ramble, spring]
---
# Spring, finally — Sunday night brain dump

Clocks went forward two weeks ago and it's finally light after milking. The grass is coming like a train, we're on a 22 day round and still ahead, silage paddocks shut up. This is the time of year I remember why I do this. Calves are mostly weaned or close, the calf rearing's winding down, cows are peaking. Sitting at about 395 in the vat after the culls and the deaths, which I'm ok with. Milk's flowing, solids are good.

Mating's coming up fast. AI starts at the end of the month and I've got the tail paint on since the start of October. Pre-mating heats are looking better than last year, the green-tailed ones are mostly the late calvers as you'd expect. Vet came for the BVD boosters and checked the non-cyclers, Kirsty was happy enough, a couple of cysts. Graeme and Ros OK'd the CIDRs. Everything is set for a good mating if the weather plays ball. Bulls are booked for when AI wraps up. I want a better six-week in-calf rate than last year. Last year was embarrassing. I've told Sione that heat detection is the only thing that matters for the next six weeks.

The ute. Finally put new tyres on it — BFGoodrich KO2s, all four, and what a difference. I wish I'd done it a year ago. Those Firestones it came with were absolute garbage in the mud, I had it sideways on the race twice and nearly put it through the fence at the effluent pond. Never again. The KO2s grip on the wet clay, they're quiet on the road, and the guy at the tyre place reckons they'll do 80,000 km if I rotate them. I'll be putting KO2s on every ute I ever own from now on. Leanne laughed at me for being so excited about tyres. Service is due soon, I'll book it.

Des's house. The offer came through last week. It's a bit under the guide but it's a good clean offer, a young couple, first home, and honestly Shona and I both just wanted it done. The agent was good to deal with, kept us in the loop without hassling. Settlement's end of November if nothing goes wrong. Mum cried when I told her, and then said it was the right thing. I keep thinking about going through his shed in April, all the jars of screws sorted by size, all the macrocarpa offcuts he never used. We still haven't sorted the boat. Mum has an idea about it and I need to sit her down and actually listen.

The IRD bit is the slow part now. The accountant has to do a final return and then the estate one and nothing can be paid out till that's done. Fiona says it could be months. Shona is being patient. I'm less patient.

Sleepout progress — piles went in at the end of September after the rain delay (Robbie's still going on about the mud), framing went up over the first weekend in October with Nikau and Robbie and two of Nikau's mates who were more hindrance than help but good to have around, roof's on, and it actually looks like a building now. It's smaller than I pictured but it's a good size for a teenager. The sparky has done the pre-wire. Still to do: insulation, lining, paint. I'm about $4k over where I wanted to be at this stage but some of that is timber prices.

Nikau has been a champion this month, actually. He turned up every weekend for the build and didn't complain. He's asked if he can paint the inside himself. I said yes, which Leanne thinks was a mistake. He's also sorted himself a holiday job at the kiwifruit packhouse in Cambridge, which I didn't see coming.

Mereana's festival is coming up soon, the school sent all the details. She's beside herself. The rōpū have got new piupiu on loan from the kura and she's terrified of damaging hers. She's been practising her pūkana in the mirror. I have been told I am not allowed to embarrass her by cheering too loud. I make no promises.

Leanne. The clinic is busy but she's made the decision to stay in the building for one more year and renegotiate the lease, which I think is smart. She came back from the Wellington conference full of ideas about dry needling and a new rehab program for farmers with bad backs, which is basically everyone I know. She reckons half my mates need it. She's not wrong.

Fire brigade. Big change — training's moving nights, Trev sent it out on the email list, because of some clash with the hall. Guy Fawkes is coming up and we'll be on standby that night, which usually means a couple of scrub fires and a lot of sitting around eating pies in the truck. The prizegiving dinner is at the end of November. I still haven't finished the Pump Operator workbook. Karen has stopped asking, which is worse than asking.

Priya's been a revelation. She picked up the rotary in about a week, she's calm in the shed, and she spotted a cow with early milk fever before I did. Sione's started leaving her in charge of the afternoon milking on his own days off and there's been no drama. She's off to Kerala to see her family over Christmas which is fair enough, she's earned it, she'll be back before we go away. I've told Graeme we should look at her pay at the review, he said fair enough. It's good to have a team that works. Last spring with Ben half asleep and Sione carrying everything was not fun.

The pond liner quote came in from the Waikato Liners crew back in August. It's under what Graeme approved, which is a minor miracle, but I still owe him two more quotes and I've done nothing about it. Everyone I ring is booked out till autumn. The council will be back in March and if the liner's not in by then we'll be explaining ourselves. I need to just pick up the phone. It's always the office stuff I leave to last.

We're going to the bach at Whangamatā in January, Alan and Bev's, first week of the year. Sione will hold the fort. The kids are already counting down. Nikau wants to take his board, Mereana wants to take "all her friends", Leanne wants to read a book without anyone asking her where anything is. I want to catch a snapper off the rocks with Des's rods. That would feel right.

School stuff. Nikau's reports came home and they're better than I expected — his English teacher says he "contributes thoughtfully", which I've never heard anyone say about a Te Whare-Galloway. Maths is a battle. He wants to do ag science next year and maybe go to Lincoln or Massey after school, which Leanne is over the moon about and I'm quietly pleased about too, though I've told him he doesn't have to do what I do. Mereana's teacher says she's a leader in the class, which is a polite way of saying she's bossy. Her camp is coming up in December and she's already packed and unpacked her bag twice. Leanne's on top of all that, thank goodness.

The owners came out for a walk round last week. Graeme was happy with the cows, less happy with the state of the implement shed, fair call. Ros wants to do a proper staff barbecue before Christmas, at their expense, which is good of them. They're talking about succession — their son might come back from Australia in a couple of years. That makes me a bit nervous about where we'll be, but nobody's said anything concrete. One season at a time.

Tama's getting old. He's ten, and he's slowing down on the hills, though he'd never admit it. Bess is a good huntaway but she's mad as a hatter and can't work a mob on her own. I've been thinking about a pup. Leanne has said no pups until the sleepout's finished, which is a fair trade.

Milk price — the forecast's holding, which is the only reason Graeme's in a good mood. I'm not going to jinx it by writing the number down.

Money. Spring is when the money goes out — fert, calf meal, the PKE bills, tail paint, the vet. Personal side we're ok. The sleepout overspend is annoying but not a disaster. We'll pull back on Christmas a bit. The bach in January will be cheap because it's Alan and Bev's.

Things to remember / do:
- Book the ute service — 150,000 km one, and WOF is due too.
- Ring Brent about the bulls once AI's underway.
- Find out what Leanne actually wants for her birthday. The list is in my notes somewhere.
- Sione's pay review — talk to Graeme.
- Ask Mum about the boat, properly.
- Nikau's learner licence, STILL.

I'm feeling good about this season. Cows are in good condition, staff are good, the grass is there. If we can get a decent mating, next year looks solid. Des would have said "don't count your calves". He'd be right.
"""
