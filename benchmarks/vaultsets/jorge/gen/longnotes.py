"""Three long, rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/journal/2025-06-28-brain-dump.md"] = """---
title: brain dump, end of June
date: 2025-06-28
mood: fried
---

# Brain dump – Saturday night, end of June

Can't sleep, so I'm typing. Marisol is asleep on the couch with the TV still on some cooking show, and the
dogs are snoring louder than she is. It's 11:40 PM and it's still 88°F outside. The heat index today was 109.
Everything I think about tonight is going to end up in here, so this is going to be long and all over the place.

## The business, a.k.a. the reason I can't sleep

We did 14 calls on Thursday. Fourteen. With two techs and me. I did four of them myself in between answering the
phone and driving to Alamo Supply twice because they didn't have the 45/5 caps in the morning and then they did
in the afternoon. Denise is booking us out four days now and people are not happy about four days when it's 84
inside their house. I get it. I wouldn't be happy either.

Ray is carrying the whole thing on his back right now. He's doing attics at 2 PM that are 140°F, easy. I told him
to do the attic jobs first thing in the morning and the rooftop and condenser stuff in the afternoon and he looked
at me like I had never worked a day in my life. Which, fair, the schedule doesn't care what I want. Tyler is good
but he's still slow on diagnostics. He'll get there. He's got good hands and he doesn't lie to customers, which is
more than I can say about half the guys in this town.

The thing I keep coming back to: we are turning away work. Denise says we told about 25 people this month "we can't
get to you this week." That's 25 diag fees at $89, plus whatever repair, plus maybe a couple of changeouts. That's
money walking to the big companies with the billboards on 410.

Ray said his buddy **Marco Ybarra** might be free through August – he did residential for six years at one of the
big outfits and got tired of the sales quotas. EPA certified, has his own tools. Ray trusts him. I'm going to talk
to him next week. If he can start in July, even just riding with Ray, that's one more set of hands for the worst
eight weeks of the year. I'll put him on payroll, not cash. I'm not doing cash, I'm not getting in trouble with
Sam again over 1099 vs W-2 stuff.

I also keep thinking about raising the diag fee. $89 has been the number since 2022. Everybody else is at $99 or
$129. But I don't want to do it in the middle of summer when people are already mad about waiting. January. Do it
in January with the new price sheet. Write that down. (I'm writing it down.)

## Equipment prices

Chuck from Alamo Supply came by the shop Tuesday with donuts, which is never good news. He says Coolmark is going
up again in July. He wouldn't say how much but he said "don't be surprised." We've been paying $1,845 for the
3-ton condenser since March. If it goes up another hundred-something I have to redo my changeout pricing again. I
hate redoing that spreadsheet. Every time I touch it I find a formula that's been wrong since 2023.

Lone Star keeps calling too. Their girl Priya is nice, very organized, sends quotes the same day. Maybe I should
get a real quote from them for comparison at some point. Not now. No time.

Also this refrigerant thing. Everybody's talking about the A2L stuff, R-454B, new equipment next year. I need to
get the guys trained on the new stuff before we install a single one. I'm not having somebody braze on a flammable
refrigerant line without knowing what they're doing. Put it on the list for the fall.

## Vans

The ProMaster is killing me on gas. 13 mpg if I'm lucky. And the sliding door sticks so bad you have to body-check
it. I'm thinking of selling it in the fall when things slow down, use the money toward something. Maybe not even
replace it right away. The Transit is holding up fine, Ray babies it.

The Chevy is making a whine when it shifts from 2nd to 3rd. Tyler says it's been doing it a couple weeks. I told him
to keep an eye on the fluid. If that transmission goes in July I'm going to cry in the parking lot of Ernie's.

Insurance renewed in April, went up 9%. Everything goes up. Everything.

## Amá

Took Amá to her cardiology appointment on Monday. Dr. Ramírez is a good doctor, but his office says something about
her plan and referrals – every time she needs to see him the HMO wants a new referral from the primary. She's had
the same Advantage plan since 2021 and it's fine for the primary care, but the referral dance is ridiculous for a
78-year-old. Lupe says we should look at her options in October. Open enrollment is October 15 to December 7. I
need to put that on the calendar so I don't forget like last year.

Also Amá has a pile of envelopes on her kitchen table. Half of them are "IMPORTANT MEDICARE INFORMATION" that are
just ads. The other half I can't tell. I need to go through them with her on a Sunday. She gets scared of the
letters and puts them in the drawer. And her pharmacy bill at Walgreens went up, something with the "coverage gap"
whatever. I don't understand that stuff and I install equipment with 40-page manuals for a living.

Lupe called from Laredo, she's driving up for Amá's birthday in August. She wants to throw a little party at
Amá's house. Which means I'll be smoking something. Which is fine.

## Sofi's quince

Nine months... no, eleven months away. Sofi turns 15 in May. Marisol has a Pinterest board that is bigger than my
entire parts inventory. Sofi wants "dusty blue." I had to look up what that was. It's blue.

We need to look at venues this summer because the good ones book a year out. Marisol has two on her list: one on
Culebra that's close to us, and one out in Helotes with a big garden that Sofi saw on Instagram. I haven't seen
either. My only requirement: the A/C better work. May in San Antonio. 250 people in a hall with a bad unit? No.

Budget: I told Marisol $15k. She laughed. I'm going to say $15k again next week and see if it sticks.

Also the dress. I didn't know dresses could cost that much. Sofi tried one on at a shop on Bandera and I had to sit
down.

## BBQ

Smoked for Father's Day – the wood yard was out of what I normally use so I grabbed some mesquite and that was a
mistake. Everybody ate it anyway, but I could tell. I need to get the club to do a group buy on wood in the fall so
this doesn't happen again.

Hank next door wants to enter the Bulverde cookoff in October as a club team. I said maybe. La Bestia needs the
door gasket fixed first. And I'd have to take the Saturday off, in October, which is fine, October's slow.

## Kids

Mateo is working at the H-E-B on Bandera this summer, nights, stocking. He says it's fine. He's saving for a car.
Good kid. He's talking about switching his major at UTSA from business to engineering. I told him whatever he
wants, as long as he finishes. He asked if he could work for me next summer. We'll see. He'd have to do attics.

Sofi is doing summer volleyball at the school and it's 6 AM practice, so Marisol and I take turns dropping her off.
I take Tuesdays and Thursdays. She sleeps in the car the whole 12 minutes.

## Random things I need to remember

- Call Marco (Ray's buddy) Monday.
- Wi-Fi at the shop drops every afternoon. It's the router in the hot closet. I'm an HVAC guy and my router is
  overheating. Put a little vent fan in there.
- Order more filters, the 16x25x1 are low.
- Marisol's birthday is August 2nd. Reservation somewhere nice. Not a steak place, she says I only pick steak places.
- Get the A2L training set up for the fall.
- Pay the property tax installment.
- Tyler's wife is pregnant! Baby due in December. Need to figure out how we do a few days off for him.
- Change the oil in the Transit, it's overdue by 800 miles. Ray will yell at me.

## Actually, the real thing

What I actually worry about, when I'm honest: I'm 52. My knees hurt in the attic. I started this business at 34
with one van and a loan from my compadre. I've got two guys who depend on me, and a daughter's quince and a son in
college and my mother who needs more help every year. If I go down, everything goes down. I need to set it up
so Ray could run the day-to-day if I had to step back. That means more systems, less stuff in my head. Which is
why I'm writing at midnight, I guess.

Marisol just woke up and told me to go to bed. She's right. She's usually right. Don't tell her I wrote that.

Okay. Bed. Tomorrow is Sunday. Menudo at Amá's, then the envelopes.
"""

LONG["notes/journal/2025-10-05-late-night-thoughts.md"] = """---
title: late night thoughts, October
date: 2025-10-05
mood: better than June
---

# Sunday night, October 5th

Finally a cool front. 68°F outside right now and I have the windows open for the first time since April. The
phones have calmed down, the guys are back to normal hours, and I actually sat on the patio today doing nothing for
two hours. Marisol took a picture because she said nobody would believe her.

So of course I'm up thinking about everything. Here we go.

## Business – fall

September was good. Not crazy July good, but good. We did the last of the summer changeouts and the first heating
tune-ups are starting. Ray's buddy finished at the end of August – he was a lifesaver. I told him I'd call him again next
summer and he said yes before I finished the sentence. Ray wants him full time. I'm not there yet.

The heat pump thing is real. Four people this month asked about converting from gas furnace + AC to a heat pump
because of the rebates they saw on the news. We need to get good at Manual J and at explaining the balance point
thing in regular words. I asked ChatGPT a sizing question back in April and it gave me a decent rule of thumb but
I'm not installing off a rule of thumb. Tyler is actually interested in the load calc software. Let him run with it.

The A2L training is set for November 5th at Alamo Supply – the Coolmark guy is coming to do it. Both techs are going,
I'm going too. Coolmark's new line is R-454B, and by next year that's mostly all we'll be able to get.

Prices: Chuck's July increase hit us on every changeout since. I raised my changeout prices in August and nobody
blinked, which tells me I was too cheap before. Lesson learned, again.

The Hernandez warranty thing is still sitting there. We replaced the compressor in June under the parts warranty,
Coolmark owes us the labor credit thing, Denise has the paperwork. I keep forgetting to ask her about it.

## The Chevy

Van 2 is getting worse. The whine is now a clunk from 2nd to 3rd, and on Friday Tyler said it slipped on the
on-ramp at 1604. It's going to Ernie's this month, no more waiting. I don't want to buy a transmission. I also
don't want to buy a van. Pick your poison.

The ProMaster: I'm going to list it after Thanksgiving. Clean it out, take the ladder rack off.

## Quince – the venue worry

So we picked Los Arcos in September. Put the deposit down. Everybody was happy, or at least nobody was crying.

But Marisol's guest list is now at 200 and Los Arcos holds 180. She says "not everybody will come." Everybody
will come. It's a Villarreal party with free food. My primos from Eagle Pass will come and bring people I've never
met. I have a bad feeling about this. Not saying anything yet. Going to let her count again.

Sofi's dress – we put the deposit down on Thursday at Bella Quince on Bandera. It's beautiful, I'm not going to
lie. Dusty blue with little crystals on the top, and a big skirt that she spins in. She cried. Marisol cried. I
went outside and "checked on the truck." The receipt is in my email, I told Marisol I'd keep it safe, so here I am
writing down that it's in my email.

Music. Marisol wants the DJ to do everything. I want one thing and I'm going to fight for it: for the vals, the
father-daughter waltz, I want live mariachi. Not a recording. A real mariachi with violins, playing while I dance
with my daughter. My dad had mariachi for my sister's quince in 1988 and I still remember the sound of that
trumpet in the hall. The DJ can do the rest of the night, the surprise dance, the reggaetón, whatever the kids
want. But the vals is mariachi. I'll pay for it out of my own pocket if I have to. Marisol says "we'll see" which
means yes if I don't bring it up too often.

I need to write a speech for the brindis too. In Spanish. My Spanish is good for talking but not for writing. Maybe
I'll get help from the computer and then fix it so it sounds like me.

## Amá – Medicare

Open enrollment starts the 15th. We have an appointment with the SHIP counselor lady on the 21st – Lupe found her
through the senior center. Free counseling, no selling. I'm taking the afternoon off. Amá's cardiologist is out of
her HMO next year, so something has to change. I read about Medigap vs Advantage plans for an hour last week and
came out more confused. That's what the counselor is for.

Amá is doing okay. Her knees are worse than mine. She still makes tortillas every Sunday and won't let anybody help.

## BBQ – Bulverde is in two weeks

The Bulverde Brisket Bash is October 18th. We're in. Hank and Rick from the club are doing ribs and chicken,
I'm doing brisket. La Bestia is going. Registration is paid.

Prep list:
- Fix the firebox door gasket (I keep saying this)
- Buy two packers, pick the better one Friday
- Wood

And about wood. I'm going to say this here once so I stop arguing with Hank about it: for brisket it's post oak.
Period. Post oak burns clean, it gives that mild smoke that lets the beef taste like beef. Mesquite is great for
fajitas over hot coals, fast. On a 12-hour cook it turns bitter. I did the mesquite thing in June because the yard
was out, and everybody ate it, but I could taste it. Never again. The club group-buy in September was post oak
from Garcia Wood Yard, and I've got half a cord stacked by the fence. Pecan mixed in is okay for ribs, a little
for color on brisket. But post oak is the base. That's my hill.

Hank likes hickory. Hank is from Ohio. I forgive him.

## Customers this month (the good, the bad, the weird)

- The lady in Alamo Heights with the giant dog called to say she locks him up now before we come. Progress.
  Tyler still won't go in that backyard without Ray.
- Mr. Olivares in Castroville wants a heat pump "like the one on the news." I told him we'd do a real load calc
  first. He said his nephew said 5 tons. The house is 1,400 square feet. It is not 5 tons.
- A guy on the north side asked if we could "just add freon" to a system with a hole in the coil you could see
  from the driveway. No sir.
- Two different people told Denise we were recommended by Mrs. Hernandez, because of how we handled her
  compressor. Word of mouth is still the best advertising. The billboards on 410 can keep their billboards.

## Maintenance plans

I want the Comfort Club to be 300 members by the end of next year. We're at 212. Every member is two visits a
year, booked in the slow months, and they call us first when something breaks. That's the business that keeps
the lights on in January. Denise is going to send a postcard in February. I want the guys to mention it on every
call – not a hard sell, just "hey, do you know about this." Ray hates selling. Ray will do it anyway, because Ray
does everything anyway.

## The Spurs, the weather, and other things I can't control

Wemby is going to be something else this year. I bought two tickets for a December game for me and Mateo.
Don't tell Marisol the price. Also the weather guy says it's going to be a dry winter. Dry winter means a hot
spring means an early summer rush. Stock up on caps and contactors in March.

## Family stuff

- Mateo switched to engineering. He's already complaining about calculus. I told him I use math every day (I use
  the same 4 formulas every day).
- Tyler's baby is due in December. I told him take a week when it happens, we'll figure it out.
- Lupe is talking about Thanksgiving in Laredo again. Fine, but we're back by Saturday, I have calls.
- Marisol wants to paint the living room. The color is called "Agreeable Gray." I disagree with it.

## Fleet / shop list

- Transit: oil change done, tires next spring.
- Chevy: Ernie, this month, transmission.
- ProMaster: list after Thanksgiving.
- Shop router: the little fan I put in the closet worked. The Wi-Fi hasn't dropped in a month. HVAC guy wins.
- Inventory count end of October – Denise wants it before the tax guy asks.

## The honest part again

I wrote in June that I was worried about being 52 and everything being on me. It's a little better. Ray ran the shop
for a whole week in September when I was sick and nothing burned down. He even did the Monday huddle. Tyler is
getting faster. Denise has the office stuff under control. Maybe the thing is working.

Still. I should get a physical. Marisol made the appointment for November. I'll go.

Okay. 12:15 AM. Windows open. Dogs asleep. Going to bed before I start planning next summer.
"""

LONG["notes/journal/2026-01-04-new-year-ramble.md"] = """---
title: new year ramble
date: 2026-01-04
tags: [journal, planning]
---

# First Sunday of 2026

Cold this morning – 34°F and the whole city called us at once because their heat pumps were running the aux
strips and they thought something was broken. Nothing was broken. It was 34 degrees. I did seven phone calls
explaining defrost mode. I should make a video. Sofi says I should make a TikTok. I'm not making a TikTok.

New year, so here's the big ramble. Coffee #3.

## Business 2026

The new price sheet is done and posted (pricing-2026.md + the office wall). Everything went up a little. The
diag fee finally moved – I said I would do it in January back in June and I actually did it. The guys already
know, I put it in the group chat before Christmas. Nobody has complained yet. Give it a week.

Chuck's 2026 prices are coming this week, he already warned me. Coolmark is switching the whole residential line
to R-454B and everything costs more. I'm going to meet with Lone Star later this month – Priya has been asking for a
year, and I'm tired of having one supplier that knows I have no choice. Competition is good. I'll see what they
quote on the 3-ton units, that's 60% of our changeouts.

The A2L training in November was good. The Coolmark guy knew his stuff. Both guys passed the little test. Tyler has
his NATE class sometime in February in Austin – good for him, he studied over Christmas with the baby crying
in the background. Little Tyler Jr. was born December 11th. Tyler sent 400 pictures to the group chat. I told him
the group chat is for job photos. He sent 400 more.

Hiring a third tech: I still can't decide. I wrote pros and cons in the hiring note and I'll decide this month.
Ray says hire. Denise says wait. My bank account says wait. My memory of July says hire.

## The next van

This one I've decided in my head, even if I can't afford it until 2027. When we replace the Transit, or add a van,
it's another Ford Transit, high roof, the 148" wheelbase. My guys can stand up inside it. You can set up the whole
shelving system, the copper rack, the recovery machine, and still walk in and grab a part without crawling on your
knees. That's worth the extra money. The Chevy Express is a fine parts hauler and the transmission is fixed now,
but every time I climb into the back of it my back reminds me how old I am. Low roof vans are done for this company.
Sold the ProMaster in December – good riddance, the buyer was happy and so was I.

I asked the AI chat thing about Transit vs Express vs ProMaster last week just to see and it basically agreed with
me, which I liked, so I stopped asking.

## Quince – 4 and a half months

The countdown is on. Marisol has a binder now. A physical binder. With tabs.

Things that are done: dress (fitting in February), DJ about to be signed, padrinos all asked, the chambelanes are
picked. Sofi's chambelán de honor is Diego, who is very polite and very scared of me. Good.

Things that are not done: Marisol's list, which is longer than my arm and lives in her binder. She wants to
do cake tastings this month. I am very available for cake tastings. The venue walkthrough will be in March sometime – they want
to do it closer to the date.

I keep hearing the vals song in my head. I've been practicing the waltz with Marisol in the kitchen. Sofi walked in
on us and said "please never do that again where people can see." Too late, mija. I asked Marisol for the guest
count and she said "a lot" and walked away. Okay.

## Amá

The Medicare change went through. Her new cards came in December – Lupe put them away with the rest of her papers. Amá doesn't
trust the new cards, she thinks the old one is still "the real one." I wrote her a little how-to in Spanish for the
iPad. She's going to call me every time anyway. That's fine. That's what sons are for.

And the thing Lupe emailed me about at Amá's house before Christmas – I still haven't dealt with it. It's on me.
After the quince I'm going to be a better son. Or before. Let's say before.

Also she asked me in Laredo at Christmas if she could come live with us "someday." Marisol said yes before I could
open my mouth. We'll see. The back bedroom would need a bathroom. I know a guy. (I'm the guy for the AC part.)

## BBQ goals 2026

- Fix the firebox door gasket. Yes, it's still not fixed. It's January. I bought the gasket in October.
- Do a second cookoff. Maybe one in the spring before the quince.
- Learn to do a proper beef rib.
- Super Bowl cook for the family, two briskets.
- The club meetups are the 2nd Thursday again this year, Hank's running it. I want to go more.

I logged the November brisket that stalled at 158 forever. I asked the chat thing what was happening and it told me
what I already kind of knew. Sometimes you just need someone to tell you not to panic.

## Christmas in Laredo

We drove down the 23rd. Brianna watched the dogs and the house – she did great, Pancho only escaped once and
Hank caught him in his driveway. Lupe's house was full: her kids, their kids, Amá, the primos from Eagle Pass
who came for one night and stayed three. Tamales on the 24th, 12 dozen, I was on masa duty. Amá supervised from
a chair and corrected everybody's spreading technique. Misa de gallo at midnight, Sofi fell asleep in the pew.

On the 26th Lupe's furnace quit. Of course it did. I found a cracked ignitor, drove to the only supply house open
in Laredo, got the part, fixed it in an hour. My brother-in-law says I'm the most useful relative. I'll take it.

## Comfort Club + the numbers for the year

We ended 2025 with 231 Comfort Club members. Not 300, but up from 170. Revenue up about 18% over 2024, mostly from
the summer and from changeouts. Margins were worse than I wanted because of the equipment price increases and
because I didn't raise my own prices fast enough. Lesson, again. This year: review prices every quarter, not
every year. Denise put it on the calendar. I'm going to ignore it and she's going to remind me.

Goals for 2026:
- 300 Comfort Club members.
- Heat pump installs: 20 (we did 9 in 2025).
- Fewer callbacks. Most of ours were thermostats and drains.
- Nobody gets hurt. That one matters the most. Ray almost fell through a ceiling in August. Walk the joists.

## Marisol

She has been carrying the quince on her back the way Ray carried the summer. I need to take her somewhere in
February, just us, no binder. Maybe Fredericksburg for a night. She likes the wineries and I like the sausage
places, so everybody wins.

## Health

Got the physical in November like I promised. Blood pressure 142/90. Doctor wants it under 130. Less salt, more
walking, less brisket (she didn't say that last one, I could see her thinking it). I'm walking the dogs in the
evening now. Pancho is thrilled. Chata is not.

## The shop

The shop needs a real cleanup. The parts cabinet is full of stuff from jobs in 2019. There's a box of R-22 fittings
nobody will ever use again. I want a Saturday in February where the three of us (four with Denise, she'll supervise)
throw away everything we haven't touched in two years. Pizza on me. Also the bathroom door doesn't close, the
water heater closet smells weird, and the side door keypad is cracked from the sun. Small stuff. Small stuff adds up.

Mateo wants to work with us this summer. I said yes, but he starts as a helper and he does attics, same as
everybody. He said "obviously." We'll see how "obviously" he feels in July at 4 PM. Proud of him though. He's got
his mom's brain and my stubbornness. Could be worse.

## Money

- Taxes: Sam wants Q4 numbers by the 10th, meeting on the 13th.
- The Los Arcos refund check came. Denise logged it.
- Quince fund: on track, sort of.
- Mateo's spring tuition: paid.

## Resolutions, the real ones

1. Spend one full Sunday a month with no phone. Marisol's rule. I'll try.
2. Let Ray run more. He's ready.
3. Get the shop systems out of my head and into documents. Started this year with the tech instructions sheet and
   the install standards. More.
4. Dance the vals without stepping on Sofi's dress.
5. Go see Amá every Sunday, even when I'm tired.

Okay. Coffee's cold. The phone is ringing. It's a heat pump, I can feel it.
"""
