# The 50 questions. keys: {gold path: [strings that must all occur in the decoded file]}.
M = "mail/"
DOSSARD = M + "2025/09/2025-09-16_deux-rives_dossard.eml"
NOTAIRE = M + "2025/04/2025-04-03_me-belanger_confirmation-rdv.eml"
PORTAIL = M + "2025/03/2025-03-21_portail-chlo_resume-consultation.eml"
ADDENDA = M + "2025/02/2025-02-13_cssmr_addenda-2.eml"
EQUIPE = M + "2025/05/2025-05-08_patrick-lavoie_RE-equipe-chantier.eml"
PHYSIO = M + "2025/08/2025-08-12_physio-sante-plateau_recu.eml"
LECLERC = M + "2025/09/2025-09-04_sleclerc_rapport-platelage.eml"
MEDIC = M + "2025/06/2025-06-13_residence_ajustement-medication.eml"
AGA_MAIL = M + "2025/05/2025-05-14_josee_report-AGA.eml"
GESTION = M + "2025/07/2025-07-18_gestion-carre_nouveau-gestionnaire-toiture.eml"
LINTEAU = M + "2025/05/2025-05-29_ma-tremblay_linteau-corridor-B.eml"
ODC04 = M + "2025/06/2025-06-05_patrick-lavoie_ODC-04-prix.eml"
BELAIR = M + "2025/08/2025-08-20_toitures-belair_extra-platelage.eml"
HELENE = M + "2025/01/2025-01-16_helene_RE-comparatif-gymnase.eml"
BRIQUE = M + "2025/01/2025-01-29_isabelle_choix-brique.eml"
CHAMBRE = M + "2025/07/2025-07-09_residence_changement-chambre.eml"
ODC07_FINAL = M + "2025/09/2025-09-09_patrick-lavoie_RE-ODC-07.eml"
GILLES = M + "2025/09/2025-09-15_gilles_RE-platelage-suite.eml"
MBOX = M + "listes/foulees-mile-end.mbox"

TRAVAIL = "calendar/travail-ABL.ics"
PERSO = "calendar/perso.ics"
TACHES = "calendar/taches.ics"

IG = "chats/instagram/your_instagram_activity/messages/inbox/"
IG_RANIA = IG + "raniahaddad_17842035618801234/message_1.json"
IG_MEL = IG + "melcotecourt_17849927311045678/message_1.json"

PV03 = "notes/travail/erables/PV-chantier-03-2025-06-10.md"
PV08 = "notes/travail/erables/PV-chantier-08-2025-09-02.md"
AO = "notes/travail/erables/appel-offres-addenda.md"
OAQ_NOTE = "notes/travail/oaq-formation-continue.md"
OAQ_CSV = "data/OAQ-heures-formation.csv"
CA = "notes/condo/CA-syndicat-2025.md"
AGA_NOTE = "notes/condo/AGA-2025-preparation.md"
GERIATRE = "notes/mama/geriatre-2025-03-20.md"
MANDAT = "notes/mama/mandat-de-protection.md"
VISITES = "notes/mama/visites-journal.md"
CHOMEDEY = "notes/mama/appart-chomedey-checklist.md"
RECETTE = "notes/recettes/mjaddara-et-taboulé-de-mama.md"
GARDE = "txt/gardiennage-Zaatar.txt"
J0618 = "journal/2025-06-18.md"
J0902 = "journal/2025-09-02.md"
J0223 = "journal/2025-02-23-brain-dump-dimanche.md"
J0727 = "journal/2025-07-27-kamouraska-retour.md"
J0914 = "journal/2025-09-14-dimanche-soir.md"
FUEL = "chats/assistant/2025-08-14_ravitaillement-longues.json"
QUICK = "chats/questions-rapides.jsonl"

# Facts that must appear only inside encoded parts (absent from the raw bytes of every file).
ENCODED_ONLY = ["3862", "8h15", "25-0418-MP", "1 150 $", "21/30", "1847392", "6 240,00"]

Q = []


def q(id, kind, query, keys, hint):
    Q.append({"id": id, "kind": kind, "query": query, "keys": keys, "hint": hint})


# ---------------------------------------------------------------- fact
q("h01", "fact", "numéro dossard demi",
  {DOSSARD: ["3862"]},
  "Bib 3862 (sas B) — only in the base64 parts of the 16 Sept race e-mail; distractors: April registration receipt (bib 'sent in September'), perso.ics race day (pointer), club mbox, IG with Mélanie ('Dossard reçu! Sas B').")
q("h02", "fact", "notary file number for mom's mandate",
  {NOTAIRE: ["25-0418-MP"]},
  "Dossier 25-0418-MP — only in the base64 attachment of Me Bélanger's 3 Apr e-mail; distractors: Nour's RE: reply, mandat-de-protection.md (pointer), perso.ics notary event.")
q("h03", "fact", "mama memory test score march",
  {PORTAIL: ["21/30"]},
  "MoCA 21/30 — only in the base64 HTML portal summary (21 Mar); distractors: geriatre-2025-03-20.md (says score is in the portal summary), perso.ics, Sept long note ('next MoCA').")
q("h04", "fact", "SEAO no. erables appel d'offres",
  {ADDENDA: ["1847392"]},
  "SEAO 1847392 — only in the base64 HTML Addenda no 2 e-mail; distractor: appel-offres-addenda.md (says the number is in the addenda).")
q("h05", "fact", "wifi pasword catsitter",
  {GARDE: ["figuier-bleu-58"]},
  "Network Clark302 / figuier-bleu-58 on the cat-sitter sheet; distractor: Feb brain dump (old password was the cat's name + year, changed).")

# ---------------------------------------------------------------- who
q("h06", "who", "duroc superintendant name",
  {EQUIPE: ["Steve Gagnon", "surintendant"], PV03: ["S. Gagnon (surintendant"],
   PV08: ["S. Gagnon (surint."]},
  "Steve Gagnon (Duroc) — Patrick's RE: e-mail introducing him + both site-meeting minutes listing him; distractors: Patrick Lavoie (chargé de projet), travail.ics attendees (no Gagnon).")
q("h07", "who", "physio who treated my shins name",
  {PHYSIO: ["Julie Marchand"]},
  "Julie Marchand, pht (Physio Santé Plateau) — only the Aug receipt has the full name; distractors: 2025-06-18 daily ('Julie M.'), IG Mélanie ('va voir Julie'), perso.ics physio events, Sept long note ('Julie').")
q("h08", "who", "engineer who inspected the roof decking",
  {LECLERC: ["Sébastien Leclerc"], CA: ["Sébastien Leclerc"]},
  "Sébastien Leclerc, ing. (Expertise Bâtiment Leclerc) — his 4 Sept e-mail + CA notes 27 Aug resolution; distractors: Marc-André Tremblay (school structural eng.), Gilles's e-mail ('l'ingénieur'), Sept long note.")
q("h09", "who", "head nurse at mama's residence",
  {MEDIC: ["Sylvie Drouin", "Infirmière-chef"], VISITES: ["Sylvie Drouin", "infirmière-chef"]},
  "Sylvie Drouin, infirmière-chef — medication e-mail + visit log; distractors: Chantal Lacasse (care coordinator, room-change e-mail), Dre Gauthier, daily note 09-02 ('Sylvie says').")
q("h10", "who", "qui est mandataire remplaçant pour maman",
  {MANDAT: ["Rania", "Mandataire remplaçante"]},
  "Rania (sister) is mandataire remplaçante, Nour principal — mandat-de-protection.md; distractors: ChatGPT 'Mandat de protection vs procuration' (generic), notary e-mails (no names).")

# ---------------------------------------------------------------- where
q("h11", "where", "salle AGA syndicat juin",
  {AGA_MAIL: ["Clark-Fairmount", "salle B"]},
  "Centre communautaire Clark-Fairmount, salle B (2e), 5335 rue Clark — Josée's 14 May postponement e-mail (QP, alternative); distractors: stale syndicat calendar (sous-sol commun, 28 May), CA notes 04-09, AGA prep note.")
q("h12", "where", "where does the club meet for saturday long runs now",
  {MBOX: ["Le Pistil"]},
  "Since 14 June: in front of café Le Pistil, Saint-Viateur/Waverly, 7 h — June message in the club mbox; distractors: March message in the same mbox and plan-demi-2025.md (chalet du parc Jarry, old), race-day 'vestiaire G' meeting.")
q("h13", "where", "bélanger notaire adress laval",
  {NOTAIRE: ["2250, boulevard Saint-Martin Ouest"], PERSO: ["2250 boul. Saint-Martin Ouest"]},
  "2250 boul. Saint-Martin Ouest, bureau 410, Laval — notary confirmation e-mail + perso.ics event location; distractors: Nour's RE: reply (quotes only the procedure paragraph), mandat note.")
q("h14", "where", "where's the spare key for the cat sitter",
  {GARDE: ["lockbox", "4417"]},
  "Lockbox on the back-balcony railing (fire-escape side), code 4417 — cat-sitter sheet; distractors: Chomedey checklist (Mama's spare keys at Mme Khoury's).")
q("h15", "where", "memory clinic which building laval hospital",
  {PORTAIL: ["Pavillon B"], PERSO: ["Pavillon B"]},
  "CH Laval-Ouest, Pavillon B, 3e étage — portal summary (base64) + perso.ics geriatrician events; distractors: geriatre note (hospital but no pavilion), résidence address in maman-fiche-urgence.txt.")

# ---------------------------------------------------------------- event_time
q("h16", "event_time", "prochaine réunion de chantier érables",
  {TRAVAIL: ["2025-10-01 13:30"]},
  "Wed 1 Oct 2025 13:30 — RECURRENCE-ID override of the biweekly Tuesday series in travail-ABL.ics (now ≈ 17 Sept); distractors: PV no 8 ('prochaine réunion 16 sept.'), the regular series (Tue 30 Sept 9 h), Sept long note (pointer).")
q("h17", "event_time", "tender closing date erables after addendum",
  {ADDENDA: ["6 mars 2025"], AO: ["6 mars 2025"]},
  "Thu 6 March 2025 14 h (was 20 Feb) — Addenda no 2 e-mail (base64 HTML) + appel-offres-addenda.md; distractors: Feb brain dump ('pushed two weeks'), travail.ics 29 Jan issue-for-tender.")
q("h18", "event_time", "when was mama's signing at the notary",
  {NOTAIRE: ["17 avril 2025"], PERSO: ["2025-04-17 10:00"]},
  "Thu 17 April 2025, 10 h — notary confirmation e-mail + perso.ics; distractors: 2025-04-22 daily ('last Thursday'), Nour's RE: reply, mandat note.")
q("h19", "event_time", "quand ont commencé les travaux de toiture",
  {GESTION: ["11 août 2025"]},
  "Monday 11 Aug 2025 — Martin Lévesque's 18 July e-mail; distractors: stale syndicat-5120-clark.ics (14 July), CA notes 04-09 ('mi-juillet'), Gilles's permit forward (31 July permit), Jul long note.")
q("h20", "event_time", "next geriatrician appt for mom",
  {PERSO: ["2025-10-23 09:40"]},
  "Thu 23 Oct 2025 9:40, Dre Gauthier — perso.ics (with VALARM); distractors: past 20 Mar / 12 Jun events in the same file, portal summary ('suivi dans 3 mois'), Sept long note ('in October', no date).")

# ---------------------------------------------------------------- multi_source
q("h21", "multi_source", "OAQ hours done so far and how many required",
  {OAQ_CSV: ["31.5"], OAQ_NOTE: ["40 heures", "31 mars 2026"]},
  "31.5 h logged (CSV cumul, 11 Sept) of the 40 h required by 31 Mar 2026 (OAQ note); distractors: OAQ note's old '18 h au 3 février', OAQ newsletter, taches.ics declaration todo, travail.ics colloque.")
q("h22", "multi_source", "mandat de protection mama: fees and who's named",
  {MANDAT: ["Mandataire principale", "Mandataire remplaçante"], NOTAIRE: ["1 150 $"]},
  "Nour principal + Rania remplaçante (mandat note) and 1 150 $ + taxes for the notarial mandate (base64 attachment of the notary e-mail); distractors: ChatGPT mandat conversation, 04-22 daily.")
q("h23", "multi_source", "CO-04 lintel size + price",
  {LINTEAU: ["W200x36"], ODC04: ["6 240,00 $"]},
  "W200x36 + 10 mm plate (Marc-André's 29 May e-mail) and 6 240,00 $ (base64 attachment of Patrick's 5 June e-mail); distractors: registre-ODC.md (points to the PJ), PV no 3.")
q("h24", "multi_source", "race morning gun time and club meeting spot",
  {DOSSARD: ["8h15"], MBOX: ["vestiaire G"]},
  "Half starts 8h15, corrals open 7h30 (bib e-mail, base64) + club meets 7 h 15 at the vestiaire G tent (club mbox, 15 Sept); distractors: perso.ics all-day race event, IG Mélanie ('rendez-vous du club'), Sept long note.")
q("h25", "multi_source", "roof deck extra: belair claim vs what the engineer found",
  {BELAIR: ["11 400 $"], LECLERC: ["430 pi²"]},
  "Bélair claims 750 pi² extra = 11 400 $ + tx (20 Aug e-mail) vs engineer: only ≈ 430 pi² really rotten → 230 pi² over allowance (Leclerc 4 Sept); distractors: Gilles's 15 Sept e-mail, ChatGPT 'courriel ferme', CA notes, IG Rania.")

# ---------------------------------------------------------------- decision
q("h26", "decision", "structure toit gymnase bois ou acier finalement",
  {HELENE: ["Décision finale", "on retient l'option B"]},
  "Reversed: glulam chosen in Nov 2024 (projet note) → final = steel OWSJ + metal deck, CLT canopy as option (Hélène's 16 Jan e-mail); distractors: 00-projet-erables.md (glulam), Marc-André's comparison, ChatGPT glulam chat, 01-14 daily.")
q("h27", "decision", "why didnt we go with the cheapest roofer",
  {CA: ["Toit-Expert", "écartée"]},
  "Toit-Expert rejected: 5-yr warranty only, no liability insurance proof, wrong RBQ sub-category → Toitures Bélair chosen (CA notes 12 Mar); distractor: Josée's bid table e-mail (prices only).")
q("h28", "decision", "are we selling mama's condo or not",
  {IG_RANIA: ["we DON'T sell"]},
  "Not selling — rent it unfurnished, 12-month lease, revisit in 2026 (IG DM with Rania, 12 Apr); distractors: Feb brain dump ('sell? rent? leave it?'), Chomedey checklist.")
q("h29", "decision", "couleur de brique choisie école érables",
  {BRIQUE: ["Ardoise Velours"]},
  "Ardoise Velours (Briqueterie Saint-Laurent), chosen by the committee 27 Jan — Isabelle's HTML e-mail; distractors: 00-projet-erables.md options list, Feb brain dump, Sept long note ('dark and soft').")
q("h30", "decision", "lebanon trip this summer decided?",
  {J0727: ["Liban est reporté à l'été 2026"], IG_RANIA: ["can't do Lebanon this summer"]},
  "Postponed to summer 2026 (went to Kamouraska instead) — Jul 27 long note + IG DM to Rania 25 Jul; distractors: IG 24 May proposal, Sept long note (Rania goes alone in Oct).")

# ---------------------------------------------------------------- temporal_current
q("h31", "temporal_current", "mama room number now",
  {CHAMBRE: ["room 118"], VISITES: ["chambre 118"]},
  "Room 118, ground floor (since 21 Jul) — résidence e-mail + later visit-log entries; old value chambre 214 in maman-fiche-urgence.txt and the Feb visit-log entry.")
q("h32", "temporal_current", "half marathon goal time current",
  {J0902: ["2:00 flat"]},
  "2:00 flat (5:41/km) — 2 Sept daily note; old values: 1:55 (plan-demi-2025.md, IG Mélanie Feb, ChatGPT original branch), 1:58 (ChatGPT edited branch, June).")
q("h33", "temporal_current", "montant final ODC amiante",
  {ODC07_FINAL: ["18 450,00 $"]},
  "ODC-07 final 18 450,00 $ (Patrick's 9 Sept RE:); old 22 900 $ in the 27 June e-mail and registre-ODC.md; PV no 8 says 'en négociation'.")
q("h34", "temporal_current", "mom aricept dose now",
  {MEDIC: ["10 mg"]},
  "Donépézil 10 mg since 16 June (résidence e-mail 13 June); old 5 mg in geriatre note, portal summary and maman-fiche-urgence.txt.")
q("h35", "temporal_current", "who's our property manager now condo",
  {GESTION: ["Martin Lévesque", "nouveau gestionnaire"]},
  "Martin Lévesque (Gestion Carré) since Josée Papineau left on 11 July — 18 July e-mail; distractors: Josée's e-mails, CA notes front matter, Bélair e-mail cc.")

# ---------------------------------------------------------------- open_loop
q("h36", "open_loop", "mama old apartment still need to cancel",
  {CHOMEDEY: ["- [ ] Annuler la ligne fixe Bell"]},
  "Still to cancel: Mama's Bell landline (+ the Arabic paper subscription); also locker and keys — appart-chomedey-checklist.md; distractors: Sept long note (locker/keys), taches.ics (RAMQ done).")
q("h37", "open_loop", "DI en attente structure érables",
  {PV08: ["DI-14", "En attente de la réponse de Structures Vallée"],
   J0914: ["corridor wall opening question is still waiting on Marc-André"]},
  "DI-14: 1.8 m opening in corridor B bearing wall, waiting on Structures Vallée, needed by 19 Sept — PV no 8 + Sept 14 long note; distractors: PV no 3 (DI-09/DI-11 closed), lintel e-mail (CO-04, done).")
q("h38", "open_loop", "agm minutes did i send them out",
  {TACHES: ["Envoyer le PV de l'AGA"], GILLES: ["procès-verbal de l'AGA"],
   AGA_NOTE: ["- [ ] Envoyer le PV à tous les copropriétaires"]},
  "Not sent: VTODO NEEDS-ACTION (due 30 June), Gilles asks again on 15 Sept, AGA prep checklist unchecked; distractor: AGA prep note '[x] Brouillon du PV'.")
q("h39", "open_loop", "physio receipts insurance claim done?",
  {J0618: ["- [ ] Envoyer les reçus de physio"], J0902: ["- [ ] Reçus de physio"]},
  "Still not submitted to Boréale Assurances (6 receipts) — open checkbox in 18 June and 2 Sept daily notes; distractor: physio receipt e-mail ('keep for your insurance').")
q("h40", "open_loop", "roof dispute belair what are we waiting on",
  {GILLES: ["On attend toujours sa facture révisée"]},
  "Waiting on Bélair's revised invoice; extra payment withheld; mise en demeure ready, not before 30 Sept — Gilles's 15 Sept e-mail; distractors: Leclerc report (recommends asking for a revised invoice), CA notes 27 Aug, Sept long note.")

# ---------------------------------------------------------------- preference
q("h41", "preference", "my usual coffee order",
  {IG_MEL: ["cortado lait d'avoine"]},
  "Oat-milk cortado — IG DM with Mélanie (5 Apr); distractors: Sept long note ('oatmeal, coffee'), assistant fuel chat (breakfast).")
q("h42", "preference", "herb I hate in tabouleh",
  {RECETTE: ["PAS de coriandre"]},
  "Coriander/cilantro (tastes like soap), parsley only — Mama's mjaddara/taboulé recipe note; distractors: quick-questions boulghour line, Feb brain dump (mjaddara).")
q("h43", "preference", "morning vs evening runs what works for me",
  {J0223: ["morning runner", "5h45"]},
  "Morning runner: out by 5h45, evening runs wreck her sleep — Feb 23 long brain-dump note; distractors: club mbox (Tuesday 18 h 30 intervals), running CSV, plan-demi-2025.md.")
q("h44", "preference", "how I want condo board stuff communicated",
  {CA: ["par courriel, point", "WhatsApp"]},
  "E-mail only (or the manager's portal), not the owners' WhatsApp group — note-to-self at the top of CA-syndicat-2025.md; distractor: Feb brain dump (WhatsApp rumour).")
q("h45", "preference", "what do I eat on long runs instead of gels",
  {FUEL: ["hate gels", "medjool dates"]},
  "Pitted medjool dates with a pinch of salt (hates gels) — Aug 14 assistant chat; distractors: gear.md (points to the chat), club mbox taper ('pas de nouveau gel'), Sept long note ('my little bag').")

# ---------------------------------------------------------------- vague
q("h46", "vague", "tip from rania's husband about the roof guys",
  {IG_RANIA: ["tape measure"]},
  "Ziad: make roofers photograph every section of old deck with a tape measure in the shot + ask for dumpster weight tickets — IG DM with Rania (21 Aug); distractors: Leclerc report, Gilles e-mail, ChatGPT roofer e-mail.")
q("h47", "vague", "the old singer mama still knows all the words to",
  {VISITES: ["Fairuz"]},
  "Fairuz, 'Nassam 3alayna el hawa' (18 May entry) — visit log; distractors: maman-fiche-urgence.txt ('musique arabe classique'), Jul long note (Mama still sings).")
q("h48", "vague", "where are we eating after the race w mel",
  {IG_MEL: ["Olives & Thym"]},
  "Brunch at Olives & Thym on Bernard, 12 h 30, table for 6 — IG DM with Mélanie (10 Sept); distractors: perso.ics race event ('Brunch avec Mél après'), Sept long note ('brunch with Mel').")
q("h49", "vague", "truc québec qui rembourse une partie de la résidence de maman",
  {QUICK: ["maintien à domicile"]},
  "Crédit d'impôt pour maintien à domicile des aînés (70+, services in RPA rent) — quick-questions JSONL (26 Apr); distractors: Jul long note (pointer to 'a quick question'), ChatGPT mandat conversation.")
q("h50", "vague", "book rec for looking after someone with memory loss",
  {GERIATRE: ["Aimer sans s'oublier"]},
  "« Aimer sans s'oublier » by Louise Caron, recommended by Dre Gauthier — geriatre-2025-03-20.md; distractor: Jul long note ('the caregiving book from the library', no title).")

QUESTIONS = Q
