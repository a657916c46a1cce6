"""The .eml files. Each builder returns (vault-relative path, bytes)."""
import base64
from util import new_mail, finish_mail, central, hid

J_WORK = "Jorge Villarreal <jorge@villarrealcomfort.example>"
J_HOME = "Jorge Villarreal <jorgev@mailbox.example>"
MARISOL = "Marisol Villarreal <marisol.v@mailbox.example>"
LUPE = "Lupe Treviño <lupe.trevino@correo.example>"
RAY = "Ray Guzman <ray@villarrealcomfort.example>"
TYLER = "Tyler Benavides <tyler@villarrealcomfort.example>"
DENISE = "Denise Ochoa <denise@villarrealcomfort.example>"
CHUCK = "Chuck Whitfield <chuck.whitfield@alamohvacsupply.example>"
PRIYA = "Priya Raman <priya.raman@lonestarclimate.example>"
ERNIE = "Ernie Salazar <ernie@erniesfleetdiesel.example>"
MEMO = "Memo Salinas - Memo Beats SA <bookings@memobeatssa.example>"


def mid(tag, domain):
    return "<%s.%s@%s>" % (hid("mid", tag, n=10), hid("mid2", tag, n=6), domain)


MAILS = []


def mail(fn):
    MAILS.append(fn)
    return fn


# 1 ---------------------------------------------------------- HTML-only, QP
@mail
def alamo_spring():
    rel = "mail/2025/03/2025-03-06_alamo-supply-spring-prices.eml"
    m = new_mail("Chuck Whitfield <chuck.whitfield@alamohvacsupply.example>", J_WORK,
                 "Spring 2025 Coolmark pricing - Villarreal Comfort Air (acct ALM-22817)",
                 central(2025, 3, 6, 9, 14), mid("alamo1", "alamohvacsupply.example"))
    html = """<html><body style="font-family:Arial,sans-serif">
<p>Jorge,</p>
<p>Here&rsquo;s your spring pricing on the Coolmark residential line. Good through June 30 unless Coolmark moves
first (they might &ndash; I&rsquo;ll tell you).</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Model</th><th>Description</th><th>Your price</th></tr>
<tr><td>CX14-024</td><td>2-ton condenser, 14.3 SEER2, R-410A</td><td>$1,520.00</td></tr>
<tr><td>CX14-036</td><td>3-ton condenser, 14.3 SEER2, R-410A</td><td>$1,845.00</td></tr>
<tr><td>CX14-048</td><td>4-ton condenser, 14.3 SEER2, R-410A</td><td>$2,310.00</td></tr>
<tr><td>CA-36C</td><td>3-ton cased coil</td><td>$735.00</td></tr>
<tr><td>CF80-60</td><td>60k 80% furnace</td><td>$1,095.00</td></tr>
</table>
<p>Counter day is next Wednesday 3/12 &ndash; free breakfast tacos, Coolmark rep will be there.</p>
<p>Thanks for the business,<br>Chuck Whitfield<br>Outside Sales | Alamo HVAC Supply<br>(210) 555-0142</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 2 ---------------------------------------------------------- 7bit plain
@mail
def insurance():
    rel = "mail/2025/03/2025-03-24_hill-country-ins-renewal.eml"
    m = new_mail("Kathy Lin <kathy.lin@hillcountryins.example>", J_WORK,
                 "Commercial auto renewal 4/1 - policy CA-771093",
                 central(2025, 3, 24, 10, 2), mid("ins", "hillcountryins.example"))
    m.set_content("""Hi Jorge,

Your commercial auto policy CA-771093 renews on 4/1/2025. Renewal premium is $7,840 for the year
(up about 9% - it's across the board this year, rates in Bexar County went up again, sorry).

Vehicles on the policy:
  1) 2019 Ford Transit 250 - LXR-4471
  2) 2021 Chevrolet Express 2500 - MVD-2290
  3) 2016 Ram ProMaster 1500 - JHC-7715

Drivers on file: Jorge Villarreal, Ray Guzman, Tyler Benavides.
If anyone else will drive this year (summer help?), send me their license # BEFORE they get behind the wheel.

If you sell the ProMaster, just email me and I'll take it off and prorate it.

I can do monthly EFT or pay in full (3% discount in full). Let me know by Friday.

Thanks!
Kathy Lin
Commercial Lines Agent | Hill Country Insurance Group
(210) 555-0123
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 3 ---------------------------------------------------------- promo, HTML-only
@mail
def promo():
    rel = "mail/2025/05/2025-05-14_smokehouse-supply-promo.eml"
    m = new_mail("Smokehouse Supply Co. <deals@smokehousesupply.example>", "jorgev@mailbox.example",
                 "\U0001F525 Memorial Day Sale: 20% off rubs, peach paper & probes",
                 central(2025, 5, 14, 6, 0), mid("promo", "smokehousesupply.example"),
                 extra=[("List-Unsubscribe", "<https://smokehousesupply.example/unsub?u=8841>")])
    html = """<html><body>
<h1>MEMORIAL DAY SALE &#x1F525;</h1>
<p>Hey pitmaster! Fire up the long weekend with <b>20% off</b> sitewide.</p>
<table border="0" cellpadding="6">
<tr><td>Texas Trinity Rub 12oz</td><td><s>$14.99</s> $11.99</td></tr>
<tr><td>Peach paper roll 18in x 150ft</td><td><s>$39.99</s> $31.99</td></tr>
<tr><td>Dual-probe wireless thermometer</td><td><s>$79.99</s> $63.99</td></tr>
<tr><td>Firebox rope gasket kit</td><td><s>$24.99</s> $19.99</td></tr>
</table>
<p>Use code <b>SMOKE20</b>. Ends 5/26.</p>
<p style="font-size:10px">You are receiving this because you signed up at smokehousesupply.example.
<a href="https://smokehousesupply.example/unsub?u=8841">Unsubscribe</a></p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 4 ---------------------------------------------------------- base64 body (encoded-only fact)
@mail
def warranty():
    rel = "mail/2025/06/2025-06-20_coolmark-warranty-claim.eml"
    m = new_mail("Coolmark Warranty Services <claims@coolmark.example>", J_WORK,
                 "Claim acknowledgment - Villarreal Comfort Air",
                 central(2025, 6, 20, 15, 41), mid("coolmark", "coolmark.example"))
    m.set_content("""Coolmark Warranty Services – Claim Acknowledgment

Dealer: Villarreal Comfort Air (dealer # D-40558)
Homeowner: R. Hernandez, Leon Valley, TX

Your warranty claim number is WC-558213.
Please reference this number in all correspondence – we can’t look up claims by homeowner name.

Unit: CX14-036 condenser, S/N 2309C41877, installed 5/12/2020
Failed part: compressor (locked rotor)
Replacement compressor: shipped through Alamo HVAC Supply, received 6/13/2025
Labor allowance requested: $412.50 (per the 2025 labor allowance schedule)

Status: SUBMITTED – pending review. Typical review time is 60–90 days. Approved labor allowances are issued as a
credit to your distributor account or by check, per your dealer agreement.

Return the failed compressor to your distributor within 30 days or the claim will be denied.

Thank you,
Coolmark Warranty Services
""", cte="base64")
    return rel, finish_mail(m, rel)


# 5 ---------------------------------------------------------- multipart/alternative QP
@mail
def alamo_july():
    rel = "mail/2025/07/2025-07-08_alamo-supply-price-increase.eml"
    m = new_mail(CHUCK, J_WORK, "Coolmark price increase eff. 7/14",
                 central(2025, 7, 8, 8, 3), mid("alamo2", "alamohvacsupply.example"))
    text = """Jorge –

Told you it was coming. Coolmark is raising prices effective Monday 7/14/2025. Your new net pricing:

  CX14-024  2-ton   $1,520.00 -> $1,615.00
  CX14-036  3-ton   $1,845.00 -> $1,960.00
  CX14-048  4-ton   $2,310.00 -> $2,455.00
  CA-36C    coil    $735.00   -> $779.00

Anything you order before end of day Friday 7/11 ships at the old price. You've got 2 of the 3-tons on
backorder – I locked those at $1,845.

Chuck
"""
    html = """<html><body><p>Jorge &ndash;</p><p>Told you it was coming. Coolmark is raising prices effective
<b>Monday 7/14/2025</b>.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Model</th><th>Old</th><th>New (7/14)</th></tr>
<tr><td>CX14-024 2-ton</td><td>$1,520.00</td><td>$1,615.00</td></tr>
<tr><td>CX14-036 3-ton</td><td>$1,845.00</td><td>$1,960.00</td></tr>
<tr><td>CX14-048 4-ton</td><td>$2,310.00</td><td>$2,455.00</td></tr>
<tr><td>CA-36C coil</td><td>$735.00</td><td>$779.00</td></tr>
</table>
<p>Anything you order before end of day Friday 7/11 ships at the old price. You&rsquo;ve got 2 of the 3-tons on
backorder &ndash; I locked those at $1,845.</p><p>Chuck</p></body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 6 ---------------------------------------------------------- reply w/ quoting, 7bit
@mail
def ray_vacation():
    rel = "mail/2025/07/2025-07-16_re-my-week-off.eml"
    orig = mid("rayvac", "villarrealcomfort.example")
    m = new_mail(J_WORK, RAY, "Re: my week off / on-call",
                 central(2025, 7, 16, 6, 12), mid("rayvac-re", "villarrealcomfort.example"),
                 cc=DENISE, in_reply_to=orig)
    m.set_content("""Ray,

Go enjoy the beach. I'll carry the on-call phone myself that week, and Marco rides with Tyler during the
day so Tyler isn't alone on the big jobs. Denise, block my afternoons that week so I can take the after-hours
calls without being dead.

Bring me back a t-shirt. A cheesy one.

- J

On Tue, Jul 15, 2025 at 8:47 PM Ray Guzman <ray@villarrealcomfort.example> wrote:
> Boss,
>
> Like I told you back in May, I'm taking Angie and the kids to Port A for my week off.
> I was supposed to have the on-call phone that week per the calendar. Who's got it?
> Marco can't do on-call by himself, he doesn't know our customers or the houses yet.
>
> Ray
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 7 ---------------------------------------------------------- 8bit, Spanglish
@mail
def venue_options():
    rel = "mail/2025/08/2025-08-18_quince-venues.eml"
    m = new_mail(J_HOME, MARISOL, "quince venues - mis notas",
                 central(2025, 8, 18, 21, 33), mid("venues", "mailbox.example"))
    m.set_content("""Mari,

Aquí están mis notas de los dos salones from Saturday (I also put them in my notes app):

Salón Los Arcos (Culebra)
 - $3,200 for the Saturday, $800 down
 - holds 180 max, fire marshal sign says so
 - 10 min from the house
 - their A/C is old, I'm worried for May

Quinta Las Palmas (Helotes)
 - $4,800
 - holds 250, has the garden Sofi loved
 - 30 min, primos from Eagle Pass will get lost
 - own parking lot

Yo digo Los Arcos if we keep the list under 180. Pero tú dime. If the list is bigger we don't fit and that's that.

Te quiero,
J
""", cte="8bit")
    return rel, finish_mail(m, rel)


# 8 ---------------------------------------------------------- 7bit, old decision
@mail
def los_arcos_deposit():
    rel = "mail/2025/09/2025-09-15_los-arcos-deposit-received.eml"
    m = new_mail("Brenda Castillo <brenda@salonlosarcos.example>", J_HOME,
                 "Deposit received - Villarreal quinceanera 5/16/2026",
                 central(2025, 9, 15, 16, 20), mid("losarcos1", "salonlosarcos.example"))
    m.set_content("""Hello Mr. Villarreal,

Thank you! We received your deposit of $800 (check #2188) today for:

  Event: Quinceanera - Sofia Villarreal
  Date: Saturday, May 16, 2026, 6:00 PM - 12:00 AM
  Hall: Salon Principal (capacity 180 seated)
  Rental: $3,200 - balance of $2,400 due 30 days before the event

Cancellation policy: deposits are 50% refundable if cancelled more than 150 days before the event,
non-refundable after that.

We are so happy to host Sofia's big day!

Brenda Castillo
Manager, Salon Los Arcos
(210) 555-0171
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 9 ---------------------------------------------------------- HTML-only receipt, 7bit
@mail
def bulverde():
    rel = "mail/2025/09/2025-09-29_bulverde-brisket-bash-registration.eml"
    m = new_mail("Bulverde Brisket Bash <registration@bulverdebrisketbash.example>", "jorgev@mailbox.example",
                 "Registration confirmed - Team La Bestia BBQ",
                 central(2025, 9, 29, 12, 5), mid("bbb", "bulverdebrisketbash.example"))
    html = """<html><body>
<h2>You're in! Bulverde Brisket Bash 2025</h2>
<p>Thanks for registering. Here are your details:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Team</td><td>La Bestia BBQ</td></tr>
<tr><td>Head cook</td><td>Jorge Villarreal</td></tr>
<tr><td>Category</td><td>Brisket (Open)</td></tr>
<tr><td>Entry fee</td><td>$150.00 - PAID (card ending 8812)</td></tr>
<tr><td>Cook site</td><td>#27</td></tr>
<tr><td>Contest date</td><td>Saturday, October 18, 2025</td></tr>
</table>
<p>Meat inspection Friday 5-8 PM. Brisket turn-in 12:00 PM sharp. No early setups before Friday 2 PM.</p>
<p>Proceeds benefit the Bulverde VFD. See y'all there!</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="7bit")
    return rel, finish_mail(m, rel)


# 10 --------------------------------------------------------- multipart/mixed + base64 attachment (encoded-only)
@mail
def bella_receipt():
    rel = "mail/2025/10/2025-10-02_bella-quince-deposit.eml"
    m = new_mail("Bella Quince Bridal <hola@bellaquincebridal.example>", J_HOME,
                 "Su recibo / Your receipt - Sofía's gown",
                 central(2025, 10, 2, 17, 48), mid("bella", "bellaquincebridal.example"), cc=MARISOL)
    m.set_content("""Hola familia Villarreal,

¡Gracias! Thank you for your deposit of $400.00 toward Sofía's quinceañera gown (style "Aurora", dusty blue).
Your receipt is attached – please keep it, you will need it at pickup and for any alteration appointments.

Fittings are scheduled 10 weeks and 4 weeks before the event; we'll call to confirm.

Con cariño,
Yesenia
Bella Quince Bridal · 6130 Bandera Rd, Suite 104 · (210) 555-0134
""", cte="quoted-printable")
    receipt = """BELLA QUINCE BRIDAL
6130 Bandera Rd, Suite 104, San Antonio TX 78238
(210) 555-0134

RECIBO / RECEIPT No. BQ-20931
Fecha / Date: 10/02/2025        Asesora / Associate: Yesenia

Cliente / Customer: Jorge & Marisol Villarreal
Para / For: Sofía Villarreal – vestido de quinceañera
Estilo / Style: "Aurora" ball gown, dusty blue, custom bodice crystals
Talla / Size: 4 (to be altered)

Vestido / Gown ...................... $1,089.00
Arreglos / Alterations (est.) ....... $   60.00
                                      ---------
Total ............................... $1,149.00
Depósito / Deposit (Visa ...8812) ... $  400.00
Saldo / Balance due at pickup ....... $  749.00

Pickup: on or after 4/25/2026.
Los depósitos no son reembolsables / Deposits are non-refundable.
"""
    m.add_attachment(receipt, subtype="plain", charset="utf-8", cte="base64",
                     disposition="attachment", filename="Recibo_deposito_Villarreal.txt")
    return rel, finish_mail(m, rel)


# 11 --------------------------------------------------------- multipart/alternative
@mail
def gloria():
    rel = "mail/2025/10/2025-10-09_medicare-counseling-appointment.eml"
    m = new_mail("Gloria Reyna <gloria.reyna@bexarseniorbenefits.example>", J_HOME,
                 "Appointment confirmation - Medicare counseling for Mrs. Carmen Villarreal",
                 central(2025, 10, 9, 11, 26), mid("gloria", "bexarseniorbenefits.example"),
                 cc=LUPE)
    text = """Dear Mr. Villarreal,

This confirms the free Medicare counseling appointment for your mother, Mrs. Carmen Villarreal:

  Tuesday, October 21, 2025, 2:00 PM (about 90 minutes)
  Guadalupe Senior Center, Room 3
  1801 W. Guadalupe St., San Antonio, TX 78207

Please bring:
  - her red-white-and-blue Medicare card
  - her current plan card (Alamo Senior Advantage)
  - a list of ALL her medications with doses (or just bring the bottles in a bag)
  - the name of her pharmacy and her doctors

I speak Spanish, so your mother is welcome to ask me anything directly. We don't sell insurance; SHIP
counseling is unbiased and free.

Gloria Reyna
SHIP Counselor, Bexar Senior Benefits Counseling
(210) 555-0158
"""
    html = """<html><body>
<p>Dear Mr. Villarreal,</p>
<p>This confirms the free Medicare counseling appointment for your mother, <b>Mrs. Carmen Villarreal</b>:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>When</td><td>Tuesday, October 21, 2025, 2:00 PM (about 90 minutes)</td></tr>
<tr><td>Where</td><td>Guadalupe Senior Center, Room 3<br>1801 W. Guadalupe St., San Antonio, TX 78207</td></tr>
</table>
<p>Please bring her Medicare card, her current plan card (Alamo Senior Advantage), a list of all her
medications with doses, and the name of her pharmacy and doctors.</p>
<p>I speak Spanish, so your mother is welcome to ask me anything directly.</p>
<p>Gloria Reyna<br>SHIP Counselor, Bexar Senior Benefits Counseling<br>(210) 555-0158</p>
</body></html>"""
    m.set_content(text, cte="7bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 12 --------------------------------------------------------- multipart/mixed + base64 attachment (encoded-only)
@mail
def ernie_estimate():
    rel = "mail/2025/10/2025-10-24_ernies-estimate-chevy.eml"
    m = new_mail(ERNIE, J_WORK, "estimate - your Chevy (van 2)",
                 central(2025, 10, 24, 14, 52), mid("ernie1", "erniesfleetdiesel.example"))
    m.set_content("""Jorge,

Estimate for the Chevy attached. It's the 3-5-R clutch pack like I thought, plus low line pressure.
I can rebuild it, don't need a reman unit. If you say go today I'll have it back to Tyler by Wednesday.

Ernie
Ernie's Fleet & Diesel
""", cte="7bit")
    est = """ERNIE'S FLEET & DIESEL
2218 S Zarzamora St, San Antonio TX 78207   (210) 555-0147

ESTIMATE #E-10391                         Date: 10/24/2025
Customer: Villarreal Comfort Air
Vehicle:  2021 Chevrolet Express 2500 (Van 2)   Plate MVD-2290
Odometer: 68,412

Complaint:  slipping 2-3 shift, clunk, flare on upshift
Diagnosis:  worn 3-5-R clutch pack, low line pressure

Labor   remove / rebuild / reinstall 6L90 trans, 8.5 hr @ $95 ....  $807.50
Parts   rebuild kit, clutch packs, filter, gaskets ..............  $389.90
Fluid   Dexron VI, 12 qt ........................................  $ 90.00
                                                                 ---------
                                          ESTIMATE TOTAL ......  $1,287.40

Tax on parts and shop supplies not included. Estimate good for 30 days.
"""
    m.add_attachment(est, subtype="plain", charset="us-ascii", cte="base64",
                     disposition="attachment", filename="Estimate_E-10391_Van2.txt")
    return rel, finish_mail(m, rel)


# 13 --------------------------------------------------------- reply, 8bit, the reversed decision
@mail
def venue_switch():
    rel = "mail/2025/11/2025-11-06_re-lo-del-salon.eml"
    orig = mid("salon-q", "mailbox.example")
    m = new_mail(J_HOME, MARISOL, "Re: lo del salón",
                 central(2025, 11, 6, 7, 5), mid("salon-re", "mailbox.example"),
                 cc=LUPE, in_reply_to=orig)
    m.set_content("""Mari (and Lupe, so you hear it from me),

Ok. I thought about it all night. We're switching the quince to Quinta Las Palmas.

Why:
1. Los Arcos only holds 180 and the list is at ~220. "Not everybody will come" – everybody is coming.
2. Brenda rented their back salon to another party the SAME night. Shared parking, shared restrooms,
   somebody else's baby shower music through the wall during Sofi's vals. No.
3. Sofi gets her garden. She's going to cry. Then you're going to cry. Then I go "check on the truck."

I called Quinta this morning – the 16th is still open. I'll drop off the deposit this week. I'll ask Brenda how
much of the $800 they give back, I think it's half.

Lupe – ya sé que te gustaba Los Arcos porque está cerca de la casa de amá, pero no cabemos. It's 30 minutes, I'll
drive her myself.

Decision made. No more going back and forth. Te quiero.
J

El mié, 5 nov 2025 a las 9:41 p.m., Marisol Villarreal <marisol.v@mailbox.example> escribió:
> Jorge, Brenda de Los Arcos me llamó hoy. Dice que rentaron el salón de atrás para otra fiesta
> el mismo 16 de mayo, un baby shower o algo así. Compartiríamos el estacionamiento y los baños.
> Y ya vamos en 220 en la lista y eso que no he puesto a los de Eagle Pass.
> No sé qué hacer. Hablamos manana temprano antes de que te vayas.
> M
""", cte="8bit")
    return rel, finish_mail(m, rel)


# 14 --------------------------------------------------------- QP Spanish (encoded-only name)
@mail
def quinta():
    rel = "mail/2025/11/2025-11-12_quinta-las-palmas-confirmacion.eml"
    m = new_mail("Ximena Ibáñez <eventos@quintalaspalmas.example>", J_HOME,
                 "Confirmación de reservación – Quinceañera Villarreal 16/05/2026",
                 central(2025, 11, 12, 13, 18), mid("quinta", "quintalaspalmas.example"),
                 cc=MARISOL)
    m.set_content("""Estimado Sr. Villarreal:

¡Muchas gracias por elegir Quinta Las Palmas para la quinceañera de Sofía! Le confirmo su reservación:

  Fecha: sábado 16 de mayo de 2026, 6:00 PM a 12:00 AM
  Espacio: Salón Principal + Jardín de las Palmas
  Capacidad: hasta 250 invitados
  Dirección: 14820 Scenic Loop Rd, Helotes, TX 78023

Recibimos su depósito de $1,500 (cheque #2207) el 11 de noviembre. El saldo de $3,300 se paga a más
tardar el 15 de abril de 2026.

Pueden traer su propio servicio de comida sin cargo extra; sólo necesitamos copia del seguro del caterer
y su permiso de salud dos semanas antes del evento.

Para el recorrido (walkthrough) con su DJ y su decoradora le sugiero marzo. Escríbame y lo agendamos.

Seré su coordinadora para todo el evento, desde hoy hasta el último baile. Cualquier pregunta, con confianza.

Atentamente,

Ximena Ibáñez
Coordinadora de Eventos · Quinta Las Palmas
(210) 555-0192
""", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 15 --------------------------------------------------------- forward, 7bit
@mail
def fwd_refund():
    rel = "mail/2025/11/2025-11-20_fwd-los-arcos-refund.eml"
    m = new_mail(J_HOME, DENISE, "Fwd: Cancellation - Villarreal 5/16/2026",
                 central(2025, 11, 20, 18, 2), mid("fwd-arcos", "mailbox.example"))
    m.set_content("""Denise - Los Arcos is mailing back half the deposit. Log it when the check shows up
(it's personal, not the business account, but put it in the quince tab of the sheet). We cancelled with them.

- J

---------- Forwarded message ---------
From: Brenda Castillo <brenda@salonlosarcos.example>
Date: Wed, Nov 19, 2025 at 3:10 PM
Subject: Cancellation - Villarreal 5/16/2026
To: Jorge Villarreal <jorgev@mailbox.example>

Mr. Villarreal,

We are sorry to see you go. Per your cancellation on 11/7/2025 (more than 150 days before the event),
50% of your $800 deposit is refundable. A check for $400.00 will be mailed within 30 days to the address
on file.

Best wishes to Sofia,
Brenda Castillo
Salon Los Arcos
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 16 --------------------------------------------------------- HTML-only base64 (encoded-only member id)
@mail
def rxsure():
    rel = "mail/2025/12/2025-12-02_rxsure-welcome.eml"
    m = new_mail("RxSure Member Services <welcome@rxsure.example>", J_HOME,
                 "Welcome to RxSure Value (PDP) - Carmen Villarreal",
                 central(2025, 12, 2, 8, 30), mid("rxsure", "rxsure.example"))
    html = """<html><body style="font-family:Verdana">
<h2>Welcome to RxSure Value (PDP)</h2>
<p>Dear Carmen Villarreal,</p>
<p>Your enrollment in RxSure Value, a Medicare Prescription Drug Plan, has been accepted. Your coverage
starts <b>January 1, 2026</b>. Your member ID card will arrive by mail within 10 days. Until then, you can use the
information below at the pharmacy.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Member name</th><td>CARMEN VILLARREAL</td></tr>
<tr><th>Member ID</th><td>RXS-40217736</td></tr>
<tr><th>RxBIN</th><td>610999</td></tr>
<tr><th>RxPCN</th><td>RXSMD</td></tr>
<tr><th>RxGRP</th><td>RXVAL26</td></tr>
<tr><th>Monthly premium</th><td>$18.40</td></tr>
<tr><th>Effective</th><td>01/01/2026</td></tr>
</table>
<p>Questions? Call Member Services at 1-800-555-0166 (TTY 711), 8 a.m. &ndash; 8 p.m., 7 days a week.
Se habla espa&ntilde;ol.</p>
<p style="font-size:9px">RxSure is a PDP with a Medicare contract. Enrollment depends on contract renewal. S9999_RXS26_W</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    return rel, finish_mail(m, rel)


# 17 --------------------------------------------------------- reply in Spanish, 8bit
@mail
def lupe():
    rel = "mail/2025/12/2025-12-10_re-como-esta-ama.eml"
    orig = mid("ama-q", "mailbox.example")
    m = new_mail(LUPE, J_HOME, "Re: ¿cómo viste a amá?",
                 central(2025, 12, 10, 20, 44), mid("ama-re", "correo.example"),
                 in_reply_to=orig)
    m.set_content("""Jorge,

Amá está bien, con su tos de siempre pero bien. Pero te tengo que decir algo: el techo de la cocina
está goteando otra vez, justo arriba de la estufa. Hay una mancha café grandota y el sheetrock ya está
blandito. Cuando llovió el jueves puso una olla en el piso 🙄 y no nos dijo nada a ninguno de los dos.

Le hablé a Beto (el primo, el que hace techos) y dice que él lo puede arreglar en enero – $650 de
material, y la mano de obra nos la regala porque es para su tía. Pero dice que el seguro no lo va a cubrir
porque es "wear and tear", el techo ya tiene como 20 años.

Yo digo que lo hagamos antes de que se le caiga el sheetrock encima. Tú dime y mañana le hablo a Beto.
Y no le digas a amá que yo te dije, porque se enoja.

Besos a Marisol y a los niños. ¡Nos vemos el 23!
Lupe

On Tue, Dec 9, 2025 at 10:02 PM Jorge Villarreal <jorgev@mailbox.example> wrote:
> Lupe, ¿cómo viste a amá el domingo? I couldn't go this week, puro trabajo, 3 no-heats a day.
> Did she open the envelopes from the drug plan?
> J
""", cte="8bit")
    return rel, finish_mail(m, rel)


# 18 --------------------------------------------------------- HTML-only QP, current price
@mail
def alamo_2026():
    rel = "mail/2026/01/2026-01-06_alamo-supply-2026-pricing.eml"
    m = new_mail(CHUCK, J_WORK, "2026 Coolmark price list (R-454B line) - eff. 1/12",
                 central(2026, 1, 6, 7, 55), mid("alamo3", "alamohvacsupply.example"))
    html = """<html><body style="font-family:Arial,sans-serif">
<p>Happy New Year Jorge,</p>
<p>Here&rsquo;s the 2026 list. Coolmark moved the whole residential line to R-454B, so these are the new A2L models &ndash;
same model numbers, new refrigerant. Effective <b>Monday 1/12/2026</b>.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Model</th><th>Description</th><th>2026 net</th></tr>
<tr><td>CX14-024</td><td>2-ton condenser, R-454B</td><td>$1,745.00</td></tr>
<tr><td>CX14-036</td><td>3-ton condenser, R-454B</td><td>$2,115.00</td></tr>
<tr><td>CX14-048</td><td>4-ton condenser, R-454B</td><td>$2,640.00</td></tr>
<tr><td>CA-36C</td><td>3-ton cased coil (A2L)</td><td>$890.00</td></tr>
<tr><td>A2L-RDS</td><td>refrigerant detection sensor kit</td><td>$118.00</td></tr>
</table>
<p>I know. I know. Everybody&rsquo;s going up, it&rsquo;s not just us. Let me know if you want to do a stocking order
before the 12th at the old numbers.</p>
<p>Chuck</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 19 --------------------------------------------------------- newsletter, alternative (QP + base64)
@mail
def newsletter():
    rel = "mail/2026/01/2026-01-15_hvac-pro-weekly.eml"
    m = new_mail("HVAC Pro Weekly <newsletter@hvacproweekly.example>", J_WORK,
                 "HVAC Pro Weekly: A2L jobsite tips, SEER2 confusion, tariff watch",
                 central(2026, 1, 15, 5, 0), mid("news", "hvacproweekly.example"),
                 extra=[("List-Id", "HVAC Pro Weekly <weekly.hvacproweekly.example>"),
                        ("List-Unsubscribe", "<https://hvacproweekly.example/u/77123>")])
    text = """HVAC PRO WEEKLY – January 15, 2026

1) A2L on the jobsite: 5 habits to build now
   Leak-check before brazing, ventilate, use spark-free recovery equipment, label everything, and read the
   install manual's minimum room area table – yes, all of it.

2) SEER2 vs SEER: what to tell homeowners
   The numbers went down, the equipment didn't get worse. Keep it simple.

3) Tariff watch: copper and steel
   Distributors are warning of another round of equipment increases in Q2.

4) Business corner: raising your service fee without losing customers
   Announce it early, explain it once, honor written quotes.

You're receiving this because you subscribed at hvacproweekly.example. Unsubscribe any time.
"""
    html = "<html><body>" + "".join(
        "<p>%s</p>" % para.replace("\n", "<br>") for para in text.split("\n\n")) + "</body></html>"
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="base64")
    return rel, finish_mail(m, rel)


# 20 --------------------------------------------------------- 7bit competitor quote
@mail
def lone_star_quote():
    rel = "mail/2026/01/2026-01-29_lone-star-quote.eml"
    m = new_mail(PRIYA, J_WORK, "Quote Q-26-0419 - Coolmark condensers",
                 central(2026, 1, 29, 10, 37), mid("lonestar", "lonestarclimate.example"))
    m.set_content("""Hi Jorge,

Great meeting you yesterday, thanks for the coffee. As promised, here's the quote:

  Quote Q-26-0419 (valid through 3/31/2026)
  CX14-024  Coolmark 2-ton condenser, R-454B ........ $1,690.00 ea
  CX14-036  Coolmark 3-ton condenser, R-454B ........ $2,040.00 ea  (qty 10+)
  CX14-048  Coolmark 4-ton condenser, R-454B ........ $2,575.00 ea
  CA-36C    cased coil, A2L ......................... $865.00 ea

  Free delivery to your shop on orders over $5,000.
  Net 30 once the credit app is approved (usually a week).

I've attached nothing because I always forget attachments, so it's all right here :)

Priya Raman
Inside Sales | Lone Star Climate Distributors
(210) 555-0178
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 21 --------------------------------------------------------- reply w/ quoting, decision
@mail
def supplier_decision():
    rel = "mail/2026/02/2026-02-03_re-spring-condenser-order.eml"
    orig = mid("spring-q", "villarrealcomfort.example")
    m = new_mail(J_WORK, DENISE, "Re: spring condenser order - Alamo or Lone Star?",
                 central(2026, 2, 3, 6, 48), mid("spring-re", "villarrealcomfort.example"),
                 cc="%s, %s" % (RAY, TYLER), in_reply_to=orig)
    m.set_content("""Denise,

Decided: Lone Star for the 3-ton Coolmarks, starting with this spring order (the 10 units). Same exact
unit, $75 less each than Chuck's new price, and they deliver to the shop for free over $5k. That's $750 on
this order alone and nobody has to drive to Callaghan.

We KEEP Alamo for parts, filters, coils when we need them same-day, and anything we need at 7 AM. Chuck has
been good to us for 11 years and I'm not dropping him, I'm just not paying $75 a unit for loyalty.

I'll call Chuck myself today so he doesn't hear it from the counter guys.

Ray, Tyler - nothing changes for you except the condensers show up at the shop instead of you picking them up.

- J

On Mon, Feb 2, 2026 at 4:15 PM Denise Ochoa <denise@villarrealcomfort.example> wrote:
> Jorge - Chuck wants the spring condenser order by Friday (10 of the 3-ton Coolmarks
> for the March/April changeouts). Are we still ordering from Alamo, or did you decide on
> Lone Star after the meeting? I need to know which account to set up the PO on.
> - Denise
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 22 --------------------------------------------------------- multipart/alternative (base64 text + QP html)
@mail
def dj():
    rel = "mail/2026/02/2026-02-09_dj-booking-confirmation.eml"
    m = new_mail(MEMO, J_HOME, "Booking confirmation - Sofía's Quinceañera 5/16/26 🎶",
                 central(2026, 2, 9, 19, 22), mid("memo1", "memobeatssa.example"), cc=MARISOL)
    text = """¡Qué onda, Don Jorge!

Thank you for booking Memo Beats SA for Sofía's quinceañera. Here is your confirmation:

  Event:    Sofía Villarreal – Quinceañera
  Date:     Saturday, May 16, 2026, 6:00 PM – 12:00 AM
  Venue:    Quinta Las Palmas, Helotes
  Package:  "Quince Deluxe" – $1,200
            DJ + bilingual MC, uplighting (dusty blue), cold sparks for the entrance,
            dance-floor lighting, wireless mics for the brindis
  Deposit:  $500 received (Zelle, 2/9/2026) – ¡gracias!
  Balance:  $700 due by May 1, 2026 (Zelle or cash)

Send me Sofi's song list (entrada, surprise dance, last song) by April 1.

Memo (Guillermo Salinas)
Memo Beats SA · (210) 555-0109
"""
    html = """<html><body>
<p>&iexcl;Qu&eacute; onda, Don Jorge!</p>
<p>Thank you for booking <b>Memo Beats SA</b> for Sof&iacute;a's quincea&ntilde;era.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Date</td><td>Saturday, May 16, 2026, 6:00 PM &ndash; 12:00 AM</td></tr>
<tr><td>Venue</td><td>Quinta Las Palmas, Helotes</td></tr>
<tr><td>Package</td><td>Quince Deluxe &ndash; $1,200</td></tr>
<tr><td>Deposit</td><td>$500 received (Zelle, 2/9/2026)</td></tr>
<tr><td>Balance</td><td><b>$700 due by May 1, 2026</b></td></tr>
</table>
<p>Send me Sofi's song list by April 1.</p>
<p>Memo (Guillermo Salinas)<br>Memo Beats SA &middot; (210) 555-0109</p>
</body></html>"""
    m.set_content(text, cte="base64")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return rel, finish_mail(m, rel)


# 23 --------------------------------------------------------- reply w/ quoting, 8bit
@mail
def walkthrough():
    rel = "mail/2026/02/2026-02-12_re-walkthrough.eml"
    orig = mid("walk-q", "mailbox.example")
    m = new_mail(MEMO, J_HOME, "Re: walkthrough at the venue",
                 central(2026, 2, 12, 12, 9), mid("walk-re", "memobeatssa.example"),
                 in_reply_to=orig)
    m.set_content("""Claro que sí, Don Jorge. I'll be there. I'll bring my layout sketch for the dance floor and where
the cold sparks go so the venue can sign off on it (some venues get nervous about the sparks near the palms).

Memo

On Wed, Feb 11, 2026 at 9:30 PM Jorge Villarreal <jorgev@mailbox.example> wrote:
> Memo - the walkthrough at Quinta is Saturday 3/14 at 10am. Can you make it?
> The coordinator wants to see where you set up and where the power is.
> Marisol and Sofi are coming too. Should take an hour.
> J
""", cte="8bit")
    return rel, finish_mail(m, rel)


# 24 --------------------------------------------------------- receipt noise, 7bit
@mail
def order_receipt():
    rel = "mail/2026/02/2026-02-17_order-confirmation.eml"
    m = new_mail("BigBox Online <auto-confirm@bigboxonline.example>", "jorgev@mailbox.example",
                 "Your BigBox Online order #112-5590321 has shipped",
                 central(2026, 2, 17, 3, 14), mid("order", "bigboxonline.example"))
    m.set_content("""Hello Jorge,

Your order #112-5590321 has shipped and will arrive Thursday, February 19.

  1 x Wireless 4-probe meat thermometer w/ app ........ $69.99
  1 x Furnace filter 16x25x1 MERV 11, 6-pack ........... $54.99
  1 x Kids' volleyball knee pads, size M ............... $19.99

  Subtotal $144.97   Tax $11.96   Total $156.93
  Paid with Visa ending 8812

Track your package: https://bigboxonline.example/track/112-5590321
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 25 --------------------------------------------------------- 7bit, moves the calendar event
@mail
def ernie_inspection():
    rel = "mail/2026/02/2026-02-20_ernies-van1-inspection-moved.eml"
    m = new_mail(ERNIE, J_WORK, "need to move van 1 inspection",
                 central(2026, 2, 20, 16, 35), mid("ernie2", "erniesfleetdiesel.example"))
    m.set_content("""Jorge,

I gotta move the Transit (your van 1) inspection. My state inspector is out all next week, knee surgery.
Instead of Tue 2/24 at 8, can you bring it Tuesday 3/3 at 10:30? Same deal - inspection, and we'll do the
registration sticker paperwork while you wait. Should be 45 min.

Sorry for the hassle.
Ernie
""", cte="7bit")
    return rel, finish_mail(m, rel)


# 26 --------------------------------------------------------- reply w/ quoting, QP
@mail
def denise_open():
    rel = "mail/2026/02/2026-02-23_re-whats-still-open.eml"
    orig = mid("open-q", "villarrealcomfort.example")
    m = new_mail(DENISE, J_WORK, "Re: what's still open?",
                 central(2026, 2, 23, 11, 2), mid("open-re", "villarrealcomfort.example"),
                 in_reply_to=orig)
    m.set_content("""Here's my list, in order of how much it bugs me:

1. Coolmark warranty credit – the Hernandez compressor from June. $412.50 labor allowance. It is still not
   on our Alamo statement and no check came. I emailed their claims dept twice (12/3 and 2/2), no answer.
   You said you'd call them. Please call them.
2. Van 2 (the Chevy) – registration expires 3/31. It needs the state inspection first and it is NOT
   scheduled. Van 1 is handled (Ernie's, he emailed you).
3. Los Arcos refund check ($400) – came 12/18, deposited, logged in the quince tab. ✔ done
4. Q1 estimated tax – due 4/15. Sam has the numbers.
5. Lone Star account – credit app approved 2/10. ✔ done
6. Comfort Club postcards – printer says 3/4.

– Denise

On Mon, Feb 23, 2026 at 6:20 AM Jorge Villarreal <jorge@villarrealcomfort.example> wrote:
> Denise, before the spring rush hits can you send me everything that's still open?
> Money people owe us, stuff we owe, anything with a deadline.
> - J
""", cte="quoted-printable")
    return rel, finish_mail(m, rel)


def build_all():
    return [fn() for fn in MAILS]
