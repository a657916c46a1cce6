"""Markdown notes and plain-text files."""
from util import write_text

NOTES = {}

NOTES["notes/practice/room-and-rent.md"] = """---
title: Treatment room – Kirkstall Wellness Hub
created: 2025-06-04
tags: [practice, admin, rent]
---
# Room at the hub

Signed the licence on Mon 2 June. It's Room 4, ground floor at the back — no window, but quiet, and right next to the accessible toilet which is handy for the post-op knees.

| what | detail |
|---|---|
| Address | Kirkstall Wellness Hub, 112 Abbey Road, Leeds LS5 3XX |
| Room | Room 4 (ground floor, back corridor) |
| Rent | £520 pcm, standing order on the 1st |
| Notice | 2 months either side |
| Centre manager | Priya Nair (priya@kirkstallhub.example) |
| Front door code | 2580# (Priya emails when it changes) |
| Wifi | "HubGuest" for patients, staff network password from reception |

Included: cleaning of common areas, reception desk 8–6 weekdays, use of the group room on Saturday mornings if booked in advance.
Not included: laundry (I take towels & couch roll home), own phone line, parking (2 bays for patients only).

## Clinic days
Mon, Tue, Thu, Fri — 8:30 to 14:30, then Leo pick-up. I keep Wednesdays free: Leo finishes early and orchestra is Wednesday evening. Don't let PhysioDesk open Wednesday slots, even if someone begs.

## Setup checklist
- [x] plinth delivered (electric, 3-section, Priya let me store the box in the cellar)
- [x] PhysioDesk account + online booking live
- [x] insurer registrations: Northstar, Vantage
- [ ] Albion registration (forms posted 20 June, still waiting)
- [x] Google business profile
- [x] sign on the door: "Annika Brandt Physiotherapy — MSK & sports"
- [ ] buy a second TENS machine

## Other people in the building
- podiatrist (Thu/Fri), counsellor upstairs, a sports massage guy on Saturdays, yoga in the group room.
- Reception: Carol (mornings), Jade (afternoons).
"""

NOTES["notes/practice/insurers.md"] = """---
title: Insurers – who pays what
updated: 2026-03-11
tags: [practice, insurers, money]
---
# Insurers

| Insurer | Provider no. | Initial | Follow-up | Pays within | How to bill |
|---|---|---|---|---|---|
| Northstar Health | NSH-44817 | £70 | £52 | ~14 days | their portal, auth code per patient |
| Albion Medical | in the registration e-mail from July | £75 | £62 | ~30 days | Provider Hub, see how-to-albion-claims.txt |
| Vantage Health | VH-3021 | £60 | £44 | 45–60 days (!) | paper-ish: PDF invoice + pre-auth form |
| self-pay | – | £65 | £50 | on the day | card reader |

Northstar are changing their rates from April — the new schedule is in their email, update PhysioDesk once it's live.

## Notes
- Northstar: easiest. Authorisation usually covers 6 sessions, ring for more.
- Albion: pay on time but they apply the member's excess on *our* side and just pay less, no warning. Always check the remittance against the invoice.
- Vantage: each block of sessions needs a new pre-auth, they lose forms, and 60 days to pay is normal for them. Three chasers in January alone.

## Decision (11 March 2026)
**no new Vantage patients from 1 May 2026.** Existing Vantage patients can finish their authorised sessions (currently 3 people). New Vantage enquiries: offer self-pay at £50 follow-up, or refer to Chapel Allerton Physio who still take them.
Reasons: lowest fee, slowest payer, most admin per session. Ran the numbers on a Sunday — per hour of my time they come out at about £31 after the admin, vs ~£48 for Northstar.

## Audit
Albion did a provider audit call in November, all fine, they want treatment notes within 48 h of each session.
"""

NOTES["notes/practice/cpd-log.md"] = """---
title: CPD log 2024–2026
tags: [practice, cpd, registration]
---
# CPD log (current HCPC cycle)

| Date | Activity | Type | Hours | Reflection written |
|---|---|---|---|---|
| 2024-09-14 | Shoulder rehab update (online, CSP) | course | 3 | yes |
| 2024-11-02 | Running injuries study day, Sheffield | course | 6 | yes |
| 2025-01-22 | Journal club – tendinopathy loading | peer | 1.5 | yes |
| 2025-03-08 | Acupuncture refresher (AACP) | course | 4 | no |
| 2025-06-18 | Setting up in private practice – webinar | webinar | 1.5 | yes |
| 2025-09-30 | Peer review with Chapel Allerton team | peer | 2 | yes |
| 2025-11-19 | Reading: hypermobility guidelines | self-directed | 2.5 | no |
| 2026-01-28 | Persistent pain & pacing (online) | webinar | 2 | yes |
| 2026-03-07 | Pelvic health for MSK physios – intro day | course | 7 | yes |
| 2026-04-16 | Northstar portal + outcome measures webinar | webinar | 1 | no |
| 2026-05-06 | Case discussion – post-op ACL return to run | peer | 1 | yes |
| | **Total this cycle** | | **31.5** | |

## Before renewal
- [ ] HCPC renewal online (portal is open, deadline end of May — DO NOT let it lapse, can't treat a single patient if it does)
- [ ] write up the two missing reflections (acupuncture, hypermobility) in case I get picked for the audit
- [x] CSP membership renewed (includes the indemnity insurance)
- [ ] upload the pelvic health certificate

Sample audit asks for a summary of practice + 2 reflections + evidence, so keep this table tidy.
"""

NOTES["notes/practice/cover-plan-june.md"] = """---
title: Cover plan – June (Freiburg)
created: 2026-05-11
tags: [practice, freiburg, cover]
---
# Cover while I'm in Freiburg

Away **Sun 14 – Sun 21 June** (Notar + Papa's 70th + helping Mama with the Keller). No clinics Mon 15 – Fri 19.

Cover: **Siobhan Kelly** (Chapel Allerton Physio) has said yes — see her email. She'll
- see urgent/ongoing patients on Tue 16 and Thu 18 mornings in Room 2 at the hub (Priya knows, Siobhan gets a guest fob from reception)
- do phone triage for anyone who gets worse
- bill them herself (her own provider numbers) → nothing for me to invoice that week

## Patients
| Ref | Who/what | Plan |
|---|---|---|
| AB-0344 | post-op ACL, week 10 | sees Siobhan Tue 16th, program printed |
| AB-0351 | frozen shoulder, hydrodilatation 2 June | sees Siobhan Thu 18th |
| AB-0338 | lumbar, self-managing | rebook w/c 22 June |
| AB-0360 | Achilles, runner | rebook w/c 22 June, home plan |
| AB-0317 | Albion patient, nearly discharged | phone check with Siobhan |
| others | | moved to w/c 22 June via PhysioDesk, texts sent |

- [x] ask Siobhan
- [x] block 15–19 June in PhysioDesk
- [ ] handover sheet + printed home programmes (meet Thu 11 June after clinic)
- [ ] out-of-office on email + voicemail
- [ ] tell Priya dates in writing
"""

NOTES["notes/house/bathroom-plan.md"] = """---
title: Bathroom refit
created: 2025-10-02
updated: 2026-05-13
tags: [house, bathroom, decisions]
---
# Bathroom refit – 31 Elmfield Terrace

Old bathroom: pink-beige 90s suite, leaking shower tray, mould behind the bath panel, floor bouncy near the bath. Small room, approx 2.1 x 1.9 m.

Plumber: Dave (DS Plumbing & Heating) — Sue at no. 29 recommended him. Tiler: Marek (Dave's guy). Electrics: Lena.

## Decision log
| Date | Decision | Why / notes |
|---|---|---|
| 2025-10-14 | Full refit with Dave | quote £6,850 (Oct), excludes tiles + sanitaryware which we buy ourselves |
| 2025-11-16 | Walk-in shower, bath out | Tom keen, "we never use the bath"; Dave +£450 for the tray/former |
| 2026-02-08 | **REVERSED → keep the bath**, shower over the bath with a fixed glass screen | Leo devastated at "no bath"; also every estate agent says family buyers want a bath (Frau Kessler said the same about Mama's flat). Tom agreed after a day. |
| 2026-02-08 | Floor: Terrazzo Grigio 60x60 porcelain, matt | hexagons looked great but 3x the grout lines and slippery when wet |
| 2026-03-02 | Walls: white gloss metro 10x20, half height, full height around the bath | |
| 2026-03-02 | Toilet: Cleo CL-540 back-to-wall pan, soft-close seat, concealed cistern boxed in with a shelf on top | short projection, door doesn't hit it |
| 2026-03-02 | Basin: 500 wall-hung + drawer unit | |

Revised price after the bath change + the joists: in Dave's reply from February.

## Still open
- [ ] extractor fan — timer overrun or humidistat? Dave needs to know before second fix
- [ ] towel radiator height (above the loo or next to the door?)
- [ ] bath panel colour (white or the grey?)
- [x] bath screen ordered (fixed, 800 mm)
- [x] skip booked
- [ ] mirror cabinet — Tom wants one with lights, I think that's overkill

## Where we showered
Hub has a staff shower (thanks Priya). Tom at the gym. Leo: baths at Sue's, he thinks it's an adventure.
"""

NOTES["notes/house/contacts.md"] = """# House contacts

## Trades
- **Dave Simmons** — DS Plumbing & Heating — plumber doing the bathroom — 07700 900 312 — dave@dsplumbing.example
- **Marek Nowak** — tiler (Dave's recommendation) — 07700 900 775 — texts only, doesn't answer calls when on a job
- **Lena Hartley** — electrician, NICEIC — 07700 900 248 — did the bathroom fan wiring + shaver socket
- **Imran Qureshi** — Qureshi Heating — Gas Safe engineer, fixed the boiler in Dec 2025 (no hot water, diverter valve) — 07700 900 418 — does the annual service too
- Kirkstall Skips — 0113 496 0077 — 6-yard skip, £240
- Window cleaner: Gaz, every 4 weeks, £12 cash, leave under the mat

## Neighbours
- Sue (no. 29) — has our spare key, feeds Brezel when we're away, retired teacher
- Mo & Aisha (no. 33) — parcels, their Idris is in Leo's class
- Landlord of no. 27 (rented out): letting agent Headrow Lets, 0113 496 0120 — for the damp on the party wall

## Utilities
- Energy: Octopus-ish tariff, account in Tom's name
- Water: Yorkshire Water, meter under the front path
- Council tax band B
"""

NOTES["notes/orchestra/viola-notes.md"] = """---
title: Viola – instrument, strings, section
tags: [orchestra, viola, preferences]
---
# Viola notes

Instrument: 16.5" viola, German workshop, c. 1920s, bought in Freiburg in 2003 with my Konfirmation money + Oma's help. Bow: Brazilwood, heavy-ish (71 g).

## Strings — what I like
- **Tonica** on D, G, C — warm, slightly old-fashioned, settle quickly, and cheap enough to change every year. I love them on this instrument.
- **Larsen A** — the only A that doesn't whistle on my viola.
- Tried Helicore in 2023: hated them. Steely, tight under the fingers, the C string sounded like a cello in a tin.
- Dominant: fine but the A whistles. Evah Pirazzi: too loud/bright for a community orchestra, and £££.
- Rosin: dark, the Hidersine viola one is too sticky for me.

## Bow
Rehair at **Gerald Fry Violins, Otley** — last one Oct 2025, £65. He also did a new thumb grip. Next rehair ~ autumn 2026.

## Section (Aire Valley Sinfonia)
- Helen Marsh — principal viola, runs the sectionals at hers
- me — 2nd desk, outside (I prefer outside: I can see Raj properly and I'm not squashed against the cellos)
- Priyanka (inside 2nd desk), Martin + Joan (3rd desk), Dominika (sub when needed)

## Practice
- 20 min scales/Schradieck at least 4x a week or my 4th finger dies
- left shoulder gets tight in long rehearsals → see the chat with the AI, stretches
- tricky bits list lives in the concert notes
"""

NOTES["notes/orchestra/spring-concert-2026.md"] = """---
title: Spring concert 2026 – notes
date: 2026-03-14
tags: [orchestra]
---
# Spring concert – Sat 14 March, 7.30pm, St Aidan's

Programme:
1. Weber — Der Freischütz overture
2. Bruch — Kol Nidrei (soloist: Ines Carvalho, cello)
3. Dvořák — Symphony No. 8 in G

Call 6.30pm, all black. Dress rehearsal: see Owen's email (it's not on the usual Wednesday).

## Tricky bits (viola)
- Freischütz: the tremolo at the start of the Allegro — count, don't rush
- Dvořák I: bars 18–26 unison with cellos, in tune please
- Dvořák III: the waltz — lighter, off the string
- Dvořák IV: letter K, the fast semiquavers. Practise at 80 → 96 → 112.

## Tickets
Sold 9: Tom, Sue, Priya + partner, two patients (!), Aisha & Mo, Jodie from after-school club. Leo comes for the first half only.

## After
Went really well. Letter K nailed. Raj grinning. Bruch made Sue cry. Home at 11, Leo asleep on Tom in the pew during the Dvořák.
"""

NOTES["notes/freiburg/wohnungsverkauf.md"] = """---
titel: Verkauf Wohnung Erwinstraße 27 (Mama & Papa)
stand: 2026-05-12
tags: [freiburg, familie, wohnung]
---
# Wohnungsverkauf Freiburg – Überblick

**Objekt:** 3-Zimmer-Wohnung, 3. OG (kein Aufzug), ca. 81 m², Baujahr 1972, Erwinstraße 27, 79102 Freiburg-Wiehre. Gekauft 1994.
**Eigentümer:** Gisela & Herbert Brandt (ich habe eine Vollmacht für den Schriftverkehr)
**Maklerin:** Dorothea Kessler, Kessler Immobilien Breisgau — seit 22. September 2025
**Notar:** Dr. Ulrich Fahrner

## Chronik
| Datum | Was |
|---|---|
| 22.09.2025 | Maklerauftrag unterschrieben, Angebotspreis 389.000 € |
| Okt–Dez 2025 | 14 Besichtigungen, viele „zu dunkel", „kein Aufzug" |
| 13.01.2026 | erstes Angebot 365.000 € – abgelehnt |
| 06.02.2026 | zwei Angebote: Yilmaz 385.000 € (noch keine Finanzierungsbestätigung), Albrecht 378.000 € (Finanzierungsbestätigung der Volksbank liegt vor) |
| 09.02.2026 | **Entscheidung: Albrecht, 378.000 €.** Begründung: Finanzierung ist bestätigt, die Albrechts wollen keine Preisminderung wegen Dach/Fenster, und Übergabe zum 1. August passt Mama & Papa perfekt (Umzug Ende Juni). Lieber 7.000 € weniger und Ruhe. |
| 14.04.2026 | Vertragsentwurf vom Notar gekommen |
| Juni | Beurkundung – Termin wurde verschoben, siehe Mail vom Notar |
| 01.08.2026 | Übergabe an Albrechts |

## Unterlagen
- [x] Energieausweis (Kopie an Frau Kessler)
- [x] Teilungserklärung + Aufteilungsplan
- [x] Protokolle Eigentümerversammlungen 2023–2025
- [x] Wirtschaftsplan 2026
- [x] Grundbuchauszug (holt der Notar selbst)
- [ ] Löschungsbewilligung für die alte Grundschuld (Sparkasse) — Papa hat zweimal angerufen, „in Bearbeitung"
- [ ] Verwalterzustimmung (Hausverwaltung Rieger)
- [ ] Übergabeprotokoll vorbereiten (Zählerstände Strom/Wasser/Heizung!)

## Offene Fragen
- Dach: Kati weiß mehr (war bei der Eigentümerversammlung mit Mama)
- Einbauküche bleibt drin, kein Aufpreis
- Keller muss bis Mitte Juni leer sein → Entrümpler bestellt
"""

NOTES["notes/freiburg/eltern-umzug.md"] = """---
titel: Umzug Mama & Papa
stand: 2026-05-03
tags: [freiburg, familie]
---
# Umzug Mama & Papa

Neue Wohnung: **Seniorenwohnanlage „Am Mühlbach", Wohnung 1.04, Am Mühlbach 6, 79199 Kirchzarten**
- 2 Zimmer, 58 m², 1. Stock **mit Aufzug**, Balkon Richtung Feldberg
- Miete 890 € warm, Notrufknopf + Hausmeister inklusive
- Mietbeginn 1. Juli 2026
- Bus/Höllentalbahn nach Freiburg, Kati ist in 50 min da, Papas Wanderverein trifft sich eh in Kirchzarten

## Umzug
- Umzugsfirma: Umzüge Schill, Mo 29. Juni, Angebot 1.480 €
- Keller: Entrümpler Mitte Juni (während ich da bin)
- Möbel: Sofa + Esstisch kommen mit, Schrankwand NICHT (passt eh nicht), Papas Schreibtisch → Kati?
- Klavier → ich? Transport nach Leeds viel zu teuer. Verkaufen.

## To-do
- [x] Mietvertrag unterschrieben (Mama hat ihn mir fotografiert)
- [x] Nachsendeauftrag Post (ab 29.6.)
- [ ] Ummeldung beim Bürgeramt Kirchzarten (innerhalb 2 Wochen nach Einzug)
- [ ] Telefon/Internet umziehen — Papa will seinen Festnetzanschluss behalten
- [ ] Hausarzt: bleibt in Freiburg (Dr. Lenz), Rezepte per Post?
- [ ] Schlüsselübergabe Erwinstraße an Albrechts am 1.8. – wer macht das? Kati.
"""

NOTES["notes/german-admin/sparkasse-und-bkk.md"] = """---
titel: Deutsche Konten & Versicherung
stand: 2025-11-03
tags: [deutschland, bank, krankenversicherung]
---
# Sparkasse & BKK – was ich in Deutschland noch habe

## Sparkasse Breisgau – Girokonto
- IBAN DE12 6805 0000 0004 4172 09 (seit Studienzeiten)
- bisher „Giro Komfort", 4,90 €/Monat
- Brief/Mail im Oktober: ab 1. Januar 2026 wird Giro Komfort teurer (6,90 €)
- **3. Nov 2025: auf „Giro Online" gewechselt** (3,50 € ab Januar, bis dahin 2,90 €). Kontoauszüge nur noch elektronisch, Filialbesuche kosten dann extra — egal, ich bin eh nie da.
- Warum behalten: Lastschrift BKK, Papas und Mamas Sachen (ich habe Kontovollmacht für Mamas Konto), und falls wir doch mal zurückgehen.

### TAN
Ich will KEIN pushTAN aufs Handy. Das Handy ist gleichzeitig Praxis-Handy, da ist schon PhysioDesk, WhatsApp mit Patienten usw. drauf, und wenn es mal weg ist… Lieber chipTAN mit dem Kartenleser (hab ich noch von 2019, liegt in der Schublade im Flur). Umständlicher, aber getrennt.

## Schwarzwald BKK – Anwartschaftsversicherung
- damit ich bei einer Rückkehr nach Deutschland wieder in die gesetzliche Kasse komme, ohne Gesundheitsprüfung
- Beitrag 2025: 38,40 €/Monat, Lastschrift vom Sparkasse-Girokonto
- Mitgliedsnummer: steht in den BKK-Mails
- Beitragsänderung wird immer im Dezember geschickt

## Rentenversicherung
- DRV-Konto: Versicherungsverlauf 2024 angefordert, Lücken 2010–2012 (Ausbildung UK?) klären
- [ ] Kontenklärung DRV beantragen
"""

NOTES["notes/leo/school-and-activities.md"] = """---
title: Leo – school & activities
updated: 2026-05-02
tags: [leo, family]
---
# Leo (6)

- **School:** Ashgrove Primary, Year 1, class Rowan. Teacher Miss Okafor, TA Mr Dunn.
- School day 8:45–3:15 (Wednesdays 2:00 finish — staff training)
- After-school club "Ashgrove Owls" Tue + Thu until 5:30, £11.50/session
- **Swimming:** Saturdays 9:15–10:00 at Kirkstall Leisure Centre, Stage 3, teacher Becky. Bring the £1 for the locker and the goggles without the crack.
- Allergy: cashews (hives, not anaphylaxis — antihistamine in the school office). Pesto is fine, we checked the jar.
- Likes: dinosaurs, Lego technic (too old for him but he doesn't care), pasta with pesto, Oma's Apfelkuchen, Paw Patrol is now "for babies".
- German: understands everything, answers in English. Oma sad. Kati sends him Pixi books.

## Summer 2026
- [ ] book holiday club — Woodhouse Moor Holiday Club, week 27–31 July, booking closes 1 June, £145 for the week
- [ ] ask Tom's mum about 3–7 Aug
- [x] school trip to Eureka paid (£14)
- [ ] sports day Fri 3 July — I'm back by then

## Health
- Dentist: Dr Ahmed, next check Sept
- Tonsillitis Feb 2026, antibiotics, fine now
"""

NOTES["notes/freiburg/packliste-juni.md"] = """---
titel: Packliste Freiburg Juni
tags: [freiburg, reise]
---
# Packliste Freiburg (Juni)

Flug: siehe Buchungsbestätigung (ab Manchester, nach Basel). Vom EuroAirport Bus 50 zum Bahnhof Basel SBB, dann Regio nach Freiburg, ca. 1 Std 15.

## Papiere
- [ ] Reisepass (DE, gültig bis 2029) + UK residence stuff
- [ ] Vollmacht im Original!! (für den Notar)
- [ ] ausgedruckter Vertragsentwurf mit meinen Anmerkungen
- [ ] Sparkasse Kartenleser? nein, bleibt hier
- [ ] Euro in bar für den Entrümpler (Trinkgeld)

## Sachen
- Wanderschuhe (Papa will auf den Schauinsland, Geburtstagswanderung)
- schwarzes Kleid für die Feier
- Geschenk: Gutschein ausdrucken (Kati hat gebucht, ich überweise ihr die Hälfte)
- Ladekabel, UK-Adapter umgekehrt!
- Leo's drawing for Opa
- Tee (Yorkshire Tea) for Mama, Marmite for Kati (she pretends to hate it)

## Vor Abflug
- [ ] Abwesenheitsnotiz Praxis
- [ ] Tom: Leo swimming Saturday + after-school club pick-up Tue/Thu
- [ ] Brezel's flea treatment due 15th
"""

# ----------------------------------------------------------------- daily notes

NOTES["daily/2025-11-18.md"] = """# Tue 18 Nov 2025

- Clinic 8:30–14:30: 7 patients, one DNA (the Vantage lady again).
- School email: parents' evening moved — Miss Okafor is off sick this week, our slot is now **Thu 27 Nov, 17:10** (was Thu 20th). Tom can't do the 27th, I'll go alone. Must leave the hub on time.
- Bathroom: Tom replied on email, he's firmly for the walk-in shower. I'm 60/40. Told Dave we'd go walk-in, he'll adjust the quote.
- Mama on the phone: two more Besichtigungen at the weekend, one couple "very interested" but then asked about the Aufzug. Papa grumpy.
- Orchestra tomorrow: Dvořák III + IV. Practise letter K!!
- Leo: lost tooth no. 2. Tooth fairy rate in this house is £1, Sue's grandson gets £5, trouble ahead.

- [ ] Northstar invoices for Oct
- [ ] PhysioDesk: turn off Wed online booking again (it switched itself on??)
- [x] Sue: thank-you card for the cat sitting
"""

NOTES["daily/2026-02-09.md"] = """# Montag, 9. Feb 2026

Leo zu Hause — Mandelentzündung, Antibiotika. Tom hat vormittags übernommen, ich habe nachmittags 3 Patienten abgesagt (AB-0338 war genervt).

Abends Telefonat mit Mama, Papa und Kati (Kati per Video aus Karlsruhe) wegen der zwei Angebote. Lange Diskussion, Papa wollte erst das höhere. Am Ende einig. Mail an Frau Kessler ist raus.

Feeling: relieved, and weirdly sad. 31 years of that flat.

- Bathroom: Dave sending revised numbers, he found something under the floor he wants to show me.
- Orchestra: Weds off this week? No — half-term is next week.
- [ ] Albion: January invoices submitted? check
- [ ] Leo's prescription collect
"""

NOTES["daily/2026-04-22.md"] = """# Wed 22 April 2026

House is a building site. The bathroom is just joists and pipes, Dave sistered the two rotten ones yesterday, dust everywhere despite the sheets. Showering at the hub before clinic (Priya is a star). Leo thinks brushing teeth in the kitchen is hilarious.

- Northstar webinar last Thursday was actually useful — new portal means no more faxed (!!) auth forms.
- Clinic: full Mon/Tue, new runner with Achilles tendinopathy, 2 new Albion patients.
- Orchestra tonight, Schubert 5 first play-through. Lovely viola part in the slow movement.
- Tom's back is sore from carrying the old bath down the stairs — he won't let me look at it, typical.

- [ ] Lena: confirm fan wiring position
- [ ] pay Marek's deposit
- [x] skip collected
"""

NOTES["daily/2026-05-15.md"] = """# Fri 15 May 2026

Tiling finished! The terrazzo floor looks amazing. Marek even did the little return around the window properly.

To do (urgent-ish):
- [ ] **HCPC renewal** — still not done. Deadline end of May. Tonight. Really.
- [ ] handover list + home programmes for my cover, meet Thu 11 June
- [ ] Albion — still haven't queried the short payment from March
- [ ] reply to Mama re: Geburtstag Essen (how many people?)
- [ ] Notar: tell him I confirm the new date (did I?? check sent folder)
- [x] flights booked
- [x] Leo swimming certificate — Stage 3 passed!

Clinic this week: 31 sessions, best week so far. Legs tired.
Tom doing the school run all next week, I'm doing Saturday swimming.
"""

# ----------------------------------------------------------------- plain text

NOTES["house/house-sitter-sheet.txt"] = """HOUSE SITTER SHEET - 31 Elmfield Terrace
(for Sue / anyone looking after the house while we're in Freiburg, 21-29 Dec 2025)
Tom mobile: 07700 900 561    Annika mobile: 07700 900 144 (German no. while away: +49 151 0000 0000)

BREZEL (cat)
- breakfast + dinner: half a pouch each + a small handful of dry (the purple bag). NO milk.
- water bowl in the kitchen AND the one upstairs on the landing, he only drinks upstairs
- litter tray in the utility, scoop daily, bags under the sink
- he will pretend he hasn't been fed. He has.
- vet: Meanwood Vets 0113 496 0345

KEYS
- front door: the Yale is stiff, lift the handle while turning
- back door key on the hook inside the larder door

WIFI
- network: Elmfield31   password: brezel-viola-2019
- router is behind the TV; if it's down, switch off at the wall, count to 30

HEATING / BOILER
- set to come on 6:30-8:30 and 16:00-21:00 so pipes don't freeze
- if the radiators are cold and the boiler shows a low pressure: see the separate sheet "boiler pressure" on the fridge
- if it won't restart: text Tom, don't worry about it

WATER
- stopcock (main water tap) is under the kitchen sink, at the back behind the bucket, red handle. Turn clockwise to shut off. It's stiff - use the tea towel for grip.
- if anything leaks upstairs: turn that off first, then call Tom

BINS
- black bin & green recycling alternate, Tuesday morning. 23 Dec = green recycling. 30 Dec = black bin. Out Monday night please.
- brown garden bin: not in winter

POST / PARCELS
- just put on the stairs. Mo & Aisha at 33 may bring some round.

THANK YOU!! There's Lebkuchen in the tin for you.
"""

NOTES["practice/how-to-albion-claims.txt"] = """HOW TO: Albion Medical claims via the Provider Hub
(my notes, because I forget every time)  - last checked March 2026

LOGIN
  provider-hub.albionmedical.example  -> log in with the practice email, 2FA code goes to my mobile

NEW CLAIM (after each block of sessions, or weekly)
  1. Claims > New claim
  2. Member number + authorisation code (patient gets it from Albion, it's on their pre-auth letter)
  3. Session dates, codes: PHYS-IA (initial), PHYS-FU (follow-up)
  4. Attach invoice PDF from PhysioDesk (Invoices > Export > PDF)
  5. Submit -> status "Received", then "Assessed", then "Paid" ~ 30 days

CHECKING PAYMENTS
  Remittance advice comes by email, HTML. Always compare with PhysioDesk:
  PhysioDesk > Reports > Outstanding > filter insurer = Albion.

IF THEY PAY LESS THAN INVOICED
  1. Claims > Remittances > open the remittance > tick the invoice
  2. Click "Query payment"
  3. Reason: pick the closest one ("Incorrect excess applied" / "Fee schedule mismatch" / "Other")
  4. Add a note with the authorisation code + what the pre-auth letter says about excess
  5. You have 90 days from the remittance date to query. After that: tough luck.
  6. If the excess WAS correct -> bill the patient for the difference yourself (self-pay invoice, reference the Albion claim)

PHONE: provider line 0345 000 0000 option 3 (Mon-Fri 9-5, long waits, ask for a reference number)
"""

NOTES["house/boiler-pressure-howto.txt"] = """BOILER PRESSURE - how to top it up
(written down from what the engineer showed me during the repair visit in December 2025)

Boiler: Ardent Combi 30, in the kitchen cupboard next to the fridge.

1. Look at the round gauge at the bottom of the boiler. Normal, cold: between 1 and 1.5 bar.
   Below 0.8 = it will lock out, display shows F22.
2. Underneath there's the filling loop: silver braided hose with a little tap at each end.
3. Open the first tap fully. Open the second one SLOWLY. You'll hear water hissing in.
4. Watch the needle. Stop at 1.2 bar. Close both taps (second one first).
5. Press and hold the reset button (the one with the flame and the cross) for 3 seconds.
6. Heating should fire up within a minute.

If it needs topping up more than once a month, something is leaking -> call the heating engineer.
Do NOT go above 2.5 bar, the safety valve will dump water outside (the copper pipe by the back door).

Annual service is booked in December - card from the engineer is in the kitchen drawer.
"""


def build():
    for path, text in NOTES.items():
        write_text(path, text)
