# -*- coding: utf-8 -*-
"""E-mail (.eml) files and the club mailing-list mbox."""
import mailbox, os, time
from email import policy
from common import build_mail, save_mail, madrid, portland, VAULT

L_PERS = 'Lucía Ferrer Moore <lucia.fm@correu.example>'
L_WORK = 'Lucía Ferrer Moore <lucia@ferrermoore-traduccions.example>'
ERNESTO = 'Ernesto Palau Grau - Fincas Turia Gestión <ernesto.palau@fincasturia.example>'
GREG = 'Greg Moore <greg.moore@pdxmail.example>'
REBECCA = 'Rebecca Ostrowski <r.ostrowski@harlowfinch.example>'

PIXEL = '<img src="https://track.{d}/o.gif?u=8812" width="1" height="1" alt="">'


def m03():
    body = """Estimados propietarios:

Por indicación del Presidente de la Comunidad, D. Vicente Alapont, se les convoca a
JUNTA GENERAL EXTRAORDINARIA de la Comunidad de Propietarios C/ Pintor Vilar 23, que
se celebrará el próximo

    JUEVES, 27 DE MARZO DE 2025
    19:00 h en primera convocatoria
    19:30 h en segunda convocatoria

    Lugar: Casal Veïnal de Benicalap, sala polivalente
           C/ de la Fira Vella 12 (a dos calles de la finca)

con arreglo al siguiente

ORDEN DEL DÍA
1. Sustitución del aparato elevador tras el resultado desfavorable de la
   inspección periódica de noviembre de 2024.
2. Estudio de presupuestos y adjudicación de los trabajos.
3. Forma de pago y, en su caso, aprobación de derrama.
4. Ruegos y preguntas.

PRESUPUESTOS RECIBIDOS (IVA incluido)
  - Ascensores Levante Elevación S.L. ...... 58.400,00 euros  (5 semanas, 2 años de mantenimiento)
  - Elevadores Mediterráneo S.A. ........... 52.900,00 euros  (6 semanas, 1 año de mantenimiento)
  - Orbital Lifts .......................... 61.200,00 euros  (7 semanas, 3 años de mantenimiento)

Los presupuestos completos pueden consultarse en nuestro despacho (Av. de Burjassot)
en horario de 9:30 a 13:30 h, o solicitarse por correo electrónico.

Se recuerda que los propietarios que no puedan asistir pueden delegar su voto por
escrito en otra persona. Se adjunta modelo de delegación al final de este correo.

Atentamente,

Ernesto Palau Grau
Administrador de Fincas colegiado nº 0000-V
Fincas Turia Gestión S.L.

Vº Bº El Presidente: Vicente Alapont

------------------------------------------------------------
MODELO DE DELEGACIÓN DE VOTO
D./Dª ______________________, propietario/a de la vivienda ____, delega su
representación y voto en D./Dª ______________________ para la Junta Extraordinaria
del día 27 de marzo de 2025.
Firma:
"""
    m = build_mail(ERNESTO, 'Propietarios Pintor Vilar 23 <propietarios-pintorvilar23@fincasturia.example>',
                   madrid(2025, 2, 10, 12, 14), 'Convocatoria Junta Extraordinaria - Sustitución del ascensor',
                   body, cte='quoted-printable', charset='iso-8859-1',
                   msgid='<conv-jex-20250210.pv23@fincasturia.example>')
    save_mail('mail/2025/02/2025-02-10_convocatoria-junta-extraordinaria.eml', m)


def m04():
    txt = """Dear Lucía,

It was lovely to talk on Thursday. I'm delighted to confirm that Harlow & Finch would like you to
translate Inés Calatayud's novel LA HUERTA DE SAL into English (working title: THE SALT ORCHARD).

Headline terms (the full agreement, ref. HF-TR-2025-07, is in the contract I'll send via DocuSign):

  - Length: approx. 92,000 words (Spanish source)
  - Fee: £95 per 1,000 words of the source text, i.e. approx. £8,740 in total
  - Payment: 50% on signature, the balance on our acceptance of the final manuscript
  - Delivery of the complete translation: 30 September 2025
  - Royalty: 1% of net receipts once the advance has earned out
  - Credit: translator's name on the cover and title page

I know the Valencian-inflected vocabulary is a challenge; please keep a list as you go and we can
decide together how much to keep in the original.

Could you let me know by Friday whether these terms work for you? Then I'll send the contract.

With very best wishes,
Rebecca

Rebecca Ostrowski
Senior Editor, Translated Fiction
Harlow & Finch Publishing, London
"""
    html = """<html><body style="font-family:Georgia,serif;font-size:15px">
<p>Dear Lucía,</p>
<p>It was lovely to talk on Thursday. I'm delighted to confirm that Harlow &amp; Finch would like you to translate
Inés Calatayud's novel <i>La huerta de sal</i> into English (working title: <i>The Salt Orchard</i>).</p>
<p>Headline terms (the full agreement, ref. <b>HF-TR-2025-07</b>, is in the contract I'll send via DocuSign):</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Length</td><td>approx. 92,000 words (Spanish source)</td></tr>
<tr><td>Fee</td><td>£95 per 1,000 words of the source text, i.e. approx. £8,740 in total</td></tr>
<tr><td>Payment</td><td>50% on signature, the balance on our acceptance of the final manuscript</td></tr>
<tr><td>Delivery</td><td>30 September 2025</td></tr>
<tr><td>Royalty</td><td>1% of net receipts once the advance has earned out</td></tr>
<tr><td>Credit</td><td>translator's name on the cover and title page</td></tr>
</table>
<p>I know the Valencian-inflected vocabulary is a challenge; please keep a list as you go and we can decide together
how much to keep in the original.</p>
<p>Could you let me know by Friday whether these terms work for you? Then I'll send the contract.</p>
<p>With very best wishes,<br>Rebecca</p>
<p style="color:#666;font-size:12px">Rebecca Ostrowski · Senior Editor, Translated Fiction · Harlow &amp; Finch Publishing, London</p>
</body></html>"""
    m = build_mail(REBECCA, L_WORK, madrid(2025, 2, 24, 11, 2) , 'The Salt Orchard – translation terms',
                   txt, cte='quoted-printable', html=html,
                   msgid='<HF.2025-02-24.ro.8811@harlowfinch.example>')
    save_mail('mail/2025/02/2025-02-24_harlow-finch-terms.eml', m)


def m05():
    body = """Hola Lucía:

Gracias por escribirme y por contármelo con tanto detalle. Te contesto rápido porque
quiero que sepáis que lo he leído y que me lo tomo en serio.

Yo no había visto nada en clase, pero es verdad que en el patio hay muchos niños y
es fácil que se nos escapen cosas. A partir de mañana voy a estar pendiente en la
entrada y en el patio, y el lunes lo comento con jefatura de estudios (Marisa) para
ver si hay que hacer algo más formal.

Mientras tanto, si Mateo vuelve a casa sin almuerzo o te cuenta algo, escríbeme
el mismo día, por favor.

Un abrazo,
Nuria Bellver
Tutora de 1ºA - CEIP Mestre Lluís Gil

El jue, 20 mar 2025 a las 21:47, Lucía Ferrer Moore <lucia.fm@correu.example> escribió:
> Hola, Nuria:
>
> Te escribo porque estamos preocupados por Mateo. Desde finales de enero ha vuelto
> varias veces a casa sin el almuerzo; al principio decía que se le había perdido,
> pero ahora nos ha contado que se lo quita Iker. También hay empujones en la fila.
>
> Y lo que más nos preocupa: un grupito le llama «el guiri» y le imitan hablando
> en inglés con voz de pito, porque habla inglés con el auxiliar y con su abuelo.
> Mateo nos dijo el otro día que él «no quiere ser guiri, quiere ser de aquí».
> Los domingos por la noche le duele la tripa.
>
> No queremos culpar a ningún niño, solo que se vigile y que Mateo esté bien.
> ¿Podemos hablarlo?
>
> Gracias,
> Lucía (mamá de Mateo Roig Ferrer)
"""
    m = build_mail('Nuria Bellver <nbellver@ceipmestrelluisgil.example>', L_PERS, madrid(2025, 3, 21, 14, 5),
                   'Re: Mateo - lo que pasa en el patio', body, cte='8bit',
                   msgid='<nb-20250321-1405@ceipmestrelluisgil.example>',
                   in_reply_to='<lfm-20250320-2147@correu.example>')
    save_mail('mail/2025/03/2025-03-21_re-mateo-patio.eml', m)


def m07():
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Circular derrama ascensor</title></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="100%" style="background:#1d4e6b;color:#fff"><tr><td style="padding:12px 18px;font-size:18px">
<b>Fincas Turia Gestión S.L.</b> · Administración de Fincas · València</td></tr></table>
<p>Estimados propietarios de la Comunidad C/ Pintor Vilar 23:</p>
<p>En cumplimiento de lo acordado en la Junta Extraordinaria del pasado 27 de marzo, en la que se aprobó la
adjudicación de la sustitución del ascensor a <b>Ascensores Levante Elevación S.L.</b> por importe de
<b>58.400,00 €</b> (IVA incluido), les comunicamos la derrama correspondiente.</p>
<p>El importe se repartirá <b>a partes iguales entre las 16 viviendas</b>, quedando exentos los locales comerciales
por no hacer uso del ascensor:</p>
<table border="1" cellpadding="7" cellspacing="0" style="border-collapse:collapse;border-color:#999">
<tr style="background:#e6eef3"><th>Concepto</th><th>Importe</th></tr>
<tr><td>Total obra</td><td align="right">58.400,00 €</td></tr>
<tr><td>Número de viviendas</td><td align="right">16</td></tr>
<tr><td><b>Derrama por vivienda</b></td><td align="right"><b>3.650,00 €</b></td></tr>
<tr><td>1er plazo (antes del 15/05/2025)</td><td align="right">1.216,67 €</td></tr>
<tr><td>2º plazo (antes del 15/07/2025)</td><td align="right">1.216,67 €</td></tr>
<tr><td>3er plazo (antes del 15/09/2025)</td><td align="right">1.216,66 €</td></tr>
</table>
<p>Las obras están previstas para el mes de septiembre. Les informaremos de las fechas exactas.</p>
<p>Los ingresos deben realizarse en la cuenta de la Comunidad indicando piso y puerta.</p>
<p>Atentamente,<br>Ernesto Palau Grau<br>Administrador</p>
{PIXEL.format(d='fincasturia.example')}
</body></html>"""
    m = build_mail(ERNESTO, 'Propietarios Pintor Vilar 23 <propietarios-pintorvilar23@fincasturia.example>',
                   madrid(2025, 4, 14, 9, 31), 'Circular: derrama sustitución ascensor', html=html, html_only=True,
                   cte='quoted-printable', msgid='<circ-derrama-20250414.pv23@fincasturia.example>')
    save_mail('mail/2025/04/2025-04-14_circular-derrama-ascensor.eml', m)


def m08():
    body = """Estimada Sra. Ferrer:

Acuso recibo de su correo. Entiendo su planteamiento. Lo consultaré con nuestro
asesor jurídico y lo llevaremos como punto del orden del día a la junta ordinaria
de junio, para que sea la propia Junta la que decida la forma de reparto.

Mientras tanto, y para evitar perjuicios, queda en suspenso el cobro del primer
plazo previsto para el 15 de mayo. Lo comunicaré al resto de propietarios.

Un saludo,

Ernesto Palau Grau
Fincas Turia Gestión S.L.

El 22/04/2025 a las 22:10, Lucía Ferrer Moore escribió:
> Estimado Sr. Palau:
>
> He recibido la circular del 14 de abril sobre la derrama del ascensor y quiero
> manifestar por escrito mi desacuerdo con el reparto a partes iguales.
>
> 1. En la junta del 27 de marzo no se votó ningún reparto distinto del
>    ordinario. Se votó la empresa. Usted mismo dijo que el reparto «se
>    concretaría en la circular».
> 2. El artículo 7 de nuestros estatutos establece que los gastos generales,
>    incluidos los del ascensor, se reparten según el coeficiente de
>    participación, sin excepción para los locales.
> 3. El art. 9.1.e) de la Ley de Propiedad Horizontal dice lo mismo.
>
> Con mi coeficiente (3,85 %) me corresponderían 2.248,40 €, no 3.650 €.
> Le ruego que rectifique la circular antes de girar ningún cobro y que
> lo comunique al resto de propietarios.
>
> Atentamente,
> Lucía Ferrer Moore (4º, pta. 15)
>
>> El 14/04/2025, Fincas Turia Gestión escribió:
>> El importe se repartirá a partes iguales entre las 16 viviendas, quedando
>> exentos los locales comerciales por no hacer uso del ascensor.
>> Derrama por vivienda: 3.650,00 €
"""
    m = build_mail(ERNESTO, L_PERS, madrid(2025, 5, 6, 13, 48), 'Re: Re: Circular: derrama sustitución ascensor',
                   body, cte='8bit', msgid='<re2-derrama-20250506.ep@fincasturia.example>',
                   in_reply_to='<lfm-derrama-20250422@correu.example>',
                   references='<circ-derrama-20250414.pv23@fincasturia.example> <lfm-derrama-20250422@correu.example>')
    save_mail('mail/2025/05/2025-05-06_re-re-circular-derrama.eml', m)


def m09():
    body = """Benvolguda família / Estimada familia:

Les adjuntamos la citación para la reunión en relación con el protocolo activado
el pasado 2 de abril. Rogamos confirmen su asistencia respondiendo a este correo.

Atentamente,
Jefatura de Estudios
CEIP Mestre Lluís Gil
"""
    att = """CEIP MESTRE LLUÍS GIL - VALÈNCIA
JEFATURA DE ESTUDIOS

CITACIÓN A REUNIÓN CON LA FAMILIA

Alumno: Mateo Roig Ferrer (1º A)
Familia: Lucía Ferrer Moore / Javier Roig Sanchis

Motivo: seguimiento del protocolo de actuación ante situaciones de posible acoso
escolar (conflicto entre iguales), activado el 02/04/2025.

Fecha: martes, 8 de abril de 2025
Hora: 17:00 h
Lugar: sala de reuniones (1ª planta, junto a secretaría)

Asistentes por parte del centro:
  - Marisa Climent, jefa de estudios
  - Pilar Gasent, orientadora del centro (Servicio de Orientación)
  - Nuria Bellver, tutora de 1º A

Se ruega puntualidad. Si no pudieran asistir, comuníquenlo con antelación para
buscar otra fecha.

València, 3 de abril de 2025
"""
    m = build_mail('Jefatura de Estudios CEIP Mestre Lluís Gil <jefatura@ceipmestrelluisgil.example>', L_PERS,
                   madrid(2025, 4, 3, 10, 22), 'Citación reunión familia - Mateo Roig Ferrer (1ºA)', body,
                   cte='8bit', attachments=[('citacion_reunion_familia.txt', att, 'plain')],
                   msgid='<cit-20250403-mrf@ceipmestrelluisgil.example>')
    save_mail('mail/2025/04/2025-04-03_citacion-reunion-colegio.eml', m)


def m10():
    body = """Hi sweetheart,

Yes, news. Brenda (the nurse navigator) called this morning. Dr. Okafor is away at a
conference the week of June 30 and they'd rather she did it herself than hand me to
somebody else, which I agree with. So the surgery has been moved from Wednesday July 2
to Thursday, July 17.

Check-in is 5:30 am (!), surgery scheduled for 7:30 am, at Columbia Ridge Medical
Center, Surgical Pavilion, 3rd floor. One night in the hospital if all goes well.
Pre-op appointment on Tuesday July 15.

I'm sorry about your flights. Let me pay the change fee, I mean it. Linda says
Mateo can have the study again and she's already looking at the nature camp at
Oaks Bottom for him.

Love,
Dad

On Mon, May 19, 2025 at 11:02 PM Lucía Ferrer Moore <lucia.fm@correu.example> wrote:
> Dad, any news on the date? Linda mentioned on WhatsApp that the hospital called.
> If it moves I need to change the flights for Mateo and me this week, the fares
> are going up every day.
> Besos,
> L.
"""
    m = build_mail(GREG, L_PERS, portland(2025, 5, 20, 9, 12), 'Re: surgery date?', body, cte='8bit',
                   msgid='<CAGreg.0520.surg@pdxmail.example>', in_reply_to='<lfm-20250519-2302@correu.example>')
    save_mail('mail/2025/05/2025-05-20_re-surgery-date.eml', m)


def m11():
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Atlantica Airways</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#1a1a1a">
<table width="100%" style="background:#0a2a5c;color:#fff"><tr><td style="padding:16px 20px;font-size:20px">
<b>Atlantica Airways</b></td><td align="right" style="padding:16px 20px">Cambio de reserva confirmado · Booking change confirmed</td></tr></table>
<p>Hola LUCIA / Hello LUCIA,</p>
<p>Hemos modificado tu reserva. Tu nuevo itinerario es / Your new itinerary is:</p>
<p style="font-size:18px">Localizador / Booking reference: <b>QX7M4P</b></p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#bbb">
<tr style="background:#eef2f8"><th>Vuelo / Flight</th><th>Fecha / Date</th><th>Salida / Departs</th><th>Llegada / Arrives</th></tr>
<tr><td>AT1432</td><td>Sáb 12 jul 2025</td><td>Valencia (VLC) 06:50</td><td>Amsterdam (AMS) 09:35</td></tr>
<tr><td>AT6021</td><td>Sáb 12 jul 2025</td><td>Amsterdam (AMS) 12:10</td><td>Portland (PDX) 13:40</td></tr>
<tr><td>AT6022</td><td>Sáb 2 ago 2025</td><td>Portland (PDX) 15:30</td><td>Amsterdam (AMS) 10:40 (+1)</td></tr>
<tr><td>AT1437</td><td>Dom 3 ago 2025</td><td>Amsterdam (AMS) 12:25</td><td>Valencia (VLC) 14:55</td></tr>
</table>
<p>Pasajeros / Passengers: FERRER MOORE/LUCIA MS · ROIG FERRER/MATEO MSTR (CHD)</p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#bbb">
<tr><td>Penalización por cambio / Change fee</td><td align="right">2 × 90,00 €</td></tr>
<tr><td>Diferencia de tarifa / Fare difference</td><td align="right">0,00 €</td></tr>
<tr><td><b>Total cobrado / Total charged</b></td><td align="right"><b>180,00 €</b></td></tr>
</table>
<p>Equipaje: 1 maleta de 23 kg por pasajero incluida. Asientos 24A / 24B en todos los tramos.</p>
<p>Recuerda: para viajar a EE. UU. con pasaporte español necesitas una autorización ESTA aprobada.</p>
<p style="color:#777;font-size:11px">Atlantica Airways · Este mensaje se ha enviado automáticamente, no respondas.</p>
</body></html>"""
    m = build_mail('Atlantica Airways <reservas@atlantica-airways.example>', L_PERS, madrid(2025, 5, 27, 18, 40),
                   'Tu reserva ha sido modificada / Your booking has been changed', html=html, html_only=True,
                   cte='base64', msgid='<chg.0527.88412@atlantica-airways.example>')
    save_mail('mail/2025/05/2025-05-27_atlantica-cambio-reserva.eml', m)


def m12():
    html = f"""<html><body style="font-family:Arial;font-size:14px">
<h2 style="color:#e2541b">Deportes Albufera · ¡REBAJAS DE VERANO!</h2>
<p>Hola deportista 👋, empieza la temporada de aguas abiertas y tenemos todo lo que necesitas:</p>
<table border="0" cellpadding="8">
<tr><td><b>Neopreno triatlón Orca-style Pro</b></td><td><s>389 €</s></td><td style="color:#e2541b"><b>249 €</b></td></tr>
<tr><td>Gafas aguas abiertas lente espejada</td><td><s>34,90 €</s></td><td style="color:#e2541b"><b>22,90 €</b></td></tr>
<tr><td>Boya de seguridad con bolsa estanca</td><td><s>24,95 €</s></td><td style="color:#e2541b"><b>16,95 €</b></td></tr>
<tr><td>Geles energéticos pack 24 (cafeína 75 mg)</td><td><s>48 €</s></td><td style="color:#e2541b"><b>35 €</b></td></tr>
</table>
<p>Solo hasta el 15 de junio o fin de existencias. Envío gratis a partir de 50 €.</p>
<p style="font-size:11px;color:#888">Recibes este correo porque te suscribiste en deportesalbufera.example.
<a href="https://deportesalbufera.example/baja">Darse de baja</a></p>
{PIXEL.format(d='deportesalbufera.example')}
</body></html>"""
    m = build_mail('Deportes Albufera <ofertas@deportesalbufera.example>', L_PERS, madrid(2025, 6, 3, 8, 0),
                   '🏊 Rebajas aguas abiertas: neoprenos hasta -35%', html=html, html_only=True,
                   cte='quoted-printable', msgid='<promo.0603.5521@deportesalbufera.example>',
                   extra_headers={'List-Unsubscribe': '<https://deportesalbufera.example/baja>'})
    save_mail('mail/2025/06/2025-06-03_deportes-albufera-rebajas.eml', m)


def m13():
    txt = """Estimados propietarios:

Les remito un resumen de los acuerdos adoptados en la Junta General Ordinaria celebrada
el pasado jueves 19 de junio de 2025 en el zaguán de la finca.

1. CUENTAS 2024 Y PRESUPUESTO 2025: aprobados por unanimidad de los presentes.

2. ASCENSOR. Ascensores Levante Elevación S.L. presentó una revisión de su presupuesto,
   que pasa de 58.400 € a 63.100 € (IVA incl.) por actualización de precios de materiales.
   La Junta acuerda, por mayoría (12 votos a favor, 2 en contra, 2 abstenciones), dejar sin
   efecto la adjudicación a Levante y ADJUDICAR LOS TRABAJOS A ELEVADORES MEDITERRÁNEO S.A.
   por el importe ofertado de 52.900 € (IVA incl.), que la empresa ha confirmado por escrito.

3. REPARTO DE LA DERRAMA. Tras el informe de nuestro asesor jurídico, la Junta acuerda
   que el importe se repartirá según el coeficiente de participación de cada elemento
   (viviendas y locales), conforme al art. 7 de los Estatutos. Queda anulada la circular
   de 14 de abril.

4. NOMBRAMIENTO DE CARGOS. Se nombra Presidenta de la Comunidad a Dª Margarita (Marga)
   Tormo, propietaria de la vivienda 4º-14. Vicepresidente: D. Ramón Cuesta (1º-2).
   Se agradece a D. Vicente Alapont su labor durante estos años.

5. CALENDARIO. El inicio de las obras está previsto para octubre. En septiembre se
   remitirá circular con el importe individual de cada propietario y los plazos.

El acta completa, debidamente firmada por la Presidenta y por el Secretario-Administrador,
se la remitiré en los próximos días.

Atentamente,
Ernesto Palau Grau
Fincas Turia Gestión S.L.
"""
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Estimados propietarios:</p>
<p>Les remito un resumen de los acuerdos adoptados en la <b>Junta General Ordinaria</b> celebrada el pasado
jueves 19 de junio de 2025 en el zaguán de la finca.</p>
<ol>
<li><b>Cuentas 2024 y presupuesto 2025</b>: aprobados por unanimidad de los presentes.</li>
<li><b>Ascensor</b>: Levante revisa su presupuesto de 58.400 € a 63.100 €. La Junta acuerda por mayoría
(12 a favor, 2 en contra, 2 abstenciones) dejar sin efecto la adjudicación a Levante y <b>adjudicar los trabajos a
Elevadores Mediterráneo S.A. por 52.900 €</b> (IVA incl.).</li>
<li><b>Reparto</b>: según el coeficiente de participación de cada elemento (viviendas y locales), conforme al
art. 7 de los Estatutos. Queda anulada la circular de 14 de abril.</li>
<li><b>Cargos</b>: Presidenta, Dª Margarita (Marga) Tormo (4º-14). Vicepresidente, D. Ramón Cuesta (1º-2).</li>
<li><b>Calendario</b>: inicio de obras previsto en octubre; circular con importes individuales en septiembre.</li>
</ol>
<p>El acta completa, debidamente firmada por la Presidenta y por el Secretario-Administrador, se la remitiré en los
próximos días.</p>
<p>Atentamente,<br>Ernesto Palau Grau<br>Fincas Turia Gestión S.L.</p>
</body></html>"""
    m = build_mail(ERNESTO, 'Propietarios Pintor Vilar 23 <propietarios-pintorvilar23@fincasturia.example>',
                   madrid(2025, 6, 23, 17, 5), 'Resumen de acuerdos - Junta Ordinaria 19/06/2025', txt,
                   cte='quoted-printable', html=html, msgid='<acuerdos-jo-20250623.pv23@fincasturia.example>')
    save_mail('mail/2025/06/2025-06-23_resumen-acuerdos-junta-ordinaria.eml', m)


def m14():
    body = """Hola, Lucía:

¡Bienvenida a Asesoría Micalet! Ya eres oficialmente clienta nuestra a partir del
1 de julio de 2025. Aquí tienes todo lo que necesitas para empezar.

TUS DATOS
  Número de cliente: MC-4471
  Servicio: Autónomos Plus (contabilidad, impuestos trimestrales y anuales,
            Seguridad Social, renta)
  Cuota: 42 € + IVA al mes, domiciliada el día 5 de cada mes
  Gestor asignado: Pau Ribes (pau.ribes@asesoriamicalet.example)

CÓMO TRABAJAMOS
  1. Sube tus facturas emitidas y tus tickets de gastos al portal
     (portal.asesoriamicalet.example, usuario: tu NIF) o desde la app.
  2. Plazo para subir la documentación de cada trimestre: hasta el día 10 del mes
     siguiente al cierre.
  3. Te enviamos el borrador de los modelos 303 y 130 para que lo revises y, con tu OK,
     los presentamos.
  4. Para cualquier duda, el chat de la app (respuesta en menos de 24 h laborables).

YA HEMOS HECHO
  - Alta del apoderamiento ante la AEAT y la TGSS (gracias por firmarlo tan rápido).
  - Recepción del histórico de tu anterior gestoría.

PRIMERA TAREA
  Como acordamos, presentaremos nosotros el 2T 2025. Sube las facturas de abril a junio
  antes del 10 de julio, por favor.

Un abrazo,
Pau Ribes
Asesoría Micalet · Gestión para autónomos y pymes · València
"""
    m = build_mail('Asesoría Micalet <bienvenida@asesoriamicalet.example>', L_WORK, madrid(2025, 6, 30, 10, 15),
                   'Bienvenida a Asesoría Micalet 🎉', body, cte='base64',
                   msgid='<welcome.mc4471.0630@asesoriamicalet.example>')
    save_mail('mail/2025/06/2025-06-30_bienvenida-nueva-asesoria.eml', m)


def m15():
    body = """Hola, Lucía:

Te confirmo que hoy hemos presentado tus modelos del segundo trimestre de 2025:

  Modelo 303 (IVA, 2T 2025) ........ resultado a ingresar: 1.517,20 €
  Modelo 130 (IRPF, 2T 2025) ....... resultado a ingresar:   701,80 €

Ambos están domiciliados: el cargo en tu cuenta se hará el 21 de julio (último día
de plazo, porque el 20 es domingo). Tienes los justificantes en el portal, carpeta
«Impuestos 2025».

Otra cosa: con la previsión de rendimientos que hicimos (el contrato de la editorial
inglesa sube mucho este año), hemos tramitado el cambio de base de cotización en la
Seguridad Social, como hablamos. A partir del 1 de agosto tu cuota de autónomos
pasa de 294 € a 356,20 € al mes. Así evitamos una regularización fuerte en 2026.

Cualquier cosa, por el chat.

Un saludo,
Pau Ribes
Asesoría Micalet
"""
    m = build_mail('Pau Ribes - Asesoría Micalet <pau.ribes@asesoriamicalet.example>', L_WORK,
                   madrid(2025, 7, 17, 12, 40), 'Modelos 303 y 130 del 2T presentados + cuota autónomos',
                   body, cte='quoted-printable', msgid='<2t-2025.mc4471@asesoriamicalet.example>')
    save_mail('mail/2025/07/2025-07-17_modelos-2t-presentados.eml', m)


def m16():
    body = """Ethan,

Dad keeps telling you "it's fine, it's fine" without details, so here's the actual
summary he got from the surgeon. It IS fine, in the good sense. Call him this weekend?
He'd love it. He's walking a mile already.

Lucía

---------- Forwarded message ---------
From: Greg Moore <greg.moore@pdxmail.example>
Date: Tue, Aug 5, 2025 at 4:51 PM
Subject: Fwd: pathology (copy of the portal message)
To: Lucía Ferrer Moore <lucia.fm@correu.example>

Copying this off the portal because Linda can't get it to print.

> Message from Anita Okafor, MD (Urology) - 08/05/2025
>
> Dear Mr. Moore,
>
> Your final pathology from the surgery is back, and it's good news:
>   - Stage: pT2 N0 (the cancer was confined to the prostate)
>   - Surgical margins: negative
>   - Gleason score 3+4=7 (Grade Group 2), approx. 20% pattern 4
>   - Lymph nodes: 0 of 6 involved
>   - Seminal vesicles: not involved; no extraprostatic extension
>
> No further treatment is needed at this point. We will check your PSA at 6 weeks
> and again at 3 months after surgery. I'm very pleased with how you're doing.
>
> Dr. Okafor

Dad
"""
    m = build_mail(L_PERS, 'Ethan Moore <ethan.moore@cascademail.example>', madrid(2025, 8, 8, 22, 3),
                   'Fwd: Fwd: pathology (copy of the portal message)', body, cte='quoted-printable',
                   msgid='<lfm-fwd-path-20250808@correu.example>')
    save_mail('mail/2025/08/2025-08-08_fwd-dad-pathology.eml', m)


def m17():
    txt = """Estimada propietaria:

Conforme a lo acordado en la Junta General Ordinaria de 19 de junio de 2025, le comunicamos
el importe definitivo de la derrama para la sustitución del ascensor, adjudicada a
ELEVADORES MEDITERRÁNEO S.A. por 52.900,00 € (IVA incluido), y el calendario de las obras.

Propietaria: Lucía Ferrer Moore - Vivienda 4º, puerta 15
Coeficiente de participación: 3,85 %

  DERRAMA TOTAL: 2.036,65 €
  1er plazo: 1.018,33 € - antes del 15 de octubre de 2025
  2º plazo:  1.018,32 € - antes del 15 de enero de 2026

Ingreso en la cuenta de la Comunidad indicando «DERRAMA ASC 4-15».

CALENDARIO DE OBRAS
  Del lunes 6 de octubre al viernes 14 de noviembre de 2025 (6 semanas).
  Durante ese periodo NO habrá servicio de ascensor. Elevadores Mediterráneo
  instalará un andamio interior en el hueco; la escalera permanecerá practicable.
  Horario de trabajo: de 8:00 a 17:00 h, de lunes a viernes.

Rogamos a los vecinos con movilidad reducida que nos lo comuniquen para estudiar
soluciones.

Atentamente,
Ernesto Palau Grau, Administrador
Vº Bº La Presidenta, Margarita Tormo
"""
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Estimada propietaria:</p>
<p>Conforme a lo acordado en la Junta General Ordinaria de 19 de junio de 2025, le comunicamos el importe definitivo
de la derrama para la sustitución del ascensor, adjudicada a <b>ELEVADORES MEDITERRÁNEO S.A.</b> por 52.900,00 €
(IVA incluido), y el calendario de las obras.</p>
<table border="1" cellpadding="7" cellspacing="0" style="border-collapse:collapse;border-color:#999">
<tr style="background:#e6eef3"><th align="left">Propietaria</th><td>Lucía Ferrer Moore</td></tr>
<tr><th align="left">Vivienda</th><td>4º, puerta 15</td></tr>
<tr><th align="left">Coeficiente</th><td>3,85 %</td></tr>
<tr><th align="left">Derrama total</th><td><b>2.036,65 €</b></td></tr>
<tr><th align="left">1er plazo (antes del 15/10/2025)</th><td>1.018,33 €</td></tr>
<tr><th align="left">2º plazo (antes del 15/01/2026)</th><td>1.018,32 €</td></tr>
</table>
<p><b>Calendario de obras:</b> del lunes 6 de octubre al viernes 14 de noviembre de 2025 (6 semanas), sin servicio
de ascensor. Horario de 8:00 a 17:00 h, de lunes a viernes.</p>
<p>Atentamente,<br>Ernesto Palau Grau, Administrador<br>Vº Bº La Presidenta, Margarita Tormo</p>
</body></html>"""
    m = build_mail(ERNESTO, L_PERS, madrid(2025, 9, 15, 11, 20),
                   'Derrama ascensor: importe definitivo y calendario de obras (4º-15)', txt,
                   cte='quoted-printable', html=html, msgid='<derrama-def-4-15.20250915@fincasturia.example>')
    save_mail('mail/2025/09/2025-09-15_derrama-definitiva-obras.eml', m)


def m18():
    html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,sans-serif;font-size:13px">
<p><b>AMPA CEIP Mestre Lluís Gil</b> · Curs 2025/26</p>
<p>Benvolgudes famílies / Queridas familias:</p>
<p>Este curso las actividades extraescolares las gestiona una nueva empresa, <b>Kidsport Turia</b>, elegida por la
junta del AMPA entre las tres propuestas recibidas. Estas son las actividades, horarios y precios:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#fde9c9"><th>Actividad</th><th>Cursos</th><th>Días</th><th>Horario</th><th>Lugar</th><th>Precio/mes</th></tr>
<tr><td>Judo</td><td>1º–4º</td><td>martes y jueves</td><td>16:30–17:30</td><td>gimnasio</td><td>28 €</td></tr>
<tr><td>Robótica</td><td>2º–6º</td><td>lunes y miércoles</td><td>16:30–17:30</td><td>aula de informática</td><td>32 €</td></tr>
<tr><td>Patinaje</td><td>1º–6º</td><td>viernes</td><td>16:30–18:00</td><td>pista del patio</td><td>20 €</td></tr>
<tr><td>Inglés (Cambridge)</td><td>1º–6º</td><td>lunes y miércoles</td><td>16:30–17:30</td><td>aula 1.3</td><td>30 €</td></tr>
<tr><td>Teatro en valenciano</td><td>3º–6º</td><td>jueves</td><td>16:30–18:00</td><td>salón de actos</td><td>18 €</td></tr>
</table>
<p>Las actividades empiezan el <b>1 de octubre</b>. Inscripciones hasta el <b>24 de septiembre</b> en el formulario
del AMPA. Socios del AMPA: 10 % de descuento.</p>
<p>Presentaremos a Kidsport Turia y las cuentas del curso pasado en la <b>Asamblea General</b> del
<b>martes 30 de septiembre a las 18:00 h en la biblioteca del colegio</b>. Habrá servicio de guardería.</p>
<p>Salutacions,<br>Rosa Montesinos, presidenta de l'AMPA</p>
{PIXEL.format(d='mailer-ampa.example')}
</body></html>"""
    m = build_mail('AMPA CEIP Mestre Lluís Gil <ampa@ceipmestrelluisgil.example>', 'Famílies <families@ceipmestrelluisgil.example>',
                   madrid(2025, 9, 12, 19, 30), 'Extraescolars 2025/26 · Nueva empresa y precios', html=html,
                   html_only=True, cte='quoted-printable', msgid='<ampa-extra-2526@ceipmestrelluisgil.example>')
    save_mail('mail/2025/09/2025-09-12_ampa-extraescolares-25-26.eml', m)


def m19():
    body = """Hola, Lucía:

Te escribo para avisarte de un cambio de aula. Por las obras de climatización del
edificio A, a partir del lunes 22 de septiembre tu grupo de Traducción Jurídica y
Económica B-A (34571) pasa del aula A-2.14 al aula B-305 (edificio B, 3ª planta).
El horario no cambia: lunes y miércoles de 15:30 a 17:30 h.

Conserjería del edificio B tiene la llave del armario del proyector. Ya he avisado
a los estudiantes por el Aula Virtual, pero si lo puedes recordar el miércoles 17
en clase, mejor.

Según Infraestructuras, el cambio será hasta final de cuatrimestre como mínimo.

Gracias y perdona las molestias,
Elena

Dra. Elena Castelló
Coordinadora del Grado en Traducción e Interpretación
Universidad Mediterránea de Valencia
"""
    m = build_mail('Elena Castelló <elena.castello@umv.example>', L_WORK, madrid(2025, 9, 16, 9, 55),
                   'Cambio de aula - Traducción Jurídica (34571)', body, cte='8bit',
                   msgid='<ec-aula-0916@umv.example>')
    save_mail('mail/2025/09/2025-09-16_cambio-aula-34571.eml', m)


def m20():
    body = """Dear Lucía,

Of course — 31 October it is. Please don't worry at all; family comes first, and
honestly the chapters you sent in August are the best thing I've read this year.
I've updated the schedule: copy-edit in November, proofs in January.

And thank you for offering the glossary of the huerta terms — that will save us a
lot of back-and-forth with the copy-editor, who has already tried to "correct"
séquia twice. Mid-October is perfect.

I'll send over our house style sheet next week (the 2025 version, with the new
rules on italics for foreign words).

Warmly,
Rebecca

On 22 Sept 2025, at 21:18, Lucía Ferrer Moore <lucia@ferrermoore-traduccions.example> wrote:
> Dear Rebecca,
>
> I'm writing to ask for a short extension on THE SALT ORCHARD. My father's
> surgery in Portland took most of July and the recovery longer than we hoped,
> and I'd rather deliver a translation I'm proud of than one that's merely on
> time. Could we move the delivery from 30 September to 31 October?
>
> I'm on chapter 24 of 31 and the second half is in good shape.
>
> I'll also send you a short glossary of the huerta terms (alquería, séquia,
> tanda de riego, barraca...) by mid-October, with my reasoning for keeping
> some of them in Valencian, so the copy-editor doesn't "fix" them.
>
> Best,
> Lucía
"""
    m = build_mail(REBECCA, L_WORK, madrid(2025, 9, 24, 10, 12), 'Re: The Salt Orchard – delivery date',
                   body, cte='quoted-printable', msgid='<HF.2025-09-24.ro.9921@harlowfinch.example>',
                   in_reply_to='<lfm-so-20250922@ferrermoore-traduccions.example>')
    save_mail('mail/2025/09/2025-09-24_re-salt-orchard-delivery.eml', m)


def m21():
    body = """Hola a todos y todas:

Os adjuntamos la información práctica del Half Triatlón Costa Azahar (26/10) para
los 17 del club que estáis inscritos: horarios, bus, dorsales y boxes.

Leedlo con calma. Cualquier duda, a Sergio o a la secretaría.

¡A por ello!
Secretaría - Club Triatló Turia
"""
    att = """CLUB TRIATLÓ TURIA - HALF TRIATLÓN COSTA AZAHAR 2025
Oropesa del Mar, 25-26 de octubre de 2025
=====================================================

SÁBADO 25 DE OCTUBRE
- 13:00 h  Salida del bus del club desde el Pabellón de la Fuente de San Luis
           (las bicis van en el remolque; llegad a las 12:30 para cargarlas).
           Precio del bus ida y vuelta: 18 € por persona (se paga por Bizum a la secretaría).
- 15:15 h  Llegada prevista a Oropesa. Check-in en el hotel.
- 16:00-20:00 h  RECOGIDA DE DORSALES en la Carpa Expo, Paseo Marítimo de La Concha
           (frente a la Torre del Rey). Llevad DNI y licencia federativa o seguro de día.
- 19:00 h  Briefing técnico obligatorio (en la misma carpa).
- 20:30 h  Cena de pasta del club.

DOMINGO 26 DE OCTUBRE
- 06:45-08:00 h  Boxes abiertos (control de material, pintado de brazos).
- 08:15 h  Salida élite.
- 08:45 h  Salida grupos de edad femeninos (F18 a F60+), playa de La Concha.
- 09:00 h  Salida grupos de edad masculinos.
- 16:15 h  Cierre de meta (corte 8 h 30 min).
- 17:30 h  Vuelta del bus a València (desde el parking del paseo).

DORSALES DEL CLUB (femenino)
  1184  Nerea Puchades     F30-39
  1187  Lucía Ferrer Moore F40-49
  1192  Amparo Blasco      F50-59

Recordad: neopreno permitido si el agua está por debajo de 24,5 °C (previsión: 21 °C).
"""
    m = build_mail('Secretaría Club Triatló Turia <secretaria@triatloturia.example>', 'club@llistes.triatloturia.example',
                   madrid(2025, 9, 30, 20, 5), 'Info práctica Half Costa Azahar (horarios, bus, dorsales)', body,
                   cte='8bit', attachments=[('info_half_costa_azahar_2025.txt', att, 'plain')],
                   msgid='<info-half-ca25@triatloturia.example>')
    save_mail('mail/2025/09/2025-09-30_club-info-practica-half.eml', m)


def m22():
    body = """Hi honey,

Good news from the blood test: Brenda called this afternoon and my PSA from October 2
came back at 0.02 - "undetectable", which is exactly what they want to see three
months after surgery. She said it like she was reading the weather, I made her say
it twice.

Other news: I walked to the Sellwood Bridge and back yesterday (3 miles!), and I'm
down to one pad a day, mostly as insurance. Carla the physio says I'm her star
pupil, but I suspect she says that to everyone.

Next PSA in January, and a check-up with the urology team at the end of October.

Tell Mateo the comic is framed in the hallway. Linda says thank you again for the
paella pan - she made one for her book club and nobody believed it was her first.

Love you,
Dad

On Sun, Oct 5, 2025 at 12:40 PM Lucia (my girl) <lucia.fm@correu.example> wrote:
> Any news from the blood test? Mateo asks every day if "el monstruo" is gone.
"""
    m = build_mail(GREG, L_PERS, portland(2025, 10, 6, 16, 22), 'Re: blood test?', body, cte='7bit',
                   msgid='<CAGreg.1006.psa@pdxmail.example>', in_reply_to='<lfm-20251005-2140@correu.example>')
    save_mail('mail/2025/10/2025-10-06_re-dad-blood-test.eml', m)


def m23():
    body = """Hola, Lucía:

Gracias por tu correo de ayer. Ya he hablado con la monitora del comedor y con
Mateo. Lo que me cuentas coincide con lo que ella vio: ayer, martes 7 de octubre,
en el segundo turno del comedor, Iker le tiró el vaso de agua por encima y le volvió
a llamar lo que ya sabemos delante de la mesa.

Como sabes, desde septiembre Mateo e Iker están en grupos distintos (2ºA y 2ºB),
tal y como se acordó en abril, y en clase Mateo está muy bien integrado. Pero el
comedor lo gestiona la empresa y los turnos mezclan los dos grupos, así que
conviene revisarlo.

Te propongo una reunión el martes 21 de octubre a las 16:45 h en el aula de 2ºA.
He pedido que venga también la coordinadora del comedor, y avisaré a jefatura.

Te ruego que me confirmes si os viene bien (a Javi y a ti).

Un saludo,
Andrés Peiró
Tutor de 2ºA - CEIP Mestre Lluís Gil
"""
    m = build_mail('Andrés Peiró <apeiro@ceipmestrelluisgil.example>', L_PERS, madrid(2025, 10, 8, 13, 10),
                   'Re: Incidente en el comedor - Mateo (2ºA)', body, cte='quoted-printable',
                   msgid='<ap-20251008@ceipmestrelluisgil.example>', in_reply_to='<lfm-20251007-2230@correu.example>')
    save_mail('mail/2025/10/2025-10-08_re-incidente-comedor.eml', m)


def m24():
    body = """Hola a todos/as los/as hortelanos/as de Benicalap:

Algunas novedades para este otoño:

1) NUEVO CÓDIGO DEL CANDADO. Desde el miércoles 1 de octubre la combinación del
   candado de la puerta norte es 2058. La antigua ya no funciona (hubo un par de
   visitas nocturnas que no eran nuestras). Por favor, no la compartáis.

2) CUOTA 2026. La asamblea aprobó subirla a 45 € por parcela (antes 40 €) para
   cambiar la bomba del pozo. Pago antes del 15 de diciembre.

3) RIEGO DE OTOÑO (desde el 1 de octubre): martes y sábado de 9:00 a 11:00 h.

4) Jornada de compost comunitario: sábado 8 de noviembre a las 10:00 h.

Gracias por cuidar el huerto,
Toni Masià
Coordinación Horts Urbans de Benicalap
"""
    m = build_mail('Toni Masià <horts.benicalap@correu.example>', 'Hortelans Benicalap <hortelans@correu.example>',
                   madrid(2025, 10, 1, 8, 45), 'Novedades otoño: candado, cuota 2026 y riego', body,
                   cte='base64', msgid='<tm-otono-20251001@correu.example>')
    save_mail('mail/2025/10/2025-10-01_huertos-novedades-otono.eml', m)


def m25():
    txt = """BOLETÍN AVTI · Septiembre 2025
Asociación Valenciana de Traductores e Intérpretes

- Webinar: «IA y traducción literaria: derechos y contratos» (2 oct, 18:00 h, online).
- Nueva tabla orientativa de tarifas 2025 para socios (área privada).
- Jornada de traducción jurídica en el Colegio de Abogados: 14 de noviembre.
- Recordatorio: cuota anual 90 € (domiciliación en octubre).
- Convocatoria de ayudas a la traducción literaria de la Generalitat: hasta el 31 oct.

Para darte de baja del boletín, responde con BAJA.
"""
    html = """<html><body style="font-family:Arial;font-size:14px">
<h2>BOLETÍN AVTI · Septiembre 2025</h2>
<ul>
<li>Webinar: «IA y traducción literaria: derechos y contratos» (2 oct, 18:00 h, online).</li>
<li>Nueva tabla orientativa de tarifas 2025 para socios (área privada).</li>
<li>Jornada de traducción jurídica en el Colegio de Abogados: 14 de noviembre.</li>
<li>Recordatorio: cuota anual 90 € (domiciliación en octubre).</li>
<li>Ayudas a la traducción literaria de la Generalitat: hasta el 31 oct.</li>
</ul>
<p style="font-size:11px;color:#888">Para darte de baja, responde con BAJA.</p>
</body></html>"""
    m = build_mail('Boletín AVTI <boletin@avti.example>', L_WORK, madrid(2025, 9, 5, 9, 0),
                   'Boletín AVTI – septiembre 2025', txt, cte='quoted-printable', html=html,
                   msgid='<bol-2025-09@avti.example>',
                   extra_headers={'List-Id': 'Boletin AVTI <boletin.avti.example>'})
    save_mail('mail/2025/09/2025-09-05_boletin-avti-septiembre.eml', m)


# ---------------------------------------------------------------- mbox
LIST = 'Club Triatló Turia <club@llistes.triatloturia.example>'
SERGIO = 'Sergio Benavent <sergio.benavent@triatloturia.example>'
SECRE = 'Secretaría Club Triatló Turia <secretaria@triatloturia.example>'

MBOX_MSGS = [
 (SERGIO, (2025, 1, 8, 20, 10), '[CTT] Temporada 2025: calendario y objetivos', """Hola equipo:

Feliz año. Os paso el calendario de objetivos del club para 2025:
- Marzo: duatlón de Llíria (opcional).
- Junio: olímpico de Valencia (el clásico).
- 26 de octubre: Half Triatlón Costa Azahar (Oropesa). Objetivo grande del año para
  los que os atreváis. Ya sois 11 interesados.

Licencia FTCV 2025: renovad antes del 31 de enero.

Sergio
""", None),
 (SERGIO, (2025, 2, 3, 21, 0), '[CTT] Salidas de bici de los sábados', """Hola:

Recordatorio: las salidas de bici del sábado son a las 7:30 h desde la Gasolinera de
Pinedo (CV-500, dirección El Saler). Dos grupos:
- Grupo A: 100-120 km a 30 km/h.
- Grupo B: 70-90 km a 26-27 km/h, sin dejar a nadie atrás.

Casco obligatorio, dos cámaras, y luz trasera aunque sea de día.

Sergio
""", None),
 (SECRE, (2025, 2, 26, 12, 0), '[CTT] Inscripción Half Costa Azahar con descuento', """Hola:

Los que vayáis al Half Costa Azahar (26/10), tenéis un 10 % de descuento con el
código de club al inscribiros en la web de la carrera. Pedidlo por privado a la
secretaría. El descuento vale hasta el 31 de marzo.

Secretaría CTT
""", None),
 (SERGIO, (2025, 4, 14, 19, 45), '[CTT] Aguas abiertas desde mayo', """Hola:

Desde el sábado 10 de mayo empezamos con aguas abiertas en la Malvarrosa, después de
la salida de bici (hacia las 11:30 h, frente al antiguo Balneario). Traed boya de
seguridad. Las primeras semanas el agua estará fresquita: neopreno sí o sí.

Sergio
""", None),
 (SERGIO, (2025, 6, 2, 22, 5), '[CTT] CAMBIO de punto de encuentro salidas del sábado', """Hola a todos:

IMPORTANTE: desde este sábado 7 de junio cambiamos el punto de encuentro de las
salidas de bici. Ya no quedamos en la gasolinera de Pinedo (obras en la rotonda y
mucho tráfico en la CV-500). Nuevo punto: Bar La Pasarela, en El Saler (al lado de la
pasarela de madera, hay sitio para dejar el coche).

Hora de verano: 7:00 h.

Sergio
""", None),
 ('Nerea Puchades <nerea.puchades@correu.example>', (2025, 6, 3, 8, 12), 'Re: [CTT] CAMBIO de punto de encuentro salidas del sábado', """¿Y en invierno volvemos a la gasolinera o nos quedamos en La Pasarela?

Nerea

> IMPORTANTE: desde este sábado 7 de junio cambiamos el punto de encuentro de las
> salidas de bici.
""", '<ctt-0602-cambio@llistes.triatloturia.example>'),
 (SERGIO, (2025, 6, 3, 13, 30), 'Re: [CTT] CAMBIO de punto de encuentro salidas del sábado', """Nos quedamos en La Pasarela todo el año. En invierno (desde noviembre) la hora
será las 8:00 h. El café de después es mejor, además.

Sergio
""", '<ctt-0603-nerea@llistes.triatloturia.example>'),
 (SECRE, (2025, 7, 10, 18, 0), '[CTT] Neoprenos de alquiler para el Half', """Hola:

Hemos cerrado un acuerdo con Neopreno Levante para los que no tengáis neopreno:
alquiler para el fin de semana del Half Costa Azahar por 40 € (modelo de triatlón,
todas las tallas). Se recoge el viernes 24/10 en el local del club y se devuelve el
martes 28/10. Reservad antes del 30 de septiembre respondiendo a la secretaría con
vuestra talla.

Secretaría CTT
""", None),
 (SERGIO, (2025, 9, 1, 20, 0), '[CTT] Simulacro Half: sábado 20 de septiembre', """Hola:

Simulacro para los del Half: sábado 20 de septiembre. 90 km de bici (salida 7:00 h de
La Pasarela, ruta por Sueca y Cullera) + 10 km de carrera a ritmo objetivo.
Avituallamiento en Cullera. Probad TODO lo que vais a comer el día de la carrera.

Sergio
""", None),
 ('Ciarán Walsh <ciaran.walsh@correu.example>', (2025, 9, 22, 9, 30), 'Re: [CTT] Simulacro Half: sábado 20 de septiembre', """Sorry for writing in English, my Spanish is still "en construcción".
From what I heard on Saturday, the bike course at Oropesa is very windy after
Cabanes. Has anyone ridden it? Deep wheels yes or no?

Ciarán
""", '<ctt-0901-simulacro@llistes.triatloturia.example>'),
 (SECRE, (2025, 10, 6, 19, 0), '[CTT] Half Costa Azahar: lista definitiva', """Hola:

Lista definitiva: 17 triatletas del club en el Half Costa Azahar. Bus el sábado 25
(la info completa de horarios y dorsales os la mandamos en el adjunto del 30/09).
Hotel: confirmadas las habitaciones compartidas.

Secretaría CTT
""", None),
 (SERGIO, (2025, 10, 10, 21, 15), '[CTT] Taper: las dos últimas semanas', """Hola:

Últimas dos semanas antes de Oropesa:
- Bajad el volumen un 40-50 %, mantened algo de intensidad.
- Nada nuevo: ni zapatillas, ni geles, ni desayuno.
- Dormid. En serio.
- Revisad la bici en el taller ANTES del jueves 23.

Sergio
""", None),
]


def mbox():
    path = os.path.join(VAULT, 'mail/lists/club-triatlo-turia.mbox')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    ids = ['<ctt-0108-temporada@llistes.triatloturia.example>', '<ctt-0203-salidas@llistes.triatloturia.example>',
           '<ctt-0226-inscripcion@llistes.triatloturia.example>', '<ctt-0414-aguas@llistes.triatloturia.example>',
           '<ctt-0602-cambio@llistes.triatloturia.example>', '<ctt-0603-nerea@llistes.triatloturia.example>',
           '<ctt-0603-sergio@llistes.triatloturia.example>', '<ctt-0710-neoprenos@llistes.triatloturia.example>',
           '<ctt-0901-simulacro@llistes.triatloturia.example>', '<ctt-0922-ciaran@llistes.triatloturia.example>',
           '<ctt-1006-lista@llistes.triatloturia.example>', '<ctt-1010-taper@llistes.triatloturia.example>']
    for (frm, d, subj, body, irt), mid in zip(MBOX_MSGS, ids):
        dt_ = madrid(*d)
        m = build_mail(frm, LIST, dt_, subj, body, cte='8bit', msgid=mid, in_reply_to=irt,
                       extra_headers={'List-Id': 'Club Triatlo Turia <club.llistes.triatloturia.example>',
                                      'List-Post': '<mailto:club@llistes.triatloturia.example>',
                                      'Sender': 'club-bounces@llistes.triatloturia.example'})
        mm = mailbox.mboxMessage(m.as_bytes(policy=policy.default))
        addr = frm.split('<')[1].rstrip('>')
        mm.set_from(addr, time.gmtime(dt_.timestamp()))
        box.add(mm)
    box.flush()
    box.close()


def build():
    for f in (m03, m04, m05, m07, m08, m09, m10, m11, m12, m13, m14, m15, m16, m17, m18, m19, m20, m21, m22,
              m23, m24, m25):
        f()
    mbox()
