from lib import write_text

FEES_2024 = """
HARBOURSIDE SPORTS PHYSIO
Agnieszka Wrobel MCSP, HCPC registered physiotherapist
The Wellbeing Rooms, 3 Customs Wharf Lane, Leith, Edinburgh EH6

FEES FROM 1 JANUARY 2024
----------------------------------------------------------------
Initial assessment (60 min) ............................ GBP 55
Follow-up appointment (45 min) ......................... GBP 45
Sports massage (45 min) ................................ GBP 45
Running gait analysis with video (60 min) .............. GBP 70
----------------------------------------------------------------
Students / under-18s: GBP 5 off follow-ups.
Payment by card or contactless at the end of the session.
Cancellations with less than 24 hours notice: half fee. No-shows: full fee.

Clinic days: Thursday and Friday, 8am - 6pm. Book online via Physiodesk.
"""

MAMA_LEKI = """
LEKI MAMY (Halina Wrobel) – spisane 12.03.2025 ze zdjęć opakowań, które przysłał Tomek

Rano (po śniadaniu):
  - Amlodypina 5 mg – 1 tabletka
  - Bisoprolol 2,5 mg – 1 tabletka
  - Witamina D3 2000 j.m. – 1 kapsułka

Wieczorem:
  - Atorwastatyna 20 mg – 1 tabletka

Doraźnie:
  - Paracetamol 500 mg – 2 tabletki przy bólu kolana, max 6 tabletek na dobę
  - NIE: ketonal, ibuprofen (ciśnienie!)

Uczulenia: penicylina (wysypka w 1998)
Lekarz rodzinny: dr Marek Zieliński
Apteka: ta przy przystanku, pani Grażyna zna mamę

Recepty: e-recepta, kod SMS przychodzi na telefon mamy – mama czasem kasuje SMS-y (!), wtedy Tomek dzwoni
do przychodni.
"""

ANKLE = """
LATERAL ANKLE SPRAIN - HOME EXERCISE PROGRAMME
Harbourside Sports Physio

Phase 1 (days 1-5): protect, optimal loading
  - Ice/compression for comfort only, keep walking if you can (use a brace if told to)
  - Ankle alphabet: trace the alphabet with your big toe, 2x daily
  - Calf stretch with a towel, 3 x 30 s

Phase 2 (week 1-3): range and strength
  - Calf raises on two legs -> one leg, 3 x 15
  - Resisted eversion with a band, 3 x 15
  - Single-leg balance: 30 s, then eyes closed, then on a cushion

Phase 3 (week 3-6): return to sport
  - Hopping on the spot, forwards/backwards, side to side
  - Figure-of-eight jogging, cutting drills
  - Sport-specific drills before matches; brace or tape for the rest of the season if you like

Red flags: can't take 4 steps, bone pain at the back of the ankle bones, numbness - come back / A&E.
"""


def build():
    write_text("docs/fees-2024.txt", FEES_2024)
    write_text("docs/mama-leki.txt", MAMA_LEKI)
    write_text("docs/ankle-sprain-exercises.txt", ANKLE)
