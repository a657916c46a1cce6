"""Pair 2: Jean Marsh ("Nana Jean", 74, Shropshire allotment) and her granddaughter Ellie Marsh (15, Birmingham).

Jan 2024 - Dec 2024. iMessage sessions are exported from Ellie's Mac with imessage-exporter
(txt format): Ellie appears as "Me", her grandmother as the contact name "Nana Jean".
"""

FOLDER = "Nana_Jean_and_Ellie"
SPEAKERS = {"J": "Jean", "E": "Ellie"}
IMESSAGE_NAMES = {"J": "Nana Jean", "E": "Me"}
OWNER = "E"

SESSIONS = [
dict(n=1, when="2024-01-14 18:12", shape="imessage", text="""
E: Nana I have an idea and you're not allowed to say no
J: Hello darling. That sounds ominous. Go on
E: ok so. we make a family recipe book. all your recipes, grandad's, the ones in the tin. and we print it and give it to everyone for Christmas
J: Oh Ellie. What a lovely thought
J: Most of them are in my head or on the backs of envelopes in the Quality Street tin
E: that's why we need to do it!! before the tin falls apart
J: The tin is older than your mother
E: exactly
J: Who will do the typing? My fingers don't like this little keyboard
E: me!! you tell me and I'll type. I can make it look nice
J: Then yes. I'd love to. Christmas is a long way off so we've plenty of time
E: yay!!! 🎉
J: How is school? Back to it after the holidays?
E: it's ok. Year 10 is already loads. we've got a biology test on cells on Thursday
J: Mitochondria. The powerhouse of the cell. See, I remember
E: NANA how do you know that meme
J: Your cousin Josh taught me
E: I'm actually really into biology rn. I still want to be a vet
J: You'd be a wonderful vet. Bramble would be your first patient
E: is he still eating socks
J: Only on Sundays
J: I've been sitting by the fire with the seed catalogues. Ordering my sweet peas today. Matucana, the old purple ones, they smell like heaven
E: the ones that were in the church for grandad's thing?
J: The very same. He grew them every year
E: let's put sweet peas on the cover of the book
J: Oh that's a nice idea
E: ok I'll make a doc. send me the first recipe when you're ready!
J: I will. Don't stay up too late love
E: it's 6pm nana
J: Exactly
E: 😂 night nana love you
J: Love you too xx
"""),
dict(n=2, when="2024-02-03 10:40", shape="imessage", text="""
J: Ellie, here's the first one as promised. Welsh cakes. This was your great-great-grandmother Ada's recipe, from Merthyr. She made them on a bakestone every Saturday
J: 8oz self-raising flour, 4oz butter, 3oz caster sugar, a handful of currants, half a teaspoon of mixed spice, a pinch of salt, one egg and a splash of milk
J: Rub the butter in, mix, roll it to about a quarter inch, cut rounds, cook on the bakestone or a heavy pan, medium heat, 3 minutes a side
E: omg nana that's perfect. typing it now
E: wait what's a bakestone
J: A flat iron griddle. I have Ada's. It's about a hundred years old and weighs the same as Bramble
E: can we put that in the book? the story?
J: If you like. She came from a mining family and fed eleven people on Saturdays with a bakestone and a bag of flour
E: I'm definitely putting that in
E: ok I tried making them
E: [photo: a plate of very dark, burnt Welsh cakes]
J: Oh dear
E: the first batch is black. the second batch is fine!! I had the pan on full
J: Medium heat, love. Patience is the secret ingredient
E: the second batch is actually so good. mum had 3
J: That's Ada's blood in you
E: school update: parents evening on Thursday. Mr Okonkwo said I'm "very capable but very chatty"
J: Your father got exactly the same thing in 1992
E: he said that!!
J: Who's Mr Okonkwo?
E: biology. he's the best teacher, he has a pet tarantula in the lab called Doris
J: I'll take his word on that
E: what are you up to today?
J: Chitting my potatoes. Charlotte, on every windowsill in the house. They look like little aliens
E: chitting??
J: Letting them sprout before planting. You'll learn
E: you need to teach me gardening properly
J: Any time. Come at Easter and I'll put you to work at the allotment
E: deal
E: ok I've put Welsh cakes in the doc. recipe 1!!
J: The first of many xx
"""),
dict(n=3, when="2024-03-10 16:05", shape="locomo", text="""
E: happy mother's day nana!! did you get the flowers
J: I did, darling, the tulips are lovely. Thank you. And thank your mum
E: I made mum your lemon drizzle this morning. it went a bit flat in the middle
J: Did you open the oven door?
E: ...maybe twice
J: That's your flat middle. The other trick, which I've never told anyone: mix the lemon zest into the sugar for the topping, not just the juice. That's what makes it crunch
E: NANA. that's going in the book
J: Go on then. That's my only secret, mind
E: I bet it isn't
J: It is not, no
E: ok book update. I set up a google doc and I've typed up 11 recipes so far. I've called it Nana's Kitchen for now
J: That's a lovely working title
E: Aunt Carol says she wants a page too
J: Oh she'll send something alright. With jelly in it, mark my words
E: is jelly bad?
J: We'll discuss it another time
E: 😂
J: Big news here. I've ordered a greenhouse
E: a whole greenhouse??
J: A little one. Six foot by eight, aluminium. It comes in April. Dilip next door says he'll help me put it up, he's very good with a spanner
E: is Dilip the one with the chickens?
J: That's him. He gave me six eggs last week for helping with his roses
E: the greenhouse is so exciting. you can grow tomatoes!
J: Tomatoes, peppers, maybe a melon if I'm feeling brave
E: a MELON in Shropshire
J: Stranger things have happened
E: school's fine. we're doing DofE bronze, the expedition is in June. two days walking with a tent
J: In June! What if it rains?
E: then I'll be wet nana
J: Take a spare pair of socks. Two spare pairs
E: ok ok
J: And plasters for your heels
E: I will!! I've got to go do homework. love you
J: Love you, Ellie. Happy Mother's Day to your mum from me
"""),
dict(n=4, when="2024-04-20 11:30", shape="imessage", text="""
J: [photo: a small aluminium greenhouse on an allotment with a deckchair inside] Look!
E: THE GREENHOUSE!!!! it's up!
J: It arrived a week ago yesterday and it's been up since Wednesday. I've got 12 tomato plants in already. Gardener's Delight and Moneymaker
E: it looks so good nana. is that a chair in there
J: Of course. A greenhouse needs a chair for drinking tea and listening to the radio
E: goals
J: Sweet peas are planted out along the allotment fence. And I've put French marigolds in between the tomatoes, they keep the whitefly off
E: marigolds!! I didn't know that
J: Companion planting. Your grandad swore by it
J: But the slugs have had every one of my lettuces. Every single one. So I've put beer traps out
E: beer traps??
J: A yoghurt pot of cheap beer sunk in the soil. They crawl in and, well. They die happy
E: NANA that's so dark
J: It's war, Ellie
E: [photo: a small chilli plant in a pot on a windowsill] my chilli plant is doing great btw. I've named him Kevin
J: Kevin! He's very handsome. Keep him on the sunny windowsill and don't overwater him
E: ok I need the next recipe. the one everyone asks for. grandad's stew
J: Ah. Ted's Sunday stew. I suppose it's time
J: Braising steak, onions, carrots, a swede, a bottle of brown ale, a spoonful of Marmite, a bay leaf, slow oven for four hours
E: that's it?
J: And. This is the secret. One square of dark chocolate stirred in at the end. Ted learned it from a Belgian chap he worked with on the railways
E: CHOCOLATE in stew??
J: It makes the gravy rich and dark. Nobody ever guesses. Your uncle Phil has been trying for 30 years
E: I'm going to be so powerful with this knowledge
J: Don't tell Phil until the book's out
E: my lips are sealed 🤐
J: How's school?
E: we're going to the natural history museum in London in May on a school trip. 4am coach!!
J: 4am! I'll post you some Welsh cakes for the coach
E: yes please
"""),
dict(n=5, when="2024-05-19 19:00", shape="imessage", text="""
E: nana!! I got the work experience!!
J: Oh well done! Where?
E: Harborne Vets!! for a whole week. 15th to 19th July. I'll be shadowing the vets and the nurses
J: Perfect for a future vet. I'm so proud
E: I'm so excited. I might get to see an operation
J: Mind you eat breakfast that day
E: 😂 why
J: No reason
E: museum trip was amazing btw. the blue whale skeleton!! and the Darwin Centre, I saw a giant squid in a tank
J: Did you share my Welsh cakes on the coach?
E: I shared them. Priya says you're a genius
J: Priya has good taste
J: My news isn't as exciting. My knee has been giving me gyp. Kneeling at the allotment is getting hard
E: oh no nana. have you seen a doctor?
J: The GP says it's "wear and tear". Charming. But Dilip's built me two raised beds out of old scaffold boards so I don't have to bend so far
E: Dilip is a legend
J: He won't take any money so I'm making him a lemon drizzle
E: with the zest sugar!!
J: Naturally
E: book update. Aunt Carol sent her recipe
J: And?
E: it's a trifle. with jelly. and sherry. and she wrote "NOT OPTIONAL" next to the jelly
J: There it is
E: what's wrong with jelly in a trifle??
J: A proper trifle has sponge, sherry, fruit, custard and cream. Jelly is for children's parties. Carol and I have been arguing about this since 1979
E: should I put both versions?
J: Put hers in as Carol's Christmas Trifle. I'll behave
E: you won't
J: I won't
E: also how's Bramble
J: Rolled in fox muck yesterday. Had to bath him in the sink. He's sulking on the sofa
E: poor baby
J: Poor me
"""),
dict(n=6, when="2024-06-15 09:50", shape="imessage", text="""
E: I survived DofE
J: Thank goodness. I was worried all last weekend. How was it?
E: it rained the WHOLE time. we were in the Malvern Hills and we got lost on the second day for about 2 hours
J: Lost!
E: Jake had the map upside down. we ended up at a farm and the farmer's wife gave us flapjack
J: The kindness of strangers
E: I got a massive blister but I had plasters because SOMEONE told me
J: And the spare socks?
E: used both pairs. you were right
J: I'm always right, Ellie. Write that down
E: never
J: 🍓 First strawberries this morning. Ate them in the greenhouse chair
E: jealous. how are the sweet peas?
J: Starting to flower. The smell in the evening is glorious. I'm thinking of entering them in the show in August
E: you should!!
J: Slug news too. No more beer
E: did the slugs win?
J: No. But I found a hedgehog drinking out of one of the pots, the poor thing was staggering. So I've switched to wool pellets, sheep's wool, the slugs hate crawling over it. And I'd never use those blue pellets, they poison the hedgehogs and the thrushes
E: a drunk hedgehog 😭
J: He's fine. He comes every night now. I've named him Cyril
E: CYRIL
J: He looks like a Cyril
E: book update!! we're at 24 recipes. half way
J: Goodness. Which ones are in?
E: Welsh cakes, Ted's stew, your lemon drizzle, the trifle, bread and butter pudding, rhubarb crumble, the piccalilli, and loads more. I want photos of everything eventually
J: We'll do a photo day at mine. I'll cook, you take the pictures
E: yes!! maybe in October half term?
J: That's a date
E: I've got end of year exams in 2 weeks so I need to revise
J: Go on then. Kevin the chilli can supervise
E: he's flowering!! little white flowers
J: That means chillies are coming. Good boy Kevin
"""),
dict(n=7, when="2024-07-21 17:20", shape="locomo", text="""
E: nana can I call you later? I have a story
J: You can tell me here first, I'm in the greenhouse with my tea
E: ok so work experience finished on Friday. and it was amazing mostly. the nurses let me hold a kitten for its vaccinations and I helped on reception
J: That sounds wonderful
E: BUT on Wednesday they let me watch a spay operation on a labrador
J: Oh dear. Did you eat breakfast?
E: I ate breakfast!! I still fainted. full on. one of the nurses caught me before I hit the floor
J: Oh, sweetheart. Are you alright?
E: I'm fine. they gave me a biscuit and sat me in the staff room. everyone said it happens to loads of people
J: It does. Your grandad fainted when your father was born. Hit his head on the hospital trolley. He had a bigger bruise than I had stitches
E: NANA 😂
J: True story. He told everyone he'd slipped
E: but now I don't know if I want to be a vet. I loved the animals but I don't think I can do the blood and stuff
J: You don't need to decide anything at fifteen. You like living things. There are a hundred jobs for people who like living things
E: that's true
J: What did you like best?
E: honestly, talking to the owners. and the vet nurse showed me the herb garden she keeps for the practice cat
J: A practice cat with its own herb garden. Now that's a workplace
E: how's the garden?
J: Overrun. The tomatoes are ripening in the greenhouse, and I have courgettes coming out of my ears. I've given eight to Dilip and he's started hiding when he sees me
E: make courgette chutney!!
J: Already on it. That can go in the book too
E: yesss. what about the show?
J: It's Saturday the 17th of August. I'm entering the sweet peas and a Victoria sponge. And this year I will beat Mavis Pritchard's sponge if it's the last thing I do
E: who is Mavis Pritchard
J: My nemesis. She's won the sponge category six years running. She uses shop-bought jam, Ellie. SHOP-BOUGHT
E: the scandal
J: I shan't say more
E: I'm rooting for you nana
J: Thank you, darling. And don't worry about the fainting. Ted would have been proud you went back in on Thursday
E: I did go back in! I just sat down for the next one
J: That's the spirit
"""),
dict(n=8, when="2024-08-19 20:10", shape="imessage", text="""
J: Ellie! News from the show on Saturday
E: TELL ME
J: First prize for my sweet peas! A red card and a little silver cup
E: NANAAAA 🏆🏆
J: The judge said the scent filled the whole marquee. Ted's Matucanas did it
E: that's so special. grandad would be so happy
J: I had a little weep in the car park, I don't mind telling you
E: and the sponge?
J: Third. Mavis Pritchard won. Again
E: noooo
J: With the shop-bought jam. The judge must have a cold
E: 😂 third is still great
J: Third is a start. Next year, Mavis
E: we're back from Cornwall btw!! we were in St Ives all last week
J: Lovely. Did you eat a proper pasty?
E: about six. and a cream tea every day. dad says jam first is the law in Cornwall
J: Your father is right for once
E: ALSO. I got a job!!
J: A job! At fifteen?
E: Saturday job at Crumb & Co, the bakery in Moseley. starting in September. I'll be on the counter but the owner said if I'm good she'll teach me bread
J: Oh Ellie. You'll love it. A bakery!
E: the owner's called Rosa and she makes a cardamom bun that I would die for
J: Careful, or you'll be writing the second recipe book
E: Kevin also produced 9 chillies!! nine!! I gave 3 to dad and he cried because they were so hot
J: Well done Kevin
E: how's the greenhouse?
J: More tomatoes than I know what to do with. I'm making passata. And the cucumber has gone mad
E: passata recipe for the book?
J: Go on then. It's only tomatoes and basil and patience
E: the patience again
J: It's in everything, love
"""),
dict(n=9, when="2024-09-15 15:45", shape="imessage", text="""
E: I survived my first shift!!
J: How did it go?
E: I had to be there at 6am!!! yesterday was the earliest I've been awake on a Saturday in my LIFE
J: Welcome to my world. I've been up at six since 1968
E: but it was so good. I did the counter, I learned the coffee machine, and Rosa let me shape some of the rolls at the end
J: And did you eat a cardamom bun?
E: two. staff perk
J: Naturally
E: I'm knackered though. I did my chemistry homework after and fell asleep on it
J: Year 11 already. Where does the time go
E: it's so intense. everyone keeps saying "this is the year that matters"
J: Every year matters. But try to sleep as well
E: ok the book. we need to talk about the title
J: Go on
E: so the working title is nice but my cousins did a poll on the family group chat and
J: And?
E: and you said last week you didn't want it named after you
J: I don't. It isn't my book, it's everyone's. Ada's, Ted's, Carol's, your mum's. I just wrote some of them down
E: so how about "Marsh Family Kitchen"?
J: Oh that's lovely. Yes. Marsh Family Kitchen
E: yay!! title is DECIDED
J: And you'll put your name on it as editor
E: nana!!
J: I insist
E: we're at 38 recipes now. I'm doing the layout in Canva and it looks so professional
J: I don't know what a canva is but I believe you
E: it's a website. I'll show you at photo day
J: Half term. I've already planned the menu
E: 😍
J: The damsons are ready, by the way. I made 9 jars of damson jam yesterday
E: put it in!!
J: It's already in the post to you
E: the recipe nana. for the book
J: Ah. Yes. That too
"""),
dict(n=10, when="2024-10-27 12:00", shape="imessage", text="""
E: nana thank you for yesterday!! I'm still full
J: It was a wonderful day. My kitchen has never been so busy
E: I've been going through the photos. we got 20 dishes!! the stew looks incredible
J: And the Welsh cakes?
E: the ones Bramble didn't steal
J: That dog. A whole Welsh cake off the cooling rack while you were setting up the lights
E: [photo: a border terrier with a Welsh cake in its mouth] I got him mid-crime. it's going in the book
J: It is not
E: it's going on the acknowledgements page. "Bramble, quality control"
J: Fine. He did earn it
E: also I got the printing quote from Print Shed in Shrewsbury
J: And?
E: £8.50 a copy for 15 copies. A5, hardback, full colour. so about £127
J: That seems very reasonable for what it is
E: they need the final files by the end of November
J: We'll manage that. I'll pay, before you argue
E: nanaaa
J: No arguing
E: how's the garden?
J: Putting it to bed. I've lifted the dahlias and wrapped them in newspaper in the shed. And I've planted the garlic. Plant on the shortest day, harvest on the longest, Ted used to say, but I'm early
E: wait what does that mean
J: Garlic goes in in winter, comes out in summer. I'm a bit early this year
E: ok that makes sense
E: mocks start on the 11th of November. I'm stressed
J: You'll be fine. What's first?
E: biology. at least it's the good one
J: Mr Okonkwo will be proud
E: he's promised Doris the tarantula can come to the exam hall
J: He has not
E: he has not
J: Revise, love. And send me that photo of Bramble, I'll pretend to be cross with him
"""),
dict(n=11, when="2024-11-17 18:30", shape="locomo", text="""
E: halfway through mocks
J: How are they going, love?
E: biology was good. I think. chemistry ok. maths was a disaster. there was a question about a cone and I just drew a sad face
J: You didn't
E: a small sad face. in the margin. I answered some of it
J: Maths was never a Marsh strength. Your grandad did the accounts with a pencil and a prayer
E: ok but BOOK NEWS
J: Go on
E: final count: 52 recipes!! the passata, the courgette chutney, the damson jam, all of it
J: Fifty-two! A recipe for every week of the year
E: OMG I didn't even plan that
J: Ada would say that's meant to be
E: also the cousins in Toronto want copies. and Uncle Phil wants two. so I asked Print Shed again and if we do 20 copies it's £7.20 each instead
J: So cheaper per book
E: yeah, £144 total for 20. I ordered them on Friday, they said about 3 weeks
J: I'll transfer you the money tonight. Don't argue
E: I wasn't going to argue this time
J: Good girl
E: how are you?
J: Cold. We had the first frost on Wednesday. I've wrapped the fig tree in fleece like a mummy
E: a fig mummy
J: And Cyril's gone into hibernation under the compost heap, I think
E: sleep well cyril
J: And the bakery? Are you still enjoying it?
E: I love it. Rosa's trusting me with the sourdough now. I feed the starter every Saturday. it's called Gerald
J: Everything has a name in your world. Kevin, Gerald
E: you named a hedgehog Cyril!!
J: That's different. Cyril's a gentleman
E: 😂 ok I have to revise physics
J: Good luck tomorrow, darling. Sleep well
E: night nana
"""),
dict(n=12, when="2024-12-07 13:15", shape="imessage", text="""
E: NANA THEY'RE HERE
E: [photo: two cardboard boxes of hardback books with sweet peas on the cover]
J: Oh my goodness. Oh, Ellie
E: they came yesterday after school. 20 of them in two boxes. they smell like new books
J: I'm looking at the photo and I've gone all wobbly
E: the cover with the sweet peas came out so well
J: It's beautiful. Ted would have had it framed
E: ok there's one tiny problem
J: Uh oh
E: in the Welsh cakes. it says "1 tablespoon of salt" instead of a pinch
J: Oh no! They'd be inedible!
E: I know!!! I must have typed it wrong back in February. mum spotted it on the first page she opened
J: Well. Ada would have laughed
E: I've printed little correction stickers. "a pinch of salt" in the same font. I'm going to stick them in all 20
J: A pinch of salt. Perhaps that's a lesson for us all
E: NANA 😂
J: Now, mock results?
E: got them back yesterday too. biology 8!!!! chemistry 7, maths 5
J: An 8! That's wonderful. And a 5 is a pass, don't you dare be sad about it
E: I'm not sad. mr okonkwo said I should think about biology at uni
E: and I've been thinking. after the vets thing. I really like plants. like, your greenhouse, Kevin, how soil works
J: Go on
E: so I think I want to do plant science. or botany. at uni. A-levels biology, chemistry and geography
J: Ellie, that's made my whole year
E: really?
J: Ted always said you had green fingers. You grew a chilli on a windowsill in Birmingham with no help at all
E: I had SOME help
J: Plant science. I'm telling everyone at the allotment
E: 😂 please don't make a speech
J: No promises
E: see you at Christmas! we're bringing the books
J: I can't wait. I'll bring the Welsh cakes
"""),
dict(n=13, when="2024-12-27 21:00", shape="imessage", text="""
J: Ellie, I've just got home. What a Christmas
E: best one ever. I'm still thinking about everyone opening the books
J: Your uncle Phil. I've never seen him cry. Not even at the football
E: he read the stew page and went completely silent and then just said "thirty years, Mum. THIRTY YEARS." and then he cried
J: Thirty years he's been guessing. I did warn you he'd take it hard
E: and the cousins in Toronto facetimed us to open theirs
J: The post did better than I expected
E: I made grandad's stew for boxing day!! from the book. first time
J: And?
E: dad had thirds. mum said it tasted exactly like yours
J: Then the book works. That's all I wanted
E: nana the book only exists because of you
J: Because of both of us. And Ada, and Ted
E: everyone keeps asking about a volume 2
J: Volume 2! I'm not sure I have another book's worth in me
E: we could do other people's recipes. Dilip's curry? Rosa's buns?
J: Dilip's dal is very good. I'd eat a book of that
E: let's do it!!
J: We'll see. Now, next year's garden. I've ordered seed potatoes and I want to try a melon in the greenhouse again
E: again? what happened to this year's
J: It was the size of a tennis ball. We don't speak of it
E: 😂 can I have my own corner of the allotment next year?
J: I was going to ask you. The bed by the shed is yours. Plant whatever you like
E: CHILLIES. and sweet peas. and maybe a pumpkin
J: We'll make a gardener of you yet
E: love you nana. thank you for the best Christmas
J: Love you more, darling. Night night x
"""),
]
