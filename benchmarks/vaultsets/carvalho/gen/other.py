# -*- coding: utf-8 -*-
"""mbox, calendars, chats and CSV data for Ines's vault."""

# ------------------------------------------------------------------ mbox (fado group list)
LIST = "fado-rhone@listes.example"
LISTID = "Fado Rhône <fado-rhone.listes.example>"

MBOX = [
    dict(env="rui.tavares@guitarra.example", envdate="Wed Jan  8 21:03:11 2025",
         frm="Rui Tavares <rui.tavares@guitarra.example>", date="Wed, 08 Jan 2025 21:03:11 +0100",
         subject="[fado-rhone] Ensaios 2025", mid="<rt-0108@guitarra.example>",
         body="""Olá a todos, bonne année !

Ensaios 2025: como sempre às quintas, 20h, em casa da Sofia (montée de la Grande-Côte,
código da porta no grupo). Primeiro ensaio amanhã, dia 9.

Objectivos do trimestre:
- preparar o Café Alfama (14/02) e a Maison du Portugal (5/04)
- aprender o Fado Bailado
- Inês: escolher mais dois fados tradicionais

Abraço,
Rui
"""),
    dict(env="lucas.ferrand@basse.example", envdate="Sat Feb 15 11:40:02 2025",
         frm="Lucas Ferrand <lucas.ferrand@basse.example>", date="Sat, 15 Feb 2025 11:40:02 +0100",
         subject="[fado-rhone] Alfama hier soir", mid="<lf-0215@basse.example>",
         body="""Salut la troupe,

Bilan du Café Alfama : 150 € + repas, 37,50 € chacun, je vous fais un virement ce week-end.
Le son était horrible, je sais. Le patron veut nous reprendre en mai, je lui ai dit qu'on réfléchit.

From now on I suggest we ask for the room to be quiet during Lágrima, or we skip it in bars.

Lucas
"""),
    dict(env="ines.carvalho@mailbox.example", envdate="Fri May 23 09:12:40 2025",
         frm="Inês Carvalho <ines.carvalho@mailbox.example>", date="Fri, 23 May 2025 09:12:40 +0200",
         subject="[fado-rhone] Fête de la Musique – confirmado!", mid="<ic-20250523-0912@mailbox.example>",
         body="""Olá!

Confirmado: tocamos no Miradouro (terrasse no quai Saint-Vincent) no sábado 21 de junho.
Os horários e o cachet estão no mail de confirmação do bar, reencaminhei-vos ontem.
Precisam de uma foto do grupo para o cartaz – alguém tem uma decente?

Set list proposta na nota partilhada do repertório.

Beijinhos,
Inês
"""),
    dict(env="sofia.menezes@cordas.example", envdate="Sat Aug 30 18:25:09 2025",
         frm="Sofia Menezes <sofia.menezes@cordas.example>", date="Sat, 30 Aug 2025 18:25:09 +0200",
         subject="[fado-rhone] Notícia (não muito boa)", mid="<sm-0830@cordas.example>",
         body="""Queridos,

Já vos tinha dito mais ou menos, agora é oficial: vou para Bordéus com o Paul, mudamo-nos
no fim de outubro. Toco com vocês até lá, prometido, incluindo o casamento de Oullins.

Mas atenção: a minha sala deixa de estar disponível para os ensaios a partir de meados de
setembro (caixas, pintores, etc.). Temos de encontrar outro sítio.

Vou ter tantas saudades.
Sofia
"""),
    dict(env="rui.tavares@guitarra.example", envdate="Fri Sep 12 22:05:33 2025",
         frm="Rui Tavares <rui.tavares@guitarra.example>", date="Fri, 12 Sep 2025 22:05:33 +0200",
         subject="[fado-rhone] Nova sala de ensaio", mid="<rt-0912@guitarra.example>",
         body="""Olá a todos,

Graças ao Lucas temos sala! A partir de quinta 25 de setembro os ensaios passam a ser na
MJC Croix-Rousse, salle 3 (1er étage), 41 rue Jacquard, 69004. Sempre às quintas, 20h-22h.

- Aluguer: 12 € a hora, dividimos por quatro.
- A chave pede-se na recepção até às 19h45 (depois fecha), devolve-se na caixa.
- Há um piano (desafinado) e cadeiras sem braços, perfeitas para a guitarra.

Abraço,
Rui
"""),
    dict(env="lucas.ferrand@basse.example", envdate="Sat Sep 13 08:47:19 2025",
         frm="Lucas Ferrand <lucas.ferrand@basse.example>", date="Sat, 13 Sep 2025 08:47:19 +0200",
         subject="Re: [fado-rhone] Nova sala de ensaio", mid="<lf-0913@basse.example>",
         in_reply_to="<rt-0912@guitarra.example>",
         body="""Top. Pour info on peut se garer dans la cour de la MJC après 19h, pratique pour l'ampli.

> A partir de quinta 25 de setembro os ensaios passam a ser na
> MJC Croix-Rousse, salle 3 (1er étage), 41 rue Jacquard, 69004.

Lucas
"""),
    dict(env="rui.tavares@guitarra.example", envdate="Mon Oct 20 19:30:00 2025",
         frm="Rui Tavares <rui.tavares@guitarra.example>", date="Mon, 20 Oct 2025 19:30:00 +0200",
         subject="[fado-rhone] Noite de fado de Natal – Cave des Canuts", mid="<rt-1020@guitarra.example>",
         body="""Olá,

Fechado com a Cave des Canuts: noite de fado de Natal no sábado 13 de dezembro, 20h30.
Morada: Cave des Canuts, 23 rue d'Austerlitz, 69004 Lyon (a cave abobadada, 60 lugares,
sem palco – perfeito para nós).
Chegada 18h45 para a balança. Sem cachet fixo: 70% das entradas para o grupo.

Inês, propões o alinhamento?

Rui
"""),
    dict(env="ines.carvalho@mailbox.example", envdate="Mon Nov 10 21:18:56 2025",
         frm="Inês Carvalho <ines.carvalho@mailbox.example>", date="Mon, 10 Nov 2025 21:18:56 +0100",
         subject="Re: [fado-rhone] Noite de fado de Natal – Cave des Canuts", mid="<ic-20251110-2118@mailbox.example>",
         in_reply_to="<rt-1020@guitarra.example>",
         body="""Proposta de alinhamento (2 partes):

1. Fado Menor  2. Fado Mouraria  3. Estranha Forma de Vida (em Lá)  4. Lágrima
-- intervalo --
5. Povo que Lavas no Rio  6. Fado Bailado  7. Barco Negro  8. Fado Corrido

Sem microfones, se a sala deixar. 60 pessoas numa cave, não precisamos.
From the last rehearsal: Fado Bailado still shaky, let's run it twice on Thursday.

> Inês, propões o alinhamento?

Beijinhos,
Inês
"""),
]

# ------------------------------------------------------------------ calendars
# each event: dict with keys used by build.ical_event
WORK_CAL = dict(name="Travail – Structis", events=[
    dict(uid="work-team-weekly@ines", summary="Réunion d'équipe OA",
         start="20250106T090000", end="20250106T094500",
         rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251222T080000Z",
         exdate=["20250421T090000", "20250609T090000", "20250811T090000", "20250818T090000"],
         location="Structis – salle Rhône (2e étage)"),
    dict(uid="work-mentor@ines", summary="Chartership catch-up with Julien",
         start="20250211T170000", end="20250211T174500",
         rrule="FREQ=WEEKLY;INTERVAL=6;COUNT=8", location="Structis – room 3",
         attendees=[("Julien Roux", "j.roux@structis-oa.example")]),
    dict(uid="work-oa217-prep@ines", summary="OA-217 – réunion préparation épreuve (Métropole)",
         start="20250402T140000", end="20250402T160000", location="Métropole – Direction de la voirie",
         attendees=[("Hélène Vasseur", "h.vasseur@grandlyon-voirie.example"),
                    ("Pierre-Yves Garnier", "py.garnier@structis-oa.example")]),
    dict(uid="work-oa217-test@ines", summary="OA-217 Vernaison-Sud – épreuve de chargement (nuit)",
         start="20250429T213000", end="20250430T053000", location="Pont de Vernaison-Sud",
         description="Night shift. Bring levelling kit, LVDTs, headlamp, warm clothes. Trucks weighed at the quarry.",
         alarm="-PT3H"),
    dict(uid="work-oa088-insp@ines", summary="OA-088 passerelle Saint-Vincent-Nord – inspection détaillée (nacelle + cordes)",
         start="20250624T080000", end="20250624T170000",
         location="Passerelle Saint-Vincent-Nord, quai Saint-Vincent, Lyon 1er",
         attendees=[("Nadia Benali", "n.benali@structis-oa.example"), ("Karim Haddad", "k.haddad@structis-oa.example")]),
    dict(uid="work-ice-talk@ines", summary="ICE Lyon – talk on cable-stayed bridges",
         start="20250318T183000", end="20250318T200000", location="INSA Lyon, amphi Est"),
    dict(uid="work-oa341-visit@ines", summary="OA-341 viaduc – visite préliminaire",
         start="20251002T073000", end="20251002T160000", location="Viaduc OA-341 (RD 42), accès par le chemin des Vernes",
         attendees=[("Nadia Benali", "n.benali@structis-oa.example"), ("Karim Haddad", "k.haddad@structis-oa.example")]),
    dict(uid="work-ice-bearings@ines", summary="ICE Lyon – bridge bearings evening talk",
         start="20251112T183000", end="20251112T200000", location="INSA Lyon, amphi Est"),
    dict(uid="work-irata@ines", summary="IRATA level 1 – recertification (5 days)",
         start="20260209", end="20260214", allday=True, location="Centre de formation cordistes, Vénissieux"),
], todos=[
    dict(uid="todo-cpd@ines", summary="CPD log July–December", due="20251231", status="NEEDS-ACTION"),
    dict(uid="todo-oa088-cost@ines", summary="OA-088 – chiffrage réparation pile + appareils d'appui (for PY)",
         due="20251128", status="NEEDS-ACTION"),
    dict(uid="todo-oa217-report@ines", summary="OA-217 – rapport d'épreuve v2 au client", due="20250520",
         status="COMPLETED", completed="20250520T163000Z"),
])

FADO_CAL = dict(name="Fado Rhône", events=[
    dict(uid="fado-rehearsal@ines", summary="Ensaio Fado Rhône",
         start="20250109T200000", end="20250109T220000",
         rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20251218T220000Z",
         exdate=["20250807T200000", "20250814T200000", "20250821T200000"],
         location="chez Sofia – montée de la Grande-Côte, Lyon 1er"),
    dict(uid="fado-rehearsal@ines", summary="Ensaio Fado Rhône (quarta – 1 de maio é feriado)",
         recurrence_id="20250501T200000", start="20250430T200000", end="20250430T220000",
         location="chez Sofia – montée de la Grande-Côte, Lyon 1er"),
    dict(uid="fado-gig-alfama@ines", summary="Concerto – Café Alfama (Saint-Valentin)",
         start="20250214T203000", end="20250214T230000", location="Café Alfama, Croix-Rousse"),
    dict(uid="fado-gig-maison-pt@ines", summary="Concerto – Maison du Portugal (festa)",
         start="20250405T190000", end="20250405T220000", location="Maison du Portugal, Villeurbanne"),
    dict(uid="fado-carminho@ines", summary="Carminho – concert (with Rui & Sofia)",
         start="20250328T200000", end="20250328T223000", location="Auditorium de Lyon"),
    dict(uid="fado-gig-fete-musique@ines", summary="Fête de la Musique – Fado Rhône @ Le Miradouro",
         start="20250621T203000", end="20250621T223000",
         location="Bar Le Miradouro, 31 quai Saint-Vincent, 69001 Lyon", alarm="-PT4H"),
    dict(uid="fado-gig-wedding@ines", summary="Casamento Oullins (privado)",
         start="20250927T170000", end="20250927T200000", location="Domaine de la Bâtie, Oullins"),
    dict(uid="fado-gig-canuts@ines", summary="Noite de fado de Natal – Cave des Canuts",
         start="20251213T203000", end="20251213T230000",
         location="Cave des Canuts, 23 rue d'Austerlitz, 69004 Lyon",
         description="Christmas fado night. Door split. Bring the new xaile.", alarm="-P1D"),
], todos=[])

PERSONAL_CAL = dict(name="Inês – pessoal", events=[
    dict(uid="pers-tcf@ines", summary="TCF – exame de francês", start="20250215T090000", end="20250215T123000",
         location="Alliance française de Lyon"),
    dict(uid="pers-mae-bday@ines", summary="Aniversário da Mãe 🎂", start="20250309", end="20250310",
         allday=True, rrule="FREQ=YEARLY"),
    dict(uid="pers-banque@ines", summary="Banque – ouverture compte joint", start="20250520T140000", end="20250520T150000",
         location="Banque Rhodanienne, agence Croix-Rousse",
         attendees=[("Théo Marchand", "theo.marchand@mailbox.example")]),
    dict(uid="pers-edl-entree@ines", summary="État des lieux d'entrée + clés – 42 rue Hénon",
         start="20250630T090000", end="20250630T110000", location="42 rue Hénon, 69004 Lyon",
         attendees=[("Théo Marchand", "theo.marchand@mailbox.example")]),
    dict(uid="pers-demenagement@ines", summary="Déménagement !!", start="20250705", end="20250706", allday=True,
         description="Van pick-up 8h cours Gambetta. Friends: Rui, Lucas, Théo's cousin. Pizza after."),
    dict(uid="pers-edl-sortie@ines", summary="État des lieux de sortie studio rue Pierre-Blanc (M. Rivière)",
         start="20250731T100000", end="20250731T110000", location="5 rue Pierre-Blanc, 69001 Lyon"),
    dict(uid="pers-mariana@ines", summary="Mariana chega – aeroporto LYS", start="20250814T134000", end="20250814T143000",
         location="Lyon Saint-Exupéry, terminal 1"),
    dict(uid="pers-mariana-stay@ines", summary="Mariana em Lyon", start="20250814", end="20250819", allday=True),
    dict(uid="pers-theo-bday@ines", summary="Jantar aniversário Théo", start="20251011T200000", end="20251011T230000",
         location="Le Kitchen Café? (to confirm)"),
    dict(uid="pers-consulado@ines", summary="Consulado – renovar Cartão de Cidadão", start="20251016T102000",
         end="20251016T110000", location="Consulado de Portugal, Lyon"),
    dict(uid="pers-pool@ines", summary="Piscina", start="20250902T070000", end="20250902T080000",
         rrule="FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20251031T060000Z"),
    dict(uid="pers-vet-vaccin@ines", summary="Pastel – vaccin (rappel typhus/coryza)", start="20251127T171500",
         end="20251127T174500", location="Cabinet Vétérinaire du Plateau, 11 rue d'Ivry", alarm="-PT2H"),
    dict(uid="pers-entretien@ines", summary="Entretien d'assimilation – naturalisation",
         start="20251204T093000", end="20251204T110000", location="Préfecture du Rhône, site Bonnel",
         description="Bring ORIGINALS: convocation, ID, acte de naissance, TCF, 3 payslips. Arrive 20 min early.",
         alarm="-P1D"),
    dict(uid="pers-natal@ines", summary="Natal no Porto / Braga", start="20251222", end="20251228", allday=True,
         attendees=[("Théo Marchand", "theo.marchand@mailbox.example")]),
], todos=[])

ADMIN_CAL = dict(name="Admin & tarefas", events=[
    dict(uid="adm-poste@ines", summary="La Poste – contrat de réexpédition du courrier", start="20250703T123000",
         end="20250703T130000", location="Bureau de poste Croix-Rousse"),
    dict(uid="adm-assurance@ines", summary="Appel assureur – devis assurance habitation", start="20250612T123000",
         end="20250612T130000"),
], todos=[
    dict(uid="todo-certidao@ines", summary="Pedir à mãe a certidão de casamento dos pais (complément préfecture)",
         due="20251130", status="NEEDS-ACTION",
         description="Requested by the préfecture in ANEF (Sept). Mãe must ask the Conservatória de Braga."),
    dict(uid="todo-traducteur@ines", summary="Traducteur assermenté pour la certidão (dès réception)",
         due="20251215", status="NEEDS-ACTION"),
    dict(uid="todo-icad@ines", summary="Mettre à jour l'adresse de Pastel sur l'I-CAD",
         due="20250930", status="NEEDS-ACTION",
         description="Still the rue Pierre-Blanc address. Login on the I-CAD owner space."),
    dict(uid="todo-assurance@ines", summary="Attestation assurance habitation → agence", due="20250627",
         status="COMPLETED", completed="20250626T101500Z"),
    dict(uid="todo-caf@ines", summary="Changement d'adresse CAF / impôts / Sécu", due="20250731",
         status="COMPLETED", completed="20250722T190000Z"),
    dict(uid="todo-review@ines", summary="Submit ICE Professional Review report (+ SCE sign-off)",
         due="20260115", status="NEEDS-ACTION"),
    dict(uid="todo-riviere@ines", summary="Lettre recommandée à M. Rivière – dépôt de garantie studio non restitué",
         due="20251125", status="NEEDS-ACTION"),
])

# ------------------------------------------------------------------ CSV
FURNITURE_CSV = [
    ["date_sold", "item", "owner", "platform", "sold_price_eur", "buyer", "notes"],
    ["2025-01-18", "Canapé 3 places gris", "Inês", "leboncoin", "210", "Yanis B.", "négocié, venu avec un ami et un camion"],
    ["2025-02-02", "Lampe sur pied laiton", "Inês", "leboncoin", "35", "Claire M.", ""],
    ["2025-02-22", "Vélo de ville Motobécane", "Inês", "Geev/leboncoin", "90", "Hugo", "freins à refaire, prix baissé"],
    ["2025-03-08", "Télé 32 pouces", "Théo", "leboncoin", "60", "Mme Petit", ""],
    ["2025-03-15", "Bureau pin 110 cm", "Inês", "leboncoin", "55", "étudiant INSA", "démonté"],
    ["2025-04-12", "Chaise de bureau", "Inês", "Vinted/leboncoin", "25", "Jules", ""],
    ["2025-04-27", "Étagère IKEA Kallax 4x4", "Théo", "leboncoin", "70", "Anaïs R.", "3 visites annulées avant"],
    ["2025-05-10", "Micro-ondes", "Théo", "voisin", "20", "M. Diallo (voisin Villeurbanne)", ""],
    ["2025-05-24", "Matelas 140", "Inês", "—", "0", "Emmaüs", "donné"],
    ["2025-06-01", "Table basse", "Théo", "leboncoin", "40", "Sarah", ""],
    ["2025-06-07", "Lit 140 + sommier", "Inês", "leboncoin", "80", "couple Vaise", "on garde le lit de Théo... non, on achète un neuf"],
    ["2025-06-14", "Tapis berbère", "Inês", "Vinted", "45", "Emma L.", ""],
    ["2025-06-21", "Rideaux lin x4", "Inês", "Vinted", "28", "Anonyme", ""],
    ["2025-07-12", "Frigo top", "Théo", "leboncoin", "60", "Karim (collègue)", "Karim de Structis"],
    ["2025-07-19", "Cartons x30", "both", "leboncoin", "0", "Pauline", "donnés"],
    ["2025-08-02", "Lot vaisselle", "both", "vide-grenier Croix-Rousse", "32", "divers", ""],
]

SITELOG_CSV = [
    ["date", "structure", "code", "activity", "hours", "team", "remarks"],
    ["2025-01-14", "Pont de Vernaison-Sud", "OA-217", "visite de reconnaissance", "6", "Inês, Nadia", "repérage points de nivellement"],
    ["2025-01-28", "Viaduc de Brignais", "OA-154", "inspection annuelle", "7", "Nadia, Inês", "RAS, joints de chaussée à surveiller"],
    ["2025-02-19", "Pont de Vernaison-Sud", "OA-217", "relevé fissuration travée 2", "5", "Inês, Karim", "fissures < 0.2 mm"],
    ["2025-03-05", "Passerelle Saint-Vincent-Nord", "OA-088", "visite préalable (accès)", "3", "Inês", "repérage nacelle + cordes"],
    ["2025-03-26", "Pont de la Mulatière (rampe)", "OA-009", "inspection annuelle", "6", "Nadia, Inês", "corrosion garde-corps"],
    ["2025-04-09", "Pont de Vernaison-Sud", "OA-217", "pose capteurs LVDT", "8", "Inês, Karim", ""],
    ["2025-04-29", "Pont de Vernaison-Sud", "OA-217", "épreuve de chargement (nuit)", "9", "Inês, Nadia, Karim, PY", "OK – see test note"],
    ["2025-05-06", "Pont de Vernaison-Sud", "OA-217", "dépose capteurs", "4", "Karim, Inês", ""],
    ["2025-05-21", "Viaduc de Brignais", "OA-154", "suivi joints", "3", "Inês", ""],
    ["2025-06-11", "Pont de Couzon", "OA-120", "inspection subaquatique (appui)", "5", "Nadia, plongeurs", "Inês au bureau"],
    ["2025-07-08", "Passerelle Saint-Vincent-Nord", "OA-088", "inspection détaillée nacelle + cordes", "9", "Inês, Nadia, Karim", "éclatements béton + appareils d'appui, voir note"],
    ["2025-07-22", "Passerelle Saint-Vincent-Nord", "OA-088", "réunion entreprise (périmètre réparations)", "2", "Inês", ""],
    ["2025-08-26", "Pont de la Mulatière (rampe)", "OA-009", "contre-visite", "3", "Inês", ""],
    ["2025-09-09", "Tunnel de la Croix-Rousse (tête nord)", "OA-301", "inspection génie civil", "6", "Nadia, Inês", "nuit"],
    ["2025-09-30", "Viaduc OA-341", "OA-341", "recherche d'archives", "4", "Inês", "plans de 1974 incomplets"],
    ["2025-10-02", "Viaduc OA-341", "OA-341", "visite préliminaire", "8", "Inês, Nadia, Karim", "corniches sonnent creux"],
    ["2025-10-21", "Viaduc OA-341", "OA-341", "cordes piles 3 et 4", "8", "Karim, Inês", "fissures non répertoriées"],
    ["2025-11-04", "Pont de Couzon", "OA-120", "suivi affouillement", "4", "Nadia, Inês", ""],
    ["2025-11-13", "Viaduc OA-341", "OA-341", "carottages", "7", "Inês, labo", "6 carottes"],
]

# ------------------------------------------------------------------ quick questions JSONL
QUICK = [
    ("2025-01-10T08:14:00+01:00", "leboncoin remonter annonce ça vaut le coup?", "Rarely for furniture; lower the price by 10 % after a week instead."),
    ("2025-02-03T22:40:00+01:00", "TCF B1 vs B2 for naturalisation", "Naturalisation requires at least B1 oral and written (B2 since 2026 rules for some cases – check the current decree)."),
    ("2025-02-20T12:05:00+01:00", "caution solidaire vs caution simple", "Solidaire: the landlord can go straight to the guarantor without first pursuing the tenant. Simple: tenant first."),
    ("2025-03-02T19:31:00+01:00", "quanto tempo demora a certidão multilingue conservatória", "Usually 3–5 working days if requested at the counter; online can be longer."),
    ("2025-04-01T21:02:00+02:00", "visale conditions age salary", "Under 31 (any situation) or employees over 31 newly hired/with salary under a ceiling; rent ceiling 1,500 € in Île-de-France, 1,300 € elsewhere."),
    ("2025-05-02T12:14:00+02:00", "préavis studio non meublé Lyon combien de temps", "Lyon is in zone tendue, so the notice for an unfurnished flat is reduced to 1 month (instead of 3). State it in the letter and send it by LRAR or hand delivery against signature."),
    ("2025-05-02T12:20:00+02:00", "LRAR ou remise en main propre préavis", "Both are valid; commissaire de justice too. Notice starts on reception by the landlord."),
    ("2025-06-05T18:44:00+02:00", "cat moving house stress tips", "Keep her in one quiet room with litter, food and familiar blankets for 2–3 days, then open the rest of the flat."),
    ("2025-06-25T09:10:00+02:00", "van 20m3 enough for 2 people T1 + studio", "Usually yes for two small flats, maybe two trips if there are many books."),
    ("2025-07-03T20:50:00+02:00", "fibre free vs bouygues débit réel", "Both fine for a flat; choose on price and installation delay."),
    ("2025-08-05T07:55:00+02:00", "dépôt de garantie délai restitution", "1 month after returning the keys if the exit inventory matches the entry one, 2 months otherwise; 10 % of the monthly rent per month of delay as penalty."),
    ("2025-09-11T13:02:00+02:00", "entretien d'assimilation questions typiques", "Values of the Republic, symbols, history, rights and duties, your integration (work, friends, associations)."),
    ("2025-10-07T08:01:00+02:00", "chaudière erreur F28", "On many wall-mounted gas boilers F28 = ignition failure (no flame detected). Check the gas supply, then call a professional."),
    ("2025-10-24T23:12:00+02:00", "transpose Bb to A guitar capo", "Down a semitone: without capo, play the shapes one fret lower, or tune down."),
    ("2025-11-15T10:30:00+01:00", "ICE review report word count includes appendices?", "Normally appendices are excluded – check your confirmation email."),
]
