from common import write, dedent

D_2025_10_05 = dedent("""
# Sunday 5 October 2025

First swim of the winter season with Na Rónta! Met at the Carraig Dhubh slipway at 9, about
twenty-five of us. Water 14.1°, flat calm, sun on the water. Stayed in 11 minutes and could've done
more. Deirdre gave the safety talk to the new ones (buddy up, orange hats, nobody goes past the
yellow buoy). Tea and Aoibheann's brown bread after. This is why I live here.

Dad's after the swim. He was in good form, had the radio on with an old Munster final replay and
was telling me the score before it happened (he remembers 1980s matches better than Tuesday).
Checked the press - blister pack fine, took the out-of-date milk. First carer visits start next
week - I've left the info sheet on the table for them.

Oisín - training Tues and Thurs this week, and he needs new grips on the hurley. Junior Cycle
orals in the spring, he says "grand, grand" to everything which is never a good sign.

Rota this week: days Mon, Tue, Wed; off Thu; nights Fri, Sat. Batch cook tonight: the lentil soup
(freeze four flasks' worth) and overnight oats.

Cottage: Pádraig starts stripping the roof on the 13th. Slates from the reclamation yard
arriving in two loads.

- [x] swim
- [x] Dad
- [ ] grips for the hurley
- [ ] ring Carbery back about the site assessment date
""")

D_2025_11_09 = dedent("""
# Sunday 9 November 2025

At the cottage all weekend with Oisín (he was paid in chips and the promise of the barrel
hot tub - which is still a no).

**Floor - DECIDED.** After weeks of dithering and one more look at the wet patch at the bottom of
the kitchen wall: the 1970s concrete slab comes up and we go with **reclaimed flagstones on a
limecrete slab** in the kitchen and the west room. No plastic membrane. Pádraig agrees, and he
says the reclamation yard in Rosscarbery has a lot of old flags from a farmhouse in Drinagh that
would match. It's the dearest option but it's the right one for the house, and I'd regret anything
else. Updating the overview.

Roof is half done - the back slope is slated, the front is stripped to the rafters under
scaffolding and tarps. Lean-to roof gone. It already looks like a different house.

Dad: rang at five from the car. He had his coat and cap on and was at the front door, saying he'd
be late for "the crew". Got him to sit down and talk to me about the line work at Inchigeelagh and
he settled. This late-afternoon confusion is getting more regular since the clocks changed. The PHN
said it's very common and to keep the house bright and calm around teatime. Asked the AI thing
about it last week too - lots of the same advice. Cathal's going to move his phone call earlier, to
half four, to fill that gap.

Skipped the swim (at the cottage). Back on days Tuesday.
""")

D_2026_01_11 = dedent("""
# Sunday 11 January 2026

First swim at the **new spot - the Old Boathouse at Trá Bheag**. The Carraig Dhubh slipway is
fenced off after Storm Éabha (a big bite out of the concrete and the rail is gone). The new place is
definately nicer: sand instead of weedy concrete, shelter behind the boathouse wall for changing,
and a bigger car park behind it. Get in to the left of the rocks. Water 9.8°, 6 minutes, neoprene
socks and gloves on. Hands went claw at minute 5.

Stove: told Declan on Friday I'm cancelling - I'm not waiting till April for a liner. A fella from
Clonakilty is coming to look at the chimney on Tuesday; he says he has liners in stock. We'll see.

Lisbon: Siobhán has sent a long mail about moving it to May. Not sure. Flights in May were dear
when I looked.

Dad was quiet today. Asked where Mam was twice. Carers say he's eating well.

Oisín back to school tomorrow. Mocks for the Junior Cycle in February.
""")

D_2026_02_22 = dedent("""
# Sunday 22 February 2026

**Day centre - yes.** The PHN rang me on Friday with a place and I said yes, and today
Dad agreed "to give it a go for a few weeks" (Oisín helped - told him there'd be a hurling quiz).
He starts **Tuesday 3 March** at Ionad Lae an Ghleanna in Ballincollig, **Tuesdays and Thursdays**,
the minibus collects him at 9:45 and drops him home around 4. That also covers the worst of the
teatime wobble on those two days. Cathal delighted. I'm relieved and a bit guilty, which I'm told
is normal.

Dad has been on the **10 mg donepezil** for three weeks now. Some vivid dreams - he told me he was
up a pole in a storm all night - but no nausea, eating fine, pulse 64 when I checked it. If the
dreams get worse, ask Dr Lucey about moving it to the morning.

Swim at Trá Bheag at 9 - water 9.1°, 5 minutes, grim and glorious. Deirdre says the Old
Boathouse is where we'll be till the end of the season, the slipway won't be fixed before summer.

Cottage: Tomás confirmed the stove works are on for mid-March; need to get the CO alarm. Pádraig
wants to talk about the hearth.
""")

MEDS_TXT = """DONAL Ó CEALLAIGH - MEDICATION LIST
(updated 02/02/2026 by Niamh - copy on the fridge and in the blister pack folder)

DOB 14/06/1947          Medical card: yes
GP: Dr Kieran Lucey, Ballincollig (021 555 0101)
Pharmacy: Ó Riordáin's Pharmacy, Main Street, Ballincollig (021 555 0112)
          - weekly blister packs, delivered Fridays
Allergies: PENICILLIN (rash, 1998)

CURRENT MEDICATION
------------------
Donepezil 10 mg ........ 1 at NIGHT    (Alzheimer's)   ** dose increased 02/02/2026 **
Amlodipine 5 mg ........ 1 MORNING     (blood pressure)
Atorvastatin 20 mg ..... 1 at NIGHT    (cholesterol)
Vitamin D3 1000 IU ..... 1 MORNING

PREVIOUS / STOPPED
------------------
Donepezil 5 mg at night - Oct 2025 to 01/02/2026 (increased to 10 mg by memory clinic,
Dr A. Menon, 28/01/2026)
Ramipril - stopped 2023 (cough)

WATCH FOR (since the increase)
------------------------------
- nausea / not eating / diarrhoea
- dizziness, falls
- slow pulse (under 55) - carers to tell Niamh
- vivid dreams / bad nights -> GP may move the donepezil to the morning

PRN: paracetamol 500 mg x2 up to four times a day for pain (in the press, top shelf).
"""

HOUSE_INFO_TXT = """INFO FOR CARERS - 3 Bóthar na Coille, Ballincollig
(written by Niamh, Donal's daughter, October 2025 - thank you for looking after him!)

GETTING IN
  Key safe: left of the front door, behind the fuchsia bush.
  Code: 4417
  Please always put the key back and scramble the numbers.

DAD'S ROUTINE
  Up about 8. Washes in the MORNING (he does not like a shower in the evening - please don't
  push it, he says it keeps him awake).
  Breakfast: porridge or two slices of brown bread with marmalade. Tea STRONG, two sugars, in the
  big blue mug.
  Walk to the weir most dry mornings (25 mins). He likes company on it.
  Dinner at one (meals on wheels Mon/Wed/Fri, otherwise something from the freezer - labelled).
  Tea at six. News at nine. Bed about ten.

THINGS HE LOVES TO TALK ABOUT
  Hurling (Cork, Na Piarsaigh, 1999 and 2005). His years as an ESB linesman. West Cork when he
  was a boy. His grandson Oisín (15, plays hurling).
  The radio is usually on - sport or the music station. Keep the TV quiet.

WHERE THINGS ARE
  Tablets: weekly blister pack in the press beside the kettle. Morning and night pods.
  Stopcock: under the kitchen sink, behind the bleach.
  Fuse board: under the stairs.
  Immersion: switch on the landing (timer is set - please don't change it).
  Heating: timer in the hot press. Thermostat should be 20.
  Wifi: there isn't any - Dad never wanted it. Use your phone data if you need to.
  Torch + spare batteries: drawer beside the back door.
  Bins: black bin Tuesday night, green/brown alternate Tuesdays (calendar on the fridge).

IF YOU'RE WORRIED
  Niamh (daughter): 087 555 0142 - if I'm on shift, leave a message on the ward: 021 555 0171
  and ask for the CNM on Cuan Ward.
  Cathal (son, Galway): 087 555 0190
  Emergency: 112 / 999

Thanks a million.
"""


def build():
    write("notes/daily/2025-10-05.md", D_2025_10_05)
    write("notes/daily/2025-11-09.md", D_2025_11_09)
    write("notes/daily/2026-01-11.md", D_2026_01_11)
    write("notes/daily/2026-02-22.md", D_2026_02_22)
    write("docs/dad-medication-list.txt", MEDS_TXT)
    write("docs/dad-house-info-for-carers.txt", HOUSE_INFO_TXT)
