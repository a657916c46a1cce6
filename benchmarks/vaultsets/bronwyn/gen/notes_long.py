"""The three long rambling notes."""
from common import put, dedent

WINTER = dedent('''
---
title: winter brain dump
date: 2024-07-14
tags: [ramble, marge, school, brigade, family]
---

# Sun arvo brain dump, 14 July

Pissing down since Thurs. Gutters overflowing again on the carport side, need to get up there once it stops. Nugget has decided the laundry is his bedroom now and honestly fair enough. Cup of tea, heater on, going to get everything out of my head because it's all swimming round in there and I keep waking up at 3am thinking about retic valves.

## School

Holidays over, back tomorrow (15th) - where did they go. Dale and his offsider were in the whole fortnight doing the retic upgrade - new controller in the bike shed, six new solenoids on the front oval, and they ripped out that cursed old manifold by the library that's been weeping since before I started. Looks mint. Problem is his quote came in over what Priya approved back in May and she's "looking into it", which in Priya-speak means she's going to find it in the maintenance line and tell me off about it in November. Not my circus. I just want water where water's meant to go.

Bore pump is making a noise like a blender full of gravel when it kicks in. Dale had a listen, said it's got a bit of life in it but "I wouldn't plan a wedding around it". Noted. Going to keep an ear on it and get him back in autumn if it gets worse. Hate the thought of the ovals cooking in Feb if it dies.

Husky chainsaw at school is a DOG. Took twenty pulls to start Tuesday before I gave up and borrowed Gaz's old Stihl from the station. Stihl every time for me - they just go, they're easy to get parts for at the Spearwood dealer and the chain tensioner isn't designed by a sadist. Putting in for a Stihl MS 250 in next year's budget and I'm going to be annoying about it. Also my right shoulder is not thanking me for the twenty pulls. Probably should get it looked at but that's a future-Bron problem.

Mowing's been impossible, front oval is a swamp down the southern end near the drain. Did the junior oval Friday in a gap between showers and made a mess of the edges. Line marking for the carnival is in September so the grass needs to be behaving by then. Grounds plan for the year is in the school folder, carnival's on it.

Stuff to sort before term:
- [ ] new padlock for the chem shed (the old one's seized solid)
- [ ] get Steve to sign the SDS register - it's been sitting on his desk for a month
- [x] clean out the bike shed so Dale can get to the controller
- [ ] order more bark for the kindy garden beds
- [ ] mulch the bush tucker bed idea - talk to the P&C about money

The bush tucker garden thing - Year 4 teacher (Caz) is keen, kids would love it. Need to put a proper proposal together for the P&C meeting in August. Native plants that are edible, low water, hard to kill. Will sit down with the AI thing and bang out a draft.

## Marge

Two months since I dragged her home from Pinjarra. Still can't believe I paid $3,200 for a 1972 Millard with a floor you can see the driveway through. Lachie says I've got a sickness. He's not wrong. But she's got the original louvres on the front and the little curved kitchen bench and when she's done she is going to be GORGEOUS.

Where she's at:
- Floor: front section near the door rotten through, about a metre square. Back half is fine. Plan is marine ply, glue and screw, then vinyl over the top.
- Chassis: surface rust mostly, couple of scabby bits on the A-frame. Wire wheel, rust converter, paint. Asked the chat thing about stopping it coming back, had some decent tips, it's in there somewhere.
- Wheel bearings: one side was dry as a bone, the other side full of water. Lachie and I are going to repack both next weekend, need a bearing kit from the auto parts place. Will get a second set of seals while I'm at it.
- Windows: two of the louvre winders are busted. Millard parts are like hens' teeth. Put a post on the caravan restorers group page, fingers crossed.
- Roof: leaks at the front seam. That's my next job once it's dry - strip the old sealant, Sikaflex, done.
- Paint: not even thinking about that yet. Kerry has opinions. Kerry always has opinions.

Budget is already blown but I'm keeping a spreadsheet so at least I know how much I've blown it by.

## Brigade

Training Tuesday night was the flooded-crossing scenario out the back of the reserve, which was hilarious because half the reserve actually was a flooded crossing. Training nights are every Tuesday 7pm still, might change next year apparently because of the hall hire or something. Gaz says he's stepping down as captain at the AGM in August, been doing it nine years, fair enough. Rumour is Meg will go for it. She'd be good. Col might go for first lieutenant. I'm not putting my hand up for anything except maybe the crew leader course in spring - been putting it off for two years.

Also the shire is on about the new permit periods again and nobody knows when they start. Deb will send something round, she always does.

Need new boots. Mine have split at the toe. Size 8 women's, or a 7 in men's if the supplier only has men's which they always do.

## Family

Mum's 75th is in October. Kerry wants "something nice" - a proper dinner, not the RSL. I said fine as long as it's in Bunbury so Mum doesn't have to travel. Kez will make a spreadsheet of the spreadsheet. Darren is on his swing so he might not make it, depends on his roster, he reckons he'll swap with someone.

Lachie is doing well at Nev's, loving the sparky work, came home covered in insulation fluff and happy. He's keen to help with Marge's electrics which is great because I know nothing about 12 volt except "red is positive" and even that I'm not 100% on.

Mum is talking about selling the Banksia Cres house and moving into a village. Kerry's going to take her to look at a couple. I'm all for it - the stairs out the back are a broken hip waiting to happen - but Mum's going to have to make her own mind up and she'll take her sweet time. She loves that lemon tree.

## House

Changed the wifi password after I caught the neighbour's teenager on it (he admitted it, cheeky sod). New one is GalahGalah2024 - same network name, TaitHQ. Need to update the router sticker and tell Lachie.

Chooks are off the lay, four of them and not an egg in ten days. Winter. Pav looks like she's thinking about moulting. Fox was sniffing round the side gate on Thursday night, Nugget went off his nut. Need to check the run for gaps.

Rates notice came. Council's verge collection is sometime in spring, I'll get the dates when they send the newsletter.

## Ute

Hilux is making a clicking noise on full lock turning right. Rob reckons CV joint. She's on 306-ish thousand k's. Booked for service in November anyway, he'll look at it then unless it gets worse. The old girl owes me nothing.

## Money (ugh)

Sat down with the bank app and the Marge spreadsheet last night which was a mistake. The van's eating about what I'd normally put away for a holiday, which is fine because she IS the holiday, that's what I keep telling myself. Ute rego is due in September, the brigade reimburses fuel for deployments but not for training, and the vet bill for the sock incident was not small. Going to do a few Saturday mows for the Catholic school up the road in spring if they still want me - cash in hand, easy money, their ride-on is better than ours anyway.

Note to self: stop buying tools "for Marge" that are really just tools I want. The orbital sander was justified. The second orbital sander was not.

## Things I want to learn this year

- Proper 12 volt basics so I'm not just nodding at Lachie
- Fibreglass repair (the van's rear bumper corners are cracked)
- How to sharpen a chain properly with a file instead of paying the dealer $15 every time
- Some actual first aid beyond the school course - the brigade runs a remote area one in autumn
- Maybe sourdough. Everyone at the station has a starter. Peer pressure.

## Food for the week

Big pot of lamb shank soup Sunday, that'll do Mon-Wed lunches. Thursday is brigade sausage night at home (Lachie's idea, not mine). Friday fish and chips from the place on South Tce if it's not raining sideways. Need to do a Woolies shop - out of everything, including Nugget's food which is unacceptable to Nugget.

## Random

- Need to renew the first aid cert before end of year (school pays)
- That coffee cart at the station car park is back - handy on training nights
- Bunnings run list: sandpaper 80/120 grit, Sikaflex, pop rivets, gloves, a new drop saw blade
- Nugget ate a sock. It came out the other end. We do not speak of it.
- Want to do a proper trip in Marge once she's done - down south somewhere with big trees and a river. Not the coast, had enough of wind.

Right. That's everything out of my head. Going to put the kettle on again and watch the footy. Freo need a miracle.
''')

EOY = dedent('''
---
title: end of term rant
date: 2024-12-13
tags: [ramble, school, brigade, marge, xmas]
---

# Last day of term. Friday 13th. Of course it is.

Kids finished yesterday, staff today was "PD" which meant a morning tea, a slideshow about the new reporting software and then everyone pretending to clean their classrooms. I spent the arvo packing the sound gear back into the store room after the end-of-year concert and finding three lost lunch boxes that have been evolving since about Week 6. Bio-hazard. Double bagged.

Hot as. Thirty-eight today and a strong easterly, total fire ban for half the metro hills. Phone buzzed with the brigade group all arvo - we didn't get paged though. Season's properly started now.

## School stuff

Retic is behaving, touch wood. The new controller is great once you get past the menu system which was clearly designed by someone who's never had wet hands. Front oval is the best it's looked in the six years I've been here. Even Leanne noticed, said something in the staff meeting about "the grounds looking a picture" and I nearly fell off my chair.

Holiday watering - Mick's having his knee done so he can't do it this year. Steve has sorted someone from another school to come in a couple of mornings a week, so that's off my plate. I've left the how-to sheet on the controller door and a map. I'll still drive past once or twice because I'm a control freak, everyone knows it.

Bore pump - still the gravel-blender noise and it's worse when it's hot. Dale says it'll probably last the summer. Probably. I've put "get Dale in about the bore" on my list for first week back next year.

Things that went well this year:
- Athletics carnival went off in the end, after all the date drama. Lines were straight. Well, straighter than last year.
- Got the marri limb taken off over the junior playground before it came down on some poor kid. The arborist was great, tidy job, chipped everything, we used the chips on the kindy paths.
- Bush tucker garden - P&C said yes to the money, Caz's Year 4s planted it in Term 4. Most of it's still alive! The warrigal greens have gone feral already.
- Snake in November was handled properly, protocol worked, nobody panicked except Steve.

Things that didn't:
- Bindii on the junior oval is a losing battle. Sprayed in August and again in September and it still comes back along the fence line. Next year I might try a pre-emergent in autumn as well.
- The Husky is still a dog. Budget request for a Stihl went in. Priya made the face.
- Library bubbler is dripping again. Changed the washer. Still dripping. Will deal with it next year.

## Brigade

Did the Crew Leader course end of October at the Academy - two long days, a lot of "what would you do if" scenarios, a lot of bad coffee. Passed. Officially a crew leader now which mostly means more paperwork. Meg's running a tight ship this year, training's been really good, way more practical stuff and less standing around the truck talking.

Sausage sizzle at Bunnings last Saturday raised $2,140 which is a record for us. I did the early shift. Onions were perfect, obviously, because I cut them.

Got chatting to Col on the tongs. His uncle Merv out in Baldivis is cleaning out his shed - forty years of caravan junk apparently - and Col reckons there's a stack of Millard louvre frames and winders in there, still in the boxes some of them. Col's going to ask Merv if I can come have a rummage after Christmas. If there's winders in there I'll cry. I've been looking for six months.

Season so far has been quiet for us, a couple of grass fires on the freeway verge and a car fire. The big ones will come in January, they always do. I've told Steve and Leanne I'm on the available list for deployments over the holidays. Jess said she can mind Nugget and the chooks if I get sent somewhere.

## Marge

She's come a long way this year. Looking back:
- May: towed her home from Pinjarra, dodgy lights and all
- June/July: floor ripped out and replaced, chassis rust treated, wheel bearings repacked
- August: sanding, sanding, more sanding. Decided on the paint (the green). Kerry very pleased with herself.
- October: weighbridge day with Lachie. She's lighter than I thought.
- November: Trev did the gas, she passed, new regulator, got the cert in his email. Need to print that for Transport.
- December: Lachie has done up his list for the 12 volt setup. Santa might be bringing me a lithium battery, by which I mean I'm buying myself a lithium battery.

Next year: licensing inspection with Transport so I can get plates, then paint, then upholstery, then FIRST TRIP. I want to be sitting by a river under some big trees by Easter. Realistically probably by winter.

Still going with the Sea Mist green and white. I think. Holding a paint chip up against her in different lights is my new hobby.

## Lachie

Proud mum moment: he wired up the light in the chook shed by himself (with Nev's supervision on the sign-off, relax), and the chooks now have a light on a timer so I'm not stumbling round out there with my phone torch at 5am. He's got a girlfriend too, apparently, although I've been told I'm "not allowed to be weird about it". I will be weird about it. He's finishing his second year in Feb, and Nev reckons he's one of the best apprentices he's had. Made me tear up in the Bunnings car park.

He's also decided he's going to take over the ham. My dad's old recipe is written on the back of an envelope in Mum's handwriting, I've photographed it for him so he can't lose it. Cloves, mustard, brown sugar, a splash of ginger ale. If he uses Coke I'm disowning him.

## The year in one go

Honestly, a good year. Tired but good. Highlights in no order:
- first full year of the new retic actually working
- getting Marge to the point where she rolls, stops and doesn't leak
- Mum's 75th - everyone there, even Darren, Mum cried twice, the sticky date pudding was enormous
- crew leader ticket
- the sizzle record
- Lachie turning into a decent human

Lowlights:
- shoulder
- that week in August when the chem shed lock seized and I had to angle grind it off in front of the Year 6s
- losing Mrs Beakman for a whole afternoon (found under the neighbour's deck, unbothered)
- the Husky. Always the Husky.

## Presents

Still haven't bought anything for Mum. She says she doesn't want anything, which means she wants something specific and won't tell me. Kerry says a cushion for her new place, but she hasn't even picked a new place yet. Going to get her a good pair of gardening gloves and some seedlings, can't go wrong.

Darren - beer and some of those fancy socks he likes. Lachie - a proper tool bag, his is held together with cable ties. Jess - vouchers, she's 22 and I have no idea what she likes anymore. Kerry - Kerry buys her own presents and then tells you what you got her.

## Christmas

Prep list is in the Christmas note. Mum and Kerry's lot arriving on the 23rd. Need to clean the spare room which currently contains: half a caravan kitchen, three boxes of louvre glass, a bag of chook food and Lachie's old drum kit.

Darren's flying down on the 22nd, he's off his swing. He's been weird and secretive about "a present for me" which makes me nervous.

Lachie is cooking a ham. Lachie has never cooked a ham. This will be fine.

## Random stuff floating round my head

- Need to clean the gutters before the first big storm, not after like every year
- Nugget needs his booster shots in Feb, vet sent a reminder
- Chook food has gone up AGAIN, $38 a bag now at the produce place in Bibra Lake
- Council still hasn't come to fix the footpath outside no. 31, someone's going to stack it
- The neighbour's mango tree is hanging over our fence and I intend to eat every mango on my side, that's the law (it isn't)
- Print the gas cert, print the weighbridge ticket, put them in the Marge folder with the receipts
- Ask Rob about tyres for the ute, the fronts are wearing on the outside
- Get a proper first aid kit for the van, not the sad little one from the servo
- Return Deb's helmet torch I borrowed at the sizzle
- Book the physio. Seriously.

## Me

Shoulder is still crook. It's been on and off since winter. Really need to see a physio in the new year - every time I pull start anything it lets me know. Kerry found a physio near the school, Fremantle Sports Physio, and keeps sending me the link. Fine. FINE. January.

Need a holiday. I'll take three days of lying on the couch doing nothing before I start on the van again. That's the plan. That's never the plan.

Heat tip for me for next year: mow by 6am in summer before the easterly drops off and the sea breeze comes in - anything after 10 is misery and the clippings go everywhere. I'm a morning person for grounds work anyway, by 2pm I'm useless.

Right, beer time. Happy holidays me.
''')

AUTUMN = dedent('''
---
title: autumn catch-up
date: 2025-03-23
tags: [ramble, marge, brigade, school, family, health]
---

# Autumn catch up (Sunday, raining finally)

First proper rain since October. Sat on the back step and just listened to it. The garden is gasping. Nugget hates it. Chooks are delighted - worm buffet.

Haven't written anything down since before Christmas and so much has happened my brain is soup, so here goes.

## The fire

Got deployed in January - down near Nannup, the Darradup fire. Five days. Wrote up my own debrief in the brigade folder while it was fresh so I won't go over it all again. Short version: hot, tired, filthy, proud of our crew, never eaten so many egg and lettuce sandwiches in my life. Jess minded Nugget and the chooks and only lost one (Mrs Beakman escaped into the neighbour's yard and was returned with a note). Got home, slept fourteen hours.

It shook me a bit, honestly. The day the wind swung round I was properly scared for about twenty minutes and then too busy to be scared. Talked to the peer support person after, which I would never have done ten years ago. Good stuff.

## Shoulder

Finally went to the physio. Anna is lovely and also a sadist. Rotator cuff "irritation" from years of pull starts and one-armed hose dragging. Six sessions, Friday mornings, homework exercises that I do about half of. It is better though. Not pull-starting the Husky helps - Steve finally approved a new electric-start mower for the junior oval, miracle.

## School

Term's been flat out. Bindii seems to be in check for once, touch wood - going to hit the junior oval again in the holidays before it gets going.

The bore pump finally started dying properly in late Feb - losing pressure, tripping out on the hot days. Dale came and pulled the headworks and had a look. His email lays it all out: either rewind the old motor or put in a whole new pump. He also took the opportunity to wind back the run times for autumn since it's cooling off. I've forwarded it all to Priya and Leanne and now we wait for the money people. I know what I'd do - the old one is fifteen years old and it's been rewound once already - but it's not my money.

Leanne is going on long service leave for the last bit of term and the start of next, so that will slow everything down. Classic.

The carnival's not till September but Steve has already asked about line marking. Calm down, Steve.

## Marge!!!

OK big news.

1. Licensing inspection with Transport went off on 4 March. She PASSED. The examiner was an old fella who used to own a Millard himself and spent more time telling me stories than inspecting. Got the plates a week later. She is officially a road-legal caravan. Lachie and I had a beer in her on the driveway to celebrate.

2. Insurance is sorted - went with the specialist mob that does classic vans, agreed value not market value. The policy and all the numbers are in their welcome email.

3. Paint. I know. I KNOW. After all the carry-on about the green, I went to Hendo to look at the sample panels Craig sprayed up and the Sea Mist looked like a hospital corridor. Cold. Wrong. Then he showed me a panel he'd done in the original factory tangerine and cream from an old Millard brochure and I actually went "oh" out loud. She was MEANT to be that colour. So - we're going back to tangerine & cream, the original 1972 scheme, with the chrome strip polished up. Told Craig in writing. Sorry Kerry. Kerry's going to be unbearable about it, except actually she voted green so she can't be.

4. Upholstery. Sandra at Stitched Up came and measured up in Feb. Her quote was $1,450 for the dinette and the front lounge which I thought was fair. I've told her what fabric I want. She's ordering.

5. Electrics - Lachie has done most of the 12V. Battery's in, DC-DC is in, solar blanket works. Fridge goes in after the paint. Nev will sign off the 240 volt inlet.

I'm not going to add up what I've spent on her. It's in the spreadsheet and the spreadsheet can keep its secrets.

## First trip

She goes into Hendo for paint on 7 April. If all goes well she'll be back by late May and the upholstery goes in after that. First trip then: Lane Poole Reserve, Nanga Mill campground, right by the Murray River. It's my favourite spot in the whole state - tall jarrah, the river, nobody's phone works, kookaburras at 5am. Went there as a kid with Dad every Easter. I want Marge's first night to be there. Dad would've definately loved her.

Runner-up would be somewhere on the Blackwood but I've had enough of that neck of the woods for a while after the fire.

## Family

Mum moved into the village at the start of March! Kerry did most of the heavy lifting, I drove down with the ute for the second load. The unit is small but bright, and she's got a little courtyard where she's put her pots. She keeps saying "I should've done this years ago" which, yes Mum. The lemon tree stayed at the old place, there were tears. The landline STILL isn't connected three weeks later, Telstra being Telstra.

Darren's home on R&R end of April. He's still bringing up the Paul Kelly tickets, which... fair.

Lachie's finished his second year at Nev's, passed everything, got a pay rise, bought himself a second-hand Ranger. Growing up.

## Brigade

Training moved nights this year, which is better for me. We've got a new member, a uni student called Priti who's fitter than all of us put together. Meg wants everyone to have their pack tests done before the season. Mine's on the list.

AGM stuff is months away. Nobody is talking about that yet.

## Home garden

Rain's come just in time for the veggie patch. Pulled out the last of the summer tomatoes (the possums got half of them anyway), going to put in broad beans, silverbeet, garlic and some snow peas along the chook run fence so the chooks can eat whatever pokes through. The passionfruit has finally decided to fruit after four years of sulking. Citrus needs a feed. The lawn is dead and I'm choosing to call it "waterwise".

Verge is full of bits of tree from the storm in Feb. Waiting for the council green waste pickup, whenever that is - they always send a newsletter.

## What the fire taught me (writing this down so I remember)

- Eat when you can, sleep when you can, wee when you can.
- Check your crew's water before your own.
- The radio is your friend but don't talk on it unless you have to.
- Wet wipes. So many wet wipes.
- Your body will tell you when you're done, listen to it before it shouts.
- The locals who come out with cold drinks and scones at the staging area are the best people in the world.
- Tell your family you're okay even when you're just okay.

Meg asked if I'd talk at training about the deployment for the newer members. Said yes before I thought about it. Need to make a few notes so I don't waffle. The debrief doc is a good start.

## Money

School paid me out for the extra days over the holidays so that went straight into Marge's paint fund. Fuel claims from the deployment still haven't come through, DFES paperwork moves at the speed of a bobtail crossing the road. Ute's due for a service and probably tyres soon, fronts are getting bald on the outside edges.

## School holidays (two weeks from the 14th)

Plan for the break, not that anyone asked:
- Week one: three days at school doing the jobs you can't do with kids around - pruning the big ficus by the front office, re-edging the kindy paths, pressure cleaning the undercover area before the P&C disco mess becomes permanent
- Week two: Marge is at Hendo so I'm van-less, which means I might actually rest. Might drive down to see Mum's new place properly and take her pots she left behind
- Nugget needs a bath. Nugget will object.
- Sort the shed. Every year I say this.

And the retic needs its autumn check - go round all the stations, clean the filters, check the heads on the junior oval that the Year 3s keep kicking. If the bore pump decision comes through over the break Dale can start early.

## Lists

To do before Easter:
- [x] drop the DoT paperwork at the school office so Priya can stop asking about my leave form
- [ ] chase up the louvre winders again
- [ ] clean out Marge's gas locker before Hendo
- [ ] get the chook run fixed where the fox tried to dig
- [x] book the Hilux in with Rob for the 315k
- [ ] renew first aid - overdue, oops

Want list (Marge):
- proper awning, the old one is perished
- a little fold-out table for the side
- an esky that fits under the dinette seat

Right. Enough. Rain's stopped. Going to go stand in the yard and smell it.
''')


def build():
    put('notes/2024-07-14-winter-brain-dump.md', WINTER)
    put('notes/2024-12-13-end-of-term-rant.md', EOY)
    put('notes/2025-03-23-autumn-catchup.md', AUTUMN)
