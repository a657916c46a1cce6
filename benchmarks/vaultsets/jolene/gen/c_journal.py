"""Three long rambling journal notes (1.5-2k words each)."""

JOURNAL = {}

JOURNAL["journal/2024-02-18-sunday-brain-dump.md"] = """---
title: Sunday brain dump
date: 2024-02-18
tags: [journal]
---
# Sunday 2/18 - brain dump because I can't sleep

It's 10:40 pm, Chuy is snoring like a grown man, and my brain will not shut off, so here is everything, in no order, so I can stop carrying it around.

## Work
Flu and RSV are still wrecking my caseload. Three of my pts got hospitalized in two weeks, which means three resumption-of-care visits with the full OASIS, which means charting until 9 pm. Kendra keeps saying census will "settle down in March." She said that last year too. I love my pts, I really do. Mr. R. in Marana told me I'm the only nurse who explains things without making him feel dumb, and I almost cried in his driveway. But the paperwork is eating me alive.

Mileage is still 62.5 cents a mile, which does not cover gas + the tires I'm burning through driving Marana to Vail and back. I did 1,140 work miles in January. I asked Kendra if they'd bump it to the IRS rate and she said "it's being discussed at the leadership level," which means no, or means yes in six months. We'll see.

Also need to do my annual compliance modules before they nag me. (Did them. 2 hrs of HIPAA videos where the actors are clearly also nurses who lost a bet.)

The new EVV app logged me out twice mid-visit last week and now I have "exceptions" to explain. Note to self: screenshot every clock-in.

## Papá
Okay. Papá. Where do I start.

He's doing mostly ok. Dr. Nguyen was happy with his A1c (borderline, diet controlled), BP good on the metoprolol, weight stable. He's still driving to church and to the Food City and nowhere else, and I'm watching that like a hawk. Ray thinks I should take the keys. Ray lives 450 miles away and gets to have opinions for free.

The big thing with Papá is appointment times. I need to write this down so I stop forgetting when I'm on the phone with schedulers: **he will only do mornings, before 11 if at all possible**. After lunch he crashes, he gets foggy and cranky, and then he doesn't remember half of what the doctor said and I get the "el doctor no me dijo nada" speech. First appt of the day is best - 8 or 8:30 - because he's up at 5 anyway. Whenever they offer 2:15 pm I need to say no and wait an extra week. It's worth it.

He also brought up Mamá's quilt again. The Double Wedding Ring one she made the year they got married, 1968, the pastels with the cream background. The binding is shredded along one whole side and two of the rings have worn through where it was folded on the foot of the bed for 50 years. He asked me - very quietly, at the kitchen table, not looking at me - if I could "arreglarla" before his birthday. I said yes without thinking. I don't know if I can even match those fabrics, they're from the 60s, all those feedsack-looking pastels. I might have to do a "repair that shows it's a repair" instead of trying to fake it. Maybe patch the worn rings with something from Mamá's scrap bin that's still in his hall closet - that would mean something. The binding I can totally replace. His birthday is 3/9. That's three weeks. Realistically I'll get the binding done for the birthday and tell him the rings need more time. He'll understand. He won't, but he'll pretend.

His HOA is also being his HOA. Dues went out in January, $165 like always. The gate code thing is a constant - he forgets the visitor code, calls me from the gate when he's walking back from Dolores's house (why does he need the code to walk in? he doesn't, he just panics). I wrote it inside the kitchen cabinet door. Big letters.

Pharmacy: Sunridge is fine. The ladies there know him. It's the only place he still goes by himself besides church, and he flirts with the older cashier. I'm not taking that away from him.

Medicare stuff is quiet right now, thank God. The Part D plan he's on is ok for this year. I need to remember to actually READ the notice of change thing when it comes in the fall instead of tossing it.

## Quilts
Spring market is 3/23 at the park. I have: 1 queen (the "Desert Sunset" one - finally finished), 2 throws, 4 baby quilts, a pile of runners, and approximately one thousand mug rugs because I make them when I'm stressed. So, a lot of mug rugs.

Bev came over Thursday and looked at my price list and made a noise. "Jolene. Three twenty-five for a queen? You know what the fabric costs." Yes, Bev, I know. But this is Tucson and people come to these fairs with $40 and a dream. I'm going to keep the prices for the spring market and see what sells. If the queen goes in the first hour I'll know I'm too low.

The raffle quilt block for guild is due in March - cactus flower, I've cut it but not sewn it.

## Tessa
Tessa is in her last year at NAU, clinicals at Flagstaff Medical Center, and she sounds exhausted and happy, which is exactly how nursing school is supposed to sound. She asked me what specialty I'd pick if I did it over and I said "the one with no charting" and she laughed at me. She's leaning L&D. She'd be good at it - she's calm, and she doesn't flinch. She gets that from Mamá.

I need to start saving for her pinning in December - the trip to Flagstaff, a hotel, a nice dinner, the good stethoscope. Put $50/paycheck aside starting now.

## House
The swamp cooler made a horrible grinding noise the last day I ran it in October and I never dealt with it. I need to call the cooler guy in March before everyone else in Tucson calls their cooler guy in April. Also the back gate latch is broken and Chuy figured it out, which means he has escaped twice to go visit the Ochoa's dog across the street.

Water heater flush - March.

Taxes - the quilt stuff goes on Schedule C now that I actually made money (lol, $1,100 profit), which means finding all my receipts. They are in a shoebox. Several shoeboxes.

## A pt I keep thinking about
Mrs. G. in the foothills, 89, CHF, lives alone with a parrot named Chato who says "ay Dios" every time she stands up. Her daughter is in Chicago and calls her once a week and thinks everything is fine because Mom says everything is fine. Everything is not fine. Her legs were +3 on Tuesday, she'd stopped weighing herself because the scale "was lying," and she'd been skipping the afternoon Lasix because she didn't want to get up to pee during her novela. I get it. I really get it. But I called the daughter and had the gentle-but-not-gentle conversation, and now there's a plan: Meals on Wheels, the aide three mornings a week, and the daughter is flying in next month. I think about Papá every time I'm in a house like that. Who calls Mari when it's me who's saying "everything's fine"?

## Guild
Guild meeting last Tuesday - Pat did a whole program on scrappy bindings and I actually learned something (press the joining seams open, I've been doing it wrong for 20 years). Paid my $30 dues. Arlene is running a tight ship as always. The parking at the church is a nightmare on Tuesday nights, everybody's parallel parking on that narrow street in the dark, and last month somebody clipped Dolores's mirror. Someone needs to say something. It won't be me. It'll probably be Dolores.

## Chuy
Chuy's teeth. The vet (Dr. Mehta, who I love) says he needs a dental cleaning under anesthesia, and two teeth are probably coming out. $680 estimate. He's 11, which is not old for a chihuahua-whatever, but anesthesia at 11 makes me nervous. She says his bloodwork is great and the heart sounds fine. Scheduling it for April after the market so I'm not stressed about two things at once. He has no idea. He's currently chewing a Nylabone like it owes him money.

## Money
Doing the budget tonight was depressing. Car insurance went up again. The quilt money is nice but it's "nice," not "pays for anything." Papá's money is fine - his pension + SS covers his stuff and the HOA, and I pay from his account, but I need to sit down with Ray and Mari about what happens when he needs more help. A caregiver for even 4 hours a day is $2,500+/month in Tucson now. That's a conversation for the summer.

## Me
I'm 52 and my knees are 70. I should walk more. I say this every Sunday night.

I want one week this summer where no one needs anything from me. Mari keeps talking about a girls' trip to Rocky Point in June, her + Tessa + me, and I keep saying "we'll see," which is the same thing Kendra says to me. I'm going to say yes. I'm going to put in the PTO request this week before I talk myself out of it. 60 days ahead, right? June is plenty. Who would even cover me... Kendra can figure it out, that's literally her job.

Things I am grateful for, because my therapist (from 2019, but it stuck) said to end these on something good:
- Papá can hear me when I talk loud and slow, most of the time
- Tessa calls me every Sunday even when she's tired
- Chuy
- that one pt who made me a paper flower last week out of his discharge instructions
- the mountains were pink tonight driving home on Sunrise

## Random
- Tía Chayo's birthday is in April - card
- Dentist cleaning: they called to reschedule, call back Mon
- Look up whether I can deduct the booth fees (yes probably)
- Return the library books (two weeks late. sorry Mesquite branch.)
- Mari's youngest needs a baptism gift, her godparents are asking ME what to get. A quilt, obviously. Baby quilt #5.
- Buy binding fabric for Mamá's quilt - something cream, old-fashioned, not stark white

Okay. It's 11:25. Going to bed. Chuy has taken my pillow.
"""

JOURNAL["journal/2024-07-07-summer-ramble.md"] = """---
title: July ramble
date: 2024-07-07
tags: [journal]
---
# Sunday 7/7 - 114 degrees and I'm not leaving the house

Official high today was 114. The cooler is doing its best - and honestly, since the new pump went in back in April it's doing way better than last year, it's 81 in here while it's 114 out there, which for a swamp cooler in July is a miracle. Monsoon humidity is creeping in though, and once the dew points go up the cooler just blows warm wet air around. Mid-July is always the worst two weeks of the year in this house.

So here I am, on the couch, under the ceiling fan, with iced tea, writing, because I have not written in forever and a lot happened.

## Rocky Point
We went! Mari, Tessa, and me, June 9-15. Drove down through Ajo and Lukeville, crossed early on Sunday and it was painless. The rental was a little two-bedroom casita right on the sand, with a roof deck where we watched the sun go down every single night with a michelada. I read two whole books. Tessa slept until ten every day like she was in high school again and I let her, because she's about to be a nurse and she'll never sleep again.

We ate shrimp every day. Every single day. Shrimp tacos, coconut shrimp, the shrimp cocktail from the cart by the malecon with the clamato and the avocado. Mari got sunburned on the first day because she "doesn't burn," and spent the rest of the week in a long-sleeve swim shirt looking like a lifeguard.

One night Mari and I stayed up late on the deck and actually talked about Papá. About what happens when he can't live alone. She said she can't take him in Phoenix - Dan's mom is already living with them - and I said I know, and then we both just sat there. The answer is probably me, and probably in a year or two, and probably my house because it's one story. I have to start thinking about the bathroom grab bars and whether Chuy will survive a roommate.

Work was fine when I got back. Nobody died, nobody got readmitted, the charts were in decent shape. I had a week of catching up on supply orders and one very angry wound vac, but that's normal.

## Papá
The hearing aids are a success. A huge success. He's had them six weeks now and he's a different person on the phone. He laughed at one of my jokes last week, a quiet one, the first time in a year he caught a joke without me repeating it. He says the ice maker is "escandaloso." He turns them off at Mass because the organ is too much, which, fair.

Total was $3,450 for the pair. We said we'd split it three ways. That's in the spreadsheet.

His HOA raised the dues starting this month - $17 more a quarter. Whatever. The board is resurfacing the pool he never uses. I updated the bill pay. It's fine. It's fine!

The drip line at his house broke in the heat and the yard guy fixed it the same day. Bless that man.

## Quilts
Okay, quilt news. The spring market went well - I sold the Desert Sunset queen in the FIRST HOUR, which is exactly the sign Bev said it would be. I'm too cheap. Fine, Bev, you win. Queens go up to $350 starting now. Throws stay $160 for now because they sell steady.

I took the Lone Star top to Hortensia two weeks ago along with the little saguaro baby quilt. She texted me a picture of the Lone Star on the frame and I screamed. She used a feather pantograph and the background looks like it's moving. It's the best thing I've ever made, and I'm a little scared to sell it. Pickup is this week-ish.

And now, a lesson, for the record, so future me reads this and remembers:

**Note to self: NEVER again with minky.** I made a baby quilt with minky backing for Mari's neighbor's baby shower because everyone on the guild Facebook raves about how soft it is. It is soft. It is also the devil. It stretches in one direction and not the other, so nothing lines up. It sheds these tiny fluffy bits that got into EVERYTHING - the bobbin case, my coffee, my eyebrows, Chuy looked like a muppet for three days. It slides under the presser foot like it's trying to escape. I had to use about 400 pins. I will happily make baby quilts with plain cotton or flannel backing forever and I will smile and say "oh I don't work with minky" like it's a policy. Because it is now a policy.

Also made 40 more mug rugs. I have a problem.

## Guild
Guild's on summer break, no July meeting. I miss it. Arlene sent a cryptic email about "big changes coming in September" and everyone's speculating. Pat thinks Arlene's retiring from president. I think the church is kicking us out. We'll find out in August.

## Tessa
Tessa finished her med-surg rotation and has her last clinical in the fall, then boards. She's applying to the new-grad residency at Banner and one in Phoenix. She might be in Phoenix next year - close to Mari, two hours from me. I'll take it.

## House
- New car battery. The old one died in the Fry's parking lot at 3 pm in 110 degrees with two bags of groceries in the back. A nice man with a jump box and a Cardinals hat saved me. It was a 2019 battery. Arizona eats batteries.
- Scorpion count this summer: 4. Three in the bathtub. Chuy is no help.
- The back gate latch got fixed! By me! With a YouTube video and a $9 part!

## 4th of July
We did the 4th at Mari's in Phoenix this year (she's supposed to have summer AND Thanksgiving this year). I drove Papá up early in the morning, before the heat, with his pillow and the lumbar thing, and he did okay, but he was stiff for two days after. Dan grilled. The kids did sparklers in the driveway while it was still 105 at 9 pm. Papá fell asleep in the recliner by 8:30 with his hearing aids still in, and Mari's youngest put a party hat on him. There is a photo. It's my new favorite photo.

Drive home the next day was long. I noticed him shifting in the seat the whole way. I'm filing that away.

## Work in the heat
Summer visits are brutal. I do a full heat check at every house now - thermostat, cooler, water within reach, fans, the whole thing. Last week Mr. A. in South Tucson had his cooler off "to save money" and it was 94 inside. Ninety-four. He's on a diuretic and a beta blocker. I sat with him, turned it on, called his son, and then called our social worker to see about the utility assistance program. The son was embarrassed. I told him it happens in every family. It does. It happens in mine - I check Papá's thermostat every Wednesday like it's a vital sign.

Kendra finally raised the mileage rate in April, by the way - I forgot to even write that down. Small miracle. I drive something like 1,200 miles a month so it actually adds up.

## Monsoon
First real storm was Friday night. The sky went purple-green, the wind came through sideways, and the power flickered three times. Chuy hid in the bathtub with the scorpions, which tells you how scared he was. The smell afterwards - the creosote - that's the whole reason I live here. I sat on the back step in the dark with the wet dog and just breathed it in.

A branch came down in the alley behind Papá's place but not on anything. The HOA will send someone. Or they'll send a letter. We'll see which.

## Books from the beach
- the mystery with the Navajo detective (finally finished the whole series)
- a romance Tessa lent me that I'm pretending I didn't like
- half of a book about burnout in healthcare that I had to put down because it was too accurate

## Me
I'm tired, but a good tired. Rocky Point fixed something in me. I want to do that every year. Put it on the calendar now for 2025 before life fills it up.

Thinking about my own Medicare someday and laughing, because that's 13 years away and by then it'll all be robots.

Mari's birthday is next month - she wants "nothing," which means a spa gift card.

It's 6 pm and still 112. I'm going to make gazpacho because I refuse to turn on the stove.

Things I'm grateful for:
- the new cooler pump
- Hortensia's feather pantograph
- shrimp, always
- Papá laughing at my joke
- this couch
"""

JOURNAL["journal/2024-10-27-everything-all-at-once.md"] = """---
title: everything all at once
date: 2024-10-27
tags: [journal]
---
# Sunday 10/27 - everything is happening all at once

October is a lot. It's always a lot. It's open enrollment, it's fair season, it's the month every pt's family decides to move them to a new house, and this year it's also my year to be the responsible one about Papá's insurance, because of course it is. Writing it all down.

## Medicare / Papá's drug plan
The notice from his current plan came at the beginning of the month and I actually read it this time (see, Feb me, I listened). His premium is going up by like fourteen dollars a month and - the bigger deal - his blood thinner is moving to a worse tier with coinsurance instead of a flat copay. That's the expensive one. That's the one that matters.

So I spent two evenings on the Medicare plan finder, which is a website designed by someone who hates old people and their daughters. Put in his four meds, put in his new pharmacy, and it spits out 22 plans. I narrowed it to three. My spreadsheet/table is in the medicare note. The cheapest one by a lot is the Sonora Senior Rx Saver, and I'm pretty sure that's what I'm doing. I emailed Mari and Ray and Ray said "whatever you think, hermana," which is both sweet and useless. Mari hasn't answered, which means she agrees or hasn't read it. Probably hasn't read it.

There was some little icon next to his blood thinner on the Sonora plan that I didn't click on. I should click on it. I'll click on it this week. It's probably nothing.

Deadline is December 7th. I'll do it after the fair.

## The new pharmacy
Best decision of the year, honestly. Sunridge closing felt like the end of the world in August - Papá was upset, those ladies knew him for fifteen years - but Tanque Verde Family Pharmacy is wonderful. They deliver. They call the landline when they're at the gate. The pharmacist actually calls ME if something's off instead of just letting it sit in "insurance rejected" limbo for a week. Papá likes the delivery driver, a young guy who calls him "jefe." Done. No notes.

## Fair
The holiday fair is four weeks from yesterday, the 23rd. I'm behind. I'm always behind.

Prices. I've been going back and forth and I'm doing it: **queens go to $375 for the holiday fair.** Throws $175, baby quilts $95, runners $38. Bev says it's still cheap and I should do $425 for the Lone Star. I can't. I can't look a person in the eye and say $425. $375 I can say. Batting went up, fabric went up, everything went up, and I'm tired of paying people to take my quilts home. At the spring fair I literally did the math and made $4.10 an hour on the queen. So: $375. I'll print the new tags next weekend.

Still to do is a mile long - binding, labels, the tags, change for the cash box. Bev is bringing the rack. I'm bringing my whole living room apparently.

## Thanksgiving
The annual fight has begun. It's Mari's turn to host in Phoenix. But Papá's back has been really bad since the trip to the eye doctor - he couldn't get out of my car without help and he was in the recliner for two days after - and I really don't think he can do the drive to Phoenix and back in one day. Two hours each way. I need to bring this up with Mari without it turning into a Whole Thing. She's going to say "we can get him a hotel" and he's going to say he doesn't sleep in hotels, and I'm going to be in the middle. Again.

I'll email her. Email is easier than calling because she can't hear my tone.

## Tessa
Tessa's pinning is in December, up in Flagstaff. She sent the details to the family chat. I already booked the hotel (the one by the university with the free breakfast). I'm getting her the good stethoscope and having it engraved with Mamá's name on the bell. Don't tell anyone, I'll cry.

She passed her last clinical eval with "exceeds expectations" in every category. Every single one. My baby.

## Work
I'm behind on my in-service hours - I have until 12/31 and I'm a few short. BLS is in a couple of weeks, that counts for some. I keep meaning to do the free heart failure module on the board site and then it's 9 pm and I'm charting.

Kendra forwarded the BLS confirmation. Thursday morning. I hate the floor part. My knees. Every two years I swear I'll do more squats.

Census is finally manageable. I got a new pt in Sahuarita, a sweet retired rancher with a new ostomy who calls it "the situation." We're working on it.

## HOA (Papá's)
New gate code started this month. Papá can't remember it, of course. I wrote it inside the cabinet door again, under the old one, with the old one crossed out. Then he called me from the gate anyway. The newsletter also said the annual meeting is next month - I might go, they're voting on the board and the budget and I'd like to know why the dues went up again this summer before they do it again.

## House
- Cox router drama in September is solved, the new one is fine, I just need to update the house-sitter sheet someday.
- Cooler winterizing - it's still 88 degrees, so, not yet.
- Bug guy came, found two bark scorpions in the garage. Of course.
- The CR-V is making a noise. A new noise. I'm ignoring it.

## Family stuff
- Día de los Muertos altar this weekend. I'm putting up Mamá's picture, her rosary, pan de muerto, and the little cup of Nescafé she drank every morning. Papá is bringing her good earrings. Tessa wants to FaceTime in for it.
- Tía Chayo called to say tamalada is on "as usual," no date yet, she wants to see who's in town.
- Ray might actually come for Thanksgiving this year. Might. He said "probably." I've heard "probably" from Ray before.
- Papá's roof is leaking over the laundry room after the last storm. He wants to call some guy from a flyer on his door. I told him to wait until I look at it. Mari will have opinions.

## Quilts, other
Guild at the new place is working out great - big tables, actual light, and nobody's scraping their car on the curb. Arlene looks ten years younger. Lin announced the spring show and I'm thinking of entering the Lone Star - if it doesn't sell at the fair. Which means I'm secretly hoping it doesn't sell at the fair. Which is bad business. Bev would kill me.

I also finally started on Mamá's quilt properly. The new binding is on - a soft cream with a tiny blue sprig, close enough to the original that you have to look twice. The worn rings I'm patching with pieces of her old aprons from the hall closet, the yellow one with the cherries and the blue gingham. You can tell it's a repair. That's the point. Papá hasn't seen it yet. I'm going to give it to him at Christmas.

Hortensia is booked six weeks out now, everybody wants their holiday quilts done. Good for her.

## Chuy
Chuy is limping on his back left leg. He's also being dramatic, so I can't tell. The vet said last time that his knees are "loose," which is apparently a thing small dogs get. I'm watching it. If it's still bad Wednesday, he goes in. He's 11 and two teeth lighter than he was in March, and he is still the boss of this house.

## Money, again
The fair date + Thanksgiving + pinning trip + Christmas all in six weeks. I'm doing a spreadsheet. If the fair goes well it covers the pinning trip. If it doesn't, the credit card covers the pinning trip and I cry in January. Either way Tessa gets her stethoscope.

## Me
I'm fine. I'm tired. I'm 52 and I'm running a small quilt business, a home health caseload, and the life of an 81-year-old man, and some days I do all three at once from a Circle K parking lot. But I also had a good week. I finished a quilt I'm proud of, my kid is about to be a nurse, and my dad can hear the quail again.

Things I'm grateful for:
- Tanque Verde pharmacy, truly
- Bev, who pushes me to value myself
- the first cool morning (64 degrees on Thursday!!)
- cinnamon in my coffee
- that I am not the one whose knees have to do this BLS class twice in one year
"""
