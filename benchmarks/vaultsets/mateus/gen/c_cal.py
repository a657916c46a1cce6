"""Four iCalendar files (CRLF, folded lines, VTIMEZONE Europe/Lisbon)."""
from lib import VTIMEZONE_LISBON, hx, ics_bytes, ics_text

DTSTAMP = "20251118T090000Z"
TZ = "TZID=Europe/Lisbon"


def cal(name, desc, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Alfacinha//Calendario 1.0//PT", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + ics_text(name),
             "X-WR-TIMEZONE:Europe/Lisbon", "X-WR-CALDESC:" + ics_text(desc)]
    lines += VTIMEZONE_LISBON
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return ics_bytes(lines)


def ev(cal_id, summary, start, end=None, allday=False, rrule=None, exdates=(), location=None,
       description=None, attendees=(), alarm=None, recurrence_id=None, uid_key=None, seq=0):
    uid = hx(cal_id, uid_key or summary, n=24) + "@alfacinha.example"
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + DTSTAMP]
    if recurrence_id:
        L.append("RECURRENCE-ID;%s:%s" % (TZ, recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;%s:%s" % (TZ, start))
        L.append("DTEND;%s:%s" % (TZ, end))
    if seq:
        L.append("SEQUENCE:%d" % seq)
    L.append("SUMMARY:" + ics_text(summary))
    if location:
        L.append("LOCATION:" + ics_text(location))
    if description:
        L.append("DESCRIPTION:" + ics_text(description))
    if rrule:
        L.append("RRULE:" + rrule)
    for x in exdates:
        L.append("EXDATE;%s:%s" % (TZ, x))
    for cn, mail in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trig,
              "DESCRIPTION:" + ics_text(text), "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(cal_id, summary, due, status, completed=None, description=None, priority=None):
    uid = hx(cal_id, "todo", summary, n=24) + "@alfacinha.example"
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + DTSTAMP,
         "SUMMARY:" + ics_text(summary), "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if priority:
        L.append("PRIORITY:%d" % priority)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    if description:
        L.append("DESCRIPTION:" + ics_text(description))
    L.append("END:VTODO")
    return L


INES = ("Inês Paiva", "ines@alfacinha.example")
RUBEN = ("Rúben Tavares", "ruben@alfacinha.example")
MATEUS = ("Mateus Carvalho", "mateus@alfacinha.example")
OLIVER = ("Oliver Hartley", "oliver.hartley@postbox.example")
PRIYA = ("Priya Ramsden", "priya@ledgerwise.example")


def loja():
    c = "loja"
    comps = [
        ev(c, "Entrega farinha (Moagem Ribeiro) – quintas", "20250102T080000", "20250102T083000",
           rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250529T235959Z",
           description="10 sacos T65 + T55 quando for preciso. Deixar dentro do armazém."),
        ev(c, "Entrega farinha (Moagem Ribeiro) – terças", "20250603T073000", "20250603T090000",
           rrule="FREQ=WEEKLY;BYDAY=TU",
           description="Nova rota desde junho (ver email da Fernanda de maio). Deixar os sacos dentro do armazém."),
        ev(c, "TecnoFornos – forno perde temperatura (câmara de baixo)", "20250319T090000",
           "20250319T110000", description="Sérgio Matos. Não ligar o forno antes das 8h."),
        ev(c, "TecnoFornos – junta da porta (câmara do meio)", "20251125T100000", "20251125T120000",
           description="Sérgio vem trocar a junta da porta. Câmara do meio desligada de manhã.",
           attendees=[INES]),
        ev(c, "Reunião de equipa", "20250129T153000", "20250129T163000",
           rrule="FREQ=MONTHLY;BYDAY=-1WE;UNTIL=20251231T235959Z",
           exdates=["20250827T153000"], uid_key="reuniao-equipa",
           description="Última quarta do mês, depois do fecho da cozinha. Trazer ideias e queixas.",
           attendees=[INES, RUBEN]),
        ev(c, "Reunião de equipa (adiada – mudança de horário)", "20251030T160000", "20251030T170000",
           recurrence_id="20251029T153000", uid_key="reuniao-equipa", seq=1,
           attendees=[INES, RUBEN]),
        ev(c, "Entrega casamento – Hannah Whitfield", "20251108T123000", "20251108T140000",
           description="Morada e quantidades no email da Hannah. Carrinha do Oliver; sair às 12h30."),
        ev(c, "Formação HACCP – reciclagem obrigatória", "20251209T150000", "20251209T180000",
           location="Centro de Formação Alimentar, Rua do Açúcar 88, sala 4, Lisboa",
           description="Certificados antigos caducam em janeiro. Levar cartão de cidadão.",
           attendees=[INES, RUBEN, MATEUS], alarm=("-P1D", "Formação HACCP amanhã às 15h")),
        ev(c, "Limpeza profunda da cozinha", "20251005T090000", "20251005T130000",
           rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
           description="Domingos alternados, agora que fechamos ao domingo. Fornos, exaustor, câmara frigorífica."),
        ev(c, "Entrega caixas PackBox", "20251124T090000", "20251124T130000",
           description="Caixas de Natal. Alguém tem de estar para assinar."),
        ev(c, "Mercado de Natal – Jardim da Parada", "20251213", "20251215", allday=True),
        ev(c, "Fechado – Natal", "20251225", "20251227", allday=True),
        todo(c, "Trocar filtro da máquina de café", "20251130", "NEEDS-ACTION"),
        todo(c, "Comprar balança nova", "20250830", "COMPLETED", completed="20250826T130000Z"),
        todo(c, "Pedir orçamentos forno novo (orçamento 2026)", "20260115", "NEEDS-ACTION", priority=5),
    ]
    return cal("Loja – Alfacinha", "Calendário da pastelaria", comps)


def pessoal():
    c = "pessoal"
    comps = [
        ev(c, "Padel com o Rui", "20250108T203000", "20250108T220000",
           rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20251217T235959Z",
           exdates=["20250813T203000", "20250820T203000"], uid_key="padel",
           location="Clube de Padel de Campolide, campo 2"),
        ev(c, "Padel com o Rui (quinta, campo 3)", "20251016T210000", "20251016T223000",
           recurrence_id="20251015T203000", uid_key="padel", seq=1,
           location="Clube de Padel de Campolide, campo 3"),
        ev(c, "Férias – Tavira", "20250811", "20250825", allday=True, location="Tavira"),
        ev(c, "Dentista – Dra. Sofia Brandão", "20251127T091500", "20251127T100000",
           location="Clínica Dentária Ourique", alarm=("-PT1H", "Dentista daqui a 1 hora")),
        ev(c, "Jantar anos do Oliver", "20251205T200000", "20251205T230000",
           location="Taberna do Largo, Largo do Rato 3",
           description="Mesa para 6, reservada em nome de Carvalho. Bolo: a Inês faz um pão de ló."),
        ev(c, "Jantar de Natal da equipa", "20251218T201500", "20251218T233000",
           location="O Faz Figura", attendees=[INES, RUBEN, OLIVER]),
        ev(c, "Almoço de Natal em casa da mãe", "20251221T130000", "20251221T170000",
           location="Setúbal"),
        ev(c, "Voo LIS → MAN (TP1330)", "20251222T070500", "20251222T094500",
           description="Check-in online 24h antes. Mala de porão com os bolos-rei para os pais do Oliver."),
        ev(c, "Natal em Manchester", "20251222", "20251229", allday=True,
           location="Oliver's parents, 14 Ashgrove Road, Didsbury, Manchester M20"),
        ev(c, "Anos da Joana", "20250317", "20250318", allday=True, rrule="FREQ=YEARLY"),
    ]
    return cal("Mateus – pessoal", "Pessoal", comps)


def contabilidade():
    c = "contab"
    comps = [
        ev(c, "Kick-off Ledgerwise (Priya)", "20250115T153000", "20250115T163000",
           location="Ledgerwise, Av. Almirante Reis 100, 4.º", attendees=[PRIYA, OLIVER]),
        ev(c, "Reunião meio do ano – Priya", "20250702T160000", "20250702T170000",
           location="Videochamada", attendees=[PRIYA]),
        ev(c, "Reunião fecho do ano – Priya", "20251203T153000", "20251203T170000",
           location="Ledgerwise, Av. Almirante Reis 100, 4.º",
           description="Planeamento 2026: forno, Leonor, previsão do 4.º trimestre.",
           attendees=[PRIYA, OLIVER], alarm=("-PT2H", "Reunião com a Priya às 15h30")),
        ev(c, "Enviar SAF-T + faturas à Ledgerwise", "20250105T100000", "20250105T103000",
           rrule="FREQ=MONTHLY;BYMONTHDAY=5;COUNT=12"),
        todo(c, "Pagar IVA 2.º trimestre", "20250825", "COMPLETED", completed="20250822T110000Z"),
        todo(c, "Pagar IVA 3.º trimestre", "20251125", "NEEDS-ACTION", priority=1,
             description="Valor no email da Priya. Referência no portal das Finanças."),
        todo(c, "Renovar licença da esplanada (Balcão Único)", "20251215", "NEEDS-ACTION",
             description="O Oliver trata. Planta nova com 4 mesas."),
        todo(c, "Seguro multirriscos – confirmar débito direto", "20250301", "COMPLETED",
             completed="20250303T090000Z"),
        todo(c, "Modelo 22 (IRC) – entregar com a Priya", "20250531", "COMPLETED",
             completed="20250528T160000Z"),
    ]
    return cal("Contabilidade", "Prazos e reuniões com a Ledgerwise", comps)


def turnos():
    c = "turnos"
    comps = [
        ev(c, "Turno Inês (manhã)", "20250107T060000", "20250107T140000",
           rrule="FREQ=WEEKLY;BYDAY=TU,WE,TH,FR,SA;UNTIL=20250930T225959Z", attendees=[INES]),
        ev(c, "Turno Inês (manhã) – horário de inverno", "20251001T060000", "20251001T140000",
           rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", attendees=[INES]),
        ev(c, "Turno Rúben (balcão)", "20250107T110000", "20250107T190000",
           rrule="FREQ=WEEKLY;BYDAY=TU,WE,TH,FR,SA,SU;UNTIL=20250930T225959Z", attendees=[RUBEN]),
        ev(c, "Turno Rúben (balcão) – horário de inverno", "20251001T103000", "20251001T183000",
           rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", attendees=[RUBEN]),
        ev(c, "Férias Inês", "20250915", "20250927", allday=True),
        ev(c, "Férias da loja (fechado)", "20250811", "20250825", allday=True),
        ev(c, "Férias Rúben", "20251229", "20260104", allday=True),
    ]
    return cal("Turnos da equipa", "Horários da Inês e do Rúben", comps)


def files():
    return {
        "calendars/loja.ics": loja(),
        "calendars/pessoal.ics": pessoal(),
        "calendars/contabilidade.ics": contabilidade(),
        "calendars/turnos-equipa.ics": turnos(),
    }
