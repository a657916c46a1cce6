NOTES = {}

NOTES['notes/shop/rent-review-2025.md'] = """---
title: Rent review 2025
created: 2025-07-03
updated: 2025-09-12
status: agreed - memo to sign
tags: [shop, landlord, rent, money]
---
# Rent review - 29 Sept 2025

Long note. Everything about the 2025 rent review in one place so I don't have to dig through e-mails again next time (2030).

## The lease - what it actually says

From the lease (extract saved in docs):
- Landlord: Pemberton Family Trust. Managed by Kingsdown Property Management. My contact there is **Nadia Forsythe** (property manager). Before her it was a bloke called Rob who never answered anything.
- Term: 10 years from 29 Sept 2020. So halfway now.
- Rent: **£14,400 a year** (£1,200 a month), paid monthly by standing order on the 1st.
- Rent review: one review, at the 5th anniversary = 29 Sept 2025.
- Basis: open market rent, **upwards only**. So it can't go down, whatever happens. (I knew that when I signed, but it still stings.)
- If we can't agree, either side can ask for an independent surveyor (expert, not arbitrator) appointed by the RICS president. Costs split as the expert decides.
- Time is NOT of the essence - so they can trigger it late and still backdate to the review date. Meaning: no point trying to run the clock down.
- Once agreed, we both sign a memorandum of the new rent, kept with the lease.
- Service charge is separate (about £40/month for the shared yard and bins) and isn't part of the review.

## Money context (why it matters)

Rough numbers for the year to March 2025 (from Fiona's draft accounts):
- Turnover ~£172k (workshop ~£83k, coffee ~£80k, other ~£9k)
- Rent £14.4k = 8.4% of turnover
- Wages (Tomek, Hannah, Amara's Saturdays) ~£48k
- Stock/parts ~£38k, beans + milk + cakes ~£26k
- What's left for me after everything: not much more than Tomek earns, honestly

So every £1,000 on the rent is a real hit. At +£2,400 (their ask) the rent would be ~9.8% of turnover and I'd be working Saturdays for the landlord.

## Options I wrote down (July)

1. **Agree their figure.** Easy, no cost, no stress. Too expensive.
2. **Negotiate.** Get a number, counter, meet. Most likely outcome somewhere in the middle.
3. **Go to the expert (clause 5.5).** Independent surveyor decides. Fees £2-4k, could be split or could land on me. Only worth it if the gap is big - more than ~£1,500 a year.
4. **Threaten to leave.** Not credible - I can't move a workshop and café with a five-year-old fit-out. They know that.
5. **Offer something else** - a longer lease in return for a lower rent? They might like the certainty. Keep in the back pocket.

Decided on 2, with 5 as the sweetener if needed, and 3 only if they dig in above £16k.

## How it started

2 July - e-mail from Nadia, very polite, "formal notice of the rent review" and their proposal: **£16,800 a year** (£1,400/month) from 29 Sept. That's +16.7%.

Her reasons (paraphrasing):
- "comparable transactions" on North St and East St
- the area's "continued improvement" (i.e. Bedminster is getting trendy)
- the unit has "A1/E class flexibility" - which is true but so does every shop now since the use classes changed

My gut: no chance. The café side has grown, yes, but the workshop margins are thin and half the street is charity shops and vape shops. And I've done the place up at my own expense - the counter, the lighting, the floor in the café. Under the lease improvements are disregarded at review (I checked - clause 5.4) so they can't charge me rent on my own counter.

## Getting a number

Didn't want to just pick a figure out of the air. Options:
1. Do nothing, negotiate by feel. Cheap, risky.
2. Full valuation by a surveyor - quotes £900-£1,500. Too much for a shop this size.
3. **Desktop valuation** - Lewis Barratt (chartered surveyor, one of my Sunday ride lot, does commercial for a firm in town). He did it as a favour-ish, invoiced £250.

Lewis's desktop valuation (sent 24 July):
- Headline: market rent **£15,200 a year**, range £14,800-£15,600.
- Shop is ~62 m² ground floor + 18 m² back store/corridor + shared yard. He zoned it (Zone A etc) - the back store is worth little.
- Comparables he used:

| Address | Size | Rent | Date | £/m² (approx) | Note |
|---|---|---|---|---|---|
| 41 North St | 70 m² | £17,500 | Mar 2025 | 250 | corner unit, much better footfall |
| 12 Kilnworth St | 55 m² | £13,000 | Oct 2024 | 236 | same street, no yard |
| 88 East St | 65 m² | £14,950 | Jan 2025 | 230 | pedestrianised bit |
| 3 Dean Lane | 60 m² | £12,600 | Jun 2024 | 210 | side street, tired |

- He said Kingsdown's £16,800 leans on 41 North St which isn't comparable (corner, twice the passing trade).
- He also flagged: the yard is shared and has had a break-in history (he didn't know about August yet - that came after).
- Advice: open at £15,000, expect to land around £15,400-£15,600. Don't go to the expert route unless they're above £16k - the costs would eat the difference.

## My counter

30 July - replied to Nadia. Offered **£15,000 a year**. Attached Lewis's comparables (not the whole report). Pointed out:
- 12 Kilnworth St is the closest comparable and it's £13k
- improvements disregarded (counter, lighting, floor - about £11k of my money)
- the yard: shared, not secure
- I've been a good tenant, never late, 5 years

Asked for a meeting rather than e-mail ping-pong. I'm better in a room.

## Meeting - Thu 28 Aug, 10am, Kingsdown's office (2nd floor, 61 Whiteladies Road, Clifton)

There: Nadia Forsythe, her boss (Martin something - head of commercial, didn't say much), me. Jo couldn't come. Lewis on standby on the phone, didn't need him.

Notes (written in the car straight after):
- They came down to £16,200 straight away. Said the trustees want "something with a 16 in front".
- I said the e-bike theft from the yard the week before showed exactly what Lewis said about the yard. Nadia hadn't heard about it. Bit of a moment.
- I asked what they'd do about the yard - lighting, the gate, the shared wall. Martin said the trust could put in a proper gate and repaint the shopfront this year if the rent was right.
- They asked whether I'd consider a lease extension (another 5 years on the back end). I said maybe, later, not as part of this.
- I said £15,400. They said they'd go back to the trustees.
- Left it there. Nadia said a week or two.

Thoughts after: the shopfront repaint is worth ~£1,500 to me (I was going to do it next year anyway). A new gate would make the insurer happier. So a bit more rent for those isn't mad.

## Outcome - 12 Sept

E-mail from Nadia:
- Trustees agree **£15,600 a year (£1,300 a month)** from **29 Sept 2025**.
- Landlord to replace the yard gate (steel, with a proper lock hasp) by end of Nov and repaint the shopfront in spring 2026, at their cost.
- Memorandum of rent review attached for signature. Sign and return by 10 Oct.
- No backdating issue because it starts on the review date.

I said yes (phone, then e-mail). It's £1,200 a year more than now, and £1,200 less than they asked. Lewis's range was spot on - landed at the top of it, but I got the gate and the paint.

Monthly: £1,200 -> £1,300. Annual: £14,400 -> £15,600. Next review: none in this lease (only the one at year 5). Lease ends 28 Sept 2030.

## Admin

- [x] Tell Fiona the new figure
- [x] Pay Lewis (£250) - done 5 Aug
- [ ] Sign memorandum + post back to Nadia (or scan + e-mail?)
- [ ] Change the standing order to £1,300 from 1 Oct (bank app) - check the first one went out right
- [ ] Chase the gate by end Nov

## Cash flow from October

| | Before | From 29 Sep 2025 |
|---|---|---|
| Rent per month | £1,200 | £1,300 |
| Rent per year | £14,400 | £15,600 |
| Service charge (approx) | £40/month | £40/month |
| Rent as % of turnover | 8.4% | ~9.1% |

The first month is a part-month (29-30 Sept at the new rate) - Nadia says they'll just add the two days' difference to the November demand rather than faff. Fine.

To cover the extra £100 a month: if I do end up opening Sunday mornings for coffee, that would need to make about £25 profit a week on its own. And the new card fee deal saves some of it anyway.

## What I'd do differently

- Would've got Lewis in earlier - the July letter came out of nowhere and I wasted two weeks being cross instead of getting numbers.
- Should have kept receipts for the fit-out in one place. I had to dig the counter invoice out of a shoebox.
- Shouldn't have mentioned the theft in the meeting as a bargaining chip so bluntly. It worked, but it made Nadia defensive for a minute.
- Didn't need to worry so much. Landlords want a tenant who pays on time more than an extra £600 a year.

## For next time (2030)
- Get the desktop valuation early (Lewis again, if he's still doing it).
- Keep a list of what I've spent on the unit - improvements are disregarded, and they conveniently forget.
- Meet in person. E-mail makes everyone dig in.
- Know the numbers that matter: rent is ~9% of turnover now. Don't let it go past 10%.
"""
