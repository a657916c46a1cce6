from common import write_text

RENOVATION_PLAN = """---
title: 3F2 renovation - the plan
created: 2025-04-20
updated: 2025-05-20
tags: [flat, renovation, plan]
---

# 3F2, 19 Bellfield Row - renovation plan

The flat: third floor, right-hand door (3F2), in an 1889 sandstone tenement in Marchmont. Eight flats on a common
stair, factored by Grange & Whitehouse. Two bedrooms, a box room, a long hall, the kitchen at the back and the
bathroom squeezed in beside it where a press used to be. Colin and I bought it in 1998 and have done nothing
structural since the 2004 bathroom, which was a mistake then and is a disaster now.

Now that I've retired (31 March, thirty-four years, one carriage clock) this is the year. The plan below is the
version I agreed with Colin on 20 May after the builder quotes came in.

## 1. Scope

### In scope (Calder & Shaw)
1. **Kitchen** - strip out, new units, new worktop, new sink under the window, new floor, replaster the back wall,
   new lighting. Keep it a *seperate room*. We are not knocking through to the living room - see "Things I've decided
   against" below.
2. **Bathroom** - strip out, new suite. Keep a bath with a shower over it (see [[bathroom-decision]]). New
   extractor vented properly to the outside, not into the void.
3. **Rewire** - the whole flat. The consumer unit is a 1980s Wylex with rewireable fuses. Kenny Roe (Calder & Shaw's
   electrician) will do first fix while the kitchen is stripped and second fix at the end.
4. **Hall ceiling** - the lath-and-plaster ceiling has bellied near the front door. Take down the worst section,
   re-board and skim, reinstate the cornice where possible.
5. **Decoration** - kitchen, bathroom, hall. Bedrooms and living room later, by us.
6. **Floors** - lift and relay the hall boards where the electrician needs access; sand and oil.

### Not in scope (separate contracts)
- **Stonework** - the two cracked sandstone window sills (kitchen and back bedroom) and the lintel over the kitchen
  window. This is for a stonemason, not the builder; see [[stonework]]. The sills are ours (not common) because they
  are individual window sills on our flat, but access needs a scaffold.
- **Common repairs** - the chimney stack and the roof are common repairs through the factor. See [[common-repairs]].
- **Windows** - the sashes are original and sound; overhaul later (2026?).

## 2. Builder choice

Three quotes:

| Firm | Quote (inc VAT) | Programme | Notes |
|---|---|---|---|
| Calder & Shaw Building Ltd | £38,450 | 12 weeks | Gregor Shaw. Two tenement references, both glowing. Own electrician. |
| Forth Valley Joinery | £41,200 | 14 weeks | Excellent joinery but subcontracts everything else. |
| AJ Renovations | £33,900 | 10 weeks | No references offered; wanted 40% up front. No. |

**Chosen: Calder & Shaw**, quote ref Q-1187. Accepted by e-mail on 23 May. Payment terms: £5,000 deposit, then
interim valuations every four weeks, 5% retention for 3 months after completion.

Gregor Shaw is the director; day-to-day site foreman is Davie Laing (07700 900733). Gregor: 0131 496 0310 / 07700 900719.

## 3. Timeline

| Stage | Dates |
|---|---|
| Start on site | Monday 28 July 2025 |
| Strip out kitchen + bathroom | weeks 1-2 |
| Rewire first fix | weeks 2-4 |
| Plastering | weeks 4-6 |
| Stonemason (separate, needs scaffold) | TBC - ideally while the factor's scaffold is up |
| Kitchen fit | weeks 7-9 |
| Bathroom fit | weeks 8-10 |
| Second fix, decoration, floors | weeks 10-12 |
| **Completion** | **Friday 17 October 2025** |

We will be away in Scandinavia 2-16 September. Colin's sister Moira has a key to let Davie in if needed, and Davie
has a key of his own anyway. Site meetings every Monday at 8.30am when we're home.

## 4. Budget

| Item | Budget |
|---|---|
| Calder & Shaw contract | £38,450 |
| Contingency (10%) | £3,850 |
| Stonemason (estimate) | £3,500 |
| Our share of common repairs (estimate) | £1,500 |
| Kitchen appliances (we buy direct) | £2,400 |
| Decorating materials | £600 |
| **Total** | **£50,300** |

The actual spend is tracked in `data/renovation-costs.csv`. Paid from the lump sum. Colin has asked that we do not
dip into the ISA.

## 5. Kitchen

- Shaker style, painted. Colour: something between sage and grey. Not white. NOT gloss.
- Worktop: solid iroko or a composite? Gregor recommends a composite by the sink. Decide by August.
- Deep ceramic sink under the window, where it is now (the waste runs that way and I like looking at the Meadows
  trees while washing up).
- Floor: undecided. Ideas in [[kitchen-ideas]]. Must cope with water and with me dropping things.
- Proper extraction, ducted out through the back wall (Tam or Gregor to core-drill - it's a sandstone wall, 600mm).
- Larder cupboard in the old coal press if the floor is level enough.

## 6. Bathroom

- Keep a bath with a good thermostatic shower over it. I like a bath, Colin likes a bath, and the resale people
  say a flat without a bath is harder to sell to families. (Recorded 12 May - see [[bathroom-decision]].)
- Wall-hung WC to make cleaning easier.
- Heated towel rail on a timer.
- Tiling: white metro on the walls, dark grey hexagons on the floor. Colin wants green. We'll see.

## 7. Things I've decided against

- **Knocking the kitchen through to the living room.** Every builder suggested it. I don't want open plan. I want to
  be able to shut the kitchen door on the smell of fish and on the washing machine, and I want a living room that is a
  living room. This is not up for negotiation.
- Underfloor heating in the kitchen - too much build-up, and the floor joists are 1889.
- Moving the bathroom - the soil stack is where it is.
- Spotlights everywhere. Two good pendants and under-cupboard lights.

## 8. Living on site

We will live in the flat through the works except for the fortnight we're away. Camping kitchen in the box room:
microwave, kettle, two-ring induction hob, washing up in the bath until the bath is gone, then at Mum's. Dust sheets.
Colin's asthma - he'll go to Moira's for the plastering weeks if needed.

## 9. Neighbours and the stair

- Let the stair know start date and skip dates (note through every door - done 14 July).
- The skip goes on the street with a council permit (Calder & Shaw arrange it).
- Protect the common stair - Correx on the treads, dust sheets on the landing.
- Duncan Ferrier at 1F1 is going to complain regardless. Be polite, be early, bring biscuits.

## 10. Contacts

| Who | Firm | Phone |
|---|---|---|
| Gregor Shaw | Calder & Shaw Building Ltd | 0131 496 0310 |
| Davie Laing | Calder & Shaw (foreman) | 07700 900733 |
| Kenny Roe | electrician (via C&S) | 07700 900745 |
| Tam Lindsay | Lindsay Stoneworks (stonemason) | 07700 900802 |
| Alison Petrie | Grange & Whitehouse (factor) | 0131 496 0270 |

## 11. Electrics - what Kenny explained

Kenny Roe came round with Gregor on 16 May and spent an hour in the hall cupboard with a torch. Notes, so I don't
have to ask again:
- The existing circuits are a mix of 1960s rubber-insulated cable (crumbling at the roses) and 1980s PVC. None of
  it is earthed properly at the lighting points. It all comes out.
- New consumer unit with RCBOs on every circuit, in the same hall cupboard but higher up so the hoover stops
  knocking it.
- Separate radial for the oven and the hob; a fused spur for the extractor; a dedicated circuit for the washing
  machine so it stops tripping the kitchen sockets.
- Smoke and heat alarms, interlinked, mains-powered with battery backup (Scottish standard since 2022 - we are
  already out of compliance with our battery ones).
- Chasing into lath and plaster is a nightmare; where possible he will run cables under the floorboards and drop
  down inside the original shutter boxes and the press.
- Sockets: double sockets everywhere, four on the kitchen worktop run, one USB in each bedroom.
- Bathroom: shaver socket, extractor on the light with a run-on timer, towel rail on a fused spur with a timer.
- He will leave us an Electrical Installation Certificate at the end. Keep it with the house papers.

## 12. Conservation area and the stair

Marchmont is a conservation area. Nothing we are doing inside needs planning permission, but:
- Anything on the outside (the sills, the lintel, vents through the back wall) should match the original
  materials. That is another reason for a proper stonemason and not the builder's labourer with a bag of cement.
- The extractor vent on the back wall should be a small cast or painted grille, not a white plastic hood.
- Skips on the street need a council permit; Calder & Shaw apply for it.
- Noise: weekdays 8am-6pm, Saturday mornings only if we warn the stair. No Sundays.

## 13. Lessons from the 2004 bathroom (so we don't repeat them)

- The extractor was vented into the ceiling void, not outside. The joists above have a damp stain to prove it.
- The tiler used ready-mixed adhesive on plasterboard in the shower area with no tanking. Tiles are now loose.
- We chose a cheap mixer and the cartridge failed twice. Buy a decent thermostatic valve with available spares.
- We never got a proper final account and paid for things twice. This time: every interim checked line by line
  against the previous one before paying.
- Photograph everything before it is covered up: pipe runs, cable runs, joists. Future me will be grateful.

## 14. Risks I can see

| Risk | What we'd do |
|---|---|
| Rot in the joists under the kitchen once the floor is up | contingency; Gregor to show me before any repair |
| Lath-and-plaster collapsing during the rewire | accept - re-board rather than patch |
| Stonework delayed by the factor's scaffold | the builder programme doesn't depend on it, in theory |
| Mum needing more of my time | Colin takes the Monday site meetings if needed |
| Us falling out with the neighbours | notes through doors, biscuits, keep the stair clean |

## 15. Open questions (May)

- [ ] Worktop: iroko or composite?
- [ ] Floor for the kitchen
- [x] Is building warrant needed? Gregor says no - no structural alterations, no change of use. Electrics will have
      an EICR / installation certificate.
- [x] Asbestos survey - done 2 June, nothing found except the old bath panel adhesive (safe in situ).
- [ ] Get the stonemason round before the scaffold goes up
"""

BATHROOM = """---
title: Bathroom - bath or walk-in shower?
tags: [flat, renovation, bathroom, decision]
---

# Bathroom: bath or walk-in shower

## 12 May 2025 - decision: keep the bath
Keep a bath with a thermostatic shower over it. Reasons:
- We both like a bath.
- Resale: the estate agent friend says families want a bath.
- The room is only 2.1 x 1.7 m; a proper walk-in shower would mean losing the bath entirely.

## 17 June 2025 - the OT's comment
At Mum's council assessment the OT (who came with the social worker) asked where Mum bathes when she stays over with us. She
said stepping over a bath edge is the single most common way people of Mum's age fall in bathrooms, and that if Mum is
going to stay with us at Christmas and during the works at her end, a level-access shower would make that possible.
I hadn't thought of our bathroom as part of Mum's care. It is.

## 9 July 2025 - decision REVERSED: walk-in shower
**We are going for a walk-in shower instead of the bath.** Low-profile tray (1400 x 900), glass screen, fold-down
seat, grab rail by the WC and another in the shower, thermostatic mixer with a slide rail so Mum can sit. Colin
agreed over breakfast ("as long as the shower is a good one").

The bath goes. We'll live without one. If we sell, the next people can put one back.

Told Gregor by e-mail on 10 July. Extra cost: £1,150 (tray, screen, seat, rails, extra tanking) - Gregor's reply
confirms.

## Things still to pick
- [x] Screen: fixed panel, no door.
- [x] Seat: fold-down, white.
- [ ] Grab rails: chrome or white? (white looks less "hospital"; Mum won't care.)
"""

STONEWORK = """---
title: Stonework - sills and lintel
created: 2025-08-10
updated: 2025-10-20
tags: [flat, stone, stonemason]
---

# Stonework - window sills and kitchen lintel

## The problem
- Kitchen window sill: cracked right through near the left end, the outer half dropping. Water gets in under the
  window board and the plaster below the window is always damp.
- Back bedroom sill: face delaminating ("blowing"), about 40% of the front face gone.
- Kitchen lintel: a vertical crack over the right-hand side; previous repair with cement mortar, which has made it
  worse.

## Stonemason
**Tam Lindsay**, Lindsay Stoneworks. Recommended by Mrs Iqbal at 2F2 who had her bay done by him in 2022. Came round
on 8 August, spent an hour on the back green with binoculars and another on a ladder at the kitchen window from the
inside. Quiet, very precise, doesn't like cement. Mobile 07700 900802.

What he will do:
1. Cut out and replace both sills with new natural sandstone, matched to the existing buff stone.
2. Indent the lintel: cut out the cracked section and piece in new stone, pinned with stainless steel.
3. Rake out the cement pointing around both windows and repoint in lime.

Stone: matched buff sandstone - quarry and price are in Tam's quote.

## Mortar - what Tam said (phone call, 12 Aug)
- **NHL 3.5 hydraulic lime with sharp sand, 1 : 2.5 by volume**, for bedding the sills and for the pointing.
- Absolutely no cement. Cement is harder than the stone and makes the stone do the failing.
- Pointing slightly recessed, brushed back, not smeared. No "ribbon" pointing.
- It needs protecting from frost and sun for a week - hessian, kept damp. Another reason to do it in October, not
  December.

## Dates and scaffold
The factor's scaffold for the chimney stack goes up on Monday 6 October and covers the back elevation. Tam will use it.
**Tam on site Monday 13 to Friday 17 October 2025.** Alison Petrie at Grange & Whitehouse agreed the scaffold
contractor can let him on as long as he's insured (he is - copy of his certificate sent to Alison 1 Oct).

## Outcome (20 Oct)
Done in the five days. The new sills are paler than the old stone, as Tam warned; he says they'll weather in within two
or three winters. The lintel indent is almost invisible. Paid on completion.

- [ ] Re-check the kitchen window board for damp after the first proper rain (November)
- [ ] Ask Tam about the front bay cornice next year - he mentioned a cracked section at the left return
"""

COMMON_REPAIRS = """---
title: Common repairs - 19 Bellfield Row
tags: [flat, factor, common-repairs, stair]
---

# Common repairs - 19 Bellfield Row

**Factor:** Grange & Whitehouse Property Management
**Property manager:** Alison Petrie - 0131 496 0270, alison.petrie@gwproperty.example.co.uk
**Our share:** 1/8 (eight flats, equal shares under the title deeds)
**Job reference:** GW/BR19/0457 (chimney stack and roof)

## The repair
- Rear chimney stack: cope stone cracked, pointing washed out, one pot loose. Water staining in the top-floor flats
  (ours and 3F1).
- Slipped and broken slates around the stack; lead flashing split.
- Contractor proposed: Pentland Roof & Stone Ltd.

## Cost and vote
- Estimate **£9,920** inc VAT, scaffold included. Our 1/8 share: **£1,240**.
- Under the Tenements (Scotland) Act a majority of owners (5 of 8) must agree. Ballot closed **Friday 18 July**.
- I voted yes on 3 July. Duncan Ferrier (1F1) voted no ("not my roof"). Mrs Iqbal (2F2) voted yes.
- **Result (Alison's e-mail, 21 July): 6 of 8 in favour, 1 against, 1 no reply. Repair goes ahead.**
- Funds: each owner pays their share into the factor's client account before works start. Paid 4 Aug.

## Programme
- Scaffold up **Monday 6 October** (back elevation).
- Roof and stack works approx. three weeks, weather permitting.
- Scaffold struck around 3-7 November.
- Tam Lindsay is using the same scaffold for our sills (13-17 Oct), which saves us a separate scaffold - about £1,100
  saved.

## The stair
| Flat | Owner |
|---|---|
| GF/1 | Mr & Mrs Anand |
| GF/2 | vacant (executry) |
| 1F1 | Duncan Ferrier |
| 1F2 | Ms Claire Buchan |
| 2F1 | Flat let (landlord: Rowan Lettings) |
| 2F2 | Mrs Nasreen Iqbal |
| 3F1 | Jonas and Pia Eriksen |
| 3F2 | us |

## Notes
- Stair meeting to discuss a stair cleaning contract and the back green - maybe in spring.
- The stair lights are on the common electricity supply - Alison says the timer will be replaced "soon".
"""

INVOICE_DISPUTE = """---
title: Calder & Shaw - interim invoice dispute
date: 2025-09-29
updated: 2025-10-23
tags: [flat, renovation, invoice, dispute]
---

# Interim invoice 2 (CS-2291) - dispute

Calder & Shaw's second interim valuation arrived on 26 September while we were still recovering from the trip. Most
of it is fine. Two items are not.

## The disputed items
| Item | Amount (ex VAT) | Why I'm disputing it |
|---|---|---|
| Skip hire - 8 yd skip, w/c 8 Sept | £310.00 | Already charged on interim 1 (same skip, same permit number). Charged twice. |
| Hall ceiling - take down, re-board, skim, cornice | £542.00 | Not done. The hall ceiling is still exactly as it was (photos 29 Sept). |
| **Total disputed** | **£852.00 + VAT** | |

Everything else on the invoice I'm happy to pay now.

## What I did
1. 29 Sept - e-mailed Gregor (polite, firm, numbered points, photos attached). Said I'd pay the undisputed balance
   within the 14-day terms and hold back the disputed amount.
2. Kept a copy of interim 1 with the skip line highlighted.
3. Asked the chat assistant to check the wording was not too sharp. It suggested I take out "frankly". Fair.

## Gregor's reply (3 Oct)
- Skip: agreed it was a duplicate - "office error".
- Ceiling: agreed it was valued too early; will be done before handover and invoiced then.
- Credit note to follow.

## Resolution
- Credit note received 21 October for the full disputed amount: **£1,022.40** (£852.00 + VAT).
- Paid the net balance on 23 October by bank transfer. Reference "BR19 INT2 NET".
- Lesson: check every interim line against the previous one *before* the trip, not after.

- [x] Pay undisputed balance
- [x] Get credit note
- [ ] Make sure the hall ceiling actually appears on the final account (and only once)
"""

SNAGGING = """---
title: Snagging list - kitchen and bathroom
date: 2025-11-12
tags: [flat, renovation, snagging]
---

# Snagging list (walk-round with Davie, 12 Nov)

Handover is now **Friday 28 November** (the worktop templating slipped again - see Gregor's e-mail of 10 Nov).

## Kitchen
- [ ] Worktop - not fitted yet (template done 11 Nov, fitting w/c 24 Nov)
- [ ] Sink and tap - waiting on worktop
- [ ] Larder cupboard door rubs on the floor at the bottom corner
- [ ] Two cupboard doors out of line above the cooker
- [ ] Plinth missing under the sink run
- [ ] Extractor: ducting grille outside not fitted (Davie says Monday)
- [ ] Paint touch-ups on the skirting by the door
- [x] Floor - fitted 6 Nov, looks wonderful
- [ ] Silicone bead along the back of the worktop (after fitting)
- [ ] Under-cupboard lights - one strip not working

## Bathroom
- [ ] Shower screen - bottom seal missing
- [ ] Grab rail by the WC slightly loose
- [ ] Extractor too loud? Check the run-on timer
- [x] Towel rail on its timer

## Hall
- [ ] Ceiling - still to do (re-board and skim) before handover
- [ ] Cornice repair on the ceiling by the front door

## General
- [ ] Electrical installation certificate from Kenny
- [ ] Waiting on Gregor's revised programme and updated snag list (he promised both by Friday 14 Nov)
- [ ] Final account - check the ceiling is billed once, retention held
- [ ] Manuals and warranties (oven, hob, extractor, shower)
"""

KITCHEN_IDEAS = """---
title: Kitchen - ideas and mood board
created: 2025-04-26
tags: [flat, kitchen, ideas]
---

# Kitchen ideas (just ideas, nothing decided)

Scrapbook of things I like. Not a plan. Plan is in [[renovation-plan]].

## Floor ideas
- Herringbone oak - gorgeous, but a kitchen? Water, and the old boards underneath are uneven.
- Encaustic cement tiles (the blue and white ones from the café on Bruntsfield Place). Cold and heavy on old joists?
- Cork tiles - warm, quiet, very 1970s but apparently back.
- Terrazzo-look vinyl - cheaper, but it looks like vinyl.
- Slate flags - far too heavy for a third floor.

## Cabinets
- Painted shaker in a sage green. Or a soft grey-green like lichen.
- Open shelves for the everyday crockery? (Dust. Colin says no.)
- Glass-fronted wall cabinet for Mum's Kenyan tea set.

## Worktops
- Iroko - warm, needs oiling.
- Composite in a pale concrete colour.
- Maybe a marble offcut for pastry.

## Other
- Pulley clothes airer on the ceiling (the old one is rotten - a new Sheila Maid?)
- Brass tap?
- A bench seat in the window?
- Pendant lights: enamel, dark green?

Nothing here is decided. Talk to Gregor about the floor once the rewiring is done and we can see the boards.
"""


def build():
    write_text("notes/house/renovation-plan.md", RENOVATION_PLAN)
    write_text("notes/house/bathroom-decision.md", BATHROOM)
    write_text("notes/house/stonework.md", STONEWORK)
    write_text("notes/house/common-repairs.md", COMMON_REPAIRS)
    write_text("notes/house/invoice-dispute.md", INVOICE_DISPUTE)
    write_text("notes/house/snagging-list.md", SNAGGING)
    write_text("notes/house/kitchen-ideas.md", KITCHEN_IDEAS)
