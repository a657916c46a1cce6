"""Residents' association list mail as one mbox."""
import mailbox, os
from email.message import EmailMessage
from email.utils import format_datetime
from common import OUT, dt

LIST = "Woonboten Schiehaven <bewoners@lists.woonboten-schiehaven.example.nl>"
ED = "Ed Brouwer (havenmeester) <havenmeester@woonboten-schiehaven.example.nl>"
ILSE = "Ilse Hoogendoorn <secretaris@woonboten-schiehaven.example.nl>"


def msg(frm, date, subject, mid, body, in_reply_to=None, cte="8bit"):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = LIST
    m["Date"] = format_datetime(date)
    m["Subject"] = "[Schiehaven] " + subject
    m["Message-ID"] = mid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = "Bewoners Schiehaven <bewoners.lists.woonboten-schiehaven.example.nl>"
    m["List-Post"] = "<mailto:bewoners@lists.woonboten-schiehaven.example.nl>"
    m.set_content(body, charset="utf-8", cte=cte)
    return m


msgs = [
    msg(ILSE, dt(2025, 3, 10, 20, 15), "Uitnodiging ALV 27 maart",
        "<alv-2025-03@woonboten-schiehaven.example.nl>", """Beste buren,

Hierbij de uitnodiging voor de algemene ledenvergadering op donderdag 27 maart,
20:00, in de kajuit van de "Hoop doet Leven" (ligplaats 4).

Agenda:
1. Opening en notulen
2. Financiën 2024 (contributie blijft € 60 per boot)
3. Walstroom: de gemeente vervangt dit voorjaar alle kasten (nieuw: 3x25A per
   ligplaats). Ed vertelt over de planning.
4. Ligplaats 23: de "Zeemeeuw" vertrekt deze zomer naar Zeeland. De gemeente
   verdeelt de plek via de lopende aanvragen; wij hebben daar geen zeggenschap
   over, maar we worden wel gehoord.
5. Rondvraag

Tot dan!
Ilse Hoogendoorn, secretaris
"""),
    msg(ED, dt(2025, 5, 2, 8, 40), "Werkzaamheden walstroomkasten 14 mei",
        "<ed-walstroom-0502@woonboten-schiehaven.example.nl>", """Goedemorgen allemaal,

Op woensdag 14 mei worden de nieuwe walstroomkasten aan steiger Oost en Zuid
aangesloten. De stroom is die dag van 09:00 tot ongeveer 13:00 af.
Koelkasten dus dicht houden en geen kachels aan laten staan.

Na de vervanging heeft elke ligplaats 3x25A. Je hebt dan een nieuwe sleutel
nodig voor de kast; daarover volgt later bericht.

Ed Brouwer
Havenmeester Schiehaven
"""),
    msg(ILSE, dt(2025, 6, 20, 17, 2), "Zomerborrel 5 juli + afval",
        "<zomer-2025@woonboten-schiehaven.example.nl>", """Hoi allemaal,

Zaterdag 5 juli vanaf 16:00 zomerborrel op de kade bij ligplaats 10-12.
Iedereen neemt iets te eten mee.

From the harbour master, for our English-speaking neighbours: please do not
leave rubbish bags on the quay. Use the underground containers at the head
of the harbour.

Groet,
Ilse
"""),
    msg(ED, dt(2025, 9, 22, 9, 30), "Nieuwe buren op ligplaats 23",
        "<ed-lp23-0922@woonboten-schiehaven.example.nl>", """Beste bewoners,

Goed nieuws: ligplaats 23 is vergeven. Op maandag 6 oktober komt de
"Margaretha" (Pieter en Noor) aan. De sleepboot komt via de Parksluizen en
wordt tussen 10:00 en 11:00 verwacht.

Wilt u die ochtend de kade bij ligplaats 21 t/m 25 vrijhouden (geen fietsen,
geen bloembakken op de rand)? Dank!

Ed Brouwer
Havenmeester
"""),
    msg("Gerda Bos <gerda.bos@kpnmail.example.nl>", dt(2025, 9, 22, 12, 47),
        "Re: Nieuwe buren op ligplaats 23", "<gerda-re-lp23@kpnmail.example.nl>", """Welkom alvast aan Pieter en Noor! Wij liggen ernaast (de "Vrouwe Anna").
Als jullie hulp nodig hebben met de trossen, roep maar.

Gerda

Op 22-09-2025 09:30 schreef Ed Brouwer:
> Goed nieuws: ligplaats 23 is vergeven. Op maandag 6 oktober komt de
> "Margaretha" (Pieter en Noor) aan. De sleepboot komt via de Parksluizen en
> wordt tussen 10:00 en 11:00 verwacht.
""", in_reply_to="<ed-lp23-0922@woonboten-schiehaven.example.nl>"),
    msg(ED, dt(2025, 10, 8, 8, 5), "Sleutels nieuwe walstroomkasten",
        "<ed-sleutels-1008@woonboten-schiehaven.example.nl>", """Beste bewoners,

De sleutels voor de nieuwe walstroomkasten liggen klaar. Ophalen bij het
havenkantoor, Schiehaven 15a (kop van de haven, naast de ondergrondse
containers), op dinsdag en donderdag van 09:00 tot 12:00.
Borg: € 25 per sleutel, contant of met tikkie.

Wie nog geen sleutel heeft, kan de kast na 1 november niet meer openen.

Ed Brouwer
Havenmeester
"""),
    msg(ILSE, dt(2025, 10, 28, 19, 40), "Nieuwsbrief najaar: ALV, ijs, subsidie",
        "<nb-najaar-2025@woonboten-schiehaven.example.nl>", """Beste buren,

- ALV: donderdag 20 november, 20:00, zelfde plek.
- IJs: wie een bubbelslang heeft, graag vóór december testen. Vorig jaar lag de
  haven 9 dagen dicht.
- Subsidie: de gemeente organiseert op 4 december een informatieavond over
  verduurzaming van woonboten (warmtepompen, isolatie). Aanmelden via mij.
- Welkom aan de nieuwe bewoners van ligplaats 23!

Ilse
"""),
    msg(ED, dt(2025, 11, 4, 7, 55), "Stremming Parksluizen 15-16 november",
        "<ed-stremming-1104@woonboten-schiehaven.example.nl>", """Goedemorgen,

Let op: de Parksluizen zijn van zaterdag 15 november 20:00 tot maandag
17 november 05:00 gestremd voor onderhoud. Wie maandagochtend vroeg weg moet:
de sluis draait vanaf 05:00 weer.

Ed
"""),
]

path = os.path.join(OUT, "mail/lists/woonboten-schiehaven.mbox")
os.makedirs(os.path.dirname(path), exist_ok=True)
if os.path.exists(path):
    os.remove(path)
box = mailbox.mbox(path, create=True)
for m in msgs:
    mm = mailbox.mboxMessage(m)
    addr = m["From"].addresses[0].addr_spec
    mm.set_from(addr, m["Date"].datetime.astimezone(__import__("datetime").timezone.utc).timetuple())
    box.add(mm)
box.flush()
box.close()
