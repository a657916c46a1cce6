# Daily notes and the three long rambling notes.
NOTES = {}

NOTES["journal/2025-01-14.md"] = """# mardi 14 janvier 2025

- -19 ressenti ce matin. 5 km easy quand même, cils gelés. Sami trouve que je suis « intense ».
- Érables: Marc-André a envoyé son comparatif glulam / acier avant les fêtes et Hélène doit
  trancher cette semaine. Je sens que ça va virer. Je ne dis rien. (Je dis tout ici.)
- Kevin a fini les coupes du gymnase — deux versions, au cas où.
- Comité de l'école pour la brique: le 27. Apporter les vrais échantillions, pas des photos.
- Sami: dentiste le 21, 16 h. Ne pas oublier le formulaire de l'école.
- Mama au téléphone: trois fois la même histoire sur la voisine. Appeler la résidence pour la visite
  de la chambre (liste d'attente?).
- Souper: restes de mjaddara. Parfait.
"""

NOTES["journal/2025-04-22.md"] = """# Tuesday, April 22

- Notary last Thursday went fine — Mama charmed Me Bélanger, asked him if he was married.
  He met her alone first for twenty minutes; she came out saying "he asked me very easy questions".
  Signed, done. Huge wieght off. Rania cried on FaceTime.
- Registered for the Deux-Rives half (paid, receipt in e-mail). Bib comes later.
- Condo: contract with the roofer signed last week (Gilles + Priya signed). Josée says the permit
  takes "4 to 8 weeks", which in Montréal means 8.
- Érables: contract officially awarded to Duroc. Kick-off next week. Mobilisation mid-May.
- Long run Saturday 16 km, felt great. Shins quiet. Knock on wood.
- To do: book physio preventively? Nah. (Famous last words.)
"""

NOTES["journal/2025-06-18.md"] = """# mercredi 18 juin

- Physio #2 with Julie M. — périostite tibiale confirmed, right leg worse. Her deal: **3 runs a week max**
  until August, one of them the long run, + bike for the rest. No intervals on concrete. I negotiated,
  I lost. Decision: I'll do it her way. The race is in October, not tomorrow.
- Mama's dose goes up this week (the résidence e-mailed). Hope the nausea doesn't come back.
- Érables: the asbestos thing. The whole gym ceiling zone is sealed off. Duroc's price should come
  "next week". Isabelle is calm on the outside.
- Hélène wants me at the OAQ colloque in October — yes, I need the hours.

## À faire
- [ ] Envoyer les reçus de physio à l'assurance (Boréale Assurances — formulaire en ligne, 80 % couvert)
- [x] Acheter un vrai support à vélo pour le balcon
- [ ] Répondre à Priya (texte pour l'AGA, version finale)
"""

NOTES["journal/2025-09-02.md"] = """# Tuesday Sept 2

- Site meeting #8 at 9, quick one, Gabriel came for the méca items.
  Patrick still hasn't come back on the asbestos CO price. Brick is going up, it's beautiful,
  I told nobody that I touched it.
- Race: five weeks out. Shins OK on 3 runs/wk + bike. Long run Saturday 18 km at 5:50 without pain.
  **Goal now: 2:00 flat (5:41/km).** The 1:55 was the pre-shin-splints dream — let it go.
  Mel agrees (she said "finish smiling, idiot" which is her version of agreeing).
- Mama: Sylvie says she's sleeping better downstairs.
- Condo: roof done except the flashing; the decking fight continues. Engineer's report this week.

## À faire
- [ ] Reçus de physio → Boréale Assurances (STILL!! 6 reçus maintenant, ça commence à faire des sous)
- [ ] Gels / ravito pour la course — acheter la semaine d'avant
- [x] Inscription au colloque enveloppe (octobre)
- [x] Reset the wifi router (again) — Sami's console hogs everything
"""

NOTES["journal/2025-02-23-brain-dump-dimanche.md"] = """# Brain dump — dimanche 23 février, 22 h 40

Can't sleep. Olivier says I should write it all down before bed instead of doom-scrolling the
Marketplace listings for standing desks I will never buy. He's right, don't tell him. So: everything
out of my head and into this file, in no order, no judgment, no formatting police.

## Mama

First Sunday visit at the résidence today. I keep wanting to write "the home" and then I stop because
it's not a home, it's a résidence, and also it is now her home, and that's the whole problem in one word.
Her room is on the second floor, small but bright, with a window on the parking lot and, if you lean,
a tree. She doesn't like the elevator. She says it smells like a hospital. It does, a bit — that
lemon-disinfectant smell. I brought ka'ak and the thermos of sweet tea and she ate three, which is more
than she's eaten at once in weeks. She asked twice when she was going home. The first time I said
"soon, Mama", the second time I said "this is where you live now, remember, it's nice, there's Thérèse
across the hall" and she looked at me like I was a stranger selling something. Rania says don't
explain, redirect. Easy for Rania in Toronto. (Not fair. She calls every day. She's doing what she can.)

The geriatrician is in March. Everyone keeps saying "at least you'll have a diagnosis", like a diagnosis
is a gift. I know what it's going to say. I think Mama knows too. She said "ana mish majnouna" on the
phone on Thursday — I'm not crazy — out of nowhere, and I said of course not, and she said "then why
is everyone looking at me like that".

Things to figure out for her: the mandat de protection (everyone says do it early), the bank, her condo
in Chomedey (sell? rent? leave it? Rania and I need an actual conversation, not 40 voice notes), her
mail, her magazines, her plants. Her Synthroid. Her glasses —
she lost her reading glasses somewhere between Chomedey and Sainte-Dorothée, third pair this year.

## Work — Érables

Tender is out. Questions from bidders every day, half of them are answered in the specs if anyone read
the specs. Kevin is doing a great job fielding them. The tender closing got pushed two weeks because of
the structure drawing revision — Isabelle was not thrilled but honestly it's better than receiving seven
bids based on the wrong steel. The whole glulam saga: we switched, we switched back, I redrew the gym
section three times. Hélène apologised, which she never does, so I'm keeping that one in my pocket.

The school committee picked the brick in January and I'm secretly very pleased, because it was the one
I wanted, and I pretended to be neutral for a full hour. The principal asked if dark brick makes
children sad. I said no. I don't actually know. I said no with great confidence.

I need to stop answering work e-mails at 22 h. Writing that down so future me can laugh at it.

## Running

Started the half-marathon plan this week. Week 1 done: Tuesday intervals, Thursday tempo, Saturday
long run with the club. Here's the thing I keep relearning: I'm a morning runner, full stop. Out the
door by 5h45, before the house wakes up, before the e-mails, before anyone can need anything from me.
The two times I tried evening runs last fall I was wired until 1 a.m. and useless the next day. Evening
runs wreck my sleep, and my sleep is already a fragile little creature. So: mornings, headlamp, ice
cleats in winter, done by 6h45, shower, Sami's lunch. The Saturday club run is the exception (7 h —
practically noon).

The plan says 1:55. Mélanie says 1:55 or nothing. My shins say "we remember 2023". I'll listen to all
three and see who wins.

New shoes for the long runs, same model as before because I am a creature of habit. The guy at the store
tried to sell me the carbon-plate ones. I tried them, bounced around the store like a baby giraffe,
said no thank you.

## Condo

The roof. Oh the roof. Josée sent the inspection report and the bids are coming in March. At the last
board meeting Priya estimated the special levy and I watched Gilles's face do a little earthquake. Now
there's a rumour going around the building WhatsApp group that it's going to be "like 15 000 $ each",
which is false, and people are panicking in the group. M. Dupuis in 201 knocked on my door on Saturday morning, in his slippers, to tell me the
roof is fine and we're being scammed by "les gens du Plateau". I said the infiltration in 401 is not a
scam, it's a bucket. He said buckets are cheaper than roofs. He's not wrong, technically.

The water damage in the common basement — the insurer is "analysing". The AGM might have to happen
somewhere else if the basement isn't fixed by May.

## The office

Small office problems, which feel enormous at 23 h. The plotter jams every time someone prints a full
set, and "someone" is usually me. Hélène wants us to switch the whole office to a new markup software
and I'm the one who's supposed to "champion" it, which means I'll be doing the training on a Friday
afternoon with stale muffins. Kevin wants a second screen, which he deserves. The new junior, Maude,
asked me what a "solin" was in English and I said "flashing" and she laughed for a full minute because
she thought I was joking. Language at ABL is a soup: the specs in French, the manufacturers' data in
English, Kevin swears in Vietnamese when Revit crashes, and I say "yalla" to the plotter. It works.

I need to plan the OAQ hours properly instead of grabbing whatever webinar is on at lunch. Something
on the envelope, something on accessibility, maybe one on managing school sites while the school is
occupied (relevant, given that our school will be full of eight-year-olds in a year).

## Home stuff

- Changed the Wi-Fi password finally (the old one was literally the cat's name and his birth year, which
  every teenager on the street knew because Sami told them). New one is on the cat-sitter sheet.
- Zaatar threw up on the architect's scale ruler. Symbolic.
- Sami wants to quit piano. I want to quit piano on his behalf too, it's 45 minutes of sighing per week.
  Olivier says let him choose an instrument he likes. Guitar, apparently. God help the neighbours.
- Must book the car's winter-to-summer tire swap for April.
- Water filter. Smoke detector battery in the hallway (the chirp!!).

## Money

The levy is going to hurt. Plus Mama's résidence is not cheap — we'll use her pension + her savings + the
condo if we rent it, and Rania and I cover the difference 50/50 if needed. I need to sit down with a
spreadsheet and a glass of wine. Not in that order.

Also: OAQ hours. The period ends March 2026 and I'm at around half, which sounds fine until you remember
I said the same thing in 2024 and spent the last week of March doing webinars at midnight.

## Food and small joys

Made Mama's mjaddara today, the onions properly dark, and it tasted like Sunday in Chomedey in 1992.
Sami ate two bowls without commenting, which is the highest praise a 14-year-old can give. I'll bring
some to the résidence in little containers. The résidence food is "bland" according to Mama, "no salt,
no lemon, nothing". She's right. I tasted the soup. It was warm water with a rumour of carrot.

The little joy of the week: Kevin brought pastéis de nata to the office on Friday for no reason. Also the
light at 4:30 pm is coming back. Also Zaatar slept on my feet all of Thursday night and I didn't move for
six hours like a hostage, happily.

## Rania

We had a long call on Wednesday, the first one in weeks that wasn't only logistics. She's tired too —
two kids, Ziad travelling for work, the commute. She said "I feel like a visitor in Mama's life" and I
said "I feel like her employee", and then we laughed, and then we both went quiet. We agreed on one
thing: whatever we decide about Mama's money and the condo, we decide it together and in writing, so
nobody ends up resenting anybody in ten years. I suggested a shared spreadsheet. She suggested a
shared bottle of wine. We'll do both in April when she comes.

She also reminded me that Mama's birthday is in April and that we should do something at the résidence:
maamoul from the good bakery in Ville Saint-Laurent, the cousins on a video call, the old photo album.

## Things I'm scared of, listed so they're smaller

1. That Mama will stop recognising me before she stops recognising Rania, and that I'll be petty about it.
2. That the Érables schedule is fiction and I'll be the one standing in front of the CSS in December.
3. That the roof will cost more than anyone thinks (it always does).
4. My shins.
5. That I'm turning into the person who writes "brain dump" files at 23 h instead of sleeping.

Okay. It's 23 h 20. Bed. Alarm at 5h30. Tomorrow: call three notaries, read the Addenda 1 questions,
buy a new hallway battery, text Rania about the condo, and be nice to myself, allegedly.
"""

NOTES["journal/2025-07-27-kamouraska-retour.md"] = """# Retour de Kamouraska — dimanche 27 juillet

Back home. Laundry everywhere, Zaatar offended that we left him with the sitter for a week (he ate fine,
Léa sent photos every day, he's acting like we abandoned him in a forest). Writing this on the balcony
with the last of the sea-salt caramels from the boulangerie in Kamouraska.

## The trip

One week. The little rented house on the route du Cap with the view on the islands, the sunset every night
like the sky was showing off. Olivier read four books. Sami discovered that he likes kayaking, which is
news to everyone, including Sami. I slept nine hours a night for the first four nights, like my body
was paying back a loan. We ate smoked fish from the fumoir almost every day, and the bread from the
boulangerie, and one very bad poutine in Rivière-du-Loup that Sami rated "a strong 3 out of 10".

## People

The owner of the house, Mme Pelletier, 81, came by every second day "to check the plants", i.e. to talk.
She told us about the winter of 1998, the ice storm, when the whole village slept in the church basement
for a week and her husband cooked for sixty people on a wood stove. She told Sami he had "des mains de
pêcheur", fisherman's hands, and he's been looking at his hands ever since. She reminded me of Teta —
same way of holding your wrist while she tells a story so you can't leave.

The kayak guy, Étienne, let Sami help carry the boats on the last day and gave him a t-shirt. That's
the summer job plan, apparently. At 14. In Kamouraska. Four hundred kilometres from home. We'll see.

There was a couple from Lyon in the house next door who asked me where to eat "typical Québécois" and I
sent them to the cantine by the wharf, and they came back thrilled and slightly traumatised by the
portion size of the pâté chinois.

## The big one: Lebanon

We were supposed to maybe go to Lebanon this summer. Rania and I had been talking about it since May —
take Sami to see Zahlé, see khalto Hoda, walk in Teta's street before there's nobody left who remembers
which house was hers. I've been going back and forth for two months, and this week, on the beach at
low tide, I finally admitted it out loud to Olivier: we're not going this year. Decision: Liban est
reporté à l'été 2026. Not because of money (well, partly because of money — the roof levy, Mama's
résidence) but mostly because I can't be eleven hours away from Mama right now, with the room change,
the new dose, the nights. If something happens I want to be forty minutes away, not on a layover in
Frankfurt. Olivier said "that's the right call, and you're allowed to be sad about it". I was sad about
it. I texted Rania from the beach; she said she understood, she'd been feeling the same, and she'll
go alone for ten days in October to see khalto Hoda and bring back the good za'atar. So instead of
Lebanon we did Kamouraska, and it was lovely, and it was not Lebanon. Both true.

## Mama

While we were away she moved downstairs to her new room on the ground floor, close to the nursing
station, after the two nights of wandering. I was not there for the move and I feel guilty, and the
résidence did it beautifully anyway, and Rania video-called her the day of. Today was the first visit
in the new room. She said it was "her old room" and she seemed content, and she asked where I'd been,
and I said "au bord de la mer, Mama", and she said "lucky you, I haven't seen the sea since Jounieh".
Then she asked if Baba was parking the car.

The dose increase in June gave her a bit of nausea for a week and then it passed. She's eating better.
Sylvie the nurse says the nights are calmer downstairs. I'll take calmer.

## Running

Ran every morning in Kamouraska on the route along the river, 6-8 km, flat, gorgeous, with the smell of
the salt marsh. Three runs plus two bike rides on the rented bikes, as the physio ordered. Shins: quiet.
I'm scared to write it in case they hear me. The long run on Friday was 16 km, 5:55/km, fine. I'm
starting to accept that the October goal has to be more modest. We'll see what September says.

I keep thinking about that line a running coach said on a podcast: "the race doesn't know your goal".

## Work (I said I wouldn't think about work)

I thought about work. The construction holiday ends this week and the site restarts Monday. The
asbestos zone is still sealed, the abatement contractor starts the week after, and the change-order
price for it is still way too high — Patrick's number made Isabelle go quiet on the phone, which is worse
than Isabelle yelling. I have to go through their breakdown line by line when I'm back. The brick
mason starts in August. Kevin was "holding the fort" and sent me exactly one e-mail, which says either
that everything was fine or that he's a saint.

## Condo

The roof work starts in August (after the permit finally came through — Gilles forwarded the city's
e-mail to everyone with three exclamation marks). There's a new property manager since Josée left
Gestion Carré — he seems efficient, he answers e-mails within the day, which is a first. The first
levy instalment went out on July 1. I paid it without looking at the number, like pulling off a
bandage. The second one is in October.

## Reading list of the week (vacation edition)

- Olivier's book about the history of salt, which he read aloud at dinner whether we wanted it or not.
- The caregiving book from the library, finally started. Some chapters hit too close; I read them in
  small pieces, like medicine. The chapter about guilt I read twice.
- A novel by a Québec author set in Kamouraska that the lady at the boulangerie recommended: perfect
  beach book, a bit sad, lots of fog.

## What I want to keep from this week

Slowness. Not checking e-mail before 9. Running with no watch on two of the runs and not dying. Eating
dinner at a table outside. Talking to Sami about something other than school and screens — he told me
about a kid in his class who is being picked on, and he asked what he should do, and we had an actual
conversation. Olivier and I went for a walk at 10 pm along the aboiteaux with the stars out and didn't
talk about the condo once. I'd like to keep one or two of those things alive in September, which will
be brutal: race peak, the site, the roof, the school opening, Mama's follow-up, the board.

## The résidence, the money, the spreadsheet

Rania and I finally did the spreadsheet (in April, with the wine). Mama's pension + her savings almost
cover the résidence. We split the difference. I'd like not to think
about it more than once a month. I've set a reminder. The tax side of the résidence fees is still a
mystery to me — I asked the assistant a quick question about it in the spring and I should look at that
again before tax season instead of pretending it doesn't exist.

## Other small things

- Sami wants a summer job next year. At a kayak place, obviously.
- Olivier wants to redo the kitchen backsplash. I said we'll talk after the roof, the levy, and Mama,
  which means 2027.
- Zaatar needs his vaccines in September.
- Must call Rania about who does which Sunday in September when the race training peaks.
- Must buy the good olive oil again; we ran out in Kamouraska because Olivier put it on everything.

## Architecture on vacation (I can't help it)

The old houses along the route du Cap with their bell-cast roofs, the galeries, the little dormers —
I took about two hundred photos of eaves and Olivier took about two hundred photos of me taking photos
of eaves. The aboiteaux and the way the whole landscape is engineered against the tide, quietly, for
three hundred years, without a single change order. There's a small church with a tin roof that has
been patched in at least four different metals, like a quilt, and it's more beautiful than anything I've
drawn this year. I want to do a school one day that ages like that: patched, loved, a bit crooked.

Sketched the boulangerie façade in the little Moleskine. First sketch since... I don't know. Too long.

## Gratitude list (because Rania makes me)

1. The sea.
2. The fact that Mama still sings.
3. Olivier reading out loud the funniest parts of his book to me on the porch.
4. Sami paddling ahead of us in the kayak, turning around to check we were still there.
5. Shins that work.

Tomorrow: alarm at 5h30, easy 6 km, then unpack for real, then groceries, then visit planning, then
inbox zero (lol).
"""

NOTES["journal/2025-09-14-dimanche-soir.md"] = """# dimanche soir, 14 septembre — tout en vrac

Three weeks to the race. One month to the Érables "date ferme" the CSS wants. A roof that is finished
and a fight about the roof that isn't. Let me put it all in one place so I can sleep.

## La toiture / le platelage

The roof itself is done — the membrane, the insulation, the new drains, the flashing. It looks good from
the fire escape and nobody on the 4th floor has a bucket anymore, which is the whole point and which I
keep reminding people of. But the decking thing has turned into a proper dispute. The roofer says they
found a lot more rotten wood under the old membrane than the allowance in the contract covered, replaced
it all, and now want to be paid for the extra. We (the board) say: nobody showed us anything before you
closed it up, and a photo of one rotten sheet is not a photo of all of them. The independent engineer
came, poked around the edges, looked at their photos, looked at the attic side, and sent a report that
is — let's say — less generous than the roofer's count. Gilles is channelling his inner lawyer. Priya
has a spreadsheet. I'm the one who has to write everything down, politely, in French, at 22 h.

I asked ChatGPT to help me write a "firm but polite" e-mail and it gave me something so polite it sounded
like we were apologising for having a roof. I rewrote half of it. Still, the structure helped.

What I actually think: they probably did replace more than the allowance, and probably less than they
claim, and the truth is somewhere in the middle, and the middle is going to cost us something. I'd like
it to cost us less than a lawyer would.

## Érables

The brick is up on the north and east façades and it's gorgeous, dark and soft, exactly like the sample.
The principal came by and said the kids call it "the chocolate school" already. I'll take it.

The asbestos change order is finally settled — Patrick came back with a lower number after I went through
their breakdown line by line (the hygienist hours were counted twice, and the waste disposal was priced as
if it were a hospital). It still stings but it's fair now. Isabelle signed it on Friday.

The corridor wall opening question is still waiting on Marc-André. Duroc needs it by Friday. I called
twice. His voicemail is full, which for a structural engineer is a kind of poetry.

The next site meeting moved because of the City inspection — it's in my calendar, I'm not thinking about
it now.

OAQ: I'm behind on hours again. I'll get a chunk at the colloque in October, but I need more before
March. Maybe the asbestos management webinar — after this summer I could teach it.

## La course

Three weeks. Taper starts next weekend per the coach's plan. The long run yesterday was 19 km with the
club, 5:52/km, felt fine, shins quiet. The plan for race morning is in the club's last e-mail (meeting
spot, group photo, the usual) and the bib e-mail should arrive this week. I'm not thinking about the
time. Okay I'm thinking about it a little. Whatever the clock says, I'll be at brunch with Mel after,
that's the real goal.

Fuel: I have my little bag of what works for me, tested on every long run since August. Nothing new on
race day — the first rule.

## Mama

Rania came Saturday, so I did a short visit today. Mama called me Rania twice and then laughed at
herself, which is better than the days when she doesn't laugh. The nights are calmer in the new room.
The geriatrician follow-up is in October — the clinic called, it's in the calendar, Rania wants to be on
speaker again.

The mandat is signed and sitting in the notary's vault and I hope we don't need it for years, but "years"
isn't a word the doctor uses anymore.

Her old condo: still the storage locker full of Baba's tools to empty, still the neighbour with the spare
keys. One Saturday in October, after the race. With Sami and a dolly.

## The school, the city, the week ahead

Monday: City inspection on the sprinklers at Érables. Tuesday: meeting with Isabelle about the
change-order summary for the CSS board. Wednesday: Hélène wants to "talk about next year", which could
be a raise or could be another school. Thursday: dentist, me, finally, after cancelling three times.
Friday: the DI deadline. Saturday: last long run before the taper, 16 km. Sunday: Mama.

There's also the colloque registration to confirm, the training videos for the markup software that
Hélène wants everyone to watch (I'll watch them at 1.5×), and the CSS wants a "one-page summary for the
parents' committee" about the construction schedule — in plain French, without the word "échéancier",
which is harder than it sounds.

## Things I said I'd do for the condo, honestly

Write the summary of the engineer's report for the owners (plain language, no numbers until the board
agrees on what we pay). Answer M. Dupuis's letter (handwritten, four pages, mostly about the bike
rack). Update the contact list — the manager changed and half the building still writes to Josée's
old address. Ask Priya whether the second instalment of the levy is still going out on time, because
three owners asked me in the elevator.

## Sami, Olivier, home

- Sami started secondaire 3. He says it's "fine", which covers everything from great to on fire.
- Guitar lessons: he practises. Voluntarily. I'm in shock.
- Olivier is doing the backsplash anyway. Of course he is. It looks good. Of course it does.
- Zaatar's vaccines: done. He has forgiven nobody.

## Race day, rehearsed in my head at 3 a.m.

Wake at 5. Oatmeal, half a banana, coffee, the usual. Olivier drives us, Sami comes if he wakes up
(he won't). The club thing before the start, the group photo, then the corral. Start slow — the first
3 km always feel too easy and that's the trap. Negative split if the legs allow it. Water at every
station, my own fuel every 5 km. Don't look at the watch before the 15 km. Smile at the photographers,
because Mama likes the photos (she puts them on the windowsill and tells the nurses I won).

After: the medal, the banana, Mel, brunch. Then a nap. Then Mama, if the legs can do the stairs at the
résidence — no, she's on the ground floor now. Good. No stairs.

## Hélène and "next year"

I have a suspicion about Wednesday's talk. The firm bid on a second school for the CSS (the one in
Rivière-des-Prairies) and I think she wants me to lead it while Érables finishes. Which is flattering
and also insane, because Érables will not "finish" in December, it'll limp into deficiency lists until
March. If she offers it, I'll ask for Kevin full-time and a junior, and for the Fridays in the summer,
and for not being the one who does the markup software training. Negotiation position: firm but polite.
(See: roof e-mail. I'm getting good at this.)

## Physio

Julie says I'm "cleared for the race, not for stupidity". Last session on the 25th, then "come see
me after the race, not before, unless something hurts".

## Cuisine du dimanche

Made a big pot of lentil soup with lemon (shorbat adas, the way Mama made it when we were sick) and
froze half in small containers for the résidence. Also a tray of fatayer with spinach, half of which
Sami ate standing up in front of the fridge. Olivier made his famous "Lebanese-ish" salad again, which
is a normal salad with sumac on it, and I said nothing, because love. I need to teach Sami the onions
for the mjaddara before I forget how Mama taught me — or before she does. That sentence hurt to write.

## Rania's trip

Rania leaves for Beirut on October 10 for ten days. She'll see khalto Hoda, go up to Zahlé, take photos
of Teta's street for Mama (and for me). She asked what I want her to bring back: za'atar from the good
place, the small coffee cups with the blue rim, and nothing else, I said, and then I added "and a video
of the street in the morning". She said I'm getting sentimental. I am.

## Ce qui m'inquiète ce soir

1. DI answer before Friday or Duroc invoices a delay.
2. The roof dispute going to small claims.
3. Race day heat (they say 22° on Oct 5?? in Montréal??).
4. Mama's next MoCA.
5. Sleeping before 23 h. Which I'm failing right now.

## Petites victoires de la semaine

- Kevin passed his technologue exam. Cake on Monday, the good one from the Portuguese bakery.
- The CSS accepted our schedule recovery plan without a single comment, which has never happened.
- Sami said "merci maman" unprompted, for a ride. I almost drove into a pole.
- The 4th floor has no bucket. I'll keep saying it.

Bonne nuit. Yalla.
"""
