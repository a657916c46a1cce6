# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/2024-09-08-sunday-brain-dump.md"] = """# Sunday brain dump - 8 Sept 2024

Claire's taken Mina to her friend's birthday thing in Otley, Darius is "revising" (gaming with
the door shut), and I've got a cup of tea and about two hours before I have to start thinking
about the week. So here's everything rattling round my head, in no particular order, because
if I don't write it down I'll lie awake at 3am going through it anyway.

## Cornwall, briefly

Cornwall was good. Genuinely good. The cottage was tiny and the shower was a dribble, but we
had ten days of the four of us actually talking to each other, which hasn't happened since
about 2019. Darius came out of his shell on the coast path, told me a whole long story about a
YouTube physicist I'd never heard of, and I didn't understand half of it but I nodded in the
right places. Mina learned to bodyboard and now wants a wetsuit for Christmas. The drive back
was eight hours because of the M5, and I've decided that next year we go somewhere I can get
to without losing the will to live. Kaveh did well with Baba. He rang me every evening, which
was a bit much, but better that than silence. He found the cover sheet useful, he said,
apart from the bit about the front door, which he says doesn't stick, you just have to know
how to do it. Fine, Kaveh.

## Baba

This is the big one. Two falls in a fortnight. The first one in the bathroom, he caught
himself on the sink and just bruised his arm. The second one the evening carer found him on
the floor in the living room at six o'clock, and nobody knows how long he'd been there. He
says ten minutes. The bruising says longer. He won't wear the pendant alarm because "it's for
old people" - he is eighty-three. He won't use the frame indoors. He'll use it outside because
the neighbours might see him fall, which tells you everything about my father.

The package is two visits a day, half eight in the morning and six in the evening, and it's
not enough. That gap from half eight to six is nine and a half hours of him on his own, and
lunch is whatever he can be bothered with, which usually means a handful of pistachios and
a glass of tea. I need to ring Janet tomorrow and ask about a lunchtime visit. Janet is good,
she's overloaded like every social worker in Leeds, but she answers emails and she doesn't
make you feel like a nuisance.

And then there's the conversation none of us wants to have, which is whether he should
be living on his own at all. Shirin has started saying "care home" out loud, which she never
used to. Kaveh goes quiet whenever it comes up, and then sends me a long message at midnight
about how we promised Maman. We did promise. But Maman didn't know what the next ten years
would look like, and neither did we. I don't know. I think we go and look at a couple of
places, just to know what we're talking about, without telling him yet. I hate that I'm
even writing this.

Note to self: he's due his medication review with Dr Anand in November, ask them to look at
the blood pressure tablets, the dizziness might be that.

## The loft

The builders are coming round one after another. Moorside came on Wednesday - very smooth,
very shiny van, very keen to talk about "our design service" and very vague when I asked
about the steels. Dale Pickering's coming Thursday after work. He did Ian and Sue's loft two
doors up and it's lovely, and Ian says he turned up every single day, which apparently in the
building trade is a miracle. J&S are coming on Saturday but I've heard they're booked up until
2026 so that's probably academic.

What do we actually want? Darius needs his own space. He's fifteen, he's six foot, he's
sharing a wall with Mina, who practises her drama monologues at full volume. The idea is
he goes up into the loft, Mina gets his room, and the box room becomes an actual study
instead of the place where the ironing goes to die. Claire wants a shower room up there.
I'm not sure - it's more money, and the plumbing route is a nightmare according to Gareth,
who did the drawings. But I'm not going to pick that fight this week.

Money. We've got the savings from Claire's mum, plus we can extend the mortgage a bit. I
keep saying we'll cap it at forty thousand and everyone keeps laughing at me. Gareth says
expect the number to move once the structural engineer has done the calcs, so don't fall
in love with the first figure.

## Work

Flu season starts in three weeks. First Saturday clinic is 5 October, and we've got the
vaccines, the sharps bins, the volunteers (Karen's husband does the car park every year in a
hi-vis vest that he clearly loves), and a rota. What we haven't got is a phone system that
can cope with Monday mornings. The TeleMed contract ends in March and I need to have a
replacement in by then, which means a decision by Christmas, which means quotes in October.
The ICB is pushing everyone onto cloud telephony with call-back, and honestly they're right,
our patients deserve better than forty minutes of engaged tone at 8am. I've got demos booked
with two companies. Nexus seem keen. Abbeydale were recommended by two practices in the PCN.

CQC - rumours that we're due. Helen thinks spring. I'm going to start a checklist in October
so that when the letter comes we're not scrambling. Policies, training matrix, fire risk, all
the stuff that should be ticking along anyway and probably isn't quite.

Becky told me in confidence that she's pregnant - due in April. Delighted for her, and also,
quietly, who runs reception while she's off? Jodie's the obvious answer. Don't say anything
yet.

Liam's doing really well. He's sorted the smartcards, he's got the IT support company to
actually reply to tickets, and he's started doing the petty cash without being asked. I should
tell him that. I'm bad at telling people that.

## Football

Thursday fives still going. We've been playing since 2016, which makes it the longest
relationship I've had apart from Claire and the surgery. Knee's holding up with the strapping.
We lost three on the bounce before the summer and Gaz has decided it's a tactical issue
rather than the fact that we're all nearly fifty.

For the record, and because we have this argument every single week: I like playing at the
back, left side, where I can see everything in front of me and shout. I'm not quick anymore
but I read it. What I hate, properly hate, is going in goal. Someone always says "Farid, you
go in goal, you're the tallest" and I'm not even the tallest, Big Mick is. If I'm in goal
I'm miserable and we concede nine. If I'm at the back we concede six. Science.

Gaz is talking about entering a summer league next year. We'll see.

## The kids

Darius, Year 11. GCSE year. He's clever and he's lazy in exactly the way I was at his age,
which is the worst kind of lazy because I can't even be properly cross about it. Mock exams
in December. He wants to do physics at A-level. He also wants to be a YouTuber. One of those
is more likely than the other. The school did some tests last year and he's been flagged
for a possible reading speed thing - we need to follow up, I think it might affect his exams.

Mina, Year 8. Drama, drama, drama - in both senses. She got a part in the school play already.
She's fallen out with her best friend twice this week and made up twice. She hates French and
claims the teacher has a vendetta, which I doubt, but I'll ask at parents' evening.

Both of them were brilliant with Baba over the summer, actually. Mina sat with him for an
hour and let him teach her backgammon, and he was so happy he forgot to complain about the
carers for the whole afternoon. Darius set up his tablet so he can video call Shirin. Small
things.

## Claire

She's tired. Her job's been reorganised again and she's doing two people's work. I said she
should push back and she said "like you do?" which was fair. We need a weekend away, just the
two of us. The Dales, maybe. Somewhere with a fire and no phone signal.

## Money, generally

Car insurance renewal is in January, remind me to shop around. The boiler at our place is
twelve years old and making a noise. The boiler at Baba's is older. One of them is going to
die this winter and I'd put money on his.

## Me

Sleeping badly. Drinking too much tea after 6pm. I said I'd start running again in the spring
and it's now September. Blood pressure was a bit high when Karen checked it in the staff room
as a joke; it wasn't that funny. Maybe cut down on the biscuits in the back office. Maybe
don't eat Baba's leftover rice every Sunday. Maybe.

I keep thinking about Maman. She'd have known what to do about Baba. She'd also have told me
off for worrying. "Farid joon, worrying is praying for what you don't want." I don't know where
she got that from but she said it a thousand times.

## This week

- Ring Janet re lunchtime visit
- Chase Gareth for the revised drawings (Velux positions)
- Dale Thursday, 5.30
- Flu clinic volunteer rota to Karen
- Book the car in for its MOT
- Buy Mina a wetsuit? (no - Christmas)
- Tell Liam he's doing well
- Go to bed before midnight at least twice

Right. The tea's cold and I can hear Claire's car. That'll do.
"""

LONG["notes/long/2025-01-05-new-year-ramble.md"] = """# New year ramble - Sun 5 Jan 2025

Back to work tomorrow. Christmas is packed away except for the lights Mina insists stay up
until her birthday, and I've got the house to myself for an hour because everyone's gone to
the cinema and I said I had a headache (I do, slightly). New year, new notebook, same head.

## Christmas, the good bits and the rest

Baba came to ours on Christmas Day. He's not a Christmas person, obviously, but he likes the
food and he likes the kids, and he likes pretending not to enjoy the crackers. Shirin came
over from Manchester with the boys, Kaveh did a video call from London because he was working
on the 27th. We ate too much. Baba told the story about the goat and the bus in Shiraz for the
hundredth time and the kids laughed like it was the first. Darius carved, badly. Mina gave
everyone a handmade card with a drawing of them on it. Baba's one had him in a flat cap, which
he has never worn in his life, and he put it on the mantelpiece at home straight away.

The days after Christmas with the carers were a mess, which I won't go into here because I've
already written the complaint. Brightwell have apologised. Moving on.

## Baba and the big question

We still haven't decided anything. Janet has the residential assessment in the system. Shirin
and I looked round Oakwood Grange in October and it's a good place, it really is. But when
Shirin mentioned it to Baba on Boxing Day - not properly, just floated the idea of "somewhere with
people around" - he went very quiet and then said in Farsi that he'd rather die in his own
chair. And then he made a joke about it, the way he does, and everyone laughed, and then he
went to bed early.

So I don't know. The lunchtime visit since October has helped. He's eating more, he's had no
falls since November. Maybe the answer isn't a home, maybe it's more hours at home and us
being more organised about it. We need to decide as a family, properly, all three of us in the
same room. Kaveh's coming up in February. We'll do it then.

## The loft (and the money)

Planning came through before Christmas - approved with conditions, nothing scary. Priya's calcs
came in early December, she's specified bigger steels than Dale allowed for, and Dale's
revised quote has gone up to £43,200. Which is more than the "we'll cap it at forty" I said in
September, and everyone was right to laugh. Some of that is the steel and some of it is the
en-suite, which we haven't actually agreed to yet. Claire wants it. I'm wavering. The argument
for is resale value and not having a fifteen-year-old in the family bathroom for forty minutes
every morning. The argument against is nearly three grand and a pump that'll make a noise.

Building control application goes in this month. Party wall notices too - Nadia's sorting those.
The neighbours at 21 are lovely but slow. Ian and Sue at 27 are fine, they've been through it.

Start date: Dale's saying late May or early June. Which is GCSE season. Which is a great time
to have men with hammers above Darius's bedroom. We'll need to think about that.

## Work - phones, CQC, Becky

The phones situation is getting silly. Nexus promised the clinical system integration "by
January" and it's January and there's no integration. Their rep has started saying "roadmap" a
lot, which in my experience means "no". There's a partners' meeting on the 14th. I think we'll
have to bin them and go with the other lot, even though it's more money and it means admitting
the November decision was wrong. I'd rather admit it now than in a year's time with patients
still stuck in a queue.

CQC - still no date, but Helen and Karen are doing a mock inspection in February. My checklist
is mostly ticked. The legionella thing worries me a bit, I need to find out who actually owns
that - us or the landlord.

Becky's last day is end of Feb. I know who I'd like to act up, I just need to ask her properly
and make sure she doesn't burn out, which means Liam taking the phone admin, which means Liam
needs training on whatever system we end up with.

## A thing Helen said

Helen took me aside before the practice Christmas do and said, kindly, that I'm trying to
carry everything myself and that it's showing. She recommended a book - "The Quiet Ward" by
Margaret Eyre - it's about leading teams in the NHS without shouting and without being a
martyr. She lent me her copy. I've read the first three chapters. There's a line in chapter
two about how "the manager who is always available is never actually present", which annoyed
me because it's true. I'm going to finish it this month. That's a resolution.

## 2024 at work, looking back

If I'm honest, 2024 was a good year at the surgery that felt like a bad one, because I spent
most of it firefighting. The numbers say we did fine: flu uptake in the over-65s ended up at
76%, which is our best ever, locum spend came down because Olu went up to eight sessions, and
the patient survey went up on every question except "ease of getting through on the phone",
which is the one everyone cares about and the one we haven't fixed yet. Complaints were down
too, although the ones we got were longer. One of them was eleven pages. About a parking space.

The things that went wrong were mostly things outside our walls - the hospital letters
backlog, the pharmacy that shut in Bramley and sent all its patients to us for "advice", the
ICB changing the rules on the enhanced services halfway through the year. None of that is
mine to fix. Helen keeps telling me that. I keep trying to fix it anyway.

The staff Christmas do was the best one we've had. Kath organised it, we went to the Italian on
the high street, Raj did a speech that was mostly about his allotment, and Amir, who's been with
us six months and barely said a word, turned out to be a fantastic singer and did a karaoke
Whitney that I will never forget. Dawn cried. Good cry.

## Claire

We had a proper talk on New Year's Eve, after the kids went to the party at the Hendersons'.
She's applying for the team leader role at work, which means more money and more stress, and
she wanted to know if I thought she should. I said yes. I meant it. She asked if I'd ever
thought about leaving the surgery. I said no, which was true, and then I thought about it for
the rest of the night, which was also true. Not leaving. Just - thinking about what the next
ten years look like. I'll be fifty-eight. Baba will be, well. We'll see.

## Resolutions (realistic ones)

1. Finish Helen's book.
2. Football every Thursday, and stretch properly before, not after.
3. No work email after 9pm. (Ha.)
4. Take Claire away for a weekend before the loft starts - Grassington, maybe.
5. Spend one afternoon a week with Baba that isn't admin - not sorting meds, not ringing the
   agency, just sitting with him. Backgammon. Let him win. (He doesn't need me to let him win.)
6. Sort out my own GP check-up. Practice manager who never sees a doctor. Classic.
7. Learn to say "no" to PCN working groups.

## The kids, again

Darius's mocks were mixed. Physics and maths brilliant, English lit "a concern". He says the
books are boring. I said so was Macbeth when I was fifteen and look at me now, and he said
"exactly". Fair. We've been told he might be entitled to some support in the real exams after
the assessment, which Claire's following up with the school.

Mina's had a great term. The play was wonderful - she was a tree, and she was the best tree.
She wants to do a drama summer school. She also wants a phone upgrade, a guinea pig, and to
go to Paris. One out of four, maybe.

## Football, briefly

Gaz says the pitch times might change in the new year because the leisure centre is
restructuring the bookings. We'll see. Christmas curry was good, Nasser won the quiz, Big Mick
won the eating. Knee fine.

## Random stuff I need to remember

- Car insurance: switched, saved ninety quid.
- Baba's boiler survived. Our boiler survived. Both of them are on borrowed time.
- Shirin's fiftieth is in March - she says no party, which means party.
- The cat needs her jabs.
- Mina's passport expires in October - renew in spring.
- Kaveh's got a new job, which is why he's been quiet. Good for him. Tell him I'm proud of him;
  we don't say that enough in this family.

## How I actually feel

Tired but OK. Better than September. The year ahead is big - loft, exams, CQC, the phones, and
whatever we decide about Baba - but it's all stuff that's happening because life is moving,
not because it's falling apart. That's Helen's book again, probably. I'll take it.

Right - they're back, I can hear Mina doing a review of the film in the hallway. Kettle on.
"""

LONG["notes/long/2025-05-24-half-term-thoughts.md"] = """# Half-term thoughts - Sat 24 May 2025

Half term starts Monday. Scaffolding goes up this week, the builders start the week after,
Darius has a week off between exam papers, and Mina has already packed for her residential,
which isn't until the end of June. I've been meaning to write one of these for weeks. It's
raining, the cat is on my feet, and there's nothing on telly. Let's go.

## The loft, finally

It's actually happening. Pre-start meeting with Dale on Tuesday was good - he walked me round
the house with his notebook, told me exactly where everything's going, where the lads will
park, what time they'll arrive (7.30, God help us), which day the steels come. He's got a
schedule printed out, on paper, like a grown-up. I forwarded it to Claire so she'd stop asking
me. The final number is lower than the January one, because we dropped the shower room in the
end. That was the right call. Nobody has missed a shower room that never existed.

The thing I actually care about now - and I know this is daft with everything else going on -
is the colour. Darius wants black walls. Black. He's fifteen. I've said he can have one black
wall behind the desk, and the rest is going to be a soft sage green, which is the colour I've
wanted in a room for about ten years. I like sage. It's calm, it goes with wood, it goes with
the light you get from rooflights. What I don't want is grey. Every house on this road is
grey inside. Ours was grey when we moved in and it took me three years to get rid of it.
Claire says I'm "having feelings about paint". I am. It's allowed.

Flooring: still undecided. Carpet is warmer, LVT is easier. Darius will spill things. LVT.

Money-wise we're OK. Deposit paid at the end of April, stage payments after that. The
spreadsheet is in the finance folder and I've promised myself I'll update it every time
something goes out, instead of doing it all in a panic at the end.

The neighbours. Ian and Sue at 27 are fine, Sue's already offered the builders tea. The
people at 21 are still sitting on the party wall paperwork. Nadia is chasing. I am trying
not to lose my temper with a seventy-eight-year-old woman who's never done anything to me.

## Baba

He's OK. Better than OK, actually, some days. The decision in February was the right one, I'm
sure of it now. He's in his own chair, he's got the four visits, the girl who does his
mornings makes him laugh, and the lunchtime visit means he eats. He's still grumbling about
the morning visit being moved - he says they come "in the middle of his prayers", which isn't
true, he just doesn't like change. Who does.

Janet's leaving adult social care, moving to the hospital discharge team. I'm genuinely sad.
She's been the one constant in this whole thing. The review's been moved again, and there's
a new social worker picking us up. I've got to send him the whole history. Start again.

Shirin's been brilliant. She's doing two Saturdays a month, she rings him every evening at
seven, and she's stopped saying "I told you so" about the care home, mostly.
Kaveh is coming up in August while we're away. He's promised to actually read the log this
time.

The Blue Badge thing is still hanging over me - his runs out in the summer, and the renewal
needs a new photo and a bit of paper from the GP, and I keep not doing it.

## Work

CQC came and went in March. The feedback on the day was good - they liked the staff, liked
the patient survey, liked the significant events log. They picked up on a few things, nothing
we can't fix - the list is in the CQC note. We're still waiting for the draft report,
which is apparently normal, and apparently always takes longer than they say. Helen thinks
"good" overall. I'm not allowing myself to think about it.

The phones have bedded in. Honestly, it's night and day. Call-back is working, the queue
message tells people where they are, and the split release in the afternoon has taken the
heat out of eight o'clock. We had one complaint that the new hold music is "aggressively
cheerful", which I've passed on. Liam has turned out to be a natural with the admin side.

TeleMed still owe us money. I am going to write them a letter that is polite in the way that
only a British practice manager can be polite, which is to say, furious.

The front desk is coping brilliantly without Becky. She had her baby - a girl, Rosa, 7lb 2oz. We've
sent flowers and a card signed by literally everyone including the locums.

My appraisal with Helen is next week. I've finished her book, by the way. Properly finished it,
made notes. I'm going to try to say one thing out loud at the appraisal that I've learnt from
it, which is that I need to stop being the person who knows where everything is.

## Darius and the exams

He's halfway through. Physics paper one went well, he says. English lit he "doesn't want
to talk about", which means it went badly or he doesn't know. He's revising at the kitchen
table now, which is new, and he's asked me twice to test him on equations, which is newer.
I know nothing about equations. I test him anyway.

He's also got his work experience sorted for July, which he's weirdly excited about. Proper
office, proper engineers, proper CAD software. He asked me if he should wear a tie. I said no.
Claire said yes. He's wearing a tie.

## Mina

She's thriving. She's got a main part in the summer show, she's stopped hating French (the
teacher moved her to the front and apparently now they're "friends"), and she's counting down
to the residential trip like it's Christmas. Parents' evening is in June, which I'm actually
looking forward to, for once, because for once nobody's going to tell me she talks too much.
(They will. But nicely.)

## The holiday

Booked. Cottage, August, a long drive, a beach, no airports. I'm happier than I've been about a
holiday in years. Claire's already bought a guidebook, which means she'll read it on the first
evening and then we'll go wherever the kids want anyway.

## Football

Summer league starts in June. Gaz has entered us. I've told him I'll play at the back but I'm
not doing anything heroic and I'm not doing the full season if the knee says no. Subs are up
a quid. Kick-off later than it used to be. I'm slower than ever and I'm loving it more than
ever, which makes no sense but there we are.

## Kaveh

Kaveh rang on Wednesday night, late, which usually means something's wrong, but this time he
just wanted to talk. The new job's going well. He's seeing someone - he wouldn't say much, but
her name is Leyla and she's a paediatric nurse in Lewisham and he sounded about nineteen when
he said it. He asked about Baba, properly, not the usual "is he OK?" but what his days are
actually like. I told him about the backgammon and the day centre and Maureen (Baba denies
Maureen), and he laughed, and then he went quiet and said he felt guilty being so far away. I
said the thing Maman used to say about worrying, and he said "she said that to you too?" and
we both laughed. We're better at this than we used to be. All three of us are. Something about
this year has made us a team instead of three people who happen to share a father.

He's coming up in August for the week we're away and he's going to do the lunches and stay at
Baba's. He asked me to write him a new cover sheet because "the old one's out of date", which it
is - half of it's wrong now. Code, times, the lot. Add that to the list.

## Me

Forty-nine in August. My own GP check-up was fine, blood pressure "borderline", cut the salt.
Sleeping better since the phones went in, which tells you something about where the stress was.
Still drinking too much tea. Still not running. Still eating Baba's rice.

Claire and I finally did the weekend away - Grassington, in April. Two nights. We walked, we
ate, we slept. We didn't talk about the loft or Baba once, which was the rule, and we broke it
on the drive home, which was fine.

## Next few weeks, the list

- Scaffold up this week - move the car off the drive
- Clear the loft (today? tomorrow. tomorrow)
- Send the new social worker Baba's history
- New cover sheet for Kaveh (the old one is wrong)
- TeleMed letter
- Baba's Blue Badge photo - do it at the day centre, they've got a white wall
- Appraisal prep
- Buy paint samples - sage, three shades, let Darius pick his black
- Knee: ice, stretch, stop being an idiot

It's stopped raining. The cat has moved. I'm going to go and stand in the garden and look up at
the roof and think about the fact that in about ten weeks there'll be a room up there that
doesn't exist yet. That's a good feeling. That's a really good feeling.
"""
