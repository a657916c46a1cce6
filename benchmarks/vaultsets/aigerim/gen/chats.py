# -*- coding: utf-8 -*-
"""Chat exports and the ski club mbox for the aigerim vault."""
import calendar as _cal
import html
import json
from datetime import datetime, timedelta, timezone

TZ5 = timezone(timedelta(hours=5))


def epoch(s):
    """'2024-09-17 21:04:10' (UTC+5) -> float epoch."""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=TZ5)
    return float(_cal.timegm(dt.astimezone(timezone.utc).timetuple())) + 0.123


# ---------------------------------------------------------------- ChatGPT export
def _conv(title, cid, nodes, current):
    """nodes: list of (id, parent, role, text, time-string or None)."""
    mapping = {}
    for nid, parent, role, text, ts in nodes:
        mapping[nid] = {"id": nid, "message": None, "parent": parent, "children": []}
        if role is not None:
            mapping[nid]["message"] = {
                "id": nid,
                "author": {"role": role, "name": None, "metadata": {}},
                "create_time": epoch(ts) if ts else None,
                "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" else None,
                "weight": 1.0,
                "metadata": {},
                "recipient": "all",
            }
    for nid, parent, *_ in nodes:
        if parent:
            mapping[parent]["children"].append(nid)
    times = [epoch(n[4]) for n in nodes if n[4]]
    return {"title": title, "create_time": min(times), "update_time": max(times), "mapping": mapping,
            "moderation_results": [], "current_node": current, "plugin_ids": None,
            "conversation_id": cid, "conversation_template_id": None, "id": cid}


def chatgpt():
    c1 = _conv("Talk title ideas", "6f0c1a2e-77b1-4c1e-9f0a-3c2d51e0a101", [
        ("root-1", None, None, None, None),
        ("sys-1", "root-1", "system", "", None),
        ("u1a", "sys-1", "user",
         "My talk at Caucasus Testing Days (Tbilisi, October) is currently called \"Flaky Tests Are Product Bugs\". "
         "The organisers let me change the title until 20 Sept. Suggest 5 catchier titles about flaky tests.",
         "2024-09-17 21:04:10"),
        ("a1a", "u1a", "assistant",
         "Here are five options:\n1. Flaky Tests Are Product Bugs (keep it - it's clear)\n2. The Test That Cried Wolf\n"
         "3. Green Builds, Red Faces\n4. Quarantine Is Not a Cure\n5. Your Flaky Test Is Trying to Tell You Something",
         "2024-09-17 21:04:31"),
        ("u1b", "sys-1", "user",
         "My talk at Caucasus Testing Days (Tbilisi, October) is currently called \"Flaky Tests Are Product Bugs\". "
         "I want to refocus it on the real story: payment retries, idempotency keys and a double charge in production. "
         "The organisers let me change the title until 20 Sept. Suggest 5 titles.",
         "2024-09-17 21:07:55"),
        ("a1b", "u1b", "assistant",
         "Good refocus - the incident story is much stronger. Options:\n1. Retry Storms: What a Double Charge Taught Our QA Team\n"
         "2. Idempotency or Bust\n3. The Same Payment, Twice\n4. When Retries Cost Real Money\n"
         "5. Testing the Unhappy Path of a Payment Gateway",
         "2024-09-17 21:08:20"),
        ("u2", "a1b", "user",
         "Going with number 1, final - I'll send it to Nino tomorrow. Write a 2-sentence abstract for the printed programme, "
         "no company names.",
         "2024-09-17 21:12:02"),
        ("a2", "u2", "assistant",
         "Retry Storms: What a Double Charge Taught Our QA Team\n\nOne evening, a harmless-looking retry in a checkout "
         "service charged dozens of customers twice. This talk walks through how it slipped past our tests, what we "
         "changed in contract tests and load testing, and how to test the unhappy paths of a payment gateway before "
         "your customers do.",
         "2024-09-17 21:12:40"),
    ], "a2")
    c2 = _conv("Letter to bank (RU)", "0b8e4d7a-2f3c-4a55-8e61-9d4c7b3a2202", [
        ("root-2", None, None, None, None),
        ("u3", "root-2", "user",
         "Помоги написать короткое вежливое письмо в банк: прошу продлить предварительное одобрение ипотеки, "
         "срок истекает в марте, квартиру ещё выбираю.",
         "2025-01-20 09:41:00"),
        ("a3", "u3", "assistant",
         "Здравствуйте! Срок предварительного одобрения по моей заявке истекает в марте, квартиру я ещё выбираю. "
         "Можно ли продлить одобрение? Что для этого нужно?\n\nС уважением, Айгерим Садыкова",
         "2025-01-20 09:41:20"),
    ], "a3")
    return json.dumps([c2, c1], ensure_ascii=False, indent=1).encode("utf-8")


# ---------------------------------------------------------------- plain messages JSON
def assistant_export():
    msgs = [
        ("user", "Car loan question. Remaining principal about 4.68M KZT, 17.9% nominal, 23 payments left, current "
                 "payment 142,300. If I pay 1.5M early, what's the interest difference between shortening the term and "
                 "reducing the monthly payment?", "2024-10-12T20:15:00+05:00"),
        ("assistant", "Rough numbers (annuity, monthly compounding):\n- Keep payment, shorten term: you finish ~8 months "
                      "earlier and pay roughly 640k less interest than without the prepayment.\n- Keep term, reduce "
                      "payment: new payment around 119k, you pay roughly 450k less interest.\nSo shortening the term saves "
                      "about 190k more in interest, while reducing the payment frees ~23k a month of cash flow.",
         "2024-10-12T20:15:40+05:00"),
        ("user", "ok and if I put the 23k/month into my deposit at 14%?", "2024-10-12T20:17:02+05:00"),
        ("assistant", "Over 23 months that is ~530k contributions plus roughly 70k interest - it narrows the gap but does "
                      "not fully close it. It's a cash-flow vs total-cost trade-off; both are reasonable.",
         "2024-10-12T20:17:30+05:00"),
        ("user", "fine, cash flow wins, apartment first", "2024-10-12T20:18:10+05:00"),
    ]
    data = {"source": "assistant app export", "conversation": "car loan early repayment",
            "messages": [{"role": r, "content": c, "timestamp": t} for r, c, t in msgs]}
    return json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")


# ---------------------------------------------------------------- JSONL quick questions
def quick_questions():
    rows = [
        ("2024-05-06T08:12:00+05:00", "flaky test quarantine best practice 7 day rule?",
         "Common practice: quarantine on first flake, fix or delete within a fixed window (often 7 days), track the count."),
        ("2024-09-30T22:01:00+05:00",
         "air astana A321 to tbilisi - which seat letters are aisle? I hate window seats, always want aisle, never row 1",
         "On the A321 (3-3 layout) aisle seats are C and D. Rows 11-12 behind the exit often have more legroom."),
        ("2024-10-06T19:40:00+05:00", "how to say thank you in georgian", "madloba (მადლობა); very polite: didi madloba."),
        ("2024-10-06T19:41:00+05:00", "gamarjoba answer?", "gagimarjos"),
        ("2024-11-28T21:30:00+05:00", "как по-казахски сиделка", "күтуші (kütüshi); медсестра - мейірбике."),
        ("2024-12-20T08:55:00+05:00", "diamox dose for 3500m ski touring?",
         "Prophylaxis is usually 125 mg twice a day, starting the day before ascent - check with a doctor first."),
        ("2025-01-05T13:02:00+05:00", "barryvox vs ortovox diract difference",
         "Both are 3-antenna beacons; Diract has voice guidance and a built-in battery, Barryvox uses AAA and is lighter."),
        ("2025-01-22T10:14:00+05:00", "ogpo renew online kaspi?", "Yes - in the Kaspi app: Insurance > OGPO, about 5 minutes."),
        ("2025-02-03T23:40:00+05:00", "skin glue cold temperature problem",
         "Keep skins inside the jacket between laps; glue gets weak below -15 C."),
        ("2025-02-14T07:50:00+05:00", "kak po-kazahski 'pozdravlyayu s dnem vlyublennyh'",
         "Ғашықтар күнімен құттықтаймын!"),
    ]
    return "".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in rows).encode("utf-8")


# ---------------------------------------------------------------- Telegram Desktop HTML export
TG_MSGS = [
    # (date 'YYYY-MM-DD HH:MM:SS', sender or None for service, text)
    ("2024-09-20 08:02:11", "svc", "20 September 2024"),
    ("2024-09-20 08:02:11", "Жанар", "Айка, доброе утро. Ажеке спрашивает, ты точно приедешь в понедельник? Она уже сумку собрала 😅"),
    ("2024-09-20 08:02:40", "Жанар", "и просит привезти курт из Алматы, говорит у нас не такой"),
    ("2024-09-20 08:15:03", "Aigerim", "da, v voskresen'e vecherom vyezzhayu, budu v ponedelnik utrom"),
    ("2024-09-20 08:15:30", "Aigerim", "kurt kuplyu, rahmet chto napomnila"),
    ("2024-11-20 21:40:18", "svc", "20 November 2024"),
    ("2024-11-20 21:40:18", "Жанар", "Гульнара уходит в конце месяца, переезжает к вам в Алматы на работу. Надо искать новую сиделку"),
    ("2024-11-20 21:41:02", "Жанар", "есть агентство «Мейірім», у них медсёстры. дороже, но хоть с опытом после операций"),
    ("2024-11-20 21:52:47", "Aigerim", "Давай агентство. Может всё-таки перевезём ажеке ко мне?"),
    ("2024-11-20 21:53:30", "Жанар", "Айка, она сказала нет ещё до того как я договорила 😂 «менің үйім осында»"),
    ("2024-11-20 21:54:10", "Aigerim", "ok, ponyala. ostaetsya v Taldykorgane, my chasche ezdim. soglasna"),
    ("2024-12-03 13:05:55", "svc", "3 December 2024"),
    ("2024-12-03 13:05:55", "Жанар", "Агентство подтвердило. С понедельника 9-го приходит Раушан апа, медсестра. Договор мне скинули"),
    ("2024-12-03 13:06:20", "Жанар", "я её видела вчера - строгая, но ажеке вроде понравилась"),
    ("2024-12-03 13:20:41", "Aigerim", "Супер. Оплату делим пополам как раньше, я свою часть до 5-го кидаю тебе на Kaspi"),
    ("2025-01-15 22:10:09", "svc", "15 January 2025"),
    ("2025-01-15 22:10:09", "Жанар", "Слушай, котёл у ажеке опять тухнет по ночам. Сосед Ержан посмотрел - говорит теплообменник забит"),
    ("2025-01-15 22:10:55", "Жанар", "либо чистить (тыс 25), но он говорит это на одну зиму, либо новый котёл ставить летом, тысяч 350 с работой"),
    ("2025-01-15 22:25:31", "Aigerim", "Давай сейчас почистим, а летом поменяем, чтобы следующую зиму не мёрзла. Я половину дам"),
    ("2025-01-15 22:26:02", "Жанар", "ок, скажу Ержану 👍"),
    ("2025-02-10 19:31:44", "svc", "10 February 2025"),
    ("2025-02-10 19:31:44", "Жанар", "С нотариусом в феврале не получится - ажеке простыла, температура. Перенесём на март, ок?"),
    ("2025-02-10 19:40:12", "Aigerim", "ok. glavnoe pust' vyzdoravlivaet. Raushan apa znaet?"),
    ("2025-02-10 19:41:00", "Жанар", "да, она и врача вызвала. Кстати пенсию проиндексировали, письмо пришло, я сфоткала"),
    ("2025-02-10 19:41:25", "Жанар", "Я в Алматы на Наурыз приеду с детьми, у тебя можно остановиться?"),
    ("2025-02-10 19:50:03", "Aigerim", "Конечно! Только я 8-11 марта в горах, после - да. Сәлем балаларға 🤗"),
]


def _tg_title(ts):
    dt = datetime.strptime(ts, "%Y-%m-%d %H:%M:%S")
    return dt.strftime("%d.%m.%Y %H:%M:%S") + " UTC+05:00"


def telegram():
    out = ["""<!DOCTYPE html>
<html>

 <head>

  <meta charset="utf-8"/>
<title>Exported Data</title>

  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>

  <link href="css/style.css" rel="stylesheet"/>

  <script src="js/script.js" type="text/javascript">

  </script>

 </head>

 <body onload="CheckLocation();">

  <div class="page_wrap">

   <div class="page_header">

    <div class="content">

     <div class="text bold">
Жанар
     </div>

    </div>

   </div>

   <div class="page_body chat_page">

    <div class="history">
"""]
    mid = 41207
    svc = -1
    prev = None
    for ts, who, text in TG_MSGS:
        if who == "svc":
            out.append("""
     <div class="message service" id="message%d">

      <div class="body details">
%s
      </div>

     </div>
""" % (svc, html.escape(text)))
            svc -= 1
            prev = None
            continue
        body = html.escape(text, quote=False).replace('"', "&quot;").replace("\n", "<br>")
        title = _tg_title(ts)
        hm = ts[11:16]
        if who == prev:
            out.append("""
     <div class="message default clearfix joined" id="message%d">

      <div class="body">

       <div class="pull_right date details" title="%s">
%s
       </div>

       <div class="text">
%s
       </div>

      </div>

     </div>
""" % (mid, title, hm, body))
        else:
            initial = who[0]
            pic = 2 if who == "Жанар" else 7
            out.append("""
     <div class="message default clearfix" id="message%d">

      <div class="pull_left userpic_wrap">

       <div class="userpic userpic%d" style="width: 42px; height: 42px">

        <div class="initials" style="line-height: 42px">
%s
        </div>

       </div>

      </div>

      <div class="body">

       <div class="pull_right date details" title="%s">
%s
       </div>

       <div class="from_name">
%s
       </div>

       <div class="text">
%s
       </div>

      </div>

     </div>
""" % (mid, pic, initial, title, hm, html.escape(who), body))
        prev = who
        mid += 1
    out.append("""
    </div>

   </div>

  </div>

 </body>

</html>
""")
    return "".join(out).encode("utf-8")


# ---------------------------------------------------------------- mbox (club list)
MBOX_MSGS = [
    dict(frm="kairat.mukanov@mail.example", name="Kairat Mukanov", date="Sat, 09 Nov 2024 10:12:00 +0500",
         subj="[skitour] For sale: Pomoca skins 160 cm", mid="ks1@mail.example", irt=None,
         body="""Selling my old Pomoca Climb Pro skins, cut for 160 cm skis (tip 125 mm), used two seasons,
glue still good. 15,000 KZT, can bring them to the club meeting. Write me directly.

Kairat
"""),
    dict(frm="dina.s@mail.example", name="Dina Seitkali", date="Mon, 11 Nov 2024 19:40:00 +0500",
         subj="[skitour] AST-1 in January - who is in?", mid="ds1@mail.example", irt=None,
         body="""Alatau Mountain School runs AST-1 in January again. Kairat and I are registering.
Yerlan said for the March trip he wants everyone with AST-1.

Dina
"""),
    dict(frm="aigerim.s@mail.example", name="Aigerim Sadykova", date="Tue, 12 Nov 2024 22:05:00 +0500",
         subj="[skitour] Boots for narrow heels?", mid="as1@mail.example", irt=None,
         body="""Hi all, newbie question. I tried on touring boots at Tau Sport: in the Scarpa my heel lifts like
crazy, in the Dynafit (TLT) it's like a glove. So I prefer Dynafit, but maybe that's just the
shop's sizes? Anyone else with narrow heels - what do you ski in?

Aigerim
"""),
    dict(frm="alibek.n@mail.example", name="Alibek Nurgaliyev", date="Wed, 13 Nov 2024 08:30:00 +0500",
         subj="Re: [skitour] Boots for narrow heels?", mid="an1@mail.example", irt="as1@mail.example",
         body="""Same feet here. Dynafit or Atomic Backland, plus a heel pad from the bootfitter on Abay.
Don't buy anything that lifts in the shop - it only gets worse on a 1,200 m day.

> in the Scarpa my heel lifts like crazy, in the Dynafit (TLT) it's like a glove.

Alibek
"""),
    dict(frm="yerlan.guide@mail.example", name="Yerlan Abenov", date="Fri, 06 Dec 2024 12:00:00 +0500",
         subj="[skitour] Guided trip Ile-Alatau, 8-11 March - 1 spot left", mid="ya1@mail.example", irt=None,
         body="""4 days in Ile-Alatau, hut based, group of 4 + guide. Requirements: AST-1, own beacon/shovel/probe,
1,200 m a day. One spot left. Details by mail.

Yerlan
"""),
    dict(frm="alibek.n@mail.example", name="Alibek Nurgaliyev", date="Thu, 16 Jan 2025 07:45:00 +0500",
         subj="[skitour] Avalanche bulletin - weekend", mid="an2@mail.example", irt=None,
         body="""Quick summary of this morning's bulletin:

From the bulletin: considerable danger above 2,500 m, wind slabs on N-NE aspects after
Tuesday's snowfall. Below 2,000 m moderate.
From my side: the AST-1 field day at Shymbulak is on low-angle terrain, no problem.

Alibek
"""),
    dict(frm="club@almaty-skitour.example", name="Almaty Ski Touring Club", date="Mon, 27 Jan 2025 18:00:00 +0500",
         subj="[skitour] Annual club meeting 15 February", mid="club1@almaty-skitour.example", irt=None,
         body="""Annual meeting: Saturday 15 February, 18:00, club room (Baitursynov 22, basement).
Agenda: season reports, membership fees 2025 (stays 10,000 KZT), gear swap.

Board of the Almaty Ski Touring Club
"""),
    dict(frm="kairat.mukanov@mail.example", name="Kairat Mukanov", date="Sun, 16 Feb 2025 20:20:00 +0500",
         subj="Re: [skitour] For sale: Pomoca skins 160 cm", mid="ks2@mail.example", irt="ks1@mail.example",
         body="""Nobody took them at the gear swap, so the skins are still available - 12,000 now.

> Selling my old Pomoca Climb Pro skins, cut for 160 cm skis

Kairat
"""),
]


def mbox():
    from email.utils import parsedate_to_datetime
    out = []
    for m in MBOX_MSGS:
        dt = parsedate_to_datetime(m["date"]).astimezone(timezone.utc)
        out.append("From %s %s\n" % (m["frm"], dt.strftime("%a %b %d %H:%M:%S %Y")))
        out.append("From: %s <%s>\n" % (m["name"], m["frm"]))
        out.append("To: almaty-skitour@lists.example\n")
        out.append("Subject: %s\n" % m["subj"])
        out.append("Date: %s\n" % m["date"])
        out.append("Message-ID: <%s>\n" % m["mid"])
        if m["irt"]:
            out.append("In-Reply-To: <%s>\nReferences: <%s>\n" % (m["irt"], m["irt"]))
        out.append("List-Id: Almaty Ski Touring Club <almaty-skitour.lists.example>\n")
        out.append("List-Post: <mailto:almaty-skitour@lists.example>\n")
        out.append("MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n")
        for line in m["body"].split("\n"):
            if line.startswith("From "):
                line = ">" + line
            out.append(line + "\n")
        out.append("\n")
    return "".join(out).encode("utf-8")


CHATS = {
    "chats/chatgpt/conversations.json": chatgpt,
    "chats/assistant-export.json": assistant_export,
    "chats/quick-questions.jsonl": quick_questions,
    "chats/telegram/ChatExport_2025-02-16/messages.html": telegram,
    "mail/lists/almaty-skitour.mbox": mbox,
}
