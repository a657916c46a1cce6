"""The question words and memory cues of German, Spanish, French and Italian (and the question words and function
words of Dutch, Portuguese, Polish, Czech, Swedish, Norwegian, Danish and Turkish), beside the English ones the router
and the answer types are written in: a bilingual vault's owner asks in either language ("wann ist der
Elternabend", "facturas pendientes de enviar").

Each entry is a regex alternation (no outer group) over ``text.words.normalise`` output: lowercase, accents kept,
with the accent-less spelling a user types accepted too ("cuando", "dónde"). Only words that are not also common
English words: Spanish "actual" (current) is left out, since in English it means "real" (and words common in
another of these languages: Swedish "pris" is French "taken", Polish "cena" Italian "dinner").
"""

from __future__ import annotations

from ..text.terms import fold

# What the question asks for, per ``answer_types.ANSWER_TYPES`` code.
ASKS: dict[str, str] = {
    "when": (r"wann|bis wann|ab wann|seit wann|um wie ?viel uhr|an welchem tag|welche[sn]? datum|"
             r"cu[aá]ndo|a qu[eé] hora|qu[eé] d[ií]a|qu[eé] fecha|"
             r"quand|à quelle heure|a quelle heure|quel jour|quelle date|"
             r"quando|a che ora|che giorno|che data|"
             # and in the other languages of the translation tables, and Norwegian and Danish
             r"wanneer|hoe laat|kiedy|o kt[oó]rej|kdy|v kolik|n[aä]r|n[aå]r|hvorn[aå]r|ne zaman|saat ka[cç]ta"),
    "where": (r"wo|wohin|woher|welche adresse|adresse|"
              r"d[oó]nde|ad[oó]nde|direcci[oó]n|"
              r"où|lieu|salle|"
              r"dove|indirizzo|"
              # and in the other languages of the translation tables (Polish, Czech, Swedish, Dutch, Portuguese)
              r"gdzie|dok[aą]d|adres|kde|kam|adresa|var ligger|var [aä]r|vart|waar|onde|morada|endere[cç]o|"
              r"hvor(?! (?:mye|mange|lenge|meget|l[aæ]nge|ofte|langt|gammel))|nerede|nerde|nereye|adresi"),
    "who": (r"wer|wem|wen|wessen|wie hei(?:ß|ss)t|"
            r"qui[eé]n(?:es)?|c[oó]mo se llama|"
            r"comment s'appelle|"
            r"chi|come si chiama|"
            r"kto|kdo|vem|hvem|quem|hoe heet|jak si[eę] nazywa|jak se jmenuje|vad heter|hva heter|hvad hedder"),
    "amount": (r"wie ?viel (?:kostet|kosten|hat|haben|habe|zahle|zahlen|bezahlt)|kosten|preis|betrag|gebühr|"
               r"cu[aá]nto (?:cuesta|cost[oó]|pagu[eé]|he pagado|hemos pagado|es)|precio|importe|coste|cuota|"
               r"combien (?:coûte|coute|ai-je payé|avons-nous payé)|prix|montant|coût|"
               r"quanto (?:costa|ho pagato|abbiamo pagato)|prezzo|importo|costo|"
               r"hoeveel (?:kost|kostte|betaal|betaald)|prijs|bedrag|ile (?:kosztuje|kosztowa|zap[lł]aci)|kwota|"
               r"kolik (?:stoj[ií]|st[aá]l|zaplat)|[cč][aá]stka|hur mycket|priset|prisen|belopp|hvor (?:mye|meget)|"
               r"bel[oø]p|kostnad|quanto (?:custa|custou|paguei)|pre[cç]o|ne kadar|fiyat|[uü]cret"),
    # a number, code or reference in the languages of the translation tables: anywhere in the question, as a typed
    # search names the thing first ("schadenummer hollandia", "numer polisy", "código candado"); a compound
    # ending in "nummer" ("Kundennummer", "klantnummer") too
    # (and English shorthand for a password: "home wifi pw")
    "reference": (r"\w*nummer|numer|n[uú]mero|num[eé]ro|kod|k[oó]d|c[oó]digo|codice|referenz|referencia|"
                  r"r[eé]f[eé]rence|riferimento|[cč][ií]slo|pw|pwd|passwd"),
    "count": (r"wie viele|wie oft|wie lange|anzahl|"
              r"cu[aá]nt[oa]s|cada cu[aá]nto|"
              r"combien de|"
              r"quant[ie]|quante volte|"
              r"hoe vaak|hoe lang|ile razy|jak d[lł]ugo|kolikr[aá]t|jak dlouho|hur m[aå]nga|hur ofta|hur l[aä]nge|"
              r"hvor mange|hvor ofte|hvor lenge|hvor l[aæ]nge|quant[oa]s|quantas vezes|ka[cç] (?:tane|kez|g[uü]n)"),
}

# Memory cues, per router signal: only those whose evidence does not depend on English statements: the current
# state is the newest dated session on the topic, and open loops include unticked checkboxes and open to-dos.
# (Decisions and preferences are English statement atoms: routing a question there that no atom can answer
# would only cost it its words' weight.)
CUES: dict[str, str] = {
    "open_loop": (r"noch nicht|noch offen|ausstehend|zu erledigen|erledigen|vergessen|versprochen|muss ich noch|"
                  r"fehlt noch|fehlen noch|schon (?:verschickt|erledigt|gemacht|bezahlt|geschickt|abgegeben)|"
                  r"pendientes?|por hacer|todav[ií]a no|a[uú]n no|olvid[eé]|promet[ií]|tengo que|"
                  r"à faire|en attente|pas encore|je dois encore|promis|oublié|"
                  r"da fare|in sospeso|non ancora|devo ancora|ho promesso|dimenticato"),
    "current_state": (r"aktuell(?:e[rsnm]?)?|derzeit|zurzeit|momentan|jetzt|mittlerweile|inzwischen|"
                      r"ahora|actualmente|hoy en d[ií]a|vigente|en este momento|"
                      r"maintenant|actuellement|en ce moment|désormais|"
                      r"adesso|attualmente|al momento"),
}

# Dates as these languages write them in a passage: "3. März", "3 de marzo", "lunes", "giovedì".
MONTHS = (r"januar|februar|märz|maerz|mai|juni|juli|oktober|dezember|"
          r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
          r"janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|"
          r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre")
WEEKDAYS = (r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
            r"lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|"
            r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
            r"luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica")

def _folded(words: str) -> frozenset[str]:
    """A list of words as the languages write them, accents folded away as a typed word's are when compared."""
    return frozenset(fold(w)[0] for w in words.split())


# Function words, written without accents (compared with the typed word folded; the later lists are folded by
# ``_folded``): a question asked in one of these languages ("wann ist der Elternabend", "quién me regaba el huerto")
# names its topic with the rest. Each list is dropped only when the question holds at least ``FUNCTION_EVIDENCE`` of
# its words, one of them not also an English word ("die", "also", "con", "la" are), so "die hard", "pasta con
# pesto" or "la la land" keep every word.
FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "de": frozenset([
        "aber", "alle", "allem", "allen", "aller", "alles", "als", "also", "am", "an", "andere", "anderen", "auch",
        "auf", "aus", "bei", "beim", "bin", "bis", "bist", "da", "damit", "dann", "das", "dass", "dem", "den",
        "denn", "der", "des", "dessen", "die", "dies", "diese", "diesem", "diesen", "dieser", "dieses", "doch",
        "dort", "du", "durch", "ein", "eine", "einem", "einen", "einer", "eines", "er", "es", "etwas", "euch",
        "euer", "eure", "fur", "gegen", "gibt", "hab", "habe", "haben", "hat", "hatte", "hatten", "hier", "hin",
        "ich", "ihm", "ihn", "ihnen", "ihr", "ihre", "ihrem", "ihren", "im", "in", "ins", "ist", "ja", "jede",
        "jeder", "jetzt", "kann", "kein", "keine", "konnen", "konnte", "man", "mein", "meine", "meinem", "meinen",
        "meiner", "mich", "mir", "mit", "muss", "musste", "nach", "nicht", "nichts", "noch", "nun", "nur", "ob",
        "oder", "ohne", "schon", "sehr", "sein", "seine", "sich", "sie", "sind", "so", "soll", "sollte", "uber",
        "um", "und", "uns", "unser", "unsere", "unter", "vom", "von", "vor", "wann", "war", "waren", "warum", "was",
        "weil", "welche", "welchem", "welchen", "welcher", "welches", "wenn", "wer", "werde", "werden", "wie",
        "wieder", "will", "wir", "wird", "wo", "wollen", "wollte", "wurde", "wurden", "zu", "zum", "zur", "zwischen",
    ]),
    "es": frozenset([
        "a", "al", "algo", "alguna", "algunas", "alguno", "algunos", "ante", "antes", "como", "con", "contra",
        "cual", "cuales", "cuando", "cuanto", "cuanta", "cuantos", "cuantas", "de", "del", "desde", "donde", "el",
        "ella", "ellas", "ellos", "en", "entre", "era", "eran", "es", "esa", "esas", "ese", "eso", "esos", "esta",
        "estaba", "estado", "estan", "estar", "estas", "este", "esto", "estos", "estoy", "fue", "fueron", "ha",
        "habia", "han", "hasta", "hay", "he", "la", "las", "le", "les", "lo", "los", "mas", "me", "mi", "mis",
        "mientras", "muy", "nada", "ni", "no", "nos", "nosotros", "o", "otra", "otras", "otro", "otros", "para",
        "pero", "poco", "por", "porque", "que", "quien", "quienes", "se", "sea", "ser", "si", "sin", "sobre", "son",
        "su", "sus", "tambien", "te", "tengo", "ti", "tiene", "tienen", "todo", "todos", "tu", "tus", "un", "una",
        "uno", "unos", "usted", "ya", "yo",
    ]),
    "fr": frozenset([
        "a", "ai", "as", "au", "aux", "avec", "avez", "avoir", "avons", "ce", "ces", "comme", "comment", "dans",
        "de", "des", "du", "elle", "elles", "en", "est", "et", "etait", "etre", "eu", "fait", "il", "ils", "je",
        "la", "le", "les", "leur", "lui", "ma", "mais", "me", "mes", "moi", "mon", "ne", "nos", "notre", "nous",
        "on", "ont", "ou", "par", "pas", "pour", "pourquoi", "qu", "quand", "que", "quel", "quelle", "quelles",
        "quels", "qui", "sa", "se", "ses", "son", "sont", "suis", "sur", "ta", "te", "tes", "toi", "ton", "tu",
        "un", "une", "vos", "votre", "vous", "y",
    ]),
    "it": frozenset([
        "a", "ad", "agli", "ai", "al", "alla", "alle", "anche", "che", "chi", "ci", "come", "con", "cui", "da",
        "dal", "dalla", "dei", "del", "della", "delle", "dello", "di", "dove", "e", "ed", "era", "gli", "ha", "hai",
        "hanno", "ho", "i", "il", "in", "io", "la", "le", "lei", "lo", "loro", "lui", "ma", "mi", "mia", "mie",
        "miei", "mio", "ne", "nei", "nel", "nella", "noi", "non", "o", "per", "perche", "piu", "quale", "quali",
        "quando", "quanto", "quella", "quelle", "quello", "questa", "queste", "questo", "se", "sei", "si", "sono",
        "su", "sua", "sue", "suo", "suoi", "ti", "tra", "tu", "tua", "tue", "tuo", "un", "una", "uno", "vi", "voi",
    ]),
    # and, written as the languages write them (folded when read), those of the translation tables' other
    # languages, of Norwegian and Danish, and of Turkish
    "nl": _folded("""
        aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus een eens en
        er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je jij
        jullie kan kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat ons ook
        op over reeds te tegen toch toen tot u uit uw van veel voor want waren was wat we welke werd wezen wie
        wij wil worden wordt zal ze zelf zich zij zijn zo zonder zou waar wanneer waarom hoeveel"""),
    "pt": _folded("""
        a ao aos aquela aquele aquilo as até com como da das de dela dele deles depois do dos e ela elas ele
        eles em entre era essa esse esta este eu foi foram fui há isso isto já lhe mais mas me meu meus minha
        minhas muito na nas não nem no nos nós o os ou para pela pelo por qual quando que quem se sem ser seu
        seus só sua suas também te tem tenho ter teu tinha tu um uma você vocês onde porque estou está estão
        quanto quantos"""),
    "sv": _folded("""
        och det att i en jag hon som han på den med var sig för så till är men ett om hade de av icke mig du
        henne då sin nu har inte hans honom skulle hennes där min man ej vid kunde något från ut när efter upp
        vi dem vara vad över än dig kan sina här ha mot alla under någon eller allt mycket sedan ju denna själv
        detta åt utan varit hur ingen mitt ni bli blev oss din dessa några deras blir mina samma vilken er sådan
        vår blivit dess inom mellan sådant varför varje vilka ditt vem vilket sitt sådana vart dina vars vårt
        våra ert era"""),
    "pl": _folded("""
        a aby ale bardzo bez bo być był była było byli ci co czy dla do gdy gdzie go i ich ja jak jaki jaka
        jakie jako je jego jej jest jestem już każdy kiedy kto która które który ma mam mi mnie moja moje mój
        może mu na nad nam nas nawet nic nie niej nim o od on ona one oni ono po pod przez przy są się ta tak
        tam te tego tej ten to tu ty tylko w we więc wszystko z za ze że żeby ile"""),
    "cs": _folded("""
        a aby ale ani asi až bez bude budou by byl byla byli bylo být co či do ho i jak jaké jako je jeho jej
        její jejich jen ještě ji již jsem jsi jsme jsou jste k kam kde kdo kdy když ke která které kteří který
        má mám mě mezi mi mít mne mnou můj může my na nad nám nás ne nebo není nic než ni nich nim o od on ona
        oni ono pak po pod pokud pro proč proto protože před přes při s se si své svůj ta tak také tam te ten
        tento to toho tom tu ty u už v ve však vše z za ze zda kolik"""),
    "tr": _folded("""
        acaba ama ancak artık aslında bana bazen bazı ben beni benim bile bir biraz biri birkaç biz bize bizi
        bizim bu buna bunda bundan bunu bunun da daha de diye en gibi hem hep hepsi her hiç için ile ise kez ki
        mi mı mu mü nasıl ne neden nerede nereye niye niçin o olan olarak oldu olduğu olmak olur ona onlar onu
        onun orada sanki şey siz sizi sizin şu şunu tüm ve veya ya yani çok çünkü sen seni senin var yok hangi"""),
    "nb": _folded("""
        og i jeg det at en et den til er som på de med han av ikke ikkje der så var meg seg men ett har om vi
        min mitt ha hadde hun nå over da ved fra du ut sin dem oss opp man kan hans hvor eller hva skal selv her
        alle vil bli ble blitt kunne inn når være vært noen noe ville dere deres kun ja etter ned skulle denne
        for deg si sine sitt mot å hvorfor dette disse uten hvordan ingen din ditt blir samme hvilken hvilke
        mellom vår hver hvem hvis både bare enn fordi før også slik begge siden eg ein eit kva kven korleis ho
        mykje noko"""),
    "da": _folded("""
        og i jeg det at en den til er som på de med han af for ikke der var mig sig men et har om vi min havde
        ham hun nu over da fra du ud sin dem os op man hans hvor eller hvad skal selv her alle vil blev kunne
        ind når være dog noget ville jo deres efter ned skulle denne end dette mit også under have dig anden
        hende mine alt meget sit sine vor mod disse hvis din nogle hos blive mange ad bliver hendes været thi
        jer sådan hvorfor hvordan hvem hvilken"""),
}
# Function words of these languages that are English words too (in an English dictionary), which alone say nothing
# of the question's language; and abbreviations and names English text writes in lower case as often as not (the
# MOT test, a network card, /proc, os.path, a CO alarm, a PO, the ER, "ta" for thanks, Jo, Hans, Ned)
_ALSO_ENGLISH = frozenset([
    "mot", "nic", "proc", "os", "co", "po", "er", "ci", "ta", "jo", "hans", "ned",
    "a", "ad", "ai", "al", "ale", "also", "alt", "am", "an", "ani", "ante", "as", "at", "ate", "bade", "bare",
    "bile", "bin", "bis", "by", "ce", "chi", "come", "con", "da", "den", "des", "die", "dig", "din", "do", "dog",
    "door", "dos", "dove", "e", "em", "end", "era", "es", "for", "go", "ha", "had", "ham", "hat", "have", "he",
    "hem", "hep", "her", "hin", "ho", "hoe", "hos", "i", "in", "ind", "inn", "is", "ja", "jag", "jest", "k", "la",
    "le", "lo", "ma", "man", "mange", "mas", "me", "med", "meg", "men", "met", "mi", "min", "mine", "mitt", "mod",
    "mon", "mu", "my", "no", "nos", "nu", "o", "of", "on", "one", "op", "ou", "over", "pa", "par", "per", "pod",
    "pour", "pres", "pro", "reeds", "s", "se", "sedan", "si", "sin", "sine", "sit", "so", "son", "su", "take",
    "tam", "te", "ten", "ti", "till", "to", "tom", "ton", "tot", "tu", "u", "um", "un", "under", "us", "v", "van",
    "var", "vars", "vi", "w", "want", "was", "we", "will", "y", "z",
])
FUNCTION_EVIDENCE = 2


def function_words(folded: list[str]) -> frozenset[str]:
    """The function words of the languages the question (its words, folded) is asked in, besides English."""
    out: frozenset[str] = frozenset()
    for words in FUNCTION_WORDS.values():
        found = [w for w in folded if w in words]
        if len(found) >= FUNCTION_EVIDENCE and any(w not in _ALSO_ENGLISH for w in found):
            out |= words
    return out
