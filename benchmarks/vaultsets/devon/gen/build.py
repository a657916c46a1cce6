"""Rebuild the whole vault from scratch: python3 build.py"""
import shutil, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import OUT
import gen_code_data, gen_notes_a, gen_notes_b, gen_notes_c, gen_mail, gen_chats_cal

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)
gen_code_data.code(); gen_code_data.invoices(); gen_code_data.runs(); gen_code_data.docs()
gen_notes_a.daily(); gen_notes_a.clients(); gen_notes_a.inbox()
gen_notes_b.business(); gen_notes_b.home(); gen_notes_b.pet()
gen_notes_c.running(); gen_notes_c.family()
gen_mail.mails(); gen_mail.mbox()
gen_chats_cal.chatgpt(); gen_chats_cal.assistant_chats(); gen_chats_cal.calendars()
n = sum(len(f) for _, _, f in os.walk(OUT))
print(f"vault rebuilt: {n} files in {OUT}")
