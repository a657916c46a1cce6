from common import write

OVERVIEW = """---
title: Fennel & Ash – project overview (London restaurant fit-out)
job: GF-2503
client: Sable Hospitality Ltd
created: 2025-02-10
updated: 2025-07-18
tags: [london, fennel-ash, restaurant, project]
---

# Fennel & Ash – project overview

Running overview of the London job. Written in English because half of it gets pasted into emails to the client
and the consultants. Job number **GF-2503**. Client purchase order SH-PO-0417.

## 1. The brief in one paragraph

Sable Hospitality Ltd (director: **Oliver Pennington**) has taken a 15-year lease on the ground floor and basement of a
former Victorian print works at **27 Calthorpe Yard, London EC1R**. They want a 74-cover neighbourhood restaurant,
"Fennel & Ash": wood-fired grill, open kitchen, a bar that works on its own for walk-ins, private dining for 12 in the
basement vault. Chef-patron is Reuben Marsh (ex-hotel group, very particular about the pass and the grill line).
Budget for the works was set at £420k ex VAT in January, excluding kitchen equipment (direct supply by the client
through their catering supplier) and excluding loose furniture. Our appointment: RIBA stages 2–6, lead designer,
fee 8.5% of the construction cost, with site visits capped at 12 trips (anything above billed at the day rate).

Oliver found me through the Bra project – he ate at Osteria del Fiume, asked who did the interior, and emailed the
next day. He likes that we are "not a London firm"; I like that he decides fast. He also changes his mind fast.

## 2. Team

| Role | Name | Firm | Notes |
|---|---|---|---|
| Client | Oliver Pennington | Sable Hospitality Ltd | decision-maker, weekly call Tuesday 10:00 UK time |
| Chef-patron | Reuben Marsh | Sable Hospitality | kitchen layout sign-off |
| Architect / lead designer | Giulia Ferraresi (+ Matteo Rinero) | Ferraresi Architettura | us |
| Cost consultant | Nadia Ferreira | Harcourt Cost Consultants | tender report, valuations |
| Fire engineer | Marcus Ellery | Ellery Fire Engineering Ltd | fire strategy, extract route |
| Building control | Lucy Tran | Meridian Building Control (approved inspector) | initial notice lodged 3 March |
| M&E | Sanjay Kohli | Kohli Services Design | ventilation, gas interlock, drainage |
| Structural | Hattie Blum | Blum Structures | new opening in basement vault, bar support |
| Contractor (original) | Dean Colville (site manager) | Hadley & Finch Interiors | appointed March, terminated June |
| Contractor (current) | Kwame Asante-Boyd (contracts manager), Stevie Doyle (foreman) | Brockwell Shopfitting Ltd | appointed June |

## 3. The building

Grade II? No – not listed, but inside a conservation area, so the shopfront and anything visible from Calthorpe Yard
needs planning. The building is a three-storey brick warehouse from the 1880s with cast-iron columns on the ground floor
(six of them, 3.2 m grid) and a brick-vaulted basement that used to hold the paper store. The upper floors are offices
(a dental clinic on the first floor, a small design agency on the second) with their own entrance.

What is good: 4.1 m floor-to-ceiling on the ground floor, big arched windows on the street, the vaults.
What is bad: only one street frontage, the kitchen has to be at the back, there is no obvious route for the kitchen
extract (the neighbours on both sides are taller), and the basement gets damp in one corner after heavy rain.

The rear of the unit opens onto a small yard, shared with the dental clinic, with a gate onto Pakenham Mews.

## 4. Design concept

- Keep the industrial bones: columns exposed and painted in a deep green (sample "Calthorpe green", mixed by the
  decorator), brick left raw where it is sound, lime-washed where it has been patched.
- Open kitchen along the back wall with the grill as the focal point seen from the front door. Counter seating for 8
  along the pass.
- Bar on the left of the entrance, independent from the dining room, so walk-ins do not cross the restaurant.
- Timber: oak for tabletops and the bar top; stained ash for the banquettes (the name of the restaurant made that
  an easy pitch).
- Lighting: low, warm (2200–2700 K), no downlights in the dining room. Pendants over tables, linear light in the pass.
- Acoustic: a 40 mm acoustic plaster on the ceiling between the beams, upholstered banquette backs, felt under tables.
  Oliver's previous restaurant was loud enough to close the private dining business; he is obsessed with this.
- Floor finishes and wall tiles: see finishes schedule FA-FS-301.

## 5. Programme (as of July)

| Stage | Original (Hadley & Finch) | Current (Brockwell) |
|---|---|---|
| Tender return | 20 March | – |
| Start on site | 14 April | 7 July |
| Strip-out complete | 2 May | 18 July |
| First fix M&E | June | August |
| Kitchen equipment install | August | late September |
| Practical completion | 5 September | 17 October |
| Opening | 19 September | 31 October (target) |

The opening date will probably move again: the kitchen equipment has long lead times and Reuben wants two weeks of
staff training after handover.

## 6. The kitchen extract question

This is the single biggest headache of the job. A wood-fired grill produces hot, greasy, smoky extract air that has to
go up above the roof of the building, with a fire-rated enclosure all the way, and we have no obvious route.

Options looked at with Marcus Ellery and Sanjay (meeting notes in the fire-strategy file):
- **A** – duct out through the side wall and up the outside of the neighbour's building. Requires a party-wall award
  and the neighbour's consent. The neighbour is a property company that has already said "unlikely".
- **B** – a new riser inside the rear lightwell, fire-rated enclosure, discharging above the roof of our building.
  Loses about 1.2 m² of the kitchen store and needs the dental clinic's agreement for the lightwell windows.
- **C** – no duct: a recirculating ventilated ceiling with filtration, and an electric grill instead of wood. Cheapest
  and simplest, but Reuben said "then it's not Fennel & Ash, it's a canteen".

**Decision (14 May, call with Oliver, Marcus and Sanjay): Option B – the new riser in the rear lightwell.** Oliver will
speak to the dental clinic himself and pay for new obscured glazing on their two lightwell windows. Option A is dropped,
option C stays as the fallback if the clinic refuses. The clinic agreed on 2 June (letter on file).

## 7. Fire strategy

The fire strategy is Marcus's report (reference and numbers in his e-mail of 23 April). Key design consequences for us:
- a second means of escape from the dining room through the kitchen corridor to the rear yard, then through the gate
  into Pakenham Mews (the gate gets a push-bar and stays unlocked during opening hours);
- the basement private dining room needs a protected stair;
- the extract riser in its fire-rated enclosure (see section 6);
- emergency lighting and a Category L2 fire alarm;
- occupancy cap in the fire strategy has to match the seating plan – every time Oliver adds covers I have to ask Marcus.

## 8. Contractor – what happened

Tender in March: three returns (see the tender comparison note). Hadley & Finch Interiors were cheapest by almost
£30k and we recommended them. Nadia was a bit lukewarm – their previous job for another client was late – but the
gap was too big to ignore and Oliver wanted the cheapest compliant bid.

Hadley & Finch started on 14 April. **Dean Colville** was their site manager: nice guy, completely overloaded, running
three sites at once. By the end of May we were four weeks behind after strip-out alone: their M&E subcontractor walked
off site, there were no coordinated M&E drawings, the basement propping was changed twice, and they wanted to
re-price the lightwell riser as a variation of £38k.

On 10 June Oliver decided to terminate Hadley & Finch's contract (under the termination clause, via his solicitor),
after a last meeting that went nowhere. **We went back to Brockwell Shopfitting**, the second bidder, who had said in
March they were still interested. After a short negotiation they were appointed on 19 June and started on 7 July
(letter of appointment, contract sum and programme in their e-mail). Their contracts manager is **Kwame Asante-Boyd**,
foreman Stevie Doyle. So far they are tidy, organised and very honest about what they do not know. Nadia is handling the
final account with Hadley & Finch (valuation of work done to date, about £51k).

Lessons:
- cheapest is not cheapest. We should have weighted the programme and the subcontractor list more in the tender report;
- ask for the names of the site manager and how many sites they run;
- get M&E coordination drawings as a pre-start condition.

## 9. Drawings

Drawing register in the data folder (CSV). Main drawings:
- FA-GA-100 basement GA, FA-GA-101 ground floor GA (the one that changes every time Oliver has an idea),
- FA-SE-110/111 sections, FA-EL-201..204 internal elevations (204 = bar), FA-RC-150 reflected ceiling plan,
- FA-FS-301 finishes schedule, FA-DT-4xx details (bar, banquettes, pass).

Rule agreed with Oliver: no revision gets issued "for construction" without Marcus checking the escape routes and the
occupancy figure, and Nadia seeing the cost impact.

## 10. Money

- Fee: 8.5% of construction cost; invoiced by stage. Stage 2–4 paid. Stage 5 invoiced in two tranches.
- Expenses: travel and hotel reimbursed at cost, receipts attached to each invoice.
- Currency: invoices in GBP, paid to the GBP account at the bank; conversion is my problem.

## 11. People notes

- Oliver: replies at 6 a.m. and 11 p.m., never in between. Prefers a phone call to a long email. Hates the word "issue".
- Reuben: draw the pass at 1:20 and he is happy. Show him a 3D render and he will find a problem with the grill hood.
- Nadia: precise, patient, will always ask "is that in the contract?"
- Marcus: thinks in escape routes. Very good at explaining fire engineering to clients without scaring them.
- Kwame: calls back the same day. Sends photos every evening.
- Lucy (building control): wants things by email, with drawing numbers in the subject line.

## 12. Open points (July)

- Basement damp corner – Blum Structures to advise on a cavity drain membrane.
- Acoustic plaster sample to approve on site.
- Menu boards / signage – out of our scope, but Oliver keeps asking.
- Stage 5 second tranche invoice – send after the first site visit with Brockwell.
"""

def build():
    write("notes/london/fennel-ash-overview.md", OVERVIEW)

    write("notes/london/fire-strategy-meeting-notes.md", """---
title: Fire strategy meeting – Fennel & Ash
date: 2025-04-16
attendees: [Marcus Ellery, Sanjay Kohli, Oliver Pennington, Giulia Ferraresi]
tags: [london, fire, extract]
---

# Fire strategy meeting – 16 April 2025 (Teams, 14:00 UK)

Present: Marcus Ellery (Ellery Fire Engineering), Sanjay Kohli (M&E), Oliver Pennington, me. Reuben joined for 10 minutes.

## Escape
- Marcus is not happy with a single exit through the front door for 74 covers + staff. He wants a second route from the
  back of the dining room through the kitchen corridor to the rear yard and out through the Pakenham Mews gate.
- The gate is shared with the dental clinic: needs a push-bar, and an agreement that it stays unlocked while we trade.
- Basement PDR: protected stair, or limit it to 12 people and add a second exit through the old coal chute (no).
- He will put the travel distances and the occupancy numbers in the written report. Don't quote figures before that.

## Kitchen extract – options on the table (nothing decided today)
- **A**: duct out sideways and up the neighbour's wall. Party wall, neighbour consent. Oliver thinks the neighbour will say no.
- **B**: new riser in the rear lightwell, fire-rated enclosure, above our roof. Loses some of the dry store.
  Needs the dental clinic to accept obscured glazing.
- **C**: recirculating canopy / ventilated ceiling, electric grill. Reuben hates it.
- Sanjay: B is the most "normal" solution; A is a legal problem, not a technical one.
- Marcus: whatever we choose, the duct needs a fire-resisting enclosure all the way up and access panels for cleaning.
- Oliver wants to sleep on it and talk to the clinic. Decision at a follow-up call in May.

## Other
- Fire alarm category to be confirmed in the report.
- Emergency lighting – Sanjay to include in M&E spec.
- Marcus suggested intumescent collars on every service penetration in the vault ceiling.

## Actions
- Marcus: written fire strategy report by end of next week.
- Sanjay: sketch of option B riser with duct sizes.
- Me: mark up FA-GA-101 with the second escape route and send to everyone.
- Oliver: speak to the dental clinic about the lightwell.
""")

    write("notes/london/contractor-tenders.md", """---
title: Contractor tenders – Fennel & Ash
date: 2025-03-25
tags: [london, tender, contractor]
---

# Tender comparison – fit-out works (returned 20 March 2025)

Three tenders received. Figures ex VAT, excluding kitchen equipment (client direct supply).

| Contractor | Tender sum | Programme | Site manager | Comments |
|---|---|---|---|---|
| Hadley & Finch Interiors | £412,800 | 20 weeks | Dean Colville | cheapest; M&E subcontractor not named; some provisional sums low |
| Brockwell Shopfitting Ltd | £441,200 | 18 weeks | tbc | very complete, good restaurant references (3 in Clerkenwell/Shoreditch) |
| Marlow Interiors | £456,900 | 19 weeks | Priti Shah | good but expensive, long preliminaries |

Nadia's (Harcourt) adjusted comparison, after normalising the provisional sums: Hadley & Finch £419,500,
Brockwell £439,000, Marlow £452,300. Gap still ~£20k.

## Recommendation (sent to Oliver 26 March)
Recommend Hadley & Finch, subject to:
- naming their M&E subcontractor before contract,
- confirming the site manager is dedicated to this job,
- a pre-start meeting on the lightwell riser.

## Decision
27 March – Oliver accepts the recommendation: **Hadley & Finch appointed**, start on site 14 April.
Brockwell thanked; they said they'd be happy to be kept in mind.

(Nadia's doubt, for the record: H&F's last restaurant job finished 7 weeks late.)
""")

    write("notes/london/site-visit-2025-09-16.md", """---
title: Site visit – Fennel & Ash
date: 2025-09-16
present: [Giulia Ferraresi, Kwame Asante-Boyd, Stevie Doyle, Oliver Pennington, Reuben Marsh]
tags: [london, site-visit, brockwell]
---

# Site visit, Tuesday 16 September 2025

Arrived 8:30 from the hotel. Weather: grey, dry. Brockwell on site with 9 operatives + electricians.

## Progress
- Ground floor: first fix M&E complete, ceiling boarded between the beams, acoustic plaster on the first two bays – looks great,
  the sample panel we approved in August is a perfect match.
- Extract riser: steel frame up, fire-rated enclosure boards going on this week. Access panels at every floor as Marcus asked.
- Basement: cavity drain membrane installed in the damp corner, protected stair formed.
- Bar: carcass built. Waiting for the oak top.

## Rev F of the ground floor GA (FA-GA-101)
Rev F is the first set marked "for construction" since Brockwell took over. What changed from rev E:
- bar moved **600 mm towards the window**, so the pass has more room behind the counter seats;
- the second escape door to the rear yard widened to **1050 mm clear** (Marcus's comment on rev E);
- the 6 extra covers by the window that Oliver wanted in August are **not** in rev F – Marcus would not accept them
  without a new occupancy calculation, so we stay at 74;
- waiter station moved next to the kitchen corridor.
Stevie had the rev F prints on the wall in the site office. Kwame confirmed they are pricing nothing extra for the bar move.

## Snags / issues
- Column 4 paint: wrong green (too blue). Decorator to remix.
- Two pendants positions clash with the beam – move 150 mm west (I'll mark it on the RCP).
- Floor level step at the kitchen door: 8 mm, to be ramped.
- Dental clinic complained about Saturday noise. Brockwell to stop noisy works at 13:00 on Saturdays.

## Actions
- **Me: I'll send Kwame the revised bar elevation (FA-EL-204 rev C) by the end of next week**, with the new
  back-bar shelving and the move of the glass washer.
- Me: updated RCP with the pendant moves.
- Kwame: programme update for Oliver, including the kitchen equipment install dates.
- Oliver: confirm the signage supplier.
- Reuben: final check of the pass heights.
""")

    write("docs/london-site-access.txt", """FENNEL & ASH - 27 CALTHORPE YARD, LONDON EC1R
SITE ACCESS NOTES (for consultants / visitors)
Issued by Brockwell Shopfitting, updated 14 July 2025 - copy kept by G. Ferraresi

SITE HOURS
  Mon-Fri 08:00-18:00, Sat 08:00-13:00 (no noisy works after 13:00 on Saturdays)
  No works on Sundays or bank holidays.

SIGNING IN
  Everyone signs in at the site office (basement, first door on the left at the bottom of the stairs).
  Site induction required on first visit - ask Stevie Doyle (foreman), 07700 900 318.
  PPE: boots, hi-vis, hard hat in the basement while propping is in place.

KEYS
  Key safe on the wall to the right of the Pakenham Mews gate, code 4719.
  Return the key to the safe and scramble the code. Do NOT give the code to delivery drivers.

DELIVERIES
  Calthorpe Yard is pedestrian-only during the day (market stalls Thu-Sat) - no deliveries from the front.
  All deliveries via the REAR GATE on Pakenham Mews, 07:30-10:00 only (the mews is shared with the
  dental clinic's patients after 10). Lorries max 7.5 t - the mews is too narrow for anything bigger;
  larger loads are split at the Brockwell yard in Walthamstow.
  Unload into the rear yard only; nothing left in the mews.

NEIGHBOURS
  1st floor: Calthorpe Dental (practice manager Mr Kofi Osei) - quiet hours for their surgeries
  Tue/Thu 09:00-11:00: no drilling or breaking out.
  2nd floor: Small design agency - no issues so far.

CONTACTS
  Kwame Asante-Boyd, contracts manager, Brockwell Shopfitting - 020 7946 0581
  Stevie Doyle, foreman - 07700 900 318
  Out-of-hours security: Brockwell office - 020 7946 0599
""")

    rows = [
        ("drawing_no", "title", "rev", "date", "status", "issued_to"),
        ("FA-GA-100", "Basement GA plan", "A", "2025-02-28", "Stage 3", "Client; QS"),
        ("FA-GA-101", "Ground floor GA plan", "A", "2025-02-28", "Stage 3", "Client; QS"),
        ("FA-GA-100", "Basement GA plan", "B", "2025-03-07", "Tender", "Tenderers"),
        ("FA-GA-101", "Ground floor GA plan", "B", "2025-03-07", "Tender", "Tenderers"),
        ("FA-SE-110", "Section A-A", "A", "2025-03-07", "Tender", "Tenderers"),
        ("FA-SE-111", "Section B-B", "A", "2025-03-07", "Tender", "Tenderers"),
        ("FA-EL-201", "Dining elevations north/south", "A", "2025-03-07", "Tender", "Tenderers"),
        ("FA-EL-204", "Bar elevations", "A", "2025-03-07", "Tender", "Tenderers"),
        ("FA-FS-301", "Finishes schedule", "A", "2025-03-07", "Tender", "Tenderers"),
        ("FA-GA-101", "Ground floor GA plan", "C", "2025-04-30", "Construction (HF)", "Hadley & Finch; Fire eng; BC"),
        ("FA-GA-100", "Basement GA plan", "C", "2025-04-30", "Construction (HF)", "Hadley & Finch; Fire eng; BC"),
        ("FA-RC-150", "Reflected ceiling plan", "A", "2025-05-09", "Construction (HF)", "Hadley & Finch"),
        ("FA-GA-101", "Ground floor GA plan", "D", "2025-05-30", "Construction (HF)", "Hadley & Finch; Fire eng; BC"),
        ("FA-DT-401", "Bar details", "A", "2025-05-30", "Construction (HF)", "Hadley & Finch"),
        ("FA-GA-100", "Basement GA plan", "D", "2025-07-04", "Construction (Brockwell)", "Brockwell; Fire eng; BC"),
        ("FA-GA-101", "Ground floor GA plan", "E", "2025-07-28", "Comments", "Client; Fire eng"),
        ("FA-EL-204", "Bar elevations", "B", "2025-07-28", "Construction (Brockwell)", "Brockwell"),
        ("FA-RC-150", "Reflected ceiling plan", "B", "2025-08-11", "Construction (Brockwell)", "Brockwell"),
        ("FA-DT-402", "Banquette details", "A", "2025-08-11", "Construction (Brockwell)", "Brockwell"),
        ("FA-GA-101", "Ground floor GA plan", "F", "2025-09-02", "For construction", "Brockwell; Client; Fire eng; BC; QS"),
        ("FA-FS-301", "Finishes schedule", "C", "2025-09-02", "For construction", "Brockwell; Client; QS"),
        ("FA-DT-403", "Pass and counter details", "A", "2025-09-24", "For construction", "Brockwell; Client"),
        ("FA-RC-150", "Reflected ceiling plan", "C", "2025-09-24", "For construction", "Brockwell"),
    ]
    import csv, io
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    write("data/fennel-ash-drawing-register.csv", buf.getvalue())

    write("notes/conference/threshold-talk-outline.md", """---
title: Threshold 2025 – talk outline
conference: "Threshold 2025 – Adaptive Reuse in Hospitality & Interiors"
city: Rotterdam
created: 2025-09-22
tags: [conference, talk, threshold]
---

# Threshold 2025 – my talk

**Title:** "Small kitchen, big rules: fitting a wood-fired restaurant into a Victorian print works"
**Slot:** Friday 7 November, 11:40–12:00 (20 min incl. 5 min Q&A), session "Kitchens in old shells"
**Venue (as per the acceptance letter):** Fenix Werkhal, Katendrecht, Rotterdam – Room "Havenzaal"
**Chair:** Ingrid Vos (programme chair)

Abstract accepted in May. They want slides in 16:9, PDF backup on a USB stick, no videos with sound.

## Structure (15 minutes of talk, max 18 slides)
1. The building: 1880s print works, cast-iron columns, brick vaults. (2 slides, photos from the first survey)
2. The brief: 74 covers, wood-fired grill, open kitchen, bar for walk-ins. Client wants "noisy but not loud".
3. The problem nobody sees: smoke. Three routes for the extract, why two were impossible. (diagrams, no names of neighbours)
4. Fire engineering as a design tool, not a constraint: the second escape route became the staff corridor and the
   place where the bread oven lives.
5. When the contractor changes midway: what a drawing register is for. (careful: no names, no blame, Oliver asked)
6. Acoustics in a brick box.
7. What I would do differently.
8. Questions.

## To prepare
- [x] ask Oliver's permission for photos – yes, but no photos of the bar before opening
- [x] abstract + bio
- [ ] redraw the extract diagram in the same graphic style as the plans
- [ ] rehearse with a timer (I always run long in English)
- [ ] print handout with the three extract options? maybe not – environmental

## Bio (80 words)
Giulia Ferraresi is an architect based in Turin, Italy. Her studio, Ferraresi Architettura, works on small-scale
hospitality, retail and housing projects in Piedmont and, since 2025, in London. She is interested in how technical
constraints – fire, ventilation, acoustics – can become the organising ideas of an interior. She cycles, is learning
to sail, and still draws every project by hand before opening the computer.
""")
