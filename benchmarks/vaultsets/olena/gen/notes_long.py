# -*- coding: utf-8 -*-
"""The three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/2025-03-23_nedilia_braindump.md"] = """# Неділя, 23 березня — braindump

Sunday evening, the cat is on the keyboard half the time, tea is cold. I promised myself I'd write everything down once a month so I stop lying awake sorting it. So here it is, the whole mess, in no order.

## Market, season two

The season started on the 1st of March and it was freezing. Stoisko B7 again, the corner by the passage between the two old factory halls, and I swear the wind there comes from three directions at once. First Saturday I sold 31 slices and had to hold the tent with one hand for half an hour. Mirek from the cheese stall next door came over with two extra weights and said "pani Oleno, to nie jest miejsce na ciasto, to jest miejsce na latawiec". He's right. I asked Karolina if there's any chance of moving, she said maybe in May when they redo the layout, no promises.

People remembered me from last year though, that was nice. The lady with the two dachshunds came on the first Saturday and bought a whole cake "for the dogs' birthday" (I hope not for the dogs). The student couple who always share one slice — back. The man who asks every single time if medovik is "the Russian cake" — back too, and I explained again, patiently, that it's ours, it's everywhere from Kharkiv to Lviv, and that nobody owns honey. He bought two slices, so okay.

Prices: I kept the same as the end of last season, 14 zł a slice, whole cake 120. It's too low. Butter went up again, boxes went up, Sowa's honey is 38 zł a kilo now and he already hinted that if the spring is cold it will be more. I'll leave it until Easter and then see. I hate raising prices, I always feel like I'm cheating somebody, which is stupid, because I'm the one standing in the wind at 7 a.m.

The card terminal story is finally over, I chose one, it's in stall_setup, I don't want to think about payment fees ever again.

Makowiec is selling less than medovik but the people who buy it buy whole rolls, so per hour it's actually fine. Mama says my poppy filling is "майже як у баби Ніни", which from her is the highest possible praise and also a criticism.

## Translation, or: why I'm finally done with Trados

This week Trados crashed on the TransWord package twice. The second time I lost almost two hours of segments because the autosave decided to not autosave. I sat there at midnight and actually said out loud to the cat "все, досить". I don't want to fight my tools. memoQ is what I actually like working in — the TM just behaves, the QA doesn't scream about nonsense, the project opens in seconds, and the termbase lookup is where my eyes already are. I've been paying for both for two years "just in case an agency insists". From now on: I work in memoQ. If an agency sends a Trados package, I convert it or I charge for the hassle. Tom at TransWord won't care as long as the bilingual file comes back clean. Agnieszka uses memoQ anyway. So the only reason I kept Trados was fear. Cancelled the renewal, it felt amazing, like throwing out a pair of shoes that always hurt.

Agnieszka also called on Thursday, off the record, about a "big legal thing" coming in April — an arbitration bundle, hundreds of pages, Polish and some Ukrainian witness statements, for a law firm she works with a lot. Codename HARBOUR (they love codenames at LinguaBridge, last year it was "TULIP"). She wants me on it because of the Ukrainian parts. It would be the biggest job I've ever had. It would also eat my whole spring and summer, exactly when mama is moving. Of course I said yes before she finished the sentence. Then I sat down and calculated and it's like six months of rent. I need to ask for a better rate, she knows it, I know it, we'll see.

And the sworn exam. I sent the application to the Ministry on the 5th, paid the fee, got the confirmation. It still feels unreal. Seven years ago I was cleaning offices in Wrocław at night with a Polish I was ashamed to open my mouth in, and now I'm applying to put a round stamp on documents for a court. Ira cried when I told her. Mama said "ну от, а ти казала не вийде" — I never said that, but fine.

## Мама

Mama called on Wednesday night after another night without electricity. She says "все нормально", which is what she always says. Then at the end of the call she said, very quietly, "якщо я приїду, то тільки щоб не на шию тобі". That's the first time she said "якщо я приїду" and not "я нікуди не поїду". I went to the kitchen and cried into the medovik dough. So: it's happening. Before autumn. Probably early summer.

Things that need to happen, in order, as far as I understand Polish bureaucracy:
1. A flat for her. Not with me — she'd go crazy in my 38 m² with the cat and my Friday-night baking, and I'd go crazy with her reorganising my kitchen. Near me, though. Criteria: no stairs or a lift (her knees), two rooms, tram nearby, not more than about 2300 zł with everything.
2. She crosses, gets PESEL UKR, then the residence card — there's a new card now for people with the UKR status, I need to read about it properly.
3. A doctor. Her pills. Her heart. She has a folder of Kharkiv cardiologist papers that she guards like the family silver.
4. Something for her to do, so she doesn't sit in the flat watching news all day. There are Polish classes for Ukrainian seniors at the Centrum Obywatelskie on Mondays and Wednesdays. She'll hate it for a month and then she'll be the class monitor.

Ira will go with her to the border, probably to Przemyśl. Ira has her kids, her job, Bohdan, but she says "я провезу маму до кінця, не сперечайся". Fine, I won't argue.

I started looking at flats on Otodom and OLX every night. Half of the ads say "nie dla obcokrajowców" in a polite way ("preferowane osoby pracujące na umowę o pracę", which means: not you). One agent asked on the phone, without any shame, if mama "will be able to pay herself". Hung up. Tomorrow I'll send five more messages. Two viewings booked for April already.

## Kharkiv

Another bad week there. The shop where mama buys bread had its windows blown out on Tuesday, nobody hurt, but she walked past it the next morning and saw the plywood. She told me about it like it was the weather. Ira's younger one (Sonia) now sleeps in the corridor by default, they don't even take the mattress away anymore. I read the news in the morning and then I have to translate a share purchase agreement with a straight face. I think that's what makes me so tired, not the work.

## Money, ZUS, taxes

Paid ZUS, paid the tax advance. The księgowa says ryczałt still makes sense, the stall income goes in the same bucket, fine. Invoices go out on the first. LinguaBridge pays on time, TransWord pays late but always pays. The Fundacja pays whenever and I don't push.

If HARBOUR happens and the stall keeps going like last year, I can pay mama's rent without touching my buffer. If not, the buffer lasts about five months. That's okay. That's more than I had in 2021 when I moved to Kraków from Wrocław with one suitcase and a cat carrier.

## Polish, language things

Funny moment at the post office: the lady asked me where I'm from "bo ma pani taki ładny akcent, śpiewny". Seven years, and I still sing. I stopped being offended by it. In translation work my Polish is fine, it's in the shop at 8 a.m. that I sometimes reach for a word and find the Ukrainian one or, worse, the English one. The other day I said "dziękuję, have a nice day" to the bus driver. He said "you too". Kraków is like that.

Also noted for the exam: I keep writing "w przeciągu" when I mean "w ciągu". My Polish teacher from the first year would kill me. Add to the list of shame.

## The cat, pani Krysia, the building

Pyrizhok is fat and happy and has discovered the radiator shelf. Pani Krysia from downstairs feeds him when I'm away and talks to him in a voice she doesn't use with humans. She says he's "the most polite cat in the building", which is a lie, he bit the postman's bag. Her son Andrzej fixed my kitchen tap last month and refused money, so I brought them a whole medovik and pani Krysia said "no, to jest łapówka, przyjmuję". I love this building.

## What I'm scared of

That mama comes and is unhappy here. That she'll be lonely, that the language will be a wall, that she'll blame herself for "leaving", that she'll get sick and I'll be at the market or in front of the laptop. That I'll be tired and impatient with her, like I sometimes am on the phone. That I'm taking her away from her home, her neighbours, her grave visits to dad.

But also: that she stays, and one night it's not the bread shop.

So. Flats this week. Harbour in April. Exam in autumn. Market every Saturday. One thing at a time, Олено. Одне за одним.

## Small list for this week
- reply to the two flat ads on Bochenka and Wielicka
- order more boxes (the 2-slice ones are almost gone)
- call Sowa about the next honey pickup, he wants to know how many kilos
- send Tom the invoice for the February job, with the PO, or his accounts department will cry again
- buy mama's photo paper for the passport photos? — no, Ira says they do it there
- sleep. Actually sleep.

Now the cat is sitting on the word "sleep". I take it as a sign.
"""

LONG["notes/2025-07-20_lito_vtoma.md"] = """# 20 липня — літо, втома, все одразу

It's 31 degrees, the fan is pushing hot air from one side of the room to the other, and I'm writing this instead of doing the 14 pages I promised myself. Let's be honest in here at least.

## I'm so tired

I'll just write it: I'm burnt out. Not "a bit tired", not "busy week". Completely empty. For two weeks I've been opening the HARBOUR files and reading the same paragraph three times. Yesterday I translated "zarząd" as "board of directors" in a contract where I've been writing "Management Board" for three months, and only the QA caught it. I used to love this work — the puzzle of it, the moment a sentence clicks in the other language and sounds like it was born there. Right now it feels like shovelling sand.

I caught myself on Thursday looking at job ads. Office jobs. Shared service centres in Kraków looking for Ukrainian speakers — salary, umowa o pracę, Multisport card, holidays that are actually holidays, someone else worries about ZUS. "Customer support specialist with Ukrainian and English." I'd be bored in a week. But at 2 a.m. bored sounds like paradise. I even thought: what if I just stop translating altogether and do only the cakes? Bake four days a week, two markets, maybe supply a café or two. Then I did the numbers and laughed. Cakes pay the flour and mama's bus tickets, not a life.

Maybe what I need is not to quit but to stop saying yes to everything. HARBOUR plus TransWord plus the Fundacja plus the exam prep plus the stall plus mama. Six jobs. No wonder.

I told Ira on the phone. She said "ти завжди так, спочатку все на себе, потім падаєш". She's right and I hate it.

## HARBOUR, the eternal

The deadline in June was moved to the 18th of July, and now, on the 20th of July, there's still no end, because the law firm keeps discovering new annexes, and then in the middle of July Agnieszka called and said the client is "rethinking the timeline" because the hearing might move. So I'm sitting on 380 translated pages and nobody knows when the rest is due. Agnieszka is lovely and also clearly as tired as me. She said "we'll have clarity in August". We'll see. The good part: they pay per batch, so the money for what's done comes in. The bad part: I can't plan anything, and the open questions to the client are just sitting there unanswered.

## Мама — six weeks in

She's been here six weeks. Some days it's wonderful: she comes to my place on Friday and we bake together, she does the poppy seed the old way, she bosses me around in my own kitchen and I let her. Some days she sits in her flat and watches Ukrainian news for six hours and calls me to tell me what I already read.

The flat on Bochenka is good. Parter, the small garden bit, she already planted dill and two tomatoes in pots. Pan Zbigniew came once "to check the meters" and stayed for tea for an hour; I think he's lonely too. She says he's "культурний чоловік". Good.

Doctor: registered at the przychodnia near her, the family doctor is Ukrainian, which is a miracle, mama came back from the first visit glowing. She got the referral to a cardiologist, but the NFZ queue is months. We'll see if we go private once, just to check.

Polish class: she went to three lessons, said the teacher speaks too fast, then went to the fourth and came back with a friend, pani Valentyna from Sumy, and now they go for coffee after. I said nothing, I just smiled into my phone.

The residence card: application went in through MOS at the beginning of July, they sent a date for fingerprints — 19th of August, 10:40, at the voivodeship office. I put it in her calendar and mine. She's nervous about it like it's an exam. I told her it's ten minutes, they press your fingers on glass, that's it.

## The stall

Best thing this year: since the middle of May we're at C12, by the bike racks right at the entrance from Lipowa, instead of B7 in the wind tunnel. Karolina did the new layout and I think she remembered my face in March. Footfall is completely different: everybody who comes by bike passes my table first, and cyclists are hungry people. The Saturdays in June were the best I ever had.

Prices: went up to 15 zł a slice in April and nobody said a word. I should have done it earlier.

Makowiec: I stopped making it for the summer, from the 5th of July. In a tent at 30 degrees the filling doesn't like it, the rolls sweat in the boxes, and nobody wants a heavy poppy seed roll when it's this hot. Plus mak at 32 zł a kilo this summer, crazy. Mama was offended for a day ("люди ж питають!"), then forgot. Medovik sells anyway, people eat it even in the heat, they just want it straight from the cold display.

Sanepid — all done, all fixed, letter sent back in June. I'm almost proud of the temperature notebook. It's the most organised thing in my life.

Honey: Sowa says the spring was terrible, cold in April, then rain in the linden time, and that from September the price will go up. How much — he'll tell me. I'm scared to ask. I use about 6 kg a month now.

## Heat, body, sleep

I sleep 5 hours. I eat medovik trimmings for breakfast. I haven't been to yoga since May. My back hurts from the laptop on the kitchen table. The doctor (mine) said the usual: sleep, move, less coffee. I laughed in the nice way.

Things I'm going to actually do, realistically:
- walk to mama's and back every day instead of the tram — 25 min, it counts
- no translating after 22:00. No. Not even "just one page".
- one full free day a week. Sunday. I'll try.

## Money, July edition

Strange month for money. HARBOUR is paid per delivered batch, so June was the best month I've ever had on paper and July will be almost nothing, because the client froze everything. TransWord had nothing for me since the leaflets in May. The Fundacja sent 15 pages and paid late, as always, and I can't be angry at them, they translate documents for people who lost everything.

The stall is now actually the steady part. Every Saturday, rain or heat, there's money in the tin and on the card reader. Not a lot, but it's regular, and it covers mama's rent almost exactly — which is a nice feeling I didn't expect: the cakes pay for mama's roof. I told her that and she was so proud she told pani Valentyna, who told the whole Polish class.

I opened a separate savings sub-account called "мама" in the bank app. 500 zł a month, automatically, for whatever comes: the private doctor, the deposit if we ever move her, a winter coat, a ticket to Kharkiv if she needs to go back for the papers.

## The building, the cat

Pyrizhok hates the heat even more than I do. He lies on the bathroom tiles like a fur carpet and looks at me like it's my fault. Pani Krysia brought him a frozen water bottle wrapped in a towel "for the little gentleman" and he actually slept next to it. She also watched him the day I went to Przemyśl and reported that he "behaved like a prince" — translation: he hid under the bed for ten minutes and then demanded food every hour.

## Market people

I'm starting to feel like part of the market family. Mirek with the cheese gives me the ends of the oscypek, I give him the medovik trimmings. Ewa with the flowers gave mama a bunch of peonies when she came to the stall for the first time, just like that, "dla mamy". The coffee guy, Luca, speaks to me in English and to everybody else in terrible Polish, and makes me a flat white without asking at 8:15. There's a new pierogi stall where B7 used to be — a Polish lady who learned to make varenyky "from a Ukrainian neighbour" and asked me, a little nervous, to try one. They were good. Not mama-good, but good.

Mama came to the stall on two Saturdays and stood behind the table with me. She can't say much in Polish yet, but she smiles, and people buy more when she's there. I'm not joking. An old lady asked if it's "mamy przepis" and I said yes and mama understood and nodded like a queen.

## Kharkiv

Ira says the city is strange in summer — full of life in the daytime, cafés open, kids on scooters, and then at night everybody listens to the sky. She sent a photo of mama's balcony with the geraniums the neighbour is watering. Mama looked at it for a long time and then said "треба буде вирішити з квартирою". Not now. Later. Definately not this month. We haven't talked about it seriously yet. Ira and I agreed to leave it until mama brings it up herself.

## The exam, in the background

The written part is in October, the date will come from the Komisja. Every second Tuesday I sit with my study partner and we mark each other's texts. I'm behind on my flashcards. I'm behind on everything. But weirdly the exam prep is the part I don't mind — it feels like it's for me, not for a client.

## Note to self

Olena, listen: you are not going to quit translating. You're going to finish HARBOUR, pass the exam, put a round stamp on a paper and charge properly for it. What you're going to quit is saying yes at midnight. And you're going to buy a proper chair.

Now 14 pages. Okay, 10.
"""

LONG["notes/2025-10-05_osin_pered_ispytom.md"] = """# 5 жовтня — осінь, до іспиту 9 днів

Rain all week, the market yesterday was half empty, and I'm sitting in my favourite café writing this instead of doing the mock exam I scheduled for this morning. Classic.

## Where I work now

Honestly, I get more done here than at home. Kawiarnia "Wesoła Łyżka" on Zabłocie, the corner table by the window, before 11 when it's only the laptop people and the quiet guy with the crossword. Flat white, oat milk, nobody talks to me, the music is low, and there's no cat walking across the keyboard and no kitchen shouting "bake something". At home I clean, I bake, I check the fridge. Here I translate. After 11 the mums with prams come and it gets loud, that's my signal to go. I wish I'd found this place two years ago.

## The exam

Nine days. The written part is on Tuesday the 14th in Warsaw, 9:00, the letter came in September. I have the train booked, the early one, and a hotel? No — no hotel, I'll come back the same evening, mama wants me home.

Taras has been a rock. We've been meeting every second Tuesday since June, but for the last month it's been every week, and last Tuesday we did a full mock oral: he read a court judgment in Polish and I had to do it into Ukrainian on sight, then he did a Ukrainian medical certificate into Polish, and we marked each other with the official criteria. He's harsh. He took off points for my "w przeciągu" (AGAIN) and for saying "відповідач" where it should have been "відповідачка" because the defendant was a woman. I took off points from him for rushing. We laughed, we drank terrible tea. Taras is doing it for the second time — he failed the oral last year by three points — so he knows exactly where they catch people. I'm so lucky.

What scares me: the written is four hours, four texts, paper dictionaries only. My handwriting after two hours looks like a doctor's. I bought good pens. I'll write slowly. Slowly.

What I still need to do:
- one more full written mock, timed
- the Polish court names — I still mix up sąd okręgowy / apelacyjny in Ukrainian sometimes
- sleep properly on the 12th and 13th (ha)

## HARBOUR

The "clarity in August" came: new deadline 14 November, because the client added sixty pages of exhibits and the hearing moved. Agnieszka also finally gave me the new rate from September, which I'd been asking for since spring. I'm at about 440 pages out of 480. The last bits are the worst: exhibits with handwritten notes, scanned at an angle, a Ukrainian witness whose name is spelled three different ways. There are still two questions to the client with no answer, and I've chased them twice. Agnieszka says the lawyers are "in court every day". Fine, but then don't complain when the English says "[illegible]".

Honestly though, after the summer meltdown, it's better. I stopped working after ten at night. I mostly kept to it. I did buy the chair.

## TransWord

The NGO reports job for Tom is done — delivered on the 19th of September, 11,400 words, the biggest I ever did for them. Invoice sent with their PO (I learned my lesson). Their terms are 45 days, so no money before November. Tom is nice, his accounts department is a black hole.

## Мама

The fingerprints were done in September (they moved the appointment once, of course), now we wait for the decision on the card. She's calmer since then. She's got her Polish class twice a week, pani Valentyna, the coffee after, the przychodnia where the doctor speaks Ukrainian. She has a life. It happened slowly and then suddenly. Last week she told the lady in the Biedronka "proszę reklamówkę" without looking at me for help, and then looked at me like she'd won the Olympics.

She keeps pushing me about makowiec. "Люди питають. Осінь. Я сама натру мак." She's right that people ask — every Saturday someone does. I keep saying I'll decide after I run the numbers, because poppy seed is still expensive and it's a lot of work on Thursdays. But if she grinds the poppy... we'll see. Not deciding today.

Pan Zbigniew came by and said, very politely, that from November he'll need more for the rent, "everything is more expensive, pani rozumie". He'll send an annex by e-mail. I understand. I still don't like it. Mama said "it's fair, he's a good man", which is easy to say when I'm the one paying.

And the gas water heater in her bathroom keeps going out in the middle of a shower. She told me only after a week, "не хотіла турбувати". Told the landlord, he said he'll send his guy.

## The stall

Rain = half the people. But the regulars come anyway. The two dachshunds lady, the student couple (now married! they showed me the ring, I gave them a slice for free). Since the summer the mini medoviks in jars are a hit — people buy them as gifts.

I need to raise the prices again. Honey, butter, everything. I hate it. I'll do it next Saturday with the new price list and not apologise. No apologising.

Karolina wrote on the list that the Christmas market is definitely happening this year. December. I want to do it. Mama wants to do it. My back is not consulted.

## Money, autumn

Better than I feared in July. HARBOUR paid for the exhibits in September and October, the new rate actually shows on the invoices, and the stall had the best September ever because of the festival. The "мама" sub-account has almost 2000 zł now. When Tom's money finally arrives it goes half to taxes, half to the buffer, and I'm not touching it.

The exam, if I pass it, changes the maths completely. Sworn translations for people — birth certificates, diplomas, court papers — are the thing everybody in our community needs and nobody can get quickly. Half of the people at the market who hear that I'm a translator ask "а ви присяжна?" and walk away when I say "not yet". I'd need a proper stamp, the register entry, maybe a tiny room to receive people twice a week. I'm getting ahead of myself. First the 14th.

## Polish, still

Funny thing: in the mock oral Taras said my Polish sounds more "official" than his, and his is native-level, he's been here twelve years. I think it's because I learned it from documents. I speak like a court judgment. At the market I try to be softer. Mama, on the other hand, learns Polish from the Biedronka and from pani Valentyna, so she speaks like a shop assistant from Sumy. Between us we're one normal Polish person.

## The cat, the building

Pyrizhok turned nine. The vet says he's "a senior gentleman with the heart of a young man and the weight of a middle-aged one". Diet food. He's insulted. Pani Krysia secretly gives him ham, I know it, she knows I know it.

Andrzej from downstairs asked if I could translate a letter for his friend's Ukrainian wife — of course, for free. In return he'll look at my bike. This building runs on favours and cake.

## Things I want for the winter

- to pass, obviously
- to finish HARBOUR without hating it
- one weekend with no market, no laptop, just mama and me, maybe Zakopane, she's never seen the mountains in snow
- Christmas here, all of us — Ira keeps saying "maybe". Probably not, with the kids and the border. Then Christmas on video, with the big screen. Fine.
- a proper winter coat for mama, she keeps saying her Kharkiv one is fine, it's not

## Kharkiv

Mama's flat there — Ira and mama sorted it out in August in the family chat, and I'm glad I wasn't the one who had to make the call. It's decided, it's fine, mama sleeps better knowing someone is there.

Ira's older one started university — in Kharkiv, online half the time. Ira sent a photo of him with a backpack bigger than him. Mama cried, of course.

## Me

I'm okay. Better than in July. Tired, but the good tired. I go to yoga on Mondays again (mostly). I walk to mama's. I sleep six hours, sometimes seven.

Sometimes I think about this time last year: mama in Kharkiv, me on the phone every night, no exam, no HARBOUR, the stall in the wind. Everything moved. Slowly and then all at once, like mama's Polish.

## This week
- full mock written — Tuesday, with Taras checking
- pack for Warsaw: ID, the Ministry letter, 3 pens, water, chocolate, paper dictionaries
- new price list for the stall
- remind Tom's accounts about the invoice when it's due (November)
- buy mama a warm coat before the real cold

Right — the mums with prams just arrived. That's my cue.
"""
