"""Chat exports: ChatGPT conversations.json, plain message JSON files, JSONL, Instagram DM export."""
import hashlib
import json
from datetime import datetime, timezone, timedelta
from util import write_text

UTC = timezone.utc


def ts(s, tzh=0):
    """'2026-03-28 20:14:05' local with offset tzh hours -> epoch seconds (float)."""
    d = datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone(timedelta(hours=tzh)))
    return d.timestamp()


def hid(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


# ------------------------------------------------------------------ ChatGPT

def conversation(seed, title, turns, branches=None):
    """turns: list of (role, text, time) on the main path.
    branches: optional dict {index_of_user_turn: [(role,text,time),...]} = an OLDER sibling branch
    that was replaced by editing the user message at that index."""
    mapping = {}
    root = hid(seed + "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = hid(seed + "sys")
    t0 = turns[0][2]
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def node(nid, parent, role, text, t):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": ({"model_slug": "gpt-4o", "default_model_slug": "gpt-4o",
                          "finish_details": {"type": "stop", "stop_tokens": [200002]}}
                         if role == "assistant" else {"request_id": hid(nid)[:20], "message_source": None}),
            "recipient": "all", "channel": None}, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)

    parent = sys_id
    last = None
    for i, (role, text, t) in enumerate(turns):
        if branches and i in branches:
            # older branch first (it was created first), then the edited one
            bp = parent
            for j, (r2, tx2, t2) in enumerate(branches[i]):
                nid = hid(f"{seed}-old-{i}-{j}")
                node(nid, bp, r2, tx2, t2)
                bp = nid
        nid = hid(f"{seed}-{i}")
        node(nid, parent, role, text, t)
        parent = nid
        last = nid
    cid = hid(seed + "conv")
    return {"title": title, "create_time": turns[0][2] - 2.5 if turns else t0,
            "update_time": turns[-1][2] + 1.2, "mapping": mapping, "moderation_results": [],
            "current_node": last, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
            "is_archived": False, "is_starred": None, "safe_urls": [], "default_model_slug": "gpt-4o",
            "conversation_origin": None, "voice": None, "async_status": None,
            "disabled_tool_ids": [], "id": cid}


def chatgpt():
    convs = []
    t = ts("2026-01-25 20:40:11")
    convs.append(conversation("knee-oa", "Knee OA home exercise sheet", [
        ("user", "I'm a physio. Draft a one-page home exercise sheet for knee osteoarthritis, "
                 "patients 60+, mostly sedentary. 5 exercises max, plain English, include sets/reps "
                 "and a line about pain being ok up to 3/10.", t),
        ("assistant", "**Your knee exercises (do these 4–5 days a week)**\n\n"
                      "Some discomfort is fine — aim to keep it at 3 out of 10 or less, settling within 24 hours.\n\n"
                      "1. **Sit to stand** – from a firm chair, arms crossed if you can. 3 sets of 8.\n"
                      "2. **Straight leg raise** – lying on your back, other knee bent. 3 x 10 each side.\n"
                      "3. **Step-ups** – bottom stair, hold the banister. 3 x 8 each leg.\n"
                      "4. **Heel raises** – holding the kitchen counter. 3 x 12.\n"
                      "5. **Knee bends in standing (mini squats)** – only as far as comfortable. 3 x 10.\n\n"
                      "Walking counts too: build up to 20–30 minutes most days.", t + 14),
        ("user", "Good. Make step-ups optional for people with bad balance and add a line about ice vs heat.", t + 95),
        ("assistant", "Updated: step-ups are marked *(optional – skip if your balance is poor; do extra sit to stands instead)*. "
                      "Added at the bottom: **Heat or ice?** Use whichever feels better. Heat (a warm pack for 15 min) "
                      "is usually nicer for stiffness in the morning; ice (wrapped, 10–15 min) can help if the knee "
                      "is swollen or hot after activity.", t + 109),
    ]))
    t = ts("2026-03-28 21:02:40")
    convs.append(conversation("grout", "Grout colour for bathroom tiles", [
        ("user", "We're redoing a small bathroom. Floor: grey terrazzo-look porcelain, 60x60, matt. Walls: white "
                 "gloss metro 10x20. What grout colour for the floor? I don't want bright white on the floor, "
                 "it goes manky within a month, and I really dislike very dark or charcoal grout — it turns the "
                 "floor into a grid. I think I'd like something like a warm grey that disappears into the tile.", t),
        ("assistant", "For a grey terrazzo-look tile at 60x60 you've got very few grout lines, so the aim is "
                      "exactly what you describe: a colour that blends rather than frames each tile.\n\n"
                      "- **Warm grey / 'silver grey' or 'manhattan'-type shades**: pick one a touch darker than the "
                      "lightest chips in the tile and lighter than the background. Bring a tile to the shop and hold "
                      "the grout colour card against it in daylight.\n"
                      "- Avoid pure white (stains) and anthracite/charcoal (grid effect, as you say).\n"
                      "- Use a flexible, stain-resistant grout for floors over timber — your floor is ply over joists.\n"
                      "- Joint width 2–3 mm with rectified tiles.", t + 18),
        ("user", "And the walls? The metro tiles.", t + 140),
        ("assistant", "For white gloss metro: either **white** (clean, classic, the tiles read as one surface) or a "
                      "**light/pale grey** if you want the brick pattern to show a little. Since you want the floor "
                      "grout to recede, I'd go white on the walls so the room stays calm. Avoid dark grout with "
                      "white metro unless you want a strong 'subway' look.", t + 152),
    ]))
    t = ts("2026-04-18 22:15:03", 1)
    old_branch = [
        ("user", "what does Vormerkung mean", t),
        ("assistant", "A *Vormerkung* in German law is a provisional entry in the land register (Grundbuch) "
                      "that secures a claim to a future change of rights in a property. Could you tell me the "
                      "context? There are several types.", t + 9),
    ]
    convs.append(conversation("vormerkung", "Auflassungsvormerkung explained", [
        ("user", "In a German property purchase contract (Kaufvertrag for a flat) there's a clause: the price is due "
                 "14 days after the notary confirms 'die Auflassungsvormerkung für den Käufer ist eingetragen'. "
                 "What is that in plain English, and does it protect the buyer or the seller? I'm helping my "
                 "parents who are selling.", t + 60),
        ("assistant", "**Auflassungsvormerkung** ≈ a *priority notice of conveyance* (sometimes translated as "
                      "'priority notice' or 'caution'). It's an entry the notary has put into the land register "
                      "(Grundbuch) in favour of the buyer, right after signing.\n\n"
                      "**What it does:** it reserves the buyer's place in the queue. Until the buyer is registered as "
                      "the new owner (which can take weeks or months), nobody else can effectively acquire the flat "
                      "or put a new mortgage on it that would bind the buyer.\n\n"
                      "**Who it protects:** mainly the buyer — they're about to pay a lot of money before they "
                      "are the registered owner. For your parents (sellers) the clause is standard and harmless; "
                      "together with the other conditions (Lastenfreistellung, Verwalterzustimmung) it's what "
                      "lets the notary tell the buyer 'now you can safely pay'.\n\n"
                      "**Sequence typically:** signing → notary applies for the priority notice → notary collects "
                      "the documents (e.g. release of your parents' old mortgage, administrator consent) → "
                      "notary sends the 'Fälligkeitsmitteilung' → buyer pays → buyer is registered as owner and "
                      "the priority notice is deleted.", t + 75),
        ("user", "when does it get deleted? do my parents have to do anything?", t + 300),
        ("assistant", "It is deleted automatically when the buyer is entered as the owner in the land register "
                      "(the Eigentumsumschreibung) — the notary handles that, your parents don't need to do "
                      "anything. The only case where it matters for the sellers is if the sale falls through "
                      "after signing: then the buyer has to agree to its deletion, which is why contracts usually "
                      "include a clause about that.", t + 318),
    ], branches={0: old_branch}))
    write_text("chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False, indent=None) + "\n")


# ------------------------------------------------------------------ plain message JSON files

def plain_messages():
    viola = [
        {"role": "user", "content": "I play viola in an amateur orchestra and I'm a physio, so I know the theory, "
         "but my left shoulder and upper trap get tight in 2-hour rehearsals. Help me plan practice that fits "
         "my week. Constraints: I like to practise in the morning before clinic — 20 to 25 minutes is realistic. "
         "Evenings don't work: Leo's bedtime, and I'm too tired to concentrate. Rehearsal is Wednesday evening.",
         "timestamp": "2026-01-20T06:58:12Z"},
        {"role": "assistant", "content": "Here's a 4-morning plan (Mon, Tue, Thu, Fri — 25 min, before clinic):\n"
         "1. 3 min warm-up without the instrument: shoulder rolls, doorway pec stretch 2×30 s, chin tucks.\n"
         "2. 5 min long tones / open strings, focusing on a free right arm and a light left shoulder.\n"
         "3. 7 min scales + one Schradieck line (alternate keys daily).\n"
         "4. 10 min on the current 'tricky bits' list, slow with a metronome.\n"
         "Wednesday: no practice, just the stretches before rehearsal. In rehearsal, drop the shoulder "
         "and release the jaw at every long rest; stand up at the break.", "timestamp": "2026-01-20T06:58:40Z"},
        {"role": "user", "content": "Good. Weekends are chaotic with swimming and everything — can I skip them entirely?",
         "timestamp": "2026-01-20T07:03:02Z"},
        {"role": "assistant", "content": "Yes. Four focused mornings beat seven rushed ones. If you get a quiet "
         "10 minutes on Sunday, use it for playing through the concert music for fun — no technical work.",
         "timestamp": "2026-01-20T07:03:21Z"},
        {"role": "user", "content": "And for the shoulder during long rehearsals — anything besides the pec stretch?",
         "timestamp": "2026-02-04T07:11:45Z"},
        {"role": "assistant", "content": "Try: (1) shoulder rest height check — if you're elevating the shoulder "
         "to meet the viola, raise the rest or add a thicker chin rest; (2) at the break, 10 wall slides and "
         "10 scapular retractions with a band if you have one; (3) between pieces, let the left arm hang and "
         "shake it out for 10 seconds. You know better than most that the fix is usually load over time, so "
         "rows and external rotation with a band 3×/week in your own programme will help more than stretching alone.",
         "timestamp": "2026-02-04T07:11:58Z"},
    ]
    write_text("chats/ai/viola-practice.json", json.dumps(viola, ensure_ascii=False, indent=2) + "\n")

    steuer = {
        "title": "Steuer beim Wohnungsverkauf der Eltern",
        "model": "local-llm-8b",
        "exported": "2026-03-02T20:45:00+01:00",
        "messages": [
            {"role": "user", "content": "Meine Eltern verkaufen ihre Eigentumswohnung in Freiburg. Gekauft 1994, "
             "seitdem selbst bewohnt. Verkaufspreis 378.000 €. Müssen sie auf den Gewinn Steuern zahlen?",
             "timestamp": "2026-03-02T20:31:10+01:00"},
            {"role": "assistant", "content": "Kurz: sehr wahrscheinlich nein.\n\n"
             "Ein Gewinn aus dem Verkauf einer Immobilie ist in Deutschland nur als „privates "
             "Veräußerungsgeschäft\" (§ 23 EStG) steuerpflichtig, wenn zwischen Kauf und Verkauf weniger als "
             "zehn Jahre liegen — die sogenannte Spekulationsfrist. Ihre Eltern haben 1994 gekauft, die Frist "
             "ist also seit Jahrzehnten abgelaufen. Zusätzlich wäre der Verkauf auch bei kürzerer Haltedauer "
             "steuerfrei, weil sie die Wohnung selbst bewohnt haben (im Verkaufsjahr und den zwei Jahren davor).\n\n"
             "Der Verkauf muss daher nicht in der Einkommensteuererklärung angegeben werden. "
             "Grunderwerbsteuer zahlt der Käufer, nicht die Verkäufer.", "timestamp": "2026-03-02T20:31:32+01:00"},
            {"role": "user", "content": "Und die Maklerprovision — können sie die absetzen?",
             "timestamp": "2026-03-02T20:38:04+01:00"},
            {"role": "assistant", "content": "Nein. Da der Verkauf nicht steuerbar ist, sind auch die Kosten "
             "(Makler, Notaranteil, Löschung der Grundschuld) steuerlich nicht relevant. Das gilt übrigens auch "
             "für Dich in Großbritannien nicht — es ist nicht Dein Eigentum. Falls Deine Eltern Dir später "
             "einen Teil des Erlöses schenken, gelten die deutschen Freibeträge für Schenkungen an Kinder "
             "(400.000 € pro Elternteil alle zehn Jahre).", "timestamp": "2026-03-02T20:38:30+01:00"},
        ],
    }
    write_text("chats/ai/steuerfrage-wohnung.json", json.dumps(steuer, ensure_ascii=False, indent=2) + "\n")


def quick_questions():
    qs = [
        ("2025-07-02T12:41:00+01:00", "uk tax year end date self employed", "The UK tax year runs 6 April to 5 April. Online self assessment deadline is 31 January after the end of the tax year."),
        ("2025-08-19T21:10:00+01:00", "Maklerprovision Wohnung Verkäufer wie viel üblich Baden-Württemberg", "In Baden-Württemberg meist 3,57 % inkl. MwSt. je Seite; seit Ende 2020 muss die Provision bei Wohnungen zwischen Käufer und Verkäufer geteilt werden, wenn beide beteiligt sind."),
        ("2025-09-22T07:05:00+01:00", "how often should a viola bow be rehaired", "Typically every 6–12 months for regular players; signs are lost grip, missing hairs on one side, or the hair no longer tightening evenly."),
        ("2025-10-30T20:02:00+00:00", "cashew allergy pesto safe?", "Traditional pesto uses pine nuts, but some supermarket pestos use cashews to cut costs — always check the label."),
        ("2025-11-24T13:15:00+00:00", "what is stopcock in German", "Haupthahn or Hauptwasserhahn (for the house), Absperrhahn for a local valve."),
        ("2025-12-08T07:30:00+00:00", "combi boiler hot water not working heating fine", "Commonly a sticking diverter valve, a failed flow sensor, or low pressure. Call a Gas Safe engineer; don't open the casing."),
        ("2026-01-11T19:44:00+00:00", "payment on account HMRC explained", "Advance payments towards next year's bill: two instalments (31 Jan and 31 July), each half of the previous year's tax bill, if that bill was over £1,000."),
        ("2026-02-22T21:18:00+00:00", "sistering joists meaning", "Bolting or screwing a new timber alongside a damaged or weak joist so that both carry the load together."),
        ("2026-03-15T10:02:00+00:00", "Dvorak 8 premiere year", "1890, in Prague, conducted by Dvořák himself."),
        ("2026-04-26T19:55:00+01:00", "how long does bathroom silicone need before it can get wet", "Most sanitary silicone sealants are touch-dry in about 30 minutes but need around 24 hours to cure before showering; thick beads can take 48 hours. Check the tube."),
        ("2026-05-03T08:12:00+01:00", "Ummeldung Frist nach Umzug Deutschland", "Innerhalb von zwei Wochen nach dem Einzug beim Bürgeramt/Einwohnermeldeamt der neuen Gemeinde, mit Wohnungsgeberbestätigung."),
        ("2026-05-12T22:30:00+01:00", "extractor fan humidistat vs timer bathroom", "Timer overrun: simple, cheap, runs a set time after the light goes off. Humidistat: runs until humidity drops, better for rooms where people shower at odd times; slightly more to go wrong."),
    ]
    lines = [json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) for t, q, a in qs]
    write_text("chats/ai/quick-questions.jsonl", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ Instagram DM export

KATI = "Katrin Weber"
ANNI = "Annika Brandt"


def mojibake(s):
    # Meta's export writes UTF-8 bytes as if each byte were a Latin-1 code point
    return s.encode("utf-8").decode("latin-1")


def instagram():
    # (local Berlin/London-ish time string in UTC, sender, text, extras)
    msgs = [
        ("2025-07-06 18:02:11", KATI, "Hast du Mamas Anruf heute auch verpasst? Sie klang komisch", {}),
        ("2025-07-06 18:40:53", ANNI, "Ja, ruf sie gleich zurück. Geht's um Papas Knie?", {}),
        ("2025-07-06 19:31:20", KATI, "Auch. Aber ich glaub es geht um die Wohnung. Die Treppen…", {}),
        ("2025-08-17 20:12:44", ANNI, "Mail von Mama bekommen. Sie verkaufen. 😢", {}),
        ("2025-08-17 20:14:02", KATI, "Ich weiß. Ich war mit ihnen bei der Seniorenwohnung. Ehrlich: es ist richtig so.", {}),
        ("2025-08-17 20:15:30", KATI, "Papa will privat verkaufen. Bitte red ihm das aus, auf dich hört er beim Papierkram", {}),
        ("2025-08-17 20:21:09", ANNI, "Mach ich. Makler ja, aber einer den Mama mag", {"react": ("❤", KATI)}),
        ("2025-10-02 07:45:18", KATI, "Flüge gebucht! 23.–27. Okt, Karlsruhe → Manchester. Mia will unbedingt \"echte englische Pommes\"", {}),
        ("2025-10-02 12:03:40", ANNI, "Yesss 🎉 fish and chips in the rain it is", {}),
        ("2025-10-28 21:10:05", KATI, "Danke für alles!! Paul redet nur noch von Brezel der Katze 😂", {}),
        ("2025-11-14 19:22:31", KATI, "Ich war gestern mit Mama bei der Eigentümerversammlung. Du musst was wissen wegen dem Dach", {}),
        ("2025-11-14 19:24:02", KATI, "Das Dach vom ganzen Haus wird 2026 neu gemacht, ist beschlossen. Sonderumlage für Mamas Wohnung ca. 11.400 €, fällig im Herbst 2026", {}),
        ("2025-11-14 19:25:40", KATI, "Frau Kessler meint, das muss man den Käufern offen sagen und im Vertrag regeln, sonst gibt's später Ärger", {}),
        ("2025-11-14 20:01:12", ANNI, "Oh nein. Und wer zahlt das dann – Mama und Papa oder die Käufer?", {}),
        ("2025-11-14 20:03:55", KATI, "Verhandlungssache. Wahrscheinlich Mama und Papa, weil der Beschluss vor dem Verkauf war. Dafür nicht am Preis runtergehen, sagt Kessler", {}),
        ("2025-11-14 20:05:10", ANNI, "Ok. Papa wird toben.", {}),
        ("2025-11-14 20:05:31", KATI, "Hat er schon 🙃", {}),
        ("2025-12-01 18:30:00", ANNI, "Flüge für Weihnachten sind gebucht, 21.–29.12. Leo zählt schon die Tage", {}),
        ("2025-12-01 18:33:17", KATI, "Das letzte Weihnachten in der Erwinstraße. Ich darf gar nicht dran denken", {}),
        ("2026-01-13 17:50:49", KATI, "Erstes Angebot: 365.000. Papa sagt \"Frechheit\" 😅", {}),
        ("2026-01-13 18:12:30", ANNI, "Frau Kessler sagt abwarten, es ist erst Januar", {}),
        ("2026-02-09 22:30:11", KATI, "Gut dass wir uns einig waren. Papa hat danach noch eine halbe Stunde über Herrn Y. geschimpft", {}),
        ("2026-02-09 22:31:40", ANNI, "Haha. Ich schlaf jetzt. Was für ein Tag", {}),
        ("2026-03-03 19:05:22", KATI, "Papas 70. – wir müssen uns was überlegen. Er sagt natürlich \"nichts\"", {}),
        ("2026-03-03 19:07:48", KATI, "Und er hat mir ausdrücklich gesagt: bloß keine Überraschungsparty und keine Reden. Er hasst das", {}),
        ("2026-03-03 19:10:15", ANNI, "Typisch 😂 Ok, keine Überraschung, keine Reden. Aber ein richtiges Geschenk", {}),
        ("2026-03-03 19:25:33", KATI, "Idee: eine Ballonfahrt über den Schwarzwald! Er hat doch immer von dem Ballon über dem Dreisamtal erzählt", {}),
        ("2026-03-03 19:26:10", KATI, "Ca. 480 € für einen Platz, Start irgendwo im Dreisamtal? muss ich nachschauen", {}),
        ("2026-03-03 19:31:02", ANNI, "JA. Das ist perfekt. Halbe-halbe, du buchst, ich überweise dir 240", {"react": ("👍", KATI)}),
        ("2026-03-04 08:14:27", KATI, "Gebucht! Gutschein kommt per Mail, ich druck ihn schön aus", {}),
        ("2026-04-14 20:40:09", ANNI, "Vertragsentwurf vom Notar ist da, schick dir den Auszug. Ist alles ziemlich Standard glaub ich", {}),
        ("2026-04-14 21:02:31", KATI, "Hab's gesehen, danke. § 5 ist das mit dem Dach, oder?", {}),
        ("2026-04-14 21:05:45", ANNI, "Genau, das zahlen Mama und Papa", {}),
        ("2026-05-05 10:12:51", KATI, "Hast du die Mail vom Notar gesehen? Verschoben!!", {}),
        ("2026-05-05 10:30:20", ANNI, "Ja. Ehrlich gesagt besser – dann komm ich nur einmal, für Notar UND Papas Geburtstag. Buch gleich um", {}),
        ("2026-05-08 21:20:03", ANNI, "Flug ist gebucht, 14.–21. Juni, über Basel", {}),
        ("2026-05-08 21:22:44", KATI, "Super! Ich hol dich am Samstag in Freiburg vom Bahnhof ab, nein Quatsch, du kommst ja Sonntag. Ich komm am Samstag zur Feier", {}),
        ("2026-05-12 18:47:15", KATI, "Wegen Keller: der Entrümpler kommt am 16. Juni, 9 Uhr. Den Kellerschlüssel hat übrigens Frau Bühler aus dem 2. OG – Mama hat ihn ihr gegeben, damit die Männer rein können falls wir nicht da sind", {}),
        ("2026-05-12 18:49:02", ANNI, "Ok, gut zu wissen. Ich bin ja dann da", {}),
        ("2026-05-12 18:52:30", KATI, "Und nimm alte Klamotten mit. Der Keller ist eine Zeitkapsel von 1994 🙈", {}),
        ("2026-05-16 09:05:10", KATI, "Mama fragt zum 100. Mal ob Tom und Leo mitkommen", {}),
        ("2026-05-16 09:40:26", ANNI, "Nein, Schule. Sag ihr: nächstes Mal alle drei, versprochen ❤", {}),
    ]
    out = []
    for when, sender, text, extra in msgs:
        d = datetime.strptime(when, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC)
        m = {"sender_name": mojibake(sender), "timestamp_ms": int(d.timestamp() * 1000),
             "content": mojibake(text)}
        if "react" in extra:
            r, actor = extra["react"]
            m["reactions"] = [{"reaction": mojibake(r), "actor": mojibake(actor)}]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        out.append(m)
    out.reverse()  # newest first, as Meta exports
    # add one shared photo (no content) in its real shape
    photo_t = int(datetime(2026, 5, 15, 17, 2, 9, tzinfo=UTC).timestamp() * 1000)
    out.insert(1, {"sender_name": mojibake(KATI), "timestamp_ms": photo_t,
                   "photos": [{"uri": "your_instagram_activity/messages/inbox/katrinweber_17845290331204567/photos/457812390012345_n.jpg",
                               "creation_timestamp": photo_t // 1000}],
                   "is_geoblocked_for_viewer": False, "is_unsent_image_by_messenger_kid_parent": False})
    out.sort(key=lambda m: -m["timestamp_ms"])
    doc = {
        "participants": [{"name": mojibake(KATI)}, {"name": mojibake(ANNI)}],
        "messages": out,
        "title": mojibake(KATI),
        "is_still_participant": True,
        "thread_path": "inbox/katrinweber_17845290331204567",
        "magic_words": [],
    }
    write_text("chats/instagram/your_instagram_activity/messages/inbox/katrinweber_17845290331204567/message_1.json",
               json.dumps(doc, ensure_ascii=True, indent=2) + "\n")


def build():
    chatgpt()
    plain_messages()
    quick_questions()
    instagram()
