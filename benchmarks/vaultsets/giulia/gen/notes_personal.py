from common import write

MAMMA = """---
title: Mamma – protesi d'anca
paziente: Rosanna Bertolino
created: 2025-03-10
updated: 2025-07-02
tags: [famiglia, mamma, salute, anca]
---

# Mamma – intervento di protesi d'anca (destra)

Nota di riferimento per tutto quello che riguarda l'operazione della mamma. Ci scrivo anche i numeri, perché
Davide me li chiede ogni volta.

## Situazione

Mamma (Rosanna Bertolino, 68 anni) vive da sola a Chieri, in Via San Giorgio 14, secondo piano con ascensore.
Coxartrosi all'anca destra da almeno cinque anni, peggiorata tantissimo nell'ultimo inverno: non riusciva più a fare
il giro del mercato del martedì, dormiva male, prendeva antinfiammatori quasi tutti i giorni (e con la gastrite non va bene).
A febbraio il suo medico di base (dott.ssa Perino) ci ha mandati dall'ortopedico.

## Ortopedico e decisione

- Visita privata il 24 febbraio con il **dott. Alberto Cravero**, ortopedico, che opera alla **Casa di Cura Villa Ortensia**
  (Torino, precollina, Strada Val Salice 40). Convenzionata con il SSN per le protesi, quindi niente da pagare per l'intervento,
  solo le visite private prima e dopo.
- RX e visita: indicazione chiara alla protesi totale d'anca. Cravero usa l'accesso anteriore (meno dolore,
  recupero più veloce, niente divieto di accavallare le gambe per mesi – dice).
- Mamma all'inizio non voleva ("alla mia età..."). Poi ha parlato con la signora Gemma del piano di sotto, che l'ha fatta
  due anni fa e adesso va a ballare il liscio, e ha cambiato idea in tre giorni.

## Date

| Cosa | Quando | Dove |
|---|---|---|
| Prericovero (esami, ECG, visita anestesista) | mercoledì 16 aprile, 7:30 a digiuno | Villa Ortensia, piano -1 |
| **Intervento** | **giovedì 8 maggio 2025**, primo intervento della mattina (ingresso ore 7:00) | Villa Ortensia, reparto Ortopedia, 2° piano |
| Dimissione prevista | 4–5 giorni dopo (se tutto va bene) | – |
| RX di controllo + visita | a 6 settimane | Villa Ortensia, ambulatorio Cravero |
| Visita a 3 mesi | agosto | idem |
| RX di controllo a 6 mesi | novembre | da prenotare |

## Ricovero

Cose da portare (lista dell'infermiera del prericovero):
- tutti gli esami vecchi e la lista dei farmaci
- pigiama aperto davanti, vestaglia leggera, ciabatte chiuse dietro (NON le sue pantofole di feltro)
- scarpe da ginnastica con lo strappo
- stampelle (le danno loro, ma meglio comprarle prima per abituarsi: comprate in sanitaria a Chieri, 38 €)
- calze elastiche antitrombo (gliele misurano al prericovero)
- pinza prendi-oggetti e calzascarpe lungo (comprati)
- il cellulare con il caricatore lungo, i suoi cruciverba

## Dopo l'intervento: farmaci

- **Enoxaparina 4000 UI**, una iniezione sottocute al giorno per **35 giorni** (la fa Davide la sera quando c'è,
  altrimenti l'infermiera di quartiere; io ho imparato al secondo giorno, non è difficile)
- Paracetamolo 1 g al bisogno, max 3 al giorno
- Pantoprazolo 20 mg la mattina (stomaco)
- Le sue solite: pressione (ramipril 5 mg) e la vitamina D la domenica
- Niente antinfiammatori senza chiedere a Cravero

## Fisioterapia

Cravero preferisce la fisioterapia ambulatoriale a casa di cura di riabilitazione, se il paziente è autonomo e ha
qualcuno che lo accompagna. Quindi: prime due settimane esercizi a casa (schede dell'ospedale), poi ambulatorio.

- Centro: **Fisiomed Chieri**, Via dei Tessitori 9, Chieri (vicino alla stazione, parcheggio nel cortile)
- Fisioterapista: **Marta Zanin** (gentilissima, giovane, molto precisa; mamma dice che è "severa ma giusta")
- Ciclo: 20 sedute, poi si rivaluta
- Inizio: lunedì 26 maggio
- **Orari: lunedì e giovedì alle 9:00** (seduta da 50 minuti)
- Chi accompagna: il lunedì io (poi vado in studio, arrivo alle 10:45), il giovedì Davide quando è in smart working,
  altrimenti la cugina Franca.
- Costo: 35 € a seduta in privato, oppure ciclo ASL con lista d'attesa di 2 mesi – abbiamo scelto il privato.
  Le ricevute le tiene mamma per la sua dichiarazione (detrazione 19%).

### Esercizi a casa (scheda di Marta, versione giugno)

1. Pompage caviglie: 20 volte, ogni ora da sveglia.
2. Contrazioni isometriche del quadricipite: gamba distesa, spingere il ginocchio sul letto, 10 × 5 secondi.
3. Glutei: stringere, 10 × 5 secondi.
4. Abduzione da supina con l'elastico giallo: 2 × 10.
5. Ponte (solo dalla terza settimana): 2 × 8.
6. Da in piedi, appoggiata al lavello: slanci laterali, flessione anca fino a 90° (non oltre!), 2 × 10 per lato.
7. Cammino: con due stampelle per le prime 3 settimane, poi una (mano sinistra, cioè opposta all'anca operata).
8. Scale: "con i buoni si sale, con i cattivi si scende" – sale con la gamba sana, scende con la gamba operata e la stampella.

Cose da evitare nelle prime 6 settimane: sedie basse, divano morbido (ha preso il rialzo per il water e un cuscino
per la poltrona), torsioni del busto con il piede piantato, guidare (comunque non guida più da anni).

## Casa: cosa abbiamo cambiato

- tolti i tappeti del corridoio (protesta vibrante, ma tolti)
- luce notturna con sensore tra camera e bagno
- maniglione vicino al water e seggiolino per la doccia (la vasca non la usa più)
- spostati i piatti di uso quotidiano sullo scaffale basso
- la spesa la porta il supermercato il venerdì per le prime 4 settimane (ordine online fatto da me)

## Chi fa cosa (accordi con Davide)

Davide sta a Milano, lavora in banca, può fare smart working due giorni a settimana. Ci siamo divisi così per i primi
due mesi:
- io: lunedì e martedì, weekend alterni, la spesa online, i rapporti con Cravero e Fisiomed
- Davide: mercoledì sera–venerdì mattina quando è in smart working, weekend alterni, le iniezioni
- cugina Franca (abita a Pecetto): riserva per il giovedì, e la chiamata di controllo ogni sera alle 20

## Domande per Cravero (visita a 6 settimane)

- quando può tornare a camminare senza stampelle in casa? → risposta: dalla 5ª–6ª settimana, dipende da Marta
- può andare al mare ad agosto? → sì, ma niente sabbia morbida e niente onde
- cicatrice: crema? → sì, dopo che è chiusa, e niente sole per un anno
- può dormire sul fianco? → sul fianco sano con un cuscino tra le ginocchia

## Da fare

- [x] comprare stampelle, pinza, rialzo water
- [x] ordine spesa online per 4 settimane
- [x] prenotare visita 6 settimane (fatta il 19 giugno)
- [x] prenotare visita 3 mesi con Cravero (7 agosto)
- [ ] **prenotare RX anca di controllo a 6 mesi (novembre)** – con impegnativa della dott.ssa Perino, CUP o Villa Ortensia
- [ ] chiedere a Fisiomed la fattura riepilogativa per le sedute di giugno
- [ ] capire se vale la pena la piscina in autunno (Marta dice di sì, a Chieri c'è il corso "acqua dolce" per over 65)


## Alimentazione e sonno

Cravero e l'infermiera hanno insistito su due cose: proteine (per il muscolo) e idratazione (per la trombosi e la
stitichezza da antidolorifici). Mamma mangia come un uccellino, quindi:
- a colazione yogurt greco e un uovo sodo due volte a settimana (protesta, ma lo mangia);
- legumi due volte a settimana, pesce una volta;
- una bottiglia d'acqua da un litro sul tavolo del soggiorno, che deve essere vuota alle sei di sera;
- niente alcol finché fa l'eparina (il bicchiere di Barbera della domenica è rimandato, con grande dramma).

Il sonno è stato il problema più grosso delle prime tre settimane: supina non riesce a dormire, sul fianco aveva
paura. Soluzione: cuscino lungo tra le ginocchia e la luce del comodino accesa bassa. Dalla quarta settimana va
meglio. Il pomeriggio fa un riposino di mezz'ora e non bisogna telefonarle tra le 14 e le 15 (regola di casa).

## L'umore

Nessuno te lo dice, ma dopo un intervento così l'umore va giù. Seconda e terza settimana: mamma piangeva per niente,
diceva di essere "un peso", non voleva che la vedessero con le stampelle. Ne ho parlato con la dott.ssa Perino, che
ha detto che è normalissimo e che passa quando si riprende autonomia. In effetti è passato appena è riuscita ad
andare da sola fino all'edicola. Cose che hanno aiutato: le visite della signora Gemma, le telefonate serali della
cugina Franca, il nipote di Davide che le ha insegnato a fare le videochiamate, e soprattutto avere un obiettivo
("a settembre voglio andare al mercato da sola").

## Costi (per me e Davide, li dividiamo a metà)

| Voce | Importo |
|---|---|
| Visite private Cravero (prima + 6 settimane + 3 mesi) | 3 × 150 € |
| Ausili (stampelle, pinza, rialzo, maniglione, seggiolino doccia) | ca. 190 € |
| Fisioterapia privata (20 sedute) | 700 € |
| Infermiera per le iniezioni nei giorni senza Davide | 15 € a visita |
| Spesa online (consegna) | 4 × 5,90 € |

Le ricevute mediche vanno nella dichiarazione della mamma (è lei che paga formalmente, con i soldi che le giriamo).

## Cose che rifarei / non rifarei

- Rifarei: comprare gli ausili prima dell'intervento e farle provare tutto in casa.
- Rifarei: scegliere la fisioterapia ambulatoriale invece della degenza in riabilitazione – a casa sua si è ripresa
  più in fretta.
- Non rifarei: lasciare a Davide la gestione delle iniezioni "perché lui è più tranquillo". Le ha saltate due volte.
- Non rifarei: dire a mamma le date dei controlli con troppo anticipo. Si agita per settimane.

## Note sul recupero

Prima settimana: dolore gestibile, mamma molto spaventata di "rompere qualcosa". Seconda settimana: prima uscita sul
pianerottolo. Terza: giro dell'isolato con le stampelle, e una litigata con Davide perché voleva già andare al mercato.
Fine giugno: cammina in casa senza stampelle, fuori con una. Marta è contenta, dice che la forza del medio gluteo
è ancora scarsa e che è lì che bisogna lavorare per non zoppicare.

Mamma dice che l'anca nuova "non la sente", che è il complimento più bello che si possa fare a un chirurgo.
"""

def build():
    write("notes/famiglia/mamma-protesi-anca.md", MAMMA)

    write("notes/sport/pedale-sabaudo.md", """---
title: ASD Pedale Sabaudo – appunti
created: 2025-03-02
tags: [bici, club, sport]
---

# ASD Pedale Sabaudo

Mi sono iscritta a febbraio (consiglio di Loredana, che conosco dal Politecnico). Club piccolo, una sessantina di
soci, tanti architetti e ingegneri, zero agonismo serio – per fortuna.

## Info pratiche
- Tessera 2025: n. **PS-0412**, quota annuale 65 € (pagata il 20/2 con bonifico). Include assicurazione e tessera FCI/amatori.
- Presidente: Gianni Aimar. Capogita del gruppo "medio": Loredana Sibille.
- Ritrovo uscite della domenica: **Piazza Gran Madre**, lato Po, davanti alla scalinata della chiesa.
- Orario: **partenza alle 8:00** (da marzo; d'estate cambiano, lo dicono in mailing list).
- Gruppi: "tranquillo" (60 km, 25 di media), "medio" (80–100 km, 27–28), "veloce" (non fa per me).
- Maglia del club: blu savoia con la croce bianca sul fianco. Ordine collettivo ad aprile, 72 €.
- Mailing list: soci@ del club, arrivano anche le proposte di granfondo.

## La mia bici
- Telaio in acciaio fatto su misura da Telai Griffa (Avigliana), 2021, gruppo meccanico 2×11, rapporti 34×32 dietro
  perché in salita voglio girare le gambe e non spingere.
- Gomme 30 mm tubeless. Pressione 4,5 davanti / 4,8 dietro.
- Borsa sottosella con: camera d'aria, leve, mini pompa, falsa maglia, 10 € in contanti, barretta.

## Cosa mi piace (e cosa no)
- Amo le **salite lunghe e regolari**: Superga da Sassi, il Colle del Lys, la Colletta di Cumiana, il Colle della
  Maddalena dal lato di Pecetto. Trovo il mio ritmo, parlo poco, respiro, guardo le Alpi. È meditazione.
- Detesto i tratti in pianura a gruppo compatto a 32–35 all'ora: ruote a dieci centimetri, nessuno che parla,
  uno scatto ogni rotonda. Se il giro è tutto pianura (tipo verso Carmagnola) io la domenica dormo.
- Preferisco la domenica al sabato, e la mattina presto d'estate.
- Caffè a metà giro obbligatorio. A Pino Torinese il bar della piazza è il migliore.

## Obiettivi 2025
- [x] Superga sotto i 25 minuti (fatto il 6 aprile: 24'38")
- [ ] Granfondo Colline del Po (settembre), percorso medio
- [ ] Colle delle Finestre in estate (con lo sterrato... vediamo)
""")

    write("notes/sport/corso-vela.md", """---
title: Corso di vela – Lago Maggiore
created: 2025-04-12
tags: [vela, lago-maggiore, corso]
---

# Imparare ad andare in barca a vela

Era un proposito da almeno tre anni. Quest'anno lo faccio. Scelto un corso base su deriva perché tutti dicono che
sul piccolo si impara davvero a sentire il vento (sul cabinato fai il marinaio, non il timoniere).

## Il corso
- Scuola: **Circolo Nautico Verbano** – base a **Lesa**, sul lungolago, al **pontile sud** (dopo l'imbarcadero
  dei battelli, cancello verde con la bandiera del circolo). Parcheggio gratuito in Via Portici, 3 minuti a piedi.
- Istruttore: Ivo Pastore (parla veloce, ride tanto).
- Corso base deriva, barche: Laser Bahia (in 2–3 per barca) e un paio di Optimist per le prove da soli.
- Date: **sabato e domenica 7–8 giugno e 14–15 giugno 2025**, orario 9:30–17:00, pranzo al sacco al circolo.
- Iscrizione fatta online l'11 aprile; **acconto di 100 € versato** con bonifico. Il resto si salda il primo giorno.
- Include: tessera FIV, assicurazione, giubbotto salvagente, uso barche. Muta non inclusa (si può noleggiare).
- Da Torino: 1h30 in macchina (A26, uscita Meina). In treno si arriva a Lesa ma con cambio a Novara e i weekend
  i treni sono pochi.

## Cosa portare (lista del circolo + mie aggiunte)
- [ ] scarpette da barca con suola chiara (le Decathlon da 15 € vanno bene)
- [ ] costume + lycra maniche lunghe (sole e sfregamenti)
- [ ] giacca antivento leggera
- [ ] cambio completo + asciugamano
- [ ] cappellino con laccetto, occhiali da sole con laccetto
- [ ] crema solare 50 resistente all'acqua
- [ ] borraccia (2 litri!), frutta secca, panini
- [ ] sacca stagna per telefono e chiavi

## Termini che devo imparare (parte teorica)
- orza / poggia, bolina, lasco, traverso, poppa
- virata (prua nel vento) e abbattuta (poppa nel vento) – la strambata è l'abbattuta fatta male
- scotta, drizza, vang, cunningham (sul Bahia non c'è)
- sopravvento / sottovento
- "la barca va dove guarda la prua, non dove guardi tu"

## Idee per dopo
- uscite libere con i soci del circolo a settembre?
- corso di perfezionamento nel 2026
- la regata sociale di ottobre come prodiera, se qualcuno mi vuole
""")

    write("notes/matrimonio/testimone-chiara-tommaso.md", """---
title: Matrimonio Chiara & Tommaso – io testimone
created: 2025-07-04
updated: 2025-08-30
tags: [matrimonio, chiara, testimone]
---

# Matrimonio di Chiara e Tommaso – sono la testimone di Chiara!

Chiara Bellandi (amica dal primo anno di Politecnico, compagna di tutte le revisioni notturne) sposa Tommaso Giraudo.

## Essenziali
- **Data:** sabato 13 settembre 2025
- **Dove:** Tenuta Roverella, Monforte d'Alba (Langhe) – cerimonia civile nel giardino del cedro, ore 16:00,
  poi aperitivo e cena nella barricaia. Se piove: cerimonia sotto il portico.
- **Testimoni:** io per Chiara, **Andrea Costamagna** per Tommaso (amico d'infanzia di Tommaso, fa il geometra a Cuneo;
  ci siamo sentiti al telefono, simpatico, molto organizzato).
- **Prova** alla Tenuta venerdì 12 settembre alle 18:00, poi cena con le famiglie.
- **Lista nozze:** viaggio in Giappone, Agenzia Viaggi Aquilone (Alba), codice lista **LN-4471**.
- Dormo alla Tenuta venerdì e sabato (camera pagata dagli sposi, "la Nebbiolo").

## Cosa deve fare la testimone (secondo Chiara, secondo Google, secondo mia zia)
- [x] firmare l'atto (portare la carta d'identità valida! controllata: scade nel 2029)
- [x] organizzare la colletta tra gli amici del Poli e della pallavolo
- [x] addio al nubilato (fatto: 23 agosto, giornata alle terme di Vinadio e cena a Cuneo)
- [x] discorso – max 3 minuti, l'ha chiesto Chiara, "e niente storie imbarazzanti sugli esami di Statica"
- [x] essere lì dalle 10 del mattino per trucco/parrucco e gestire la mamma di Chiara
- [ ] kit di emergenza: ago e filo, cerotti, spille, antidolorifico, salviette, caricabatterie, gomme da masticare
- [ ] fazzoletti per la madre dello sposo

## Colletta
Obiettivo: contributo alla lista viaggio + qualcosa di personale. Messaggio nel gruppo "Poli 2007 + pallavolo"
il 5 luglio, quota libera (suggerito 50–70 €). IBAN del mio conto personale. Chiudo la raccolta il 5 settembre.

## Idee per il regalo personale (solo idee)
- una bici per Chiara (ha sempre detto che vuole ricominciare) – troppo?
- macchina per l'espresso seria – ce l'hanno già, mi pare
- un mio acquerello della Tenuta, incorniciato – mi piacerebbe, ma ho tempo?
- un weekend in rifugio per l'anniversario
- libro fotografico con le foto di vent'anni di amicizia (bello ma Chiara piangerebbe troppo davanti a tutti)

## Menù
Chiara mi ha chiesto le mie esigenze per il catering: **sono pescetariana** (pesce sì, carne no) e **allergica alle
nocciole** – e siamo nelle Langhe, quindi va detto forte: niente torta di nocciole, niente gianduja, attenzione al
pesto e alle salse. Il catering (Langa Gourmet) ha confermato per iscritto.

## Vestito
Cercato a Torino in Via Garibaldi e in un negozio vintage di San Salvario. Tacco basso: si cammina sull'erba.
""")

    write("notes/tasse/note-per-commercialista-2025.md", """---
title: Note per il commercialista – dichiarazione 2025 (redditi 2024)
created: 2025-05-06
tags: [tasse, commercialista, gallo]
---

# Note per Gallo – Redditi 2025 (anno d'imposta 2024)

Commercialista: dott. Fabrizio Gallo, Studio Gallo & Rinaudo (Corso Vinzaglio, Torino). Tel. +39 011 000 0533.
Regime ordinario (siamo usciti dal forfettario nel 2023). Contabilità semplificata.

## Documenti da consegnare entro il 20 maggio
- [x] estratti conto 2024 (conto studio + conto GBP per Londra)
- [x] fatture emesse 2024 (dal cassetto fiscale, le ha già)
- [x] fatture passive: affitto Via Cibrario, utenze, software, formazione
- [x] ricevute Inarcassa 2024 (soggettivo + integrativo + maternità)
- [x] spese mediche mie (farmacia, dentista 640 €, occhiali 290 €)
- [x] polizza RC professionale 2024 (premio 1.180 €)
- [x] licenza Archicad – rinnovo annuale 2.350 € + IVA
- [x] corso aggiornamento antincendio (Ordine) 180 €

## Domande da fare
- le spese del viaggio di sopralluogo a Londra di dicembre 2024 (prima del contratto firmato) sono deducibili?
  → Gallo: sì, se c'è la fattura/ricevuta intestata e il progetto è poi partito.
- il conto in sterline: come si dichiarano le giacenze? (quadro RW? sotto soglia?) → "sotto soglia, niente IVAFE
  ma va indicato se supera..." – non ho capito benissimo, me lo rimanda per mail.
- quest'anno conviene il contributo Inarcassa "minimo" o pieno? Pieno.
- il trasloco dello studio dell'anno prossimo: le spese di lavori nel locale in affitto sono deducibili?
  → sì, le spese incrementative su beni di terzi si ammortizzano in base alla durata del contratto.

## Scadenze che mi ricordo (da verificare con Gallo)
- saldo 2024 + primo acconto 2025: 30 giugno (o 30 luglio con lo 0,4% in più – NO, pago a giugno)
- secondo acconto: fine novembre
- Inarcassa: conguaglio a dicembre
- IMU: niente (prima casa)

## Note
Quest'anno il reddito è più basso del 2023 (meno cantieri in provincia, Londra partito tardi), quindi gli acconti
dovrebbero essere più bassi. Speriamo.
""")

    write("notes/casa/condominio-facciata.md", """---
title: Condominio Via Lamarmora 35 – facciata e cappotto
created: 2025-04-29
tags: [casa, condominio, facciata]
---

# Condominio – facciata (assemblea straordinaria del 28 aprile 2025)

Amministratrice: rag. Piera Varetto (Studio Varetto Amministrazioni). Io: scala B, 3° piano, **38,45 millesimi**.

## Situazione
Intonaco della facciata su strada che si stacca (un pezzo è caduto sul marciapiede a febbraio: transenne del Comune,
verbale dei vigili, panico). Frontalini dei balconi ammalorati, ferri a vista in almeno sei balconi.
L'amministratrice ha fatto fare due preventivi:
- **A** – solo ripristino: frontalini balconi, intonaco ammalorato, tinteggiatura facciata su strada.
- **B** – rifacimento completo con **cappotto termico** su strada e cortile (Edil Canavese srl), 148.600 € + IVA, con le
  detrazioni fiscali per l'efficientamento.

## Com'è andata l'assemblea (28/4, ore 18:00, sala riunioni della parrocchia)
Presenti 14 condomini su 22 (in proprio o per delega), 712 millesimi.
Discussione lunga (due ore e mezza). L'ingegnere di Edil Canavese ha presentato il cappotto da 12 cm, risparmio stimato
sul riscaldamento centralizzato del 25–30%. Il sig. Ferrero del primo piano contrario ("lo pagano i nostri figli"),
la famiglia Okoye a favore, io a favore (ho fatto due conti: con la detrazione rientra in meno di dieci anni).

**Esito: approvato il preventivo B (cappotto termico)** con 9 voti e 498 millesimi. Mandato all'amministratrice
per la pratica edilizia e l'asseverazione.

## La mia quota (stima)
148.600 € × 38,45 / 1000 ≈ **5.714 €** + IVA, in 4 rate trimestrali a partire da settembre, poi detrazione in 10 anni.
Da mettere da parte: 1.500 € a trimestre. Pesante, con il trasloco dello studio nello stesso anno.

## Dubbi
- le regole dei bonus cambiano ogni anno: se a settembre cambiano ancora?
- ponteggio per 6 mesi davanti alle finestre: addio luce in camera.
- il sig. Ferrero ha detto che impugna la delibera. Vedremo.
""")

    write("notes/lists/materiali-e-fornitori-preferiti.md", """---
title: Materiali, software e fornitori – le mie preferenze
created: 2024-11-20
updated: 2025-06-30
tags: [lista, materiali, preferenze, studio]
---

# Materiali, software, fornitori che preferisco (e quelli che evito)

Lista di lavoro, in parte per Matteo, in parte per me quando un cliente mi chiede "cosa ci metteresti?".

## Pavimenti / floors
- **Linoleum naturale** (Marmoleum o simili) – per ristoranti e negozi è il mio preferito: caldo, riparabile,
  disegni "terrazzo" bellissimi, e non fa rumore sotto le sedie.
- **Terrazzo / graniglia** vero, dove il budget lo permette (e recuperare quello esistente sempre!).
- Rovere a listoni, oliato, mai verniciato lucido.
- Cotto lavato a mano per le cucine di casa.
- **Evitare:** gres porcellanato lucido (glossy porcelain) – riflessi, scivoloso quando è bagnato, e fa sembrare
  qualunque sala un autogrill. Anche il laminato "effetto legno".
- Resina: solo nei bagni piccoli, e solo se il cliente la vuole davvero.

## Pareti e soffitti
- Calce e intonaci a base di calce, tinte minerali. Pittura lavabile solo dove serve davvero.
- Intonaco acustico per i soffitti dei locali pubblici.
- Piastrelle fatte a mano (Vietri, ma anche quelle inglesi "handmade") per le cucine a vista.

## Software
- **Archicad** per tutto il progetto (lo uso dal 2012, la BIM "vera" per uno studio piccolo).
- **Revit no**, grazie: l'ho usato sei mesi in uno studio a Milano e le famiglie mi hanno fatto impazzire. Se un cliente
  lo pretende, esportiamo IFC.
- **Rhino** per le superfici curve (banconi, sedute) e per i pezzi da mandare in CNC.
- Schizzi: a mano, matita 2B e carta da schizzo gialla. Poi scanner. Poi Archicad.
- Rendering: Twinmotion per le viste veloci; per le immagini importanti le facciamo fare fuori.

## Fornitori di fiducia (Torino / Piemonte)
| Cosa | Chi | Note |
|---|---|---|
| Falegnameria | Falegnameria Borello (Pinerolo) | banconi, arredi su misura, preciso e puntuale |
| Ferro | Officina Bertone (Grugliasco) | telai, parapetti, ottimi saldatori |
| Vetri | Vetreria Lingotto | pareti vetrate, specchi |
| Elettricista | Impianti Cerutti | bravo ma chiedere SEMPRE la data di consegna dei materiali |
| Stampa A0 | Copisteria Nizza 2000 | plotter a colori fino alle 19 |
| Tessuti imbottiti | Tappezzeria Ramello | sedute ristorante |

## Colori che uso spesso
- verde profondo (colonne di ghisa, boiserie), terracotta chiara, bianco calce, ottone spazzolato.
- Detesto: il grigio "tortora" ovunque, i bianchi ottici, i LED a 4000 K nei ristoranti.
""")

    import csv, io
    rides = [
        ("data", "percorso", "km", "dislivello_m", "tempo_mov", "media_kmh", "gruppo"),
        ("2025-03-02", "Superga da Sassi – Pino – Pecetto – rientro", "58", "890", "2:31", "23.0", "tranquillo"),
        ("2025-03-09", "Colle della Maddalena – Revigliasco – Moncalieri", "64", "820", "2:38", "24.3", "medio"),
        ("2025-03-16", "Pianalto: Carmagnola – Racconigi", "92", "240", "3:05", "29.8", "medio"),
        ("2025-03-23", "annullata (pioggia)", "0", "0", "", "", ""),
        ("2025-03-30", "Superga – Baldissero – Chieri – Pecetto", "71", "1040", "3:02", "23.4", "medio"),
        ("2025-04-06", "Superga a cronometro + giro corto", "38", "610", "1:35", "24.0", "da sola"),
        ("2025-04-13", "Colle del Lys da Viù", "104", "1520", "4:31", "23.0", "medio"),
        ("2025-04-27", "Colletta di Cumiana – Giaveno", "88", "980", "3:36", "24.4", "medio"),
        ("2025-05-04", "Collina: Pino – Marentino – Andezeno", "76", "1110", "3:12", "23.8", "medio"),
        ("2025-05-18", "Pianura: Chivasso – Verolengo", "96", "180", "3:11", "30.2", "medio"),
        ("2025-06-01", "Superga – Sciolze – Cinzano", "82", "1280", "3:29", "23.5", "medio"),
        ("2025-06-15", "Colle del Lys – Colle Portia", "112", "1780", "4:58", "22.5", "medio"),
        ("2025-06-22", "Collina di Moncalieri – Trofarello", "61", "760", "2:22", "25.8", "tranquillo"),
        ("2025-07-13", "(al lago – corso vela)", "0", "0", "", "", ""),
        ("2025-07-27", "Sestriere da Pinerolo (uscita speciale)", "126", "1950", "5:40", "22.2", "medio"),
        ("2025-08-31", "Superga – Pino – Chieri", "66", "950", "2:48", "23.6", "medio"),
        ("2025-09-07", "Collina astigiana", "98", "1320", "4:05", "24.0", "medio"),
        ("2025-09-28", "Granfondo Colline del Po – percorso medio", "112", "1690", "4:36", "24.3", "gara"),
        ("2025-10-12", "Superga – Bardassano – Gassino", "69", "1010", "2:55", "23.7", "medio"),
        ("2025-10-26", "annullata (nebbia)", "0", "0", "", "", ""),
        ("2025-11-02", "giro corto collina (orario invernale)", "52", "720", "2:12", "23.6", "medio"),
    ]
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rides)
    write("data/uscite-bici-2025.csv", buf.getvalue())

    write("notes/inbox.md", """# Inbox

Appunti veloci, da smistare.

- [ ] tenda termica vetrina studio – chiedere preventivo a Tappezzeria Ramello
- [ ] riportare la muta a Ivo (circolo vela) – me l'ha prestata a luglio! Vergogna.
- [ ] regalo compleanno Davide (18/11) – libro sulla storia delle ferrovie?
- [ ] Rotterdam: comprare adattatore? no, stessa presa. Ok.
- [ ] rinnovare abbonamento Cinema Massimo
- [ ] call Oliver: ricordargli le foto per il talk (e chiedre il logo in vettoriale)
- [x] pagare tessera Pedale Sabaudo
- [x] prenotare gommista per le gomme invernali (Punto)
- idea: mostra "piccoli ristoranti in edifici industriali" per la vetrina dello studio, con plastici?
- idea: podcast sul restauro delle vecchie tipografie – cercare quello che mi ha consigliato Hattie
- password Wi-Fi studio nuovo: chiedere a Matteo (l'ha cambiata lui)
- mamma: chiedere se vuole andare alle terme a ottobre
""")
