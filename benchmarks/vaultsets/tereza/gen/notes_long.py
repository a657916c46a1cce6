"""The three long, rambling notes."""
from common import prague

BRAIN_DUMP = """
---
title: Mid-year brain dump
date: 2025-07-13
tags: [journal, review, rambling]
---
# Mid-year brain dump (Sunday, balcony, way too hot to do anything useful)

Marek is in the Jeseníky with his cycling people until Tuesday, so I have the flat to myself, and I
promised myself I would finally write down everything that has been rattling around in my head since
January. My real notes are scattered across five apps, two notebooks and a pile of paper on the fridge
held up by a magnet shaped like a tvarůžek. This is not going to be organised. It is a brain dump.
Future Tereza, you have been warned.

## Work

The big thing this year is obviously the E2E rewrite. We spent February being very sure about one tool,
and then March and April finding out all the ways we were wrong. I am still a bit annoyed with myself for
not pushing harder on the popup problem in the very first spike – I *knew* the bank-connect flow opens a
second window, I had literally written the test case for it in 2023. Anyway, it is settled now, it is
written down in the ADR, and the old Selenium suite is officially frozen. We are maybe 45 % through the
critical paths. Nikola is carrying most of it and she is brilliant at it, honestly better than me at the
framework internals. My job is mostly to keep the priorities straight: invoices, approvals, bank connect,
user management. Everything else can wait until autumn, and I have to keep saying that out loud because
every product manager has "just one tiny flow" that is obviously critical.

Flaky tests. Our flaky rate was around 6 % in January, it is around 3 % now, and the goal is under 2 % by
the end of the year. The quarantine label helps a lot – the rule that a quarantined test has an owner and
expires after 14 days was the best thing we did. The thing I keep saying in every retro and nobody wants to
hear: a flaky test is very often a real race condition in the product that we are too lazy to chase. Double
submits. Optimistic UI that lies for two seconds. A spinner that disappears before the data is there. I
should turn that into a talk. Actually – I did submit something to QA Days here in Brno, the deadline was the
end of June, so we will see in August. Jakub laughed at my title. Jakub laughs at all titles.

Hiring: Lukáš finally got the headcount for one more QA engineer, to start in the autumn if we find the
right person. We had a first batch of CVs and it is mostly people who list every tool ever invented and
cannot explain what a boundary value is. I want someone curious more than someone certified. I want someone
who reads an error message to the end. That is apparently a rare skill.

My performance review was on Thursday. It went well, I think. Lukáš said the things managers say –
"strategic", "visibility", "multiplier". I asked about a proper certification course for myself this year
and he said he would check the training budget with finance. I have heard "I'll check with finance" before.
I put a reminder in for September.

A thing I want to be more deliberate about in the second half of the year: my calendar. I finally noticed
that my best work – real test design, thinking through risky areas, writing charters for exploratory
sessions, reviewing the scary pull requests – happens in the mornings, roughly from eight until lunch, when
the office is quiet and my head is clear. By three in the afternoon I am a meeting machine and I cannot think
deeper than a Jira ticket. So from now on: mornings are for thinking, meetings go to the afternoon. I have
started declining anything before 11:30 unless it is the standup or something is on fire, and I blocked
8:30–11:30 as "focus" in the work calendar. Lukáš was fine with it. Sofie sighed, but she will live. If I ever
have to choose, I would take a four o'clock meeting over a nine o'clock one every single time.

Also: fewer meetings in general, more written updates. A good written status beats a thirty-minute sync
where eight people watch one person share a screen and scroll.

## Choir

The spring concert in May was lovely. Packed church, somebody's baby sang along in the quiet bit of the
Michna, and Vojta pretended not to hear it. The altos were solid for once. I was so nervous about the
Dvořák arrangement and then it just... worked. Irena played like an angel, as always, and afterwards we
went to the pub next door and sang in the courtyard until the landlord came out, and then he sang too.

The general meeting in June was long. We voted on the fee – it had to go up, the rent for the new place is
higher and the music budget has been negative for two years – and we voted on where to rehearse from
September, because the ZUŠ is being renovated and we are out. Everything is in the minutes I e-mailed to the
mailing list; I am not writing it twice. Being the admin means: the member spreadsheet, tracking who paid,
the website, the mailing list, the consent forms, the poster for every concert, answering "what time is
rehearsal" every single week even though it has been the same time for eleven years. I love it and I hate it
in roughly equal amounts. Dana keeps saying she will find someone to help me. Dana has been saying that since
2022.

Vojta wants us to do something more ambitious for Christmas. I am scared. We will see the programme in
September.

## Chata

The roof is finally happening in August – two weeks, Šimek's crew. The price went up in spring because of
the metal sheet prices, which hurt, but I would rather pay and have it done properly than spend another winter
looking at asbestos shingles cracking over the kitchen. The deposit is paid. Šimek sends me photos of other
roofs he has done, I think to calm me down. It does calm me down.

The bojler works again since June, thank God. Hot water at the chata is a luxury I will never take for granted
again. Two weekends of washing in a bowl of water heated on the camping stove were enough to make me
appreciate central Europe's invention of plumbing.

We took a water sample from the well on Tuesday – the lab sends the results in about two weeks. Until then,
bottled water, and I keep reminding Marek not to brush his teeth with the tap water. He keeps forgetting.

The attic insulation is the next big thing. Marek and I argued about materials for two whole weekends. I
asked one of the AI chats about it at some point, which was useful for the numbers but useless for the
argument. We agreed to decide once the roof is on and we can actually see the rafters in daylight.

I keep finding babička's things. A tin box with buttons sorted by colour. A notebook of recipes from 1968.
A photo of my mum at maybe ten years old, standing in front of the kůlna with a goat. I sat on the stairs and
cried for a while and then I wiped my face and went back to scraping wallpaper. That is the chata in one
sentence, I think.

## Dad

Dad's right eye is great. He says colours are brighter, he reads the newspaper without the magnifier, and he
is a bit of a menace now because he suddenly notices dust everywhere in his flat and calls me to complain
about it, as if I had put it there. He has also discovered email forwards. God help us. The second eye will be in the autumn – the clinic will send the date.

Ondra and I have a decent system now: I do the medical stuff and paperwork, he does the heavy lifting and
the weekend visits. Dad pretends he does not need either of us. Paní Hrubá from the second floor is our secret
agent; she reports if he skips lunch.

He asked me again whether I am "going to marry that Marek". I said we are fine as we are. He said "fine is
for weather". I am writing that down because one day I will want to remember exactly how he said it.

## Marek, us, summer

We are good. Busy, but good. He spends more weekends at the chata than I do, which is both wonderful and
a little bit suspicious – I think he likes the quiet more than he likes me. He has started calling the
attic "my workshop". We will see about that.

Summer plans: we wanted Slovenia in late August. Not happening with the roof. Maybe a long weekend in
September, maybe the Pálava in October for the wine harvest. I definately owe him a proper birthday present from March,
the bike light does not count.

## Me

Running again, three times a week along the Svitava, slowly. My knee complains on the downhill bit near
the Lužánky end. Reading: finished the Olga Tokarczuk, started something lighter and abandoned it.
Sleeping better when I do not check Slack after nine.

Money: chata spending is at roughly 130 thousand so far this year and the roof is still coming. The
spreadsheet says we are fine. The spreadsheet is an optimist.

## Things I keep forgetting (and should not)

- Dad's birthday in December – order the present in November, not on the second of December like last year
- the choir domain renewal is sometime in the autumn – check the date
- winter tyres in November
- dentist – I have not been in over a year, which is embarrassing
- ask Brabcovi what they want for looking after the place all winter – they will say "nothing", insist anyway
- send Lucie the baby-shop link Ondra asked for

OK. That is everything, or at least everything I can remember while melting. Going to make a salad and watch
something stupid.
"""

DENIK = """
---
title: Chata – deník, léto 2025
tags: [chata, deník]
---
# Chata – deník, léto 2025

Píšu sem, co se na chatě dělo, hlavně abych za rok věděla, co jsme kdy udělali a proč. A taky protože
babička si psala do kalendáře počasí a kdo přijel na návštěvu, a mně to přijde jako hezká tradice.

## So 7. 6. 2025

První pořádný letní víkend. Přijeli jsme s Markem v pátek večer, ráno mlha nad loukou jako v pohádce.
Celý den jsme vyklízeli kuchyň a komoru. V kredenci jsem našla babiččin sešit s recepty – modrý, „Recepty
1968“, psaný krasopisem a zašpiněný od mouky. Buchty jsem přepsala do poznámek, zbytek nafotím.
Myši si udělaly hnízdo v krabici se starými ubrusy, takže ubrusy šly do ohně a Marek koupí pasti.
Večer jsme seděli na zápraží a poslouchali žáby od rybníka. Marek řekl, že by tu klidně bydlel. Nevím, jestli
to myslel vážně.

## Ne 8. 6.

Voda. Čerpadlo cvakalo a nejelo, tak jsem konečně pořádně prolezla sklep. Hlavní uzávěr vody je ve sklepě
pod schody vlevo – červené kolečko, úplně zarostlé pavučinami, babička ho podle všeho nezavírala nikdy v životě.
Povolila jsem ho WD-40 a hadrem a teď jde. Čerpadlo nakonec naskočilo po odvzdušnění.
Bojler ale netopí. Voda studená jako ze studny (protože je ze studny, ha). Marek říká, že to bude spirála.
Volala jsem instalatérovi z kontaktů, přijede ve čtvrtek 26. 6., Marek mu otevře.

## So 14. 6.

Obecní úřad. Starosta pan Dušek mi ukázal katastrální mapu a vysvětlil, že kus louky za kůlnou patří
obci, ne nám, takže plot, který tam babička postavila v roce 1985, stojí „trochu na obecním“. Smál se, že to
nikomu nevadilo čtyřicet let a nebude vadit ani dalších čtyřicet. Přihlásila jsem chatu k odvozu odpadu a
zaplatila poplatek za popelnici. Taky jsem se ptala na ohlášení kvůli střeše – prý to řeší firma, když se
mění jen krytina a nemění se tvar. Dobře.
Odpoledne jsem třídila babiččiny fotky. Celá krabice od bot, většina bez popisků. Táta po telefonu poznal
asi polovinu lidí, u zbytku říkal „to byla nějaká teta z Vatína“. Nafotím to a pošlu mu to zvětšené, ať
to vidí.
Marek zatím vyměnil pant u dveří do kůlny a opravil okapový žlab nad vchodem provizorně drátem. „Do srpna
to vydrží.“ Vydrželo.

## So 21. 6.

Bojler pořád nic, takže mytí v lavoru. Nevadí, je léto.
Dopoledne přišli Brabcovi s koláči a paní Brabcová vyprávěla, jak babička chodila každé ráno pro mléko
k Pospíšilům a vždycky se zastavila u kapličky. Pan Brabec slíbil, že nám v zimě bude chodit kontrolovat,
jestli nepraská potrubí. Je to poklad.
Odpoledne jsme natřeli trámy na půdě tím přípravkem proti červotoči, co mi doporučil ChatGPT – dva nátěry
štětcem, v rukavicích a s respirátorem. Smrdí to jak sto čertů, na půdu teď týden nechodit. Staré výletové
otvory jsou všude, ale čerstvé drtinky jsme našli jen u jednoho trámu nad komorou.

## Čt 26. 6.

Nebyla jsem tam, ale Marek hlásí: bojler opraven, nová spirála a termostat, teplá voda teče! Poslal mi video,
jak mu teče horká voda na ruku a on řve radostí. Na tohle video se budu dívat v zimě, až bude smutno.

## So 5. 7.

Brigáda. Přijel Ondra s Lucií – Lucie je těhotná, řekli nám to u oběda, já brečela do polévky.
Ondra s Markem strhali starou podlahu v komoře (shnilá od sklepa), já s Lucií plela zahradu a řezala
ostružiní u kůlny. Ondra byl překvapivě nadšený, chodil po zahradě a plánoval, kde bude jednou houpačka.
Večer jsme opekli buřty a Ondra vytáhl kytaru, kterou našel na půdě. Chybí jí dvě struny.

## Ne 6. 7.

Druhý den brigády. Ondra s Markem odvezli starou podlahu na skládku do Bystřice, dvě jízdy s vozíkem od
Brabců. Já jsem vymalovala komoru na bílo, vápnem, tak jak to bylo vždycky – žádné disperzní barvy, stěny
musí dýchat. Lucie seděla ve stínu a dělala seznam jmen pro miminko, Ondra všechno vetoval.
Odpoledne přišla bouřka, vypadl proud, seděli jsme v kuchyni při svíčkách a Lucie se ptala, jaká byla
babička. Povídali jsme s Ondrou střídavě a dlouho. Bylo to hezké a smutné zároveň.
Před odjezdem jsem všechno zamkla a dvakrát zkontrolovala okna, jestli jsou zavřená.

## Út 8. 7.

Paní z VodaLabu z Jihlavy přijela odebrat vzorek – jeden z kohoutku v kuchyni, jeden přímo ze studny.
Studna je kopaná, asi 9 m, skruže. Prý ať do výsledků vodu nepijeme, ani převařenou ne pro jistotu.
Vzala jsem si na to den dovolené, Lukáš se jen smál, že QA leaderka testuje vodu.

## Po 21. 7.

Výsledky vody přišly mailem, protokol je v příloze. Nic moc, vypadá to, že s tou studnou budeme muset
něco udělat. Podrobně to přečtu večer a probereme s Markem. Zatím dál balená voda.

## Střecha – první srpnový týden

Začátkem srpna nastoupila Šimkova parta – čtyři chlapi a pan Šimek, který chodí s metrem za uchem a všechno
si dvakrát přeměří. Nejdřív sundávali eternit: v oblecích, s respirátory, všechno mokré, aby se neprášilo,
šablony balili do fólie a nakládali do speciálního kontejneru. Vypadalo to jako z filmu o katastrofě.
Pak laťování – pod eternitem byly latě nad kuchyní úplně shnilé a dvě krokve naprasklé, takže se měnily taky
(vícepráce, jak jinak). Marek tam byl skoro celý týden, já jen na prodloužený víkend, zbytek home office
z chaty na mobilní data. Standup z lavičky pod jabloní. Nikdo si nestěžoval, jen Sofie se ptala, proč
v pozadí kokrhá kohout. (Pospíšilovi mají kohouta.)

## So 9. 8.

Přijela jsem na prodloužený víkend. Střecha v půlce: půlka antracitová a krásná, půlka jen latě a fólie.
V noci přišla bouřka a já ležela v posteli a poslouchala, jestli teče dovnitř. Neteklo. Ráno pan Šimek
přijel v sedm, vylezl nahoru, prohlédl fólii a řekl „no vidíte“. Celý den jsem nosila chlapům kafe a
koláče od paní Brabcové a cítila se jako na stavbě v šedesátých letech.
Vícepráce: dvě krokve nad kuchyní vyměnit, pan Šimek to hned nafotil a poslal cenu, nesmlouvala jsem.

## Pá 15. 8.

Střecha je hotová!!! Antracitový falcovaný plech, nové okapy a svody, oplechování komína. Vypadá to nádherně,
jako by chata najednou stála rovněji. Pan Šimek s námi prošel celou střechu zespodu z půdy a ukazoval, co
kde udělali. Po dokončení jsme s Markem vzali celou partu od Šimka na večeři do hospody U Zeleného stromu
v Bystřici – nejlepší svíčková v okolí, obrovské knedlíky, a pivo z místního pivovaru. Marek snědl dva
přídavky knedlíků a pak s chlapama vedl debatu o tom, jestli je lepší plech nebo tašky, dokud nás hospodská
nevyhodila. Platili jsme my a bylo to to nejlepší utracení peněz za celé léto.

## Ne 17. 8.

Úklid po pokrývačích. Všude kousky fólie, hřebíky, špačky. Marek chodil po zahradě s magnetem na tyči a
našel jich asi dvě stě. Okapy jsme vyčistili od listí, které tam napadalo už během práce. Pak jsme lezli
na půdu a dívali se na krokve v denním světle, protože jsme slíbili, že o izolaci rozhodneme, až bude střecha
hotová. Měřili jsme vzdálenosti mezi krokvemi (nepravidelné, 80 až 95 cm, babiččin děda asi neměl metr)
a fotili každé pole zvlášť. Večer tabulky, ceny, argumenty. Nerozhodli jsme. Usnuli jsme nad tím.

## So 23. 8. – izolace podkroví, rozhodnuto

Po dlouhém dohadování s Markem (a jedné hádce, kterou sem psát nebudu) je rozhodnuto: podkroví zateplíme
**dřevovláknitými deskami** – 160 mm mezi krokve a 60 mm pod krokve, z vnitřní strany parobrzda a pak
palubky. Minerální vata by vyšla asi o 15 tisíc levněji, ale dřevovlákno líp drží teplo v létě (na půdě
bylo v srpnu přes 40 °C), dýchá, a hlavně se s ním mně líp pracuje – vata mi vadí, kousala jsem se od ní celé
dětství, když táta zateploval garáž. Ovčí vlna je krásná, ale drahá a bála jsem se molů. Konopí jsme ani
nenašli od žádného rozumného dodavatele. Materiál objednáme v říjnu u Dlouhého, až bude akce, a budeme
to dělat postupně přes zimu po víkendech. Marek už si kreslí plán v tabulce a je šťastný jako dítě.

## Ne 24. 8.

Ráno jsme šli na houby do lesa za rybníkem. Nic, jen dva hřiby a jedna obrovská bedla. Babička by našla
košík. Odpoledne jsem seděla v kuchyni a poprvé od pohřbu jsem měla pocit, že je to tady i moje, ne jen její.
Že jsem to nezdědila, ale že to pokračuje.

## So 30. 8.

Kamna v kuchyni jsme zatím nezapalovali, kominík přijde až v září. Pan Brabec říká, že babička topila
do poslední zimy a „tahalo to jako drak“, ale já tomu komínu nevěřím, po padesáti letech.
Okna: pořád nevím. Plast je skoro o třetinu levnější, Okna Vysočina drží cenu do konce září. Marek je pro
dřevo, táta po telefonu pro plast („plast je věčný“), já nevím. Rozhodnout do konce září.

## Ne 31. 8.

Poslední letní neděle. Pijeme pořád balenou vodu, studnu budeme muset vydezinfikovat, až na to bude čas.
Shrnutí léta: střecha hotová, bojler funguje, trámy ošetřené, izolace vybraná, voda se řeší, okna se řeší,
kamna se řeší. Tak nějak je to „řeší se“ celá chata. Ale poprvé mám pocit, že to zvládneme.
Příští víkend do Brna, sbor začíná zase zkoušet na novém místě a já musím připravit seznam členů.
"""

OCTOBER = """
---
title: October ramble
date: 2025-10-19
tags: [journal, rambling]
---
# October ramble (Sunday evening, back from the retreat, voice gone)

I have no voice left. We sang from Friday evening until about one in the morning last night and then again all
of this morning, and now I sound like a crow with a cold. Writing instead of talking, then.

## The retreat

The retreat weekend in the Vysočina was exactly what the choir needed. Three days, one old penzion with
creaky floors and a dining room with a piano that Irena declared "a crime against music" and then played
beautifully anyway. Vojta had a plan for every hour and we followed maybe half of it, which is a record. The
Christmas programme is harder than anything we have done in years. The Rutter is lovely but the English
vowels are killing the basses, and the Ryba is the Ryba: everyone thinks they know it, nobody actually does.

Jonas – our new German tenor – brought a guitar and on Saturday night we sang Czech folk songs to him and he
sang German ones back and by midnight we had a weird bilingual version of "Pásli ovce Valaši" that I hope
nobody recorded. Somebody definitely recorded it.

The new scarves arrived just before the retreat. I have opinions about the whole scarf saga, but I will keep
them to myself. Everyone looked very festive at the Saturday photo and the photos need to go on the website,
which means me, which means some evening next week.

Admin things I did at the retreat because people cannot escape me there: collected three fee payments in
cash (which Eva hates), reminded the new people about the consent forms for the fifth time, and got Dana to
finally agree that someone else will do the Christmas poster next year.

## Dad

The clinic moved dad's second operation. They called him and sent an email – some problem with a machine –
and now it is in late November instead of October. No big deal medically, but I had to move half of my
November around it, including the conference week, and dad was grumpy for two days because he had
"mentally prepared". He also wants the better lens this time, the one you pay extra for, and the paperwork for
that is a whole separate adventure. Ondra and I will split the days between us, as always.

I'll take the train again, of course. Honestly, I would always rather take the train to Olomouc than drive:
an hour and a half of reading, or working, or just looking out of the window at the fields around Vyškov,
instead of white-knuckling the D1 behind a line of trucks. No parking circus near dad's flat either – you
can drive round the block there for twenty minutes. Marek thinks I am being stubborn since we have a perfectly
fine car. I am being stubborn. The car is for the chata and for things that do not fit in a backpack.

Dad has also decided that he will not get new glasses until after the second eye, which was the doctor's idea
in the first place but he now presents as his own. Fine by me.

## Chata

Last Saturday the kamnář came to look at babička's tiled stove – pan Mach, an older man with huge hands who
talked to the stove more than to me. He tapped every tile, looked into every door, shone a torch up the flue
and made a long "hmmm". The tiles are original and some are cracked; the inside of the firebox is falling
apart. He was pessimistic but said it can be saved if we are patient and not cheap. I liked him immediately.

And the chimney sweep's report in September wasn't great either – I forwarded it to Marek back then and we
talked about it for a whole evening. The short version: no fire in the kitchen stove this winter, and
probably not until spring. We will heat the one room with the electric radiator and wear sweaters. Babička
would laugh at us.

Winter prep: the firewood arrives this week from pan Kříž (eight prm of beech, it will sit and dry until next
year anyway). The water has to be drained before the first real frost. Brabcovi will keep an eye on the place.
The windows are ordered – the deposit went out at the beginning of October and they come after the winter.
And the attic: Marek has put up the first three bays of insulation and it already feels different up there,
warmer and quieter. He is ridiculously proud of it. He should be.

I changed the key box code after the roofers and the electrician and half the village had it. I sent the new
one to the family chat, so it is there if I forget. I will forget.

## Work

QA Days is in five weeks and I have an outline and zero slides. The talk is going to be about flaky tests and
I have all the data from this year, so it is mostly about making the story clear and not making it a rant.
Lukáš says he will come to watch, which is nice and also terrifying.

The candidate with the testing blog accepted our offer last week – I still grin every time I think about it.
He starts sometime around December, HR is still sorting out the exact date, and I will be his onboarding buddy.

The test environment moved in September to the new cluster, which was painful for exactly one week and then
everyone forgot the old one existed. Except my old how-to document, which still points to the dead
environment. One day.

The E2E migration is basically done for the critical paths. The nightly is green most mornings and when it is
red it is usually a real bug, which is the entire point. I want to frame that on the wall.

## Release season

Release 4.12 is the big one this autumn – a new multi-step approval flow, the ISDOC export and the user
roles rework, all in one release, because of course. Sofie wants it out before the Christmas freeze, the
developers want another two weeks, and I am in the middle as usual, holding the checklist like a shield. My
rule this time: no sign-off without three green nightlies in a row and an exploratory session on the approval
flow by somebody who did not build it. Jakub volunteered for the exploratory session, which is brave, because
the approval flow has more states than my grandmother's recipe notebook has stains.

The quarantine list is finally short. Eleven tests in September, four now, and two of those are the same
WebKit timezone bug in the date picker that nobody wants to own. I will own it. Somebody has to.

I also keep thinking about how to write the monthly quality report so that leadership actually reads it. The
flaky-rate chart worked; numbers with a line going down make people happy. Maybe I should add a "bugs caught
by the nightly before customers saw them" counter. People love a counter.

## Running, reading, sleeping

Running has collapsed since September – choir twice a week now with the retreat preparations, the chata
every other weekend, and it gets dark at six. I am trying to keep at least one long run on Sunday mornings
along the Svitava, which is beautiful in October, all yellow and smelling of wet leaves. Reading: a Czech
crime novel that Dana lent me, set in Třebíč, which is funny because I know every street. Sleeping: badly
before the retreat, well after it. Singing for three days is better than any pill.

## Ondra and Lucie

Ondra sent a photo of the ultrasound to the family chat with the caption "your future babysitting duties".
Dad replied with seven crying-laughing faces, which is more emoji than he has sent in his entire life combined.
The baby is due in March. Lucie is fine, tired, eating pickles with yoghurt. I am going to be an aunt, which
feels like something that should come with a manual.

## Marek

Marek is good. He is more in love with the chata than with me, I have decided, and I am OK with it. We went
to the Pálava two weekends ago for the end of the harvest – burčák in a courtyard in Dolní Věstonice, a long
walk up to the castle ruins, a too-expensive dinner. He asked about the future in a careful sideways way and I
answered in a careful sideways way and we both knew exactly what the other one meant. Dad would say "fine is
for weather".

## Things in my head at 22:00

- retreat photos → website
- Christmas poster text – Dana wants it in November
- slides, slides, slides
- move the dentist? no, keep it, I have postponed it twice already
- Lucie's birthday present was late, send flowers at least
- order dad's birthday present (see the gift note), not on the 2nd of December this time

Tea with honey and then bed. No talking tomorrow. Standup via chat.
"""

LONG = [
    ("notes/long/2025-07-mid-year-brain-dump.md", prague(2025, 7, 13, 17, 30), BRAIN_DUMP),
    ("notes/long/chata-denik-leto-2025.md", prague(2025, 8, 31, 21, 0), DENIK),
    ("notes/long/2025-10-october-ramble.md", prague(2025, 10, 19, 22, 10), OCTOBER),
]
