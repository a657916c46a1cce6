"""E-mail (.eml) and the club mailing-list mbox."""
import hashlib
import json
import mailbox
import os
import textwrap
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta

from common import VAULT, write

CET = timezone(timedelta(hours=1))
CEST = timezone(timedelta(hours=2))
BST = timezone(timedelta(hours=1))
GMT = timezone.utc

HANNA = "Hanna Krüger <hanna.krueger@mailbox.example>"
MATTEO = "Matteo Ferraro <matteo.ferraro@gmx.example>"
MUM = "Maggie Krüger <maggie.kruger@btinternet.example>"
DRECHSLER = "Olaf Drechsler – Elsterblick Hausverwaltung <o.drechsler@elsterblick-hv.example>"
INES = "Inês Carvalho <ines.carvalho@tejoux.example>"
BRANDT = "Yvonne Brandt – Kessler & Partner <y.brandt@kessler-partner-stb.example>"

LF = policy.default.clone(linesep="\n")

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
        p.set_boundary(next(fixed, "=" * 15 + "%019d" % seed + "=="))


def d(s):
    return textwrap.dedent(s).lstrip("\n")


def base(frm, to, date, subject, msgid, cc=None, reply_to=None, in_reply_to=None, refs=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = refs or in_reply_to
    for k, v in (extra or {}).items():
        m[k] = v
    return m


def save(rel, m):
    pin_boundaries(m, rel)
    write(rel, m.as_bytes(policy=LF))


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in d(text).rstrip("\n").split("\n"))


PIXEL = '<img src="https://t.{dom}/o/{id}.gif" width="1" height="1" alt="" style="display:none">'


def mails():
    # ---------------------------------------------------------------- 2024-11 Nebenkostenabrechnung
    m = base(DRECHSLER, HANNA, datetime(2024, 11, 14, 10, 42, tzinfo=CET),
             "Betriebskostenabrechnung 2023 – Zschochersche Straße 41, WE 3. OG links",
             "<bk2023-20417-0001@elsterblick-hv.example>", cc=MATTEO)
    m.set_content(d("""
    Sehr geehrte Frau Krüger,
    sehr geehrter Herr Ferraro,

    anbei erhalten Sie die Betriebskostenabrechnung für den Abrechnungszeitraum
    01.01.2023 bis 31.12.2023 für Ihre Wohnung Zschochersche Straße 41, 3. OG links
    (Mieter-Nr. 20417).

    Aus der Abrechnung ergibt sich für Sie eine Nachzahlung in Höhe von 612,40 €.
    Bitte überweisen Sie den Betrag bis zum 31.12.2024 auf das Ihnen bekannte
    Mietkonto unter Angabe Ihrer Mieternummer.

    Aufgrund der gestiegenen Kosten passen wir Ihre monatliche Vorauszahlung ab dem
    01.01.2025 von bisher 185,00 € auf 236,00 € an.

    Die Einzelaufstellung finden Sie in der Anlage. Für Rückfragen stehe ich Ihnen
    gern zur Verfügung.

    Mit freundlichen Grüßen

    Olaf Drechsler
    Mietenbuchhaltung / Betriebskosten
    Elsterblick Hausverwaltung GmbH
    Könneritzstraße 12 · 04229 Leipzig
    Tel. 030 23125 410
    """), charset="utf-8", cte="quoted-printable")
    att = d("""
    ELSTERBLICK HAUSVERWALTUNG GMBH
    Betriebskostenabrechnung 2023
    Objekt: Zschochersche Straße 41, 04229 Leipzig
    Wohnung: 3. OG links, Mieter-Nr. 20417 (Krüger/Ferraro)
    Abrechnungszeitraum: 01.01.2023 - 31.12.2023 (365 Tage)
    Wohnfläche Wohnung: 68,40 m²   Gesamtwohnfläche Objekt: 855,00 m²   Anteil: 8,00 %

    Kostenart                     Gesamtkosten   Schlüssel        Ihr Anteil
    ------------------------------------------------------------------------
    Grundsteuer                      3.912,50 €  Wohnfläche         313,00 €
    Wasser/Abwasser                  6.127,50 €  Wohnfläche         490,20 €
    Niederschlagswasser                612,00 €  Wohnfläche          48,96 €
    Müllabfuhr                       2.280,00 €  Wohnfläche         182,40 €
    Straßenreinigung                   318,75 €  Wohnfläche          25,50 €
    Hauswart                         1.236,00 €  Wohnfläche          98,88 €
    Gartenpflege (Grünwerk GaLaBau)  1.893,75 €  Wohnfläche         151,50 €
    Allgemeinstrom                     701,25 €  Wohnfläche          56,10 €
    Sach-/Haftpflichtversicherung    2.845,00 €  Wohnfläche         227,60 €
    Schornsteinfeger                   275,00 €  Wohnfläche          22,00 €
    Verwaltungspauschale Betriebsk.    525,00 €  Wohnfläche          42,00 €
    Heizung/Warmwasser (lt. Ablesefirma, 70/30)                  1.174,26 €
    ------------------------------------------------------------------------
    Summe Ihrer Kosten                                            2.832,40 €
    abzüglich Vorauszahlungen (12 x 185,00 €)                    -2.220,00 €
    ------------------------------------------------------------------------
    NACHZAHLUNG                                                     612,40 €

    Davon haushaltsnahe Dienstleistungen / Handwerkerleistungen nach § 35a EStG:
    Hauswart 98,88 €, Gartenpflege 151,50 €, Schornsteinfeger (Arbeitslohn) 14,30 €

    Einwendungen gegen diese Abrechnung sind spätestens zwölf Monate nach Zugang
    mitzuteilen (§ 556 Abs. 3 BGB).
    """)
    m.add_attachment(att.encode("utf-8"), maintype="text", subtype="plain",
                     filename="Betriebskostenabrechnung_2023_WE20417.txt", cte="base64")
    # add_attachment with bytes ignores charset; set it explicitly
    m.get_payload()[1].set_param("charset", "utf-8")
    save("mail/2024/11/2024-11-14_betriebskostenabrechnung-2023.eml", m)

    # ---------------------------------------------------------------- 2024-12 Widerspruch
    m = base(HANNA, DRECHSLER, datetime(2024, 12, 2, 21, 17, tzinfo=CET),
             "Re: Betriebskostenabrechnung 2023 – Zschochersche Straße 41, WE 3. OG links",
             "<20241202211700.hk.5531@mailbox.example>", cc=MATTEO,
             in_reply_to="<bk2023-20417-0001@elsterblick-hv.example>")
    m.set_content(d("""
    Sehr geehrter Herr Drechsler,

    gegen die Betriebskostenabrechnung 2023 vom 14.11.2024 (Mieter-Nr. 20417) erhebe
    ich hiermit fristgerecht Widerspruch, und zwar zu folgenden Positionen:

    1. Verwaltungspauschale Betriebskosten (unser Anteil 42,00 €): Verwaltungskosten
       sind nach § 1 Abs. 2 Nr. 1 BetrKV keine umlagefähigen Betriebskosten. Im
       Mietvertrag ist dazu auch nichts vereinbart.

    2. Gartenpflege (unser Anteil 151,50 €): Laut Aushang im Treppenhaus umfasst der
       Hauswartvertrag die Pflege der Grünflächen. Die Kosten scheinen damit doppelt
       abgerechnet zu werden.

    3. Hauswart (unser Anteil 98,88 €): Bitte schlüsseln Sie auf, welche Tätigkeiten
       enthalten sind. Anteile für Reparatur- oder Verwaltungstätigkeiten sind nicht
       umlagefähig.

    Ich beantrage Einsicht in die Originalbelege (Rechnungen, Hauswartvertrag,
    Leistungsverzeichnis). Bis zur Klärung werden wir die Nachzahlung nicht leisten.
    Die erhöhte Vorauszahlung ab Januar zahlen wir nur unter Vorbehalt.

    Bitte antworten Sie mir schriftlich per E-Mail – telefonisch bin ich tagsüber
    schlecht erreichbar, und ich hätte die Absprachen gern schriftlich.

    Mit freundlichen Grüßen
    Hanna Krüger

    Am 14.11.2024 um 10:42 schrieb Olaf Drechsler:
    """) + quote("""
    Sehr geehrte Frau Krüger,
    sehr geehrter Herr Ferraro,

    anbei erhalten Sie die Betriebskostenabrechnung für den Abrechnungszeitraum
    01.01.2023 bis 31.12.2023 für Ihre Wohnung Zschochersche Straße 41, 3. OG links
    (Mieter-Nr. 20417).

    Aus der Abrechnung ergibt sich für Sie eine Nachzahlung in Höhe von 612,40 €.
    [...]
    """) + "\n", charset="utf-8", cte="8bit")
    save("mail/2024/12/2024-12-02_re-betriebskostenabrechnung-widerspruch.eml", m)

    # ---------------------------------------------------------------- 2024-12 Belegeinsicht
    m = base(DRECHSLER, HANNA, datetime(2024, 12, 16, 14, 5, tzinfo=CET),
             "AW: Re: Betriebskostenabrechnung 2023 – Termin Belegeinsicht",
             "<bk2023-20417-0002@elsterblick-hv.example>",
             in_reply_to="<20241202211700.hk.5531@mailbox.example>",
             refs="<bk2023-20417-0001@elsterblick-hv.example> <20241202211700.hk.5531@mailbox.example>")
    m.set_content(d("""
    Sehr geehrte Frau Krüger,

    wir bestätigen den Eingang Ihres Widerspruchs vom 02.12.2024.

    Gern gewähren wir Ihnen Einsicht in die Belege zur Betriebskostenabrechnung 2023.
    Wir schlagen folgenden Termin vor:

        Dienstag, 21. Januar 2025, 10:00 Uhr
        in unseren Geschäftsräumen, Könneritzstraße 12, 04229 Leipzig, 1. OG
        (Klingel "Elsterblick", bitte im Büro 1.04 melden)

    Die Fälligkeit der Nachzahlung setzen wir bis zur Klärung aus. Ihre Einwände
    werden wir nach der Belegeinsicht mit der Eigentümergemeinschaft abstimmen.

    Mit freundlichen Grüßen

    Olaf Drechsler
    Elsterblick Hausverwaltung GmbH
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2024/12/2024-12-16_aw-belegeinsicht.eml", m)

    # ---------------------------------------------------------------- 2025-01 Endo reminder, ISO-8859-1
    m = base("Endokrinologie am Westplatz <termine@endo-westplatz.example>", HANNA,
             datetime(2025, 1, 9, 7, 30, tzinfo=CET),
             "Terminerinnerung: Dienstag, 14.01.2025, 08:15 Uhr",
             "<erinnerung-20250114-0815-kr@endo-westplatz.example>")
    m.set_content(d("""
    Sehr geehrte Frau Krüger,

    wir möchten Sie an Ihren Termin in unserer Praxis erinnern:

        Dienstag, 14.01.2025, 08:15 Uhr
        Blutabnahme und Sprechstunde bei Frau Dr. med. Sabine Voigt

    Bitte beachten Sie:
    - Kommen Sie zur Blutabnahme nüchtern.
    - Nehmen Sie Ihr L-Thyroxin am Morgen erst NACH der Blutabnahme ein.
    - Bringen Sie Ihre Versichertenkarte (eGK), Ihren Medikationsplan und
      ggf. Vorbefunde vom Hausarzt mit.

    Unsere Adresse:
    Endokrinologie am Westplatz
    Käthe-Kollwitz-Straße 82, 04109 Leipzig, 2. Etage (Aufzug vorhanden)
    Straßenbahn Linie 14, Haltestelle Westplatz

    Falls Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens
    24 Stunden vorher ab (Tel. 030 23125 182 oder per Antwort auf diese E-Mail).

    Mit freundlichen Grüßen
    Ihr Praxisteam Dr. med. Sabine Voigt
    Fachärztin für Innere Medizin und Endokrinologie
    """), charset="iso-8859-1", cte="quoted-printable")
    save("mail/2025/01/2025-01-09_terminerinnerung-praxis.eml", m)

    # ---------------------------------------------------------------- 2025-01 Mum hip news
    m = base(MUM, HANNA, datetime(2025, 1, 20, 18, 3, tzinfo=GMT),
             "hip news (don't panic)", "<8F2A1C55-7E01-4B7A-9C3D-MK20250120@btinternet.example>")
    m.set_content(d("""
    Dear Hanna,

    Don't panic. I saw Mr Pillai today at the Wensum Valley - he's the consultant,
    very tall, very polite, bow tie. The X-ray shows the left hip is "bone on bone",
    which I could have told him for free. He's putting me down for a total hip
    replacement, provisionally Wednesday 14 May.

    Please don't book anything yet, these dates move, Brenda's sister waited a year.
    Claire says she can come for a week afterwards. Brenda will feed Marmalade while
    I'm in.

    I'm fine. Really. It only hurts when I walk, which I do a lot less than I used
    to, which is the problem.

    Love to Matteo, and a big squeeze for Lina. Tell her Granny is getting a robot leg.

    Mum x

    P.S. Can you ask Matteo for that lemon risotto recipe again? I lost the paper.
    """), charset="us-ascii", cte="7bit")
    save("mail/2025/01/2025-01-20_hip-news.eml", m)

    # ---------------------------------------------------------------- 2025-01 Finanzamt
    m = base("Finanzamt Leipzig II <poststelle.fa-leipzig2@finanzamt.sachsen.example>", HANNA,
             datetime(2025, 1, 27, 9, 12, tzinfo=CET),
             "Einkommensteuer 2023 – Rückfrage zu Ihrer Erklärung (Steuernummer 231/248/05517)",
             "<elster-nachricht-2025-01-27-4471@finanzamt.sachsen.example>",
             extra={"Auto-Submitted": "auto-generated"})
    m.set_content(d("""
    Sehr geehrte Frau Krüger,

    in Ihrem Postfach "Mein ELSTER" liegt eine neue Nachricht des Finanzamts
    Leipzig II zu Ihrer Einkommensteuererklärung 2023 (Steuernummer 231/248/05517).

    Inhalt (Auszug):
    Bei der Bearbeitung Ihrer Einkommensteuererklärung 2023 haben Sie Aufwendungen
    für ein häusliches Arbeitszimmer in Höhe von 1.250 € geltend gemacht und
    zusätzlich die Tagespauschale für 148 Homeoffice-Tage. Beides zugleich ist nicht
    möglich. Bitte teilen Sie mit, welche Variante Sie wählen, und reichen Sie – falls
    Sie das Arbeitszimmer geltend machen – folgende Nachweise ein:

    - Grundriss der Wohnung mit Kennzeichnung des Arbeitszimmers
    - Bescheinigung des Arbeitgebers, dass kein anderer Arbeitsplatz zur Verfügung steht
    - Aufstellung der anteiligen Kosten

    Bitte antworten Sie bis zum 28.02.2025 über "Mein ELSTER" (Nachricht an das
    Finanzamt). Diese E-Mail ist eine automatische Benachrichtigung; Antworten an
    diese Adresse werden nicht bearbeitet.

    Mit freundlichen Grüßen
    Ihr Finanzamt Leipzig II
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2025/01/2025-01-27_finanzamt-rueckfrage.eml", m)

    # ---------------------------------------------------------------- 2025-02 Kita Platzangebot
    KITA = "Doreen Pohl – Kita Kleine Auenfüchse <leitung@auenfuechse.kinderwelt-westsachsen.example>"
    m = base(KITA, HANNA, datetime(2025, 2, 18, 13, 20, tzinfo=CET),
             "Platzangebot für Lina Krüger – Betreuungsbeginn 01.09.2025",
             "<platzangebot-2025-0217@auenfuechse.kinderwelt-westsachsen.example>", cc=MATTEO)
    m.set_content(d("""
    Liebe Frau Krüger, lieber Herr Ferraro,

    wir freuen uns sehr, Ihnen für Ihre Tochter Lina Krüger (geb. 11.06.2022) einen
    Platz in unserem Kindergartenbereich anbieten zu können:

      Einrichtung:        Kita Kleine Auenfüchse
                          Naumburger Straße 27, 04229 Leipzig
      Träger:             Kinderwelt Westsachsen gGmbH
      Betreuungsbeginn:   01.09.2025
      Betreuungsumfang:   9 Stunden täglich

    Bitte teilen Sie uns bis spätestens 07.03.2025 mit, ob Sie den Platz annehmen.
    Ohne Rückmeldung bis zu diesem Datum müssen wir den Platz leider anderweitig
    vergeben.

    Nach Ihrer Zusage erhalten Sie den Betreuungsvertrag und im Sommer alle
    Informationen zur Eingewöhnung.

    Herzliche Grüße aus der Naumburger Straße
    Doreen Pohl
    Leitung Kita Kleine Auenfüchse
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2025/02/2025-02-18_platzangebot-kita.eml", m)

    # ---------------------------------------------------------------- 2025-03 Hanna Zusage
    m = base(HANNA, KITA, datetime(2025, 3, 3, 7, 58, tzinfo=CET),
             "Re: Platzangebot für Lina Krüger – Betreuungsbeginn 01.09.2025",
             "<20250303075800.hk.7810@mailbox.example>", cc=MATTEO,
             in_reply_to="<platzangebot-2025-0217@auenfuechse.kinderwelt-westsachsen.example>")
    m.set_content(d("""
    Liebe Frau Pohl,

    vielen herzlichen Dank! Wir nehmen den Platz für Lina ab dem 01.09.2025 sehr gern
    an – wir haben uns beim Tag der offenen Tür sofort wohlgefühlt.

    Den Platz in der Kita Zwergenland (Angebot ab 01.06.2025) haben wir heute
    abgesagt. Lina bleibt bis Ende August bei ihrer Tagesmutter.

    Den Betreuungsvertrag gern per Post an unsere neue Adresse ab Mai:
    Weißenfelser Straße 63, 04229 Leipzig. Bis dahin noch Zschochersche Straße 41.

    Eine Frage vorab: Für die Eingewöhnung würde ich die ersten zwei Wochen
    übernehmen, mein Partner die dritte. Ist das so möglich?

    Viele Grüße
    Hanna Krüger

    Am 18.02.2025 um 13:20 schrieb Doreen Pohl:
    """) + quote("""
    Liebe Frau Krüger, lieber Herr Ferraro,

    wir freuen uns sehr, Ihnen für Ihre Tochter Lina Krüger (geb. 11.06.2022) einen
    Platz in unserem Kindergartenbereich anbieten zu können:
    [...]
    Bitte teilen Sie uns bis spätestens 07.03.2025 mit, ob Sie den Platz annehmen.
    """) + "\n", charset="utf-8", cte="quoted-printable")
    save("mail/2025/03/2025-03-03_re-platzangebot-zusage.eml", m)

    # ---------------------------------------------------------------- 2025-03 Kündigungsbestätigung
    m = base(DRECHSLER, HANNA, datetime(2025, 3, 4, 11, 30, tzinfo=CET),
             "Bestätigung Ihrer Kündigung – Zschochersche Straße 41, 3. OG links",
             "<kuendigung-20417-2025@elsterblick-hv.example>", cc=MATTEO)
    m.set_content(d("""
    Sehr geehrte Frau Krüger,
    sehr geehrter Herr Ferraro,

    hiermit bestätigen wir den Eingang Ihrer Kündigung vom 26.02.2025 (Zugang per
    Einschreiben am 27.02.2025). Die gesetzliche Kündigungsfrist von drei Monaten
    ist gewahrt; das Mietverhältnis endet somit zum 31.05.2025.

    Für die Wohnungsübergabe schlagen wir folgenden Termin vor:

        Samstag, 31.05.2025, 10:00 Uhr, vor Ort (Zschochersche Straße 41)

    Bitte bringen Sie sämtliche Schlüssel mit (laut Übergabeprotokoll 2019:
    3 Wohnungsschlüssel, 2 Briefkastenschlüssel, 1 Kellerschlüssel). Die Zählerstände
    werden im Protokoll festgehalten.

    Über die Mietsicherheit (2.250,00 €) rechnen wir nach Abschluss der offenen
    Betriebskostenabrechnungen ab.

    Mit freundlichen Grüßen
    Olaf Drechsler
    Elsterblick Hausverwaltung GmbH
    """), charset="utf-8", cte="8bit")
    save("mail/2025/03/2025-03-04_kuendigungsbestaetigung.eml", m)

    # ---------------------------------------------------------------- 2025-03 Radhaus KV (HTML only)
    html = d("""
    <html><body style="font-family:Arial,sans-serif;font-size:14px">
    <p>Hallo Frau Krüger,</p>
    <p>wie besprochen hier unser Kostenvoranschlag für Ihr Lastenrad
    <b>Packesel Cargo 2</b> (Rahmennr. PK2-22-08817).</p>
    <table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
    <tr style="background:#eee"><th>Pos.</th><th>Leistung</th><th>Betrag</th></tr>
    <tr><td>1</td><td>Diagnose Antriebssystem (bereits durchgeführt)</td><td>45,00 €</td></tr>
    <tr><td>2</td><td>Mittelmotor Austausch, Neuteil</td><td>520,00 €</td></tr>
    <tr><td>3</td><td>Arbeitszeit Motortausch, 3,0 Std.</td><td>165,00 €</td></tr>
    <tr><td>4</td><td>Bremsbeläge vorne/hinten inkl. Montage</td><td>50,00 €</td></tr>
    <tr><td></td><td><b>Gesamt inkl. MwSt.</b></td><td><b>780,00 €</b></td></tr>
    </table>
    <p><b>Lieferzeit Motor:</b> laut Hersteller derzeit 8–10 Wochen (Rückstand beim Zulieferer).</p>
    <p>Bitte beachten Sie: Die Diagnosepauschale von 45,00 € wird auch fällig, wenn Sie den Auftrag
    nicht erteilen. Sie können sie bei Abholung des Rades bar oder mit Karte bezahlen.</p>
    <p>Viele Grüße<br>Ihr Team vom Radhaus Plagwitz<br>Karl-Heine-Straße 98, 04229 Leipzig</p>
    PIXEL
    </body></html>
    """).replace("PIXEL", PIXEL.format(dom="radhaus-plagwitz.example", id="kv0311"))
    m = base("Radhaus Plagwitz <werkstatt@radhaus-plagwitz.example>", HANNA,
             datetime(2025, 3, 5, 17, 48, tzinfo=CET),
             "Kostenvoranschlag Nr. KV-2025-0311 – Lastenrad Packesel Cargo 2",
             "<kv-2025-0311@radhaus-plagwitz.example>")
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/03/2025-03-05_kostenvoranschlag-lastenrad.eml", m)

    # ---------------------------------------------------------------- 2025-04 Mum: postponed
    m = base(MUM, HANNA, datetime(2025, 4, 9, 19, 41, tzinfo=BST),
             "Re: the May plan", "<MK-20250409-1941@btinternet.example>",
             in_reply_to="<20250402201500.hk.6620@mailbox.example>")
    m.set_content(d("""
    Darling,

    Well, I did say. The hospital rang this morning - Mr Pillai's list for May has
    been cut (something about anaesthetists), so the operation is now on
    Wednesday 2 July. Same everything else, just later.

    I know you'd already told work about May. I'm sorry, love. Don't rearrange your
    whole life again - if July is difficult, Claire and Brenda and I will manage.

    Claire says she can do 10 to 20 July, so if you could do the first week, that
    would be perfect. But only if the move is done and Lina is settled.

    I'm fine, hobbling about, the garden looks dreadful.

    Mum x

    On Wed, 2 Apr 2025 at 21:15, Hanna Krüger wrote:
    """) + quote("""
    Hi Mum,

    I've told work I'll be in Norwich the week of 12 May, so I can be there
    for the op on the 14th and the first days at home. Matteo will juggle
    Lina with Petra.

    Love, H x
    """) + "\n", charset="utf-8", cte="quoted-printable")
    save("mail/2025/04/2025-04-09_re-the-may-plan.eml", m)

    # ---------------------------------------------------------------- 2025-04 Lastenradwerk (base64 body)
    m = base("Lastenradwerk Connewitz <hallo@lastenradwerk.example>", HANNA,
             datetime(2025, 4, 14, 9, 5, tzinfo=CEST),
             "Auftragsbestätigung A-2504-117 – dein Packesel Cargo 2",
             "<a-2504-117@lastenradwerk.example>")
    m.set_content(d("""
    Hallo Hanna,

    danke, dass du am Samstag mit dem Packesel vorbeigekommen bist (und dass du die
    5 km ohne Motor gefahren bist - Respekt).

    Kurz zusammengefasst, was ich gefunden habe:
    - Der Mittelmotor ist in Ordnung. Kein Tausch nötig.
    - Fehlerursache: Geschwindigkeitssensor am Hinterrad defekt + Kabelbaum am
      Lenkkopf angescheuert (Wackelkontakt, deshalb setzt er bei Kälte und auf
      Kopfsteinpflaster aus).

    Auftrag wie besprochen:
    1. Geschwindigkeitssensor tauschen
    2. Kabelbaum Lenkkopf erneuern und neu verlegen
    3. Bremsbeläge vorne und hinten
    4. Kette und Ritzel neu (waren durch)

    Pauschalpreis: 465,00 EUR inkl. MwSt.

    Abholung: Freitag, 25.04.2025 ab 16:00 Uhr.

    Du findest uns hier:
    Lastenradwerk Connewitz, Bornaische Straße 54 (Hinterhof, Tor links), 04277 Leipzig
    Öffnungszeiten Di-Fr 10-18 Uhr, Sa 10-14 Uhr

    Nach ca. 500 km machen wir eine kostenlose Nachinspektion (Kabel, Bremsen,
    Kettenspannung) - bitte dafür einfach einen Termin ausmachen.

    Viele Grüße
    Timo Reichel
    Lastenradwerk Connewitz
    """), charset="utf-8", cte="base64")
    save("mail/2025/04/2025-04-14_auftragsbestaetigung-a2504117.eml", m)

    # ---------------------------------------------------------------- 2025-04 Tejo accepted
    m = base(INES, HANNA, datetime(2025, 4, 22, 16, 2, tzinfo=BST),
             "[Tejo UX Research Summit 2025] Your talk has been accepted!",
             "<accept-0417-kruger@tejoux.example>",
             extra={"Reply-To": "speakers@tejoux.example"})
    plain = d("""
    Dear Hanna,

    Congratulations! The programme committee is delighted to accept your talk

      "Fifteen Minutes Between Shifts: diary studies with people who have no time"

    for the Tejo UX Research Summit 2025 in Lisbon.

    Provisional slot:
      Thursday 16 October 2025, 11:30-12:00
      Room B, Centro Cultural do Rio, Belém, Lisbon
      Format: 25 minutes talk + 5 minutes Q&A

    What we cover for speakers: a full conference pass and the speakers' dinner.
    Travel and accommodation are not covered, but we have a partner rate at several
    hotels near the venue (details to follow).

    Please confirm by 9 May that you can attend, and send us a short bio (max. 60
    words) and a headshot.

    We're really looking forward to this one - the committee loved the bakery story.

    Warm regards,
    Inês Carvalho
    Speaker Coordinator, Tejo UX Research Summit
    """)
    m.set_content(plain, charset="utf-8", cte="quoted-printable")
    m.add_alternative(
        "<html><body><p>Dear Hanna,</p><p>Congratulations! The programme committee is delighted to "
        "accept your talk <b>&ldquo;Fifteen Minutes Between Shifts: diary studies with people who have "
        "no time&rdquo;</b> for the Tejo UX Research Summit 2025 in Lisbon.</p>"
        "<p><b>Provisional slot:</b><br>Thursday 16 October 2025, 11:30&ndash;12:00<br>Room B, Centro "
        "Cultural do Rio, Bel&eacute;m, Lisbon<br>Format: 25 minutes talk + 5 minutes Q&amp;A</p>"
        "<p>What we cover for speakers: a full conference pass and the speakers' dinner. Travel and "
        "accommodation are not covered, but we have a partner rate at several hotels near the venue "
        "(details to follow).</p><p>Please confirm by 9 May that you can attend, and send us a short "
        "bio (max. 60 words) and a headshot.</p><p>We're really looking forward to this one &ndash; "
        "the committee loved the bakery story.</p><p>Warm regards,<br>In&ecirc;s Carvalho<br>Speaker "
        "Coordinator, Tejo UX Research Summit</p></body></html>",
        subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/04/2025-04-22_talk-accepted.eml", m)

    # ---------------------------------------------------------------- 2025-05 Kessler Mandat
    m = base(BRANDT, HANNA, datetime(2025, 5, 20, 15, 44, tzinfo=CEST),
             "Mandatsbestätigung Einkommensteuererklärung 2024 – Frau Hanna Krüger",
             "<mandat-2025-0520-kr@kessler-partner-stb.example>")
    m.set_content(d("""
    Sehr geehrte Frau Krüger,

    vielen Dank für das angenehme Erstgespräch am 15.05. und Ihr Vertrauen. Hiermit
    bestätigen wir die Übernahme des Mandats zur Erstellung Ihrer
    Einkommensteuererklärung 2024 (Einzelveranlagung). Verantwortlicher
    Steuerberater ist Herr Dietmar Kessler; Ihre Ansprechpartnerin für alle
    Unterlagen und Rückfragen bin ich.

    Bitte laden Sie folgende Unterlagen bis zum 30.06.2025 in unser Mandantenportal
    hoch (Zugangsdaten erhalten Sie in einer separaten E-Mail):

    1. Lohnsteuerbescheinigung 2024
    2. Bescheinigung über Kinderbetreuungskosten 2024 (Kindertagespflege) sowie
       Zahlungsnachweise (Überweisungen, keine Barzahlung)
    3. Nachweise Homeoffice-Tage bzw. Arbeitszimmer
    4. Spendenbescheinigungen
    5. Nebenkostenabrechnung mit Ausweis der Leistungen nach § 35a EStG
    6. Belege über Arbeitsmittel und Fortbildungskosten
    7. den Bescheid 2023 sowie den Schriftverkehr mit dem Finanzamt zur Rückfrage

    Unser Honorar richtet sich nach der Steuerberatervergütungsverordnung (StBVV);
    nach unserem Gespräch rechnen wir mit ca. 690 € zzgl. MwSt.

    Mit freundlichen Grüßen
    Yvonne Brandt
    Steuerfachangestellte
    Kessler & Partner Steuerberatungsgesellschaft mbB
    Dittrichring 9 · 04109 Leipzig · Tel. 030 23125 660
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2025/05/2025-05-20_mandatsbestaetigung.eml", m)

    # ---------------------------------------------------------------- 2025-05 Grünwatt welcome (HTML only)
    html = d("""
    <html><body style="font-family:Helvetica,Arial,sans-serif;color:#1d3b2a">
    <h1 style="color:#2e7d32">Willkommen bei Grünwatt, Hanna!</h1>
    <p>Schön, dass Sie sich für 100 % Ökostrom aus Mitteldeutschland entschieden haben.
    Ihre Belieferung ist bestätigt:</p>
    <table cellpadding="6" style="border:1px solid #9ccc65;border-collapse:collapse">
    <tr><td>Kundennummer</td><td><b>GW-4471902</b></td></tr>
    <tr><td>Lieferadresse</td><td>Weißenfelser Straße 63, 2. OG rechts, 04229 Leipzig</td></tr>
    <tr><td>Lieferbeginn</td><td>01.06.2025</td></tr>
    <tr><td>Tarif</td><td>Grünwatt Natur 12</td></tr>
    <tr><td>Monatlicher Abschlag</td><td>58,00 €</td></tr>
    <tr><td>Vorheriger Lieferant</td><td>Leipziger Stadtstrom (Kündigung übernehmen wir)</td></tr>
    </table>
    <p>Ihren ersten Abschlag buchen wir am 15.06.2025 ab.</p>
    <hr>
    <p style="font-size:12px"><b>Freunde werben lohnt sich:</b> Für jede Empfehlung erhalten Sie eine
    Prämie von 50 € – einfach Ihren Code <b>GRUEN-HK50</b> weitergeben.</p>
    <p style="font-size:11px;color:#777">Grünwatt Energie GmbH · Newsletter abbestellen</p>
    PIXEL
    </body></html>
    """).replace("PIXEL", PIXEL.format(dom="gruenwatt-energie.example", id="welcome-4471902"))
    m = base("Grünwatt Energie <service@gruenwatt-energie.example>", HANNA,
             datetime(2025, 5, 28, 8, 0, tzinfo=CEST),
             "Willkommen bei Grünwatt – Ihr Ökostrom startet am 01.06.2025",
             "<welcome-4471902@mail.gruenwatt-energie.example>",
             extra={"List-Unsubscribe": "<https://gruenwatt-energie.example/abmelden>"})
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/05/2025-05-28_willkommen-gruenwatt.eml", m)

    # ---------------------------------------------------------------- 2025-06 Krankenkasse newsletter (noise)
    html = d("""
    <html><body style="font-family:Arial,sans-serif">
    <h2>SaxoniaCare BKK – Ihr Bonusprogramm 2025</h2>
    <p>Liebe Frau Krüger,</p>
    <p>sammeln Sie jetzt Punkte für gesundheitsbewusstes Verhalten – und lassen Sie sich bis zu
    <b>150 €</b> im Jahr auszahlen.</p>
    <table border="1" cellpadding="5" style="border-collapse:collapse">
    <tr><th>Maßnahme</th><th>Punkte</th></tr>
    <tr><td>Professionelle Zahnreinigung</td><td>200</td></tr>
    <tr><td>Check-up / Gesundheitsuntersuchung</td><td>300</td></tr>
    <tr><td>Mitgliedschaft im Sportverein</td><td>400</td></tr>
    <tr><td>Schutzimpfungen nach STIKO</td><td>100</td></tr>
    <tr><td>Kinder: U-Untersuchungen</td><td>je 150</td></tr>
    </table>
    <p>Nachweise einfach in der SaxoniaCare-App hochladen. Einsendeschluss für 2025: 31.01.2026.</p>
    <p>Ihre SaxoniaCare BKK</p>
    <p style="font-size:11px">Sie erhalten diese E-Mail, weil Sie dem Newsletter zugestimmt haben.</p>
    PIXEL
    </body></html>
    """).replace("PIXEL", PIXEL.format(dom="saxoniacare-bkk.example", id="nl-2025-06"))
    m = base("SaxoniaCare BKK <newsletter@saxoniacare-bkk.example>", HANNA,
             datetime(2025, 6, 5, 10, 0, tzinfo=CEST),
             "Ihr Bonusprogramm 2025: Jetzt Punkte sammeln!",
             "<nl-2025-06-bonus@news.saxoniacare-bkk.example>",
             extra={"List-Unsubscribe": "<https://saxoniacare-bkk.example/newsletter/abmelden>",
                    "Precedence": "bulk"})
    m.set_content(html, subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/06/2025-06-05_bonusprogramm.eml", m)

    # ---------------------------------------------------------------- 2025-06 Fwd admission letter
    m = base(MUM, HANNA, datetime(2025, 6, 16, 11, 27, tzinfo=BST),
             "Fwd: Your admission for surgery", "<MK-20250616-1127@btinternet.example>",
             cc="Claire Marsh <claire.marsh@outlook.example>")
    m.set_content(d("""
    Here's the letter, love, so you both have it. They want me there at the crack
    of dawn, can you believe it. I'll get a taxi, don't argue.

    Mum x

    ---------- Forwarded message ---------
    From: Wensum Valley Hospital <admissions@wensumvalley.example.nhs.uk>
    Date: Mon, 16 Jun 2025 at 09:02
    Subject: Your admission for surgery

    Dear Mrs Krüger,

    Please find your admission letter attached. For your security, details of
    your admission are only included in the attachment.

    Wensum Valley Hospital - Elective Admissions
    """), charset="utf-8", cte="8bit")
    letter = d("""
    WENSUM VALLEY HOSPITAL NHS FOUNDATION TRUST
    Elective Orthopaedic Admissions

    Date of letter: 13/06/2025
    Hospital no: WVH 448 2193

    Mrs Margaret Krüger
    17 Wensum Close
    Norwich

    Dear Mrs Krüger,

    ADMISSION FOR SURGERY - LEFT TOTAL HIP REPLACEMENT
    Consultant: Mr A. Pillai, Consultant Orthopaedic Surgeon

    Date of admission:  Wednesday 2 July 2025
    Time:               07:00
    Please report to:   Surgical Admissions Lounge, Level 2, East Block
                        (use the East Block entrance, lifts on the left)

    After your operation you will be cared for on Holkham Ward (orthopaedics),
    Level 3, East Block. Visiting 14:00-20:00.

    Your pre-operative assessment has already taken place (11/06/2025).

    BEFORE YOUR OPERATION
    - Nothing to eat after midnight. You may drink water until 06:00.
    - Shower the evening before with the antiseptic wash provided.
    - Bring all your medicines in their original boxes.
    - Bring loose clothing, flat shoes with a back, and your walking aids.

    Expected length of stay: 2-3 nights. Please arrange for someone to collect you.

    If you are unwell or cannot attend, please call Elective Admissions on
    01632 960 418 as soon as possible.

    Yours sincerely,
    Elective Admissions Team
    """)
    m.add_attachment(letter.encode("utf-8"), maintype="text", subtype="plain",
                     filename="admission_letter_WVH4482193.txt", cte="base64")
    m.get_payload()[1].set_param("charset", "utf-8")
    save("mail/2025/06/2025-06-16_fwd-admission-for-surgery.eml", m)

    # ---------------------------------------------------------------- 2025-07 Korrektur + Kaution
    m = base(DRECHSLER, HANNA, datetime(2025, 7, 10, 9, 55, tzinfo=CEST),
             "Korrektur Betriebskostenabrechnung 2023 und Abrechnung der Mietsicherheit – Mieter-Nr. 20417",
             "<bk2023-20417-0007@elsterblick-hv.example>", cc=MATTEO)
    m.set_content(d("""
    Sehr geehrte Frau Krüger,
    sehr geehrter Herr Ferraro,

    nach Prüfung Ihres Widerspruchs vom 02.12.2024, Ihrer Ergänzung vom 24.01.2025
    und Rücksprache mit der Eigentümergemeinschaft korrigieren wir die
    Betriebskostenabrechnung 2023 wie folgt:

    - Die Position "Verwaltungspauschale Betriebskosten" (Ihr Anteil 42,00 €) entfällt.
    - Die Position "Gartenpflege" (Ihr Anteil 151,50 €) entfällt, da diese Leistungen
      im Hauswartvertrag enthalten sind.
    - Die Position "Hauswart" bleibt unverändert; das Leistungsverzeichnis lag Ihnen
      bei der Belegeinsicht vor.

    Die korrigierte Nachzahlung beträgt damit 418,90 €.

    Abrechnung der Mietsicherheit:
      Kaution                                         2.250,00 €
      abzüglich korrigierte Nachzahlung 2023           -418,90 €
      abzüglich Einbehalt für die ausstehenden
      Betriebskostenabrechnungen 2024 und 2025
      (anteilig bis 31.05.2025)                        -350,00 €
      ------------------------------------------------------------
      Auszahlung an Sie                               1.481,10 €

    Die Auszahlung erfolgt innerhalb von 14 Tagen auf das uns bekannte Konto. Über
    den Einbehalt rechnen wir nach Vorliegen der Abrechnungen 2024 und 2025 ab.

    Die Wohnung wurde am 31.05.2025 ohne Mängel übergeben.

    Mit freundlichen Grüßen
    Olaf Drechsler
    Elsterblick Hausverwaltung GmbH
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2025/07/2025-07-10_korrektur-und-mietsicherheit.eml", m)

    # ---------------------------------------------------------------- 2025-07 Befund Endo
    m = base("Praxis Dr. med. Sabine Voigt <praxis@endo-westplatz.example>", HANNA,
             datetime(2025, 7, 24, 12, 40, tzinfo=CEST),
             "Ihr Laborbefund vom 22.07.2025 und neue Dosierung",
             "<befund-20250722-kr@endo-westplatz.example>")
    m.set_content(d("""
    Sehr geehrte Frau Krüger,

    wie in der Sprechstunde am 22.07. besprochen, erhalten Sie anbei Ihren
    Laborbefund.

    Aufgrund der supprimierten TSH und Ihrer Beschwerden (nächtliches Herzklopfen,
    Durchschlafstörungen) reduzieren wir Ihre Dosis:

        L-Thyroxin: bisher 100 µg -> ab sofort 88 µg täglich (morgens nüchtern)

    Das E-Rezept über 100 Tabletten à 88 µg ist auf Ihrer Versichertenkarte
    hinterlegt. Beginnen Sie mit der neuen Dosis, sobald Sie die Packung haben
    (spätestens Freitag, 25.07.).

    Kontrolle: Blutabnahme am Dienstag, 21.10.2025, um 07:45 Uhr (nüchtern,
    Tablette erst nach der Blutabnahme). Befundbesprechung am 28.10.2025.

    Sollten die Beschwerden nicht innerhalb von drei bis vier Wochen nachlassen,
    melden Sie sich bitte früher.

    Mit freundlichen Grüßen
    Dr. med. Sabine Voigt
    Endokrinologie am Westplatz
    """), charset="utf-8", cte="8bit")
    lab = d("""
    LABOR LEIPZIG-WEST MVZ - Laborbefund
    Einsender: Dr. med. Sabine Voigt, Endokrinologie am Westplatz
    Patientin: Krüger, Hanna   geb. 03.04.1989
    Probeneingang: 22.07.2025 08:52   Befund: 23.07.2025

    Parameter          Ergebnis   Einheit    Referenzbereich
    -----------------------------------------------------------
    TSH basal          0,21  (-)  mU/l       0,27 - 4,20
    fT4 (freies T4)    19,8       pmol/l     12,0 - 22,0
    fT3 (freies T3)    5,1        pmol/l     3,1 - 6,8
    TPO-Antikörper     412  (+)   IU/ml      < 34
    Ferritin           38         µg/l       13 - 150

    Beurteilung: TSH erniedrigt bei hochnormalem fT4 unter Substitution -
    Hinweis auf Überdosierung. Bekannte Autoimmunthyreoiditis (Hashimoto).
    """)
    m.add_attachment(lab.encode("utf-8"), maintype="text", subtype="plain",
                     filename="Laborbefund_22-07-2025.txt", cte="base64")
    m.get_payload()[1].set_param("charset", "utf-8")
    save("mail/2025/07/2025-07-24_laborbefund-neue-dosierung.eml", m)

    # ---------------------------------------------------------------- 2025-08 Kita Eingewöhnung
    m = base("Jana Schubert – Kita Kleine Auenfüchse <igelgruppe@auenfuechse.kinderwelt-westsachsen.example>",
             HANNA, datetime(2025, 8, 4, 14, 10, tzinfo=CEST),
             "Informationen zur Eingewöhnung von Lina – Start am 01.09.2025",
             "<eingewoehnung-lina-2025@auenfuechse.kinderwelt-westsachsen.example>", cc=MATTEO)
    plain = d("""
    Liebe Familie Krüger/Ferraro,

    wir freuen uns auf Lina! Hier die wichtigsten Informationen zur Eingewöhnung.

    START
    Die Eingewöhnung beginnt am Montag, 1. September 2025, um 9:00 Uhr.
    Ich bin Linas Bezugserzieherin in der Igelgruppe: Jana Schubert.

    ABLAUF (Berliner Modell)
    - Tag 1-3: Sie bleiben mit Lina etwa eine Stunde bei uns im Gruppenraum,
      keine Trennung.
    - Tag 4: erster kurzer Trennungsversuch (10-15 Minuten).
    - Danach verlängern wir Schritt für Schritt. Planen Sie bitte 2-4 Wochen ein.

    BITTE MITBRINGEN
    - Hausschuhe (rutschfest), 2x Wechselwäsche (beschriftet)
    - Matschhose und Gummistiefel, Sonnenhut, Sonnencreme
    - ein Kuscheltier oder etwas Vertrautes
    - Windeln/Feuchttücher, falls noch nötig

    UNTERLAGEN
    - unterschriebener Betreuungsvertrag
    - Nachweis über den Masernschutz (Kopie des Impfausweises oder ärztliches
      Zeugnis) - bitte bis spätestens 15.08.2025 bei Frau Pohl abgeben. Ohne
      Nachweis dürfen wir Lina laut Infektionsschutzgesetz nicht betreuen.
    - ärztliche Bescheinigung über den Gesundheitszustand (vom Kinderarzt)

    ELTERNBEITRAG
    Der Elternbeitrag beträgt 212,86 € monatlich (9 Stunden, Kindergarten). Das
    Essengeld (3,40 € pro Tag) rechnet der Caterer "Frischeküche Elsteraue"
    direkt mit Ihnen ab.

    Bei Fragen erreichen Sie mich über diese Adresse oder morgens in der Bringzeit.

    Herzliche Grüße
    Jana Schubert
    Kita Kleine Auenfüchse, Naumburger Straße 27
    """)
    m.set_content(plain, charset="utf-8", cte="quoted-printable")
    html_rows = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in [
        ("Start", "Montag, 1. September 2025, 9:00 Uhr"),
        ("Bezugserzieherin", "Jana Schubert (Igelgruppe)"),
        ("Masernschutz-Nachweis", "bis spätestens 15.08.2025 bei Frau Pohl"),
        ("Elternbeitrag", "212,86 € monatlich (9 Stunden)"),
        ("Essengeld", "3,40 € pro Tag, Frischeküche Elsteraue"),
    ])
    m.add_alternative(
        "<html><body><p>Liebe Familie Krüger/Ferraro,</p><p>wir freuen uns auf Lina! Hier die "
        "wichtigsten Informationen zur Eingewöhnung:</p><table border=\"1\" cellpadding=\"5\">"
        + html_rows +
        "</table><p>Ablauf nach dem Berliner Modell: Tag 1&ndash;3 etwa eine Stunde gemeinsam im "
        "Gruppenraum, Tag 4 erster kurzer Trennungsversuch, insgesamt 2&ndash;4 Wochen.</p>"
        "<p>Bitte mitbringen: Hausschuhe, 2x Wechselw&auml;sche, Matschhose und Gummistiefel, "
        "Sonnenhut, Sonnencreme, ein Kuscheltier.</p><p>Herzliche Gr&uuml;&szlig;e<br>Jana "
        "Schubert</p></body></html>", subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/08/2025-08-04_infos-eingewoehnung.eml", m)

    # ---------------------------------------------------------------- 2025-08 Hanna -> Brandt
    m = base(HANNA, BRANDT, datetime(2025, 8, 20, 22, 3, tzinfo=CEST),
             "Re: Fehlende Unterlagen ESt 2024",
             "<20250820220300.hk.9034@mailbox.example>",
             in_reply_to="<nachfrage-2025-0818-kr@kessler-partner-stb.example>")
    m.set_content(d("""
    Liebe Frau Brandt,

    danke für die Erinnerung und sorry für die Verzögerung – der Sommer war wild
    (OP meiner Mutter in England, Eingewöhnung in der Kita steht an).

    Die Kontoauszüge mit den Überweisungen an Frau Lindner habe ich eben ins Portal
    hochgeladen (Ordner "2024 Kinderbetreuung").

    Die Bescheinigung von Frau Lindner selbst schicke ich Ihnen bis Ende nächster
    Woche, also bis Freitag, 29.08. – sie ist noch bis zum 25.08. im Urlaub und
    stellt sie dann direkt aus.

    Die Spendenquittung vom Ruderverein liegt schon im Portal (als Kassenwartin
    habe ich sie mir quasi selbst ausgestellt, haha – unterschrieben hat aber
    natürlich der Vorsitzende).

    Viele Grüße
    Hanna Krüger

    Am 18.08.2025 um 10:14 schrieb Yvonne Brandt:
    """) + quote("""
    Sehr geehrte Frau Krüger,

    für die Fertigstellung Ihrer Erklärung 2024 fehlen uns noch:
    1. die Bescheinigung der Kindertagespflegeperson (Frau Petra Lindner) über
       die Betreuungskosten 2024,
    2. die Zahlungsnachweise dazu (Kontoauszüge),
    3. die Spendenbescheinigung des Rudervereins.

    Ohne diese Unterlagen können wir die Kinderbetreuungskosten nicht ansetzen.

    Mit freundlichen Grüßen
    Yvonne Brandt
    """) + "\n", charset="utf-8", cte="quoted-printable")
    save("mail/2025/08/2025-08-20_re-fehlende-unterlagen.eml", m)

    # ---------------------------------------------------------------- 2025-08 Tejo venue update
    m = base(INES, HANNA, datetime(2025, 8, 27, 18, 30, tzinfo=BST),
             "Important: new venue & updated programme – Tejo UX Research Summit 2025",
             "<venue-update-0827-kruger@tejoux.example>",
             extra={"Reply-To": "speakers@tejoux.example"})
    plain = d("""
    Dear Hanna,

    Some important news. Because of unexpected renovation works at the Centro
    Cultural do Rio, we have moved the entire summit to a new venue:

      Armazém 16, Doca de Alcântara, Lisbon
      (a converted harbour warehouse, 15 minutes from the old venue)

    This also meant reshuffling the programme. Your new slot:

      Friday 17 October 2025, 14:00-14:30 (Lisbon time)
      Stage 2 ("Sala Tejo")

    Badge pickup: at the Welcome Desk by Gate B of Armazém 16, from 08:00 every
    conference day (16-17 October). Speakers can also pick up their badge at the
    speakers' dinner on Wednesday 15 October, 19:30.

    Slides: please upload your final slides (16:9, PDF and/or PPTX) to the speaker
    portal by Monday 6 October. A/V: HDMI and USB-C, clicker and lapel mic provided.

    Sorry for the change - we think you'll love the new space.

    Best,
    Inês
    """)
    m.set_content(plain, charset="utf-8", cte="quoted-printable")
    m.add_alternative(d("""
    <html><body style="font-family:Georgia,serif">
    <p>Dear Hanna,</p>
    <p>Because of unexpected renovation works at the Centro Cultural do Rio, we have moved the entire
    summit to a <b>new venue</b>.</p>
    <table border="1" cellpadding="6" style="border-collapse:collapse">
    <tr><th></th><th>Before</th><th>Now</th></tr>
    <tr><td>Venue</td><td><s>Centro Cultural do Rio, Belém</s></td><td><b>Armazém 16, Doca de Alcântara</b></td></tr>
    <tr><td>Your talk</td><td><s>Thu 16 Oct, 11:30, Room B</s></td><td><b>Fri 17 Oct, 14:00, Stage 2 (Sala Tejo)</b></td></tr>
    <tr><td>Badge pickup</td><td>–</td><td>Welcome Desk by Gate B, from 08:00 (16–17 Oct)</td></tr>
    <tr><td>Slides due</td><td>–</td><td>Monday 6 October, speaker portal</td></tr>
    </table>
    <p>Speakers can also pick up their badge at the speakers' dinner on Wednesday 15 October, 19:30.</p>
    <p>Best,<br>Inês</p>
    </body></html>
    """), subtype="html", charset="utf-8", cte="quoted-printable")
    save("mail/2025/08/2025-08-27_new-venue-updated-programme.eml", m)

    # ---------------------------------------------------------------- 2025-08 Hanna reply to Inês
    m = base(HANNA, INES, datetime(2025, 8, 28, 8, 12, tzinfo=CEST),
             "Re: Important: new venue & updated programme – Tejo UX Research Summit 2025",
             "<20250828081200.hk.9102@mailbox.example>",
             in_reply_to="<venue-update-0827-kruger@tejoux.example>")
    m.set_content(d("""
    Hi Inês,

    Thanks for the heads-up - Friday 14:00 on Stage 2 works for me. (Slightly sad,
    as that weekend is our rowing club's end-of-season row, but I'll live.)

    I'll upload the final slides to the portal by 6 October at the latest, and
    I'll send you my bio and headshot by the end of this week.

    Two small things:
    - I won't need the clicker - I prefer to stand by the laptop and use the
      arrow keys. A lapel mic is perfect.
    - For the speakers' dinner: I'm pescetarian (fish yes, meat no).

    Looking forward to it!
    Hanna

    On Wed, 27 Aug 2025 at 18:30, Inês Carvalho wrote:
    """) + quote("""
    Your new slot:

      Friday 17 October 2025, 14:00-14:30 (Lisbon time)
      Stage 2 ("Sala Tejo")
    [...]
    """) + "\n", charset="utf-8", cte="8bit")
    save("mail/2025/08/2025-08-28_re-new-venue.eml", m)

    # ---------------------------------------------------------------- 2025-09 flight (base64 HTML)
    html = d("""
    <html><body style="font-family:Arial,sans-serif">
    <h2>Westwind Reisen – Firmenreisedienst</h2>
    <p>Sehr geehrte Frau Krüger, / Dear Ms Krüger,</p>
    <p>Ihre Flugbuchung ist bestätigt. Your flight booking is confirmed.</p>
    <p>Buchungscode / Booking reference: <b style="font-size:18px">K7QJ2M</b></p>
    <table border="1" cellpadding="6" style="border-collapse:collapse">
    <tr><th>Datum</th><th>Flug</th><th>Von</th><th>Nach</th><th>Sitz</th></tr>
    <tr><td>Mi 15.10.2025</td><td>AT 5721 Atlantica Airways</td><td>Berlin BER 11:50</td><td>Lisboa LIS 14:35</td><td>14C</td></tr>
    <tr><td>Sa 18.10.2025</td><td>AT 5726 Atlantica Airways</td><td>Lisboa LIS 15:10</td><td>Berlin BER 20:55</td><td>12C</td></tr>
    </table>
    <p>Tarif: Economy Classic, 1 Aufgabegepäck 23 kg<br>
    Gesamtpreis / Total fare: <b>312,40 EUR</b> (belastet auf Kostenstelle Auenwerk UXR-04)</p>
    <p>Online-Check-in ab 30 Stunden vor Abflug.</p>
    <p>Mit freundlichen Grüßen<br>Ihr Team Westwind Reisen</p>
    </body></html>
    """)
    m = base("Westwind Reisen <travel@westwind-reisen.example>", HANNA,
             datetime(2025, 9, 2, 11, 20, tzinfo=CEST),
             "Buchungsbestätigung / Booking confirmation – KRUEGER/HANNA MS – Lisboa",
             "<wwr-booking-20250902-8841@westwind-reisen.example>",
             cc="Sven Albrecht <sven.albrecht@auenwerk.example>")
    m.set_content(html, subtype="html", charset="utf-8", cte="base64")
    save("mail/2025/09/2025-09-02_buchungsbestaetigung-flug.eml", m)

    # ---------------------------------------------------------------- 2025-09 hotel
    m = base("Casa Rio Alcântara <reservas@casario-alcantara.example>", HANNA,
             datetime(2025, 9, 3, 10, 15, tzinfo=BST),
             "Booking confirmation #CRA-55123 – 15–18 October 2025",
             "<cra-55123@casario-alcantara.example>")
    m.set_content(d("""
    Dear Ms Krüger,

    Thank you for choosing Casa Rio Alcântara. We are pleased to confirm your
    reservation (Tejo UX Research Summit partner rate):

      Booking no.:  CRA-55123
      Arrival:      Wednesday 15 October 2025 (check-in from 15:00)
      Departure:    Saturday 18 October 2025 (check-out by 11:00)
      Room:         1 x Quarto Rio (double for single use), river view
      Nights:       3, breakfast included
      Total:        €438.00 (paid in advance, non-refundable after 1 October)
      City tax:     €4.00 per night, payable at the hotel

    Getting here: from the airport, a taxi takes about 25 minutes. By public
    transport, take the Metro (red line) to Saldanha, change to the yellow line
    to Cais do Sodré, then train or tram 15E to Alcântara. Armazém 16 is a
    6-minute walk from the hotel.

    If you arrive after midnight, please let us know.

    Até breve,
    Reception, Casa Rio Alcântara
    """), charset="utf-8", cte="quoted-printable")
    save("mail/2025/09/2025-09-03_booking-confirmation-hotel.eml", m)

    # ---------------------------------------------------------------- 2025-09 Hanna -> Mum christmas
    m = base(HANNA, MUM, datetime(2025, 9, 13, 9, 40, tzinfo=CEST),
             "Re: one stick!", "<20250913094000.hk.9310@mailbox.example>",
             cc="Claire Marsh <claire.marsh@outlook.example>",
             in_reply_to="<MK-20250912-2016@btinternet.example>")
    m.set_content(d("""
    Mum, ONE STICK! I'm so proud of you. Lina wants to know if you can race her now.

    About Christmas - we've talked and decided: we'll come to you. Matteo has 22 to
    29 December off (the Osteria closes), and I really don't want you on a plane and
    up our stairs with the new hip this year. Mr Pillai said three months anyway.

    We'll come by train: Leipzig - Brussels - Eurostar to London - then up to Norwich.
    Long, but Lina loves trains and nobody has to take their shoes off at security.
    I'll look at Eurostar tickets as soon as the December dates are bookable and
    send you our exact arrival time. Promise.

    Claire, are you and the boys coming for Boxing Day?

    Love, H x

    On Fri, 12 Sep 2025 at 20:16, Maggie Krüger wrote:
    """) + quote("""
    Darling,

    Walked to the library today with ONE stick. Physio Tuesday and Friday at
    Riverside, Tom says I'm his star pupil (I suspect he says that to everyone).
    Mr Pillai was pleased at the 6-week check, x-ray "lovely".

    Now, Christmas. I'd love to come to Leipzig but I'm not sure about flying with
    the new hip, and your stairs... What do you think?

    Mum x
    """) + "\n", charset="utf-8", cte="8bit")
    save("mail/2025/09/2025-09-13_re-one-stick.eml", m)

    # ---------------------------------------------------------------- 2025-09 Kita Elternbrief
    m = base("Kita Kleine Auenfüchse <info@auenfuechse.kinderwelt-westsachsen.example>",
             "Eltern Kita Kleine Auenfüchse <eltern@auenfuechse.kinderwelt-westsachsen.example>",
             datetime(2025, 9, 15, 12, 0, tzinfo=CEST),
             "Elternbrief September – Elternabend, Schließtage, Fototermin",
             "<elternbrief-2025-09@auenfuechse.kinderwelt-westsachsen.example>")
    m.set_content(d("""
    Liebe Eltern,

    wir begrüßen alle neuen Familien ganz herzlich – schön, dass ihr da seid!

    ELTERNABEND
    Unser Elternabend findet am Dienstag, 30.09.2025, um 19:30 Uhr im
    Bewegungsraum statt. Themen: Wahl der Elternvertreter*innen, Herbstfest,
    Vorstellung des Jahresplans. Bitte bringt Hausschuhe mit.

    SCHLIESSTAGE 2025/26
    - Mittwoch, 12.11.2025: pädagogischer Teamtag
    - 24.12.2025 bis 02.01.2026: Weihnachtsschließzeit
    - Freitag, 15.05.2026: Brückentag

    FOTOTERMIN
    Der Kita-Fotograf kommt am Dienstag, 14.10.2025 (Einzel- und Geschwisterfotos).

    HERBSTKLEIDUNG
    Bitte denkt an Matschhose, Gummistiefel und Wechselwäsche – wir sind bei
    jedem Wetter draußen.

    Herzliche Grüße
    Doreen Pohl und das Team der Kleinen Auenfüchse
    """), charset="utf-8", cte="8bit")
    save("mail/2025/09/2025-09-15_elternbrief-september.eml", m)


def mbox():
    LIST = "RV Elster Mitglieder <mitglieder@lists.rv-elster1893.example>"
    hdr = {"List-Id": "RV Elster 1893 Mitglieder <mitglieder.lists.rv-elster1893.example>",
           "List-Post": "<mailto:mitglieder@lists.rv-elster1893.example>",
           "Sender": "mitglieder-bounces@lists.rv-elster1893.example"}
    JOERG = "Jörg Hempel <vorsitz@rv-elster1893.example>"
    MAIK = "Maik Lorenz <sport@rv-elster1893.example>"
    KASSE = "Hanna Krüger (Kasse RV Elster) <kasse@rv-elster1893.example>"
    msgs = []

    def add(frm, date, subj, mid, body, irt=None, refs=None, cte="8bit"):
        m = base(frm, LIST, date, subj, mid, in_reply_to=irt, refs=refs, extra=hdr)
        m.set_content(body, charset="utf-8", cte=cte)
        msgs.append((frm, date, m))

    add(JOERG, datetime(2025, 1, 8, 19, 5, tzinfo=CET), "[RV Elster] Frohes neues Jahr + Wintertraining",
        "<2025-01-08.neujahr@rv-elster1893.example>", d("""
        Liebe Ruderinnen und Ruderer,

        ein frohes neues Jahr euch allen! Das Wintertraining läuft weiter:
        Ergometer und Kraft dienstags 18:00 Uhr in der Turnhalle der Schule am Auwald,
        Laufen samstags 9:00 Uhr ab Bootshaus.

        Unsere Kassenwartin Hanna bittet alle, die im letzten Jahr die Bank gewechselt
        haben, ihr die neue IBAN zu schicken – sonst gibt es im März Rücklastschriften.

        Rudergruß
        Jörg
        """))
    add(JOERG, datetime(2025, 2, 12, 20, 30, tzinfo=CET),
        "[RV Elster] Einladung zur Mitgliederversammlung am 14. März 2025",
        "<2025-02-12.einladung-mv@rv-elster1893.example>", d("""
        Liebe Mitglieder,

        hiermit lade ich fristgerecht zur ordentlichen Mitgliederversammlung ein:

          Freitag, 14. März 2025, 19:00 Uhr
          Bootshaus, Saal im Obergeschoss, Schleußiger Weg 7, 04229 Leipzig

        Tagesordnung:
        1. Begrüßung, Feststellung der Beschlussfähigkeit
        2. Bericht des Vorstands
        3. Kassenbericht 2024 (Hanna Krüger)
        4. Bericht der Kassenprüfung (Ulrike Rasch)
        5. Entlastung des Vorstands
        6. Antrag des Vorstands: Erhöhung des Jahresbeitrags ab 01.07.2025
        7. Antrag: Kauf eines gebrauchten Doppelvierers
        8. Verschiedenes

        Anträge bitte bis 28.02. schriftlich an mich.
        From the board: bitte zahlreich erscheinen, wir brauchen die Hälfte der Stimmen!

        Rudergruß
        Jörg Hempel, Vorsitzender
        """))
    add(JOERG, datetime(2025, 3, 16, 11, 0, tzinfo=CET), "[RV Elster] Kurzbericht Mitgliederversammlung",
        "<2025-03-16.kurzbericht-mv@rv-elster1893.example>", d("""
        Liebe alle,

        danke an die 35, die am Freitag da waren! Ganz kurz das Wichtigste:

        - Der Vorstand wurde entlastet, die Kasse ist in Ordnung (danke Hanna und Ulrike).
        - Die Beitragserhöhung ab 1. Juli wurde angenommen.
        - Der Kauf des gebrauchten Doppelvierers vom RC Saale Halle wurde genehmigt.
          Maik verhandelt jetzt.

        Das ausführliche Protokoll mit allen Zahlen schickt Tobias in den nächsten Tagen.

        Rudergruß
        Jörg
        """))
    add(MAIK, datetime(2025, 3, 28, 17, 45, tzinfo=CET), "[RV Elster] Anrudern am 5. April!",
        "<2025-03-28.anrudern@rv-elster1893.example>", d("""
        Hallo zusammen,

        die Saison geht los! Anrudern am Samstag, 5. April 2025, 10:00 Uhr am Bootshaus.
        Wir fahren gemeinsam bis zur Wasserschänke und zurück, danach wird gegrillt.
        Salate gern mitbringen, Würstchen und Grillkäse organisiert der Verein.

        Bitte tragt euch in die Bootsliste am Schwarzen Brett ein.

        Maik
        """))
    add(MAIK, datetime(2025, 5, 16, 21, 10, tzinfo=CEST), "[RV Elster] Der Doppelvierer ist da!",
        "<2025-05-16.doppelvierer@rv-elster1893.example>", d("""
        Hallo zusammen,

        er ist da! Der Doppelvierer aus Halle liegt seit Montag in Halle 2, Platz 4.
        Bootstaufe am Samstag, 24. Mai, 15:00 Uhr – Namensvorschläge bis Mittwoch an mich.
        Favorit bisher: "Elsterglück".

        Bitte das Boot erst nach der Einweisung nutzen (Trimmung ist anders als bei
        unseren alten Vierern).

        Maik
        """))
    add(KASSE, datetime(2025, 6, 25, 19, 30, tzinfo=CEST), "[RV Elster] Beitragseinzug 2. Halbjahr am 01.07.",
        "<2025-06-25.beitragseinzug@rv-elster1893.example>", d("""
        Liebe Mitglieder,

        wie jedes Jahr ziehe ich den Beitrag fürs 2. Halbjahr am 01.07.2025 per
        SEPA-Lastschrift ein. Ab diesem Halbjahr gilt der neue Beitrag laut
        MV-Beschluss vom 14.03.2025:

          Erwachsene: 138,00 € pro Halbjahr (276 € im Jahr)
          Jugendliche/Studierende: 69,00 € pro Halbjahr

        Gläubiger-Identifikationsnummer: DE71ZZZ00002189473
        Mandatsreferenz: eure Mitgliedsnummer (steht auf dem Mitgliedsausweis)

        Bitte sorgt für ausreichende Deckung – eine Rücklastschrift kostet den Verein
        6 € Bankgebühr, die ich weiterberechnen muss.

        Fragen gern an kasse@rv-elster1893.example.

        Viele Grüße
        Hanna (Kassenwartin)
        """))
    add("Gerd Wunderlich <g.wunderlich@web.example>", datetime(2025, 6, 26, 8, 2, tzinfo=CEST),
        "Re: [RV Elster] Beitragseinzug 2. Halbjahr am 01.07.",
        "<gw-20250626-0802@web.example>", d("""
        Moin Hanna,

        warum denn jetzt 138? Ich hatte 120 im Kopf.
        From what I remember we only talked about it...

        Gerd

        """) + quote("""
        Ab diesem Halbjahr gilt der neue Beitrag laut
        MV-Beschluss vom 14.03.2025:

          Erwachsene: 138,00 € pro Halbjahr (276 € im Jahr)
        """) + "\n",
        irt="<2025-06-25.beitragseinzug@rv-elster1893.example>")
    add(KASSE, datetime(2025, 6, 26, 12, 40, tzinfo=CEST),
        "Re: [RV Elster] Beitragseinzug 2. Halbjahr am 01.07.",
        "<2025-06-26.re-gerd@rv-elster1893.example>", d("""
        Lieber Gerd,

        die Erhöhung wurde auf der Mitgliederversammlung am 14.03. beschlossen (TOP 6,
        31 Ja-Stimmen). Das Protokoll hat Tobias im März an alle geschickt. Bis Juni
        galten noch die 120 € pro Halbjahr, ab Juli 138 €.

        Viele Grüße
        Hanna

        """) + quote("""
        warum denn jetzt 138? Ich hatte 120 im Kopf.
        """) + "\n",
        irt="<gw-20250626-0802@web.example>",
        refs="<2025-06-25.beitragseinzug@rv-elster1893.example> <gw-20250626-0802@web.example>")
    add(JOERG, datetime(2025, 9, 5, 18, 20, tzinfo=CEST), "[RV Elster] Abrudern + Kassenprüfung im Oktober",
        "<2025-09-05.abrudern@rv-elster1893.example>", d("""
        Liebe Mitglieder,

        die Saison neigt sich dem Ende zu:

        ABRUDERN: Samstag, 18. Oktober 2025, 14:00 Uhr am Bootshaus, danach Kaffee
        und Kuchen (Kuchenspenden bitte bei Katja anmelden).

        KASSENPRÜFUNG: Ulrike Rasch macht wie jedes Jahr im Oktober die
        Zwischenprüfung. Ulrike braucht dafür die Belege Januar bis September bis zum
        10. Oktober.

        From the boathouse: Wer den Steg-Arbeitsdienst im Mai verpasst hat – am
        11.10. wird noch einmal geschraubt.

        Rudergruß
        Jörg
        """))
    add(KASSE, datetime(2025, 9, 6, 10, 15, tzinfo=CEST),
        "Re: [RV Elster] Abrudern + Kassenprüfung im Oktober",
        "<2025-09-06.re-kassenpruefung@rv-elster1893.example>", d("""
        Liebe Ulrike, lieber Jörg,

        ich scanne die Belege Januar bis September und schicke sie Ulrike bis
        spätestens Freitag, 10. Oktober, als PDF. Die Originale liegen wie immer im
        Kassenordner im Bootshaus-Büro.

        Das Abrudern verpasse ich leider – ich bin vom 15. bis 18.10. beruflich in
        Lissabon. Ich spende trotzdem einen Kuchen (bzw. Matteo backt).

        Viele Grüße
        Hanna

        """) + quote("""
        Ulrike braucht dafür die Belege Januar bis September bis zum
        10. Oktober.
        """) + "\n",
        irt="<2025-09-05.abrudern@rv-elster1893.example>")
    add("Katja Wendt <katja.wendt@posteo.example>", datetime(2025, 9, 12, 21, 0, tzinfo=CEST),
        "[RV Elster] Doppelzweier Samstag früh?",
        "<kw-20250912-2100@posteo.example>", d("""
        Hallo ihr,

        wer hat Lust auf Doppelzweier oder Vierer am Samstag um 7:30? Wetter soll
        spiegelglatt werden. Ich nehme mit Hanna die "Auenwelle".
        From 7:30 until about 9, then breakfast at the Bootshaus.

        Katja
        """))

    path = os.path.join(VAULT, "mail/lists/rv-elster-mitglieder.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path)
    box.lock()
    for frm, date, m in msgs:
        raw = m.as_bytes(policy=LF)
        mm = mailbox.mboxMessage(raw)
        addr = frm.split("<")[1].rstrip(">")
        mm.set_from(addr, date.astimezone(timezone.utc).timetuple())
        box.add(mm)
    box.flush()
    box.unlock()
    box.close()


def main():
    mails()
    mbox()


if __name__ == "__main__":
    main()
