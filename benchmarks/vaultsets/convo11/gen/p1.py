# Pair 1: Priya Nair (junior doctor, Newcastle -> Bristol) and Owen Fletcher (bakery, Bristol).
# Former flatmates at university in Sheffield (Ecclesall Road).
PAIR = {
    "folder": "Priya_and_Owen",
    "speakers": {"P": ("Priya", "Priya Nair"), "O": ("Owen", "Owen Fletcher")},
    "speaker_a": "Priya",
    "speaker_b": "Owen",
    "other_format": "whatsapp",
}

SESSIONS = [
dict(n=1, fmt="locomo", dt=(2023, 2, 12, 14, 14), lines="""
P: Owen Fletcher! Is it true? Did you actually quit?
O: Ha, news travels. Yep. Handed my notice in at Harlow & Pryce in December, last day was the 20th of January. No more spreadsheets.
P: I literally screamed on the Metro when Dave told me. So what's the plan, full-time bread?
O: Full-time bread. Baking from my flat kitchen for now, two loaves at a time in a domestic oven, which is madness.
O: The plan is a Saturday stall at the Tobacco Factory market in March, then a proper unit if it works.
P: That's so brave. Do you have a name?
O: Working title is "Rise & Shine". Thoughts?
P: Cute. A bit breakfast-cereal. But cute.
O: Harsh but fair.
P: Is the starter still alive? The one you started in the flat on Ecclesall Road?
O: My sourdough starter is thriving, thank you. Doughvid. Three years old next month. He's the real CEO.
P: I can't believe you still call it that. Mine died in about a week.
O: You fed yours once and then went off to a 12-hour placement, RIP.
P: Fair. Speaking of shifts, I'm on A&E at the RVI this rotation. Four nights in a row last week, my body doesn't know what day it is.
O: How is it actually?
P: Honestly? Chaotic but I love it more than I expected. Had a man come in with a fork stuck in... no, I can't tell you.
O: Please tell me.
P: Confidentiality, Owen.
P: The big question is what I apply for next. GP or internal medicine. Everyone keeps asking.
O: What's your gut say?
P: My gut says medicine, because I like the acute stuff. My bank account and my sleep say GP.
O: You could always be a GP who bakes. I'll teach you.
P: Hard pass on the baking. I'll be your taste tester.
O: Deal. First loaves go on sale in March.
P: I'm coming down to visit once rotas allow. So, never.
O: The sofa bed is yours whenever.
"""),
dict(n=2, fmt="whatsapp", dt=(2023, 3, 19, 20, 40), lines="""
O: You alive? Saw the strike on the news
P: Alive! Picket line outside the RVI Monday to Wednesday. Freezing but the mood was great
P: Someone brought a trolley of bacon butties
O: Bacon butties are the true union
P: How was the first stall?? I saw the instagram story but no details
O: Priya. SOLD OUT. 60 loaves gone by 11am on Saturday the 11th
O: Had people asking for more and I had nothing left except crumbs and a very smug face
P: OWEN
P: What went first?
O: Weirdly the cardamom buns. I made 40 as an afterthought and they were gone by half nine
O: Sourdough second. The seeded rye nobody wanted, which hurts me personally
P: The rye is an acquired taste. Like you
O: 🙃
P: Did you see Big Dave's invite? September the 9th, Windermere!!
O: Got it this morning. He's marrying Aisling in a boathouse, that is so Dave
P: We have to get a place together. Split an Airbnb?
O: Obviously. Bowness, somewhere with a kettle
P: Also, news. I've decided. Internal medicine. Putting my application in for IMT
O: The acute stuff won
P: The acute stuff won. Sleep can wait till I'm 40
O: Proud of you. Also slightly scared for you
P: Same tbh
O: Right I need to feed Doughvid and sleep, market again Saturday
P: Save me a bun in spirit
"""),
dict(n=3, fmt="locomo", dt=(2023, 4, 23, 10, 5), lines="""
O: Quick emergency. Not medical.
P: Go.
O: Rise & Shine is dead. There's a bakery chain in Cardiff with the same name and they've trademarked it. I got a very polite letter from their solicitor.
P: Oh no. Polite letters are the worst kind.
O: So I need a new name by Friday, before I order the paper bags and the sign.
P: What have you got?
O: "The Proving Ground", "Knead & Co", or "Fletcher's Crumb".
P: Fletcher's Crumb. Obviously. It's got your name on it, literally.
O: My mum said the same. Two votes.
P: Three if you count Doughvid.
O: Fletcher's Crumb it is. My cousin's designing a logo, a little wheatsheaf with a crumb falling off it.
P: Love that. Send it when it's done.
O: How's the new rotation?
P: Switched at the start of April, I'm on care of the elderly at the Freeman now. Slower pace, lots of lovely old men who want to tell me about the war.
O: Which war?
P: Depends on the day. One gentleman is 101 and flirts with every nurse on the ward.
O: Legend.
P: Also I've started bouldering. Aoife from my ward took me to a wall in Byker and I'm obsessed.
O: Bouldering as in climbing without ropes?
P: Short walls, crash mats, lots of chalk. My forearms are destroyed.
O: Can't picture you doing anything you can't revise for.
P: Rude. There's a grading system, so technically I can revise.
O: There she is.
P: How's the stall going now the novelty's worn off?
O: Still selling out most weeks. Added a Sunday pitch at the Harbourside too.
"""),
dict(n=4, fmt="whatsapp", dt=(2023, 5, 28, 21, 30), lines="""
O: Ok I think I've found The Unit
P: Capital letters, this is serious
O: Old launderette on North Street in Bedminster. Still has the tiles. Big window. Room for an oven at the back
O: Landlord wants £1,450 a month which is ouch
P: Is that normal for Bristol?
O: Bit high for the size. My accountant brain says offer 1,300
P: Your accountant brain is finally useful
O: And there's a deck oven going from a bakery closing down in Bath. Three decks, steam injection. They want £6,000
P: I don't know what steam injection is but it sounds like you need it
O: I need it
P: Ok MY news. I passed MRCP Part 1!!!
O: WHAT. Is that the big exam?
P: The first big exam. Results came out on Thursday. I sat it back in March the week after the strike, which was a stupid idea
O: Dr Nair, Member of... something
P: Not a member yet, there are two more parts. But still!
O: Celebrating?
P: Kieran's taking me for dinner tomorrow. And we booked Porto for June! He's never been to Portugal
O: Eat a pastel de nata for me. Actually eat three
P: Research purposes
O: Exactly. Business expense
P: Good luck with the landlord. Go in hard
O: Going in medium. I'm British
"""),
dict(n=5, fmt="locomo", dt=(2023, 7, 2, 16, 20), lines="""
P: Back from Portugal! I've eaten my body weight in custard tarts.
O: Research report please.
P: Best one was at a tiny place near the Bolhão market, still warm, burnt on top, cinnamon on the side. The pastry shattered.
O: Shattered is the key word. Lamination. I'm going to try nata for the shop.
P: Hang on, "the shop"? Did you get it?
O: Signed the lease on Thursday! North Street is mine. Well, the bank's.
P: OWEN. Did they come down on the rent?
O: Settled at £1,300 a month, and they're chucking in the first two months at half rent while I fit it out.
P: Your accountant brain strikes again.
O: Keys on 1 August. Aiming to open in September.
P: I'll try to come down for the opening. Depends on the new job.
O: New job?
P: I got my IMT post! Sunderland Royal, starting in August. I'll commute from Newcastle on the Metro.
O: Internal medicine trainee Priya. Very fancy.
P: It's mostly long days and learning where the fax machine is. Hospitals still have fax machines, Owen.
O: That's terrifying.
P: The trip was lovely though. We did a port tasting in Gaia and took the tram out to the beach at Foz. I've decided I want to learn Portuguese.
O: You'll be fluent by Christmas, knowing you.
P: I downloaded an app. So far I know "obrigada" and "a conta, por favor".
O: The essentials: thank you, and the bill.
P: How's Doughvid coping with the move?
O: He doesn't know yet. I haven't told him.
"""),
dict(n=6, fmt="whatsapp", dt=(2023, 8, 20, 11, 15), lines="""
P: Progress pics please
O: <media>
O: That's Dad tiling the back wall. He's been here every day since we got the keys, he's loving retirement
P: Your dad is a saint. Is that THE oven??
O: That is the oven. Delivered Tuesday, took four guys and a forklift
O: And I got them down to £5,200 because one of the steam valves needed replacing
P: Negotiation king
O: Opening day is set. Saturday 16th September. Flyers are printed
P: Ahh! That's a week after Dave's wedding
O: I know, it's tight, but I'm going to the wedding if it kills me. I'm an usher
P: I've booked the Airbnb in Bowness, the one with the hot tub. And the Friday off
O: Perfect. How's Sunderland?
P: First week done. Nights from Monday. The Metro ride is 25 mins, I do my Portuguese on it
P: My consultant is brilliant, scary but brilliant. She asked me about a patient's renal physiology on the ward round and I blanked
O: Did you say obrigada and run
P: I said "I'll look that up", which is doctor for obrigada and run
O: 😂
O: Marta came in for a trial shift yesterday, the pastry chef from the Polish deli. She laminates like a machine
P: Hire her!!
O: Thinking about it. Money's tight until we open
"""),
dict(n=7, fmt="locomo", dt=(2023, 9, 12, 19, 50), lines="""
P: I still have glitter in my ears from Saturday.
O: That ceilidh. Dave's uncle nearly put me through a window during the Strip the Willow.
P: Aisling looked unreal. And the boathouse with the lake behind it!
O: I cried in the speeches. Don't tell anyone.
P: Everyone saw you, Owen. You were in the front row.
O: Ushers get front row privileges and front row emotions.
P: Kieran was quiet all weekend though. I think something's off with us.
O: Want to talk about it?
P: Not yet. Maybe after nights. Anyway, how's the countdown? Saturday!
O: Ah. About that. Environmental health couldn't inspect till next week, and the electrician needs to redo the oven's supply. We've pushed opening to Saturday the 30th.
P: Oh no, you'd printed flyers!
O: I've got 500 flyers that say the 16th. Doing stickers.
P: Honestly a fortnight isn't bad. Better than opening with a dodgy oven.
O: That's what Dad said. Marta said something in Polish that I think was worse.
P: Did you hire her then?
O: Not officially yet. Contract's written though.
P: I'm on call that weekend. I'm so sorry, I can't come.
O: Don't be daft. You're saving lives.
P: I'm mostly prescribing laxatives, but thank you.
O: Send a photo of yourself in scrubs holding a sign, I'll stick it in the window.
P: Deal. Something tasteful.
O: Nothing about laxatives.
"""),
dict(n=8, fmt="whatsapp", dt=(2023, 10, 8, 21, 10), lines="""
O: Sorry for radio silence. Week one is done
P: I've been stalking your instagram. That QUEUE
O: Opening day was mad. Opened at 8, queue went past the chippy, sold out by 10:40
P: Owen I'm so proud. Did the flowers arrive?
O: They're on the counter. Customers keep asking who sent them. I say my doctor
P: Sounds concerning
O: Also Bristol Bites wrote us up. "The cardamom bun alone is worth the walk to South Bristol"
P: The cardamom bun remains undefeated
O: And I've officially hired Marta, my first employee. Full time from Monday. She's already reorganised my walk-in fridge
P: Good. Your fridge needed an adult
O: How are you? You went quiet after the wedding
P: Kieran and I broke up. About three weeks ago
P: It was mutual-ish. He wants to move back to Cork and I'm stuck in rotations up here for years
O: Oh Pri. I'm sorry. You ok?
P: I'm ok. Sad but ok. I've been bouldering four times a week, my forearms are enormous
O: Therapy by crimp
P: You learned a climbing word!
O: I googled it specifically for this moment
P: Honestly it's fine. I kept the Portuguese app, I'm not giving him that
O: Come to Bristol when you can. Sofa bed, unlimited buns
P: January. I promise. I'll book leave tomorrow
O: Holding you to it
"""),
dict(n=9, fmt="locomo", dt=(2023, 11, 26, 18, 30), lines="""
O: Do you know how many mince pies 200 is?
P: I'm going to guess 200.
O: It's 200 in a tiny shop with one oven. Preorders opened Monday and we hit 200 by Wednesday.
P: Christmas at Fletcher's Crumb sounds intense.
O: Stollen, mince pies, and Marta's doing makowiec, the Polish poppy seed roll. That's the one I'm most excited about.
P: Are you open every day now?
O: No, I'd die. We've gone to winter hours: Wednesday to Sunday, closed Monday and Tuesday. Mondays are for sleeping and Tuesdays are for the accounts.
P: Still an accountant at heart.
O: Someone has to be. The country loaf's still £4.20, but flour's gone up again, so that might have to change in the new year.
P: Don't undersell yourself, people queue for that bread.
O: Mum says the same. What are you doing for Christmas?
P: Working Christmas Day on the respiratory ward. Then on Boxing Day I'm driving down to Leicester to see Mum and Dad.
O: Christmas Day shift, oof.
P: It's nice actually. The consultant brings in a tin of Quality Street and we all wear paper hats. The patients are sweet.
O: And January? You promised.
P: Booked! Friday 5th to Sunday 7th January. I want to see the shop in person.
O: You'll be working. I'm putting you on the till.
P: Can I wear an apron?
O: You can wear the apron with the wheatsheaf on it.
P: Then yes.
O: Bring warm clothes, the shop's freezing before the ovens get going.
"""),
dict(n=10, fmt="whatsapp", dt=(2024, 1, 14, 13, 5), lines="""
P: I've just realised I still smell of butter. A week later
O: That's the Fletcher's Crumb experience
P: Thank you for having me last weekend. I loved it. Even the 5am start on Saturday
O: You were great on the till. Less great on the croissants
P: I BURNED ONE TRAY
O: You burned a whole tray of 24 because you were chatting to Mrs Okafor about her knee
P: She needed medical advice!
O: She needed her croissants
P: Marta forgave me. She gave me a makowiec for the train
O: She likes you. She doesn't give makowiec to just anyone
O: Bad news on the flour though. Our supplier went up 18%. From February the country loaf goes to £4.80
P: People will still pay it. I watched them queue in the rain
O: That's what I'm telling myself
P: Ok I have news too. Don't be mad
O: I'm never mad
P: I've applied for GP training. For August. I'm dropping IMT
O: The sleep won!
P: The sleep won. And honestly, the bit I love most is seeing the same patients again. Continuity. You don't get that on the acute take
O: You kept talking about GP when you were down. I wondered
P: Also I didn't rank Newcastle first
O: ...where did you rank first
P: Bristol 👀
O: PRIYA
P: Nothing's decided. The MSRA exam is next week
"""),
dict(n=11, fmt="locomo", dt=(2024, 3, 3, 20, 25), lines="""
P: OWEN. I got Bristol.
O: Shut UP.
P: GP training, Severn deanery, starting in August. My MSRA score was good enough for my first choice.
O: I'm going to cry into a bowl of dough.
P: Please don't, that's a health code violation.
O: We'll be in the same city for the first time since Ecclesall Road!
P: I know! I'll need somewhere to live. Where should I look?
O: Totterdown is lovely, the coloured houses. Close to me, close to the hospital bus routes. Bit hilly.
P: I climb walls, I can climb a hill.
O: How did your consultant take it?
P: She said "What a waste of a good medic" and then bought me a cake. Mixed messages.
O: Classic.
P: How's the shop?
O: Busy. Marta's head of pastry now, officially, with a raise. And I've hired Jamal for front of house. He used to manage a coffee shop on Gloucester Road.
P: Look at you, an employer of people.
O: I have a payroll. It's terrifying.
P: Did the price rise scare anyone off?
O: Not really. A couple of grumbles. One man said nearly a fiver for bread was "London prices".
P: Bristol is basically London prices.
O: Don't say that in Bedminster.
P: Noted. I'll practise being local.
O: Lesson one: it's "cheers drive" when you get off the bus.
"""),
dict(n=12, fmt="whatsapp", dt=(2024, 4, 21, 10, 40), lines="""
O: Meet the new van
O: <media>
P: Is that a Berlingo with a croissant painted on it
O: Second-hand Citroen Berlingo. Marta named it Doughvid II. I was outvoted
P: The dynasty continues
O: We need it for wholesale. We're supplying three cafés now, including Bean There on Gloucester Road. Jamal sorted that one, he knows everyone
P: That's huge! Is that enough bread for one oven?
O: Barely. We're baking from 3am on wholesale days
P: Flat hunting update. Saw four places in Totterdown online. Two were rooms above a garage
O: I can go and look at them for you. I'm your Bristol agent
P: Would you?? There's one on Wells Road, two-bed, has a little yard
O: I'll go Tuesday, shop's closed
P: You're the best
P: Also I can now order a coffee in Portuguese without the barista switching to English
O: Progress!
P: Um galão, por favor
O: Sounds like a spell
P: Last few months in Sunderland. It's weird, I'll miss the team
O: Do you still boulder?
P: Three times a week. Aoife is coming to visit Bristol in the summer, she wants to try the wall at Bloc
O: You've already picked a climbing wall in a city you don't live in yet
P: Priorities
"""),
dict(n=13, fmt="locomo", dt=(2024, 6, 9, 17, 15), lines="""
P: I signed it! The Wells Road flat is mine from the 27th of July.
O: Yesss. Told you, it was the best of the lot.
P: Your video tour sold it. Especially the bit where you knocked on every wall.
O: Checking for damp. Professional standards.
P: £1,150 a month for a two-bed with a yard. Newcastle me would faint.
O: Room for a guest. Or a lodger. Or a lot of climbing gear.
P: The third one.
O: I have news. We've been shortlisted for the Bristol Life Awards, Best Independent Food Business.
P: OWEN! When's the ceremony?
O: Late August. I have to wear a suit and be nice to the council.
P: I'll come. I'll be living here by then!
O: You can be my plus one. Unless...
P: Unless?
O: I might be bringing someone. Her name's Hattie. She's a potter, she sells mugs at the Harbourside market on Sundays.
P: A POTTER. Owen, you're living in a Sunday supplement.
O: She made the mugs we now serve coffee in.
P: That's a business relationship with extra steps.
O: Three dates. Don't make it weird.
P: I'd never. I'll just interrogate her at the awards.
O: Please don't.
P: I'll be subtle. Doctor-subtle.
O: That's not subtle at all.
"""),
dict(n=14, fmt="whatsapp", dt=(2024, 8, 25, 21, 0), lines="""
P: STILL not over Thursday
O: Me neither. I keep looking at the trophy on the counter
P: Best Independent Food Business 2024!! I screamed so loud Hattie jumped
O: Hattie loved you btw. She said you were "refreshingly direct"
P: That's the nicest way anyone's ever said nosy
O: How's the practice? Week three?
P: Week three at the surgery in Southmead. Started on the 7th. My trainer is lovely, he cycles in from Clifton and does the crossword at lunch
P: I saw the same patient twice this week and she remembered my name. Continuity!! This is what I wanted
O: Told you GP was right
P: You told me nothing, you said "the sleep won"
O: Same thing
O: We're going to open Mondays from September. Every day except Tuesday. Jamal's running Mondays
P: Can I come and do a shift again? I promise no croissants
O: You're banned from laminated goods for life
P: Fair
P: Is Doughvid still going?
O: Four and a half years old. Fed twice a day, lives in the walk-in. Marta talks to him in Polish
P: Doughvid is bilingual. Like me, nearly
O: How's the Portuguese?
P: The man who runs the corner shop on Wells Road is from Braga! I practise on him every morning
O: Poor man
P: He loves it. He gave me a bag of tremoços
O: I don't know what that is and I'm scared
P: Lupin beans. A snack. You'd hate them
"""),
]
