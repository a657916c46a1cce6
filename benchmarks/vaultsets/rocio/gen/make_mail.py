"""E-mail (.eml) and the list mbox for Rocío's vault."""
import base64
import hashlib
import json
import mailbox
import os
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from common import VAULT, write_bytes

CDT = timezone(timedelta(hours=-5))
CST = timezone(timedelta(hours=-6))
MX = timezone(timedelta(hours=-6))

ROCIO = "Rocío Ibarra <rocio.ibarra@buzon-rio.example>"
ROCIO_WORK = "Rocío Ibarra <rocio@tallerpitaya.example>"


# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))


def base(frm, to, dt, subject, msgid, cc=None, reply_to=None, in_reply_to=None, refs=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(dt)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if reply_to:
        m["Reply-To"] = reply_to
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = refs or in_reply_to
    for k, v in (extra or {}).items():
        m[k] = v
    return m


def save(rel, m):
    pin_boundaries(m, rel)
    write_bytes(rel, m.as_bytes(policy=policy.default))
    return rel


def quote(text):
    return "\n".join(("> " + l) if l.strip() else ">" for l in text.strip("\n").split("\n"))


PIXEL = '<img src="https://{host}/o/{tok}.gif" width="1" height="1" alt="" style="display:none">'

FILES = []

# --------------------------------------------------------------------- E1
def e_lumen_sow():
    m = base("Brooke Halvorsen <brooke.halvorsen@lumentrail.example>", ROCIO,
             datetime(2025, 1, 16, 15, 22, tzinfo=CST),
             "SOW for checkout + rentals UX (Q1) - Lumen Trail",
             "<sow-2025q1.8812@lumentrail.example>")
    text = """Hi Rocío,

Great to finally make this official! Attached to our shared drive is the signed SOW, but here's the short
version so it lives in your inbox too:

  Scope:      UX for the web checkout and the gear-rental flow in the app
  Rate:       $65/hour, billed monthly
  Estimate:   25-40 hours a month through March, then we'll revisit
  Payment:    net 30 from invoice date
  Invoices:   send to payables@lumentrail.example and cc me
  Tools:      Figma (our team space), Linear for tickets, Slack guest account

Kickoff is next Tuesday at 10am at our office on E Cesar Chavez (there's coffee and the good tacos truck).
Bring whatever you have from the audit you did in December, we loved it.

Thanks!
Brooke

--
Brooke Halvorsen
Head of Product, Lumen Trail Outfitters
"""
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px">
<p>Hi Roc&iacute;o,</p>
<p>Great to finally make this official! Attached to our shared drive is the signed SOW, but here's the short
version so it lives in your inbox too:</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><td><b>Scope</b></td><td>UX for the web checkout and the gear-rental flow in the app</td></tr>
<tr><td><b>Rate</b></td><td>$65/hour, billed monthly</td></tr>
<tr><td><b>Estimate</b></td><td>25-40 hours a month through March, then we'll revisit</td></tr>
<tr><td><b>Payment</b></td><td>net 30 from invoice date</td></tr>
<tr><td><b>Invoices</b></td><td>send to payables@lumentrail.example and cc me</td></tr>
<tr><td><b>Tools</b></td><td>Figma (our team space), Linear for tickets, Slack guest account</td></tr>
</table>
<p>Kickoff is next Tuesday at 10am at our office on E Cesar Chavez (there's coffee and the good tacos truck).
Bring whatever you have from the audit you did in December, we loved it.</p>
<p>Thanks!<br>Brooke</p>
<p style="color:#777">Brooke Halvorsen<br>Head of Product, Lumen Trail Outfitters</p>
</body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/01/2025-01-16_lumen-trail-sow.eml", m)


# --------------------------------------------------------------------- E2
def e_cedar_welcome():
    m = base("Cedar Crag Climbing <hello@cedarcrag.example>", ROCIO,
             datetime(2025, 3, 2, 9, 5, tzinfo=CST),
             "Welcome to Cedar Crag, Rocío! Your membership details",
             "<welcome-20931@mail.cedarcrag.example>")
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Welcome</title></head>
<body style="margin:0;background:#f3efe8;font-family:Verdana,sans-serif;color:#2b2b2b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#2f4a3a;color:#fff;padding:18px 24px;font-size:22px">
<b>CEDAR CRAG CLIMBING</b> &middot; East Austin</td></tr></table>
<div style="padding:20px 24px">
<p>Hey Roc&iacute;o,</p>
<p>Welcome to the crag! Your membership is active. Here are your details &mdash; keep this email handy, the front
desk will ask for your member number the first few visits until the app remembers your face.</p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#c9c1b3;background:#fff">
<tr style="background:#e6dfd2"><th align="left">Item</th><th align="left">Detail</th></tr>
<tr><td>Member name</td><td>Roc&iacute;o Ibarra Salgado</td></tr>
<tr><td>Member number</td><td><b>CC-20931</b></td></tr>
<tr><td>Plan</td><td>Monthly &ndash; Unlimited</td></tr>
<tr><td>Monthly dues</td><td>$79.00</td></tr>
<tr><td>Start date</td><td>March 1, 2025</td></tr>
<tr><td>Billing</td><td>1st of each month, card ending 4418</td></tr>
<tr><td>Waiver</td><td>Signed 02/28/2025</td></tr>
</table>
<p><b>Hours:</b> Mon&ndash;Fri 6am&ndash;11pm, Sat&ndash;Sun 8am&ndash;10pm.<br>
<b>Address:</b> 901 Tillery Bend, Austin TX.</p>
<p>Your first two belay/bouldering intro classes are on us. Book in the app.</p>
<p>See you on the wall,<br>The Cedar Crag crew</p>
</div>
""" + PIXEL.format(host="trk.cedarcrag.example", tok="w20931") + """
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/03/2025-03-02_cedar-crag-welcome.eml", m)


# --------------------------------------------------------------------- E3
def e_ximena_madrina():
    m = base("Ximena Ochoa <ximena.ochoa@correo-xo.example>", ROCIO,
             datetime(2025, 4, 20, 22, 41, tzinfo=MX),
             "¿Quieres ser mi madrina? 💍",
             "<CAxo-20250420-madrina@correo-xo.example>")
    text = """Ro!!!

Ya sé que te lo dije por videollamada llorando, pero lo quiero por escrito para que no te puedas echar para
atrás: ¿quieres ser mi DAMA y además mi MADRINA DE ANILLOS? Tú eres la que me conoce desde la prepa, la que me
aguantó con el ex horrible y la que me presentó la clase de salsa donde conocí a Bruno. Tenías que ser tú.

Lo que ya está:
- Fecha: sábado 6 de diciembre de 2025.
- Lugar: Hacienda San Isidro de los Agaves, en Tequila. Ceremonia en la capilla vieja / jardín a las 5 y luego
  la fiesta en el salón de la hacienda. Va a haber camiones desde Guadalajara.
- Damas: tú, Fer, mi prima Dani y Sofi.
- Colores: verdes y terracota, todavía no sé bien cuál para ustedes.

Lo que necesito de ti (cuando puedas, sin presión):
- Que diseñes el save the date (¡¡porfa!!).
- Que vengas a la despedida aunque sea en noviembre.
- Que no me dejes llorar en la ceremonia (imposible).

Te quiero muchísimo. Bruno te manda saludos y dice que ya te debe una por lo de la salsa.

Xime
"""
    m.set_content(text, cte="8bit")
    return save("mail/2025/04/2025-04-20_ximena-madrina.eml", m)


# --------------------------------------------------------------------- E4
def e_gallardo_itinerario():
    m = base("Renata Gallardo | Gallardo Eventos <renata@gallardoeventos.example>",
             "Damas Ximena <damas.xime@correo-xo.example>",
             datetime(2025, 6, 5, 13, 10, tzinfo=MX),
             "Itinerario tentativo – Boda Ximena & Bruno (6 dic)",
             "<ge-itin-0605@gallardoeventos.example>",
             cc="Ximena Ochoa <ximena.ochoa@correo-xo.example>")
    text = """Hola, damas:

Soy Renata, la wedding planner de Xime y Bruno. Les comparto el itinerario tentativo del 6 de diciembre en la
Hacienda San Isidro de los Agaves (Tequila). Cualquier duda me escriben directo a mí.

13:00  Llegada de damas al cuarto de la novia (hacienda, suite principal) – peinado y maquillaje
14:00  Salida del camión desde Guadalajara para invitados (Glorieta Minerva)
16:30  Llegada de invitados a la hacienda
17:00  Ceremonia en el jardín de las agaves
18:15  Fotos con damas y padrinos
19:00  Recepción en el salón principal
02:00  Fin de la fiesta; camiones de regreso a Guadalajara 02:15

Código de vestimenta para invitados: formal de jardín (tacón ancho, por favor).
Damas: vestido largo color VERDE SALVIA; la costurera las contacta para medidas.

Hotel sugerido en Tequila: bloque de habitaciones con tarifa especial hasta el 31 de octubre.

Saludos,
Renata Gallardo
Gallardo Eventos · Guadalajara
"""
    html = """<html><body style="font-family:Georgia,serif;font-size:15px;color:#333">
<p>Hola, damas:</p>
<p>Soy Renata, la wedding planner de Xime y Bruno. Les comparto el itinerario tentativo del 6 de diciembre en la
<b>Hacienda San Isidro de los Agaves</b> (Tequila). Cualquier duda me escriben directo a m&iacute;.</p>
<table cellpadding="6" style="border-collapse:collapse" border="1">
<tr><th>Hora</th><th>Actividad</th></tr>
<tr><td>13:00</td><td>Llegada de damas al cuarto de la novia (hacienda, suite principal) &ndash; peinado y maquillaje</td></tr>
<tr><td>14:00</td><td>Salida del cami&oacute;n desde Guadalajara para invitados (Glorieta Minerva)</td></tr>
<tr><td>16:30</td><td>Llegada de invitados a la hacienda</td></tr>
<tr><td>17:00</td><td>Ceremonia en el jard&iacute;n de las agaves</td></tr>
<tr><td>18:15</td><td>Fotos con damas y padrinos</td></tr>
<tr><td>19:00</td><td>Recepci&oacute;n en el sal&oacute;n principal</td></tr>
<tr><td>02:00</td><td>Fin de la fiesta; camiones de regreso a Guadalajara 02:15</td></tr>
</table>
<p>C&oacute;digo de vestimenta para invitados: formal de jard&iacute;n (tac&oacute;n ancho, por favor).<br>
Damas: vestido largo color <b>VERDE SALVIA</b>; la costurera las contacta para medidas.</p>
<p>Hotel sugerido en Tequila: bloque de habitaciones con tarifa especial hasta el 31 de octubre.</p>
<p>Saludos,<br>Renata Gallardo<br>Gallardo Eventos &middot; Guadalajara</p>
</body></html>"""
    m.set_content(text, cte="8bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/06/2025-06-05_gallardo-eventos-itinerario.eml", m)


# --------------------------------------------------------------------- E5
def e_re_rate():
    orig = """Hi Brooke,

Hope the launch week went OK! Quick business thing before we plan Q3: my rate has been $65/h since January
and the scope has grown a lot (rentals app, design system pieces, the research sessions). I'd like to move to
$75/h starting with August hours. Everything else in the SOW stays the same.

Happy to talk it through on our Thursday call if that's easier.

Thanks,
Rocío
"""
    m = base("Brooke Halvorsen <brooke.halvorsen@lumentrail.example>", ROCIO,
             datetime(2025, 7, 8, 16, 47, tzinfo=CDT),
             "Re: Rate for Q3",
             "<re-rate-q3.2231@lumentrail.example>",
             in_reply_to="<q3-rate.rocio.0707@buzon-rio.example>")
    text = """Hi Rocío,

Totally fair, and honestly overdue. Works for us: $75/hour starting with your August hours (so the invoice you
send at the beginning of September). I'll get a one-line SOW addendum over to you this week so AP doesn't
get confused.

Q3 planning Thursday still on.

B.

On Mon, Jul 7, 2025 at 9:12 PM Rocío Ibarra <rocio.ibarra@buzon-rio.example> wrote:
""" + quote(orig) + "\n"
    m.set_content(text, cte="8bit")
    return save("mail/2025/07/2025-07-08_re-rate-q3-lumen.eml", m)


# --------------------------------------------------------------------- E6
def e_brightfield_offer():
    m = base("Brightfield Residential <leasing@brightfieldres.example>", ROCIO,
             datetime(2025, 7, 21, 10, 30, tzinfo=CDT),
             "Your lease renewal offer - The Alderwick #3B",
             "<renewal-3B-20250721@brightfieldres.example>",
             reply_to="Kendra Vollmer <kendra.vollmer@brightfieldres.example>")
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2b36">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1d4e89;color:#fff;padding:14px 20px;font-size:18px">
Brightfield Residential &nbsp;|&nbsp; The Alderwick</td></tr></table>
<p>Dear Roc&iacute;o Ibarra,</p>
<p>Thank you for being a resident at The Alderwick. Your current lease for <b>Apartment 3B</b> ends on
<b>November 30, 2025</b>. We'd love for you to stay, and we're pleased to offer the following renewal options:</p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#b7c4d1">
<tr style="background:#e3ebf3"><th align="left">Term</th><th align="right">Monthly rent</th><th align="left">Start date</th></tr>
<tr><td>Current lease</td><td align="right">$1,640.00</td><td>&mdash;</td></tr>
<tr><td>12 months</td><td align="right">$1,785.00</td><td>December 1, 2025</td></tr>
<tr><td>6 months</td><td align="right">$1,905.00</td><td>December 1, 2025</td></tr>
<tr><td>Month-to-month</td><td align="right">$2,050.00</td><td>December 1, 2025</td></tr>
</table>
<p>Rates reflect current market conditions in East Austin. A renewal administration fee of $150 applies to all
options. Parking and utilities are not included in the rent shown.</p>
<p><b>Please let us know your decision by September 30, 2025.</b> If we don't hear from you by then, your lease
will convert to month-to-month at the rate above when your current term ends.</p>
<p>Questions? Reply to this email or contact Kendra Vollmer, Leasing Manager, at the leasing office.</p>
<p>Warm regards,<br>The Brightfield Residential Team</p>
""" + PIXEL.format(host="px.brightfieldres.example", tok="ren3b0721") + """
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/07/2025-07-21_brightfield-renewal-offer.eml", m)


# --------------------------------------------------------------------- E7 (base64 html)
def e_cedar_price():
    m = base("Cedar Crag Climbing <hello@cedarcrag.example>", ROCIO,
             datetime(2025, 8, 4, 8, 0, tzinfo=CDT),
             "A note about membership rates (and a new freeze option)",
             "<rates-2025-09@mail.cedarcrag.example>")
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3efe8;font-family:Verdana,sans-serif;color:#2b2b2b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#2f4a3a;color:#fff;padding:18px 24px;font-size:22px">
<b>CEDAR CRAG CLIMBING</b></td></tr></table>
<div style="padding:20px 24px">
<p>Hi climbers,</p>
<p>We haven't changed prices since we opened in 2022, but rent, insurance and holds (so many holds) have all gone
up. Starting with the <b>September 1, 2025</b> billing cycle, membership dues change as follows:</p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#c9c1b3;background:#fff">
<tr style="background:#e6dfd2"><th align="left">Plan</th><th align="right">Now</th><th align="right">From Sep 1</th></tr>
<tr><td>Monthly unlimited</td><td align="right">$79</td><td align="right"><b>$86</b></td></tr>
<tr><td>Student / military monthly</td><td align="right">$65</td><td align="right">$70</td></tr>
<tr><td>Annual prepaid</td><td align="right">$849</td><td align="right">$899</td></tr>
<tr><td>10-punch card</td><td align="right">$180</td><td align="right">$190</td></tr>
</table>
<h3 style="color:#2f4a3a">New: membership freezes</h3>
<p>Traveling or injured? You can now <b>freeze your monthly membership for $10 per month</b> instead of
cancelling. Freezes are a minimum of 2 weeks and a maximum of 3 months per year, and must be requested at least
7 days before the freeze starts (front desk or in the app under Account &rarr; Freeze). Your rate stays locked
while frozen.</p>
<p>Thanks for climbing with us. See you on the wall!</p>
<p>&mdash; Jess &amp; the Cedar Crag crew</p>
</div>
""" + PIXEL.format(host="trk.cedarcrag.example", tok="rates0804") + """
</body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    return save("mail/2025/08/2025-08-04_cedar-crag-rates.eml", m)


# --------------------------------------------------------------------- E8
def e_mariana_diagnostico():
    m = base("Mariana Ibarra <mariana.ibarra@correo-mi.example>", ROCIO,
             datetime(2025, 8, 12, 20, 55, tzinfo=MX),
             "Lo de papá con la dentista (cirujana)",
             "<mi-20250812-papa@correo-mi.example>",
             cc="Emiliano Ibarra <emiliano.ibarra@correo-ei.example>")
    text = """Ro, Emi:

Hoy fuimos papá y yo con la Dra. Arreola (la cirujana maxilofacial que le recomendaron a mi suegra). Les
resumo porque papá ya contó su versión por el grupo y no se le entendió nada jajaja.

- Le faltan los dos molares de arriba del lado derecho. El hueso ya está delgadito.
- Propone 2 implantes + injerto de hueso, todo en una cirugía con sedación.
- Presupuesto de palabra: $68,500 pesos. Dice que lo confirma cuando vea la tomografía, porque a veces hay
  que hacer algo extra con el seno maxilar.
- Tomografía: la manda hacer a un centro de imagen, cuesta 2,800. Ya tenemos cita para el 29.
- Fecha posible para la cirugía: jueves 23 de octubre a las 9 de la mañana. Para apartar piden anticipo
  de 20 mil.
- Pidió que lo vea su cardiólogo antes (valoración preoperatoria) por la presión y la diabetes.

La doctora me cayó muy bien, explica con dibujitos. Papá salió diciendo que ya quiere su "diente de titanio".

Ro, ¿tú puedes con el anticipo y la cirugía como dijiste? Emi y yo nos encargamos de medicinas y de lo que
venga después. Si no, lo platicamos, no pasa nada.

Besos,
Mari
"""
    m.set_content(text, cte="8bit")
    return save("mail/2025/08/2025-08-12_mariana-lo-de-papa.eml", m)


# --------------------------------------------------------------------- E9
def e_visa_monterrey():
    m = base("Citas Visa EE.UU. México <no-reply@citas-visa.example>", ROCIO,
             datetime(2025, 8, 18, 11, 2, tzinfo=MX),
             "Appointment Confirmation / Confirmación de cita – IBARRA SALGADO, ROCIO",
             "<appt-conf-0818-7741@citas-visa.example>")
    text = """APPOINTMENT CONFIRMATION / CONFIRMACIÓN DE CITA
Nonimmigrant Visa – Mexico

Applicant / Solicitante:      IBARRA SALGADO, ROCIO
Visa class / Tipo de visa:    TN
DS-160 confirmation:          AA00K7RZ4M
Group / Grupo:                1 applicant

ASC (CAS) appointment / Cita en el CAS:
   Monterrey ASC
   Monday, October 6, 2025 – 09:30

Consular interview / Entrevista consular:
   U.S. Consulate General Monterrey
   Tuesday, October 7, 2025 – 08:00

Passport delivery / Entrega de pasaporte:
   DHL ServicePoint San Pedro Garza García (Calzada del Valle 310)

Please bring this confirmation page, your passport and your DS-160 confirmation page. Arrive no more than 15
minutes before your appointment. Electronic devices are not allowed inside the consulate.

Favor de traer esta página de confirmación, su pasaporte y la hoja de confirmación del DS-160. No llegue con
más de 15 minutos de anticipación. No se permiten aparatos electrónicos dentro del consulado.

To reschedule, log in to your account. Rescheduling more than twice may require a new fee.
"""
    m.set_content(text, cte="quoted-printable")
    return save("mail/2025/08/2025-08-18_confirmacion-cita-visa.eml", m)


# --------------------------------------------------------------------- E10
def e_re_lease_counter():
    counter = """Hi Kendra,

Thank you for the renewal offer. I'd really like to stay at The Alderwick. I've paid on time every month for
three years and I take good care of the unit. The proposed increase (from $1,640 to $1,785) is higher than
what comparable one-bedrooms nearby are listing for right now: two buildings within ten minutes are advertising
similar units at $1,600-1,700 with two weeks free.

Would you consider $1,690 for a 12-month renewal?

Best,
Rocío Ibarra
Apt 3B
"""
    m = base("Kendra Vollmer <kendra.vollmer@brightfieldres.example>", ROCIO,
             datetime(2025, 8, 25, 14, 18, tzinfo=CDT),
             "RE: Renewal offer - Apt 3B",
             "<kv-re-3b-0825@brightfieldres.example>",
             in_reply_to="<ri-3b-counter-0822@buzon-rio.example>")
    text = """Hi Rocío,

Thanks for reaching out, and for being such a great resident - I checked and you're right, not a single late
payment. I took your request to our regional manager. We can't go down to $1,690, but here's what we can do:

  * 12-month renewal at $1,735/month, or
  * 14-month renewal at $1,710/month (term would end January 31, 2027).

On either option we'll waive the $150 renewal admin fee. Just let me know which one works and I'll send the
lease documents for e-signature through the portal.

Best,
Kendra

Kendra Vollmer | Leasing Manager
Brightfield Residential - The Alderwick
512-555-0190

-----Original Message-----
From: Rocío Ibarra <rocio.ibarra@buzon-rio.example>
Sent: Friday, August 22, 2025 7:40 PM
To: Kendra Vollmer <kendra.vollmer@brightfieldres.example>
Subject: Renewal offer - Apt 3B

""" + quote(counter) + "\n"
    m.set_content(text, cte="quoted-printable")
    return save("mail/2025/08/2025-08-25_re-renewal-offer-3b.eml", m)


# --------------------------------------------------------------------- E11 (attachment)
def e_clinica_presupuesto():
    m = base("Clínica Odontológica Arreola <citas@clinicaarreola.example>", ROCIO,
             datetime(2025, 9, 3, 12, 40, tzinfo=MX),
             "Presupuesto actualizado – Sr. Arturo Ibarra Núñez",
             "<ca-presup-0903-ibarra@clinicaarreola.example>",
             cc="Mariana Ibarra <mariana.ibarra@correo-mi.example>")
    body = """Estimada Rocío:

Por indicación de la Dra. Paulina Arreola Vega le comparto el presupuesto actualizado del tratamiento de su
papá, el Sr. Arturo Ibarra Núñez, después de revisar la tomografía del 29 de agosto.

Como le comentó la doctora a su hermana, la tomografía mostró el seno maxilar muy cerca de la zona de los
implantes, por lo que es necesario agregar una elevación de seno en la misma cirugía. El desglose, el total y
los datos para transferencia vienen en el archivo adjunto.

Para confirmar la fecha de la cirugía se requiere un anticipo de $20,000 MXN. El resto se liquida el día del
procedimiento.

Quedo a sus órdenes para cualquier duda, también por WhatsApp.

Atentamente,
Yesenia Ruiz
Recepción y citas
Clínica Odontológica Arreola
Av. de los Arcos 1187, Col. Jardines del Bosque, Guadalajara, Jal.
Tel. 33 5550 1187
"""
    att = """CLINICA ODONTOLOGICA ARREOLA, S.C.
Cirugia maxilofacial e implantologia
Dra. Paulina Arreola Vega - Ced. Esp. (ficticia) 90-4471

PRESUPUESTO ACTUALIZADO  No. P-2025-0917
Fecha: 03/09/2025
Paciente: Arturo Ibarra Nunez (66)
Vigencia: 90 dias

Zona: piezas 16 y 17 (maxilar superior derecho)

Concepto                                              Importe (MXN)
----------------------------------------------------------------------
Implante dental (incluye tornillo de cierre) x 2        48,000.00
Injerto oseo (xenoinjerto + membrana)                    9,500.00
Elevacion de seno maxilar (ventana lateral)             11,200.00
Sedacion consciente + uso de quirofano                   5,500.00
----------------------------------------------------------------------
TOTAL                                                   74,200.00

(El presupuesto preliminar de agosto por $68,500 queda sin efecto.)
No incluye: pilares ni coronas (segunda fase, 4-6 meses despues).

Forma de pago:
  Anticipo para agendar:      20,000.00
  Saldo el dia de la cirugia: 54,200.00

Datos para transferencia (SPEI):
  Beneficiario: Clinica Odontologica Arreola SC
  CLABE: 072320011233445566
  Concepto: apellido del paciente + "cirugia"
"""
    m.set_content(body, cte="quoted-printable")
    m.add_attachment(att, subtype="plain", filename="presupuesto-actualizado-P-2025-0917.txt", cte="base64")
    return save("mail/2025/09/2025-09-03_clinica-arreola-presupuesto.eml", m)


# --------------------------------------------------------------------- E12
def e_cambio_sede():
    m = base("Renata Gallardo | Gallardo Eventos <renata@gallardoeventos.example>",
             "Damas Ximena <damas.xime@correo-xo.example>",
             datetime(2025, 9, 15, 18, 5, tzinfo=MX),
             "IMPORTANTE: cambio de sede – Boda Ximena & Bruno",
             "<ge-sede-0915@gallardoeventos.example>",
             cc="Ximena Ochoa <ximena.ochoa@correo-xo.example>")
    text = """Hola, damas:

Les escribo con una noticia que Xime ya les adelantó: la boda CAMBIA DE SEDE.

Con las lluvias fuertes del fin de semana del 6 y 7 de septiembre, el salón principal y el jardín de las agaves
de la Hacienda San Isidro se inundaron (el agua llegó a 40 cm dentro del salón). La hacienda nos confirmó que
la reparación del piso y de la instalación eléctrica no estará lista para diciembre, así que buscamos opción.

NUEVA SEDE:
   Jardín Casa Veranda
   Calle Alfareros 88, San Pedro Tlaquepaque, Jal.

La fecha y los horarios NO cambian: sábado 6 de diciembre, ceremonia a las 17:00 en el jardín, recepción a
partir de las 19:00 en la terraza techada.

Lo que sí cambia:
- Ya no habrá camión desde Guadalajara; Casa Veranda tiene estacionamiento con valet.
- El bloque de hotel ahora es en Hotel Casa Alfarera (a dos cuadras). El de Tequila se cancela sin costo.
- Damas: llegar al cuarto de la novia (en Casa Veranda, planta alta) a la 1:00 p.m.
- Ensayo: viernes 5 de diciembre, 19:00, en Casa Veranda.

Xime está tranquila (más o menos). Cualquier duda, a mí.

Renata Gallardo
Gallardo Eventos · Guadalajara
"""
    html = """<html><body style="font-family:Georgia,serif;font-size:15px;color:#333">
<p>Hola, damas:</p>
<p>Les escribo con una noticia que Xime ya les adelant&oacute;: <b>la boda CAMBIA DE SEDE</b>.</p>
<p>Con las lluvias fuertes del fin de semana del 6 y 7 de septiembre, el sal&oacute;n principal y el jard&iacute;n
de las agaves de la Hacienda San Isidro se inundaron (el agua lleg&oacute; a 40 cm dentro del sal&oacute;n). La
hacienda nos confirm&oacute; que la reparaci&oacute;n del piso y de la instalaci&oacute;n el&eacute;ctrica no
estar&aacute; lista para diciembre, as&iacute; que buscamos opci&oacute;n.</p>
<table cellpadding="10" style="background:#eef3ec;border:1px solid #9bb39a"><tr><td>
<b>NUEVA SEDE</b><br>Jard&iacute;n Casa Veranda<br>Calle Alfareros 88, San Pedro Tlaquepaque, Jal.</td></tr></table>
<p>La fecha y los horarios NO cambian: s&aacute;bado 6 de diciembre, ceremonia a las 17:00 en el jard&iacute;n,
recepci&oacute;n a partir de las 19:00 en la terraza techada.</p>
<ul>
<li>Ya no habr&aacute; cami&oacute;n desde Guadalajara; Casa Veranda tiene estacionamiento con valet.</li>
<li>El bloque de hotel ahora es en Hotel Casa Alfarera (a dos cuadras). El de Tequila se cancela sin costo.</li>
<li>Damas: llegar al cuarto de la novia (en Casa Veranda, planta alta) a la 1:00 p.m.</li>
<li>Ensayo: viernes 5 de diciembre, 19:00, en Casa Veranda.</li>
</ul>
<p>Xime est&aacute; tranquila (m&aacute;s o menos). Cualquier duda, a m&iacute;.</p>
<p>Renata Gallardo<br>Gallardo Eventos &middot; Guadalajara</p>
</body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/09/2025-09-15_cambio-de-sede-boda.eml", m)


# --------------------------------------------------------------------- E13 (base64 html)
def e_transfer_receipt():
    m = base("Cambiavía <no-reply@cambiavia.example>", ROCIO,
             datetime(2025, 9, 24, 9, 14, tzinfo=CDT),
             "Your transfer to Clínica Odontológica Arreola SC has arrived",
             "<tx-1187443920@cambiavia.example>")
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#f6f7f9;color:#16232e">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<p style="font-size:20px;color:#0a7c66"><b>Cambiav&iacute;a</b></p>
<h2>Your money has arrived</h2>
<p>Hi Roc&iacute;o, your transfer was delivered to <b>Cl&iacute;nica Odontol&oacute;gica Arreola SC</b> via SPEI.</p>
<table cellpadding="7" cellspacing="0" style="border-collapse:collapse;width:100%" border="1">
<tr><td>Transfer number</td><td><b>#1187443920</b></td></tr>
<tr><td>You sent</td><td>1,092.30 USD</td></tr>
<tr><td>Our fee</td><td>7.84 USD</td></tr>
<tr><td>Total charged</td><td>1,100.14 USD (debit card ending 0271)</td></tr>
<tr><td>Exchange rate</td><td>1 USD = 18.3100 MXN</td></tr>
<tr><td>Recipient gets</td><td><b>20,000.00 MXN</b></td></tr>
<tr><td>Recipient account</td><td>CLABE ending 5566</td></tr>
<tr><td>Reference</td><td>Anticipo cirugia A. Ibarra</td></tr>
<tr><td>Sent</td><td>September 24, 2025, 9:02 AM CDT</td></tr>
<tr><td>Arrived</td><td>September 24, 2025, 9:13 AM CDT</td></tr>
</table>
<p style="font-size:12px;color:#777">Keep this receipt for your records. Cambiav&iacute;a Payments Inc. is a licensed money transmitter (fictional).</p>
</div></body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    return save("mail/2025/09/2025-09-24_cambiavia-transfer-arrived.eml", m)


# --------------------------------------------------------------------- E14 (base64 body)
def e_visa_reprogramada():
    m = base("Citas Visa EE.UU. México <no-reply@citas-visa.example>", ROCIO,
             datetime(2025, 9, 29, 0, 37, tzinfo=MX),
             "Appointment Confirmation / Confirmación de cita – IBARRA SALGADO, ROCIO (rescheduled)",
             "<appt-conf-0929-9902@citas-visa.example>")
    text = """APPOINTMENT CONFIRMATION / CONFIRMACIÓN DE CITA  –  RESCHEDULED / REPROGRAMADA
Nonimmigrant Visa – Mexico

Applicant / Solicitante:      IBARRA SALGADO, ROCIO
Visa class / Tipo de visa:    TN
DS-160 confirmation:          AA00M2QX9T
Group / Grupo:                1 applicant

Your previous appointments (Monterrey ASC, October 6, 2025 and U.S. Consulate General Monterrey,
October 7, 2025) have been CANCELLED and replaced by the following:
Sus citas anteriores en Monterrey fueron CANCELADAS y reemplazadas por las siguientes:

ASC (CAS) appointment / Cita en el CAS:
   Guadalajara ASC
   Av. Patria 1203, Local 8, Zapopan, Jal.
   Monday, November 10, 2025 – 08:15

Consular interview / Entrevista consular:
   U.S. Consulate General Guadalajara
   Wednesday, November 12, 2025 – 07:45

Passport delivery / Entrega de pasaporte:
   DHL ServicePoint Chapalita
   Av. Guayacán 640, Guadalajara, Jal.

Please bring this confirmation page, your passport and your DS-160 confirmation page. Arrive no more than 15
minutes before your appointment. Electronic devices are not allowed inside the consulate.

Favor de traer esta página de confirmación, su pasaporte y la hoja de confirmación del DS-160. No llegue con
más de 15 minutos de anticipación. No se permiten aparatos electrónicos dentro del consulado.

Reschedules used: 1 of 2.
"""
    m.set_content(text, cte="base64")
    return save("mail/2025/09/2025-09-29_cita-visa-reprogramada.eml", m)


# --------------------------------------------------------------------- E15 (attachment)
def e_itzel_carta():
    rocio_msg = """Hi Itzel! Thank you so much for the draft.

One important thing: the title can't say "Senior UX Designer". For the TN it has to match a profession on the
USMCA list, and mine has always been Graphic Designer (that's what my 2022 letter said and what my degree
says). Could you change it to "Graphic Designer (UX/UI)" and keep the rest? The duties paragraph is great.

My interview is in November, so there's time, but I'd love to have the signed PDF well before I fly.

Gracias!!
Rocío
"""
    m = base("Itzel Domínguez <itzel.dominguez@tallerpitaya.example>", ROCIO_WORK,
             datetime(2025, 10, 3, 17, 26, tzinfo=CDT),
             "Re: TN support letter - draft for review",
             "<itz-tn-letter-v2-1003@tallerpitaya.example>",
             cc="Gabriela Lizárraga <gabriela@tallerpitaya.example>",
             in_reply_to="<ri-tn-letter-1002@tallerpitaya.example>",
             refs="<itz-tn-letter-v1-0930@tallerpitaya.example> <ri-tn-letter-1002@tallerpitaya.example>")
    body = """Hi Rocío,

Good catch, thank you! I changed the title to "Graphic Designer (UX/UI)" everywhere in the attached v2 and
adjusted the first paragraph so it references the USMCA professional category. Nothing else changed.

Gabriela is travelling until the 13th, so she can't sign before then. I'll send you the final signed PDF
by Friday, October 17 at the latest.

Let me know if anything else looks off in v2.

Itzel Domínguez
People & Operations | Pitaya Design Group LLC / Taller Pitaya

On Thu, Oct 2, 2025, Rocío Ibarra <rocio@tallerpitaya.example> wrote:
""" + quote(rocio_msg) + "\n"
    letter = """PITAYA DESIGN GROUP LLC
Austin, Texas  |  (a subsidiary of Taller Pitaya S.C., Guadalajara)

DRAFT v2 - NOT SIGNED                                Ref. PDG-HR-2025-117

U.S. Consular Officer
U.S. Consulate General
Guadalajara, Jalisco, Mexico

Re: Support letter for TN classification - Rocio Ibarra Salgado
    USMCA professional category: Graphic Designer

Dear Consular Officer,

Pitaya Design Group LLC ("the Company") respectfully requests that Ms. Rocio Ibarra Salgado, a citizen of
Mexico, be granted TN status to continue working for the Company in the professional position of Graphic
Designer (UX/UI).

Position and duties. Ms. Ibarra designs digital interfaces and visual systems for the Company's U.S. clients:
she creates screen layouts, visual design systems, icons and interactive prototypes, prepares design
specifications for engineering teams, and facilitates on-site design workshops with client teams in Texas.
These duties require a professional with a bachelor's degree in graphic design or a closely related field.

Qualifications. Ms. Ibarra holds a Licenciatura en Diseno Grafico (bachelor's degree in Graphic Design) from a
Mexican university and a Mexican professional licence (cedula profesional).

Terms of employment. The position is full-time (40 hours per week) at the Company's Austin, Texas office, with
an annual salary of USD 94,500, plus standard benefits. The anticipated period of employment is three (3)
years.

The Company confirms that this is a temporary professional engagement and that Ms. Ibarra will be employed
directly by Pitaya Design Group LLC.

Sincerely,

______________________________
Gabriela Lizarraga
Design Director, Pitaya Design Group LLC
"""
    m.set_content(body, cte="quoted-printable")
    m.add_attachment(letter, subtype="plain", filename="TN_support_letter_DRAFT_v2.txt", cte="base64")
    return save("mail/2025/10/2025-10-03_re-tn-support-letter.eml", m)


# --------------------------------------------------------------------- E16 (forward)
def e_fwd_cirugia():
    m = base("Mariana Ibarra <mariana.ibarra@correo-mi.example>", ROCIO,
             datetime(2025, 10, 6, 19, 48, tzinfo=MX),
             "Fwd: Reprogramación de cirugía – Sr. Arturo Ibarra",
             "<mi-fwd-cirugia-1006@correo-mi.example>",
             cc="Emiliano Ibarra <emiliano.ibarra@correo-ei.example>")
    text = """Ro, te reenvío lo de la clínica. Ya le dije a papá. Lo bueno: ahora sí vas a estar aquí ese día. 🙏
Lo de la aspirina se lo voy a apuntar en el refri a mamá.

Mari

---------- Forwarded message ---------
De: Clínica Odontológica Arreola <citas@clinicaarreola.example>
Date: lun, 6 oct 2025 a las 12:31
Subject: Reprogramación de cirugía – Sr. Arturo Ibarra
To: Mariana Ibarra <mariana.ibarra@correo-mi.example>

Estimada Sra. Mariana Ibarra:

Por indicación del cardiólogo del paciente, el Dr. Hugo Cervantes, tras la valoración preoperatoria del 3 de
octubre (tensión arterial 162/98), se ajustó la dosis de losartán a 100 mg diarios y se recomienda esperar
tres semanas antes del procedimiento. Por lo anterior, la cirugía del Sr. Arturo Ibarra Núñez queda
REPROGRAMADA:

   Nueva fecha: jueves 13 de noviembre de 2025, 9:00 a.m. (favor de llegar a las 8:30)
   (sustituye a la fecha del jueves 23 de octubre)

INDICACIONES PREVIAS A LA CIRUGÍA:
 1. Suspender la aspirina (100 mg) 7 días antes, es decir a partir del jueves 6 de noviembre, con visto bueno
    de su cardiólogo.
 2. Ayuno de 6 horas (puede tomar agua natural hasta 2 horas antes).
 3. Tomar el losartán la mañana de la cirugía con poquita agua. NO tomar la metformina esa mañana.
 4. Traer estudios de laboratorio recientes (biometría hemática, química sanguínea, tiempos de coagulación)
    y la glucosa capilar de la mañana.
 5. Venir acompañado y con ropa cómoda; no podrá manejar.

Cita de revisión postoperatoria: jueves 20 de noviembre de 2025, 10:30 a.m.
El retiro de puntos se agenda en esa revisión (aprox. una semana después).

El anticipo recibido sigue vigente. El saldo se liquida el día de la cirugía.

Atentamente,
Yesenia Ruiz
Clínica Odontológica Arreola
"""
    m.set_content(text, cte="8bit")
    return save("mail/2025/10/2025-10-06_fwd-reprogramacion-cirugia.eml", m)


# --------------------------------------------------------------------- E17
def e_brightfield_executed():
    m = base("Brightfield Residential <noreply@portal.brightfieldres.example>", ROCIO,
             datetime(2025, 10, 10, 9, 3, tzinfo=CDT),
             "Lease renewal fully executed - The Alderwick #3B",
             "<portal-exec-3B-1010@brightfieldres.example>",
             reply_to="Kendra Vollmer <kendra.vollmer@brightfieldres.example>")
    text = """Hi Rocío,

Good news - your lease renewal for The Alderwick, Apartment 3B, has been signed by all parties.

  New term:        December 1, 2025 - January 31, 2027 (14 months)
  Monthly rent:    $1,710.00
  Renewal fee:     waived
  Parking (#14):   unchanged

A copy of the executed lease is available in your resident portal under Documents.

ACTION REQUIRED: Renters insurance
Your renewal requires proof of renters insurance with at least $100,000 in personal liability coverage,
listing Brightfield Residential as an interested party. Please upload your current certificate in the portal
(Profile > Insurance) by November 15, 2025. Residents without proof of coverage on file will be enrolled in the
community's liability program at $14.50/month.

Thank you for renewing with us!

Kendra Vollmer
Leasing Manager, The Alderwick
"""
    html = """<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2b36">
<p>Hi Roc&iacute;o,</p>
<p>Good news &ndash; your lease renewal for <b>The Alderwick, Apartment 3B</b>, has been signed by all parties.</p>
<table border="1" cellpadding="7" cellspacing="0" style="border-collapse:collapse;border-color:#b7c4d1">
<tr><td>New term</td><td>December 1, 2025 &ndash; January 31, 2027 (14 months)</td></tr>
<tr><td>Monthly rent</td><td><b>$1,710.00</b></td></tr>
<tr><td>Renewal fee</td><td>waived</td></tr>
<tr><td>Parking (#14)</td><td>unchanged</td></tr>
</table>
<p>A copy of the executed lease is available in your resident portal under Documents.</p>
<p style="background:#fff4d6;padding:10px"><b>ACTION REQUIRED: Renters insurance</b><br>
Your renewal requires proof of renters insurance with at least $100,000 in personal liability coverage, listing
Brightfield Residential as an interested party. Please upload your current certificate in the portal
(Profile &gt; Insurance) by <b>November 15, 2025</b>. Residents without proof of coverage on file will be enrolled
in the community's liability program at $14.50/month.</p>
<p>Thank you for renewing with us!</p>
<p>Kendra Vollmer<br>Leasing Manager, The Alderwick</p>
</body></html>"""
    m.set_content(text, cte="8bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/10/2025-10-10_brightfield-portal-notice.eml", m)


# --------------------------------------------------------------------- E18
def e_atelier_malva():
    m = base("Atelier Malva <ateliermalva@correo-am.example>", ROCIO,
             datetime(2025, 10, 21, 11, 15, tzinfo=MX),
             "Prueba final de tu vestido – boda Ximena",
             "<am-prueba-1021-ibarra@correo-am.example>")
    text = """¡Hola, Rocío!

Soy Chelo (Consuelo Méndez), de Atelier Malva. Tu vestido verde salvia ya está armado y quedó precioso.

Como me dijiste que estás en Guadalajara en noviembre, te agendé la PRUEBA FINAL:

   Sábado 15 de noviembre, 11:00 a.m.
   Atelier Malva – Calle Marsella 214, Col. Americana, Guadalajara
   (timbre del 2º piso, junto a la farmacia)

Trae por favor los zapatos que vas a usar en la boda para marcar el largo del dobladillo, y el brasier o
fondo que vayas a llevar. La prueba dura como 45 minutos. Si hay que ajustar algo, te lo entrego ya listo el
jueves 20.

Cuentas:
   Precio total del vestido:  $4,800
   Anticipo recibido (junio): $2,400
   Saldo al recogerlo:        $2,400 (efectivo o transferencia)

Cualquier cambio de horario me avisas por aquí o por WhatsApp.

Un abrazo,
Chelo
Atelier Malva · Costura y vestidos a la medida
"""
    m.set_content(text, cte="quoted-printable")
    return save("mail/2025/10/2025-10-21_tu-vestido.eml", m)


# --------------------------------------------------------------------- E19 (reply chain)
def e_re_invoice():
    first = """Hi Brooke,

Hope all is well! Quick one: invoice RIS-2025-011 (September hours) was due on October 31 and I don't see the
payment yet. Could you check with AP? Happy to resend it if it got lost.

Thanks!
Rocío
"""
    brooke = """Hi Rocío - sorry about this! I checked with AP: they say they can't process it because it doesn't
have a purchase order number on it. Since August all contractor invoices need the PO. Yours is LT-PO-7781.
Could you reissue the invoice with the PO on it and send it straight to payables@lumentrail.example (cc me)?
They run payments on the 1st and 15th, so if it's in by next week it goes out Nov 15.

Brooke
"""
    m = base(ROCIO, "Brooke Halvorsen <brooke.halvorsen@lumentrail.example>",
             datetime(2025, 11, 3, 21, 9, tzinfo=CST),
             "Re: Invoice RIS-2025-011 - payment status",
             "<ri-inv011-re2-1103@buzon-rio.example>",
             in_reply_to="<bh-inv011-re1-1103@lumentrail.example>",
             refs="<ri-inv011-1103@buzon-rio.example> <bh-inv011-re1-1103@lumentrail.example>")
    text = """Thanks Brooke! No problem at all. I'll reissue it with the PO number and send it to payables
tomorrow morning, with you in cc.

Rocío

On Mon, Nov 3, 2025 at 2:31 PM Brooke Halvorsen <brooke.halvorsen@lumentrail.example> wrote:
""" + quote(brooke) + """
>
> On Mon, Nov 3, 2025 at 9:05 AM Rocío Ibarra <rocio.ibarra@buzon-rio.example> wrote:
""" + quote(quote(first)) + "\n"
    m.set_content(text, cte="8bit")
    return save("mail/2025/11/2025-11-03_re-invoice-payment-status.eml", m)


# --------------------------------------------------------------------- E20
def e_re_despedida():
    fer = """Roooo, ¡ya quedó! Pagué el depósito de la Cabaña El Tecolote en Mazamitla (la mitad, el resto se
paga al llegar). Llegamos el viernes 21 como a las 6 y nos vamos el domingo 23 después del brunch.

Dos cosas que te tocan a ti y que me urgen para organizar lo demás:
1. La playlist (que no sea puro reguetón, que Xime quiere su Juan Gabriel).
2. El PDF de las cartas y tablas de la lotería, para imprimirlas aquí en opalina.

¿Me los mandas esta semana? Besos,
Fer
"""
    m = base(ROCIO, "Fernanda Quiroz <fer.quiroz@correo-fq.example>",
             datetime(2025, 11, 3, 22, 47, tzinfo=CST),
             "Re: Despedida Xime – cabaña lista 🎉",
             "<ri-desp-re-1103@buzon-rio.example>",
             in_reply_to="<fq-desp-1103@correo-fq.example>")
    text = """¡Fer, eres una reina! Gracias por encargarte de todo.

Sí, te mando la playlist y el PDF de la lotería el domingo 9 sin falta (ya tengo 10 de las 16 cartas, me
faltan las fotos que le pedí a Bruno). La playlist va a tener de todo, lo juro: Juanga, Rocío Dúrcal, Bad
Bunny y algo de cumbia para el karaoke.

¿A quién le transfiero mi parte, a ti directo?

Ro

El lun, 3 nov 2025 a las 13:02, Fernanda Quiroz <fer.quiroz@correo-fq.example> escribió:
""" + quote(fer) + "\n"
    m.set_content(text, cte="8bit")
    return save("mail/2025/11/2025-11-03_re-despedida-cabana.eml", m)


# --------------------------------------------------------------------- E21
def e_azulejo_reserva():
    m = base("Aerolíneas Azulejo <reservaciones@azulejo-air.example>", ROCIO,
             datetime(2025, 10, 14, 22, 18, tzinfo=CDT),
             "Confirmación de reservación QJ7WKM – Austin ⇄ Guadalajara",
             "<az-qj7wkm-1014@azulejo-air.example>")
    html = """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#0f2a47">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1565c0;color:#fff;padding:16px 22px;font-size:20px">
<b>Aerol&iacute;neas Azulejo</b> &middot; Confirmaci&oacute;n de compra / Booking confirmation</td></tr></table>
<p>Hola ROCIO IBARRA SALGADO, gracias por volar con nosotros.</p>
<p style="font-size:18px">Clave de reservaci&oacute;n / Booking code: <b>QJ7WKM</b></p>
<table border="1" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border-color:#9ab">
<tr style="background:#e3eefc"><th>Vuelo</th><th>Fecha</th><th>Sale</th><th>Llega</th><th>Asiento</th></tr>
<tr><td>AZ 1482</td><td>vie 07 nov 2025</td><td>AUS Austin 13:40</td><td>GDL Guadalajara 16:25</td><td>14C</td></tr>
<tr><td>AZ 1483</td><td>lun 24 nov 2025</td><td>GDL Guadalajara 10:05</td><td>AUS Austin 12:50</td><td>16C</td></tr>
</table>
<p>Tarifa: Cl&aacute;sica (1 maleta documentada de 25 kg + equipaje de mano 10 kg)<br>
Total pagado: <b>USD 412.60</b> (tarjeta terminaci&oacute;n 4418)</p>
<p>Documento de viaje: pasaporte. Los horarios est&aacute;n en hora local de cada aeropuerto.
Documenta en l&iacute;nea desde 24 horas antes.</p>
""" + PIXEL.format(host="open.azulejo-air.example", tok="qj7wkm") + """
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/10/2025-10-14_azulejo-reservacion.eml", m)


# --------------------------------------------------------------------- E22 noise newsletter
def e_newsletter():
    m = base("Austin Design Week <news@austindesignweek.example>", ROCIO,
             datetime(2025, 6, 18, 7, 30, tzinfo=CDT),
             "ADW Dispatch: summer socials, portfolio nights & the October lineup",
             "<adw-dispatch-0618@austindesignweek.example>",
             extra={"List-Unsubscribe": "<https://austindesignweek.example/unsub?u=ri>"})
    text = """AUSTIN DESIGN WEEK - DISPATCH #27

Hey designers,

SUMMER SOCIALS: every third Thursday at the Canopy courtyard, 6-9pm. Bring a friend, bring a sketchbook.

PORTFOLIO NIGHTS: 15-minute reviews with senior designers from local studios. July 24 and August 21.
Sign-ups open a week before and fill up in an hour, so set an alarm.

OCTOBER LINEUP: talks on accessible color systems, a type-design walking tour of South Congress and a panel
on "designing for two languages" (we're looking for bilingual designers to speak - reply if that's you!).

Volunteers get a free all-access pass.

See you around,
The ADW team

You're receiving this because you attended ADW 2024. Unsubscribe anytime.
"""
    html = """<html><body style="font-family:Helvetica,sans-serif;background:#111;color:#eee;padding:20px">
<h1 style="color:#ffcc00">AUSTIN DESIGN WEEK &mdash; DISPATCH #27</h1>
<p>Hey designers,</p>
<p><b>SUMMER SOCIALS:</b> every third Thursday at the Canopy courtyard, 6&ndash;9pm.</p>
<p><b>PORTFOLIO NIGHTS:</b> 15-minute reviews with senior designers from local studios. July 24 and August 21.</p>
<p><b>OCTOBER LINEUP:</b> talks on accessible color systems, a type-design walking tour of South Congress and a
panel on &ldquo;designing for two languages&rdquo;.</p>
<p>Volunteers get a free all-access pass.</p>
""" + PIXEL.format(host="mail.austindesignweek.example", tok="d27ri") + """
</body></html>"""
    m.set_content(text, cte="7bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/06/2025-06-18_austin-design-week-dispatch.eml", m)


# --------------------------------------------------------------------- E23 noise promo
def e_promo():
    m = base("Lonestar Outdoor Supply <deals@lonestaroutdoor.example>", ROCIO,
             datetime(2025, 9, 12, 6, 0, tzinfo=CDT),
             "🧗 25% off climbing shoes this weekend only",
             "<lso-promo-0912@lonestaroutdoor.example>",
             extra={"List-Unsubscribe": "<mailto:unsub@lonestaroutdoor.example>"})
    html = """<html><body style="font-family:Arial,sans-serif;background:#fff8ef">
<h2 style="color:#c0392b">FALL SEND SALE &mdash; 25% OFF CLIMBING SHOES</h2>
<p>This weekend only, in store and online. Chalk bags 2 for $30. Crash pads from $149.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Item</th><th>Was</th><th>Now</th></tr>
<tr><td>Velcro all-rounder shoe</td><td>$139</td><td>$104</td></tr>
<tr><td>Aggressive downturned shoe</td><td>$179</td><td>$134</td></tr>
<tr><td>Finger tape 4-pack</td><td>$16</td><td>$12</td></tr>
</table>
<p>Free resole voucher with any shoe purchase over $120. Members earn double points.</p>
""" + PIXEL.format(host="px.lonestaroutdoor.example", tok="p0912") + """
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return save("mail/2025/09/2025-09-12_lonestar-outdoor-promo.eml", m)


# --------------------------------------------------------------------- mbox
def list_msg(frm, dt, subject, msgid, body, in_reply_to=None):
    m = base(frm, "Cedar Crag Members <members@lists.cedarcrag.example>", dt, subject, msgid,
             in_reply_to=in_reply_to,
             extra={"List-Id": "Cedar Crag members <members.lists.cedarcrag.example>",
                    "List-Post": "<mailto:members@lists.cedarcrag.example>",
                    "Sender": "members-bounces@lists.cedarcrag.example"})
    m.set_content(body, cte="8bit")
    return m


def mbox_members():
    J = "Jess Okafor (Cedar Crag) <jess@cedarcrag.example>"
    msgs = [
        list_msg(J, datetime(2025, 3, 10, 12, 0, tzinfo=CDT), "[Cedar Crag] Welcome, March newbies + list etiquette",
                 "<cc-list-0310@lists.cedarcrag.example>", """Hi all,

Welcome to the members list! About 30 of you joined in the last two weeks. A few rules:
- Partner requests, carpools to the outdoor crags, lost & found: all welcome here.
- Selling gear is fine once a month per person.
- Be kind. Beta spraying only when asked.

From the front desk: please brush your holds after you're done with a problem. Brushes live in the buckets.

Jess
Community manager
"""),
        list_msg(J, datetime(2025, 4, 7, 9, 30, tzinfo=CDT), "[Cedar Crag] Route setting schedule for spring",
                 "<cc-list-0407@lists.cedarcrag.example>", """Hey crew,

Here's how resets work from now on, since we keep getting asked:

  - We reset ONE wall section every Monday, rotating: Wall 1 (cave) -> Wall 2 (slab) -> Wall 3 (vertical)
    -> Wall 4 (overhang) -> back to Wall 1.
  - The wall being reset is closed Monday 8am-4pm. New problems are open by Monday evening.
  - Comp set (the wall with numbered tags) gets reset on the last Monday of the month.

So every problem lives about 4 weeks. If you're projecting something, send it before its Monday!

Jess
"""),
        list_msg("Andrés Villaseñor <andres.vs@correo-av.example>", datetime(2025, 4, 7, 18, 11, tzinfo=CDT),
                 "Re: [Cedar Crag] Route setting schedule for spring", "<cc-list-0407-re1@correo-av.example>",
                 """Thanks Jess! Any chance the slab wall gets more than 4 weeks? Some of us (looking at my
partner) need a whole month just to commit to the top-out.

> So every problem lives about 4 weeks. If you're projecting something, send it before its Monday!

Andrés
""", in_reply_to="<cc-list-0407@lists.cedarcrag.example>"),
        list_msg(J, datetime(2025, 5, 20, 10, 0, tzinfo=CDT), "[Cedar Crag] Summer hours + youth camps",
                 "<cc-list-0520@lists.cedarcrag.example>", """Hi all,

Summer hours start June 1: we open at 6am every weekday (yes, the 6am crew asked nicely).
Youth camps run Mon-Fri 9am-1pm in June and July, so the cave will be busy in the mornings.

Jess
"""),
        list_msg(J, datetime(2025, 7, 1, 15, 0, tzinfo=CDT), "[Cedar Crag] July 4th hours",
                 "<cc-list-0701@lists.cedarcrag.example>", """Friday July 4th we're open 8am-2pm. Normal hours
Saturday. Stay hydrated out there, it's going to be 100+.

Jess
"""),
        list_msg(J, datetime(2025, 8, 5, 9, 0, tzinfo=CDT), "[Cedar Crag] Membership rates from September 1",
                 "<cc-list-0805@lists.cedarcrag.example>", """Hi everyone,

You should have an email from us already, but for the list: starting September 1, monthly unlimited goes
from $79 to $86. Student/military from $65 to $70, annual prepaid from $849 to $899. This is our first
increase since opening. We're using it to fund new holds, a second hangboard station and a better AC unit
for the cave (finally).

Questions -> front desk or reply to me directly.

Jess
"""),
        list_msg("Corey Whitcomb <cwhitcomb@correo-cw.example>", datetime(2025, 8, 5, 21, 40, tzinfo=CDT),
                 "Re: [Cedar Crag] Membership rates from September 1", "<cc-list-0805-re1@correo-cw.example>",
                 """> starting September 1, monthly unlimited goes from $79 to $86.

Fair enough, but please make the AC thing actually happen this time. Last summer the cave was a sauna.

Corey
""", in_reply_to="<cc-list-0805@lists.cedarcrag.example>"),
        list_msg(J, datetime(2025, 9, 15, 11, 0, tzinfo=CDT), "[Cedar Crag] Fall bouldering league sign-ups",
                 "<cc-list-0915@lists.cedarcrag.example>", """Fall league: Tuesdays 7-9pm, October 7 to November 18.
Teams of 3, mixed levels welcome. $25 per person, includes a t-shirt. Sign up at the front desk by Oct 1.

The winter league (January) will be announced in December.

Jess
"""),
        list_msg(J, datetime(2025, 10, 20, 9, 45, tzinfo=CDT), "[Cedar Crag] Thanksgiving hours + reset change",
                 "<cc-list-1020@lists.cedarcrag.example>", """Hi all,

Thanksgiving: open 8am-1pm on Thursday Nov 27, normal hours Friday.

Reset change: starting November, we'll reset TWO sections every other Monday instead of one every Monday
(it's easier for the setting team to do bigger sets). Problems will still last about 4 weeks. The slab wall
gets 5 weeks this round, since a certain someone asked nicely back in April.

Jess
"""),
    ]
    path = os.path.join(VAULT, "mail/lists/cedar-crag-members.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    for m in msgs:
        mm = mailbox.mboxMessage(m.as_bytes(policy=policy.default))
        addr = m["From"].addresses[0].addr_spec
        dt = m["Date"].datetime.astimezone(timezone.utc)
        mm.set_from(addr, dt.timetuple())
        box.add(mm)
    box.flush()
    box.close()
    return "mail/lists/cedar-crag-members.mbox"


ALL = [e_lumen_sow, e_cedar_welcome, e_ximena_madrina, e_gallardo_itinerario, e_re_rate, e_brightfield_offer,
       e_cedar_price, e_mariana_diagnostico, e_visa_monterrey, e_re_lease_counter, e_clinica_presupuesto,
       e_cambio_sede, e_transfer_receipt, e_visa_reprogramada, e_itzel_carta, e_fwd_cirugia,
       e_brightfield_executed, e_atelier_malva, e_re_invoice, e_re_despedida, e_azulejo_reserva,
       e_newsletter, e_promo, mbox_members]


def build():
    return [f() for f in ALL]


if __name__ == "__main__":
    out = build()
    print(len(out), "mail files")
