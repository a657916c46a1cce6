"""Daily notes: terse, bullet fragments."""

DAILY = {}

DAILY["notes/daily/2025-03-15.md"] = """# Sat 15 Mar 2025

- tutoring 9–1. Ethan finally gets surds (rationalising denom). Aisha v quiet, prob tired. Leo 11+ NVR fine, verbal reasoning weak -> told Harriet to get the CGP bk
- Anjali rang 8am in bits. Ashdown Grange has gone into administration — admin firm emailed wed, she only saw it last night. £1,500 deposit was on her credit card -> told her section 75, ring card co Mon, keep every email
- Mum wants to "just do it at the temple hall". Anjali: no.
- new venue shortlist (A + Callum looking next 2 wks):
  - Larkspur Hall, Henley-in-Arden — orangery, holds 150 seated
  - Foxcote Mill — lovely but no evening licence past 11
  - Wootton Granary — £££
- allotment pm. sowed chillies on bedroom windowsill (Kashmiri + bird's eye) — ironic given the mould on the same wall. dug bed 3. clay = misery, back hurts
- mould behind wardrobe worse again. wiped w/ the spray, back in 4 days
- council private rented team said someone will ring to book a visit

- [ ] ring Pennant re the "condensation" leaflet nonsense
- [x] mark yr 9 mocks set 3
- [ ] buy seed compost (peat free)
"""

DAILY["notes/daily/2025-04-08.md"] = """# Tue 8 Apr 2025

**council inspection today 10am** — took morning off (Claire ok'd, cover for P1/P2)

- EHO = Nadia Farooqui, Birmingham City Council private rented services. arrived 10:05, ~50 mins
- damp meter behind wardrobe: "off the scale", 90%+ on external wall, window reveal same
- photos of everything incl. the leaflet Pennant sent me (she rolled her eyes a bit, said they get that a lot)
- asked abt my heating + airer, said my habits are "normal occupancy, not the cause"
- likely Cat 1 hazard (damp & mould) under HHSRS — letter to me + landlord in 2–3 wks
- she'll contact Pennant direct. told me NOT to stop paying rent. wasn't going to anyway

other
- Anjali + Callum loved the place they saw Sun (orangery + walled garden). booking tmrw, fingers crossed
- yr 9 mtg moved to Thurs this wk (Easter hols next wk)
- tmrw: options booklet proof to Claire
"""

DAILY["notes/daily/2025-06-14.md"] = """# Sat 14 Jun 2025

- tutoring: Ethan last session before his mocks in Nov?? no — he's yr 10 → yr 11 in Sept, carrying on. Aisha off (family wedding). Leo did a full 11+ paper, 71%
- DryWise finished wed (3–4 Jun): ventilation unit up in the loft hatch blowing into the hallway, new bathroom fan w/ humidity sensor, bedroom wall mould-washed + stain block + anti-mould paint
- bedroom smells normal for the first time since Xmas
- **decided: staying put.** not moving in exam season w/ the wedding as well. rent's not going up. review in the autumn if it comes back
- emailed Kerry to say thanks (through gritted teeth)
- allotment: first broad beans + peas. Stan (14A) pressed 3 courgette plants on me. I said no courgettes this yr. I now have 3 courgette plants. ugh
- sports day Thurs — yr 9 won the relay, I lost my voice
"""

DAILY["notes/daily/2025-09-24.md"] = """# Wed 24 Sep 2025

- black spots back behind wardrobe + top corner above window. 3 months. so DryWise's work hasn't fixed it — cold wall / gutter / whatever
- took photos w/ date stamp, hygrometer says 78% in bedroom w/ window open
- **decided: I'm leaving.** not doing another winter of this. giving notice this wk, aim to be out end of Nov
- rang Becky — she'll help w/ the van + she's keen on going halves on the allotment (talk sat)
- viewing Harborne flat Sat 11am
- allotment: sheds on B + C rows broken into last wk, Dennis sent round a new gate code (it's in the list email). not my shed thank god
- HoY: 3 yr 9 exclusions this half already. mtg w/ Claire fri re: the Year 9 bus stop situation
"""

DAILY["notes/daily/2025-10-11.md"] = """# Sat 11 Oct 2025

- tutoring done by 1, straight to Sparkhill
- **caterer tasting 2pm** @ Masala Mews Kitchen w/ Anjali, Callum, Mum. Deepa ran it herself
  - live dosa station = amazing. gobi 65, paneer tikka, veg biryani, mango lassi shots
  - Mum (hardest critic alive) said the sambar was "nearly as good as mine"
  - Callum had 3 plates of the lamb
  - me: veg obvs + no mushroom anything (Deepa swapped the mushroom pepper fry on my plate for paneer, hero)
- **decided w/ Anjali + Mum: going w/ Masala Mews, not Spice Route.** Spice Route wanted a travel surcharge to get out to Henley + they can't do a live dosa counter. Deepa's per head works out cheaper once Spice Route's travel charge is on, AND it tasted better
- Deepa holding the date, deposit £500 (Anjali paying)
- Becky officially sharing the plot now (co-worker form gone to Dennis). allotment w/ her tmrw, chillies still going in the polytunnel
"""

DAILY["notes/daily/2025-11-08.md"] = """# Sat 8 Nov 2025

- MOT 8:30 @ Pershore Road Autocare. Gaz (Gareth Doyle) did it himself
- PASS but advisories:
  - rear brake pipes corroded (not seriously weakened — yet)
  - NS front tyre 2.2mm
  - slight oil misting, sump
- Gaz: pipes ~£180, do before winter really. he can fit me in Dec
- **decided: keeping the Fiesta another yr.** no car loan w/ the move + wedding. revisit summer '26
- Ethan's 9am moved to 1pm so I could do the MOT
- packing: 14 boxes so far. why do I own 4 protractors
"""

DAILY["notes/daily/2025-11-29.md"] = """# Sat 29 Nov 2025

- check-out @ Woodbridge Grove 11:00. inventory clerk from ClearView Inventories (Mark), Kerry didn't bother coming
- clerk went round w/ tablet, 45 mins. noted "staining to bedroom wall" — i.e. THE MOULD. pointed out the council notice, he wrote it down
- took 64 photos + video walk-through of every room. meter readings photographed
- keys handed back (3 sets + fob). got a receipt
- Harborne flat: boxes everywhere, the heating WORKS, no black spots anywhere
- Becky returned the van by 5, owe her a curry
- to do: Royal Mail redirect is on, tell DVLA, tell Harbourline
"""
