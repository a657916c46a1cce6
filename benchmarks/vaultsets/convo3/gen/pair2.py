# Pair 2: Walt Brennan (71, retired surveyor, married to June) and Anika Sorensen
# (26, nurse), who met at the Larkspur Lane Community Garden in Hollowbridge.
# Each session: (started, format, text). Lines are "Walt: ..." or "Anika: ...".

FOLDER = "walt_anika"
SPEAKERS = {"Walt": "Walt Brennan", "Anika": "Anika Sorensen"}

SESSIONS = [
("2024-04-08T19:10:00", "c", """
Anika: Hi Walt, it's Anika from plot 9! You gave me your number on Saturday in case I had questions. Well... I have questions.
Walt: Hello Anika. Glad you got in touch. Ask away, I'm not doing anything more exciting than watching the snooker.
Anika: The seed potatoes you gave me, the Charlotte ones. Do I put them straight in or do they need to sit somewhere first?
Walt: Chit them first. Egg boxes on a cool windowsill, the eyes facing up. Two or three weeks until they've got stubby little shoots, then in they go.
Anika: Egg boxes! Okay. My flatmate is going to think I've lost it.
Walt: Tell her it's horticulture. Makes anything sound respectable.
Anika: Ha. Plot 9 is a bit of a jungle, to be honest. Mrs Okwu had it for years and then nobody had it for two.
Walt: Mrs Okwu grew the best rhubarb on the site. There'll still be crowns under all that bindweed. Don't dig them out.
Anika: Noted, rhubarb is sacred. How long have you had plot 14?
Walt: Eleven years this summer. I took it on when I retired from surveying. June said I needed somewhere to go that wasn't under her feet.
Anika: Ha, smart woman. I needed somewhere that isn't a hospital. I'm on the cardiac ward at St Aldric's, 7B, and I just wanted to put my hands in some soil on my days off.
Walt: Cardiac nurse. Well, that's useful to know at my age. I'll try not to need you.
Anika: Please don't! I've also signed up for a choir, the Hollybank Singers, Tuesday nights at the Methodist hall. I'm trying to have a life outside work this year.
Walt: Good for you. June sang in a choir for years. She says it's the cheapest happiness there is.
Anika: I love that. Oh, who's the cat by the sheds? Grey tabby with one white paw? It followed me around all afternoon.
Walt: That's the Foreman. Nobody knows where he came from. He supervises everyone's digging and never lifts a paw. I give him a bit of ham now and then.
Anika: The Foreman! Perfect name.
Walt: June says I shouldn't feed him. June also says I shouldn't eat cheese after nine. June is usually right but I ignore her anyway.
Anika: Ha! Thanks Walt. I'll go find some egg boxes.
Walt: Good luck. And tell your flatmate about horticulture.
"""),

("2024-04-23T20:35:00", "a", """
Walt: Evening Anika. You'll never guess what's now living at the bottom of plot 14.
Anika: A fox? A badger? A very lost sheep?
Walt: Ha. Worse in some ways. Bees. About ten thousand of them.
Anika: WALT. Since when are you a beekeeper?
Walt: Since Sunday. Ferdie Nkemelu from plot 3 split one of his hives and offered me a nucleus colony. I've wanted to try for years. I bought a second-hand bee suit for £85 off a man in Wexley.
Anika: I love this. What does June think?
Walt: June says she's not coming within twenty yards of it. She says if I get stung on the face I'm not to come home looking like a potato.
Anika: That's fair. Have you named the queen?
Walt: Ferdie marked her with a blue dot. I've been calling her Her Majesty.
Anika: Obviously. How are the bees settling?
Walt: Very busy. They've found the blackcurrants already. I sit on my folding chair and watch them coming and going. It's better than the television.
Anika: That sounds so peaceful. My evenings are less peaceful.
Walt: Oh?
Anika: My flatmate Dee has taken up the drums. Electric ones, with headphones, which sounds fine, except you can still hear the thud thud thud of the pedal through the floor. At 11pm. When I have a 7am start.
Walt: Ah. That would test anyone's patience.
Anika: I love her but I've started looking at studio flats on my lunch breaks. Just looking.
Walt: Just looking is how June and I ended up with a caravan we used twice.
Anika: Ha. Oh and the chilli seeds came up! Six little Scotch bonnet seedlings on my windowsill.
Walt: Keep them warm. They're fussy. Scotch bonnets like to be treated like royalty.
Anika: So, like your queen bee then.
Walt: Exactly like Her Majesty.
"""),

("2024-05-12T21:00:00", "b", """
Anika: Walt!! Thank you for persuading me to help at the open day yesterday.
Walt: You're welcome. Did you sell all your cakes?
Anika: I sold everything except one very sad flapjack. But more importantly, I met someone.
Walt: Oh yes?
Anika: He came to the cake stall and bought three brownies and then came back for a fourth, which I think was just an excuse. His name's Rafi, he's a physiotherapist at the sports clinic on Dene Road.
Walt: A man who buys four brownies knows what he wants. Are you seeing him again?
Anika: We're going for a drink on Thursday! I'm trying to act cool about it.
Walt: You're doing terribly.
Anika: I know. Anyway, how was your day? I saw you showing off your bees to the kids.
Walt: The children loved the observation frame. One of them asked if the bees had names. I said they were all called Kevin. Now, important news: the pumpkin seeds are in.
Anika: The giant pumpkin?
Walt: Atlantic Giant. Three seeds, the best one goes on. The Harvest Show is in September and this year I intend to beat Dennis Faulk.
Anika: Who is Dennis Faulk? You keep saying his name like he's a villain.
Walt: Plot 22. He's won the giant pumpkin class four years running. He whispers to his pumpkins. He also has a greenhouse the size of a church.
Anika: The rivalry. I love it. I'm on your side.
Walt: Thank you. Also, June has her cataract operation date. The 11th of July, left eye first.
Anika: That's good that it's booked. It's a very quick operation, honestly. Fifteen, twenty minutes. Most people are amazed afterwards.
Walt: That's reassuring. She's nervous about the eye drops more than the surgery. And then in September we've got our 45th anniversary. We're going to Fenwick Isle.
Anika: Ooh, where's that?
Walt: A little island off the south coast, two and a half hours on the ferry. We went on our honeymoon in 1979. There's a hotel with a lighthouse and we've booked the same room.
Anika: Walt, that's the most romantic thing I've ever heard.
Walt: Don't tell June I'm romantic. She'll expect it all the time.
"""),

("2024-05-30T22:15:00", "c", """
Anika: Second date update, since you asked.
Walt: I did ask. June asked too. We are very invested.
Anika: We went to Lantern & Lime, the Sri Lankan place on the high street. I had the hoppers, he had a devilled prawn curry that made him cry. Actual tears.
Walt: That's not a good sign for a man who wants to go out with a chilli grower.
Anika: I told him that! He says he'll train. He's very sweet. He ran the whole way to the restaurant because he was five minutes late from work.
Walt: Punctual and a good sport. June approves. She's reading over my shoulder.
Anika: Hi June!
Walt: She says hello and would you like some lemon drizzle. She's made two.
Anika: Always yes to lemon drizzle. I'll pick some up on Saturday?
Walt: Come by after eleven. Now, a question for you as a medical professional.
Anika: Uh oh.
Walt: Not about me. About the Foreman. He's been at the shed every day this week and he's looking thin. Do you think he's a stray or does he belong to someone?
Anika: Hmm. You could ask the vet to scan him for a microchip. It's free at most places. If he's chipped they'll find the owner.
Walt: Good idea. Catching him is the trick. He lets you stroke him but he's not daft.
Anika: Sardines. Works every time.
Walt: I'll try. And how is the choir?
Anika: Really good actually. We've got a summer concert on the 15th of June at the Methodist hall. I'm singing alto. I've been practising in the car.
Walt: June and I will come, if we're allowed.
Anika: Yes please! Tickets are £6 and there's tea and biscuits in the interval.
Walt: Sold.
"""),

("2024-06-16T10:05:00", "a", """
Walt: Good morning. I have a medical situation. Don't laugh.
Anika: Oh no. What happened?
Walt: I was stung by one of the bees yesterday. On the eyelid. Right through the veil, somehow. My right eye has disappeared entirely.
Anika: Oh Walt! Are you okay? Any trouble breathing, swelling in your throat, anything like that?
Walt: No, nothing like that. Just the eye. June took a photo and sent it to our daughter with the caption "potato".
Anika: I'm so sorry but that's funny. Okay: cold compress, an antihistamine tablet if you've got one, and if your throat or lips start swelling you go to A&E straight away, no heroics.
Walt: Yes nurse. I've taken one of June's hay fever tablets. I'm sitting with a bag of frozen sweetcorn on my face.
Anika: Perfect. Sorry you missed the concert because of it.
Walt: So am I. June went without me and said you were wonderful. She said the alto section "carried the whole thing".
Anika: Aww. We did Shenandoah and a mash-up of sea shanties that went slightly off the rails. But it was so much fun.
Walt: June wants to join now. I think she's serious.
Anika: She should! Although I might not be there much longer. I found out I'm going onto nights from July.
Walt: Nights? For how long?
Anika: Indefinitely, for now. The ward's short-staffed. Four nights on, four off. I'm trying to look on the bright side: night shift pay is better.
Walt: And the choir's on Tuesdays. That will make things difficult.
Anika: Yeah. We'll see. How's the bee situation? Are you giving them a stern talking to?
Walt: Ferdie says they're a bit "spicy" this time of year. I'm going to wear two pairs of gloves and some swimming goggles under the veil.
Anika: Please send a photo of that.
Walt: Absolutely not.
"""),

("2024-07-03T13:20:00", "b", """
Anika: Sad news. I've told the choir I'm stopping.
Walt: Ah, I'm sorry. The night shifts?
Anika: Yep. Rehearsals are Tuesday at 7:30 and half my Tuesdays I'll be on the ward. The conductor said I can come back any time. Hopefully one day.
Walt: June did join, by the way. She went on Tuesday. She's replaced you in the altos.
Anika: Ha! Keep my seat warm, June.
Walt: She says she will. How are you finding nights so far?
Anika: First block done. It's weird. The ward is quiet but the patients are more anxious at night, so you spend a lot of time just sitting with people. I ate a yoghurt at 4am and felt like it was lunchtime.
Walt: I did nights on a survey job once, a railway bridge. Never felt right for weeks.
Anika: That's exactly it. Anyway, you'll have noticed the courgettes.
Walt: I noticed. There are eleven courgettes on my shed step. One is the size of a small dog.
Anika: My two plants went completely feral while I was sleeping. Sorry. They're a gift.
Walt: June is making courgette and feta fritters tonight. She says thank you and please stop.
Anika: Ha. Noted. How is June feeling about next week?
Walt: Nervous. The operation's on Thursday the 11th. I'm more nervous than she is, if I'm honest.
Anika: It'll be fine. They'll numb the eye with drops, she'll be awake but won't feel anything. She might see some swirly colours. Then a shield on the eye overnight.
Walt: Swirly colours. She'll enjoy that.
Anika: Other news: I viewed a flat! A studio above the bike shop on Tanner Row. Spoke & Sprocket.
Walt: I know it. The man there fixed my puncture for nothing once. How was it?
Anika: Small but so bright. Big window onto the street, a tiny kitchen, and it's £725 a month. I'm trying not to get my hopes up.
Walt: £725 for your own space and no drums. Sounds like a bargain to me.
"""),

("2024-07-15T18:40:00", "c", """
Walt: Report from the patient's husband. June's operation went very well on Thursday.
Anika: Oh that's brilliant! How is she?
Walt: She took the shield off on Friday morning and stood in the kitchen for a full minute. Then she said "Walter, the tiles are white. I thought they were cream for ten years."
Anika: Ha! That happens all the time. Cataracts make everything yellowish.
Walt: She's now found about thirty things in the house she says need cleaning. I preferred the cataract.
Anika: Ha. Tell her well done from me. Is she doing the drops okay?
Walt: Four times a day. I'm in charge of the drops. I have a chart on the fridge.
Anika: Of course you do. The surveyor in you.
Walt: How's the flat hunting?
Anika: I GOT IT. The studio above Spoke & Sprocket is mine. I move in on the 1st of September.
Walt: Wonderful news! How did Dee take it?
Anika: Better than I expected. Her boyfriend's moving in to my room, so she was almost relieved. She says she'll play the drums at a reasonable hour. I don't believe her.
Walt: Well, you'll need a van. Or a man with a big car. I have a big car.
Anika: Walt, you don't have to do that!
Walt: The old estate has moved three daughters, Helen's girls' bunk beds and a piano stool. It can move one nurse.
Anika: You have three daughters?
Walt: Clare, Helen and Maggie. Clare's the one expecting in August. Our first grandson, after four granddaughters, if the scans are right.
Anika: Oh how exciting! Okay, I'll accept the estate car. I'll pay you in chilli sauce.
Walt: Deal. How's Rafi?
Anika: Really good. He cooked for me on Saturday. Mushroom risotto. He'd watched three videos to learn it.
Walt: Tell him to come by the plot. I'll give him a marrow.
"""),

("2024-08-02T21:50:00", "a", """
Anika: Walt, I saw you sit down very suddenly by the water trough today. Are you okay?
Walt: I'm fine. Just a bit light-headed. It was hot.
Anika: Has it happened before?
Walt: Once or twice. Last week in the kitchen. June doesn't know about that one, so please don't tell her.
Anika: Walt. Dizzy spells aren't nothing at your age. Did your heart feel funny? Fluttery, racing, thumping?
Walt: Now you mention it, a bit fluttery. Like a bird in a box.
Anika: Please book a GP appointment. They'll probably do an ECG, it takes five minutes. I'd rather you were annoyed with me than keeled over in the beans.
Walt: You sound like June.
Anika: June is usually right, remember? You told me that yourself.
Walt: I did say that. Fine. I'll ring them on Monday.
Anika: Thank you. I'm going to check on Monday whether you rang.
Walt: I believe you. Now let me change the subject, since I'm the patient. I think I'm going to give up the bees.
Anika: Oh no, really? What happened?
Walt: Nothing more dramatic than the eyelid. But they've been grumpy all summer, June won't come near the plot, and honestly I'm spending more time worrying about them than enjoying them. Ferdie says some people take to it and some don't.
Anika: That's fair. Do you have to give them back to Ferdie?
Walt: He hasn't got room. I'll find them a good home. Also, blight has got the tomatoes.
Anika: Oh no, all of them?
Walt: All but the ones in the greenhouse. Brown leaves everywhere. I've pulled them and bagged them. It's been a wet July.
Anika: What a week for you. The pumpkin's okay though?
Walt: The pumpkin is thriving. It's like it's eating the tomatoes' share.
"""),

("2024-08-19T09:30:00", "b", """
Walt: I have two pieces of news, one good and one medical.
Anika: Good first please.
Walt: Clare had the baby on Wednesday! A boy, 7lb 2oz, born at 3 in the morning. His name is Arlo.
Anika: WALT! Congratulations!! Grandad of five!
Walt: Grandad of five. I held him yesterday. He has June's nose and my ears, poor lad.
Anika: Arlo is such a lovely name. How's Clare?
Walt: Tired and very happy. Now the medical news. I went to the GP like you told me. They did the ECG and sent me to a cardiologist. It's atrial fibrillation.
Anika: Okay. I'm really glad you went. How are you feeling about it?
Walt: A bit shaken. The word "heart" makes you think of the worst. They've put me on blood thinners and a beta blocker.
Anika: That's very normal treatment, Walt. AF is super common, we see it every day on the ward. The blood thinner is mainly to lower the risk of stroke, and the beta blocker slows things down so you don't get those flutters.
Walt: That's more or less what the cardiologist said, but you said it with less Latin.
Anika: Ha. You might feel tired for the first few weeks on the beta blocker. That's normal too. Don't lift anything heavy in the meantime, and that includes pumpkins.
Walt: About that. The pumpkin is now roughly 30 kilos by my tape measure calculations.
Anika: Who's lifting it onto the show table?
Walt: Ferdie and two of the lads from the allotment society. With a tarpaulin.
Anika: Good. What did June say?
Walt: June said she knew something was wrong in July and was waiting for me to admit it. And now she's decided we're not going to Fenwick Isle.
Anika: Oh no, really?
Walt: The cardiologist wants to see me again on the 12th of September, two days before the anniversary, and June doesn't want to be two and a half hours on a ferry from the nearest hospital while they're adjusting the tablets. I can't argue with her.
Anika: I'm sorry Walt. That's a sensible decision though. Could you go later in the year?
Walt: Maybe. We'll have a think.
"""),

("2024-09-03T20:10:00", "c", """
Anika: First night in the new flat done! Thank you SO much for Sunday, Walt. You and the old estate were heroes.
Walt: It was a pleasure. Your bookshelf nearly defeated us on the stairs.
Anika: I'm so sorry about the bookshelf. And you weren't supposed to carry anything!
Walt: I carried the lamp. The lamp is not heavy. Rafi carried the rest.
Anika: He did. He says his back is fine and he's a professional so I believe him. Now I have news and you might be cross.
Walt: Go on.
Anika: I took the Foreman to the vet on Friday in a borrowed cat carrier. The sardines worked.
Walt: And?
Anika: No microchip. About three years old. And... the Foreman is a girl.
Walt: Good heavens. Since last autumn I've been calling her "he".
Anika: She doesn't seem to mind. The vet says she's healthy, just a bit underweight. And nobody's reported her missing. So... she's coming to live with me. She's here now, asleep on my jumper.
Walt: I'm not cross at all. I think that's the best possible outcome. Will she still be the Foreman?
Anika: I've renamed her Sprocket. After the bike shop. It felt right.
Walt: Sprocket. Very good. I'll miss her supervising my digging though.
Anika: You can visit. She'd love that. How are you feeling? Tablets okay?
Walt: Tired in the afternoons, as you warned. But the flutters have mostly stopped. And I've found the bees a home.
Anika: Oh, where?
Walt: Hollowbridge Primary School has a garden club, and one of the teachers keeps bees. They've taken the hive, suit and all. The children have named the queen Beyoncé.
Anika: That's perfect. Are you sad?
Walt: A little. Mostly relieved. My eyelid is very relieved.
Anika: Rafi had some news too, actually. He's been offered a job at a big sports rehab centre in Dunmere.
Walt: Dunmere? That's a fair way.
Anika: Three hours on the train. He hasn't decided yet. I'm trying not to think about it.
"""),

("2024-09-22T19:45:00", "a", """
Walt: Harvest Show report. Are you sitting down?
Anika: I'm lying down, I'm post-nights. Tell me!!
Walt: The pumpkin weighed 38.5 kilos. Biggest I've ever grown.
Anika: Amazing!! Did you beat him?
Walt: Second place. Dennis Faulk's weighed 41 kilos. He shook my hand and said "good effort, Walter" like a headmaster.
Anika: Ugh. Second is still brilliant though. And next year you'll get him.
Walt: We'll see. You didn't do badly yourself. Third place in preserves for a chilli sauce called Plot 9 Fire.
Anika: The judge's face when she tried it! She had to have a glass of milk.
Walt: June says she puts it on her eggs now. Very small amounts.
Anika: Wise. How was your anniversary last week? Did you do anything in the end?
Walt: We had a quiet dinner at home on the 14th. I made the beef stew from our wedding breakfast, which is the one thing I can cook. And we've rebooked.
Anika: Fenwick Isle?
Walt: No. The cardiologist has put me on a new dose and wants bloods every fortnight for a bit, so we're doing something closer. Three nights in Castlebury in October. There's a steam railway, and a hotel in an old granary, and we're twenty minutes from a hospital, which June likes.
Anika: That sounds lovely, honestly. When in October?
Walt: The 14th to the 17th. A month late for the anniversary, but who's counting.
Anika: June, probably.
Walt: June is definitely counting. How's your week been?
Anika: Busy. Maja's wedding is on Saturday! I'm bridesmaid. The dress is sage green and it has a bow on the back that I will definitely sit on.
Walt: Maja is your sister?
Anika: Younger sister. She's marrying a lovely farmer called Owen. It's at his family's farm, outdoors, so everyone is praying for no rain.
"""),

("2024-10-06T11:00:00", "b", """
Anika: Wedding report, as promised.
Walt: Go on. Did it rain?
Anika: It POURED. Like biblical rain, right as Maja walked down the aisle, which was a field. We all squashed into the barn for the vows. Maja said it was lucky, so now it's officially lucky.
Walt: June says rain on your wedding day is good luck. So that's settled.
Anika: There was a ceilidh band in the evening and I danced with Owen's grandad, who's 88 and lapped me twice.
Walt: The older generation has stamina. Was Rafi there?
Anika: He was. And that's the other news. He took the Dunmere job. He moved last weekend.
Walt: Ah. How are you feeling about that?
Anika: Okay, I think. We're going to try long distance. He's coming back every other weekend and I'll go up when I'm off. Three hours isn't the end of the world.
Walt: It's not. June and I did a year apart when I was working on a motorway survey up north. Letters every week.
Anika: Letters! That's so sweet. We're doing voice notes.
Walt: Same principle. How is the flat? How's Sprocket?
Anika: Sprocket is settling in and has knocked my basil off the windowsill three times. The bike shop guys have started feeding her too, she goes down to the shop in the mornings.
Walt: She's found a new crew to supervise. Once a foreman, always a foreman.
Anika: Ha, exactly. Also, I've been thinking about work a lot. I don't think I want to do hospital nights forever.
Walt: What would you do instead?
Anika: There's a post coming up with the Hollowbridge community nursing team. District nursing. Visiting people at home, dressings, diabetes, palliative care. It's mostly days.
Walt: That sounds like it would suit you. You're good at the sitting-and-talking part.
Anika: That's what I love most. I'm going to apply. The deadline is the 15th.
Walt: Do it. And we're off to Castlebury next week, so I'll send you a photo of the steam train.
"""),

("2024-10-24T17:30:00", "c", """
Walt: We're home from Castlebury. I've got 140 photographs of a steam engine.
Anika: Ha! Send me one. Not all 140.
Walt: Sent three. The engine is called Lady Winifred, she's 110 years old, and she pulled us all the way to Wendle and back.
Anika: She's gorgeous. How was the hotel?
Walt: The Old Granary. Lovely. Beams everywhere, I hit my head twice. June loved it. We had a cream tea in the station café and June bought a wool scarf from a little mill shop.
Anika: Sounds like a proper anniversary trip.
Walt: It was. Better than the island, maybe. Don't tell June I said that, she still wants to go to Fenwick one day.
Anika: Secret's safe. How's the heart been?
Walt: Very well behaved. The cardiologist says the rate is controlled now. I'm allowed to do light work on the plot but no heavy digging until the next review.
Anika: Good. Who's doing the heavy digging then?
Walt: Ferdie, in exchange for all my leftover squash. It's a good deal for both of us.
Anika: Ha. I had my interview on Tuesday, by the way. For the district nursing job.
Walt: And? How was it?
Anika: Good, I think! There was a panel of three and a scenario where I had to plan a week of home visits for a caseload. The team leader, Bronwen, was really warm. She asked how I cope with driving in the countryside and I didn't mention I don't own a car.
Walt: You'll need a car then.
Anika: I will if I get it. Fingers crossed.
Walt: June's second eye is booked too. The 21st of November. They moved it back from September because of a staff shortage.
Anika: At least it's booked. She'll be seeing in full HD by Christmas.
"""),

("2024-11-11T20:00:00", "a", """
Anika: I GOT IT. I'm going to be a district nurse!
Walt: Congratulations! That's wonderful news. When do you start?
Anika: The 13th of January. I'll finish on 7B just after New Year. I'm going to miss the ward though. And the tea trolley lady, Pam.
Walt: Everyone misses the tea trolley lady. What about the car?
Anika: Bought one yesterday! A little silver hatchback, nine years old, £3,200. It has a dent in the back door and the radio only gets one station. I've named her Gertie.
Walt: Gertie. Very good. Did you get her checked over?
Anika: Rafi's brother is a mechanic, he looked at her. He said the tyres are fine but the heater's "temperamental".
Walt: Get a blanket for the winter. And an ice scraper. And a torch.
Anika: Yes Dad.
Walt: I'm too old to be your dad. Grandad, perhaps. How is Rafi, with the distance?
Anika: Hmm. Okay-ish. It's harder than I thought. He's been busy, I'm on nights, and we keep missing each other.
Walt: That's hard. Give it time.
Anika: Yeah. Anyway, what's happening at the garden? I haven't been down in two weeks.
Walt: The garlic's in. I've covered most of the beds for winter. And there was a fiery committee meeting on Thursday.
Anika: Ooh, gossip!
Walt: The annual fee is going up from £40 to £55, to pay for the new water tap by the gate. Dennis Faulk said it was daylight robbery and then voted for it.
Anika: Ha! Classic Dennis.
Walt: Ferdie's proposing a tool shed for shared use. That'll be the next war.
"""),

("2024-11-27T21:40:00", "b", """
Anika: Hey Walt. Rafi and I broke up on Sunday.
Walt: Oh, Anika. I'm very sorry. Are you alright?
Anika: Sort of. It was mutual, I think. He loves Dunmere and he's not coming back, and I don't want to leave here. We just kept cancelling weekends.
Walt: That sounds like a grown-up decision, even if it hurts.
Anika: It does hurt. I cried in Gertie in the supermarket car park. Sprocket has been sleeping on my feet, which helps.
Walt: Cats know. June says come for Sunday lunch. Roast chicken and her lemon drizzle. No arguments.
Anika: That's so kind. I'd love that. I'm off this Sunday.
Walt: Good. One o'clock. June's eye is doing well too, by the way. The second operation was on Thursday and she can see everything now.
Anika: Oh that's great! Both eyes done!
Walt: She says I've got more wrinkles than she thought. I said I earned every one.
Anika: Ha. How's Arlo?
Walt: Getting fat and loud. The christening is on the 8th of December at St Michael's. Clare's asked me to do a reading.
Anika: That's lovely. What are you reading?
Walt: A poem June chose about a tree. I have to practise not getting choked up.
Anika: You'll definitely get choked up.
Walt: I'll definitely get choked up. Is there anything you'd like me to bring on Sunday?
Anika: Just yourselves. Oh wait, I'm coming to yours. Then I'll bring a bottle of Plot 9 Fire.
Walt: June will hide it from me.
"""),

("2024-12-12T18:20:00", "c", """
Walt: Bad news from the garden. Someone broke into the sheds on Monday night.
Anika: Oh no! Was yours one of them?
Walt: Mine and four others. They cut the padlocks. They took my strimmer and June's old radio that I kept down there for the cricket.
Anika: That's horrible. Did you call the police?
Walt: I did. They gave me a crime number and said they'd be in touch, which means they won't. The committee's putting up a camera and better locks.
Anika: Dennis's shed?
Walt: Untouched. I'm not saying anything. But I'm saying it.
Anika: Walt!! You can't accuse Dennis of shed crimes.
Walt: I'm joking. Mostly. His lock was just bigger. How are you doing?
Anika: Better, honestly. Lunch at yours helped so much. Tell June the lemon drizzle was medicinal.
Walt: She'll be delighted. She's sending you home with a whole one next time.
Anika: How was the christening?
Walt: Arlo screamed through the entire service, including my reading. I got choked up anyway. Then he fell asleep on my shoulder at the party and wouldn't let anyone else hold him.
Anika: Oh, that's adorable. He knows his grandad.
Walt: Or my shoulder is comfortable. Either way, I'm claiming it.
Anika: Claim it. I've got my last Christmas on 7B coming up. I'm working the 25th.
Walt: Night or day?
Anika: Day, for once. Seven till half seven. The ward does a Secret Santa and the consultant dresses up as an elf.
Walt: I'd pay money to see a cardiologist dressed as an elf.
"""),

("2024-12-29T16:00:00", "a", """
Anika: Merry belated Christmas Walt! How was yours?
Walt: Very merry. We were at Clare's with Arlo. Clare gave me a new strimmer, so the thieves have done me a favour. It's got a battery and it's much quieter.
Anika: Ha! Silver linings. Did Arlo enjoy his first Christmas?
Walt: He enjoyed the wrapping paper enormously. He ignored the presents. June cried when he laughed at the cracker going off.
Anika: Aww. Mine was actually lovely. The ward made paper chains and one of my patients, a retired bus driver, sang carols at 6am.
Walt: That's the spirit. Did you get home in time for dinner?
Anika: I had a microwave Christmas dinner at 9pm with Sprocket, and she stole a piece of turkey right off my fork.
Walt: Of course she did. She learned that from me and the ham.
Anika: Ha, that explains a lot. Also she ate a bit of gift ribbon and I panicked and phoned the out-of-hours vet, who was very calm and said she'd be fine. She was fine.
Walt: Good. Cats are indestructible until they're not.
Anika: Very reassuring, thank you Walt.
Walt: Sorry. Are you doing anything for New Year?
Anika: Going to Maja and Owen's farm. There's a bonfire and Owen's grandad is apparently doing fireworks, which I find worrying.
Walt: The dancing grandad. Keep your distance. We'll be in bed by ten. June likes to see the new year in on the telly and then pretends she didn't fall asleep.
Anika: Ha! Any resolutions?
Walt: Not to grow a giant pumpkin. It took over my whole summer and Dennis still won. I'm going to try dahlias for the show instead.
Anika: WHAT. You're giving up the pumpkin war?
Walt: I'm changing battlefields. Dennis doesn't grow dahlias.
"""),

("2025-01-20T21:15:00", "b", """
Anika: One week as a district nurse. I'm exhausted and I love it.
Walt: Well done! Tell me about it.
Anika: I'm seeing about nine patients a day, all over the place. Dressings, insulin, a lovely old man who shows me his stamp collection every single time. And Bronwen is the best team leader I've ever had.
Walt: You get to drink tea in people's kitchens. That's the dream job.
Anika: I've had eleven cups of tea since Monday. And a slice of Battenberg from a woman who's 94.
Walt: And Gertie? Is she behaving?
Anika: Gertie's heater gave up on Thursday. I did my rounds wearing the blanket you told me to buy. So, thank you.
Walt: I'm very pleased to be right. Get the heater fixed, though.
Anika: It's booked in for next week. How are you? How's the heart?
Walt: Saw the cardiologist on Tuesday. He says it's stable, and he's lowering the beta blocker dose. I might have a bit more energy.
Anika: That's great news. Lower dose, more energy for dahlias.
Walt: I've already ordered the tubers. A deep red one called Bishop's Ember and a white one called Snow Owl.
Anika: Those names are amazing. Are they real?
Walt: They're in the Pennyfeather Nurseries catalogue, so I'd hope so.
Anika: Ha. How's June? Still in the choir?
Walt: Still in the altos. They've got a spring concert in April. She practises in the bath.
Anika: Tell her I'm coming to that one. I'll actually be free in the evenings now.
Walt: She'd love that. You could rejoin.
Anika: Maybe! Let me survive the first month first.
"""),

("2025-02-09T15:30:00", "c", """
Walt: Afternoon. I've been asked to pass on a message from the committee.
Anika: Uh oh. Am I in trouble? Is it the courgettes?
Walt: No, you're not in trouble. They'd like you to be the new secretary. Margaret is stepping down after nine years.
Anika: Me? I've only had my plot for ten months!
Walt: That's why. You're young, you're organised, and you don't hold grudges about the water tap.
Anika: Ha. What does the secretary actually do?
Walt: Minutes, the newsletter, and keeping the waiting list. And stopping Dennis and Ferdie from fighting at meetings.
Anika: That last one sounds like a full-time job.
Walt: It is. But you'd be good. You managed a whole ward at night.
Anika: Okay. Yes. I'll do it. Now that I work days I actually can.
Walt: Splendid. I'll tell them. The AGM is on the 2nd of March, you'll be voted in then.
Anika: Okay. What else is new?
Walt: The potatoes are chitting on the windowsill. Charlotte, like the ones I gave you last year. Egg boxes everywhere. June says the house looks like a hatchery.
Anika: Full circle! I still have egg boxes from last spring.
Walt: Keep them. And Helen's girls came over and painted the dahlia labels. One of them now says Bishop's Elbow.
Anika: Ha! Keep that label forever.
Walt: I intend to. Oh, the police never found my strimmer, by the way. But the camera's up now.
Anika: Of course they didn't. At least you've got the new one.
Walt: Quieter. June approves. She says I can strim while she's singing in the bath without drowning her out.
"""),

("2025-03-08T12:30:00", "a", """
Anika: Madam Secretary reporting for duty!
Walt: Congratulations. Voted in unanimously, even Dennis.
Anika: Dennis gave me a handshake and a list of complaints. Three pages, typed.
Walt: That's Dennis's way of saying welcome.
Anika: I've put the newsletter together. First item is the new shared tool shed Ferdie finally got approved.
Walt: The war is over. Ferdie won.
Anika: And the second item is the camera catching a fox stealing a glove. Not the shed thief, sadly.
Walt: Foxes and gloves. Classic. Have you been down to plot 9 recently?
Anika: Yesterday! It's a year this month since I took it on. I can't believe how different it looks. The rhubarb's coming up, the Mrs Okwu rhubarb.
Walt: Told you not to dig it out.
Anika: You did. I owe you so much of this, Walt. The potatoes, the advice, the lift, the lunches.
Walt: Nonsense. You've kept an old man company. And you spotted the heart thing before anyone else did. June says you probably saved me from something worse.
Anika: I just nagged you.
Walt: Expertly. Now, June has a request. My birthday is next Saturday and she's organising lunch at the Wheatsheaf. Would you come?
Anika: I'd love to! How old?
Walt: Seventy-two. Don't bring anything.
Anika: I'm bringing something. Sprocket says happy birthday.
Walt: Tell Sprocket the Foreman's old spot is still waiting for her.
Anika: She says she's busy supervising the bike shop.
"""),
]
