# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain messages JSON, quick-questions JSONL, Google Voice texts."""

# ======================================================================= ChatGPT export
# turn = (role, text, local ISO time with offset)
CHATGPT = [
    dict(
        seed="basement-waterproofing",
        title="Basement waterproofing inside vs outside",
        model="gpt-4o",
        turns=[
            ("user", "my basement leaks where the floor meets the wall on the back wall after heavy rain. house built 1962, concrete block foundation, dayton ohio. got quotes for interior drain tile + sump pump and one guy is coming to quote digging on the outside. which is actually better? explain like im not a contractor lol", "2024-12-12T21:40:05-05:00"),
            ("assistant", """Good question, and it's one a lot of homeowners with 1950s-60s block foundations run into. Here's the plain-English version.

**Interior drain tile + sump (what most of your quotes are)**
- A trench is cut in the basement floor along the wall, a perforated pipe goes in on a bed of gravel, and it's all re-covered with concrete. Water that seeps through the block or comes up at the floor/wall joint gets collected and carried to a sump pump, which pumps it outside.
- It doesn't stop water from reaching the wall. It *manages* it: it relieves the hydrostatic pressure (water pushing up and in at the footing) and gives the water somewhere to go before it gets onto your floor.
- Pros: done from inside in 1-3 days, no digging up the yard, usually much cheaper, works in any season.
- Cons: the block wall itself still gets wet, so you may still see some dampness or efflorescence (white chalky stuff). You're dependent on the sump pump - if the power goes out in a storm, you want a battery backup.

**Exterior excavation + membrane**
- They dig down along the outside of the wall all the way to the footing, clean it, seal it with a waterproof membrane, add drainage board and a new footer drain, then backfill.
- This stops the water at the source - the wall stays dry.
- Pros: the "textbook" fix, best if you want to finish the basement or the wall is bowing/cracked and needs repair anyway.
- Cons: 2-3x the cost, destroys whatever is along that wall (landscaping, patios, walkways, AC unit pads), usually weather-dependent (spring to fall), and restoring landscaping is often *not* included in the quote.

**For your situation** (water at the floor/wall joint after heavy rain, block foundation, no mention of bowing or big cracks), an interior drain system with a good pump is the most common recommendation and is usually very effective. Exterior digging makes more sense if the walls are structurally compromised.

Ask each contractor: how many linear feet, what pump (cast iron vs thermoplastic), whether the basin has a sealed lid, and what the warranty covers - and whether it transfers if you sell.""", "2024-12-12T21:40:31-05:00"),
            ("user", "ok what should i look for in the warranty. one is lifetime transferable, one is 10 yr not transferable", "2024-12-12T21:46:12-05:00"),
            ("assistant", """A few things to compare line by line:

1. **What exactly is covered** - usually it's "the drain system will keep water off the floor in the treated area." Check whether it covers *labor* for repairs, not just parts.
2. **Transferable** - a lifetime transferable warranty is a real selling point when you sell the house; buyers and inspectors like seeing it. A non-transferable warranty is worth nothing to the next owner.
3. **The pump is separate** - the drain system warranty almost never covers the pump. Pumps typically carry a 1-5 year manufacturer warranty and you usually have to register it.
4. **Exclusions** - power outages, pump failure, water coming through windows/cracks outside the treated walls.
5. **Company longevity** - a lifetime warranty is only as good as the company. Look at how long they've been around and reviews about *warranty service calls*, not just the install.

If the price difference isn't huge, the lifetime transferable warranty from an established company is usually the better value, especially if you might sell in the next 10-15 years.""", "2024-12-12T21:46:40-05:00"),
        ],
    ),
    dict(
        seed="memory-care-questions",
        title="Questions to ask on memory care tour",
        model="gpt-4o",
        turns=[
            ("user", "touring 3 memory care places for my mom (80, early alzheimers, still walking, some sundowning) in the next 2 wks. i'm a home health RN so i know the basics, give me the questions that actually separate a good place from a bad one. short list pls", "2025-06-09T20:30:44-04:00"),
            ("assistant", """Here's a tour list focused on the things that actually differ between places:

**Staffing**
- Staff-to-resident ratio on *nights* and weekends (not days - days always look fine).
- Is there a nurse on site 24/7 or on call? Who does the nursing assessment?
- Staff turnover in the last year. How long has the director been there?

**Care levels and cost**
- How is the care level decided, how often is it reassessed, and what does each level cost?
- What triggers a move *out* (e.g., two-person transfers, hospice, behaviors)?
- What's not included (incontinence supplies, med management, escorts to appointments)?

**Daily life**
- Ask to see the activity calendar - then look at whether activities are actually happening during your tour.
- Secured outdoor space residents can use on their own?
- How do they handle sundowning and exit-seeking? Any use of antipsychotics as a first-line approach is a red flag.

**Your gut check**
- Smell in the hallways mid-afternoon.
- Do staff call residents by name? Are residents sitting alone in front of a TV?
- Talk to a family member in the lobby if you can.""", "2025-06-09T20:31:05-04:00"),
        ],
    ),
    dict(
        seed="ohio-category-a",
        title="Ohio RN Category A CE",
        model="gpt-4o",
        turns=[
            ("user", "what counts as category A for ohio rn renewal", "2025-07-08T22:05:10-04:00"),
            ("assistant", """In Ohio, **Category A** continuing education is content that is directly related to the Ohio Nurse Practice Act - Chapter 4723 of the Ohio Revised Code and the rules in the Ohio Administrative Code (nursing law and rules).

Key points:
- It must be approved by an **OBN-approved provider unit** (or offered by the Board itself). General CE courses from national providers usually do *not* count as Category A even if they mention law or ethics.
- The certificate should say "Category A" on it.
- Keep your certificate in case you're audited.

Check the Board's website or your renewal notice for the exact requirement for your renewal period.""", "2025-07-08T22:05:33-04:00"),
        ],
        # user edited the first message -> new branch becomes current
        branch=dict(at=0, turns=[
            ("user", "what counts as category A for ohio rn renewal and can I do it as a live webinar? I hate the self-paced read-a-pdf-and-take-a-quiz ones, I never retain anything. I'd much rather do a live webinar where I can ask questions, even if it's at night", "2025-07-08T22:07:48-04:00"),
            ("assistant", """Yes - Category A can absolutely be a live webinar, as long as it's offered by an **OBN-approved provider unit** and the certificate states it's Category A.

**What counts as Category A:** content directly related to Ohio nursing law and rules (Ohio Revised Code Chapter 4723 and the Ohio Administrative Code nursing rules) - things like scope of practice updates, delegation rules, the duty to report, and recent rule changes.

**Finding a live one:**
- Ohio nursing associations and networks often run a free or low-cost "law and rules update" webinar for members in the fall before renewal deadlines.
- Hospital systems and some home health agencies host live Category A sessions for staff - ask your education coordinator.
- Live webinars usually run 1 contact hour, often in the evening.

**Tips since you prefer live sessions:**
- Register early - the fall sessions before an October deadline fill up.
- Log in from a laptop, not your phone; attendance is often verified by polls during the session.
- Download the certificate the same night.""", "2025-07-08T22:08:20-04:00"),
            ("user", "ok thank u. when do the fall ones usually happen", "2025-07-08T22:10:02-04:00"),
            ("assistant", "Usually September and October, with a cluster in the last few weeks before the October 31 deadline. Watch your nursing association newsletter and your agency's education emails starting in late August.", "2025-07-08T22:10:15-04:00"),
        ]),
    ),
]

# ======================================================================= plain messages JSON
MSG_ONCALL = [
    {"role": "user", "content": "help me write an email to my scheduler. ive been put on call 3 weekends in a row in july (12-13, 19-20, 26-27). employee handbook says 1 in 4 weekends (section 6.3). its the 2nd time this year. i want to stay professional, not snippy. for context i dont mind taking holidays or picking up extra weeknight call, but i need my Sunday mornings. i take my mom (she has early dementia) to 9am mass every sunday and its the only break my sister gets all week. weekend call kills that because i can get called out at 8:30am.", "timestamp": "2025-07-14T21:12:03-04:00"},
    {"role": "assistant", "content": "Here's a draft that's firm but professional:\n\nSubject: July weekend on-call schedule\n\nHi Darlene,\n\nI wanted to follow up on the July on-call schedule. I'm currently scheduled for three consecutive weekends (7/12-13, 7/19-20, and 7/26-27). Section 6.3 of the Employee Handbook limits weekend on-call to one in four weekends outside of declared staffing emergencies, and this is the second time this year I've been scheduled this way.\n\nI understand we're short-staffed right now and I want to help. I'm happy to take additional weeknight call or holiday shifts to make up the difference. What I'm asking is that my weekend call follow the 1-in-4 rule going forward, and that we find coverage for at least one of the July weekends.\n\nSunday mornings are especially important to me for family caregiving reasons, so if there is any flexibility in how weekend call is split, I'd appreciate being considered for Saturday coverage instead.\n\nThank you,\nTammy", "timestamp": "2025-07-14T21:12:40-04:00"},
    {"role": "user", "content": "too nice lol. she already said july 'stands as posted'. make it firmer and mention I'll go to the DON", "timestamp": "2025-07-14T21:15:22-04:00"},
    {"role": "assistant", "content": "Firmer version:\n\nHi Darlene,\n\nThanks for your reply on Friday. I understand the FMLA situation, but three consecutive weekends is not consistent with Handbook section 6.3, and this is the second time this year.\n\nI'm asking that we identify coverage for at least one July weekend and that future schedules follow the 1-in-4 rule. I'm willing to pick up extra weeknight or holiday call in exchange, but I need to protect my Sunday mornings for family caregiving.\n\nIf we can't resolve this between us this week, I'll bring it to Monica so we can find a solution together.\n\nTammy", "timestamp": "2025-07-14T21:15:58-04:00"},
    {"role": "user", "content": "ok better. actually not sending this, I'm going to talk to Monica in person tmrw. saving it tho", "timestamp": "2025-07-14T21:19:30-04:00"},
    {"role": "assistant", "content": "That makes sense - an in-person conversation with the DON can move things faster. Bring a printed copy of the July schedule and section 6.3, and note the dates from earlier in the year when you were scheduled back-to-back. Good luck tomorrow.", "timestamp": "2025-07-14T21:19:41-04:00"},
]

MSG_MOVE = [
    {"role": "user", "content": "my mom (80, early alzheimers) is moving into a memory care unit Nov 3. private room, smallish. what should we bring and what should we leave home? some things about her: she has watched birds her whole life, had feeders all over her yard, knows every bird by its song. she can't stand loud TVs - the blaring TV in a dayroom makes her agitated and she'll just get up and try to leave. she sleeps with the afghan her mother crocheted. she likes to have her rosary and her wedding picture on the nightstand.", "timestamp": "2025-09-16T20:48:11-04:00"},
    {"role": "assistant", "content": "What a thoughtful list - those details will really help her settle in. Suggestions:\n\n**Bring**\n- Her grandmother's afghan (label it discreetly with her name), her rosary, and the wedding photo. Familiar objects at the bedside help with orientation at night.\n- A bird feeder she can see from her window - ask the facility if you can mount a pole feeder or a window feeder outside her room. A simple bird identification book or a bird-song clock can be calming.\n- 7-10 days of easy clothing (elastic waists, slip-on shoes), everything labeled.\n- A familiar chair if space allows.\n- A photo board or 'memory box' by her door so she can find her room.\n\n**Leave home**\n- Valuables, cash, and jewelry beyond what she wears daily.\n- A TV, or if she wants one, keep it small with the volume limited - given how she reacts to loud TVs, ask staff to seat her away from the dayroom television and tell them this in the 'About Me' form.\n- Medications, space heaters, extension cords.\n\n**Tell the staff**\n- Her triggers (loud TV, noise) and what calms her (birds, familiar music, her afghan).\n- Her routine: bedtime, what she does when she wakes, Sunday Mass.", "timestamp": "2025-09-16T20:48:52-04:00"},
    {"role": "user", "content": "should we bring her recliner? its big", "timestamp": "2025-09-16T20:52:30-04:00"},
    {"role": "assistant", "content": "If the room can fit it with a clear walking path (at least 3 feet around the bed and to the bathroom), yes - her own recliner can be one of the most comforting things she has. Measure the room first, and avoid lift recliners unless staff approve them, since they can be a fall or entrapment risk.", "timestamp": "2025-09-16T20:52:58-04:00"},
]

# ======================================================================= quick questions JSONL
QUICK = [
    {"ts": "2025-01-08T12:41:00-05:00", "q": "convert 101.8 F to C", "a": "101.8 °F is about 38.8 °C."},
    {"ts": "2025-01-21T19:02:00-05:00", "q": "medicare advantage open enrollment dates", "a": "The Medicare Advantage Open Enrollment Period runs January 1 - March 31. You can switch to a different MA plan or go back to Original Medicare once during this period."},
    {"ts": "2025-02-26T07:15:00-05:00", "q": "INR goal range afib on warfarin", "a": "Typically 2.0 - 3.0."},
    {"ts": "2025-03-30T16:20:00-04:00", "q": "how many tbsp in 1/4 cup", "a": "4 tablespoons."},
    {"ts": "2025-05-12T21:07:00-04:00", "q": "how long is a DOT medical card good for", "a": "Up to 24 months. The medical examiner can issue a shorter certificate (for example 1 year) to monitor a condition like high blood pressure."},
    {"ts": "2025-06-22T13:33:00-04:00", "q": "donepezil vivid dreams morning or night", "a": "Vivid dreams and insomnia are common with donepezil taken at bedtime. Prescribers sometimes move the dose to the morning. Check with her doctor before changing timing."},
    {"ts": "2025-07-29T18:10:00-04:00", "q": "how many miles dayton to louisville", "a": "About 150 miles, roughly 2.5 hours by I-75 S and I-71 S."},
    {"ts": "2025-08-09T10:02:00-04:00", "q": "sump pump how often to test", "a": "Every 3 months, and before the spring rainy season. Pour water into the pit until the float lifts and the pump runs, then make sure it shuts off."},
    {"ts": "2025-08-30T20:45:00-04:00", "q": "montgomery county ohio sales tax", "a": "7.5%."},
    {"ts": "2025-09-18T22:12:00-04:00", "q": "iron on clothing labels how long do they last in commercial laundry", "a": "Good-quality iron-on labels last about 50-60 washes in high-heat commercial laundry. Stitch the corners for longer life."},
    {"ts": "2025-10-01T06:50:00-04:00", "q": "fafsa 2026-27 open date", "a": "The 2026-27 FAFSA opens October 1, 2025."},
    {"ts": "2025-10-12T21:30:00-04:00", "q": "remind me Tue 10/28 - refill mom's donepezil, Rx# 6620419 at Kroger Far Hills, call it in before noon", "a": "Reminder set for Tuesday, October 28, 2025 at 9:00 AM: refill donepezil, Rx# 6620419, Kroger Far Hills - call in before noon."},
    {"ts": "2025-10-14T12:05:00-04:00", "q": "medicare annual enrollment period 2026", "a": "October 15 - December 7, 2025. Changes take effect January 1, 2026."},
    {"ts": "2025-10-18T15:40:00-04:00", "q": "kolaczki freeze baked or unbaked", "a": "Both work. Unbaked dough freezes best (up to 3 months). Baked cookies freeze well unfilled or filled; dust with powdered sugar after thawing."},
    {"ts": "2025-10-19T21:55:00-04:00", "q": "how long to get a sleep study scheduled kettering", "a": "I don't have live scheduling data. Wait times for in-lab sleep studies are often 2-8 weeks; home sleep tests are usually faster. Call the sleep center with the referral."},
]

# ======================================================================= Google Voice
ME_TEL = "+19375550147"
GV = [
    dict(
        name="Rick Kowalczyk", tel="+19375550162", first_utc="2025-01-14T22:31:05Z",
        msgs=[
            ("2025-01-14T17:31:05.214-05:00", "me", "Gem City guy came. $11,200 to dig along the back + east side from the OUTSIDE. and that doesnt include putting the yard back"),
            ("2025-01-14T17:33:40.872-05:00", "them", "absolutely not"),
            ("2025-01-14T17:34:12.005-05:00", "them", "they'd have to rip out my whole rose bed and the patio I poured in 2016. I'm not digging up the yard for a leak we can fix from inside. do the inside one"),
            ("2025-01-14T17:35:30.441-05:00", "me", "i know i know. I needed 3 quotes. he said outside is the 'real fix' tho"),
            ("2025-01-14T17:36:58.900-05:00", "them", "everybody who sells the outside job says that. inside drain + good pump. and I want one with a battery backup"),
            ("2025-01-14T17:37:20.113-05:00", "me", "ok ok. so miami valley or drypro"),
            ("2025-01-14T17:39:02.777-05:00", "them", "whichever one you want babe im in indy til friday. call you at 8"),
        ],
    ),
    dict(
        name="Tyler Kowalczyk", tel="+16145550139", first_utc="2025-04-12T20:07:44Z",
        msgs=[
            ("2025-04-12T16:07:44.310-04:00", "them", "mom dont freak out. im ok. someone rear ended me at the light on lane ave by the kroger"),
            ("2025-04-12T16:08:10.562-04:00", "me", "ARE YOU HURT"),
            ("2025-04-12T16:08:31.004-04:00", "them", "no im fine. seriously. bumper is smashed and the trunk wont close. she was on her phone, she admitted it"),
            ("2025-04-12T16:09:15.770-04:00", "me", "ok. get her insurance info + take pics of her license plate, her card, both cars. did police come"),
            ("2025-04-12T16:12:48.229-04:00", "them", "osu police came, got a report number. her insurance is hoosier something"),
            ("2025-04-12T16:13:30.118-04:00", "me", "ok im calling lakeshore now. dont drive it if the trunk is flapping"),
            ("2025-04-13T11:20:02.551-04:00", "them", "jake's uncle has a body shop, I dropped it off there this morning. Olentangy Auto Body on Kenny Rd. he said 5-7 days once insurance ok's it"),
            ("2025-04-13T11:22:40.907-04:00", "me", "ok text me the address + phone for the adjuster. love you. glad ur ok"),
            ("2025-04-13T11:23:01.336-04:00", "them", "love u too. can u not tell grandma she'll worry"),
        ],
    ),
    dict(
        name="Tyler Kowalczyk", tel="+16145550139", first_utc="2025-08-16T23:40:12Z",
        msgs=[
            ("2025-08-16T19:40:12.482-04:00", "them", "thx for helping today. tell dad thanks for hauling the couch up 3 flights lol"),
            ("2025-08-16T19:41:30.219-04:00", "me", "he's already asleep in the recliner. send me ur new address for mail + the insurance"),
            ("2025-08-16T19:44:05.663-04:00", "them", "88 E 13th Ave, Apt 3B, Columbus OH 43201"),
            ("2025-08-16T19:44:51.090-04:00", "me", "got it. updating everything. lock your door!! and the car"),
            ("2025-08-16T19:45:20.774-04:00", "them", "yes mother"),
        ],
    ),
    dict(
        name="Rick Kowalczyk", tel="+19375550162", first_utc="2025-08-21T17:02:33Z",
        msgs=[
            ("2025-08-21T13:02:33.001-04:00", "them", "GOT IT. Hartline gave me the Louisville dedicated"),
            ("2025-08-21T13:03:10.447-04:00", "me", "WHAT. for real??"),
            ("2025-08-21T13:04:55.812-04:00", "them", "starts tues sept 2 after labor day. out of the Dayton yard 4am, Louisville DC and back, home by 6-7pm. mon thru thurs. fridays off. no more regional"),
            ("2025-08-21T13:05:20.336-04:00", "me", "home every night?!?"),
            ("2025-08-21T13:05:41.902-04:00", "them", "every night. you're stuck with me"),
            ("2025-08-21T13:06:30.118-04:00", "me", "crying at a pts house rn. so happy. steak tonight"),
            ("2025-08-21T13:07:02.659-04:00", "them", "also need to move my DOT physical, the 9th is a tuesday. can you send me that email"),
        ],
    ),
    dict(
        name="Denise Halloran", tel="+15135550183", first_utc="2025-09-08T00:15:49Z",
        msgs=[
            ("2025-09-07T20:15:49.520-04:00", "them", "Willows called me back. no memory care opening until SPRING at the earliest. and their rate goes up in January"),
            ("2025-09-07T20:16:30.071-04:00", "me", "they told me the same thing friday. spring is not going to work, shes leaving the stove on again"),
            ("2025-09-07T20:18:02.664-04:00", "them", "I know. I keep thinking about that garden at Brookhaven. mom would sit out there all day"),
            ("2025-09-07T20:19:45.903-04:00", "me", "brookhaven has a room coming open first week of november. I think we do it. cheaper anyway"),
            ("2025-09-07T20:21:10.228-04:00", "them", "ok. let's do Brookhaven. I'm in. can you call them tomorrow? and ask willows for the deposit back"),
            ("2025-09-07T20:21:55.647-04:00", "me", "yes calling admissions first thing. I'll update the tours note so we have it all in one place"),
            ("2025-09-07T20:22:30.384-04:00", "them", "love you. we're doing the right thing right?"),
            ("2025-09-07T20:23:15.002-04:00", "me", "we are. love you"),
        ],
    ),
    dict(
        name="Rick Kowalczyk", tel="+19375550162", first_utc="2025-09-26T13:47:12Z",
        msgs=[
            ("2025-09-26T09:47:12.640-04:00", "them", "done w/ the physical. passed"),
            ("2025-09-26T09:47:40.118-04:00", "me", "and????"),
            ("2025-09-26T09:49:21.506-04:00", "them", "only got a 1 yr card bc of the BP. 146/92. new card good til 9/26/2026"),
            ("2025-09-26T09:50:02.773-04:00", "them", "and he wants a sleep study. said with my neck size and the snoring I need one within 90 days or he won't certify me next time"),
            ("2025-09-26T09:50:30.990-04:00", "me", "I TOLD YOU. its literally in my notes from january"),
            ("2025-09-26T09:51:15.442-04:00", "them", "yeah yeah. can you get kopecky to send the referral"),
            ("2025-09-26T09:52:01.318-04:00", "me", "I'll call his office. but YOU are calling the sleep center to schedule it. give the new card to Sheila"),
            ("2025-09-26T09:52:20.007-04:00", "them", "yes maam"),
        ],
    ),
]

VOICEMAIL = dict(
    name="Vanterpool Reese Law", tel="+19375550110", utc="2025-09-29T19:10:22Z",
    local="2025-09-29T15:10:22.000-04:00", duration="PT52S",
    text="Hi Tammy, this is Renee Szabo, I'm Greg Vanterpool's paralegal over at Vanterpool and Reese. Just letting you know the certified copies of your mom's power of attorney documents are ready. We made three like you asked, one for the facility. You can pick them up at our front desk any time before five, or we can mail them to you, just let us know. Also Greg asked me to mention he'd like to set up a call about the Medicaid five year look back before anything happens with your mom's house. Our number is 937-555-0110. Thanks so much, bye bye.",
)
