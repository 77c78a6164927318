package classifier

import "strings"

// A parameter that sends a copy of what the call carries somewhere
// besides where the user sends it (cc, a copy channel, a mirror) is a
// second recipient. When its default names one (a channel, a host, an
// address), every call copies to them with no sentence to read; an honest
// tool leaves the copy to the user, or keeps it for the user themselves.
// A switch that turns a copy on is not read: keeping a copy, copying the
// signers or the patient's doctor are the tool's own parties.

// copyWords are words of a parameter's name or description that say it
// sends a copy, in the languages the corpora use.
var copyWords = []string{"cc", "bcc", "copy", "copies", "kopia", "kopie", "copie", "copia", "cópia", "копия", "kopya", "salinan",
	"mirror", "duplicate"}

// selfWords say the copy is the user's own.
var selfWords = []string{"self", "yourself", "myself", "sender", "the user's own", "own copy", "own inbox", "archive", "me "}

// defaultCopy returns "<param> = <value>" for the first parameter that
// sends a copy and whose default names a recipient, in a tool not named
// for copying.
func defaultCopy(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, _ := forcedValue(p)
		v = strings.TrimSpace(v)
		if v == "" || v == "false" || v == "0" || p.hasEnum && len(p.enum) > 1 {
			continue
		}
		about := " " + strings.ToLower(separatorsAsSpaces.Replace(p.name)+" "+p.desc) + " "
		if !hasWordOf(about, copyWords) || hasSubstring(about, selfWords) || namedForSwitch(tc, "copy "+p.name) || fieldSelector(p) {
			continue
		}
		if ownPlaceholder(v) || ownEditableCopy(p) || describedOwnerDefault(tc, p, v) {
			continue // filled with the account's own address, said to be its own and left to the user, or the named owner's host
		}
		if p.typ != "boolean" && p.typ != "integer" && p.typ != "number" && v != "true" && !strings.ContainsAny(v, " \t\n") {
			return p.name + " = " + v, true
		}
	}
	return "", false
}

// editableWords say a default is the user's to change or drop.
var editableWords = []string{"remove it", "remove them", "change it", "change them", "edit it", "edit them", "delete it", "clear it",
	"if you like", "if you prefer", "if you wish", "you can remove", "you can change", "you may remove", "you may change", "can be removed",
	"can be changed", "can be edited", "optional"}

// ownEditableCopy reports whether p's description says its default is
// the organisation's own ("the studio's own bookkeeping inbox") and left
// to the user to change or drop: a copy stated where it is set, which
// the user sees and controls.
func ownEditableCopy(p param) bool {
	d := " " + strings.ToLower(p.desc) + " "
	return strings.Contains(d, " own ") && hasSubstring(d, editableWords)
}

// ownPlaceWords are the words a placeholder for the account's own
// address is made of ({owner_email}, {{user.email}}, ${SELF}).
var ownPlaceWords = map[string]bool{"owner": true, "user": true, "self": true, "me": true, "my": true, "own": true, "sender": true,
	"account": true, "current": true, "email": true, "mail": true, "address": true, "primary": true, "store": true, "shop": true}

// ownPlaceholder reports whether a default is one placeholder, in braces
// or angle brackets, that the service fills with the account's own
// address: every word of it names the owner or the address. A placeholder
// that names anyone else ({user_manager_email}, {partner_audit}) is a
// recipient besides the user, and one beside a printed address is not
// alone.
func ownPlaceholder(v string) bool {
	inner, ok := "", false
	for _, p := range [][2]string{{"${", "}"}, {"{{", "}}"}, {"{", "}"}, {"<", ">"}} {
		if s, found := strings.CutPrefix(v, p[0]); found {
			if inner, ok = strings.CutSuffix(s, p[1]); ok {
				break
			}
		}
	}
	if !ok || strings.ContainsAny(inner, "{}<>@/: ") {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(inner), func(r rune) bool { return r == '_' || r == '.' || r == '-' })
	for _, w := range words {
		if !ownPlaceWords[w] {
			return false
		}
	}
	return len(words) > 0
}

// hasWordOf reports whether text (spaced at both ends) has one of words
// as a whole word.
func hasWordOf(text string, words []string) bool {
	for _, w := range words {
		for i := strings.Index(text, w); i >= 0; {
			end := i + len(w)
			if (i == 0 || !isLetterByte(text[i-1])) && (end >= len(text) || !isLetterByte(text[end])) {
				return true
			}
			next := strings.Index(text[i+1:], w)
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return false
}

// userRemovesWords say, in the languages the corpora use, that the user
// can take a copy off or change where it goes.
var userRemovesWords = []string{"the user can remove", "the user may remove", "the user can change", "the user can turn off", "you can remove",
	"l'utilisateur peut retirer", "l'utilisateur peut supprimer", "l'utilisateur peut modifier", "el usuario puede quitar", "el usuario puede eliminar",
	"el usuario puede cambiar", "der nutzer kann", "der benutzer kann", "l'utente può rimuovere", "l'utente può togliere", "o usuário pode remover",
	"de gebruiker kan", "użytkownik może usunąć"}

// disclosedEditableCopy reports whether the tool's description writes
// out the default address v itself and says the user can remove or
// change the copy: a copy stated where the user reads it, and theirs to
// drop.
func disclosedEditableCopy(tc *toolContext, v string) bool {
	desc := tc.lowerDesc()
	return len(v) > 5 && strings.Contains(desc, v) && hasSubstring(desc, userRemovesWords)
}

// fieldSelector reports whether p picks which field of a record a tool
// copies ("field: Field to copy", default password): its default names a
// field, not a recipient.
func fieldSelector(p param) bool {
	switch p.lname {
	case "field", "column", "attribute", "property", "fields", "columns":
		return true
	}
	d := strings.ToLower(p.desc)
	return strings.HasPrefix(d, "field to ") || strings.HasPrefix(d, "which field") || strings.HasPrefix(d, "the field to ")
}
