"""Flood-defence working group notes."""
from common import write_text

OVERVIEW = r"""
---
title: Nant Gwenlli flood working group - overview
created: 2024-12-02
updated: 2025-10-20
tags: [flood, cyngor-cymuned, working-group]
---

# Nant Gwenlli flood working group - overview

This is my running overview of the flood work for Pentwyn-y-Nant Community Council. Everybody in the village
calls it "the parish council" and I do too, although strictly speaking in Wales it is a community council
(Cyngor Cymuned Pentwyn-y-Nant). I chair the flood-defence working group. I am writing this partly so that I
don't lose track myself and partly so that whoever takes over from me has a single place to start from.
The minutes, e-mails and the grant papers all live elsewhere; this note is the story and the current position.

## 1. Background - the brook and the culvert

The Nant Gwenlli rises on the hill above Fferm Cae Mawr and runs roughly south-east through the village to join
the Taff below the old tinplate works. For most of its length it is an unremarkable brook you can step across in
summer. The problem is the crossing under Heol y Felin. At that point the brook goes into a concrete pipe
culvert, 900 mm diameter, about 46 metres long, which was put in when the road was widened in the late 1960s.
Upstream of the inlet there is a steel trash screen (a grid of vertical bars) intended to stop branches getting
into the pipe. Downstream the brook comes out behind the Maes-y-Coed houses and runs along the back gardens.

When the culvert can't take the flow, the water backs up at the inlet, overtops the low wall and runs straight
down Heol y Felin, which is the lowest route through the village, and then into the Maes-y-Coed close. There are
fourteen properties that we think are at real risk: the ten bungalows on Maes-y-Coed, the two cottages by the old
mill, the chapel house and number 3 Heol y Felin.

As a retired civil engineer (thirty-eight years, mostly highways drainage and bridges) I can say with some
confidence that a 900 mm pipe with a vertical bar screen in a steep wooded catchment is an accident waiting to
happen. Vertical screens blind very quickly with leaves and brash; once they blind, the upstream level rises
until something gives. That is exactly what happened in Storm Bert.

## 2. Storm Bert (November 2024)

Storm Bert came through on the weekend of 23-24 November 2024. I have put my notes from the Monday in the daily
note for 25 November and the wardens' debrief is in the list archive, so I won't repeat all of it here. In short:
the screen blinded in the early hours of the Sunday, water came over the road and down into Maes-y-Coed, and
several homes took water inside. The fire service pumped for most of the Sunday. Nobody was hurt, but for the
older residents in the bungalows it was frightening and the clean-up went on until well after Christmas.

The clerk, Eirlys Morgan, rang me on the Monday to ask whether I would pull together a small group to look at
what could be done. I said yes before Glenys could tell me not to.

## 3. Who is in the group

| Person | Role |
|---|---|
| Malcolm Price | Chair of the working group (me). Engineering lead, grant application. |
| Cllr Bethan Rees | Community councillor for the Heol y Felin ward. Residents' liaison. |
| Sian Lloyd | Flood warden co-ordinator. Runs the wardens' list and rota. |
| Hywel Thomas | Flood warden. Lives at the old mill cottages, closest to the inlet. |
| Alun Jenkins | Resident, retired accountant. Keeps the grant budget and the ledger. |
| Dafydd Howells | Farmer at Fferm Cae Mawr, upstream landowner. Attended early meetings. |
| Eirlys Morgan | Clerk to the council (not a member, but she does the paperwork, POs and the minutes). |

Cllr Gareth Pritchard chairs the full council and signs things on the council's behalf. He comes to the group
only when there is money to be agreed.

## 4. How the group works

We report to full council, which has delegated us to commission surveys up to a limit and to prepare a grant
application. Anything that commits the council to spending money beyond that goes back to full council.

Meetings are on the second Tuesday of the month. From the start we met at 7pm at Neuadd Bentref Pentwyn, the
village hall on Stryd yr Eglwys. Since September 2025 the hall roof has been under repair and we now meet at
6:30pm in the Festri (the vestry) at Capel Bethania on Heol Isaf. The chapel were kind enough to offer it for
free and, frankly, it is warmer than the hall, so I suspect we will stay there even after the roof is done.

The minutes are taken by Eirlys and I keep copies in this folder: 11 February, 8 April, 15 July and 14 October
are the big ones. In months with nothing much to discuss we have had short informal catch-ups that weren't
minuted.

## 5. Timeline

- **Nov 2024** - Storm Bert. Group formed at the council's December meeting.
- **Dec 2024** - Wardens' debrief. Sian takes on the warden rota. Sandbag store set up at the council depot.
- **Jan 2025** - Eirlys circulates the Taff Catchment Trust "Resilient Communities" small grants scheme.
  Up to £50,000, 10% match funding needed, works to be finished by the end of March 2026.
- **Feb 2025** - First formal meeting. We agreed we needed a proper survey of the culvert (CCTV and levels)
  before we could say anything sensible about solutions. Quote from Dyffryn Drainage in hand.
- **Mar 2025** - Dyffryn could not do it until September and put their price up. We went to Afon Civil
  Engineering in Pontypridd instead.
- **Apr 2025** - Options discussed. At that meeting we decided to go for an earth bund on Cae Mawr as the main
  measure. (This was later reversed - see below.)
- **May 2025** - Survey by Afon Civil on 14 May. Report in on 23 May.
- **Jul 2025** - Landowner withdrew consent for the bund. At the July meeting the bund was dropped.
- **Aug 2025** - Grant application submitted on 26 August, a few days before the deadline.
- **Sep 2025** - Meetings moved to Capel Bethania. Grant panel met on 17 September.
- **Oct 2025** - Grant awarded. Council agreed the match funding. Acceptance signed.

## 6. The survey

We chose to commission a proper CCTV and topographic survey because you cannot design anything on guesswork and
because any grant funder worth its salt will ask for evidence. The survey was carried out by Afon Civil
Engineering on 14 May 2025; their engineer and director, Ffion Parry, led it herself, which I appreciated.

The headline findings, in plain language:

1. The pipe is heavily silted at the downstream end. A good third of the bore is lost.
2. The trash screen at the inlet has partly collapsed. Several bars are bent inwards and there is a gap at the
   bottom that lets branches straight through into the pipe, where they snag.
3. There is an old utility duct crossing through the culvert part way along, which nobody had any record of.
   It acts like a comb and catches debris.
4. The road gullies on Heol y Felin discharge into the culvert, so in a storm the culvert is fighting the road
   water as well as the brook.

Taken together the survey made it obvious that the culvert - not the open brook upstream - is the choke point.
The full report is in the e-mail from Ffion and the key figures are in the attachment, and in the grant
application draft.

## 7. Options we looked at

We looked at a long list, most of which came out of the brainstorm I did with Sian and Hywel in January (see
the ideas note - those were just ideas and none were decided there). The realistic options were:

**a) An earth bund on Cae Mawr.** A low embankment, about 1.2 m high and 180 m long, on Dafydd Howells' field
upstream of the road, to hold water back in a flood and release it slowly. Attractive because it is
cheap-ish earthworks and "natural". It relied entirely on the landowner's consent, and on the assumption that
holding water upstream would solve the problem at the road.

**b) Clearing the culvert and replacing the screen.** Desilt and jet the pipe, remove the snag, and replace the
vertical screen with a modern sloped screen that sheds debris upwards, with a proper access platform so the
wardens can clear it safely in a storm.

**c) Property flood resilience (PFR).** Flood doors, airbrick covers and non-return valves for the properties
at the bottom of Maes-y-Coed that will still be at some risk whatever we do at the culvert.

**d) A bigger culvert.** Replacing the 900 mm pipe with a box culvert. The "right" answer in an ideal world,
but it means closing the main road for weeks and would cost several hundred thousand pounds. Not a community
council job and not something a £50,000 grant could touch. We have asked the county to put it on their list.

## 8. The current plan (as of October 2025)

The scheme we are taking forward, and which the grant is paying for, is:

- desilting and jetting the culvert;
- a new sloped trash screen with an access platform and handrail at the inlet;
- dealing with the old duct (the utility company has been asked to confirm it is redundant so it can be cut out);
- PFR for the nine most exposed properties on Maes-y-Coed;
- warden kit and a gauge board with text alerts.

The bund idea was dropped at the July meeting. The July minutes record the reasons.

## 9. The grant

The funder is the Taff Catchment Trust, under its Resilient Communities small grants scheme. Their grants
officer is Rhiannon Ellis, who has been very helpful on the phone. I wrote the application, Alun did the
budget, and Eirlys submitted it from the council's account so it came from the right applicant. The draft and
the budget are in this folder and the budget is also in the spreadsheet.

We asked for a little over £44,000 and were awarded £40,000 in October. The shortfall means we have to trim
the contingency and some of the warden kit. Conditions are in the award letter; the important ones for me are
the match funding, the completion date and the January progress report.

## 10. Flood wardens and the sandbags

Sian runs the wardens. There are eight volunteers on the list, in pairs, and each pair takes a week on call
through the winter. The wardens' job is to watch the gauge board and the screen when rain is forecast, to warn
the Maes-y-Coed residents, and to call the council's emergency number if the water reaches the amber mark.

The sandbag store started off in the council depot behind the village hall. Because of the hall roof works it
moved in September to a steel container in the Capel Bethania car park. There is a procedures sheet for the
old depot store in the docs folder which will need updating.

## 11. Lessons so far

- Get the survey first. We wasted a month in the spring debating solutions before we knew what was wrong.
- Get landowner agreement in writing before putting anything in a plan.
- Residents want to see something happen. The wardens and the sandbags have done more for morale than any of
  our meetings.
- Keep the minutes short and the actions specific, with a name and a date against each one.
- The grant application is far easier to write if you keep a running note of evidence (photos, dates, levels)
  from the start. I wish I had.

## 12. Glossary (for new members)

- **Culvert** - a pipe or box carrying a watercourse under a road or building.
- **Trash screen** - a grid at a culvert inlet to stop debris entering. Sloped screens self-clean better.
- **Blinding** - when a screen is covered in debris and the water can't get through.
- **Desilting / jetting** - removing sediment from a pipe, usually with high-pressure water and a suction tanker.
- **PFR** - property flood resilience: measures fitted to individual homes to keep water out or limit damage.
- **Bund** - an earth embankment used to hold or divert water.
- **Chainage** - distance along a pipe or road from a fixed starting point, used in survey reports.
- **Cumec** - one cubic metre per second, the unit of flow.
- **LLFA** - Lead Local Flood Authority (the county council), responsible for ordinary watercourse flooding.

## 13. Things I still want to do

- Write a short "how the culvert works" page for the village newsletter, with a photo of the new screen when
  it is in.
- Get the county to commit to a date for a feasibility study on a larger culvert.
- Hand over the chair of the group by the end of 2026. Bethan would do it well.
"""

MIN_FEB = r"""
---
title: Flood working group - minutes
date: 2025-02-11
venue: Neuadd Bentref Pentwyn (village hall), Stryd yr Eglwys
time: 19:00
---

# Pentwyn-y-Nant Community Council - Flood Working Group

**Minutes of the meeting held on Tuesday 11 February 2025 at 7pm, Neuadd Bentref Pentwyn**

Present: Malcolm Price (chair), Cllr Bethan Rees, Sian Lloyd, Hywel Thomas, Alun Jenkins.
In attendance: Eirlys Morgan (clerk). Apologies: Dafydd Howells (lambing).

## 1. Election of chair
Malcolm Price was elected chair of the working group (proposed BR, seconded SL).

## 2. Terms of reference
The draft terms of reference circulated by the clerk were agreed with one change: the group may commission
surveys up to £3,000 without going back to full council.

## 3. Storm Bert - what happened
Hywel gave an account of the night of 23-24 November. The screen at the Heol y Felin culvert blinded at
about 2am; water ran down the road into Maes-y-Coed. Homes flooded in the close. The group thanked the
wardens and the fire service.

## 4. Survey
The group agreed that a CCTV and topographic survey of the culvert is needed before any options can be assessed.
One quote has been received, from Dyffryn Drainage Ltd, at £2,350 + VAT (quote DD-Q-2207). Malcolm to ask
Dyffryn for dates and to look for a second quote.

## 5. Grant
The clerk reported on the Taff Catchment Trust small grants scheme (up to £50,000, deadline end of August).
Agreed in principle to apply once the survey is done.

## 6. AOB
Sian reported that the sandbag store is in place at the depot and that Hywel holds the key.

## Actions
| Action | Who | By |
|---|---|---|
| Ask Dyffryn for survey dates; find a second quote | Malcolm | March meeting |
| Circulate grant guidance notes | Eirlys | 18 Feb |
| Photos of the culvert inlet for the file | Hywel | March |

Next meeting: Tuesday 11 March 2025, 7pm, village hall.
"""

MIN_APR = r"""
---
title: Flood working group - minutes
date: 2025-04-08
venue: Neuadd Bentref Pentwyn (village hall)
time: 19:00
---

# Pentwyn-y-Nant Community Council - Flood Working Group

**Minutes of the meeting held on Tuesday 8 April 2025 at 7pm, Neuadd Bentref Pentwyn**

Present: Malcolm Price (chair), Cllr Bethan Rees, Sian Lloyd, Hywel Thomas, Alun Jenkins, Dafydd Howells.
In attendance: Eirlys Morgan (clerk).

## 1. Minutes of 11 March
Agreed as a true record.

## 2. Survey contractor
Malcolm reported that Dyffryn Drainage cannot carry out the survey until September and have increased their
price. Afon Civil Engineering Ltd (Pontypridd) have quoted £2,640 + VAT and can survey in May.
**Resolved:** to appoint Afon Civil Engineering for the culvert survey. The clerk to raise a purchase order.

## 3. Options
Malcolm presented the options list (bund, culvert works, PFR, larger culvert). Discussion. Dafydd Howells said
he was willing in principle to have a bund on the lower part of Cae Mawr.
**Resolved:** that the main measure in the grant application will be an earth bund on Cae Mawr, approximately
1.2 m high, subject to written landowner consent and to the survey results. Culvert clearance and PFR to be
considered as secondary items.

## 4. Grant budget - first draft
Alun presented a first-draft budget of £38,500 (bund earthworks, outfall structure, fencing, PFR for five
properties, contingency). To be revised after the survey.

## 5. Wardens
Sian reported that 8 wardens are now on the list and the March training went well.

## Actions
| Action | Who | By |
|---|---|---|
| Purchase order to Afon Civil | Eirlys | 11 April |
| Letter of consent for the bund | Dafydd / Eirlys | June meeting |
| Revise budget after the survey | Alun | July |

Next meeting: Tuesday 13 May 2025, 7pm, village hall.
"""

MIN_JUL = r"""
---
title: Flood working group - minutes
date: 2025-07-15
venue: Neuadd Bentref Pentwyn (village hall)
time: 19:00
---

# Pentwyn-y-Nant Community Council - Flood Working Group

**Minutes of the meeting held on Tuesday 15 July 2025 at 7pm, Neuadd Bentref Pentwyn**

Note: moved from the usual second Tuesday (8 July) so that the surveyor could attend.

Present: Malcolm Price (chair), Cllr Bethan Rees, Sian Lloyd, Hywel Thomas, Alun Jenkins.
In attendance: Eirlys Morgan (clerk); Ffion Parry (Afon Civil Engineering) for item 2.

## 1. Minutes of 10 June
Agreed.

## 2. Survey results
Ffion Parry presented the culvert survey. The culvert is the main constraint: heavy silting at the outlet, a
partly collapsed inlet screen and an unrecorded duct crossing the pipe. Members asked questions about the cost
of a sloped screen and the access platform. Ffion was thanked for attending.

## 3. The bund on Cae Mawr
The clerk reported that Mr Howells has written to withdraw his consent for a bund on Cae Mawr (letter
circulated by e-mail on 3 July). The group noted the letter and thanked Mr Howells for his earlier support.

Malcolm explained that, in any case, the survey shows the water that floods Maes-y-Coed comes from the culvert
backing up at the road. Modelling of the bund with the survey levels suggests it would only protect 3 of the 14
properties at risk, because most of the flow at the inlet comes from the side valley and the road gullies, not
from the main brook across Cae Mawr.

**Resolved:** that the bund is dropped from the scheme. The grant application will instead be for:
(a) desilting and jetting the culvert; (b) a new sloped trash screen with an access platform; (c) dealing with
the redundant duct; (d) property flood resilience for the nine most exposed properties; (e) warden kit and a
gauge board.

## 4. Grant budget
Alun to revise the budget on this basis. Early estimate c. £44,000. Application to go in before the end of
August.

## 5. Wardens
Sian: summer quiet. Rota for the winter to be drawn up in September.

## Actions
| Action | Who | By |
|---|---|---|
| Revised budget | Alun | 5 Aug |
| Final draft of the application | Malcolm | 15 Aug |
| Ask the utility company about the duct | Eirlys | August |
| Thank-you letter to Mr Howells | Eirlys | July |

Next meeting: Tuesday 12 August 2025, 7pm, village hall (informal, may be cancelled).
"""

MIN_OCT = r"""
---
title: Flood working group - minutes
date: 2025-10-14
venue: Festri Capel Bethania (chapel vestry), Heol Isaf
time: 18:30
---

# Pentwyn-y-Nant Community Council - Flood Working Group

**Minutes of the meeting held on Tuesday 14 October 2025 at 6.30pm, Festri Capel Bethania, Heol Isaf**

Present: Malcolm Price (chair), Cllr Bethan Rees, Sian Lloyd, Hywel Thomas, Alun Jenkins,
Cllr Gareth Pritchard (chair of council, for item 2). In attendance: Eirlys Morgan (clerk).

## 1. Minutes of 9 September
Agreed. The chair thanked the deacons of Capel Bethania for the use of the vestry.

## 2. Grant award
The Taff Catchment Trust has awarded £40,000 (application TCT/RC/25/0147), against £44,200 requested.
Full council on 7 October agreed to meet the match-funding condition from reserves. Cllr Pritchard signed the
acceptance on 10 October and the clerk returned it the same day, well within the 31 October deadline.
Works must be complete, and the final claim made, by 31 March 2026.

To close the gap the group agreed to cut the contingency and reduce the warden kit order. Alun to issue a
revised budget.

## 3. Property flood resilience
**Resolved:** to obtain three quotes for the PFR works for the nine properties, with a home survey of each,
before appointing anyone. Malcolm to obtain the quotes by the December meeting.

## 4. Screen and desilting
Afon Civil to be asked for a price for the design and installation of the screen and platform, and for the
desilting. The duct: the utility company has confirmed it is redundant and can be cut out at our cost.

## 5. Wardens and sandbags
Sian confirmed the sandbag container at Capel Bethania is stocked (240 bags). Winter rota starts 1 November.

## Actions
| Action | Who | By |
|---|---|---|
| Three PFR quotes, with home surveys | Malcolm | 9 Dec meeting |
| Letter to the nine PFR households explaining the scheme | Bethan | 31 Oct |
| Revised budget at £40,000 + match | Alun | 4 Nov |
| Ask Afon Civil to price screen + desilting | Malcolm | 31 Oct |
| Grant ledger set up; first progress report due 15 Jan | Alun / Eirlys | Jan |

Next meeting: Tuesday 11 November 2025, 6.30pm, Festri Capel Bethania.
"""

IDEAS = r"""
# Flood ideas - brainstorm (Jan 2025)

Jotted down over a pot of tea with Sian and Hywel at the old mill cottage, 18 Jan 2025. **Just ideas - nothing
decided here.** We will sort these out once there is a survey.

- Earth bund on Cae Mawr to hold water upstream? (would need Dafydd's OK - ask him)
- Leaky dams in the woods above the road - timber across the stream to slow it down
- Rain garden / planters at the school to take roof water
- A sloped screen instead of the vertical bars
- Bigger culvert - dream on, probably £££
- Flood gauge board by the bridge, with a text alert to the wardens
- Sandbag store - somewhere dry and central
- Flood doors for the bungalows (ask the Trust if PFR counts)
- A WhatsApp group for the wardens? (Sian prefers e-mail list)
- Ask the school to do a project on the brook
- Tree planting on the hill - long term
- Clearing the gullies on Heol y Felin more often - write to the county

Other thoughts:
- Would a bund make things worse for Dafydd's lower field? Probably.
- Who maintains a screen once it's in? Council or county? Maintainance schedule?
- Insurance - Flood Re for the bungalows?
"""

GRANT = r"""
---
title: Grant application - Taff Catchment Trust Resilient Communities (draft)
status: submitted 26 Aug 2025 (final version below)
updated: 2025-08-26
tags: [flood, grant]
---

# Resilient Communities small grant - application draft

Applicant: Pentwyn-y-Nant Community Council. Lead contact: Malcolm Price (chair, flood working group).
Financial contact: Eirlys Morgan (clerk). Budget prepared by Alun Jenkins.

Working notes on top, application text below. The text under each heading is what went into the online form.

> Note to self: word limits are strict (300 per section). Keep the engineering plain. Rhiannon Ellis at the
> Trust said on the phone that the panel is mostly non-engineers, so explain what a trash screen is.

## Section 1 - Project title

Nant Gwenlli culvert and Maes-y-Coed flood resilience project.

## Section 2 - The problem

Pentwyn-y-Nant is a village of around 900 people on the north-western edge of Cardiff. The Nant Gwenlli, a
small steep brook, passes under the main village road (Heol y Felin) in a 900 mm culvert built in the 1960s.
When the culvert's inlet screen becomes blocked, or when the pipe cannot take the flow, the brook overtops the
road and runs into the Maes-y-Coed close, which is home to many older residents living in bungalows.

Fourteen properties are at risk. Homes were flooded internally during Storm Bert in November 2024, and the road
has been closed by flooding on at least four occasions in the last ten years according to residents' records.
The residents of Maes-y-Coed are mainly over 70. Several have told us they now cannot sleep when heavy rain is
forecast.

## Section 3 - Evidence

In May 2025 the council commissioned a CCTV and topographic survey from Afon Civil Engineering Ltd. The survey
found:

- heavy silting of the culvert, with over a third of the bore lost at the outlet end;
- a partly collapsed vertical trash screen at the inlet, allowing debris into the pipe where it snags;
- an unrecorded redundant duct crossing through the culvert, which catches debris;
- road gullies discharging into the culvert.

The survey estimates that in its present condition the culvert can pass only about 2.1 cubic metres per second
(2.1 m³/s), against an estimated 1-in-30-year flow of 3.4 m³/s. In other words the culvert is running at well
under two-thirds of the capacity it needs, before any blockage of the screen is taken into account.

We also have the wardens' photographs and notes from Storm Bert, residents' accounts, and the fire service
incident number for the pumping operation.

## Section 4 - What we will do

1. **Desilt and jet the culvert** to restore its full bore.
2. **Replace the vertical trash screen with a sloped screen** and a safe access platform with handrails.
   A sloped screen lets debris ride up and off the bars instead of blinding the screen, and the platform lets
   our trained wardens clear it safely in a storm.
3. **Remove the redundant duct** crossing the culvert (the utility company is confirming it is disused).
4. **Property flood resilience (PFR) for nine homes** at the bottom of Maes-y-Coed - flood doors, airbrick
   covers and non-return valves, following an individual survey of each home.
5. **Warden equipment and a gauge board** with a text alert, so wardens and residents get earlier warning.

We also looked at an earth bund upstream on farmland, but it is not part of this scheme. A larger culvert would be the long-term answer but is
beyond the scale of this scheme; we have asked the county council (as Lead Local Flood Authority) to consider it.

## Section 5 - Who benefits

Directly: the 14 households at risk, of which 9 will receive PFR. Indirectly: everyone who uses Heol y Felin,
including the school run to Ysgol Gymraeg Nant Gwenlli and the bus route, which is diverted when the road
floods. The wardens' scheme gives volunteers a role and has already brought neighbours together.

## Section 6 - Community involvement

The project is led by a working group of residents and councillors that was formed after Storm Bert. We have
eight trained flood wardens, a public meeting was held in February, and the Maes-y-Coed residents have been
visited individually by Cllr Bethan Rees. The local chapel has offered storage for sandbags.

## Section 7 - Budget summary

| Item | £ |
|---|---|
| Culvert desilting and jetting | 6,900 |
| Sloped trash screen and access platform | 14,800 |
| Redundant duct removal | 5,400 |
| PFR, 9 properties | 13,500 |
| Warden kit | 1,100 |
| Gauge board and text alert | 900 |
| Contingency | 1,600 |
| **Total project cost** | **44,200** |

Amount requested from the Trust: £44,200. The council will contribute officer time and the maintenance of the
screen after installation, plus any match funding required.

(Earlier draft in April was £38,500 for the bund scheme - superseded.)

## Section 8 - Timetable

- October 2025: award (we hope); PFR surveys and quotes.
- November-December 2025: screen design; PFR orders.
- January-February 2026: desilting (dry weather window permitting) and duct removal.
- February-March 2026: screen installation; PFR fitting.
- March 2026: completion and final claim.

## Section 9 - Maintenance and sustainability

The council will take responsibility for the screen and platform and will include a clearance and inspection
regime in the wardens' procedures. PFR measures become the responsibility of the householders, who will be given
instructions and a small annual check by the wardens.

## Section 10 - Risks

| Risk | Mitigation |
|---|---|
| Wet winter delays the desilting | Flexible contractor window; jetting can be done at low flow |
| Duct turns out to be live | Fallback: screen and desilting still proceed; duct diverted later |
| PFR cost higher than estimate | Shop around; reduce to seven properties if needed |
| Volunteer fatigue | Rota of pairs; the council thanks the wardens publicly |

## Section 11 - Evidence log (kept for the panel and for the progress reports)

| Date | Evidence | Held by |
|---|---|---|
| Nov 2024 | Wardens' photos of the blinded screen and the water on Heol y Felin | Sian |
| Nov 2024 | Fire service incident number for the pumping | Eirlys |
| Dec 2024 | Debrief notes from the wardens' meeting | Sian (list archive) |
| Jan 2025 | Residents' record of road closures since 2014 | Bethan |
| Mar 2025 | Photos of the screen bars and the rusted bottom rail | Hywel |
| May 2025 | Survey report, CCTV log and drawings | Eirlys (file transfer) |
| Jul 2025 | Working group minutes recording the choice of scheme | Eirlys |

Everything is in the shared folder on the council laptop, and on my memory stick.

## Section 12 - Letters of support

- The chapel deacons - storage space for sandbags.
- Ysgol Gymraeg Nant Gwenlli - the road closures disrupt the school run; happy to do a project on the brook.
- Maes-y-Coed residents - a letter signed by all ten bungalows, collected by Bethan door to door.
- The county council's flood risk officer - a short note confirming the culvert is an ordinary watercourse
  structure and that the county supports community action.

## Notes from my phone call with Rhiannon Ellis (July)

- The panel scores five things equally: need, evidence, community involvement, value for money and
  sustainability. A weak score on any one of them tends to sink an application.
- They do fund PFR but want to see that it has been targeted at the homes at highest risk, not spread thinly.
- Contingency: she said most successful applications carry 5% or less. (Ours was just under 4%. Good.)
- They like a named person responsible for maintenance after the grant ends.
- Photos help. Jargon doesn't. "Don't write it like an engineer's report" - fair enough.
- If we're offered less than we ask for, we can either find the difference ourselves or agree a reduced
  scope with them. They won't increase an award later.

## Word counts (limits 300 per section)

| Section | Words |
|---|---|
| 2 The problem | 176 |
| 3 Evidence | 182 |
| 4 What we will do | 214 |
| 5 Who benefits | 78 |
| 6 Community involvement | 71 |
| 9 Maintenance | 61 |

## What I'd do differently next time

1. Start the evidence log on day one, with dates and who holds what.
2. Talk to the funder before writing a word. The call with Rhiannon saved me two drafts.
3. Agree the scheme in the working group before drafting - the April version had to be thrown away once the
   survey came in.
4. Get the clerk to set up the online account early; the password reset took a week.
5. Print the whole thing and read it aloud to Glenys. If she glazes over, cut it.

## Checklist before submitting
- [x] Alun's budget checked against the quotes
- [x] Letter of support from the chapel
- [x] Survey report summary attached
- [x] Signed declaration from the clerk
- [x] Submitted by Eirlys from the council account (26 Aug)
"""


def build():
    write_text("notes/flood/working-group-overview.md", OVERVIEW)
    write_text("notes/flood/minutes-2025-02-11.md", MIN_FEB)
    write_text("notes/flood/minutes-2025-04-08.md", MIN_APR)
    write_text("notes/flood/minutes-2025-07-15.md", MIN_JUL)
    write_text("notes/flood/minutes-2025-10-14.md", MIN_OCT)
    write_text("notes/flood/ideas-brainstorm.md", IDEAS)
    write_text("notes/flood/grant-application-draft.md", GRANT)
