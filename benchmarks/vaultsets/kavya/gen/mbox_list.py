# -*- coding: utf-8 -*-
"""Crescent Road CC juniors mailing list (mbox)."""

LIST_ID = "Crescent Road CC Juniors <juniors.crescentroadcc.example>"
LIST_ADDR = "juniors@crescentroadcc.example"
LISA = "Lisa Whitfield <lisa.whitfield@crescentroadcc.example>"
GARETH = "Gareth Pryce <coach.gareth@crescentroadcc.example>"

# (envelope_from, asctime, headers, body)
MESSAGES = [
    ("lisa.whitfield@crescentroadcc.example", "Thu Apr  3 19:20:11 2025", {
        "From": LISA, "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] Summer nets start 15 April",
        "Date": "Thu, 03 Apr 2025 19:20:11 +0100",
        "Message-ID": "<crcc-j-20250403-01@crescentroadcc.example>",
    }, """Hi all,

Summer outdoor nets start again on Tuesday 15 April.

  U11 / U13:  Tuesdays 5.00 - 6.00pm
  U15:        Tuesdays 6.00 - 7.30pm

At the ground, Crescent Road. Please bring water, full kit including
helmet for anyone batting against hard ball. No nets on 27 May (half
term - ground being re-seeded).

Subs for 2025 are GBP 95 (GBP 80 for second child). Bank details on the
website, reference = child's name.

Lisa
Junior Section Secretary
"""),
    ("coach.gareth@crescentroadcc.example", "Mon May 12 08:02:44 2025", {
        "From": GARETH, "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] U15 fixtures - May/June",
        "Date": "Mon, 12 May 2025 08:02:44 +0100",
        "Message-ID": "<crcc-j-20250512-01@crescentroadcc.example>",
    }, """Morning all,

U15 league fixtures for the next few weeks (all Saturdays unless stated):

  17 May  v Cheadle Hulme (H)   10.00
  24 May  v Marple (A)          10.00
  31 May  no game
  7 Jun   v Bramhall (H)        10.00
  14 Jun  v Didsbury (A)        13.00
  22 Jun  (Sun) friendly v Heaton Mersey (H)  14.00

Team sheets go out on the Thursday. If your child can't play, tell me by
Wednesday night please, not on Saturday morning.

Gareth
"""),
    ("parent.ravi@mailbox.example", "Tue May 13 21:11:09 2025", {
        "From": "Ravi Kapoor <parent.ravi@mailbox.example>", "To": LIST_ADDR,
        "Subject": "Re: [CRCC Juniors] U15 fixtures - May/June",
        "Date": "Tue, 13 May 2025 21:11:09 +0100",
        "Message-ID": "<rk-20250513-2111@mailbox.example>",
        "In-Reply-To": "<crcc-j-20250512-01@crescentroadcc.example>",
        "References": "<crcc-j-20250512-01@crescentroadcc.example>",
    }, """Hi Gareth, is Marple the ground by the canal or the one at the top of the
hill? Last year half of us went to the wrong one.

Ravi

> U15 league fixtures for the next few weeks (all Saturdays unless stated):
>
>   17 May  v Cheadle Hulme (H)   10.00
>   24 May  v Marple (A)          10.00
"""),
    ("lisa.whitfield@crescentroadcc.example", "Sat Jun  7 18:40:02 2025", {
        "From": LISA, "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] This week only - U15 nets on WEDNESDAY",
        "Date": "Sat, 07 Jun 2025 18:40:02 +0100",
        "Message-ID": "<crcc-j-20250607-01@crescentroadcc.example>",
    }, """Hi all,

Ground staff need the square on Tuesday for pitch prep before the
Sunday friendly, so U15 nets this week move to Wednesday 11 June, same
time (6-7.30). Back to Tuesdays the week after.

And well done to the U15s today - a great win against Bramhall.

Lisa
"""),
    ("lisa.whitfield@crescentroadcc.example", "Wed Aug 20 20:15:37 2025", {
        "From": LISA, "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] End of season awards night - Fri 19 Sept",
        "Date": "Wed, 20 Aug 2025 20:15:37 +0100",
        "Message-ID": "<crcc-j-20250820-01@crescentroadcc.example>",
    }, """Hi all,

Save the date! Junior end of season awards night:

  Friday 19 September 2025, 7.00pm - 10.30pm
  Crescent Road CC clubhouse

Trophies for each age group, buffet, and the parents v juniors quiz
(parents lost last year, badly). Tickets GBP 5 per adult, juniors free -
pay on the night. Let me know numbers by 12 Sept for the food.

Last nets of the summer are Tuesday 26 August.

Lisa
"""),
    ("parent.sue@mailbox.example", "Thu Aug 21 08:03:51 2025", {
        "From": "Sue Brennan <parent.sue@mailbox.example>", "To": LIST_ADDR,
        "Subject": "Re: [CRCC Juniors] End of season awards night - Fri 19 Sept",
        "Date": "Thu, 21 Aug 2025 08:03:51 +0100",
        "Message-ID": "<sb-20250821-0803@mailbox.example>",
        "In-Reply-To": "<crcc-j-20250820-01@crescentroadcc.example>",
        "References": "<crcc-j-20250820-01@crescentroadcc.example>",
    }, """Thanks Lisa - 2 adults + Ollie for us.

Quick one - can siblings come? Ollie's sister is 9 and will be
devastated otherwise.

From the parents' side, happy to help with the buffet again, just tell
me what to bring.

Sue

> Save the date! Junior end of season awards night:
>
>   Friday 19 September 2025, 7.00pm - 10.30pm
"""),
    ("treasurer@crescentroadcc.example", "Mon Sep 15 12:00:00 2025", {
        "From": "CRCC Treasurer <treasurer@crescentroadcc.example>", "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] Subs reminder + kit sale",
        "Date": "Mon, 15 Sep 2025 12:00:00 +0100",
        "Message-ID": "<crcc-j-20250915-01@crescentroadcc.example>",
    }, """Dear parents,

A few juniors' subs for 2025 are still outstanding - you know who you
are, and so do I. Please pay before the awards night.

Second-hand kit sale at the awards night: bring outgrown pads, gloves,
helmets (no cracked helmets please) and whites. Proceeds to the junior
section.

Thanks,
Club Treasurer
"""),
    ("lisa.whitfield@crescentroadcc.example", "Sun Oct  5 17:22:48 2025", {
        "From": LISA, "To": LIST_ADDR,
        "Subject": "[CRCC Juniors] Winter indoor nets - new venue",
        "Date": "Sun, 05 Oct 2025 17:22:48 +0100",
        "Message-ID": "<crcc-j-20251005-01@crescentroadcc.example>",
    }, """Hi all,

Winter indoor nets are on again, but at a NEW venue this year because the
school hall we used is being refurbished:

  Cheadle Leisure Centre - Sports Hall 2 (upstairs, use the side entrance
  by the car park, not the pool entrance)
  Sundays from 2 November to 22 March (not 28 Dec / 4 Jan)
  U13: 3.00 - 4.00pm    U15: 4.00 - 5.30pm

Cost GBP 40 for the winter block, payable by 31 October. Bowling machine
sessions for U15 every other week.

Congratulations again to all the award winners - Adi R (most improved
bowler), Tom W (batting), Ollie B (fielding) in the U15s.

Lisa
"""),
]
