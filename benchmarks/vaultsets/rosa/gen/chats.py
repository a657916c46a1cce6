"""Chat exports: ChatGPT-style (mapping tree), {"messages": [...]} files and a .jsonl."""
import json
from common import chatgpt_conversation, write_json, iso, path

# ---------------------------------------------------------------- ChatGPT export, Feb 2025
PENSION_U1 = """Can you help me write a letter please. It's to Pentland Pension Services, Pentland House, 12 Gorgie Wynd, Edinburgh EH11 9ZX. It's about my late husband Iain's pension - the Clydeforth Engineering Pension Scheme. His member number is CEP-0048193 and their reference for my case is PPS/DEP/2024/07731. The man dealing with it is Derek Laidlaw.

In January they sent me an estimate of £812.40 a month for my widow's pension (they call it a dependant's pension) but the letter doesn't say whether that is before or after tax, when the first payment will be, or how the arrears will be paid. I also want to check they got the certified copy of our marriage certificate which I sent on 24 January.

I want it polite but clear. I was a headteacher for eleven years so I don't want it to sound like a pushover either!"""

PENSION_A1 = """Of course - here's a draft you can adapt. I've kept it polite, clear and firm, and laid the questions out as a numbered list so they're easy to answer point by point.

---

Mrs Rosa McAllister
9 Rowanlea Gardens
Glasgow G11 7QZ

[Date]

Mr Derek Laidlaw
Case Administrator, Dependants' Benefits
Pentland Pension Services
Pentland House
12 Gorgie Wynd
Edinburgh EH11 9ZX

Dear Mr Laidlaw,

**Clydeforth Engineering Pension Scheme - dependant's pension**
**Member: Mr Iain Robert McAllister (deceased), member number CEP-0048193**
**Your reference: PPS/DEP/2024/07731**

Thank you for your letter of 16 January 2025 giving an estimate of my dependant's pension of £812.40 per month.

So that I can plan my finances, I would be grateful if you could confirm the following in writing:

1. Whether the figure of £812.40 per month is before or after income tax, and which tax code will be applied.
2. The date on which the first payment will be made, and how often payments will be made thereafter.
3. How and when the arrears from November 2023 will be paid, and whether tax will be deducted from them.
4. That you have received the certified copy of my marriage certificate, which I posted to you on 24 January 2025.
5. Whether there is anything else you need from me to finalise my claim.

My claim has now been open for some time, and I would appreciate a reply within 14 days. If it would be easier to discuss any of this by telephone, I can be reached on 0141 496 0732.

Yours sincerely,

Rosa McAllister

---

A few tips:
- **Keep a copy** of the letter and note the date you post it.
- **Send it recorded or "signed for"** so you have proof of delivery, or email it if they gave you an email address - then you have an automatic record.
- **Quote both references** (the member number and the case reference) on everything. Pension administrators often file by one or the other.
- If you don't hear back within the 14 days, a polite phone call referring to "my letter of [date]" usually moves things along.
- If things drag on for months, you can use the scheme's internal dispute resolution procedure, and after that the Pensions Ombudsman - but it rarely comes to that.

Would you like a shorter email version as well?"""

PENSION_U2 = "That's perfect, thank you. Just the letter is fine. Can you make the second paragraph a wee bit warmer - Derek has been polite on the phone."

PENSION_A2 = """Certainly. Here's a warmer version of that paragraph:

"Thank you for your letter of 16 January 2025 giving an estimate of my dependant's pension of £812.40 per month, and for your help on the telephone over the past few months - I appreciate it has been a complicated case."

Everything else can stay as it is. The warmth at the start makes the firm deadline at the end feel reasonable rather than hostile, which is usually the best balance with administrators: they're often dealing with large caseloads, and a clear, friendly letter with everything they need in one place tends to get answered faster."""

CRUISE_U1_OLD = "Is a Norwegian fjords cruise a good idea for a 67 year old?"
CRUISE_A1_OLD = "It can be a wonderful holiday at any age! Fjord cruises are usually gentle, with calm inshore waters for much of the route. It depends on your mobility, how you feel about the sea, and what you enjoy - could you tell me a bit more about what you're looking for?"

CRUISE_U1 = """I'm thinking about booking a cruise to the Norwegian fjords in September with my friend Maggie. Some things about me so you know:
- I'm 67, widowed, fairly fit but I have a dodgy knee, so I need a lift or a ground floor room wherever I stay. I like small, family-run hotels - not big chains where you're a room number.
- I hate flying - my ears are agony on the way down - which is partly why a ship leaving from Scotland appeals.
- Food: I'm not fussy but I can't abide mushrooms (slimy things) and nothing too spicy, my stomach won't have it.
- I was very seasick on the Arran ferry once, years ago.
Is it a good idea? What should I ask before I book?"""

CRUISE_A1 = """It sounds like it could suit you well - a fjord cruise from a Scottish port avoids flying altogether, and it's one of the gentler itineraries at sea. Here are the main things to weigh up and ask about.

**Seasickness**
- The fjords themselves are very sheltered - once you're inside them the water is often like a mirror.
- The crossing of the North Sea (usually a day and a night each way) is where you might feel it, especially in September when the autumn weather starts.
- Ask for a cabin **low down and in the middle of the ship** - that's where there's least movement.
- Speak to your pharmacist about travel sickness remedies (tablets or patches) and acupressure bands. Start them before you sail.
- Larger ships generally move less than smaller ones, but smaller ships are more intimate. It's a trade-off.

**Mobility and your knee**
- Ask how many **lifts** the ship has and whether all decks are served.
- Ask about the **tender ports** - in some fjord villages the ship anchors and you go ashore in a small boat, which can involve steps. Ask which ports are "alongside" (walk off the ship) and which are tender ports.
- Cabins: ask whether your cabin is near a lift. Long corridors can be tiring.

**Food**
- Cruise lines are very used to dietary preferences. Tell them when you book, and tell your waiter on the first night - they'll remember for the rest of the week. Avoiding mushrooms and spicy dishes is very easy on a cruise: there's always plenty of plain choice.

**Practical questions before you book**
1. What's included (drinks, tips, excursions)?
2. What are the **cancellation terms** and when is the balance due? Consider travel insurance with cancellation cover from the day you pay the deposit.
3. Single supplement - if you and Maggie have separate cabins, what's the extra cost?
4. Is there a doctor on board, and what are the medical charges?
5. Excursions: are there gentle options (coach tours, short walks) rather than hikes?

**Alternatives you might also consider**
If you find you're not keen on the sea after all, scenic rail holidays in Norway or here in Scotland are another way to see mountains and lochs without flying - and you'd be able to choose small, characterful hotels, which sounds more like your style.

Would you like a checklist you can take to the travel agent?"""

CRUISE_U2 = "Yes please, a short checklist. And do cruise ships have small family-run feeling at all or is it all big hotel style?"

CRUISE_A2 = """Honest answer: a ship is more like a big hotel than a family-run guesthouse, though smaller ships (under about 1,000 passengers) feel noticeably friendlier - the crew get to know your name and your mushroom rule by day two!

**Checklist for booking**
- [ ] Departure port, dates, and how you'll get to the port
- [ ] Cabin location: low and midships, near a lift
- [ ] Which ports are tender ports?
- [ ] Dining times and dietary notes (no mushrooms, mild food)
- [ ] What's included / not included
- [ ] Deposit, balance due date, cancellation charges
- [ ] Travel insurance from the day you book
- [ ] Seasickness plan: pharmacist, bands, cabin position
- [ ] Passport valid for 3+ months after return
- [ ] Any medical appointments coming up that might clash

That last one is worth thinking about - if you're waiting for any hospital treatment, check how flexible the booking is."""

BOOK_U1 = """Our book club takes turns choosing and it's my turn in March. Can you suggest some books? What I like: Scottish historical fiction is my absolute favourite - anything with a real sense of place, the Clearances, the herring fishing, the shipyards, St Kilda. Strong women characters. What I can't be doing: gory crime novels, all that tartan noir with bodies in the Clyde, and misery memoirs. We're eight women, mostly retired, we like something we can actually discuss."""

BOOK_A1 = """What a lovely brief - here are some directions that should suit a group like yours, with the kind of books to look for in each. (Do check your library's catalogue, as availability varies.)

**Island and coastal life**
- Novels set on St Kilda or the Outer Hebrides around the time of evacuation or emigration. These tend to have strong women at their heart and give a group plenty to talk about: community, leaving, what's lost and what's gained.
- Stories of the **herring girls** - the women who followed the fleet from Shetland down to Yarmouth, gutting and packing. Great for discussion of work, independence and friendship.

**Industrial Scotland**
- Shipyard novels set on the Clyde, especially those that follow the women at home, or women who worked in the yards and munitions factories during the wars.
- Mill-town stories (Paisley thread mills, Dundee jute) - the "women's town" of Dundee is a rich setting.

**The Clearances and emigration**
- Family sagas that move from a Highland township to Nova Scotia or New Zealand. These often spark conversation about family history - many groups find members have their own stories.

**Suffrage and social change**
- Novels about the Glasgow rent strikes of 1915 or the suffrage campaign in Scotland - very discussable, and local.

**Tips for choosing for a group**
- Go for something around 300-400 pages; very long books mean half the group won't finish.
- A book with a **map or family tree** at the front helps with historical sagas.
- Ask the library about **reading group sets** - many libraries lend 8-10 copies at once.
- Prepare three or four questions in advance: What did you think of the main character's choices? Did the setting feel real? What would you have done?

Since you've ruled out crime and misery memoir, you're in good territory: Scottish historical fiction is a strong field, and there's a good mix of gentle and challenging books in it."""

# ---------------------------------------------------------------- ChatGPT export, Jul 2025
TRAIN_U1 = """Change of plan. I've decided to cancel the fjords cruise - I phoned them this morning. My cataract operation date came through for 2 September and the eye people say to keep away from wind and spray and swimming pools for a few weeks after, plus I've been dreading the seasickness and Maggie's back is playing up. So instead we've booked a rail holiday in October with Caledonian Rail Journeys - Highland Lines by Rail, 6 to 11 October. Fort William, Mallaig, Loch Ness, Inverness and the Kyle line.

On trains I always want a forward-facing window seat, ideally at a table - going backwards makes me queasy. And same as always for hotels: small, family-run places, with a lift or a ground floor room for my knee.

What should I be thinking about for a train holiday in October, especially a month after eye surgery?"""

TRAIN_A1 = """That sounds like a lovely swap - the West Highland Line and the Kyle line are two of the most beautiful railway journeys anywhere, and October can be glorious, with the autumn colours on the hills. Here are some things to think about.

**Your eye**
- By early October you'll be about five weeks after surgery. Ask at your post-op review whether there's anything to avoid, but most people are back to normal activities by then.
- You may still be on drops. Pack them in your hand luggage with a copy of the schedule, and set phone alarms - holidays are exactly when routines slip.
- Bright low autumn sun can be dazzling after cataract surgery. Take good sunglasses, ideally wraparound.
- Ask whether drops need to be kept cool - most don't once opened, but check.

**Seats**
- Tour operators usually reserve seats together. Tell them now that you need **forward-facing window seats** - on the West Highland Line, the best views towards Mallaig are generally on the left-hand side (sea views at Morar and Arisaig), but check with the escort.
- A table seat gives you room for a flask, the paperback and the binoculars.

**Hotels**
- Let the operator know about your knee in writing, asking for a lift or a ground floor room in each hotel. Smaller, family-run hotels in the Highlands are often in older buildings, so lifts aren't guaranteed - it's worth asking specifically.

**Weather and packing**
- October in the Highlands can be four seasons in a day: layers, a good waterproof, and comfortable shoes with grip for wet platforms.
- Trains can be warm but stations cold and draughty.
- Midges are mostly gone by October - one mercy!

**Money and paperwork**
- Check your travel insurance covers the new trip (and tell them about the eye operation - pre-existing conditions need to be declared).
- Keep your booking reference handy.

**Enjoying it**
- Binoculars for eagles, deer and seals.
- A small notebook - lovely to look back on.
- Take your time at Glenfinnan if the train stops - the viaduct is spectacular.

Would you like a day-by-day packing list?"""

TRAIN_U2 = "A packing list would be lovely, but keep it short - I'm a retired headteacher, I've packed for 30 school trips!"

TRAIN_A2 = """Ha - you'll be teaching me then! Here's the short version:

- Eye drops + schedule + spare bottle, in hand luggage
- Sunglasses, reading glasses, a spare pair
- Waterproof jacket, warm layer, scarf, gloves
- Comfortable shoes with grip
- Binoculars, notebook, paperback
- Phone, charger, tablet
- Travel sickness bands (for the coach day along Loch Ness)
- Medication list and insurance details
- A flask and some tablet for the train (the sweet kind)

Enjoy it - it sounds like a much better fit for you than the cruise."""

MUSIC_U1 = """Could you suggest some music I could download onto my tablet for the train holiday? I love the Fauré Requiem - we sang it in the choir and it's my favourite thing ever - and Scottish fiddle music, the slow airs especially. I like a good male voice choir too. What I can't stand: those happy-clappy modern worship songs they keep trying to get us to sing in church, and anything with a thumping beat. Nothing too loud - I'll be listening on the wee earphones."""

MUSIC_A1 = """What a lovely soundtrack for the Highlands. Here are some ideas to build a playlist around what you've described:

**Choral and sacred (in the spirit of the Fauré)**
- Other French requiems - Duruflé's Requiem is very close in mood to the Fauré, calm and luminous.
- Allegri's Miserere and Tallis's "If ye love me" - unhurried, beautiful for looking out of a window.
- Rutter's Requiem - gentle and melodic, and you may know some of it from choir.
- Recordings of cathedral and college choirs singing evensong.

**Scottish fiddle music**
- Look for albums of **slow airs and laments** - many Scottish fiddlers have recorded collections of them. Search for "Scottish fiddle slow airs" in your music app.
- Fiddle and harp or fiddle and piano duets are particularly restful.
- Pipe music can be wonderful, but it's loud - perhaps not on the earphones!

**Male voice choirs**
- Welsh male voice choirs are the classic, but there are fine Scottish ones too, singing Gaelic songs and Burns.
- Collections of Scottish songs (Burns, Jacobite songs, the "Scottish Song" anthologies).

**For the journey itself**
- Something with a sense of place - Gaelic psalm singing (precenting) from Lewis is extraordinary, and you'll be heading into Gaelic country.
- Orchestral pieces inspired by Scotland: Mendelssohn's "Hebrides" overture (Fingal's Cave) is practically written for the train to Mallaig.

**Tips for the tablet**
- Download before you go - signal on the West Highland Line is patchy.
- Make one playlist for "calm" and one for "a bit livelier".
- Keep the volume low - it's kinder on your ears and you'll still hear the announcements.

Nothing happy-clappy, nothing thumping, I promise!"""


def chatgpt_exports():
    convs = [
        chatgpt_conversation('Letter to pension administrators', [
            ('user', PENSION_U1, '2025-02-05 10:12', 0), ('assistant', PENSION_A1, '2025-02-05 10:12', 41),
            ('user', PENSION_U2, '2025-02-05 10:19', 5), ('assistant', PENSION_A2, '2025-02-05 10:19', 22)]),
        chatgpt_conversation('Norway cruise - good idea?', [
            ('user', CRUISE_U1, '2025-02-18 20:31', 0), ('assistant', CRUISE_A1, '2025-02-18 20:31', 48),
            ('user', CRUISE_U2, '2025-02-18 20:40', 10), ('assistant', CRUISE_A2, '2025-02-18 20:40', 35)],
            branch=(0, CRUISE_U1_OLD, CRUISE_A1_OLD)),
        chatgpt_conversation('Book club suggestions', [
            ('user', BOOK_U1, '2025-02-25 15:05', 0), ('assistant', BOOK_A1, '2025-02-25 15:05', 39)]),
    ]
    write_json('chats/chatgpt/conversations-2025-02.json', convs)
    convs = [
        chatgpt_conversation('Cruise cancelled - train holiday instead', [
            ('user', TRAIN_U1, '2025-07-01 21:02', 0), ('assistant', TRAIN_A1, '2025-07-01 21:02', 44),
            ('user', TRAIN_U2, '2025-07-01 21:10', 7), ('assistant', TRAIN_A2, '2025-07-01 21:10', 19)]),
        chatgpt_conversation('Music for the train', [
            ('user', MUSIC_U1, '2025-07-20 16:48', 0), ('assistant', MUSIC_A1, '2025-07-20 16:48', 37)]),
    ]
    write_json('chats/chatgpt/conversations-2025-07.json', convs)


# ---------------------------------------------------------------- {"messages": [...]} files
def messages_files():
    roofer = [
        ('user', """I need to write to a roofer to get my deposit back. His name is Gary Drummond (Drummond Roofing, Unit 7, Carntyne Trade Park, Glasgow G32 8ZZ). I accepted his quote on 10 February and paid him a £400 deposit. He was meant to start the week of 17 March and didn't turn up then, or on 24 March, or on 7 April, and he doesn't answer his phone. Meanwhile the bedroom carpet is ruined. I've gone with another firm instead - Clyde Slate & Lead - and they're starting in June. I want my £400 back. Firm but not nasty please.""", '2025-05-03 14:20', 0),
        ('assistant', """I'm sorry - that's a frustrating situation, especially with water coming in. Here's a firm, factual letter. It sets out what was agreed, what happened, what you want, and by when, which is exactly what you'd need if it ever went further.

---

Mrs Rosa McAllister
9 Rowanlea Gardens
Glasgow G11 7QZ

[Date]

Mr Gary Drummond
Drummond Roofing
Unit 7, Carntyne Trade Park
Glasgow G32 8ZZ

Dear Mr Drummond,

**Roof repairs at 9 Rowanlea Gardens - return of deposit**

On 10 February 2025 I accepted your quotation for repairs to the rear roof of my house and paid you a deposit of £400 by bank transfer. You agreed to start the work in the week of 17 March 2025.

You did not attend on 17 March, 24 March or 7 April, the dates you gave me, and I have been unable to reach you by telephone. In the meantime there has been further water damage to the house.

As the work has not been started, I have now engaged another contractor. I am therefore cancelling our agreement and ask you to return my deposit of £400 in full within 14 days of the date of this letter.

If I have not received the refund by [date + 14 days], I will consider making a claim through the sheriff court's simple procedure.

Yours sincerely,

Rosa McAllister

---

Notes:
- You don't need to name the new firm in the letter - it's not his business, and it keeps things simple.
- Keep a copy and send it by recorded delivery; you could also email or text him a photo of it so there's no doubt he's received it.
- Under Scottish consumer law, where a trader fails to carry out a service within a reasonable time and you've had to go elsewhere, you're generally entitled to a refund of money paid for work not done.
- The **simple procedure** in the sheriff court is designed for claims up to £5,000 and can be started online. The fee for a small claim is modest. Just mentioning it is often enough.
- Citizens Advice Scotland can help if he disputes it.""", '2025-05-03 14:20', 52),
        ('user', "That's good but can you make it a wee bit less cross? He's got a young family and I'd rather he just paid it back than went to court. Keep the 14 days.", '2025-05-03 14:31', 0),
        ('assistant', """Of course - a softer version can be just as effective, and it gives him a way to put things right without losing face. The key is to keep the facts and the deadline, and add a line that shows goodwill.

Change the final paragraphs to:

"As the work has not been started and I cannot wait any longer, I have now engaged another contractor to carry out the repairs. I am therefore cancelling our agreement and ask you to return my deposit of £400 in full within 14 days of the date of this letter, by bank transfer to the account you have details of, or by cheque to the address above.

I understand that things do not always go to plan in your trade, and I would much rather settle this between ourselves. If I have not received the refund by [date], I will have to consider other options, including a simple procedure claim."

That keeps it polite and human while still being clear that you mean it. Good luck - and I hope the new roofers are everything he wasn't.""", '2025-05-03 14:31', 38),
        ('user', "Lovely. I'll post it Monday the 5th and email him a copy.", '2025-05-03 14:35', 0),
        ('assistant', "That sounds like a good plan. Make a note of the date you post it and keep the recorded delivery receipt with the copy of the letter. If you hear nothing by the deadline, a short follow-up referring to \"my letter of 5 May\" is the next step.", '2025-05-03 14:35', 14),
    ]
    write_json('chats/assistant/letter-to-roofer-2025-05.json',
               {'messages': [{'role': r, 'content': c, 'timestamp': iso(t, s)} for r, c, t, s in roofer]})

    xmas = [
        ('user', """Christmas planning. Fiona and I have settled it: Christmas Day at theirs in Stirling (Graham's collecting me on Christmas Eve), and then everyone comes to me on Boxing Day - Fiona, Graham, Eilidh (10) and Callum (7), and Neil, Hannah and wee Isla (18 months). That's 8 of us including me. Fiona's told me what Eilidh and Callum want. Hannah says Isla would love a wooden play kitchen - she's forever "making soup" with my pots. Can you help me plan the Boxing Day food? I want to start with a big pot of Cullen skink. Nothing too fancy, I'll be tired from Stirling.""", '2025-10-20 19:40', 0),
        ('assistant', """What a lovely plan - Christmas Day off your feet and then your own house full on Boxing Day. Here's a relaxed Boxing Day menu for 8 that leans on make-ahead dishes, so you're not stuck in the kitchen.

**Make-ahead plan**

*Before Christmas (freeze or store)*
- **Cullen skink base**: make the soup without the fish up to two days ahead and keep it in the fridge. On Boxing Day, reheat gently and poach the smoked haddock in it for 5 minutes. (Don't freeze the finished soup - the potatoes go grainy.)
- **Clootie dumpling or a trifle**: both keep well. Trifle is best made the day before.

*Boxing Day*
- **Starter**: Cullen skink with crusty bread and oatcakes.
- **Main**: A baked ham (glazed the day before, served cold or warm) with baked potatoes and a big salad - it's the Boxing Day classic for a reason, and there's no last-minute carving panic. Or a cold meat platter with leftovers from Stirling if Fiona sends some home with you!
- **For Isla**: plain pasta or mashed potato with a little ham, cut small.
- **Pudding**: trifle, clootie dumpling with custard, or both.
- **Later**: tea, Christmas cake, tablet.

**Tips**
- Ask Neil and Hannah to bring the drinks and Fiona to bring a salad or pudding - people like being asked.
- Lay the table on the 23rd before you go to Stirling.
- Put a tea towel over the Cullen skink pot and leave it on the back of the hob on a low heat - people can help themselves.
- Set up a small play corner for Isla with a few pots and wooden spoons (she'll be very happy with that, play kitchen or not).

**Shopping list (Boxing Day)**
- Undyed smoked haddock (about 700g for 8)
- Potatoes, onions, milk, butter, parsley
- Gammon joint (about 2kg) + glaze ingredients
- Salad, bread, oatcakes
- Trifle ingredients: sponge, jelly, custard, cream, fruit

Would you like a timetable for the day itself?""", '2025-10-20 19:40', 47),
        ('user', "No timetable needed, I ran a school for eleven years, I can run a Boxing Day. But thank you. Where would I get a wooden play kitchen that isn't a fortune?", '2025-10-20 19:52', 0),
        ('assistant', """Ha - point taken! For a wooden play kitchen that doesn't cost a fortune:

- **Supermarket and catalogue toy ranges** often have good-value wooden kitchens in the autumn, especially in the run-up to Black Friday (late November).
- **Second-hand**: local selling groups and charity shops often have them - toddlers grow out of them fast, so many are barely used. Check for loose parts and sharp edges.
- **Compact versions**: a small tabletop or corner kitchen is cheaper and takes less space in Neil and Hannah's flat.
- Check the age label (most are 18 months+ or 3 years+ because of small parts), and remove or avoid any tiny play food pieces for a child Isla's age.

A few wooden pots, pans and play vegetables to go with it make it feel complete, and those are cheap to add.""", '2025-10-20 19:52', 26),
    ]
    write_json('chats/assistant/christmas-planning-2025-10.json',
               {'messages': [{'role': r, 'content': c, 'timestamp': iso(t, s)} for r, c, t, s in xmas]})


# ---------------------------------------------------------------- jsonl
def jsonl():
    lines = [
        ('user', "Soup idea for the freezer using the allotment leeks? No mushrooms please, I can't stand them.", '2025-01-20 12:05', 0),
        ('assistant', "Leek and potato soup is the classic and freezes well: soften 3 leeks and an onion in butter, add 3 diced potatoes and 1.2 litres of stock, simmer 20 minutes and blend half. Other mushroom-free ideas: leek and butter bean soup, cock-a-leekie (with chicken and prunes), or leek and pea soup with mint. Freeze in portions, leaving space at the top of the tub.", '2025-01-20 12:05', 21),
        ('user', "How deep do I plant Charlotte seed potatoes and how far apart?", '2025-03-30 09:40', 0),
        ('assistant', "For first earlies like Charlotte: plant about 12-15cm (5-6 inches) deep, 30cm (12 inches) apart, in rows 45-60cm apart. Earth up when the shoots are about 20cm tall, and protect from late frosts with fleece or by drawing soil over the shoots.", '2025-03-30 09:40', 15),
        ('user', "My cataract op is next week. The pre-op nurse says I'll be on Maxidex four times a day plus chloramphenicol four times a day afterwards. Any tips for remembering, and for getting drops in with stiff fingers?", '2025-08-25 11:15', 0),
        ('assistant', "Some tips that help a lot of people:\n- Make a simple chart with a box for each drop and each time of day, and stick it on the fridge.\n- Set phone alarms for each time (e.g. 8am, 12, 4pm, 10pm).\n- Keep the bottles in one place with the chart.\n- Lie down or tilt your head right back, pull the lower lid down gently, and look up.\n- A drop guide (a plastic collar that fits on the bottle) or squeezing aid makes it much easier with stiff fingers - ask the pharmacy.\n- Leave 5 minutes between different drops.\n- Don't let the tip touch your eye.\nAlways follow the written instructions you're given at discharge, as regimes vary.", '2025-08-25 11:15', 33),
        ('user', "I'm on holiday in Inverness. I'm on Lotemax twice a day now (they changed it at my review because the pressure was up). Does it need to go in the fridge at the hotel?", '2025-10-08 21:30', 0),
        ('assistant', "Generally, loteprednol drops like Lotemax are stored at room temperature (below about 25C) and don't need refrigerating - but do check the leaflet in the box, as storage instructions can vary by product. Keep the bottle upright with the cap on, away from radiators and direct sunlight, and shake it before use if the leaflet says so. If in doubt, the hotel can keep it cool for you, or ask a local pharmacist.", '2025-10-08 21:30', 18),
        ('user', "Best way to keep geraniums over winter without a greenhouse?", '2025-10-26 15:02', 0),
        ('assistant', "Bring them in before the first frost. Either keep them as houseplants on a cool, bright windowsill (water sparingly), or cut them back to about 10-15cm, pot them up and keep them somewhere cool and frost-free. You can also take cuttings now - they root easily in gritty compost on a windowsill.", '2025-10-26 15:02', 20),
    ]
    p = path('chats/assistant/quick-questions-2025.jsonl')
    with open(p, 'w', encoding='utf-8') as f:
        for r, c, t, s in lines:
            f.write(json.dumps({'role': r, 'content': c, 'timestamp': iso(t, s)}, ensure_ascii=False) + '\n')


def build():
    chatgpt_exports()
    messages_files()
    jsonl()
