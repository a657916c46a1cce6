"""Markdown notes, daily notes and plain-text docs."""
from common import write


def daily():
    write("notes/daily/2024-11-18.md", """
    # Montag, 18. November 2024

    #daily #wohnung #kita

    - Die Nebenkostenabrechnung 2023 von Elsterblick ist da (kam schon Donnerstag per Mail, hab sie
      erst heute richtig gelesen). **612,40 € Nachzahlung!!** Und die Vorauszahlung soll ab Januar von
      185 € auf 236 € rauf. Das kann so nicht stimmen.
    - Gartenpflege als eigene Position – obwohl der Hauswart laut Aushang im Treppenhaus die
      "Grünflächenpflege" macht? Und Verwaltungskosten sind doch gar nicht umlagefähig, oder?
    - Matteo: "just pay it, amore, it's not worth the stress." Nope. Not paying for the same hedge twice.
    - TODO Mieterverein – per E-Mail, nicht anrufen. I don't do phone calls with these people, nothing
      said on the phone ever counts afterwards.
    - Lina: Kita-Anmeldung im Portal erledigt, fünf Kitas eingetragen (Auenfüchse ganz oben).
    - Schilddrüse: tired all the time again, hair everywhere in the shower. Still on 75 µg since spring
      2023. Blutabnahme beim Hausarzt vor dem Endo-Termin im Januar machen lassen.
    - Strom: Leipziger Stadtstrom erhöht den Abschlag ab Januar auf 64 €. Alles wird teurer.
    - Rowing: Wintertraining started. Ergo on Tuesday evening. I hate the erg with a passion.
    """)

    write("notes/daily/2025-03-07.md", """
    # Freitag, 7. März 2025

    **Lastenrad.** Radhaus Plagwitz will 780 € und der Motor hat 8–10 Wochen Lieferzeit. Das heißt
    praktisch bis Juni kein Rad. Matteo und ich haben gestern Abend lange geredet → **wir verkaufen es.**
    Anzeige auf Kleinanzeigen am Wochenende, 1.900 € VB. Für den Alltag: Deutschlandticket + Carsharing
    für den Großeinkauf, und Lina ab September zu Fuß oder mit dem Anhänger an Matteos Rad.
    I definately don't want to pour another 800 € into it. (Ask me again in a month...)

    Kita: Zusage an die Auenfüchse ist seit Montag raus, Zwergenland abgesagt. Done.

    Wohnung: Kündigungsbestätigung von Elsterblick ist da – Mietende 31.05., Übergabe am 31.05. um
    10 Uhr. Umzug selbst schon am 24.05.

    Work: usability test sessions for the billing module all next week, recruit 2 more participants.
    """)

    write("notes/daily/2025-04-12.md", """
    # Samstag, 12.04.2025

    **Change of plan: we are NOT selling the Lastenrad.**

    Katja (rowing) said before I give up I should get a second opinion at the Lastenradwerk in
    Connewitz. Went there today – rode it with the motor off, 5 km, legs dead. Timo had the display
    off and the wheel spinning in ten minutes: motor is fine, it's the speed sensor plus a chafed cable
    near the head tube. No 10-week wait, ready in two weeks, and a fraction of the Radhaus quote.
    Kleinanzeigen-Anzeige gelöscht (had two lowballers anyway). Entscheidung: reparieren und behalten.
    Matteo relieved, he never wanted to drag Lina through the city on a trailer.

    Anrudern last Saturday was lovely – first outing in the Doppelzweier with Katja since October. I so
    much prefer sculling to sweep rowing, two blades feel like home. Water glass-flat at 10.

    Lisbon: abstract went in end of January, decision "mid/late April". Fingers crossed.
    """)

    write("notes/daily/2025-09-01.md", """
    # Montag, 1. September 2025 – erster Kita-Tag

    9:00 Uhr an der Kita. Jana Schubert (Bezugserzieherin, Igelgruppe) ist super lieb, kniet sich
    sofort auf Linas Höhe und zeigt ihr die Murmelbahn. Lina hat erst nur geguckt, dann zehn Minuten
    mit dem Sand gespielt, dann wollte sie auf meinen Schoß. Eine Stunde, dann nach Hause. Morgen genauso.

    - Masern-Nachweis hatten wir schon am 12.8. abgegeben, phew.
    - Lastenrad läuft perfekt: 2,1 km bis zur Kita, 9 Minuten.
    - Matteo übernimmt Woche 3 (ab 15.9.).

    I cried a bit on the way home. Obviously.
    """)

    write("notes/daily/2025-09-22.md", """
    # Mo 22.09.2025

    Wochenstart. Offene Sachen, bevor Lissabon alles auffrisst:

    - [ ] **Kaution**: immer noch nichts von Elsterblick – im Juli hieß es "Auszahlung innerhalb von
      14 Tagen"!! → E-Mail an Drechsler, schriftlich, mit Frist.
    - [ ] Bescheinigung von Petra (Tagespflege 2024) fürs Steuerbüro – Petra wollte sie in den
      Briefkasten werfen, ist nicht da. Frau Brandt wartet seit August. Peinlich.
    - [ ] Slides Lisbon: upload to the speaker portal by Monday 6 Oct.
    - [ ] Belege Jan–Sep für Ulrike scannen (bis 10.10.).
    - [ ] Eurostar tickets for Christmas – I promised Mum the times. Check if booking is open yet.
    - [ ] Lastenrad Nachinspektion – Tacho steht bei 470 km.
    - [x] Elternabend Kita 30.9., 19:30 Uhr im Kalender.

    Schilddrüse: seit der Reduktion auf 88 µg schlafe ich endlich wieder durch. No more 3am heartbeat.

    Lina nach drei Wochen Eingewöhnung: bleibt jetzt bis nach dem Mittagsschlaf. Jana says she "runs
    the sandpit".
    """)


def wohnung():
    write("notes/wohnung/nebenkosten-widerspruch.md", """
    ---
    title: Nebenkostenabrechnung 2023 – Widerspruch Elsterblick
    tags: [wohnung, nebenkosten, mieterverein]
    created: 2024-11-19
    updated: 2025-07-12
    status: teilweise erledigt
    ---

    # Nebenkostenabrechnung 2023 – Widerspruch

    ## Überblick

    - **Alte Wohnung:** Zschochersche Straße 41, 3. OG links, 04229 Leipzig-Plagwitz, 68,4 m²
    - **Hausverwaltung:** Elsterblick Hausverwaltung GmbH, Sachbearbeiter Herr Olaf Drechsler
    - **Abrechnungszeitraum:** 01.01.2023 – 31.12.2023
    - **Mieter-Nr.:** 20417
    - **Mieterverein:** Mieterverein Leipzig-West e.V., Mitglied seit 15.01.2025 (Mitgliedsnr. MVW-30981),
      Beraterin Ass. jur. Katrin Bauch

    Kurz: Die Abrechnung kam am 14.11.2024 mit einer Nachzahlung von 612,40 € und einer Erhöhung der
    Vorauszahlungen von 185 € auf 236 €. Zwei Positionen waren offensichtlich falsch, eine (Hauswart)
    zumindest fragwürdig. Nach Widerspruch, Belegeinsicht und einem halben Jahr Warten hat Elsterblick
    im Juli korrigiert.

    **Stand Juli 2025: korrigierte Nachzahlung 418,90 €** (statt 612,40 €), wird mit der Kaution verrechnet.

    ## Kommunikation – Grundsatz

    Mit Elsterblick **nur schriftlich**, am liebsten per E-Mail, wichtige Sachen zusätzlich per
    Einschreiben. Ich telefoniere ungern, und bei Hausverwaltungen schon gar nicht: Am Telefon wird
    einem alles Mögliche zugesagt, und drei Wochen später weiß niemand mehr davon. Schriftlich habe ich
    etwas in der Hand. (Katrin Bauch vom Mieterverein sagt dasselbe.)

    ## Chronologie

    | Datum | Was | Bemerkung |
    |---|---|---|
    | 14.11.2024 | Abrechnung per E-Mail erhalten | Nachzahlung 612,40 €, fällig 31.12.2024 |
    | 02.12.2024 | Widerspruch per E-Mail an Drechsler | 3 Positionen, Belegeinsicht beantragt |
    | 16.12.2024 | Antwort Elsterblick | Belegeinsicht angeboten, Fälligkeit ausgesetzt |
    | 15.01.2025 | Beitritt Mieterverein Leipzig-West | Beratung bei Frau Bauch am 17.01. |
    | 21.01.2025 | Belegeinsicht, 10:00 Uhr | Geschäftsräume Elsterblick, Könneritzstraße 12, 1. OG |
    | 26.02.2025 | Kündigung der Wohnung (Einschreiben) | Umzug in die Weißenfelser Straße |
    | 31.05.2025 | Wohnungsübergabe | Protokoll ohne Mängel |
    | 10.07.2025 | Korrektur durch Elsterblick | 418,90 €, Verrechnung mit Kaution |

    ## Die Positionen

    | Position | Anteil laut Abrechnung | Mein Einwand | Ergebnis |
    |---|---|---|---|
    | Verwaltungskosten | 42,00 € | nicht umlagefähig (§ 1 Abs. 2 Nr. 1 BetrKV) | gestrichen |
    | Gartenpflege | 151,50 € | im Hauswartvertrag bereits enthalten → doppelt | gestrichen |
    | Hauswart | 98,88 € | Anteil Reparatur/Verwaltung herausrechnen | bleibt (Leistungsverzeichnis ok) |

    ## Belegeinsicht am 21.01.2025 – Notizen

    Ich war allein da, Matteo hatte Mittagsschicht. Herr Drechsler hat mir einen Ordner hingelegt und
    ist dann gegangen, was mir ganz recht war.

    - Die Rechnung der Grünwerk GaLaBau GmbH (Heckenschnitt, Rasen, Laub) ist **zweimal** drin: einmal
      unter "Gartenpflege", einmal als Anlage zum Hauswartvertrag, der laut § 2 ausdrücklich die
      "Pflege der Außenanlagen" umfasst. Das war der Beweis. Foto gemacht (IMG_4471–4475).
    - Verwaltungskosten: in der Abrechnung als "Verwaltungspauschale Betriebskosten" versteckt. Steht
      so auch nicht im Mietvertrag. Klar unzulässig.
    - Hauswart: Leistungsverzeichnis liegt vor, enthält Treppenhausreinigung, Winterdienst, Kontrolle
      der Haustechnik. Reparaturen sind laut Vertrag extra – sieht sauber aus. Nicht weiter verfolgen.
    - Heizkosten: Ablesefirma, Verteilung 70/30 – plausibel.

    Frau Bauch meinte danach: Bei zwei klaren Fehlern reicht ein freundlicher, aber bestimmter
    Nachtrag mit Fristsetzung. Nachtrag ging am 24.01. raus.

    ## Warum das so lange gedauert hat

    Zwischen Februar und Juni kam – nichts. Zwei schriftliche Erinnerungen (03.04. und 02.06.). Herr
    Drechsler hat einmal zurückgeschrieben, dass "die Eigentümergemeinschaft noch prüft". In der Zeit
    kamen Kündigung, Umzug, Mums OP. Ehrlich gesagt hatte ich im Mai keinen Nerv mehr dafür.

    ## Ergebnis (Mail vom 10.07.2025)

    - Verwaltungskosten 42,00 € und Gartenpflege 151,50 € gestrichen
    - **korrigierte Nachzahlung: 418,90 €**
    - Verrechnung mit der Kaution (2.250 €), dazu Einbehalt 350 € für die noch ausstehenden
      Abrechnungen 2024 und 2025 (anteilig bis 31.05.)
    - Auszahlung an uns: 1.481,10 € – "innerhalb von 14 Tagen"

    ## Rechtliche Grundlagen (Notizen aus der Beratung beim Mieterverein)

    Frau Bauch hat mir am 17.01. in einer halben Stunde mehr erklärt als drei Abende Internetforen:

    - **Umlagefähig** sind nur die Kostenarten aus § 2 BetrKV, und nur, wenn der Mietvertrag die
      Umlage vereinbart (bei uns: § 6, "Betriebskosten im Sinne der BetrKV" – das reicht).
    - **Verwaltungskosten** gehören nie dazu (§ 1 Abs. 2 Nr. 1 BetrKV). Auch nicht, wenn sie
      "Verwaltungspauschale Betriebskosten" heißen.
    - **Hauswart** (§ 2 Nr. 14): umlagefähig, aber nur für Tätigkeiten wie Reinigung, Gartenpflege,
      Winterdienst, Überwachung. Reparaturen, Verwaltung und Wohnungsübergaben nicht.
    - **Gartenpflege** (§ 2 Nr. 10): umlagefähig – aber eben nicht doppelt, wenn der Hauswart sie
      schon macht.
    - **Wirtschaftlichkeitsgebot:** Der Vermieter muss auf ein angemessenes Kosten-Nutzen-Verhältnis
      achten. Schwer nachzuweisen, in unserem Fall nicht nötig.
    - **Belegeinsicht:** grundsätzlich in den Räumen der Verwaltung; Fotos machen ist erlaubt.
      Kopien gegen Kostenerstattung (ca. 0,25 € pro Seite) kann man verlangen.
    - **Zurückbehaltungsrecht:** solange die Belegeinsicht nicht gewährt ist, muss die Nachzahlung
      nicht geleistet werden.
    - **Fristen:** Vermieter muss innerhalb von 12 Monaten nach Ende des Abrechnungszeitraums
      abrechnen (für 2023 also bis 31.12.2024 – war knapp, aber eingehalten). Mieter hat 12 Monate
      nach Zugang für Einwendungen.

    ## Kosten und Aufwand (ehrliche Bilanz)

    | Posten | |
    |---|---|
    | Mieterverein-Beitrag 2025 | 96 € (Jahresbeitrag) |
    | Ersparnis durch Korrektur | 193,50 € |
    | Zeitaufwand | ca. 9 Stunden inkl. Belegeinsicht und Schreiben |
    | Nerven | viele |

    Finanziell knapp lohnend, aber es ging ums Prinzip. Und die nächste Abrechnung (2024) kommt noch –
    da gelten dieselben Fehler vermutlich wieder, nur dann für 12 Monate statt gar nicht.

    ## Was ich gelernt habe

    1. Abrechnung immer innerhalb der 12-Monats-Frist prüfen (§ 556 Abs. 3 BGB) – Einwendungen danach
       sind ausgeschlossen.
    2. Belegeinsicht lohnt sich. Die Fehler sieht man nur in den Originalrechnungen.
    3. Zahlung unter Vorbehalt oder – wenn Belegeinsicht verweigert wird – Zurückbehaltungsrecht.
    4. Alles schriftlich. Wirklich alles.

    ## Offen

    - [ ] Kaution: Auszahlung 1.481,10 € kontrollieren – bis heute nicht auf dem Konto
    - [ ] Abrechnung 2024 kommt vermutlich im Herbst 2025 → wieder prüfen, Einbehalt 350 € im Blick behalten
    - [x] Vorauszahlungserhöhung: erledigt sich durch Auszug
    - [x] Mieterverein: Mitgliedschaft läuft weiter (auch für die Genossenschaft nützlich)
    """)

    write("notes/wohnung/umzug-checkliste.md", """
    ---
    title: Umzug Zschochersche → Weißenfelser
    tags: [wohnung, umzug, checkliste]
    created: 2025-02-20
    ---

    # Umzug Frühjahr 2025

    **Alt:** Zschochersche Straße 41, 3. OG links (Elsterblick Hausverwaltung)
    **Neu:** Weißenfelser Straße 63, 2. OG rechts (Wohnungsgenossenschaft Kanalblick eG), Mietbeginn 01.05.2025

    ## Kündigung alte Wohnung

    - Kündigungsfrist laut Mietvertrag und § 573c BGB: **drei Monate**, Zugang spätestens am dritten
      Werktag des Monats.
    - Kündigung per Einschreiben am 26.02.2025 abgeschickt (Zugang 27.02.) → Mietende **31.05.2025**.
    - Wohnungsübergabe: **Samstag, 31.05.2025, 10:00 Uhr** mit Herrn Drechsler, Zählerstände + Schlüssel
      (3 Wohnung, 2 Briefkasten, 1 Keller).

    ## Umzugsfirma

    Erst Angebot von Blitzumzug Sachsen (1.340 €) – die konnten am 24.05. dann doch nicht. Gewechselt zu
    **Umzüge Kranich** (1.190 €, 3 Leute + 7,5 t, inkl. Halteverbotszone). Umzugstag Sa 24.05.2025, 8 Uhr.

    ## Checkliste

    - [x] Halteverbotszone beantragt (Kranich macht das)
    - [x] Ummeldung Bürgeramt Leipzig (innerhalb von 2 Wochen!) – Termin 28.05., 11:20 Uhr, Bürgeramt Otto-Schill-Straße
    - [x] Nachsendeauftrag Post (6 Monate)
    - [x] Strom alt: Leipziger Stadtstrom – Zählerstand bei Auszug melden, Vertrag beenden
    - [x] ~~Strom neu: Stadtstrom einfach mitnehmen~~ → nein, Wechsel zu **Grünwatt Energie** (Ökostrom, günstiger Abschlag), Lieferbeginn 01.06.
    - [x] Internet: Umzugsservice beantragt, Anschluss neu ab 02.05.
    - [x] Kita Auenfüchse: neue Adresse mitgeteilt
    - [x] Ruderverein: Adresse geändert (bin ja selbst Kassenwartin, haha)
    - [x] Krankenkasse (SaxoniaCare BKK), Arbeitgeber, Bank
    - [x] Tagesmutter Petra informiert
    - [ ] Kaution alte Wohnung zurück (Elsterblick) – wartet auf die Korrektur der Nebenkostenabrechnung
    - [ ] Lastenrad-Versicherung: neue Adresse + Abstellort Hof melden

    ## Kisten

    48 Kisten, davon 11 Bücher (Matteo: 9 Kochbücher-Kisten, don't ask). Küche zuletzt packen, Lina's
    Kuschelsachen in die "Erste Nacht"-Kiste.
    """)

    write("notes/wohnung/neue-wohnung-infos.md", """
    # Neue Wohnung – Infos

    **Adresse:** Weißenfelser Straße 63, 2. OG rechts, 04229 Leipzig
    **Vermieterin:** Wohnungsgenossenschaft Kanalblick eG (Mitgliedsnr. 7712, Genossenschaftsanteile 1.600 €)
    **Hausmeister:** Herr Pietsch, 030 23125 377 (Mo–Fr 7–15 Uhr)

    ## Wi-Fi

    - Netz: `Kanalblick63` / Passwort auf dem Zettel am Kühlschrank (not writing it here)
    - Router im Flur, Repeater im Kinderzimmer

    ## Strom

    Seit 01.06.2025 bei **Grünwatt Energie** (Ökostrom). Vorher in der Zschocherschen war es die
    Leipziger Stadtstrom – die wollten für die neue Wohnung einen deutlich höheren Abschlag.
    Zählerstand bei Einzug: 18.442 kWh (Foto im Handy, 02.05.).

    ## Müll & Keller

    - Restmüll: Donnerstag, Bio: Dienstag, Gelbe Tonne: 14-tägig Mittwoch
    - Keller Nr. 7, Schlüssel am blauen Band
    - Lastenrad steht im abschließbaren Fahrradschuppen im Hof (Schlüssel = Kellerschlüssel)

    ## Sonstiges

    - Waschmaschine: Anschluss im Bad, Abfluss tropft leicht → Herr Pietsch Bescheid gesagt (erledigt)
    - Rauchmelder: werden jährlich von der Genossenschaft geprüft
    - Balkon: Süd-West, Matteo hat schon Basilikum, Rosmarin und eine sehr optimistische Zitrone
    """)


def gesundheit():
    write("notes/gesundheit/schilddruese.md", """
    ---
    title: Schilddrüse – Hashimoto & L-Thyroxin
    tags: [gesundheit, schilddruese, endo]
    created: 2023-02-02
    updated: 2025-07-26
    ---

    # Schilddrüse (Hashimoto) – my master note

    Mix aus Deutsch und Englisch, weil ich die Hälfte davon Mum erklärt habe und die andere Hälfte der
    Krankenkasse. Sorry, future me.

    ## Kurzfassung / current state

    - **Diagnose:** Hashimoto-Thyreoiditis mit Hypothyreose, diagnostiziert Herbst 2022 (ein paar Monate
      nach Linas Geburt – postpartal "entgleist", TPO-Antikörper deutlich erhöht)
    - **Aktuelle Dosis: L-Thyroxin 88 µg täglich** (seit 25.07.2025)
    - **Einnahme:** 6:00 Uhr mit Wasser, 30–45 Minuten vor dem Kaffee und dem Frühstück
    - **Endokrinologin:** Dr. med. Sabine Voigt, Endokrinologie am Westplatz, Käthe-Kollwitz-Straße 82,
      04109 Leipzig, 2. Etage (Straßenbahn 14, Haltestelle Westplatz). Anmeldung: Frau Heller.
    - **Nächste Blutabnahme:** Dienstag, 21.10.2025, 07:45 Uhr (nüchtern, Tablette erst danach!)
    - **Befundbesprechung:** 28.10.2025

    ## Dosis-Verlauf

    | Zeitraum | Dosis | Anlass |
    |---|---|---|
    | Nov 2022 – Mär 2023 | 50 µg | Start durch Hausarzt |
    | Mär 2023 – Jan 2025 | 75 µg | TSH noch zu hoch, erste Endo-Vorstellung |
    | 14.01.2025 – 24.07.2025 | 100 µg | TSH 5,6 im Dezember, Müdigkeit, Haarausfall |
    | seit 25.07.2025 | **88 µg** | TSH zu niedrig (supprimiert), Herzklopfen, Schlafstörungen – Werte siehe Befund vom 22.07. |

    Zwischenkontrolle 08.04.2025: TSH 1,9 – "perfekt", hieß es damals. Dann im Sommer doch zu viel.
    Dr. Voigt meinte, das passiert oft, wenn die Hashimoto-Aktivität nachlässt: Die Schilddrüse
    produziert phasenweise wieder mehr selbst, und die Ersatzdosis ist plötzlich zu hoch.

    ## How I take it (routine that works)

    1. Wecker 5:55, Tablette neben dem Bett mit einem Glas Wasser.
    2. No coffee until 6:40 at the earliest. Matteo makes the coffee anyway, and he's been trained.
    3. Kein Eisen, kein Calcium, kein Magnesium innerhalb von vier Stunden. Magnesium nehme ich abends.
    4. Soja-Milch im Kaffee? Angeblich kann Soja die Aufnahme stören, wenn man es direkt dazu nimmt. Ich
       nehme Hafermilch, also egal.
    5. Bei Reisen (Lissabon!): Zeitverschiebung nur 1 Stunde, einfach Ortszeit 6:00 nehmen.
    6. Immer eine Packung Reserve im Rucksack. Apotheke am Felsenkeller hat das Generikum meistens da,
       aber nicht immer dieselbe Firma – Dr. Voigt sagt, bei Herstellerwechsel nach 6 Wochen TSH
       kontrollieren.

    ## Symptome – what "too low" vs "too high" feels like for me

    **Unterfunktion (zu wenig Hormon)**
    - bleierne Müdigkeit ab 14 Uhr, auch nach 8 Stunden Schlaf
    - Haarausfall, trockene Haut, kalte Hände (Rudern im März = Qual)
    - Gewicht +3 kg ohne Grund
    - brain fog: in user interviews I lose the thread of my own question. Worst for my job.
    - depressive Verstimmung, alles zu viel

    **Überdosierung (zu viel Hormon)**
    - Herzklopfen nachts, gerne um 3 Uhr
    - Einschlafen ok, Durchschlafen nicht
    - zittrige Hände beim Kaffee
    - gereizt, ungeduldig mit Lina (and I hate that)
    - Schwitzen, obwohl es nicht warm ist

    Im Juni/Juli 2025 war es eindeutig die zweite Liste. In Norwich dachte ich erst, das ist der Stress
    wegen Mums OP. Dann kam der Befund.

    ## Termine & Werte (Übersicht)

    | Datum | Was | TSH | Ergebnis |
    |---|---|---|---|
    | 12.12.2024 | Hausarzt Blutabnahme | 5,6 | zu hoch |
    | 14.01.2025 | Dr. Voigt, 08:15 Uhr | – | Erhöhung auf 100 µg |
    | 08.04.2025 | Kontrolle | 1,9 | passt |
    | 22.07.2025 | Dr. Voigt, Sprechstunde + Blut | siehe Befund | Reduktion auf 88 µg |
    | 21.10.2025 | Blutabnahme 07:45 Uhr | | |
    | 28.10.2025 | Befundbesprechung | | |

    ## Fragen für den Oktober-Termin

    - [ ] Ist 88 µg "die" Dosis, oder pendeln wir jetzt ewig?
    - [ ] Selen – sinnvoll oder Geldverschwendung? (Internet sagt beides.)
    - [ ] Ultraschall mal wieder? Letzter 2023.
    - [ ] Kinderwunsch irgendwann nochmal → worauf achten? (TSH-Ziel in der Schwangerschaft niedriger)
    - [ ] Vitamin D mitbestimmen lassen (IGeL? fragen was es kostet)

    ## Krankenkasse & Formalitäten

    - SaxoniaCare BKK, Bonusprogramm: Vorsorge zählt, Endo-Termine nicht.
    - Überweisung vom Hausarzt pro Quartal – seit 2025 nicht mehr nötig bei Dr. Voigt, weil ich
      "bekannte Patientin" bin? Frau Heller sagt: trotzdem mitbringen, wenn möglich.
    - Rezept: E-Rezept auf die Versichertenkarte, 100 Stück reichen gut 3 Monate.

    ## Notes for Mum (she keeps asking)

    Mum, in plain English: my thyroid is slowly being attacked by my own immune system (that's
    Hashimoto's). It makes too little hormone, so I take a tiny tablet of the hormone every morning.
    The right amount changes over time, which is why the doctor keeps fiddling with the dose. It's
    common, it's boring, it's not dangerous if it's monitored. No, I don't need to eat seaweed. Yes,
    I'm fine to row. Yes, I'm fine to fly to Lisbon.

    ## Hashimoto – was ich inzwischen verstanden habe

    Hashimoto ist eine Autoimmunerkrankung: Das Immunsystem bildet Antikörper gegen das eigene
    Schilddrüsengewebe (bei mir vor allem TPO-Antikörper), und über die Jahre entzündet sich die Drüse
    chronisch und verliert Funktion. Das geht nicht gleichmäßig, sondern in Schüben. Deshalb schwankt
    der Bedarf an L-Thyroxin, besonders in den ersten Jahren nach der Diagnose.

    Was mir niemand am Anfang gesagt hat:
    - Es gibt **keine Heilung**, aber es ist sehr gut behandelbar. Die Tablette ist das Hormon, das die
      Schilddrüse sonst selbst machen würde – kein "Medikament" im klassischen Sinn.
    - Die Antikörper-Höhe sagt wenig darüber aus, wie es mir geht. Dr. Voigt schaut auf TSH und fT4,
      und vor allem darauf, wie ich mich fühle.
    - Nach einer Schwangerschaft "kippt" es bei vielen Frauen. Bei mir war es genau so: Lina war ein
      halbes Jahr alt, ich dachte, ich bin einfach ein erschöpfter Mensch mit Baby.
    - Stress, Schlafmangel und Infekte können die Symptome verstärken, ohne dass sich die Werte viel
      ändern. Nicht jedes Tief ist die Schilddrüse.

    English version for myself on bad days: it's an immune thing, it's slow, it wobbles, the tablet
    replaces what's missing, and the dose gets adjusted every now and then. That's all. It's not my
    fault and it's not a character flaw.

    ## Alltag: Rudern, Arbeit, Schlaf

    **Rudern.** An Tagen mit zu wenig Hormon fühlen sich die Beine nach 2 km wie Beton an. Mit der
    richtigen Dosis merke ich davon nichts. Herzfrequenz im Training ist ein guter Frühindikator: Wenn
    mein Puls im lockeren Dauertraining plötzlich 15 Schläge höher liegt als sonst, ist etwas los
    (so war es im Juni 2025).

    **Arbeit.** Interviews und Usability-Tests sind anstrengend, weil ich 60 Minuten voll konzentriert
    sein muss. Bei Unterfunktion plane ich maximal zwei Sessions pro Tag, nicht drei. Sven weiß
    Bescheid und ist sehr entspannt damit. Im Research-Team weiß es sonst nur Mareike.

    **Schlaf.** Am zuverlässigsten merke ich Überdosierung am Schlaf: Einschlafen geht, aber um 3 Uhr
    bin ich wach, das Herz klopft, und ich liege bis 5 wach. Mit der richtigen Dosis schlafe ich durch,
    es sei denn, Lina kommt um 4 ins Bett und tritt mich.

    **Kälte.** Kalte Hände und Füße sind bei mir das deutlichste Zeichen für "zu wenig". Im Winter auf
    dem Wasser Handschuhe aus Neopren, und im Büro eine Wärmflasche. Ja, wirklich.

    ## Ärzt:innen – meine Erfahrungen

    - **Hausarzt (Dr. Lehmann, Plagwitz):** hat die Diagnose gestellt, macht Zwischenkontrollen,
      überweist. Freundlich, aber bei Schilddrüse eher nach Schema F.
    - **Dr. Voigt (Endokrinologie):** nimmt sich Zeit, erklärt, hört zu. Wartezeit auf einen
      Ersttermin war vier Monate, seither läuft es gut. Termine bekomme ich inzwischen per E-Mail
      bestätigt, und Befunde schickt die Praxis auch per Mail – sehr angenehm, weil ich ungern
      anrufe und die Anmeldung vormittags ohnehin dauerbesetzt ist.
    - **Frauenärztin:** wollte bei Kinderwunsch irgendwann den TSH-Wert enger einstellen – das ist
      aktuell kein Thema, aber ich will es im Oktober ansprechen.

    ## Jod, Selen, Ernährung – was Dr. Voigt sagt

    - Jodsalz normal verwenden, aber keine hochdosierten Jodtabletten oder Algenpräparate.
    - Selen: "kann man probieren, Evidenz ist dünn" – sie hat es weder empfohlen noch abgeraten.
    - Keine spezielle "Hashimoto-Diät" nötig. Glutenfrei nur bei Zöliakie (habe ich nicht, getestet 2023).
    - Kaffee und Frühstück: eben mit Abstand zur Tablette, sonst egal.

    ## Schwangerschaft (falls irgendwann nochmal)

    Bei Kinderwunsch soll die TSH niedriger eingestellt werden, und in der Schwangerschaft steigt der
    Bedarf meist früh deutlich an – dann sofort melden und Dosis anpassen lassen. Nach der Geburt wieder
    zurück. Steht in der Patientenleitlinie, Kapitel 5. Not now, but good to know.

    ## Blutwerte – Spickzettel

    | Wert | Was er sagt | Referenz (Labor Leipzig-West) |
    |---|---|---|
    | TSH | Steuerhormon aus der Hypophyse. Hoch = zu wenig Schilddrüsenhormon, niedrig = zu viel | 0,27 – 4,20 mU/l |
    | fT4 | freies Thyroxin, das, was ich als Tablette nehme | 12 – 22 pmol/l |
    | fT3 | aktive Form, wird aus T4 gebildet | 3,1 – 6,8 pmol/l |
    | TPO-AK | Antikörper, bestätigt Hashimoto, schwankt | < 34 IU/ml |

    Merksatz, weil ich es jedes Mal verwechsle: **TSH verhält sich umgekehrt.** Wenn ich zu viel
    Tablette nehme, sinkt die TSH, weil die Hypophyse "aufhört zu rufen". Dr. Voigt will die TSH bei
    mir ungefähr zwischen 1 und 2,5 haben.

    Regeln für die Blutabnahme:
    1. Morgens, nüchtern, zwischen 7 und 9 Uhr (vergleichbare Bedingungen).
    2. Tablette erst **nach** der Blutabnahme – sonst ist das fT4 künstlich hoch.
    3. Biotin (steckt in manchen Haar-Vitaminen!) zwei Tage vorher weglassen, es verfälscht die Tests.
    4. Nach Dosisänderung frühestens nach 6 Wochen kontrollieren.

    ## Rezept & Apotheke

    - E-Rezept über die Versichertenkarte, eingelöst meistens in der Apotheke am Felsenkeller.
    - 100er-Packung, Zuzahlung 5 €. Reicht gut drei Monate.
    - Immer eine angebrochene Packung im Rucksack und eine im Büro (Schreibtisch, linke Schublade).
    - Auf Reisen: Originalpackung ins Handgepäck, Beipackzettel drin lassen.
    - Wenn die Apotheke eine andere Firma gibt: notieren (Datum + Hersteller), nach 6 Wochen Werte
      prüfen lassen. 2024 gab es einmal einen Wechsel, danach war ich zwei Wochen komisch müde.

    ## Links / Lesestoff

    - Patientenleitlinie Hashimoto (Deutsche Gesellschaft für Endokrinologie) – ausgedruckt im Ordner
    - Thyroid UK leaflet on levothyroxine timing – Mum printed it for me, bless her
    - Forum threads: read sparingly. Lots of people with strong opinions about T3.

    ## Tagebuch-Schnipsel

    - **Feb 2025:** Zwei Wochen nach der Erhöhung auf 100 µg: weniger müde, Haare besser. Yay.
    - **Apr 2025:** Anrudern ohne Erschöpfung, first time in two years.
    - **Jun 2025:** nachts wach, Herzklopfen. Dachte: Umzug, Stress.
    - **Jul 2025:** Norwich – schlecht geschlafen, Puls in Ruhe 92. Befund 22.07. → Reduktion.
    - **Aug/Sep 2025:** mit 88 µg: schlafe wieder durch, Puls 68. Energie okay. Keep.
    """)


def kita():
    write("notes/kita/kita-suche.md", """
    ---
    title: Kita-Suche für Lina
    tags: [kita, lina]
    created: 2024-11-10
    updated: 2025-03-03
    ---

    # Kita-Suche Lina (Start Herbst 2025)

    Lina ist bis Ende August 2025 bei der Tagesmutter Petra Lindner (Kindertagespflege, Erich-Zeigner-Allee).
    Danach muss ein Kindergartenplatz her. Anmeldung über das Kita-Portal der Stadt, bis zu fünf Wünsche.

    ## Was mir wichtig ist

    - **Nähe:** max. ca. 2 km – mit dem Lastenrad oder zu Fuß machbar, kein Umsteigen mit der Bahn
    - **Garten** mit Sand, Bäumen, Matsch. Kein Dachterrassen-Spielplatz.
    - **Nicht zu groß:** lieber unter 80 Kinder
    - offene Atmosphäre, feste Bezugserzieherin in der Eingewöhnung
    - zweisprachig nicht nötig (Lina hat ja Deutsch, Englisch mit Oma und mir, Italienisch mit Matteo)
    - Matteos Wunsch: "a real cook, no reheated stuff" – naja, mal sehen

    ## Kandidaten

    | Kita | Träger | Entfernung | Größe | Eindruck | Status |
    |---|---|---|---|---|---|
    | Kleine Auenfüchse, Naumburger Straße 27 | Kinderwelt Westsachsen gGmbH | 1,9 km | 64 Kinder | großer Garten, ruhig, sehr herzlich | **angenommen** (Start 01.09.2025) |
    | Zwergenland | Stadt Leipzig | 3,8 km | 110 Kinder | laut, aber Platz schon ab Juni | abgesagt |
    | Spatzennest Lindenau | Elternverein | 1,2 km | 40 Kinder | Traum, aber Warteliste Platz 14 | Warteliste |
    | Villa Kunterbunt Plagwitz | freier Träger | 0,8 km | 90 Kinder | kein Garten, nur Hof | keine Antwort |
    | Haus der Kleinen Forscher West | freier Träger | 2,5 km | 75 Kinder | Konzept MINT, okay | abgelehnt (voll) |

    ## Entscheidung (3. März 2025)

    Wir nehmen den Platz in der **Kita Kleine Auenfüchse** zum 01.09.2025. Zwergenland hätte schon ab
    Juni gekonnt, aber 3,8 km jeden Tag hin und zurück ist mit dem Rad im Winter zu viel, die Einrichtung
    ist riesig, und Petra kann Lina problemlos bis Ende August behalten. Absage an Zwergenland am selben
    Tag per Mail. Spatzennest: Warteliste lassen wir vorerst laufen, aber ehrlich gesagt – wir bleiben
    bei den Auenfüchsen.

    ## Notizen vom Besuch (Tag der offenen Tür, 25.01.)

    - Leitung Frau Doreen Pohl, sehr klar, sehr warm
    - Gruppen altersgemischt 3–6, "Igel", "Füchse", "Eulen"
    - Eigene Küche? Nein – Caterer, aber "frisch gekocht in Lindenau", Bio-Anteil 50 %
    - Schlafraum extra, Mittagsschlaf bis 14:30 für die, die wollen
    - Eingewöhnung nach Berliner Modell, 2–4 Wochen
    """)

    write("notes/kita/eingewoehnung.md", """
    ---
    title: Eingewöhnung Lina – Kita Kleine Auenfüchse
    tags: [kita, lina, eingewoehnung]
    created: 2025-08-05
    updated: 2025-09-19
    ---

    # Eingewöhnung Lina

    - **Start:** Montag, 01.09.2025, 9:00 Uhr
    - **Bezugserzieherin:** Jana Schubert, Igelgruppe
    - **Modell:** Berliner Modell, 2–4 Wochen
    - **Elternbeitrag:** 212,86 € pro Monat (9 Stunden), Essen extra über den Caterer
    - **Wer begleitet:** Woche 1–2 Hanna (Urlaub 01.–12.09.), Woche 3 Matteo (Osteria gibt ihm die
      Mittagsschichten frei), Woche 4 Puffer

    ## Unterlagen

    - [x] Betreuungsvertrag unterschrieben zurück (15.07.)
    - [x] Masernschutz-Nachweis (Kopie Impfausweis) abgegeben am 12.08.
    - [x] Ärztliche Bescheinigung Dr. Hoffmann (U7a-Termin genutzt)
    - [x] Abholberechtigte: Hanna, Matteo, Katja Wendt (Notfall)
    - [x] SEPA-Mandat Essengeld Caterer

    ## Packliste

    - [x] Hausschuhe mit Gummisohle
    - [x] 2x Wechselwäsche, beschriftet
    - [x] Matschhose + Gummistiefel (Größe 26!)
    - [x] Sonnenhut, Sonnencreme
    - [x] Kuscheltier (der Hase "Bruno" – NICHT vergessen)
    - [x] Foto-Familienbuch für die Garderobe
    - [ ] Winterschuhe bis Oktober

    ## Verlauf

    | Tag | Datum | Was passiert ist |
    |---|---|---|
    | 1 | Mo 01.09. | 1 h mit mir im Raum, Murmelbahn, Sandkasten |
    | 2 | Di 02.09. | 1 h, spielt schon mit Emil |
    | 3 | Mi 03.09. | 1 h, will nicht gehen (!) |
    | 4 | Do 04.09. | erste Trennung 15 Min – 3 Min geweint, dann Bücher mit Jana |
    | 5 | Fr 05.09. | Trennung 30 Min, okay |
    | 6–10 | 08.–12.09. | bis Frühstück + Garten, dann bis vor dem Mittag |
    | 11–15 | 15.–19.09. | Matteo: Mittagessen mit, ab Do Mittagsschlaf in der Kita |

    ## Things I want to remember

    - Jana says: say goodbye clearly, never sneak out. Short ritual: hug, wave at the window, go.
    - Lina calls the Kita "my fox house".
    - Don't ask "was it nice?" – ask "who did you play with?". Much better answers.
    """)


def ruderverein():
    write("notes/ruderverein/kassenwartin-aufgaben.md", """
    ---
    title: Kassenwartin – Aufgaben & Fristen
    tags: [ruderverein, kasse]
    created: 2024-04-20
    updated: 2025-09-06
    ---

    # RV Elster 1893 – Kassenwartin

    Seit April 2024 bin ich Kassenwartin. Was dazugehört, damit ich es nicht jedes Jahr neu erfinden muss.

    ## Stammdaten

    - Verein: Ruderverein Elster 1893 e.V., Bootshaus Schleußiger Weg 7, 04229 Leipzig
    - Bank: Elstertal Volksbank, IBAN DE41 8605 5592 1090 3344 57
    - Gläubiger-Identifikationsnummer (SEPA): **DE71ZZZ00002189473**
    - Mandatsreferenz = Mitgliedsnummer (z. B. RV-0142)
    - Vorsitzender: Jörg Hempel · Sportwart: Maik Lorenz · Schriftführer: Tobias Kern
    - Kassenprüfer: **Ulrike Rasch** und Thomas Brück

    ## Beiträge

    - Einzug zweimal jährlich per SEPA-Lastschrift: Anfang März und am 1. Juli
    - **Seit 01.07.2025: 138,00 € pro Halbjahr** (276 €/Jahr, Beschluss MV 14.03.2025)
    - bis Juni 2025: 120,00 € pro Halbjahr (240 €/Jahr)
    - Jugendliche/Studierende: die Hälfte
    - Rücklastschrift: 6,00 € Gebühr weiterberechnen, Mahnung nach 14 Tagen

    ## Jahreskalender

    | Wann | Was |
    |---|---|
    | Januar | Spendenbescheinigungen fürs Vorjahr verschicken |
    | Februar | Kassenbericht fürs Vorjahr, Kassenprüfung |
    | März | MV, Beitragseinzug 1. Halbjahr |
    | Juli | Beitragseinzug 2. Halbjahr |
    | Oktober | Zwischenprüfung durch Ulrike (Belege Jan–Sep) |
    | Dezember | Übungsleiterpauschalen auszahlen, Budget nächstes Jahr |

    ## Offen

    - [ ] Belege Januar–September scannen und an Ulrike Rasch schicken – **bis 10.10.2025** (versprochen!)
    - [ ] Kassenbericht 2025 vorbereiten (Vorlage vom letzten Jahr kopieren)
    - [ ] Bankvollmacht für Jörg verlängern (läuft 12/2025 aus)
    - [x] Spendenbescheinigungen 2024 verschickt (Feb 2025)
    - [x] Beitragseinzug 2. HJ 2025 durchgeführt (01.07.)
    - [x] Rücklastschriften Juli nachverfolgt (2 Stück, beide bezahlt)

    ## Tipps an mich selbst

    - Belege sofort fotografieren, nicht erst sammeln. (Sage ich mir seit 2024.)
    - Bargeld aus dem Grillfest nie länger als eine Woche im Bootshaus lassen.
    - Bei Rückfragen zu Beiträgen immer auf den MV-Beschluss verweisen, nicht diskutieren.
    """)

    write("notes/ruderverein/mv-2025-protokoll.md", """
    ---
    title: Protokoll Mitgliederversammlung 2025
    tags: [ruderverein, protokoll]
    date: 2025-03-14
    ---

    # Protokoll der ordentlichen Mitgliederversammlung

    **Ruderverein Elster 1893 e.V.**
    **Datum:** Freitag, 14. März 2025, 19:00 – 21:40 Uhr
    **Ort:** Bootshaus, Saal im Obergeschoss, Schleußiger Weg 7, 04229 Leipzig
    **Versammlungsleitung:** Jörg Hempel (Vorsitzender)
    **Protokoll:** Tobias Kern (Schriftführer)
    **Anwesend:** 35 von 67 stimmberechtigten Mitgliedern – die Versammlung ist beschlussfähig.

    ## TOP 1 – Begrüßung, Tagesordnung
    Die Tagesordnung wird ohne Änderungen angenommen.

    ## TOP 2 – Bericht des Vorstands
    Jörg Hempel berichtet über die Saison 2024: 14 neue Mitglieder, 3 Regatten, Wanderfahrt auf der
    Saale. Das Dach der Bootshalle ist dicht, der Steg muss 2025 dringend repariert werden.

    ## TOP 3 – Kassenbericht 2024
    Hanna Krüger (Kassenwartin) stellt den Kassenbericht vor. Kassenstand am 31.12.2024: 14.212,55 €.
    Größte Ausgaben: Versicherung, Hallenmiete Wintertraining, Reparatur Motorboot.

    ## TOP 4 – Bericht der Kassenprüfung
    Ulrike Rasch berichtet für die Kassenprüfer: Die Kasse wurde am 22.02.2025 geprüft. Keine
    Beanstandungen, Belege vollständig und ordentlich.

    ## TOP 5 – Entlastung des Vorstands
    Der Vorstand wird einstimmig entlastet (bei Enthaltung der Vorstandsmitglieder).

    ## TOP 6 – Antrag auf Beitragserhöhung
    Der Vorstand beantragt die Erhöhung des Jahresbeitrags für Erwachsene von 240 € auf **276 €**
    (Halbjahresbeitrag **138 €**) ab dem **01.07.2025**. Begründung: gestiegene Hallenmiete, Versicherung,
    Rücklage für Bootsanschaffungen.
    **Abstimmung:** 31 Ja, 4 Nein, 0 Enthaltungen → **angenommen.**

    ## TOP 7 – Kauf eines gebrauchten Doppelvierers
    Maik Lorenz stellt das Angebot des RC Saale Halle vor: gebrauchter Doppelvierer (C4x), Baujahr 2014,
    guter Zustand, inkl. Skulls. Die Versammlung genehmigt den Kauf mit einem **Kostenrahmen von
    maximal 9.000 €**. Der Vorstand darf im Rahmen verhandeln.
    **Abstimmung:** 33 Ja, 1 Nein, 1 Enthaltung → **angenommen.**

    ## TOP 8 – Verschiedenes
    - Arbeitsdienst Steg: Termin im Mai, Maik schickt eine Umfrage.
    - Anrudern: Samstag, 05.04.2025, 10:00 Uhr.
    - Vorschlag Crowdfunding für ein neues Motorboot: nur als Idee diskutiert, nicht beschlossen,
      wird im Herbst wieder aufgegriffen.

    Ende der Versammlung 21:40 Uhr.

    gez. Tobias Kern (Protokoll) · gez. Jörg Hempel (Versammlungsleitung)
    """)


def mobilitaet():
    write("notes/mobilitaet/lastenrad.md", """
    ---
    title: Lastenrad – Packesel Cargo 2
    tags: [lastenrad, mobilitaet, reparatur]
    created: 2022-09-03
    updated: 2025-09-22
    ---

    # Unser Lastenrad

    - **Modell:** Packesel Cargo 2 (E-Lastenrad, zweirädrig, Kasten vorne mit Regenverdeck)
    - **Gekauft:** September 2022, gebraucht, 2.400 € (Erstbesitzer in Gohlis)
    - **Rahmennummer:** PK2-22-08817
    - **Akku:** 500 Wh, Reichweite real ca. 45 km mit Lina + Einkauf
    - **Versicherung:** über die Hausrat (Zusatzbaustein Fahrrad bis 3.000 €)

    We are a car-free household and this bike is basically our car: Kita run, Großeinkauf, Matteo's
    crates of lemons from the Großmarkt, once even a Christmas tree.

    ## Werkstatt

    **Aktuell: Lastenradwerk Connewitz** – Timo Reichel. Kennt sich mit E-Antrieben wirklich aus,
    ehrlich, erklärt alles.
    (Vorher Radhaus Plagwitz – für normale Räder gut, beim Motor überfordert.)

    ## Reparatur-Saga 2025

    | Datum | Was |
    |---|---|
    | Feb 2025 | Motor setzt aus, v. a. bei Kälte und über Kopfsteinpflaster |
    | 05.03.2025 | Radhaus Plagwitz: Kostenvoranschlag 780 €, Motor neu, Lieferzeit 8–10 Wochen |
    | 07.03.2025 | Entschieden: verkaufen (Anzeige 1.900 € VB) |
    | 12.04.2025 | Zweitmeinung Lastenradwerk Connewitz: Motor ok, Geschwindigkeitssensor + Kabelbaum |
    | 12.04.2025 | **Neue Entscheidung: reparieren und behalten**, Anzeige gelöscht |
    | 25.04.2025 | abgeholt, läuft wie neu |

    Kosten: siehe Rechnung/Auftrag in der Mail.

    ## Wartung

    - Kette alle 2 Wochen ölen (im Winter jede Woche)
    - Reifendruck vorne 2,5 bar, hinten 3 bar (mit Lina)
    - Bremsbeläge prüfen – Scheibenbremsen quietschen bei Nässe, normal
    - Akku im Winter in der Wohnung lagern

    ## Offen

    - [ ] Kostenlose Nachinspektion nach ca. 500 km bei Timo buchen (Stand 22.09.: 470 km)
    - [ ] Neue Adresse + Abstellort bei der Versicherung melden
    - [ ] Regenverdeck: Reißverschluss klemmt
    """)

    write("notes/mobilitaet/ideen-mobilitaet.md", """
    # Brainstorm: Mobilität ohne eigenes Auto (Feb 2025)

    > Nur Ideen-Sammlung, **nichts entschieden**. Matteo und ich reden am Wochenende drüber.

    The Lastenrad keeps cutting out and the repair might be expensive. What are the alternatives if
    we stop relying on it?

    ## Ideen

    1. **Lastenrad verkaufen + Carsharing** (teilAuto-Station am Felsenkeller, 250 m) für Großeinkauf
       und Baumarkt. Deutschlandticket für alles andere.
    2. **E-Lastenrad-Abo** – gibt es in Leipzig ab ca. 79 €/Monat inkl. Wartung und Versicherung.
       Vorteil: nie wieder Werkstattstress. Nachteil: auf Dauer teuer.
    3. **JobRad-Leasing über Auenwerk?** – Sven fragen, ob HR das anbietet. Gilt das auch für Lastenräder?
    4. **Fahrradanhänger** für Matteos Rad (Kinder + Einkauf). Günstig, aber langsam und breit.
    5. **Freies Lastenrad ausleihen** (Verleih "Elsa" im Stadtteilladen) für große Touren.
    6. Kita so wählen, dass man **zu Fuß** hinkommt – macht das ganze Thema kleiner.

    ## Pro / Contra (grob)

    | Option | Kosten/Monat | Pro | Contra |
    |---|---|---|---|
    | Verkaufen + Carsharing | ca. 60 € | Geld zurück, kein Reparaturrisiko | Lina-Transport im Alltag? |
    | Abo | 79–99 € | sorglos | teuer, Vertrag |
    | JobRad | ca. 70 € brutto | Steuervorteil | 36 Monate gebunden |
    | Anhänger | einmalig 400 € | billig | umständlich, kein Kasten |

    ## Fragen

    - Was kostet die Reparatur wirklich? Zweitmeinung?
    - Wie oft brauchen wir wirklich ein Auto? (Letztes Jahr: ca. 6x)
    """)


def arbeit():
    write("notes/arbeit/lisbon-talk.md", """
    ---
    title: Lisbon talk – Tejo UX Research Summit 2025
    tags: [work, talk, lisbon, research]
    created: 2025-01-25
    updated: 2025-09-21
    ---

    # "Fifteen Minutes Between Shifts" – talk prep

    **Event:** Tejo UX Research Summit 2025, Lisbon
    **Slot:** Friday 17 October 2025, 14:00–14:30, Stage 2 ("Sala Tejo") – the post-lunch slot, i.e.
    the graveyard shift. Fitting, for a talk about shift workers.
    **Length:** 25 minutes + 5 minutes Q&A
    (Originally it was Thursday morning in Belém; the organisers moved everything in August.)

    ## The pitch (one paragraph)

    Diary studies assume participants have spare minutes and stable routines. Shift workers have
    neither. Between October 2024 and February 2025 we ran a diary study for Auenwerk's rota-planning
    product with 23 nurses, bakery staff and warehouse pickers in Leipzig and Halle. Half of our first
    protocol failed within a week. This talk is about what we changed: prompts timed to shift ends
    rather than clock times, voice notes instead of text, "zero-entry days" that count as data, and
    paying people for the hassle, not the entries. And about what it taught us about designing for
    people who are always tired – which, as the parent of a three-year-old, I take personally.

    ## Structure (draft 4)

    | # | Section | Minutes | Notes |
    |---|---|---|---|
    | 1 | Cold open: a voice note from a night nurse at 06:12 | 1 | play audio, no slide text |
    | 2 | Why diary studies break for shift workers | 3 | the "8pm prompt" disaster |
    | 3 | Protocol v1 vs. v2 | 5 | one photo per change |
    | 4 | Four changes that worked | 8 | shift-end prompts, voice, zero-entry, pay-per-week |
    | 5 | What we learned about the product | 4 | rota swaps = the real job |
    | 6 | What I'd do differently | 2 | recruit via works councils earlier |
    | 7 | Close: the same nurse, three weeks later | 2 | |

    ## Slide style – how I want it

    - **No bullet points.** Ever. One idea per slide, one big photo or one quote.
    - Dark text on light background; the venue may be bright (warehouse windows).
    - Speaker notes **printed on A5 cards** – I don't trust presenter view, it has failed me twice.
    - No clicker: I prefer to stand next to the laptop and use the arrow key, it stops me pacing.
    - Every number gets its own slide. If I can't say it in one sentence, it's not a slide.
    - Participant quotes in German on the slide with my English translation spoken – gives it texture.

    ## The study in numbers (for the "method" slide and the Q&A)

    | Item | Value |
    |---|---|
    | Fieldwork | Oct 2024 – Feb 2025, two waves |
    | Enrolled | 23 (9 nurses, 8 bakery staff, 6 warehouse pickers) |
    | Completed 4 weeks | 19 |
    | Protocol v1 response rate (week 1) | 41 % |
    | Protocol v2 response rate (weeks 2–4) | 78 % |
    | Voice notes analysed | 612 |
    | Average voice note | 47 seconds |
    | Incentive | flat weekly payment + onboarding hour paid |

    Recruitment went through two works councils and a bakery chain's WhatsApp group for staff. The works
    councils were slow but trustworthy; the WhatsApp route was fast but we got mostly day-shift people at
    first. Lesson: talk to works councils four weeks earlier than you think.

    Analysis: thematic coding in two rounds (me + Mareike), then a synthesis workshop with the rota
    product team. The main insight for the product was that shift swaps, not rota planning, are the
    real daily job – people spend more time negotiating swaps in chat groups than looking at the plan.

    ## Opening – word for word (first 90 seconds)

    > *(audio: 12 seconds of the night nurse's voice note, engine running)*
    >
    > That was Doreen. She recorded that at 6:12 in the morning, in a hospital car park, after a
    > twelve-hour night shift. She was answering a question from our diary study. Our question was
    > about rota planning. Her answer was about how tired she was.
    >
    > I'm Hanna, I'm a UX researcher in Leipzig, and for five months we asked people who never have
    > time to give us some of it. This talk is about what broke, what we fixed, and why "nothing happened
    > today" turned out to be our most important data point.

    Practise this until I can say it half asleep. Which, given the slot, I might be.

    ## Feedback on draft 3 (Sven, Mareike)

    - Sven: "Cut the tools section, nobody cares which app." → cut to one sentence.
    - Mareike: the payment story is the most surprising part – move it earlier? → kept at the end of
      section 4 but made it the biggest slide.
    - Both: the "what I'd do differently" bit is honest and people will like it. Keep it short.
    - Sven: don't say "we failed" five times. Once is brave, five times is a pattern.

    ## Abstract (as submitted, January 2025)

    > Diary studies promise rich, in-context data – if participants have a few quiet minutes and a
    > predictable day. Shift workers have neither. In this talk I share what happened when we ran a
    > four-week diary study with nurses, bakers and warehouse staff for a rota-planning product: a
    > first protocol that collapsed within days, and a second one built around shift ends, voice
    > notes, "zero-entry days" and flat weekly payment. Expect practical changes you can copy, honest
    > numbers, and some thoughts on designing for people who are always tired.

    ## Stories I want in

    1. **Doreen, night nurse:** "I answered your question at 6:12 in the car park, engine still running,
       crying a little. Not because of your question. Because of the night." – this changed the study.
    2. **Bakery, 3am start:** the 8pm evening prompt arrived when everyone had been asleep for an hour.
       We woke up eleven people with a notification. Never again.
    3. **Warehouse pickers** didn't want to type with gloves on → voice notes. Response rate 41 % → 78 %.
    4. **Zero-entry days:** "Nothing happened today" is data. Counting it removed the guilt.
    5. **Payment:** flat weekly payment instead of per-entry. Entries went *up*.

    ## Slide list (draft 4)

    | # | Slide | Type |
    |---|---|---|
    | 1 | black screen, audio waveform | audio |
    | 2 | "6:12" in huge type | number |
    | 3 | title + my name | title |
    | 4 | photo: empty hospital corridor at night | photo |
    | 5 | "Diary studies assume spare minutes." | quote |
    | 6 | phone notification at 20:00, bakery alarm clock at 02:45 | photo pair |
    | 7 | "41 %" | number |
    | 8 | protocol v1 vs v2, two photos of the onboarding pack | photo |
    | 9 | change 1: prompt at shift end | photo |
    | 10 | change 2: voice notes (gloves!) | photo |
    | 11 | "78 %" | number |
    | 12 | change 3: zero-entry days – "Heute war nichts." | quote |
    | 13 | change 4: weekly flat payment | photo |
    | 14 | "Entries went up." | quote |
    | 15 | what the product team learned: swaps > planning | diagram (the only one) |
    | 16 | chat screenshot of a swap negotiation (blurred) | photo |
    | 17 | "Talk to works councils earlier." | quote |
    | 18 | Doreen, three weeks later (voice note 2) | audio |
    | 19 | "Design for tired people." | quote |
    | 20 | thank you + contact | title |

    Twenty slides in 25 minutes. Each one carries one thing. If a slide needs explaining, it's wrong.

    ## After the talk

    - Post the slides (PDF) on the Auenwerk research blog the following week – check with Sven and with
      legal about the participant quotes first.
    - Write a short internal summary of the questions people asked – good input for the next study.
    - Thank Doreen. She asked to be told "how it went".
    - Friday evening: absolutely nothing. Walk along the river. Call home. Sleep.

    ## Things not to say

    - No "users". Participants, people, nurses.
    - Don't name the hospital or the bakery.
    - Don't apologise for my accent. (Mum's voice in my head: "you sound like the BBC, darling".)

    ## Rehearsals

    - [x] Dry run with the research team – 30 Sep, 15:00 (booked)
    - [ ] Second run with Sven + design team, 9 Oct
    - [ ] Record myself once, listen back once, then STOP listening

    ## To do before Lisbon

    - [ ] Upload final slides (16:9 PDF + PPTX) to the speaker portal **by Monday 6 October**
    - [x] Send bio + headshot to Inês (done 29 Aug)
    - [ ] Check the audio clip plays from the venue laptop (ask tech on the day, bring USB-C stick)
    - [ ] Print speaker cards (A5, 16 pt)
    - [ ] Travel expense form for Sven – Reisekostenantrag
    - [ ] Prep 5 likely Q&A questions (ethics approval? compensation amounts? tools?)

    ## Likely questions

    - *How did you get consent from people on night shifts?* – Onboarding calls during their day off,
      consent form on paper, paid for the onboarding hour.
    - *Which tool?* – We started with a diary app, switched to a messenger-based setup with voice notes.
    - *Isn't paying per week a bias?* – Maybe. It's a smaller bias than guilt.
    - *Sample size?* – 23 enrolled, 19 completed 4 weeks.
    - *Would it work remotely / in other countries?* – We only tested Saxony; works councils differ.

    ## Personal stuff

    Nervous. First talk abroad, first time on a stage bigger than a meetup. Inês says the room holds
    about 180. Matteo will take Thursday and Friday off to be with Lina, and Katja offered to do the
    Kita pick-up on Friday if the Osteria calls him in.
    """)

    write("notes/arbeit/lisbon-logistics.md", """
    # Lissabon – Logistik (Tejo UX Research Summit)

    | Was | Details |
    |---|---|
    | Hinweg | Mi 15.10., Zug Leipzig Hbf → Berlin Hbf → BER, dann Flug BER 11:50 → LIS 14:35 |
    | Rückweg | Sa 18.10., Flug LIS 15:10 → BER 20:55, Zug nach Leipzig (letzter ICE 22:xx?) |
    | Buchung | über den Firmenreisedienst (Westwind), Buchungscode in der Bestätigungsmail |
    | Hotel | Casa Rio Alcântara, 3 Nächte, 15.–18.10., Frühstück inkl. |
    | Konferenz | **Armazém 16, Doca de Alcântara** (neu! vorher Centro Cultural do Rio in Belém) |
    | Mein Talk | **Fr 17.10., 14:00 Uhr, Stage 2 ("Sala Tejo")** |
    | Speakers' dinner | Mi 15.10., 19:30 |
    | Kosten | Auenwerk zahlt Flug + Hotel, Kostenstelle UXR-04, Reisekostenantrag an Sven |

    ## Travel preference (for the record, again)

    Ich wäre so gern mit dem Zug gefahren. I always prefer trains – I can work, I can walk around, no
    security queue. Aber Leipzig–Lissabon sind realistisch 2,5 Tage pro Richtung über Paris und Hendaye,
    und der Reisedienst hat das (verständlicherweise) abgelehnt. Meine Bedingung: **kein Flug vor 9 Uhr.**
    I refuse to get up at 3:30 for a 6am flight and then give a talk on no sleep. Hence the 11:50.

    ## Zuhause während ich weg bin

    - Matteo nimmt Do + Fr frei
    - Katja als Backup für die Kita-Abholung am Freitag
    - L-Thyroxin: genug Tabletten mitnehmen + Reserve
    - Abrudern am 18.10. verpasse ich – Jörg Bescheid gesagt
    """)


def mum():
    write("notes/mum/hip-operation.md", """
    ---
    title: Mum's hip replacement (Norwich, 2025)
    tags: [mum, norwich, health]
    created: 2025-01-21
    updated: 2025-09-13
    ---

    # Mum's hip replacement

    ## The basics

    - **Who:** Margaret "Maggie" Krüger, 72 (kept Dad's name after he died in 2019, "it suits me")
    - **Where she lives:** 17 Wensum Close, Norwich, on her own with Marmalade the cat
    - **What:** left total hip replacement (osteoarthritis, "bone on bone" on the X-ray)
    - **Surgeon:** Mr Anand Pillai, consultant orthopaedic surgeon, Wensum Valley Hospital
    - **Physio afterwards:** Riverside Physio, Tuesdays and Fridays
    - **Neighbour:** Brenda Foulger (next door, No. 15) – keys, cat, daily check-in
    - **My sister:** Claire, lives in Bristol, two teenagers, works as a pharmacist

    ## Timeline

    | Date | What happened |
    |---|---|
    | 20 Jan 2025 | Consultation with Mr Pillai, listed for surgery; provisional date 14 May |
    | 9 Apr 2025 | Postponed – his list was cut. New date: **Wednesday 2 July 2025** |
    | 11 Jun 2025 | Pre-op assessment (bloods, ECG, MRSA swab) – all fine |
    | 30 Jun 2025 | I fly BER → Stansted, train to Norwich via Cambridge |
    | 2 Jul 2025 | Operation. Mr Pillai: "textbook" |
    | 4 Jul 2025 | Discharged home, walking with a frame |
    | 10 Jul 2025 | Claire takes over, I fly home |
    | 20 Jul 2025 | Claire leaves; Brenda + carers' "reablement" visits for two weeks |
    | 13 Aug 2025 | 6-week check: x-ray good, allowed to drive again from September |
    | Sep 2025 | One stick outdoors, none indoors. Physio twice a week. |

    The postponement was annoying: I'd already told work I'd be in Norwich the week of 12 May, and
    I'd planned it around the Kita paperwork and the move. In the end July was better – the move was
    done and Lina was still with Petra, who was fine to do longer days while Matteo worked.

    ## What Mr Pillai explained (consultation, 20 Jan)

    Mum made me join by video call from Leipzig, which was good because she remembers about half of
    what doctors say and then tells Brenda the other half wrong.

    - The operation replaces the ball and socket of the hip joint. Mum gets an **uncemented** cup and a
      **cemented** stem ("hybrid"), which he says is standard at her age and bone quality.
    - It takes about 90 minutes, usually under spinal anaesthetic plus sedation – she'll be awake-ish
      but won't care. She was very keen on "not being put under".
    - Main risks: infection (1 in 100), blood clots (hence injections/tablets afterwards), dislocation
      in the first weeks (hence the precautions), leg length difference (usually small).
    - Recovery: walking the same day or the next, home after 2–3 nights, sticks for about 6 weeks,
      most people "forget about it" after 3–6 months.
    - A new hip lasts 20+ years in most people. Mum: "Well, that'll see me out then." Mum!!

    ## Questions we asked (and answers)

    | Question | Answer |
    |---|---|
    | Can she fly afterwards? | Short flights after ~6 weeks if mobile; longer trips better after 3 months, get up regularly |
    | When can she drive? | After the 6-week check, if she can do an emergency stop |
    | Stairs at home? | Yes – the physio practises stairs before discharge |
    | Does she need a carer? | Usually not; short-term reablement if needed |
    | Cat? | "Marmalade must not sleep on the operated side." (He said this with a completely straight face.) |

    ## Medication after surgery

    - Blood thinner for 5 weeks (tablets in the end, not injections – she was relieved)
    - Paracetamol regularly for two weeks, codeine at night for the first week only
    - Laxatives (don't ask, but do ask Mum if she's taking them)
    - Her usual blood pressure tablets carried on as normal

    ## Who does what

    | Person | When | What |
    |---|---|---|
    | Hanna | 30 Jun – 10 Jul | hospital visits, set up the house, shopping, admin |
    | Claire | 10 – 20 Jul | second week at home, drives Mum to the wound check |
    | Brenda | ongoing | daily knock at 10am, feeds Marmalade while Mum's in hospital |
    | Reablement team | 20 Jul – 3 Aug | morning visits for washing/dressing, then stopped (Mum: "I'm not an invalid") |
    | Riverside Physio | from 15 Jul | Tue + Fri, exercises at home 3x daily |

    ## House set-up checklist (done while I was there)

    - [x] Raised toilet seat + frame around the toilet
    - [x] Grabber (two – one upstairs, one downstairs)
    - [x] Long-handled shoehorn, sock aid
    - [x] Perching stool for the kitchen
    - [x] Moved the bed downstairs? – NO, she refused; stair rail on the other side instead
    - [x] Removed the hall rug (trip hazard) – she put it back, I removed it again, she put it back...
    - [x] Ready meals in the freezer for two weeks (Matteo sent instructions by voice note, obviously)
    - [x] Cat flap fixed

    ## Hip precautions (first 6 weeks)

    - No bending the hip past 90 degrees – no low sofas, no picking things off the floor
    - Don't cross legs, don't twist on the operated leg
    - Sleep on the back, pillow between knees if on the side
    - Stairs: "up with the good, down with the bad"
    - No driving until cleared (6-week check)

    ## How Mum is doing (my notes after calls)

    - **Jul:** brave, bored, cross about the frame. Eats well because Brenda keeps bringing cake.
    - **Aug:** walking to the corner shop with two sticks. Did the exercises "mostly".
    - **Sep:** one stick, goes to the library again, wants to go to Leipzig for Christmas – not sure
      about flying yet. Mr Pillai said wait at least three months before a long-ish flight, and to
      get up every hour.

    ## My own logistics for the Norwich trip

    - Outbound Mon 30 Jun: train Leipzig → BER, flight BER → Stansted, then train Stansted → Cambridge
      → Norwich (about 2h20 in total on the British side, one change).
    - Slept in my old room. The wallpaper is still the one I chose at 14. Horses.
    - Work: remote on 7–9 July, mornings only. Sven was brilliant about it.
    - Back Thu 10 Jul, same route in reverse. Claire arrived at 11, I left at 1.
    - Matteo did 11 days solo with Lina plus Petra. He says it was "fine". Lina says Papa made pasta
      every day. Both statements are probably true.

    ## Recovery milestones (what "good" looks like)

    | When | Milestone | Mum |
    |---|---|---|
    | Day 1 | stand and walk with a frame | ✔ (bossy) |
    | Day 2–3 | stairs with the physio, home | ✔ day 2 |
    | Week 2 | wound check, clips out | ✔ (Claire drove) |
    | Week 3–4 | two sticks, short walks outside | ✔ |
    | Week 6 | x-ray + check with Mr Pillai, maybe one stick | ✔ 13 Aug |
    | Month 3 | most normal activities, longer trips | on track |

    ## Phone calls with Mum – what to ask (so it isn't just "fine, darling")

    - Did you do the exercises today? Which one was hardest?
    - How far did you walk? Where to?
    - Pain at night, 1–10? Are you still taking the tablets at night?
    - Is the wound dry? Any redness, heat, swelling in the calf? (→ clot warning signs, call 111)
    - Who have you seen today? (Brenda doesn't count – she always comes.)
    - What did you eat? (Toast is not dinner, Mum.)

    ## Brenda

    Brenda Foulger, No. 15, has been Mum's neighbour for 31 years. Spare key, cat duty, daily 10am
    knock, and an endless supply of scones. I sent her a box of Leipziger Lerchen as a thank-you in
    August, and she wants the recipe. Claire and I agreed that at Christmas we'll take her out for
    lunch. Her number is in my phone under "Brenda (Mum's angel)".

    ## Longer term: the house

    Mum's house has a steep staircase and a bath without a shower. The hip made it obvious that she
    won't manage there forever. Not a conversation for this year, but at some point:
    - walk-in shower instead of the bath (grant from the council? Claire is checking)
    - second banister – done
    - maybe a stairlift later; she says "over my dead body", which is, admittedly, the point

    ## Christmas 2025

    Options we talked about: Mum comes to Leipzig (flight, stairs in our building, our sofa bed) vs. we
    go to Norwich (Matteo's Osteria closes 22–29 Dec, so he's free). Decided in September – see my
    mail to Mum. Tickets still to book.

    ## Costs so far (mine)

    | Item | Amount |
    |---|---|
    | Flights BER–STN return | €186 |
    | Trains Stansted–Norwich return | £52.40 |
    | Mobility aids | £97.50 |
    | Taxi home from hospital | £14 |

    Claire paid for the perching stool and the second grabber. We're splitting everything 50/50.
    """)

    write("notes/mum/physio-exercises.md", """
    # Mum's exercises after the new hip (from Riverside Physio)

    Copied from the sheet the physio (Tom) gave her on 15 July, so I can nag her properly on the phone.
    **3 times a day, 10 of each, slow. Stop if sharp pain.**

    ## Lying on the bed

    1. **Ankle pumps** – point and flex both feet, 20 times. Good for circulation.
    2. **Thigh squeezes (quads)** – push the back of the knee into the bed, hold 5 seconds.
    3. **Bottom squeezes (glutes)** – squeeze, hold 5 seconds, relax.
    4. **Heel slides** – slide the heel of the operated leg towards the bottom, not past 90°.
    5. **Leg out to the side (abduction)** – slide the leg out and back, toes pointing up.

    ## Standing (holding the kitchen worktop)

    6. **Knee lifts** – lift the knee towards the chest, not above hip height.
    7. **Leg backwards** – straight leg back, don't lean forward.
    8. **Side leg raise** – leg out sideways, body upright.

    ## Sitting

    9. **Sit to stand** from a high chair, arms crossed when she can (week 4+).
    10. **Knee straightening** – straighten the knee, hold 5 seconds.

    ## Walking

    - Week 1–2: frame, 5 minutes every hour
    - Week 3–6: two sticks, build up to 20 minutes
    - From week 6: one stick outdoors (in the *opposite* hand to the new hip)

    Notes: Mum says the heel slides are "fine" and the sit-to-stands are "torture". Tom says the
    sit-to-stands are the most important. Of course they are.
    """)


def steuer():
    write("notes/steuer/steuererklaerung-2024.md", """
    ---
    title: Steuererklärung 2024
    tags: [steuer, finanzen]
    created: 2025-05-12
    updated: 2025-09-22
    ---

    # Steuererklärung 2024

    - **Steuernummer:** 231/248/05517 (Finanzamt Leipzig II)
    - Einzelveranlagung (Matteo und ich sind nicht verheiratet – er macht seine über den Lohnsteuerhilfeverein)
    - Abgabefrist mit Berater: 30.04.2026 – aber Kessler & Partner wollen sie im Herbst 2025 einreichen

    ## Entscheidung (12. Mai 2025)

    Dieses Jahr mache ich es **nicht mehr selbst mit WISO**, sondern gebe es an einen **Steuerberater**:
    **Kessler & Partner Steuerberatungsgesellschaft** (StB Dietmar Kessler), Ansprechpartnerin
    **Yvonne Brandt**.

    Warum:
    - Die Rückfrage vom Finanzamt zu 2023 (Arbeitszimmer vs. Homeoffice-Pauschale) hat mich drei Abende
      und viele Nerven gekostet.
    - 2024 ist kompliziert: Kinderbetreuungskosten (Tagespflege), Handwerkerleistungen aus der
      Nebenkostenabrechnung, Homeoffice, Spenden, evtl. Unterhalt/Unterstützung Mum? (nein, nicht relevant)
    - Ich habe dieses Jahr schlicht keine Zeit (Umzug, Kita, Norwich, Lissabon).
    - Honorar ca. 690 € zzgl. MwSt. – ist ja selbst wieder absetzbar (Steuerberatungskosten teilweise).

    ## Unterlagen für Frau Brandt

    - [x] Lohnsteuerbescheinigung 2024 (Auenwerk)
    - [x] Homeoffice-Tage 2024 (Liste aus dem Kalender: 148 Tage)
    - [x] Spendenquittungen (Ruderverein, Ärzte ohne Grenzen)
    - [x] Nebenkostenabrechnung 2023 mit §35a-Ausweis (Hauswart, Treppenhausreinigung)
    - [x] Kontoauszüge mit den Zahlungen an die Tagesmutter (hochgeladen 20.08.)
    - [ ] **Bescheinigung Kindertagespflege 2024 von Petra Lindner** – Frau Brandt am 20.08. versprochen
      "bis Ende nächster Woche" (29.08.) – Petra war im Urlaub, dann krank. Immer noch offen!!
    - [x] Fachliteratur/Arbeitsmittel (Bücher, Headset)
    - [x] Fortbildung: UX-Konferenz-Ticket 2024 (selbst bezahlt)

    ## Notizen

    - Umzugskosten gehören in 2025, nicht 2024.
    - Kita-Beiträge 2025 (Auenfüchse) dann nächstes Jahr.
    - Frau Brandt möchte alles übers Mandantenportal, nicht per E-Mail-Anhang. Passt mir.
    """)


def lists():
    write("notes/lists/matteos-rezepte.md", """
    # Matteos Rezepte (die ich liebe) / Matteo's recipes Hanna actually eats

    > Hanna: **pescetarisch** – kein Fleisch, Fisch und Meeresfrüchte ja. **Kein Fenchel**, nichts mit
    > Anis oder Lakritzgeschmack (Ouzo, Sambuca, Estragon – alles nein). Matteo findet das skandalös.

    ## Lieblinge

    1. **Risotto al limone** – Amalfi-Zitronen, Butter, viel Parmigiano. My absolute favourite. Mum wants
       the recipe too (again).
    2. **Spaghetti alle vongole** – Freitagabend, wenn die Osteria zu hat.
    3. **Pasta con le sarde** – *senza finocchio* for me (he makes a separate pan, grumbling).
    4. **Baccalà alla vicentina** – Weihnachten, braucht drei Tage Vorlauf.
    5. **Parmigiana di melanzane** – Linas Favorit ("the purple one").

    ## Lina

    - isst alles mit Tomatensoße, nichts "Grünes mit Punkten" (= Pesto?)
    - Nudeln nur ohne Soße oben drauf, Soße daneben. Toddler rules.

    ## Zu probieren

    - [ ] Matteos Nonna-Rezept für Sarde in saor (ohne Rosinen für mich? mit!)
    - [ ] Portugiesischer Bacalhau à Brás – in Lissabon probieren und Matteo berichten
    - [ ] Risotto-Rezept für Mum aufschreiben (auf Englisch, mit Gramm statt "una manciata")
    """)


def docs():
    write("docs/mietvertrag-zschochersche-auszug.txt", """
    AUSZUG AUS DEM MIETVERTRAG (abgetippt, Original im Ordner "Wohnung alt")
    ========================================================================

    Vermieter: Erbengemeinschaft Brandis, vertreten durch Elsterblick Hausverwaltung GmbH,
               Könneritzstraße 12, 04229 Leipzig
    Mieter:    Hanna Krüger und Matteo Ferraro
    Mietobjekt: Zschochersche Straße 41, 3. OG links, 04229 Leipzig, ca. 68,4 m²
    Mietbeginn: 01.08.2019

    § 3 Miete
    Die Nettokaltmiete beträgt monatlich 750,00 EUR. Zusätzlich leistet der Mieter eine monatliche
    Vorauszahlung auf die Betriebskosten in Höhe von 185,00 EUR (inkl. Heizung und Warmwasser).

    § 4 Mietsicherheit
    Der Mieter leistet eine Kaution in Höhe von 2.250,00 EUR (drei Nettokaltmieten).

    § 6 Betriebskosten
    Umgelegt werden die Betriebskosten im Sinne der Betriebskostenverordnung (BetrKV). Der Verteiler-
    schlüssel ist, soweit nicht anders angegeben, die Wohnfläche. Heiz- und Warmwasserkosten werden
    nach der Heizkostenverordnung zu 70 % nach Verbrauch und zu 30 % nach Wohnfläche verteilt.

    § 12 Kündigung
    Das Mietverhältnis läuft auf unbestimmte Zeit. Die Kündigungsfrist für den Mieter beträgt drei
    Monate. Die Kündigung ist spätestens am dritten Werktag eines Kalendermonats zum Ablauf des
    übernächsten Monats zulässig. Die Kündigung bedarf der Schriftform.

    § 15 Rückgabe
    Bei Beendigung des Mietverhältnisses ist die Wohnung besenrein mit sämtlichen Schlüsseln
    zurückzugeben. Schönheitsreparaturen: siehe Anlage 2 (nach BGH-Rechtsprechung unwirksam – laut
    Mieterverein, H.K.).
    """)

    write("docs/lina-impfungen-u-hefte.txt", """
    LINA – Kinderarzt, U-Untersuchungen, Impfungen
    (abgeschrieben aus dem gelben U-Heft und dem Impfausweis, Stand August 2025)

    Name:        Lina Krüger
    Geboren:     11.06.2022, St. Elisabeth-Krankenhaus Leipzig
    Kinderarzt:  Dr. med. Felix Hoffmann, Kinderarztpraxis an der Karl-Heine-Straße

    U-UNTERSUCHUNGEN
    U6    13.06.2023   ok
    U7    14.06.2024   ok, Sprache "sehr gut, dreisprachig"
    U7a   17.06.2025   ok, Sehtest unauffällig; ärztliche Bescheinigung für die Kita mitgegeben
    U8    fällig ca. Juni 2026

    IMPFUNGEN (laut Impfausweis)
    6-fach (DTaP-IPV-Hib-HepB)   1: 15.08.2022   2: 17.10.2022   3: 13.06.2023
    Pneumokokken                  1: 15.08.2022   2: 17.10.2022   3: 13.06.2023
    Rotaviren                     1: 15.08.2022   2: 19.09.2022
    Meningokokken C               1: 13.06.2023
    MMR-V (Masern, Mumps, Röteln, Varizellen)
                                  1. Dosis: 14.07.2023
                                  2. Dosis: 20.10.2023
    -> Masernschutz vollständig (2 Dosen). Kopie der Seite für die Kita gemacht.

    Nächste Impfung: Auffrischung Tetanus/Diphtherie/Keuchhusten mit 5–6 Jahren.

    Allergien: keine bekannt. Unverträglichkeiten: keine.
    """)


def main():
    daily()
    wohnung()
    gesundheit()
    kita()
    ruderverein()
    mobilitaet()
    arbeit()
    mum()
    steuer()
    lists()
    docs()


if __name__ == "__main__":
    main()
