"""Halina Nowak (59, owns a small bakery in Krakow, Poland) and her daughter-in-law
Jess Whitford (31, vet nurse in Melbourne, married to Halina's son Piotr).
They chat in English (Halina's English is good, with Polish words).
Telegram exports are Jess's (Telegram Desktop, HTML); the rest LoCoMo JSON."""

PAIR = {
    "dir": "Halina_Jess",
    "short": {"A": "Halina", "B": "Jess"},
    "full": {"A": "Halina Nowak", "B": "Jess Whitford"},
    "me": "B", "other": "A",
    "tg_base": 40210,
    "tg_pic": {"A": 4, "B": 1},
}


def S(n, fmt, start, body):
    return (n, fmt, start, body)


SESSIONS = [
S(1, "json", "2023-08-06 08:10", """
A: Good morning Jess! Or good evening? I never know with you people upside down.
B: Morning here, Halina! Sunday coffee. How are you?
A: Tired. Saturday at the bakery is always crazy, and the oven is making noises again.
B: The old one? Didn't the repair man fix it in June?
A: He fixed it, and it is breaking again. It is from 1998, older than Piotr's car. It heats badly on the left side, so half my bread is pale.
B: Oh no. Can you get a new one?
A: They are very expensive. I pray to it every morning, it works for now.
B: Haha. Tell me something good.
A: Something good: I started swimming lessons! At the Park Wodny pool, every Thursday evening.
B: Halina!! I didn't know you couldn't swim.
A: Nobody knows. When I was a girl in the village there was only the river, and my mother was afraid of it. So at 59 I am in a class with a 40-year-old teacher called Marek and three other grannies.
B: I love that so much. How is it going?
A: Terrible. I cannot put my face in the water. I hold the side like a cat on a curtain.
B: Everyone starts like that. You'll get there.
A: And you? How is work?
B: Long week. We had a dog with a grass seed in his lung, a very sad cat, and a cockatoo that bit the vet.
A: A cockatoo! You have such exotic patients.
B: Pretty normal here haha. And guess what, I've enrolled in a Certificate in Animal Behaviour. Online, evenings. The final exam is in November.
A: Bravo! So you can understand why Biscuit steals socks.
B: Exactly. Biscuit is my homework. || img: a grey greyhound lying upside down on a couch with a sock in its mouth
A: Ha! He is so skinny. Do you feed him?
B: He's a greyhound, Halina, they're all like that. He eats more than Piotr.
A: Nobody eats more than Piotr. How is my son?
B: Working a lot, he's wiring a whole new apartment block in Docklands. He says hi.
A: He never says hi himself. Tell him to call his mother.
B: I'll tell him. Good luck with the oven!
"""),

S(2, "telegram", "2023-08-27 18:40", """
A: Jess, the oven is dead.
B: Oh no! Completely?
A: Completely. Friday morning at four o'clock, in the middle of the first bake. A bang, smoke, then nothing. The repair man came and said it is finished, the heating elements and the control board.
B: What did you do with the bread?!
A: My neighbour Tadek, he has the restaurant next door, he let me use his pizza oven. Now I bake at night in his kitchen, from 11 until 5. I am a vampire.
B: Halina that's exhausting. For how long?
A: Until I get a new oven. I asked for a price for a Polish deck oven, three decks. 48 000 zloty. Can you imagine.
B: Wow, that's around 17 thousand Australian dollars?
A: Something like that. I have some savings. And the bank maybe.
B: What about asking your regulars to help? People do crowdfunding for small bakeries here all the time.
A: No no no. I will not beg my customers. They buy bread, they don't pay for my oven.
B: It's not begging! People love your bakery.
A: Jess, I know you mean well. But I am too old and too proud. The bank will do it.
B: Ok, ok. But if you change your mind, I'll make the page.
A: You are a good girl. Now tell me something else, my head hurts from numbers.
B: Ok! I want to try baking makowiec for Christmas this year. Can you send me the recipe?
A: Makowiec! Piotr's favourite. You need to grind the poppy seeds twice, that is the secret.
B: Twice? With what?
A: A poppy seed grinder. You don't have one I think. A coffee grinder is ok.
B: I'll find one. Can you write the recipe down for me, with grams?
A: My recipe has no grams. It is "some flour" and "enough butter".
B: Halina!!
A: Ok, I will weigh everything next time I bake it, for you.
"""),

S(3, "json", "2023-09-17 19:30", """
B: Halina, are you sitting down?
A: I am lying down, it is 11 in the morning and I baked all night. What is it?
B: Piotr's here too. We had our 12-week scan on Monday... we're having a baby!
A: JESUS MARIA. Jess! Really?!
B: Really! Due on the 2nd of April. || img: a black and white ultrasound image of a small baby in profile
A: I am crying. I am crying on Tadek's kitchen floor. My first grandchild!
B: Haha we wanted to tell you first, before anyone else in Poland.
A: You did the right thing. Does Zbigniew know? No, I will tell him myself, I want to see his face.
B: Yes, please tell him! Piotr says be gentle with his heart.
A: His heart is fine, it's his knees that are broken. How are you feeling?
B: Sick all the time for the first two months, but it's getting better. I can't stand the smell of coffee now, which is tragic.
A: With Piotr I could not smell onions. Your body knows what it wants. Eat little things often.
B: That's what the midwife said too.
A: When the baby comes, I will come to Melbourne. In April. Nobody can stop me.
B: We'd love that! Stay as long as you want.
A: I will need a month at least. I must see the baby, hold the baby, cook for you.
B: Piotr is already dreaming of your cooking.
A: Of course. And the bakery I will figure out. Oh, news from here also. I hired an apprentice!
B: Oh good! Someone to help with the night baking?
A: Yes, a boy, Kuba, 19 years old. He wants to be a baker, he came from the technical school. Strong arms, good for dough.
B: That's great, you need help.
A: He is a bit slow in the morning but he has good hands. We will see.
B: I'm so happy Halina. We'll call you properly on video tonight, ok?
A: Yes, call me. I want to see your face. A baby!
"""),

S(4, "telegram", "2023-10-08 09:05", """
A: Jess, the new oven is here! || img: a shiny stainless steel three-deck bakery oven in a small bakery kitchen
B: Wow! It's beautiful!
A: They installed it last Wednesday. I baked the first bread on Thursday morning and I almost kissed it.
B: No more vampire nights at Tadek's?
A: No more! I gave Tadek a big cake to say thank you.
B: And the price? Did the bank give you the loan?
A: The bank gave a small loan. And I negotiated! In the end I paid 41 500 zloty, not the price they told me in August. The salesman was afraid of me I think.
B: Haha, I believe it. That's a good discount.
A: I told him I have been baking bread for 35 years and I know what the oven costs to make. He went to call his boss.
B: You're a legend.
A: Now you. How is my grandchild?
B: Growing! I'm 16 weeks now, I have a little bump finally.
A: Good. And the sickness?
B: Gone mostly. Now I'm just hungry and tired.
A: Eat bread.
B: Speaking of which... I started a sourdough starter. I named him Kevin.
A: Kevin? Why Kevin?
B: No reason, he just looks like a Kevin. Bubbly and a bit smelly.
A: And did Kevin make bread?
B: Yesterday. It came out completely flat. Like a pancake with a crust.
A: Your starter is too young. Two weeks is nothing. And your kitchen is cold?
B: It's spring but yes, our house is freezing in the mornings.
A: Put Kevin on top of the fridge, it is warm there. And feed him twice a day. And the dough needs more time, in the fridge overnight.
B: Top of the fridge, twice a day, overnight. Got it.
A: And swimming news: I can float now! And I swam 10 metres on Thursday, with the board.
B: Halina!! That's huge!
A: Marek clapped. The grannies clapped. I felt like an Olympic athlete.
"""),

S(5, "telegram", "2023-10-29 20:12", """
B: Hi Halina, how's your week?
A: Worried. The hospital gave Zbigniew the date for the knee operation. 20 November.
B: Oh, that's soon! It's good though, he's been in pain for so long.
A: Yes, good for him. But he will be at home for weeks, not able to walk, and I have the bakery from four in the morning.
B: Can anyone help? Piotr's aunt?
A: Grażyna said she will come some days. And Kuba must work more.
B: How's Kuba going?
A: Late. Every day late. Ten minutes, twenty minutes. Yesterday forty minutes, because of his girlfriend, he said.
B: Oh dear. Did you talk to him?
A: I shouted at him. In a nice way.
B: Haha. There's a nice way to shout?
A: For a Polish mother yes. How is everybody there?
B: Well, Biscuit had a bad week. He had a tooth out on Tuesday. A cracked molar, he was drooling and not eating.
A: Poor dog! Is he ok now?
B: He's fine now, eating soft food and very sorry for himself. But the bill was 780 dollars, even with my staff discount.
A: 780 dollars for one tooth! My whole mouth did not cost this.
B: Dogs' teeth are expensive haha. He was very brave.
A: And the baby?
B: Kicking! I felt it for the first time last week. Like a little fish.
A: Ahh. I remember that with Piotr. Like bubbles.
B: Exactly like bubbles. And my exam is coming up, the behaviour one. I'm studying every night.
A: You will pass. You understand animals better than people.
B: That might be an insult haha.
A: It is a compliment! People are difficult.
"""),

S(6, "json", "2023-11-19 21:45", """
B: Thinking of you both. Tomorrow's the big day, right?
A: Yes. We must be at the hospital at 7. Zbigniew is pretending he is not scared. He is very scared.
B: He'll be fine. Knee replacements are really common now.
A: That is what I tell him. He says "they will cut my leg open, Halina". Men.
B: Haha. Please send a message when he's out.
A: Of course. How was your exam on Friday?
B: Hard! Three hours. A lot of questions about cat aggression, which is my weak area.
A: When do you know?
B: Results in about two weeks. I'm trying not to think about it.
A: You passed. I know.
B: From your lips to God's ears. Also... we have other news. The 20-week scan was two weeks ago and we decided to find out.
A: And?!
B: It's a girl!
A: A GIRL! A granddaughter! Oh Jess. I will knit everything pink.
B: Haha maybe not everything pink. But yes, please knit!
A: And names? Do you have names?
B: We have two. Piotr wants Zofia, after your mum. I like Matilda.
A: Zofia... my mother would be so happy. But Matilda is also nice. Very Australian.
B: We're still fighting about it. Nicely.
A: In a nice way, like my shouting.
B: Exactly haha. We'll decide when we meet her.
A: Ok. I will pray for Zbigniew's knee and for your exam and for the little one.
B: Busy prayers. Good luck tomorrow, give him a hug from us.
"""),

S(7, "telegram", "2023-12-03 19:25", """
B: How's the patient?
A: Home since Tuesday. Walking with two crutches around the flat, and complaining about everything. The physiotherapist comes three times a week and he calls her "the torturer".
B: Haha poor physio. Is he doing his exercises?
A: When I watch him, yes. When I am at the bakery, I don't know. Probably he watches television.
B: Typical. And the bakery?
A: Ah, that is the other story. Kuba quit.
B: What? Why?
A: He went to work in the car factory in Tychy with his cousin. Better money, no four o'clock mornings. He told me with one day notice.
B: That's awful, right when Zbigniew is out too.
A: Yes. But God closes a door and opens a window. I have a new helper already. Her name is Ola.
B: That was fast!
A: She is 44, she was a cook in a school kitchen for twenty years. She came to buy bread, she heard me complaining to a customer, and she said "I will help you".
B: Amazing. Does she know how to bake?
A: Not bread, but she is never late, she is organised, and she learns fast. Better than Kuba, honestly.
B: That's great news. Ok, my news now...
A: The exam!
B: The results came on Thursday. I passed! With distinction!
A: I KNEW IT! My clever girl. What is distinction?
B: It means top grade basically. Even the cat aggression part was fine.
A: Bravo! We will celebrate when I come in April. Piotr must take you to a nice restaurant now.
B: He did, we had dinner in Fitzroy last night. I had a mocktail, very sad.
A: Haha. Next year you can drink. Now eat for two.
"""),

S(8, "json", "2023-12-25 10:15", """
B: Wesołych Świąt, Halina! Did I say it right?
A: Perfect! Wesołych Świąt! Thank you for the video call last night, it was so lovely to see you at Wigilia.
B: It was so nice. Sorry the pierogi looked a bit sad.
A: They were not sad, they were... big.
B: Haha, they were huge! I used your pierogi ruskie recipe but I made the dough way too thick. Piotr said they were like dumpling pillows.
A: Thin dough, roll it until you can almost see the table through it. Next year you will make them perfect.
B: But the makowiec worked!! I ground the poppy seeds twice in a coffee grinder like you said. || img: a sliced poppy seed roll cake with a swirl pattern on a Christmas plate
A: Oh that is beautiful! Very nice swirl. I am proud.
B: Piotr ate half of it by himself at midnight.
A: Of course he did. He did the same when he was twelve.
B: How was your Christmas? Was Zbigniew ok at the table?
A: He sat like a king with his leg on a chair. Grażyna and her husband came. Too much food, as always.
B: Sounds perfect. How's Ola going?
A: Ola is a treasure. She did the Christmas orders with me, 200 makowiec and 90 kilos of pierniki. We did not lose our minds.
B: Wow. I'm so glad you found her.
A: And I have a Christmas present for you. I booked my ticket!
B: Really?! When?
A: I fly on 28 March from Kraków, through Doha, and I arrive in Melbourne on the 30th in the morning. And I stay six weeks.
B: That's perfect, just before the baby's due! Piotr will pick you up.
A: I hope the baby waits for me.
B: I'll tell her to be patient. Merry Christmas Halina.
A: Merry Christmas my dear. Kiss Piotr and Biscuit from me.
"""),

S(9, "telegram", "2024-01-21 17:50", """
A: Jess. 25 metres.
B: What??
A: I swam 25 metres, the whole pool, without stopping and without the board! On Thursday.
B: HALINA! That's incredible! Face in the water?
A: Face in the water, breathing to the side like Marek showed. At the end I was like a fish from the market, but I did it.
B: I'm so proud of you. I'm telling everyone.
A: The grannies gave me a chocolate medal. I ate it.
B: As you should. Five months ago you held the side like a cat!
A: Don't remind me. Now your news, how is the baby room?
B: Nearly done! We painted the nursery sage green, and Piotr built the cot himself from a flat pack. Only one screw left over. || img: a small nursery with sage green walls, a white wooden cot and a knitted pink blanket
A: One screw left over is normal. Is that my blanket?!
B: Yes! It arrived last week. It's so soft.
A: I knitted it in the evenings while Zbigniew watched football. Good use of the football.
B: Haha. Also my bread finally works!
A: Show me.
B: img: a tall round sourdough loaf with a dark crust and an ear on top
A: Now THAT is bread. Good oven spring, good crust. Top of the fridge?
B: Top of the fridge, feeding twice a day, and overnight in the fridge. All your rules.
A: I should charge you for lessons.
B: I'll pay you in baby cuddles.
A: That is the best payment.
"""),

S(10, "json", "2024-02-18 20:00", """
A: Jess, I have bad news and I don't know how to say it.
B: Oh no, is everyone okay? Is it Zbigniew?
A: Zbigniew is fine. It is Ola. Her mother is very ill, a stroke, and Ola must look after her for some weeks. Maybe two months.
B: Oh, that's terrible. Poor Ola.
A: Yes. And it means I cannot leave the bakery in March. There is nobody to do the four o'clock bread.
B: Oh... so you can't come?
A: I can come! But later. I changed my ticket. Now I fly on the 2nd of May and arrive on the 3rd.
B: Oh Halina. So you'll miss the birth.
A: I know. I cried about it. But if I close the bakery for six weeks I lose my customers, and Ola loses her job too.
B: I understand, really. It's just sad. I wanted you there.
A: I will be there on video! You call me from the hospital and I will pray very loud.
B: Haha deal. And then you'll have a month of cuddles with a tiny baby instead of a big belly.
A: Exactly. I will still stay six weeks, until the middle of June.
B: Perfect. Piotr says don't worry, he'll pick you up wherever and whenever.
A: He is a good son, even if he never calls.
B: He'll call you tonight, I'll make him. How's everything else?
A: Everything else good. Zbigniew walks with one stick now and is already talking about his allotment in spring.
B: He's unstoppable.
A: And you? Still working?
B: Three more weeks. My last day at the clinic is 8 March, then maternity leave.
A: Good. Rest. Put your feet up.
B: I'll try. Biscuit will be very happy to have me at home.
"""),

S(11, "telegram", "2024-03-17 19:40", """
B: Day nine of maternity leave. I've reorganised the linen cupboard three times.
A: Haha, this is nesting. I washed all the windows before Piotr came.
B: Piotr came home and found me washing the skirting boards. He was concerned.
A: Normal. And Biscuit?
B: Biscuit has decided the nursery is his room. He sleeps next to the cot every afternoon like a guard.
A: Good dog. He knows something is coming.
B: And the bakery? How's Ola's mum?
A: Better, slowly. Ola comes for two hours in the afternoon now, to help with the orders. I do the nights with a student from the school, it is ok.
B: You must be so tired.
A: Tired but proud. I did not tell you! We won the prize!
B: What prize?
A: The Gazeta Krakowska readers' vote for the best pączki in the city! On Fat Thursday the queue was around the corner, and then last week they announced it.
B: Halina!! That's amazing! Best doughnuts in Kraków!
A: Not doughnuts, pączki! With rose jam. || img: a tray of golden glazed Polish doughnuts with orange peel on top and a framed certificate behind
B: Sorry, pączki! They look incredible. Can you bring some in May?
A: They will not survive the airplane. I will make them in your kitchen.
B: Even better.
A: And Zbigniew went to the allotment yesterday, for the first time since the operation. He planted onions.
B: That's such a good sign.
A: Yes. He walks without the stick now, only at home.
B: We're so close now, two weeks to the due date.
A: I light a candle every day.
"""),

S(12, "json", "2024-04-09 06:20", """
B: Halina. She's here. || img: a newborn baby with dark hair wrapped in a white hospital blanket
A: Oh my God. Oh my God. Jess. She is perfect.
B: Zofia Halina Nowak. Born on Sunday at 3:12 in the morning, 3.4 kilos.
A: Zofia... Zosia. After my mother. I cannot stop crying. Zbigniew is crying too, he pretends it is his allergy.
B: We decided the moment we saw her. She just looked like a Zofia.
A: She has Piotr's nose. Poor thing.
B: Haha, don't tell him. He's asleep in the chair next to me.
A: How are you? Was it very hard?
B: Long. Nineteen hours. But she's healthy and I'm okay, just very sore and tired. We're going home tomorrow.
A: You are a hero. Both of you. Did Piotr faint?
B: Almost, once. The midwife made him sit down.
A: Hahaha. His father fainted with him.
B: It runs in the family then!
A: I wish I was there. Three and a half weeks and I'm there.
B: We'll count the days. Zosia will be waiting.
A: Zosia. I love to say it. Kiss her little head from Babcia.
B: I will. She already has your blanket.
A: Now sleep, when she sleeps. This is the only rule.
B: Yes Babcia. Love you.
"""),

S(13, "telegram", "2024-04-28 21:05", """
A: Four days! I am packing. My suitcase is 31 kilos.
B: Halina, the limit is 30!
A: I know, I will put the heavy things in the hand luggage.
B: What's so heavy?
A: Some jars of my pickled mushrooms, some sausage from the butcher, a few pierogi frozen in a cold bag...
B: Noooo. Halina, Australian customs will take all of that. Meat is totally banned, and they are super strict at the airport. They might fine you.
A: Not even sausage? For my grandchild?
B: Especially not sausage! Honestly, leave the food, we'll cook it together here. Polish shops exist in Melbourne.
A: Hmm. The mushrooms?
B: You'd have to declare them and they'd probably take them. Not worth it.
A: Australia is very strict. Ok. No food. Only love.
B: Thank you haha. And what else is in there?
A: Clothes for Zosia, the knitted hat, books in Polish, and an amber necklace for teething, like I had for Piotr.
B: Ah... about the amber necklace. We're not allowed to use those, the hospital said it's a choking and strangling risk.
A: But all Polish babies had them!
B: I know, I'm sorry. Maybe bring it as a keepsake for when she's older?
A: Ok, a keepsake. You are the nurse.
B: Vet nurse haha. But yes.
A: How is she sleeping?
B: In two-hour pieces. I think Piotr and I have slept 4 hours total since Thursday.
A: When I come you will sleep. I will take the night with her.
B: That's the best thing anyone has ever said to me.
A: Thursday morning I fly. Piotr has the flight number?
B: He does. He'll be at arrivals on Friday morning.
"""),

S(14, "json", "2024-06-16 21:30", """
A: I am home. Kraków is so quiet without Zosia.
B: We miss you so much already! The house feels empty. When did you land?
A: Wednesday evening. Zbigniew picked me up with flowers. He missed me, he said, but I think he missed my cooking.
B: Haha both probably.
A: I am jet lagged. I woke up at three this morning and went to the bakery because why not.
B: Oh no. How did the bakery survive six weeks without you?
A: Perfectly! Ola came back in April and she ran everything. The customers said the bread was the same. I am a bit offended.
B: That's a compliment to your teaching!
A: Yes. Jess, I am thinking something. Maybe in two years I retire, and Ola becomes the manager. I keep the bakery but I don't do the four o'clock.
B: That sounds really sensible. More time for swimming and grandchildren.
A: Exactly. Speaking of swimming, you know I swam in the sea at St Kilda?
B: Of course I know, I filmed it! In May! In the freezing cold!
A: It was like knives. But I did it. From a woman who could not put her face in the water.
B: You're the toughest person I know.
A: And you? When do you go back to the clinic?
B: We've decided part-time from February next year, three days a week. My mum will look after Zosia one day, and daycare two days.
A: Good plan. And Biscuit?
B: Biscuit is Zosia's bodyguard. He lies under the bassinet and sighs.
A: I miss that silly dog too.
B: Next time we'll come to Kraków. Zosia should see Babcia's bakery.
A: Christmas? Please say Christmas.
B: We're looking at flights. No promises but we're trying!
A: I will light a candle for cheap flights.
"""),
]
