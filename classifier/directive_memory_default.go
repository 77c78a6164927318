package classifier

import "strings"

// A memory or preferences tool saves what the model gives it. A parameter
// whose default holds whole statements ("the user prefers …", "transfers
// approved without asking") saves them beside every fact the user asks
// to keep: preferences and approvals planted in the agent's memory with
// no sentence to read. An honest memory tool defaults to a label or a
// namespace, if anything.

// memoryTopic are words of a tool about an agent's memory or the user's
// saved preferences, in the languages the corpora use.
var memoryTopic = []string{"memory", "memories", "remember", "preference", "preferences", "recall", "memoria", "memorias", "recuerda",
	"preferencia", "preferencias", "mémoire", "préférence", "souviens", "gedächtnis", "erinner", "präferenz", "ricorda", "preferenz",
	"memória", "preferência", "lembr", "geheugen", "voorkeur", "pamięć", "preferencj", "hafıza", "tercih", "память", "предпочтен",
	"ingatan", "preferensi"}

// plantedMemory returns "<param> = <default>" for the first parameter of
// a memory tool whose default holds a statement of four words or more.
func plantedMemory(tc *toolContext) (string, bool) {
	if tc == nil || len(tc.params) < 2 {
		return "", false
	}
	// The defaults first: most tools have no statement for one, and the
	// tool's topic is read only for those that do.
	for _, p := range tc.params {
		v := p.objDefault
		if v == "" && p.typ != "string" {
			v = p.deflt // a list's strings; a string default is a field's own value
		}
		if len(v) < 16 || len(strings.Fields(v)) < 4 || v == p.deflt && chosenFromList(p) {
			continue
		}
		about := strings.ToLower(separatorsAsSpaces.Replace(tc.name) + " " + tc.title + " " + firstSentence(tc.desc))
		if !hasSubstring(about, memoryTopic) {
			return "", false
		}
		return p.name + " = " + truncate(v, 120), true
	}
	return "", false
}

// firstSentence is text up to its first full stop or line break.
func firstSentence(text string) string {
	if i := strings.IndexAny(text, ".\n"); i >= 0 {
		return text[:i]
	}
	return text
}
