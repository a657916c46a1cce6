# -*- coding: utf-8 -*-
"""St. Casimir volunteer mailing list (mbox)."""

LIST_ID = "St. Casimir Parish Volunteers <volunteers.stcasimir-dayton.example>"
LIST_ADDR = "volunteers@stcasimir-dayton.example"
TAMMY = "Tammy Kowalczyk <tkowalczyk.rn@daytonmail.example>"

MBOX = [
    dict(
        envelope="tkowalczyk.rn@daytonmail.example Mon Sep  8 20:14:55 2025",
        frm=TAMMY, subject="[StC Volunteers] Fall Bake Sale - Sat Nov 8 - sign-ups open!",
        date="Mon, 08 Sep 2025 20:14:55 -0400", msgid="<bakesale-2025-01@daytonmail.example>",
        text="""Hi everyone!

It's that time again. Our Fall Bake Sale is Saturday, November 8, 8 a.m. to 1 p.m. (and we'll sell whatever's left after the 5 p.m. Vigil Mass on Saturday evening).

Drop-off for baked goods: Friday, November 7, 4-7 p.m.

Here's what we need:
  - Pies (our best seller!)
  - Cookies, bars, kolaczki, nut rolls, breads
  - Cashiers (2 shifts)
  - Setup Friday night + 7-9 a.m. Saturday
  - Cleanup 1-2 p.m.

NEW this year: we're taking cards (thanks Gary), and every item needs an ingredient card so folks with allergies can shop safely. I'll send a template.

Reply to me or the list with what you can do. Thank you!!

Tammy Kowalczyk
Bake Sale Coordinator
""",
    ),
    dict(
        envelope="glindqvist@stcasimir-dayton.example Wed Sep 10 09:02:11 2025",
        frm="Gary Lindqvist <glindqvist@stcasimir-dayton.example>",
        subject="Re: [StC Volunteers] Fall Bake Sale - Sat Nov 8 - sign-ups open!",
        date="Wed, 10 Sep 2025 09:02:11 -0400", msgid="<gl-0910-bake@stcasimir-dayton.example>",
        in_reply_to="<bakesale-2025-01@daytonmail.example>",
        text="""Tammy asked me to share last year's numbers so we have something to shoot for.

Fall Bake Sale 2024:
  Gross sales ........ $1,612
  Supplies/boxes ..... -$272
  Net to parish ...... $1,340

The net went to the St. Vincent de Paul food pantry. Square reader is charged and ready, and I'll have the cash box with $150 in small bills.

Gary Lindqvist, Parish Treasurer
""",
    ),
    dict(
        envelope="bkuhn1948@buckeyenet.example Fri Sep 12 14:40:02 2025",
        frm="Bernadette Kuhn <bkuhn1948@buckeyenet.example>",
        subject="Re: [StC Volunteers] Fall Bake Sale - Sat Nov 8 - sign-ups open!",
        date="Fri, 12 Sep 2025 14:40:02 -0400", msgid="<bk-0912-pies@buckeyenet.example>",
        in_reply_to="<bakesale-2025-01@daytonmail.example>",
        text="""Tammy dear,

Count me in for the pie table again. I will get my pie ladies together (Rita, Dolores, the two Marys) and we'll have 10 to 12 pies, apple, cherry, and the sugar cream. I'll run the pie table myself from 8 to 11.

No pre-orders please, it was a mess in 2019.

Bernadette

> Here's what we need:
>   - Pies (our best seller!)
""",
    ),
    dict(
        envelope="office@stcasimir-dayton.example Fri Sep 19 11:15:30 2025",
        frm="St. Casimir Parish Office <office@stcasimir-dayton.example>",
        subject="[StC Volunteers] Fellowship Hall closed Oct 27 - Nov 14 / bake sale location",
        date="Fri, 19 Sep 2025 11:15:30 -0400", msgid="<office-0919-hall@stcasimir-dayton.example>",
        text="""Dear volunteers,

The Fellowship Hall floors will be stripped and refinished from Monday, October 27 through Friday, November 14. The hall and its kitchen will be closed during that time.

Because of this, the Fall Bake Sale on November 8 will be held in the SCHOOL GYM (St. Casimir School, lower level). Please use the Wyoming Street doors for drop-off on Friday, Nov 7. Tables and chairs will already be in the gym. The gym kitchen has one working oven and a refrigerator.

Thank you for your flexibility!

Maureen Dwyer
Parish Secretary
""",
    ),
    dict(
        envelope="bkuhn1948@buckeyenet.example Thu Sep 25 19:22:48 2025",
        frm="Bernadette Kuhn <bkuhn1948@buckeyenet.example>",
        subject="[StC Volunteers] kolaczki recipe (several of you asked)",
        date="Thu, 25 Sep 2025 19:22:48 -0400", msgid="<bk-0925-kolaczki@buckeyenet.example>",
        text="""Several of you asked after Sunday coffee so here it is.
From my Babcia's recipe card, exactly how she wrote it (I added the oven temp):

KOLACZKI (about 5 dozen)
  8 oz cream cheese, soft
  1 cup (2 sticks) butter, soft
  2 cups flour + more for rolling
  pinch of salt
  filling: apricot, raspberry, or prune (lekvar). Solo brand is fine, don't tell anyone.
  powdered sugar for the top

Cream the cheese and butter until fluffy. Add flour and salt, mix just until it comes together.
Divide in 4, wrap, chill at least 2 hours or overnight (overnight is better).
Roll thin on powdered sugar not flour. Cut 2 inch squares.
Small spoon of filling in the middle, fold two opposite corners over, pinch hard or they pop open.
Bake 375 for 12 to 15 minutes, just golden on the bottom. Cool, then dust with powdered sugar.

They freeze well unfilled. Make them the week before.

Bernadette
""",
    ),
    dict(
        envelope="tkowalczyk.rn@daytonmail.example Thu Oct  2 21:05:10 2025",
        frm=TAMMY, subject="[StC Volunteers] bake sale: ingredient cards + nut-free table",
        date="Thu, 02 Oct 2025 21:05:10 -0400", msgid="<bakesale-2025-02@daytonmail.example>",
        text="""Hi all,

Two quick things for Nov 8:

1. Ingredient cards: every item needs one. Template attached to the bulletin board in the narthex and I'll have blank ones at drop-off. Just list ingredients and circle any of: NUTS, PEANUTS, EGGS, DAIRY, WHEAT.

2. We'll have a separate NUT-FREE table this year. If you're baking nut-free, please bake in a clean kitchen and label it NUT-FREE in big letters.

Thank you!
Tammy
""",
    ),
    dict(
        envelope="tkowalczyk.rn@daytonmail.example Thu Oct  9 20:48:33 2025",
        frm=TAMMY, subject="[StC Volunteers] bake sale volunteer roster (as of 10/9)",
        date="Thu, 09 Oct 2025 20:48:33 -0400", msgid="<bakesale-2025-03@daytonmail.example>",
        text="""Here's where we are for Saturday Nov 8. THANK YOU all!

  Pies ................... Bernadette K. + her pie ladies (8-11)
  Cookies/bars ........... Linda S., Joan P.
  Breads/nut rolls ....... Hank W.
  Cashier ................ Gary L. (card + cash), Sue T. (10-1)
  Coffee/cider ........... ? (waiting to hear from the youth group)
  Setup Fri 11/7 4-7 ..... Knights of Columbus (thank you Ed)
  Setup Sat 7-9 a.m. ..... STILL NEED 2 PEOPLE
  Cleanup 1-2 ............ Tammy + Rick (he doesn't know yet)

Remember we're in the school gym this year, Wyoming St doors.

Tammy
""",
    ),
    dict(
        envelope="mferency@stcasimir-dayton.example Wed Oct 15 16:30:19 2025",
        frm="Matt Ferency <mferency@stcasimir-dayton.example>",
        subject="Re: [StC Volunteers] bake sale volunteer roster (as of 10/9)",
        date="Wed, 15 Oct 2025 16:30:19 -0400", msgid="<mf-1015-cider@stcasimir-dayton.example>",
        in_reply_to="<bakesale-2025-03@daytonmail.example>",
        text="""Hi Tammy,

Youth group is IN for coffee and hot cider at the bake sale. We'll bring our own urns and cups. Proceeds from the cider table go toward the Steubenville summer trip, if that's ok with you.

Matt Ferency
Youth Minister

> Coffee/cider ........... ? (waiting to hear from the youth group)
""",
    ),
]
