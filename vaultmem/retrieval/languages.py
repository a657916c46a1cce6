"""The question words and memory cues of German, Spanish, French and Italian, beside the English ones the router
and the answer types are written in: a bilingual vault's owner asks in either language ("wann ist der
Elternabend", "facturas pendientes de enviar").

Each entry is a regex alternation (no outer group) over ``text.words.normalise`` output: lowercase, accents kept,
with the accent-less spelling a user types accepted too ("cuando", "dónde"). Only words that are not also common
English words: Spanish "actual" (current) is left out, since in English it means "real".
"""

from __future__ import annotations

# What the question asks for, per ``answer_types.ANSWER_TYPES`` code.
ASKS: dict[str, str] = {
    "when": (r"wann|bis wann|ab wann|seit wann|um wie ?viel uhr|an welchem tag|welche[sn]? datum|"
             r"cu[aá]ndo|a qu[eé] hora|qu[eé] d[ií]a|qu[eé] fecha|"
             r"quand|à quelle heure|a quelle heure|quel jour|quelle date|"
             r"quando|a che ora|che giorno|che data"),
    "where": (r"wo|wohin|woher|welche adresse|adresse|"
              r"d[oó]nde|ad[oó]nde|direcci[oó]n|"
              r"où|lieu|salle|"
              r"dove|indirizzo|"
              # and in the other languages of the translation tables (Polish, Czech, Swedish, Dutch, Portuguese)
              r"gdzie|dok[aą]d|adres|kde|kam|adresa|var ligger|var [aä]r|vart|waar|onde|morada|endere[cç]o"),
    "who": (r"wer|wem|wen|wessen|wie hei(?:ß|ss)t|"
            r"qui[eé]n(?:es)?|c[oó]mo se llama|"
            r"comment s'appelle|"
            r"chi|come si chiama"),
    "amount": (r"wie ?viel (?:kostet|kosten|hat|haben|habe|zahle|zahlen|bezahlt)|kosten|preis|betrag|gebühr|"
               r"cu[aá]nto (?:cuesta|cost[oó]|pagu[eé]|he pagado|hemos pagado|es)|precio|importe|coste|cuota|"
               r"combien (?:coûte|coute|ai-je payé|avons-nous payé)|prix|montant|coût|"
               r"quanto (?:costa|ho pagato|abbiamo pagato)|prezzo|importo|costo"),
    # a number, code or reference in the languages of the translation tables: anywhere in the question, as a typed
    # search names the thing first ("schadenummer hollandia", "numer polisy", "código candado"); a compound
    # ending in "nummer" ("Kundennummer", "klantnummer") too
    # (and English shorthand for a password: "home wifi pw")
    "reference": (r"\w*nummer|numer|n[uú]mero|num[eé]ro|kod|k[oó]d|c[oó]digo|codice|referenz|referencia|"
                  r"r[eé]f[eé]rence|riferimento|[cč][ií]slo|pw|pwd|passwd"),
    "count": (r"wie viele|wie oft|wie lange|anzahl|"
              r"cu[aá]nt[oa]s|cada cu[aá]nto|"
              r"combien de|"
              r"quant[ie]|quante volte"),
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

# Function words, written without accents (compared with the typed word folded): a question asked in one of these
# languages ("wann ist der Elternabend", "quién me regaba el huerto") names its topic with the rest. Each list is
# dropped only when the question holds at least ``FUNCTION_EVIDENCE`` of its words, one of them not also an English
# word ("die", "also", "con", "la" are), so "die hard", "pasta con pesto" or "la la land" keep every word.
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
}
_ALSO_ENGLISH = frozenset([
    "a", "ad", "ai", "al", "also", "am", "an", "as", "ante", "bin", "bis", "ce", "chi", "come", "con", "da", "des",
    "die", "dove", "e", "era", "es", "hat", "he", "hin", "i", "in", "is", "ja", "la", "le", "lo", "ma", "man", "me",
    "mi", "mon", "no", "o", "on", "ou", "par", "per", "pour", "se", "si", "sin", "so", "son", "su", "te", "ti",
    "ton", "tu", "un", "us", "vi", "was", "will", "y",
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
