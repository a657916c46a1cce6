import json, os
from lib import chatgpt_conversation, write_json, d, VAULT, WRITTEN, CET, CEST

# ---------------------------------------------------------------- ChatGPT export Q1 2025
K1_U1 = """We're redoing the kitchen in our tenement flat in Edinburgh (second floor, 1890s). The room is about 3.1 x 3.6 m, one big sash window on the short wall, a blocked-up chimney breast on the long wall and an old press (built-in cupboard) to the left of it.

Cabinets are coming from Nordhem (flat pack, ordered in October, still not delivered...). We've decided to rip out the press to make space for a tall fridge-freezer – it's the only place one fits.

Things I care about:
- I want deep green cabinets, like an old wine bottle. I really, really don't like grey kitchens – every flat we viewed had a grey gloss kitchen and I swore never.
- No open shelving. It's a dust magnet and we live on a bus route.
- I cook a lot (Polish food, big pots on Sundays) so I need deep drawers, not cupboards with shelves.
- My son (9) needs somewhere to do homework while I cook.

How would you lay it out?"""

K1_A1 = """That sounds like a lovely room to work with – high ceilings and a big sash window make a huge difference. Here's how I'd approach the layout, step by step.

**1. Work out your fixed points first**
- The window wall: the sill height limits what can go in front of it. A sink under the window is classic for a reason – daylight where you wash up, and the waste usually runs along that external wall.
- The chimney breast: it creates two alcoves. One will be the press side (which you're removing), the other is often perfect for a tall unit or a small dresser.
- The door: check which way it swings and keep a clear 1 m zone in front of it.

**2. Choose between an L-shape and a galley**
In a 3.1 x 3.6 m room, an L-shape along the sink wall and the window wall usually works best. It leaves the opposite side free for a small table – which solves the homework spot. A galley would give more worktop but can make the room feel like a corridor.

**3. The work triangle**
Sink, hob and fridge should form a triangle with each side roughly 1.2–2.7 m. With the fridge where the press was, the hob on the long wall and the sink under the window, you'd be close to ideal.

**4. Storage for a serious cook**
- Deep pan drawers (at least 3) near the hob – 600 mm wide, full extension, soft close.
- A tall larder pull-out if the budget allows.
- Avoid corner carousels if you can; a blind corner with a "magic corner" is expensive and fiddly. Use the corner for things you rarely need.

**5. Colour**
Deep green is a brilliant choice for a period room – it reads as classic rather than trendy. Pair it with warm wood or a warm-white worktop, brass or bronze hardware and off-white walls. If you want to avoid it feeling dark, keep the wall color light and use under-cabinet lighting.

**6. No open shelving – good call**
Closed wall cabinets are more practical in a city flat. If you want some lightness, consider one glazed wall cabinet.

**7. Homework spot**
A small round table (80–90 cm) in the free corner or in front of the window, with a bench seat that has storage inside, is a classic tenement solution.

Would you like me to sketch a few layout options with measurements?"""

K1_U2_ORIG = "What lighting do I need?"
K1_A2_ORIG = """For a kitchen of that size you'll typically want three layers: ambient (ceiling), task (under-cabinet) and accent. Would you like details on each?"""
K1_U2 = "What lighting should I plan for? The ceiling is over 3 m high and the only ceiling light is in the middle."
K1_A2 = """With a ceiling over 3 m, a single central pendant will leave the worktops in shadow – you'll be standing between the light and what you're chopping. Plan three layers:

**Ambient**
- Keep a central pendant (it suits the period room), but add a second circuit of ceiling spots or a track along the sink wall. In a tenement, check with your electrician how easy it is to run cables above the lath-and-plaster ceiling – sometimes a surface track is the less destructive choice.

**Task**
- LED strips under the wall cabinets, warm white (2700–3000 K), with a diffuser so you don't see the dots reflected in a glossy worktop.
- A light inside the extractor hood.

**Accent**
- A wall light or small lamp near the table for homework and evenings.
- Lighting inside a larder or glazed cabinet is a nice touch.

**Practical tips**
- Put the under-cabinet lights on their own switch near the door.
- Choose dimmable where possible.
- Deep green cabinets absorb light, so err on the side of more output.

If you tell me your wall cabinet lengths, I can estimate how many metres of LED strip you'll need."""

B1_U1 = """My son Kuba is 9. He was born here in Edinburgh; his dad is Scottish and I'm Polish. He understands everything I say in Polish but answers me in English about 80% of the time. He goes to Polish Saturday school but complains every single week. I don't want Polish to become a fight or a chore – I want him to be able to talk to his babcia in Gdańsk properly and not lose it as a teenager. Any ideas that actually work?"""
B1_A1 = """What you're describing is extremely common in bilingual families – the "passive bilingual" stage, where a child understands the heritage language well but defaults to the majority language when speaking. The good news is that passive understanding is a strong foundation, and it's very possible to activate it. Here are approaches that tend to work:

**1. Create genuine need for Polish**
Children speak a language when it's useful. Regular video calls with grandparents who (genuinely or strategically) don't speak much English are one of the strongest motivators. Trips to Poland, even short ones, often produce a big jump.

**2. Keep it about connection, not correction**
Avoid "say it in Polish!" demands. Instead, respond naturally in Polish, and use gentle "recasts" – repeating what he said back in Polish as part of the conversation.

**3. Make Polish part of the things he loves**
- Books, comics and audiobooks in Polish about topics he's into.
- Games, YouTube channels or films in Polish – many popular films have Polish dubs.
- Cooking together using Polish words.

**4. One parent, one language – with flexibility**
Keep speaking Polish to him consistently. Consistency over years matters more than intensity in any one week.

**5. Saturday school**
It's common for children to complain and still benefit enormously. It gives him peers who are in the same situation and a sense that Polish is "normal". Talk to the teacher about what engages him.

**6. Celebrate small wins**
Notice and enjoy the moments when he does speak Polish, without making a big fuss.

**7. Think long term**
Teenagers often rediscover their heritage language, especially if they have positive memories attached to it.

Would you like ideas for specific Polish books or series for a 9-year-old?"""
B1_U2 = "He's obsessed with Minecraft, football and dragons (Wings of Fire). He hates being corrected. His dad doesn't speak Polish beyond \"dzień dobry\" and \"piwo\"."
B1_A2 = """That's a great set of interests to work with! A few concrete ideas:

**Minecraft**
- Switch the game language to Polish for one "world" – he'll learn block names and crafting words without noticing.
- Polish Minecraft YouTubers exist; watching one together for 15 minutes can become a ritual.

**Football**
- Follow a Polish club or the national team together; watch highlights with Polish commentary.
- Polish football stickers or a match-day scarf from Gdańsk's team can make it personal.

**Dragons**
- Check whether the Wings of Fire series is available in Polish translation – reading book 1 in Polish after he's read it in English can work well because he already knows the story.

**Not being corrected**
- Use recasts and "I wonder how babcia would say that" instead of direct correction.
- Let him be the teacher sometimes – for example, he teaches his dad a Polish word a day. Children love correcting adults.

**Dad's role**
Your partner can support Polish without speaking it: being enthusiastic, learning a few phrases with Kuba, and making sure Polish time isn't seen as "mum's thing" only.

Would a simple weekly plan help – for example, one Polish film, one video call and one cooking session per week?"""

# ---------------------------------------------------------------- ChatGPT export Oct 2025
P1_U1 = """I run a small sports physio clinic two days a week (rent a room in a shared wellbeing centre in Leith), plus three days in the NHS. My room rent has gone up and I haven't raised prices since April.

I've decided: from 1 November the initial assessment goes up to £65 and follow-ups to £50. Sports massage stays at £50.

I did think about going full-time private this year, but I've decided to stay three days at the NHS – I like my team, the pension matters, and my son is still at primary school. So the clinic stays small.

How do I tell my patients without sounding apologetic or greedy?"""
P1_A1 = """Raising prices is one of the most uncomfortable parts of running a small practice, but it's also a normal, healthy part of it. Here's how to handle it well.

**1. Give notice**
Two to four weeks is considerate. An email at least two weeks before the change lets people book at the old rate if they want, which builds goodwill.

**2. Keep the message short and factual**
You don't need to justify every pound. A simple structure:
- What's changing and when
- What stays the same
- Any protection for existing bookings
- A thank-you

**3. Avoid apologising**
Phrases like "I'm so sorry but…" invite pushback. Instead, something like: "From 1 November, my fees will be…" is clear and confident.

**4. Honour existing bookings**
Keeping the old price for appointments already booked is a nice gesture and costs little.

**5. Consider concessions**
If you have students or club members, keep a concession rate – it shows the increase isn't about squeezing people.

**6. Update everything at once**
Booking system, website, receipts and any club pages, so there's no confusion.

**Sample email**
> Hello,
> A quick update: from 1 November my fees will be £65 for an initial assessment and £50 for follow-ups. Sports massage stays the same. Any appointments you've already booked keep the current price.
> Thank you for your support this year.

Your decision to keep the clinic at two days also gives you a nice clear message: small, personal, consistent. Would you like help with a short paragraph about your approach to include in the email?"""

X1_U1 = """Christmas planning help. My mum (72, lives in Gdańsk) might come to us in Edinburgh for Christmas – or we might fly to her, we genuinely haven't decided yet. Either way I'm cooking Wigilia (Polish Christmas Eve dinner).

Constraints:
- My son Kuba (9) hates mushrooms. Hates. Which is a problem because half of Wigilia is mushrooms (uszka, kapusta z grochem, pierogi).
- My partner Callum is pescatarian – fish is fine, no meat, and he doesn't like carp (bones).
- I personally can't stand herring in oil, but my mum loves it.
- My new kitchen should be finished in November but I don't trust builders' dates.

Can you help me plan the cooking so it isn't all on 24 December?"""
X1_A1 = """Of course – Wigilia is a big cook, but most of it can be spread across the weeks before. Here's a plan that works around everyone's preferences.

**Three weeks before**
- Make and freeze pierogi – both ruskie and a cabbage version. For Kuba, make a batch of cabbage-and-cheese filling without any mushrooms and mark the bags clearly.
- Make uszka in two versions: traditional mushroom for the adults, and cabbage/cheese for Kuba. Freeze on trays, then bag.

**One week before**
- Start the beetroot sour (zakwas) for barszcz – it needs around 5 days.
- Bake pierniki (they soften over time).
- Order fish: salmon instead of carp for Callum works beautifully roasted with lemon and dill.

**2–3 days before**
- Make kapusta z grochem – set aside a portion before adding the mushrooms.
- Prepare herring two ways: in cream with apple (for you), in oil with onion (for your mum).
- Make kompot z suszu.

**23 December**
- Make ryba po grecku (tastes better after a day).
- Make the vegetable salad.
- Set the table, hay under the tablecloth, extra place setting.

**24 December**
- Finish barszcz, cook pierogi and uszka from frozen, roast the salmon.

**If the kitchen isn't finished**
- Plan a "minimum viable Wigilia" that can be done with a two-ring camping hob or a borrowed kitchen: barszcz (from concentrate if necessary), frozen pierogi and uszka, salmon in a neighbour's oven, shop-bought makowiec.

**If you fly to Gdańsk instead**
- Freeze Kuba's mushroom-free uszka and pierogi and take them in your hold luggage (frozen, well wrapped), or make them with your mum – a lovely activity.

Would you like a shopping list split by week?"""

# ---------------------------------------------------------------- assistant JSON: choir
CHOIR = [
    ("user", "2025-09-14T21:40:11+01:00", """I sing alto 2 in a community choir (about 60 people). Some things about me:
- I love Eastern European / Slavic folk arrangements – open fifths, drones, Shchedryk in the original, Bulgarian-style stuff. That's the music that makes me happy.
- I can't stand musical-theatre medleys. I'll sing them but I cringe the whole time.
- I much prefer paper scores – I hate singing from an iPad.
- I'm a physio, so I know a fair bit about breathing mechanics but I still run out of air in long phrases.

Our rehearsals moved to Wednesday evenings and I'm coming straight from work on the bus. Can you give me a 10-minute warm-up I can do quietly (ish) on the bus or walking?"""),
    ("assistant", "2025-09-14T21:40:49+01:00", """Here's a discreet 10-minute warm-up you can do on the bus or while walking, followed by a couple of things to do once you arrive.

**On the bus (silent / very quiet) – 5 minutes**
1. **Posture reset (1 min)**: sit tall, feet flat, let your shoulders drop. Imagine the back of your neck lengthening.
2. **Rib expansion (1 min)**: place your hands on your lower ribs, breathe in slowly through the nose for 4 counts, feeling the ribs widen sideways, breathe out for 8. Repeat.
3. **Silent sustained exhale (1 min)**: breathe in for 4, out on a silent "sss" for as long as comfortable, keeping the ribs open. This builds support for long phrases.
4. **Jaw and tongue release (1 min)**: gently massage the jaw hinge, let the mouth hang open, stretch the tongue forward and down.
5. **Soft facial stretches (1 min)**: big surprised face, then scrunch – looks odd, but most people are on their phones.

**Walking from the stop (quiet voice) – 3 minutes**
6. **Lip trills or hums** on a comfortable pitch, sliding up and down a fifth.
7. **Humming "ng"** (as in "sing") on a five-note scale – it places the voice forward without volume.

**At the venue (2 minutes)**
8. **Sirens on "oo"** from low to high and back, gently.
9. **Open vowels** on a single note: "ee-eh-ah-oh-oo", keeping the sound consistent.

**For long phrases**
- Plan breaths in your score (pencil!) and take them early rather than late.
- Think of the phrase as a "pressure" rather than an amount of air – keep the ribs open as you sing rather than collapsing.
- Staggered breathing in a big section is perfectly acceptable for long lines – coordinate with the person next to you.

**Repertoire note**
Slavic folk arrangements are wonderful for altos because the inner parts often carry drones or harmonies that need steady support – your breathing work will pay off there.

Would you like some specific exercises for tuning open fifths?"""),
    ("user", "2025-09-14T21:44:02+01:00", "Yes please – tuning fifths and also how to stop my chest voice getting pushed up too high. Our director keeps telling me to flip earlier."),
    ("assistant", "2025-09-14T21:44:51+01:00", """**Tuning open fifths**
1. Pair up (or use a drone app quietly): one person holds the lower note, the other slides slowly up to the fifth until the "beating" disappears. The moment it locks, the sound seems to get louder and brighter.
2. Practise on "oo" first – it's the easiest vowel to tune.
3. Think of the upper note as "slightly high" – most singers sing fifths a touch flat.
4. Listen more than you sing: aim to be 70% listening, 30% singing in drone passages.

**Chest voice and the flip**
- Your director is right: pushing chest voice too high strains the voice and makes tuning harder.
- Exercise: slide on "ng" from a comfortable low note up through the break. Let it flip into a lighter sound without forcing. Repeat slowly.
- Practise the same passage twice: once fully in chest, once switching earlier, and notice the effort.
- Mix: on the notes around the break (often around C–E for altos), try a lighter, "speech-like" quality rather than full chest.

**Physio bonus**
You know the principle: load gradually, avoid repetitive strain. The same applies to the larynx – short, frequent practice is better than long sessions.

Enjoy the Wednesday rehearsals!"""),
]

# ---------------------------------------------------------------- assistant JSON: mama (Polish)
MAMA_CHAT = [
    ("user", "2025-10-19T20:12:33+01:00", """Moja mama ma 72 lata, mieszka sama w Gdańsku. Ma nadciśnienie od lat. We wrześniu lekarz rodzinny zwiększył jej amlodypinę z 5 do 10 mg (bierze rano), bisoprolol bez zmian. Od tego czasu puchną jej kostki, szczególnie wieczorem. Wizytę u kardiologa (dr Sobczak) ma 18 listopada, brat ją zawiezie.

Jestem fizjoterapeutką, więc wiem co nieco, ale to moja mama i się martwię. Co mogę jej doradzić do czasu wizyty? Ona nie lubi, jak się ją "leczy przez telefon"."""),
    ("assistant", "2025-10-19T20:13:20+01:00", """To zrozumiałe, że się martwisz – nawet jeśli zawodowo dużo wiesz, z bliskimi jest zupełnie inaczej. Kilka informacji i praktycznych pomysłów (to nie zastępuje porady lekarza mamy):

**1. Obrzęki kostek a amlodypina**
Obrzęki okolicy kostek to jeden z najczęstszych skutków ubocznych leków z grupy antagonistów wapnia, takich jak amlodypina, i często nasilają się przy wyższej dawce. Zwykle nie są groźne, ale warto, żeby lekarz o nich wiedział – czasem zmienia się dawkę, porę przyjmowania albo lek.

**2. Kiedy nie czekać do wizyty**
Skontaktować się z lekarzem wcześniej (albo dzwonić po pomoc), jeśli pojawi się:
- duszność, zwłaszcza w nocy lub na leżąco,
- obrzęk tylko jednej nogi, zaczerwienienie, ból łydki,
- szybki przyrost masy ciała (np. 2 kg w kilka dni),
- ból w klatce piersiowej, zawroty głowy, omdlenia.

**3. Co może pomóc w domu**
- Uniesienie nóg wieczorem na 20–30 minut.
- Ruch: spacery, ćwiczenia łydek (wspięcia na palce, "pompowanie" stopami w siadzie) – pompa mięśniowa pomaga.
- Unikanie długiego siedzenia ze spuszczonymi nogami.
- Lekkie podkolanówki uciskowe – ale najlepiej po konsultacji.
- Umiarkowanie z solą.

**4. Przygotowanie do wizyty u kardiologa**
- Dzienniczek pomiarów ciśnienia (rano i wieczorem, o stałej porze).
- Aktualna lista leków z dawkami.
- Notatki o obrzękach: kiedy się pojawiają, czy znikają rano, zdjęcia.
- Pytania spisane wcześniej.

**5. Jak rozmawiać z mamą**
- Zamiast rad – pytania: "Jak kostki dzisiaj?" "Udało się położyć nogi?"
- Daj jej kontrolę: niech sama prowadzi zeszyt i opowiada Ci, co zauważyła.
- Możesz zaproponować wspólne ćwiczenia na wideo – łatwiej robić je razem.

Czy chcesz, żebym przygotował prostą listę pytań do kardiologa?"""),
    ("user", "2025-10-19T20:18:05+01:00", "Tak, poproszę krótką listę pytań. I coś prostego, co może robić na krześle, bo ma artrozę kolana."),
    ("assistant", "2025-10-19T20:18:58+01:00", """**Pytania do kardiologa**
1. Czy obrzęki kostek mogą być od zwiększonej dawki amlodypiny? Co z tym zrobić?
2. Czy obecne ciśnienie (wartości z dzienniczka) jest wystarczająco dobrze kontrolowane?
3. Czy trzeba zmienić lek albo dawkę? Jakie są alternatywy?
4. Czy potrzebne są jakieś badania (EKG, echo serca, badania krwi)?
5. Kiedy następna kontrola i jakie objawy powinny skłonić do wcześniejszego kontaktu?

**Ćwiczenia na krześle (bezpieczne przy artrozie kolana)**
1. **Pompa stopami** – siedząc, zginaj i prostuj stopy w kostkach, 20 razy, kilka razy dziennie.
2. **Krążenia stóp** – 10 w każdą stronę.
3. **Prostowanie kolana** – siedząc, powoli prostuj jedną nogę, przytrzymaj 5 sekund, opuść. 10 razy każdą.
4. **Unoszenie pięt i palców** na przemian – 15 razy.
5. **Marsz w miejscu na siedząco** – 1 minuta.

Najlepiej robić je przy stałej okazji, np. po porannej kawie albo podczas wieczornych wiadomości – łatwiej o nawyk.

Trzymam kciuki za wizytę 18 listopada!"""),
]

# ---------------------------------------------------------------- JSONL quick questions
QUICK = [
    ("user", "2025-01-21T13:02:10+00:00", "Patients keep asking me for kinesio tape. Personally I don't use it – the evidence is weak and people end up relying on it instead of doing their exercises. How do I say no politely without sounding like I'm withholding treatment?"),
    ("assistant", "2025-01-21T13:02:41+00:00", "You can frame it around what you do offer rather than what you don't. For example: \"Tape can make some people feel more supported for a short time, but the research suggests it doesn't change the injury itself. I'd rather spend our time on the things that will make the biggest difference – strength, load and a plan you can follow. If you'd like to try tape for a race, I can show you how to apply it.\" This acknowledges their interest, explains your reasoning briefly, and keeps the focus on active treatment. Consistency helps too – if it's in your clinic information, patients are less likely to feel singled out."),
    ("user", "2025-03-16T19:25:44+00:00", "Szukam lotów do Gdańska na sierpień, ja i syn (9 lat). Latam TYLKO bezpośrednio z Edynburga do Gdańska – nigdy więcej przesiadek w Londynie ani lotów z Luton z dzieckiem, raz wystarczyło. Wolę loty wieczorne, bo Kuba śpi w samolocie i nie muszę go budzić o 4 rano. Na co zwrócić uwagę przy rezerwacji?"),
    ("assistant", "2025-03-16T19:26:30+00:00", "Kilka rzeczy, na które warto zwrócić uwagę: 1) Bezpośrednie połączenia Edynburg–Gdańsk zwykle nie latają codziennie – sprawdź, w które dni tygodnia są loty, i zaplanuj wyjazd wokół nich. 2) Rezerwuj wcześnie: sierpień to szczyt sezonu, ceny rosną z tygodniami. 3) Wieczorny lot oznacza późny przylot – upewnij się, że ktoś Was odbierze albo masz zamówioną taksówkę. 4) Miejsca obok siebie: przy dziecku warto dopłacić za wybór miejsc. 5) Bagaż: sprawdź limity bagażu rejestrowanego i podręcznego. 6) Dokumenty: dziecko potrzebuje ważnego paszportu – sprawdź daty ważności z wyprzedzeniem. 7) Ubezpieczenie podróżne i karta EHIC/GHIC."),
    ("user", "2025-04-02T07:48:19+01:00", "How long does a rye sourdough starter for żurek (zakwas) need? Mine smells like nail varnish."),
    ("assistant", "2025-04-02T07:48:52+01:00", "A żurek starter (rye flour, water, garlic, bay leaf, allspice) usually needs 4–5 days at room temperature. A nail-varnish (acetone) smell usually means it's hungry or too warm – the yeasts are producing ethyl acetate. Stir it daily, keep it around 20–22°C, and if it smells strongly of acetone, feed it with a spoonful of rye flour and a little water. A good starter smells pleasantly sour, like yoghurt or sour bread."),
    ("user", "2025-06-08T21:15:02+01:00", "Quick one: can natural linoleum go in a kitchen with a 9 year old who spills everything?"),
    ("assistant", "2025-06-08T21:15:40+01:00", "Yes – natural linoleum is a good kitchen floor. It's water-resistant on the surface when properly sealed and welded at the seams, it's warm and slightly soft underfoot, and scuffs can often be buffed out. Wipe spills reasonably promptly, avoid flooding the floor with water when cleaning, and use felt pads under chairs. The biggest factors are a good fitter and a flat, stable sub-floor (usually plywood over old boards)."),
    ("user", "2025-09-28T10:03:27+01:00", "Convert 180 C fan to gas mark please, my mum's recipe uses gas marks and my new oven won't."),
    ("assistant", "2025-09-28T10:03:40+01:00", "180°C in a fan oven is roughly 200°C conventional, which is about gas mark 6. If the recipe says gas mark 4 (around 180°C conventional), use about 160°C fan."),
]


def build():
    convs = [
        chatgpt_conversation("Tenement kitchen layout ideas", [
            ("user", K1_U1, d(2025, 2, 23, 21, 5)), ("assistant", K1_A1, d(2025, 2, 23, 21, 6)),
            ("user", K1_U2, d(2025, 2, 23, 21, 14)), ("assistant", K1_A2, d(2025, 2, 23, 21, 15)),
        ], "kitchen-layout", edit=(2, K1_U2_ORIG, K1_A2_ORIG)),
        chatgpt_conversation("Keeping my son bilingual", [
            ("user", B1_U1, d(2025, 3, 20, 22, 31)), ("assistant", B1_A1, d(2025, 3, 20, 22, 32)),
            ("user", B1_U2, d(2025, 3, 20, 22, 40)), ("assistant", B1_A2, d(2025, 3, 20, 22, 41)),
        ], "bilingual"),
    ]
    write_json("chats/chatgpt/conversations-2025-q1.json", convs)
    convs = [
        chatgpt_conversation("Raising my clinic prices", [
            ("user", P1_U1, d(2025, 10, 8, 20, 50)), ("assistant", P1_A1, d(2025, 10, 8, 20, 51)),
        ], "prices"),
        chatgpt_conversation("Wigilia planning – mushroom-free for Kuba", [
            ("user", X1_U1, d(2025, 10, 26, 15, 20)), ("assistant", X1_A1, d(2025, 10, 26, 15, 21)),
        ], "wigilia"),
    ]
    write_json("chats/chatgpt/conversations-2025-10.json", convs)

    def msgs(items):
        return {"messages": [{"role": r, "content": c, "timestamp": t} for r, t, c in items]}
    write_json("chats/assistant/choir-warmup-2025-09.json", msgs(CHOIR))
    write_json("chats/assistant/mama-cisnienie-2025-10.json", msgs(MAMA_CHAT))
    p = os.path.join(VAULT, "chats/assistant/quick-questions-2025.jsonl")
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        for r, t, c in QUICK:
            f.write(json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) + "\n")
    WRITTEN.append("chats/assistant/quick-questions-2025.jsonl")
