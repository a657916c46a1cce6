from lib import write

PAPA = """---
title: Papa — prothèse de hanche (2025)
created: 2025-03-25
updated: 2025-09-05
tags: [famille, papa, canterbury, santé]
---

# Papa — hip replacement, Canterbury 2025

*Note en anglais surtout, parce que je copie-colle la moitié des mails de Tom et de l'hôpital. Les bouts
en français, c'est moi qui râle.*

## Background

Dad (Bernard Fournier, 76) has had osteoarthritis in his right hip for years. Since last autumn he can't
walk to the end of Orchard Row without stopping, he has given up the allotment, and he sleeps badly because
lying on either side hurts. Mum (Margaret, 73) does all the lifting and carrying, which she shouldn't with
her back. He was put on the waiting list for a **total hip replacement** (right side) in October 2024
after the X-rays.

- Hospital: St Dunstan's Hospital, Canterbury (the orthopaedic unit is the new building behind the car park).
- Consultant orthopaedic surgeon: **Mr Adrian Mensah**. Dad likes him because he "speaks to me and not to
  the computer". His secretary is Pauline, 01632 960 418.
- GP: Dr Helen Marsh, Northgate Surgery.
- Pre-op assessment: done 18 March (bloods, ECG, MRSA swabs, a long list of questions about the stairs at
  home).

Parents' address: 7 Orchard Row, Canterbury CT2 7QX. Landline 01632 960 227. Tom (mon frère) lives in
Walthamstow and can be in Canterbury in under two hours by car; I'm the one who has to organise trains,
work and Louise.

## Dates — and the first one that fell through

Tom phoned on 24 March: operation booked for **Wednesday 14 May 2025**. I blocked 12–24 May, warned
Bérénice at Pont-Levis, warned Nadège.

Then on 9 April Tom again: cancelled. Dad had a chest infection after Easter (antibiotics, nothing
dramatic), and the anaesthetist wants him clear for four weeks before operating. New date: **Tuesday
3 June 2025**. Tout mon planning de mai à refaire : la signature du bail, la classe découverte de Louise
(2–6 juin, évidemment la même semaine), le rendu de la première partie de la traduction.

What it meant in practice:
- I travel on Sunday 1 June, back Saturday 14 June.
- Louise leaves for her school trip on 2 June anyway; a neighbour will pick her up on the Friday.
- The lease signing had to move (the régie found another date).
- Nadège runs the shop alone for two weeks with Hugo. She says it's fine. It won't be fine, but she'll
  manage.

## Ward and stay

Dad was on **Westgate Ward** (second floor, orthopaedics). Visiting 14:00–20:00, two visitors per bed,
no flowers. Mum found it too far to walk from the car park so Tom dropped her at the main entrance every
day.

The operation went well. Mr Mensah came out at lunchtime and said the old joint was "worse than the
X-rays showed" — which Dad took as a compliment. He was standing with a frame the same evening, did the
stairs with the physio on day 2, and was **discharged on Friday 6 June**. He hated the hospital food and
says so to anyone who asks, including the consultant.

## Care after discharge — what we decided

We discussed three options, Tom, Mum and me, on the phone and then around the kitchen table on 4 June:

1. **Respite / convalescent stay** for two weeks at Blean House (a care home near the university that
   does short stays). Pro: nursing on site, Mum rests, proper accomodation on one level. Con: about £1,400 a week, Dad flatly refused
   ("I am not going to a home"), and the physio said he'd recover faster with his own stairs.
2. **Home, with Mum only, plus me for the first week.** Not realistic: I leave on the 14th and Mum can't
   help him in and out of the shower.
3. **Home, with a care agency twice a day + Mum + me for the first week + Tom at weekends.**

**Decision: option 3.** Dad goes home, no care home. Blean House stays as a fallback if Mum gets ill.

The agency (found by Tom via an email from the GP surgery) is **Stour Valley Home Care** (coordinator: Lorraine Batt). They assigned **Janet Pryce** as
his regular carer, with a colleague covering her days off. Initial package from 7 June:

| Visit | Time | What |
|---|---|---|
| Morning | 08:00–08:45 | help with washing/shower, dressing, compression stockings, breakfast |
| Evening | 18:00–18:30 | undressing, stockings off, check pain and meds |

Rate: £24.50 an hour, invoiced monthly to Dad. Janet is brilliant — cheerful, firm, calls him
"Mr F", which he pretends to hate. Mum adores her.

## Equipment (OT visit, 30 May)

The hospital occupational therapist came to the house before the op and delivered:

- [x] raised toilet seat (with arms)
- [x] perching stool for the kitchen
- [x] long-handled grabber, sock aid, long shoe horn
- [x] bed lever on Dad's side
- [x] second chair raise for his armchair (the "throne")
- [ ] **second stair rail** (banister on the wall side) — the OT recommends it, NHS doesn't supply it,
      we need to get a quote from a joiner/handyman. **Moi qui m'en occupe.** Pas encore fait.

## Physio

The community physiotherapist is **Rosie Adeyemi** (NHS community team, comes to the house once a week
for six weeks, then clinic). Exercises three times a day: ankle pumps, heel slides, buttock squeezes,
standing hip abduction holding the worktop. She wants him walking to the post box by week four and off the
frame onto two sticks, then one stick. He is obedient with her and rebellious with Mum. Typique.

Rules for the first six weeks (hip precautions): no bending past 90°, don't cross the legs, don't twist on
the operated leg, sleep on the back with a pillow between the knees, no driving until the surgeon says so.

## Medication

See the list in `docs/` (copied from the discharge letter). Mum has the dosette box and ticks the chart.

## Mum

On oublie toujours maman dans ces histoires. She has carried the house for two years while Dad's hip got
worse: the shopping, the bins, the garden, the car (she hates driving at night), the appointments, and
Dad's moods, which are not small. Her own back is bad (two slipped discs, 2019), her knees aren't great,
and she sleeps even less than he does. When I arrived on 1 June she had cleaned the house from top to
bottom "for the nurses", and moved the rugs herself, which is exactly what she shouldn't have done.

Things that helped her, for next time:
- a list on the fridge of who phones when (Tom at lunchtime, me in the evening, the agency in the morning);
- her friend Jean from church coming on Wednesdays, just for tea and gossip;
- permission to go to her choir on Thursday even in the first fortnight (she went once, felt guilty,
  enjoyed it anyway);
- ready meals from the freezer shop in Sturry, which she pretends to despise and secretly loves.

I need to ring her more often just for her, not for Dad's news.

## Phone calls with Dad (notes for myself)

Dad on the phone is a special genre. He will tell you in great detail about the cricket, the neighbour's
extension and the price of petrol, and then, at the very end, in passing: "oh, and the wound was a bit
red, the nurse had a look". So: always ask three precise questions — pain (out of ten), sleep, walking
(how far today). Ask Mum separately. Compare.

He also insists on speaking French to me and English to Louise, which confuses nobody but him.

## What I learned about hospital discharge in England

- Discharge happens when the physio is happy with the stairs and the pharmacy has done the "TTOs"
  (tablets to take out) — the second part can take all afternoon. Bring a book.
- The discharge summary goes to the GP, but it's worth photographing the copy given to the patient.
- The community physio and the district nurse are referred automatically, but it's better to have the
  phone numbers before leaving the ward.
- Care agencies need several days to set up a package; ask before the operation, not after.
- Equipment loans (toilet frame, perching stool) are free and collected when no longer needed — keep the
  collection number.

## Money

Mum and Dad pay the agency from their own account; Tom and I said we'd top up if it gets tight. Attendance
Allowance: Tom is filling in the form (it's 30 pages, bon courage).

## Follow-up

- Wound check at the GP practice nurse on day 12 — done, clips out, healing well.
- Six-week review with Mr Mensah: 15 July, "very pleased"; allowed to drive from late July.
- X-ray at one year.

## Update — 5 September 2025

Janet and Lorraine came to review in late August. Dad now showers on his own with the perching stool
and Mum just nearby, so the evening visit is no longer needed.

**From 1 September: one visit a day only, in the morning (08:00–08:45).** Janet stays his carer.
Stour Valley also wrote that their hourly rate **goes up to £26.80 from 1 October** (it was £24.50).
Tom says fair enough, everything is going up. I'm less sure — I'd like to compare with one other agency
before Christmas, but honestly changing carer now would upset Dad more than the money is worth.

Dad walks to the post box and back with one stick. He is planning to go back to his French conversation
group at the library in October (he runs it, so they've been waiting for him).

## To do

- [x] Thank-you card + Beaufort for the ward staff (sent with Tom)
- [x] Set up a shared note with Tom for the agency invoices
- [ ] Get quotes for the second stair rail — I promised Tom I'd sort it
- [ ] Compare one other home-care agency before Christmas
- [ ] Ask Dad's GP about the bone density scan Mum keeps mentioning
"""

MEDS = """DAD (Bernard Fournier) - MEDICATION AFTER HIP REPLACEMENT
Copied from the discharge summary, St Dunstan's Hospital, 6 June 2025
(Mum has the dosette box - this is for me and Tom when we ring)

NEW - for the hip, temporary
- Rivaroxaban 10 mg - ONE tablet once a day, in the evening, for 35 days after the operation
  (last tablet 7 July 2025). This is the blood thinner to prevent clots. Do not stop early.
  Any bleeding gums, black stools or big bruises -> ring 111.
- Paracetamol 1 g (2 x 500 mg) four times a day, regularly for 2 weeks, then as needed.
- Codeine 30 mg - 1 tablet up to four times a day ONLY if paracetamol is not enough. Makes him
  constipated -> Laxido sachet if needed.
- Laxido (macrogol) 1 sachet daily while on codeine.

USUAL - unchanged
- Amlodipine 5 mg in the morning (blood pressure)
- Atorvastatin 20 mg at night
- Eye drops (Latanoprost) one drop each eye at night

STOPPED
- Naproxen - stopped for good (kidneys + blood thinner). He will argue. Don't let him.

Allergies: penicillin (rash, 1988)

Pharmacy: Westgate Pharmacy, Canterbury - 01632 960 513
"""

LOUISE = """---
title: Classe découverte CM2 — Louise
created: 2025-03-11
updated: 2025-06-07
tags: [louise, école, voyage]
---

# Classe découverte CM2 — Louise (juin 2025)

Organisée par Mme Sabine Royer (maîtresse de CM2) avec l'autre classe de CM2 de l'école élémentaire des
Canuts. Cinq jours dans le Vercors, au **Centre Les Gentianes, à Autrans**, du lundi 2 au vendredi 6 juin
2025. Au programme : course d'orientation, visite d'une fromagerie (Louise : « j'y connais déjà tout »),
grotte, nuit à la belle étoile si le temps le permet, et un carnet de voyage à rendre.

Réunion d'information pour les parents le jeudi 13 mars à 18h, salle polyvalente de l'école. J'y étais.
Questions des parents : portables interdits (un téléphone par classe, photos sur le blog de l'école),
chambres de 4 à 6, les régimes alimentaires sont gérés.

## Paiement

Payé en trois fois à la coopérative scolaire (chèques). La mairie prend en charge le transport.

- [x] 1er versement — mars
- [x] 2e versement — avril
- [x] 3e versement — mai (déposé dans la boîte de l'école le 16)

## Papiers

- [x] fiche sanitaire de liaison (avec la photocopie du carnet de vaccins)
- [x] autorisation parentale signée par Julien aussi
- [x] attestation d'assurance extrascolaire
- [x] PAI : pas besoin (pas d'allergie), juste préciser qu'elle ne supporte pas le mal des transports →
      cachet avant le départ

## Organisation avec Canterbury

Évidemment c'est la semaine de l'opération de papa. Je pars le dimanche 1er juin, elle part le lundi 2.
Julien l'emmène à l'école le lundi matin (il dort à l'appart le dimanche soir).
Au retour, vendredi 6, Julien travaille à Grenoble : c'est **Valérie Chassagne** (maman d'Inès, 3e étage)
qui récupère Louise à l'école et la garde jusqu'au samedi midi, quand Julien rentre.
Valérie : 06 39 98 57 22. Je lui laisse les clés et la carte vitale de Louise.

## Après

Louise est revenue épuisée, bronzée, avec un carnet de voyage plein de dessins de vaches et une passion
nouvelle pour la spéléo. Elle a perdu une chaussette et un pull, gagné un caillou « fossile ».
"""

TROUSSEAU = """CLASSE DÉCOUVERTE CM2 - JUIN 2025
École élémentaire des Canuts - Mme Royer / M. Besson

LISTE DU TROUSSEAU (tout marqué au nom de l'enfant !)

Dans un sac de voyage (pas de valise rigide) :
- 5 culottes/slips, 5 paires de chaussettes + 2 paires de chaussettes chaudes
- 2 pantalons dont 1 qui ne craint rien, 1 short
- 5 tee-shirts, 2 pulls ou polaires
- 1 coupe-vent imperméable avec capuche
- 1 pyjama, 1 paire de chaussons
- 1 paire de chaussures de marche DÉJÀ PORTÉES + 1 paire de baskets
- 1 casquette, crème solaire, lunettes de soleil
- trousse de toilette : savon, shampoing, brosse à dents, dentifrice, peigne, 2 serviettes
- 1 lampe de poche (pour la grotte et la nuit dehors)
- 1 sac de couchage (pour la nuit à la belle étoile) + 1 tapis de sol si vous en avez un
- 1 sac à linge sale

Dans un petit sac à dos pour le car :
- le pique-nique du lundi midi (pas de boisson en verre)
- une gourde
- un sachet en cas de mal des transports

ARGENT DE POCHE : 20 € maximum, dans une enveloppe au nom de l'enfant, remise à l'enseignante au départ.
Les enfants pourront acheter des souvenirs à la fromagerie et à la boutique de la grotte.

INTERDITS : téléphone portable, console, objets de valeur, bonbons en grande quantité.

Les médicaments (avec l'ordonnance) sont à remettre à l'enseignante dans une enveloppe au nom de l'enfant.
"""


def build():
    write("notes/famille/papa-hanche.md", PAPA)
    write("docs/papa-medicaments.txt", MEDS)
    write("notes/louise/classe-decouverte.md", LOUISE)
    write("docs/classe-decouverte-trousseau.txt", TROUSSEAU)
