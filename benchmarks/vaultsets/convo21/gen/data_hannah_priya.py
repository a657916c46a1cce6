# Pair 3: sisters-in-law and new mothers. Hannah Brooks (Bristol, physiotherapist, partner
# Marcus, baby Rosie born 4 Jan 2024, spaniel Pickle) and Priya Brooks (Leeds, property
# solicitor, married to Hannah's younger brother Sam, baby Kabir born 9 Feb 2024).
# Hannah and Sam's parents, Jill and Robert, live in Shrewsbury.

PAIR = {
    "folder": "Hannah_and_Priya",
    "speaker_a": "H",
    "speaker_b": "P",
    "names": {
        "locomo": {"H": "Hannah", "P": "Priya"},
        "plain": {"H": "Hannah", "P": "Priya"},
        "whatsapp": {"H": "Hannah Brooks", "P": "Priya"},
    },
}

SESSIONS = [
    dict(num=1, shape="locomo", start="2024-03-10 03:40", text="""
P: Are you awake? Please say you're awake.
H: I'm feeding. Of course I'm awake. What's up?
P: Kabir's been up since 1. He feeds, he falls asleep, I put him down, he screams. Four times now. Sam's asleep with earplugs in.
H: Oh Priya. Four weeks is the hardest bit. Rosie was exactly the same at that age.
P: How old is Rosie now, nine weeks?
H: Nine and a bit. She's doing three-hour stretches now. It gets better, I promise.
P: Three hours sounds like a spa holiday.
H: Have you tried white noise? We use an app that plays a hairdryer sound. Marcus thought it was ridiculous until it worked.
P: A hairdryer?
H: Honestly. Rosie goes out like a light. And the swaddle with the zip, not the blanket one, she kept breaking out of the blanket.
P: I'll try anything. Downloading it now.
H: Is your mum still with you?
P: Till Wednesday. She's been amazing but she keeps telling me I'm holding him wrong. In Gujarati, so Sam doesn't know.
H: Ha. Mum does the same to me, in English, so Marcus DOES know.
P: Jill means well. Mine too. Oh, one weird thing. My NCT group says I need to put Kabir on nursery waiting lists NOW. Like, he's four weeks old.
H: In Leeds? Really?
P: Apparently the good ones near us have year-long lists. I've put his name down at two already. Little Acorns and Treetops.
H: God. In Bristol we're thinking childminder. Marcus's shifts are all over the place so a nursery with fixed hours might not work.
P: When do you go back to work?
H: September, I think. Part-time if the hospital agrees. I haven't asked yet.
P: I can't even think about work. Property law feels like another life.
H: It'll still be there. Is he asleep yet?
P: HE IS. The hairdryer. Hannah, the hairdryer worked.
H: Told you. Now go to sleep yourself!
P: Love you. Going.
"""),
    dict(num=2, shape="whatsapp", start="2024-03-31 20:15", text="""
P: Home! That drive from Shrewsbury took four hours with two feed stops
H: We're home too. Rosie slept the whole M5. Miracle
P: Your mum's egg hunt with two babies who can't move was the funniest thing I've ever seen
H: Dad hid eggs for a 12 week old and a 7 week old. Peak Robert
P: 😂 Sam ate all of them
H: Of course he did
H: Did I tell you Rosie rolled over?! On Friday, at Mum's! Front to back on the play mat
H: [photo: a baby lying on her back on a play mat looking surprised]
P: OMG she looks so shocked with herself
H: She cried afterwards because she didn't know what happened 😂
P: Kabir can barely lift his head. He's such a potato
H: He's 7 weeks, he's meant to be a potato
P: His feeding's much better since the tongue tie thing though
H: Oh when was that? I meant to ask at Mum's
P: Last Tuesday. They snipped it at the LGI in literally two seconds. He screamed for one second then fed like a champion
P: I feel so guilty we didn't spot it earlier
H: Don't. Nobody spots them. The midwife didn't either
P: Also your mum offered to look after Kabir one day a week when I go back. From Shrewsbury!! That's 2.5 hours each way
H: She offered me the same. She wants to drive between Bristol and Leeds every week like a granny taxi
P: She's so sweet but it's not happening
H: No. Hey I had a thought on the drive home
H: What if we went on holiday together this summer? Both families. Rent a cottage somewhere
P: YES. I would love that. Sam will love that
H: Somewhere in the north so it's not too far for you?
P: Let's think about it. I'll talk to Sam
H: Night x
P: Night x
"""),
    dict(num=3, shape="plain", start="2024-04-21 05:30", text="""
H: Are you up? Tell me someone else is up
P: Up. Kabir's doing his 5am gurgling. He slept 11 till 4 though!
H: Five hours!! I hate you. Lovingly
P: What's happening with Rosie?
H: The four month regression is real and it is evil. She's waking every 90 minutes. Every 90 minutes Priya. Since last Sunday
P: Oh no. Is Marcus helping?
H: He's on nights all this month. So it's me and the hairdryer. The hairdryer's stopped working btw
P: NO. Not the hairdryer
H: She's wise to it. I'm so tired I put the kettle in the fridge yesterday
P: 😂 Sorry. I know it's not funny
H: It's a bit funny
P: Have you talked to the health visitor?
H: She said it's a phase and it'll pass. My NCT friend used a sleep consultant and swears by her. Lorna someone. She does video calls
P: Is it expensive?
H: £180 for a two week plan. I'm starting to think that's cheap
P: Do it. Your sanity's worth £180
H: I'll look her up. Ok distract me. Holiday. Did you talk to Sam?
P: Yes! He's very keen. He wants Northumberland. Castles and beaches. He's been watching documentaries about Lindisfarne
H: Hmm, I was thinking the Lake District. Less driving for us, and Marcus wants to do a proper hike
P: Lakes is nice too. Equal-ish driving for both of us
H: Late August? Before I go back to work
P: Late August works. Sam can take two weeks then
H: Let's do Lakes vs Northumberland as a family vote next time we're all on video
P: Sam will rig it
H: Marcus will too. Ooh she's awake again. 87 minutes. Bye
P: Good luck soldier x
"""),
    dict(num=4, shape="locomo", start="2024-05-12 20:20", text="""
H: Update: I booked Lorna.
P: The sleep lady! When do you start?
H: Our first video call was Thursday. We start the plan properly tomorrow night. It's a gradual retreat thing, I sit by the cot and move the chair further away every few nights.
P: That sounds gentler than I imagined.
H: That's why I picked her. I couldn't do crying it out, I'd cry more than Rosie.
P: Fingers crossed. Nursery news from me.
H: Go on.
P: I'm now on three waiting lists. Added Sunflower in Roundhay. Treetops emailed to say the earliest they could maybe do is January 2025, and that's not guaranteed.
H: January when you go back?
P: That's the plan. January. I've told work January. Four days a week hopefully, but they haven't agreed yet.
H: What about Little Acorns?
P: No word. It's the one I really want. It's a ten-minute walk from ours and they have a garden with chickens.
H: Chickens! Rosie would love chickens. Pickle would not be allowed anywhere near.
P: 😂 How is Pickle coping with the baby?
H: He sulks. He used to sleep on our bed and now he's been demoted to the landing.
P: Poor Pickle. So. Holiday vote results.
H: The Lakes won! Three votes to two.
P: Only because your mum voted. She's not even coming!
H: She's an honorary voter. Sam was outvoted fair and square.
P: He's sulking like Pickle. Fine, the Lakes. Where?
H: I'm looking at Coniston. There's a cottage right by the water, sleeps eight, two cots. Week of the 24th of August.
P: Send me the link!
H: Will do tomorrow. It's about £1,200 for the week, so £600 each.
P: That's fine. Sam says he'll forgive you if there's a pub.
H: There are two pubs. And a steam boat.
P: Sold.
"""),
    dict(num=5, shape="locomo", start="2024-06-02 21:05", text="""
P: So? Is Lorna a miracle worker?
H: Priya. Rosie slept from 7pm to 5am last night. TEN HOURS.
P: NO WAY.
H: Night three she screamed for 40 minutes and I nearly gave up. Night five she went down in ten. Now she just... sleeps. I don't know who this baby is.
P: I'm so happy for you! You sound like a human again.
H: I feel like a human. I went for a run on Friday! First one since I was pregnant.
P: Amazing. Kabir has gone the other way btw.
H: Oh no, the regression?
P: I think so. He's nearly four months. Waking twice a night now. But after what you went through I'm not complaining.
H: You can complain! It's all relative. Want Lorna's number?
P: Not yet. Let me see if it passes. So, the cottage. Did you book it?
H: Booked on Wednesday! Beck Cottage, Coniston, Saturday 24th to Saturday 31st August. £1,240 in the end with the cleaning fee. I paid the deposit, £300.
P: I'll transfer you our half tonight. £620?
H: Yes please. Minus half the deposit, whatever, we'll sort it.
P: I'm so excited. Kabir's first holiday!
H: Rosie's too. Oh and I finally spoke to my manager about going back.
P: And??
H: They said yes to part-time! Three days a week. I start on Monday 2nd September. Two days after we get back from the Lakes.
P: That's a quick turnaround.
H: I know. But I'd rather go back with a holiday in my legs than without. Which three days is still being argued about.
P: What about childcare?
H: I'm seeing two childminders next week. Both in Horfield, both have space from September.
P: I'm still waiting on Little Acorns. I phoned them and the lady said "we'll be in touch in the summer".
H: Summer is vague.
P: Summer is extremely vague.
"""),
    dict(num=6, shape="whatsapp", start="2024-06-23 13:30", text="""
H: Childminder decided! Gail. She's lovely. 60ish, been doing it 25 years, has a garden full of toys and a tortoise
P: A tortoise!
H: Called Brian. Rosie stared at him for ten whole minutes
P: Brian the tortoise 😂 what days?
H: Monday, Tuesday, Thursday. £6.80 an hour. Marcus is off most Wednesdays and Fridays anyway with his shifts
P: That's so much cheaper than Leeds nurseries
H: What are they charging?
P: Little Acorns is £74 a day. Treetops is £68. Sunflower £71
H: 😳 per DAY
P: Per day. Some of it's covered by the free hours when he's older but still
P: Anyway big news from here. Kabir started solids!
H: Already? He's only just four months?
P: The health visitor said he's showing all the signs so we started last Sunday. Baby-led. He threw a pea at Sam
H: 😂 good boy
P: He loves mango. Hates broccoli. Already a Sharma
H: Rosie's had porridge and sweet potato. She eats everything. Pickle sits under the highchair now, he's discovered the highchair is a buffet
P: Pickle's back in favour then
H: He's been promoted from the landing to the kitchen
P: Work update btw. They've said 4 days is "difficult" for my team. They want 5
H: Ugh. What will you do?
P: Push back. I've got a meeting with HR in July. Flexible working request
H: Good. You're entitled to ask
P: Sam's going to go to 4 days if they won't budge. His company's fine with it
H: That's amazing of him
P: He said he wants his Fridays with Kabir. I nearly cried
H: My brother! Who knew
"""),
    dict(num=7, shape="locomo", start="2024-07-14 19:50", text="""
H: Priya, disaster. The cottage has cancelled.
P: What?! Beck Cottage?
H: The owner emailed this morning. A pipe burst in the roof space last week and the whole downstairs is flooded. They can't fix it before September. Full refund, but still.
P: Oh no. Six weeks before. Everything in the Lakes will be booked.
H: That's the thing. I've spent all afternoon looking. Everything in the Lakes that sleeps eight is gone or is £3,000.
P: Ok. Don't panic. What about Northumberland?
H: Funny you say that. There's one in Alnmouth. Gull Cottage. Sleeps eight, two travel cots, garden goes down to the dunes. Same week, 24th to 31st. £1,380.
P: Sam is going to be SO smug.
H: I know. He's won in the end.
P: Book it before someone else does! I'll send our half now.
H: Booking. Done. Confirmation's come through. We're going to Alnmouth!
P: Castles! Lindisfarne! Sam will cry with happiness.
H: Marcus is a bit sad about his hike but there's the Cheviots. He'll survive.
P: How's Rosie? Still sleeping?
H: Like a dream. Lorna's sent me a follow-up email asking for a testimonial. I wrote her an essay.
P: You should. Kabir's settled down too, the regression passed. Touch wood.
H: Touch all the wood. Any news from HR?
P: The meeting was Tuesday. They agreed four days! Monday to Thursday, starting on the 6th of January. I'm so relieved.
H: Priya! Brilliant. So does Sam still drop a day?
P: Yes, but not Fridays now, since I'll be off on Fridays anyway. He'll take Wednesdays off instead, so Kabir only needs nursery three days. If we ever get a nursery place.
H: Still nothing from Little Acorns?
P: Nothing. And Treetops said January "maybe" again. Everyone's maybe.
H: They'll come through. Rosie's doing this commando shuffle on her tummy now. Not quite crawling.
P: Kabir just sits. He sits and judges.
H: He gets that from Sam.
"""),
    dict(num=8, shape="plain", start="2024-09-08 20:45", text="""
P: How was your first week back?? I've been thinking about you all week
H: Honestly? Hard. Monday drop-off at Gail's Rosie screamed the house down. I cried in the car for ten minutes then went and ran a hip replacement rehab class with mascara all down my face
P: Oh Hannah 💔
H: By Thursday she waved at me. Gail says she's fine five minutes after I leave. She loves Brian the tortoise
P: Brian the tortoise saves the day
H: And work was nice, weirdly. Adult conversations. A hot cup of tea. I'd forgotten about hot tea
P: I'm jealous of the tea
H: How are you all after Alnmouth? I still have sand in the car
P: Kabir still has sand in his ears. Best week. I keep looking at the photos
H: Rosie crawling on the beach! I can't believe her first proper crawl was towards a seagull
P: She wanted that chip! Sam's still peeling btw. He refused suncream at Bamburgh because it was cloudy
H: Classic Sam. And Kabir's tooth! Did it fully come through?
P: Bottom middle, fully through now. He bit Sam on Friday. Sam says that's revenge for the sunburn jokes
H: Wednesday was my favourite. Even in the rain. Alnwick Castle with two babies in raincoats
P: Sam making everyone do the broomstick lesson 😂
H: Marcus did the Cheviot hike on his own on the Thursday. Came back looking like he'd seen God
P: Oh and, big news, Little Acorns emailed!!!
H: FINALLY. And??
P: They've offered a place from January! Three days. And then TWO HOURS later Treetops offered January too
H: Of course they did. Nothing for six months and then everything at once
P: So now I have to choose. Little Acorns is the one I wanted, but Treetops is £6 a day cheaper and has longer hours. I have to answer both by the end of the month
H: Spreadsheet time
P: Sam's already made one. It has colours
"""),
    dict(num=9, shape="whatsapp", start="2024-09-29 21:10", text="""
P: Decision made. Little Acorns
H: Yay! The chickens won
P: The chickens and the walk. Ten minutes pushing the pram versus 25 minutes in the car to Treetops every morning. £6 a day is worth it for no car
H: Agreed. Did you tell Treetops?
P: Emailed them on Friday. Felt weirdly guilty, like breaking up with someone
H: 😂 they'll survive. When does he start?
P: Settling-in sessions in December, then properly on Monday 6th January, same day I go back
H: Big day for both of you
P: I'm trying not to think about it. How's Rosie? Is she over the bug?
H: Mostly. Hand foot and mouth. Apparently half of Gail's kids had it
H: Two days off work in my fourth week back. My manager was nice about it but I felt awful
P: Poor Rosie. Poor you
H: Marcus took the Friday. Rosie had spots all round her mouth and was furious about it
P: Sending all the love. Kabir's got his second tooth btw. Top one this time
H: He'll have a full set by Christmas at this rate
P: Speaking of Christmas! Your mum's asked if we're all coming to Shrewsbury
H: She asked me too. In August. She's been planning since August
P: 😂 Are you going?
H: Yes. Christmas Eve to the 27th. Marcus is working New Year so that works
P: Same for us then. Kabir's first Christmas with his cousin
H: Mum's already bought matching elf outfits. I've seen the receipt
P: Nooo
H: Yes
H: Also, we need a new holiday to look forward to. Alnmouth was too good
P: I've been thinking the same! Somewhere hot next time?
H: Easter? Somewhere abroad with a pool
P: I'll start looking 😍
"""),
    dict(num=10, shape="locomo", start="2024-10-27 10:15", text="""
H: Guess who said her first word.
P: NO. What was it?? Mama?
H: "Ickle."
P: What's ickle?
H: Pickle! She said Pickle! Wednesday morning, pointing at the dog. Marcus is devastated it wasn't Dada. I'm devastated it wasn't Mama.
P: 😂😂 Pickle wins. Pickle's back on top.
H: He's unbearable now. He knows.
P: Kabir's very far from words. He just shouts "BA" at everything. The cat next door, the TV, Sam.
H: That counts. How's he sleeping?
P: Terribly. Teething again. Two more coming at the top. I've been up three times a night for two weeks. I think I'm finally ready for your Lorna.
H: I'll send you her number now. Tell her I sent you, she'll give you ten percent off.
P: Thank you. I'm a zombie. I fell asleep at the bus stop on Thursday.
H: Oh love. It'll pass. It did for us. How's work prep?
P: I've had a keeping-in-touch day at the office. Everyone's moved desks and there's a new coffee machine that nobody knows how to use. Apart from that it felt normal. Scarily normal.
H: I know that feeling. Work's going fine for me now. Tired but fine. I'm doing Monday, Tuesday, Thursday and it suits.
P: Good. Holiday research update! I've found a villa in Menorca.
H: Ooh! Tell me.
P: Near Ciutadella. Three bedrooms, a pool with a fence round it, and it's ten minutes from a beach with no waves. For toddlers.
H: A fenced pool is key. Rosie will be walking by then, hopefully. Easter?
P: Easter's the 20th of April next year, so the week before, 12th to 19th April. Flights from Leeds Bradford and Bristol both go direct.
H: That's so good. How much?
P: £2,100 for the villa for the week. Split two ways. Plus flights.
H: Let me show Marcus. He's going to say yes, he's been talking about a pool since August.
P: Sam's already said yes. He wants to do the Camí de Cavalls. It's a coastal walk that goes round the whole island.
H: Of course he does. Sam and his walks.
P: Your brother, not mine!
H: I take no responsibility.
"""),
    dict(num=11, shape="plain", start="2024-11-24 19:30", text="""
H: Bad news from Bristol
P: What's happened?
H: Gail's retiring. Next summer. She told me on Thursday at pick-up, she's giving all the parents lots of notice. July 2025
P: Oh no! But Rosie loves her! And Brian!
H: I know. Gail's 64 and her knees are gone, I can't blame her. Brian's retiring with her
P: So what happens now?
H: So now I'm where you were in March. On waiting lists. Three nurseries in Bishopston and Horfield for September next year. The one I really want is Oak Tree, they do forest school
P: Welcome to the waiting list club. It's miserable here
H: Any tips from a veteran?
P: Phone them every month. Be nice to the manager. Mention you're flexible on days
H: Noted. Anyway, Lorna? Did you call her?
P: Yes!! We started two weeks ago. It's working. He did 7 till 6 on Friday!
H: YES. Lorna strikes again
P: I owe you forever. Oh also the settling-in dates came from Little Acorns. 9th, 11th and 13th December, two hours each
H: That'll be emotional
P: I'll bring tissues. Sam's coming to the first one
H: Menorca? Did you book it? Marcus said yes btw
P: Ha. I haven't booked yet. Sam's gone a bit wobbly about flying with a 14-month-old
H: He was so keen last month!
P: He read an article about ear pain on planes. Now he's suggesting we drive to Cornwall instead
H: Cornwall at Easter with two toddlers in the car for 6 hours? No
P: That's what I said. I'm working on him. Give me a couple of weeks
H: The villa might go!
P: I know. I've asked the owner to hold it till mid-December
H: Tell Sam his big sister says get on the plane
P: I'll tell him. He'll do what you say, he always has
"""),
    dict(num=12, shape="locomo", start="2025-01-05 21:30", text="""
P: Back to work tomorrow. I feel sick.
H: You'll be fine. First day is the worst and then it's just life.
P: [photo: a small backpack with labelled spare clothes and a toy rabbit with a name tag] Kabir's bag is packed for Little Acorns. Spare clothes, nappies, his rabbit. I've labelled everything. Even the rabbit.
H: Labelling the rabbit is very you.
P: The settling-in sessions went fine. He cried at the first one, ignored me at the third one. Rude.
H: That's a good sign! It means he feels safe.
P: That's what his key worker said. Her name's Anya. She's very calm.
H: I'm still thinking about Christmas. Rosie's first steps! In Mum's living room!
P: On Christmas Day! In the elf outfit! I've watched the video about forty times.
H: Three steps from Dad to the sofa and then she sat down very hard. Mum screamed so loud Pickle hid.
P: And Kabir crawled straight to the wrapping paper. That's all he wanted.
H: Best present was the box.
P: Always is. So. Menorca. Sam's on board. The plane article has been forgotten.
H: What changed his mind?
P: You did! What you said at Christmas about the pool and sangria. Plus Mum offered to come and help with Kabir.
H: Your mum's coming?
P: Yes! So we'll be five adults plus two babies. The villa has a sofa bed. I booked it on the 27th, once we got home from Shrewsbury.
H: So it's definitely 12th to 19th April?
P: 12th to 19th April, Villa Sa Tanca. Paid the deposit, £500. I'll send you the link.
H: I'll book our flights tomorrow. Bristol to Menorca, there's a morning flight on Saturdays.
P: We'll get the Leeds Bradford one. It lands an hour after yours.
H: Perfect. We'll get the pool ready.
P: Right. Bed. Big day tomorrow.
H: Text me after drop-off. Good luck x
"""),
    dict(num=13, shape="locomo", start="2025-01-30 20:00", text="""
H: Nearly four weeks in! How are you finding it?
P: Honestly better than I thought. I like my job. I'd forgotten.
H: And Kabir?
P: He loves Little Acorns. He's obsessed with the chickens. He's caught every bug though. Three colds and conjunctivitis in under four weeks.
H: That's nursery. Rosie had everything in her first month at Gail's. It gets better after the first winter.
P: Sam's had all of them too. Big news though. Sam's been promoted.
H: My little brother! To what?
P: Lead developer. More money, but the new role is full time, so his day at home with Kabir has to go. He starts it in March.
H: So what happens with Kabir on that day?
P: He'll go to Little Acorns four days instead of three. I asked and they have space from March. Another £74 a week, but the pay rise more than covers it.
H: Lucky they had space. Oh and I've got news too. Oak Tree offered Rosie a place!
P: The forest school one!!
H: From September. Three days. Same days as now. She'll be in wellies in the woods every morning.
P: That's perfect timing with Gail finishing.
H: There's a gap in August but Mum's offered to come down for two weeks. And Marcus has leave.
P: Jill to the rescue. Is Rosie walking properly now?
H: Running. Into everything. Pickle's terrified of her.
P: 😂 Revenge for the first word.
H: Flights are booked by the way. We land in Menorca at 11.05 on the 12th.
P: Ours lands at 12.10. You'll be at the villa first.
H: We'll get the keys and have the wine cold.
P: Deal. 10 weeks to go!
H: I've already bought Rosie a swimsuit with ducks on.
P: Kabir has a sun hat with a neck flap. He looks like a tiny legionnaire.
"""),
]
