"""Pair 3: Peggy Lawson (58, chemistry teacher, Dunedin, New Zealand) and her younger
brother Callum Lawson (52, marine-engine mechanic, Eastern Passage, Nova Scotia).
Phone owner: Peggy ("Me" in the iMessage exports). Formats: LoCoMo JSON and
imessage-exporter TXT. Times are Peggy's local time (New Zealand)."""

PAIR = {
    "folder": "Peggy_Callum",
    "names": {"P": "Peggy", "C": "Callum"},
    "imessage_names": {"P": "Me", "C": "Callum Lawson"},
    "imessage_file": "Callum Lawson.txt",
    "owner": "P",
}

SESSIONS = [
dict(n=1, fmt="locomo", dt="2023-03-12 21:30", turns="""
P: Hello little brother. Is it still winter over there?
C: Morning Peg. Minus eight this morning and the harbour's got slush in it. How's the start of your school year?
P: Busy as always. I've got two Year 13 chemistry classes this year and a Year 10 science class that makes a lot of noise. Thirty-one years at Harbour View College, can you believe it?
C: Thirty-one years of explaining moles to teenagers. You deserve a medal.
P: I deserve a holiday. Honestly, I've started thinking about retiring. Maybe end of this year, maybe next. I haven't decided anything.
C: You'd be bored in a week.
P: I have a garden, hens and a quiet house, I'd be fine. How's the shop?
C: Lawson Marine is drowning in outboards. Everyone wants their motors done before lobster season gets going. I'm going to hire an apprentice, I can't do it all on my own anymore.
P: Good. You're not twenty-five anymore. How's Moose?
C: Old and stiff. Eleven this year. He still comes down to the shop every day and sleeps by the woodstove, snoring like a diesel.
P: Give him a scratch behind the ears from me. Now, the important thing. Mum turns 85 in September.
C: I know. I've been thinking about it.
P: I want to do a proper party for her. Family, her bowls friends, the church ladies. Would you come? She'd be over the moon.
C: I'll try, Peg. It's a long way and the shop is busy, but I'd like to. Let me look at money and flights.
P: Please do. She talks about you every time I visit. She still has your Grade 6 photo on her dresser at the village.
C: The one with the bowl haircut? Lord.
P: That one. How's Isla?
C: Stressed. Applying to universities. She wants to study the ocean, of course, she grew up in a boat shed.
P: Good girl. Tell her Aunty Peg says apply everywhere.
C: Will do. I've got to go and open the shop, talk soon.
P: Off you go. Love you.
"""),

dict(n=2, fmt="imessage", dt="2023-04-02 20:10", turns="""
C: Hey Peg. Quick update, I hired the apprentice. Jaylen. He started on Monday
P: That's great news! What's he like?
C: 19, quiet, very good with his hands. Grew up fixing dirt bikes in Cole Harbour. He took apart a Yamaha 40 on his first day and put it back together with no spare parts left over
P: A miracle in your shop
C: Ha. Moose likes him, which is the main test [react:Laughed]
P: How's the weather?
C: Still snow on the ground. Spring is a rumour here
P: We're into autumn. The leaves are turning and my girls are laying like mad
C: Your girls = the hens?
P: Yes! I named the three new ones. Marie Curie, Rosalind and Dorothy. My three chemists
C: Of course you did. Rosalind Franklin and Dorothy Hodgkin?
P: Exactly. I'm impressed you know that
C: You made me watch a documentary at Christmas 1998. It stuck
P: Ha! Marie Curie is the bossy one. She pecked Dorothy off the roost last night
C: Typical Curie
P: Also I'm off on Friday for Easter. Ngaire and I are walking the Routeburn, three days
C: In autumn? Won't it be cold?
P: Cold and probably wet. That's part of the fun
C: Your idea of fun worries me. Send photos
P: I will if my phone survives. Love to Isla
"""),

dict(n=3, fmt="locomo", dt="2023-05-03 20:30", turns="""
P: Callum Lawson. Isla rang me this morning. Why did I have to hear it from your daughter?
C: Ah. Peg, I didn't want to worry you until I knew what it was.
P: Worry me? You went to hospital with chest pains!
C: Two weeks ago today, yes. I was lifting a big Mercury engine off the trailer and my chest went tight and my left arm felt heavy. Jaylen drove me to Dartmouth General.
P: Oh Cal. And what did they say?
C: Angina. Not a heart attack, thank God. They did all the tests. The cardiologist, Dr. Okafor, says my arteries are "not twenty-five anymore" either.
P: And what does she want you to do?
C: Pills every morning, a spray for under my tongue if it happens again. And I have to cut out salt completely and walk 30 minutes every single day. No more chips at the Fisherman's Cove.
P: Good. I'll be checking on you. Isla is my spy now.
C: I know. She's already thrown out the salt shaker. Moose and I walk around the harbour after supper.
P: Promise me you'll tell me next time. Straight away.
C: Promise. How was your Easter walk? You never sent me the photos.
P: The Routeburn! It was glorious. Ngaire and I went over Easter. It rained the whole second day, sideways, over Harris Saddle, and we were soaked to the bone.
C: And you call that glorious.
P: It was! The clouds lifted for ten minutes at the top and the whole Hollyford Valley was there under us. And a kea tried to steal my sock off my pack at the Falls hut.
C: A kea is the parrot?
P: The cheeky mountain parrot, yes. Ngaire chased it with a walking pole. I laughed so hard I nearly fell off the deck.
C: You two are mad. At your age.
P: At my age! I'm only 58. Walk your 30 minutes and don't be cheeky.
C: Yes miss.
P: I love you, you silly man. Look after that heart.
C: I will. Love you too.
"""),

dict(n=4, fmt="imessage", dt="2023-05-21 21:00", turns="""
C: Peg. It's done. I booked my flights for Mum's birthday
P: CALLUM! Really?
C: Really. Halifax to Toronto, Toronto to Vancouver, Vancouver to Auckland, then Auckland to Dunedin. 31 hours door to door
P: Oh my goodness. When do you land?
C: I get into Dunedin on Wednesday 13 September, in the afternoon. And I'm staying three weeks
P: Three weeks!! I'm going to cry
C: Don't cry. Make up the spare room
P: It's already made up. Who's minding the shop?
C: Jaylen and my buddy Remy will cover. Jaylen is doing great, he can do a full service on his own now
P: Do we tell Mum?
C: No. Let's surprise her. She'll think I'm calling from Canada
P: Oh she'll love that. I've booked the function room at the bowling club for the party. Her bowls friends will be thrilled
C: Good. I'll bring maple syrup for the church ladies
P: They'll make you an honorary Presbyterian
C: Ha. And before you ask, I'm walking every day. 5 km around the harbour
P: That's wonderful. Proud of you
C: Moose is slower than me now. He stops every 10 steps to sniff a lobster trap
P: Bless him. Give him a cuddle
"""),

dict(n=5, fmt="locomo", dt="2023-06-18 19:15", turns="""
P: Well, I did it. I went into the principal's office on Friday and told her I'm retiring at the end of the year.
C: Peg! How do you feel?
P: Terrified and relieved. Thirty-one years. I'll finish with this year's Year 13s and then that's it. December is my last month.
C: What did the principal say?
P: She was lovely. She said they'll struggle to find a chemistry teacher, there's a shortage everywhere. But she understood.
C: Good. You've earned it. What will you do with all your free time?
P: The garden, the hens, proper tramping in summer, and I want to learn the fiddle. Dad always wanted one of us to play his.
C: You'll drive the neighbours mad.
P: The neighbours are Mrs Ahern and her husband, they're deaf as posts. How's your end of the world?
C: Lobster season ended on the 31st of May so it's quieter at the shop. And I have big news. Isla got into Dalhousie! Bachelor of Science, she wants to major in oceanography.
P: Oh that's marvellous! Tell her I'm so proud.
C: She's over the moon. And she can live at home, so I'm over the moon too. No residence fees.
P: Ha. Always thinking of the money. How's Moose?
C: Not great, to be honest. He's stopped eating his breakfast and he sleeps most of the day. Vet did blood tests on Thursday, waiting on results.
P: Oh no. Poor old boy.
C: He's 11 and a half. I know what's coming, I'm just not ready.
P: You never are. Keep me posted, Cal.
C: I will. How's Mum?
P: Good. She won the Thursday bowls pairs with her friend Doreen. She still doesn't suspect a thing about September.
C: Good. Keep it that way.
"""),

dict(n=6, fmt="imessage", dt="2023-07-13 08:40", turns="""
C: Peg, sad news. We had to put Moose down on Tuesday
P: Oh Callum. I'm so sorry
C: His kidneys were failing, the blood tests showed it. The vet said he was in pain and it was only going to get worse
C: Isla and I were with him. He went peacefully with his head on my knee
P: I'm crying reading this. He was such a good dog
C: Best dog. 11 years coming to the shop every day
P: Remember when he swam after the ferry in Eastern Passage and the captain had to stop?
C: Ha. Yes. He had no sense at all. We buried him behind the shop under the apple tree, where he used to lie in the sun
P: That's the perfect spot [react:Loved]
C: The shop is so quiet without him snoring
P: Are you alright? Be honest
C: Not really. But I'm walking every day still. It helps
P: Good. Call me on the weekend, properly, not just messages
C: I will. What's new down there?
P: Snow day yesterday! The school closed because the buses couldn't get over the hill. I built a snowman with Ngaire's grandchildren
P: The hens have stopped laying, they hate winter. I'm buying eggs like a peasant
C: Poor Marie Curie
P: Sulking in the coop. Love you Cal. Give Isla a hug from me
C: Will do. Love you
"""),

dict(n=7, fmt="locomo", dt="2023-08-13 20:00", turns="""
P: Party planning update, are you ready?
C: Go for it, general.
P: The party is Saturday the 16th at the bowling club in Caversham, from 2pm. Forty guests. Mrs Ahern from next door is making the cake, a lemon and passionfruit sponge, three layers.
C: Mrs Ahern of the deaf-as-a-post Aherns?
P: She can't hear but she can bake. And Mum has one request for the food: whitebait fritters. She says it's not a party without them.
C: Whitebait. Is that the tiny fish you eat whole?
P: Yes, the tiny see-through fish. I'm ordering them from the West Coast. Very expensive, very worth it.
C: Sounds good. I have an update too. I changed my flight. I land in Dunedin on Monday the 11th now, so I can help you set up and sleep off the jet lag before the party.
P: Even better! I'll pick you up at the airport.
C: And I have a surprise for Mum. You can't tell her.
P: I promise.
C: Dad's old fiddle. The one that was in my attic with the broken neck. My friend Remy Doucet, he's an Acadian luthier up in Chéticamp, restored it. New neck, new strings, new bridge. It sounds beautiful.
P: Oh Callum. Dad's fiddle. Mum will fall apart.
C: That's the idea. In a good way. Remy wouldn't even take money, he said bring him a bottle of New Zealand wine.
P: I'll send him two. How's the heart?
C: Good. Blood pressure is better. Dr. Okafor is happy. I even lost 6 kg.
P: Fantastic! And are you okay about Moose?
C: Some days. The mornings are the worst, nobody waiting by the door.
P: I know. Four weeks and you'll be here, and you can come and be bossed around by my hens.
C: Can't wait, Peg. Really.
"""),

dict(n=8, fmt="imessage", dt="2023-10-08 19:30", turns="""
C: Home safe. The house is so empty after three weeks with you and Mum
P: I know. The spare room looks sad. When did you get in?
C: Flew out of Dunedin on the 2nd, got home late on the 3rd. Jet lag is destroying me
C: And I caught a cold on the plane from Vancouver
P: Poor you. Lemon and honey and sleep
P: I still can't stop thinking about the party. Mum's face when you walked in!
C: I thought she was going to faint. Then she hit me with her handbag for not telling her
P: And when you gave her Dad's fiddle and played Mairi's Wedding. She cried the whole song
C: And then she got up and danced with her walker. I'll never forget it [react:Loved]
P: Neither will I. Doreen says the whole bowling club is still talking about it
C: I didn't know I still remembered how to play. Dad taught me that tune when I was ten
P: You were wonderful. Mum has the fiddle on the wall of her room now, with a little sign "Jim's fiddle"
C: Perfect
P: I have news as well. The principal called me into her office on Thursday
C: Uh oh
P: They haven't found a chemistry teacher for next year. Nobody applied. She asked if I'd stay part-time in 2024. Half time, Year 13 only
C: And? Are you going to?
P: I'm tempted. I love the Year 13s, it's the paperwork I hate. But I promised myself December was the end
C: Think about it. You don't have to decide today
P: I have until the end of the month
C: What does Ngaire say?
P: She says I'm too young to retire anyway and I'll end up running the church flower roster
C: Ha. She's not wrong
"""),

dict(n=9, fmt="locomo", dt="2023-11-05 22:15", turns="""
P: I've decided. I'm staying on next year.
C: Part-time?
P: Yes. Three days a week, Monday to Wednesday, just my Year 13 chemistry classes. No duties, no form class, no meetings on Thursday.
C: That sounds like the best of both worlds.
P: That's what I thought. I'll have four-day weekends for the garden and tramping, and I still get to blow things up with the Year 13s.
C: Safely, I hope.
P: Mostly safely. I told the principal on Friday, and she hugged me. I've never been hugged by a principal.
C: Ha. So no retirement party this year?
P: No, a "see you in February" cup of tea. What's new there?
C: Big change at the shop. I'm moving Lawson Marine to a bigger shed in Dartmouth. Double the space, a proper hoist, and room for three boats inside.
P: Wow! When?
C: Plan is January. Jaylen is already packing the parts shelves.
P: And your heart?
C: Blood pressure was 128 over 80 at the last check. I walk 5 km every morning now, rain or snow.
P: I'm proud of you, Cal. Really. And how are you feeling about the house?
C: Honestly, it's too quiet without Moose. I keep looking at the door. Isla keeps sending me pictures of puppies from the SPCA and breeders.
P: Maybe she's right. You're a dog person. You've always had a dog.
C: Maybe. A young dog is a lot of work though.
P: And a lot of walking. Good for the heart.
C: You sound like Dr. Okafor.
P: Good. She's a smart woman.
"""),

dict(n=10, fmt="imessage", dt="2023-12-04 09:15", turns="""
C: Peg. Meet Dory
C: [img: IMG_2231.HEIC]
P: OH MY GOODNESS. A PUPPY!!!
C: Picked her up on Saturday. Nova Scotia Duck Tolling Retriever, 10 weeks old. From a breeder in Yarmouth
P: She's gorgeous! Look at that ginger fur
C: Isla named her Dory. After the boat, she says. I say after the forgetful fish
P: Ha! Both work. How is she settling in?
C: She cried the first night, then slept on my slippers. Today she followed Jaylen around the shop all morning
P: A shop dog again. Moose would approve
C: I think so too [react:Loved]
P: My news: prize-giving was on Friday night
C: Did you get a prize?
P: Sort of! My Year 13s gave me a big framed periodic table, and every student signed the element they liked best. Someone chose Lawrencium because "it's almost Lawson"
C: Ha! That's brilliant
P: I cried in front of the whole hall. Then I told them they're stuck with me next year anyway
C: They must love you Peg
P: They're good kids. Also, the hens hatched chicks! Dorothy went broody and now we have four
C: More chemists?
P: Of course. Ada, Irène, Lise and Gertrude
C: You're unbelievable
"""),

dict(n=11, fmt="locomo", dt="2023-12-31 21:10", turns="""
P: Happy New Year from the future! It's 9pm here, three more hours of 2023.
C: Ha, it's 4am here and Dory has just woken me up. Happy almost New Year, Peg.
P: How was your Christmas?
C: Quiet and nice. Isla and I had turkey and Dory ate a piece of wrapping paper and then threw it up on the rug.
P: Classic puppy. We had Christmas lunch at Mum's village. She wore the paper crown the whole day and showed Jim's fiddle to everyone.
C: She's still telling everyone about the party?
P: Everyone. The postman. The nurse. A man who came to fix the heater.
C: Ha. How is she?
P: A bit frailer. She had a little fall in her room last week, no bones broken. The nurses are keeping an eye on her.
C: Give her a kiss from me.
P: I will. How's the big move to the new shed?
C: Delayed. The town won't give me the occupancy permit until the electrical inspection is done, and the inspector can't come until February. So now the move is March.
P: Oh, annoying. Bureaucracy is the same everywhere.
C: And we just had a snowstorm, 40 cm. Jaylen and I spent yesterday shovelling out the old shop.
P: Careful with your heart!
C: Jaylen did the heavy shovelling. I supervised. Dr. Okafor would be proud.
P: Good. I have plans for February. Ngaire and I want to walk the Kepler Track before school starts.
C: Another one of your long mountain walks?
P: Exactly. The Kepler is a Great Walk near Te Anau, four days. I have to book the huts next week.
C: Send me photos of the rain.
P: I will. Happy New Year, little brother. Glad your heart got you through 2023.
C: Happy New Year, Peg. Love you.
"""),

dict(n=12, fmt="imessage", dt="2024-01-28 22:00", turns="""
P: Booked!! Kepler Track 17 to 20 February. Luxmore Hut, Iris Burn, then Moturau
C: Nice. Will it rain?
P: Almost certainly. Fiordland gets 7 metres a year
C: 7 metres?! That's not weather that's a lake
P: Ha. Ngaire's bought a new raincoat. Pink. You'll see it from space
C: Good news here too. The electrical inspector came early and the permit is through. We move into the new shed on 1 March
P: Wonderful! Finally
C: Jaylen made a sign for the new place. "Lawson Marine – Est. 1998 – Ask about the dog"
P: Ha! Love it
C: Dory chewed the laces off my work boots yesterday. Both boots
P: Puppy tax
C: Expensive puppy tax
P: How's Isla?
C: Exams finished, she's working part-time at the aquarium in Halifax. She loves it
P: Of course she does
P: Mum's been better this week, she was at bowls on Thursday watching Doreen play
C: That's good to hear. Tell her I called
"""),

dict(n=13, fmt="locomo", dt="2024-02-25 22:30", turns="""
P: I'm back from the Kepler! Last week, four days, and my legs are still sore.
C: You survived! Did it rain?
P: Only one day out of four, can you believe it? The first day up to Luxmore was clear and we could see all of Lake Te Anau.
C: Lucky. Photos?
P: [img: a photo of two older women in rain jackets, one pink, standing in front of a wooden hut with mountains and a lake behind] That's Ngaire and me at Luxmore Hut.
C: The famous pink raincoat. You both look happy.
P: We were. The ridge walk on day two was the best day of walking I've ever done. Snow on the tops and keas following us again.
C: No stolen socks this time?
P: I kept my socks inside my pack, I've learned. How's the new shed?
C: Moving in on Friday. Jaylen and Remy are helping. Dory has already claimed a corner near the woodstove.
P: Just like Moose.
C: Just like Moose. I put his old blanket there.
P: Oh, Cal. That's lovely. And school started for me. Part-time is bliss. Monday to Wednesday, then I'm free.
C: Do you miss the full-time?
P: Not for a second. I had coffee with Ngaire on Thursday at 10am like a lady of leisure.
C: Ha. Listen, Peg, I've been thinking. I want to come back for Christmas this year. Isla wants to come too, she's never been to New Zealand.
P: Callum! That would be the best Christmas present. Mum would be so happy.
C: I'll look at flights in the summer when the shop is making money again.
P: I'll start making a list of places to show Isla. The albatross colony at Taiaroa Head first.
C: She'll love that. Oceanography student and all.
P: Perfect. Now go and move your shed.
"""),
]
