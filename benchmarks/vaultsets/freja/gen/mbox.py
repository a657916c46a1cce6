# -*- coding: utf-8 -*-
"""Mailing-list archive of Haveforeningen Solbakken (one mbox)."""

LIST = "solbakken-medlemmer@lister.haveforening.example"
LIST_ID = "Haveforeningen Solbakken - medlemmer <solbakken-medlemmer.lister.haveforening.example>"

MSGS = []


def add(**kw):
    MSGS.append(kw)


add(frm="Poul Erik Vestergaard <formand@solbakken.example>",
    subject="Indkaldelse til ordinær generalforsamling 2025",
    date=(2025, 1, 15, 18, 30), msgid="<gf2025-indkald@solbakken.example>", cte="8bit",
    text="""Kære haveejere

Der indkaldes hermed til ordinær generalforsamling i Haveforeningen Solbakken

    lørdag den 22. marts 2025 kl. 10.00 i fælleshuset

Dagsorden:
 1. Valg af dirigent og referent
 2. Bestyrelsens beretning
 3. Regnskab 2024
 4. Indkomne forslag:
    a) Bestyrelsen foreslår kontingentet hævet fra 2.150 kr. til 2.400 kr.
       om året pga. højere vandafgift og nyt tag på fælleshuset
    b) Forslag fra have 12 og 31: maksimal hækhøjde mod stierne på 1,80 m
 5. Valg til bestyrelse - jeg genopstiller ikke som formand efter 9 år
 6. Eventuelt

Der er kaffe og rundstykker fra kl. 9.30.

Med venlig hilsen
Poul Erik Vestergaard, formand
""")

add(frm="Birthe Kjeldsen <birthe.k@postbox.example>",
    subject="Re: Indkaldelse til ordinær generalforsamling 2025",
    date=(2025, 1, 17, 9, 12), msgid="<bk-re-gf2025@postbox.example>",
    in_reply_to="<gf2025-indkald@solbakken.example>", cte="quoted-printable",
    text="""Hej Poul Erik

Gælder hækhøjden også mod naboerne, eller kun mod stierne? Vores hæk mod
nr. 14 er over to meter og det er der aldrig nogen der har klaget over.

Birthe, have 15

Poul Erik Vestergaard skrev den 15-01-2025 kl. 18.30:
> 4. Indkomne forslag:
>    a) Bestyrelsen foreslår kontingentet hævet fra 2.150 kr. til 2.400 kr.
>       om året pga. højere vandafgift og nyt tag på fælleshuset
>    b) Forslag fra have 12 og 31: maksimal hækhøjde mod stierne på 1,80 m
""")

add(frm="Hanne Bech <hanne.bech@postbox.example>",
    subject="Referat af generalforsamlingen 22. marts 2025",
    date=(2025, 3, 24, 20, 5), msgid="<gf2025-referat@solbakken.example>", cte="8bit",
    text="""Kære alle

Her er et kort referat af lørdagens generalforsamling. Det fulde referat
hænger på opslagstavlen i fælleshuset.

- 41 haver var repræsenteret.
- Beretning og regnskab godkendt.
- Kontingent: Bestyrelsens forslag blev vedtaget. Kontingentet er fra 2025
  2.400 kr. om året (betales i to rater, 1. februar og 20. august - 1. rate
  var allerede opkrævet efter den gamle sats, så 2. rate er lidt højere).
- Hækhøjde: Forslaget blev vedtaget med en tilføjelse. Hække mod stier OG
  naboer må højst være 1,80 m. Hækkene skal være klippet inden
  havevandringen i september.
- Valg: Poul Erik Vestergaard stoppede efter 9 år som formand - stor tak for
  indsatsen! Undertegnede, Hanne Bech (have 22), blev valgt som ny formand.
  Ny kasserer: Jesper Lund (have 8).

Med venlig hilsen
Hanne Bech, formand
""")

add(frm="Hanne Bech <hanne.bech@postbox.example>",
    subject="Vandet åbnes lørdag 5. april",
    date=(2025, 4, 2, 17, 40), msgid="<vand-aabnes-2025@solbakken.example>", cte="8bit",
    text="""Hej alle

Vandet åbnes lørdag den 5. april i løbet af formiddagen. Luk jeres haner
inden, og tjek for frostsprængninger.

Hanne
""")

add(frm="Mark Pedersen <mark.pedersen@postbox.example>",
    subject="Arbejdsdage + container (English below)",
    date=(2025, 4, 28, 21, 15), msgid="<arbejdsdage-2025@postbox.example>", cte="8bit",
    text="""Hej alle

Arbejdsdagene er lørdag 17. maj og lørdag 23. august, kl. 9-13. Holdene er
fordelt - se listen på opslagstavlen ved fælleshuset. I får også besked
direkte fra jeres holdleder.

English version for the three of us who still struggle with Danish:
the work days are Saturday 17 May and Saturday 23 August, 9-13. Check the
notice board for your team.
From Saturday the green-waste container stands by the north gate, not by
the car park. Please don't put plastic pots in it.

Mark (have 3, work day coordinator)
""")

add(frm="Hanne Bech <hanne.bech@postbox.example>",
    subject="Husk: hække og havevandring 6. september",
    date=(2025, 8, 12, 8, 0), msgid="<havevandring-2025@solbakken.example>", cte="quoted-printable",
    text="""Kære haveejere

Bestyrelsen går havevandring lørdag den 6. september kl. 10. Husk at hække
mod stier og naboer skal være klippet til højst 1,80 m, som vedtaget på
generalforsamlingen.

Ansøgninger om skure, drivhuse o.l. sendes til bestyrelsen på mail med en
skitse og mål.

Hanne Bech, formand
""")

add(frm="Hanne Bech <hanne.bech@postbox.example>",
    subject="Vandet lukkes søndag 26. oktober",
    date=(2025, 10, 1, 19, 20), msgid="<vand-lukkes-2025@solbakken.example>", cte="8bit",
    text="""Hej alle

Vandet lukkes søndag den 26. oktober. Tøm jeres slanger og luk hanerne, og
husk at afmontere vandure hvis I har et.

Hanne
""")

add(frm="Jesper Lund <kasserer@solbakken.example>",
    subject="Julehygge 6. december + regnskab",
    date=(2025, 11, 10, 20, 45), msgid="<julehygge-2025@solbakken.example>", cte="8bit",
    text="""Hej alle

Der er julehygge i fælleshuset lørdag den 6. december kl. 14-17 med gløgg og
æbleskiver. Børn er meget velkomne - julemanden har lovet at kigge forbi.

Og så en venlig påmindelse: 3 haver mangler stadig at betale 2. rate.
I ved hvem I er.

Jesper, kasserer
""")
