"""Pair 1: Ingrid Solberg (34, veterinary nurse, Bergen, Norway) and Tomasz Wieczorek
(41, theatre sound engineer, Lodz, Poland). Friends since an Erasmus year in Lisbon; they chat in English.
Odd sessions: LoCoMo JSON. Even sessions: Telegram Desktop result.json exported by Ingrid (CET/CEST)."""

PAIR = "Ingrid_Tomasz"
CODES = {"I": "I", "T": "T"}
NAMES = {"I": "Ingrid", "T": "Tomasz"}
TELEGRAM = {
    "chat_name": "Tomasz Wieczorek",
    "chat_id": 5123456789,
    "users": {"I": ("Ingrid Solberg", 612348790), "T": ("Tomasz Wieczorek", 5123456789)},
}

SESSIONS = [
dict(n=1, fmt="locomo", start="2023-02-12T14:14:00", script="""
T: Ingrid! Long time. I saw your photo from the sea with ice on the rocks. Are you crazy?
I: Haha hi Tomasz! Yes, I joined a winter swimming group at Nordnes sjøbad in January. They call themselves Isbjørnene, the polar bears.
T: How cold is the water now?
I: About 5 degrees today. You stay in for two or three minutes and then you feel like a superhero for the rest of the day.
T: I feel like a superhero when I drink hot tea under a blanket. Same result, less pain.
I: You have no idea what you're missing. How are things in Łódź? Still at the theatre?
T: Still doing sound at Teatr Pod Wieżą, yes. The winter premieres are done so it's calmer. And I did something stupid.
I: Uh oh. What?
T: I bought a car. A 1978 Fiat 126p, the little Maluch. Beige, with rust like lace. My neighbour Pan Zbigniew sold it to me for 4,500 złoty.
I: The tiny car everyone in Poland had? I remember you told me your dad had one.
T: Exactly. Four people and a suitcase on the roof. I want to restore it. Zosia already named it Pączek, the doughnut, because it's round and beige.
I: That's adorable. How is Zosia? She must be eight now?
T: Eight and a half, she insists on the half. She saw a girl play the violin at the school concert and now she talks about nothing else. She wants lessons.
I: Violin! Brave parents are the ones who survive the first year of violin practice.
T: I know. Luckily ear plugs are part of my job.
I: Haha. Mons says hi, by the way. He's sleeping on the radiator as we speak.
T: The old gentleman! How old is he now?
I: Sixteen in March. He's slowing down and sleeps most of the day, but he still screams for breakfast at 5:30.
T: Cats are cats. And work? Still at the clinic?
I: Yes, still a vet nurse at the small animal clinic in Fyllingsdalen. Lots of dogs who ate socks this winter. I like it, but honestly I'm getting a bit restless.
T: Restless how?
I: Same routine for six years. I'd love to work with different animals one day. Wild ones, or bigger ones.
T: You should look around. You're good at what you do.
I: Maybe. How about you, any plans for the summer?
T: Actually yes. I've been thinking I should finally come to Bergen. You've invited me for years.
I: YES. Come! Håkon would love to meet you properly, not just on video.
T: Is he still building boats?
I: Furniture now, mostly kitchens. He's had his own carpentry workshop since last autumn.
T: Good for him. OK, let me look at the theatre schedule and I'll tell you. Maybe in the summer.
I: I'm holding you to that!
T: Warn me about the rain in advance.
I: It rains about 240 days a year. Consider yourself warned.
"""),

dict(n=2, fmt="telegram", start="2023-03-09T20:05:00", utc_offset=1, first_id=48211, script="""
I: Look what I found 👉 [[link:https://akvariet.example/ledige-stillinger/dyrepasser]]
I: Animal keeper at the aquarium! Seals, penguins, sea lions. [[b:Application deadline 20 March]]
T: Ingrid, this is exactly what you were talking about!
I: I know. I'm scared though. I've never worked with marine animals, only cats and dogs and the occasional hamster.
T: You have six years with sick animals and calm hands. Penguins are just small nervous dogs in tuxedos.
I: Hahaha. Ok, I'll write the application this weekend. Will you read my cover letter? It's in Norwegian but there's Google Translate 😅
T: Of course. I will correct all your Polish grammar mistakes 😄
I: 😂
I: How's Zosia's violin, did she start?
T: Yes! First lesson was last Thursday. Her teacher is Pani Halina, an old lady who played in the Łódź Philharmonic for 30 years. Very strict, very kind.
T: Lessons every Thursday at 17:00. Today was lesson two.
I: And how does it sound?
T: Like a cat in a washing machine. But she's happy. For now.
I: Mons is offended by that comparison.
T: Send him my apologies.
+3 T: Also, I checked the theatre calendar. I think I can come 10–17 July. The season is finished by then.
I: July is perfect!! Longest days, maybe even sun.
T: Don't buy anything yet, I have to confirm with the director. But it's in my calendar.
I: It's in mine in pen.
T: And the Maluch update: I took out the seats. Found a bus ticket from 1989 and a very dead mouse.
I: Vet nurse says: RIP mouse.
T: the inside, don't judge <<img: interior of a small old car with the seats removed and rusty floor>>
I: Oh wow, it's like a sardine can.
T: A sardine can with character.
"""),

dict(n=3, fmt="locomo", start="2023-04-02T19:40:00", script="""
I: Guess who had a job interview on Tuesday!
T: The aquarium?? Tell me everything.
I: Yes! Three people on the panel: the head keeper, someone from HR and a vet. They asked a lot about animal handling and how I deal with stress.
I: Then they took me behind the scenes and I met the sea lions. One of them, Ronja, splashed me right in the face.
T: That's a good sign. In Poland we say it's good luck when a bird shits on you. Maybe sea lion water is the Norwegian version.
I: Haha, let's hope. They said they'd decide within a month. I'm trying not to think about it.
T: How do you not think about it?
I: Knitting. I started a Marius sweater for Håkon. Red, white and navy, the classic one.
T: Is that the famous Norwegian pattern?
I: The most famous one. Every Norwegian has one in a drawer. He doesn't know yet, it's for his birthday in the autumn.
T: My grandmother knitted. I only unravel.
I: What about you, how is the car?
T: The engine is out and on my kitchen table. The carburettor was full of something like honey.
I: On your KITCHEN table?
T: On newspaper! I'm not a barbarian. Zosia helps, she likes to clean the small parts with a toothbrush.
I: Future mechanic. Is the violin still going?
T: Still going. Pani Halina says she has a good ear but no patience. I said she gets that from her mother.
I: Haha, diplomatic. How's your mum?
T: Not great. Her hip is very bad now, she uses a stick. They finally gave her a date for the hip replacement, the beginning of May, at the hospital on Kopcińskiego.
I: That's good news though, right? Waiting is the worst part.
T: Yes. She's nervous. She's 72 and she's never been in hospital except to give birth to me.
I: Tell her the recovery is much faster than people think. We see dogs with new hips walking after a day! Not the same, I know.
T: I will tell her she will be like a dog. She will love that.
I: Maybe phrase it differently.
T: And the Bergen trip is still July. The director said probably yes.
I: Håkon is already planning to take you fishing.
T: I've never fished in my life.
I: Perfect, neither has the fish.
"""),

dict(n=4, fmt="telegram", start="2023-05-03T18:40:00", utc_offset=2, first_id=48397, script="""
T: Any news from the aquarium?
I: Yes. I didn't get it.
T: Oh no. Ingrid, I'm sorry.
I: They gave it to an internal candidate, a girl who has been volunteering there for four years. The head keeper called me himself, he was nice about it. Said I was second.
T: Second of how many?
I: 43 applicants apparently.
T: Second out of 43 is not nothing. It means next time.
I: I know. I'm just sad today. I'd already imagined myself feeding penguins.
T: You're allowed to be sad. Eat something good.
I: Håkon made fiskesuppe. It helps a bit.
I: How did your mum's operation go? It was yesterday, right?
T: Yes, yesterday morning. It went well! The surgeon said the new hip is "perfect like in a textbook". In the evening she was already complaining about the hospital food, so she's fine.
I: That's the best sign 😄 Give her a hug from Norway.
T: I will. She'll be in rehab for three weeks, then home. I'm going to be a taxi driver for a while.
I: In the Maluch?
T: God no. She would never climb into it with a new hip. And the Maluch doesn't even have an engine inside it right now.
I: Haha true.
+4 I: So, I did something to cheer myself up.
T: Bought a boat?
I: Signed up for the [[b:3 km fjord swim]] in August! Registration is here if you want to join: [[link:https://fjordsvom.example/paamelding]]
T: I will be on the shore with a thermos.
I: Deal. Now I have to train properly. I've only ever done 1 km in one go.
T: You have three months. You'll be fine.
I: Polar bears don't give up 🐻‍❄️
"""),

dict(n=5, fmt="locomo", start="2023-05-28T11:05:00", script="""
T: Ingrid, I have bad news and medium news.
I: Bad first.
T: The theatre is going on tour in July. The Seagull, to Vilnius and Riga, two weeks, and they need me on sound. So I can't come in July.
I: Nooo.
T: The medium news: September? The season starts again only in October this year because they are renovating the stage.
I: September works! It's rainier, but the tourists are gone.
T: Then September. I'll look at flights when the tour schedule is final.
I: OK, I forgive you. Barely.
T: And Zosia news: she wants to quit the violin.
I: Already? What happened?
T: She says scales are boring and Pani Halina makes her play the same thing fifty times. She wants to "hit things". She wants drums.
I: Oh no, drums in a flat.
T: My neighbours will love me. I told her she must finish the school year with the violin and then we'll talk.
I: Very fair. Did you play anything as a kid?
T: Accordion. Two years. I still have nightmares.
I: Haha. I had the recorder like everyone.
T: And Mons? You said he was at the clinic.
I: Yes. The blood tests showed kidney disease. Chronic, stage 2. Very common at his age.
T: Is it serious?
I: It can't be cured, but he can live a good while with a special kidney diet and fluids under the skin. I give him the fluids at home every second day. He hates it.
T: Of course he does, he's a gentleman.
I: At least he's eating the new food. I'm trying to just enjoy every day with him.
T: Give him a careful scratch from me.
I: Will do. How's your mum walking?
T: With a walker now. Every day a bit better. She asks about you, she calls you "the Norwegian girl with the cold water".
I: Haha, that's my official title now.
"""),

dict(n=6, fmt="telegram", start="2023-06-25T14:10:00", utc_offset=2, first_id=48602, script="""
I: Tomasz, Mons died on Thursday.
T: Oh Ingrid. I'm so sorry.
T: What happened?
I: He got much worse last week. He stopped eating. On Thursday morning we took him to the clinic and my colleague helped him go. I held him the whole time.
T: He wasn't alone. That's the most important thing.
I: I've done this for other people's animals a hundred times. I thought I'd be more prepared.
T: Nobody is prepared. Sixteen years is a whole life together.
I: Håkon built him a small box out of oak, with his name carved on the lid. We buried him in his parents' garden in Voss, under the rowan tree.
T: That's beautiful. Håkon has good hands and a good heart.
I: He cried more than me, honestly.
T: When I was ten our dog Burek died. A mixed dog, black with one white ear. My father dug the hole and then sat in the car for an hour. I never saw him cry, but I think that's what he was doing.
I: Oh 🥲
T: So Håkon is in good company.
I: The flat is so quiet. Nobody screams for breakfast at 5:30.
T: Do you want to talk on the phone later?
I: Yes please. After 8?
T: After 8.
@20:04 T: <<call:2830>>
+1 I: Thank you for the call. It helped.
T: Anytime. Also, Zosia drew Mons for you. Sending.
T: <<img: a child's crayon drawing of an orange cat sleeping on a radiator>>
I: She drew him on the radiator! 😭 It's perfect.
"""),

dict(n=7, fmt="locomo", start="2023-07-25T21:30:00", script="""
T: Greetings from Riga! Third show tonight, all sold out.
I: How's the tour going?
T: Good but tiring. The hall in Vilnius had a terrible echo, I spent two days fighting it. Riga is beautiful, lots of art nouveau buildings.
I: Are you eating well?
T: Too well. Grey peas with bacon, Black Balsam. My stomach is confused.
T: And I have a surprise. Listen: "Jeg heter Tomasz og jeg liker ikke regn."
I: WHAT. You're learning Norwegian??
T: Duolingo. 40-day streak today. I do it on the bus between cities.
I: "I don't like rain" is the perfect first sentence for Bergen.
T: I am preparing emotionally.
I: I'm so touched. Håkon will be so impressed.
T: How's the swim training going?
I: Good! Yesterday I swam 2.5 km in Store Lungegårdsvann, the lake right in the city. One more month until the race.
T: You'll fly through it. Like a seal.
I: A slow seal. Also... I've been thinking about getting a dog.
T: Already?
I: The flat is so empty without Mons. And I don't want another cat right away, it feels like replacing him.
T: I understand. What kind of dog?
I: I've been looking at a Norwegian organisation that rescues Spanish greyhounds, galgos. Hunters in Spain dump thousands of them every year when the season ends.
T: That's terrible.
I: There's a galga called Luna on their website, four years old, super gentle. I sent an application.
I: This is her. <<img: a thin grey greyhound lying on a blue blanket>>
T: She has sad eyes. She needs a Norwegian sofa.
I: Exactly what I said!
T: Don't greyhounds need a lot of running?
I: Actually they're lazy. They sprint for 10 minutes and sleep for 20 hours. The perfect flat dog.
T: Like me after a show.
"""),

dict(n=8, fmt="telegram", start="2023-08-20T11:25:00", utc_offset=2, first_id=48921, script="""
I: I DID IT
T: The swim??
I: 3 km in 1:12:40! Yesterday. The water was 14 degrees and I swam through about a hundred jellyfish.
T: 1 hour 12 minutes in cold water with jellyfish. You are not a normal person.
I: 😂 Håkon was at the finish with a thermos of cocoa, like you promised to be.
T: Next year I'll be there with the thermos. Promise.
I: I was 41st out of 160. Not bad for a vet nurse.
T: Not bad for anyone.
T: And my news: [[b:I booked the flights!]] 14–21 September. [[tl:Wizz Air|https://wizzair.example/booking/GDN-BGO]] from Gdańsk, direct to Bergen.
I: AAAAH finally!!
T: I'll take the train to Gdańsk, 5 hours. Cheaper than flying from Warsaw.
I: We'll pick you up at Flesland. Bring a raincoat. Not an umbrella, it breaks in 5 minutes here.
T: Raincoat. Noted.
I: Anything you want to do while you're here?
T: See the fjords, eat fish, meet Håkon. You choose the rest.
I: Ulriken hike, the fish market, maybe Hardangerfjord if the weather is kind.
T: I trust my tour guide.
T: Also Zosia got her drums. A secondhand electronic Roland kit, from a guy on OLX. With headphones, thank God.
I: So she won the violin war!
T: She finished the school year with the violin as promised, so a deal is a deal. I think Pani Halina was relieved.
I: Haha. And electronic means the neighbours survive.
T: The neighbours survive, but the floor still goes boom boom.
T: And Luna?
I: Still waiting for the home visit. The organisation is very thorough.
"""),

dict(n=9, fmt="locomo", start="2023-09-24T16:47:00", script="""
T: Home in Łódź. My suitcase still smells like the fish market.
I: Haha, the smell of Bergen. We miss you already. Håkon asked this morning when you're coming back.
T: Tell him soon. I can't stop thinking about his workshop. I want to build something myself now.
I: He said you're a natural. You two disappeared in there for a whole afternoon.
T: He showed me how to cut dovetail joints by hand. No machines. Very meditative. I'm going to build a bookshelf for Zosia's room.
I: Send photos!
T: First I need tools. Håkon wrote me a list. It's long.
I: Of course it is.
T: And the rain. It rained every day except Wednesday.
I: I did warn you.
T: I'm not complaining! Honestly, I liked it. The city looks good wet, and the rain made every café feel warmer. I'd come back in November.
I: You're a true Bergen person now.
T: And Wednesday was perfect for the fjord.
I: Hardangerfjord in sunshine is lucky, most people get fog.
T: The waterfalls! And the apple farms. Best day of my year.
I: And Ulriken in the fog, we saw nothing at the top.
T: We saw a lot of fog. Very high-quality fog.
I: And you finally tried brunost.
T: Please. It tastes like caramel soap. I'm sorry to your nation. Never again, not even as a present.
I: Håkon is personally offended.
T: I told the waiter "Jeg vil ha fisk" and he answered in English. My Duolingo owl is crying.
I: You did great. Everyone understood you.
T: Any news about Luna?
I: Yes, bad. Luna went to another family, in Germany. They chose a house with a big garden over a flat.
T: Oh no. I'm sorry.
I: It's OK, I understand. Maybe it's a sign. I'll look at the shelters here in Bergen instead. There are plenty of dogs who need a home right here.
T: Any dog who gets you is lucky.
"""),

dict(n=10, fmt="telegram", start="2023-10-15T19:30:00", utc_offset=2, first_id=49230, script="""
I: First week at the new job done!
T: The horse hospital! How was it?
I: Amazing and exhausting. I started on Monday at the equine clinic in Os. 35 minutes' drive each way, but the pay is a lot better and the horses are so gentle. Mostly.
T: Mostly?
I: A fjord pony called Trollmann bit my shoulder on Tuesday. Nothing serious. Revenge for the thermometer, I think.
T: Hahaha
I: My old boss at the small animal clinic cried when I left. I'll miss the team.
T: Change is good. You were restless, you said so in February.
I: True. You remember everything.
T: OK, my turn. Look.
T: Pączek 2.0 <<img: a small rounded old car painted pale green parked in a courtyard>>
I: OMG it's GREEN
T: [[b:Mint green.]] The original Fiat colour from the 1978 catalogue, "verde menta". It took me three weekends in my friend's garage. The paint was 600 złoty.
I: It looks like an ice cream! Pączek has never looked so fresh.
T: Zosia says now it's a pistachio doughnut.
I: Does it drive?
T: It drives! Up to 80 km/h, then it overheats and smells of burning. So it's a car for Sunday drives to the lake, not for motorways.
I: Perfect. Will you drive your mum around in it?
T: She refuses, she says it's too low to climb in. But she's walking without crutches now! Last week she went to Bałuty market alone.
I: That's amazing. Five months after the operation!
T: She's stubborn. Like someone else I know.
I: I don't know who you mean 😇
"""),

dict(n=11, fmt="locomo", start="2023-11-12T20:02:00", script="""
I: Tomasz, meet Birk! <<img: a black and white dog with three legs sitting on a wooden floor>>
T: WHO IS THIS HANDSOME BOY
I: We adopted him last weekend from Dyrebeskyttelsen, the animal shelter here in Bergen. He's a border collie mix, three years old.
T: Wait, he has three legs?
I: He lost a front leg after being hit by a car last year. He'd been at the shelter for seven months. People would come, see the leg and walk on to the puppies.
T: Their loss.
I: That's exactly how I felt. He runs faster on three legs than I do on two. And he's so clever, he learned "sit" in one afternoon.
T: Border collies are like engineers, no? They need work.
I: Yes, I need to keep his brain busy. We're starting nose-work classes.
T: And the name Birk?
I: It means birch. The shelter called him Rocky, but he didn't react to it at all, so we gave him a new name.
T: Birk the birch. A good Norwegian name.
I: How's Zosia's drumming?
T: Serious now. She has a teacher at the music school, Kuba, a young guy with tattoos. She adores him. Her first recital is in December.
I: Her first concert! What's she playing?
T: It's a secret. She practises with headphones so I can't hear. I only hear boom boom tak.
I: Haha. And the bookshelf?
T: I made the sides. The dovetails look like a dog chewed them.
I: Don't say that near Birk, he'll take it as an invitation.
T: How is Håkon with the dog?
I: In love. He took him to the workshop on Friday. Birk sleeps under the workbench in the sawdust.
T: Best job in the world.
"""),

dict(n=12, fmt="telegram", start="2023-12-17T16:45:00", utc_offset=1, first_id=49577, script="""
T: Zosia's recital! Yesterday. <<video>>
I: Is that Seven Nation Army??
T: Yes! The White Stripes. That was the big secret. Her teacher arranged it so she played with a piano and a bass guitar.
I: She is SO good. The face of concentration 😂
T: She didn't smile once until the end, and then she threw her sticks in the air and one hit the piano teacher.
I: Rock'n'roll.
T: I cried a little. Don't tell anyone.
I: Your secret is safe.
+2 I: Birk update: he ate Håkon's work boots.
T: Both?
I: One and a half. Leather with steel toe caps, 2,000 kroner boots. The steel is the only thing left.
T: He's an engineer, I told you. He was checking the construction.
I: Håkon wasn't even angry. He said it was his fault for leaving them in the hall. He's too soft.
T: What are you doing for Christmas?
I: We're going to Håkon's parents in Voss on the 22nd. Birk too. Pinnekjøtt on Christmas Eve and lots of snow, hopefully.
T: Birk in snow, please send video.
I: Obviously. And you?
T: Wigilia at my mother's, Zosia and me. Twelve dishes: carp, pierogi, barszcz. Mum is cooking everything herself now that she can stand for hours again.
I: From a walker to twelve dishes. Respect.
T: She's unstoppable.
I: Wesołych Świąt! Did I write it right?
T: Perfect! God jul to you 🎄
"""),

dict(n=13, fmt="locomo", start="2024-01-14T15:20:00", script="""
T: Happy New Year, finally properly!
I: Godt nytt år! How was the start?
T: Dramatic. My Duolingo streak died on New Year's Eve. 163 days. I was at a party and forgot.
I: NOOO. 163 days!
T: The owl sent me very sad messages. I started again, I'm on day 13.
I: You're still the best Polish Norwegian speaker I know.
T: I'm the only Polish Norwegian speaker you know.
T: Other news. Big news, actually. I was offered a job in Warsaw. Head of sound at a big theatre, much bigger than ours. Better money.
I: Wow!! Congratulations!! Are you taking it?
T: I said no.
I: Really? Why?
T: Zosia. She lives with her mum here in Łódź, and I have her every second week and on Wednesdays. If I move to Warsaw I'm a weekend dad. Maybe not even that. No salary is worth that.
I: That's a beautiful reason. She's lucky.
T: Also my mother. And the Maluch would never survive the drive to Warsaw.
I: Haha, priorities.
I: OK, our news: Håkon and I want to come to Łódź! In April, after Easter.
T: REALLY?
I: Really. You came to us, now it's our turn. Birk can stay with Håkon's parents in Voss.
T: I'll show you everything. Piotrkowska Street, the old factories, Manufaktura. And a ride in Pączek if the weather is good.
I: I want to meet Zosia and hear the drums live.
T: She will give you a concert whether you want it or not.
I: And your mum, the twelve-dish legend.
T: She'll feed you until you die.
I: I'll train for it. Speaking of training, I'm back with the polar bears. Birk stands on the shore barking at me the whole time, he thinks I'm drowning.
T: He's saving you. Good herding dog.
I: Did the bookshelf survive?
T: It's done! A bit crooked but full of Zosia's comics. Håkon approved it by photo.
"""),
]
