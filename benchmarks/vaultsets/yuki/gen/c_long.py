"""Three long rambling journal notes."""
from util import write_text

LONG = {}

LONG["notes/journal/2025-03-long.md"] = """---
title: March brain dump
date: 2025-03-09
tags: [journal]
---
# March brain dump (Sunday night, can't sleep, might as well)

Eleven years in Vancouver this month. I only noticed because the cherry trees on 19th
started and I remembered that my first week here, in 2014, it was also cherry trees and
rain and I was sure I had made the worst decision of my life. I had two suitcases, a
work permit, a room in a shared house in East Van with a guy who played bass at midnight,
and a plan to stay "two years, maybe three". Now I have a house with a basement full of
dust and a permit number, a cat with a thyroid problem, twelve eight-year-olds on Saturdays
and a father in Sendai who needs a new hip. So. Plans.

## 父

Mai's email came on Wednesday morning (Tuesday evening here, so I read it before work, which
was a mistake - I did the first induction with my head somewhere over the Pacific). Surgery
is set: May 22, right hip, total replacement. The hospital is the one in Aoba-ku where
父 had his gallbladder thing years ago, so at least 母 knows the way and the parking. Mai
went with 母 to the consult and sent the short version; she says the surgeon explained for
forty minutes and 父 kept saying "大丈夫です" in the voice he uses when he is not fine.
On LINE he wrote 大げさにしなくていい which is the most 父 sentence possible. Mai told him
he rested three times on the stairs, which I didn't know, and which made me sit in my car
in the clinic parking lot for a while before going in.

I'm going. That was never really the question. The question is how long, and who covers
my surgery days, and who looks after Mochi, and whether the suite will be a disaster zone
when I'm away. I'll ask Carla this week for mid-May to early June. She'll say yes, she
always says yes, and then she'll look at the schedule and sigh, and I'll feel guilty, and
then I'll go anyway. That's how it works.

Flights: I looked tonight instead of sleeping. The direct ones to Haneda are brutal price-wise
in May. I'll book in the next couple of weeks. Note for future me, because I forget every
single time and then regret it: book the aisle. ALWAYS the aisle on the long haul. I don't care
what Mai says about the window and the view of the Alps or whatever; ten hours of climbing over
two strangers to get to the toilet, or sitting there holding it because the man next to me is
asleep with his mouth open - never again. Aisle, left side if possible, far back near the
galley so I can stand and stretch my calves. Window is for people who can sleep on planes and
I am not one of those people.

## The suite

The plumber came Monday and Tuesday and moved the shower drain, which involved cutting a
trench in the slab that made a noise I felt in my teeth from upstairs. Mochi spent both days
in the linen closet and refused to come out even for chicken. The dust got everywhere despite
the plastic sheeting. Kevin says this is "a clean job, believe it or not". I believe him, I
just don't like it.

Electrician (Brightline, Dario) starts tomorrow. I picked them over Volt Bros - cheaper, could
start sooner, and Dario didn't call me sweetheart. Kevin will let him in because I'm at work.
The sub-panel goes where the old shelving was. I had to clear out eleven years of stuff from
that corner: the box of Japanese textbooks from my first Saturday school year, a broken
humidifier, three boxes of Christmas decorations (I don't even do Christmas decorations),
an envelope of old photos from the shared house. I kept the photos.

I asked ChatGPT about the fire separation stuff last weekend, mostly to understand what the
plan reviewer's comments meant. It gave me a sensible list that matched the drawings, plus a
long thing about soundproofing that I'm still thinking about. My bedroom is directly above
the suite bedroom. I really, really don't want to hear someone's alarm clock at 5am through
the floor. Kevin rolled his eyes at the sound stuff - "it's a basement suite, not a recording
studio". I'll think about it. Money is the issue, as always.

Budget check: we're at around $5k spent, which sounds fine until I remember that drywall and the kitchenette haven't happened and those are the big ones.

## Clinic

Mochi got diagnosed hyperthyroid two weeks ago (my own cat, at my own clinic, and I didn't
notice the weight loss because I see her every day - the classic). She's on the pills now
and we've become a pill pocket household. Priya was very kind about it: "everyone misses it
in their own animals, that's why we have colleagues".

Work in general: surgery days are long. The Tuesday list is usually fine, Thursdays are when
Dr. F books the orthopedic cases and we run late. This week we had a TPLO that took three
and a half hours because the plate didn't sit right. I was monitoring the whole time and my
lower back still hurts. I had a euthanasia at the end of the day on Thursday, an old
greyhound whose owners had driven in from Squamish. They brought his blanket. I held it
together until the car. I don't think the public knows how much of this job is that.

CE: I need to get my credits sorted for this cycle. The BCVTA newsletter had a list - there's
a dental radiography refresher in April (six credits, in person, a whole Saturday), and
an anesthesia monitoring webinar in the fall. Haven't decided. I'll look again in the summer.

The new RVT student, Priya's niece, is doing well. She's scared of cats, which is a problem
at a clinic that's 40% cats, but she's trying. I told her the trick is to move slowly and
never stare. She said "that's also how you talk to my grandmother". Fair.

## 土曜学校

Winter term ends in two weeks. The kids are tired, I'm tired, the principal is tired. We did
the spring words last Saturday - 春, 花, 桜 - and I brought real cherry blossoms from the tree
on the corner which was probably illegal. Kenji ate one. Emi's mom asked me again whether Emi
should move up to the grade 4 class early; she's strong in speaking but her kanji is behind
and she'd be miserable, I think. I said let's wait until fall.

Next term I'll have grade 3 again with Okabe-san. She's great, a bit strict, loves worksheets.
We balance each other out.


## Language at home (a thing I think about on Saturdays)

Something Okabe-san said at the end-of-term meeting stuck with me. She said the kids who keep
their Japanese are not the ones with the strictest parents, they're the ones for whom Japanese
is attached to something they love - a grandparent, anime, food, a cousin they play Minecraft
with. The kids who are forced through worksheets every Saturday drop it the moment they turn
thirteen and can refuse. I think she's right, which is funny because she is the worksheet
person. Maybe that's why she's right: she's watched it happen.

It makes me think about myself, too. I dream in English now, about half the time. When I'm
angry I swear in Japanese. When I'm at work I think in English, obviously, all the drug names
and the doses, but when I'm scared - like during the TPLO when the blood pressure dropped -
I hear myself counting in Japanese in my head. いち、に、さん. Mochi only responds to Japanese,
which is a joke I tell at work but is actually true: she ignores "Mochi, come" and comes
running for "もちちゃん、ごはん".

If I ever have kids (41, so, probably not, and I'm oddly fine with that), I'd want them to
have Japanese the way these Saturday kids do on a good day: noisy, silly, a bit wrong, theirs.

## Money, honestly

The HELOC paperwork came through. The bank person kept calling it "your investment property
journey", which made me want to lie down on the carpet of the bank. It's a basement. It's a
suite. It's so that I can keep this house on one income and still fly home when my parents
need me. That's the journey.

I went through the numbers on the bus home: if the suite rents for something reasonable from
October, it covers most of the HELOC payment and a bit of the mortgage. If it doesn't rent,
or if the reno goes way over, I'm eating rice and natto until 2027. Which, honestly, fine.

## Body

Lower back: bad. Knees: fine. Sleep: terrible. Swimming: zero times. The physio at work
(Sam's partner does human physio and gave me a free consult in the break room) told me to
stop lifting dogs alone. I said that's not possible at a small clinic. She said then lift
them with your legs. Lol.

## Random

- Sofia came for dinner on Friday. We had nabe, she brought a Swedish cake that was mostly
  cardamom and butter. She's between jobs and said she could maybe house-sit in May. Maybe.
  I'll ask properly once I have dates.
- 母 on the phone Sunday: "ちゃんと食べてるの". Yes, mother. I eat. (Instant ramen counts.)
- The house is cold because the furnace room door is always open for the trades.
- I want to start swimming again. I say this every March.
- Need to call Coastal Power about the bill again.

OK. It's 1:20am. The electrician comes at 8. I have to be at the clinic at 7:30. Sleep now.
"""

LONG["notes/journal/2025-06-long.md"] = """---
title: June - back from Sendai
date: 2025-06-15
tags: [journal, family, suite]
---
# June - back from Sendai, everything at once

Back since the 3rd. Jet lag hit worse this time, maybe because I'm 41 and not 30, maybe
because I didn't sleep properly for the whole two and a half weeks. Writing this in pieces
over a few nights, so it jumps around.

## Sendai

Mai met me at Tokyo Station and we went up on the shinkansen together, which was nice - we
don't get time alone very often anymore. She's so competent now. She had a folder. A folder!
With the hospital's forms, 父's medication list and a printed map with the bus stop circled.
I had a backpack and a bag of maple cookies.

The hotel by the east exit was fine - small, clean, a fridge, a coin laundry on the third floor.
Best decision of the trip was not staying at the house. 母 would have cooked for me three
times a day and she was already exhausted. Instead I went over in the mornings, did laundry,
drove her to the hospital in the afternoons, and she rested. We went together during visiting
hours, every day.

The surgery day itself was long. 父 went in at nine. We sat in the family waiting room with
a vending machine that only sold hot corn soup and cold coffee. Mai did work emails. 母 knitted
something without looking at it. I watched the clock and did my anesthesia monitoring in my
head - now he's induced, now they're positioning, now it's the incision - which is not a
healthy thing to do, I know. The surgeon came out at half past twelve and said it went exactly
as planned. 母 cried a little, quietly, into her knitting.

That evening 父 wrote "痛い" on LINE. One word. From the man who never complains. I asked the
nurse to check his epidural and she was lovely about it; the pump had been set low. After that
he was better, and by day two he was standing with the walker, grumbling about the hospital
food. By the time I left he was walking the corridor with a physiotherapist, two laps. The
plan is a transfer to a rehab hospital around the 10th, then home in July if all goes well.

Things I noticed: Japanese hospitals are so quiet. Everybody takes their shoes seriously.
The nurses wrote everything on paper and also on a tablet and also on a whiteboard. Nobody
complained about staffing out loud, but you could see it in their faces. I recognised it.

What I didn't write down anywhere else: on the last night, 父 asked me whether I was happy in
Canada. He has never asked me that in eleven years. I said yes. He said "そうか" and then asked
me about the suite, how much the electrician cost, whether the city inspectors are strict.
That's the whole conversation. I keep thinking about it.

## Work

Back at Harbourview on the 10th. Jess did a great job covering; my handover notes were
apparently useful, except that nobody could find the spare ET tubes anyway (they were exactly
where I said they were). Dr. F had kept the big ortho cases for when I was back, which is a
compliment but also meant my first Thursday back was a TPLO and a femoral head ostectomy.

Honestly: I'd rather do dentals than ortho any day. Dentals are calm, predictable, you can
actually see the difference you made. Ortho is three hours of keeping a big dog at the right
depth while someone hammers. I didn't say this to Dr. F.

## The suite

While I was in Japan the drywall got finished and the floors went in (they look great - I'm
so glad I held the line on no carpet). The fire separation inspection was supposed to happen
while I was away, then the city moved it - pushed two weeks - so Kevin ended up meeting the
inspector later. And it didn't pass. Two small things, apparently, nothing structural; the
inspector sent an email with the list and Kevin is fixing them this week, then we book a
re-inspection and pay another fee. I was annoyed for about an hour, then let it go. It's
a government inspection, of course something gets flagged.

Also: Arjun came back. Arjun is the plumber who moved the shower drain in March (Sidhu
Plumbing - he and his dad run it). The shower valve had a slow drip behind the wall that
showed up as a stain in the furnace room. He was here within a day, opened a small access
panel, fixed it, and didn't charge for the return visit because "it was my joint". I will
recommend Arjun to anyone who asks, forever.

Money: we're creeping up. Kitchenette cabinets were more than I thought. I keep opening the
ledger, looking at the running total, and closing it again.

## The night I couldn't sleep

The night before Kevin's meeting with the inspector (the first one) I woke up at 3:40 am and
that was it - wide awake, brain running through every penetration in the suite ceiling like
I'd know if one was wrong. So I got up and cooked. Made rice, made onigiri - umeboshi, okaka,
the salmon 父 couldn't eat yet - and packed them in foil for Kevin's crew. Then sat on the
kitchen floor with Mochi until it got light, at about five. Kevin texted at lunch "the guys
say thank you for the rice balls, who are you". Peak me. (I did also look up how long cooked
rice keeps in the fridge, because I made far too much.)

## Food

Speaking of rice. Since I came back from Japan everything here tastes wrong for about a week,
which happens every trip. Went straight to Sakura Mart on Main - it's the only place in Van
where the natto is the good small-bean kind and they don't run out on weekends. T&T has natto
but it's the big tub stuff and it's always the same one brand. Sakura Mart is a 35 minute
bus ride and I don't care. Bought natto, a bag of 麦茶 packs, frozen udon, and a tiny expensive
melon that I ate standing at the counter.

Other food notes:
- The ramen place on Robson changed owners and it's worse. Sad.
- Sofia has started making her own kimchi. It's good. I'm jealous.
- 母 sent me home with a bag of dried shiitake, which customs did not like but let through.


## Jet lag diary (for next time)

Day 1: slept 14 hours, woke at 4 pm, ate cereal for dinner.
Day 2: awake 2 am to 6 am, then slept through two alarms. Mochi sat on my face at 9.
Day 3: fine until 3 pm, then could not form sentences. Went to Westside Hardware for paint
chips and stood in front of forty shades of white for twenty minutes without choosing.
Day 4: almost normal. Cried at a commercial for life insurance.
Day 5: back to work, somehow functional on surgery day, crashed on the couch at 7 pm.
Lesson: don't plan anything for the first three days back. Tell Carla that next time too.

## Thinking about 母

Everyone asked about 父, which makes sense, he's the one with the new hip. But I keep thinking
about 母. She did everything for the three weeks before the surgery - the forms, the pre-op
visits, the taxi bookings, the laundry, the phone calls with the insurance - and nobody asked
how she was doing. When I asked, on the third day, she said "私は大丈夫" in exactly the voice
父 uses. They are the same person, my parents, after fifty years. She is 70 in December. I
want to get her something real, not flowers. Mai suggests a massage chair, which is so Mai.
I'm thinking of a trip, just her and me and Mai, somewhere with an onsen, once 父 can manage
alone for a few days. Spring next year, maybe.

One evening in Sendai she showed me the notebook where she writes down everything 父 eats and
every pill he takes. It goes back years. Little neat columns. I realised that's where I get it
from - my surgery anesthesia sheets, my ledgers, the lists on my fridge. I told her. She laughed
and said her mother did the same with the rice harvest.

## Clinic gossip (short)

- The new RVT student is not scared of cats anymore. She now says "kitty kitty" in a voice
  that makes the cats more scared. Progress.
- Carla has started a "quiet room" rota so nobody does two euthanasias in a row. It helps.
- Someone keeps leaving the anesthesia machine's O2 on overnight. Not me. (Probably Dr. F.)

## Saturday school

Missed three Saturdays. Okabe-san ran the class alone with a parent volunteer and it sounds
like it went fine, mostly worksheets (of course). The kids made me a card: "おかえりなさい
たなかせんせい" with a drawing of me on a plane that looks like a potato with wings. It's on
the fridge.

Summer camp in July - two weeks of half days. I said yes before thinking about the suite and
the tenant search. That's a July problem.

## Mochi

Sofia did perfectly. Mochi got every pill, twice a day, gained 100 g, and now prefers Sofia to me.
Recheck T4 was good in April; I'll do bloodwork again in the fall.

## To do, roughly
- fire separation fixes (Kevin) -> re-inspection
- electrical final early July
- kitchenette install
- think about rent. Ask around. Ask the internet.
- write a thank-you card to the nurses in Sendai (in Japanese, nicely, which means a draft first)
"""

LONG["notes/journal/2025-09-long.md"] = """---
title: September - tenant, schedule, school, all at once
date: 2025-09-21
tags: [journal, suite, tenant, clinic]
---
# September - everything at once again

I keep saying I'll write every week and then a month goes by. So here's the month, roughly.

## The tenant (finally)

Long story. In August I was ready to offer the suite to Marcus - ER nurse, nights, quiet,
sleeps during the day, basically the ideal person to live under someone who works days. I
told Nadia (the grad student) she was my backup and I'd let her know by the 27th. Then Marcus's
previous landlord didn't call back. For a week. I asked the AI assistant what to do and it said
the sensible thing: give a deadline. I gave Marcus 48 hours. On day two the previous landlord
finally called - from a blocked number - and said Marcus had left owing two months' rent and
there was an RTB dispute. Marcus, when I asked, said it was "complicated" and about mould. Maybe
it was. But I can't take that risk on my first tenancy with a HELOC behind it.

So: I went with Nadia. Called her on the 26th, she actually squealed on the phone. She's moving
in October 1. Lease is signed (the standard RTB one plus my one-page summary), deposit is paid,
her tenant insurance certificate came through on the 15th. She's a PhD student in oceanography,
extremely organised, and during the viewing she asked about the fire separation, which made me
like her immediately. No pets. She told me she fostered cats back home in Bulgaria, so when I
mentioned Mochi she lit up. Mochi will be thrilled (lie).

The rent changed too. The listing said $1,850 with shared laundry upstairs. But sharing my
laundry room with a tenant two days a week was going to drive me (and her) crazy, so Kevin
framed a small closet, I bought a stacked washer/dryer, and the rent is now **$1,950** with
in-suite laundry. Nadia said that was fine, she'd rather pay a hundred more and not carry her
laundry through my side door. Everyone wins, except my savings account, which paid for the
appliances.

I told the family on LINE. 母's reaction: "変な人じゃないといいけど". Thanks, 母.

## Clinic

Carla's email this month: the surgery schedule is changing from the 15th because Dr. F is
starting a referral clinic at the Burnaby site one day a week. It means my days move, and
Jess's too. I'm fine with it, mostly. The first week was chaos because half the clients had
been booked on the old days and nobody updated the reminder texts. Carla fixed it in a
weekend. Carla is the backbone of that building and I don't think Priya pays her enough.

The new ultrasound machine arrived and I did the in-house training. Counts as one CE credit.
I'm behind on CE for the cycle - need to sit down and count properly. There's the anesthesia
monitoring webinar in November; it's on a Saturday but the school is closed that weekend
anyway, I think. Need to check before I register.

A hard week in the middle: a cat we had treated for years, Biscuit, came in for the last time.
His owner is an old man who lives alone; he brought Biscuit in a laundry basket because the
carrier broke. I sat with him in the quiet room afterwards for twenty minutes while he told
me about his wife. Some days the job is just that. I went home and held Mochi until she bit me.

## 土曜学校

Fall term started on the 13th. Grade 3 again, twelve kids, with Okabe-san. Room 204 upstairs,
the one with the good windows. The parents' night was on the 25th: good turnout, a lot of
questions about kanji homework and whether kids can bring phones (no). Wendy made a snack rota
and everyone is signing up, which is a small miracle.

Okabe-san and I already have to think about the recital in November. She wants かさじぞう, I
think it's too long and too wintry for kids who don't speak much Japanese at home. We'll argue
about it politely in October.

One kid, Lucas, speaks almost no Japanese at home - his mom is Japanese but his dad isn't, and
they speak English at dinner. He's shy about it. I asked him to be the "word detective" this
week: spot every katakana word in the picture book. He found fourteen. He was so proud.


## Mochi

Mochi had a good month. She sleeps in the sun patch on the stairs landing from two to four
every afternoon, moving with the light like a sundial. She has started sitting at the basement
door in the evenings, listening. I think she has worked out that the noises have changed -
no more saws, no more Kevin's radio - and she's waiting to see who the new people are. Her
fur is glossy again, she's stopped yowling at 3 am, and she bit the vet (Priya, at her check)
which everyone agrees is a sign of good health. Bloodwork again in the fall.

## Family

父 is home since July and doing rehab at a clinic near the house three times a week. He walks
well now, with a cane outside (supposedly). 母 says he's started going to the supermarket
on his own again, which is both good and terrifying. Mai goes up every other weekend.

Plan for the New Year: I told everyone on LINE I'd come home for お正月, probably from the 28th.
Mai will come on the 30th. It'll be the first New Year together in four years. Need to book
flights before the prices go silly - I keep saying that and not doing it.

## Burnout check

Honest paragraph. I am tired in a way that sleep doesn't fix. The suite took a year of
evenings, Japan took all of my leave, the clinic is short one RVT since August, Saturday school
means I never really have a weekend, and I feel guilty for feeling tired because all of these
are things I chose. Sofia says I should drop one thing. I asked which one. She didn't have an
answer either.

Small things that help:
- the morning walk with the neighbour's dog (borrowed dog, best kind)
- the thermos on surgery days
- the fact that the basement is finally quiet and clean and someone nice is about to live in it
- 梅酒 on Friday, one glass


## The last week of August, in detail, because I want to remember how it felt

The 25th: Marcus still hasn't got his reference. I wrote him a polite, firm text. I felt like
a villain in a property-management drama, which is ridiculous, I'm a vet tech with a basement.

The 26th, evening: the blocked-number call. The previous landlord was a tired-sounding woman
who clearly had told the story many times. She wasn't cruel about him. She said "he's a nice
man who doesn't pay". I thanked her, hung up, sat in the garden with Mochi for ten minutes,
then called Nadia before I could overthink it.

The 27th: told the family on LINE. Told Kevin, who said "good, the nurse one made me nervous,
people who work nights take long showers at 3 am". I have no idea if that's true.

The 28th - 31st: paint touch-ups, rekeyed the suite door, ordered the washer/dryer, deleted
the listing, unsubscribed from seventeen RentSpot emails (they still come).

## Things I'm proud of this year (because Sofia told me to make a list)

1. The suite exists. It's real, legal, inspected, clean, and someone nice is moving in.
2. I was there for 父's surgery, the whole time, and I didn't fall apart until the plane home.
3. The Saturday kids read a whole picture book aloud together in June, in Japanese, with
   feeling.
4. I finally learned to say no to one overtime shift a month. Just one. It's a start.
5. Mochi's thyroid is under control and she has gained weight.
6. I haven't missed a single one of the Sunday video calls with Sendai.

## Things I'm not proud of

1. I snapped at Jess in August over a missing surgical pack that turned out to be in
   autoclave. Apologised the same day, bought her a coffee, still feel bad.
2. I ignored my back for six months.
3. I still haven't written the thank-you card to the nurses in Sendai. It's October soon.
4. The garden. Don't look at the garden.

## Questions for future me

- Would I do the suite again? Yes. But I'd double the contingency and hire the plumber first.
- Is the Saturday school sustainable with the new surgery schedule? Check in December.
- When 父 and 母 get older, really older, what happens? Mai and I need to talk about this
  properly, not at 11 pm on LINE. Put it on the list for the next trip home.

## Money

Suite spending: the big extras were the kitchenette, the laundry change and the
re-inspection. I haven't added it all up properly; the ledger knows. Rent starts October.
From then it pays itself off, slowly.

## To do
- tenant: keys, welcome sheet, smoke alarm test with her
- separate mailbox for the suite (Canada Post wants a second slot)
- CE count + register for the webinar
- recital: decide the play with Okabe-san
- flights for お正月
"""


def build(root):
    for rel, text in LONG.items():
        write_text(root, rel, text)
    return sorted(LONG)
