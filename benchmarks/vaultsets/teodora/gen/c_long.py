# -*- coding: utf-8 -*-
"""Three long, rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/jurnal-septembrie-2025.md"] = """---
title: Jurnal — septembrie 2025
tags: [jurnal]
---
# Septembrie 2025 — brain dump

Mi-am promis că scriu măcar o dată pe lună, altfel uit tot ce se întâmplă și apoi mă întreabă Oana la telefon "și cu bucătăria cum a rămas?" și eu nu mai știu ce am hotărât și când. So here goes, în ordinea în care îmi vin în cap.

## Casa

Electricul e gata. Florin a terminat pe 8 august, cu o săptămână de "surprize", dar fără drame. Măsurătorile PRAM au ieșit bine, avem buletin, avem tablou nou cu diferențiale pe fiecare circuit, avem prize unde ne trebuie și nu unde credea un proiectant din 1974 că ar trebui să stea un televizor. Cea mai tare chestie din toată povestea: când a desfăcut peretele de pe hol, sub priza veche, a găsit un ziar Făclia din martie 1974, împăturit și pus acolo ca "umplutură". Vlad l-a fotografiat pagină cu pagină și l-am pus într-o folie. Are un articol despre "întrecerea socialistă" la o fabrică de mobilă și o reclamă la un televizor Diamant. Vreau să-l înrămăm și să-l punem pe hol, exact unde a fost găsit. Vlad zice că e "creepy". Eu zic că e istorie.

Praful... încă găsesc praf de la șlițuire în locuri imposibile. În cutia cu ceaiuri. În buzunarul de la geaca de iarnă, care era în dulapul închis. Am dat cu aspiratorul de vreo 15 ori și tot mai iese.

Bucătăria: am fost la showroom-ul de la Nucleu și m-am îndrăgostit iremediabil de un verde salvie mat. Andrei (designerul) a venit pe 4 să măsoare și a fost foarte atent la țeava de gaz, care, evident, e exact unde n-ar trebui. Nu o mutăm. Oferta a venit pe 12, cu blat de cuarț Bianco Carrara și arată ca într-o revistă. E scump. Vlad face fețe. Eu deocamdată zic cuarț. Vedem. Mânerele sunt încă un subiect de negociere în familie, nu intru acum în asta.

Am fost și la prima adunare a asociației, pe 25. Jumătate din bloc, un domn care a vorbit 20 de minute despre porumbei, o doamnă care voia să știe cine a furat preșul de la scara 2 în 2019. Dar s-au spus și lucruri utile: coloanele de apă sunt originale, din '74, și au fost deja trei avarii anul ăsta. Se vor cere oferte. Fondul de reparații e mic și toată lumea știe asta, dar nimeni nu vrea să plătească mai mult. Am plecat cu o durere de cap și cu senzația că asta o să fie viața noastră de acum înainte: un bloc, 60 de apartamente, 60 de păreri.

## Munca

Octombrie se anunță greu. Am primit de la Liviu "proiectul" cu rezidenții: Bianca și Radu, anul III, au examenul de specialitate în iunie și vrea să-i pregătesc eu. Sincer mă bucur — îmi place să explic, și mă obligă să-mi recitesc și eu lucruri pe care le fac pe pilot automat. Am făcut planul pe 8 săptămâni, cu teme, cu grile, cu simulări. Începem pe 2 octombrie, joia după-amiaza. Bianca e foarte bună la legislație și la tot ce înseamnă proceduri, Radu e un calculator uman, dar se blochează la interacțiuni și când îl întrebi "și ce-i spui medicului?" se uită în gol. O să lucrăm la asta.

Pe lângă asta: inventarul, comisia, gărzile. Am avut 5 gărzi în august, prea multe, din cauza concediilor. În septembrie doar 3. Ioana a intrat în concediu o săptămână și s-a simțit imediat, ea ține de fapt tot depozitul în cap.

Ceva ce mă roade: distribuitorul principal a început să livreze incomplet la câteva antibiotice injectabile. Nimic dramatic deocamdată, dar am un presentiment. Am zis la raportul de luni și Liviu a zis "vedem". Sper să n-am dreptate.

A venit și call-ul pentru CEHP 2026 (congresul de farmacie spitalicească, la Ljubljana, în mai). Deadline pentru abstracte în ianuarie. Liviu zice că ar trebui să trimitem ceva "din activitatea noastră". Ce activitate, că noi doar stingem incendii? Dar poate chiar asta e subiectul.

## Alergare

M-am înscris în Cluj Trail Runners — lista de mail, grupul, tot. Prima ieșire cu ei a fost în Făget, sâmbătă dimineața: 14 km, 450 m diferență de nivel, și eu cea mai lentă din grup. Dar nimeni nu m-a lăsat în urmă. Alina, care lucrează la UBB, a rămas cu mine tot drumul și mi-a povestit de Apuseni Trail — un semimaraton montan în iunie, 23 km, cu peste o mie de metri de urcare. Cred că mă bag. Vlad zice că sunt nebună. Probabil are dreptate, dar am nevoie de un obiectiv care să nu fie legat de bani sau de rate.

Lecția lunii: gelul cu cofeină pe care mi l-a dat cineva din grup la km 9 m-a distrus. După vreo 40 de minute crampe, am mers aplecată până la mașină. Nu mai iau gel cu cofeină niciodată. Pe ultimul long run am mâncat curmale și doi cartofi mici fierți cu sare, și a fost perfect. Bunica ar fi mândră.

Pantofii vechi de asfalt nu țin pe pietrele din Făget. Trebuie pantofi de trail. Mă uit la Speedgoat, dar sunt scumpi. Poate la Black Friday.

## Părinții

Tata. Se plânge de vedere de un an și abia acum a acceptat să meargă la un consult serios. Diagnostic: cataractă la ambii ochi, mai avansată la dreapta. Trebuie operat. El întreabă "da' nu merge cu ochelari noi?" și mama se uită la mine ca la ultima speranță. Am zis că mă ocup eu: programare, lentile, tot. Am fost cu ei la un consult la Vizio, o clinică privată din Cluj. Doctorița — dr. Pătraș — a fost foarte calmă, a explicat tot, inclusiv că o lentilă standard e decontată, dar există și variante premium și multifocale. Tata a zis imediat "nu plătesc 5.000 de lei pe o lentilă". Vedem. O să-i trimit oferta și Oanei, că ea are mereu o părere (și de obicei bună).

Mama și pensia. Vrea să-și valorifice anii de la CAP și perioada în care a stat acasă cu noi. Și tata ar avea de recalculat ceva cu sporul de la Ceramica, unde a lucrat în anii '80 în condiții grele. Hârtii, hârtii, hârtii. Mama nu vrea să audă de internet. "Să-mi vină acasă, în plic, să văd ștampila." Ok, mamă. Eu fac cererile, eu merg la ghișeu, dar răspunsul vine prin poștă.

## Bani

Rata la credit e 1.871 lei acum, cu dobânda fixă. Mă sperie ce vine după iunie anul viitor, când trece pe variabil. Vlad e mai relaxat, zice că "până atunci mai vedem, poate scade IRCC-ul". Îmi notez aici: ne uităm serios la opțiuni în noiembrie. Vlad are un bonus în decembrie și deja se ceartă cu el însuși pe ce să-l cheltuiască: o parte în credit? o parte pentru baie? o parte pentru o bicicletă nouă (evident)?

Cheltuieli cu casa până acum: peste buget la electric (normal, a mai apărut circuitul pentru plită și cuptor și prizele din baie), sub buget la zugrăveli pentru că am zugrăvit noi. Mă doare spatele de la zugrăvit.

## Oana

Oana a sunat duminică din München. E bine, copiii sunt bine, Stefan e tot Stefan. Vrea să vină în primăvară, poate în martie. I-am zis de tata și a zis că vrea să vadă oferta de la clinică înainte să decidem ceva, pentru că mama unei colege a avut probleme cu o lentilă. Ok, o să i-o trimit. A mai zis ceva de un credit în euro pe care nu trebuia să-l ia nimeni niciodată, poveste veche. Ne-am râs.

## Random

- Ciuperca (pisica) a descoperit că poate deschide dulapul de pe hol. Am pus un elastic.
- Am citit jumătate din cartea despre rezistența la antibiotice pe care mi-a recomandat-o dr. Suciu. Deprimant și fascinant.
- Vlad a început să facă pâine cu maia. Bucătăria (cea veche, provizorie) e plină de borcane.
- Trebuie să sun la medicul de familie pentru vaccinul gripal. Și pentru mama.
- Vreau să învăț să fac cozonac ca mama, înainte să fie prea târziu. Serios.
- De întrebat pe Florin dacă ne poate pune și o priză pe balcon, pentru o lampă.

## Vlad

Vlad e într-o perioadă ciudată la job. Proiectul lui (un sistem de facturare pentru o firmă de logistică din Olanda) s-a terminat, iar cel nou nu a început, așa că face "mentenanță" și e plictisit. Când Vlad e plictisit, Vlad face proiecte în casă. Luna asta: a montat rafturi în boxa de la subsol, a reparat ușa de la balcon care se închidea doar dacă o loveai cu șoldul, și a început să facă un tabel cu toate cheltuielile de la renovare, cu grafice. Graficele arată că suntem peste buget. Nu aveam nevoie de grafice ca să știu asta, dar sunt colorate frumos.

A mai zis că vrea să ia bicicleta de gravel "până nu se face frig". Am negociat: bicicleta după ce plătim avansul la bucătărie. El a zis "deal", și apoi a stat două seri pe site-uri de biciclete second-hand. Știu cum se termină povestea asta.

Ne certăm mai puțin decât mă așteptam, având în vedere că trăim într-un șantier. Cred că ajută faptul că amândoi suntem obosiți și nu mai avem energie de certuri. Sau poate chiar ne înțelegem. Prefer varianta a doua.

## Ce citesc / ce mă uit

- cartea de la dr. Suciu despre rezistența la antibiotice — jumătate
- un roman de Herta Müller pe care îl tot încep de doi ani
- un serial danez cu polițiști depresivi, seara, câte un episod, cu Vlad adormit pe umărul meu la minutul 20
- podcasturi de alergare montană, care mă fac să cred că pot alerga 100 km. Nu pot.

Concluzia lunii: suntem obosiți, dar e bine. Avem o casă care se face casa noastră, bucată cu bucată. Și un ziar din 1974 care o să stea pe perete. Că așa vreau eu.
"""

LONG["notes/jurnal-decembrie-2025.md"] = """---
title: Jurnal — decembrie 2025
tags: [jurnal]
---
# Decembrie 2025 — ce a fost, ce vine

E 28 decembrie, stau în bucătăria de la Turda, mama face sarmale pentru Revelion (da, iar), tata se uită la televizor cu ochiul drept "nou" și comentează că "acuma se vede și praful de pe mobilă, nu știu dacă e bine". Vlad doarme. Eu scriu.

## Inundația de la 16

La sfârșitul lui noiembrie, într-o joi seara, intru în baie și picură din tavan. Nu un pic — o dungă maro pe toată latura de lângă cadă, și picături pe capacul de la WC. Am urcat la etajul 4: d-na Kovács de la 16, o doamnă de 80 de ani, adorabilă și total panicată — i se spărsese furtunul de la mașina de spălat și apa curgea de vreo oră pe gresie. Am oprit robinetul, am strâns apă cu prosoapele, Vlad a venit în 10 minute de la sală. Ea plângea și ne tot oferea vișinată.

Partea bună: are asigurare facultativă și acoperă daunele la vecini. Am făcut poze, a venit un evaluator după o săptămână, s-a aprobat zugrăvitul tavanului din baie și o parte din faianță. Partea proastă: tavanul încă are pata, pentru că nu zugrăvim până nu se usucă bine. Și oricum refacem baia la un moment dat. Concluzie practică: în casa noastră, mașina de spălat primește furtun cu protecție anti-inundație (aquastop) și o tăviță. Și o să-i arăt d-nei Kovács unde e robinetul ei general.

## Munca — stock-out-ul care nu se mai termină

Pip/Tazo: tot nimic. Din octombrie trăim pe protocolul de substituție. Prima versiune a fost simplă, apoi la comisie dr. Suciu a strâns șurubul și a ieșit varianta a doua, mai restrictivă. Acum e ok, secțiile s-au obișnuit, chirurgii s-au oprit din a mă suna personal la 7 dimineața. Distribuitorul zice "mijlocul lui decembrie", apoi "după sărbători", acum "ianuarie". Nu mai cred nimic. Bianca adună datele de consum săptămânal și mi-a venit ideea că din asta iese un abstract bun pentru CEHP: cum am gestionat o ruptură de stoc, cu cifre înainte/după. Liviu a zis da, dr. Suciu a zis da. Deadline 15 ianuarie. Deci Crăciunul ăsta scriu un abstract în engleză. Yay.

Rezidenții: am făcut prima simulare cronometrată. Radu 71/100, Bianca 68/100. Nu e rău pentru decembrie, dar nu e nici bine. Bianca a pierdut mult la calculele de nutriție parenterală, Radu la legislație. Săptămâna asta le-am dat liber, în ianuarie reluăm. Trebuie să mă gândesc la program — Bianca intră pe ATI din februarie și nu știu dacă mai poate joia.

Gărzile. Am reușit să scap de garda din 24, ca să fiu la Turda în Ajun — am făcut schimb pe grup, iau eu 31 în loc. Revelionul în gardă, cu artificii văzute de pe geamul farmaciei, m-am împăcat cu ideea.

Aici vreau să-mi notez ceva ca să nu mai uit și să nu mă mai las convinsă: **prefer gărzile de vineri noaptea.** Sâmbăta dorm până la prânz, după-amiaza sunt om, duminică dimineața pot alerga. Garda de duminică noaptea e cea mai proastă: luni e raportul, inventarul, toată lumea vine cu probleme de weekend, și eu sunt zombie. Marțea e ok dacă nu am intervale. Dar vineri e clar cea mai bună. Data viitoare când se face rota, cer vineri. Ioana preferă invers (are copii, vrea weekendurile libere), deci ne putem înțelege.

## Casa

Bucătăria — montajul s-a amânat. Mail de la Nucleu pe 1 decembrie: furnizorul de balamale și glisiere are întârzieri, mutăm montajul în ianuarie. Am fost dezamăgită dar, sincer, mai bine așa decât să ne-o monteze pe 22 decembrie și să avem praf de Crăciun. Am plătit deja avansul în octombrie. Vlad zice că nu mai alegem nimic fără să citim contractul de 3 ori. Mânerele au fost în sfârșit hotărâte (și nu de mine).

Asociația: ședință de comitet pe 11 decembrie, am fost cu Vlad. Două oferte pentru coloane, prea scumpe amândouă după gustul domnului Pall, care vrea a treia. Se votează în martie. Se discută mărirea fondului de reparații. Fiecare vorbește despre altceva. Am plecat după două ore, cu capul vâjâind.

Banii: Vlad a vorbit cu un broker, Cristian, care o să ne facă o comparație în primăvară, când se apropie sfârșitul perioadei fixe. Bonusul lui Vlad — după multe discuții, unele la 1 noaptea — stă deocamdată într-un depozit.

## Tata

Operat pe 18 noiembrie, ochiul drept. A mers foarte bine. Dr. Pătraș a fost minunată, tata a fost cuminte (aproape), mama a urmat schema de picături de pe foaia lipită pe frigider ca pe o Biblie. La control, pe 2 decembrie, totul ok. A zis tata: "acuma văd ce urât s-a făcut orașul". Ochiul stâng urmează în primăvară. Îmi notez să am grijă să nu pice peste garda mea.

Pensiile: dosarul lui tata e blocat într-o hârtie de la o fabrică care nu mai există, birocrație pură. Pentru mama trebuie făcută programare la CJP, dar abia după sărbători.

## Alergare

Iarna e greu. Am alergat de 3 ori pe săptămână, dar scurt. Long run-urile cu clubul s-au rărit, e gheață în Făget. Am cumpărat în sfârșit frontală? Nu, tot nu. Am primit în schimb de la Vlad o vestă de alergare, de Crăciun. Deci acum n-am scuze. Planul pentru Apuseni pornește oficial pe 12 ianuarie, 22 de săptămâni. Alina a zis că se înscrie și ea.

## Oana

Oana a sunat de Crăciun cu toată familia pe video, copiii au cântat "O, brad frumos" în germană și română amestecat. Tata a plâns (iar), pe ochiul bun. Vine în martie, sigur de data asta, 27–29. Vrea să vadă apartamentul "înainte să-l faceți prea frumos ca să mai pot critica".

## Farmacia de sărbători

Săptămâna dinainte de Crăciun e mereu un haos specific: secțiile cer "pe stoc" pentru zece zile, ca să nu mai sune în vacanță, iar noi trebuie să explicăm, politicos, că farmacia nu se închide și că nu pot lua 40 de flacoane de albumină "ca să fie". Dana a pus un afiș pe ușă: "Farmacia este deschisă și pe 25, 26, 1 și 2. Vă rugăm să nu faceți provizii." Cineva a scris dedesubt cu pixul "ca la Lidl". Am râs toată ziua.

Am făcut și inventarul de final de an, cu Ioana și Sergiu. Ne-au ieșit diferențe mici, la perfuzii, pe care le-am găsit în depozitul de la chirurgie, unde le "împrumutaseră" fără hârtii. Clasic. Liviu a dat un mail scurt și sec către toți șefii de secție. Probabil cel mai eficient mail al anului.

Am avut și o seară frumoasă — cina de Crăciun a farmaciei, la un restaurant mic pe Horea. Liviu a ținut un discurs de două minute (record) despre cum "am trecut împreună prin ruptura de stoc". Bianca a adus cozonac făcut de bunica ei. Radu a adus un joc de societate despre bacterii, pe care nu l-a înțeles nimeni, dar am jucat până la 11.

## Bilanț 2025, așa, pe scurt

Lucruri care s-au întâmplat anul ăsta și pe care nu mi le imaginam acum un an:
- avem o casă (și un credit pe 30 de ani, dar avem o casă)
- am trăit trei săptămâni fără curent în jumătate de apartament și am supraviețuit
- am găsit un ziar din 1974 în perete
- am gestionat cea mai lungă ruptură de stoc din cariera mea
- am început să alerg pe munte și nu m-am lăsat
- tata vede din nou cu un ochi
- am devenit, oficial, "mentor" (Liviu mi-a zis așa la ședință și am roșit)

Lucruri care nu s-au întâmplat:
- baia
- bucătăria (aproape!)
- vacanța la mare pe care ne-o promisesem
- să citesc cartea de la dr. Suciu până la capăt

## Vlad și cadourile

Vlad a primit de la mine o carte despre pâine cu maia și o lopată de lemn pentru cuptor, ceea ce, recunosc, e un cadou în interes propriu. Eu am primit vesta de alergare (am zis deja) și un abonament la o platformă de cursuri de fotografie, pentru că tot zic că vreau să fac poze mai bune pe munte. Mama i-a dat lui Vlad șosete tricotate de ea, în culorile clubului lui de fotbal, și Vlad a fost sincer emoționat. Tata i-a dat o sticlă de pălincă "de la un om din Mihai Viteazu" — fără etichetă, evident.

Ne-am propus ca la anul să nu ne mai luăm cadouri, ci să facem o excursie. Vedem. Ziceam la fel și anul trecut.

## Lucruri mici

- Am găsit o cafenea nouă lângă spital, cu flat white bun și fără muzică tare. Rar.
- Vlad a ars a treia pâine. Maiaua a supraviețuit.
- Ciuperca a dormit toată luna pe calorifer. Zero contribuție.
- Trebuie să fac în ianuarie: analize (feritina), dentist, să schimb cauciucurile? nu, deja iarnă.
- Mama mi-a dat rețeta de cozonac. Pe hârtie. Cu "făină cât cuprinde".

Rezoluții? Nu. Doar: să termin bucătăria, să trec de 23 km fără să plâng, să-i văd pe Bianca și Radu specialiști, să nu mai iau nicio gardă de duminică.
"""

LONG["notes/jurnal-martie-2026.md"] = """---
title: Jurnal — martie 2026
tags: [jurnal]
---
# Martie 2026 — luna în care toate s-au întâmplat deodată

Nu știu de unde să încep. Am avut o lună în care am simțit că lucrez trei joburi: farmacist, administrator de șantier și secretara părinților. Plus alergătoare amatoare cu ambiții prea mari. Hai, pe rând.

## DSP — după control

Controlul a trecut, dar nu chiar fără urme. Procesul-verbal a venit câteva zile mai târziu, cu trei neconformități. Nimic grav, nimic care să închidă farmacia, dar destul cât să ne strice februarie și jumătate din martie. Liviu a împărțit sarcinile, fiecare a scris ce avea de scris, și am trimis planul de măsuri în termen, pe 13 martie, cu o zi înainte să-mi iau liber pentru prima dată în lună.

Partea mea e cea mai enervantă, pentru că depinde de alții: frigiderul cu problemă, înregistrările de temperatură, procedura nouă. Procedura am scris-o (v3, în sfârșit, cu alarmă și escaladare), am făcut și instruirea cu toată echipa, cu semnături. Restul e la furnizori. Dana a făcut un tabel de monitorizare manuală atât de frumos încât Liviu l-a pus ca model.

Ce am învățat: inspectorii au fost corecți, chiar amabili. Dar au văzut exact lucrurile pe care noi le știam și le tot amânam. Data viitoare nu mai amânăm nimic. (Ha. Ha.)

## Rezidenții

Din februarie ne vedem în altă zi, pentru că Bianca e pe ATI. Merge mai bine decât mă așteptam, paradoxal — după-amiaza suntem mai odihniți. A doua simulare: Radu 79, Bianca 81! Bianca a recuperat la NP, Radu încă are lacune la legislație, dar acum măcar știe că are. Le-am dat fiecăruia câte un caz clinic de prezentat la raportul de luni, în fața tuturor. Radu a transpirat, dar a fost foarte bun. Examenul e în iunie — au aflat data exactă, dar eu tot nu mi-am notat-o undeva, trebuie să-i întreb iar.

Abstractul pentru CEHP: trimis în ianuarie, acceptat în februarie ca poster! Bianca e co-autor și e în al nouălea cer. Acum trebuie făcut posterul efectiv, care e altă poveste. Am făcut primele grafice, consumul înainte și după substituție, DDD-urile, procentul de respectare a protocolului. Liviu vrea logo-ul spitalului mare, dr. Suciu vrea mai puțin text. Toată lumea are dreptate și posterul e A0, nu A-infinit.

## Asociația — ședința cu coloanele

Adunarea generală trebuia să fie pe 12, dar s-a amânat o săptămână pentru că nu se strânsese cvorumul din convocare (așa zice administratora; eu cred că era meciul). Până la urmă am fost amândoi, într-o sală de la parter plină de scaune de plastic și oameni supărați. A durat trei ore. Dl. Pall a venit cu o a treia ofertă, scrisă de mână. Un vecin de la scara 2 a zis că el nu plătește nimic pentru că locuiește la etajul 1 și "apa vine de jos". Am votat. Am ieșit de acolo la 21:30, înfometați și cu senzația că am participat la o piesă de teatru absurd. Rezultatul oficial, cu sume și termene, vine în procesul-verbal pe mail. Ce știu sigur: lucrarea se face, și întreținerea o să crească. Vlad a făcut deja calcule în Excel.

## Bucătăria — aproape gata

E montată din ianuarie și e superbă. Verdele salvie e exact ce voiam, blatul e practic și nu mă mai stresez cu fiecare pată. Mânerele sunt cum a vrut Vlad și, ok, recunosc, e mai bine decât varianta mea. Mai lipsește frontul de la sertarul de sub chiuvetă, cel zgâriat la montaj — a fost promis pentru februarie. Martie s-a terminat. Hmm.

Cada: am renunțat la ideea cu walk-in-ul. Băiatul cu reemailarea a venit pe 3 martie, a lucrat o zi întreagă, a mirosit a solvent o săptămână, dar acum cada arată ca nouă. Baia o facem doar cu faianță și gresie noi, și un dulap suspendat. Bugetul respiră.

## Credit

Sfârșitul perioadei fixe se apropie, 25 iunie. Cristian (brokerul) ne-a trimis o ofertă de refinanțare, cu o bancă care dă dobândă fixă pe 5 ani. Arată bine pe hârtie, dar sunt costuri: evaluare, notar, comision. Vlad vrea să mutăm creditul imediat, eu vreau să vedem și ce ne oferă CarpatBank dacă le cerem conversie. Am convenit să le cerem oficial o ofertă la începutul lui aprilie și să comparăm. Nu vreau să mai semnez nimic la notar anul ăsta dacă se poate evita.

## Alergare

M-am înscris oficial la Apuseni Trail Half, pe 2 martie. Am primit confirmarea cu numărul de concurs și toate detaliile. Antrenamentele merg: am trecut de 19 km pe long run, cu 700 m D+. Clubul a anunțat că din aprilie long run-urile se mută duminica dimineața, mai devreme — nu-mi convine, dar pe căldură are sens. Am vorbit cu Alina despre transport la concurs — cineva din club organizează carpool, trebuie să mă uit pe listă. Încă n-am frontală. Încă n-am certificat medical. Procrastinarea mea are un plan de antrenament mai bun decât mine.

Am avut și o mini-accidentare — glezna stângă, o răsucire pe coborâre în Făget. O săptămână de pauză, gheață, bandă. E ok acum.

## Părinții

Oana a venit (27–29), a văzut apartamentul, a criticat exact două lucruri (culoarea de la hol și faptul că nu avem covor), a stat cu tata o după-amiază întreagă. A plecat cu borcane de zacuscă de la mama, ca de fiecare dată.

Tata: ochiul stâng e programat pentru mai. Clinica a zis că s-ar putea să mute data, pentru că doctorița are un congres. Așteptăm confirmare. Vlad s-a oferit să-l ducă.

Mama: am făcut în sfârșit programarea online la CJP, după trei încercări (site-ul cade la ora 9 fix, evident, când toată țara încearcă). Trebuie să strângem actele. Adeverința pentru tata de la arhivă — tot nimic. 60 de zile au devenit 120.

## Munca — restul

Pe lângă DSP, luna asta am avut și comisia de antibioterapie lunară, unde am prezentat datele de consum pe trimestru. Consumul de carbapeneme a crescut, evident, în timpul rupturii de stoc — exact ce se temea dr. Suciu. Am discutat cum ieșim din protocolul de substituție când se normalizează livrările. Nu vrem să ne întoarcem brusc, vrem o tranziție cu reevaluare la 48–72 de ore. Lucrurile astea ar trebui să fie evidente, dar nu sunt.

Avem și o colegă nouă la depozit, asistentă de farmacie, venită de la o farmacie comunitară. E foarte rapidă, dar nu e obișnuită cu circuitul din spital, cu condicile, cu semnăturile. Dana o învață. Dana ar trebui să fie plătită dublu.

Gărzile în martie: patru, dintre care una de duminică (argh), pentru că Sergiu a fost bolnav. Nu m-am plâns. Mult.

Mi-a scris și omul nostru de la distribuitor că "probabil" revin livrările de Pip/Tazo în aprilie. Probabil. Îmi place cuvântul ăsta în gura distribuitorilor. Am zis "super, vă aștept" și am închis cu un zâmbet tehnic.

## Vlad

Vlad a început în sfârșit proiectul nou, cu o firmă din Cluj, și e mult mai fericit. Vine acasă și povestește despre arhitectură de software la cină, și eu dau din cap. El dă din cap când eu povestesc despre interacțiuni medicamentoase. Ne echilibrăm.

Și-a luat bicicleta de gravel (a doua mână, "aproape nouă"). Duminica, după long run-ul meu, merge el pe Feleac. Uneori merg și eu cu el, cu bicicleta mea veche de oraș, și mă depășesc pensionari în urcare. E sănătos pentru ego.

Am vorbit serios despre câine. Concluzia: nu până nu terminăm baia, nu până nu știm ce facem cu creditul, și nu până nu vorbim cu Ciuperca. Ciuperca a fost consultată și a zis nu (a zgâriat canapeaua în timpul discuției, am luat-o ca pe un vot).

## Primăvara

A venit primăvara peste noapte, ca de obicei în Cluj: luni era zăpadă, miercuri alergam în tricou pe malul Someșului. Magnoliile din parcul de lângă spital au înflorit și toată lumea de la secții iese în pauză să le facă poze. Eu le fac poze din geamul farmaciei, între două recepții. Pe balcon am pus busuiocul și două ghivece cu căpșuni, pe care Ciuperca le consideră deja ale ei. Vlad a spălat geamurile, fără să i se ceară, și apoi a stat o oră să admire cât de curate sunt. Am mers o dată la Turda cu bicicletele în portbagaj și am pedalat cu tata pe lângă Arieș — el pe bicicleta lui de 30 de ani, cu frână de contrapedală, mai repede decât mine. Mama ne-a așteptat cu ciorbă de urzici. Mi-am dat seama că vreau mai multe zile de-astea și mai puține mailuri.

## Gânduri

Uneori mă întreb dacă nu fac prea multe. Apoi mă uit la lista de lucruri și văd că fiecare are un motiv: farmacia e meseria mea și îmi place, apartamentul e viitorul nostru, părinții sunt părinții mei și nu are cine altcineva, alergarea e singurul lucru doar al meu. Nu pot tăia nimic. Pot doar să dorm mai mult. Teoretic.

Oana mi-a zis ceva frumos când a plecat: "Tu ții familia asta cu capsatorul și cu bandă adezivă, dar o ții." Nu știu dacă e compliment. Aleg să-l iau ca pe unul.

## Lucruri mici și random

- Am început să ascult un podcast despre istoria medicamentelor. Episodul despre penicilină m-a făcut să plâng în autobuz.
- Ciuperca a învățat să deschidă și sertarul de la bucătărie. Sertarul cu frontul zgâriat, evident.
- Vlad vrea un câine. Eu vreau să dorm.
- Am mâncat cea mai bună ciorbă de fasole din viața mea la o cantină lângă Piața Mihai Viteazu. Trebuie să mă întorc.
- De scris lui Florin pentru priza de pe balcon, promisă de anul trecut.

Aprilie, te rog, fii mai blând.
"""
