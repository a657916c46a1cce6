from common import write, dedent

def build():
    write('notes/dad/dad-hip-surgery.md', dedent('''
    ---
    title: Dad — right hip replacement 2025
    patient: Chukwuemeka "Emeka" Okafor (81)
    address: 4127 Larkwood Ave S, Minneapolis MN 55406
    updated: 2025-10-05
    tags: [dad, health, caregiving]
    ---

    # Dad's hip — running journal

    I'm keeping this as one long file so Ada and I can both see it (shared folder). Newest stuff at the bottom. Facts up top.

    ## Key facts
    - Procedure: right total hip arthroplasty, anterior approach
    - Surgeon: Dr. Anil Varghese, Lakeside Orthopedic & Spine
    - Hospital: Hennepin Lakes Medical Center, Minneapolis
    - Surgery: **Tuesday 8/19/2025, 7:30 am** (first case of the day — Dad insisted, he hates waiting)
    - Transitional care: **Cedar Glen Transitional Care**, 5150 Cedar Glen Dr, Minneapolis 55417 — room 112
    - Home PT: **Rosalind Tveit**, PT, DPT (Lakes Area Home Health) — Tue/Thu
    - Primary care: Dr. Hollis Brandvold (Longfellow Family Clinic)
    - Neighbor w/ key: Darlene Haugen, next door to the north
    - Home care aide: **Riverbend Companions**, Mon–Fri 8–11 am, aide is **Joyce Bergstrom** (since 9/22). (Northstar Home Care before that — see 9/19.)

    ## Background (June/July)
    Dad's been limping since last fall. He wouldn't admit it until he couldn't get up the basement stairs to do his laundry, which in Dad-speak means "it's a little stiff." X-rays in May: bone on bone, right side. Dr. Varghese says the left will need doing eventually too but not yet.

    Dad is 81 and a retired Hennepin County civil engineer and he treats his body like a bridge inspection — he wants load ratings. He asked the surgeon how many cycles the ceramic head was rated for. Dr. V. did not have that number, which Dad considered a mark against him, but he liked that Dr. V. drew him a diagram.

    Ada (in Decatur) and I split the coverage:
    - Me: 8/17 → 8/30 (I'm taking family leave the first two weeks of the school year — Lyle was decent about it, my sub is the long-term guy who did Mrs. Ortiz's leave)
    - Ada: 8/30 → 9/10
    - After that: paid help + Darlene + phone calls

    ## Decision: after rehab he goes HOME (7/22)
    We went back and forth on this for weeks. I made a list of senior-living places (that note is just ideas, ignore it now). Dad's position was simple: "I built that house's back steps myself. I'm going back to that house." Ada and I agreed on the phone 7/22: **after the TCU he goes home to Larkwood Ave with an in-home aide, plus PT at home. No assisted living, not now.** We'll revisit if he falls. I put that in writing to Ada the same night so nobody re-litigates it at 2am.

    ## Surgery week (8/17–8/23)
    **8/17** — Flew in. Dad had the house "ready", which meant he had moved a recliner into the dining room and nothing else. Spent the evening moving rugs and the stack of National Geographics from the hallway.

    **8/18** — Pre-op phone call from the hospital. No food after midnight, the special soap shower tonight and tomorrow morning. He's annoyed he can't have his tea.

    **8/19** — Drove him in before dawn. Surgery went on time. Dr. V. came out at 9:50 and said "textbook." Dad was sitting up by 3pm demanding to know when he could walk. They had him walking with the walker to the door by 5.

    **8/20** — PT at the hospital twice. He hates the walker. Calls it "the shopping cart." 

    **8/21** — Discharged from the hospital to Cedar Glen TCU for rehab. Room 112, a window onto the parking lot, which he says is "fine, I can watch the cars." The food is bland and he wants pepper soup. I smuggled in some suya spice.

    **8/22–8/29** — TCU PT 2x/day. Good progress. By 8/27 he's doing the stairs with a rail and a cane. The OT showed him the sock aid and the reacher, and he was genuinely delighted by the reacher, which he has now used to retrieve the TV remote from the floor about forty times.

    **8/30** — Ada arrived. I flew home 8/30 evening. Handoff list left on the fridge.

    ## Home (9/3 on)
    **9/3** — Home from Cedar Glen. Ada there. Equipment: raised toilet seat, shower chair, walker (which lives in the corner, unused, like a coat rack), cane, reacher, sock aid.

    **9/4** — First home PT with Rosalind Tveit. Ada says she's brisk and funny and Dad does what she says, which is a miracle. Tue/Thu through mid-October.

    **9/5** — First aide visit from Northstar Home Care (M/W/F 9–12).

    **9/10** — Ada flew home.

    **9/12** — Northstar no-show. Nobody came, nobody called. Darlene found Dad on the back step trying to take the trash out. Three visits so far = three different aides, none of whom knew where anything was.

    **9/19** — Called around. Switching to **Riverbend Companions** starting **Mon 9/22** — same aide every day, Mon–Fri, 8–11am, which covers breakfast, shower standby, the exercises, and a bit of housework. Cancelled Northstar (last visit 9/19). It costs more per hour ($36 vs $33) but more hours matter and consistency matters more.

    **9/22** — Joyce Bergstrom started. Dad reports she "knows how to make real tea." High praise.

    **9/23** — Last apixaban (the 35 days are done).

    **9/28** — Follow-up with Dr. Varghese on Wednesday. **Darlene is driving him** — she insisted, and she wants to go to the Costco in Richfield after anyway. I'll call in on speaker for the appointment if the clinic lets me.

    **9/29** — Dr. Brandvold cut Dad's **lisinopril from 10 mg to 5 mg** — he's been dizzy getting up from the recliner (BP 104/62 standing at PT on Thursday, Rosalind flagged it). So: **lisinopril 5 mg once daily** now. Updated the pill organizer instructions on the fridge (Joyce fills it Mondays).

    **10/1** — Follow-up went fine. X-ray looks good. Can drop the hip precautions "mostly" (his word), no driving until cleared at the 3-month visit. 

    **10/5** — Dad on the phone: walked to the corner and back with just the cane. Wants to go to church next Sunday. Darlene will take him.

    ## Long night, 9/7 (written on the plane? no — at home, after the call)

    I keep thinking about the phone call tonight. Ada put Dad on speaker and he was telling me, in great detail, about the way the PT made him stand on one foot at the kitchen counter, and how he "passed", and how she said his balance was better than most sixty-year-olds. He sounded ten years younger than he did in July. And then at the end, when Ada had gone to the other room, he said, quietly, "Ray, I don't want to be a burden to you children." And I didn't know what to say. I said something about how he wasn't, which is true and also not the point.

    The point is that he has been the one who shows up for forty years. He drove eleven hours through a blizzard in 1998 when my car died in Fargo. He built Ada's deck. He walked me through every single one of my chemistry units when I started teaching, even though he's an engineer and kept calling moles "units of stuff." He doesn't know how to be on the receiving end. Neither do I, honestly. We are both bad at this in the same way.

    Things I want to remember from these weeks:
    - The way he said "textbook" back to the surgeon, like it was his own word.
    - Darlene bringing over a hotdish every other day whether anyone asked or not. Tater tot, wild rice, tater tot again.
    - The night nurse at the hospital who called him "Mr. Engineer."
    - Maya on FaceTime asking him to show her the scar, and him actually doing it.
    - That he let me cut his toenails. That's trust.

    Ada and I have started a shared spreadsheet for his money stuff — his pension, Social Security, the Medigap premium, the home-care invoices. It's a mess. He has three checking accounts for reasons that made sense to him in 1987. Ada's going to sit down with him at Christmas and consolidate. I'm going to stay out of it, because if I do it he'll argue with me on principle.

    ## 9/15 — notes from the Sunday call
    - He walked to the mailbox and back without the walker. Told me like it was a moon landing.
    - Asked whether he could drive to church yet. No. Not until the surgeon clears him.
    - Complained about the pepper in the aide's eggs (there wasn't any).
    - Wants me to send him the new photos of the bees. He's weirdly invested in Franklin.
    - Reminded me that the furnace filter needs changing in October. He remembers the furnace filter and forgets his pills. Classic.

    ## 9/30 — what "recovered" looks like (for me, so I stop moving the goalposts)
    1. Walks around the block with a cane, no rest stops.
    2. Gets in and out of the tub safely, with the bench, alone.
    3. Does the basement stairs with the rail, carrying nothing.
    4. Drives (after clearance) to church and the grocery store, daytime only.
    5. Stops calling me to report on his bowels. (Optional. Probably never.)

        ## Costs so far (rough)
    | Item | Who pays | Amount |
    |---|---|---|
    | Surgery/hospital | Medicare + Medigap | ~$0 out of pocket so far |
    | Cedar Glen TCU (13 days) | Medicare covers first 20 days | $0 |
    | Northstar (6 visits x 3h) | Dad | $594 |
    | Riverbend (15 h/wk) | Dad | ~$540/wk |
    | Equipment | Dad / Ada | ~$210 |
    | My flights | me | $412 |

    ## Things I'm worried about
    - The basement stairs. Laundry is down there. Joyce does it now, but after she's gone?
    - Winter. Ice on the back steps. He will try to shovel.
    - Dad not telling us when something hurts.
    - Money — Riverbend is ~$2,300/month. Dad can afford it for a while, but not forever.
    '''))

    write('notes/dad/house-safety-checklist.md', dedent('''
    # Dad's house — safety checklist (post hip)

    4127 Larkwood Ave S. Made from the OT's list at Cedar Glen + the discharge papers + what I saw.

    ## Bathroom
    - [x] raised toilet seat w/ arms (bought at the medical supply on Lake St, $64)
    - [x] shower chair / tub transfer bench
    - [x] handheld shower head
    - [x] non-slip mat inside tub + rubber-backed rug outside
    - [ ] **grab bars** — one by the toilet, one on the tub wall. Need a handyman who will hit studs (plaster walls, 1926 house). Darlene's nephew? Still not done as of 10/25.
    - [ ] nightlight in hallway → bathroom (plug-in motion ones)

    ## Stairs / floors
    - [x] hallway rugs removed
    - [x] National Geographics out of the hallway (finally)
    - [ ] second handrail on the back steps
    - [ ] basement stairs: rail is loose at the bottom

    ## Kitchen
    - [x] everyday stuff moved to counter height (tea tin, pepper, the good pot)
    - [x] reacher in the kitchen, one in the bedroom

    ## Bedroom
    - [x] bed height OK (measured — 22")
    - [x] phone charger by the bed
    - [ ] medical alert pendant — he says no. Try again.

    ## Outside
    - [ ] snow removal: hire someone before the first snow (he WILL try to shovel)
    - [ ] salt bucket by the back door
    '''))

    write('notes/dad/senior-living-options.md', dedent('''
    # senior living — options (just ideas, June 2025)

    Brainstorm before the surgery in case Dad can't go home. NOTHING DECIDED HERE.

    | Option | Where | Rough cost | Thoughts |
    |---|---|---|---|
    | Lake Nokomis Assisted Living | S Minneapolis, near his church | ~$6,200/mo | he'd know people; waitlist? |
    | Minnehaha Commons senior apts | near the creek | ~$2,900/mo + care a la carte | independent living, not care |
    | Move to Denver (near me) | Park Hill / Stapleton | ? | he won't leave Minneapolis. Ada votes this. |
    | Move to Decatur (near Ada) | GA | ? | "too hot" — Dad |
    | Stay home + aide | Larkwood Ave | $30–40/hr | his choice obviously |
    | Stay home + aide + PT | Larkwood Ave | same + Medicare PT | |

    Questions:
    - Does Medigap cover any of this? (no — custodial care isn't covered)
    - Long-term care insurance? Dad says he "bought something in 1998". Find the policy.
    - Would he consider a respite stay just for the winter?

    Talk to Ada before talking to Dad.
    '''))

    write('docs/dad-discharge-instructions.txt', dedent('''
    CEDAR GLEN TRANSITIONAL CARE - DISCHARGE SUMMARY (patient copy, typed up by Ray)
    Patient: Chukwuemeka Okafor    DOB: 03/02/1944
    Admitted: 08/21/2025    Discharged: 09/03/2025 to home
    Dx: s/p R total hip arthroplasty (anterior) 08/19/2025

    MEDICATIONS AT DISCHARGE
      apixaban (Eliquis) 2.5 mg  - 1 tab twice daily through 09/23/2025, then STOP
      acetaminophen 500 mg       - 2 tabs (1000 mg) three times daily
      oxycodone 5 mg             - 1 tab every 6 hrs only if needed for severe pain
      lisinopril 10 mg           - 1 tab once daily (morning)
      atorvastatin 20 mg         - 1 tab at bedtime
      senna-docusate             - 2 tabs at bedtime while taking oxycodone
      vitamin D3 2000 IU         - daily

    ACTIVITY
      - Weight bearing as tolerated. Walker or cane for all walking until cleared by PT.
      - Anterior hip precautions: no extending the leg far behind you, no pivoting on
        the operated leg, no crossing legs. (Surgeon may relax at 6 weeks.)
      - Use raised toilet seat and shower chair. Sit to dress, use sock aid / reacher.
      - No driving until cleared by surgeon.

    FOLLOW-UP
      - Home PT: Lakes Area Home Health will call to schedule (2x/week).
      - Surgeon: 6-week post-op visit - appointment letter will be mailed.
      - PCP: within 2 weeks of discharge.

    CALL IF: fever > 101, calf pain/swelling, chest pain or shortness of breath (call 911),
    wound drainage, sudden increase in hip pain, a fall.

    Cedar Glen front desk 612-555-0190
    '''))
