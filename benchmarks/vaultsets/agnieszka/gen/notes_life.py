from lib import write_text

CHOIR = """
---
title: Shore Voices Community Choir
created: 2023-09-05
updated: 2025-09-10
tags: [chór, choir, music]
---

# Shore Voices Community Choir

Non-auditioned community choir in Leith, about 60 of us, mostly women, a brave dozen tenors and basses.
I joined in September 2023 because Callum said I was singing in the kitchen "like someone who misses a choir".
He was right. I sang in the school choir in Gdańsk for eight years.

## Practical

- **Rehearsals (from September 2025): Wednesdays 19:15–21:15, Bonnington Arts Hub, Studio 2**, 6 Anchorfield Lane.
  Studio 2 is up the stairs on the left; the lift is for equipment only.
  (Until June 2025 we met on Tuesdays in St Ninian's Church Hall on Ferry Road – freezing in winter, lovely
  acoustic. The hall was sold, hence the move.)
- Director: **Rhona Galbraith** – brilliant, strict about breathing, allergic to phones in rehearsal.
- Accompanist: Hamish Ure (piano).
- I sing **alto 2**. Alto section leader is **Morag Tait** – she runs the alto sectionals and sends the practice
  tracks. Lovely, very organised, has a spreadsheet for everything.
- Subs: £45 a term, paid by bank transfer to the choir treasurer. Three terms a year.
- Music: paper scores in a black folder (we buy our own folder). Practice tracks on the choir's shared drive.
- The choir's mailing list is how everything gets announced – check it before Wednesday.

## What I love / what I don't

- Love: Eastern European and Slavic folk arrangements – the open fifths, the drones, the way the altos
  actually get a tune. "Shchedryk" in the original Ukrainian, Bulgarian-style pieces, anything by a Baltic
  composer. I'm very happy that Rhona let me bring a Polish carol this year.
- Love: a cappella pieces where we have to listen to each other.
- Don't love: musical-theatre medleys. I will sing them, I will smile, but inside I am screaming. Same with
  pop arrangements where the altos go "doo-doo" for four minutes.
- Don't love: singing from an iPad. Paper or nothing.
- I prefer alto to soprano – I can do the top notes but they're not comfortable and I don't enjoy it.

## Things Rhona keeps telling me

- Don't push the chest voice up past C – flip earlier.
- Consonants at the ends of words, together, "like a drawer closing".
- Breathe where it's marked, not where I run out.

## Concerts so far

- Dec 2023 – Christmas concert (my first, I cried in "Silent Night")
- Jun 2024 – summer concert on the Shore (rained)
- Dec 2024 – Christmas concert
- Jun 2025 – summer concert, last one before the move
- Dec 2025 – Christmas concert (see [[christmas-concert-2025]])
"""

CONCERT = """
---
title: Christmas concert 2025 – set list and notes
created: 2025-10-02
tags: [chór, concert]
---

# Christmas concert 2025

**Saturday 13 December 2025 – St Serf's Church, Kirkgate Wynd, Leith.** Joint with the Shore Voices
youth choir for two pieces. Tickets through the choir (Callum + Kuba + hopefully Mama, if she's here by then).

## Set list (as of October – Rhona may still shuffle)

| # | Piece | Arr. / notes | Alto 2 notes to self |
|---|---|---|---|
| 1 | Gaudete | trad., processional | start from the back, no folder |
| 2 | Shchedryk | Leontovych, in Ukrainian | fast – count the bars! |
| 3 | Lulajże Jezuniu | Polish carol, arr. Rhona for SSAA | I'm doing the pronunciation session |
| 4 | In the Bleak Midwinter | Darke | long phrases, breathe at the commas only |
| 5 | Still, Still, Still | Austrian trad. | soft, blend |
| 6 | The Wexford Carol | trad. Irish | alto solo verse – Morag |
| 7 | Il est né | French trad. | rhythm! |
| 8 | Ding Dong! Merrily on High | Woodward | the long "Gloria" run |
| 9 | Silent Night | with the audience | |

## Polish pronunciation session for "Lulajże Jezuniu"

I promised Rhona 15 minutes at a rehearsal in November. Plan:
- Write out a simple phonetic guide ("loo-LIE-zheh yeh-ZOO-nyoo").
- The hard bits: "ż" (like the s in "pleasure"), "ś" and "ć" (soft), "rz".
- Record myself reading the text slowly and put it on the shared drive.
- Explain what it's about – a lullaby to baby Jesus, my Babcia used to sing it.

## To remember for the day

- Black folder, pencil, water.
- Eat before, not after (we always end up in the pub).
- Kuba wants to sit in the front row. Callum wants to sit at the back so he can leave for the loo.
"""

MAMA = """
---
title: Mama – wszystko w jednym miejscu
created: 2024-06-02
updated: 2025-04-20
tags: [rodzina, mama, zdrowie]
---

# Mama (Halina Wróbel)

Notatka dla mnie i dla Tomka, żebyśmy mieli wszystko w jednym miejscu. Mama ma 72 lata, mieszka sama od
śmierci taty (2019). Jest samodzielna i uparta – i bardzo dobrze, tylko czasem trzeba ją pilnować.

## Adres i dom

- Gdańsk-Wrzeszcz, ul. Klonowa 12/4, trzecie piętro, **bez windy** (!). Kolano coraz gorzej znosi schody.
- Telefon stacjonarny już nie działa – tylko komórka. Mama odbiera, jeśli telefon nie jest w torebce w przedpokoju.
- Dzwonimy w niedziele o 19:00 jej czasu (18:00 u nas), na wideo, Kuba pokazuje rysunki.
- Klucze: zapasowy klucz do mieszkania ma **pani Basia** (Barbara Kowalczyk) z mieszkania naprzeciwko, nr 5.
  Pani Basia jest w podobnym wieku, codziennie wychodzą razem na spacer do parku Kuźniczki. Gdyby mama nie
  odbierała przez dłuższy czas – najpierw dzwonić do pani Basi, potem do Tomka.
- Tomek (mój brat) mieszka w Gdyni, 25 minut SKM-ką. Jego żona Kasia, dzieci: Zosia (12) i Antek (7).

## Zdrowie

- **Nadciśnienie** – od ok. 2015. Ciśnienie w domu mierzy (czasem), zapisuje w zeszycie (jeszcze rzadziej).
- **Kolano prawe** – artroza, na RTG "zaawansowane zmiany". Ortopeda mówi o endoprotezie "kiedyś". Mama mówi "nigdy".
- Słuch – trochę słabszy, nie chce aparatu.
- Wzrok – okulary do czytania, zaćma we wczesnym stadium (kontrola raz w roku).
- Szczepienia: grypa co roku w październiku, covid – przypominajka.

### Lekarze

- Lekarz rodzinny: **dr Marek Zieliński** – przychodnia na osiedlu, zapisy przez telefon od 7:30. Mama go lubi,
  bo "nie mówi do niej jak do dziecka".
- Kardiolog: **dr Ewa Sobczak** – prywatnie, raz w roku kontrola (EKG, echo serca co 2 lata). Tomek wozi mamę.
- Ortopeda – NFZ, kolejka, ostatnio w 2024.
- Okulista – prywatnie, w centrum Wrzeszcza.

### Leki (stan na kwiecień 2025)

Dokładna lista leży też w `docs/mama-leki.txt` (spisana w marcu ze zdjęcia opakowań).

| Lek | Dawka | Kiedy |
|---|---|---|
| Amlodypina | 5 mg | rano |
| Bisoprolol | 2,5 mg | rano |
| Atorwastatyna | 20 mg | wieczorem |
| Witamina D3 | 2000 j.m. | rano |
| Paracetamol | 1 g | przy bólu kolana, max 3× dziennie |

Ważne: **NIE ibuprofen / ketonal** na kolano bez pytania lekarza – nerki + ciśnienie. Mama uwielbia ketonal
"bo działa". Tłumaczę co rozmowę.

## Ćwiczenia na kolano (ode mnie)

Mama robi (podobno) codziennie rano:
1. Napinanie mięśnia czworogłowego w siadzie – 10 × 10 sekund.
2. Wstawanie z krzesła bez rąk – 2 × 8 (krzesło wysokie!).
3. Wspięcia na palce przy zlewie – 2 × 15.
4. Rower stacjonarny u pani Basi (ma rowerek!) – 10 min.

Najważniejsze: ruch tak, ból do 3/10 OK. Jak kolano spuchnie – krok wstecz, lód, i dzwonić do mnie, nie
do internetu.

## Pieniądze i sprawy

- Emerytura mamy wystarcza na życie, ale nie na niespodzianki (pralka, dentysta). Wtedy dokładamy z Tomkiem
  po połowie.
- Upoważnienie do konta w banku ma Tomek (PKO, oddział we Wrzeszczu). Ja mam upoważnienie do dokumentacji
  medycznej w przychodni (podpisane w 2023).
- Testament – mama mówi, że "jest u notariusza". Tomek ma kopię.
- Mieszkanie własnościowe – spółdzielnia, czynsz płaci mama, Tomek ma dostęp do e-konta spółdzielni.

## Nagłe sytuacje

1. 112 (albo 999 – oba działają w Polsce, ale mama zna 112).
2. Tomek: zawsze pierwszy, bo jest najbliżej.
3. Pani Basia – ma klucz, może otworzyć drzwi ratownikom.
4. Ja – z Edynburga mogę tylko dzwonić i organizować. Lot EDI–GDN jest bezpośredni, 2,5 godziny, ale nie
   codziennie.

W telefonie mamy jest karta "ICE" z moim i Tomka numerem + lista leków (zrobiłam w sierpniu 2024).

## Odwiedziny

- Lato: zwykle ja z Kubą na 2 tygodnie w sierpniu, Callum dojeżdża na tydzień, jeśli może.
- Święta: co drugi rok u mamy. Zobaczymy, jak będzie z kolanem i schodami.
- Mama u nas w Edynburgu była dwa razy (2022, 2024) – podobało jej się, ale narzekała na "ten wiatr" i na
  herbatę z mlekiem.

## Rzeczy, o których myślę

- Czy mama da radę jeszcze długo na trzecim piętrze bez windy? Tomek rozgląda się za mieszkaniem na parterze
  bliżej niego. Mama na razie nie chce słyszeć.
- Teleopieka (opaska SOS) – mama odmawia, "to dla starych ludzi".
- Częstsze telefony w zimie – mama gorzej znosi ciemne miesiące.
- Nauczyć ją wysyłać zdjęcia wyników przez WhatsApp, zamiast czytać mi przez telefon.

## Historia w skrócie (żeby Kuba kiedyś wiedział)

Mama urodziła się w 1953 w Elblągu, do Gdańska przyjechała na studia (ekonomia, nie skończyła, bo
urodził się Tomek). Pracowała 30 lat w księgowości w stoczniowej spółdzielni, potem w biurze rachunkowym
u znajomej. Tata był elektrykiem na statkach – stąd zdjęcia z Rotterdamu i Hamburga w albumach. Mieszkanie
na Klonowej dostali w 1981, "po ośmiu latach czekania". Mama zna wszystkich sąsiadów w klatce i połowę
w sąsiednich.

Mama śpiewała w chórze parafialnym przez 20 lat – to po niej mam chór. Do dziś śpiewa kolędy na trzy głosy
z panią Basią, kiedy myślą, że nikt nie słyszy.

## Jak rozmawiać z mamą (notatki dla siebie)

- Nie zaczynać od zdrowia. Najpierw Kuba, pogoda, sąsiadki, serial. Zdrowie na końcu, "przy okazji".
- Nie mówić "musisz". Mówić "a może spróbujesz".
- Jeśli mama mówi "wszystko dobrze" trzy razy w jednej rozmowie – coś jest nie tak. Zadzwonić do Tomka.
- Mama nie lubi, jak się o niej rozmawia z Tomkiem "za plecami". Ale rozmawiamy, bo musimy.
- Wyniki badań mama czyta mi przez telefon i przekręca nazwy. Prosić o zdjęcie (Tomek nauczył ją WhatsAppa,
  działa w 50%).

## Zima – plan (z rozmowy z Tomkiem, kwiecień 2025)

1. Tomek wpada co środę po pracy i w niedzielę z dziećmi.
2. Zakupy ciężkie (woda, ziemniaki) – dostawa z supermarketu raz w tygodniu, Tomek ustawił.
3. Pani Basia i mama – codzienny "telefon kontrolny" o 10:00 (robią to od lat, same z siebie).
4. Ja dzwonię w niedzielę na wideo i krótko w środę wieczorem.
5. Jeśli ślisko – mama nie wychodzi sama. (Powodzenia.)
6. Szczepienie na grypę – październik, Tomek pilnuje.

## Przeprowadzka? (temat rzeka)

Za:
- parter albo winda, mniej schodów = mniej bólu kolana,
- bliżej Tomka (Gdynia, Orłowo albo Redłowo),
- mniejsze mieszkanie = mniej sprzątania.

Przeciw (według mamy):
- "całe życie tu mieszkam",
- pani Basia, park, przychodnia, apteka, kościół – wszystko blisko,
- "nie będę się pakować w tym wieku".

Na razie: nie naciskać. Wrócić do tematu, jeśli kolano będzie gorzej albo po operacji (jeśli kiedyś).
Tomek ma oko na ogłoszenia.

## Przepisy mamy, które mam zapisane

- Gołąbki – w mailu od mamy (styczeń 2025).
- Pierogi z jagodami – "na oko", nie da się zapisać, trzeba stać obok.
- Makowiec – mama przywozi, nie próbuję.
- Ogórki kiszone – koper, czosnek, chrzan, liść dębu albo wiśni, 2 łyżki soli na litr wody.

## Kiedy mama przyjeżdża do nas – co działa

Z dwóch wizyt (2022 i 2024) wiem już, co się sprawdza, a co nie:

- **Lot**: tylko bezpośredni. Mama sama na przesiadce to katastrofa – w 2022 prawie poleciała do Dublina.
  Tomek odprowadza ją do bramki w Gdańsku, my czekamy w hali przylotów w Edynburgu z Kubą i kartką.
- **Pokój**: Kuba oddaje swój pokój, bo jest najcichszy. Mama śpi źle na kanapie i mówi o tym przez tydzień.
- **Schody**: u nas też drugie piętro bez windy, ale schody w kamienicy są szerokie i mają poręcz z obu stron
  – mama mówi, że "lepsze niż na Klonowej".
- **Jedzenie**: mama chce gotować. Pozwolić jej. Kupić wcześniej twaróg, kapustę kiszoną, koperek i dobry
  chleb, bo inaczej będzie komentarz o "tym angielskim chlebie z gąbki".
- **Wycieczki**: krótkie. Portobello (morze "prawie jak w Jelitkowie"), Ogród Botaniczny (szklarnie, bo
  ciepło), kawiarnia na Shore. Nie Arthur's Seat – kolano.
- **Kościół**: polska msza w niedzielę – mama lubi, ja idę dla niej.
- **Callum**: mama i Callum dogadują się bez wspólnego języka, głównie przez jedzenie i Kubę jako tłumacza.
  Callum nauczył się mówić "smacznego" i "dziękuję, mamo" – mama jest zachwycona.
- **Zdrowie w podróży**: leki w bagażu podręcznym, lista leków po angielsku (zrobić nową przed każdym
  przyjazdem!), karta EHIC mamy, numer do naszego GP na wszelki wypadek.
- **Pogoda**: ciepła kurtka, czapka, rękawiczki – nawet w sierpniu. "Ten wiatr".

Co nie działa: planowanie każdego dnia co do godziny. Mama najbardziej lubi zwykłe dni – odprowadzić Kubę
do szkoły, zakupy, gotowanie, wieczorem serial po polsku na laptopie.

## Co mama lubi (na prezenty i odwiedziny)

- Szkocka shortbread (tylko ta w kratkę), herbata Earl Grey (bez mleka!), kryminały po polsku, ciepłe skarpetki.
- Nie lubi: whisky, haggis ("nie będę jadła żołądka owcy"), wiatru i szkockiej pogody.
- Kocha, kiedy Kuba mówi do niej po polsku. Kuba to wie i wykorzystuje.
"""

KUBA = """
---
title: Kuba – school, activities, documents
updated: 2025-10-12
tags: [rodzina, kuba]
---

# Kuba (Jakub Baird-Wróbel), born 2016

## School

- Bonnyhaugh Primary School, **P5**, teacher **Mrs Elspeth Duncan** (lovely, firm, Kuba adores her).
- After-school club Mon/Thu until 17:45 (Callum picks up Tue, Wed, Fri – WFH days).
- Packed lunch: no mushrooms in anything, no "bits" in yoghurt. Ham or cheese sandwich, apple, crackers.
- Reading: loves the Wings of Fire books, reads under the duvet with a torch.

## Polish Saturday school – Szkoła Polska "Bursztynek"

- **Saturdays 10:00–13:30, Canonmills Learning Centre, rooms 4–6** (they rent classrooms at the weekend).
- Klasa 3 (Polish system). Pani Ola (Aleksandra Nowicka) is his teacher – very warm, gives too much homework.
- Fee: £220 per term, paid to the school's bank account.
- Kuba complains every Saturday at 9:15 and is happy by 13:30. Classic.
- Polish at home: I speak Polish to him, Callum English. He answers me in English 80% of the time. Working on it.

## Swimming

- Lessons Sundays 9:30–10:00 at Lochend Road Pool, Stage 6 (moved up in September).
- Goggles always in the bag, he will not swim without them.

## Health

- GP: Leith Links Medical Practice (the same as mine).
- Mild asthma – blue inhaler in school bag, spacer at home. Annual asthma review in February.
- Dentist: every 6 months, next one in January.
- Allergies: none. Hates mushrooms (not an allergy, just hate).

## Documents

| Document | Number / status | Valid until |
|---|---|---|
| British passport | in the document box | 2030 |
| **Polish passport** | in the document box | **14.01.2026** |
| Polish PESEL | yes (registered 2017 at the consulate) | – |
| Birth certificate (UK + Polish transcription) | in the document box | – |

Paszport Kuby – trzeba odnowić PRZED wyjazdem na Boże Narodzenie / do Polski. Dla dziecka w konsulacie
trzeba osobiście, z obojgiem rodziców albo ze zgodą drugiego rodzica.

- [ ] Umówić wizytę w konsulacie (paszport Kuby) – terminy są na 4–6 tygodni do przodu!
- [ ] Zdjęcia paszportowe (35×45 mm, biometryczne – ten fotograf na Leith Walk)
- [ ] Zgoda Calluma na wydanie paszportu (formularz, podpis przy konsulu albo notarialnie)
- [x] Skan starego paszportu
- [ ] Opłata – sprawdzić aktualną na stronie konsulatu
"""

SWIETA = """
# Swieta 2025 – pomysly

(pisane 28.09, nic jeszcze nie ustalone!!)

Opcja A – lecimy do Gdanska
- 22.12 – 2.01, u mamy, Wigilia u mamy jak zawsze
- + mama w domu, nie musi nigdzie leciec, Tomek z dziecmi blisko
- - bilety w grudniu drogie (sprawdzilam: ok £280/os w obie strony), trzecie pietro bez windy i kolano mamy,
  ciasno w mieszkaniu, Callum pracuje do 23.12

Opcja B – mama przylatuje do nas
- + nie musimy ciagac Kuby, kuchnia (mam nadzieje) bedzie gotowa, Callum nie musi brac urlopu
- + mama zobaczy koncert chóru 13.12 jesli przyleci wczesniej
- - mama sama w samolocie (nie lubi), zimno i wiatr ("ten wiatr"), Wigilia bez Tomka

Opcja C – Wigilia u Tomka w Gdyni, Sylwester u nas
- zbyt skomplikowane, dwa razy samoloty w jednym tygodniu. Raczej nie.

Do przegadania z Callumem i mama w niedziele. Zapytac Tomka co on planuje.
"""

WIGILIA = """
---
title: Nasza Wigilia – stałe menu
created: 2024-12-10
tags: [rodzina, święta, przepisy]
---

# Wigilia – nasze menu (wersja edynburska)

Dwanaście potraw to u nas raczej "dwanaście potraw, jeśli liczyć chleb i kompot". Najważniejsze, żeby był
opłatek, siano pod obrusem i dodatkowe nakrycie.

## Kto czego nie je

- **Kuba nie je grzybów.** W ogóle. Ani w barszczu, ani w uszkach, ani w kapuście. Dlatego robię dla niego
  osobno uszka z kapustą i serem, a kapustę z grochem bez grzybów odkładam mu do miseczki przed dodaniem
  suszonych prawdziwków.
- **Callum** jest pescatarianinem – ryby tak, mięso nie. Na Wigilię to bez znaczenia (i tak jest bez mięsa),
  ale nie lubi karpia ("za dużo ości"), więc robimy łososia pieczonego.
- Ja nie znoszę śledzi w oleju – robię śledzie w śmietanie z jabłkiem, a dla mamy osobno w oleju z cebulką.

## Menu

1. Barszcz czerwony na zakwasie (zakwas nastawić 5 dni wcześniej!)
2. Uszka z grzybami (dla dorosłych) + uszka z kapustą i serem (dla Kuby)
3. Pierogi ruskie
4. Pierogi z kapustą i grzybami
5. Łosoś pieczony z cytryną i koperkiem (dla Calluma zamiast karpia)
6. Ryba po grecku
7. Śledzie w śmietanie z jabłkiem
8. Kapusta z grochem
9. Sałatka jarzynowa (tak, wiem, to nie jest "tradycyjnie" wigilijne, ale Kuba ją kocha)
10. Kompot z suszu
11. Makowiec (albo od mamy, albo z Delikatesów na Easter Road)
12. Pierniczki (pieczemy z Kubą 1. grudnia, żeby zmiękły)

## Zakupy specjalne

- Suszone prawdziwki – z polskiego sklepu, kupić w listopadzie, przed świętami drożeją.
- Mak mielony, bakalie.
- Opłatek – w polskiej parafii albo w Delikatesach.
- Siano – od koleżanki z chóru, która ma konia (serio).
"""

FLAT = """
---
title: Flat admin – 19 Lorne Brae
updated: 2025-09-12
tags: [flat, admin]
---

# Flat admin – 2F1, 19 Lorne Brae, Edinburgh EH6 5QZ

## Building

- Factor: **Lorne Property Factors** – quarterly invoices for stair cleaning, buildings insurance share, common
  repairs. Portal login in the password manager.
- Stair cleaning: fortnightly, Tuesdays. Back green: owners take turns cutting the grass (our turn: July).
- Bins: communal on-street bins at the end of the street. Glass – Thursday. Food waste – Monday.
- Close door: buzzer works about half the time. Postman has the trade button code from the factor.

## Key safe

Key safe is on the wall just inside the close door, left of the meters. Holds one set of flat keys for
tradespeople and emergencies.

- **Code changed 12 Sep 2025 → 5530** (the old code had been given to too many people over the roof works).
- Give the code out only by message, never on the phone in the street, and change it again after the kitchen.

## Utilities

| What | Supplier | Notes |
|---|---|---|
| Gas + electricity | Firth Energy | smart meter, readings automatic (mostly) |
| Water | Scottish Water via council tax | – |
| Broadband | Northern Fibre, 500 Mb | router in the hall cupboard |
| Council tax | City of Edinburgh, band D | DD on the 1st |

Wi-Fi: network "Wrobel-Baird" – password on the sticker under the router (changed when we switched to fibre;
the old one from the copper days doesn't work any more).

## Insurance

- Contents: Clyde & Forth Insurance, renews in March. Bicycles listed (Callum's is worth more than the car).
- Buildings: through the factor's common policy – our share is on the quarterly invoice.

## Meters

- Gas meter: in the cupboard by the front door, bottom shelf.
- Stopcock: under the kitchen sink (!) – after the kitchen is done, check where Euan and Ali put it and
  write it here.
- Consumer unit: hall cupboard, top left.
"""

ZAKUPY = """
# zakupy i prezenty

## zakupy – polski sklep (sroda po pracy)
- kapusta kiszona x2
- twarog poltlusty
- ogorki kiszone (te z beczki, nie ze sloika)
- kefir x3
- chleb zytni na zakwasie
- kabanosy dla Calluma? nie – on nie je miesa, to dla Kuby
- mak mielony (na makowiec – listopad)
- suszone grzyby (do uszek i kapusty)
- pierniki toruńskie dla koleżanek z pracy

## zakupy – Tesco
- mleko, jajka, platki owsiane
- plastry (Kuba znowu kolano)
- baterie AA (waga kuchenna)
- worki na smieci

## prezenty 2025
- Mama: cieple skarpetki, kryminal (nowa Chmielarz?), szkocka shortbread w kratke
- Tomek: whisky (on lubi, mama nie)
- Kasia: kubek z Edynburga
- Zosia i Antek: Lego? ksiazki po angielsku?
- Callum: nowe lampki do roweru, bilety na koncert (Usher Hall? sprawdzic)
- Kuba: Wings of Fire tom 15, pilka, ... i NIE psa (jeszcze)
- Rhona (chor): kartka + cos malego
- Fiona: wino

## do domu (kuchnia)
- galki mosiezne x14 (sprawdzic ile drzwi!!)
- sciereczki lniane
- pojemniki do spizarki (szklane, z pokrywka)
"""


def build():
    write_text("notes/chor/shore-voices.md", CHOIR)
    write_text("notes/chor/christmas-concert-2025.md", CONCERT)
    write_text("notes/rodzina/mama.md", MAMA)
    write_text("notes/rodzina/kuba.md", KUBA)
    write_text("notes/rodzina/swieta-2025-pomysly.md", SWIETA)
    write_text("notes/rodzina/wigilia-menu.md", WIGILIA)
    write_text("notes/home/flat-admin.md", FLAT)
    write_text("notes/lists/zakupy-i-prezenty.md", ZAKUPY)
