package classifier

import "regexp"

// A checker in another language names what it warns about by the noun
// for patterns or commands, in whatever case its language puts the noun
// in, and lists examples after the words for "of the type" or "like":
// "ostrzega przed wzorcami typu `curl … | sh`", "signale les commandes du
// type `rm -rf /`", "avverte dei comandi tipo `eval $x`". Earlier readings
// asked for an adjective of risk before the lead; a checker's verb of
// checking or warning governs the noun just as well. The reading asks
// the verb in the lead's own sentence, nothing between the verb and the
// lead that runs, orders or turns to the reader, and leaves the list to
// the same test as the other leads: short items, no later act, no host
// (here not even one written without its scheme).

var (
	// foreignKindLead is the noun for patterns or commands, with a word
	// of description after it or none, and the lead for its examples.
	foreignKindLead = regexp.MustCompile(`(?:^|[\s(])(?:wzorc\pL*|wzorzec|wzorów|poleceni\pL*|poleceń|komend\pL*|konstrukcj\pL*|wywołań|wywołani\pL*|muster[ns]?|befehl\pL*|konstrukt\pL*|aufruf\pL*|patr[oó]n\pL*|padr[õo]\pL*|comando\pL*|comandi|construcci\pL*|llamadas?|chamadas?|motifs?|commandes?|constructions?|appels?|costrutt\pL*|chiamat\pL*|patronen|opdracht\pL*|constructies|câu lệnh|lệnh|mẫu)(?:\s+\pL+)?\s*,?\s*(?:typu|w rodzaju|takich jak|takie jak|jak|np\.|vom typ|wie|z\. ?b\.|etwa|beispielsweise|del tipo|de tipo|do tipo|tipo|como|tales como|tais como|p\. ?ej\.|por ejemplo|por exemplo|du type|de type|comme|tels? que|telles? que|p\. ?ex\.|par exemple|come|ad esempio|per esempio|van het type|zoals|bijv\.|bijvoorbeeld|chẳng hạn như|như|kiểu)\s*:?\s*`)
	// foreignRunVerb is a verb of running, installing or fetching that
	// foreignListTurn does not list: between a checker's verb and the
	// lead it makes the examples what is to be run.
	foreignRunVerb = regexp.MustCompile(`\b(corre|correr|lanza|lanzar|lance|lancez|lancia|lanciare|esegue|uruchamia|odpal\pL*|führt|führ|draai|draait|roda|rode|instala\pL*|installe\pL*|installa\pL*|instaluj\pL*|zainstaluj\pL*|installeer|installier\pL*|pobierz|descarga\pL*|télécharg\pL*|scarica\pL*|baix\pL*|download\pL*|run|install|execute|chạy|cài|tải|thực thi|thực hiện)\b`)
	// bareHostPath is a host with a path, written without its scheme.
	bareHostPath = regexp.MustCompile(`\b[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/`)
	// foreignWarnVerb says, in another language, that a text warns about
	// or flags what it finds.
	foreignWarnVerb = regexp.MustCompile(`\b(ostrzega|ostrzegamy|flaguje|oznacza|zgłasza|warnt|markiert|advierte|alerta|avisa|señala|marca|avertit|alerte|avverte|evidenzia|waarschuwt|markeert|phân tích|phát hiện|kiểm tra|cảnh báo|quét|tìm)\b`)
)

// foreignKindLeadIn is where the examples of the last such lead in
// lower[from:to] start, when a checker's verb governs its noun in the
// same sentence (see above).
func foreignKindLeadIn(lower string, from, to int) (int, bool) {
	leads := foreignKindLead.FindAllStringIndex(lower[from:to], -1)
	if leads == nil {
		return 0, false
	}
	l := leads[len(leads)-1]
	lead, end := from+l[0], from+l[1]
	before := lower[sentenceStart(lower, lead):lead]
	verb := -1
	for _, re := range [...]*regexp.Regexp{foreignCheckerVerb, foreignWarnVerb} {
		if m := re.FindAllStringIndex(before, -1); m != nil {
			verb = max(verb, m[len(m)-1][1])
		}
	}
	if verb < 0 || foreignListTurn.MatchString(before[verb:]) || foreignRunVerb.MatchString(before[verb:]) ||
		bareHostPath.MatchString(lower[end:sentenceEndAfter(lower, end)]) {
		return 0, false
	}
	return end, true
}
