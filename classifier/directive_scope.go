package classifier

import "strings"

// A definition can widen a call past the one item the user names by
// ordering one of the tool's own parameters set to a value that selects
// everything: "use namespace='*' so results include every tenant", "use
// where='1=1' when the user asks to clean up", "always select
// scope=all". The call then reads, changes or deletes what nobody chose.
// A tool named for acting on everything (bulk_approve, purge_all) takes
// such a value as its purpose, and a definition that says what the value
// does ("namespace='*' to search every tenant", "'*' matches all") or
// keeps it for a user who asks for all of it documents an option.

// everything are the values that select every item.
var everything = []string{"*", "1=1", "all", "everyone", "everything", "any", "%", "true=true", "*.*"}

// bulkNames are words of a tool's name or title that say it acts on many
// items as its purpose.
var bulkNames = []string{"all", "bulk", "batch", "mass", "every", "many", "purge", "wipe", "truncate", "reset"}

// documentsValue are the words after a value that say what it does, not
// that it is to be used.
var documentsValue = []string{"to ", "for ", "match", "mean", "select", "return", "search", "list", "(", "widens",
	"includes", "covers", "reads", "deletes", "approves", "e.g", "is accepted", "is allowed", "|", "or ", "/"}

// useOrders are the words of an order to use a value, read at word starts
// before it: "use namespace='*'", "selecione sempre scope=all".
var useOrders = []string{"use", "set", "pass", "select", "choose", "always", "put", "make sure", "ensure", "usa", "utiliz",
	"usar", "seleccion", "selecion", "escolh", "elige", "sempre", "siempre", "toujours", "choisi", "sélection",
	"verwende", "nutze", "setze", "wähle", "immer", "imposta", "scegli", "seleziona", "użyj", "ustaw", "wybierz", "zawsze",
	"используй", "укажи", "выбер", "всегда", "kullan", "seç", "her zaman", "gunakan", "pilih", "selalu", "sử dụng", "chọn",
	"luôn", "gebruik", "kies", "altijd", "käytä", "valitse", "aina", "használ", "válaszd", "mindig", "folose", "alege", //nolint:misspell // Romanian for choose
	"tumia", "chagua", "daima", "השתמש", "בחר", "תמיד", "استخدم", "اختر", "دائما", "使用", "选择", "始终", "总是", "指定",
	"常に", "사용", "선택", "항상", "ใช้", "เลือก", "เสมอ"}

// userAsksAll is a clause that keeps the value for a user who asks for
// all of it: "only if the user asks for every tenant".
func userAsksAll(s string) bool {
	for _, cond := range []string{"if ", "when ", "unless ", "only "} {
		i := strings.Index(s, cond)
		if i < 0 {
			continue
		}
		rest := s[i:]
		if hasSubstring(rest, []string{"user", "they ", "asked", "asks", "request"}) && hasSubstring(rest, []string{" all", "every", "everything", "whole", "entire"}) {
			return true
		}
	}
	return false
}

// widenedScope returns the sentence of the tool's description that sets
// one of its own parameters to a value that selects everything.
func widenedScope(tc *toolContext) (string, bool) {
	if tc == nil || len(tc.params) == 0 || tc.desc == "" {
		return "", false
	}
	desc := tc.lowerDesc()
	if !setsEverything(desc) {
		return "", false
	}
	// The whole description first: most set no parameter to everything,
	// and are not read sentence by sentence.
	var buf [8]string
	names := buf[:0]
	for _, p := range tc.params {
		if name := strings.ToLower(p.name); len(name) >= 2 && setToEverything(desc, name) >= 0 {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return "", false
	}
	tc.fillTopic()
	for _, b := range bulkNames {
		if wordAt(tc.topic, b) {
			return "", false
		}
	}
	for s := range sentences(desc) {
		if userAsksAll(s) {
			continue
		}
		for _, name := range names {
			if at := setToEverything(s, name); at >= 0 && stemAt(s[:at], useOrders) >= 0 {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}

// setToEverything returns where s writes name = a value of everything
// (name='*', name: "all", name=1=1) with nothing after it that says what
// the value does, or -1.
func setToEverything(s, name string) int {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return -1
		}
		i += from
		from = i + 1
		end := i + len(name)
		if i > 0 && wordByte(s[i-1]) || end >= len(s) || s[end] != '=' && s[end] != ':' {
			continue
		}
		v := strings.TrimLeft(s[end+1:], " '\"`")
		if strings.HasPrefix(v, "**") {
			continue // Markdown bold after a heading's colon
		}
		for _, e := range everything {
			if !strings.HasPrefix(v, e) {
				continue
			}
			rest := v[len(e):]
			if rest != "" && (wordByte(rest[0]) || rest[0] == '.' && len(rest) > 1 && wordByte(rest[1])) {
				continue // "allowed", "anyone", "*.log"
			}
			rest = strings.TrimLeft(rest, " '\"`,")
			if !hasPrefixAny(rest, documentsValue) {
				return i
			}
		}
	}
	return -1
}

// setsEverything reports whether some '=' or ':' of s is followed by a
// value of everything: a pass over the text that spares most
// descriptions the search for each parameter's name.
func setsEverything(s string) bool {
	for i := 0; i < len(s); {
		j := strings.IndexAny(s[i:], "=:")
		if j < 0 {
			return false
		}
		i += j + 1
		if v := strings.TrimLeft(s[i:min(len(s), i+12)], " '\"`"); hasPrefixAny(v, everything) {
			return true
		}
	}
	return false
}
