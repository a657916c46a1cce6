# -*- coding: utf-8 -*-
"""CSV files: boat log and cottage spend ledger."""

BOAT_LOG = """date,engine_hours,trip,crew,fuel_added_l,notes
2024-03-23,198.4,Relaunch + run round the bay,Callum,10,Back on mooring 23 after winter on the trailer. Started 2nd pull
2024-03-30,200.1,Ardcarrick - Kerrera (east side) and back,Callum + Rory,0,No fish. Otter on the way back? (not sure)
2024-04-13,202.6,Bay + mooring check after gale,Callum,0,Bilge half full - cockpit drain blocked with weed
2024-04-27,205.3,Round the point to the seal rocks,Callum + Rory,8,Flat calm. Rory helmed home
2024-05-11,208.7,Kerrera picnic,Callum + Rory,0,Otter below the old pier!
2024-05-18,211.2,Mackerel (too early),Callum,0,Nothing
2024-05-25,212.0,Annual service at Gregor's shed,Gregor + Callum,0,"Full service - oil, gear oil, filter, plugs, impeller, anode ok. Hours 212.0 at service"
2024-06-08,214.9,Mackerel off the point,Callum + Rory,10,First mackerel of the year (4)
2024-06-22,218.3,Kerrera picnic,Callum + Rory + Kirsty's lot,0,Seven of us - two trips
2024-07-06,221.8,Lismore - Port Ramsay,Callum,9,Long run. Calm. Lovely
2024-07-20,225.0,Mackerel + creels with Gregor,Callum + Gregor,0,
2024-08-02,228.4,Mackerel off the point,Callum + Rory,0,11 mackerel. Rory got 8
2024-08-17,232.7,Kerrera circuit,Callum + Isla + Rory,10,ISLA CAME. Headphones in but she came
2024-08-31,236.1,Seal rocks + mackerel,Callum + Rory,0,
2024-09-07,240.5,Kerrera picnic (rain),Callum + Kirsty + Euan + kids,0,Abandoned at lunchtime. Soaked
2024-09-21,244.8,Mackerel - last of the season,Callum + Rory,9,Only 3. Water cooling
2024-10-05,247.2,Bay run + mooring check,Callum,0,Fuel stabiliser added for last runs
2024-10-12,249.9,Last run to the point,Callum + Rory,0,Rory did the mooring pick-up himself
2024-10-19,251.3,Lift-out,Callum + Gregor,0,"Lifted out at Ardcarrick slip, trailered to Gregor's shed at Clachan for the winter"
2024-10-26,251.6,Winterising,Callum + Gregor,0,Flushed + fogged. See howto/winterise-outboard.txt
"""

COTTAGE_SPEND = """date,category,item,supplier,amount_gbp,paid_by,notes
2024-03-02,damp,Dehumidifier 12L,Oban Hardware,189.99,card,For Rory's room
2024-03-18,damp,Hygrometers x3,online,24.50,card,
2024-04-22,septic,Tank empty,Lorn Drainage Services,180.00,transfer,Annual empty
2024-05-06,garden,Raised bed timber + compost,Oban Hardware,96.40,card,Kirsty built it
2024-06-10,stove,Smoke test / survey,Kerr Stoves & Flues,60.00,cash,Deducted from final bill later
2024-06-29,bathroom,Extractor fan + ducting,Oban Hardware,74.99,card,Fitted myself
2024-07-04,stove,Deposit,Kerr Stoves & Flues,500.00,transfer,Ref TIGHNACREIGE
2024-08-17,decorating,Paint - Isla's room (she chose it),Oban Hardware,58.20,card,Colour called 'Loch Mist'
2024-09-12,stove,Moisture meter,online,19.99,card,For the log pile
2024-09-14,stove,Kindling + 2 bags kiln-dried logs,Glen Lonan Logs,34.00,cash,
2024-10-03,damp,Damp survey,Westcoast (inv 2231),240.00,transfer,Report in email
2024-10-26,roof,Gutter bracket + downpipe shoe (NE corner),Oban Hardware,27.80,card,Fitted myself later in Nov
2024-11-14,stove,Balance - stove + liner + hearth + fit,Kerr Stoves & Flues,2570.00,transfer,"Total 3,130 less deposit and survey"
2024-11-14,stove,CO alarm (spare for upstairs),Oban Hardware,22.00,card,Jamie fitted one downstairs
2024-11-16,firewood,Crate of kiln-dried logs,Glen Lonan Logs,110.00,transfer,Tide me over till my own wood's ready
2024-12-07,firewood,Log store kit,online,149.00,card,For the gable end
2025-01-11,firewood,Crate of kiln-dried logs,Glen Lonan Logs,110.00,transfer,
2025-01-25,damp,Lime putty sample + sand (test patch),Scottish Lime Supplies,42.60,card,Archie's suggestion
2025-02-08,kids,Secondary glazing film kit - Isla's room (stopgap),online,31.99,card,Until the proper job
"""
