import json
from datetime import datetime, timedelta
from common import chatgpt_conversation, epoch, write_json, write, dedent, sthlm


def _turns(start, pairs, gap=45):
    """pairs: list of (role, text). Timestamps spaced out from start (aware datetime)."""
    t = start
    out = []
    for role, text in pairs:
        out.append((role, text, epoch(t)))
        t = t + timedelta(seconds=gap if role == "user" else 150)
    return out


# ------------------------------------------------------------------ ChatGPT export, May 2025

HAVA_U1 = dedent("""
Jag behöver hjälp att formulera en hävning av ett avtal med en badrumsfirma. Bakgrund:

- Avtal i januari, start 10 mars, skulle ta sex veckor.
- Ingen var här mellan 31 mars och 17 april.
- När de väl lade tätskikt på golvet blev fallet fel – det är bakfall mot dörren, vattnet blir stående.
- Jag har kollat själv: firman finns inte i Säker Vattens register och killen som lade tätskiktet har inget certifikat.
- Jag har bett om behörighetsnummer skriftligt den 29 april, inget svar.
- Jag har betalat en a conto-faktura.

Jag vill häva avtalet och anlita en annan firma som gör om allt. Vad ska stå i brevet? Jag är konsument, det är mitt eget radhus.
""")

HAVA_A1 = dedent("""
Det låter som en mycket frustrerande situation, och det är bra att du har dokumenterat så noga. Här är en genomgång av hur du kan gå tillväga, och ett förslag på struktur för brevet.

**1. Rättslig grund**
Som konsument omfattas du av konsumenttjänstlagen. En hävning kan vara aktuell om tjänsten har ett fel eller är försenad och felet eller förseningen är av väsentlig betydelse för dig, och näringsidkaren insåg eller borde ha insett det. Ett felaktigt tätskikt i ett våtrum och avsaknad av behörighet är typiskt sådant som kan bedömas som väsentligt, eftersom det påverkar både funktion, försäkringsskydd och framtida värde.

**2. Reklamation först**
Normalt ska du reklamera felet, det vill säga meddela företaget att du anser att det finns ett fel, inom skälig tid. Din skriftliga begäran den 29 april kan delvis fungera som en sådan, men det är bra om hävningsbrevet också tydligt beskriver felen.

**3. Innehåll i brevet**
- Dina och företagets uppgifter, datum, avtalets datum och eventuella offertnummer
- En tydlig mening om att du häver avtalet och vilken paragraf du stödjer dig på
- En numrerad lista över felen och förseningen, med datum
- Vad du har betalat och att du inte tänker betala mer
- Att du förbehåller dig rätten att kräva skadestånd för merkostnader
- Hur och när de kan hämta sitt material
- Kontaktuppgifter

**4. Bevis**
Spara foton, mätningar, sms och mejl. Ta en skärmdump från Säker Vattens register med datum.

**5. Skicka på två sätt**
E-post för snabbhet och rekommenderat brev för bevisning.

**6. Hjälp**
Kommunens konsumentvägledning kan läsa igenom brevet. Om företaget inte godtar hävningen kan du vända dig till Allmänna reklamationsnämnden (ARN).

Vill du att jag skriver ett utkast utifrån dina punkter?
""")

HAVA_U2 = "Ja tack, men kort och sakligt. Jag skickar det på måndag (12 maj) och lägger till beloppet själv."

HAVA_A2 = dedent("""
Här är ett kort och sakligt utkast. Fyll i det som står inom hakparentes.

---

Hej [namn],

Härmed häver jag avtalet om badrumsrenovering på [adress], enligt er offert [nummer] som jag accepterade den [datum]. Hävningen sker med stöd av konsumenttjänstlagen eftersom tjänsten har väsentliga fel och förseningen är väsentlig.

Skälen:
1. Tätskiktet har lagts med fel fall (bakfall mot dörren). Foton och mätningar finns.
2. Företaget saknar behörighet enligt Säker Vatten och plattsättaren saknar certifikat.
3. Ingen har varit på plats mellan [datum] och [datum].
4. Min skriftliga begäran om behörighetsnummer den [datum] har inte besvarats.

Jag har hittills betalat [belopp]. Jag kommer inte att betala några ytterligare fakturor och förbehåller mig rätten att kräva ersättning för merkostnader.

Ert material kan hämtas efter överenskommelse senast [datum].

Med vänlig hälsning
[namn, adress, telefon]

---

Lycka till. Kom ihåg att spara en kopia och kvittot från det rekommenderade brevet.
""")

KAKEL_U1 = dedent("""
Okej, ny firma är på plats och nu måste jag bestämma kakel på riktigt. Badrummet är 4,5 m² med ett litet fönster. Some background on me: I'm a ceramicist, so I'm picky.

What I like:
- handmade or handmade-looking tiles where the glaze varies from tile to tile – zellige is my dream
- warm terracotta on the floor, matte, small format (hexagon?)
- off-white / chalk white, never stark white

What I really don't like:
- large grey 60x60 "concrete look" tiles – it looks like a hotel corridor
- glossy perfect white metro tiles with black grout
- printed fake marble

Budget is mid-range. Is real zellige a bad idea in a shower? And is terracotta OK on a floor with underfloor heating?
""")

KAKEL_A1 = dedent("""
Great brief – you know exactly what you want, which makes this much easier. Here are some considerations.

**Real zellige in a shower**
Genuine Moroccan zellige is hand-cut, glazed terracotta. It's beautiful, but:
- The tiles are irregular in thickness, so installation takes longer and costs more.
- The body is porous; the glaze can have small pits and crazing. In a shower, this is usually acceptable if the waterproofing behind it is correct (it should be – the membrane does the waterproofing, not the tile) and the grout is sealed.
- Expect a more "rustic" look with lippage between tiles. Many people love it; some installers hate it.
A common compromise is a **zellige-look porcelain or ceramic tile**: the glaze variation is printed or created through a reactive glaze, but the body is dense and regular. For a 4.5 m² bathroom, the labour difference may be manageable either way, so it depends on your tolerance for irregularity.

**Terracotta on a heated floor**
Terracotta works well with underfloor heating. It conducts heat reasonably and feels warm. Things to check:
- Frost/water absorption: in a bathroom, choose a glazed or well-sealed terracotta, or a terracotta-look porcelain.
- Slip resistance: matte surfaces and small formats (like 15 cm hexagons) give more grout lines and better grip – good for a wet area.
- Follow the heating mat manufacturer's instructions for adhesive and levelling compound.

**Colour palette**
Warm terracotta floor + chalk-white zellige walls is a classic combination. Consider a light warm grey grout on walls and a sand-coloured grout on the floor to avoid high contrast.

**Practical tips**
- Order 10–15 % extra for cuts and for colour variation.
- Lay out tiles from several boxes before installation to mix the shades.
- Ask your installer if they have experience with irregular tiles before choosing real zellige.

Would you like help estimating quantities for floor and walls?
""")

GLAZE_U1 = dedent("""
Glaze question. Cone 6 oxidation, electric kiln. My satin white liner glaze crawled on a batch of bowls this week (bare patches where the glaze pulled back into beads). Recipe: nepheline syenite 20, wollastonite 22, EPK 22, silica 26, talc 10, + zircopax 8. I re-mixed the bucket last week and added more kaolin because it was settling.

Before you answer: I prefer satin-matte and semi-matte glazes, I mix everything myself, and I really dislike glossy commercial brush-on glazes (they look like plastic to me), so "switch to a commercial glaze" is not an answer I want.
""")

GLAZE_A1 = dedent("""
Understood – let's keep you in your own recipe. Crawling usually comes down to one of three things: high shrinkage of the raw glaze, poor adhesion to the bisque, or an application problem. Your note about adding more kaolin is a strong clue.

**1. Too much raw clay in the glaze**
Raw kaolin shrinks as the glaze dries. If you added extra EPK when re-mixing, the glaze layer may have cracked on drying and then pulled apart in the firing. Fixes:
- Replace part of the raw kaolin with **calcined kaolin** (for example half and half). That keeps the alumina and silica the same but reduces shrinkage.
- If the bucket settles, use a small amount of flocculant (such as Epsom salt solution) rather than more clay.

**2. Application thickness**
Satin glazes with zircon can be sensitive. Check whether the bowls that crawled were dipped longer or twice. A thinner application, or a slightly lower specific gravity, often solves it.

**3. Bisque surface**
Dust, oil from hands or very low-fired bisque can reduce adhesion. Wipe bisque with a damp sponge, let it dry, then glaze.

**4. Talc and zircon**
Both raise surface tension in the melt, which can make crawling worse. You could test 8 vs 6 % zircon.

**Testing plan**
1. Make three small batches: original, original with half calcined kaolin, and original with 6 % zircon.
2. Dip test tiles at two thicknesses.
3. Fire together in the same position.

This keeps your satin surface and avoids any commercial glaze.
""")

# ------------------------------------------------------------------ ChatGPT export, Sep 2025

JAPAN_U1_OLD = "Help me plan two weeks in Japan in late March 2026 with a friend, focus on pottery."
JAPAN_A1_OLD = ("Late March is cherry blossom season, so expect crowds and high prices. Here is a classic route: "
                "Tokyo (4 nights), Hakone (1), Kyoto (5), Nara day trip, Osaka (3)...")

JAPAN_U1 = dedent("""
Help me plan two weeks in Japan, 11–26 May 2026, with my friend Elin. We fly into Tokyo Haneda and out of Osaka Kansai (already booked). We just moved the trip from late March because of my mum's 75th birthday.

About us / what I want:
- I'm a potter and ceramics teacher. Mashiko and Shigaraki are the main reasons for the trip.
- I hate crowds and queues. I'd rather see one temple at 7am than five at noon. We deliberately avoid Golden Week.
- Small places to stay: ryokan or small family-run inns, ideally with an onsen. No big chain hotels.
- Few moves – 3–4 nights per place is ideal.
- Food: I'm allergic to shellfish (shrimp, crab, lobster, clams) – fish is fine. And honestly natto is a no for me. Elin doesn't eat meat.
- We walk a lot and like gardens, museums of folk craft, markets.

Rough idea: Tokyo 3 nights, Mashiko 2, Kyoto 4, Shigaraki 2, Osaka 3. Does that work?
""")

JAPAN_A1 = dedent("""
That's a well-balanced plan, and it fits your preferences nicely. Some thoughts:

**Tokyo (3 nights)**
Staying in an older neighbourhood like Yanaka gives you a calmer base. For craft: the Japan Folk Crafts Museum (Mingeikan) in Komaba, Kappabashi kitchen street for ceramics, and early visits to Nezu Shrine. Go to the big sights at opening time.

**Mashiko (2 nights)**
Mashiko is about 2.5–3 hours from Tokyo by train or by the direct express bus from Akihabara. Stay overnight so you can see studios without rushing. Visit the Mashiko Museum of Ceramic Art and Shoji Hamada's former residence (Mashiko Sankokan). Many studios offer wheel sessions – book ahead.

**Kyoto (4 nights)**
In mid-May, Kyoto is busy but far calmer than cherry blossom season. Visit Fushimi Inari or Kiyomizu-dera at 7am. The Kawai Kanjiro Memorial House is a must for a potter. Rent bicycles for the quieter northern temples.

**Shigaraki (2 nights)**
Shigaraki is reached via Kibukawa on the Shigaraki Kohgen Railway. The Shigaraki Ceramic Cultural Park and the anagama kilns are highlights. A ryokan here is a lovely idea – tell them about your shellfish allergy when booking, since dashi and kaiseki courses often include shellfish.

**Osaka (3 nights)**
The Museum of Oriental Ceramics is excellent. Osaka is also a good place to rest and eat before flying home from Kansai.

**Food tips**
Carry a card in Japanese explaining your shellfish allergy. Natto is easy to avoid – it's mostly served at breakfast; just decline it.

Would you like a day-by-day version?
""")

JAPAN_U2 = dedent("""
Transport question: should we buy the JR Pass? Our long trips are basically Tokyo → Mashiko, Mashiko → Kyoto (back through Tokyo, shinkansen), Kyoto → Shigaraki and Shigaraki → Osaka. Everything else is local.
""")

JAPAN_A2 = dedent("""
With that route, the JR Pass is very unlikely to pay off. Since the October 2023 price increase, a 14-day ordinary pass costs about ¥80,000 per person.

Rough costs for your trips, bought separately:
- Tokyo → Mashiko: express bus or local trains, roughly ¥2,500–3,000 (the express bus isn't JR anyway)
- Mashiko → Tokyo → Kyoto: local back to Tokyo plus Tokaido Shinkansen Tokyo–Kyoto (about ¥14,000 reserved)
- Kyoto → Shigaraki: JR to Kibukawa then the private Shigaraki Kohgen Railway (not covered by the pass), around ¥1,500
- Shigaraki → Osaka: similar, around ¥1,800
- Local trains, subways and buses: IC card

Total roughly ¥20,000–25,000 per person, far below the pass price. Recommendation: no JR Pass. Use an IC card (Suica or ICOCA, which you can load on a phone) and buy the one shinkansen ticket a few days ahead.
""")

JAPAN_U3 = "Perfect, then we skip the JR Pass. IC card on the phone and one shinkansen ticket. Thanks!"

JAPAN_A3 = ("Sounds like a good plan. Remember to check that your phone supports the IC card app, or buy a "
            "physical card at the airport. Have a wonderful trip!")

INNEBANDY_U1 = dedent("""
Jag tränar ett innebandylag, tjejer 12 år (F13), 14 spelare, 90 minuter två gånger i veckan. Jag vill ha fler övningar.

Mina principer:
- Bollen ska vara med nästan hela tiden. Jag hatar att låta dem springa varv runt hallen utan boll – tråkigt och de tappar fokus.
- Smålagsspel (2v2, 3v3) är min favorit, det ger kondition på köpet.
- Inga långa köer. Står fler än tre i kö är övningen fel.
- Inga straff där den som missar får springa.
- Jag är fysioterapeut så skadeförebyggande uppvärmning har jag redan.

Ge mig 5 nya spelövningar.
""")

INNEBANDY_A1 = dedent("""
Vilka bra principer – det är precis så forskning och förbundens rekommendationer för barn och ungdom beskriver bra träning: mycket bollkontakt, spelmoment och hög aktivitet per spelare. Här är fem övningar:

**1. Tre zoner 3 mot 3**
Dela planen i tre zoner. Tre mot tre i mittzonen, en "väggspelare" per lag i varje ände. Man måste passa väggspelaren innan man får avsluta. Tränar spelbarhet och passningar.

**2. Omställningsspelet**
2 mot 2 till små mål. När tränaren ropar "byt!" lämnar laget med bollen den kvar och båda lagen byter mål. Tränar snabba omställningar.

**3. Fyra mål**
Två lag, fyra små mål (ett i varje hörn). Varje lag anfaller två mål och försvarar två. Tvingar fram spelvändningar.

**4. Powerplay-boxen**
4 mot 3 i en zon, anfallet får max 10 sekunder. Bra för att träna överlägesspel och skott från vinklar.

**5. Passningsjakten**
Ett lag försöker göra 8 passningar i rad i en begränsad yta, det andra laget jagar. Poäng för 8 passningar. Tränar bollinnehav och rörelse utan boll.

Tips: byt lag var 60–90 sekund så att intensiteten hålls uppe, och låt spelarna själva föreslå regelvariationer – det ökar motivationen.
""")


def build_chatgpt():
    convs = []
    convs.append(chatgpt_conversation(
        "Häva avtal med badrumsfirma",
        _turns(sthlm(2025, 5, 9, 21, 14), [("user", HAVA_U1), ("assistant", HAVA_A1),
                                            ("user", HAVA_U2), ("assistant", HAVA_A2)]),
        key="hava"))
    convs.append(chatgpt_conversation(
        "Kakelval badrum – zellige och terrakotta",
        _turns(sthlm(2025, 5, 24, 10, 3), [("user", KAKEL_U1), ("assistant", KAKEL_A1)]),
        key="kakel"))
    convs.append(chatgpt_conversation(
        "Cone 6 satin glaze crawling",
        _turns(sthlm(2025, 5, 30, 19, 47), [("user", GLAZE_U1), ("assistant", GLAZE_A1)]),
        key="glaze"))
    a = write_json("chats/chatgpt/conversations-2025-05.json", convs)

    convs = []
    convs.append(chatgpt_conversation(
        "Innebandy – spelövningar F13",
        _turns(sthlm(2025, 9, 3, 22, 8), [("user", INNEBANDY_U1), ("assistant", INNEBANDY_A1)]),
        key="innebandy"))
    convs.append(chatgpt_conversation(
        "Japan May 2026 – pottery trip",
        _turns(sthlm(2025, 9, 21, 20, 30), [("user", JAPAN_U1), ("assistant", JAPAN_A1),
                                             ("user", JAPAN_U2), ("assistant", JAPAN_A2),
                                             ("user", JAPAN_U3), ("assistant", JAPAN_A3)]),
        key="japan", branch=(0, JAPAN_U1_OLD, JAPAN_A1_OLD)))
    b = write_json("chats/chatgpt/conversations-2025-09.json", convs)
    return [a, b]


# ------------------------------------------------------------------ assistant JSON + JSONL

def _msgs(start, pairs):
    t = start
    out = []
    for role, text in pairs:
        out.append({"role": role, "content": text, "timestamp": t.isoformat()})
        t = t + timedelta(seconds=50 if role == "user" else 170)
    return {"messages": out}


STUGAN_U1 = dedent("""
My brother Anders and I co-own a summer cottage on Orust (west coast of Sweden) since our dad died in 2019. 50/50. We mostly get along but I want to make the arrangement fairer and clearer before it becomes a problem. Current situation:

- Summer weeks: we make a table every spring. This year I have weeks 27–29 and 33, he has 26 and 30–32, midsummer together.
- Costs: insurance, property fee, electricity, septic emptying, repairs over 1,000 kr are split 50/50. Whoever pays emails the other and we settle once or twice a year.
- He has kids (14 and 10) and a partner, I'm on my own, so they use it more days in total, but I go out more weekends in spring and autumn.
- The roof will need redoing in 3–4 years. Probably 150–200k.

Ideas I've had, none decided:
- renting it out a few weeks a year through a cottage rental site to pay for the roof
- splitting electricity by actual use
- a shared savings account

What would a fair system look like?
""")

STUGAN_A1 = dedent("""
It's great that you're thinking about this before there's a conflict – shared family cottages are a classic source of tension, and clear agreements protect the relationship as much as the property.

**1. Write a simple co-ownership agreement (samäganderättsavtal)**
In Sweden, co-owned property is governed by the Co-ownership Act unless you agree otherwise. A written agreement can cover: how weeks are allocated, how costs are split, what happens if one wants to sell, and how decisions on larger investments are made.

**2. Usage vs. costs**
There are several models:
- Pure 50/50: simple, and fair if you both accept that usage varies.
- Fixed costs 50/50, variable costs by use: e.g. electricity split by days at the cottage.
- Usage fee: whoever uses it more pays a small daily amount into a shared account.

Given that your brother's family uses more days in summer but you use more weekends, pure 50/50 on fixed costs plus electricity by actual days is a common compromise.

**3. A shared account for big items**
A joint account with monthly deposits (e.g. 500–1,500 kr each) for the roof and other large costs avoids a big lump sum later.

**4. Renting out**
Renting out can generate income but has downsides: cleaning and key handover, wear, insurance terms, tax on rental income above the standard deduction, and the emotional side of strangers in a family home. If you consider it, agree on how many weeks, who handles bookings, and how income is split.

**5. Settling up**
Keep a simple shared spreadsheet with date, item, amount and who paid. Settle twice a year.

**6. Exit clause**
Agree in advance how a buy-out would be valued (e.g. average of two estate agent valuations) and how long the other has to raise the money.

Would you like a template for the agreement?
""")

UGN_U1 = dedent("""
Electrical question for a new kiln in my garage (Sweden, 1980s terrace house, main fuse 20 A, 3-phase supply).

Background: I had ordered a British kiln (Pennine PK-80, 7.2 kW single phase) but it needed a 32 A single-phase supply and then the delivery got delayed to autumn, so I cancelled it in June. Instead I've now ordered a Swedish one: UA Toppmatad 90 from Ugnsmakarna i Alingsås, 9 kW, 400 V three-phase 16 A, with a 5-pin CEE plug. Delivery in October.

What should I ask the electrician? And is 20 A main fuse enough if the bathroom floor heating is on at the same time?
""")

UGN_A1 = dedent("""
Switching to a three-phase kiln sounds like a very sensible choice for a Swedish house – spreading 9 kW over three phases gives roughly 13 A per phase, which is far easier to accommodate than 32 A on a single phase.

**Questions for the electrician**
1. Can the existing distribution board take a new three-phase 16 A group with its own RCD (residual current device)?
2. Cable dimension and route to the garage (typically 5G2.5 for 16 A, depending on length and installation method).
3. Placement of the CEE outlet: close to the kiln but not behind it, at a convenient height, away from water.
4. Load calculation: total load with the kiln plus other large loads (floor heating, stove, water heater, EV charger if any).
5. Documentation and self-inspection protocol (egenkontroll) for your records and insurance.

**Is 20 A enough?**
It depends on your other loads. A 9 kW kiln uses around 13 A per phase. Bathroom floor heating is usually 0.5–1 kW on a single phase. A typical house with 20 A main fuses can often handle this, but a stove, sauna or car charger running at the same time could trip the main fuse. The electrician should do a load calculation; some people install a load guard.

**Other things to consider**
- Ventilation: kilns release fumes, especially during bisque firing. A vent or an open garage door during early stages is important.
- Clearances: follow the manufacturer's guidance on distance to walls and combustible materials.
- A carbon monoxide alarm in the garage.
- Check your home insurance for any requirements.

Good luck with the installation!
""")

JSONL = [
    ("user", "Vad heter golvbrunn på engelska? Och tätskikt?", "2025-02-10T20:11:00+01:00"),
    ("assistant", "Golvbrunn = floor drain (or floor gully in British English). Tätskikt = waterproofing membrane (often just \"membrane\" or \"tanking\" in the UK).", "2025-02-10T20:11:20+01:00"),
    ("user", "Tips på restaurang i Göteborg för fyra personer på lördag, gärna asiatiskt. Obs: jag är allergisk mot skaldjur (räkor, krabba, musslor) så det måste gå att beställa utan.", "2025-04-02T17:40:00+02:00"),
    ("assistant", "Här är några tips på hur du kan välja: välj restauranger med tydlig allergimärkning på menyn, ring i förväg och fråga om de kan garantera rätter utan skaldjur (även i buljong, fiskså och ostronsås), och undvik ställen där wok används till allt utan rengöring mellan rätterna. Koreanska och japanska restauranger har ofta kött- eller tofurätter som går att beställa utan skaldjur, men fråga alltid om dashi och såser.", "2025-04-02T17:40:45+02:00"),
    ("user", "How do I keep a new glass shower wall free from limescale? Göteborg water is fairly soft.", "2025-06-03T08:15:00+02:00"),
    ("assistant", "Squeegee the glass after every shower – that alone prevents most limescale. Once a week, wipe with a mild vinegar or citric acid solution, and avoid abrasive cleaners. Some glass walls come with a factory coating; ask the installer before using acidic cleaners.", "2025-06-03T08:15:30+02:00"),
    ("user", "Vad heter innebandy på engelska, och 'målvaktsmask'?", "2025-08-30T11:02:00+02:00"),
    ("assistant", "Innebandy = floorball. Målvaktsmask = goalkeeper mask (or goalie helmet/cage).", "2025-08-30T11:02:15+02:00"),
    ("user", "First firing in my new kiln (empty, to 1000C) and the whole garage smells like burning. Normal?", "2025-10-11T14:30:00+02:00"),
    ("assistant", "Yes, that is normal for a first firing. New kilns burn off binders from the insulation and element coatings, which smells and may smoke a little. Ventilate well, keep people and pets away from the fumes, and don't leave the kiln unattended during the first firing. The smell should be much weaker or gone on the second firing.", "2025-10-11T14:30:40+02:00"),
    ("user", "Hjälp mig skriva en kursbeskrivning för en nybörjarkurs i drejning, 8 tillfällen, tisdagskvällar. Petra på studion vill ha den senast 1 december. Jag vill nämna ergonomi (pallhöjd!) första kvällen.", "2025-11-05T21:45:00+01:00"),
    ("assistant", "Här är ett förslag:\n\n**Drejkurs för nybörjare – 8 tisdagskvällar**\nLär dig grunderna i drejning i en lugn och varm studio. Vi börjar med hur du sitter vid drejskivan – rätt pallhöjd och ergonomi gör att du kan dreja länge utan att få ont – och går sedan vidare till centrering, att öppna och dra upp väggar, skålar och cylindrar. Mot slutet svarvar vi fötter, sätter handtag och glaserar. Lera, glasyr och bränning ingår. Ingen förkunskap krävs.\n\nVill du ha en kortare version för webben också?", "2025-11-05T21:46:10+01:00"),
]


def build_assistant():
    a = write_json("chats/assistant/stugan-delning-2025-07.json",
                   _msgs(sthlm(2025, 7, 5, 22, 10), [("user", STUGAN_U1), ("assistant", STUGAN_A1)]))
    b = write_json("chats/assistant/ugn-elanslutning-2025-08.json",
                   _msgs(sthlm(2025, 8, 19, 20, 44), [("user", UGN_U1), ("assistant", UGN_A1)]))
    lines = "".join(json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) + "\n"
                    for r, c, t in JSONL)
    c = write("chats/assistant/snabbfragor-2025.jsonl", lines)
    return [a, b, c]


def build():
    return build_chatgpt() + build_assistant()
