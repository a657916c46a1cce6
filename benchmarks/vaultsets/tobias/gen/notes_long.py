"""The three long rambling journal notes."""

WINTER = """---
title: winter ramble
date: 2025-02-09
tags: [journal]
---
# Sunday night, Feb 9 — brain dump

Snowing again. Maya went back to Danielle's at six (the usual Sunday night
handoff, she packed in the car, forgot her clarinet book, we turned around
at the corner). House is quiet and I can't settle so I'm writing instead of
doing the three things I said I'd do tonight.

## Mom

The big one. Three weeks since Mom slipped on the back step on Linnet —
Jan 24, the Friday. Bruised hip, no fracture, thank God, but she was on the
concrete for maybe forty minutes before Mrs. Halloran next door heard her.
Forty minutes. In January. She keeps telling the story like it's funny
("I counted the icicles on the gutter, there are eleven") and I keep not
being able to laugh.

Fairview ER was fine, the follow-up with Dr. Okafor is on the 18th. I
already know what Okafor is going to say because she said half of it in
the hallway last time: Mom shouldn't be living alone anymore. The stairs to
the bedroom, the basement laundry, the back step. Ana and I talked for an
hour on Thursday. Ana is further along than me on this — she's already
looked at four places online and made a spreadsheet, of course she did.
We're touring Brookside Commons in Lakewood at the end of the month and a
place in Parma called Maple Terrace in March. Mom has agreed to "look." Not
to move. To look.

The money part makes my stomach hurt. Everything I've read says five
thousand a month, give or take, for assisted living around here. Mom has
Dad's pension and Social Security and the house, and the house is paid
off, but the house needs a roof in a couple of years and is full of sixty
years of stuff. Ana says we'll figure it out. Ana always says that and
then she figures it out. I'm the one who does the driving and the fixing
and she's the one with the spreadsheets, and it mostly works.

Mom's piano. I don't even know what happens to the piano. She still plays
hymns on Sunday mornings, badly and loudly, and the neighbors have put up
with it since 1971. I can't think about that tonight.

## The library

Work is fine, which is to say busy. The AARP tax help volunteers started
last week and the community room is booked solid Tuesdays and Thursdays.
The seed library is Keisha's baby — she's got the old card catalog from
the basement cleaned up and it's going to hold the seed packets, which is
genuinely charming and I told her so. Launch in March if the donations come
in.

The self-check kiosk jammed four times this week. Marisol has a tally on a
sticky note on the side of it. I put in a ticket, which will go into the
void.

Paul is worried about the levy. He said "worried" twice at the managers'
meeting, which for Paul is basically screaming. If the levy money doesn't
come through, hours get cut. Everyone's guessing Saturdays. Right now
we're 9 to 5 on Saturdays and that's when half our families come in, so
that would hurt.

Owen is already planning summer reading, in February, because Owen. He
wants a video game theme. I said yes before he finished the sentence.

## The bench

Finished the Trans-Oceanic recap last Sunday — the H500. Every paper cap,
restuffed the filter can instead of hanging new ones underneath (took all
of Saturday, worth it, it looks untouched), diode in place of the selenium
rectifier. Broadcast band sounds great. Warm and big for a portable. Band 3
is dead though, just hiss. Ray on the Discord says it's the 1L6, which is
apparently always the answer on those. Good 1L6s are expensive. It'll wait.

I've been thinking about why I like this hobby as much as I do and it's
pretty specific. I'm a Zenith guy. Give me a 1950s Zenith portable or a
Trans-Oceanic and I'm happy for a month. They were built to be carried
around and used — on boats, in cabins, on the back porch — and they feel
like it. Philco cathedrals, which everybody at the club loves, do almost
nothing for me. Pretty furniture, sure, but I'd rather work on something
that was meant to go somewhere. Same reason I like the Hallicrafters
stuff I can't afford. Tools, not furniture.

And my favorite part isn't even the fixing, it's the listening while I
fix. I've got the old-time radio stuff going constantly on the little
Bluetooth speaker (I know, I know). X Minus One mostly — the sci-fi ones
hold up amazingly well — and Suspense when I want to be scared. Yours
Truly, Johnny Dollar when I need something lighter. There's something very
right about recapping a 1951 radio while listening to a 1955 broadcast.
Maya calls it "the ghost voices."

Dad's Zenith console is still in the garage under the moving blanket. The
12-S-232, the big one with the black dial, the one he listened to the
Browns on. It needs literally everything: caps, the speaker cone is torn,
one of the cabinet veneers is lifting, the dial cord is gone. And I don't
have room for it in the house. I'm thinking I'll probably sell it at the
spring swap meet in April to somebody who has the space and the time. It
feels bad to write that down. It would feel worse to let it rot out there
for another ten years.

## Grundig, the car, and other small things

Grundig (the cat, named after the radio, yes, Maya named him when she was
eight and thought it sounded like a growl) has decided that the warm spot
on top of the tube tester is his. He has learned that the Eico gets warm
when I'm using it, so he waits. Then he lies on the roll chart. I have a
photo of him asleep on the chart for the 6SN7 settings that I'm going to
frame for the bench.

The Subaru needs front brakes. The guy at the shop on Lorain said "soon,"
and then said it again in a tone that meant "now." That's another four
hundred dollars I wasn't planning on in February. Add it to the 3 a.m.
list.

I'm reading a history of the early Cleveland radio stations that came in on
the new-books cart — the WTAM years, the big band remotes from the hotels,
all of it. Half of what I know about radio I learned from Dad and the
other half from books I checked out of my own branch, which is a strange
and lovely way to live. I keep thinking there's a program in it, or a
display, or something. Filed under "someday."

Mrs. Halloran, bless her, calls me every other day now to report on Mom.
"She's fine, she's out shoveling the walk." MOM. Please.

## House

Basement is damp again with the thaw. The NE corner does the white crusty
thing (efflorescence, I looked it up) and there was a real puddle after the
late-January rain. The old sump pump — the Wayne that came with the house —
runs constantly when it rains and makes a noise like a blender full of
gravel. I need to get someone out to look at it before spring, and
probably get quotes for actually fixing the water problem instead of
mopping it. Gus Petrakis did Mom's water heater and was great, maybe him
for the pump at least. Started a leak log spreadsheet so I can show
contractors something besides "it gets wet sometimes."

Furnace filter. I keep forgetting the furnace filter.

## Maya

She turns twelve — no, thirteen? no, TWELVE, she's twelve, she turns
thirteen next year, God — anyway her birthday is April 3rd and she wants a
"café night" at the crêpe place, which Danielle already told me about.
She's reading everything with a dragon on the cover and she's gotten into
manga in a big way. Frieren. She explained the whole plot to me in the car
and I understood maybe a third.

She asked about a phone again. Everyone in 6th grade has one, apparently,
which is not true. I said we'd talk about it with her mom. Danielle and I
are actually good at this part now, which I would not have predicted four
years ago. The Sunday night swap works. We text about homework. We're
polite at band concerts. It's fine. It's more than fine.

She's getting good on the clarinet. She practiced "Ode to Joy" maybe
sixty times last week and I only lost my mind once.

## Me

I'm sleeping badly. Not terrible, just that 3 a.m. thing where I wake up
and run the list: Mom, the money, the basement, the levy, Maya's phone,
Dad's console. Walking at lunch helps when it isn't snowing sideways. Ana
keeps telling me to see somebody, meaning a therapist, and she's probably
right, and I keep saying "after Mom's settled," which is the kind of thing
people say.

I want to do more with the radio stuff and the library. There's something
there — people come into the branch and they're curious about old things,
and I have a garage full of old things. Not sure what it looks like yet.

Things I actually need to do this week, so they're somewhere:

- call Gus about the pump
- Okafor appt with Mom, the 18th — take her med list
- Brookside tour is the 25th, Ana's driving up the night before
- order the cap for the S-38 — no wait, I don't have an S-38, that's just
  the one I keep looking at on eBay. Stop it.
- furnace filter
- Maya's birthday present (manga gift card? she'd like that)

Okay. Going to bed. Listening to one more X Minus One first.
"""

MIDYEAR = """---
title: midyear braindump
date: 2025-06-29
tags: [journal, house, mom, library]
---
# Halfway through the year — June 29

Hot, sticky, the dehumidifier is roaring downstairs like a jet engine and I
love it more than any appliance I have ever owned. Six months of the year
gone. Writing it all down because my head is full.

## The basement, again

June 19 storm: almost three inches in a couple of hours. The new pump that
went in back in March kept up — it was the one thing that worked — but
water still came through the block on the NE corner and along the east wall
behind the washer. Three quarters of an inch in the laundry area. So the
pump isn't the problem, the wall is the problem. Which is what both
contractors told me in May, and which I was hoping wasn't true.

Bought a dehumidifier with a built-in pump the next week (drains straight
into the pit) and extended the downspouts on the NE and east corners. Both
things help with the smell and the damp. Neither fixes water coming
through a wall.

The quotes, for my own sanity:

- DryLine — interior drain tile, new basin, some membrane. Rick, the
  estimator, knew his stuff and didn't trash-talk anybody. $8,400.
- Buckeye Basement Dry — dig up the outside, membrane, new footing drain,
  and they'd have to tear up part of the driveway apron. $11,200.
- SealRite — basically paint. Everyone I asked said don't.

Ray on the Discord says exterior is "the right way." ChatGPT said both
work. The internet says everything. I'm leaning interior because of the
money and because I don't want the driveway and the side yard torn up, but
I haven't called anybody back, because of —

## Mom

— Mom. We put the deposit down at Brookside in April. Mom liked the
courtyard and the chapel, it's ten minutes from me, and Trevor said a
one-bedroom would open "late May." Late May came and went. Trevor now says
"any week now." Ana is furious; I'm just tired. Mom has started packing
things into boxes and then unpacking them, which I think is her way of
saying she's not ready and also ready.

We did a first round of sorting at Linnet last weekend. Ana labeled
everything with colored tape: green for going with Mom, blue for storage,
yellow for Ana, red for donate, and a category Ana called "Tobias's
problem," which is every single box from Dad's workbench and all of his
radio magazines. Fair.

The piano question is still open. Mom keeps changing the subject.

Dr. Okafor added a blood thinner in May after the palpitations thing. Mom
hates it. She says it makes her bruise "like a peach." She is not wrong.

## Birthday

45 came and went on the 21st. Dinner at Lakeview Tavern with Maya and Ana,
the perch was great, nobody sang, Maya gave me a card she drew of me
soldering with a speech bubble that says "DON'T TOUCH THAT IT'S HOT."
It's on the fridge. Good night.

## Library

Summer reading kicked off on the 7th and it's been a flood (the good
kind). Owen's video game theme was a hit — kids are "leveling up" by
logging reading time and the badges are on a board by the children's desk.
The registration line went out the door on kickoff day. Balloon Benny made
a balloon radio for me, which I did not ask for and now keep in my office.

Keisha's seed library launched in March and has given out something like
four hundred packets. She's talking about a tool library next. I said
yes before she finished the sentence, which seems to be my management
style.

The levy passed but not at the amount they wanted, so Paul says "we're not
out of the woods." Saturdays are still 9 to 5 for now. Everybody expects
something to change in the fall.

Marisol's son graduated from Lincoln-West. She brought in a cake the size
of a card table.

## Radio

Bought a Hallicrafters S-38E off a guy on the Discord for cheap — an
untested one, porch pickup out in Euclid. It works! Hums like a
refrigerator but it works, and I pulled in WWV on the first try and
stood there in the back bedroom grinning like an idiot. Filter cap kit is
on the way. This is my first real shortwave set and I get it now, why
people get obsessed. Maya thought the WWV time ticks were "creepy."

The H500 is still deaf on band 3. The 1L6 I bought in February tested weak
and went back. Still looking.

Sold the Emerson 520 at the swap meet in April for $65 in about twenty
minutes. Should have asked more. Didn't bring Dad's console after all — I
couldn't get it into the car by myself and I didn't ask anybody to help,
which probably means something.

## Maya

Maya's at jazz band camp next week and then swim lessons at the Y, which
is the reason Danielle's been talking about changing the handoff day in
the fall. Saturday mornings are getting crowded for her. We'll figure it
out.

She asked about the phone again, with a PowerPoint. An actual PowerPoint.
Slide 4 was titled "Safety." I told her the presentation was very
persuasive and that her mom and I would talk. I will say this for her:
she's going to be a great lawyer or a great con artist.

Ortho appointment in July. She's been good about the rubber bands.

Summer weeks are set: she's with me the week of July 14 and the week of
August 4, and with Danielle for the two weeks around the Fourth when
they go to the lake. My August week is going to collide with Mom's move
if the Brookside thing ever actually happens, so I'll probably have to
swap with Danielle, who will say yes, because she always says yes to that
kind of thing now. Maya wants to "help Grandma move," which mostly means
she wants to choose where the pictures go. Honestly, she'd be better at it
than me. She has opinions about wall space the way other kids have
opinions about sneakers.

## Danielle, and co-parenting in general

Danielle and I had a genuinely nice conversation in the school parking lot
after Maya's spring concert. About nothing — her sister's wedding, my mom,
whether the new band director is too intense (he is, Maya loves him). It
occurred to me driving home that we've gotten to the point where the hard
part of co-parenting isn't each other anymore, it's logistics. Swim on
Saturday mornings, jazz band camp, the ortho appointments, my mom, her
work travel. We're two people running a very small airline with one
passenger who has opinions.

She said she might want to rethink the weekend swap once school starts.
I said fine. I meant it.

## The car, the cat, the yard

The Subaru got its brakes in March and then immediately needed a tire. The
yard is a disaster because every free weekend has gone to Mom's house or
the basement. The hostas along the east wall are the only thing thriving,
probably because they're drinking all the water that isn't in my basement.
If Buckeye digs up that wall, the hostas go. If DryLine does the inside,
the hostas stay. This should not be a deciding factor and yet.

Grundig caught a mouse in the garage, carried it through the house and
presented it to Maya at breakfast. Maya screamed. Grundig was very proud.
Dad's console is in that garage. I should check it for mice. I have not
checked it for mice.

## A patron story, because I want to remember it

A man came in on a Tuesday afternoon asking for "the book about the radio
shows my father listened to." No title, no author, no decade. We spent
forty minutes together at the catalog and the shelves and finally found it
— a 1970s history of old-time radio with a cover he remembered only as
"orange with a microphone." He actually teared up. He said his dad used to
do all the voices from The Shadow. I told him about the OTR archives
online and wrote down three shows for him, and he came back the next week
to tell me he'd listened to all of them. That's the job. That's the whole
job, on a good day.

## Things I'm avoiding

- calling Rick back (DryLine) — need to ask about skipping the west wall
- calling Trevor back — Ana says let her do it, she's "better at being
  mean," which is true
- figuring out what Mom's house is worth — Denise Albrecht, the realtor
  Ana found, wants to walk through "whenever we're ready"
- the furnace filter, still, in June

## Me

I'm sleeping a little better. Walking in the evenings now that it's light.
Bench time on Sunday nights has become the thing that holds the week
together — an hour with a soldering iron and an old broadcast playing and
nobody needs anything from me.

Ana said something on the phone last week that stuck: "You don't have to
fix everything this year. Just don't let anything fall through the
floor." Which, given the basement, was a little on the nose.
"""

FALL = """---
title: fall catch-up
date: 2025-10-26
tags: [journal]
---
# Fall catch-up (Oct 26)

Cold finally. First morning with frost on the windshield. It's been two
months since I wrote anything longer than a grocery list, and so much has
happened that I'm going to just go topic by topic and not worry about it
being pretty.

## Mom

She's been at Maple Terrace for ten weeks now. The Birch wing apartment
gets the morning sun and she has her recliner, her own bed, Dad's picture,
and the good lamp, and once the pictures were up it started to look like
her. The movers were excellent. Ana handled storage and I handled Mom,
which was the right split.

She's made a friend across the hall, Dolores, a retired nurse, and they go
to bingo together and complain about everyone else at bingo together.
Mom has opinions about the activities director ("too peppy"). She plays
the lounge piano on Sunday mornings, hymns, loudly, same as always, and
apparently there's now a small audience. She has not said the word
"home" about Maple Terrace yet but she said "my place" last week and Ana
and I both heard it.

The money is what it is. The business office sent a rate increase
letter in September, of course they did, so it's more than the number we
planned around. Ana and I worked out who pays what back in August and
it's in writing, which I'm grateful for.

The house on Linnet is the next thing. Denise wants to list after the New
Year; there's a whole list of things to do first and I keep it in the
checklist note so I don't have to carry it in my head. Mom said she
doesn't want to be there for any of it, which is fair.

The elder law thing is coming up too — Naomi Hirsch, the attorney Ana
found. The look-back paperwork is a mountain.

## Dad's console

Okay, this one I want to write down properly because I've gone back and
forth all year.

In February I was sure I'd sell Dad's Zenith at the spring swap. I didn't —
couldn't get it into the car, told myself it was logistics. Then I put it
on the list for the fall swap. Then I went out to the garage two weeks ago
to get the leaf blower, and I pulled the blanket off it, and Maya came out
and asked what it was, and I told her about Dad and the Browns games and
the black dial glowing in the living room on Sundays, and she said "you're
not going to sell Grandpa's radio, right?" in a voice like I'd suggested
selling the cat.

So: I'm NOT selling Dad's Zenith. Decided. Done going back and forth. It
stays. I'm going to restore it over the winter, properly — caps, a
reconed speaker, the veneer, the dial cord — and when Maya has a place of
her own, it goes to her. She can put a plant on it. I don't care. It's not
going to a stranger at a swap meet.

Writing it down so I can't unwrite it.

## The basement

The contract is signed and the deposit is paid, so that's finally real
after a year of mopping. And then — of course — the install got pushed
back because of all the rain and a crew member being out. Which, fine,
it's literally raining right now, I can hear it on the window. The leak log
says this would have been install week. I moved half the shelves into the
garage anyway and now there's a path of radio parts bins through the
garage that Maya calls "the maze."

The basement guys pull the permit themselves, supposedly. I'm trusting
that.

## Library

Paul's Saturday hours memo landed at the beginning of the month. We lose
hours on Saturday starting in November. The Friends were upset because of
their book sale; I told them they could run it on a weekday evening and
they looked at me like I'd suggested holding it on the moon. We'll see.

The teen program debate finally got settled at staff meeting; the notes are
in the staff doc. Owen took the outcome gracefully. Keisha is thrilled.

The community room had no heat for a week this month. Facilities opened a
ticket and sent a tech, and it was the zone valve again, same as last
year. It works now. Nobody on the city side will say when the boiler gets
replaced.

And the thing I'm actually excited about: the Radio Days display. I'd had
the idea for a while — people come in curious about old things, I have a
garage full of old things — and I finally sat down and brainstormed it in
September. The glass case by the front door, November through December.
Four of my sets, a timeline strip underneath (cathedral to console to
portable to transistor to phone), QR codes that play a broadcast from the
year each radio was made, and "ask a grandparent" cards for kids to take
home. Maybe a Saturday shortwave demo with the Hallicrafters if I can get a
good antenna run by the window. Keisha is doing the signage. Owen wants a
kids' scavenger hunt. The author talk on Cleveland's Radio Row in
September was standing-room-only, so I think people will come.

## The bench

Philco 38-690: the tuning knob was frozen solid in September. Ray on the
Discord gave me a trick and it worked, and then the dial started slipping,
and I ordered parts, and now I'm waiting. The club holiday party is in
December and I'd like to bring it if it's done.

The H500's band 3 is still deaf. I finally ordered a boxed NOS 1L6 that
had real test numbers in the listing. Maggie knows a guy who makes the
leather handles, so the Trans-Oceanic might even look right by spring.

The S-38E hums less since the filter caps. Maya and I listened to a
shortwave broadcast from Romania on a school night. She pretended to be
bored and then asked to do it again Thursday.

## Odds and ends

Halloween at the branch is Friday. Owen is dressing up as a library card.
Keisha is going as "late fees," which she says is the scariest thing she
could think of. I'm wearing the same cardigan I always wear and telling
people I'm Mister Rogers. Marisol bought four pounds of candy and has
already eaten, by her own count, one pound.

Grundig has discovered the radio parts bins in the garage maze and now
sleeps in the one labeled KNOBS. Frank next door came over to borrow the
ladder and stood in the garage for ten minutes telling me about the
Motorola car radio his dad had in a '56 Chevy. Everybody has a radio story.
That's what I keep learning this year. You say "old radio" and people's
faces change and they tell you about a kitchen, a car, a grandfather.

The Subaru is fine. The furnace filter is changed. I am writing that down
as a personal victory because it is one.

I finished the Cleveland radio history book from February, finally, and
passed it to Walt at the club, who already owned two copies and took it
anyway.

Ana came up last weekend and we went through two more of the "Tobias's
problem" boxes from Dad's workbench. Tubes, mostly, and a coffee can full
of dial lamps, and a notebook of his in pencil with the tube line-up of
every set he ever fixed for the neighbors. I sat on the garage floor and
read it for an hour while Ana made a pile of things to donate. I'm keeping
the notebook. Obviously.

## Maya

Seventh grade. Jazz band before school Tuesdays and Thursdays, which
means 7:10 drop-offs on my weeks, which means I am now a person who is
awake and dressed at 6:30. The new handoff schedule this fall is so much
better than the old one — no more Sunday night packing meltdowns.

Conferences were on the 23rd. Ms. Adeyemi said Maya is "a strong writer who
argues with the prompt." I said that sounded right. Danielle laughed. We
went for coffee afterward, just the two of us, first time in years, and
talked about Maya for an hour like normal people.

The phone. Danielle and I have to make a decision about the phone, and
soon, because Maya's lobbying has become professional. I think we're
both ready to say yes to something basic. Talk next week.

Ortho moved offices apparently. Need to check the new address before
December.

## Me

Tired, but the good kind more often than the bad kind. I started seeing
someone — a counselor, through the library's EAP, every other Wednesday. Ana
was right. Don't tell Ana.

Things that are open, for my own sanity:

- basement: new dates, permit, clear the rest of the shelves
- Mom's house list (the checklist)
- Hirsch paperwork
- Radio Days display case — setup on the 31st
- Philco dial parts
- phone talk with Danielle
- Dad's console: order the cap kit and a speaker recone quote
"""
