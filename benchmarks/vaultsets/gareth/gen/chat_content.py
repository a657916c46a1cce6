# Chat exports: ChatGPT conversations.json, plain messages JSON, JSONL quick questions, WhatsApp (iOS, UK).
# Standard library only.
import hashlib
import uuid
import calendar as _cal

LRM = "\u200e"


def uid(seed):
    return str(uuid.UUID(hashlib.md5(seed.encode("utf-8")).hexdigest()))


def epoch(y, mo, d, h, mi, s):
    return float(_cal.timegm((y, mo, d, h, mi, s, 0, 0, 0)))


# ---------------------------------------------------------------- ChatGPT export
def _msg(cid, key, role, text, t):
    return {
        "id": uid(cid + key), "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
        "weight": 1.0, "metadata": {}, "recipient": "all",
    }


def conversation(cid, title, turns, t0):
    """turns: list of (key, parent_key, role, text, dt_seconds). root/system created automatically."""
    mapping = {}
    root = uid(cid + "root")
    sysid = uid(cid + "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
    sysmsg = _msg(cid, "system", "system", "", None)
    sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
    sysmsg["weight"] = 0.0
    mapping[sysid] = {"id": sysid, "message": sysmsg, "parent": root, "children": []}
    last_t = t0
    for key, parent, role, text, dt in turns:
        nid = uid(cid + key)
        pid = sysid if parent is None else uid(cid + parent)
        t = t0 + dt
        last_t = max(last_t, t)
        mapping[nid] = {"id": nid, "message": _msg(cid, key, role, text, t), "parent": pid, "children": []}
        mapping[pid]["children"].append(nid)
    current = uid(cid + turns[-1][0])
    return {
        "title": title, "create_time": t0, "update_time": last_t, "mapping": mapping,
        "moderation_results": [], "current_node": current, "plugin_ids": None,
        "conversation_id": uid(cid), "conversation_template_id": None, "gizmo_id": None,
        "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o", "id": uid(cid),
    }


def chatgpt_export():
    convs = []
    # A: letter about unpaid invoice, with an edited user message (two sibling branches)
    convs.append(conversation("conv-letter", "Letter to client about overdue invoice", [
        ("u1", None, "user",
         "Draft a firm letter before action to a dairy farm client who owes my vet practice £3,486.20 on an "
         "invoice dated 30 Sept, now about 7 weeks overdue. He is disputing a couple of items. Say we'll go to "
         "the small claims court if it isn't paid in 14 days.", 0),
        ("a1", "u1", "assistant",
         "LETTER BEFORE ACTION\n\nDear Mr [Name],\n\nRe: Invoice [number] - £3,486.20\n\nDespite our reminder, "
         "the above invoice remains unpaid. Unless payment in full is received within 14 days of the date of this "
         "letter, we will issue a claim through Money Claim Online without further notice, and will seek interest "
         "and costs under the Late Payment of Commercial Debts (Interest) Act 1998...\n\nYours faithfully,", 14),
        ("u1b", None, "user",
         "Actually scrap that tone. He's been a client for 15 years and he's a neighbour. I want a friendly but "
         "clear letter: we've looked at the points he raised, we accept one of them and will credit it, the other "
         "stands under our terms and conditions, and we'd be happy to spread the balance over a few months. "
         "No legal threats at all.", 95),
        ("a1b", "u1b", "assistant",
         "Dear [Name],\n\nThank you for getting in touch about the invoice, and for being straight with us - we'd "
         "always rather talk about it.\n\nWe've gone through both of the points you raised. You're right about one "
         "of them and we'll send you a credit note for it this week. The other charge stands, as it falls within "
         "the terms on our client agreement, which I've attached.\n\nWe know autumn is an expensive time on a dairy "
         "farm, so if it helps we're very happy to spread the remaining balance over three monthly payments - just "
         "let me or Delyth know.\n\nBest wishes,", 110),
        ("u2", "a1b", "user", "Good. Make it shorter and sign it from both partners.", 300),
        ("a2", "u2", "assistant",
         "Dear [Name],\n\nThanks for raising the invoice with us. We've looked at both points: one was our "
         "mistake and we'll credit it this week; the other stands under our terms (copy attached). If it helps, "
         "we're happy to split the balance into three monthly payments.\n\nAll the best,\nGareth Pritchard & Rhys "
         "Bowen\nWnion Vets", 312),
    ], epoch(2024, 11, 18, 21, 4, 10)))

    # B: drainage - failed perc test
    convs.append(conversation("conv-drainage", "Failed perc test options", [
        ("u1", None, "user",
         "Perc test for a septic tank drainage field came out at Vp 112. What does that mean and what are my "
         "options? It's a 3 bedroom holiday let barn in Wales, there's a small stream at the bottom of the field.", 0),
        ("a1", "u1", "assistant",
         "Vp is the average time in seconds for the water level to drop 1 mm. Under the general binding rules a "
         "drainage field needs a Vp between 15 and 100, so 112 means the ground drains too slowly for a standard "
         "drainage field.\n\nOptions:\n1. **Package treatment plant** - treats the effluent to a higher standard so "
         "it can usually discharge to a watercourse (check the general binding rules in Wales or whether you need "
         "a permit from Natural Resources Wales). Needs electricity and an annual service.\n2. **Drainage mound** - "
         "a raised, engineered soakaway. Bulky and usually more expensive.\n3. **Cesspit** - no discharge, but "
         "frequent emptying makes running costs high.\n\nSizing: for a dwelling, population equivalent (PE) is "
         "usually bedrooms + 2, so 5 PE minimum for 3 bedrooms; many people choose a 6 PE unit for headroom.", 20),
        ("u2", "a1", "user", "What does a treatment plant cost to run each year, roughly?", 180),
        ("a2", "u2", "assistant",
         "Roughly: electricity for the blower £80-£150 a year, an annual service £150-£250, and desludging every "
         "12-24 months at £200-£300 a time. Budget around £350-£500 a year all in.", 195),
    ], epoch(2024, 9, 15, 20, 31, 0)))

    # C: holiday let agencies
    convs.append(conversation("conv-agency", "Holiday let agency vs direct", [
        ("u1", None, "user",
         "Compare holiday cottage agencies for a 3 bed barn conversion near Dolgellau. I've been looking at "
         "Cymru Cottages Co. and Eryri Escapes, or doing it ourselves through Airbnb plus our own website.", 0),
        ("a1", "u1", "assistant",
         "| Option | Commission | What you get | Watch out for |\n|---|---|---|---|\n"
         "| Cymru Cottages Co. | 20% + VAT | national marketing, photos, bookings + payments handled, guest phone line | 3-year minimum contract, they set the prices in peak weeks |\n"
         "| Eryri Escapes | 15% + VAT | local, smaller, good reviews, flexible contract | less marketing reach, you arrange cleaning + changeovers |\n"
         "| Direct (Airbnb + own site) | ~3% host fee (split-fee) or ~15% host-only; own site: card fees + website costs | full control, keep more per booking | your time: enquiries, payments, reviews, guest messages at 11pm |\n\n"
         "For a first year, an agency takes a lot of work off you while you learn the market; many owners "
         "move to direct bookings once they have repeat guests.", 25),
        ("u2", "a1", "user", "What would 20% + VAT be on £25,000 of bookings?", 240),
        ("a2", "u2", "assistant",
         "20% of £25,000 is £5,000, plus VAT at 20% on the commission (£1,000), so £6,000 in total. At 15% + VAT "
         "it would be £3,750 + £750 = £4,500.", 250),
    ], epoch(2024, 12, 28, 22, 15, 33)))
    return convs


# ---------------------------------------------------------------- plain messages JSON
RUGBY_SESSIONS = [
    {"role": "user", "timestamp": "2024-09-01T20:41:09Z", "content":
     "I coach an U12 rugby team (mixed, about 15 kids, 60 minute sessions, Tuesday evenings). Give me a session "
     "plan for the first week back. Important: I can't stand drills where the kids queue in lines waiting for a "
     "go, and I never use running laps, not as a warm up and definitely not as a punishment. Everything "
     "game-based please - warm ups should be tag games so they're running without noticing."},
    {"role": "assistant", "timestamp": "2024-09-01T20:41:31Z", "content":
     "Session 1 (60 min)\n\n1. Warm-up game (10 min): 'Rob the nest' - four teams, a pile of balls in the middle, "
     "steal one at a time. Progress to passing the ball into your nest.\n2. Tag rugby 4v4 on small pitches (15 "
     "min): every player touches the ball; a tag = pass within 2 seconds.\n3. Evasion game: 'Gates' (10 min) - "
     "pairs of cones as gates, attackers score by running through a gate without being tagged.\n4. Conditioned "
     "game 7v7 (20 min): tag, but a try counts double if everyone touched the ball.\n5. Cool down + chat (5 min)."},
    {"role": "user", "timestamp": "2024-09-15T19:02:44Z", "content":
     "Good, the kids loved rob the nest. Next: first proper contact session - safe rucking for U12s (WRU law "
     "variations). Same rules: no queues."},
    {"role": "assistant", "timestamp": "2024-09-15T19:03:20Z", "content":
     "Contact session (60 min)\n\n1. Warm-up: 'Bulldog tag' (8 min).\n2. Body position game: 'Push the sumo' "
     "in pairs on their knees, then on their feet (10 min).\n3. Ruck entry: 2v1 over a tackle bag, everyone in "
     "pairs at once across the width - 5 pairs working simultaneously, switch every 30 seconds (12 min).\n4. "
     "3v2 breakdown game in channels (15 min).\n5. Conditioned game 7v7, one ruck allowed per attack (15 min)."},
    {"role": "user", "timestamp": "2024-09-15T19:10:02Z", "content":
     "Part 3 still has them standing round too much when they switch. Remember - games not queues."},
    {"role": "assistant", "timestamp": "2024-09-15T19:10:29Z", "content":
     "Fair point. Make part 3 a game: 'Ruck race' - teams of 3, each with a tackle bag; on the whistle one "
     "player places the ball, two clear over it, then they rotate and sprint to the next bag. First team round "
     "the circuit wins. No one waits more than a few seconds."},
]

# ---------------------------------------------------------------- JSONL quick questions
QUICK = [
    ("2024-02-11T06:42:10Z", "gestation length welsh mountain ewe", "About 147 days (range roughly 142-152)."),
    ("2024-03-03T21:15:00Z", "colostrum how much per kg lamb first 24 hours", "About 50 ml/kg per feed, roughly 200 ml/kg in the first 24 hours."),
    ("2024-04-20T22:30:45Z", "welsh for well played to shout at kids", "'Da iawn!' (well done), 'Chwarae teg' (fair play), 'Gwych!' (brilliant)."),
    ("2024-05-14T12:01:00Z", "hay moisture % safe to bale small bales", "Below about 15-18% for small bales; above 20% risks heating and mould."),
    ("2024-06-02T07:10:22Z", "how long is opened tuberculin good for", "Use within the period on the product leaflet once broached (typically the same day / within hours) and keep refrigerated; discard unused."),
    ("2024-07-08T20:55:18Z", "lime mortar NHL 3.5 how long before frost", "Protect for at least 2-3 weeks; avoid laying when frost is likely within a few days."),
    ("2024-08-19T21:12:00Z", "statutory paternity pay weekly rate 2024", "£184.03 a week or 90% of average weekly earnings, whichever is lower (from April 2024)."),
    ("2024-09-30T21:40:03Z", "flukeguard 10% withdrawal period meat sheep", "FlukeGuard 10% (triclabendazole) oral drench: meat withdrawal 56 days. Not for ewes producing milk for human consumption."),
    ("2024-10-09T18:22:41Z", "quad clutch replacement honda trx420 cost", "Parts roughly £250-£400; with labour at a dealer typically £450-£700."),
    ("2024-10-30T08:05:00Z", "holiday let 182 days rule wales", "To be rated for business rates (not council tax) in Wales a self-catering let must be available 252 days and actually let 182 days in a year."),
    ("2024-11-11T19:31:12Z", "minibus d1 licence after 1997 what do I need", "Passed after 1 Jan 1997: need D1 entitlement, or drive under the section 19 permit / voluntary conditions (over 21, held car licence 2+ yrs, no payment, max 3.5t)."),
    ("2024-12-05T22:48:00Z", "wood burner hetas building regs barn", "Install by a HETAS-registered installer who self-certifies, or notify building control; needs carbon monoxide alarm."),
    ("2025-01-02T09:12:30Z", "vat on holiday let commission agency", "Agency commission is standard-rated, so 20% VAT on the commission if the agency is VAT registered."),
    ("2025-01-07T21:03:19Z", "lambing ear tags number range how to reorder", "Reorder from your tag supplier with your flock number; the next batch continues your individual number sequence."),
    ("2025-01-09T06:50:44Z", "BVD check test how many calves", "Usually 5 youngstock per management group, 9-18 months old, for antibody."),
]

# ---------------------------------------------------------------- WhatsApp (iOS, UK locale)
E2E = "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them."

SIAN_CHAT = [
    # (dd/mm/yyyy, hh:mm:ss, sender, text, kind)  kind: None | "attach" | "system"
    ("02/03/2024", "07:12:40", "Sian", E2E, "system"),
    ("02/03/2024", "07:14:02", "Sian", "Did you take the good head torch? Mine's dead", None),
    ("02/03/2024", "07:20:55", "Gareth Pritchard", "Yes sorry. Spare batteries in the drawer by the Rayburn", None),
    ("15/03/2024", "13:40:11", "Sian", "Planning acknowledgement came through from the park. Says they'll send a ref once it's validated", None),
    ("28/03/2024", "06:51:22", "Sian", "00000031-PHOTO-2024-03-28-06-51-22.jpg", "attach"),
    ("28/03/2024", "06:51:40", "Sian", "First ones!! Twins off the old broken mouthed one in Cae Top 🐑🐑", None),
    ("28/03/2024", "07:02:03", "Gareth Pritchard", "Brilliant. Bet she's the last one to get culled as well now", None),
    ("12/04/2024", "02:04:17", "Gareth Pritchard", "Prolapse in the shed, I'm on it. Go back to sleep", None),
    ("12/04/2024", "06:30:40", "Sian", "Didn't hear you go out. Coffee's on", None),
    ("05/05/2024", "16:22:09", "Sian", "Been to see Nain. Guess what - she says there's a date stone over the big cart door on the barn, 1843, it's been under the ivy since she was a girl!\nHer taid kept the cart horse in there and the hay up in the loft.\nShe wants to be there when we take the ivy off 😂", None),
    ("05/05/2024", "16:30:51", "Gareth Pritchard", "Never knew that! We'll have to get the ivy off before Iolo starts then. Tell her she can supervise", None),
    ("09/05/2024", "20:47:33", "Sian", "SAF done and submitted 🎉 you owe me", None),
    ("09/05/2024", "20:49:02", "Gareth Pritchard", "Diolch cariad x", None),
    ("28/06/2024", "14:15:48", "Sian", "Shearers gone, 176 and the tups done. Paid cash. Osian and Megan rolled fleeces all day, they want paying in ice cream", None),
    ("28/06/2024", "14:17:26", "Sian", "00000058-PHOTO-2024-06-28-14-17-26.jpg", "attach"),
    ("02/08/2024", "15:05:12", "Gareth Pritchard", "PLANNING'S THROUGH!! Email from the park just now. Conditions but nothing we didn't expect", None),
    ("02/08/2024", "15:06:30", "Sian", "🎉🎉🎉 Bubbles tonight", None),
    ("19/09/2024", "05:58:02", "Gareth Pritchard", "Rhys's baby's here! Elin, 7lb 2. All well", None),
    ("19/09/2024", "06:10:44", "Sian", "Aww. Tell him congrats from us. I'll drop a card round", None),
    ("03/10/2024", "11:43:09", "Gareth Pritchard", "Quad clutch has gone completely on the ffridd. Had to walk down. Left it by the top gate", None),
    ("03/10/2024", "11:45:30", "Sian", "Are you ok?? Is that the hedge I can see in your hair in the photo 😂", None),
    ("10/10/2024", "19:20:15", "Gareth Pritchard", "Right, decided - getting the old Honda fixed. Clutch, new back tyres and a service, £780 at Meirion Motors. Not spending 9 grand on a new ATV with the barn going on", None),
    ("10/10/2024", "19:24:01", "Sian", "Sensible. Tell Osian he's still not driving it", None),
    ("15/10/2024", "17:02:38", "Sian", "Elfed says the ewe lambs can winter on his at Gwern-y-Bwlch, Arthog - £4 a head a week, 1 Nov till the end of March. He'll keep an eye on them", None),
    ("15/10/2024", "17:10:19", "Gareth Pritchard", "Diolch, that's a good price. I'll take them over with the trailer Saturday morning", None),
    ("21/10/2024", "22:03:50", "Gareth Pritchard", "Emyr's emailed moaning about the invoice 🙄 half of it fair, half of it not", None),
    ("21/10/2024", "22:05:11", "Sian", "Ring him don't email. You know what he's like", None),
    ("12/11/2024", "16:44:27", "Sian", "New router's in, BT man's been. Wifi password is now Tylluan-Wen-77 (capital T and capital W). Network name's the same", None),
    ("12/11/2024", "16:45:03", "Sian", "Can you change it on the sheet for Nain", None),
    ("12/11/2024", "18:30:12", "Gareth Pritchard", "Will do", None),
    ("02/12/2024", "13:12:55", "Gareth Pritchard", "Rang Emyr. All sorted, payment plan, he was fine about it in the end", None),
    ("02/12/2024", "13:14:40", "Sian", "Told you 😇", None),
    ("24/12/2024", "10:01:09", "Sian", "Can you get brandy butter on the way back, and Nain wants the Welsh cakes from the bakery not the Co-op ones", None),
    ("24/12/2024", "10:15:47", "Gareth Pritchard", "👍", None),
    ("06/01/2025", "19:40:21", "Sian", "Dai's emailed, he's had to move the scanning, see email. I'll let Gwenno know", None),
    ("06/01/2025", "19:41:09", "Gareth Pritchard", "Ok diolch", None),
    ("09/01/2025", "08:12:33", "Sian", "00000112-PHOTO-2025-01-09-08-12-33.jpg", "attach"),
    ("09/01/2025", "08:12:50", "Sian", "Skip's here a day early! Where do you want it", None),
    ("09/01/2025", "08:20:04", "Gareth Pritchard", "By the gate, not on the grass, it'll sink", None),
]

COACH_CHAT = [
    ("01/09/2024", "20:11:05", "U12s Coaches", E2E, "system"),
    ("01/09/2024", "20:11:05", None, "Iwan Parry created group “U12s Coaches”", "event"),
    ("01/09/2024", "20:11:05", None, "Iwan Parry added you", "event"),
    ("01/09/2024", "20:12:40", "Iwan Parry", "Right then, new season! Who's doing what Tuesday?", None),
    ("01/09/2024", "20:20:18", "Gareth Pritchard", "I'll plan the sessions. Games, no lines, no laps, you know the drill 😄", None),
    ("01/09/2024", "20:22:09", "Carys Jenkins", "I'll do the registration forms + first aid bag", None),
    ("01/09/2024", "20:25:51", "Dewi Owen", "I'll bring the oranges", None),
    ("05/10/2024", "13:02:44", "Iwan Parry", "Great start v Tywyn. Every kid scored or made a try-saving tag I think", None),
    ("05/10/2024", "13:04:10", "Carys Jenkins", "00000044-PHOTO-2024-10-05-13-04-10.jpg", "attach"),
    ("22/10/2024", "21:15:30", "Dewi Owen", "Seen Geraint's email about the new night? Works for me", None),
    ("22/10/2024", "21:18:02", "Gareth Pritchard", "Yep, fine. Better than freezing on the top pitch", None),
    ("03/12/2024", "21:30:12", "Gareth Pritchard", "Done the online safeguarding module. Cert came through by email, forwarded to Nerys", None),
    ("03/12/2024", "21:41:55", "Carys Jenkins", "Me too. Dewi?", None),
    ("03/12/2024", "22:02:10", "Dewi Owen", "Doing it tomorrow 🙈", None),
    ("10/12/2024", "19:05:33", "Iwan Parry", "Coaches' Christmas drink Fri 20th, the Ship, 8pm. What's everyone having, I'll get the first round in", None),
    ("10/12/2024", "19:09:40", "Gareth Pritchard", "Mine's a pint of Cader bitter please. None of that fizzy lager", None),
    ("10/12/2024", "19:10:22", "Carys Jenkins", "G&T 🍸", None),
    ("10/12/2024", "19:12:01", "Dewi Owen", "Whatever's cheapest", None),
    ("07/01/2025", "20:44:19", "Carys Jenkins", "Nerys has confirmed the venue for the safeguarding workshop - Neuadd Buddug in Bala, upstairs room. Parking behind the hall", None),
    ("07/01/2025", "20:46:02", "Iwan Parry", "👍", None),
    ("08/01/2025", "21:03:47", "Gareth Pritchard", "Bala away on the 18th: minibus is booked, I'll collect it from the depot first thing. Kids meet at Y Marian car park 8:45, we leave 9 sharp. Parents pick up from Y Marian about 2", None),
    ("08/01/2025", "21:05:30", "Dewi Owen", "What time's KO?", None),
    ("08/01/2025", "21:06:15", "Gareth Pritchard", "It's in the calendar invite", None),
    ("08/01/2025", "21:07:02", "Dewi Owen", "Which I deleted 😂", None),
    ("09/01/2025", "19:58:44", "Carys Jenkins", "All consent forms back for Bala 🙌", None),
]


def whatsapp_text(lines):
    out = []
    for d, t, sender, text, kind in lines:
        stamp = f"[{d}, {t}]"
        if kind == "system":
            out.append(f"{stamp} {sender}: {LRM}{text}")
        elif kind == "event":
            out.append(f"{LRM}{stamp} {text}")
        elif kind == "attach":
            out.append(f"{LRM}{stamp} {sender}: {LRM}<attached: {text}>")
        else:
            first, *rest = text.split("\n")
            out.append(f"{stamp} {sender}: {first}")
            out.extend(rest)
    return "\n".join(out) + "\n"
