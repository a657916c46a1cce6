from common import write, dedent

def build():
    write('notes/house/refinance.md', dedent('''
    ---
    title: Refinance 2025
    property: 3318 Ashgrove Ct, Denver CO 80207
    status: in progress
    updated: 2025-10-26
    tags: [house, money, refi]
    ---

    # Refinance — 2025

    ## Why
    When Dana and I split in 2023 I refinanced to buy out her half of the house, at the worst possible moment for rates. Current loan:

    - Servicer: **Summit Peak Mortgage**
    - 30-yr fixed, **6.875%**, originated 4/2023, $430,000
    - P&I **$2,824.79**/mo (+ escrow ≈ $610 → ~$3,435 total)
    - Balance as of 9/1/2025: ~**$412,600**

    Rates finally came down enough in late summer that a refi pays for itself in a reasonable time, as long as I don't reset the clock to 30 years and pay interest forever.

    ## Thinking out loud (9/3, late)

    I have put this off for two years because every time I looked at it I got a headache. So here's the honest version. The buyout of Dana's half was the right call — the kids wanted to stay in this house, the bees are here, and the school is twelve minutes away. But I did it in spring 2023 at 6.875% because I didn't want to wait, and since then I've been paying almost $2,000 a month in interest alone. That's a car. That's a year of Maya's college. That's a lot of honey jars.

    What I don't want to do: a cash-out refi to "fix the kitchen." The kitchen is fine. It's ugly, but it's fine. I also don't want an ARM — Javier mentioned a 7/6 ARM at a lower rate and I can feel my blood pressure go up just typing that. I'm 52. I want boring and fixed.

    What I do want: lower total interest, a payment I can make in a bad month, and the loan gone sometime in my early seventies at the latest — ideally sooner with extra payments.

    Also: keep the refi stuff in a seperate folder from the divorce paperwork. Every lender asks for the decree and I keep grabbing the wrong PDF.

    ## Escrow & taxes
    - Property tax 2025: $3,912 (Denver, up ~9% after the reassessment). Paid from escrow.
    - Homeowners insurance: Bluestem Mutual, $2,640/yr (went up after the hail claims on the block in 2024 — our roof was fine, the neighbors' weren't).
    - Escrow will be re-set by the new lender. Expect an initial escrow deposit at closing and a refund of the old escrow balance from Summit Peak a few weeks after payoff. Don't count that refund as income, it goes back to savings.

        ## Quotes (collected 9/4–9/9)

    | Lender | Product | Rate | Points | Est. closing costs | P&I on $412.6k |
    |---|---|---|---|---|---|
    | Columbine Federal Credit Union (Javier Ruelas) | 15-yr fixed | 5.375% | 0 | ~$4,900 | $3,343.98 |
    | Columbine FCU | 20-yr fixed | 5.625% | 0 | ~$4,900 | $2,867.43 |
    | Columbine FCU | 30-yr fixed | 6.125% | 0 | ~$4,900 | $2,507.00 |
    | Blue Spruce Lending (online) | 30-yr fixed | 5.99% | 1.25 | ~$9,800 incl. points | $2,471.09 |
    | Summit Peak (streamline) | 30-yr fixed | 6.25% | 0 | ~$2,100 | $2,540.43 |

    Blue Spruce looks cheap until you add the points back in. Summit Peak's "streamline" is barely a discount and their customer service during the escrow mess last year was awful. Columbine it is — I've banked there since I moved to Denver, and Javier actually answers e-mail.

    ## Decision log
    - **9/12** — Told Javier: go with the **15-year** at 5.375%. Reasoning at the time: I'm 52, I want the house paid off around when I retire, and the total interest savings are enormous (roughly $190k less interest than the 30-yr).
    - **10/6** — **Changed my mind → 20-year fixed.** The 15-year payment is ~$520/mo more than I pay now, and between Maya's car insurance (she's driving in Dec), flights to Minneapolis every few weeks, and Dad's aide bills that Ada and I might have to start chipping in on, that's too tight. The 20-year is basically the same payment as today ($2,867 vs $2,825) and still knocks years and a lot of interest off vs. what I have. I can always prepay toward a 15-year schedule in good months. E-mailed Javier the same day.
    - **10/7** — Rate locked (20-yr fixed). Lock confirmation e-mail from Columbine has the details.

    ## Appraisal
    - Thursday 10/2, 9am, Dwight Amundsen (Amundsen Valuation Group). Had to move the hive-tool bucket off the back porch so he could measure. He asked about the bees. Everybody asks about the bees.
    - Came in at **$618,000** — I'd hoped for $640k based on the two sales on Bellaire. LTV ≈ 67%, still under 80%, so no PMI and the rate holds. Javier said not worth contesting.

    ## Closing
    - Title company: Cherry Vale Title
    - Scheduled Fri 11/14, 2:00 pm, Greenwood Village office (5600 Greenwood Plaza Blvd, Suite 200)
    - Lock expires before Thanksgiving — don't let anything slip.

    ## Process diary (because I will forget how this went)

    **9/5** — Called Columbine's main line, got transferred twice, ended up with Javier, who turned out to have a kid in Beatriz's AP Bio class last year. Small town, this city. He walked me through what a no-cash-out refi looks like and didn't once try to sell me anything I didn't ask about. That alone put them ahead of Blue Spruce, whose "loan advisor" called me four times in two days.

    **9/8** — Spent Sunday night building a spreadsheet with every scenario. Theo looked over my shoulder and asked why I was "doing math for fun." I explained amortization. He left the room. Maya asked if this meant we were rich now. No.

    **9/12** — Picked the 15-year, e-mailed Javier. Felt very grown-up and responsible about it for about three weeks.

    **9/20–9/28** — Portal uploads. The portal times out if you take more than ten minutes on a page, which I learned by losing the same form three times. Uploaded the tax returns in the wrong slot once. Javier fixed it without comment. Bless him.

    **10/2** — Appraisal visit. The appraiser measured everything, photographed the basement crack I keep meaning to look at, and asked whether the bees sting. (Not if you leave them alone.) He was in and out in under an hour.

    **10/5–10/6** — The big second-guess. Sat down Sunday night with the budget and the new numbers for Maya's insurance and the flights to Minneapolis, and the 15-year just didn't fit without draining savings every month. Talked it through (with the AI, mostly to argue with myself) and switched. No regrets. I can always pay it down faster; I can't un-commit to a higher payment.

    **10/9** — Appraisal number came in. Deflating, but it doesn't change anything that matters.

    **10/20-ish** — Underwriting "conditions" list. Mostly things I'd already sent. One letter of explanation for a $2,000 deposit in August (it was Ada paying me back for Dad's equipment and my flights — had to write a whole paragraph about it).

    Lessons for next time (hopefully never):
    - Start with the document checklist before even talking rates. Gather everything first.
    - Name the PDFs sensibly. "scan0034.pdf" is not a name.
    - Ask up front which documents need to be less than 30 days old, because those are the ones that will expire while you wait.
    - Don't let the lock date sneak up on you.

        ## Documents checklist
    - [x] 2023 + 2024 tax returns (all pages)
    - [x] 2024 W-2 (DPS)
    - [x] Aug pay stub
    - [x] Sept pay stub (sent 10/10)
    - [x] bank statements, 2 months (Columbine + the Ent savings)
    - [x] divorce decree (the whole thing, not just the property settlement page — ugh)
    - [x] photo ID copy
    - [ ] homeowners insurance declarations page (Bluestem Mutual) — need the new one with Columbine as mortgagee
    - [x] HOA? — N/A, no HOA
    - [ ] cancel Summit Peak autopay AFTER payoff confirmed, not before

    ## Questions I asked Javier (and the answers)
    - Can I prepay without penalty? Yes, no prepayment penalty on any of their fixed products.
    - Does the rate change if the appraisal comes in lower? Only if LTV crosses 80% — then PMI, and pricing changes.
    - Do I need to be at closing in person? Yes, it's a refi on a primary residence, wet signatures on the note and deed of trust.
    - Is there a 3-day rescission period? Yes — funds disburse on the 4th business day after signing (so the payoff to Summit Peak happens the following week).

        ## Numbers to remember
    - Break-even on closing costs at 20-yr: only makes sense because of interest saved, not payment — payment is about flat. Total interest 20-yr ≈ $275k vs remaining on current loan ≈ $583k if I just paid it off on schedule. That's the real win.
    - Don't forget: first payment to Columbine is the 1st of the second month after closing, so I skip one mortgage payment (January). Do NOT spend that. It goes in the property-tax bucket.
    '''))

    write('notes/house/home-network.md', dedent('''
    # Home network (updated 6/14/2025)

    New router after the old one died in the June hailstorm power surge. ISP: FrontRange Fiber, 500/500.

    | Thing | Value |
    |---|---|
    | Wi-Fi network (main) | Ashgrove-Apiary |
    | Wi-Fi password | Propolis.Quince#42 |
    | Guest network | Ashgrove-Guest / honeyhoney2025 |
    | Router admin | 192.168.50.1 — admin pw in the password manager, NOT here |
    | Printer | Brother HL-L2350 on 192.168.50.23 (static) |

    The old "ParkHill-Bees" network is gone — if the sitter sheet still says that, it's out of date.

    Kids' devices: screen-time schedule on the router turns their Wi-Fi off at 11pm school nights (Theo figured out he could use the guest network; I turned that off too).

    ```
    # quick reset if the mesh node in the garage drops
    1. unplug node, 30s
    2. plug back in, wait for solid white
    3. if still red: app → Devices → Garage → Re-pair
    ```
    '''))

    write('docs/house-sitter-info.txt', dedent('''
    HOUSE SITTER INFO - 3318 Ashgrove Ct
    (written for the Thanksgiving 2024 trip - Ray)

    Wifi: ParkHill-Bees    password: waggle-dance-1987
    Thermostat: leave it at 64. Please. It's a Nest, it will try to "learn", ignore it.
    Trash: Tuesday (black), recycling every other Tuesday (purple), compost Wed (green).
    Spare key: lockbox on the side gate, code 0419.

    BEES
      - You don't need to do anything with the bees in winter. Do NOT open the hives.
      - If it snows more than 6", brush snow away from the 3 hive entrances (bottom
        front slot) with the broom by the back door. Do not tap on the boxes.
      - If there are a lot of dead bees on the snow in front of the hives, that's
        normal. Really.

    NEIGHBORS
      - Kathleen (east side) has a key too. 303-555-0161
      - The alley gate sticks. Lift and push.

    EMERGENCY
      - Me (Ray) cell: 303-555-0142
      - Dana (kids' mom): 303-555-0187
      - Plumber: Bluebird Plumbing 303-555-0119

    Kids are with Dana this week (handoff Sunday 6pm at her place).
    '''))

    write('notes/school/sci-oly-2025-26.md', dedent('''
    ---
    title: Science Olympiad 2025–26 (AHHS, Division C)
    coaches: [Ray Okafor-Lindqvist, Beatriz Calloway]
    updated: 2025-10-26
    tags: [school, scioly]
    ---

    # Science Olympiad 2025–26

    Co-coach: **Beatriz Calloway** (bio). Parent volunteer / chaperone: Greg Solberg (Hannah K.'s stepdad, has his CDL, which is hilarious and useful).

    ## Practice
    **Thursdays 3:45–5:15, Room 118** (Hennigan's physics lab — more bench space, and 214's fume hood is out for repair until at least January). Changed from Tuesdays starting **10/2**. Beatriz has cross-country meets most Tuesdays this fall, so Thursday works for both of us.

    ## Season
    | What | When | Where |
    |---|---|---|
    | Parent info night | Thu 9/18, 6:30pm | AHHS library |
    | Foothills Fall Invitational | **Sat 11/15/2025** | Golden Ridge High School, Golden |
    | Regionals (Front Range) | **Sat 2/28/2026** | Metro Front Range Community College, Lakewood campus |
    | State | April 2026 (if we qualify) | CSU? TBA |

    ## Decision: no Wasatch Invitational (Utah) this year
    The Wasatch Invitational (SLC, mid-January) invited us again. Decided 10/20 with Beatriz: **we're not going.** Quote for a charter bus + 2 nights hotel for 15 kids + 3 adults came to ~$4,200, the booster club has $1,900, and I'm not asking families for $150 each right before the holidays. We'll do Foothills in Nov + maybe the DU mini-invitational in Jan (one day, local, $0 travel) and put the money into build-event materials.

    ## Roster / events (tentative, 15 kids)
    | Event | Team |
    |---|---|
    | Chem Lab | Jun Park + Aaliyah Brooks |
    | Forensics | Sofia Arriaga + Devin Oyelaran |
    | Tower (build) | Marcus Feld + Hannah Kowalczyk |
    | Anatomy & Physiology | Aaliyah Brooks + Priscilla Yoon |
    | Disease Detectives | Priscilla Yoon + Eli Nakamura |
    | Astronomy | Eli Nakamura + Tomás Reyes |
    | Codebusters | Jun Park + Tomás Reyes + Nadia Lee |
    | Wind Power (build) | Owen Brandt + Devin Oyelaran |
    | Experimental Design | Sofia + Nadia + Owen |

    (Lyle's son Owen is on the team this year — no conflict, Lyle's not involved in picking.)

    Build events: Tower (balsa, efficiency = load held / mass) and Wind Power. Marcus and Hannah want to go for a lighter design this year; I keep telling them to test to failure at practice, not at the tournament.

    ## Communication
    I do parent communication by **e-mail only** — one weekly e-mail Sunday night. No GroupMe, no group texts. Last year's group text was 400 messages about a lost water bottle. Kids can use their own Discord for study stuff; that's theirs, I'm not in it.

    ## To do
    - [x] Register for Foothills (done 10/16, confirmation in e-mail)
    - [x] Submit bus request to district transportation
    - [ ] **Collect permission slips + medical forms for Foothills — due Fri 11/7** (have 9 of 15)
    - [ ] Reserve the chem stockroom cart for Chem Lab practice
    - [ ] Order balsa (Specialized Balsa? or the hobby shop on Colfax)
    - [ ] Ask boosters about the DU mini-invitational entry fee
    - [ ] Goggles: 4 pairs are scratched beyond use, buy new
    '''))

    write('notes/school/sci-oly-2024-25-recap.md', dedent('''
    # Science Olympiad 2024–25 recap

    Practice was Tuesdays 3:30–5:00 in Room 214 (my room) all year. Worked fine except the weeks of parent-teacher conferences.

    ## Results
    - Fall invitational (Nov 2024, Aurora): 11th of 28
    - Regionals (Sat 3/1/2025): **6th** of 24 — top 5 go to State. Missed by 3 points. Alternate for State, didn't get called.
    - Medals: Chem Lab 2nd (Jun + Ella), Forensics 4th, Codebusters 5th

    ## What worked
    - Practice tests every other week, timed
    - Pairing a senior with a sophomore in every event
    - Beatriz running the bio events, me the chem/physics ones

    ## What didn't
    - Build events were an afterthought. Tower broke on the first load at Regionals.
    - The group text with parents. Never again.
    - We didn't have kids test builds to failure before the tournament.

    ## For next year
    - Start builds in September
    - Get a parent with a CDL or a district bus — vans are a nightmare
    - Keep Tuesdays? (Beatriz may have XC conflicts)
    '''))

    write('notes/family/coparenting.md', dedent('''
    # Co-parenting notes (Dana + me)

    Kids: **Maya** (16, junior) and **Theo** (14, freshman) — both at AHHS now, so I see them in the hallway, which they love, obviously.

    ## Schedule
    - Week on / week off.
    - 2023–July 2025: handoff **Sundays 6pm** at Dana's (Montview Blvd).
    - Since 8/8/2025: handoff **Fridays after school** — whoever's taking the week picks up from school. Theo has Saturday club soccer and the Sunday night handoff kept wrecking his Saturdays. Dana proposed it, I agreed.
    - Holidays per the parenting plan: Thanksgiving swaps back and forth, Christmas Eve/Christmas Day split every year. Check the plan, don't trust my memory.

    ## How we communicate
    - Schedule changes: in writing (e-mail), not just a text, per the parenting plan. Quick logistics by text is fine.
    - Shared calendar for activities.
    - Expenses: shared spreadsheet, settle up monthly (orthodontist, soccer, Maya's driver's ed).

    ## Stuff coming up
    - Maya's driving test — she has her permit, test scheduled at the DMV in Dec
    - Theo's braces — next adjustment in Nov, Dr. Farrah Quist
    - Maya's car insurance: I'm adding her to my policy, Dana pays half
    '''))

    write('notes/lists/podcasts-and-books.md', dedent('''
    # Podcasts + books

    ## Podcasts I actually finish
    - anything history-of-science (the one about the periodic table episodes was great)
    - chemistry / "how stuff is made" type shows
    - a couple of beekeeping ones for the winter (the Aussie one is good)
    - long-form interviews with teachers — sometimes

    Rules for myself: under ~45 min (the length of the drive to Golden and back), no true crime (I can't, I've tried, it just makes me anxious and sad), no "two guys laughing at their own jokes" shows.

    ## Books — to read
    - *The Disappearing Spoon* (reread for class)
    - *The Hive and the Honey Bee* (the big reference) — winter project
    - *Things Fall Apart* — Dad keeps asking if I've reread it. Reread it.
    - *Braiding Sweetgrass* — Beatriz lent it to me in June, I still have it
    - something about Minnesota history for Dad's birthday

    ## Audiobooks
    Prefer a professional narrator. Author-narrated audiobooks almost never work for me (exception: memoirs by actors).
    '''))
