# -*- coding: utf-8 -*-
"""Class parents' mailing list as an mbox file."""
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime
import time
from common import bud_dt, wrap, quote, write_bytes

LIST = "2b-szulok@lists.dagalyisk.example"
LISTID = "2.b szulok <2b-szulok.lists.dagalyisk.example>"
KATI = "Nagy Katalin <nagy.katalin@dagalyisk.example>"

MSGS = [
    ("2024-09-02 07:12", KATI, "Üdvözlet a 2.b-ben! – tanszerek, órarend", "<2b-001@lists.dagalyisk.example>", None,
     """Kedves Szülők!

Szeretettel köszöntök mindenkit a második évfolyamon! Néhány fontos tudnivaló:

- Tanszerlista: 2 db vonalas füzet (2. osztályos), 1 db négyzetrácsos, színes ceruza, olló, ragasztó, tornazsák (fehér póló, sötét nadrág, váltócipő).
- Napközi 16 óráig, ügyelet 17 óráig.
- Az ellenőrzőt kérem, minden pénteken írják alá.
- Az osztálypénzről a szülői munkaközösség (SZMK) ír majd.

Jó évkezdést!
Nagy Katalin (Kati néni)
osztályfőnök""", "quoted-printable"),
    ("2024-09-24 20:41", "Szűcs Ágnes <szucs.agi@posta.example>", "Osztálypénz – őszi félév", "<2b-002@lists.dagalyisk.example>", None,
     """Sziasztok!

Az SZMK nevében: az őszi félév osztálypénze 5 000 Ft/gyerek, ebből a mikulásos csomag, a farsang és az osztálykirándulás buszának előlege jön ki. Átutalás az SZMK számlájára október 10-ig, közlemény: gyerek neve.

Köszi!
Ági (Levi anyukája)""", "8bit"),
    ("2024-10-30 15:03", KATI, "Iskolai fotózás november 12-én", "<2b-003@lists.dagalyisk.example>", None,
     """Kedves Szülők!

November 12-én, kedden lesz az iskolai fotózás (egyéni és osztálykép). Kérem, a gyerekek csinos, de kényelmes ruhában jöjjenek. A képek ára a megrendelőlapon, amit a gyerekek hazavisznek.

Nagy Katalin""", "quoted-printable"),
    ("2024-11-04 08:15", "Emily Carter-Nagy <emily.cn@posta.example>", "Side gate closed – pick-up", "<2b-004@lists.dagalyisk.example>", None,
     """Hi all, sorry for writing in English, my Hungarian is still too slow for long mails!

The caretaker told me this morning:
From Monday the side gate on Dagaly utca will be closed after 8:00 because of the construction.
Pick-up in the afternoon is only through the main entrance.

Zoe's mum, Emily""", "7bit"),
    ("2024-11-04 09:02", "Szűcs Ágnes <szucs.agi@posta.example>", "Re: Side gate closed – pick-up", "<2b-005@lists.dagalyisk.example>", "<2b-004@lists.dagalyisk.example>",
     """Thank you Emily! / Köszi, Emily!

Megerősítem: a mellékbejárat hétfőtől 8 után zárva, az építkezés miatt (tornaterem-felújítás) kb. karácsonyig.

Ági

Emily Carter-Nagy <emily.cn@posta.example> írta (2024. nov. 4., H 8:15):
""" + quote("""Hi all, sorry for writing in English, my Hungarian is still too slow for long mails!

From Monday the side gate on Dagály utca will be closed after 8:00 because of the construction."""), "8bit"),
    ("2025-01-20 16:40", KATI, "Félévi értesítők", "<2b-006@lists.dagalyisk.example>", None,
     """Kedves Szülők!

A félévi értesítőket január 31-én, pénteken kapják meg a gyerekek. Az értesítőt kérem, aláírva hozzák vissza a következő hét hétfőjéig.

Nagy Katalin""", "quoted-printable"),
    ("2025-03-03 12:30", KATI, "Fogadóóra – 2. félév", "<2b-007@lists.dagalyisk.example>", None,
     """Kedves Szülők!

A második félévi fogadóórát 2025. március 24-én, hétfőn 17 és 19 óra között tartom a 2.b tantermében (1. emelet, 12-es terem). Kérem, a táblázatban jelöljék, ki melyik 10 perces időpontban jönne, hogy ne kelljen sokat várni. A táblázat linkje a kréta-üzenetben.

Nagy Katalin""", "quoted-printable"),
    ("2025-03-14 21:05", "Szűcs Ágnes <szucs.agi@posta.example>", "Osztálykirándulás – Szentendre, május 16.", "<2b-008@lists.dagalyisk.example>", None,
     """Sziasztok!

Kati nénivel megbeszéltük: az osztálykirándulás május 16-án, pénteken lesz Szentendrére (Skanzen), HÉV-vel megyünk. A belépő + ebéd 6 500 Ft/gyerek, befizetés április 10-ig. Két kísérő szülő kell még – aki tud jönni, írjon nekem!

Ági""", "8bit"),
]


def build(rel="mail/lists/2b-szulok.mbox"):
    chunks = []
    for date, frm, subj, mid, irt, body, cte in MSGS:
        m = EmailMessage(policy=policy.default)
        m["From"] = frm
        m["To"] = LIST
        m["Subject"] = subj
        m["Date"] = format_datetime(bud_dt(date))
        m["Message-ID"] = mid
        if irt:
            m["In-Reply-To"] = irt
            m["References"] = irt
        m["List-Id"] = LISTID
        m["List-Post"] = "<mailto:%s>" % LIST
        m["Precedence"] = "list"
        m.set_content(wrap(body), subtype="plain", charset="utf-8", cte=cte)
        raw = m.as_bytes(policy=policy.default).decode("utf-8", "surrogateescape")
        lines = []
        for line in raw.split("\n"):
            if line.startswith("From ") or (line.startswith(">") and line.lstrip(">").startswith("From ")):
                line = ">" + line
            lines.append(line)
        addr = frm.split("<")[1].rstrip(">")
        t = bud_dt(date).astimezone(__import__("datetime").timezone.utc)
        fromline = "From %s %s" % (addr, time.asctime(t.timetuple()))
        chunks.append(fromline + "\n" + "\n".join(lines).rstrip("\n") + "\n")
    write_bytes(rel, "\n".join(chunks).encode("utf-8", "surrogateescape"))
