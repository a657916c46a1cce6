"""Question set for the Amélie Fournier vault. Run: python3 gen/queries.py  (writes queries.json)

Each entry: id, kind, query, gold, gold_hint, keys.
keys = list of regexes every gold file must match (after decoding, whitespace collapsed),
       or a dict {gold_file: [regexes]} for multi-source questions.
"""
import json
import os

M = "mail/"
Q = []


def add(kind, query, gold, hint, keys):
    Q.append({"kind": kind, "query": query, "gold": gold, "gold_hint": hint, "keys": keys})


# ---------------------------------------------------------------- fact
add("fact", "numero de contrat traduction Pont-Levis",
    [M + "2025/01/2025-01-14_contrat-traduction.eml", M + "2025/07/2025-07-11_avenant-n1.eml",
     "notes/traduction/contrat-verger-de-sel.md"],
    "PL-2024-TR-118 (in the base64 attachment conditions_particulieres.txt, the avenant e-mail and the contract "
    "note). Distractors: journal-de-traduction.md and the Sept 2025 chat talk about the contract without the reference.",
    [r"PL-2024-TR-118"])
add("fact", "my UTR number for self assessment",
    [M + "2025/10/2025-10-07_re-self-assessment.eml", "notes/impots/impots-2025.md"],
    "UTR 48213 90576. Distractors: impots-france-uk chat and travail.ics (UTR mentioned, no number).",
    [r"48213 90576"])
add("fact", "code porte salle de repet chorale",
    ["mail/listes/choeur-allegro.mbox", "calendar/chorale.ics"],
    "Digicode 4817B at the Maison de quartier Hénon (mbox message of 1 Sep 2025 is base64; chorale.ics DESCRIPTION). "
    "Distractor: boutique alarm code 2291 in boutique-procedures.txt.",
    [r"4817B"])
add("fact", "train booking reference for the June trip to Kent",
    [M + "2025/05/2025-05-22_confirmation-reservation.eml"],
    "LR-58K2QX, only inside the base64 HTML body. famille.ics only points to 'the confirmation e-mail'.",
    [r"LR-58K2QX"])
add("fact", "combien j'ai verse d'acompte au plombier ?",
    [M + "2025/07/2025-07-10_re-confirmation-travaux.eml", "notes/maison/salle-de-bain.md"],
    "2 682 € (30 % of Garnier's 8 940 €). Distractors: Dumas never took a deposit; the 456 € retention "
    "(reception e-mail, maison.ics).",
    [r"2 682"])

# ---------------------------------------------------------------- who
add("who", "who is operating on dad's hip, surgeon name",
    [M + "2025/03/2025-03-24_dad-hip-date.eml", M + "2025/04/2025-04-09_re-dad-hip-date.eml",
     M + "2025/05/2025-05-13_fwd-admission-letter.eml", "notes/famille/papa-hanche.md"],
    "Mr Adrian Mensah (the 9 Apr e-mail quotes the 24 Mar one; the admission letter is a base64 attachment). "
    "Distractors: famille.ics and the May chat name the hospital (St Dunstan's) but not the surgeon.",
    [r"Mensah"])
add("who", "qui est notre gestionnaire a la regie pour le bail",
    [M + "2024/11/2024-11-26_proposition-renouvellement.eml", M + "2025/02/2025-02-18_re-renouvellement-bail.eml",
     M + "2025/05/2025-05-06_accord-renouvellement.eml", M + "2025/05/2025-05-27_rdv-signature.eml",
     "notes/boutique/bail-renouvellement.md", "calendar/travail.ics"],
    "Sandrine Colomb, Régie Berthier & Fils (travail.ics lists her as ATTENDEE of the signing). Distractors: "
    "Maître Hélène Vasseur (the lawyer), Philippe Roux (the accountant), the lease chat of May 2025.",
    [r"Colomb"])
add("who", "name of the carer who comes to Dad in the mornings",
    [M + "2025/06/2025-06-05_care-plan.eml", M + "2025/09/2025-09-03_care-package-update.eml",
     "notes/famille/papa-hanche.md", "notes/journal/2025-09-02.md"],
    "Janet Pryce (Stour Valley Home Care). Distractors: Lorraine Batt is the coordinator; Rosie Adeyemi is the "
    "physio; back-in-lyon e-mail says 'the morning girl' without a name.",
    [r"Janet"])
add("who", "Bérénice nom de famille, éditrice Pont-Levis",
    [M + "2025/01/2025-01-14_contrat-traduction.eml", M + "2025/07/2025-07-11_avenant-n1.eml",
     "notes/traduction/contrat-verger-de-sel.md", "notes/traduction/journal-de-traduction.md"],
    "Bérénice Lamarque. Distractors with the first name only: Sept 2025 chat, daily notes 2024-10-08 and "
    "2025-11-04, papa-hanche.md; Imogen Pryor is the author.",
    [r"Lamarque"])
add("who", "qui recupere Louise au retour de la classe verte",
    ["notes/louise/classe-decouverte.md", "notes/journal/2025-05-28.md", "calendar/famille.ics"],
    "Valérie Chassagne (Inès's mum, neighbour). Distractors: Julien takes her on the Monday; the school e-mail "
    "asks to name any other person; papa-hanche.md says only 'a neighbour'.",
    [r"Chassagne"])

# ---------------------------------------------------------------- where
add("where", "which ward was papa on at the hospital",
    [M + "2025/05/2025-05-13_fwd-admission-letter.eml", "notes/famille/papa-hanche.md"],
    "Westgate Ward, 2nd floor, St Dunstan's Hospital (attachment + note). Distractor: 'Westgate Pharmacy' in "
    "papa-medicaments.txt; famille.ics has only the hospital.",
    [r"Westgate Ward"])
add("where", "ou part Louise en classe decouverte",
    [M + "2025/03/2025-03-10_ecole-informations-sejour.eml", M + "2025/05/2025-05-20_cm2-rappels-depart.eml",
     "notes/louise/classe-decouverte.md", "calendar/famille.ics"],
    "Centre Les Gentianes, Autrans (Vercors). The 20 May e-mail says 'le séjour à Autrans'. Distractor: the "
    "trousseau list has no place.",
    [r"Autrans"])
add("where", "Christmas concert choir venue church",
    ["mail/listes/choeur-allegro.mbox", "calendar/chorale.ics"],
    "Église Notre-Dame-des-Canuts, Sat 13 Dec 2025 20:30. Distractors: the 2024 concert at Église Saint-Augustin "
    "(same mbox / ics, choeur-allegro.md), the rehearsal room.",
    [r"Notre-Dame-des-Canuts"])
add("where", "adresse rdv signature bail",
    [M + "2025/05/2025-05-27_rdv-signature.eml", "calendar/travail.ics"],
    "Régie Berthier & Fils, 22 quai Pierre-Scize, 69005 Lyon, 2nd floor (base64 body + travail.ics LOCATION). "
    "Distractors: bail-renouvellement.md says 'à la régie', lawyer's office place Sathonay, shop address.",
    [r"Pierre-Scize"])
add("where", "where did I buy the terrazzo tiles",
    ["notes/maison/salle-de-bain.md", "chats/chatgpt/conversations-2025-09.json", "calendar/maison.ics"],
    "Carrelages Rhodaniens, showroom in Villeurbanne (48 rue des Faïenciers). Distractor: salle-de-bain-idees.md "
    "(terrazzo liked, no shop).",
    [r"Rhodaniens"])

# ---------------------------------------------------------------- event_time
add("event_time", "date operation hanche papa",
    [M + "2025/04/2025-04-09_re-dad-hip-date.eml", M + "2025/05/2025-05-13_fwd-admission-letter.eml",
     "notes/famille/papa-hanche.md", "calendar/famille.ics", "chats/chatgpt/conversations-2025-05.json",
     "notes/journal/2025-04-17.md", "notes/journal/2025-05-28.md"],
    "Tuesday 3 June 2025. Distractor: 14 May 2025 (cancelled) in the 24 Mar e-mail, famille.ics (CANCELLED) and "
    "journal-de-traduction.md.",
    [r"3 June|3 juin|2025-06-03|mardi \**3"])
add("event_time", "when do we sign the new shop lease",
    [M + "2025/05/2025-05-27_rdv-signature.eml", "calendar/travail.ics", "notes/boutique/bail-renouvellement.md"],
    "Tuesday 24 June 2025, 10:00. Distractor: 12 June (first proposal, cancelled) in the 6 May e-mail, the May "
    "lease chat and travail.ics.",
    [r"24 juin|2025-06-24"])
add("event_time", "heure départ du car classe découverte",
    [M + "2025/05/2025-05-20_cm2-rappels-depart.eml", "calendar/famille.ics"],
    "Monday 2 June 2025, bus leaves 7:30 (meet 7:15) in front of the school. Distractors: return Fri 6 June 17:00; "
    "milk deliveries 'avant 7h30'.",
    [r"7h30|07:30"])
add("event_time", "bathroom works start date plumber",
    [M + "2025/07/2025-07-10_re-confirmation-travaux.eml", "notes/maison/salle-de-bain.md",
     "calendar/maison.ics", "chats/chatgpt/conversations-2025-09.json"],
    "Monday 6 October 2025, 8:00 (Garnier), planned end 21 Oct. Distractor: 16 June (Dumas, cancelled) in the "
    "Dumas quote, salle-de-bain.md, maison.ics.",
    [r"6 octobre|6 October|2025-10-06"])
add("event_time", "UK self assesment deadline 2024-25",
    [M + "2025/10/2025-10-07_re-self-assessment.eml", "notes/impots/impots-2025.md", "calendar/travail.ics"],
    "31 January 2026 (file and pay). Distractors: French deadline 5 June 2025; the tax chat gives only the generic "
    "'31 January following the tax year'; bank self-certification 30 Nov 2025.",
    [r"31 January 2026|2026-01-31"])

# ---------------------------------------------------------------- multi_source
add("multi_source", "what time does Dad have to be at the hospital for his op, and who's taking him?",
    [M + "2025/05/2025-05-13_fwd-admission-letter.eml", M + "2025/04/2025-04-09_re-dad-hip-date.eml"],
    "07:00 on Westgate Ward (only in the base64 admission letter) + Tom drives him in and stays until theatre "
    "(only in Tom's 9 Apr e-mail). Distractors: famille.ics (all-day event), journal 2025-05-28 (Amélie goes in the afternoon).",
    {M + "2025/05/2025-05-13_fwd-admission-letter.eml": [r"Time: 07:00"],
     M + "2025/04/2025-04-09_re-dad-hip-date.eml": [r"I'll drive him"]})
add("multi_source", "classe découverte Louise prix total et argent de poche max",
    [M + "2025/03/2025-03-10_ecole-informations-sejour.eml", "docs/classe-decouverte-trousseau.txt"],
    "285 € per child in 3 cheques of 95 € (school HTML e-mail only) + pocket money 20 € max (trousseau list only). "
    "Distractors: classe-decouverte.md (instalments without amounts), the 20 May e-mail (pocket-money envelope, no amount).",
    {M + "2025/03/2025-03-10_ecole-informations-sejour.eml": [r"285 €"],
     "docs/classe-decouverte-trousseau.txt": [r"20 € maximum"]})
add("multi_source", "dad's blood thinner after the hip op and the name of his physio",
    ["docs/papa-medicaments.txt", "notes/famille/papa-hanche.md"],
    "Rivaroxaban 10 mg once daily for 35 days (papa-medicaments.txt only) + community physio Rosie Adeyemi "
    "(papa-hanche.md only; it points to docs/ for the meds).",
    {"docs/papa-medicaments.txt": [r"Rivaroxaban 10 mg"], "notes/famille/papa-hanche.md": [r"Rosie Adeyemi"]})
add("multi_source", "how much UK tax do I owe for 2024-25 and what's the monthly rent on the Whitstable flat",
    [M + "2025/10/2025-10-07_re-self-assessment.eml", M + "2025/10/2025-10-08_annual-statement.eml"],
    "£642.30 due (Gareth's message quoted in Amélie's reply) + £925/month rent (base64 Coastline statement "
    "attachment). Distractors: impots-2025.md and the tax chat (no amounts).",
    {M + "2025/10/2025-10-07_re-self-assessment.eml": [r"£642\.30"],
     M + "2025/10/2025-10-08_annual-statement.eml": [r"£925"]})
add("multi_source", "code alarme boutique + mot de passe wifi actuel",
    ["docs/boutique-procedures.txt", "notes/journal/2025-09-02.md"],
    "Alarm code 2291 (procedures txt only) + current Wi-Fi password Beaufort!Alpage25 (daily note 2 Sep 2025 only). "
    "Distractor: old Wi-Fi password Caillebotte1450 in the procedures txt; reunion note says 'change the password' (no value).",
    {"docs/boutique-procedures.txt": [r"2291"], "notes/journal/2025-09-02.md": [r"Beaufort!Alpage25"]})

# ---------------------------------------------------------------- decision
add("decision", "finalement quel plombier pour la salle de bain ?",
    ["notes/maison/salle-de-bain.md", M + "2025/07/2025-07-10_re-confirmation-travaux.eml",
     M + "2025/10/2025-10-23_reception-travaux.eml", "calendar/maison.ics",
     "chats/chatgpt/conversations-2025-09.json", "notes/journal/2025-11-04.md"],
    "Plomberie Garnier (Yannick Garnier), chosen 7 Jul 2025 after Dumas was first chosen on 28 Apr and then cancelled. "
    "Distractors: the two quotes, journal 2025-04-17 (Dumas cheaper), the Dumas cancellation e-mail (only 'une autre "
    "entreprise'), salle-de-bain-idees.md.",
    [r"Garnier"])
add("decision", "on a décidé quoi pour le fournisseur de lait",
    ["notes/boutique/fournisseur-lait.md", "notes/boutique/reunion-associees-2025-07-08.md",
     M + "2025/08/2025-08-19_confirmation-livraisons.eml", "notes/journal/2025-09-02.md", "data/achats-lait-2025.csv"],
    "Switch from GAEC du Mont Pilat to EARL Bouvier / Ferme des Monts d'Or from 1 Sep 2025 (1,05 €/L, Mon+Thu). "
    "Ideas-only distractor: the Coopérative du Val de Saône line in the comparison table. Other distractors: the "
    "GAEC apology forward, boutique-procedures.txt (old GAEC deliveries).",
    [r"Bouvier"])
add("decision", "Christmas this year - are we going to Canterbury or are they coming to Lyon?",
    ["notes/journal/2025-11-04.md", "calendar/famille.ics"],
    "Decided 4 Nov 2025: Louise and Amélie go to Canterbury 20-27 Dec by train. Ideas-only distractors: "
    "back-in-lyon e-mail ('maybe Mum and Dad could come to Lyon... nothing decided') and the choir chat ('on ne sait pas encore').",
    {"notes/journal/2025-11-04.md": [r"c'est décidé, on va à Canterbury"],
     "calendar/famille.ics": [r"Noël à Canterbury"]})
add("decision", "loyer negocie nouveau bail boutique montant accepte",
    [M + "2025/05/2025-05-06_accord-renouvellement.eml", "notes/boutique/bail-renouvellement.md",
     "chats/chatgpt/conversations-2025-05.json"],
    "1 620 € HT per month from 1 Jul 2025. Distractors: 1 780 € (landlord's offer, Nov 2024 e-mail), 1 550 € "
    "(counter-offer, Feb 2025 e-mail), 1 450 € (old rent), '1 620,00 €' tiling line in Garnier's quote.",
    [r"1 620"])
add("decision", "after the op did we decide on a care home or home with carers for Dad",
    ["notes/famille/papa-hanche.md", M + "2025/06/2025-06-16_back-in-lyon.eml"],
    "Home with Stour Valley carers + Mum, no respite stay at Blean House (kept as fallback). Distractor: the May "
    "2025 chat where nothing is decided yet and the assistant lists pros and cons.",
    [r"Blean"])

# ---------------------------------------------------------------- temporal_current
add("temporal_current", "where is choir rehearsal now",
    ["mail/listes/choeur-allegro.mbox", "calendar/chorale.ics", "chats/assistant/chorale-jeudi-2025-09.json"],
    "Thursdays 19:45-21:45, Maison de quartier Hénon, salle des Tisseuses (since 11 Sep 2025). Old: Tuesday at "
    "salle paroissiale Saint-Augustin (choeur-allegro.md, daily 2024-10-08), then MJC du Plateau salle Rameau "
    "(daily 2025-01-14).",
    [r"Tisseuses"])
add("temporal_current", "tarif au feuillet actuel Verger de sel",
    [M + "2025/07/2025-07-11_avenant-n1.eml", "notes/traduction/journal-de-traduction.md",
     "chats/chatgpt/conversations-2025-09.json"],
    "23,50 € per feuillet since the avenant of 11 Jul 2025. Old: 21 € (contract attachment, contrat-verger-de-sel.md).",
    [r"23,50"])
add("temporal_current", "how many carer visits does dad get now and what's the hourly rate",
    [M + "2025/09/2025-09-03_care-package-update.eml", "notes/famille/papa-hanche.md", "notes/journal/2025-09-02.md"],
    "One morning visit a day (08:00-08:45) since 1 Sep 2025; £26.80/h from 1 Oct 2025. Daily 2025-09-02 states "
    "the one visit only. Old: two visits a day at £24.50 (care-plan e-mail of 5 Jun 2025).",
    {M + "2025/09/2025-09-03_care-package-update.eml": [r"ONE visit a day", r"£26\.80"],
     "notes/famille/papa-hanche.md": [r"one visit a day only", r"£26\.80"],
     "notes/journal/2025-09-02.md": [r"une visite de Janet par jour"]})
add("temporal_current", "date de rendu traduction Salt Orchard",
    [M + "2025/07/2025-07-11_avenant-n1.eml", "notes/traduction/journal-de-traduction.md", "calendar/travail.ics",
     "chats/chatgpt/conversations-2025-09.json", "notes/journal/2025-11-04.md"],
    "15 November 2025 (avenant n°1). Old: 30 September 2025 (contract attachment, contrat-verger-de-sel.md); "
    "part 1 due 31 May.",
    [r"15 novembre|2025-11-15"])
add("temporal_current", "Harbour & Weald monthly account fee",
    [M + "2025/07/2025-07-15_changes-to-your-account.eml"],
    "£6.50 a month since 1 Sep 2025. Old: £4 (impots-2025.md table).",
    [r"£6\.50"])

# ---------------------------------------------------------------- open_loop
add("open_loop", "bank form tax residency to send back",
    [M + "2025/10/2025-10-13_action-required-tax-residency.eml", "calendar/travail.ics", "notes/journal/2025-11-04.md"],
    "Harbour & Weald CRS self-certification with the French TIN, due 30 Nov 2025, still open (VTODO, unchecked box). "
    "Distractor: the July fee e-mail from the same bank.",
    [r"self-certification"])
add("open_loop", "reste a faire salle de bain apres la reception des travaux",
    [M + "2025/10/2025-10-23_reception-travaux.eml", "calendar/maison.ics", "notes/journal/2025-11-04.md"],
    "Garnier must come back (week of 10 Nov) to replace the cracked tile in the shower niche; then pay the 5 % "
    "retention (456 €). Distractor: salle-de-bain.md (stops at 8 Oct), the tiles chat checklist.",
    [r"carreau\s+fêlé"])
add("open_loop", "documents I promised to send Gareth",
    [M + "2025/10/2025-10-07_re-self-assessment.eml", "notes/impots/impots-2025.md", "notes/journal/2025-11-04.md"],
    "The Coastline annual statement + the March boiler repair invoice ('by the end of the week'), still not sent on "
    "4 Nov. Distractor: the Coastline statement e-mail itself; the tax chat's generic checklist.",
    {M + "2025/10/2025-10-07_re-self-assessment.eml": [r"I'll send you both documents"],
     "notes/impots/impots-2025.md": [r"relevé annuel Coastline"],
     "notes/journal/2025-11-04.md": [r"Gareth attend toujours le relevé Coastline"]})
add("open_loop", "quote for a second banister at mum and dad's, did I ever do it",
    [M + "2025/06/2025-06-16_back-in-lyon.eml", "calendar/famille.ics", "notes/famille/papa-hanche.md"],
    "Second stair rail (wall side): Amélie promised Tom to get quotes; still NEEDS-ACTION / unchecked. Distractor: "
    "the May chat where the assistant recommends a second stair rail in general.",
    [r"stair rail|rampe d'escalier"])
add("open_loop", "glossaire toponymes promis à Bérénice",
    ["notes/traduction/journal-de-traduction.md", "chats/chatgpt/conversations-2025-09.json",
     "notes/journal/2025-11-04.md"],
    "List of place names promised for end of October, still not sent (unchecked box; 'toujours pas envoyé'). "
    "Distractor: the avenant e-mail (no glossary).",
    [r"toponymes"])

# ---------------------------------------------------------------- preference
add("preference", "mon fromage préféré",
    ["notes/listes/envies-et-favoris.md", "chats/assistant/questions-rapides-2025.jsonl"],
    "Saint-Marcellin, very runny. Dislikes truffle cheeses. Distractors: the shop's products (faisselle, cervelle "
    "de canut) and the Beaufort brought to Dad.",
    [r"Saint-Marcellin"])
add("preference", "what kind of tiles do I hate",
    ["notes/maison/salle-de-bain-idees.md", "chats/chatgpt/conversations-2025-09.json"],
    "Glossy white metro tiles (likes matte terrazzo). Distractor: salle-de-bain.md (tiles chosen, no dislike).",
    [r"métro blanc brillant|glossy white metro tiles"])
add("preference", "train ou avion pour aller à Canterbury, je préfère quoi",
    ["chats/chatgpt/conversations-2025-05.json", "notes/journal/2025-05-28.md"],
    "Train (hates flying and airports, can work on the train). Distractors: the Lumière Rail booking and the "
    "famille.ics train events (a trip, not a stated preference).",
    {"chats/chatgpt/conversations-2025-05.json": [r"rather take the train"],
     "notes/journal/2025-05-28.md": [r"je préfère mille fois le train"]})
add("preference", "quelle musique j'aime a la chorale et ce que je supporte pas",
    ["chats/assistant/chorale-jeudi-2025-09.json"],
    "Loves Fauré (Cantique de Jean Racine); can't stand Sister-Act-style gospel arrangements. Distractors: the "
    "mbox concert programme (Étienne insists on gospel) and choeur-allegro.md repertoire list.",
    [r"Sister Act"])
add("preference", "how do I like to get the editor's corrections, Word or PDF",
    ["chats/chatgpt/conversations-2025-09.json", "notes/traduction/journal-de-traduction.md"],
    "Annotated PDF; hates Word track changes (suivi des modifications).",
    [r"PDF annoté"])

# ---------------------------------------------------------------- vague
add("vague", "the plumber who pushed the job back to next year and wanted more money",
    [M + "2025/07/2025-07-04_re-chantier-sdb.eml", "notes/maison/salle-de-bain.md"],
    "Loïc Dumas (Dumas Sanitaire): delay to January 2026 and revised quote 8 300 € TTC; cancelled 4 Jul 2025. "
    "Distractor: the original Dumas quote (7 650 €), journal 2025-04-17.",
    [r"janvier 2026", r"8 300"])
add("vague", "milk delivery that had gone off and we sent it back",
    [M + "2025/04/2025-04-23_fwd-livraison-mardi.eml", "notes/boutique/fournisseur-lait.md",
     "notes/journal/2025-04-17.md", "data/achats-lait-2025.csv"],
    "GAEC du Mont Pilat batch of Tue 15 Apr 2025 refused for acidity (tank cooling fault), not invoiced. "
    "Distractor: late deliveries rows, boutique-procedures.txt ('si le lait sent l'aigre').",
    {M + "2025/04/2025-04-23_fwd-livraison-mardi.eml": [r"acidité"],
     "notes/boutique/fournisseur-lait.md": [r"lot du mardi 15 avril refusé"],
     "notes/journal/2025-04-17.md": [r"renvoyé"],
     "data/achats-lait-2025.csv": [r"LOT REFUSÉ"]})
add("vague", "hospital paper telling dad not to eat before surgery",
    [M + "2025/05/2025-05-13_fwd-admission-letter.eml"],
    "Admission letter (base64 attachment): nil by mouth after midnight, water until 06:00. Distractors: "
    "papa-medicaments.txt (discharge meds), the May chat.",
    [r"Nil by mouth"])
add("vague", "chorale salle glaciale, on a du changer d'endroit",
    ["mail/listes/choeur-allegro.mbox", "notes/journal/2025-01-14.md", "calendar/chorale.ics"],
    "Jan 2025: boiler broken at salle paroissiale Saint-Augustin, rehearsals moved to MJC du Plateau salle Rameau. "
    "Distractor: the Sept 2025 move (new day), daily 2024-10-08 ('il fait déjà froid').",
    [r"chaudière"])
add("vague", "invitation to the cheesemongers trade show in Paris with a free pass",
    [M + "2025/02/2025-02-24_lettre-du-cremier.eml"],
    "La Lettre du Crémier n°87: Salon Crémiers & Fromagers, 16-18 March 2025, Porte de Versailles, free badge "
    "code CREMIER25. Distractor: reunion-associees note ('Salon des crémiers ... on n'y va pas').",
    [r"badge professionnel est offert"])

KIND_ORDER = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
              "open_loop", "preference", "vague"]
Q.sort(key=lambda q: KIND_ORDER.index(q["kind"]))
for i, q in enumerate(Q, 1):
    q["id"] = f"h{i:02d}"

if __name__ == "__main__":
    out = [{"id": q["id"], "query": q["query"], "gold": q["gold"], "kind": q["kind"], "gold_hint": q["gold_hint"]}
           for q in Q]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "queries.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(out), "questions written")
