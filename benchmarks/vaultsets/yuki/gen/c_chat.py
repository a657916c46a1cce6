"""Chat exports (LINE txt, ChatGPT conversations.json, messages JSON, JSONL) and CSV files."""
import json
import uuid
from datetime import date, datetime, timezone, timedelta
from util import write_text, write_bytes

WD = "月火水木金土日"
NS = uuid.UUID("6f1c2a44-1b7e-4a52-9d1e-5e0f3c9b7a11")


# ------------------------------------------------------------------ LINE
LINE = [
    ("2025-03-05", [
        ("07:45", "麻衣", "ゆき、メール送ったよ。手術日のこと"),
        ("08:02", "ゆき", "見た！ありがとう。5月半ばから行けるように職場に相談してみる"),
        ("08:03", "ゆき", "[スタンプ]"),
        ("12:30", "けいこ", "二人ともありがとうね"),
        ("12:31", "けいこ", "[スタンプ]"),
        ("19:10", "田中 博", "大げさにしなくていい"),
        ("19:12", "麻衣", "大げさじゃないよ！\n階段で3回休んでたでしょ"),
    ]),
    ("2025-04-02", [
        ("22:50", "ゆき", "飛行機取れた！\n16日バンクーバー発、17日の夕方羽田着。\n17日は東京に泊まって、18日に麻衣と一緒に新幹線で仙台に行く予定"),
        ("22:52", "麻衣", "了解！"),
        ("22:52", "麻衣", "[スタンプ]"),
    ]),
    ("2025-05-16", [
        ("10:20", "麻衣", "明後日18日、東京駅の丸の内北口の改札を出たところで10時に待ってるね。\n新幹線は10:36のはやぶさ。切符は私が取っておく"),
        ("10:41", "ゆき", "了解！丸の内北口に10時ね"),
        ("10:42", "ゆき", "[スタンプ]"),
        ("11:05", "けいこ", "気をつけてね"),
    ]),
    ("2025-05-22", [
        ("09:02", "麻衣", "手術室に入りました"),
        ("09:03", "けいこ", "[写真]"),
        ("12:48", "ゆき", "終わった！\n先生から説明あり、手術は予定どおり。今は麻酔から覚めるのを待ってる"),
        ("12:50", "麻衣", "よかった〜〜"),
        ("12:50", "麻衣", "[スタンプ]"),
        ("18:30", "田中 博", "痛い"),
        ("18:31", "ゆき", "痛み止め頼んだよ"),
    ]),
    ("2025-06-10", [
        ("15:15", "麻衣", "お父さん今日転院しました。\n泉中央リハビリテーション病院（泉区）。\n担当の理学療法士さんは菅野さん。すごく優しい"),
        ("15:17", "麻衣", "[写真]"),
        ("15:40", "ゆき", "ありがとう！こっちは今日ようやく仕事復帰。時差ボケひどい"),
    ]),
    ("2025-07-14", [
        ("20:05", "けいこ", "退院しました。リハビリは泉整形外科に週3回通います"),
        ("20:06", "けいこ", "[写真]"),
        ("20:20", "ゆき", "おめでとう！！"),
        ("20:21", "田中 博", "[スタンプ]"),
    ]),
    ("2025-08-27", [
        ("21:00", "ゆき", "下の部屋、テナント決まったよ！\n10月1日から。最初に決めかけた人は reference がダメで、結局もう一人の方に"),
        ("21:03", "麻衣", "おお！よかったね"),
        ("21:10", "けいこ", "よかったね。変な人じゃないといいけど"),
    ]),
    ("2025-09-14", [
        ("19:00", "ゆき", "☎ 通話時間 45:12"),
        ("19:40", "ゆき", "お正月は帰るつもり！12月28日くらいから"),
        ("19:41", "けいこ", "[スタンプ]"),
        ("19:45", "麻衣", "じゃあ私も30日から行く"),
    ]),
    ("2025-10-12", [
        ("18:00", "麻衣", "ちょっと聞いて。\nお父さん、外でも杖を使わないで歩いてるんだけど。\n昨日スーパーで転びそうになったってお母さんが言ってた"),
        ("18:02", "麻衣", "本当に頑固"),
        ("18:10", "ゆき", "え〜。次のビデオ通話で言うね"),
        ("18:11", "田中 博", "転んでない"),
        ("18:11", "麻衣", "[スタンプ]"),
    ]),
    ("2025-11-02", [
        ("20:15", "ゆき", "ごめん、やっぱりお正月は無理になった。\n12月は手術の予約が詰まってて休みが取れないのと、下の部屋のこともまだ残ってて。\nその代わり3月の春休みに1週間帰ります！"),
        ("20:16", "ゆき", "メッセージの送信を取り消しました"),
        ("20:20", "けいこ", "無理しないでね。3月待ってるよ"),
        ("20:22", "麻衣", "了解〜 3月ね"),
    ]),
    ("2025-11-09", [
        ("11:30", "麻衣", "ゆき、お風呂の手すりの件どうなった？\nカナダで見たって言ってた吸盤じゃないやつ。\n型番とか教えてくれたらこっちで工務店に聞く"),
        ("11:45", "ゆき", "ごめん忘れてた！今週中に送る"),
        ("11:46", "ゆき", "[スタンプ]"),
    ]),
    ("2025-11-20", [
        ("21:00", "麻衣", "手すりの件まだ〜？"),
        ("21:03", "ゆき", "ほんとごめん、週末に絶対送る\n今週は職場でバタバタで"),
        ("21:04", "けいこ", "急がなくていいよ"),
    ]),
]


def line_export():
    out = ["[LINE] 田中家のトーク履歴", "保存日時：2025/11/23 21:14", ""]
    for ds, msgs in LINE:
        d = date.fromisoformat(ds)
        out.append("%04d/%02d/%02d(%s)" % (d.year, d.month, d.day, WD[d.weekday()]))
        for t, who, text in msgs:
            if "\n" in text:
                text = '"' + text + '"'
            out.append("%s\t%s\t%s" % (t, who, text))
        out.append("")
    return "\n".join(out)


# ------------------------------------------------------------------ ChatGPT export
def _ts(y, mo, d, h, mi, s=0):
    return datetime(y, mo, d, h, mi, s, tzinfo=timezone(timedelta(hours=-7))).timestamp() + 0.123456


def _conv(key, title, turns, branches=None):
    """turns: list of (role, text, ts); branches: {index_of_user_turn: (alt_user_text, alt_answer, ts)}
    The alternative (edited-away) branch hangs off the same parent as turn index."""
    def nid(x):
        return str(uuid.uuid5(NS, key + "/" + x))
    mapping = {}
    root = nid("root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = nid("sys")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id

    def add(idx, role, text, ts, par, tag=""):
        i = nid("%d%s" % (idx, tag))
        mapping[i] = {"id": i, "message": {
            "id": i, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": ({"model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                         if role == "assistant" else {}),
            "recipient": "all", "channel": None}, "parent": par, "children": []}
        mapping[par]["children"].append(i)
        return i

    branches = branches or {}
    for idx, (role, text, ts) in enumerate(turns):
        if idx in branches:
            alt_u, alt_a, alt_ts = branches[idx]
            u = add(idx, "user", alt_u, alt_ts, parent, "old")
            add(idx + 1, "assistant", alt_a, alt_ts + 9.5, u, "old")
        parent = add(idx, role, text, ts, parent)
    return {"title": title, "create_time": turns[0][2] - 1.0, "update_time": turns[-1][2],
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": nid("conv"),
            "conversation_template_id": None, "gizmo_id": None, "is_archived": False,
            "safe_urls": [], "default_model_slug": "gpt-4o", "id": nid("conv")}


def chatgpt_export():
    c1 = _conv("firesep", "Basement suite fire separation", [
        ("user", "I'm adding a legal secondary suite in my basement in Vancouver. What does the "
                 "fire separation between the suite and the main floor usually need to be? The "
                 "joists are open right now. Also I care about noise - my bedroom is right above.",
         _ts(2025, 3, 2, 21, 10)),
        ("assistant", "For a secondary suite in a house, the separation between dwelling units is "
                      "typically a continuous fire separation with a fire-resistance rating "
                      "(often 45 minutes in BC for houses with a secondary suite - check the "
                      "current Vancouver Building By-law and your permit drawings). In practice "
                      "that usually means:\n\n- 5/8\" Type X gypsum board on the ceiling of the "
                      "suite, joints taped and filled\n- the same on walls that separate the "
                      "suite from shared spaces such as the furnace/mechanical room\n- doors "
                      "between the suite and shared areas that are solid-core and self-closing\n"
                      "- penetrations (ducts, pipes, wires) sealed with a listed firestop product\n"
                      "- interconnected smoke alarms in the suite and the main house\n\nFor the "
                      "noise: insulation (mineral wool) in the joist cavities plus resilient "
                      "channel under the drywall makes a big difference for footfall and voices. "
                      "If you use resilient channel, make sure the assembly is still a rated one "
                      "- your inspector will want to see it matches a listed design.",
         _ts(2025, 3, 2, 21, 14)),
        ("user", "Mineral wool vs the pink stuff for sound, is it worth the money?",
         _ts(2025, 3, 2, 21, 20)),
        ("assistant", "Mineral wool (e.g. the 'safe'n'sound' type batts) is denser and does a bit "
                      "better for airborne sound, and it doesn't burn, which is nice in a "
                      "mechanical area. For a joist ceiling the difference in comfort is modest "
                      "compared to adding resilient channel or a second layer of board. If budget "
                      "is tight, put the money into the channel and sealing the gaps first.",
         _ts(2025, 3, 2, 21, 21)),
    ], branches={0: ("basement suite drywall between suite and upstairs, is 1/2 inch ok?",
                     "Regular 1/2\" board is usually not enough for a rated separation between "
                     "two dwelling units. Could you tell me where you are? Requirements vary by "
                     "jurisdiction.", _ts(2025, 3, 2, 21, 6))})
    c2 = _conv("rent", "Rent estimate basement suite", [
        ("user", "What's a reasonable rent for a newly renovated 1 bed basement suite near Dunbar / "
                 "W 19th in Vancouver, about 600 sq ft, separate entrance, utilities and wifi "
                 "included, shared laundry in the main house?",
         _ts(2025, 7, 21, 22, 2)),
        ("assistant", "Based on typical listings in that part of the west side, a renovated "
                      "1-bedroom basement suite of around 600 sq ft with utilities included "
                      "tends to list somewhere around $1,750-$1,900 a month. Shared laundry "
                      "pulls it toward the lower end; in-suite laundry, parking or a newer "
                      "kitchen pull it up. Listing at about $1,850 and seeing how many inquiries "
                      "you get in the first week is a reasonable approach.",
         _ts(2025, 7, 21, 22, 3)),
    ])
    c3 = _conv("kids", "Ideas for grade 3 heritage Japanese class", [
        ("user", "I teach a Saturday heritage Japanese class, grade 3, 12 kids, mixed level (some "
                 "speak Japanese at home, some barely). 3 hours. Give me ideas to keep them "
                 "engaged in the last hour when they're tired.",
         _ts(2025, 9, 7, 15, 30)),
        ("assistant", "A few ideas for the tired last hour:\n\n1. Karuta with the week's kanji "
                      "(kids love slapping cards).\n2. 'Shiritori relay' in teams on the board.\n"
                      "3. A short picture-book read-aloud followed by 'what happens next?' "
                      "drawings.\n4. Cooking words: bring in real items (onigiri, mochi) and have "
                      "them label them.\n5. Let the stronger speakers be 'teachers' for a 10 "
                      "minute mini-lesson.\nKeep each activity under 15 minutes and move around.",
         _ts(2025, 9, 7, 15, 31)),
    ])
    return [c3, c2, c1]


# ------------------------------------------------------------------ plain messages JSON
ASSIST = [
    ("user", "I have two applicants for my basement suite. What should I actually ask a previous landlord on the phone?", "2025-08-18T21:04:11-07:00"),
    ("assistant", "Good questions for a previous landlord: dates of tenancy and rent amount (check they match the application); did they pay on time; any damage beyond normal wear; any complaints from neighbours; did they give proper notice; would you rent to them again? Also confirm the person you're calling really is the landlord - look up the property owner or ask for a utility bill in their name.", "2025-08-18T21:04:30-07:00"),
    ("user", "Applicant 1 (Marcus, ER nurse, nights) is my favourite but his previous landlord hasn't called back in 4 days. Applicant 2 is a grad student, references already came back great. Do I wait?", "2025-08-18T21:09:52-07:00"),
    ("assistant", "You can give a clear deadline: tell Marcus you need the reference by a specific date (e.g. 48 hours) or you'll move on. Holding a unit for an unverified applicant while a verified one is waiting risks losing both. It's reasonable to make a conditional offer only once references are in.", "2025-08-18T21:10:14-07:00"),
    ("user", "ok. also is it legal to ask for half a month deposit plus first month before move in in BC", "2025-08-18T21:15:40-07:00"),
    ("assistant", "In BC a landlord can ask for a security deposit of up to half of one month's rent (and a pet damage deposit of up to another half month if pets are allowed). First month's rent is normally paid on or before the move-in date. Use the standard RTB tenancy agreement and do a move-in condition inspection report together.", "2025-08-18T21:15:58-07:00"),
]

# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    ("2025-01-09T07:12:00-08:00", "ketamine 100mg/ml how many ml for 5 mg/kg in a 4.2 kg cat", "5 mg/kg x 4.2 kg = 21 mg; 21 / 100 = 0.21 mL."),
    ("2025-02-02T08:14:00-08:00", "type x drywall vs regular difference", "Type X has glass fibres in the gypsum core so it holds together longer in a fire; it is required for most rated assemblies."),
    ("2025-03-22T13:40:00-07:00", "how do you say 'permission slip' in japanese for school", "同意書 (どういしょ) or 許可書; for schools 同意書 is most common."),
    ("2025-04-27T19:05:00-07:00", "what to pack for hospital stay elderly japan", "Front-opening pyjamas, shoes with heels (not slippers), cup with a lid, name labels, earphones, a long phone cable."),
    ("2025-06-14T02:51:00-07:00", "how long is cooked rice ok in the fridge", "About 3-4 days in a sealed container; cool it quickly. For longer, freeze single portions wrapped in cling film (up to a month)."),
    ("2025-07-02T12:20:00-07:00", "do I need an electrical final before the building final vancouver", "Usually yes - the electrical permit is closed separately and the building final expects it to be done."),
    ("2025-08-03T10:10:00-07:00", "write a short rental listing headline basement suite west side", "'Bright, newly renovated 1-bed garden suite near Dunbar - utilities & Wi-Fi included'."),
    ("2025-09-20T16:02:00-07:00", "kanji for turnip", "蕪 (かぶ). In kids' books it's usually written in hiragana: かぶ."),
    ("2025-10-03T06:45:00-07:00", "methimazole side effects cats itchy face", "Facial pruritus/excoriation is a known side effect, usually in the first months; call the vet, it may need a switch to transdermal or a different treatment."),
    ("2025-10-25T21:30:00-07:00", "hydromorphone overfill how much per vial typical", "Manufacturers add a small overfill so the labelled volume can be withdrawn; the exact amount varies by product - check the insert and your distributor."),
    ("2025-11-06T20:14:00-08:00", "bathroom grab bar that doesn't need studs", "Look for grab bars rated for anchor mounting (e.g. with toggle-style anchors) - avoid suction-cup bars for weight bearing."),
    ("2025-11-19T22:48:00-08:00", "countersign vs co-sign difference", "To countersign is to add a second, confirming signature to something already signed; co-sign usually means signing jointly (e.g. a loan). For a drug log, 'witness signature' or 'countersign' is the usual wording."),
]


# ------------------------------------------------------------------ CSV
LEDGER = [
    ("2024-12-12", "Northgate Design", "drawings", "suite drawings + fire sep details for permit", "1450.00", "visa"),
    ("2025-01-20", "City of Vancouver", "permit", "building permit fee BP-2025-00317", "1212.40", "visa"),
    ("2025-02-14", "Brightline Electric", "electrical", "deposit 30% (quote BE-2291)", "1944.00", "e-transfer"),
    ("2025-03-03", "Sidhu Plumbing", "plumbing", "Arjun moved the shower drain + tie-in to stack", "2860.00", "e-transfer"),
    ("2025-03-12", "Brightline Electric", "electrical", "progress payment after rough-in", "2592.00", "e-transfer"),
    ("2025-03-20", "Westside Hardware", "materials", "lumber, screws, vapour barrier", "486.37", "debit"),
    ("2025-04-11", "Doyle Renovations", "drywall", "5/8 type X board supply", "2310.00", "e-transfer"),
    ("2025-04-25", "Doyle Renovations", "labour", "framing + drywall + taping labour", "8400.00", "e-transfer"),
    ("2025-05-02", "Coastline Floors", "flooring", "flooring + underlay, 610 sq ft", "3120.00", "visa"),
    ("2025-05-30", "Westside Hardware", "safety", "alarms x3, sealant, box pads", "212.85", "debit"),
    ("2025-06-02", "Sidhu Plumbing", "plumbing", "fixtures install (vanity, shower valve, toilet)", "1480.00", "e-transfer"),
    ("2025-06-10", "Kitchen Depot", "kitchen", "kitchenette cabinets + counter", "4890.00", "visa"),
    ("2025-06-30", "Doyle Renovations", "fire sep", "inspection fixes: spring hinges on furnace room door + firestop at dryer duct", "385.00", "e-transfer"),
    ("2025-07-04", "Brightline Electric", "electrical", "final 30%", "1944.00", "e-transfer"),
    ("2025-07-08", "City of Vancouver", "permit", "re-inspection fee", "210.00", "visa"),
    ("2025-07-15", "Dunbar Paint", "paint", "paint + supplies (Swiss Coffee walls)", "640.00", "visa"),
    ("2025-07-28", "Coastal Appliances", "appliances", "fridge + 24in range", "2340.00", "visa"),
    ("2025-08-04", "RentSpot", "listing", "featured listing 7 days", "49.00", "visa"),
    ("2025-08-22", "Coastal Appliances", "appliances", "stacked washer/dryer for suite", "1980.00", "visa"),
    ("2025-09-05", "Dunbar Lock & Key", "misc", "rekey suite door, 3 keys", "165.00", "debit"),
    ("2025-09-12", "Doyle Renovations", "labour", "laundry closet venting + trim", "1250.00", "e-transfer"),
    ("2025-11-03", "Westside Hardware", "misc", "caulk, weatherstrip", "74.85", "debit"),
]

CE = [
    ("2024-02-10", "BCVTA", "Pain scoring in cats", "webinar", "1.0"),
    ("2024-03-16", "Harbourview in-house", "Blood smear review", "in person", "0.5"),
    ("2024-04-20", "VetBloom", "Fluid therapy basics refresher", "online", "1.0"),
    ("2024-05-25", "BCVTA", "Toxicology: lilies, xylitol, grapes", "webinar", "1.0"),
    ("2024-06-08", "Harbourview in-house", "Dental charting update", "in person", "0.5"),
    ("2024-08-17", "VetBloom", "Feline-friendly handling", "online", "1.0"),
    ("2024-09-21", "BCVTA", "Controlled drugs: record keeping", "webinar", "1.0"),
    ("2024-10-19", "Harbourview in-house", "Anesthesia machine leak test", "in person", "0.5"),
    ("2024-11-23", "Pacific Vet Conference", "Nursing the critical patient (2 sessions)", "in person", "2.0"),
    ("2025-01-18", "BCVTA", "Radiation safety", "webinar", "1.0"),
    ("2025-02-26", "Harbourview in-house", "RECOVER CPR recert", "in person", "1.5"),
    ("2025-04-05", "VetBloom", "Local blocks for dentals", "online", "1.0"),
    ("2025-06-21", "BCVTA", "Compassion fatigue & you (recording)", "online", "1.0"),
    ("2025-09-27", "Harbourview in-house", "New ultrasound machine basics", "in person", "1.0"),
    ("2025-11-08", "BCVTA", "Anesthesia Monitoring for RVTs", "webinar", "3.0"),
]


def csv_line(fields):
    out = []
    for f in fields:
        if any(c in f for c in ',"\n'):
            f = '"' + f.replace('"', '""') + '"'
        out.append(f)
    return ",".join(out)


def build(root):
    files = []
    rel = "chats/line/[LINE] 田中家のトーク.txt"
    write_text(root, rel, line_export())
    files.append(rel)

    rel = "chats/chatgpt/conversations.json"
    write_text(root, rel, json.dumps(chatgpt_export(), ensure_ascii=False, indent=2) + "\n")
    files.append(rel)

    rel = "chats/assistant/tenant-screening-2025-08.json"
    write_text(root, rel, json.dumps([{"role": r, "content": c, "timestamp": t} for r, c, t in ASSIST],
                                     ensure_ascii=False, indent=1) + "\n")
    files.append(rel)

    rel = "chats/quick-questions.jsonl"
    write_text(root, rel, "".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n"
                                  for t, q, a in QUICK))
    files.append(rel)

    # ledger with running total (cents to avoid float drift)
    rel = "data/suite-reno-ledger.csv"
    lines = [csv_line(["date", "vendor", "category", "description", "amount", "paid_with", "running_total"])]
    total = 0
    for d, v, c, desc, amt, pay in LEDGER:
        total += int(amt.replace(".", ""))
        lines.append(csv_line([d, v, c, desc, amt, pay, "%d.%02d" % (total // 100, total % 100)]))
    write_text(root, rel, "\n".join(lines) + "\n", newline="\r\n")
    files.append(rel)

    rel = "data/ce-credits-2024-25.csv"
    lines = [csv_line(["date", "provider", "course", "format", "credits", "cumulative", "cert_uploaded"])]
    cum = 0
    for d, p, c, f, cr in CE:
        if d == "2025-11-08":
            lines.append(csv_line([d, p, c, f, cr, "", "no"]))
            continue
        cum += int(float(cr) * 10)
        lines.append(csv_line([d, p, c, f, cr, "%d.%d" % (cum // 10, cum % 10), "yes"]))
    write_text(root, rel, "\n".join(lines) + "\n")
    files.append(rel)
    return files
