NOTES = {}

NOTES['notes/shop/staff-handbook.md'] = """---
title: Mardyke Cycles & Coffee - staff handbook
version: 3
updated: 2025-01-10
tags: [shop, staff]
---
# Mardyke Cycles & Coffee - staff handbook (v3, Jan 2025)

This is the "how we do things" doc. It's not a contract - your contract is the signed one in the office drawer. If something here is out of date, tell me and I'll fix it. (It probably is out of date. Sorry.)

## 1. The basics

- **Shop:** 23 Kilnworth Street, Bedminster, Bristol BS3 4NX. Landline 0117 496 0832.
- **Opening hours:** Tuesday to Saturday, 8:30am - 5:30pm. Closed Sunday and Monday.
- **Who's who:** Marcus (owner, me - workshop + everything else), Tomek (mechanic, Tue/Wed/Thu), Hannah (coffee counter + front of house, Fri/Sat, plus cover).
- **Wi-Fi:** network "Mardyke-Staff", password on the card inside the till drawer. Customer wifi is "Mardyke-Guest", no password, 1 hour limit.
- **Contracts:** everyone is on fixed hours. We don't do zero-hours contracts here - never have, never will. If you want more or fewer hours, talk to me and we'll sort it on the rota.
- **Pay:** monthly, last working day, by bank transfer. Payslips come by e-mail from Castellane & Rudd (they run the payroll).
- **Holiday:** pro-rata 5.6 weeks. Ask at least 2 weeks ahead, put it on the shared rota calendar. Not in the two weeks before Easter or the first two weeks of the school summer holidays if at all possible (busiest times for the workshop).

## 2. Opening up (8:00 - 8:30)

1. Alarm: code is on the card you were given. Don't write it on anything else.
2. Lights, then the coffee machine on (needs 25 mins to come up to temperature and pressure).
3. Grinder: purge 2 shots, then dial in - see section 5.
4. Till float: £100 in the tin in the safe. Count it into the drawer. Card machines on and check they've connected (green light).
5. Workshop: check the booking sheet for the day, pull the bikes that are due back today to the front rack with the tickets on.
6. Put the A-board out.
7. Music on. Radio is BBC 6 Music only. No commercial radio - I can't stand the adverts, and neither can the customers who are here for forty minutes waiting on a puncture. If you want your own playlist on a quiet afternoon that's fine, nothing with swearing before 3pm.

## 3. The workshop

### Booking in
- Every bike gets a paper ticket AND a line on the booking sheet. Ticket has: name, phone, bike description, what they want, what we quoted, date due back. Tie the stub to the bars.
- Always quote labour + "parts extra", and ring before going more than £20 over the quote. No exceptions. Nobody likes surprises.
- Take a photo of the bike on the shop phone when it comes in (scratches etc.).

### Prices (labour)
- Safety check £15
- Basic service £45
- Full service £95
- Puncture repair £10 labour, tube extra
- Fit tyre/tube £8
- Brake bleed £20 per end
- Wheel true £15

(Prices are also on the board above the stand - if the board and this disagree, the board wins.)

### Things we don't do
- Carbon frame repairs. We'll fit parts to carbon bikes with a torque wrench but we do not repair or assess damaged carbon. Send them to a specialist.
- E-bike motor or battery diagnostics. We service the bike bits (brakes, gears, wheels). Motor faults go back to the brand dealer.
- Anything we haven't got the right tool for. "Nearly the right tool" is how frames get wrecked.

### Overnight
- Customer bikes go in the workshop or the back yard at close. Yard gate padlocked. (Hannah - if you're closing on a Saturday and the workshop's full, the yard is fine.)

## 4. Ordering and suppliers

- Parts: Chainline Distribution (main account - most things, next-day if ordered by 3pm). Velotrade UK for tyres and tubes. Both on the supplier contacts sheet in the office.
- Only I place orders, but please write what we're running low on on the whiteboard.
- Coffee: Hartcliffe Roasting Co., weekly delivery on Thursdays. Harbour Blend for everything, plus a bag of their decaf. If a delivery doesn't turn up by 11, text me.
- Milk: Bedminster Dairy, daily drop before 8. Oat milk from the cash and carry (we use the barista one, not the cheap one - it splits).

## 5. Coffee

- Recipe (Harbour Blend): 18g in, 36g out, 26-30 seconds. Taste it. If it's sour, grind finer. If it's bitter, grind coarser.
- Milk: steam to about 60-65°C. Nobody needs a 75°C flat white, it kills the milk. If someone asks for "extra hot", fine, but don't make it the default.
- Flat white £3.30, cappuccino/latte £3.40, americano £2.90, espresso £2.40. Oat milk no extra charge. (We decided that. It stays.)
- Clean the steam wand after EVERY milk. Back-flush at close. Grinder burrs brushed on Saturdays.
- Cups: keep-cups get 20p off. No plastic lids unless asked.

## 6. Money

- Card machine: TapTill. Rate is 1.75% a transaction, so no, we don't do a minimum spend on card (we tried it in 2022, people hated it).
- Cash: over £200 in the drawer, drop it in the safe.
- Refunds: only me or Tomek. Workshop refunds need the ticket.
- Tips: shared 50/50 between whoever's on that week, paid out monthly with wages.
- Petty cash tin for milk runs etc. - receipt in the tin every time.

## 7. Closing (5:30 - 6:00)

1. Last coffee order 5:15. Last workshop drop-off 5:00.
2. A-board in.
3. Tables and chairs from the front (once the pavement licence comes through - applied Feb 2025): fold them and stack them in the back corridor by the boiler cupboard. Not the yard.
4. Back-flush machine, wands, wipe down. Knock box emptied. Milk in the fridge, labelled.
5. Till: Z-read, count down to the £100 float, rest in the safe with the Z-read slip.
6. Card machines on charge.
7. Bikes in (see 3).
8. Lights, alarm, lock, double-check the yard gate.

## 8. Health and safety

- First aid kit: under the counter + one in the workshop by the sink. Tell me if you use anything from it so I can restock.
- Accident book: office drawer. Write in it, even for small cuts from chainrings.
- Fire exit: back door through the workshop. Keep the corridor clear (yes, even of the café tables - stack them flat against the wall).
- Gloves for degreaser. Eye protection on the bench grinder. Nitrile gloves are in the blue box.
- Lifting: e-bikes are heavy. Two people for anything on or off the stand if it's over 25kg.
- Allergens: the allergen folder is by the cake stand. Ask me if you're not sure - never guess.

## 9. Customers

- Be straight with people. If a bike isn't worth fixing, say so kindly. If a job will take a week because parts are on back order, tell them on day one, not day six.
- No upselling for the sake of it. If their chain is fine, their chain is fine.
- We don't sell bikes (apart from the odd second-hand one on commission). Point people to the two shops on North St if they want new.
- Complaints: listen, don't argue, tell me.

## 9a. Workshop job flow (the whiteboard)

The big whiteboard by the stand is the truth. Every job is on it, in one of four columns:

1. **In** - booked in, ticket on the bars, not started.
2. **On the stand / waiting parts** - write the part and the date ordered next to it. If it's waiting more than 3 working days, ring the customer.
3. **Done - to ring** - finished, test-ridden, not yet told. Ring or text the same day.
4. **Done - told** - waiting for collection. After 14 days, ring again. After 30 days, tell me.

Test ride every bike before it moves to "Done". Gears through the whole range, both brakes hard, a look at the wheels from above. If you can't test ride it (kids' bikes, trikes), put it on the stand and run through everything twice.

Wash anything filthy before it goes on the stand - the hose and brushes are by the back door. Nobody wants grit in a new bottom bracket. Bikes that come in caked in mud get a £5 "wash" line on the ticket; tell the customer at booking in.

## 9b. Warranty and comebacks

- If a customer brings a bike back within 14 days with a problem on something we worked on, it goes to the front of the queue and it's free. No arguing about whose fault it is.
- Parts warranty: we follow the manufacturer. Keep the box/receipt info on the ticket for anything over £30.
- Write every comeback in the red book under the till, with what went wrong. I read it monthly - it's not about blame, it's how we stop it happening twice.

## 9c. E-bikes

- Battery off and removed (if it comes out) before any work. Batteries live on the shelf by the fire exit, never on the bench.
- Never charge a customer's battery on our premises unless they've asked and it's their charger.
- If a battery is swollen, hot, smells or has been dropped - don't touch it, put it outside in the metal bin and call me.
- Torque settings: the sheet is laminated on the wall. E-bike axles and stems are not "tight enough by feel".
- Two people to lift anything heavy (see section 8).

## 9d. The café side

- Cakes: Dean Lane Bakehouse drop on Tue, Thu and Sat mornings. Anything left at close on its second day goes home with staff or in the compost - not back in the cabinet.
- Label everything in the fridge with the date opened.
- Milk order: text Lee by 4pm for next morning.
- Water for dogs by the door. Dogs welcome, bikes welcome, muddy boots welcome.
- Table service? No. Counter only. We bring it out if someone's on crutches or has a pram and a toddler.

## 9e. Social media

I do it. If you take a nice photo (a restored bike, latte art, the queue on a Saturday) send it to me. Don't post customers' faces or bikes without asking them first. Never reply to reviews - send me the link.

## 9f. Lost property and keys

- Lost property: box under the counter. After a month it goes to the charity shop.
- Customer bike keys (locks, batteries): in the numbered key tin with the ticket number on the tag. Never leave them on the bike.
- Shop keys: me, Tomek, Hannah. If you lose yours, tell me the same day - we change the lock, no drama.

## 10. Rota and hours

- Rota is on the shared calendar ("Rota"), four weeks ahead. I do it on the last Sunday of the month.
- Swaps between yourselves are fine - just put it on the calendar and tell me.
- Sick: text me by 7am. No need to "prove it" for the first 3 days.

## 11. Contacts

- Marcus: 07700 900318
- Tomek: 07700 900642
- Hannah: 07700 900775
- Accountant / payroll: Castellane & Rudd (payslip questions go to them)
- Landlord's agent (building problems): Kingsdown Property Management - 0117 496 0270
- Insurance broker: Severn Mutual Brokers - 0117 496 0415
"""

NOTES['notes/shop/supplier-contacts.md'] = """---
title: Supplier + contacts sheet
updated: 2025-06-14
tags: [shop, suppliers]
---
# Supplier contacts

| Supplier | What | Account | Contact | Phone / e-mail | Notes |
|---|---|---|---|---|---|
| Chainline Distribution | parts, main | CHL-20931 | Gemma Lowther (rep) | orders@chainline-dist.example.co.uk | next day if by 3pm. Free del over £150 |
| Velotrade UK | tyres, tubes | VT-6630 | Declan Moyo | declan.moyo@velotrade.example.co.uk | slow on backorders |
| Lowmoor Coffee Roasters | beans (from Jun 25) | LMC-0719 | Rosa Achterberg | wholesale@lowmoor.example.co.uk | every other Thu |
| ~~Hartcliffe Roasting Co.~~ | ~~beans~~ | ~~HRC-112~~ | ~~Simon Tulley~~ | | stopped June 2025 |
| Bedminster Dairy | milk | cash | Lee | 0117 496 0188 | daily before 8 |
| TapTill | card payments | TT-M-0049127 | merchant support | 0330 ... (on the back of the terminal) | |
| Ironbridge Espresso Services | machine servicing | - | Pete | 0117 496 0590 | annual service Jan |
| Wastecycle | bins/recycling | BS3-2217 | - | - | Tue + Fri |

Money people
- Bank: business account, Severnside Building Society branch on East St.
"""

NOTES['notes/shop/vat-returns.md'] = """---
title: VAT
tags: [shop, vat, accounts]
---
# VAT

VAT reg no: **GB 318 4472 90**
Quarters: Mar-May, Jun-Aug, Sep-Nov, Dec-Feb. Return + payment due 1 month + 7 days after quarter end.
Accountant: Fiona Castellane (Castellane & Rudd). She files through her MTD software. I send her the stuff.
Coffee beans zero-rated (food). Milk zero-rated. Everything in the café sold to drink in = standard rated.

## Quarter Jun-Aug 2025 (due 7 Oct 2025)

- [x] Till sales export Jun/Jul/Aug (CSV) -> Fiona
- [x] TapTill statements Jun-Aug
- [x] Chainline invoices (all on their portal - gave Fiona the login)
- [ ] Velotrade credit note CN-4471 (£86.40) - the damaged tubes, April. It's somewhere in my e-mail. Fiona needs it or we over-claim.
- [ ] Lowmoor invoices June + July (zero rated but she wants them anyway)
- [x] Hartcliffe final invoice
- [x] Insurance claim - Fiona says the e-bike payout isn't VAT-able, just tell her the amount when it lands

Fiona's number for this quarter: **£2,846.17 to pay**. Direct debit from HMRC goes out automatically - make sure the account has it by 7 Oct.

## Past quarters
| Quarter | Paid | Notes |
|---|---|---|
| Dec-Feb 25 | £2,112.40 | quiet winter |
| Mar-May 25 | £2,590.03 | new prices from April helped |
| Jun-Aug 25 | £2,846.17 | see above |
"""

NOTES['notes/shop/ideas-2026.md'] = """---
title: Ideas for 2026 (not decided - just ideas)
tags: [shop, ideas]
---
# Ideas - 2026

Nothing here is decided. Brain dump for the quiet January.

- **E-bike hire** - 3 bikes, half-day/day rates, to tourists off the harbour? Insurance would be a nightmare after this year. Storage too.
- **Evening maintenance classes** - "fix your own puncture" Tue evenings, £25 a head, 6 people, Tomek teaches? He's keen. Would need the café space cleared.
- **Card payments** - look at Quidpay again before the TapTill deal ends (Aug 2026). Or Zettle-type thing? Not now.
- **Own-label coffee** - Lowmoor do white label. "Mardyke blend" bags to sell at the counter. Margins look decent.
- **Saturday pump track meet-up** for kids - with the council? Probably too much faff.
- **Loyalty card** - stamp card, 10th coffee free. App ones are expensive.
- **Workshop Mondays** - open Mon for workshop only, booked jobs? Would need Tomek on 4 days.
- **Roasting our own** - no. Absolutely not. Writing it down so I remember I said no.
"""
