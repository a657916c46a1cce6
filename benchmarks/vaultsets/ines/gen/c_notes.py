# -*- coding: utf-8 -*-
"""Markdown notes, plain-text files and CSV files."""
from util import put

# ============================================================ daily notes
put("notes/daily/2025-01-18.md", """# Sáb 18 jan 2025 — Porto

Apanhei o Alfa das 7h09 em Santa Apolónia. Primeira vez na casa da avó desde o funeral.

- A casa está fria mas seca, sem humidade nova. Ainda cheira a ela (água de colónia e canela).
- Montanha de correio: Finanças, condomínio, a luz (Luzenergia), Águas do Porto, publicidade do Pingo Doce. Trouxe tudo numa saca.
- Falei com a D. Amélia, a vizinha do 3º Dto. Ficou ela com a chave suplente — era a pessoa em quem a avó mais confiava. Deixei-lhe o meu número.
- Contador da água: leitura 04512. Fotografei.
- Frigorífico desligado e de porta aberta. Esvaziei a despensa (levei o azeite e o mel para a mãe).
- A caixa do correio tem a fechadura estragada, pedir ao condomínio?

## TODO
- [ ] pedir os dados do contrato da luz (preciso do tal código CPE para mudar o titular)
- [ ] ligar ao Dr. Azevedo sobre a habilitação
- [x] tirar fotos de todas as divisões para o grupo
- [ ] ver o que fazer aos livros do avô (são centenas)

Jantei com a tia Graça perto da Cedofeita. Está mais em baixo do que mostra. Falámos da casa mas sem decidir nada, ela só repetia "a mãe ia querer que ficasse na família".

Regresso no Alfa das 19h52. A Sardinha ficou com a Leonor, que me mandou uma foto dela a dormir em cima do radiador.
""")

put("notes/daily/2025-05-13.md", """---
date: 2025-05-13
tags: [fieldwork, seamead, survey]
---
# Tue 13 May — spring survey, Arrábida

Out on Roaz II at 08:00 from the Fontainhas dock. Armando in a good mood, sea flat, light NW breeze. Vis ~4 m at Portinho, worse at Galapos (plankton bloom?).

Dives:
1. Portinho da Arrábida T1–T3 — Cymodocea looking healthy, new shoots at the restoration plots (plot B especially).
2. Galapos T1 — sediment on the leaves, low vis, quadrats hard to read.

Bia's first proper survey dive. Nervous on the descent line, then fine. Her buoyancy is better than mine was at her age, honestly. She did the epiphyte scrapings (12 shoots) — samples in the cool box, then the -20 freezer at the station.

Armando swears the best choco frito in Setúbal is at Tasca do Xico, in a side street off the Av. Luísa Todi near the market. "Depois do trabalho vão lá e digam que fui eu que vos mandei." Must go after the summer survey.

Notes to self:
- plot B markers are loosening, bring cable ties + spare pegs next time
- slate pencil broke, buy more
- new CTD still not delivered, ask Carla to chase it
""")

put("notes/daily/2025-08-23.md", """# sábado 23/08

Dia de loucos. A carrinha morreu na subida da Foz do Lizandro às 9h, com 8 miúdos do camp lá dentro e as pranchas no tejadilho. A luz da bateria estava acesa desde quinta — eu sabia.

Reboque até à Oficina Auto Lizandro. O Sr. Nelson viu logo: alternador. Trocou na hora (tinha um recondicionado), 420 € com mão de obra. Paguei com o cartão da escola, fatura em nome da Onda Norte. Disse que a correia também está no limite, trocar antes da inspeção.

O Tiago levou os miúdos a pé pela praia e a Joana foi buscar as pranchas no carro dela, em duas viagens. Heróis.

À tarde aulas normais. Vento norte forte, mar sem jeito nenhum.

Cansada. Amanhã é o último dia do camp de agosto.
- [ ] pedir ao Nelson orçamento da correia
- [ ] lembrar o Tiago de lançar a despesa no caixa da escola
""")

put("notes/daily/2025-11-10.md", """---
date: 2025-11-10
tags: [daily]
---
# seg 10 nov

Manhã na estação, tarde em casa a escrever.

- o survey de inverno foi adiado outra vez (motor do Roaz II) — ver email do Paulo e atualizar o calendário de campo, que ainda tem a data antiga
- dive medical expira no fim do mês → MARCAR consulta de medicina desportiva esta semana!! sem isso não mergulho no survey
- comentários ao cap. 3 da Bia — ainda não!! prometi até sexta
- router novo da NOS instalado hoje. Wi-Fi agora: rede `Arroios_5G`, password `marinhaAzul!25`. Atualizar a folha da Leonor (ainda tem a do MEO)
- Sardinha: vacina sábado dia 22
- a call com Kiel correu bem, o Jonas quer comparar as séries de temperatura dos dois estuários

Jantar: sopa de peixe da mãe que estava no congelador.
""")

# ============================================================ long rambling notes
put("notes/long/2025-02-16_brain-dump.md", """---
title: Sunday brain dump
date: 2025-02-16
tags: [braindump, avó, seamead, onda-norte]
---
# Sunday brain dump — 16 Feb

Rain all day, Sardinha glued to my legs on the sofa, so: brain dump. Too many tabs open in my head and I can't sleep properly when that happens.

## Avó

It's been ten weeks. I still pick up the phone on Sunday evenings to call her, every single Sunday, around nine, because that was our time. She'd tell me about the neighbours, the priest, the price of grelos at the Bolhão, and ask if I was eating properly "lá no meio dos peixes". I'd tell her about the dolphins and she'd say the same thing every time: "tem cuidado com o mar, que o mar não tem cabelos". I never understood that saying and I never asked. Now I can't.

Mãe is coping by being busy. Tia Graça is coping by not coping, I think. She calls mãe every day and they argue about small things (who keeps the clock, who keeps the Singer) which is really about the big thing.

The flat. We had the so-called family meeting on the group two weeks ago and the decision is: we rent it out. Tiago wants the income, mãe doesn't want to sell her mother's house a few months after the funeral, and tia Graça said "desde que alguém trate", which means me, obviously. Fine. The plan is: get the habilitação de herdeiros done first (Dr. Azevedo says the cartório should be in March), then talk to agencies about arrendamento. Furnished or not? Probably unfurnished, so the recheio has to go anyway. Long-term lease, not Airbnb — nobody in this family wants to manage check-ins in Porto from Lisbon, Ericeira and Gaia.

The piano. Nobody plays it. I'd honestly put it on OLX, someone will come with a van and a strong cousin. Mãe goes very quiet whenever I say it, so I've stopped saying it out loud. Also the books: hundreds of avô's books, half of them on fishing and navigation, which is maybe where I come from. I'd like to keep the tide tables from the 1960s, they're beautiful.

Things I found in the flat that I want to remember: the recipe notebook (must type it up before the pages fall apart), the photo of avó at Foz in 1958 in a swimsuit looking like a film star, the letters from avô from Angola.

## Work — SEAMEAD

Year 2 of SEAMEAD. Sophie is happy with the restoration plots so far, less happy with our sample processing backlog. Fair.

The CTD situation: our old SBE is dying, the conductivity cell drifts after twenty minutes and Carla has recalibrated it three times. Options as I see them:
- Sea-Bird again — gorgeous, reliable, too expensive for what's left in the equipment line;
- RBR — nice and compact, mid-price, people in Kiel love theirs;
- AML — the cheapest, and honestly I'm leaning AML because the budget is tight and I'd rather keep money for boat days.
I need to put it in a proper table for Sophie with prices and lead times, she won't decide from a conversation in the corridor.

Bia started last week. MSc on epiphyte load on Cymodocea nodosa — do epiphytes track nutrient pulses from the Sado, and does it matter for shoot density? Smart, quiet, writes beautifully, needs to ask more questions. I remember being terrified of my supervisor too. I'll try to be the supervisor I didn't have: weekly meetings, short ones, and never making her feel stupid.

The station: I finally memorised the back door code (2291#) after a month of texting Paulo from the car park at 7 in the morning. Paulo says they'll change it "at some point" because half of Setúbal's fishermen probably know it by now.

Jonas (Kiel) wants monthly calls for the two-estuary comparison. I told him, and I'm writing it here so I remember to defend it: no calls before 9:30. I am not a morning person unless there's a boat involved, and a 9am call means I drive to Setúbal angry. Thursday afternoons are my sweet spot, the week is calm and the boat days are done.

Something I keep forgetting to write down: the mooring at Alpertuche needs a new buoy, the old one is more barnacle than buoy.

## Food, people

Dinner at Rita's on Friday. Everyone ordered polvo à lagareiro and looked at me sideways when I asked for the dourada. I don't eat octopus, haven't since the internship in Naples with the cephalopod lab — they're too clever, I watched one unscrew a jar from the inside to get a crab, and after that I just couldn't. Squid and cuttlefish I still eat, which is not very consistent, I know. Rita says it's "hipocrisia marinha". Probably.

Mãe keeps sending me recipes "para não te esqueceres da avó". I'm not going to forget her.

## Surf — Onda Norte

Season starts in April. We're still charging 30 € for a group lesson and 130 € for the 5-lesson pack, which is basically what everyone in Ericeira charged in 2019. Joana wants to raise prices; Tiago worries about the hostel groups, they're a big chunk of our spring bookings. Partners meeting in March, I'll argue for 35 € for a group lesson, the market is there. Everybody is charging more and nobody complains because the coffee in Ericeira also costs double now.

The wetsuits are falling apart — three have the knee panels gone. We need at least six new ones, 4/3 for spring. Duarte says he's coming back for the Sundays again this year, which is great, the kids love him and he's the only one who can make the hostel Germans laugh.

Instagram: Joana wants someone to "own it". Not me. I can write captions about marine life but not dance on camera.

I'd love to do something that mixes the two halves of my life: the surf school and the science. Kids on the beach, why waves break, what lives in the rocks. Not sure what shape it takes yet.

## The estuary this winter

Took the ferry to Troia last Saturday just to look at the water, which is a very marine-biologist way of spending a day off. The roazes were out near the mouth of the Sado, a group of maybe eight with a calf, surfing the wake of a cargo ship heading to the port. Every time I see them I think about the noise: the ships, the ferries, the recreational boats in summer, the pile driving for the new terminal. Nobody in our group works on acoustics but somebody should put a hydrophone near the meadows. Seagrass meadows are noisy places too, in a good way — snapping shrimp, fish grunting. A quiet meadow is a dead meadow. That could be a side project for a student one day. Not Bia, she has enough.

The water is 14 degrees and clear after the northerly days, clearer than in summer. Winter is the best season for visibility and the worst for fingers. I keep thinking about how the plots will do in the next heatwave. Last August the loggers at Creiro hit 24 at the bottom, which is crazy for an Atlantic estuary.

## Reading, listening

- Finished the book about the octopus and the diver that everybody recommended. Cried. Obviously.
- Podcast about the history of the Portuguese cod fleet, the White Fleet, avô would have loved it, he sailed with them one season when he was nineteen.
- Rereading my own PhD thesis introduction to steal sentences for the grant report. Past me wrote better than present me.
- Joana sent me a playlist "para o contentor" which is 80% reggae and 20% Portuguese rap. It works surprisingly well at 8:30 in the morning with cold hands.

## Me

- Running: twice this week, pathetic but better than zero.
- I've been sleeping badly since December. Grief does that. Also the phone at 1am.
- Dentist: overdue. Book it. (I say this every month.)
- I want to do a real surf trip this year, just me, no students. Maybe Morocco in late autumn, maybe the Azores.

## Random, to not forget

- Leonor asked for the spare key to my flat, the old one is bent. Make a copy at the kiosk in Arroios.
- Renew the car inspection in May.
- Look into a better wetsuit for winter dives, or just accept a drysuit course. (Ugh, hoods.)
- Ask mãe for the Vista Alegre plates story, which grandmother bought them, I always mix it up.
- Read the two papers on Zostera transplant survival that Jonas sent.
- Buy a proper lamp for the desk, my eyes are tired.

Ok. That's the head emptied a bit. Sardinha wants dinner and she's right.

## Later, 23h

Couldn't sleep, so a bit more. Thinking about why the renting idea makes me uneasy. It's not the money. It's that every tenant problem, every broken boiler, every late rent, will be a phone call to me, and I'll have to take the train north on a Saturday instead of teaching or diving. And mãe and tia Graça will have opinions about every tenant. But it's what we decided and I'll make it work. Maybe a good agency makes it painless. Maybe.

Also thinking about Bia's project design. Three meadows, four seasons, epiphyte scrapings from twelve shoots per quadrat. Is twelve enough? Probably. Sophie will ask about statistical power and I should have an answer ready. The shoot counts will be overdispersed, they always are. I'll ask the chatbot about the model structure, it's good at remembering glmmTMB syntax I always forget.

And about the surf school being a company now, with accounts and the van and insurance in its name — Tiago handles most of it but the van insurance renewal is in May and the letters come to my address, so I have to remember to look at them.

The rain stopped. Tomorrow: station at 9:30, not a minute before.
""")

put("notes/long/2025-07-06_verao-caos.md", """---
title: verão, caos, notas
date: 2025-07-06
tags: [braindump, porto, onda-norte, seamead, bergen]
---
# 6 de julho — summer chaos, a long one

Sunday night, 31 degrees in the flat at 23h, Sardinha lying flat on the bathroom tiles like a rug. I can't sleep so I'm writing everything down, in whatever language comes out.

## A casa da avó — afinal vendemos

So the big news of the last month: we reversed the rent decision. In June mãe wrote on the group that with the façade works (4800 € for our share, thank you very much Gestcondo) and tia Graça needing the money, it made more sense to sell. Tiago agreed immediately, he never really wanted to be a landlord, he wanted the idea of the rent. Tia Graça said yes in one word. So it's decided: we sell, we don't rent. I wrote to Filipa at Ribeira Lar the next day.

Filipa came to see the flat last week and her valuation arrived on Thursday: she thinks the asking price should be 210 000 €, with some room to negotiate, because it needs a full renovation (kitchen, bathroom, electrical) but the location is very good — Rua do Almada, close to everything, and the light in the living room in the afternoon is gorgeous. She wants a copy of the key for the visits and a list of the furniture that stays until the clearance. I feel strange about it. Relieved and guilty in equal parts. Mãe says she feels lighter. Tia Graça says nothing, which is her way.

The recheio still has to be sorted before anyone clears the flat. The table with who-gets-what is half done. I need a date for the clearing company, ideally in September after the surf season calms down.

Transport: I'm doing the Porto trips by train, always. The Alfa Pendular, aisle seat, carriage 3 or 4 so I'm close to the bar. I did the A1 by car once in March with the car full of boxes and swore never again — three hours of trucks and the tolls, and I arrived destroyed. On the train I can work, or sleep, or just look at the sea between Espinho and Gaia. Two hours fifty and I arrive a person.

## Surf — o verão está a rebentar

Onda Norte is busy. The new prices from April didn't scare anyone, and Joana pushed the private lesson price up again for July, which I agreed to by phone while standing in a quadrat, basically. The new meeting point works much better than the old one, people find us without calling.

The kids camp is the last week of July. Fourteen kids, four instructors, one van that makes a funny noise on the climb to the Lizandro car park. Tiago says it's nothing. It's never nothing.

Duarte is still on Sundays and everybody loves him. He's talking about Australia "one day". I hope one day is far away.

I'm surfing less than I'm teaching, which is the eternal problem. A couple of good mornings at dawn though, glassy and nobody around.

## Work — SEAMEAD, the boat, Bia

Sophie announced at the last Tuesday meeting that from September the lab meeting moves to Wednesdays at 10:30. She's teaching a Tuesday morning course at the faculty next semester and the Tuesday slot is dead. Everyone grumbled for a minute and then agreed, nobody actually likes Tuesdays. So: lab meeting = Wednesday 10:30 from the 3rd of September. I need to fix my calendar.

The summer survey is on the 22nd. The CTD finally arrived and Carla did the first calibration. It's so small, it fits in my dry bag.

Bia's best moment so far: on the 19 June boat day, at Alpertuche, she stopped on transect 2 and started signalling like crazy — a seahorse, a Hippocampus guttulatus, holding onto a Cymodocea shoot, right on the transect tape around the 40 m mark. First one I've seen at Alpertuche in three years. She got a photo. She hasn't stopped smiling since. It's now the lock screen on her phone and probably the cover of her thesis.

Bergen: my abstract was accepted as a talk, not a poster. Session on restoration. I don't know the slot yet, the programme comes out mid-July. I have to make the talk in English that doesn't sound like a grant report. Fifteen minutes, twelve slides maximum. Sophie wants me to show the plot B recovery curve, I want to show the seahorse photo. Probably both.

Jonas visited last week, we did a dive at Portinho and he was shocked by the water temperature in June compared to Kiel. He wants a comparison paper. Everyone wants a comparison paper.

## Ericeira in July

The village is full. Every parking space at the Lizandro has a van with a German or Dutch plate and a board on the roof, the bakery runs out of pão com chouriço by ten, and the line-up at Ribeira d'Ilhas looks like a queue at the post office. I love it and I hate it. Our students don't care, they're in the white water having the time of their lives, screaming every time they stand up. That's the best part of the job, honestly: the first wave. I've seen hundreds of first waves and they still get me. A 50-year-old accountant from Leiria stood up on Sunday and started crying and laughing at the same time, and then so did I.

Tiago and I had a small fight about the summer schedule — he wants to add a third morning slot, I said we don't have the instructors or the boards for it. We agreed to try it on two Saturdays in August and see. Joana stayed out of it, wisely. Working with your brother is great until it isn't, and then it's great again an hour later over a beer.

The wetsuits we bought in April are holding up, the old ones are finally retired. Two softboards have dings that need fixing before the camp. The container smells like a wet dog. Every summer.

## The plots, the heat

The loggers at Portinho showed a week above 23 °C at the bottom in June. The Cymodocea can take it, it's a warm-water species at the edge of its range here, but the Zostera at Creiro is another story: it's at its southern edge and every heatwave is a stress test. If the transplants at plot D make it through August with more than half alive, I'll be happy. If not, we change strategy next year — deeper plots, maybe, or different donor meadows. Sophie says "data first, panic later". She's right, but I'm allowed to worry at midnight.

I've been thinking about the narrative for the Bergen talk: not "we restored a meadow", but "we restored a meadow in a place that's getting hotter, and here's what survived and why". It's a better story. It's also a more honest one.

## Books, shows, small things

- Reading a novel set in Porto in the 1950s and seeing avó in every page. Bad idea right now. Continuing anyway.
- Watched the whole series about the Norwegian fishermen to "prepare for Bergen". It did not prepare me for anything.
- Sardinha learned to open the wardrobe. We are doomed.
- Mãe started swimming at the municipal pool, three times a week. She says the water is too cold. It's 28 degrees.

## Family, heat, rest

- Mãe's birthday lunch in May was lovely, first one without avó. We made avó's arroz doce, the birthday one.
- Tia Graça asked me to keep an eye on prima Marta, who's going through a rough patch. Marta used to play avó's piano as a kid. Maybe...
- I want two weeks without anyone asking me for anything. That will happen in 2031.

## To do, summer edition

- [ ] list of furniture for Filipa
- [ ] book the clearing company for September
- [ ] Bergen flights (KLM via Amsterdam looks cheapest)
- [ ] book hotel in Bergen near the harbour
- [ ] Bia: plan chapter structure before August
- [ ] van: check that noise before the camp
- [ ] renew the Onda Norte beach licence in autumn (ask Tiago which documents)

## Midnight addendum

The apartment upstairs is having a party. I'm listening to Portuguese pop through the ceiling and thinking about the flat in Porto being empty, the piano and the clock and the tiles, and some young couple walking through it in a few months and deciding where their sofa goes. That's fine. That's how it should be. Houses are for living in, not for keeping like a museum. Avó would have said the same, probably with a proverb I wouldn't understand.

Also thinking that the selling decision makes my year simpler, not harder. One big thing instead of a hundred small tenant things forever. I should have argued for it in February. I didn't because it felt like betraying her. It isn't.

The heat is a reminder that the meadows are getting hotter every summer, the Sado in August is a bath. Need to check the loggers on the next boat day. If the plots fail it will be because of heat, not because of us.

Ok. Fan on maximum. Sleep.
""")

put("notes/long/2025-10-19_outono.md", """---
title: outono — brain dump
date: 2025-10-19
tags: [braindump, onda-norte, seamead, porto]
---
# 19 out — autumn brain dump

First proper rain of the autumn. The swell is back, the tourists are gone, and my to-do list is longer than the Sado. Writing it all out.

## Onda Norte

Duarte left for Australia in mid-September. He got a job at a surf school in Byron Bay and left with two boards and a backpack, I cried at the goodbye dinner like an idiot. So the Sunday problem: Tiago sorted it. Kiko (Francisco Rocha) is doing the Sunday lessons in October and November, with Tiago on the second board. Kiko is good with the kids, a bit shy with the adults, but he surfs beautifully and they watch him and learn. He used to be one of our students, six years ago, which makes me feel ancient.

The licence. The Câmara de Mafra sent the renewal letter for the 2026 season and the deadline is the 15th of December. We have almost all the documents — insurance, the van papers, the site plan — but we're missing Kiko's FPS coaching certificate, which the federation still hasn't issued. Without it the application is incomplete and the Câmara doesn't accept incomplete applications anymore. Tiago called the federation twice. "Está em processamento." I'll call too, in my best doctor-voice.

The new slot rules at Foz do Lizandro start in November. Fewer schools in the water at the same time, which is good for safety and bad for flexibility. We'll live with it. The beach cleanup at Ribeira d'Ilhas was lovely, we brought 11 students and found a whole fishing net in the rocks.

Winter plans: fewer lessons, more repairs, maybe the yoga-and-surf weekends Joana keeps pitching. The partners meeting in November will have to decide the 2026 prices. I don't want to raise the group price again, the private went up in July and that's enough for now.

## SEAMEAD

Good news from the project officer in August that I haven't written down properly: the interim report got an extension, it's now due on 15 December instead of the end of September. Which is great, except that the 15th of December is now also the licence deadline and Bia's defence is in early December. December is going to be a nightmare. At least Christmas is after.

Bergen was wonderful. My talk went well, I think — the seahorse photo got a little "aww" from the room. Questions from a Norwegian guy about transplant survival and a very long question from someone in the back that was really a comment. Met a lovely group from Galway who are doing drone mapping of intertidal seagrass and want to try it on the Sado banks at low tide. I said yes before thinking. Must follow up.

The tanks situation at the station is annoying: the compressor died and now filling the tanks means driving somewhere else before every dive. Paulo sent the details. Everything takes one hour longer.

Bia is writing. The results chapter is strong. She's nervous about the defence, which is normal. I need to read her drafts faster; I'm the bottleneck and I know it.

Lab meetings on the new day are actually better. Fewer people missing.

Jonas wants a call about the two-estuary comparison; I said yes, on my usual conditions.

## Porto

The flat is on the market and empty since the clearance in September. Filipa suggested lowering the price after three months without offers, and we agreed. Now we wait. I go up every few weeks to open the windows and check the post. D. Amélia always offers coffee and asks if "os meninos" (mãe and tia Graça, both in their sixties) are well.

Still missing: the energy certificate. Filipa keeps reminding me. The engineer never answers the phone.

## The Galway drone thing, properly

I keep thinking about the Galway group. Their idea is simple and clever: fly a small drone over the intertidal banks at spring low tide, shoot multispectral images, and map the seagrass cover over the whole bank instead of the three little transects we can dive in a day. They validated it against quadrats in Ireland and the agreement was good for Zostera noltei on the mudflats. The Sado has huge intertidal banks near the Mitrena and in the Troia side channels that nobody has mapped properly since the 2000s. If it works, we could compare the 2000s maps with today. That's a paper. That's maybe a grant. They'd need: permits to fly near the port (nightmare), low tides in daylight (spring, autumn), and someone local who knows the banks — me, or Armando, who knows every sandbank from forty years of running aground on them. I need to write to them this week before the enthusiasm of Bergen wears off. Draft: who pays travel, what data we share, which banks first.

## Winter surf

The best part of autumn in Ericeira is the water after the crowds leave. Ten people in the line-up instead of eighty. I surfed two dawn sessions this month, both alone for the first half hour, both perfect: offshore wind, shoulder-high, the cliffs orange in the first light. I remembered why I started all of this. I want a new winter wetsuit before December, the old one has a hole in the armpit that lets in a cup of Atlantic every duck dive.

Lessons in winter are a different job: fewer students, more serious, mostly adults who want to improve, not tourists who want a photo. I like it better. We also need to decide whether to keep the container open on weekdays in winter or just take bookings by phone. My vote: phone only, and use the weekdays for repairs.

## Next year

Things I want for 2026:
- a proper grant application with the drone idea, maybe with Galway and Kiel
- a student project on meadow acoustics (the noise question I keep coming back to)
- fewer Saturdays in Porto — once the flat is sold, that's done
- one real surf trip, alone or with Rita
- a better system for the epiphyte samples, so that the freezer never again holds 300 unprocessed bags

Things I don't want for 2026:
- December 2025 again

## Admin purgatory

Still fighting the finance office about the Bergen reimbursement. They want the original boarding passes, which I of course threw away in Amsterdam, so now I'm printing screenshots of the airline app and writing a declaration "sob compromisso de honra" that I really flew to Norway. The hotel invoice was fine, the registration fee was fine, the taxi from the airport is apparently a philosophical problem. Sophie says it happens to everyone and to just be patient. I am not patient. I'm writing it here so that next year I keep every piece of paper in one envelope, from the first taxi to the last coffee.

Also: the freezer inventory. Carla and I spent a whole Friday afternoon counting bags of epiphyte samples and found eleven without labels. Eleven mystery bags. We put them in a box labelled "arqueologia" and decided to deal with them in 2026.

## Sardinha, small things

Sardinha has discovered the radiator is back on and now lives on it. She also learned to open the bathroom cabinet, so the toilet paper is now in a box with a lid. Leonor says she talks to her in the mornings. She doesn't talk to me. Rude.

Mãe asked if I want avô's old binoculars, the ones he used on the fishing boats. Yes. Obviously yes.

## Me

- Dive medical: must book before it expires. I think it's the end of November? Check.
- Running: the rain is a good excuse.
- Sardinha's vaccine in November.
- Morocco trip: not happening this year. Maybe February.
- I want to learn to shape a board. One day.

## Thinking out loud

I notice that this year I've been three people: the scientist, the surf school partner and the granddaughter with the flat. And I keep feeling I'm failing at all three by 20 %. Rita says that's what being 35 looks like. Maybe. But autumn always makes me optimistic: the water is still warm, the light is gold, and the meadows look good after the summer. The plots survived the heat better than I feared. The B plot is almost indistinguishable from the natural meadow now. That's the result of four years of work, and I want to enjoy it before the report eats December.

One thing I want to protect: the Tuesday afternoons I spent writing in August were the best work I did all year. No email, phone in the drawer. I want that back, once a week, even in December.

And I want to surf more. I taught maybe 60 lessons this summer and surfed maybe 12 times. Wrong ratio.

Things that made me happy this month:
- the Galway people and their drones
- Kiko taking a 60-year-old German lady to her first green wave
- Bia's results figure with the epiphytes tracking the Sado nutrient pulses
- mãe laughing on the phone for the first time in ages
- the cleanup net finally out of the rocks
- a sunset at Portinho from the boat, Armando singing fado badly

Things that stress me:
- December
- the offer situation in Porto (there isn't one)
- Kiko's certificate
- the backlog of epiphyte samples in the freezer
- my own thesis-supervision slowness

Ok. Tea, then bed. Tomorrow is Monday, and Mondays are for the freezer.
""")

# ============================================================ Porto
put("porto/casa_avo_checklist.md", """---
title: Casa da avó — checklist
updated: 2025-10-20
morada: Rua do Almada 214, 3º Esq., 4050-032 Porto
---
# Casa da avó — o que falta

## Documentos / heranças
- [x] certidão de óbito (dez)
- [x] habilitação de herdeiros no cartório (20/03)
- [x] relação de bens nas Finanças (Modelo 1 do Imposto do Selo)
- [x] IMI 2025 — a tia Graça paga as prestações
- [ ] caderneta predial atualizada em nome das herdeiras
- [ ] certificado energético — a Filipa precisa dele antes de qualquer escritura; o Eng. Sá ainda não marcou a visita (liguei 3x)

## Casa
- [x] reparar a fuga da casa de banho (março)
- [x] piano (transporte 12/09)
- [x] esvaziar a casa (13/09, Limpezas Douro)
- [x] cópia da chave para a imobiliária
- [ ] obras da fachada — ver o mapa de prestações do condomínio
- [ ] mudar o titular do contrato da luz para a mãe → o código CPE está no email da Luzenergia
- [ ] água: pedir leitura final só depois da escritura
- [ ] cancelar seguro multirriscos depois da escritura

## Venda
- [x] avaliação Ribeira Lar (julho)
- [x] anúncio publicado
- [x] baixar preço (outubro)
- [ ] escritura — quando houver comprador
""")

put("porto/inventario_recheio.md", """# Inventário do recheio — casa da avó

Atualizado depois do dia das limpezas. Verde = fica para a família (fita verde nos móveis), o resto foi com a Limpezas Douro.

| Objeto | Destino | Estado |
|---|---|---|
| Piano vertical (sala) | prima Marta — decidido no grupo a 6/09 | ✅ transportado 12/09 |
| Loiça Vista Alegre (serviço completo) | mãe | ✅ |
| Relógio de parede do avô | Tiago | ✅ |
| Máquina de costura Singer | tia Graça | ✅ |
| Colchas de renda | Inês | ✅ |
| Livros do avô (pesca, navegação) | Inês escolheu 40; resto → feira do livro usado | ✅ |
| Tábuas de marés anos 60 | Inês | ✅ |
| Cómoda do quarto | Limpezas Douro | ✅ |
| Sofá + cadeirões | Limpezas Douro | ✅ |
| Frigorífico, fogão | ficam na casa (a Filipa diz que ajuda) | — |
| Caderno de receitas | Inês (passar a limpo!) | ✅ |
| Fotografias | mãe digitaliza | ⏳ |

Notas:
- antes pensei vender o piano no OLX; ainda bem que não
- a Marta pagou metade do transporte
""")

put("porto/contactos_porto.md", """# Contactos — Porto (casa da avó)

- **Filipa Moura** — Ribeira Lar Imobiliária, Rua de Cedofeita 300. Tel +351 900 333 101. filipa.moura@ribeiralar.example. Trata da venda.
- **Dr. Rui Azevedo** — advogado (herança, habilitação). rui.azevedo@azevedo-advogados.example
- **Vasco Lima** — Gestcondo Porto, administrador do condomínio do prédio. Tel +351 900 333 220. Quotas, obras da fachada.
- **Joaquim Teixeira** — canalizador. Foi ele que arranjou a fuga da casa de banho em março (veio no dia seguinte, impecável). Tel +351 900 333 478.
- **D. Amélia** — vizinha do 3º Dto. Tel fixo 22 000 0134.
- **Limpezas Douro** — esvaziamento de casas. geral@limpezasdouro.example
- **Eng. Sá** — técnico do certificado energético (indicado pela Filipa). Tel +351 900 333 562.
- **Luzenergia** — linha de apoio 800 000 111
- **Águas do Porto** — balcão da Rua do Bolhão (leitura final só após venda)
""")

put("porto/receitas_avo_lurdes.md", """# Receitas da avó Lurdes

Passadas a limpo do caderno dela (a letra é quase ilegível nalgumas páginas). As quantidades são as dela, "q.b." incluído.

## Aletria
A avó fazia sempre na consoada, numa travessa grande, com os desenhos de canela em cruz.
- 250 g de aletria
- 1 l de leite + 250 ml de água
- casca de 1 limão, 1 pau de canela
- 200 g de açúcar, 4 gemas, 50 g de manteiga
- canela em pó para decorar

Cozer a aletria na água com sal, juntar o leite a ferver com a casca de limão e o pau de canela. Açúcar e manteiga. Fora do lume, as gemas. Deitar na travessa e desenhar com a canela.

## Arroz doce (dos aniversários)
- 200 g de arroz carolino, 1 l de leite, casca de limão, canela, 6 gemas, 250 g de açúcar
- "mexer sempre, nunca virar as costas ao arroz"

## Bolinhos de bacalhau
- 400 g de bacalhau demolhado, 500 g de batata, 4 ovos, salsa, cebola
- a avó dizia que o segredo é a batata passada ainda quente e o óleo bem quente

## Sopa de peixe
- cabeças de pescada, tomate, pimento, massa cotovelinho
- a mãe ainda faz igual
""")

put("porto/despesas_casa_avo.csv", """data;descricao;valor_eur;pago_por;categoria;notas
2025-01-15;Água – Águas do Porto (dez/jan);18,40;Inês;água;
2025-01-22;Luz – Luzenergia (jan);32,15;Helena;luz;contrato ainda em nome da avó
2025-02-05;Certidões (óbito + nascimento);60,00;Inês;documentos;
2025-03-12;Reparação fuga casa de banho (canalizador);185,00;Inês;obras;fatura FT 2025/117
2025-03-20;Cartório – habilitação de herdeiros;375,00;Helena;documentos;
2025-03-31;Condomínio 1º trimestre;135,00;Helena;condomínio;
2025-04-30;IMI 2025 – 1ª prestação;156,20;Graça;impostos;
2025-06-27;Obras fachada – 1ª prestação;1600,00;Helena;condomínio;quota extra obras
2025-06-30;Condomínio 2º trimestre;135,00;Helena;condomínio;
2025-07-31;IMI 2025 – 2ª prestação;156,20;Graça;impostos;
2025-09-12;Transporte piano (Gaia);120,00;Graça;mudanças;metade devolvida
2025-09-13;Limpezas Douro – esvaziamento;650,00;Tiago;mudanças;
2025-09-29;Obras fachada – 2ª prestação;1600,00;Tiago;condomínio;quota extra obras
2025-09-30;Condomínio 3º trimestre;135,00;Helena;condomínio;
2025-10-15;Luz – Luzenergia (set/out);14,80;Helena;luz;
2025-10-20;Água – Águas do Porto (set/out);11,90;Inês;água;
2025-11-03;IMI 2025 – 3ª prestação;156,20;Graça;impostos;
2025-11-05;Cópia chave imobiliária + caixa do correio nova;38,50;Inês;casa;
""")

# ============================================================ Surf school
put("surf/precos_2024.md", """---
title: Onda Norte — preçário 2024
valido_ate: 2025-03-31
---
# Onda Norte Surf School — preços 2024

| Serviço | Preço |
|---|---|
| Aula de grupo (2h, material incluído) | 30 € |
| Pack 5 aulas de grupo | 130 € |
| Aula privada (1 pessoa, 1h30) | 50 € |
| Aluguer prancha + fato (meio dia) | 20 € |

Ponto de encontro: esplanada do bar Maré Alta, no parque de estacionamento da Foz do Lizandro, 15 min antes da aula.

Descontos: 10% grupos de hostel (mín. 6 pessoas), irmãos -5 €.
""")

put("surf/reuniao_socios_2025-03-09.md", """---
title: Reunião de sócios — Onda Norte
data: 2025-03-09
presentes: [Inês, Tiago, Joana]
local: casa do Tiago, Ericeira
---
# Reunião de sócios — 9 de março de 2025

## 1. Preços 2025 (a partir de 1 de abril)
Discussão longa. O Tiago tinha medo de perder os grupos dos hostels, a Joana mostrou os preços das outras escolas (todas entre 35 e 40). Decidido:
- aula de grupo: **35 €**
- pack 5 aulas: **150 €**
- aula privada: **55 €**
- desconto hostel mantém-se (10%)

## 2. Ponto de encontro
Deixamos o bar Maré Alta (a esplanada enche e os alunos perdem-se). A partir de abril os alunos encontram-se **junto ao contentor azul da Onda Norte, ao lado do posto do nadador-salvador**, no parque da Foz do Lizandro. Atualizar o site e as mensagens automáticas.

## 3. Instrutores
- Duarte volta para os domingos (abril–setembro)
- sábados: Joana + Inês
- tardes de verão a decidir em junho

## 4. Material
- comprar 6 fatos novos 4/3 (2 S, 2 M, 2 L) na Ericeira Surf Supply — Joana trata
- reparar os 3 fatos com os joelhos rotos (a Inês leva à costureira)
- 2 softboards novas só se sobrar dinheiro em junho

## 5. Outros
- Instagram: Joana
- seguro da carrinha renova em maio (cartas vêm para a Inês)
- licença da Câmara: renovar no outono

Próxima reunião: fecho de época, novembro.
""")

put("surf/escala_instrutores_verao.md", """# Escala de instrutores — verão 2025 (junho–setembro)

| Dia | Manhã 10h–12h | Tarde 16h–18h |
|---|---|---|
| Sábado | Joana + Inês | Tiago |
| Domingo | Duarte + Tiago | Joana |

- Camp de crianças (28/07–01/08): todos, Duarte coordena
- Folgas: avisar no grupo com 1 semana de antecedência
- Se chover/mar grande: decide quem abre o contentor às 8h30
""")

put("surf/ideias_onda_norte.md", """# Ideias soltas — Onda Norte

- **Surf & Ciência**: workshops de literacia do oceano para crianças (6–12 anos) antes das aulas: porque é que as ondas rebentam, marés, o que vive nas poças das rochas, lixo marinho. Eu dou a parte de biologia marinha, o Tiago a parte de surf. Talvez com as escolas primárias de Mafra na primavera. Pedir apoio à Câmara?
- Podcast da Joana ("conversas de line-up") — ela grava, eu apareço num episódio sobre pradarias marinhas.
- Parceria com o hostel Sunset Ericeira: 10% e eles fazem os transferes.
- Cartão de fidelização: à 10ª aula, uma grátis.
- Fins de semana de yoga + surf no inverno (Joana insiste).
- Vender fatos usados no fim da época.
- T-shirts com o logo novo (a Marta desenha?).
""")

put("surf/abrir_fechar_contentor.txt", """ONDA NORTE — ABRIR E FECHAR O CONTENTOR
(folha para instrutores novos; está também plastificada dentro da porta)

ABRIR (8h30, ou 45 min antes da 1ª aula)
1. Cadeado da porta: código 1987. Rodar os números para 0000 depois de abrir.
2. Ligar o quadro (interruptor verde, lado esquerdo).
3. Tirar as softboards: 8'0 para adultos, 7'0 para crianças. As epoxy ficam para os privados.
4. Fatos: prateleira por tamanho (XS a XL). Os 4/3 novos estão em cima.
5. Estender a bandeira da escola e a lona com os horários.
6. Confirmar no telemóvel a lista de alunos do dia (grupo "Onda Norte - aulas").

FECHAR
1. Passar todos os fatos por água doce (mangueira atrás do contentor) e pendurar do avesso.
2. Pranchas com o deck para baixo, as epoxy dentro das capas.
3. Contar leashes (devem ser 24).
4. Desligar o quadro. Cadeado, rodar os números.
5. Lixo para o ecoponto do parque, NÃO deixar sacos ao lado do contentor (a Câmara multa).

PROBLEMAS
- Fechadura presa: WD-40 na caixa azul.
- Falta de luz: o contador é o da Câmara, ligar ao Tiago.
- Aluno magoado: mala de primeiros socorros debaixo da bancada; 112 se for sério.
""")

# ============================================================ Work
put("work/seamead_overview.md", """---
project: SEAMEAD
full_title: Seagrass Meadow Restoration in Atlantic Estuaries
grant: 101-0000-SEAMEAD (invented)
updated: 2025-02-01
pi: Sophie Marchetti
---
# SEAMEAD — project overview (IABM node)

## Sites (Arrábida / Sado)
| Site | Species | Restoration plots |
|---|---|---|
| Portinho da Arrábida | Cymodocea nodosa, Zostera marina | A, B |
| Galapos | Cymodocea nodosa | C |
| Alpertuche | Cymodocea nodosa | — (reference) |
| Creiro | Zostera marina | D (transplants 2025) |

## People
- PI: Sophie Marchetti (IABM)
- Postdoc / field lead: Inês Carvalho
- Lab technician: Carla Mendes
- Station manager: Paulo Nogueira
- Skipper: Armando Félix (Roaz II)
- MSc: Beatriz Lemos (from Feb 2025)
- Partner Kiel: Jonas Weber
- Project officer: Katarzyna Nowak

## Deliverables 2025
- D2.1 interim report — due 30 Sep 2025
- D3.2 transplant survival dataset — Dec 2025
- D4.1 data paper (with Kiel) — 2026

## Fieldwork rhythm
- Boat days fortnightly (Thursdays), seasonal surveys in May, July, November
- Shoot density: 0.0625 m² quadrats, 3 transects per site
""")

put("work/bia_msc_supervision.md", """# Bia (Beatriz Lemos) — MSc supervision log

Thesis: *Epiphyte load and shoot density of Cymodocea nodosa in the Arrábida meadows*

## 2025-02-11
First meeting. Agreed weekly 30 min, Tuesdays after lab meeting. Reading list sent. She's worried about diving certification — she has AOWD, fine.

## 2025-03-04
Sampling design: 3 meadows × 4 seasons, 12 shoots per quadrat for epiphyte scraping. Stats: GLMM, transect as random effect.

## 2025-05-13
First survey dive. Great. Scrapings OK.

## 2025-06-19
Alpertuche boat day. Her dive computer flooded (old Suunto) — lent her my spare. She was on a high all day anyway.

## 2025-07-29
Chapter plan agreed: intro, methods, results (2 chapters), discussion. Jury: TBD — Sophie suggested someone from the Algarve.

## 2025-09-24
Results chapters look strong. Figure 3 needs a log scale.

## 2025-10-14
Defence scheduled — see the secretaria's email. Submission of final PDF 3 weeks before.

## 2025-10-30
She sent chapter 3 (discussion) on Monday.
- [ ] I still owe her comments on chapter 3 — promised by Friday 14 Nov
- [ ] check the reference list format (FCUL template)
- [ ] slide dry-run in late November
""")

put("work/ctd_options.md", """---
title: CTD replacement — options
date: 2025-03-10
for: Sophie
---
# CTD replacement — options

The old SBE drifts after ~20 min (conductivity cell). Budget line "small equipment" has ~12 k€ left for 2025.

| Model | Price (approx.) | Lead time | Turbidity | Notes |
|---|---|---|---|---|
| Sea-Bird SBE 19plus V2 | 16 900 € | 8 weeks | optional (+) | reference instrument, heavy, over budget |
| RBRconcerto3 C.T.D | ~11 500 € | 6–8 weeks | yes, in package | compact, Kiel uses it, good software |
| AML Base·X2 | 9 800 € | ~5 months | no (not in budget) | cheapest, long wait |

My first instinct was AML (cheapest). After the lead time reply, not so sure.

**Decision (28/03): RBRconcerto3 — Sophie's call, see her email. Quote requested from Hidromar.**
""")

put("work/euroseagrass_bergen_trip.md", """---
title: EuroSeagrass 2025 — Bergen trip
dates: 2025-09-14 → 2025-09-19
---
# EuroSeagrass 2025 — Bergen

## Flights (booked 8 Aug, project money)
- Sun 14 Sep: KL 1694 LIS 06:00 → AMS 09:55 · KL 1185 AMS 11:25 → BGO 13:05
- Fri 19 Sep: KL 1186 BGO 13:50 → AMS 15:35 · KL 1697 AMS 17:20 → LIS 19:10
- seat: aisle, always

## Hotel
Hotel Bryggen Kai, 5 nights, single room — confirmation in the booking email. Walking distance to the venue (10 min).

## Talk
Session S3 "Restoration in practice" — Tuesday. Exact slot in the programme email. 15 min + 5 questions.
- [x] slides v1
- [x] dry run with Sophie
- [ ] print 20 business cards (ha)

## Packing
- rain jacket (it's Bergen)
- adapter not needed (EU plug)
- laptop + HDMI dongle
- seahorse photo in high res
""")

put("work/dia_de_campo_checklist.txt", """SEAMEAD — DIA DE CAMPO / FIELD DAY CHECKLIST
Estação de Campo do Sado (IABM) — rev. March 2025

THE DAY BEFORE
- Call Armando (skipper, Roaz II): +351 900 222 314 — confirm time and weather
- Boat days are Thursdays (fortnightly). Departure 08:00, Doca das Fontainhas.
- Fill tanks at the station compressor (book it on the sheet by the door)
- Charge: dive lights, GoPro, CTD
- Station back door code: 2291# (after 19h the front is locked)

GEAR
- quadrats 25x25 cm (x4), transect tape 50 m (x2)
- slates + pencils, data sheets (waterproof paper)
- mesh bags + labelled zip bags for shoots
- cool box + ice packs for epiphyte samples
- spare O-rings, spare mask, first aid kit, O2 kit (check pressure)

ON THE DAY
- buddy check on deck, dive plan on slate
- max 60 min bottom time, shallow sites <8 m
- log every dive in the dive log CSV the same evening

AFTER
- samples to the -20 freezer, log in the freezer sheet
- rinse everything in fresh water, CTD in the rinse bucket for 10 min
- tanks back to the rack, mark empty ones with tape
""")

put("work/sado_dive_log_2025.csv", """date,site,transect,max_depth_m,bottom_time_min,shoot_density_m2,vis_m,temp_c,buddy,boat,notes
2025-02-13,Portinho da Arrábida,T1,5.8,48,612,6,14.5,Carla Mendes,Roaz II,winter baseline; plot A ok
2025-02-13,Portinho da Arrábida,T2,6.1,41,580,6,14.5,Carla Mendes,Roaz II,
2025-03-13,Galapos,T1,7.2,45,430,3,14.8,Paulo Nogueira,Roaz II,sediment on leaves
2025-04-03,Portinho da Arrábida,T3,5.5,50,655,5,15.6,Beatriz Lemos,Roaz II,Bia training dive
2025-04-17,Alpertuche,T1,6.8,44,498,5,15.9,Beatriz Lemos,Roaz II,reference site; mooring buoy replaced
2025-05-13,Portinho da Arrábida,T1,5.9,52,702,4,17.1,Beatriz Lemos,Roaz II,spring survey; plot B new shoots
2025-05-13,Galapos,T1,7.0,38,455,2,17.0,Beatriz Lemos,Roaz II,spring survey; plankton bloom low vis
2025-05-29,Creiro,T1,4.2,55,310,4,17.8,Jonas Weber,Roaz II,Zostera; Jonas visiting
2025-06-12,Portinho da Arrábida,T2,6.0,47,690,7,18.9,Carla Mendes,Roaz II,new CTD first cast
2025-06-19,Alpertuche,T2,6.5,49,520,8,19.4,Beatriz Lemos,Roaz II,seahorse! H. guttulatus on a Cymodocea shoot ~40 m mark; photo Bia
2025-06-19,Alpertuche,T3,6.9,35,505,8,19.4,Beatriz Lemos,Roaz II,Bia's computer flooded — used my spare
2025-07-03,Galapos,T2,7.1,46,470,5,20.6,Paulo Nogueira,Roaz II,
2025-07-22,Portinho da Arrábida,T1,5.7,51,745,6,21.8,Beatriz Lemos,Roaz II,summer survey; loggers downloaded
2025-07-22,Galapos,T1,7.3,40,462,4,21.5,Beatriz Lemos,Roaz II,summer survey
2025-08-28,Creiro,T2,4.5,50,344,3,22.4,Carla Mendes,Roaz II,transplants D: 71% survival
2025-09-25,Portinho da Arrábida,T2,6.2,48,728,7,20.2,Beatriz Lemos,Roaz II,
2025-10-09,Creiro,T1,4.4,58,352,5,18.9,Beatriz Lemos,Roaz II,transplant day plot D
2025-10-23,Alpertuche,T1,6.6,45,515,6,18.1,Carla Mendes,Roaz II,compressor down; tanks filled outside
2025-11-06,Galapos,T1,7.0,42,448,4,17.2,Beatriz Lemos,Roaz II,last Thursday boat day
""")

# ============================================================ Personal
put("personal/gear_wishlist.md", """---
title: gear & wishlist
updated: 2025-09-28
---
# Gear & wishlist

## Diving
- **Winter: drysuit, always.** I did two winters in a 7 mm semi-dry and spent every safety stop shaking. With the drysuit I can stay 60 min at 14 °C and still write legibly on the slate. The only thing I hate is the hood — I feel deaf and claustrophobic — so I use the thinnest 3 mm hood I can get away with, or none in the estuary when the water is above 15.
- Summer: 5 mm full wetsuit, no hood.
- wish: mask with prescription lenses (-1.5), the current one is scratched
- wish: second dive computer (backup, and to lend to students — Bia's flooded)

## Surf
- my board: 7'6 mini-mal for small days, 6'2 for when it's good
- wish: new 4/3 chest-zip for winter (not back-zip, they flush)
- wax: cold water

## Other
- desk lamp (bought ✔)
- good rain jacket for Bergen (bought ✔)
- e-reader cover
""")

put("personal/sardinha_cat_sitter.txt", """SARDINHA — folha para a Leonor (cat-sitter)
Atualizada: fevereiro 2025

Obrigada Leonor!! <3

COMIDA
- Manhã: 1/2 saqueta húmida (as de peixe, NÃO as de frango — vomita)
- Noite: 1/3 do copo medidor de ração seca (saco azul no armário debaixo do lava-loiça)
- Água fresca todos os dias, a fonte precisa de água até à linha
- Petiscos: no máximo 3 por dia, ela mente e diz que não comeu

AREIA
- Limpar 1x por dia. Areia nova no armário da entrada.

SAÚDE
- Veterinária: Clínica Veterinária do Arco, tel 21 000 0456 (Dra. Patrícia)
- Vacinas em dia até novembro 2025
- Se não comer 24h, ligar à clínica e a mim

CASA
- Wi-Fi: rede MEO-4F2A, password sardinha2024
- A chave de baixo às vezes prende — puxar a porta para nós antes de rodar
- Estores: deixar a janela da sala um bocadinho aberta para ela ver os pombos (com a rede!)

CONTACTOS
- Inês: +351 900 111 207 (no mar não atendo — mandar mensagem)
- Tiago (irmão, emergência): +351 900 111 288
""")
