"""Three long rambling journal entries (1.5-2k words each)."""

JOURNALS = {}

JOURNALS["journal/2024-10-27_sunday_ramble.md"] = """# Sunday night ramble -- Oct 27, 2024

Kenji's asleep, Mochi keeps walking across the keyboard, and there are forty-two Chem 20S lab reports on the couch beside me that I am very deliberately not marking. So, brain dump instead. Marking is a Monday-morning-with-coffee activity anyway. That's my story.

**Weather.** First real snow came Tuesday, the kind that doesn't stay but makes everyone drive like it's their first winter on earth. I got the winter tires on the week before, for once in my life ahead of schedule, and I felt smug for about six hours until I realized I'd left my good toque at school. Kenji's toque situation is worse: he has lost two already and it's October. I'm going to start writing his name in them with a Sharpie and then also writing "PLEASE RETURN TO KENJI" like it's a lost dog poster.

**The basement.** Three and a half months since the flood. It still catches me off guard when I go down to do laundry -- the bottom two feet of drywall cut off in that neat line the restoration guys did, the bare concrete where the carpet was, studs showing like ribs. The family room looks like a skeleton of itself. The smell is mostly gone, except near the stairs, which I am choosing not to think about until after report cards. Luc's contract is signed and the deposit is gone from my account (ouch) and he starts in January, which feels both very far away and like a thing I am not at all ready for. He sent me a little list of decisions I need to make before then -- flooring, paint, closet doors, whether I want a shower in the washroom -- and I've been staring at it for two weeks like it's a grade 12 equilibrium problem.

The insurance side is slow. "Still in review" is apparently the phrase of the season. I followed up at the start of the month, got a very nice, very empty email back. My sister says I should "escalate", which is easy to say from Calgary. I'll give it until December.

The backup pump went in at the start of September and I sleep better. That is not an exaggeration. The first big rain after the flood I was up at 3 am with a flashlight staring into the pit like it owed me money. Now there's a little box with a green light and I trust the green light. Mom came over to let the plumber in that morning and then reorganized my entire spice drawer "while she was waiting". I found the cumin in the tea cupboard a week later.

**Curling.** Season started October 1 and I am so happy to be back on the ice. Dana is skipping again and she calls a bold game -- she will always, always try the double -- and Rob is the calm one holding the broom at the other end. Priti throws the most beautiful draw weight I've ever seen at a club level. We lost our first game 6-4 to Team Hrynchuk (they're all retired and they practice three times a week, it's not fair) and then beat Sinclair in the second week.

I've said this before and I'll say it again: I love playing second. I throw hits, I sweep until my shoulders burn, and I don't have to think about the whole house and what the other skip is going to do three shots from now. Dana asked if I'd ever want to try vice and I laughed in her face, nicely. I spend all day making decisions for 120 teenagers. On Tuesday night I want someone to point at a rock and say "take that out" and I want to take it out. That's the whole appeal.

Tuesday also works perfectly with the custody schedule this fall -- Graham has Kenji Tuesdays and Thursdays, so curling night is guilt-free. Graham and I are in a decent place right now. He's been on time for every pickup, which shouldn't be a big deal but after the last two years it is. Kenji seems to be fine going back and forth, though he told me on Thursday that "Dad's house has better cereal", which, fair.

**Kenji.** Grade 4 is going well. Ms. Fontaine is wonderful and has a bearded dragon named Gary who Kenji talks about like a coworker. "Gary was very sleepy today." He's deep in a volcano phase -- every drawing is a volcano, the Lego is volcanoes, he wants to be a volcano for Halloween. Not a volcanologist, a volcano. So we are making a volcano costume out of a lampshade frame and brown felt and I have promised LED lava. I don't know how to do LED lava. Tom says he has some fairy lights and a battery pack in the physics storeroom, so that's Tuesday's problem. Actually Wednesday's, Tuesday is curling.

He's also been asking about obaachan's house in Transcona and why she has "so many little bowls". That's Mom. Every dish gets its own little bowl. I grew up thinking that was normal.

**Thanksgiving** was at Mom's on the 14th. She made turkey AND chawanmushi because she couldn't decide, and there was enough food for twenty people and there were six of us. Emi called in on video from Calgary and Mom held the phone over every single dish so Emi could "see" them. Kenji said itadakimasu very loudly before eating, which made Mom so happy she gave him a second slice of pie on the spot. I'm going to teach him gochisousama deshita next. The long game.

Mom's knee is bothering her again. She won't see the doctor until "after the holidays", which in Mom-language means never. I'll book it for her and then just tell her it's booked. That's the only way.

**School.** Olympiad tryouts are done. Nineteen kids at the interest meeting, a solid group of fifteen who actually came to all three tryout sessions, and I had to cut down to a competition squad, which I hate. The cuts were brutal -- there's a grade 9 girl who is going to be amazing in two years and I told her that and I hope she believes me. Priya is captain. She's the most organized teenager I have ever met, including myself as a teenager, which is a low bar but still. Tom is co-coaching again and doing all the build events because I can't be trusted with a glue gun.

Department stuff: we have a new head of science this year, Mr. Lindqvist, who is very nice and very keen on "data-informed practice", which so far means a lot of spreadsheets. The consumables budget got cut again so I'm rationing methanol like it's wartime. The fire demo got three kids to sign up for olympiad last year; I need to do it earlier this time.

Marking: behind. Obviously. The lab reports on the couch are going to sit there until tomorrow. I have a new rule where I don't mark after 9 pm because I get mean, and I don't want to be the teacher who writes "no." in the margin.

**Emi** is planning for us to come out for spring break. She has a whole itinerary already -- mountains, the dinosaur museum, a hot spring, "a real Calgary brunch" (what is a Calgary brunch? It's just brunch). Kenji has been told about the dinosaur museum and has not stopped talking about it, so that's decided, whether or not the budget agrees.

**Money.** The deposit for the reno plus the plumber plus replacing the freezer plus the rentals -- I'm not loving my bank account. Insurance will cover some of it eventually and the City subsidy will cover some of the backwater valve, but "eventually" is doing a lot of work in that sentence. I made a spreadsheet. I'm not looking at the spreadsheet. That's a kind of progress.

**Random stuff that's bugging me:**
- The coffee maker is making a noise like it's thinking about dying.
- The car has a squeak from the front left when I turn right. Rob says it's a sway bar link and it's nothing. Rob says everything is nothing.
- I need a new broom head before January, the current one is shedding fibres all over the sheet and Dana keeps giving me the look.
- Haven't read a single book for fun since August. Priti keeps recommending me one, says I'll cry. I'll get to it. Probably over Christmas.
- Kenji's dentist appointment needs to be booked for the spring. Put it somewhere I'll see it.
- Graham's mom's birthday is in November. Card + photo, done.

**Feelings section**, since nobody reads this. I'm tired in a way that isn't quite about sleep. The flood knocked something loose -- not in a dramatic way, just this low hum of "what else is going to break". The house, my back, the budget, the coffee maker. But the ice is good. Tuesday nights are good. Kenji in a volcano costume is going to be very good. Mom is annoying and wonderful. Emi is three time zones away in spirit and one in reality. I have good colleagues. The kids in Chem 20S are funny this year. I'm okay.

Okay. Bed. Lab reports tomorrow. Coffee first.
"""

JOURNALS["journal/2025-01-26_winter_brain_dump.md"] = """# Winter brain dump, Jan 26 2025

Minus 38 with the windchill this morning. Minus thirty-eight. The kind of cold where your nose hairs freeze on the first breath and the snow squeaks. The car didn't start Thursday even though I had it plugged in -- turned out the block heater cord had a crack in it, and the neighbour (Mr. Gunnarson, hero) boosted me in his housecoat and parka. I bought a new cord at lunch. Kenji thinks it's hilarious that cars need to be "plugged in like a phone". I had to explain that yes, in Winnipeg, cars have tails.

**Reno, week three.** Luc's crew started on the 6th and the house has been a dust snow globe ever since. Marco and Dev are lovely, very tidy, very quiet, and they listen to a French-language country station all day, which I have grown to enjoy against my will. Demo took four days. They ripped out the last of the old carpet pad from under the stairs -- so THAT was the smell -- and hauled everything away. The plumber came as Luc's sub and put in the backwater valve and a proper pit liner. Then framing, insulation, vapour barrier. It looks like a room again! Skeleton with skin on.

Luc says he's still on track for March 21. I say "knock wood" every time he says it and he looks at me like I'm strange. We went through the decision list at the walkthrough:
- Flooring: we're doing carpet down there. Berber, the colour is literally called "Oatmeal". It's cozy and it's a family room, and Kenji wants to lie on the floor and build Lego, and I want to lie on the floor and watch terrible movies. Decided in December. Ordering in February.
- Paint: "Cloud Cover", which is grey pretending to be white.
- Pot lights: yes, eight of them, on dimmers. That's a change order. Everything is a change order.
- Washroom: I'm still going back and forth on the shower. Leaning no. It's a lot of money to break up more slab for a shower that gets used when Emi visits twice a year. I'm going to sit down and actually do the math this week instead of just vibing about it.

The insurance adjuster finally said the building portion is "approved in principle" back in December, which means nothing has been paid but I'm allowed to hope. The City approved... no, the City hasn't answered yet either. Everyone is approving in principle. I'm approving in principle of a glass of wine tonight.

**Curling.** Terrible news: Dana slipped on the ice in the parkade walking in on the 14th and hurt her wrist. It's a bad sprain, not broken, thank God, but she's out for at least a month. Rob is skipping until she's back and honestly he's good at it -- calmer than Dana, less likely to go for the impossible double. We got a spare from the club list to fill in, and she's great, plays third normally, very chatty, fits right in. We lost the first game without Dana and won the next one. The energy's different. Dana is in the Discord sending heart emojis and giving remote strategy advice, which Rob is ignoring politely.

There was a brief, horrible moment where Rob asked if I wanted to "try calling a few ends" and I think my face answered for me.

**Kenji.** The schedule changed again with Graham's new job rotation: Mondays and Wednesdays now instead of Tue/Thu. It's fine, it's just one more thing to remember. The bigger change is Mom now takes Kenji on Tuesday nights during curling, and they have a whole ritual -- tamagoyaki, a movie, and she lets him stay up till 9:30 which I'm pretending I don't know about. She's so happy about it. I think she was lonelier this fall than she let on.

Hockey skills is Monday nights now, which is Graham's night, which means Graham is on hockey bag duty. The hockey bag, as a physical object, has achieved a kind of quantum state where it is always at the other house. I've made Kenji a checklist. He has decorated the checklist with volcanoes. The bag is still at the wrong house.

New Year's at Mom's was lovely. She did the full osechi -- kuromame, datemaki, the kamaboko, the little shrimp -- and we had ozoni on the first with mochi that Kenji ate an alarming amount of. Graham dropped Kenji off on the 1st for lunch even though technically it was his day, which was decent of him. Mom made him take a plate home.

**Marking season.** Semester one exams are done and I am buried. Chem 30S exam marking is the worst part of January. I mark with the green Pilot G2, the 0.7, always -- never red, the kids flinch at red pen and then they don't read the comment, they just see the blood. Green feels like "here's a note" instead of "here's a wound". I buy them by the box of twelve and I still somehow run out. I'm fairly sure Tom steals them. Tom denies it.

**Olympiad.** Regionals are coming up fast. Less than a month. Priya and Fatima are crushing the Chem Lab practice sets. The build events are a mess: the bridge kids are struggling -- Owen has a job now at the grocery store on weekends and Liam's a grade 10 who keeps redesigning instead of building. Tom is tearing his hair out. We might have to make a hard call later in the season, but for regionals we'll bring whatever they've got. I asked ChatGPT to make me a set of practice problems at a grade 11 level and they were honestly decent, with a couple of mistakes I made the kids find, which turned into the best lesson of the week.

**School in general.** Semester two starts Monday. New Chem 20S section, which means a whole new batch of names to learn. Mr. Lindqvist wants everyone to submit "learning targets" in a shared document by Friday. I will be submitting learning targets. I will be a team player.

**Emi** texted about spring break -- we're booked, Kenji and I fly out on the 22nd of March. I need a house sitter. Ingrid next door (Mr. Gunnarson's daughter, she's in first year at university now) might do it. She's very responsible and Mochi likes her, which is the real test.

**Mochi** has decided the reno is a personal attack. She sits at the top of the basement stairs every morning at 8:05 when the crew arrives and growls, a low continuous growl, like a tiny lawnmower. Dev has started saying "bonjour Mochi" to her and she has started to tolerate Dev, which is more than she has ever done for Graham. She sleeps on the heating vent in the hall all day and then at night she walks across my face at 3 am to make sure I'm still alive. Winter cat behaviour. I put a second blanket on the couch for her and she ignores it and sits on the lab binder instead.

**TV and books**: nothing. I've started four shows and finished zero. I fall asleep twenty minutes into anything. Priti's novel is on my nightstand with a bookmark on page twelve, where it has been since Christmas. Priti asks about it every Tuesday. I lie. I'm a liar now.

**The sister report**: Emi called Sunday and we talked for an hour and a half, mostly about Mom and a little about her new job, which she likes, and her landlord, who she does not. She's convinced I'm working too much. She's right but she doesn't have to say it in that voice. She's sending Kenji a dinosaur book for no reason, which is very Emi. She also wants to "do something big" for Mom's 70th in June, and I said yes before I knew what it was, which is also very me.

**Graham**: mostly fine. We had the co-parenting check-in on Zoom on the 15th, just the two of us this time, no mediator, and it was civil and even a little bit warm. He's trying. The new job is hard on him, lots of nights. I'm trying to be gracious about the schedule changing again. Kenji told him about Mom's Tuesday tamagoyaki and Graham said "your obaachan's tamagoyaki is the best in the city," and that made me like him more than I have in a while.

**Things I'm grateful for, January edition** (I'm trying this, my therapist-who-is-actually-a-podcast says it helps):
- Block heaters, when the cord isn't cracked
- Mr. Gunnarson and his housecoat
- Mom's tamagoyaki Tuesdays
- Rob stepping up
- The grade 11s who laughed at my molar mass joke
- Marco and Dev vacuuming every day before they leave
- Green pens

**Things I'm worried about:**
- Money. Always.
- Whether I'll actually have a finished basement by spring or whether Luc's "March 21" is the first of many dates.
- Dana's wrist, and whether she'll be the same on the ice.
- Mom's knee (the appointment is booked -- I told her after, as planned, and she was only a little bit mad).
- Kenji growing out of his skates mid-season. Size 2 is already tight.

I watched a documentary about glaciers last night and cried at a glacier. That's where I'm at. January in Winnipeg. Everyone's a little bit feral by now.

Okay. It's 10:40. I told myself no marking after nine. I've been writing instead, which I'm counting as self-care. Tomorrow: marking, laundry (upstairs sink, the basement laundry is under plastic), email Tom about the regionals bus, and buy more green pens.
"""

JOURNALS["journal/2025-04-27_spring_ramble.md"] = """# Spring, finally -- April 27, 2025

The snow is gone except for the grey crusty piles at the edges of the parking lots that will somehow last until June. The river's high but not scary-high this year. And the sump pump has been running every few minutes for three weeks straight, and every time I hear it kick on I feel this little flash of gratitude instead of panic. It works. The backup's green light is on. I check it every night anyway. I'll probably check it every night for the rest of my life.

**The basement** is, against all odds, starting to look like a place humans could live. Drywall is done, mudded, sanded, primed. The Wi-Fi still doesn't reach down there, so Marco hotspots off his phone. The dust has reached parts of the house I didn't know existed -- I found drywall dust inside a closed kitchen drawer. How?! The electrical inspection finally passed this week, after being bumped once by the City, and Luc did a little fist pump in the driveway which I loved. I signed the second change order (the window well cover and a quieter washroom fan -- I'm a middle-aged woman who cares about fan decibels now). Luc has given me a new completion date, which I am writing nowhere because I no longer believe in completion dates as a concept. I believe in Luc, who is honest and apologetic and works hard. I do not believe in drywall suppliers.

The flooring saga I refuse to talk about even in my own journal. Let's just say it's settled and I'm at peace with it and Kenji has been promised a very large rug.

**Spring break in Calgary** was wonderful. Emi had the itinerary planned to the minute and we followed about half of it, which she said was a personal best for me. The mountains -- I forget, every time, what mountains do to you. Kenji stood at a lookout in Banff and just said "whoa" about eleven times. We did the dinosaur museum in Drumheller, which is the single greatest day of his life so far according to him, and he has added dinosaurs to his volcano obsession, so now we have volcanoes that erupt ON dinosaurs. Emi and I stayed up late two nights talking about Mom. She's worried about the house -- Mom's place is getting old and Mom won't hear about it -- and we agreed we need to have a real conversation about it, together, in person, carefully. After the birthday.

Ingrid house-sat and the house was cleaner when I got back than when I left. Mochi was in a good mood, which has never happened in recorded history. I'm giving Ingrid a very good thank-you card and a gift card.

**Curling** is over for the year. The year-end banquet was a blast -- Priti won "most improved", which was hilarious because she's been the best player on our team for three years, and the committee clearly just ran out of categories. Dana moved to Calgary in March for the new job. I'm happy for her and also I miss her a lot; it was a weird, fast goodbye, her last game was a regular Tuesday and we didn't even win. We got her a broom with everyone's signatures. The skip question for next season got settled in the Discord and, thank all the gods, it is not me. I stayed right where I belong.

I also missed the spring bonspiel because of Calgary, and the spare who covered me apparently played lights-out. I'm trying not to feel replaced. (I'm fine.)

**Kenji** -- Graham's rotation changed AGAIN, third time this school year. New days started this week and honestly it's a better fit for everyone, including Mom, who has lost her Tuesday nights now that curling's done anyway and is very dramatic about it. Kenji is handling it all better than the adults. He says "it's just a calendar, Mom" which is both wise and annoying. We also have a new handover spot which involves hot chocolate, so he's a fan.

Swimming lessons restart next month and he's moving up a level, which he's very proud of. Summer camp is sorted too, finally -- he wants to know if there will be volcanoes. There will not be volcanoes. There might be frogs.

**Provincials!!** A month out. The team qualified at regionals with a second-place finish overall and a first in Chem Lab, and I am SO proud of Priya and Fatima. We made the call on which event to drop for provincials -- a hard conversation with two of the boys, who took it better than I expected and honestly seemed relieved. Tom handled it beautifully. I'm handling the logistics, which means forms, forms, forms. Permission forms, medical forms, bus forms. There is a form to request a form, I'm almost sure.

I have to write sub plans for the Friday. Whoever covers will get my grade 11s at their most chaotic, which is late May, right before exams, when the sun is out and none of them want to be inside. I'm going to leave them something with actual chemistry in it though. I refuse to leave a word search.

**School in general.** Grad is coming up fast. Two of my olympiad seniors got into engineering and one into nursing and I cried in the staff room, briefly, into a muffin. Mr. Lindqvist has moved on from spreadsheets to "learning walks", where he walks into my class with a clipboard. I have started narrating my lessons slightly more enthusiastically when he's there. Tom has noticed and mocks me.

The fume hood in 214 is still broken. The lab is still closed. I'm teaching titrations in a regular classroom with plastic bins and a prayer. I'm told it'll be fixed by June. I have heard that before, in a basement.

**Mom's 70th** is coming up. Emi's organizing the dinner; I'm on gift duty. I have a plan and a deadline and I keep not doing it. Adding it to the list, again, with more stars.

**This weekend**: Saturday was the first patio day. Priti, Rob and I met for a post-season drink on Corydon and it was strange without Dana, and strange without brooms. We talked about everything except curling for about ten minutes and then talked about curling for two hours. Rob is already planning a summer "dryland training" schedule, which nobody is going to follow. Sunday I did the yard: raked the dead grass, found three of Kenji's mitts under the snow line by the fence (one matching pair! a record), and a hockey puck, and a Pokemon card that has been through a Winnipeg winter and looks it.

**Garden**: tomato seedlings on every windowsill. Kenji named each one. There's one called Lava. Of course there is. The basil is already leggy. The chives survived the winter, as chives always do, the cockroaches of herbs.

**Mom's knee**: the follow-up was good, the physio exercises are helping, and she is doing them, which is a miracle. She now demonstrates them for anyone who visits. She demonstrated them for Luc. Luc was very kind about it. She also sent him home with onigiri, so now Luc asks about her every time he comes by, and I think she's decided he's her favourite contractor, a category of one.

**Mochi** survived the reno by spending most of April on top of the fridge, glaring. She's come back down now that the crew is mostly upstairs doing trim and the saws have stopped. She's taken to sitting on the new basement stairs, where the carpet runner used to be, as if guarding it. I'm going to get her a little cat bed down there once the floor's in. She will ignore it.

**School tidbits**: a grade 10 asked me last week whether "moles are real or just a teacher thing", and I've been thinking about it ever since, because honestly -- fair question. I made it the bell-ringer the next day and the discussion was the best twenty minutes of the week. Someone's going to be a philosopher. Tom and I have started having lunch together on Wednesdays to plan olympiad stuff and it has turned into mostly complaining about the photocopier, which has a new code system nobody understands.

**Reading**: finally, FINALLY started the curling novel Priti's been pushing on me since October. She was right, I cried at chapter six. I'm reading it in the bath like a Victorian invalid.

**Random list:**
- Car needs its summer tires on. Booked? No. Book it.
- The coffee maker died in February. The new one is fine. It doesn't make the dying noise. I miss the dying noise a little.
- Kenji's passport is expiring this summer. Need to start the renewal, which requires Graham, a guarantor, new photos, and the patience of a saint.
- Kenji's dentist thing -- it's in the calendar, bring the insurance card this time.
- Owe Rob money for the bonspiel. I think? Check the Discord.
- Call Mom about the knee follow-up.

**Feelings section.** The year feels like it's coming up for air. Last July I stood in two inches of dirty water at 1 am with a wet-vac and thought, this is it, this is the year everything breaks. And a lot of things did break. But the basement's almost done, the team made provincials, Kenji is happy at both houses, the pump works, the ice season was good, and there are tomato seedlings named Lava on my windowsill. It's okay. It's more than okay.

It's 9:15. No marking tonight -- it's Sunday and I'm a person. Bed soon. Tomorrow: sub plans, bus form, call Mom.
"""
