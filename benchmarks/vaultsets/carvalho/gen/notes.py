# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files for Ines Carvalho's vault (stdlib only, pure data)."""

NOTES = {}

NOTES["notes/chartership/portfolio-tracker.md"] = """---
title: Chartership – Professional Review tracker
tags: [chartership, ICE, career]
sce: Julien Roux
started: 2024-12-16
status: drafting report
---

# Chartership – Professional Review tracker

Supervising Civil Engineer (SCE): **Julien Roux** (CEng, Structis Ouvrages d'Art).
Route: ICE Professional Review, Chartered (CEng). Julien said yes in Dec (see his mail 16/12).

## Attributes – where am I

| # | Attribute | Evidence so far | Status |
|---|-----------|-----------------|--------|
| 1 | Knowledge & understanding | OA-217 load-test model, LM1 vs test trucks | ok |
| 2 | Technical & practical application | OA-088 inspection + repair scoping | ok |
| 3 | Management & leadership | led the night team on OA-217? | weak |
| 4 | Independent judgement & responsibility | bearing replacement recommendation OA-088 | ok-ish |
| 5 | Commercial ability | nothing yet – ask PY for the fee proposal of OA-341 | missing |
| 6 | Health, safety & welfare | rope access method statement, traffic mgmt | ok |
| 7 | Sustainable development | repair vs replace argument on the passerelle | weak |
| 8 | Interpersonal skills & communication | presentations to the Métropole | ok |
| 9 | Professional commitment | CPD log, ICE events in Lyon (few!) | ok |

Case study options: OA-088 passerelle (inspection + repair) **or** OA-217 load test. To discuss with Julien.

## Checklist

- [x] Ask Julien to be SCE
- [x] Register for the review (application accepted – mail from ICE in September)
- [x] CPD log up to date until June
- [ ] CPD log July → December
- [ ] get the fee proposal of OA-341 from Pierre-Yves (attribute 5 evidence)
- [ ] rewrite the leadership bit (attribute 3) with the night of the load test
- [ ] trim the report back under the word limit
- [ ] Julien's final sign-off on the report before submission
- [ ] book a mock interview (Nadia did hers last year, ask her)

## Notes
- Keep the report factual, "I" not "we" – Julien insists.
- Portuguese habit: too many long sentences. Cut cut cut.
- CPD hours this year so far ~41 h (target 30, fine).
"""

NOTES["notes/chartership/mentor-meeting-2025-05-13.md"] = """---
date: 2025-05-13
with: Julien Roux
type: meeting notes
---

# Mentor meeting – 13 May 2025 (Julien)

Room 3, Structis office, 45 min. Coffee was terrible as usual.

**Discussed**
- Which project for the report. Julien: the passerelle OA-088 is nice but "anybody can write an inspection". The load test on OA-217 (Pont de Vernaison-Sud) shows design understanding + site leadership + risk.
- **Decision: main case study = OA-217 load test.** OA-088 goes in as a secondary example for attributes 2 and 7.
- He wants a sketch of the load arrangement and the comparison measured/predicted in an appendix (not in the word count).
- Attribute 5 (commercial): ask Pierre-Yves to let me prepare the fee estimate of the next job.
- Next meeting in ~6 weeks.

**My actions**
- [x] send him a summary mail (done 14/05)
- [ ] outline of report by end of June
- [x] ask Karim for the photos of the night

Julien also mentioned he might be away a lot in December (family in Martinique). To check later.
"""

NOTES["notes/work/OA-217-vernaison-load-test.md"] = """---
structure: OA-217 Pont de Vernaison-Sud
client: Métropole de Lyon – Direction de la voirie, ouvrages d'art
client_contact: Hélène Vasseur
type: épreuve de chargement (load test)
date: 2025-04-29 (night)
---

# OA-217 – Pont de Vernaison-Sud – load test

Three-span prestressed concrete bridge, 1978, spans 28 / 36 / 28 m. After the strengthening works (carbon fibre plates on span 2) the Métropole wants a load test before reopening to heavy vehicles.

Client side: **Hélène Vasseur** (chargée d'opérations, ouvrages d'art). She is nice but answers mails at 23h.

## Test set-up
- 4 trucks × 32 t (four-axle tippers, weighed at the quarry weighbridge the same evening – tickets in the site folder)
- 3 load cases: LC1 span 2 centred, LC2 span 2 eccentric (downstream), LC3 span 1 + 2
- Measurements: levelling at midspan and quarter points + 2 LVDTs under span 2
- Reading after 15 min stabilisation each case

## Results (LC1, span 2 midspan)
| | value |
|---|---|
| predicted deflection (model, cracked section) | 13.4 mm |
| measured deflection | **11.8 mm** |
| residual after unloading | 0.6 mm |
| ratio measured / predicted | 0.88 |

Residual < 10 % of max → acceptable per the test protocol. LC2 torsion a bit higher than the model but ok.

## Notes to self
- Night was cold (6 °C), the levelling staff fogged up. Bring a cloth next time, seriously.
- Karim took photos of the truck positions with the drone before 1 am.
- I directed the truck positioning for LC2 and LC3 myself → good evidence for chartership (leadership).
- Report v1 sent to Pierre-Yves 9 May, v2 to the client 20 May.
"""

NOTES["notes/work/OA-088-passerelle-inspection.md"] = """---
structure: OA-088 Passerelle Saint-Vincent-Nord
type: inspection détaillée
planned: 2025-06-24
team: [Inês, Nadia Benali, Karim Haddad]
---

# OA-088 – Passerelle Saint-Vincent-Nord – inspection détaillée

Steel-concrete footbridge over the Saône, 1986, two piers (P1, P2), elastomeric bearings.

Planned for 24/06 with the nacelle (negative-reach MEWP) + Karim on ropes for the pier faces.

## Findings
- **Spalling with exposed rebar on pile P2, face amont**, ~0.4 m² at about 1.2 m above the water line. Rebar section loss looks small (<10 %), to be measured.
- Bearings at C0 (rive droite): corrosion of the steel plates, elastomer bulging. Bearing replacement probably needed within 3–5 years.
- Pigeons nesting on the bearing shelf at C3 — droppings everywhere, a thick crust over the bearings, hides the condition. Cleaning + anti-bird netting to recommend.
- Drainage: two gargoyles blocked.
- Handrail: OK, some paint loss.

## Classification (IQOA-like)
- Piers: 2E (structural defect, to repair)
- Bearings: 2E
- Equipment: 2

## To do
- [x] photos sorted
- [x] first draft of report
- [ ] repair cost estimate for the P2 spalling – Pierre-Yves wants it for the fee proposal
- [ ] ask Nadia for the thickness measurements
"""

NOTES["notes/work/ppe-and-kit.md"] = """# Site kit & PPE – what I take

Checklist before leaving for a site:

- [ ] harness (Petzl, the blue one – mine, not the shared one)
- [ ] helmet + headlamp (charge it!!)
- [ ] hi-vis jacket class 3, safety boots, gloves
- [ ] crack width gauge, tape, 5 m + 30 m
- [ ] hammer for sounding, chalk, spray paint (yellow)
- [ ] camera + spare battery, tablet with the inspection template
- [ ] life jacket when over water (Saône / Rhône sites)
- [ ] water, snacks, sunscreen in summer

## Access – my two cents
Honestly I'd rather be on the ropes than in the nacelle. Hanging from a rope I feel in control; in the basket of the negative-reach MEWP, swinging under the deck with the operator I don't know, I get a weird vertigo. So whenever there's a choice: rope access with Karim, nacelle only when we need to reach the bearings with heavy tools.

Early visits are better too – light is nicer on the concrete before 10h and traffic management is easier.

## Certificates
- IRATA level 1: valid until 03/2026 → renew in Feb (training centre in Vénissieux, 5 days)
- CACES nacelle: not mine, operator always from the rental company
- Habilitation électrique H0B0: ok until 2027
"""

NOTES["notes/home/move-plan.md"] = """---
title: Move-in plan – Théo & me
created: 2025-02-12
tags: [casa, déménagement, lease]
---

# Move-in with Théo 🏠

Flat found via Agence Foncière des Pentes: **42 rue Hénon, apt 3B, 69004** – 3 pièces, 64 m², 3rd floor no lift (ugh, the sofa).

## Money (from the draft lease, Feb)
| item | amount |
|---|---|
| loyer hors charges | 1 180 € |
| provision sur charges | 95 € |
| dépôt de garantie | 1 month HC |
| frais d'agence | ~ 760 € split 50/50 |

Split: 55 % Théo / 45 % me (his salary is higher). Joint account at the Banque Rhodanienne for rent + bills.

## Garant
- Decided 12/02: **Christine (Théo's mum) as guarantor**. She is ok with it, sends her docs.
- (Visale as plan B if the agency complains.)

## Checklist
- [x] visit the flat (8/02)
- [x] send dossier to agency
- [ ] sign the lease
- [ ] attestation assurance habitation before keys
- [ ] give notice on my studio (rue Pierre-Blanc) – lettre recommandée to M. Rivière
- [ ] Théo gives notice on his T1 in Villeurbanne
- [ ] sell: sofa, desk, IKEA bookcase, bike?, old TV
- [ ] moving van / friends – pizza + beer bribe
- [ ] change address everywhere (CAF, impôts, banque, Sécu, I-CAD for Pastel, employer)
- [ ] internet box

## Furniture: keep / sell
- Théo's sofa is better → sell mine
- Both have a desk → sell mine (smaller)
- My bookcase is nicer → sell Théo's
- Avó's cómoda → don't know yet, it's huge. Think about it.
"""

NOTES["notes/home/new-flat-rue-henon.md"] = """# 42 rue Hénon – apt 3B

Keys on 30 June (état des lieux d'entrée 9h). Moving day with the van on Saturday 5 July.

## Rooms (measured 8 Feb visit, roughly)
| room | size | notes |
|---|---|---|
| séjour | 5.10 × 4.20 | two windows on the street, parquet |
| chambre | 3.60 × 3.40 | volet roulant, wardrobe built-in |
| bureau/chambre 2 | 3.00 × 2.70 | Théo's guitar room / my desk?? to negotiate |
| cuisine | 2.80 × 2.40 | gas hob, no dishwasher space :( |
| sdb | | bath, washing machine connection |

## Internet
Compared three offers (fibre is in the building):
- Bouygues: 24.99 € first year then 37.99
- Sosh: 25.99 €, no TV, fine
- Free: Freebox Pop 29.99 € first year

**Decided (2 July): Freebox Pop** – Théo wants the TV thing for football and the installation slot was the earliest (10 July). Bouygues would have been cheaper but no slot before August.

## Misc
- gardienne: Mme Rocha, loge RDC, very chatty, lovely. She takes parcels.
- bins: courtyard, yellow bin = recyclables.
- The chaudière is an old wall-mounted gas one in the kitchen, agency says it's serviced every year (see the flat info sheet for the emergency number).
"""

NOTES["notes/home/pastel.md"] = """---
name: Pastel
species: cat (European shorthair, grey tabby)
born: 2019-04 (approx.)
---

# Pastel 🐈

Adopted from the SPA de Lyon in 2020. Spayed. Microchipped (number on her vet booklet and in the transfer mail from the Terreaux clinic).

## Vets
- **Old:** Clinique Vétérinaire des Terreaux – Dr Aurélie Masson, 1er arrdt. Great but far from rue Hénon now.
- **New (since Sept 2025):** Cabinet Vétérinaire du Plateau – **Dr Yannick Perrot**, 11 rue d'Ivry, 69004. Tel 04 65 71 20 48. Five minutes on foot.

Records transferred end of August (mail from Terreaux 28/08).

## Food
- Dry: the salmon kibble, 45 g/day split in two
- Wet: one pouch in the evening – salmon or tuna. Refuses chicken, always has.
- Water fountain: change filter monthly.

## Health
- Vaccines (typhus/coryza) yearly – next reminder around end of November.
- Tends to get hairballs in spring → malt paste.
- Weight 4.3 kg (Sept).

## Admin
- [x] ask Terreaux to send the records to the new vet
- [ ] update the address on the I-CAD (the chip database) – still the old studio address!
- [ ] insurance? probably not worth it
"""

NOTES["notes/admin/naturalisation.md"] = """---
title: Naturalisation française – dossier
tags: [admin, nationalité, ANEF]
deposited: 2025-04-08
---

# Naturalisation par décret – my dossier

Filed online on ANEF on **8 April 2025**. Dossier number: in the accusé de réception email (8/04) – never remember it, look there.

## Pièces
- [x] passeport / cartão de cidadão (copy)
- [x] titre de séjour – n/a (EU citizen), attestation of residence instead
- [x] acte de naissance – extrato multilingue from the Conservatória (mãe got it in Feb)
- [x] diplôme TCF – B2 (passed Feb 2025)
- [x] avis d'imposition 2022, 2023, 2024
- [x] 3 last fiches de paie + contrat CDI + attestation employeur
- [x] justificatif de domicile (was the studio, updated after the move – uploaded the new lease in July)
- [x] casier judiciaire / registo criminal português
- [ ] **certidão de casamento dos pais** – the préfecture asked for it in the complément (Sept). Mãe has to ask the Conservatória in Braga. Still waiting!!
- [ ] translation by a sworn translator (traducteur assermenté) of the certidão when it arrives

## Timeline
- 08/04 dépôt ANEF
- 22/05 dossier complet?? – no, they asked for the new address proof
- 10/09 convocation for the entretien d'assimilation (see the mail, convocation attached)
- complément requested at the same time: parents' marriage certificate

## Entretien prep
- Practise with the assistant (chat saved in chats/)
- Read the charte des droits et devoirs du citoyen français
- Know: devise, symboles, laïcité, histoire (Révolution, 1958, Europe)
"""

NOTES["notes/admin/portugal-papers.md"] = """# Papéis portugueses

## Cartão de Cidadão
- Expires 02/2026 → renew at the consulado in Lyon (appointment online, slots are rare).
- Appointment got: 16 October 2025 at 10h20. Bring old card + photo? (they take the photo there).
- Done 16/10, new card to arrive in ~6 weeks, they'll send an SMS.

## Passaporte
- valid until 2029, fine.

## Morada
- Update address in Portugal records after the move → done at the consulate at the same time.

## IRS Portugal
- Not resident fiscally in PT since 2021. Nothing to declare. Pai keeps asking.
"""

NOTES["notes/fado/repertoire.md"] = """---
group: Fado Rhône
members: [Inês (voz), Rui Tavares (guitarra portuguesa), Sofia Menezes (viola), Lucas Ferrand (viola baixo)]
updated: 2025-06-10
---

# Repertório

| Fado | Type | Key (me) | Notes |
|---|---|---|---|
| Fado Mouraria | tradicional | Ré menor | my favourite – the one I'd sing every night |
| Fado Menor | tradicional | Mi menor | opens the set usually |
| Estranha Forma de Vida | fado-canção (Amália) | Si♭ | audience loves it |
| Barco Negro | canção | Lá menor | Lucas hates it (too many repeats) |
| Fado Corrido | tradicional | Ré maior | closer, people clap |
| Lágrima | canção | Fá menor | only in small rooms |
| Povo que Lavas no Rio | canção | Mi menor | |
| Fado Bailado | tradicional | Sol maior | new, still learning the verses |

Honestly I prefer the fados tradicionais to the canções: same melody, new words, and you can play with the phrasing every night. Fado Mouraria above all.

## Set for Fête de la Musique (21 June)
1. Fado Menor
2. Estranha Forma de Vida
3. Fado Mouraria
4. Barco Negro
5. Lágrima
6. Povo que Lavas no Rio
7. Fado Corrido

Rehearsals: Thursdays 20h at Sofia's, montée de la Grande-Côte.
"""

NOTES["notes/fado/gigs-2025.md"] = """# Gigs 2025

| date | venue | fee | notes |
|---|---|---|---|
| 2025-02-14 | Café Alfama (Croix-Rousse) | 150 € + dinner | Valentine's, too loud, people talking |
| 2025-04-05 | Maison du Portugal, Villeurbanne | 200 € | Festa, 25 de Abril early |
| 2025-06-21 | Bar Le Miradouro | see booking mail | Fête de la Musique |
| 2025-09-27 | private – wedding in Oullins | 400 € | Rui's contact |
| 2025-12-13 | Cave des Canuts | door split | Christmas fado night |

Split: equal four ways after costs (Lucas's amp transport etc.).
Xaile: the black one is getting old – ordered a new one in November.
"""

NOTES["notes/daily/2025-01-20.md"] = """# 2025-01-20 (Monday)

- Team meeting 9h – PY assigned me the OA-217 load test prep with Nadia. Yay, finally a real design-ish thing.
- Lunch with Nadia: she did her ICE review last year, says the interview is mostly about the report, be ready to defend numbers.
- TCF exam in 4 weeks (15 Feb). Need to do the compréhension écrite practice.
- Evening: rehearsal moved? no – normal Thursday. Today just singing at home, Pastel hates Barco Negro apparently (left the room).
- Théo visited 3 flats this weekend in the 4e, all tiny. Rue Hénon one next week?
- [ ] call mãe about the certidão de nascimento
"""

NOTES["notes/daily/2025-04-02.md"] = """# 2025-04-02 (Wednesday)

Long day. Load test prep meeting with the Métropole (trucks confirmed by the contractor).

**Garant: changed our mind.** The agency won't take Christine – retired, her pension is under 3× the rent and they are strict. Théo didn't want to ask his dad. So:
→ **We go with Visale.** Applied this evening on the Visale site, both of us, takes 2 min apparently. Called Christine to say thank you anyway, she was relieved I think.

- naturalisation: everything scanned, will upload on ANEF next week (see how-to txt)
- fado: Rui wants to add Fado Bailado. OK but I need the lyrics printed big.
- Pastel threw up on the duvet. Classic.
"""

NOTES["notes/daily/2025-07-06.md"] = """# 2025-07-06 (Sunday)

WE MOVED. Yesterday. My legs.

- Van (20 m³) picked up at 8h, returned 19h30. Théo drove, I navigated, Rui + Lucas + Théo's cousin carried. The sofa got stuck on the 2nd floor landing for 15 min.
- Pastel hid under the bath for 6 hours then discovered the window sill on the street side. Queen of the flat now.
- Broke: one glass, the lamp shade. Fine.
- Boxes left: ~20, mostly books and Théo's vinyls.
- The internet guy comes on Thursday.
- Still need: curtains, a shelf for the bathroom, change address at the CAF.
"""

NOTES["notes/daily/2025-10-09.md"] = """# 2025-10-09 (Thursday)

- Heating! The chaudière stopped on Monday night (error F28, no ignition). Agency's number didn't answer until Tuesday.
- Tuesday 7 Oct: the heating guy came – **Fabrice Gomes (Gomes Chauffage)**, sent by the agency. Replaced the ignition electrode + cleaned the burner. Took 1h. Said the boiler is ~15 years old, "elle tiendra encore deux hivers". Invoice goes to the landlord. His mobile: 06 39 98 41 07 – keep for next time.
- Work: OA-341 site visit report, drawings from the 70s are useless.
- Rehearsal tonight – second time at the new place. The acoustics are better than Sofia's living room honestly.
- Mãe called: still nothing from the Conservatória.
"""

NOTES["notes/daily/2025-11-18.md"] = """# 2025-11-18 (Tuesday)

- Chartership: cutting words. Julien's comments are fair. 3 evenings this week.
- Old studio: **M. Rivière still hasn't returned my dépôt de garantie (650 €)**. The état des lieux de sortie was clean on 31 July, so he had one month. Four months now. Sent a reminder SMS on 3 Nov – nothing. Next: lettre recommandée mentioning the 10 % penalty per month of delay? Ask Théo's cousin (juriste).
- Pastel: vaccine next week, don't forget the carrier in the cave.
- Fado: Cave des Canuts on 13/12, need to learn the last verse of Fado Bailado.
- Natal: flights booked (Théo did it). Need to find someone for Pastel → asked the student on the 2nd floor, she'll tell me this week.
"""

NOTES["notes/misc/gift-ideas.md"] = """# Gift ideas

## Mariana (birthday 21 Aug)
- ~~a Lyon silk scarf~~ (gave it last year)
- concert tickets? she likes Capicua, check dates in Porto
- the good olive oil from the market?? no, she is in Portugal, lol
- **→ gave: a weekend voucher in Annecy (for her + Tiago) when she visited**

## Mãe
- photo book of the new flat + Pastel
- lavender stuff from the Drôme

## Théo
- Christmas: vinyl of Carlos Paredes (Guitarra Portuguesa) – he keeps listening to Rui's
- A proper guitar stand

## Julien (for being SCE)
- bottle of Port (a 20 year tawny) after the review
"""

NOTES["notes/misc/recipes.md"] = """# Receitas

## Bacalhau à Brás (the way avó did it)
- 400 g bacalhau demolhado, desfiado
- 500 g batata palha (or fry thin sticks yourself if motivated)
- 2 onions, thin, 3 cloves garlic
- 6 eggs, parsley, black olives
1. Onion + garlic slow in lots of olive oil.
2. Add the cod, 5 min.
3. Batata palha, then eggs beaten, fire OFF almost immediately – must stay creamy.
4. Salsa + azeitonas on top.

**Sem coentros. Never.** I hate coriander, tastes like soap — I know, a Portuguese woman who hates coentros, the family laughs at me. Use salsa.

## Caldo verde
- 4 potatoes, 1 onion, couve galega cut super thin (the Portuguese shop in Villeurbanne sells it already cut)
- chouriço slices on top, olive oil drizzle

## Théo's gratin dauphinois
- he insists on no cheese. Correct, apparently.
"""

# ---------------------------------------------------------------- long rambling notes

NOTES["notes/journal/2025-03-rambling.md"] = """# Março – brain dump (written on the train back from Grenoble, 23/03)

OK. A lot happened and I haven't written anything for weeks so here it all goes, in no order, because my head is like a box of cables.

Work first because it eats everything. The OA-217 thing is real now. Pierre-Yves came to my desk on a Tuesday and said, in that way of his that sounds like he's ordering a coffee, "tu prends l'épreuve de chargement de Vernaison avec Nadia". Just like that. So now I'm doing the model for the load test, the load cases, the instrumentation plan, and I have to talk to the Métropole, which means talking to a person who answers emails at 11 at night and expects an answer by 8. It is scary and great. I definately redid the cracked-section stiffness three times because I didn't trust my first number. Nadia laughed at me and said that's the correct number of times. The bridge itself is a nice ugly 1978 prestressed thing, three spans, carbon plates under the middle one since last year. I like these old bridges, they have character, somebody did the calculations by hand and you can see the choices in the drawings, the little notes in the margin. The drawings of OA-341 on the other hand are a disaster, half of them missing, the other half in a format nobody can open. That's for the autumn, thank god.

Julien and I had our first proper meeting about the chartership in February. He's so calm. He says the ICE wants to see me, not the company, and that I write like a Portuguese civil servant (fair). We listed the attributes and I'm weak on the commercial side because nobody lets juniors near the money. He said to ask Pierre-Yves directly. I haven't yet. I'm a coward about money conversations, in every language.

The TCF! I passed. B2. The written part was fine, the oral was a man with a very thick moustache who asked me about urban cycling policy for ten minutes and I had opinions. So now the naturalisation file can really start. The list of papers is absurd: my birth certificate in the multilingual version, criminal record from Portugal, three years of tax notices, payslips, the contract, proof of address — which is a joke because the address is going to change in four months. Mãe went to the Conservatória in Braga for the birth certificate and then called me for forty minutes about how rude the lady was, and how Dad wanted to drive her but then didn't because of his back, and how the neighbour's son is marrying a Spanish girl. I love her. I need to scan everything next week and do the ANEF upload. There is a how-to I wrote for myself somewhere because the platform is horrible with file sizes.

The flat. So we have a flat, almost. Rue Hénon, third floor, no lift, which Théo thinks is "good for the legs" and I think is going to be hell on moving day with his sofa and my books. The agency lady, Sandrine, is efficient in that terrifying French way, everything by email, everything with a PDF. The first draft of the lease was more than we wanted, and Théo — who is better at this than me — wrote a very polite email asking for a little less because the kitchen has no space for a dishwasher and the windows are single glazed in the small room. We're still waiting. The guarantor thing is a mess. We said Christine, his mum, and she agreed, she was sweet about it, sent all her papers the same week. But she's retired and I have a feeling the agency will make a face. Théo says it will be fine. Théo always says it will be fine. I have to check what the alternative is, there's a state thing, Visale, that I keep hearing about from colleagues. Not decided, just a worry in the back of my head.

Fado. We played the Café Alfama on Valentine's Day and it was awful in the way that only a bar full of couples on a date can be awful, everyone talking through Lágrima, one guy proposing during Barco Negro (she said yes, I'll give them that). Rui was furious and then he laughed. I think I need to say it somewhere: I don't want to do these bar gigs where nobody listens. I'd rather play for thirty people who shut up. The Maison du Portugal gig in April should be better; it's the community, they know the songs, the old ladies sing along and cry. Sofia is tired lately, she's working two jobs and her living room is where we rehearse so she has to tidy every Thursday, and I feel bad. She said something about maybe moving to Bordeaux for her partner. I hope not.

Mariana sent me a photo of her new office in Matosinhos, which has a view of the port cranes. She's doing well. She also sent voice messages that I haven't listened to because they are seven minutes long. She does that. Mãe and Pai are fine, the house in Braga is getting old, Pai keeps saying he's going to fix everything himself, which terrifies all of us.

Pastel is fine. Fat. The vet at Terreaux says 4.5 kg is the limit. She's 4.4. We'll see. When we move she will need a new vet because the Terreaux clinic is on the other side of the hill, and with a cat in a carrier on the Croix-Rousse slopes, no thank you. Also the chip registry thing — the address — I'll have to update that. There are so many addresses to update. I made a list in the move plan but it keeps growing.

I want to write about the Grenoble trip since I'm on the train. We went for the weekend with Théo to see his cousin, walked up to the Bastille instead of taking the bubbles, ate a raclette in March because the French have no rules, and Théo's cousin (the lawyer one, the juriste) gave me a long explanation of how deposits work when you leave a flat. Useful later I suppose. I keep forgetting that I'm leaving my studio, the studio I've had since I arrived in Lyon, with the yellow wall and the window on the courtyard and M. Rivière who never fixes anything. I'm a bit sad. It's silly.

Other random things, so I don't forget:
- buy a black shawl, the xaile is falling apart
- call the bank about the joint account
- the ICE Lyon group had a talk on cable-stayed bridges, I missed it, CPD hours!
- Nadia's birthday is in April
- the bike needs new brakes or I sell it with the furniture
- look at the Eurocode traffic load model again (LM1) vs the test trucks — I still can't explain simply why the test load is lower than the design load. Asked the chatbot, it gave an okay answer.

What else. Money. With the move, the agency fees, the deposit, the van, I'm going to be broke in July. The joint account plan is 55/45, which is fair, I think, because Théo earns more. I'm a junior engineer in Lyon, I'm not complaining, but the rent of the new place is more than double what I pay now. Things change. We said we'd do a budget in a spreadsheet. We said that in January.

I'm also thinking about the long term: nationality, chartership, maybe a master in structural health monitoring one day. And babies? Not now. Mãe asks. Every call. "E então?" Then nothing.

Théo's side of things, because this is also his move: he's exhausted with the lycée, the terminale class is a zoo this year and he's correcting physics homework every night at the kitchen table of his tiny T1 in Villeurbanne. He wants a room for his guitars in the new flat. I want a room for my desk. There is one small room. This is going to be the great negotiation of 2025. I offered a schedule (mornings mine, evenings his), he laughed. He also wants a TV for the football, which I don't care about as long as it's not in the bedroom.

Lyon in March: the light is coming back, the quays are full of runners again, the Saône smells like river in the morning when I bike to the office. The bike, yes. The brakes squeal so loudly that people turn around. Either I fix them or I sell it with the rest. I went to the Carminho concert at the Auditorium with Rui and Sofia, the fourth row, and I cried twice, once at the very first note. She did one song at the end with only the guitarra and the whole hall went silent. That's what I want, that silence, I think I've written this before. Rui said afterwards that we're "mais tradicionais" than her, which is his way of saying he disliked the orchestra.

Office news: we're moving floors in May, to the 4th, with a view of the railway. Pierre-Yves is already fighting for the corner. Nadia and I want to sit near the window together. Also the new printer eats A3 drawings, which for a bridge office is a design flaw of the universe.

French admin vocabulary learned this month, for the record: "pièce justificative", "avis d'imposition", "garant", "caution solidaire", "état des lieux", "préavis", "relance". I use them now at dinner like a real French person and Théo makes fun of me.

The train is arriving at Part-Dieu, I have 4% battery, the end.
"""

NOTES["notes/journal/2025-08-rambling.md"] = """# Agosto – dump after the holidays (27/08, on the balcony, Pastel asleep on my feet)

The flat is ours now. It feels like a flat where people live, finally, not a warehouse of boxes. Two months since the keys. Let me try to write everything down because September is going to be crazy.

The move. The day itself I already wrote about, it was chaos with a happy ending. After that we had two weeks of living out of boxes, of eating pasta with a single fork because the cutlery box was lost (it was in the bathroom, labelled "livros"). The internet came on the 10th, Théo watched a match that same evening, which I think was his whole plan for the box choice. The état des lieux was fine except some scratches on the parquet near the window and the bedroom blind that doesn't go up properly — the agent noted it, I sent everything to Théo so we'd have it in writing. The agency says the landlord will "look into it". Hmm.

The studio handover: I did the état des lieux de sortie with M. Rivière on the 31st of July, he walked around with his glasses on his forehead, found nothing, signed, said bon courage. So the deposit should come back soon. I'm writing it here so I remember the date.

Mariana came! 14 to 18 August. It was so good to have her here. She arrived with a suitcase full of things from Mãe: chouriço, queijo da Serra, a jar of marmelada, three packs of Portuguese coffee and — of course — a letter from Pai with a drawing of how he's going to fix the roof. We walked all over the Croix-Rousse, the traboules, she loved the Fourvière view at night. We ate at a bouchon where she ordered andouillette without knowing what it was, that was a memorable face. We went to the lake at Miribel on the Saturday with Théo. For her birthday I gave her the weekend in Annecy for her and Tiago, she cried, I cried. She and Théo get along, which is a relief; she thinks he's "muito calmo para ti". Thanks, mana.

Furniture. We sold almost everything we wanted to sell. My sofa went fast, my desk too. Théo's bookcase took ages, people kept asking if it was "en bon état" and then not showing up. The spreadsheet with the sales is a bit messy but the total is decent, it paid for the van and a bit of the agency fee. Now the big one: avó's cómoda. I was going to sell it. It's huge, dark wood, the drawers stick, it takes half of the bedroom. But I opened the top drawer and it still smells like her house in Guimarães, lavender and naphthalene, and I just couldn't. I talked to Théo and he said it's your grandmother's, it stays, we'll put it in the hallway. So: **the cómoda stays. Not selling it, final.** It's in the hallway now with Pastel's brush and the keys on top. Good decision. Mãe was happy when I told her.

Fado. Summer break for rehearsals in August, which was needed. The Fête de la Musique gig in June was probably the best of the year: a terrace on the quay, people listening, a warm night. The owner gave us dinner. What I realised there, and I want to write it down properly because I keep forgetting what I actually like: I love singing unplugged. When we had the microphones at the Café Alfama I felt like I was shouting into a box, and my voice came back at me from a speaker two metres to the left, and I couldn't hear Rui's guitarra. At the Miradouro, at the end, when the speaker died, we did the last two songs without any amplification, and it was the best part. Fado is meant for small rooms and a silent audience. I prefer fewer people and no microphone every single time. Rui agrees. Lucas not so much because his bass disappears without the amp. We'll argue about it forever.

Sofia told us properly that she's leaving, to Bordeaux, in October. I'm sad. She's been the viola since the beginning. Rui says he knows someone. The rehearsal place is also a problem because we rehearse at her flat. We need a room. Lucas mentioned the MJC where his kid does judo.

Work. The passerelle inspection finally happened in July after being moved (the nacelle rental). Everything was as expected except the spalling on one of the piers was worse than the last inspection and the pigeon situation on the bearings, which is apocalyptic. The report is nearly done, a few bits missing. The OA-217 report got accepted by the Métropole, the bridge reopened to trucks. I felt proud walking over it with Théo on a Sunday.

Chartership. I have an outline, and Julien liked it. I need to actually write. I registered for the review and now there's a deadline, which is the only thing that makes me work. The ICE sends emails in a very British tone, "we are pleased to confirm".

Naturalisation. The préfecture asked for the new proof of address after the move and I uploaded the new lease in July. No news since. People on the forums say it takes 12 to 18 months. Breathe.

Pastel and the vet: we had to choose a vet near the new flat. I asked Mme Rocha, who knows everything about the building and the street, and she recommended the one on rue d'Ivry, five minutes away. I asked the Terreaux clinic to send her records there. Pastel is not informed.

Health and body: my back hurts from the boxes. I started going to the pool at Saint-Exupéry? no, the one on the Croix-Rousse, the Lafayette? I keep forgetting the name. Twice a week, at 7. Let's see how long this lasts.

Money. August was the most expensive month of my life. Agency fees, deposit, the van, the furniture we bought (a bed! an actual bed!), the guarantor thing cost nothing at least. I'm not looking at the bank app until September.

Neighbours, since we're new here: Mme Rocha the gardienne knows everyone's business and shares it generously. The couple on the 4th have twins who run at 7 am exactly above our bedroom. The student on the 2nd floor, very sweet, studies veterinary medicine in Marcy-l'Étoile and already asked to meet Pastel. The old gentleman on the 1st floor plays the accordion on Sunday afternoons, badly, with passion. I like this building.

Random list:
- buy curtains for the small room (Théo's "guitar room" which is my desk room, the negotiation continues)
- plant basil on the balcony (did, it died)
- call avó's sister for her 90th in September
- Nadia's leaving drink? no, that's next year
- change address: CAF done, impôts done, bank done, Sécu done, employer done.

Théo's parents came for lunch on the last Sunday of July, the first official visit. Christine brought a plant and a bottle of Savoie white and said the flat was "lumineux", which in her language is high praise. Jean-Marc (his dad) inspected the window frames for ten minutes, he is an engineer too, retired, hydraulics, and we talked about dams while Théo and his mum did the dishes. I think that went well. Christine didn't mention the guarantor story at all, which I appreciated. She also asked about my naturalisation and said I'd be "plus française que nous" with all the papers I had to find, which is true.

Work bits that I want to remember for the chartership: the day the OA-217 reopened to heavy vehicles, the client at the Métropole sent a two-line thank-you to Pierre-Yves, and he forwarded it to me with just "bravo". For Pierre-Yves, that's practically a hug. And in July I did my first solo meeting with a contractor on the passerelle repair scope, in French, with numbers, and nobody noticed I was terrified. The contractor called me "mademoiselle" twice and I called him "monsieur" back every time, very politely, until he stopped.

The heat in Lyon in August is stupid. 38 degrees for four days, the flat on the third floor under a zinc roof is a sauna from 4 pm. We closed all the shutters during the day like the Portuguese grandmothers do (the one in the bedroom, of course, half-closed forever anyway). Pastel lay flat on the bathroom tiles like a rug. We went to the lake twice, and I swam properly for the first time in years. I also started reading again: a French crime novel set in Lyon that Théo's mum lent me, and a book of poems by Sophia de Mello Breyner that Mariana brought. The poems are better.

One last thing: I think I want to write a fado. Just the words, on a traditional melody, Fado Mouraria maybe. About the Saône. Rui says everyone starts with a river. Fine, I'll start with a river.

OK. Pastel woke up and is biting my toe. Enough.
"""

NOTES["notes/journal/2025-11-rambling.md"] = """# Novembro – another brain dump (16/11, Sunday, rain)

Rain for six days. Lyon in November is a grey aquarium. I'm on the sofa with tea, Théo is at his football, and I'm supposed to be cutting words from my chartership report. So obviously I'm writing this instead.

Chartership first, so I feel guilty properly. Julien sent his comments on the draft. They're good comments, which is the worst kind, because I have to do them. Too long, the leadership part is vague, the sustainability attribute is "a paragraph about concrete being bad for the planet" (his words, ouch). He wants the night of the load test told as a story of decisions: what I decided, why, what I would do differently. He's going to be away part of December so I need to move fast. I've blocked three evenings this week. I also need the fee proposal from Pierre-Yves for the commercial attribute, which I finally asked about, and he said "bien sûr" and then forgot. Reminder on Monday.

Work otherwise: the OA-341 viaduct visit in October went fine, it's a beautiful thing in a terrible state. The new team meeting slot is earlier and I am not a morning meeting person, I'm a morning site person, there's a difference. Nadia is going on maternity leave in February, so I'll inherit two of her structures. Grown-up responsibilities.

The flat. Still in love with it, mostly. The heating broke at the start of October and a very nice man came and fixed it in an hour and told me my boiler is a grandmother. The bedroom blind — the one noted on the état des lieux in June — is STILL broken. It stays half-down, so the room is always in a kind of twilight. I wrote to the agency in July with a proper letter (the one I drafted with the chatbot, after correcting its weird formal French), they said the landlord would send someone. Nobody came. I called again on 4 November and the agency says now the artisan is booked for "early January". So: volet still not repaired, waiting for January, and I have to chase them if nobody shows up. I put a blanket over the curtain rail in the meantime, very chic.

The charges went up after the yearly régularisation — something about the building's heating of the common areas and the water. The agency explained it all in a long email with a table, I skimmed it, Théo read it twice. I think it's fair but annoying.

The old studio deposit: still nothing from M. Rivière. I'm getting angry. It's money I actually need.

Naturalisation: the convocation came in September for the interview in December. I have been practising with the chatbot in French, it asks me questions about the Republic and I answer like a schoolgirl. The values: liberté, égalité, fraternité; laïcité; the date of the Declaration of the Rights of Man; who is the President of the Senate (I had to look it up, no one knows that). Also they want the marriage certificate of my parents, which Mãe is supposedly getting from the Conservatória, which is an epic I'll spare myself describing. It's the last missing piece. Then a sworn translator. Then I wait.

Portuguese card renewed at the consulate, the new one should arrive in a few weeks. The consulate was the usual: a room full of Portuguese grandmothers speaking loudly, one baby, one man shouting at the window. Felt like home.

Fado. Sofia left in October, we had a farewell dinner with too much vinho verde. The new viola player Rui brought in is great, young, classical training, reads everything, but he plays a bit too clean, too many notes. It's coming. We rehearse now in a proper room, no more tidying Sofia's living room. Cave des Canuts in December, the Christmas fado night. I'm nervous about Fado Bailado. I ordered a new xaile online because the old one has a hole the size of a coin. Black, long fringes. I look like a widow from 1950, perfect.

Mariana and I talk every day on Telegram, mostly about nothing. Pai's roof adventure is the family soap opera of the autumn. Mãe is fine. Tiago proposed? No. Not yet. Mariana says she'd say no anyway, she says it every time.

Christmas! We decided. It was a long discussion because Théo's family does a big Christmas in Annecy and mine does a big Christmas in Braga, and we can't do both. Théo booked the flights already. His parents were okay about it in the end. Pastel stays here with a neighbour coming to feed her twice a day.

Pastel: vaccine at the end of the month at the new vet. She will scream in the carrier the entire five minutes.

What else. Health: I go to the pool once a week now, not twice. My back is better. I'm reading a novel by Valter Hugo Mãe, slowly, it's beautiful and sad.

Money: After the move chaos, things are stable. The joint account works, we argue less about groceries. The furniture money is spent. I'd like to save for a trip to the Azores next summer. Théo wants Scotland. We'll see.

Small joys of November, so this isn't only a list of complaints: the chestnuts roasted on the corner of the Grande Rue; Pastel discovering the radiator shelf; Théo learning to make caldo verde (too much chouriço, but the intention counts); the new xaile arriving soon; Rui's little daughter drawing me with a black shawl "like a bat"; the first snow on the Alps visible from the Croix-Rousse on a clear morning, just once, before the rain came back. Also the consulate sent an SMS, the card is on its way. And the ICE Lyon group had a good talk on bridge bearings that I actually attended, CPD hours, with notes, like a grown-up.

Also: Rui lent me a box of old fado records from his father, 78s and LPs, Hermínia Silva, Alfredo Marceneiro, Maria Teresa de Noronha. We don't have a record player that can do 78s, Théo is already looking online for one, which is a dangerous hobby to start in a flat with no space.

Less joyful: the dentist says I grind my teeth at night. Stress, apparently. Who would have thought.

Things to do (copied also elsewhere but whatever):
- finish report, cut, send to Julien
- chase agency about the volet in January if nobody comes
- lettre recommandée to M. Rivière
- buy Théo's Christmas present (the Carlos Paredes vinyl)
- translator for the certidão once it arrives
- learn the Fado Bailado verses

The OA-341 viaduct deserves its own paragraph because I loved that visit. A 1970s reinforced concrete viaduct in the south, seven spans, over a small valley and a railway, built in a hurry and forgotten since. The drawings we have are copies of copies. We walked the whole deck with Nadia and Karim, hammer-tapping, and half the cornice sounds hollow. Karim went down on the ropes on two piers and came up with a face I know: there are cracks there that nobody has ever written down. It's going to be a long report. Pierre-Yves wants me to lead it because Nadia will be gone. I'm scared and excited, the usual combination. Julien says it's also good material for the interview, "they love a new defect".

Nadia's pregnancy: she told the team in October, we had cake, Pierre-Yves made a speech that went on a bit long about "la relève". She's going to be away from February until the summer. I'll take over her two structures on the Rhône and the monitoring contract on the old suspension bridge. That's a lot. I asked for the training on the monitoring software before she leaves. We'll see if that happens.

Identity thing, a recurring thought this month, maybe because of the interview prep. When I get the nationality (if), I'll be Portuguese and French. Mãe asked if I'm "deixando de ser portuguesa". No, Mãe. Nobody stops. But I noticed I dream in French sometimes now, and when I'm angry I swear in Portuguese, and when I sing I'm only Portuguese. The fado is the part of me that doesn't move.

Théo and I had our first real fight in the flat, about the small room again (my desk vs his guitars), which ended with a compromise I think is fair: the desk stays, the guitars are on the wall, he practises when I'm at rehearsal. Then we ordered pizza and watched a terrible film. Adulthood.

I want to plan next year a bit: the review interview in spring, the nationality decision maybe in spring or summer, the Azores or Scotland in summer, and maybe a proper fado gig in a real theatre? Rui has a contact at a festival in Grenoble. Dreams.

Mariana also asked me to be godmother if she ever has a baby, which is a very Mariana way of announcing nothing. Then she sent a sticker of a crying cat. I said yes, obviously.

The rain stopped. I'll go for a walk before it's dark at five. I hate November, I love this flat.
"""

# ---------------------------------------------------------------- plain text files

NOTES["txt/pastel-catsitter-sheet.txt"] = """PASTEL – CAT-SITTER SHEET (for Léa, 2nd floor)  – Christmas 2025
==================================================================

Thank you Léa!! We're away 22 to 27 December. Back the 27th in the evening.

ACCESS
  - Spare key: with Mme Rocha (gardienne), in her loge on the ground floor, left side of the hall.
    She knows you're coming. Please give it back to her on the 27th.
  - Apt 3B, third floor, door on the right. The lock is stiff: pull the door towards you and turn.

FEEDING  (twice a day, morning + evening)
  - Dry food: 20-25 g morning, 20 g evening (the blue scoop = 20 g). Box in the kitchen cupboard left.
  - Wet food: 1 pouch in the evening, SALMON or TUNA only. She refuses chicken.
  - Water fountain: top it up, it's on the kitchen floor.

LITTER
  - In the bathroom. Scoop once a day please, bags under the sink.

BEHAVIOUR
  - Pastel hides the first day, she'll come out. Don't chase her.
  - She likes the window sill in the living room – please keep the window closed!!
  - She throws up hairballs sometimes, that's normal.

IF SOMETHING IS WRONG
  - Vet: Cabinet Vétérinaire du Plateau, 11 rue d'Ivry – 04 65 71 20 48
  - Me: +33 6 39 98 12 55 (WhatsApp/Telegram ok)   Théo: +33 6 39 98 77 30

WIFI
  - network HENON-3B  /  password: cavaquinho-73-azul

Help yourself to tea and the pastéis de nata in the freezer :)
"""

NOTES["txt/flat-henon-infos.txt"] = """42 RUE HENON - APT 3B - INFOS PRATIQUES
(for us + guests)

Digicode porte rue : 4519B   (changes sometimes - the gardienne puts a note in the hall)
Interphone : CARVALHO-MARCHAND (took 3 months to get the label changed)

Wi-Fi
  SSID : HENON-3B
  mot de passe : cavaquinho-73-azul
  box in the living room behind the TV. If it blinks red: unplug 30 s.

Gardienne : Mme Rocha, loge RDC (mornings 8h-12h). Takes parcels.

Cave : cave n°14, sous-sol -1, access through the courtyard door (same key as the letterbox,
       the small brass one). Bikes go there. Pastel's carrier + Christmas stuff too.

Poubelles : courtyard. Yellow = recyclables (Tue/Fri), grey = ordinary (daily exc. Sunday).
            Glass: the big bin on place Commandant-Arnaud.

Chauffage / eau chaude :
  - Chaudière gaz murale in the kitchen. Pressure must stay between 1 and 1.5 bar.
  - Annual service by the landlord's company.
  - Emergency (agency) : Thermi-Services 04 65 71 03 90 (24/7 they say... lol)

Compteurs : electricity in the hallway cupboard, water in the bathroom under the sink.

Agence Foncière des Pentes : 04 65 71 55 10 - gestion@foncierepentes.example
"""

NOTES["txt/how-to-anef-upload.txt"] = """HOW-TO: uploading the naturalisation papers on ANEF (notes for myself, April 2025)

1. Log in via FranceConnect (use the impots.gouv login, it's the one that works).
2. "Je demande la nationalité française" -> "par décret" -> it asks about residence, family, job.
3. Scan everything in PDF, 1 document = 1 file. MAX 10 MB per file, it refuses silently above.
   -> use the office scanner at 300 dpi, black & white for text pages, colour for the ID.
   -> Merge multi-page docs (payslips x3) into ONE PDF, otherwise the upload field only takes the first.
4. File names: no accents, no spaces. e.g. acte_naissance_extrait_multilingue.pdf
5. Foreign documents: the Portuguese extrato multilingue does NOT need a translation (EU form).
   Anything else in Portuguese needs a traducteur assermenté (list on the cour d'appel de Lyon site).
6. At the end: "Valider" -> you get an accusé de réception by e-mail with the dossier number.
   Keep that mail!! They ask for the number every time you call.
7. After that, follow the status in the ANEF "Mon espace". Complements are requested there too,
   you get an email but the actual request is only visible in the platform.

Time it took me: 2h30, including one crash of the site.
"""
