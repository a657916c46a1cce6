# Pair 2: co-founders of "Miolo", a small bakery in Porto: Ada Nwosu and Rui Esteves.
# Same script conventions as sisters.py.

PAIR = {
    "folder": "Ada_and_Rui",
    "speakers": {"A": "Ada", "R": "Rui"},
    "full": {"A": "Ada Nwosu", "R": "Rui Esteves"},
    "speaker_a": "A",
    "tz": "Europe/Lisbon",
    "tg_owner": "A",          # the Telegram export was made from Ada's account
    "tg_peer_id": 4127731906,
}

SESSIONS = [
    {"n": 1, "fmt": "locomo", "date": "2023-05-07", "time": "21:40", "script": r"""
A: You still up? I'm doing the April numbers, have you got five minutes?
R: Always. Just finished cleaning the mixer. What's the verdict?
A: Good news mostly. April was our best month since we opened. Sourdough is carrying us, we sold 1,100 loaves.
R: 1,100! At €4.20 each that's... a lot of flour I carried up those stairs.
A: €4,620 from sourdough alone. Don't get excited, the margin is thin. Flour, electricity, your precious butter.
R: My butter is non-negotiable. The croissants need it.
A: I know, I know. Twelve years at an audit firm in London and I still lose arguments to a pastry chef.
R: Six years in the pastry kitchen of a big Lisbon hotel taught me one thing: never lose the butter argument.
A: Haha. Okay, second thing. The Saturday producers' market at Parque da Cidade is opening stalls for the summer. I want to apply.
R: Saturdays? We're already dying on Saturdays.
A: I know. But it's visibility. Families from Foz, tourists. We take bread and buns, I run it, you stay at the shop.
R: And who does the morning bake with me?
A: We'd need help. A part-timer. I'm working it out.
R: Fine. Apply. If they say yes, we figure it out.
A: That's the spirit. How's Inês feeling?
R: Better. The nausea stopped last week. She's eating everything in the house. Yesterday she ate four pastéis de nata straight from the tray.
A: Four! That baby is going to be made of custard.
R: October. I still can't believe it.
A: You'll be a great dad. Just don't bring the baby into the bakery, flour in the lungs.
R: Haha. And Kemi? Did you get the school?
A: We did! She starts at the Escola Básica on our street in September. Fully Portuguese. She's six and her accent is already better than mine.
R: Kids are sponges. She'll be correcting you by Christmas.
A: She already does. "Mamã, não é assim."
R: Ha! Okay, I'm going home. 4:30 alarm.
A: Go. Boa noite.
"""},
    {"n": 2, "fmt": "telegram", "date": "2023-05-21", "time": "21:14", "script": r"""
R: Ada, oven update. Sr. Armando finally came this morning.
A: Finally! And?
R: Thermostat. The whole unit was burnt. He had the part in his van, can you believe it.
A: How much?
R: **€380** with the labour. He wanted 420, I gave him a bag of croissants and he came down.
A: You bribed the repairman with pastry. I love it.
R: Works every time. He says the oven is old but good. "A Bongard is forever."
A: I've been baking half-batches in the little oven since it died on Wednesday, my back is destroyed.
R: I know. Sorry. You saved the weekend.
A: We lost maybe €600 of sales over four days. I'll put it down as "emergency".
R: Put it down as "Armando".
A: Haha. Other bad news. The flour.
R: Don't tell me.
A: Moagem Ceres sent the new price list. 12% up from June.
R: 12%!
A: Everything is up. Energy, flour, butter. We'll have to talk about the bread price. Not today. Today I'm sleeping.
R: Agreed. Did the market people answer?
A: Not yet. The lady said "end of May".
R: Okay. Inês says hi, she's craving broa now.
A: Tell her we'll bake one just for her on Tuesday.
R: She'll cry. Pregnancy makes her cry at yoghurt adverts.
A: 😂 Go to bed.
"""},
    {"n": 3, "fmt": "locomo", "date": "2023-06-13", "time": "22:05", "script": r"""
A: BIG news. The market said yes! We have a stall, starting Saturday the 24th.
R: Yes! Ada! But the 24th is São João, the whole city will be out all night before.
A: Exactly, maybe that's perfect. People hungry after partying all night with plastic hammers.
R: Hangover bread. I like it.
A: Now the not-fun part. I ran the numbers with the new flour price. We need to put the sourdough up.
R: To how much?
A: €4.60. From the 1st of July. It's still less than the place on Rua do Almada.
R: Forty cents. People will complain.
A: People will complain for a week and then they'll buy it. It's good bread.
R: Okay. I'll make a little sign explaining the flour.
A: And I have an idea for the market. Don't laugh.
R: I never laugh at your ideas. Only at your Portuguese.
A: Rude. Puff-puff! Nigerian fried dough balls, my grandmother's recipe, rolled in sugar. Fridays at the shop and Saturdays at the market. "Puff-puff Fridays".
R: Like a bolinho, but rounder? I'm in. Fried dough sells itself.
A: Kemi will be the taste tester, she's an expert.
R: Let's do a test batch Thursday after close.
A: Deal. And we need the part-timer now, for real. I'll put an ad online and ask around the cooking schools.
R: Someone who can shape. I don't have time to teach from zero.
A: Noted. How will the stall work with transport? We can't carry 80 loaves in my Fiat.
R: We do two trips. Or we rent a van.
A: Let's see how the first Saturdays go before spending money.
R: Always the sensible one.
A: Someone has to be. Goodnight, and drink water, it's hot in there.
"""},
    {"n": 4, "fmt": "telegram", "date": "2023-07-02", "time": "19:32", "script": r"""
A: Market report number two!
A: Cinnamon buns sold out by 10am AGAIN. 60 of them.
R: Seriously? Even in this heat?
A: People are mad for them. Next week we take 100.
R: We can't do 100 and the shop with the oven we have. Unless we start at 3.
A: We'll talk. And the transport is killing me. Two trips in the Fiat, my back seat is full of sesame seeds.
R: I saw a used Citroën Berlingo on Standvirtual, 2016, €7,500. White, already has shelves in the back.
A: Send me the link.
R: https://www.standvirtual.example/anuncio/citroen-berlingo-2016-ID8kQ2
A: Mileage 190,000. Hmm. Let me think. Not more than 7k for anything.
R: Okay, I'll keep looking.
A: Good news: Beatriz said yes!
R: The girl from the interview? The one who shaped the baguette perfectly?
A: That one. She's in her second year at the hotel school, the cooking and pastry course. She wants mornings, 6 to 12, four days a week.
R: Perfect. When does she start?
A: Tomorrow! Monday, 6am. Be nice.
R: I'm always nice.
A: You called the last candidate's croissant "a tragedy".
R: It was a tragedy.
A: And the new price went up yesterday. Only one complaint, Sr. Jorge. He said "no tempo da minha mãe..."
R: Sr. Jorge complains about the weather too.
A: He still bought two loaves.
R: 😂 Classic.
A: How's Inês in this heat?
R: Suffering. She sits in front of the fan with her feet in a bucket.
"""},
    {"n": 5, "fmt": "telegram", "date": "2023-07-30", "time": "20:10", "script": r"""
R: So? Did you sign?
A: Signed! We are the proud owners of a 2017 Renault **Kangoo**. Grey, 140,000 km, €6,900.
R: Not the white one with the shelves?
A: That one had rust under the door, my cousin's husband checked it. The Kangoo is from a florist in Gaia who retired. It smells of lilies.
R: A bakery van that smells of flowers. Customers will be confused.
A: It'll smell of bread in a week. We pick it up on Tuesday.
R: Under 7k, like you wanted.
A: Of course. I'm painting the logo on myself. Okay, a sticker. The sticker guy quoted €180.
R: Beatriz can design something, she draws.
A: Good idea. She's working out great, by the way. Fast, quiet, clean.
R: She shaped 200 rolls on Friday without me saying one word. I almost cried.
A: Don't scare her with your tears. So, your holiday. Is it decided?
R: Yes! Inês wants one trip before the baby. We go on the 14th for ten days. Somewhere with no ovens, she says. She's choosing, it's a surprise even for me.
A: Romantic. I'll cover. Beatriz and I can handle it, we'll just make less variety.
R: Thank you. I owe you.
A: You owe me a holiday in January. When it's dead.
R: Deal. Is Kemi enjoying the summer?
A: She's at the summer camp at the Pavilhão, swimming every day. She came home saying she wants to be a lifeguard.
R: Last week it was astronaut.
A: And before that a baker. I was so proud, for one day.
"""},
    {"n": 6, "fmt": "locomo", "date": "2023-08-29", "time": "21:12", "script": r"""
R: I'm back! Tanned and fat.
A: Welcome back! So where did Inês take you in the end?
R: The Azores. São Miguel. Ada, it's another planet. Green everywhere, cows everywhere, hot springs.
A: Jealous. What did you do?
R: We hiked up to Lagoa do Fogo, the crater lake. Inês walked half and sat at the viewpoint, I went all the way down to the water. Four hours. Best day of the year.
A: You? Hiking four hours? You complain when we walk to the bank.
R: It's different when it's a volcano. We also did Sete Cidades, and the tea plantation at Gorreana. I'd go back tomorrow.
A: And food ideas, I can see it in your eyes.
R: Pineapple. They grow pineapples in greenhouses there, small and super sweet. I want to do a pineapple and lime danish.
A: Let's test it. How was the hot spring with the belly?
R: The doctor said warm not hot, so she sat in the tepid pool like a queen.
A: Lovely. Things here: Beatriz did the market alone the last two Saturdays while I stayed at the shop with the ovens. Sold out both times.
R: Alone? At nineteen?
A: Alone. Handled the cash, the queue, and a drunk man asking for beer. She's a star.
R: We have to keep her.
A: We will. And a big thing. A landlord came to the stall. He has a shop space in Matosinhos, near the fish restaurants, an old pastelaria that closed. He asked if we want to look.
R: A second shop? Already? We've been open a year.
A: Just a look. No promises. He said the rent is "reasonable", which in Matosinhos means nothing.
R: I don't know, Ada. The baby comes in October.
A: I know. We look, I do the numbers, we decide together. Nothing happens without you.
R: Okay. Just a look.
A: Thursday 4pm?
R: Thursday.
"""},
    {"n": 7, "fmt": "telegram", "date": "2023-09-24", "time": "18:55", "script": r"""
A: I've been with the spreadsheet all afternoon. Matosinhos.
R: And?
A: If we sign, the rent is **€1,450 a month**. Plus the kitchen needs work. Lease is 5 years.
R: 1,450. We pay 900 here.
A: Matosinhos is Matosinhos. The foot traffic is three times ours.
R: I went past it again yesterday with Inês. Honestly, I couldn't sleep last night thinking about it.
A: What part scares you?
R: All of it. Two shops, a baby, me in the middle. What if it fails and we lose this one too?
A: That's why I do numbers. If we do 60% of what we sell here, we break even in year one.
R: And if we do 40%?
A: Then we're in trouble. I won't lie.
R: ...
A: Look. The landlord wants a letter of intent, not a contract. It's not binding. It holds the space until November while we check things.
R: Not binding?
A: Not binding. I read it three times. I also sent it to Dra. Marta, the lawyer.
R: Okay. Then sign the letter. But I want us to see the kitchen with Armando before anything real.
A: Good idea, he'll know what the ovens cost.
R: I'm scared, Ada. I'm a pastry guy, not a businessman.
A: And I'm a numbers person who can't shape a baguette. That's why it works.
R: Ha. True.
A: How's Inês, three weeks to go?
R: Nesting. She washed all the baby clothes twice and ironed the socks.
A: Ironed the SOCKS.
R: I'm not allowed to comment.
"""},
    {"n": 8, "fmt": "locomo", "date": "2023-10-22", "time": "15:30", "script": r"""
A: How are you three? I didn't want to message too much.
R: Tired, happy, covered in milk. Leonor is perfect. She arrived a week ago today, at 4:10 in the morning, 3.2 kilos.
A: A week already! Is Inês recovering?
R: She's amazing. Walking around, laughing. I'm the one who looks like a zombie.
A: Take your leave properly. Beatriz and I have everything covered. She does the shaping, I do the ovens, Sr. Jorge complains.
R: Haha. Thank you. I feel guilty.
A: Don't. But I do need to tell you something about Matosinhos, when you have a minute.
R: Tell me now, she's sleeping.
A: We went through the kitchen with Armando on Monday. The ovens are dead, the extraction doesn't meet the rules, and the floor has to be redone. He estimates €20,000 of work before we bake a single loaf.
R: Twenty thousand!
A: And the landlord now wants a bank guarantee of three years of rent. The fiança. That's over fifty thousand locked up.
R: We don't have that.
A: We don't. I could ask the bank but I don't like it. I'm having second thoughts, and I'm the one who wanted it.
R: Let's talk when I can think straight.
A: Don't decide now. Sleep. Or try to sleep. We'll talk in a couple of weeks.
R: Okay.
A: Send me a photo of her!
R: [img: a newborn baby sleeping in a knitted yellow hat] Here she is, in the hat my mother knitted.
A: Oh, Rui. She has your nose. I'm sorry for her.
R: Haha! Everyone says she looks like Inês, thank God.
A: Kemi made her a card, I'll bring it on Tuesday with food.
R: You don't have to.
A: Jollof rice, not negotiable. New parents need rice.
R: Inês will love it. She's been asking when you're coming.
"""},
    {"n": 9, "fmt": "telegram", "date": "2023-11-12", "time": "21:02", "script": r"""
A: It's done. I called the landlord on Friday and said no to Matosinhos.
R: How did he take it?
A: Grumpy. He said we are "thinking small". I said we're thinking solvent.
R: Ha. Honestly, Ada, I slept for the first time in weeks. Well, as much as Leonor lets me.
A: I could tell. You've been a ghost about it.
R: I was terrified. I'm happy where we are.
A: I still want to grow, just smarter. Which brings me to plan B. Wholesale.
R: Selling to cafés?
A: Exactly. Bazar Café in Bonfim already asked for 30 sourdough a day. And two others are interested. Same oven, no new rent.
R: That we can do, with Beatriz on board. I like it.
A: Good. I'll make a price list for them.
A: Also... I PASSED!!!
R: The exam??
A: The **DIPLE**. B2 Portuguese. The results came this morning.
R: PARABÉNS! I knew it!
A: I cried in the car. Two years of lessons on Tuesday nights. Now I can apply for citizenship when my five years are done.
R: Portuguese passport, Portuguese bakery. You're more tripeiro than me now.
A: I will never eat tripe. Don't ask.
R: We'll see. When you're a citizen you have to.
A: Is that a law?
R: It's a Porto law.
A: 😂 How's the little one?
R: Leonor smiled yesterday. Or gas. Inês says smile.
A: It's a smile. Definitely.
"""},
    {"n": 10, "fmt": "locomo", "date": "2023-12-12", "time": "22:48", "script": r"""
R: I just counted the bolo-rei orders. Sit down.
A: I'm already sitting. On a flour sack.
R: 140 pre-orders. 140! Last year we did 60 in total.
A: Oh my God. Can we even bake that many?
R: If we start the dough the night before and use the little oven for the bolo-rainha. I did a schedule.
A: You did a schedule? Who are you?
R: A father. I have to be efficient now, I have no time for anything.
A: Haha. How many hours did you sleep?
R: Four. In two parts.
A: Then we need Beatriz full-time for December. Actually I want to offer it permanently. From January.
R: Yes. Absolutely. She runs the market, she knows every recipe, she even fixed the till last week.
A: She finishes her course in July, we need to make her want to stay.
R: Full-time, a proper contract, and her name on the Christmas card.
A: I'll talk to her tomorrow.
R: Also the cafés. Bazar wants extra for Christmas week, 50 a day.
A: Wholesale is working. Three cafés now. It's paying December's electricity.
R: Told you the café thing was smart. You told me, I mean.
A: I'll take it.
R: Kemi's school party?
A: Friday. She's a star in the nativity play. Literally a star. Silver costume I sewed at 1am.
R: Take photos.
A: I'll make you watch all of them.
R: Leonor's first Christmas. Inês wants to put her in a little bolo-rei costume.
A: Please, please do that.
"""},
    {"n": 11, "fmt": "telegram", "date": "2024-01-07", "time": "20:26", "script": r"""
R: Final count: **212 bolo-rei** sold. Including the walk-ins on the 24th.
A: 212!! Rui, that's insane.
R: I dreamed about candied fruit for a week.
A: And the fava? Did anyone complain about getting the bean?
R: Sr. Jorge got one. He says he'll buy next year's. First time I've seen him happy.
A: A Christmas miracle. Now, I need to talk about February.
R: Your trip?
A: Yes. My dad turns 70 on the 10th. The whole family is going to Lagos. I fly out on the 8th of February and I'm back on the 22nd.
R: Two weeks. Go, of course.
A: Kemi comes with me, she'll miss school. Her teacher gave her homework for the plane.
R: Beatriz and I can run it. February is quiet anyway.
A: And the cafés?
R: Beatriz does the deliveries with the van now, she got her licence in December.
A: You're the best. I'll bring you something from the market there.
R: Something spicy.
A: You can't handle Nigerian spicy.
R: Try me.
A: Famous last words. Also the January numbers: even with Christmas we need to look at prices again soon. Electricity went up with the new tariffs.
R: Not now. After your trip.
A: After my trip. Deal.
R: Leonor says have a nice trip. She's teething.
A: Oh no. Frozen cloth, trust me.
"""},
    {"n": 12, "fmt": "locomo", "date": "2024-03-03", "time": "20:05", "script": r"""
A: Back at the shop tomorrow, finally. Jetlag... well, no jetlag, it's one hour. Just party lag.
R: How was the party?
A: Three hundred people, two bands, and my dad danced until 3am at seventy. My aunties fed me until I couldn't walk.
R: And the spicy thing you promised?
A: I brought two kilos of suya spice from my aunty's stall. Yaji. Ground peanut, chilli, ginger. I want to do a suya-spiced sausage roll.
R: Okay, I'll admit it, I tried a pinch and my eyes watered. But in a sausage roll with puff pastry... yes.
A: Test batch Tuesday?
R: Tuesday. I'll make the pastry, you do the spice.
A: Now the boring stuff. The oven.
R: Yes. We can't keep doing the cafés and the shop with one deck oven. I found something.
A: Tell me.
R: A bakery in Braga is closing, the owner is retiring. He's selling a two-deck oven, five years old, €4,200. New is 18,000.
A: Second-hand again. Our whole bakery is second-hand.
R: Like our jokes. Armando can check it and install it.
A: If Armando says yes, we buy. Sounds like a deal.
R: And the prices?
A: We have to raise again in April. Electricity is brutal. I'll work out how much this week, I don't want to go crazy.
R: Sr. Jorge will have a heart attack.
A: Sr. Jorge has the fava, he owes us a cake anyway.
R: Ha. Leonor has a tooth coming, by the way. She chews everything.
A: Frozen cloth! I told you.
R: It works. Did Kemi have fun?
A: She learned to dance like her grandpa. And she refused to speak English to her cousins, only Portuguese, to be mysterious.
R: That's my girl.
"""},
    {"n": 13, "fmt": "telegram", "date": "2024-04-14", "time": "19:47", "script": r"""
R: Oven update: Armando installed it on Tuesday. Two decks, working perfectly. I baked 120 loaves yesterday without crying.
A: I saw the photo! It's beautiful.
R: [img: a two-deck bakery oven with loaves on the peel] Another one, for the wall.
A: And the new price board is up. Sourdough **€4.90**. Made by Beatriz, with little drawings.
R: Any complaints?
A: Sr. Jorge, of course. But then he saw the newspaper and forgot.
R: The article! Did you see it?
A: Jornal de Notícias on Thursday, page 23! They called our sourdough "the best in the Baixa". With a photo of you looking serious.
R: I was trying to look like a serious artisan.
A: You look like someone who lost his keys.
R: Thanks.
A: Listen, I've been thinking about the market. With the three cafés and now two more asking, Saturdays at Parque da Cidade don't make sense anymore. We make more from wholesale with less work.
R: I was going to say the same. And Beatriz could do more deliveries on Saturdays instead.
A: So the 27th of April will be our last market. We tell them this week.
R: Sad but right. It was our first big thing.
A: It was. We'll do a goodbye: free cinnamon buns for the regulars.
R: They'll cry. Leonor's tooth came through, by the way. First one!
A: Yay! The frozen cloth!
R: The frozen cloth. You're a genius.
A: I know. Sunday lunch at mine next week? Kemi wants to hold Leonor.
R: We'll be there.
"""},
]
