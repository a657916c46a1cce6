import json
from common import write, epoch, iso, uid5


def chatgpt_conv(conv_id, title, turns, branch=None):
    """turns: list of (role, text, epoch). branch: (index_of_user_turn, alt_text, alt_reply, t) -> an edited
    earlier version of that user turn that stays in the tree but is not on the current path."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid5(conv_id, "system")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}}, "create_time": None,
        "update_time": None, "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    last = sys_id

    def node(nid, role, text, t, par):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}}, "create_time": t,
            "update_time": None, "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all", "channel": None}, "parent": par, "children": []}
        mapping[par]["children"].append(nid)

    for i, (role, text, t) in enumerate(turns):
        if branch and i == branch[0]:
            # the abandoned (earlier) version of this user message + its reply
            a_id, r_id = uid5(conv_id, "alt", i), uid5(conv_id, "altreply", i)
            node(a_id, "user", branch[1], branch[3], parent)
            node(r_id, "assistant", branch[2], branch[3] + 21.4, a_id)
        nid = uid5(conv_id, i)
        node(nid, role, text, t, parent)
        parent = nid
        last = nid
    return {"title": title, "create_time": turns[0][2] - 2.0, "update_time": turns[-1][2],
            "mapping": mapping, "moderation_results": [], "current_node": last, "plugin_ids": None,
            "conversation_id": uid5(conv_id, "conv"), "conversation_template_id": None,
            "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
            "id": uid5(conv_id, "conv")}


GENERIC_TIMELINE = """Ecco una timeline di massima per un trasloco di studio professionale, partendo da metà giugno con l'obiettivo di essere operativi entro fine settembre.

**Fase 1 – Contratto e progettazione (giugno–luglio)**
1. Revisione e firma del contratto di locazione: verifica durata, recesso, clausole sui lavori, chi paga cosa. Fai inserire esplicitamente che l'impianto elettrico è a tuo carico con eventuale compensazione sul canone.
2. Rilievo del locale e progetto del layout: zone di lavoro, saletta riunioni vetrata, archivio, angolo caffè, punti presa e dati.
3. Richiesta preventivi: elettricista, vetreria, eventuale imbianchino. Chiedi a tutti non solo la data di inizio ma anche i tempi di consegna dei materiali.
4. Verifica della fibra e prenotazione del trasloco della linea (i tempi degli operatori possono essere di 3–6 settimane).

**Fase 2 – Lavori (agosto – inizio settembre)**
5. Impianto elettrico: è il lavoro critico. Fatti dare la dichiarazione di conformità prima di portare dentro attrezzature.
6. Parete vetrata e tinteggiatura: possono procedere in parallelo, ma la tinteggiatura va dopo le tracce dell'elettricista.
7. Arredi: decidi cosa portare, cosa vendere, cosa comprare.

**Fase 3 – Trasloco (metà–fine settembre)**
8. Preventivi da almeno due ditte di traslochi; attenzione ad apparecchiature pesanti o delicate (plotter, server), che spesso richiedono ditte specializzate.
9. Backup completo dei dati prima di staccare qualunque cosa.
10. Imballaggio dell'archivio con etichette per anno e cliente.

**Fase 4 – Comunicazioni (subito dopo)**
11. Clienti, fornitori, Ordine professionale, cassa previdenziale, PEC, commercialista (variazione del luogo di esercizio dell'attività), banca, assicurazione, sito web, firma e-mail, schede online.

**Margini**: lascia almeno due settimane tra la fine prevista dei lavori e il trasloco. I lavori in locali vecchi sono quasi sempre in ritardo.

Vuoi che trasformi questa timeline in una checklist con date precise?"""


def h1():
    convs = []
    t = epoch(2025, 6, 14, 10, 12)
    convs.append(chatgpt_conv("h1c1", "Trasloco studio – timeline", [
        ("user", "Ciao! Ti spiego: ho uno studio di architettura a Torino, siamo in due (io e Matteo) più un tirocinante ogni tanto. Il contratto di Via Cibrario finisce il 30 settembre. Avevamo scelto un locale in Via Belfiore 31 ma il proprietario ha venduto tutto, quindi è saltato. Abbiamo deciso per Via Giacosa 12/B a San Salvario: ex negozio, 92 m², vetrina, 1.350 € al mese. L'idea è traslocare a metà settembre. Mi aiuti con una timeline? Una cosa per me fondamentale: odio gli open space senza una stanza chiusa per le call, voglio una saletta riunioni separata da una parete vetrata.", t),
        ("assistant", GENERIC_TIMELINE, t + 38.2),
        ("user", "Sì, grazie. Aggiungi che il plotter pesa 70 kg e che non voglio che lo tocchi la ditta di traslochi normale.", t + 410.0),
        ("assistant", "Certo. Ecco la checklist con le date indicative:\n\n- **entro 30 giugno**: firma del contratto; richiesta preventivi elettricista e vetreria.\n- **entro 15 luglio**: conferma dei lavori, ordine dei materiali (chiedere le date di consegna per iscritto).\n- **1–31 agosto**: impianto elettrico, poi tinteggiatura, poi parete vetrata.\n- **entro 20 agosto**: sopralluogo e preventivo ditta traslochi.\n- **fine agosto**: prenotazione di una ditta specializzata per il trasporto del plotter (serve furgone con sponda idraulica, imbracature, assicurazione specifica per apparecchiature di valore; alcune ditte di assistenza tecnica offrono anche lo smontaggio e la ricalibrazione).\n- **una settimana prima**: backup completo del server/NAS, imballaggio archivio, etichette.\n- **giorno del trasloco**: una persona nel locale vecchio, una nel nuovo con la planimetria dei mobili.\n- **settimana dopo**: comunicazioni a clienti ed enti.\n\nConsiglio extra: se l'elettricista non consegna la dichiarazione di conformità entro il 5 settembre, sposta subito il trasloco. È molto più economico spostare una data che gestire un trasloco in un locale senza corrente.", t + 446.9),
    ]))
    t2 = epoch(2025, 6, 11, 7, 31)
    convs.append(chatgpt_conv("h1c2", "Email to client: contractor switch", [
        ("user", "I need a short, calm email to my client Oliver. Context: London restaurant fit-out, he's terminating the contractor Hadley & Finch (4 weeks late, no M&E drawings, silly variation) and we're going back to the second bidder, Brockwell Shopfitting. I want to confirm I've called Brockwell, they're interested and can start 7 July, and that I'll come to London for the pre-start meeting. I'll come by train as always, Turin–Paris–London: I don't fly when the train takes less than about ten hours, I work on the train and I arrive less stressed. No need to mention that to him though.", t2),
        ("assistant", "Here's a draft:\n\n---\nSubject: Brockwell – availability and next steps\n\nDear Oliver,\n\nFollowing your decision on Hadley & Finch, I spoke to Kwame at Brockwell Shopfitting this morning. They are still very interested in the project and can start on site on Monday 7 July, subject to a letter of intent being signed next week.\n\nProposed next steps:\n1. Nadia to prepare the valuation of H&F's work to date and a comparison against Brockwell's March tender.\n2. Brockwell to confirm their programme, key personnel and M&E subcontractor by Friday.\n3. Pre-start meeting in London in the first week of July – I will attend in person.\n\nI'll keep you posted as soon as I have their written confirmation.\n\nBest regards,\nGiulia\n---\n\nWould you like a more formal version, or one that also summarises the reasons for the termination for the record?", t2 + 24.0),
        ("user", "Perfect. Second thing: Oliver asked again about the dining room floor. He likes big glossy porcelain tiles. I hate glossy porcelain in restaurants: it's loud, slippery when wet, and it makes any room look like a motorway service station. What I want is natural linoleum in a terrazzo pattern. Give me three arguments he will care about (he cares about noise and money).", t2 + 900.0),
        ("assistant", "Three arguments framed around what Oliver cares about:\n\n1. **Noise** – Linoleum is a resilient floor: it absorbs impact noise (chair legs, heels, dropped cutlery) instead of reflecting it. Large glossy porcelain is one of the hardest, most reflective surfaces you can put in a dining room, and it will add to the reverberation you are already fighting with the acoustic plaster. Since he lost private-dining business to noise before, this is probably your strongest card.\n\n2. **Money over the life of the restaurant** – Porcelain is cheap per m² but expensive when it fails: a cracked tile in a busy dining room means closing an area, and matching tiles years later is hard. Linoleum can be repaired locally, refinished, and is kinder to dropped glassware (fewer breakages).\n\n3. **Safety and brand** – Glossy porcelain gets slippery when wet, which matters near a bar and a kitchen pass. And aesthetically, a terrazzo-pattern linoleum reads as warm and crafted, much closer to the Fennel & Ash identity than a shiny surface.\n\nIf useful I can draft a one-page comparison table (cost per m², slip rating, acoustic performance, maintenance).", t2 + 934.5),
    ], branch=(2, "Second thing: Oliver asked about the floor again. Give me arguments for linoleum vs porcelain.",
               "Sure – here are some general pros and cons of linoleum and porcelain tiles for a restaurant floor: durability, cost, maintenance, slip resistance and acoustics all differ...", t2 + 700.0)))
    t3 = epoch(2025, 6, 20, 21, 40)
    convs.append(chatgpt_conv("h1c3", "Vela: cosa mettermi per il corso", [
        ("user", "Faccio un corso base di vela su deriva a luglio sul Lago Maggiore, 4 giorni, 9:30–17. I'm always cold, even in summer, and I'll probably end up in the water at least once. Cosa mi metto? Serve la muta o basta la lycra?", t3),
        ("assistant", "Per un corso su deriva a luglio sul Lago Maggiore, con temperature dell'acqua di solito intorno ai 20–23 °C, ecco una proposta a strati:\n\n**Base**\n- Costume o intimo tecnico\n- Lycra a maniche lunghe (protezione UV e dalle abrasioni)\n\n**Se sei freddolosa**\n- Una muta corta (shorty) 2–3 mm o un top in neoprene sottile: se finisci in acqua e poi c'è vento, fa una grande differenza. Molti circoli ne prestano o noleggiano qualcuna – chiedi il primo giorno.\n- Giacca antivento leggera per le uscite pomeridiane, quando sul lago si alza la brezza.\n\n**Piedi e testa**\n- Scarpette da barca o da scoglio con suola chiara, mai a piedi nudi\n- Cappellino con laccetto, occhiali con laccetto\n\n**Altro**\n- Crema solare alta resistente all'acqua, da rimettere a pranzo\n- Cambio completo e asciugamano in una sacca stagna\n- Molta acqua\n\nIn pratica: lycra + shorty è la combinazione più versatile per chi sente il freddo.", t3 + 31.0),
    ]))
    write("chats/chatgpt/conversations-2025-06.json", json.dumps(convs, ensure_ascii=False, indent=1))


def h2():
    convs = []
    t = epoch(2025, 10, 12, 19, 5)
    convs.append(chatgpt_conv("h2c1", "Train trip to Rotterdam", [
        ("user", "I'm speaking at a conference in Rotterdam in November (Threshold, 6–7 Nov). I don't fly if a train gets me there in a day – I booked the TGV leaving Torino Porta Susa at 7:46 on Wednesday 5 November, then Eurostar from Paris Nord to Rotterdam. Two questions: 1) is 1h50 enough to get from Gare de Lyon to Gare du Nord with a suitcase? 2) packing list for 3 days + a talk?", t),
        ("assistant", "1) **Gare de Lyon → Gare du Nord in 1h50**: yes, comfortably. The fastest option is RER D (direct, about 10 minutes, trains every few minutes), or RER B/D via Châtelet. Allow extra time for ticket machines and for the Eurostar check-in, which usually closes 30–45 minutes before departure for the Paris–Brussels–Netherlands services; in practice you'll have 40–50 minutes to spare. Keep a backup: metro line 5 is slower but also direct-ish from near Gare d'Austerlitz.\n\n2) **Packing list** for a 3-day conference with a talk:\n- Laptop + charger, USB-C to HDMI adapter, clicker, slides on USB stick as PDF backup\n- Printed notes for the talk (in case of screen failure)\n- 2 smart outfits + 1 layer for cold venues (November in Rotterdam is cold, windy and often wet)\n- Waterproof jacket, compact umbrella, comfortable shoes for walking between venues\n- Business cards, a pen, a notebook\n- Snacks and a water bottle for the train\n- European plug – no adapter needed from Italy\n\nWould you like a rehearsal plan for the talk as well?", t + 27.3),
    ]))
    t = epoch(2025, 10, 28, 21, 50)
    convs.append(chatgpt_conv("h2c2", "Talk rehearsal – Threshold", [
        ("user", "My talk is 20 minutes including questions, about fitting a wood-fired restaurant into a Victorian print works in London (kitchen extract, fire escape, acoustics, a contractor change). I always run long in English. How do I rehearse so I finish in 15 minutes?", t),
        ("assistant", "A practical rehearsal plan for a 15-minute talk:\n\n1. **Budget the time per section** before rehearsing: e.g. building 2', brief 1', extract problem 4', fire engineering 3', contractor change 2', acoustics 2', lessons 1'. Write the minute marks on your notes.\n2. **Rehearse out loud three times with a timer**, not in your head. The first run will be long; cut content, not speed.\n3. **One idea per slide**, and decide the single sentence you want people to remember from each section.\n4. **Prepare an elastic section**: one part (e.g. acoustics) that can shrink from 2 minutes to 30 seconds if you are running late.\n5. **Record yourself once** on your phone and listen at 1x speed – you'll hear where you repeat yourself.\n6. **Don't translate in your head**: write the key sentences in English in advance, especially the opening and the closing.\n7. **Q&A**: prepare answers to 3 likely questions (cost of the extract solution, how the client reacted to the contractor change, what you'd do differently).\n\nStarting slowly and calmly is better than rushing: audiences forgive a slightly shorter talk, never a long one.", t + 33.9),
    ]))
    t = epoch(2025, 10, 20, 22, 15)
    convs.append(chatgpt_conv("h2c3", "Mamma – esercizi dopo protesi d'anca", [
        ("user", "Mia mamma ha 68 anni, protesi totale d'anca destra a maggio (accesso anteriore). Sta andando bene: ora fa fisio con Marta il martedì e il venerdì alle 15:30, da settembre. Marta says her gluteus medius is still weak and she limps a bit when she's tired. Puoi suggerirmi esercizi sicuri da fare a casa nei giorni senza fisio? And please remind me at the end: I must book her 6-month X-ray for November, I keep forgetting.", t),
        ("assistant", "Premessa importante: qualsiasi esercizio va approvato dalla fisioterapista, che conosce la situazione di tua mamma. Detto questo, questi sono esercizi comunemente proposti in questa fase del recupero per rinforzare il medio gluteo:\n\n1. **Abduzione da sdraiata sul fianco sano** (cuscino tra le ginocchia come base): sollevare la gamba operata tesa di 20–30 cm, 2–3 serie da 10.\n2. **Clamshell** (conchiglia): sul fianco, ginocchia piegate, aprire il ginocchio mantenendo i piedi uniti; eventualmente con elastico leggero.\n3. **Abduzione in piedi** appoggiata al lavello o a una sedia stabile, busto dritto, 2 serie da 10 per lato.\n4. **Ponte** con elastico sopra le ginocchia.\n5. **Side-stepping** lungo il corridoio con le mani sul muro, 5–10 metri avanti e indietro.\n6. **Stazione monopodalica** assistita: stare in equilibrio sulla gamba operata tenendosi, 10–20 secondi, più volte.\n\nSegnali per fermarsi: dolore acuto, dolore che peggiora il giorno dopo, gonfiore. La zoppia da stanchezza in genere migliora con il rinforzo nel giro di qualche settimana.\n\n**Promemoria:** devi prenotare la **radiografia di controllo a 6 mesi** dell'anca della mamma per novembre. Ti serve l'impegnativa del medico di base, poi puoi prenotare tramite CUP o privatamente presso la struttura dove è stata operata. Ti consiglio di farlo questa settimana, perché i tempi di attesa possono essere di diverse settimane.", t + 41.7),
    ]))
    write("chats/chatgpt/conversations-2025-10.json", json.dumps(convs, ensure_ascii=False, indent=1))


def h3():
    msgs = [
        ("user", iso(2025, 8, 3, 21, 12), "Ciao! I'm the testimone – maid of honour, more or less – for my best friend Chiara, wedding on 13 September in the Langhe. She asked for a speech of max 3 minutes, in Italian, and forbade any story about our exams at the Politecnico (we met in first year, Statica, long story). I'm an architect, not a writer. Can you help me with a structure?"),
        ("assistant", iso(2025, 8, 3, 21, 12, 40), "Che bel compito! Ecco una struttura classica per un discorso da testimone di 3 minuti (circa 350–400 parole in italiano):\n\n1. **Apertura (20–30 secondi)**: presentati brevemente e ringrazia. Una frase che catturi l'attenzione – un'immagine, non una battuta forzata.\n2. **Chi è la sposa per te (60 secondi)**: uno o due aneddoti che mostrino il suo carattere. Scegli episodi che tutti possano capire, non solo gli amici stretti.\n3. **La coppia (45 secondi)**: quando hai capito che lui era quello giusto? Cosa porta lui nella vita di lei?\n4. **Un augurio (30 secondi)**: concreto, personale.\n5. **Il brindisi finale (10 secondi)**: invita tutti ad alzare i bicchieri.\n\nConsigli pratici:\n- scrivilo per essere detto, non letto: frasi brevi;\n- provalo ad alta voce con il cronometro;\n- stampa il testo in corpo grande;\n- evita le battute che richiedono spiegazioni.\n\nVuoi raccontarmi qualche episodio con Chiara e costruiamo insieme la parte centrale?"),
        ("user", iso(2025, 8, 3, 21, 20), "Ok. Some material: Chiara is the one who always says 'ci vuole un piano B' and then never has one. She moved to Lisbon for an Erasmus with one suitcase and came back with three. She met Tommaso at a climbing gym – she was terrified of heights. I want an architecture metaphor at the end, something about foundations maybe, but not cheesy. Ah, e ho deciso una cosa sul regalo: oltre alla colletta, il mio regalo personale sarà un acquerello della Tenuta vista dal giardino, incorniciato. Niente bici, niente macchina del caffè. Ci lavorerò le sere di agosto."),
        ("assistant", iso(2025, 8, 3, 21, 21, 5), "Ottimo materiale! Una bozza di parte centrale e chiusura:\n\n\"Chiara è la persona che dice sempre 'ci vuole un piano B'. E poi non ce l'ha mai. È partita per Lisbona con una valigia ed è tornata con tre. È entrata in una palestra di arrampicata con la paura dell'altezza… ed è uscita con Tommaso. Forse il segreto di Chiara è proprio questo: non le serve un piano B, perché si butta nel piano A con tutta se stessa.\n\nTommaso, tu sei stato il suo piano A più coraggioso.\n\nIo di mestiere disegno case. E ho imparato che la parte più importante di un edificio è quella che nessuno vede: le fondazioni. Non si fotografano, non si ammirano, ma reggono tutto, anche quando fuori c'è tempesta. Vi auguro di costruire così: con fondazioni profonde, e con tante finestre.\n\nAlziamo i bicchieri: a Chiara e Tommaso!\"\n\nSull'acquerello: è un regalo bellissimo e molto personale. Ti suggerisco di fare una o due prove piccole prima della versione definitiva, e di calcolare i tempi della cornice (di solito un corniciaio chiede 1–2 settimane)."),
        ("user", iso(2025, 8, 29, 22, 40), "Rehearsed it in front of the mirror: 3 minutes 40. Too long. Cosa taglio?"),
        ("assistant", iso(2025, 8, 29, 22, 40, 38), "Per recuperare 40–50 secondi:\n\n1. **Accorcia l'apertura**: una frase di presentazione, non tre.\n2. **Scegli un solo aneddoto** tra Lisbona e l'arrampicata – quello dell'arrampicata è più forte perché porta direttamente a Tommaso.\n3. **Elimina le frasi di raccordo** come \"e poi\", \"insomma\", \"come dicevo\".\n4. **Metafora finale**: tienila, ma in due frasi invece di quattro.\n5. **Rallenta comunque**: paradossalmente un testo più corto detto con calma dura meno di uno lungo detto di fretta, perché non inciampi.\n\nRiprovalo domani con il cronometro: punta a 2 minuti e 45, così hai margine per le risate."),
    ]
    write("chats/assistant/assistant-session-2025-08.json", json.dumps(
        {"messages": [{"role": r, "content": c, "timestamp": ts} for r, ts, c in msgs]}, ensure_ascii=False, indent=1))


def h5():
    lines = [
        ("user", iso(2025, 3, 9, 18, 2), "Cycling question. I ride with a club on Sundays. I love long steady climbs (Colle del Lys, Superga from Sassi) and I hate fast flat group rides where everyone sits at 33 km/h on each other's wheel. How can I get better at climbing without turning every Sunday into suffering? I ride twice a week max."),
        ("assistant", iso(2025, 3, 9, 18, 2, 35), "With two rides a week you can still improve climbing noticeably:\n1. Make one ride the 'quality' ride: 2–3 climbs of 10–20 minutes at a steady, sustainable effort (you should be able to speak in short sentences).\n2. Keep the Sunday club ride as the endurance ride, and choose the group whose pace lets you climb at your rhythm.\n3. Work on cadence: a compact gearing and 75–85 rpm on climbs saves your legs.\n4. Pace the first 5 minutes of every climb below what feels possible.\n5. Once a month, time a reference climb (e.g. Superga) to track progress.\n6. Fuel: eat something every 45 minutes on longer rides.\nProgress usually shows within 6–8 weeks."),
        ("user", iso(2025, 4, 17, 12, 44), "Quick one: a consultant on my London job works in Revit and wants a model. I work in Archicad and I refuse to switch – six months with Revit families in a Milan office were enough for a lifetime. I do the curvy bits (bar, banquettes) in Rhino. What's the cleanest way to hand over?"),
        ("assistant", iso(2025, 4, 17, 12, 45, 10), "The cleanest route is IFC:\n1. In Archicad, use an IFC translator set for 'Coordination View 2.0' or 'Reference View', mapping your classifications properly (walls, slabs, columns, doors).\n2. Import your Rhino geometry into Archicad as objects/morphs first, or export it separately as IFC/DWG if it's only for reference.\n3. Agree with the consultant on units, origin point and levels before the first exchange.\n4. Send a short exchange note with each model: what's included, what's not, revision.\n5. Do a test exchange early with a small part of the model.\nRevit users can link IFC files as references without converting them into native families, which is usually enough for coordination."),
        ("user", iso(2025, 7, 20, 17, 30), "Cena per 6 sabato sera, in terrazzo. Io sono pescetariana (pesce sì, carne no) e allergica alle nocciole – allergia seria, giro con l'autoiniettore. Idee per un menù estivo piemontese senza carne e senza nocciole? Niente gianduja ovviamente."),
        ("assistant", iso(2025, 7, 20, 17, 30, 50), "Ecco un menù estivo di ispirazione piemontese, senza carne e senza nocciole:\n\n**Antipasti**\n- Peperoni arrostiti con acciughe e bagnetto verde (prezzemolo, aglio, capperi, aceto, olio – senza pane se vuoi una versione leggera)\n- Tomini alla piastra con salsa verde\n- Trota marinata agli agrumi\n\n**Primo**\n- Agnolotti di magro (ricotta ed erbette) con burro e salvia, oppure plin di verdure\n\n**Secondo**\n- Trota salmonata al forno con patate e rosmarino\n\n**Dolce**\n- Bunet senza amaretti alle nocciole: usa amaretti fatti con sole mandorle e controlla l'etichetta, oppure pesche ripiene con amaretti di sola mandorla\n- Gelato al fiordilatte con frutti di bosco\n\n**Attenzione**: per l'allergia controlla sempre le etichette (tracce di frutta a guscio) di amaretti, cioccolato, grissini e gelati artigianali."),
        ("user", iso(2025, 9, 21, 20, 10), "Remind me of something embarrassing: I still haven't returned the wetsuit that Ivo, the sailing instructor, lent me in July. It's in my car boot since the course. How do I bring it back with a nice apology? Pensavo a una bottiglia di vino."),
        ("assistant", iso(2025, 9, 21, 20, 10, 33), "Succede più spesso di quanto pensi! Alcune idee:\n1. Lava la muta con acqua dolce e un detergente apposito, falla asciugare all'ombra e riportala piegata in una borsa.\n2. Aggiungi un biglietto breve e sincero: \"Grazie per la pazienza (in acqua e fuori). Scusa il ritardo epico!\"\n3. Una bottiglia di vino locale è un pensiero perfetto; in alternativa, qualcosa per il circolo (una scatola di biscotti per la segreteria).\n4. Se non riesci ad andare al lago a breve, scrivigli subito per avvisarlo e concordare quando passare: il ritardo pesa meno se è comunicato.\n\nVuoi che ti imposti un promemoria con una data precisa?"),
        ("user", iso(2025, 10, 10, 8, 55), "Cosa sono esattamente i 'frontalini' dei balconi? Li nomina l'amministratrice in ogni mail."),
        ("assistant", iso(2025, 10, 10, 8, 55, 30), "I frontalini sono le parti frontali, cioè i bordi esterni visibili, delle solette dei balconi: la fascia che si vede guardando la facciata, spesso con il gocciolatoio sotto. Essendo esposti alla pioggia e al gelo, sono tra le parti che si degradano prima: il calcestruzzo si fessura, i ferri di armatura si arrugginiscono e si gonfiano, e possono staccarsi pezzi.\n\nDal punto di vista condominiale, la giurisprudenza li considera in genere parti comuni quando hanno funzione decorativa e contribuiscono al decoro della facciata, per cui le spese vengono ripartite tra tutti i condomini secondo i millesimi di proprietà, mentre la soletta in sé resta di proprietà del singolo balcone."),
    ]
    write("chats/assistant/quick-questions-2025.jsonl",
          "".join(json.dumps({"role": r, "content": c, "timestamp": ts}, ensure_ascii=False) + "\n" for r, ts, c in lines))


def build():
    h1(); h2(); h3(); h5()
