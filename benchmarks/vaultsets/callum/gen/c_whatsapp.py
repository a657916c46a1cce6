# -*- coding: utf-8 -*-
"""WhatsApp (Android) group chat export: 'dd/mm/yyyy, hh:mm - Name: text'."""

PATH = "chats/whatsapp/WhatsApp Chat with Drummond Family.txt"

CHAT = """14/03/2024, 20:11 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
14/03/2024, 20:11 - Kirsty created group "Drummond Family"
14/03/2024, 20:11 - Kirsty added you
14/03/2024, 20:11 - Kirsty added Fiona
14/03/2024, 20:12 - Kirsty: Right. One group for kids logistics + Mum stuff so I stop getting three different versions of everything 😂
14/03/2024, 20:14 - Fiona: Good idea. As long as it doesn't turn into memes
14/03/2024, 20:15 - Callum: No promises
14/03/2024, 20:15 - Callum: <Media omitted>
14/03/2024, 20:16 - Fiona: 🙄
02/04/2024, 08:02 - Fiona: Rory's left his inhaler at yours I think. The blue one. Can you drop it at school?
02/04/2024, 08:10 - Callum: Found it. In the boat bag, don't ask. Will drop it in at 9
19/04/2024, 18:02 - Kirsty: Happy birthday to Isla!!! 13!!! How 😭😭
19/04/2024, 18:05 - Fiona: She's had a great day. The cake was a hit, thanks Callum
19/04/2024, 18:06 - Callum: Tell her her dad says happy birthday and to answer her phone
19/04/2024, 18:30 - Fiona: <Media omitted>
19/04/2024, 18:31 - Kirsty: Oh my god she looks about 20
22/04/2024, 10:40 - Callum: Tank emptied. Living the dream.
22/04/2024, 10:41 - Kirsty: Too much information as always
11/05/2024, 16:22 - Callum: <Media omitted>
11/05/2024, 16:22 - Callum: Otter! Rory's face 😂
11/05/2024, 16:40 - Fiona: Aw he'll be talking about that for a week
18/05/2024, 21:15 - Kirsty: Up at Mum's. Hip no better. She's refusing to go back to the GP.
18/05/2024, 21:16 - Kirsty: I've booked her in for Tuesday and I'm telling her on Monday so she can't argue for long
18/05/2024, 21:20 - Callum: Good. Thank you. I'll phone her tomorrow
23/07/2024, 21:03 - Fiona: FYI Isla has announced she's vegetarian as of today. Fish too, she's adamant. Something to do with a documentary.
23/07/2024, 21:05 - Callum: She does know her dad counts fish for a living
23/07/2024, 21:05 - Fiona: Oh she knows. I think that's half the point
23/07/2024, 21:06 - Kirsty: Good for her!! I'll send you both my dhal recipe
23/07/2024, 21:10 - Callum: Fine by me. No more fish fingers at mine then. Rory will be thrilled, more for him
02/08/2024, 19:55 - Callum: <Media omitted>
02/08/2024, 19:55 - Callum: 11 mackerel. Rory caught 8 of them and will tell you so
10/08/2024, 17:02 - Kirsty: How was the open day?
10/08/2024, 17:30 - Callum: Chaos. One duck escaped to Mull. Rory sold a frankly alarming number of raffle tickets
08/09/2024, 19:30 - Kirsty: Callum when I was up at the weekend I noticed a couple of slates have slipped on the back roof, north side, right above the porch. Euan had a look with the binoculars (very professional)
08/09/2024, 19:31 - Kirsty: He says get it sorted before the winter or you'll have water coming in the porch
08/09/2024, 19:33 - Kirsty: His pal Stevie Rennie does roofs, he's based in Connel. 07700 900733. Say Euan sent you and he'll not rip you off
08/09/2024, 19:40 - Callum: Cheers. I'll give him a ring this week
08/09/2024, 19:41 - Callum: Tell Euan thanks 👍
08/09/2024, 19:42 - Kirsty: You won't though will you
08/09/2024, 19:42 - Callum: I will!
15/09/2024, 09:12 - Callum: Long afternoon on the boat yesterday. All ended fine. Kids were great about it
15/09/2024, 09:20 - Fiona: Rory told me all about it. In a LOT of detail
15/09/2024, 09:25 - Kirsty: Proud of you ❤️
24/09/2024, 18:44 - Fiona: This message was deleted
24/09/2024, 18:45 - Fiona: Wrong chat sorry!
03/10/2024, 13:02 - Callum: Damp man's been. Verdict in writing next week but sounds like it's the render not the wall itself. Good news I think
03/10/2024, 13:10 - Kirsty: Told you!! Same as Lorna's
12/11/2024, 20:15 - Fiona: Christmas. Can we decide now so the kids know? Last year you had them Christmas Day
12/11/2024, 20:22 - Callum: Aye fair. What about you have Christmas Eve and Christmas Day, and I get them Boxing Day through to Hogmanay?
12/11/2024, 20:25 - Fiona: That works. Back to me on the 2nd?
12/11/2024, 20:26 - Callum: Deal. So final plan:
Christmas Eve + Christmas Day - yours
Boxing Day to 1st Jan - mine (we'll go up to Mum's for Hogmanay)
2nd Jan - back to yours
12/11/2024, 20:26 - Fiona: 👍 I'll tell them tomorrow
12/11/2024, 20:30 - Kirsty: Mum wants everyone at hers for Hogmanay btw. Don't shoot the messenger
12/11/2024, 20:31 - Callum: Ha. See above, already on it
14/11/2024, 16:48 - Callum: <Media omitted>
14/11/2024, 16:48 - Callum: IT'S IN. First fire lit. Bracken has already moved in front of it permanently
14/11/2024, 16:55 - Kirsty: Ohhhh cosy!!! Pic of the dog please
14/11/2024, 16:57 - Callum: <Media omitted>
02/12/2024, 07:30 - Fiona: Roads are sheet ice this morning, I'm keeping them off till 10. School says it's open but the bus isn't running
02/12/2024, 07:32 - Callum: Sensible. I'm stuck at the bottom of the track anyway
25/12/2024, 10:03 - Kirsty: Merry Christmas all 🎄🎄
25/12/2024, 10:05 - Fiona: Merry Christmas! Rory's been up since 5. Lego already half built
25/12/2024, 10:20 - Callum: Merry Christmas. Tell them I'll see them tomorrow 🎄
07/01/2025, 19:10 - Fiona: Heads up – my rota at the pharmacy changes from the 13th and I'm on lates on Wednesdays now
07/01/2025, 19:11 - Fiona: Could we switch your midweek night to Thursday? Same deal otherwise – pick up at 5, you do the school run on the Friday
07/01/2025, 19:20 - Callum: Thursday's fine. Start Thursday the 16th?
07/01/2025, 19:21 - Fiona: Perfect. Thursdays from the 16th then. Thank you
07/01/2025, 19:22 - Callum: 👍 I'll sort Rory's football lift, that's a Wednesday
15/01/2025, 21:00 - Kirsty: MUM'S 70TH. We need a plan. Dinner the Saturday after her birthday? Not Fort William, she says everywhere there is "tired"
15/01/2025, 21:04 - Callum: What about the Lochside in Onich? I'll email you a couple of ideas
15/01/2025, 21:05 - Kirsty: Ooh yes. Leave it with me
15/01/2025, 21:10 - Fiona: Kids can come too obviously. Let me know the day and I'll work round it
04/02/2025, 20:40 - Kirsty: PRESENT for Mum. I've found a framed print of the Buachaille by Ailsa Munro – the Glencoe painter she's always going on about. £240. Halves?
04/02/2025, 20:41 - Kirsty: <Media omitted>
04/02/2025, 20:45 - Callum: That's perfect. Aye, halves. I'll send you £120
04/02/2025, 20:46 - Fiona: That's lovely. The kids want to make her a card as well, I'll get them on it at the weekend
10/02/2025, 18:30 - Fiona: Isla's parents' evening is Thursday 27th, 4.30 slot with Mr Sutherland. I'm on a late, can you go?
10/02/2025, 18:42 - Callum: Aye I'll go. It's my Thursday anyway, I'll take her back to mine after
10/02/2025, 18:43 - Fiona: Great. She says don't be embarrassing
10/02/2025, 18:43 - Callum: No promises
12/02/2025, 19:02 - Callum: Reminder I'm in Bergen Mon 3rd – Fri 7th March for work. Bracken's sorted, house is sorted
12/02/2025, 19:05 - Fiona: Kids are with me that week anyway. Bring them back something that isn't a troll
12/02/2025, 19:06 - Kirsty: Bring ME back something that isn't a troll
16/02/2025, 19:05 - Callum: Easter – could I have them the first week? Thinking Mull. The hostel in Tobermory and a boat trip if it's calm
16/02/2025, 19:20 - Fiona: Fine by me. First week yours, second week mine – I'm taking them up to my mum's in Inverness
16/02/2025, 19:21 - Callum: Grand, thanks
16/02/2025, 19:23 - Kirsty: Can I come to Mull 🙋‍♀️
16/02/2025, 19:24 - Callum: If you bring the midge spray
18/02/2025, 08:15 - Fiona: Rory's asking if Bracken can come and watch him at the gala. I've said no. Please back me up
18/02/2025, 08:20 - Callum: Dogs are not allowed at the swimming gala, Rory. Your dad has spoken
18/02/2025, 08:21 - Kirsty: 😂😂
"""
