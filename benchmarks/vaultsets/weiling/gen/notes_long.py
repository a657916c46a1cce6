"""Three long rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/journal/2024-10-12_ramble.md"] = """---
title: brain dump, Oct
date: 2024-10-12
tags: [journal, ramble]
mood: tired but ok
---

# Sat 12 Oct - everything everywhere all at once

Can't sleep. It's 1:20am and I just had the kind of day where everything happens at the same time, so I'm going to dump it all here and hopefully my brain shuts up after.

## The ID situation (aka Desmond)

OK so. Desmond sent the "revised" quotation on 30 Sep and I have been staring at it for almost two weeks pretending it doesn't exist. $55,300. FIFTY FIVE. From $48,500 in July. When we signed on in August he said the 48.5k was "quite final, maybe small adjustment". Small adjustment = almost seven thousand dollars of stuff we never asked for: a second feature wall in the master bedroom, cove lighting along the whole living room ceiling, a "floating" TV console with LED strip, and the big one - he changed all the carpentry laminate to this dark walnut that he keeps saying is "very premium, very hotel". I don't want to live in a hotel. I want to live in my home.

The thing is I have told him at least three times what we like. I even made a Figma moodboard (lol, designer problems) and sent it to him in August. What we want is simple, calm, Japandi-ish: **light oak** everything (or white oak veneer if budget allows), off-white walls, a bit of rattan, linen curtains, warm 3000K lights, no gloss. I hate glossy laminates, they show every fingerprint and they look cheap after two years. And I really, really do not like dark walnut - it makes a 4-room flat feel like a cave. Marcus agrees, he says the walnut looks like his grandmother's altar cabinet. Which, no offence Ah Ma, exactly.

Every time I bring it up, Desmond replies two, three days later with "noted!" and then the next drawing still has walnut. It's like talking to a wall. A dark walnut wall.

Also his replies. I message on Monday, he replies on Thursday night 11pm with a voice note. Marcus counted - average 2.6 days reply time. He made a spreadsheet. I love this man.

So today Marcus and I sat at the hawker centre after pottery and did the thing where we both write down our honest number out of 10 on tissue paper and reveal at the same time. I wrote 3. He wrote 2. So I think that's the answer. We're definately going to drop Studio Kayu. We lose the $1,000 design deposit, which stings, but if we continue we lose way more than that, plus our sanity.

The alternative: Hup Seng, the contractor that Kenneth's colleague used. Ah Seng came to the flat last Sunday, walked around for 40 minutes with his measuring tape and his little notebook, no drama, no "concept". His quote came on Thursday: $34,200, itemised properly, every line has a quantity. No ID means we do the design ourselves - Marcus's cousin can do the 3D drawings for a red packet and bubble tea - and I'm a designer anyway, how hard can it be (famous last words). The big difference is we have to make all the decisions ourselves and coordinate more. But honestly we were already doing that with Desmond, just paying for the privilege.

I'll write the email to Desmond on Monday. Must be polite. Singapore is small, and Mum's friend's daughter used him. Draft in my head: "thank you for your time, we've decided not to proceed, we understand the deposit is non-refundable". Short. No essays. Don't apologise too much. (I will apologise too much.)

## Papa

Papa's physio started on Tuesday at Tampines poly. His therapist is Nurul, young, very gentle but very firm. Papa tried the "aiyah today pain, do less" trick and she just smiled and said "Uncle, 10 more". Mum says she's the first person in 40 years who can make Papa do something he doesn't want. We should hire her for everything.

His knee bend is about 80 degrees now. They want 90 by week 6. Mum is doing the exercises with him at home twice a day but she says he does the heel slides halfway and then "rest" for 20 minutes watching Channel 8. Mum has turned into a drill sergeant. I'm secretly enjoying this.

He still uses his frame when he goes downstairs to the coffeeshop. Refuses the wheelchair. Pride. But he's walking, and six weeks ago he couldn't walk to the lift without wincing, so. I'll take it.

I need to be better at going on Tuesday mornings with them. Work has been heavy - the bank client demo is next Wednesday - but I want to be there at least every other week. Maybe I can shift my standup. Maybe.

## Pottery

Today's class: trimming. I trimmed straight through the bottom of my best bowl. There's now a hole. It's a colander. Jess said "ah, now you know where the floor is", which is a very zen way to say I destroyed it. Priya made handles for her mugs that look like they came out of a shop. Hafiz - the tall guy - is making a vase taller than my forearm. Showoff. (I love him.)

Pottery is the only three hours in my week where I don't think about anything. You can't think about quotations when your hands are covered in slip and the wheel is spinning and the clay will punish you the second you lose focus. It's better than therapy. Well, it's cheaper than therapy.

Want to try making a set of cups for Mum's Christmas present. Four cups. Realistically I'll end with two.

## Wedding (the other giant project)

We've shortlisted three hotels for the banquet. The Aurelia is my favourite - the Jade Ballroom has no pillars, and they have a 2025 promo with free flow beer (Marcus's only requirement lol). The other two are cheaper but one has a pillar right in the middle of the room, and the other one the carpet is... a lot. Purple and gold swirls. My eyes.

Mum wants a date in November because "auspicious" and because her feng shui auntie said so. Marcus's mum wants "not too near CNY". November 2025 works for both, which is a miracle. I'll e-mail the Aurelia sales person next week.

Photographers - haven't started. Jiejie says book early because the good ones go fast. Noted, jiejie. Everything must be booked early. I'm tired.

Guest count: Mum said "maybe 30 tables" and Marcus's mum said "maybe 30 tables" and I said "so 30 tables total?" and both of them looked at me like I was stupid. So... 60 tables? No. NO. We'll talk again.

## Work

Koru is Koru. Three clients at once, one of them changes the brief every Monday. My lead is nice but she's drowning too. I've been there 3+ years and I've never owned a product for more than 6 months before it gets handed off. I'm starting to feel like a very fast production line.

I think it's time to look around. Not urgently - with the flat and the wedding and Papa, changing jobs now is maybe the worst timing in history. But I'll update the portfolio over Christmas and start in the new year. Product company. Something where I can see what happens after the handover. Maybe health-related, after all these months in hospitals and polyclinics I have SO many opinions about their booking flows.

## Marcus

He's been really good through all of this. He handles the HDB stuff, the bank loan stuff, the CPF stuff, all the forms I hate. He made the Desmond spreadsheet. He drives Papa to CGH for the follow-ups when I can't. He also ate my entire pottery-class snack bag today, so he's not perfect.

Sometimes I get scared that we'll start married life exhausted and broke and fighting about shoe cabinets. (We did fight about the shoe cabinet. He wants half height so there's a surface for keys. I want full height because his shoes are EVERYWHERE. Mum sided with me. He says it's unfair because Mum always sides with me. True.)

But then we sit at the hawker centre and write numbers on tissue paper and it's ok. We're a good team. I should tell him that more.

## Random things I need to remember

- Call the town council about the renovation notice
- Ask Hup Seng whether we can keep the kitchen wall (I think yes, cheaper, and HDB approval is a pain)
- Aircon - get at least 2 quotes. System 4? System 3 + 1 single split?
- Wi-Fi - Marcus wants to research mesh systems for 3 weeks. Let him.
- Pick up Papa's medication refill on Thursday
- Book jiejie's birthday dinner (Nov) - she wants Korean BBQ again
- Buy clay tools - my own trimming tool, the studio ones are blunt
- Sleep

OK it's 2:05am. Brain is lighter. The flat will get done, Papa is walking, the wedding is a year away. One thing at a time, Wei Ling. One thing at a time.

Tomorrow: write the Desmond email. Actually Monday. Tomorrow: sleep, then dim sum with Marcus's family, then pretend to be a normal person.
"""

LONG["notes/journal/2025-01-04_ramble.md"] = """---
title: new year, new (tired) me
date: 2025-01-04
tags: [journal, ramble, new-year]
---

# Sat 4 Jan 2025 - new year brain dump

New year! It's the first Saturday of 2025 and I'm sitting at the Tampines library (the one with the nice chairs at level 4) with a kopi peng that I'm technically not allowed to have here. Marcus is at badminton. I have two hours before I need to fetch Mum, so let's do the thing where I write everything down and make resolutions that I will break by February.

## Looking back at 2024

2024 was a LOT. We collected the keys in August. Papa had his knee replaced in September. We fired our ID in October (ok "decided not to proceed", whatever). I learnt to throw a bowl that doesn't collapse. We booked a banquet venue, sort of. I didn't change jobs, but I made the decision to, which is half the work (not really, but let me have this).

If I'm honest the worst part of 2024 was the two weeks after Papa's op, when he was in so much pain and so frustrated and Mum was exhausted and I was running between the hospital and the office and the flat. The best part was probably the moment at HDB Hub when they handed us the keys and Marcus pretended he had something in his eye.

## The flat (reno starts on Monday!!!)

Hup Seng starts on Monday, 6 Jan. Hacking first (not much - just the bathroom floor and the bomb shelter door frame thing), then masonry, then tiling. The quotation we signed is Rev C after the flooring drama. Everyone said "get a contractor, not an ID, you'll save a lot" and then "but you'll have to manage everything yourself". Both true. Jasmine (their coordinator) is very organised though, she sends a WhatsApp update every evening with photos, even when nothing happens. "Today: materials delivered. Tomorrow: hacking." I appreciate it so much after Desmond's voice notes.

The electrical works are separate. We're using Ravi - the electrician Kenneth recommended, he did jiejie's flat two years ago and their lights still look good, no weird flickering. He's coming around 18 Feb after the false ceiling and before painting, to do the DB box upgrade, move the lighting points and add two extra power points in the study (I need them for my monitor + Marcus's gaming stuff). He quoted a fair price, cash or PayNow, no drama. Kenneth says "Ravi very steady one" which, in Kenneth language, is the highest compliment possible.

Aircon by Arctic Breeze in late Feb, after the ceiling works.

I have made a schedule in a spreadsheet with colour coding. I am aware that this will not survive contact with reality.

Things I worry about:
- Tile delivery - apparently there are shipping delays for some suppliers. Jasmine says "should be ok". Should.
- Dust. Our neighbours. The guy beside us already complained once when the grille people came to measure. Must buy them a box of oranges or something.
- Budget. We're still roughly inside the 40k. Roughly.

## Papa

His therapist changed this week - Nurul is going on maternity leave (congrats to her!! Papa was genuinely sad, he said "who's going to scold me now"). The new one is Jonathan Koh, who is apparently ex-national-level runner and Papa has decided is "very fierce". He's now twice a week, Tuesday and Friday, because they want to push the bending before the scar tissue settles. Papa's flexion is around 105 degrees. He walks without the stick at home. He still goes to the coffeeshop every morning and tells every uncle there about his titanium knee like it's a war story.

I made him a little chart for the exercises with stickers. He pretended it's childish and then Mum told me he's been putting the stickers on himself every day. I want to cry a bit thinking about it. Might try to make it more of a game - points for each session, points for kopi? Need to think about it, or ask ChatGPT for ideas lol.

## Wedding

Banquet: Hotel Aurelia, Jade Ballroom, 15 Nov 2025. We've signed and paid the deposit (ouch). Minimum 30 tables, Mum and Marcus's mum are both adding people. Current estimate is 35 tables. I have a feeling it will grow.

Photographer: Lumen & Lace - Kelvin! We chose him in December. His style is exactly what we want. Deposit going out this week.

ROM: we're thinking of 22 June, Sunday, at the ROM building. Small, just family, then lunch. The solemniser is a friend of Marcus's uncle who's a JP - he's done like 200 ROMs, very chill. Need to file the notice online, it has to be between 21 days and 3 months before. Put a reminder.

Gown: jiejie and I are going to a few bridal studios in Feb. I want something simple. Mum wants "got sparkle". We'll find a middle ground (sparkle on the back only?).

Honeymoon: no idea yet. Marcus wants a beach and to do nothing. I want to go somewhere cold. We'll fight about this later.

## Work + job search

Resolution #1: Update portfolio by end Jan and apply to at least 5 product companies by March.

I've been thinking about what I actually want:
- A product company, not an agency.
- Ideally something with real users who are not bank executives. Health, education, public service. After 2024 I really want to work on something in healthcare, the number of terrible appointment systems I've seen...
- A team with at least one other senior designer so I'm not alone.
- Reasonable hours, because the next year is insane.

Already have a few in mind - a fintech called Paywise (friend of a friend works there, says the design team is good), Carelink Health (healthtech, patient apps), and Lazuli Travel (travel startup, fun product, but I hear the CEO likes everyone in the office).

Case study: I'm rewriting the clinic booking app project. It's my best work and it has a personal angle now.

## Pottery

Still going every Saturday. Made Mum's Christmas cups - 3 survived (she doesn't know there were supposed to be 4). The studio is getting busier, Jess is talking about changing the schedule because the kids' classes are super popular. I hope they don't move our class, Saturday mornings are perfect.

I bought my own trimming tools. Fancy ones. I'm a real potter now. (I'm not.)

## Money (ugh)

Did the sums with Marcus on New Year's Day, which is a very romantic way to start the year. Where we are:
- Reno: paid the deposit and first progress payment is due next week. Then two more, then the final after handover. Roughly on track.
- Banquet deposit paid. The rest is "later", which my brain files under "not real yet".
- Photographer deposit going out this week.
- Aircon deposit paid in Nov, balance on installation.
- Furniture: nothing bought yet. Sofa is going to be a fight (he wants a recliner. A RECLINER. In a Japandi living room. No.)

We have a shared spreadsheet with a tab called "Are we broke yet". So far the answer is "not yet, but trending". Marcus says the ang bao from the banquet will cover most of the dinner. Mum says don't count chickens. Both correct.

I want to keep a small buffer for Papa too. He says he doesn't need anything, which is what he always says, and then Mum quietly pays for taxis to the polyclinic on the days the knee is bad. I'll just top up Mum's taxi money without telling him.

## Friends

I realised I've been a terrible friend in 2024. Missed two birthdays, cancelled three dinners, and I only saw the uni girls once (at Sarah's baby shower, where I fell asleep on the sofa for 10 minutes. They took photos. Of course they did).

Resolution #9 (bonus): one friend date a month. Even if it's just a kopi after work. Even if I'm tired. Especially if I'm tired.

Sarah asked if I'm okay, because I apparently reply to everything with "ya busy, after the reno". I said I'm fine. She said "you always say fine". Fair.

## CNY

CNY is end of this month (29 Jan). First CNY where Marcus and I visit as an engaged couple - his relatives are going to ask "when is the wedding" 50 times, and mine are going to ask "when is the baby" 50 times even though we're not even married yet. Preparing my standard smile.

Mum wants to do reunion dinner at home this year because Papa can't sit in a restaurant chair too long yet. Jiejie will make her famous (infamous) steamboat broth. I'm in charge of buying the pineapple tarts and mandarin oranges. Marcus is in charge of carrying things.

Also pottery will be off that weekend, which is fine, I need the rest.

## Resolutions 2025 (realistic edition)

1. Portfolio done by 31 Jan. Apply to 5 companies by March.
2. Go with Papa to physio at least twice a month.
3. Sleep before midnight at least 4 nights a week.
4. Don't fight with Marcus about the shoe cabinet. (Already lost that one anyway - full height won.)
5. Drink less bubble tea. Lol. Let's say "less than 3 a week".
6. Save $1,500 a month for the wedding + honeymoon.
7. Call Ah Ma every Sunday.
8. Finish one big piece at pottery - a proper serving bowl, maybe 25cm.

OK library closing soon-ish, kopi is finished, and Mum has texted three times on LINE about dinner. Happy new year, me. Let's go.
"""

LONG["notes/journal/2025-04-14_ramble.md"] = """---
title: April brain dump
date: 2025-04-14
tags: [journal, ramble]
---

# Mon 14 Apr 2025 - brain dump (home day, lunch break that became a journal)

It's a work-from-home Monday, I've eaten my cai png at my desk, and instead of doing my 2pm prep I'm going to write, because my head is too full.

## The flat is (nearly) DONE

Handover happened. Walked through with Jasmine and made our defects list - 23 items, mostly small: paint touch-ups, one cabinet door that doesn't align, a missing silicone line behind the basin, the shoe cabinet handle is upside down (how?). Ah Seng said one week to fix all. We'll see.

Standing in the living room with the tiles in was such a good feeling. The tiles were the right call. The light grey-beige looks soft in the afternoon sun, and it's cool underfoot. Papa came to see it last weekend and walked around the whole flat without his stick, touching everything, saying "wah, very nice" in every room. Then he sat on the floor (!!!) - against doctor's orders - because the tiles were "so cool". Mum scolded him. He didn't care.

The bedrooms with the vinyl are nice too, warmer. Marcus already claimed the second bedroom as a "gaming room". We'll see about that.

## The reading nook idea (I'm obsessed)

OK so. The third bedroom/study. I have an idea and I can't stop thinking about it. Right now it's the study: my desk, Marcus's desk, the printer, the ugly filing cabinet. But the window in that room is the best window in the flat - it faces the park connector, morning light, trees.

I want to build a **reading nook** under that window. Like a window seat: a built-in bench with deep cushions, storage drawers underneath (for the stuff that has no home - wedding things, pottery tools, my sketchbooks), and bookshelves on both sides going up to the ceiling, so the window is framed by books. A warm wall lamp on a swing arm for night reading. A throw blanket. Maybe a small ledge for a cup of tea (in a cup I made myself, obviously).

Marcus's reaction: "where will my desk go". Fair. We'd push both desks to the other wall, side by side. It's tight, but it works if we get narrower desks (120cm instead of 140cm). I drew it in Figma at 1:30am last Thursday. He said the drawing looked nice but he "reserves his right to object to the 120cm desk". Noted.

Quote-wise: Hup Seng did the main carpentry, I could ask them for a small add-on. Or find a smaller carpenter. Or IKEA hack - the Besta units plus a custom cushion. I'll ask Jasmine for a price, then compare.

Why am I so obsessed? I think because the past year has been all logistics. Quotations, schedules, appointments, emails. And I want one corner of our home that's just for slowing down. For reading on Sunday mornings. For Papa to sit when he visits and look at the trees. For future kid (!!) to hide in. Ok I'm getting emotional about furniture.

## ROM shifted

So our solemniser had a clash on the original date and we had to shift. Annoying but not a disaster - still a Saturday morning, same ROM building. Had to re-tell all the relatives, and Ah Ma was confused for 3 days. Need to re-send the details to Marcus's side, and ask Kelvin if he can still come for the ROM photos (he's only booked for AD + prewed, but we wanted to add ROM).

## Papa has ANOTHER new physio

The poly sent a letter (e-mail actually) - Jonathan is being moved to another polyclinic, so from this month Papa has a new therapist again. That's the third one since October. Papa says he's like a football player being transferred around, except he's the ball. Mum went with him last Tuesday and says the new one is very patient. Papa's verdict: "can". High praise.

His knee is at about 115 degrees. The 6-month review at CGH should be in June, they're sending the letter. He wants to go back to his morning walks around Tampines Eco Green. Slowly.

## Job search

Paywise: portfolio review was 3 Apr, went well I think, waiting to hear about the next round. Carelink: hiring manager chat last Thursday, super nice, she used to be a nurse and then became a designer. They're doing a design exercise next. Lazuli - I pulled out in March. I don't regret it.

It's a weird feeling to be interviewing while planning a wedding while project managing a reno. I keep having this fantasy of a very boring month. Nothing happens. Nobody needs me to decide anything. Just work, pottery, dinner, sleep.

## Pottery

The studio schedule changed last month so my class is now at a different time, which messes with my weekends but ok. Made a 22cm serving bowl that didn't collapse!! It's drying now. Will glaze it for the flat. It's going on the dining table as a fruit bowl and nobody is allowed to touch it.

Hafiz made another giant vase. He's getting famous in the studio. Jess says she'll put his pieces in the studio's window display.

## Wedding bits

- Gown fittings start in May. Found the dress!!! Jiejie cried, Mum said "no sparkle ah?" then cried also.
- The banquet count keeps going up. Marcus's mum is unstoppable.
- Still need to fix the bridal car. Kenneth's friend has a white Mercedes, maybe.
- Need to plan the gatecrash with jiejie - she has "ideas", which scares me.
- Honeymoon STILL not decided. Asked ChatGPT to compare, it basically said "both nice" lol.

## Marcus

I don't think I say it enough, but Marcus has carried so much this year. He took leave to be at the flat on the hacking day because I had a client workshop. He goes with Papa to the polyclinic on the Fridays I can't make it, and Papa now calls him "my driver" with a lot of affection. He does all the calls with the bank and HDB because I get anxious on the phone (designer who hates talking to humans, classic).

Last week he found me at 1am redrawing the study in Figma and instead of telling me to sleep he sat beside me and asked where his Switch would go. That's love. Or gaming. Both.

We had one proper fight this month, about the guest list (his side keeps growing, my side is "fixed", and I'm the one trying to make the seating plan). We made up over prata. All fights should end with prata.

## Work at Koru

It's strange being at a job you're planning to leave. I still care about the work - I'm not going to do a bad job for the bank client - but I've stopped volunteering for the extra stuff. My lead noticed. She asked if I'm ok, and I said it's the wedding. It is partly the wedding.

The new intern, Hui Min, is very sharp. I've been mentoring her on the design system tokens and she asks the best questions. I'll miss that part. If I leave I want to leave properly: good documentation, clean files, a proper handover. Not the way my previous lead left (one Slack message and a Google Drive link to "final_final_v7").

## Mum and Ah Ma

Ah Ma turned 88 last week. We had dinner at the zi char place near her flat, the whole family, 3 tables. She asked me four times when the wedding is and then told Marcus he's "too thin, must eat more". He ate three bowls of rice to prove her wrong.

Mum is tired. Between Papa's appointments, Ah Ma, and now helping with the wedding stuff, she's doing a lot. I want to book her a massage or a staycation or something after the banquet is over. Note to self: ask jiejie to split it.

## Grateful for (because the internet says this helps)

1. Papa walking without the stick.
2. Tiles that feel cool under my feet.
3. Marcus, always.
4. Jiejie, who sends me memes at 2am when she knows I'm stressed.
5. Three hours of clay a week where nothing else exists.
6. A job interview process that (so far) treats me like a human.

## Random

- The kopitiam near Papa's poly changed their kaya. It's less pandan now. Devastating.
- Jiejie's son Ethan can now say "Marcus" but calls him "Macus", which Marcus pretends to hate.
- My new trimming tools are amazing. Should have bought them months ago.
- Need new running shoes. Haven't run since... Feb? March? Let's not talk about it.
- The fridge for the flat: Marcus wants the big French-door one, I want the one that fits in the space we actually built. Measure twice, buy once.

## Things I need to do this week

- Ask Jasmine for a reading nook price (+ get carpenter #2 quote)
- Wi-Fi mesh node for the study - signal super weak in the corner where the nook will be. Ironic.
- Re-send ROM info to Marcus's side
- Prep Carelink design exercise (timebox 6 hours, they said max 4, I know myself)
- Mum's birthday... no that's November. Jiejie's anniversary dinner then.
- Book Papa's review (wait for letter)
- Sleep. Always sleep.

2:04pm. Oops. Prep time. Go.
"""
