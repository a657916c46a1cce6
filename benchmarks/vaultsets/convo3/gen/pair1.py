# Pair 1: cousins Wren Adair (Ashcombe) and Callum Reyes (Sundvik, later Elmhavn).
# Each session: (started, format, text). Format a/b/c as described in README.
# Lines are "W: ..." or "C: ...".

FOLDER = "wren_callum"
SPEAKERS = {"W": "Wren", "C": "Callum"}

SESSIONS = [
("2024-02-11T20:14:00", "a", """
W: Happy belated new year, cousin. I know it's February. I'm a terrible person.
C: Ha, you're forgiven. I've been rubbish too. How's Ashcombe? Still raining sideways?
W: Always. But the real storm is at work. Hollis & Vane got sold in January and the new owner is a man called Gareth Pym who says "synergy" unironically.
C: Oh no. What's he done?
W: He's swapped the butter in the croissants for margarine to save money. MARGARINE, Callum. I've been laminating that dough by hand for five years.
C: That's a crime. Can you not just refuse?
W: I tried. He showed me a spreadsheet. Apparently butter is "a legacy cost".
C: I'm so sorry. You could always start your own place, you know. People would follow your croissants anywhere.
W: With what money? I've got about four hundred quid in savings and a sourdough starter called Doris.
C: Doris is an asset. Put her on the business plan.
W: Anyway, enough about my woes. What's new in Sundvik?
C: It snowed again last week, properly, like up to the knees. The trams stopped for a day. But the big news is I've started bouldering.
W: You? Climbing walls? You used to get dizzy on the top bunk at Nana's.
C: I've grown as a person. There's a gym near the shipyard called The Crimp Shed and Anders from work dragged me along. I'm hooked. My forearms have never hurt so much.
W: Send a video. I need proof.
C: Absolutely not, I look like a starfish falling off a fridge.
W: Ha! How's Freya?
C: She's good, drowning in rehearsals for the school concert. Thirty kids with recorders, she comes home twitching. Her birthday's on the 3rd of March and I'm getting her a hand-thrown teapot from a potter in the old town. She keeps breaking ours.
W: Cute. Speaking of birthdays, Mum says Nana Bea is turning 90 in October and she wants "a proper do". Can you imagine.
C: Ninety! Count me in. I'll fly over whatever happens.
W: Good, because you're her favourite and she'll never forgive either of us if you miss it.
C: I'm not her favourite. She just likes that I eat everything she cooks.
W: That's exactly how you become the favourite. Right, I'm up at 4 for the ovens. Night!
C: Night, Wren. Stand firm on the butter.
"""),

("2024-02-27T21:05:00", "b", """
W: Random question. Do you think I could handle a dog?
C: You keep a sourdough starter alive. Dogs are basically the same but louder.
W: I went to a place on Saturday called Second Lap Greyhound Rescue. They rehome retired racing greyhounds. I may have fallen in love with about six of them.
C: Greyhounds are supposed to be super lazy, right? Like 40mph couch potatoes.
W: Exactly that. The woman there said they sleep twenty hours a day. Which is more than me.
C: What about your landlord? Didn't he go funny about the plant pots on the stairs?
W: I asked already. He'll allow a dog if I pay an extra £200 on the deposit. Which is annoying but fine.
C: Then I say do it. You've wanted a dog since we were kids. Remember you tried to adopt the Hendersons' collie by feeding it ham through the fence?
W: I stand by that. He was clearly neglected. Of ham.
C: Ha. Okay, my news: I got up my first V3 today. Anders filmed it, so I do actually have proof this time.
W: I have no idea what V3 means but I'm proud of you.
C: It means I'm slightly less bad. The grades go up to like V17 and those people are basically spiders.
W: Are you still sore all the time?
C: My fingers are. Everyone at The Crimp Shed tapes their fingers like boxers, so I've started doing that too.
W: You're becoming a whole personality.
C: Also I've been reading a great book, The Salt Road by Ida Fennimore. It's about a woman who walks the old salt trade route alone. I think you'd love it.
W: Add it to the pile. My bedside table is just cookbooks and guilt.
C: I'll post you my copy when I'm done. Freya says I read it out loud in my sleep.
W: Deal. Right, Pilot - I mean, the dog I haven't adopted yet -
C: You've already named one?!
W: There's a brindle boy there called Pilot. He leaned his whole body on my legs. It's over, Callum. I'm done for.
"""),

("2024-03-16T18:30:00", "c", """
W: He's home!!! Pilot is officially mine.
C: YES. Photos immediately.
W: Sent four. He's four years old and he's brindle with a white chest, and he's currently asleep upside down on my sofa with his legs in the air.
C: That is the most undignified sleeping position I have ever seen. I love him.
W: The adoption fee was £150 which includes his jabs and a very ugly fleece coat he's now refusing to wear.
C: How's he settling?
W: He's terrified of the stairs up to my flat. He's never seen stairs before, because racing kennels are all flat. I have to carry half of him and coax the other half with cheese.
C: Poor lad. He'll learn. How many flights?
W: Two. He's 31 kilos. My back is finished.
C: Worth it.
W: Totally. How was Freya's birthday? Did the teapot survive?
C: The teapot survived and she loved it. We went for dinner at Kolbeinn's, the fish place down by the harbour. I had the smoked halibut and she had mussels. Then the waiter brought out a cake with sparklers and she was mortified.
W: Good. Everyone should be mortified on their birthday.
C: Less fun news: our landlord is putting the rent up by 12% from May.
W: Ouch. Is that normal there?
C: It's normal in Sundvik lately, everyone's complaining. Freya and I have started talking about buying somewhere further out. Her school's on the north side anyway.
W: Buying! Look at you, a proper adult.
C: Don't. I still eat cereal for dinner at least twice a week.
W: Same. Anyway Pilot just sighed in his sleep and I might cry.
C: Give him a scratch from his uncle Callum.
W: Cousin-uncle. Uncle-cousin. Whatever. He says woof.
"""),

("2024-04-02T19:50:00", "a", """
C: Happy Easter Monday! Or whatever it is there. Did you get any time off?
W: Ha, no. Gareth had me doing hot cross buns till Saturday night. And now he's cut my hours from 40 to 32 because "Easter is done".
C: That's ridiculous. Are you okay for money?
W: I'll manage. Actually I've used the spare time to sign up for something. A pottery class.
C: No way. Where?
W: A little studio in the old tannery called Kilnhouse Studio. Thursday evenings, eight weeks, £180. I've wanted to try the wheel forever.
C: You'll be amazing. You're good with your hands. Remember the gingerbread cathedral?
W: That cathedral collapsed, Callum.
C: Only the spire. The rest was structurally sound.
W: How's the climbing going?
C: Not great, honestly. I did something to my finger last Tuesday. Ring finger, left hand. Heard a pop on a crimpy hold and it swelled right up.
W: Oh no! Did you see someone?
C: A physio. She says it's a pulley strain, basically a tendon thing. No climbing for at least six weeks and lots of boring rubber band exercises.
W: Six weeks! You'll go mad.
C: I'm already mad. Anders keeps sending me videos of him sending my project.
W: That's cruel. Block him.
C: I've muted him. It's not the same.
W: Pilot is doing better with the stairs by the way. He does the first flight by himself now and then looks at me like "carry the rest please".
C: Clever lad. Knows the union rules.
W: He also stole a whole baguette off the counter yesterday. Greyhounds can reach EVERYTHING.
C: Ha. Put it on the tall shelf. Oh wait, he's a greyhound. There is no tall shelf.
"""),

("2024-04-21T20:40:00", "b", """
W: Update from the pottery front. I made a mug.
C: Photo?
W: Sent. Before you say anything, yes it leans. The teacher called it "expressive". I've named it the Leaning Tower.
C: It's beautiful. It looks like it's trying to leave.
W: It holds tea, that's all that matters. Also I've done something slightly reckless.
C: Adopted a second greyhound?
W: No! I applied for a job. Head pastry chef at the Cordwain Hotel. It's the big posh one by the river with the glass ballroom.
C: WREN. That's brilliant. When did you decide this?
W: About four minutes after Gareth told me the new croissants were "fine, customers can't tell". I can tell. I can always tell.
C: Do they know you're applying?
W: God no. If I don't get it I'll just quietly keep suffering.
C: You'll get it. Fingers crossed. Except my ring finger, which is still in a splint.
W: How is it?
C: Getting there. Anyway, Freya and I went house hunting yesterday. There's a little town called Elmhavn about forty minutes north by train. Lakes, pine trees, one bakery. Way cheaper than Sundvik.
W: One bakery! Tell them I'm available.
C: Ha. We saw a yellow house on Brekke Lane that looked perfect in the photos and smelled like a swamp in real life. The basement had a puddle with a frog in it.
W: A FROG.
C: A live frog. Freya named him Gunnar. We did not make an offer.
W: Fair. Are there other houses?
C: A couple more next weekend. There's a red timber one on Ostervik Road that Freya's obsessed with. It has a sauna in the garden.
W: Of course it does. You'll become one of those people who rolls in the snow.
C: That's the dream.
"""),

("2024-05-09T21:15:00", "c", """
W: I had the interview today. At the Cordwain.
C: And?? How did it go?
W: It was two parts. A chat with the head chef, Matthias Oduya, and then a tasting. I had two hours in their kitchen to make two desserts.
C: What did you make?
W: My cardamom plum tart, because it's my best thing, and a rye chocolate cookie with sea salt because I wanted something a bit casual. Matthias ate the whole cookie and then asked for another one.
C: That's a good sign. That's a very good sign.
W: He also asked what I'd do with the afternoon tea menu and I talked for about ten minutes straight. I might have said "the scones are a disgrace" out loud.
C: Bold. Correct, probably.
W: They said they'd let me know within two weeks. I'm going to be unbearable until then.
C: You're always unbearable. Did you tell Gareth?
W: I told him I had a dentist appointment. Anyway, have you heard about Nana?
C: No? What happened?
W: She fell in the garden on Sunday. She was trying to cut back the hydrangea standing on a wobbly stool, of course. She's broken her left wrist.
C: Oh no. Is she okay otherwise?
W: She's fine, furious mostly. She's in a cast for six weeks. Mum's staying with her a few nights. Nana says the worst part is she can't do her jigsaws properly.
C: I'll call her tomorrow. At least it's not her hip.
W: That's what the doctor said. How's your finger?
C: Physio says it's healing nicely. But honestly I'm not sure I'm going back to bouldering. I've been going sea swimming with Freya's club instead and I kind of love it.
W: In that water? Isn't it freezing?
C: Ten degrees. Feels like being punched by the ocean. The club's called the Walruses, they're mostly retired teachers and they are completely unhinged. I fit right in.
W: I'm so proud and so concerned.
"""),

("2024-05-26T17:05:00", "a", """
W: CALLUM.
C: What? Is it Nana?
W: No, Nana's fine. I GOT THE JOB.
C: AAAAH! The Cordwain?! Wren!!!
W: Matthias called this morning. Head pastry chef. I start on the 1st of July.
C: I knew it. I'm so happy for you. What about money, is it better?
W: So much better. £34,500, which is basically seven thousand more than Hollis & Vane. And proper holidays. And a kitchen bigger than my whole flat.
C: You deserve every penny. Have you told Gareth?
W: Handing in my notice tomorrow. I'm going to be very professional and then I'm going to scream into a bag of flour.
C: Perfect plan. Okay we need to celebrate. Actually, come visit! You've never been to Sundvik.
W: I was going to say the same. I could come before the hotel gets crazy, or in late summer?
C: How about end of August? We could do the Tarnfell ridge hike. It's a two-day walk with a hut in the middle, the views are insane.
W: I'm in. Maybe 22nd to the 29th of August? I'll ask Matthias when I start.
C: Perfect. Also, news on our end. We put an offer on the red house on Ostervik Road. The one with the sauna.
W: No way! Did they accept?
C: We find out this week. The sellers are an old couple moving to be near their grandkids, they seemed to like us. Freya played their piano during the viewing, which I think helped.
W: Strategic. Who's going to look after Pilot when I come? Mum, probably.
C: Bring him! He can do the ridge.
W: He can barely do my stairs. Mum will have him. She secretly loves him, she bought him a squeaky hedgehog.
C: Ha. Okay, go celebrate. Open something fizzy.
W: Already did. Pilot's had a celebratory sausage.
"""),

("2024-06-14T22:10:00", "b", """
C: Well, it's official. Offer accepted on the Ostervik Road house! We move on the 3rd of August.
W: Callum!! A house! With a sauna!
C: A sauna and a very questionable septic tank, but yes. Freya's already measuring for curtains.
W: I'm so happy for you both. Is it far from your work?
C: Forty minutes on the train to Sundvik and then a ten-minute walk to the shipyard. I'll get loads of reading done.
W: Did you finish The Salt Road? You said you'd post it.
C: I did and I forgot to post it. It's in a box somewhere now. I'll send it after the move, I promise.
W: Sure you will. My news: two weeks left at Hollis & Vane. Gareth tried to counter-offer.
C: What did he offer?
W: An extra pound an hour and "more creative freedom". I asked if the creative freedom included butter and he went quiet.
C: Ha! So you said no.
W: I said no. Very politely. Then I went home and did a little dance in the kitchen.
C: As you should.
W: Pottery finished last Thursday. Eight weeks and I made: one leaning mug, two bowls, and a thing that was supposed to be a vase.
C: Supposed to be?
W: It's an ashtray now. I don't smoke. I keep keys in it.
C: Are you signing up for more?
W: I think so. There's an autumn term. I love being covered in mud and not thinking about work.
C: How's Pilot?
W: Obsessed with Fenner's Green, the park at the end of my road. He's decided squirrels are his life's purpose. He's never caught one and never will.
C: Greyhound vs squirrel. I'd watch that on TV.
"""),

("2024-07-08T21:45:00", "c", """
W: First week at the Cordwain done. I'm alive. Barely.
C: How was it? Tell me everything.
W: The kitchen is enormous. Matthias is intense but fair. And I've got a team! Two people, Lottie and Sanjay. Lottie is 19 and terrifyingly good at tempering chocolate, Sanjay used to work on cruise ships and knows every trick.
C: A team! You're a boss now.
W: I'm a boss who burned the first batch of madeleines on Tuesday in front of everyone. But yes.
C: Everyone burns the madeleines. That's a known thing.
W: It's not. But thank you. Bad news though, and you're going to hate it.
C: Uh oh.
W: I can't take leave in August. The hotel has a wedding every single Saturday through August and half of September, and I'm doing all the cakes. Matthias said nobody in pastry takes time off in wedding season. So Sundvik in August is off. I'm so sorry.
C: Ah, that's a shame. But it's fine, honestly. It's your first month. Could you do October instead?
W: October should be okay. Maybe mid-October?
C: The ridge might be snowy by then though. The hut closes at the end of September.
W: Forget the ridge. We could do something cosier.
C: Freya's uncle has a cabin on a lake about an hour from Elmhavn. No electricity, wood stove, very romantic, lots of spiders. We could do a cabin weekend instead.
W: Spiders and a wood stove. I'm in.
C: Let's pencil it in. I'll check dates with Freya.
W: How's the move prep?
C: Chaos. Freya's piano is the main problem. It weighs as much as a small car.
W: What about the bouldering? Are you back?
C: No, I think I'm done with it. Cancelled my Crimp Shed membership last week. Swimming's my thing now. The Walruses gave me a membership badge with a walrus in a bobble hat.
W: That's adorable. Wear it with pride.
"""),

("2024-07-30T20:20:00", "a", """
C: Four days until the move. Our flat is just boxes. I'm eating dinner off a box right now.
W: Living the dream. Did you sort the piano?
C: We hired movers, Fjord & Sons, specifically for the piano. They're three brothers and a dad. The dad is about seventy and apparently he does the lifting.
W: Of course he does. How much?
C: Don't ask. Let's just say Freya's paying for the piano part.
W: Fair. Okay I have a confession.
C: Go on.
W: I've quit pottery. I didn't sign up for the autumn term. The hotel shifts are all over the place and I'd miss half the classes anyway. I gave my place to my neighbour Odile.
C: Ah, that's a shame. You seemed to really enjoy it.
W: I did. But honestly I'm covered in sugar twelve hours a day, I don't need to be covered in clay as well. Maybe one day.
C: The Leaning Tower will live on.
W: It's my pen pot now. Also, Nana's cast came off last week! She's doing physio and complaining about it loudly.
C: That's the spirit. I spoke to her on Sunday, she told me her physio is "a child with a clipboard".
W: She said the same to me. Oh, and Mum's been planning the 90th. It's going to be on Saturday the 19th of October, at the Quill & Anchor function room.
C: The 19th of October. Hm. That's right around when you were going to come here.
W: I know. I was just thinking that. Ugh.
C: Let's not decide now. I've got enough on with boxes. Can we figure it out after the move?
W: Deal. Good luck with the move. Tell the seventy-year-old dad to lift with his knees.
C: He'll probably tell me the same.
"""),

("2024-08-18T19:00:00", "b", """
C: Greetings from Ostervik Road! We're in. Sort of. Half the boxes are still in the hall.
W: Yay! How was moving day?
C: The piano survived. The dad from Fjord & Sons carried one end up the steps while smoking a pipe. I've never been so impressed by anyone.
W: Legend. How's the commute?
C: Honestly lovely. Forty minutes on the train, I've started reading again. And on Sundays I swim with the Walruses. There's a lake down the road from the house too, so I've been doing short dips before work.
W: Before WORK? Who are you?
C: The water's about 14 degrees now, it's practically a bath. How's the hotel?
W: Wedding madness. Last weekend I made a four-tier lemon and elderflower cake for 180 guests. I had to drive it across the car park at two miles an hour.
C: Did it survive?
W: It survived. I nearly didn't. But also, poor Pilot had a bad week.
C: Oh no, what happened?
W: He cut his paw pad on broken glass at Fenner's Green. Blood everywhere, he was so brave about it though. Had to take him to Moorgate Vets, Dr. Anand stitched it.
C: Poor boy. Is he okay now?
W: He's in a little boot and a cone. He looks like a sad astronaut. The bill was £340 though, which hurt more than the paw.
C: Oof. Do you have insurance?
W: I do, but there's a £100 excess and they take ages. I'll get some back eventually.
C: Give him a kiss from me. Oh, I finally posted The Salt Road by the way. It should get there next week.
W: A miracle! I'll read it on my days off. Whenever those are.
C: Hopefully October?
W: About that... we still need to talk about October.
"""),

("2024-09-05T20:50:00", "c", """
W: Okay, October. Let's figure it out.
C: Yes. Right. So, Nana's party is the 19th.
W: And I'd assumed I'd fly to you around the 12th. But honestly, flying out and back and then the party straight after, with my rota? I don't think I can do both.
C: I've been thinking the same. And Freya and I are flying over for the party anyway. How about we just see each other there, and you come to us in the spring instead? When it's light and the cabin spiders are hibernating.
W: That makes so much more sense. Spring, definitely. I'm sad about the cabin though.
C: The cabin will still be there. The spiders too.
W: Okay. So party plan: it's a Saturday afternoon, 2 till 6 at the Quill & Anchor. Mum's doing a buffet, Uncle Desmond is doing "a few words", God help us.
C: A few words from Desmond is a minimum of 20 minutes.
W: And I'm doing the cake, obviously.
C: What are you making?
W: Nana's favourite. Coffee and walnut. She says every other cake is "showing off".
C: Ha! That's her. Can I help with anything?
W: Bring Freya, bring your best shirt, and maybe a photo of Nana from when she was young for the slideshow. Mum's collecting them.
C: I've got one of her on a motorbike in the sixties. Grandad's motorbike.
W: Nana on a motorbike?! I need to see this.
C: Sending it now. Also, slightly worrying news at work. The shipyard lost a big contract with one of the ferry companies. There's talk of cuts.
W: Oh no. Are you at risk?
C: Don't know yet. They'll tell us by the end of the month. I'm keeping calm.
W: Keep me posted. And keep swimming, it's cheaper than therapy.
"""),

("2024-09-29T21:30:00", "a", """
C: So, work news. The shipyard is cutting twenty jobs. I'm not one of them.
W: Oh thank god.
C: But they're moving the rest of us to rotating night shifts from November. Which I'm not thrilled about with the commute.
W: That sounds awful. Are you going to stay?
C: I've started looking. There's a company called Nordvind Offshore that maintains the wind farms out at sea. They're hiring mechanical technicians. The money's good but it's two weeks on a boat, two weeks off.
W: Two weeks on a boat! What would Freya say?
C: She actually said go for it. Two weeks off at a time means I'd be home properly. I sent the application on Friday.
W: Good luck. Okay, my news: the Courier wrote about me!
C: The Ashcombe Courier?!
W: The very same. The hotel launched the new autumn tasting menu and their food writer came. She called my burnt honey custard with sea buckthorn "the best thing I ate this year".
C: WREN. Frame it.
W: Mum has already framed it. Twice. One for her and one for Nana.
C: Of course. Hey, can I tell you something secret?
W: Always.
C: I've bought a ring. I'm going to propose to Freya when we're in Ashcombe for the party.
W: WHAT. CALLUM. OH MY GOD.
C: Don't tell anyone! Especially not your mum. She'll tell Nana and Nana will tell the entire Quill & Anchor.
W: My lips are sealed. Where? When? How?
C: I'm thinking the morning after the party, on the beach at Gull Point. Where we used to build those massive sandcastles.
W: I'm going to cry. Pilot says he'll keep the secret too.
"""),

("2024-10-22T12:15:00", "b", """
W: Still recovering from the weekend. What a party.
C: Same. I think I'm still full of cake.
W: Nana ate two slices and then told me it was "adequate". That's the highest praise she's ever given anything.
C: She told me privately it was the best cake she's had since 1974.
W: What happened in 1974??
C: No idea. She wouldn't say.
W: And Desmond's speech. Twenty-six minutes. I timed it.
C: He did a whole section about the history of the family greenhouse.
W: The best part was Nana dancing with you to the jukebox. Everyone was filming.
C: She leads. She's surprisingly strong.
W: So... the beach. Tell me EVERYTHING from your side.
C: Well. We went down early on Sunday, it was freezing and windy, and I was so nervous I nearly dropped the ring in the sand. I got down on one knee and a wave soaked my trousers right up to the hip.
W: Ha! And she said yes. Obviously. I saw the ring at lunch.
C: She said yes before I'd finished the question. Then we went to the café on the promenade and had bacon rolls.
W: The most romantic breakfast. Have you thought about when?
C: We're thinking June next year. Freya wants a summer wedding by the water, back home near Elmhavn.
W: June! That's so soon. Nana wants to come, by the way. She told me she's "not dying before that wedding".
C: She'll outlive us all.
W: Any news from Nordvind?
C: I've got a second interview next week. Video call, and then they want to see if I get seasick, apparently. There's a day out on the boat.
W: Take ginger biscuits. Trust me.
"""),

("2024-11-10T19:40:00", "c", """
C: I got it! Nordvind offered me the job.
W: Callum! Congratulations!! When do you start?
C: The 6th of January. Two weeks offshore, two weeks home. Turbine maintenance, mostly gearboxes and hydraulics.
W: Did you survive the boat day?
C: I survived. One of the other candidates was sick over the side within ten minutes. I ate your ginger biscuits the whole time.
W: Told you. Are you nervous about the safety stuff though? Climbing turbines in the sea sounds terrifying.
C: There's a huge amount of training first. Sea survival, first aid, working at height. I have to jump into a pool in a survival suit and flip a life raft.
W: Well, you are a Walrus now.
C: Exactly. Freya's relieved I'll only have to do two months of those night shifts.
W: And wedding plans?
C: We've found a venue! Skarholm barn, it's an old farm on the fjord about twenty minutes from us. Long tables, fairy lights, all that. We've put a deposit down for the 14th of June.
W: It sounds perfect.
C: Which brings me to a question. Freya and I would really love it if you made the wedding cake.
W: Are you serious? Yes! Yes, of course. I'd be honoured.
C: You'd have to bake it in our kitchen though, which has an oven from the 1980s.
W: I've worked with worse. Hollis & Vane's oven had a door held shut with a wooden spoon.
C: Ha. And how's the hotel?
W: Christmas is already starting. We're doing mince pies from next week. Matthias wants 600 a week. My piping hand is already complaining.
C: Complaining how?
W: Just a bit achy. It's nothing.
"""),

("2024-11-28T22:30:00", "a", """
W: So the achy hand was not nothing.
C: Uh oh. What did they say?
W: The GP says it's tendonitis in my right wrist. De Quervain's, something. Too much repetitive piping and whisking. I've got a splint and I'm meant to rest it.
C: Rest it? In December? At a hotel?
W: That's what I said. Matthias has been good about it though. Lottie and Sanjay are doing most of the piping and I'm doing the bossing around.
C: Delegation. Very executive of you.
W: I'm also doing physio exercises with a tin of beans. How's your life?
C: The boiler died. Of course it did, it's November and it's minus four.
W: Oh no!! Are you freezing?
C: We slept in the sauna one night. Not even joking. It was actually quite nice, very warm, a bit cramped.
W: That's the most Callum thing I've ever heard.
C: New boiler is in now. It cost 21,000 kroner, which is about £1,500. The house savings are crying.
W: Ouch. Right before a wedding too.
C: Don't remind me. Freya's making spreadsheets.
W: What about the Christmas plans? Are you two staying in Elmhavn?
C: We're going to Freya's parents on Lysøy, it's an island about three hours north. Her mum makes about seven kinds of cookies and they all have names I can't pronounce.
W: Send me recipes. Professional interest.
C: I'll steal them. What about you?
W: Working Christmas Day. The hotel does a lunch for 250 people. I'll have Christmas with Mum and Pilot on Boxing Day.
C: Pilot's first Christmas with you!
W: I've bought him a stocking. It has a squeaky turkey in it. Don't tell him.
"""),

("2024-12-15T18:10:00", "b", """
C: Bad news on the wedding front.
W: Oh no, what?
C: Skarholm barn double-booked us. Someone else had the 14th of June in their paper diary and never put it in the computer. They had it first.
W: You're kidding. Can they do another day?
C: The first free Saturday is the 6th of September. So that's the new date. 6 September 2025.
W: Honestly, September by the fjord sounds gorgeous. Maybe less hot for the cake.
C: That's what Freya said once she stopped crying. The light's nicer too. Nana's already been told and says that gives her "more time to buy a hat".
W: Ha. It's wedding season at the hotel in September though. I'll talk to Matthias early and beg.
C: If anyone can bully Matthias into it, it's you.
W: I'll bribe him with the rye cookies. He's weak for those.
C: How's the wrist?
W: Better. The physio says two more weeks in the splint and then slowly back to normal. I've been icing it with a bag of frozen peas called Gerald.
C: Why is it called Gerald?
W: Why not. Also I finished The Salt Road!
C: And??
W: I loved it. The ending where she reaches the coast and burns her map? I cried on the bus.
C: Right?! I told you.
W: You did. Next one's on me. I'm sending you a cookbook, obviously.
C: I'll only read the pictures.
"""),

("2025-01-04T14:00:00", "c", """
W: Happy new year, cousin! How was Lysøy?
C: Cold, cosy, ate too much. Freya's dad made me go ice fishing at 6am. We caught nothing and drank coffee out of a flask with something strong in it.
W: Sounds perfect. My New Year's Eve was 300 chocolate domes for the hotel gala. Each one with a gold leaf star on top. My eyes are still crossed.
C: How's the wrist holding up?
W: Splint's off. A bit stiff, but okay. I'm being careful. Sanjay has taken over the macarons for now.
C: Good. Listen to the physio. You've got a wedding cake to make.
W: Don't worry. So, big question: when are you off on Monday?
C: The crew transfer leaves Sundvik harbour at 7am. I've packed thermal layers, three books and a whole bag of ginger biscuits.
W: I'm so proud of you. Are you nervous?
C: A bit. Mostly about sharing a cabin with someone who snores.
W: Bring earplugs. Now, speaking of boats, I've booked my spring visit!
C: Really? When?
W: 12th to 19th of April. Flights were £212 return, which I'm told is a steal.
C: Yes!! I'll be on my two weeks off then, I checked the rota. We'll do the cabin.
W: The cabin with the spiders?
C: Freya's uncle says the spiders are asleep until May. Probably.
W: Probably. Great. Also Pilot will stay with Mum again. She's basically his second owner now.
C: Ha. He has the best life.
W: He has a better social life than me. He goes to Mum's dog walking group on Wednesdays.
"""),

("2025-01-19T20:30:00", "a", """
C: Back on dry land! First rotation done.
W: Welcome back! How was it? Were you sick?
C: The first two days were rough. Properly green. Then my body just sort of gave up complaining. By the end I was eating fried fish for breakfast in a swell.
W: Disgusting. Proud of you. And the actual work?
C: I love it. Climbing a turbine tower at sunrise with the sea all around is unreal. There's a guy on the crew everyone calls Big Henrik who's about two metres tall and knits in his bunk.
W: I love Big Henrik already.
C: He made me a hat. It's orange. I look like a traffic cone.
W: Send a photo.
C: No.
W: Fine. I have news too. Matthias is leaving the Cordwain.
C: Oh no, I thought you liked him?
W: I do! He's opening his own place in the spring. But the owners are opening a sister restaurant next to the hotel called Ember Row, and they've asked me to run pastry for both.
C: Wren! That's huge. Are you going to do it?
W: I'm thinking about it. It'd mean a bigger team and more money, but also twice the menus. And my wrist's only just recovered.
C: What does your gut say?
W: My gut says yes. My wrist says "are you insane".
C: Listen to the gut. But negotiate help. At least one more pastry person.
W: That's smart. I'll ask for two and settle for one.
C: That's the Nana Bea way.
"""),

("2025-02-02T16:45:00", "b", """
W: I said yes to Ember Row.
C: Yes! Congratulations, Head of Pastry!
W: Executive pastry chef, thank you very much. The salary's £38,000 and they're hiring one more pastry cook. I asked for two, got one, exactly as planned.
C: The Nana Bea way works.
W: It always works. I start the new role on the 1st of March. Matthias has his leaving do the week before.
C: What will you make for his leaving do?
W: A giant tray of the rye chocolate cookies. It's how I got the job, it's only right.
C: Full circle. That's lovely.
W: How's wedding planning going?
C: Freya found her dress. I'm not allowed to know anything about it except that it "has pockets".
W: Pockets are essential. Have you decided on the cake flavours? I need to start testing.
C: Freya wants something with cardamom, because it's very Scandinavian and also because you made that plum tart at your interview and I wouldn't shut up about it.
W: Cardamom and plum layers with a brown butter buttercream? Real butter. Obviously.
C: Obviously. Not margarine.
W: Never margarine. Gareth Pym could never.
C: Speaking of which, did you hear what happened to Hollis & Vane?
W: I heard! It's closing at the end of the month. Turned out people could tell the difference after all.
C: Justice for butter.
W: Justice for butter. Anyway, Nana called me yesterday to ask if I'd bought my wedding hat yet. It's seven months away.
C: She called me too. She's bought hers. It has a feather.
W: Of course it does.
"""),
]
