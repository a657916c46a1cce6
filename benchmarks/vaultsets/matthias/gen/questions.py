"""Questions, gold files and the answer keys check.py looks for (per gold file, after decoding)."""

KAUF = "mail/2025/05/2025-05-03_kaufvertrag_voltaro.eml"
HKP = "mail/2025/08/2025-08-12_zahnarzt_heil_und_kostenplan.eml"
ACC = "mail/2025/06/2025-06-30_leeds_accommodation_contract.eml"
AKKU = "mail/2025/05/2025-05-09_radhaus_akku_diagnose.eml"
BKA = "mail/2025/06/2025-06-11_hv_betriebskostenabrechnung_2024.eml"
BESCHEID = "mail/2025/10/2025-10-14_weidinger_bescheid_2024.eml"
GRAHAM_SEP = "mail/2025/09/2025-09-10_re_lena_arriving.eml"
GRAHAM_OCT = "mail/2025/10/2025-10-20_graham_munich_din1076.eml"
MIETERV = "mail/2025/07/2025-07-22_mieterverein_einschaetzung.eml"
UBG = "mail/2025/09/2025-09-15_brueckentechnik_auftragsbestaetigung.eml"
FALKNER = "mail/2025/09/2025-09-12_falkner_aschbach_zugang_besetzung.eml"
FRIST = "mail/2025/10/2025-10-16_re_aschbach_berichtsfrist.eml"
BELEG = "mail/2025/08/2025-08-20_hv_belegeinsicht_termin.eml"
VOLTARO = "mail/2025/04/2025-04-22_re_kleinanzeigen_voltaro.eml"
VERSCH = "mail/2025/10/2025-10-02_zahnarzt_terminverschiebung.eml"
ALPEN = "mail/2025/09/2025-09-02_alpenair_buchungsbestaetigung.eml"
BKK = "mail/2025/08/2025-08-26_bkk_genehmigung_hkp.eml"
ZAHN_RE = "mail/2025/08/2025-08-05_re_zahnarzt_behandlungsplan.eml"
WEID_RE = "mail/2025/04/2025-04-04_re_weidinger_rueckfragen.eml"
HV_KORR = "mail/2025/09/2025-09-24_hv_korrigierte_abrechnung.eml"
MBOX = "mail/lists/kgv-sonnenwinkel-mitglieder.mbox"
TG = "chats/telegram/result.json"
GPT = "chats/chatgpt/conversations.json"
AS_EBIKE = "chats/assistant/2025-04-18_ebike_gebraucht.json"
ARBEIT = "calendar/arbeit.ics"
PRIVAT = "calendar/privat.ics"
KGCAL = "calendar/kleingarten.ics"
LENACAL = "calendar/lena_leeds.ics"
N = "notes/"
GIESS = N + "Garten/Giessplan_Parzelle47_fuer_Erwin.txt"
GARTEN = N + "Garten/Parzelle47_Gartenjahr.md"
NOTF = N + "Lena/Lena_Notfallinfos_Leeds.txt"
LEEDS = N + "Lena/Leeds_Austauschjahr.md"
EBIKE = N + "Ebike/Ebike_Suche.md"
FAHRT = N + "Ebike/ebike_fahrtenbuch.csv"
AKKUTXT = N + "Ebike/Akku_Winterlagerung_Anleitung.txt"
NK = N + "Wohnung/Nebenkosten_2024_Streit.md"
ASCH = N + "Arbeit/Talbruecke_Aschbach_HP2025.md"
PENN = N + "Arbeit/Pennant_UK_Austausch.md"
FORTB = N + "Steuer/Fortbildung_BPA_Lehrgang.md"
VERS = N + "Haushalt/Versicherungen.md"
D0918 = N + "daily/2025-09-18.md"
D1022 = N + "daily/2025-10-22.md"
D1024 = N + "daily/2025-10-24.md"
D0516 = N + "daily/2025-05-16.md"
J1 = N + "journal/2025-02-09_Sonntagsgedanken.md"
J3 = N + "journal/2025-10-19_Herbst_Durcheinander.md"

# facts that exist only inside base64-encoded parts (must be absent from every file's raw bytes)
ENCODED_ONLY = [
    (KAUF, "VT7-22-0847315"),
    (HKP, "583,46"),
    (ACC, "HYR-25-40917"),
    (AKKU, "Restkapazität: 88 %"),
    (BKA, "DE00 7001 0080 0433 9127 15"),
    (BESCHEID, "1.947,23"),
]

QUESTIONS = [
    # ------------------------------------------------------------------ fact
    dict(id="h01", kind="fact", query="ebike frame number",
         gold={KAUF: ["VT7-22-0847315"]},
         hint="Rahmennummer VT7-22-0847315, only in the base64 Kaufvertrag attachment; Versicherungen.md and Ebike_Suche.md only mention that the number is needed / in the contract"),
    dict(id="h02", kind="fact", query="eigenanteil zirkonkrone hkp",
         gold={HKP: ["583,46"]},
         hint="voraussichtlicher Eigenanteil 583,46 € (base64 HTML HKP mail); distractors: rough oral estimates in Zahnarzt_Krone_46.md, BKK approval (Festzuschuss 318,42 €)"),
    dict(id="h03", kind="fact", query="lena halls booking refrence",
         gold={ACC: ["HYR-25-40917"]},
         hint="Booking reference HYR-25-40917 (base64 HTML accommodation mail); distractors: Alpenair booking code Q7KM2R, Leeds_Austauschjahr.md"),
    dict(id="h04", kind="fact", query="IBAN hausverwaltung for the nebenkosten back payment",
         gold={BKA: ["DE00 7001 0080 0433 9127 15"]},
         hint="IBAN DE00 7001 0080 0433 9127 15 (Isartal Bank) in the base64 Abrechnung attachment; correction mail only says 'bekanntes Konto'"),
    dict(id="h05", kind="fact", query="steuererstattung 2024 wieviel",
         gold={BESCHEID: ["1.947,23"]},
         hint="Erstattung 1.947,23 € (base64 Weidinger mail 14.10.); journal Oct only says 'Erstattung ist okay'; ~600 € would be the extra from the Einspruch"),
    # ------------------------------------------------------------------ who
    dict(id="h06", kind="who", query="who in leeds is keeping an eye on lena",
         gold={GRAHAM_SEP: ["keep an eye on her"], NOTF: ["Graham & Helen Whitcombe"],
               GRAHAM_OCT: ["Sunday roast again"]},
         hint="Graham (and Helen) Whitcombe, Pennant colleague in Headingley; distractors: Priya Raman, Leeds accommodation office, journal Oct (unnamed 'Familie meines Kollegen')"),
    dict(id="h07", kind="who", query="Mieterverein Berater Name",
         gold={MIETERV: ["Anton Pfister"], NK: ["Anton Pfister"]},
         hint="Anton Pfister, Mietrechtsberater, Mieterverein Südwest München; distractor: Petra Dorn (Hausverwaltung)"),
    dict(id="h08", kind="who", query="who waters the allotment when were away",
         gold={GIESS: ["Erwin Stadler"], GARTEN: ["Erwin von nebenan"], J3: ["er gießt, wenn wir weg sind"]},
         hint="Erwin Stadler, neighbour on Parzelle 46; distractors: Herbert Lallinger (Vorstand), Hazel Brown, privat.ics holiday entry"),
    dict(id="h09", kind="who", query="who operates the snooper truck at aschbach",
         gold={UBG: ["Kurt Brenninger"]},
         hint="Maschinist Kurt Brenninger (Brückentechnik Süd); distractors: Sabine Wöhrl (Disposition), Anja Huber (booked it), glossary 'snooper' in Pennant note"),
    dict(id="h10", kind="who", query="who's covering for tobias on the aschbach inspection",
         gold={FALKNER: ["Jana Ostermeier übernimmt"], D0918: ["Jana ist dabei (statt Tobias"]},
         hint="Jana Ostermeier as second inspector; distractors: Aschbach note (no name), journal July ('noch nicht klar'), jour fixe attendees"),
    # ------------------------------------------------------------------ where
    dict(id="h11", kind="where", query="lena address in leeds",
         gold={ACC: ["41 Larchfield Road"], NOTF: ["41 Larchfield Road"]},
         hint="Larchfield Mews, Flat 6 Room C, 41 Larchfield Road, Leeds LS6 2QT; distractors: Pennant office Wharf Chambers, Headingley mentions"),
    dict(id="h12", kind="where", query="belegeinsicht hausverwaltung wo genau",
         gold={BELEG: ["Boschetsrieder Straße 12"]},
         hint="Archiv Boschetsrieder Straße 12, Rückgebäude 1. OG (not the office Fraunhoferstraße 9); privat.ics and Nebenkosten note only point to the mail"),
    dict(id="h13", kind="where", query="where did we pick up the e-bike",
         gold={VOLTARO: ["Brunngartenstraße 14"], KAUF: ["Übergabe: 03.05.2025 in 85221 Dachau"], EBIKE: ["Dachau"]},
         hint="Dominik Schaller's garage, Brunngartenstraße 14, 85221 Dachau; distractor: Rheinwerk offer in Freising, Radhaus Sendling"),
    dict(id="h14", kind="where", query="garden shed spare key hidden where",
         gold={GIESS: ["blauen Blumentopf"]},
         hint="under the blue flowerpot next to the rain barrel (Regentonne), back left by the compost; distractor: Absperrhahn-Schacht at Parzelle 45"),
    dict(id="h15", kind="where", query="mums 80th party where was it",
         gold={TG: ["Landgasthof Moosbauer in Altdorf"]},
         hint="Landgasthof Moosbauer in Altdorf (Telegram, April); distractor: Mama_80.md lists options with favourite 'Zur Post' Ergolding, privat.ics 'bei Landshut'"),
    # ------------------------------------------------------------------ event_time
    dict(id="h16", kind="event_time", query="Zahnarzt termin krone einsetzen",
         gold={VERSCH: ["Neuer Termin: Donnerstag, 30.10.2025, 07:45 Uhr"]},
         hint="Thu 30.10.2025 07:45 (moved by practice mail 02.10.); stale privat.ics still says 09.10.2025 07:45; daily 18.09. 'Anfang Oktober'"),
    dict(id="h17", kind="event_time", query="when does lena fly home for christmas",
         gold={LENACAL: ["Lena Heimflug Weihnachten", "20251219T140500"]},
         hint="Fri 19.12.2025, MAN 14:05 -> MUC 17:10 (lena_leeds.ics); Leeds note only points to the calendar; outbound 20.09. is a distractor"),
    dict(id="h18", kind="event_time", query="jahreshauptversammlung kleingarten wann",
         gold={MBOX: ["Samstag, 22. März 2025, 18:00 Uhr"], KGCAL: ["20250322T180000"]},
         hint="Sa 22.03.2025, 18:00, Vereinsheim; distractors: Sommerfest 19.07., Begehung 18.10., journal Feb ('im März')"),
    dict(id="h19", kind="event_time", query="aschbach under bridge unit booked which days",
         gold={UBG: ["Dienstag, 23.09.2025 und Mittwoch, 24.09.2025"], ARBEIT: ["20250923T070000"],
               FALKNER: ["23./24.09."]},
         hint="Tue 23 + Wed 24 Sep 2025, 07:00-16:00; distractors: whole HP week 22.-26.09., rope access Wed-Fri"),
    dict(id="h20", kind="event_time", query="when is the water turned off at the allotment",
         gold={MBOX: ["25.10.2025, wird ab 9:00 Uhr das Wasser"], D1022: ["Wasser wird am Samstag abgedreht"]},
         hint="Sa 25.10.2025 from 09:00 (mbox, Kassierin); water ON was 12.04. (mbox, kleingarten.ics, garden note)"),
    # ------------------------------------------------------------------ multi_source
    dict(id="h21", kind="multi_source", query="lena flight number + who picks her up at the airport",
         gold={ALPEN: ["AX 2317"], GRAHAM_SEP: ["Helen and I will collect Lena"]},
         hint="Alpenair AX 2317 MUC 09:40 -> MAN 10:55 (booking mail) + Graham and Helen Whitcombe collect her (Graham's reply); lena_leeds.ics has no flight number"),
    dict(id="h22", kind="multi_source", query="gemeinschaftsstunden wieviele fehlen noch und was kostet eine stunde",
         gold={GARTEN: ["6 von 10"], MBOX: ["20 € je Stunde"]},
         hint="6 of 10 hours done -> 4 missing (garden note) x 20 €/h since JHV 2025 (mbox; old rate 15 €) = 80 €"),
    dict(id="h23", kind="multi_source", query="crown total cost and when did bkk approve it",
         gold={HKP: ["901,88"], BKK: ["am 26.08.2025 genehmigt"]},
         hint="Gesamtkosten 901,88 € (HKP mail, base64) + approved 26.08.2025 with Festzuschuss 318,42 € (BKK mail)"),
    dict(id="h24", kind="multi_source", query="pennant munich visit dates and which bridges do we show them",
         gold={ARBEIT: ["Pennant-Besuch in München", "20251117"], PENN: ["Isarsteg Pullach", "Hinterbrühler"]},
         hint="17-19 Nov 2025 (arbeit.ics only) + Talbrücke Aschbach, Isarsteg Pullach, Hinterbrühler Steg (Pennant note); Graham's Oct mail has neither"),
    dict(id="h25", kind="multi_source", query="BPA lehrgang kosten, warum hat finanzamt das in der steuererklaerung nicht anerkannt",
         gold={FORTB: ["1.740,60"], BESCHEID: ["kein Nachweis über Ihre tatsächliche Teilnahme"]},
         hint="1.740,60 € (fee 1.190 + hotel 412 + train 138,60; Fortbildung note) + rejected for lack of proof of attendance (Weidinger mail 14.10., base64)"),
    # ------------------------------------------------------------------ decision
    dict(id="h26", kind="decision", query="which crown did i go with in the end",
         gold={ZAHN_RE: ["monolithische Zirkonkrone"], HKP: ["Zirkonoxid, monolithisch"]},
         hint="Reversed: monolithic zirconia crown (mail to practice 05.08., HKP 12.08.); older NEM-Vollguss decision in Zahnarzt_Krone_46.md, Telegram July, journal July, ChatGPT"),
    dict(id="h27", kind="decision", query="why did we buy the voltaro and not the other bike",
         gold={EBIKE: ["Rheinwerk ohne Rechnung"]},
         hint="mid motor, 56 frame fits, original invoice, battery check allowed; Rheinwerk: hub motor, 60 frame, no invoice (Ebike_Suche.md)"),
    dict(id="h28", kind="decision", query="aschbach access UBI or rope access what did reinhard decide",
         gold={FALKNER: ["Pfeiler Achse 20 bis 40 machen wir über Seilzugang"]},
         hint="both: UBI for deck underside/bearings/abutments on 23./24.09., rope access for piers 20-40, drone only supplementary (Reinhard 12.09.); journal July shows the open debate"),
    dict(id="h29", kind="decision", query="beschluss photovoltaik vereinsheim",
         gold={MBOX: ["34 Ja- zu 9 Nein-Stimmen beschlossen"]},
         hint="PV on Vereinsheim approved 34:9 at JHV 22.03., install spring 2026 (mbox protocol); distractors: invitation, Walter Gruber's objection, journal Feb"),
    dict(id="h30", kind="decision", query="homeoffice pauschale oder arbeitszimmer was haben wir gemacht",
         gold={WEID_RE: ["Homeoffice-Tagespauschale für die maximal 210 Tage"]},
         hint="Homeoffice-Tagespauschale 210 x 6 € = 1.260 €, no Arbeitszimmer (reply 04.04.); checklist note only points to 'Mail April'"),
    # ------------------------------------------------------------------ temporal_current
    dict(id="h31", kind="temporal_current", query="service charge prepayment per month now",
         gold={HV_KORR: ["ab 01.10.2025: 235,00 €"]},
         hint="235 € since 01.10.2025 (correction mail 24.09.); old: 210 € and announced 245 € (Nebenkosten note, Abrechnung attachment)"),
    dict(id="h32", kind="temporal_current", query="ebike odometre current km",
         gold={FAHRT: ["3491"]},
         hint="3491 km (last row 25.10. of ebike_fahrtenbuch.csv); old: 2.347 km at purchase (Kaufvertrag), 2.351 km (Radhaus), 'über dreitausend' (journal)"),
    dict(id="h33", kind="temporal_current", query="lena uk mobile number",
         gold={TG: ["+44 7700 900418"]},
         hint="+44 7700 900418 (Telegram 18.10.); old +44 7700 900266 in Lena_Notfallinfos_Leeds.txt; daily 24.10. only points to Telegram"),
    dict(id="h34", kind="temporal_current", query="who's the garden club treasurer now",
         gold={MBOX: ["Derya Yılmaz"]},
         hint="Derya Yılmaz (elected 22.03.2025); old: Konrad Bauer (garden note, kleingarten.ics attendee, mbox invitation)"),
    dict(id="h35", kind="temporal_current", query="aschbach report due date",
         gold={FRIST: ["Freitag, 14.11.2025"]},
         hint="Fri 14.11.2025 (Reinhard 16.10.); old 31.10.2025 in Aschbach note and arbeit.ics VTODO"),
    # ------------------------------------------------------------------ open_loop
    dict(id="h36", kind="open_loop", query="Steuerbescheid Einspruch was fehlt noch",
         gold={BESCHEID: ["bis spätestens 10.11.2025 die Teilnahmebescheinigung"], D1024: ["BPA-Teilnahmebescheinigung"],
               PRIVAT: ["Teilnahmebescheinigung BPA-Lehrgang an Weidinger"]},
         hint="the BPA Teilnahmebescheinigung (or organiser confirmation) to Weidinger by 10.11., Einspruchsfrist 17.11.2025; still not found"),
    dict(id="h37", kind="open_loop", query="what am i still waiting for from the property managment",
         gold={HV_KORR: ["Kopie des neuen Gartenpflegevertrags"], D1024: ["Kopie vom Gartenpflegevertrag"]},
         hint="copy of the new Gartenpflegevertrag (GrünKonzept), promised by 31.10.2025, not yet received; correction itself already done"),
    dict(id="h38", kind="open_loop", query="did i ever add the ebike to the home insurance",
         gold={VERS: ["E-Bike in der Hausrat nachmelden"]},
         hint="No - open to-do in Versicherungen.md (Hausrat Isar-Mutual HR-5521-0093, needs frame number + contract)"),
    dict(id="h39", kind="open_loop", query="kindergeld lena nachweis familienkasse",
         gold={LEEDS: ["Familienkasse: Immatrikulationsnachweis aus Leeds"], LENACAL: ["Familienkasse: Immatrikulationsnachweis Leeds einreichen"],
               J3: ["Für die Familienkasse fehlt immer noch der Nachweis aus Leeds"]},
         hint="Leeds Certificate of Registration still to be sent to the Familienkasse (due 31.10.); distractors: LMU Immatrikulation in tax checklist, quick_questions general answer"),
    dict(id="h40", kind="open_loop", query="din 1076 summary for graham sent?",
         gold={GRAHAM_OCT: ["could you send me the English summary"], ARBEIT: ["DIN 1076 Summary (EN) an Graham schicken"],
               D1024: ["DIN 1076 Summary für Graham"], D1022: ["wegen der DIN-Zusammenfassung nachgehakt"],
               J3: ["immer noch nicht fertig"]},
         hint="Not sent - still open (Graham chased 20.10., VTODO due 15.10. NEEDS-ACTION); ChatGPT outline only; promise made in Leeds May"),
    # ------------------------------------------------------------------ preference
    dict(id="h41", kind="preference", query="favourite tomato variety",
         gold={GARTEN: ["Ochsenherz"]},
         hint="Ochsenherz; dislikes 'Sweet Million' cherry tomatoes (garden note)"),
    dict(id="h42", kind="preference", query="mid motor or hub motor what do i want",
         gold={EBIKE: ["auf keinen Fall Nabenmotor"], AS_EBIKE: ["Mittelmotor ist Pflicht"]},
         hint="mid motor (Mittelmotor), never a hub motor; distractor: Telegram e-bike chat, Rheinwerk with Heckmotor"),
    dict(id="h43", kind="preference", query="aisle or window seat",
         gold={J1: ["Ich nehme immer den Gang"], D0516: ["immer Gang"]},
         hint="always aisle (knee); Claudia likes the window; Alpenair seat 14C is Lena's booking"),
    dict(id="h44", kind="preference", query="zahnarzt termine lieber frueh oder nachmittags",
         gold={ZAHN_RE: ["vor 8:30 Uhr"]},
         hint="early morning, before 8:30, never afternoons (mail to practice 05.08.); calendar entries at 07:45 are not a statement"),
    dict(id="h45", kind="preference", query="that pub in leeds i liked",
         gold={D0516: ["The Brass Lantern"]},
         hint="The Brass Lantern near Kirkgate Market (quiet, hand-pulled bitter); dislikes loud football pubs"),
    # ------------------------------------------------------------------ vague
    dict(id="h46", kind="vague", query="what did my brother say about his metal crown",
         gold={TG: ["Metallgeschmack"]},
         hint="Stefan: NEM crown gave metallic taste + grey gum margin for 8 years, swapped to zirconia in 2022 (Telegram 28.07.); mail to practice only says 'Gespräch mit meinem Bruder'"),
    dict(id="h47", kind="vague", query="that bike battery test, how healthy was it",
         gold={AKKU: ["Restkapazität: 88 %"]},
         hint="88 % remaining capacity, 212 cycles, rated 'gut' (Radhaus mail, base64); distractors: promo Akku-Diagnose 25 €, assistant chat rule of thumb >80 %"),
    dict(id="h48", kind="vague", query="der riss an der brücke im herbst, wie breit nochmal",
         gold={ASCH: ["Rissbreite 0,35 mm"]},
         hint="0,35 mm vertical crack, south abutment Aschbach (0,20 mm in 2019); distractor: newsletter 'über 0,3 mm', English phrasing chat"),
    dict(id="h49", kind="vague", query="was darf der vermieter fuer gartenpflege abrechnen, hatte ich mal gefragt",
         gold={GPT: ["Graubereich"], MIETERV: ["Das Fällen eines Baumes ist umstritten"]},
         hint="Gartenpflege umlagefähig (§ 2 Nr. 10 BetrKV: Pflege, Erneuerung, Spielplätze), tree felling disputed, repairs not (ChatGPT + Mieterverein)"),
    dict(id="h50", kind="vague", query="how full to leave the bike battery over the winter",
         gold={AKKUTXT: ["zwischen 30 und 60 %"]},
         hint="30-60 % charge, 10-20 °C, check every 6-8 weeks (Akku txt); promo mail only says 'ask in the shop'"),
]
