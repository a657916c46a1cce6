from lib import write_text

DAILY = {
"2024-10-15": """
# Tue 15 Oct 2024

- Hospital: 11 patients, two DNAs. New Band 5 on rotation, Eilidh is supervising.
- Nordhem kitchen finally ordered on Saturday. Confirmation came by e-mail. Delivery in January –
  feels like forever but at least it's moving. Callum did a little dance.
- Choir tonight at St Ninian's – hall freezing as usual, kept my coat on for the first half. Rhona started
  the Christmas music already (in October!). Sat next to Morag, who had a flask of tea for everyone.
- Kuba: spelling test 9/10, the one wrong was "necessary". Fair, I still check it too.
- Mama on the phone: kolano gorzej, ale "nie będzie operacji". Znowu.

Jutro: pack lunch, sign the trip form, buy birthday present for Kuba's friend Finlay.
""",
"2025-03-04": """
# Tuesday 4 March 2025

Decision day for the kitchen.

Nordhem have moved delivery again – now mid-April – and the sample door arrived chipped and the green is
basically grey. Called them, got nowhere. Callum and I talked it through over dinner and we've **decided to
cancel Nordhem and go with a local joiner** instead. Euan Reid (Fiona's joiner) is coming on Saturday to
measure. I sent the cancellation reply tonight and asked for the full refund.

Feels like a wieght off. Slightly terrified about the cost of bespoke, but we'll see the quote.

Other:
- Clinic Thursday is fully booked, Friday two gaps.
- Kuba has a cold. Szkoła polska w sobotę – zobaczymy.
- Choir: alto sectional moved to Saturday 15th.
""",
"2025-05-14": """
# Środa 14.05.2025

- Rusztowanie na dachu od poniedziałku (common repairs – the roof over our stair). Scaffolders need to get
  into the loft hatch from our landing, so I gave them the key safe code **1987** this morning. Callum says
  half of Leith now knows our code. He's probably right.
- Szpital: ciężki dzień, 3 nowe skierowania z ortopedii, shoulder clinic overran.
- Po pracy: polski sklep, kefir, twaróg. Kuba chce pierogi na piątek.
- Chór wczoraj – Rhona announced something about "big news in June". Everyone guessing.
- Kitchen: Euan sent photos of the carcasses in the workshop. The green sample looks perfect in daylight.
""",
"2025-06-30": """
# Monday 30 June 2025

**Kitchen floor – decided.** After three weeks of samples on the floor (and Kuba skidding on them), we're
going with **natural linoleum, sheet, colour "Saffron"** – a warm ochre yellow that goes with the green and the
walnut. Callum wanted the darker "Conker" but Saffron won because it makes the room lighter in winter. Next:
find a fitter who actually knows lino (not a vinyl guy). To do in September when cabinet dates are clear.

Clinic cover for August sorted: **Ruairidh Kerr** will cover my Thursday/Friday clinics on 7–8 and 14–15 August
while Kuba and I are in Gdańsk. He'll use my room; I'll give him Physiodesk access the week before. Tell
Fiona.

- Hospital: audit meeting, my bit on waiting times went OK.
- Choir: last rehearsal at St Ninian's was last Tuesday – sad. Summer concert was lovely though.
- Mama: ciśnienie "trochę wysokie", ma iść do dr Zielińskiego w lipcu.
""",
"2025-08-21": """
# Czwartek 21.08.2025

Wróciliśmy z Gdańska w sobotę, pranie dopiero dziś skończone. Kuba mówi po polsku bez przerwy – po dwóch
tygodniach u babci działa lepiej niż rok szkoły sobotniej.

**Decyzja (praca):** zostaję na 3 dniach w szpitalu. Myślałam całe lato o przejściu na pełny etat w gabinecie,
ale: emerytura NHS, zespół, który lubię, i Kuba jeszcze w podstawówce. Staying three days at Forthside, at least
until Kuba goes to high school. Callum agrees. Feels right.

Graeme wysłał maila, że od października zmienia się rota w szpitalu – szczegóły w mailu, muszę też przełożyć
dni w gabinecie i napisać do Fiony.

- Kuchnia: Euan pyta o terminy na listopad.
- Chór od września w nowym miejscu, w środy.
""",
"2025-10-22": """
# Wednesday 22 October 2025

Third week of the new pattern. The **Monday + Friday clinic** works better than Thu/Fri did – Monday patients
are the weekend-injury crowd (parkrun, five-a-side), and Friday is the pre-race crowd. Hospital Tue–Wed–Thu in
the middle, which also means Kuba's Monday after-school club is now Callum's problem, ha.

- Worktop templating was last Tuesday – Euan's guy spent two hours with a laser and cardboard.
- Kenny did the first fix for the electrics on Monday evening. Oven circuit done.
- Choir tonight – Rhona did the Polish pronunciation bit early, people loved "Lulajże". Proud.
- Mama: kostki puchną od nowej dawki, rozmawiałam z nią długo. Kardiolog w listopadzie.
""",
"2025-11-14": """
# Piątek 14.11.2025

**Święta – postanowione:** mama przylatuje do nas do Edynburga **20 grudnia** i zostaje do **3 stycznia**.
Wigilia u nas, pierwsza w nowej kuchni (jeśli płytki zdążą...). Mama zadowolona, Tomek też (oni jadą do
teściów Kasi). Callum już planuje, gdzie mama będzie spała – Kuba oddaje pokój i śpi na materacu u nas.

Kuchnia: szafki stoją, blaty z orzecha są piękne, podłoga już jest. Zostało: płytki nad blatem i malowanie.

Do zrobienia:
- [ ] kupic bilet mamie – GDN–EDI 20.12, bezposredni, najlepiej popoludniowy (obiecalam w mailu!)
- [ ] zamówić płytki na splashback (zielone, ~4,2 m²) – ostatni dzwonek przed świętami
- [ ] zamówić karpia? – nie, łosoś dla Calluma
- [ ] opłatek z Delikatesów
- [x] bilety na koncert chóru dla Calluma i Kuby
""",
}


def build():
    for day, text in DAILY.items():
        write_text(f"notes/daily/{day}.md", text)
