from common import write_text

D_0414 = """# Monday 14 April 2025

Two weeks retired. So much for the gentle start.

## Mum
- Home since Saturday. Stayed over Sat and Sun nights on her sofa. She is cross with everyone, mostly with the hip.
- Rang round agencies from 9am:
  - Lothian Home Companions - Brenda Lowrie - can do four visits a day from **Tuesday 22 April**. Private rate until the
    council sorts funding. Brenda coming Thursday to do the care plan.
  - Caledonian Care at Home - waiting list, nothing before May.
  - One other didn't call back.
- Rang Health & Social Care to ask for a needs assessment. Referral taken; "a social worker will be in touch". They
  could not give me a date.
- Colin and Sam to cover the gap (Colin days, me nights) until the 22nd. Sam can't - Toronto - but he's paying for the
  first month of LHC, which is kind.

## Flat
- Gregor Shaw (Calder & Shaw) came to measure at 2pm. Good questions, didn't patronise me. Quote in two weeks.
- Forth Valley Joinery coming Wednesday.

## To do
- [x] Ring Mum's GP about the discharge letter
- [x] Buy a kettle tipper? No - she'd hate it. Put the teapot on the worktop instead.
- [ ] Find Mum's Bank of Scotland details for Sam
- [ ] Ask Fiona Drummond (Colin's old colleague's solicitor) about power of attorney - before Mum's memory gets worse
- [ ] Food bank - e-mail Shona Baxter back about volunteering (recieved her reply last week!)

Felt: tired, useful, a bit frightened about Mum.
"""

D_0617 = """# Tuesday 17 June 2025 - Mum's assessment

Morven Gillies (social worker) came at 10:30 with an OT, Lorna Hume. Stayed until nearly 12:15.

- Mum was on her best behaviour, as predicted. "I manage perfectly well." Morven was good - gently asked her to show
  us how she makes a cup of tea, and it took four attempts to find the evaporated milk.
- Morven asked the right things about nights and about eating. I said my piece about nights. She wrote it down.
- OT looked at Mum's bathroom - recommended a bath board and a second grab rail at Mum's (council will fit), and
  asked where Mum washes when she stays with *us*. Said a step-over bath is how people Mum's age fall. I had to
  admit the answer was "our bath, with me holding on". Think about our bathroom plan. Hmm.
- Outcome letter in 6-8 weeks. Morven thinks Mum will be eligible for personal care at "substantial".
- Options explained again - I said Option 2, so we can keep LHC (or whoever) without me being an employer. Morven
  says that's common.
- Telecare referral for a bed sensor - she'll do it.

Afterwards: took Mum to the garden centre for a scone. She told the waitress she'd "had the council round to inspect
me". Laughed all the way home.

- [ ] Ask Gregor what a walk-in shower would cost instead of the bath
- [ ] Send Morven the carers' folder photos (she asked)
"""

D_0709 = """# Wednesday 9 July 2025

## Bathroom - changed my mind
Decided over breakfast: **walk-in shower instead of the bath** in our new bathroom. The OT's comment at Mum's
assessment has been nagging at me for three weeks. If Mum is going to stay with us for Christmas and for a week here
and there, she needs to be able to wash safely here. Colin agreed as long as the shower is a good one. The May decision
(keep the bath) is dead. Update [[bathroom-decision]] and e-mail Gregor tomorrow.

## Stair / factor
- The factor's ballot on the chimney stack closes on 18 July. I voted yes last week. Mrs Iqbal says the Eriksens
  will vote yes too.

## Mum
- Quiet week. Lunch visit late twice (13:40 and 13:55). Rang Brenda.
- Memory clinic appointment through for 22 July. I'll take her.

## Trip
- All trains booked, all hotels booked. Interrail would have cost more once Eurostar and reservations were added -
  glad we went point to point.
- Sam's flights booked: arrives 31 August.

- [x] Vote in the factor's ballot
- [ ] E-mail Gregor re shower
- [ ] Order the Norwegian phrasebook
"""

D_0910 = """# Wednesday 10 September 2025 - Stockholm to Oslo

Long day. SJ had already moved us off the early direct train in August because of track works on the border, so the
day was: a later train out of Stockholm, off at Arvika, a **replacement coach** over the border to Kongsvinger, then a
Norwegian train into Oslo. The coach was fine - comfortable, even - but we waited 40 minutes at Arvika for it because
the driver had gone to the wrong side of the station, and then the Kongsvinger connection had gone so we sat another
half hour for the next one.

We were well over an hour late into Oslo S. Colin was philosophical. I was not.

- [ ] Claim SJ delay compensation when home - keep the tickets and take a photo of the departure board
- Oslo: Grünerløkka Gjestehus is lovely - quiet back room over a courtyard with a birch tree, exactly as asked.
  Dinner at a tiny place on Markveien: fish soup.
- Texted Sam. Mum fine; Ruth has left LHC (!) - Sam says Mum is upset. Deal with it when we get back.

Tomorrow: Munch, opera roof, and Colin's boat museum.
"""

D_1103 = """# Monday 3 November 2025

## Mum - Thistle day one
- Thistle Homecare started today. **Ruth was on the 08:30 visit** - Mum beamed. Kasia Nowak came at 08:30 too, to
  introduce herself and check the folder.
- Changed the key safe code last night after LHC's bed visit. **New code 2093.** Gave it to Kasia in person. Old one is
  dead.
- Lunch visit arrived 13:12 - on time, for once. I could weep.
- Bed visit at 20:00 - Mum is pleased it's earlier.

## Flat
- New kitchen floor going down on Thursday. Worktop template still not done - Gregor says next week.

## Food bank
- First Thursday afternoon shift this week, 6 Nov, 1-4pm. Say goodbye to the Tuesday crew properly.

## To do
- [ ] Send Kasia the POA certificate copy (scan it - the certified copy is in the blue folder)
- [ ] Renew Mum's Blue Badge - expires 30 Nov; online, needs a photo and the POA
- [ ] Draft AGM minutes to Graham by Friday
- [ ] Return the LHC folder to Brenda
- [x] Book Mum's Covid booster - 18 Nov at the surgery
"""


def build():
    write_text("notes/daily/2025-04-14.md", D_0414)
    write_text("notes/daily/2025-06-17.md", D_0617)
    write_text("notes/daily/2025-07-09.md", D_0709)
    write_text("notes/daily/2025-09-10.md", D_0910)
    write_text("notes/daily/2025-11-03.md", D_1103)
