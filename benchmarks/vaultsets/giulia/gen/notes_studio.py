from common import write

def build():
    write("notes/studio/ricerca-locali-san-salvario.md", """---
title: Ricerca locali – nuovo studio a San Salvario
created: 2025-03-18
tags: [studio, trasloco, locali]
---

# Ricerca locali per il nuovo studio (San Salvario)

Il contratto di Via Cibrario 58 scade il 30 settembre e il proprietario ha venduto lo stabile: niente rinnovo.
Obiettivo: un locale a piano terra, possibilmente con accesso diretto, tra i 75 e i 100 m², sotto i 1.300 €/mese,
zona San Salvario (vicino a Porta Nuova per i treni, e a due passi dal Valentino per la pausa pranzo).

Agenzia: **Casa Nizza Immobiliare** – Sara Bonino (cell. +39 333 000 0271). Visite fatte martedì 18/3.

## Le tre visite

| Indirizzo | m² | Richiesta | Pro | Contro |
|---|---|---|---|---|
| Via Belfiore 31 (cortile interno) | 85 | 1.200 €/mese | ex laboratorio di corniciaio, lucernari, silenzioso, pavimento in graniglia originale | bagno da rifare, niente vetrina, accesso dal cortile con bici e plotter scomodo |
| Via Ormea 44 (seminterrato) | 70 | 900 €/mese | prezzo | buio, macchie di umidità sulla parete nord, soffitto 2,55 m |
| Via Giacosa 12/B (ex negozio) | 92 | 1.450 €/mese | vetrina su strada, due ambienti, altezza 3,60 m | troppo caro per ora, impianto elettrico da rifare |

## Impressioni

- Belfiore è quello che mi è piaciuto di più: la luce zenitale dei lucernari è perfetta per il tavolo dei plastici.
  La graniglia va solo lucidata. Il cortile è pieno di biciclette e gatti, mi piace.
- Ormea: no. Ho sentito odore di muffa appena entrata. Matteo dice che con un deumidificatore si risolve, io dico di no.
- Giacosa: bellissimo, ma 1.450 € sono fuori budget. Se scendessero a 1.300 ci penserei. La vetrina sarebbe
  un bel biglietto da visita (plastici in vetrina!).

## Prossimi passi (idee, niente di deciso)

- chiedere a Sara se il proprietario di Belfiore accetta 1.150 € e un 6+6 con recesso dopo 12 mesi
- farsi mandare planimetria catastale di Belfiore e di Giacosa
- sentire Matteo se gli va bene lavorare in un cortile senza vetrina
- calcolare costi di trasloco (plotter! server! archivio cartaceo 40 faldoni)
""")

    write("notes/studio/trasloco-studio.md", """---
title: Trasloco dello studio – da Via Cibrario a San Salvario
created: 2025-03-29
updated: 2025-10-06
tags: [studio, trasloco, san-salvario]
status: quasi chiuso
---

# Trasloco dello studio

Nota "madre" per tutto quello che riguarda il trasloco di Ferraresi Architettura. La aggiorno man mano; le date vecchie
le lascio barrate o spiegate, così tra un anno capisco cosa è successo.

## Perché ce ne andiamo da Via Cibrario

Lo studio è in Via Cibrario 58 dal 2019: primo piano, tre stanze, ascensore che funziona un giorno su due.
Il proprietario (la famiglia Durando) ha venduto l'intero stabile a un fondo che vuole fare residenze per studenti,
e a gennaio ci è arrivata la disdetta per fine locazione: **il contratto finisce il 30 settembre 2025**.
Dopo una telefonata un po' tesa, l'amministratore del fondo ci ha concesso di lasciare le chiavi entro il 10 ottobre
senza penali, perché tanto i lavori non partono prima di novembre.

Onestamente non mi dispiace. Via Cibrario era comoda per i clienti di Collegno e Rivoli, ma lavoriamo sempre meno
in provincia e sempre di più con clienti che arrivano in treno (Londra, Milano, quelli di Genova). San Salvario è a
cinque minuti a piedi da Porta Nuova, ha bar decenti, ferramenta, due tipografie per le stampe A0, e io abito in
Crocetta, quindi in bici sono dieci minuti invece di venticinque. E poi mi piace l'idea di uno studio con una vetrina,
che si veda dalla strada: fa parte del mestiere far vedere cosa fai.

## Criteri

1. Piano terra o rialzato, perché il plotter (HP DesignJet T830, 70 kg) e l'archivio non li voglio più portare per le scale.
2. Tra 75 e 100 m². Siamo in due più un tirocinante a periodi, più il tavolo grande dei plastici.
3. Budget massimo 1.350 €/mese di canone, spese escluse. Oltre, il conto economico non regge finché non chiudiamo
   il progetto di Londra.
4. Luce naturale vera. Niente seminterrati.
5. Possibilità di separare una saletta riunioni (anche solo con una parete vetrata) – le riunioni in open space le odio,
   ogni telefonata diventa di tutti.
6. Fibra disponibile (controllato sulla mappa dell'operatore per ogni indirizzo).

## Cronologia

- **gennaio 2025** – arriva la disdetta. Panico moderato.
- **febbraio** – prime ricerche online; contatto con Casa Nizza Immobiliare (Sara Bonino), che ha tre locali in zona.
- **18 marzo** – visite: Belfiore 31, Ormea 44, Giacosa 12/B. Dettagli nella nota delle visite.
- **28 marzo** – prima decisione: andiamo in **Via Belfiore 31**, proposta a 1.150 €/mese. Sara la gira al proprietario.
- **aprile–maggio** – la trattativa su Belfiore va per le lunghe: il proprietario non risponde, poi chiede un deposito
  di sei mensilità e che i lavori del bagno siano a carico nostro. Io continuo a sperare.
- **11 giugno** – mail di Sara: il proprietario di Belfiore ha venduto tutto il cortile a un costruttore. Belfiore salta.
  Nella stessa mail: la proprietaria di Giacosa 12/B (sig.ra Elda Mosso) abbassa la richiesta a 1.350 €.
- **12 giugno** – decisione definitiva, presa con Matteo davanti a un caffè in Piazza Madama Cristina:
  **lo studio nuovo sarà in Via Giacosa 12/B**. La vetrina, l'altezza e i due ambienti valgono i 150 € in più rispetto
  a Belfiore. Belfiore è archiviato.
- **15 luglio** – firmato il contratto di locazione (sintesi nei documenti). Decorrenza 1 settembre, così abbiamo un mese
  di sovrapposizione per i lavori.
- **agosto** – lavori: impianto elettrico nuovo (Impianti Cerutti), tinteggiatura (faccio io con Matteo, due weekend),
  parete vetrata per la saletta riunioni (Vetreria Lingotto).
- **20 agosto** – preventivo della ditta di traslochi Morra: trasloco fissato per **sabato 20 settembre**.
- **10 settembre** – Cerutti è in ritardo con l'impianto elettrico (manca il quadro generale, fornitore in ritardo).
  Chiesto a Morra di spostare.
- **AGGIORNAMENTO 11/09: il trasloco slitta a sabato 4 ottobre 2025**, ore 8:00, stessa squadra. Data confermata da
  Morra per iscritto. Il 20 settembre è annullato.
- **6 ottobre** – siamo dentro. Restano le cose burocratiche (vedi checklist).

## Il locale di Via Giacosa 12/B

Ex negozio di tessuti, chiuso da tre anni. 92 m² in due ambienti: davanti lo spazio con la vetrina (30 m², diventa
sala riunioni + esposizione plastici), dietro l'open space vero e proprio (50 m²) con un cortiletto privato di 12 m²
dove può stare la rastrelliera delle bici. Bagno a norma (da rinfrescare), piccolo antibagno che diventa angolo caffè.
Altezza 3,60 m: ci starebbe un soppalco per l'archivio, ma per ora niente, non voglio chiedere permessi in più.

Problemi noti:
- impianto elettrico anni '80, da rifare tutto (a nostro carico, scalato in parte dal canone dei primi tre mesi – vedi contratto);
- la vetrina è a vetro singolo: d'inverno sarà fredda. Tenda termica o vetrocamera l'anno prossimo;
- il citofono è condominiale e vecchio, la targa va fatta dall'amministratore.

## Budget del trasloco (stima)

| Voce | Stima | Note |
|---|---|---|
| Ditta traslochi | vedi preventivo Morra | squadra di 3, furgone grande, smontaggio scrivanie |
| Trasporto plotter | da chiedere a ditta specializzata | Morra non lo assicura |
| Impianto elettrico | 6.800 € + IVA | Impianti Cerutti, in parte scalato dal canone |
| Parete vetrata saletta | 3.900 € + IVA | Vetreria Lingotto |
| Tinteggiatura | 450 € | materiali, manodopera nostra |
| Fibra + trasloco linea | 0 € | promo operatore, attivazione 9/10 |
| Targa, adesivi vetrina | 280 € | Insegne Sabaude |

Parte di queste spese le copre il prestito della banca (richiesta fatta a luglio).

## Logistica del giorno del trasloco

- Prima del trasloco: impacchettare l'archivio (40 faldoni) per anno e per cliente, etichette colorate.
- Server/NAS: lo stacca Matteo il venerdì sera, backup completo su disco esterno e su cloud. Il disco esterno me lo porto a casa.
- Plastici: li portiamo noi a mano con la cargo bike di Matteo, due viaggi. Non li affido a nessuno.
- Le chiavi di Via Cibrario vanno riconsegnate all'amministratore del fondo entro il 10 ottobre.
- Pranzo per la squadra: focacce dal panificio di Via Saluzzo.

## Cose che ho imparato (per la prossima volta)

- Chiedere SEMPRE la data di consegna dei materiali all'elettricista, non solo la data di inizio lavori.
- Non fissare il trasloco prima di avere la dichiarazione di conformità dell'impianto in mano.
- Le agenzie ti chiamano sempre quando sei in cantiere a Londra.
- Lasciare due settimane di margine tra fine lavori e trasloco. Sempre.


## Layout del nuovo studio (versione 3, quella buona)

Dopo tre versioni e una discussione infinita con Matteo sulla posizione della cucinetta, il layout è questo:

- **Fronte strada (vetrina)**: saletta riunioni con tavolo rotondo da sei posti in rovere, separata dall'open space
  da una parete vetrata con telaio in ferro verniciato verde scuro. Tenda in lino grezzo per quando serve privacy.
  Lungo la vetrina, un piano basso per i plastici: è la nostra "vetrina" vera, cambia a ogni progetto.
- **Open space sul retro**: quattro postazioni a isola (due per noi, una per il tirocinante, una libera per i
  consulenti che passano), il tavolo grande dei plastici sotto la finestra sul cortiletto, la libreria a tutta parete
  sul lato lungo con i campionari di materiali.
- **Archivio**: scaffalature metalliche nel corridoio tra open space e bagno, profondità 40 cm. I faldoni più vecchi
  del 2019 vanno in un box in affitto, non ha senso tenerli qui.
- **Angolo caffè** nell'antibagno: macchina a capsule (lo so, lo so), frigorifero piccolo, mensola per le tazze.
- **Plotter** in fondo all'open space, vicino alla presa dedicata che Cerutti deve predisporre (linea separata).

Ho deciso di non fare il soppalco, almeno per il primo anno. Sarebbe bello, ma servono una pratica edilizia,
un calcolo strutturale e il permesso della proprietaria, e i soldi in questo momento vanno altrove.

## Il quartiere

San Salvario l'ho sempre frequentato la sera, mai di giorno per lavoro. Cose che ho scoperto nei sopralluoghi:
- la mattina è tranquillissimo, fino alle 11 sembra un paese;
- il mercato di Piazza Madama Cristina è a due isolati: pranzo con frutta e focaccia per tre euro;
- ci sono almeno quattro studi di architettura e due di grafica nel raggio di 300 metri – possibili collaborazioni,
  o almeno qualcuno con cui prendere un caffè e lamentarsi dei clienti;
- la sera del venerdì e del sabato la via è rumorosa per i locali, ma noi a quell'ora non ci siamo (quasi mai);
- parcheggiare è impossibile. Per i clienti che arrivano in macchina: parcheggio a pagamento vicino alla stazione.
- la fermata del tram è davanti alla tabaccheria, comodissima per i clienti che arrivano da Porta Nuova.

## Fornitori contattati (e come è andata)

- **Impianti Cerutti** – elettricista di fiducia da anni. Bravo, preciso, ma i tempi dei suoi fornitori sono un
  mistero. Prossima volta: penale sul ritardo o almeno data di consegna scritta.
- **Vetreria Lingotto** – parete vetrata ordinata il 25 luglio, montata il 12 settembre. Perfetta.
- **Insegne Sabaude** – adesivi per la vetrina con il logo e gli orari; vetrofania satinata sul 30% inferiore.
- **Casa Nizza Immobiliare** – Sara è stata bravissima, paziente anche quando Belfiore si è rivelato un buco nell'acqua.
- Operatore fibra: trasloco della linea chiesto a luglio, attivazione il 9 ottobre, e ci è andata bene.

## Comunicazioni

Lista completa nella checklist del trasloco. In sintesi: Ordine degli Architetti, Inarcassa, PEC, banca, assicurazione
RC professionale, commercialista (variazione dati per la partita IVA), clienti, fornitori, Google Maps, sito web, firma e-mail.
""")

    write("notes/studio/trasloco-checklist.md", """---
title: Checklist trasloco studio
created: 2025-08-21
updated: 2025-10-08
tags: [studio, trasloco, todo]
---

# Checklist trasloco studio

## Prima del trasloco
- [x] firmare contratto locazione (15/7)
- [x] preventivo ditta traslochi
- [x] conferma data con Morra
- [x] backup completo NAS (Matteo)
- [x] etichettare faldoni archivio
- [x] prenotare trasporto plotter con ditta specializzata
- [x] disdetta luce e gas Via Cibrario dal 15/10

## Dopo il trasloco – comunicare il nuovo indirizzo (Via Giacosa 12/B, 10125 Torino)
- [x] clienti attivi (mail a tutti il 6/10)
- [x] firma e-mail e sito web
- [x] Google Maps / scheda attività
- [ ] Ordine degli Architetti di Torino – modulo variazione dati (va fatto dal portale, mi serve lo SPID)
- [ ] Inarcassa – aggiornare la sede dello studio nell'area riservata
- [ ] PEC – aggiornare i dati anagrafici del dominio
- [ ] assicurazione RC professionale – comunicare nuova sede all'agente
- [ ] mandare a Gallo il contratto di locazione e la fattura Morra (per la variazione IVA e le spese)
- [ ] targa sul citofono: chiedere all'amministratore di Via Giacosa
- [ ] riconsegnare le chiavi di Via Cibrario (entro il 10/10!)

## Lavori ancora aperti
- [ ] tenda termica per la vetrina prima di dicembre
- [ ] mensola archivio sul retro
- [x] rastrelliera bici nel cortiletto
""")

    write("docs/contratto-locazione-studio-sintesi.txt", """SINTESI CONTRATTO DI LOCAZIONE AD USO DIVERSO (STUDIO PROFESSIONALE)
=====================================================================
(appunti miei – l'originale firmato è nel raccoglitore rosso, copia PDF sul NAS)

Locatrice:        sig.ra Elda Mosso
Conduttrice:      arch. Giulia Ferraresi – Ferraresi Architettura
Immobile:         Via Giuseppe Giacosa 12/B, 10125 Torino – piano terra, ex negozio
                  con vetrina, 92 mq + cortiletto di pertinenza 12 mq
Dati catastali:   Foglio 1304, part. 211, sub. 7 – cat. C/1
Firma:            15 luglio 2025, presso Casa Nizza Immobiliare (Sara Bonino)
Decorrenza:       1 settembre 2025
Durata:           6 anni + 6 (rinnovo automatico), recesso del conduttore
                  con preavviso di 6 mesi per gravi motivi
Canone:           1.350,00 euro/mese, pagamento anticipato entro il giorno 5
                  di ogni mese, bonifico
Aggiornamento:    75% variazione ISTAT dal secondo anno
Deposito:         4.050,00 euro (tre mensilità), versato alla firma
Spese condominiali: a carico del conduttore, acconto 60 euro/mese
Lavori:           rifacimento impianto elettrico a carico del conduttore;
                  la locatrice scala 2.000 euro dai canoni di sett/ott/nov
                  (ca. 666 euro al mese) a fronte della dichiarazione di
                  conformità
Registrazione:    a cura dell'agenzia, imposta di registro al 50%
Agenzia:          provvigione 10% del canone annuo + IVA (pagata)

Note:
- la vetrina non può essere oscurata per più del 50% (regolamento condominiale)
- insegna: serve ok dell'amministratore del condominio
- la locatrice vuole essere avvisata prima di qualsiasi foratura nei muri portanti
""")
