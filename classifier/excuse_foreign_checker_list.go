package classifier

import (
	"regexp"
	"strings"
)

// A checker written in another language names the kind of thing it
// flags and lists examples after the lead for "such as": "prüft
// Dockerfiles auf riskante Muster wie `curl … | bash`", "detecta
// comandos peligrosos como `rm -rf /`". The items are what it reports,
// read as the English linter's list is: each a short name of a pattern,
// in the lead's own sentence, with no turn to the reader, no later act,
// and no outside host among them.

// foreignRiskyLead is a kind of risky thing in another language followed
// by its example lead.
var foreignRiskyLead = regexp.MustCompile(`\b(riskante|gefährliche|unsichere|verdächtige|bedenkliche)\s+(muster|befehle|konstrukte|aufrufe|anweisungen|zeilen)\s*(,\s*)?(wie|z\. ?b\.|etwa|beispielsweise)\s*:?\s*|\b(patrones|comandos|construcciones|llamadas|padrões|padroes|chamadas|instruções)\s+(peligros[oa]s|riesgos[oa]s|insegur[oa]s|arriscad[oa]s|perigos[oa]s|suspeit[oa]s|sospechos[oa]s)\s*(,\s*)?(como|p\. ?ej\.|por ejemplo|por exemplo|tais como|tales como)\s*:?\s*|\b(motifs|commandes|constructions|appels)\s+(risqués|risquées|dangereux|dangereuses|suspects|suspectes)\s*(,\s*)?(comme|tels? que|telles? que|p\. ?ex\.|par exemple)\s*:?\s*|\b(pattern|comandi|costrutti|chiamate)\s+(rischiosi|pericolosi|sospetti|insicuri)\s*(,\s*)?(come|ad esempio|per esempio)\s*:?\s*|\b(ryzykowne|niebezpieczne|podejrzane)\s+(wzorce|polecenia|konstrukcje|wywołania)\s*(,\s*)?(jak|np\.|takie jak)\s*:?\s*|\b(riskante|gevaarlijke|onveilige)\s+(patronen|opdrachten|constructies)\s*(,\s*)?(zoals|bijv\.|bijvoorbeeld)\s*:?\s*`)

// foreignCheckerVerb says the text is a checker's: it checks, scans or
// reports in another language.
var foreignCheckerVerb = regexp.MustCompile(`\b(prüft|überprüft|untersucht|erkennt|meldet|revisa|analiza|detecta|comprueba|verifica|analisa|vérifie|analyse|détecte|signale|controlla|analizza|rileva|segnala|sprawdza|wykrywa|analizuje|controleert|detecteert|signaleert)\b`)

// foreignListTurn is a word in a listed item that turns from the list to
// an act of its own: a later step, an order, the reader, a standing rule.
var foreignListTurn = regexp.MustCompile(`\b(dann|danach|zuerst|vorher|führe|ausführen|immer|du|luego|después|primero|ejecuta|siempre|antes|puis|ensuite|d'abord|exécute|toujours|vous|poi|prima|esegui|sempre|następnie|najpierw|uruchom|zawsze|depois|execute|executar|eerst|voer|altijd|daarna|rồi|sau đó|trước tiên|luôn|hãy|bạn)\b|@|https?://[a-z0-9-]+\.`)

// foreignCheckerList: the match is an item of a list a checker in another
// language gives after naming the risky kind it flags.
func foreignCheckerList(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	from := max(0, c.loc[0]-200)
	start, stop, ok := foreignListAfter(c.f.lower, from, c.loc[0])
	return ok && start <= c.loc[0] && stop >= c.loc[1]
}

// withoutForeignCheckerList is sent with such a list blanked, for the
// directive check to read what is left; false when sent holds none.
func withoutForeignCheckerList(sent string) (string, bool) {
	start, stop, ok := foreignListAfter(sent, 0, len(sent))
	if !ok {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, start, stop)
	return string(b), true
}

// foreignListAfter finds the last risky kind's lead in lower[from:to],
// after a checker's verb, and the list of short items it leads, which
// ends at the first stop outside a code span.
func foreignListAfter(lower string, from, to int) (start, stop int, ok bool) {
	leads, verb := foreignRiskyLead.FindAllStringIndex(lower[from:to], -1), foreignCheckerVerb
	if leads == nil {
		leads, verb = cyrillicRiskyLead.FindAllStringIndex(lower[from:to], -1), cyrillicCheckerVerb
	}
	if leads == nil || !verb.MatchString(lower[:from+leads[0][0]]) {
		if start, ok = foreignKindLeadIn(lower, from, to); !ok {
			return 0, 0, false
		}
	} else {
		start = from + leads[len(leads)-1][1]
	}
	stop = listEndOutsideCode(lower, start)
	list := lower[start:stop]
	plain := codeSpansAsWords(withoutParens(list))
	if foreignListTurn.MatchString(plain) || cyrillicListTurn.MatchString(plain) || strings.Contains(withoutElidedAddresses(list), "://") || strings.Contains(list, "@") {
		return 0, 0, false
	}
	for _, item := range strings.Split(listJoiners.Replace(" "+plain+" "), ",") {
		if len(strings.Fields(item)) > checkerListItemWords {
			return 0, 0, false
		}
	}
	return start, stop, true
}

// listEndOutsideCode is where the list that starts at i ends: the first
// full stop, semicolon, colon or line end outside a code span.
func listEndOutsideCode(lower string, i int) int {
	in := false
	for j := i; j < len(lower); j++ {
		if lower[j] == ':' {
			if n := elidedAddress(lower[j:]); n > 0 {
				j += n - 1 // an address elided after its scheme ("http://…") names no place and ends nothing
				continue
			}
		}
		switch ch := lower[j]; {
		case ch == '`':
			in = !in
		case in:
		case ch == '\n' || ch == ';' || ch == ':' || ch == '!' || ch == '?':
			return j
		case ch == '.' && (j+1 == len(lower) || lower[j+1] == ' '):
			return j
		}
	}
	return len(lower)
}

// elidedAddress is the length of the elided address s opens with, "://"
// and an ellipsis ("://...", "://…") that stands for the host and path,
// the item's sample naming no place; 0 when s opens with none.
func elidedAddress(s string) int {
	for _, e := range [...]string{"://...", "://…"} {
		if strings.HasPrefix(s, e) && (len(s) == len(e) || strings.IndexByte(" '\"`|)", s[len(e)]) >= 0) {
			return len(e) // nothing of a host or path after the ellipsis
		}
	}
	return 0
}

// withoutElidedAddresses is list with its elided addresses (see
// elidedAddress) taken out: an address with a host in it is left.
func withoutElidedAddresses(list string) string {
	var b []byte
	for i := strings.Index(list, "://"); i >= 0; {
		if n := elidedAddress(list[i:]); n > 0 {
			if b == nil {
				b = []byte(list)
			}
			blankSpan(b, i, i+n)
		}
		j := strings.Index(list[i+3:], "://")
		if j < 0 {
			break
		}
		i += 3 + j
	}
	if b == nil {
		return list
	}
	return string(b)
}
