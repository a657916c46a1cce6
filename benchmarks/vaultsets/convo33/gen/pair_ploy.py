"""Ploy Suksawat (29, Thai pastry chef in Osaka) and Haruto Mori (66, retired ferry engineer in Matsuyama).
Formats: LoCoMo JSON and LINE text export (exported from Ploy's phone)."""

PAIR = {
    "folder": "Ploy_and_Haruto",
    "speakers": {"P": "Ploy", "H": "Haruto"},
    "line_names": {"P": "Ploy", "H": "Haruto Mori"},
    "line_chat": "Haruto Mori",
    "speaker_a": "P",
}

SESSIONS = r"""
=== 1 | locomo | 2023-03-19 14:10
P: Haruto-san! Sorry I disappeared for so long. February at the hotel was crazy, Valentine's and then White Day prep.
H: Ploy-chan! No need to apologise. I was wondering if the hotel had swallowed you. How are you?
P: Tired but good. We launched the spring menu last week. I designed a sakura mont blanc for the lounge, pink chestnut cream with a salted cherry leaf hidden inside.
H: A salted cherry leaf inside a mont blanc? That sounds like something only you would think of.
P: The head chef was nervous about it but now it sells like 60 a day 😅
H: Wonderful. Here in Matsuyama the cherry trees by the castle are almost ready. Maybe one more week.
P: How is life in Matsuyama? It's been one year since you moved back, right?
H: One year this month. Strange to say, I still miss the Osaka noise sometimes. But Kinako is happier here. More grass, less traffic.
P: How old is Kinako now? In my head she is still young.
H: She is nine. Her face is getting white around the mouth. Like me.
P: Haha. And the trees? Your father's mikan field?
H: Thirty-two trees on the slope behind the house. March is pruning season, so I spend the mornings cutting branches. My arms are tired but my head is quiet.
P: That sounds really peaceful. I'm jealous.
H: Also I have news. I joined an English haiku circle. They meet online every Thursday evening. Most members are in Canada and New Zealand, and one lady in Kenya.
P: English haiku!! That's so cool. Send me one.
H: Here is one from last week.
  low tide at Mitsu —
  the harbour smells of diesel
  and my father's coat
P: Wow. That made me a bit emotional. Mitsu is the old port?
H: Yes, Mitsuhama. My father worked there. The circle said "diesel" was a brave word for a haiku.
P: I agree with them.
H: And your family in Chiang Rai? Your brother?
P: Oh! Big news. Tee got engaged last month! His girlfriend Fon, they've been together since university. My mom is already planning everything.
H: Congratulations to Tee. When is the wedding?
P: Not decided. Maybe early next year, after the rainy season... my mom needs to ask the monk for a good date.
H: Then you must go home for it.
P: Of course. I also want to take the JLPT N2 in December this year. If I pass N2 my visa options get better, and honestly my kanji is embarrassing.
H: Your Japanese is already better than my English.
P: Not true! Your haiku proves it.
H: Then we make a deal. I help you with Japanese, you correct my English, like in the old days at the community centre.
P: Deal. Same as our Tuesday nights in Nishinari 😊
H: Those Tuesday nights were the best part of my week for three years.
P: Mine too. OK, I need to sleep before the early shift. Give Kinako a scratch from me.
H: I will. Oyasumi, Ploy.

=== 2 | locomo | 2023-04-23 20:05
H: Good evening Ploy. Are you free to chat?
P: Yes! Just finished dinner. Instant ramen, the pastry chef's diet 😂
H: The pastry chef eats instant ramen. Nobody must know.
P: My secret. How was your week?
H: Not so good. Kinako is limping on her back left leg. I took her to the vet on Friday.
P: Oh no. What did the vet say?
H: Luxating patella. The kneecap slips out of place. The vet said it is common for shiba and other small dogs. If it does not improve, she needs an operation.
P: Poor Kinako. Is it painful for her?
H: She skips a step sometimes, then walks normally. She does not complain. She is braver than me at the dentist.
P: Haha. Please keep me updated.
H: I will. And you? Any days off?
P: I finally had two days off in a row! Last Sunday I went to Himeji castle with Mika from work.
P: Look, the white heron castle! {{img: a photo of a large white japanese castle with crowds of tourists under a blue sky | himeji castle}}
H: Beautiful. Did you climb to the top?
P: All six floors, the stairs are like ladders. Mika complained the whole time but then we ate anago rice near the station and she was happy again.
H: Anago is the correct medicine for complaining.
P: Your English is getting really funny, you know.
H: The haiku circle teaches me to be brave with words. This week's theme was spring rain. I wrote about the ferry horn in fog.
P: Read it to me!
H: spring fog —
  the ferry horn arrives
  before the ferry
P: Ahh I love it. It's so you. You used to tell me about those foggy mornings on the night ferry.
H: Thirty-one years on that route, Osaka to Toyo. The engine room was my home more than my apartment.
P: Do you miss it?
H: The sound of the engines, yes. I still wake up at 4 am and listen for them. The night shifts, no.
P: I've been thinking, I want to visit Matsuyama this year. I've never been to Dogo Onsen.
H: You are always welcome. Autumn is best. Not too hot, and the mikan are orange.
P: Autumn then! Maybe October or November. I'll check when they post the schedule.
H: I will prepare the guest room. My daughter's old room is full of boxes but I will clean it.
P: Don't worry, I'm happy on a futon anywhere.
H: And your competition? You mentioned a contest in Osaka.
P: The Osaka Patisserie Cup. Applications open next month. Chef Nakamura says I should enter. I'm scared.
H: Scared is fine. Enter anyway.
P: OK sensei 🙇‍♀️

=== 3 | line | 2023-05-28 21:12
P: Haruto-san!! Guess what I did today
H: You baked 1000 cakes?
P: No 😂 I went bouldering for the first time! There's a gym in Umeda called Kabe Lab, Mika took me
H: Bouldering is climbing the wall without a rope?
P: Yes, with soft mats underneath. My forearms are dead. I can't even hold my phone properly
P: [Sticker]
H: Be careful with your hands. A pastry chef needs her hands.
P: I know I know. I only did the easy ones with yellow tags. But I already bought a 10-visit ticket
H: Then you are already addicted.
H: My news: the mikan trees are flowering. The whole slope smells sweet, especially in the evening.
H: {{img: white citrus blossoms on a mikan tree | mikan flowers}}
P: Wow so many white flowers. Can you send the smell too
H: Technology is not ready.
P: How is Kinako's leg?
H: Not better. The vet recommends the operation. It is scheduled for June 14, at the animal hospital in Matsuyama city.
P: Oh Kinako... Will she stay overnight?
H: Three nights. Then six weeks of rest. No stairs, short walks only. I will carry her like a princess.
P: She IS a princess.
P: Oh and I did it. I sent my application for the Osaka Patisserie Cup!
H: Excellent! When is it?
P: September 17, at a big hall in Nanko. The theme this year is "Memories of Home"
H: Memories of home. Then you must put Chiang Rai in the cake.
P: That's my plan. Maybe coffee from Doi Chang, near my uncle's farm. And something sour to balance.
H: Mikan is sour and sweet. And it is also home. Your second home.
P: Haruto-san that is actually a very good idea
  citrus from Shikoku + coffee from Chiang Rai
  two homes in one cake
H: I am a genius of cake without knowing anything about cake.
H: Also my grandson Sota will come in August for one week. He is 8 now. My daughter Emi will bring him from Yokohama.
P: Cute! What will you do with him?
H: Fishing. I will teach him like my father taught me.
P: Send me photos of the fish!!
H: If we catch any fish.
P: [Sticker]

=== 4 | locomo | 2023-06-25 19:40
P: How is Kinako?? I've been thinking about her all week
H: She is home since last Saturday. The operation on the 14th went well. The vet said the groove in the knee was too shallow, so he made it deeper and fixed the bone with a small pin.
P: Oh thank god. Is she wearing the cone?
H: Yes, the cone of shame. She walks into the door frame every time. {{img: a photo of a shiba inu wearing a clear plastic cone lying on a tatami mat | dog cone}}
P: OH NO she looks so offended 😭
H: She is offended with me personally. She does not look at me at dinner.
P: Was it expensive? Pet surgery in Japan is crazy.
H: 280,000 yen with the hospital stay. My pet insurance paid half. My daughter says I spend more on the dog than on myself. She is correct.
P: Kinako is worth it.
H: Of course. And you? How are your climbing hands?
P: Still going two times a week. I can do the green ones now! Mika gave up though, she says it ruins her nails.
H: Your chef does not mind?
P: He doesn't know 🤫
H: Haha. Your secret collection grows. Instant ramen and climbing.
P: Actually my bigger problem is my apartment. The new neighbour plays guitar at 1am. Every night. The walls are like paper.
H: Nishinari buildings are old. When I lived there I could hear my neighbour snoring.
P: I'm starting to look for a new place. Somewhere closer to the hotel, maybe Fukushima ward. But rent is higher there.
H: How much do you pay now?
P: 58,000 yen. In Fukushima something similar is 70,000 or more.
H: Sleep is worth 12,000 yen.
P: True. Also I registered for the JLPT yesterday, N2, December 3rd. No escape now.
H: Then we study together. I will send you one kanji every morning.
P: Please no, not every morning 😂 ok maybe every morning
H: Also I have good news. One of my haiku was accepted by an English magazine! Blue Heron Quarterly, a small magazine in Canada. It will be in the autumn issue.
P: WHAT!! Haruto-san that's amazing! Which haiku?
H: The ferry horn in fog. The one I showed you in April.
P: I'm so proud of you. You're a published poet!
H: A published poet with a dog in a cone.
P: Put that in your bio

=== 5 | line | 2023-07-30 20:31
P: I FOUND AN APARTMENT
H: Congratulations! Where?
P: Fukushima ward, 6 minutes from Fukushima station. 1K with a tiny balcony. I can walk to the hotel in 15 minutes
H: How much?
P: 71,000 a month. More than I wanted but it's new and the walls are concrete. No guitar man.
H: Peaceful sleep. Worth it. When do you move?
P: Saturday August 19. Mika's boyfriend has a van, he'll help.
P: One sad thing, no pets allowed. I was secretly dreaming about a cat
H: Someday. First sleep, then cat.
H: How is the cake for the competition?
P: I decided the final structure! Let me write it down
P: Layer 1: almond dacquoise
  Layer 2: Doi Chang coffee mousse
  Layer 3: mikan and pandan insert
  Glaze: mikan mirror glaze
  Name: "Two Homes"
H: Two Homes. I am honoured to be inside a cake.
P: Haha well the mikan is. But problem: mikan is a winter fruit, I'm testing with bottled juice and it's too watery
H: I have frozen mikan from last December in my freezer. Whole ones, peeled. My mother always did that. I can send some.
P: Really?? That would help so much
H: I will send them by cool delivery on Tuesday.
P: 🙏🙏🙏
P: [Sticker]
P: How is Kinako?
H: The cone is gone! She walks slowly but happily. The vet says no jumping until September.
P: Yay!! And Sota is coming soon right?
H: August 10. One week. I bought a small fishing rod for him, blue, his favourite colour.
H: My daughter says he talks only about ferries now. He wants to be a ferry captain.
P: Like grandpa! (but captain not engineer)
H: He says engineers are dirty. He is correct.
H: Also I got a new smartphone. My old one could not send the stickers you like
P: Finally!! Welcome to the sticker life
H: [Sticker]
P: Omg your first sticker 😂
H: It is a bear bowing. Is it correct usage?
P: Perfect usage

=== 6 | locomo | 2023-08-27 21:15
H: How is the new apartment?
P: I love it. I moved last Saturday, only 11 boxes, I didn't know I had so few things. The first night I slept 9 hours. Silence!
H: No guitar man.
P: No guitar man 🙏 I bought a basil plant for the balcony. His name is Gaprao.
H: You name plants?
P: Only important plants. {{img: a photo of a small apartment balcony with a potted basil plant and a view of elevated train tracks | balcony basil}}
H: A nice view of trains. Sota would love it.
P: How was Sota's visit??
H: The best week of my summer. We went fishing at Hojo three times. On the last day he caught a black sea bream, 31 centimetres. He screamed so loud the other fishermen laughed.
H: Here is the champion. {{img: a photo of a small boy in a blue cap proudly holding up a large grey fish on a concrete pier | boy with fish}}
P: LOOK AT HIS FACE 😭 so proud
H: We ate it for dinner. He said it was the best fish in the world, because he caught it himself.
P: That's the correct logic.
H: He also visited the ferry terminal and the captain let him see the bridge. Now he is sure. Ferry captain.
P: Haha. And your frozen mikan saved my cake! The texture is perfect now. At the practice run on Thursday chef Nakamura said it's "almost ready".
H: Almost?
P: He wants the coffee mousse lighter. And the glaze was cracking at the edges. Three weeks left.
H: Three weeks is enough time for a ferry to go to Osaka and back twenty times.
P: Haha not helpful but thank you
H: How is the climbing?
P: Getting better. I did my first blue problem last week. Blue is like V3.
H: I do not understand the colours but I understand you are proud.
P: Very proud. My forearms look like Popeye.
H: Kinako is walking normally now. The vet said she can use stairs again in September.
P: Amazing. Tell her I said good girl.
H: Also my haiku circle has a new project. Each member writes a haiku about a friend in another country. I want to write about you. Is it ok?
P: Omg yes!! I'm honoured
H: I will be careful. No instant ramen in the poem.
P: Please put instant ramen in the poem 😂

=== 7 | line | 2023-09-18 10:24
H: Ploy! How did it go yesterday? I waited for your message all night
P: Sorry!! I was so tired I fell asleep in my clothes
P: I GOT THIRD PLACE 🥉
H: Third place in all of Osaka! Congratulations!!!
H: [Sticker]
P: 24 competitors! The winner was a guy from a patisserie in Kobe, his chocolate work was insane, I accept it
P: The judges loved the coffee mousse. One judge said the mikan glaze was "a taste of Ehime". I almost cried
H: Of course. Ehime mikan from my freezer.
P: The prize is 100,000 yen and a trophy shaped like a whisk 😂
H: Put it next to Gaprao.
P: And something else happened. After the ceremony a woman came to talk to me. Mrs. Oda, she owns a café bakery in Kyoto, near the Kamo river. She gave me her card and said "call me if you ever want to leave the hotel"
H: A job offer?
P: Not an offer yet... but kind of? I don't know. I love the hotel but I'm always making someone else's menu
H: Think slowly. A big decision should be cooked at low heat.
P: Did your haiku circle teach you that too
H: No, my mother did. About nikujaga.
P: Haha
P: Happy Respect for the Aged Day! Do you get a present?
H: I am too young for presents, only 66. The city gives presents at 88 and 100.
H: But the magazine arrived! Blue Heron Quarterly, autumn issue. My haiku is on page 14.
H: {{img: magazine page with a haiku | blue heron quarterly}}
P: Page 14!!! Famous poet
H: Ha. Also good news: I will come to Osaka in November. The retired crew of the ferry have a reunion dinner on November 11 in Namba.
P: Yesss you have to come to the hotel! I'll make you something special
H: I would like that very much. I will come to your lounge in the afternoon before the dinner.
P: It's a date!! Well, not a date date
H: A cake date.

=== 8 | locomo | 2023-10-15 18:30
P: Haruto-san, don't be angry
H: Why would I be angry?
P: I hurt my wrist. Tuesday at the climbing gym. I fell off a blue problem and landed with my hand out.
H: Oh Ploy. Is it broken?
P: No, sprained. The doctor said ligament strain, three weeks in a brace. {{img: a photo of a person's right wrist in a black fabric brace next to a cup of coffee on a table | wrist brace}}
H: Your hands! This is what I said in May.
P: I know, you told me so. Go ahead.
H: I will not say it. But I am thinking it very loudly.
P: 😂 The worst part is I can't pipe or temper chocolate. Chef Nakamura put me on recipe costing and ordering for three weeks. Spreadsheets all day.
H: Spreadsheets are also an injury.
P: Also... Mrs. Oda called. The Kyoto lady. She's opening a second shop in January and she wants me as head pastry chef. My own menu!
H: That is a real offer now.
P: Yes. The salary is a little lower but I would design everything. I went to see the shop on my day off, it's an old machiya house near Demachiyanagi, so beautiful.
H: What does your heart say?
P: My heart says yes. My bank account says maybe. My chef will be sad.
H: Chefs are always sad. It is their character.
P: I told Mrs. Oda I'll answer by the end of the month.
H: And the visit to Matsuyama? You wanted to come in autumn.
P: I'm so sorry, with the wrist and all this I don't think I can come this autumn. Can we postpone to spring?
H: Of course. Spring is also good. And I am coming to Osaka in November anyway.
P: Yes! November 11, I didn't forget. How's the mikan?
H: The early ones are ripening. I start the harvest next weekend. This year I have help, the neighbour's son Daiki. He is 19 and needs money for a motorbike.
P: Ha, good motivation.
H: And my haiku about you is finished. The circle liked it.
P: Send it!!
H: whisk in her left hand —
  in a city far from home
  she beats the egg whites
P: Haruto-san 🥹 I'm crying in the staff room
H: Now it is a bad haiku, because you cannot use your hand.
P: It's my right wrist, so the haiku is still true!

=== 9 | line | 2023-11-12 20:47
H: Thank you for yesterday. The chestnut cake was wonderful. I can still taste it.
P: Thank you for coming!! And for the mikan, the whole kitchen ate them in 10 minutes
H: I should have brought two bags.
P: How was the reunion dinner?
H: Loud. 14 old engineers and 3 captains. We told the same stories as 10 years ago, and they became bigger. The typhoon of 2004 now has 20 metre waves.
P: Haha legendary
H: You looked tired, Ploy. Is everything ok with the Kyoto job?
P: Honestly not really.
  I said yes to Mrs. Oda two weeks ago.
  But then we found out she can't sponsor my visa. Her company is too small and too new, immigration wants two years of financial statements.
  So now she's asking her lawyer but it doesn't look good.
H: That is a big problem. Your visa is through the hotel?
P: Yes. If I quit the hotel I have 3 months to find another sponsor or leave Japan.
H: Then do not quit until the paper is certain.
P: That's what I'm doing. I haven't told chef Nakamura anything yet. I feel like a liar
H: You are not a liar. You are careful.
P: [Sticker]
P: Also wedding news: Tee's wedding date is confirmed, February 10! At the temple in Chiang Rai and then a party at my aunt's resort
H: Wonderful. You will go?
P: Of course! I'll take 10 days off. And I'm going to make the wedding cake
H: A cake in the Thai heat?
P: That is my biggest fear lol. Buttercream will melt. Maybe a chiffon cake, it's lighter
H: Is your wrist better now?
P: Brace off since last week! A little weak but ok. No climbing until December though
H: Good decision. Kinako sends regards. She was very sad I left her with my neighbour for two days.
P: Give her a big hug from Auntie Ploy

=== 10 | locomo | 2023-12-10 20:20
P: THE MIKAN ARRIVED!!! 10 kilos!! Haruto-san you're crazy
H: Ha! It arrived already? I sent it on Tuesday.
P: Thursday morning. The delivery man was struggling with the box. {{img: a photo of a cardboard box full of small mandarin oranges on a kitchen floor | mikan box}}
H: This year the mikan are sweet because September was dry.
P: They're so good. I'm making mikan marmalade, the hotel will serve it at breakfast. I wrote "Matsuyama mikan from Mori farm" on the menu card
H: Mori farm! I am a farm now.
P: You are a brand now
H: How was the JLPT? Last Sunday, no?
P: Yes. Reading was ok, grammar ok, listening was a disaster. The speakers in the room were echoing. Results come in late January.
H: You studied very hard. I am sure you passed.
P: We'll see. I'm not sure at all.
P: Also. Big decision made.
H: Tell me.
P: I'm not going to Kyoto. Mrs. Oda's lawyer said the visa would take maybe 6 months, with no guarantee. I can't risk it.
H: I am sorry. But I think it is wise.
P: And then the plot twist: I finally told chef Nakamura everything, he went to the general manager, and they offered me sous-chef of the pastry section! Starting January 4th.
H: Ploy! That is a promotion!
P: Yes!! Sous-chef pâtissière. I'll have 3 people under me. And I'll design the seasonal menus together with the chef.
H: You got your own menu after all. Only the house is different.
P: Exactly. Mrs. Oda was very kind about it. She said she'll come to the hotel to try my desserts.
H: A good ending.
P: Another change though... the wedding moved. Tee and Fon's wedding is now February 24, not the 10th. The monk said the 24th is more auspicious, something about the moon.
H: You cannot argue with the moon.
P: No you can't. But I already bought flights! Now I have to change them. 6,000 yen change fee 😩
H: The moon does not pay fees.
P: lol. How's Kinako? Isn't her birthday soon?
H: December 20. She will be ten. I will give her a sweet potato, her favourite.
P: Happy early birthday Kinako 🎂
H: And the harvest is finished. 620 kilos this year. Daiki bought his motorbike.
P: Haha Daiki got his motorbike. Happy ending for everyone

=== 11 | line | 2024-01-08 19:55
H: Happy new year Ploy. A little late.
P: Happy new year!! あけおめ! How was your New Year?
H: Quiet. Emi and Sota came for 3 days. On January 1 we went to Ishiteji for hatsumode. Very crowded.
P: What did you wish for?
H: Health. And I made a decision at the temple.
P: ??
H: This spring I will walk the henro. Not all 88 temples, only Ehime. Temple 40 to temple 65.
  I will do it in pieces, a few days each time, and come home to Kinako in between.
P: Wow!! The pilgrimage! How many km is that?
H: About 350 km for Ehime. I will start in March, when it is not so cold.
P: That's so cool. I'm proud of you already
H: And you? The first week as sous-chef?
P: Started January 4! It's so different. I'm in meetings with the F&B manager, I make the schedule for 3 people, and I still decorate cakes until 11pm
H: Who are your 3 people?
P: Kenta (he's been there 1 year), Asami (part time), and a new trainee from Vietnam, Linh. Linh is so talented but very shy. I see myself in her 5 years ago
H: Now you are the senpai.
P: Scary!
H: Did you change the flights for the wedding?
P: Yes, finally. I fly Kansai to Bangkok on February 20, then Bangkok to Chiang Rai the next morning. Back to Osaka on the 27th
P: The hotel gave me the days even though I just got promoted. Chef Nakamura said family first
H: He is a good chef.
P: He is. Grumpy but good.
P: Oh! The JLPT results come at the end of this month. I'm so nervous
H: Whatever the result, you are already a senpai.
P: [Sticker]
H: [Sticker]
P: Your sticker game is strong now

=== 12 | locomo | 2024-01-28 19:05
P: Haruto-san... I PASSED!!! N2!!!
H: I KNEW IT!!!!
P: 121 out of 180! Listening was my lowest, 32, but I passed every section. The results came online on Wednesday, I checked at 6am on my phone in bed.
H: Omedeto! I am so proud. I told Kinako and she wagged.
P: My mom cried on the video call. She doesn't even know what the JLPT is, she just heard "passed"
H: Mothers know what matters.
P: Next goal: N1. Maybe in 2025 😂
H: Rest first.
P: How is the henro preparation?
H: I bought the equipment! A white vest, a sedge hat and a walking staff. The staff has a small bell. {{img: a photo of a white pilgrim vest, a conical sedge hat and a wooden walking staff with a bell laid on a wooden floor | pilgrim gear}}
P: You look like a real pilgrim already!!
H: I look like an old man in costume. But that is what a pilgrim is.
P: When do you start exactly?
H: March 10, from temple 40, Kanjizaiji, in Ainan. Emi will drive me there. Then I walk north, toward home.
P: Will you sleep in temples?
H: Some nights in temple lodgings, some in small minshuku. I will walk about 20 km each day.
P: Take care of your knees!!
H: My knees are younger than Kinako's knees.
P: 😂 Speaking of the wedding, I'm doing the cake for Tee. Final design: three tiers, coconut chiffon with mango and pandan cream, decorated with orchids.
H: Orchids. Very Thai.
P: Chiffon won't melt like buttercream. I'll bake it in my aunt's kitchen in Chiang Rai, her oven is huge because of the resort.
H: No mikan this time?
P: Haha no mikan this time. But at the hotel the marmalade was so popular that they want a "Mori farm" dessert for the spring menu
H: I am becoming famous in Osaka.
P: You're famous in my heart
H: That is almost a haiku already.

=== 13 | line | 2024-03-03 21:08
H: Welcome back to Japan! How was the wedding?
P: It was PERFECT. I'm still recovering
P: {{img: wedding photo | wedding}}
P: {{img: wedding cake | cake}}
P: The ceremony at the temple in the morning, then the water pouring ceremony, then the party at the resort until 2am.
  Tee cried. Fon's dad cried. My mom cried the whole day.
  And the cake survived!! It was 34 degrees but chiffon is a hero
H: The chiffon is a hero. Congratulations to Tee and Fon.
P: They're in Krabi now for the honeymoon. 5 days by the sea
H: You came back on the 27th?
P: Yes, Tuesday. Straight to work on Wednesday. Linh made the strawberry tarts while I was gone and they were perfect, I was so proud
H: The senpai trained her well.
P: And you! Next Sunday is the start!!
H: Yes, March 10. I am nervous like a schoolboy. My bag is ready: 6 kilograms. Emi said it is too heavy, so I took out 2 books.
P: Which book did you keep?
H: One haiku book. Basho, of course. He also walked.
P: Perfect. Will you send me photos every day?
H: Every temple. 26 temples, 26 photos.
P: Deal!! And what about Kinako?
H: My neighbour will feed her and walk her. She is 10 now, she prefers sleeping anyway.
P: Haha
P: Oh and I have news... my landlord changed the rules! The building now allows cats. Apparently a lot of tenants asked
H: The cat dream returns!
P: I'm looking at a rescue group in Kita ward. No decision yet. I want to wait until I'm less busy
H: First sleep, then cat. You have sleep now.
P: That's true lol

=== 14 | line | 2024-04-07 20:16
H: Ploy, I reached Ishiteji yesterday! Temple 51.
P: WAIT, you're already at 51?! That's almost your house!
H: Yes. I walked three sections. March 10 to 14, then March 22 to 26, then April 2 to 6. Yesterday I finished at Ishiteji and walked home. Kinako was waiting at the door.
P: 😭😭 Kinako waiting at the door
P: How are your feet?
H: Blisters on both heels in the first section. Now they are hard like leather. An old pilgrim from Osaka showed me how to tape them.
H: {{img: temple in cedar forest | temple 44}}
P: Is that temple 44? The one in the mountains?
H: Yes, Taihoji. Very steep, many cedar trees. I sat there for a long time.
P: It looks magical
H: 14 temples left. The last section is the longest, in May, toward Shikokuchuo.
P: I have an idea. What if I come during Golden Week and walk one day with you?
H: Really? You would come?
P: I owe you a visit since last autumn! I have May 3 to 5 off. I could take the night ferry from Osaka like you used to
H: The night ferry to Toyo! Then I pick you up. We can walk temple 52 and 53 together, they are close to my house, and you can finally see Dogo Onsen.
P: Yesssss. And meet Kinako in real life again!
H: She will be very happy. She remembers everybody who gives her sweet potato.
P: I'll bring sweet potato
P: Also... I did it. I adopted a cat.
P: {{img: orange cat | cat}}
H: !!!! Who is this?
P: This is Sumo. 2 years old, orange, very fat, from the rescue group in Kita ward. He came home last Sunday
H: Sumo. A good strong name.
P: He sleeps on my JLPT books. I think he also wants N2
H: Kinako and Sumo must meet someday. Maybe not. Shiba do not like cats.
P: Haha we'll keep them apart
H: And the spring menu? The Mori farm dessert?
P: Launched on April 1! Mikan cheesecake with a sesame crust. On the menu it's called "Mori Farm Mikan Cheesecake" 😊
H: Now I must come to Osaka again to eat my own name.
P: Anytime
"""
