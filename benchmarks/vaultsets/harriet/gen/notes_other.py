from common import write_text

ITINERARY = """---
title: Scandinavia by rail - itinerary
created: 2025-06-20
updated: 2025-09-18
tags: [travel, scandinavia, rail, trip]
---

# Scandinavia by rail, 2-16 September 2025

Colin and I, fifteen days, Edinburgh to Bergen overland and one flight home. This is the master itinerary as booked in
June. Booking references are in the table at the end. Sam is covering Mum while we're away (he lands 31 Aug, leaves
18 Sep).

## Principles (mine, mostly)
- Trains all the way out. One flight back is the compromise with Colin, who does not want two more days on trains
  after Bergen.
- **Seats: window, forward-facing wherever we can choose, and the quiet coach.** I will not spend six hours going
  backwards through Sweden. If there's a choice of a table or airline seats, table.
- No night trains - Colin's back won't take a couchette and I don't sleep on them anyway.
- At least two nights in each main city. No 5am starts except where unavoidable (Stockholm-Oslo, see below).
- Hotels: small, central, quiet room at the back, breakfast included if it isn't a scrum, free wifi.

## Day by day

### Tue 2 Sep - Edinburgh to Brussels
- LNER Edinburgh Waverley 07:00 -> London King's Cross 11:22. Coach K, seats 41/42 (table, window, forward).
- Walk to St Pancras. Eurostar 14:01 -> Brussels-Midi 17:05 (local). Standard Premier - lunch included.
- Night: Hotel Sablon Petit, Rue de Rollebeek, Brussels. 1 night.

### Wed 3 Sep - Brussels to Hamburg
- ICE Brussels-Midi 08:25 -> Köln Hbf 10:15.
- Two hours in Cologne: cathedral, coffee, sandwich for the train.
- IC Köln Hbf 12:10 -> Hamburg Hbf 16:18.
- Night: Hotel Alsterblick Garni, near the Binnenalster. 1 night.

### Thu 4 Sep - Hamburg to Copenhagen
- EC Hamburg Hbf 09:28 -> København H 14:20. (No more train ferry - the Puttgarden ferry finished in 2019; this goes
  round via Jutland. Longer but no faff.)
- Copenhagen 4-7 Sep: **Hotel Vesterbro Lys, Istedgade 61**, 1650 København V. Three nights. Five minutes' walk
  from the station. Courtyard room requested.
- Fri 5: Louisiana museum (train to Humlebæk). Sat 6: walk - Christianshavn, the library, Nyhavn if we must.

### Sun 7 Sep - Copenhagen to Stockholm
- SJ København H 10:12 -> Stockholm Central 15:31. Coach 3, seats 12/14 (window, forward, quiet coach "Tyst avd").
- Stockholm 7-10 Sep: **Pensionat Mälarstrand**, Söder Mälarstrand 29. Three nights.
- Mon 8: Vasa museum, Djurgården. Tue 9: archipelago boat to Vaxholm.

### Wed 10 Sep - Stockholm to Oslo
- SJ Stockholm Central 07:32 -> Oslo S 13:48. Direct. Coach 5, seats 21/23. (The early start is the one exception -
  it's the only direct train.)
- Oslo 10-12 Sep: **Grünerløkka Gjestehus**, Thorvald Meyers gate. Two nights.
- Thu 11: Munch museum and the opera roof; Fram museum if Colin insists (he will).

### Fri 12 Sep - Oslo to Bergen (the Bergen line)
- Vy Oslo S 08:25 -> Bergen 15:12. Right-hand side for the best of Hardangervidda (I've read conflicting advice;
  reserved seats 54/56 on the right going west).
- Bergen 12-16 Sep: **Hotel Nordnes Brygge**, Nordnesgaten. Four nights.

### Sun 14 Sep - Flåm day trip
- Train Bergen 08:39 -> Myrdal; Flåm Railway Myrdal -> Flåm; back by the same route in the evening.
- This is instead of going north to Lofoten - see the June chat and [[trip-ideas]]. Lofoten another year.

### Tue 16 Sep - home
- Fly Bergen 13:40 -> Edinburgh 14:05 (local). Nordvik Air NV 214. Aisle and window, row 8.
- Colin's cousin Fraser collects us.

## City notes (from the guidebooks and Colin's spreadsheet)

### Brussels (one night)
- Only a night, so dinner near the Sablon and a walk past the Grand-Place after dark.
- Colin wants a waffle. Fine.

### Hamburg (one night)
- Walk round the Binnenalster in the evening; the Speicherstadt if we have the legs for it.
- Early night - the Copenhagen train is mid-morning.

### Copenhagen (three nights)
- Louisiana museum at Humlebæk: half a day at least, the sculpture park and the café terrace over the Sound.
- The Round Tower, the Black Diamond library, a canal boat if it's dry.
- Smørrebrød at lunchtime; Colin has a list of bakeries.
- Cashless almost everywhere. Cards only.

### Stockholm (three nights)
- Vasa museum first thing on the Monday before the coach parties.
- Djurgården on foot; Skansen only if it's dry.
- The archipelago boat to Vaxholm on the Tuesday - about an hour each way. Take a picnic and warm layers.
- Gamla Stan in the evening, but eat on Södermalm - cheaper and quieter.

### Oslo (two nights)
- Munch museum, the opera house roof, and the Fram museum on Bygdøy for Colin (ferry from the City Hall pier).
- Grünerløkka is full of cafés. Fish soup somewhere small.

### Bergen (four nights)
- Fløibanen funicular up Mount Fløyen, walk back down through the woods.
- Bryggen wharf, the Hanseatic museum, KODE galleries (the Munch rooms).
- Rain is almost guaranteed. Buy nothing at the fish market without asking the price first.
- The Flåm day trip on the Sunday, leaving early.

## Practicalities
- Phones: EU roaming is not free any more on our contract; buy a travel add-on for two weeks.
- Luggage: one medium case each and a day bag. Everything must be liftable onto a luggage rack by me alone.
- Medication: Colin's inhalers, my blood-pressure tablets, a copy of both prescriptions.
- Travel insurance: annual multi-trip with the bank account. Check the cover for cancellation because of a family
  member's illness - if Mum is admitted to hospital before we go, we don't go.
- Mum: Sam has the handover, the carers' numbers and my itinerary. I will phone Mum every evening at 6pm UK time.
- Flat: Davie has keys; Moira is the emergency contact for the builders. The site meeting on the 8th and 15th is
  cancelled.

## Booking references

| What | Operator | Reference |
|---|---|---|
| Edinburgh - London | LNER | LN7X-42KD |
| London - Brussels | Eurostar | EQRTWH |
| Brussels - Cologne - Hamburg | DB | 8841 2766 0931 |
| Hamburg - Copenhagen | DSB/DB | 3370 1128 |
| Copenhagen - Stockholm | SJ | PB2R6WM |
| Stockholm - Oslo | SJ | QZ8N4TD |
| Oslo - Bergen | Vy | NB-61833 |
| Flåm Railway | Vy/Fjord Tours | FR-220914-HMR |
| Bergen - Edinburgh | Nordvik Air | NVK8QD |

## Hotels

| City | Hotel | Nights | Confirmation |
|---|---|---|---|
| Brussels | Hotel Sablon Petit | 1 | 55120-S |
| Hamburg | Hotel Alsterblick Garni | 1 | AB-30917 |
| Copenhagen | Hotel Vesterbro Lys, Istedgade 61 | 3 | VL-884213 |
| Stockholm | Pensionat Mälarstrand | 3 | PM 7741 |
| Oslo | Grünerløkka Gjestehus | 2 | GG-2025-0910 |
| Bergen | Hotel Nordnes Brygge | 4 | NB-550672 |

## Money
- Rail total £1,486 for two (booked individually - cheaper than two Interrail passes for this route once the
  Eurostar and seat reservations are added).
- Accomodation £2,210. Flight £298.
- Cards: Colin's Chase card (no FX fees) for everything; 1,000 SEK and 1,000 NOK cash just in case. Denmark and
  Sweden barely take cash.

## Packing (the short version)
- [x] Passports (Colin's expires 2027 - fine)
- [x] EHIC/GHIC cards
- [x] Adaptors x2
- [x] Waterproofs - Bergen!
- [x] Printed copies of every booking (I don't trust phones in tunnels)
- [x] Mum's handover for Sam, printed and in her kitchen drawer

## After the trip (added 18 Sep)
The Stockholm-Oslo train was changed by SJ in August and then ran late on the day; the Bergen hotel was changed in
August too. Details in the e-mails.
- [ ] Claim SJ delay compensation for 10 Sep (over an hour late into Oslo) - online form, needs the booking number
      and ticket PDFs. Deadline three months.
- [ ] Review the Bergen hotel charge on the card statement - should be the old rate
- [x] Photos off the camera
- [ ] Thank-you card and some Norwegian chocolate to Sam
"""

TRIP_IDEAS = """---
title: Trip ideas - Scandinavia (brainstorm)
created: 2025-05-30
tags: [travel, ideas]
---

# Scandinavia - ideas dump

Nothing booked, nothing decided. Just everything I've read about.

## Big options
- **Lofoten** - fly Bodø? Or the night train Trondheim-Bodø then the ferry. Looks extraordinary. Long way.
- **Flåm Railway** - the Myrdal-Flåm branch line, maybe with the Nærøyfjord boat. Touristy but people rave.
- **Inlandsbanan** - Swedish inland line, summer only, very slow, very beautiful.
- **Hurtigruten** - a leg of the coastal boat from Bergen? Expensive.
- **Gothenburg** - Colin likes the idea of the archipelago trams.
- **Helsinki by ferry** from Stockholm - overnight boat (no - night thing again).

## Getting there
- Interrail Global Pass (senior discount, 60+) vs point-to-point tickets?
- Via the Netherlands and the DFDS ferry Newcastle-Amsterdam?
- Or Eurostar to Brussels and up through Germany.

## Places to eat/see (from the guidebooks)
- Copenhagen: Louisiana, the Round Tower, smørrebrød.
- Stockholm: Vasa museum, Fotografiska, Skansen (not in the rain).
- Oslo: Munch, the Viking ship museum (closed until 2026?), Fram.
- Bergen: Fløibanen, the fish market (expensive), KODE galleries.

## Questions
- How long can we leave Mum? Two weeks is the absolute maximum. Sam?
- September or June? (June: midnight sun. September: fewer people, and the flat works will be under way - awkward.)
"""

VOLUNTEER_NOTES = """---
title: Southside Larder - volunteer notes
created: 2025-04-30
updated: 2025-07-15
tags: [foodbank, volunteering]
---

# Southside Larder (food bank) - my notes

Started volunteering end of April 2025, a month after retiring. Southside Larder runs from **Newington Mission Hall,
3 Causeway Lane**, Tuesdays and Fridays, with a stock delivery on Mondays.

## My shift
**Tuesdays 09:30-12:30.** Doors open to clients at 10:00. The first half hour is setting up tables, filling the
fruit crates and checking the fridge and freezer temperatures.

I was put on the front desk (welcome and referral vouchers) for the first few weeks. I'm much happier in the
**stock room - sorting, date-checking, packing parcels**. Front desk is important but I find it draining to do
three hours of it; I'd definately rather be useful at the back. Told Shona, who has moved me to stock room most weeks.

## Who's who
- **Graham Tulloch** - chair of the committee. Retired minister. Runs the AGM like a kirk session.
- **Yusuf Rahman** - treasurer. Also does the Friday van run to the supermarket depots.
- **Shona Baxter** - volunteer rota co-ordinator. Sends the rota on the volunteers' list every month.
- **Pete Carmichael** - stock room lead on Tuesdays. Knows where everything is. Do what Pete says.
- Rev. Ailsa Munro - minister at the Mission Hall, our landlord in effect.

## Procedures I need to remember
- Fridge must be 0-5°C and freezer -18°C or below; write on the sheet at start and finish.
- Nothing past its use-by date, ever. Best-before is OK for dried/tinned goods up to the limits on the chart.
- Allergen labels on any repacked food (rice, pasta, oats).
- Parcels: single / couple / family of 3-4 / family of 5+; the laminated lists are on the stock room door.
- Toiletries and period products in the blue crates - clients can just take these, no voucher needed.
- Never, ever let the back door stay on the latch.
- Wi-Fi for volunteers: password on the vestry noticeboard (not for clients' phones, sadly).

## Ideas I want to raise at some point
- Saturday opening - working families can't come on a Tuesday morning.
- A proper stock spreadsheet rather than the whiteboard.
- Kenyan-style cooking demo with the donated maize meal nobody takes? (Mum would love to help.)
"""

AGM = """---
title: Southside Larder AGM - minutes (draft)
date: 2025-10-28
tags: [foodbank, committee, minutes, agm]
---

# Southside Larder - Annual General Meeting

**Date:** Tuesday 28 October 2025, 7.00pm
**Venue:** Dalkeith Road Bowling Club pavilion (upstairs lounge)
**Present:** Graham Tulloch (chair), Yusuf Rahman (treasurer), Shona Baxter, Pete Carmichael, Harriet Mwangi-Ross,
Rev. Ailsa Munro, and 17 volunteers. Apologies: 4.
**Minutes:** Harriet Mwangi-Ross (DRAFT - to be circulated)

## 1. Chair's report
Graham reported a 31% rise in parcels compared with last year; 2,140 parcels in the year to September. Volunteer
numbers steady at about 45. Thanks to Newington Mission Hall for the free use of the hall.

## 2. Treasurer's report
Yusuf presented the accounts. Income £38,600 (grants 61%, donations 39%). Reserves equivalent to four months of
running costs. Accounts approved (proposed Shona, seconded Pete).

## 3. Election of office bearers
- Chair: Graham Tulloch - re-elected unopposed.
- Treasurer: Yusuf Rahman - re-elected unopposed.
- Minutes secretary: **Harriet Mwangi-Ross** - elected (the post had been vacant since March).

## 4. Saturday opening
Long discussion. Working families and people on zero-hours contracts cannot get to a Tuesday or Friday morning.
**Decision: run a Saturday morning pilot, 10:00-12:00, for 12 weeks starting Saturday 10 January 2026**, then review at
the April committee. Leads for the pilot to be confirmed by Shona. The Mission Hall confirms the hall is free on
Saturday mornings until Easter.

## 5. Second storage unit
Proposal to rent a second unit at Peffermill industrial estate (£4,200/yr) for bulk stock.
**Decision: not to take the unit.** Too expensive for the reserves; instead Rev. Munro offers the Mission Hall loft
for dry goods, subject to a weight check by the church's surveyor.

## 6. Rota changes
Shona explained the new rota from November: Tuesday mornings are over-subscribed and Thursday afternoon (new
collection from the Sciennes school breakfast club surplus) needs people. Several volunteers, including Harriet, will
move to Thursdays.

## 7. AOB
- Christmas: toy collection with the Rotary, drop-off by 12 December.
- Thanks to Pete for twenty years.

## Actions
| Action | Who | By |
|---|---|---|
| Circulate draft minutes to the committee | Harriet | Fri 7 Nov |
| Confirm Saturday pilot leads | Shona | mid-Nov |
| Surveyor check on the loft | Rev. Munro | Dec |
| Update the Charity Regulator return | Yusuf | Dec |
"""

FOODBANK_TXT = """SOUTHSIDE LARDER - SHIFT CHECKLIST (Tuesday morning team)
Newington Mission Hall, 3 Causeway Lane
Printed April 2025 - pinned inside the stock room door

TUESDAY 09:30-12:30
--------------------
09:30  Unlock stock room (key in the safe in the vestry - ask Pete or Rev Munro)
       Fridge and freezer temps on the sheet (fridge 0-5C, freezer -18C or below)
       Put out tables x4, banner, voucher box
09:45  Fill fruit/veg crates from Monday's delivery
       Date-check the front shelf - anything past use-by in the red bin
10:00  Doors open
       Front desk: welcome, voucher check, parcel size, note any dietary needs
       Stock room: pack to the laminated lists, label allergens on any repacked goods
12:00  Last clients in
12:15  Clear down, crates back, floor swept, fridge temps again
12:30  Lock up; key back in the vestry safe

CONTACTS
Shona Baxter (rota)          07700 900355
Pete Carmichael (stock room) 07700 900366
Graham Tulloch (chair)       07700 900377

If the alarm goes off: code is on the card in the vestry safe. Do NOT guess it.
"""

KEY_CONTACTS = """KEY CONTACTS - MUM (Grace Mwangi)          printed 24 April 2025, copy on Mum's fridge

Mum's flat:   Flat 2, 11 Morton Gardens, Edinburgh EH10 6QX
Landline:     0131 496 0732
Key safe:     wall to the left of the back door, behind the green water butt
              code 4417  (spin the dial after use!)
Spare key:    Mrs Isobel Kerr upstairs (Flat 4) - 0131 496 0877

Harriet (daughter)          07700 900417   home 0131 496 0125
Colin Ross (son-in-law)     07700 900588
Sam Mwangi (son, Toronto)   +1 416 555 0143  (5 hours behind)

Lothian Home Companions     0131 496 0655  (office, 8-6)
  out of hours              0131 496 0656
  care manager              Brenda Lowrie
GP - Dr Alasdair Baird      0131 496 0418  Braid Road Medical Practice
Canaan Lane Pharmacy        0131 496 0461  (blister packs, Friday delivery)
NHS 24                      111
Pendant alarm (Telecare)    button on the pendant; base unit by the phone

Bins: blue lid Tuesday, green Friday (Colin does them)
Stopcock: under the kitchen sink, behind the bleach.
"""


def build():
    write_text("notes/travel/scandi-rail-itinerary.md", ITINERARY)
    write_text("notes/travel/trip-ideas.md", TRIP_IDEAS)
    write_text("notes/foodbank/volunteer-notes.md", VOLUNTEER_NOTES)
    write_text("notes/foodbank/agm-2025-10-28.md", AGM)
    write_text("docs/foodbank-tuesday-checklist.txt", FOODBANK_TXT)
    write_text("docs/key-contacts.txt", KEY_CONTACTS)
