"""Three long rambling journal notes (1.5-2k words each)."""

J = {}

J["notes/journal/2024-07-21-summer-brain-dump.md"] = """---
date: 2024-07-21
mood: frazzled but OK
tags: [journal, brain-dump]
---

# Summer brain dump

Sunday evening, everyone else watching some quiz in the other room, and I
have finally got the laptop to myself for an hour, so I'm going to empty my
head onto the page because it is too full. Marcus says I should "just write
a list" but lists are for things I know how to do. This is for the rest.

**School's out (nearly).** Nia finishes Year 10 on Tuesday. Her work
experience at the vets in Acle went really well - she came home every day
smelling of dog and talking about anal glands at the dinner table, which
Ade did not appreciate. The vet (Mr Hastings?) said she was calm and
practical and asked good questions, which made me want to cry a bit,
honestly. She's decided she might want to do Biology and Chemistry at A
level, maybe vet med, maybe not, she's fifteen. The Year 10 exams went
"fine", which I'm learning is teenage for anything between a disaster and
a triumph. Reports come home on the parent app on Tuesday. I'll look at them
properly on Wednesday when I'm not at work.

Next year is GCSE year, and I can already feel the low hum of panic. I
need to sort out somewhere quiet for her to revise, which is the whole
point of the loft, really. More on that below.

**Ade and the driving.** Ten lessons in now. His instructor is patient
beyond words. Apparently he's "heavy on the clutch and light on the
mirrors", which is also a fair description of his personality. He drove on
the A47 for the first time on Thursday and came home pale. I asked him how
it went and he said "there was a lorry". He still hasn't started revising
for the theory test, despite me downloading the app onto his phone. I'm
going to start quizzing him on stopping distances over dinner until he
does it just to make me stop. Marcus took him out in the Fabia round the
industrial estate on a Sunday morning and came back saying the car was fine
and so was Ade but he, Marcus, needed a lie down.

**The fair.** Holt, on the 13th. Took £388, which is my best ever summer
day, and I sold every single tenmoku mug by 2pm. Holt is my favourite of
all the fairs and I think it always will be - the people who come actually
pick the pots up and turn them over and ask about the clay and the
firing, they're not just browsing on the way to the café. Fenella runs it
beautifully. There's a woman who comes every time and buys one thing, and
she always says "I'll be back at Christmas", and she always is. The hall
is indoors which means no gazebo wrestling and no rain. I'd do Holt every
month if they ran it every month.

Aylsham is booked for September (£30, Town Hall) and I'm going to try the
Forum Christmas market - applications close in September and everyone says
it's the big one, so I need to get photos done. I need better photos
generally. Nia says my Instagram looks "like a charity shop in 2012".
Fair.

**Throwing.** I've been trying to do more plates because people keep asking
for them, and plates are my nemesis. They crack in the drying, or they warp
in the firing, or they do both just to spite me. Porcelain I've given up on
entirely - I had a go with a bag of P2 that Jess gave me and I hated every
second of it, it's like throwing cold custard, it collapses if you look at
it, and the slightest wobble shows. Buff stoneware forever. I'm at my
happiest with a mug and a jug.

**The kiln.** The kiln tripped the electrics again in June, middle of a
bisque, and took the fridge and the whole downstairs ring with it. Marcus
reset it and it held, but that's three times this year. He says the fuse
box is from the ark, and he's probably right - it's got those old wire
fuses on the upstairs lights. We'll have to do something about it when the
loft goes in anyway because the builders all say the electrics will need
upgrading. Another thing for the money pile.

**The loft.** Three builders have been round. One (Loftwise) was in and
out in twenty minutes and talked entirely to Marcus, which was a mistake on
his part because I'm the one with the spreadsheet. The Broadland Attic lot
sent a beautiful glossy brochure and a price that made me go and sit in the
garden. Gary Hollis came on a Tuesday evening, drank two cups of tea,
climbed into the loft with a torch, came down covered in fibreglass, and
said "right, here's what I'd do", and then drew it on the back of an
envelope and it was exactly what Tom had drawn. I liked him. Quotes to
follow. Tom Eke's drawings are done and Priti the structural engineer has
been round to measure up. Nia has already chosen a paint colour for a room
that doesn't exist yet. It's called something like "Hazy Sage".

The remortgage broker, Simon, reckons we can add £55k to the mortgage
without the payments going completely mad, which is less than I wanted and
more than Marcus wanted, so it's probably right.

**Mum.** She had a little fall on the 9th. Bev emailed me - she was in the
lounge, caught her hip on the chair, pressed her pendant like she's supposed
to, and Bev was there in five minutes. Bruised hip, bruised pride. They've
fitted a key safe now so the responders can get in if she can't get to the
door. Mum of course rang me that evening and didn't mention the fall at
all, just talked about Elsie's new hearing aid for twenty minutes. I didn't
let on. I went over the following Sunday - train to Yarmouth and the walk
from the station - and she was fine, bossy, made me eat, sent me home with
a tub of stew. Grace and I have had a long phone call about whether Marram
Court is still enough. For now it is. The power of attorney is finally
registered (took months), which is a weight off. Grace is coming down in
August for a weekend while we're away, so Mum gets a visit either way.

Grace keeps sending me articles about benefits Mum could be claiming. I
keep meaning to read them. I will read them.

**Parish.** The playground inspection was on Tuesday and the man said what
we all knew - the bark under the swings is thin and the zip wire seat is
worn. I've been given the playground as "my" thing because I was foolish
enough to say I had kids. Mill Lane: still waiting for the county's speed
data. I stood at the end of our drive with the little radar gun the
Speedwatch lot lent me for half an hour and got 47 mph from a white van
and a wave from the driver. Roger says patience. Roger has been saying
patience since 2019.

I love the parish council and I hate it. I love the bit where a resident
comes up to me in the Co-op and says thank you for getting the bench fixed.
I hate the bit where we spend forty minutes on whether the minutes say
"agreed" or "resolved".

**Work.** Completions, completions, completions. July is always mad. Deborah
had four on one Friday and one of the chains collapsed at 11am because a
buyer's mortgage offer had expired. I spent my lunch hour on the phone to
a building society in Leeds. Imran's probate files are calmer but he
dictates on tapes like it's 1994, and I have to find the little machine.
I've got the week of 19 August off for Pembrokeshire. We're going back to
Solva, same cottage, Nia is already complaining there's no signal. Maya
from next door (Sheila's granddaughter) is going to feed Biscuit. I need to
do her a proper sheet.

**Me.** Tired. Back is bad from the wheel. I should do the stretches the
physio gave me. I should drink less coffee after 3pm. I should go to bed
earlier instead of glazing at 11pm. I should stop writing "should".

**Marcus.** He's been on the early shifts at the hospital this month,
which means he's asleep by nine and awake at five, and the house has a
sort of split personality - him clattering about at dawn, me glazing at
midnight. We had one proper evening out, for his birthday, at the pub in
Reedham by the river, and I remembered that I actually like him as well as
love him. Must do that more often. He wants a new bike. He does not need a
new bike.

Things that made me happy this month:
- Selling out of tenmoku at Holt.
- Nia's vet report.
- Marcus fixing the greenhouse door without being asked.
- The first tomatoes.
- Mum's stew.
- Ade saying, unprompted, "thanks for the lessons, Mum". (He wanted a lift.)

Things to actually do this week:
- Reply to Gary when the quote comes.
- Forum application + photos.
- Read Grace's benefit articles.
- House-sitter sheet for Maya.
- Book the Fabia in for the tyre that's been squeaking.
- Stretches. Actually do them.

Right. The quiz has finished and someone is shouting about toast. Back to
real life.
"""

J["notes/journal/2024-10-30-half-term-ramble.md"] = """---
date: 2024-10-30
tags: [journal]
---

# Half-term ramble

Half-term week. I'm doing my usual trick of taking the Wednesday and
Thursday off work "to spend time with the kids" and then spending them
in the garage with the kiln while the kids sleep until 1pm. Nobody
complains. Everyone wins.

**The kiln saga (resolved!).** At the start of October the kiln died in the
middle of a glaze firing - it got to about 1150 and just stuck there,
grumbling, for three hours, and everything came out underfired and
gritty, a whole load of Christmas stock. I was in tears in the garage at
midnight, which is a very specific kind of low. Jess put me on to a kiln
man she uses, Phil Gedge from Anglia Kiln Services, who came out the
following Wednesday, took one look, and said all three elements were
"knackered", probably for a year, and the thermocouple was on its way out
too. He replaced the lot in an afternoon, tested it, showed me how to check
the element resistance myself with a multimeter next time, and charged me
£385 which was less than I'd feared. He also told me that the trips are
almost certainly the house's fuse box, not the kiln, and that I should
get a proper electrician to put the kiln on its own circuit. Marcus
overheard and said "told you". Anyway, the first firing after that was
perfect - the tenmoku broke beautifully on the rims, the whites were
clean. I have re-made the Christmas stock, mostly. Phil also did a
little drawing of the element layout for me, which I've stuck inside the
garage cupboard door, and I've written his number on the how-to sheet.

**Christmas fairs.** Holt Christmas (30 Nov) is booked, and I've got into
the Forum market in December! My first time. Pitch and all the details are
in the acceptance email - it's in the atrium, which apparently means lots
of footfall and draughts. Jess and Priya are doing it too, not next to me,
but near. Jess is sorting how we get the stock in, because the Forum is in
the middle of town and you can't just pull up outside. I need about twice
the stock I'd take to Holt. Aylsham in September was dead - £96 all day,
and half of that was one woman buying two mugs. She's been on Instagram
since, liking everything, so maybe it'll turn into something.

**The loft.** We said yes to the Juliet balcony! Gary sent photos of one he
did in Sprowston and Marcus was sold instantly - French doors out of the
back of the dormer with a glass panel, looking out over the field. I'm a
bit worried about the extra £2,100 and whether Nia will ever open it, but
it's lovely and Marcus so rarely gets excited about anything that isn't
the football. The party wall is in hand: the Pikes agreed to one surveyor
for both of us, which saves money, and the Schedule of Condition photos are
being done in November. Start date still January.

**Parish, and my Teams rant.** The October meeting was on Teams because the
hall was booked for the flu jabs, and I have to write this down so I
remember how much I hated it when someone suggests "going hybrid
permanently" at the next meeting, which Sue will. I cannot stand Teams
meetings. You can't read anyone's face, half of them are on mute when
they're talking and unmuted when they're eating crisps, Roger's camera was
pointing at his ceiling for an hour, and we got through half the agenda.
In a room I can see when Dev is about to lose his temper about a planning
application and head it off with a biscuit. Give me the cold village hall
and the urn any day - in person, every time. Also on a screen nobody from
the village can just turn up and shout at us, which is technically their
democratic right.

Anyway. The Parish Partnership bid for the speed sign on Mill Lane has gone
in (Janet did it; I did the legwork). Decision in January.

**Ade.** Theory test is booked for 8 November at last. He's been doing the
hazard perception clips on his phone in the car on the way to school, which
is ironic. His instructor says he's "getting there". Marcus is insured
to supervise, so is a slightly nervous me. He's 17 and a half and six foot
one and I still think of him as the toddler who ate a worm.

**Nia.** Open evenings next month: Wensum on the 7th, Hadwell Heath sixth
form on the 14th, City College on the 21st. She says she's "open minded"
which means she's decided and isn't telling us. Mocks start 25 November.
She's drawn a revision timetable in four colours of highlighter and stuck
it on her wardrobe. I'm trying very hard not to nag, and failing.

**Mum.** Grace and I finally filled in that big benefits form for Mum - the
one about needing help with personal care. Fifty-odd pages. Grace did the
first half on a video call with Mum, I did the second half at Mum's
kitchen table with Bev popping in to help with the "how often do you need
help in the night" bits. Mum kept saying "I don't need help" in between
asking me to open the jam. Sent off on the 3rd. We'll see.

She also had her flu jab and her Covid jab on the same day and then
complained about both arms for a week. She's fine.

**Work.** The firm is moving to a new case management system next month
called LexDesk. Training is "half a day", which I already know will not be
enough. Deborah says "it'll be fine". Deborah still prints the completions
diary.

**Glaze experiments.** In a fit of procrastination I asked one of those AI
chat things for a glossy blue, because people at Holt kept asking "do you
do anything in blue?" and the honest answer is no, because every blue
recipe I find seems to have something in it I'd rather not have in my
garage with a cat wandering through. The first answer it gave me had
exactly the sort of ingredient I was trying to avoid, so I asked again
more specifically and got something that looks sensible. I haven't mixed
it yet. I've written "floating blue" on a bit of masking tape on an empty
bucket, which is how all my best intentions start. The celadon bud vases
are selling, though, and I've worked out that they need the slow cool or
they go milky.

**Home, cat, garden.** Biscuit has been to the vet for his booster and was
described as "a big lad", which is vet for fat. He's on a diet. He does
not accept the diet. He has started sitting on Nia's revision timetable,
which she says is a sign. The greenhouse is finished for the year; I got
about forty pounds of tomatoes out of it and made chutney that nobody
eats. Marcus has been on nights the last fortnight and we've been passing
each other on the landing like ships. The clocks went back on Sunday and
the kiln, being digital, did not, so I had a firing finish an hour
"early" and panicked.

**Grace.** Grace rang on Sunday for an hour. Her eldest, Tobi, has settled
at Loughborough and only rings when he needs money, which Grace says is
how she knows he's fine. She's worried about Mum being lonely in the
winter, and so am I, but Mum has Elsie and the Wednesday coffee morning and
more of a social life than me. We've agreed that Grace does Christmas
phone calls with the aunties in Lagos and I do Christmas. That seems fair.
She's also on at me about "sorting Mum's paperwork" which I know is
coming, and which I'm avoiding.

**Village.** Bonfire night at the playing field next week - the parish
does the bar and the fireworks are the Scouts'. I'm on the hot dog stall
again because apparently I'm good at it. Someone has dumped a fridge in the
lay-by on the Acle road and I've reported it to the district, twice. The
bench on the green has a new plaque for old Mr Dunning and it looks lovely.

**Telly and books.** Nothing. I've been too tired. Marcus is watching a
Scandi thing where everyone is miserable in the dark, which is just a
Tuesday in Norfolk in November. I started a novel Jess lent me and I'm on
page 40 and have been since September.

**Things I want to remember:**
- The first perfect firing after Phil fixed the kiln. I actually stood in
  the garage and laughed.
- Nia asking me to show her how to centre clay, and actually sticking at it
  for an hour.
- Ade making everyone cheese toasties unprompted.
- Marcus's face at the Juliet balcony photos.

**Things to do:**
- Forum stock - 80 mugs, 30 bud vases.
- Christmas presents list.
- Party wall - send the Pikes a thank you (flowers? a bowl?).
- Find Phil's invoice for the garage file.
- Write up the kiln programmes properly for Marcus.
"""

J["notes/journal/2025-02-09-taking-stock.md"] = """---
date: 2025-02-09
tags: [journal, planning]
---

# Taking stock, February

It's a Sunday, it's grey, the house is a building site and I've escaped to
the garage with a flask. The steels went in on Monday - a little crane on
the drive, Dean and two other lads, a lot of shouting and it was done by
lunchtime. Building control are coming to check them later this week. There
is plaster dust in places I didn't know we had. I found some in the
butter. I found some in my bra. Nia has taken up residence at the dining
table with her revision and a pair of ear defenders.

I always do a taking-stock thing in February because January is too soon
and by March it's too late. So here goes.

**Pottery - what went well, what didn't, what I'm doing next.**

Last year's takings are all in the spreadsheet, and when I actually added
them up it was better than I thought. The Forum was the best single day of
the year by a mile - it's huge, the footfall is mad, and people are there
to buy presents. Holt (summer and Christmas) was steady and lovely, same
as always. The village fete was basically a social event where I sold six
spoon rests. And Aylsham was dead - £96, a cold hall, and a man selling
vapes two tables down.

So, decisions for 2025, written down so I stick to them:

- I'm dropping Aylsham. Not doing it again this year or, probably, ever.
  It doesn't cover the fee plus the petrol plus a day of my life.
- Holt spring and Holt Christmas - yes, definitely.
- The Forum - yes, apply as soon as it opens.
- Trying Wymondham Abbey in May - outdoors, so it'll be the shared gazebo
  with Jess and Priya. One go and then judge it.
- No more than one fair a month while the loft is going on and Nia's
  doing exams. I need my weekends back.
- Put mug prices up to £26 at the Forum (everyone else is at £28+).

Also: the wedding plates commission. I've done four test plates and two
cracked in the drying. I need to slow the drying right down - plastic over
them for three days, flip them onto a bat. Deadline end of May. I keep
having a small panic about it at 3am.

The stall kit needs sorting out before the spring - there's a list on the
checklist note and I keep adding to it instead of buying things.

Kiln is running like a dream since the new elements went in in the autumn. Touch wood.

**The loft - where we are.**

Scaffold up 13 Jan, strip-out done, joists done, steels in this week. Gary
is very good at texting me photos. The dormer goes up next and then it'll
suddenly look like a room instead of a hole. We changed our minds on a
couple of things in January which I'm glad about, we're back to the
plainer version of the dormer. Gary's muttered about the old ceiling
joists being "a bit sorry for themselves" so I'm bracing myself for an
email about extra costs.

The noise is the worst bit. I'm at work four days, but Marcus is on nights
this month and trying to sleep through an SDS drill. He's been sleeping at
his brother's in Dereham twice a week.

**Money.** Tight but fine. The remortgage went through in November. We
have paid Gary his deposit and the first stage and the second stage is
due when the steels are in. The party wall and building control are paid.
Kev the electrician is separate and hasn't quoted yet. The savings pot for
extras is looking thinner than I'd like. No holiday this year, probably,
unless it's a long weekend somewhere cheap. Maybe we'll go back to Solva in
the autumn.

**Ade.** Driving is going well. He's had his mock test with his instructor
and got three minors, which she says is a pass. Test is in April. He wants
to be insured on the Fabia the day he passes, and the quotes are eye
watering - two to three grand. We've said he pays a third from his
Saturday job at the garden centre. He rolled his eyes so hard I heard it.
He's also started looking at apprenticeships rather than uni, which I think
is sensible and Marcus thinks is fine, and my mother thinks is a disaster
("you went to university, your father went to university").

**Nia.** Mocks were mostly good - Art 8! - but Maths was a 5 and she was
upset. The tutor started this week and Nia says she "explains it like a
normal person", which is high praise. Exams start in May. I keep wanting to
make her a revision timetable and she keeps telling me she already has
one. She has been so grown up about the building work.

**Mum.** Doing OK. The benefit came through at the lower rate before
Christmas, which has paid for a cleaner once a fortnight and a taxi to
church. Dr Anand is changing her tablets - her blood pressure was up at
the last check and she's not sleeping well. Her annual care review is
coming up in the spring and Bev will be in touch. Grace is coming at
Easter. Christmas at ours was lovely - Mum made her jollof on Boxing Day
and Marcus pretended to like it more than mine. She stayed four nights and
by the end she was rearranging my kitchen cupboards. I'm keeping the new
arrangement; it's better.

I worry about her more than I say. She's smaller every time I see her.

**Parish.** Janet's been off since December with her knee, and the locum
clerk has been brilliant, very organised, minutes out within three days.
The January meeting was a long one - the precept, and the speed sign at last,
and a big row about the Church Farm houses. I still have to get playground
bark quotes, which I keep putting off because every bark company seems to
want a site visit and I can never be there in the day. The village hall is
having its floor replaced from March so we'll be meeting somewhere else
for a while.

**Church Farm.** The planning application for six houses on the Church
Farm paddock is the only thing anyone in the village wants to talk about.
Half of the village thinks it's the end of civilisation and the other half
has grown-up children who can't afford to live here. Dev is drafting our
response and wants it to say "object" in big letters; I think we should
say "no objection in principle, but" and then list the drainage and the
junction with Mill Lane, because it's going to get built anyway and we
might as well get a footpath out of it. We'll have that fight at the next
meeting. I've been stopped three times in the Co-op about it this week,
once by a man who thinks I personally own the paddock.

**Work.** LexDesk is still annoying. I've now worked out how to make it
print the completions diary the way Deborah likes it, which has made me the
most popular person on the second floor. Imran has finally moved to the
dictation app. Miracles do happen.

**Me.** My back is better since I got the new stool for the wheel. I'm
drinking less coffee. I am not going to bed earlier. I have joined the
Norfolk Potters' online group and already regret it; they argue about cone
temperatures like it's a religion.

**Friends.** Jess and Priya came round last Thursday with a bottle of wine
and we planned the year for the stall. Jess is doing more markets than
ever - she's quit her part-time job at the bank to do jewellery full time,
which is brave and terrifying. Priya is cutting back because her mum is
poorly. We've agreed to share the gazebo for Wymondham and split the
pitch if they allow it. Priya brought samosas. Jess brought gossip about
the Aylsham organiser, which made me feel better about giving it up.

**House, other than the loft.** The boiler is making a new noise. I am
ignoring the new noise. The Fabia's MOT is due at the end of the month and
the nearside rear tyre is looking bald after Ade's parallel parking
adventure with the kerb. Biscuit has decided the scaffolding is his
personal climbing frame and was found on the roof of the dormer on
Wednesday, yowling, and Dean had to go up the ladder and fetch him. Dean
has now been scratched by my cat and still brought me a coffee the next
day, so Dean is a saint.

**Grace.** Grace is coming at Easter and staying with Mum, in the guest
room at Marram Court if Bev can fit her in. She wants to take Mum to
Gorleston for fish and chips on the front if it's not blowing a gale. She
keeps texting me things to do before the review, and I keep answering the
easy ones. She's also got opinions about the loft, based on her own
extension disaster in 2019, and I have stopped reading them all properly.

**Top three things for the next three months:**
1. Get Nia through her GCSEs calm, fed, and slept.
2. Get the loft finished without Marcus and Gary falling out.
3. Get the wedding plates done without crying.

Everything else is a bonus. Right - flask's empty and my feet are cold.
"""


def files():
    return sorted(J.items())
