"""Kleingartenverein mailing list as an mbox file (mboxo, manual From_ lines)."""
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

from common import berlin, hid, wrap

LIST_ID = "Mitglieder-Info KGV Sonnenwinkel <mitglieder.kgv-sonnenwinkel.example>"
LIST_TO = "KGV Sonnenwinkel Mitglieder <mitglieder@kgv-sonnenwinkel.example>"
VORSTAND = "Herbert Lallinger (1. Vorsitzender) <vorstand@kgv-sonnenwinkel.example>"

_msgs = []


def _add(frm, subject, date, body, cte="8bit", in_reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = LIST_TO
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    msgid = "<%s@kgv-sonnenwinkel.example>" % hid("kgv", subject, date.isoformat(), n=18)
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = LIST_ID
    m["List-Post"] = "<mailto:mitglieder@kgv-sonnenwinkel.example>"
    m["Precedence"] = "list"
    m.set_content(wrap(body) if cte == "8bit" else body, subtype="plain", charset="utf-8", cte=cte)
    addr = frm.split("<")[1].rstrip(">")
    _msgs.append((addr, date, m))
    return msgid


inv = _add(VORSTAND, "Einladung zur Jahreshauptversammlung 2025", berlin(2025, 1, 20, 19, 12, 3), """Liebe Gartenfreundinnen und Gartenfreunde,

hiermit lade ich euch herzlich zur Jahreshauptversammlung 2025 ein:

Samstag, 22. März 2025, 18:00 Uhr, im Vereinsheim

Tagesordnung:
1. Begrüßung und Feststellung der Beschlussfähigkeit
2. Berichte des Vorstands, des Kassiers (Konrad Bauer) und der Kassenprüfer
3. Entlastung des Vorstands
4. Neuwahl des Kassiers – Konrad tritt nach 14 Jahren nicht mehr an
5. Antrag des Vorstands: Photovoltaikanlage auf dem Dach des Vereinsheims (ca. 8,4 kWp, Kosten ca. 14.500 €, Förderung durch die Stadt beantragt)
6. Antrag des Vorstands: Erhöhung des Ersatzbetrags für nicht geleistete Gemeinschaftsstunden von 15 € auf 20 € je Stunde
7. Verschiedenes

Anträge bitte bis 8. März schriftlich an den Vorstand. Für Brezen und Getränke ist gesorgt, Kuchenspenden sind willkommen.

Mit gärtnerischen Grüßen
Herbert Lallinger
1. Vorsitzender, KGV Sonnenwinkel Obersendling e.V.
""")

_add("Walter Gruber <w.gruber@t-webmail.example>", "Re: Einladung zur Jahreshauptversammlung 2025",
     berlin(2025, 2, 3, 10, 47, 22), """Servus Herbert,

zu TOP 5: 14.500 € für eine Solaranlage auf einem Vereinsheim, das wir im Winter kaum nutzen? Bis sich das rechnet, bin ich unter der Erde. Ich bitte darum, dass der Vorstand bei der Versammlung eine Wirtschaftlichkeitsrechnung vorlegt.

Gruß Walter (Parzelle 12)

> Liebe Gartenfreundinnen und Gartenfreunde,
>
> hiermit lade ich euch herzlich zur Jahreshauptversammlung 2025 ein:
> Samstag, 22. März 2025, 18:00 Uhr, im Vereinsheim
> [...]
> 5. Antrag des Vorstands: Photovoltaikanlage auf dem Dach des Vereinsheims (ca. 8,4 kWp, Kosten ca. 14.500 €, Förderung durch die Stadt beantragt)
""", in_reply_to=inv)

_add(VORSTAND, "Kurzprotokoll JHV 22.03.2025 – Beschlüsse", berlin(2025, 3, 28, 20, 5, 0), """Liebe Mitglieder,

hier die wichtigsten Ergebnisse unserer Jahreshauptversammlung vom 22.03.2025 (41 Mitglieder anwesend, beschlussfähig). Das vollständige Protokoll hängt im Schaukasten am Vereinsheim.

- Entlastung des Vorstands: einstimmig.
- Neuwahl Kassier: Neue Kassierin ist Derya Yılmaz (Parzelle 31), gewählt einstimmig bei 2 Enthaltungen. Ein großes Dankeschön an Konrad Bauer für 14 Jahre Kassenführung! Kassenfragen ab sofort bitte an kasse@kgv-sonnenwinkel.example.
- Photovoltaikanlage Vereinsheim: Nach Vorstellung der Wirtschaftlichkeitsrechnung mit 34 Ja- zu 9 Nein-Stimmen beschlossen. Installation im Frühjahr 2026, sobald der Förderbescheid der Stadt vorliegt.
- Gemeinschaftsarbeit: Der Ersatzbetrag für nicht geleistete Stunden steigt ab dem Gartenjahr 2025 von 15 € auf 20 € je Stunde. Die Pflichtstunden bleiben bei 10 Stunden pro Parzelle und Jahr.

Danke an alle, die Kuchen mitgebracht haben!

Herbert Lallinger
1. Vorsitzender
""")

_add(VORSTAND, "Wasser an am 12.04. + Termine Gemeinschaftsarbeit 2025", berlin(2025, 4, 1, 18, 30, 0), """Liebe Gartenfreunde,

das Wasser in der Anlage wird am Samstag, 12.04.2025, ab 9:00 Uhr wieder aufgedreht. Bitte vorher kontrollieren, dass eure Hähne und Entleerungsventile geschlossen sind, sonst steht die Parzelle unter Wasser.

Gemeinschaftsarbeit 2025: jeweils am 1. Samstag im Monat von April bis Oktober, 9–12 Uhr (im August keine Gemeinschaftsarbeit). Treffpunkt Vereinsheim, Handschuhe mitbringen.

Herbert Lallinger
""")

_add("Hazel Brown <hazel.brown@mailbox-uk.example>", "Häcksler zu verleihen / shredder to lend",
     berlin(2025, 5, 14, 21, 3, 41), """Liebe Nachbarn, dear all,

mein Mann hat einen neuen Häcksler gekauft, und der alte (funktioniert noch gut) steht jetzt bei uns in der Hütte, Parzelle 22.
From next week on you can borrow it whenever you like - just knock or leave a note in the letterbox.
Bitte sauber zurückbringen und nicht mit nassen Ästen füttern, dann verstopft er.

Cheers,
Hazel (Parzelle 22)
""")

_add(VORSTAND, "Sommerfest 19.07. – Helfer und Kuchen gesucht", berlin(2025, 6, 25, 19, 0, 0), """Liebe Mitglieder,

unser Sommerfest findet am Samstag, 19.07.2025, ab 14 Uhr auf der Festwiese statt – mit Steckerlfisch, Kinderprogramm und ab 19 Uhr Live-Musik.

Wir brauchen noch Helfer für Aufbau (Sa 10 Uhr), Ausschank und Abbau (So 10 Uhr) sowie Kuchenspenden. Bitte tragt euch in die Liste am Vereinsheim ein. Helferstunden beim Sommerfest zählen NICHT als Gemeinschaftsarbeit.

Herbert Lallinger
""")

_add(VORSTAND, "Heckenschnitt + Gartenbegehung am 18.10.", berlin(2025, 9, 30, 18, 45, 0), """Liebe Gartenfreunde,

zur Erinnerung: Laut Gartenordnung dürfen Hecken an den Wegen höchstens 1,25 m hoch sein. Bitte bis Mitte Oktober schneiden.

Die Herbstbegehung durch den Vorstand findet am Samstag, 18.10.2025, ab 10 Uhr statt.

Herbert Lallinger
""")

_add("Derya Yılmaz (Kassierin) <kasse@kgv-sonnenwinkel.example>",
     "Wasser abstellen am 25.10. / Nachweis Gemeinschaftsstunden", berlin(2025, 10, 8, 20, 14, 9), """Liebe Mitglieder,

am Samstag, 25.10.2025, wird ab 9:00 Uhr das Wasser in der ganzen Anlage abgestellt. Bitte bis dahin:
- den Zählerstand eurer Wasseruhr in die Liste am Vereinsheim eintragen,
- Leitungen und Schläuche entleeren, Hähne offen lassen (Frost!).

Gemeinschaftsstunden: Wer seine 10 Pflichtstunden noch nicht voll hat, kann beim Sondereinsatz am Samstag, 08.11.2025, 9–13 Uhr nacharbeiten. Fehlende Stunden, die bis 15.11. nicht nachgewiesen sind, werden mit der Jahresrechnung mit 20 € je Stunde berechnet (Beschluss der JHV).

Viele Grüße
Derya Yılmaz
Kassierin, KGV Sonnenwinkel Obersendling e.V.
""")


def build_mbox():
    out = []
    for addr, date, m in _msgs:
        raw = m.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        esc = []
        for ln in lines:
            if ln.startswith(b"From "):
                ln = b">" + ln
            esc.append(ln)
        raw = b"\n".join(esc)
        if not raw.endswith(b"\n"):
            raw += b"\n"
        utc = date.astimezone(__import__("datetime").timezone.utc)
        out.append(b"From " + addr.encode() + b" " + utc.strftime("%a %b %d %H:%M:%S %Y").encode() + b"\n" + raw + b"\n")
    return b"".join(out)
