"""Pair 1: Isla Brennan (junior doctor, Leeds) and Rory Finch (game developer, Montreal).

Former flatmates (four years on Wilmslow Road, Fallowfield, Manchester). Feb 2023 - Feb 2024.
Signal sessions are exported from Isla's Signal Desktop (outgoing = Isla).
"""

FOLDER = "Isla_and_Rory"
SPEAKERS = {"I": "Isla", "R": "Rory"}
FULLNAMES = {"I": "Isla Brennan", "R": "Rory Finch"}
PHONES = {"I": "+447700900417", "R": "+15145550183"}
OWNER = "I"          # whose device the Signal export comes from
SIGNAL_PEER = "R"

SESSIONS = [
dict(n=1, when="2023-02-12 19:40", utc=0, shape="locomo", text="""
I: RORY. you've been in Canada three weeks and I've had one (1) blurry photo of snow. explain yourself
R: I know I know. it's been chaos. also my phone died in the cold, that's a real thing that happens here
I: the phone DIED?
R: -28 with the windchill on Tuesday. battery went from 60% to nothing walking to the metro. my face hurt. like actually hurt
I: that's not a temperature, that's a medical emergency
R: said the doctor
I: FY1, barely a doctor. anyway how's the job??
R: honestly amazing. Loutre Studio is about 40 people, everyone's lovely, there's a dog in the office called Pixel
R: I'm doing gameplay programming on Tidewater, the boat fishing game I told you about. I spent all last week on how the fishing line wobbles
I: living the dream. three weeks in and you're already a line-wobble expert
R: three weeks since I landed on the 22nd yeah. how's Leeds? still on the geriatrics rotation?
I: yep, at Jimmy's. just finished four nights in a row. a lovely 94 year old lady told me I looked too young to be let out on my own
R: she's not wrong
I: rude. where are you living, is it nice?
R: shared flat in Mile End with a guy called Mathieu. he's a bike courier, cycles through the snow, absolute maniac. also plays the accordion at 11pm
I: oh no. worse than Mr Costa's shower?
R: NOTHING is worse than Mr Costa's shower. four years of cold showers on Wilmslow Road, I still have trauma
I: the day it flooded the kitchen and he said "is just a little water" 😂
R: this flat has great water pressure so Mathieu can play whatever he wants tbh
R: what I actually miss is proper food. I'd kill for a crumpet and a cup of Yorkshire Tea. the tea here is a crime
I: I'll send you a care package. what else is new
I: oh! I've started a pottery class. Thursday evenings at a little studio in Chapel Allerton. I'm terrible. everything I make leans
R: leaning pottery is a style. call it "deconstructed"
I: my teacher called it "brave"
R: I've signed up for French classes too, the free government ones. they start next month. right now I point at things and say "merci"
I: very Canadian of you
R: everyone switches to English the moment they hear my accent. it's humiliating
I: ok I have to go to bed, day shift tomorrow. stay warm, buy a proper coat
R: I have a coat!
I: you have the Primark parka from uni. that is not a coat for minus 28
R: it has character. night Isla x
"""),
dict(n=2, when="2023-03-04 11:15", utc=0, shape="locomo", text="""
R: morning from the past (it's 6am here). couldn't sleep
I: why are you awake at 6am on a Saturday, who are you
R: Mathieu's accordion. no, it's fine, I'm buzzing. first French class was Monday!
I: how was it??
R: our teacher is Madame Gagnon and she's terrifying in a good way. we're level 1 so we spent an hour on "je m'appelle Rory, je suis programmeur"
I: je m'appelle Isla, je suis fatiguée
R: see you're already level 2
I: ha. also did you hear Kez and Amara are getting married?!
R: YES. Kez messaged me. August, near Harrogate right?
I: 19 August, a barn somewhere outside Harrogate. you have to come
R: I'm planning on it. actually I was thinking I'd come over for two weeks in July, catch your birthday, and then see if I can stretch it to the wedding
I: July would be amazing. my birthday's the 22nd, don't forget again
R: I forgot ONE time
I: you forgot in 2019 and in 2021
R: ok two times
R: depends on the studio though. we're aiming to ship Tidewater in September so summer might get crunchy
I: that's so soon! can I play it?
R: when it's less broken. right now the fish sometimes swim through the boat
I: realistic
I: in other news I've started training for the Leeds Half in May. I ran 8 miles last Sunday and I cried a little at mile 7
R: you?? running for fun??
I: for charity. and for fun. mostly for the medal
R: what's the training plan
I: three runs a week, long one on Sundays round Roundhay Park. it's going to wreck my night shift rota
R: I'll send motivational memes
I: please don't
R: too late, I've made a folder
R: also I'm thinking about getting a cat. Mathieu says he's fine with it as long as it's not loud
I: the man who plays the accordion at 11pm said that?
R: the irony was lost on him
I: get a cat!! send photos constantly
R: will report back. go enjoy your Saturday
I: I'm going back to bed actually. bye
"""),
dict(n=3, when="2023-04-02 21:05", utc=1, shape="signal", text="""
R: [photo: a grey tabby cat sitting on a radiator] MEET HER
I: OH MY GOD
I: who is this gorgeous grey lady
R: this is Poutine. 2 years old, tabby, extremely judgmental
I: you named a cat Poutine
R: I named a cat Poutine. she came with the name Duchess and she is not a Duchess
R: got her from the SPCA shelter, she'd been there four months because she "doesn't like men". she likes me fine
R: picked her up on Friday. she spent the first night behind the fridge and now she owns the sofa
I: so the cat happened. Mathieu ok with it?
R: Mathieu is in love. he plays her the accordion and she leaves the room
I: she has taste
I: my news: I start A&E on Wednesday. I'm actually terrified
R: you'll be great. you were always the calmest person at 3am parties
I: it's not a party it's a major trauma centre
R: same energy
I: also I did 10 miles this morning! slowest 10 miles in human history but I did it
R: [photo: meme of a cat running on a treadmill]
I: I said no memes
R: it's a cat meme, that's different
I: fine that one's allowed
I: also at pottery I made you a mug. it's wonky. it's very wonky. the handle looks like an ear
R: I'm honoured. I will drink crumpet-less tea from it
I: I'll bring it when I see you. posting pottery to Canada feels risky
R: bring it in July!
I: deal
R: how's Jimmy's been, last week of geriatrics?
I: sad to leave actually. Mrs Hartley (the 94 year old) got discharged home to her cat. I cried in the sluice
R: the sluice is where all the best crying happens
I: it is. ok I need to iron scrubs like a real adult
R: nobody irons scrubs
I: I am starting a new job, I'm ironing the scrubs
R: good luck Wednesday!! 🐟
"""),
dict(n=4, when="2023-04-29 14:20", utc=1, shape="locomo", text="""
I: ok I'm alive. three and a half weeks of A&E and I'm alive
R: how is it!!
I: honestly? I love it. it's chaos and everything hurts and I love it. the adrenaline when the resus phone goes, nothing like it
R: knew it
I: yesterday a man came in with a fishhook through his thumb. I thought of you the whole time
R: a Tidewater tie-in!! did you get it out?
I: advance and cut. textbook. he wanted to keep the hook
R: legend
I: still, long term I think I'm going to go for GP training. the hours, the continuity, having an actual life. A&E is a young person's game
R: you ARE a young person
I: I'm 26 going on 80. my knees are done from the running
R: how's the running?
I: 11 miles last weekend. two weeks to go. ok fine I'll allow a meme
R: [photo: four running memes in a collage]
R: anyway bad news. I don't think I can do July
I: noooo
R: Tidewater's hitting alpha and the studio's asked everyone not to take long leave in July. I'm so sorry, I know it's your birthday
I: it's fine. it's the game. but you're still coming to the wedding right??
R: YES. I booked this morning actually. flying into Manchester on the 16th of August, back on the 28th
I: amazing!!! you can stay with me, I have a sofa bed now. an actual sofa bed, not Mr Costa's camping mat
R: luxury
R: Poutine update: she knocked my coffee off the desk during a standup. the whole team saw on camera
I: she's asserting dominance
R: she also attacks the hoover. and my feet at 4am
I: and the French?
R: I ordered a bagel in French at St-Viateur! the guy answered in French and I didn't understand a word but I got a bagel
I: that counts
R: Madame Gagnon said my accent sounds "very British, which is a choice"
I: brutal
R: what are you up to this weekend?
I: off today, on tomorrow. planning to do nothing at all, aggressively
R: respect. talk soon x
"""),
dict(n=5, when="2023-05-15 20:30", utc=1, shape="signal", text="""
I: [photo: Isla in a running vest holding a finisher's medal] I DID IT. yesterday. still can't feel my legs
R: THE MEDAL
R: what was the time?!
I: 2:04:37. I wanted under 2 hours but there was a hill at mile 10 that I now consider a personal enemy
R: that's so good!! Leeds Half champion
I: I came 3,412th. champion is a stretch
R: did you raise much?
I: £460 for the hospital charity! people are so generous. the A&E consultants all chipped in
R: amazing. how are the legs
I: I walked down the stairs backwards this morning. blister the size of a 50p
R: as a doctor, what's your medical advice
I: complain loudly
R: I've got a sport now too, I've started bouldering
I: climbing?? you??
R: there's a gym near work called Le Crux. my forearms have never been so tired. I fell off the same purple route for an hour
I: what's a purple route
R: it's a colour. the colour doesn't mean anything. it's a V2. I'm very bad
I: love that for you. a man who fixes wobbly fishing lines now hangs off walls
R: the whole studio goes on Wednesdays. it's very team-building. I want to get good enough to climb outdoors in the Laurentians this summer
I: ok so I have some news too
R: ??
I: I went on a date. with a pharmacist. from work
R: ISLA
I: his name is Dev and we went to a Thai place in Headingley and I laughed so much I snorted
R: the snort is a good sign. does he know about the snort
I: he does now
R: what's he like
I: kind. dry sense of humour. very into board games, which you'll appreciate
R: I approve already. second date?
I: Saturday. if I can walk by then
R: report back. proud of you for the half x
I: thanks Ror x
"""),
dict(n=6, when="2023-06-11 17:45", utc=1, shape="locomo", text="""
I: guess who owns a car
R: no way. what did you get
I: a 2016 Toyota Yaris. red. 41,000 miles. I've named her Tomato
R: Tomato!! perfect. does she have character
I: the passenger window only goes down halfway. so yes
R: remember when we had to get the 142 back from Tesco with 6 bags each because neither of us could drive?
I: and you dropped the eggs on the Fallowfield Loop
R: I maintain that was the bag's fault
I: I needed her for FY2, my first rotation from August is a GP placement in Armley and the bus takes an hour
R: FY2 already!! how is it August already
I: it's June
R: you know what I mean
I: Dev update since you'll ask: 3 more dates. we went to Kirkstall Abbey and he brought a picnic with those little scotch eggs
R: a man of culture
I: I like him a lot. it's a bit scary
R: scary good though
I: scary good
R: ok my news: I'm moving out
I: what! why
R: Mathieu's girlfriend is moving in and the flat's tiny. it's fine, no drama, I was ready. I found a one-bedroom in Rosemont
I: is Rosemont nice?
R: quieter, lots of trees, near the Jean-Talon market. 1,350 a month which is a lot for me but Poutine gets a balcony
I: the cat has a balcony. the cat is living better than me
R: I'm moving on July 1st. everyone here moves on July 1st, it's a whole thing, the whole city moves on the same day
I: that sounds like hell
R: they call it moving day. there are sofas on every pavement
I: you need help? oh wait, ocean
R: I'll rope in someone from work
I: and how's the little fish game
R: we did a playtest with 30 strangers on Thursday. one guy played for four hours and only caught one boot
I: iconic
R: we've added a boot achievement because of him
I: I want that achievement
R: ok I need to go pack the kitchen. I own three spatulas? why
I: I'll send you a photo of Tomato to cheer you up
R: please do 🍅
"""),
dict(n=7, when="2023-07-09 21:10", utc=1, shape="signal", text="""
R: I have moved. I am alive. barely
I: how was moving day!
R: unhinged
R: I rented a van with Anaïs from work, she's one of the artists on Tidewater, she did all the fish, and we spent 9 hours carrying stuff up one of those outdoor spiral staircases
I: the ones that look like a death trap?
R: they ARE death traps. the sofa nearly went over the railing
R: Anaïs is five foot nothing and carried more than me
I: Anaïs sounds great
R: she is. she also has a licence for the van, which makes her the most important person in my life
I: and Poutine?
R: hid under the bath for two days. came out yesterday, now she sleeps on the balcony in the sun like a queen
I: 🥹
R: bad news though
I: oh no
R: Tidewater's been pushed. the publisher wants more polish and more content, so it's November now
I: oh Rory. is that bad?
R: it's good for the game, bad for my sanity. it means crunch into the autumn
I: well at least you're still coming in August
R: still coming! 16th, nothing's changing that
I: my birthday plans: Dev is taking me to York for the weekend. the 22nd. he booked it all himself
R: look at him go. York's lovely. walk the walls
I: he's booked afternoon tea at Bettys too
R: ok he's a keeper
I: ahhh stop
I: FY1 is basically done. I finish at the end of the month and then it's FY2
R: Dr Brennan, slightly more qualified
I: a tiny bit more
R: send me pics from York. and do the ghost walk
I: Dev said the same thing. you two are going to get on way too well
R: I'm counting on it
I: night Rory. unpack your spatulas
R: all three of them
"""),
dict(n=8, when="2023-08-27 16:00", utc=1, shape="locomo", text="""
R: home. jet-lagged. Poutine is furious with me
I: is she ignoring you?
R: she sat on my suitcase and stared. Anaïs said she was an angel while I was gone, which I don't believe
I: Anaïs cat-sat for the whole twelve days?? give that woman a medal
R: I brought her back a tin of Quality Street and some Wensleydale, she seemed confused but happy
I: what a trip though. the wedding!!
R: best wedding I've ever been to. Kez in that green suit
I: Amara's speech!! I cried
R: you cried at the ceilidh too
I: because you stood on my foot during the Strip the Willow
R: I lost a shoe during the Strip the Willow. I never found it
I: someone will find it in the hay one day
R: and going back to Fallowfield! the old flat is painted blue now
I: I wanted to knock and ask if the shower works
R: it doesn't. I know it doesn't. spiritually it doesn't
I: and the curry on the Curry Mile. I'm still full
R: ok, the important bit. Dev
I: ...
R: I like him a lot. he destroyed me at Wingspan two nights in a row and then explained bird facts to me for an hour
I: you two were unbearable. I went to bed and you were still arguing about woodpecker cards
R: he's sending me the expansion. that's friendship
I: he said "your friend is great" which from Dev is basically a speech
R: and how's FY2 so far?
I: started on the 2nd. GP placement in Armley. it's lovely, everyone's nice, I'm home by 6
I: but honestly it's slow. I miss the buzz of A&E. is that weird
R: not weird. you lit up telling resus stories at the wedding
I: it's a lot of coughs and repeat prescriptions
R: hey coughs need doctors too
I: they do. ok I'm off to make Dev watch Bake Off
R: tell him the rematch is on when he visits. winner takes the Canada title
I: I'll tell him
R: and thanks for the sofa bed. best 12 days
I: come back soon x
"""),
dict(n=9, when="2023-09-24 19:25", utc=1, shape="signal", text="""
I: worst week
R: oh no what happened
I: someone stole the catalytic converter off Tomato. Tuesday night. right outside the flat
R: what?? why would anyone steal that
I: apparently they've got precious metals in and you can saw one off in 90 seconds. I started the car and it sounded like a tank
R: poor Tomato
I: garage says about £1,100 to replace. insurance covers it but there's a £250 excess and she's off the road for two weeks waiting for the part
R: that's awful. how are you getting to Armley?
I: Dev's lending me his bike. I arrive at the practice sweaty and everyone's very polite about it
R: the patients must love a sweaty doctor
I: they're too poorly to notice mostly
R: ok I have good news to balance it out. I passed my French level 3 exam!
I: RORY!! bravo
R: merci. Madame Gagnon said I've improved "énormément". and I had a whole conversation with the guy at the dépanneur about hockey
I: you don't even like hockey
R: I do now. it's the price of integration. I have a Canadiens hat
I: send a photo
R: [photo: Rory in a red Canadiens beanie, grinning]
I: oh you look so Canadian it hurts
R: and Tidewater has a release date finally. but I'm not allowed to tell anyone until the trailer drops. marketing would murder me
I: I'm your oldest friend
R: you'll know when the whole internet knows
I: pfff
I: Dev and I have been talking about moving in together. is that too soon?
R: is it too soon? you've basically lived at his since June
I: that's fair
R: do it. he's great and he brought a bag of board games to a wedding
I: ok. we're looking at a place in Meanwood. I'll let you know
R: send me the listing
I: night xx
"""),
dict(n=10, when="2023-10-22 13:30", utc=1, shape="locomo", text="""
I: we live together! officially!
R: congrats!!! when did you move?
I: moved in last Saturday. Dev's mates helped, and his mum turned up with four lasagnes
R: four?
I: she doesn't trust us to feed ourselves. she's right
R: how's the house
I: little terrace in Meanwood, two bedrooms, a garden the size of a tablecloth, and a radiator that clanks like Mathieu's accordion
R: a callback!
I: how are you? you've gone quiet
R: long week. Poutine had to have surgery
I: oh no!! is she ok?
R: she's fine now. she swallowed a hair tie. it got stuck and she stopped eating so I took her in on Monday and they had to operate
R: the bill was 2,100 dollars. Canadian but still
I: Rory 😭 that's so much
R: she's worth it. she's wearing a cone and hating me
I: I'll send her a get well card. from her auntie
R: she'll eat the card
I: how's crunch
R: bad. twelve hour days. we're fixing a bug where the moon fell into the sea
I: was it pretty though
R: honestly? it was gorgeous. we're keeping it as an easter egg
I: oh I played the beta key you sent!! three hours yesterday
R: and??
I: I caught a golden eel!! Dev was shouting at the screen
R: do you know how rare that is?! I wrote that! it's a 1 in 500 chance
I: I'm a natural
R: you're a natural
I: pottery update too. I'm making a set of bowls for Dev's mum for Christmas. to say thanks for the lasagnes
R: are they leaning?
I: only slightly. my teacher says my walls are "finally confident"
R: growth
I: halloween plans?
R: the studio party. I'm going as a fish, obviously. the art team made me fins
I: I need photos
R: you'll get them
I: sorry about Poutine x give her a chin scratch from me
"""),
dict(n=11, when="2023-11-15 22:05", utc=0, shape="signal", text="""
R: IT'S OUT
R: Tidewater launched yesterday and I've slept four hours since Monday
I: I KNOW I bought it at midnight!! and Dev bought his own copy so we can play separately and not fight
R: 91% positive on Steam!! "Very Positive"!!
I: RORY. that's amazing
R: someone on Reddit posted a 2,000 word essay about the fishing line physics. MY fishing line physics
I: the line wobble!!! from February!!
R: the line wobble lives on
R: the whole studio went out last night. our creative director cried into a plate of smoked meat
I: I'm so proud of you. genuinely
R: thank you. what's new there? I've been living in a cave
I: actually big news from me too. I've decided. I'm applying for emergency medicine, not GP
R: YES. I knew it
I: the GP placement was good for me but I kept thinking about A&E. I missed it every single day. so: ACCS emergency medicine. application went in on Friday
R: I called this in August
I: you did. don't be smug
R: I'm going to be a little smug
I: interviews are in the new year. I find out in January if I'm shortlisted
R: you'll get shortlisted
I: also my rotation changes in December, I've got 4 months of psychiatry
R: how do you feel about that
I: nervous. but curious
R: what about Christmas, are you going to Dev's?
I: Christmas Day with my parents in Hexham, Boxing Day at Dev's. are you coming home?
R: don't know yet. flights are insane
I: you could come to Hexham! mum would love it
R: she'd make me do the quiz
I: she would absolutely make you do the quiz
R: let me survive this week and I'll think about it
I: go sleep. you've shipped a game!!
R: I shipped a GAME 🎣
"""),
dict(n=12, when="2023-12-17 18:50", utc=0, shape="locomo", text="""
R: so I'm not coming home for Christmas
I: boo. definitely?
R: flights are 1,600 dollars and I'm exhausted. I want to sleep for a week
I: understandable. what will you do?
R: orphan Christmas at Anaïs's place. her, her fiancé, Mathieu and his girlfriend, a guy from QA, and me. Anaïs is doing a tourtière
I: what's a tourtière
R: Québécois meat pie. it's a Christmas thing here. I'm bringing pigs in blankets if I can find chipolatas
I: that sounds lovely actually
R: it does. I'm looking forward to it. and Poutine's invited
I: how's my girl
R: fully recovered and fatter than ever. she's forgiven me now the cone's gone
I: and are you warm? it's December
R: ...I caved
R: I bought a proper parka. a massive one. goes down to my knees, rated to minus 30. I look like a sleeping bag
I: FINALLY. ten months of the Primark coat
R: you were right. it was not a coat for minus 28
I: I'm framing this message
R: how's psych?
I: week and a half in. it's hard but really interesting. I spent an hour with one patient on Thursday and it was the most useful hour of my week
I: bad news though, I'm working Boxing Day now. rota changed. so Christmas Day with mum and dad and then straight back
R: that's rough
I: it's fine. Dev's doing Christmas dinner round two on the 27th
R: ok so I had an idea
I: ?
R: come to Montreal. February. it's freezing but there's a huge winter festival, Montréal en Lumière, and we can go skating on Mont Royal
I: ... actually Dev said the same thing last week
R: did he now
I: we've both got annual leave in February. I'll look at flights
R: do it!!
I: ok we just looked. flights from Manchester the 16th to the 23rd. are you free?
R: I'll take the week off. I'm owed about a thousand days
I: let's book it
R: BOOK IT
I: booked!!! 16th to 23rd February
R: I'm so excited. I'll make a spreadsheet
I: of course you will
"""),
dict(n=13, when="2024-01-14 20:15", utc=0, shape="signal", text="""
I: I GOT SHORTLISTED
R: !!!!! I told you
I: interview is online on the 6th of February. ten days before Montreal
R: perfect. interview, then celebrate in the snow
I: I'm already panicking about the clinical scenario station
R: you do this stuff every day
I: not on camera with three consultants staring at me
R: practise on me. I'll be a consultant
I: you'll make me explain what a fish is
R: what IS a fish
R: I have news too. I got promoted
I: WHAT
R: lead gameplay programmer. for the DLC and whatever comes after. I get a team of four
I: RORY. that's huge
R: I'm scared. I have to do one-to-ones now
I: you'll be a great boss. you always did the bin rota
R: management experience
R: honestly I can't imagine leaving now. a year ago I was pointing at bagels. now I've got a cat, a team and a hockey hat
I: you've gone full Montrealer
R: il était temps
I: show off
R: sales update since you'll ask: 180,000 copies. the studio took everyone out for dinner
I: amazing. Poutine should get a cut
R: she's in the credits, actually. "Special thanks: Poutine (QA)"
I: stop 😂
R: so for the trip. where are you staying?
I: we've booked an Airbnb on the Plateau. your place is too small for three people and a cat
R: fair. the Plateau's perfect, I'll walk over
R: oh also. bring one nice outfit. we're going somewhere fancy one evening
I: fancy? in a parka?
R: trust me. under the parka
I: you're being weird
R: I'm always weird
I: true. ok I need to go prep interview stuff. merci boss
R: de rien x
"""),
dict(n=14, when="2024-02-25 19:00", utc=0, shape="signal", text="""
I: home. Leeds is so warm it feels like spring
R: it's 2 degrees there
I: exactly. tropical
R: I miss you both already. the flat is very quiet
I: I still can't believe it. I keep looking at my hand
R: 💍
I: you KNEW. since when did you know
R: since December. Dev messaged me asking where the most beautiful view in Montreal was
I: so that's why you were being weird about the fancy outfit
R: the restaurant was real! the lookout was the surprise
I: when he got down on one knee at the Kondiaronk lookout last Sunday with the whole city lit up below us... I couldn't breathe
R: he was so nervous. he asked me three times if the snow would ruin his trousers
I: it did ruin his trousers
R: worth it
I: you hid behind a tree to take photos didn't you
R: behind the chalet. the photos are good though. check your email
I: I've seen them. I've cried four times. my mum cried on FaceTime
R: and then we went to La Banquise at 1am and you ate an entire poutine
I: the food not the cat
R: Poutine would never forgive you
I: thank you for helping him. seriously. best friend ever
R: you'd do the same. also I expect a speech slot at the wedding
I: obviously. and a Strip the Willow rematch
R: I'll bring spare shoes
I: and the interview went well I think. offers come out in March
R: you'll get it. Dr Brennan, engaged AND employed
I: Dr Brennan, terrified
R: the skating though. Dev is a natural and you are a baby deer
I: I fell over nine times on Lac aux Castors
R: I counted eleven
I: ok. I need to sleep for a week. love you Ror
R: love you both. tell Dev congrats again from me and Poutine
"""),
]
