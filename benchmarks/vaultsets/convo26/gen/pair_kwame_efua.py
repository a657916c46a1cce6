"""Pair 3: Kwame Asante (26, civil engineer on a road project, Accra, Ghana) and his younger
sister Efua Asante (21, final-year nursing student in Kumasi). Siblings chatting in English with
a little Twi. Vault owner: Kwame. Formats: LoCoMo JSON and WhatsApp (Android) text exports."""

FOLDER = "KwameAndEfua"
FIRST = {"K": "Kwame", "E": "Efua"}
FULL = {"K": "Kwame Asante", "E": "Efua Asante"}
WA_NAMES = {"K": "Kwame Asante", "E": "Efua"}
PARTNER = "E"

SESSIONS = [
dict(n=1, fmt="whatsapp", start=(2023, 8, 6, 19, 42), turns="""
E| Kwame!! are you alive
K| barely. site was crazy this week
K| we're doing the drainage on the Kasoa stretch and it rained every afternoon
E| ei sorry
E| I need a favour 🙏🏾
K| here we go
E| my phone screen cracked. I dropped it in a trotro on Thursday
E| the repair man at Adum says 450 cedis for a new screen
K| Efua this is the second phone this year
E| it's the same phone!! the first time was just the back
K| 😂 ok ok
K| I'll send it on MoMo tonight
E| you're the best brother in the world
K| only brother
E| still counts
E| how's Mum? she doesn't tell me anything
K| BP was high at her check up, 160 over something. doctor changed her medicine
K| she's still eating salty kenkey and shito like nothing happened
E| I'll call her. she listens to me more when it's medical
K| true, the nurse in the family
K| I have news too
K| I'm applying for a master's in the Netherlands
E| WHAT
K| transport infrastructure. TU Delft and University of Twente
K| deadline for the scholarship round is January 15
E| Kwame!!! that's big
E| do you need IELTS for that
K| yes. I'm booking it for September
E| you'll smash it
E| my final year starts on the 14th. first rotation is paediatrics at Komfo Anokye
K| the children's ward?
E| yes. I'm excited and scared
K| you'll be fine. children like you, you're basically a child
E| 🙄
E| send the money before you forget
K| sending now
K| [photo: MoMo screenshot]
E| received!! thank youuu
"""),

dict(n=2, fmt="locomo", start=(2023, 8, 27, 20, 12), turns="""
E| Kwame, two weeks on the children's ward and I think I've found my calling.
K| Already? Tell me.
E| There's a little boy, Yaw, six years old, sickle cell crisis. He was in so much pain when he came in. By Friday he was teaching me card games and cheating at all of them.
K| Ha! Sounds like a future lawyer.
E| He says he wants to be a footballer and a pilot. And I think I want to be a paediatric nurse. The kids are so brave.
K| That's beautiful, sis. Are the shifts hard?
E| Twelve hours, and my feet are killing me. The senior nurse, Sister Agnes, is terrifying but she knows everything. She can put a cannula in a baby on the first try.
K| Respect. I can't even put a SIM card in without help.
E| True. How's the road?
K| We finished the drainage on the Kasoa stretch. Now it's the culverts. The heat is something else, I'm black as charcoal.
E| You were already black, Kwame.
K| Blacker. Anyway. IELTS is booked: Saturday the 16th of September, at the British Council in Accra.
E| Are you studying?
K| Every evening after work. The speaking part worries me. I talk too fast when I'm nervous.
E| You talk too fast always. Practise with me, call me on Wednesday.
K| Deal. I also have a side project idea, don't laugh.
E| I'll laugh if it's funny.
K| Yaw from my office and I want to raise broilers for Christmas. Behind Nana's house in Aburi. There's space, and Nana said yes as long as she gets chicken for free.
E| Wait, your colleague is also Yaw? Everybody is Yaw.
K| Half of Ghana is Yaw. But yes, 200 chicks, and we sell them in December. People pay a lot for live chicken at Christmas.
E| Kwame the farmer! Do you know anything about chickens?
K| YouTube knows everything about chickens. And Yaw's uncle has a farm in Nsawam.
E| Okay, I'm investing. One chicken for myself.
K| You'll pay full price like everyone else.
E| Stingy!
K| Businessman.
"""),

dict(n=3, fmt="whatsapp", start=(2023, 9, 17, 13, 5), turns="""
K| IELTS done yesterday
E| and?? how was it
K| reading was easy, listening ok
K| speaking... the examiner asked about my favourite festival and I talked about Homowo for 3 minutes without breathing
E| 😂 you said you'd talk slowly
K| I forgot
K| results in 2 weeks or so
E| you'll be fine
E| ok business update from me
E| Fuabeads is growing!!
K| what is Fuabeads
E| my bracelet business?? I told you
E| bead bracelets in kente colours. I opened the instagram page last month
E| sold 30 bracelets this month, mostly to girls in my hall
K| ei! entrepreneur
E| 25 cedis each
K| that's 750 cedis
E| minus beads, thread, and transport to the bead market
E| so profit maybe 400
K| not bad for a student
K| send me 5 for the ladies in my office. I'll pay
E| full price?
K| full price. I'm not stingy like you
E| 😂 ok I'll send them with the STC bus on Tuesday
K| and the chickens arrived!!
K| 200 day-old chicks on Friday
K| [photo: brooder full of yellow chicks]
E| they're so small and yellow!!
K| Yaw built a brooder with a charcoal pot for heat. Nana sits with them like they're her grandchildren
E| lol Nana
E| is she still planning her 80th?
K| she says she doesn't want a party
E| she wants a party
K| she definitely wants a party
E| let's plan it. December?
K| let's talk properly soon
"""),

dict(n=4, fmt="locomo", start=(2023, 10, 8, 7, 5), turns="""
K| Good morning, nurse! I'm up early for once. I have news.
E| It's Sunday, why are you awake at 7? Is it the IELTS?
K| The results came on Friday. Seven point five overall. Eight in reading, seven in speaking.
E| KWAME! Seven in speaking, even with the Homowo speech!
K| The examiner must have liked Homowo. Delft wants 6.5 and Twente wants 6.5, so I'm safe.
E| I'm so proud of you. Have you told Mum?
K| She screamed and then asked if I'm eating well. Classic.
E| Classic Mum. Why are you up so early though?
K| Running club! I joined the Legon Road Runners two weeks ago. We run on Tuesday evenings and on Saturday and Sunday mornings around the university campus.
E| You? Running? You take a taxi to the junction.
K| I know. The doctor said my cholesterol is high for 26 and I sit in the site office too much. So I'm running. I did 8 km yesterday and I thought I would die.
E| You're too young for Daddy's cholesterol. Good. Any races?
K| The club is doing a 10K at the end of the month. I'm going to try.
E| I'll cheer from Kumasi. My news: I moved from paediatrics to the surgical ward on Monday.
K| How is it?
E| Different. Lots of wound dressings and post-op patients. Less cute than the children's ward, but I'm learning a lot.
K| And Yaw the card shark?
E| He went home last week! He gave me a drawing of me as a superhero nurse. I stuck it inside my locker.
K| Aww. Now, Nana's party. We need to plan.
E| Yes! I spoke to Auntie Esi. The date is the 23rd of December, a Saturday, at Nana's house in Aburi. Nana pretended to be annoyed, but she's already chosen her kente.
K| Of course she has. What's the plan?
E| I'll do the decorations and the cake. You pay for the canopy, the chairs and the DJ.
K| Why do I pay for the expensive things?
E| Because you have a salary and I have bracelets.
K| Fair. How many guests?
E| Auntie Esi says maybe a hundred. Nana says fifty. So a hundred and twenty.
K| Ha! The chickens will be ready by then too. Maybe we cook some for the party.
E| Nana said she gets free chicken anyway!
"""),

dict(n=5, fmt="whatsapp", start=(2023, 10, 29, 16, 20), turns="""
K| I DID IT
K| 10K yesterday, 58:40!
E| under one hour!!! 🎉🎉
K| I wanted to die at 7km but a woman of about 60 passed me and I couldn't allow it
E| 😂😂 pride is a good coach
K| my legs are dead today. I walked down the stairs backwards
E| ice and elevation. nurse's orders
K| yes madam
K| bad news from the farm though
K| big rainstorm on Tuesday, the roof of the coop leaked
K| we lost 12 chicks. 188 left
E| oh no 😢
K| Yaw fixed the roof with new zinc. lesson learnt
E| are the rest ok?
K| they're big now. ready in about 5 weeks
E| also I have to tell you something. you'll laugh
E| remember what I told you about the children's ward
K| yes, you found your calling 2 months ago
E| I started my emergency rotation on Monday and I LOVE it
E| it's so fast. a road accident came in on Wednesday, 3 patients, and everyone just knew what to do. I want to be that
K| so now emergency nurse?
E| emergency nurse. final answer
K| until the next rotation 😂
E| no this is different. I felt it
K| ok I believe you
K| I submitted the applications btw. both Delft and Twente. Friday night
E| ahhh! and the scholarship?
K| separate, deadline January 15. I'm writing the essay
E| read it to me when you finish
K| I will [edited]
"""),

dict(n=6, fmt="locomo", start=(2023, 11, 19, 21, 30), turns="""
E| Kwame, I got my mid-semester results. First in the class in pharmacology!
K| Top of the class! Who is this genius? The same Efua who failed maths in JHS?
E| That was one test, in 2015! Let it go.
K| Never. Congratulations, seriously. What did Mum say?
E| She said "so when will you marry". Then she showed me the fufu she was pounding on the video call, which means she's proud.
K| Ha! I also have news. I've been promoted.
E| What? Tell me!
K| Mr. Boateng made me assistant site engineer on the Kasoa road project. I'll supervise the drainage crew and sign off the daily reports. Small raise, big headache.
E| Assistant site engineer! Mum will tell the whole church.
K| She already has. Auntie Esi called to congratulate me before I'd even told Mum myself.
E| The church network is faster than MTN. So will you still leave for the master's if they're promoting you?
K| If I get the scholarship, yes. Mr. Boateng knows. He said the promotion will look good on the application.
E| Smart man. How are the chickens?
K| Big and loud. Yaw has already taken orders for 120 of them. We'll sell the rest at the Aburi market in early December.
E| Save me one!
K| Full price.
E| For Nana's party then! Speaking of which, I've ordered the cake. Three tiers, with kente-pattern icing, from a bakery in Osu called Sweet Mercy.
K| Three tiers? How much?
E| Don't ask. It's a gift from both of us. You owe me half, 650 cedis.
K| Awurade. Fine. I've booked the DJ too, DJ Kobby from Koforidua. He plays highlife, and some Amapiano for the young people.
E| Perfect. Nana loves highlife. Did you get the canopy?
K| A canopy and 150 chairs from a rental place in Mamfe. They'll deliver on the 22nd.
E| You're good at this.
K| I'm an engineer. Logistics is my life.
"""),

dict(n=7, fmt="whatsapp", start=(2023, 12, 10, 18, 3), turns="""
K| chickens SOLD OUT 🐔
K| the last 40 went at Aburi market yesterday
E| ALL of them??
K| all 188. well, 185. 3 are for Nana's party as promised
E| lol
E| so how much did you make
K| after feed, chicks, vaccines, zinc and Yaw's transport... 4,800 cedis profit
K| split in two
E| ei! 2,400 each for 4 months
K| Yaw wants to do another batch for Easter
E| do it
K| maybe. if I'm leaving in August I don't want to leave him with everything
E| about leaving. did you finish the essay?
K| submitted on Tuesday. and they emailed yesterday: I'm shortlisted for an interview!
E| WHAT
K| online. 11 January
E| Kwame!!!!
K| don't tell Mum yet, she'll tell the church
E| my lips are sealed. mostly
K| 😂
E| ok party logistics
E| I'm home on the 20th. bus from Kumasi
E| decorations: kente ribbons, gold balloons, and I'm making Nana a beaded necklace to match her kente
K| nice
K| I'm buying her a radio. hers is broken and she listens to Peace FM all day
E| she'll love that
E| Auntie Esi will pick up the cake from Osu on the morning of the party
K| canopy comes the day before
E| pray it doesn't rain
K| it's harmattan season, it won't rain
E| famous last words
"""),

dict(n=8, fmt="locomo", start=(2023, 12, 27, 18, 45), turns="""
E| I'm still tired from Saturday. My feet are still dancing.
K| Mine too. Nana outdanced everybody. Did you see her doing adowa with her walking stick in the air?
E| I have it on video! Thirty seconds of pure Nana. I've watched it twenty times.
K| Send it to the family group. Uncle Fiifi will cry again.
E| Uncle Fiifi's speech was forty minutes! He started with the history of Akuapem.
K| He only stopped because the DJ started playing Daddy Lumba.
E| DJ Kobby was a genius for that. And the cake, Kwame, did you see Nana's face?
K| She said it was too beautiful to cut, then she cut the biggest piece for herself.
E| Ha! And she wore my necklace all night. She told everyone her granddaughter the nurse made it.
K| And my radio? She didn't mention my radio.
E| She had it on this morning, Peace FM at full volume. Mum says she takes it to bed.
K| That makes me happy. How many people came in the end?
E| Auntie Esi counted around 140 plates, so more than the hundred and twenty.
K| And it didn't rain.
E| Harmattan saved us. Okay, serious question. When do you go back to Accra?
K| Tomorrow. The site opens on the second. You?
E| I leave on the 7th. My maternity ward rotation starts on the 8th.
K| Maternity? Not emergency?
E| Emergency was my favourite, but we have to do all of them. I still want emergency after school.
K| Okay. My New Year resolution: I'm running a half marathon. The Labadi Beach Half Marathon, on the 10th of March.
E| 21 kilometres? You almost died at 7!
K| I've been training. I did 15 km on Christmas morning in Aburi. Up the hills.
E| Crazy man. Fine, I'll cheer. And the interview? Are you preparing?
K| Every evening. Mr. Boateng is doing a mock interview with me on Friday.
E| You'll be great. Don't talk about Homowo this time.
K| No promises.
"""),

dict(n=9, fmt="whatsapp", start=(2024, 1, 14, 20, 11), turns="""
E| HOW WAS THE INTERVIEW
K| it was Thursday. 3 people on the panel, 40 minutes
K| they asked about drainage design for flooding in Accra. I was ready for that one
K| then they asked why the Netherlands and I said "because you built a country below sea level and it's still dry"
E| 😂 did they laugh
K| one of them did
K| results end of February
E| fingers crossed 🤞🏾
E| maternity ward update: I helped deliver 4 babies this week
E| one mum named her daughter Efua!! after me!!
K| wow. a namesake
E| well, she was born on a Friday so it was maybe going to be Efua anyway
K| 😂 honest
E| but I'm taking credit
K| how's Mum's BP? she stopped complaining about the new tablets
E| she checked it yesterday, 135/85. much better
E| she's walking with the church ladies in the morning now
K| the church is good for something
E| Kwame!
K| joking
K| running update: 18 km yesterday. the half is in 8 weeks
E| 18!! who are you
K| a new man
E| also Kojo's wedding is Feb 10 in Kumasi, I'm a bridesmaid. you're coming right?
K| I'll try. site is busy but I'll try
E| [deleted]
E| you better come
"""),

dict(n=10, fmt="locomo", start=(2024, 2, 11, 22, 20), turns="""
K| How was the wedding? I'm so sorry I missed it.
E| It was beautiful, Kwame. Kojo cried when Adwoa walked in. Everyone cried. The bridesmaids wore purple and gold.
K| I saw the photos. You looked very serious in all of them.
E| I was concentrating on not falling in those heels! Kojo kept asking about you. What happened?
K| On Friday night a culvert on the Kasoa road failed after heavy rain. The road flooded and a trotro got stuck. Nobody was hurt, thank God, but I had to be on site all of Saturday with the crew.
E| Rain in February?
K| Freak storm. Mr. Boateng said I handled it well. I didn't sleep.
E| Then you're forgiven. I'll tell Kojo. But you owe him a gift.
K| I'll send something. There's more bad news though.
E| What?
K| Delft said no. The email came on Tuesday. The programme was very competitive, blah blah.
E| Oh Kwame. I'm sorry.
K| It's okay. I cried a little in the car. But Twente is still open, and the scholarship is still open, and that's the one that matters.
E| Is Twente a good university?
K| Very good for civil engineering. It's in Enschede, near the German border. Smaller city, cheaper than Delft.
E| Then maybe it's better! Smaller city, you'll focus.
K| That's what Mr. Boateng said. When is your big exam?
E| The licensing exam is in May. I'm starting to revise now. I'm scared.
K| You were first in pharmacology. You'll be fine.
E| That was one exam. The licensing exam is everything, Kwame.
K| I know. I'll help however I can.
E| How's the running? A month to go!
K| I did 20 km on Saturday before the culvert drama. At 5 in the morning, and then I got the call.
E| You ran 20 km and then worked all day? You're crazy.
K| That's why I'm so tired.
"""),

dict(n=11, fmt="whatsapp", start=(2024, 3, 10, 11, 48), turns="""
K| FINISHED!!!!
K| 2:04:37
E| KWAMEEEE 🎉🎉🎉
E| I was refreshing the tracker all morning
K| the last 3 km along the beach I was crying or sweating I don't know
E| both. I'm so proud
K| the 60 year old lady from the 10K was there. she beat me again
E| 😂😂😂 she's your nemesis
K| she's my hero now. her name is Auntie Comfort, she gave me a banana at the finish
E| lol
K| and more news
K| Twente offered me a place! email on Friday
E| WHAT. the master's??
K| MSc Civil Engineering and Management. starting September
E| ahhhh!!!!
K| but no scholarship decision yet. they said April
K| without the scholarship I can't go. the tuition is 18,000 euros a year
E| they'll give it. they have to
K| 🤞🏾
E| did you tell Mum
K| yes. she's already praying and fasting
E| lol of course
E| my news: exam date is out. 21 May
E| I want to do a prep course, it's 900 cedis, I'm trying to find the money
K| I'll pay it
E| no Kwame you've paid enough this year
K| I just ran 21 km, I'm feeling generous. send me the details
E| 🥹 thank you
"""),

dict(n=12, fmt="locomo", start=(2024, 4, 7, 20, 0), turns="""
K| Efua. Are you sitting down?
E| I'm lying down, I've been revising all day. What's happened?
K| I got the scholarship. Full tuition and a living stipend of 1,100 euros a month, for two years.
E| KWAME! Oh my God! Awurade!
K| The email came on Thursday at 3 pm. I read it seven times at my desk. Then I went outside behind the site office and called Mum.
E| What did she say?
K| She screamed so loudly the neighbours came to check. Then she said she'll fast again, this time to thank God.
E| That's Mum. So it's real. You're going to the Netherlands!
K| I'm going to Enschede. Classes start on the 2nd of September, and I have to be there at the end of August for orientation.
E| I can't believe it. My brother, the Dutch engineer.
K| Ghanaian engineer in the Netherlands. Don't make me Dutch yet.
E| What about your job? Mr. Boateng?
K| I'll tell him tomorrow. I want to work until the end of July and finish as much of the Kasoa drainage as I can.
E| And the chickens?
K| Yaw did the Easter batch alone and sold them last week. I told him the business is his now.
E| That's generous.
K| He did most of the work anyway. How's the revision?
E| The prep course started on Monday, thank you again for paying. The tutor is tough. Mock exam every Saturday.
K| How did the first mock go?
E| 68 percent. The pass mark is 60. I want 75 by May.
K| You'll get there. You've got six weeks.
E| Six weeks and a lot of coffee. Also, I have something to ask you.
K| Ask.
E| After the exam I'll do my national service. I've asked for an emergency department in Accra. If I get posted to Accra, can I stay at your place?
K| My place will be empty from August. You can take over the flat in Dzorwulu. The rent is paid until December.
E| Serious? Kwame!
K| Serious. Just water the plants. And don't let Mum move in.
E| No promises.
"""),

dict(n=13, fmt="whatsapp", start=(2024, 5, 12, 9, 26), turns="""
E| happy mother's day to Mum. did you call her?
K| called at 7. she was at church already
K| sent her flowers through the flower lady at Osu
E| I sent a voice note and a bracelet
K| good
K| visa update: appointment at the Dutch embassy on May 30
E| what do you need to bring
K| everything. passport, admission letter, scholarship letter, birth certificate, police report, my soul
E| lol
E| 9 days to my exam
E| I can't sleep
K| what was the last mock
E| 74%
K| that's almost 75!! you said 75 by May
E| it's not 75 🙃
K| efua. 74 is excellent. sleep
E| 😭 ok
K| also, I told Mr. Boateng. my last day is 26 July
K| he's planning a send off, and the Kasoa drainage is 80% done
E| will you finish before you leave?
K| no. 95 maybe. the rest is for the next guy
E| aww
K| also I sold my car
E| your Corolla???
K| yes, 42,000 cedis. a teacher from Tema bought it
K| I'll use trotro for my last months like a student
E| good practice for the Dutch bicycles
K| 😂 I can't ride a bicycle
E| WHAT
K| never learnt. don't tell anyone
E| I'm telling everyone
"""),

dict(n=14, fmt="locomo", start=(2024, 6, 16, 19, 35), turns="""
E| Kwame! Guess where I'm posted for national service!
K| Tell me! Accra?
E| Ridge Hospital, emergency department! I start on the 1st of October.
K| Efua! That's exactly what you wanted!
E| Exactly. The letter came on Wednesday. I screamed in the hostel and my roommate thought there was a snake.
K| Ha! Congratulations, Sister Efua. So you'll take over the flat.
E| If the offer still stands.
K| It stands. I'll leave you the fridge, the fan and the plants. The gas cylinder is almost empty, that's your problem.
E| Fine. How's the visa?
K| Got it! The embassy called on Monday and I picked up my passport with the visa on Tuesday. My flight is booked for the 24th of August, Accra to Amsterdam, then the train to Enschede.
E| It's all real now.
K| It's all real. Mum has started buying me winter clothes at Kantamanto market. I have four jackets already.
E| Four! It's not Antarctica.
K| She says the Netherlands is cold even in summer. She's not wrong.
E| And my exam? I finished almost four weeks ago and I still dream about it.
K| How do you feel?
E| Good, I think. The pharmacology section was easy. The case studies were long. Results come out at the end of July.
K| You'll pass. You got 74 on the last mock.
E| Don't jinx it!
K| Sorry. Also, I've been learning to ride a bicycle.
E| NO. Who's teaching you?
K| Yaw. In the car park behind the stadium on Sunday mornings. I fell twice. Little children were laughing at me.
E| I'm so proud and so amused. Send a video.
K| Never.
E| Nana asked me to tell you something. She says: "Take my radio to the Netherlands so you can hear Peace FM."
K| Ha! Tell her I'll listen on my phone. The radio stays with her.
E| She knows. She just wanted you to know she uses it every day.
"""),
]
