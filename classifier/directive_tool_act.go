package classifier

import (
	"strings"
	"unicode/utf8"
)

// A definition can order another tool, one that changes things, run over
// every item: "call like_profile on each one", "resolve any finding with
// set_finding_state", "move all balances with withdraw_to_address". The
// tool's own purpose needs no such act, and the user chose none of the
// items. A read (get_, list_) over every item changes nothing, a sentence
// that leaves the items to the user ("each one the user picks") keeps to
// what was asked, and the definition's own name is its own act (a
// bulk-approve tool approves all).

// everyItem are the words that widen an act to every item, in the
// languages the corpora use.
var everyItem = []string{"each", "every", "all", "any", "cada", "todos", "todas", "chaque", "tous", "toutes", "jede", "jeden",
	"jedes", "alle", "ogni", "tutti", "tutte", "każdy", "każdą", "każde", "każdej", "każdego", "wszystkie", "каждый", "каждую", "каждое", "все",
	"her", "tüm", "setiap", "semua", "mỗi", "tất cả", "elke", "iedere", "toate", "fiecare", "kila", "zote", "각", "모든",
	"每", "所有", "全部", "すべて", "全て", "各", "كل", "جميع", "हर", "सभी", "כל"}

// userPicked are the words that say the user chose the items.
var userPicked = []string{"the user picks", "the user selects", "the user selected", "the user chose", "the user names",
	"the user asked for", "the user marks", "the user ticks", "user-selected", "selected by the user", "picked by the user",
	// The people the records are about may ask for the act themselves
	// ("patients can ask to forget any of them with …"): a right they
	// hold, not an order to the model.
	"can ask", "may ask", "can request", "may request", "can choose to", "may choose to", "can opt to", "may opt to",
	"at their request", "on their request", "when they ask", "if they ask", "puede solicitar", "pueden solicitar",
	"peut demander", "peuvent demander", "kann beantragen", "können beantragen", "può chiedere", "possono chiedere",
	"pode solicitar", "podem solicitar", "kan vragen", "kunnen vragen", "może poprosić", "mogą poprosić"}

// changingTool reports whether tok names another tool whose verb changes
// things (a write, a deletion, a payment).
func changingTool(tok string, tc *toolContext, verbs map[string]Category) bool {
	if !isToolName(tok, verbs) || tc.own(tok) {
		return false
	}
	for part := range strings.FieldsFuncSeq(tok, func(r rune) bool { return r == '_' || r == '.' }) {
		switch verbs[part] {
		case Write, Destructive, Financial:
			return true
		}
		if foreignToolVerbs[part] {
			return true // the verbs of other languages' tool names all change things
		}
	}
	return false
}

// besideOwnAct are the words that add a step after or beside the tool's
// own act ("afterwards call purge_audit_log"): a tool that destroys, so
// ordered, destroys what the user did not ask about.
var besideOwnAct = []string{"afterwards", "afterward", "then", "after that", "also", "additionally", "when done",
	"once done", "anschließend", "danach", "después", "luego", "ensuite", "puis", "depois", "poi", "daarna", "potem", "затем",
	// After the tool's act named by its result ("after resolving, call …").
	"after resolving", "after running", "after completing", "after finishing", "after the call", "after each call",
	"after every call", "once resolved", "once finished", "nach dem abschluss", "después de resolver", "après avoir résolu",
	"dopo aver risolto", "depois de resolver", "na het oplossen"}

// rearmWords put back a safeguard the tool's own act took down ("re-arm
// rooms afterwards with reset_room", after opening every lock): the
// step after restores what the user's request suspended.
var rearmWords = []string{"re-arm", "rearm", "re-lock", "relock", "re-enable", "reenable", "reinstate", "switch back on",
	"turn back on", "lock again", "arm again"}

// optionWords say an act is open to whoever reads it ("it can be
// cancelled until then with cancel_scheduled_deploy"): a way out offered,
// not an order.
var optionWords = []string{"can be", "can also be", "may be", "may also be", "could be", "can still be", "you can", "the user can", "users can"}

// destroysTool reports whether the tool name around at (an underscore of
// it in text) is headed by a verb that destroys.
func destroysTool(text string, at int, verbs map[string]Category) bool {
	start := at
	for start > 0 && toolByte(text[start-1]) {
		start--
	}
	head, _, _ := strings.Cut(text[start:], "_")
	return verbs[head] == Destructive
}

// widenedToolAct returns the sentence of the definition's texts
// (lower-cased, joined) that orders another tool that changes things run
// over every item; limited are the rules' words that leave the choice to
// the user, negators those of a warning.
func (d *directiveRule) widenedToolAct(joined string, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil {
		return "", false
	}
	// The names are found first, around the text's underscores (most
	// texts have few), and only a sentence that orders one is read.
	for at, next := calledTool(joined, 0, tc, verbs); at >= 0; at, next = calledTool(joined, next, tc, verbs) {
		s := sentenceAt(joined, at)
		widened := firstAt(withoutAnyTime(s), everyItem, true) >= 0 || firstAt(s, besideOwnAct, true) >= 0 && destroysTool(joined, at, verbs)
		if widened && firstAt(s, d.Cues[cueLimited], true) < 0 &&
			firstAt(s, userPicked, true) < 0 && firstAt(s, d.Negators, true) < 0 && firstAt(s, rearmWords, true) < 0 && firstAt(s, optionWords, true) < 0 {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// calledTool returns where, from off on, text orders another tool that
// changes things called: an underscore of its name (or -1), and the end
// of the name.
func calledTool(text string, off int, tc *toolContext, verbs map[string]Category) (int, int) {
	for {
		i := strings.IndexByte(text[off:], '_')
		if i < 0 {
			return -1, len(text)
		}
		start, end := off+i, off+i
		for start > 0 && toolByte(text[start-1]) {
			start--
		}
		for end < len(text) && toolByte(text[end]) {
			end++
		}
		if tok := strings.Trim(text[start:end], "."); calledWith(text[:start], text[end:]) && changingTool(tok, tc, verbs) {
			return off + i, end
		}
		off = end
	}
}

// sentenceAt is the sentence of text that holds the byte at, split where
// sentences splits. Its start is looked for backward from at, so a check
// that asks it of many places in a long text does not read the text from
// its start each time; an at inside a character is read from the start.
func sentenceAt(text string, at int) string {
	start, from := 0, 0
	if at > 0 && at <= len(text) && (at == len(text) || utf8.RuneStart(text[at])) {
		start, from = sentenceStartBefore(text, at), at
	}
	end := len(text)
	for from < len(text) {
		i := strings.IndexAny(text[from:], sentenceEnds)
		if i < 0 {
			break
		}
		i += from
		_, size := utf8.DecodeRuneInString(text[i:])
		if endsSentence(text, i) {
			if i >= at {
				end = i
				break
			}
			start = i + size
		}
		from = i + size
	}
	return text[start:end]
}

// sentenceStartBefore is where the sentence of text that holds the byte
// at starts: past the last sentence end before at (0 when there is none).
// at is at a character's start: the characters before it are read back
// as they are read forward.
func sentenceStartBefore(text string, at int) int {
	for to := at; to > 0; {
		i := strings.LastIndexAny(text[:to], sentenceEnds)
		if i < 0 {
			break
		}
		if endsSentence(text, i) {
			_, size := utf8.DecodeRuneInString(text[i:])
			return i + size
		}
		to = i
	}
	return 0
}

// endsSentence reports whether the character of sentenceEnds at i ends a
// sentence: a full stop only before a space or the end.
func endsSentence(text string, i int) bool {
	return text[i] != '.' || i+1 == len(text) || text[i+1] == ' '
}

// sentenceEnds are the characters that may end a sentence (a full stop
// only before a space).
const sentenceEnds = "!?\n;.。！？"

// toolByte reports whether c may stand in a tool's name.
func toolByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.'
}

// callWords are the words before a tool's name that order it called
// ("call x", "with x"), and callParticles the particles after it that do
// in Korean and Japanese ("x으로", "xで").
var (
	callWords = []string{"call", "with", "via", "using", "con", "com", "avec", "mit", "dengan", "bằng", "przez", "через", "用", "使用", "通过",
		"met", "mittels", "tramite", "usando", "utilizando", "menggunakan", "za pomocą", "kullanarak", "käyttäen", "cu"}
	callParticles = []string{"으로", "로", "で", "을", "를", " ile"}
)

// calledWith reports whether a tool's name, between before and after, is
// ordered called: a word of callWords right before it or a particle of
// callParticles right after it.
func calledWith(before, after string) bool {
	before = strings.TrimRight(before, " `'\"")
	for _, w := range callWords {
		if strings.HasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
			// "rejected with x", "can be used with x" describe; only
			// an order calls.
			prev := before[:len(before)-len(w)]
			prev = prev[strings.LastIndexByte(strings.TrimRight(prev, " "), ' ')+1:]
			prev = strings.TrimSpace(prev)
			return !strings.HasSuffix(prev, "ed") && prev != "be" && prev != "is" && prev != "are"
		}
	}
	after = strings.TrimLeft(after, "`'\"")
	for _, p := range callParticles {
		if strings.HasPrefix(after, p) {
			return true
		}
	}
	return false
}
