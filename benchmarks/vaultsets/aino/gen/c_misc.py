# -*- coding: utf-8 -*-
"""CSV ledgers and the choir mailing-list mbox."""
from email.utils import format_datetime
from lib import local, base_msg, msg_bytes

MOKKI_CSV = """pvm;kuvaus;summa €;maksaja;jako;huom
2025-01-07;Sähkö 12/2024 (Ruoveden Sähkö);41,20;Aino;50/50;
2025-01-15;Mökin vakuutus 2025 (Vakuutus Kotiranta);389,00;Pekka;50/50;
2025-02-06;Sähkö 1/2025;52,80;Aino;50/50;pakkaskuukausi
2025-02-15;Lumityöt pihassa, Aarnion Kalle (2 krt);60,00;Pekka;50/50;käteinen
2025-03-02;Polttoaine mökkireissu;35,00;Pekka;ei jaeta;Pekan oma reissu
2025-03-05;Sähkö 2/2025;49,10;Aino;50/50;
2025-03-20;Hiirenloukut + syötit;23,40;Aino;50/50;
2025-04-04;Sähkö 3/2025;44,65;Aino;50/50;
2025-04-12;Polttopuut 4 m³ koivu (Ruoveden Puu);280,00;Pekka;50/50;
2025-04-26;Tiekunnan kokouskahvit;14,90;Pekka;ei jaeta;
2025-05-03;Sähkö 4/2025;31,70;Aino;50/50;
2025-05-03;Veneen moottorin huolto;185,00;Pekka;ei jaeta;Pekan vene
2025-05-10;Kaasupullon vaihto (grilli);52,00;Aino;50/50;
2025-05-10;Kiuaskivet täydennys 20 kg + saunan pesuaine;41,80;Aino;50/50;
2025-05-11;Savuhormin nuohous (Ruoveden Nuohous);96,00;Aino;50/50;
2025-05-12;Sakokaivon tyhjennys;165,00;Pekka;50/50;kuitti talteen tarkastusta varten
2025-05-14;Bensa ruohonleikkuriin;12,50;Aino;50/50;
"""

LAPSET_CSV = """pvm,kuvaus,summa,maksoi,juhan_osuus,tasattu
2024-08-13,Sennin eskarin retkimaksu (syksy),15.00,Juha,7.50,kyllä
2024-08-20,Salibandy kausimaksu 2024-25 (Eeli),320.00,Aino,160.00,kyllä
2024-08-28,Salibandymaila + sisäpelikengät (Eeli),134.90,Juha,67.45,kyllä
2024-09-04,Tanssikoulu Piruetti syksy (Senni),145.00,Aino,72.50,kyllä
2024-09-30,Koulukuvat (molemmat),48.00,Aino,24.00,kyllä
2024-10-10,Talvihaalari (Senni),89.95,Juha,44.98,kyllä
2024-11-15,Talvikengät (Eeli),74.90,Aino,37.45,kyllä
2024-12-10,Joululahjat opettajille ja eskariin,30.00,Aino,15.00,kyllä
2025-01-03,Uimakoulu Vesikirput (Senni),96.00,Aino,48.00,kyllä
2025-01-08,Tanssikoulu Piruetti kevät (Senni),145.00,Juha,72.50,kyllä
2025-02-12,Luistimet käytetyt (Eeli),35.00,Juha,17.50,kyllä
2025-03-01,Salibandyturnaus Nokia (Eeli),25.00,Aino,12.50,kyllä
2025-04-10,Eelin kesäleiri,245.00,Aino,122.50,ei
2025-04-22,Kesäkengät (Senni),39.90,Aino,19.95,ei
2025-05-06,Sennin eskarin kevätretki,12.00,Juha,6.00,ei
2025-05-12,Pyöräkypärä (Senni),34.90,Aino,17.45,ei
"""

# ------------------------------------------------------------------ mbox
LIST_ID = "Kamarikuoro Sointu <sointu-lista.lists.sointu.example>"
LIST = "sointu-lista@lists.sointu.example"

MBOX_MSGS = [
    dict(frm="Ilkka Pursiainen <ilkka.pursiainen@sointu.example>", env="ilkka.pursiainen@sointu.example",
         date="2024-08-20 19:05", msgid="<sointu-2024-0820-1@sointu.example>",
         subject="[Sointu] Syyskausi alkaa 4.9.",
         text="""Hei laulajat!

Syyskausi alkaa keskiviikkona 4.9. klo 18.30 tutussa paikassa, Kalevan
kirkon seurakuntasalissa. Harjoitukset keskiviikkoisin 18.30–21.00.

Syksyn päätapahtuma on joulukonsertti su 8.12. Kalevan kirkossa.
Nuotit jaetaan ensimmäisissä harjoituksissa.

Nähdään!
Ilkka
"""),
    dict(frm="Leena Mattila <leena.mattila@sointu.example>", env="leena.mattila@sointu.example",
         date="2024-11-05 21:14", msgid="<sointu-2024-1105-1@sointu.example>",
         subject="[Sointu] Joulukonsertin asu ja aikataulu",
         text="""Hei kaikki,

joulukonsertin asu: kokomusta, ei koruja. Paikalla kirkossa klo 16.30,
lämmittely 17.00, konsertti 18.00.

Kahvitukseen tarvitaan kolme leipojaa, ilmoittautukaa minulle.

Leena, sihteeri
"""),
    dict(frm="Ilkka Pursiainen <ilkka.pursiainen@sointu.example>", env="ilkka.pursiainen@sointu.example",
         date="2025-01-15 18:40", msgid="<sointu-2025-0115-1@sointu.example>",
         subject="[Sointu] Kevään ohjelma, leiri ja konsertti",
         text="""Hei laulajat,

kevään ohjelma on vahvistettu: Sibelius, Kuula, Rautavaara (Suite de
Lorca), Mäntyjärvi, Hyökki ja lopuksi kansanlaulusovitus.

Tärkeät päivät:
- harjoitusleiri la–su 15.–16.3. Leirikeskus Marjaniemessä, Kangasalla
- kevätkonsertti "Kevään valoa" su 18.5. klo 16.00 Aleksanterin kirkossa
- kenraaliharjoitus la 17.5. klo 12 samassa kirkossa

Lorcan ääntämisäänitteet tulevat Driveen ensi viikolla.

Ilkka
"""),
    dict(frm="Leena Mattila <leena.mattila@sointu.example>", env="leena.mattila@sointu.example",
         date="2025-01-22 20:02", msgid="<sointu-2025-0122-1@sointu.example>",
         subject="[Sointu] Harjoituspaikka vaihtuu helmikuussa",
         text="""Hei,

Kalevan kirkon seurakuntasali menee remonttiin, joten helmikuusta alkaen
(ensimmäinen kerta ke 5.2.) harjoittelemme Tammelan koulun auditoriossa
koko kevään ajan. Sisäänkäynti koulun pääovesta, auditorio on 1. kerroksessa
oikealla. Aika pysyy samana, ke 18.30–21.00.

Leena
"""),
    dict(frm="Tiina Koskimies <tiina.koskimies@posti.example>", env="tiina.koskimies@posti.example",
         date="2025-01-23 08:15", msgid="<tk-20250123081502@posti.example>",
         subject="Re: [Sointu] Harjoituspaikka vaihtuu helmikuussa",
         reply_to_id="<sointu-2025-0122-1@sointu.example>",
         text="""Onko Tammelan koululla pysäköintiä? Ja saako auditoriossa juoda
kahvia tauolla vai pitääkö mennä aulaan?

Ilkan viime viikon viestistä muuten:
From now on bring your own pencil, ei lainakyniä enää 😄

Tiina

Leena Mattila kirjoitti 22.1.2025 klo 20.02:
> Kalevan kirkon seurakuntasali menee remonttiin, joten helmikuusta alkaen
> (ensimmäinen kerta ke 5.2.) harjoittelemme Tammelan koulun auditoriossa
> koko kevään ajan.
"""),
    dict(frm="Kari Lehto <kari.lehto@sointu.example>", env="kari.lehto@sointu.example",
         date="2025-02-10 19:30", msgid="<sointu-2025-0210-1@sointu.example>",
         subject="[Sointu] Kevätkauden jäsenmaksu",
         text="""Hei,

kevätkauden jäsenmaksu on 90 € (opiskelijat 45 €). Eräpäivä 28.2.

Tili: FI00 5544 3300 0011 22, viestiksi oma nimi ja "kevät 2025".

Kari, rahastonhoitaja
"""),
    dict(frm="Leena Mattila <leena.mattila@sointu.example>", env="leena.mattila@sointu.example",
         date="2025-03-25 21:40", msgid="<sointu-2025-0325-1@sointu.example>",
         subject="[Sointu] Kevätkonsertin asu – äänestyksen tulos",
         text="""Hei kaikki,

äänestys kevätkonsertin asusta on päättynyt (32 vastausta). Päätettiin:
musta asu + viininpunainen huivi (naiset) tai viininpunainen solmio
(miehet). Huivit tilataan yhteisesti, hinta 12 €, maksu Karille.

Toiseksi eniten ääniä sai "kokovalkoinen", mutta se hävisi selvästi.

Leena
"""),
    dict(frm="Kari Lehto <kari.lehto@sointu.example>", env="kari.lehto@sointu.example",
         date="2025-04-14 20:20", msgid="<sointu-2025-0414-1@sointu.example>",
         subject="[Sointu] Muistutus: kevätkauden maksu",
         text="""Hei,

kevätkauden jäsenmaksu (90 €, eräpäivä oli 28.2.) on vielä maksamatta
seuraavilta: Aino V., Mikko R., Sanna H. ja Jaakko P. Maksathan ennen
kevätkonserttia, kiitos! Jos olet jo maksanut, lähetä minulle kuitti.

Huivimaksut (12 €) on saatu kaikilta tilanneilta.

Kari
"""),
    dict(frm="Ilkka Pursiainen <ilkka.pursiainen@sointu.example>", env="ilkka.pursiainen@sointu.example",
         date="2025-05-05 18:55", msgid="<sointu-2025-0505-1@sointu.example>",
         subject="[Sointu] Konserttiviikko",
         text="""Hei,

konserttiviikko on täällä! Ke 14.5. viimeiset harjoitukset Tammelan
koululla. La 17.5. kenraali klo 12 Aleksanterin kirkossa, su 18.5.
paikalla klo 14.30, konsertti klo 16.

Muistakaa juoda vettä ja nukkua.

Ilkka
"""),
]


def build_mbox():
    out = []
    for m in MBOX_MSGS:
        extra = [("List-Id", LIST_ID),
                 ("List-Post", f"<mailto:{LIST}>"),
                 ("List-Unsubscribe", f"<mailto:{LIST.replace('@', '-leave@')}>"),
                 ("Precedence", "list")]
        if m.get("reply_to_id"):
            extra += [("In-Reply-To", m["reply_to_id"]), ("References", m["reply_to_id"])]
        msg = base_msg(m["frm"], LIST, m["subject"], m["date"], m["msgid"], extra=extra)
        msg.set_content(m["text"], cte="8bit")
        raw = msg_bytes(msg).decode("utf-8")
        head, body = raw.split("\n\n", 1)
        body_lines = []
        for line in body.split("\n"):
            if line.startswith("From "):
                line = ">" + line
            body_lines.append(line)
        body = "\n".join(body_lines)
        from datetime import timezone
        u = local(m["date"]).astimezone(timezone.utc)
        envelope = f"From {m['env']} {u:%a %b} {u.day:2d} {u:%H:%M:%S %Y}"
        out.append(envelope + "\n" + head + "\n\n" + body.rstrip("\n") + "\n\n")
    return "".join(out)
