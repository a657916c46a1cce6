# -*- coding: utf-8 -*-
"""WhatsApp (Android, Norwegian locale) group chat export: 'dd.mm.yyyy, hh:mm - Name: text'."""

PATH = "chat/whatsapp/WhatsApp-chat med Båtlaget.txt"

CHAT = """15.11.2024, 20:01 - Meldinger og anrop er ende-til-ende-kryptert. Ingen utenfor denne chatten, ikke engang WhatsApp, kan lese eller lytte til dem. Trykk for å finne ut mer.
15.11.2024, 20:01 - Magnus opprettet gruppen «Båtlaget»
15.11.2024, 20:01 - Magnus la deg til
15.11.2024, 20:02 - Magnus: https://www.finn.example/bap/forsale/ad.html?finnkode=388112233
15.11.2024, 20:02 - Magnus: !!!
15.11.2024, 20:09 - Pappa: Den har jeg sett. Det er Lars Eikeland sin. Han døde i sommer.
15.11.2024, 20:10 - Ingrid: Skal vi??
15.11.2024, 20:14 - Pappa: Jeg ringer barna hans i morgen.
23.11.2024, 14:05 - Ingrid: Da er hun vår! 5000 kr kontant til Eikeland-barna 🎉
23.11.2024, 14:06 - Ingrid: <Media utelatt>
23.11.2024, 14:20 - Magnus: Hun er jo nydelig. Hva heter hun?
23.11.2024, 14:22 - Pappa: Lisbet. Etter kona til Lars. Navnet står på akterstevnen. Det skal hun få beholde.
23.11.2024, 16:48 - Pappa: Hun står tørt i naustet nå. Nøkkelen ligger der den alltid har ligget.
23.11.2024, 16:50 - Ingrid: Under den blå bøtta ved vedskjulet?
23.11.2024, 16:50 - Pappa: Ja. Ikke si det til noen 😄
08.12.2024, 19:31 - Pappa: Fant et gammelt bilde av farfar i oselvaren sin. Skal scanne det.
08.12.2024, 19:45 - Pappa: Farfar rodde oselvaren fra Os inn til Fisketorget i Bergen hver lørdag før krigen, med makrell og poteter. Fire timer hver vei hvis været var greit. Han sang salmer hele veien for å holde takten, sa han. Bestemor sa at folk på Nordnes kunne høre ham før de så ham.
08.12.2024, 19:47 - Magnus: Haha det forklarer hvorfor du synger når du ror
08.12.2024, 19:48 - Ingrid: Det er jo derfor jeg synger i kor. Det er arvelig 😅
08.12.2024, 19:52 - Pappa: <Media utelatt>
08.12.2024, 19:52 - Pappa: Der er han. 1938 tror jeg.
08.12.2024, 20:03 - Ingrid: Å, pappa ❤️
27.12.2024, 11:15 - Magnus: Takk for jula! Når begynner vi å jobbe på båten?
27.12.2024, 11:40 - Pappa: Når Ingrid er fri. Jeg har begynt å skrape.
16.02.2025, 18:20 - Pappa: Vi må bestemme farge før jeg kjøper noe. Hun var hvit med grønn ripe da Eikeland hadde henne. Det vil jeg ha igjen.
16.02.2025, 18:31 - Ingrid: Jeg var litt fristet av tjære, men ok. Det er din båt mest.
16.02.2025, 18:33 - Pappa: Det er vår båt.
16.02.2025, 18:35 - Ingrid: Enig, da kjører vi hvitt med grønn ripe. Jeg kjøper grunning i Os-butikken.
16.02.2025, 18:40 - Magnus: 👍 Jeg bryr meg bare om å få ro
22.03.2025, 15:02 - Ingrid: Befaringen var bra! Kjølen er god. Tre bord på styrbord må byttes. Og ingen skruer, bare kobbernagler.
22.03.2025, 15:05 - Magnus: Tre bord er vel ikke så ille?
22.03.2025, 15:10 - Pappa: Det er nok. Men det er gjort før.
22.03.2025, 15:11 - Pappa: Bordene må være bredere enn vi trodde. Ingrid snakker med saga.
19.04.2025, 13:40 - Ingrid: Bordene er hentet! Ligger i sjøen ved naustet nå, med stein oppå.
19.04.2025, 13:42 - Ingrid: <Media utelatt>
19.04.2025, 13:55 - Magnus: Jeg kommer fredag kveld med flyet. Noen som henter meg på Flesland?
19.04.2025, 14:02 - Pappa: Ja.
26.04.2025, 16:58 - Ingrid: ALLE TRE BORDENE SITTER! Ingen sprekker!
26.04.2025, 16:58 - Ingrid: <Media utelatt>
26.04.2025, 16:59 - Ingrid: <Media utelatt>
26.04.2025, 17:05 - Magnus: Jeg har mistet følelsen i tommelen men det var verdt det
26.04.2025, 17:20 - Pappa: Farfar ville vært stolt. Takk, begge to.
11.05.2025, 20:14 - Pappa: Jeg har tenkt mer på malingen. Hvit maling på gammel furu må skrapes og males hvert eneste år, og det blir råte under malingen der vann kommer inn. Tjære og kokt linolje, halvt om halvt, er det båten er laget for. Det var sånn farfar gjorde det.
11.05.2025, 20:20 - Ingrid: Endelig! Det var det jeg ville i februar 😄
11.05.2025, 20:22 - Ingrid: Ok, da er det bestemt: vi dropper den hvite malingen og går for tjære og kokt linolje 50/50. Grunningen kan vi bruke på naustdøra.
11.05.2025, 20:23 - Magnus: Tjære lukter bedre uansett. Jeg er med.
11.05.2025, 20:25 - Pappa: Bra. Jeg bestiller Selbu-tjære.
11.05.2025, 20:31 - Ingrid: Jeg kjøper linolja, vi tar tjæring lørdag 24.
24.05.2025, 17:45 - Ingrid: <Media utelatt>
24.05.2025, 17:46 - Ingrid: Første strøk på. Naustet lukter som en kirke 😍
01.06.2025, 10:12 - Pappa: Vi rekker ikke 14. juni. Tjæra må tørke skikkelig, hun blir klissete. Jeg setter henne ikke på sjøen klissete.
01.06.2025, 10:30 - Ingrid: Enig. Nytt forslag: lørdag 30. august?
01.06.2025, 10:41 - Magnus: 30. august funker for meg
01.06.2025, 10:45 - Pappa: 30. august blir bra.
14.06.2025, 12:03 - Magnus: Har kjøpt to par brukte årer på Finn! Henter i Asker i morgen.
14.06.2025, 12:04 - Magnus: <Media utelatt>
14.06.2025, 12:30 - Pappa: Gode årer. Litt korte, men gode.
20.06.2025, 22:17 - Ingrid: Har lest meg opp på rigg. Mer om det når jeg er hjemme.
20.06.2025, 22:19 - Pappa: Det skal være som i gamle dager.
20.06.2025, 22:20 - Ingrid: Ja ja, jeg vet 😄
24.08.2025, 19:02 - Pappa: Ryggen er dårlig igjen. Vi rekker ikke 30. august heller, beklager.
24.08.2025, 19:10 - Ingrid: Det gjør ingenting pappa. Ta det med ro. Vi snakkes når jeg er hjemme.
24.08.2025, 19:12 - Magnus: Hvil deg! Båten går ingen steder.
24.08.2025, 19:40 - Ingrid: Forresten: jeg begynner på Stordsund fra 23. september. Mer fri i helgene framover, håper jeg.
08.09.2025, 21:05 - Pappa: Ripene må limes om, og kjølskinna er ikke ferdig. Jeg tror vi skal vente til våren med sjøsettingen.
08.09.2025, 21:12 - Ingrid: Ja, la oss ta det rolig. Hva med lørdag 16. mai 2026? Dagen før 17. mai, alle er hjemme.
08.09.2025, 21:14 - Magnus: Perfekt. Jeg kommer hjem uansett til 17. mai 🇳🇴
08.09.2025, 21:20 - Pappa: Avtalt. Sjøsetting 16. mai 2026. Jeg skriver det på veggen i naustet.
08.09.2025, 21:22 - Ingrid: Denne meldingen ble slettet
08.09.2025, 21:23 - Ingrid: Jeg la inn feil bilde, sorry 😅
24.10.2025, 08:00 - Magnus: Gratulerer med 70-årsdagen, pappa!! 🎉🎉
24.10.2025, 08:03 - Ingrid: Gratulerer med dagen, verdens beste pappa ❤️ Vi ses i morgen!
24.10.2025, 09:15 - Pappa: Takk, barna mine. 70. Det er mange år.
26.10.2025, 11:02 - Pappa: Takk for en fin kveld i går. Talen din, Ingrid. Og gaven! Den skal jeg bruke på ripene i vinter.
26.10.2025, 11:05 - Magnus: Den var ikke billig så du må bruke den mye 😄
26.10.2025, 11:20 - Ingrid: ❤️
02.11.2025, 15:30 - Pappa: Har lagt presenning over Lisbet for vinteren. Hun har det godt.
02.11.2025, 15:33 - Magnus: Hvor var nøkkelen til naustet igjen? Skal hente årene til jul.
02.11.2025, 15:41 - Pappa: Under den blå bøtta ved vedskjulet. Tredje gang jeg sier det 😄
02.11.2025, 15:42 - Magnus: Jeg skriver det ned denne gangen
02.11.2025, 15:42 - Ingrid: Han kommer ikke til å skrive det ned
16.11.2025, 19:20 - Ingrid: Drar til Stord på tirsdag, er borte til 2. desember. Ikke gjør noe dumt med båten mens jeg er borte, pappa.
16.11.2025, 19:25 - Pappa: Jeg skal bare se på henne.
16.11.2025, 19:26 - Magnus: Det er det han sier hver gang
"""


def build():
    return {PATH: CHAT.encode("utf-8")}
