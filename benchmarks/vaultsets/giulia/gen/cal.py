from common import write, ics_doc, ics_escape as E, VTZ_ROME, VTZ_LONDON, VTZ_AMS

STAMP = "DTSTAMP:20251110T190000Z"


def head(name, tz="Europe/Rome"):
    return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Giulia Ferraresi//Calendario personale//IT",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}", f"X-WR-TIMEZONE:{tz}"]


def ev(uid, summary, start, end, tz="Europe/Rome", location=None, desc=None, attendees=(), rrule=None,
       allday=False, extra=()):
    L = ["BEGIN:VEVENT", f"UID:{uid}@giulia.ferraresi", STAMP]
    if allday:
        L += [f"DTSTART;VALUE=DATE:{start}", f"DTEND;VALUE=DATE:{end}"]
    else:
        L += [f"DTSTART;TZID={tz}:{start}", f"DTEND;TZID={tz}:{end}"]
    if rrule:
        L.append(f"RRULE:{rrule}")
    L.append(f"SUMMARY:{E(summary)}")
    if location:
        L.append(f"LOCATION:{E(location)}")
    if desc:
        L.append(f"DESCRIPTION:{E(desc)}")
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT:mailto:{mail}')
    L += list(extra)
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, desc=None, status="NEEDS-ACTION", completed=None):
    L = ["BEGIN:VTODO", f"UID:{uid}@giulia.ferraresi", STAMP, f"SUMMARY:{E(summary)}"]
    if desc:
        L.append(f"DESCRIPTION:{E(desc)}")
    if due:
        L.append(f"DUE;VALUE=DATE:{due}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


def lavoro():
    L = head("Studio / Lavoro") + VTZ_ROME + VTZ_LONDON + VTZ_AMS
    L += ev("fa-weekly-call", "Fennel & Ash – weekly call with Oliver", "20250204T100000", "20250204T104500",
            tz="Europe/London", location="Microsoft Teams", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251216T100000Z",
            desc="Weekly client call. 10:00 UK = 11:00 Torino. Agenda in the shared doc.",
            attendees=[("Oliver Pennington", "oliver@sablehospitality.example")],
            extra=["EXDATE;TZID=Europe/London:20250812T100000,20250819T100000,20251104T100000"])
    L += ev("visite-locali-20250318", "Visite locali San Salvario con Sara (Casa Nizza)", "20250318T143000",
            "20250318T173000", location="Ritrovo davanti a Casa Nizza Immobiliare, Via Nizza 112, Torino",
            desc="Tre locali: Belfiore, Ormea, Giacosa. Portare metro laser e macchina fotografica.",
            attendees=[("Sara Bonino", "sara.bonino@casanizza.example"), ("Matteo Rinero", "matteo@ferraresi-architettura.example")])
    L += ev("fa-fire-mtg-20250416", "Fennel & Ash – fire strategy meeting", "20250416T140000", "20250416T153000",
            tz="Europe/London", location="Teams",
            desc="Escape routes + kitchen extract options. Fire engineer: Marcus Ellery (Ellery Fire Engineering).",
            attendees=[("Marcus Ellery", "marcus@elleryfire.example"), ("Sanjay Kohli", "sanjay@kohlisd.example"),
                       ("Oliver Pennington", "oliver@sablehospitality.example")])
    L += ev("fa-extract-decision-20250514", "Fennel & Ash – extract route call (A/B/C)", "20250514T150000",
            "20250514T160000", tz="Europe/London", location="Teams",
            desc="Decide the kitchen extract route. Marcus to confirm the fire implications of each option, Sanjay the duct sizes.",
            attendees=[("Marcus Ellery", "marcus@elleryfire.example"), ("Sanjay Kohli", "sanjay@kohlisd.example"),
                       ("Oliver Pennington", "oliver@sablehospitality.example")])
    L += ev("firma-locazione-20250715", "Firma contratto locazione nuovo studio", "20250715T110000", "20250715T123000",
            location="Casa Nizza Immobiliare, Via Nizza 112, Torino",
            desc="Portare: documento, assegno deposito cauzionale, visura. Con la sig.ra Mosso.",
            attendees=[("Sara Bonino", "sara.bonino@casanizza.example"), ("Elda Mosso", "elda.mosso@posta.example")])
    L += ev("ldn-trip-sep", "Torino → Londra (treno via Parigi)", "20250915T074600", "20250915T191500",
            location="Torino Porta Susa → Paris Gare de Lyon → London St Pancras",
            desc="TGV + Eurostar. Work on the train: RCP markup.")
    L += ev("fa-site-visit-20250916", "Fennel & Ash – site visit (Brockwell)", "20250916T083000", "20250916T130000",
            tz="Europe/London", location="27 Calthorpe Yard, London EC1R",
            attendees=[("Kwame Asante-Boyd", "kwame.ab@brockwellshopfitting.example"),
                       ("Oliver Pennington", "oliver@sablehospitality.example")],
            desc="Rev F on site. Check bar position, escape door width, acoustic plaster.")
    L += ev("trasloco-studio", "TRASLOCO STUDIO", "20251004T080000", "20251004T160000",
            location="Via Cibrario 58 → Via Giacosa 12/B, Torino",
            desc="Traslochi Morra, 3 operatori, inizio 8:00 (spostato dal 20/9). Plotter a parte con Plotservice. Matteo: NAS.")
    L += ev("rdam-train-out", "Treno Torino Porta Susa → Paris Gare de Lyon (TGV)", "20251105T074600",
            "20251105T133200", location="Torino Porta Susa",
            desc="Then Paris Nord 15:25 → Rotterdam Centraal 18:04 (Eurostar). Carrozza 12, posto 64.")
    L += ev("rdam-hotel", "Hotel Maasbaken – Rotterdam (conf. 88213-GF)", "20251105", "20251108", allday=True,
            location="Hotel Maasbaken, Wilhelminakade 61, Rotterdam",
            desc="3 nights, breakfast included. Check-in from 15:00.")
    L += ev("threshold-talk", "Threshold 2025 – MY TALK", "20251107T114000", "20251107T120000", tz="Europe/Amsterdam",
            location="Threshold 2025, Rotterdam",
            desc="Session 'Kitchens in old shells'. 20 min incl. Q&A. Chair: Ingrid Vos. Slides + PDF on USB.",
            attendees=[("Ingrid Vos", "programme@threshold-conf.example")],
            extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Talk in 1 hour", "TRIGGER:-PT1H", "END:VALARM"])
    L += ev("fa-snagging-nov", "Fennel & Ash – snagging visit", "20251119", "20251121", allday=True,
            location="27 Calthorpe Yard, London EC1R")
    L += ev("fa-soft-launch", "Fennel & Ash – SOFT LAUNCH (friends & family)", "20251127T180000", "20251127T230000",
            tz="Europe/London", location="Fennel & Ash, 27 Calthorpe Yard, London EC1R",
            desc="Moved from 31 Oct (fan delay). 40 covers. Full opening Tue 2 Dec.")
    L += todo("todo-kwame-bar-elev", "Send FA-EL-204 rev C (bar elevation) to Kwame", due="20250926",
              desc="Promised at the 16/9 site visit: new back-bar shelving + glass washer moved.")
    L += todo("todo-sede-indirizzo", "Aggiornare indirizzo nuova sede: Ordine Architetti, Inarcassa, PEC, assicurazione RC",
              due="20251031", desc="Dal portale dell'Ordine serve SPID. Inarcassa: area riservata.")
    L += todo("todo-fattura-sable", "Fattura Sable – stage 5 second tranche", due="20251130")
    L += todo("todo-abstract-threshold", "Send Threshold abstract + bio", due="20250515", status="COMPLETED",
              completed="20250512T210000Z")
    L.append("END:VCALENDAR")
    write("calendar/lavoro.ics", ics_doc(L))


def famiglia():
    L = head("Famiglia") + VTZ_ROME
    L += ev("mamma-prericovero", "Mamma – prericovero", "20250416T073000", "20250416T120000",
            location="Casa di Cura Villa Ortensia, Strada Val Salice 40, Torino", desc="A digiuno. Davide la porta.")
    L += ev("mamma-intervento", "Mamma – intervento protesi anca", "20250508T070000", "20250508T140000",
            location="Casa di Cura Villa Ortensia, Strada Val Salice 40, Torino",
            desc="Dott. Cravero. Primo intervento della mattina, ingresso ore 7. Reparto Ortopedia 2° piano.")
    L += ev("mamma-fisio-1", "Fisio mamma", "20250526T090000", "20250526T095000",
            location="Fisiomed Chieri, Via dei Tessitori 9, Chieri",
            rrule="FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20250829T070000Z",
            desc="Con Marta Zanin. Lunedì la porto io, giovedì Davide (o Franca).",
            extra=["EXDATE;TZID=Europe/Rome:20250811T090000,20250814T090000"])
    L += ev("mamma-fisio-2", "Fisio mamma (nuovo orario)", "20250902T153000", "20250902T162000",
            location="Fisiomed Chieri, Via dei Tessitori 9, Chieri",
            rrule="FREQ=WEEKLY;BYDAY=TU,FR;COUNT=24",
            desc="Con Marta Zanin (turno pomeriggio). Martedì la porto io, venerdì Franca.")
    L += ev("mamma-visita-6sett", "Mamma – controllo 6 settimane + RX", "20250619T101500", "20250619T113000",
            location="Villa Ortensia, ambulatorio dott. Cravero")
    L += ev("mamma-visita-3mesi", "Mamma – visita 3 mesi Cravero", "20250807T160000", "20250807T163000",
            location="Villa Ortensia, ambulatorio dott. Cravero")
    L += ev("matrimonio-prova", "Prova matrimonio Chiara & Tommaso", "20250912T180000", "20250912T230000",
            location="Tenuta Roverella, Monforte d'Alba (CN)", desc="Poi cena con le famiglie.")
    L += ev("matrimonio", "Matrimonio Chiara & Tommaso (io testimone!)", "20250913T160000", "20250914T010000",
            location="Tenuta Roverella, Monforte d'Alba (CN) – giardino del cedro",
            desc="Arrivare alle 10 per preparazione. Carta d'identità per la firma. Discorso in borsa.",
            attendees=[("Chiara Bellandi", "chiara.bellandi@posta.example")])
    L += ev("compleanno-davide", "Compleanno Davide", "20251118", "20251119", allday=True,
            rrule="FREQ=YEARLY")
    L += ev("pranzo-chieri", "Pranzo domenicale a Chieri", "20250601T123000", "20250601T160000",
            location="Chieri, casa di mamma", rrule="FREQ=MONTHLY;BYDAY=1SU",
            desc="Prima domenica del mese. Portare il dolce (non le paste di meliga, mamma è a dieta).")
    L += todo("todo-rx-6mesi", "Prenotare RX anca controllo 6 mesi (mamma)", due="20251120",
              desc="Serve impegnativa della dott.ssa Perino. CUP o privato a Villa Ortensia.")
    L += todo("todo-kit-testimone", "Kit emergenza testimone", due="20250912", status="COMPLETED",
              completed="20250911T200000Z")
    L.append("END:VCALENDAR")
    write("calendar/famiglia.ics", ics_doc(L))


def sport():
    L = head("Sport – bici e vela") + VTZ_ROME
    L += ev("ps-domenica", "Uscita Pedale Sabaudo", "20250302T080000", "20250302T123000",
            location="Piazza Gran Madre, Torino (lato Po)", rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20251221T070000Z",
            desc="Gruppo medio con Loredana. Borraccia, camera d'aria, 10 euro.")
    L += ev("vela-corso-base", "Corso vela base (deriva)", "20250705T093000", "20250705T170000",
            location="Circolo Nautico Verbano – pontile sud, Lungolago, Lesa (NO)",
            rrule="FREQ=WEEKLY;BYDAY=SA,SU;COUNT=4",
            desc="Ritrovo 9:15. Istruttore Ivo Pastore. Scarpette, lycra, crema, pranzo al sacco. Saldo il primo giorno.")
    L += ev("granfondo-po", "Granfondo Colline del Po (medio)", "20250928T073000", "20250928T140000",
            location="Moncalieri, Piazza Vittorio Emanuele II", desc="Iscrizione di gruppo con il club.")
    L += ev("superga-test", "Superga a cronometro", "20250406T083000", "20250406T110000",
            location="Sassi, Torino")
    L += todo("todo-tessera-2026", "Rinnovo tessera Pedale Sabaudo 2026", due="20260131")
    L.append("END:VCALENDAR")
    write("calendar/sport-vela.ics", ics_doc(L))


def scadenze():
    L = head("Scadenze e casa") + VTZ_ROME
    L += ev("f24-giugno", "F24 saldo + primo acconto (4.567 €)", "20250630", "20250701", allday=True,
            desc="Importi da Gallo (mail 5/6). Pagare da home banking.")
    L += ev("assemblea-cond-apr", "Assemblea straordinaria condominio (facciata)", "20250428T180000", "20250428T203000",
            location="Sala riunioni parrocchia San Secondo, Via San Secondo 8, Torino",
            attendees=[("Piera Varetto", "piera.varetto@studiovaretto.example")])
    L += ev("assemblea-cond-set", "Assemblea straordinaria condominio (riesame cappotto)", "20250925T183000",
            "20250925T210000", location="Sala riunioni parrocchia San Secondo, Via San Secondo 8, Torino",
            desc="Convocata dall'amministratrice dopo l'impugnazione di Ferrero. Andarci!",
            attendees=[("Piera Varetto", "piera.varetto@studiovaretto.example")])
    L += ev("rata-cond-ott", "Condominio: prima rata lavori frontalini", "20251031", "20251101", allday=True,
            desc="50% della quota. Bonifico al conto del condominio.")
    L += ev("f24-secondo-acconto", "F24 secondo acconto IRPEF (2.880 €, cod. 4034)", "20251201", "20251202",
            allday=True, desc="Il 30/11 è domenica, scade lunedì 1 dicembre.")
    L += ev("rata-prestito", "Rata prestito studio – Banca Subalpina", "20250905", "20250906", allday=True,
            rrule="FREQ=MONTHLY;BYMONTHDAY=5;COUNT=60", desc="Addebito automatico.")
    L += ev("canone-studio", "Canone studio (bonifico alla sig.ra Mosso)", "20250905", "20250906", allday=True,
            rrule="FREQ=MONTHLY;BYMONTHDAY=5", desc="Entro il 5 di ogni mese.")
    L += todo("todo-gallo-documenti", "Mandare a Gallo contratto locazione registrato + fattura Morra",
              due="20251107", desc="Più fatture Cerutti e vetreria. Sono nel raccoglitore rosso.")
    L += todo("todo-inarcassa-conguaglio", "Inarcassa – conguaglio contributi", due="20251231")
    L.append("END:VCALENDAR")
    write("calendar/scadenze.ics", ics_doc(L))


def build():
    lavoro(); famiglia(); sport(); scadenze()
