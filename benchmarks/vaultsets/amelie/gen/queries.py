"""The 50 held-out questions. KEYS holds, per question, the string(s) each gold file must
contain once decoded (a dict file->list for multi-source / mixed cases, else one list for all).
Run: python3 queries.py  -> writes ../queries.json"""
import json, os

Q = []
def q(id, kind, query, gold, hint, keys):
    Q.append(dict(id=id, query=query, gold=gold, kind=kind, gold_hint=hint, _keys=keys))

M = "mail/2025/"
# ------------------------------------------------------------------ fact
q("h01", "fact", "numero compte urssaf",
  ["notes/admin/comptable-urssaf.md", M + "09/2025-09-23_echeancier.eml"],
  "Compte cotisant URSSAF 691 2284 9375. Distractors: SIRET 834 917 255 00027 and CARPIMKO 26-0418-F in the same note.",
  ["691 2284 9375"])
q("h02", "fact", "numéro de commande kinedis pour les tables",
  [M + "06/2025-06-10_confirmation-commande.eml", M + "11/2025-11-04_livraison-reportee.eml"],
  "CMD-KDR-25-0612 (the quote number KDR-2025-1147 in comparatif-materiel.md is a distractor; Physiolyne quote DEV-PHY-25-0388 too).",
  ["CMD-KDR-25-0612"])
q("h03", "fact", "key box code for the Brittany cottage",
  [M + "07/2025-07-29_infos-arrivee.eml"],
  "Code 1958, only inside the base64 body of Yannick Morvan's arrival e-mail (French). Distractor: bretagne-ete-2025.md only points to 'le mail de M. Morvan'. Cross-language (EN query, FR content).",
  ["1958"])
q("h04", "fact", "devis demenageur combien",
  ["data/budget-demenagement.csv"],
  "Rhône Express Déménagement, 1380 € (CSV row only). nouveau-local.md names the mover but says the amount is in the budget table (pointer, not gold).",
  ["1380"])
q("h05", "fact", "abstract ID edinburgh talk",
  [M + "02/2025-02-24_nsmf-abstract-decision.eml", M + "05/2025-05-06_venue-change.eml",
   "notes/conf/nsmf-edinburgh-2025.md"],
  "NSMF25-0217. Distractor: hotel reference GFL-55810, flight booking QZ7M2P.",
  ["NSMF25-0217"])
# ------------------------------------------------------------------ who
q("h06", "who", "proprio du nouveau local c'est qui ?",
  ["notes/cabinet/bail-professionnel.md", "notes/cabinet/nouveau-local.md",
   M + "04/2025-04-09_rdv-signature.eml", "calendar/cabinet.ics", "notes/journal/2025-04-14.md"],
  "M. Gérard Pellissier, gérant de la SCI Tisseurs 48. Distractors: the régie e-mails (Nadia Ferrand, gestionnaire) that say 'le bailleur' without naming him.",
  ["Pellissier"])
q("h07", "who", "who co-presented the climbing shoulder talk with me in Edinburgh",
  [M + "02/2025-02-24_nsmf-abstract-decision.eml", M + "05/2025-05-06_venue-change.eml",
   M + "06/2025-06-16_re-great-to-meet.eml", "notes/conf/nsmf-edinburgh-2025.md",
   "calendar/voyage-edimbourg.ics", "notes/journal/2025-06-12.md"],
  "Tom Okafor (Manchester). Distractors: Fiona MacRae (programme chair), Hannah Price (friend, dinner).",
  ["Okafor"])
q("h08", "who", "comment s'appelle la maitresse de theo",
  ["notes/famille/ecole-enfants.md", "notes/famille/reunion-parents-profs-theo.md",
   M + "10/2025-10-02_convocation-reunion.eml", "calendar/famille.ics"],
  "Mme Valérie Roussel (CM2). Distractors: M. Antoine Giraud (Rose's CE1 teacher, also in the mbox), Mme Catherine Aubry (directrice).",
  ["Roussel"])
q("h09", "who", "sports doctor who did the ultrasound on my achiles",
  ["notes/sport/journal-blessure.md", "calendar/sport.ics",
   "chats/chatgpt/conversations-2025-09.json", "notes/sport/trail-balcons-beaujolais.md"],
  "Dr Laurent Besson, Centre de médecine du sport Lyon-Gerland. Distractor: journal 2025-07-09 mentions 'le médecin du sport' without a name; Julien did the shockwave sessions.",
  ["Besson"])
q("h10", "who", "commerciale kinédis nom",
  ["notes/cabinet/comparatif-materiel.md", "notes/cabinet/reunion-associes-2025-06-05.md",
   M + "06/2025-06-10_confirmation-commande.eml", M + "11/2025-11-04_livraison-reportee.eml",
   "notes/journal/2025-07-09.md", "notes/journal/2025-11-12.md"],
  "Camille Brun (Kinédis Rhône). Distractor: Olivier Tessier is the Physiolyne rep (devis e-mail of 16 April).",
  ["Camille Brun"])
# ------------------------------------------------------------------ where
q("h11", "where", "where is the NSMF conference held",
  [M + "05/2025-05-06_venue-change.eml", "notes/conf/nsmf-edinburgh-2025.md",
   "calendar/voyage-edimbourg.ics", "notes/journal/2025-06-12.md"],
  "Dunmore Hall, 27 Chambers Street, Edinburgh. Old venue Carrick Conference Centre (Holyrood Road) is still in the acceptance e-mail of 24 Feb (distractor).",
  ["Dunmore Hall"])
q("h12", "where", "reunion parents profs theo quelle salle",
  [M + "10/2025-10-02_convocation-reunion.eml", "calendar/famille.ics",
   "notes/famille/reunion-parents-profs-theo.md"],
  "Salle 12, 2e étage (escalier B), école des Chartreux-Bas. Distractor: the APE list message about the 13–17 October meetings gives no room.",
  ["salle 12"])
q("h13", "where", "restaurant where I had dinner with Hannah in Edinburgh",
  ["notes/journal/2025-06-12.md", "calendar/voyage-edimbourg.ics"],
  "Kittiwake Kitchen, The Shore, Leith. Distractor: nsmf-edinburgh-2025.md only says she's booking 'somewhere in Leith'; the coffee chat suggests generic cafés.",
  ["Kittiwake Kitchen"])
q("h14", "where", "où on a signé le bail du cabinet",
  [M + "04/2025-04-09_rdv-signature.eml", "calendar/cabinet.ics",
   "notes/cabinet/bail-professionnel.md", "notes/journal/2025-04-14.md"],
  "À la régie Perrache-Bellecour, 5 place Carnot (2e étage). Distractor: the local itself (48 bd des Tisseurs) and the accountant's office cours Gambetta.",
  ["place Carnot"])
q("h15", "where", "depart trail beaujolais lieu",
  [M + "03/2025-03-18_confirmation-inscription.eml", "notes/sport/trail-balcons-beaujolais.md",
   "calendar/sport.ics"],
  "Salle des fêtes de Ternand (8h00). Distractors: Saint-Vérand (barrière horaire km 21), Parc de la Cerisaie (club training).",
  ["Ternand"])
# ------------------------------------------------------------------ event_time
q("h16", "event_time", "date réunion parents-profs Théo",
  [M + "10/2025-10-02_convocation-reunion.eml", "calendar/famille.ics",
   "notes/famille/reunion-parents-profs-theo.md"],
  "Mardi 14 octobre 2025 à 17h30. Distractor: APE mbox says only 'du 13 au 17 octobre'.",
  {M + "10/2025-10-02_convocation-reunion.eml": ["14 octobre 2025 à 17h30"],
   "calendar/famille.ics": ["20251014T173000"],
   "notes/famille/reunion-parents-profs-theo.md": ["14 octobre 2025, 17h30"]})
q("h17", "event_time", "what time is my talk in Edinburgh",
  [M + "05/2025-05-06_venue-change.eml", "notes/conf/nsmf-edinburgh-2025.md",
   "calendar/voyage-edimbourg.ics", "notes/journal/2025-06-12.md"],
  "Friday 13 June 2025, 11:40–11:55, Room B. Distractor: the acceptance e-mail says 'time TBC'.",
  {"calendar/voyage-edimbourg.ics": ["20250613T114000"], "*": ["11:40"]})
q("h18", "event_time", "when was the meeting with the accountant about the 2024 accounts",
  [M + "01/2025-01-20_bilan-2024-pieces.eml", "calendar/cabinet.ics",
   "notes/admin/comptable-urssaf.md"],
  "Lundi 3 mars 2025 à 14h chez Vial & Roche (Hélène Vial). Cross-language: English query, French content. Distractor: 28 février deadline for documents, 21 novembre deadline in the Oct e-mail.",
  {"calendar/cabinet.ics": ["20250303T140000"], "*": ["3 mars"]})
q("h19", "event_time", "flight to edinbrugh departure time",
  ["calendar/voyage-edimbourg.ics", "notes/conf/nsmf-edinburgh-2025.md"],
  "Wed 11 June 2025, 14:05 from Lyon Saint-Exupéry (VA 318), arriving 15:00 local. Distractor: return flight VA 319 on 14 June.",
  {"calendar/voyage-edimbourg.ics": ["20250611T140500"], "*": ["14:05"]})
q("h20", "event_time", "quand passe la commission d'accessibilité au nouveau local",
  ["calendar/cabinet.ics", M + "10/2025-10-29_nouvelle-date-cles.eml"],
  "Jeudi 27 novembre 2025 à 10h; in the e-mail the date is only in the base64 attachment (planning_fin_travaux_TIS48.txt). Distractors: journal 2025-11-12 and nouveau-local.md mention the commission without a date; famille.ics has Rose's museum outing on the same day.",
  {"calendar/cabinet.ics": ["20251127T100000"], "*": ["27 novembre 2025 à 10h00"]})
# ------------------------------------------------------------------ multi_source
q("h21", "multi_source", "achille : combien de semaines d'arrêt le médecin + ce que propose l'orga du trail",
  ["notes/sport/journal-blessure.md", M + "07/2025-07-15_re-inscription-tbb.eml"],
  "Doctor (journal-blessure, in English): six weeks without running. Organiser (re-inscription-tbb e-mail): report 2026 for 5 € or 50 % refund (19 €), answer before 31/12. Neither file has the other half.",
  {"notes/sport/journal-blessure.md": ["six weeks without running"],
   M + "07/2025-07-15_re-inscription-tbb.eml": ["5 € de frais", "50 % de votre inscription"]})
q("h22", "multi_source", "Edinburgh trip total cost registration + hotel + flights",
  [M + "02/2025-02-24_nsmf-abstract-decision.eml", M + "05/2025-05-12_booking-confirmation.eml",
   "calendar/voyage-edimbourg.ics"],
  "Registration £240 (acceptance e-mail), hotel £447 for 3 nights (base64 hotel confirmation), flights 212 € return (calendar flight DESCRIPTION). The conference note has none of the amounts.",
  {M + "02/2025-02-24_nsmf-abstract-decision.eml": ["£240"],
   M + "05/2025-05-12_booking-confirmation.eml": ["£447"],
   "calendar/voyage-edimbourg.ics": ["212 €"]})
q("h23", "multi_source", "combien je paie par mois urssaf et comptable maintenant",
  [M + "09/2025-09-23_echeancier.eml", M + "10/2025-10-20_lettre-mission-2026.eml"],
  "URSSAF 1 146 €/month from 5 Oct 2025 (échéancier e-mail; old 982 € in comptable-urssaf.md is a distractor) + accountant 145 € HT/month (only in the base64 attachment of the lettre de mission).",
  {M + "09/2025-09-23_echeancier.eml": ["1 146 €"],
   M + "10/2025-10-20_lettre-mission-2026.eml": ["145 € HT par mois"]})
q("h24", "multi_source", "how much more expensive was the second Brittany gite than the first one",
  [M + "04/2025-04-28_confirmation-location.eml", M + "06/2025-06-20_reservation-confirmee.eml"],
  "Ty Avel 1 290 € (base64 confirmation) vs Ker Héol 1 540 € (base64 HTML booking) → 250 € more. Cross-language (EN query, FR content). Distractors: acompte 450 € (cancellation e-mail), budget max 1 600 € (chat).",
  {M + "04/2025-04-28_confirmation-location.eml": ["1 290 €"],
   M + "06/2025-06-20_reservation-confirmee.eml": ["1 540 €"]})
q("h25", "multi_source", "when do Daniel's parents arrive in Brittany and from what time can we get into the cottage",
  [M + "07/2025-07-03_brittany-plans.eml", M + "07/2025-07-29_infos-arrivee.eml"],
  "Margaret & Geoff arrive Sat 9 Aug at Morlaix 15:12 (Margaret's e-mail); check-in at Ker Héol from 16h00 (arrival e-mail, base64). Distractor: the cancelled Ty Avel confirmation also says 'à partir de 16h'.",
  {M + "07/2025-07-03_brittany-plans.eml": ["15:12"], M + "07/2025-07-29_infos-arrivee.eml": ["16h00"]})
# ------------------------------------------------------------------ decision
q("h26", "decision", "pourquoi on a laissé tomber physiolyne pour le matos",
  ["notes/cabinet/comparatif-materiel.md", "notes/cabinet/reunion-associes-2025-06-05.md"],
  "Decided 5 June 2025 to go with Kinédis: ~2 530 € cheaper for equivalent tables, local after-sales service (Vénissieux) vs Physiolyne technicians from Paris. Distractors: the Physiolyne quote e-mail, the Kinédis order confirmation (no reasons).",
  {"notes/cabinet/comparatif-materiel.md": ["2 530 €"],
   "notes/cabinet/reunion-associes-2025-06-05.md": ["On laisse tomber Physiolyne"]})
q("h27", "decision", "did I end up doing the short 14k or drop out of the beaujolais trail",
  ["notes/sport/journal-blessure.md", "notes/sport/trail-balcons-beaujolais.md",
   M + "07/2025-07-15_re-inscription-tbb.eml", "calendar/sport.ics", "chats/chatgpt/conversations-2025-09.json"],
  "Withdrew completely (forfait, neither 32 nor 14 km) on 15 July after the ultrasound. Reversed decision: journal 2025-07-09 says she'd switch to the 14 km 'Découverte' (distractor).",
  {"chats/chatgpt/conversations-2025-09.json": ["pulled out"], "*": ["forfait"]})
q("h28", "decision", "decision salle pilates nouveau local",
  ["notes/cabinet/reunion-associes-2025-06-05.md", "notes/cabinet/nouveau-local.md"],
  "Yes: group room for Pilates/renfo decided at the 5 June partners' meeting, classes from January 2026. 'Ideas only' distractor: idees-amenagement.md (brainstorm, 'rien de décidé'); the budget CSV only lists mats as 'prévu'.",
  ["Pilates"])
q("h29", "decision", "which password manager did we pick for the practice",
  ["notes/cabinet/reseau-wifi-logiciel.md", "chats/chatgpt/conversations-2025-09.json"],
  "Bitwarden (Teams plan), chosen Sept 2025 after the Kalendo notice. Distractors: 1Password and KeePass were considered; the assistant's option list alone is not the decision.",
  ["Bitwarden"])
q("h30", "decision", "on a accepté le soutien APC pour Théo ?",
  ["notes/famille/reunion-parents-profs-theo.md", "calendar/famille.ics",
   "chats/assistant/questions-rapides-2025.jsonl", "notes/journal/2025-11-12.md"],
  "Oui: APC fractions le jeudi 12h–12h45, 6 semaines à partir du 6 novembre, accepted at the 14 Oct meeting. Distractor: convocation e-mail (only mentions maths).",
  ["APC"])
# ------------------------------------------------------------------ temporal_current
q("h31", "temporal_current", "date déménagement cabinet",
  [M + "10/2025-10-29_nouvelle-date-cles.eml", "calendar/cabinet.ics", "notes/journal/2025-11-12.md"],
  "Current: samedi 6 décembre 2025 (clés le 5). Old values: 1er juillet (bail, rdv-signature e-mail, journal 04-14), 1er septembre (06-02 e-mail), lundi 3 novembre (08-26 base64 e-mail, nouveau-local.md updated 3 Oct).",
  {"calendar/cabinet.ics": ["20251206"], "*": ["6 décembre"]})
q("h32", "temporal_current", "practice wifi password for patients",
  ["notes/cabinet/reseau-wifi-logiciel.md"],
  "Kine-Pentes-Invites / Soierie#Canut-0925 (changed 12 Sept 2025). Old: Pentes2019!kine in docs/cabinet-infos-pratiques.txt. Distractor: the Brittany gîte wifi 'goelands-2025'. Cross-language (EN query, FR content).",
  ["Soierie#Canut-0925"])
q("h33", "temporal_current", "livraison materiel kinedis quand",
  [M + "11/2025-11-04_livraison-reportee.eml", "notes/journal/2025-11-12.md"],
  "Current: lundi 8 décembre 2025, 8h–11h. Old: jeudi 28 août (order confirmation of 10 June). cabinet.ics only says the practice is closed 4–8 December (not the delivery).",
  ["lundi 8 décembre"])
q("h34", "temporal_current", "which days is Rose at the canteen now",
  [M + "10/2025-10-27_rose-canteen.eml", "notes/journal/2025-11-12.md"],
  "Since 3 Nov 2025 only Tuesday and Thursday (Daniel WFH Mon/Fri). Old: 4 days (lundi, mardi, jeudi, vendredi) in ecole-enfants.md.",
  {M + "10/2025-10-27_rose-canteen.eml": ["Tuesdays and Thursdays"],
   "notes/journal/2025-11-12.md": ["cantine que le **mardi et le jeudi**"]})
q("h35", "temporal_current", "which gite did we finally stay at in Brittany",
  [M + "06/2025-06-20_reservation-confirmee.eml", M + "07/2025-07-29_infos-arrivee.eml",
   M + "07/2025-07-03_brittany-plans.eml", "notes/famille/bretagne-ete-2025.md",
   "notes/journal/2025-08-05.md", "calendar/famille.ics", "chats/chatgpt/conversations-2025-05.json"],
  "Ker Héol, Locquirec (Yannick Morvan). Old: Ty Avel, Ploumanac'h (confirmation 28 Apr, cancelled 19 May).",
  ["Ker Héol"])
# ------------------------------------------------------------------ open_loop
q("h36", "open_loop", "documents que je dois encore envoyer à hélène",
  [M + "10/2025-10-20_lettre-mission-2026.eml", "calendar/cabinet.ics", "notes/inbox.md",
   M + "11/2025-11-07_fwd-certificate.eml"],
  "Relevés bancaires T3, facture d'acompte Kinédis (2 685 €), certificat Édimbourg – avant le 21 novembre; plus the signed lettre de mission. The 7 Nov forward sends the certificate and promises the T3 statements 'séparément' (still open). Distractors: the unchecked 'Forward the attendance certificate to Hélène' in nsmf-edinburgh-2025.md (done by that forward on 7 Nov); the January list for the 2024 bilan (already sent 25/02 per comptable-urssaf.md).",
  {"calendar/cabinet.ics": ["relevés T3"], "notes/inbox.md": ["relevés bancaires du T3"],
   M + "10/2025-10-20_lettre-mission-2026.eml": ["3e trimestre"],
   M + "11/2025-11-07_fwd-certificate.eml": ["relevés du T3 séparément"]})
q("h37", "open_loop", "what did I promise to send Tom after the conference",
  [M + "06/2025-06-16_re-great-to-meet.eml", "notes/conf/nsmf-edinburgh-2025.md", "notes/inbox.md"],
  "The French version of the patient handout (promised by end of June, still unchecked). Distractor: Tom's own promise of the outcome spreadsheet (quoted in the same e-mail).",
  ["French version"])
q("h38", "open_loop", "reste à faire pour le déménagment du cabinet",
  ["notes/cabinet/nouveau-local.md", "calendar/cabinet.ics", "notes/inbox.md",
   "notes/cabinet/reseau-wifi-logiciel.md"],
  "Unchecked: résilier la box montée des Tisserands, prévenir CPAM/Ordre, plaque professionnelle, Kalendo/Google address, affiche, film vitrine, wifi at the new premises. Distractor: done items (bail, déménageur, Kinédis).",
  {"notes/cabinet/reseau-wifi-logiciel.md": ["- [ ] Prévoir le Wi-Fi du nouveau local"],
   "calendar/cabinet.ics": ["Résilier la box"], "notes/inbox.md": ["Résilier la box"],
   "notes/cabinet/nouveau-local.md": ["- [ ] Résilier la box"]})
q("h39", "open_loop", "trucs à faire pour l'école des enfants",
  ["calendar/famille.ics", "notes/inbox.md", "mail/lists/ape-chartreux-bas.mbox",
   "notes/famille/reunion-parents-profs-theo.md"],
  "Autorisation de sortie Confluences + 6 € for Rose by 21 Nov, cotisation APE 15 €, cahier d'exercices fractions / check the cahier de textes for Théo. Distractor: APC form already returned (COMPLETED).",
  {"calendar/famille.ics": ["autorisation de sortie"], "notes/inbox.md": ["Autorisation de sortie"],
   "mail/lists/ape-chartreux-bas.mbox": ["autorisation de sortie"],
   "notes/famille/reunion-parents-profs-theo.md": ["- [ ] Acheter un cahier"]})
q("h40", "open_loop", "trail race entry still need to reply to organisers",
  [M + "07/2025-07-15_re-inscription-tbb.eml", "calendar/sport.ics", "chats/assistant/questions-rapides-2025.jsonl",
   "notes/sport/trail-balcons-beaujolais.md", "notes/inbox.md"],
  "Must answer the TBB organisers (report 2026 or 50 % refund) before 31 December 2025, with the doctor's certificate.",
  {"chats/assistant/questions-rapides-2025.jsonl": ["31 December"], "*": ["31/12"],
   M + "07/2025-07-15_re-inscription-tbb.eml": ["31 décembre 2025"]})
# ------------------------------------------------------------------ preference
q("h41", "preference", "how do i take my cofee",
  ["chats/chatgpt/conversations-2025-05.json", "chats/assistant/questions-rapides-2025.jsonl",
   "notes/journal/2025-06-12.md", "notes/lists/restos-cafes-lyon.md"],
  "A noisette (espresso with a dash of milk), never oat milk, nothing after 3pm. Distractor: the Brûlerie des Pentes newsletter (Ethiopian beans promo).",
  ["noisette"])
q("h42", "preference", "quelle musique j'aime",
  ["chats/assistant/waiting-room-music-2025-08.json", "chats/chatgpt/conversations-2025-09.json"],
  "70s soul (Bill Withers, Minnie Riperton, Curtis Mayfield) and Françoise Hardy; hates techno/heavy bass and ad-filled radio; silence or rain sounds for paperwork; podcasts, never music, when running. Cross-language (FR query, EN chats).",
  {"chats/assistant/waiting-room-music-2025-08.json": ["Françoise Hardy"],
   "chats/chatgpt/conversations-2025-09.json": ["never music"]})
q("h43", "preference", "foods I don't like",
  ["chats/assistant/cuisine-semaine-2025-03.json", "chats/assistant/questions-rapides-2025.jsonl"],
  "Fennel and anything aniseed (pastis, star anise, tarragon); no red meat. Distractors: Daniel hates olives, Rose won't eat fish, Théo kiwi allergy.",
  {"chats/assistant/cuisine-semaine-2025-03.json": ["fenouil"],
   "chats/assistant/questions-rapides-2025.jsonl": ["fennel"]})
q("h44", "preference", "train or plane what do I prefer",
  ["chats/chatgpt/conversations-2025-05.json", "chats/assistant/questions-rapides-2025.jsonl"],
  "Train whenever feasible (under ~5 h), hates planes/airports; flew to Edinburgh only because the train is 10+ h; aisle seat.",
  {"chats/chatgpt/conversations-2025-05.json": ["rather take the train"],
   "chats/assistant/questions-rapides-2025.jsonl": ["préfère toujours le train"]})
q("h45", "preference", "notre resto préféré à lyon",
  ["notes/lists/restos-cafes-lyon.md", "chats/assistant/cuisine-semaine-2025-03.json"],
  "Chez Nour (libanais, plateau de la Croix-Rousse). Distractors: Le Comptoir des Canuts (for English visitors), La Table de Louise (special occasions).",
  ["Nour"])
# ------------------------------------------------------------------ vague
q("h46", "vague", "email where the letting agent said the wheelchair works at the new office pushed everything back",
  [M + "06/2025-06-02_report-date.eml"],
  "Régie e-mail of 2 June 2025: accessibility works (rampe d'accès PMR, sanitaire adapté) permit late → move to 1 Sept. Cross-language (EN query, FR e-mail). Distractors: the 26 Aug e-mail (electrical panel), the 29 Oct e-mail (commission), the JSONL translation of 'rampe d'accès PMR'.",
  ["rampe d'accès PMR"])
q("h47", "vague", "recette du gateau breton avec des prunes sechées",
  ["docs/recette-far-breton.txt"],
  "Far breton aux pruneaux (recipe from the Locquirec bakery). Distractors: bretagne-ete-2025.md and the arrival e-mail only mention the far.",
  ["pruneaux"])
q("h48", "vague", "that list of dream features for the new clinic we never actually agreed on",
  ["notes/cabinet/idees-amenagement.md"],
  "idees-amenagement.md: wishlist/brainstorm (hydrotherapy pool, coffee corner, living wall, reformer…), 'Nothing is decided'. Distractor: reunion-associes-2025-06-05.md (actual decisions).",
  ["Nothing is decided"])
q("h49", "vague", "mail du loueur de la maison en bretagne qui a eu une fuite",
  [M + "05/2025-05-19_annulation.eml"],
  "Soizic Le Goff's cancellation: dégât des eaux / infiltration par la toiture at Ty Avel. Distractors: the Ty Avel confirmation, Ker Héol e-mails.",
  ["dégât des eaux"])
q("h50", "vague", "the warning that someone was trying to break into our appointment system",
  [M + "09/2025-09-09_security-notice.eml"],
  "Kalendo security notice (unsuccessful sign-in attempts on K-69-44127, phishing, enable 2FA by 30 Sept). Distractors: the password-manager chat and reseau-wifi-logiciel.md which only mention the alert.",
  ["unsuccessful sign-in attempts"])

def public():
    return [{k: v for k, v in d.items() if not k.startswith("_")} for d in Q]

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "queries.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(public(), f, ensure_ascii=False, indent=1)
    print(len(Q), "queries written")
