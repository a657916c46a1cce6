# -*- coding: utf-8 -*-
"""The 50 held-out questions. gold maps vault-relative path -> answer keys that must
all occur (case-insensitive, whitespace-normalised) in the decoded text of that file."""

M = {
    "janet_book": "mail/2024/03/2024-03-21_janet_saturday-bookings.eml",
    "mehmet1": "mail/2024/04/2024-04-09_antep-baharat_siparis-onayi.eml",
    "sky": "mail/2024/05/2024-05-14_skyanadolu-booking.eml",
    "zeynep_knee": "mail/2024/06/2024-06-04_zeynep_annemin-dizi.eml",
    "cpd_mail": "mail/2024/06/2024-06-18_gillian_cpd-anaesthesia-workshop.eml",
    "hannah": "mail/2024/07/2024-07-02_hannah_re-house-sitting.eml",
    "resi": "mail/2024/07/2024-07-10_school_y5-residential-letter.eml",
    "knives": "mail/2024/09/2024-09-20_knifeworks-autumn-sale.eml",
    "mehmet2": "mail/2024/10/2024-10-14_antep-baharat_kargoda.eml",
    "invoice": "mail/2024/11/2024-11-21_turner-heating_invoice.eml",
    "rota_mail": "mail/2024/12/2024-12-09_gillian_new-rota-and-news.eml",
    "cert": "mail/2024/12/2024-12-06_safeserve_certificate.eml",
    "oil_final": "mail/2025/01/2025-01-09_re-muejde.eml",
    "bins": "mail/2025/01/2025-01-20_tom_fwd-bin-collection.eml",
    "flight": "mail/2025/02/2025-02-18_zeynep_re-annemin-bileti.eml",
    "pe": "mail/2025/03/2025-03-04_school_parents-evening.eml",
    "priya": "mail/2025/03/2025-03-07_priya_saturday-cover.eml",
    "mbox": "mail/lists/abbeydale-volunteers.mbox",
    "fam": "calendars/family.ics",
    "work": "calendars/work-rota.ics",
    "kurs_ics": "calendars/cooking-class.ics",
    "house_ics": "calendars/house-todos.ics",
    "wa": "chats/whatsapp/WhatsApp Chat - Yıldız Ailesi/_chat.txt",
    "gpt": "chats/chatgpt/conversations.json",
    "quick": "chats/quick-questions.jsonl",
    "ledger": "kurs/kurs-gelir-gider.csv",
    "biscuit": "pets/biscuit-kilo-takibi.csv",
    "sitter": "house/house-sitter-sheet.txt",
    "closing": "kurs/kitchen-closing-checklist.txt",
    "plan": "notes/kurs/kurs-planı.md",
    "fiyat": "notes/kurs/fiyat-kararı-2025.md",
    "mercimek": "notes/kurs/tarif-mercimek-çorbası.md",
    "menemen": "notes/kurs/menemen-ve-kahvaltı.md",
    "suppliers": "notes/kurs/ingredient-suppliers.md",
    "houselog": "notes/home/boiler-and-house-log.md",
    "cpdlog": "notes/work/cpd-log.md",
    "rota_notes": "notes/work/rota-notes.md",
    "school": "notes/kids/school-stuff.md",
    "gifts": "notes/gifts-and-ideas.md",
    "oct": "notes/journal/2024-10-27-half-term-thoughts.md",
    "feb": "notes/journal/2025-02-22-winter-brain-dump.md",
    "d0902": "notes/daily/2024-09-02.md",
    "d0113": "notes/daily/2025-01-13.md",
    "d0310": "notes/daily/2025-03-10.md",
}

# facts that must exist ONLY inside encoded parts (base64 bodies / attachments)
HIDDEN = ["K7QZ4M", "Ferncombe Eco 28C", "7284 1190 5531", "FHC-2-559041",
          "BEP-Y5-3318", "£185.00", "£186.40"]

Q = []


def q(id_, kind, query, gold, hint):
    Q.append({"id": id_, "kind": kind, "query": query,
              "gold": {M[k]: v for k, v in gold.items()}, "gold_hint": hint})


# ---------------------------------------------------------------- fact
q("h01", "fact", "izmir flights booking ref summer",
  {"sky": ["K7QZ4M"]},
  "PNR K7QZ4M, only inside the base64 HTML SkyAnadolu mail; izmir-trip-2024.md only points to it, family.ics has the flight with no ref.")
q("h02", "fact", "what model is our boiler",
  {"invoice": ["Ferncombe Eco 28C"]},
  "Ferncombe Eco 28C, only in the base64 invoice attachment of Dave's mail; house log points to the invoice, boiler-pressure-howto has no model.")
q("h03", "fact", "baharat kargo takip no",
  {"mehmet2": ["7284 1190 5531"]},
  "AnadoluEx tracking 7284 1190 5531, only in the base64 body of Mehmet's October mail; the April order mail (AB-24-0612) says the number will follow.")
q("h04", "fact", "food hygene certificate number",
  {"cert": ["FHC-2-559041"]},
  "FHC-2-559041 (Level 2, SafeServe, 5 Dec 2024), only in the base64 HTML mail; kurs-planı and Janet's mail only say a cert is needed.")
q("h05", "fact", "how many came to the borek and gozleme class",
  {"ledger": ["Börek & gözleme,9,"]},
  "9 people on 2024-06-22 (ledger CSV); the June journal only says it's coming up, the Nov 'Sigara böreği & kısır' row (8) is a different class.")

# ---------------------------------------------------------------- who
q("h06", "who", "plumber name no hot water nov",
  {"houselog": ["Dave Turner"], "invoice": ["Dave Turner"]},
  "Dave Turner of Turner Heating & Plumbing (house log + his invoice mail); house-todos.ics service event and boiler-pressure-howto don't name him.")
q("h07", "who", "annemin diz doktoru kim",
  {"zeynep_knee": ["Levent Aras"]},
  "Doç. Dr. Levent Aras (orthopaedics, Bornova), Zeynep's June mail; WhatsApp names the hospital but not the doctor.")
q("h08", "who", "community kitchen alarm keyholder",
  {"closing": ["Trevor Bramall"]},
  "Trevor Bramall, 07700 900431 (kitchen-closing-checklist.txt); Janet is the bookings contact, mbox mentions Trevor only as having a ladder.")
q("h09", "who", "deniz's teacher this year",
  {"school": ["Mr Haddad"]},
  "Mr Haddad, Kestrel class (school-stuff.md); Mrs Pell is the visits coordinator, Miss Quinn is Ayla's teacher, Mrs Lowther the head.")
q("h10", "who", "who is replacing gillian",
  {"rota_mail": ["Marcus Ellery"], "feb": ["Marcus Ellery"]},
  "Marcus Ellery, new practice manager from 7 April (Gillian's Dec HTML mail + Feb brain dump); work-rota.ics override only says 'new PM'.")

# ---------------------------------------------------------------- where
q("h11", "where", "water shut off valve where",
  {"sitter": ["behind the paint tins"]},
  "Stopcock in the cellar, left of the gas meter behind the paint tins (house-sitter sheet); house log and Hannah's mail only point to the sheet.")
q("h12", "where", "annemin ameliyatı hangi hastanede",
  {"wa": ["Ege Şifa Hastanesi"]},
  "Ege Şifa Hastanesi, Bornova (WhatsApp family chat, 10/10/2024); Zeynep's June mail names the doctor's practice only.")
q("h13", "where", "yufka nereden aliyorum sheffield",
  {"suppliers": ["yufka", "Anatolia Food Centre"]},
  "Anatolia Food Centre on London Road (Hasan Bey), fresh yufka Thursdays (ingredient-suppliers.md); baklava log/June journal mention yufka without the shop.")
q("h14", "where", "where are the class aprons kept",
  {"plan": ["store cupboard B"]},
  "Grey crate in store cupboard B, top shelf, labelled ELIF (kurs-planı.md); the Cookshop receipt is where 6 aprons were bought.")
q("h15", "where", "that stone house in alacati street",
  {"oct": ["Kemalpaşa Caddesi"]},
  "Stone house with blue shutters on Kemalpaşa Caddesi next to Köşe Fırın (Oct half-term journal); izmir-trip-2024.md only says Zeynep is looking for one.")

# ---------------------------------------------------------------- event_time
q("h16", "event_time", "annem ne zaman geliyor",
  {"flight": ["10 Nisan"]},
  "Thu 10 April 2025, lands MAN 14:35 (Zeynep's Feb reply); family.ics, annemin-ziyareti-2025.md and the assistant chat still say 3 April (stale).")
q("h17", "event_time", "parents evening date",
  {"pe": ["25 March"], "fam": ["2025-03-25"]},
  "Tue 25 March 2025, 3:30-6pm (school mail + family.ics); school-stuff.md says 'dates TBC', the Feb journal says 'coming up'.")
q("h18", "event_time", "ayla dentist appointment",
  {"fam": ["Ayla – dentist", "2025-03-19"]},
  "Wed 19 March 2025 08:40, Dr Mistry, Abbeydale Dental (family.ics); nothing else has it.")
q("h19", "event_time", "bir sonraki kurs ne zaman",
  {"kurs_ics": ["INTERVAL=2", "2025-03-22"]},
  "Fortnightly 2025 series from 11 Jan, 22 March EXDATE (iftar) so next class is Sat 5 April (cooking-class.ics); ledger only has past classes.")
q("h20", "event_time", "april staff meeting moved when",
  {"work": ["2025-04-08"]},
  "Tue 8 April 2025 14:00 (RECURRENCE-ID override of the first-Monday meeting, work-rota.ics); Gillian's mail only gives 7 April as start date.")

# ---------------------------------------------------------------- multi_source
q("h21", "multi_source", "annemin uçuş numarası ve havalimanından kim alacak",
  {"flight": ["TK1969"], "wa": ["Tom alır"]},
  "Flight TK1969 IST-MAN lands 14:35 (Zeynep's mail) + Tom picks her up, Elif on a late (WhatsApp 18/02/2025); family.ics has old stale arrival.")
q("h22", "multi_source", "deniz castleton trip dates and how much",
  {"fam": ["Castleton", "2024-10-02"], "resi": ["£185.00"]},
  "2-4 Oct 2024 (family.ics all-day event) + £185.00 per child, ref BEP-Y5-3318 (base64 letter attachment); Oct journal recounts the trip without either.")
q("h23", "multi_source", "anaesthesia course leeds venue + cpd hours",
  {"cpd_mail": ["Harewood Vet Skills Centre"], "cpdlog": ["Anaesthesia monitoring workshop, Leeds", "| 6.5 |"]},
  "Harewood Vet Skills Centre, Wetherby Road, Leeds (Gillian's June mail) + 6.5 CPD hours (cpd-log.md); work-rota.ics only says LOCATION Leeds.")
q("h24", "multi_source", "boiler repair cost and when is the next service",
  {"invoice": ["£186.40"], "house_ics": ["Boiler service", "2025-03-27"]},
  "£186.40 (base64 invoice attachment) + service Thu 27 March 2025 09:00 (house-todos.ics); house log only says it's booked.")
q("h25", "multi_source", "hannah phone number and wifi password",
  {"hannah": ["07700 900215"], "sitter": ["PamukBiscuit27"]},
  "Hannah's number 07700 900215 (her reply signature) + wifi PamukBiscuit27 (house-sitter sheet); her mail asks for the password but doesn't have it.")

# ---------------------------------------------------------------- decision
q("h26", "decision", "zeytinyagi kimden aliyoruz karar",
  {"oil_final": ["yağı yeniden sizden alıyorum"]},
  "Reversed: back to Ayşe Hanım (Ayvalık, via Leeds distributor), Elif's 9 Jan 2025 reply; Sept 2024 reply paused orders for Anatolia FC, suppliers note says PAUSED.")
q("h27", "decision", "xmas 2024 izmir or sheffield decided",
  {"oct": ["Christmas here in Sheffield this year"]},
  "Christmas in Sheffield, Pauline 23-27 Dec, Izmir next summer (Oct half-term journal); mbox/ics have the community Christmas meal only.")
q("h28", "decision", "ayla ballet vs judo",
  {"school": ["Decided 10 Sept", "judo"]},
  "Judo, Thursdays 16:00 (school-stuff.md, decided 10 Sept); the June journal says 'not deciding now'.")
q("h29", "decision", "kurs fiyatı neden arttı",
  {"fiyat": ["bedavaya çalışıyordum"]},
  "£25 -> £30 from 11 Jan 2025 because room hire £40->£45, spice/oil costs, ~£90/session profit (fiyat-kararı-2025.md); ChatGPT flyer, Sarah reply, ledger show the price only.")
q("h30", "decision", "pamuk thyroid treatment what did we choose",
  {"d0902": ["radioiodine", "Decision: tablets"]},
  "Tablets twice daily, not radioiodine (~£1,800, 2 weeks away) - daily note 2024-09-02; cpd-log only mentions a hyperthyroid webinar.")

# ---------------------------------------------------------------- temporal_current
q("h31", "temporal_current", "abbeydale key safe code",
  {"mbox": ["8316"]},
  "8316 since 1 Nov 2024 (volunteers mbox); kitchen-closing-checklist.txt still has old 2741, Janet's hire-charges mail only points to the list.")
q("h32", "temporal_current", "bin day",
  {"bins": ["change from Tuesday to"]},
  "Monday since 3 Feb 2025 (Tom's forward of the council mail); house-sitter sheet still says TUESDAY, house-todos.ics only says 'bins changed'.")
q("h33", "temporal_current", "gec vardiya hangi gun",
  {"rota_mail": ["Elif's late moves from Tuesday to Thursday"], "work": ["BYDAY=TH"]},
  "Thursday 12-8 from Feb 2025 (Gillian's Dec HTML mail + work-rota.ics new series); rota-notes.md and the old ics series say Tuesday.")
q("h34", "temporal_current", "kids swimming what day now",
  {"fam": ["BYDAY=FR"], "d0113": ["Fridays 4:30"]},
  "Fridays 16:30 since Jan 2025 (family.ics new series + daily 2025-01-13); school-stuff.md and the old ics series say Wednesday 17:00.")
q("h35", "temporal_current", "biscuit metacam dozu kac ml",
  {"biscuit": ["2025-03-08,31.6,1.2"]},
  "1.2 ml since 16 Jan 2025 (biscuit-kilo-takibi.csv); house-sitter sheet and June journal say 1.4 ml, Feb journal says 'lowered' without the value.")

# ---------------------------------------------------------------- open_loop
q("h36", "open_loop", "saturday cover priya did i reply",
  {"priya": ["29 March"], "d0310": ["reply to Priya"]},
  "Still unanswered: Priya asked for Sat 29 March clinic cover (7 Mar mail), unchecked box in daily 2025-03-10; rota-notes only has general Saturday rules.")
q("h37", "open_loop", "ayla pasport renewal",
  {"house_ics": ["Renew Ayla's passport", "NEEDS-ACTION"]},
  "Not done: VTODO NEEDS-ACTION, expires 14 June 2025, form not started (house-todos.ics); izmir-trip note and quick-questions only mention it generally.")
q("h38", "open_loop", "eksik sumak ne oldu",
  {"feb": ["still nothing from Mehmet Bey"], "kurs_ics": ["eksik sumak", "NEEDS-ACTION"]},
  "Still missing from the Oct parcel, Mehmet promised it with the next order, not chased (Feb journal + cooking-class.ics VTODO); Mehmet's Oct mail lists sumak as shipped.")
q("h39", "open_loop", "vn registration renew",
  {"work": ["Renew VN registration", "NEEDS-ACTION"]},
  "VN registration renewal due 31 March 2025, NEEDS-ACTION (work-rota.ics VTODO); cpd-log.md only points to the calendar, quick-questions has the 45 h rule.")
q("h40", "open_loop", "babamin balkon tamiri ne durumda",
  {"wa": ["usta Mart sonunda"]},
  "Still waiting: management agreed, the usta brings a quote end of March (WhatsApp 08/03/2025); June/Feb journals only say it leaks / isn't fixed.")

# ---------------------------------------------------------------- preference
q("h41", "preference", "menemen soganli mi",
  {"menemen": ["soğansız"], "wa": ["soğansız"]},
  "Without onion - soğansız (menemen note + WhatsApp argument 12/03/2024); Babam and Zeynep like it with onion.")
q("h42", "preference", "what do i want for my birthday",
  {"gifts": ["pottery"]},
  "A wheel-throwing pottery class / experiences, no candles or jewellery (gifts-and-ideas.md); other entries are for Tom and the kids.")
q("h43", "preference", "stock cubes in soup?",
  {"mercimek": ["No stock cubes"]},
  "Never - water, butter, pul biber and mint instead (tarif-mercimek-çorbası.md).")
q("h44", "preference", "which shifts do i like",
  {"rota_notes": ["I much prefer earlies"]},
  "Earlies (7:30-15:30), max one late, no Saturdays on class weeks (rota-notes.md); Gillian's rota mail and VN Weekly are about rotas but not her preference.")
q("h45", "preference", "flying to turkey with the kids what's better",
  {"oct": ["Direct is worth every penny"]},
  "Direct flights only with the kids, even £80-100 more each (Oct half-term journal); the June journal/trip note chose the cheap via-Istanbul flights.")

# ---------------------------------------------------------------- vague
q("h46", "vague", "sister worried about mum and the stairs",
  {"zeynep_knee": ["merdivenleri çıkamıyor"]},
  "Zeynep's June mail: Annem can't climb to the 3rd-floor flat, should stay at Zeynep's ground-floor house; Oct journal describes stairs but not Zeynep's worry.")
q("h47", "vague", "scaling the lentil balls for a big group",
  {"gpt": ["14 people", "500 g bag"]},
  "ChatGPT 'Mercimek köftesi for a crowd' conversation (6 -> 14 people); ledger/kurs-planı only list the vegan köfte week.")
q("h48", "vague", "tomun bayramda yaptigi komik sey",
  {"wa": ["ekranını öptü"]},
  "Tom kissed the phone screen for the Bayram hand-kiss on the video call (WhatsApp 16/06/2024); family.ics has the Bayram call without the story.")
q("h49", "vague", "that knife sale discount code email",
  {"knives": ["AUTUMN30"]},
  "Sheffield Knifeworks promo, code AUTUMN30, 30% off (HTML QP mail); the Cookshop receipt is a different shop.")
q("h50", "vague", "baklava syrup hot or cold thing",
  {"quick": ["Never hot on hot"]},
  "Quick-questions JSONL: one hot, one cold, never hot on hot; baklava-denemeleri.md only points to it.")

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]
