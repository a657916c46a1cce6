"""Answer keys used by check.py: for each query id, the strings that each gold file must contain
once decoded (case-insensitive, whitespace-collapsed, NFC). Paths are vault-relative."""

E05 = "mail/2024/09/2024-09-12_priya-meeting-confirmation.eml"
E08 = "mail/2024/10/2024-10-20_reunion-save-the-date.eml"
E11 = "mail/2024/12/2024-12-05_rent-review-kemp-st.eml"
E12 = "mail/2024/12/2024-12-18_tamihana-invoice-hot-water.eml"
E13 = "mail/2025/01/2025-01-14_vnnz-conference-registered.eml"
E14 = "mail/2025/01/2025-01-28_re-reunion-t-shirts.eml"
E15 = "mail/2025/02/2025-02-14_reunion-change-of-date.eml"
E16 = "mail/2025/02/2025-02-21_re-kai-for-the-reunion.eml"
E17 = "mail/2025/02/2025-02-19_fwd-kereru-first-home-withdrawal.eml"
E18 = "mail/2025/01/2025-01-22_re-swap-21-march-weekend.eml"
E19 = "mail/2025/03/2025-03-18_re-pre-approval-after-pay-rise.eml"
E21 = "mail/2025/03/2025-03-26_pirihi-low-engagement.eml"
E23 = "mail/2025/04/2025-04-10_awa-to-coast-race-pack.eml"
E24 = "mail/2025/04/2025-04-11_re-oncall-cover-2-5-may.eml"
E25 = "mail/2025/04/2025-04-02_nzvna-membership-renewed.eml"
MBOX = "mail/lists/castlecliff-harriers.mbox"
TG = "chats/telegram/result.json"
GPT = "chats/chatgpt/conversations.json"
KNEE = "chats/assistant/2024-10-14-knee.json"
QQ = "chats/quick-questions.jsonl"
WORK = "calendars/work-riverbend.ics"
RUN = "calendars/running.ics"
PERS = "calendars/personal.ics"
WHANAU = "calendars/whanau-reunion.ics"
SAV = "finance/deposit-savings.csv"
RLOG = "running/running-log.csv"
SITTER = "docs/house-sitter-sheet.txt"
AFTER = "docs/afterhours-phone-howto.txt"
HEAT = "docs/heatpump-and-fusebox.txt"
N = "notes/"

KEYS = {
    "h01": {E17: ["KS-FHW-558201"]},
    "h02": {E12: ["$412.85"]},
    "h03": {E23: ["2318"]},
    "h04": {E25: ["VN-40713"]},
    "h05": {AFTER: ["Code 5820"]},
    "h06": {E12: ["Baz", "Tamihana Plumbing"], TG: ["Baz from Tamihana Plumbing"]},
    "h07": {E24: ["Bex has said yes"]},
    "h08": {RUN: ["Tamsin Reid"], N + "half-marathon-training.md": ["Tamsin Reid"]},
    "h09": {E21: ["Hana Pirihi"], N + "brain-dump-2025-03.md": ["Hana Pirihi"]},
    "h10": {N + "brain-dump-2024-08.md": ["Lani", "Sione's cousin"]},
    "h11": {E05: ["36 Ridgway Street"], PERS: ["36 Ridgway Street"]},
    "h12": {E08: ["412 Rangitatau East Road"], N + "reunion-planning.md": ["412 Rangitatau East Road"],
            WHANAU: ["412 Rangitatau East Road"]},
    "h13": {E23: ["140 Victoria Avenue", "Friday 25 April"]},
    "h14": {HEAT: ["behind the chest freezer"]},
    "h15": {E13: ["Manawatū Function Centre"], WORK: ["Manawatū Function Centre"]},
    "h16": {E15: ["Sunday 4 May 2025"]},
    "h17": {PERS: ["2025-04-29T15:15"]},
    "h18": {PERS: ["2025-05-22T10:00"], TG: ["22 May at 10am"]},
    "h19": {WORK: ["2025-04-18T18:00"], E18: ["Fri 18 April"], N + "oncall-swaps.md": ["18–22 Apr 2025"]},
    "h20": {E19: ["Wednesday 23 April at 5:30pm"], PERS: ["2025-04-23T17:30"]},
    "h21": {E17: ["$31,840"], SAV: ["26711.00"]},
    "h22": {E16: ["$18 a head"], N + "daily/2025-04-08.md": ["71 registered"]},
    "h23": {TG: ["I'll feed them"], SITTER: ["1/3 cup"]},
    "h24": {E05: ["no cost to you"], E21: ["$1,450 + GST"]},
    "h25": {PERS: ["2025-06-14"], N + "car.md": ["06 555 0139"]},
    "h26": {E16: ["Te Puna Kai Catering"]},
    "h27": {TG: ["decided, we're going with", "Tidewater Energy"]},
    "h28": {N + "brain-dump-2025-03.md": ["2-year fixed", "$20k on floating"]},
    "h29": {N + "daily/2025-02-11.md": ["VetLink"]},
    "h30": {E14: ["forest green"]},
    "h31": {E11: ["$545 per week"]},
    "h32": {TG: ["Tuatara!Kemp23"]},
    "h33": {E19: ["$478,000"]},
    "h34": {MBOX: ["Union Boat Club"]},
    "h35": {E15: ["$45 per adult"]},
    "h36": {E14: ["send me all three"], N + "reunion-planning.md": ["send Kiri T-shirt sizes"],
            N + "brain-dump-2025-03.md": ["T-shirt sizes to Kiri"]},
    "h37": {N + "house-deposit-plan.md": ["stat dec", "JP"]},
    "h38": {TG: ["63.40"]},
    "h39": {N + "cpd-log.md": ["still need 6 more hours"]},
    "h40": {N + "car.md": ["rear brake pads"]},
    "h41": {N + "half-marathon-training.md": ["Jet Planes"]},
    "h42": {N + "recipes-kai.md": ["coriander"]},
    "h43": {N + "reading-and-podcasts.md": ["true crime", "comedy"]},
    "h44": {N + "house-deposit-plan.md": ["north-facing", "fenced section"]},
    "h45": {TG: ["shower drain"]},
    "h46": {GPT: ["ringawera", "Reunion mihi in te reo"]},
    "h47": {N + "brain-dump-2024-12.md": ["skids"]},
    "h48": {KNEE: ["clamshells"]},
    "h49": {QQ: ["0.96 ml"]},
    "h50": {RLOG: ["bull mastiff"]},
}

# Facts that must be absent from the raw bytes of every file and present only once decoded.
ENCODED_ONLY = [
    "KS-FHW-558201",   # KiwiSaver withdrawal ref (base64 forward)
    "$31,840",         # KiwiSaver withdrawal estimate (base64 forward)
    "$412.85",         # hot-water invoice total (base64 attachment)
    "INV-3392",        # hot-water invoice number (base64 attachment)
    "APR-7741-NG",     # Ara Bank pre-approval reference (base64 attachment)
    "VN-40713",        # NZVNA membership number (base64 plain + html)
    "$1,450",          # lawyer fee estimate (base64 body)
    "2318",            # race bib (base64 html)
]

KINDS = ["fact", "who", "where", "event_time", "multi_source",
         "decision", "temporal_current", "open_loop", "preference", "vague"]
