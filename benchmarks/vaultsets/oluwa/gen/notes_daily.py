from lib import write

DAILY = {
"2025-04-12": """# Sat 12 Apr 2025

Plot at 10. Gate keypad (4471) stuck again – took three goes, fingers frozen. Someone's put a note on the
noticboard asking the committee to replace it. Supered Curie + Franklin, OSR out in the field beyond the
railway, smells like cabbage. Hodgkin coming on.

Girls (U11s still) lost 3–2 at Rothwell, Chloe brilliant. Carla did the lifts. Bev away.

Tobi: first full sentence with a verb in it – "Daddy bee go". I'll take it.

TODO
- [x] order more foundation (National brood, 10)
- [x] sort the Y11 chem revision list for after Easter
- [ ] ring Dad re: Primestone's letter (he hasn't read it, obviously)
""",

"2025-05-18": """# Sun 18 May 2025 – extraction day (spring)

Extracted the OSR supers from Curie (2) and Franklin (1) in the kitchen. Borrowed the association's 4-frame
tangential extractor (back by Weds). Anwen took Tobi to her sister's – sensible.

**Spring crop: 14 kg** of OSR honey. Very pale, already starting to granulate in the bucket. Plan:
seed with some of last year's soft set, stir twice a day for a week, then warm to 37°C and jar as soft
set. Lot **CM25-01**.

Kitchen floor sticky for a week now, probably. Every surface. The cat next door has been in twice.

Franklin had sealed QCs yesterday that I didn't deal with – need to do the artificial swarm next Saturday,
FIRST THING.

School: Y11 study leave starts Tuesday. Mock papers to finish marking tommorow.
""",

"2025-05-24": """# Sat 24 May 2025

Well. Franklin swarmed. 1pm-ish, I was literally standing next to the hive putting the board together for the
artificial swarm. Cloud of bees, the roar, and off over the hedge into the **plum tree in the front garden at
no. 41 Carr Moor Lane** (Mrs Haworth). About 2.5 m up. She came out with a cup of tea and her phone to film it.

Got them down with the step ladder, a cardboard box and one sharp shake – most fell in, rest marched in
over the next hour. Saw the red-dot queen on the sheet going in – so it's the old 2023 queen. Walked them into
the poly nuc at dusk. New colony: Lonsdale.

Lessons: don't put off the artificial swarm. I knew. I KNEW.

Football: missed the U11 end-of-season training session – Bev covered, thank you Bev.
Tobi fell asleep in the car on the way home, face covered in ice lolly.
""",

"2025-08-09": """# Sat 9 Aug 2025

Plot early: Apiguard tray 1 on all four (Curie, Franklin, Hodgkin, Lonsdale). Eke on, trays on the top
bars, entrances reduced. 21°C – thymol should work well. Tray 2 on 23 Aug.

Lagos: Folasade says completion is likely **Fri 31 Oct**. Put in a leave request for October half-term to fly
out – Dad's signing and I want to be there. Dami can pick me up. Need to look at flights (Lagos via
Amsterdam is usually cheapest from Leeds... or Manchester direct?).

Deposit recieved from the buyer last week apparently – Dad sent a 4-minute voice note about it.

Anwen's back at work Monday; Tobi back at Little Kites. Janice has him Friday.

- [x] Apiguard tray 1
- [ ] flights to Lagos for half-term (check Manchester direct)
- [ ] Y7 acids unit – start the overview in the holidays (haha)
""",

"2025-10-17": """# Fri 17 Oct 2025

Y7 unit drafts were due today. Got mine in at 4:50pm. Yasmin's is better than mine.

**Lagos: not going.** Folasade e-mailed last week – completion pushed to **Fri 14 Nov** (buyer's bank
being slow). That's term time now, no half-term cover, and a 3-day trip would cost a fortune. Talked to
Dad on Sunday: he said "I can sign my own name, Seun." Fair. Dami will witness, I'll be on Zoom. Cancelled
the leave request (never got as far as booking flights, thankfully).

Girls won 4–1 on Sunday, Zainab's first goal for us. She did a cartwheel.

Bees: ivy flow, everyone heavy. Mouse guards tomorrow.
""",

"2025-11-14": """# Fri 14 Nov 2025

**Completion done.** Dad signed at 11 Lagos time (10 our time) – I watched on Zoom from the S4 prep room in
my free (PPA swapped, thanks Ollie). Dami witnessed, Folasade ran it like a military operation, Mr Obi's
lawyer was 20 minutes late. Balance went into Dad's account at about 2pm their time. Dad sent a voice note
that was mostly laughing.

Still outstanding: Dad's TCC – the buyer's side need it for the Governor's consent. Folasade is chasing,
I'm chasing Dad, Dad is chasing the accountant. Circle of life.

Next: second KoboBridge transfer – wait for the rate to settle a bit.

Parents' evening (Y11) in two weeks. Mocks the week after. December is coming.
""",
}

INBOX = """# Inbox (quick capture)

Dump things here, sort on Sunday evening.

- [ ] Comb honey label proof to Philippa (with the barcode) – said I'd send it by Fri 21 Nov
- [ ] GS1 barcode – how much for 3 products?
- [x] Second KoboBridge transfer – done 2 Dec
- [ ] Tobi's 3rd birthday (9 Feb) – soft play or the farm? Ask Anwen
- [ ] Dad's summer visit – look at flights for him (July?), visa invitation letter
- [ ] BBKA insurance renewal (Jan)
- [x] Fondant on (22 Nov)
- [ ] Book car service (the brakes squeal)
- [ ] Nursery wifi password for the parent app – ask Tash (keeps logging me out)
- [ ] Christmas: nursery staff gift, Janice gift, Bev + Carla
- [ ] Reply to the Trust science network re: sharing Y7 units
- [x] Otters – send the new home ground details to parents (forwarded Stuart's email 10 Dec)
"""


def build():
    for d, t in DAILY.items():
        write(f"notes/daily/{d}.md", t)
    write("notes/inbox.md", INBOX)
