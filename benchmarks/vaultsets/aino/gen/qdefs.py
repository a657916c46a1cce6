# -*- coding: utf-8 -*-
"""Question definitions: gold paths with the answer key(s) each gold file must contain
(after decoding). write_queries.py turns this into ../queries.json; check.py verifies it."""

M = "mail/"
WA_J = "chats/whatsapp/WhatsApp Chat - Juha/_chat.txt"
WA_M = "chats/whatsapp/WhatsApp Chat - Mökkiporukka/_chat.txt"
MBOX = "mail/lists/sointu-lista.mbox"
OPE = "calendars/opetus.ics"
LAP = "calendars/lapset.ics"
KUO = "calendars/kuoro-ja-opiskelu.ics"
SARK = M + "2025/04/2025-04-29_sarkanniemi-ryhmavaraus.eml"
LOAN1 = M + "2025/04/2025-04-02_nasinpankki-lainatarjous.eml"
LOAN2 = M + "2025/04/2025-04-15_re-lainatarjous.eml"
NEV = M + "2025/01/2025-01-28_nordic-ev-id3-brochure.eml"
INST = M + "2024/09/2024-09-18_kiuas-asennustarjous.eml"
RECEIPT = M + "2024/09/2024-09-14_kiuas-tilausvahvistus.eml"
WILMA_NEW = M + "2024/08/2024-08-14_wilma-uusi-oppilas.eml"
SEPTIC1 = M + "2025/03/2025-03-10_jatevesineuvonta-tarkastus.eml"
SEPTIC2 = M + "2025/05/2025-05-06_jatevesitarkastus-uusi-aika.eml"
TIE24 = M + "2024/07/2024-07-02_tiekunta-tiemaksu-2024.eml"
TIE25 = M + "2025/05/2025-05-05_tiekunta-kokous-ja-tiemaksu-2025.eml"
KOEAJO = M + "2025/03/2025-03-24_koeajo-vahvistus.eml"
UIMA = M + "2024/12/2024-12-02_uimakoulu-ilmoittautuminen.eml"
BUS = M + "2025/05/2025-05-07_re-tilausajo-sarkanniemi.eml"
WILMA_TRIP = M + "2025/05/2025-05-12_wilma-retkitiedote.eml"
DENT = M + "2024/11/2024-11-12_hammashoitola-ajanvaraus.eml"
CAMP = M + "2025/02/2025-02-24_leiri-vahvistus.eml"
JETTY2 = M + "2025/04/2025-04-22_fwd-laituri-paivitetty-tarjous.eml"
NIEC = M + "2025/02/2025-02-03_niec-registration.eml"
SUB = M + "2025/04/2025-04-08_sijainen-konferenssimatka.eml"
RECTOR = M + "2024/11/2024-11-20_re-samanaikaisopetus-paatos.eml"
ESSAY = M + "2025/03/2025-03-19_re-essee-lisaaika.eml"
KIAPRICE = M + "2025/04/2025-04-03_re-e-niro-hinta.eml"
D0411 = "notes/daily/2025-04-11.md"
D0514 = "notes/daily/2025-05-14.md"
ERPE = "notes/opiskelu/erityispedagogiikka.md"
LONG1 = "notes/pohdintoja/2024-10-20-syysloman-jalkeen.md"
LONG3 = "notes/pohdintoja/2025-04-06-kevat-ja-kaikki.md"

Q = [
 # ---------------------------------------------------------------- fact
 dict(id="h01", kind="fact", query="sarkanniemi varausnumero",
      gold={SARK: ["SN-25-31874"]},
      hint="SN-25-31874 (varaustunnus, only inside the base64 HTML booking mail). Distractors: sarkanniemi-retki.md, Wilma retkitiedote, bus confirmation, opetus.ics."),
 dict(id="h02", kind="fact", query="car loan application number",
      gold={LOAN1: ["NP-2025-004417"]},
      hint="NP-2025-004417 (only in the base64 body of the bank's first offer). Distractors: the bank's reply 15.4. (no number), autolaina.md, ChatGPT loan chat."),
 dict(id="h03", kind="fact", query="mökin wifin salasana",
      gold={"mokki/mokki-ohjeet.txt": ["Ahven-Hauki-58"]},
      hint="Network Kiviniemi-4G, password Ahven-Hauki-58. Distractor: lapset/hoitajalle.txt has the HOME Wi-Fi (Mustikka-Kissa-12)."),
 dict(id="h04", kind="fact", query="ID3 offer ref number nordic ev",
      gold={NEV: ["NEV-7702"]},
      hint="NEV-7702, only inside the base64 brochure attachment of the Nordic EV mail. Distractors: auto-vertailu.md, Kia offer."),
 dict(id="h05", kind="fact", query="how many kg stones new kiuas",
      gold={"mokki/kiukaan-kivet-ohje.txt": ["60 kg"]},
      hint="60 kg (3 × 20 kg oliviinidiabaasi 10–15 cm). Distractors: mokki-kulut-2025.csv (20 kg top-up), order receipt (stones not included), ChatGPT stove-size chat."),
 # ---------------------------------------------------------------- who
 dict(id="h06", kind="who", query="guy who installed the sauna stove at the cottage",
      gold={INST: ["Jari Nieminen"]},
      hint="Jari Nieminen, Ruoveden Takka ja Savu. Distractors: Mökkiporukka WhatsApp and mokki.ics (\"asentaja\", no name), long note 20.10. (asentaja), kiukaan-kivet-ohje.txt."),
 dict(id="h07", kind="who", query="school psychologist name vilho meeting",
      gold={WILMA_NEW: ["Laura Ahonen"], OPE: ["Laura Ahonen"]},
      hint="Laura Ahonen (koulupsykologi). Distractor: uusi-oppilas-vilho.md mentions the psychologist without a name."),
 dict(id="h08", kind="who", query="kuka tulee tekemään jätevesitarkastuksen",
      gold={SEPTIC1: ["Ville Harju"]},
      hint="Jätevesineuvoja Ville Harju (only in the base64 notice of 10.3.). Distractor: the date-change mail from Marja Hietala (\"sama tarkastaja\"), mokki.ics."),
 dict(id="h09", kind="who", query="tiekunta chairman",
      gold={TIE24: ["Seppo Hakala"], TIE25: ["Seppo Hakala"]},
      hint="Seppo Hakala, puheenjohtaja (signs both tiekunta mails). Distractors: Mökkiporukka chat (Pekka at the meeting), mokki.ics meeting."),
 dict(id="h10", kind="who", query="eelin sählyvalmentaja",
      gold={"notes/lapset/harrastukset.md": ["Jani Rinne"]},
      hint="Jani Rinne (SB Pispala E-juniorit). Distractors: lapset.ics floorball practice, long note 20.10. (\"valmentaja\" unnamed), Black Friday promo."),
 # ---------------------------------------------------------------- where
 dict(id="h11", kind="where", query="missä mökin avaimet on",
      gold={"mokki/mokki-ohjeet.txt": ["haravan takana"]},
      hint="Avainlaatikko liiterin seinässä haravan takana, koodi 2806. Distractor: hoitajalle.txt (home spare key at the neighbours)."),
 dict(id="h12", kind="where", query="choir spring concert which church",
      gold={MBOX: ["Aleksanterin kirko"], KUO: ["Aleksanterin kirkko"]},
      hint="Aleksanterin kirkko (su 18.5. klo 16). Distractors: joulukonsertti in Kalevan kirkko (mbox/ics), kuoro-kevat-2025.md (programme, no venue)."),
 dict(id="h13", kind="where", query="kian koeajon osoite",
      gold={KOEAJO: ["Hermiankatu 14"]},
      hint="Autotalo Hervanta Oy, Hermiankatu 14, 33720 Tampere. Distractors: Kia offer mail and price reply (no address), Nordic EV mail."),
 dict(id="h14", kind="where", query="which pool is sennis swimming school",
      gold={UIMA: ["Pyynikin uimahalli"], LAP: ["Pyynikin uimahalli"]},
      hint="Pyynikin uimahalli, opetusallas. Distractors: harrastukset.md (points to the mail), Juha chat, Black Friday promo."),
 dict(id="h15", kind="where", query="where do kids get on the bus amusement park trip",
      gold={BUS: ["Sammonkadun portilta"], WILMA_TRIP: ["Sammonkadun portin"]},
      hint="Koulun takapiha, Sammonkadun puoleinen portti (kokoontuminen 9.00, bussi 9.15). Distractors: Särkänniemi booking (group entrance at the park), sarkanniemi-retki.md."),
 # ---------------------------------------------------------------- event_time
 dict(id="h16", kind="event_time", query="sakokaivon tarkastus milloin",
      gold={SEPTIC2: ["5.6.2025 klo 13.00"]},
      hint="to 5.6.2025 klo 13.00 (moved by mail 6.5.). Stale: mokki.ics and the original notice say 22.5. klo 10; Mökkiporukka chat only says \"kesäkuun alkuun\"."),
 dict(id="h17", kind="event_time", query="Senni dentist appointment time",
      gold={DENT: ["3.12.2024 klo 8.15"]},
      hint="ti 3.12.2024 klo 8.15, Tammelan hammashoitola (only inside base64 mail). Distractor: Juha chat (\"ensi viikon tiistaiaamuna\", time in mail)."),
 dict(id="h18", kind="event_time", query="when was the support plan meeting for new pupil",
      gold={WILMA_NEW: ["5.9.2024 klo 14.15"], OPE: ["2024-09-05T14:15"]},
      hint="to 5.9.2024 klo 14.15–15.15, neuvotteluhuone 2. Distractors: arviointipalaveri 23.1.2025 in opetus.ics, uusi-oppilas-vilho.md (no date)."),
 dict(id="h19", kind="event_time", query="spring parents evening 3B date",
      gold={OPE: ["2025-03-11T17:30"]},
      hint="ti 11.3.2025 klo 17.30, luokka 204. Distractors: autumn parent evening 17.9. (note + Wilma mail), long notes."),
 dict(id="h20", kind="event_time", query="choir rehersal weekend dates",
      gold={MBOX: ["15.–16.3."], KUO: ["2025-03-15"], ERPE: ["15.–16.3."]},
      hint="la–su 15.–16.3.2025, Leirikeskus Marjaniemi (Kangasala). Distractors: kenraaliharjoitus 17.5., kuoro-kevat-2025.md."),
 # ---------------------------------------------------------------- multi_source
 dict(id="h21", kind="multi_source", query="paljonko kiuas maksoi asennuksen kanssa",
      gold={RECEIPT: ["738,00"], INST: ["Hinta yhteensä 420 €"]},
      hint="Stove 689 € + delivery 49 € = 738,00 € (order mail) + installation 420 € (installer's offer) = 1 158 €. Distractors: kiuas-vertailu.md (list prices only), Mökkiporukka chat."),
 dict(id="h22", kind="multi_source", query="eeli camp dates and who drives him there",
      gold={CAMP: ["9.–13.6.2025"], WA_J: ["vien Eelin leirille"]},
      hint="Camp 9.–13.6.2025 (confirmation mail); Juha drives him Monday morning, Aino picks him up Friday (WhatsApp Juha). Distractors: kesaleiri.md, lasten-kulut.csv."),
 dict(id="h23", kind="multi_source", query="septic inspection what papers needed and new time",
      gold={SEPTIC1: ["asemapiirros"], SEPTIC2: ["5.6.2025 klo 13.00"]},
      hint="Documents: käyttö- ja huolto-ohje, sakokaivon tyhjennyskuitit 2 v, asemapiirros, toimenpidelupa (base64 notice 10.3.); new time 5.6.2025 klo 13.00 (mail 6.5.). Distractor: mokki.ics (old 22.5.), mokki-tehtavat.md (pointer)."),
 dict(id="h24", kind="multi_source", query="jetty repair total cost and my share",
      gold={JETTY2: ["2 780"], WA_M: ["Sä 40 %"]},
      hint="Updated quote 2 780 € (Pekka's forward 22.4.); split Pekka 60 % / Aino 40 % (WhatsApp 12.11.) → Aino ≈ 1 112 €. Distractors: old quote 2 340 € (mail 11/2024, laituri.md, chat)."),
 dict(id="h25", kind="multi_source", query="gothenburg conference venue and who covers my class",
      gold={NIEC: ["Göta Hall"], SUB: ["Tuomas Kivelä"]},
      hint="Göta Hall, Södra Hamngatan 12, Gothenburg (registration mail); substitute Tuomas Kivelä (Sari's mail). Distractors: opetus.ics (only \"Göteborg\"), English practice chat, long note 6.4."),
 # ---------------------------------------------------------------- decision
 dict(id="h26", kind="decision", query="which EV did I end up choosing",
      gold={D0411: ["Otan Kian"]},
      hint="Kia e-Niro (reversed on 11.4. after test drives). Distractors: auto-vertailu.md and daily 20.2. say ID.3 (the earlier decision); long note 6.4. undecided."),
 dict(id="h27", kind="decision", query="mikä kiuas päätettiin ostaa mökille",
      gold={WA_M: ["Sovittu, Hehku 20 Classic"], RECEIPT: ["Hehku 20 Classic"]},
      hint="Hehku 20 Classic puukiuas (decided in Mökkiporukka 10.9., ordered 14.9.). Distractors: kiuas-vertailu.md (options only), ChatGPT sizing chat."),
 dict(id="h28", kind="decision", query="what did rector decide about co-teaching hours",
      gold={RECTOR: ["tiistaisin 2. tunnilla"], OPE: ["Rehtorin päätös 20.11.2024"]},
      hint="From 7.1.2025 Hanna Salo in 3B Tue 2nd lesson (9.00–9.45) and Thu 3rd lesson (10.00–10.45). Distractors: the September draft (Fri 1.–2.), Aino's reply (Mon/Wed wish), yhteisopettajuus.md."),
 dict(id="h29", kind="decision", query="which summer camp did we pick for eeli",
      gold={WA_J: ["päätetty: seikkailuleiri"], CAMP: ["Seikkailuleiri"]},
      hint="Seikkailuleiri (8–11 v) – agreed with Juha 3.2., place confirmed 24.2. Distractors: kesaleiri.md (options, undecided), long note 12.1."),
 dict(id="h30", kind="decision", query="mitä puetaan kevätkonserttiin",
      gold={MBOX: ["viininpunainen huivi"]},
      hint="Musta asu + viininpunainen huivi (naiset) / solmio (miehet), vote result 25.3. Distractor: joulukonsertin asu kokomusta (mbox 5.11., ics)."),
 # ---------------------------------------------------------------- temporal_current
 dict(id="h31", kind="temporal_current", query="tiemaksu tänä vuonna paljonko",
      gold={TIE25: ["214,50"]},
      hint="2025: 214,50 €, eräpäivä 15.6.2025. Old value 168,00 € (2024 mail). Distractors: Mökkiporukka chat (\"maksu nousee\"), mokki.ics todo."),
 dict(id="h32", kind="temporal_current", query="latest interest rate car loan",
      gold={LOAN2: ["4,45 %"]},
      hint="4,45 % (euribor 2,45 + marginaali 2,00), ~335,17 €/kk – bank's reply 15.4. Old: 4,90 % (first offer, autolaina.md), dealer 5,9 %, ChatGPT calc."),
 dict(id="h33", kind="temporal_current", query="essay deadline special ed course",
      gold={ESSAY: ["4.4.2025"]},
      hint="pe 4.4.2025 klo 23.59 (extended). Old: 28.3. in erityispedagogiikka.md and the ics VTODO."),
 dict(id="h34", kind="temporal_current", query="e-niro final price after haggling",
      gold={KIAPRICE: ["26 400"]},
      hint="26 400 € incl. winter tyres (dealer reply 3.4.). Old: 27 900 € (offer mail, auto-vertailu.md, daily 20.2.)."),
 dict(id="h35", kind="temporal_current", query="where does choir practise now",
      gold={MBOX: ["Tammelan koul"], KUO: ["Tammelan koulu"]},
      hint="Tammelan koulun auditorio (since 5.2.2025). Old: Kalevan kirkon seurakuntasali (mbox Aug, autumn RRULE in ics)."),
 # ---------------------------------------------------------------- open_loop
 dict(id="h36", kind="open_loop", query="auton vakuutus vielä hoitamatta?",
      gold={D0514: ["auton vakuutus"]},
      hint="Still open: quotes requested 6.5., one insurer hasn't answered; must be valid before handover pe 23.5. Distractor: autolaina.md (older: quote not yet requested)."),
 dict(id="h37", kind="open_loop", query="eeli orthodontist referral still not arrived",
      gold={WA_J: ["Lähetettä ei vieläkään kuulu"], LAP: ["oikomishoidon lähete"], D0514: ["oikomishoidon lähete"]},
      hint="Not arrived; Juha promised (again) on 5.5. to call the dental clinic. Distractors: dentist mail for Senni, long note 12.1."),
 dict(id="h38", kind="open_loop", query="have i paid the choir fee",
      gold={MBOX: ["Aino V."], KUO: ["Kuoron kevätmaksu"], D0514: ["kuoromaksu"]},
      hint="No – spring fee 90 € (due 28.2.) still unpaid; Kari's reminder 14.4. lists Aino V. Distractors: kuoro-kevat-2025.md (pointer), mbox fee announcement."),
 dict(id="h39", kind="open_loop", query="kuka vie vanhan kiukaan kaatopaikalle",
      gold={WA_M: ["Kuka muuten vie sen vanhan kiukaan"], "notes/mokki/mokki-tehtavat.md": ["vanha kiuas jäteasemalle"]},
      hint="Unresolved: old stove still behind the woodshed; Pekka's trailer too small, Aino's car not yet delivered. Distractors: installer mail (removal +80 € not ordered), mokki.ics."),
 dict(id="h40", kind="open_loop", query="whats still left to do for the uni course",
      gold={ERPE: ["oppimispäiväkirja"], KUO: ["Oppimispäiväkirja"], LONG3: ["oppimispäiväkirja ja vertaisarviointi"]},
      hint="Oppimispäiväkirja (due 30.5.) and the peer review of Samuli's essay; the essay itself is done. Distractors: essay-extension mail (\"oppimispäiväkirjan määräaika pysyy\", no date), ChatGPT essay chat."),
 # ---------------------------------------------------------------- preference
 dict(id="h41", kind="preference", query="which co-teaching model do i prefer",
      gold={"notes/koulu/yhteisopettajuus.md": ["rinnakkaisopetusta"]},
      hint="Rinnakkaisopetus (class split in two, same content), station teaching once a week; dislikes \"one teaches, one assists\". Distractors: English practice chat, long note 12.1., opetus.ics."),
 dict(id="h42", kind="preference", query="must haves for the new car",
      gold={"notes/auto/auto-vertailu.md": ["vetokoukku", "lämpöpumppu"], D0411: ["lämpöpumppua eikä siihen saa vetokoukkua"]},
      hint="Tow bar + heat pump; hatchback/estate, no SUV, not white (auto-vertailu.md); daily 11.4. restates heat pump + tow bar as the reasons for switching. Distractors: long note 12.1. (others' opinions), Kia offer mail (features), Mökkiporukka chat."),
 dict(id="h43", kind="preference", query="electric or wood sauna stove what do i want",
      gold={"notes/mokki/kiuas-vertailu.md": ["Sähkökiuas ei tunnu mökkisaunalta"], WA_M: ["Mä en halua sähkökiuasta"]},
      hint="Wood-burning – an electric stove doesn't feel like a cottage sauna. Distractors: Pekka's electric suggestion, ChatGPT sizing chat."),
 dict(id="h44", kind="preference", query="no meetings after what time on kid weeks",
      gold={LONG1: ["en ota palavereja klo 16 jälkeen"]},
      hint="No meetings after 16.00 on her (odd) kid weeks. Distractors: vanhempainilta-syksy-2024.md (17.30 wish), Wilma parent evening mail."),
 dict(id="h45", kind="preference", query="favourite piece in spring choir programme",
      gold={"notes/kuoro/kuoro-kevat-2025.md": ["Suite de Lorca"]},
      hint="Rautavaara: Suite de Lorca (esp. \"El grito\"); dislikes Mäntyjärvi's Pseudo-Yoik. Distractors: mbox programme message, pikakysymykset.jsonl."),
 # ---------------------------------------------------------------- vague
 dict(id="h46", kind="vague", query="mitä äiti sanoi vanhasta veneestä",
      gold={WA_M: ["soutupaatti"]},
      hint="Give the old rowing boat to neighbour Aarnion Kalle (he'll fetch it in June). Distractors: mokki-ohjeet.txt (\"vanha soutuvene vuotaa\"), mokki-tehtavat.md."),
 dict(id="h47", kind="vague", query="that cafe near the cottage with good soup",
      gold={LONG3: ["lohikeitto"]},
      hint="Kahvila Vanha Apteekki, Ruoveden kirkonkylä – salmon soup, open June–August. Distractors: other mökki notes."),
 dict(id="h48", kind="vague", query="reading tip the lecturer recommended",
      gold={ERPE: ["Lindqvist & Haug"]},
      hint="Lindqvist & Haug (2021) \"Co-teaching as shared practice in Nordic primary schools\". Distractors: essay-extension mail, essay chat, uni newsletter."),
 dict(id="h49", kind="vague", query="mistä ne kuvat lukujärjestykseen sai",
      gold={"notes/koulu/uusi-oppilas-vilho.md": ["Papunet"]},
      hint="Papunet-kuvapankki (Hanna's tip for Vilho's visual schedule). Distractors: long note 20.10., sijainen mail (päiväjärjestyskuvat)."),
 dict(id="h50", kind="vague", query="the tyre thing juha offered",
      gold={WA_J: ["kesärenkaat"], D0411: ["Juha vaihtaa Corollaan renkaat"]},
      hint="Juha offered to swap summer tyres onto the Corolla on Saturday when bringing the kids (buyer wants summer tyres, handover 30.4.). Distractors: Kia price mail (winter tyres), Nordic EV brochure."),
]
