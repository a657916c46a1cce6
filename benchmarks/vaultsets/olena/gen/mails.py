# -*- coding: utf-8 -*-
"""All .eml files (mail/YYYY/MM/...)."""
from util import make_eml, wdt, quote, wrap

OLENA = "Olena Kovalenko <olena.kovalenko@skrynka.example>"
AGNIESZKA = "Agnieszka Wróbel <a.wrobel@linguabridge.example>"
TOM = "Tom Ellery <tom.ellery@transword.example>"
KAROLINA = "Karolina Nowak <koordynacja@targ-zablocie.example>"
SOWA = "Pasieka Sowa - Jan Sowa <jan.sowa@pasieka-sowa.example>"
KACZMAREK = "Zbigniew Kaczmarek <z.kaczmarek@dom-poczta.example>"
PSSE = "PSSE w Krakowie <sekretariat@psse-krakow.example>"
UMK = "Urząd Miasta Krakowa - Referat Handlu <handel@um-krakow.example>"
MUW = "Małopolski Urząd Wojewódzki - Wydział Spraw Cudzoziemców <cudzoziemcy@muw-krakow.example>"
PKE = "Państwowa Komisja Egzaminacyjna <pke.tlumacze@ms-egzaminy.example>"
IRA = "Ірина Мельник <iryna.melnyk@ukrpost-mail.example>"


def build(vault):
    M = []

    # ------------------------------------------------------------------ 2025-01
    M.append(dict(
        rel="mail/2025/01/2025-01-14_linguabridge_availability_q2.eml",
        frm=AGNIESZKA, to=OLENA, subject="Availability in Q2 - larger legal project",
        date=wdt(2025, 1, 14, 10, 22), mid="<20250114092201.4411@linguabridge.example>",
        kind="plain", text_cte="7bit",
        text="""Hi Olena,

Happy New Year (still allowed in January, I think!).

A heads-up rather than an order: one of our law firm clients is preparing for an arbitration and will probably need a large bundle translated in Q2 - Polish into English, plus a few witness statements in Ukrainian. Rough size 350-450 pages.

Nothing is signed yet, but I'd like to know whether you could in principle take 60-80 pages a week from April to June. I'll call you as soon as I know more.

Best,
Agnieszka Wrobel
Project Manager
LinguaBridge Sp. z o.o.
ul. Rakowicka 7, Krakow
"""))

    # ------------------------------------------------------------------ 2025-02
    M.append(dict(
        rel="mail/2025/02/2025-02-10_targ_sezon_2025_przydzial.eml",
        frm=KAROLINA, to=OLENA, subject="Sezon 2025 – przydział stoiska i dokumenty",
        date=wdt(2025, 2, 10, 18, 5), mid="<sezon2025-b7-olena@targ-zablocie.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Dzień dobry Pani Oleno,

dziękuję za zgłoszenie na sezon 2025 Targu Sobotniego na Zabłociu. Przydzieliliśmy Pani stoisko nr B7 (to samo co w zeszłym roku, przy przejściu między halami).

Targ rusza w sobotę 1 marca, godziny handlu 8:00–14:00, rozstawianie od 7:00.

Przypominam o dokumentach:
- aktualne zezwolenie z Urzędu Miasta na handel na targu – wniosek najlepiej złożyć od razu, czeka się ok. 2–3 miesięcy; do czasu wydania wystarczy potwierdzenie złożenia wniosku,
- wpis do rejestru zakładów w sanepidzie dla produkcji ciast – w tym roku PSSE zapowiada kontrole u wszystkich wystawców z żywnością,
- ubezpieczenie OC (kopia polisy).

Opłata targowa bez zmian. Szczegóły i regulamin prześlę na listę wystawców.

Pozdrawiam serdecznie
Karolina Nowak
koordynatorka Targu Sobotniego Zabłocie
Stowarzyszenie Zabłocie Razem
"""))

    # ------------------------------------------------------------------ 2025-03
    M.append(dict(
        rel="mail/2025/03/2025-03-05_pke_potwierdzenie_zgloszenia.eml",
        frm=PKE, to=OLENA,
        subject="Potwierdzenie przyjęcia zgłoszenia – egzamin na tłumacza przysięgłego",
        date=wdt(2025, 3, 5, 14, 40), mid="<pke-2025-0193-potw@ms-egzaminy.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Szanowna Pani,

potwierdzamy przyjęcie zgłoszenia do egzaminu na tłumacza przysięgłego w zakresie języka ukraińskiego, złożonego w dniu 5 marca 2025 r.

Numer zgłoszenia: PKE/2025/0193

Opłata egzaminacyjna w wysokości 800 zł została zaksięgowana w dniu 5 marca 2025 r.

O terminie i miejscu przeprowadzenia części pisemnej egzaminu zostanie Pani powiadomiona odrębnym pismem, nie później niż 30 dni przed wyznaczonym terminem. Do części ustnej przystępują wyłącznie osoby, które uzyskały pozytywny wynik z części pisemnej.

Prosimy o niezwłoczne informowanie o zmianie adresu do korespondencji.

Z poważaniem
Sekretariat Państwowej Komisji Egzaminacyjnej
ds. Tłumaczy Przysięgłych

Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
"""))

    M.append(dict(
        rel="mail/2025/03/2025-03-18_pasieka_sowa_cennik_2025.eml",
        frm=SOWA, to=OLENA, subject="Cennik miodów 2025 – Pasieka Sowa",
        date=wdt(2025, 3, 18, 20, 11), mid="<cennik2025.3318@pasieka-sowa.example>",
        kind="html", html_cte="8bit",
        html="""<html><head><meta charset="utf-8"><title>Cennik 2025</title></head>
<body style="font-family:Georgia,serif">
<h2>Pasieka Sowa – cennik miodów, sezon 2025</h2>
<p>Szanowni Państwo, poniżej ceny na ten sezon (miód z naszej pasieki pod Miechowem, zbiór 2024).</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Miód</th><th>Cena za kg (luz, wiaderko)</th><th>Słoik 1,2 kg</th></tr>
<tr><td>Gryczany</td><td>38 zł</td><td>48 zł</td></tr>
<tr><td>Lipowy</td><td>36 zł</td><td>46 zł</td></tr>
<tr><td>Akacjowy</td><td>40 zł</td><td>50 zł</td></tr>
<tr><td>Wielokwiatowy</td><td>32 zł</td><td>42 zł</td></tr>
<tr><td>Spadziowy</td><td>48 zł</td><td>60 zł</td></tr>
</table>
<p><b>Odbiór osobisty:</b> Stary Kleparz, stoisko 41 (hala, przy wejściu od Basztowej),
w środy 7:00–12:00. Ewentualnie u mnie w pasiece w Miechowie, po wcześniejszym telefonie.</p>
<p>Zamówienia hurtowe (wiaderka) proszę zgłaszać SMS-em najpóźniej w poniedziałek przed odbiorem.</p>
<p>Z pszczelarskim pozdrowieniem<br>Jan Sowa<br>tel. 500 000 555</p>
</body></html>
"""))

    # ------------------------------------------------------------------ 2025-04
    M.append(dict(
        rel="mail/2025/04/2025-04-08_harbour_kickoff_scope_deadline.eml",
        frm=AGNIESZKA, to=OLENA, subject="HARBOUR - kickoff, scope and deadline",
        date=wdt(2025, 4, 8, 16, 47), mid="<harbour-kickoff.20250408@linguabridge.example>",
        kind="alt", text_cte="quoted-printable", html_cte="quoted-printable",
        text="""Hi Olena,

it's official: HARBOUR is confirmed.

Client: Kancelaria Zielińska i Wspólnicy (mec. Paweł Zieliński)
Scope: approx. 420 pages PL→EN, including 3 witness statements in Ukrainian (UA→EN, ~45 pages)
Delivery: weekly batches, every Friday
Final deadline: 20 June 2025
Rate: your standard 38 zł per page for PL→EN, UA→EN the same (I know, I know – I'm pushing for more from next quarter)

Kickoff call with mec. Zieliński and his associate: Tuesday 15 April, 14:00, on Teams – invitation to follow. Please send me your glossary questions before the call, they appreciate it.

Best,
Agnieszka
""",
        html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Hi Olena,</p>
<p>it's official: <b>HARBOUR</b> is confirmed.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Client</td><td>Kancelaria Zielińska i Wspólnicy (mec. Paweł Zieliński)</td></tr>
<tr><td>Scope</td><td>approx. 420 pages PL&rarr;EN, incl. 3 witness statements in Ukrainian (UA&rarr;EN, ~45 pages)</td></tr>
<tr><td>Delivery</td><td>weekly batches, every Friday</td></tr>
<tr><td>Final deadline</td><td><b>20 June 2025</b></td></tr>
<tr><td>Rate</td><td>38 zł per page (PL&rarr;EN, UA&rarr;EN)</td></tr>
</table>
<p>Kickoff call with mec. Zieliński and his associate: Tuesday 15 April, 14:00, on Teams &ndash; invitation to follow.
Please send me your glossary questions before the call.</p>
<p>Best,<br>Agnieszka</p>
</body></html>
"""))

    m06_text = """Dzień dobry Pani,

w nawiązaniu do naszej rozmowy telefonicznej przesyłam informacje o mieszkaniu:

- adres: ul. Bochenka 14 m. 3, Kraków-Podgórze
- parter, 2 pokoje, 41 m², osobna kuchnia, łazienka z wanną
- ciepła woda z piecyka gazowego (terma) w łazience, ogrzewanie miejskie
- mały ogródek przed oknem do dyspozycji najemcy

Czynsz najmu: 2200 zł miesięcznie.
Dodatkowo opłaty do wspólnoty i za śmieci – obecnie 520 zł, media (prąd, gaz) według liczników.
Kaucja: dwumiesięczny czynsz, tj. 4400 zł.
Mieszkanie dostępne od 1 czerwca.

Zapraszam na oglądanie w czwartek 24 kwietnia o 17:00.

Z poważaniem
Zbigniew Kaczmarek
tel. +48 500 000 333
"""
    M.append(dict(
        rel="mail/2025/04/2025-04-22_kaczmarek_mieszkanie_bochenka.eml",
        frm=KACZMAREK, to=OLENA, subject="Mieszkanie ul. Bochenka 14 m. 3 – informacje",
        date=wdt(2025, 4, 22, 19, 30), mid="<bochenka14-3-info@dom-poczta.example>",
        kind="plain", text_cte="8bit", text=m06_text))

    m07_own = """Dzień dobry Panie Zbigniewie,

dziękuję za wczorajsze spotkanie i za cierpliwość do moich pytań.

Rozmawiałam z mamą i bierzemy mieszkanie od 1 czerwca. Najważniejsze jest dla nas to, że to parter – mama ma chore kolana i nie dałaby rady codziennie na schodach, a drugie mieszkanie, które oglądałyśmy, było na czwartym piętrze bez windy. Do tego dwa przystanki tramwajem ode mnie, więc będę blisko.

Umowę podpiszę ja jako najemca, mama będzie zamieszkiwać (PESEL będzie miała dopiero po przyjeździe). Kaucję przeleję do końca tygodnia.

Czy możemy podpisać umowę w przyszłym tygodniu? Pasuje mi każdy dzień po 16:00.

Pozdrawiam serdecznie
Olena Kovalenko
"""
    M.append(dict(
        rel="mail/2025/04/2025-04-25_re_mieszkanie_bochenka.eml",
        frm=OLENA, to=KACZMAREK, subject="Re: Mieszkanie ul. Bochenka 14 m. 3 – informacje",
        date=wdt(2025, 4, 25, 8, 14), mid="<f3a9c1e2-olena-bochenka@skrynka.example>",
        in_reply_to="<bochenka14-3-info@dom-poczta.example>",
        kind="plain", text_cte="quoted-printable", do_wrap=False,
        text=wrap(m07_own) + "\nDnia 22.04.2025 o 19:30 Zbigniew Kaczmarek napisał(a):\n" + quote(wrap(m06_text))))

    # ------------------------------------------------------------------ 2025-05
    M.append(dict(
        rel="mail/2025/05/2025-05-06_psse_zawiadomienie_kontrola.eml",
        frm=PSSE, to=OLENA, subject="Zawiadomienie o zamiarze przeprowadzenia kontroli",
        date=wdt(2025, 5, 6, 11, 3), mid="<HZ-9022-214-2025-zaw@psse-krakow.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Znak sprawy: HŻ.9022.1.214.2025

Pani Olena Kovalenko
ul. Lipowa 9/12, 30-702 Kraków

ZAWIADOMIENIE

Państwowy Powiatowy Inspektor Sanitarny w Krakowie zawiadamia o zamiarze przeprowadzenia kontroli sanitarnej w zakładzie:
- produkcja wyrobów cukierniczych (ciasta) – ul. Lipowa 9/12, Kraków,
- miejsce sprzedaży – Targ Sobotni Zabłocie.

Kontrola zostanie przeprowadzona w dniu 16 maja 2025 r. w godzinach 9:00–12:00 w miejscu produkcji.

Prosimy o przygotowanie:
1. dokumentacji dostaw surowców (faktury, paragony),
2. orzeczeń/zaświadczeń do celów sanitarno-epidemiologicznych,
3. dokumentacji dotyczącej przechowywania i transportu wyrobów,
4. informacji o alergenach dla oferowanych produktów.

Pouczenie: kontrola może zostać przeprowadzona przed upływem 7 dni od doręczenia zawiadomienia na wniosek kontrolowanego.

Z up. Państwowego Powiatowego Inspektora Sanitarnego w Krakowie
Tomasz Rogala
Kierownik Oddziału Higieny Żywności, Żywienia i Przedmiotów Użytku
"""))

    M.append(dict(
        rel="mail/2025/05/2025-05-20_umk_zezwolenie_handel.eml",
        frm=UMK, to=OLENA, subject="Zezwolenie na prowadzenie handlu – Targ Sobotni Zabłocie",
        date=wdt(2025, 5, 20, 13, 26), mid="<umk-handel-20250520-1326@um-krakow.example>",
        kind="mixed", text_cte="quoted-printable",
        text="""Szanowna Pani,

w załączeniu przesyłamy treść zezwolenia na prowadzenie sprzedaży wyrobów cukierniczych w ramach Targu Sobotniego Zabłocie w sezonie 2025.

Opłata za wydanie zezwolenia w wysokości 210 zł (za cały sezon) została zaksięgowana – dziękujemy.

Oryginał zezwolenia do odbioru w Kancelarii Wydziału Spraw Administracyjnych, pok. 12, w godzinach 8:00–15:00. Prosimy okazywać zezwolenie (lub jego kopię) na żądanie służb kontrolnych oraz koordynatora targu.

Z poważaniem
Referat Handlu
Wydział Spraw Administracyjnych
Urząd Miasta Krakowa
""",
        attachments=[("zezwolenie.txt", """URZĄD MIASTA KRAKOWA
Wydział Spraw Administracyjnych – Referat Handlu

ZEZWOLENIE NR ZT/2025/0417

Na podstawie uchwały Rady Miasta Krakowa w sprawie zasad prowadzenia handlu
na targowiskach miejskich oraz wniosku z dnia 24.02.2025 r.

zezwala się

Pani Olenie Kovalenko, prowadzącej działalność gospodarczą
(NIP 000-000-01-01), adres: ul. Lipowa 9/12, 30-702 Kraków,

na prowadzenie sprzedaży wyrobów cukierniczych własnej produkcji
na terenie Targu Sobotniego Zabłocie (teren przy ul. Lipowej),
w soboty, w godzinach 7:00–15:00, na stanowisku wyznaczonym przez organizatora.

Okres obowiązywania: od 20.05.2025 r. do 31.12.2025 r.

Warunki:
1. zezwolenie ważne łącznie z aktualnym wpisem do rejestru zakładów PPIS,
2. obowiązek utrzymania porządku na stanowisku i wokół niego,
3. zakaz używania agregatów prądotwórczych bez zgody organizatora.

Z up. Prezydenta Miasta Krakowa
Kierownik Referatu Handlu
""", "base64")]))

    # ------------------------------------------------------------------ 2025-06
    M.append(dict(
        rel="mail/2025/06/2025-06-03_psse_zalecenia_pokontrolne.eml",
        frm=PSSE, to=OLENA, subject="Zalecenia pokontrolne – kontrola z dnia 16.05.2025",
        date=wdt(2025, 6, 3, 9, 41), mid="<HZ-9022-214-2025-zal@psse-krakow.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Znak sprawy: HŻ.9022.1.214.2025

Szanowna Pani,

w związku z kontrolą sanitarną przeprowadzoną w dniu 16.05.2025 r. w zakładzie produkcji wyrobów cukierniczych przy ul. Lipowej 9/12 w Krakowie Państwowy Powiatowy Inspektor Sanitarny w Krakowie przypomina, że termin wykonania zaleceń wskazanych w protokole kontroli upływa w dniu 30.06.2025 r.

O sposobie i terminie wykonania zaleceń należy poinformować tutejszy organ pisemnie lub drogą elektroniczną na adres sekretariat@psse-krakow.example, najpóźniej do dnia 30.06.2025 r.

Niewykonanie zaleceń w wyznaczonym terminie może skutkować wszczęciem postępowania administracyjnego.

Z up. Państwowego Powiatowego Inspektora Sanitarnego w Krakowie
Tomasz Rogala
Kierownik Oddziału Higieny Żywności, Żywienia i Przedmiotów Użytku
"""))

    m11_olena = """Hi Agnieszka,

quick question - batch 9 is ready but I still don't have the annexes to the SPA (Annex 4-7). Should I wait, or deliver what I have? Also, is 20 June still realistic? I'm planning the rest of June around it (my mum arrives on the 7th).

Olena
"""
    M.append(dict(
        rel="mail/2025/06/2025-06-12_re_harbour_batch9_deadline.eml",
        frm=AGNIESZKA, to=OLENA, subject="Re: HARBOUR batch 9 + deadline?",
        date=wdt(2025, 6, 12, 15, 2), mid="<harbour-re-b9.20250612@linguabridge.example>",
        in_reply_to="<b9-question-0612@skrynka.example>",
        kind="plain", text_cte="7bit", do_wrap=False,
        text=wrap("""Hi Olena,

deliver what you have, thanks - batch 9 can go as it is.

And no, 20 June is off. The law firm is still collecting the annexes from the other side, so the new deadline for the full bundle is 18 July 2025. I've updated the project in our system and in the portal.

Sorry for the chaos, and good luck with your mum's arrival!

Agnieszka
""") + "\nOn Thu, 12 Jun 2025 at 09:18, Olena Kovalenko wrote:\n" + quote(wrap(m11_olena))))

    # ------------------------------------------------------------------ 2025-07
    M.append(dict(
        rel="mail/2025/07/2025-07-02_novapost_przesylka.eml",
        frm="Nova Post Polska <no-reply@novapost-pl.example>", to=OLENA,
        subject="Twoja przesyłka jest w drodze / Ваша посилка в дорозі",
        date=wdt(2025, 7, 2, 7, 55), mid="<np-59000000000123-status@novapost-pl.example>",
        kind="html", html_cte="8bit",
        html="""<html><body style="font-family:Arial">
<h3>Twoja przesyłka jest w drodze / Ваша посилка в дорозі</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Numer przesyłki</th><td>59000000000123</td></tr>
<tr><th>Nadawca / Відправник</th><td>Мельник Ірина, Харків</td></tr>
<tr><th>Odbiorca / Отримувач</th><td>Kovalenko Olena</td></tr>
<tr><th>Waga</th><td>4,2 kg</td></tr>
<tr><th>Status</th><td>W drodze – Rzeszów / В дорозі – Жешув</td></tr>
<tr><th>Oddział odbioru</th><td>Kraków, ul. Kalwaryjska 60 (oddział nr 3)</td></tr>
</table>
<p>Przewidywana data doręczenia: 04.07.2025. Powiadomimy Cię SMS-em.</p>
<p style="font-size:10px">Ta wiadomość została wygenerowana automatycznie. Nie odpowiadaj.</p>
</body></html>
"""))

    muw_style = "font-family:Verdana,sans-serif;font-size:13px"
    M.append(dict(
        rel="mail/2025/07/2025-07-15_muw_wezwanie_odciski.eml",
        frm=MUW, to=OLENA,
        subject="Wezwanie do osobistego stawiennictwa – pobranie odcisków linii papilarnych",
        date=wdt(2025, 7, 15, 12, 9), mid="<mos-wezwanie-2025071512090033@muw-krakow.example>",
        kind="html", html_cte="base64",
        html="""<html><body style="%s">
<p>Szanowna Pani / Szanowny Panie,</p>
<p>w związku z wnioskiem o wydanie karty pobytu CUKR złożonym za pośrednictwem systemu MOS
uprzejmie informujemy o wyznaczeniu terminu osobistego stawiennictwa w celu pobrania odcisków linii papilarnych.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th align="left">Sygnatura sprawy</th><td>WSC-V.6151.28463.2025</td></tr>
<tr><th align="left">Cudzoziemiec</th><td>KOVALENKO Halyna</td></tr>
<tr><th align="left">Termin</th><td>19.08.2025, godz. 10:40</td></tr>
<tr><th align="left">Miejsce</th><td>Małopolski Urząd Wojewódzki w Krakowie, Wydział Spraw Cudzoziemców,
ul. Kamienna 19, sala obsługi B, stanowisko 7</td></tr>
</table>
<p>Należy zabrać: ważny dokument podróży (paszport), potwierdzenie nadania numeru PESEL,
aktualną fotografię, potwierdzenie uiszczenia opłaty za wydanie karty.</p>
<p>Prosimy o punktualne stawiennictwo. Niestawiennictwo bez usprawiedliwienia może skutkować
pozostawieniem wniosku bez rozpatrzenia.</p>
<p>Wiadomość wygenerowana automatycznie – prosimy nie odpowiadać.</p>
</body></html>
""" % muw_style))

    # ------------------------------------------------------------------ 2025-08
    M.append(dict(
        rel="mail/2025/08/2025-08-05_muw_zmiana_terminu.eml",
        frm=MUW, to=OLENA, subject="Zmiana terminu stawiennictwa",
        date=wdt(2025, 8, 5, 9, 52), mid="<mos-zmiana-2025080509520071@muw-krakow.example>",
        kind="html", html_cte="base64",
        html="""<html><body style="%s">
<p>Szanowna Pani / Szanowny Panie,</p>
<p>uprzejmie informujemy, że z przyczyn organizacyjnych termin osobistego stawiennictwa
wyznaczony na dzień 19.08.2025 r., godz. 10:40 został <b>odwołany</b>.</p>
<p>Nowy termin:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th align="left">Sygnatura sprawy</th><td>WSC-V.6151.28463.2025</td></tr>
<tr><th align="left">Cudzoziemiec</th><td>KOVALENKO Halyna</td></tr>
<tr><th align="left">Nowy termin</th><td><b>9 września 2025 r., godz. 12:15</b></td></tr>
<tr><th align="left">Miejsce</th><td>bez zmian – ul. Kamienna 19, sala obsługi B</td></tr>
</table>
<p>Przepraszamy za utrudnienia. Pozostałe informacje zawarte w wezwaniu pozostają aktualne.</p>
<p>Wiadomość wygenerowana automatycznie – prosimy nie odpowiadać.</p>
</body></html>
""" % muw_style))

    m15_olena = """Dzień dobry Panie Janie,

czy wrześniowy odbiór (pierwsza środa) aktualny? I jak z ceną – słyszałam na targu, że rok był bardzo zły i wszyscy pszczelarze podnoszą ceny. Wolę wiedzieć wcześniej, bo muszę przeliczyć ceny ciast.

Pozdrawiam
Olena Kovalenko
"""
    M.append(dict(
        rel="mail/2025/08/2025-08-11_re_pasieka_wrzesien_cena.eml",
        frm=SOWA, to=OLENA, subject="Re: odbiór we wrześniu + cena",
        date=wdt(2025, 8, 11, 21, 37), mid="<re-wrzesien.0811@pasieka-sowa.example>",
        in_reply_to="<olena-sowa-0810@skrynka.example>",
        kind="plain", text_cte="8bit", do_wrap=False,
        text=wrap("""Pani Oleno,

odbiór jak zawsze w pierwszą środę, będę od 7:00.

Niestety rok fatalny – zimny kwiecień, potem deszcz akurat jak lipa kwitła. Od września gryczany 42 zł/kg, lipowego prawie nie ma w tym roku. Więcej nie podnoszę, obiecuję, przynajmniej do jesieni.

Pozdrawiam, kłaniam się Mamie
Jan Sowa
""") + "\nW dniu 10.08.2025 o 19:02, Olena Kovalenko pisze:\n" + quote(wrap(m15_olena))))

    M.append(dict(
        rel="mail/2025/08/2025-08-21_harbour_exhibits_new_deadline_rate.eml",
        frm=AGNIESZKA, to=OLENA, subject="HARBOUR - new exhibits, new deadline + your rate",
        date=wdt(2025, 8, 21, 11, 15), mid="<harbour-exhibits.20250821@linguabridge.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Hi Olena,

as promised – clarity, finally:

1) Kancelaria Zielińska has added 60 pages of exhibits (C-1 to C-23, list in the portal). Mostly correspondence and board minutes, some handwritten notes.

2) The hearing has been moved, so the new deadline for the complete bundle is 14 November 2025. Weekly batches as before.

3) Good news: management agreed to the rate review. From 1 September your rate for all PL jobs is PLN 42 per page (was 38). For HARBOUR this applies to everything delivered from September on. I'll update the framework agreement – you'll get it for signature in the portal.

Thank you for your patience with this one, I know it's been a rollercoaster.

Agnieszka
"""))

    M.append(dict(
        rel="mail/2025/08/2025-08-28_transword_new_job_ngo_reports.eml",
        frm=TOM, to=OLENA, subject="New job: NGO grant reports EN>UK",
        date=datetime_utc_offset(2025, 8, 28, 14, 30, 1), mid="<job-ngo-reports-0828@transword.example>",
        kind="alt", text_cte="base64", html_cte="base64",
        text="""Hi Olena,

Hope you're well and the summer wasn't too brutal!

We have a new job for you - annual grant reports for an NGO working in the Kharkiv region.

Source: EN
Target: UK (Ukrainian)
Word count: 11,400 (after TM analysis)
Rate: EUR 0.07/word -> EUR 798.00
Deadline: 19 September 2025, 17:00 UK time
Purchase order: PO-TW-55817

Please quote the PO on your invoice - accounts will bounce invoices without it (as you know...).
Files and reference material are on the portal.

Cheers,
Tom Ellery
Vendor Manager, TransWord Ltd
""",
        html="""<html><body style="font-family:Calibri,Arial;font-size:14px">
<p>Hi Olena,</p>
<p>Hope you're well and the summer wasn't too brutal!</p>
<p>We have a new job for you &ndash; annual grant reports for an NGO working in the Kharkiv region.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Source</td><td>EN</td></tr>
<tr><td>Target</td><td>UK (Ukrainian)</td></tr>
<tr><td>Word count</td><td>11,400 (after TM analysis)</td></tr>
<tr><td>Rate</td><td>EUR 0.07/word &rarr; EUR 798.00</td></tr>
<tr><td>Deadline</td><td>19 September 2025, 17:00 UK time</td></tr>
<tr><td>Purchase order</td><td><b>PO-TW-55817</b></td></tr>
</table>
<p>Please quote the PO on your invoice &ndash; accounts will bounce invoices without it.</p>
<p>Cheers,<br>Tom Ellery<br>Vendor Manager, TransWord Ltd</p>
</body></html>
"""))

    # ------------------------------------------------------------------ 2025-09
    M.append(dict(
        rel="mail/2025/09/2025-09-15_pke_termin_czesc_pisemna.eml",
        frm=PKE, to=OLENA, subject="Zawiadomienie o terminie egzaminu – część pisemna",
        date=wdt(2025, 9, 15, 10, 0), mid="<pke-2025-0193-pisemny@ms-egzaminy.example>",
        kind="alt", text_cte="quoted-printable", html_cte="quoted-printable",
        text="""Szanowna Pani,

uprzejmie zawiadamiam, że część pisemna egzaminu na tłumacza przysięgłego (zgłoszenie nr PKE/2025/0193) odbędzie się w dniu 14 października 2025 r. o godz. 9:00 w siedzibie Ministerstwa Sprawiedliwości w Warszawie, ul. Kredytowa 8.

Zdający powinni stawić się 30 minut przed rozpoczęciem egzaminu z dokumentem tożsamości ze zdjęciem. Podczas części pisemnej można korzystać wyłącznie ze słowników w formie papierowej. Czas trwania: 4 godziny.

Z poważaniem
Przewodnicząca Państwowej Komisji Egzaminacyjnej
""",
        html="""<html><body style="font-family:'Times New Roman',serif">
<p>Szanowna Pani,</p>
<p>uprzejmie zawiadamiam, że część pisemna egzaminu na tłumacza przysięgłego (zgłoszenie nr PKE/2025/0193) odbędzie się:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Data</td><td>14 października 2025 r.</td></tr>
<tr><td>Godzina</td><td>9:00 (stawiennictwo od 8:30)</td></tr>
<tr><td>Miejsce</td><td>Ministerstwo Sprawiedliwości, Warszawa, ul. Kredytowa 8</td></tr>
<tr><td>Czas trwania</td><td>4 godziny</td></tr>
</table>
<p>Dozwolone wyłącznie słowniki w formie papierowej. Proszę zabrać dokument tożsamości ze zdjęciem.</p>
<p>Z poważaniem<br>Przewodnicząca Państwowej Komisji Egzaminacyjnej</p>
</body></html>
"""))

    M.append(dict(
        rel="mail/2025/09/2025-09-24_fwd_kardiolog_termin_mama.eml",
        frm=OLENA, to=IRA, subject="Fwd: Potwierdzenie terminu – Poradnia Kardiologiczna",
        date=wdt(2025, 9, 24, 10, 31), mid="<fwd-kardio-0924@skrynka.example>",
        kind="plain", text_cte="8bit", do_wrap=False,
        text=wrap("""Іро, пересилаю — мамі нарешті дали термін до кардіолога, але аж у лютому 😩 Лікар — dr Piotr Lis, кажуть хороший, знайома з ринку в нього лікувалась. Я вже записала в календар.

Якщо будеш дзвонити мамі — не кажи що так довго, я їй сама поясню, вона і так переживає. Може підемо раз приватно до того, подивимось.

Цілую, О.
""") + """
---------- Forwarded message ---------
Od: Rejestracja Poradni Kardiologicznej <rejestracja@szpital-kardio.example>
Date: śr., 24 wrz 2025 o 10:02
Subject: Potwierdzenie terminu – Poradnia Kardiologiczna
To: <olena.kovalenko@skrynka.example>


Dzień dobry,

potwierdzamy termin wizyty w Poradni Kardiologicznej (NFZ):

Pacjent: Halyna Kovalenko
Lekarz: dr n. med. Piotr Lis
Data: 11.02.2026, godz. 10:30
Miejsce: Szpital Specjalistyczny, budynek C, I piętro, gabinet 114

Prosimy zabrać skierowanie, dokument tożsamości oraz dotychczasową dokumentację
(wyniki EKG, echo serca, wypisy). W razie rezygnacji prosimy o odwołanie wizyty
najpóźniej 3 dni robocze wcześniej.

Rejestracja Poradni Kardiologicznej
"""))

    # ------------------------------------------------------------------ 2025-10
    M.append(dict(
        rel="mail/2025/10/2025-10-02_hurtmix_promocje.eml",
        frm="Hurt-Mix Cash&Carry <promocje@hurtmix.example>", to=OLENA,
        subject="🔥 Promocje tygodnia dla gastronomii – mąka, masło, cukier",
        date=wdt(2025, 10, 2, 6, 30), mid="<promo-w40-2025@hurtmix.example>",
        kind="html", html_cte="quoted-printable",
        html="""<html><body style="font-family:Arial;background:#fff8e7">
<h2 style="color:#c0392b">PROMOCJE TYGODNIA 2–8.10</h2>
<p>Dla klientów z kartą firmową Hurt-Mix. Ceny netto.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Produkt</th><th>Cena regularna</th><th>Cena promocyjna</th></tr>
<tr><td>Mąka pszenna typ 550, 25 kg</td><td>104,99 zł</td><td>94,99 zł</td></tr>
<tr><td>Masło extra 82%, 200 g (karton 40 szt.)</td><td>8,49 zł/szt</td><td>7,79 zł/szt</td></tr>
<tr><td>Cukier biały, 25 kg</td><td>89,00 zł</td><td>79,00 zł</td></tr>
<tr><td>Mleko zagęszczone słodzone 530 g</td><td>9,99 zł</td><td>8,49 zł</td></tr>
<tr><td>Pudełka cukiernicze 20x20 (100 szt.)</td><td>119,00 zł</td><td>99,00 zł</td></tr>
</table>
<p>Promocja ważna do wyczerpania zapasów. <a href="https://hurtmix.example/gazetka">Zobacz gazetkę</a></p>
<p style="font-size:9px">Otrzymujesz tę wiadomość, ponieważ posiadasz kartę klienta Hurt-Mix. Wypisz się.</p>
</body></html>
"""))

    M.append(dict(
        rel="mail/2025/10/2025-10-07_pasieka_nowy_cennik_listopad.eml",
        frm=SOWA, to="Klienci Pasieki <klienci@pasieka-sowa.example>", subject="Nowy cennik od 1 listopada",
        date=wdt(2025, 10, 7, 19, 48), mid="<cennik-listopad-2025@pasieka-sowa.example>",
        kind="alt", text_cte="quoted-printable", html_cte="quoted-printable",
        text="""Szanowni Klienci,

niestety po tym sezonie muszę zmienić ceny. Od 1 listopada 2025:

gryczany – 44 zł/kg
lipowy – 46 zł/kg (bardzo mało, tylko dla stałych klientów)
akacjowy – 46 zł/kg
wielokwiatowy – 36 zł/kg
spadziowy – 52 zł/kg

Odbiory bez zmian (Kleparz, środy). Przedświąteczne zamówienia proszę zgłaszać do 1 grudnia.

Dziękuję za zrozumienie i za to, że jesteście.
Jan Sowa
""",
        html="""<html><body style="font-family:Georgia,serif">
<p>Szanowni Klienci,</p>
<p>niestety po tym sezonie muszę zmienić ceny. <b>Od 1 listopada 2025:</b></p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Miód</th><th>zł/kg</th></tr>
<tr><td>Gryczany</td><td>44 zł/kg</td></tr>
<tr><td>Lipowy (bardzo mało)</td><td>46 zł/kg</td></tr>
<tr><td>Akacjowy</td><td>46 zł/kg</td></tr>
<tr><td>Wielokwiatowy</td><td>36 zł/kg</td></tr>
<tr><td>Spadziowy</td><td>52 zł/kg</td></tr>
</table>
<p>Odbiory bez zmian (Kleparz, środy). Przedświąteczne zamówienia do 1 grudnia.</p>
<p>Dziękuję za zrozumienie.<br>Jan Sowa</p>
</body></html>
"""))

    M.append(dict(
        rel="mail/2025/10/2025-10-14_kaczmarek_aneks_terma.eml",
        frm=KACZMAREK, to=OLENA, subject="Aneks do umowy – Bochenka 14/3, terma",
        date=wdt(2025, 10, 14, 17, 20), mid="<bochenka-aneks-1014@dom-poczta.example>",
        kind="plain", text_cte="quoted-printable",
        text="""Dzień dobry Pani Oleno,

zgodnie z naszą rozmową: od 1 listopada 2025 r. czynsz najmu za mieszkanie przy ul. Bochenka 14 m. 3 wynosi 2350 zł miesięcznie. Opłaty do wspólnoty bez zmian. Aneks przyniosę do podpisu w sobotę, jeśli Pani pasuje – mogę podejść na targ.

Przy okazji: w zeszły czwartek pan Marek Zając, hydraulik, z którym współpracuję od lat, wymienił w łazience termę (piecyk gazowy) na nową – starej nie dało się już naprawić, gasła co chwilę. Koszt oczywiście po mojej stronie. Gdyby cokolwiek działo się z termą, proszę dzwonić bezpośrednio do pana Marka: +48 500 000 444, on zna instalację.

Proszę pozdrowić Mamę – pomidory na ogródku podobno jeszcze owocują!

Z poważaniem
Zbigniew Kaczmarek
"""))

    M.append(dict(
        rel="mail/2025/10/2025-10-20_lexkram_potwierdzenie_zamowienia.eml",
        frm="Księgarnia Prawnicza Lex-Kram <sklep@lexkram.example>", to=OLENA,
        subject="Potwierdzenie zamówienia – Księgarnia Lex-Kram",
        date=wdt(2025, 10, 20, 22, 4), mid="<zamowienie-448812@lexkram.example>",
        kind="html", html_cte="base64",
        html="""<html><body style="font-family:Arial;font-size:13px">
<h2>Dziękujemy za zamówienie!</h2>
<p>Numer zamówienia: <b>LK-448812</b><br>Data: 20.10.2025</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Produkt</th><th>Ilość</th><th>Cena</th></tr>
<tr><td>Słownik terminologii prawniczej i sądowej polsko-ukraiński, ukraińsko-polski (wyd. 2024)</td><td>1</td><td>189,00 zł</td></tr>
<tr><td>Kodeks postępowania cywilnego. Tekst jednolity 2025</td><td>1</td><td>39,90 zł</td></tr>
<tr><td>Dostawa – Paczkomat KRA12M</td><td>1</td><td>13,99 zł</td></tr>
<tr><th colspan="2" align="right">Razem</th><th>242,89 zł</th></tr>
</table>
<p>Płatność: BLIK – opłacone. Faktura zostanie wysłana w osobnej wiadomości.</p>
<p>Księgarnia Prawnicza Lex-Kram</p>
</body></html>
"""))

    m24_olena = """Іро, привіт!

Що там з довідкою з Пенсійного для мами? Тут питають, щоб оформити все з пенсією, без неї ніяк. І ще свідоцтво про народження з апостилем — є вже?

Цілую, О.
"""
    M.append(dict(
        rel="mail/2025/10/2025-10-26_ira_re_dokumenty_dlia_mamy.eml",
        frm=IRA, to=OLENA, subject="Re: документи для мами",
        date=datetime_kyiv(2025, 10, 26, 21, 12), mid="<re-dokumenty-1026@ukrpost-mail.example>",
        in_reply_to="<dokumenty-mama-1025@skrynka.example>",
        kind="plain", text_cte="8bit", do_wrap=False,
        text=wrap("""Оленко, привіт!

Свідоцтво з апостилем забрала в п'ятницю, все ок, скан скину на вайбер, оригінал передам.

А з довідкою з ПФУ — ні, ще не дали. Там черга, кажуть "система оновлюється", обіцяли до кінця листопада. Я ходжу туди кожного тижня, вже знаю всіх по імені. Як тільки буде — одразу відправлю тобі, разом з оригіналом свідоцтва.

Мамі скажи, що все під контролем, щоб не накручувала себе.

Обіймаю, Іра
""") + "\n25.10.2025, 19:40, Olena Kovalenko пише:\n" + quote(wrap(m24_olena))))

    # ------------------------------------------------------------------ 2025-11
    M.append(dict(
        rel="mail/2025/11/2025-11-03_biuletyn_tlumacza_listopad.eml",
        frm="Forum Tłumaczy - Biuletyn <newsletter@tlumacze-forum.example>", to=OLENA,
        subject="Biuletyn tłumacza – listopad 2025",
        date=wdt(2025, 11, 3, 8, 0), mid="<biuletyn-2025-11@tlumacze-forum.example>",
        kind="alt", text_cte="quoted-printable", html_cte="quoted-printable",
        text="""BIULETYN TŁUMACZA – LISTOPAD 2025

1. Webinar: "Narzędzia AI w pracy tłumacza przysięgłego – co wolno, czego nie" – 19.11, 18:00, online, bezpłatny dla członków.
2. Konferencja "Tłumacz w sądzie" – Kraków, 6.12, zapisy do 25.11.
3. Zmiany w rozporządzeniu o wynagrodzeniu tłumaczy przysięgłych w sprawach sądowych – omówienie w załączonym artykule na stronie.
4. Statystyki egzaminów na tłumacza przysięgłego 2024: średnia zdawalność części pisemnej 31%, ustnej 58%.
5. Giełda zleceń: szukamy tłumaczy PL-UA do projektu medycznego (dokumentacja szpitalna).

Do zobaczenia!
Redakcja Forum Tłumaczy
Aby zrezygnować z subskrypcji, kliknij tutaj.
""",
        html="""<html><body style="font-family:Arial">
<h2>Biuletyn tłumacza – listopad 2025</h2>
<table border="0" cellpadding="6">
<tr><td><b>Webinar</b></td><td>"Narzędzia AI w pracy tłumacza przysięgłego – co wolno, czego nie" – 19.11, 18:00, online</td></tr>
<tr><td><b>Konferencja</b></td><td>"Tłumacz w sądzie" – Kraków, 6.12, zapisy do 25.11</td></tr>
<tr><td><b>Prawo</b></td><td>Zmiany w rozporządzeniu o wynagrodzeniu tłumaczy przysięgłych</td></tr>
<tr><td><b>Statystyki</b></td><td>Zdawalność 2024: pisemny 31%, ustny 58%</td></tr>
<tr><td><b>Giełda</b></td><td>Szukamy tłumaczy PL-UA do projektu medycznego</td></tr>
</table>
<p style="font-size:9px">Aby zrezygnować z subskrypcji, kliknij tutaj.</p>
</body></html>
"""))

    m25_olena = """Hi Agnieszka,

status: 468/480 pages done. The rest depends on Q7 and Q8 - any news from the law firm? Otherwise I'm on track for 14 Nov.

Olena
"""
    M.append(dict(
        rel="mail/2025/11/2025-11-04_re_harbour_status_final_deadline.eml",
        frm=AGNIESZKA, to=OLENA, subject="Re: HARBOUR status",
        date=wdt(2025, 11, 4, 16, 20), mid="<harbour-re-status.20251104@linguabridge.example>",
        in_reply_to="<harbour-status-1104@skrynka.example>",
        kind="plain", text_cte="7bit", do_wrap=False,
        text=wrap("""Hi Olena,

great progress, thank you!

News, finally: the tribunal postponed the hearing to January, so the law firm asked for the final, proofread bundle by 12 December 2025 instead of 14 November. Mec. Zielinski says this is the final-final date.

Q7 and Q8: they still owe us answers - I chased again today and copied the partner. Please use the extra time for a full read-through of the exhibits.

Thanks!
Agnieszka
""") + "\nOn Tue, 4 Nov 2025 at 08:55, Olena Kovalenko wrote:\n" + quote(wrap(m25_olena))))

    M.append(dict(
        rel="mail/2025/11/2025-11-12_pke_czesc_ustna_zawiadomienie.eml",
        frm=PKE, to=OLENA, subject="Zawiadomienie – część ustna egzaminu",
        date=wdt(2025, 11, 12, 13, 15), mid="<pke-2025-0193-ustny@ms-egzaminy.example>",
        kind="mixed", text_cte="quoted-printable",
        text="""Szanowna Pani,

uprzejmie informuję, że uzyskała Pani pozytywny wynik z części pisemnej egzaminu na tłumacza przysięgłego (zgłoszenie nr PKE/2025/0193).

Część ustna egzaminu odbędzie się w dniu 2 grudnia 2025 r. (wtorek), początek o godz. 9:00, w Warszawie.

Szczegółowe informacje organizacyjne (miejsce, kolejność zdających, wymagane dokumenty) znajdują się w załączniku.

Z poważaniem
Sekretariat Państwowej Komisji Egzaminacyjnej
""",
        attachments=[("zawiadomienie_czesc_ustna.txt", """ZAWIADOMIENIE – CZĘŚĆ USTNA EGZAMINU NA TŁUMACZA PRZYSIĘGŁEGO

Zgłoszenie nr: PKE/2025/0193
Zdająca: Olena KOVALENKO

Data: 2 grudnia 2025 r.
Początek: 9:00 (zdający wchodzą w kolejności alfabetycznej)
Orientacyjna godzina wejścia: 11:20
Miejsce: Ministerstwo Sprawiedliwości, ul. Kredytowa 8, Warszawa
         sala 214 (II piętro, wejście od dziedzińca)

Przebieg: tłumaczenie a vista i konsekutywne, w obu kierunkach, 4 teksty.
Korzystanie ze słowników podczas części ustnej jest niedozwolone.

Wymagane: dokument tożsamości ze zdjęciem, niniejsze zawiadomienie.
Prosimy o stawienie się co najmniej 30 minut przed orientacyjną godziną wejścia.
""", "base64")]))

    m28_olena = """Hi Tom,

sorry to chase again - invoice INV-OK-0925 (NGO grant reports, EUR 798.00, PO included) was due on 3 November and I still don't see the payment. Could you check with accounts?

Thanks,
Olena
"""
    M.append(dict(
        rel="mail/2025/11/2025-11-18_re_transword_overdue_invoice.eml",
        frm=TOM, to=OLENA, subject="Re: Overdue invoice INV-OK-0925",
        date=datetime_utc_offset(2025, 11, 18, 11, 47, 0), mid="<re-overdue-0925@transword.example>",
        in_reply_to="<overdue-0925-olena@skrynka.example>",
        kind="plain", text_cte="7bit", do_wrap=False,
        text=wrap("""Hi Olena,

so sorry about this. I checked with accounts: your invoice got stuck because the PO was closed early on our side by mistake. It's been reopened and the invoice is approved now - it will go out in our next payment run on 28 November.

If it's not with you by 3 December, please shout and I'll escalate.

Apologies again,
Tom
""") + "\nOn 17 Nov 2025, at 19:02, Olena Kovalenko <olena.kovalenko@skrynka.example> wrote:\n" + quote(wrap(m28_olena))))

    for m in M:
        rel = m.pop("rel")
        vault.put(rel, make_eml(rel, **m))
    return [m for m in M]


def datetime_utc_offset(y, mo, d, hh, mi, off_hours):
    from datetime import datetime, timedelta, timezone
    return datetime(y, mo, d, hh, mi, tzinfo=timezone(timedelta(hours=off_hours)))


def datetime_kyiv(y, mo, d, hh, mi):
    from datetime import datetime, timedelta, timezone
    off = 3 if (mo, d) < (10, 26) or (mo == 10 and d < 26) else 2
    if (mo, d) >= (3, 30) and (mo, d) < (10, 26):
        off = 3
    else:
        off = 2
    return datetime(y, mo, d, hh, mi, tzinfo=timezone(timedelta(hours=off)))
