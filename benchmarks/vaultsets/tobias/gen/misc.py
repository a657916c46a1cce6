"""Plain-text files and CSV logs. Stdlib only."""
import csv
import io

SITTER = """HOUSE-SITTER SHEET  (for Leo - thank you!!)
updated 11/2025 - Tobias

CAT
  Name: Grundig (gray, fat, will lie to you about being fed)
  Food: 1/3 cup dry AM + 1/3 cup dry PM, half a can of wet at night
        (food is in the pantry, bottom bin). He does NOT get people food.
  Water: fountain in the kitchen, top it off daily
  Litter: basement landing, scoop once a day, bags under the sink
  Meds: none
  Vet: West Park Animal Clinic, 216-555-0190

WIFI
  Network: RW-Home   (use this one, not RW-Home-Guest, the guest one drops)
  Password: ShortwaveNights#44

HOUSE
  Thermostat: leave it at 66. Please don't touch the dehumidifier settings.
  Trash: Monday night to the curb (blue = recycling, every other week)
  Mail: just pile it on the dining table
  The radios on the bench in the back bedroom are plugged into a power strip
  that is OFF. Please leave it off - some of them are not safe to turn on.

WATER / BASEMENT
  Main water shut-off: in the basement, under the stairs, on the front wall -
  red-handled valve right next to the water meter. Turn clockwise to close.
  Sump pump: if the alarm beeps, read the how-to taped above the pump pit
  (same as sump-pump-backup-howto.txt). If there's water on the floor,
  call me first, then Petrakis Plumbing 216-555-0171.
  Note: if this is the week of Nov 17-19, there's a waterproofing crew
  working in the basement. They have their own way in through the side door;
  just keep Grundig upstairs.

CONTACTS
  Me (cell): 216-555-0112
  Danielle (Maya's mom): 216-555-0139
  Ana (my sister, Columbus): 614-555-0125

Spare key is where we talked about. Help yourself to anything in the fridge
except the pierogi, those are for my mom.
"""

SUMP = """SUMP PUMP + BATTERY BACKUP - HOW TO (tape a copy above the pit)
----------------------------------------------------------------

What's down there
  - Primary pump: Zoeller M63 (cast iron, 0.3 HP), installed 3/12/25
  - Backup: Basement Watchdog battery backup pump, sits on a brick in the
    pit, with its own float. Battery is the gray box on the shelf.
  - Check valve: the clear "silent" one on the discharge pipe, about
    waist height. Arrow points UP.
  - High-water alarm: the white box clipped to the pipe. It beeps.

MONTHLY TEST (1st of the month, it's on the house calendar)
  1. Fill a 5-gallon bucket and pour it SLOWLY into the pit.
  2. Main pump should kick on when the water is ~2/3 up and shut off
     cleanly. It should not run more than 10-15 seconds.
  3. Unplug the main pump (the left cord, white tag). Pour another bucket.
     Backup should kick on, you'll hear it whine. Plug the main back in!
  4. Check the battery box: green light = good. Amber = needs charging.
     Red = replace the battery (group 27 deep cycle, ~ $180).
  5. Look at the discharge outside by the NE downspout: water should come
     out of the extension, not pool at the foundation.

IF THE ALARM GOES OFF
  - Is the main pump humming but not pumping? -> unplug it, the backup
    will take over. Call Tobias.
  - Is the pump not running at all? -> check the GFCI outlet on the
    column (press RESET). Then unplug/replug.
  - Water coming over the top of the pit? -> shop vac is by the furnace.
    Call Tobias, then the plumber.

DON'T
  - don't put the dehumidifier hose into the pit without the clip
  - don't pile boxes on the pit lid
"""

DIALCORD = """PHILCO 38-690 - DIAL CORD RESTRINGING (my notes, from the service
manual + trial and error)

You need:
  - braided dial cord (nylon/polyester, about 0.030"), ~5 ft
  - a new tension spring (the old one is never any good)
  - hemostat, a drop of glue, patience

0. TAKE A PHOTO of the old routing before cutting anything. Then take
   another one.
1. Turn the tuning gang fully CLOSED (plates meshed = low end, 540 kc).
2. Tie one end of the cord to the spring, hook the spring on the drum tab.
3. From the drum: go around the drum 1 1/4 turns counter-clockwise (viewed
   from the front), then out to the left idler pulley.
4. Across the top to the right idler, down around the tuning shaft 3 turns
   (the shaft is what your knob turns - the turns are what give you grip).
5. Back to the drum and tie off on the spring. Spring should be stretched
   about 1/4" - enough tension that the shaft doesn't slip, not so much that
   the knob is stiff.
6. Put the pointer on with the gang closed, at the 540 mark.
7. Spin end to end 10 times and check that the pointer tracks the stations
   you know (WTAM 1100 is the easy one).

If the pointer still slips, the cord needs another turn on the shaft. If
the knob is stiff, the spring is too tight.

A drop of glue on the knots. Not on the cord.
"""


def leak_csv():
    rows = [
        ("2024-12-18", "0.4", "NE corner", "0", "none", "damp spot only, snowmelt"),
        ("2025-01-12", "0.2", "NE corner", "0", "none", "thaw; efflorescence on block"),
        ("2025-01-28", "0.9", "NE corner + east wall", "0.25", "towels", "Jan thaw + rain, frozen ground"),
        ("2025-02-16", "1.1", "east wall (laundry)", "0.5", "shop vac (mine - the small one)", "pump ran a lot"),
        ("2025-03-05", "0.6", "NE corner", "0", "none", "pump cycling every ~2 min"),
        ("2025-03-11", "2.3", "NE corner + laundry + under stairs", "1.5",
         "bailed; Frank Marchetti next door lent his big shop vac",
         "old Wayne pump died overnight; lost 2 boxes of Dad's QSTs; plumber coming tomorrow"),
        ("2025-03-12", "0.3", "-", "0", "new pump in", "new Zoeller + silent check valve; old pump hauled"),
        ("2025-03-31", "1.4", "NE corner", "0.1", "mop", "new pump kept up; wall still weeps"),
        ("2025-04-18", "1.2", "NE corner", "0.1", "mop", "same spot"),
        ("2025-05-02", "0.0", "-", "0", "-", "DryLine estimate visit"),
        ("2025-05-15", "0.0", "-", "0", "-", "Buckeye estimate visit"),
        ("2025-06-19", "2.8", "NE corner + east wall", "0.75", "shop vac + fans",
         "big storm; backup pump kicked on once"),
        ("2025-06-24", "0.0", "-", "0", "bought dehumidifier + downspout ext.", "dehumidifier drains to pit"),
        ("2025-07-14", "1.6", "NE corner", "0", "none", "downspout extensions helping?"),
        ("2025-08-09", "0.8", "-", "0", "none", "dry"),
        ("2025-09-07", "1.9", "east wall", "0.2", "mop", "smaller than June"),
        ("2025-09-28", "2.1", "NE corner + east wall", "0.4", "shop vac", "this is why we're doing the drain tile"),
        ("2025-10-04", "1.3", "NE corner", "0.1", "mop", ""),
        ("2025-10-21", "0.7", "NE corner", "0", "none", "would have been install week (postponed)"),
        ("2025-11-06", "1.0", "NE corner", "0.1", "mop", "shelves half moved to garage"),
    ]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "rain_in", "where", "water_depth_in", "action", "notes"])
    w.writerows(rows)
    return buf.getvalue().encode("utf-8")


def parts_csv():
    rows = [
        ("2025-01-06", "Vintage Tube Supply", "Zenith H500 cap kit", "Zenith H500", "1", "34.95", ""),
        ("2025-01-06", "Vintage Tube Supply", "1N4007 diodes (10) + 100 ohm 5W", "Zenith H500", "1", "4.20",
         "replacing selenium rectifier"),
        ("2025-01-21", "eBay (sparkydave)", "40/40/20 uF 150V can (for restuffing)", "Zenith H500", "1", "18.00", ""),
        ("2025-02-09", "NEOARC swap table (Walt)", "35W4 + 50C5 tubes (box of 12)", "spares", "1", "10.00", ""),
        ("2025-02-24", "eBay (tubeworld_oh)", "1L6 tube, 'tests good'", "Zenith H500", "1", "39.00",
         "tested weak on my Eico - returned"),
        ("2025-03-03", "eBay (tubeworld_oh)", "refund - 1L6", "Zenith H500", "1", "-39.00", ""),
        ("2025-04-26", "NEOARC spring swap", "sold Emerson 520", "Emerson 520", "1", "-65.00", "income"),
        ("2025-04-26", "NEOARC spring swap", "Sprague Atom assortment", "spares", "1", "12.00", ""),
        ("2025-05-13", "Amazon", "isolation transformer 300VA", "bench", "1", "89.99", ""),
        ("2025-06-14", "Hank Dubrowski (Discord)", "Hallicrafters S-38E, untested", "Hallicrafters S-38E", "1",
         "85.00", "porch pickup in Euclid, paid by Venmo"),
        ("2025-06-18", "Vintage Tube Supply", "S-38E filter cap kit + line cord", "Hallicrafters S-38E", "1",
         "27.40", ""),
        ("2025-07-02", "Hakko store", "T18 tips (3 pack)", "bench", "1", "21.50", ""),
        ("2025-08-22", "Amazon", "brass tip cleaner", "bench", "1", "9.99", ""),
        ("2025-09-13", "Hardware store", "Kroil penetrating oil", "Philco 38-690", "1", "16.49", ""),
        ("2025-09-26", "Vintage Tube Supply", "braided dial cord 10 yd + dial drive tension springs (asst)",
         "Philco 38-690", "1", "14.95", "ordered for the slipping dial"),
        ("2025-10-03", "Radio Daze grille cloth", "Philco grille cloth 18x24", "Philco 38-690", "1", "22.00", ""),
        ("2025-10-29", "eBay (nos_tubes_pa)", "1L6 NOS, boxed", "Zenith H500", "1", "44.00",
         "arrived 11/4"),
        ("2025-11-08", "Amazon", "pilot lamps #47 (10)", "spares", "1", "7.99", ""),
    ]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "vendor", "item", "for_set", "qty", "cost_usd", "notes"])
    w.writerows(rows)
    return buf.getvalue().encode("utf-8")


def build():
    return {
        "misc/house-sitter-sheet.txt": SITTER.encode("utf-8"),
        "misc/sump-pump-backup-howto.txt": SUMP.encode("utf-8"),
        "misc/philco-38-690-dial-cord-howto.txt": DIALCORD.encode("utf-8"),
        "data/basement-leak-log.csv": leak_csv(),
        "data/radio-parts-ledger.csv": parts_csv(),
    }
