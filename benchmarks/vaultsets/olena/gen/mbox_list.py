# -*- coding: utf-8 -*-
"""Vendors' mailing list of the Saturday market, as an mbox."""
import re
from email.message import EmailMessage
from email.utils import format_datetime
from util import wdt, wrap, quote

LIST_ADDR = "wystawcy@targ-zablocie.example"
LIST_ID = "Wystawcy Targu Sobotniego Zabłocie <wystawcy.targ-zablocie.example>"
KAROLINA = "Karolina Nowak <koordynacja@targ-zablocie.example>"
MIREK = "Mirosław Kot <mirek.sery@poczta-sery.example>"
EWA = "Ewa Lis-Górska <ewa.kwiaty@kwiaciarnia-ewa.example>"
LUCA = "Luca Bianchi <luca@caffe-ape.example>"

msgs = []

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 2, 20, 18, 12), mid="<start-sezonu-2025@targ-zablocie.example>",
    subject="[Wystawcy] Start sezonu 2025 – regulamin i opłaty", text="""Drodzy Wystawcy,

startujemy w sobotę 1 marca! Kilka spraw organizacyjnych:

- godziny handlu: 8:00–14:00, rozstawianie od 7:00, teren musi być pusty do 15:00,
- opłata targowa: 35 zł za sobotę, płatna u mnie na miejscu gotówką albo BLIK-iem (do 10:00),
- przydziały stoisk – bez zmian względem zeszłego roku, każdy dostał maila,
- proszę pamiętać o aktualnych zezwoleniach z Urzędu Miasta i o wpisach do sanepidu (stoiska z żywnością),
- śmieci zabieramy ze sobą, kontenery na terenie są tylko dla klientów.

Regulamin w załączniku na stronie stowarzyszenia.

Do zobaczenia!
Karolina
"""))

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 5, 9, 21, 3), mid="<nowy-uklad-maj-2025@targ-zablocie.example>",
    subject="[Wystawcy] Nowy układ stoisk od 17 maja", text="""Drodzy,

po wielu prośbach (i po marcowych wichurach) zmieniamy układ stoisk. Obowiązuje od soboty 17 maja.

Zmiany:
- Kowalczykowie (warzywa) – z A2 na A5
- M. Kot (sery) – z B8 na B3
- O. Kovalenko (miodownik, makowiec) – z B7 na C12, przy stojakach rowerowych, zaraz przy wejściu od Lipowej
- E. Lis-Górska (kwiaty) – z C3 na C10
- Caffè Ape (kawa) – food truck zostaje na placyku, miejsce F1
- nowi: Pierogarnia "U Zosi" – B7, Chleb z Wieliczki – B8

Plan w załączniku na stronie. Jeśli ktoś ma poważny problem z nowym miejscem – proszę pisać do mnie, nie na listę.

Karolina
"""))

msgs.append(dict(frm=MIREK, date=wdt(2025, 5, 10, 8, 40), mid="<re-uklad-mirek@poczta-sery.example>",
    in_reply_to="<nowy-uklad-maj-2025@targ-zablocie.example>",
    subject="Re: [Wystawcy] Nowy układ stoisk od 17 maja", text="""No to ja się przesuwam dalej od wejścia, dziękuję bardzo :) Ale dobra, B3 przynajmniej nie wieje.

Gratulacje dla pani Oleny, należało się – w B7 trzymała namiot rękami pół marca.

Mirek (sery)
""", quoted=("Karolina Nowak", "9.05.2025 21:03", """Zmiany:
- M. Kot (sery) – z B8 na B3
- O. Kovalenko (miodownik, makowiec) – z B7 na C12, przy stojakach rowerowych, zaraz przy wejściu od Lipowej""")))

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 5, 30, 19, 25), mid="<oplata-czerwiec-2025@targ-zablocie.example>",
    subject="[Wystawcy] Opłata targowa od czerwca", text="""Drodzy Wystawcy,

niestety od czerwca miasto podniosło nam opłatę za dzierżawę terenu, więc od soboty 7 czerwca opłata targowa wynosi 40 zł za sobotę (było 35 zł). Sposób płatności bez zmian.

Wiem, że nikt się nie cieszy. Stowarzyszenie dokłada z własnych środków do ochrony i sprzątania, więcej się nie da.

Karolina
"""))

msgs.append(dict(frm=EWA, date=wdt(2025, 7, 12, 15, 10), mid="<agregat-ewa-0712@kwiaciarnia-ewa.example>",
    subject="[Wystawcy] Agregat przy food trucku – hałas i spaliny", text="""Dzień dobry wszystkim,

przepraszam, że piszę na listę, ale mówiłam już dwa razy na miejscu i nic. Agregat przy food trucku z kawą chodzi bez przerwy przez 6 godzin, hałas jest taki, że nie słyszę klientów, a spaliny idą prosto na moje kwiaty i na stoisko z ciastami obok. Dzisiaj klientka z dzieckiem odeszła, bo "nie da się tu stać".

Czy naprawdę nie da się tego rozwiązać? Inne targi mają skrzynki z prądem.

Ewa (kwiaty, C10)
"""))

msgs.append(dict(frm=LUCA, date=wdt(2025, 7, 12, 22, 31), mid="<re-agregat-luca@caffe-ape.example>",
    in_reply_to="<agregat-ewa-0712@kwiaciarnia-ewa.example>",
    subject="Re: [Wystawcy] Agregat przy food trucku – hałas i spaliny", text="""Hi all, sorry, my Polish is not good enough for this, so English.

Ewa, you are right and I apologise. The generator is old and loud, I know.
From next Saturday I will switch it off between 10 and 13 and use the battery for the grinder only, until we find a better solution. If Karolina can give us power from the building, I pay for it with pleasure.

Luca (Caffè Ape)
""", quoted=("Ewa Lis-Górska", "12.07.2025 15:10", """Agregat przy food trucku z kawą chodzi bez przerwy przez 6 godzin, hałas jest taki, że nie słyszę klientów""")))

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 7, 13, 20, 0), mid="<prad-sierpien-2025@targ-zablocie.example>",
    subject="[Wystawcy] Prąd, agregaty i 16 sierpnia", text="""Drodzy,

dziękuję Ewie i Luce za spokojną wymianę zdań :)

1. Od soboty 2 sierpnia na targu obowiązuje zakaz używania agregatów prądotwórczych. Mamy zgodę administratora budynku na skrzynkę z prądem – podłączenie kosztuje 15 zł za dzień, płatne razem z opłatą targową. Przedłużacze każdy przynosi swoje (min. 2,5 mm², bęben rozwinięty!).

2. W sobotę 16 sierpnia targu NIE MA – długi weekend, teren zajęty przez imprezę administratora. Zapraszamy 23 sierpnia.

Karolina
"""))

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 8, 30, 10, 45), mid="<festiwal-zablocia-2025@targ-zablocie.example>",
    subject="[Wystawcy] Festiwal Zabłocia 20 września – inne godziny!", text="""Drodzy Wystawcy,

w sobotę 20 września jest Festiwal Zabłocia – ulica zamknięta dla ruchu, koncerty, warsztaty dla dzieci. W związku z tym tego dnia targ działa w godzinach 10:00–18:00 (zamiast 8:00–14:00). Rozstawianie od 8:30.

Opłata targowa tego dnia bez zmian. Spodziewamy się dużo ludzi – weźcie więcej towaru!

Karolina
"""))

msgs.append(dict(frm=KAROLINA, date=wdt(2025, 11, 10, 18, 30), mid="<jarmark-2025@targ-zablocie.example>",
    subject="[Wystawcy] Jarmark Bożonarodzeniowy 2025 – zgłoszenia", text="""Drodzy,

Jarmark Bożonarodzeniowy na Zabłociu odbędzie się w dniach 13–14 grudnia (sobota i niedziela), w godzinach 10:00–19:00. Stoiska wzdłuż całej Lipowej, stali wystawcy zachowują swoje numery.

- opłata: 120 zł za oba dni (prąd 15 zł/dzień dodatkowo),
- zgłoszenia mailowo do mnie do 30 listopada,
- ostatni zwykły targ w tym sezonie: sobota 29 listopada.

Będzie grzaniec, kolędnicy i (podobno) śnieg.

Karolina
"""))


def build(vault):
    out = []
    for m in msgs:
        msg = EmailMessage()
        msg["From"] = m["frm"]
        msg["To"] = LIST_ADDR
        msg["Subject"] = m["subject"]
        msg["Date"] = format_datetime(m["date"])
        msg["Message-ID"] = m["mid"]
        if m.get("in_reply_to"):
            msg["In-Reply-To"] = m["in_reply_to"]
            msg["References"] = m["in_reply_to"]
        msg["List-Id"] = LIST_ID
        msg["List-Post"] = "<mailto:%s>" % LIST_ADDR
        msg["List-Unsubscribe"] = "<mailto:wystawcy-unsubscribe@targ-zablocie.example>"
        msg["Precedence"] = "list"
        msg["MIME-Version"] = "1.0"
        body = wrap(m["text"])
        if m.get("quoted"):
            who, when, q = m["quoted"]
            body += "\n%s napisał(a) %s:\n" % (who, when) if "Luca" not in m["frm"] else "\nOn %s, %s wrote:\n" % (when, who)
            body += quote(q) + "\n"
        msg.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
        raw = msg.as_bytes()
        head, _, bod = raw.partition(b"\n\n")
        bod = re.sub(rb"(?m)^From ", b">From ", bod)
        addr = re.search(r"<([^>]+)>", m["frm"]).group(1)
        d = m["date"]
        from_line = "From %s %s" % (addr, d.strftime("%a %b %d %H:%M:%S %Y"))
        out.append(from_line.encode("ascii") + b"\n" + head + b"\n\n" + bod.rstrip(b"\n") + b"\n\n")
    vault.put("mail/lists/targ-zablocie-wystawcy.mbox", b"".join(out))
