# Daily notes, house-sitter sheet, CSV files. Standard library only.
NOTES = {}

NOTES["journal/2024-04-12.md"] = """# Fri 12 April 2024

Lambing day 13. Knackered.

- 3 sets of triplets in the shed now, fostered one onto the ewe that lost hers Weds - took with the
  jacket trick, she's letting it suck
- prolapse at 2am, the old yellow-tag ewe, harness on, shd be ok
- wet wet wet. Lambs off the ffridd field back into Cae Top
- Rhys did OOH so I could do nights here - owe him
- Osian brilliant with the bottle lambs, Megan named them all after Pokemon
- TB test paperwork for Tyddyn Mawr - Delyth booking for June
- Sian: parents evening Tuesday, I'm on lambs

Numbers so far: 131 ewes lambed of 180, 201 lambs alive. Lost 4.
"""

NOTES["journal/2024-09-23.md"] = """# Mon 23 Sept 2024

Rhys's first day off. Baby Elin doing well, he sent a photo at 6am, looked wrecked.

Locum started today - turned up at 7.45 (good sign), knows his way round a crush, did the Bryn Glas
calves with me this morning. Bit quiet. Flat above the surgery is fine he says.

Scanner arrived Friday, played with it on 6 of Emyr's cows at the fertility visit - brilliant in the
shed, still a bit dim outside in sun.

Barn: perc test result still annoying me. Iolo says treatment plant, need to think.

Rugby tomorrow - new kids from the primary.
"""

NOTES["journal/2024-11-05.md"] = """# Tue 5 Nov 2024 - tups in

Tups went in this morning. **172 ewes** to the tups this year (culled the broken-mouthed ones + the
two that prolapsed, sold 9 at Dolgellau mart). 4 tups - raddle: yellow first 17 days, then red, then blue.

- new tup from Bala sale (£600, Nant-y-Fedw breeding) with the Cae Top bunch
- ewe lambs already gone to their winter tack
- Ffion (EMS student) started yesterday, sharp as a tack. Had her scribing on a TB test.
- fireworks in town tonight, dogs shut in
- Osian lost a tooth at rugby Sat (not a front one thank god)
"""

NOTES["journal/2025-01-08.md"] = """# Wed 8 Jan 2025

Back to it properly.

- Emyr: first instalment was due 15 Dec - **still hasn't come in**. Delyth checked the bank again
  yesterday. Need to ring him or get Delyth to send a polite nudge. Don't want this to go sour again.
- Iolo's lot start Monday. Skip arriving Friday.
- Still nothing from NRW re bats.
- Pant-y-Llyn PMT reads done, all clear.
- Dai's moved the scanning, see his email - tell Gwenno.
- Need to book the Hilux MOT.
"""

NOTES["house-sitter-sheet.txt"] = """LLWYN ONN - HOUSE + FARM SITTER SHEET
(for Nain / Gwenno next door / whoever's minding the place)
Last updated: Aug 2024

PHONES
  Gareth mobile .......... 07700 900118
  Sian mobile ............ 07700 900263
  Gwenno (Tan-y-Bryn) .... 07700 900547
  Practice (Wnion Vets) .. 01632 960184 (out of hours goes to whoever's on)
  Electric (if it all goes) - the number's on the meter cupboard door

WIFI
  Network: LlwynOnn_BB
  Password: Defaid2019!

KEYS
  Spare key is in the old milk churn by the back porch - lift the lid, it's in a jam jar.
  Barn padlock code: the year Nain was born (ask her!)
  Quad key on the hook inside the boot room door. Please dont let Osian take it.

DOGS (Mot + Fly)
  - Feed 5pm, one scoop each of the working dog biscuits (blue bin in boot room) + a bit of tripe
  - Mot can come in the house, Fly CAN'T (she eats the sofa)
  - Both in the kennel at night, check the water bowl isn't frozen

CATS
  - Feed morning, they'll tell you. Biscuits in the pantry.

HENS
  - Let out in the morning, shut up at dusk (FOX). Eggs in the basket by the back door.

SHEEP
  - Walk round Cae Top + Cae Dan Ty morning and evening, count heads roughly
  - Anything cast on its back - roll it over and hold it up a minute
  - Anything that looks really wrong - ring Gareth, or the practice if you can't get him
  - Ffridd ones: look from the gate with the binoculars, don't need to walk it

HOUSE
  - Stopcock: under the sink, behind the bleach
  - Oil boiler: if it goes out, red reset button on the front, press ONCE, wait
  - Rayburn: leave it, it's fine
  - Bins: black on Tuesday (alternate weeks), recycling every Tuesday

Diolch o galon x
"""

BARN_COSTS = [
    ["date", "item", "supplier", "amount_gbp", "paid", "notes"],
    ["2024-02-20", "Architect drawings", "Elin Rhys-Jones (Penmaenpool)", "2400.00", "yes", "plans + elevations for planning"],
    ["2024-03-01", "Structural survey", "Dyfi Structural", "650.00", "yes", ""],
    ["2024-03-11", "Planning application fee", "Eryri NPA", "1156.00", "yes", "online"],
    ["2024-04-30", "Preliminary roost assessment", "Tudur Ecology", "380.00", "yes", ""],
    ["2024-08-30", "Bat emergence surveys x2 + report", "Tudur Ecology", "1450.00", "yes", ""],
    ["2024-09-12", "Percolation test", "J.O. Evans & Son", "280.00", "yes", "FAILED - Vp 112"],
    ["2024-09-20", "Skip (ivy + rubbish)", "Meirion Skips", "240.00", "yes", ""],
    ["2024-10-15", "Discharge of conditions fee (slate sample)", "Eryri NPA", "116.00", "no", "to send with sample"],
    ["2024-11-20", "Roof labour (quote) - strip, felt, batten, slate, ridge", "Gwilym Davies Roofing", "9600.00", "no", "labour only, we supply slates"],
    ["2024-11-22", "Conservation rooflights x4", "TBC", "1900.00", "no", "estimate"],
    ["2024-12-02", "Scaffold (est. 10 wks)", "Bala Scaffolding", "2750.00", "no", "quote"],
    ["2024-12-16", "EPS bat licence application", "Tudur Ecology", "890.00", "yes", "licence itself free from NRW"],
    ["2024-12-20", "Lime (NHL 3.5) x20 bags", "Merched Agri Supplies", "412.00", "yes", "for repointing"],
    ["2025-01-06", "Building control plan check + inspections", "Gwynedd BC", "1020.00", "yes", ""],
    ["2025-01-07", "Wood burner (Clearview 500)", "Stove shop Bala", "1895.00", "no", "deposit paid £200"],
    ["2025-01-08", "Bat boxes + bat access tiles", "NHBS", "164.00", "yes", "mitigation per licence"],
]

FLOCK_LOG = [
    ["date", "tag_or_group", "what", "treatment_product", "dose", "by", "notes"],
    ["2024-02-26", "all ewes (180)", "pre-lambing booster", "Heptavac P Plus", "2 ml sc", "G+S", ""],
    ["2024-03-29", "0612", "twin lamb disease", "propylene glycol + calcium", "60 ml bd x3 days", "S", "lambed ok 31st"],
    ["2024-04-02", "0488", "prolapse", "harness + spray", "", "G", "cull in autumn"],
    ["2024-04-06", "lamb of 0551", "watery mouth", "oral abx + electrolytes", "", "S", "lived"],
    ["2024-04-09", "twin lamb of 0734", "contracted tendons both front legs (knuckling over)", "splinted w/ vet wrap + pipe lagging", "", "G", "splints off day 10 - walking fine by 19th"],
    ["2024-04-12", "0392 (yellow tag old)", "prolapse 2am", "harness", "", "G", "cull"],
    ["2024-04-15", "triplet lamb of 0671", "fostered onto 0220", "jacket", "", "S", "took"],
    ["2024-05-20", "lambs (all)", "nematodirus risk high (SCOPS)", "white drench", "per weight", "G+S", ""],
    ["2024-06-28", "ewes (176)", "shearing", "", "", "contractor", ""],
    ["2024-07-15", "lambs", "FEC high", "yellow drench", "per weight", "G", "FEC 950 epg"],
    ["2024-08-12", "ewes", "footbath", "zinc sulphate", "", "G+S", "scald in Cae Top"],
    ["2024-09-02", "lambs (sale)", "sold Dolgellau mart", "", "", "G", "avg 38 kg"],
    ["2024-10-01", "ewes (all)", "fluke (autumn)", "FlukeGuard 10% triclabendazole", "per weight", "G", "withdrawal - see quick q's"],
    ["2024-10-18", "ewes", "pre-tupping: teeth + udders + feet", "", "", "G+S", "9 culls"],
    ["2024-10-21", "9 culls", "sold Dolgellau mart", "", "", "G", ""],
    ["2024-10-24", "tups (4)", "MOT - feet, teeth, testicles", "", "", "G", "new Bala tup fine"],
    ["2024-11-05", "ewes (172)", "tups in", "raddle yellow", "", "G+S", ""],
    ["2024-11-22", "tups", "raddle change", "red", "", "S", ""],
    ["2024-12-20", "tups", "tups out", "", "", "G", ""],
]
