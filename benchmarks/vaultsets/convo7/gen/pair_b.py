# Pair B: Hattie Szabo (high-school chemistry teacher, Portland OR) and Leo Marchetti (software engineer turned
# coffee-cart owner, Denver CO). Same text format as pair_a.py.
SPEAKERS = {"H": "Hattie Szabo", "L": "Leo Marchetti"}
SHORT = {"H": "Hattie", "L": "Leo"}

TEXT = r"""
=== 01 2023-06-10 10:30
H: LEO. i am FREE
L: school's out?
H: last day was yesterday. 142 lab reports graded. i have ascended
L: congrats professor
H: teacher. i'm not a professor. yet. maybe
L: ooh what's the "yet"
H: i'll tell you another time. summer plans first: kayak, read, sleep, duolingo
L: still on the italian?
H: 212 day streak. the owl owns me
L: the owl owns everyone
H: how's Ledgerly
L: weird vibes. all hands on thursday, the CEO said "efficiency" 14 times. i counted
H: uh oh. efficiency is layoff code
L: that's what everyone's whispering. i'm trying not to think about it
H: what are you doing instead of thinking
L: building the table. the walnut dining table. it's in the garage in 40 pieces
H: the famous table. you've been building it since march
L: it's a journey. waffles supervises
H: how is the prince
L: ate a bee yesterday. fine. smug
H: corgis have no survival instinct
L: none. how are the cats
H: pickle the orange menace is sitting on my keyboard right now. moth is 14 and mostly sleeps in the bathroom sink
L: the sink?
H: it's cool in there. he's a genius
L: give them both a scritch from uncle leo
H: they don't know who you are
L: they will. one day

=== 02 2023-06-24 14:05
H: kayaking update. i've rented from the place at Sellwood three times now
L: and?
H: and i'm obsessed. i paddled to Ross Island last weekend and saw a bald eagle eat a fish right in front of me
L: nature is metal
H: i'm thinking of buying one. rentals are $45 a go, it adds up
L: do it. where would you store a kayak though
H: in the side yard under a tarp? my landlord said fine
L: then buy the kayak
H: ok enabler
L: so my gut is a mess. has been since like february
H: what kind of mess
L: bloated, tired, random stomach pain. i thought it was stress from work
H: leo
L: i know. i finally went to the doctor. they took a bunch of blood, doing tests
H: good. proud of you. men never go
L: i went!! i'm evolved
H: let me know what they say
L: family news: Nico got engaged!
H: your little brother?? the one with the mullet?
L: he doesn't have the mullet anymore. his fiancée Priscilla made him cut it
H: she's already a good influence
L: wedding's in january. chicago. and he asked me to be best man
H: aww leo! speech time
L: i'm terrified. i'm going to tell the story about the trampoline
H: you have to
L: i have to
H: january in chicago though. bring a coat
L: i'll bring three

=== 03 2023-07-08 09:00
H: I BOUGHT A KAYAK
L: yesss
H: drove to hood river last sunday and bought it off a windsurf guy named Dustin. $650
L: what kind
H: Wilderness Systems Tsunami, 16 feet, bright yellow. a few scratches, whatever
L: 16 feet!! how'd you get it home
H: roof racks and prayer. Dustin's teenage son helped me strap it on
L: does it have a name
H: "Lemon Bar"
L: perfect
H: took it out on the columbia on tuesday for the 4th. fireworks from the water
L: that sounds incredible
H: it was!!! anyway how are you. did the tests come back
L: yeah. i have celiac disease
H: oh leo
L: diagnosed on wednesday. the gastro doc called me in. so no more gluten. like ever
H: how are you feeling about it
L: half relieved it's not something worse, half grieving pizza
H: there's good gluten free pizza
L: there's ok gluten free pizza
H: fair
L: and beer. BEER hattie
H: cider? wine?
L: i'll become a cider guy. a cider man
H: you'll be fine. it explains so much though, the tiredness
L: yeah. doc says i'll feel way better in a few months
H: i'll find you recipes. the chemistry of gluten free baking is actually fascinating. xanthan gum
L: only you would find my disease fascinating
H: it's my love language

=== 04 2023-07-22 16:20
L: update from the gluten free frontier
H: report
L: found a dedicated gluten free bakery on Tennyson called Rise & Shine. their cinnamon rolls made me emotional
H: see! life goes on
L: also threw out my toaster. cross contamination. the wooden spoons too
H: rip spoons
L: the table's done btw!!
H: THE TABLE
L: [photo]
H: leo that's gorgeous. the grain!
L: walnut, live edge on one side. 7 feet. took 4 months
H: you should sell those
L: ha. maybe one day
H: my turn. i applied for department head
L: at ridgecrest?
H: yeah. chemistry department head. Mr. Pruitt is retiring after 31 years
L: you'd be great at that
H: interview's next thursday. with the principal and two people from the district
L: you'll crush it
H: and the "yet" thing from before. i've been looking at a PhD in chemistry education at Portland State
L: whoa
H: part-time. it's just an idea. i'm not sure i can do both
L: you don't have to decide now
H: no. but i think about it at 2am
L: that's when all decisions happen
H: true
L: how's lemon bar
H: took her to Scappoose Bay last weekend. saw a river otter
L: you're living in a nature documentary
H: i am. it's great

=== 05 2023-08-05 11:00
L: well. it happened
H: oh no
L: laid off. tuesday. me and 12% of the company
H: leo i'm so sorry
L: it was a 9 minute zoom. then my laptop logged me out mid sentence
H: that's brutal
L: 3 months severance at least. and health insurance through october
H: how are you feeling
L: honestly? weirdly light
H: light?
L: i've been unhappy there for a year. building payment dashboards for people i'll never meet
H: so what now
L: this is going to sound crazy
H: i love crazy
L: i want to start a coffee cart
H: LEO
L: i've been thinking about it for years. a mobile espresso cart. farmers markets, events, breweries
H: you do make excellent coffee. you made me that cortado in 2019 and i still think about it
L: the cortado!! exactly
H: do you know anything about running a business
L: no. but i know coffee and i can build things
H: that table says you can build things
L: anyway. how about you. department head news?
H: i GOT IT
L: WHAT. and you let me talk about myself
H: you got laid off!! you get the floor
L: congrats!! when do you start
H: the 28th, when the staff come back. kids start september 5th
L: head of chemistry. dr szabo vibes
H: not a doctor!!
L: yet
H: honestly, the PhD thing might have to wait now
L: makes sense

=== 06 2023-08-19 20:00
L: i have a name for the cart
H: tell me
L: Second Crack Coffee
H: is that a drug reference
L: it's a roasting term!! second crack is when the beans pop again, darker roast
H: a little bit drug reference
L: a tiny bit
H: i love it
L: i've written a business plan. 23 pages. i'm looking at used concession trailers
H: what's the budget
L: around 10k for the trailer, 5k for the machine, plus permits. severance covers most of it
H: gulp
L: gulp indeed
L: also we're going to moab! camping. sept 8 to 11 with Dani and Marcus
H: ooh. arches?
L: arches and canyonlands. waffles is staying with my neighbor Rosa
H: waffles would hate the desert. his legs are 4 inches long
L: he'd be a hot dog. literally
H: lol
H: i have to go to tucson in september
L: your dad?
H: yeah. he's finally getting the knee replacement. september 20th
L: about time. he's been limping since i've known him
H: 20 years of "it's fine". it's not fine
L: how long will you go
H: long weekend. fly down on the 19th, back the 24th. my sister Greta's doing the week after
L: good. he'll be grumpy
H: he'll be SO grumpy. he's a terrible patient
L: bring him some puzzles
H: he does 2000 piece jigsaws of lighthouses. like a psychopath

=== 07 2023-09-02 13:15
H: first week as department head survived
L: how was it
H: the fume hood in room 214 failed inspection and i had to tell a 60 year old physics teacher he can't use the room
L: drama
H: he called me "young lady". i'm 41
L: lol. hope you fixed his attitude
H: i filed a maintenance ticket. that's the same thing in schools
L: i bought a trailer!!!!
H: WHAT
L: 2015 concession trailer, 6 by 10 feet. $9,500. from a guy in Colorado Springs who used to sell kettle corn
H: does it smell like kettle corn
L: it smells SO much like kettle corn
H: amazing
L: i'm gutting the inside and building a walnut counter myself. leftover walnut from the table
H: full circle
L: moab's moved btw
H: oh no
L: Dani's car broke down, transmission. so we're going the weekend after. 15th to 18th
H: still arches?
L: yeah, we got new timed entry tickets for the 16th. delicate arch at sunrise hopefully
H: bring a headlamp
L: yes mom
H: i'm just saying
L: you're right. i'll bring a headlamp
H: italian update: duolingo says i'm "intermediate". the owl lies
L: the owl is a liar
H: i want to do an actual class. with humans
L: do it
H: the community college has a thursday evening one starting in october. i might

=== 08 2023-09-19 18:40
L: back from moab! got in yesterday
H: welcome back desert rat! how was it
L: unbelievable. delicate arch at sunrise. it was freezing and then suddenly not
H: did you bring the headlamp
L: i brought the headlamp. you were right. it was pitch black on the trail
H: i'm always right
L: and we did the Fiery Furnace ranger hike. squeezing through cracks. marcus got stuck
H: hahaha
L: and i ate a lot of gluten free camp food which is mostly rice
H: rice is fine
L: rice is fine. i had dreams about bagels
H: poor thing
H: i'm flying to tucson tomorrow. the hospital moved dad's surgery to thursday the 21st
L: good luck to your dad!
H: thanks. he's being very brave about it in the way that means he's scared
L: classic dad
H: ALSO. i met someone
L: OH?
H: at trivia night. last tuesday. at the Lucky Ferret
L: details
H: Sam. they're a park ranger. Oregon State Parks, out at Tryon Creek
H: they were on the rival team. they knew the atomic number of tungsten
L: a chemist's dream
H: 74!! they knew it was 74!!
L: marry them
H: it was one drink. we're getting dinner when i'm back from tucson
L: i'm happy for you. you've been single since the pottery guy
H: don't mention the pottery guy
L: the pottery guy who cried about his kiln
H: LEO

=== 09 2023-09-30 12:30
H: back from tucson. dad's new knee is in
L: how'd it go
H: really well. surgeon was happy. he was up with a walker by friday afternoon
L: already?
H: they get you up fast now. he hated it. he called the physical therapist "the warden"
L: lol
H: i stayed 4 days and cooked him about 20 freezer meals. greta's there now
L: you're a good daughter
H: i'm a tired daughter. it was 104 degrees. in september
L: tucson is the surface of the sun
H: and sam and i had our dinner!! and then a second date, we took lemon bar and a rental out on the willamette
L: a kayak date! that's serious
H: they're very good at paddling. annoyingly good
L: of course, ranger
H: i like them. it's early. i like them
L: i like that you like them
L: ok so. espresso machine
H: you found one?
L: a 2-group La Marzocco Linea. used, from a café in Boulder that closed. $4,800
H: is that a good deal
L: it's a very good deal. new ones are like 15k
H: do you need a generator for that
L: yes. that's the next problem. they eat power. i'm looking at a propane generator or plugging into the market's shore power
H: science. i love it
L: the trailer's coming along. counter's in. it smells 60% walnut 40% kettle corn now
H: progress

=== 10 2023-10-14 09:45
L: worst week
H: what happened
L: waffles ate a sock. wednesday night
H: OH NO
L: he was throwing up all thursday morning, x-ray showed it stuck in his intestine. emergency surgery
H: is he ok??
L: he's ok. he's home. wearing a cone and looking betrayed
H: poor baby
L: $2,300
H: OUCH
L: right when i'm spending every dollar on the cart. the universe has jokes
H: whose sock
L: mine. a wool hiking sock from moab
H: the desert got its revenge
L: it did
H: is he eating
L: boiled chicken and rice. he thinks it's christmas
H: give him a gentle pat
L: will do
H: italian news: i signed up for the class! thursdays 6:30 at Portland Community College, Sylvania campus
L: yay humans
H: the teacher is Signora Ferraro. she's from Bologna and very intense
L: good intense or scary intense
H: both. she made us introduce ourselves and talk about our favorite food. i said "formaggio" and she said "quale formaggio" and i panicked
L: what did you say
H: "cheddar"
L: hattie
H: i KNOW. and i'm lactose intolerant, i don't even eat cheddar
L: that's the funniest thing
H: she looked so disappointed. like i'd insulted her whole family

=== 11 2023-10-28 17:00
L: i got the health permit!!!
H: YESSS
L: Denver county. passed inspection on thursday. the inspector said my sink setup was "textbook"
H: you should frame that
L: i'm going to frame that
H: when's launch day
L: november 11th. at the Highlands winter farmers market. saturday mornings
H: i'm so excited. what's on the menu
L: espresso stuff, drip, a couple signatures. i'm working on a cardamom maple latte
H: that sounds amazing
L: it's good. it's really good. i've had 6 today. i can see sounds
H: lol
H: halloween is tuesday. i'm dressing as Marie Curie
L: radioactive queen
H: lab coat and a little jar of green glow sticks. the kids will get it. maybe
L: the chem nerds will
H: sam's coming to the school fall festival to do a bear safety talk. in full ranger uniform
L: that's adorable
H: they're adorable. it's going well
H: how's the sock survivor
L: cone's off! he's back to eating bees
H: incorrigible
L: completely

=== 12 2023-11-13 20:30
L: LAUNCH DAY RECAP
H: tell me everything!!
L: saturday. 140 drinks. sold out of oat milk by 10:30
H: 140!!
L: the cardamom maple latte was the hit. i'm calling it "The Slow Burn"
H: love that
L: my mom drove up from Pueblo and cried at the window
H: moms
L: dani worked the register. marcus took photos. waffles sat in a little bed by the trailer and got more attention than the coffee
H: waffles is the marketing department
L: he has a real future
H: i'm so proud of you. from layoff to launch in 3 months
L: 102 days. i counted
H: sorry, my news is sadder
L: oh no
H: moth is sick. the vet diagnosed him with hyperthyroidism on friday
L: oh hattie. is it treatable?
H: yes. pills twice a day. methimazole. he's lost 2 pounds which is a lot for a cat
L: poor old man
H: he's 14, it's really common in older cats. the vet was reassuring. we recheck his levels in 4 weeks
L: how's he taking the pills
H: i hide them in pill pockets. chicken flavor. pickle tries to steal them
L: of course she does
H: she's a menace
L: give moth a gentle scritch from me
H: i will

=== 13 2023-11-26 15:00
H: happy thanksgiving (late)! how was yours
L: good! went down to my parents in Pueblo. mom made a full gluten free spread. even the stuffing
H: your mom is a saint
L: she called the celiac foundation for advice. she made a binder
H: a binder!!
L: you?
H: i hosted! sam, renata from school, and my neighbor Mrs. Abernathy who is 80 and told filthy stories
L: the best kind of guest
H: turkey came out great. i did dairy free mashed potatoes with olive oil since milk wrecks me. nobody noticed
L: chemistry
H: chemistry
H: i made a decision btw
L: ooh
H: no PhD. not now anyway
L: how come
H: department head is a lot more than i thought. budget meetings, scheduling, observing new teachers. a phd on top would kill me
L: that seems wise
H: it felt sad but right. maybe in 5 years
L: the door's not closed
H: exactly. and i want to actually have a life. like travel
L: travel where
H: italy. spring break. april. i want to test my italian on real italians
L: yes!! rome?
H: probably rome. colosseum, the whole thing
L: the cart's good btw. saturday markets are steady. my back is not
H: your back?
L: lifting the generator in and out. 120 pounds. i think i tweaked something
H: get a dolly. or physical therapy
L: i'll get a dolly
H: and PT
L: and... maybe PT

=== 14 2023-12-10 11:15
H: change of italy plans
L: no rome?
H: no rome. bologna! signora ferraro got talking after class and basically staged an intervention
L: lol what did she say
H: "rome is for tourists, bologna is for eating." she's from there so she's biased. but she gave me a list of restaurants
H: and it's cheaper and it's a quick train to florence. i'll do a day trip
L: that sounds way better honestly
H: they have a food market and cooking schools. i want to do a pasta class
L: tortellini!
H: TORTELLINI
L: i will be living through you. i can't eat any of that
H: i'll eat some for you
L: going with sam?
H: sam can't get time off in april, it's their busy season. so solo. which i'm kind of excited about
L: solo travel is great
L: cart news: winter's brutal at the outdoor market. my fingers froze on saturday
H: oh no
L: so we're moving! Tall Pines Brewing in Lakewood offered me a spot inside their taproom. wednesday to sunday
H: ooh. indoor coffee
L: indoor coffee. and people who've been drinking beer want coffee at 4pm. it's a whole market
H: very smart
L: starting this wednesday
H: how's your back
L: i got the dolly
H: and PT?
L: ... i got the dolly
H: LEO

=== 15 2023-12-30 19:00
H: merry late christmas! how was it
L: quiet. worked the brewery christmas eve, then mom and dad came up. waffles got a new squeaky bagel
H: a gluten free bagel i hope
L: it's polyester. very gluten free
H: lol
L: you?
H: christmas in portland, greta came up from sacramento with her kids. pickle knocked the tree over twice
L: twice!
H: she climbed it like a mountain. ornaments everywhere. moth didn't even wake up
L: how is moth
H: good news! his thyroid levels are normal now. he's gained a pound back
L: yay moth!!
H: the pills work. he's even back to sleeping in the sink
L: a return to form
L: big plan for next year btw
H: tell me
L: japan. march. me and my college buddy Theo. tokyo, kyoto, maybe osaka. two weeks
H: leo!! you've wanted that forever
L: since i was 12 and played too much zelda
H: have you booked?
L: not yet. looking at flights. it's expensive but i think i deserve it after this year
H: you do
H: i'm booking bologna next week. april 5th to 14th probably
L: we're both going to be international people
H: global citizens
L: ok what are your new year's resolutions
H: read 30 books. kayak once a month even in winter. stop saying "quick question" in emails
L: those are good. mine are: floss. and go to PT
H: FINALLY
L: i made an appointment!! january 9th
H: i'm so proud

=== 16 2024-01-15 10:00
L: the wedding!!!
H: how was it!!
L: saturday. chicago. it was -10 degrees. my face froze to my face
H: lol
L: but it was beautiful. Nico cried, Priscilla cried, her whole family cried. very crying-forward family
H: and the speech??
L: the trampoline story killed. priscilla's grandma laughed so hard she had to sit down
H: i knew it
L: and they made me a separate gluten free cake. a tiny one. with my name on it
H: that's love
L: that's love
H: i booked bologna!!! april 5 to 14. $1,140 round trip through amsterdam
L: YES
H: i booked an apartment near Piazza Santo Stefano. and the tortellini class on the 8th
L: amazing. who's watching the cats
H: mrs. abernathy next door. she'll do moth's pills. she's very excited, she made a chart
L: she's the best
H: how's your back, Mr PT
L: PT is going well! my therapist says my hips are "very tight" which feels personal
H: everyone's hips are tight
L: i'm doing bridges. i do them at the brewery between orders
H: professional
L: extremely

=== 17 2024-01-31 21:00
L: i've cancelled japan
H: NO. why
L: the grinder died. the big one. a Mazzer. replacement is $2,900
H: oh no
L: and january is dead. nobody drinks coffee at a brewery in january apparently. the dry january people don't even come in
H: that's rough
L: so japan's off. i can't spend 5k on a trip right now. theo's going anyway with his girlfriend
H: i'm sorry leo
L: it's fine. ok it's not fine. but it's responsible
H: could you do something smaller?
L: actually yes. i'm thinking a road trip in march. santa fe. drive down with waffles. 6 hours
H: waffles on a road trip!!
L: he loves the car. he sits in the passenger seat like a little man
H: that sounds honestly perfect
L: green chile everywhere. and meow wolf
H: the trippy art place
L: the trippy art place
H: my news is sad-ish
L: oh?
H: sam got a job in John Day. eastern oregon. supervisor at a state park out there
L: that's far
H: 5 hours. they start in march
L: what does that mean for you two
H: we're "talking about it". which means neither of us knows
L: i'm sorry hattie
H: it's ok. i'm happy for them. it's a big job
L: you can be both
H: i'm being both

=== 18 2024-02-18 14:30
H: sam and i broke up
L: oh hattie. when
H: last weekend. it was really mutual. long distance just isn't for either of us
L: are you ok
H: yeah. sad but ok. we cried, we got tacos, we hugged
L: that's the most mature breakup i've ever heard of
H: i know. it's almost annoying
L: do you want distraction or sympathy
H: distraction
L: ok. i was in Westword!!
H: WHAT
L: their winter "best new coffee" roundup. second crack got a paragraph. they called the slow burn "a warm hug in a cup"
H: LEO
L: and sales are way up since. people come in with the article on their phone
H: i'm framing that one for you
L: so i hired someone. my first employee. her name's Juniper, she used to work at a café in RiNo
H: you're a boss!!
L: i'm a boss. i had to learn payroll. it's terrifying
H: more terrifying than the layoff zoom
L: different terrifying
H: i took lemon bar out yesterday with my friend Renata. first paddle of the year. freezing but gorgeous
L: in february??
H: dry suit! resolution: kayak once a month
L: you're stubborn
H: i'm consistent
L: same thing
H: when's santa fe
L: march 10 to 13. waffles has a bandana for the occasion
H: of course he does

=== 19 2024-03-16 10:30
L: back from santa fe!! got home wednesday
H: how was it!!
L: perfect. meow wolf was insane. i went through a fridge into another dimension
H: lol normal santa fe stuff
L: and i ate green chile on everything. the gluten free options were great, so much corn
H: corn is your friend
L: corn is my best friend. waffles met a lot of tourists. someone asked if they could photograph him for instagram
H: a star
L: he has 3 fans in new mexico now
H: my turn: packing for bologna. 3 weeks!
L: nervous?
H: excited. signora ferraro gave me a final exam last thursday and said my italian is "accettabile"
L: that's like an A+ from her
H: it's a huge compliment from her. she gave me her cousin's number. he runs a bookshop near the university
L: look at you with contacts
H: mrs abernathy has a laminated schedule for the cats now. moth's pills 8am and 8pm
L: laminated!
H: she bought a laminator for it
L: incredible
H: also. i've been thinking about summer. a kayak trip. the San Juan Islands, with greta, in july
L: orcas!!
H: orcas hopefully. sea kayaking for real, with a guide the first day
L: you've become an outdoors person. 2022 hattie would not recognize you
H: 2022 hattie went on walks
L: ok fair

=== 20 2024-04-20 13:00
H: ciao leo
L: CIAO. you're back!
H: got back on sunday. jetlag has destroyed me
L: tell me everything
H: bologna is the best city in the world. the porticoes, the towers, the FOOD
L: the tortellini class?
H: i made 70 tortellini by hand. an old lady called Nonna Rina slapped my hand for folding them wrong
L: lol authentic
H: and i took lactase pills and ate all the parmigiano. it was worth it
L: brave
H: i went to signora ferraro's cousin's bookshop. he gave me a book of poems and refused to take money
L: that's lovely
H: and the florence day trip. i left my sunglasses at the uffizi cafe. sacrifice to the art gods
L: they needed them more
H: and i spoke italian the whole time!! ordering, directions, even a conversation with a taxi driver about football
L: hattie!! that's the dream
H: the duolingo owl is proud. over 500 days
L: so proud
L: my news: i'm looking at a real space. a tiny shop in RiNo
H: a brick and mortar!!!
L: it's tiny. like 400 square feet. they want me to sign by june. i'd open in the fall
H: keeping the cart?
L: keeping the cart for markets. juniper would run the shop mornings
H: you've come so far since the layoff
L: i know. sometimes i think about those payment dashboards and i shudder
H: walnut counter again?
L: definitely. i've got some walnut left. just enough
H: full circle again
"""
