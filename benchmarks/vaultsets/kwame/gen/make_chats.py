"""Chat exports: ChatGPT-style (mapping tree), {"messages": [...]} and a .jsonl."""
import json
from util import write_json, chatgpt_conversation, path

# ================================================================ ChatGPT June 2025
timber_turns = [
    ("user", """I'm a self-employed furniture maker in Bristol (one-man workshop, mostly dining tables, benches, desks and market stuff like chopping boards). I've bought all my hardwood from one yard, Hartcliffe Timber, since 2019. Two problems this year: they put oak up from £2,150 to £2,390 a cube in January, and in April they sent me a "kiln dried" oak batch that was reading 15-17% and two table tops cupped. They only offered 10% credit.

I've been trying another yard, Severnside Hardwoods out at Avonmouth, since May. Oak is £2,240, free delivery over £400, and I can pick my own boards. Two orders so far, both bang on. Downside is it's 25-30 mins away instead of 10.

For context on what I use: I mostly work English ash and oak - honestly ash is my favourite wood to work, it planes like butter and takes an oil finish beautifully, and oak is what clients want. I can't stand sapele - the interlocked grain tears out whatever you do and the dust makes me sneeze all day. Walnut I use for boards and the odd commission.

Should I switch completely or keep both yards on the go?""", "2025-06-02T21:14:05+01:00"),
    ("assistant", """That's a really common dilemma for small makers, and it's worth thinking about it in a structured way rather than just on the last bad experience. Here are the main factors I'd weigh up:

**1. Quality and consistency (the biggest one for furniture)**
For furniture, moisture content and board selection matter more than almost anything else. A 2-3% difference in moisture can mean cupping, cracking or joints opening up months after delivery - and that lands on your reputation, not the yard's. Being able to pick your own boards also lets you grain-match table tops and avoid paying for defects you'll throw away.

**2. Total cost, not just price per cube**
Compare the full cost of an order: price per m³, delivery charges, waste (sapwood, shakes, defects), and your time travelling. A yard that's 6% cheaper but makes you throw away 15% of each board is actually more expensive. Free delivery over a threshold can make a noticeable difference if your orders are usually above it.

**3. Terms and cash flow**
A trade account with 30-day terms can help a lot with cash flow on commissions where the client deposit arrives after you've needed to buy the timber.

**4. Relationship and resilience**
There is value in having more than one supplier - if one has a kiln fault or runs out of a species, you're not stuck. On the other hand, splitting your spend can mean you lose "good customer" status at both.

**5. Travel time**
An extra 15-20 minutes each way adds up if you visit weekly. Could you batch your visits, or rely more on delivery?

**Possible approaches**
- *Switch fully:* simplest, builds a strong relationship with the new yard, and you've had a bad experience with the old one.
- *Main + backup:* put 80-90% of your spend with the new yard and keep the old account open for emergencies.
- *Trial period:* give the new yard another 2-3 months and review.

A practical tip either way: keep a simple log of moisture readings, waste and delivery performance for each order. That gives you real data for the decision and for any future price negotiation.

Would you like help drafting a checklist for checking deliveries, or a simple spreadsheet layout for comparing suppliers?""", "2025-06-02T21:14:52+01:00"),
    ("user", """Nah I think I know what I'm doing now. Decided: moving all my hardwood to Severnside from the next order, and closing the Hartcliffe account once the last invoice is paid. Can you write me a short polite message to Terry at Hartcliffe so it doesn't burn the bridge?""", "2025-06-02T21:31:40+01:00"),
    ("assistant", """Good call - it sounds like you've weighed it up properly. Here's a short, friendly message you could send:

---
Hi Terry,

I wanted to let you know personally that I'm going to be moving my hardwood orders to another supplier from now on. After the issues with the April delivery and the price changes this year, it makes more sense for my business at the moment.

I'll settle the last invoice as normal, and once that's done please feel free to close the account.

Thanks for all your help since 2019 - I've really appreciated the wide boards you've put aside for me over the years, and I hope our paths cross again.

All the best,
Kwame
---

A few tips:
- Keep it brief and factual - there's no need to go over the April batch again.
- If you'd like to keep the door open, you could add "I may still be in touch for the odd specialist order."
- Make sure the final invoice is paid before you send it, so the account closes cleanly.

Good luck with the new yard!""", "2025-06-02T21:32:20+01:00"),
]

mortgage_turns = [
    ("user", """My partner Sian and I just got an Agreement in Principle for £285k with Westcombe Building Society through our broker. I'm self-employed (sole trader furniture maker, 6 years), Sian is employed full time as an architectural technician in Cardiff. My profits have gone up every year and this year (2024/25) looks like the best by a distance but it's not filed yet. How do lenders actually work out what a self-employed person can borrow? And is it worth waiting for the new year's figures?""", "2025-06-05T22:02:11+01:00"),
    ("assistant", """Congratulations on the AIP - that's a great first step. Here's how lenders typically approach self-employed income in the UK:

**How self-employed income is assessed**
- Most lenders want at least **two years' accounts or SA302s** (the HMRC tax calculation) along with the matching **tax year overviews**.
- For a sole trader, they look at your **net profit**, not turnover.
- Lenders differ in *which* figure they use:
  - the **average** of the last two years (common, more conservative),
  - the **latest year** if profits are rising (more generous), or
  - the **lower** of the two (most conservative).
- That figure is then multiplied by an income multiple, often 4-4.5x, sometimes more for higher earners or with certain lenders.

**Joint applications**
Sian's employed income will usually be taken from payslips and P60 - including basic salary and sometimes a portion of regular overtime or bonus. Her income is added to yours before the multiple is applied.

**Is it worth waiting for the new figures?**
If your 2024/25 profit is significantly higher, then yes, it can make a real difference:
- If a lender averages two years, a strong latest year raises the average.
- If a lender uses the latest year, the jump could be substantial.
- Your accountant can often file early - you don't have to wait until January.

**Practical tips**
- Keep personal and business finances separate and tidy for the 3-6 months before you apply.
- Avoid taking on new credit (car finance, tool finance) before completion.
- Ask your broker which lenders use latest-year profits.
- Make sure your deposit is in accounts you can easily evidence.

Would you like a checklist of documents you'll typically need for a full application?""", "2025-06-05T22:02:58+01:00"),
]

convs_06 = [
    chatgpt_conversation("Timber yard - switch or keep both?", timber_turns, 0x6b77616d650001),
    chatgpt_conversation("Self-employed mortgage affordability", mortgage_turns, 0x6b77616d650002),
]
write_json("chats/chatgpt/conversations-2025-06.json", convs_06)

# ================================================================ ChatGPT October 2025
coach_turns = [
    ("user", """I coach an under-12 team (9v9, first season at 9v9 after 7v7). I like a 3-3-2: three at the back with one stepping into midfield when we have the ball, three in midfield, two up top. Every kid gets equal minutes no matter what, rolling subs about every 10 minutes, and the two keepers do a half each. We're good on the ball but teams that press high are killing us - we panic playing out from the back. Any ideas for training sessions? I only get 75 minutes a week on a half astro.""", "2025-10-19T20:41:30+01:00"),
    ("assistant", """Great set-up - equal minutes and rotating keepers are exactly what that age group needs, and a 3-3-2 gives you a nice balance in 9v9. Playing out under pressure is one of the hardest things for U12s, so here are some ideas to fit into 75 minutes:

**1. Warm-up rondo (10 mins)**
5v2 in a 12x12 grid. Two-touch max. Emphasise body shape: open your hips so you can see both sides before the ball arrives. Progress to 4v2 to add pressure.

**2. Playing-out pattern with passive pressure (15 mins)**
Your back three plus keeper vs two "pressers" who walk at first, then jog, then go full speed. Give the defenders simple triggers:
- If the striker presses the middle centre-back, the ball goes wide.
- If both wide defenders are marked, the midfielder drops into the gap.
- If it's really on, go long to the strikers - that's a decision, not a failure.

**3. Three-zone game (20 mins)**
Split the half pitch into three zones. Build-up zone: 4v2 in favour of the team playing out. Once the ball gets into the middle zone, one presser can follow. Score by dribbling into the end zone or passing to a target player. Rotate roles every 3 minutes.

**4. Match with a condition (25 mins)**
Every goal kick must be played short. Award a bonus point for any goal that starts from the keeper.

**Coaching points**
- Praise brave decisions even when they go wrong.
- Teach the "scan before you receive" habit.
- Keep your language consistent so the kids learn the cues.

**On match day**
Consider allowing your keeper to go long when the opposition pressing is very aggressive, then gradually reintroduce short build-up as confidence grows.

Would you like this written up as a printable session plan?""", "2025-10-19T20:42:19+01:00"),
]
coach_branch_old = ("""I coach an under-12 team (9v9). I like a 3-2-3 - no wait, I'll describe it properly.""",
                    "2025-10-19T20:39:02+01:00",
                    """No problem - take your time. Tell me how you set the team up, how long you train for, and what you're finding difficult, and I'll suggest some sessions.""",
                    "2025-10-19T20:39:20+01:00")

party_turns = [
    ("user", """I'm planning my mum's 70th birthday party with my sister and brother. It's on Saturday 7 March 2026 - her birthday's the Tuesday before. About 60 guests: our Ghanaian family, a lot of her church friends, some old workmates and neighbours. We were going to use a pub function room but it fell through (double-booked), so we've moved it to St Aldhelm's Church Hall, her own church - 4pm to 11pm. My brother's mate Yaw Darko is DJing for £200, mates rates. My sister is sorting Ghanaian caterers. I'm doing venue, invites and speeches, and I'm making Mum a rocking chair as the present.

Can you help me with a run of show for the evening and anything we might be forgetting?""", "2025-10-25T19:12:44+01:00"),
    ("assistant", """What a lovely celebration - and a handmade rocking chair is a gift she'll treasure. Here's a suggested run of show and a checklist of things that often get forgotten.

**Suggested run of show (4pm-11pm)**
- **3:00pm** - Family and helpers arrive to set up (decorations, tables, sound check with the DJ).
- **4:00pm** - Doors open. Background music, soft drinks, snacks. A family member at the door to welcome guests.
- **4:30pm** - Mum arrives (if it's a surprise, coordinate timing with whoever is bringing her).
- **5:30pm** - Food served. Ask the caterers to serve elders first.
- **6:45pm** - Music down, everyone seated.
- **7:00pm** - Speeches (keep to 3-4 speakers, 3-5 minutes each). A prayer or blessing if appropriate for the church setting.
- **7:30pm** - Gift presentation (the rocking chair!) and cake.
- **7:45pm** - Photo slideshow.
- **8:00pm-10:45pm** - Dancing.
- **10:45pm** - Last song, thank-yous.
- **11:00pm** - Finish; clear-up crew.

**Things people often forget**
- **Hall rules:** check alcohol policy, finishing time, noise limits and whether decorations can be attached to walls.
- **Power:** confirm sockets near the DJ area and whether extension leads are allowed.
- **Accessibility:** seating for older guests away from speakers, step-free access, nearby toilets.
- **Dietary needs:** ask guests about allergies; make sure there are some milder dishes.
- **Kids:** a corner with colouring or games keeps them occupied.
- **Photography:** ask someone to be the official photographer.
- **Clean-up:** bin bags, a rota, and a plan for leftover food (containers!).
- **Transport:** taxis for older guests at the end.
- **Budget tracker:** shared spreadsheet with everyone's spending so splitting costs is easy.
- **Invitations:** send 8-10 weeks ahead, paper for older relatives.

Would you like help writing the invitation wording or structuring the speeches?""", "2025-10-25T19:13:40+01:00"),
    ("user", """Yes please, invitation wording. Keep it warm but not cheesy. Mum is a big church lady so something about blessings is fine.""", "2025-10-25T19:20:03+01:00"),
    ("assistant", """Here's a warm, simple invitation you can adapt:

---
**Celebrating 70 Blessed Years**

Please join us as we give thanks for our mother,
**Comfort Mensah-Boateng**,
on the occasion of her 70th birthday.

Saturday 7th March 2026
4pm until 11pm
St Aldhelm's Church Hall, Cannon Street, Bedminster

Food, music, dancing and fellowship.
Your presence is the only gift she asks for.

RSVP to Kwame, Abena or Kofi by 7th February.
---

Variations:
- For a surprise: add "Shh - it's a surprise! Please arrive by 4:15pm."
- For WhatsApp: a shorter version with an image of your mum from years ago works well.
- Add a dress code line if you'd like people in traditional dress - e.g. "Dress: kente and colour welcome!"

Would you like a shorter WhatsApp version too?""", "2025-10-25T19:20:51+01:00"),
]

convs_10 = [
    chatgpt_conversation("U12 9v9 - playing out under pressure", coach_turns, 0x6b77616d650003,
                         branch=(0,) + coach_branch_old),
    chatgpt_conversation("Mum's 70th - run of show", party_turns, 0x6b77616d650004),
]
write_json("chats/chatgpt/conversations-2025-10.json", convs_10)

# ================================================================ assistant: pricing the big table (Aug 2025)
pricing = {"messages": [
    {"role": "user", "timestamp": "2025-08-10T20:15:22+01:00",
     "content": """Help me sanity-check a price. Commission: dining table, now in American black walnut (client changed from oak), 2200 x 1000, trestle base, seats 8-10. I quoted £4,860. My day rate is £300 since May (it was £260 before and I was skint). I reckon 9 days' work. Walnut for the top and base comes to about £1,450 with waste. Finish is hardwax oil - I only ever use hardwax oil, never lacquer or poly; it looks like plastic and you can't spot-repair it when the kids scratch it. Delivery half a day. Am I charging enough?"""},
    {"role": "assistant", "timestamp": "2025-08-10T20:16:05+01:00",
     "content": """Let's break it down so you can see where the number comes from.

**Labour**
9 days x £300 = £2,700
Plus half a day for delivery = £150
Total labour: **£2,850**

**Materials**
Walnut (including waste): £1,450
A common approach is to add a handling/risk markup of 10-20% on materials, because you carry the cost of defects and your time buying and selecting. At 15%: £1,450 x 1.15 = **£1,668**

**Consumables and finish**
Hardwax oil, abrasives, glue, pegs, wear on blades: allow **£80-£120**.

**Subtotal:** roughly £4,600-£4,640

So £4,860 gives you a small contingency of around £220-£260 (about 5%). That's on the thin side for a large commission:
- Flattening a 2.2m top by hand can easily take longer than planned.
- Walnut can hide defects that only show once you've cut into it.
- Clients who have changed specification once often change it again.

**Options**
1. Keep the price and treat it as a portfolio piece.
2. Add a 10% contingency for a price around £5,050.
3. Include an explicit clause that further spec changes are re-quoted.

**Your finish choice**
Hardwax oil is a great selling point - you can present it to the client as "repairable at home".

Also think about:
- Whether your day rate includes design time, site visits and admin.
- Comparing your hourly rate with local trades.
- Tracking hours on this job so your next quote is based on real data.

Would you like a simple pricing template you can reuse for future commissions?"""},
    {"role": "user", "timestamp": "2025-08-10T20:24:40+01:00",
     "content": "Yes, a template. Keep it simple, I do these on my phone in the van."},
    {"role": "assistant", "timestamp": "2025-08-10T20:25:31+01:00",
     "content": """Here's a simple, phone-friendly pricing template:

---
**JOB:** ___________  **QUOTE REF:** Q-____-___
1. **Labour** days ___ x £300 = £____
2. **Design / visits / admin** days ___ x £300 = £____
3. **Timber** £____ (incl. waste) x 1.15 = £____
4. **Sheet / hardware / fixings** £____
5. **Finish & consumables** £____
6. **Delivery / fitting** £____
7. **Contingency** (5-10% of 1-6) £____
**TOTAL** £____
**Deposit** (40%) £____
---

Tips:
- Save it as a note on your phone.
- Record actual hours against each line after the job.
- Review your day rate every 6-12 months."""},
]}
write_json("chats/assistant/pricing-big-table-2025-08.json", pricing)

# ================================================================ assistant: house hunt (Sep 2025)
house = {"messages": [
    {"role": "user", "timestamp": "2025-09-14T21:40:10+01:00",
     "content": """Me and my partner Sian are first-time buyers in Bristol. We've had an AIP for £285k (it's just expired actually, our broker at Cabot says she'll re-run it with my new figures) and about £39k deposit between us. We keep disagreeing about what we want so I'm writing it down.

Sian: she wants to be walking distance to Temple Meads because she gets the train to Cardiff three days a week. She wants a spare bedroom as her office, she works from home the other two days and hates the kitchen table. She wants a bath. She won't do a ground floor flat.

Me: I want a garden big enough for a proper shed, maybe a small workshop one day. Off-street parking or at least a safe street for my van (Transit Custom). And I really don't want a new build - thin walls and I'd end up rehanging every door.

Also we can't agree on 2-year vs 5-year fix. Sian thinks rates will come down so wants a 2-year tracker, I want a 5-year fix for certainty because my income is up and down.

Which areas should we look at, and how do we settle the fix thing?"""},
    {"role": "assistant", "timestamp": "2025-09-14T21:41:02+01:00",
     "content": """It's great that you're writing this down - clear priorities make viewings much less stressful. Let's look at both questions.

**1. Areas to consider**
Based on walking distance to Temple Meads, a garden, parking for a van and a preference for older housing stock, areas often worth looking at include:
- **Totterdown** - walkable to the station, Victorian terraces, some with decent gardens. Parking can be tight on the steep streets.
- **Windmill Hill** - close to the station, period houses, smaller gardens.
- **Bedminster** - good value, period terraces, walkable or a short bus. Gardens tend to be small.
- **Brislington / Arnos Vale** - more semis with bigger gardens and off-street parking, but a longer walk (a bus or cycle may be needed).
- **Knowle** - bigger gardens, more 1930s housing; station access by bus.
Check flood maps, parking permit zones and school catchments as well.

**How to handle conflicting priorities**
Try scoring each property out of 5 on your key criteria, weighted by importance. Agree your "deal-breakers" vs "nice-to-haves" in advance.

**2. 2-year vs 5-year fix**
*2-year fix or tracker:*
- Pros: flexibility, benefit if rates fall, shorter early-repayment-charge period.
- Cons: uncertainty at remortgage time.

*5-year fix:*
- Pros: certainty of payments for five years - very useful with variable self-employed income; less frequent remortgage costs.
- Cons: if rates fall, you won't benefit; higher early repayment charges if you move or overpay heavily.

**How to decide together**
- Look at your budget: could you cope with a payment rise of £200-£300 a month?
- Consider your plans: are you likely to move within five years?
- Ask your broker for a side-by-side comparison of total costs over five years under different scenarios.

Would you like a simple scoring sheet for viewings?"""},
]}
write_json("chats/assistant/house-hunt-2025-09.json", house)

# ================================================================ quick questions .jsonl
qq = [
    ("user", "Quick one: best way to glue up a wide table top in a workshop that's 8 degrees? PVA says min 10.", "2025-01-15T08:02:11+00:00"),
    ("assistant", "At 8°C most PVA glues won't cure properly and can form a weak, chalky glue line. Options: warm the workshop for a few hours before and after the glue-up with a heater (keeping it away from dust and finishes), keep the glue and the timber indoors overnight so they're at room temperature, build a simple tent over the clamped-up panel with a small heater or heat mat, or use a glue rated for lower temperatures. Leave clamps on longer than usual, and check the manufacturer's minimum film-forming temperature.", "2025-01-15T08:02:40+00:00"),
    ("user", "A market customer asked if they can pay for a commission by card. For commissions I prefer bank transfer - no card fees, and I don't take cheques. How do I word that politely on my quotes and invoices?", "2025-05-18T19:33:02+01:00"),
    ("assistant", "Here are a couple of polite ways to phrase it:\n\n- \"Payment for commissions is by bank transfer only, please. Bank details are shown below. Sorry, I'm unable to accept cheques.\"\n- \"To keep my prices as low as possible, I ask for commission payments by bank transfer. Card payments are available at markets only.\"\n\nYou could also add the reference you'd like people to use (e.g. the invoice number) so it's easy to match payments.", "2025-05-18T19:33:31+01:00"),
    ("user", "I've switched my van insurance from Brightwell to Quayside, started 18 Sep. Do I need to tell the DVLA or anyone?", "2025-09-20T09:12:45+01:00"),
    ("assistant", "Generally no - in the UK you don't need to tell the DVLA when you change insurer. Your new insurer updates the Motor Insurance Database (MID), usually within a few days. It's worth checking your registration on the MID yourself to confirm it shows as insured, cancelling any auto-renewal with your old insurer, keeping your new certificate accessible, and updating any finance company or employer that needs proof of cover.", "2025-09-20T09:13:20+01:00"),
    ("user", "My workshop rent just went up from £725 to £810 a month (from 1 Oct). Is a ~12% rise normal for a small industrial unit in Bristol?", "2025-10-03T07:48:19+01:00"),
    ("assistant", "Rent increases for small industrial units have been strong in many UK cities, but a 12% rise in one go is at the higher end. It's worth checking what your lease says about rent reviews (open market, fixed uplift or indexed), comparing rents for similar units nearby, and asking your landlord for the comparable evidence. If you're considering a break clause, the increase might also factor into that decision. Even if the rise is valid, landlords will sometimes agree to phase it in.", "2025-10-03T07:48:55+01:00"),
    ("user", "We've gone for a 5-year fix on the mortgage in the end. What's an early repayment charge usually like on those?", "2025-10-26T21:05:10+00:00"),
    ("assistant", "Early repayment charges (ERCs) on 5-year fixes usually step down each year - for example 5%, 4%, 3%, 2%, 1% of the amount repaid. Most lenders let you overpay up to 10% of the balance each year without a charge. ERCs normally apply if you remortgage or repay in full during the fixed period, but many mortgages are 'portable' so you can take them with you if you move. Check your offer document for the exact terms.", "2025-10-26T21:05:44+00:00"),
    ("user", "What goes on a care sheet for an oiled oak dining table?", "2025-11-14T12:30:00+00:00"),
    ("assistant", "A good care sheet for an oiled oak table usually covers: daily care (wipe with a damp, well-wrung cloth; dry straight away), what to avoid (silicone polishes, harsh cleaners, hot pans directly on the surface, leaving spills), protection (coasters and mats, felt pads under objects), periodic maintenance (a light coat of maintenance oil once or twice a year), how to deal with minor marks (gentle rub with fine abrasive along the grain and a little oil), and environment (keep away from radiators and direct heat, expect small seasonal movement). Keep it to one page with your contact details at the bottom.", "2025-11-14T12:30:41+00:00"),
]
with open(path("chats/assistant/quick-questions-2025.jsonl"), "w", encoding="utf-8") as f:
    for role, content, ts in qq:
        f.write(json.dumps({"role": role, "content": content, "timestamp": ts}, ensure_ascii=False) + "\n")
print("chats done")
