# -*- coding: utf-8 -*-
"""mbox, calendars (.ics) and CSV files."""

# ------------------------------------------------------------------ mbox
LIST_ID = "Club 2CV Cuyo <club2cv.cuyo.lists.example>"

MBOX_MSGS = [
    dict(env="tito.vidal@correo.example", envdate="Sat Jan 11 10:02:33 2025",
         frm="Tito Vidal <tito.vidal@correo.example>", date="Sat, 11 Jan 2025 10:02:33 -0300",
         subject="[2CV Cuyo] Rally Ruta del Vino - sábado 12 de abril", mid="<rally2025-01@club2cv.example>",
         body="""Hola a todos!

Como cada otoño, hacemos el rally corto "Ruta del Vino en Dos Caballos":

- Día: sábado 12 de abril de 2025
- Punto de encuentro: estación YPF de Av. San Martín y Paso de los Andes (Godoy Cruz), 8:30 hs.
  Salimos 9:00 en punto, los que lleguen tarde nos alcanzan en Luján.
- Recorrido: Luján de Cuyo, Agrelo, Cruz de Piedra, vuelta por Maipú (unos 120 km).
- Almuerzo en una bodega de Agrelo (estamos viendo cuál; si alguien tiene contactos, avise).
- Inscripción: $ 15.000 por auto, incluye seguro del evento.

Los autos que no estén en condiciones van de acompañantes, nadie se queda afuera.

Tito
"""),
    dict(env="pilar.echeverria@correo.example", envdate="Tue Jan 14 21:15:10 2025",
         frm="Pilar Echeverría <pilar.echeverria@correo.example>", date="Tue, 14 Jan 2025 21:15:10 -0300",
         subject="[2CV Cuyo] ¿Gris o amarillo? + tapicero", mid="<pe-2cv-0114@correo.example>",
         body="""Hola gente, consulta de novata:

1) Estoy entre el Gris Cormoran (AC 088) y el amarillo Jaune Mimosa (AC 316) para mi 2CV6 del 78.
   El mecánico me apura para comprar la pintura. ¿Opiniones? (mi hijo ya votó amarillo, 400 veces)

2) ¿Alguien conoce un tapicero que respete el dibujo original de los asientos de banco? No quiero
   que me los hagan de cuerina lisa.

Gracias!
Pilar
"""),
    dict(env="silvina.morales@correo.example", envdate="Wed Jan 15 08:44:51 2025",
         frm="Silvina Morales <silvina.morales@correo.example>", date="Wed, 15 Jan 2025 08:44:51 -0300",
         subject="Re: [2CV Cuyo] ¿Gris o amarillo? + tapicero", mid="<sm-0115@correo.example>",
         irt="<pe-2cv-0114@correo.example>",
         body="""Amarillo, obvio 😄 (soy parcial, el mío es Mimosa).
El gris es lindo pero en la ruta no te ve nadie.

Si no tenés el auto para el rally venite conmigo, me sobra asiento.

Silvina

> 1) Estoy entre el Gris Cormoran (AC 088) y el amarillo Jaune Mimosa (AC 316) para mi 2CV6 del 78.
"""),
    dict(env="hugo.castellanos@correo.example", envdate="Wed Jan 15 12:30:02 2025",
         frm="Hugo Castellanos <hugo.castellanos@correo.example>", date="Wed, 15 Jan 2025 12:30:02 -0300",
         subject="Re: [2CV Cuyo] ¿Gris o amarillo? + tapicero", mid="<hc-0115@correo.example>",
         irt="<pe-2cv-0114@correo.example>",
         body="""Pilar, bienvenida!

Por los asientos: andá a Tapicería Don Elio (Elio Funes), en Tiburcio Benegas 820, Dorrego,
Guaymallén. Me hizo los del mío en 2022 y respetó el dibujo de rayas original, con la lona
correcta. No es barato ni rápido, pero queda de fábrica. Decile que vas de mi parte.

Del color no opino, que en el club eso termina en pelea.

Hugo

> 2) ¿Alguien conoce un tapicero que respete el dibujo original de los asientos de banco?
"""),
    dict(env="ernesto.vidal@correo.example", envdate="Mon Jan 20 18:05:40 2025",
         frm="Ernesto Vidal <ernesto.vidal@correo.example>", date="Mon, 20 Jan 2025 18:05:40 -0300",
         subject="[2CV Cuyo] Vendo repuestos", mid="<ev-0120@correo.example>",
         body="""Vendo, todo usado en buen estado:
- 4 llantas 15" originales, pintadas
- tapa de válvulas (par)
- paragolpes trasero con cantoneras
- manual de taller en francés

From the Citroën archives, para los que preguntaban: el 2CV se presentó en el Salón de París de
1948 y se fabricó hasta 1990 en Portugal.

Consultas por privado.
Ernesto
"""),
    dict(env="tito.vidal@correo.example", envdate="Mon Feb 03 09:12:00 2025",
         frm="Tito Vidal <tito.vidal@correo.example>", date="Mon, 03 Feb 2025 09:12:00 -0300",
         subject="[2CV Cuyo] Cuota anual 2025", mid="<cuota2025@club2cv.example>",
         body="""Recordatorio: la cuota anual del club 2025 es de $ 30.000.
Transferencia al alias CLUB.2CV.CUYO (a nombre de Ernesto Vidal, tesorero).
Con la cuota al día tienen descuento en la inscripción del rally.

Tito
"""),
    dict(env="tito.vidal@correo.example", envdate="Thu Feb 20 20:40:12 2025",
         frm="Tito Vidal <tito.vidal@correo.example>", date="Thu, 20 Feb 2025 20:40:12 -0300",
         subject="Re: [2CV Cuyo] Rally Ruta del Vino - sábado 12 de abril", mid="<rally2025-02@club2cv.example>",
         irt="<rally2025-01@club2cv.example>",
         body="""Actualización del rally:
- Ya somos 14 autos inscriptos.
- El almuerzo queda confirmado en Agrelo (les paso el nombre de la bodega la semana que viene).
- Se mantiene todo lo demás: mismo punto de encuentro y horario.

Tito

> - Punto de encuentro: estación YPF de Av. San Martín y Paso de los Andes (Godoy Cruz), 8:30 hs.
"""),
    dict(env="silvina.morales@correo.example", envdate="Sun Mar 02 11:20:35 2025",
         frm="Silvina Morales <silvina.morales@correo.example>", date="Sun, 02 Mar 2025 11:20:35 -0300",
         subject="Re: [2CV Cuyo] Rally Ruta del Vino - sábado 12 de abril", mid="<sm-0302@correo.example>",
         irt="<rally2025-02@club2cv.example>",
         body="""Pilar, ¿al final vas con el tuyo o te guardo el asiento en el mío?
Y Tito: si necesitan una bodega para el almuerzo, Pilar trabaja en una de Agrelo 😉

Silvina
"""),
]


def mbox_text():
    out = []
    for m in MBOX_MSGS:
        hdr = [
            "From %s %s" % (m["env"], m["envdate"]),
            "From: %s" % m["frm"],
            "To: club2cv-cuyo@lists.example",
            "Subject: %s" % m["subject"],
            "Date: %s" % m["date"],
            "Message-ID: %s" % m["mid"],
        ]
        if m.get("irt"):
            hdr.append("In-Reply-To: %s" % m["irt"])
            hdr.append("References: %s" % m["irt"])
        hdr += [
            "List-Id: %s" % LIST_ID,
            "List-Post: <mailto:club2cv-cuyo@lists.example>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        body = []
        for line in m["body"].split("\n"):
            if line.startswith("From "):
                line = ">" + line
            body.append(line)
        out.append("\n".join(hdr) + "\n\n" + "\n".join(body).rstrip("\n") + "\n\n")
    return "".join(out)


# ------------------------------------------------------------------ ics
MZA = "America/Argentina/Mendoza"
SCL = "America/Santiago"

VTZ_MZA = """BEGIN:VTIMEZONE
TZID:America/Argentina/Mendoza
X-LIC-LOCATION:America/Argentina/Mendoza
BEGIN:STANDARD
TZOFFSETFROM:-0300
TZOFFSETTO:-0300
TZNAME:-03
DTSTART:19700101T000000
END:STANDARD
END:VTIMEZONE"""

VTZ_SCL = """BEGIN:VTIMEZONE
TZID:America/Santiago
X-LIC-LOCATION:America/Santiago
BEGIN:STANDARD
TZOFFSETFROM:-0300
TZOFFSETTO:-0400
TZNAME:-04
DTSTART:19700405T000000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
END:STANDARD
BEGIN:DAYLIGHT
TZOFFSETFROM:-0400
TZOFFSETTO:-0300
TZNAME:-03
DTSTART:19700906T000000
RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=1SU
END:DAYLIGHT
END:VTIMEZONE"""

STAMP = "DTSTAMP:20250301T120000Z"


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    parts = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            parts.append(cur)
            cur = ch
            limit = 74  # continuation lines start with a space
        else:
            cur += ch
    parts.append(cur)
    return "\r\n ".join(parts)


def ev(uid, summary, start, end, tz=MZA, allday=False, desc=None, loc=None, extra=(), alarm=None,
       start_tz=None, end_tz=None):
    L = ["BEGIN:VEVENT", "UID:%s" % uid, STAMP]
    if allday:
        L += ["DTSTART;VALUE=DATE:%s" % start, "DTEND;VALUE=DATE:%s" % end]
    else:
        L += ["DTSTART;TZID=%s:%s" % (start_tz or tz, start), "DTEND;TZID=%s:%s" % (end_tz or tz, end)]
    L.append("SUMMARY:%s" % esc(summary))
    if loc:
        L.append("LOCATION:%s" % esc(loc))
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    L += list(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:%s" % alarm[0],
              "DESCRIPTION:%s" % esc(alarm[1]), "END:VALARM"]
    L.append("END:VEVENT")
    return "\n".join(L)


def todo(uid, summary, status, due=None, desc=None, completed=None):
    L = ["BEGIN:VTODO", "UID:%s" % uid, STAMP, "SUMMARY:%s" % esc(summary), "STATUS:%s" % status]
    if due:
        L.append("DUE;VALUE=DATE:%s" % due)
    if completed:
        L.append("COMPLETED:%s" % completed)
    if desc:
        L.append("DESCRIPTION:%s" % esc(desc))
    L.append("END:VTODO")
    return "\n".join(L)


def calendar(name, blocks, tzs):
    head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Pilar//Calendario personal//ES",
            "CALSCALE:GREGORIAN", "X-WR-CALNAME:%s" % name]
    text = "\n".join(head + list(tzs) + list(blocks) + ["END:VCALENDAR"])
    lines = text.split("\n")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


ATT = lambda cn, mail: "ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT:mailto:%s" % (cn, mail)


def cal_trabajo():
    org = "ORGANIZER;CN=Pilar Echeverria:mailto:pecheverria@bodegalosaromos.example"
    b = [
        ev("comite-vendimia-2025@losaromos", "Comité de vendimia", "20250113T083000", "20250113T093000",
           loc="Sala de reuniones, Bodega Los Aromos",
           desc="Semanal durante la vendimia: muestreos, fechas de cosecha, ocupación de tanques.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20250428T113000Z",
                  "EXDATE;TZID=%s:20250303T083000" % MZA, org,
                  ATT("Gustavo Lencinas", "glencinas@bodegalosaromos.example"),
                  ATT("Nicolás Ferreyra", "nferreyra@bodegalosaromos.example"),
                  ATT("Daniela Toro", "dtoro@bodegalosaromos.example")]),
        ev("comite-vendimia-2025@losaromos", "Comité de vendimia (pasado a martes, Gustavo en San Juan)",
           "20250218T090000", "20250218T100000", loc="Sala de reuniones, Bodega Los Aromos",
           extra=["RECURRENCE-ID;TZID=%s:20250217T083000" % MZA, org]),
        ev("cosecha-chardonnay-c2-2025@losaromos", "Cosecha Chardonnay C2 Agrelo — nocturna",
           "20250212T220000", "20250213T060000", loc="Finca Agrelo, cuartel 2",
           desc="Manual, cajas de 18 kg. Destino tanque 3. Cuadrilla de Don Ismael."),
        ev("cosecha-pinot-c5-2025@losaromos", "Cosecha Pinot Noir C5 Gualtallary (base espumante)",
           "20250219T063000", "20250219T140000", loc="Finca Gualtallary, cuartel 5"),
        ev("cosecha-sauvignon-c1-2025@losaromos", "Cosecha Sauvignon Blanc C1",
           "20250221T063000", "20250221T130000", loc="Finca Agrelo, cuartel 1"),
        ev("cosecha-malbec-c4-2025@losaromos", "Cosecha Malbec C4 Agrelo (línea Parcela)",
           "20250317T070000", "20250317T150000", loc="Finca Agrelo, cuartel 4",
           desc="Tanques nuevos si llegan; si no, tanques 6 y 7."),
        ev("cosecha-malbec-c7-2025@losaromos", "Cosecha Malbec C7 Gualtallary",
           "20250324T070000", "20250324T150000", loc="Finca Gualtallary, cuartel 7",
           desc="Destino: huevos de concreto."),
        ev("cosecha-cf-c9-2025@losaromos", "Cosecha Cabernet Franc C9 Gualtallary",
           "20250331T070000", "20250331T150000", loc="Finca Gualtallary, cuartel 9", desc="Destino: fudre 2."),
        ev("instalacion-enotech-2025@losaromos", "Instalación tanques Enotech — técnico Paolo Zanetti",
           "20250408", "20250412", allday=True,
           desc="Fechas acordadas por teléfono con Giulia Ferraresi el 3/3. Sujeto a que los tanques estén en la bodega. "
                "Paolo llega el lunes 7 a la noche, hotel en Luján."),
        ev("auditoria-inv-2024@losaromos", "Auditoría INV (libros y vasija)", "20241112T090000", "20241112T130000",
           loc="Bodega Los Aromos"),
        ev("cata-barricas@losaromos", "Cata de barricas", "20240502T150000", "20240502T170000",
           loc="Sala de barricas", desc="Con Dani y Gustavo. Planilla de cata en el drive.",
           extra=["RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=1TH;COUNT=8"]),
        ev("reunion-tecnica-2024-09@losaromos", "Reunión técnica dirección (tanques + vendimia 2025)",
           "20240910T090000", "20240910T113000", loc="Sala de reuniones",
           extra=[org, ATT("Gustavo Lencinas", "glencinas@bodegalosaromos.example")]),
        ev("feria-altura-2024@losaromos", "Feria Vinos de Altura", "20240912", "20240914", allday=True,
           loc="Centro de Congresos, Mendoza"),
        todo("todo-muestras-fernanda@losaromos", "Mandar muestras de Rosado a Fernanda (Vinhos do Sul)",
             "COMPLETED", due="20240920", completed="20240918T150000Z"),
        todo("todo-fichas-brasil@losaromos", "Actualizar fichas técnicas en portugués para Brasil",
             "NEEDS-ACTION", due="20250430"),
    ]
    return calendar("Trabajo — Bodega Los Aromos", b, [VTZ_MZA])


def cal_visitas():
    org = "ORGANIZER;CN=Pilar Echeverria:mailto:pecheverria@bodegalosaromos.example"
    b = [
        ev("visita-casabruma-2025@losaromos", "Visita sommelier Andrea Vitale (Casa Bruma)",
           "20250318T110000", "20250318T143000", loc="Bodega Los Aromos — sala de degustación",
           desc="Cata + recorrida + almuerzo en la galería. Ver nota de la visita.",
           extra=[org, ATT("Andrea Vitale", "andrea@casabruma.example"),
                  ATT("Gustavo Lencinas", "glencinas@bodegalosaromos.example")],
           alarm=("-PT2H", "Preparar copas y fichas para Casa Bruma")),
        ev("visita-vinhosdosul-2024@losaromos", "Visita Fernanda Lopes (Vinhos do Sul)",
           "20241003T100000", "20241003T160000", loc="Bodega Los Aromos",
           extra=[org, ATT("Fernanda Lopes", "fernanda@vinhosdosul.example")]),
        ev("grupo-enoturismo-2024-12@losaromos", "Grupo enoturismo Ruta del Vino Luján (25 pax)",
           "20241207T160000", "20241207T180000", loc="Bodega Los Aromos"),
        ev("prensa-vinosdelsur-2025@losaromos", "Entrevista revista Vinos del Sur",
           "20250122T113000", "20250122T123000", loc="Bodega Los Aromos — galería"),
    ]
    return calendar("Visitas bodega", b, [VTZ_MZA])


def cal_tomas():
    b = [
        ev("entreno-sub17-2024@tomi", "Tomi — entrenamiento Sub-17", "20240305T183000", "20240305T200000",
           loc="Club Chacras — cancha 2",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20241128T233000Z",
                  "EXDATE;TZID=%s:20240709T183000" % MZA]),
        ev("entreno-sub17-2024@tomi", "Tomi — entrenamiento (pasado a viernes, cancha ocupada)",
           "20240906T183000", "20240906T200000", loc="Club Chacras — cancha 2",
           extra=["RECURRENCE-ID;TZID=%s:20240905T183000" % MZA]),
        ev("entreno-2025@tomi", "Tomi — entrenamiento", "20250211T190000", "20250211T203000",
           loc="Club Chacras — cancha 3",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251127T233000Z"]),
        ev("colocacion-brackets@tomi", "Tomi — colocación de brackets", "20240814T173000", "20240814T183000",
           loc="Consultorio Dra. Sosa"),
        ev("control-orto@tomi", "Tomi — control ortodoncia", "20240918T173000", "20240918T180000",
           loc="Consultorio Dra. Sosa",
           extra=["RRULE:FREQ=WEEKLY;INTERVAL=4;BYDAY=WE;UNTIL=20260826T213000Z",
                  "EXDATE;TZID=%s:20250101T173000" % MZA]),
        ev("viaje-sanjuan@tomi", "Tomi — viaje educativo San Juan", "20241016", "20241020", allday=True),
        ev("inicio-clases-2025@tomi", "Tomi — inicio de clases 5º año", "20250226", "20250227", allday=True),
        ev("cumple-tomi@tomi", "Cumpleaños de Tomi 🎂", "20080522", "20080523", allday=True,
           extra=["RRULE:FREQ=YEARLY"]),
        todo("todo-autorizacion-bariloche@tomi",
             "Firmar autorización viaje Bariloche (Martín y yo) y entregar en preceptoría",
             "NEEDS-ACTION", due="20250331", desc="Martín todavía no firmó. Falta también fotocopia del DNI."),
        todo("todo-cuota3-sanjuan@tomi", "Pagar cuota 3 viaje San Juan", "COMPLETED", due="20240715",
             completed="20240712T140000Z"),
        todo("todo-botines@tomi", "Comprar botines talle 43", "NEEDS-ACTION"),
    ]
    return calendar("Tomi", b, [VTZ_MZA])


def cal_personal():
    b = [
        ev("vuelo-an1402-2025@pilar", "Vuelo AN 1402 Mendoza → Santiago", "20250318T074000", "20250318T084500",
           start_tz=MZA, end_tz=SCL, loc="Aeropuerto El Plumerillo (MDZ)"),
        ev("firma-escritura-2025@pilar", "Firma escritura casa papá (venta a los Contreras)",
           "20250320T103000", "20250320T120000", tz=SCL, loc="38ª Notaría, Santiago Centro",
           desc="Con Rodrigo. Llevar cédula. Después almuerzo con Carolina.",
           alarm=("-P1D", "Mañana firma en la notaría: cédula + carpeta azul")),
        ev("vuelo-an1409-2025@pilar", "Vuelo AN 1409 Santiago → Mendoza", "20250322T191000", "20250322T201000",
           start_tz=SCL, end_tz=MZA, loc="Aeropuerto Arturo Merino Benítez (SCL)"),
        ev("santiago-enero-2025@pilar", "Santiago: visita casa con Carolina", "20250109", "20250113", allday=True),
        ev("taller-quiroga@pilar", "Taller Quiroga — ver avances 2CV", "20240907T100000", "20240907T113000",
           loc="Taller Quiroga, Godoy Cruz",
           extra=["RRULE:FREQ=MONTHLY;BYDAY=1SA;UNTIL=20250405T133000Z",
                  "EXDATE;TZID=%s:20250104T100000" % MZA]),
        ev("rto-2cv-2025@pilar", "Turno RTO Citroën 2CV", "20250403T091500", "20250403T101500",
           loc="Planta RTO Godoy Cruz, Acceso Sur km 8",
           desc="Si Beto no termina el embrague, reprogramar (se puede hasta 24 h antes)."),
        ev("rally-2cv-2025@pilar", "Rally club 2CV — Ruta del Vino", "20250412T083000", "20250412T170000",
           desc="Punto de encuentro y horario: ver mail del club."),
        ev("pileta@pilar", "Pileta", "20250107T070000", "20250107T080000", loc="Club Chacras",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20250630T110000Z"]),
        ev("dentista-2024@pilar", "Dentista (yo) — limpieza", "20240710T090000", "20240710T100000"),
        todo("todo-tgr@pilar", "Pedir certificado de deuda de contribuciones (TGR) para la notaría",
             "NEEDS-ACTION", due="20250314"),
        todo("todo-cedula@pilar", "Renovar cédula chilena en el consulado", "COMPLETED", due="20240630",
             completed="20240621T160000Z"),
        todo("todo-capota@pilar", "Comprar capota de lona 2CV", "COMPLETED", due="20241115",
             completed="20241102T180000Z"),
    ]
    return calendar("Personal", b, [VTZ_MZA, VTZ_SCL])


# ------------------------------------------------------------------ CSV
GASTOS_2CV = [
    ("2024-03-16", "Compra 2CV6 1978 (Tunuyán)", "particular", "compra", 1500000),
    ("2024-03-18", "Trailer Tunuyán - Godoy Cruz", "Grúas Valle", "traslado", 45000),
    ("2024-04-20", "Desarme y diagnóstico", "Taller Quiroga", "mano de obra", 120000),
    ("2024-05-11", "Arenado chasis", "Arenados Cuyo", "chapa", 180000),
    ("2024-05-25", "Tratamiento antióxido chasis", "Arenados Cuyo", "chapa", 95000),
    ("2024-06-15", "Juego de aros y juntas motor", "Méhari Pièces (Lyon)", "repuestos", 142000),
    ("2024-07-06", "Rectificación de válvulas", "Rectificadora Mitre", "motor", 88000),
    ("2024-07-27", "Mano de obra motor (parte 1)", "Taller Quiroga", "mano de obra", 210000),
    ("2024-09-14", "Mano de obra motor (parte 2)", "Taller Quiroga", "mano de obra", 190000),
    ("2024-10-05", "Manual Haynes", "Mercado Sur", "varios", 28000),
    ("2024-10-19", "Prueba de motor en banco", "Taller Quiroga", "mano de obra", 40000),
    ("2024-11-02", "Capota de lona nueva", "Capotas Don Luis", "carrocería", 165000),
    ("2024-11-19", "Kit juntas carburador Solex 26/35 (con envío)", "Mercado Sur", "repuestos", 44700),
    ("2024-11-30", "Faros + burlete puertas (originales)", "Méhari Pièces (Lyon)", "repuestos", 236000),
    ("2024-12-14", "Cilindros de rueda delanteros", "Repuestos Citroën Mendoza", "frenos", 52000),
    ("2024-12-14", "Mano de obra frenos", "Taller Quiroga", "mano de obra", 85000),
    ("2025-01-25", "Cables + fusiblera 12V", "Autoeléctrica Ramírez", "electricidad", 64000),
    ("2025-02-22", "Pintura + primer (para el chapista)", "Pinturerías Andes", "pintura", 98000),
    ("2025-03-08", "Mano de obra eléctrica", "Taller Quiroga", "mano de obra", 130000),
]


def gastos_csv():
    out = ["fecha,concepto,proveedor,categoria,monto_ars,acumulado_ars"]
    acc = 0
    for f, c, p, cat, m in GASTOS_2CV:
        acc += m
        out.append('%s,"%s","%s",%s,%d,%d' % (f, c, p, cat, m, acc))
    return "\n".join(out) + "\n", acc


RECEPCION = [
    ("2025-02-12", "22:40", "C2", "Agrelo", "Chardonnay", 4320, "21.8", "6.9", "T3"),
    ("2025-02-13", "02:10", "C2", "Agrelo", "Chardonnay", 4510, "21.6", "7.0", "T3"),
    ("2025-02-13", "05:30", "C2", "Agrelo", "Chardonnay", 2980, "21.9", "6.8", "T3"),
    ("2025-02-19", "07:15", "C5", "Gualtallary", "Pinot Noir", 3650, "19.4", "8.9", "T4"),
    ("2025-02-19", "10:40", "C5", "Gualtallary", "Pinot Noir", 3120, "19.2", "9.1", "T4"),
    ("2025-02-21", "07:05", "C1", "Agrelo", "Sauvignon Blanc", 5100, "21.2", "7.4", "T5"),
    ("2025-02-21", "10:30", "C1", "Agrelo", "Sauvignon Blanc", 4870, "21.4", "7.2", "T5"),
    ("2025-02-26", "07:20", "C3", "Agrelo", "Malbec (rosado)", 6200, "22.0", "6.1", "T10"),
    ("2025-02-26", "11:00", "C3", "Agrelo", "Malbec (rosado)", 5880, "22.3", "6.0", "T10"),
    ("2025-03-04", "07:30", "-", "Finca Ortega (tercero)", "Malbec", 12400, "24.1", "5.4", "T8"),
    ("2025-03-04", "12:10", "-", "Finca Ortega (tercero)", "Malbec", 11950, "24.3", "5.3", "T8"),
    ("2025-03-06", "07:10", "C12", "Agrelo", "Bonarda", 9800, "23.5", "5.8", "T9"),
    ("2025-03-07", "07:40", "C6", "Agrelo", "Syrah", 7200, "24.0", "5.6", "T2"),
    ("2025-03-11", "07:00", "C10", "Gualtallary", "Semillón", 3900, "22.1", "6.5", "T5"),
    ("2025-03-12", "07:15", "-", "Finca Ortega (tercero)", "Malbec", 12100, "24.0", "5.5", "T11"),
    ("2025-03-12", "11:45", "-", "Finca Ortega (tercero)", "Malbec", 11300, "24.2", "5.4", "T11"),
]


def recepcion_csv():
    out = ["fecha,hora,cuartel,finca,variedad,kg,brix,acidez_gL,destino"]
    for r in RECEPCION:
        out.append("%s,%s,%s,%s,%s,%d,%s,%s,%s" % r)
    return "\n".join(out) + "\n"
