"""Build Sara Lindqvist-Hughes's vault. Run from anywhere: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
from lib import write, write_eml, write_mbox, ROOT
import notes_daily, notes_practice, notes_home, notes_misc, mail_content, mbox_content, cal_content, chat_content

CPD_CSV = """date,activity,provider,format,hours,reflection_done,notes
2025-01-22,Webinar: feline hyperthyroidism update,VetLearn Online,webinar,1.5,y,radioiodine referral criteria
2025-02-12,Dental radiography masterclass (evening),Yorkshire Vet Dental Group,practical,3,n,
2025-03-12,NorVet Congress day 1 - orthopaedics stream,NorVet Congress (York),congress,6,n,TPLO complications; when not to operate
2025-03-13,NorVet Congress day 2 - anaesthesia + imaging,NorVet Congress (York),congress,6,n,saw DR panels on stands
2025-04-09,Journal club: NSAIDs in cats with CKD,Kingsmead in-house,journal club,1,y,
2025-05-14,Webinar: DR vs CR image quality,Halden Veterinary Imaging,webinar,1,n,supplier webinar - still counts if reflected on
2025-06-18,Radiation Protection Supervisor refresher,North Dosimetry Services (Leeds),course,6,y,good refresher on controlled areas + dose limits
2025-07-08,Webinar: managing conflict in the practice team,Peartree HR,webinar,1.5,y,timely...
2025-09-25,DR system applications training,Halden Veterinary Imaging (in-house),practical,2,n,
"""

GARDEN_CSV = """date,item,supplier,quoted_gbp,paid_gbp,status,notes
2025-01-20,Design drawings + PD check,Lumb Design (Gareth Lumb),650,650,paid,3 door redraws included (just)
2025-03-04,Bi-fold doors 3-pane (VG-4471) - deposit,Vale Glazing,4860,500,refunded,order cancelled 13 Jun; deposit back 30 Jun
2025-04-07,Groundworks + concrete slab,Rushworth Build & Joinery,2850,2850,paid,compost bays moved
2025-05-02,Timber frame + larch cladding,Rushworth Build & Joinery,9400,9400,paid,
2025-05-23,EPDM roof + fascia + gutter,Rushworth Build & Joinery,1650,1650,paid,not sedum - weight/height
2025-06-13,Sliding door 2-pane anthracite/white (RAS-2291),Ripon Aluminium Systems,3940,3940,paid,fitted 16 Sep
2025-08-12,Electrics first fix + armoured cable,Doyle Electrical,1850,1000,part-paid,on account
2025-09-30,Insulation upgrade + plasterboard + skim,Rushworth Build & Joinery,2200,2200,paid,
2025-10-24,Electrics second fix - balance,Doyle Electrical,850,0,due,pay when certificate arrives
2025-10-28,Panel heater 1.5kW + thermostat,ElectroDirect online,189,189,paid,
2025-11-03,LVT flooring supply + fit,Harrogate Floorstore,980,980,paid,
2025-11-04,Retention,Rushworth Build & Joinery,850,0,due,hold until gutter drip fixed and Kieran's cert in
"""


def main():
    if os.path.exists(ROOT):
        shutil.rmtree(ROOT)
    os.makedirs(ROOT)
    for mod in (notes_daily, notes_practice, notes_home, notes_misc):
        for p, t in mod.NOTES.items():
            write(p, t)
    for p, t in notes_misc.DOCS.items():
        write(p, t)
    for p, spec in mail_content.MAILS.items():
        write_eml(p, spec)
    write_mbox("mail/lists/kettlesike-members.mbox", mbox_content.MBOX)
    for p, fn in cal_content.CALS.items():
        write(p, fn())
    chat_content.write_all(write)
    write("data/cpd-log-2025.csv", CPD_CSV)
    write("data/garden-room-budget.csv", GARDEN_CSV)
    n = sum(len(f) for _, _, f in os.walk(ROOT))
    print("files:", n)


if __name__ == "__main__":
    main()
