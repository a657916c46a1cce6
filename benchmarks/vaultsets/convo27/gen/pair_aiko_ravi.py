"""Aiko Tanaka (34, hospital pharmacist, Osaka) and Ravi Menon (37, QA engineer, Bengaluru).
Friends since a homestay English course in Auckland in 2011; they chat in English.
Exported from Aiko's phone (LINE) or kept in LoCoMo JSON."""

PAIR = {
    "dir": "Aiko_Ravi",
    "short": {"A": "Aiko", "B": "Ravi"},
    "full": {"A": "Aiko Tanaka", "B": "Ravi Menon"},
    "me": "A", "other": "B",
}


def S(n, fmt, start, body):
    return (n, fmt, start, body)


SESSIONS = [
S(1, "json", "2023-03-11 19:42", """
A: Ravi!! Long time. How is Bengaluru? Still melting?
B: Aiko! Not melting yet, March is just warming up. Give it a month. How are you?
A: Busy but good. Guess what, I finally signed up for something that is not work.
B: Let me guess... karaoke league?
A: Haha no. Taiko drumming! There is a class at the community centre in Tennoji on Saturday mornings. I've been twice now.
B: That's amazing. The big drums? Isn't it very loud?
A: So loud. My arms are dead after 90 minutes but I feel like all the stress from the dispensary goes into the drum.
B: I need that. Our release cycle at Paylane is crazy right now. I'm testing the new UPI refund flow and every build breaks something else.
A: Poor QA engineer. Always the one who finds the bad news.
B: Exactly, nobody likes the messenger. How's the hospital?
A: Short-staffed. Two pharmacists left in January, so I'm doing a lot of the chemo preparation checks.
B: That sounds heavy. Are they at least paying you for it?
A: A little. Not enough. But I like the oncology team.
B: And how's the old lady? Still ruling the apartment?
A: Mochi is fine! She's 15 now, grey fur getting a bit thin, but she still yells at me at 5am for breakfast. || img: a grey cat sleeping on a folded blanket next to a window
B: She looks like a little grandmother. Meera would go crazy for her.
A: How is Meera? She must be big now.
B: Six and full of opinions. She watched some dance performance at her friend's birthday and now she only wants to dance all day.
A: Cute! Are you going to find her a class?
B: Divya is looking. Probably something classical, her grandmother would be thrilled.
A: You should film it for me.
B: I will. Also, I've been thinking. I really want to finally come to Japan. Maybe next spring for cherry blossoms?
A: Yes!! You've been saying that for ten years. I will hold you to it.
B: Hold me to it. I'll start saving now.
A: Good. Okay, I have to go feed the grandmother. Talk soon!
B: Bye Aiko, say hi to Mochi.
"""),

S(2, "json", "2023-04-02 21:15", """
A: Look what's outside my station this week! || img: a row of pink cherry blossom trees along a river with people having picnics
B: Wow. Okay, that settles it, I'm coming next year for this.
A: It's already falling a bit. The wind on Thursday was terrible.
B: Still beautiful. Update from my side: Meera started Bharatanatyam classes last Tuesday!
A: Bharatanatyam is the one with the ankle bells and the eyes?
B: That's the one. Her teacher is a Mrs. Lakshmi who runs classes in her house two streets away. Very strict, Meera loves her.
A: She likes strict teachers? Interesting child.
B: She likes being told she's good. Mrs. Lakshmi told her she has good posture and now it's all she talks about.
A: Haha. Any news from you?
B: Ah yes. I tried your okonomiyaki recipe on Saturday.
A: And??
B: Disaster. I burnt the bottom completely and the middle was raw. Smoke alarm, everything.
A: Oh no. Did you squeeze the cabbage? If it's too wet it never cooks through.
B: Squeeze the cabbage? That was not in the recipe you sent!
A: It was implied. Every Osaka grandmother knows it.
B: I'm not an Osaka grandmother, Aiko. Divya ordered pizza.
A: Ok ok, next time I'll send you a video. Or better, I take you to a real place when you come.
B: Deal. What about you, still drumming?
A: Yes, every Saturday. Also big family news: my sister Yumi got engaged!
B: Congratulations to her! To the guy from the bank?
A: Yes, Kenta. They want to do the wedding in autumn, in Kobe because his family is there.
B: You'll have to wear a kimono?
A: Maybe. My mother is already planning everything, poor Yumi.
B: Haha, same in every country. Ok, I need to sleep, big regression run tomorrow.
A: Good luck with the bugs. Goodnight!
"""),

S(3, "line", "2023-04-23 21:03", """
B: Hey, are you awake?
A: Yes, just finished dinner. What's up?
B: I had an interview on Friday with a company called Kargo Nine. Logistics startup, they do truck tracking software.
A: Oh! You're looking to leave Paylane?
B: Not looking looking. A recruiter called me. But the role is Senior QA and they want someone to build their test automation from zero.
A: That sounds like you. You always complain nobody automates anything.
B: True. Second round is next week with their CTO. I'm nervous.
A: You'll be fine. Just don't tell them about the okonomiyaki.
B: Haha never.
A: My news: the taiko group is going to perform at a shrine festival! Our teacher says beginners can play in the back row.
B: When??
A: Soon, she hasn't confirmed the date with the shrine yet. I'm practising at home on a cushion with chopsticks lol
B: Your neighbours must love you.
A: Mochi hates it. She hides under the bed.
A: Also I took her to the vet yesterday. Her kidney numbers are a bit high, so now she's on a special diet food.
B: Oh no. Is she eating it?
A: She looks at me like I betrayed her. But she eats it when she's hungry enough.
B: Poor old lady. Meera says hi, she's practising her steps in the corridor every evening.
A: [sticker]
B: Ok going to prep for the CTO round. Wish me luck.
A: Good luck!! Tell me everything after.
"""),

S(4, "json", "2023-05-14 20:05", """
A: We did it! Yesterday was the shrine festival performance!
B: Wait, yesterday? How did it go?? Videos please.
A: I was so nervous, my hands were shaking before we started. But once the first drum hit, it was fine. || img: a group of taiko drummers in blue happi coats performing in front of a shrine gate
B: You look so serious in the photo. Like a warrior.
A: I'm concentrating on not dropping the bachi! One girl dropped hers last practice.
B: Haha. Seriously Aiko, I'm proud of you. Three months ago you didn't know how to hold a drumstick.
A: Thank you. Everyone went to eat kushikatsu after. What about your interview?
B: So. They made me an offer on Thursday.
A: RAVI! Congratulations!
B: Thanks. It's a 28% raise, which is a lot. But the office is in Whitefield, and the commute from our place is horrible. Like 75 minutes each way.
A: Can you work from home some days?
B: Two days a week from home. Still, three days of Whitefield traffic.
A: And what does Divya say?
B: She says take it. She says I've been bored at Paylane for two years and pretending I'm not.
A: Smart woman. Is she right?
B: Probably. But Paylane is safe, I know everyone, my manager is nice. It's hard to leave something comfortable.
A: Hmm. I understand. I stayed at my first hospital too long for the same reason.
B: Did you regret it?
A: A bit. I learned more in my first year at the new hospital than five years at the old one.
B: That's not helping me stay, you know.
A: I'm not trying to make you stay! Take the job.
B: I have until Friday to answer. I'll sleep on it.
A: Sleep well, then say yes.
"""),

S(5, "line", "2023-05-28 22:10", """
B: Ok. I did it. I signed with Kargo Nine.
A: Yay!!! I knew it.
B: I start Monday 3rd July. Paylane notice period is one month, so I finish there end of June.
A: How did your manager take it?
B: Better than I thought. He said he saw it coming. He even offered me a counter but I said no.
A: Brave. I'm happy for you.
B: Divya is already planning what to do with the extra money. I think a new fridge, not a Japan trip lol
A: Noooo. Japan trip first!
B: Don't worry. I still want sakura next year.
A: My big news: Yumi and Kenta fixed the date. 21 October, at a hotel in Kobe near the harbour.
B: Oh nice, autumn wedding. Are you doing anything at it?
A: That's the problem. Yumi asked me to give a speech. In front of maybe 80 people.
B: That's lovely! Why is that a problem?
A: Ravi, I hate speaking in front of people. At work I can explain a drug interaction to a doctor, no problem. But a speech? My voice disappears.
B: You played drums in front of a whole shrine festival!
A: Drums are different. Nobody has to listen to my voice.
B: You'll be great. Make it funny. Embarrassing childhood story.
A: I have many of those about Yumi hehe
B: Also family news from here. My mother finally agreed to the cataract surgery. The hospital will give her a date soon.
A: Oh good, she was scared before right?
B: Very. But she can't read the newspaper anymore and that's her favourite thing, so she gave up fighting.
A: It's a quick surgery, they do a lot of them. She'll be fine.
B: Thanks. She trusts pharmacists more than doctors, so I'll tell her you said so.
A: Haha. Ok, good night new Kargo Nine man.
"""),

S(6, "line", "2023-06-21 21:34", """
A: Ravi I did something stupid
B: Uh oh. What happened?
A: I hurt my wrist at taiko last Saturday. I was doing the fast part and hit the rim of the drum badly. My left wrist swelled up like a bun.
B: Ouch! Did you see a doctor?
A: Yes, orthopaedics at our hospital. It's a sprain, not broken. But no drumming for six weeks and I have to wear a brace.
B: Six weeks! Can you work?
A: Yes, luckily it's the left. I can still check prescriptions. But typing is slow, sorry for typos
B: No typos so far, you're fine. Rest it properly please.
A: I will. I'm sad though, the group has a summer event I will miss.
B: There will be other events. Health first, pharmacist.
A: Yes yes. How's your last week at Paylane?
B: Emotional actually. They did my farewell lunch yesterday because half the team is on leave next week.
A: Aww. Did they give you something?
B: They gave me a cricket bat signed by the whole team. Someone wrote "no more bugs" on the handle.
A: That's so sweet!! Do you play?
B: Badly. But it's going on the wall.
A: And Meera?
B: She had her first small exam at the dance school on Sunday. Mrs Lakshmi gave her a star. She wore the star sticker to school for three days.
A: I love her. Tell her Aunty Aiko says well done.
B: I will. Okay, ice your wrist. Talk on the weekend.
A: Ice is on it right now. Goodnight!
"""),

S(7, "json", "2023-07-16 22:20", """
B: Aiko! How's the wrist?
A: Much better, the brace is off. Only hurts a little when I open jars.
B: Good. So, back to drumming in August?
A: Actually... no. I've decided not to go back to taiko.
B: What? Why? You loved it.
A: I did. But every time I imagine hitting the drum hard, I flinch. And I realised I liked the people more than the drumming.
B: Hmm, that makes sense. So what now? You can't just do nothing, I know you.
A: I started a pottery class! On the wheel. It's in Nakazakicho, Wednesday evenings after work.
B: Pottery! Very calm. Very different from taiko.
A: Very. My teacher says I push too hard, because of taiko probably lol
A: Here is my first piece. Please be kind. || img: a lopsided grey-green tea bowl on a wooden shelf in a pottery studio
B: It's... beautiful in a very unique way.
A: It's wonky! It's a tea bowl that leans to one side. But I made it and I'm proud.
B: You should be. So how's the new job? Let me tell you.
A: Yes! Tell me.
B: It's intense. There's nothing, no tests, no pipeline. I'm setting up end-to-end tests with Playwright and arguing with developers all day.
A: Arguing is your hobby.
B: Haha. My manager Farhan is good though, he backs me up. And the office has a terrible canteen.
A: And the commute?
B: As bad as promised. I listen to podcasts. I've finished three true crime series.
A: Ravi. Also, I'm thinking to move apartment.
B: From Tennoji? You love Tennoji.
A: I do, but the commute to the hospital in Suita is almost an hour. I'm looking for something close by.
B: Look at us, both complaining about commutes.
A: Haha. I'll tell you when I find a place. Goodnight!
"""),

S(8, "line", "2023-08-20 20:48", """
B: Good news from home. Amma had her cataract surgery last Thursday and it went perfectly.
A: Oh I'm so glad! How is she?
B: The next morning she read the whole newspaper and complained about the prices of everything. So, back to normal.
A: Hahaha perfect. Eye drops for a few weeks, make sure she uses them.
B: Yes, pharmacist. Divya has a chart on the fridge.
A: Good. I have news too. I found an apartment in Suita! I'm moving on 9 September.
B: That's fast! Nice place?
A: 2LDK, older building but bright, and only 12 minutes walking to the hospital.
B: Perfect. How will Mochi handle moving?
A: I'm worried. She's old and she hates change. The vet gave me something calming for the day.
B: Give her extra tuna.
A: Kidney diet Ravi!
B: Sorry sorry.
B: Also, Japan plan change. I don't think I can come in spring next year.
A: Nooo. Why?
B: Divya's cousin is getting married in April 2024 and the whole family is going to Kochi for ten days. No way I can skip it.
A: Ahh, Indian weddings. I understand.
B: BUT. Kargo Nine gives everyone a long leave block in November because their big client freezes releases before Christmas.
A: So...?
B: So I'm thinking: what if I come this November instead? Autumn leaves instead of cherry blossoms?
A: YES. Autumn in Kyoto is maybe even better than sakura honestly.
B: Really? Then it's decided. I'll look at flights this week.
A: I'm so excited. I'll make a list of places.
B: Not too many temples please, my knees are 37 years old.
A: We'll see. Goodnight!
"""),

S(9, "json", "2023-09-17 18:48", """
A: Hi Ravi. Sorry I didn't answer your messages this week.
B: No problem at all. Is everything okay? How was the move?
A: The move on the 9th went fine. But Mochi got sick after. She stopped eating and we went to the vet on Monday.
B: Oh no.
A: Her kidneys were failing. She died on Tuesday night. At home, in my arms.
B: Aiko, I'm so sorry. I know how much she meant to you.
A: Thank you. I keep looking for her in the new apartment. She never really lived here, but I still expect her in the window.
B: She was with you through everything. Auckland, the hospitals, all of it.
A: Yes. I adopted her the year I came back from Auckland.
B: Do you need anything? Can I do anything from here?
A: Just talking helps. My mother came from Nara yesterday and we cried together.
B: Good. Take some days off if you can.
A: I took Wednesday and Thursday. Work is a distraction at least.
B: I'll send you something to make you smile. I booked my flights!
A: Really?
B: Bengaluru to Kansai, via Singapore. I land on 18 November, 6:40 in the morning. Ten days.
A: That makes me smile. Really.
B: We'll eat too much, I'll embarrass myself at a temple and you'll laugh at me.
A: That's the plan. I'll take some days off.
B: The new apartment, is it nice at least?
A: It is. Too quiet now though. || img: an empty sunny living room with a small table and moving boxes
B: It'll fill up. Take care of yourself please.
A: I will. Thank you Ravi.
"""),

S(10, "line", "2023-10-22 11:20", """
A: The wedding was yesterday and I survived the speech!!!
B: YESSS. Tell me everything. Did your voice disappear?
A: For the first sentence, yes. Then I saw Yumi crying already and I just talked to her like nobody else was there.
B: That's the trick. What did you say?
A: I told the story of when she was seven and got lost in Nara park because she followed a deer for an hour. My parents called the police. And I said Kenta should know she will follow anything she loves, so he'd better stay lovable.
B: Aiko that's perfect. Did people laugh?
A: Everyone laughed and then I started crying at the end. Kenta's grandmother held my hand after.
B: I'm so proud of you. Speech person now.
A: Never again haha. I'm so tired. The party went until midnight.
B: You deserve the rest. I have news too.
A: Tell!
B: I got promoted. Test lead at Kargo Nine. They gave me a team of four.
A: Already?! You've been there like three months!
B: Three and a half. The old lead left and Farhan pushed for me.
A: Ravi, congratulations! That's a big deal.
B: Thanks. Now I have to do one-on-ones and spreadsheets. I miss writing tests already.
A: Haha. Welcome to management.
B: And Meera has her first proper recital in December, on the 16th. Full costume, stage, everything.
A: Oh I wish I could see it.
B: I'll send you the video. Still 27 days until I land, by the way.
A: You're counting?
B: Meera made a paper chain countdown. She's very invested in Aunty Aiko.
A: Hehe. Tell her I'll send her something from Japan with you.
"""),

S(11, "json", "2023-11-05 21:02", """
A: Ravi, I have someone to introduce. || img: a brown tabby cat peeking out of a cardboard carrier on a tatami floor
B: WAIT. You got a cat?!
A: I adopted her yesterday from the shelter in Ibaraki. She's two years old, a brown tabby. Her name is Kinako.
B: Like the soybean powder?
A: Yes, because of her colour. She's very shy, she's been under the sofa for 20 hours.
B: She'll come out. Are you okay? It's only been a couple of months.
A: I thought about that a lot. But the apartment was so quiet. And I think Mochi would want me to give another cat a home.
B: I think so too. Meera will want a full report.
A: Tell her Kinako likes feather toys, and hates the vacuum.
B: Ha. Ok, itinerary time. 13 days until I land.
A: I took three days off: 20th, 21st and 22nd. Other days you explore alone, you're a big boy.
B: Fine. What are the plans for your days?
A: One day Kyoto, Tofukuji for the autumn leaves, early morning before the tour buses. One day Nara, you have to see the deer that kidnapped my sister.
B: Haha. And the third day?
A: Osaka food day. And you can come to my pottery studio on Wednesday evening, my teacher said it's okay.
B: I'm going to make a wonky bowl too.
A: Yours will be wonkier.
B: Probably. I also want a proper okonomiyaki. My honour depends on it.
A: I know a place. Trust me.
B: Anything I should bring for you from India?
A: Good tea! And those spicy banana chips.
B: Done. Divya is packing half of Bengaluru for you already.
A: Haha. 13 days!
"""),

S(12, "line", "2023-11-23 07:55", """
B: Good morning from Kyoto! I went to Fushimi Inari at 5:30 like you said.
A: And?? I'm at work already, holiday shift, so I live through you today.
B: It was empty and a bit spooky in the dark. Then the sun came up through the gates. Unreal.
A: I told you. Did you go all the way to the top?
B: All the way. My 37-year-old knees are not speaking to me.
A: Hahaha. What's next?
B: Breakfast, then I'll take the train to Arashiyama. Then back to Osaka for our dinner.
A: Don't forget, 7pm at Tsuruhashi station, exit 7.
B: Where are we going?
A: Okonomiyaki Hanamaru. The old man there has been flipping for 40 years. You'll watch and learn.
B: Finally, redemption.
A: Yesterday the lunch you had, what was it called?
B: Yudofu, the tofu in hot pot near Nanzenji. Very gentle. Divya would love it.
A: Send her a photo.
B: Already did. She says bring her next time.
A: Yes! Next time bring everyone.
B: Ok, train time. See you at 7.
A: Don't get lost!
B: I have Google Maps and your 12 instructions. I'll be fine.
"""),

S(13, "line", "2023-12-17 20:15", """
B: The recital was yesterday! Video coming. || img: a small girl in a red and gold dance costume with ankle bells, posing on a stage
A: Omg look at her!! She's so serious.
B: She didn't miss a single step. Mrs Lakshmi hugged her after. Divya cried, my mother cried, I definitely did not cry.
A: Liar. I know you.
B: Ok maybe a little.
A: Tell her the Japanese hairclip looked perfect.
B: She insisted on wearing it at the end for the bow. It's her favourite thing now.
A: Yay. And the bowl?
B: Every morning chai in your bowl. It's my chai cup now. It leans, so I hold it carefully.
A: Haha it's a tea bowl, chai is a tea. It works.
B: Divya says it's the only thing in the kitchen I wash myself.
A: That's love.
B: I still can't believe the trip is over. I miss Japan already.
A: Kinako missed you too. She sat by the door yesterday.
B: She warmed up to me on the last day, finally.
A: She likes you. So what next?
B: Next is the big one. Whole family, sakura. Maybe spring 2025?
A: Yes!! I'll find a bigger table.
B: What about you for New Year?
A: Going to Kobe to stay with Yumi and Kenta. My mother will cook too much osechi.
B: Sounds perfect. Tell them congratulations again.
A: Will do. Good night!
"""),

S(14, "json", "2024-01-14 20:30", """
A: Happy New Year, Ravi! (two weeks late)
B: Happy New Year! How was Kobe?
A: Lovely. Too much food, Kenta's family came, we went to the shrine on the 2nd.
B: Did you pray for anything?
A: For health. And for passing the exam this year.
B: What exam?
A: I decided to study for the oncology pharmacist certification. The exam is in the autumn. Lots of reading.
B: That's great! You basically do that job already.
A: Exactly, so I want the title and the pay.
B: Ha. Smart.
A: And you? New Year resolution?
B: I signed up for a 10K run in March. The Lalbagh 10K, on the 10th.
A: You?! Running?
B: Me. Your Fushimi Inari climb humiliated me. I need better knees.
A: Hahaha. I'm proud. How far can you run now?
B: 3 kilometres and then I die.
A: You have eight weeks. Possible.
B: We'll see. How's Kinako?
A: Chaos. She knocked the second bowl I made off the shelf yesterday. Broken into five pieces.
B: No! The blue one?
A: The blue one. I'm going to try kintsugi to repair it with gold, the studio has a workshop.
B: That's beautiful actually. Broken and fixed.
A: Very Japanese. Also I'm back on the wheel every Wednesday, I want to make a set of four bowls for your family for when you all come.
B: That's the sweetest thing. Meera already wants the red one.
A: There's no red one yet!
B: There will be now.
"""),
]
