"""Notes Amélie keeps in English (shared with Daniel, or written for herself in English)."""
from common import write_text

def build():
    write_text("notes/cabinet/idees-amenagement.md", """
---
title: Wishlist for the new practice (brainstorm)
created: 2025-02-16
tags: [cabinet, ideas, brainstorm]
---

# Wishlist for the new practice

Sunday-evening brainstorm after the visit, written in English because Daniel was chipping in.
**Nothing is decided** – this is just so I don't forget. To discuss with Julien on a day he's in a
good mood.

- A group room: Pilates, strength classes, back school, maybe post-op knee classes.
  Reformer? (expensive, ~4,000 € each – look second-hand)
- A small hydrotherapy pool / walking tank → probably unrealistic (weight, humidity, insurance).
- Coffee / tea corner for patients who wait (capsule machine? water fountain?).
- Living wall in the waiting room (Bastien knows someone).
- Smart bike and a treadmill for effort tests / return-to-run assessments for trail runners.
- A dedicated room for lymphatic drainage, warmer and quieter.
- Lockers for patients who come between two meetings at work.
- Bike parking in the courtyard (hoops).
- Screen in the waiting room looping exercise videos? (Julien hates the idea.)
- Self check-in kiosk at reception to take pressure off Inès? (pricey and cold)
- Paint: sage green in the treatment rooms, off-white elsewhere.

Open questions: budget? do it straight away or in year 2?
""")

    write_text("notes/famille/bretagne-ete-2025.md", """
---
title: Brittany, summer 2025
created: 2025-04-20
updated: 2025-08-18
tags: [family, holidays, brittany]
---

# Brittany – summer 2025

*(In English so Daniel can forward bits to his parents.)*

**Saturday 2 to Saturday 16 August 2025**, the four of us, and Daniel's parents (Margaret and Geoff)
join us for the second week.

## The house – the gîte saga

1. End of April: booked **Ty Avel**, a house in Ploumanac'h (Perros-Guirec), directly with the owner,
   Mme Soizic Le Goff. Deposit paid.
2. 19 May: e-mail from Mme Le Goff – she's cancelling, big problem with the house, building work all
   summer. Deposit refunded a few days later. Moderate panic: by mid-May Brittany in August is
   already full.
3. Three weeks of searching (I made a list of criteria with the assistant); lots of houses too small
   for six people in week two.
4. 20 June: found and booked **Ker Héol in Locquirec** (Finistère, Lannion bay), owner M. Yannick
   Morvan: 3 bedrooms + a sofa bed, walled garden, 400 m from the Sables Blancs beach.

Arrival details (time, key-box code) are in M. Morvan's e-mail at the end of July.

## Getting there

Lyon → Locquirec is about 9h30 driving without breaks. Daniel hates long car journeys, so we stop
over in Laval on the Friday night (hotel near the station, booked). Leave Friday 1 August after work.
Drive back in one go on the 16th (I do most of the driving).

## Ideas

- Coastal path from Locquirec to Saint-Michel-en-Grève (in chunks, with Rose)
- Kayaking in the bay of Morlaix (Théo + Daniel)
- Lannion market on Thursday
- Château du Taureau
- Crêperies: one a day, according to Théo
- Beach, beach, beach

## Packing checklist

- [x] Kids' wetsuits (Rose has grown → bought a new one)
- [x] Windproof jackets for everyone
- [x] Board games, books
- [x] Sun cream, even in Brittany
- [x] Sheets and towels (not provided at the gîte)

## Wrap-up (18 August)

Brilliant holiday. The house was perfect, the kids loved the Sables Blancs beach and the rock pools
at low tide. Sunny 10 days out of 14, which is quite a performace. Geoff got sunburnt on day one.
We brought back the recipe for the bakery's far (see docs). Would go again – maybe straight back to
Ker Héol next year.
""")

    write_text("notes/sport/journal-blessure.md", """
---
title: Injury log – left Achilles
created: 2025-07-06
updated: 2025-11-05
tags: [sport, injury, achilles, rehab]
---

# Injury log – left Achilles tendon

I'm a physio, I know exactly what I'd tell a patient. I'm writing it down anyway (in English, like my
MSc logbooks), because I never listen to myself.

## Timeline

**Sun 6 July** – 2h50 long run in the Monts d'Or, lots of downhill. Pain at the back of the left heel
in the last half hour. Next morning: stiffness, 5/10 on the first steps.

**Tue 8 July** – self-assessment: tender on palpation at the calcaneal insertion, no nodule in the
mid-portion, Thompson test negative (phew). Ice, stopped running, easy cycling.

**Tue 15 July** – appointment at the Centre de médecine du sport Lyon-Gerland with
**Dr Laurent Besson**, ultrasound (échographie):
- left insertional Achilles tendinopathy, moderate thickening, mild retrocalcaneal bursitis;
- no tear, no partial rupture.

His verdict: **six weeks without running**, then a gradual walk-run return. Cycling and swimming are
fine as long as pain stays ≤ 3/10. Modified eccentric/HSR loading (not below horizontal, given the
insertion) + 3 shockwave sessions (Julien does them).

**Decision the same day: I'm pulling out of the Trail des Balcons du Beaujolais completely (forfait).**
The 14 km doesn't make sense either with six weeks off and nine weeks to go. E-mailed the
organisers that evening.

## Pain tracking

| Date | Morning pain (0–10) | Activity | Note |
|---|---|---|---|
| 07/07 | 5 | rest | morning stiffness |
| 15/07 | 4 | bike 30 min | ultrasound |
| 29/07 | 3 | bike 45 min, swim | 1st shockwave session |
| 12/08 | 2 | walking in Brittany, 10 km | sand = trap, avoid soft beach |
| 26/08 | 1 | bike 1h | end of the six weeks |
| 01/09 | 1 | walk-run 1'/1' × 10 | fine |
| 22/09 | 1 | 20 min continuous | |
| 10/10 | 1 | 30 min continuous | first jog with the Foulées |
| 05/11 | 1 | 45 min, a bit of climbing | perfect |

## Lessons

- Too much downhill too fast in the plan (weeks 5–8).
- New lower-drop shoes introduced the same month. Rookie mistake.
- Calf strengthening: three times a week now, for real.
""")

    write_text("notes/lists/restos-cafes-lyon.md", """
---
title: Our places in Lyon
updated: 2025-09-28
tags: [lists, restaurants, cafes, lyon]
---

# Our places (restaurants, cafés)

*Shared list with Daniel – for visitors too.*

## Restaurants

- **Chez Nour** – Lebanese, on the Croix-Rousse plateau. **Our favourite, by a mile.** Friday-night
  mezze, the moutabal, the spinach fatayer, and they'll bring homemade harissa if you ask. The kids
  love the vermicelli rice. Book on Fridays.
- **Bao Soie** – bao and noodles, properly spicy, perfect after clinic.
- **Le Comptoir des Canuts** – bouchon, for English visitors (Daniel's parents love it, I have the fish).
- **Pizzeria Sant'Elmo** – kids' birthdays.
- **La Table de Louise** – special occasions (wedding anniversary).

## Cafés

- **Café Lanterne** – the best noisette on the plateau, Ethiopian beans roasted in Lyon. My stop
  before clinic.
- **Brûlerie des Pentes** – where we buy beans.
- Fougasse & Co bakery – the Wednesday apple turnovers.

## Avoid

- Brasserie du Gros Caillou: endless service, soggy chips.
- The new "coffee shop" on rue d'Austerlitz: oat milk in everything by default, no thanks.
""")

    write_text("notes/journal/2025-04-14.md", """
# Monday 14 April 2025

**Lease signed!** This morning at 10 at the régie, place Carnot (2nd floor, no lift – ironic for a
lease that includes a wheelchair ramp). M. Pellissier (the landlord, manager of the SCI) came in
person, three-piece suit, very ceremonious. Mme Ferrand had everything ready; Julien initialled
faster than me.

Takes effect on 1 July. We can start telling patients (Julien says wait, he's right).

Busy afternoon: 9 patients, including Mme Sorel (frozen shoulder, finally some progress in external
rotation).

Evening: Rose lost a tooth, Théo has a volcano presentation to finish for Thursday. Daniel at the
studio until 10pm.
""")

    write_text("notes/journal/2025-07-09.md", """
# Wednesday 9 July 2025

Left Achilles still sore in the morning (4/10). I did exactly what I tell patients not to do: tried a
10-minute jog. Bad idea. I knew it, did it anyway.

**Decision of the day: I'm not doing the 32 km in September, I'm switching to the 14 km
"Découverte".** That way I keep a goal without risking the whole season. Need to e-mail the
organisers to change distance.

Ultrasound next Tuesday with the sports doctor, Julien found me a slot.

Practice: Camille Brun from Kinédis confirmed they can store the order if the key handover date
moves again. Phew.

Evening: last day of school on Friday, kids over-excited. Daniel finished mixing the album.
""")

    write_text("notes/journal/2025-08-05.md", """
# Tuesday 5 August 2025 – Locquirec

Day three at Ker Héol. The house is even better than the photos: walled garden, hydrangeas
everywhere, and you can hear the sea at night. The kids have already decided we're coming back next
year.

Morning: Sables Blancs beach at low tide, Rose found a starfish (alive, returned to the water after
negotiations). Théo and Daniel booked the kayak for Thursday in the bay of Morlaix.

Afternoon: coastal path towards the point, 6 km on foot. Achilles fine walking, but not in soft sand.

Crêperie no. 3: a complète + salted-butter caramel. Théo is keeping a ranking.

Daniel's parents arrive on Saturday, we'll need to pick them up.
""")

if __name__ == "__main__":
    build()
