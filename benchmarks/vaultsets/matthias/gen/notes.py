"""Markdown notes and plain-text files."""
from notes_journal import J1, J2, J3

NOTES = {}

NOTES["notes/daily/2025-03-14.md"] = """---
date: 2025-03-14
tags: [daily]
---
# Freitag, 14.03.2025

Grauer Tag, Föhn ist weg, Kopfweh auch.

- Jour fixe heute nur kurz, Reinhard ist in Nürnberg bei der Autobahn-Niederlassung.
- Telefonat mit Graham (Pennant, Leeds) wegen dem Besuch im Mai. Priya schickt die Agenda nochmal als HTML-Mail, die erste kam kaputt an. Graham sagt, they'd love to see "proper German paperwork" – er meint die Prüfberichte nach DIN 1076 / RI-EBW-PRÜF.
- Lena: Zusage aus Leeds hat sie seit Januar (ihre Fwd-Mail). Sie will ins Wohnheim, kein private housing. Besichtigen können wir im Mai nix, dafür ist keine Zeit.
- Steuer: Lohnsteuerbescheinigung ist da. Unterlagen-Liste abhaken (→ Steuererklaerung_2024_Unterlagen.md). Termin bei der Weidinger steht im Kalender.
- Kaffee mit Tobias. Seine Frau erwartet im Juni das Baby, er will ab Mitte September Elternzeit nehmen. Heißt: Aschbach-Hauptprüfung ohne ihn. Muss ich mit Anja und Reinhard klären, wer einspringt.
- Garten: Saatgut-Tüten sortiert. Saatkartoffeln (Linda) liegen im Keller zum Vorkeimen.

## Abends
Claudia meint, ich soll das E-Bike-Thema endlich angehen statt nur Prospekte anzuschauen. Budget max. 2.000 €, gebraucht ist okay. Hab am Abend 2 Stunden auf Kleinanzeigen rumgeklickt. Hilft nix.
"""

NOTES["notes/daily/2025-05-16.md"] = """---
date: 2025-05-16
tags: [daily, leeds, pennant]
---
# 16.05.2025 – zurück aus Leeds

Flug LBA→MUC gestern Abend, 40 min Verspätung. Knie tut weh – hatte auf dem Rückflug nur einen Fensterplatz bekommen, obwohl ich Priya extra gesagt hab: immer Gang. Nie wieder Fenster, ich brauch den Gang fürs Bein.

Notizen zum Besuch (12.–15.05.):
- Pennant-Büro ist in einem alten Wool Warehouse am Kanal, schöne Gusseisensäulen.
- Site visit Aire Valley Viaduct: Principal Inspection, die machen vieles mit Drohne + rope access, kaum UBI. Interessant für Aschbach!
- Priya hat die ganze Agenda gemanagt; Graham ist eher der Techniker.
- UK "General Inspection" alle 2 Jahre ≈ unsere Einfache Prüfung? Nicht ganz, muss ich nachlesen.
- Versprochen: ich schick Graham eine englische Zusammenfassung der DIN 1076 (Prüfintervalle, Zustandsnoten).

Pub: Am Mittwochabend waren wir im "The Brass Lantern", nähe Kirkgate Market. Bestes Pint seit Jahren (Bitter, handgepumpt, nicht eiskalt), dunkles Holz, keine Musik, man kann reden. Genau mein Ding – da will ich wieder hin, wenn wir Lena besuchen. Die Pubs mit Fußball-Leinwand und Lärm mag ich gar nicht, da waren wir am Dienstag, furchtbar.

Lena war am Telefon ganz aufgeregt, wollte alles wissen über Headingley, Hyde Park, Studentenviertel.

E-Bike: Erste richtige Runde mit dem Voltaro, Isarradweg bis Pullach und zurück. Läuft!
"""

NOTES["notes/daily/2025-09-18.md"] = """---
date: 2025-09-18
tags: [daily]
---
# Do 18.09.2025

- Dienstag Präparation Zahn 46 – 1h15 auf dem Stuhl, Provisorium drin, fühlt sich riesig an. Nicht rechts kauen. Eingliederung laut Kalender Anfang Oktober.
- Aschbach: Montag geht's los. Jana ist dabei (statt Tobias, der ist seit Montag in Elternzeit). Rissbreitenlineal + Risslupe + Hammer einpacken, Akkus für die Kamera laden.
- Lena packt. Zwei Koffer à 23 kg, sie hat trotzdem zu viel. Flug Samstag früh.
- Nebenkosten: Belegeinsicht war am 4.9., Fotos + Zusammenfassung an den Mieterverein geschickt. Warten auf Korrektur von der HV.
"""

NOTES["notes/daily/2025-10-22.md"] = """---
date: 2025-10-22
tags: [daily]
---
# Mi 22.10.2025

Regen. Homeoffice.
- Aschbach-Bericht: Kapitel Widerlager fertig, Pfeiler Achse 20/30 fehlen noch (Seilzugang-Fotos sind erst seit gestern auf dem Server).
- Graham hat per email wegen der DIN-Zusammenfassung nachgehakt. Peinlich.
- Claudia: Herbstferien – 2 Tage Chiemsee? Mal sehen.
- Garten: Dahlienknollen ausgegraben, im Keller in Zeitungspapier. Wasser wird am Samstag abgedreht – vorher noch Schläuche leeren und den Hahn an der Hütte offen lassen.
- E-Bike: Kette geölt. Rücklicht wackelt.
"""

NOTES["notes/daily/2025-10-24.md"] = """---
date: 2025-10-24
tags: [daily, todo]
---
# Fr 24.10.2025 – offene Punkte (Wochenende aufräumen!)

- [ ] **BPA-Teilnahmebescheinigung** suchen – Weidinger braucht sie bis 10.11. für den Einspruch. Keller durch, nix. Beim BPA in Kassel neu anfordern?
- [ ] Hausverwaltnug: die versprochene Kopie vom Gartenpflegevertrag ist immer noch nicht da (sollte bis Ende Oktober kommen). Nächste Woche nachhaken, sonst Mieterverein einschalten.
- [ ] DIN 1076 Summary für Graham – endlich schreiben, bevor die im November hier sind.
- [ ] E-Bike Rücklicht (Wackelkontakt) → Radhaus
- [x] Winterreifen aufs Auto
- [x] Lena: Paket mit Lebkuchen abgeschickt (DHL, ca. 6 Tage)

Lena hat schon wieder eine neue Handynummer – hab sie Stefan im Telegram geschrieben, muss sie noch in die Notfall-Datei übernehmen.
"""

NOTES["notes/journal/2025-02-09_Sonntagsgedanken.md"] = J1
NOTES["notes/journal/2025-07-20_Sommer_Gedanken.md"] = J2
NOTES["notes/journal/2025-10-19_Herbst_Durcheinander.md"] = J3

NOTES["notes/Steuer/Steuererklaerung_2024_Unterlagen.md"] = """---
title: Steuererklärung 2024 – Unterlagen für Weidinger
status: abgegeben
erstellt: 2025-01-16
aktualisiert: 2025-07-03
---
# Steuererklärung 2024 – Unterlagen

Liste nach der Mail von Herrn Maier (Kanzlei Weidinger) vom 14.01.

## Checkliste
- [x] Lohnsteuerbescheinigung 2024 (Falkner)
- [x] Lohnsteuerbescheinigung Claudia (Schulamt)
- [x] Nebenkostenabrechnung 2023 (für §35a – Hausmeister, Treppenhausreinigung, Gartenpflege)
- [x] Beiträge Kranken-/Pflegeversicherung (stehen auf der LSt-Bescheinigung, trotzdem Bescheinigung der BKK beigelegt)
- [x] Riester-Bescheinigung Claudia
- [x] Spendenquittungen (Bergwacht 150 €; Kleingartenverein ist NICHT gemeinnützig → raus)
- [x] Fortbildung BPA-Lehrgang Nov 2024: Rechnung, Bahn, Hotel (Details → Fortbildung_BPA_Lehrgang.md)
- [ ] Teilnahmebescheinigung BPA ← nicht gefunden, "reichen wir nach"
- [x] Homeoffice-Tage 2024 zählen (Outlook): 212 Tage zu Hause gearbeitet
- [x] Lena: Immatrikulationsbescheinigung LMU (Kindergeld / Kinderfreibetrag)
- [x] Fahrten zur Arbeit: Büro Sendlinger Tor, 7,8 km einfach – Dienstfahrten erstattet der AG

## Offene Fragen an Weidinger
1. Arbeitszimmer? Ich hab ja nur die Ecke im Schlafzimmer. → Antwort siehe Mail April.
2. Kann man Lenas Bewerbungskosten Leeds irgendwie absetzen? (vermutlich nein)

## Abgabe
Erklärung am 02.07.2025 von der Kanzlei elektronisch übermittelt. Jetzt warten.
"""

NOTES["notes/Steuer/Fortbildung_BPA_Lehrgang.md"] = """---
title: Fortbildung BPA-Lehrgang
jahr: 2024
---
# Fortbildung: BPA-Lehrgang "Bauwerksprüfung nach DIN 1076", Teil 2

- Zeitraum: 18.–22.11.2024, Kassel (Teil 2 mit Abschlussprüfung)
- Veranstalter: Bauwerksprüfer-Akademie Kassel (BPA)
- Falkner zahlt NICHT (Reinhard: "das ist deine persönliche Zertifizierung") → also Werbungskosten in der Steuer 2024!

| Posten | Betrag |
|---|---|
| Lehrgangsgebühr inkl. Prüfung | 1.190,00 € |
| Hotel "Am Weinberg", 4 Nächte | 412,00 € |
| Bahn München–Kassel hin/zurück (BC25) | 138,60 € |
| Verpflegungsmehraufwand | rechnet die Kanzlei |
| **Summe (ohne VMA)** | **1.740,60 €** |

Prüfung bestanden. Das Zertifikat kam im Januar per Post und hängt im Büro (da steht aber kein Stundenumfang drauf).
Teilnahmebescheinigung: war ein separates Blatt im Tagungsordner. Der Ordner ist... irgendwo. Keller?
"""

NOTES["notes/Gesundheit/Zahnarzt_Krone_46.md"] = """---
tags: [gesundheit, zahnarzt]
zahn: 46
praxis: Dr. Katrin Lechner, Margaretenplatz
---
# Krone Zahn 46 (unten rechts, 6er)

**08.07.2025 Kontrolle:** Die große alte Füllung in 46 hat einen Längsriss, ein Höcker wackelt leicht. Dr. Lechner: Krone, bevor der Zahn bricht. Kein Notfall, aber dieses Jahr noch.

## Optionen (lt. Beratung, grobe Zahlen mündlich)
| Variante | Material | Optik | ca. Eigenanteil | Anmerkung |
|---|---|---|---|---|
| Regelversorgung | NEM-Vollgusskrone (Nichtedelmetall) | metallisch grau | ~ 90–120 € | hält ewig, "hinten sieht's keiner" |
| gleichartig | VMK (Metall, keramisch verblendet) | zahnfarben | ~ 400 € | Verblendung kann abplatzen |
| gleichartig | Zirkon monolithisch | zahnfarben | ~ 550–600 € | kein Metall, sehr hart |

Bonusheft lückenlos seit 2012 → Festzuschuss 75 % statt 60 % (10-Jahres-Bonus).

## Entscheidung (10.07.)
Ich nehme die **NEM-Vollgusskrone** (Regelversorgung). Backenzahn, sieht niemand, Geld lieber in Leeds stecken. Claudia findet's "typisch Matthias".
→ Praxis macht den HKP fertig, sobald ich Bescheid gebe.

Update 05.08.: siehe Mail an die Praxis (nach dem Chat mit Stefan).
"""

NOTES["notes/Wohnung/Nebenkosten_2024_Streit.md"] = """---
thema: Nebenkostenabrechnung 2024
vermieter: Fam. Obermüller, verwaltet durch Kessler Immobilienverwaltung GmbH
ansprechpartner_hv: Frau Petra Dorn
status: offen
---
# Nebenkostenabrechnung 2024 – Widerspruch

Abrechnung kam am 11.06.2025 per Mail (Anhang). **Nachzahlung 612,40 €** – letztes Jahr gab's noch 38 € zurück!

## Auffällige Positionen (unser Anteil, 78,4 m² von 1.046 m²)
| Position | 2023 | 2024 | Kommentar |
|---|---|---|---|
| Gartenpflege | 186,20 € | 418,90 € | mehr als verdoppelt?! Neue Firma "GrünKonzept", Birkenfällung drin? |
| Hausmeister | 512,00 € | 596,30 € | enthält lt. Aushang Reparaturen (Haustür, Klingel) → nicht umlagefähig |
| Allgemeinstrom | 64,10 € | 71,80 € | ok |
| Müll | 233,00 € | 241,50 € | ok |
| Heizung/Warmwasser | 1.102,40 € | 1.188,70 € | Heizkostenverteiler, ok |

Vorauszahlung bisher 210 €/Monat; laut Abrechnung ab 01.08.2025 neu 245 €/Monat. (Frechheit.)

## Vorgehen
1. Mieterverein (Mieterverein Südwest München e.V., Mitgl.-Nr. 31-0877) – mein Berater dort ist **Herr Anton Pfister**, Tel. 089 555 0471.
2. Widerspruch schriftlich – Frist 12 Monate, aber lieber sofort → Mail 14.07. raus.
3. Belegeinsicht verlangen (Gartenpflege-Rechnungen, Hausmeistervertrag).
4. Nachzahlung: nur unstrittigen Teil zahlen? → Mieterverein fragen.

## Verlauf
- 14.07. Widerspruch per Mail an Frau Dorn
- 21.07. Telefonberatung Mieterverein, 22.07. schriftliche Einschätzung per Mail
- 01.08. unstrittigen Teil unter Vorbehalt überwiesen
- 20.08. Termin für Belegeinsicht bekommen (Details in der Mail von Frau Dorn)
- 04.09. Belegeinsicht gemacht: Gartenpflege enthält die Birkenfällung (einmalig!) + Hausmeister-Rechnungen mit Reparaturen. Alles fotografiert.
"""

NOTES["notes/Ebike/Ebike_Suche.md"] = """---
projekt: E-Bike gebraucht
budget: 2000
status: gekauft
---
# E-Bike Suche (Frühjahr 2025)

## Was ich will (und was nicht)
- **Mittelmotor**, auf keinen Fall Nabenmotor. Bei Stefans altem Rad mit Heckmotor war mir das zu "geschoben", am Berg schwach, und ein Platten hinten mit Nabenmotor ist eine Katastrophe.
- Trekking, Gepäckträger, Licht fest verbaut, Rahmenhöhe 56–58 (bin 1,86 m)
- Akku ≥ 500 Wh, Akku-Diagnose beim Händler muss möglich sein
- Kein Rücktritt. Kettenschaltung ok.
- Rechnung vom Erstkauf muss da sein (Diebstahlrisiko!)

## Kandidaten
| | Voltaro Trekking 7 | Rheinwerk Tour E8 |
|---|---|---|
| Baujahr | 2022 | 2021 |
| Motor | Mittelmotor, 85 Nm | Heckmotor (Nabe), 45 Nm |
| Akku | 625 Wh | 500 Wh |
| km | ca. 2.300 | 4.100 |
| Rahmen | 56 cm | 60 cm |
| Preis (VB) | 1.950 € | 1.450 € |
| Inserat aus | Dachau | Freising |
| Rechnung | ja, Original | "verloren" |

## Probefahrten
- 26.04. Rheinwerk in Freising: fährt sich okay, aber 60er Rahmen viel zu gestreckt, und der Verkäufer wurde bei der Rechnung komisch.
- 26.04. nachmittags Voltaro: sofort wohlgefühlt. Schaltung sauber, Motor leise.

## Entscheidung (28.04.)
Wir nehmen das **Voltaro**. Gründe: Mittelmotor, Rahmen passt (beim Rheinwerk war ich gestreckt wie auf dem Rennrad), Originalrechnung vorhanden, und der Verkäufer lässt den Akku beim Händler prüfen. Rheinwerk ohne Rechnung = zu heikel, auch wenn 500 € billiger.
Verhandelt auf 1.750 €. Übergabe + Vertrag am 03.05.

Kaufvertrag hängt an der Mail vom Verkäufer. Akku-Check beim Radhaus Sendling gemacht → Ergebnis in deren Mail.
"""

NOTES["notes/Ebike/Akku_Winterlagerung_Anleitung.txt"] = """E-BIKE: AKKU UND RAD UEBER DEN WINTER
(meine Kurzanleitung, nach Radhaus-Tipps + Handbuch Voltaro)

1. Rad putzen, Kette reinigen und oelen.
2. Akku abnehmen. NICHT im Rad in der kalten Garage lassen.
3. Ladestand fuer die Lagerung: zwischen 30 und 60 % (2-3 LEDs von 5).
   Nie leer einlagern, nie monatelang randvoll auf 100 %.
4. Lagertemperatur: trocken, 10-20 Grad -> Kellerregal neben dem Weinregal,
   nicht im Heizungsraum.
5. Alle 6-8 Wochen Ladestand pruefen; wenn nur noch 1 LED leuchtet,
   kurz auf ca. 50 % nachladen.
6. Kontakte an Akku und Halterung trocken halten, etwas Polfett drauf.
7. Reifen auf 2,5 bar, Rad aufhaengen oder so stellen, dass die Reifen
   nicht platt stehen.
8. Vor der ersten Fahrt im Fruehjahr: Akku im warmen Raum voll laden,
   Bremsen checken, Licht checken.

Wenn ich im Winter doch fahre (trockenes Wetter): Akku nachts drinnen lassen
und erst kurz vor der Fahrt einsetzen. Kalter Akku = weniger Reichweite.
"""

NOTES["notes/Lena/Leeds_Austauschjahr.md"] = """---
thema: Lena – Austauschjahr Leeds 2025/26
uni: University of Leeds, School of English (Austausch über LMU)
stand: 2025-10-05
---
# Lena in Leeds 2025/26

## Eckdaten
- Austauschplatz bestätigt (Mail von Leeds, Lena hat sie im Januar weitergeleitet)
- Unterkunft: Uni-Wohnheim, Vertrag 20.09.2025–13.06.2026, Miete £176/Woche (!), Bestätigung per Mail Ende Juni
- Hinflug: Sa 20.09. nach Manchester (Buchungsbestätigung in der Mail vom 2.9.)
- Notfallinfos für Claudia ausgedruckt → Lena_Notfallinfos_Leeds.txt

## Geld
| Posten | Betrag | wer |
|---|---|---|
| Miete gesamt (38 Wochen) | ca. £6.700 | wir 2/3, Lena 1/3 (Erspartes + Café-Job) |
| Erasmus-Zuschuss | ca. 600 €/Monat? | Lena |
| Flüge | ~ 450 € | wir |
| Auslandskrankenversicherung | 38 €/Monat | wir |

Kindergeld läuft weiter, solange sie hier gemeldet bleibt und in den Ferien heimkommt – so steht's im Merkblatt der Familienkasse.

## To-do
- [x] Auslandskrankenversicherung abgeschlossen (über BKK-Kooperationspartner)
- [x] UK-Konto: Lena hat ein Monzo-Konto
- [x] Hinflug gebucht
- [ ] **Familienkasse: Immatrikulationsnachweis aus Leeds (Certificate of Registration) einreichen** – die wollen den Nachweis, dass sie dort eingeschrieben ist, sonst wird das Kindergeld ab November eingestellt! Lena muss das PDF aus dem Student Portal ziehen – hat sie noch nicht.
- [ ] Weihnachten: Heimflug gebucht (steht im Lena-Kalender) – Rückflug im Januar noch offen
- [ ] Besuch Claudia + ich in Leeds: Februar?
"""

NOTES["notes/Lena/Lena_Notfallinfos_Leeds.txt"] = """LENA - NOTFALLINFOS LEEDS (Stand 25.09.2025)
(fuer Claudia, haengt am Kuehlschrank)

ADRESSE
  Lena Brandstetter
  Larchfield Mews, Flat 6, Room C
  41 Larchfield Road
  Leeds LS6 2QT, United Kingdom

HANDY
  UK: +44 7700 900266   (Prepaid, seit 23.09.)
  DE: 0157 555 0188     (laeuft weiter, nur WhatsApp ueber wifi/WLAN)

UNI
  University of Leeds, School of English - Exchange Office: +44 113 496 0900
  Wohnheim-Reception (24h Security): +44 113 496 0777

VOR ORT
  Graham & Helen Whitcombe (Headingley, 10 min zu Fuss)
  Graham ist mein Kollege von Pennant. Die beiden schauen nach ihr und
  haben angeboten, dass sie sich jederzeit melden kann -> im Notfall ZUERST dort anrufen.
  Graham: +44 7700 900512   Helen: +44 7700 900513

KRANKENVERSICHERUNG
  GHIC (Rueckseite der BKK-Karte) + Auslandskrankenversicherung (Police im Ordner "Lena")
  NHS 111 = nicht lebensbedrohlich, 999 = Notfall

DEUTSCHE BOTSCHAFT LONDON (Konsularabteilung): +44 20 7946 0000

Zeitverschiebung: UK = 1 Stunde frueher als bei uns.
"""

NOTES["notes/Garten/Parzelle47_Gartenjahr.md"] = """---
parzelle: 47
verein: KGV Sonnenwinkel Obersendling e.V.
jahr: 2025
---
# Parzelle 47 – Gartenjahr 2025

## Beete
- Beet 1 (Folienhaus): Tomaten – **Ochsenherz** ist und bleibt meine Lieblingssorte (fleischig, kaum Kerne, mit Salz und Pfeffer zur Brotzeit unschlagbar), dazu Harzfeuer und 2× Berner Rose. Nie wieder 'Sweet Million': platzt bei jedem Regen, und die kleinen Dinger mag ich eh nicht.
- Beet 2: Kartoffeln Linda, danach Feldsalat
- Beet 3: Zucchini (nur EINE Pflanze, Claudia!), Buschbohnen, Mangold
- Kräuterspirale: Schnittlauch, Liebstöckel, Thymian
- Beerensträucher: Johanisbeeren rot, Stachelbeere (Mehltau wie jedes Jahr)
- Claudias Ecke beim Kompost: Dahlien, Zinnien

## Gemeinschaftsarbeit 2025 (Pflicht: 10 Std. pro Parzelle)
| Datum | Was | Std. |
|---|---|---|
| 05.04. | Wege gekiest, Dachrinne Vereinsheim | 3 |
| 03.05. | Hecke am Parkplatz | 2 |
| 06.09. | Kompostplatz umgesetzt | 1 |
| **Summe** | | **6 von 10** |

Juni/Juli nicht geschafft (Mama 80, Leeds-Kram, Hitze), Oktober-Termin verpasst wegen Aschbach-Bericht. Fehlende Stunden müssen bis Mitte November nachgewiesen oder bezahlt werden.

## Ernte / Notizen
- 15.02. Jahresrechnung vom Kassier Konrad Bauer (Pacht + Wasser + Versicherung): 318,40 € – bezahlt
- 12.04. Wasser wieder an, Zählerstand 1.482 m³
- Ende Juli: Tomaten-Schwemme, Braunfäule erst Ende August
- 9.–17.08. Südtirol; Erwin von nebenan (Parzelle 46) hat gegossen → Gießplan-Zettel
- 18.10. Begehung: Hecke 2 cm zu hoch, nachgeschnitten
"""

NOTES["notes/Garten/Giessplan_Parzelle47_fuer_Erwin.txt"] = """GIESSPLAN PARZELLE 47 - fuer Erwin Stadler (Parzelle 46)
Zeitraum: Sa 09.08. bis So 17.08.2025 (wir sind in Suedtirol)

Lieber Erwin, tausend Dank, dass du wieder schaust! Hier das Wichtigste:

SCHLUESSEL
- Gartentor: hast du ja selber (Vereinsschluessel, gleich fuer alle).
- Geraetehuette: der Ersatzschluessel liegt unter dem blauen Blumentopf neben
  der Regentonne (hinten links, beim Kompost). Bitte danach wieder drunter legen.
- Folienhaus ist nur mit Waescheklammern zu, kein Schloss.

GIESSEN (abends nach 18 Uhr, ausser es regnet richtig)
- Tomaten im Folienhaus: JEDEN Abend, 1 Giesskanne auf 2 Pflanzen,
  nur unten giessen, nicht auf die Blaetter!
- Zucchini + Mangold: jeden 2. Tag
- Kraeuterspirale: nur wenn's ueber 30 Grad hat
- Beerenstraeucher: gar nicht
- Erst die Regentonne leer machen, dann Leitungswasser (Wasseruhr!)

ERNTEN
Nimm dir Tomaten und Zuccini, so viel du willst. Wirklich.
Die Zucchini werden sonst Keulen.

NOTFALL
- Matthias mobil: 0171 555 0147 (in Suedtirol manchmal kein Empfang)
- Claudia mobil:  0176 555 0193
- Vorstand/Wasser-Notfall: Herbert Lallinger, 0160 555 0122
- Wenn die Hauptleitung leckt: Absperrhahn im Schacht neben Parzelle 45,
  Deckel mit dem Schraubenzieher aufhebeln.

Als Dankeschoen steht eine Kiste Bier in der Huette. Prost!
Matthias
"""

NOTES["notes/Arbeit/Talbruecke_Aschbach_HP2025.md"] = """---
bauwerk: Talbrücke Aschbach (BW-Nr. 7635 512)
pruefart: Hauptprüfung nach DIN 1076
termin: 22.–26.09.2025
auftraggeber: Staatliches Bauamt Freising
---
# Talbrücke Aschbach – Hauptprüfung 2025

Spannbeton-Hohlkasten, 5 Felder, L = 318 m, Baujahr 1974, Pfeilerhöhen bis 34 m.
Letzte HP 2019: Zustandsnote 2,2. EP 2022: 2,4.

## Organisation
- Zugangskonzept: siehe Mail Reinhard vom 12.9.
- Verkehrsrechtliche Anordnung: VAO Nr. FS-2025-0917, halbseitige Sperrung Fahrstreifen Ri. Freising
- Team: ich (Prüfleiter) + zweite Prüferin/Prüfer lt. Reinhard; Tobias ist ab 15.09. in Elternzeit
- Bericht fällig: 31.10.2025 (lt. Auftrag)

## Befunde (vorläufig, Stand 26.09.)
- Südwiderlager (Achse 0): Vertikalriss in der Kammerwand, **Rissbreite 0,35 mm**, Länge ca. 1,80 m, feucht, Aussinterungen. 2019 waren es 0,20 mm → Zunahme. S/V/D = 2/1/2.
- Übergangskonstruktion Achse 50: Lamellen verschlissen, Schlaggeräusch bei Lkw-Überfahrt.
- Pfeiler Achse 30: Betonabplatzung mit freiliegender Bügelbewehrung, ca. 20 × 30 cm (Seilzugang-Fotos).
- Lager Achse 10: Lagerspalt ok, Korrosion an der Ankerplatte.
- Kappen: Netzrisse, Entwässerung teilweise verstopft.
- **Vorläufige Zustandsnote: 2,6** (2019: 2,2)

## Nachher
- [ ] Riss Südwiderlager: Empfehlung Rissmonitoring (Gipsmarken / Rissmonitor)
- [ ] Bericht in SIB-Bauwerke einpflegen
- [ ] Fotos Seilzugang sortieren (kommen von Vertikal Service Alpin)
"""

NOTES["notes/Arbeit/Isarsteg_Pullach_EP2025.md"] = """# Isarsteg Pullach – Einfache Prüfung 08.04.2025

Genieteter Stahlfachwerksteg, vermutlich 1927, 2 Felder, Fußgänger/Radfahrer.

- Korrosion an den Knotenblechen Untergurt Feld 2, Nietköpfe teils abgerostet
- Holzbelag: 6 Bohlen morsch → Sofortmaßnahme, Gemeinde hat am 15.04. getauscht
- Geländer: Füllstäbe ok, Handlauf locker am Widerlager West
- Zustandsnote vorläufig 2,9 (HP 2023: 2,7)

Nächste HP 2029. Gemeinde will ein Sanierungskonzept, unser Angebot bis Ende Juni.
"""

NOTES["notes/Arbeit/Pennant_UK_Austausch.md"] = """# Knowledge exchange Falkner ↔ Pennant Bridge Consultants (Leeds)

## Contacts
- Graham Whitcombe – Principal Engineer, Leeds (Inspection & Assessment)
- Priya Raman – Project Manager, London office (organises everything, answers within minutes)
- Reinhard sponsors it on our side; budget approved Dec 2024.

## Idea
Compare DIN 1076 / RI-EBW-PRÜF with the UK inspection standard (CS 450). Two visits: us → Leeds (May 2025), them → Munich (autumn 2025).

## Glossary (my cheat sheet)
| DE | UK |
|---|---|
| Hauptprüfung | Principal Inspection (PI) |
| Einfache Prüfung | ~ General Inspection (GI), not 1:1 |
| Widerlager | abutment |
| Überbau | superstructure / deck |
| Kappe | verge / edge beam (?) |
| Übergangskonstruktion | expansion joint |
| Brückenuntersichtgerät | under-bridge inspection unit (UBIU), "the snooper" |
| Zustandsnote | condition rating (they use BCI scores) |
| Seilzugang | rope access |

## Their visit to Munich – what we show them
Graham wants "a proper post-tensioned box girder and something old and riveted".
1. **Talbrücke Aschbach** – HP just done, Spannbeton-Hohlkasten, walk through the report draft on site
2. **Isarsteg Pullach** – 1920s riveted steel truss footbridge (EP April 2025)
3. **Hinterbrühler Fußgängersteg** (timber, 2016) – short stop, contrast old/new
4. Evening: beer garden, obviously, even in November.

Dates: see work calendar (Reinhard fixed them with Priya by e-mail).
"""

NOTES["notes/Familie/Mama_80.md"] = """# Mama wird 80 – Sa 14.06.2025

Mama (Hildegard) will "nix Großes". Stefan und ich: doch, ein bisschen.

## Gäste (ca. 26)
Mama, Tante Resi + Onkel Sepp, Cousinen Moni und Gabi mit Männern, Stefan + Birgit + Kinder, wir 3, Nachbarin Frau Kellermann, vier Freundinnen vom Kirchenchor, ...

## Lokal – Optionen (Stand Februar)
| Lokal | Ort | Nebenzimmer | Preis/Person | Pro/Contra |
|---|---|---|---|---|
| Gasthof Zur Post | Ergolding | bis 30 P. | ca. 45 € | Mamas Stammwirtschaft, aber Treppe zum Saal! |
| Bräustüberl am Dom | Landshut | bis 40 P. | ca. 52 € | zentral, Parkplätze schlecht |
| Landgasthof Moosbauer | Altdorf | bis 35 P. | ca. 48 € | ebenerdig, Garten, Stefan kennt den Wirt |

Mein Favorit im Moment: Zur Post (da fühlt sich Mama wohl). Stefan fragt bei den Wirten nach. Entscheiden wir im Telegram-Chat.

## Geschenk
- Gemeinsam: Fotobuch "80 Jahre" + Zuschuss für die Kur in Bad Füssing
- Lena macht das Fotobuch (Scans von Papas alten Dias)
"""

NOTES["notes/Haushalt/Versicherungen.md"] = """# Versicherungen – Übersicht (Stand Mai 2025)

| Versicherung | Gesellschaft | Nr. | Beitrag | Fällig |
|---|---|---|---|---|
| Hausrat | Isar-Mutual Versicherung | HR-5521-0093 | 168,40 €/Jahr | 01.03. |
| Privathaftpflicht | Isar-Mutual | PH-5521-0094 | 72,00 €/Jahr | 01.03. |
| Rechtsschutz (inkl. Mietrecht!) | Advocura | RS 77-140 233 | 289,00 €/Jahr | 01.01. |
| Kfz (Skoda Octavia) | Isar-Mutual | KF-5521-0311 | 512,00 €/Jahr | 01.01. |
| Zahnzusatz | – | keine! (ärgerlich, jetzt mit der Krone) | | |

## To-do
- [x] Rechtsschutz deckt Mietstreit? → ja, Wartezeit 3 Monate längst vorbei
- [ ] **E-Bike in der Hausrat nachmelden** (Fahrraddiebstahl-Klausel, Neuwert bis 3.000 €) – brauchen Rahmennummer + Kaufvertrag. Noch nicht gemacht!!
- [ ] Zahnzusatz für Claudia vergleichen (für mich zu spät)
- [x] Lena: Auslandskrankenversicherung (siehe Leeds-Notiz)
"""
