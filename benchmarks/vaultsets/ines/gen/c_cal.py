# -*- coding: utf-8 -*-
"""Four iCalendar files, written by hand (CRLF, folded lines)."""
from util import put, ics_doc, ics_escape as E, VTZ_LISBON, VTZ_OSLO, DTSTAMP


def cal(name, desc, tzs, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Ines Carvalho//calendario exportado//PT",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + E(name), "X-WR-TIMEZONE:Europe/Lisbon",
             "X-WR-CALDESC:" + E(desc)]
    for tz in tzs:
        lines += tz
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return ics_doc(lines)


def ev(uid, summary, start, end, tz="Europe/Lisbon", loc=None, desc=None, extra=(), allday=False,
       alarm=None):
    l = ["BEGIN:VEVENT", "UID:" + uid, DTSTAMP]
    if allday:
        l += ["DTSTART;VALUE=DATE:" + start, "DTEND;VALUE=DATE:" + end]
    else:
        l += ["DTSTART;TZID=%s:%s" % (tz, start), "DTEND;TZID=%s:%s" % (tz, end)]
    l.append("SUMMARY:" + E(summary))
    if loc:
        l.append("LOCATION:" + E(loc))
    if desc:
        l.append("DESCRIPTION:" + E(desc))
    l += list(extra)
    if alarm:
        l += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + alarm[0],
              "DESCRIPTION:" + E(alarm[1]), "END:VALARM"]
    l.append("END:VEVENT")
    return l


def todo(uid, summary, due, status="NEEDS-ACTION", desc=None, prio=None, completed=None):
    l = ["BEGIN:VTODO", "UID:" + uid, DTSTAMP, "SUMMARY:" + E(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if prio:
        l.append("PRIORITY:%d" % prio)
    if completed:
        l.append("COMPLETED:" + completed)
    if desc:
        l.append("DESCRIPTION:" + E(desc))
    l.append("END:VTODO")
    return l


ATT = lambda cn, mail, role="REQ-PARTICIPANT": (
    "ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail))

# =========================================================== work calendar
work = [
    ev("lab-tue-2025@iabm.example", "Lab meeting (Sophie's group)", "20250107T100000",
       "20250107T110000", loc="Sala de reuniões, IABM Lisboa",
       desc="Weekly lab meeting. 10 min per person, data first, slides optional.",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250826T090000Z",
              "EXDATE;TZID=Europe/Lisbon:20250422T100000,20250812T100000"]),
    ev("lab-tue-2025@iabm.example", "Lab meeting (moved to the afternoon – Sophie at the FCT panel)",
       "20250318T150000", "20250318T160000", loc="Sala de reuniões, IABM Lisboa",
       extra=["RECURRENCE-ID;TZID=Europe/Lisbon:20250318T100000", "SEQUENCE:1"]),
    ev("lab-wed-2025@iabm.example", "Lab meeting (new slot)", "20250903T103000", "20250903T113000",
       loc="Sala de reuniões, IABM Lisboa",
       desc="Lab meeting moves to Wednesdays from September (Sophie teaches on Tuesday mornings this semester).",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=WE"]),
    ev("seamead-consortium-2025@iabm.example", "SEAMEAD consortium call", "20250109T140000",
       "20250109T153000", loc="Zoom (link in the consortium wiki)",
       desc="Bimonthly consortium call: WP updates, data sharing, reporting.",
       extra=["RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=1TH",
              "ORGANIZER;CN=Sophie Marchetti:mailto:sophie.marchetti@iabm.example",
              ATT("Sophie Marchetti", "sophie.marchetti@iabm.example", "CHAIR"),
              ATT("Jonas Weber", "jonas.weber@ozean-kiel.example"),
              ATT("Inês Carvalho", "ines.carvalho@iabm.example")]),
    ev("boat-safety-2025@iabm.example", "Boat safety refresher (mandatory)", "20250212T090000",
       "20250212T130000", loc="Estação de Campo do Sado, Setúbal"),
    ev("euroseagrass-2025@iabm.example", "EuroSeagrass 2025 – Bergen", "20250915", "20250920",
       allday=True, loc="Bergen, Norway",
       desc="Conference. Travel Sun 14 Sep, back Fri 19 Sep. Flights and hotel in the trip note."),
    ev("euroseagrass-talk-ines@iabm.example", "My talk – S3 Restoration in practice",
       "20250916T112000", "20250916T113500", tz="Europe/Oslo",
       loc="Troldsalen, Bergen Harbour Conference Centre",
       desc="Four years of Cymodocea nodosa restoration in the Arrábida meadows: what survived the heat. 12 min + 3 min questions. Upload slides by Fri 12 Sep."),
    ev("call-jonas-20251106@iabm.example", "Call Jonas – Kiel/Sado temperature comparison",
       "20251106T143000", "20251106T153000", loc="Zoom",
       extra=[ATT("Jonas Weber", "jonas.weber@ozean-kiel.example")]),
    ev("defesa-bia-20251204@iabm.example", "Defesa de mestrado – Beatriz Lemos (Bia)",
       "20251204T143000", "20251204T163000",
       loc="Sala 2.13, Edifício C2, Faculdade de Ciências, Lisboa",
       desc="Provas públicas. Bring printed copy of the thesis with my notes. Lunch with Bia before?",
       extra=[ATT("Beatriz Lemos", "beatriz.lemos@alunos.fc.example"),
              ATT("Inês Carvalho", "ines.carvalho@iabm.example")]),
    todo("todo-d21-report@iabm.example", "SEAMEAD D2.1 interim report – submit", "20250930",
         prio=1, desc="WP2 + WP3 sections from me, Sophie does the management part."),
    todo("todo-dive-medical@iabm.example", "Renew dive medical (expires 30 Nov)", "20251130",
         prio=2, desc="Sports medicine clinic, needs ECG. No medical = no diving on the winter survey."),
    todo("todo-order-ctd@iabm.example", "Order new CTD (PO to finance)", "20250415",
         status="COMPLETED", completed="20250407T101500Z"),
]
put("calendars/iabm_trabalho.ics",
    cal("IABM – trabalho", "Work calendar (IABM / SEAMEAD)", [VTZ_LISBON, VTZ_OSLO], work))

# =========================================================== field calendar (stale)
field = [
    ev("boatday-thu-2025@ecs.iabm.example", "Boat day – Roaz II", "20250403T080000",
       "20250403T140000", loc="Doca das Fontainhas, Setúbal",
       desc="Fortnightly boat day. Transects + plot maintenance. Confirm with Armando the day before.",
       extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20251231T235959Z"],
       alarm=("-P1D", "Ligar ao Armando a confirmar o barco")),
    ev("survey-spring-2025@ecs.iabm.example", "Spring survey – Arrábida transects", "20250513T080000",
       "20250513T150000", loc="Doca das Fontainhas, Setúbal",
       desc="Portinho, Galapos, Alpertuche. Bia's first survey."),
    ev("ctd-fieldtest-2025@ecs.iabm.example", "New CTD – first field test", "20250605T090000",
       "20250605T120000", loc="Portinho da Arrábida"),
    ev("survey-summer-2025@ecs.iabm.example", "Summer survey – Arrábida transects", "20250722T080000",
       "20250722T150000", loc="Doca das Fontainhas, Setúbal", desc="Download loggers."),
    ev("transplant-creiro-2025@ecs.iabm.example", "Transplant day – plot D, Creiro", "20251009T080000",
       "20251009T140000", loc="Creiro, Arrábida"),
    ev("survey-winter-2025@ecs.iabm.example", "Winter survey – Arrábida transects", "20251118T080000",
       "20251118T150000", loc="Doca das Fontainhas, Setúbal",
       desc="Portinho + Galapos + Alpertuche. Drysuits. CTD casts at each site."),
    todo("todo-hydro-tanks@ecs.iabm.example", "Hydrostatic test – station tanks (6)", "20250630",
         status="COMPLETED", completed="20250620T160000Z"),
    todo("todo-quadrat-tapes@ecs.iabm.example", "Replace transect tapes (2 × 50 m)", "20251115"),
]
put("calendars/campo_sado.ics",
    cal("Campo – Sado/Arrábida", "Fieldwork calendar SEAMEAD (shared, Paulo edits)", [VTZ_LISBON], field))

# =========================================================== surf school calendar
surf = [
    ev("aulas-fds-2025@ondanorte.example", "Aulas de grupo – manhã", "20250405T100000",
       "20250405T120000", loc="Foz do Lizandro, Ericeira",
       desc="Aulas de fim de semana. Abrir o contentor às 8h30.",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20251130T235959Z",
              "EXDATE;TZID=Europe/Lisbon:20251004T100000"]),
    ev("aulas-tarde-verao-2025@ondanorte.example", "Aulas de grupo – tarde (verão)", "20250621T160000",
       "20250621T180000", loc="Foz do Lizandro, Ericeira",
       extra=["RRULE:FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20250914T235959Z"]),
    ev("socios-20250309@ondanorte.example", "Reunião de sócios – preços e época 2025",
       "20250309T180000", "20250309T200000", loc="casa do Tiago, Ericeira"),
    ev("camp-julho-2025@ondanorte.example", "Surf camp crianças", "20250728", "20250802",
       allday=True, loc="Foz do Lizandro", desc="14 miúdos, 4 instrutores. Duarte coordena."),
    ev("limpeza-ribeira-2025@ondanorte.example", "Limpeza de praia AESE – Ribeira d'Ilhas",
       "20251004T090000", "20251004T120000", loc="Ribeira d'Ilhas – rampa",
       desc="Levar alunos voluntários. Sem aulas nessa manhã."),
    ev("socios-20251116@ondanorte.example", "Reunião de sócios – fecho de época + preços 2026",
       "20251116T180000", "20251116T200000", loc="casa do Tiago, Ericeira",
       desc="Contas da época, preços 2026, licença da Câmara, inverno (yoga+surf?)."),
    ev("aese-ag-20251120@ondanorte.example", "AG da AESE", "20251120T190000", "20251120T210000",
       loc="Junta de Freguesia da Ericeira"),
    ev("inspecao-carrinha-2026@ondanorte.example", "Inspeção periódica – carrinha AX-27-QP",
       "20260112T093000", "20260112T103000", loc="Centro de inspeções, Mafra",
       desc="Trocar a correia antes (Oficina Auto Lizandro)."),
    todo("todo-licenca-2026@ondanorte.example", "Renovar licença da escola na Câmara de Mafra (época 2026)",
         "20251215", prio=1, desc="Prazo 15/12. Falta o certificado FPS do Kiko."),
    todo("todo-parafina@ondanorte.example", "Comprar parafina (cold water) + leashes", "20251031"),
    todo("todo-reparar-fatos@ondanorte.example", "Levar 3 fatos à costureira", "20250430",
         status="COMPLETED", completed="20250426T120000Z"),
]
put("calendars/onda_norte.ics",
    cal("Onda Norte Surf School", "Calendário partilhado dos sócios", [VTZ_LISBON], surf))

# =========================================================== personal calendar
pessoal = [
    ev("anos-mae@pessoal.ines", "Anos da mãe 🎂", "20250502", "20250503", allday=True,
       extra=["RRULE:FREQ=YEARLY"]),
    ev("alfa-porto-20250319@pessoal.ines", "Alfa Pendular Lisboa → Porto (Campanhã)",
       "20250319T170900", "20250319T200100", loc="Lisboa Santa Apolónia",
       desc="Carruagem 4, lugar 46 (corredor)."),
    ev("cartorio-20250320@pessoal.ines", "Cartório – habilitação de herdeiros (avó)",
       "20250320T103000", "20250320T113000",
       loc="Cartório Notarial Dra. Conceição Simões, Rua de Ceuta 45, 2.º, Porto",
       desc="Mãe e tia Graça com CC. O Dr. Azevedo leva as certidões."),
    ev("dentista-20250603@pessoal.ines", "Dentista", "20250603T183000", "20250603T190000",
       loc="Clínica Dentária de Arroios"),
    ev("esvaziamento-20250913@pessoal.ines", "Esvaziamento casa da avó – Limpezas Douro",
       "20250913T083000", "20250913T140000", loc="Rua do Almada 214, 3º Esq., Porto",
       desc="Estar lá às 8h15. Fita verde nos móveis que ficam."),
    ev("vacina-sardinha-20251122@pessoal.ines", "Vacina da Sardinha", "20251122T110000",
       "20251122T113000", loc="Clínica Veterinária do Arco"),
    ev("jantar-rita-20251128@pessoal.ines", "Jantar de anos da Rita", "20251128T203000",
       "20251128T233000", loc="Cais do Sodré"),
    todo("todo-resposta-proposta@pessoal.ines", "Responder à Filipa sobre a proposta de 188 mil",
         "20251114", prio=1, desc="Contraproposta 192? Falta a resposta da tia Graça."),
    todo("todo-luz-titular@pessoal.ines", "Mudar titular da luz / cancelar após escritura", "20251231"),
]
put("calendars/pessoal.ics", cal("Pessoal", "Calendário pessoal", [VTZ_LISBON], pessoal))
