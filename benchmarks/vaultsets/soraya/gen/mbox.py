# -*- coding: utf-8 -*-
"""Choir members mailing list as one mbox file (8 messages)."""
from common import write_bytes

LIST_HDRS = ("List-Id: Lions Gate Community Choir members <members.lionsgatechoir.example>\n"
             "List-Post: <mailto:members@lionsgatechoir.example>\n"
             "List-Unsubscribe: <mailto:members-leave@lionsgatechoir.example>\n"
             "Precedence: list\n")

MSGS = [
 ("evelyn.marsh@lionsgatechoir.example", "Tue Apr 30 20:11:04 2024",
  "Evelyn Marsh <evelyn.marsh@lionsgatechoir.example>", "Tue, 30 Apr 2024 20:11:04 -0700",
  "<lgcc-20240430-spring@lionsgatechoir.example>", None,
  "Spring concert - Sat May 25 details",
  """Dear all,

"Songs of Spring" is Saturday May 25 at St. Aidan's-on-the-Hill (460 Kensington Crescent).
Call time 5:45 pm for everyone, concert at 7:00. Black on the bottom, any spring colour on top.

Tickets are $25 / $15 students; please sell at least four each - the
sign-up sheet is on the piano.

Last rehearsal of the season is June 18 at the church hall, followed by the potluck.

Evelyn
"""),
 ("nadia.okafor@lionsgatechoir.example", "Tue Aug 27 10:02:51 2024",
  "Nadia Okafor <nadia.okafor@lionsgatechoir.example>", "Tue, 27 Aug 2024 10:02:51 -0700",
  "<lgcc-20240827-fall@lionsgatechoir.example>", None,
  "Fall season starts Sept 10 - NEW rehearsal room",
  """Hello singers!

Welcome back (almost). Our fall season starts Tuesday, September 10.

NEW ROOM: St. Aidan's has rented the church hall to a daycare on weekday evenings, so
from September we rehearse at the Holloway Community Centre, Room 2 (upstairs, first door
on the left). Same time, Tuesdays 7:00-9:30 pm. Free parking behind the building.

Membership dues for the season: $180 (payment plans available, just ask me).

See you on the 10th!
Nadia Okafor
Choir Manager
"""),
 ("evelyn.marsh@lionsgatechoir.example", "Tue Sep 17 22:40:13 2024",
  "Evelyn Marsh <evelyn.marsh@lionsgatechoir.example>", "Tue, 17 Sep 2024 22:40:13 -0700",
  "<lgcc-20240917-desk@lionsgatechoir.example>", None,
  "Director's notes - fall repertoire",
  """>From the director's desk, after a lovely first two rehearsals:

Midwinter Lights (December 14) repertoire:
  - Ola Gjeilo, Northern Lights
  - Stephen Paulus, The Road Home
  - Eric Whitacre, Sleep
  - a carol sing-along for the second half

Folders: Tomasz Nowak, our librarian, is handing out folders at the start of each
rehearsal. Please pay him the $15 music fee (cash or e-transfer) and return any scores
from last season you still have. Missing pages -> Tomasz, not me!

Learning tracks are on the shared drive. Altos: the divisi at bar 40 of the Gjeilo
needs work at home.

Evelyn
"""),
 ("bernie.cho@lionsgatechoir.example", "Tue Oct  8 19:15:30 2024",
  "Bernie Cho <bernie.cho@lionsgatechoir.example>", "Tue, 08 Oct 2024 19:15:30 -0700",
  "<lgcc-20241008-gala@lionsgatechoir.example>", None,
  "Encore Gala - Sat Nov 23: tickets, volunteers, auction",
  """Hi everyone,

Our big fundraiser is coming up!

ENCORE GALA
Saturday, November 23, doors 6:00 pm
The Boathouse at Lonsdale Quay, Salon 2 (upstairs, harbour side)
Dinner, a short set from the choir, silent auction, dancing.

Tickets: $85 each or $600 for a table of 8 - buy through the link on the website or from me.
Goal this year: $15,000 for the scholarship fund and the new risers.

Silent auction: if you're donating an item, thank you!! I'll send drop-off details to each
donor directly. Volunteers: I still need 2 people for coat check.

Bernie Cho
Gala Committee Chair
"""),
 ("tomasz.nowak@lionsgatechoir.example", "Fri Nov  1 08:44:02 2024",
  "Tomasz Nowak <tomasz.nowak@lionsgatechoir.example>", "Fri, 01 Nov 2024 08:44:02 -0700",
  "<lgcc-20241101-octavos@lionsgatechoir.example>", None,
  "Northern Lights copies - can someone order?",
  """Hi all,

Embarrassing: with all the new members we are short on copies of the Gjeilo, and I fly
to Poland tomorrow for three weeks (family stuff). Could someone order 40 copies of
Northern Lights (SATB) from Cadenza? They ship in a few days.

Harriet Olsen (treasurer) will reimburse you - just e-mail her the receipt and she'll
e-transfer. Please don't pay out of your own pocket for more than 40.

Dziekuje!
Tomasz (librarian)
"""),
 ("soraya.karimi@mailbox.example", "Fri Nov  1 12:20:45 2024",
  "Soraya Karimi <soraya.karimi@mailbox.example>", "Fri, 01 Nov 2024 12:20:45 -0700",
  "<sk-20241101-octavos@mailbox.example>", "<lgcc-20241101-octavos@lionsgatechoir.example>",
  "Re: Northern Lights copies - can someone order?",
  """I can do it! I'll order from Cadenza this weekend and send the receipt to Harriet.
Safe travels Tomasz.

Soraya (alto)

On Fri, Nov 1, 2024 at 8:44 AM Tomasz Nowak wrote:
> Could someone order 40 copies of Northern Lights (SATB) from Cadenza? They ship in
> a few days.
>
> Harriet Olsen (treasurer) will reimburse you - just e-mail her the receipt and she'll
> e-transfer.
"""),
 ("evelyn.marsh@lionsgatechoir.example", "Tue Nov 26 21:05:17 2024",
  "Evelyn Marsh <evelyn.marsh@lionsgatechoir.example>", "Tue, 26 Nov 2024 21:05:17 -0800",
  "<lgcc-20241126-midwinter@lionsgatechoir.example>", None,
  "Midwinter Lights - call times + dress (vote results)",
  """Dear singers,

Midwinter Lights: Saturday, December 14, 7:30 pm, St. Aidan's-on-the-Hill sanctuary.

CALL TIMES (please be on time, we start the warm-up without you):
  - Sopranos & altos: 6:15 pm, in the choir room behind the sanctuary
  - Tenors & basses: 6:30 pm
  - Dress rehearsal: Thursday Dec 12, 7:00 pm, in the sanctuary (not the Holloway room!)

DRESS - the vote is in (41 votes): all black, with a jewel-tone scarf or tie
(emerald, sapphire, ruby, amethyst). No sequins, no Santa hats. The "Christmas red"
option came second.

Battery candles will be handed out for the Gjeilo. Do NOT take them home.

Thank you for a wonderful fall,
Evelyn
"""),
 ("nadia.okafor@lionsgatechoir.example", "Tue Jan 14 09:30:00 2025",
  "Nadia Okafor <nadia.okafor@lionsgatechoir.example>", "Tue, 14 Jan 2025 09:30:00 -0800",
  "<lgcc-20250114-welcome@lionsgatechoir.example>", None,
  "Welcome back + new alto section lead",
  """Happy new year, singers!

Rehearsals resume tonight, same place (Holloway, Room 2), 7:00 pm.

Grace Tanaka is stepping back from leading the altos for a while - baby Hana arrived
on December 3 and everyone is well! A huge thank-you to Grace for four years of
sectionals and patience.

Our new alto section lead is Marisol Vega. Altos, Marisol will run sectionals every
other Sunday afternoon starting January 19 - details from her directly.

Spring concert: repertoire is out (Ev'ry Time I Feel the Spirit, Shenandoah, Bread and
Roses and more); the date is to be confirmed once the church confirms the booking.

Nadia
"""),
]


def build():
    out = []
    for env_from, env_date, frm, date, mid, irt, subj, body in MSGS:
        hdr = "From %s %s\n" % (env_from, env_date)
        hdr += "From: %s\nTo: Lions Gate Choir members <members@lionsgatechoir.example>\n" % frm
        hdr += "Subject: %s\nDate: %s\nMessage-ID: %s\n" % (subj, date, mid)
        if irt:
            hdr += "In-Reply-To: %s\nReferences: %s\n" % (irt, irt)
        hdr += LIST_HDRS
        hdr += "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
        out.append(hdr + body + "\n")
    write_bytes("mail/lists/lions-gate-choir.mbox", "".join(out).encode("utf-8"))
