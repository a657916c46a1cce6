# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain messages JSON, JSONL, Messenger."""
import datetime
import hashlib
import json


def cph_epoch(y, mo, d, h, mi, s=0):
    """Europe/Copenhagen local time -> epoch seconds (2025 DST rules, no tz database needed)."""
    naive = datetime.datetime(y, mo, d, h, mi, s)
    dst_start = datetime.datetime(2025, 3, 30, 2, 0)
    dst_end = datetime.datetime(2025, 10, 26, 3, 0)
    off = 2 if dst_start <= naive < dst_end else 1
    utc = naive - datetime.timedelta(hours=off)
    return int((utc - datetime.datetime(1970, 1, 1)).total_seconds())


def uid(*parts):
    h = hashlib.sha1("|".join(parts).encode("utf-8")).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], "4" + h[13:16], "a" + h[17:20], h[20:32])


# ======================================================================= ChatGPT

def gpt_conversation(key, title, turns, edited=None):
    """turns: list of (role, text, (y,m,d,h,mi,s)).
    edited: (index_of_user_turn, original_text, original_answer, (time)) - the original
    version becomes a side branch; the current branch is the edited one."""
    mapping = {}
    root = uid(key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(key, "system")
    t0 = cph_epoch(*turns[0][2])
    mapping[sys_id] = {
        "id": sys_id,
        "message": {
            "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    last = sys_id
    for i, (role, text, when) in enumerate(turns):
        if edited and i == edited[0]:
            # original (abandoned) branch: user msg + answer
            o_user = uid(key, "orig-user", str(i))
            o_ans = uid(key, "orig-ans", str(i))
            ot = cph_epoch(*edited[3]) + 0.412
            mapping[o_user] = {"id": o_user, "message": _msg(o_user, "user", edited[1], ot),
                               "parent": parent, "children": [o_ans]}
            mapping[o_ans] = {"id": o_ans, "message": _msg(o_ans, "assistant", edited[2], ot + 9.87),
                              "parent": o_user, "children": []}
            mapping[parent]["children"].append(o_user)
        nid = uid(key, role, str(i))
        ts = cph_epoch(*when) + (0.5 + i * 0.013)
        mapping[nid] = {"id": nid, "message": _msg(nid, role, text, ts),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
        last = nid
    conv_id = uid(key, "conv")
    return {
        "title": title,
        "create_time": cph_epoch(*turns[0][2]) + 0.125,
        "update_time": cph_epoch(*turns[-1][2]) + 3.5,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": last,
        "plugin_ids": None,
        "conversation_id": conv_id,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": conv_id,
    }


def _msg(mid, role, text, ts):
    return {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": ts,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": ({"model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                     if role == "assistant" else {}),
        "recipient": "all",
        "channel": None,
    }


CONVS = []

CONVS.append(gpt_conversation(
    "ladcykel", "Ladcykel 2 hjul vs 3 hjul med barn",
    [("user", "Vi skal købe en el-ladcykel til at køre vores datter på 5 i børnehave og til indkøb. Aarhus, lidt bakket. Hvad er fordele og ulemper ved 2 hjul (long john) vs 3 hjul?", (2025, 3, 5, 21, 40, 12)),
     ("assistant", "Godt spørgsmål - det afhænger meget af jeres hverdag.\n\n**3 hjul (trehjulet/\"christiania-typen\")**\n+ Står selv, også når du holder stille for rødt\n+ Føles tryg med barn i kassen, god om vinteren\n+ Ofte plads til 2 børn\n- Tung (ofte 50-60 kg) og bred (80-90 cm)\n- Kræver mere kraft op ad bakker, også med motor\n- Kan være svær at parkere og få gennem døre\n\n**2 hjul (long john)**\n+ Kører som en almindelig cykel når man har vænnet sig til det\n+ Lettere og smallere, hurtigere\n+ Ofte billigere\n- Kræver balance når barnet sidder i kassen\n- Man skal have en god støtteben\n\nTip: Mål døre og opbevaringssted FØR I køber, og tag en prøvetur med barnet i kassen.", (2025, 3, 5, 21, 40, 40)),
     ("user", "hvad med sikkerhed for barnet? hun er lidt urolig", (2025, 3, 5, 21, 43, 2)),
     ("assistant", "Begge typer kan være sikre, hvis barnet sidder fast i en sele (3-punkts eller 5-punkts) og har hjelm på. En trehjulet cykel kan vælte i skarpe sving ved høj fart - en long john kan vælte, hvis man holder stille uden at sætte foden ned. Til et uroligt barn er selen det vigtigste, uanset model. Lad hende prøve at sidde i kassen i butikken.", (2025, 3, 5, 21, 43, 25))]))

CONVS.append(gpt_conversation(
    "salt", "Salt-tolerant planting for a Danish harbour park",
    [("user", "I'm a landscape architect working on a harbour park competition in Denmark (east Jutland, fjord, zone 7). Give me a shortlist of native or near-native perennials, grasses and shrubs that tolerate salt spray and occasional flooding for 1-2 days. Low maintenance.", (2025, 6, 20, 22, 5, 30)),
     ("assistant", "Here's a starting shortlist, grouped by role:\n\n**Grasses**\n- Leymus arenarius (lyme grass / marehalm) - very salt-tolerant, binds sand\n- Festuca rubra subsp. litoralis - salt-tolerant turf\n- Puccinellia maritima - for genuinely wet salt-marsh areas\n\n**Perennials**\n- Armeria maritima (thrift)\n- Crambe maritima (sea kale)\n- Aster tripolium (sea aster) - tolerates regular flooding\n- Limonium vulgare (sea lavender)\n- Eryngium maritimum (sea holly) - dry, sandy spots only\n- Artemisia maritima (sea wormwood)\n\n**Shrubs**\n- Hippophae rhamnoides (sea buckthorn) - very tough, but suckers strongly\n- Salix repens (creeping willow)\n- Prunus spinosa (blackthorn) - hedges, wildlife value\n\nFor 1-2 days of flooding, Aster tripolium, Puccinellia and Salix are the safest. Crambe and Eryngium dislike standing water.", (2025, 6, 20, 22, 6, 11)),
     ("user", "which of these handle trampling? it's a public park with steps and events", (2025, 6, 20, 22, 9, 48)),
     ("assistant", "Trampling tolerance is limited for most coastal perennials. Best options: Festuca rubra and Puccinellia in the turf areas, Armeria maritima in joints and cracks (it copes with some foot traffic), and Leymus on the edges where people walk less. Protect Crambe and Limonium with raised beds or low kerbs. Consider a robust grass mix on the most-used terraces and keep the richer planting at the margins.", (2025, 6, 20, 22, 10, 20))]))

CONVS.append(gpt_conversation(
    "tale", "Tale til fars 70 års fødselsdag",
    [("user", "Jeg skal holde tale for min far der fylder 70. Han er pensioneret lærer og elsker at sejle. Jeg har en historie om en utæt båd vi øste vand af hele sommeren. Hvordan bygger jeg talen op? Max 5 min.", (2025, 6, 10, 21, 2, 3)),
     ("assistant", "En god struktur til 5 minutter:\n\n1. **Åbning** (30 sek): Hils på far og gæsterne, sig noget om dagen.\n2. **Historien** (2 min): Fortæl om den utætte båd - konkret, med detaljer (hvilket år, hvad båden hed, hvad han sagde).\n3. **Pointen** (1 min): Hvad lærte I af det? Fx ro, humor, at man klarer tingene sammen.\n4. **Broen til nu** (1 min): Hvordan ses det i dit liv i dag - og i dine børns?\n5. **Skål** (30 sek): Kort og varm afslutning, der vender tilbage til båden.\n\nTip: Hold en pause efter pointen i historien, og øv dig højt to gange.", (2025, 6, 10, 21, 2, 41)),
     ("user", "god idé med at vende tilbage til båden i skålen. giv mig 3 forslag til sidste linje", (2025, 6, 10, 21, 6, 15)),
     ("assistant", "1. \"Skål for far - og for alle hullerne vi har øst os igennem.\"\n2. \"Skål for skipperen, der aldrig lod os synke.\"\n3. \"Skål for far - må du altid have vind i sejlene og en spand ved hånden.\"", (2025, 6, 10, 21, 6, 39))]))

CONVS.append(gpt_conversation(
    "klage", "Klage til andelsboligforening om altan",
    [("user", "Hjælp mig med at skrive en formel klage til bestyrelsen i vores andelsboligforening. De afviser at udbedre et utæt afløb på altanen ovenover vores, selvom en bygningssagkyndig har konkluderet at afløbet er en fælles installation. Tonen skal være saglig og rolig, ikke sur. Vi vil have sagen genoptaget.", (2025, 10, 18, 20, 31, 5)),
     ("assistant", "Her er et udkast til klage, som du kan tilpasse:\n\n---\n**Til bestyrelsen i A/B [navn], via administrationen**\n\n**Emne: Formel klage over bestyrelsens afgørelse af [dato] i sag [sagsnr.]**\n\nVi klager hermed formelt over bestyrelsens afgørelse af [dato] vedrørende vandindtrængning på vores altan.\n\nDen bygningssagkyndige rapport af [dato] konkluderer, at vandet kommer fra det defekte afløb på altanen ovenover, som er en fælles installation. Efter vores opfattelse påhviler udbedringen derfor foreningen, jf. vedtægternes bestemmelser om vedligeholdelse af fælles installationer.\n\nVi beder bestyrelsen om at genoptage sagen og iværksætte udbedring, og vi beder om et skriftligt svar inden for en rimelig frist.\n\nMed venlig hilsen\n[navne, adresse]\n---\n\nTips: Vedhæft rapporten, henvis præcist til vedtægternes paragraf, og gem kvittering for afsendelsen. Hvis I er medlem af ABF, kan de læse klagen igennem.", (2025, 10, 18, 20, 31, 44)),
     ("user", "tak. skal vi sætte en frist?", (2025, 10, 18, 20, 35, 0)),
     ("assistant", "Det er en god idé at bede om svar inden en konkret dato, fx 4-6 uger, så sagen ikke bliver liggende - men formulér det som en anmodning, ikke et ultimatum, så tonen forbliver saglig. Hvis fristen overskrides, kan I rykke skriftligt og derefter overveje næste skridt (generalforsamling eller juridisk rådgivning).", (2025, 10, 18, 20, 35, 31))],
    edited=(0,
            "skriv en sur klage til vores boligforening om altanen der drypper",
            "Jeg kan hjælpe med en klage - men en saglig tone virker som regel bedre end en sur. Fortæl mig lidt mere: Hvad er der sket, hvad har foreningen svaret, og hvad vil I gerne opnå?",
            (2025, 10, 18, 20, 29, 50))))


def conversations_json():
    return json.dumps(CONVS, ensure_ascii=False, indent=None).encode("utf-8")


# ======================================================================= plain messages JSON

PACKING = [
    {"role": "user", "content": "I'm going to Edinburgh (Leith) for 4 days in early May for work, including a long site walk along a harbour sea wall. What should I pack? I run cold.", "timestamp": "2025-04-30T21:12:04+02:00"},
    {"role": "assistant", "content": "Early May in Leith is typically 8-14 °C, windy near the water, with showers likely.\n\nFor the site walk:\n- Waterproof jacket with hood + waterproof trousers\n- Wellies or waterproof boots with good grip (wet stone, seaweed)\n- Warm mid-layer (fleece or thin down), hat and gloves - the wind off the Forth is cold\n\nGeneral:\n- UK plug adapter (type G)\n- Layers for indoor meetings\n- Small umbrella (often useless in the wind, but nice in town)\n- Some cash for small cafés, though cards work almost everywhere", "timestamp": "2025-04-30T21:12:31+02:00"},
    {"role": "user", "content": "and how do I get from the airport to Leith without a car", "timestamp": "2025-04-30T21:15:50+02:00"},
    {"role": "assistant", "content": "The Edinburgh Trams run directly from the airport through the city centre to Leith and Newhaven. It takes roughly 50-60 minutes to Leith. Tickets can be bought at the machine on the platform or with contactless payment. A taxi is faster but considerably more expensive.", "timestamp": "2025-04-30T21:16:14+02:00"},
    {"role": "user", "content": "ok. one more: something small and Danish to bring as a thank-you for the client's team (6-8 people)?", "timestamp": "2025-04-30T21:19:02+02:00"},
    {"role": "assistant", "content": "Ideas that travel well: a box of Danish liquorice (polarising, a good conversation starter), Danish butter cookies or a local Aarhus chocolate, or a small design item like a set of coasters. For a team, something edible to share is usually best.", "timestamp": "2025-04-30T21:19:30+02:00"},
]


def packing_json():
    return json.dumps(PACKING, ensure_ascii=False, indent=2).encode("utf-8")


# ======================================================================= JSONL quick questions

QUICK = [
    ("2025-01-21T08:14:00+01:00", "A1 paper size in mm", "594 x 841 mm."),
    ("2025-02-03T22:40:00+01:00", "andelsbolig hvem har vedligeholdelsespligt altan", "Det afhænger af foreningens vedtægter. Ofte står andelshaveren for den indvendige vedligeholdelse, mens foreningen står for fælles installationer og bygningsdele."),
    ("2025-03-02T19:05:00+01:00", "hvad hedder bowline på dansk", "Pælestik."),
    ("2025-03-17T12:31:00+01:00", "hippophae rhamnoides dansk navn", "Havtorn."),
    ("2025-04-02T13:55:00+02:00", "which postcode area is Leith", "Mainly EH6 (parts of Leith are EH5/EH7)."),
    ("2025-04-14T21:20:00+02:00", "beaufort 4 i m/s", "5,5-7,9 m/s (\"jævn vind\")."),
    ("2025-05-05T11:02:00+01:00", "tram edinburgh airport to the shore how long", "About 50 minutes."),
    ("2025-05-12T10:40:00+02:00", "forsamlingshus leje juelsminde området", "Der er flere forsamlingshuse i Hedensted Kommune; priserne ligger typisk mellem 2.500 og 5.000 kr. for en weekend."),
    ("2025-06-02T20:15:00+02:00", "skonnert vs galease forskel", "En skonnert har to eller flere master med gaffelsejl, hvor den forreste mast er lavest eller lige høj; en galease har en høj stormast og en lavere mesanmast agter."),
    ("2025-07-08T21:48:00+02:00", "how to say storm surge in danish", "Stormflod."),
    ("2025-08-19T10:02:00+02:00", "stepped edge harbour precedents europe", "Examples: Aarhus Ø harbour bath edges, Copenhagen Islands Brygge, HafenCity Hamburg (Magellan-Terrassen), Oslo Sørenga, Rotterdam Rijnhaven."),
    ("2025-09-30T23:10:00+02:00", "pdf A1 300 dpi file size estimate", "Roughly 80-200 MB uncompressed per board, depending on content; export with JPEG compression at high quality to get 20-40 MB."),
    ("2025-10-09T07:55:00+02:00", "tip: how to remember a new 4 digit code", "Link it to something you know (a year, a date), or make a shape on the keypad."),
    ("2025-11-02T20:30:00+01:00", "vigepligt sejlbåd motorbåd regel", "En motorbåd skal som udgangspunkt vige for en sejlbåd - undtagen i snævre farvande/sejlrender, hvor større skibe der kun kan navigere i renden har forrang."),
    ("2025-11-25T21:45:00+01:00", "hvor mange spørgsmål til teoriprøven duelighedsbevis", "Typisk 40 spørgsmål; man må have et begrænset antal fejl for at bestå."),
    ("2025-12-02T19:12:00+01:00", "hvad gør man hvis andelsforening ikke svarer på klage", "Ryk skriftligt med en ny frist, søg rådgivning (fx ABF eller advokat), og overvej at rejse sagen på generalforsamlingen."),
]


def quick_jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    return ("\n".join(lines) + "\n").encode("utf-8")


# ======================================================================= Facebook Messenger

F, J, M = "Freja Mikkelsen", "Jonas Kj\u00e6r", "Maja Mikkelsen"

MSN = [
    (M, (2025, 1, 12, 19, 2), "Hej I to! Far fylder 70 den 21. juni \u2013 skal vi holde noget for ham? Mor siger han \"ikke vil have noget stort\" \U0001F644", None),
    (F, (2025, 1, 12, 19, 6), "Selvf\u00f8lgelig skal vi det. Jeg ringer til Strandkanten i Juelsminde, han elsker deres r\u00f8dsp\u00e6tter", None),
    (J, (2025, 1, 12, 19, 30), "Jeg har fri den weekend, har tjekket vagtplanen \U0001F44D", None),
    (F, (2025, 1, 20, 12, 14), "Strandkanten er booket: l\u00f8rdag 21/6 kl. 18, deres lille sal til 40 personer", (M, "\u2764\ufe0f")),
    (J, (2025, 2, 3, 7, 45), "Det drypper fra altanloftet igen. Har du skrevet til administrationen?", None),
    (F, (2025, 2, 3, 7, 52), "Ja, sendt i s\u00f8ndags med billeder. Spanden er t\u00f8mt", None),
    (F, (2025, 3, 10, 21, 3), "Jonas: jeg t\u00e6nker vi g\u00e5r med Trio'en (3 hjul). Ida sidder mere roligt i den", None),
    (J, (2025, 3, 10, 21, 20), "ok men har du m\u00e5lt d\u00f8ren til cykelk\u00e6lderen?", None),
    (J, (2025, 4, 25, 22, 1), "Har m\u00e5lt d\u00f8ren til cykelk\u00e6lderen: 80 cm. Bare s\u00e5 du ved det \U0001F607", None),
    (F, (2025, 4, 26, 15, 40), "Okay du havde ret. Trio E er 89 cm bred og kan ikke komme gennem d\u00f8ren til cykelk\u00e6lderen, og den var tung som bly op ad bakken. Vi tager Kvik Long John'en i stedet", (J, "\U0001F606")),
    (J, (2025, 4, 26, 15, 44), "Long John it is \U0001F6B2 Den var ogs\u00e5 meget sjovere at k\u00f8re", None),
    (F, (2025, 5, 12, 10, 31), "KATASTROFE: Strandkanten har haft vandskade og aflyser alt i juni \U0001F62D", None),
    (M, (2025, 5, 12, 10, 40), "NEJ. Okay, jeg ringer rundt i eftermiddag, maaske et forsamlingshus?", None),
    (M, (2025, 5, 13, 18, 12), "Glud forsamlingshus er ledigt d. 21!! Det er lille, der er gulvt\u00e6ppe og lavt til loftet og det er faktisk perfekt for far. Du ved hvordan han ikke kan h\u00f8re en d\u00f8jt i store rum hvor det runger, heller ikke med h\u00f8reapparatet. Der kan han sidde for bordenden og faktisk f\u00f8lge med", None),
    (F, (2025, 5, 13, 18, 20), "Book det! S\u00e5 laver vi frokost i stedet for middag? Starter 12.30?", None),
    (M, (2025, 5, 13, 18, 22), "Ja! Frokost er bedre for far alligevel, han er tr\u00e6t kl. 20", None),
    (M, (2025, 5, 14, 9, 5), "Mad: jeg har snakket med Thomas fra Hedensted Kokkehus, han laver stor frokostbuffet til 38 pers., 285 kr pr. kuvert inkl. kaffe og kage. Han har lavet mad til Rasmus' mors 60 \u00e5rs og det var SKIDEGODT", (F, "\U0001F44D")),
    (F, (2025, 5, 14, 9, 11), "Perfekt, book ham. Jeg bekr\u00e6fter forsamlingshuset p\u00e5 mail og sender ny invitation ud", None),
    (M, (2025, 5, 28, 20, 33), "Gave? Jeg t\u00e6nker kikkert. Hans gamle er fra 1978", None),
    (F, (2025, 5, 28, 20, 40), "Eller en fotobog med billeder fra Birgitte?", None),
    (J, (2025, 5, 28, 21, 2), "Han har snakket om at sejle med et gammelt tr\u00e6skib i \u00e5revis. Skonnerten der ligger i Juelsminde om sommeren tager passagerer p\u00e5 dagsture", None),
    (F, (2025, 6, 2, 19, 48), "S\u00e5 er det besluttet: vi giver ham en dagstur for ham og mor med skonnerten Marie Kirstine fra Juelsminde i august + Maja laver en lille fotobog med billeder fra Birgitte. Kikkerten m\u00e5 vente til jul \U0001F604", (M, "\U0001F44D")),
    (M, (2025, 6, 2, 19, 55), "Deal! Jeg bestiller turen i morgen og sender dig regningen for din halvdel", None),
    (M, (2025, 6, 22, 10, 12), "Sikke en dag! Far gr\u00e6d under din tale Freja \u2764\ufe0f Og han har allerede spurgt tre gange hvorn\u00e5r de skal sejle", None),
    (F, (2025, 7, 4, 22, 10), "Tusind tak fordi du passer lejligheden! Arket med alt ligger p\u00e5 k\u00f8kkenbordet", None),
    (M, (2025, 7, 9, 18, 30), "Spanden p\u00e5 altanen var halvfuld efter regnen i g\u00e5r. T\u00f8mt. Jeres forening er nogle fjolser", (F, "\U0001F602")),
    (J, (2025, 8, 14, 11, 2), "Cyklen er hentet!! Ida vil ikke af igen \U0001F602", (F, "\u2764\ufe0f")),
    (F, (2025, 9, 3, 17, 15), "Har Ladcykelhuset skrevet om regnslaget?", None),
    (J, (2025, 9, 3, 17, 40), "Nej, stadig i restordre. Jeg ringede, de siger \"snart\"", None),
    (J, (2025, 10, 11, 16, 5), "Ny router er sat op. Wi-Fi: Kildegaarden3th, kode: Havnekran-2025 (den gamle kode virker ikke l\u00e6ngere)", None),
    (F, (2025, 10, 13, 7, 30), "Husk ny kode til cykelk\u00e6lderen fra i dag, den st\u00e5r i mailen fra Kim", None),
    (M, (2025, 11, 14, 20, 0), "Far sp\u00f8rger om I kommer til jul i Juelsminde? Og om Ida stadig kan lide risalamande", None),
    (F, (2025, 11, 14, 20, 9), "Ja vi kommer 24.-26. Ida spiser kun mandlen", None),
    (F, (2025, 11, 26, 21, 15), "Bestod teoripr\u00f8ven \u26f5\U0001F389", (J, "\U0001F389")),
    (J, (2025, 11, 26, 21, 18), "Sejt!! Skipper Freja", None),
    (J, (2025, 12, 2, 19, 40), "Har Ladcykelhuset nogensinde leveret det regnslag?? Ida blev pjaskv\u00e5d i dag", None),
    (F, (2025, 12, 2, 19, 52), "Nej. Jeg skriver til dem i morgen. Igen.", None),
]


def mojibake(s):
    """Facebook's export bug: UTF-8 bytes written as individual latin-1 code points."""
    return s.encode("utf-8").decode("latin-1")


def _fix(obj):
    if isinstance(obj, str):
        return mojibake(obj)
    if isinstance(obj, list):
        return [_fix(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _fix(v) for k, v in obj.items()}
    return obj


def messenger_json():
    msgs = []
    for sender, when, text, reaction in MSN:
        m = {"sender_name": sender, "timestamp_ms": cph_epoch(*when) * 1000 + (sum(map(ord, text)) % 997),
             "content": text}
        if reaction:
            m["reactions"] = [{"reaction": reaction[1], "actor": reaction[0]}]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        msgs.append(m)
    msgs.sort(key=lambda m: -m["timestamp_ms"])  # Messenger exports newest first
    obj = {
        "participants": [{"name": M}, {"name": J}, {"name": F}],
        "messages": msgs,
        "title": "Familien \u26f5",
        "is_still_participant": True,
        "thread_path": "inbox/familien_4418260937",
        "magic_words": [],
        "image": {"uri": "your_facebook_activity/messages/photos/familien_4418260937/gruppebillede.jpg",
                  "creation_timestamp": cph_epoch(2025, 1, 12, 19, 0)},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(_fix(obj), ensure_ascii=True, indent=2).encode("ascii")
