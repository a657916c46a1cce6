from common import write

DAILY = {}

DAILY["2025-03-28"] = """---
date: 2025-03-28
tags: [daily]
---

# Venerdì 28 marzo 2025

**Studio nuovo: deciso!** Dopo una settimana di tabelle e ripensamenti, con Matteo abbiamo scelto **Via Belfiore 31**,
il laboratorio nel cortile. Proposta a Sara (Casa Nizza) a 1.150 €/mese, 6+6. Giacosa era più bello ma 1.450 € no.
Sara dice che il proprietario di Belfiore "è un tipo lento". Incrociamo le dita.

Londra: Oliver ha accettato la raccomandazione, si parte con Hadley & Finch il 14 aprile. Nadia un po' perplessa.
Mandato a Hadley il set di disegni per il contratto.

Mamma: chiamata da Villa Ortensia. **Intervento fissato per giovedì 8 maggio**, prericovero mercoledì 16 aprile alle 7:30.
Lei ha detto "va bene" con una voce piccolissima. Domenica vado a Chieri a pranzo e ne parliamo con calma.
Davide scende da Milano per il prericovero.

Bici: domenica Superga con il gruppo, se non piove. Ritrovo alle 8.

Sera: pizza con Chiara, che mi ha chiesto ufficialmente di farle da testimone!! Ho pianto nella margherita.
"""

DAILY["2025-05-09"] = """---
date: 2025-05-09
tags: [daily, mamma]
---

# Venerdì 9 maggio 2025

Ieri, giovedì 8 maggio, **mamma è stata operata** a Villa Ortensia: protesi totale d'anca destra, primo intervento
della mattina. Entrata in sala alle 8:10, uscita alle 10:40. Cravero è venuto a parlarci alle 11: "tutto liscio,
l'osso è buono, la protesi è stabile". Davide ha pianto, io ho mangiato tre cornetti della macchinetta.

Stamattina mamma era già seduta sul letto con il fisioterapista del reparto, ha fatto i primi passi con il deambulatore.
Lamentele principali: il cibo ("senza sale"), la vicina di letto che russa, il fatto che non le fanno fare i cruciverba
"perché deve riposare". Cioè: sta bene.

Dimissione prevista martedì 13. A casa è tutto pronto (rialzo water, niente tappeti, luce notturna).

Lavoro: call con Oliver spostata a lunedì. Hadley & Finch in ritardo con la demolizione del controsoffitto, Dean
dice che recuperano. Mah.
"""

DAILY["2025-06-12"] = """---
date: 2025-06-12
tags: [daily, studio, london]
---

# Thursday 12 June 2025

Two big decisions in two days. Writing them down before I forget the reasons.

**London:** Oliver pulled the plug on Hadley & Finch yesterday (his solicitor sent the termination notice this
morning). Four weeks late after strip-out, no M&E drawings, and the £38k "variation" for the extract riser was the last
straw. We go with **Brockwell Shopfitting** – Kwame called me at 7 a.m. to say they can start on 7 July if the letter
of intent is signed next week. Nadia is preparing the figures. I feel guilty for recommending H&F in March, but Oliver
said "you recommended them with conditions, they didn't meet the conditions". Kind of him.

**Studio:** Belfiore is dead – the owner sold the whole courtyard to a developer (Sara's mail yesterday). And the owner
of Giacosa 12/B dropped the rent to 1.350 €. This morning, coffee with Matteo in Piazza Madama Cristina, and we decided:
**nuovo studio in Via Giacosa 12/B**. The shop window, the 3.60 m ceiling, two rooms. It's 150 € more than Belfiore
would have been, but Belfiore had no street presence and no proper bathroom. Sara is preparing the lease.

Ho scritto a Sara per fissare la firma. Poi ho passato il pomeriggio a rifare il conto economico del 2025.
Stasera: pasta e piselli e a letto presto. Domenica non vado in bici, devo disegnare.
"""

DAILY["2025-07-05"] = """---
date: 2025-07-05
tags: [daily, vela]
---

# Sabato 5 luglio 2025 – corso vela, giorno 1

Sveglia alle 6:15, arrivata al circolo alle 9:20. Siamo in otto: due coppie di Novara, un ragazzo di Arona, un signore
in pensione di Milano che ha appena comprato una barca (!), una ragazza di Biella e io.

Il lago stamattina era **uno specchio**: bonaccia totale, neanche una bava, le bandiere del pontile afflosciate. Ivo
ha guardato il cielo, ha detto "oggi teoria e nodi, il vento arriva alle tre, forse". Quindi: mattina sotto il
portico a fare nodi (gassa d'amante, savoia, parlato, nodo piano) e a imparare le andature con il disegno della
"rosa" sulla lavagna. Poi armare la barca a terra, nomi di tutto, ordine delle cime.

Alle 15:10 è arrivata una brezzolina da sud, l'"inverna", 6–8 nodi. Siamo usciti due ore con i Bahia, io al timone
per 40 minuti. Prima virata: bene. Prima abbattuta: la boma mi ha sfiorato il cappellino. Ivo: "la testa si abbassa
PRIMA, non dopo".

Bruciata sulle ginocchia nonostante la crema. Felice. Domani si esce alle 10 perché il vento c'è dalla mattina (dicono).
"""

DAILY["2025-08-29"] = """---
date: 2025-08-29
tags: [daily, mamma]
---

# Venerdì 29 agosto 2025

Mail da Fisiomed ieri sera: da settembre **Marta passa al turno del pomeriggio**, quindi le sedute di mamma cambiano.
**Dal 2 settembre: martedì e venerdì alle 15:30** (stessa durata, 50 minuti). Addio lunedì e giovedì alle 9.
Per me è quasi meglio: il martedì esco dallo studio alle 14:45 e la porto io; il venerdì la porta la cugina Franca
(Davide il venerdì non riesce più, ha le riunioni in sede). Ho già scritto nel gruppo di famiglia e aggiornato il calendario.

Mamma contenta perché la mattina "non è mai pronta". Marta dice che ancora 12 sedute e poi si passa alla piscina.

Studio: Cerutti dice che il quadro elettrico arriva "la settimana prossima". Lo dice da tre settimane. Il trasloco
con Morra è fissato per il 20 settembre e comincio a sudare freddo.

Sera: prova del discorso per Chiara davanti allo specchio. 3 minuti e 40. Da tagliare.
"""

DAILY["2025-09-13"] = """---
date: 2025-09-13
tags: [daily, matrimonio]
---

# Sabato 13 settembre 2025 – il matrimonio di Chiara

(Scritto domenica mattina in camera alla Tenuta, con il mal di testa.)

Giornata perfetta. Cielo pulito, 24 gradi, le colline con le vigne già un po' gialle. Chiara bellissima, Tommaso
ha pianto prima di lei. La firma: mi tremava la mano, ho firmato storto. Il discorso: è andato! 2 minuti e 50, hanno
riso nei punti giusti, la mamma di Chiara ha pianto nel punto giusto. Non ho detto niente degli esami di Statica.

**Colletta:** chiusa a 1.860 € da 31 persone (amici del Poli + squadra di pallavolo). Versati all'agenzia sulla lista
del viaggio in Giappone, e consegnato il biglietto con tutti i nomi. Chiara ha fatto la faccia da "no, è troppo".

Il mio regalo personale, l'acquerello della Tenuta vista dal cedro, incorniciato da Ramello: l'ho dato a cena.
Tommaso ha detto che lo appendono in ingresso. Ne è valsa la pena ogni sera di agosto passata a dipingere.

Menù: il catering di Langa Gourmet è stato bravissimo, il vitello tonnato è finito in dieci minuti.

Ho ballato fino all'una con le scarpe basse. Ottima scelta.
"""

DAILY["2025-10-05"] = """---
date: 2025-10-05
tags: [daily, studio, trasloco]
---

# Domenica 5 ottobre 2025

Ieri, **sabato 4 ottobre, trasloco dello studio**. Alle 8:00 la squadra di Morra era sotto Via Cibrario (tre ragazzi,
uno più gentile dell'altro). Alle 13:30 tutto scaricato in Via Giacosa 12/B. Scrivanie rimontate alle 16.
Quaranta faldoni, zero persi.

Il plotter l'ha portato a parte Plotservice Torino (furgone con sponda e imbracature): **220 € pagati a loro**,
contanti, con ricevuta. Caro, ma l'idea del plotter per le scale di Via Cibrario mi faceva venire l'ansia.
I plastici li abbiamo portati io e Matteo con la cargo bike, due viaggi lungo Via Nizza, applausi dal bar all'angolo.

Oggi: montata la rastrelliera nel cortiletto, appese le tavole di Bra nella saletta. La vetrina vuota fa un po'
tristezza, devo pensare a cosa metterci.

Fibra attiva dal 9. Fino ad allora: hotspot del telefono, niente wifi.

Stanca morta. Domani lettere ai clienti con il nuovo indirizzo.
"""

DAILY["2025-11-08"] = """---
date: 2025-11-08
tags: [daily, rotterdam, london]
---

# Saturday 8 November 2025

Back from Rotterdam last night, 11 hours door to door. The talk went well – the room was full, the extract diagram
got a murmur, and two people asked about the drawing register afterwards. Ingrid said the session was the best
attended of the morning. The hall itself was freezing (the heating was "being commissioned") and I kept my coat on
until my slot. Met a Danish architect doing a brewery conversion and a very nice acoustician from Ghent.

London: Oliver confirmed on the call yesterday that the soft launch stays on **Thursday 27 November**. Fan arrived
at the supplier's warehouse, installation week of the 17th. I'll go over for the snagging on 19–20 Nov.

Still haven't sent Kwame the bar elevation (FA-EL-204 rev C). It's been on my list since September. Monday, first thing, definately.

Tomorrow: Pedale Sabaudo, winter timetable now, meeting at **8:30** at Gran Madre. Short ride to Superga and back,
it's going to be cold. Gloves.
"""

def build():
    for k, v in DAILY.items():
        write(f"notes/daily/{k}.md", v)
