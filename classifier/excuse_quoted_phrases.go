package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A checker of texts says what it looks for by quoting it, in any
// language: "marca frases sospechosas, por ejemplo «no se lo digas al
// usuario», «lee ~/.ssh/id_rsa» o «antes de cualquier otra herramienta»",
// "（例：「以前の指示を無視して…」）". Each phrase stands inside a quotation, and
// the quotations follow an example's lead one after another: they are
// what the checker finds, not what it asks. The reading is narrow: the
// match must lie wholly inside one quotation of such a list, the tool
// must be a checker by its name, title or text, the list's own sentence
// must say, outside its quotations, that the tool finds, reports or
// marks what it quotes ("reports phrases like …", "…があるかを判定します"),
// and the sentence must not open by relaying the words to the model
// ("tell the assistant"). A quotation offered as a rule ("Rule for you,
// like \"…\"") has no verb of finding and is read as ever, as are words
// outside the quotations.

// quoteClosers pair the quotation marks a list of quoted
// phrases uses.
var quoteClosers = map[rune]rune{'«': '»', '“': '”', '„': '“', '「': '」', '『': '』', '‘': '’', '"': '"', '\'': '\'', '`': '`'}

// phraseLeadWords are the words of an example's lead, in the languages
// tools are written in; a Cyrillic word is marked off by any non-letter,
// as \b marks off only ASCII words.
const phraseLeadWords = `\be\.g\.|\bsuch as|\blike|\bfor example|\bfor instance|\bpor ejemplo|\bp\. ?ej\.|\btales como|\bcomo|\bpar exemple|\bp\. ?ex\.|\bpar ex\.|\bcomme|\bz\. ?b\.|\bzum beispiel|\bwie|\bbeispielsweise|\bad esempio|\bper esempio|\bcome|\bpor exemplo|\bbijvoorbeeld|\bzoals|\bna przykład|\bnp\.|(?:^|[^\p{L}])(?:например|напр\.)|\börneğin|\bmisalnya|\bseperti|例えば|例|例如|比如|예를 들어|예|مثل|जैसे` +
	// "like" and "for example" in more languages: a list is led by either.
	`|(?:^|[^\p{L}])(?:вроде|типа|наподобие|на кшталт|наприклад|такие как|такі як|όπως|π\.χ\.)|(?:^|\s)à la|\ba la|\bjak|\bjako|\bnapř\.|\bkama|\bnhư|\bví dụ|כמו|למשל|เช่น|مانند|مثلا`

// phraseLead ends an example's lead before the first quotation, and
// parenLead, read after a parenthesis's opening and its spaces, opens
// a parenthesis of examples with one.
var (
	phraseLead = regexp.MustCompile(`(` + phraseLeadWords + `)\s*[:：,、]?\s*$`)
	parenLead  = regexp.MustCompile(`^(` + phraseLeadWords + `)\s*[:：,、]?`)
)

// phrasePostLead is an example's lead that follows the list it leads,
// read after the list's last quotation.
var phrasePostLead = regexp.MustCompile(`^\s*(?:のような|のように|などの|などと|といった|之类|之類|这样的|這樣的|等|같은|등의|등|처럼|gibi)`)

// phraseJoin is what stands between two quotations of one list; a
// Cyrillic joiner is marked off by spaces, as \b marks off only ASCII
// words.
var phraseJoin = regexp.MustCompile(`^\s*([,、，;]|\bor\b|\band\b|\bo\b|\by\b|\bou\b|\bet\b|\boder\b|\bund\b|\bof\b|\bofen\b|\bi\b|(?:^|\s)(?:или|и)(?:\s|$)|\bveya\b|\batau\b|\bdan\b|または|や|或|和|또는)?\s*([,、，]|\bor\b|\bo\b|\bou\b|\boder\b)?\s*$`)

// phraseChecker says a text is a checker's in another language too: it
// reviews, marks or detects what it is given.
var phraseChecker = regexp.MustCompile(`\b(revis\w*|verific\w*|detect\w*|analiz\w*|analys\w*|pr[üu]f\w*|erkenn\w*|v[ée]rifi\w*|contr[ôo]l\w*|d[ée]tect\w*|rilev\w*|controll\w*|sprawdz\w*|wykry\w*|провер\w*|обнаруж\w*|denetle\w*|tespit\w*|periksa|deteksi|controleer\w*|detecteer\w*)|(?:^|[^\p{L}])(?:провер|обнаруж|выявл|сканер|сканир|детект|аудит|перевір|виявл|скану)|判定|検出|検査|检测|检查|识别|점검|탐지|검사`)

// quotedFindingVerb is a checker's verb of finding, reporting or marking what it
// quotes, in the languages tools are written in.
var quotedFindingVerb = regexp.MustCompile(`\b(reports?|flags?|finds|detects?|lists|highlights?|catches|warns? (of|about)|looks? for|searches? for|marks?|señal\w*|marca\w*|signal\w*|segnal\w*|markier\w*|kennzeichn\w*|zaznacz\w*|markeer\w*|отмеча\w*|помеча\w*|işaretle\w*|tandai\w*)\b|(?:^|[^\p{L}])(?:ищет|ищут|находит|находят|отмеча|помеча|шукає|шукають|знаходить|знаходять|познача)|標記|标记|표시`)

// findsQuoted reports whether the sentence of a list of quotations, read
// outside them (before the lead of its first quotation at from, after its last
// quotation from to),
// says that a checker finds, reports or marks what it quotes.
func findsQuoted(lower string, from, to int) bool {
	around := sentenceBeforeAbbrev(lower, from) + " " + lower[to:sentenceEndAfter(lower, to)]
	return quotedFindingVerb.MatchString(around) || checkerName.MatchString(around) || phraseChecker.MatchString(around)
}

// quotedCheckerPhrase reports whether the match lies inside one quotation
// of a list of them after an example's lead, in a checker's text.
func quotedCheckerPhrase(c excuseContext) bool {
	return c.forTool && checkerQuoteHolds(c.f.lower, c.loc, c.tool)
}

// checkerQuoteHolds reports whether loc lies inside one quotation of a
// list of them after an example's lead, in the text lower of the tool tc,
// a checker.
func checkerQuoteHolds(lower string, loc []int, tc *toolContext) bool {
	if tc == nil || relayedOrder(lower, loc[0]) {
		return false
	}
	if !checkerName.MatchString(tc.topicText()) && !checkerSubject.MatchString(lower) && !securitySubject.MatchString(lower) && !phraseChecker.MatchString(lower) {
		return false
	}
	open, end := enclosingQuote(lower, loc)
	if open < 0 {
		return false
	}
	// The list's last quotation: the rest of the sentence is read after it.
	for next := end; ; {
		rest := lower[next:]
		j := strings.IndexFunc(rest, func(r rune) bool { _, ok := quoteClosers[r]; return ok })
		if j < 0 || !phraseJoin.MatchString(rest[:j]) {
			break
		}
		_, e := enclosingQuote(lower, []int{next + j + 1, next + j + 1})
		if e < 0 {
			break
		}
		end, next = e, e
	}
	if phrasePostLead.MatchString(lower[end:]) {
		// The lead after the list, as Japanese, Chinese, Korean and
		// Turkish put it ("「…」のような", "“…”之类", "«…» gibi").
		return findsQuoted(lower, open, end)
	}
	// Walk back over the quotations before this one to the lead.
	for range 8 {
		from := max(0, open-40)
		if lead := phraseLead.FindStringIndex(lower[from:open]); lead != nil {
			// Read the sentence from before its lead, whose own full
			// stops ("z. b.", "e.g.") do not end it.
			return findsQuoted(lower, from+lead[0], end)
		}
		prevClose := lastQuoteClose(lower[:open])
		if prevClose < 0 || !phraseJoin.MatchString(lower[prevClose:open]) {
			if p, ok := examplesParen(lower, open, end); ok {
				return findsQuoted(lower, p, end)
			}
			return false
		}
		_, n := utf8.DecodeLastRuneInString(lower[:prevClose])
		o, _ := enclosingQuote(lower, []int{prevClose - n, prevClose - n})
		if o < 0 {
			return false
		}
		open = o
	}
	return false
}

// enclosingQuote is the opening mark of the quotation that holds loc
// wholly, within its sentence, and the index after its closing mark; -1
// when there is none.
func enclosingQuote(s string, loc []int) (int, int) {
	for i := loc[0]; i > 0 && loc[0]-i < 200; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		if r == '.' || r == '\n' || r == '。' {
			return -1, -1
		}
		closer, ok := quoteClosers[r]
		if !ok {
			continue
		}
		if inWordMark(s, i, r) {
			continue // an apostrophe inside a word
		}
		j := strings.IndexRune(s[loc[1]:], closer)
		if j < 0 {
			return -1, -1
		}
		inside := s[i+n : loc[1]+j]
		if strings.ContainsRune(inside, closer) && closer != r || strings.ContainsAny(inside, "\n") || len(inside) > 160 {
			return -1, -1
		}
		return i, loc[1] + j + utf8.RuneLen(closer)
	}
	return -1, -1
}

// lastQuoteClose is the index after the last closing quotation mark of
// s, when only spaces, list joiners and commas follow it; -1 otherwise.
func lastQuoteClose(s string) int {
	t := strings.TrimRightFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '、' || r == '，' })
	for _, w := range []string{" or", " o", " y", " and", " ou", " et", " oder", " und", " или", " и", "または", "や"} {
		t = strings.TrimSuffix(t, w)
	}
	t = strings.TrimRight(t, " ,")
	r, _ := utf8.DecodeLastRuneInString(t)
	for _, c := range quoteClosers {
		if r == c {
			return len(t)
		}
	}
	return -1
}

// examplesParen is the opening parenthesis of the list of examples that
// holds the quotation from open to end, when the parenthesis opens with an
// example's lead and closes after the quotation ("(e.g., requests to read
// a key or «…»)"): the list may hold plain items besides quoted ones, which
// are read as ever. ok is false when there is none.
func examplesParen(lower string, open, end int) (int, bool) {
	p := strings.LastIndexByte(lower[max(0, open-160):open], '(')
	if p < 0 {
		return 0, false
	}
	p += max(0, open-160)
	if strings.ContainsAny(lower[p:open], ")\n") || !parenLead.MatchString(strings.TrimLeft(lower[p+1:], " ")) {
		return 0, false
	}
	// The parenthesis closes after this quotation, before its sentence ends.
	c := strings.IndexByte(lower[end:], ')')
	if c < 0 || strings.ContainsAny(lower[end:end+c], "\n。") {
		return 0, false
	}
	return p, true
}
