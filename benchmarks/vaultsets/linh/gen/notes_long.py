# -*- coding: utf-8 -*-
"""The three long rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/journal/2025-04-21_easter_monday_braindump.md"] = """# Easter Monday brain dump

Easter Monday, 21 April. Public holiday for everyone except hospital pharmacists and people whose parents own a phở shop. I have done both this weekend so I am writing this on the couch with Mochi on my feet and I am not moving for at least two hours.

## The shop over Easter

Good Friday we were closed (Ba's rule since forever, even though we're not Catholic — he says everybody needs one day). Saturday and Sunday were completely mental. Chị Vy and the kids came down from Sydney on Thursday so the Saturday lunch shift had two extra "helpers" aged 6 and 9, which means Bin folded 200 napkins badly and Na ate about 40 spring rolls. Mai Anh was on Saturday dinner with Jayden and they were great. Tùng called in sick Saturday which was annoying but whatever, Khoa covered the front and I did drinks + the register for two hours between on-call phone calls. (I was on call Saturday, obviously, of course I was. Only two calls though: a vancomycin level query from ICU and someone asking whether you can crush a modified-release tablet. No. You can't. Please stop.)

Sunday lunch we did 180 bowls, which I think is a record outside Tết. The yum cha crowd from the place two doors up spill over when they can't get a table and now they've discovered our phở đặc biệt. Ba is thrilled. Mẹ is exhausted but pretends she isn't. I need to sit down with Khoa about getting a proper Sunday lunch casual because we cannot keep relying on family + whoever is free. He says he's interviewing someone in May.

## The coolroom saga

Still haven't decided on the new walk-in coolroom. We have two quotes — ColdCore and Polar Bay — and they're about $1,200 apart once you count the removal of the old one. Polar Bay is cheaper and quicker. ColdCore has the much longer compressor warranty. Ba keeps saying the 2009 one "còn xài được" which is his way of saying he doesn't want to spend money, but then in the same breath he'll say "mua đồ tốt thì mua một lần". Which is it Ba. Khoa is worried about cashflow because we also have the council inspection later this year and the BAS. I said I'd put it all in a table. The table is in the fridge note. We'll decide next weekend, I swear. It has to be in before the warm weather.

## Work

The audit got approved! Clinical Governance registered it as QA-2025-117, so it's now officially A Thing. VTE prophylaxis on the gen med wards. I'm weirdly excited about it, which says a lot about me as a person. Data collection from May. I need someone in HIS to pull the chart list and apparently that's a whole process involving a form and a polite email and waiting. Sam (haem reg) is co-investigator, which is good because the doctors will take it more seriously with a doctor's name on it, sadly.

Helen said at my catch-up that if it goes well I should present it at the SHPA conference next year. Let's not get ahead of ourselves. I've never presented at anything bigger than a journal club.

Also, CPD: I listened to two podcasts on the tram this week and did the quizzes, so that's 2 credits. I'm on track-ish. I should be better at logging these the same day instead of reconstructing them at the end of November like some kind of archaeologist.

## Money stuff / the flat

Rent is $460 a week and the agent "reminded" us that the lease is up for renewal in July. Which means it's going up. Which means I'm going to say a lot of words I won't write down. Footscray used to be the cheap option. Arjun says we should think about buying after the wedding. With what money, Arjun. We're flying 150 people's worth of expectations to Vietnam.

## Coffee rant (important)

Mẹ made me cà phê sữa đá on Sunday morning before the shift and it was basically condensed milk with a rumour of coffee. I love her. I love her coffee less. For the record, because Khoa keeps getting it wrong when he does the staff drinks: at work I'm an oat flat white person (extra hot, the hospital café can't get milk temperature right to save their lives), but on weekends at the shop it's cà phê sữa đá, ít đường — strong phin, like a third of the condensed milk Mẹ uses, lots of ice. Not the sweet version. Not the bạc xỉu. And please not the Vinacafé sachets that Ba hoards.

Arjun drinks chai with three sugars and judges nobody, which is why I'm marrying him.

## Wedding

Okay. The big one. We chose Mỹ Khê Pavilion last month and paid the deposit, so it's real. Sunset ceremony on the sand, reception in the pavilion, 13 December. I keep looking at the photos from their website. Arjun keeps sending me videos of people doing beach weddings in Goa, which isn't helping him make the case for anything, he just likes the videos.

Things still open:
- photographer — I love the Hội An one whose work is all film-looking, but she's booked a lot. Need to email.
- áo dài — Mẹ says we'll go to her tailor, cô Hạnh, in Springvale. Not dì Hạnh. Yes there are two Hạnhs now. Life is confusing.
- Arjun's parents need visas. Indian passports. Apparently the Vietnam e-visa is fine for them but there are loads of scam sites. Making a separate note.
- numbers. Mẹ's list keeps growing. Every time she talks to dì Hạnh someone else gets added. I think we started at 120.

Arjun's parents called last Sunday. His mum, Sunita aunty, asked if there will be vegetarian food, and I said of course, and she looked so relieved. She's very strict veg, no egg either. I need to remember to tell the venue. His dad, Rakesh uncle, asked whether it will be hot in December. I said yes. Then he asked if there will be cricket on TV. I said probably not. He looked less relieved.

## Family

Chị Vy and I had a proper talk on Thursday night after the kids were asleep. She's worried about Mẹ working so much at the shop and honestly so am I. Mẹ is 62 and still on her feet 10 hours on a Saturday. Khoa does the heavy lifting but Mẹ won't let anyone else do the broth. Vy thinks we should get a second kitchen person. I think Mẹ will fight that to the death. We agreed to bring it up after the wedding when there's less going on. (There will never be less going on.)

Vy also said anh Quân is "very excited" about the wedding, which I think means he wants to sing karaoke at it.

Bin asked Arjun if he's going to "become Vietnamese" when he marries me. Arjun said he's already 30% Vietnamese by phở volume. Bin accepted this.

## Badminton

Haven't been for two weeks because of Easter + on-call. The Tuesday socials at the Sports Hub are the only exercise I get that isn't running between wards. My shoulder's still a bit sore from that smash I was too proud of in March. Need to book the physio.

## Random list of things in my head

- renew car rego (May)
- Mochi vaccination before we go away in December (find out when the booster is due)
- call bà ngoại on Sunday, she likes it when I speak slowly and she can correct my accent
- there's a new bánh mì place on Hopkins St that Khoa says is better than ours-adjacent. Betrayal.
- find out if the council inspection is definitely this year or next — I think the letter said "2025 registration renewal inspection"
- read the new anticoag guideline draft before the audit working group in May
- return chị Vy's Tupperware (three of them. Three.)
- learn at least ten Hindi sentences before December. So far I know "thank you", "delicious" and "I'm tired"

## Menu thoughts (Khoa's big idea)

Khoa wants to add a bún bò Huế special on Sundays. Mẹ says it's a different broth, different everything, and we don't have the stove space. Khoa says we could do it as a limited "20 bowls only" thing and people would go crazy for it on Instagram. He's not wrong. Footscray loves a limited thing. But it's also another thing Mẹ would insist on doing herself. I suggested we trial it for one month in winter, Khoa does the broth under supervision, and if Mẹ doesn't hate it, it stays. Ba said "để coi" (we'll see), which is Ba for no but maybe.

Also the menu boards are falling apart. The "phở tái nạm gầu" one has lost its "gầu" and now just says "phở tái nạm" with a weird gap, and customers keep asking what goes in the gap. New boards = on the list after the coolroom, because apparently everything is after the coolroom now.

## Footscray market run

Went to the market Saturday morning before the shift with Mẹ for herbs because Footscray Fresh shorted us on rau thơm again. Mẹ haggled for ten minutes over a bunch of ngò gai, got 50 cents off, and was happy for the whole day. I bought a durian for Arjun as a joke. He ate half of it. That's love, or a stomach of steel.

## A thought I had on the tram

I spent the whole weekend being the person who knows where things are — the float bag, the on-call roster, the spare napkins, the vancomycin nomogram, Na's water bottle. And I like being that person, mostly. But I'd also like a weekend where nobody needs me to know where anything is. Maybe that's the honeymoon. Arjun wants to do Hội An + Phú Quốc. I want to lie very still somewhere with a coconut.

Anyway. Mochi has fallen asleep on my laptop charger and I'm going to take that as a sign.
"""

LONG["notes/journal/2025-07-20_winter_sunday.md"] = """# Winter Sunday, 20 July — everything at once

It's 4 degrees outside, the heater in the flat makes a noise like a dying goose, and I've just done the books at the shop so my brain is all GST codes. Writing things down so I stop thinking about them at 2am.

## The rent thing (called it)

The lease renewal came through. Rent is going from $460 to $495 a week from 1 August. Thirty-five dollars a week. That's $1,820 a year, which is, for reference, about four áo dài or one very nice set of flights. The agent's email said "in line with the market", which is what they always say. Arjun wanted to negotiate, so he emailed back, and they said no in a very polite way. We signed anyway because moving before the wedding is not happening. After the wedding we have The Conversation about buying. Or moving further out. Sunshine? Braybrook near Ba Mẹ? Mẹ would love that far too much.

So for the record, because I will forget and then argue with myself: rent is now $495/week, paid fortnightly, $990 each fortnight, direct debit on the Thursday.

## Work is a flu swamp

Winter on 4 West is just flu, flu, COVID, pneumonia, flu. We had 6 people on droplet precautions on Wednesday. Half the pharmacy department has been off at some point. I did a late on Tuesday AND Thursday because dispensary was short and I was a zombie by Friday. Dimitri knows I hate lates. He apologised. He still rostered me. I swapped my on-call a couple of weeks ago with Mei so she could go to her sister's wedding, and then I got a late as "thanks". That's not how karma works, Dimitri.

The audit is about halfway. I've done all of the 4 West charts and half of 7 North. The handwriting on 7 North is worse. There's one consultant whose signature is literally a horizontal line. I'm finding some interesting patterns already but I'm trying not to look at the totals until it's done so I don't bias myself. Sam has done his 10% second check on the first batch and we agreed on all but two.

## The shop

Winter = phở season. We're doing huge numbers on weekends. Ba made a second broth pot mid-week because we ran out on Sunday at 1:30, which has never happened. Mẹ was horrified. It was a good problem.

Staffing: Huyền started on Sundays in May and was great but she's going back to uni properly soon, so Khoa's going to shuffle people. Sandra emailed about the casual award rate going up from July — the new rate is in her email, I need to update the roster sheet and the payroll template before the next pay run. (Note to self: don't use the old number from the roster note, it's out of date.)

The council letter is supposedly coming "in the next few weeks" for the inspection. Khoa is already nervous. I made him a checklist. He laminated it. He laminated my checklist. I'm so proud.

The new coolroom is ordered and paid (deposit), and they're telling us September for install. The old one keeps going, just about. Ba talks to it.

## Venue and the whole Mỹ Khê saga

We're now officially at An Nhiên Garden Villa on Sat 10 January, after the whole Mỹ Khê saga in June. I'm still a bit sad about the sunset on the sand, but every time I picture it with the wind in January and Ba on those stairs, I'm relieved. And dì Hạnh keeps sending me photos of the garden with captions like "đẹp không con??" (yes dì, đẹp).

We still haven't had the Mỹ Khê refund. They said 60 days. It's been about 5 weeks. I'll give them the benefit of the doubt. For now.

## Áo dài — fitting number one

First fitting with cô Hạnh last Saturday in Springvale. She measured me in about 45 seconds, told me I hold my shoulders like a pharmacist (?? apparently this is a thing: "vai cứng" — stiff shoulders — from leaning over dispensary benches), and then spent 40 minutes with Mẹ arguing about fabric while I sat on a stool eating the mandarins she gave me. Colour decision is still unresolved. I want something softer, Mẹ wants traditional. We'll see. Arjun is getting a matching one and he's very into it — he asked whether he can have pockets. Cô Hạnh laughed for a full minute.

## First dance — my actual opinion

Arjun and I had a "discussion" about the first dance song on Friday night. He wants "Perfect" by Ed Sheeran. I said absolutely not, every single wedding on the planet, and also the lyrics are about a barefoot moment in the grass which is too on-the-nose for a garden wedding. What I want for the first dance is "Nơi này có anh" — it's the song that was on in the Grab on our very first trip to Đà Nẵng together when he tried to sing along phonetically, and bà ngoại will actually recognise it, which matters to me more than anything. He can have Ed Sheeran for the walk back up the aisle, or for the after-party. Compromise! He's thinking about it, which means yes.

Also: I don't want a choreographed dance. I want to sway for three minutes and not fall over in the áo dài.

## Wedding list of doom (July edition)

- flowers — I asked ChatGPT for ideas last weekend, it was actually useful. Now I need an actual florist in Đà Nẵng who answers emails.
- photographer: booked the Hội An one!!! She's doing both the tea ceremony and the reception.
- MC — unsure. Vietnamese half and English half? Two people? Ask chị Vy.
- music — a band or just a playlist + the venue's sound system? Dì says the venue has a decent system.
- invitations — Mẹ insists on printed ones for the Vietnamese side. Arjun's side happy with WhatsApp.
- Arjun's parents: flights not booked yet, visa not started. Arjun says "there's heaps of time". I said "there's never heaps of time, Arjun".

## Family

Ba had his blood pressure check and it was high again. He's "forgetting" the afternoon tablet. I've set him up a Webster pack through the pharmacy near them and put an alarm on his phone labelled "UỐNG THUỐC BA ƠI". He thinks it's hilarious. He still forgets. Mẹ now puts the tablet next to his tea.

Khoa has a girlfriend! Her name is Thảo Vy (not chị Vy, another Vy. Another duplicate name. My family has a limited name pool). She came to the shop on Saturday and Mẹ gave her the biggest bowl I've ever seen. This is how you know Mẹ approves.

## Books day (today)

Books took two and a half hours instead of two because the Xero bank feed had duplicated a week of EFTPOS settlements and I had to unpick them one by one. Found two Hùng Phát invoices that Khoa had photographed but not entered, one Footscray Fresh credit note that nobody applied, and a $38 charge from a "parking" thing that turned out to be Khoa's personal car park at the footy. He's paying it back. He says.

The coolroom deposit is showing properly now. Good. Winter sales are up about 18% on last year by my rough maths, which means the BAS in October is going to hurt a bit. Put some aside.

## Arjun

Arjun's work has gone into "release season" which means he's on his laptop at 10pm muttering about deploys. He still made dinner three nights this week (dal, the good one; a chicken thing with too much chilli; and instant noodles with an egg, which counts). He's also decided he's going to learn the Vietnamese for his vows. He's practising "Anh hứa sẽ yêu em" in the shower and the tones are... a journey. Bà ngoại is going to love it anyway.

His parents call every Sunday now with wedding questions. Sunita aunty asked whether she should bring saris or buy an áo dài there. I said both. Rakesh uncle asked, again, whether there will be cricket. Still no.

## Giỗ planning

Giỗ ông nội is on the 20th of September this year. Mẹ wants to do it at the house as usual, all the uncles and aunties, so that's a Saturday gone. I'm on cooking duty for gỏi cuốn (80 rolls, my hands will smell of mint for a week). I need to swap an on-call around it — will ask Tom since he's always after extra shifts.

## Badminton

Went twice this month. The Tuesday socials are getting crowded because of the winter comp people. There's talk of the Sports Hub closing its courts for resurfacing in spring, which would be a disaster. Wei (club secretary) says he's "looking at options".

## Things I keep forgetting

- ask Helen about the SHPA abstract deadline
- Mochi's vaccination — booster due in November, book before we go
- order the gold earrings for Mẹ's gift
- tell the venue about Sunita aunty being vegetarian (no egg)
- update the casual pay rate in the payroll template (see Sandra's email!)
- figure out what to do with the old coolroom compressor
- find the receipt for the áo dài deposit for our budget sheet
- reply to the Hội An photographer's contract

Okay. Heater's making the goose noise again. Bed.
"""

LONG["notes/journal/2025-10-26_spring_catchup.md"] = """# Spring catch-up — 26 Oct

Daylight saving kicked in three weeks ago and I've only just stopped being jet-lagged from it. It's light at 7:30pm again which makes the walk home from the station actually nice. Sunday afternoon, books are done, Arjun is at futsal, Mochi is sunbathing in the one square of sun in the flat. Time to do a proper brain dump because there are too many tabs open in my head.

## Wedding — 11 weeks to go (!!!)

### Makeup artist — still no reply

Trang (the MUA in Đà Nẵng that dì Hạnh's neighbour's daughter used, the one with the really natural looking bridal work on Instagram) still hasn't replied about the trial. I messaged her on Instagram on 2 Oct and emailed on the 9th asking if we could do a trial on 3 or 5 January when I'm there. Nothing. She did reply to the first enquiry in August with her price (recieved it the day after), so she exists. I need to chase her this week and if there's nothing by mid-November, ask dì Hạnh to literally walk over there, or find a backup. Backup option: the MUA the venue recommends, but their portfolio is very "bridal contour 2016".

### Visas

Arjun finally did his parents' e-visa applications on Monday 20th. On the proper government site, not a scam one (I checked the URL myself over his shoulder like a hawk). He forwarded me the confirmation emails with the registration codes so I have them in the wedding folder. Official processing time is "3 working days" which everyone says is a lie. We'll see.

### Numbers

Guest list is at about 158 and Mẹ says "khoảng đó thôi" (about that) while clearly still adding people. The final number goes to An Nhiên by mid-November. I'm giving Mẹ a hard deadline of 8 Nov. She laughed at me.

### Áo dài

Cô Hạnh pushed the final fitting back again, into November, something about the embroidery thread from Vietnam being held up in customs. My calendar still says yesterday. I'll fix it when she confirms properly. It's fine. It's fine. It's fine.

### Ba's speech

Ba wants to give a speech at the reception in both Vietnamese and English and he's terrified of the English part. I sat with him last weekend and we drafted something with one of those AI chat things; he read it out loud to Mẹ and she cried, so I think that's a success. He's now practising it in the car. Khoa says he practises at red lights and people stare.

### Flights

All the Melbourne family have flights now. Arjun booked ours back in August. Arjun says he'll do seat selection closer to the time. I have reminded him twice about my seat. He says he knows. He knows.

## The shop

### The new coolroom!

The new coolroom is in and it's brilliant. Super quiet — Ba literally said "tủ lạnh mới chạy êm ghê" three times the first week — and it pulls down to temp so fast. The ColdCore tech who installed it spent 20 min showing Khoa and me the controller and the alarm codes, and I wrote a how-to sheet that's now taped to the door so the casuals don't panic. Power bill should drop too. The old compressor went to scrap (Khoa got $60 for it, he's acting like he won the lottery).

### Council follow-up

The follow-up visit was on the 8th and they were happy with the temp records and the handwash basin. The door seal on the Skope upright is still the problem — the part is on backorder. Khoa is on the phone to the dealer every week. See the council note.

### Khoa's food safety supervisor certificate

Khoa's FSS certificate expires in December and he has to do the refresher course before then — he's booked it for the end of November, one Saturday at the TAFE in Sunshine. Mẹ is covering his Saturday lunch shift that day, which means Mẹ will also "help" with the front, which means chaos. I'll go in.

### BAS

Sandra lodged the Q1 BAS. The GST number was higher than I expected (winter phở boom) but we had it set aside. Her email has the breakdown.

### Prices

Hùng Phát keeps putting up the beef bones. We were at $4.20 a kilo in August. Khoa's talking about getting a quote from the halal butcher on Barkly St for bones only. I said sure but Mẹ will taste the difference. She will. She can taste the difference between two batches of the same fish sauce.

## Work

### Audit

Results are in and they're... interesting. Not great, not a disaster. Compliance is below the hospital target and the renal dosing piece is the weak spot. I asked ChatGPT to help me phrase the findings for the committee without sounding like I'm blaming the junior doctors (because it isn't their fault, the eMR doesn't prompt them). DTC got pushed from the November meeting to December, so I have more time for slides.

### AHPRA

Renewal opened. I'll do it this week. I will. It's on the list. I've also got to sort CPD, I'm a few credits short, there's a webinar in November.

### Leave

Leave is all approved for 29 Dec to 23 Jan. Tom's supposedly covering 4 West. I need to confirm with Dimitri closer to the date because rosters have been weird lately with people moving to ED.

## Family and friends

- Lễ ăn hỏi is going to be at Ba Mẹ's house in early December — Mẹ is organising it like a military operation, seven mâm quả, she's already ordered the bánh phu thê from the place in Springvale
- chị Vy is flying down for it with the kids
- anh Quân has been practising karaoke at family dinners "for the after-party", which is both excellent and deeply embarrassing for everyone
- Arjun's cousin Tash said yes to house-sitting and looking after Mochi while we're away, bless her

## Badminton

The club moved the Tuesday socials to a new venue because of the Sports Hub resurfacing. It's a bit further but the courts are so much better — proper lighting, no slippery spots. I keep forgetting to update my calendar, which still says Sports Hub.

## Mochi update

Mochi had her check-up at the Kingsville clinic on the 18th. She's "a little bit chonky" according to the vet, which I resent on her behalf. New diet: fewer biscuits, more pouch. She has responded by screaming at 5am every single day as a form of protest. Tash is going to have a wonderful time.

Her booster vaccination is due in November, before we go. I keep writing it on lists and not booking it. This list included.

## Hospital stuff

We got three new grad pharmacists this month, and I've got one of them on 4 West with me for eight weeks. She's lovely and terrified and asks excellent questions, and she reminds me of me in 2015 except she's much more organised. I've been trying to teach her the stuff nobody teaches you — how to talk to a consultant who doesn't want to hear about a drug interaction, how to explain warfarin to someone who's been on it for 20 years and thinks they know better, how to say no nicely. She's going to be great.

Also there's a rumour the hospital's moving to a new eMR module next year that might actually include VTE prompts, which would make half of my audit recommendations redundant. Which would honestly be the best possible outcome.

## Money check-in

Did the wedding budget spreadsheet on Thursday night. We're over, obviously, mostly because of the guest numbers (every extra table is 2.3tr or so) and the flights. Still within what we'd agreed is "fine, just don't tell Ba". The áo dài are all paid except the final 50%. The venue's second instalment is paid. The photographer is half paid. The big remaining things are the venue balance in December and the flowers.

## Honeymoon

Arjun wants Hội An + Phú Quốc. I want Phú Quốc + not moving. We've compromised on two nights in Hội An (lanterns! tailors! He wants a suit made, of course he does) and five in Phú Quốc at a place with a pool and no itinerary. Booked nothing yet. Adding it to the list. The list is long.

## The emotional bit

Somewhere in all of this I'm getting married in 11 weeks. I keep forgetting that's the point. Arjun said on Thursday, when I was stressing about the MUA, "worst case you do your own makeup and you still marry me", which was both the most romantic and least helpful thing anyone has ever said to me.

I'm happy. I'm tired. Mostly I'm happy.

## Things to do this week

- [ ] chase Trang (MUA) about the trial — IG + email again
- [ ] AHPRA renewal
- [ ] fix the áo dài fitting date in the calendar once Hạnh confirms
- [ ] give Mẹ the guest number deadline (8 Nov) in writing
- [ ] order gold earrings for Mẹ (still!!)
- [ ] Mochi booster vaccination — book it
- [ ] DTC slides first draft
- [ ] book the honeymoon (anything!)
"""
