# Peggy Doyle (78, widowed, Whitstable) and her grandson Callum Doyle (19, marine biology at Bangor).
# All invented.  Line syntax as in pair_maya_jonas.py.

PAIR = {
    "folder": "Peggy_Callum",
    "a": "Peggy",
    "b": "Callum",
    "wa_names": {"Peggy": "Peggy Doyle", "Callum": "Callum"},
}

SESSIONS = [
{"n": 1, "fmt": "whatsapp", "dt": "2023-01-08 10:12", "chat": """
Peggy: Hello Callum it's Gran. Your mum set up this WhatsApp on my new phone. Is this working?
Callum: Gran!! Yes it's working! Welcome to the 21st century 😂
Peggy: Cheeky. I don't know how to do the little faces yet.
Callum: You press the smiley button next to where you type. Bottom left.
Peggy: 😀😀😀😀
Callum: Perfect haha. Did you get home ok from mum's?
Peggy: Yes thank you. Nelson was very pleased to see me, he'd sulked at Maureen's all week.
Callum: Bless him. How's his back leg?
Peggy: Stiff in the mornings, like mine. We're a pair. He's 15 now, a good age for a Jack Russell.
Callum: Still chasing the seagulls?
Peggy: He barks at them from the bench now. Leaves the chasing to the younger dogs.
Callum: Haha. I'm back in Bangor, got in last night. Exams start on Wednesday 😬
Peggy: You'll be fine love. What's the first one?
Callum: Marine Ecology. Then Chemistry for Biologists, which I'm less confident about.
Peggy: Your grandad failed chemistry twice and still ended up running the boatyard. You'll be fine.
Callum: Haha good to know. How did the hospital appointment go? Mum said you saw the consultant before Christmas
Peggy: Yes, Mr Osei the hip man. He says the right hip needs replacing, the X-ray showed it's bone on bone.
Callum: Oh Gran. Does it hurt a lot?
Peggy: Only when I walk, sit or lie down 😀 I'm joking. It's manageable with the tablets.
Callum: When will they do it?
Peggy: He's pencilled me in for March. They'll send a letter. I'm not holding my breath, you know what the NHS is like.
Callum: Let me know as soon as you hear. I'll come home if you need me.
Peggy: You'll do no such thing, you'll do your studying. Your mum will help and Maureen's next door.
Callum: Ok ok. But I'm still ringing you every Sunday.
Peggy: I'd like that. Now how do I send a photo of Nelson?
Callum: Press the paperclip, then gallery, then pick the photo
Peggy: [[photo: an old Jack Russell curled up on a cushion]]
Callum: Got it!! He looks so smug on that cushion
Peggy: That's his cushion. I'm allowed to borrow it.
Callum: 😂 Right I'm going to revise. Love you Gran
Peggy: Love you too. Good luck on Wednesday.
Gran xx
"""},

{"n": 2, "fmt": "locomo", "dt": "2023-02-05 15:20", "chat": """
Callum: Hi Gran! Got my exam results back!
Peggy: Well? Don't keep me in suspense
Callum: 68 in Marine Ecology! That's a 2:1. And I passed chemistry with 55, which honestly I'll take.
Peggy: Clever boy. I'll tell Maureen, she's always asking.
Callum: Haha tell her thanks. I've also got a job now!
Peggy: A job? On top of your studies?
Callum: Just weekends. At a coffee place down by the pier called Dylan's Coffee Shed. I make toasties and very bad latte art.
Peggy: What's latte art?
Callum: When you make a heart shape with the milk on top. Mine look like potatoes.
Peggy: A potato's a perfectly good shape. Do they pay you properly?
Callum: Minimum wage plus tips. It helps with the food shop.
Peggy: Are you eating properly? Not just pot noodles?
Callum: Mostly... I made a spag bol last week. Can you send me your shepherd's pie recipe? Everyone in my flat wants to try it after I bragged about it.
Peggy: I'll write it out and post it, it's all in my head.
Callum: You could type it on WhatsApp?
Peggy: It'd take me a week to type that. I'll post it. A proper letter.
Callum: Fair haha. Any news on the hip?
Peggy: Yes, a letter came on Tuesday. They've postponed it. Something about a backlog of operations from the winter. No new date yet, they say they'll write again.
Callum: That's so annoying. Are you ok?
Peggy: I'm cross more than anything. I'd got myself all ready for it. Mentally, you know.
Callum: I know. Are you still managing to walk Nelson?
Peggy: Short walks, round the block and back to the bench. Maureen does the longer ones on her way to the shop.
Callum: Maureen is a legend.
Peggy: She is. She says she needs the exercise but I know she's being kind.
Callum: Other news, I've sorted a house for next year! Me and four mates signed for a place on Holyhead Road, in Upper Bangor.
Peggy: Already? It's only February.
Callum: Everyone signs early here or all the good houses go. It's got a garden and a shed for our wetsuits.
Peggy: Wetsuits?
Callum: I'm thinking of learning to dive! The uni club runs a beginners' course in March.
Peggy: In the sea in March? You'll freeze.
Callum: That's what the wetsuits are for Gran 😂
Peggy: Your grandad would have loved that. He always said you'd end up on the water.
Callum: I know. I think about him every time we're on the boat for fieldwork.
Peggy: He'd be so proud. Now go and do something useful. Love Gran x
"""},

{"n": 3, "fmt": "whatsapp", "dt": "2023-03-09 18:40", "chat": """
Peggy: Callum I've done something brave
Callum: Ooh what?
Peggy: I've joined the Whitstable Community Choir. Went to my first practice on Tuesday.
Callum: Gran that's brilliant!! How was it?
Peggy: Terrifying for ten minutes then lovely. They put me with the altos. I thought I was a soprano but apparently I'm not, I'm "a warm alto", the conductor said.
Callum: A warm alto 😂 that's a compliment right?
Peggy: I've decided to take it as one. We practise Tuesday nights in the church hall at St Alphege. There's about forty of us. Cake at half time.
Callum: Of course there's cake. Did you bring one?
Peggy: Not yet. Next week. I'm doing my lemon drizzle.
Callum: Oh can you send me the lemon drizzle recipe? I want to make it for Josh's birthday
Peggy: Alright. Ready?
Callum: Ready
Peggy: 175g butter, 175g caster sugar, 2 eggs... no wait it's 3 eggs. 175g self raising flour. Zest of 2 lemons. Beat it all together. 40 minutes at 180, or 160 if it's a fan oven.
Peggy: Then the drizzle. Juice of the 2 lemons with 85g granulated sugar. Pour it on while the cake's still hot. Poke holes in it with a cocktail stick first.
Callum: Amazing thank you!! What tin?
Peggy: A loaf tin, the 2lb one. Line it with paper.
Callum: I'll send you a photo of it.
Peggy: Did the shepherd's pie work?
Callum: It was a hit!! And the letter was the best bit. Ffion put it on our fridge.
Peggy: Good. Who's Ffion?
Callum: One of the housemates for next year. Just a friend Gran
Peggy: I didn't say anything
Callum: 😂 How's the hip?
Peggy: Still waiting. Still cross. The choir helps, you can't think about your hip when you're trying to remember your line in the Hallelujah Chorus.
Callum: Haha. My diving course starts this weekend. In the Menai Strait. The water's 8 degrees.
Peggy: 8 degrees! Make sure you've got a good wetsuit. And don't go off on your own.
Callum: You always dive with a buddy, it's the rule. My buddy is Marcus, he's very sensible.
Peggy: Good. Tell Marcus to look after you.
Callum: Will do. Love you Gran
Peggy: Love you too.
Gran xx
"""},

{"n": 4, "fmt": "locomo", "dt": "2023-04-16 18:45", "chat": """
Callum: Back in Bangor safe and sound! Thanks for having me last week Gran
Peggy: It was lovely having you. The house is very quiet now.
Callum: Tell Nelson I miss him. He slept on my feet every night.
Peggy: He's been sleeping outside your door since you left.
Callum: 🥺 That's so sad and so cute
Peggy: The egg hunt was a triumph by the way. Maureen's grandchildren are still talking about you hiding one in the teapot.
Callum: Haha classic. Your garden's a great egg-hiding garden.
Peggy: Big news. The hospital letter came on Thursday. The operation is on Tuesday the 9th of May.
Callum: Finally!! Is that definite?
Peggy: As definite as anything is. Kent and Canterbury hospital. I've to be there at 7am, no breakfast.
Callum: I'm so glad. How do you feel?
Peggy: Relieved. A bit scared. Mostly relieved.
Callum: Is mum going to stay with you after?
Peggy: She's taking two weeks off. And Maureen will have Nelson.
Callum: Good. I'll ring you every day that week.
Peggy: You'll have exams.
Callum: Not till the end of May. And I passed my diving course!! I'm officially PADI Open Water certified.
Peggy: Oh well done! In that freezing water too.
Callum: The last dive was 12 metres. We saw a dogfish and loads of crabs. Marcus got cramp but he was fine.
Peggy: A dogfish! Your grandad used to catch them off the harbour wall.
Callum: And the field trip to Anglesey was so good. We did rock pool surveys at Rhoscolyn and I found a sea hare.
Peggy: What's a sea hare?
Callum: A sort of big sea slug. It squirts purple ink when it's annoyed.
Peggy: Sounds like Maureen's husband.
Callum: GRAN 😂
Peggy: Well. He does.
Callum: I've also applied for a few summer jobs. I'll hear in May.
Peggy: Fingers crossed, love. Something by the sea I hope.
Callum: Always by the sea.
Peggy: Go and have your tea. Love you. Gran x
"""},

{"n": 5, "fmt": "whatsapp", "dt": "2023-05-14 11:05", "chat": """
Callum: Gran!! Mum says you're home!! How are you feeling??
Peggy: Hello love. Yes home since Friday. Sore but alright.
Callum: How did it go on Tuesday?
Peggy: Mr Osei says textbook. I was up on my feet the next day with a physio called Bex who's about twelve and very strict.
Callum: Haha good, you need strict.
Peggy: I've got a walking frame. I feel about 100. I've named it Zimmy.
Callum: Zimmy 😂 Love that.
Peggy: Your mum is here, she's taken over my kitchen and reorganised all my cupboards. I can't find the teabags.
Callum: That's mum. She does it to my room too.
Peggy: She means well. Maureen's got Nelson at hers. He comes round every afternoon for a visit and sniffs Zimmy suspiciously.
Callum: He's jealous of Zimmy.
Peggy: I have exercises to do three times a day. Lifting my leg, pointing my toes. It's very boring.
Callum: Do them though! Don't skip them
Peggy: Yes doctor
Callum: Sorry haha. I just want you up and walking.
Peggy: I know love. How are the exams?
Callum: Revising for the last two. Oceanography is on the 25th.
Peggy: You'll be fine. Any news on the summer jobs?
Callum: Not yet!! They said mid May. I check my email every ten minutes.
Peggy: Stop checking. A watched pot never boils.
Callum: I know I know. What are you watching to pass the time?
Peggy: Your mum got me on the Netflix. We're watching a programme about a baking competition. The one with the tent.
Callum: Bake Off! You'd win that.
Peggy: I'd win it sitting down. Which is all I can do at the moment.
Callum: 😂 Get some rest. I'll ring tonight.
Peggy: Thank you love.
Gran xx
"""},

{"n": 6, "fmt": "locomo", "dt": "2023-06-18 19:30", "chat": """
Callum: Greetings from St Ives!!
Peggy: Hello love! Have you arrived?
Callum: Got here on Thursday. It's so beautiful Gran. The water is actually turquoise.
Peggy: Is it warm?
Callum: No 😂 Still 14 degrees. But the seals don't care.
Peggy: Tell me about the job again, I want to tell Maureen properly.
Callum: I'm a seasonal survey assistant with the Kernow Seal Trust. We go out on a RIB most mornings and count and photograph grey seals along the north coast. Every seal has a different pattern on its fur so you can ID them like fingerprints.
Peggy: Like fingerprints! How clever.
Callum: And sometimes we dive to check on the underwater cameras. That's why they wanted someone dive-qualified, so all those freezing weekends in the Menai paid off.
Peggy: I'm so glad. Where are you living?
Callum: In a caravan behind the Trust's office with another volunteer called Nia. It's tiny but it's got a view of the harbour.
Peggy: A caravan! Like our holidays at Camber Sands.
Callum: Exactly like that. I remember the one with the leaky roof.
Peggy: Your grandad fixed it with chewing gum and a crisp packet.
Callum: Haha legend. How's the hip? Mum said you're off the frame?
Peggy: Off Zimmy, onto a stick. I walked to the end of the road and back yesterday. Nelson came with me, we were both slow.
Callum: That's amazing progress Gran!
Peggy: Bex the physio is pleased. I'm going back to choir next week. They've kept my seat for me.
Callum: Yes! The choir's star returns.
Peggy: Don't you start.
Callum: 😂 How's Nelson doing?
Peggy: Slower this summer. He sleeps most of the day. The vet says his heart isn't what it was. But he's happy.
Callum: Give him a big cuddle from me.
Peggy: I will. Send me a photo of a seal.
Callum: Here's Beryl. She's my favourite. [[photo: a grey seal lying on a rock at low tide]]
Peggy: Beryl! She's got a kind face.
Callum: She bit a cameraman last year.
Peggy: Well, nobody's perfect. Love you, stay safe on that boat. Gran x
"""},

{"n": 7, "fmt": "whatsapp", "dt": "2023-07-23 09:48", "chat": """
Peggy: Callum love, are you able to ring me today? It's about Nelson.
Callum: Gran I'm on the boat till 2, what's happened? Is he ok?
Peggy: We lost him yesterday morning. He went in his sleep on his cushion. The vet came to the house.
Callum: Oh Gran. I'm so sorry 😢
Peggy: He was 16 last month. He had a lovely long life. I keep thinking I hear him at the door.
Callum: He was the best dog. I can't believe it.
Peggy: Maureen sat with me all evening. Your mum's coming down on Wednesday.
Callum: I'll ring you the second we're back in. 2:30.
Peggy: Thank you love.
--gap 290
Callum: Just off the phone with you. I'm really glad we talked.
Peggy: So am I. You made me laugh about the time he stole the turkey leg.
Callum: Right off the plate while Grandad was carving. Best day of his life.
Peggy: Frank chased him round the garden in his paper hat.
Callum: 😂 I remember. I was about seven.
Peggy: We're going to bury his ashes under the apple tree. Will you be home in September before uni?
Callum: Yes, I finish here on the 1st of September and I'll come straight to you for a few days. We can do it together.
Peggy: I'd like that very much.
Callum: Also I have something to cheer you up. We saw a basking shark today. Seven metres long, just cruising past the boat.
Peggy: A shark! Are you sure you're safe?
Callum: They only eat plankton Gran, they're gentle giants. Their mouths are huge but they're harmless.
Peggy: Well I'll take your word for it.
Callum: I'll send you the video when I've got signal.
Peggy: Please do. Look after yourself.
Gran xx
"""},

{"n": 8, "fmt": "locomo", "dt": "2023-08-20 17:05", "chat": """
Peggy: I have a rosette!
Callum: What?? From the show?
Peggy: The Whitstable Horticultural Show, yesterday. Second prize for my runner beans!
Callum: GRAN! That's amazing. Who won?
Peggy: Derek Ashdown from the allotment next to mine. He's won first for beans nine years in a row. I'm coming for him next year.
Callum: 😂 A rivalry is born.
Peggy: Maureen got a third for her dahlias. We had a glass of wine to celebrate.
Callum: Can you manage the allotment with your hip now?
Peggy: Maureen's grandson does the digging. I do the picking and the bossing about.
Callum: Perfect division of labour.
Peggy: Now. Your mum says you have a young lady.
Callum: Mum!! Honestly
Peggy: Well? What's her name?
Callum: Eira. She's at Bangor too, she's from Cardiff. She studies Welsh and History. She's Ffion's cousin, we met at Ffion's birthday in May.
Peggy: Eira. That's a pretty name.
Callum: It means snow in Welsh.
Peggy: Lovely. Is she nice to you?
Callum: Very. She's coming to visit me in St Ives next weekend before I finish.
Peggy: Bring her to meet me one day.
Callum: I will, I promise. Maybe at Christmas.
Peggy: I'll make a lemon drizzle.
Callum: She'd love that. How are you doing without Nelson?
Peggy: The house is too quiet. I keep buying his biscuits out of habit.
Callum: Have you thought about another dog?
Peggy: Not a puppy. I'm 78, love, a puppy would pull me over on the seafront. And my new hip wouldn't survive the training.
Callum: What about an older dog?
Peggy: Maureen thinks I should get a cat. An older one from Cats Protection in Canterbury. They need homes and they don't need walking.
Callum: A cat! Gran with a cat 😂
Peggy: I'm thinking about it. After my holiday.
Callum: Oh yes, the coach trip! When is it?
Peggy: The 20th of September. A whole week. Maureen and I are sharing a room. She snores.
Callum: Haha bring earplugs.
Peggy: Already packed. Now I need to go and water the beans. Love you. Gran x
"""},

{"n": 9, "fmt": "whatsapp", "dt": "2023-09-24 16:22", "chat": """
Peggy: Hello from the Lake District!
Peggy: [[photo: a lake with fells behind it and a white steamer]]
Callum: Gran that view!! Where's that?
Peggy: Windermere. We went on a boat trip on the lake this morning. Maureen was sick over the side.
Callum: Oh no 😂 poor Maureen
Peggy: She blames the full English. Yesterday we went to Hill Top, Beatrix Potter's house. Oh Callum it was lovely. Her little garden and the desk where she drew.
Callum: Did you buy anything in the gift shop?
Peggy: A Mrs Tiggy-Winkle tea towel. She's always been my favourite. The hedgehog washerwoman. Your mum had the book when she was little, I read it to her hundreds of times.
Callum: I remember it too! I read it at yours.
Peggy: Same copy. It's on the shelf in the spare room. How's the move going?
Callum: Moved in yesterday! The Holyhead Road house. My room is the small one but it's got a view of the Menai Bridge if you lean out of the window.
Peggy: Don't lean out of any windows.
Callum: 😂 ok ok. And I've got a new job! I've left the coffee place and I'm working at the university library, evenings and Saturday mornings.
Peggy: The library! Much more sensible. Better for your studies.
Callum: That's the idea. It's quiet and I can read when nobody needs anything. And it pays a bit more.
Peggy: Good. Is Eira well?
Callum: She's good! She loved the photo of the lemon drizzle you sent. She wants the recipe.
Peggy: She can have it when she visits.
Callum: Haha that's blackmail.
Peggy: That's grandmothering.
Callum: How's the hip coping with the coach?
Peggy: Stiff after sitting all day but it's fine once I get going.
Callum: Proud of you.
Peggy: Back home on Wednesday. Then I'm ringing Cats Protection.
Callum: Yesss cat gran era
Peggy: I don't know what that means. Love you.
Gran xx
"""},

{"n": 10, "fmt": "locomo", "dt": "2023-10-15 14:15", "chat": """
Peggy: Callum, meet Tiggy. [[photo: a tortoiseshell cat sitting in an armchair]]
Callum: GRAN!!! You got a cat!!
Peggy: I brought her home on Monday from Cats Protection. She's nine, a tortoiseshell, and her owner had to go into a care home.
Callum: Tiggy!! I know exactly where that name came from 😂
Peggy: Well she's got a prickly personality and she's very tidy. It suited her.
Callum: How's she settling in?
Peggy: She hid under the bed for two days. Now she sits on Nelson's old cushion by the window and watches the seagulls.
Callum: Nelson would have been outraged
Peggy: He'd have barked at her for an hour and then slept next to her.
Callum: True. Did it feel ok, putting his ashes under the tree?
Peggy: Yes. I put a little slate on the spot. I'm glad you were here for that.
Callum: Me too Gran.
Peggy: How's second year?
Callum: Harder! But good. I've picked my research project. I'm going to study grey seal pups on the Anglesey coast, how they use haul-out sites during storms.
Peggy: Seals again! You've caught the bug.
Callum: I really have. After St Ives I can't imagine doing anything else. My supervisor is Dr Hughes, she's been doing seal work for twenty years.
Peggy: Your grandad would be pleased as punch. A Doyle on the water.
Callum: I think about that a lot actually.
Peggy: Now, I have a date for you. The choir's Christmas concert is on Saturday the 9th of December at St Alphege church. Will you come?
Callum: I'd love to, but I think I've got a field trip that weekend... let me check. Term ends on the 15th.
Peggy: Oh. Well, see if you can.
Callum: I'll try really hard Gran. Can Eira come if I can?
Peggy: Of course. I'll save two seats.
Callum: Amazing. Give Tiggy a stroke from me.
Peggy: She doesn't like being stroked. She likes being admired from a distance.
Callum: Respect the queen. Love you Gran x
"""},

{"n": 11, "fmt": "whatsapp", "dt": "2023-11-12 19:03", "chat": """
Peggy: Callum good news about the concert
Callum: Oh?
Peggy: They've had to move it. The church roof is being repaired that weekend so it's now Saturday the 16th of December. Same time, 7pm.
Callum: Wait that's perfect!! Term ends on the 15th so I can come!
Peggy: I hoped you'd say that.
Callum: I'll get the train down on the Friday night. Can Eira still come?
Peggy: Of course. She can have the spare room, you can have the sofa.
Callum: Haha fair enough. Very traditional of you.
Peggy: I'm 78, I'm allowed to be traditional.
Callum: 😂 What are you singing?
Peggy: Carols mostly, and a Rutter piece that nobody can get right. And... I've been given a solo.
Callum: A SOLO!! Gran!!
Peggy: Only the second verse of In the Bleak Midwinter. Eight lines. I'm terrified.
Callum: You'll be amazing. That's grandad's favourite carol isn't it?
Peggy: It was. That's why I said yes.
Callum: 🥺 I'm going to cry in the church
Peggy: Bring tissues. How's uni?
Callum: Busy haha. I've been reading about seal pups every spare minute. We did our first survey on Anglesey last week, counted 34 pups on one beach.
Peggy: 34! Any Beryls?
Callum: No Beryls but one pup was so fat we called it Pudding.
Peggy: Pudding! Perfect.
Callum: How's Tiggy?
Peggy: She's come round. She sleeps on my bed now, on my feet. Like Nelson used to.
Callum: Aww. She's chosen you.
Peggy: She has. She still hisses at Maureen.
Callum: Haha. Practise your solo Gran! Send me a voice note
Peggy: How do I do a voice note?
Callum: Hold the microphone button and talk, let go to send
Peggy: [[audio]]
Callum: GRAN that's beautiful 😭
Peggy: It's a bit wobbly on the high bit.
Callum: It's perfect. Love you
Peggy: Love you too.
Gran xx
"""},

{"n": 12, "fmt": "locomo", "dt": "2023-12-20 10:40", "chat": """
Callum: Gran, I still can't stop thinking about Saturday night. You were incredible.
Peggy: Oh stop it. My knees were knocking.
Callum: Nobody could tell! The whole church went quiet on your verse. Eira cried. I cried. The man next to me cried.
Peggy: That was Derek Ashdown. The bean man. He's a softie underneath.
Callum: Haha no way! Your rival!
Peggy: We've called a truce. For Christmas only.
Callum: Eira loved meeting you. She hasn't stopped talking about your lemon drizzle.
Peggy: I gave her the recipe in the end. She earned it, she dried up all the dishes.
Callum: She's already made it twice. Her version's a bit flat.
Peggy: Tell her not to open the oven door. Everybody opens the oven door.
Callum: I'll pass it on. Tiggy even let Eira stroke her.
Peggy: That's a great honour. She still won't let Maureen.
Callum: So what's the plan for Christmas Day?
Peggy: Your mum's doing the dinner at hers this year. I'm bringing the pudding and the trifle. You'll pick me up?
Callum: Yes, me and mum will come at 11. Tiggy can have the house to herself.
Peggy: She'll be delighted.
Callum: I've got you a present, but I won't tell you what it is.
Peggy: Is it something electrical?
Callum: ...maybe
Peggy: Oh Callum. I've only just learned the voice notes.
Callum: You'll love it, I promise. I'll set it up for you. It's a digital photo frame and I've loaded it with 300 photos of the family and Nelson. Oops. I said I wouldn't tell you.
Peggy: Ha! You never could keep a secret. Your grandad was the same.
Callum: Act surprised on Christmas Day please.
Peggy: I'll do my best acting. I'm a performer now, you know.
Callum: Haha you are. A soloist.
Peggy: When do you go back to Bangor?
Callum: The 6th of January. Exams start the week after.
Peggy: Then we've got two whole weeks. Lovely. I'll make your shepherd's pie on Boxing Day.
Callum: Best Christmas ever already. Love you Gran
"""},

{"n": 13, "fmt": "whatsapp", "dt": "2024-01-14 17:30", "chat": """
Callum: Back in Bangor and exams done on Friday!
Peggy: Well done love. How did they go?
Callum: Good I think! The seal ecology one was basically my project so I wrote four pages.
Peggy: Of course you did.
Callum: How's the photo frame?
Peggy: I love it. It sits on the sideboard and every morning there's a new picture. This morning it was you and Nelson on the beach at Tankerton when you were about six.
Callum: That's one of my favourites!
Peggy: Tiggy sits next to it like she's watching the telly.
Callum: 😂
Peggy: I have news. I walked two miles yesterday! Along the seafront to the Old Neptune and back. No stick.
Callum: GRAN!!! Two miles!! No stick!!
Peggy: Mr Osei signed me off at my check-up on Tuesday. He said it's the best recovery he's seen this year for someone my age.
Callum: That's incredible. I'm so proud of you.
Peggy: And I've started a Tai Chi class on Thursday mornings at the community centre. Maureen comes too. She falls over a lot.
Callum: Haha poor Maureen. She always gets the worst of it.
Peggy: She's a good sport. How's Eira?
Callum: Good! She says the lemon drizzle finally rose.
Peggy: She kept the oven door shut then.
Callum: She did! Also I've got some news. I've applied for a summer internship in Norway, at a marine research station near Bergen. Studying seals and seabirds.
Peggy: Norway! That's far.
Callum: It's only two months. July and August. I'll find out in March.
Peggy: Your grandad sailed to Norway once, you know. In 1968. On a fishing boat. He was sick the whole way.
Callum: I didn't know that!! You have to tell me the whole story.
Peggy: Next time you ring. It's a long one.
Callum: Sunday then. Love you Gran
Peggy: Love you.
Gran xx
"""},
]
