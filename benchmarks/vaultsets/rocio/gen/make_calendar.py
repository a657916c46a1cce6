"""iCalendar files (.ics) for Rocío's vault, written by hand (CRLF, folded at 75 octets)."""
from common import write_bytes

DTSTAMP = "20251105T031500Z"

TZ_CHICAGO = """BEGIN:VTIMEZONE
TZID:America/Chicago
X-LIC-LOCATION:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

TZ_MEXICO = """BEGIN:VTIMEZONE
TZID:America/Mexico_City
X-LIC-LOCATION:America/Mexico_City
BEGIN:STANDARD
TZOFFSETFROM:-0600
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:20221030T020000
END:STANDARD
END:VTIMEZONE"""


def esc(v):
    return v.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def comp(kind, props):
    lines = [f"BEGIN:{kind}"]
    for k, v in props:
        if k in ("SUMMARY", "LOCATION", "DESCRIPTION", "CATEGORIES_RAW"):
            v = esc(v)
        lines.append(f"{k}:{v}")
    lines.append(f"END:{kind}")
    return "\n".join(lines)


def calendar(name, tzs, comps):
    head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rocio Ibarra//Calendarios exportados//ES",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}",
            "X-WR-TIMEZONE:America/Chicago"]
    body = "\n".join(head + list(tzs) + list(comps) + ["END:VCALENDAR"])
    out = []
    for ln in body.split("\n"):
        out.extend(fold(ln))
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


def att(cn, email):
    return (f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED', f"mailto:{email}")


# ------------------------------------------------------------------ trámites y depa
def cal_tramites():
    c = [
        comp("VEVENT", [
            ("UID", "cas-mty-20251006@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251006T093000"),
            ("DTEND;TZID=America/Mexico_City", "20251006T103000"),
            ("SUMMARY", "CAS Monterrey – huellas visa TN (CANCELADA)"),
            ("LOCATION", "CAS Monterrey"),
            ("STATUS", "CANCELLED"),
            ("DESCRIPTION", "Cancelada el 29 sep al reprogramar a Guadalajara."),
        ]),
        comp("VEVENT", [
            ("UID", "consulado-mty-20251007@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251007T080000"),
            ("DTEND;TZID=America/Mexico_City", "20251007T110000"),
            ("SUMMARY", "Entrevista visa TN – Consulado Monterrey (CANCELADA)"),
            ("LOCATION", "Consulado General de EE.UU.\, Monterrey".replace("\\,", ",")),
            ("STATUS", "CANCELLED"),
        ]),
        comp("VEVENT", [
            ("UID", "cas-gdl-20251110@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251110T081500"),
            ("DTEND;TZID=America/Mexico_City", "20251110T091500"),
            ("SUMMARY", "CAS Guadalajara – huellas y foto (visa TN)"),
            ("LOCATION", "CAS Guadalajara, Av. Patria 1203, local 8, Zapopan, Jal."),
            ("DESCRIPTION", "Llevar pasaporte + hoja de confirmación de cita + DS-160.\n"
                            "Llegar 15 min antes, no más. Sin mochila grande."),
            ("CATEGORIES", "Visa"),
        ]),
        comp("VEVENT", [
            ("UID", "consulado-gdl-20251112@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251112T074500"),
            ("DTEND;TZID=America/Mexico_City", "20251112T110000"),
            ("SUMMARY", "Entrevista visa TN – Consulado GDL"),
            ("LOCATION", "Consulado General de EE.UU.\, Guadalajara".replace("\\,", ",")),
            ("DESCRIPTION", "Fólder: confirmación de cita\, DS-160\, pasaporte\, carta de soporte firmada\, "
                            "título y cédula\, 3 talones de pago\, I-94.\nSin celular (se queda con Mari)."
                            .replace("\\,", ",")),
            ("CATEGORIES", "Visa"),
            ("BEGIN", "VALARM"), ("ACTION", "DISPLAY"), ("DESCRIPTION", "Entrevista consulado mañana"),
            ("TRIGGER", "-PT14H"), ("END", "VALARM"),
        ]),
        comp("VEVENT", [
            ("UID", "visa-tn-vence-20251130@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20251130"), ("DTEND;VALUE=DATE", "20251201"),
            ("SUMMARY", "Vence estampa visa TN"),
            ("TRANSP", "TRANSPARENT"),
        ]),
        comp("VEVENT", [
            ("UID", "lease-respuesta-20250930@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250930"), ("DTEND;VALUE=DATE", "20251001"),
            ("SUMMARY", "Fecha límite: contestar a Brightfield sobre la renovación"),
            ("DESCRIPTION", "Si no contesto me pasan a mes a mes. Opciones en el correo de Kendra del 25 ago."),
            ("CATEGORIES", "Depa"),
        ]),
        comp("VEVENT", [
            ("UID", "lease-inicio-20251201@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20251201"), ("DTEND;VALUE=DATE", "20251202"),
            ("SUMMARY", "Empieza contrato nuevo del depa (14 meses)"),
            ("TRANSP", "TRANSPARENT"), ("CATEGORIES", "Depa"),
        ]),
        comp("VEVENT", [
            ("UID", "renta-mensual@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250101"), ("DTEND;VALUE=DATE", "20250102"),
            ("RRULE", "FREQ=MONTHLY;BYMONTHDAY=1"),
            ("SUMMARY", "Pagar renta (portal Brightfield)"),
            ("DESCRIPTION", "Autopay falla a veces; revisar que sí se cobró el día 2."),
            ("CATEGORIES", "Depa"),
        ]),
        comp("VTODO", [
            ("UID", "todo-i94@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20251106"),
            ("SUMMARY", "Imprimir I-94 y hoja de citas (visa)"),
            ("STATUS", "NEEDS-ACTION"), ("PRIORITY", "1"),
        ]),
        comp("VTODO", [
            ("UID", "todo-renters-insurance@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20251115"),
            ("SUMMARY", "Subir certificado de renters insurance al portal de Brightfield"),
            ("DESCRIPTION", "Mínimo $100k de responsabilidad civil\, Brightfield como interested party. "
                            "Renovar póliza primero (venció 31 oct).".replace("\\,", ",")),
            ("STATUS", "NEEDS-ACTION"),
        ]),
        comp("VTODO", [
            ("UID", "todo-mrv@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20250815"),
            ("SUMMARY", "Pagar derechos de visa (MRV)"),
            ("STATUS", "COMPLETED"), ("COMPLETED", "20250815T180000Z"),
        ]),
    ]
    return calendar("Trámites y depa", [TZ_CHICAGO, TZ_MEXICO], c)


# ------------------------------------------------------------------ familia / GDL
def cal_familia():
    c = [
        comp("VEVENT", [
            ("UID", "vuelo-az1482-20251107@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20251107T134000"),
            ("DTEND;TZID=America/Mexico_City", "20251107T162500"),
            ("SUMMARY", "Vuelo AZ 1482 AUS → GDL"),
            ("LOCATION", "Austin-Bergstrom (AUS)"),
            ("DESCRIPTION", "Aerolíneas Azulejo. Clave de reservación QJ7WKM. Asiento 14C.\nMari me recoge."),
        ]),
        comp("VEVENT", [
            ("UID", "vuelo-az1483-20251124@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251124T100500"),
            ("DTEND;TZID=America/Chicago", "20251124T125000"),
            ("SUMMARY", "Vuelo AZ 1483 GDL → AUS"),
            ("LOCATION", "Aeropuerto de Guadalajara (GDL)"),
            ("DESCRIPTION", "Azulejo QJ7WKM. Asiento 16C. Llegar al aeropuerto 8:00."),
        ]),
        comp("VEVENT", [
            ("UID", "cirugia-papa-20251113@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251113T090000"),
            ("DTEND;TZID=America/Mexico_City", "20251113T113000"),
            ("SUMMARY", "Cirugía de papá (implantes + injerto + elevación de seno)"),
            ("LOCATION", "Clínica Odontológica Arreola, Av. de los Arcos 1187, Col. Jardines del Bosque, Guadalajara"),
            ("DESCRIPTION", "Llegar 8:30. Papá en ayunas. Llevar glucómetro y sus medicinas.\n"
                            "Mari maneja. Saldo se paga este día."),
            att("Arturo Ibarra", "arturo.ibarra@correo-ai.example"),
            att("Mariana Ibarra", "mariana.ibarra@correo-mi.example"),
            att("Dra. Paulina Arreola", "citas@clinicaarreola.example"),
        ]),
        comp("VEVENT", [
            ("UID", "revision-papa-20251120@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251120T103000"),
            ("DTEND;TZID=America/Mexico_City", "20251120T111500"),
            ("SUMMARY", "Revisión postoperatoria de papá"),
            ("LOCATION", "Clínica Odontológica Arreola"),
            ("DESCRIPTION", "Ahí agendan el retiro de puntos."),
            att("Arturo Ibarra", "arturo.ibarra@correo-ai.example"),
        ]),
        comp("VEVENT", [
            ("UID", "puntos-papa-20251127@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20251127"), ("DTEND;VALUE=DATE", "20251128"),
            ("SUMMARY", "Retiro de puntos papá (va Mari)"),
            ("TRANSP", "TRANSPARENT"),
        ]),
        comp("VEVENT", [
            ("UID", "videollamada-familia@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20250105T190000"),
            ("DTEND;TZID=America/Chicago", "20250105T200000"),
            ("RRULE", "FREQ=WEEKLY;BYDAY=SU"),
            ("EXDATE;TZID=America/Chicago", "20251109T190000,20251116T190000,20251123T190000"),
            ("SUMMARY", "Videollamada familia Ibarra"),
            ("DESCRIPTION", "Domingos. Papá siempre se conecta con la cámara al techo."),
        ]),
        comp("VEVENT", [
            ("UID", "cumple-mama@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250302"), ("DTEND;VALUE=DATE", "20250303"),
            ("RRULE", "FREQ=YEARLY"),
            ("SUMMARY", "Cumpleaños de mamá (Lety)"),
        ]),
        comp("VEVENT", [
            ("UID", "cumple-papa@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250719"), ("DTEND;VALUE=DATE", "20250720"),
            ("RRULE", "FREQ=YEARLY"),
            ("SUMMARY", "Cumpleaños de papá"),
        ]),
        comp("VTODO", [
            ("UID", "todo-saldo-clinica@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;TZID=America/Mexico_City", "20251112T210000"),
            ("SUMMARY", "Transferir el saldo de la cirugía a la clínica (Cambiavía)"),
            ("DESCRIPTION", "Para que entre por SPEI el 13 temprano. Mandar comprobante a Yesenia."),
            ("STATUS", "NEEDS-ACTION"), ("PRIORITY", "1"),
        ]),
    ]
    return calendar("Familia y GDL", [TZ_CHICAGO, TZ_MEXICO], c)


# ------------------------------------------------------------------ boda
def cal_boda():
    c = [
        comp("VEVENT", [
            ("UID", "prueba-vestido-20251115@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251115T110000"),
            ("DTEND;TZID=America/Mexico_City", "20251115T120000"),
            ("SUMMARY", "Prueba final vestido de dama"),
            ("LOCATION", "Atelier Malva, Calle Marsella 214, Col. Americana, Guadalajara"),
            ("DESCRIPTION", "Llevar los zapatos de la boda y el fondo. Saldo al recogerlo."),
        ]),
        comp("VEVENT", [
            ("UID", "despedida-xime-202511@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20251121"), ("DTEND;VALUE=DATE", "20251124"),
            ("SUMMARY", "Despedida de Xime"),
            ("LOCATION", "Cabaña El Tecolote, Mazamitla (camino a La Zanja km 3.5)"),
            ("DESCRIPTION", "Organiza Fer. Llevar chamarra."),
            att("Fernanda Quiroz", "fer.quiroz@correo-fq.example"),
            att("Ximena Ochoa", "ximena.ochoa@correo-xo.example"),
        ]),
        comp("VEVENT", [
            ("UID", "ensayo-boda-20251205@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251205T190000"),
            ("DTEND;TZID=America/Mexico_City", "20251205T210000"),
            ("SUMMARY", "Ensayo boda Xime y Bruno"),
            ("LOCATION", "Jardín Casa Veranda, Tlaquepaque"),
            ("DESCRIPTION", "Xime me da la cajita de los anillos."),
        ]),
        comp("VEVENT", [
            ("UID", "boda-xime-bruno-20251206@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Mexico_City", "20251206T170000"),
            ("DTEND;TZID=America/Mexico_City", "20251207T020000"),
            ("SUMMARY", "Boda Ximena & Bruno"),
            ("LOCATION", "Jardín Casa Veranda, Calle Alfareros 88, San Pedro Tlaquepaque, Jal."),
            ("DESCRIPTION", "Damas al cuarto de la novia a la 1:00 p.m. Ceremonia 5:00 p.m.\n"
                            "Yo: madrina de anillos + brindis."),
            att("Ximena Ochoa", "ximena.ochoa@correo-xo.example"),
            att("Bruno Castañeda", "bruno.castaneda@correo-bc.example"),
        ]),
        comp("VEVENT", [
            ("UID", "anticipo-vestido-20250609@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250609"), ("DTEND;VALUE=DATE", "20250610"),
            ("SUMMARY", "Anticipo vestido + medidas por videollamada"),
        ]),
        comp("VTODO", [
            ("UID", "todo-playlist-loteria@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20251109"),
            ("SUMMARY", "Mandar a Fer la playlist y el PDF de la lotería (despedida)"),
            ("STATUS", "NEEDS-ACTION"),
        ]),
        comp("VTODO", [
            ("UID", "todo-vuelos-boda@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20251110"),
            ("SUMMARY", "Comprar vuelos para la boda (4–8 dic)"),
            ("STATUS", "NEEDS-ACTION"),
        ]),
        comp("VTODO", [
            ("UID", "todo-save-the-date@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20250515"),
            ("SUMMARY", "Diseñar save the date para Xime"),
            ("STATUS", "COMPLETED"), ("COMPLETED", "20250512T020000Z"),
        ]),
    ]
    return calendar("Boda Xime", [TZ_MEXICO], c)


# ------------------------------------------------------------------ trabajo y escalada
def cal_trabajo():
    c = [
        comp("VEVENT", [
            ("UID", "standup-pitaya@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20250106T093000"),
            ("DTEND;TZID=America/Chicago", "20250106T094500"),
            ("RRULE", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
            ("EXDATE;TZID=America/Chicago", "20251110T093000,20251111T093000,20251112T093000,"
                                             "20251113T093000,20251114T093000"),
            ("SUMMARY", "Standup Cenzontle (Taller Pitaya)"),
            ("LOCATION", "Google Meet"),
        ]),
        comp("VEVENT", [
            ("UID", "1on1-gabi@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20250109T110000"),
            ("DTEND;TZID=America/Chicago", "20250109T113000"),
            ("RRULE", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"),
            ("SUMMARY", "1:1 con Gabi"),
            ("LOCATION", "Google Meet"),
            att("Gabriela Lizárraga", "gabriela@tallerpitaya.example"),
        ]),
        comp("VEVENT", [
            ("UID", "pto-noviembre@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20251110"), ("DTEND;VALUE=DATE", "20251115"),
            ("SUMMARY", "PTO – vacaciones (GDL)"),
            ("TRANSP", "OPAQUE"),
        ]),
        comp("VEVENT", [
            ("UID", "escalada-martes-jueves@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20250304T070000"),
            ("DTEND;TZID=America/Chicago", "20250304T084500"),
            ("RRULE", "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251107T055959Z"),
            ("EXDATE;TZID=America/Chicago", "20250318T070000,20250320T070000,20250325T070000,20250327T070000"),
            ("SUMMARY", "Escalada – Cedar Crag"),
            ("LOCATION", "Cedar Crag Climbing, 901 Tillery Bend, Austin"),
            att("Andrés Villaseñor", "andres.vs@correo-av.example"),
        ]),
        comp("VEVENT", [
            ("UID", "facturar-lumen@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;VALUE=DATE", "20250131"), ("DTEND;VALUE=DATE", "20250201"),
            ("RRULE", "FREQ=MONTHLY;BYMONTHDAY=-1"),
            ("SUMMARY", "Facturar horas Lumen Trail (exportar Toggl)"),
        ]),
        comp("VEVENT", [
            ("UID", "handoff-cenzontle-20251024@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DTSTART;TZID=America/Chicago", "20251024T100000"),
            ("DTEND;TZID=America/Chicago", "20251024T113000"),
            ("SUMMARY", "Handoff Cenzontle a desarrollo"),
            ("LOCATION", "Google Meet"),
        ]),
        comp("VTODO", [
            ("UID", "todo-reenviar-ris011@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;TZID=America/Chicago", "20251104T120000"),
            ("SUMMARY", "Reemitir factura RIS-2025-011 con el número de PO y mandarla a payables (cc Brooke)"),
            ("STATUS", "NEEDS-ACTION"), ("PRIORITY", "2"),
        ]),
        comp("VTODO", [
            ("UID", "todo-plan-cobertura@rocio.ibarra"), ("DTSTAMP", DTSTAMP),
            ("DUE;VALUE=DATE", "20251010"),
            ("SUMMARY", "Mandar a Gabi el plan de cobertura de noviembre"),
            ("STATUS", "COMPLETED"), ("COMPLETED", "20251009T230000Z"),
        ]),
    ]
    return calendar("Trabajo y escalada", [TZ_CHICAGO], c)


def build():
    files = {
        "calendar/tramites-y-depa.ics": cal_tramites(),
        "calendar/familia-gdl.ics": cal_familia(),
        "calendar/boda-xime.ics": cal_boda(),
        "calendar/trabajo-y-escalada.ics": cal_trabajo(),
    }
    for rel, data in files.items():
        write_bytes(rel, data)
    return list(files)


if __name__ == "__main__":
    print(build())
