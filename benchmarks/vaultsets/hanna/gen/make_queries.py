"""Writes OUT/queries.json and gen/query_keys.json (key strings per gold file, used by check.py)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

# shorthand paths
EML = {
    "abrechnung": "mail/2024/11/2024-11-14_betriebskostenabrechnung-2023.eml",
    "widerspruch": "mail/2024/12/2024-12-02_re-betriebskostenabrechnung-widerspruch.eml",
    "belegeinsicht": "mail/2024/12/2024-12-16_aw-belegeinsicht.eml",
    "terminerinnerung": "mail/2025/01/2025-01-09_terminerinnerung-praxis.eml",
    "hipnews": "mail/2025/01/2025-01-20_hip-news.eml",
    "finanzamt": "mail/2025/01/2025-01-27_finanzamt-rueckfrage.eml",
    "platzangebot": "mail/2025/02/2025-02-18_platzangebot-kita.eml",
    "zusage": "mail/2025/03/2025-03-03_re-platzangebot-zusage.eml",
    "kuendigung": "mail/2025/03/2025-03-04_kuendigungsbestaetigung.eml",
    "radhaus": "mail/2025/03/2025-03-05_kostenvoranschlag-lastenrad.eml",
    "mayplan": "mail/2025/04/2025-04-09_re-the-may-plan.eml",
    "connewitz": "mail/2025/04/2025-04-14_auftragsbestaetigung-a2504117.eml",
    "accepted": "mail/2025/04/2025-04-22_talk-accepted.eml",
    "mandat": "mail/2025/05/2025-05-20_mandatsbestaetigung.eml",
    "gruenwatt": "mail/2025/05/2025-05-28_willkommen-gruenwatt.eml",
    "admission": "mail/2025/06/2025-06-16_fwd-admission-for-surgery.eml",
    "korrektur": "mail/2025/07/2025-07-10_korrektur-und-mietsicherheit.eml",
    "befund": "mail/2025/07/2025-07-24_laborbefund-neue-dosierung.eml",
    "eingewoehnung": "mail/2025/08/2025-08-04_infos-eingewoehnung.eml",
    "brandt": "mail/2025/08/2025-08-20_re-fehlende-unterlagen.eml",
    "venue": "mail/2025/08/2025-08-27_new-venue-updated-programme.eml",
    "revenue": "mail/2025/08/2025-08-28_re-new-venue.eml",
    "flight": "mail/2025/09/2025-09-02_buchungsbestaetigung-flug.eml",
    "hotel": "mail/2025/09/2025-09-03_booking-confirmation-hotel.eml",
    "onestick": "mail/2025/09/2025-09-13_re-one-stick.eml",
    "elternbrief": "mail/2025/09/2025-09-15_elternbrief-september.eml",
}
MBOX = "mail/lists/rv-elster-mitglieder.mbox"
ICS_FAM = "calendar/familie.ics"
ICS_GES = "calendar/gesundheit.ics"
ICS_RV = "calendar/ruderverein.ics"
ICS_ARB = "calendar/arbeit-reisen.ics"
GPT = "chats/chatgpt/conversations.json"
THY = "chats/assistant/schilddruese-2025-07.json"
JSONL = "chats/assistant/quick-questions-2025.jsonl"
KB = "data/rv-elster-kassenbuch-2025.csv"
FIX = "data/haushalt-fixkosten-2025.csv"
N = lambda p: "notes/" + p  # noqa
D = lambda p: "docs/" + p  # noqa

Q = []


def q(kind, query, gold_keys, hint):
    Q.append({"kind": kind, "query": query, "gold_keys": gold_keys, "gold_hint": hint})


# ----------------------------------------------------------------------------- fact
q("fact", "kundigungsfrist alte wohnung mietvertrag", {
    D("mietvertrag-zschochersche-auszug.txt"): ["drei Monate"],
    EML["kuendigung"]: ["Kündigungsfrist von drei Monaten"],
    N("wohnung/umzug-checkliste.md"): ["Kündigungsfrist", "drei Monate"],
}, "Three months (drei Monate), notice by the 3rd working day of a month; lease § 12, Elsterblick's confirmation, "
   "move checklist. Distractors: nebenkosten-widerspruch.md (Kündigung date only), daily 2025-03-07 (Mietende only).")

q("fact", "booking reference for my Lisbon flight", {
    EML["flight"]: ["K7QJ2M"],
}, "K7QJ2M – only inside the base64 HTML of the Westwind Reisen confirmation. lisbon-logistics.md only points to "
   "the mail; the hotel booking no. CRA-55123 is a distractor.")

q("fact", "how much is Lina's monthly kindergarten fee", {
    EML["eingewoehnung"]: ["212,86"],
    N("kita/eingewoehnung.md"): ["212,86"],
    FIX: ["212,86"],
}, "Elternbeitrag 212,86 € per month (9 h); food money 3,40 €/day extra. English question about German files. "
   "Distractors: kita-suche.md, Platzangebot mail (no amount), Petra Lindner 231,40 € in the CSV.")

q("fact", "TSH Wert im Juli Laborbefund", {
    EML["befund"]: ["0,21"],
}, "TSH basal 0,21 mU/l (22.07.2025) – only in the base64 lab attachment. Distractors: schilddruese.md "
   "(5,6 and 1,9, July value only 'siehe Befund'), jsonl (5,6), schilddruese chat ('zu niedrig', no number).")

q("fact", "creditor ID for the rowing club direct debit", {
    MBOX: ["DE71ZZZ00002189473"],
    N("ruderverein/kassenwartin-aufgaben.md"): ["DE71ZZZ00002189473"],
}, "Gläubiger-Identifikationsnummer DE71ZZZ00002189473. Distractor: the club IBAN DE41 8605 ... in the same note.")

# ----------------------------------------------------------------------------- who
q("who", "Wer ist Linas Bezugserzieherin?", {
    EML["eingewoehnung"]: ["Jana Schubert"],
    N("kita/eingewoehnung.md"): ["Jana Schubert"],
    N("daily/2025-09-01.md"): ["Jana Schubert"],
    ICS_FAM: ["Jana Schubert"],
    GPT: ["Jana Schubert"],
}, "Jana Schubert (Igelgruppe). Distractors: Doreen Pohl (Kita-Leitung) in Platzangebot/Elternbrief, "
   "Petra Lindner (Tagesmutter).")

q("who", "mums surgeon name hip", {
    EML["hipnews"]: ["Mr Pillai"],
    EML["mayplan"]: ["Mr Pillai"],
    EML["admission"]: ["Pillai"],
    EML["onestick"]: ["Mr Pillai"],
    N("mum/hip-operation.md"): ["Mr Anand Pillai"],
    ICS_FAM: ["Mr Pillai"],
}, "Mr Anand Pillai, consultant orthopaedic surgeon, Wensum Valley Hospital. Distractors: the hip chat in "
   "conversations.json ('the surgeon said', no name), physio Tom in physio-exercises.md.")

q("who", "Ansprechpartnerin beim Steuerberater", {
    EML["mandat"]: ["Yvonne Brandt"],
    EML["brandt"]: ["Brandt"],
    N("steuer/steuererklaerung-2024.md"): ["Yvonne Brandt"],
    N("daily/2025-09-22.md"): ["Frau Brandt"],
}, "Yvonne Brandt (Steuerfachangestellte) at Kessler & Partner; Dietmar Kessler is the responsible "
   "Steuerberater. Distractors: Finanzamt mail, jsonl (Steuerberater without name).")

q("who", "who fixed the cargo bike in the end", {
    EML["connewitz"]: ["Timo Reichel"],
    N("mobilitaet/lastenrad.md"): ["Timo Reichel"],
    N("daily/2025-04-12.md"): ["Timo"],
}, "Timo Reichel at Lastenradwerk Connewitz (name in the base64 mail body). Distractors: Radhaus Plagwitz "
   "mail (no person), jsonl (shop only), daily 2025-03-07.")

q("who", "Kassenprüferin Ruderverein wer", {
    MBOX: ["Ulrike Rasch"],
    N("ruderverein/kassenwartin-aufgaben.md"): ["Ulrike Rasch"],
    N("ruderverein/mv-2025-protokoll.md"): ["Ulrike Rasch"],
    ICS_RV: ["Ulrike Rasch"],
}, "Ulrike Rasch (with Thomas Brück). Hanna herself is the Kassenwartin – distractor. daily 2025-09-22 only "
   "says 'Belege für Ulrike' without her role.")

# ----------------------------------------------------------------------------- where
q("where", "wo ist die praxis von dr voigt", {
    EML["terminerinnerung"]: ["Käthe-Kollwitz-Straße 82"],
    ICS_GES: ["Käthe-Kollwitz-Straße 82"],
    N("gesundheit/schilddruese.md"): ["Käthe-Kollwitz-Straße 82"],
}, "Endokrinologie am Westplatz, Käthe-Kollwitz-Straße 82, 2. Etage (tram 14, Westplatz). The reminder is the "
   "ISO-8859-1 mail. Distractor: Befund mail (no address).")

q("where", "which ward was mum on after the hip opp", {
    EML["admission"]: ["Holkham Ward"],
}, "Holkham Ward (orthopaedics), Level 3, East Block; admission via Surgical Admissions Lounge, Level 2 – only "
   "in the base64 admission letter. Distractors: hip-operation.md, familie.ics (hospital only).")

q("where", "where's the cargo bike workshop in Connewitz, address", {
    EML["connewitz"]: ["Bornaische Straße 54"],
}, "Bornaische Straße 54 (Hinterhof, Tor links), 04277 Leipzig – only in the base64 body. Distractor: Radhaus "
   "Plagwitz, Karl-Heine-Straße 98 (HTML quote).")

q("where", "Belegeinsicht Nebenkosten wo", {
    EML["belegeinsicht"]: ["Könneritzstraße 12"],
    ICS_FAM: ["Könneritzstraße 12"],
    N("wohnung/nebenkosten-widerspruch.md"): ["Könneritzstraße 12"],
}, "Elsterblick office, Könneritzstraße 12, 04229 Leipzig, 1. OG (Büro 1.04). Distractors: Abrechnung mail and "
   "Mietvertrag (same address only as company letterhead), Zschochersche Straße 41 (the flat).")

q("where", "kita auenfuchse adresse strasse", {
    EML["platzangebot"]: ["Naumburger Straße 27"],
    EML["eingewoehnung"]: ["Naumburger Straße 27"],
    N("kita/kita-suche.md"): ["Naumburger Straße 27"],
    ICS_FAM: ["Naumburger Straße 27"],
}, "Kita Kleine Auenfüchse, Naumburger Straße 27, 04229 Leipzig (typed without umlauts/ß). Distractor: "
   "eingewoehnung.md (no address).")

# ----------------------------------------------------------------------------- event_time
q("event_time", "what time is Lina's first settling-in day at the daycare", {
    EML["eingewoehnung"]: ["1. September 2025", "9:00 Uhr"],
    N("kita/eingewoehnung.md"): ["01.09.2025", "9:00 Uhr"],
    ICS_FAM: ["2025-09-01T09:00"],
    N("daily/2025-09-01.md"): ["1. September 2025", "9:00 Uhr"],
}, "Eingewöhnung starts Monday 1 Sep 2025 at 9:00 (English question, German files). Distractors with the date "
   "but no time: Platzangebot, Zusage, kita-suche.md, the Eingewöhnung chat.")

q("event_time", "um wieviel uhr war die ubergabe der alten wohnung", {
    EML["kuendigung"]: ["31.05.2025, 10:00 Uhr"],
    N("wohnung/umzug-checkliste.md"): ["31.05.2025, 10:00 Uhr"],
    ICS_FAM: ["2025-05-31T10:00"],
    N("daily/2025-03-07.md"): ["Übergabe am 31.05. um 10 Uhr"],
}, "Saturday 31.05.2025, 10:00 Uhr at Zschochersche Straße 41. Distractors with date only: "
   "nebenkosten-widerspruch.md, Korrektur mail; the move itself was 24.05.")

q("event_time", "RV Elster Mitgliederversammlung 2025 date and start time", {
    MBOX: ["Freitag, 14. März 2025, 19:00 Uhr"],
    N("ruderverein/mv-2025-protokoll.md"): ["14. März 2025, 19:00"],
    ICS_RV: ["2025-03-14T19:00"],
}, "Friday 14 March 2025, 19:00, Bootshaus Saal OG. Distractors with date only: kassenwartin-aufgaben.md, "
   "Kassenbuch CSV (Getränke MV).")

q("event_time", "nächste Blutabnahme Schilddrüse Oktober", {
    EML["befund"]: ["21.10.2025, um 07:45 Uhr"],
    N("gesundheit/schilddruese.md"): ["21.10.2025, 07:45 Uhr"],
    ICS_GES: ["2025-10-21T07:45"],
    THY: ["21. Oktober"],
}, "Tuesday 21.10.2025, 07:45 (fasting, tablet after), Befundbesprechung 28.10. Distractor: older "
   "appointments 14.01. and 08.04.")

q("event_time", "Elternabend Kita wann", {
    EML["elternbrief"]: ["30.09.2025, um 19:30 Uhr"],
    ICS_FAM: ["2025-09-30T19:30"],
    N("daily/2025-09-22.md"): ["Elternabend Kita 30.9., 19:30 Uhr"],
}, "Tuesday 30.09.2025, 19:30, Bewegungsraum. Distractor: arbeit-reisen.ics has the talk dry run on 30.09. 15:00.")

# ----------------------------------------------------------------------------- multi_source
q("multi_source", "Lisbon trip: what do flight and hotel cost together", {
    EML["flight"]: ["312,40 EUR"],
    EML["hotel"]: ["€438.00"],
}, "Flight 312,40 € (base64 HTML only) + hotel €438.00 (3 nights) = 750,40 € plus €4/night city tax. "
   "lisbon-logistics.md names both but no prices.")

q("multi_source", "Masernschutz Nachweis Kita: bis wann abgeben und wann wurde Lina gegen Masern geimpft", {
    EML["eingewoehnung"]: ["15.08.2025"],
    D("lina-impfungen-u-hefte.txt"): ["14.07.2023", "20.10.2023"],
}, "Deadline 15.08.2025 (Kita mail) + MMR-V doses 14.07.2023 and 20.10.2023 (U-Heft doc). Distractors: "
   "eingewoehnung.md and daily 2025-09-01 (handed in 12.08.), familie.ics VTODO.")

q("multi_source", "Doppelvierer: genehmigter Kostenrahmen vs. tatsächlich bezahlt", {
    N("ruderverein/mv-2025-protokoll.md"): ["9.000"],
    KB: ["8.400,00"],
}, "MV approved up to 9.000 € (Protokoll TOP 7); paid 8.400 € on 12.05.2025 (Kassenbuch). mbox Kurzbericht and "
   "'Der Doppelvierer ist da' name no amounts.")

q("multi_source", "total cost of the cargo bike saga – diagnosis fee at the first shop plus the actual repair", {
    EML["radhaus"]: ["45,00"],
    EML["connewitz"]: ["465,00"],
}, "45 € Diagnosepauschale at Radhaus Plagwitz (due even without the order) + 465 € flat price at Lastenradwerk "
   "Connewitz (base64) = 510 €. Distractor: the 780 € quote (daily 2025-03-07, lastenrad.md, chat).")

q("multi_source", "Lissabon Ankunft: ab wann Hotel Check-in und wo Badge abholen", {
    EML["hotel"]: ["check-in from 15:00"],
    EML["venue"]: ["Gate B"],
}, "Check-in from 15:00 (Casa Rio Alcântara mail) + badge at the Welcome Desk by Gate B of Armazém 16 from "
   "08:00, or at the speakers' dinner (venue-update mail). lisbon-logistics.md has neither.")

# ----------------------------------------------------------------------------- decision
q("decision", "did we end up selling the Lastenrad or repairing it", {
    N("daily/2025-04-12.md"): ["NOT selling"],
    N("mobilitaet/lastenrad.md"): ["reparieren und behalten"],
    JSONL: ["NOT selling it after all"],
}, "Reversed decision: 7 Mar 2025 'sell' (daily 2025-03-07, ChatGPT cargo-bike chat) → 12 Apr 2025 repair and "
   "keep at Lastenradwerk Connewitz. ideen-mobilitaet.md is ideas only (distractor).")

q("decision", "welche Kita haben wir genommen und welche abgesagt", {
    EML["zusage"]: ["nehmen den Platz", "Zwergenland"],
    N("kita/kita-suche.md"): ["Entscheidung", "Zwergenland"],
    N("daily/2025-03-07.md"): ["Zusage an die Auenfüchse", "Zwergenland abgesagt"],
}, "Accepted Kita Kleine Auenfüchse (start 01.09.2025), declined Zwergenland (offer from 01.06., 3,8 km); "
   "Spatzennest stays on the waiting list. Distractor: Platzangebot mail (offer only).")

q("decision", "Steuererklärung 2024 selbst mit WISO oder Steuerberater? Entscheidung", {
    N("steuer/steuererklaerung-2024.md"): ["nicht mehr selbst mit WISO"],
    JSONL: ["vom Steuerberater machen statt selbst mit WISO"],
    EML["mandat"]: ["Übernahme des Mandats"],
}, "Decided 12 May 2025: Steuerberater (Kessler & Partner) instead of WISO, after the Finanzamt query on "
   "Arbeitszimmer. Distractors: Finanzamt mail (the trigger), the Aug reply to Frau Brandt.")

q("decision", "what did the rowing club AGM vote on fees and the boat", {
    N("ruderverein/mv-2025-protokoll.md"): ["angenommen", "276"],
    MBOX: ["Beitragserhöhung ab 1. Juli wurde angenommen", "Doppelvierers vom RC Saale Halle wurde genehmigt"],
}, "MV 14.03.2025: fee 240 → 276 €/year from 01.07.2025 approved (31/4/0); purchase of a used double quad "
   "(C4x) approved. Distractor: crowdfunding for a motor boat = idea only; kassenwartin note (fee only).")

q("decision", "Weihnachten 2025 – kommt Mum nach Leipzig oder fahren wir nach Norwich?", {
    EML["onestick"]: ["we'll come to you"],
    ICS_FAM: ["Weihnachten in Norwich"],
}, "Decided in September: Hanna, Matteo and Lina go to Norwich 22–29 Dec by train (Eurostar). Distractors: "
   "hip-operation.md (options, pointer to the mail), daily 2025-09-22 (ticket to-do only).")

# ----------------------------------------------------------------------------- temporal_current
q("temporal_current", "current levothyroxine dose", {
    EML["befund"]: ["88 µg"],
    N("gesundheit/schilddruese.md"): ["Aktuelle Dosis: L-Thyroxin 88 µg"],
    ICS_GES: ["L-Thyroxin 88 µg"],
    THY: ["88 µg"],
    N("daily/2025-09-22.md"): ["88 µg"],
}, "88 µg daily since 25.07.2025. Old values: 75 µg (daily 2024-11-18), 100 µg (jsonl Jan 2025, the ended "
   "100 µg series in gesundheit.ics).")

q("temporal_current", "Nachzahlung Nebenkosten 2023 aktueller Betrag nach Korrektur", {
    EML["korrektur"]: ["418,90"],
    N("wohnung/nebenkosten-widerspruch.md"): ["418,90"],
}, "418,90 € after the July 2025 correction. Old value 612,40 € in the Abrechnung mail, the Widerspruch mail, "
   "daily 2024-11-18 and the ChatGPT chat.")

q("temporal_current", "when exactly is my talk in Lisbon", {
    EML["venue"]: ["Friday 17 October 2025, 14:00"],
    EML["revenue"]: ["Friday 14:00"],
    N("arbeit/lisbon-talk.md"): ["Friday 17 October 2025, 14:00"],
    N("arbeit/lisbon-logistics.md"): ["Fr 17.10., 14:00"],
    ICS_ARB: ["2025-10-17T14:00"],
    GPT: ["Friday 17 October at 14:00"],
}, "Friday 17 Oct 2025, 14:00–14:30, Stage 2, Armazém 16. Old: Thursday 16 Oct, 11:30, Room B, Centro Cultural "
   "do Rio (acceptance mail).")

q("temporal_current", "stromanbieter neue wohnung", {
    EML["gruenwatt"]: ["Grünwatt"],
    N("wohnung/neue-wohnung-infos.md"): ["Grünwatt Energie"],
    N("wohnung/umzug-checkliste.md"): ["Grünwatt Energie"],
    FIX: ["Grünwatt Energie"],
}, "Grünwatt Energie since 01.06.2025 (Kd-Nr. GW-4471902, Abschlag 58 €). Old supplier: Leipziger Stadtstrom "
   "(daily 2024-11-18, CSV Jan–May).")

q("temporal_current", "mitgliedsbeitrag ruderverien halbjahr aktuell", {
    MBOX: ["138,00"],
    N("ruderverein/kassenwartin-aufgaben.md"): ["138,00 € pro Halbjahr"],
    N("ruderverein/mv-2025-protokoll.md"): ["138 €"],
    KB: ["138,00"],
    FIX: ["138,00"],
}, "138 € per half-year (276 €/year) since 01.07.2025. Old: 120 € per half-year (Kassenbuch March, Gerd's reply).")

# ----------------------------------------------------------------------------- open_loop
q("open_loop", "Belege für die Kassenprüfung schon verschickt?", {
    MBOX: ["bis\nspätestens Freitag, 10. Oktober|spätestens Freitag, 10. Oktober"],
    ICS_RV: ["Ulrike Rasch schicken"],
    N("ruderverein/kassenwartin-aufgaben.md"): ["- [ ] Belege"],
    N("daily/2025-09-22.md"): ["- [ ] Belege"],
}, "Not yet: Hanna promised (mbox, 6 Sep) to scan receipts Jan–Sep and send them to Ulrike Rasch by 10.10.2025. "
   "Distractor: the Feb 2025 audit (Protokoll TOP 4).")

q("open_loop", "what's still missing for the tax adviser", {
    EML["brandt"]: ["bis Ende nächster\nWoche|bis Ende nächster Woche"],
    N("steuer/steuererklaerung-2024.md"): ["- [ ] **Bescheinigung Kindertagespflege 2024"],
    N("daily/2025-09-22.md"): ["Bescheinigung von Petra"],
}, "Petra Lindner's Kindertagespflege certificate for 2024 – promised to Frau Brandt by 29.08., still not sent. "
   "Distractor: Mandat mail (the original full list).")

q("open_loop", "Lisbon slides upload deadline still to do", {
    EML["venue"]: ["by Monday 6 October"],
    EML["revenue"]: ["by 6 October"],
    ICS_ARB: ["Slides"],
    N("arbeit/lisbon-talk.md"): ["- [ ] Upload final slides"],
    N("daily/2025-09-22.md"): ["Slides Lisbon"],
}, "Final slides (16:9 PDF/PPTX) to the speaker portal by Monday 6 Oct 2025 – still open. Distractor: bio + "
   "headshot (done 29 Aug).")

q("open_loop", "Kaution alte Wohnung noch nicht zurück", {
    EML["korrektur"]: ["innerhalb von 14 Tagen"],
    N("daily/2025-09-22.md"): ["Kaution"],
    ICS_FAM: ["Kaution"],
    N("wohnung/nebenkosten-widerspruch.md"): ["- [ ] Kaution"],
    N("wohnung/umzug-checkliste.md"): ["- [ ] Kaution"],
    JSONL: ["nothing has arrived yet"],
}, "Elsterblick promised on 10.07.2025 to pay 1.481,10 € within 14 days; still not received – reminder with a "
   "deadline planned. Distractor: Mietvertrag (Kaution 2.250 € only).")

q("open_loop", "what did I promise mum about christmas trains", {
    EML["onestick"]: ["I'll look at Eurostar tickets"],
    ICS_FAM: ["Eurostar"],
    N("daily/2025-09-22.md"): ["Eurostar tickets for Christmas"],
}, "Look up Eurostar tickets once December is bookable and send Mum the arrival time – still open.")

# ----------------------------------------------------------------------------- preference
q("preference", "Does Hanna prefer flying or the train?", {
    GPT: ["I always prefer trains"],
    N("arbeit/lisbon-logistics.md"): ["I always prefer trains"],
    EML["onestick"]: ["We'll come by train"],
}, "Trains whenever possible; if flying, never before 9am. Distractors: flight booking, hip-operation.md "
   "(flew BER–Stansted without stating a preference).")

q("preference", "wie will ich mit der Hausverwaltung kommunizieren telefon oder schriftlich", {
    GPT: ["nur schriftlich"],
    N("wohnung/nebenkosten-widerspruch.md"): ["nur schriftlich"],
    EML["widerspruch"]: ["schriftlich per E-Mail"],
    N("daily/2024-11-18.md"): ["I don't do phone calls"],
}, "Only in writing (e-mail, important things by Einschreiben) – she dislikes phone calls. Weak mentions "
   "('schriftlich, mit Frist') in daily 2025-09-22 and the familie.ics VTODO.")

q("preference", "my presentation style slides clicker speaker notes", {
    GPT: ["bullet points", "A5 cards"],
    N("arbeit/lisbon-talk.md"): ["No bullet points", "A5 cards"],
    EML["revenue"]: ["won't need the clicker"],
}, "No bullet points, one photo or quote per slide, dark text on light, printed A5 speaker cards, no clicker "
   "(arrow keys at the laptop). Distractor: venue mail (clicker provided).")

q("preference", "welches Boot rudere ich am liebsten", {
    JSONL: ["am allerliebsten Doppelzweier"],
    N("daily/2025-04-12.md"): ["prefer sculling"],
}, "Sculling (Skull), best of all the double scull with Katja, early Saturday; dislikes sweep and hates the "
   "ergometer. Distractors: ruderverein.ics (weekly Doppelzweier, no preference), Katja's mbox post.")

q("preference", "what food does Hanna avoid", {
    JSONL: ["pescetarian", "fennel"],
    N("lists/matteos-rezepte.md"): ["pescetarisch", "Kein Fenchel"],
    EML["revenue"]: ["pescetarian"],
}, "No meat (pescetarian: fish yes) and no fennel/anise/liquorice flavours. Distractor: Lina's food quirks in "
   "the same recipe note.")

# ----------------------------------------------------------------------------- vague
q("vague", "that reminder email from the gland doctor's office in winter saying don't take the pill before they take blood", {
    EML["terminerinnerung"]: ["erst NACH der Blutabnahme"],
}, "The ISO-8859-1 Terminerinnerung for 14.01.2025 from the Endokrinologie am Westplatz. Distractors: July Befund "
   "mail (same instruction for October), gesundheit.ics.")

q("vague", "die Werkstatt, die ewig auf ein Ersatzteil warten wollte", {
    EML["radhaus"]: ["8–10 Wochen"],
    N("mobilitaet/lastenrad.md"): ["Radhaus Plagwitz", "8–10 Wochen"],
    N("daily/2025-03-07.md"): ["Radhaus Plagwitz", "8–10 Wochen"],
}, "Radhaus Plagwitz (motor delivery 8–10 weeks). Distractor: ChatGPT cargo-bike chat (wait mentioned, shop "
   "unnamed), Lastenradwerk Connewitz.")

q("vague", "rehab moves list for mum's new joint", {
    N("mum/physio-exercises.md"): ["Heel slides"],
}, "Riverside Physio exercise sheet (ankle pumps, heel slides, sit-to-stand...). Distractors: hip-operation.md "
   "(precautions), ChatGPT chat about helping mum.")

q("vague", "chat where I was freaking out about speaking in front of a big crowd abroad", {
    GPT: ["voice goes shaky"],
}, "ChatGPT conversation 'First conference talk abroad – nerves' (30 Aug 2025). Distractor: lisbon-talk.md "
   "('Nervous' section, not a chat).")

q("vague", "meine eigene Liste mit Alternativen falls wir das Lastenrad loswerden (Auto teilen, Abo, über die Firma leasen)", {
    N("mobilitaet/ideen-mobilitaet.md"): ["JobRad", "Carsharing"],
}, "The Feb 2025 brainstorm note (ideas only, nothing decided). Distractor: ChatGPT cargo-bike chat (the "
   "assistant lists alternatives), daily 2025-03-07.")


def main():
    kinds = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
             "preference", "vague"]
    Q.sort(key=lambda x: kinds.index(x["kind"]))  # stable: keeps the order within a kind
    out, keys = [], {}
    for i, x in enumerate(Q, 1):
        qid = f"h{i:02d}"
        out.append({"id": qid, "query": x["query"], "gold": sorted(x["gold_keys"]), "kind": x["kind"],
                    "gold_hint": x["gold_hint"]})
        keys[qid] = x["gold_keys"]
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, "query_keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f, ensure_ascii=False, indent=1)
    print(len(out), "queries")


if __name__ == "__main__":
    main()
