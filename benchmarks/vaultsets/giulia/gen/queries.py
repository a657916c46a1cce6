"""Questions, gold files and the key strings check.py looks for in each gold file (decoded)."""
import json, os

N = "notes/"
M = "mail/2025/"
F = {
    "N1": N + "studio/ricerca-locali-san-salvario.md", "N2": N + "studio/trasloco-studio.md",
    "N3": N + "studio/trasloco-checklist.md", "N4": N + "london/fennel-ash-overview.md",
    "N5": N + "london/fire-strategy-meeting-notes.md", "N6": N + "london/contractor-tenders.md",
    "N7": N + "london/site-visit-2025-09-16.md", "N8": N + "famiglia/mamma-protesi-anca.md",
    "N9": N + "sport/pedale-sabaudo.md", "N10": N + "sport/corso-vela.md",
    "N11": N + "matrimonio/testimone-chiara-tommaso.md", "N12": N + "tasse/note-per-commercialista-2025.md",
    "N13": N + "casa/condominio-facciata.md", "N14": N + "conference/threshold-talk-outline.md",
    "N15": N + "lists/materiali-e-fornitori-preferiti.md", "N17": N + "inbox.md",
    "D2": N + "daily/2025-03-28.md", "D3": N + "daily/2025-05-09.md", "D4": N + "daily/2025-06-12.md",
    "D5": N + "daily/2025-07-05.md", "D6": N + "daily/2025-08-29.md", "D7": N + "daily/2025-09-13.md",
    "D8": N + "daily/2025-10-05.md", "D9": N + "daily/2025-11-08.md",
    "T1": "docs/london-site-access.txt", "T3": "docs/contratto-locazione-studio-sintesi.txt",
    "S1": "data/fennel-ash-drawing-register.csv",
    "M1": M + "01/2025-01-27_sable-appointment-brief.eml", "M3": M + "03/2025-03-20_hadley-finch-tender.eml",
    "M4": M + "04/2025-04-09_condominio-convocazione.eml", "M5": M + "04/2025-04-23_fire-strategy-report.eml",
    "M7": M + "05/2025-05-13_davide-turni-mamma.eml", "M8": M + "05/2025-05-27_vela-date-spostate.eml",
    "M9": M + "06/2025-06-05_gallo-f24-giugno.eml", "M10": M + "06/2025-06-10_re-hadley-programme.eml",
    "M11": M + "06/2025-06-11_casa-nizza-belfiore-ritirato.eml", "M12": M + "06/2025-06-19_brockwell-appointment.eml",
    "M13": M + "07/2025-07-03_chiara-testimone.eml", "M14": M + "07/2025-07-24_banca-subalpina-prestito.eml",
    "M15": M + "08/2025-08-06_fwd-ga-rev-e-comments.eml", "M16": M + "08/2025-08-20_morra-preventivo.eml",
    "M17": M + "08/2025-08-28_variazione-orari-sedute.eml", "M18": M + "09/2025-09-10_re-morra-nuova-data.eml",
    "M19": M + "09/2025-09-30_condominio-verbale.eml", "M20": M + "10/2025-10-15_threshold-venue-change.eml",
    "M21": M + "10/2025-10-21_oliver-opening-date.eml", "M22": M + "11/2025-11-03_gallo-secondo-acconto.eml",
    "M23": M + "11/2025-11-04_re-gallo-secondo-acconto.eml", "M25": M + "06/2025-06-02_plinth-weekly-newsletter.eml",
    "MB": "mail/lists/pedale-sabaudo.mbox",
    "CL": "calendar/lavoro.ics", "CF": "calendar/famiglia.ics", "CS": "calendar/sport-vela.ics",
    "CD": "calendar/scadenze.ics",
    "H1": "chats/chatgpt/conversations-2025-06.json", "H2": "chats/chatgpt/conversations-2025-10.json",
    "H3": "chats/assistant/assistant-session-2025-08.json", "H5": "chats/assistant/quick-questions-2025.jsonl",
}

# (kind, query, {file: key string}, hint)
Q = [
 # ---------------- fact
 ("fact", "brockwell contract sum fennel ash", {"M12": "438,500"},
  "GBP 438,500 (Brockwell letter of appointment, base64 HTML). Distractors: Brockwell March tender £441,200 and H&F £412,800 (contractor-tenders.md, H&F tender e-mail)."),
 ("fact", "distanza massima di esodo ristorante londra antincendio", {"M5": "18 m"},
  "18 m in one direction (45 m in more than one) – only in the base64 attachment of Marcus Ellery's fire strategy e-mail. Meeting notes say figures come later (distractor)."),
 ("fact", "numero pratica prestito banca subalpina", {"M14": "PR-2025-0731-884"},
  "PR-2025-0731-884 (HTML-only bank e-mail). Distractor: scadenze.ics loan instalment without number."),
 ("fact", "key safe code calthorpe yard site", {"T1": "4719"},
  "4719, key safe by the Pakenham Mews gate (site access notes)."),
 ("fact", "codice lista nozze chiara e tommaso", {"M13": "LN-4471", "N11": "LN-4471"},
  "LN-4471, Agenzia Viaggi Aquilone (Chiara's e-mail + testimone note)."),
 # ---------------- who
 ("who", "who is the fire engineer on the london restaurant", {"M5": "Marcus Ellery", "M15": "fire engineer", "N4": "Marcus Ellery", "N5": "Marcus Ellery", "CL": "Marcus Ellery"},
  "Marcus Ellery, Ellery Fire Engineering. Distractors: Sanjay Kohli (M&E), Lucy Tran (building control)."),
 ("who", "come si chiama la fisioterpista della mamma", {"N8": "Marta Zanin", "M17": "Marta Zanin", "CF": "Marta Zanin", "D6": "Marta", "H2": "Marta"},
  "Marta Zanin at Fisiomed Chieri. Distractors: surgeon dott. Cravero, GP dott.ssa Perino."),
 ("who", "chi era il capocantiere di hadley & finch", {"M3": "Dean Colville", "M10": "Dean Colville", "N4": "Dean Colville", "N6": "Dean Colville", "D3": "Dean"},
  "Dean Colville (site manager); the 9 May daily note names him as 'Dean' of H&F. Cross-lingual: mostly English files. Distractors: Gareth Pryce (estimator), Kwame Asante-Boyd / Stevie Doyle (Brockwell)."),
 ("who", "who is the other witness at Chiara's wedding", {"M13": "Andrea Costamagna", "N11": "Andrea Costamagna"},
  "Andrea Costamagna, Tommaso's witness (Italian files). Giulia is Chiara's witness."),
 ("who", "nome amministratrice condomino lamarmora", {"M4": "Varetto", "M19": "Varetto", "N13": "Piera Varetto", "CD": "Piera Varetto"},
  "rag. Piera Varetto (Studio Varetto Amministrazioni). Distractor: commercialista Fabrizio Gallo."),
 # ---------------- where
 ("where", "dove si trova la base del corso di vela", {"N10": "pontile sud", "M8": "pontile sud", "CS": "pontile sud"},
  "Circolo Nautico Verbano, pontile sud, Lungolago di Lesa (Lago Maggiore)."),
 ("where", "where does mum do her physio", {"N8": "Via dei Tessitori 9", "M17": "Via dei Tessitori 9", "CF": "Via dei Tessitori 9", "D6": "Fisiomed"},
  "Fisiomed Chieri, Via dei Tessitori 9, Chieri (Italian files). Distractor: Villa Ortensia (surgery)."),
 ("where", "punto di ritrovo uscite della domenica club bici", {"N9": "Gran Madre", "MB": "Gran Madre", "CS": "Gran Madre", "D9": "Gran Madre"},
  "Piazza Gran Madre, lato Po. Distractor: Granfondo start in Moncalieri."),
 ("where", "wedding venue chiara tommaso", {"M13": "Tenuta Roverella", "N11": "Tenuta Roverella", "CF": "Tenuta Roverella"},
  "Tenuta Roverella, Monforte d'Alba (Italian files)."),
 ("where", "where do delivery lorries unload at the restaurant site", {"T1": "Pakenham Mews"},
  "Rear gate on Pakenham Mews, 07:30-10:00, unload in rear yard. Distractors: Pakenham Mews as escape route (fire files)."),
 # ---------------- event_time
 ("event_time", "threshold talk time", {"CL": "20251107T114000", "M20": "11:40", "N14": "11:40"},
  "Friday 7 November 2025, 11:40-12:00."),
 ("event_time", "quando era l'assemblea condominiale di settembre", {"CD": "20250925T183000", "M19": "25 settembre 2025"},
  "Giovedì 25 settembre 2025, 18:30. Distractor: assemblea 28 aprile."),
 ("event_time", "what day was mum's hip operation", {"N8": "8 maggio 2025", "D2": "8 maggio", "D3": "8 maggio", "CF": "20250508T070000"},
  "Thursday 8 May 2025, Villa Ortensia (Italian files). Distractor: prericovero 16 April."),
 ("event_time", "scadenza secondo acconto irpef", {"M22": "1 DICEMBRE 2025", "M23": "1 DICEMBRE 2025", "CD": "20251201"},
  "Lunedì 1 dicembre 2025 (30/11 is Sunday), 2.880 euro cod. 4034. Distractor: 'fine novembre' in tax notes, June F24."),
 ("event_time", "what time does my train to rotterdam leave", {"CL": "20251105T074600", "H2": "7:46"},
  "7:46 on Wed 5 Nov 2025 from Torino Porta Susa (TGV). Distractor: 15 Sep London train also 7:46."),
 # ---------------- multi_source
 ("multi_source", "rotterdam hotel and new conference venue", {"CL": "Maasbaken", "M20": "Keilehal"},
  "Hotel Maasbaken (only in lavoro.ics) + new venue Keilehal, Pier 2 (only in venue-change e-mail). Old venue Fenix Werkhal in talk outline."),
 ("multi_source", "quanto costa in tutto il corso di vela", {"N10": "100 €", "M8": "290 euro"},
  "390 euro = acconto 100 € (vela note) + saldo 290 € (club e-mail)."),
 ("multi_source", "GA plan rev F issue date and what changed", {"S1": "2025-09-02", "N7": "600 mm"},
  "Rev F issued 2 Sep 2025 (drawing register only); changes (bar moved 600 mm, escape door 1050 mm, no extra covers) in site visit note."),
 ("multi_source", "colore vestito testimoni e totale colletta matrimonio chiara", {"M13": "VERDE SALVIA", "D7": "1.860"},
  "Verde salvia (Chiara's e-mail) + colletta 1.860 € from 31 people (wedding daily note)."),
 ("multi_source", "how much did the studio move cost movers plus plotter", {"M16": "1.480", "D8": "220"},
  "Morra 1.480 € + IVA (HTML quote) + plotter 220 € to Plotservice (moving-day note). Italian files."),
 # ---------------- decision
 ("decision", "belfiore o giacosa alla fine quale locale abbiamo scelto per lo studio",
  {"N2": "Via Giacosa 12/B", "D4": "Via Giacosa 12/B", "H1": "Via Giacosa 12/B", "T3": "Giacosa 12/B", "D8": "Via Giacosa 12/B",
   "M16": "Via Giacosa 12/B", "CL": "Via Giacosa 12/B", "N3": "Via Giacosa 12/B", "M23": "Via Giacosa 12/B"},
  "Via Giacosa 12/B (decided 12 June after Belfiore was sold). Reversed: 28 March daily note chose Belfiore 31. Ideas only: ricerca-locali note. Offer only: Casa Nizza e-mail 11 June."),
 ("decision", "what did we decide about hadley & finch in june", {"M10": "terminate", "D4": "Brockwell", "N4": "terminate", "H1": "terminating"},
  "Terminated H&F's contract (10-11 June), went back to Brockwell. Reversed: March decision to appoint H&F (contractor-tenders.md). Brockwell appointment letter does not mention H&F."),
 ("decision", "cappotto termico condominio approvato o rinviato?", {"M19": "RINVIATO"},
  "Rinviato: 25 Sept assembly revoked the 28 April approval, only frontalini repair approved. Reversed decision in condominio-facciata.md (approved in April); convocazione is a proposal."),
 ("decision", "kitchen extract route decision which option", {"N4": "Option B"},
  "Option B, new riser in the rear lightwell (decided 14 May). Ideas-only distractor: fire-strategy meeting notes listing A/B/C; lavoro.ics call 'A/B/C'."),
 ("decision", "regalo personale per chiara e tommaso cosa ho deciso", {"H3": "acquerello", "D7": "acquerello"},
  "Hand-painted watercolour of the Tenuta, framed. Ideas-only distractor: gift brainstorm list in testimone note."),
 # ---------------- temporal_current
 ("temporal_current", "studio new address",
  {"N2": "Via Giacosa 12/B", "D4": "Via Giacosa 12/B", "H1": "Via Giacosa 12/B", "T3": "Giacosa 12/B", "D8": "Via Giacosa 12/B",
   "M16": "Via Giacosa 12/B", "CL": "Via Giacosa 12/B", "N3": "Via Giacosa 12/B", "M23": "Via Giacosa 12/B"},
  "Via Giacosa 12/B, 10125 Torino (since Oct 2025). Old: Via Cibrario 58; abandoned plan: Via Belfiore 31 (28 March note, ricerca-locali)."),
 ("temporal_current", "mum physio days and time now", {"M17": "15:30", "D6": "15:30", "CF": "20250902T153000", "H2": "15:30"},
  "Tuesday and Friday 15:30 since 2 Sept (Italian files). Old: Monday/Thursday 9:00 (mamma note, Davide's e-mail, old RRULE)."),
 ("temporal_current", "quando e il trasloco dello studio", {"M18": "4 OTTOBRE", "D8": "4 ottobre", "N2": "4 ottobre", "CL": "20251004T080000"},
  "Sabato 4 ottobre 2025, 8:00. Old: 20 settembre (Morra quote, 29 Aug note); 'metà settembre' in June chat."),
 ("temporal_current", "fennel & ash opening date", {"M21": "27", "CL": "20251127", "D9": "27 November"},
  "Soft launch Thursday 27 Nov 2025 (full opening 2 Dec). Old: 19 Sept (H&F tender), 31 Oct (Brockwell letter, overview)."),
 ("temporal_current", "a che ora si parte la domenica con pedale sabaudo adesso", {"MB": "8:30", "D9": "8:30"},
  "8:30 (winter timetable from 2 Nov). Old: 8:00 (club note, calendar RRULE, Oct), 7:30 summer."),
 # ---------------- open_loop
 ("open_loop", "documenti da mandare al commercialista", {"M22": "contratto di locazione", "M23": "entro venerdì 7", "N3": "mandare a Gallo", "CD": "Mandare a Gallo"},
  "Registered lease + Morra invoice (+ Cerutti/vetreria) for Gallo, promised by Fri 7 Nov. Distractor: May document list (all done)."),
 ("open_loop", "what did I promise to send Kwame", {"N7": "FA-EL-204 rev C", "CL": "FA-EL-204 rev C", "D9": "FA-EL-204 rev C"},
  "Revised bar elevation FA-EL-204 rev C, still not sent in November."),
 ("open_loop", "prenotare radiografia di controllo mamma", {"CF": "Prenotare RX", "N8": "prenotare RX", "H2": "6-month X-ray"},
  "6-month hip X-ray for November, needs GP referral. VTODO + checklist + Oct chat reminder."),
 ("open_loop", "change of address tasks still to do after the move", {"N3": "- [ ] Inarcassa", "CL": "Aggiornare indirizzo"},
  "Unchecked: Ordine Architetti, Inarcassa, PEC, RC insurance, citofono, keys (Italian files). Trasloco note only points to the checklist."),
 ("open_loop", "cosa devo restituire al circolo vela", {"H5": "wetsuit", "N17": "muta a Ivo"},
  "The wetsuit (muta) Ivo lent her in July. Distractor: June chat about wetsuits, vela note 'muta non inclusa'."),
 # ---------------- preference
 ("preference", "my food allergies and what i don't eat", {"H5": "nocciole", "N11": "nocciole", "M13": "nocciole"},
  "Pescatarian (fish yes, meat no) + serious hazelnut allergy (Italian texts)."),
 ("preference", "preferisco treno o aereo per i viaggi di lavoro, perche", {"H1": "I don't fly", "H2": "I don't fly"},
  "Train: doesn't fly when the train takes less than ~10 hours / a day, works on the train (English chats). lavoro.ics train trips are habits, not stated preferences."),
 ("preference", "revit or archicad which do i prefer", {"H5": "Archicad", "N15": "Revit no"},
  "Archicad (Revit no; Rhino for curves). Distractor: Archicad licence in tax notes."),
 ("preference", "in bici preferisco salite o pianura", {"N9": "salite lunghe", "H5": "long steady climbs"},
  "Long steady climbs (Superga, Colle del Lys); hates fast flat group rides."),
 ("preference", "flooring i like for restaurants", {"N15": "Linoleum naturale", "H1": "linoleum"},
  "Natural linoleum (terrazzo pattern) and real terrazzo; hates glossy porcelain. Distractor: Plinth newsletter 'linoleum is back'."),
 # ---------------- vague
 ("vague", "movers had to push the date because the electrician was late", {"M18": "elettricista", "N2": "slitta"},
  "Morra reply moving the date to 4 Oct because the electrical works were not finished; the trasloco note records the same postponement."),
 ("vague", "giornata in barca senza un filo d'aria", {"D5": "bonaccia"},
  "First sailing day 5 July: bonaccia, theory and knots until the breeze at 15:10."),
 ("vague", "newsletter with stories on old factories turned into restaurants", {"M25": "warehouse conversions"},
  "Plinth Weekly #212 'From print shop to pasta bar: five warehouse conversions'."),
 ("vague", "lettera della banca sul finanziamento per arredare l'ufficio", {"M14": "Prestito Professionisti"},
  "Banca Subalpina Prestito Professionisti approval (18.000 €, allestimento studio). Distractor: loan instalment in scadenze.ics."),
 ("vague", "chat where I practised my toast for my friend's wedding", {"H3": "discorso"},
  "Wedding speech chat (discorso testimone). 29 Aug daily note mentions rehearsing but is not a chat."),
]

ITALIAN = {2, 3, 5, 7, 8, 10, 11, 13, 17, 19, 22, 24, 26, 28, 30, 33, 35, 36, 38, 40, 42, 44, 47, 49}


def build():
    out = []
    for i, (kind, q, keys, hint) in enumerate(Q, 1):
        out.append({"id": f"h{i:02d}", "query": q, "gold": [F[k] for k in keys], "kind": kind, "gold_hint": hint})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "queries.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    return out


if __name__ == "__main__":
    build()
