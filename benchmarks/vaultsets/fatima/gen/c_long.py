# -*- coding: utf-8 -*-
"""The three long rambling journal notes (1.5-2k words each)."""

L1 = """---
title: "Toussaint, en vrac"
date: 2024-10-27
tags: [journal, cabanon, somme, yanis, chorale, famille]
mood: fatiguée mais ok
---

# Toussaint – en vrac (dimanche 27 octobre)

Première vraie semaine de vacances depuis la rentrée et j'ai enfin le temps d'écrire plus de trois lignes. Je vide ma tête ici, dans le désordre, comme d'habitude. Le thé refroidit à côté de moi, Yanis dort encore (11h !), le chat Pistache a décidé que le clavier était son coussin.

## Le cabanon

On est allés aux Goudes mardi avec Yanis, premier passage depuis le coup de mistral de début octobre. Le bus 19 puis le 20 depuis la Madrague, une heure et quart porte à porte, Yanis râle tout le trajet mais une fois là-bas il retrouve ses huit ans : il descend direct sur les rochers. Moi je suis restée plantée devant la porte. C'est toujours pareil, la première minute : l'odeur de sel et de vieux bois, la toile cirée de papa sur la table, la radio à piles sur l'étagère, les cannes à pêche qui n'ont pas bougé depuis deux ans. Le carnet de marées de papa avec son écriture penchée. J'ai pas pleuré cette fois, progrès.

Le toit par contre… Trois tuiles cassées côté mer, une qui a carrément glissé dans la gouttière, et une grosse tache d'humidité au plafond au-dessus du lit du fond. Le seau que Karim avait mis l'été dernier était plein à ras bord. Cassar (le couvreur que m'a conseillé Nadia, la CPE, il a refait le toit de sa belle-mère à Callelongue) était passé le samedi 5 et il m'a envoyé son devis : refaire toute la couverture, 4 850 € TTC. Il dit que rafistoler ne sert à rien, que les liteaux sont fatigués et que sous les tuiles « c'est de la dentelle ». Karim trouve ça cher, moi aussi, mais honnêtement je ne vois pas comment faire autrement. On en a parlé sur Skype jeudi soir, décalage horaire oblige il était 14h chez lui et 20h chez moi, lui en pause déjeuner avec son sandwich, moi avec mes copies. Il veut demander d'autres devis. Ok. J'ai demandé aussi à « Toits du Sud » (le grand truc avec la pub sur les camionnettes), ils doivent passer… un jour.

Autre sujet cabanon : l'eau. Il n'y a toujours pas d'arrivée d'eau, papa remplissait des bidons chez le voisin du bas ou à la fontaine du port. Il faudrait une vraie citerne, récupérer l'eau du toit. Orsini, le plombier de la rue de Lodi, m'a dit qu'il pouvait passer voir en janvier. Rien d'urgent en hiver de toute façon. Ça va faire partie du même paquet que le toit : si on refait le toit autant prévoir les gouttières qui vont avec la cuve. Et il paraît qu'il faudra déposer quelque chose en mairie pour les travaux, parce que c'est dans le Parc national et en site classé. Encore des papiers. Papa aurait ri : lui, il a posé sa terrasse en 1987 sans rien demander à personne.

Le figuier a donné comme jamais cette année, Mama voulait absolument savoir. J'ai ramené une boîte de figues un peu écrasées, elle a fait de la confiture avec.

## Le voyage dans la Somme

Le projet est validé ! Le conseil d'administration a voté le voyage le 24 septembre, on part en avril avec les deux classes de 3e (3e B, la mienne, et la 3e D de Julien). Quatre jours, trois nuits. Julien s'occupe du volet anglais (les cimetières du Commonwealth, les lettres de soldats britanniques, l'histoire des Terre-Neuviens), Sophie fera un atelier écriture autour des lettres de poilus. Moi la coordination générale, le budget, les familles, les autorisations, bref tout ce qui n'est pas drôle. Comme d'hab.

Le gros sujet en ce moment, c'est le transport. Le prestataire que la gestionnaire nous avait suggéré propose un car depuis Marseille : dix heures de route à l'aller, dix au retour, avec une nuit de plus à payer. Franchement non. Je préfère mille fois le train : le car me rend malade au bout de deux heures, même devant, même avec les bracelets d'acupression que ma mère jure efficaces, et dix heures de car avec 48 ados je ne survivrai pas. Le train c'est plus cher sur le papier, mais on gagne une nuit d'hébergement et une journée de visite. J'ai fait un tableau comparatif pour Mme Pastor (la gestionnaire), je pense qu'elle va être d'accord. Il faut ensuite un car local sur place pour les trajets entre les sites, ça c'est facile.

Pour l'hébergement, le centre de Péronne qu'on voulait est complet la semaine qu'on vise. Albert peut-être, c'est central, à côté de Thiepval et de La Boisselle. Je dois rappeler la semaine prochaine.

Ce que je veux vraiment réussir avec ce voyage : que les élèves comprennent que derrière les chiffres il y avait des gamins à peine plus âgés qu'eux. Le moment à Thiepval, quand on lit les noms sur les piliers, ça marche toujours. Et je veux qu'on parle des soldats coloniaux, des tirailleurs, des Marocains aussi — parce que la moitié de mes élèves ont des arrière-grands-pères qui viennent de là-bas et qu'on ne leur en parle jamais. Grand-père Benali n'a pas fait 14-18 (trop jeune), mais son oncle oui, d'après Mama. Je dois lui demander les papiers s'il y en a.

Budget prévisionnel : autour de 310 € par élève pour l'instant, c'est beaucoup trop pour certaines familles. Il faut chercher des aides (département, FSE, le foyer socio-éducatif, peut-être une tombola). Je ne veux pas qu'un seul élève reste au collège pour une question d'argent.

## Yanis

La 3e, donc. Le brevet en juin. Il fait semblant que ça ne le stresse pas, mais il a recommencé à se ronger les ongles. Inès (l'étudiante en maths, L3 à Luminy) vient le mercredi à 17h depuis la rentrée, il l'aime bien, elle lui explique les choses « sans le prendre pour un bébé » (sic). Ses notes de maths remontent doucement. En français ça va, en histoire-géo il est très bon mais il refuse que je l'aide (« t'es ma mère, pas ma prof »), ce qui est parfaitement sain et parfaitement vexant.

Il parle de seconde générale, il ne sait pas encore quel lycée. Il y a les portes ouvertes en février-mars, il faudra y aller. Son père dit « qu'il fasse ce qu'il veut », merci pour l'aide, Stéphane.

Il voudrait faire son oral du brevet sur quelque chose en rapport avec la mer ou les Calanques. Je trouve ça bien. Je me tais.

## La chorale

Reprise en septembre, on est nombreux cette année, presque quarante. Hélène a fait passer des petites auditions pour les nouveaux, ce qui a stressé tout le monde, y compris les anciens. Je reste en alti 2, tant mieux, je suis bien au fond avec Gwen et Martine. Le concert de Noël sera à la mi-décembre. Le programme de Noël est joli, un ou deux chants un peu mièvres à mon goût, mais bon, c'est Noël. Les répétitions du mardi soir sont ma bouffée d'air de la semaine. Deux heures où personne ne me demande rien d'autre que de chanter juste (ce que je ne fais pas toujours).

Jeanne, la pianiste, nous annonce qu'elle part peut-être à Lyon en janvier. Panique générale. Hélène dit qu'elle a « une piste ».

## Mama

Son genou la fait souffrir. Elle ne veut pas entendre parler d'opération. Elle m'a demandé trois fois cette semaine si j'avais des nouvelles de Karim, alors qu'elle lui parle sur Skype tous les deux jours depuis que Yanis lui a installé l'application. Je crois qu'elle aime juste qu'on parle de lui.

Elle fêtera ses 70 ans en juillet prochain. Il faudra marquer le coup. Karim dit qu'il viendra, inchallah. On verra.

## Le collège, en général

Le nouveau principal, M. Guasco, a l'air correct, assez carré, il répond aux mails (!). La salle 114 n'a toujours pas de vidéoprojecteur qui marche. J'ai 3e B, 3e D, 4e A et 5e C cette année, plus le club histoire du jeudi midi. Le club marche bien, on a une dizaine de fidèles, on fabrique une carte du front de la Somme en 3D pour le CDI, Malik a apporté de la pâte à sel, ça va être un carnage.

Choses à ne pas oublier :
- rappeler Albert pour l'hébergement
- relancer Toits du Sud pour le 2e devis
- demander à Mama les papiers de l'oncle (14-18 ?)
- acheter des piles pour la radio du cabanon (oui, c'est sentimental)
- prévoir la réunion d'info parents pour janvier
- trouver un cadeau pour les 50 ans de Claire

## Pensée du jour

Je me rends compte que tout ce qui me fait tenir cette année, c'est des histoires de transmission : le cabanon de papa qu'on ne veut pas laisser tomber, les gamins à qui on raconte la Somme, Yanis qui grandit, Mama et ses histoires. Et la chorale, qui ne transmet rien du tout, qui est juste pour moi. C'est bien aussi.

Bon. Les copies de 4e ne vont pas se corriger toutes seules. Pistache, descends du clavier.
"""

L2 = """---
title: "Vacances d'hiver – big brain dump"
date: 2025-02-16
tags: [journal, cabanon, mairie, voisin, somme, yanis]
---

# Vacances d'hiver — brain dump (Sunday 16 Feb)

Mixing French and English as usual, my brain doesn't pick a language when it's tired.

## Mairie, enfin

J'ai déposé la déclaration préalable le lundi 3 février au guichet urbanisme. Deux heures de queue, un ticket numéroté, une dame très gentille qui m'a dit en regardant le plan : « Ah, les Goudes… site classé, ça va partir chez l'ABF, comptez deux mois. » Deux mois ! Donc pas de réponse avant début avril au mieux, et Cassar ne peut rien commencer avant. Le récépissé est arrivé par mail le lendemain, je l'ai rangé dans le dossier cabanon, faudra que je note le numéro quelque part de façon lisible parce que je sais que je vais le chercher pendant des heures.

Elle m'a aussi dit une chose qui change tout : le bac acier, l'ABF ne l'acceptera jamais dans ce secteur. « Vous êtes dans le site classé des Calanques, madame, ici c'est la tuile. » Karim va être déçu, c'était son idée. Honnestly I'm almost relieved, the steel roof would have looked like a shipping container next to papa's little terrace.

Cassar avait déjà revu son devis en janvier (5 320 €, because of the rotten rafters on the sea side, chevrons pourris, on s'en doutait). Il m'a dit qu'il pouvait peut-être trouver des tuiles de récupération, ça ferait baisser un peu. À suivre. Il faut qu'on se décide vite avec Karim.

## The fence

OK so the Pellegrin thing. Back in December I noticed that the old wire fence between us and Pellegrin's cabanon had been replaced by a new green grillage on concrete posts. Nice fence. On our side. Papa's old stone boundary (the little line of white stones he used to repaint every spring) is now on Pellegrin's side of the fence. I measured roughly, it's something like forty centimetres all along, maybe less near the gate. The fig tree is fine, thank god, but the little path to the back of the cabanon is narrower and the spot where I wanted to put the water tank is basically gone.

I went to talk to him in January. He was polite at first, then less. His version: "la clôture a toujours été là, votre père était d'accord". Except papa's not here to say anything, which is convenient. Karim wants to send a lawyer's letter immediately, I'd rather do things in order: first a proper bornage by a géomètre-expert (the notaire gave me a name, a woman who works a lot in the 8th), then a letter, then if needed the conciliateur de justice, which is free. The géomètre can come on Saturday 15 March, Pellegrin has been invited by registered letter as the law requires. We'll see if he shows up.

Ça me pèse plus que je ne le dis. C'était le voisin de papa pendant trente ans. Ils pêchaient ensemble. Mama dit « laisse tomber, c'est quarante centimètres », mais c'est pas les centimètres, c'est le principe, et surtout c'est l'endroit de la cuve.

## Water tank

Speaking of which. Orsini came in January and gave two options: a buried tank (3000 L, but the ground is pure rock two spades down, he'd need a small digger and a rock breaker, the price went crazy: around 4 200 € all in), or an above-ground tank (1000 L, a few hundred euros + installation). I asked ChatGPT to do the maths on how much rain the roof collects in a year, it gave me a number and I realised I had given it the wrong roof size, so I corrected it. Anyway even the corrected number says a 1000 L tank fills and empties several times a year, which is enough for washing up, the outdoor shower and watering the two tomato plants I'm dreaming about. Karim leans towards the cheap option too. I haven't officially decided, I'm writing it in the cabanon note when I do.

## Somme trip — it's real now

The train is booked (group booking, two separate confirmations, outbound and return, because the return had to be done on a different quota — don't ask). The hostel is being confirmed in Albert. Mme Pastor got a subsidy from the Département, so the price for families went down, which is a relief: I had three families who told me privately they couldn't pay the first price. The details are in her email, I forwarded it to Julien.

The parents' meeting in January went well, lots of questions about phones (yes they can bring them, no they won't have them at night), allergies (four PAI, one severe peanut allergy — I need to double check the hostel menus), and money. One dad asked if the kids would "see real bones". Er.

The programme has been fixed since December (Julien and I went back and forth by email about day 3, it's all in that thread). I printed the final version for the parents' folder.

Sophie is doing the writing workshop and Julien is in charge of the British and Commonwealth side. I'm coordinating, as always.

Also: need to book the guided visit at the Historial. Email them this week!!

## Yanis

Brevet blanc on 4 and 5 March. He's working, more or less. Inès still comes on Wednesdays, she's raising her rates from February (fair enough, she hadn't changed them in two years, apparently). She says his algebra is much better but geometry is still shaky. He wants to talk about the Calanques national park for his oral: "protéger ou ouvrir ?" — good question, honestly, given the parking wars at Sormiou every summer.

Lycée open days: we went to two. He liked one with a European section in English, he liked another one because "the canteen smelled good". Decisions, decisions. Affelnet opens in May, I think.

He has grown four centimetres since September. I had to buy new trainers. 42! My baby wears 42.

## Choir

The new pianist started in January and he's great — plays like he's listening to us, which Jeanne never really did, bless her. Hélène announced that there might be a trip to Italy in the autumn (Cremona? a choir festival). Tempting but money, time, Yanis's first term in lycée… I'll think about it.

We're starting the June programme. It's all Latin, my favourite. Finally something without sugar.

## Class stuff

The 3e are on the interwar period now. I tried a jigsaw activity on the 1929 crisis, half the groups worked brilliantly and the other half built a paper tower. Conseil de classe in March, I have to write 27 appréciations without using "peut mieux faire" once. Challenge accepted.

## Mama

Her knee is better since the physio. She made msemen for the whole building last Sunday. She keeps asking "alors, le toit ?" every time I see her, and "et le voisin ?" with her eyebrows. She wants peace. So do I. Mostly.

## Les Goudes in winter

I went down alone on the last Sunday of January, just to check on things after the rain. Nobody on the road after Callelongue, the restaurants closed, the fishermen's boats pulled up, two old men playing pétanque in coats. The sea was that flat grey-green that you never see on postcards. The bucket under the roof leak was half full again. I emptied it, I sat on papa's chair on the terrace with a coffee from the thermos and I stayed an hour doing nothing. Ça faisait longtemps. I could hear Pellegrin's radio through the wall of his cabanon, the same football programme papa used to listen to. Weird feeling, being angry at someone and nostalgic about the same sound.

I also noticed the shutters are really in a sad state, the paint is peeling everywhere and the bottom of the door is rotting. Another thing for the list. Karim has opinions about colours, of course. I have better ones.

## Karim

We talk every Sunday now, more than when papa was alive, which is something. He's stressed at work (a new boss, a reorganisation, the usual Canadian politeness hiding the usual corporate mess). He wants to come in summer for Mama's birthday and stay three weeks, one of them at the cabanon if the roof is done. He keeps sending me links to videos of people renovating tiny houses in Québec. I keep sending him photos of the bucket.

He also reminded me that he still has papa's watch and that he wants Yanis to have it when he gets his bac. I cried a little in the kitchen after that call. Don't tell him.

## Money, boring

Taxe foncière of the cabanon arrived, insurance to renew, géomètre fees coming (around a thousand euros, the notaire warned me), roof deposit coming… I started a spreadsheet with Karim, everything goes in there, who paid what. Karim pays his share by transfer every couple of months, so far so good.

## To do before the end of the holidays

- [ ] email the Historial for the guided visit
- [ ] ask the hostel about peanut-free meals
- [ ] call Cassar: recycled tiles? price?
- [ ] decide the tank with Karim, write it down
- [ ] send the bornage invitation copy to Karim
- [ ] buy Yanis's calculator with exam mode
- [ ] choir: learn the Pie Jesu alto line (it's not a solo, relax)

OK, it's 1 a.m. Go to bed, Fatima.
"""

L3 = """---
title: "Long weekend ramble (May)"
date: 2025-05-11
tags: [journal, somme, yanis, cabanon, swim, chorale]
---

# Long weekend ramble — Sunday 11 May

The 8 May bridge, four days off, and for once I'm not marking anything. I swam yesterday for the first time this year. Cold. Perfect.

## The Somme, a month later

I keep meaning to write the trip down properly before it fades, so here goes, even if it's a month late.

The train was fine, no one was sick, no one was lost (one boy left his jacket on the train at Haute-Picardie; it came back three days later, miracle of the SNCF lost property). The hostel in Albert was simple and clean, the cook took the peanut allergy very seriously, she even came to find the girl concerned at every meal to show her what was safe. Dorms of four to six, lights out at ten thirty, actual silence at midnight-ish. Normal.

Day one at the Historial in Péronne: the guide was brilliant, she made them handle replica objects and read letters aloud, and the writing workshop after that worked much better than I feared. A few kids wrote things that I want to keep forever. One of the quiet girls from 3e D wrote a letter "from" a nurse that made Julien cry in the bus. He denies it.

Day two was the big one. Thiepval in the morning: the names, the huge arch, the silence. Then Lochnagar crater, which they loved because it's a gigantic hole and they're fourteen. Then Beaumont-Hamel, the Newfoundland memorial, with the caribou and the preserved trenches. This is where it got to them. The Canadian guide (a student from St. John's doing her year there) explained how the regiment was almost wiped out in half an hour on 1 July 1916, and that in Newfoundland the first of July is still a day of mourning, not just Canada Day. Rayan just sat down on the grass and cried, quietly, for a long time. He said afterwards that it was the number: "madame, 801 went in and 68 answered the roll call the next day". He had written it down in his notebook. The others were lovely with him. Nobody laughed. I think about that a lot. That's the reason I do this job.

Day three, Lorette and the Ring of Remembrance, names in alphabetical order with no nationality, German names next to French names next to British names. A kid found his surname. Not his family, probably, but still. On the way back the bus was quieter than any bus I've ever been in with teenagers.

Day four we were so tired. The museum in Albert (the underground one, the Somme 1916 museum) and then the train home. Arrived at Saint-Charles in the evening, parents waiting, a few hugs, a lot of "t'as mangé ?" and we were done.

Things I'd change next time: fewer sites on day 2, more time at each. A proper rain plan (we got lucky). Ask families for a small envelope of spending money with a maximum, because some kids had 5 euros and some had 150.

## Yanis and the lycée question

Affelnet is done. We sat at the kitchen table with the list, a pot of mint tea and a lot of sighing. In the end: first choice lycée Marius-Jauffret (seconde générale with the European section in English — he liked the teachers at the open day and there's a sailing club, which sealed the deal), second choice lycée Thiers, third the one near Mama's in case everything fails. I'm happy with that. He chose, not me. I only said "are you sure?" about forty times.

The oral is coming, 3 June I think, he's been rehearsing his Calanques presentation in front of the mirror. He asked me to time him. Four minutes twenty, needs to be five. He talks fast when he's nervous, like his mother.

Results of the assignment will come at the end of June, after the written exams. Then summer. Then I'll sleep.

## The cabanon, again

The roofer's tile supplier is late. Cassar called on Friday, he'll write with a new start date, probably June. Everything is ready otherwise: the mairie finally said yes (with conditions from the Bâtiments de France), the scaffolding is booked and then unbooked and then booked again. I'm trying to stay zen. Karim is not zen, he's in Montréal and texting me "so? so?" every day.

The water tank works. The pump lost its prime once in April and I fixed it myself following Orsini's instructions — I felt like a queen. The outdoor shower is basically a garden hose tied to the fig tree but it's heaven after a swim.

The neighbour saga continues, it's now with the conciliateur de justice; the convocation came at the end of April, for June. I'll go alone, Karim signed a power of attorney. Mama keeps saying "c'est quarante centimètres, benti". Yes Mama.

## Swimming

So, the swim. Every year I forget how much I need it. My favourite spot is still the tiny cove just past the Goudes harbour wall, the one we called "la piscine de papa" when we were kids because he used to put us there with a mask while he fished from the rocks. It's sheltered from the mistral, the water is clear, and before 9 a.m. there's nobody, no boats, no speakers. I don't like the big famous calanques anymore, Sormiou in July is a nightmare with the shuttles and the crowds, and Marseilleveyre is a long walk for ten minutes of swimming. Give me the little cove and the first hour of the day.

Yanis came with me on Saturday. He swam for three minutes, declared the water "illegal" and went back to his phone on the rocks. Fair.

## Choir

Concert in June is shaping up. The Latin programme is beautiful, the alto line in the Requiem is not hard but it's exposed in places, so I'm practising in the car like a lunatic. Hélène is stressed about the dress rehearsal logistics because the church isn't free on our usual Tuesday — she'll send a message. Tickets, posters, the usual. I volunteered to bring cakes for the interval, because apparently I never learn.

The Italy trip in the autumn: I said no. Too much going on and the money is going into the roof. A bit sad but fine.

## Mama's 70th

We're doing it in July, in a restaurant, the whole family. Karim is flying in. I need to talk to him about the present — I have an idea, she's been complaining about her old machine for years. Book the restaurant this month!! It's a Saturday in the middle of the summer, everything will be full.

## Work, the end of the year

The last weeks of the year are always the same mad sprint: conseils de classe, the brevet for my 3e, the reports, the orientation meetings, the school trip accounts, the stock of textbooks to count, the end-of-year party that nobody organises and everybody attends. I promised myself I'd stop volunteering for everything. I've already volunteered for two things since Tuesday.

My 3e B are a good group this year. Chatty, sometimes exhausting, but generous with each other. The trip changed something between them, I think. Even Malik, who spent September and October trying to get thrown out of every class, asked me if we could do "another trip like that" next year. I told him he'd be in lycée. He looked genuinely sad for about four seconds.

Julien wants to do the trip again next year with the new 3e and add Ypres, Belgium, for the British side. Why not.

I also need to think about next year's timetable wishes. I'd like to keep a 3e, drop the 5e, and have my Thursday afternoons free for the club and the choir admin stuff Hélène keeps giving me.

## Reading

I'm reading the Fussell book I ordered in December, slowly, ten pages a night before I fall asleep on it. It's dense but it changes how I read the soldiers' letters: the irony, the pastoral images, the way they wrote home about larks and poppies while everything around them was mud. I want to steal a few ideas for next year's lessons, maybe a session comparing a French letter and a British poem on the same week of July 1916. Julien would love that. Gwen's Irish poems are on the bedside table too, waiting their turn.

## Random things that made me happy this week

- the neighbour's kid (not Pellegrin's side, the other side) brought me sea urchins
- a parent from 3e B sent me a card thanking me for the trip
- the first figs are forming, tiny and green
- Gwen from the choir lent me a book of Irish poems
- Yanis said "thanks mum" without being asked (!)

## Things I'm worried about

- the roof, the weather in June, Cassar's back (he's 58 and on roofs all day)
- Yanis's maths for the written exam
- the conciliation: I don't want a war, I want our forty centimetres and peace
- money, always, a bit

OK. Tea, then ironing, then prepping next week's lessons on the Cold War.
"""
