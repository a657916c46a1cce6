from common import write, dedent

DAILY = {}

DAILY["2025-01-14"] = dedent("""
# 2025-01-14 (tisdag)

Kallt, -8 i morse. Cyklade ändå till Lerverket.

## Badrummet

Goran från Badrumsfixarna ringde om offerten – den kommer "i veckan". Vi pratade badkar igen.
**Beslut: vi behåller badkaret**, men ett nytt med lägre kant. Andrahandsvärdet + Anders barn + mina
ryggbad efter drejningen. Walk-in får vänta till nästa liv.

Han kan börja 10 mars. Sex veckor. Låter för bra för att vara sant? Vi får se.

## Lerverket

Planerade vårens kurs med Petra. Hon vill att jag tar torsdagskvällarna också. Jag sa nej – torsdagar är
innebandy. Vi landade i tisdagar + en lördagsworkshop i mars.

## Innebandy

F12:orna (blir F13 i höst) körde 2v2 hela passet idag och var helt slut efteråt utan att ha sprungit ett
enda varv. Tobias erkände att det funkar. Ha!

## Övrigt

- Ringa mamma på söndag
- Beställa nya glasyrmaterial (wollastonit slut)
""")

DAILY["2025-05-12"] = dedent("""
# 2025-05-12 (måndag)

Idag skickade jag hävningen till Badrumsfixarna. Skrev den i helgen, läste igenom med Konsumentvägledningens
mall, och Elin läste den en gång till. Skickad 10:12. Mailed, and also sent as a registered letter (rekommenderat)
to their office address, to be safe.

Känns både hemskt och skönt. Badrummet är ett skal med ett felaktigt tätskikt. Jag har duschat på gymmet i
sex veckor.

Reasons, in short: no Säker Vatten authorisation (checked the register myself on 5 May), wrong fall to the
drain (bakfall, water pooling by the door), and three weeks when nobody showed up.

Nästa steg: Hisingens Kakel & VVS kommer på besök onsdag. Elin känner deras projektledare.

## Kvällen

Sista träningen för säsongen med F12. Glass i omklädningsrummet. Ines gav mig ett kort som hela laget skrivit
på. Grät lite i bilen.
""")

DAILY["2025-06-21"] = dedent("""
# 2025-06-21 – midsommardagen, stugan

Midsommarafton igår med Anders, Maja, barnen och mamma. Sill, potatis, jordgubbar, regn från kl 16.
Mamma satt inomhus och löste korsord och var nöjd. Anders nya kodlås på nyckelboxen funkade (jag hade
koden i mejlet, tur det).

## Ugnen

Avbeställde Pennine-ugnen i torsdags (19 juni). Skickade mejl till Graham och bad om depositionen tillbaka.
Jag är klar med "late September at the earliest" och 32 A på en fas. **Det blir en svensk trefasugn från
Ugnsmakarna i Alingsås** – UA Toppmatad 90. Ringer Mikael Fors på måndag och beställer.

## Badrummet

Hisingens har hållit på i tre veckor nu. Allt det gamla tätskiktet bortrivet, ny golvbrunn på väg.
Jonas mätte fallet tre gånger framför mig. Jag blev nästan rörd.

## Att göra vid stugan i sommar

- Måla om bryggtrappan (Anders köper färg)
- Kolla hängrännan
- Hämta Elin i Ellös lördag v. 33
""")

DAILY["2025-07-16"] = dedent("""
# 2025-07-16 (onsdag) – stugan

Pumpen dog i måndags kväll (14/7). Det började med att den gick hela tiden och sedan bara ett klickande ljud och
inget vatten alls. Mitt i min semesterveka, 27 grader varmt. Hämtade vatten i dunkar hos Gunnel.

Ringde Orust Rör & Pump – **Bengt Olausson** kom redan i går morse (15/7) och bytte hela pumpen + tryckklockan.
Den gamla var från 2006 och "lagad" av Anders (Bengt log). Han skickar fakturan på mejl. Jag betalar och sen
gör Anders och jag upp, som vanligt.

Skrev om instruktionen för pumpen i docs-mappen efter vad Bengt visade.

## Övrigt

- Simmade vid badklippan varje morgon. Vattnet 19 grader.
- Drejade ingenting på fem dagar. Händerna saknar det.
- Läste ut "Snö" av Pamuk. Nästa: "The Unknown Craftsman".
""")

DAILY["2025-10-03"] = dedent("""
# 2025-10-03 (fredag)

Rasmus Ahlgren (elektrikern) var här 08–12 och drog ny kabel från elcentralen till garaget och satte upp
trefasuttaget, CEE 16 A. Snyggt jobb, han mätte allt och fotade elcentralen före och efter. Nu är garaget
redo.

**Ugnen kommer torsdag 9 oktober kl 07–10.** Måste flytta cyklarna och vinterdäcken ur garaget innan dess.

## Jobbet

Sista fredagen på sjukhuset den här månaden (jag går på timmar nu, 1 dag/vecka). En av mina gamla
patienter från 2019 kom förbi avdelningen och hälsade – hon går utan rullator nu.

## Innebandy

Torsdagsträningen igår: bra tempo, 13 av 14 där. Match på söndag borta mot Askim.

## Att göra

- [x] Flytta cyklar ur garaget
- [ ] Köpa lättbetongblock till ugnsstället
- [ ] Koloxidvarnare
""")

DAILY["2025-10-25"] = dedent("""
# 2025-10-25 (lördag) – vinterstängning på stugan

Anders och jag (och Vilgot, som var förvånandsvärt hjälpsam med båten) stängde stugan idag. Checklistan i
anteckningarna är uppdaterad. Det nya wifit från Anders router funkade direkt med lösenordet han mejlade.

## Beslut om 2026

Vi pratade länge på kvällen, med en flaska vin och kaminen igång. Vi har båda funderat på att hyra ut stugan
några veckor via en stugförmedling för att få in pengar till taket (det behöver läggas om inom 3–4 år).

**Beslut: vi hyr INTE ut stugan 2026.** Vi delar veckorna som vanligt och sparar istället till taket genom att
båda sätta in 1 000 kr i månaden på det gemensamma kontot från januari. Anledning: ingen av oss vill ha
främlingar i pappas stuga, städning och nyckelöverlämning blir ett heltidsjobb, och försäkringen blir krånglig.

Känns rätt. Anders sa "pappa hade hatat uthyrning" och det stämmer nog.

## Övrigt

- Batterierna till brandvarnarna – glömde igen. Nästa gång.
- Mamma ringde om 75-årsfesten. Hon har bestämt meny. Det blir sill (igen).
""")

DAILY["2025-11-12"] = dedent("""
# 2025-11-12 (onsdag)

## Innebandy

Torsdagarna är nu i **Önneredsskolans idrottshall 18:00–19:30** (sedan 6 november). Första passet där var
kaos – ingen visste var omklädningsrummen var och målen var de gamla små. Andra gången gick bättre. Tisdagarna är
kvar i Grimmeredshallen.

Att göra F13:
- [ ] Beställa ny målvaktsmask till Wilma (lovade hennes pappa i oktober!) – via klubbens avtal, fråga Roger
- [ ] Fylla på sjukvårdsväskan: tejp, kylpåsar, skavsårsplåster
- [ ] Skicka ut körschema till Kustcupen (Hanna gör matchschemat)
- [x] Ny övning för målvakter – Tobias fixar

## Badrummet

Duschväggen kommer äntligen **torsdag 20 november kl 08:00**. Jonas monterar och gör om silikonfogen samtidigt.
Måste flytta torsdagens innebandyplanering till kvällen innan.

## Lerverket

Kursbeskrivningen för VT26 – har inte börjat. Deadline 1 december. Skriv den i helgen!
""")


def build():
    for d, text in DAILY.items():
        write(f"notes/daily/{d}.md", text)
