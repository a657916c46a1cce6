# -*- coding: utf-8 -*-
"""Four .ics calendars (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE/RECURRENCE-ID, VALARM, VTODO)."""
from util import write_ics, ics_escape

STAMP = "DTSTAMP:20260418T090000Z"
TZ = ";TZID=Europe/Bucharest:"
ME_W = "ORGANIZER;CN=Teodora Mureșan:mailto:teodora.muresan@spitalsomes.example"
ME = "ORGANIZER;CN=Teodora Mureșan:mailto:teodora.muresan@mailbox.example"


def ev(uid, summary, start, end=None, allday=False, extra=(), location=None, desc=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, STAMP]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART" + TZ + start)
        if end:
            L.append("DTEND" + TZ + end)
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    L += list(extra)
    L.append("END:VEVENT")
    return L


def todo(uid, summary, status, due=None, desc=None, completed=None, created=None, prio=None):
    L = ["BEGIN:VTODO", "UID:" + uid, STAMP]
    if created:
        L.append("CREATED:" + created)
    L.append("SUMMARY:" + ics_escape(summary))
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if prio:
        L.append("PRIORITY:%d" % prio)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def alarm(trigger, text):
    return ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
            "DESCRIPTION:" + ics_escape(text), "END:VALARM"]


def build():
    # ------------------------------------------------------------------ work
    W = []
    W += ev("rez-joi-2025@teodora.example", "Pregătire examen — Bianca & Radu",
            "20251002T153000", "20251002T170000",
            location="Biblioteca farmaciei, corp A",
            desc="Teme după planul din septembrie. Fiecare aduce 20 de grile noi.",
            extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20260129T133000Z",
                   "EXDATE" + TZ + "20251225T153000,20260101T153000",
                   ME_W,
                   "ATTENDEE;CN=Bianca Toma;ROLE=REQ-PARTICIPANT:mailto:bianca.toma@spitalsomes.example",
                   "ATTENDEE;CN=Radu Florea;ROLE=REQ-PARTICIPANT:mailto:radu.florea@spitalsomes.example"])
    W += ev("rez-joi-2025@teodora.example", "Pregătire examen — Bianca & Radu (mutat vineri)",
            "20251114T140000", "20251114T153000",
            location="Biblioteca farmaciei, corp A",
            desc="Mutat de joi pe vineri pentru că joi 13 am inventar extraordinar.",
            extra=["RECURRENCE-ID" + TZ + "20251113T153000", ME_W,
                   "ATTENDEE;CN=Bianca Toma;ROLE=REQ-PARTICIPANT:mailto:bianca.toma@spitalsomes.example",
                   "ATTENDEE;CN=Radu Florea;ROLE=REQ-PARTICIPANT:mailto:radu.florea@spitalsomes.example"])
    W += ev("rez-miercuri-2026@teodora.example", "Pregătire examen — Bianca & Radu",
            "20260204T140000", "20260204T153000",
            location="Sala de curs 214, corp A, etajul 2",
            desc="Serie nouă din februarie (Bianca e pe ATI joia). Simulări cronometrate o dată pe lună.",
            extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20260610T110000Z",
                   "EXDATE" + TZ + "20260520T140000",
                   ME_W,
                   "ATTENDEE;CN=Bianca Toma;ROLE=REQ-PARTICIPANT:mailto:bianca.toma@spitalsomes.example",
                   "ATTENDEE;CN=Radu Florea;ROLE=REQ-PARTICIPANT:mailto:radu.florea@spitalsomes.example"])
    W += ev("comisia-ab-2025@teodora.example", "Comisia de antibioterapie (lunar)",
            "20250909T130000", "20250909T143000",
            location="Sala de consiliu, corp B, etajul 1",
            desc="Ședința lunară: consum antibiotice, DDD/100 zile de spitalizare, avize, protocoale. Coordonator dr. Mihaela Suciu.",
            extra=["RRULE:FREQ=MONTHLY;BYDAY=2TU",
                   "ATTENDEE;CN=Mihaela Suciu;ROLE=CHAIR:mailto:mihaela.suciu@spitalsomes.example",
                   "ATTENDEE;CN=Liviu Cozma;ROLE=REQ-PARTICIPANT:mailto:liviu.cozma@spitalsomes.example"])
    W += ev("sedinta-farmacie@teodora.example", "Raport de luni — farmacie",
            "20250901T080000", "20250901T083000", location="Farmacie, biroul lui Liviu",
            extra=["RRULE:FREQ=WEEKLY;BYDAY=MO"])
    W += ev("inventar-lunar@teodora.example", "Inventar lunar",
            "20250715T140000", "20250715T170000", location="Farmacie — depozit",
            extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=15"])
    W += ev("control-dsp-2026@teodora.example", "Control DSP — tematic (circuitul medicamentului)",
            "20260211T090000", "20260211T150000", location="Farmacia cu circuit închis",
            desc="Control tematic DSP Cluj: circuitul medicamentului, lanț frigorific, stupefiante, expirate. La 08:15 toată lumea în farmacie.",
            extra=["ATTENDEE;CN=Liviu Cozma;ROLE=CHAIR:mailto:liviu.cozma@spitalsomes.example",
                   "ATTENDEE;CN=Teodora Mureșan;ROLE=REQ-PARTICIPANT:mailto:teodora.muresan@spitalsomes.example"]
            + alarm("-PT1H", "Control DSP într-o oră"))
    W += ev("termen-plan-dsp@teodora.example", "Termen: plan de măsuri corective la DSP",
            "20260313", "20260314", allday=True, desc="Liviu trimite planul compilat. Partea mea: pct. 1.")
    W += ev("cehp-2026@teodora.example", "CEHP 2026 — Ljubljana (poster)",
            "20260521", "20260524", allday=True, location="Ljubljana, Slovenia",
            desc="Plecare cu mașina miercuri 20 mai. Poster A0.")
    W += ev("examen-rez-2026@teodora.example", "Examen de specialitate — Bianca & Radu",
            "20260615", "20260616", allday=True, desc="Sesiunea de vară. Să le trimit mesaj de baftă!")
    W += ev("garda-2026-05-02@teodora.example", "Gardă noapte (schimb cu Ioana pt 25.04)",
            "20260502T200000", "20260503T080000", location="Farmacie")
    W += todo("todo-logger-f3@teodora.example",
              "Logger nou frigider 3 (LogTemp T20) — urmărește livrarea", "NEEDS-ACTION",
              due="20260430", created="20260302T100000Z", prio=1,
              desc="Comandat pe 2 martie. Livrarea tot nu s-a făcut; furnizorul zice sfârșit de aprilie. Până atunci fișă manuală de 3 ori pe zi. Pct. 1 din PV DSP.")
    W += todo("todo-sop-v3@teodora.example", "SOP monitorizare temperatură v3 + instruire echipă",
              "COMPLETED", due="20260306", completed="20260305T143000Z")
    W += todo("todo-ddd-t1@teodora.example", "Raport DDD trimestrul I → Liviu + dr. Suciu",
              "NEEDS-ACTION", due="20260430")
    W += todo("todo-ordin-deplasare@teodora.example", "Ordin de deplasare CEHP — semnătura managerului",
              "NEEDS-ACTION", due="20260515")
    write_ics("calendar/munca.ics", "Muncă — farmacie", W)

    # ------------------------------------------------------------------ renovation / money
    R = []
    R += ev("electric-2025@teodora.example", "Florin — refacere instalație electrică",
            "20250721", "20250809", allday=True, location="Primăverii 9, ap. 12",
            desc="Avans 5.000 în prima zi, tranșa 2 la jumătate. Golit holul și camera mică.")
    R += ev("pram-2025@teodora.example", "Măsurători PRAM", "20250822T100000", "20250822T113000",
            location="Primăverii 9, ap. 12",
            extra=[ME, "ATTENDEE;CN=Florin Gavrilă;ROLE=REQ-PARTICIPANT:mailto:florin.gavrila.electric@mailbox.example"])
    R += ev("masuratori-bucatarie@teodora.example", "Nucleu — măsurători bucătărie",
            "20250904T173000", "20250904T183000", location="Primăverii 9, ap. 12",
            extra=[ME, "ATTENDEE;CN=Andrei Szabó;ROLE=REQ-PARTICIPANT:mailto:andrei.szabo@nucleumobilier.example",
                   "ATTENDEE;CN=Vlad Pop;ROLE=OPT-PARTICIPANT:mailto:vlad.pop@mailbox.example"])
    R += ev("aga-2025-09@teodora.example", "AGA asociație (anuală)", "20250925T183000", "20250925T203000",
            location="Sala de la parterul scării 2")
    R += ev("montaj-bucatarie@teodora.example", "Montaj bucătărie Nucleu (mutat de pe 15.12)",
            "20260120T080000", "20260121T180000", location="Primăverii 9, ap. 12",
            desc="2 zile, 2 montatori. Restul de plată (13.550) după montaj. Să fie cineva acasă!",
            extra=["ATTENDEE;CN=Vlad Pop;ROLE=REQ-PARTICIPANT:mailto:vlad.pop@mailbox.example"])
    R += ev("rata-credit@teodora.example", "Rata credit CarpatBank", "20250625", "20250626", allday=True,
            desc="Contul comun trebuie să aibă soldul pe 24.",
            extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=25"] + alarm("-P1D", "Rata la credit mâine — verifică soldul"))
    R += ev("broker-2026@teodora.example", "Întâlnire broker — Cristian (Ipoteca Smart)",
            "20260317T180000", "20260317T190000", location="online (Meet)",
            extra=["ATTENDEE;CN=Cristian Neagu;ROLE=REQ-PARTICIPANT:mailto:cristian.neagu@ipotecasmart.example",
                   "ATTENDEE;CN=Vlad Pop;ROLE=REQ-PARTICIPANT:mailto:vlad.pop@mailbox.example"])
    R += ev("fix-end-2026@teodora.example", "Se termină dobânda fixă la credit", "20260625", "20260626",
            allday=True, extra=alarm("-P30D", "Mai e o lună până la finalul perioadei fixe"))
    R += ev("subsol-2026@teodora.example", "Curățenie subsol (asociație)", "20260418T090000", "20260418T120000",
            location="Subsol bl. P4")
    R += todo("todo-front-sertar@teodora.example", "Nucleu: front nou pt sertarul de sub chiuvetă (zgâriat la montaj)",
              "NEEDS-ACTION", created="20260122T090000Z",
              desc="Promis de Andrei în 3 săptămâni (ianuarie). Încă nu a venit — de sunat / mers la hală.")
    R += todo("todo-decizie-credit@teodora.example", "Decizie: refinanțare Banca Nordica vs conversie CarpatBank",
              "NEEDS-ACTION", due="20260531", prio=2)
    R += todo("todo-transa2-florin@teodora.example", "Plată tranșa 2 Florin (6.000)", "COMPLETED",
              due="20250801", completed="20250801T120000Z")
    write_ics("calendar/renovare.ics", "Casă & bani", R)

    # ------------------------------------------------------------------ family (stale: OS surgery still 05.05)
    F = []
    F += ev("tata-od-2025@teodora.example", "Tata — operație cataractă OD", "20251118T083000", "20251118T113000",
            location="Clinica Vizio Oftalmologie, Calea Dorobanților 88, Cluj-Napoca",
            desc="Prezentare 7:45, nemâncat. Îl aduc eu de la Turda la 6:30.")
    F += ev("tata-od-ctrl1@teodora.example", "Tata — control postoperator", "20251119T090000", "20251119T100000",
            location="Clinica Vizio Oftalmologie")
    F += ev("tata-od-ctrl2@teodora.example", "Tata — control la 2 săptămâni", "20251202T100000", "20251202T110000",
            location="Clinica Vizio Oftalmologie")
    F += ev("tata-os-2026@teodora.example", "Tata — operație cataractă OS", "20260505T080000", "20260505T110000",
            location="Clinica Vizio Oftalmologie, Calea Dorobanților 88, Cluj-Napoca",
            desc="Ochiul stâng, aceeași lentilă. Prezentare 7:30, nemâncat. Vlad îl duce?",
            extra=alarm("-P1D", "Mâine operația tatei — analizele, actele, însoțitor"))
    F += ev("ziua-mamei@teodora.example", "Ziua mamei (Maria)", "20250815", "20250816", allday=True,
            extra=["RRULE:FREQ=YEARLY"] + alarm("-P3D", "Cadou pentru mama!"))
    F += ev("turda-duminica@teodora.example", "Duminică la Turda", "20250907T110000", "20250907T180000",
            location="Turda, Str. Tineretului nr. 5",
            extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU"])
    F += ev("craciun-2025@teodora.example", "Crăciun la Turda", "20251224", "20251227", allday=True)
    F += ev("oana-vizita-2026@teodora.example", "Oana vine în vizită", "20260327", "20260330", allday=True,
            desc="Aeroport vineri 27 la 14:20. Doarme la noi 2 nopți, apoi la Turda.")
    F += todo("todo-adeverinta-spor@teodora.example",
              "Adeverință spor grupa II tata — Arhiva Turda Documente (de sunat iar)", "NEEDS-ACTION",
              created="20251112T100000Z",
              desc="Cerere trimisă pe 12.11.2025, taxa 150 lei plătită. Încă nimic. Apoi depusă la CJP la dosarul lui tata.")
    F += todo("todo-programare-cjp-mama@teodora.example", "Programare online CJP pentru mama", "COMPLETED",
              completed="20260414T090500Z")
    write_ics("calendar/familie.ics", "Familie", F)

    # ------------------------------------------------------------------ running
    A = []
    A += ev("longrun-sambata@teodora.example", "Long run cu clubul (sâmbătă)", "20260117T080000", "20260117T110000",
            location="Făget — parcarea de la intrare",
            extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20260328T060000Z"])
    A += ev("longrun-duminica@teodora.example", "Long run cu clubul (duminică)", "20260405T073000", "20260405T103000",
            location="Făget — parcarea de la intrare",
            extra=["RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20260607T043000Z",
                   "EXDATE" + TZ + "20260412T073000,20260524T073000"])
    A += ev("intervale-marti@teodora.example", "Intervale / deal pe Hoia", "20260113T180000", "20260113T191500",
            location="Pădurea Hoia",
            extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20260609T150000Z"])
    A += ev("recon-traseu@teodora.example", "Recunoaștere traseu Apuseni (clubul)", "20260509T070000", "20260509T160000",
            location="Munții Apuseni")
    A += ev("ridicare-kit@teodora.example", "Ridicare kit concurs", "20260612T180000", "20260612T210000",
            location="cortul organizatorilor")
    A += ev("apuseni-trail-2026@teodora.example", "Apuseni Trail Half — 23 km", "20260613T090000", "20260613T123000",
            location="Arieșeni — baza pârtiei Vârtop",
            desc="Start 9:00. Obiectiv sub 3h15. Nu pleca fără act de identitate și adeverința medicală.",
            extra=alarm("-PT12H", "Concurs mâine: vestă, frontală, folie, fluier, act de identitate"))
    A += todo("todo-frontala@teodora.example", "Cumpără frontală (obligatorie la concurs)", "NEEDS-ACTION",
              due="20260601")
    A += todo("todo-certificat-medical@teodora.example", "Certificat medical apt pentru efort — medicul de familie",
              "NEEDS-ACTION", due="20260605")
    write_ics("calendar/alergare.ics", "Alergare", A)
