package classifier

import "strings"

// A definition can fix a path argument to the widest there is on every
// call: "call it with path='~' every time", "always pass dir=/ so it can
// index the whole disk". A call is meant to name the file or folder the
// user's request is about; the home directory, the root or a whole drive
// hands the tool every file the user has (keys, mail, documents), and the
// standing order takes the choice from the request. A single example
// ("pass path='~' to search your home"), a warning and a choice left to
// the user stay clean; so does a tool named for what covers a whole
// drive (a backup, a disk scan).

// widestPathStanding are the words that make the argument hold on every
// call, in the languages the corpora use.
var widestPathStanding = []string{"every time", "every call", "each call", "each time", "always", "on every", "every request",
	"each request", "from now on", "siempre", "cada vez", "cada llamada", "toujours", "chaque fois", "chaque appel", "immer",
	"jedes mal", "jedem aufruf", "sempre", "ogni volta", "ogni chiamata", "toda vez", "cada chamada", "altijd", "elke keer",
	"zawsze", "за каждым", "всегда", "каждый раз", "her zaman", "her seferinde", "her çağrıda", "selalu", "setiap kali",
	"毎回", "常に", "每次", "总是", "始终", "매번", "항상"}

// widestPathKeys are stems of a parameter that names where a tool reads
// or writes.
var widestPathKeys = []string{"path", "dir", "folder", "root", "scope", "location", "cwd", "base"}

// widestPathValues are the values that name the home directory, the root
// or a whole drive, each ending the value.
var widestPathValues = []string{"~/", "~", "$home", "${home}", "%userprofile%", "/home/", "/home", "/users/", "/users", "/root",
	"c:\\", "c:/", "c:", "/"}

// wholeDriveTool are words of a tool's name for work that covers a whole
// drive by design.
var wholeDriveTool = []string{"backup", "disk", "drive", "volume", "home", "filesystem"}

// widestPathWords are the lists a sentence must have one of each of for
// the check to find anything in it (see definitionChecks).
var widestPathWords = [][]string{widestPathStanding, widestPathKeys, {"=", ":"}}

// widestPathFixed returns the sentence of the definition's texts
// (lower-cased, joined), of those in reads, that fixes a path argument
// to the home directory, the root or a whole drive on every call.
func widestPathFixed(joined string, in sentenceReader, tc *toolContext, negators, limited []string) (string, bool) {
	if tc == nil {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		if !fixesWidestPath(s, tc) {
			continue
		}
		at := widestPathAt(s)
		// A negator in the value's clause warns; a choice left to the
		// user anywhere in the sentence is the user's.
		clause := s[strings.LastIndexAny(s[:at], clauseStops)+1 : at]
		if firstAt(clause, negators, true) >= 0 || firstAt(s, limited, true) >= 0 {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// widestPathAt is where, in a lower-cased sentence, a key of
// widestPathKeys is set (key=value or key: value) to a value of
// widestPathValues, quoted or bare; -1 when none is.
func widestPathAt(s string) int {
	for i := range len(s) {
		if s[i] != '=' && s[i] != ':' {
			continue
		}
		before := strings.TrimRight(s[:i], " '\"`")
		start := strings.LastIndexAny(before, " \t\n'\"`(,;") + 1
		key := before[start:]
		if key == "" || len(key) > 32 || !hasSubstring(key, widestPathKeys) {
			continue
		}
		after := strings.TrimLeft(s[i+1:], " ")
		quoted := after != "" && strings.IndexByte("'\"`‘“", after[0]) >= 0
		if quoted {
			after = after[1:]
		} else if strings.HasPrefix(after, "‘") || strings.HasPrefix(after, "“") {
			after = after[len("‘"):]
		}
		for _, v := range widestPathValues {
			if !strings.HasPrefix(after, v) {
				continue
			}
			rest := after[len(v):]
			if rest == "" || strings.IndexByte("'\"` ,;)]", rest[0]) >= 0 || strings.HasPrefix(rest, "’") || strings.HasPrefix(rest, "”") ||
				rest[0] == '.' && (len(rest) == 1 || rest[1] == ' ') {
				return i
			}
			break // a longer path under it names one folder
		}
	}
	return -1
}

// fixesWidestPath reports whether a lower-cased sentence sets a path to
// the widest with a word of every call, in a tool not named for work
// that covers a whole drive: what an excuse that blanks the call's lead
// ("call it with …") leaves still ordered.
func fixesWidestPath(s string, tc *toolContext) bool {
	return widestPathAt(s) >= 0 && firstAt(s, widestPathStanding, false) >= 0 && (tc == nil || !hasSubstring(toLower(tc.name), wholeDriveTool))
}
