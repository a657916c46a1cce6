# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/summer-2024-ramble.md"] = """# Summer 2024 — ramble

*(started Aug 11, on the balcony, too hot to sleep)*

It's been a weird summer. Not bad weird, just a lot of waiting. I keep refreshing the IRCC
account like it's going to change if I stare at it harder. Kaveh says the processing time on the
website is a "vibe, not a promise" and he's right, but it doesn't stop me. Maman asks every single
call "khabari nashod?" and I have to say no, nothing yet, and she says "ishala" and changes the
subject to whether I'm eating properly.

The biometrics trip in July was honestly the most absurd part of this whole thing so far. There is
no visa centre for Canada in Iran, so two retired people in their late sixties and early seventies
had to fly to another country, sleep two nights in a hotel, and stand in a line for ten minutes of
fingerprints and a photo. Baba treated it like a holiday, sent me pictures of every simit he ate.
Maman sent me one blurry photo of the hotel curtains with the caption "tamiz bood" (it was clean).
That's her five-star review. I paid for the hotel and it felt like the least I could do.

Work has been fine. Tidewater round 1 is done and the readout went better than I expected —
the PM actually changed the first screen of the split flow because of the "round down and eat the
difference" thing. That never happens this fast. Priya was happy, said something about using it as
an example for the other squads. I should write it up properly for the self-assessment later
in the year so I don't forget the details. Future me: the numbers are in the study plan note and
the incentive spreadsheet, the quotes are in the readout deck.

Also — the talk got accepted! FrontRow in Toronto, November. I submitted it half as a joke in May
after a glass of wine and now it's real. I need to turn "financial shame in usability testing" into
30 minutes that doesn't sound like a therapy session. Kaveh is in Toronto so at least I'll get a
dinner out of it, and Leila has promised to come heckle.

I booked the flights yesterday. Reminder to myself because I always second-guess this at the
booking screen: I ALWAYS take the aisle. I don't care about the view, I've seen the Rockies from
above, they look like crumpled foil. Window seat = trapped behind two strangers, and I get up three
times a flight because I drink too much water. Aisle, every time, as close to the front as the
fare allows. Don't let the airline "choose for me" again like that Calgary trip where I got the
middle seat next to the toilet for four hours.

Choir is on summer break and I miss it more than I thought I would. Tuesday nights feel empty.
I've been humming the alto line of the spring concert pieces in the shower, which is a sign of a
problem. Evelyn sent out the fall repertoire list early and there's a Gjeilo piece, which made my
week. Grace (our section lead) is pregnant, due in December, so I think the alto section will get
a new lead at some point. Not me. I do not want that job. I want to stand at the end of the row and
sing my part and go home.

Nasrin and I finally did the kayak day in Deep Cove. We rented a double, which was a mistake
because we are two bossy people in one boat. We went up toward Jug Island-ish, gave up halfway,
and ate our sandwiches on a rock while a seal stared at us. Best day of the summer honestly. I got
sunburned only on my left arm, so now I have a farmer's tan on one side like a lopsided sabzeh.

The heat wave at the end of July was brutal. My apartment faces west and the heat pump could
barely keep up. Zafaran spent three days flat on the bathroom tiles like a rug. Vet appointment
for her annual shots next week — she's 9 now, which apparently means "senior" and means more
expensive bloodwork. She's fine, she's just dramatic.

The rent increase letter came. 3.5% from next July, which is the legal max, which the landlord
always does because of course. I sat down and did the math for buying something on the North
Shore and then closed the spreadsheet and lay on the floor next to the cat. Maybe in another life.

Things with family money: Kaveh and I agreed to split the flights and I'll cover the insurance and
most of the day-to-day while they're here. He earns more but has the mortgage; I have the space.
It feels fair. I'm keeping everything in the expenses sheet so nobody has to wonder later. Baba
wanted to pay for his own ticket and we had a whole polite fight about it in three languages
(Persian, English, and Baba's special hand gestures). Compromise: he pays for the gifts he brings.
Which will be, knowing him, 4 kg of pistachios and a carpet.

I did a lot of insurance research in July. That was its own rabbit hole. Everyone online has an
opinion, half of them are brokers pretending to be people. The short version is in the comparison
note. The long version is that reading policy wordings at 11pm makes you paranoid about every
possible way an old man can get sick in a foreign country.

Thinking a lot about my own time this summer. With Maman and Baba coming for three months,
I want to actually BE with them, not just be the person who comes home at 7 and is tired. I've
started wondering about a 4-day week. Some people at the company do compressed hours. Would I
take the pay cut? I think so. I've been living like I'm saving for an emergency that never comes.
Writing it down here so I stop pretending I'm not thinking about it. Not this year though — too
much going on with the visit and the talk. Maybe in the new year.

The Iran news has been heavy. I don't even want to write about it here. I just call more often.
Baba says "negaran nabash" (don't worry) which is exactly what a person says when you should worry
a little. But they're fine. Shiraz is hot and slow and the neighbours' kids are loud, same as always.

Kaveh and Leila came out for five days in early August. We did the usual: Grouse Grind (Kaveh
pretended it was easy, Kaveh was lying), dinner at the Persian place on Lonsdale where the
koobideh is better than anything in Toronto according to Kaveh who will never admit that out loud
in Toronto. Leila is doing pottery now and brought me a mug that's slightly lopsided and I love it
more than any mug I own. We stayed up late on the balcony talking about what it will be like with
our parents here, both of them, for that long, in my one-bedroom-plus-office. Kaveh kept saying
"you know Maman is going to reorganize your kitchen" and I said let her. Honestly, let her.

Some things I want to remember:
- the seal on the rock
- Baba's voice when he said "we will see the ocean from your window?" (sort of, if you lean)
- the first time the IRCC site said "in progress" instead of "submitted" and I screamed
- Leila's lopsided mug
- how quiet the choir room was at the end of the potluck, when Evelyn made us sing The Road
  Home one last time for the people who were moving away

Small plans for fall:
- winter jackets for both of them (their coats are not coats, they're cardigans with ambition)
- get a second key cut
- talk to the building manager about long-stay guests
- ask Priya for the time off in writing before the planning cycle eats it
- learn the Gjeilo before the first rehearsal so I'm not sight-reading like a fool
- figure out what to donate to the choir gala (Bernie's been asking everyone)

I also want to read more fiction and fewer UX blog posts. This summer I finished two novels, which
is two more than last summer. One was a Shahrnush Parsipur translation that Khaleh Mina lent me
(she wrote notes in the margins in Persian, half of them about the translator's choices).
Next: something light. Something with no money and no shame in it.

Okay. It's almost 1am and it's still 24 degrees. The cat has moved to the tiles again. I'm going
to go lie on the floor next to her and call it a night.

*(Aug 19 add)*: IRCC status changed again. Not a decision yet but something moved. Maman said "didi? didi?"
on the call even though she has no idea what it means. I'm choosing to believe it's good.

*(Aug 14, written out of order because I was too excited)*: APPROVED. Both of them. The passport
request came today. I forwarded it to Kaveh and then sat in the office stairwell and cried for
five minutes and then went back to a stakeholder meeting like nothing happened. Now the real
planning starts: flights, the guest room (my room), the list of everything Maman is going to
criticize about my fridge. Baba asked if he needs a tie for the airport. No, Baba.
"""

LONG["notes/long/november-brain-dump.md"] = """# November brain dump

*(Mon Nov 4, written in pieces between meetings and at night)*

Everything is happening at once so I'm just going to dump it all here and sort it later.

## The talk
Four days until Toronto. The slides are "done" in the sense that they exist. I have rehearsed the
cold open maybe thirty times, mostly to Zafaran, who is not a tough audience but does leave in the
middle. Maman watched a run-through last night on the couch and said "kheili khoob bood, but why you
talk so fast?" which is the most useful feedback I've received from anyone so far.

They moved my slot a couple of weeks ago, to the afternoon. At first I was annoyed because I
wanted to be done and free for the rest of the day, but actually it means I can watch the morning
sessions without my stomach being in knots, and the room is bigger. The email is somewhere in my
inbox; I keep checking it like the time will change again.

I need to remember: water bottle, the USB-C adapter, print a paper backup of the speaker notes
in a big font, and don't wear the new shoes.

## Work coverage while I'm away
I'm gone Wednesday to Saturday. The diary study check-ins on Thursday can't move because the
participants have their week planned around them, so **Ines Fairweather** is covering the
Thursday check-ins (two calls, 10 and 2) while I'm at the conference. She's nervous but she'll be
great; she did her own diary study this spring and ran it better than I ran my first one. I wrote
her a one-pager: the script, the consent reminder, where the recordings go, who to ping if Zoom
eats a participant. Priya knows. The Friday readout is postponed to the week after.

Also on the work pile:
- self-assessment due Nov 29. I've started a draft. It's mostly bullet points and doubt.
- concept test for the savings-goals feature, round of 6, that's for late November
- the consent template cleanup with legal — low priority, nobody loves it
- Priya wants a "research ops" one-pager for the new PMs. I keep saying yes to things.

## Maman and Baba
One month in. They've settled into a rhythm. Baba walks the Spirit Trail every morning, says hello
to every dog, and comes back with reports: "the big white one is called Luna, very polite". Maman
has reorganized my kitchen (Kaveh called it) and I can no longer find the colander but the spices are
alphabetized — in Persian, so it's a different alphabet, so I still can't find anything.

Baba's missing suitcase finally showed up after nine days. The courier dropped it off while I was
at work and Baba opened it on the living room floor like Christmas. Everything was fine, pistachios
intact, his good shoes slightly squashed. He has already forgiven the airline. I have not.

While I'm in Toronto they'll be on their own for the first time. I wrote them house notes — wifi,
the cat, garbage night, who to call if they get locked out — and printed it in big letters, and
taped it to the fridge. Maman read it and said "we are not children". Baba read it and asked which
button is the heat pump. So, one of them needs it.

Maman and I went to the Persian grocery on Saturday and she negotiated with the cashier about the
price of barberries. In Canada. At a till. He gave her a discount. I have never been prouder or more
embarrassed.

## Choir
Midwinter Lights is December 14 and we are NOT ready. The Gjeilo is gorgeous and the divisi at bar 40
is a mess; altos keep coming in early. Grace has been off (baby any day now), so Evelyn is running
sectionals herself.

Tomasz is away in Poland for three weeks and the extra octavos never got ordered, so
I said I'd order them from Cadenza and get paid back by the treasurer. I need to do that tonight
before I forget. Note to self: keep the receipt, Harriet needs it for the books.

Gala is Nov 23. Maman's plate for the silent auction survived Istanbul wrapped in three sweaters.
I still need to drop it off. Deb and I are on the auction table. Baba has asked twice whether a
bow tie is acceptable.

## Random
- Golnaz (cousin) is pregnant again, Khaleh Mina told Maman who told me who was told not to tell Kaveh.
- The heat pump is making a noise. Email Rolf.
- Baba wants to see snow. It is North Vancouver in November, Baba. It is rain. It will be rain until March.
- Must book a haircut before the talk, or not, and just wear my hair up like always.
- Khaleh Mina has been over three times in a week. She and Maman talk until midnight in the kitchen
  and I fall asleep to the sound of them laughing, which is maybe the best sound of the year.

## Money
- Parents' expenses tracking is holding up. Kaveh sent his half of the flights.
- The hotel in Toronto is on the company card, conference pays the flight (up to the cap).
- I spent way too much at the outdoor store on jackets for them. Worth it. Baba looks like a
  very dignified marshmallow.

## Things I keep thinking about
When Baba looked at the mountains the first morning he went quiet for a long time. Then he made
chai and said nothing about it. I think being here is bigger for him than he lets on. He keeps
asking about my work, what a "UX researcher" actually does, and when I explained he said "so you ask
people why they are embarrassed" and I said basically yes and he said "that is a very Iranian job".

I think this is the best autumn I've had in years, and also the most tired I've been in years,
and I'm not sure those are unrelated.


## Ideas for Tidewater round 2 (whenever that happens)
Writing these down now because the conference will fill my head with other people's ideas.
- Longer sessions. Sixty minutes was too tight once we added the "tell me about the last awkward
  money moment" warm-up; people need ten minutes before they stop performing.
- Recruit more people who split with family, not just roommates. Every third participant brought up
  sending money home or to parents and the flow has nothing for that. (Hi, me.)
- Test the reminder copy with real names in it — the fake "Alex owes you $12" made everyone laugh,
  which is not the emotion we are designing for.
- Ask legal early about recording screens with real bank balances. Last time it was a scramble.
- Maybe fully remote? The lab is a nice room but half the city can't get downtown at 10am.

## Things Baba has asked me this month
- Why does everyone here say sorry when THEY bump into YOU?
- Why are there so many dogs and so few children?
- Is it normal that the bus driver says thank you?
- Why do I pay for a gym when there is a mountain outside?
- What does "UX" stand for (again)?
- Can he bring a thermos of chai into the library? (He did. Nobody stopped him.)

## Food diary, sort of
Maman has been cooking every day and I have gained a visible amount of weight and I don't care.
This week: ghormeh sabzi on Monday, adas polo on Wednesday, kotlet for my lunches, and on Friday
she made tahchin just because I mentioned once, in passing, years ago, that I missed it. She
remembers everything. She still thinks I don't eat enough vegetables, which is true, and that
I drink too much coffee, which is also true, and that I should be married, which we are not
discussing in this document.

## Work gossip I'm trying not to care about
There's a rumour about a reorg in Q1 — research might move under the design org instead of product.
Priya says nothing is decided and to stop reading the tea leaves in the all-hands slides. The
newsletter keeps hinting at "new ways of working" which could mean anything from hybrid changes to
a 4-day pilot. If it's the 4-day thing I am going to be first in line, with a proposal already
written. I'll start a draft over the holidays.

## Sleep
Not enough. The sofa bed has a bar exactly where my hip goes. I've started putting the yoga mat
under the mattress, which helps a bit. Two more months of this. It is worth it. My back disagrees.

## Before Wednesday
- [ ] charge the clicker / adapter / laptop
- [ ] print speaker notes big
- [ ] leave cash for Maman for Golestan
- [ ] tell Jonah next door that my parents are alone for a few days
- [ ] order the Northern Lights copies TONIGHT
- [x] one-pager for Ines
- [ ] pack the blue dress and the black blazer
"""

LONG["notes/long/year-end-reflections-2024.md"] = """# Year-end reflections 2024

*(Dec 30, the house is asleep, Baba is snoring like a tractor in my bedroom, I'm on the sofa bed with tea)*

I do one of these every year and most years they're a little sad. This one isn't. Let me try to
get it all down before I forget what this year felt like.

## January–March
Quiet start. Work was planning, choir was rehearsing the spring programme, I was lonely in a way I
didn't admit. Nowruz was at Khaleh Mina's in Richmond — her sabzi polo mahi, her bossing everyone,
her husband's terrible jokes. Skyping with Maman and Baba at sal tahvil with the connection dropping
every minute. That's where the idea started: Baba's "maybe one year we come see your snow".

## April–June: the study, the paperwork
Tidewater round 1 was the work highlight of the year. Twelve sessions planned, eleven done, and for
once the findings changed the product quickly. Recruiting went smoothly — the agency knew what they
were doing. I learned that people will lie to a researcher about money not because they're
dishonest but because the question itself feels like a judgement. That became the talk.

At the same time, the visa paperwork. The invitation letter, the translations, the bank
statements, the family information forms, the photos (Baba's glasses!). Kaveh was my editor. I
submitted in June and then waited and waited.

## July–September: waiting, then yes
The biometrics trip. The insurance rabbit hole. The approval in August — crying in the stairwell
at work. Booking the flights through Baba's agent in Shiraz, who calls Baba "Agha-ye Mohandes"
even though Baba was a teacher. Buying winter jackets. Telling strata. Cleaning my room like the
Queen was coming.

## October: they arrived
The arrivals door. Maman's saffron at customs. Baba's suitcase stuck in Istanbul for nine days.

And speaking of that suitcase — I'm still waiting on the airline's delay compensation. I submitted
the claim with the receipts (toothbrush, underwear, the pharmacy run for his pills) in October, got
an automated "we are reviewing your claim" and then nothing. Two follow-ups in November and December
with no answer. It's not a lot of money but it's the principle. Put it on the January list. Again.

## November: Toronto
The talk. I was terrified and it went well. Maybe 150 people in the room even with the afternoon
slot, and a line of people afterwards who wanted to talk about their own money shame, which was
the whole point. Three people asked for the slides. One person from a bank in Montreal asked if I
freelance (no, but flattered).

Kaveh came and sat in the third row and took a blurry photo of me mid-sentence with my mouth open.
His review at dinner, in full: "It was really good. You had too many words on your slides though,
I stopped reading and just listened to you — which is maybe the point?" Annoyingly right. Leila said
the story about the sister and the $40 made her cry. Next talk: half the words.

The gala was the week after I got back. The choir raised $18,400, which is a record. Maman's plate
got a bidding war between two retired ladies from the sopranos' families and Maman watched the bid
sheet like it was the stock market. Baba wore the bow tie. Baba danced. I have video.

## December: review, concert, Yalda
Performance review: went well. Better than well. Priya was generous and specific, which is what I
always want from a manager and rarely get. There's a raise, there's a conversation about Senior,
there's a book recommendation I need to actually read. I asked about the 4-day week and she didn't
say no.

Midwinter Lights. I need to write this one down properly. We sang Northern Lights in the dark with
only the little battery candles, and I could see Maman and Baba in the third row, Maman holding
Baba's arm, and at the "pulchra es" swell I couldn't sing for two bars because my throat closed.
The alto next to me squeezed my hand without looking at me. I don't think I've cried while singing
since I was a teenager. Evelyn said afterwards it was the best we've ever sung it. I think she says
that every year, but this year I believe her.

Yalda at mine — the longest night with the whole little family, Khaleh Mina, Nasrin and Dariush,
Kaveh and Leila on the laptop. Baba read Hafez for everyone. Pomegranate arils in places I'll find
until March.


## Work, in more detail (for the review doc I'll forget to update)
- Tidewater round 1: 11 sessions, 3 of 5 recommendations shipped in Split v2. The uneven-split entry
  point moved to the first screen. Reminder copy rewritten with the content designer.
- Research ops: I cleaned up the consent templates, built the incentive ledger that finance actually
  likes, and wrote the "how we recruit" page that nobody will read until they need it.
- Mentoring: Ines ran her first study solo and ran it well. She's ready
  for her own project next year and I told Priya so, in writing.
- The talk: external visibility, two inbound candidates mentioned it in interviews.
- What didn't go well: I said yes to too much in the fall and the savings-goals concept test was
  rushed. Six participants in four days, synthesis over a weekend. Don't do that again.

## The choir year
Spring concert in May was solid and forgettable. The summer break was long. The fall was the
best season since I joined: the Gjeilo, the gala, the new people in the tenor section who can
actually read music. Grace had her baby (a girl, Hana!) and is stepping back for a while, so the
altos will have someone new leading sectionals in the new year. I am not volunteering. I said that
in the summer and I'm saying it again here for the record. I'll do the ordering and the auction
table and the potluck spreadsheets, but not that.

## Money, honestly
This was an expensive year. The visit (visa fees, insurance, half the flights, the jackets, the
extra groceries, the taxis to Richmond), the talk (mostly covered), the rent. The expenses sheet
says what it says and I'm fine with it. It's the best money I've spent. But if I'm going to drop to
four days, I need to look at the budget properly in January — cancel the streaming services I
don't watch, stop buying lunch downtown, cook Maman's recipes in bulk.

## People to thank (actually send messages, don't just think it)
- Kaveh — for editing, for splitting costs, for the third-row blurry photo
- Khaleh Mina — for the duvet, the dinners, and taking Maman to the Persian bakery in Richmond
  every single week
- Priya — for the review, and for not blinking when I asked for three weeks off in October
- Ines — for being the easiest mentee in history
- Evelyn — for the concert
- Nasrin — for the kayak day and for listening to me complain about sofa beds
- Jonah next door — for checking on my parents while I was in Toronto

## Looking toward Nowruz
It's strange to think that by Nowruz Maman and Baba will be back in Shiraz and I'll be Skyping them
at sal tahvil again, in the middle of the night. Kaveh wants to come out with Leila. Khaleh Mina
has her knee surgery in February, so probably not at hers this time. We'll see. I want a proper
haft-sin this year, not the sad lentils.

## What I learned
- I can hold more than I think. But not forever. The 4-day week idea is not about being lazy;
  it's about having a life that has room in it.
- Family is not a place, it's a schedule. It's who you call on Sundays. It's who is on the sofa.
- Research is mostly listening. Choir is mostly listening. Being a daughter is mostly listening.
  There's a theme.

## Resolutions for 2025 (realistic edition)
1. Propose the 4-day week properly, in writing, in the first week of January.
2. Read the book Priya recommended (and one novel per month).
3. Sing the spring solo without apologizing for it beforehand.
4. Nowruz at home with everyone — well, everyone who's on this continent.
5. Chase the suitcase compensation until they pay me out of sheer annoyance.
6. Save for Shiraz — I want to go in the fall, to see them on their turf.
7. Fewer slides. Fewer words. (Thanks Kaveh.)

## Small joys of 2024, in no order
- Baba naming every dog on the Spirit Trail
- Maman alphabetizing my spices in the wrong alphabet
- the seal in Deep Cove
- Leila's lopsided mug
- the line of strangers after the talk
- Zafaran finally sleeping on Baba's feet (week 6, after a long diplomatic process)
- Khaleh Mina and Maman laughing in my kitchen at midnight

They leave in a few weeks. I'm not going to think about that yet. I'm going to finish this tea and
listen to Baba snore and be grateful.
"""
