"""Wedding notes."""

WED = {}

WED["notes/wedding/anjali-wedding-master.md"] = """---
title: Anjali & Callum – wedding master note
created: 2025-02-09
updated: 2025-11-12
tags: [wedding, family, anjali]
---

# Anjali & Callum — wedding master note

My job title, according to Anjali, is "chief of staff". According to Callum it is "the scary one". Both
fair. This note is the one place where the current state of everything lives. Old stuff is kept at the
bottom under *History* so I can explain to Mum why things changed, for the fifteenth time.

## Basics (current)

- **Who:** Anjali Raghunathan (my little sister, 31) & Callum Reid (33, from Harrogate, civil engineer).
- **When:** Saturday **16 May 2026**.
- **Where:** **Larkspur Hall**, Henley-in-Arden, Warwickshire. Ceremony in the Orangery, wedding breakfast in
  the Long Barn, evening party in the Long Barn too. Walled garden for photos if it's dry.
- **Venue coordinator:** **Fiona Blake** (events manager at Larkspur). Very calm, answers e-mails within a
  day, slightly terrifying spreadsheet energy. I like her.
- **Format:** short Hindu ceremony in the morning (Pandit-ji from the Balsall Heath temple, Mum's choice),
  then registrar / civil bit, then lunch-time wedding breakfast, speeches, evening party till midnight.
- **Mehndi:** Thursday 14 May at Amma & Appa's — see [[mehndi-plan]].
- **Budget:** see `data/wedding-budget.csv`. Mum & Appa paying for food, Callum's parents for the bar,
  Anjali + Callum for the rest.

## Venue saga (why we're at Larkspur)

We originally booked **Ashdown Grange** near Bromsgrove in February: converted barn, fairy lights, lovely
owner, £1,500 deposit on Anjali's credit card. On 12 March the administrators e-mailed every couple with a
booking: the company had ceased trading and gone into administration, all future events cancelled, deposits
would be "an unsecured claim". Anjali found out on a Friday night and rang me at 8am Saturday.

What we did:

1. Section 75 claim through her credit card company (deposit was over £100 and on a credit card, so the
   card company is jointly liable). Refund came through in June. *Lesson: always pay deposits by credit card.*
2. Shortlisted three replacements in a week: Larkspur Hall, Foxcote Mill, Wootton Granary.
3. Anjali and Callum viewed Larkspur on Sunday 6 April with Fiona, loved the Orangery, booked on
   9 April. Deposit £2,000 (credit card, obviously).

Consequence nobody thought about: Larkspur's Long Barn seats **150 max** for the meal, so the guest list had
to come down from Anjali's original 180. This caused The Great Cousin Negotiation of July 2025. I don't
want to talk about it. Anjali owns the list; the final numbers come from her, not from Mum.

## Catering

**Current caterer: Masala Mews Kitchen** (Sparkhill), run by **Deepa Menon**.

Decision made on **11 October 2025** after the tasting (Anjali, Callum, Mum, me). Reasons:

- Spice Route Catering (our first caterer, booked alongside Ashdown) only cover a 20-mile radius without
  a per-head travel surcharge, and Henley is outside it. Their surcharge made them *more* expensive than
  Masala Mews in the end.
- Spice Route can't do a live dosa counter. Masala Mews can, and Mum's face at the tasting settled it.
- Masala Mews have done Larkspur before (twice last year), so they know the kitchen, the loading bay and
  Fiona.
- Deepa sent a written quote before the tasting with a clear per-head price for adults and children;
  Spice Route's quote had three revisions and still didn't include waiting staff.

We told Spice Route on 13 October (Anjali e-mailed Farhan, polite, he was fine about it, no deposit paid
to them thankfully).

- Deposit to Masala Mews: £500, paid by Anjali 14 Oct.
- Final numbers and dietary list due to Deepa four weeks before. Quote is in Deepa's e-mail; final guest
  numbers come from Anjali.
- Menu (draft): chaat counter on arrival; live dosa station; paneer tikka; gobi 65; lamb sukka (Callum);
  veg biryani; sambar, rasam; curd rice for the Tamil aunties; gulab jamun and a small cake for Callum's
  side; mango lassi shots; filter coffee.
- Vegetarian majority. Jain options for Auntie Meena's family (no onion, garlic, root veg) — Deepa says fine.

## Flowers & decor

- Anjali's colours: marigold orange, deep teal, cream.
- **Marigold garlands and jasmine everywhere**. Florist: Bloom & Twine (Moseley), quote pending.
- **No lilies.** Not negotiable: I react to lily pollen like a cartoon character (streaming eyes, sneezing).
  Anjali keeps "accidentally" putting them on the Pinterest board. Callum is on my side.
- Table names = places in Tamil Nadu and North Yorkshire (Madurai, Whitby, Thanjavur, Harrogate...).

## Music

- DJ: Kiran Beats (booked, deposit paid). Has a "no Macarena" clause at Callum's request.
- Dhol player for the baraat / Callum's entrance: **not booked yet**. Callum's friend recommended someone.
  Anjali has asked me to sort it.
- Ceremony: Callum's cousin on violin for the walk in.

## My jobs

- [x] shortlist replacement venues (Mar)
- [x] go to the tasting, be the tie-breaker
- [x] invitations ordered (Inkwell Press, 160 printed, extras for Mum's "just in case")
- [x] help Anjali with section 75 paperwork
- [ ] book the dhol player (Anjali asked 10 Nov)
- [ ] maid of honour speech (draft in docs, needs cutting to 4 mins)
- [ ] mehndi night: henna, food, marquee (see mehndi plan)
- [ ] seating plan v1 — after final numbers
- [ ] lehenga fitting with Anjali in Jan (Rani Couture) — book half day off? it's a Saturday, fine
- [ ] chase Bloom & Twine quote
- [ ] hen do: spa day, NOT Magaluf, in March

## Key dates

| Date | What |
|---|---|
| 6 Apr 2025 | Larkspur viewing (done) |
| 9 Apr 2025 | Larkspur booked (done) |
| 11 Oct 2025, 2pm | Tasting at Masala Mews (done) |
| Jan 2026 | Lehenga fitting |
| Mar 2026 | Hen do |
| 4 weeks before | Final numbers + dietary list to Deepa |
| Thu 14 May 2026 | Mehndi, Amma & Appa's |
| Sat 16 May 2026 | THE DAY |

## Day-of timeline (draft v2 — Fiona holds the master version)

| Time | What | Who's in charge |
|---|---|---|
| 08:00 | hair & make-up, bridal suite at Larkspur | Anjali, me, Amma, the cousins |
| 10:00 | suppliers' vans must be in (hard deadline, one-lane drive) | Fiona |
| 10:30 | baraat — Callum's procession from the car park to the Orangery | Callum's mates + dhol |
| 11:00 | Hindu ceremony in the Orangery, about an hour | Pandit-ji |
| 12:15 | civil ceremony / registrar signing | Warwickshire registrar |
| 13:00 | drinks + chaat counter on the lawn (or the Orangery if raining) | Deepa's team |
| 14:30 | wedding breakfast, Long Barn | Deepa / Fiona |
| 16:30 | speeches: Appa, Callum, Ollie (best man), me | me timing everyone |
| 18:00 | room turnaround, evening guests arrive | Fiona |
| 19:30 | first dance, then DJ | Kiran Beats |
| 23:45 | last song, sparkler send-off (Larkspur allows cold sparklers only) | |
| 00:30 | carriages | |

The bit I'm most worried about is 10:00–10:30: vans, dhol player, Callum's mates and forty cars on a
single-track drive. Fiona suggested the dhol player parks at the farm shop lay-by and walks up.

## Accommodation & transport

- Larkspur has 12 rooms: bride + groom, both sets of parents, Callum's grandparents, me (I'm not driving
  home after that). The rest are allocated by Anjali.
- Room block at the hotel in Henley under "Reid-Raghunathan", release date mid-March 2026 — chase guests
  in February, they never book until the last minute.
- Coach for the aunties and uncles from Handsworth Wood: Arden Travel, 49-seater, leaves Appa's at 08:45,
  returns 00:30. Quote accepted, paid by Appa.
- Parking: about 80 cars. Callum's Yorkshire lot are staying two nights, so some cars stay over.

## Guest list politics (short version, so I stop re-explaining)

- Anjali's rules: no plus-ones unless married, engaged or living together; children of close family only;
  five work colleagues each, maximum.
- Mum's rule: everyone on the temple committee. Compromise reached in July: the temple committee come to the
  mehndi instead, which Mum now claims was her idea.
- Callum's side is roughly forty percent of the list. His dad keeps adding golf friends; his mum keeps
  quietly deleting them.
- Dietary: majority vegetarian, some Jain, a couple of vegans, one serious nut allergy (Callum's nephew) —
  this goes to Deepa with the final numbers, and to the cake people.

## History (old info, kept for reference)

- **Feb 2025:** venue Ashdown Grange, Bromsgrove; caterer Spice Route Catering (Farhan Rashid); guest list
  "about 180". All three now superseded.
- **Mar 2025:** Ashdown Grange gone into administration (see above).
- **Apr 2025:** Larkspur booked. Guest list cut to 150 max.
- **Jul 2025:** Spice Route quote revised with the travel surcharge (Anjali forwarded it). That's when
  we started looking at other caterers.
- **Oct 2025:** switched to Masala Mews.

## Things I keep forgetting

- Larkspur wants the supplier list (with public liability insurance certificates) 8 weeks before.
- Larkspur's last entry for suppliers' vans is 10am on the day; the dhol player needs to know this.
- Callum's mum is vegetarian too; his dad is not, and will want to know there's "proper meat".
- Mum wants the aarti plate from her own wedding used. It's in the loft at home. Remind Appa.
- Confetti: petals only, Larkspur bans paper confetti and sky lanterns (obviously).
"""

WED["notes/wedding/mehndi-plan.md"] = """---
title: Mehndi night plan
created: 2025-10-20
tags: [wedding, mehndi]
---

# Mehndi night — Anjali

**When:** Thursday 14 May 2026, from 7pm (henna starts 5pm for Anjali)
**Where:** Amma & Appa's house — 22 Wyndcliffe Drive, Handsworth Wood, Birmingham B20. Marquee in the back
garden (Appa has measured it three times).
**Guests:** ~60, women + kids mostly, Callum + his mates arrive 9pm for the dancing (under protest)

## Henna
- Artist: **Roshni Patel** — "Henna by Roshni", 07700 900418, Instagram @hennabyroshni.example
- Bridal henna for Anjali: £350, full arms + feet, starts 5pm, takes ~4 hrs
- Guest henna: Roshni + her assistant, small designs, £10 a guest (we pay), 7–10pm
- Natural henna only, no black henna (Auntie Meena's reaction in 2019!!)
- [x] deposit £100 paid 20 Oct
- [ ] send Roshni the final guest henna number by end of April

## Food
- Amma's kitchen + Auntie Meena: idli, vadai, chutneys, payasam
- chaat counter — hire Sukhi's Chaat Cart? ask
- chai urn, Appa in charge of it (no one else allowed)

## Music / stuff
- dholki + songs — Auntie Lakshmi's group
- playlist (me): Tamil + Bollywood + Callum's one request (Mr Brightside, apparently)
- fairy lights, floor cushions, marigold garlands (same florist as the wedding?)

## To do
- [ ] marquee hire quote (Appa says "I will build it" — no)
- [ ] neighbours: warn both sides about noise, invite them
- [ ] parking: ask the church on the corner for their car park
"""

WED["docs/wedding-speech-draft.txt"] = """MAID OF HONOUR SPEECH - DRAFT 3 (too long, cut to 4 mins)
-----------------------------------------------------------

Vanakkam, hello, and welcome everyone to Larkspur Hall.

For those who don't know me, I'm Priya, Anjali's big sister. I'm a maths teacher, so I'm going to
keep this to a strict time limit, and anyone who talks during it gets a detention.

[pause for nervous laugh from my Year 9s who aren't here]

Anjali and I shared a bedroom until I was fourteen. There was a line of masking tape down the middle.
She crossed it every single day. That, Callum, is what you've signed up for.

When Anjali met Callum, she told me he was "a civil engineer from Harrogate who likes bridges".
I said, what does he like apart from bridges? She thought about it for a long time and said "me,
and rugby, and your mum's sambar". Callum - good answers. Correct order, though? Discuss.

[THE BARN BIT - keep it short, Mum still gets upset]
Some of you will know this is not the venue we started with. The first venue closed down in March
with our deposit in it. Anjali rang me at 8am on a Saturday, in tears. Callum, meanwhile, had
already made a spreadsheet of alternatives. And that's when I knew he was the one. Not because
he's calm in a crisis - because he colour-codes.

[Tamil bit - check with Amma]
...

[toast]
So please raise your glasses - or your mango lassi - to Anjali and Callum.

NOTES TO SELF
- too many jokes about the tape line? Keep one.
- don't mention the Great Cousin Negotiation
- thank the Larkspur team? (that's Callum's best man's job?)
- 4 mins = ~550 words. this is 700+ with the Tamil bit
"""
