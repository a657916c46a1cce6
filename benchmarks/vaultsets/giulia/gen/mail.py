import mailbox, os
from email.message import EmailMessage
from email.utils import format_datetime
from common import write, save_mail, new_mail, quote, d, ROME, LONDON, AMS, ME, ME_ADDR, ROOT

OLIVER = "Oliver Pennington <oliver@sablehospitality.example>"
SIG_OLD = """--
Giulia Ferraresi, architetto
Ferraresi Architettura
Via Cibrario 58, 10143 Torino
+39 333 000 0418"""
SIG_NEW = """--
Giulia Ferraresi, architetto
Ferraresi Architettura
Via Giacosa 12/B, 10125 Torino (nuova sede dal 6 ottobre)
+39 333 000 0418"""


def m01():
    m = new_mail(OLIVER, ME, "Fennel & Ash - appointment and brief", d(2025, 1, 27, 7, 4, LONDON),
                 "<20250127070412.fa-brief@sablehospitality.example>")
    txt = """Dear Giulia,

Thank you for the call on Friday - Reuben and I came away very excited.

As discussed, we would like to appoint Ferraresi Architettura as architect and lead designer for
Fennel & Ash, 27 Calthorpe Yard, London EC1R, RIBA stages 2 to 6. Your fee proposal of 8.5% of the
construction cost is accepted; site visits capped at 12 trips, beyond that at your day rate.
Our purchase order number is SH-PO-0417 - please quote it on every invoice.

The brief, in short:
- 74 covers, wood-fired grill, open kitchen, counter seats along the pass
- bar that works on its own for walk-ins
- private dining for 12 in the basement vault
- budget for the works GBP 420k ex VAT, excluding kitchen equipment and loose furniture
- opening: end of summer 2025, ideally before the autumn season

Nadia Ferreira at Harcourt will be our cost consultant. We will need a fire engineer early -
the extract will be a challenge. Any recommendations?

Our weekly call: Tuesdays at 10:00 UK time, if that works for you.

Looking forward,
Oliver

Oliver Pennington
Director, Sable Hospitality Ltd
020 7946 0412
"""
    m.set_content(txt, cte="7bit")
    html = "<html><body>" + "".join(f"<p>{l}</p>" for l in txt.replace("&", "&amp;").split("\n\n")) + "</body></html>"
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_mail("mail/2025/01/2025-01-27_sable-appointment-brief.eml", m)


def m03():
    m = new_mail("Gareth Pryce <gareth.pryce@hadleyfinch.example>", ME,
                 "Fennel & Ash, 27 Calthorpe Yard - tender return", d(2025, 3, 20, 11, 52, LONDON),
                 "<tender-FA-0320@hadleyfinch.example>", cc="Nadia Ferreira <nadia@harcourtcost.example>")
    m.set_content("""Dear Ms Ferraresi,

Please find below our tender return for the fit-out works at Fennel & Ash, 27 Calthorpe Yard, submitted
in accordance with your tender documents (drawings rev B issued 7 March 2025).

TENDER SUM: GBP 412,800.00 (four hundred and twelve thousand eight hundred pounds), excluding VAT.

Programme (summary):
  Start on site ............ Monday 14 April 2025
  Strip-out complete ....... 2 May 2025
  Practical completion ..... Friday 5 September 2025
  Client opening ........... Friday 19 September 2025 (two weeks for kitchen commissioning and training)
  Duration ................. 20 weeks

Our proposed site manager is Dean Colville, who has delivered four restaurant fit-outs with us in the last three
years. He would be supported by our contracts manager and a dedicated M&E coordinator.

Qualifications:
1. Kitchen extract riser: we have included a provisional sum of GBP 12,000 pending the fire strategy.
2. Basement damp: excluded pending survey.
3. Out-of-hours working: excluded.

We trust this is in order and look forward to hearing from you.

Kind regards,

Gareth Pryce
Senior Estimator
Hadley & Finch Interiors Ltd
020 7946 0733
""", cte="quoted-printable")
    save_mail("mail/2025/03/2025-03-20_hadley-finch-tender.eml", m)


def m04():
    m = new_mail("Studio Varetto Amministrazioni <piera.varetto@studiovaretto.example>",
                 "Condomini Via Lamarmora 35 <condomini-lamarmora35@studiovaretto.example>",
                 "Condominio Via Lamarmora 35 – convocazione assemblea straordinaria 28/04/2025",
                 d(2025, 4, 9, 16, 20), "<conv-20250409-lam35@studiovaretto.example>")
    m.set_content("""Gentili condomini,

in allegato trovate la convocazione dell'assemblea straordinaria del condominio di Via Lamarmora 35, con
l'ordine del giorno e la sintesi dei due preventivi per i lavori di facciata.

Vi ricordo che per le deliberazioni sui lavori straordinari è necessaria la maggioranza degli intervenuti
che rappresenti almeno la metà del valore dell'edificio (500 millesimi). Chi non può partecipare è pregato
di compilare la delega in fondo all'allegato.

Cordiali saluti,

rag. Piera Varetto
Studio Varetto Amministrazioni
Corso Re Umberto 71, Torino – tel. +39 011 000 0677
""", cte="8bit")
    att = """CONDOMINIO VIA LAMARMORA 35 – TORINO
CONVOCAZIONE DI ASSEMBLEA STRAORDINARIA

I signori condomini sono convocati in assemblea straordinaria
  in prima convocazione il giorno 27/04/2025 alle ore 7:00 presso lo studio dell'amministratore
  e, occorrendo, IN SECONDA CONVOCAZIONE
  LUNEDÌ 28 APRILE 2025 ALLE ORE 18:00
  presso la sala riunioni della parrocchia di San Secondo, Via San Secondo 8 (ingresso dal cortile)

ORDINE DEL GIORNO
1. Stato della facciata su strada dopo il distacco di intonaco del 12/02/2025: relazione del tecnico.
2. Esame e approvazione dei preventivi:
   A) ripristino frontalini balconi, intonaco ammalorato e tinteggiatura facciata su strada
      – Impresa Bosio Restauri: 29.800,00 euro + IVA
   B) rifacimento facciate strada e cortile con isolamento a cappotto termico (EPS grafitato 12 cm)
      – Edil Canavese srl: 148.600,00 euro + IVA
      (lavori agevolabili con detrazione per efficientamento energetico secondo la normativa vigente)
3. Nomina del direttore lavori e del coordinatore per la sicurezza.
4. Piano di riparto e calendario dei versamenti.
5. Varie ed eventuali.

Il riparto sarà effettuato in base alla tabella A (proprietà generale).

L'amministratore
rag. Piera Varetto

------------------------------------------------------------
DELEGA
Il/La sottoscritto/a ________________ proprietario/a dell'unità ______
delega il/la sig./sig.ra ________________ a rappresentarlo/a.
Firma ________________
"""
    m.add_attachment(att, filename="convocazione_assemblea_28-04-2025.txt", cte="base64")
    save_mail("mail/2025/04/2025-04-09_condominio-convocazione.eml", m)


def m05():
    m = new_mail("Marcus Ellery <marcus@elleryfire.example>", ME,
                 "Fennel & Ash - Fire Strategy Report EFE-2291-FS-01 rev B", d(2025, 4, 23, 17, 31, LONDON),
                 "<EFE-2291-FS01B.20250423@elleryfire.example>",
                 cc="Oliver Pennington <oliver@sablehospitality.example>, Sanjay Kohli <sanjay@kohlisd.example>")
    m.set_content("""Hi Giulia,

As promised at last week's meeting, attached is the outline fire strategy for Fennel & Ash (our ref.
EFE-2291-FS-01, revision B - rev A was internal only).

The short version:
- we need the second means of escape to the rear yard - there is no way around it with 74 covers;
- the basement private dining room works with a protected stair and a cap on numbers;
- whichever extract route you choose, the duct needs a fire-resisting enclosure all the way to the discharge point.

The travel distances and occupancy figures are in section 4 of the attachment. Please check them against your
seating layout and let me know if Oliver adds covers - every extra cover changes the exit widths.

I'm free for a call on the extract options any day next week except Wednesday.

Best,
Marcus

--
Marcus Ellery CEng MIFireE
Ellery Fire Engineering Ltd
020 7946 0264
""", cte="7bit")
    att = """ELLERY FIRE ENGINEERING LTD
OUTLINE FIRE STRATEGY - SUMMARY
Project: Fennel & Ash, 27 Calthorpe Yard, London EC1R
Ref: EFE-2291-FS-01   Revision: B   Date: 23/04/2025
Prepared by: M. Ellery   Checked by: R. Achterberg

1. SCOPE
   Ground floor and basement restaurant (Class A3), new fit-out within existing 1880s
   building. Upper floors (offices / dental clinic) separate, not in scope.

2. EVACUATION STRATEGY
   Simultaneous evacuation. Fire alarm Category L2 to BS 5839-1, interlinked with
   the kitchen gas interlock.

3. OCCUPANCY
   Dining + bar: 74 covers (seated) + 10 standing at bar = 84 persons
   Staff: 12 persons
   Basement private dining: max 12 persons (included in 74)
   DESIGN OCCUPANCY GROUND FLOOR: 96 persons

4. MEANS OF ESCAPE
   4.1 Maximum travel distance where escape is possible in ONE direction only: 18 m.
       The far end of the dining room currently measures 23 m to the front door:
       a second exit is therefore required.
   4.2 Maximum travel distance where escape is possible in MORE THAN ONE direction: 45 m.
   4.3 Second exit: via kitchen corridor to rear yard, then through the gate into
       Pakenham Mews. Minimum clear width 1000 mm at every door on this route;
       the gate to be fitted with a push-bar and not locked during trading hours.
   4.4 Front door: 1200 mm clear, opening outward or held open on magnetic
       release during trading hours.
   4.5 Basement: protected stair (30 min), final exit via ground floor lobby.

5. KITCHEN EXTRACT
   Whatever the route, the extract duct must run in a fire-resisting enclosure
   achieving 60 minutes (EI 60) from the kitchen canopy to the point of discharge,
   with access panels for cleaning at every change of direction and at max 3 m
   centres. Grease filters and a fire suppression system (wet chemical) over the
   solid-fuel grill are required.

6. FIRE-FIGHTING / DETECTION
   Emergency lighting throughout; fire blanket and wet chemical extinguisher in
   kitchen; CO2 at the bar.

7. ITEMS FOR THE DESIGN TEAM
   - Any change in covers to be notified to EFE before issue "for construction".
   - Service penetrations through the vault ceiling to be fire-stopped (intumescent
     collars on plastic pipes).
"""
    m.add_attachment(att, filename="EFE-2291-FS-01_revB_summary.txt", cte="base64")
    save_mail("mail/2025/04/2025-04-23_fire-strategy-report.eml", m)


def m07():
    m = new_mail("Davide Ferraresi <davide.ferraresi@posta.example>", "Giulia <giulia.ferraresi@posta.example>",
                 "mamma: turni per le prossime settimane", d(2025, 5, 13, 22, 14),
                 "<CAdf-20250513-2214@posta.example>")
    m.set_content("""Ciao Giuli,

mamma è a casa, l'ho lasciata alle 19 davanti al telegiornale con la zia al telefono. Tutto ok, ha già
ordinato a me di spostare la poltrona "perché così vede meglio la finestra".

Ho parlato con il capo: fino a fine luglio posso fare smart working il giovedì e il venerdì. Quindi propongo:

- lunedì: tu (la porti alla fisio alle 9 e poi vai in studio)
- martedì: tu la sera
- mercoledì sera – venerdì mattina: io da Chieri
- giovedì: la fisio alle 9 la porto io; se ho una riunione in sede chiamo Franca
- weekend: alterni, questo lo faccio io

Le sedute partono lunedì 26, lunedì e giovedì sempre alle 9, ciclo da 20. Ho prenotato io per telefono.

Le iniezioni: la sera le faccio io quando ci sono, gli altri giorni viene l'infermiera alle 19. Mi sono segnato
i 35 giorni sul calendario del frigo.

Dimmi se ti torna. E dormi, che l'altra sera al telefono sembravi uno zombie.

Davide
""", cte="8bit")
    save_mail("mail/2025/05/2025-05-13_davide-turni-mamma.eml", m)


def m08():
    m = new_mail("Circolo Nautico Verbano – Segreteria <segreteria@cnverbano.example>",
                 "giulia.ferraresi@posta.example",
                 "Corso base deriva giugno – NUOVE DATE", d(2025, 5, 27, 12, 5),
                 "<corsobase-2025-date@cnverbano.example>")
    m.set_content("""Gentili allievi del corso base deriva,

purtroppo dobbiamo spostare il corso. Dopo le piogge di maggio il livello del lago è ancora molto alto: il
pontile sud, dove si trova la nostra base e lo scivolo per le derive, è parzialmente allagato e la Capitaneria
ci ha chiesto di non mettere in acqua le barche scuola fino a metà giugno.

LE DATE DEL 7–8 E 14–15 GIUGNO SONO ANNULLATE.

NUOVE DATE:  sabato 5 e domenica 6 luglio, sabato 12 e domenica 13 luglio 2025
ORARI:       invariati, 9:30–17:00 (ritrovo alle 9:15 al pontile sud, Lungolago di Lesa)

Quota: chi ha versato l'acconto di iscrizione dovrà saldare il primo giorno la parte restante, 290 euro
(contanti o POS). Nulla cambia rispetto a quanto già concordato.

Chi non potesse partecipare nelle nuove date può chiedere il rimborso dell'acconto entro il 10 giugno
oppure spostare l'iscrizione al corso di agosto (23–24 e 30–31 agosto).

Ci scusiamo per il disagio. Il lago, quest'anno, ha deciso così.

Un saluto,
Ivo Pastore e la segreteria
Circolo Nautico Verbano – Lesa (NO)
tel. +39 0322 000 041
""", cte="quoted-printable")
    save_mail("mail/2025/05/2025-05-27_vela-date-spostate.eml", m)


def m09():
    m = new_mail("Fabrizio Gallo <fabrizio.gallo@gallorinaudo.example>", ME,
                 "Redditi 2025 – F24 di giugno", d(2025, 6, 5, 10, 40), "<gr-20250605-ferraresi@gallorinaudo.example>")
    m.set_content("""Buongiorno Giulia,

ti confermo gli importi del modello F24 con scadenza 30 giugno 2025 (dichiarazione Redditi 2025, anno
d'imposta 2024):

- IRPEF saldo 2024 (cod. 4001): 2.146,00 euro
- IRPEF primo acconto 2025 (cod. 4033): 1.920,00 euro
- addizionale regionale saldo (cod. 3801): 312,40 euro
- addizionale comunale saldo + acconto (cod. 3844 / 3843): 188,60 euro

TOTALE F24: 4.567,00 euro

Ti allego nulla: il modello precompilato è già nella tua area riservata sul nostro portale, puoi pagarlo
dall'home banking. Se preferisci che lo addebitiamo noi con il servizio telematico dimmelo entro il 25.

Il secondo acconto lo calcoliamo in autunno, quando avremo un'idea del fatturato di quest'anno (con il progetto
di Londra potrebbe cambiare parecchio).

Inarcassa: il conguaglio dei contributi minimi va a dicembre, ti mando il promemoria.

Sulla questione del conto in sterline: non sei tenuta all'IVAFE per i conti correnti con giacenza media sotto i
5.000 euro, ma il conto va comunque indicato nel quadro RW ai fini del monitoraggio. Lo facciamo noi.

Cordiali saluti,
Fabrizio Gallo
Studio Gallo & Rinaudo – Dottori Commercialisti
Corso Vinzaglio 22, Torino
""", cte="quoted-printable")
    save_mail("mail/2025/06/2025-06-05_gallo-f24-giugno.eml", m)


def m10():
    orig_id = "<gf-20250609-hf-delay@ferraresi-architettura.example>"
    orig = """Hi Oliver,

Quick summary after today's site meeting, before our call tomorrow:

- Strip-out is still not complete (programme said 2 May). Dean Colville, H&F's site manager, told me
  on site that their M&E subcontractor has left and they are "looking for a replacement".
- We have still not received any coordinated M&E drawings. Sanjay has chased three times.
- H&F have submitted a variation of GBP 38,000 for the extract riser, which was a provisional sum
  in their tender. Nadia considers it unjustified.
- Realistically we are 4 weeks behind, and I don't see a recovery plan.

I've asked Dean for a revised programme by Friday. I'm sorry - I know we recommended them.

Giulia"""
    m = new_mail(OLIVER, ME, "Re: Fennel & Ash - H&F programme and variation", d(2025, 6, 10, 6, 12, LONDON),
                 "<20250610061201.olp@sablehospitality.example>", reply_to=(orig_id, [orig_id]),
                 cc="Nadia Ferreira <nadia@harcourtcost.example>")
    m.set_content(f"""Giulia,

Thanks. I've had enough. I spoke to our solicitor last night and I am going to terminate Hadley & Finch's
contract under clause 8 (failure to proceed regularly and diligently). Notice goes out tomorrow.

Please call Kwame at Brockwell this morning and ask whether they are still interested, on the basis of their
March tender and a July start. Nadia - please prepare a valuation of the works done by H&F to date.

And please stop apologising. You recommended them with conditions and they didn't meet the conditions.

Oliver

On Mon, 9 Jun 2025 at 21:47, Giulia Ferraresi <giulia@ferraresi-architettura.example> wrote:
{quote(orig)}
""", cte="quoted-printable")
    save_mail("mail/2025/06/2025-06-10_re-hadley-programme.eml", m)


def m11():
    m = new_mail("Sara Bonino – Casa Nizza Immobiliare <sara.bonino@casanizza.example>", ME,
                 "Belfiore 31 – purtroppo / novità su Giacosa", d(2025, 6, 11, 18, 3),
                 "<cn-20250611-bonino@casanizza.example>")
    m.set_content("""Cara Giulia,

ti scrivo con una notizia brutta e una bella.

La brutta: il proprietario di Via Belfiore 31 ci ha comunicato oggi che ha venduto l'intero cortile (laboratori
e magazzini) a un'impresa di costruzioni che farà loft. Il locale quindi non è più disponibile e la nostra
proposta a 1.150 euro decade. Mi dispiace davvero, so quanto ti piaceva la luce dei lucernari.

La bella: la proprietaria di Via Giacosa 12/B, la signora Elda Mosso, dopo tre mesi di locale sfitto ha deciso
di scendere a 1.350 euro al mese (invece di 1.450), con la possibilità di scalare una parte del canone dei
primi mesi se il conduttore rifà l'impianto elettrico a proprie spese. Ti ricordo: 92 mq, vetrina, altezza 3,60,
cortiletto sul retro.

Se sei ancora interessata, posso fissare una seconda visita anche domani sera dopo le 18.

A presto,
Sara Bonino
Casa Nizza Immobiliare – Via Nizza 112, Torino
cell. +39 333 000 0271
""", cte="8bit")
    save_mail("mail/2025/06/2025-06-11_casa-nizza-belfiore-ritirato.eml", m)


def m12():
    m = new_mail("Kwame Asante-Boyd <kwame.ab@brockwellshopfitting.example>", ME,
                 "Fennel & Ash - Letter of Appointment and programme", d(2025, 6, 19, 16, 45, LONDON),
                 "<LOA-FA-20250619@brockwellshopfitting.example>", cc=OLIVER)
    html = """<html><head><style>td,th{border:1px solid #999;padding:4px 8px;font-family:Arial;font-size:13px}</style></head>
<body style="font-family:Arial">
<p>Dear Giulia,</p>
<p>Further to our meetings this week, we are pleased to confirm our acceptance of the appointment for the
fit-out works at <b>Fennel &amp; Ash, 27 Calthorpe Yard, London EC1R</b>, on the basis of the Letter of Intent
signed by Sable Hospitality Ltd on 18 June 2025.</p>
<table style="border-collapse:collapse">
<tr><th colspan="2" style="background:#1f3a5f;color:#fff">Contract summary</th></tr>
<tr><td>Employer</td><td>Sable Hospitality Ltd</td></tr>
<tr><td>Contractor</td><td>Brockwell Shopfitting Ltd</td></tr>
<tr><td>Form of contract</td><td>JCT Minor Works 2016, amended</td></tr>
<tr><td>Contract sum (ex VAT)</td><td><b>GBP 438,500.00</b></td></tr>
<tr><td>Start on site</td><td>Monday 7 July 2025</td></tr>
<tr><td>Practical completion</td><td>Friday 17 October 2025</td></tr>
<tr><td>Client opening (target)</td><td>Friday 31 October 2025</td></tr>
<tr><td>Liquidated damages</td><td>GBP 2,500 per week</td></tr>
<tr><td>Retention</td><td>3%</td></tr>
</table>
<p>The contract sum reflects our March tender less the agreed savings on the bar joinery and the
preliminaries, plus the kitchen extract riser as now designed.</p>
<p>I will be your contracts manager; our foreman on site will be Stevie Doyle. We will issue the site
access notes and the detailed programme before the start.</p>
<p>Kind regards,<br>Kwame Asante-Boyd<br>Contracts Manager, Brockwell Shopfitting Ltd<br>020 7946 0581</p>
<img src="https://track.brockwellshopfitting.example/o.gif?id=LOA-FA" width="1" height="1" alt="">
</body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    save_mail("mail/2025/06/2025-06-19_brockwell-appointment.eml", m)


def m13():
    m = new_mail("Chiara Bellandi <chiara.bellandi@posta.example>", "Giulia <giulia.ferraresi@posta.example>",
                 "Testimone!! le cose pratiche 💍", d(2025, 7, 3, 23, 41), "<cb-20250703-2341@posta.example>")
    m.set_content("""Giuli amore mio,

come promesso ti scrivo tutte le cose pratiche così non ti chiamo ogni sera (ti chiamerò lo stesso).

📍 Tenuta Roverella, Monforte d'Alba – sabato 13 settembre. Cerimonia civile alle 16:00 nel giardino del
cedro (se piove sotto il portico), poi aperitivo e cena in barricaia. Camera per te venerdì e sabato, offriamo noi.

👗 Vestito: ti prego, per le testimoni ho pensato al VERDE SALVIA. Lo so che odi i pastelli, ma ti starà
benissimo. Andrea (il testimone di Tommaso, Andrea Costamagna) metterà la cravatta dello stesso colore,
così nelle foto siete coordinati. Non ti chiedo altro, giuro.

🗓 Prova: venerdì 12 settembre alle 18 alla Tenuta, poi cena con le famiglie (mia madre e sua madre allo
stesso tavolo, portati un calmante).

🎁 Lista nozze: viaggio in Giappone, Agenzia Viaggi Aquilone di Alba, codice lista LN-4471. Mi fai tu da
"collettrice" per gli amici del Poli e della pallavolo? Io non voglio sapere niente delle cifre.

🎤 Discorso: massimo 3 minuti. Niente esami di Statica. NIENTE.

🍽 Il catering mi chiede entro fine luglio allergie e esigenze: tu sei sempre pesce sì carne no e niente nocciole,
giusto? Lo scrivo io.

Ti voglio bene. Non vedo l'ora.
C.
""", cte="8bit")
    save_mail("mail/2025/07/2025-07-03_chiara-testimone.eml", m)


def m14():
    m = new_mail("Banca Subalpina <comunicazioni@bancasubalpina.example>", ME,
                 "Esito richiesta Prestito Professionisti – pratica approvata", d(2025, 7, 24, 9, 12),
                 "<bsub-prestito-20250724-884@bancasubalpina.example>")
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="background:#7a1e2c;color:#fff;padding:12px">
<b>BANCA SUBALPINA</b> – Filiale Torino Crocetta</td></tr></table>
<p>Gentile Cliente Giulia Ferraresi,</p>
<p>siamo lieti di comunicarLe che la Sua richiesta di finanziamento <b>Prestito Professionisti</b> è stata
approvata dal nostro Comitato Crediti. Di seguito le condizioni principali:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr><td>Numero pratica</td><td><b>PR-2025-0731-884</b></td></tr>
<tr><td>Importo finanziato</td><td>18.000,00 €</td></tr>
<tr><td>Finalità dichiarata</td><td>allestimento e impianti nuovo studio professionale (locazione)</td></tr>
<tr><td>Durata</td><td>60 mesi</td></tr>
<tr><td>TAN fisso</td><td>5,90%</td></tr>
<tr><td>TAEG</td><td>6,34%</td></tr>
<tr><td>Rata mensile</td><td>347,14 €</td></tr>
<tr><td>Prima rata</td><td>5 settembre 2025</td></tr>
<tr><td>Addebito</td><td>conto corrente n. ****2207</td></tr>
<tr><td>Spese di istruttoria</td><td>150,00 €</td></tr>
</table>
<p>L'erogazione avverrà entro 5 giorni lavorativi dalla firma del contratto, che può effettuare in filiale
previo appuntamento con il Suo gestore, dott. Luca Operti (tel. +39 011 000 0790), oppure con firma digitale
dall'area clienti.</p>
<p>Documenti da portare: documento d'identità, copia del contratto di locazione registrato, preventivi dei lavori.</p>
<p>Cordiali saluti,<br>Banca Subalpina S.p.A.</p>
<p style="font-size:10px;color:#777">Messaggio promozionale ai sensi della normativa vigente. Prima della sottoscrizione
leggere il documento SECCI disponibile in filiale e sul sito.</p>
<img src="https://pixel.bancasubalpina.example/t.gif?c=PR884" width="1" height="1" alt="">
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    save_mail("mail/2025/07/2025-07-24_banca-subalpina-prestito.eml", m)


def m15():
    m = new_mail(ME, "Marcus Ellery <marcus@elleryfire.example>",
                 "Fwd: FA-GA-101 rev E - Oliver's comments (extra covers)", d(2025, 8, 6, 9, 25),
                 "<gf-20250806-fwd-reve@ferraresi-architettura.example>")
    m.set_content(f"""Hi Marcus,

Forwarding Oliver's comments on rev E. As our fire engineer, could you tell me whether the 6 extra covers by the
window are acceptable with the current exit widths? My gut says no, but I'd rather he hears it from you.
Rev F is due in three weeks, so there's time.

Thanks,
Giulia

---------- Forwarded message ---------
From: Oliver Pennington <oliver@sablehospitality.example>
Date: Tue, 5 Aug 2025 at 23:02
Subject: FA-GA-101 rev E - comments
To: Giulia Ferraresi <giulia@ferraresi-architettura.example>

Giulia,

Rev E looks great. Three things:

1. Can we squeeze 6 more covers along the window (two-tops)? That takes us to 80. Reuben says the kitchen can
   handle it.
2. The waiter station feels too far from the kitchen.
3. Bar: can we gain some space behind the counter seats at the pass? It feels tight on the drawing.

Happy to discuss on Tuesday.
O.
""", cte="7bit")
    save_mail("mail/2025/08/2025-08-06_fwd-ga-rev-e-comments.eml", m)


def m16():
    m = new_mail("Traslochi Morra <preventivi@traslochimorra.example>", ME,
                 "Preventivo trasloco ufficio n. 2025/318", d(2025, 8, 20, 14, 30),
                 "<prev-2025-318@traslochimorra.example>")
    html = """<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#c45500">Traslochi Morra – dal 1974</h2>
<p>Gentile arch. Ferraresi,</p>
<p>a seguito del sopralluogo del 18 agosto Le inviamo il preventivo richiesto.</p>
<table border="1" cellspacing="0" cellpadding="5">
<tr style="background:#eee"><th>Voce</th><th>Dettaglio</th></tr>
<tr><td>Servizio</td><td>trasloco ufficio (studio di architettura)</td></tr>
<tr><td>Da</td><td>Via Cibrario 58, 10143 Torino – 1° piano con ascensore (portata 4 persone)</td></tr>
<tr><td>A</td><td>Via Giacosa 12/B, 10125 Torino – piano terra</td></tr>
<tr><td>Data</td><td>sabato 20 settembre 2025, inizio ore 8:00</td></tr>
<tr><td>Squadra</td><td>3 operatori + furgone 35 q con sponda</td></tr>
<tr><td>Incluso</td><td>smontaggio e rimontaggio 6 scrivanie e 2 librerie, imballo fragili, 60 scatoloni, assicurazione merci</td></tr>
<tr><td>Escluso</td><td>plotter (apparecchiature oltre 50 kg: necessaria ditta specializzata), opere murarie, smaltimenti</td></tr>
<tr><td><b>Totale</b></td><td><b>1.480,00 € + IVA 22%</b></td></tr>
</table>
<p>Validità del preventivo: 30 giorni. Per confermare basta rispondere a questa e-mail. Eventuali cambi di data
sono gratuiti se comunicati con almeno 7 giorni di anticipo.</p>
<p>Cordiali saluti,<br>Roberto Morra<br>Traslochi Morra snc – Strada del Drosso 120, Torino – tel. +39 011 000 0855</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="8bit")
    save_mail("mail/2025/08/2025-08-20_morra-preventivo.eml", m)


def m17():
    m = new_mail("Fisiomed Chieri <segreteria@fisiomedchieri.example>", "giulia.ferraresi@posta.example",
                 "Sig.ra Bertolino – variazione orari sedute da settembre", d(2025, 8, 28, 18, 50),
                 "<fm-20250828-bertolino@fisiomedchieri.example>")
    m.set_content("""Gentile sig.ra Ferraresi,

Le scriviamo per la mamma, sig.ra Rosanna Bertolino.

Da settembre la dott.ssa Marta Zanin passa al turno pomeridiano, quindi le sedute del lunedì e del giovedì
alle 9:00 non saranno più disponibili. Per non cambiare fisioterapista Le proponiamo, a partire da martedì
2 settembre 2025:

  MARTEDÌ e VENERDÌ alle ore 15:30 (durata 50 minuti)

Le sedute già pagate del pacchetto restano valide. Restano da fare 12 sedute del ciclo attuale.

Se i nuovi orari non andassero bene ci chiami entro lunedì: possiamo spostare la signora con un'altra
collega al mattino, ma la dott.ssa Zanin consiglierebbe di continuare con lei fino alla fine del ciclo.

Le ricordiamo il nostro indirizzo: Via dei Tessitori 9, Chieri (parcheggio nel cortile interno).

Cordiali saluti,
Marta Zanin e la segreteria di Fisiomed Chieri
tel. +39 011 000 0345
""", cte="base64")
    save_mail("mail/2025/08/2025-08-28_variazione-orari-sedute.eml", m)


def m18():
    orig_id = "<gf-20250909-morra@ferraresi-architettura.example>"
    orig = """Buongiorno sig. Morra,

purtroppo l'elettricista non ha finito nel locale nuovo: il quadro generale non è ancora arrivato
e senza dichiarazione di conformità non voglio portare dentro computer e server.
È possibile spostare il trasloco (preventivo 2025/318) a sabato 4 ottobre, stessa ora?
Mi scuso per il cambio.

Giulia Ferraresi"""
    m = new_mail("Traslochi Morra <preventivi@traslochimorra.example>", ME,
                 "Re: Preventivo trasloco ufficio n. 2025/318 – cambio data", d(2025, 9, 10, 8, 15),
                 "<prev-2025-318-r1@traslochimorra.example>", reply_to=(orig_id, ["<prev-2025-318@traslochimorra.example>", orig_id]))
    m.set_content(f"""Gentile architetto,

nessun problema: confermiamo lo spostamento a SABATO 4 OTTOBRE 2025, inizio ore 8:00, stessa squadra e stesse
condizioni del preventivo n. 2025/318. La data del 20 settembre è annullata.

Il venerdì prima passiamo a lasciare gli scatoloni in più che ci aveva chiesto.

Cordiali saluti,
Roberto Morra

Il giorno mar 9 set 2025 alle 19:02 Giulia Ferraresi <giulia@ferraresi-architettura.example> ha scritto:
{quote(orig)}
""", cte="8bit")
    save_mail("mail/2025/09/2025-09-10_re-morra-nuova-data.eml", m)


def m19():
    m = new_mail("Studio Varetto Amministrazioni <piera.varetto@studiovaretto.example>",
                 "Condomini Via Lamarmora 35 <condomini-lamarmora35@studiovaretto.example>",
                 "Condominio Via Lamarmora 35 – verbale assemblea straordinaria del 25/09/2025",
                 d(2025, 9, 30, 15, 2), "<verb-20250930-lam35@studiovaretto.example>")
    m.set_content("""Gentili condomini,

vi trasmetto la sintesi del verbale dell'assemblea straordinaria tenutasi giovedì 25 settembre 2025 alle
ore 18:30 presso la sala della parrocchia di San Secondo (presenti 17 condomini per 803 millesimi).

PUNTO 1 – Riesame della delibera del 28/04/2025 (facciate con cappotto termico)
A seguito della modifica delle aliquote di detrazione per il 2026 e dell'impugnazione presentata dal
condomino sig. Ferrero, l'assemblea ha deliberato di REVOCARE la delibera del 28 aprile relativa al
rifacimento con cappotto termico (preventivo Edil Canavese). L'intervento con cappotto è RINVIATO: se ne
riparlerà nell'assemblea ordinaria di primavera 2026 con nuovi preventivi e un'analisi dei costi aggiornata.
Favorevoli 12 (611 millesimi), contrari 5.

PUNTO 2 – Lavori urgenti
Approvato il solo ripristino dei frontalini dei balconi e dell'intonaco ammalorato della facciata su strada,
con tinteggiatura parziale: Impresa Bosio Restauri, importo aggiornato 31.200,00 euro + IVA. Inizio lavori
previsto: 3 novembre 2025, durata 6 settimane, ponteggio solo su strada.

PUNTO 3 – Riparto e versamenti (tabella A)
Prima rata (50%) entro il 31 ottobre 2025, seconda rata (50%) entro il 31 gennaio 2026.
Estratto del riparto per la scala B:
  int. 7  – Okoye A.      – 41,20 ‰ – 1.285,44 €
  int. 8  – Ferrero L.    – 39,80 ‰ – 1.241,76 €
  int. 9  – Ferraresi G.  – 38,45 ‰ – 1.199,64 €
  int. 10 – Demaria P.    – 44,10 ‰ – 1.375,92 €
(importi IVA inclusa; il riparto completo è disponibile in studio)

Coordinate per il versamento: IBAN IT00 X000 0000 0000 0000 0035 335 – intestato a Condominio Via Lamarmora 35.

Cordiali saluti,
rag. Piera Varetto
Studio Varetto Amministrazioni
""", cte="quoted-printable")
    save_mail("mail/2025/09/2025-09-30_condominio-verbale.eml", m)


def m20():
    m = new_mail("Ingrid Vos – Threshold 2025 <programme@threshold-conf.example>", ME,
                 "Threshold 2025: NEW VENUE – important update for speakers", d(2025, 10, 15, 10, 0, AMS),
                 "<speakers-update-3@threshold-conf.example>")
    txt = """Dear Giulia,

We have to share an important change with all Threshold 2025 speakers.

During a routine inspection last week, the fire safety authority required works to the emergency exits of the
Fenix Werkhal that cannot be completed before November. (Yes, we see the irony at a conference on adaptive reuse.)

THRESHOLD 2025 WILL NOW TAKE PLACE AT:
  Keilehal, Pier 2
  Keileweg 18, Merwe-Vierhavens (M4H), Rotterdam
  Registration opens 08:15 both days, 6 and 7 November 2025.

Your session is unchanged: "Kitchens in old shells", Friday 7 November. Your talk is at 11:40 (20 minutes
including questions), now in Hall B. Please send your final slides (16:9, PDF backup) by 3 November.

Getting there: tram 4 to Keileweg, or a 15-minute walk from Marconiplein metro. The Keilehal is an unheated
former warehouse that is being converted - the heating is being commissioned, so please bring a warm layer.

Speakers' dinner: Thursday 6 November, 19:30, unchanged.

With apologies and warm regards,
Ingrid Vos
Programme Chair, Threshold 2025
"""
    m.set_content(txt, cte="quoted-printable")
    html = "<html><body style='font-family:Helvetica'>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in txt.split("\n\n")) + \
        "<img src='https://mail.threshold-conf.example/open.gif?s=GF' width='1' height='1' alt=''></body></html>"
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_mail("mail/2025/10/2025-10-15_threshold-venue-change.eml", m)


def m21():
    m = new_mail(OLIVER, ME, "Opening date - moving again (sorry)", d(2025, 10, 21, 23, 18, LONDON),
                 "<20251021231805.olp@sablehospitality.example>",
                 cc="Kwame Asante-Boyd <kwame.ab@brockwellshopfitting.example>, Reuben Marsh <reuben@sablehospitality.example>")
    m.set_content("""Giulia, Kwame,

See below from the extract fan supplier. The fan for the grill extract won't be here before the week of
10 November, and without it Meridian won't sign off the kitchen.

So, decision taken with Reuben tonight: the opening on 31 October is off. NEW DATE: SOFT LAUNCH ON THURSDAY
27 NOVEMBER 2025 (friends & family, 40 covers), full opening from Tuesday 2 December. Practical completion
moves to Friday 14 November.

Kwame - please revise the programme around the fan delivery. Giulia - can you plan your snagging visit for the
week of the 17th?

Oliver

---------- Forwarded message ---------
From: Dominika Lis <orders@airmotive-fans.example>
Date: Tue, 21 Oct 2025 at 15:40
Subject: Order AMF-77120 - revised delivery
To: Oliver Pennington <oliver@sablehospitality.example>

Dear Mr Pennington,

We regret to inform you that the smoke-rated inline fan (order AMF-77120) for your project has been delayed at
the factory. Revised delivery to our UK warehouse: week commencing 10 November 2025. Delivery to site within
3 working days of arrival.

We apologise for the inconvenience.

Dominika Lis
Order Management, Airmotive Fans
""", cte="7bit")
    save_mail("mail/2025/10/2025-10-21_oliver-opening-date.eml", m)


GALLO_NOV = """Buongiorno Giulia,

ti ricordo la scadenza del secondo acconto IRPEF 2025. Quest'anno il 30 novembre cade di domenica, quindi
il termine slitta a LUNEDÌ 1 DICEMBRE 2025.

  IRPEF secondo acconto 2025 – codice tributo 4034 – importo 2.880,00 euro

Il modello F24 è nella tua area riservata. Nessun acconto per le addizionali.

Due cose che mi servono entro la prossima settimana, per la variazione dati della partita IVA (modello AA9,
cambio del luogo di esercizio dell'attività, da presentare entro 30 giorni dal trasferimento) e per
impostare gli ammortamenti dei lavori nella nuova sede:
1. il contratto di locazione del nuovo studio, registrato;
2. la fattura della ditta di traslochi e quelle dei lavori (elettricista, vetreria).

Inarcassa: il conguaglio lo vediamo a dicembre.

Cordiali saluti,
Fabrizio Gallo
Studio Gallo & Rinaudo – Dottori Commercialisti"""


def m22():
    m = new_mail("Fabrizio Gallo <fabrizio.gallo@gallorinaudo.example>", ME,
                 "Secondo acconto IRPEF e documenti per la nuova sede", d(2025, 11, 3, 9, 5),
                 "<gr-20251103-ferraresi@gallorinaudo.example>")
    m.set_content(GALLO_NOV + "\n", cte="8bit")
    save_mail("mail/2025/11/2025-11-03_gallo-secondo-acconto.eml", m)


def m23():
    pid = "<gr-20251103-ferraresi@gallorinaudo.example>"
    m = new_mail(ME, "Fabrizio Gallo <fabrizio.gallo@gallorinaudo.example>",
                 "Re: Secondo acconto IRPEF e documenti per la nuova sede", d(2025, 11, 4, 21, 37),
                 "<gf-20251104-gallo@ferraresi-architettura.example>", reply_to=(pid, [pid]))
    m.set_content(f"""Ciao Fabrizio,

grazie del promemoria. L'F24 lo pago io dall'home banking verso il 28, come sempre.

Il contratto registrato e la fattura di Morra te li mando entro venerdì 7, insieme alle fatture di Cerutti e
della vetreria: devo solo scansionarli, sono nel raccoglitore rosso che è ancora in uno scatolone (il trasloco
non è mai veramente finito...).

Una domanda: il prestito della banca per l'allestimento dello studio, gli interessi sono deducibili?

Grazie,
Giulia

{SIG_NEW}

Il giorno lun 3 nov 2025 alle 09:05 Fabrizio Gallo <fabrizio.gallo@gallorinaudo.example> ha scritto:
{quote(GALLO_NOV)}
""", cte="quoted-printable")
    save_mail("mail/2025/11/2025-11-04_re-gallo-secondo-acconto.eml", m)


def m25():
    m = new_mail("Plinth Weekly <newsletter@plinthweekly.example>", ME_ADDR,
                 "Plinth Weekly #212 – Print shops, pasta and the art of the second life",
                 d(2025, 6, 2, 7, 0, LONDON), "<plinth-212@plinthweekly.example>")
    m["List-Unsubscribe"] = "<https://plinthweekly.example/unsub?u=gf>"
    txt = """PLINTH WEEKLY #212 - interiors, reuse, hospitality

THIS WEEK

1. From print shop to pasta bar: five warehouse conversions in Europe
   A Lyon bookbindery that now serves fresh tagliatelle, a Glasgow tram depot turned food hall, a Porto
   cork warehouse with a 14-metre bar, and two more. What they share: they kept the dirt.

2. Interview: "The extract is the architecture"
   A Copenhagen kitchen designer on why every restaurant in an old building is really a ventilation project.

3. Material of the month: linoleum is back
   Natural, repairable, quiet - and the new terrazzo patterns are gorgeous.

4. Events
   Threshold 2025, Rotterdam, 6-7 November - call for papers closes 15 May.
   Salone del Restauro, Ferrara - September.

5. Job board: 14 new positions in hospitality design.

You're receiving this because you subscribed at plinthweekly.example. Unsubscribe any time.
"""
    m.set_content(txt, cte="quoted-printable")
    html = "<html><body style='font-family:Georgia;max-width:620px'><h1>PLINTH WEEKLY #212</h1>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in txt.split("\n\n")[1:]) + \
        "<img src='https://open.plinthweekly.example/p.gif?i=212' width='1' height='1' alt=''></body></html>"
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_mail("mail/2025/06/2025-06-02_plinth-weekly-newsletter.eml", m)


def m26():
    m = new_mail("Cicli Sangone <promo@ciclisangone.example>", "giulia.ferraresi@posta.example",
                 "⚡ Fine estate: -30% su abbigliamento e ruote!", d(2025, 9, 2, 8, 0),
                 "<promo-fineestate-2025@ciclisangone.example>")
    html = """<html><body style="font-family:Arial;background:#f4f4f4">
<table width="600" align="center" style="background:#fff"><tr><td style="padding:20px">
<h1 style="color:#e63900">SALDI DI FINE ESTATE</h1>
<p>Ciao ciclista! Fino al 21 settembre nei nostri negozi di Torino e Orbassano:</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Categoria</th><th>Sconto</th></tr>
<tr><td>Abbigliamento estivo</td><td>-30%</td></tr>
<tr><td>Ruote in carbonio</td><td>-20%</td></tr>
<tr><td>Caschi 2024</td><td>-25%</td></tr>
<tr><td>Bike fitting</td><td>49 € invece di 90 €</td></tr>
</table>
<p>Soci di club convenzionati: ulteriore 5% mostrando la tessera.</p>
<p style="font-size:10px">Per non ricevere più le nostre offerte clicca qui.</p>
</td></tr></table>
<img src="https://t.ciclisangone.example/o.gif?c=fe25" width="1" height="1" alt="">
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    save_mail("mail/2025/09/2025-09-02_cicli-promo.eml", m)


# ---------------- mbox ----------------
LIST = "Soci Pedale Sabaudo <soci@lists.pedalesabaudo.example>"
LISTID = "Soci ASD Pedale Sabaudo <soci.lists.pedalesabaudo.example>"

MBOX_MSGS = [
    ("Gianni Aimar <presidente@pedalesabaudo.example>", d(2025, 2, 25, 20, 10), "[PS] Si riparte! Stagione 2025",
     """Cari soci,

si riparte! Da domenica 2 marzo riprendono le uscite della domenica mattina.

RITROVO: Piazza Gran Madre, lato Po, davanti alla scalinata della chiesa.
PARTENZA: ore 8:00 precise (alle 8:05 si parte anche senza di te).

Gruppi: tranquillo, medio (con Loredana), veloce. Il percorso della settimana lo trovate sul gruppo entro il venerdì.
Ricordo a chi non l'ha ancora fatto di rinnovare la tessera: 65 euro, con bonifico.

Assemblea dei soci: giovedì 13 marzo alle 21 al circolo.

Gianni"""),
    ("Loredana Sibille <loredana.sibille@posta.example>", d(2025, 4, 8, 13, 30), "[PS] Ordine maglie 2025",
     """Ciao a tutti,

apro l'ordine collettivo delle maglie del club (blu savoia, croce bianca): 72 euro la maglia, 58 i pantaloncini.
Taglie da comunicare entro il 20 aprile. Consegna prevista a giugno.

Lore"""),
    ("Loredana Sibille <loredana.sibille@posta.example>", d(2025, 5, 28, 21, 0), "[PS] Orario estivo dal 1 giugno",
     """Ciao!

Fa caldo: da domenica 1 giugno si passa all'orario estivo.
RITROVO sempre in Piazza Gran Madre, ma PARTENZA ALLE 7:30.
Rientro entro le 12:30 per evitare le ore più calde. Portate due borracce.

From Superga in giù si scende in fila indiana, niente sorpassi in curva: ce l'hanno chiesto i vigili di Baldissero.

Lore"""),
    ("Gianni Aimar <presidente@pedalesabaudo.example>", d(2025, 8, 25, 19, 45), "[PS] Granfondo Colline del Po – iscrizione di gruppo",
     """Cari soci,

come l'anno scorso facciamo l'iscrizione di gruppo alla Granfondo Colline del Po di domenica 28 settembre
(partenza da Moncalieri). Quota con iscrizione di gruppo: 35 euro invece di 45, pacco gara incluso.
Percorsi: corto 78 km / medio 112 km / lungo 146 km.

Adesioni rispondendo a questa mail entro il 10 settembre, con il percorso scelto.

Gianni"""),
    ("Giulia Ferraresi <giulia.ferraresi@posta.example>", d(2025, 8, 26, 7, 50), "Re: [PS] Granfondo Colline del Po – iscrizione di gruppo",
     """Ciao Gianni,

ci sono: percorso medio (112 km). Ci vediamo alla partenza!

Giulia

> Adesioni rispondendo a questa mail entro il 10 settembre, con il percorso scelto."""),
    ("Loredana Sibille <loredana.sibille@posta.example>", d(2025, 9, 29, 18, 20), "[PS] Da ottobre si torna alle 8",
     """Ciao a tutti,

finita l'estate: da domenica 5 ottobre la partenza torna alle 8:00, stesso ritrovo in Gran Madre.
Luci anteriori e posteriori obbligatorie dalla prossima settimana, la mattina è buio.

Lore"""),
    ("Loredana Sibille <loredana.sibille@posta.example>", d(2025, 10, 28, 20, 5), "[PS] Orario invernale dal 2 novembre",
     """Ciao ciclisti,

arriva il freddo. Da domenica 2 novembre si passa all'ORARIO INVERNALE:
RITROVO Piazza Gran Madre, PARTENZA ALLE 8:30.
Giri più corti (50–70 km), rientro per pranzo. Se piove o c'è ghiaccio l'uscita è annullata: lo scrivo nel gruppo
entro le 7.

Cena sociale di fine stagione: venerdì 12 dicembre, trattoria Valsalice. Prenotazioni a me.

Lore"""),
]


# mailbox writes the current time into each message's "From " envelope line unless one is given: pin
# the line recorded from the original build so rebuilds are byte-identical.
MBOX_FROM = "MAILER-DAEMON Thu Nov 26 06:24:15 2026"


def mbox():
    path = os.path.join(ROOT, "mail/lists/pedale-sabaudo.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    prev = None
    for i, (frm, date, subj, body) in enumerate(MBOX_MSGS):
        m = EmailMessage()
        m["From"] = frm
        m["To"] = LIST
        m["Date"] = format_datetime(date)
        m["Subject"] = subj
        mid = f"<ps-2025-{i:02d}@lists.pedalesabaudo.example>"
        m["Message-ID"] = mid
        m["List-Id"] = LISTID
        m["List-Post"] = "<mailto:soci@lists.pedalesabaudo.example>"
        if subj.startswith("Re:") and prev:
            m["In-Reply-To"] = prev
            m["References"] = prev
        m.set_content(body + "\n", cte="8bit")
        mm = mailbox.mboxMessage(m)
        mm.set_from(MBOX_FROM)
        box.add(mm)
        prev = mid
    box.flush()
    box.close()


def build():
    for f in [m01, m03, m04, m05, m07, m08, m09, m10, m11, m12, m13, m14, m15, m16, m17, m18, m19,
              m20, m21, m22, m23, m25, m26]:
        f()
    mbox()
