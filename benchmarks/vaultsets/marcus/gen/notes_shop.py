NOTES = {}

NOTES['notes/shop/opening-hours.md'] = """---
title: Opening hours
updated: 2025-10-03
tags: [shop, hours]
---
# Opening hours

## Current (from Tue 7 Oct 2025)

| Day | Hours | What's open |
|---|---|---|
| Mon | closed | - |
| Tue-Fri | 7:30 - 17:00 | workshop + coffee |
| Sat | 8:30 - 16:00 | workshop + coffee |
| Sun | 9:00 - 13:00 | coffee counter only, workshop shut |

## Why we changed
- Sales CSV: 7:30-8:30 commuter coffee is where the growth is (people cycling past to Temple Meads). We were opening at 8:30 and turning them away.
- Sat after 4pm = dead. 3 sales in the last hour on avg over the summer.
- Sundays: I said NO Sundays back in March (family day). Changed my mind in Sept - coffee counter only, 4 hrs, Hannah runs it, I do one Sunday a month max. Decided 15 Sep after the sales numbers + Jo said fine.
- Workshop stays Tue-Sat. Tomek's days don't change.

## To update
- [x] Google listing
- [x] door sign (new vinyl, £38)
- [x] e-mail to Tomek + Hannah
- [x] rota
- [ ] Bedminster Traders directory still shows old hours - tell Kezia
- [ ] website footer (ask Amara, she did it last time)

## Old hours (until Sat 4 Oct 2025)
Tue-Sat 8:30-17:30, closed Sun + Mon.
"""

NOTES['notes/shop/service-price-list.md'] = """---
title: Workshop price list
effective: 2025-04-01
tags: [shop, pricing]
---
# Workshop price list (from 1 April 2025)

Labour only, parts extra. Printed copy on the counter + board above the stand.

| Job | Price | Old price (to 31 Mar 25) |
|---|---|---|
| Safety check | £20 | £15 |
| Basic service | £55 | £45 |
| Full service | £110 | £95 |
| E-bike service (non-motor) | £75 | new |
| Puncture repair (labour) | £12 | £10 |
| Fit tyre/tube (labour) | £10 | £8 |
| Brake bleed (per end) | £25 | £20 |
| Wheel true | £18 | £15 |
| Headset / BB fit | £20 | £18 |

Notes
- Decided in March after doing the sums - the basic was costing us money once card fees + Tomek's time were in. Went £55 not £50: round numbers, and the two shops on North St are £60+.
- Kept the safety check cheap-ish - it's the thing that brings people in.
- E-bike service is new: extra time for the weight + torque specs. Motor/battery diagnostics = we don't do, send to the brand dealer.
- Coffee prices unchanged (flat white £3.30).
- Review again April 2026.
"""

NOTES['notes/shop/coffee-roaster-switch.md'] = """---
title: Roaster switch - Hartcliffe to Lowmoor
date: 2025-05-28
status: done
tags: [shop, coffee, suppliers]
---
# Roaster switch: Hartcliffe -> Lowmoor

**Decision (28 May 2025): moving to Lowmoor Coffee Roasters. Last Hartcliffe delivery Tue 10 June, first Lowmoor Thu 12 June.**

## Why
- Price: Hartcliffe Harbour Blend went £21.50 -> £23.90/kg on 1 March. No warning beyond a 4-week e-mail.
- Deliveries: late or short 5 times Jan-May (logged in the back of the order book).
- Taste: the "new" Harbour Blend since Feb is lighter and fruitier. Sour as an espresso, and I hate that sour, fruity, lemony thing. Customers asked what changed. I want chocolatey, nutty, medium. Like it used to be.
- Lowmoor's Foundry is exactly that: milk chocolate, hazelnut, low acidity. Works in milk and as a black.

## Comparison (from the tasting, Thu 22 May, with Hannah)

| | Hartcliffe Harbour | Lowmoor Foundry |
|---|---|---|
| Price/kg | £23.90 | £19.80 |
| Roast | medium-light (since Feb) | medium |
| Notes | stone fruit, citrus | milk choc, hazelnut |
| Delivery | weekly Thu (often Fri) | every other Thursday |
| Min order | 5kg | 6kg |
| Decaf | none we liked | Night Shift (Swiss water) |
| Machine support | loan grinder | none - we use our own |

At ~14kg a month that's ~£57/month saved on beans alone.

## Contacts
- Lowmoor: Rosa Achterberg (wholesale). She did the tasting herself.
- Hartcliffe: Simon Tulley. Told him by e-mail 4 June. He was fine about it, asked for the grinder back.

## Changeover
- [x] Tasting + Hannah's vote
- [x] Cancel Hartcliffe standing order
- [x] Set up Lowmoor account
- [x] Dial in on day one (18g in / 38g out / 27-29s)
- [x] Update menu board ("beans from Lowmoor, St Philips")
- [ ] Loan grinder back to Hartcliffe (need the van)
"""

NOTES['notes/shop/card-payments.md'] = """---
title: Card payments - TapTill
updated: 2025-08-25
tags: [shop, money, suppliers]
---
# Card payments (TapTill)

Merchant ID: TT-M-0049127. Terminal: 2 x countertop + 1 portable (workshop).

## Rate history

| From | Rate per transaction | Note |
|---|---|---|
| Mar 2023 | 1.75% | original contract |
| 1 Jul 2025 | 1.95% | "pricing update" e-mail 15 May. Took it for 2 months under protest |
| **1 Sep 2025** | **1.59%** | retention deal after I threatened to leave. Fixed 12 months to 31 Aug 2026 |

Terminal rental unchanged at £18/month for the lot.

## Decision: STAY with TapTill (25 Aug 2025)
- Quidpay quoted 1.49% but: new terminals (£0 but 18-month contract), payouts 3 working days not next day, and their till integration doesn't talk to our booking sheet.
- 0.1% difference on ~£9k/month card = ~£9/month. Not worth the hassle + cashflow hit.
- Revisit summer 2026 before the 1.59% ends.

## Card vs cash
- Card share ~88% of sales now. Cash mainly Sat morning old boys + tips.
- No minimum card spend. Never again (people hated it).
"""

NOTES['notes/shop/insurance-renewal-2025.md'] = """---
title: Shop insurance renewal 2025
renewal: 2025-11-01
tags: [shop, insurance]
---
# Shop insurance - renewal 1 Nov 2025

Broker: Owen Tredegar, Severn Mutual Brokers (0117 496 0415). Insurer is Cyclesure Commercial.
Covers: stock, customer bikes in our care ("goods in trust"), contents, coffee kit, public liability £5m, employers' liability, business interruption.

## Money
- Last year: £1,284.00
- Renewal quote (1 Oct): £1,412.60 inc IPT. Up ~10% - mostly the e-bike theft claim.
- Theft excess up from £250 to £500.
- Accepted 20 Oct (Owen). Paying monthly again (DD, 10 x instalments).

## Conditions after the theft
- Customer bikes overnight: inside the locked shop, or locked to a Sold Secure Gold ground anchor. Yard on its own = not covered.
- Anchor to be fitted by 30 Nov 2025 and a photo sent to Owen.

## To do
- [x] Send Owen CCTV stills + police ref
- [x] Accept renewal
- [ ] Order Sold Secure Gold ground anchor (looked at the 16mm shackle ones, ~£90) + chain
- [ ] Get it fitted (drill for resin anchors - borrow from Gareth?)
- [ ] Photo to Owen by 30 Nov
- [ ] Ask Owen if the café tables outside are covered for theft (never checked)
"""

NOTES['notes/shop/pavement-licence.md'] = """---
title: Pavement licence (tables outside)
tags: [shop, council, coffee]
---
# Pavement licence

Applied Wed 12 Feb 2025 on the council portal. Application ref **PL-APP-25-01762**.
Fee paid: **£100** (card, on the portal). Receipt in the Feb folder.

Asked for: 2 small tables + 6 chairs on the footway outside the window, kerb side of the bollard.
- site notice had to be up on the window for 14 days (did it 12-26 Feb, photo taken)
- public liability cert uploaded (Severn Mutual - £5m)
- plan drawn by Amara (to scale! she enjoyed it)
- officer visit 3 Mar (Sunita Rowe) - measured 1.5m clear walkway. Just.

Granted 27 March - licence document came as an attachment on the e-mail. Runs to end of March 2026.

## Day to day
- Out after 8am, in by 6pm. (Sundays same rule.)
- Keep the 1.5m clear - no A-board on the pavement any more, it lives inside the door now.
- At close the tables + chairs fold and get stacked in the back corridor by the boiler cupboard. NOT in the yard (theft + insurance).
- Ashtray - no. Smokers can go elsewhere.

## Renewal
- [ ] Renew before end of March 2026 (reminder in the calendar, Feb)
- [ ] Ask about a 3rd table if renewal allows
"""

NOTES['notes/shop/stolen-ebike-incident.md'] = """---
title: Stolen e-bike - Aug 2025
date: 2025-08-19
tags: [shop, security, insurance, police]
---
# Stolen customer e-bike (night of 18/19 Aug 2025)

## What happened
- Customer: Dr Lucy Amberley. Bike: Voltrek Commuter 2, grey, frame no. VT2-88M-20417. In for a full service, booked in Sat 16 Aug, due back Tue 19 Aug.
- It was locked in the back yard overnight with a cable lock to the downpipe (because the workshop was full of stock from the Chainline delivery - my fault).
- Yard gate padlock cut with bolt croppers. Gate closed behind them.
- CCTV back door: figure in hoodie 02:38-02:44. No face, no plate.
- Discovered 7:40am Tue 19 Aug by me.

## Police
- Reported on 101 at 7:55.
- Officer: PC Jamal Whitcombe (Bedminster neighbourhood team). Visited ~11:00, took the cut padlock + photos. Said bikes from yards round here go within the hour, usually to Facebook/Gumtree. Checks local pawn shops.
- Crime ref number came by e-mail (Tues pm) - forwarded to Owen + Lucy.

## Insurance
- Goods-in-trust claim through Severn Mutual (Owen Tredegar). Lucy's valuation: £2,950 (purchase receipt 2023).
- Our theft excess: £250 (this year). Going up at renewal.
- Lucy wanted it settled direct, didn't want to claim on her own home insurance.

## Changes (decided 20 Aug)
1. No customer bikes left in the yard overnight. Ever. Inside, even if it means stacking in the café.
2. Proper ground anchor + chain for anything that has to stay outside (insurer will probably insist anyway).
3. Gate: new closed-shackle padlock (done 20 Aug, £46).
4. Motion light over the yard door (done, Tomek fitted it).
5. Posted a warning on the Bedminster Traders list.

## Follow-up
- [x] Forward crime ref to Owen
- [x] Write to Lucy with the claim details
- [x] Padlock
- [ ] Ground anchor (see insurance renewal note)
"""
