# -*- coding: utf-8 -*-
"""Questions, gold files and answer keys. make_queries.py writes ../queries.json from this."""

M = "mail/"
Q = []


def q(id, kind, query, gold, hint):
    Q.append(dict(id=id, kind=kind, query=query, gold=gold, hint=hint))


VISALE = M + "2025/04/2025-04-03_visale_visa-certifie.eml"
ANEF = M + "2025/04/2025-04-08_anef_accuse-reception.eml"
TERREAUX = M + "2025/08/2025-08-28_clinique-terreaux_transfert-dossier.eml"
CONVOC = M + "2025/09/2025-09-10_prefecture_convocation-entretien.eml"
AGENCE_0319 = M + "2025/03/2025-03-19_agence_re-loyer-et-garant.eml"
CHARGES = M + "2025/10/2025-10-06_agence_regularisation-charges.eml"
METRO = M + "2025/04/2025-04-15_metropole_planning-epreuve-OA217.eml"
MIRADOURO = M + "2025/05/2025-05-22_miradouro_confirmation-fete-musique.eml"
NADIA = M + "2025/06/2025-06-17_nadia_OA088-visite-decalee.eml"
EDL = M + "2025/07/2025-07-02_fwd-etat-des-lieux-entree.eml"
MARIANA = M + "2025/07/2025-07-21_mariana_voo-agosto.eml"
ICE = M + "2025/09/2025-09-23_ice_professional-review-application.eml"
PY = M + "2025/09/2025-09-29_pierre-yves_reunion-equipe.eml"
RUI = M + "2025/10/2025-10-14_rui_re-viola.eml"
JULIEN_1105 = M + "2025/11/2025-11-05_julien_re-draft-report.eml"
VET = M + "2025/11/2025-11-12_cabinet-plateau_rappel-vaccin.eml"
THEO = M + "2025/11/2025-11-17_theo_re-noel.eml"
INES_0514 = M + "2025/05/2025-05-14_ines_re-mentor-meeting.eml"
MBOX = M + "lists/fado-rhone.mbox"
TG = "chats/telegram/ChatExport_2025-11-16/messages.html"
WORK = "calendars/work-structis.ics"
FADO = "calendars/fado-rhone.ics"
PERS = "calendars/personal.ics"
ADMIN = "calendars/admin-tasks.ics"

# ---------------------------------------------------------------- fact
q("h01", "fact", "numéro visa visale",
  {VISALE: "V-2025-4471-8832"},
  "V-2025-4471-8832 – only inside the base64 text attachment of the Visale mail; distractors: agency mail 19/03 (suggests Visale), daily 2025-04-02, quick-questions (Visale conditions)")
q("h02", "fact", "n° dossier naturalisation anef",
  {ANEF: "NAT-069-2025-011378"},
  "NAT-069-2025-011378 – only in the base64 HTML ANEF acknowledgement; distractors: notes/admin/naturalisation.md (points to the mail), txt/how-to-anef-upload.txt, préfecture convocation")
q("h03", "fact", "pastel microchip nr",
  {TERREAUX: "250269604418237"},
  "250269604418237 – only in the base64 body of the Terreaux clinic transfer mail; distractors: notes/home/pastel.md (pointer), admin-tasks.ics I-CAD todo")
q("h04", "fact", "vernaison load test deflction measured",
  {"notes/work/OA-217-vernaison-load-test.md": "11.8 mm"},
  "11.8 mm measured vs 13.4 mm predicted (LC1 midspan); distractors: ChatGPT LM1 conversation (generic ratios), site-log.csv, Métropole planning mail")
q("h05", "fact", "wifi password new flat",
  {"txt/flat-henon-infos.txt": "cavaquinho-73-azul", "txt/pastel-catsitter-sheet.txt": "cavaquinho-73-azul"},
  "HENON-3B / cavaquinho-73-azul – in both the flat info sheet and the cat-sitter sheet; distractor: new-flat note (Freebox choice, no password)")

# ---------------------------------------------------------------- who
q("h06", "who", "who countersigns my review if julien is away in december",
  {JULIEN_1105: "agreed to countersign"},
  "Pierre-Yves Garnier (CEng) countersigns while Julien is away 8–19 Dec – Julien's mail 05/11; distractors: mentor meeting note (Julien maybe away in Dec), portfolio tracker, Nov journal")
q("h07", "who", "client contact at the metropole for vernaison",
  {METRO: "Hélène Vasseur", "notes/work/OA-217-vernaison-load-test.md": "Hélène Vasseur", WORK: "Hélène Vasseur"},
  "Hélène Vasseur, chargée d'opérations ouvrages d'art – planning mail, load-test note, work calendar attendee; distractors: Aug journal ('the client at the Métropole'), site-log")
q("h08", "who", "pastel's new vet name",
  {"notes/home/pastel.md": "Yannick Perrot", VET: "Yannick Perrot"},
  "Dr Yannick Perrot, Cabinet Vétérinaire du Plateau – pastel.md and the vaccine reminder; distractors: Terreaux transfer mail (old vet Dr Masson), cat-sitter sheet (clinic only)")
q("h09", "who", "guy from the agency who did our move-in inspection",
  {EDL: "Maxime Aubert"},
  "Maxime Aubert (agency, service états des lieux) – in the forwarded état des lieux mail; distractors: Sandrine Lopez mails, personal.ics (état des lieux event), new-flat note")
q("h10", "who", "the guy who fixed the heating in october",
  {"notes/daily/2025-10-09.md": "Fabrice Gomes"},
  "Fabrice Gomes (Gomes Chauffage), 7 Oct, ignition electrode – daily 2025-10-09; distractors: flat info txt (Thermi-Services emergency number), quick-questions F28, Nov journal ('a very nice man')")

# ---------------------------------------------------------------- where
q("h11", "where", "which room is my naturalisation interview",
  {CONVOC: "salle 2.14"},
  "Préfecture site Bonnel, bâtiment B, 2e étage, salle 2.14 – only in the base64 attachment of the convocation; distractors: personal.ics (site Bonnel, no room), naturalisation.md")
q("h12", "where", "morada da cave des canuts",
  {FADO: "rue d'Austerlitz", MBOX: "rue d'Austerlitz"},
  "23 rue d'Austerlitz, 69004 – fado calendar event + Rui's list mail of 20/10; distractors: gigs-2025.md and daily 2025-11-18 (venue name only), Rui's viola mail")
q("h13", "where", "which cellar is ours in the building",
  {"txt/flat-henon-infos.txt": "cave n°14"},
  "cave n°14, sous-sol -1, via the courtyard – flat info sheet; distractors: daily 2025-11-18 (carrier in the cave), état des lieux mail (clé boîte aux lettres / cave)")
q("h14", "where", "footbrige concrete spalling where exactly",
  {"notes/work/OA-088-passerelle-inspection.md": "pile P2, face amont"},
  "pile P2, face amont (~1.2 m above water) – OA-088 inspection note; distractors: site-log.csv ('éclatements béton', no location), Aug journal, work.ics")
q("h15", "where", "where is the spare key for the cat sitter",
  {"txt/pastel-catsitter-sheet.txt": "Spare key: with Mme Rocha"},
  "with Mme Rocha, gardienne, loge on the ground floor – cat-sitter sheet; distractors: flat info txt and new-flat note (Mme Rocha takes parcels), Telegram (neighbour feeds the cat)")

# ---------------------------------------------------------------- event_time
q("h16", "event_time", "st vincent passerelle inspection when did it happen",
  {NADIA: "8 juillet", "csv/site-log-2025.csv": "2025-07-08"},
  "Tuesday 8 July 2025 (moved from 24 June) – Nadia's mail + site log; STALE distractors: work.ics (still 24 June), OA-088 note ('planned 24/06')")
q("h17", "event_time", "entretien préfecture c'est quand",
  {PERS: "2025-12-04", CONVOC: "4 décembre 2025"},
  "Thursday 4 December 2025, 09:30 – personal.ics + convocation attachment (base64); distractors: Telegram ('em dezembro'), naturalisation.md, practice chat")
q("h18", "event_time", "rdv vaccin pastel",
  {VET: "27/11/2025", PERS: "2025-11-27"},
  "Thursday 27 Nov 2025 at 17:15, Dr Perrot – vaccine reminder mail + personal.ics; distractors: Terreaux mail ('rappel fin novembre'), pastel.md, daily 2025-11-18")
q("h19", "event_time", "soundcheck time fete de la musique",
  {MIRADOURO: "18h30"},
  "sound check 18h30 on 21 June (concert 20h30) – Miradouro HTML mail; distractors: fado.ics (20:30 gig only), mbox 23/05 (points to the bar's mail), gigs-2025.md")
q("h20", "event_time", "what time does mariana land in august",
  {MARIANA: "13h40", PERS: "13:40"},
  "Thu 14 Aug 2025, 13h40 at Lyon Saint-Exupéry (TP 4612) – Mariana's QP mail + personal.ics; distractors: Telegram (flight bought, window seat), Aug journal")

# ---------------------------------------------------------------- multi_source
q("h21", "multi_source", "total monthly rent incl charges right now",
  {AGENCE_0319: "1 150 €", CHARGES: "110 €"},
  "1 150 € HC (agency 19/03) + 110 € provision (from Nov, agency 06/10) = 1 260 €; distractors: draft lease 1 180 + 95, move-plan.md, Visale max 1 300")
q("h22", "multi_source", "vernaison load test trucks tonnage and road closure hours",
  {"notes/work/OA-217-vernaison-load-test.md": "32 t", METRO: "22h00"},
  "4 trucks × 32 t (load-test note) + RD 315 closed 22h00–5h00 (Métropole mail); distractors: work.ics (21:30–05:30 team shift), site-log.csv")
q("h23", "multi_source", "fete de la musique gig how much we got paid and the setlist",
  {MIRADOURO: "300 € pour le groupe", "notes/fado/repertoire.md": "Set for Fête de la Musique"},
  "300 € + dinner (Miradouro mail) and the 7-song set (repertoire.md); distractors: gigs-2025.md ('see booking mail'), mbox 23/05, Telegram photo")
q("h24", "multi_source", "review report word limit and how long is my draft",
  {ICE: "5,000 words", JULIEN_1105: "5,640"},
  "limit 5,000 words excl. appendices (ICE mail) vs draft at 5,640 (Julien's feedback); distractors: portfolio tracker ('under the word limit'), quick-questions (appendices), daily 2025-11-18")
q("h25", "multi_source", "xmas porto flight times + who is feeding pastel",
  {THEO: "LYS 10:05", "txt/pastel-catsitter-sheet.txt": "Léa"},
  "LYS 10:05 → OPO 11:20 on 22 Dec, back 27 Dec 17:50 (Théo's mail) + Léa from the 2nd floor (cat-sitter sheet); distractors: Telegram ('uma vizinha'), daily 2025-11-18, personal.ics Natal event")

# ---------------------------------------------------------------- decision
q("h26", "decision", "garant finalement christine ou visale",
  {"notes/daily/2025-04-02.md": "We go with Visale", VISALE: "Visale a été acceptée"},
  "REVERSED: first Christine (move-plan.md 12/02, Christine's mail 06/03), final = Visale (daily 2025-04-02; Visale visa issued 03/04); distractors: agency 19/03 (refuses Christine, suggests), Telegram 30/03, March journal")
q("h27", "decision", "which internet box did we pick",
  {"notes/home/new-flat-rue-henon.md": "Freebox Pop"},
  "Freebox Pop (Free), decided 2 July – new-flat note; distractors: quick-questions (Free vs Bouygues), daily 2025-07-06 (internet guy Thursday), Aug journal")
q("h28", "decision", "christmas this year porto or annecy",
  {THEO: "Christmas in Porto it is", TG: "vamos passar o Natal aí", PERS: "Natal no Porto"},
  "Porto/Braga 22–27 Dec, New Year in Annecy – Théo's mail, Telegram 17/11, personal.ics; distractors: Nov journal ('we decided', no place), gift-ideas, cat-sitter sheet (dates only)")
q("h29", "decision", "cómoda da avó vender ou ficar",
  {"notes/journal/2025-08-rambling.md": "the cómoda stays"},
  "kept – 'the cómoda stays, not selling it' in the August journal (hallway); distractors: move-plan.md ('don't know yet'), furniture-sales csv (no cómoda)")
q("h30", "decision", "main case study for the chartership report which project",
  {"notes/chartership/mentor-meeting-2025-05-13.md": "main case study = OA-217", INES_0514: "Main case study for the report"},
  "OA-217 Vernaison-Sud load test (OA-088 secondary) – mentor meeting note 13/05 + Inês's summary mail 14/05; distractors: portfolio tracker (options, undecided), Julien's 05/11 mail")

# ---------------------------------------------------------------- temporal_current
q("h31", "temporal_current", "provision charges montant actuel",
  {CHARGES: "110 €"},
  "110 €/month from 1 Nov 2025 – régularisation mail 06/10; OLD: 95 € in draft lease mail and move-plan.md; distractor: Nov journal ('charges went up')")
q("h32", "temporal_current", "weekly team meeting what day now",
  {PY: "mardi à 8h30"},
  "Tuesday 08:30 since 7 Oct – Pierre-Yves's mail 29/09; STALE: work.ics still Monday 9:00 weekly until Dec, daily 2025-01-20 ('team meeting 9h'); Nov journal ('earlier')")
q("h33", "temporal_current", "where do we rehearse fado now",
  {MBOX: "MJC Croix-Rousse, salle 3"},
  "MJC Croix-Rousse, salle 3, 41 rue Jacquard, Thursdays 20h since 25 Sep – list mail 12/09 (+ Lucas's quoted reply, same mbox); OLD: chez Sofia in fado.ics RRULE and repertoire.md; Aug journal (MJC only suggested), daily 2025-10-09 ('new place')")
q("h34", "temporal_current", "how much is the rent now (without charges)",
  {AGENCE_0319: "1 150 €"},
  "1 150 € HC (negotiated, agency mail 19/03); OLD: 1 180 € in draft lease 04/02 and move-plan.md; distractor: Visale max 1 300 € (attachment)")
q("h35", "temporal_current", "quem toca viola no grupo agora",
  {RUI: "Duarte Pinho"},
  "Duarte Pinho since 16/10 – Rui's mail 14/10; OLD: Sofia Menezes in repertoire.md front matter; distractors: mbox (Sofia leaving), ChatGPT capo chat ('new viola player'), Nov journal (no name)")

# ---------------------------------------------------------------- open_loop
q("h36", "open_loop", "que papéis faltam para a naturalização",
  {"notes/admin/naturalisation.md": "certidão de casamento dos pais", ADMIN: "certidão de casamento",
   "notes/journal/2025-11-rambling.md": "marriage certificate of my parents"},
  "parents' marriage certificate (certidão de casamento) + its sworn translation – naturalisation.md, admin-tasks.ics todo, Nov journal; distractors: convocation mail (complément mentioned), Telegram ('mais um papel'), Mãe's Feb mail (birth certificate, done)")
q("h37", "open_loop", "passerelle repair costing done yet?",
  {"notes/work/OA-088-passerelle-inspection.md": "repair cost estimate", WORK: "chiffrage réparation"},
  "not done – OA-088 note unchecked '[ ] repair cost estimate' + work.ics VTODO NEEDS-ACTION due 28/11; distractors: portfolio tracker (OA-341 fee proposal), Aug journal, site-log")
q("h38", "open_loop", "old studio deposit still not back?",
  {"notes/daily/2025-11-18.md": "650 €", ADMIN: "dépôt de garantie studio non restitué",
   "notes/journal/2025-11-rambling.md": "still nothing from M. Rivière"},
  "M. Rivière still hasn't returned the 650 € deposit (exit 31 July); next step lettre recommandée – daily 2025-11-18, admin-tasks todo, Nov journal; distractors: quick-questions (legal delay), Aug journal ('should come back soon'), personal.ics (état des lieux de sortie)")
q("h39", "open_loop", "volet chambre réparé ?",
  {"notes/journal/2025-11-rambling.md": "early January"},
  "still broken; agency says artisan booked 'early January' – Nov journal; distractors: état des lieux mail (defect noted), ChatGPT letter, new-flat note, Aug journal")
q("h40", "open_loop", "changement adresse icad pastel fait ?",
  {ADMIN: "adresse de Pastel sur l'I-CAD", "notes/home/pastel.md": "update the address on the I-CAD"},
  "not done – admin-tasks.ics VTODO NEEDS-ACTION + unchecked item in pastel.md; distractors: Terreaux mail ('pensez à mettre à jour…'), move-plan.md list, March journal")

# ---------------------------------------------------------------- preference
q("h41", "preference", "my fav fado to sing",
  {"notes/fado/repertoire.md": "Fado Mouraria above all"},
  "Fado Mouraria (prefers fados tradicionais over canções) – repertoire.md; distractors: mbox set list, Aug journal (wants to write words on Mouraria), gigs-2025.md")
q("h42", "preference", "do i like singing with microphones or acoustic",
  {"notes/journal/2025-08-rambling.md": "I love singing unplugged", MBOX: "Sem microfones"},
  "unplugged / no amplification, small silent rooms – Aug journal; also asked 'sem microfones' for Cave des Canuts in the list mail 10/11; distractors: March journal (Carminho, quiet audience), Telegram (speaker died), Lucas's Alfama mail")
q("h43", "preference", "window or aisle seat for me",
  {TG: "sou sempre corredor"},
  "aisle (corredor), hates being stuck at the window – Telegram 22/07; distractors: Mariana prefers window (same chat), Théo's flight mail, Mariana's flight mail")
q("h44", "preference", "herb i cant stand",
  {"notes/misc/recipes.md": "Sem coentros"},
  "coriander/coentros ('tastes like soap') – recipes.md; distractors: cat food preferences (pastel.md, cat-sitter sheet), Théo's gratin")
q("h45", "preference", "cherry picker or rope access which do i prefer",
  {"notes/work/ppe-and-kit.md": "rather be on the ropes than in the nacelle"},
  "rope access over the nacelle/MEWP (vertigo in the basket) – ppe-and-kit.md; distractors: Nadia's mail (nacelle unavailable), OA-088 note, work.ics")

# ---------------------------------------------------------------- vague
q("h46", "vague", "aquela história do pai a cair",
  {TG: "telhado"},
  "Telegram 18/05: Pai climbed on the roof alone with the old ladder, slipped, twisted ankle; Oct update (tiles upside down, 2300 €); distractors: Mãe's Feb mail (wants to go on the roof), March journal")
q("h47", "vague", "that letter the AI wrote for the agency",
  {"chats/chatgpt/conversations.json": "volet roulant"},
  "ChatGPT conversation 'Lettre agence – volet roulant' (edited branch, 15-day repair request); distractors: état des lieux mail, Nov journal (mentions the chatbot letter)")
q("h48", "vague", "mock citizenship interview values questions",
  {"chats/assistant/entretien-naturalisation-practice.json": "laïcité"},
  "practice chat 19/10 (devise, laïcité, symbols, 1789) – entretien practice JSON; distractors: quick-questions (typical questions), naturalisation.md prep list, Nov journal")
q("h49", "vague", "the bridge with the bird poop problem",
  {"notes/work/OA-088-passerelle-inspection.md": "Pigeons nesting"},
  "OA-088 passerelle Saint-Vincent-Nord – pigeons nesting on the C3 bearing shelf; distractors: Aug journal ('pigeon situation'), site-log")
q("h50", "vague", "how long notice did i have to give on the old place",
  {"chats/assistant/quick-questions.jsonl": "zone tendue"},
  "1 month (Lyon zone tendue, unfurnished) – quick-questions JSONL 02/05; distractors: move-plan.md (give notice, no duration), Grenoble cousin in March journal")
