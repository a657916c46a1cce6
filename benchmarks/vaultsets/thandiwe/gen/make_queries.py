"""Writes ../queries.json from the question list below + gold paths from answers.py."""
import json, sys
import os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'gen'))
from answers import ANSWERS
Q = [
 ("h01","fact","model no of the new geyser bongani quoted","HeatStar HS150-2 (150L 2kW) in Bongani's 19 Nov 2024 quote; the reply email quotes only the top of it, geyser-saga/daily notes mention a 150L geyser without model"),
 ("h02","fact","inverter serial number for warranty","VX5H-2504-00931, only inside the base64 INV-SB-1187.txt attachment of the Sunbird invoice mail; battery S/N and CoC no. are nearby distractors; inverter notes give no serial"),
 ("h03","fact","authorisaton no for baba's echo medical aid","HH-PA-5518207, only in the base64 PreAuth_Outcome.txt attachment; member no 4402 1187 00 (baba-medical, instructions) is the distractor"),
 ("h04","fact","my ECSA reg number","Pr Eng registration 20160318 in cpd-log.md; quick-questions jsonl has an ECSA CPD question but no number"),
 ("h05","fact","tyre pressures for dads bakkie","about 1.8 bar front / 2.2 rear unladen (rear 2.6 loaded), jsonl quick questions; other notes mention the Nissan 1400 bakkie but no pressures"),
 ("h06","who","baba heart specialist name","Dr Priya Naidoo, only in the base64 Westville Heart booking mail; baba-medical says 'name is on the booking email', the winter ramble says 'she'"),
 ("h07","who","name of the plumber who did the geyser valve in sept","Riaz Essop of AquaFix Plumbing (his reply mail 12 Sep 2025); ledger, geyser-saga and spring catch-up name only the company AquaFix; contacts lists Riaz without the job; Bongani Ndlovu did the Jan install"),
 ("h08","who","who covers my site inspections while im on leave","Mandla Khumalo, approved in Anusha's leave reply and noted on the work.ics leave event; the spring catch-up note only says handover notes are due"),
 ("h09","who","october book club whose house","Carol Hendricks ('October we're at Carol's', mbox 26 Sep); the reading list has Oct host TBC; the Nov venue mail says Carol's lounge is being painted"),
 ("h10","who","baba GP name","Dr Hassan Moosa, Pinetown, in baba-medical.md, baba-meds-instructions.txt and contacts.md; the heart clinic mail mentions 'Dr H Moosa' only as the referrer"),
 ("h11","where","where is book club in nov","upstairs room at Café Lumière, Florida Road (QP-encoded mail from Naledi, 13 Oct); the mbox says venue TBC, personal.ics points to Naledi's e-mail, the reading list is stale"),
 ("h12","where","where do i turn off the water to the flat","main stopcock in the grey meter box on the landing outside the front door (house-sitter sheet); geyser-saga only says she turned the water off"),
 ("h13","where","where does baba go for his INR bloods","Pinetown Pathology, 14 Crompton Street opposite the Spar (instructions txt); the baba calendar has the location Pinetown Pathology; baba-medical points to the instructions sheet"),
 ("h14","where","where did they put the inverter and battery","in the passage cupboard next to the DB board (inverter how-to txt); invoice says 'the cupboard with the inverter', inverter-research has no location"),
 ("h15","where","book club year end braai address","Zanele's, 17 Acacia Lane, Westville (mbox 24 Oct); the Aug meeting note and spring catch-up only say 'at Zanele's'"),
 ("h16","event_time","when is baba's cardiology follow up","moved to Tue 18 Nov 2025 11:15 (clinic mail 20 Oct); baba-appointments.ics still has the stale 4 Nov 09:30; Messenger only says it moved"),
 ("h17","event_time","next INR test for baba","every 4th Thursday 08:00 from 9 Jan 2025 (RRULE INTERVAL=4, EXDATE 1 May) -> next is Thu 13 Nov 2025; instructions txt says 'every 4 weeks on a Thursday' without dates; Messenger 16 Oct says 'recheck in 4 weeks'"),
 ("h18","event_time","body corp AGM date","Thursday 24 July 2025 18:00 in the pool lapa (AGM notice 8bit mail + flat.ics); the body-corporate note only says 'in July'; the levy statement says 'the recent AGM'"),
 ("h19","event_time","mhlatuzana bridge principal inspection when","Thu 13 Nov 2025 07:30-15:00 (work.ics; Anusha's leave reply confirms 13 November); the B2217 note says 'due November, date tbc'"),
 ("h20","event_time","culvert hydraulics CPD webinar date n time","Wed 12 Nov 2025 14:00-15:30 SAST (HTML registration mail); the forum newsletter only says 'registration opens soon', the CPD log says 'in Nov'"),
 ("h21","multi_source","geyser insurance claim ref and the assessors name","claim UHI-GC-240871 (base64 Ubuntu acknowledgement) + loss adjuster Tinus van der Merwe (CoastAssess HTML mail); the settlement reply and geyser-saga have neither"),
 ("h22","multi_source","whos taking baba to the heart doctor in nov and what time","time 11:15 on Tue 18 Nov from the clinic's change mail + Lerato says she'll take him (Messenger 20 Oct); the stale ics lists both sisters as attendees on 4 Nov"),
 ("h23","multi_source","inverter beeping wont stop what do i do + who to call","reset/overload/battery-low steps in inverter-how-to.txt + installer Deon Botha 083 000 4419 in the Sunbird invoice mail body; the how-to only points to the invoice for the number"),
 ("h24","multi_source","nov book club - which book and where","Ways of Dying by Zakes Mda (mbox vote 9 Oct) + Café Lumière, Florida Road (QP venue mail); the reading list still says The Promise, the daily note only mentions Toloki"),
 ("h25","multi_source","C0873 culvert location and repair plan","D1012 km 4.7 near Ndwedwe (inspection-log CSV) + gabion mattresses, concrete apron/cut-off wall, underpin left wingwall, 15 t restriction (reply mail 9 May); the ChatGPT chat lists generic options only"),
 ("h26","decision","inverter in the end lead acid or lithium","reversed: Option A (3kW lead-acid) on 20 Feb, FINAL Option B Voltara 5kW hybrid + 5.12kWh LiFePO4 on 11 Mar (inverter-research.md + reply to Sunbird); the Sunbird quote only lists options; the invoice and ledger show what was bought, not the decision; the winter ramble says 'went big'"),
 ("h27","decision","solar geyser yes or no?","decided Feb 2025 not to go solar (roof is common property, heat pump too pricey) - geyser-saga.md; body-corporate note has the rule but not the decision"),
 ("h28","decision","colour we chose for the burglar bars","charcoal powder coat (burglar-bars.md + revised quote line 'non-standard colour (charcoal)'); the first quote only lists colour options; flat-renovation has charcoal grout (tiles)"),
 ("h29","decision","how are we splitting baba's medical costs","Sipho 50 / Thandiwe 30 / Lerato 20 of gap, meds and co-payments from Feb 2025 (Messenger 19 Jan); the Jan brain dump only says it must be agreed"),
 ("h30","decision","bathroom tiles final choice","matt grey 600x600 porcelain floor + walls to 1.2 m, white gloss above, decided 14 June (flat-renovation.md); the ledger only has Tile Depot amounts"),
 ("h31","temporal_current","how much is the levy now","R1 685.00/month from 1 Aug 2025 (base64 HTML levy statement); old R1 540 and proposed R1 650 in body-corporate.md, the AGM notice and the winter ramble"),
 ("h32","temporal_current","wifi password","Thandi_Home_5G / Ibhubesi!7741 since 18 Sep 2025 (daily note); the house-sitter sheet still has the old Mokoena_Fibre / Umhlanga#2019"),
 ("h33","temporal_current","baba warfarin dose now","3 mg daily since 16 Oct 2025 (Messenger); the instructions txt has 5 mg, baba-medical.md and the June chat messages have 4 mg"),
 ("h34","temporal_current","who is my boss now that sifiso retired","Anusha Reddy, Acting Chief Engineer: Structures since 1 Sep 2025 (leave reply + spring catch-up); Sifiso Zulu in older mail/ics; the newsletter has only Sifiso's retirement"),
 ("h35","temporal_current","steelguard burglar bars final price","R12 900 revised quote Q-SG-2291-R1 (18 Mar mail) and actual in flat-renovation.md; the first quote R14 350 is in the base64 HTML mail and burglar-bars.md"),
 ("h36","open_loop","what is ubuntu insurance still owing me","ceiling patch + repaint R3 200, quote sent 2 Sep, still unpaid, escalate end Oct (spring catch-up); the settlement mail and geyser-saga only say a quote is needed"),
 ("h37","open_loop","balcony security gate lock fixed yet?","no - Steelguard no-show on 16 Oct, 'next week' on 27 Oct, still sticking (burglar-bars.md); flat.ics has the 16 Oct booking, the ledger says they didn't pitch"),
 ("h38","open_loop","which inspection report do i still owe","B3051 report due 31 Oct 2025, still half done (work.ics VTODO, Anusha's leave reply, daily 21 Oct, spring catch-up); the C0873 instruction VTODO is completed"),
 ("h39","open_loop","baba chronic meds application done?","not yet: the warfarin chronic application to Harbour Health needs Dr Moosa's signature (baba-appointments.ics VTODO + spring catch-up); the glasses VTODO is done"),
 ("h40","open_loop","body corp sign off on the bars still outstanding?","yes: no written trustee approval letter yet despite the AGM (flat-renovation checklist + spring catch-up); older: the AGM notice lists it as agenda item 6 and the July ramble says it is on the AGM agenda; the revised quote asks to check with the body corp"),
 ("h41","preference","what do i drink instead of coffee","rooibos, strong with honey, no milk, in the big blue mug (Jan brain dump); the winter ramble only says no coffee for 9 months"),
 ("h42","preference","what kind of books do i not enjoy","fantasy - she wants crime / SA noir / thrillers / memoir instead (her mbox reply 2 Sep; Zanele's braai mail jokes 'no fantasy, Thandi says')"),
 ("h43","preference","foods baba wont eat","brown rice ('prison rice') and quinoa, plus 'cardboard' crackers (low-salt meals chat); baba-meds-instructions only says less salt"),
 ("h44","preference","what time do i like to be on site","by 06:30, before the heat and traffic; walks the channel rather than relying on the drone (culvert checklist note); B3051 ics event starts 06:30 but states no preference"),
 ("h45","preference","warm or cool light bulbs which do i like","warm white 2700-3000K, hates 6500K 'daylight' (daily 2 June + 'Warm white bulbs everywhere' on the renovation checklist); the ShopKZN receipt only shows a purchase"),
 ("h46","vague","that thing lele said about dad and the car","Lerato (Aug 2025, Messenger): Baba scraped the gate again and must stop driving the bakkie at night because of his cataract; the instructions txt has Thandiwe's own 'not at dusk' line; the winter ramble says Lerato is going to bring it up"),
 ("h47","vague","that AI chat working out how long the power would last","ChatGPT 'Inverter runtime for flat': edited branch -> about 7 hours on 4.6 kWh usable (old branch ~3.5 h on lead-acid); the inverter note mentions asking ChatGPT"),
 ("h48","vague","article about why bridges wash away in floods","Forum News Sept 2025: debris rafts against piers, contraction scour under shallow footings; the B2217 note mentions a debris raft at pier 2 but is not the article"),
 ("h49","vague","that job down in the cape i said no to","July winter ramble: Jaco's senior structures post in Cape Town, decided not to apply because of Baba and timing; the spring catch-up only mentions 'the job thing in July' in passing"),
 ("h50","vague","chat about the weird noise in the ceiling cupboard at night","assistant chat 30 Aug 2025 about hissing/clicking geyser + dripping overflow (PCV / relief valve); Riaz's reply mail and the spring catch-up describe the fix, not the chat"),
]
out=[]
for qid,kind,q,hint in Q:
    out.append({"id":qid,"query":q,"gold":sorted(ANSWERS[qid]),"kind":kind,"gold_hint":hint})
open(os.path.join(ROOT, 'queries.json'),'w',encoding='utf-8').write(json.dumps(out,ensure_ascii=False,indent=1)+"\n")
print(len(out))
