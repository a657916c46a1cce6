"""All .eml files (built with email.message.EmailMessage, fixed boundaries)."""
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from common import berlin, london, hid, wrap

ME = "Matthias Brandstetter <matthias.brandstetter@posteo-mail.example>"
ME_WORK = "Matthias Brandstetter <m.brandstetter@falkner-ingenieure.example>"
GRAHAM = "Graham Whitcombe <g.whitcombe@pennant-bridges.example>"
PRIYA = "Priya Raman <p.raman@pennant-bridges.example>"
REINHARD = "Dr. Reinhard Falkner <r.falkner@falkner-ingenieure.example>"
ANJA = "Anja Huber <a.huber@falkner-ingenieure.example>"
JANA = "Jana Ostermeier <j.ostermeier@falkner-ingenieure.example>"
DORN = "Petra Dorn <p.dorn@kessler-hv.example>"
PRAXIS = "Zahnarztpraxis Dr. Katrin Lechner <praxis@zahnarzt-lechner.example>"
WEIDINGER = "Monika Weidinger <m.weidinger@stb-weidinger.example>"
MAIER = "Florian Maier <f.maier@stb-weidinger.example>"
LENA = "Lena Brandstetter <lena.brandstetter@campus-lmu.example>"

MAILS = {}


def _finish(path, msg):
    # fixed boundaries for every multipart part
    i = 0
    for part in msg.walk():
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary("==MB_%s_%d==" % (hid(path, n=16), i))
            i += 1
    MAILS[path] = msg.as_bytes(policy=policy.default)


def _msg(path, frm, to, subject, date, cc=None, reply_to=None, in_reply_to=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = "<%s@%s>" % (hid("mid", path, n=20), frm.split("@")[1].rstrip(">"))
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    if reply_to:
        m["Reply-To"] = reply_to
    for k, v in (extra or []):
        m[k] = v
    return m


def plain(path, frm, to, subject, date, body, cte, **kw):
    m = _msg(path, frm, to, subject, date, **kw)
    if cte in ("7bit", "8bit"):
        body = wrap(body)
    m.set_content(body, subtype="plain", charset="utf-8" if cte != "7bit" else "us-ascii", cte=cte)
    _finish(path, m)


def html_only(path, frm, to, subject, date, html, cte, **kw):
    m = _msg(path, frm, to, subject, date, **kw)
    m.set_content(html, subtype="html", charset="utf-8", cte=cte)
    _finish(path, m)


def alternative(path, frm, to, subject, date, text, html, cte, **kw):
    m = _msg(path, frm, to, subject, date, **kw)
    m.set_content(text, subtype="plain", charset="utf-8", cte=cte)
    m.add_alternative(html, subtype="html", charset="utf-8", cte=cte)
    _finish(path, m)


def mixed(path, frm, to, subject, date, body, body_cte, att_name, att_text, **kw):
    m = _msg(path, frm, to, subject, date, **kw)
    if body_cte in ("7bit", "8bit"):
        body = wrap(body)
    m.set_content(body, subtype="plain", charset="utf-8", cte=body_cte)
    m.add_attachment(att_text, subtype="plain", charset="utf-8", cte="base64", filename=att_name)
    _finish(path, m)


def mid(path, frm_domain):
    return "<%s@%s>" % (hid("orig", path, n=20), frm_domain)


CSS = "font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222"
TD = 'style="border:1px solid #bbb;padding:4px 8px"'


def table(rows, head=None):
    out = ['<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">']
    if head:
        out.append("<tr>" + "".join('<th %s align="left" bgcolor="#e8eef3">%s</th>' % (TD, h) for h in head) + "</tr>")
    for r in rows:
        out.append("<tr>" + "".join("<td %s>%s</td>" % (TD, c) for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def page(inner, title=""):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"%s\">\n%s\n</body></html>\n" % (title, CSS, inner))


# ---------------------------------------------------------------- 2024-11
plain("mail/2024/11/2024-11-06_pennant_knowledge_exchange.eml", GRAHAM, ME_WORK,
      "Knowledge exchange 2025 - inspection practice DE/UK", london(2024, 11, 6, 10, 42, 17),
      """Dear Matthias,

Great to meet you at the bridge maintenance conference in Lisbon. As promised, here is a short outline of what we discussed over that (very strong) coffee.

Pennant would like to set up a small knowledge exchange with Falkner Ingenieure in 2025:

1. A visit of two or three of your inspectors to our Leeds office, ideally in spring, including a site day on one of our viaducts during a Principal Inspection.
2. A return visit of our team to Munich in the autumn, to see how you run a "Hauptpruefung" (I hope I spelled that right) under DIN 1076.
3. Some shared documentation - we would particularly like an English summary of the DIN 1076 inspection regime (intervals, condition ratings), as our highways client keeps asking how "the Germans do it".

Priya Raman, our project manager in the London office, will coordinate dates and budget on our side. She is copied here.

I'll also send you the title of that book on Victorian bridges I mentioned - you will enjoy it.

Best regards,
Graham

--
Graham Whitcombe CEng MICE
Principal Engineer, Inspection & Assessment
Pennant Bridge Consultants Ltd
Wharf Chambers, 7 Canal Wharf, Leeds LS11 5PZ
T +44 113 496 0512
""", "7bit", cc=PRIYA)

# ---------------------------------------------------------------- 2024-12 (promo, HTML only)
html_only("mail/2024/12/2024-12-03_radhaus_winterservice.eml",
          "Radhaus Sendling <newsletter@radhaus-sendling.example>", ME,
          "Winter-Check fürs E-Bike – jetzt Termin sichern ❄️", berlin(2024, 12, 3, 7, 30),
          page("""<h2 style="color:#1b5e20">Radhaus Sendling – Winterservice 2024/25</h2>
<p>Liebe Radlerinnen und Radler,</p>
<p>die Saison ist vorbei – Zeit für den Winter-Check! Bis 28.02. gelten unsere Winterpreise:</p>
""" + table([
              ["Inspektion Fahrrad", "59,00 €"],
              ["Inspektion E-Bike inkl. Software-Update", "89,00 €"],
              ["Akku-Diagnose (alle gängigen Systeme)", "25,00 €"],
              ["Einlagerung Rad (pro Monat)", "15,00 €"],
              ["Bremsbeläge tauschen (pro Achse, zzgl. Material)", "19,00 €"],
          ], head=["Leistung", "Preis"]) + """
<p>Tipps zur richtigen Akku-Lagerung im Winter bekommen Sie bei uns im Laden – einfach fragen!</p>
<p>Ihr Team vom Radhaus Sendling<br>Plinganserstraße 61 · 81369 München</p>
<p style="font-size:11px;color:#888">Sie erhalten diesen Newsletter, weil Sie sich in unserem Laden angemeldet haben. <a href="https://radhaus-sendling.example/abmelden">Abmelden</a></p>""",
               "Radhaus Winterservice"), "8bit",
          extra=[("List-Unsubscribe", "<https://radhaus-sendling.example/abmelden>")])

# ---------------------------------------------------------------- 2025-01
_t = """Sehr geehrter Herr Brandstetter,

für die Erstellung Ihrer Einkommensteuererklärung 2024 (Mandantennummer 20417) benötigen wir folgende Unterlagen:

- Lohnsteuerbescheinigungen 2024 (Sie und Ihre Ehefrau)
- Nachweise zu Werbungskosten (Fortbildung, Fachliteratur, Arbeitsmittel)
- Angaben zu Homeoffice-Tagen bzw. zum häuslichen Arbeitszimmer
- Nebenkostenabrechnung 2023 (haushaltsnahe Dienstleistungen, § 35a EStG)
- Spendenbescheinigungen
- Bescheinigungen zu Vorsorgeaufwendungen (Riester, Kranken-/Pflegeversicherung)
- Nachweise zu Ihrer Tochter (Immatrikulationsbescheinigung, Kindergeld)

Gerne können Sie die Unterlagen digital über unser Mandantenportal hochladen. Bitte vereinbaren Sie anschließend einen Besprechungstermin ab Mitte März.

Mit freundlichen Grüßen

Florian Maier
Steuerfachangestellter
Steuerkanzlei Weidinger & Kollegen
Valleystraße 31 · 81371 München · Tel. 089 555 0230
"""
alternative("mail/2025/01/2025-01-14_weidinger_unterlagen_2024.eml", MAIER, ME,
            "Ihre Einkommensteuererklärung 2024 – Unterlagenanforderung", berlin(2025, 1, 14, 9, 5, 41),
            _t, page("<p>" + _t.replace("\n\n", "</p>\n<p>").replace("\n- ", "<br>\n• ").replace("\n", "<br>\n") + "</p>"),
            "quoted-printable")

plain("mail/2025/01/2025-01-29_fwd_leeds_exchange_offer.eml", LENA, ME,
      "Fwd: Exchange placement 2025/26 – University of Leeds", berlin(2025, 1, 29, 18, 3, 12),
      """Papa!!! Ich hab Leeds!!! 🎉🎉 Erstwahl!! Schau mal unten. Mama weiß es schon.
Wohnheim muss ich bis 15. Mai beantragen, dann ist ein Platz garantiert.
Kuss, Lena

---------- Forwarded message ---------
From: Study Abroad Office <studyabroad@leeds-uni.example>
Date: Wed, 29 Jan 2025 at 15:41
Subject: Exchange placement 2025/26 – University of Leeds
To: <lena.brandstetter@campus-lmu.example>

Dear Lena,

We are delighted to confirm your exchange placement at the University of Leeds for the full academic year 2025/26, hosted by the School of English.

Next steps:
1. Complete your online registration by 31 March 2025.
2. Apply for university accommodation by 15 May 2025 - exchange students who apply by this date are guaranteed a room in university-managed halls.
3. Arrival weekend for international students: Saturday 20 and Sunday 21 September 2025.

We look forward to welcoming you to Leeds.

Kind regards,
Study Abroad Office
University of Leeds
""", "8bit")

# ---------------------------------------------------------------- 2025-03 (HTML only, QP)
html_only("mail/2025/03/2025-03-05_pennant_leeds_visit_agenda.eml", PRIYA, ME_WORK,
          "Agenda – Falkner visit to Leeds, 12–15 May (resent)", london(2025, 3, 5, 16, 20, 3),
          page("""<p>Dear Matthias,</p>
<p>apologies – the first version arrived garbled. Here is the agenda again. Flights are booked; hotel is the Canal Basin Hotel, 5 minutes from our office.</p>
""" + table([
              ["Mon 12 May", "Arrival, 15:00 welcome at Pennant office (Wharf Chambers), intro to CS 450"],
              ["Tue 13 May", "Workshop: DIN 1076 vs. Principal Inspections; case studies"],
              ["Wed 14 May", "Site day: Aire Valley Viaduct, PI with rope access team; evening: team dinner"],
              ["Thu 15 May", "Wrap-up, next steps, return visit to Munich in autumn; 18:20 flight LBA–MUC"],
          ], head=["Day", "Programme"]) + """
<p>PPE for the site day: we provide harness and helmet, please bring your own boots.</p>
<p>Best wishes,<br>Priya</p>
<p>Priya Raman · Project Manager · Pennant Bridge Consultants Ltd · London office</p>""",
               "Agenda"), "quoted-printable", cc=GRAHAM)

# ---------------------------------------------------------------- 2025-04 (reply, decision home office)
_orig = mid("w-apr", "stb-weidinger.example")
plain("mail/2025/04/2025-04-04_re_weidinger_rueckfragen.eml", ME, WEIDINGER,
      "AW: Rückfragen zur ESt 2024 – Arbeitszimmer / Fortbildung", berlin(2025, 4, 4, 21, 47, 30),
      """Sehr geehrte Frau Weidinger,

danke für die ausführliche Erklärung. Dann machen wir es so, wie Sie vorschlagen: kein Arbeitszimmer, sondern die Homeoffice-Tagespauschale für die maximal 210 Tage (6 € × 210 = 1.260 €). Die Schlafzimmer-Ecke wäre eh nie durchgegangen, das sehe ich ein.

Zu Ihren anderen Punkten:
- Die Teilnahmebescheinigung vom Lehrgang in Kassel suche ich noch; Rechnung, Bahnticket und Hotelrechnung haben Sie ja schon.
- Lenas Bewerbungskosten: vergessen wir.

Viele Grüße
Matthias Brandstetter

Am 02.04.2025 um 16:12 schrieb Monika Weidinger:
> Sehr geehrter Herr Brandstetter,
>
> bei der Durchsicht Ihrer Unterlagen sind noch zwei Punkte offen:
>
> 1. Arbeitszimmer: Ein häusliches Arbeitszimmer (Jahrespauschale 1.260 € oder tatsächliche Kosten) setzt einen abgeschlossenen, nahezu ausschließlich beruflich genutzten Raum voraus. Eine Arbeitsecke im Schlafzimmer erfüllt das nicht. Ich empfehle daher die Tagespauschale (6 € pro Tag, höchstens 210 Tage). Bitte geben Sie mir kurz Bescheid, wie wir verfahren sollen.
>
> 2. Fortbildung: Für den Lehrgang in Kassel benötigen wir neben der Rechnung möglichst auch die Teilnahmebescheinigung.
>
> Mit freundlichen Grüßen
> Monika Weidinger
> Steuerberaterin
""", "8bit", in_reply_to=_orig)

_orig = mid("ka-voltaro", "posteo-mail.example")
plain("mail/2025/04/2025-04-22_re_kleinanzeigen_voltaro.eml",
      "Dominik Schaller <d.schaller@webpost.example>", ME,
      "Re: Voltaro Trekking 7 – noch zu haben?", berlin(2025, 4, 22, 19, 14, 55),
      """Hallo Herr Brandstetter,

ja, das Rad ist noch da. Besichtigung und Probefahrt gerne am Samstag ab 14 Uhr bei mir:

Brunngartenstraße 14, 85221 Dachau
(Hofeinfahrt rechts, Garage mit dem grünen Tor)

Rahmenhöhe ist 56 cm. Die Originalrechnung von 2022 ist vorhanden. Den Akku können Sie gern beim Händler prüfen lassen, das hab ich eh schon zwei Interessenten angeboten. Preis 1.950 VB, aber unter 1.700 geh ich nicht.

Gruß
Dominik Schaller

Am 21.04.2025 um 22:03 schrieb Matthias Brandstetter:
> Guten Abend,
> ist das Voltaro Trekking 7 noch zu haben? Welche Rahmenhöhe hat es? Gibt es eine Rechnung vom Erstkauf, und wäre ein Akku-Test beim Händler für Sie in Ordnung?
> Viele Grüße
> M. Brandstetter
""", "8bit", in_reply_to=_orig)

# ---------------------------------------------------------------- 2025-05 (mixed with base64 attachment)
mixed("mail/2025/05/2025-05-03_kaufvertrag_voltaro.eml",
      "Dominik Schaller <d.schaller@webpost.example>", ME,
      "Kaufvertrag E-Bike", berlin(2025, 5, 3, 20, 2, 18),
      """Hallo Herr Brandstetter,

anbei wie besprochen der Kaufvertrag noch als Datei für Ihre Unterlagen (das unterschriebene Papier haben Sie ja). Der zweite Schlüssel fürs Akkuschloss liegt in der Satteltasche.

Viel Spaß mit dem Rad und allzeit gute Fahrt!
Dominik Schaller
""", "8bit", "Kaufvertrag_Voltaro_Trekking7.txt",
      """KAUFVERTRAG ÜBER EIN GEBRAUCHTES E-BIKE (Privatverkauf)

Verkäufer: Dominik Schaller, Brunngartenstraße 14, 85221 Dachau
Käufer:    Matthias Brandstetter, Kesselbergweg 9, 81371 München

Fahrzeug:        E-Bike (Pedelec 25 km/h), Voltaro Trekking 7, Herren, Rahmenhöhe 56 cm
Baujahr:         2022 (Erstkauf 14.06.2022, Radgeber Augsburg, Rechnung im Original übergeben)
Rahmennummer:    VT7-22-0847315
Antrieb:         Mittelmotor 85 Nm
Akku:            625 Wh, Akku-Seriennummer 4F22-61-09934
Kilometerstand:  2.347 km
Zubehör:         2 Schlüssel Akkuschloss, Ladegerät, Satteltasche, Handbuch

Kaufpreis:       1.750,00 EUR (in Worten: eintausendsiebenhundertfünfzig), bar erhalten.

Übergabe:        03.05.2025 in 85221 Dachau, Brunngartenstraße 14
Das Fahrrad wird unter Ausschluss jeglicher Sachmängelhaftung verkauft, soweit gesetzlich zulässig.
Der Verkäufer versichert, dass das Rad sein Eigentum ist und frei von Rechten Dritter.

Dachau, 03.05.2025
gez. Dominik Schaller          gez. Matthias Brandstetter
""")

plain("mail/2025/05/2025-05-09_radhaus_akku_diagnose.eml",
      "Radhaus Sendling Werkstatt <werkstatt@radhaus-sendling.example>", ME,
      "Ihr Diagnoseprotokoll – Auftrag 25-0418", berlin(2025, 5, 9, 16, 48, 2),
      """Sehr geehrter Herr Brandstetter,

vielen Dank für Ihren Besuch. Hier das Ergebnis der Diagnose für Ihr Voltaro Trekking 7:

Akku (625 Wh, Ser.-Nr. 4F22-61-09934)
  Restkapazität: 88 % (ca. 550 Wh nutzbar)
  Ladezyklen (Vollzyklen-Äquivalent): 212
  Zellspannungen: gleichmäßig, keine Auffälligkeiten
  Bewertung: gut – normaler Verschleiß für das Alter

Antrieb
  Motor-Software aktualisiert (kostenlos)
  Fehlerspeicher: leer
  Kilometerstand laut Display: 2.351 km

Sichtprüfung
  Bremsbeläge hinten ca. 40 %, vorne ca. 70 % – hinten in den nächsten Monaten tauschen
  Kette 0,5 % Längung – ok

Kosten: Akku-Diagnose 25,00 € (bar bezahlt)

Mit freundlichen Grüßen
Ihr Werkstatt-Team vom Radhaus Sendling
""", "base64")

# ---------------------------------------------------------------- 2025-06
mixed("mail/2025/06/2025-06-11_hv_betriebskostenabrechnung_2024.eml", DORN, ME,
      "Betriebskostenabrechnung 2024 – Kesselbergweg 9, WE 07", berlin(2025, 6, 11, 10, 31, 9),
      """Sehr geehrter Herr Brandstetter,

anbei erhalten Sie die Betriebskostenabrechnung für den Zeitraum 01.01.–31.12.2024 für Ihre Wohnung im Kesselbergweg 9 (WE 07, 2. OG links).

Aus der Abrechnung ergibt sich eine Nachzahlung. Bitte überweisen Sie den Betrag bis zum 15.07.2025 auf das in der Abrechnung genannte Konto. Ihre monatlichen Vorauszahlungen werden ab 01.08.2025 angepasst.

Für Rückfragen stehe ich Ihnen gerne zur Verfügung.

Mit freundlichen Grüßen

Petra Dorn
Kessler Immobilienverwaltung GmbH
Fraunhoferstraße 9 · 80469 München · Tel. 089 555 0650
""", "quoted-printable", "BK-Abrechnung_2024_WE07.txt",
      """KESSLER IMMOBILIENVERWALTUNG GMBH
Betriebskostenabrechnung 2024 – Objekt Kesselbergweg 9, 81371 München
Mieter: Matthias und Claudia Brandstetter, WE 07 (78,4 m² von 1.046 m² Gesamtwohnfläche)
Abrechnungszeitraum: 01.01.2024 – 31.12.2024

Kostenart                    Gesamtkosten   Umlage        Ihr Anteil
Grundsteuer                     4.812,00   Wohnfläche       360,67
Wasser/Abwasser                 7.950,40   Personen         596,28
Müllbeseitigung                 3.222,10   Wohnfläche       241,50
Hausmeister                     7.955,60   Wohnfläche       596,30
Gartenpflege                    5.588,90   Wohnfläche       418,90
Allgemeinstrom                    958,00   Wohnfläche        71,80
Gebäudeversicherung             4.101,30   Wohnfläche       307,40
Schornsteinfeger                  412,00   Wohnfläche        30,88
Heizung/Warmwasser (lt. Heizkostenabrechnung Fa. Wärmemess)      1.188,70
-------------------------------------------------------------------------
Summe Ihr Anteil                                              3.812,43
abzgl. Vorauszahlungen (12 × 210,00 €)                        2.520,00
abzgl. Vorauszahlung Heizung (in Nebenkosten enthalten)         680,03
-------------------------------------------------------------------------
NACHZAHLUNG                                                     612,40 €

Bitte überweisen Sie die Nachzahlung bis 15.07.2025 auf folgendes Konto:
Empfänger: Kessler Immobilienverwaltung GmbH – Treuhandkonto Kesselbergweg 9
IBAN: DE00 7001 0080 0433 9127 15
Bank: Isartal Bank eG
Verwendungszweck: BK 2024 WE 07 Brandstetter

Neue monatliche Vorauszahlung ab 01.08.2025: 245,00 € (bisher 210,00 €)

Einwendungen gegen diese Abrechnung sind innerhalb von zwölf Monaten nach Zugang mitzuteilen.
""")

html_only("mail/2025/06/2025-06-30_leeds_accommodation_contract.eml",
          "Accommodation Office <accommodation@leeds-uni.example>", LENA,
          "Your accommodation contract 2025/26 – confirmation", london(2025, 6, 30, 11, 2, 45),
          page("""<p>Dear Lena Brandstetter,</p>
<p>Thank you for accepting your offer of university accommodation. Your contract is now confirmed. Please keep this email for your records.</p>
""" + table([
              ["Booking reference", "HYR-25-40917"],
              ["Residence", "Larchfield Mews"],
              ["Room", "Flat 6, Room C (en-suite, shared kitchen for 6)"],
              ["Address", "Larchfield Mews, 41 Larchfield Road, Leeds LS6 2QT"],
              ["Contract period", "20 September 2025 – 13 June 2026 (38 weeks)"],
              ["Weekly rent", "£176.00 (bills and Wi-Fi included)"],
              ["Instalments", "3 instalments: 20 Sep 2025, 5 Jan 2026, 20 Apr 2026"],
              ["Key collection", "Larchfield Mews reception, from 10:00 on arrival day"],
          ], head=["", "Details"]) + """
<p>Your parent/guarantor (Matthias Brandstetter) has been copied into this message.</p>
<p>We look forward to welcoming you to Leeds!</p>
<p>Residential Services<br>University of Leeds</p>""", "Accommodation contract"), "base64",
          cc=ME)

# ---------------------------------------------------------------- 2025-07
_orig = "<%s@kessler-hv.example>" % hid("mid", "mail/2025/06/2025-06-11_hv_betriebskostenabrechnung_2024.eml", n=20)
plain("mail/2025/07/2025-07-14_re_hv_widerspruch.eml", ME, DORN,
      "AW: Betriebskostenabrechnung 2024 – Kesselbergweg 9, WE 07 – Widerspruch", berlin(2025, 7, 14, 20, 11, 37),
      """Sehr geehrte Frau Dorn,

gegen die Betriebskostenabrechnung 2024 erhebe ich hiermit Widerspruch, und zwar zu folgenden Positionen:

1. Gartenpflege (unser Anteil 418,90 €, Vorjahr 186,20 €): Die Kosten haben sich mehr als verdoppelt. Ich gehe davon aus, dass hier die Fällung der Birke im Innenhof (Oktober 2024) enthalten ist. Einmalige Maßnahmen dieser Art sind aus meiner Sicht nicht als laufende Gartenpflege umlagefähig.
2. Hausmeister (unser Anteil 596,30 €): Laut Aushang hat der Hausmeister 2024 u. a. die Haustür und die Klingelanlage repariert. Reparaturkosten sind Instandhaltung und nicht umlagefähig.

Ich bitte um Einsicht in die Originalbelege (Rechnungen Gartenpflege und Hausmeister, Hausmeistervertrag) und um einen Terminvorschlag. Bis zur Klärung zahle ich die Nachzahlung nur unter Vorbehalt bzw. nur den unstrittigen Teil.

Mit freundlichen Grüßen
Matthias Brandstetter
Kesselbergweg 9, WE 07

Am 11.06.2025 um 10:31 schrieb Petra Dorn:
> Sehr geehrter Herr Brandstetter,
>
> anbei erhalten Sie die Betriebskostenabrechnung für den Zeitraum 01.01.–31.12.2024 für Ihre Wohnung im Kesselbergweg 9 (WE 07, 2. OG links).
>
> Aus der Abrechnung ergibt sich eine Nachzahlung. Bitte überweisen Sie den Betrag bis zum 15.07.2025 auf das in der Abrechnung genannte Konto. Ihre monatlichen Vorauszahlungen werden ab 01.08.2025 angepasst.
>
> Mit freundlichen Grüßen
> Petra Dorn
""", "8bit", in_reply_to=_orig)

_t = """Sehr geehrter Herr Brandstetter,

wie gestern am Telefon besprochen, hier unsere Einschätzung zu Ihrer Betriebskostenabrechnung 2024 (Mitgliedsnummer 31-0877):

Gartenpflege: Nach § 2 Nr. 10 BetrKV sind die Kosten der Gartenpflege grundsätzlich umlagefähig – dazu gehören die laufende Pflege der Grünflächen, die Erneuerung von Pflanzen und Gehölzen sowie die Pflege von Spielplätzen. Das Fällen eines Baumes ist umstritten: Ist der Baum morsch oder nicht mehr standsicher, sehen manche Gerichte das als umlagefähige Gartenpflege an; überwiegend wird die Fällung eines gesunden Baumes oder eine einmalige Umgestaltung aber als nicht umlagefähig angesehen. Lassen Sie sich die Rechnung zeigen – entscheidend ist, was genau abgerechnet wurde.

Hausmeister: Reparaturen und Verwaltungstätigkeiten des Hausmeisters sind nicht umlagefähig und müssen herausgerechnet werden. Hier spricht viel für Sie.

Unsere Empfehlung:
- Belegeinsicht wahrnehmen (Sie haben sie bereits verlangt – sehr gut).
- Den unstrittigen Teil der Nachzahlung (nach unserer Rechnung 194,50 €) unter Vorbehalt zahlen, den Rest zurückhalten, bis die Belege geprüft sind.
- Nach der Belegeinsicht melden Sie sich bitte wieder bei mir; ggf. schreiben wir die Verwaltung dann direkt an.

Mit freundlichen Grüßen

Anton Pfister
Mietrechtsberater
Mieterverein Südwest München e.V.
"""
alternative("mail/2025/07/2025-07-22_mieterverein_einschaetzung.eml",
            "Anton Pfister <a.pfister@mieterverein-suedwest.example>", ME,
            "Ihre Betriebskostenabrechnung 2024 – unsere Einschätzung", berlin(2025, 7, 22, 11, 26, 50),
            _t, page("<p>" + _t.replace("\n\n", "</p>\n<p>").replace("\n- ", "<br>\n• ").replace("\n", "<br>\n") + "</p>"),
            "quoted-printable")

# ---------------------------------------------------------------- 2025-08 dentist
_orig = "<%s@zahnarzt-lechner.example>" % hid("praxis-jul", n=20)
plain("mail/2025/08/2025-08-05_re_zahnarzt_behandlungsplan.eml", ME, PRAXIS,
      "AW: Ihr Behandlungsplan Zahn 46 – Rückmeldung", berlin(2025, 8, 5, 7, 12, 4),
      """Sehr geehrte Frau Dr. Lechner, liebes Praxisteam,

ich habe es mir anders überlegt: Bitte erstellen Sie den Heil- und Kostenplan doch für die monolithische Zirkonkrone und nicht für die NEM-Vollgusskrone. Nach einem längeren Gespräch mit meinem Bruder will ich kein Metall im Mund, und für den Unterschied von ein paar hundert Euro möchte ich das nicht riskieren.

Noch eine Bitte zu den Terminen: Wenn irgend möglich, legen Sie mir die Termine bitte früh morgens, am liebsten vor 8:30 Uhr. Danach bin ich meistens schon auf einer Baustelle oder unter einer Brücke. Nachmittags geht bei mir praktisch nie.

Vielen Dank und freundliche Grüße
Matthias Brandstetter

Am 11.07.2025 um 12:40 schrieb Zahnarztpraxis Dr. Katrin Lechner:
> Sehr geehrter Herr Brandstetter,
>
> wie bei Ihrer Kontrolle am 08.07. besprochen, erstellen wir den Heil- und Kostenplan für Zahn 46, sobald Sie uns Ihre Entscheidung mitteilen. Zur Wahl stehen:
> - NEM-Vollgusskrone (Regelversorgung)
> - Verblendkrone VMK (gleichartige Versorgung)
> - Vollkeramische Krone aus Zirkonoxid, monolithisch (gleichartige Versorgung)
>
> Mit freundlichen Grüßen
> Ihr Praxisteam Dr. Lechner
""", "8bit", in_reply_to=_orig)

html_only("mail/2025/08/2025-08-12_zahnarzt_heil_und_kostenplan.eml", PRAXIS, ME,
          "Heil- und Kostenplan Zahn 46", berlin(2025, 8, 12, 14, 3, 27),
          page("""<p>Sehr geehrter Herr Brandstetter,</p>
<p>vielen Dank für Ihre Rückmeldung. Anbei die Übersicht zu Ihrem Heil- und Kostenplan vom 11.08.2025 gemäß Ihrer Entscheidung. Das Original (Teil 1 und 2) haben wir Ihnen zusätzlich per Post geschickt – bitte reichen Sie es bei Ihrer Krankenkasse ein.</p>
""" + table([
              ["HKP-Nr.", "2025-0811-046"],
              ["Befund", "Zahn 46: ww (erhaltungswürdig, weitgehend zerstört), Längsfraktur distobukkal"],
              ["Regelversorgung", "Vollgusskrone NEM (Befund-Nr. 1.1)"],
              ["Geplante Versorgung", "Vollkeramische Krone aus Zirkonoxid, monolithisch (gleichartige Versorgung)"],
              ["Zahnärztliches Honorar (BEMA/GOZ)", "412,30 €"],
              ["Material- und Laborkosten", "489,58 €"],
              ["<b>Gesamtkosten (voraussichtlich)</b>", "<b>901,88 €</b>"],
              ["Festzuschuss", "wird von Ihrer Krankenkasse festgesetzt (75 % lt. Bonusheft, 10 Jahre)"],
              ["<b>Voraussichtlicher Eigenanteil</b>", "<b>583,46 €</b>"],
          ], head=["Heil- und Kostenplan", ""]) + """
<p>Nach Genehmigung durch die Krankenkasse vereinbaren wir die Termine für Präparation und Eingliederung.</p>
<p>Mit freundlichen Grüßen<br>Ihr Praxisteam Dr. Katrin Lechner<br>Margaretenplatz 4 · 81373 München · Tel. 089 555 0814</p>""",
               "HKP"), "base64")

plain("mail/2025/08/2025-08-20_hv_belegeinsicht_termin.eml", DORN, ME,
      "Belegeinsicht BK-Abrechnung 2024 – Terminbestätigung", berlin(2025, 8, 20, 9, 17, 44),
      """Sehr geehrter Herr Brandstetter,

gerne bestätigen wir Ihnen den Termin zur Belegeinsicht für die Betriebskostenabrechnung 2024:

Donnerstag, 04.09.2025, 10:00 Uhr

Bitte beachten Sie: Die Originalbelege lagern nicht in unserem Büro in der Fraunhoferstraße, sondern in unserem Archiv:
Boschetsrieder Straße 12, Rückgebäude, 1. OG (Klingel „Kessler Archiv"), 81379 München.

Bitte bringen Sie einen Lichtbildausweis mit. Fotos der Belege sind erlaubt; Kopien erstellen wir gegen 0,25 € pro Seite.

Mit freundlichen Grüßen

Petra Dorn
Kessler Immobilienverwaltung GmbH
Fraunhoferstraße 9 · 80469 München · Tel. 089 555 0650
""", "quoted-printable")

_t = """Sehr geehrter Herr Brandstetter,

wir haben den Heil- und Kostenplan Ihrer Zahnarztpraxis Dr. Katrin Lechner vom 11.08.2025 (Zahn 46) geprüft und am 26.08.2025 genehmigt.

Festzuschuss (75 % einschließlich Bonus, Bonusheft 10 Jahre): 318,42 €

Bitte beachten Sie: Die Versorgung muss innerhalb von sechs Monaten nach Genehmigung eingegliedert werden (bis 26.02.2026). Den genehmigten Plan erhält Ihre Zahnarztpraxis direkt. Die Abrechnung des Festzuschusses erfolgt über die Praxis; den Eigenanteil stellt Ihnen die Praxis in Rechnung.

Mit freundlichen Grüßen
Ihre BKK Isartal
Leistungsabteilung Zahnersatz
"""
alternative("mail/2025/08/2025-08-26_bkk_genehmigung_hkp.eml",
            "BKK Isartal <zahnersatz@bkk-isartal.example>", ME,
            "Genehmigung Ihres Heil- und Kostenplans (Zahnersatz)", berlin(2025, 8, 26, 15, 55, 0),
            _t, page("<p>" + _t.replace("\n\n", "</p>\n<p>").replace("\n", "<br>\n") + "</p>"),
            "quoted-printable")

# ---------------------------------------------------------------- 2025-09
html_only("mail/2025/09/2025-09-02_alpenair_buchungsbestaetigung.eml",
          "Alpenair <noreply@booking.alpenair.example>", ME,
          "Buchungsbestätigung / Booking confirmation – Q7KM2R", berlin(2025, 9, 2, 22, 41, 9),
          page("""<h2>Vielen Dank für Ihre Buchung! / Thank you for booking!</h2>
<p>Buchungscode / Booking code: <b>Q7KM2R</b></p>
""" + table([
              ["Passagier / Passenger", "BRANDSTETTER/LENA MS"],
              ["Flug / Flight", "AX 2317"],
              ["Datum / Date", "Sa 20.09.2025"],
              ["Abflug / Departure", "München (MUC) 09:40"],
              ["Ankunft / Arrival", "Manchester (MAN) 10:55 Ortszeit"],
              ["Gepäck / Baggage", "2 × 23 kg + 1 Handgepäck 8 kg"],
              ["Sitzplatz / Seat", "14C"],
              ["Preis / Price", "214,98 EUR"],
          ], head=["", ""]) + """
<p>Online Check-in öffnet 30 Stunden vor Abflug.</p>
<p style="font-size:11px;color:#777">Alpenair · Diese E-Mail wurde automatisch erstellt.</p>""",
               "Booking"), "quoted-printable")

_orig = "<%s@posteo-mail.example>" % hid("m-to-graham-sep", n=20)
plain("mail/2025/09/2025-09-10_re_lena_arriving.eml", GRAHAM, ME,
      "Re: Lena arriving on 20 September", london(2025, 9, 10, 21, 5, 30),
      """Dear Matthias,

Of course! Helen and I will collect Lena at Manchester arrivals on Saturday morning - we'll be the ones holding a slightly embarrassing sign that says LENA in German flag colours - and drive her straight to her halls. It's a bit over an hour in the car, so she won't have to wrestle two suitcases onto the train.

As promised in May, we'll keep an eye on her. She has our numbers, the Sunday roast invitation stands, and Helen has already started a list of "things every student in Leeds needs" (mostly umbrellas).

Please don't worry. She'll be fine - and so will you, eventually.

Best,
Graham

On Mon, 8 Sep 2025 at 20:18, Matthias Brandstetter wrote:
> Dear Graham,
>
> Lena lands in Manchester on Saturday 20 September at 10:55. I know it is a lot to ask, but could you or Helen possibly pick her up? She will have two big suitcases and no idea about trains yet. I am happy to pay for petrol and a very good dinner when you are in Munich.
>
> Many thanks,
> Matthias
""", "7bit", in_reply_to=_orig)

plain("mail/2025/09/2025-09-12_falkner_aschbach_zugang_besetzung.eml", REINHARD, ME_WORK,
      "Aschbach HP – Zugangskonzept + Besetzung", berlin(2025, 9, 12, 17, 40, 11),
      """Hallo Matthias,

nach Rücksprache mit dem Bauamt Freising (Herr Lindner) ist es jetzt entschieden:

- Überbau-Unterseite, Lager und Widerlager prüfen wir mit dem Brückenuntersichtgerät (23./24.09., Anja hat das Gerät gebucht).
- Die Pfeiler Achse 20 bis 40 machen wir über Seilzugang – Vertikal Service Alpin, Mittwoch bis Freitag. Deine Leeds-Idee also, zumindest für die Pfeiler.
- Drohne nur ergänzend für die Pfeilerköpfe, nicht als Ersatz für die handnahe Prüfung.

Besetzung: Tobias ist ab Montag in Elternzeit. Jana Ostermeier übernimmt seinen Part als zweite Prüferin, du bleibst Prüfleiter. Jana hat die Aschbach-Unterlagen von 2019 schon bekommen.

Bitte die VAO im Blick behalten – die halbseitige Sperrung gilt nur für die beiden Gerätetage.

Gruß
Reinhard

--
Dr.-Ing. Reinhard Falkner
Geschäftsführer · Falkner Ingenieure GmbH
Sonnenstraße 19 · 80331 München
""", "quoted-printable", cc="%s, %s" % (ANJA, JANA))

plain("mail/2025/09/2025-09-15_brueckentechnik_auftragsbestaetigung.eml",
      "Brückentechnik Süd GmbH – Disposition <dispo@brueckentechnik-sued.example>", ANJA,
      "Auftragsbestätigung Brückenuntersichtgerät – Talbrücke Aschbach", berlin(2025, 9, 15, 8, 2, 57),
      """Sehr geehrte Frau Huber,

hiermit bestätigen wir Ihren Auftrag wie folgt:

Gerät:         Brückenuntersichtgerät UBG 18/2 (Ausladung 18 m, Arbeitstiefe bis 9 m)
Einsatzort:    Talbrücke Aschbach, Fahrstreifen Richtung Freising
Einsatztage:   Dienstag, 23.09.2025 und Mittwoch, 24.09.2025, jeweils 07:00–16:00 Uhr
Anfahrt:       am Vorabend (22.09.), Abstellung auf dem Parkplatz der Meisterei
Bediener:      Herr Kurt Brenninger (Maschinist), mobil 0151 555 01873
Preis:         2.380,00 € netto pro Einsatztag inkl. Bediener, zzgl. An-/Abfahrtspauschale 420,00 € netto

Die Verkehrssicherung (halbseitige Sperrung gem. VAO) stellt der Auftraggeber. Bitte stellen Sie sicher, dass die Sperrung ab 06:45 Uhr steht, damit Herr Brenninger pünktlich aufbauen kann.

Mit freundlichen Grüßen
i. A. Sabine Wöhrl
Disposition
Brückentechnik Süd GmbH · Gewerbering 7 · 85551 Kirchheim
""", "8bit", cc=ME_WORK)

plain("mail/2025/09/2025-09-24_hv_korrigierte_abrechnung.eml", DORN, ME,
      "Korrigierte Betriebskostenabrechnung 2024 / neue Vorauszahlung", berlin(2025, 9, 24, 14, 22, 18),
      """Sehr geehrter Herr Brandstetter,

nach der Belegeinsicht am 04.09.2025 haben wir Ihre Einwände geprüft und die Betriebskostenabrechnung 2024 wie folgt korrigiert:

- Gartenpflege: Die Kosten der Baumfällung (einmalige Maßnahme) wurden herausgenommen. Ihr Anteil beträgt jetzt 197,35 €.
- Hausmeister: Der Reparaturanteil (Haustür, Klingelanlage) wurde herausgerechnet. Ihr Anteil beträgt jetzt 492,40 €.

Ihre Nachzahlung reduziert sich damit auf 287,15 €. Den bereits unter Vorbehalt gezahlten Betrag von 194,50 € haben wir berücksichtigt; bitte überweisen Sie den Restbetrag von 92,65 € bis 15.10.2025.

Ihre monatliche Vorauszahlung beträgt ab 01.10.2025: 235,00 € (statt der mit der ursprünglichen Abrechnung angekündigten 245,00 €).

Eine Kopie des neuen Gartenpflegevertrags mit der Firma GrünKonzept senden wir Ihnen wie gewünscht bis zum 31.10.2025 zu.

Mit freundlichen Grüßen

Petra Dorn
Kessler Immobilienverwaltung GmbH
Fraunhoferstraße 9 · 80469 München · Tel. 089 555 0650
""", "quoted-printable")

# ---------------------------------------------------------------- 2025-10
plain("mail/2025/10/2025-10-02_zahnarzt_terminverschiebung.eml", PRAXIS, ME,
      "Terminverschiebung – Eingliederung Krone 46", berlin(2025, 10, 2, 11, 35, 40),
      """Sehr geehrter Herr Brandstetter,

leider hat uns unser Dentallabor mitgeteilt, dass sich die Fertigung Ihrer Krone um etwa drei Wochen verzögert (Lieferengpass beim Rohling).

Ihr Termin zur Eingliederung am Donnerstag, 09.10.2025, 07:45 Uhr muss daher entfallen.

Neuer Termin: Donnerstag, 30.10.2025, 07:45 Uhr

Das Provisorium hält problemlos bis dahin. Sollte es sich lösen, melden Sie sich bitte sofort, wir setzen es dann kurzfristig neu ein.

Wir bitten um Ihr Verständnis.

Mit freundlichen Grüßen
Ihr Praxisteam Dr. Katrin Lechner
Margaretenplatz 4 · 81373 München · Tel. 089 555 0814
""", "quoted-printable")

_t = """Sehr geehrter Herr Brandstetter,

Ihr Einkommensteuerbescheid 2024 vom 13.10.2025 liegt uns vor. Wir haben ihn geprüft:

Die Festsetzung entspricht bis auf einen Punkt unserer Erklärung. Das Finanzamt hat die Fortbildungskosten für den BPA-Lehrgang in Kassel nicht als Werbungskosten anerkannt, weil kein Nachweis über Ihre tatsächliche Teilnahme vorlag. Die Rechnung allein genügt dem Finanzamt nicht; das Zertifikat ohne Angabe des Lehrgangsumfangs leider auch nicht.

Erstattung laut Bescheid: 1.947,23 € (wird in den nächsten Tagen auf Ihr Konto überwiesen)

Wir empfehlen, Einspruch einzulegen. Die Einspruchsfrist endet am 17.11.2025. Damit wir den Einspruch rechtzeitig begründen können, benötigen wir bis spätestens 10.11.2025 die Teilnahmebescheinigung des Lehrgangs – alternativ eine Bestätigung des Veranstalters über Ihre Teilnahme (Zeitraum und Stundenumfang). Bei Erfolg rechnen wir mit einer zusätzlichen Erstattung in Höhe von rund 600 €.

Mit freundlichen Grüßen

Monika Weidinger
Steuerberaterin
Steuerkanzlei Weidinger & Kollegen
Valleystraße 31 · 81371 München
"""
alternative("mail/2025/10/2025-10-14_weidinger_bescheid_2024.eml", WEIDINGER, ME,
            "Ihr Steuerbescheid 2024 – Prüfung und Empfehlung", berlin(2025, 10, 14, 10, 8, 52),
            _t, page("<p>" + _t.replace("\n\n", "</p>\n<p>").replace("\n", "<br>\n") + "</p>"),
            "base64")

_orig = "<%s@falkner-ingenieure.example>" % hid("m-berichtsfrist", n=20)
plain("mail/2025/10/2025-10-16_re_aschbach_berichtsfrist.eml", REINHARD, ME_WORK,
      "Re: Aschbach – Berichtsfrist", berlin(2025, 10, 16, 18, 2, 29),
      """Hallo Matthias,

Herr Lindner vom Bauamt hat zugestimmt: neuer Abgabetermin für den Prüfbericht Aschbach ist Freitag, 14.11.2025. Bitte dann aber wirklich – und möglichst vor dem Pennant-Besuch, damit wir den Entwurf mit den Briten am Bauwerk durchgehen können.

Gruß
Reinhard

Am 15.10.2025 um 17:51 schrieb Matthias Brandstetter:
> Hallo Reinhard,
>
> die Seilzugang-Fotos von den Pfeilern kommen erst nächste Woche von Vertikal Service Alpin. Den Bericht bis 31.10. schaffe ich so nicht sauber. Kannst du beim Bauamt zwei Wochen mehr rausholen?
>
> Danke, Matthias
""", "8bit", in_reply_to=_orig)

plain("mail/2025/10/2025-10-20_graham_munich_din1076.eml", GRAHAM, ME_WORK,
      "Munich in November + that DIN 1076 summary", london(2025, 10, 20, 9, 12, 6),
      """Dear Matthias,

Quick update from this side of the Channel. Lena came round for Sunday roast again yesterday - Helen taught her Yorkshire puddings and she taught us a Bavarian card game I immediately lost. She seems very settled.

Priya has our flights and hotel sorted for the Munich visit; she'll send you the final programme. We are all looking forward to it. I am especially keen to see a proper post-tensioned box girder up close.

One gentle nudge: could you send me the English summary of the DIN 1076 inspection regime before we come? Our highways client meeting is on 3 December and I would love to quote from it. Even a rough draft would help.

Best,
Graham
""", "7bit")

html_only("mail/2025/10/2025-10-21_velomarkt_bestellbestaetigung.eml",
          "Velomarkt24 <bestellung@velomarkt24.example>", ME,
          "Ihre Bestellung 3318-2207 ist bestätigt", berlin(2025, 10, 21, 19, 44, 1),
          page("""<h2>Danke für Ihre Bestellung!</h2>
<p>Bestellnummer: 3318-2207 · Bestelldatum: 21.10.2025</p>
""" + table([
              ["Lockwerk Faltschloss 6500, 90 cm, inkl. Rahmenhalterung", "1", "79,90 €"],
              ["Versand", "", "4,95 €"],
              ["Gutschein HERBST5", "", "-5,00 €"],
              ["<b>Gesamt (inkl. MwSt.)</b>", "", "<b>79,85 €</b>"],
          ], head=["Artikel", "Menge", "Preis"]) + """
<p>Zahlart: PayPal · Lieferung an: Matthias Brandstetter, Kesselbergweg 9, 81371 München</p>
<p>Voraussichtliche Lieferung: 23.–24.10.2025</p>""", "Bestellung"), "8bit")

_txt = """BRÜCKENBAU-BRIEF · Oktober 2025

1. Rissmonitoring an Widerlagern: Wann lohnt sich ein digitaler Rissmonitor? Ein Praxisbericht aus Baden-Württemberg zeigt, dass Gipsmarken oft reichen – bei Rissbreiten über 0,3 mm und feuchten Bauteilen empfehlen die Autoren aber kontinuierliche Messung.

2. Spannstahl mit Spannungsrisskorrosionsgefahr: Neue Handlungsanweisung veröffentlicht.

3. Personal: Weiter Mangel an zertifizierten Bauwerksprüfern – Fortbildungsangebote im Überblick.

4. Termine: Brückenkolloquium Esslingen, 20.–21.01.2026.

Sie erhalten diesen Newsletter als Abonnent des Fachverlags Ingenieurbau. Abmelden: https://ingbau-verlag.example/nl/abmelden
"""
alternative("mail/2025/10/2025-10-23_newsletter_brueckenbau_brief.eml",
            "Fachverlag Ingenieurbau <newsletter@ingbau-verlag.example>", ME_WORK,
            "Brückenbau-Brief Oktober: Rissmonitoring, Spannstahl, Personal", berlin(2025, 10, 23, 6, 0, 0),
            _txt, page("<h1>Brückenbau-Brief</h1><p>" + _txt.replace("\n\n", "</p>\n<p>") + "</p>", "Newsletter"),
            "quoted-printable",
            extra=[("List-Unsubscribe", "<https://ingbau-verlag.example/nl/abmelden>")])
