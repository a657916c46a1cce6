# Question source. gold maps "P1:NN" / "P2:NN" (pair, session number) to the key
# strings that must appear in that session (case-insensitive substring match).
# P1 = wren_callum, P2 = walt_anika. Paths/extensions are resolved by generate.py.

Q = []

def q(kind, query, gold, hint):
    Q.append({"kind": kind, "query": query, "gold": gold, "gold_hint": hint})

# ---------------------------------------------------------------- single_hop
q("single_hop", "What's the name of Wren's sourdough starter?",
  {"P1:01": ["sourdough starter called Doris"]},
  "Doris. Distractor: P1 s02 mentions keeping a sourdough starter alive but not its name.")
q("single_hop", "how much did wren pay to adopt her greyhound",
  {"P1:03": ["adoption fee was £150"]},
  "£150 adoption fee (incl. jabs and a fleece coat). Distractors: P1 s02 (£200 extra deposit for the landlord), s11 (£340 vet bill).")
q("single_hop", "Which restaurant did Callum take his girlfriend to when she turned a year older?",
  {"P1:03": ["Kolbeinn's"]},
  "Kolbeinn's, the fish place by the harbour (halibut and mussels). Distractor: P1 s01 (birthday teapot plan).")
q("single_hop", "What did Wren pay for her eight-week ceramics course?",
  {"P1:04": ["£180"]},
  "£180 at Kilnhouse Studio, Thursday evenings. Distractors: P1 s05/s08/s10 (pottery mentioned, no price); s11 has '180 guests'.")
q("single_hop", "Why didn't Callum and Freya go for the yellow house they looked at?",
  {"P1:05": ["frog"]},
  "It smelled like a swamp; the basement had a puddle with a live frog (named Gunnar). Distractor: P1 s07/s08 (offer on the red house on Ostervik Road).")
q("single_hop", "How did Nana Bea end up breaking her wrist?",
  {"P1:06": ["hydrangea"]},
  "She fell in the garden cutting back the hydrangea while standing on a wobbly stool; broke her left wrist. Distractor: P1 s10 (cast came off).")
q("single_hop", "Who are the people in Callum's open-water swim group?",
  {"P1:06": ["retired teachers"]},
  "The Walruses: mostly retired teachers, 'completely unhinged'. Distractors: P1 s09, s11, s15 (Walruses mentioned without description).")
q("single_hop", "Who did Wren give her pottery spot to?",
  {"P1:10": ["Odile"]},
  "Her neighbour Odile. Distractor: P1 s08 (pottery course finished, planning autumn term).")
q("single_hop", "which vet stitched up Pilot's paw",
  {"P1:11": ["Anand"]},
  "Dr. Anand at Moorgate Vets. Distractor: P1 s03 (Pilot's adoption, jabs).")
q("single_hop", "What flavour was the big four-tier wedding cake Wren did for 180 guests at the hotel?",
  {"P1:11": ["lemon and elderflower"]},
  "Lemon and elderflower. Distractor: P1 s20 (cardamom and plum for Callum's wedding), s12 (coffee and walnut for Nana).")
q("single_hop", "What old photo of their grandmother did Callum send for the birthday slideshow?",
  {"P1:12": ["motorbike"]},
  "Nana Bea on Grandad's motorbike in the sixties. Distractor: P1 s14 (party recap).")
q("single_hop", "Which of Wren's desserts got a rave review in the local paper?",
  {"P1:13": ["burnt honey custard"]},
  "Burnt honey custard with sea buckthorn ('the best thing I ate this year', Ashcombe Courier). Distractor: P1 s06 (interview desserts).")
q("single_hop", "How long did Uncle Desmond's speech at Nana's party actually last?",
  {"P1:14": ["Twenty-six minutes"]},
  "26 minutes (Wren timed it). Distractor: P1 s12 (Callum predicts 'a minimum of 20 minutes').")
q("single_hop", "What does Big Henrik do in his bunk on the boat?",
  {"P1:19": ["knits in his bunk"]},
  "He knits (he made Callum an orange hat). Distractor: P1 s18 (packing for the first rotation).")
q("single_hop", "How much did Callum and Freya's new boiler cost?",
  {"P1:16": ["21,000 kroner"]},
  "21,000 kroner, about £1,500. Distractor: P1 s08 (septic tank mention).")

q("single_hop", "What kind of seed potatoes did Walt give Anika?",
  {"P2:01": ["Charlotte"], "P2:19": ["Charlotte, like the ones I gave you"]},
  "Charlotte. s01 states it; s19 repeats it ('Charlotte, like the ones I gave you last year').")
q("single_hop", "How much was Walt's second-hand bee suit?",
  {"P2:02": ["£85"]},
  "£85, from a man in Wexley. Distractor: P2 s10 (hive given away 'suit and all').")
q("single_hop", "what did walt call his queen bee",
  {"P2:02": ["Her Majesty"]},
  "Her Majesty (marked with a blue dot by Ferdie). Distractor: P2 s10 (the school children named her Beyoncé).")
q("single_hop", "Where did Anika and Rafi have their second date?",
  {"P2:04": ["Lantern & Lime"]},
  "Lantern & Lime, the Sri Lankan place on the high street. Distractors: P2 s03 (first drink planned), s07 (Rafi cooked risotto).")
q("single_hop", "What did the Hollybank Singers perform at their June concert?",
  {"P2:05": ["Shenandoah"]},
  "Shenandoah and a sea-shanty mash-up. Distractor: P2 s04 (concert date, ticket price).")
q("single_hop", "What was Walt holding against his swollen eye after the bee sting?",
  {"P2:05": ["frozen sweetcorn"]},
  "A bag of frozen sweetcorn (plus one of June's hay fever tablets). Distractor: P1 s17 (Wren's frozen peas 'Gerald' for her wrist).")
q("single_hop", "What did June cook with Anika's glut of courgettes?",
  {"P2:06": ["courgette and feta fritters"]},
  "Courgette and feta fritters. Distractor: P2 s19 ('Is it the courgettes?').")
q("single_hop", "What did June notice about her kitchen once the first cataract was fixed?",
  {"P2:07": ["the tiles are white"]},
  "The tiles were white; she'd thought they were cream for ten years. Distractors: P2 s06 (before surgery), s15 (second eye).")
q("single_hop", "What are Walt's three daughters called?",
  {"P2:07": ["Clare, Helen and Maggie"]},
  "Clare, Helen and Maggie. Distractors: P2 s09 (Clare's baby), s19 (Helen's girls).")
q("single_hop", "How much did baby Arlo weigh at birth?",
  {"P2:09": ["7lb 2oz"]},
  "7lb 2oz. Distractor: P2 s15/s16 (christening).")
q("single_hop", "What name did the primary school kids give the queen bee?",
  {"P2:10": ["Beyoncé"]},
  "Beyoncé. Distractor: P2 s02 (Walt called her Her Majesty).")
q("single_hop", "What colour is Anika's bridesmaid dress?",
  {"P2:11": ["sage green"]},
  "Sage green, with a bow on the back. Distractor: P2 s12 (wedding recap).")
q("single_hop", "What was the steam engine in Castlebury called?",
  {"P2:13": ["Lady Winifred"]},
  "Lady Winifred, 110 years old, ran to Wendle and back. Distractor: P2 s11 (trip booked, 'steam railway').")
q("single_hop", "How much did Anika spend on her used car?",
  {"P2:14": ["£3,200"]},
  "£3,200 for a nine-year-old silver hatchback (Gertie). Distractor: P2 s18 (Gertie's heater).")
q("single_hop", "Besides the strimmer, what did the thieves take from Walt's shed?",
  {"P2:16": ["old radio"]},
  "June's old radio he kept there for the cricket. Distractors: P2 s17 (new strimmer), s19 (police never found it).")

# ---------------------------------------------------------------- multi_hop
q("multi_hop", "By how much has Wren's pay gone up since she left the bakery?",
  {"P1:07": ["34,500", "seven thousand more"], "P1:20": ["£38,000"]},
  "Bakery ~£27.5k (Cordwain £34,500 was 'seven thousand more', s07); new executive role £38,000 (s20): up roughly £10,500. Distractor: P1 s19 (offer, no figure).")
q("multi_hop", "What happened in August to the dog Wren chose at the greyhound rescue?",
  {"P1:02": ["Second Lap", "Pilot"], "P1:11": ["paw pad"]},
  "Pilot (picked at Second Lap Greyhound Rescue, s02) cut his paw pad on glass at Fenner's Green; stitched, £340 (s11). Distractor: P1 s03 (adoption day).")
q("multi_hop", "What cake did Wren make for her grandmother's 90th and what did the birthday girl think of it?",
  {"P1:12": ["Coffee and walnut"], "P1:14": ["adequate"]},
  "Coffee and walnut (s12); Nana called it 'adequate', privately 'best since 1974' (s14). Distractor: P1 s11 (lemon and elderflower wedding cake).")
q("multi_hop", "Where did Callum propose to Freya and what went wrong when he got down on one knee?",
  {"P1:13": ["Gull Point"], "P1:14": ["wave soaked my trousers"]},
  "On the beach at Gull Point the morning after the party (s13 plan); a wave soaked his trousers to the hip, she said yes (s14). Distractor: P1 s15 (wedding venue).")
q("multi_hop", "Why did Callum quit bouldering, and what does he do instead?",
  {"P1:04": ["pulley strain"], "P1:06": ["sea swimming"], "P1:09": ["Cancelled my Crimp Shed membership"]},
  "Pulley strain in his ring finger (s04); took up sea swimming with the Walruses (s06); cancelled his Crimp Shed membership (s09). Distractors: P1 s01/s02 (starting bouldering), s11.")
q("multi_hop", "Did Wren's tip for coping with the boat day at Callum's interview actually work?",
  {"P1:14": ["Take ginger biscuits"], "P1:15": ["I ate your ginger biscuits"]},
  "Yes: she told him to take ginger biscuits (s14); he ate them all day and survived while another candidate was sick (s15). Distractor: P1 s18 (packs ginger biscuits for the first rotation).")
q("multi_hop", "Altogether, how much did the landlord's dog deposit and the paw injury vet bill cost Wren?",
  {"P1:02": ["£200"], "P1:11": ["£340"]},
  "£200 extra deposit (s02) + £340 vet bill (s11) = £540. Distractor: P1 s03 (£150 adoption fee).")
q("multi_hop", "What connects the dessert Wren made at her hotel tryout with the flavours for Callum's wedding cake?",
  {"P1:06": ["cardamom plum tart"], "P1:20": ["Cardamom and plum"]},
  "Cardamom and plum: the cardamom plum tart at her interview (s06) inspired cardamom-and-plum layers (s20). Distractor: P1 s15 (asked to make the cake).")
q("multi_hop", "Why did Callum leave the shipyard, and what's his new job?",
  {"P1:12": ["lost a big contract"], "P1:13": ["night shifts", "Nordvind Offshore"], "P1:15": ["Turbine maintenance"]},
  "The shipyard lost a big ferry contract (s12), cut 20 jobs and moved the rest to rotating night shifts (s13), so he applied to Nordvind Offshore; hired for turbine maintenance, two weeks on/two off (s15). Distractors: P1 s14 (second interview), s19 (first rotation).")
q("multi_hop", "How big was Wren's pastry team at the Cordwain at first, and how is it growing with her new role?",
  {"P1:09": ["Lottie and Sanjay"], "P1:20": ["one more pastry cook"]},
  "Two people, Lottie and Sanjay (s09); with the Ember Row role they're hiring one more pastry cook (s20). Distractors: P1 s16 (Lottie and Sanjay piping), s19 (plans to ask for two).")

q("multi_hop", "Why did Walt give up his bees and where did the hive end up?",
  {"P2:08": ["give up the bees"], "P2:10": ["Hollowbridge Primary"]},
  "Grumpy bees, June won't come near, more worry than joy (s08); hive went to Hollowbridge Primary School's garden club (s10). Distractor: P2 s05 (the eyelid sting).")
q("multi_hop", "How much weight did Walt's giant pumpkin gain between his August estimate and the show weigh-in?",
  {"P2:09": ["30 kilos"], "P2:11": ["38.5 kilos"]},
  "About 8.5 kg: roughly 30 kg in mid-August (s09), 38.5 kg at the Harvest Show (s11). Distractor: P2 s03 (seeds planted).")
q("multi_hop", "What is the stray from the allotment sheds called now, and where does she go in the mornings?",
  {"P2:10": ["renamed her Sprocket"], "P2:12": ["in the mornings"]},
  "Sprocket (renamed from the Foreman, s10); she goes down to the bike shop where the staff feed her (s12). Distractors: P2 s01/s04 (the Foreman), s20 ('supervising the bike shop').")
q("multi_hop", "Who took Anika's spot in the choir, and when is their next concert?",
  {"P2:06": ["replaced you in the altos"], "P2:18": ["spring concert in April"]},
  "June took her alto place (s06); spring concert in April (s18). Distractors: P2 s04/s05 (the June 2024 concert).")
q("multi_hop", "How did things end with the physio Anika met at the garden open day?",
  {"P2:03": ["physiotherapist"], "P2:15": ["broke up"]},
  "Rafi, met at the cake stall (s03); they broke up in November because he's staying in Dunmere (s15). Distractors: P2 s12 (he moved, long distance), s14 ('okay-ish').")
q("multi_hop", "What did Anika need for her new community nursing job, and what went wrong with it in January?",
  {"P2:14": ["Gertie"], "P2:18": ["heater gave up"]},
  "A car: Gertie, a £3,200 silver hatchback with a 'temperamental' heater (s14); the heater gave up and she did rounds in a blanket (s18). Distractor: P2 s13 (no car yet).")
q("multi_hop", "What replaced the tool that got stolen from Walt's shed, and who gave it to him?",
  {"P2:16": ["strimmer"], "P2:17": ["new strimmer"]},
  "The strimmer was stolen (s16); Clare gave him a new battery strimmer for Christmas (s17). Distractor: P2 s19 (police never found it).")
q("multi_hop", "Why is Walt switching from pumpkins to dahlias and which varieties did he order?",
  {"P2:17": ["dahlias"], "P2:18": ["Snow Owl"]},
  "The pumpkin took over his summer and Dennis still won; Dennis doesn't grow dahlias (s17). Ordered Bishop's Ember and Snow Owl (s18). Distractor: P2 s19 ('Bishop's Elbow' label).")
q("multi_hop", "Who was the 88-year-old at Maja's wedding and what was he up to on New Year's Eve?",
  {"P2:12": ["Owen's grandad"], "P2:17": ["fireworks"]},
  "Owen's grandad, who out-danced Anika at the ceilidh (s12) and was doing the fireworks at the farm at New Year (s17). Distractor: P2 s11 (wedding preview).")
q("multi_hop", "Who lives above the shop of the guy who once fixed Walt's puncture for free?",
  {"P2:06": ["fixed my puncture"], "P2:07": ["above Spoke & Sprocket is mine"]},
  "Anika (with her cat): the Spoke & Sprocket man fixed Walt's puncture (s06); Anika got the studio above it (s07). Distractors: P2 s10 (moving in, Sprocket named after the shop), s12.")

# ---------------------------------------------------------------- temporal
q("temporal", "When did Wren start at the Cordwain Hotel?",
  {"P1:07": ["1st of July"], "P1:09": ["First week at the Cordwain"]},
  "1 July 2024 (s07 states it; s09, dated 8 July, reports the first week done). Distractors: P1 s05 (applied), s06 (interview).")
q("temporal", "What was the original date for Callum and Freya's wedding, and what is it now?",
  {"P1:14": ["June next year"], "P1:15": ["14th of June"], "P1:17": ["6th of September"]},
  "Originally June 2025, 14 June at Skarholm barn (s14, s15); moved to 6 September 2025 after a double booking (s17). Distractor: P1 s20 (planning, no date).")
q("temporal", "When did Callum and Freya move into their house in Elmhavn?",
  {"P1:08": ["3rd of August"], "P1:10": ["Four days until the move"]},
  "3 August 2024 (s08; s10 on 30 July says four days to go). Distractor: P1 s11 (already in, 18 Aug), s07 (offer made).")
q("temporal", "How did Wren's plan to visit her cousin abroad change over the year?",
  {"P1:07": ["Tarnfell"], "P1:09": ["Sundvik in August is off"], "P1:12": ["spring instead"], "P1:18": ["12th to 19th of April"]},
  "Aug 22-29 Tarnfell ridge hike (s07) -> cancelled for hotel wedding season, mid-October cabin weekend (s09) -> dropped because of Nana's party, spring instead (s12) -> booked 12-19 April 2025 (s18). Distractors: P1 s10, s11 (October clash raised).")
q("temporal", "When did Nana Bea get her cast off?",
  {"P1:10": ["cast came off"]},
  "Late July 2024, the week before 30 July. Distractor: P1 s06 (broke it early May, 'cast for six weeks').")
q("temporal", "When does Callum's offshore wind job start?",
  {"P1:15": ["6th of January"], "P1:18": ["crew transfer"]},
  "Monday 6 January 2025 (s15; s18 dated 4 Jan: crew transfer leaves Monday 7am). Distractor: P1 s19 (first rotation done).")
q("temporal", "When does Wren take over pastry for both the hotel and the new restaurant?",
  {"P1:19": ["Ember Row"], "P1:20": ["1st of March"]},
  "Offered in January 2025 (s19); accepted, starts 1 March 2025 (s20). Distractor: P1 s07 (first hotel job).")
q("temporal", "Was Wren still planning to do pottery in the summer, and what did she end up deciding?",
  {"P1:08": ["autumn term"], "P1:10": ["quit pottery"]},
  "In mid-June she meant to sign up for the autumn term (s08); by end of July she'd quit and given her place to Odile (s10). Distractors: P1 s04, s05.")
q("temporal", "When did Wren's wrist splint come off?",
  {"P1:17": ["two more weeks in the splint"], "P1:18": ["Splint's off"]},
  "Around the turn of the year: on 15 Dec she had two more weeks to go (s17), and by 4 Jan 2025 it was off (s18). Distractor: P1 s16 (diagnosis, late Nov).")
q("temporal", "What date was Nana Bea's 90th birthday party?",
  {"P1:10": ["19th of October"], "P1:12": ["the 19th"]},
  "Saturday 19 October 2024, 2-6pm at the Quill & Anchor. Distractors: P1 s01 ('turning 90 in October'), s14 (recap).")

q("temporal", "When did June have her first cataract operation?",
  {"P2:03": ["11th of July"], "P2:06": ["Thursday the 11th"], "P2:07": ["went very well on Thursday"]},
  "Thursday 11 July 2024, left eye. Distractors: P2 s13/s15 (second eye).")
q("temporal", "When was June's second eye done, and why was it later than planned?",
  {"P2:13": ["21st of November", "staff shortage"], "P2:15": ["second operation was on Thursday"]},
  "21 November 2024, moved back from September because of a staff shortage. Distractor: P2 s07 (first eye).")
q("temporal", "When did Anika move into her studio?",
  {"P2:07": ["1st of September"], "P2:10": ["First night in the new flat"]},
  "Sunday 1 September 2024. Distractor: P2 s06 (viewing).")
q("temporal", "Where were Walt and June going for their 45th anniversary, and what did they do in the end?",
  {"P2:03": ["Fenwick Isle"], "P2:09": ["not going to Fenwick Isle"], "P2:11": ["Castlebury"], "P2:12": ["off to Castlebury"], "P2:13": ["home from Castlebury"]},
  "Planned Fenwick Isle (honeymoon island) in Sept (s03); cancelled because of his AF follow-ups (s09); rebooked 3 nights in Castlebury 14-17 Oct (s11); 'off to Castlebury next week' (s12); trip recap, Lady Winifred, Old Granary (s13). Distractor: P2 s10 (no trip talk).")
q("temporal", "When was Walt's grandson born?",
  {"P2:09": ["had the baby on Wednesday"]},
  "Wednesday 14 August 2024 (message dated 19 Aug). Distractor: P2 s07 ('expecting in August').")
q("temporal", "When does Anika start as a district nurse?",
  {"P2:14": ["13th of January"], "P2:18": ["One week as a district nurse"]},
  "13 January 2025 (s14; s18 dated 20 Jan, one week in). Distractors: P2 s12 (applying), s13 (interview).")
q("temporal", "How has Walt's heart medication changed since his diagnosis?",
  {"P2:09": ["beta blocker"], "P2:11": ["new dose"], "P2:18": ["lowering the beta blocker dose"]},
  "Aug 2024: blood thinners + beta blocker (s09); Sept: new dose with fortnightly bloods (s11); Jan 2025: beta blocker dose lowered (s18). Distractor: P2 s13 (rate controlled).")
q("temporal", "When did Anika stop going to choir?",
  {"P2:06": ["told the choir I'm stopping"]},
  "Early July 2024 when her night shifts began. Distractors: P2 s05 (nights announced), s18 (might rejoin).")
q("temporal", "When did Anika and Rafi split up?",
  {"P2:15": ["broke up on Sunday"]},
  "Sunday 24 November 2024 (message dated 27 Nov). Distractors: P2 s12 (long distance starts), s14 ('okay-ish').")
q("temporal", "When did Anika become secretary of the garden committee?",
  {"P2:19": ["2nd of March"], "P2:20": ["Voted in unanimously"]},
  "At the AGM on 2 March 2025 (asked in Feb, s19; voted in, s20). Distractor: P2 s14 (committee meeting).")

# ---------------------------------------------------------------- open_domain
q("open_domain", "Is Wren fussy about ingredients?",
  {"P1:01": ["MARGARINE"], "P1:05": ["I can always tell"], "P1:20": ["Real butter"]},
  "Very: furious at the switch to margarine (s01), 'I can always tell' (s05), insists on real butter for the wedding cake (s20). Distractor: P1 s08 (butter quip).")
q("open_domain", "What sort of exercise does Callum seem to enjoy most?",
  {"P1:06": ["sea swimming"], "P1:09": ["Swimming's my thing"], "P1:11": ["swim with the Walruses"]},
  "Cold-water swimming: sea swims with the Walruses and lake dips before work. Distractors: P1 s01/s02 (bouldering, later dropped).")
q("open_domain", "Is Callum good at following through on little promises?",
  {"P1:08": ["forgot to post it"], "P1:11": ["finally posted The Salt Road"]},
  "Not really: he forgot to post the book he promised (s08) and only sent it two months later (s11). Distractors: P1 s02 (promise made), s17 (Wren finished it).")
q("open_domain", "How does Wren go about negotiating?",
  {"P1:19": ["ask for two and settle for one"], "P1:20": ["I asked for two, got one"]},
  "Aims high and settles: asked for two extra pastry staff to get one, 'the Nana Bea way'. Distractor: P1 s08 (turned down Gareth's counter-offer).")
q("open_domain", "What does Callum's fiancée do for a living?",
  {"P1:01": ["school concert"], "P1:03": ["Her school"]},
  "A schoolteacher (runs the school concert with kids on recorders, s01; 'her school's on the north side', s03), likely music. Distractors: P1 s07/s09/s10 (her piano).")

q("open_domain", "Is Walt the kind of man who goes to the doctor straight away?",
  {"P2:08": ["June doesn't know"], "P2:09": ["like you told me"]},
  "No: he hid dizzy spells from June and had to be nagged into booking the GP (s08); went only because Anika told him to (s09).")
q("open_domain", "How much does Walt trust his wife's judgement?",
  {"P2:01": ["June is usually right"], "P2:08": ["June is usually right"], "P2:09": ["I can't argue with her"]},
  "A lot, grudgingly: 'June is usually right but I ignore her anyway' (s01, quoted back in s08); gives way on cancelling Fenwick Isle (s09).")
q("open_domain", "What part of the job does Anika enjoy most as a nurse?",
  {"P2:06": ["sitting with people"], "P2:12": ["That's what I love most"]},
  "Sitting and talking with patients. Distractor: P2 s18 (district nursing tea in kitchens).")
q("open_domain", "Is Walt secretly a romantic?",
  {"P2:03": ["Don't tell June I'm romantic"], "P2:11": ["wedding breakfast"]},
  "Yes: booked the same honeymoon room on Fenwick Isle (s03) and cooked the stew from their wedding breakfast on the anniversary (s11). Distractor: P2 s13 (Castlebury trip).")
q("open_domain", "Does Anika like spicy food?",
  {"P2:02": ["Scotch bonnet"], "P2:04": ["chilli grower"], "P2:11": ["Plot 9 Fire"]},
  "Yes: grows Scotch bonnets (s02), teases Rafi for crying at a curry (s04), makes the Plot 9 Fire chilli sauce (s11). Distractor: P2 s15 (brings a bottle).")
