"""The 50 questions. gold = {vault-relative path: [answer keys that must appear in the decoded file]}."""

IG = "chats/instagram/your_instagram_activity/messages/inbox/katrinweber_17845290331204567/message_1.json"
MBOX = "mail/lists/aire-valley-sinfonia.mbox"

E_ALBION_REG = "mail/2025/07/albion-provider-registration.eml"
E_MAMA_AUG = "mail/2025/08/mama-wohnung-verkaufen.eml"
E_DS_QUOTE = "mail/2025/10/ds-plumbing-quote.eml"
E_QURESHI = "mail/2025/12/qureshi-heating-invoice.eml"
E_BKK = "mail/2025/12/bkk-beitragsanpassung.eml"
E_ROOM = "mail/2026/01/re-room-move.eml"
E_GARETH = "mail/2026/01/re-self-assessment.eml"
E_RE_ANGEBOT = "mail/2026/02/re-kaufangebote.eml"
E_DAVE_FEB = "mail/2026/02/re-bathroom-change-bath.eml"
E_ALBION_REM = "mail/2026/03/albion-remittance.eml"
E_FWD_MAREK = "mail/2026/03/fwd-marek-start-date.eml"
E_NOTAR_APR = "mail/2026/04/notar-entwurf-kaufvertrag.eml"
E_NOTAR_MAY = "mail/2026/05/notar-terminverschiebung.eml"
E_FLIGHT = "mail/2026/05/flight-booking-confirmation.eml"
E_SIOBHAN = "mail/2026/05/re-cover-june.eml"
E_DAVE_MAY = "mail/2026/05/dave-progress-update.eml"
E_MAMA_MAY = "mail/2026/05/mama-umzug-geburtstag.eml"

Q = [
    # ---------------- fact
    ("h01", "albion provider number", "fact", {E_ALBION_REG: ["ALB-PR-77120"]},
     "ALB-PR-77120, only inside the base64 HTML registration mail; insurers.md only points to 'the registration e-mail', how-to txt has no number"),
    ("h02", "mitgliedsnummer bkk anwartschaft", "fact", {E_BKK: ["S 448 120 937"]},
     "S 448 120 937 (base64 body of the Schwarzwald BKK mail); sparkasse-und-bkk.md only says 'steht in den BKK-Mails'"),
    ("h03", "daves quote ref no for the bathroom", "fact", {E_DS_QUOTE: ["DSP-Q-2291"]},
     "DSP-Q-2291, only in the base64 quote.txt attachment; Dave's Feb reply and bathroom-plan.md give prices but no ref"),
    ("h04", "UR-Nr kaufvertrag notar entwurf", "fact", {E_NOTAR_APR: ["812/2026"]},
     "Urkundenrolle Nr. 812/2026 F, only in the base64 Entwurf attachment; the May Notar mail and family.ics have no UR number"),
    ("h05", "basel flight booking ref", "fact", {E_FLIGHT: ["K7QX2M"]},
     "K7QX2M (base64 HTML Northwind Air confirmation); packliste-juni.md just says 'siehe Buchungsbestätigung', Instagram says flight booked"),
    # ---------------- who
    ("h06", "guy who fixed the boiler", "who", {E_QURESHI: ["Imran Qureshi"], "notes/house/contacts.md": ["Imran Qureshi"]},
     "Imran Qureshi, Qureshi Heating (Gas Safe); boiler-pressure-howto.txt and house.ics mention the visit but not his name; Dave is the plumber (distractor)"),
    ("h07", "bei wem liegt der kellerschlüssel in der erwinstr", "who", {IG: ["Bühler"]},
     "Frau Bühler (2. OG) per Kati on Instagram (mojibake-encoded); wohnungsverkauf.md/eltern-umzug.md mention the Keller/Entrümpler only"),
    ("h08", "who is covering my patients while im in germany", "who",
     {E_SIOBHAN: ["Siobhan"], "notes/practice/cover-plan-june.md": ["Siobhan Kelly"]},
     "Siobhan Kelly (Chapel Allerton Physio), 15-19 June; May journal only says 'asked a colleague', daily 05-15 says 'my cover'"),
    ("h09", "who leads the viola section", "who",
     {MBOX: ["Helen Marsh", "principal viola"], "notes/orchestra/viola-notes.md": ["Helen Marsh", "principal viola"]},
     "Helen Marsh, principal viola; orchestra.ics has her only as attendee of 'sectional at Helen's'; Raj is conductor, Owen librarian, Fiona membership sec"),
    ("h10", "wer macht meine steuererklärung in UK", "who", {E_GARETH: ["Gareth Holt"]},
     "Gareth Holt FCCA, Holt & Lyle Accountants; practice.ics 'Self assessment call' and journals say 'the accountant' without a name"),
    # ---------------- where
    ("h11", "where are orchestra rehersals now", "where",
     {MBOX: ["Burley Community Hall"], "calendar/orchestra.ics": ["Burley Community Hall"]},
     "Burley Community Hall, 21 Haddon Road LS4 since Jan 2026; old venue St Michael's Church Hall in the autumn series / Sep mail / Sep journal"),
    ("h12", "wo ziehen mama und papa hin", "where",
     {"notes/freiburg/eltern-umzug.md": ["Kirchzarten"], E_MAMA_MAY: ["Kirchzarten"]},
     "Seniorenwohnanlage Am Mühlbach 6, Kirchzarten (ab 1. Juli); Aug mail and Jan journal describe the senior flat without naming the place"),
    ("h13", "notary office address freiburg", "where",
     {E_NOTAR_APR: ["Bertoldstraße 45"], E_NOTAR_MAY: ["Bertoldstraße 45"], "calendar/family.ics": ["Bertoldstraße 45"]},
     "Notariat Fahrner & Stein, Bertoldstraße 45, 79098 Freiburg (2. OG); Kessler's office (Schwarzwaldstraße 112) is a distractor"),
    ("h14", "summer concert venue", "where",
     {MBOX: ["Otley Courthouse"], "calendar/orchestra.ics": ["Otley Courthouse"]},
     "Otley Courthouse, Sat 27 June; spring concert was St Aidan's; Gerald Fry's violin shop is also in Otley (distractor)"),
    ("h15", "wo ist der haupthahn fürs wasser", "where", {"house/house-sitter-sheet.txt": ["kitchen sink"]},
     "stopcock under the kitchen sink behind the bucket, red handle (English sheet); quick-questions.jsonl only translates stopcock=Haupthahn"),
    # ---------------- event_time
    ("h16", "notartermin wann jetzt", "event_time", {E_NOTAR_MAY: ["18. Juni 2026", "11:30"]},
     "Do 18. Juni 2026, 11:30 (verschoben); family.ics and the April mail still say 4. Juni 10:00 (stale)"),
    ("h17", "leo swimming lesson time saturday", "event_time",
     {"calendar/family.ics": ["Leo swimming", "09:15"], "notes/leo/school-and-activities.md": ["Swimming", "9:15"]},
     "Saturdays 9:15-10:00 at Kirkstall Leisure Centre; orchestra 7.15pm start is a time distractor"),
    ("h18", "dress rehearsal for the march concert when", "event_time",
     {"calendar/orchestra.ics": ["dress rehearsal", "2026-03-12 19:00"], MBOX: ["Thursday 12 March"]},
     "Thu 12 March 2026, 7pm at St Aidan's (RECURRENCE-ID override of the Wed 11 March rehearsal); concert itself Sat 14 March"),
    ("h19", "when did the bathroom job actually start", "event_time",
     {E_FWD_MAREK: ["20 April"], "calendar/house.ics": ["strip-out", "2026-04-20"]},
     "Mon 20 April 2026 strip-out (moved from 9 March after Marek's delay); Dave's Feb reply still says 9 March, tiling from 5 May"),
    ("h20", "leo parents evening when", "event_time", {"daily/2025-11-18.md": ["27 Nov", "17:10"]},
     "moved to Thu 27 Nov 2025, 17:10; family.ics still has the old Thu 20 Nov 16:40 slot"),
    # ---------------- multi_source
    ("h21", "june freiburg trip flight time + notar time", "multi_source",
     {E_FLIGHT: ["06:50"], E_NOTAR_MAY: ["18. Juni", "11:30"]},
     "flight NW 418 Sun 14 Jun MAN 06:50->BSL 09:55 (base64 HTML) + Notar Thu 18 June 11:30 (QP mail); family.ics has stale 4 June"),
    ("h22", "albion paid less than invoiced - why and how do i query it", "multi_source",
     {E_ALBION_REM: ["policy excess"], "practice/how-to-albion-claims.txt": ["Query payment"]},
     "INV-2026-0142 paid £48 of £62, EX2 policy excess £14 (remittance) + Provider Hub > Remittances > 'Query payment' within 90 days (how-to); invoices CSV and practice.ics VTODO only name the invoice"),
    ("h23", "papas 70. was schenken wir und wo wird gefeiert", "multi_source",
     {IG: ["Ballonfahrt"], E_MAMA_MAY: ["Gasthaus", "Hirschen"]},
     "Geschenk: Ballonfahrt über den Schwarzwald (Instagram, Kati bucht) + Feier Sa 20. Juni ab 15 Uhr, Gasthaus Hirschen Merzhausen (Mamas Mai-Mail); packliste only says 'Gutschein'"),
    ("h24", "how much do we still owe dave for the bathroom", "multi_source",
     {E_DAVE_FEB: ["7,420"], "house/bathroom-costs.csv": ["DS Plumbing", "1500.00", "2500.00"]},
     "revised total £7,420 (Dave's Feb reply) minus paid 1,500 + 2,500 (costs CSV) = £3,420 left; old £6,850 quote in Oct mail/bathroom-plan.md"),
    ("h25", "hcpc renewal fee and how many cpd hours have i got", "multi_source",
     {"calendar/practice.ics": ["HCPC", "£225"], "notes/practice/cpd-log.md": ["31.5"]},
     "fee £225 (practice.ics VTODO, due 31 May) + 31.5 CPD hours (cpd-log.md); CSP newsletter gives the deadline only"),
    # ---------------- decision
    ("h26", "bath or walk-in shower final decision", "decision",
     {E_DAVE_FEB: ["decided to keep the bath"], "notes/house/bathroom-plan.md": ["REVERSED", "keep the bath"],
      "journal/2026-05-10-where-things-stand.md": ["in the end keep the bath"]},
     "REVERSED in Feb 2026: keep the bath, shower over + fixed screen; Nov mail from Tom and daily 2025-11-18 say walk-in (old decision)"),
    ("h27", "welches kontomodell sparkasse hab ich genommen", "decision",
     {"notes/german-admin/sparkasse-und-bkk.md": ["Giro Online", "gewechselt"]},
     "gewechselt zu Giro Online (3,50 € ab Jan) am 3. Nov 2025; Sparkasse mail only lists models/prices, Jan journal says 'changed the model' without naming it"),
    ("h28", "are we still taking vantage patients", "decision",
     {"notes/practice/insurers.md": ["no new Vantage"]},
     "no new Vantage Health patients from 1 May 2026 (decision 11 March), existing ones finish; invoices CSV/May journal only show unpaid Vantage invoices"),
    ("h29", "why did mum and dad accept the lower offer on the flat", "decision",
     {E_RE_ANGEBOT: ["nehmen das Angebot", "Finanzierungsbestätigung"],
      "notes/freiburg/wohnungsverkauf.md": ["Entscheidung: Albrecht", "Finanzierung ist bestätigt"]},
     "Albrecht 378k over Yilmaz 385k: financing confirmed, no renegotiation over the roof, handover 1 Aug fits; Kessler's offers mail only lays out options, daily 2026-02-09 says 'am Ende einig' without reasons"),
    ("h30", "which loo did we pick", "decision",
     {"notes/house/bathroom-plan.md": ["CL-540"], "house/bathroom-costs.csv": ["CL-540"]},
     "Cleo CL-540 back-to-wall WC, soft-close seat, concealed cistern; Dave's quote only says 'fit WC'"),
    # ---------------- temporal_current
    ("h31", "hub room rent per month now", "temporal_current", {E_ROOM: ["565"]},
     "£565 pcm from 1 April 2026 (Priya's Jan reply); £520 in room-and-rent.md, the June 2025 licence mail and the practice.ics rent event (stale)"),
    ("h32", "bkk beitrag aktuell pro monat", "temporal_current", {E_BKK: ["41,15"]},
     "41,15 € monatlich ab 1.1.2026 (base64 BKK mail); 38,40 € in sparkasse-und-bkk.md (old)"),
    ("h33", "which treatment room am i in at kirkstall", "temporal_current",
     {E_ROOM: ["Room 2"], "notes/practice/cover-plan-june.md": ["Room 2"]},
     "Room 2 (upstairs, window over the canal) since 2 Feb 2026; Room 4 in the June 2025 licence mail and room-and-rent.md; May journal says 'moved upstairs' without number"),
    ("h34", "latest bathroom quote total", "temporal_current", {E_DAVE_FEB: ["7,420"]},
     "£7,420 revised total (Feb 2026); original £6,850 in the Oct quote mail and bathroom-plan.md"),
    ("h35", "orchester probe beginnt jetzt um wie viel uhr", "temporal_current", {MBOX: ["7.15pm"]},
     "7.15pm (-9.15pm) since 15 April 2026 (Fiona's list mail + reply, same mbox); orchestra.ics series and Sep mail still say 7.30pm"),
    # ---------------- open_loop
    ("h36", "what is dave still waiting on from me", "open_loop",
     {E_DAVE_MAY: ["Extractor fan", "Friday 22nd"], "notes/house/bathroom-plan.md": ["[ ] extractor fan"],
      "calendar/house.ics": ["Extractor fan", "Tell Dave"]},
     "decide extractor fan (timer vs humidistat) + towel rad position by Fri 22 May, before second fix 26 May; quick-questions.jsonl has a generic fan Q"),
    ("h37", "was fehlt dem notar noch", "open_loop",
     {E_NOTAR_MAY: ["Löschungsbewilligung"], "notes/freiburg/wohnungsverkauf.md": ["Löschungsbewilligung"]},
     "Löschungsbewilligung der Sparkasse für die Grundschuld (Abt. III Nr. 2) fehlt noch; Verwalterzustimmung is now in (May mail) although the note still lists it open"),
    ("h38", "hcpc renewal done?", "open_loop",
     {"calendar/practice.ics": ["Renew HCPC", "NEEDS-ACTION"], "notes/practice/cpd-log.md": ["[ ] HCPC renewal"],
      "daily/2026-05-15.md": ["HCPC renewal", "still not done"]},
     "not done yet, deadline 31 May 2026 (VTODO NEEDS-ACTION, unchecked in cpd-log, 'still not done' on 15 May); CSP newsletter is generic, Jan journal only a resolution"),
    ("h39", "list of unpaid insurer invoices", "open_loop",
     {"practice/invoices-2026.csv": ["unpaid", "INV-2026-0161"]},
     "CSV: 0161 + 0166 Vantage, 0170 Northstar, 0181 + 0193 Albion unpaid, 0142 part-paid; May journal mentions only 'two Vantage invoices'"),
    ("h40", "leo summer holiday club booking", "open_loop",
     {"notes/leo/school-and-activities.md": ["holiday club"]},
     "still to book: Woodhouse Moor Holiday Club 27-31 July, booking closes 1 June (£145); May journal only says 'need to book something for end of July'"),
    # ---------------- preference
    ("h41", "which viola strings do i like", "preference",
     {"notes/orchestra/viola-notes.md": ["Tonica"]},
     "Tonica on D/G/C + Larsen A; hated Helicore, Dominant A whistles; bow rehair receipt is a distractor"),
    ("h42", "welches tan verfahren will ich", "preference",
     {"notes/german-admin/sparkasse-und-bkk.md": ["chipTAN", "Kartenleser"]},
     "chipTAN mit Kartenleser, kein pushTAN aufs (Praxis-)Handy; Sparkasse mail only lists TAN prices"),
    ("h43", "what grout colour did i want", "preference",
     {"chats/chatgpt/conversations.json": ["warm grey"]},
     "warm grey that disappears into the tile; not bright white (manky), not charcoal (grid); Leeds Tile Depot mail/costs CSV have no colour"),
    ("h44", "when do i like to practise viola", "preference",
     {"chats/ai/viola-practice.json": ["before clinic", "20 to 25 minutes"],
      "journal/2026-01-04-new-year-ramble.md": ["Practise viola before clinic"]},
     "mornings before clinic, 20-25 min, evenings don't work (Leo's bedtime) - AI chat + Jan resolution; viola-notes.md only says scales 4x a week"),
    ("h45", "was will papa zum 70. auf keinen fall", "preference",
     {IG: ["Überraschungsparty"]},
     "keine Überraschungsparty und keine Reden (Kati on Instagram, mojibake); Mama's May mail is about the party plan itself"),
    # ---------------- vague
    ("h46", "that thing my sister said about the roof", "vague",
     {IG: ["Sonderumlage"]},
     "Kati: roof of the whole building redone in 2026, Sonderumlage ~11.400 € for the parents' flat, sellers pay; Jan journal/wohnungsverkauf.md only point to Kati, Notar draft § 5 is generic"),
    ("h47", "how long before we can use the shower after the sealant thing", "vague",
     {"chats/ai/quick-questions.jsonl": ["silicone", "24 hours"]},
     "about 24 hours for sanitary silicone (48 h for thick beads) in the quick-questions JSONL; Dave's mails say 'bath is in and sealed' with no time"),
    ("h48", "muss papa was ans finanzamt zahlen wegen der wohnung", "vague",
     {"chats/ai/steuerfrage-wohnung.json": ["Spekulationsfrist"]},
     "nein: gekauft 1994, Spekulationsfrist (10 Jahre) längst abgelaufen + selbst bewohnt => steuerfrei; Gareth's mail is about Annika's UK tax"),
    ("h49", "what was that priority notice thing in the german contract", "vague",
     {"chats/chatgpt/conversations.json": ["Auflassungsvormerkung", "priority notice"]},
     "Auflassungsvormerkung = priority notice of conveyance protecting the buyer (ChatGPT, edited branch); Notar draft attachment uses the term without explaining"),
    ("h50", "did i ever think about moving back to germany", "vague",
     {"journal/2026-01-04-new-year-ramble.md": ["moving back to Germany"]},
     "Jan 2026 new-year ramble: pros/cons, decided more trips rather than moving; May journal has a short 'Germany, still' echo without weighing it"),
]

# facts that must exist ONLY in encoded parts (absent from raw bytes of every file)
ENCODED_ONLY = ["ALB-PR-77120", "S 448 120 937", "DSP-Q-2291", "812/2026", "K7QX2M", "41,15", "Bühler"]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]
