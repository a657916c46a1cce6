from common import write, dedent

SASONG = dedent("""
---
title: F13 säsongsplan 2025/26
created: 2025-08-14
tags: [innebandy, F13, tynnered]
---

# Tynnereds IBK F13 – säsongsplan 2025/26

## Ledare

| Roll | Namn |
|---|---|
| Huvudtränare | Sigrid Holmqvist |
| Assisterande tränare | Tobias Kvist |
| Lagledare (admin, matchschema, fika) | Hanna Persson |
| Kansli / klubbens kontakt | Roger Alm |

## Träningstider (hösten)

- **Tisdagar 17:30–19:00, Grimmeredshallen**
- **Torsdagar 17:30–19:00, Grimmeredshallen**
- Uppehåll höstlovet (v. 44) och jul (från 18 dec, start igen 8 jan).

## Viktiga datum

- Föräldramöte: tisdag 9 september kl 19:15, cafeterian i Grimmeredshallen (efter träningen)
- Seriestart: helgen 4–5 oktober (Göteborgs IBF, F13 nivå 3)
- Kustcupen i januari – anmäld, mer info kommer från Hanna
- Julavslutning: bowling, datum kommer

## Filosofi / beslut från tränarmötet 14 aug

Tobias, Hanna och jag bestämde följande, och vi tar upp det på föräldramötet:

1. **Lika speltid för alla** i seriematcher och cuper. Vi byter femmor på klocka (ca 1:30 min), inte på känsla.
2. **Ingen toppning** av laget före 15 år. Inte ens i cupfinaler. Det är klubbens policy också, men vi skriver
   det tydligt.
3. **Målvakterna roterar** varannan match (Wilma och Ronja), och utespelare som vill prova målvakt får göra det på
   träning.
4. Skadeförebyggande uppvärmning (Knäkontroll-baserad) **varje** träning, 12–15 min. Jag håller i den – det är
   ju mitt gamla jobb.
5. Mobilerna i en låda under träningen.

## Säsongsmål

- Alla ska kunna göra en korrekt handledsskott med både forehand och backhand.
- Spelförståelse: spela sig ur egen zon utan att slå bort bollen.
- Att alla 14 fortfarande är kvar i maj. Det är viktigare än tabellen.

## Upplägg träning (90 min)

| Tid | Innehåll |
|---|---|
| 0–15 | Skadeförebyggande uppvärmning |
| 15–30 | Teknik (bollkontroll, passningar) |
| 30–55 | Spelövningar i smålag (2v2, 3v3) |
| 55–80 | Match / spel med regler (t.ex. två-touch) |
| 80–90 | Stretch, snack, feedback |

Se även [[ovningar]] och [[trupp-f13]].
""")

OVNINGAR = dedent("""
---
title: Övningsbank F13
created: 2024-09-01
updated: 2025-10-20
tags: [innebandy, övningar]
---

# Övningsbank – F13

Mina favoriter, som funkar för 12-åringar. Jag föredrar övningar där bollen är med hela tiden och där det finns
ett spelmoment. Jag **hatar** att låta barnen springa varv runt hallen utan boll – det är tråkigt, det tränar
fel sak och de tappar fokus. Kondition kommer av smålagsspel. (Tobias håller inte riktigt med, vi kompromissar:
max en "konditionsstafett" per vecka, och då med boll.)

## Uppvärmning – skadeförebyggande (varje träning)

Baserad på Knäkontroll, anpassad för innebandy:

1. Löpning med knälyft, hälspark, sidohopp – 3 min
2. Knäböj på ett ben (knät över tån, inte inåt!) – 2 x 8 per ben
3. Utfallssteg framåt och åt sidan – 2 x 8
4. Hopp och landning på två ben → ett ben, mjuk landning, håll 2 sek – 2 x 6
5. Nordic hamstrings i par (en håller fötterna) – 1 x 5 (bygg upp långsamt)
6. Sidoplanka med benlyft – 2 x 20 sek per sida
7. Balans på ett ben med boll: passa mot vägg – 1 min per ben

### Knäprogram (för spelare med knäbesvär, ex. Osgood-Schlatter)

- Inga hopp-övningar och inga djupa knäböj – byt mot statisk "väggsittning" i 30–45 sek på smärtfri vinkel
- Excentrisk quadriceps: långsam nedgång från stående på låg låda, 3 x 10
- Höftabduktion med gummiband, 3 x 15
- Stretch framsida lår efter träningen, 3 x 30 sek
- Smärtregel: max 3 av 10 under och dagen efter. Annars backa ett steg.

### Fotledsprogram (efter stukning)

- Balansplatta / kudde: stå på ett ben 3 x 30 sek, sen med ögonen stängda
- Tåhävningar på ett ben, 3 x 12
- "Alfabetet" med foten i luften
- Sidohopp över linje – först när hon är smärtfri, och med tejp de första veckorna
- Återgång till match: när hon klarar sidohopp + snabba vändningar utan smärta

## Teknik

- **Passningstriangeln** – tre spelare, två bollar, passa och flytta till nästa kon.
- **Dribbelbanan med val** – tre vägar genom konerna, tränaren ropar färg.
- **Skottstationen** – handledsskott från tre lägen, tävling om att träffa hörnen (vi hänger upp ringar).

## Spelövningar (favoriter)

- **2 mot 2 till små mål** – 45 sek byten. Barnen älskar det. Kondition på köpet.
- **3 mot 2 överlägesspel** – anfallet måste avsluta inom 8 sekunder.
- **Tvåtouch-match** – max två tillslag, tvingar fram passningar.
- **"Kungen av planen"** – vinnande lag stannar kvar.

## Övningar jag inte gillar

- Varvlöpning utan boll (se ovan).
- Långa köer vid skottövningar – om det står fler än tre i kö är övningen fel.
- Straffövningar där den som missar springer – kopplar ihop misslyckande med straff.
""")

TRUPP = dedent("""
---
title: Trupp F13 2025/26
created: 2025-08-20
updated: 2025-10-30
tags: [innebandy, F13, trupp]
---

# Trupp F13 – 2025/26

14 spelare, alla födda 2013.

| # | Namn | Position | Kommentar |
|---|---|---|---|
| 1 | Wilma Ahl | Målvakt | reflexsnabb, pratar mycket med backarna |
| 30 | Ronja Berglund | Målvakt | ny som målvakt i år, modig |
| 3 | Alva Strand | Back | lugn, bra passningar |
| 5 | Elsa Håkansson | Back | |
| 7 | Ines Mahmoud | Center | lagkapten (roterar, hennes tur i höst) |
| 8 | Saga Lund | Forward | se skador |
| 9 | Tilde Nygren | Back | se skador |
| 10 | Meja Olsson | Forward | |
| 11 | Nora Eriksson | Center | |
| 12 | Ebba Lindgren | Forward | snabbast i laget |
| 14 | Freja Sjöberg | Back | |
| 17 | Ellen Dahl | Forward | vill prova målvakt på träning |
| 19 | Moa Karlsson | Back | |
| 22 | Siri Pettersson | Forward | ny i år |

## Skador och anpassningar (uppdaterat 30 okt)

- **Saga Lund** – Osgood-Schlatter i höger knä (växtvärk i senfästet under knäskålen). Reducerad belastning:
  inga hoppövningar, kortare byten i match (max 1 min). Föräldrarna informerade, hon har varit hos
  skolsköterskan.
- **Tilde Nygren** – stukade vänster fotled på match 16 okt (landade på en motspelares fot). Tejp + eget
  program vid sidan av planen. Tillbaka i full träning tidigast mitten av november.

Ingen övrig skada just nu. Ellens handled blev bra.

## Föräldrakontakter

Ligger i lagappen. Hanna har listan. (Skriv inte telefonnummer här.)
""")


def build():
    write("notes/innebandy/f13-sasong-2025-26.md", SASONG)
    write("notes/innebandy/ovningar.md", OVNINGAR)
    write("notes/innebandy/trupp-f13.md", TRUPP)
