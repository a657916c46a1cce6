"""Pair 3: Lola Ruiz (high-school physics teacher, 41) and Gene Baptiste (retired machinist, 67),
members of the Heartland Stargazers club in Peoria, Illinois. Aug 2023 - Apr 2024.
They build an 8-inch f/6 Dobsonian and plan a trip for the 8 April 2024 total solar eclipse.
Signal sessions are exported from Lola's Signal Desktop (outgoing = Lola).
"""

FOLDER = "Lola_and_Gene"
SPEAKERS = {"L": "Lola", "G": "Gene"}
FULLNAMES = {"L": "Lola Ruiz", "G": "Gene Baptiste"}
PHONES = {"L": "+13095550142", "G": "+13095550167"}
OWNER = "L"
SIGNAL_PEER = "G"

SESSIONS = [
dict(n=1, when="2023-08-03 20:30", utc=-5, shape="locomo", text="""
G: Lola, the kit came. Eight-inch Pyrex blank, the tool, and enough carborundum to sand down a battleship
L: Gene!! Did you start already?
G: Started yesterday afternoon. Built a grinding stand out of an old oil drum filled with concrete. Doesn't budge an inch
L: Of course you did. Only a retired machinist turns a barrel into furniture
G: 38 years at Caterpillar. Everything looks like a project to me
L: So what stage are you at?
G: Rough grinding. #80 grit, chordal strokes, walking around the barrel. I did about two hours and my shoulders are telling me about it
L: How long does the whole mirror take?
G: Depends on the man. Six months if you're patient. Forever if you're not
L: You're the most patient man I know
G: Ruth says stubborn, not patient
L: Ruth is also right
G: She usually is
L: Ok, the other thing. April 8th next year. The total eclipse. I want to go, properly, in the path
G: You don't have to ask me twice. I saw 2017 from Carbondale with Ruth. Two minutes forty of totality and I've been chasing that feeling ever since
L: See, I missed 2017. I was stuck proctoring summer school
L: Mateo's 14 now, old enough to remember it. I want him to see it
G: Then we go. I'll bring the mirror, finished, or I'll bring it in a box and cry
L: Ha. Deal
G: We should bring it up at the club meeting. Marv will want to organize everybody
L: Marv will make a spreadsheet
G: Marv will make three spreadsheets
L: Perseids peak next weekend. Dark site on Saturday night?
G: If it's clear. I'll bring the chairs and the thermos
L: I'll bring bug spray. Last year I got eaten alive
G: Bring the good bug spray. Not the hippie stuff
L: It's not hippie, it's lemon eucalyptus
G: Hippie
L: Goodnight Gene. Don't grind all night
G: No promises
"""),
dict(n=2, when="2023-08-27 19:15", utc=-5, shape="locomo", text="""
L: Finally got my numbers together from the Perseids. 43 meteors in one hour, between 1 and 2 am
G: I counted zero
L: Because you were asleep in your chair
G: I was resting my eyes
L: You were snoring. A deer came over to see what the noise was
G: The deer and I have an understanding
L: That fireball at 1:40 though. Green, with a trail that hung there for seconds
G: I heard you yell. I assumed it was the deer
L: Jubilee was perfect. Dark as anything
G: Best dark site in the county. Okay, eclipse business
L: Go
G: Marv put it to the club on Tuesday. 9 of us want to go. He's leaning toward Carbondale, same as 2017. Long totality, close enough to drive
L: Carbondale works for me. Is there anywhere left to stay?
G: That's the thing. Every room in Carbondale's gone already, eight months out. I got us two rooms at the Heartland Motor Lodge in Marion, 20 minutes east. Night of April 7th
L: You're a hero. How much?
G: $219 a night. Highway robbery. Normal rate's $69
L: Eclipse tax
G: Eclipse tax
L: Mirror?
G: Rough grinding's done. Sagitta's right on target for f/6, about 0.083 inch. Moved on to the next grit this week
L: I don't know what that means but it sounds like good news
G: It means the curve is deep enough. Now we make it smooth
L: School's back. I have 148 students this year across five classes
G: How's Mateo? High school now
L: Freshman. He's trying out for cross-country and he's decided he needs a "real telescope"
G: Smart boy. Tell him he can help me with the fine grinding. It's good character building
L: He'll love that for about ten minutes
G: Ten minutes of grinding is ten minutes I don't have to do
L: 😂
G: Get some sleep. First week back is always a killer
L: Night Gene
"""),
dict(n=3, when="2023-09-16 10:05", utc=-5, shape="signal", text="""
G: Morning. Flights are booked. Albuquerque, Oct 10th to 16th
L: For the annular?!
G: Annular on the 14th, and the Balloon Fiesta's the same week. My brother Ray lives in Rio Rancho, he's been on at me to visit for years
L: That's perfect. A ring of fire and 500 balloons
G: Ray says if the balloons block the eclipse he'll personally shoot one down
L: Please tell Ray not to do that
G: I've told Ray a lot of things in 64 years
L: Meanwhile I'm doing an eclipse event for school. Outreach. Saturday the 14th in the parking lot of the Northside library
L: We'll only get a partial up here, about 40% maybe, but I'm setting up pinhole projectors and the club's little solar scope
G: Colanders. Bring a kitchen colander, the kids love the little crescents
L: Oh that's genius
L: Also I ordered eclipse glasses for the school. 200 pairs for the outreach and for April. 90 cents each from a seller on Amazon
G: 200! Good for you
L: The district said they'd reimburse me. Eventually
G: Eventually means never
L: I know
G: Mirror update. On 400 grit now. Cut my finger on the edge of the blank on Thursday, so I've beveled the edge more
L: Are you okay??
G: Bled on the tool. Character building
L: Gene!
G: It's fine. Ruth put a band-aid on it and told me I'm 67, not 17
L: Ha. So what comes after 400
G: 600, then 9 micron, then the polishing lap. Then the real fun starts
L: I can't wait to see it
G: Don't hold your breath. Pitch is messy business
L: Have a great trip if I don't talk to you before!
G: I'll send photos of the ring
L: And the balloons!
G: And the balloons
"""),
dict(n=4, when="2023-10-18 21:00", utc=-5, shape="locomo", text="""
G: Back home. Still buzzing
L: Tell me everything!!
G: Clear as a bell. The ring was perfect, four minutes and change. I set up the little refractor with the solar filter in the backyard in Rio Rancho
G: [photo: a thin bright ring of the annular sun through a solar filter]
L: GENE. That's beautiful
G: The light went strange and silvery. All the neighborhood dogs started barking
L: And the balloons?
G: That's the best part. Mass ascension that morning, hundreds of them going up, and then at 10:35 the ring. Some of the balloonists flew right through it. I'm not ashamed to say I stood in the field and grinned like a fool
L: I'm so jealous
G: I'd go back next year just for the balloons. I'd ride in one if Ruth'd let me
L: Ruth won't let you
G: Ruth won't let me
L: Ours went great too. About 120 people on Saturday, maybe 40% coverage at max. The colander was the biggest hit
G: Told you
L: But I had a problem
G: Uh oh
L: The glasses. I was checking the AAS list of reputable vendors the week before, and the manufacturer printed on mine isn't on it. There's an ISO number printed on them but I can't find the company anywhere
G: Counterfeits. There were a lot of those in 2017
L: I'm not putting those on 200 kids' faces. I returned the whole lot
G: Good. Better safe
L: I reordered 200 from a company that IS on the AAS list. A bit more expensive, $1.40 a pair, but I checked every single thing
G: Worth every cent. You only get one pair of eyes
L: The new ones came on Friday, just in time
G: Mirror's on 9 micron, the last fine grit. Next step is making the pitch lap
L: Pitch lap. Sounds medieval
G: It is. You melt tar in a pot and pour it on the tool. Ruth has banned me from using the kitchen stove
L: Good for Ruth
G: I bought a hot plate
L: Of course you did
"""),
dict(n=5, when="2023-11-05 15:30", utc=-6, shape="locomo", text="""
G: Pitch lap's made. Gugolz 64, poured it on the tool, pressed channels in with a silicone grid
L: I understood about a third of that
G: It's a tar pancake with a checkerboard pattern. The mirror goes on top with cerium oxide and you polish. 6 hours so far
L: How do you know when it's polished?
G: When you shine a laser at it and the beam doesn't scatter. Or when your arms fall off
L: Speaking of falling apart, the Odyssey needs new tires before April
G: How bad?
L: The guy said he could see the steel. $780 for four
G: Don't drive 300 miles on bald tires with children in the car
L: I know I know. I'll do it before spring
G: Club meeting Tuesday. Marv's got a sign-up sheet for carpools
L: Three spreadsheets
G: Four. One is color-coded by who snores
L: You'll be on that list
G: I'll be top of that list
L: How's Ruth?
G: Good. And actually I have news of my own. Eye doctor says I've got a cataract in my left eye. Explains why everything's been foggy at the eyepiece
L: Oh Gene. Is it serious?
G: Routine. They'll operate after the new year. 15 minutes, the doctor says. In and out
L: Good. And you've been observing with it all this time?
G: Thought the fog was my glasses. Or the air. Or my age
L: People say colors look completely different afterwards
G: That's what the doc said. We'll see. Literally
L: 😂
L: Mateo asked if he can bring his friend Jaylen in April. Is there room?
G: If they sleep on the floor. Don't tell the motel
L: They're 14. They'll sleep anywhere
G: Then sure. The more eyes the better
L: Thanks Gene. Happy polishing
G: Happy grading
"""),
dict(n=6, when="2023-11-26 20:00", utc=-6, shape="locomo", text="""
G: Bad news from the garage
L: What happened?
G: Built my Foucault tester this week. LED, razor blade on a sliding stage, all on a little wooden sled
G: And the mirror's got a turned-down edge. The outer half-inch rolls off, like a worn-out countertop
L: Is that fixable?
G: It's fixable. It just means more work. Shorter strokes, a little more pressure in the middle. Two more weeks, maybe three
L: That's so frustrating after all those hours
G: I won't lie, I sat in the garage for a while and just looked at it
G: But then I made a cup of coffee and started again. That's the job
L: Could you use a Ronchi screen too?
G: I'll do both. Belt and suspenders
L: Meanwhile I survived Thanksgiving. 14 people in my apartment
G: 14!
L: My mom, my sisters, their kids. Mateo made the pumpkin pie completely by himself. From scratch. He wouldn't let me in the kitchen
G: That's a good kid
L: He's a great kid. He even did the dishes without being asked. I nearly called a doctor
G: You raised him right
L: I'm trying. He's talking about coming to club meetings with me
G: Bring him. We need young blood. The average age is 63
L: Did you do anything for Thanksgiving?
G: Ruth's sister's. Ate too much. Then cut plywood on Friday to walk it off
L: Plywood for what?
G: The rocker box. The part that holds the tube and swings around. Baltic birch, 3/4 inch. Cut the sides and the front board. Going to be solid as a bank vault
L: When did you get so fancy
G: I've always been fancy
L: Can I come help sometime?
G: Saturday. Bring coffee. And Mateo if he wants to learn the table saw
L: I'm not sure I want my son learning the table saw
G: Supervised. I still have ten fingers
L: Barely. What about the 400 grit incident
G: Still ten. One of them just has a scar
"""),
dict(n=7, when="2023-12-17 14:10", utc=-6, shape="locomo", text="""
G: Good news. Actually good news
L: The mirror??
G: Parabolized. Foucault zones match the numbers within a hair. The edge came back. I did a little dance in the garage
L: GENE!!! How long did that take
G: Three weeks of short strokes. Ruth says I talked about it in my sleep
L: Of course you did
G: And the rocker box is finished. Teflon pads on the sides, Ebony Star laminate on the base, so it moves like butter. Tube's a 10-inch Sonotube from Menards, cut to length
L: A concrete form tube for a telescope. I love it
G: Cheap, light, strong. Needs paint though
L: Let my students pick a name and a color!
G: Sure. As long as it's not pink
L: No promises
G: Eclipse news. Did you hear what Marv said at Tuesday's meeting?
L: No, I had parent-teacher conferences
G: He's decided we're not going into town. The crowds will be insane. The county's telling people to expect gridlock
G: So we're going to Dale Whitcomb's farm outside Harrisburg instead. Dale's been a member since the '90s, he's got 80 acres and no trees to the west
L: Oh that's great. Is Harrisburg still in totality?
G: Close to the center line. Over four minutes
L: Even better. And the motel?
G: Motel in Marion stays. It's 30 minutes to Dale's. Marv says wheels up at 9am Monday
L: Sounds perfect. No porta-potty lines
G: Dale's got a porta-potty. He's very proud of it
L: A man of class
L: Christmas plans?
G: Tyler's getting his first telescope from us. A little 4.5 inch reflector. Don't tell him
L: Your grandson's going to love it. I won't tell
G: You never see Tyler
L: I might! He's at every outreach
G: True. Merry Christmas, Lola. Give Mateo a hug from me
L: Merry Christmas Gene. Give Ruth a hug. And the mirror
G: The mirror gets a hug every day
"""),
dict(n=8, when="2024-01-07 16:45", utc=-6, shape="locomo", text="""
G: Happy new year. The mirror's in the mail
L: To the aluminizers?
G: Ridgeline Coatings, up in Wisconsin. Packed it like a newborn. $115 for aluminum and a quartz overcoat, plus shipping. Three weeks turnaround, they say
L: That's cheaper than I thought
G: Best $115 I've spent this year. Granted, it's January 7th
L: 😂 So the mirror's off to summer camp
G: Don't. I already miss it
L: Speaking of eyes
G: That wasn't speaking of eyes
L: Just go with it. When's your eye op?
G: The 18th. Thursday week. Ruth's driving me
L: Are you nervous?
G: About the op, no. About the eye drops, yes. Four different bottles, four times a day
L: Set alarms
G: Ruth's already made a chart
L: Of course she has. New semester here. I'm doing an astronomy unit with my juniors and they're all obsessed with the eclipse
G: Good. Feed that
L: They want to name the telescope. I'm going to let them vote
G: Within reason. No "Scopey McScopeface"
L: It's already been suggested six times
G: Veto
L: Also I bought the solar filter stuff. A sheet of Baader AstroSolar film, the A4 size. $48
G: Good choice. I'll build a cell for it out of foam board. Front of the tube, tight fit, taped so the wind can't take it
L: Perfect
L: I did the tires too by the way. The van's got new shoes
G: Now you're talking
L: $780 poorer but I can sleep at night
G: See you at the meeting Tuesday?
L: I'll be there
"""),
dict(n=9, when="2024-01-28 19:30", utc=-6, shape="signal", text="""
G: Eye report. I can see
L: GENE! How is it?
G: Ten days out and the doctor says it's healing perfectly. But Lola, the colors
L: Tell me
G: Whites are white. I didn't know they weren't white before. Our kitchen is blue. I thought it was gray for twelve years
L: That's amazing. Ruth must be thrilled
G: She's thrilled I stopped squinting at the TV. Not thrilled I keep pointing at things and saying "is that blue?"
L: And at the eyepiece?
G: Tried the little refractor on the Moon last night. Sharpest I've ever seen it. I counted craters in Clavius until my feet froze
L: How's the mirror? Any word?
G: Bad news there. Ridgeline called. Their vacuum pump died, the big one for the coating chamber. They're waiting on a replacement part from Germany
L: Oh no. How long?
G: They're saying mid-February now instead of the end of January
L: That still gives us time before April
G: Plenty of time. I'm just impatient. The rocker box is sitting there staring at me with no mirror in it
L: The students voted btw. We have a name
G: And?
L: I'll tell you when it's official. The principal has to approve it, long story
G: You're as bad as Marv
L: Worse
G: Also, I told Tyler about the scope and he wants to be there for first light
L: Of course. Mateo too
G: We'll need more chairs
L: We always need more chairs
"""),
dict(n=10, when="2024-02-18 18:00", utc=-6, shape="locomo", text="""
G: She's home
L: THE MIRROR?!
G: Came back Wednesday. Valentine's Day. Ruth says it's the most romantic thing that's happened in this house in years and she's only partly joking
L: How does it look?
G: Like a little piece of sky. The coating's perfect, not a pinhole. I held it up and saw my own face, upside down, with my good new eye
L: I'm so happy. Did you put it in?
G: In the cell, in the tube, collimated it Friday night with the laser and the Cheshire. It's ready
L: And the name's official! The principal signed off on Friday
G: Let's hear it
L: Marigold
G: Marigold
L: The kids voted 41 to 19 over "The Cyclops". And they want the tube painted marigold orange, like the flower. Destiny in 3rd period is on the yearbook team and she designed a little logo
G: Orange is good. Easy to find in the dark when you trip over it
L: So you approve?
G: Marigold she is. I'll paint the tube this week. Hunter's orange is close enough?
L: Marigold orange, Gene. Not hunter's orange
G: I'll go to the paint store with a photo of a flower like a lunatic
L: That's all I ask
L: First light when?
G: Next clear night. Forecast looks good for Saturday. Jubilee?
L: Jubilee. I'll bring Mateo. And hot chocolate
G: Tyler's coming too. We'll have an audience
L: The kids at school want photos
G: They'll get them. Marigold's their baby too
L: Lol. Gene, you're going soft
G: I've always been soft. I just hide it behind sawdust
"""),
dict(n=11, when="2024-03-03 17:00", utc=-6, shape="locomo", text="""
L: I still can't stop thinking about Saturday before last at Jubilee
G: First light. I'll remember it till I die
L: The Orion Nebula, Gene. The wings of it. And the Trapezium, all four stars sharp as pins
G: Five. I saw the E star. With my new eye
L: You did not
G: I did. Ask Tyler, he watched me do a victory lap around the car
L: Tyler told me. He also said you cried
G: It was cold. My eyes were watering
L: Sure
L: Jupiter was my favorite. The two cloud belts and all four moons in a line
G: Star test was clean too. Rings look the same either side of focus. Mirror's good. Really good
L: All those hours in the garage and she works
G: Every one of them was worth it
L: And Mateo!! He couldn't stop talking about it in the car. He wants to build his own next
G: I'll order another kit. A six inch for a beginner
L: Marigold looks so good in orange btw. The kids went crazy for the photos
G: Now, the solar filter cell's done. Foam board, the AstroSolar film, taped. Tested it on the sun Tuesday. A big sunspot group right in the middle, you could see the penumbra
L: So we're set for April
G: Set. Five weeks
L: Logistics. We leave Sunday the 7th at 10am from my place?
G: 10am. It's about four and a half hours to Marion without traffic. With eclipse traffic, who knows
L: I'll pack sandwiches for the whole van
G: Pack extra. Those boys eat like a baseball team
L: Mateo, Jaylen, you and me. And Marigold in the back
G: Marigold rides up front. Seatbelt and all
L: 😂 You're ridiculous
G: She's earned it
"""),
dict(n=12, when="2024-04-06 21:15", utc=-5, shape="signal", text="""
L: Checked the forecast again. I don't like it
G: Me neither. High cloud moving into southern Illinois Monday afternoon
L: How bad?
G: Models disagree. One says thin cirrus, one says overcast. Marv's sending hourly updates
L: Marv's in his element
G: Marv hasn't slept since Thursday
L: What do we do?
G: Plan A stays Dale's farm. But if it looks bad Monday morning, we drive east into Indiana. Clouds are supposed to be thinner there. We decide at 6am
L: Can we make it in time?
G: Totality's just after 2. If we leave at 6 we have all morning
L: OK. I'll get the van gassed up tonight
G: Packing list. Marigold, the solar filter cell, eyepieces, the folding table, four chairs, eclipse glasses for everybody
L: Sandwiches. Cooler. Hot chocolate just in case
G: Sunscreen. It's supposed to be 75 degrees
L: Mateo's making an eclipse playlist. Jaylen has opinions about it
G: As long as there's no music during totality. Totality is sacred
L: Agreed. Silence during totality
G: And nobody takes photos for the first minute. Just look
L: That's the rule?
G: That's my rule. You only get one first eclipse
L: Gene I'm so excited I can't sleep
G: Me neither. Been thinking about Carbondale 2017 all night. This one's going to be better
L: Why?
G: Because I get to watch you see it
L: Gene 🥹
G: Go to bed. 10am tomorrow
L: See you at 10
"""),
dict(n=13, when="2024-04-10 20:40", utc=-5, shape="locomo", text="""
L: I think I'm still in shock
G: Me too. I haven't done a single useful thing since Monday
L: Walk me through it again. I want to remember it right
G: 5:45am, Marv's update says southern Illinois will be socked in by early afternoon. We pile into your van at 6 and head east
L: Mateo asleep with his pillow on Jaylen's shoulder
G: And we land in Vincennes, Indiana, by 9. A big park by the river, a few hundred people, a church selling pulled pork
L: And the clouds just... stayed away
G: Thin stuff to the south but right overhead, clear. 3 minutes and 4 seconds of totality. Less than we'd have had at the farm. But we saw it
L: Marv and the others at Dale's got, what, 30 seconds through a gap?
G: 40 seconds, Marv says. He's being brave about it
L: The diamond ring. I got the photo!! First try
G: I saw. It's going on my wall
L: And then the prominences through Marigold with the filter off. Pink. Like little flames
G: I'll never forget Mateo saying "it looks fake" over and over
L: And you
G: I don't want to talk about it
L: You cried Gene. Like really cried
G: Everybody cried. Jaylen cried
L: Jaylen definitely cried. So did I
G: That's the thing about totality. You can't explain it. You just stand there and the whole sky turns
L: So. 2026
G: Spain. August 12th. I've already looked at flights
L: GENE
G: Ruth says yes if there's paella. I've told her there will be paella
L: Mateo wants to come. He'll be 17
G: Then we're a team. Same crew. Marigold too if the airline lets us
L: I think Marigold stays home for that one
G: We'll see
L: Thank you, Gene. For everything. The mirror, the driving plan, all of it
G: Thank you for asking me. Best day of my life, and I've had some good ones
"""),
]
