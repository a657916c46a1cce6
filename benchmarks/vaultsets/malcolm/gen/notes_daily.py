"""Daily notes and plain-text docs."""
from common import write_text

DAILY = {
"2024-11-25": r"""
# Dydd Llun 25 Tachwedd 2024

Storm Bert. What a weekend.

Went down to Maes-y-Coed first thing with Hywel. The water came over Heol y Felin at the culvert sometime after
2am on Sunday - the screen was completely blinded with branches and leaves, a solid mat of it - and ran straight
down the road and into the close. **11 houses flooded internally**, most of them the bungalows at the bottom end.
Mrs Jenkins at no. 6 had 15 cm through the lounge. The fire service pumped until teatime yesterday.

Helped the Jenkinses move furniture upstairs... except they haven't got an upstairs. Into the garage, then.

Eirlys rang at lunchtime: would I lead a working group for the council? Said yes. Glenys raised an eyebrow.

Things I noticed, for the record:
- The screen bars are vertical and about 100 mm apart, and the bottom of the screen has rusted away - there's a
  gap you could put your arm through.
- Water was also coming out of the gullies on Heol y Felin, not going in.
- The outlet behind Maes-y-Coed was running maybe two-thirds full. Is the pipe silted?

School closed today (Ysgol Nant Gwenlli car park under water) so Elis and Mali came here. Mali thought the whole
thing was a great adventure. Elis asked why we don't "just build a wall". Good question, bach.

Didn't check my sugars at all. Ate far too many biscuits at the Jenkinses'.
""",
"2025-03-19": r"""
# Wednesday 19 March 2025

Habitation check on Y Wennol at the storage yard, 10am. Rhys Bevan (Gower Mobile Caravan Services) very thorough
- two hours. Gas drop test fine, RCD fine, brakes adjusted, breakaway cable replaced (frayed).

Bad news: damp. Front nearside corner, from floor level up to the window. Well into the red on his meter, and
the floor is a bit soft under the chest of drawers. He thinks the sealant on the front corner moulding has gone.
He'll e-mail the report. Needs doing before Brecon in June.

Glenys: "I told you it smelt musty." She did.

Afternoon: rang Catrin to say I'd be late tomorrow for pick-up - need to go to the yard again to cover the
front with a sheet until it's fixed.

Evening: read up on caravan damp. Not cheap. Asked the AI for advice - long answer, mostly sensible.
""",
"2025-06-10": r"""
# Tuesday 10 June 2025

Diabetes clinic at Canolfan Diabetes Llandaf, 11am, with Dr Nia Vaughan-Thomas. Nice woman, didn't rush me.

- HbA1c 58 (bloods on 2 June). Better than November but still over.
- **Decision: stop the sitagliptin, start empagliflozin 10 mg every morning.** Carry on with the metformin as
  before. She explained the new one makes the kidneys pass sugar out in the urine. Watch for thrush / water
  infections, drink plenty, and stop it if I'm ill and not eating (sick-day rules - Angharad will give me
  the sheet).
- She'll see me again in December. The date will be on the letter.
- Weight 91 kg.

Dropped in to the pharmacy with the prescription on the way home.

The caravan's still at Vale Tourers in Llantrisant - Gethin rang, the corner moulding needs replacing too. Collect
Friday.

Picked the children up at 3:15. Elis wanted to know what HbA1c means. Explained with Lego. I think he got it.
""",
"2025-07-24": r"""
# Thursday 24 July 2025 - Llangrannog

Day 4 at Fferm Penlan with Elis and Mali. Glenys went home on Tuesday for choir.

Pitch "Cae Isaf 6" looks straight down over the bay - best pitch I've ever had. The site's only 12 pitches, a
tidy shower block and a farm shop with proper eggs. Nobody playing music. Bliss.

Morning: walked down to the beach and round to Ynys Lochtyn at low tide. Mali collected 43 shells (counted).
Elis did the rock pools and found a crab the size of a saucer.

Lunch: Elis veggie sausages, Mali fish fingers (cooked in the caravan - the smell!). Remembered to tell the
café no kiwi in Mali's fruit pot.

Afternoon: rain. Cards in the caravan. Elis beat me at Uno three times.

Sugars: 7.8 before tea. The empagliflozin means I need to drink more - I keep forgetting in the fresh air.

Tow home tomorrow via the A487 and A485 - not the M4, it's a Friday.
""",
"2025-10-16": r"""
# Thursday 16 October 2025 - Aberystwyth

Up at 6, left at 7. Glenys doing the school run today instead of me. Archive at 10 on the dot.

West Wales Maritime Archive - searchroom on the harbour. Three archivists, all helpful, one from Llangrannog
herself, which helped.

**The Seren y Bore crew agreements, 1891-1898.** Capt. Jenkin Bowen on every one. The last agreement (opened
January 1898) has "vessel missing" written across it in red ink, and a note of the Board of Trade enquiry. Sat
there for a minute. Lost with all hands, then - the gravestone story is true.

And the mate in 1896-97: **David Evans, Llangrannog, aged 24**. Ann's husband? They married in 1898. Need to
check.

Photographed everything (£5 day permit). Pencil notes in the green book.

Had chips on the prom. Drove home via Llanidloes - prettier than the A470. Home by 7.
""",
"2025-11-20": r"""
# Thursday 20 November 2025

Loose ends - a bad week for them.

- Swimming gala on **Saturday 22 November** at Canolfan Hamdden Glan Taf - warm-up 8:45. I've said I'll
  timekeep. Need to find a stopwatch that isn't my phone.
- Damp re-check on the caravan - STILL not booked with Gethin. Must ring Vale Tourers tomorrow.
- Gwen (the DNA cousin in Ohio) - I still haven't sent the Bible scan I promised in September. Embarassing.
- Eye screening - the letter's on the fridge. Not booked.
- PFR quotes: one of the three in (the firm from Bridgend). Two to chase before the 9 December meeting.
- Went to the storage yard to check the van after the wind - the new gate code works fine.

Blood sugar spot check this morning 6.4. The new metformin tablets are much kinder to my stomach.

Mali lost her tooth. The tooth fairy paid £2, which Glenys says is inflation gone mad.
""",
}

STORAGE = r"""
CAE GLAS CARAVAN STORAGE - CUSTOMER INFORMATION
Heol-y-Parc, Pentyrch, Cardiff CF15
Tel 029 2018 0729   (office: Mon-Fri 9-12)

Customer:  Mr M. Price
Unit:      Touring caravan, Coachcraft Wren 530
Bay:       23 (top row, nearest the hedge)

GATE CODE: 1966 then #
(Do not share the code. It is changed from time to time and we will e-mail you.)

Opening hours
  April - September:   7am - 9pm
  October - March:     8am - 6pm

Rules
 - Hitch lock AND wheel clamp must be fitted at all times in storage.
 - No living in or sleeping in caravans on site.
 - No servicing by outside engineers without telling the office (habitation checks are fine - just let us know).
 - Close the gate behind you, even if someone is following you in.
 - Speed limit 5 mph.

Fees
  Touring caravan: GBP 165 per quarter, by standing order.

Noted 2024 (my notes):
 - The key for the wheel clamp is on the red fob.
 - Water tap by the office works April-Oct only.
"""

SANDBAGS = r"""
PENTWYN-Y-NANT FLOOD WARDENS - SANDBAG STORE PROCEDURE
Version 1, January 2025 (Sian Lloyd)

Location: council depot (the green shed) behind Neuadd Bentref Pentwyn, Stryd yr Eglwys.
Key holder: Hywel Thomas (07700 900236). Spare key: the clerk's office.

Stock: 200 filled sandbags on pallets, 100 empty bags, 2 shovels, 1 sack barrow.

WHEN TO DEPLOY
 - When the Heol y Felin gauge board reads AMBER (1.1 m) and rain is still forecast, or
 - When asked by the council's emergency contact or the fire service.

WHO GETS THEM FIRST
 1. Maes-y-Coed bungalows 1-10 (oldest residents first - list with Sian)
 2. The two cottages by the old mill
 3. The chapel house and 3 Heol y Felin

HOW
 - Two wardens together, never alone. High-vis on.
 - Barrow from the depot down Stryd yr Eglwys - do NOT drive down Heol y Felin if water is on the road.
 - Bags in front of doors and over airbricks. Lay them like bricks, overlapping, stamp them down.
 - Write down which house had how many bags, so we can collect them.

AFTERWARDS
 - Bags that have been in flood water are contaminated. Don't return them to the store.
 - Tell Sian how many were used so she can re-order.
"""

SICKDAY = r"""
SICK DAY RULES - EMPAGLIFLOZIN (and metformin)
Given by Nurse Angharad Powell, Meddygfa Heol Isaf, June 2025.  (Keep a copy in the caravan.)

If you are unwell with any of:
  - vomiting or diarrhoea
  - fever, sweats and shaking
  - not able to eat or drink normally

THEN:
  * STOP taking your empagliflozin.
  * STOP taking your metformin.
  * Keep drinking - aim for about a cupful (200 ml) every hour while awake.
  * Keep taking your atorvastatin. Ask about ramipril - usually stop it too while you are being sick.

RESTART the tablets 24-48 hours after you are eating and drinking normally again.

Get help (GP, or 111 out of hours) if:
  - you can't keep fluids down for more than a few hours
  - you are drowsy, confused or breathing fast
  - you feel very unwell, even if your blood sugar looks normal
    (empagliflozin can cause ketoacidosis with a normal-ish sugar - tell them you are on it)

Also stop empagliflozin 3 days before any operation or procedure where you can't eat - tell the hospital.

Remember: SADMANS = Sulfonylureas, ACE inhibitors, Diuretics, Metformin, ARBs, NSAIDs, SGLT2s.
"""

def build():
    for d, text in DAILY.items():
        write_text(f"notes/daily/{d}.md", text)
    write_text("docs/caravan-storage-info.txt", STORAGE, newline="\r\n")
    write_text("docs/sandbag-store-procedure.txt", SANDBAGS)
    write_text("docs/sick-day-rules-sheet.txt", SICKDAY)
