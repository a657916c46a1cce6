# -*- coding: utf-8 -*-
"""Chat data: Telegram (sister), ChatGPT export, practice chat."""

M = "Mariana"
I = "Inês Carvalho"

# (datetime 'YYYY-MM-DD HH:MM:SS' local, sender, text, options)
# options: reply=<index into this list>, photo=True
TELEGRAM = [
    ("2025-01-12 19:02:13", M, "Mana!! Primeiro dia no escritório novo 🎉", {}),
    ("2025-01-12 19:02:40", M, "", {"photo": True}),
    ("2025-01-12 19:03:05", M, "Vista para as gruas do porto de Leixões, não é lindo? 😂", {}),
    ("2025-01-12 19:20:51", I, "Que orgulho!! Matosinhos chique", {}),
    ("2025-01-12 19:21:30", I, "E o pai, as costas?", {}),
    ("2025-01-12 19:40:02", M, "Melhor. Mas já anda a falar em subir ao telhado outra vez, a mãe está doida", {}),
    ("2025-02-16 12:11:45", I, "PASSEI NO TCF!!! B2 🇫🇷", {}),
    ("2025-02-16 12:12:01", M, "AHHHH parabéns!!! Já és mais francesa que os franceses", {}),
    ("2025-02-16 12:12:30", M, "Conta à mãe, ela vai chorar", {}),
    ("2025-03-30 21:05:19", I, "Temos casa quase! Rue Hénon, 3º andar sem elevador", {}),
    ("2025-03-30 21:05:44", I, "O problema é o fiador, a agência não gosta da mãe do Théo porque é reformada", {}),
    ("2025-03-30 21:07:10", M, "Que snobs. E não há outra solução?", {}),
    ("2025-03-30 21:08:02", I, "Há uma coisa do Estado, Visale. Vamos ver", {}),
    ("2025-05-18 20:31:27", M, "Tenho de te contar uma coisa mas não te passes", {}),
    ("2025-05-18 20:31:50", M, "O pai subiu ao telhado ontem com o escadote velho para trocar as telhas partidas por cima do quarto. SOZINHO. A mãe estava na missa", {}),
    ("2025-05-18 20:32:15", M, "Escorregou no último degrau ao descer, torceu o tornozelo. Está bem, só inchado", {}),
    ("2025-05-18 20:33:40", I, "NÃO ACREDITO. Ele tem 67 anos!!", {"reply": 14}),
    ("2025-05-18 20:34:02", I, "Vou ligar-lhe agora", {}),
    ("2025-05-18 20:50:11", M, "Ele diz que a infiltração na parede do quarto já não volta. A mãe diz que ele não volta ao telhado. Vamos ver quem ganha", {}),
    ("2025-06-22 10:15:00", I, "", {"photo": True}),
    ("2025-06-22 10:15:31", I, "Fête de la Musique ontem, foi lindo. No fim a coluna avariou e cantámos sem som nenhum", {}),
    ("2025-06-22 11:02:46", M, "Que inveja!! Manda vídeo", {}),
    ("2025-07-05 21:44:09", I, "", {"photo": True}),
    ("2025-07-05 21:44:30", I, "Mudança feita. Estou morta. A Pastel está escondida debaixo da banheira", {}),
    ("2025-07-05 21:50:12", M, "Coitadinha 😿 e tu, come alguma coisa", {}),
    ("2025-07-22 09:30:40", M, "Viste o mail? Já tenho voo para agosto", {}),
    ("2025-07-22 09:31:05", M, "Fiquei com lugar à janela, adoro ver os Pirenéus", {}),
    ("2025-07-22 12:48:33", I, "Vi! Que bom!! Eu nunca consigo janela, sou sempre corredor. Odeio ficar presa ao pé da janela, tenho de me levantar mil vezes", {"reply": 26}),
    ("2025-07-22 12:49:01", I, "O Théo já sabe, marca-me sempre corredor", {}),
    ("2025-08-19 08:05:17", M, "Já cheguei. Obrigada por tudo mana, foram dias perfeitos ❤️", {}),
    ("2025-08-19 08:05:45", M, "Diz ao Théo que a andouillette nunca mais", {}),
    ("2025-08-19 08:20:03", I, "Hahaha. Volta depressa. A Pastel já tem saudades tuas", {}),
    ("2025-09-10 18:12:55", I, "Recebi a convocatória para a entrevista da nacionalidade! É em dezembro", {}),
    ("2025-09-10 18:13:20", M, "Uau! Estás nervosa?", {}),
    ("2025-09-10 18:14:02", I, "Um bocadinho. Tenho de saber a história de França toda", {}),
    ("2025-09-10 18:14:40", I, "E ainda pediram mais um papel, a mãe vai ter de ir outra vez à conservatória", {}),
    ("2025-10-01 20:22:31", M, "Update telhado: veio o senhor das telhas finalmente. O pai tinha posto as telhas ao contrário 🙈", {}),
    ("2025-10-01 20:23:02", M, "2300 euros para refazer aquela parte toda. A mãe: \"eu bem disse\"", {}),
    ("2025-10-01 20:30:48", I, "Clássico. Pelo menos ninguém caiu outra vez", {}),
    ("2025-11-03 22:01:14", I, "Notícia: ainda não está 100% mas acho que vamos passar o Natal aí!", {}),
    ("2025-11-03 22:01:40", M, "SIMMMM 🎄", {}),
    ("2025-11-17 13:02:19", I, "Confirmado: vamos passar o Natal aí, de 22 a 27. O Théo já comprou os voos", {}),
    ("2025-11-17 13:03:00", M, "A mãe já está a planear o bacalhau e as rabanadas", {"reply": 41}),
    ("2025-11-17 13:03:31", M, "E a Pastel?", {}),
    ("2025-11-17 13:10:55", I, "Uma vizinha vem dar-lhe de comer. Estudante de veterinária, perfeita", {}),
    ("2025-11-17 13:11:20", M, "Top. Traz o Théo com fome", {}),
]

# ---------------------------------------------------------------- ChatGPT export
# conversation: title, create_time (epoch), nodes: list of (node_id, parent, role, text, t)
# An edited branch is represented by two children of the same parent.
CHATGPT = [
    dict(title="LM1 vs load test trucks", conv_id="6701c2a8-3b1e-8003-a1f0-6e2d9b4c0a11",
         create=1741776600.0,  # 2025-03-12
         nodes=[
             ("n1", None, "system", "", 1741776600.0),
             ("n2", "n1", "user", "Why is the proof load in a bridge load test usually lower than the Eurocode LM1 design load? Explain simply, I need to explain it to a client.", 1741776601.5),
             ("n3", "n2", "assistant", "Short version: LM1 is a characteristic load for design, combining a tandem system and a uniformly distributed load with safety factors applied on top. A load test aims to produce effects comparable to a fraction of the design (often 70-100 % of the characteristic traffic effects, without the partial factors) while staying safely in the elastic range so the structure is not damaged. The goal is to check stiffness and behaviour (deflection, recovery), not to prove ultimate capacity. So the test trucks are placed to reproduce the critical bending moment at a level that is high enough to be meaningful, but below the level that could cause permanent damage.", 1741776640.2),
             ("n4", "n3", "user", "ok and what ratio measured/predicted is considered good?", 1741776702.0),
             ("n5", "n4", "assistant", "Typically a measured deflection between about 0.7 and 1.0 of the predicted value is considered consistent (structure a bit stiffer than the model is common). Also check the residual deflection after unloading: a small residual, often below 10-15 % of the maximum, indicates elastic behaviour. Your test protocol will define the exact criteria.", 1741776730.9),
         ], current="n5"),
    dict(title="Lettre agence – volet roulant", conv_id="686c9e40-77aa-8003-b2c4-0f31e5d7aa02",
         create=1751965200.0,  # 2025-07-08
         nodes=[
             ("m1", None, "system", "", 1751965200.0),
             ("m2", "m1", "user", "Write a short formal letter in French to my rental agency: the bedroom roller shutter is broken since we moved in.", 1751965210.0),
             ("m3", "m2", "assistant", "Objet : Dysfonctionnement du volet roulant\n\nMadame, Monsieur,\n\nJe me permets de vous signaler que le volet roulant de la chambre ne fonctionne pas correctement depuis notre entrée dans les lieux. Je vous remercie de bien vouloir faire intervenir un artisan dans les meilleurs délais.\n\nVeuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.", 1751965240.0),
             ("m4", "m2", "user", "Write a formal letter in French to my rental agency (Agence Foncière des Pentes): the bedroom volet roulant is stuck half-way since we moved in on 30 June, it was noted in the état des lieux d'entrée. Ask them to have it repaired within 15 days, the repair is the landlord's responsibility.", 1751965390.0),
             ("m5", "m4", "assistant", "Objet : Volet roulant de la chambre – demande de réparation\nRéf. : logement 42 rue Hénon, apt 3B\n\nMadame, Monsieur,\n\nLors de l'état des lieux d'entrée réalisé le 30 juin 2025, il a été constaté que le volet roulant de la chambre reste bloqué à mi-hauteur. Ce dysfonctionnement, antérieur à notre entrée dans les lieux, relève de l'obligation d'entretien du bailleur (article 6 de la loi du 6 juillet 1989).\n\nNous vous remercions de bien vouloir faire procéder à sa réparation dans un délai de quinze jours à compter de la réception de ce courrier.\n\nDans l'attente de votre retour, veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.\n\nInês Carvalho et Théo Marchand", 1751965425.0),
             ("m6", "m5", "user", "merci, c'est parfait. 'nos salutations distinguées' is fine with two signatures?", 1751965500.0),
             ("m7", "m6", "assistant", "Yes – with two signatories, \"nos salutations distinguées\" is correct.", 1751965510.0),
         ], current="m7"),
    dict(title="Capo / transposition for fado", conv_id="68fbc1d2-1c0e-8003-9e55-3a7b0f6d1c33",
         create=1761340320.0,  # 2025-10-24
         nodes=[
             ("k1", None, "system", "", 1761340320.0),
             ("k2", "k1", "user", "Our new viola player wants to play Estranha Forma de Vida in A instead of Bb for me. Is a semitone lower a big deal for a mezzo voice?", 1761340330.0),
             ("k3", "k2", "assistant", "A semitone is small but noticeable: the top notes get a little easier and the low notes a little darker. If the highest phrase sits near the top of your comfortable range, A can give you more freedom for ornaments. Try both in rehearsal and record yourself.", 1761340360.0),
         ], current="k3"),
]

# ---------------------------------------------------------------- practice chat (plain messages JSON)
PRACTICE = [
    ("user", "On fait une simulation de l'entretien d'assimilation ? Pose-moi des questions comme l'agent de la préfecture, une par une.", "2025-10-19T20:02:11+02:00"),
    ("assistant", "D'accord. Première question : pourquoi souhaitez-vous devenir française ?", "2025-10-19T20:02:15+02:00"),
    ("user", "Je vis en France depuis 2019, je travaille à Lyon comme ingénieure, mon compagnon est français, ma vie est ici. Je me sens chez moi et je veux pouvoir voter et participer pleinement.", "2025-10-19T20:04:40+02:00"),
    ("assistant", "Très bien, réponse personnelle et claire. Question suivante : quelle est la devise de la République ?", "2025-10-19T20:04:44+02:00"),
    ("user", "Liberté, égalité, fraternité.", "2025-10-19T20:05:02+02:00"),
    ("assistant", "Correct. Pouvez-vous m'expliquer ce qu'est la laïcité ?", "2025-10-19T20:05:06+02:00"),
    ("user", "La laïcité c'est la séparation entre l'État et les religions, loi de 1905. L'État est neutre, chacun est libre de croire ou de ne pas croire.", "2025-10-19T20:06:30+02:00"),
    ("assistant", "Bien. Vous pourriez ajouter que la laïcité garantit la liberté de conscience et l'égalité de tous devant la loi, quelle que soit la religion. Autre question : quels sont les symboles de la République ?", "2025-10-19T20:06:35+02:00"),
    ("user", "Le drapeau bleu blanc rouge, la Marseillaise, Marianne, le 14 juillet... et le coq ? Non, le coq n'est pas officiel je crois.", "2025-10-19T20:07:58+02:00"),
    ("assistant", "Exact, le coq n'est pas un symbole officiel. Vous pouvez citer aussi la devise. Question d'histoire : en quelle année a été adoptée la Déclaration des droits de l'homme et du citoyen ?", "2025-10-19T20:08:02+02:00"),
    ("user", "1789.", "2025-10-19T20:08:15+02:00"),
    ("assistant", "Parfait. Dernière question pour ce soir : participez-vous à la vie locale, association, sport, culture ?", "2025-10-19T20:08:19+02:00"),
    ("user", "Oui, je chante dans un groupe de fado à Lyon, on joue dans des bars et des associations, et je suis membre de l'ICE section Lyon pour le travail.", "2025-10-19T20:09:44+02:00"),
    ("assistant", "Très bonne réponse, concrète. Pensez à en parler avec naturel le jour de l'entretien. On refait une session sur les institutions (Président, Sénat, Assemblée, Conseil constitutionnel) une autre fois ?", "2025-10-19T20:09:50+02:00"),
    ("user", "Oui, la semaine prochaine. Merci !", "2025-10-19T20:10:05+02:00"),
]
