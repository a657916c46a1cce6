"""Chat exports."""
import json
from util import chatgpt_conversation, dump_json, out, iso

# ----------------------------------------------------------------- ChatGPT export, March 2025
DAMP_U1 = """I rent a one-bed flat in Kings Heath, Birmingham (Flat 2, 41 Woodbridge Grove) through a letting agent, Pennant Lettings. Since January there's black mould on the bedroom's external wall behind the wardrobe and round the window. I reported it in January with photos. The property manager, Kerry, sent me a condensation leaflet and basically said it's my fault for drying laundry indoors and not heating properly. I dry clothes on an airer because there is no garden and no balcony. I have the heating on twice a day. I even took my laundry to my mum's for a week and the humidity barely changed.

What are my rights here? Can I withhold rent until they fix it?"""

DAMP_A1 = """I'm sorry you're dealing with this — mould in a bedroom is unpleasant and it can affect your health. Here's an overview of your position as a private tenant in England. (This is general information, not legal advice.)

**1. Your landlord's repair obligations**
- Under section 11 of the Landlord and Tenant Act 1985, landlords must keep the structure and exterior (including walls, gutters and drains) and installations for heating and water in repair.
- The Homes (Fitness for Human Habitation) Act 2018 requires a rented home to be fit to live in at the start and throughout the tenancy. Serious damp and mould can make a home unfit.
- Damp caused by a structural problem (penetrating damp from gutters, rising damp, cold bridging) is the landlord's responsibility. Condensation *can* be partly lifestyle-related, but a landlord still has to provide adequate ventilation and heating.

**2. Don't withhold rent**
Withholding rent is risky. It can put you into arrears, which gives the landlord grounds to seek possession, and it undermines your position if things escalate. It's usually better to keep paying and use the formal routes below.

**3. Build your evidence**
- Dated photos of the mould and any damage to belongings.
- A humidity/temperature diary (a cheap hygrometer is fine).
- Copies of every e-mail and letter — including the agent's leaflet.
- Notes of phone calls (date, who, what was said).
- Your heating bills.

**4. Escalate in writing**
Send a formal letter to the agent and landlord setting out the problem, the dates you reported it, and asking for an inspection and a schedule of works within a reasonable time (14 days is common).

**5. Contact the council**
Your local council's private rented sector / environmental health team can inspect using the Housing Health and Safety Rating System (HHSRS). If they find a Category 1 hazard they must take action, such as serving an improvement notice on the landlord. This also gives you some protection against retaliatory eviction.

**6. Other options**
- Your deposit must be protected in a government-approved scheme — worth checking it is.
- Shelter and Citizens Advice can help with template letters.
- A claim for disrepair is possible but is usually a last resort.

Would you like a template letter to send to the agent?"""

DAMP_U2 = """Thanks. I sent a formal letter in February and got nothing. I've now filled in Birmingham council's private rented services form and they're going to book an inspection. And no, I'm not going to withhold rent — I'm not risking it.

One more thing: I hate confrontation on the phone, I'd much rather do everything in writing. Is that OK or does it look passive?"""

DAMP_A2 = """Doing everything in writing is not passive — it's exactly what housing advisers recommend. Written communication:

- creates a clear, dated record you can show the council, a tribunal or a deposit adjudicator;
- avoids "he said, she said" disputes about what was promised;
- lets you stay calm and factual, which reads well to any third party later.

If the agent phones you, it's perfectly reasonable to follow up with an e-mail: "Thanks for your call today. To confirm, you said…". That turns a phone call into evidence.

For the inspection itself:
1. Move furniture away from the affected wall the night before so the officer can see and measure it.
2. Have your photo timeline, the agent's replies and your humidity diary ready.
3. Mention any health effects and any damaged belongings.
4. Ask the officer what happens next and roughly how long it takes.

After the visit, the council will usually write to you and to the landlord. If they serve an improvement notice, keep a copy — it's very useful evidence if there's any disagreement later, for example about the deposit at the end of the tenancy.

Good luck — it sounds like you're handling it well."""

ALLOT_U1_OLD = """Help me plan my allotment for this year. Half plot, heavy clay, Birmingham."""
ALLOT_A1_OLD = """Happy to help! To give you a useful plan I'll need a bit more information: what do you like to eat and grow, how much time do you have each week, and do you have any protected growing space like a greenhouse or polytunnel?"""

ALLOT_U1 = """Help me plan my allotment for 2025. It's a half plot (14B) at Dogpool Lane in Stirchley, Birmingham — heavy clay, six beds plus a small polytunnel (3m x 2m).

What I love growing: chillies above everything (Kashmiri for colour, bird's eye for heat), methi, karela for my mum, garlic, and Sungold tomatoes. I do NOT want courgettes this year — last year's glut nearly broke me. I garden organically: no slug pellets, no weedkiller. I'm a teacher so I can do about 5 hours a week in term time, more in the holidays."""

ALLOT_A1 = """That's a lovely, focused list — growing what you actually eat is the best way to keep an allotment enjoyable. Here's a plan that works with heavy clay, a small polytunnel and around five hours a week.

**Polytunnel (your most valuable space)**
- Chillies: sow Feb–early March in a heated propagator; pot on; plant out in the tunnel in May. Kashmiri and bird's eye both do well in large pots or directly in the border. Pinch out the first flower on bird's eye to encourage bushier growth.
- Karela (bitter gourd): sow indoors in April after soaking seeds for 24 hours; needs warmth (20°C+) to germinate; train up strings in the tunnel.
- Sungold tomatoes: cordon, one or two plants is plenty for a half plot.

**Outdoor beds (rotation)**
1. Alliums — garlic (autumn planted) then a quick crop.
2. Legumes — broad beans, peas, runner beans.
3. Leafy/quick crops — methi sown every 3 weeks for a continuous supply; winter salad later.
4. Onions and shallots from sets.
5. Perennials — herbs, strawberries.
6. Green manure to rest and improve the clay.

**Heavy clay tips**
- Don't work it when wet — it compacts. Consider no-dig on a few beds: cardboard plus a thick layer of compost in autumn.
- Add organic matter every year.
- Raised edges help drainage.

**Organic slug control**
- Beer traps, wool pellets, copper tape on pots.
- Nematodes (Nemaslug) in spring and autumn when soil is above 5°C.
- Evening torch patrols after rain.
- Encourage predators: a small log pile, a shallow dish of water for frogs.

**Time-saving**
- Mulch heavily to cut weeding.
- Water deeply but less often; early morning is best.
- Keep a simple sowing calendar so you don't miss windows.

And noted — no courgettes! If a neighbour offers you plants, a polite "I've got no room" is a complete sentence."""

ALLOT_U2 = """Ha, my neighbour Stan will definitely try. Also the site secretary Dennis is strict about plot inspections in July and September — anything I should prioritise so the plot looks cultivated?"""

ALLOT_A2 = """Plot inspections usually look for the proportion of the plot that is actively cultivated and kept reasonably weed-free, so:

- Keep paths mown or edged — tidy paths make the whole plot look cared for.
- Cover any bed you're not using with green manure or a mulch sheet rather than leaving bare weeds.
- Make sure the polytunnel and shed are in good order (no broken panels or rubbish piles).
- Time a weeding session for the week before each inspection.
- A few flowers (calendula, nasturtiums) along the edges make a plot look loved and help pollinators.

With six beds, a tunnel and some green manure you'll comfortably meet a 75% cultivation rule."""

# ----------------------------------------------------------------- ChatGPT export, October 2025
SPEECH_U1 = """I'm maid of honour at my sister Anjali's wedding — 16 May 2026 at Larkspur Hall in Henley-in-Arden. She's marrying Callum (civil engineer from Harrogate). Our first venue, a barn near Bromsgrove, closed down in March and Callum made a colour-coded spreadsheet of replacements within a day, which I want to use as a joke.

I want a 4-minute speech: warm, funny but not cringe, and I want a line or two in Tamil for our parents. Please, nothing that's just in-jokes — I hate speeches where half the room has no idea what's going on. Can you give me a structure?"""

SPEECH_A1 = """What a great brief — a venue disaster with a spreadsheet hero is gold. Here's a structure for roughly four minutes (about 500–550 words spoken at a relaxed pace).

**1. Opening (20–30 seconds)**
Greet everyone, introduce yourself and your relationship to the bride. A quick, self-aware line about being a teacher and keeping to time works well and sets the tone.

**2. Anjali growing up (60 seconds)**
One vivid childhood story that shows who she is — ideally something everyone can picture (shared bedrooms, sibling rivalry, a moment of kindness). Avoid stories that need backstory.

**3. Meeting Callum (45 seconds)**
How you first heard about him and your first impression. Keep it affectionate and inclusive of his family.

**4. The venue story (45 seconds)**
Your spreadsheet joke fits here. Set it up simply: the first venue closed, Anjali was upset, Callum calmly produced a colour-coded spreadsheet — and that's when you knew. It's funny, it's flattering, and everyone understands it.

**5. Tamil lines for your parents (20 seconds)**
A short blessing or a line thanking them, followed by a brief English translation so everyone is included.

**6. Sincere close and toast (30 seconds)**
A wish for their future together, then invite everyone to stand and raise a glass.

**Tips**
- Read it aloud with a timer.
- Print it in large font; don't rely on your phone.
- Cut any joke you're not sure about — if in doubt, leave it out.
- Look up at the couple for the final line.

Would you like me to draft a first version using these sections?"""

SPEECH_U2 = """Yes please, draft it. Few more facts: we shared a bedroom with a masking tape line down the middle until I was 14. Decor is marigolds and jasmine everywhere — which I'm thrilled about because I'm allergic to lilies and Anjali keeps trying to sneak them onto the tables. Marigolds and jasmine or nothing! Maybe a tiny joke about that? Also the food is South Indian — the caterer is Masala Mews, we just decided on them after a tasting yesterday."""

SPEECH_A2 = """Here's a first draft. It's around 520 words; adjust names and details as needed.

---

"Vanakkam, hello, and welcome everyone to Larkspur Hall.

For those who don't know me, I'm Priya, Anjali's big sister. I'm a maths teacher, so I'll be keeping strictly to time, and anyone who talks during this gets a detention.

Anjali and I shared a bedroom until I was fourteen. There was a line of masking tape down the middle. She crossed it every single day. Callum — that is what you've signed up for.

When Anjali first told me about Callum, she said he was a civil engineer from Harrogate who liked bridges. I asked what else he liked. She thought for a long time and said: 'Me, rugby, and Amma's sambar.' Good answers, Callum. We'll discuss the order later.

Some of you know this isn't the venue we started with. Our first venue closed down, with the deposit inside it. Anjali rang me at eight o'clock on a Saturday morning in tears. Callum, meanwhile, had already made a colour-coded spreadsheet of alternatives. And that's when I knew he was the one — not because he's calm in a crisis, but because he colour-codes.

You may also notice the flowers today: marigolds and jasmine. There are no lilies. That was a negotiation. I'd like to thank the bride for choosing her sister's sinuses over her Pinterest board.

[Tamil lines for Amma and Appa, then translation]

Anjali, you are the bravest, funniest, most stubborn person I know. Callum, you make her laugh and you make her calmer, which I didn't think was possible.

So please raise your glasses — or your mango lassi — to Anjali and Callum."

---

Want me to suggest a couple of Tamil blessing lines with transliteration, or trim it further?"""

TUT_U1 = """I run a small maths tutoring business on Saturdays (Plus One Tutoring) alongside my job as head of Year 9 at a Birmingham secondary. I put my rate up to £36 an hour in September (it was £32) and nobody left. I've got five pupils: four in person on Saturday mornings in Room 3 at Stirchley Community Hub, and one A-level student, Zara, on Zoom on Sunday evenings.

I've decided to drop the Sunday evening Zoom slot from January — Zara will move to Saturday 1pm in person. My sister's wedding is in May, I've got an allotment, and I need one evening a week where I'm not working. Honestly I prefer in-person anyway; Zoom tutoring drains me.

Can you help me word the message to Zara and her mum? Also a reminder for all parents: e-mail only, no WhatsApp voice notes, and nothing after 8pm. I want it firm but friendly."""

TUT_A1 = """That sounds like a very sensible decision — protecting one evening a week is important, especially with a demanding pastoral role. Here are two drafts.

**Message to Zara and her mum**

Subject: Zara's sessions from January

Dear Grace and Zara,

I wanted to let you know about a small change from January. I'm going to stop my Sunday evening online sessions, so from the first Saturday of term Zara's session will move to **Saturdays at 1:00–2:30pm**, in person at the Stirchley Community Hub, Room 3. The rate stays the same.

I think this will actually help in the run-up to the summer exams — working on a whiteboard side by side makes it much easier to spot where a method goes wrong.

If Saturday afternoons are difficult, please e-mail me and we'll find a solution.

Best wishes,
Priya

**Reminder to all parents**

Subject: A quick reminder about contacting me

Dear parents and carers,

A quick reminder about how best to reach me. Please contact me by **e-mail** for changes, cancellations and questions — I don't use WhatsApp for tutoring (and I'm afraid I can't listen to voice notes). I don't respond to messages or calls after **8pm**, but I always reply to e-mails within 48 hours on weekdays.

Thank you — this helps me give every pupil my full attention on Saturdays.

Best wishes,
Priya

**A few tips**
- Put the contact policy in your welcome letter and on every invoice footer so it's always visible.
- If someone does message on WhatsApp, a short standard reply ("Thanks — please could you e-mail me at … so I have everything in one place?") keeps the boundary without friction.
- Consider adding your cancellation policy to the same reminder so everything is in one place.

Would you like a version of the welcome letter that includes all of this?"""

TUT_U2 = """That's great. One more: should I take on any more pupils? A parent from my own school asked me last week. I have a firm rule that I never tutor pupils from my school — conflict of interest as head of year."""

TUT_A2 = """Your rule is a good one and worth keeping. Tutoring a pupil from your own school, especially as head of year, can create real or perceived conflicts: access to assessment information, questions of fairness, safeguarding concerns and awkwardness if a pastoral issue arises. Many schools' codes of conduct discourage or prohibit it.

A kind way to decline:

"Thank you so much for thinking of me. Because I'm head of year at the school, I don't tutor any pupils from Lindenfield — it keeps things fair for everyone. I'd be happy to recommend a couple of excellent local tutors."

As for taking on more pupils generally: with a full-time pastoral role, a wedding to help organise and an allotment, I'd suggest a hard cap (for example, five pupils or four hours on Saturday mornings plus one afternoon slot). Adding a waiting list lets you say "not right now" without losing future business."""


def build_chatgpt():
    files = []
    c1 = chatgpt_conversation("Damp and mould in rented flat", [
        ("user", DAMP_U1, "2025-03-02 20:14:05"),
        ("assistant", DAMP_A1, "2025-03-02 20:14:41"),
        ("user", DAMP_U2, "2025-03-04 21:02:17"),
        ("assistant", DAMP_A2, "2025-03-04 21:02:48"),
    ], seed="damp")
    c2 = chatgpt_conversation("Allotment plan 2025", [
        ("user", ALLOT_U1, "2025-03-09 08:31:10"),
        ("assistant", ALLOT_A1, "2025-03-09 08:31:52"),
        ("user", ALLOT_U2, "2025-03-09 08:40:03"),
        ("assistant", ALLOT_A2, "2025-03-09 08:40:29"),
    ], branch=(0, ALLOT_U1_OLD, ALLOT_A1_OLD, "2025-03-09 08:27:44"), seed="allot")
    files.append(out("chats/chatgpt/conversations-2025-03.json", dump_json([c2, c1])))

    c3 = chatgpt_conversation("Maid of honour speech", [
        ("user", SPEECH_U1, "2025-10-12 19:47:22"),
        ("assistant", SPEECH_A1, "2025-10-12 19:48:01"),
        ("user", SPEECH_U2, "2025-10-12 19:55:40"),
        ("assistant", SPEECH_A2, "2025-10-12 19:56:33"),
    ], seed="speech")
    c4 = chatgpt_conversation("Tutoring schedule change + parent comms", [
        ("user", TUT_U1, "2025-10-19 16:05:12"),
        ("assistant", TUT_A1, "2025-10-19 16:05:58"),
        ("user", TUT_U2, "2025-10-19 16:12:30"),
        ("assistant", TUT_A2, "2025-10-19 16:13:02"),
    ], seed="tutor")
    files.append(out("chats/chatgpt/conversations-2025-10.json", dump_json([c4, c3])))
    return files


# ----------------------------------------------------------------- assistant-format chats
CAR = [
    ("user", "My car insurance renewal just came in. 2017 Ford Fiesta 1.0, I'm 36, clean licence, park on the street in Kings Heath. Brindle want £612 this year — last year was £489. Nothing has changed except I'm a year older. Harbourline have quoted £468 for the same comprehensive cover with a £250 excess. Is there a catch with switching?", "2025-09-10 20:31:09"),
    ("assistant", """Price jumps at renewal are very common — insurers often charge existing customers more than new ones, although rules introduced in 2022 ban charging renewing customers more than an equivalent new customer through the same channel. Switching is usually straightforward. Before you do, compare these carefully:

1. **Cover level** — both comprehensive? Check whether commuting is included (you'll need it if you ever drive to work).
2. **Excess** — compulsory plus voluntary. £250 total is reasonable.
3. **Courtesy car** — included, and is it guaranteed or only with approved repairers?
4. **Windscreen cover** — and its separate excess.
5. **No-claims bonus** — will they accept your NCB proof? Ask Brindle for proof of no claims.
6. **Named drivers** — add anyone who drives the car.
7. **Extras** — breakdown cover, legal expenses; don't pay twice if you have them elsewhere.

**How to switch safely**
- Buy the new policy to start on your renewal date so there's no gap.
- Turn off auto-renewal with Brindle (or call them) *before* the renewal date, and get confirmation in writing.
- Keep the new policy documents somewhere you can find them.

If the cover is genuinely the same, saving £144 is well worth a 20-minute phone call. You could also call Brindle and tell them you have a cheaper quote — sometimes they'll match it.""", "2025-09-10 20:31:47"),
    ("user", "Done — went with Harbourline, and I've cancelled the Brindle auto-renew. The Fiesta's getting on a bit (71k miles), so at some point I'll replace it. When I do, I want an automatic — my left knee hates the clutch in traffic — and something small with Apple CarPlay. Absolutely no SUVs, I'm 5'2 and don't want to sit on a shelf. What should I be looking at?", "2025-09-10 20:44:15"),
    ("assistant", """Nice one on the switch. For a small automatic with CarPlay that isn't an SUV, these are worth a look on the used market:

- **Toyota Yaris Hybrid** (2020+) — automatic (e-CVT) as standard, excellent reliability, very low running costs, CarPlay on most trims. Rear space is tight.
- **Honda Jazz Hybrid** (2020+) — automatic, clever "magic seats", very reliable, CarPlay. Practical rather than exciting.
- **Renault Clio E-Tech hybrid** — automatic, good looking, CarPlay; check service history carefully.
- **Hyundai i20 / Kia Rio automatic** — petrol auto options with CarPlay; long Kia warranty on newer cars.
- **VW Polo DSG** — widely available, CarPlay, but DSG gearboxes need their servicing done on time.

Tips: test drive in stop-start traffic, check that CarPlay works with your phone on the test drive, and look at insurance groups before you fall in love with one. If home charging isn't possible, a full hybrid is usually a better fit than a plug-in or EV.""", "2025-09-10 20:45:02"),
]

MOVE = [
    ("user", "I'm moving out of my rented flat this month after a long damp and mould saga — the council served an improvement notice on the landlord in April, the works didn't fix it, and I gave notice in September. Current place: Flat 2, 41 Woodbridge Grove, Kings Heath. New place: Flat 5, Rosslyn Court, 18 Alderbrook Road, Harborne B17 9PL — keys on the 27th, van on the 28th. My deposit is £950 with SafeHold, deposit ID SH-2291-0457. I'm worried the agent (Pennant) will try to blame me for the mould staining at check-out. What should I do to protect my deposit?", "2025-11-16 10:12:44"),
    ("assistant", """Sensible to think about this now. Deposit disputes are decided on evidence, and you're already in a stronger position than most tenants because you have a council improvement notice.

**Before check-out**
- Clean thoroughly to the standard shown in the check-in inventory (not better). Keep receipts if you use a cleaner or carpet cleaner.
- Re-read the check-in inventory. Note how each room was described (e.g. "freshly painted").
- Gather your paper trail: reports to the agent, their replies, the council letter and improvement notice, contractor details, your photos.

**At check-out**
- Attend in person if you can.
- Take dated photos and a video walk-through of every room, including walls, floors, inside appliances.
- Photograph meter readings.
- Hand keys back and get a receipt.

**After check-out**
- The landlord/agent should propose any deductions in writing. You don't have to accept them.
- If you disagree, raise a dispute with the deposit scheme — adjudication is free. The burden is on the landlord to justify deductions.
- Key arguments: fair wear and tear; damage caused by the landlord's own failure to repair (here, damp recognised by the council); betterment (landlords can't charge you to leave the property better than at check-in).

**Timelines**
The landlord must return the deposit within 10 days of agreeing the amount. In a dispute, the undisputed part should be returned and the disputed part held until adjudication.

Would you like a template for disputing deductions?""", "2025-11-16 10:13:31"),
    ("user", "Yes please. Check-out is Saturday 29th at 11. I'll take photos of absolutely everything.", "2025-11-16 10:20:02"),
    ("assistant", """Here's a template you can adapt if deductions are proposed:

---
Dear [Agent],

Re: Deposit for Flat 2, 41 Woodbridge Grove — deposit ID [ID]

I do not agree to the proposed deductions of £[amount] for [items].

1. **Bedroom wall staining.** The staining results from damp and mould that Birmingham City Council assessed as a Category 1 hazard and for which it served an Improvement Notice (ref [ref]) on the landlord. The landlord's works did not resolve the defect. Damage arising from the landlord's failure to repair cannot be charged to the tenant.
2. **Cleaning.** The property was returned in the condition recorded at check-in, allowing for fair wear and tear. My check-out photographs and video (dated [date]) show this.

I therefore request return of the full deposit. If this is not agreed, I will refer the matter to the scheme's dispute resolution service.

Yours sincerely,
[Name]
---

At the check-out on Saturday, also ask the clerk to record specifically that the bedroom staining relates to the damp problem the council inspected. Good luck with the move!""", "2025-11-16 10:20:47"),
]

QUICK = [
    ("user", "quick veggie dinner ideas, 20 mins, one person. I'm vegetarian (I do eat eggs). I can't stand mushrooms — it's the texture. Nothing with loads of washing up.", "2025-02-04 18:22:10"),
    ("assistant", "Five quick ones, no mushrooms:\n1. Egg fried rice with frozen peas, spring onion and chilli oil (one pan).\n2. Chickpea, spinach and tomato curry with a flatbread.\n3. Halloumi and roasted pepper wraps with hummus.\n4. Shakshuka with crusty bread.\n5. Paneer and pea bhurji (scrambled paneer) with toast or roti.\nAll under 20 minutes and mostly one pan.", "2025-02-04 18:22:31"),
    ("user", "compound interest starter for yr 9, something w/ a hook", "2025-04-23 07:10:44"),
    ("assistant", "Hook: 'Would you rather have £1,000 now, or 1p on day 1 doubled every day for 30 days?' Let them vote, then calculate (the 1p option reaches over £5 million on day 30). Then bridge to compound interest: £500 at 4% per year for 10 years = 500 × 1.04^10 ≈ £740.12. Follow up with a spreadsheet to compare simple vs compound over time.", "2025-04-23 07:11:02"),
    ("user", "how to word polite reply to a parent who keeps sending whatsapp voice notes about tutoring. I only do email and nothing after 8pm", "2025-06-10 21:35:29"),
    ("assistant", "Try: 'Hi — thanks for your message. I don't use WhatsApp for tutoring, so I may miss things sent here. Could you e-mail me at hello@… instead? I check e-mails daily and reply within 48 hours (not after 8pm). Many thanks!' Short, friendly, and it redirects without making it personal.", "2025-06-10 21:35:47"),
    ("user", "how long do dried kashmiri chillies keep", "2025-09-21 15:02:13"),
    ("assistant", "Properly dried and stored in an airtight jar away from light, whole dried chillies keep their best colour and flavour for about a year and remain usable for 2–3 years. Ground chilli loses colour faster — grind in small batches.", "2025-09-21 15:02:25"),
    ("user", "do I need to tell DVLA if I move flat within Birmingham? and insurance?", "2025-11-30 19:44:51"),
    ("assistant", "Yes to both. DVLA: update the address on your V5C logbook and your driving licence (both free online); you can be fined up to £1,000 for not updating your licence address. Insurer: tell them before or when you move — a change of postcode can change the premium, and not telling them could invalidate a claim.", "2025-11-30 19:45:09"),
]


def build_assistant():
    files = []
    def wrap(turns):
        return {"messages": [{"role": r, "content": c, "timestamp": iso(t)} for r, c, t in turns]}
    files.append(out("chats/assistant/car-insurance-2025-09.json", dump_json(wrap(CAR))))
    files.append(out("chats/assistant/moving-deposit-2025-11.json", dump_json(wrap(MOVE))))
    lines = [json.dumps({"role": r, "content": c, "timestamp": iso(t)}, ensure_ascii=False)
             for r, c, t in QUICK]
    files.append(out("chats/assistant/quick-questions-2025.jsonl", "\n".join(lines) + "\n"))
    return files
