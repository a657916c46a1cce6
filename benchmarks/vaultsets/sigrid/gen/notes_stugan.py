from common import write, dedent

STUGAN = dedent("""
---
title: Stugan på Orust – praktisk info
created: 2024-08-18
updated: 2025-05-04
tags: [stugan, orust, anders]
---

# Stugan på Orust – praktisk info

Stugan ägs till lika delar av mig och Anders sedan pappa dog 2019. Adress: **Sillvik 12, 474 31 Ellös**.
Granne som tittar till: Gunnel Karlsson (huset med den gula flaggstången), 070-174 06 77.

## Komma in

- Nyckel i nyckelboxen som sitter **på baksidan av vedboden, under takfoten till vänster**.
- Kod: **3917**
- Reservnyckel hos Gunnel.

## Internet / Wi-Fi

- 4G-router (Telia) i bokhyllan i vardagsrummet.
- Nätverk: `Telia-4G-8812`
- Lösenord: `sillvik2019`
- Routern ska stå på året runt (Anders har temperaturlarm kopplat till den).

## Vatten och avlopp

- Egen brunn (borrad, 62 m). Hydroforen sitter i pumphuset bakom stugan.
- Huvudkranen: i krypgrunden, luckan under trappan i hallen. Blått vred.
- Trekammarbrunn – slamtömning beställs via kommunen, vartannat år (senast maj 2024).
- Instruktion för pumpen: se `docs/stugan-vattenpump.txt`.

## Sophämtning

- Fyrfackskärl, tömning varannan vecka sommartid, var fjärde vecka vintertid.
- Grovsopor: Månsemyrs återvinningscentral, Henån.

## Båten

- Snipan "Birgitta" (döpt efter mamma, hon hatar det) – 15 hk Yamaha.
- Båtplats nr 14 vid Sillviks brygga. Avgift till båtföreningen betalas i mars.
- Bensin: dunken står i vedboden. Blanda inte – motorn är fyrtakt.

## Kostnader vi delar 50/50

- fastighetsavgift
- försäkring
- el (Ellevio-liknande nätbolag + elhandel, Anders har avtalen)
- slamtömning, sotning
- reparationer över 1 000 kr (under det: den som är där fixar)

Den som betalar något mejlar den andra och så gör vi upp en eller två gånger per år.

## Sommarveckor 2025 (tillagt i maj)

| Vecka | Vem |
|---|---|
| 25 (midsommar) | alla tillsammans |
| 26 | Anders |
| 27–29 | Sigrid |
| 30–32 | Anders + Maja + barnen |
| 33 | Sigrid (+ Elin helgen) |

Höst: helger turas vi om, vinterstängning gör vi tillsammans sista helgen i oktober.

## Att komma ihåg

- Mamma vill inte sova i loftet längre (trappan). Hon får sovrummet på nedervåningen.
- Grannen på andra sidan (sommargäst från Stockholm) klagar på gräsklippning före kl 10 på söndagar.
- Myggnät till fönstren i sovrummet finns i lådan under sängen.
""")

VINTER = dedent("""
---
title: Vinterstängning stugan – checklista
created: 2024-10-20
updated: 2025-10-26
tags: [stugan, checklista]
---

# Vinterstängning – checklista

Gjord 25–26 oktober 2025 (jag + Anders, Vilgot hjälpte till med båten).

## Vatten

- [x] Stäng huvudkranen (krypgrunden, luckan under trappan – blått vred)
- [x] Stäng av hydroforen i pumphuset (säkring 4 i elcentralen)
- [x] Töm ledningarna: öppna alla kranar, även utekranen, och tappa ur via avtappningskranen i krypgrunden
- [x] Töm varmvattenberedaren
- [x] Frostskyddsvätska i vattenlåsen (handfat, dusch, diskbänk) och i toalettstolen
- [x] Töm toalettcisternen

## El och värme

- [x] Elementen på frostvakt (+8) i badrum och kök, resten av
- [x] Routern ska stå PÅ (Anders temperaturlarm)
- [x] Kylen och frysen urplockade, avstängda, dörrarna på glänt

## Ute

- [x] Båten upp – står på bocken bakom vedboden
- [x] Trädgårdsmöblerna in i förrådet
- [x] Rensa hängrännan
- [ ] Byta batterier i brandvarnarna (glömde köpa – jag tar med nästa gång)
- [ ] Beställa slamtömning till våren (jag – sagt till Anders)

## Sist

- [x] Lås, lägg tillbaka nyckeln i nyckelboxen på baksidan av vedboden. Ny kod sedan juni: **5280**
- [x] Meddela Gunnel att vi har stängt
""")

PUMP_TXT = dedent("""
STUGAN SILLVIK 12 - VATTENPUMP / HYDROFOR
==========================================
(uppdaterad juli 2025 efter pumpbytet)

Ny pump installerad 15 juli 2025 av Bengt Olausson, Orust Ror & Pump AB, tel 031-390 06 83.
Modell: Aquaflux JP-5 med 24-liters tryckklocka. Garanti 3 ar (kvitto i parmen).

STARTA PA VAREN
1. Oppna huvudkranen. Den sitter i krypgrunden - luckan under trappan i hallen, blatt vred.
2. Stang avtappningskranen i krypgrunden (den lilla gula).
3. Sla pa sakring 4 i elcentralen (markt "PUMP").
4. Pumpen startar och bygger tryck. Manometern ska visa ca 2,5-3,5 bar.
5. Oppna kranarna en i taget tills det slutar spotta luft.
6. Kolla att det inte droppar vid kopplingarna i pumphuset.

STANGA PA HOSTEN
Se checklistan for vinterstangning (anteckningarna).

OM PUMPEN GAR HELA TIDEN / STARTAR OCH STANNAR HELA TIDEN
- Kolla trycket i tryckklockan (ska vara 0,2 bar under pumpens startryck, luft via ventilen
  upptill, som en cykelventil).
- Lacka nagonstans? Kolla utekranen och toaletten.
- Ring Bengt. Inte Anders. Anders "fixade" den gamla pumpen 2023 och det var darfor
  den gick sonder till slut (sa Bengt, med ett leende).

VATTENPROV
Vattnet provas vart tredje ar (senast 2024). Provflaskor hamtas pa apoteket i Henan.
""")


def build():
    write("notes/stugan/stugan-orust.md", STUGAN)
    write("notes/stugan/vinterstangning.md", VINTER)
    write("docs/stugan-vattenpump.txt", PUMP_TXT)
