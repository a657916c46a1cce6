# -*- coding: utf-8 -*-
"""Chat exports (Messenger, ChatGPT, plain JSON, JSONL) and the two CSV files."""

# ---------------------------------------------------------------- Facebook Messenger
# (chronological here; build.py writes newest first, like the real export)
FB_THREAD = "babahq_6893217745"
FB_TITLE = "Baba HQ \U0001F474\U0001F3FD"
FB_PARTICIPANTS = ["Shirin Rahimi", "Kaveh Rahimi", "Farid Rahimi"]
F, S, K = "Farid Rahimi", "Shirin Rahimi", "Kaveh Rahimi"

# (y, m, d, H, M, sender, content, extras)
FB_MESSAGES = [
    ((2024, 6, 16, 19, 2), F, "Salam both. Carers start tomorrow morning - Brightwell, two visits a day. I've put the details in the family folder. Baba says he doesn't need them \U0001F644", {}),
    ((2024, 6, 16, 19, 10), S, "Salam! Of course he does \U0001F602 khoobe, that's a relief. I'll ring him tomorrow night to see how it went", {}),
    ((2024, 6, 16, 19, 31), K, "merci Farid jan. Let me know if I need to sign anything", {}),
    ((2024, 6, 17, 20, 14), S, "Spoke to Baba. He said the girl was \u201ctoo cheerful\u201d and made the tea wrong. So it went well \U0001F602",
     {"reactions": [("\U0001F606", F), ("\U0001F602", K)]}),
    ((2024, 8, 9, 21, 40), F, "Kaveh - the cover sheet's in your email. Key safe, wifi, meds, everything. Ghorbunet beram for doing this", {}),
    ((2024, 8, 9, 21, 52), K, "no worries. see you on the other side. enjoy Cornwall", {}),
    ((2024, 8, 13, 12, 30), K, "Baba beat me at backgammon 3 times. 3!! He says I play like an Englishman",
     {"photos": ["1163408211229046"], "reactions": [("\u2764", S)]}),
    ((2024, 9, 15, 22, 5), S, "Farid, did Baba fall again? The carer rang me because she couldn't get hold of you", {}),
    ((2024, 9, 15, 22, 11), F, "Yes, the evening one found him. He's OK, bruised arm. I was at the surgery late. Honestly I think we need more than 2 visits a day", {}),
    ((2024, 10, 20, 18, 45), S, "Been round Oakwood Grange with Farid today. It's lovely. Honestly I think it's the right thing for him", {}),
    ((2024, 10, 20, 18, 47), S, "", {"photos": ["1172659013304187", "1172659013304188"]}),
    ((2024, 10, 20, 19, 3), F, "It's \u00a31,280 a week self-funding btw. Council rate is less but there'd be a top-up", {}),
    ((2024, 10, 20, 23, 58), K, "I know. I just feel like we promised Maman. But if you two think so...", {}),
    ((2024, 10, 21, 7, 12), F, "Nobody's breaking any promises Kaveh jan. Let's go for Oakwood if the assessment agrees, and we tell Baba together when it's real. I'll email Janet today.", {}),
    ((2024, 10, 21, 7, 30), K, "ok. agreed.", {"reactions": [("\u2764", S)]}),
    ((2024, 12, 26, 10, 22), F, "Carer didn't turn up this morning. Boxing Day!! Nobody rang. I'm going over now", {}),
    ((2024, 12, 26, 10, 25), S, "Are you serious?? On Boxing Day. Poor Baba. Tell me if you need me to come", {}),
    ((2024, 12, 26, 13, 5), F, "Sorted. He was sat in his chair in his coat, waiting \U0001F622 Did his breakfast + tablets. Out of hours said someone \u201cphoned in sick\u201d and nobody covered. Complaint going in tomorrow.",
     {"reactions": [("\U0001F622", K), ("\U0001F620", S)]}),
    ((2025, 1, 14, 20, 10), K, "who was that gas guy who fixed Baba's boiler last time? his radiators are making the banging noise again", {}),
    ((2025, 1, 14, 20, 21), F, "Craig Ibbotson, CI Heating - he put the new pump in back in November. 07700 900318. Tell him you're Hossein's son, he loves Baba", {}),
    ((2025, 1, 19, 11, 2), K, "Also - there's an app called PillPal that does tablet reminders and pings us if he doesn't tick them off. My mate uses it for his mum. Worth a go?", {}),
    ((2025, 1, 19, 11, 40), S, "He won't use an app Kaveh \U0001F602 he can't answer the phone half the time", {}),
    ((2025, 1, 19, 11, 41), K, "the carers could tick it...", {}),
    ((2025, 2, 8, 22, 30), S, "Salam. Tonight was hard. Baba cried when we talked about Oakwood. I've never seen him like that", {}),
    ((2025, 2, 8, 22, 41), K, "I know. I'm glad I was there in person this time.", {}),
    ((2025, 2, 8, 22, 50), F, "So we're agreed? Baba stays at home, we ask the council for more visits + a bedtime call, and we all do more. I'll email Janet on Monday to cancel the residential assessment.", {}),
    ((2025, 2, 8, 22, 52), S, "Agreed. Khasteh nabashi, both of you \u2764\ufe0f", {"reactions": [("\u2764", F), ("\u2764", K)]}),
    ((2025, 2, 8, 22, 55), K, "agreed \U0001F44D", {}),
    ((2025, 3, 1, 9, 15), F, "FYI Brightwell changed the key safe code yesterday (a carer lost the slip with it on). I'll tell you both the new one in person - not putting it in here", {}),
    ((2025, 3, 1, 9, 20), S, "\U0001F44D", {}),
    ((2025, 4, 3, 19, 45), F, "New visit times from Monday, and the bedtime call starts too - forwarded you both Tasha's email", {}),
    ((2025, 4, 12, 17, 30), S, "Went round today. His new morning carer is Blessing - she's lovely, Baba is smitten. She does his mornings now, every day except Sundays. He says she makes the tea \u201calmost correctly\u201d \U0001F602",
     {"reactions": [("\U0001F602", F)]}),
    ((2025, 4, 12, 17, 41), K, "high praise!!", {}),
    ((2025, 5, 12, 18, 3), F, "Janet's leaving \U0001F61E moving to the hospital discharge team. New social worker is called Dev. Review's been moved again, I'll sort it", {}),
    ((2025, 5, 12, 18, 10), S, "Noooo. She's been so good. Let's send her flowers from all of us", {"reactions": [("\U0001F44D", F)]}),
    ((2025, 5, 18, 20, 15), S, "I'll take Baba to his hearing aid appointment on the 10th, I'm off that week anyway. Farid you've got the builders starting", {}),
    ((2025, 5, 18, 20, 22), F, "Merci Shirin joon \u2764\ufe0f The letter's on his fridge. Make sure they look at the left one, it whistles", {}),
    ((2025, 5, 18, 20, 30), K, "salam baba, khoobi? \U0001F602 sorry wrong chat, meant to message him directly", {"reactions": [("\U0001F602", S), ("\U0001F602", F)]}),
    ((2025, 5, 23, 11, 10), S, "Baba at the caf\u00e9 in Rodley with his hot chocolate. He says it's \u201cnot as good as Tehran\u201d", {"photos": ["1219874402761133"]}),
]

# ---------------------------------------------------------------- ChatGPT export
CHATGPT = [
    dict(
        title="Cloud telephony questions for GP practice",
        start=(2024, 10, 3, 21, 10),
        turns=[
            ("user", "I'm a GP practice manager in England comparing two cloud telephony suppliers for our surgery, Nexus Cloud Telephony and Abbeydale Voice. Our current analogue contract ends in March. What questions should I ask them before we decide?"),
            ("assistant", "Good questions to put to both suppliers:\n\n1. **Clinical system integration** - is it live today, or on a roadmap? Ask for a reference practice using it now.\n2. **Call-back and queue position** - how does call-back handle patients who don't answer? Is queue position announced?\n3. **Contract term and exit** - minimum term, auto-renewal, and early termination charges. Read the T&Cs, not just the proposal.\n4. **Number porting** - who manages it and what happens on the day.\n5. **Resilience** - what happens if the internet goes down? Failover to mobiles?\n6. **Reporting** - can you see abandoned calls and wait times by hour?\n7. **Training and support** - UK-based support desk hours, named project manager.\n8. **Funding** - will they help with the ICB digital funding paperwork?\n\nIf one supplier is cheaper but their integration is only 'planned', weigh that carefully - promised features often slip."),
            ("user", "What's a reasonable minimum term?"),
            ("assistant", "For NHS primary care, 36 months is common; 60 months is long and should come with a noticeably lower price. Avoid automatic renewal clauses or make sure the notice window is long enough for you to act."),
        ],
    ),
    dict(
        title="Loft conversion fire safety",
        start=(2025, 1, 12, 20, 30),
        branch_first=[
            ("user", "Do I need fire doors for a loft conversion?"),
            ("assistant", "Often, yes - but it depends on the layout of your house and the height of the new floor. Could you tell me the number of storeys now, what the loft will be used for, and whether you're in England, Scotland or elsewhere? The rules differ."),
        ],
        branch_edited=[
            ("user", "Semi-detached house in England, two storeys now. The loft conversion will make it three storeys with a new bedroom for my son. Do I need fire doors, and what kind?"),
            ("assistant", "In England, when a loft conversion creates a new storey more than 4.5m above ground level, Approved Document B requires a **protected escape route** - usually the existing staircase enclosure, running from the loft room down to an exit at ground level.\n\nIn practice that normally means:\n\n- **FD20 fire doors** (20-minute fire resistance) on every habitable room that opens onto the stair, on the ground and first floors as well as the new loft room. Self-closers aren't generally required in a single-family house.\n- **Mains-wired, interlinked smoke alarms** on every level of the stairway (often Grade D1, LD3 as a minimum).\n- Glazing in the stair enclosure to be fire-rated.\n- An escape window isn't a substitute for the protected stair at this height, though many building control officers still like one in the loft room.\n\nYour building control body will confirm what they want - they inspect the doors and alarms at completion."),
            ("user", "Can the existing doors be upgraded instead of replaced?"),
            ("assistant", "Sometimes. Solid panelled or older solid-core doors can occasionally be upgraded with intumescent paint or a fire-rated board and intumescent strips, but it needs evidence that the upgraded door achieves the required performance. Hollow-core doors can't be upgraded. Most builders find it simpler and cheaper to fit new FD20 doors - ask your builder whether they're included in the quote."),
        ],
    ),
    dict(
        title="GCSE revision timetable",
        start=(2025, 4, 22, 19, 5),
        turns=[
            ("user", "My son is 15, sitting GCSEs from 12 May. He's strong in maths and physics, weak in English lit. Can you make a simple revision timetable for the next 3 weeks, weekdays after school and weekends?"),
            ("assistant", "Here's a simple plan:\n\n**Weekdays (after school)**\n- 17:00-17:45 English literature (quotes, one poem or one character per day)\n- 17:45-18:15 break / tea\n- 18:15-19:00 rotate: chemistry, biology, history\n- 19:00-19:30 maths or physics past-paper questions (short)\n\n**Saturdays** - one full past paper in the morning (rotate subjects), afternoon off.\n**Sundays** - review mistakes from Saturday's paper, 1 hour English lit essay planning.\n\nKeep one evening a week completely free."),
        ],
    ),
]

# ---------------------------------------------------------------- plain JSON chat (role/content/timestamp)
ASSISTANT_CHAT = [
    {"role": "user", "timestamp": "2025-03-14T08:02:11Z",
     "content": "Help me write an email to our reception team about the new phone system. We're moving from TeleMed to Abbeydale Voice on Monday 7 April. Training is Thursday 3 April 1-3pm in Room 6. Make it clear that if they have questions they should email me (I prefer email for anything non-urgent) and that rota swaps go to Jodie, not to me on WhatsApp."},
    {"role": "assistant", "timestamp": "2025-03-14T08:02:29Z",
     "content": "Subject: New phone system - Abbeydale Voice from Monday 7 April\n\nHi all,\n\nAs you know, our TeleMed contract ends this spring and we're moving to a new cloud phone system from Abbeydale Voice. Go-live is Monday 7 April.\n\nTraining: Thursday 3 April, 1-3pm, Room 6. Please make sure you attend - Jodie will adjust the rota so everyone can.\n\nWhat changes for patients:\n- They can choose a call-back instead of waiting on hold\n- They'll hear their position in the queue\n\nIf you have any questions, please email me - I prefer email for anything that isn't urgent, so I can reply properly. And a reminder that rota swaps go to Jodie, not to me on WhatsApp.\n\nThanks for all your patience with this.\n\nFarid"},
    {"role": "user", "timestamp": "2025-03-14T08:05:40Z",
     "content": "shorter, and less corporate. they're a good bunch, I don't want it to sound like a memo"},
    {"role": "assistant", "timestamp": "2025-03-14T08:05:52Z",
     "content": "Subject: New phones from 7 April!\n\nHi all,\n\nThe new phones (Abbeydale Voice) go live on Monday 7 April - goodbye TeleMed, you won't be missed.\n\nTraining is Thursday 3 April, 1-3pm in Room 6. Jodie's sorting the rota so you can all come.\n\nPatients will be able to ask for a call-back and hear where they are in the queue - which should make Monday mornings a lot calmer for all of us.\n\nQuestions? Email me (email's best unless it's urgent). Rota swaps to Jodie as always - not me on WhatsApp please!\n\nThanks,\nFarid"},
]

# ---------------------------------------------------------------- JSONL quick questions
QUICK = [
    ("2024-09-19T22:14:03Z", "how long does a loft conversion take uk", "A typical dormer loft conversion takes 6-10 weeks on site, plus time beforehand for drawings, structural calculations, planning (if needed) and building regulations approval."),
    ("2024-10-09T07:41:55Z", "what age group gets the high dose flu jab", "In the UK programme, adults aged 65 and over are offered an adjuvanted or high-dose vaccine; check the current annual flu letter for the exact products."),
    ("2024-11-02T21:30:12Z", "persian for take care informal", "'Movazeb-e khodet bash' (look after yourself). Informally people also say 'mavazeb bash'."),
    ("2024-12-04T13:02:40Z", "what does UB mean on a steel beam spec", "UB stands for Universal Beam - an I-section steel beam. The numbers give depth x width x mass per metre, e.g. a beam of nominal depth 203mm and width 133mm."),
    ("2025-01-08T12:55:31Z", "is a 60 month minimum term normal for phone contracts for a gp surgery", "It's long. 36 months is more typical for NHS practices; a 60-month term should come with a clear price advantage and sensible exit terms."),
    ("2025-02-16T20:11:18Z", "how long is a normal home care visit uk", "Most domiciliary care visits are 30 or 45 minutes; 15-minute visits are discouraged for personal care."),
    ("2025-03-21T09:17:45Z", "how often does a legionella assessment need doing for a gp practice building", "Guidance suggests reviewing it regularly - commonly every two years, or sooner if the water system or use of the building changes."),
    ("2025-04-19T21:48:09Z", "paint colours that go with oak effect lvt in a loft bedroom. I like sage green, hate grey", "Sage green works really well with oak tones. Try a soft sage on three walls with warm white on the sloped ceiling to bounce light from the rooflights; an accent wall in a deep green or even charcoal can work for a teenager's desk area."),
    ("2025-05-05T18:20:33Z", "how do you say get well soon in farsi", "'Zoodtar khoob sho' (get better soon) or more formally 'Omidvaram zoodtar behbood peyda konid'."),
    ("2025-05-14T22:40:10Z", "ice or heat for knee twinge after football", "For a fresh twinge, ice (wrapped) for 15-20 minutes in the first 48 hours; heat can help later with stiffness. See a physio if it swells or gives way."),
    ("2025-05-22T07:58:26Z", "polite but firm letter chasing a supplier for a refund after contract ended", "Open with the account details and the amount, state the date notice was given and when the refund was first requested, set a deadline (e.g. 14 days), and say what you'll do if it isn't paid (e.g. small claims)."),
]

# ---------------------------------------------------------------- CSV: loft payments
LOFT_PAYMENTS_HEADER = ["date", "payee", "description", "amount_gbp", "method", "notes"]
LOFT_PAYMENTS = [
    ["09/08/2024", "Gareth Booth", "Measured survey + planning drawings (50%)", "575.00", "BACS", ""],
    ["12/08/2024", "HM Land Registry", "Title register + plan", "7.00", "card", "for Gareth"],
    ["05/09/2024", "Leeds City Council", "Planning application fee (householder)", "258.00", "card", "24/05126/FU"],
    ["14/10/2024", "Gareth Booth", "Drawing revision - rooflight positions", "120.00", "BACS", ""],
    ["25/11/2024", "Gareth Booth", "Planning drawings balance (50%)", "575.00", "BACS", ""],
    ["10/12/2024", "Lal Structural Design", "Structural calcs + site visit", "650.00", "BACS", "inv LSD-2411-07"],
    ["20/12/2024", "Gareth Booth", "Building regs drawing pack", "480.00", "BACS", ""],
    ["20/01/2025", "Leeds Building Control", "Full plans - plan charge", "312.00", "card", ""],
    ["24/01/2025", "Hartley Party Wall Surveyors", "Party wall notice to no. 21", "380.00", "BACS", ""],
    ["08/03/2025", "Aire Skips", "Mini skip for loft clear-out", "165.00", "card", "not Dale's skip"],
    ["28/04/2025", "Pickering Loft Conversions", "Deposit 10% on acceptance", "4165.00", "BACS", "quote R2"],
    ["03/05/2025", "Leeds Building Control", "Inspection charge (1st instalment)", "396.00", "card", ""],
    ["10/05/2025", "B&Q", "Paint sample pots x4", "18.40", "card", ""],
    ["17/05/2025", "Hartley Party Wall Surveyors", "Chaser letter to no. 21", "60.00", "BACS", ""],
    ["20/05/2025", "SafeStore Kirkstall", "Storage unit - 1 month (loft contents)", "89.00", "card", "renew monthly"],
    ["23/05/2025", "Pickering Loft Conversions", "Variation V1 - remove old water tank", "240.00", "BACS", ""],
    ["24/05/2025", "Horsforth Florist", "Flowers for Ian & Sue (scaffold)", "25.00", "cash", ""],
]

# ---------------------------------------------------------------- CSV: carer visit log
CARER_LOG_HEADER = ["date", "visit", "scheduled", "arrived", "left", "carer", "notes"]
CARER_LOG = [
    ["14/10/2024", "morning", "09:15", "09:20", "10:05", "Agnieszka", "first day of new times - Baba complained breakfast is late"],
    ["14/10/2024", "lunch", "12:30", "12:35", "13:05", "Dwayne", "first lunch visit, ate all the rice"],
    ["14/10/2024", "tea", "17:30", "17:40", "18:20", "Precious", ""],
    ["21/10/2024", "morning", "09:15", "09:50", "10:30", "Agnieszka", "late - traffic on Stanningley Rd"],
    ["28/10/2024", "tea", "17:30", "17:30", "18:15", "Kelly", ""],
    ["04/11/2024", "morning", "09:15", "09:15", "10:00", "Agnieszka", ""],
    ["11/11/2024", "lunch", "12:30", "13:20", "13:40", "Dwayne", "late + short visit - raised with Tasha"],
    ["18/11/2024", "morning", "09:15", "09:10", "10:00", "Agnieszka", ""],
    ["25/11/2024", "tea", "17:30", "17:35", "18:20", "Precious", "heating off - boiler. Gas engineer booked Thu"],
    ["02/12/2024", "morning", "09:15", "09:25", "10:10", "Agnieszka", ""],
    ["09/12/2024", "lunch", "12:30", "12:30", "13:00", "Dwayne", ""],
    ["16/12/2024", "tea", "17:30", "17:45", "18:30", "Kelly", ""],
    ["23/12/2024", "morning", "09:15", "09:15", "10:00", "Agnieszka", "last day before her Christmas leave"],
    ["25/12/2024", "morning", "09:15", "09:40", "10:20", "agency relief", "Christmas Day - Baba came to ours after"],
    ["26/12/2024", "morning", "09:15", "", "", "(none)", "NO-SHOW - nobody came, office didn't ring. Farid went over 10:40, did breakfast + tablets. Complaint raised with Brightwell 27/12"],
    ["26/12/2024", "lunch", "12:30", "12:50", "13:15", "Dwayne", ""],
    ["30/12/2024", "tea", "17:30", "17:30", "18:15", "Precious", ""],
    ["06/01/2025", "morning", "09:15", "09:15", "10:00", "Agnieszka", "back from leave"],
    ["13/01/2025", "lunch", "12:30", "12:40", "13:10", "Dwayne", ""],
    ["20/01/2025", "morning", "09:15", "09:20", "10:05", "Agnieszka", "Brightwell apology letter arrived re 26/12"],
]
