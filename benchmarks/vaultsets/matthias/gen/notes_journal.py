"""The three long, rambling journal notes."""

J1 = """---
date: 2025-02-09
tags: [journal, gedanken]
---
# Sonntag, 9. Februar – Gedanken, ungeordnet

Es ist halb elf, Claudia ist mit ihrer Schwester beim Langlaufen in der Jachenau, und ich sitze mit dem zweiten Kaffee am Küchentisch und habe mir vorgenommen, einfach mal alles aufzuschreiben, was mir im Kopf herumgeht. Stefans Therapeut (ja, Stefan hat einen Therapeuten, wer hätte das gedacht) sagt wohl immer: "Schreiben Sie es auf, dann muss der Kopf es nicht mehr halten." Also gut. Versuch.

## Arbeit

Der Winter ist die Zeit der Berichte. Draußen prüfen geht bei minus acht Grad nur eingeschränkt, die Hände werden steif, die Risslupe beschlägt, und die Bauämter wollen im Januar sowieso erst mal ihre Haushaltsmittel sortieren. Also sitze ich an den Berichten vom Herbst, pflege Schäden in SIB-Bauwerke ein und ärgere mich über die Schadensbeispiele, die nie genau auf das passen, was man vor sich hatte. Reinhard hat im Dezember das Budget für den Austausch mit Pennant freigegeben, das freut mich wirklich. Es ist das erste Mal seit Jahren, dass bei uns jemand sagt: lass uns mal schauen, wie die anderen das machen. Die Briten haben ein völlig anderes System, weniger Noten, mehr "engineering judgement", und sie setzen viel mehr auf Seilzugang und Drohnen, weil sie die großen Untersichtgeräte gar nicht überall einsetzen können. Ich bin gespannt. Graham ist ein angenehmer Typ, trocken, ein bisschen kauzig, genau richtig. Priya ist das Gegenteil, superorganisiert, schreibt Mails mit Tabellen und Deadlines. Ich glaube, die beiden ergänzen sich gut.

Für dieses Jahr steht die Hauptprüfung Aschbach an, die große Talbrücke, Spannbeton-Hohlkasten aus den Siebzigern. Das letzte Mal 2019, damals mit Tobias und dem alten Kollegen Ferstl, der jetzt in Rente ist. Ich habe ein komisches Gefühl bei dem Bauwerk, das Südwiderlager war schon damals feucht. Mal sehen. Planung fängt im Frühjahr an, das Bauamt will die Prüfung im September, wegen des Verkehrs nicht in den Sommerferien.

Und dann der ewige Personalmangel. Wir sind zu wenige, die Leute mit Zertifizierung sind alle über fünfzig, und die Jungen wollen lieber ins Büro als bei Nieselregen unter eine Bundesstraße. Ich verstehe sie ja. Aber jemand muss es machen. Ich war im November bei dem Lehrgang in Kassel, endlich mit Prüfung und Zertifikat, das hängt jetzt im Büro. Die Rechnung habe ich aus eigener Tasche gezahlt, weil Reinhard meinte, das sei "meine persönliche Qualifikation". Na gut, dann halt Werbungskosten. Wenn ich nur wüsste, wo der Tagungsordner ist.

## Steuer

Apropos. Die Kanzlei Weidinger hat ihre jährliche Liste geschickt, was sie alles brauchen, und ich habe wie jedes Jahr das Gefühl, dass ich die Hälfte nicht finde. Die Lohnsteuerbescheinigung kommt eh erst Ende Februar. Claudia hat ihre Sachen immer ordentlich in einem Ordner mit Trennblättern, ich habe eine Schublade. Ich schwöre mir jedes Jahr, dass ich es anders mache. Vielleicht sollte ich wirklich alles scannen. Stefan macht das mit so einer App, die alles automatisch sortiert. Ich traue dem nicht ganz.

## Lena

Die große Nachricht: Sie hat den Platz in Leeds! Ende Januar kam die Mail, sie hat sie mir weitergeleitet mit gefühlt zwanzig Ausrufezeichen. Ein ganzes Jahr England, School of English, ab September. Ich bin stolz und gleichzeitig ist mir ein bisschen flau. Zwanzig Jahre alt, und dann weg. Claudia sagt, das ist genau richtig so, wir waren in dem Alter auch unterwegs. Stimmt ja. Ich war mit einundzwanzig drei Monate in Norwegen auf einer Baustelle und habe meiner Mutter zwei Postkarten geschrieben. Heute wird Lena uns wahrscheinlich jeden zweiten Tag Fotos von ihrem Frühstück schicken. Das ist auch schön.

Das Geld ist ein Thema. Wohnheime in Leeds kosten ein Vermögen, 170, 180 Pfund die Woche, und das für ein Zimmer mit Bad, nicht mehr. Lena hat gespart, sie jobbt im Café, aber das reicht nicht. Wir haben besprochen, dass wir den größeren Teil übernehmen. Irgendwie kriegen wir das hin. Erasmus gibt es auch noch, nicht viel, aber immerhin.

Witziger Zufall: Ich fahre im Mai sowieso dienstlich nach Leeds. Dann kann ich mir die Stadt schon mal anschauen und Lena erzählen, wo man Brot bekommt, das nicht nach Watte schmeckt.

## Fliegen

Wo wir schon dabei sind: Den Flug im Mai bucht Priya, und ich habe ihr extra geschrieben, dass ich einen Gangplatz brauche. Ich nehme immer den Gang, nie das Fenster – seit der Knie-OP 2019 muss ich das Bein ausstrecken und zwischendurch aufstehen können, ohne zwei Leute zu wecken. Claudia sitzt gern am Fenster und fotografiert die Alpen, das passt also, wenn wir zusammen fliegen. Bei Dienstreisen muss man es halt dazusagen.

## Mama

Im Juni wird sie achtzig. Achtzig! Sie sagt, sie will "nix Großes", was bei ihr heißt: Sie will schon was, aber wir sollen es organisieren, und sie beschwert sich dann hinterher über das Essen. Stefan und ich teilen uns das. Er ist näher dran, Regensburg–Landshut ist ja ein Katzensprung, ich bin von München aus auch nicht weit, aber er kennt die Wirte. Wir haben eine Liste angefangen, drei Lokale in der Gegend. Ich bin eher für das alte Stammlokal, wo Papa immer seinen Schweinsbraten gegessen hat, aber da gibt es eine Treppe zum Saal, und Mama geht seit letztem Herbst mit dem Rollator. Wir schauen mal. Entscheiden müssen wir bis Ostern, sagt Stefan, sonst sind die Nebenzimmer weg.

Papa fehlt mir in solchen Momenten. Er hätte das alles mit drei Telefonaten erledigt und dazu noch eine Blaskapelle organisiert.

## Garten

Die Saatgutkataloge liegen auf dem Tisch. Ich muss mich zurückhalten, jedes Jahr bestelle ich zu viel. Dieses Jahr will ich mehr Kartoffeln machen und weniger Zucchini, weil wir im letzten Sommer buchstäblich Zucchini verschenkt haben, an Nachbarn, an den Briefträger, an wildfremde Leute vor dem Gartentor. Claudia will wieder Blumen, Dahlien und Zinnien. Gut, die Ecke beim Kompost kann sie haben.

Im Verein gibt es Unruhe. Die Jahreshauptversammlung ist im März, und es soll über eine Solaranlage auf dem Vereinsheim abgestimmt werden. Ich bin dafür, das Dach ist ideal, Süd, keine Verschattung. Aber die Alten (ich bin ja selbst bald einer der Alten, aber ich meine die richtig Alten) sind dagegen, weil es Geld kostet. Außerdem soll das Ersatzgeld für die Gemeinschaftsstunden steigen. Ich habe letztes Jahr auch nicht alle Stunden geschafft und bezahlt. Ich finde es richtig, wenn es teurer wird, sonst kauft man sich einfach frei. Mal sehen, ob ich zur Versammlung komme; wenn ja, bringe ich den Kuchen mit, den Claudia sowieso backt.

## Wohnung

Ruhig, zum Glück. Die Heizung macht wieder dieses Klopfen, der Hausmeister sagt, das sei "normal bei dem Baujahr". Die neue Hausverwaltung – die Kessler GmbH, seit letztem Sommer – scheint ordentlich zu sein, zumindest schicken sie alles per Mail. Die Nebenkostenabrechnung für 2024 kommt wohl im Sommer. Ich habe ein ungutes Gefühl, weil im Herbst im Hof die große Birke gefällt wurde und die neue Gartenfirma ständig da war. Wer das wohl bezahlt.

## E-Bike

Claudia stichelt. Ich rede seit einem Jahr davon, dass ich ein E-Bike will, um ins Büro und zu den näheren Bauwerken zu fahren, und dann schaue ich mir nur Prospekte an. Neu ist es mir zu teuer, vier-, fünftausend Euro, das sehe ich nicht ein. Gebraucht gibt es viel, aber man weiß nie, was mit dem Akku ist. Stefan sagt, ich soll einfach eins kaufen, er hat ja auch schon das zweite. Im Frühjahr. Versprochen. (Das schreibe ich jetzt hier hin, damit ich es nachlesen kann, wenn ich im Juni immer noch keins habe.)

## Gesundheit

Das Knie ist okay, solange ich mich bewege. Unten rechts ein Zahn, der bei kaltem Wasser zieht. Der alte große Füllungszahn. Ich müsste zur Kontrolle, die nächste ist aber erst im Sommer, und ich gehe nicht freiwillig früher zum Zahnarzt, das weiß jeder, der mich kennt. Das Bonusheft ist übrigens lückenlos, darauf bin ich komischerweise stolz.

## Sonstiges

Ich lese gerade ein Buch über die Geschichte des Brückenbaus in Großbritannien, das mir Graham in Lissabon empfohlen hat, irgendwas mit "Iron and Stone". Erstaunlich, wie viele der alten gusseisernen Brücken dort noch stehen. Das Englisch ist anstrengend, aber es wird besser. Ich will im Mai nicht wie ein Tourist klingen. Lena lacht mich aus, wenn ich "the bridge bearing is broken" sage, sie sagt, ich klinge wie ein Lehrbuch aus den Achtzigern. Sie hat recht. Sie sagt, man sagt "the bearing has failed" oder "is shot", je nachdem, wie britisch man sein will.

Claudia und ich wollen im August wieder nach Südtirol, diesmal ins Passeiertal, Wandern, nicht zu hoch wegen meinem Knie. Sie hat schon eine Pension im Auge. Ich freue mich darauf wie ein Kind.

Was ich mir für dieses Jahr vornehme, ganz ohne Neujahrs-Pathos: weniger Mails am Abend lesen. Einmal im Monat mit Stefan telefonieren statt nur zu tippen. Die Steuer nicht bis zur letzten Minute liegen lassen. Mehr Rad fahren. Lena loslassen, ohne sie jeden Tag anzurufen. Und endlich den Keller aufräumen, in dem garantiert auch der Tagungsordner aus Kassel liegt.

Und zum Schluss: Ich sollte mehr schlafen. Ich schlafe seit Wochen schlecht, wache um vier auf und denke an Rissbreiten und Spannglieder. Das ist kein Zustand. Vielleicht liegt es am Winter. Vielleicht liegt es daran, dass sich gerade so viel ändert: Lena geht, Mama wird alt, ich werde auch nicht jünger. Vielleicht ist es einfach Februar.

Genug. Kaffee ist kalt. Ich gehe jetzt an die Isar.
"""

J2 = """---
date: 2025-07-20
tags: [journal, sommer]
---
# 20. Juli – Sommer-Gedanken (es hat 33 Grad)

Hitze. Seit zehn Tagen über dreißig Grad, die Wohnung im zweiten Stock heizt sich auf wie ein Backofen, und nachts kühlt es kaum ab. Ich sitze auf dem Balkon mit einem Radler und schreibe, weil ich eh nicht schlafen kann. Gestern war Sommerfest im Garten, bis nach elf, mit Steckerlfisch und einer Band, die ausschließlich Lieder aus den Achtzigern gespielt hat. Mir war es zu laut, Claudia hat getanzt. So ist das.

## Mama

Der Geburtstag war wunderschön. Ich hatte vorher Bauchweh, weil Mama ja immer etwas findet, aber sie war einfach glücklich. Sechsundzwanzig Leute, das Nebenzimmer ebenerdig, sie konnte mit dem Rollator direkt in den Garten, und der Wirt hat ihr zum Nachtisch eine Torte mit einer Achtzig aus Marzipan gebracht. Tante Resi hat eine Rede gehalten, die viel zu lang war, und Onkel Sepp ist dabei eingeschlafen. Lena hat das Fotobuch überreicht, mit den alten Dias von Papa, eingescannt über drei Wochenenden. Mama hat geweint. Stefan auch, er gibt es nur nicht zu. Ich habe die Rechnung mit ihm geteilt, das war mehr als geplant, aber egal. So etwas macht man einmal.

## Wohnung / Nebenkosten

Und dann das Gegenteil von schön: die Nebenkostenabrechnung. Im Juni kam sie, Nachzahlung 612,40 €. Sechshundert Euro! Letztes Jahr gab es noch etwas zurück. Die Gartenpflege hat sich mehr als verdoppelt, und ich bin mir ziemlich sicher, dass da die Birkenfällung vom Herbst drinsteckt. Beim Hausmeister stehen Reparaturen mit drin, die Haustür, die Klingelanlage – das darf man nicht umlegen, das weiß sogar ich. Ich habe letzte Woche einen Widerspruch an die Hausverwaltung geschickt, sachlich, mit Tabelle, ganz Ingenieur. Morgen habe ich den Telefontermin beim Mieterverein. Gut, dass wir seit Jahren Mitglied sind, auch wenn ich den Beitrag immer für rausgeworfenes Geld gehalten habe. Heute bin ich froh darum. Claudia sagt, ich soll mich nicht so reinsteigern. Sie hat recht, aber es geht ums Prinzip. Wenn die Verwaltung merkt, dass niemand nachschaut, wird es jedes Jahr mehr.

## Zähne

Die Kontrolle vor zwei Wochen war ein Reinfall: Der alte Füllungszahn unten rechts, der im Winter schon gezogen hat, hat einen Riss. Dr. Lechner sagt Krone, und zwar dieses Jahr noch. Ich habe mich für die einfache Metallkrone entschieden, die Regelversorgung. Das ist ein Backenzahn, hinten, den sieht niemand, und ich stecke das Geld lieber in Leeds. Claudia hat die Augen verdreht. Ich habe ChatGPT gefragt, was die ganzen Begriffe auf so einem Heil- und Kostenplan bedeuten, Regelversorgung, gleichartig, andersartig, Festzuschuss. Bürokratie auf Zahnarztdeutsch. Immerhin wirkt sich das Bonusheft aus.

## Lena

Die Unterkunft in Leeds ist bestätigt, seit Ende Juni. Ein Wohnheim, Zimmer mit eigenem Bad, Küche teilen sie sich zu sechst, zehn Minuten zu Fuß zur Uni. Die Miete pro Woche ist absurd, ich habe es dreimal nachgerechnet. Lena ist aufgeregt und zugleich nervös, sie googelt jeden Abend Dinge wie "Leeds weather October" und "how to make friends in halls". Ich sage ihr, dass Engländer genauso schüchtern sind wie Bayern, nur höflicher dabei. Sie fliegt im September, wir müssen noch buchen. Das Kindergeld ist auch so ein Thema: Solange sie hier gemeldet bleibt und in den Ferien heimkommt, läuft es wohl weiter, aber die Familienkasse will Nachweise. Natürlich.

## E-Bike

Das einzige Thema ohne Ärger. Ich fahre jetzt fast jeden Tag mit dem Rad ins Büro, und wenn es geht, auch zu den Bauwerken im Süden. Seit Mai sind es schon ein paar hundert Kilometer. Die Isar entlang zur Arbeit zu fahren ist der beste Teil des Tages. Im Büro lachen sie über meinen Helm, der tatsächlich aussieht wie eine halbe Melone, aber das ist mir egal. Ich schwitze bei der Hitze trotzdem, auch mit Motor. Tobias sagt, ich soll auf Stufe "Turbo" fahren, aber dann ist der Akku nach vierzig Kilometern leer, und ich will ihn schonen.

## Arbeit

Tobias ist Vater geworden! Ein Junge, Jakob, Ende Juni. Er strahlt, ist übermüdet und erzählt jedem, der nicht schnell genug wegläuft, vom Stillen. Er geht ab Mitte September in Elternzeit, was ihm von Herzen gegönnt ist, aber genau dann ist Aschbach. Wer an seiner Stelle mitgeht, ist noch nicht klar, Reinhard und Anja überlegen. Und wir streiten intern noch über das Zugangskonzept: Ich will, beeindruckt von Leeds, mehr mit Seilzugang machen, Reinhard ist skeptisch, das Bauamt will "das Bewährte", also das Untersichtgerät. Es wird wohl ein Kompromiss. Die Pfeiler sind bis über dreißig Meter hoch, da kommt man mit dem Gerät von oben ohnehin nicht überall hin.

Der Austausch mit Pennant war bisher das Beste am Jahr. Ich habe in Leeds mehr gelernt als auf drei Tagungen. Die Briten nehmen alles mit mehr Humor, auch einen abgeplatzten Kappenbeton. Die Zusammenfassung der DIN 1076, die ich Graham versprochen habe, habe ich noch nicht angefangen. Es ist Sommer. Ich schiebe.

## Steuer

Erledigt! Also, von meiner Seite. Die Kanzlei hat die Erklärung Anfang Juli übermittelt. Homeoffice-Tage gezählt, Belege gesucht, die halbe Schublade ausgeleert. Die Teilnahmebescheinigung vom Lehrgang ist immer noch verschwunden, Frau Weidinger meinte, wir schicken es erst mal ohne und schauen, was das Finanzamt sagt. Ich habe ein mulmiges Gefühl dabei.

## Garten

Im Garten explodiert alles. Die Tomaten im Folienhaus stehen zwei Meter hoch, die ersten sind rot, und ich esse sie direkt vom Strauch, warm, mit etwas Salz aus dem Tütchen, das ich in der Hütte habe. Das ist der Sommer, für den man das ganze Jahr arbeitet. Claudias Dahlien blühen, die Zinnien auch, und das ganze Beet sieht aus wie ein Bild aus einem Gartenmagazin. Die Zucchini – ich hatte gesagt, nur eine Pflanze – sind trotzdem zu viel. Eine Pflanze reicht offenbar für die halbe Straße.

Die Gemeinschaftsstunden hänge ich hinterher. Im Juni und Juli habe ich es nicht geschafft, Mama, Leeds-Kram, Hitze. Im Herbst muss ich aufholen, sonst zahle ich, und das Ersatzgeld ist seit der Versammlung teurer geworden. Beim Sommerfest habe ich mich wenigstens für den Abbau gemeldet. Zählt das? Wohl nicht.

Im August sind wir in Südtirol, neun Tage Passeiertal. Ich muss noch einen Gießplan für den Nachbarn schreiben, der das netterweise wieder übernimmt. Und eine Kiste Bier in die Hütte stellen, das ist die Währung im Kleingarten.

## Claudia, Schule, Urlaub

Claudia hat Zeugnisse geschrieben, zweiundzwanzig Stück, für ihre zweite Klasse, und jedes Jahr quält sie sich mit denselben Formulierungen. "Zeigt Interesse am Unterricht" heißt "redet dauernd", "arbeitet in seinem eigenen Tempo" heißt "ist langsam". Ich finde das faszinierend, es ist wie unsere Schadensbewertung: Man darf nie sagen, dass etwas schlecht ist, man muss es so umschreiben, dass der Bauherr trotzdem versteht, dass er Geld ausgeben muss. Ich habe ihr einmal vorgeschlagen, eine Zustandsnote für Schüler einzuführen, von eins bis vier. Sie hat nicht gelacht.

Die Pension im Passeiertal ist gebucht, ein Bauernhof mit Zimmern, Frühstück mit eigenem Speck und Honig, und einem Hund, der laut Bewertungen "jeden Gast adoptiert". Wir wollen zum Hochganghaus, zur Spronser Seenplatte (wenn das Knie mitmacht) und einen Tag einfach gar nichts. Ich nehme kein Notebook mit. Das sage ich jedes Jahr, und jedes Jahr liegt es dann doch im Kofferraum, "für den Notfall". Diesmal wirklich nicht. Reinhard weiß Bescheid, Anja hat meine Handynummer für echte Notfälle, und echte Notfälle gibt es in der Brückenprüfung im August praktisch nie.

## Brücken, allgemein

Ich habe neulich einen Artikel über den Zustand der Brücken in Deutschland gelesen, wieder einmal. Tausende Bauwerke aus den Sechzigern und Siebzigern, Spannstahl, der damals als Wundermaterial galt und heute Spannungsrisskorrosion zeigt, und zu wenig Leute, die prüfen, planen und sanieren. Jedes Mal, wenn irgendwo eine Brücke gesperrt wird, rufen Journalisten bei uns an und wollen wissen, ob "ihre" Brücke auch gefährlich ist. Ich sage dann immer: Gefährlich wird eine Brücke erst, wenn niemand mehr hinschaut. Das klingt wie ein Kalenderspruch, ist aber die Wahrheit. Unser Job ist das Hinschauen. Langweilig, gründlich, alle sechs Jahre die große Prüfung, dazwischen die einfache, und jedes Jahr die Besichtigung. Es ist kein glamouröser Beruf, aber ich mache ihn gern.

Der Isarsteg in Pullach ist so ein Fall. Ein alter genieteter Stahlsteg, wunderschön, aber die Knotenbleche rosten, und die Gemeinde hat kein Geld. Ich habe im Juni das Angebot für ein Sanierungskonzept abgegeben und höre seitdem nichts. Wahrscheinlich warten sie, bis es in der Zeitung steht.

## Englisch

Ein Wort, das ich in Leeds gelernt habe und seitdem liebe: "faff". Wenn etwas umständlich ist, ist es "a bit of a faff". Die Nebenkostenabrechnung ist a bit of a faff. Die Krone ist a bit of a faff. Das ganze Jahr ist a bit of a faff. Lena sagt, ich benutze es falsch und zu oft. Das ist wahrscheinlich auch richtig.

## Und sonst

Ich merke, dass ich dieses Jahr viel an Papa denke. Beim Geburtstag, beim Garten, beim Rad. Er war der Erste in der Familie mit einem Fahrrad mit Motor, einem alten Mofa, auf dem er in den Sechzigern zur Arbeit gefahren ist. Stefan hat noch Fotos davon. Ich sollte sie mir mal schicken lassen.

Es ist jetzt kurz nach Mitternacht und immer noch 27 Grad. Das Radler ist warm. Ich gehe ins Bett und starre an die Decke.
"""

J3 = """---
date: 2025-10-19
tags: [journal, herbst]
---
# 19. Oktober – Herbst-Durcheinander

Der erste richtig graue Sonntag. Nebel über der Isar, im Garten riecht es nach nassem Laub und Kompost, und das Haus ist still. So still. Lena ist seit vier Wochen in Leeds, und ich merke erst jetzt, wie viel Lärm sie gemacht hat. Musik aus ihrem Zimmer, Telefonate mit Freundinnen, die Tür, die sie nie leise zumachen konnte. Claudia sagt, wir sollen das Zimmer nicht sofort umräumen. Ich hatte nicht vor, es umzuräumen. Ich habe nur kurz überlegt, ob man dort nicht ein richtiges Arbeitszimmer einrichten könnte. Für die Steuer. Ein Scherz. Halb.

## Lena

Es geht ihr gut. Sehr gut sogar, wenn man ihren Nachrichten glaubt. Die ersten zwei Wochen waren hart, sagt sie jetzt, Heimweh, Regen, ein Mitbewohner, der nie abspült. Dann kamen die ersten Seminare, eine Gruppe von anderen Austauschstudierenden, eine Kanadierin, zwei Niederländer, eine Japanerin, und jetzt schickt sie Fotos von Pubs, Buchläden und einem Ausflug in die Dales. Sie war schon zweimal zum Essen bei der Familie meines Kollegen eingeladen, Sunday Roast mit Yorkshire Pudding, und schwärmt davon, als hätte sie nie Schweinsbraten gegessen. Wir telefonieren jeden zweiten Sonntag per Video, das hatten wir ausgemacht, und ich halte mich daran, auch wenn ich sie gern öfter hören würde. Ihre Handynummer hat sie schon gewechselt, weil der erste Prepaid-Tarif ein Reinfall war. Typisch. Ich muss das irgendwo aktualisieren.

Für die Familienkasse fehlt immer noch der Nachweis aus Leeds. Lena sagt, das Dokument aus dem Portal kommt "bald". Ich kenne dieses "bald".

## Zahn

Seit Mitte September habe ich ein Provisorium auf dem Zahn unten rechts, und es fühlt sich an wie ein Fremdkörper. Die endgültige Krone lässt auf sich warten, das Labor hat Verzögerung. Immerhin hat die Kasse genehmigt, und ich weiß, was es mich kostet. Ich habe nach einem Gespräch mit Stefan dann doch noch einmal umgeplant, das war im August, und ich glaube, es war richtig. Mehr schreibe ich dazu nicht, sonst ärgere ich mich wieder über mich selbst, weil ich im Juli so stur war.

## Steuer

Der Bescheid ist da. Die Erstattung ist okay, aber beim Lehrgang in Kassel hat das Finanzamt rumgezickt. Genau das, was ich im Sommer befürchtet hatte. Frau Weidinger will Einspruch einlegen, die Details stehen in ihrer Mail, und ich habe heute Vormittag schon wieder den ganzen Keller durchwühlt. Kisten mit Lenas Schulheften, alte Bauzeichnungen, Papas Briefmarken, aber kein Tagungsordner. Vielleicht im Büro? Vielleicht weggeworfen? Ich könnte in Kassel anrufen. Das wäre das Vernünftige. Warum habe ich das noch nicht gemacht? Weil ich dann zugeben müsste, dass ich den Ordner verloren habe.

## Arbeit

Aschbach ist geprüft, und der Bericht frisst mich auf. Die Prüfung selbst lief gut, eine Woche draußen bei bestem Herbstwetter, Jana war großartig, ruhig, genau, mit einem Blick für Details, den ich mit Mitte dreißig nicht hatte. Der Bauwerkszustand ist schlechter als 2019, das war zu erwarten. Das Südwiderlager macht mir Sorgen, die Übergangskonstruktion auch. Ich habe schon mit dem Bauamt telefoniert, damit die nicht vom Bericht überrascht werden. Zum Glück gibt es mehr Zeit für die Abgabe, als ursprünglich im Auftrag stand. Die Fotos vom Seilzugang kamen spät, und ohne die kann ich die Pfeiler nicht bewerten.

Im November kommen die Pennant-Leute nach München. Ich freue mich, aber ich habe ein schlechtes Gewissen: Die DIN-1076-Zusammenfassung auf Englisch, die ich Graham seit Mai verspreche, ist immer noch nicht fertig. Genauer gesagt: Sie ist nicht einmal angefangen. Es gibt eine Gliederung, die mir ChatGPT gemacht hat, das zählt nicht. Graham hat höflich nachgefragt, und bei Briten bedeutet höflich nachfragen, dass es dringend ist.

## Wohnung

Ein kleiner Sieg: Die Hausverwaltung hat nach der Belegeinsicht die Abrechnung korrigiert. Die Baumfällung ist raus, der Reparaturanteil beim Hausmeister auch, die Nachzahlung ist auf weniger als die Hälfte geschrumpft. Auch die neue Vorauszahlung ist etwas niedriger als angedroht. Der Mieterverein war jeden Cent wert. Ich habe mir geschworen, nächstes Jahr gleich nach Eingang der Abrechnung die Belege anzuschauen.

## E-Bike

Über dreitausend Kilometer inzwischen. Ich fahre bei jedem Wetter, außer bei Glatteis, und habe mir neue Bremsbeläge hinten machen lassen. Das Rad war die beste Anschaffung des Jahres, mit Abstand. Stefan hat gesagt "Siehst du", und er hat recht. Ich überlege, ob ich über den Winter durchfahre oder das Rad einmotte. Eher durchfahren, mit Spikes? Nein, das ist übertrieben. Wir werden sehen. Das neue Schloss ist da, ein schweres Faltschloss, weil ich im Büro gehört habe, dass in der Tiefgarage zwei Räder geklaut wurden.

## Garten

Die Saison geht zu Ende. Dahlien ausgegraben, Tomaten abgeräumt, die Braunfäule hat dieses Jahr spät zugeschlagen, also gute Ernte. Der Vorstand hat eine Begehung gemacht und die Hecken vermessen, meine war zwei Zentimeter zu hoch, ich habe nachgeschnitten. Die Gemeinschaftsstunden habe ich nicht geschafft, das wird teuer. Nächstes Jahr plane ich die Termine gleich im Januar in den Kalender, mit Erinnerung. Das schreibe ich jedes Jahr.

Erwin von nebenan hat mir Quitten geschenkt, Claudia macht Gelee daraus. Er ist der beste Nachbar, den man im Kleingarten haben kann: hilfsbereit, nicht neugierig, und er gießt, wenn wir weg sind, ohne dass man es dreimal erklären muss.

## Familie

Mama geht es gut, sie erzählt immer noch vom Geburtstag. Stefan war letzte Woche bei ihr und hat die Heizung entlüftet. Wir überlegen, wie wir Weihnachten machen: Lena kommt heim, Mama soll zu uns, Stefan und Birgit mit den Kindern am zweiten Feiertag. Claudia will Gans. Ich will Ente. Das Übliche. Mama will, dass wir alle in die Christmette gehen, auch die, die sonst nie in die Kirche gehen. Also ich.

Stefan und ich telefonieren jetzt tatsächlich öfter, nicht nur im Chat. Das war einer meiner Vorsätze im Februar, und es ist einer der wenigen, die ich gehalten habe. Wir reden über Mama, über die Kinder, über Räder, über Zähne (wir sind in dem Alter), und manchmal über Papa. Er hat mir endlich die Fotos vom alten Mofa geschickt. Papa in Lederjacke, mit Zigarette, vor der Werkstatt in Landshut, 1963. Ich habe eines ausgedruckt und neben den Schreibtisch gehängt, neben das Zertifikat aus Kassel. Zwei Arten von Stolz.

## Vorbereitung November

Für den Besuch der Pennant-Leute muss ich ein Programm vorbereiten, das nicht nach Behörde riecht. Reinhard will ein Abendessen im Büro mit Leberkäs und Brezen, "damit sie was Typisches haben". Ich will ihnen lieber zwei, drei Bauwerke zeigen, bei denen man etwas lernen kann, und abends in einen Biergarten, auch wenn es im November kalt ist. Priya hat nach einer Liste von Hotels gefragt, nach vegetarischen Restaurants und nach der Frage, ob man in München im November "proper coats" braucht. Ja. Braucht man.

Ich merke, wie sehr mich der Austausch verändert hat. Ich schaue mit anderen Augen auf unsere eigenen Routinen. Warum schreiben wir zwanzig Seiten Bericht für einen Steg, den man in einer Stunde abgeht? Warum benutzen wir keine Drohnen für die Pfeilerköpfe, wo es doch viel schneller ginge? Warum dürfen wir nicht auch einmal "engineering judgement" schreiben statt einer Tabelle mit Schadensbeispielen? Ich habe Reinhard ein paar Ideen geschickt. Er hat mit "Interessant, lass uns im Januar reden" geantwortet. Bei Reinhard heißt das: vielleicht.

## Herbst

Ich mag den Oktober, wenn er so ist wie heute. Kalt, klar am Nachmittag, die Bäume an der Isar gelb und rot, und die Biergärten noch halb offen für die ganz Harten. Ich bin heute früh mit dem Rad bis Wolfratshausen gefahren und zurück, zweieinhalb Stunden, und habe unterwegs an einer Bank gesessen und einfach nur auf das Wasser geschaut. Das brauche ich. Ohne solche Stunden bin ich ungenießbar, sagt Claudia.

Claudia hat Herbstferien ab nächster Woche. Sie will zwei Tage an den Chiemsee, mit Übernachtung, und ich habe ja gesagt, obwohl der Bericht drückt. Man muss auch mal. Außerdem hat sie recht, dass wir seit Lenas Abflug kaum etwas zu zweit gemacht haben außer Einkaufen und Gartenarbeit. Wir sind ein bisschen wie ein altes Ehepaar, das sich neu kennenlernen muss. Oder einfach wie ein altes Ehepaar.

## Lesen

Ich habe das Buch über die britischen Brücken endlich fertig. Am meisten beeindruckt hat mich das Kapitel über die alten Viadukte im Norden, die im neunzehnten Jahrhundert für die Eisenbahn gebaut wurden und heute noch Güterzüge tragen. Stein auf Stein, ohne Berechnung im heutigen Sinn, und sie stehen. Wir dagegen rechnen alles auf drei Nachkommastellen und trauen trotzdem keinem Bauwerk aus den Siebzigern. Vielleicht hatten die Viktorianer einfach mehr Reserve eingebaut, weil sie weniger wussten. Das ist eine ketzerische Ingenieursweisheit: Unwissen macht vorsichtig. Ich sollte das Graham erzählen, er liebt solche Sätze.

Als Nächstes lese ich einen Krimi, den mir Claudia hingelegt hat. Etwas ohne Brücken. Oder mit einer Leiche unter einer Brücke, das wäre auch in Ordnung.

## Und ich

Ich merke, dass ich müde bin. Nicht krank, nur müde. Es war ein volles Jahr: Leeds, Mama, das Rad, die Wohnung, der Zahn, Aschbach, Lena. Vieles Gute. Aber es ist viel. In zwei Wochen habe ich Geburtstag, dreiundfünfzig. Claudia fragt, was ich mir wünsche. Ich wünsche mir einen Samstag ohne Liste.

Heute Nachmittag gehe ich mit ihr an die Isar, falls sich der Nebel lichtet. Und danach schreibe ich endlich diese Zusammenfassung. Vielleicht. Zumindest den ersten Absatz.
"""
