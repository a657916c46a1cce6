# Pair 2: Margaret Ashworth ("Nan", 81, Church Stretton, Shropshire) and her grandson
# Daniel Ashworth (31, geography teacher in Birmingham), engaged to Sofia.
# Telegram sessions may use **bold** and [[link]] markup, turned into Telegram text entities.
PAIR = {
    "folder": "Nan_and_Daniel",
    "speakers": {"M": ("Margaret", "Margaret Ashworth"), "D": ("Daniel", "Daniel Ashworth")},
    "speaker_a": "Margaret",
    "speaker_b": "Daniel",
    "other_format": "telegram",
    "telegram": {"chat_name": "Nan", "chat_id": 4418203377,
                 "ids": {"M": "user4418203377", "D": "user5120931846"}},
}

SESSIONS = [
dict(n=1, fmt="locomo", dt=(2023, 3, 5, 15, 30), lines="""
D: Hi Nan! Did the seed order arrive?
M: It did, dear. Came on Friday. The postman left it on the step in the rain, but the packets were alright.
D: What did you get this year?
M: Sweet peas mainly. 'Matucana' and 'Cupani', for the scent. And I found some of your grandad's old seeds in his tobacco tin in the shed, so I've sown those too, just to see.
D: Grandad's tin! How old are they?
M: Goodness knows. He's been gone eight years. I've put them in a separate tray, labelled "Arthur's".
D: That's lovely. Tell me if they come up.
M: I will. How is Sofia? And how is the wedding planning?
D: She's great. We've started looking at venues. Everything near Birmingham is either a hotel function room or costs a kidney.
M: Your grandad and I got married at St Laurence's and had sandwiches in the church hall. It cost us twelve pounds.
D: Twelve pounds! We'd get one canapé for that.
M: What is a canapé?
D: A tiny fancy sandwich, basically.
M: Then we had two hundred canapés.
D: 😂 How's bridge?
M: Thursdays as ever at the village hall. Doreen and I are partnering again. She overbids terribly but she's good company.
D: And the hip? Mum said it's been bad.
M: It aches when I kneel in the garden. Dr Patel says it's arthritis and has sent me to physiotherapy. A young man with very cold hands.
D: Are you doing the exercises?
M: Most of them. The one on the floor I do not do, because I can't get up again.
D: Nan! Don't get stuck on the floor.
M: That's why I don't do it, dear.
D: Fair. I'll ring on Wednesday. Love you.
M: Love you too. Give Sofia a hug from me.
"""),
dict(n=2, fmt="telegram", dt=(2023, 4, 9, 11, 10), lines="""
D: Happy Easter Nan! 🐣 Thanks for having us yesterday
M: Happy Easter dear. It was lovely to see you both. Sofia's cake was delicious, please ask her for the recipe.
D: It's her mum's cozonac recipe, she'll write it out for you
M: I shall try, though I suspect my hands won't knead like they used to.
D: Did Grandad's seeds come up?
M: Three of them! Little shoots. I don't know what they are yet. Could be flowers, could be weeds.
D: Grandad's mystery seeds 🌱
D: Venue update: we've got it down to two. **Hollins Barn** near Bewdley ([[https://hollinsbarn.example/weddings]]) or the Feathers hotel in Ludlow
M: Ludlow is very pretty. Your grandad took me to the Feathers for our ruby anniversary.
D: I didn't know that! That makes it a contender
M: But a barn has more room for dancing. And I intend to dance.
D: Noted! Sofia's leaning barn too
M: News from the bridge club. Doreen and I won the **spring pairs** on Thursday! First place out of fourteen pairs.
D: NAN! Champions!
M: Doreen didn't overbid once. I think she was poorly.
D: 😂 Is there a trophy?
M: A small silver cup. It goes back next year. It's on the mantelpiece next to your school photo.
D: Honoured to be next to the cup
M: Next time you visit, please pick the rhubarb. I can't bend down to reach it.
D: Will do. Rhubarb crumble?
M: Of course.
"""),
dict(n=3, fmt="locomo", dt=(2023, 5, 14, 19, 45), lines="""
D: Nan, we've booked it! Hollins Barn, Saturday 21st September 2024!
M: Oh Daniel, how wonderful. September is a lovely month, the dahlias are at their best.
D: Paid the deposit yesterday, £2,500. Sofia's dad nearly fainted.
M: That's more than your grandad's first house.
D: I believe it. They do the whole day though. Ceremony in the orchard if it's dry.
M: And if it's wet?
D: Then in the barn, with fairy lights.
M: I shall buy a new hat regardless.
D: What's happening in the greenhouse?
M: Tomatoes are in. 'Gardener's Delight' as always, and I'm trying 'Sungold', the orange ones, because Doreen says they're sweeter.
D: Doreen has opinions about everything!
M: She does. She's usually wrong about bridge and right about tomatoes.
D: And Grandad's seeds?
M: They're nasturtiums! Bright orange. I've potted them on.
D: So cool. Hip any better?
M: No, dear, worse if anything. The physio has done what he can. Dr Patel has referred me to the orthopaedic people at the Royal Shrewsbury.
D: How long's the wait?
M: The letter said up to nine months for a first appointment.
D: Nine months! Do you want me to look into going private?
M: Certainly not. I've waited for buses longer than that.
D: You have not waited nine months for a bus
M: The 435 on a Sunday, I very nearly have.
D: 😂 ok. But tell me if it gets worse please
M: I will. Now tell me about the flowers for the wedding. Have you thought about them?
D: Not yet, we're overwhelmed.
M: Leave the flowers with me. I have an idea.
"""),
dict(n=4, fmt="telegram", dt=(2023, 6, 25, 14, 0), lines="""
M: Daniel, I've raised £640 for the church roof!
D: Wow Nan! How?
M: The Open Gardens weekend. Last Saturday and Sunday. Eleven gardens in the village, and people paid £5 to walk round them all. Mine had the most visitors, the vicar said.
D: Of course it did. What did people love?
M: The sweet peas along the fence, and the orange flowers from your grandad's tin. I put a little sign up explaining where they came from.
D: That's making me a bit emotional
M: A lady from Ludlow cried too. Then she bought a jar of my chutney.
D: You sold chutney as well?!
M: Doreen ran a cake stall. I provided chutney. We are a formidable team.
D: 😂
D: Sofia and I are going to her grandparents in Romania in August, two weeks. Near Sibiu
M: How lovely. Will you be warm?
D: Very. 35 degrees probably
M: Take a hat. Your grandad burnt his head in Tenby in 1974 and never forgot it.
D: I'll take a hat. We need to work out how to do some Romanian traditions at the wedding. Sofia's gran wants a "hora", it's a circle dance
M: I can do a circle dance. If someone holds my arm.
D: I'll hold your arm
M: How is school? Nearly the holidays?
D: Four more weeks. Year 9 are feral. We did a river fieldwork trip and one of them fell in the Rea
M: Oh dear. Was he alright?
D: Soggy but fine. His phone is not
"""),
dict(n=5, fmt="locomo", dt=(2023, 8, 6, 18, 20), lines="""
M: Daniel, I have news from the village show.
D: Go on! I've been waiting all day.
M: First prize for my sweet peas. Red card and everything.
D: YES Nan!!
M: And only "highly commended" for my Victoria sponge. Doreen won.
D: Doreen beat you at cake??
M: She did. She was insufferable in the tea tent. She wore the rosette on her cardigan.
D: That's brutal.
M: I shall have my revenge at bridge on Thursday.
D: Was it a good turnout yesterday?
M: Very. The marquee was full by eleven.
D: Did you see the Romania photos I sent?
M: I did. Sofia's grandmother has a wonderful face. And that enormous vegetable patch!
D: Bunica grows everything. Peppers, aubergines, beans. She made us pick plums every morning.
M: A woman after my own heart.
D: Guest list update, we're at about 90.
M: Ninety! Your grandad and I had thirty-two.
D: I know, I know. It's mostly Sofia's cousins. There are a lot of cousins.
M: Daniel, I'd very much like to invite my sister Joan. I know it's a long way from Canada.
D: Of course Aunt Joan's invited! Do you think she'd come?
M: She says she'll come if her knees let her. She's 84 and lives in Guelph.
D: I'll send her a proper invite when we do them.
M: Thank you, dear. It would mean a great deal.
D: And you're sure about the flowers?
M: Quite sure. It's a secret for now.
D: You're very mysterious
M: At my age you have to keep people interested.
"""),
dict(n=6, fmt="telegram", dt=(2023, 9, 17, 10, 30), lines="""
D: Nan, Mum just told me you fell! Why didn't you ring me?
M: Because I knew you'd fuss. I am perfectly alright.
D: What happened?
M: On Tuesday I was cutting back the sweet peas and my hip gave way. I sat down on the path rather suddenly.
D: Did you go to hospital?
M: Mrs Hughes next door took me to A&E in Shrewsbury. They X-rayed it. Nothing broken, thank goodness. Just bruised, and cross.
D: Thank god. How are you getting about?
M: They've given me a walking stick. I've named it Arthur, because it's stubborn and it holds me up.
D: Nan 😭
M: The worst of it is I missed bridge on Thursday. Doreen partnered with Mrs Hughes and they came last.
D: Sounds like they need you back
M: They do. I'll be back this week if Mrs Hughes drives me.
D: Sofia and I are coming next weekend to help in the garden. Don't do anything until then
M: There's a lot to do. The beds need clearing and the bulbs want ordering.
D: That's what we're for. Write a list
M: I already have. It's two pages.
D: Of course it is
M: Also I've heard from the hospital at last. Appointment with the hip surgeon on **24th October**.
D: Finally! I'll drive you
M: You'll be at school, dear.
D: I'll take a day off. Not negotiable
M: Very well. Thank you, Daniel.
"""),
dict(n=7, fmt="locomo", dt=(2023, 10, 29, 16, 15), lines="""
D: Thanks for a lovely weekend Nan. My back is destroyed.
M: You did wonderfully. Forty tulips and all the garlic in one afternoon. Twice in two months, I am spoiled.
D: Sofia did the tulips, I did the digging. What were they again?
M: 'Queen of Night'. The nearly-black ones. They'll be gorgeous in April.
D: Very gothic. And I'm still thinking about Tuesday.
M: Mr Okoro was very kind, wasn't he. Very tall.
D: He was really clear. So it's a full hip replacement, and you're on the list.
M: He said probably early spring. I'll get a letter.
D: Are you nervous?
M: A little. But I want to kneel in my garden again. That's worth being nervous for.
D: Definitely. How was bridge this week?
M: I'm back. I sit on a cushion on a hard chair, like a queen. We came second.
D: Did Doreen behave?
M: She bid six no trumps on nothing and made it. I'll never hear the end of it.
D: 😂 We did the menu tasting yesterday with the caterers
M: Which ones did you pick?
D: Salt & Ember. They do a hog roast with a veggie option, and Sofia's mum is bringing sarmale for the evening.
M: What are sarmale?
D: Cabbage rolls, stuffed with pork and rice. Sofia's family makes about 300 for any party.
M: Goodness. I'd like to learn how to make them.
D: Sofia's mum would love to teach you
M: I'll hold her to that.
"""),
dict(n=8, fmt="telegram", dt=(2023, 12, 10, 20, 5), lines="""
M: Daniel, the letter has come. My operation is on **12th February**.
D: Nan! That's sooner than we thought
M: At the Royal Shrewsbury. I have to go in the day before for tests.
D: I'll come and stay with you afterwards. At least the first week
M: You have school.
D: I'll sort it. February half term is the week after anyway
M: We'll see. Now, Christmas. Are you and Sofia still going to her parents?
D: Change of plan! Her parents are going to Romania for Christmas this year, so... can we come to you?
M: Of course you can! I'll do a goose.
D: You don't have to do a goose
M: I've always wanted to do a goose. Your grandad wouldn't let me, he said turkey or nothing.
D: Goose it is then 🪿
M: Sofia can teach me the cabbage rolls while she's here.
D: She's already planning it
M: Are the wedding invitations sent?
D: Save the dates went out last week. Aunt Joan replied first, within a day!
M: She rang me. She's booked her flight already. Toronto to Birmingham, via Amsterdam.
D: Amazing. And we've booked the photographer, a woman called Bex who did my friend Tom's wedding
M: Good. Make sure she takes one of me in my hat.
D: It'll be the first photo on the list
M: The bridge club's Christmas drive is on Thursday. There are mince pies and a raffle.
D: Good luck! Win the raffle
M: I want the bottle of sherry. Doreen wants the hamper. We have a pact.
D: A bridge-club cartel
"""),
dict(n=9, fmt="locomo", dt=(2024, 1, 21, 12, 40), lines="""
M: Daniel, bad news I'm afraid. The hospital rang. They've moved my operation.
D: Oh no. Moved to when?
M: Monday the 4th of March. They had a staff shortage, the lady said. She was very apologetic.
D: Three more weeks of pain. I'm sorry Nan.
M: It's only three weeks. I've waited since the spring.
D: I can still come. I'll ask for the week after the op off instead.
M: You're a good boy.
D: How was Christmas for you, really? You did so much.
M: It was the happiest Christmas since your grandad. The goose was a triumph.
D: It WAS a triumph. Sofia still talks about the goose fat potatoes.
M: And the cabbage rolls! I've made a batch myself since. Not as good as hers.
D: I'm sure they're great.
M: Now. The flowers. I've decided I'm going to grow dahlias for your wedding tables.
D: NAN. That's the secret?!
M: That's the secret. 'Café au Lait', the big creamy ones, and some 'Bishop of Llandaff' for a bit of red. I ordered thirty tubers from the catalogue last night.
D: Sofia is going to cry. Are you sure, with the hip?
M: They don't need planting out until May. I'll be fixed by then. And you'll help.
D: I'll help. Bridge news?
M: We have a new member. Colin, a retired vicar from Craven Arms. He's a dreadful bidder, but he brings biscuits.
D: Biscuits count for a lot.
M: They do. Doreen has taken a shine to him, I think.
D: Doreen!!
M: I'm saying nothing.
"""),
dict(n=10, fmt="telegram", dt=(2024, 3, 17, 17, 55), lines="""
D: How are you feeling today Nan?
M: Much better, thank you. Walked to the gate and back with the frame this morning.
D: Two weeks since the op! You're doing amazingly
M: The physiotherapist says I'm ahead of schedule. I told her I have dahlias to plant.
D: 😂 Did she understand?
M: She's a gardener too. She grows leeks.
D: I miss staying with you. That week was special
M: You were a marvellous nurse. You make a better cup of tea than the hospital.
D: Low bar!
D: I sowed the tomatoes before I left, remember? Are they up?
M: Yes, they're up. Gardener's Delight only this year. I didn't risk the Sungold again after last summer, they all split.
D: RIP Sungold
M: Mrs Hughes comes in every day to water the greenhouse. And to check I'm alive.
D: Bless her. No bridge for a while then
M: Six weeks, the surgeon said. Doreen is partnering Colin in the meantime. Make of that what you will.
D: 👀
M: They came second on Thursday. I'm told Colin was very pleased with himself.
D: Sofia says hi and asks if you want anything
M: Crossword books. Large print. And some of her cake.
D: On the way 📚🍰
"""),
dict(n=11, fmt="locomo", dt=(2024, 4, 28, 15, 20), lines="""
D: Nan! Mum says you walked to the post office!
M: I did. Without the stick. Very slowly, with a rest on the bench by the war memorial.
D: That's huge. How's the pain?
M: Different. The old pain has gone. Now it's just stiffness and bruising, which the physio says is normal.
D: Have you gone back to bridge?
M: Last Thursday. Doreen met me at the door with a cushion. We were third. I was rusty.
D: Rusty and third is still great.
M: The dahlia tubers are potted up in the greenhouse. All thirty. Mrs Hughes carried the compost.
D: Any shoots yet?
M: Most of them. The red ones are quickest.
D: The tulips we planted look amazing in your photo.
M: They do, don't they? Very dramatic. People stop at the gate.
D: Wedding news: Sofia found her dress! She won't tell me anything about it.
M: Quite right. She showed me on the telephone. That's all I'll say.
D: WHAT. You've seen it?!
M: I'm sworn to secrecy.
D: Unbelievable. My own grandmother. Anyway, I'm in navy. Suit fitting last week.
M: Navy suits you. Your grandad wore navy.
D: And we've been looking at honeymoons. Sofia really wants Japan. Kyoto in October, for the maple leaves.
M: How exciting. Will it be very expensive?
D: Very. We're looking at prices and wincing.
M: Honeymoons are once in your life. Though your grandad and I went to Llandudno.
D: Llandudno is also beautiful.
M: It rained for six days.
"""),
dict(n=12, fmt="telegram", dt=(2024, 6, 16, 9, 15), lines="""
M: Good morning Daniel. How was the stag weekend? Did you catch anything?
D: Morning Nan! Not a single fish 😂 Three days on Llyn Padarn and Tom caught a boot
M: A boot! Was it a good boot?
D: Surprisingly good condition. He's keeping it
M: Your grandad once caught a pike in the Severn that was longer than my arm.
D: I've heard the pike story. It gets longer every time
M: It was very long.
D: Honeymoon update. We've dropped Japan, the flights alone were £2,800. We're going to **Madeira** instead. Walking, sunshine, and Sofia found a hotel with a pool on the cliff
M: Madeira! Your grandad and I always meant to go. Bring me back a bottle of the wine.
D: Definitely
M: The slugs have had two of my dahlias. I've put copper tape round the pots and I go out at night with a torch.
D: Nan at war with the slugs
M: It's personal now.
M: Bridge: the county cup at Ludlow last Saturday. Doreen and I came third out of twenty. The Ludlow ladies won, as always.
D: Third in the county!
M: Doreen says next year. She says that every year.
D: Sofia wants to ask you something. Would you do a reading at the ceremony?
M: Oh Daniel. I'd be honoured. What would she like?
D: "The Owl and the Pussycat". Her favourite as a child, her mum read it to her in English to practise
M: Edward Lear! They dined on mince, and slices of quince. I know it by heart already.
D: Of course you do
"""),
dict(n=13, fmt="locomo", dt=(2024, 8, 25, 19, 30), lines="""
D: Four weeks till the wedding Nan!! Well, four weeks on Saturday.
M: I know. I have a countdown on the calendar in the kitchen.
D: How are the dahlias?
M: Magnificent. The 'Café au Lait' are the size of dinner plates. I've sent you a photograph.
D: And you won at the show!!! Mum told me.
M: Best in Show at the village show, for a vase of three 'Café au Lait'. Three weeks ago now, but I'm still smiling.
D: Doreen's reaction?
M: She congratulated me very graciously. Then she won the Victoria sponge again.
D: The sponge dynasty continues.
M: She'll take that recipe to her grave.
D: What's the plan for the flowers on the day?
M: We cut them on the Friday morning, the 20th, and put them in buckets in your mum's car. Mrs Hughes is lending her jam jars. Forty jars.
D: Forty jars! Nan this is incredible.
M: It's my wedding present. That and the reading.
D: How's the hip these days?
M: I hardly think about it. I knelt in the border on Tuesday for the first time in two years.
D: That's amazing! That's what you wanted.
M: It is. Mr Okoro's check-up is on the 10th of September, he'll be pleased.
D: Aunt Joan lands on the 17th, right?
M: The 17th, at Birmingham. She's staying with me. We'll be two old girls up to no good.
D: I'll pick her up from the airport.
M: Thank you, dear. She's bringing maple syrup for everyone.
"""),
dict(n=14, fmt="telegram", dt=(2024, 10, 6, 11, 50), lines="""
D: We're home! Madeira was unreal Nan
M: Welcome home, Mr and Mrs Ashworth! Tell me everything.
D: We did levada walks every day, the little water channels along the mountains. One went through a tunnel and Sofia screamed at a bat
M: Brave girl. Did you try the wine?
D: We brought you a bottle of Malmsey. And a cake called bolo de mel, it's made with sugarcane honey
M: Lovely. I'm still floating from the wedding, you know.
D: Me too. It was perfect. Everyone talked about the dahlias
M: Did they really?
D: Sofia's aunt took one home in her handbag. And the photographer says your dance with me is her favourite shot of the day
M: The hora! Round and round. I held Colin's arm on one side and Joan's on the other.
D: Colin came! I didn't know you'd invited him
M: Doreen brought him. As her plus one.
D: NO WAY
M: I said nothing. I'm saying nothing now.
D: 😂 And Aunt Joan?
M: She flew home on Thursday. She's cried down the telephone twice since. Happy tears.
D: Did the check-up go ok?
M: Mr Okoro says the hip is perfect. He called me his star patient.
D: Of course he did
M: I'm planting the garlic this afternoon. And I'm keeping the dahlia tubers for next year.
D: We'll come up and help lift them when the frost comes
M: That would be lovely. Bring the wine.
"""),
]
