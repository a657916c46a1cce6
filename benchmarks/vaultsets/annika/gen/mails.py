"""All .eml files (built with email.message.EmailMessage)."""
from util import eml, msgid

A_WORK = "Annika Brandt <annika@brandtphysio.example>"
A_HOME = "Annika Brandt <annika.brandt@mailbox.example>"
TOM = "Tom Pickering <tom.pickering@mailbox.example>"
PRIYA = "Priya Nair <priya@kirkstallhub.example>"
DAVE = "Dave Simmons <dave@dsplumbing.example>"
MAMA = "Gisela Brandt <gisela.brandt@posteo-mail.example>"
KESSLER = "Dorothea Kessler <d.kessler@kessler-immobilien.example>"
NOTAR = "Notariat Fahrner & Stein <sekretariat@notariat-fahrner.example>"

MAILS = []  # (path, kwargs)


def add(path, headers, **kw):
    MAILS.append((path, headers, kw))


def H(path, frm, to, date, subject, domain, cc=None, extra=()):
    h = [("From", frm), ("To", to)]
    if cc:
        h.append(("Cc", cc))
    h += [("Date", date), ("Subject", subject), ("Message-ID", msgid(path, domain))]
    h += list(extra)
    return h


# 1 ---------------------------------------------------------------- 2025/06
p = "mail/2025/06/hub-licence-room4.eml"
add(p, H(p, PRIYA, A_WORK, "Tue, 03 Jun 2025 10:14:00 +0100",
         "Licence + welcome pack - Room 4", "kirkstallhub.example"),
    text="""Hi Annika,

Lovely to meet you properly yesterday and welcome to the Hub! Attached in the
post is your signed copy of the licence - here's the short version so you
don't have to read 14 pages:

  Room:        Room 4 (ground floor, back corridor)
  Start:       Monday 2 June 2025
  Licence fee: GBP 520 per calendar month, by standing order on the 1st
  Notice:      2 months either side
  Front door:  code 2580# (I'll email everyone when it changes)

Reception is staffed 8am-6pm weekdays (Carol mornings, Jade afternoons).
Bins go out Thursday night - clinical waste bags are in the cupboard under the
stairs, the yellow ones, and the collection is the first Monday of the month.

Fire drill is usually the second Tuesday of the quarter, 10am. Sorry in
advance if you have someone on the plinth with needles in.

Any problems with the room just shout. The radiator in Room 4 is a bit
temperamental - if it knocks, bleed it (key is on top of the door frame).

Best,
Priya

--
Priya Nair | Centre Manager
Kirkstall Wellness Hub, 112 Abbey Road, Leeds LS5 3XX
""", text_cte="7bit")

# 2 ---------------------------------------------------------------- 2025/07
p = "mail/2025/07/albion-provider-registration.eml"
add(p, H(p, "Albion Medical Provider Services <providers@albionmedical.example>", A_WORK,
         "Mon, 21 Jul 2025 08:02:41 +0100",
         "Your provider registration is complete", "albionmedical.example"),
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Registration complete</title></head>
<body style="font-family:Arial,sans-serif;color:#1d2a3a">
<p>Dear Ms Brandt,</p>
<p>Thank you for applying to join the Albion Medical recognised provider network.
We are pleased to confirm that your registration is now <strong>complete</strong>.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th align="left">Provider name</th><td>Annika Brandt Physiotherapy</td></tr>
<tr><th align="left">Provider number</th><td>ALB-PR-77120</td></tr>
<tr><th align="left">Specialty</th><td>Physiotherapy (musculoskeletal)</td></tr>
<tr><th align="left">Practice address</th><td>Kirkstall Wellness Hub, 112 Abbey Road, Leeds LS5 3XX</td></tr>
<tr><th align="left">Initial assessment</th><td>&pound;75.00</td></tr>
<tr><th align="left">Follow-up session</th><td>&pound;62.00</td></tr>
<tr><th align="left">Payment terms</th><td>30 days from receipt of a valid claim</td></tr>
<tr><th align="left">Effective from</th><td>21 July 2025</td></tr>
</table>
<p>Please quote your provider number on every claim and on any correspondence.
Claims are submitted through the Provider Hub; your login details will follow in a separate email.</p>
<p>Please note that any member excess is deducted from the benefit we pay to you and should be collected from the member.</p>
<p>Kind regards,<br>Provider Services<br>Albion Medical</p>
<p style="font-size:11px;color:#777">This email was sent to annika@brandtphysio.example. Albion Medical is a fictional insurer.</p>
</body></html>
""", html_cte="base64")

# 3 ---------------------------------------------------------------- 2025/08
p = "mail/2025/08/mama-wohnung-verkaufen.eml"
add(p, H(p, MAMA, A_HOME, "Sun, 17 Aug 2025 19:48:12 +0200",
         "Die Wohnung", "posteo-mail.example", cc="Katrin Weber <katrin.weber@gmx-mail.example>"),
    text="""Liebe Annika,

ich schreibe Dir lieber, weil ich am Telefon immer den Faden verliere und Papa
dann dazwischenredet.

Papa und ich haben in den letzten Wochen viel überlegt, und wir haben uns
entschieden: wir wollen die Wohnung verkaufen. Die Treppen werden zu viel. Papas
Knie ist seit dem Frühjahr nicht besser geworden, und ich trage die Einkäufe
inzwischen in zwei Fuhren hoch. Dritter Stock ohne Aufzug, das geht mit 70 einfach
nicht mehr, auch wenn Papa das nicht hören will.

Wir haben uns schon zwei Seniorenwohnungen angeschaut, eine davon mit Kati. Die
zweite hat uns gut gefallen, klein, hell, mit Aufzug und Balkon. Aber entschieden
ist noch nichts.

Papa möchte die Wohnung am liebsten privat verkaufen, ohne Makler. Kati meint,
das ist keine gute Idee, und ehrlich gesagt glaube ich das auch. Kannst Du Dir
mal anschauen, was so ein Makler kostet und worauf man achten muss? Du kannst
das mit dem Papierkram besser als wir. Frau Eckert von nebenan hat uns eine
Maklerin empfohlen, Frau Kessler, die hat auch die Wohnung im 1. Stock verkauft.

Wir wissen, dass das auch für Dich und Kati nicht leicht ist. Ihr seid hier
groß geworden. Aber es ist die richtige Entscheidung.

Grüß Tom und drück Leo ganz fest von Oma und Opa.

Deine Mama

PS: Papa sagt, Du sollst nicht so viel arbeiten.
""", text_cte="8bit")

# 4 ---------------------------------------------------------------- 2025/09
p = "mail/2025/09/kessler-maklerauftrag.eml"
add(p, H(p, KESSLER, A_HOME, "Tue, 23 Sep 2025 11:36:05 +0200",
         "Maklerauftrag Erwinstraße 27 – Unterlagen und nächste Schritte", "kessler-immobilien.example",
         cc=MAMA),
    text="""Sehr geehrte Frau Brandt,

vielen Dank für das angenehme Gespräch gestern mit Ihren Eltern und Ihnen per
Video. Anbei die Zusammenfassung des unterschriebenen Alleinauftrags:

  Objekt:         3-Zimmer-Eigentumswohnung, 3. OG, ca. 81 m², Erwinstraße 27, 79102 Freiburg
  Angebotspreis:  389.000 €
  Provision:      3,57 % inkl. MwSt. jeweils vom Käufer und vom Verkäufer
                  (hälftige Teilung nach § 656c BGB)
  Laufzeit:       6 Monate, danach monatlich kündbar

Nächste Schritte:
  - Fototermin: Dienstag, 30. September, 10 Uhr (bitte Balkon freiräumen)
  - Exposé online ab Montag, 6. Oktober
  - erste Besichtigungen ab der Woche darauf, immer mit mir, Ihre Eltern müssen
    nicht anwesend sein (Ihr Vater möchte aber, sagt er)

Für das Exposé und die Käuferfinanzierung benötige ich noch:
  - Energieausweis (gültig, Verbrauchsausweis reicht)
  - Teilungserklärung mit Aufteilungsplan
  - Protokolle der letzten drei Eigentümerversammlungen
  - aktuellen Wirtschaftsplan und Hausgeldabrechnung
  - Grundriss (falls vorhanden, sonst messe ich selbst auf)

Die Unterlagen können Sie mir gerne eingescannt schicken.

Mit freundlichen Grüßen

Dorothea Kessler
Kessler Immobilien Breisgau
Schwarzwaldstraße 112, 79117 Freiburg
Tel. 0761 000 0000
""", text_cte="quoted-printable",
    html="""<html><body style="font-family:Georgia,serif">
<p>Sehr geehrte Frau Brandt,</p>
<p>vielen Dank für das angenehme Gespräch gestern mit Ihren Eltern und Ihnen per Video.
Anbei die Zusammenfassung des unterschriebenen Alleinauftrags:</p>
<table border="0" cellpadding="4">
<tr><td><b>Objekt</b></td><td>3-Zimmer-Eigentumswohnung, 3. OG, ca. 81 m², Erwinstraße 27, 79102 Freiburg</td></tr>
<tr><td><b>Angebotspreis</b></td><td>389.000 €</td></tr>
<tr><td><b>Provision</b></td><td>3,57 % inkl. MwSt. jeweils vom Käufer und vom Verkäufer (hälftige Teilung nach § 656c BGB)</td></tr>
<tr><td><b>Laufzeit</b></td><td>6 Monate, danach monatlich kündbar</td></tr>
</table>
<p><b>Nächste Schritte:</b></p>
<ul>
<li>Fototermin: Dienstag, 30. September, 10 Uhr (bitte Balkon freiräumen)</li>
<li>Exposé online ab Montag, 6. Oktober</li>
<li>erste Besichtigungen ab der Woche darauf, immer mit mir</li>
</ul>
<p>Für das Exposé und die Käuferfinanzierung benötige ich noch: Energieausweis, Teilungserklärung mit Aufteilungsplan,
Protokolle der letzten drei Eigentümerversammlungen, aktuellen Wirtschaftsplan und Hausgeldabrechnung, Grundriss.</p>
<p>Mit freundlichen Grüßen<br>Dorothea Kessler<br>Kessler Immobilien Breisgau<br>Schwarzwaldstraße 112, 79117 Freiburg</p>
</body></html>
""", html_cte="quoted-printable")

# 5
p = "mail/2025/09/physiodesk-receipt.eml"
add(p, H(p, "PhysioDesk Billing <billing@physiodesk.example>", A_WORK,
         "Mon, 01 Sep 2025 06:00:12 +0000", "Your PhysioDesk receipt PD-2025-09-8812",
         "physiodesk.example"),
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2 style="color:#0b6e4f">Thanks for your payment</h2>
<p>Hi Annika, here is your receipt for September.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#eef"><th>Item</th><th>Period</th><th>Amount</th></tr>
<tr><td>PhysioDesk Solo (1 practitioner)</td><td>1–30 Sep 2025</td><td>£32.50</td></tr>
<tr><td>SMS reminders bundle (200)</td><td>1–30 Sep 2025</td><td>£6.50</td></tr>
<tr><td><b>Total charged to Visa •••• 4417</b></td><td></td><td><b>£39.00</b></td></tr>
</table>
<p>Receipt number: PD-2025-09-8812. VAT is not charged on this plan.</p>
<p>New this month: online forms can now be sent automatically before a first appointment. <a href="https://physiodesk.example/whats-new">See what's new</a>.</p>
<p style="color:#888;font-size:11px">You're receiving this because you have a PhysioDesk account. Manage email preferences in Settings.</p>
</body></html>
""", html_cte="quoted-printable")

# 6 ---------------------------------------------------------------- 2025/10
p = "mail/2025/10/ds-plumbing-quote.eml"
quote_txt = """DS PLUMBING & HEATING
Dave Simmons - 07700 900 312 - dave@dsplumbing.example
----------------------------------------------------------
QUOTATION            Ref: DSP-Q-2291        Date: 16/10/2025
Client: A. Brandt & T. Pickering, 31 Elmfield Terrace, Leeds LS6 2QX
Job: full bathroom refit (bath with shower over)
----------------------------------------------------------
Strip out existing suite, tiles, boards, dispose (skip by client) .. 650.00
Replace floorboards with 18mm ply, level                          .. 480.00
First fix plumbing - new wastes, isolation valves, bath/shower     .. 1,150.00
Thermostatic bar mixer + riser kit (fitting only)                  .. 220.00
Boarding walls (aquapanel where wet)                               .. 890.00
Fit bath, WC, basin + unit, towel radiator                         .. 1,260.00
Second fix, silicone, commissioning                                .. 540.00
Tiling labour (Marek Nowak) walls + floor, approx 14 m2            .. 1,320.00
Sundries (adhesive, grout, trims, pipe, fittings)                  .. 340.00
----------------------------------------------------------
TOTAL                                                           6,850.00
----------------------------------------------------------
Excludes: tiles, sanitaryware, mixer, towel rad (supplied by client);
electrics (fan, shaver point) - your electrician.
Walk-in option: add approx 450.00 for tray/former + screen fitting.
Payment: 1,500 deposit on booking, stage payment after first fix,
balance on completion. Quote valid 60 days.
"""
add(p, H(p, DAVE, A_HOME, "Thu, 16 Oct 2025 20:41:09 +0100",
         "Bathroom quote - 31 Elmfield Terrace", "dsplumbing.example", cc=TOM),
    text="""Hi Annika, hi Tom,

Thanks for having me round on Tuesday. Quote attached as promised.

It's for the full refit as we discussed with a bath and shower over - I've put
the walk-in price at the bottom as an extra so you can see the difference.
Total for the bath version is 6,850, that's everything except the tiles and
sanitaryware which you said you'd rather buy yourselves (sensible, you'll get
them cheaper than me).

Floor felt a bit soft by the bath - I won't know till the boards are up. If
the joists are bad that's extra, I'll tell you before I do anything.

Earliest start at the moment is March, I'm booked solid till then.

Cheers
Dave
""", text_cte="7bit",
    attachments=[("quote.txt", quote_txt, "base64")])

# 7
p = "mail/2025/10/sparkasse-preisaenderung.eml"
add(p, H(p, "Sparkasse Breisgau <service@sparkasse-breisgau.example>", A_HOME,
         "Wed, 08 Oct 2025 07:15:00 +0200",
         "Wichtige Information: Änderung unseres Preis- und Leistungsverzeichnisses zum 1. Januar 2026",
         "sparkasse-breisgau.example"),
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Sehr geehrte Frau Brandt,</p>
<p>steigende Kosten für IT-Sicherheit und den Zahlungsverkehr machen eine Anpassung unserer Entgelte notwendig.
Zum <b>1. Januar 2026</b> ändern sich die Kontoführungsentgelte wie folgt:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e30613;color:#fff"><th>Kontomodell</th><th>bisher monatlich</th><th>ab 01.01.2026 monatlich</th></tr>
<tr><td>Giro Basis</td><td>7,50 €</td><td>8,50 €</td></tr>
<tr><td>Giro Komfort</td><td>4,90 €</td><td>6,90 €</td></tr>
<tr><td>Giro Online</td><td>2,90 €</td><td>3,50 €</td></tr>
<tr><td>Giro Junge Leute</td><td>0,00 €</td><td>0,00 €</td></tr>
</table>
<p>Ihr aktuelles Kontomodell: <b>Giro Komfort</b>.</p>
<p>TAN-Verfahren: pushTAN bleibt kostenlos. Ein neuer chipTAN-Generator kostet 12,90 €; SMS-TAN wird zum 31.03.2026 eingestellt.</p>
<p>Wenn Sie mit den Änderungen nicht einverstanden sind, können Sie bis zum Inkrafttreten kostenfrei kündigen.
Ein Wechsel in ein anderes Kontomodell ist jederzeit in der Filiale oder im Online-Banking möglich.</p>
<p>Mit freundlichen Grüßen<br>Ihre Sparkasse Breisgau</p>
<p style="font-size:11px;color:#666">Dies ist eine automatisch erzeugte Nachricht. Bitte antworten Sie nicht auf diese E-Mail.</p>
</body></html>
""", html_cte="quoted-printable")

# 8
p = "mail/2025/10/fry-bow-rehair-receipt.eml"
add(p, H(p, "Gerald Fry Violins <shop@geraldfryviolins.example>", A_HOME,
         "Sat, 11 Oct 2025 12:20:33 +0100", "Receipt - bow rehair", "geraldfryviolins.example"),
    text="""Receipt no. 2025-311

Gerald Fry Violins, 4 Kirkgate, Otley LS21

Customer: Annika Brandt
Item: viola bow (brazilwood, silver mounted)

  Rehair, Mongolian white horsehair ......... 65.00
  New thumb grip (leather) ..................  0.00 (on the house)

Paid by card 11/10/2025. Thank you!

Bow was last rehaired 2023 by the look of it - with your amount of playing
once a year is about right. Loosen the hair after playing please ;-)

Gerald
""", text_cte="7bit")

# 9 ---------------------------------------------------------------- 2025/11
p = "mail/2025/11/re-bathroom-walk-in.eml"
add(p, H(p, TOM, A_HOME, "Sun, 16 Nov 2025 21:12:40 +0000",
         "Re: bathroom - bath or walk-in?", "mailbox.example",
         extra=[("In-Reply-To", "<bath-or-walkin-0001@mailbox.example>"),
                ("References", "<bath-or-walkin-0001@mailbox.example>")]),
    text="""Walk-in. Definitely. We use the bath about twice a year, and Leo can have
baths at Grandma's and at Oma's. A big walk-in with a proper rainfall head is
the one thing I'd actually enjoy every single day. The extra 450 is worth it.

Tell Dave yes?

T x

On Sun, 16 Nov 2025 at 19:03, Annika Brandt wrote:
> Ok so I need a decision before Dave orders anything. Options:
>
> A) keep the bath, shower over it, glass screen. Dave's quote as it is.
>    + Leo's baths, + resale (families want a bath), + my twice-a-year bath
>    - shower over a bath is never great, you step over the edge
>
> B) walk-in shower, bath out. About 450 more for the tray/former.
>    + feels bigger, + easier to clean, + you love it
>    - no bath at all. Leo will riot.
>
> I'm 60/40 for B if I'm honest, mostly because it's the one room we'll use
> every day. But I keep thinking about Leo.
>
> A.
""", text_cte="7bit")

# 10
p = "mail/2025/11/leeds-tile-depot-newsletter.eml"
add(p, H(p, "Leeds Tile Depot <news@leedstiledepot.example>", A_HOME,
         "Thu, 27 Nov 2025 09:00:00 +0000", "Black Friday starts NOW: 20% off porcelain",
         "leedstiledepot.example",
         extra=[("List-Unsubscribe", "<https://leedstiledepot.example/unsub?u=ab771>")]),
    text="""LEEDS TILE DEPOT - BLACK FRIDAY

20% off all porcelain floor and wall tiles until Monday 1 December.
Use code BF20TILES at checkout or show this email in store.

This week's favourites:
- Hexagon matt white 20cm - was 39.95/m2, now 31.96/m2
- Terrazzo Grigio 60x60 - was 42.00/m2, now 33.60/m2
- Metro white gloss 10x20 - was 18.50/m2, now 14.80/m2

Free samples (up to 5) - order online, delivered in 2 days.
Showroom: Kirkstall Road, Mon-Sat 8-5, Sun 10-4.

Unsubscribe: https://leedstiledepot.example/unsub
""", text_cte="7bit",
    html="""<html><body style="font-family:Verdana,sans-serif">
<h1 style="background:#222;color:#fc0;padding:10px">BLACK FRIDAY &ndash; 20% off porcelain</h1>
<p>Until Monday 1 December. Code <b>BF20TILES</b>.</p>
<table cellpadding="8" border="1" style="border-collapse:collapse">
<tr><th>Tile</th><th>Was</th><th>Now</th></tr>
<tr><td>Hexagon matt white 20cm</td><td>£39.95/m²</td><td>£31.96/m²</td></tr>
<tr><td>Terrazzo Grigio 60x60</td><td>£42.00/m²</td><td>£33.60/m²</td></tr>
<tr><td>Metro white gloss 10x20</td><td>£18.50/m²</td><td>£14.80/m²</td></tr>
</table>
<p>Free samples (up to 5) &ndash; delivered in 2 days.</p>
<p style="font-size:10px"><a href="https://leedstiledepot.example/unsub">Unsubscribe</a></p>
</body></html>
""", html_cte="quoted-printable")

# 11 --------------------------------------------------------------- 2025/12
p = "mail/2025/12/qureshi-heating-invoice.eml"
add(p, H(p, "Qureshi Heating <imran@qureshiheating.example>", A_HOME,
         "Tue, 09 Dec 2025 13:05:51 +0000", "Invoice QH-1187 - 31 Elmfield Terrace",
         "qureshiheating.example"),
    text="""Hi Annika,

Thanks for the tea this morning. Invoice below for today's call-out.

INVOICE QH-1187                                   Date: 09/12/2025
Qureshi Heating - Gas Safe reg. 556677
Engineer: Imran Qureshi

Address: 31 Elmfield Terrace, Leeds LS6 2QX
Appliance: Ardent Combi 30 (combi boiler, kitchen cupboard), approx 9 yrs old

Fault reported: no hot water at taps, heating working.
Found: diverter valve cartridge sticking in the heating position. System
pressure low (0.6 bar).
Work done: replaced diverter valve cartridge, cleaned filter, repressurised
to 1.2 bar, tested hot water + heating, flue gas analysis ok.

  Labour (call-out + 1 hr) ........ £95.00
  Diverter valve cartridge ........ £90.00
  TOTAL ........................... £185.00

Bank transfer please: Qureshi Heating, sort code 00-00-00, acc 00000000,
reference QH-1187.

I showed you how to top up the pressure - if you need to do it more than once
a month give me a ring, it means there's a leak somewhere.

The boiler hasn't been serviced for a while by the look of it. I've put you in
the diary for the annual service on Tuesday 8 December 2026, 8am - I'll text a
reminder the week before.

Cheers,
Imran
""", text_cte="quoted-printable")

# 12
p = "mail/2025/12/bkk-beitragsanpassung.eml"
add(p, H(p, "Schwarzwald BKK <service@schwarzwald-bkk.example>", A_HOME,
         "Fri, 12 Dec 2025 09:30:00 +0100",
         "Ihre Anwartschaftsversicherung – Beitrag ab 1. Januar 2026", "schwarzwald-bkk.example"),
    text="""Sehr geehrte Frau Brandt,

zum 1. Januar 2026 ändern sich die Beitragssätze in der Kranken- und
Pflegeversicherung sowie der Zusatzbeitrag der Schwarzwald BKK. Dies wirkt sich
auch auf Ihre Anwartschaftsversicherung aus.

Ihre Daten:
  Mitgliedsnummer:   S 448 120 937
  Versicherungsart:  Anwartschaftsversicherung (Wohnsitz im Ausland)
  Beitrag bisher:    38,40 € monatlich
  Beitrag ab 1. Januar 2026:  41,15 € monatlich

Der Beitrag wird wie bisher per SEPA-Lastschrift zum 15. des Monats von Ihrem
hinterlegten Konto eingezogen. Sie müssen nichts weiter tun.

Bitte denken Sie daran: Bei einer Rückkehr nach Deutschland melden Sie sich
bitte innerhalb von drei Monaten bei uns, damit Ihre Anwartschaft in eine
reguläre Mitgliedschaft umgewandelt werden kann.

Bei Fragen erreichen Sie uns unter 0800 000 0000 (kostenfrei) oder über das
Online-Postfach in der App.

Mit freundlichen Grüßen

Ihre Schwarzwald BKK
Kundenservice Mitgliedschaft
""", text_cte="base64")

# 13 --------------------------------------------------------------- 2026/01
p = "mail/2026/01/re-room-move.eml"
add(p, H(p, PRIYA, A_WORK, "Thu, 08 Jan 2026 15:47:22 +0000",
         "Re: Upstairs room?", "kirkstallhub.example",
         extra=[("In-Reply-To", "<upstairs-room-ab01@brandtphysio.example>"),
                ("References", "<upstairs-room-ab01@brandtphysio.example>")]),
    text="""Hi Annika,

Happy new year to you too! Yes - it's yours. The counsellor is out at the end
of January, so Room 2 is yours from Monday 2 February. I'll get the cleaners
in on the Friday and you can move your things over the weekend (the lift is
working again, for once).

Money: Room 2 is bigger and has the window, so the fee is GBP 565 pcm. As
promised I'll hold you at your current 520 until the end of March - the new
amount starts with the 1 April standing order. Can you update your standing
order before then? I'll send the licence variation to sign.

Also FYI the front door code changes on 2 Feb as well, new one is 7319#.

Priya

On Wed, 7 Jan 2026 at 08:12, Annika Brandt wrote:
> Hi Priya,
>
> Happy new year! You mentioned before Christmas that the counsellor might be
> leaving the upstairs room. If Room 2 (the one with the window over the
> canal) comes free I would love to move - I'd take it as soon as it's
> available. I'm slowly turning into a mushroom in Room 4 :-)
>
> What would the rent be?
>
> Thanks,
> Annika
""", text_cte="7bit")

# 14
p = "mail/2026/01/re-self-assessment.eml"
add(p, H(p, "Gareth Holt <gareth@holtlyle.example>", A_WORK, "Tue, 20 Jan 2026 17:02:10 +0000",
         "Re: Self assessment 2024/25 - mileage", "holtlyle.example",
         extra=[("In-Reply-To", "<sa-mileage-ab02@brandtphysio.example>"),
                ("References", "<sa-mileage-ab02@brandtphysio.example>")]),
    text="""Hi Annika,

Thanks for the mileage - that's all in. Your 2024/25 return was filed with
HMRC this afternoon.

  Income tax + Class 4 NIC for 2024/25 ........ 1,338.20
  First payment on account 2025/26 ............   976.40
  Due by 31 January 2026 ...................... 2,314.60

Pay HMRC online with your UTR followed by K as the reference. The second
payment on account (976.40) is due 31 July 2026 - put it in your diary.

Re your question: yes, the hub room fee, PhysioDesk, CSP membership, CPD
courses and the laundry are all allowable. The bathroom at home is not,
however much you might want it to be.

Best,
Gareth

--
Gareth Holt FCCA
Holt & Lyle Accountants, Headingley, Leeds

On Mon, 19 Jan 2026 at 21:40, Annika Brandt wrote:
> Hi Gareth,
>
> Sorry this is late - mileage for Apr 2024-Mar 2025: 1,184 miles, mostly
> home visits and the two CPD days. Spreadsheet attached.
>
> Quick question while I have you: can I claim the room rent and the booking
> software in full? And the CPD courses?
>
> Thanks,
> Annika
""", text_cte="7bit")

# 15 --------------------------------------------------------------- 2026/02
p = "mail/2026/02/kessler-kaufangebote.eml"
add(p, H(p, KESSLER, A_HOME, "Fri, 06 Feb 2026 16:22:48 +0100",
         "Erwinstraße 27 – zwei Kaufangebote", "kessler-immobilien.example", cc=MAMA),
    text="""Sehr geehrte Frau Brandt,

gute Nachrichten: Für die Wohnung Ihrer Eltern liegen mir seit heute zwei
schriftliche Kaufangebote vor.

  1) Herr Cem Yilmaz: 385.000 €
     - Finanzierung: „in Klärung", noch keine Bestätigung der Bank
     - möchte vor Vertrag einen Gutachter wegen der Fenster und des Dachs
       beauftragen, ggf. Nachverhandlung
     - Übergabe flexibel

  2) Jonas und Miriam Albrecht: 378.000 €
     - Finanzierungsbestätigung der Volksbank liegt mir vor
     - akzeptieren den Zustand, keine Nachverhandlung
     - Übergabe zum 1. August 2026 gewünscht

Meine Einschätzung: Das Angebot von Herrn Yilmaz ist höher, aber mit
deutlich mehr Unsicherheit. Die Albrechts sind ein junges Paar, sie
erwarten ein Kind und wollen verbindlich kaufen.

Bitte besprechen Sie das mit Ihren Eltern und geben Sie mir bis Dienstag
Bescheid. Beide Interessenten wissen, dass es ein zweites Angebot gibt.

Mit freundlichen Grüßen
Dorothea Kessler
Kessler Immobilien Breisgau
""", text_cte="quoted-printable",
    html="""<html><body style="font-family:Georgia,serif">
<p>Sehr geehrte Frau Brandt,</p>
<p>gute Nachrichten: Für die Wohnung Ihrer Eltern liegen mir seit heute zwei schriftliche Kaufangebote vor.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Interessent</th><th>Angebot</th><th>Finanzierung</th><th>Bedingungen</th><th>Übergabe</th></tr>
<tr><td>Herr Cem Yilmaz</td><td>385.000 €</td><td>in Klärung, keine Bestätigung</td><td>Gutachter wegen Fenster/Dach, ggf. Nachverhandlung</td><td>flexibel</td></tr>
<tr><td>Jonas und Miriam Albrecht</td><td>378.000 €</td><td>Bestätigung der Volksbank liegt vor</td><td>keine Nachverhandlung</td><td>1. August 2026</td></tr>
</table>
<p>Meine Einschätzung: Das Angebot von Herrn Yilmaz ist höher, aber mit deutlich mehr Unsicherheit.</p>
<p>Bitte geben Sie mir bis Dienstag Bescheid.</p>
<p>Mit freundlichen Grüßen<br>Dorothea Kessler<br>Kessler Immobilien Breisgau</p>
</body></html>
""", html_cte="quoted-printable")

# 16
p = "mail/2026/02/re-kaufangebote.eml"
add(p, H(p, A_HOME, KESSLER, "Mon, 09 Feb 2026 22:05:13 +0000",
         "Re: Erwinstraße 27 – zwei Kaufangebote", "mailbox.example", cc=MAMA,
         extra=[("In-Reply-To", msgid("mail/2026/02/kessler-kaufangebote.eml", "kessler-immobilien.example")),
                ("References", msgid("mail/2026/02/kessler-kaufangebote.eml", "kessler-immobilien.example"))]),
    text="""Sehr geehrte Frau Kessler,

vielen Dank für die schnelle Übersicht. Wir haben heute Abend lange mit meinen
Eltern und meiner Schwester telefoniert.

Meine Eltern nehmen das Angebot von Jonas und Miriam Albrecht über 378.000 € an.
Ausschlaggebend war, dass die Finanzierungsbestätigung schon vorliegt, dass die
Albrechts die Wohnung so nehmen, wie sie ist (mein Vater hätte eine
Nachverhandlung wegen des Dachs nicht gut verkraftet), und dass die Übergabe
zum 1. August genau zum Umzug meiner Eltern passt. Lieber etwas weniger und
dafür Sicherheit.

Bitte sagen Sie Herrn Yilmaz freundlich ab und leiten Sie alles Weitere mit
dem Notar in die Wege. Meine Eltern würden gerne Dr. Fahrner nehmen, der hat
auch schon das Testament gemacht.

Mit freundlichen Grüßen
Annika Brandt

Am Fr., 6. Feb. 2026 um 16:22 schrieb Dorothea Kessler:
> Sehr geehrte Frau Brandt,
>
> gute Nachrichten: Für die Wohnung Ihrer Eltern liegen mir seit heute zwei
> schriftliche Kaufangebote vor.
>
>   1) Herr Cem Yilmaz: 385.000 €
>      - Finanzierung: „in Klärung", noch keine Bestätigung der Bank
>   2) Jonas und Miriam Albrecht: 378.000 €
>      - Finanzierungsbestätigung der Volksbank liegt mir vor
>
> Bitte besprechen Sie das mit Ihren Eltern und geben Sie mir bis Dienstag
> Bescheid.
>
> Mit freundlichen Grüßen
> Dorothea Kessler
""", text_cte="8bit")

# 17
p = "mail/2026/02/re-bathroom-change-bath.eml"
add(p, H(p, DAVE, A_HOME, "Thu, 12 Feb 2026 19:30:02 +0000",
         "Re: Change of plan - bathroom", "dsplumbing.example", cc=TOM,
         extra=[("In-Reply-To", "<change-of-plan-ab03@mailbox.example>"),
                ("References", "<change-of-plan-ab03@mailbox.example>")]),
    text="""Hi Annika,

No problem at all - honestly keeping the bath is simpler for me, and in a
room that size a walk-in would have been tight with the door.

When I popped round on Saturday I lifted a board by the bath like I said,
and the two joists under the bath end are soft - water's been getting in
for years. They need sistering (new timber bolted alongside) before anything
goes back. So here's where we are:

  Original quote (bath + shower over) ........ 6,850.00
  Sister 2 joists + extra ply ................   390.00
  Fixed glass screen - fitting + extra trim ...   180.00
  Walk-in extra - no longer needed ...........     0.00
  REVISED TOTAL ............................... 7,420.00

Same payment terms: 1,500 deposit to book, 2,500 after first fix, balance on
completion. I've got you down to start Monday 9 March.

Cheers
Dave

On Wed, 11 Feb 2026 at 21:18, Annika Brandt wrote:
> Hi Dave,
>
> Change of plan, sorry!! We've decided to keep the bath after all - shower
> over the bath with a fixed glass screen, like your original quote. Leo was
> genuinely heartbroken about losing the bath and Tom has come round.
>
> Could you send me the updated numbers? And what did you find under the
> floor on Saturday?
>
> Thanks, and sorry for the back and forth.
> Annika
""", text_cte="7bit")

# 18 --------------------------------------------------------------- 2026/03
p = "mail/2026/03/albion-remittance.eml"
add(p, H(p, "Albion Medical Payments <payments@albionmedical.example>", A_WORK,
         "Fri, 06 Mar 2026 05:44:10 +0000", "Remittance advice - payment run 06/03/2026",
         "albionmedical.example"),
    html="""<html><body style="font-family:Arial,sans-serif;font-size:13px">
<p>Provider: Annika Brandt Physiotherapy</p>
<p>The following payment has been made to your nominated bank account on 06/03/2026.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#dde"><th>Invoice</th><th>Patient ref</th><th>Service date</th><th>Billed</th><th>Paid</th><th>Adjustment</th></tr>
<tr><td>INV-2026-0139</td><td>AB-0322</td><td>10/02/2026</td><td>£62.00</td><td>£62.00</td><td>&ndash;</td></tr>
<tr><td>INV-2026-0142</td><td>AB-0317</td><td>12/02/2026</td><td>£62.00</td><td>£48.00</td><td>EX2 &ndash; policy excess applied (£14.00)</td></tr>
<tr><td>INV-2026-0146</td><td>AB-0322</td><td>17/02/2026</td><td>£62.00</td><td>£62.00</td><td>&ndash;</td></tr>
<tr><td colspan="4"><b>Total paid</b></td><td><b>£172.00</b></td><td></td></tr>
</table>
<p>Adjustment codes: EX2 = member policy excess deducted from benefit. Please collect the excess directly from the member.</p>
<p>Queries must be raised within 90 days of this remittance.</p>
</body></html>
""", html_cte="quoted-printable")

# 19
p = "mail/2026/03/northstar-fee-schedule.eml"
add(p, H(p, "Northstar Health Provider Team <providers@northstarhealth.example>", A_WORK,
         "Tue, 10 Mar 2026 10:00:00 +0000", "Updated physiotherapy fee schedule from 1 April 2026",
         "northstarhealth.example"),
    text="""Dear Provider,

We're writing to let you know that from 1 April 2026 our fee schedule for
recognised physiotherapists will change as follows:

  Initial assessment:  £72 (previously £70)
  Follow-up session:   £55 (previously £52)
  Telehealth follow-up: £48 (unchanged)

The new rates apply to sessions delivered on or after 1 April 2026. Please
update your practice management system; claims submitted at the old rate will
be paid at the old rate.

Our new provider portal launches on 13 April. Join our 30-minute webinar on
Thursday 16 April at 12:00 to see what's changing.

Kind regards,
Provider Relations
Northstar Health
""", text_cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Dear Provider,</p>
<p>From <b>1 April 2026</b> our fee schedule for recognised physiotherapists will change:</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Service</th><th>Until 31 March</th><th>From 1 April 2026</th></tr>
<tr><td>Initial assessment</td><td>£70</td><td>£72</td></tr>
<tr><td>Follow-up session</td><td>£52</td><td>£55</td></tr>
<tr><td>Telehealth follow-up</td><td>£48</td><td>£48</td></tr>
</table>
<p>Our new provider portal launches on 13 April &ndash; webinar Thursday 16 April, 12:00.</p>
<p>Kind regards,<br>Provider Relations, Northstar Health</p>
</body></html>
""", html_cte="quoted-printable")

# 20
p = "mail/2026/03/fwd-marek-start-date.eml"
add(p, H(p, TOM, A_HOME, "Mon, 02 Mar 2026 07:58:31 +0000",
         "Fwd: tiling dates", "mailbox.example"),
    text="""Morning - Marek sent this to me last night, Dave rang me about it too.
So the whole thing shifts: no start next Monday, Dave now starts the strip-out
on Monday 20 April so his first fix is done before Marek comes on 5 May.
Annoying but honestly better than having no bathroom for six weeks with gaps.
I said fine - shout if not.

Also means we have a bathroom for Easter. Small mercies.

T x

---------- Forwarded message ---------
From: Marek Nowak <marek.tiling@mailbox.example>
Date: Sun, 1 Mar 2026 at 21:44
Subject: tiling dates
To: Tom Pickering <tom.pickering@mailbox.example>

Hi Tom,

Sorry for bad news. My job in Harrogate is running over, the client changed
everything, I cannot come in March like planned. First free date is Tuesday
5 May, I can do 8 working days for your bathroom then.

I spoke with Dave, he says he moves his start so the boards and pipes are
ready before I come. He will call you.

Sorry again,
Marek
""", text_cte="7bit")

# 21 --------------------------------------------------------------- 2026/04
p = "mail/2026/04/notar-entwurf-kaufvertrag.eml"
entwurf = """NOTARIAT FAHRNER & STEIN - Dr. Ulrich Fahrner, Notar
Bertoldstraße 45, 79098 Freiburg im Breisgau

URKUNDENROLLE NR. 812/2026 F
- ENTWURF vom 14.04.2026 - nicht zur Unterschrift -

KAUFVERTRAG ÜBER WOHNUNGSEIGENTUM

Verkäufer:  Herbert Brandt und Gisela Brandt, Erwinstraße 27, 79102 Freiburg
Käufer:     Jonas Albrecht und Miriam Albrecht, Freiburg

§ 1 Vertragsgegenstand
    Miteigentumsanteil von 62/1000 an dem Grundstück Erwinstraße 27,
    verbunden mit dem Sondereigentum an der Wohnung Nr. 9 im 3. OG nebst
    Kellerraum Nr. 9 laut Aufteilungsplan. Grundbuch von Freiburg, Blatt 0000.

§ 2 Kaufpreis
    Der Kaufpreis beträgt 378.000,00 EUR (in Worten: dreihundertachtundsiebzig-
    tausend Euro). Davon entfallen 2.500,00 EUR auf die mitverkaufte Einbauküche.

§ 3 Fälligkeit
    Fällig innerhalb von 14 Tagen nach Mitteilung des Notars, dass
    a) die Auflassungsvormerkung für den Käufer eingetragen ist,
    b) die Lastenfreistellung gesichert ist,
    c) die Verwalterzustimmung vorliegt.

§ 4 Besitzübergang
    Besitz, Nutzungen und Lasten gehen am 01.08.2026 auf den Käufer über.

§ 5 Beschlüsse der Eigentümergemeinschaft
    Der Verkäufer trägt Kosten aus Beschlüssen, die vor dem heutigen Tag
    gefasst wurden, auch wenn sie erst später fällig werden (Einzelheiten
    siehe Anlage 3).

§ 6 Sachmängel
    Verkauf wie besichtigt, unter Ausschluss der Haftung für Sachmängel.
"""
add(p, H(p, NOTAR, A_HOME, "Tue, 14 Apr 2026 14:10:00 +0200",
         "Kaufvertrag Brandt / Albrecht – Entwurf", "notariat-fahrner.example",
         cc="Katrin Weber <katrin.weber@gmx-mail.example>"),
    text="""Sehr geehrte Frau Brandt,

in der Kaufsache Brandt / Albrecht übersende ich Ihnen im Auftrag von Herrn
Notar Dr. Fahrner den Entwurf des Kaufvertrags (Auszug als Textdatei anbei,
die vollständige Fassung geht Ihren Eltern per Post zu).

Bitte prüfen Sie den Entwurf gemeinsam mit Ihren Eltern. Änderungswünsche
teilen Sie uns bitte bis spätestens 14 Tage vor dem Termin mit.

Beurkundungstermin:
  Donnerstag, 4. Juni 2026, 10:00 Uhr
  Notariat Fahrner & Stein, Bertoldstraße 45, 79098 Freiburg (2. OG)

Bitte bringen Sie gültige Ausweisdokumente mit. Da Sie laut Ihrer Mitteilung
mit Vollmacht Ihrer Eltern korrespondieren, weisen wir darauf hin, dass Ihre
Eltern bei der Beurkundung persönlich anwesend sein sollten.

Die Lastenfreistellung und die Verwalterzustimmung holen wir ein.

Mit freundlichen Grüßen

i. A. Sabine Roth
Notariat Fahrner & Stein
Dr. Ulrich Fahrner, Notar
Bertoldstraße 45, 79098 Freiburg im Breisgau
Tel. 0761 000 0001
""", text_cte="quoted-printable",
    attachments=[("Entwurf_Kaufvertrag_Auszug.txt", entwurf, "base64")])

# 22
p = "mail/2026/04/csp-newsletter.eml"
add(p, H(p, "CSP Frontline Update <newsletter@csp-news.example>", A_WORK,
         "Wed, 01 Apr 2026 07:30:00 +0100", "Frontline update: renewal season, pay news, CPD",
         "csp-news.example",
         extra=[("List-Unsubscribe", "<https://csp-news.example/unsubscribe>")]),
    text="""FRONTLINE UPDATE - April 2026

1. HCPC renewal: physiotherapists, your renewal window is open
   All registered physiotherapists must renew by 31 May 2026. Renew online;
   you'll be asked to confirm you meet the CPD standards. A random 2.5% sample
   will be audited later in the year. Don't leave it to the last day - the
   portal slows down badly in the final week.

2. Private practice: fee benchmarking survey
   Tell us what you charge and what insurers pay you. Results in June.

3. CPD: new e-learning on persistent pain, free to members.

4. Congress 2026: early bird ends 30 April.

You're receiving this as a CSP member. Unsubscribe in your account settings.
""", text_cte="7bit")

# 23 --------------------------------------------------------------- 2026/05
p = "mail/2026/05/notar-terminverschiebung.eml"
add(p, H(p, NOTAR, A_HOME, "Tue, 05 May 2026 09:12:44 +0200",
         "Kaufsache Brandt / Albrecht – Verlegung des Beurkundungstermins", "notariat-fahrner.example",
         cc="Katrin Weber <katrin.weber@gmx-mail.example>"),
    text="""Sehr geehrte Frau Brandt,

leider müssen wir den Beurkundungstermin am Donnerstag, 4. Juni 2026,
verlegen, da Herr Notar Dr. Fahrner an diesem Tag verhindert ist und die
Käufer zudem noch auf die Auszahlungszusage ihrer Bank warten.

Neuer Termin:
  Donnerstag, 18. Juni 2026, 11:30 Uhr
  Notariat Fahrner & Stein, Bertoldstraße 45, 79098 Freiburg (2. OG)

Die Käufer haben den Termin bereits bestätigt. Bitte bestätigen Sie uns den
Termin für Ihre Eltern kurz per E-Mail.

Zum Stand der Unterlagen: Die Verwalterzustimmung der Hausverwaltung Rieger
liegt inzwischen vor. Es fehlt noch die Löschungsbewilligung der Sparkasse
Breisgau für die im Grundbuch eingetragene Grundschuld (Abt. III Nr. 2). Wir
haben bei der Sparkasse erinnert; vielleicht können Ihre Eltern dort
ebenfalls noch einmal nachfragen. Ohne Löschungsbewilligung kann der
Kaufpreis nicht fällig gestellt werden.

Mit freundlichen Grüßen

i. A. Sabine Roth
Notariat Fahrner & Stein
Dr. Ulrich Fahrner, Notar
Bertoldstraße 45, 79098 Freiburg im Breisgau
Tel. 0761 000 0001
""", text_cte="quoted-printable")

# 24
p = "mail/2026/05/flight-booking-confirmation.eml"
add(p, H(p, "Northwind Air <bookings@northwindair.example>", A_HOME,
         "Fri, 08 May 2026 20:14:03 +0100", "Your booking is confirmed - Manchester to Basel-Mulhouse",
         "northwindair.example"),
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f4f6f9">
<div style="max-width:600px;margin:auto;background:#fff;padding:16px">
<h1 style="color:#003366">You're going to Basel!</h1>
<p>Hi Annika, thanks for booking with Northwind Air.</p>
<p style="font-size:20px">Booking reference: <b>K7QX2M</b></p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%">
<tr style="background:#003366;color:#fff"><th>Flight</th><th>Date</th><th>From</th><th>Departs</th><th>To</th><th>Arrives</th></tr>
<tr><td>NW 418</td><td>Sun 14 Jun 2026</td><td>Manchester (MAN) T2</td><td>06:50</td><td>Basel-Mulhouse (BSL)</td><td>09:55</td></tr>
<tr><td>NW 419</td><td>Sun 21 Jun 2026</td><td>Basel-Mulhouse (BSL)</td><td>18:40</td><td>Manchester (MAN) T2</td><td>19:35</td></tr>
</table>
<p>Passenger: BRANDT/ANNIKA MS &ndash; 1 cabin bag, 1 hold bag 23 kg, seat 4A / 5A</p>
<p>Total paid: £247.80 (Visa ending 2290)</p>
<p>Check-in opens 30 days before departure. Arrive at the airport at least 2 hours before your flight.
Basel-Mulhouse: please use the <b>French/EU exit</b> if you are travelling on to Germany.</p>
<p style="font-size:11px;color:#999">Northwind Air is a fictional airline. Do not reply to this email.</p>
</div></body></html>
""", html_cte="base64")

# 25
p = "mail/2026/05/re-cover-june.eml"
add(p, H(p, "Siobhan Kelly <siobhan@chapelallertonphysio.example>", A_WORK,
         "Sun, 10 May 2026 18:55:37 +0100", "Re: Cover 15-19 June?", "chapelallertonphysio.example",
         extra=[("In-Reply-To", "<cover-june-ab04@brandtphysio.example>"),
                ("References", "<cover-june-ab04@brandtphysio.example>")]),
    text="""Hi Annika,

Yes, happy to! I can cover Monday 15 - Friday 19 June. I'll do Tuesday and
Thursday mornings at your place at the hub (8.30-12.30), and phone triage the
rest of the week between my own clinics. Anything that really needs hands-on
on another day can come to me at Chapel Allerton.

I'll bill under my own provider numbers so you don't have to do anything
with the insurers that week. Could you do me a handover sheet with the
active patients, and print their home programmes? Let's meet for 30 min the
week before - Thursday 11th after your clinic?

Enjoy Freiburg, and happy birthday to your dad.

Siobhan

--
Siobhan Kelly MCSP
Chapel Allerton Physio

On Sun, 10 May 2026 at 11:02, Annika Brandt wrote:
> Hi Siobhan,
>
> A big favour to ask: I have to be in Freiburg from 14 to 21 June (my
> parents' flat sale, the notary moved the date, and my dad's 70th). Would
> you be able to cover my patients Mon 15 - Fri 19 June? Only the ongoing
> and urgent ones - maybe 8-10 people, a couple of post-ops. Everyone else
> I'll move.
>
> Happy to do the same for you in August!
>
> Annika
""", text_cte="7bit")

# 26
p = "mail/2026/05/dave-progress-update.eml"
add(p, H(p, DAVE, A_HOME, "Wed, 13 May 2026 18:20:11 +0100",
         "Bathroom - where we're at + 2 things I need from you", "dsplumbing.example", cc=TOM),
    text="""Hi Annika,

Quick update:
- Marek finishes tomorrow, floor and walls done, grouting Thursday. Looks
  mint, you chose well.
- Bath is in and sealed, screen arrives Friday.
- Second fix booked for Tuesday 26 May - I need two days, so Tue + Wed.

Two things I need from you by Friday 22nd at the latest, or I can't order:

1) Extractor fan - timer overrun or humidistat? Lena has wired for either.
   Humidistat is 40 quid more but you never have to think about it. Timer is
   cheaper and more reliable in my experience. Your call.
2) Towel rad - above the loo or on the wall by the door? Pipes are capped
   at both, I just need to know which one to use.

Also let me know the bath panel colour (white or the grey) if you've
decided, not urgent.

Cheers
Dave
""", text_cte="7bit")

# 27
p = "mail/2026/05/mama-umzug-geburtstag.eml"
add(p, H(p, MAMA, A_HOME, "Mon, 11 May 2026 20:31:55 +0200",
         "Umzug und Papas Geburtstag", "posteo-mail.example",
         cc="Katrin Weber <katrin.weber@gmx-mail.example>"),
    text="""Liebe Annika,

schön, dass Du jetzt die ganze Woche kommst! Dann schaffen wir den Keller
zusammen, Kati kann nur am Wochenende.

Der Umzug steht jetzt fest: Am Montag, 29. Juni, kommt die Firma Schill,
und ab 1. Juli wohnen wir dann in Kirchzarten. Die Wohnung ist fertig
gestrichen, ich war letzte Woche mit Papa dort und wir haben ausgemessen.
Das Sofa passt, die Schrankwand nicht (ich hab's ja gesagt).

Papas Geburtstag: Wir feiern am Samstag, 20. Juni, ab 15 Uhr im Gasthaus
Hirschen in Merzhausen, im Nebenzimmer. Kaffee und Kuchen, und abends
gibt es Essen. Nur Familie und Papas Wanderfreunde, etwa 25 Personen.
Papa soll nicht wissen, wie viele kommen.

Kannst Du mir sagen, ob Tom und Leo doch mitkommen? Dann plane ich
einen Kinderteller ein.

Und bitte sag der Kati, sie soll nicht wieder so viel Kuchen backen.

Deine Mama
""", text_cte="8bit")


def build():
    for path, headers, kw in MAILS:
        eml(path, headers, **kw)
