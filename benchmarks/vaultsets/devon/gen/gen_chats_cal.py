"""Chat exports (ChatGPT-style + simple JSON + JSONL) and .ics calendars."""
import json
from common import (write_text, write_ics, vevent, vtodo, uid4, epoch, iso)

# ------------------------------------------------------------------ ChatGPT export helpers
def _node(nid, role, text, t, parent, children):
    if role is None:
        return {"id": nid, "message": None, "parent": parent, "children": children}
    return {"id": nid, "message": {
        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system" else {}),
        "recipient": "all", "channel": None},
        "parent": parent, "children": children}

def conversation(title, turns, branch=None):
    """turns: list of (role, text, epoch). branch: (index_of_user_turn, old_text, old_reply, t)
    creates an abandoned sibling for that user turn (an edited message)."""
    mapping = {}
    root = "client-created-root"
    sys_id = uid4()
    mapping[root] = _node(root, None, None, None, None, [sys_id])
    mapping[sys_id] = _node(sys_id, "system", "", None, root, [])
    parent = sys_id
    last = sys_id
    for i, (role, text, t) in enumerate(turns):
        nid = uid4()
        if branch and branch[0] == i:
            old_u, old_a = uid4(), uid4()
            mapping[old_u] = _node(old_u, "user", branch[1], branch[3], parent, [old_a])
            mapping[old_a] = _node(old_a, "assistant", branch[2], branch[3] + 21.4, old_u, [])
            mapping[parent]["children"].append(old_u)
        mapping[nid] = _node(nid, role, text, t, parent, [])
        mapping[parent]["children"].append(nid)
        parent = last = nid
    cid = uid4()
    return {"title": title, "create_time": turns[0][2] - 2.5, "update_time": turns[-1][2] + 3.1,
            "mapping": mapping, "moderation_results": [], "current_node": last,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}

def chatgpt():
    c1 = conversation("Calf strain - spring half or switch?", [
        ("user", "I strained my left calf (soleus, grade 1 according to my physio) on a long run on 22 March. "
         "My race is the Don Valley Spring Half on 4 May and my goal was 1:45. Physio says no racing in May. "
         "I'm leaning towards switching to a fall half instead, but I haven't decided.\n\n"
         "A few things about me so you don't suggest stuff I won't do:\n"
         "- I only run outdoors. I will genuinely skip a run before I get on a treadmill.\n"
         "- I run best in the mornings - evening runs wreck my sleep.\n"
         "- Tempo days I need Afrobeats in my ears (Burna Boy, Tems, Asake) or I slow down.\n\n"
         "How should I structure the comeback, and is it dumb to give up on May?",
         epoch(2025,3,30,20,11,5)),
        ("assistant", "Sorry about the calf - soleus strains are common in runners who increase volume quickly, "
         "and the good news is that grade 1 strains usually respond well to a structured return.\n\n"
         "**Is it dumb to give up on May?** No. Racing six weeks after a strain, with a time goal, is one of the most "
         "common ways a small injury becomes a long one. A fall race gives you a full, uninterrupted training block.\n\n"
         "**A typical return-to-run structure** (check each step with your physio):\n"
         "1. *Pain-free walking and daily calf work* - eccentric heel drops (straight and bent knee), single-leg raises, "
         "until you can do 20-25 good reps on the injured side.\n"
         "2. *Walk/run intervals* - e.g. 1 min run / 1 min walk for 20-30 minutes, every other day, on flat ground.\n"
         "3. *Continuous easy running* - 20-40 minutes at conversational pace, no hills or speed.\n"
         "4. *Build volume* - no more than ~10% per week, with a cutback week every 3-4 weeks.\n"
         "5. *Reintroduce intensity* - strides first, then tempo, then intervals.\n\n"
         "**Other things that help:** rotating two pairs of shoes, strength work twice a week (calves, glutes, hips), "
         "sleep, and not testing the calf with a fast run 'just to see'.\n\n"
         "Morning outdoor running fits all of this well. If winter weather becomes a problem later, you can shorten "
         "runs rather than move indoors. Music-wise, a cadence-friendly playlist for tempo sessions is a reasonable tool.",
         epoch(2025,3,30,20,11,48)),
        ("user", "If I pick a mid-October race, when should the real plan start?", epoch(2025,3,30,20,15,2)),
        ("assistant", "For a mid-October half, a 14-18 week plan is typical, so a start somewhere between mid-June and "
         "early July works. Use April-June to rebuild a base: 3-4 easy runs per week, the longest building toward "
         "12 km, plus strength work. That way the 'real' plan starts from a healthy base rather than from zero, and "
         "you have a couple of spare weeks if life (or the calf) gets in the way.", epoch(2025,3,30,20,15,40)),
    ])
    c2 = conversation("Incorporate or stay a sole proprietor?", [
        ("user", "I'm a freelance software consultant in Toronto, sole proprietor, projecting about $190k revenue "
         "this year from two main clients plus a small one. Expenses are low (co-working, laptop, software). "
         "I've pretty much decided to incorporate this summer - working name Okafor Digital Inc. - unless you see "
         "a strong reason not to. My accountant is Farah and I'll run it past her. What am I missing?",
         epoch(2025,4,6,21,2,11)),
        ("assistant", "Incorporating can make sense for consultants at your revenue level, but the benefit depends "
         "heavily on how much money you leave in the corporation. Some points to weigh:\n\n"
         "**Potential advantages**\n- Active business income in a Canadian-controlled private corporation is taxed at "
         "the small business rate; money you don't need personally can be left inside and invested.\n"
         "- Flexibility in salary vs dividends, and timing of income.\n- Some liability separation (though professional "
         "liability usually still attaches to you personally).\n\n"
         "**Costs and drawbacks**\n- Separate corporate tax return (T2), bookkeeping, possibly payroll.\n"
         "- Accounting fees are typically higher.\n- If you withdraw nearly everything you earn, the tax savings can be "
         "small or negligible because of integration.\n- Some clients and contracts need to be reassigned.\n\n"
         "**Questions for your accountant**\n1. How much would I realistically leave in the company each year?\n"
         "2. Salary vs dividend mix?\n3. What are the setup and annual compliance costs?\n4. Any impact on my "
         "existing contracts and HST registration?\n\nIf you expect to retain a meaningful surplus, incorporating "
         "often pays off; if not, staying a sole proprietor for another year can be perfectly reasonable.",
         epoch(2025,4,6,21,2,55)),
        ("user", "OK. I'm going ahead with it. What's the order of operations for a July 1 start?",
         epoch(2025,4,6,21,9,30)),
        ("assistant", "A common sequence for a July 1 start:\n1. Confirm the decision and structure with your "
         "accountant (share classes, fiscal year-end).\n2. Do a name search and incorporate (provincially or "
         "federally).\n3. Get a business number and register the corporation for HST.\n4. Open a corporate bank "
         "account.\n5. Update contracts: assign or re-paper client agreements to the corporation.\n6. Set up "
         "bookkeeping and payroll if you'll pay yourself a salary.\n7. Close out the sole proprietorship's final "
         "HST period and report its income to June 30 on your personal return.", epoch(2025,4,6,21,10,12)),
    ])
    c3 = conversation("Neovim Python LSP setup", [
        ("user", "I use Neovim (LazyVim) for everything and have for about six years - please don't suggest VS Code, "
         "I find it sluggish and I hate the telemetry. How do I set up pyright and ruff for a Python project that "
         "has its .venv inside the project folder?", epoch(2025,4,19,10,40,3)),
        ("assistant", "In LazyVim you can enable the Python extras and then point pyright at your project's venv.\n\n"
         "1. Enable the extra: add `{ import = \"lazyvim.plugins.extras.lang.python\" }` to your `lua/config/lazy.lua` "
         "spec (or run `:LazyExtras` and toggle `lang.python`). This installs pyright (or basedpyright) and ruff via Mason.\n"
         "2. Tell pyright where the venv is with a `pyrightconfig.json` at the project root:\n"
         "```json\n{ \"venvPath\": \".\", \"venv\": \".venv\" }\n```\n"
         "3. Ruff runs as its own language server for linting and code actions; pyright handles types and "
         "go-to-definition. LazyVim disables overlapping features so you don't get duplicate diagnostics.\n"
         "4. Restart with `:LspRestart` and check `:LspInfo` - both servers should be attached to the buffer.",
         epoch(2025,4,19,10,40,41)),
        ("user", "And format on save with ruff only, not black?", epoch(2025,4,19,10,44,12)),
        ("assistant", "Yes - with conform.nvim (which LazyVim uses) set `formatters_by_ft = { python = { \"ruff_format\" } }` "
         "and make sure black isn't listed. Format-on-save is on by default in LazyVim; you can toggle it per buffer "
         "with `<leader>uf`.", epoch(2025,4,19,10,44,50)),
    ], branch=(0, "How do I set up basedpyright in nvim?",
               "You can install basedpyright with Mason (`:MasonInstall basedpyright`) and enable it with lspconfig...",
               epoch(2025,4,19,10,38,0)))
    write_text("chats/chatgpt/conversations-2025-04.json", json.dumps([c1, c2, c3], indent=1, ensure_ascii=False))

    c4 = conversation("Day-rate renewal email", [
        ("user", "Renewal time with my biggest client, a logistics company - they're about 64% of my revenue. "
         "I'm at $950/day for 2025 and want $1,100 for 2026 with slightly wider scope. Their procurement person will "
         "push back. A couple of things about how I work: I prefer to negotiate by email - I think better in writing "
         "and I hate being pushed on calls. And I don't take calls before 10am, ever; mornings are my deep-work block. "
         "My floor for new clients is $1,000. How should I structure the email?", epoch(2025,10,5,11,20,4)),
        ("assistant", "Here's a structure that works well for rate increases with an existing client:\n\n"
         "1. **Open with value delivered** - one or two concrete outcomes from this year.\n"
         "2. **State the new rate plainly** - no apology, no long justification. 'My rate for 2026 is $1,100/day.'\n"
         "3. **Tie it to scope** - summarise what 2026 covers, so the conversation can move to scope rather than price.\n"
         "4. **Offer an option** - e.g. a lower commitment at the same rate, so they can adjust volume instead of rate.\n"
         "5. **Close with a next step** - 'Happy to talk through scope; I'll follow up next week.'\n\n"
         "Since you prefer written negotiation, you can also say that you'd like to keep the discussion on email so "
         "both sides have a clear record. Most procurement teams are comfortable with that.\n\n"
         "Decide your walk-away point before you send it, and be ready for a counter-offer.",
         epoch(2025,10,5,11,20,52)),
        ("user", "If they come back at $1,000, what do I ask for instead of money?", epoch(2025,10,5,11,31,40)),
        ("assistant", "Common non-rate concessions:\n- Shorter payment terms (NET-15 instead of NET-30)\n"
         "- A minimum number of guaranteed days\n- A narrower scope, or removal of on-call expectations\n"
         "- A rate review at the half-year point\n- Remote days instead of on-site days\n\n"
         "Payment terms are often the easiest for procurement to give because they don't change the budget line, "
         "and they improve your cash flow.", epoch(2025,10,5,11,32,19)),
    ])
    c5 = conversation("Cat dental under anaesthesia", [
        ("user", "My cat Pem (7, orange tabby) has a dental cleaning booked for Wednesday 19 November, possibly one "
         "extraction. His SDMA (kidney marker) was borderline at 15 in March. Should I be worried about the "
         "anaesthetic? What should I ask the vet?", epoch(2025,10,28,22,5,9)),
        ("assistant", "It's very reasonable to ask questions - dental procedures in cats are common and generally safe, "
         "but borderline kidney values are worth discussing. Things owners often ask:\n\n"
         "1. **Pre-anaesthetic bloodwork** - will they repeat kidney values (creatinine, SDMA) beforehand?\n"
         "2. **IV fluids** during and after the procedure to support the kidneys.\n"
         "3. **Blood pressure monitoring** during anaesthesia.\n"
         "4. **Pain control** - which medications, and are they kidney-friendly (some NSAIDs are avoided in cats "
         "with kidney concerns).\n5. **Dental X-rays** to decide on extractions.\n6. **Fasting instructions** and "
         "when to pick him up.\n\nAfter the procedure, offer soft food, keep him warm and quiet, and watch for not "
         "eating for more than 24 hours. Your vet knows his history and can tailor the plan.",
         epoch(2025,10,28,22,5,51)),
    ])
    write_text("chats/chatgpt/conversations-2025-10.json", json.dumps([c4, c5], indent=1, ensure_ascii=False))


def assistant_chats():
    toast = {"messages": [
        {"role": "user", "timestamp": iso(2025,8,10,20,31,2), "content":
         "My older sister Ada is getting married on 13 September in Elora. I'm giving the brother-of-the-bride toast. "
         "I genuinely hate public speaking. I want about 3 minutes, warm and a bit funny - no roasting, our mom will be "
         "there and she's asked for 'nothing embarrassing'.\n\nMaterial:\n- When I was four she taught me to ride a "
         "bike, running behind me holding the seat all afternoon, and when I finally did it she said 'good, now do it "
         "again'.\n- Julian (her fiance) loses to her at every board game and laughs about it. They met at a board "
         "game night.\n- He's learning to make our mom's jollof.\n- Our parents have been married 40 years.\n\n"
         "Can you draft something?"},
        {"role": "assistant", "timestamp": iso(2025,8,10,20,31,44), "content":
         "Here's a first draft (about 3 minutes when read slowly):\n\n---\n\nGood evening, everyone. I'm Devon, Ada's "
         "younger brother, and I've been given a microphone, which my sister will tell you is a risk.\n\n"
         "When I was four, Ada decided I was going to learn to ride a bike. She ran behind me, holding the seat, for a "
         "whole afternoon. When I finally rode on my own, she didn't cheer - she said, 'Good. Now do it again.' That's "
         "my sister: she doesn't just believe in you, she makes you prove it to yourself.\n\nJulian, you met Ada at a "
         "board game night, which means you've known from day one what it's like to lose to her. And you keep coming "
         "back, smiling. That tells us everything.\n\nYou're even learning to make our mom's jollof - which in our "
         "family is basically a marriage vow.\n\nMom and Dad, forty years - thank you for showing us what this looks "
         "like.\n\nPlease raise your glasses: to Ada and Julian!\n\n---\n\nWould you like it longer, shorter, or with "
         "a stronger ending?"},
        {"role": "user", "timestamp": iso(2025,8,10,20,40,15), "content":
         "Good start. Can the ending come back to the bike story - like, they hold the seat for each other? And I want "
         "one line that's a little cheeky about Julian never winning at Catan, my dad asked for 'something a little "
         "embarrassing'."},
        {"role": "assistant", "timestamp": iso(2025,8,10,20,41,0), "content":
         "Revised ending:\n\n\"Ada, you taught me that love is showing up - holding the seat, running behind. You've "
         "found someone who runs behind you too. So please raise your glasses: to Ada and Julian - may you always hold "
         "the seat for each other, and may Julian win at Catan at least once before you're both old.\"\n\n"
         "Tips for delivery:\n- Print it in large type on cards.\n- Pause after the funny lines; let people laugh.\n"
         "- Look at the couple for the ending, not at the paper.\n- Practise out loud several times, standing up."},
        {"role": "user", "timestamp": iso(2025,8,10,20,52,30), "content":
         "Perfect, I'll tweak it from here. Last thing - how do I stop my hands shaking?"},
        {"role": "assistant", "timestamp": iso(2025,8,10,20,53,5), "content":
         "A few things that help many people: hold the cards with both hands or rest them on the table; hold the "
         "microphone close to your chin and keep your elbow against your side; breathe out slowly for longer than you "
         "breathe in just before you start; avoid extra caffeine that evening; and remember that the audience is on "
         "your side - at a wedding, everyone wants the toast to go well."},
    ]}
    write_text("chats/assistant/wedding-toast-2025-08.json", json.dumps(toast, indent=1, ensure_ascii=False))

    meal = {"messages": [
        {"role": "user", "timestamp": iso(2025,6,29,16,4,10), "content":
         "Starting a 16-week half marathon block tomorrow. Help me plan lunches and dinners I can batch cook on "
         "Sundays for the work week. Food rules:\n- Pescatarian since 2022: fish and eggs are fine, no meat or chicken.\n"
         "- I'm allergic to cashews - properly allergic, I carry an EpiPen - so nothing with cashews, including cashew "
         "'cream' sauces and most vegan cheeses.\n- I can't stand mushrooms. Texture thing. Don't hide them in stuff.\n"
         "- I love spicy food: suya spice, pepper soup, jollof, anything with scotch bonnet.\n- Budget about $120/week.\n\n"
         "And while we're at it: coffee - I drink black filter coffee, light roast, max two cups, never after 2pm. "
         "Please don't suggest lattes or 'a splash of oat milk'."},
        {"role": "assistant", "timestamp": iso(2025,6,29,16,5,2), "content":
         "Here's a batch-cook plan built around your rules (pescatarian, no cashews, no mushrooms, spicy welcome).\n\n"
         "**Sunday prep (about 2.5 hours)**\n1. Big pot of jollof rice (use a scotch bonnet, tomato-pepper base).\n"
         "2. Suya-spiced salmon or tilapia fillets, baked - 5 portions.\n3. Black-eyed pea stew with spinach.\n"
         "4. Hard-boiled eggs x 8.\n5. Roast tray of sweet potato, peppers and red onion.\n\n"
         "**Lunches (Mon-Fri):** jollof + suya fish + roast veg; or black-eyed pea stew with rice and a boiled egg.\n"
         "**Dinners:** pepper-soup-style fish broth with yam (Mon/Thu), spicy shrimp and veg stir-fry with rice "
         "(Tue after tempo), egg and veg frittata with salad (Wed), leftovers (Fri).\n\n**Training notes:** on tempo "
         "and long-run days add an extra portion of rice or bread; have a protein source within an hour of finishing.\n\n"
         "**Coffee:** black filter, light roast, two cups, nothing after 2pm - noted. A single-origin Ethiopian or "
         "Kenyan filter roast tends to suit people who like bright, non-bitter coffee.\n\n**Allergy note:** check "
         "labels on pesto, curry pastes, granola and energy bars - cashews hide in many of them."},
        {"role": "user", "timestamp": iso(2025,6,29,16,12,40), "content": "Can you swap the frittata night for something with fish? I get bored of eggs."},
        {"role": "assistant", "timestamp": iso(2025,6,29,16,13,5), "content":
         "Sure - try spicy fish tacos: tilapia rubbed with suya spice, seared, in corn tortillas with cabbage slaw, "
         "lime and a scotch-bonnet yogurt sauce. About 25 minutes and well within budget."},
    ]}
    write_text("chats/assistant/meal-prep-2025-06.json", json.dumps(meal, indent=1, ensure_ascii=False))

    lines = [
        ("user", iso(2025,1,22,21,14,0), "rsync: how do I exclude node_modules and .venv folders at any depth?"),
        ("assistant", iso(2025,1,22,21,14,20), "Use `--exclude node_modules --exclude .venv`. Patterns without a leading slash match at any depth, so `rsync -a --exclude node_modules --exclude .venv src/ dest/` skips them everywhere. Add `--delete-excluded` if you also want them removed from the destination."),
        ("user", iso(2025,5,14,9,2,31), "I can't have lyrics on when I'm coding - words hijack my brain. I usually put on ambient stuff: Brian Eno's Music for Airports, Nils Frahm, Hiroshi Yoshimura. Lo-fi hip hop gets repetitive after an hour. Suggest more in that vein?"),
        ("assistant", iso(2025,5,14,9,3,10), "Some instrumental/ambient albums people often use for focus:\n1. Harold Budd & Brian Eno - The Plateaux of Mirror\n2. Nils Frahm - Spaces\n3. Hiroshi Yoshimura - Green\n4. Stars of the Lid - And Their Refinement of the Decline\n5. Ólafur Arnalds - re:member\n6. Laraaji - Day of Radiance\n7. Midori Takada - Through the Looking Glass\n8. Julianna Barwick - Will (mostly wordless vocals)\n9. Tycho - Dive\n10. William Basinski - The Disintegration Loops\nIf you want something with more pulse, try Jon Hopkins - Singularity (mostly instrumental)."),
        ("user", iso(2025,7,30,13,45,0), "what does NET-15 mean on an invoice vs NET-30"),
        ("assistant", iso(2025,7,30,13,45,12), "NET-15 means the full amount is due 15 days after the invoice date (or the date the client receives it, depending on the contract); NET-30 gives them 30 days. Shorter terms improve your cash flow; some clients negotiate longer terms in exchange for other concessions."),
        ("user", iso(2025,9,3,22,10,5), "how long should a brother of the bride toast be, in words"),
        ("assistant", iso(2025,9,3,22,10,20), "Most wedding toasts land best at 2-4 minutes. At a relaxed speaking pace (about 130 words per minute) that's roughly 300-500 words. Under 3 minutes is a safe target if there are several speakers."),
        ("user", iso(2025,11,19,20,1,44), "my cat's dental is next wednesday, vet says no food after 10pm the night before. he has an auto feeder that drops kibble at 5am - best way to handle that?"),
        ("assistant", iso(2025,11,19,20,2,5), "Unplug or empty the auto feeder before 10pm the night before and put away any other food (including the other bowls and treats). Leave water out unless your vet says otherwise. If he's used to a 5am meal he may complain loudly - that's normal. Give him his normal food once he's home and fully awake, in a smaller portion at first."),
        ("user", iso(2025,11,20,10,12,0), "regex for my invoice numbers like DO-2025-003 (prefix DO, year, 3 digits)"),
        ("assistant", iso(2025,11,20,10,12,9), "`^DO-\\d{4}-\\d{3}$` - or, to capture year and sequence, `^DO-(\\d{4})-(\\d{3})$`. Drop the anchors if you're searching inside longer text."),
    ]
    text = "\n".join(json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) for r, t, c in lines) + "\n"
    write_text("chats/assistant/quick-questions-2025.jsonl", text)


# ------------------------------------------------------------------ calendars
def calendars():
    HAL = "Halyard Logistics, 6100 Airway Crescent, Building B, 2nd floor, Mississauga ON"
    write_ics("calendar/work.ics", "Work", [
        vevent("hal-kickoff-20250114@okafor", "20250114T100000", "20250114T120000",
               "Halyard kickoff", location=HAL,
               description="Kickoff for HL-SOW-2025-01. Visitor parking P3, badge at security.",
               attendees=[("Rosalind Tremblay", "rtremblay@halyardlogistics.example"),
                          ("Owen Castellanos", "ocastellanos@halyardlogistics.example")]),
        vevent("hal-weekly-sync@okafor", "20250116T103000", "20250116T111500",
               "Halyard weekly sync", location="Google Meet (link in Rosalind's invite)",
               description="Status, blockers, next week. 45 min max.",
               attendees=[("Rosalind Tremblay", "rtremblay@halyardlogistics.example"),
                          ("Owen Castellanos", "ocastellanos@halyardlogistics.example")],
               rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20251218T153000Z",
               exdates=["20250417T103000", "20250911T103000", "20251225T103000"]),
        vevent("hal-onsite-tue@okafor", "20250121T093000", "20250121T170000",
               "Halyard on-site", location=HAL,
               description="On-site day with Owen's team. Laptop stand, charger, lunch.",
               rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251216T220000Z",
               exdates=["20250617T093000", "20250909T093000", "20251021T093000"]),
        vevent("kes-scoping-20250220@okafor", "20250220T093000", "20250220T160000",
               "Kestrel Pay - scoping day", location="Kestrel Pay, 22 Erb Lane, 3rd floor, Waterloo ON",
               attendees=[("Anjali Venkatesan", "anjali@kestrelpay.example"),
                          ("Tomás Reyes", "tomas@kestrelpay.example")],
               description="Webhook consumer review. Bring the idempotency proposal."),
        vevent("mf-meeting-20250408@okafor", "20250408T103000", "20250408T120000",
               "Maple & Finch - Gwen", location="Maple & Finch Books (Leslieville), back office",
               attendees=[("Gwen Laframboise", "gwen@mapleandfinch.example")]),
        vevent("kes-inc0412-review@okafor", "20250623T130000", "20250623T140000",
               "INC-0412 postmortem review (Kestrel)", location="Zoom (link in Anjali's invite)",
               description="Blameless review of the duplicate payouts incident. Read the postmortem doc first; "
                           "action items get owners in this meeting.",
               organizer=("Anjali Venkatesan", "anjali@kestrelpay.example"),
               attendees=[("Tomás Reyes", "tomas@kestrelpay.example"),
                          ("Devon Okafor", "devon@okafor-consulting.example")]),
        vevent("cbh-intro-20250918@okafor", "20250918T110000", "20250918T113000",
               "Intro call - Cobalt Harbour Media", location="Phone",
               attendees=[("Desmond Achterberg", "desmond@cobaltharbour.example")]),
        vevent("hal-qbr-20250930@okafor", "20250930T140000", "20250930T153000",
               "Halyard QBR", location=HAL,
               attendees=[("Rosalind Tremblay", "rtremblay@halyardlogistics.example"),
                          ("Owen Castellanos", "ocastellanos@halyardlogistics.example")],
               description="Q3 review. Raise 2026 informally."),
        vevent("hal-renewal-call-20251031@okafor", "20251031T150000", "20251031T153000",
               "Halyard renewal call", location="Phone",
               attendees=[("Marcus Feld", "mfeld@halyardlogistics.example")],
               description="2026 rate and payment terms."),
        vevent("tr-holiday-party-2025@okafor", "20251211T180000", "20251211T220000",
               "Tannery Row holiday party", location="Tannery Row Cowork, 3rd floor"),
    ])

    LV = "Lindenview Animal Hospital, 1172 Gerrard St E, Toronto"
    GH = "The Glasshouse at Mill Pond, Elora ON"
    write_ics("calendar/personal.ics", "Personal", [
        vevent("mom-bday@okafor", "20250217", "20250218", "Mom's birthday", allday=True,
               rrule="FREQ=YEARLY", description="Call in the morning. She likes lilies."),
        vevent("sunday-dinner-brampton@okafor", "20250105T170000", "20250105T200000",
               "Sunday dinner at Mom & Dad's", location="Brampton",
               rrule="FREQ=MONTHLY;BYDAY=1SU", exdates=["20250907T170000"]),
        vevent("pem-annual-20250329@okafor", "20250329T102000", "20250329T110000",
               "Pem - annual checkup + vaccines", location=LV),
        vevent("grandma-pickup-20250912@okafor", "20250912T110000", "20250912T130000",
               "Pick up Grandma Ifeoma", location="Brampton",
               description="Front seat, cushion, cardigan, pill organiser. Tea stop in Fergus."),
        vevent("wedding-rehearsal-20250912@okafor", "20250912T160000", "20250912T173000",
               "Wedding rehearsal", location=GH),
        vevent("rehearsal-dinner-20250912@okafor", "20250912T183000", "20250912T213000",
               "Rehearsal dinner", location="Osteria Lupa, 14 Bridge St, Fergus ON",
               description="Private room at the back, under Marchetti."),
        vevent("ada-julian-wedding@okafor", "20250913T133000", "20250913T235900",
               "Ada & Julian's wedding", location=GH,
               description="Family photos 1:30, ceremony 3:30 on the lawn. Grandma duty all day. "
                           "Toast after the mains.",
               alarm=("-PT3H", "Leave for the venue - suit, cards, Grandma")),
        vevent("pem-dental-20251126@okafor", "20251126T074500", "20251126T081500",
               "Pem dental - drop-off", location=LV,
               description="Moved from 19 Nov (Dr. Kowalczyk away). No food after 10pm the night before - "
                           "unplug the auto feeder. Pick-up around 4pm."),
        vevent("condo-agm-2025@okafor", "20251209T190000", "20251209T210000",
               "Condo AGM (TSCC 2871)", location="Party Room, Level 2, 24 Linden Quay",
               description="Registration from 6:30. Two director seats up for election."),
    ])

    write_ics("calendar/running.ics", "Running", [
        vevent("physio-20250324@okafor", "20250324T081500", "20250324T090000",
               "Physio - calf", location="Eastside Motion Physio, Gerrard & Jones",
               attendees=[("Kwame Boateng", "kwame@eastsidemotion.example")],
               description="Initial assessment, left calf."),
        vevent("physio-20250331@okafor", "20250331T081500", "20250331T084500",
               "Physio - calf follow-up", location="Eastside Motion Physio, Gerrard & Jones",
               attendees=[("Kwame Boateng", "kwame@eastsidemotion.example")]),
        vevent("striders-tempo@okafor", "20250701T183000", "20250701T194500",
               "Riverside Striders - Tuesday tempo", location="Stride Lab, Queen St E (meet out front)",
               rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251014T223000Z", exdates=["20250909T183000"]),
        vevent("sunday-long-run@okafor", "20250629T080000", "20250629T100000",
               "Long run", location="Martin Goodman Trail (from Cherry Beach)",
               description="Easy pace. Gel every 35-40 min past 15 km.",
               rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20251012T120000Z", exdates=["20250914T080000"]),
        vevent("race-kit-pickup@okafor", "20251017T170000", "20251017T180000",
               "Race kit pickup", location="Race Expo, Exhibition Place",
               description="Bring photo ID."),
        vevent("wfh-race-20251019@okafor", "20251019T074500", "20251019T100000",
               "Waterfront Fall Half Marathon", location="Princes' Gates, Exhibition Place, Toronto",
               description="Corral C - be in the corral by 7:25. Bag check closes 7:15. Goal 1:50.",
               alarm=("-PT2H15M", "Race day - leave by 6:30")),
    ])

    write_ics("calendar/admin.ics", "Admin", [
        vevent("tax-instalment-due@okafor", "20250315", "20250316", "Tax instalment due", allday=True,
               rrule="FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15;COUNT=4"),
        vevent("hst-q3-due@okafor", "20251031", "20251101", "HST return Q3 due", allday=True),
        vtodo("todo-dec-instalment@okafor", "Pay Dec 15 tax instalment", due="20251215",
              description="Use the amount from Farah's revised schedule (her September e-mail), NOT the "
                          "CRA reminder. Online banking payee: CRA (revenue) - tax instalment.",
              priority=1, categories="Tax"),
        vtodo("todo-hst-q4@okafor", "File Q4 HST return", due="20260131", categories="Tax"),
        vtodo("todo-kestrel-runbook@okafor", "Write INC-0412 replay runbook for Kestrel + dry run on staging replica",
              due="20251114", priority=2, created="20250619T130000Z",
              description="AI-4 from the postmortem. Send the draft to Tomás.", categories="Kestrel"),
        vtodo("todo-pem-sdma@okafor", "Book Pem's SDMA recheck bloodwork",
              description="Was due around September. Ask Lindenview if they can draw blood on dental day.",
              created="20250930T120000Z", categories="Pem"),
        vtodo("todo-tr-renewal@okafor", "Renew Tannery Row membership for 2026", status="COMPLETED",
              completed="20251105T160000Z", categories="Business"),
    ])

if __name__ == "__main__":
    chatgpt(); assistant_chats(); calendars()
