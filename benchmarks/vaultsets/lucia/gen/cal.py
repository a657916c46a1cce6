# -*- coding: utf-8 -*-
"""iCalendar files, written by hand (CRLF, folded at 75 octets)."""
from common import write_bytes

STAMP = '20251015T071500Z'

TZ_MADRID = """BEGIN:VTIMEZONE
TZID:Europe/Madrid
X-LIC-LOCATION:Europe/Madrid
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""

TZ_LA = """BEGIN:VTIMEZONE
TZID:America/Los_Angeles
X-LIC-LOCATION:America/Los_Angeles
BEGIN:DAYLIGHT
TZOFFSETFROM:-0800
TZOFFSETTO:-0700
TZNAME:PDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0700
TZOFFSETTO:-0800
TZNAME:PST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""


def esc(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,').replace('\n', '\\n')


def fold(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return [line]
    out, cur, lim = [], b'', 75
    for ch in line:
        cb = ch.encode('utf-8')
        if len(cur) + len(cb) > lim:
            out.append(cur.decode('utf-8'))
            cur, lim = b' ', 75
        cur += cb
    out.append(cur.decode('utf-8'))
    return out


def dtprop(name, v, tz='Europe/Madrid'):
    if len(v) == 8:
        return f'{name};VALUE=DATE:{v}'
    return f'{name};TZID={tz}:{v}'


def vevent(uid, summary, start, end=None, *, tz='Europe/Madrid', endtz=None, location=None, desc=None,
           rrule=None, exdate=None, attendees=(), status=None, transp=None, alarm=None, organizer=None):
    L = ['BEGIN:VEVENT', f'UID:{uid}', f'DTSTAMP:{STAMP}', dtprop('DTSTART', start, tz)]
    if end:
        L.append(dtprop('DTEND', end, endtz or tz))
    if rrule:
        L.append('RRULE:' + rrule)
    if exdate:
        L.append(f'EXDATE;TZID={tz}:' + ','.join(exdate))
    L.append('SUMMARY:' + esc(summary))
    if location:
        L.append('LOCATION:' + esc(location))
    if desc:
        L.append('DESCRIPTION:' + esc(desc))
    if organizer:
        L.append(f'ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}')
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT:mailto:{mail}')
    if status:
        L.append('STATUS:' + status)
    if transp:
        L.append('TRANSP:' + transp)
    if alarm:
        L += ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:' + esc(alarm[1]), 'TRIGGER:' + alarm[0], 'END:VALARM']
    L.append('END:VEVENT')
    return L


def vtodo(uid, summary, due=None, *, status='NEEDS-ACTION', desc=None, completed=None, priority=None):
    L = ['BEGIN:VTODO', f'UID:{uid}', f'DTSTAMP:{STAMP}', 'SUMMARY:' + esc(summary)]
    if due:
        L.append(f'DUE;VALUE=DATE:{due}')
    if desc:
        L.append('DESCRIPTION:' + esc(desc))
    if priority:
        L.append(f'PRIORITY:{priority}')
    L.append('STATUS:' + status)
    if completed:
        L.append('COMPLETED:' + completed)
    L.append('END:VTODO')
    return L


def calendar(rel, name, comps, tzs=(TZ_MADRID,)):
    L = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lucia Ferrer Moore//Calendarios personales//ES',
         'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:' + esc(name), 'X-WR-TIMEZONE:Europe/Madrid']
    for tz in tzs:
        L += tz.split('\n')
    for c in comps:
        L += c
    L.append('END:VCALENDAR')
    out = []
    for line in L:
        out += fold(line)
    write_bytes(rel, ('\r\n'.join(out) + '\r\n').encode('utf-8'))


U = '@lucia.ferrermoore'


def familia():
    c = [
        vevent('guardia-javi' + U, 'Guardia Javi (24 h)', '20250103T090000', '20250104T090000',
               rrule='FREQ=DAILY;INTERVAL=5;UNTIL=20251231T080000Z', location='Parque de bomberos de Paterna',
               desc='Guardias de 24 h, 1 de cada 5 días. Si cambia con Quique, mover a mano.', transp='TRANSPARENT'),
        vevent('cumple-mateo' + U, 'Cumpleaños de Mateo 🎂', '20250214', '20250215', rrule='FREQ=YEARLY',
               transp='TRANSPARENT'),
        vevent('patinaje-2425' + U, 'Patinaje Mateo (Educaocio)', '20250113T163000', '20250113T173000',
               rrule='FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250618T220000Z', location='CEIP Mestre Lluís Gil - pista del patio',
               desc='24 €/mes. Recoger 17:30.'),
        vevent('protocolo-20250408' + U, 'Reunión colegio - protocolo (Mateo)', '20250408T170000', '20250408T181500',
               location='CEIP Mestre Lluís Gil - sala de reuniones (1ª planta, junto a secretaría)',
               desc='Reunión de seguimiento del protocolo activado el 2/4. Llevar la cronología impresa.',
               attendees=[('Marisa Climent (jefa de estudios)', 'jefatura@ceipmestrelluisgil.example'),
                          ('Pilar Gasent (orientadora)', 'orientacion@ceipmestrelluisgil.example'),
                          ('Nuria Bellver (tutora 1ºA)', 'nbellver@ceipmestrelluisgil.example'),
                          ('Javi Roig', 'javi.roig@correu.example')]),
        vevent('inicio-curso-2526' + U, 'Empieza 2º de Primaria (Mateo, 2ºA)', '20250908', '20250909',
               transp='TRANSPARENT'),
        vevent('asamblea-ampa-20250930' + U, 'Asamblea general AMPA', '20250930T180000', '20250930T193000',
               location='Biblioteca del CEIP Mestre Lluís Gil',
               desc='Presentación de Kidsport Turia y cuentas 24/25. Hay guardería.'),
        vevent('judo-2526' + U, 'Judo Mateo (Kidsport Turia)', '20251002T163000', '20251002T173000',
               rrule='FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260618T220000Z',
               location='CEIP Mestre Lluís Gil - gimnasio', desc='28 €/mes. Kimono en la mochila.'),
        vevent('reunion-tutor-20251021' + U, 'Reunión con el tutor de Mateo (incidente comedor)', '20251021T164500',
               '20251021T174500', location='CEIP Mestre Lluís Gil - aula de 2ºA', status='TENTATIVE',
               desc='Propuesta de Andrés por correo el 8/10. Viene también la coordinadora del comedor. '
                    'Pedir mesas separadas y que el comedor entre en el protocolo.',
               attendees=[('Andrés Peiró (tutor 2ºA)', 'apeiro@ceipmestrelluisgil.example'),
                          ('Coordinadora del comedor', 'comedor@ceipmestrelluisgil.example'),
                          ('Javi Roig', 'javi.roig@correu.example')]),
        vevent('mercadillo-20251213' + U, 'Mercadillo solidario de Navidad (AMPA)', '20251213', '20251214',
               location='Patio del CEIP Mestre Lluís Gil'),
        vtodo('todo-cartel-mercadillo' + U, 'Diseñar el cartel del mercadillo solidario del AMPA (A3 + versión WhatsApp)',
              '20251115', desc='Me comprometí con Rosa Montesinos. Pedirle el logo en buena resolución.', priority=5),
        vtodo('todo-confirmar-tutor' + U, 'Contestar a Andrés: confirmar asistencia a la reunión', '20251014',
              priority=1),
        vtodo('todo-dni-mateo' + U, 'Cita previa DNI Mateo (caduca en diciembre)', '20251130'),
    ]
    calendar('calendar/familia.ics', 'Familia', c)


def trabajo():
    c = [
        vevent('tje-2425' + U, 'Clase Traducción Jurídica y Económica (34571)', '20250204T160000', '20250204T180000',
               rrule='FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250522T215959Z',
               exdate=['20250417T160000', '20250422T160000', '20250424T160000'],
               location='Aula A-2.14, Facultad de Traducción y Comunicación (UMV)'),
        vevent('tje-examen-2025' + U, 'Examen final Traducción Jurídica', '20250611T160000', '20250611T190000',
               location='Aula A-2.14, Facultad de Traducción y Comunicación (UMV)'),
        vevent('tje-2526' + U, 'Clase Traducción Jurídica y Económica (34571)', '20250908T153000', '20250908T173000',
               rrule='FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20251217T225959Z', exdate=['20251208T153000'],
               location='Aula A-2.14, edificio A (UMV)', desc='42 estudiantes. Encargo 1: poder notarial.'),
        vevent('tutorias-2526' + U, 'Tutorías', '20250908T173000', '20250908T183000',
               rrule='FREQ=WEEKLY;BYDAY=MO;UNTIL=20251215T225959Z', location='Despacho asociados A-1.07 / videollamada'),
        vevent('tje-examen-2026' + U, 'Examen final Traducción Jurídica (1er cuatri)', '20260114T160000', '20260114T190000',
               location='Por asignar'),
        vevent('webinar-avti-20251002' + U, 'Webinar AVTI: IA y traducción literaria', '20251002T180000', '20251002T193000',
               location='Online (Zoom)'),
        vevent('salt-orchard-entrega' + U, 'Entrega The Salt Orchard (Harlow & Finch)', '20251031', '20251101',
               desc='Plazo ampliado con Rebecca. Manuscrito completo + nota del traductor.'),
        vtodo('todo-facturas-3t' + U, 'Mandar a la asesoría las facturas del 3T + ticket del portátil + licencia Trados',
              '20251010', desc='Subir al portal. Luego revisar el borrador del 303/130.', priority=1),
        vtodo('todo-303-130-3t' + U, 'Revisar y dar el OK al borrador 303/130 del 3T', '20251020'),
        vtodo('todo-glosario-uni' + U, 'Actualizar glosario colaborativo EN-ES (trust / fideicomiso)', '20251001',
              status='COMPLETED', completed='20250930T201000Z'),
    ]
    calendar('calendar/trabajo.ics', 'Trabajo (traducción + UMV)', c)


def deporte():
    c = [
        vevent('natacion' + U, 'Natación 🏊', '20250106T063000', '20250106T073000',
               rrule='FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20251025T000000Z', location='Piscina municipal - calle rápida'),
        vevent('bici-club-sabado' + U, 'Salida bici club (grupo B)', '20250111T073000', '20250111T113000',
               rrule='FREQ=WEEKLY;BYDAY=SA;UNTIL=20251019T000000Z', location='Gasolinera de Pinedo (CV-500)',
               desc='Dos cámaras, luz trasera. Café después.'),
        vevent('tirada-larga' + U, 'Tirada larga (Turia)', '20250302T070000', '20250302T090000',
               rrule='FREQ=WEEKLY;BYDAY=SU;UNTIL=20251020T000000Z',
               location='Jardín del Turia - desde el Parque de Cabecera'),
        vevent('simulacro-20250920' + U, 'Simulacro Half: 90 km + 10 km', '20250920T070000', '20250920T133000',
               location='Salida desde El Saler', desc='Probar toda la comida de carrera.'),
        vevent('dorsal-half-20251025' + U, 'Recogida de dorsal - Half Costa Azahar', '20251025T160000', '20251025T200000',
               location='Carpa Expo, Paseo Marítimo de La Concha, Oropesa del Mar',
               desc='Dorsal 1187. DNI + licencia. Briefing a las 19:00 h en la misma carpa.'),
        vevent('half-costa-azahar-20251026' + U, 'HALF TRIATLÓN COSTA AZAHAR - mi salida (F40-49)', '20251026T084500',
               '20251026T144500', location='Playa de La Concha, Oropesa del Mar',
               desc='1,9 km + 90 km + 21,1 km. Boxes desde las 6:45. Objetivo: menos de 6 h.',
               alarm=('-PT12H', 'Preparar bolsas de transición y avituallamiento')),
        vtodo('todo-neopreno' + U, 'Recoger el neopreno alquilado en el local del club', '20251024'),
        vtodo('todo-portabidones' + U, 'Montar el portabidones trasero y probarlo en una salida', '20251018'),
        vtodo('todo-camaras' + U, 'Comprar 2 cámaras 700x25', '20251020'),
    ]
    calendar('calendar/deporte.ics', 'Deporte (half)', c)


def casa_viajes():
    c = [
        vevent('junta-ext-20250327' + U, 'Junta extraordinaria comunidad - ascensor', '20250327T193000', '20250327T220000',
               location='Casal Veïnal de Benicalap, sala polivalente, C/ de la Fira Vella 12',
               desc='Segunda convocatoria 19:30. Tres presupuestos. Llevar calculadora y los estatutos.'),
        vevent('junta-ord-20250619' + U, 'Junta ordinaria comunidad', '20250619T193000', '20250619T213000',
               location='Zaguán de la finca, C/ Pintor Vilar 23',
               desc='Punto clave: reparto de la derrama del ascensor y cambio de empresa. Elección de cargos.'),
        vevent('vuelo-ida-20250712' + U, '✈ VLC → AMS → PDX (AT1432 / AT6021) - Mateo y yo', '20250712T065000',
               '20250712T134000', endtz='America/Los_Angeles', location='Aeropuerto de Valencia (VLC)',
               desc='Escala en Amsterdam 09:35-12:10. Localizador en el correo de Atlantica.'),
        vevent('dad-preop-20250715' + U, 'Dad - pre-op appointment', '20250715T100000', '20250715T113000',
               tz='America/Los_Angeles', location='Columbia Ridge Medical Center'),
        vevent('dad-surgery-20250717' + U, "Dad's surgery (prostatectomy)", '20250717T073000', '20250717T113000',
               tz='America/Los_Angeles', location='Columbia Ridge Medical Center - Surgical Pavilion, 3rd floor',
               desc='Check-in 5:30 am. Linda and I at the hospital; Ethan arrives the night before. Mateo with Joanne.'),
        vevent('javi-llega-20250726' + U, 'Javi llega a Portland', '20250726', '20250727', transp='TRANSPARENT'),
        vevent('dad-catheter-20250728' + U, 'Dad - catheter removal', '20250728T101500', '20250728T111500',
               tz='America/Los_Angeles',
               location='Urology Clinic, Physicians Pavilion, Suite 410 - Columbia Ridge Medical Center',
               desc='Garage B. Bring pads and spare underwear.'),
        vevent('multnomah-20250730' + U, 'Multnomah Falls (Linda, Mateo, Javi y yo)', '20250730', '20250731',
               transp='TRANSPARENT'),
        vevent('vuelo-vuelta-20250802' + U, '✈ PDX → AMS → VLC (AT6022 / AT1437)', '20250802T153000', '20250803T145500',
               tz='America/Los_Angeles', endtz='Europe/Madrid', location='Portland International Airport (PDX)'),
        vevent('videollamada-papa' + U, 'Videollamada con papá', '20250105T210000', '20250105T214500',
               rrule='FREQ=WEEKLY;BYDAY=SU', desc='Noon in Portland (1 pm in winter when the clocks differ).'),
        vevent('obras-ascensor' + U, 'Obras del ascensor - SIN ASCENSOR', '20251006', '20251115',
               location='C/ Pintor Vilar 23', desc='Elevadores Mediterráneo. Lunes a viernes 8:00-17:00 h.',
               transp='TRANSPARENT'),
        vevent('itv-seat-20251022' + U, 'ITV Seat Ibiza (3417 JKD)', '20251022T094000', '20251022T101000',
               location='ITV Levante Norte, polígono Fuente del Jarro, Paterna',
               desc='Permiso de circulación + ficha técnica. Caduca el 31/10.'),
        vevent('huerto-riego-inv' + U, 'Riego huerto (parcela 17)', '20250107T080000', '20250107T100000',
               rrule='FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20250530T220000Z', location='Horts Urbans de Benicalap'),
        vevent('huerto-riego-ver' + U, 'Riego huerto (parcela 17) - horario verano', '20250602T190000', '20250602T210000',
               rrule='FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20250930T215959Z', location='Horts Urbans de Benicalap'),
        vtodo('todo-reme' + U, 'Devolver a Reme la carretilla y la azada pequeña de escardar', '20251019',
              desc='Están en el trastero desde agosto.'),
        vtodo('todo-cuota-huerto-2026' + U, 'Pagar cuota huerto 2026', '20251215'),
        vtodo('todo-escobillas' + U, 'Cambiar escobillas del Seat antes de la ITV', '20251021'),
    ]
    calendar('calendar/casa-viajes.ics', 'Casa, comunidad y viajes', c, tzs=(TZ_MADRID, TZ_LA))


def build():
    familia(); trabajo(); deporte(); casa_viajes()
