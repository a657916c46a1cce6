"""Chat exports: ChatGPT conversations.json, plain message JSONs, JSONL, Telegram Desktop result.json."""
import datetime as _dt
import json
import uuid

from common import add, prague, epoch

NS = uuid.UUID("6f1c7c1e-2b1a-4c55-9d0e-7e3a1b2c4d5e")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


def ts(dt, frac=0):
    return round(dt.timestamp() + frac / 1000.0, 3)


# ---------------------------------------------------------------- ChatGPT export

def gpt_conversation(key, title, turns, model="gpt-4o"):
    """turns: list of dicts {role, text, dt, branch(optional: 'old' for abandoned sibling)}.

    Messages are chained; a turn with branch='old' is attached to the same parent as the next
    user turn (an edited message), and the following assistant turn with branch='old' hangs off it.
    """
    cid = uid(key, "conv")
    root = uid(key, "root")
    sysid = uid(key, "system")
    mapping = {
        root: {"id": root, "message": None, "parent": None, "children": [sysid]},
        sysid: {"id": sysid, "message": {
            "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None}, "parent": root, "children": []},
    }
    parent_main = sysid
    old_parent = None
    last = sysid
    for i, t in enumerate(turns):
        mid = uid(key, "msg", str(i))
        role = t["role"]
        branch = t.get("branch")
        if branch == "old" and role == "user":
            parent = parent_main
            old_parent = mid
        elif branch == "old":
            parent = old_parent
        else:
            parent = parent_main
        meta = {}
        if role == "assistant":
            meta = {"finish_details": {"type": "stop", "stop_tokens": [200002]}, "is_complete": True,
                    "citations": [], "content_references": [], "model_slug": model,
                    "default_model_slug": model, "parent_id": parent,
                    "request_id": uid(key, "req", str(i))[:23], "timestamp_": "absolute"}
        else:
            meta = {"request_id": uid(key, "req", str(i))[:23], "message_source": None,
                    "timestamp_": "absolute", "message_type": None}
        mapping[mid] = {"id": mid, "message": {
            "id": mid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts(t["dt"], 137 * (i + 1) % 1000), "update_time": None,
            "content": {"content_type": "text", "parts": [t["text"]]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": parent, "children": []}
        mapping[parent]["children"].append(mid)
        if branch != "old":
            parent_main = mid
            last = mid
    return {
        "title": title,
        "create_time": ts(turns[0]["dt"], 11),
        "update_time": ts(turns[-1]["dt"], 999),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": last,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "blocked_urls": [],
        "default_model_slug": model,
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "is_do_not_remember": False,
        "memory_scope": "global_enabled",
        "sugar_item_id": None,
        "id": cid,
    }


def build_chatgpt():
    convs = []
    d = lambda *a: prague(*a)
    convs.append(gpt_conversation("woodworm", "Woodworm in attic beams", [
        {"role": "user", "dt": d(2025, 4, 27, 20, 11, 5), "branch": "old",
         "text": "tiny holes in old wooden beams in the attic what do i do"},
        {"role": "assistant", "dt": d(2025, 4, 27, 20, 11, 20), "branch": "old",
         "text": "Small round holes in old timber are usually a sign of wood-boring beetles (\"woodworm\"). "
                 "First check whether the infestation is active: look for fresh, pale, flour-like dust (frass) "
                 "under the holes. If it is active, the timber should be treated with a wood preservative "
                 "suitable for curative use, and badly damaged pieces assessed by a carpenter. Could you tell me "
                 "more about the building, the type of wood and where you are?"},
        {"role": "user", "dt": d(2025, 4, 27, 20, 14, 40),
         "text": "My late grandmother's cottage in the Czech highlands (Vysočina) has spruce roof beams in the "
                 "attic with lots of small round holes (1–2 mm). In one place there is fresh pale dust under a "
                 "beam. The roof covering is being replaced in August. What should I use to treat the beams, "
                 "can I do it myself, and which products can I actually buy in Czechia?"},
        {"role": "assistant", "dt": d(2025, 4, 27, 20, 15, 30),
         "text": "What you describe is almost certainly the common furniture beetle (Anobium punctatum, in Czech "
                 "**červotoč**). Old exit holes everywhere are normal in a century-old roof; the fresh pale dust "
                 "means that at least that one beam is still active.\n\n"
                 "**What to use (available in Czech DIY stores):**\n"
                 "- **Bochemit QB** or **Bochemit Forte** – a water-based preventive *and* curative wood "
                 "preservative against insects, fungi and mould. Comes as a concentrate (1 kg, 5 kg), you dilute it "
                 "with water (for curative use roughly 1:4). Colourless or lightly tinted versions exist – the tinted "
                 "one shows you where you already painted.\n"
                 "- Alternatives: Lignofix or similar products labelled \"proti dřevokaznému hmyzu\".\n\n"
                 "**How:**\n"
                 "1. Brush off dust and cobwebs, vacuum the frass.\n"
                 "2. Two generous coats by brush or low-pressure sprayer, ~24 h apart. The wood should soak it up.\n"
                 "3. For the active beam: inject the solution into several holes with a syringe, or drill small "
                 "holes and inject deeper.\n"
                 "4. Do it **before** the insulation goes in, ideally before the roofers close everything up – the "
                 "timing with your August roof is perfect.\n\n"
                 "**Safety:** gloves, goggles, FFP2 mask, ventilate well, keep kids and pets away until dry. Don't "
                 "store food in the attic.\n\n"
                 "A 5 kg concentrate costs around 1 000–1 500 Kč and covers a typical small attic. If more than "
                 "a third of a beam's cross-section is damaged, get a carpenter to look at it."},
        {"role": "user", "dt": d(2025, 4, 27, 20, 22, 3),
         "text": "If we do it in June, is it fine by August? And can we sleep in the cottage downstairs while it dries?"},
        {"role": "assistant", "dt": d(2025, 4, 27, 20, 22, 41),
         "text": "Yes – June is ideal. Water-based preservatives dry in a day or two and are fully fixed in the wood "
                 "within a few weeks, so by August the roofers can work normally.\n\n"
                 "Sleeping downstairs is fine as long as the attic is well ventilated and the door/hatch to the attic "
                 "is closed for the first 2–3 days. The smell is unpleasant but fades. Avoid using the attic as a "
                 "storage for bedding or food during that time."},
    ]))
    convs.append(gpt_conversation("e2e", "Cypress vs Playwright for B2B SaaS", [
        {"role": "user", "dt": d(2025, 3, 18, 12, 40, 10),
         "text": "We picked Cypress in February to replace an old Selenium suite (B2B SaaS, React, ~300 E2E tests). "
                 "The spike is struggling with an OAuth popup window (bank connect) and we have ~18% Safari users. "
                 "Should we switch to Playwright? I need arguments for a meeting with my manager, both sides please."},
        {"role": "assistant", "dt": d(2025, 3, 18, 12, 41, 2),
         "text": "Here is a balanced comparison you can bring to the meeting.\n\n"
                 "**Arguments for switching to Playwright**\n"
                 "- Multiple pages, popups and tabs are first-class (`context.waitForEvent('page')`), so the OAuth "
                 "popup is a normal test, not a workaround.\n"
                 "- Real WebKit engine in CI – closest you get to Safari without a device farm.\n"
                 "- Built-in parallelism and sharding, no paid dashboard needed.\n"
                 "- Trace viewer gives you DOM snapshots, network and console per step – great for flaky tests.\n\n"
                 "**Arguments for staying with Cypress**\n"
                 "- Team familiarity: people already know it, onboarding cost is near zero.\n"
                 "- Excellent interactive runner and time-travel debugging.\n"
                 "- `cy.origin()` now covers some cross-origin flows.\n"
                 "- Switching costs: you lose ~6 weeks of spike work (though patterns transfer).\n\n"
                 "**Suggested framing:** define 3 must-pass scenarios (bank-connect popup, invoice opened in new tab, "
                 "WebKit smoke run) and time-box a one-week parallel spike. Decide on evidence, not preference."},
    ]))
    convs.append(gpt_conversation("strecha", "Výměna střechy – stavební úřad?", [
        {"role": "user", "dt": d(2025, 1, 15, 21, 3, 0),
         "text": "Měníme na chatě starou eternitovou krytinu za plech, tvar střechy se nemění. Potřebuju na to "
                 "stavební povolení nebo ohlášení? A co s tím azbestem?"},
        {"role": "assistant", "dt": d(2025, 1, 15, 21, 3, 50),
         "text": "Výměna krytiny bez změny tvaru, výšky a nosné konstrukce se obvykle považuje za **udržovací práce** – "
                 "stavební povolení ani ohlášení zpravidla nepotřebujete. Pro jistotu se zeptejte na místním "
                 "stavebním úřadě (u chat v chráněných oblastech můžou být požadavky na barvu krytiny).\n\n"
                 "**Azbest (eternit):**\n"
                 "- demontáž smí provádět jen firma s oprávněním pro práci s azbestem,\n"
                 "- firma práci předem ohlašuje krajské hygienické stanici (KHS),\n"
                 "- materiál se nesmí lámat, řezat ani shazovat, kropí se vodou a balí do fólie,\n"
                 "- likvidace jako nebezpečný odpad – nechte si dát doklad o předání.\n\n"
                 "Do nabídky od pokrývače si nechte napsat, že likvidace eternitu je v ceně a kdo dělá ohlášení na KHS."},
    ]))
    convs.append(gpt_conversation("kapky", "Eye drop schedule for dad", [
        {"role": "user", "dt": d(2025, 2, 16, 19, 40, 0),
         "text": "My dad (73) has cataract surgery on Tuesday. After it: Tobradex 4x a day and Yellox 2x a day, 5 minutes "
                 "between different drops, for two weeks. Make a simple schedule he can stick on the fridge, in Czech, "
                 "big and clear."},
        {"role": "assistant", "dt": d(2025, 2, 16, 19, 40, 45),
         "text": "Tady je jednoduchý rozpis:\n\n"
                 "| Čas | Kapky |\n|---|---|\n"
                 "| 8:00 | TOBRADEX → počkat 5 min → YELLOX |\n"
                 "| 12:00 | TOBRADEX |\n"
                 "| 16:00 | TOBRADEX |\n"
                 "| 20:00 | TOBRADEX → počkat 5 min → YELLOX |\n\n"
                 "Pravidla: umýt ruce, nedotýkat se lahvičkou oka, po kapce zavřít oko a chvíli tlačit na vnitřní koutek. "
                 "Na noc kryt na oko. Při bolesti nebo zhoršení vidění volat kliniku."},
    ]))
    convs.append(gpt_conversation("prispevky", "Oznámení – zvýšení příspěvků sboru", [
        {"role": "user", "dt": d(2025, 6, 16, 22, 5, 0),
         "text": "Napiš krátké a milé oznámení pro členy sboru, že výbor na valné hromadě navrhne zvýšit členský "
                 "příspěvek z 1 200 na 1 500 Kč za semestr, kvůli vyššímu nájmu nové zkušebny a notám. Ať to nezní "
                 "jako výčitka."},
        {"role": "assistant", "dt": d(2025, 6, 16, 22, 5, 40),
         "text": "Milí zpěváci,\n\n"
                 "na úterní valné hromadě výbor navrhne úpravu členského příspěvku z 1 200 Kč na 1 500 Kč za semestr. "
                 "Důvodem je vyšší nájem nové zkušebny od září a rostoucí ceny not. Příspěvky jsou pro nás hlavní "
                 "zdroj, ze kterého platíme všechno, co nám umožňuje společně zpívat.\n\n"
                 "O návrhu budeme hlasovat společně a rádi vyslechneme každý názor. Pokud by pro kohokoli bylo zvýšení "
                 "problém, ozvěte se prosím důvěrně pokladní – vždycky jsme se domluvili.\n\n"
                 "Díky, že zpíváte s námi!\nVýbor"},
    ]))
    convs.sort(key=lambda c: -c["update_time"])
    add("chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False, indent=2),
        prague(2025, 11, 14, 8, 0))


# ---------------------------------------------------------------- plain message JSONs + JSONL

def iso(dt):
    return dt.isoformat()


def build_plain():
    d = prague
    ins = [
        ("user", d(2025, 6, 2, 21, 14, 5),
         "I need to insulate the attic of a ~100-year-old cottage in the Czech highlands. Rafters are about 160 mm "
         "deep, spaced irregularly (80–95 cm). The new metal roof goes on in August. Compare mineral wool, wood fibre "
         "boards, sheep wool and hemp: heat in winter, heat protection in summer, moisture, price, how pleasant they "
         "are to work with."),
        ("assistant", d(2025, 6, 2, 21, 14, 52),
         "Quick comparison for a between-rafter + under-rafter build-up (≈ 200–220 mm total):\n\n"
         "| Material | λ (W/m·K) | Summer heat protection | Moisture | Price (CZ, per m² for ~200 mm) | Working with it |\n"
         "|---|---|---|---|---|---|\n"
         "| Mineral (glass/stone) wool | 0.035–0.040 | poor (light) | doesn't buffer moisture, needs a good vapour barrier | lowest, ~350–500 Kč | itchy, mask + long sleeves |\n"
         "| Wood fibre boards (flexible + rigid) | 0.038–0.042 | very good (heavy, high heat capacity) | buffers moisture, vapour-open | ~900–1 300 Kč | pleasant, dusty when cut |\n"
         "| Sheep wool | 0.035–0.040 | poor–medium | buffers moisture very well | high, ~1 000–1 500 Kč | pleasant, needs moth treatment |\n"
         "| Hemp mats | 0.040–0.045 | medium | buffers moisture | ~800–1 100 Kč | pleasant, limited suppliers |\n\n"
         "For an attic that gets hot in summer, heavier materials (wood fibre) keep the room noticeably cooler. In "
         "winter, all four perform similarly at the same thickness. Whatever you choose: vapour control layer on the "
         "warm side, airtight joints, and leave the gap under the new roof ventilated."),
        ("user", d(2025, 6, 2, 21, 20, 30),
         "Thanks. Marek wants mineral wool because it's cheaper, I'm leaning the other way. We'll decide after the roof is "
         "done and we can see the rafters properly."),
        ("assistant", d(2025, 6, 2, 21, 20, 58),
         "Sounds sensible – once the roof is open you'll also see whether the rafters need reinforcing, which affects the "
         "build-up. If budget is the main issue, a hybrid is common: mineral wool between rafters and a wood fibre board "
         "under them for summer heat protection."),
    ]
    add("chats/ai/2025-06-02_attic-insulation.json",
        json.dumps([{"role": r, "content": c, "timestamp": iso(t)} for r, t, c in ins], ensure_ascii=False, indent=2),
        prague(2025, 6, 2, 21, 21))

    wine = [
        ("user", d(2025, 9, 27, 11, 2, 0),
         "Dana (choir chair) and her husband come for dinner tonight. I'm making pumpkin risotto and then a plum crumble. "
         "Help me pick wine. For the record: I personally love a dry Riesling – Ryzlink rýnský from Velké Bílovice or "
         "Pálava is my go-to – and I really can't stand oaky Chardonnay or anything sweet. Dana drinks red."),
        ("assistant", d(2025, 9, 27, 11, 2, 40),
         "Nice menu! Suggestions:\n\n"
         "- **With the pumpkin risotto (you):** a dry Ryzlink rýnský works beautifully – the acidity cuts through the butter "
         "and parmesan. Pick a \"pozdní sběr\" labelled *suché*, not *polosuché*.\n"
         "- **For Dana (red):** a light, low-tannin red – Svatovavřinecké or a Frankovka without heavy oak. Serve slightly "
         "cool (14–16 °C).\n"
         "- **With the plum crumble:** skip the sweet wine since you don't like it – coffee or a small slivovice instead.\n\n"
         "One bottle of each is enough for four people."),
        ("user", d(2025, 9, 27, 11, 5, 12),
         "Perfect, I have a Frankovka from the Pálava trip. Thanks!"),
    ]
    add("chats/ai/2025-09-27_dinner-wine.json",
        json.dumps([{"role": r, "content": c, "timestamp": iso(t)} for r, t, c in wine], ensure_ascii=False, indent=2),
        prague(2025, 9, 27, 11, 6))

    qq = [
        (d(2025, 1, 4, 10, 12), "eternit azbest nebezpečí při demontáži",
         "Neporušený eternit je relativně bezpečný; nebezpečné je lámání, řezání a broušení, kdy se uvolňují vlákna. "
         "Demontáž smí dělat jen firma s oprávněním."),
        (d(2025, 1, 27, 9, 5), "how to say 'regression sign-off' in czech for a slide",
         "Common options: „schválení regresních testů“ or simply „sign-off regrese“ – most Czech IT teams keep the English."),
        (d(2025, 2, 12, 22, 40), "how long does cataract surgery take",
         "The procedure itself usually takes 15–30 minutes; with preparation and recovery you spend 2–4 hours at the clinic."),
        (d(2025, 3, 5, 19, 0), "prm vs m3 dřevo převod",
         "1 prm (prostorový metr rovnaného dřeva) ≈ 0,65–0,7 m³ plného dřeva. Sypané (prms) ≈ 0,4 m³."),
        (d(2025, 3, 29, 14, 22), "playwright trace viewer open zip locally",
         "Run `npx playwright show-trace path/to/trace.zip`, or drag the zip onto trace.playwright.dev (runs locally in the browser)."),
        (d(2025, 4, 30, 7, 10),
         "I drink a flat white with oat milk every morning – which oat milk foams best in a cheap home espresso machine?",
         "Look for 'barista' editions (higher fat ~3 %, added stabilisers): Oatly Barista, Alpro Oat Barista, Happy Oat Barista "
         "foam most reliably. Start with cold milk and a cold jug, stop steaming at ~60 °C."),
        (d(2025, 5, 14, 20, 30), "jak odvzdušnit čerpadlo domácí vodárna",
         "Vypnout, povolit odvzdušňovací šroub, doplnit vodu plnicím otvorem až po okraj, zašroubovat, zapnout. "
         "Opakovat, dokud čerpadlo nenasaje."),
        (d(2025, 7, 25, 21, 50), "jak vydezinfikovat kopanou studnu chlorem dávka",
         "Obvykle se používá chlornan sodný (SAVO bez přísad) – orientačně 0,5–1 l na 1 m³ vody ve studni, nechat "
         "působit 12–24 h, pak vyčerpat, dokud voda nepřestane cítit chlor. Poté odebrat kontrolní vzorek."),
        (d(2025, 8, 11, 12, 15), "how much does a skip for asbestos cost in czechia",
         "Usually included in the roofer's price; separately roughly 4–8 thousand Kč plus disposal fee by weight."),
        (d(2025, 9, 8, 23, 1), "how long before a conference talk should a speaker arrive",
         "Aim for 30–45 minutes before your slot: mic check, laptop/adapter test, and a few minutes to breathe."),
        (d(2025, 10, 15, 18, 45), "train Brno Olomouc journey time regional vs express",
         "Direct fast trains take about 1 h 20 min – 1 h 30 min; with a change in Přerov or Nezamyslice up to 2 h."),
        (d(2025, 11, 4, 10, 30), "ISDOC 2.0 rounding VAT 21 % lines",
         "ISDOC allows rounding per line or per document; check the RoundingAmount element and make sure the sum of "
         "lines + rounding equals the TaxTotal."),
        (d(2025, 11, 9, 21, 20), "out-of-office message short friendly english",
         "\"Hi, I'm out of office until Thursday 27 Nov with limited access to email. For urgent QA matters please contact "
         "my colleague. Thanks!\""),
        (d(2025, 11, 11, 22, 5), "Rutter Candlelight Carol vowels tips for czech choir",
         "Keep English vowels tall and pure, avoid Czech short 'a' in 'candle'; practise the text spoken in rhythm first."),
    ]
    lines = [json.dumps({"ts": iso(t), "model": "gpt-4o-mini", "q": q, "a": a}, ensure_ascii=False) for t, q, a in qq]
    add("chats/ai/quick-questions.jsonl", "\n".join(lines) + "\n", prague(2025, 11, 11, 22, 6))


# ---------------------------------------------------------------- Telegram Desktop export

USERS = {
    "Tereza Dvořáková": "user100000001",
    "Ondra": "user100000002",
    "Táta": "user100000003",
    "Lucie": "user100000004",
}
NOFILE = "(File not included. Change data exporting settings to download.)"


def tg_date(dt):
    return dt.replace(tzinfo=None).isoformat(timespec="seconds"), str(epoch(dt))


def ents(text):
    if isinstance(text, str):
        return [{"type": "plain", "text": text}] if text else []
    out = []
    for p in text:
        if isinstance(p, str):
            out.append({"type": "plain", "text": p})
        else:
            out.append(p)
    return out


def build_telegram():
    msgs = []
    nid = [1000]

    def m(who, dt, text, reply=None, edited=None, photo=None, sticker=None):
        nid[0] += 1
        date, unix = tg_date(dt)
        o = {"id": nid[0], "type": "message", "date": date, "date_unixtime": unix}
        if edited:
            e, eu = tg_date(edited)
            o["edited"] = e
            o["edited_unixtime"] = eu
        o["from"] = who
        o["from_id"] = USERS[who]
        if reply:
            o["reply_to_message_id"] = reply
        if photo:
            o["photo"] = photo
            o["photo_file_size"] = 245123 + nid[0]
            o["width"] = 1280
            o["height"] = 960
        if sticker:
            o["file"] = NOFILE
            o["file_name"] = "sticker.webp"
            o["thumbnail"] = NOFILE
            o["media_type"] = "sticker"
            o["sticker_emoji"] = sticker
            o["width"] = 512
            o["height"] = 512
        o["text"] = text
        o["text_entities"] = ents(text)
        msgs.append(o)
        return nid[0]

    d = prague
    nid[0] += 1
    date, unix = tg_date(d(2024, 12, 10, 18, 30, 12))
    msgs.append({"id": nid[0], "type": "service", "date": date, "date_unixtime": unix,
                 "actor": "Ondra", "actor_id": USERS["Ondra"], "action": "create_group", "title": "Dvořákovi",
                 "members": ["Ondra", "Tereza Dvořáková", "Táta", "Lucie"], "text": "", "text_entities": []})
    m("Ondra", d(2024, 12, 10, 18, 32, 40), "Tak, tady budeme řešit tátu a chatu, ať to není v deseti vláknech 🙂")
    m("Táta", d(2024, 12, 10, 19, 5, 3), "Dobrý den všem.")
    m("Tereza Dvořáková", d(2024, 12, 10, 19, 6, 30), "Tati, tady nemusíš psát dobrý den 😄")
    q = m("Ondra", d(2025, 1, 10, 20, 2, 11), "Tak co střecha, bereš toho pokrývače?")
    m("Tereza Dvořáková", d(2025, 1, 10, 20, 15, 44),
      "Jo, Šimek. Potvrdila jsem mu to předevčírem mailem. Srovnání nabídek mám v poznámkách, kdybys to chtěl vidět.",
      reply=q)
    op = m("Tereza Dvořáková", d(2025, 2, 18, 10, 41, 2),
           "Operace proběhla dobře ✅ Táta sedí v čekárně s krytem na oku, za hodinu jedeme domů.")
    m("Ondra", d(2025, 2, 18, 10, 43, 19), "", sticker="👍", reply=op)
    m("Táta", d(2025, 2, 18, 16, 20, 7), "Vidím líp než předtím!!! I tím zalepeným 😁",
      edited=d(2025, 2, 18, 16, 22, 3))
    s1 = m("Ondra", d(2025, 3, 2, 21, 10, 55),
           "Hele, upřímně – nechceš tu chatu prodat? Bude to žrát peníze a já tam jezdit moc nebudu. "
           "Kamarád dělá v realitce, říkal, že chalupy na Vysočině jdou teď na dračku.")
    m("Tereza Dvořáková", d(2025, 3, 2, 21, 25, 31),
      "Ne. Babička by mě zabila. Já tam jezdit budu a Marek taky. Jestli nechceš, časem tě vyplatím, ale prodávat nebudu.",
      reply=s1)
    m("Táta", d(2025, 3, 2, 21, 31, 2), "Chata se prodávat nebude, dokud žiju. Tečka. 🙂")
    m("Ondra", d(2025, 3, 2, 21, 40, 48), "Ok ok, jen jsem se ptal 😅")
    m("Tereza Dvořáková", d(2025, 4, 12, 18, 20, 9),
      "Ondro, kdybyste s Lucií jeli na chatu: náhradní klíče jsou u Brabců (č. p. 12, modrý dům naproti kapličce), "
      "nebo ve schránce na zdi kůlny – kód ti pošlu soukromě.")
    m("Tereza Dvořáková", d(2025, 4, 12, 18, 21, 15),
      ["Wi-Fi je ", {"type": "bold", "text": "Chata37"}, ", heslo ", {"type": "code", "text": "Zalesna37!kos"},
       " (router je na skříni v pokoji)"])
    m("Lucie", d(2025, 4, 12, 18, 40, 51), "Díky! Jedeme možná na Velikonoce 🐣")
    m("Tereza Dvořáková", d(2025, 6, 26, 17, 55, 0),
      "Bojler opravený, teče teplá voda 🎉🎉 Marek poslal video, jak řve radostí.")
    m("Tereza Dvořáková", d(2025, 8, 15, 18, 2, 11), "Střecha hotová!!! 🏠",
      photo="photos/photo_14@15-08-2025_18-02-11.jpg")
    m("Táta", d(2025, 8, 15, 18, 10, 40), "Krásná. Babička by měla radost.")
    m("Táta", d(2025, 9, 3, 9, 12, 33), "Přišel mi mail z kliniky, levé oko 21. října. Kdo mě poveze?")
    m("Tereza Dvořáková", d(2025, 9, 3, 12, 30, 0), "Vyřešíme, tati, ještě je čas.")
    mv = m("Tereza Dvořáková", d(2025, 10, 6, 14, 5, 26),
           "Klinika tátovi přesunula operaci (servis přístroje). Nový termín přišel mailem, přeposlala jsem ho Ondrovi. "
           "Tati, dostal jsi ho taky?")
    m("Táta", d(2025, 10, 6, 14, 30, 2), "Dostal. Zase v úterý. Aspoň že ne v pondělí.")
    m("Ondra", d(2025, 10, 6, 19, 48, 37),
      "Mám to v kalendáři. V pondělí večer přijedu do Olomouce, přespím u táty a ráno ho na kliniku vezu já. "
      "Terko, ty přijeď odpoledne a zůstaň pár dní, já musím ve středu zpátky do práce.", reply=mv)
    m("Tereza Dvořáková", d(2025, 10, 6, 19, 55, 10), "Super, díky. Vezmu si volno na pár dní a přijedu vlakem.")
    m("Tereza Dvořáková", d(2025, 10, 12, 20, 10, 44),
      ["Změnila jsem kód na schránce s klíči na chatě – nový je ", {"type": "code", "text": "2583"},
       ". Starý (4719) už neplatí, měla ho půlka vesnice 😅"])
    m("Ondra", d(2025, 10, 12, 20, 12, 1), "👍 uloženo")
    m("Ondra", d(2025, 10, 14, 9, 0, 15), "Vaše budoucí hlídací povinnosti 😄",
      photo="photos/photo_15@14-10-2025_09-00-15.jpg")
    m("Táta", d(2025, 10, 14, 9, 5, 50), "😂😂😂😂😂😂😂")
    c1 = m("Táta", d(2025, 10, 27, 18, 40, 22),
           "Volali z kliniky kvůli doplatku za tu lepší čočku, 9 800 Kč, má se to zaplatit předem převodem. "
           "Ještě jsem to neplatil, nevím jak se to dělá přes ten internet.")
    m("Tereza Dvořáková", d(2025, 10, 27, 19, 2, 9),
      "Tati, zaplatím to za tebe. Pošli mi prosím variabilní symbol z toho dopisu z kliniky (stačí vyfotit).", reply=c1)
    m("Táta", d(2025, 10, 27, 19, 30, 45), "Dobře, hledám ho.")
    m("Ondra", d(2025, 11, 2, 17, 0, 3), "Co dáme tátovi k narozkám? 🎁")
    m("Tereza Dvořáková", d(2025, 11, 2, 17, 20, 38), "Mám nápady v poznámkách, pošlu ti to soukromě, ať to nečte 😉")
    v = m("Tereza Dvořáková", d(2025, 11, 9, 19, 15, 12),
          "Tati, našel jsi ten dopis s variabilním symbolem? Ať to stihneme zaplatit do operace.")
    m("Táta", d(2025, 11, 9, 20, 2, 40), "Ještě ne. Někam jsem ho dal, asi k novinám. Zítra hledám.", reply=v)
    m("Lucie", d(2025, 11, 13, 21, 0, 5), "Terko, jak se má táta? Je nervózní z operace?")
    m("Tereza Dvořáková", d(2025, 11, 13, 21, 4, 30), "Dělá, že ne 🙂 Ale volá mi každý den, to je znamení.")

    chat = {"name": "Dvořákovi", "type": "private_group", "id": 4000000123, "messages": msgs}
    add("chats/telegram/ChatExport_2025-11-14/result.json", json.dumps(chat, ensure_ascii=False, indent=1),
        prague(2025, 11, 14, 8, 30))


def build():
    build_chatgpt()
    build_plain()
    build_telegram()
