"""Markdown notes, plain-text files and CSVs."""
from util import write

NOTES = {}

NOTES["notes/garage/diagnostic-lease-comparison.md"] = """---
title: Diagnostic kit lease - Diagnix vs ToolFlow
tags: [garage, lease, diagnix, toolflow]
created: 2024-07-12
updated: 2025-02-08
---

# Diagnostic equipment lease – renewal

Current kit: Diagnix DX-900 Pro + ADAS-C2 calibration frame, £149/mo + VAT.
Agreement ends **31 May 2025**. Renewal letter came 11 July 2024.

## Side by side

| | Diagnix (renewal) | ToolFlow |
|---|---|---|
| Kit | DX-900 Pro 2025 platform + existing ADAS-C2 frame | Vantor VT-70 tablet + Vantor ADAS-Pro rig |
| Monthly | ~~£189~~ → £176 + VAT (revised 9 Jan) | £172 + VAT |
| Term | 36 months | 48 months |
| Install | none, frame already in the bay | £250 + VAT |
| Training | "online portal" | on site, 3 techs |
| Rep | Sandra Whitlock | Marcus Hale |

## For / against

Diagnix
- the lads know it, nothing to learn
- frame already bolted in
- shorter term
- BUT they only moved when I waved the ToolFlow quote at them. Four years a customer and they open at £189?

ToolFlow
- Vantor coverage on hybrids and the newer Kias/Hyundais is better (Femi checked at the demo)
- ADAS-Pro rig does windscreen cameras on more models = more calibration jobs
- fits with Tomasz doing the EV course
- 48 months is long, and the install fee

## Decision (8 Feb 2025)

Going with **ToolFlow**. Tell Sandra, sign Marcus's paperwork, plan install for
late May so there's no gap. Told the team on Slack.
"""

NOTES["notes/garage/rent-review.md"] = """---
title: Rent review - Unit 3 Carrow Yard
tags: [garage, landlord, rent]
created: 2024-08-21
updated: 2025-05-14
---

# Rent review – Unit 3, Carrow Yard

Landlord: Harlow Estates Ltd, via Castlebridge Property Management (Priya Nair).
Review date in the lease: **25 March 2025**. Rent paid quarterly in advance.

## Timeline

| Date | What happened |
|---|---|
| 20 Aug 2024 | Castlebridge letter: landlord wants £22,000 pa (passing rent £18,500) |
| 2 Sep 2024 | Replied. Instructed Graham Pike MRICS (Pike & Co) as my surveyor |
| 12 Nov 2024 | Met Priya at the unit, showed her the roof light + shared yard |
| 26 Nov 2024 | Graham's view: fair figure about £19,800, don't go above £20,500 |
| 18 Feb 2025 | **Agreed £20,250 pa from 25 March 2025**, roof light to be fixed first |
| 19 Mar 2025 | Roof light fixed (finally) |
| 8 May 2025 | Memorandum of rent review arrived from Fenwick & Rowe LLP (Olivia Rowe, landlord's solicitors) |

## Where it stands

- New rent: £20,250 a year = £5,062.50 a quarter
- March quarter was still invoiced at the old rate, balancing invoice to come once the memorandum is done (my sums: about £437.50)

## To do

- [x] Get a surveyor
- [x] Meeting with Priya
- [x] Agree a figure
- [x] Roof light
- [ ] Sign the memorandum (both copies, witnessed) and post back to Fenwick & Rowe by **30 May**
- [ ] Pay the balancing invoice when Castlebridge send it
- [ ] Pay Graham's invoice
"""

NOTES["notes/garage/staff-rota.md"] = """---
title: Staff rota
updated: 2024-10-07
---

# Who works when

| | Mon | Tue | Wed | Thu | Fri | Sat |
|---|---|---|---|---|---|---|
| Femi | 8–6 | 8–6 | 8–6 | 8–6 | 8–6 | off |
| Tomasz | 8–6 | 8–6 | 8–1 | 8–6 | 8–6 | 8:30–4 |
| Keisha | 8:30–5 | 8:30–5 | 8:30–5 | 8:30–5 | 8:30–5 | phones 9–12 from home |
| Me | all week, Sat mornings if busy | | | | | |

- **Saturdays: Tomasz covers**, gets Wednesday afternoon off in lieu.
- Opening hours on the board: Mon–Fri 8:00–6:00, Sat 8:30–4:00.
- Holidays booked: Femi – Lagos, 2 weeks over Christmas. Keisha – 3 days half term.
- Femi is senior tech and does all the diagnostics and ADAS work. Tomasz does
  servicing, brakes, clutches, MOT prep. Keisha runs the desk, bookings, parts
  ordering and the invoices.
"""

NOTES["notes/garage/suppliers-and-contacts.md"] = """# Garage suppliers & contacts

| What | Who | Contact |
|---|---|---|
| Diagnostic lease | Diagnix Leasing – Sandra Whitlock | 0161 496 0772 |
| (quote) diagnostics | ToolFlow Finance – Marcus Hale | 07700 900418 |
| Consumables, oils | PartsHub Trade | trade account OKM-2291 |
| Brakes, discs, pads | Brakeline Factors, Old Kent Rd | 020 7946 0544 |
| Tyres | Rye Tyres – Sunny | 07700 900377 |
| Ramp / lift servicing | LiftCare Ltd – Lee | 020 7946 0890 |
| Waste oil | GreenSump Oils | collects every 6–8 weeks |
| Locksmith (shutter) | Peckham Locks | 07700 900155 |
| Accountant | Funke Adebayo, F. Adebayo & Co | 020 7946 0231 |
| Landlord's agent | Priya Nair, Castlebridge PM | 020 7946 0318 |
| Insurance broker | Southern Business Insure – Ray | renewal every October |

Notes
- Brakeline deliver twice a day, cut-off 11:00 for the afternoon run.
- PartsHub cheaper for oil in bulk but slower.
- Sunny at Rye Tyres will fit same day if we drop the wheels round before 2.
"""

NOTES["notes/garage/ev-training-idea.md"] = """---
title: EV / hybrid training – Tomasz
tags: [garage, training, ev]
created: 2024-12-10
updated: 2025-01-21
---

# EV & hybrid – getting ready

More and more hybrids coming in (Prius, Yaris, Niro, the Uber drivers' Corollas).
We turn away anything that needs the high-voltage side touching. That is money
walking to Halfords and the main dealers.

## Plan

- Tomasz does the **IMI Level 3 Electric/Hybrid Vehicle** course
- Where: **Southwark Skills Centre**, Bermondsey (the old print works building off Spa Road)
- When: Saturdays 9:00–3:30, 1 Feb → 12 July 2025
- Fees £1,150 – garage pays half, Tomasz pays half. If he leaves within 2 years he pays our half back (he's fine with it)
- Insulated tools + HV gloves + barrier kit: ~£600, buy in June
- Start advertising hybrid servicing from September

## Knock-on

Saturdays need re-jigging because Tomasz is at college. Sorted –
see the Slack thread from 20 Jan.
"""

NOTES["notes/family/ada-uni.md"] = """---
title: Ada – university applications (2025 entry)
tags: [family, ada, ucas]
updated: 2025-05-12
---

# Ada – Pharmacy (MPharm), 2025 entry

Predicted: A*AA (Chemistry A*, Biology A, Maths A).
Personal ID is in her forwarded UCAS email (10 Oct) – don't lose it.

| Uni | Open day | Offer |
|---|---|---|
| Nottingham | Fri 28 June 2024 – went, both of us | AAB incl. Chemistry and Biology (14 Jan) |
| King's College London | virtual only | AAA incl. Chemistry (3 Feb) |
| Kent (Medway School of Pharmacy) | Sat 14 Sep 2024 – went | BBB incl. Chemistry + another science (20 Dec) |
| Reading | Sat 21 Sep 2024 – Ngozi took her | ABB incl. Chemistry (30 Jan) |
| Hertfordshire | – | withdrew (12 May) |

Ada is going back and forth between two of them. Her decision, not mine – I keep telling myself.

## To do

- [x] Personal statement final draft (school deadline 4 Oct)
- [x] Application sent (10 Oct)
- [x] All decisions in (12 May)
- [ ] Reply to offers on UCAS Hub – firm + insurance – deadline **5 June 2025**
- [ ] **Student finance** application (Student Finance England). Needs MY household income for 2023-24 – ask Funke for the SA302 and tax year overview. Ngozi's P60 is in the blue folder. Apply by 23 May so the money is there for September.
- [ ] Accommodation – applications open once she has firmed
- [ ] Look at railcard (16-25) before September
"""

NOTES["notes/family/ada-personal-statement.md"] = """# Ada's personal statement – notes

Course: Pharmacy (MPharm). Limit 4,000 characters / 47 lines.

## Drafts
- Draft 1 – end of August. Too much "since I was a child".
- Draft 2 – 20 Sept. Sent to school.
- Final – 3 Oct. 3,980 characters.

## Feedback from Ms Kwarteng (Head of Sixth Form), 23 Sept
- The **Maya Angelou quote** at the top is "a bit cheesy" – admissions tutors see famous quotes all the time. CUT IT.
- Her Saturday job at Rye Lane Pharmacy is the best bit – whole paragraph, not a sentence. The repeat prescription story.
- Put in the Chemistry Olympiad + her EPQ on antibiotic resistance.
- 160 characters over – cutting the quote fixes it.

## My two pence (kept to myself mostly)
- She writes better than I ever did. Don't interfere.
- Maybe mention she explains medicines to Grandma Ada (Ngozi's mum) on the phone in Igbo – shows communication. She said "Daddy that's cringe". OK.
- Asked the AI thing for tips – useful for structure, but Ada said it made everything sound the same.
"""

NOTES["notes/family/enugu-trip.md"] = """---
title: Enugu – Papa's 80th (August 2025)
tags: [family, travel, nigeria, papa]
updated: 2025-05-10
---

# Enugu trip – Papa's 80th

Papa (Mazi Samuel Okonkwo) turns 80 on 20 August.

## Dates
- Fly **Fri 15 Aug** – day after Ada's A-level results (Thu 14 Aug). Gatwick → Lagos, night at the airport hotel in Ikeja, Lagos → Enugu Sat 16 Aug morning.
- Back Sat 30 Aug (lands Gatwick early Sunday).
- Booked through Mrs Nwosu at Zikora Travel – ref and tickets are in her confirmation email (28 Mar). £3,920 all in.

## On arrival
- **Cousin Ikenna** is picking us up at Akanu Ibiam airport with his Sienna (he says 7 seats + the bags fits, we will see). Land about 10:25.
- Staying at Papa's compound, Chioma has sorted the rooms.

## The programme
- Party: Saturday 23 Aug from 2pm – the hall Chioma booked (see her email).
- Thanksgiving service: Sunday 24 Aug at St Paul's Anglican Church, Ogui Road.
- Emeka arriving from Houston on the 20th.

## Before we go
- [x] Flights booked
- [x] Ada's passport renewed
- [ ] Obi's yellow fever jab – travel clinic on Rye Lane, Ngozi has his red book
- [ ] Lagos airport hotel for the 15th
- [ ] Aso-ebi for the four of us – wait for the aunties to choose the colour
- [ ] Brief Uche (house-sitter) – sheet is printed
- [ ] Garage handover – Femi in charge, see Slack
- [ ] Send my ₦600k roof share to Chioma
- [ ] Buy Naira at the Rye Lane bureau, small notes for the drivers
"""

NOTES["notes/family/papa-80th-ideas.md"] = """# Papa's 80th – present & party ideas

## Present – ideas we threw around
- A car → no, he hasn't driven since the cataract, and who will drive it
- Recliner chair → Chioma says he already has two and sleeps in neither
- Trip to Dubai → he will not fly more than one hour, he says
- Big framed family portrait → nice, do it anyway, cheap
- Generator → NEPA light is still off half the week in his area and the old "I better pass my neighbour" generator is finished

**DECIDED (video call with Chioma & Emeka, Sun 9 March 2025):** we are buying Papa
a proper **7.5kVA petrol generator with a changeover switch**, installed before the party.
Chioma buys it in Enugu (cheaper than shipping), about £400 each from the three of us.
Portrait as a small extra from the grandchildren.

## Party – what I want
- Music: I want **live highlife** – real Igbo highlife like the Oliver de Coque and Osadebe records Papa played every Sunday when we were small. NOT a DJ playing amapiano all night. Papa will dance to highlife. He will sit down for anything else.
- Food: jollof, fried rice, ofe onugbu, nkwobi for the old men, small chops
- Toast: I will do it in Igbo first then English. Draft it early (asked the AI for help with the Igbo, check with Chioma!)
- Aso-ebi: aunties are choosing, do not get involved
"""

NOTES["notes/choir/choir-notes.md"] = """---
title: Choir – Emmanuel Community Church
tags: [choir, music]
updated: 2025-02-02
---

# Emmanuel choir

- Director of Music: **Bernadette Ofori**
- Secretary / robes / money: Grace Adjei ("Auntie Grace")
- Rehearsals: **Thursdays 7:30–9:15pm**, church hall. Bass sectionals every other Saturday 10am in the vestry when a concert is coming.
- I'm bass section leader (since 2022). 6 basses on a good week.

## My part
I'm a **bass**. Always have been – Papa's voice. Bernadette keeps hinting I should
move up to baritone "to balance the men". No. I prefer the bottom line, I can't
stand straining for the top Es, and the low D in Total Praise is the best
moment of my week.

## Summer concert
- Saturday 7 June 2025, 7pm, in the church hall (Bernadette, January)
- Programme so far:
  - Ekele Diri Gi (Igbo – I'm teaching the basses the pronunciation!)
  - How Great Thou Art
  - Total Praise
  - Baba O (Yoruba)
  - Hallelujah Chorus (with the youth choir)
- Retiring collection for the Peckham food bank

## Learning notes
- Ekele Diri Gi: breathe after "Chineke", not in the middle of the line
- Total Praise: don't come in early on the "Amen" section – count!
"""

NOTES["notes/health/bp-log.md"] = """---
title: Blood pressure log
tags: [health]
---

# BP log

GP: Dr Amina Sheikh, Peckham Rye Medical Centre.
Started amlodipine 5mg in January. Target under 135/85 at home.

| Date | Morning | Evening | Notes |
|---|---|---|---|
| 2025-01-06 | 152/96 | 148/94 | before starting tablets |
| 2025-01-20 | 144/92 | 141/90 | |
| 2025-02-10 | 139/88 | 136/86 | less salt, walking to the garage |
| 2025-03-03 | 136/86 | 133/84 | |
| 2025-03-31 | 134/85 | 138/87 | rent + lease stress week |
| 2025-04-21 | 131/83 | 130/82 | |
| 2025-05-12 | 129/82 | 131/84 | |

**Review with Dr Sheikh: Tuesday 3 June 2025, 9:10am** – take this log and the home machine.

- Cut the Maggi cubes right down (Ngozi's idea, she is winning)
- Walk to work 3 days a week
"""

NOTES["notes/daily/2024-09-14.md"] = """# Sat 14 Sep 2024

Drove Ada to the Medway campus (Kent) for the open day. M2 was fine, 1h10.
- Pharmacy talk at 11. Lab tour – the simulated pharmacy counter is very good, Ada lit up.
- They teach jointly with Greenwich. Small cohort, she liked that.
- Accommodation is a bus ride away, not so keen.
- She said Nottingham still feels like "a proper uni". Noted.

Tomasz did Saturday at the garage, Keisha on the phones. Two MOTs, one clutch.
Choir starts back Thursday.
"""

NOTES["notes/daily/2024-11-12.md"] = """# Tue 12 Nov 2024

Rent review meeting at the unit, 10am. Priya Nair from Castlebridge.
- She walked round, took photos, was nice enough.
- Showed her the roof light (bucket under it) and the shared yard – she wrote it down.
- She says landlord has "evidence" for £22k. I said my surveyor will deal with evidence.
- Surveyor's report due end of the month.

Afternoon: Diagnix DX-900 froze twice on the Golf. Femi says the Vantor at the demo never did that.
Evening: choir – first Christmas rehearsal. Ekele Diri Gi parts out.
"""

NOTES["notes/daily/2025-04-28.md"] = """# Mon 28 Apr 2025

- Quiet Monday. 4 services, 2 MOTs, the Niro hybrid we couldn't touch a year ago – Tomasz did the 12V side and the inverter coolant with Femi watching. Proud of him.
- Femi has been doing the Saturdays since February and actually likes the overtime. Says the Saturday customers are friendlier. The 1 o'clock close is working.
- Obi scored twice at football. He wants boots for his birthday. Again.
- Choir Thursday – Bernadette wants the basses at the extra Saturday sectional.
- Ngozi on nights all week.
"""

NOTES["notes/daily/2025-05-16.md"] = """# Fri 16 May 2025

**Ada has decided!!** Firm: **Nottingham**. Insurance: **Kent**.
She says KCL was too close to home ("Daddy, I'll be doing your paperwork every weekend"). Fair.
She'll do the reply on UCAS Hub with Ngozi this weekend.

Garage
- Still no date from Diagnix for the kit swap. Keisha has chased twice. Current agreement ends 31 May – if they don't come we have a gap.
- Busy week, 9 MOTs.

Choir – concert in four weeks. Nervous about the Igbo piece.
"""

NOTES["notes/long/2024-08-04-sunday-thoughts.md"] = """# Sunday thoughts – 4 August 2024

Church was hot. The fans in the hall do nothing, they just move the hot air from one
side of the room to the other. The choir is on summer break so I sat with Ngozi and
Obi for once, in the congregation, like a normal person. Obi fell asleep during the
sermon and I didn't wake him. Thirteen years old and already his knees are higher
than mine when he sits. Pastor preached on Joseph and his brothers. I kept thinking
about Chioma and Emeka and me, and how we used to fight over who would sit in front
seat of Papa's Peugeot 504, and now we are all middle aged and fighting over
WhatsApp about a party that is a year away.

Let me write things down because my head is full.

## The garage

Seven years in Carrow Yard now. When I took the unit it was a shell with pigeons and
an old Ford Transit with no engine that the last tenant abandoned. Now we turn over
more than I ever thought. Femi has been with me fifteen years if you count the old
place in Nunhead. Fifteen years. He is the best diagnostic man I know, he listens to
an engine like a doctor with a stethoscope. I need to do something for him this
year, a bonus or at least a proper dinner. He will say "no wahala, oga" and then
sulk if I forget.

Tomasz is doing well on Saturdays. He likes the quiet, he puts his Polish radio on
and gets through the work. Keisha is the one who really runs the place if I'm
honest. She found two invoices last month that I would have paid twice. She wants
to do a bookkeeping course. Say yes.

The Diagnix letter came in July. They want £189 a month to renew, up from £149. That
is forty pounds a month more for basically the same box with a new badge. I put
the letter on the fridge at home so I would be angry every time I got milk. Femi
says look around, there are other companies, one of his friends in Croydon uses
something called Vantor. I will ask. The agreement still has a good while to run
so there is time, but I know myself, I will leave it until April and then
panic.

There is talk in the yard that Harlow are going to put everybody's rent up. The
tyre place at Unit 1 got a letter already. Their review is a year ahead of mine. If
they try the same on me I need to be ready. I don't even know what my lease says
about it. Find the lease. It is in the grey box file, I think, or at Funke's office.

The heat in the workshop is something else. Thirty-one degrees on the thermometer
by the compressor on Thursday. The compressor itself is making a new noise, a kind
of sigh when it cuts out. Keep an eye. I bought the lads ice lollies from the
Turkish shop and Keisha put them in the parts fridge next to the brake fluid, which
is not hygienic but it is what it is.

## Tea

Small thing but I want to remember it. Keisha has started buying that instant coffee
in the big tin for the kettle area. I can't stand instant coffee. It tastes like
burnt paper. I am a tea man: strong black tea, a good splash of evaporated milk,
no sugar, the way Mama made it with the Peak milk tin on the table. The lads laugh
at me and call it "Naija tea". Fine. I bought my own tin of evaporated milk and a
box of proper tea bags and put my name on them. If Femi uses my milk again there
will be a meeting.

## Ada

Ada and I went to Nottingham in June for the open day and she came back a different
child. She talked the whole way home on the M1, about the labs, about the campus,
about the lake, about the students who showed them round. Ngozi says I should not
get my hopes up about one place, she must look at others. There is Kent at Medway,
which is closer, and Reading, and King's which is right here in London. King's
would mean she stays at home, which I would like more than I will say out loud.
She has to do a personal statement now. She is writing it over the summer. I
offered to read it and she looked at me like I offered to do her hair.

Pharmacy. My daughter, a pharmacist. Papa will tell the whole of Enugu. He already
tells people she is a doctor. I have stopped correcting him.

The teachers want the first draft before they go back in September. Ada says the
deadline for her course is January but her school wants everything in October. I
have the dates on the calendar. Also she needs to think about money. Student
loans. I don't understand the system here at all. Ngozi understands it better
than me. Put it on the list for later.

## Obi

Obi's football: he is in the under-14s now and the coach says he has good feet and
bad attitude. That is me at his age exactly. He wants to be a footballer or a
YouTuber. I want him to do his maths homework. Somewhere in the middle there is a
compromise. He has been asking to come to the garage on Saturdays to "learn cars".
I think he wants pocket money. Maybe from next year.

## Choir

Summer break until September. Bernadette sent a message that next year's summer
concert will be big, she has plans, she wants the youth choir and an orchestra
maybe. She wants me to lead the basses again. I will, of course. I told her again:
I am a bass, I will not be moved to baritone to fill a gap. She laughed. She will
try again.

The piece I want us to do is Ekele Diri Gi. When we sang it at the harvest two
years ago the old mamas at the back stood up and danced. That is what church music
should do.

## Papa

Chioma called on Wednesday. Papa is fine, complaining about his knees (that is where
I get it from), and about the roof, and about the neighbours' goats. She says for
his 80th next August we must do something big. A proper party, the whole family,
the umunna, his old colleagues from the Ministry, the church. Emeka says he will
come from Houston. I said of course we will come, all four of us. Then I thought
about the money. Four flights in August, the peak time, maybe four thousand pounds.
Then the party. Then everybody will want something. Ngozi says we must start saving
now, a small amount every month into a separate pot. She is right. She is always
right about money. I am right about cars.

What to give Papa? He has everything and nothing. He has no interest in things.
He wants people around him. Maybe that is the present: all of us there. But
Chioma will want something we can point to.

## Health

Knees bad. Going up and down from the pit. Ngozi says I must see the GP about my
blood pressure as well because she took it with the machine from her work and made
a face. I don't want to know. I will go in the autumn. (I won't.)

## Money

Sat down with the bank app this afternoon. The business account is fine, the
personal one is thin after the summer. The VAT return is due next month, Keisha has
the figures ready, she always does. The van (the old Vivaro we use for collections)
needs two tyres and a clutch soon, and I keep saying "next month". Funke says I
should put something aside for the corporation tax instead of acting surprised
every January. She is right. Everybody around me is right about money except me.

I also want to start paying into a pension properly. I am forty-seven. My father
had a government pension and a compound and goats. I have a garage with a lease
and a van with a bad clutch. Ngozi has her NHS pension, thank God for Ngozi.

## Football

Arsenal start again in two weeks. Obi supports them because I do, Ada supports
nobody, Ngozi supports whoever is winning. Femi is Chelsea, which is a cross I bear
every Monday morning. Tomasz doesn't care about football at all, which I find
more suspicious than Femi being Chelsea.

## Things to do this week

- Find the lease
- Ask Femi's friend about Vantor
- Ada open days: book Kent for September
- Start the Nigeria savings pot with Ngozi
- Get the compressor looked at before it dies on a busy day
- Bonus or dinner for Femi – fifteen years!

That is enough. The head is lighter now. Ngozi is calling me for rice.
"""

NOTES["notes/long/2024-12-29-year-end.md"] = """# End of year – 29 December 2024

Between Christmas and New Year, the garage shut until the 2nd, the house full of
wrapping paper and Obi's new PlayStation noise. I want to write the year down
before it disappears.

## The year at the garage

Good year, honestly. Turnover up about eleven percent on last year. The MOT bay
paid for itself twice over. We finally did the website with the online booking
form, which Keisha manages, and about a third of bookings now come through it.
People like to book at midnight apparently.

Bad bits: the compressor died on the first Tuesday in September with three cars on
ramps, and the compressor man had to come out. The DX-900 has started freezing on
the German cars. Two comebacks on brake pads from that cheap supplier we tried in
the autumn – never again, that was a lesson.

Staff: Femi did his fifteen years and we had the dinner at the Nigerian place on
Rye Lane. He cried a little when I gave him the watch and then blamed the pepper.
Tomasz came to me in December with the idea of doing an electric and hybrid
course. It is Saturdays, which means the Saturday cover has to change in the new
year. I need to sit down with him and Femi in January. Keisha started her
bookkeeping course in the evenings and is already telling me off about my receipts.

## Femi

Femi's father was unwell in November and he went home to Lagos for two weeks over
Christmas as planned, so right now it is me and Tomasz in the workshop until the
2nd. He sends voice notes every day: "Oga, how far? Did the Golf come back? Don't
let Tomasz touch the Audi." He cannot switch off. I understand him completely.
When he comes back I want to talk about him taking more of the running of the
workshop – ordering, quality checks, training Tomasz – with a proper title and a
raise to go with it. Workshop manager. He deserves it, and it lets me breathe.

## The lease (the diagnostic one)

Diagnix want £189 a month. ToolFlow came and did a demo in October and quoted less
per month, but over four years, not three, plus an installation charge. Marcus, the
ToolFlow man, is very smooth. Sandra from Diagnix is less smooth but she has looked
after us for four years. I told Sandra about ToolFlow's number just before
Christmas on the phone and she went quiet and said she would "go back to pricing".
We will see. If I'm honest I am leaning ToolFlow because of the hybrid coverage
and what Tomasz will be doing. Must decide by February, so whoever wins has time to
install before the old agreement runs out.

## The rent review

This one has taken my sleep. The landlord wants a big jump from March. I met Priya
from Castlebridge in November; she is pleasant, professional, gives nothing away.
My surveyor wrote a proper report with comparables, and says the landlord is being
ambitious and we should be able to land somewhere around nineteen and a half to
twenty thousand. He says be patient, don't blink first. I am not good at not
blinking. Ngozi says let the man do his job.

## Ada

She sent her UCAS application in October, five pharmacy courses. Kent made her an
offer a few days before Christmas – BBB – and she screamed in the kitchen. The
others have not answered yet. She is revising for mocks in January, barely talks,
lives on toast and Supermalt. The personal statement saga is over; the teacher
made her cut the famous quote at the beginning and she sulked for a day and then
admitted it was better.

I need to understand the money side for next year. Student loans, maintenance,
household income. Ngozi has read about it. I have not.

## Obi

Got into the school football team properly. Maths grades up since the tutor.
Still wants to be a YouTuber. Asked for a ring light for Christmas. Got one.

## Choir

The carol service on the 15th was the best we have done. Full church. The basses
were strong – six of us for once – and Ekele Diri Gi made the old mamas stand
up again. Bernadette announced the summer concert for June and wants the youth
choir in it. No rehearsal on Boxing Day, thank God.

## Nigeria

Flights: Mrs Nwosu at Zikora gave me options in early December, Air Peace via
Lagos or BA to Abuja and drive. Via Lagos to Enugu is better; nobody wants five
hours on that road. But I have not booked anything because of Ada's exams. I need
to check when her results come out. Papa's party will be the weekend after his
birthday. Chioma is looking at halls. Emeka has promised money and a speech. I
have promised to not argue with Emeka at the party. We will see.

The present for Papa is still a debate. Emeka wants a car, which is mad. Chioma
says something practical for the house. I will keep my mouth shut until the
January call.

## Christmas

Christmas Day at ours this year. Ngozi's mother and her two sisters, their husbands,
eleven children in total running around the house. Ngozi cooked for three days.
I did the rice (jollof, smoky, the party kind, properly burnt at the bottom) and
the goat meat, and I was banished from the kitchen after that. We called Papa on
video after church. He was wearing the red cap and telling everybody on his side
that his son in London is a "big man". I am a man with a garage in Peckham and a
landlord. But it was good to see his face. He looks older. His voice is the same.

Obi gave me a mug that says "World's Okayest Dad". Ada gave me a book about
running a small business and said "read chapter six". Chapter six is about
delegating. I have not read it yet. I have looked at it many times.

Boxing Day we went for a walk on the Rye, all of us, even Ada, who complained for
forty minutes and then enjoyed herself for ten. The ducks were fat. So was I.

## Money

Not terrible. The Nigeria pot is growing slowly, Ngozi moves money every payday
without telling me, which is the only way it works. The VAT return went in on time
thanks to Keisha. The van clutch finally got done in November – Tomasz did it on
a Saturday afternoon when it was quiet. Corporation tax in January, Funke has
already warned me. The insurance renewal in October went up nine percent for no
reason, the broker said "the market". Everything is "the market".

If the rent goes up and the lease goes up in the same year, that is maybe three
thousand pounds a year extra out of the business before I pay anybody. I need to
put prices up in the spring. MOT is already at the level where people will go
elsewhere if I push too hard, but the servicing can go up a little. Talk to Keisha
about what the garages on Queen's Road charge.

## Ngozi

She did twelve nights in December. Twelve. She comes home at eight in the morning
and I am leaving for the garage, and we pass in the hall like two ships. I made
her tea one morning and she cried, not because of the tea, because of a patient
she lost. I didn't know what to say so I just sat with her. She says that was the
right thing. I need to remember that sitting is sometimes the right thing.

For our anniversary in February I want to take her somewhere, even just one night.
Brighton. She likes the sea. Book it before I forget.

## Church

The building fund is nearly there for the new roof on the hall, which is funny
because every roof in my life is leaking at the same time – the garage roof light,
the church hall, and Chioma keeps hinting about something at Papa's compound.
Pastor asked me to be on the committee for the hall. I said yes before I thought.
That is also a pattern.

## My health

I went to the GP in the end – Ngozi booked it and drove me. Blood pressure high.
Dr Sheikh wants to start tablets in January and see me again in a few months.
Less salt, more walking, fewer late nights at the garage. I weighed myself and I
will not write the number here.

## For 2025

- Decide the diagnostic lease by February
- Finish the rent review without losing my temper
- Saturdays: sort with Femi and Tomasz in January
- Get Ada through her offers and into university
- Book the flights once the results date is clear
- Take the tablets, walk to work
- Be kinder to Ngozi, she carries more than I see
- Learn the Igbo words for the toast properly

Chineke, thank you for this year. Happy new year to us.
"""

NOTES["notes/long/2025-03-23-ramble.md"] = """# Sunday ramble – 23 March 2025

Clocks go forward next week. I am already tired.

Church this morning was good. After the service Bernadette kept the choir back to
talk about the summer concert. She is worried the hall will be too small; she says
more people have asked for tickets than we have chairs. She has "ideas" and will
tell us after Easter. When Bernadette has ideas, the basses suffer. We ran Total
Praise twice and the low D was there both times. Small victories.

## Choir, again

Easter is late this year, so the concert rehearsals collide with Holy Week. No
rehearsal on Maundy Thursday, obviously, and Bernadette says the Thursday after
Easter will be moved to the Wednesday because the hall is booked. Six basses
again this term, which is a miracle; the new young man, Kwame's nephew, has a real
low voice, he just needs to learn to read. I am teaching the basses the Igbo
words for Ekele Diri Gi line by line, with recordings on WhatsApp. The Ghanaian
brothers are doing better than the Nigerians, which I will never tell anyone.

## Rent

Done, more or less. We settled in February, a bit above twenty thousand a year,
lower than what the landlord wanted and not far from what the surveyor said.
The roof light was fixed on Wednesday – a man on a ladder for three hours, and now
the bucket can go back to Keisha's cleaning cupboard. The new figure starts from
Tuesday, the quarter day, but Castlebridge are still invoicing the old rent until
the lawyers do their paper. Somebody is going to send me a balancing bill one day
and I'm going to have forgotten. That is the pattern of my life.

## The diagnostic lease – my headache

I told everybody in February we were going ToolFlow. I said it on Slack, I wrote
it in my notes, I told Marcus on the phone. Then on Thursday Sandra sends a "final
offer" and it is lower than ToolFlow, on three years, with no install charge,
and a free ADAS software update thrown in. Femi says: Oga, na money talk, take
Diagnix, we know the kit. Tomasz says the Vantor is better on hybrids, which is
true, and he is the one doing the course. Keisha says whatever I choose, please
choose before the end of April so she can plan the swap.

The honest truth is that ToolFlow's credit paperwork took ages, and I never signed.
Marcus has emailed twice. I feel bad. But a business is not a church, I don't have
to be loyal to the first person who smiled at me. I will sleep on it one more week.
Maybe two.

## Saturdays

Since February Tomasz has been at his college on Saturdays. He comes in on Monday
full of things he learned, showing Femi diagrams on his phone. The new Saturday
arrangement is working better than I feared, and closing earlier has not cost us
much – most Saturday customers come before eleven anyway. Keisha says the online
booking form needs updating for the new hours. She's right, I keep forgetting.

## Ada

Offers from Nottingham, Kent, Reading and King's. Hertfordshire has gone quiet.
She walks around the house saying "I have four offers" in different accents. Mocks
went well. Chemistry teacher is confident about the A*. I am not allowed to ask
about her choice. Ngozi says she will decide after Easter. I asked one question at
dinner and got a look that could strip paint.

The student finance thing is still sitting there. It needs my income and tax
papers and I keep putting it off because it is forms, and I hate forms. Funke
says she can give me the tax papers any time, I just have to ask.

## Nigeria

We are flying on the 15th of August now, after Ada's results. Mrs Nwosu is booking
this week when the fares load. Chioma has found a hall for the party and paid the
deposit. She also sent a long message about the roof at Papa's compound – the boys'
quarters – and how much it will cost to fix, and she wants us three to share it.
I have said yes. Emeka says yes. Nobody has sent money yet. That is also the
pattern of our family.

On the present, we finally agreed on the call a couple of weeks ago. Something
practical for the house, something he will use every day when the light goes.
Emeka let go of his car idea. Papa doesn't know. Nobody tell Papa.

The toast: I asked the AI to help me with the Igbo and then Chioma corrected half
of it. Still, it gave me a structure. I will practise in the car.

## Keisha

Keisha passed the first module of her bookkeeping course. She brought in a cake
she made herself to celebrate, which was very nice and also a very clear message
about her pay review. She is right. She has saved me more than her raise will cost.
I will sit down with her properly in April. She also wants a new chair because the
one at the desk is "older than Obi". Fine, order the chair.

She has been asking me to finally take proper holiday, not just a day here and
there. She says she can run the front with her eyes closed and Femi can run the
back. When we go to Nigeria in August I will be away two weeks, the longest since
I opened. I am more nervous about that than about the flight.

## The yard

Unit 1 (the tyre place) keeps parking their van across the shared yard entrance in
the mornings. I have asked nicely three times. Next time I ask Priya to deal with
it, that's what the agent is for. The bins for the yard are also a disaster, the
joinery people at Unit 2 put their offcuts in our general waste. Small things, but
small things every day become a big thing.

## Ngozi

Our anniversary in February – we went to Brighton for one night in the end. Fish
and chips on the pier in the wind, and she laughed at me for wearing the big coat.
It was the best night I've had in a long time. We talked about when the children
leave, what we will do. She wants to go back to Nigeria for a month every winter
when she retires. I want a small garden with tomatoes and peppers. We can do both.

## Football

Arsenal, as usual, giving me hope and then taking it away. Obi and I watched the
match at Femi's house last Sunday, Femi's wife made pepper soup, and Femi's son and
Obi argued the whole second half. Good afternoon.

## Mama

It will be six years in May since Mama died. I thought about her in church today when
we sang How Great Thou Art, it was her favourite. Papa's party is also for her in a
way. She would have organised the whole thing by now with a notebook and three
phone calls and no wahala. Chioma is doing it like Mama would have. I should tell
Chioma that.

## Ideas for the garage

Things I keep thinking about in the car:
- Hybrid servicing from September, once Tomasz is qualified and we have the
  insulated tools. Put it on the website, flyers at the minicab offices on Rye
  Lane and Peckham High Street. The Uber drivers all have hybrids now.
- A loyalty card for the minicab drivers – every fifth service with a free
  wheel alignment. Keisha says a stamp card is "very 1998". She will design
  something better.
- Get the MOT bay repainted in the summer when it is quiet.
- Obi wants to come in on Saturdays in the summer holidays. Pocket money,
  sweeping, making tea, and maybe he learns what a torque wrench is. It worked
  for me with Papa's driver's cousin's workshop in Ogui when I was his age.
- Think about a second site one day? No. Not this year. Not with everything.

## Obi

Obi's birthday is coming. He wants football boots. Again. He also wants to come to
Nigeria with a drone. Absolutely not; I will not explain a drone to an airport
officer in Lagos.

## Health

Tablets every morning. BP better. Walking to the garage three days a week, which
means past the bakery, which is a problem. Dr Sheikh wants to see me again in the
summer.

## The garage, generally

March has been good. Lots of MOTs, the hybrids are starting to come. The ramp on the
left has been making a noise – Femi has been on about it – and the lift people came
last week and did the seals. Quieter now. We're putting the MOT price up from April,
the board needs changing.

Enough. Tea, then bed. Tomorrow is Monday and Monday doesn't care about my feelings.
"""

TEXTS = {}

TEXTS["house/house-sitter-sheet.txt"] = """HOUSE-SITTER SHEET - 14 Elmstead Road, SE15
For Uche - 15 to 30 August 2025. THANK YOU!!
============================================

Our numbers
  Chidi (Nigeria mobile works on WhatsApp)  07700 900 102
  Ngozi                                     07700 900 103
  Femi at the garage (if anything urgent)   07700 900 614

Wifi
  Network:  OkonkwoHome_5G   (the plain "OkonkwoHome" one is slower, upstairs only)
  Password: Ogbono-Soup-77
  If it drops, the router is behind the TV, switch off at the wall 30 seconds.

Alarm
  Panel inside the front door on the left. Code 2580 then ON/OFF.
  You have 45 seconds after opening the door.
  Only set it if you go out for the whole day.

Keys
  You have the front door key + back door key on the green fob.
  SPARE KEY: Mrs Patel at no. 34 (opposite, blue door). She is home most days.
  Shed key hangs on the hook inside the back door.

Bins (collection is Wednesday morning, put out Tuesday night)
  Black bin (general) - every week
  Blue bin (recycling) - every other week: 19 Aug and 2 Sept
  Food caddy - every week, bags are under the sink

Boiler / water
  Boiler is in the kitchen cupboard. If the pressure needle drops below 1, open the
  silver tap under it slowly until it reaches 1.5, then close.
  Stopcock: under the kitchen sink, behind the bleach.
  Emergency plumber: Dave Kerr 07700 900 233 (he knows the house)

Plants & fish
  Tomato plants in the garden: water every evening unless it has rained properly.
  Obi's fish (Messi and Saka): ONE pinch of flakes a day. Not more, they will die
  of greed like their owner.

Post
  Leave it on the hall table. If anything looks like it is from a solicitor or
  HMRC, take a photo and WhatsApp Chidi.

Please help yourself to anything in the fridge. The evaporated milk on the top
shelf is Chidi's and he counts the tins.
"""

TEXTS["garage/opening-up-procedure.txt"] = """OKONKWO MOTORS - OPENING UP (whoever is first in)
Last updated: June 2024 - Keisha

1. Side gate padlock: code 1903. Leave the gate open once you're in.
2. Side door, then the alarm panel on your right. Code 4471 then tick.
   You have 30 seconds. If it goes off, ring Chidi straight away, the
   monitoring company will call him too.
3. Front shutter: remote is on the main keyring. If the remote is dead or
   lost, the SPARE shutter remote is in the key safe behind the parts
   counter (same code as the side gate). Put it BACK.
4. Compressor: switch on at the red isolator, drain the tank (tap at the
   bottom) until it stops spitting water. Check the oil sight glass on Mondays.
5. Lights - bank of switches by the office door. Heaters only Nov-Mar.
6. Kettle. In that order if you are Femi.
7. Check the answerphone and the online bookings (Keisha's laptop,
   password on the card in the top drawer - NOT on the screen).
8. Whiteboard: today's jobs, who is on what ramp.

Saturdays: Tomasz opens at 8:30, shutter down at 4:00.
Price board reminders: MOT £45, interim service from £129, full from £209.

CLOSING: reverse order. Compressor OFF and drained. Shutter down fully.
Alarm on from the side door panel. Padlock the gate. Check the yard for
customer cars left outside - keys in the key safe, never under the wheel.
"""

TEXTS["garage/card-machine-end-of-day.txt"] = """HOW TO: card machine end-of-day + cash up
(for Keisha's cover - Tomasz/Femi/Chidi)

Card terminal (the black one on the counter)
  1. Press MENU, then 4 "End of day".
  2. Enter the supervisor PIN (Keisha has it, it's on the card in the safe).
  3. It prints a Z report - two slips. Staple one to the day sheet.
  4. If it says "batch not sent", check the wifi on the terminal (settings >
     network) - it sometimes jumps onto the customer wi-fi. Put it back on
     OKM-Office.

Cash
  1. Count the float - should be £100 in notes and coins.
  2. Anything above the float goes in the blue bag with the day sheet.
  3. Blue bag into the safe. Write the total on the envelope.
  4. Never leave cash in the drawer overnight.

Day sheet
  - Every job on the whiteboard should be on the day sheet with an invoice
    number. If a customer paid by bank transfer, mark BT and the reference.
  - Unpaid jobs: write UNPAID in red and put the car key in the key safe.

If anything doesn't add up, leave a note for Keisha, don't try to fix it.
"""

CSV_EXPENSES = """date,payee,category,description,amount_gbp,vat_gbp,method
2024-06-24,Castlebridge PM,Rent,Quarter rent Unit 3 (June quarter),4625.00,0.00,BACS
2024-07-01,Diagnix Leasing,Equipment lease,DX-900 Pro + ADAS frame lease - July,149.00,29.80,DD
2024-07-16,PartsHub Trade,Parts,Oil 20L x2 + gloves + brake cleaner,212.40,42.48,Card
2024-08-01,Diagnix Leasing,Equipment lease,DX-900 Pro + ADAS frame lease - Aug,149.00,29.80,DD
2024-08-14,Rye Tyres,Parts,Tyres for customer jobs (Aug),486.00,97.20,BACS
2024-09-03,AirServ Ltd,Repairs,Callout + unloader valve + labour,285.00,57.00,Card
2024-09-29,Castlebridge PM,Rent,Quarter rent Unit 3 (Sept quarter),4625.00,0.00,BACS
2024-10-07,Southern Business Insure,Insurance,Garage combined policy renewal,2184.00,0.00,DD
2024-11-04,ToolDepot,Tools,Impact sockets + lamps + trolley jack,186.64,37.33,Card
2024-11-18,Brakeline Factors,Parts,Pads + discs (Nov statement),642.10,128.42,BACS
2024-12-02,GreenSump Oils,Waste,Waste oil collection,95.00,19.00,BACS
2024-12-25,Castlebridge PM,Rent,Quarter rent Unit 3 (Dec quarter),4625.00,0.00,BACS
2025-01-15,F. Adebayo & Co,Accountancy,Year-end accounts,850.00,170.00,BACS
2025-02-05,Southwark Skills Centre,Training,Tomasz EV/hybrid course - garage half,575.00,0.00,Card
2025-03-01,Diagnix Leasing,Equipment lease,DX-900 Pro + ADAS frame lease - March,149.00,29.80,DD
2025-03-18,LiftCare Ltd,Repairs,Two-post lift service + new seals,340.00,68.00,BACS
2025-03-25,Castlebridge PM,Rent,Quarter rent Unit 3 (March quarter) - invoiced at old rate pending memo,4625.00,0.00,BACS
2025-04-01,Diagnix Leasing,Equipment lease,DX-900 Pro + ADAS frame lease - April,149.00,29.80,DD
2025-04-09,PartsHub Trade,Parts,Oil + filters bulk order,318.75,63.75,Card
2025-05-01,Diagnix Leasing,Equipment lease,DX-900 Pro + ADAS frame lease - May (last on old agreement),149.00,29.80,DD
2025-05-12,Rye Tyres,Parts,Tyres for customer jobs (May),512.00,102.40,BACS
"""

CSV_TRIP = """item,category,who_pays,amount_gbp,amount_ngn,status,notes
Flights x4 London-Enugu (Zikora),Travel,Us,3920,,Paid,paid 28 Mar - card
Airport hotel Ikeja night of 15 Aug,Travel,Us,140,,To book,
Airport pickup - fuel + driver money,Travel,Us,,150000,Budget,cash on arrival
Papa's present - 7.5kVA generator + changeover,Gift,Split 3 ways,400,,Agreed,Chioma buying in Enugu
Family portrait (grandchildren),Gift,Us,120,,To order,print in London
Party hall - our third of the deposit,Party,Split 3 ways,,150000,Sent,Chioma paid the hall
Food for the party - our share,Party,Split 3 ways,,900000,Budget,
Aso-ebi fabric x4,Clothes,Us,260,,Waiting,aunties choosing colour
Isiagu + red cap for Papa,Gift,Us,85,,Bought,Peckham market
Boys quarters roof - our share,Family,Split 3 ways,,600000,Not sent,
Thanksgiving offering,Church,Us,,200000,Budget,
Gifts for cousins (phones/trainers),Gifts,Us,450,,Budget,keep it small this time
Travel clinic (Obi),Health,Us,78,,To book,
Naira for small notes,Cash,Us,300,,To buy,Rye Lane bureau
Travel insurance (family annual),Travel,Us,96,,Paid,
"""


def build_all():
    for k, v in NOTES.items():
        write(k, v)
    for k, v in TEXTS.items():
        write(k, v)
    write("finance/garage-expenses-2024-25.csv", CSV_EXPENSES)
    write("finance/enugu-trip-budget.csv", CSV_TRIP)
