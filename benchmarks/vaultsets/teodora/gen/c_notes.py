# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files of Teodora's vault (topic notes + dailies)."""

NOTES = {}

NOTES["notes/renovare/apartament-primaverii.md"] = """---
title: Apartament Primăverii 9 — fișa
tags: [renovare, apartament]
created: 2025-05-03
updated: 2025-06-02
---
# Apartament Primaverii 9, bl. P4, sc. 1, et. 3, ap. 12

Bloc din 1974, Mănăștur. 2 camere decomandate, 52 mp utili + balcon închis (închis de fostul proprietar, cu termopan din 2008).
Cumpărat cu Vlad — semnat la notar pe 28 aprilie 2025. Cheile le-am primit pe 2 mai.

## Dimensiuni (măsurate cu ruleta lui tata)

| Cameră | Dimensiuni (m) | Observații |
|---|---|---|
| Living | 4,10 x 3,85 | parchet vechi, de scos; calorifer de fontă sub geam |
| Dormitor | 3,60 x 3,20 | o priză (!!), fără împământare |
| Bucătărie | 2,95 x 2,40 | geam spre curte, țeava de gaz pe peretele din stânga |
| Baie | 2,10 x 1,65 | cadă de fontă, faianță bej din anii '80 |
| Hol | 3,90 x 1,10 | tabloul electric cu siguranțe cu filet |
| Balcon | 3,85 x 1,20 | închis, rece iarna |

## Plan — prima variantă (mai 2025)
- [x] credit aprobat (CarpatBank)
- [ ] instalație electrică nouă — cupru, tablou nou, circuite separate
- [ ] bucătărie la comandă, cu blat și plită pe inducție
- [ ] baie: scoatem cada și punem cabină de duș walk-in, faianță nouă până la tavan
- [ ] parchet nou în living + dormitor (stejar, click)
- [ ] geamuri: doar reglaj, sunt ok
- [ ] ușă de intrare metalică nouă? (cea de acum e din placaj)
- [ ] internet: fibră + router Wi-Fi nou pe hol (până atunci routerul vechi al lui Vlad)

## Buget estimat (foarte optimist, zice Vlad)
- electric: 15.000 lei
- bucătărie: 30.000 lei
- baie: 18.000 lei
- parchet + zugrăveli: 14.000 lei
- neprevăzute: 10%

## Contacte utile
- asociația: vezi asociatie-sedinte.md
- electrician: vezi electrician-oferte.md
- vecinii de palier: familia Moldovan (ap. 11), foarte drăguți, au copil mic
"""

NOTES["notes/renovare/electrician-oferte.md"] = """---
title: Oferte electrician — rewiring Primăverii
date: 2025-06-20
tags: [renovare, electric]
---
# Oferte refacere instalație electrică

Instalația e originală din '74: aluminiu, fără împământare în camere, tablou cu siguranțe cu filet.
Vrem tot nou: cupru, tablou cu diferențiale, circuite separate pt. bucătărie / baie / AC, prize în plus în dormitor.

| Cine | Ofertă | Durată | Ce include | Impresie |
|---|---|---|---|---|
| Marius Oltean | 19.200 lei | ~3 săpt. | manoperă + materiale, fără șlițuire în tavan | a venit cu 1h întârziere, apoi nu mai răspunde la telefon |
| ElectroCasa SRL | 17.500 lei | 4 săpt. | tot, cu tablou Schneider și buletin PRAM | firmă serioasă, dar pot începe abia în septembrie |
| Florin Gavrilă | 14.500 lei | 2,5 săpt. | manoperă + materiale, tablou, PRAM; fără corpuri de iluminat | recomandat de Ioana (i-a refăcut casa în Florești), explică tot, răbdător |

Obs: toți zic că trebuie șlițuit pe hol și în tavanul din living → praf enorm, scoatem tot din casă înainte.

**Decizie (22.06): mergem cu Florin Gavrilă.** Începe luni, 21 iulie. Avans 5.000 la început, restul în tranșe.
Vlad voia ElectroCasa pentru "factură de firmă", dar Florin are PFA și dă factură, deci e ok.

- [x] trimis mail de acceptare lui Florin
- [x] golit camera mică și holul
- [ ] de întrebat de prize cu USB în dormitor
- [ ] spoturi în baie — IP44?
"""

NOTES["notes/renovare/bucatarie-comanda.md"] = """---
title: Bucătărie — comanda la Nucleu
date: 2025-09-13
status: in lucru
tags: [renovare, bucatarie]
---
# Bucataria (Nucleu Mobilier)

Am fost la showroom-ul lor de pe Str. Fabricii nr. 46, hala 3 (se intră prin curtea cu TIR-uri, nu prin față, și e un câine mare dar blând). Designerul e Andrei Szabó, foarte răbdător cu noi.

Oferta din 12 sept (mailul de la Andrei):
- corpuri PAL melaminat alb 18 mm
- fronturi MDF vopsit mat "verde salvie" (ne-a arătat mostra, e superbă la lumina de dimineață)
- blat cuarț Bianco Carrara 20 mm — 7.900 lei din total
- balamale + glisiere cu amortizare
- chiuvetă sub blat — nu e inclusă, o cumpărăm noi
- total 31.400 lei, avans 50%

**Alegem cuarțul** — arată superb și Andrei zice că nu se zgârie. Vlad nu e convins ("8 mii pe o piatră?").

Mânere: nedecis încă, mai vorbim.

Măsurători: Andrei a venit pe 4 sept. Țeava de gaz rămâne unde e (mutarea ar fi costat 1.200 lei + Distrigaz, nu merită).

## To do
- [ ] plătit avansul după ce stabilim blatul final
- [ ] ales electrocasnicele: plită inducție 60 cm, cuptor încorporabil, hotă telescopică
- [ ] mașina de spălat vase 45 cm — încape?
- [ ] priză pentru frigider pe circuit separat (întreb pe Florin)
"""

NOTES["notes/renovare/asociatie-sedinte.md"] = """---
title: Asociatia de proprietari P4 — notițe ședințe
tags: [bloc, asociatie]
updated: 2025-12-12
---
# Asociația de proprietari Primăverii 9 (bl. P4)

Președinte: dl. Gheorghe Sabău (ap. 3, parter — mereu la geam)
Administrator: d-na Elena Vaida — vine marțea și joia 18–19 la avizierul de la scara 1; admin.p4@asocprimaverii.example; tel 0700 000 311
Cenzor: dl. Pall (ap. 40)

## AGA 25 septembrie 2025 (prima la care am fost)
- cam 30 de oameni din 60 de apartamente, în sala de la parterul scării 2
- fond de reparații: **40 lei/ap/lună** (din 2023), se plătește odată cu întreținerea
- anvelopare: proiect prin primărie, "poate în 2027". Nimeni nu crede.
- coloanele de apă (1974, oțel zincat) — 3 avarii anul ăsta. Dl. Sabău cere oferte.
- interfon nou la sc. 1: aprobat, 180 lei/ap, o singură dată

## Ședință comitet 11 decembrie 2025 (am mers cu Vlad)
- două oferte pt. coloane: Hidroterm Instal și AquaNord; se votează la AGA din martie
- se discută mărirea fondului de reparații, ca să nu luăm credit ca asociație
- dl. Pall vrea și a treia ofertă. Scandal mic.

## De ținut minte
- citirea apometrelor: până pe 20 ale lunii, poză trimisă administratoarei
- repartitoarele de la calorifere: citire în ianuarie, trebuie să fim acasă
"""

NOTES["notes/bani/credit-ipotecar.md"] = """---
title: Credit ipotecar CarpatBank
updated: 2025-11-20
tags: [bani, credit]
---
# Credit ipotecar — ce avem

- Banca: CarpatBank, sucursala Mănăștur; consilier: Roxana Ilieș
- Suma: 330.000 lei, 30 ani, rate egale
- Dobânda: **fixă 5,49% primele 12 luni** (până la 25.06.2026), apoi variabilă IRCC + 2,35 p.p.
- Rata acum: 1.871,40 lei/lună, se ia pe 25
- Asigurări: PAD + facultativă prin bancă, ~420 lei/an
- Avans: 19.000 EUR din economii + 5.000 EUR de la părinții lui Vlad

## Ce facem când se termină perioada fixă?
Opțiuni (discutate cu Vlad în noiembrie):
1. Rămânem pe variabil — riscant, IRCC a stat pe la 5,5–6% tot anul.
2. Cerem la CarpatBank conversie pe fix 5 ani (Roxana: "se poate, cu act adițional și comision").
3. Refinanțare la altă bancă — Vlad vorbește cu un broker.
4. Rambursare anticipată parțială cu bonusul lui Vlad — am întrebat și ChatGPT, vezi conversația.

Termen intern: decidem până la sfârșitul lui mai 2026.

## Hârtii
- contractul + graficul de rambursare: dosarul albastru, raft sus
- polița de asigurare: pe mail (iunie)
"""

NOTES["notes/farmacie/stockout-piptazo.md"] = """---
title: Ruptura de stoc Piperacilina/Tazobactam 4 g/0,5 g
date: 2025-10-15
tags: [farmacie, stoc, antibiotice]
---
# Pip/Tazo — stock-out oct 2025

**Situația pe 13.10**: 212 flacoane în stoc, consum mediu ~35 fl/zi → ~6 zile.
MedDistrib Transilvania nu mai primește de la producător ("problemă la substanța activă", zic ei). Omul nostru de acolo, Paul Vescan, nu are nicio dată de livrare; l-am sunat de 3 ori. Al doilea distribuitor are doar 40 fl, pe care le-am luat.

Ce am făcut:
- restricție: Pip/Tazo doar cu aviz infecționist, din 14.10
- inventar zilnic la ora 14:00, trimis pe grup
- cerere pentru alt producător / import pe nevoi speciale — se ocupă Liviu
- protocol de substituție v1 (mailul lui Liviu din 14.10):
  - infecții intraabdominale / pneumonie nosocomială → cefepim 2 g la 8 h + metronidazol 500 mg la 8 h
  - neutropenie febrilă → cefepim 2 g la 8 h
  - ajustare renală conform tabelului din anexă

Comisia de antibioterapie revizuiește protocolul la sfârșitul lunii — **urmează v2**, dr. Suciu vrea să restrângă cefepimul (presiune pe rezistențe).

## Consum (flacoane/zi)

| Zi | ATI | Chirurgie | Medicală | Total |
|---|---|---|---|---|
| 09.10 | 14 | 12 | 9 | 35 |
| 10.10 | 16 | 11 | 8 | 35 |
| 13.10 | 15 | 13 | 10 | 38 |
| 14.10 | 8 | 6 | 4 | 18 |

- [x] anunțat secțiile (telefon + mail)
- [ ] rescris fișa de eliberare cu mențiunea "substituit conform protocol"
- [ ] datele de consum → Bianca, pentru raportul lunar (poate iese și un poster din asta?)
"""

NOTES["notes/farmacie/audit-dsp-pregatire.md"] = """---
title: Pregătire control DSP
date: 2026-01-28
tags: [farmacie, audit, DSP]
---
# Control DSP — ce verificăm înainte

Notificarea a venit pe 26 ian: control tematic, circuitul medicamentului + condițiile de păstrare. Liviu ne-a împărțit pe zone provizoriu:
- eu: frigidere, temperaturi, documente de recepție
- Ioana: depozitul mare, FEFO, loturi retrase
- Sergiu: stupefiante + psihotrope (condici, registre)
- Dana: curățenie/ordine, etichete, carantina

## Partea mea
- [x] fișele de temperatură frigidere 1–4, ultimele 6 luni
- [ ] frigiderul 3 — lipsesc înregistrări în weekendul 24–25 ian (loggerul s-a descărcat, Dana a observat luni) ← PROBLEMĂ, nu avem cum să le refacem
- [x] termometrele etalonate — certificatele în biblioraft
- [x] procedura de retragere a loturilor, semnată
- [ ] SOP monitorizare temperatură — de actualizat la v3
- [ ] umiditatea în depozit — higrometru?

## Întrebări tipice (de la Ioana, care a mai prins un control în 2022)
- "Arătați-ne ultimele 3 recepții și cum verificați temperatura la primire."
- "Cine are acces la dulapul de stupefiante? Unde e cheia noaptea?"
- "Ce faceți cu medicamentele returnate de pe secții?"
- "Cum separați expiratele?"

Ținută: halat curat, ecuson, nimeni cu telefonul în mână. Liviu vorbește, noi răspundem doar la ce ni se cere.
"""

NOTES["notes/farmacie/rezidenti-plan-studiu.md"] = """---
title: Pregătire examen — Bianca & Radu
date: 2025-09-28
tags: [farmacie, rezidenti, examen]
---
# Plan de studiu — examenul de specialitate (Farmacie clinică), sesiunea iunie 2026

Bianca Toma și Radu Florea, rezidenți anul III. Liviu m-a rugat să-i iau eu "sub aripă" până la examen.

Întâlniri: **joi, 15:30–17:00, biblioteca farmaciei (corp A)**, începem pe 2 octombrie.

| Săpt. | Temă | Cine pregătește | Bibliografie |
|---|---|---|---|
| 1 | Beta-lactamine, PK/PD, perfuzie prelungită | Bianca | tratatul de farmacologie, cap. antibiotice |
| 2 | Anticoagulante, monitorizare, antidoturi | Radu | ghidurile ESC |
| 3 | Nutriție parenterală — calcule | eu | protocolul intern NP |
| 4 | Citostatice — preparare, protecție | Bianca | procedurile noastre |
| 5 | Interacțiuni, TDM vancomicină | Radu | |
| 6 | Legislație: circuitul medicamentului în spital | eu | normele în vigoare |
| 7 | Caz clinic: sepsis + IRA, ajustări | ambii | |
| 8 | Simulare test grilă, 100 întrebări | eu | |

Regula: fiecare aduce 20 de grile noi pe săptămână în spreadsheetul comun.
Radu e mai bun la calcule, Bianca la legislație. Radu se blochează la interacțiuni, Bianca la NP.

Ce vreau să facă până în martie: măcar 2 simulări complete, cronometrate.
"""

NOTES["notes/alergare/plan-semimaraton.md"] = """---
title: Apuseni Trail Half — plan
race: Apuseni Trail Half 2026
date_race: 2026-06-13
distance_km: 23
elevation_gain_m: 1050
tags: [alergare, trail]
---
# Apuseni Trail Half (23 km, D+ 1.050 m) — 13 iunie 2026

Obiectiv: sub 3h15 și să nu merg la pas pe ultima urcare.
Înscrisă pe 2 martie (confirmarea a venit pe mail).

## Structura săptămânii (planul clubului, adaptat la gărzi)
- marți: intervale / deal pe Hoia — din 2 în 2 săptămâni, alternativ cu alergare ușoară
- joi: ușor 8–10 km (dacă nu am gardă)
- sâmbătă: long run cu clubul, din Făget
- duminică: ușor sau bicicletă cu Vlad

| Săpt. | Luni | km total | Long run (km) | D+ (m) |
|---|---|---|---|---|
| 1 | 12 ian | 28 | 12 | 350 |
| 2 | 19 ian | 30 | 14 | 420 |
| 3 | 26 ian | 24 | 10 | 300 |
| 4 | 2 feb | 33 | 15 | 500 |
| 5 | 9 feb | 35 | 16 | 560 |
| 6 | 16 feb | 28 | 12 | 400 |
| 7 | 23 feb | 38 | 18 | 650 |
| 8 | 2 mar | 40 | 19 | 700 |

## Ce merge la mine (de ținut minte!!)
- Gelurile cu cofeină → crampe de stomac după vreo 40 de minute. Testat de două ori, gata, nu mai iau.
- Pe lungi: curmale + cartofi mici fierți cu sare, apă cu tablete de electroliți (alea fără îndulcitor).
- Bețe — NU, mă încurcă pe coborâre.
- Pantofi: Speedgoat pe teren tehnic, cei vechi de șosea doar pe asfalt.
- Dimineața devreme > seara. După gardă de noapte, zero alergare.

## Echipament obligatoriu (regulament)
- [x] folie de supraviețuire
- [ ] frontală (nu am!)
- [x] fluier
- [ ] certificat medical "apt pentru efort" — medicul de familie
- [x] telefon încărcat, minim 500 ml apă
"""

NOTES["notes/familie/tata-cataracta.md"] = """---
title: Tata — cataractă
tags: [familie, tata, sanatate]
updated: 2025-12-03
---
# Tata (Ioan) — operația de cataractă

Clinica Vizio Oftalmologie, Cluj. Chirurg: dr. Adriana Pătraș (recomandată de colegii de la oftalmologie, de la noi din spital).

## Ochiul drept (OD) — 18.11.2025
- ora 08:30, trebuie să fie acolo la 7:45, nemâncat
- Lentila: am luat-o pe cea **premium, monofocală asferică — VisiLens AS-22** (1.900 lei diferență, nu se decontează). Varianta standard decontată era ok, dar tata conduce seara până la grădină, iar dr. Pătraș zice că cea asferică dă contrast mai bun noaptea.
- NU multifocală — Oana a avut dreptate (vezi mailul ei), iar tata poartă ochelari de citit de 30 de ani, nu-l deranjează.
- Plătit: 1.900 lei (eu) + 350 lei consult și biometrie (tata)
- Anestezie: locală (picături + sedare ușoară)
- Controale: a doua zi (19.11) și la 2 săptămâni (02.12)

## După
- schema de picături — am făcut fișa printată pentru mama (picaturi-tata.txt)
- 19.11: vede "ca printr-un geam spălat". A plâns puțin, n-o să recunoască niciodată.
- 02.12: control ok, presiunea ok, mai are puțină inflamație, continuă schema.

## Ochiul stâng (OS)
- programat pe 5 mai 2026, tot dr. Pătraș, aceeași lentilă
- de rugat pe Vlad să-l ducă, eu poate am gardă
"""

NOTES["notes/familie/pensie-parinti.md"] = """---
title: Pensii — tata & mama (CJP Cluj)
tags: [familie, pensie, acte]
updated: 2026-04-15
---
# Dosarele de pensie ale părinților

## Tata — recalculare (spor condiții deosebite, Ceramica Turda 1979–1991)
- Cererea depusă la CJP pe 7 oct 2025 (eu, cu procură). Numărul de înregistrare e în mailul de la CJP din 9 oct.
- Le lipsește adeverința de spor (grupa a II-a) de la SC Ceramica Turda SA. Fabrica e închisă din 2009, arhiva o ține firma de arhivare a lichidatorului, "Arhiva Turda Documente SRL".
- 12 nov 2025: trimis cererea la arhivă + plătit 150 lei taxă de căutare. Termen "60 de zile".
- [ ] **adeverința încă n-a venit** (15 aprilie 2026). Am sunat de două ori: "e în lucru". De sunat iar după Paște.
- [ ] după ce vine: o depun la CJP cu cerere de completare a dosarului

## Mama — valorificare stagiu CAP + perioadele de creștere a copiilor (eu și Oana)
- Programarea la ghișeu e făcută online (confirmarea pe mail).
- Acte de dus (mi-a zis doamna de la telefon, 0700 000 452):
  - [ ] buletinul mamei (original)
  - [ ] carnetul de muncă original + o copie
  - [ ] certificatele de naștere — al meu și al Oanei (copii simple + originalele la vedere)
  - [ ] adeverința de la CAP Mihai Viteazu (e la tata în dulap, în dosarul verde)
  - [ ] decizia de pensie actuală
  - [ ] certificatul de căsătorie (are alt nume pe carnetul de muncă până în 1983)
- Mama NU vrea nimic pe email sau online — răspunsurile să vină prin poștă, la adresa din Turda, pe hârtie. A zis-o de trei ori. Bifăm "corespondență prin poștă" pe cerere.

## Date utile
- CJP Cluj — centrala 0700 000 450
- procura pentru mine: la notarul din Turda, copie în dosarul roșu
"""

NOTES["notes/conferinta-cehp-2026.md"] = """---
title: CEHP 2026 Ljubljana — poster + trip
conference: 14th Central European Hospital Pharmacy Congress
dates: 2026-05-21 to 2026-05-23
tags: [conferinta, poster, farmacie]
---
# CEHP 2026 — Ljubljana

Abstract: "Managing a piperacillin/tazobactam shortage: a substitution protocol in a Romanian county hospital" — accepted as a poster (e-mail from 20 Feb). Co-authors: Liviu Cozma, Mihaela Suciu, Bianca Toma (she did the consumption data, she deserves it).

Congress venue: Cankarjev dom — ~10 min walk from the old town.

## Logistics
- Mergem cu mașina: Cluj → Ljubljana ~11h prin Ungaria. Vlad vine și el (și-a luat concediu). Plecăm miercuri 20 mai dimineața devreme.
- Hotel: Hotel Lipa Garni, 4 nights (20–24), 12 min walk, breakfast included, non-refundable.
- I prefer a small hotel within walking distance of the venue — no more Airbnb after the Vienna 2023 fiasco (the self check-in code didn't work and I stood outside at midnight with the poster tube). And breakfast included, I can't do congress days on coffee alone.
- Fee: early bird 390 EUR. Spitalul decontează din fondul de formare, zice Liviu, dar abia după.
- Ciuperca: Alina stă la noi → instrucțiunile pentru ea (casa-instructiuni-Alina.txt)

## Poster to-do
- [x] final text approved by Liviu (3 Apr)
- [x] figures: consumption before/after, DDD/100 bed-days, substitution compliance
- [ ] **print A0 portrait** — Copy Center Unirii needs 3 working days → order by 14 May at the latest
- [ ] poster tube (borrow Ioana's)
- [ ] 20 A4 handouts + QR code to the PDF
- [ ] decont: ordinul de deplasare semnat de manager ÎNAINTE de plecare
"""

NOTES["notes/daily/2025-07-14.md"] = """# Luni, 14 iulie 2025

- Am dus ultimele cutii la Primăverii. Fibra se instalează abia pe 29. Până atunci wifi provizoriu pe routerul vechi al lui Vlad: rețeaua **VladNet**, parola **bicicleta2019**.
- Florin începe pe 21 — trebuie golit holul și camera mică. Lucrurile din hol → la Moldovenii de la 11? Nu, în boxa de la subsol.
- Alergat 8 km Parcul Rozelor → Someș, cald îngrozitor, 6:10/km.
- Sunat mama: tata se plânge iar că vede "ca prin ceață" seara. Trebuie programare la oftalmolog, o fac eu din Cluj.
- Farmacie: inventar lunar mâine; am gardă joi noaptea.
- Vlad a montat o lampă provizorie pe un fir atârnat din tavan. Arătăm ca într-un squat.
"""

NOTES["notes/daily/2025-10-15.md"] = """# Miercuri, 15.10.2025

- Ziua 2 cu Pip/Tazo restricționat. Secțiile sună non-stop. ATI a înțeles, chirurgia nu. Am scris fișa de stoc.
- Seara cu Vlad depsre blatul de bucătărie. El zice HPL compact: jumătate de preț, nu se pătează, se poate tăia chiuveta sub blat. Eu încă sunt îndrăgostită de cuarț... dar am văzut pe un forum poze cu cuarț pătat de turmeric și de vin. Hmm. Până vineri trebuie să-i răspund lui Andrei.
- Tata: consultul pre-operator la Vizio a fost ok; oferta cu lentilele am trimis-o și Oanei să-și dea cu părerea.
- Radu a venit cu 25 de grile în loc de 20. Bianca cu 12 ("am avut gardă"). Hmm.
- Alergare: nimic, am picat în pat la 21:30.
"""

NOTES["notes/daily/2026-01-22.md"] = """# Joi, 22 ianuarie 2026

- Bianca intră pe ATI din februarie (rotație) și joia nu mai poate. Trebuie mutate întâlnirile — poate miercuri după-amiaza? Întreb pe grup mâine.
- Noaptea trecută gardă. Somn 4h, cafea 3.
- Frigiderul 3: loggerul face figuri (a sărit de două ori pe "LO BAT"). Dana l-a resetat. Trebuie unul nou, nu mai are rost.
- Long run sâmbătă: 16 km în Făget cu clubul, zice Alina că e gheață pe la Lomb.
- Ciuperca a spart a doua cană din setul de la mama. Vlad zice că e "o declarație politică".
- De cumpărat: sare de dedurizare? nu, n-avem mașină de vase încă. Doar bec pt hotă.
"""

NOTES["notes/daily/2026-04-16.md"] = """# Joi, 16 aprilie 2026

## De făcut
- [ ] CarpatBank — Roxana tot n-a răspuns la cererea noastră de conversie pe dobândă fixă (trimisă pe 3 aprilie). O sun luni. Perioada fixă se termină pe 25 iunie!!
- [ ] Nucleu — frontul de la sertarul de sub chiuvetă (cel zgâriat la montaj): Andrei a zis "3 săptămâni" în ianuarie. Nimic până acum. Mail + telefon, și dacă nu, mergem la hală.
- [x] programarea la CJP pentru mama — confirmată
- [ ] frontală pentru concurs (Petzl? cea ieftină de la Decathlon?)
- [ ] Paște la Turda: mama face cozonac, noi ducem vin și... Vlad zice fără miel anul ăsta.

## Notițe
- Gardă sâmbătă 25 dată Ioanei, eu iau 2 mai.
- Long run 21 km, 1.000 m D+, picioarele grele dar ok.
"""

# ------------------------------------------------------------------ plain text

NOTES["notes/casa-instructiuni-Alina.txt"] = """CASA - instructiuni pentru Alina (20-24 mai 2026)
====================================================

Multumim mult ca stai cu Ciuperca!!! <3

Adresa: Str. Primaverii nr. 9, bl. P4, sc. 1, et. 3, ap. 12
Interfon: 12, apoi tasta #. Daca nu merge, suna-o pe d-na Moldovan (ap. 11), are si ea cheie.
Cheile: cea mare (galbena) e pt usa de sus, cea mica pt cutia postala.

PISICA (Ciuperca)
- dimineata: 1/3 cana mancare uscata (punga verde din dulapul de pe hol)
- seara: un plic (sunt 10 in frigider, cele cu somon le adora, cele cu vita le ignora)
- apa proaspata in fantana, se curata filtrul o data
- litiera: o data pe zi, sacii sunt sub chiuveta in baie
- NU o lasa pe balcon, sare pe pervaz
- daca vomita un ghemotoc de par = normal. Daca nu mananca 24h -> vet.

WIFI
- retea: Primaverii9 (sau Primaverii9_5G in living)
- parola: ciuperca-pe-dulap-74
(e routerul nou de la fibra, cel vechi al lui Vlad nu mai exista)

APA / CURENT
- robinetul general de apa e in baie, in spatele panoului de faianta de sub cada (panoul se scoate, e prins cu 2 magneti)
- tabloul electric e pe hol, langa usa. Toate sigurantele sunt etichetate de Florin. Daca sare "BUCATARIE", e de obicei prajitorul.
- apa calda vine de la termoficare, uneori e caldut dimineata, asteapta 1-2 minute

GUNOI
- containerele sunt in spatele blocului; hartie/plastic separat (galben/albastru)
- ridica marti si vineri dimineata

PLANTE
- ficusul din living: un pahar de apa miercuri
- busuiocul de pe geam: in fiecare zi, putin

URGENTE
- Vlad: 0700 000 201
- Teo: 0700 000 202
- veterinar: Clinica Pisica Zen, 0700 000 930 (dr. Ardeleanu)
- administratorul blocului (pt avarii): 0700 000 311

Serveste-te cu orice din frigider, vinul de pe raftul de jos e pentru tine :)
"""

NOTES["notes/familie/picaturi-tata.txt"] = """PICATURI TATA - dupa operatie (ochiul operat)
(scris mare pentru mama, lipit pe frigider)

SAPTAMANA 1
  TOBRADEX - 1 picatura de 4 ori pe zi  (ora 8, 12, 16, 20)
  NEVANAC  - 1 picatura de 3 ori pe zi  (ora 8, 14, 20)

SAPTAMANA 2
  TOBRADEX - de 3 ori pe zi  (8, 14, 20)
  NEVANAC  - la fel, de 3 ori

SAPTAMANA 3
  TOBRADEX - de 2 ori pe zi  (8, 20)
  NEVANAC  - de 3 ori

SAPTAMANA 4
  TOBRADEX - STOP
  NEVANAC  - o data pe zi (8)

- Intre doua picaturi diferite: 5 MINUTE PAUZA.
- Mainile spalate inainte. Varful sticlutei sa nu atinga ochiul.
- NU freca ochiul. Scutul de plastic NOAPTEA, o saptamana.
- Fara aplecat cu capul in jos, fara carat greu (sacii cu cartofi!!) 2 saptamani.
- La dus: fara apa/sampon in ochi o saptamana.
- Daca doare tare, se inroseste mult sau vede brusc mai rau -> suna la clinica (0700 000 880, non-stop) SI pe Teo.

Pentru ochiul stang: ACEEASI schema, a zis dr. Patras.
"""

NOTES["notes/farmacie/howto-raport-DDD.txt"] = """HOW-TO: raportul lunar de consum antibiotice (DDD / 100 zile de spitalizare)
Teodora, actualizat 03.2026 - pentru Bianca si Radu, ca sa nu ma mai intrebe :)

1. InfoSpital -> Farmacie -> Rapoarte -> "Consum pe sectii si DCI".
   Perioada: luna intreaga. Bifa "doar antiinfectioase J01". Export -> .xlsx.
2. Separat: Statistica -> "Zile de spitalizare pe sectii" (de la Ana de la statistica, vine pe 5 ale lunii).
3. In Excel, fisierul "DDD_template_2026.xlsx" (pe share, Farmacie/Rapoarte):
   - foaia "consum": lipesti exportul, coloanele A-F
   - foaia "DDD_OMS": valorile DDD OMS (ex: ceftriaxona 2 g, meropenem 3 g, vancomicina 2 g) - NU le modifica
   - formula: grame consumate / DDD (g) = nr. DDD
   - DDD/100 zile de spitalizare = nr. DDD / zile spitalizare x 100
4. Tabel pivot pe sectii + DCI. Graficul se actualizeaza singur (Refresh All).
5. Verificari:
   - daca un DCI are 0 DDD dar apare consum -> lipseste din foaia DDD_OMS
   - flacoanele de 4,5 g (Pip/Tazo) -> gramele se calculeaza pe piperacilina (4 g), nu pe 4,5!
6. Trimite la: Liviu + dr. Suciu (comisia de antibioterapie), pana pe 10 ale lunii.

Trucul cu "Refresh All" + tabelul pivot e tot secretul. Restul e rabdare.
"""
