"""Chat exports: ChatGPT conversations.json, plain message JSON files, a JSONL of
quick questions, and a WhatsApp (iOS) family-group export."""
import calendar
import hashlib
import json
from datetime import datetime

OUT = []


def epoch(s):
    """'2025-05-26 20:14:05' (UTC) -> float epoch."""
    return float(calendar.timegm(datetime.strptime(s, "%Y-%m-%d %H:%M:%S").timetuple()))


def uid(*parts):
    h = hashlib.sha256("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


# ================================================================ ChatGPT export
def conversation(title, nodes, current):
    """nodes: list of (key, parent_key, role, text, 'YYYY-mm-dd HH:MM:SS' or None)."""
    conv_id = uid("conv", title)
    ids = {k: (uid(title, k) if k != "root" else "client-created-root") for k, *_ in nodes}
    mapping = {}
    for key, parent, role, text, ts in nodes:
        children = [ids[k] for k, p, *_ in nodes if p == key]
        if role is None:
            msg = None
        else:
            meta = {}
            if role == "system":
                meta = {"is_visually_hidden_from_conversation": True}
            msg = {
                "id": ids[key],
                "author": {"role": role, "name": None, "metadata": {}},
                "create_time": epoch(ts) if ts else None,
                "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" else None,
                "weight": 1.0,
                "metadata": meta,
                "recipient": "all",
                "channel": None,
            }
        mapping[ids[key]] = {"id": ids[key], "message": msg,
                             "parent": ids[parent] if parent else None,
                             "children": children}
    times = [epoch(n[4]) for n in nodes if n[4]]
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[current],
        "plugin_ids": None,
        "conversation_id": conv_id,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": conv_id,
    }


conv_a = conversation("Recruiting freelancers for a diary study", [
    ("root", None, None, None, None),
    ("sys", "root", "system", "", None),
    ("u1", "sys", "user",
     "I need to recruit 12 freelancers who signed up for our invoicing app in the last two "
     "weeks, for a 2-week diary study (UK + Netherlands). We don't have a research panel. "
     "How would you go about recruiting them?", "2025-05-26 20:14:05"),
    ("a1", "u1", "assistant",
     "Good news: recent sign-ups are one of the easiest groups to reach, because you already "
     "have a direct line to them. A few approaches that work well together:\n\n"
     "1. **In-app intercept** - a small banner or modal for accounts created in the last 14 "
     "days: \"Help us shape Brightloop - 2 weeks, 5 minutes a day, paid\". Target it to people "
     "who have NOT sent an invoice yet as well as people who have, so you see both paths.\n"
     "2. **Email to recent sign-ups** - a short personal email from you (not from "
     "'noreply'), with your photo and a one-line description of what you'll ask them to do.\n"
     "3. **Behavioural screener** - ask about what they did, not who they are: 'When did you "
     "last send an invoice? What did you use?' Avoid yes/no questions that reveal the 'right' "
     "answer.\n"
     "4. **Over-recruit** - diary studies lose people in the first days. Over-recruit by about "
     "25% (aim for 15 starts to end with 12 complete diaries), and tell the extras up front "
     "that they are 'reserves' who still get a smaller thank-you.\n"
     "5. **Kickoff call** - a 15-minute onboarding call per participant massively reduces "
     "dropout. It also lets you check their setup (phone, notifications).\n"
     "6. **Mix UK/NL deliberately** - set quotas (e.g. 7 UK, 5 NL) in the screener so you "
     "don't end up with 12 Londoners.\n\n"
     "Want me to draft the screener questions?", "2025-05-26 20:14:31"),
    ("u2a", "a1", "user", "what incentive should I offer?", "2025-05-26 20:17:40"),
    ("a2a", "u2a", "assistant",
     "For a two-week diary study with daily entries, incentives in the range of £50-£100 are "
     "common, depending on how much effort each entry takes. Consider paying in two parts so "
     "people stay engaged until the end.", "2025-05-26 20:17:52"),
    ("u2b", "a1", "user",
     "what incentive should I offer for a 2 week diary study, with both UK and NL "
     "participants (GBP vs EUR)? our last study paid £25 and we had lots of dropouts",
     "2025-05-26 20:18:55"),
    ("a2b", "u2b", "assistant",
     "£25 for two weeks of daily logging is on the low side - that probably explains part of "
     "the dropout. Suggestions:\n\n"
     "- **£40-£60** for the full diary (or the local equivalent, roughly €45-€70 for NL "
     "participants; use a voucher platform that supports both).\n"
     "- **Stage it**: e.g. a third after the kickoff + first entries, the rest on completion. "
     "People who drop out in week 2 still get something, and you keep goodwill.\n"
     "- **Separate incentive for the follow-up interview** (e.g. +£20-£30 for 45 minutes).\n"
     "- Keep the amount identical in value across countries so nobody feels second-class.\n\n"
     "If budget is tight, £40 plus a staged payment usually beats £60 paid at the end.",
     "2025-05-26 20:19:12"),
    ("u3", "a2b", "user", "ok. and how do I stop people forgetting to log?",
     "2025-05-26 20:24:03"),
    ("a3", "u3", "assistant",
     "A few things that help a lot:\n\n"
     "- A **daily nudge at a fixed local time** (e.g. 18:00 in their own timezone), via the "
     "channel they actually use (WhatsApp/SMS beats email).\n"
     "- Make entries tiny: one photo + one sentence is a valid entry.\n"
     "- Ask a **different prompt per day** so it doesn't feel repetitive.\n"
     "- Reply to entries as a human now and then ('thanks, that's really useful!').\n"
     "- Check in personally on day 3 with anyone who hasn't logged yet - that's where most "
     "silent dropouts happen.", "2025-05-26 20:24:30"),
], "a3")

conv_b = conversation("Speech als getuige - opbouw", [
    ("root", None, None, None, None),
    ("sys", "root", "system", "", None),
    ("u1", "sys", "user",
     "Ik ben getuige op de bruiloft van mijn zus (mei). Ik wil een speech van max 5 minuten, "
     "grappig maar ook lief. Hoe bouw ik die op? Deels Nederlands, een stukje Engels voor "
     "familie van de bruidegom uit Schotland.", "2025-10-26 21:31:10"),
    ("a1", "u1", "assistant",
     "Leuk! Een opbouw die goed werkt voor ongeveer 5 minuten (zo'n 600-700 woorden):\n\n"
     "1. **Opening (30 sec)** - stel jezelf kort voor en begin met een lichte grap, het liefst "
     "over jezelf.\n"
     "2. **Eén of twee jeugdverhalen (1,5 min)** - kies verhalen die iets zeggen over wie je zus "
     "IS, niet alleen grappige momenten.\n"
     "3. **Het stel (1,5 min)** - hoe ze elkaar ontmoetten, wat je ziet veranderen in je zus.\n"
     "4. **Engels intermezzo (30 sec)** - een korte, warme zin voor de Schotse familie, "
     "bijvoorbeeld een welkom in de familie.\n"
     "5. **Toost (30 sec)** - eindig met een beeld dat terugkomt uit je opening of een verhaal "
     "(callback), en vraag iedereen het glas te heffen.\n\n"
     "Tip: lees hem hardop voor met een timer, en noem geen exen of gênante verhalen waar de "
     "ouders van de bruidegom van schrikken.", "2025-10-26 21:31:40"),
    ("u2", "a1", "user",
     "Ze leerden elkaar kennen in de klimhal. Is een callback met 'zekeren' te flauw?",
     "2025-10-26 21:36:02"),
    ("a2", "u2", "assistant",
     "Niet flauw, juist sterk als je het één keer neerzet en aan het eind terughaalt. Bijvoorbeeld "
     "bij het ontmoeten: 'Lotte zegt dat ze hem gezekerd heeft en nooit meer heeft losgelaten.' "
     "En in de toost: 'Op Lotte en Daan - dat jullie elkaar altijd blijven zekeren.' Houd het "
     "bij die twee momenten, dan blijft het charmant.", "2025-10-26 21:36:20"),
], "a2")

conv_c = conversation("Kat eet slecht na logeerpartij", [
    ("root", None, None, None, None),
    ("sys", "root", "system", "", None),
    ("u1", "sys", "user",
     "Onze kat (6 jaar) heeft een maand bij mijn ouders gelogeerd tijdens onze verbouwing en is "
     "gisteren weer thuis. Ze eet sindsdien bijna niks en ligt onder het bed. Moet ik naar de "
     "dierenarts?", "2025-11-04 06:52:44"),
    ("a1", "u1", "assistant",
     "Wat vervelend. Katten zijn erg gevoelig voor verandering van omgeving, en jullie huis ruikt "
     "en klinkt nu waarschijnlijk anders door de verbouwing. Een dag of twee minder eten en zich "
     "verstoppen is bij stress vrij normaal.\n\n"
     "Wel belangrijk: **een kat die meer dan 24-48 uur helemaal niets eet moet naar de "
     "dierenarts**, omdat katten dan leverproblemen kunnen krijgen (leverlipidose).\n\n"
     "Wat je nu kunt doen:\n- bied haar vertrouwde natvoer aan, eventueel iets opgewarmd\n"
     "- zet eten en water dicht bij haar schuilplek\n- houd het rustig in huis, geen stofzuiger\n"
     "- een favoriete snack kan helpen om de eetlust op gang te brengen\n\n"
     "Eet ze morgen nog steeds nauwelijks, of zie je braken, sloomheid of geen plas in de bak: "
     "bel de dierenarts.", "2025-11-04 06:53:10"),
    ("u2", "a1", "user", "ze at net een paar brokjes en kwam even op schoot. pfoe.",
     "2025-11-04 18:20:31"),
    ("a2", "u2", "assistant",
     "Dat is een heel goed teken! Geef haar de komende dagen rust en vaste routines, dan is ze "
     "waarschijnlijk snel weer de oude.", "2025-11-04 18:20:40"),
], "a2")

OUT.append(("chats/chatgpt/conversations.json",
            json.dumps([conv_c, conv_b, conv_a], ensure_ascii=False, indent=2) + "\n",
            "2025-11-21 08:00"))

# ================================================================ plain message JSON files
iso = [
    {"role": "user", "timestamp": "2025-04-29T21:02:11+02:00", "content":
     "Wat is het verschil tussen PIR en houtvezel voor dakisolatie aan de binnenkant? Onze "
     "zolder (jaren-30 woning) wordt mijn werkkamer."},
    {"role": "assistant", "timestamp": "2025-04-29T21:02:40+02:00", "content":
     "Kort samengevat:\n\n"
     "**PIR** isoleert per centimeter het best (lambda ca. 0,022). Voor een Rc van ongeveer 4 "
     "heb je zo'n 90-100 mm nodig. Het is relatief goedkoop per Rc-punt en dun, dus je verliest "
     "weinig ruimte. Nadeel: het houdt warmte in de zomer slecht tegen (weinig massa), en het is "
     "niet dampopen.\n\n"
     "**Houtvezel** isoleert minder per cm (lambda ca. 0,038-0,040), dus voor Rc 4 heb je ca. "
     "150-160 mm nodig. Maar het heeft veel massa: de warmte van een zonbeschenen dak komt uren "
     "later en gedempt binnen (faseverschuiving). Op een zolder die je als werkplek gebruikt "
     "merk je dat in de zomer echt. Het is dampopen en bufferend voor vocht.\n\n"
     "Bij allebei is een goede dampremmende laag aan de binnenzijde (de warme kant) belangrijk, "
     "netjes afgetaped.\n\n"
     "Voor een zolderwerkkamer die in de zomer niet mag oververhitten kiezen veel mensen "
     "houtvezel, ondanks de hogere prijs en dikte."},
    {"role": "user", "timestamp": "2025-04-29T21:06:45+02:00", "content":
     "Mijn vader zweert bij PIR. De aannemer rekent ongeveer 950 euro (excl btw) meer voor "
     "houtvezel 160 mm. Is dat het waard?"},
    {"role": "assistant", "timestamp": "2025-04-29T21:07:10+02:00", "content":
     "Dat hangt af van hoe je de zolder gebruikt. Als het een logeerkamer is die je af en toe "
     "gebruikt, is PIR prima en goedkoper. Als je er in juli en augustus elke dag moet werken, "
     "is het verschil in zomercomfort groot, en dan is ~1.150 euro incl. btw over de levensduur "
     "van het dak weinig. Check wel of de Rc-waarde boven de subsidie-eis uitkomt (voor ISDE "
     "dakisolatie minimaal 3,5)."},
    {"role": "user", "timestamp": "2025-04-29T21:09:30+02:00", "content":
     "ok, ik neig naar houtvezel, maar ik slaap er een nachtje over en overleg met Joost"},
    {"role": "assistant", "timestamp": "2025-04-29T21:09:41+02:00", "content":
     "Goed plan. Succes met de verbouwing!"},
]
OUT.append(("chats/assistant/2025-04-29_isolatie.json",
            json.dumps(iso, ensure_ascii=False, indent=2) + "\n", "2025-04-29 21:10"))

ham = [
    {"role": "user", "timestamp": "2025-10-20T15:48:02+02:00", "content":
     "Help me write a short, friendly email to my (interim) manager Hamish asking to move the "
     "Atlas research readout from 27 Nov to the week after, when I'm in the London office "
     "anyway. I want to present it in person. Not too formal, British colleague."},
    {"role": "assistant", "timestamp": "2025-10-20T15:48:20+02:00", "content":
     "Sure - here's a draft:\n\n"
     "Subject: Atlas readout date\n\n"
     "Hi Hamish,\n\nQuick one about the Atlas readout. It's currently planned for 27 November, "
     "but I'll be in London the week after. Would you mind moving it to when I'm in the office? "
     "Readouts of diary studies work so much better in the room, and I'd love to play some of "
     "the participant clips properly.\n\nHappy to work around leadership's diaries.\n\n"
     "Thanks!\nSanne"},
    {"role": "user", "timestamp": "2025-10-20T15:52:40+02:00", "content":
     "nice. add something about zoom losing energy, and mention my dates are 2-4 Dec"},
    {"role": "assistant", "timestamp": "2025-10-20T15:52:55+02:00", "content":
     "Updated:\n\nHi Hamish,\n\nQuick one about the Atlas readout. It's currently planned for "
     "27 November, but I'll be in London the week after (2-4 Dec). Would you mind moving it to "
     "when I'm in the office? Doing a readout of a diary study over Zoom always loses half the "
     "energy, and I'd like to play the participant clips in the room.\n\nThanks!\nSanne"},
]
OUT.append(("chats/assistant/2025-10-20_mail_hamish.json",
            json.dumps(ham, ensure_ascii=False, indent=2) + "\n", "2025-10-20 15:53"))

# ================================================================ JSONL quick questions
QQ = [
    ("2025-01-09T07:41:00+01:00", "cv ketel druk te laag wat is normaal",
     "Bij een koude installatie meestal 1,5-2,0 bar. Onder 1,0 bar bijvullen."),
    ("2025-02-10T22:03:00+01:00", "knieschot in english",
     "A 'knee wall' (the short wall under the slope of an attic roof)."),
    ("2025-02-27T12:15:00+01:00", "is een dakkapel aan de voorkant vergunningvrij",
     "Meestal niet: aan de voorkant (of zijkant die naar openbaar gebied gekeerd is) heb je in de "
     "regel een omgevingsvergunning nodig. Check het Omgevingsloket."),
    ("2025-03-18T09:30:00+01:00", "bouwdepot english term",
     "Construction deposit / renovation escrow (part of the mortgage held by the bank and paid "
     "out against invoices)."),
    ("2025-04-02T18:10:00+02:00", "hoe lang is de bezwaartermijn omgevingsvergunning",
     "6 weken na de dag van verzending van het besluit."),
    ("2025-05-05T06:55:00+02:00", "eurostar luggage allowance standard",
     "Two large bags plus one small item per person, no weight limit as long as you can carry "
     "them yourself."),
    ("2025-06-17T19:20:00+02:00", "kat braakt haarbal hoe vaak is normaal",
     "Af en toe (bijv. een paar keer per maand) kan normaal zijn; vaker, of met bloed, "
     "sloomheid of niet eten: dierenarts."),
    ("2025-07-14T13:02:00+02:00", "synonym for friction in a research report",
     "Effort, hurdles, pain points, obstacles, 'points of hesitation'."),
    ("2025-08-21T22:30:00+02:00", "hortensia's beschermen tegen steiger",
     "Snoei ze niet, bind ze losjes samen en laat de steigerbouwer een plaat of bok over de "
     "planten zetten; na afloop goed water geven."),
    ("2025-09-02T20:05:00+02:00", "£158 in euro",
     "Ongeveer €183-185 (koers ~1,16)."),
    ("2025-09-30T08:12:00+02:00", "verschil getuige en ceremoniemeester",
     "Een getuige tekent de huwelijksakte en staat het stel bij; een ceremoniemeester regelt "
     "het draaiboek van de dag. Kan dezelfde persoon zijn, hoeft niet."),
    ("2025-10-09T21:40:00+02:00", "hoe lang duurt stucwerk drogen voor je kunt schilderen",
     "Vuistregel: ongeveer een week per millimeter laagdikte, minimaal 2-4 weken bij normale "
     "ventilatie."),
    ("2025-11-06T07:35:00+01:00", "how to say gezellig in a readout without saying gezellig",
     "Cosy, warm, convivial, 'a sense of togetherness' - depends on context."),
    ("2025-11-19T23:01:00+01:00", "velux 78x118 standaard maat?",
     "Ja, MK08 (78 x 118 cm) is een van de meest gebruikte maten voor dakramen."),
]
OUT.append(("chats/quick_questions.jsonl",
            "".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n"
                    for t, q, a in QQ),
            "2025-11-19 23:02"))

# ================================================================ WhatsApp (iOS export)
LRM = "\u200e"
WA = [
    ("24-12-2024 21:14:05", "Familie Verhoeven", LRM + "Berichten en gesprekken worden end-to-end versleuteld. Niemand buiten deze chat, zelfs WhatsApp niet, kan ze lezen of beluisteren."),
    ("24-12-2024 21:14:05", "Lotte", "WE ZIJN VERLOOFD!!! 💍💍💍"),
    ("24-12-2024 21:14:40", "Lotte", LRM + "afbeelding weggelaten"),
    ("24-12-2024 21:15:02", "Mama", "Oh lieverd!!! Gefeliciteerd allebei ❤️❤️"),
    ("24-12-2024 21:15:30", "Sanne", "AAAAH ik wist het! Daan was zo zenuwachtig bij het eten haha"),
    ("24-12-2024 21:19:11", "Papa", "Gefeliciteerd meid. Daan is een goeie."),
    ("15-02-2025 10:02:44", "Sanne", "Offertes voor de zolder zijn binnen. We gaan waarschijnlijk voor de goedkoopste, Zolderfix"),
    ("15-02-2025 10:05:12", "Papa", "Goedkoop is duurkoop meid. Vraag wel of ze verzekerd zijn."),
    ("15-02-2025 10:05:40", "Sanne", "Ja pap 🙄"),
    ("02-03-2025 19:31:08", "Papa", "Nog even over jullie dak. Let op dat ze de dampremmende folie aan de warme kant leggen, dus aan de binnenkant, en alle naden goed aftapen. Bij ome Gerrit hadden ze hem verkeerd om gelegd en na twee winters zat de schimmel achter de gipsplaten. Heel het plafond eruit."),
    ("02-03-2025 19:32:20", "Papa", "En neem PIR. Dat isoleert het best per centimeter."),
    ("02-03-2025 19:40:03", "Sanne", "Noted pap! Ik zal het Marco vragen"),
    ("02-03-2025 19:41:15", "Mama", "Hij heeft het er de hele middag al over 😂"),
    ("07-05-2025 08:12:30", "Sanne", "Update dakisolatie: we gaan voor houtvezel pap, sorry 😅 Beter tegen de hitte in de zomer, en ik ga er elke dag werken"),
    ("07-05-2025 08:20:02", "Papa", "Jullie moeten het weten. Als het maar dicht zit. En die folie!"),
    ("11-05-2025 10:40:16", "Lotte", "Sanne heeft JA gezegd!! Ze wordt mijn getuige 🥹"),
    ("11-05-2025 10:41:02", "Mama", "Wat mooi meiden 😭"),
    ("11-05-2025 10:41:50", "Lotte", "En de datum staat: vrijdag 29 mei 2026, Hoeve Klaverweide in Bunnik!"),
    ("11-05-2025 10:43:33", "Papa", "Dan moet ik nog een pak kopen zeker"),
    ("12-06-2025 18:22:10", "Mama", "Even iets anders: papa wordt 20 september 65! We gaan uit eten bij Restaurant 't Houtvuur aan de Brink, om 18:00. Iedereen vrijhouden. Joost en Daan ook natuurlijk."),
    ("12-06-2025 18:25:41", "Sanne", "Staat in de agenda! 🥂"),
    ("12-06-2025 18:30:02", "Lotte", "Yes! Is dat niet die tent waar we met oma's 80e waren?"),
    ("12-06-2025 18:31:15", "Mama", "Nee dat was De Waag. Dit is nieuw, met dat houtvuur. Heel lekker zegt Tineke."),
    ("24-08-2025 11:03:50", "Sanne", "Verbouwing is uitgesteld, balen. Kozijnen te laat geleverd. Vraagje: we moeten nog iets voor Mosterd verzinnen tijdens het stofwerk, het wordt echt een bouwput 🙈"),
    ("24-08-2025 11:10:22", "Mama", "Mosterd mag hier komen logeren hoor! Papa vindt het stiekem gezellig, dan heeft hij iemand om mee te praten 😂"),
    ("24-08-2025 11:12:05", "Papa", "Ik zeg niks"),
    ("24-08-2025 11:13:30", "Sanne", "Echt?? Deal! Dan komt ze bij jullie logeren zodra ze beginnen met breken, een week of vier. Ik breng haar voer en de kattenbak mee"),
    ("24-08-2025 11:14:10", "Mama", "Gezellig! ❤️"),
    ("20-09-2025 22:41:09", "Lotte", LRM + "afbeelding weggelaten"),
    ("20-09-2025 22:41:30", "Lotte", "Wat een avond! Papa die een speech hield over zijn eerste auto 😂"),
    ("20-09-2025 22:45:12", "Papa", "Dank jullie wel allemaal. Die wijnclub is geweldig."),
    ("28-09-2025 14:02:18", "Lotte", "Nieuws!! Merel heeft ja gezegd, zij wordt onze babs 🥰 Ze laat zich beëdigen voor één dag"),
    ("28-09-2025 14:04:40", "Sanne", "Haha wat leuk, Merel in toga"),
    ("28-09-2025 14:05:10", "Mama", "Wat bijzonder dat een vriendin dat mag doen"),
    ("05-10-2025 16:20:33", "Sanne", "Mosterd is afgeleverd in Deventer 🐈 Ze zit al op papa z'n stoel"),
    ("05-10-2025 16:28:45", "Mama", LRM + "afbeelding weggelaten"),
    ("05-10-2025 16:29:02", "Mama", "Ze voelt zich al thuis"),
    ("18-10-2025 12:11:09", "Lotte", "Voor wie het vraagt (mam 😘): we willen echt geen spullen voor de bruiloft. We sparen voor de huwelijksreis naar Japan 🇯🇵 Er komt een potje op de trouwwebsite."),
    ("18-10-2025 12:13:20", "Mama", "Wat leuk! Dan doen wij daar ook aan mee"),
    ("18-10-2025 12:14:01", "Sanne", "Japan!! Neem me mee in je koffer"),
    ("02-11-2025 17:45:30", "Papa", "Mosterd is weer naar huis. Het is hier zo stil."),
    ("02-11-2025 17:47:02", "Sanne", "Papa mist de kat 🥹"),
    ("02-11-2025 17:47:40", "Papa", "Ik zeg niks"),
    ("16-11-2025 20:02:11", "Mama", "Lootjes voor Sinterklaas getrokken via de app. Niet verklappen! Pakjesavond zaterdag 6 december bij ons, 15:00."),
    ("16-11-2025 20:05:29", "Sanne", "Top, Joost is dan net terug uit Berlijn"),
    ("20-11-2025 19:12:08", "Lotte", "Jurk passen 13 dec, Sanne je komt toch mee?? Mam ook"),
    ("20-11-2025 19:13:01", "Sanne", "Natuurlijk!! Wouldn't miss it"),
    ("23-11-2025 10:30:44", "Mama", "Hoe is het met de zolder?"),
    ("23-11-2025 10:35:12", "Sanne", LRM + "afbeelding weggelaten"),
    ("23-11-2025 10:35:30", "Sanne", "Vloer ligt, stucadoor bezig. Nog twee weekjes!"),
    ("23-11-2025 10:37:02", "Papa", "Mooi. Zit die folie goed?"),
    ("23-11-2025 10:37:40", "Sanne", "JA PAP 😂"),
]
OUT.append(("chats/whatsapp/WhatsApp Chat - Familie Verhoeven/_chat.txt",
            "".join("[%s] %s: %s\r\n" % (t, who, msg) for t, who, msg in WA),
            "2025-11-23 10:38"))


def build():
    return list(OUT)
