# Plain-text files and CSVs.
NOTES = {}

NOTES["txt/gardiennage-Zaatar.txt"] = """GARDIENNAGE — ZAATAR (le chat) — for Léa
Nour Haddad, 5120 rue Clark, app. 302
Updated: July 2025 (same sheet works for the race weekend Oct 4-5)

MY CELL: 514-555-0199   OLIVIER: 514-555-0126
If no answer: Mélanie (friend, 2 streets away) 514-555-0187

GETTING IN
- Front door: buzzer code #302, then push hard, the door sticks in humid weather.
- Spare key: in the little lockbox clipped to the railing of the back balcony (fire-escape side,
  2nd floor landing), code 4417. Put the key BACK in the box when you leave please.
- Apartment door: top lock only. The bottom one jams, don't use it.

WI-FI
- Network: Clark302
- Password: figuier-bleu-58
  (Changed in February — if your phone remembers the old one, forget the network and reconnect.)

FOOD
- Morning 7-8h: 1/3 can (wet, the salmon one in the fridge, covered with the blue lid)
- Evening 18-19h: 1/3 cup dry (Royal Canin, bin in the pantry). NO MORE even if he screams. He will scream.
- Fresh water every day, in the ceramic bowl, not the plastic one (he ignores the plastic one).
- Treats: 3 per day max. He'll tell you it's 10.

LITTER
- Scoop once a day, bags under the bathroom sink, garbage chute at the end of the hall.

MEDS
- None. If he vomits more than twice in a day, call me, then the vet.
- Vet: Clinique vétérinaire Saint-Viateur, 514-555-0151.

PLANTS
- Water the fig tree (big one by the window) on Thursday only. Ignore the others, they're plastic.

OTHER
- The balcony door stays CLOSED. He's an escape artist.
- Mail: leave it on the kitchen table.
- Eat anything in the fridge except the labelled containers (they're for my mother).
- Thank you!! Zaatar says nothing, but he means it.
"""

NOTES["txt/howto-export-jeu-PDF-Revit.txt"] = """HOW-TO: exporter un jeu de plans en PDF depuis Revit (gabarit ABL) — version 2025
(écrit pour Maude, mais ça sert à tout le monde)

1. Vérifier que tous les feuillets ont la bonne révision dans le cartouche:
   Gérer > Révisions de feuille/de nuage. Émission "Pour construction" = Rév. 0.
2. Fichier > Exporter > PDF.
   - Combiner en un seul fichier: OUI pour les émissions au client, NON pour les addenda (un PDF par feuillet).
   - Nom de fichier: {No projet}_{No feuillet}_{Rév}.pdf  ex.: ABL-2317_A-301_R2.pdf
3. Paramètres:
   - Format: selon la feuille (jeu Érables = ARCH D 24x36)
   - Zoom: 100 %
   - Qualité raster: Haute; Couleurs: Noir et blanc SAUF les plans de phasage
   - Cocher "Masquer les limites de zone de cadrage" et "Masquer les plans de référence non référencés"
4. Sceau: NE PAS mettre le sceau numérique dans Revit. On scelle dans le PDF après vérification,
   avec le certificat de l'OAQ (clé USB dans le tiroir de Hélène).
5. Annotations / vérification: dans Bluebeam (pas Acrobat — Acrobat aplatit les nuages de révision
   et on perd les calques). Ensuite "Aplatir" seulement la copie émise.
6. Dépôt: dossier \\\\ABL-SRV\\Projets\\2317\\06_Émissions\\AAAA-MM-JJ_objet\\
7. Avis d'émission: courriel au client + registre des émissions (Excel) à jour.

Problèmes fréquents:
- Les hachures sortent grises: vérifier "Remplacer les demi-teintes par des traits fins".
- Les textes en Arial Narrow sautent: installer la police sur le poste (demander à Kevin).
- Le traceur bloque sur les PDF de plus de 200 Mo: exporter par lots de 20 feuillets.
"""

NOTES["txt/maman-fiche-urgence.txt"] = """FICHE D'URGENCE — SALWA HADDAD (Mama)
Mise à jour: 2025-03-25  (à garder dans le sac + copie au frigo)

Nom: Salwa Haddad (née Khoury)         Date de naissance: 1947-04-09
Carte d'assurance maladie: HADS 4704 0915 (fictif ici — vraie carte dans le portefeuille)
Langues: arabe, français (anglais: un peu)

ADRESSE ACTUELLE
Résidence Les Jardins Sainte-Dorothée, 700 rue des Jardins (fictif), Laval
Chambre 214, 2e étage — réception: 450-555-0110

DIAGNOSTIC
Trouble neurocognitif majeur, stade léger (probable Alzheimer) — Dre Élise Gauthier, gériatre
Hypothyroïdie

MÉDICAMENTS
- Donépézil 5 mg — le matin, avec le déjeuner (depuis mars 2025)
- Synthroid (lévothyroxine) 50 mcg — le matin, à jeun
- Vitamine D 1000 UI
Pharmacie: Pharmacie Nadeau-Roy, Sainte-Dorothée — 450-555-0134 (livraison à la résidence)

ALLERGIES: Pénicilline (urticaire)

CONTACTS
1. Nour Haddad (fille) — 514-555-0199
2. Rania Haddad (fille, Toronto) — 416-555-0172
3. Résidence — infirmière de garde: 450-555-0110 poste 307

À SAVOIR
- Elle peut dire que son mari est vivant (décédé en 2019). Ne pas la contredire, rediriger.
- Elle marche lentement mais sans aide. Pas de conduite automobile.
- Elle aime le thé sucré, la musique arabe classique, qu'on lui tienne la main.
"""

NOTES["data/course-journal-2025.csv"] = """date,distance_km,duree,allure_min_km,type,chaussures,ressenti_1a10,notes
2025-03-01,12.0,1:10:12,5:51,sortie longue club,Ride 17,6,"-9, vent, gros groupe"
2025-03-04,8.0,0:44:40,5:35,fractionné 6x800,Endorphin Speed,7,
2025-03-08,14.0,1:21:30,5:49,sortie longue club,Ride 17,6,
2025-03-22,15.0,1:26:15,5:45,sortie longue club,Ride 17,7,premier 15 de l'année
2025-04-05,16.0,1:32:48,5:48,sortie longue club,Ride 17,7,
2025-04-15,10.0,0:53:20,5:20,tempo,Endorphin Speed,8,rapide!
2025-04-19,16.0,1:31:12,5:42,sortie longue club,Ride 17,8,
2025-05-10,17.0,1:37:35,5:44,sortie longue club,Ride 17,6,tibia droit sensible à la fin
2025-05-20,8.0,0:42:24,5:18,fractionné 5x1km,Endorphin Speed,5,tibia droit
2025-06-03,6.0,0:36:00,6:00,facile,Ride 17,4,douleur tibia droit → arrêt + physio
2025-06-14,25.0,1:05:00,,vélo (cross-training),,7,consigne de la physio
2025-06-21,10.0,1:00:30,6:03,sortie longue club (raccourcie),Ride 17,6,pas de douleur
2025-07-05,12.0,1:11:24,5:57,sortie longue club,Ride 17,7,
2025-07-22,8.0,0:47:12,5:54,facile (Kamouraska),Ride 17,9,fleuve + marais salé
2025-07-25,16.0,1:34:40,5:55,sortie longue solo,Ride 17,8,route du Cap
2025-08-09,17.0,1:40:10,5:53,sortie longue club,Ride 17,7,
2025-08-23,18.0,1:45:36,5:52,sortie longue club,Ride 17,8,test ravito
2025-08-30,7.0,0:39:12,5:36,tempo (Toronto),Endorphin Speed,7,bord du lac chez Rania
2025-09-06,18.0,1:45:00,5:50,sortie longue club,Ride 17,8,sans douleur
2025-09-13,19.0,1:50:48,5:50,sortie longue club,Ride 17,8,dernière longue avant l'affûtage
"""

NOTES["data/OAQ-heures-formation.csv"] = """date,activite,organisme,categorie,heures,cumul_periode,preuve
2024-04-18,Webinaire — Code de construction ch. 3 (sécurité incendie),OAQ,structurée,3.0,3.0,attestation PDF
2024-05-22,Visite technique — bâtiment en bois massif,Cecobois,structurée,2.5,5.5,attestation PDF
2024-06-13,Lecture dirigée — guide sur l'étanchéité à l'air,autoapprentissage,non structurée,1.0,6.5,fiche de lecture
2024-09-26,Conférence — accessibilité universelle dans les écoles,Société Logique,structurée,3.0,9.5,attestation PDF
2024-10-17,Colloque — enveloppe du bâtiment 2024,OAQ,structurée,6.0,15.5,attestation PDF
2024-11-28,Webinaire — contrats publics et ordres de changement,CSSMR / ABL interne,structurée,1.5,17.0,courriel
2025-01-23,Lecture dirigée — Guide des écoles du futur,autoapprentissage,non structurée,1.0,18.0,fiche de lecture
2025-02-19,Webinaire — solins et relevés de toiture,Association des maîtres couvreurs,structurée,1.5,19.5,attestation PDF
2025-03-27,Formation — surveillance de chantier (module 2),OAQ,structurée,3.0,22.5,attestation PDF
2025-04-15,Webinaire — nouveautés CNB 2020 Québec,RBQ,structurée,1.0,23.5,attestation PDF
2025-05-21,Lunch & learn — Revit familles paramétriques (admissible? à vérifier),ABL interne,non structurée,1.5,25.0,liste de présence
2025-06-19,Webinaire — gestion de l'amiante en rénovation,CNESST,structurée,2.0,27.0,attestation PDF
2025-07-10,Balado — architecture scolaire (épisode 14),autoapprentissage,non structurée,0.5,27.5,note
2025-08-28,Webinaire — maçonnerie et ancrages,Conseil canadien de la maçonnerie,structurée,1.5,29.0,attestation PDF
2025-09-04,Visite technique — école en CLT (Laval),Cecobois,structurée,1.0,30.0,attestation PDF
2025-09-11,Webinaire — ventilation des écoles et qualité de l'air,ASHRAE Montréal,structurée,1.5,31.5,attestation PDF
"""
