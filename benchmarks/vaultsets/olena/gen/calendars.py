# -*- coding: utf-8 -*-
"""Four .ics calendars (CRLF, folded lines, VTIMEZONE)."""
from util import vcal, vevent, vtodo

PRODID = "-//Olena//Thunderbird Lightning export 115.3//PL"
TARAS = ("Taras Hnatiuk", "taras.hnatiuk@skrynka.example")
OLENA = ("Olena Kovalenko", "olena.kovalenko@skrynka.example")


def build(vault):
    # ------------------------------------------------------------- market
    market = []
    market.append(vevent(
        "targ-sobota-2025@olena", "Targ Zabłocie – stoisko (miodownik/makowiec)",
        "20250301T080000", "20250301T140000",
        rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20251129T225959Z",
        exdates=["20250816T080000"],
        location="Targ Sobotni Zabłocie, ul. Lipowa, Kraków",
        description="Rozstawianie od 7:00. Opłata targowa płatna u Karoliny do 10:00. "
                    "Zabrać: witryna, termometr + zeszyt temperatur, czytnik kart, reszta 300 zł, etykiety alergeny.",
        categories="TARG", created="20250216T190000Z", last_modified="20250831T081500Z", sequence=2))
    market.append(vevent(
        "targ-sobota-2025@olena", "Targ Zabłocie – FESTIWAL ZABŁOCIA (dłużej!)",
        "20250920T100000", "20250920T180000", recurrence_id="20250920T080000",
        location="Targ Sobotni Zabłocie, ul. Lipowa, Kraków",
        description="Festiwal Zabłocia – ulica zamknięta, targ tego dnia 10:00–18:00 zamiast 8–14. "
                    "Rozstawianie od 8:30. Wziąć podwójnie: 6 całych medovików + mini słoiki.",
        categories="TARG", sequence=1))
    market.append(vevent(
        "pieczenie-piatek-2025@olena", "Pieczenie na targ (medovik, kremy)",
        "20250228T150000", "20250228T220000",
        rrule="FREQ=WEEKLY;BYDAY=FR;UNTIL=20251128T225959Z",
        exdates=["20250815T150000"],
        location="kuchnia, Lipowa 9/12",
        description="Blaty ciasta pieczone od 15:00, krem po 18:00, przekładanie, do lodówki na noc."))
    market.append(vevent(
        "miod-odbior-2025@olena", "Odbiór miodu – pan Sowa (12 kg)",
        "20250305T080000", "20250305T090000",
        rrule="FREQ=MONTHLY;INTERVAL=2;BYDAY=1WE",
        location="Stary Kleparz, stoisko 41 (hala, wejście od Basztowej)",
        description="Zawsze 12 kg na 2 miesiące (3 wiaderka po 4 kg). Zapłata gotówką. "
                    "Zamówienie SMS-em do poniedziałku przed odbiorem.",
        alarm=("-PT12H", "Miód – SMS do pana Sowy?")))
    market.append(vevent(
        "sanepid-kontrola-2025@olena", "SANEPID – kontrola (kuchnia)",
        "20250516T090000", "20250516T120000",
        location="ul. Lipowa 9/12, Kraków",
        description="Kontrola PSSE, znak HŻ.9022.1.214.2025. Przygotować faktury za surowce, orzeczenie sanitarne, "
                    "informację o alergenach. Kuchnia wysprzątana, lodówka pusta poza ciastami.",
        alarm=("-P1D", "Jutro sanepid! Faktury do teczki."), created="20250506T113000Z"))
    market.append(vevent(
        "jarmark-2025@olena", "Jarmark Bożonarodzeniowy Zabłocie",
        "20251213T100000", "20251213T190000", rrule="FREQ=DAILY;COUNT=2",
        location="ul. Lipowa, Zabłocie – stoisko jak w soboty",
        description="Jarmark świąteczny, sobota i niedziela 10–19. Opłata 120 zł za 2 dni + prąd 15 zł/dzień. "
                    "Lista rzeczy: market/jarmark_2025.md",
        alarm=("-P2D", "Jarmark za 2 dni – pieczenie!"), created="20251110T190000Z"))
    market.append(vevent(
        "jarmark-zgloszenie@olena", "Jarmark – wysłać zgłoszenie do Karoliny (deadline)",
        "20251130", "20251201", allday=True))
    market.append(vevent(
        "ostatni-targ-2025@olena", "Ostatni zwykły targ sezonu",
        "20251129", "20251130", allday=True,
        description="Po tym tylko jarmark w grudniu."))
    market.append(vtodo("todo-termometr@olena", "Castorama – termometr do witryny",
                        due="20250530", status="COMPLETED", completed="20250517T120000Z"))
    market.append(vtodo("todo-etykiety@olena", "Drukarnia – nowe naklejki na pudełka PL/EN",
                        due="20250615", status="COMPLETED", completed="20250612T200000Z"))
    market.append(vtodo("todo-promiennik@olena", "Promiennik do namiotu na jarmark (pożyczyć/kupić)",
                        due="20251210", status="NEEDS-ACTION", priority=2))
    vault.put("calendar/targ_market.ics", vcal("Targ / market", PRODID, market,
                                               "Stoisko, pieczenie, dostawy"))

    # ------------------------------------------------------------- work
    work = []
    work.append(vevent(
        "harbour-kickoff@olena", "HARBOUR kickoff call (Kancelaria Zielińska)",
        "20250415T140000", "20250415T150000",
        location="Microsoft Teams",
        description="Kickoff projektu HARBOUR z kancelarią. Przygotować pytania do glosariusza (prokura, udziały vs akcje, "
                    "nazwy sądów). Link w mailu od Agnieszki.",
        organizer=("Agnieszka Wróbel", "a.wrobel@linguabridge.example"),
        attendees=[("Agnieszka Wróbel", "a.wrobel@linguabridge.example"),
                   ("mec. Paweł Zieliński", "p.zielinski@kancelaria-zielinska.example"),
                   OLENA]))
    work.append(vevent(
        "harbour-deadline@olena", "HARBOUR – final delivery (cały bundle, po korekcie)",
        "20251212", "20251213", allday=True, sequence=3,
        description="Termin końcowy po przesunięciu rozprawy (mail od Agnieszki z 4.11). Wcześniej: 20.06 → 18.07 → 14.11.",
        last_modified="20251104T170000Z",
        alarm=("-P3D", "HARBOUR za 3 dni – pełna korekta zrobiona?")))
    work.append(vevent(
        "nauka-taras@olena", "Nauka do egzaminu z Tarasem",
        "20250603T180000", "20250603T200000",
        rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20251125T225959Z",
        exdates=["20250812T180000"],
        location="Biblioteka Kraków, ul. Rajska 1 – czytelnia, 2 piętro",
        description="Co drugi wtorek: wymiana tekstów, ocena wg kryteriów Komisji, a vista na głos. Każde przynosi 2 teksty.",
        organizer=OLENA, attendees=[TARAS]))
    work.append(vevent(
        "egzamin-pisemny@olena", "Egzamin na tłumacza przysięgłego – część pisemna",
        "20251014T090000", "20251014T130000",
        location="Ministerstwo Sprawiedliwości, ul. Kredytowa 8, Warszawa",
        description="Być 8:30. Dowód, zawiadomienie, 3 długopisy, słowniki papierowe, woda, czekolada. Pociąg 5:52 z Krakowa Gł.",
        alarm=("-P1D", "Jutro egzamin – spakować słowniki")))
    work.append(vevent(
        "egzamin-ustny@olena", "Egzamin przysięgły – część ustna",
        "20251202T090000", "20251202T140000",
        location="Ministerstwo Sprawiedliwości, Warszawa",
        description="Część ustna: a vista + konsekutywne, 4 teksty, bez słowników. Szczegóły w zawiadomieniu (mail z 12.11).",
        alarm=("-P1D", "Jutro ustny. Spać!"), created="20251112T140000Z"))
    work.append(vevent(
        "transword-ngo-deadline@olena", "TransWord – NGO grant reports (deadline 17:00 UK)",
        "20250919T170000", "20250919T180000",
        description="EN>UK, 11 400 słów. Deadline 17:00 czasu UK = 18:00 u nas."))
    work.append(vevent(
        "faktury-1-dzien@olena", "Wystawić faktury (LinguaBridge, TransWord, Fundacja)",
        "20250101T090000", "20250101T093000",
        rrule="FREQ=MONTHLY;BYMONTHDAY=1",
        description="Faktury za poprzedni miesiąc. TransWord: numer PO z maila zlecenia!"))
    work.append(vevent(
        "ksiegowa-kwartal@olena", "Księgowa – dokumenty za kwartał",
        "20250410T100000", "20250410T110000",
        rrule="FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=10;COUNT=4",
        location="Biuro rachunkowe, ul. Józefińska 5"))
    work.append(vtodo("todo-anki@olena", "Anki: codziennie 30 nowych kart (prawo PL-UA)", status="IN-PROCESS"))
    work.append(vtodo("todo-transword-reminder@olena", "Przypomnienie do TransWord o fakturze za NGO reports",
                      due="20251117", status="COMPLETED", completed="20251117T190500Z"))
    work.append(vtodo("todo-harbour-readthrough@olena", "HARBOUR – pełna korekta eksponatów przed wysłaniem",
                      due="20251210", status="NEEDS-ACTION", priority=1))
    vault.put("calendar/praca_work.ics", vcal("Praca / work", PRODID, work, "Tłumaczenia, egzamin"))

    # ------------------------------------------------------------- mama (stale)
    mama = []
    mama.append(vevent(
        "mama-ogladanie-bochenka@olena", "Oglądanie mieszkania dla mamy – Bochenka 14/3",
        "20250424T170000", "20250424T180000",
        location="ul. Bochenka 14, Kraków", description="Pan Zbigniew Kaczmarek, tel. w mailu."))
    mama.append(vevent(
        "mama-klucze@olena", "Przekazanie kluczy + protokół (Bochenka)",
        "20250531T160000", "20250531T170000",
        location="ul. Bochenka 14 m. 3, Kraków", description="Zdjęcia liczników! Prąd, gaz, woda."))
    mama.append(vevent(
        "mama-przyjazd@olena", "МАМА ПРИЇЖДЖАЄ – Przemyśl",
        "20250607", "20250608", allday=True,
        description="Jedziemy po mamę do Przemyśla. Stoisko tego dnia – ktoś za mnie (ustalone)."))
    mama.append(vevent(
        "mama-przychodnia-deklaracja@olena", "Mama – deklaracja POZ w przychodni",
        "20250616T080000", "20250616T090000",
        location="Przychodnia Rodzinna Zdrowie+", description="PESEL UKR, paszport. Zapytać o skierowanie do kardiologa."))
    mama.append(vevent(
        "mama-odciski@olena", "Mama – odciski palców (karta pobytu) – Urząd Wojewódzki",
        "20250819T104000", "20250819T113000",
        location="Małopolski Urząd Wojewódzki, ul. Kamienna 19, sala B, stanowisko 7",
        description="Paszport, PESEL, zdjęcie, potwierdzenie opłaty. Być 15 min wcześniej.",
        alarm=("-PT2H", "Mama – urząd, odciski!"), created="20250715T130000Z"))
    mama.append(vevent(
        "mama-polski@olena", "Mama – kurs polskiego (Centrum Obywatelskie)",
        "20250616T100000", "20250616T113000",
        rrule="FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20251217T225959Z",
        exdates=["20250811T100000", "20250813T100000"],
        location="Centrum Obywatelskie, Podgórze",
        description="Kurs dla seniorów z Ukrainy, grupa A1/A2. Przerwa w sierpniu 1 tydzień."))
    mama.append(vevent(
        "mama-kardiolog@olena", "Mama – kardiolog (dr Lis), NFZ",
        "20260211T103000", "20260211T113000",
        location="Szpital Specjalistyczny, bud. C, I piętro, gab. 114",
        description="Zabrać: skierowanie, PESEL, EKG i echo z Charkowa + wypisy. Potwierdzenie w mailu (fwd do Iry).",
        alarm=("-P1D", "Jutro mama do kardiologa")))
    mama.append(vtodo("mama-todo-pesel@olena", "PESEL UKR dla mamy", due="20250707",
                      status="COMPLETED", completed="20250610T110000Z"))
    mama.append(vtodo("mama-todo-karta-odbior@olena", "Odebrać kartę pobytu mamy",
                      status="NEEDS-ACTION", priority=1,
                      description="Decyzja pozytywna (pismo z 30.10). Czekamy na SMS, że karta gotowa do odbioru – "
                                  "jeśli nic do końca listopada, dzwonić do urzędu / iść osobiście z pismem."))
    vault.put("calendar/mama.ics", vcal("Мама", PRODID, mama, "Przeprowadzka mamy, urzędy, lekarze"))

    # ------------------------------------------------------------- personal
    pers = []
    pers.append(vevent(
        "ira-urodziny@olena", "Іра – день народження 🎂",
        "20250321", "20250322", allday=True, rrule="FREQ=YEARLY",
        description="Zadzwonić rano, zanim pójdzie do pracy. Wysłać coś przez Nova Post tydzień wcześniej."))
    pers.append(vevent(
        "joga@olena", "Joga (studio na Zabłociu)",
        "20250113T190000", "20250113T200000",
        rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251222T225959Z",
        exdates=["20250602T190000", "20250609T190000", "20250616T190000", "20250623T190000"],
        location="Studio Oddech, ul. Ślusarska 9"))
    pers.append(vevent(
        "pyrizhok-szczepienie@olena", "Pyrizhok – szczepienie (przesunięte z lata)",
        "20251205T163000", "20251205T170000",
        location="weterynarz, ul. Dekerta",
        description="Książeczka zdrowia w szufladzie w przedpokoju. Transporter!"))
    pers.append(vevent(
        "dentysta@olena", "Dentysta – przegląd",
        "20250204T081500", "20250204T090000", location="ul. Limanowskiego, gabinet na 1 piętrze"))
    pers.append(vevent(
        "ksiegowa-pit@olena", "PIT / ryczałt – roczne rozliczenie",
        "20250415T180000", "20250415T190000", description="Ostatni dzień na ryczałt roczny."))
    pers.append(vevent(
        "kino-ira-wideo@olena", "Wideo-kolacja z Irą (niedziela)",
        "20250105T200000", "20250105T210000",
        rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
        description="Co druga niedziela, jak się da."))
    pers.append(vtodo("todo-krzeslo@olena", "Porządne krzesło do pracy!!", status="COMPLETED",
                      completed="20250901T150000Z"))
    vault.put("calendar/osobiste_personal.ics", vcal("Osobiste", PRODID, pers))
