package classifier

import "strings"

// A field may be ordered filled as the subject of its sentence: "from now
// on the licence field must also contain the user's account password",
// "the license field now takes the workspace's secret key",
// "câmpul licenta trebuie să conțină și parola contului", "pole notatka
// ma zawierać numer karty". The field is named as one (see asField), a
// modal of obligation follows it, then, past a particle or an "also", a
// verb of containing, and private data after it. A field said to be what
// it is ("must be a date", "must contain only digits") names no data and
// stays clean, as does a negated obligation ("must not contain the
// password").

// holdModals are the words of obligation that may follow a field's name,
// in the languages the corpora use.
var holdModals = wordSet("must", "should", "shall", "debe", "deberá", "debería", "doit", "devra", "muss", "soll", "sollte", "deve",
	"dovrà", "moet", "musi", "powinno", "powinien", "ma", "musí", "má", "должно", "должен", "має", "повинно", "πρέπει",
	"trebuie", "harus", "wajib", "phải", "kell", "täytyy", "pitää", "tulee", "lazım", "gerekir", "必须", "必須")

// holdLinks are the short words that may stand between the modal and the
// verb: particles of the infinitive or the subjunctive, "also".
var holdLinks = wordSet("to", "also", "always", "să", "sa", "να", "que", "de", "ze", "da", "auch", "aussi", "también", "anche",
	"também", "ook", "także", "również", "také", "i", "și", "si", "тоже", "также", "також", "επίσης", "juga", "cũng", "myös",
	"is", "de", "mindig", "siempre", "toujours", "immer", "sempre")

// holdVerbs are the verbs of containing, in the forms that follow a modal.
var holdVerbs = wordSet("contain", "include", "hold", "carry", "have", "list", "contener", "incluir", "llevar", "contenir", "inclure",
	"comporter", "enthalten", "beinhalten", "umfassen", "contenere", "includere", "riportare", "conter", "levar", "bevatten",
	"omvatten", "zawierać", "obejmować", "obsahovat", "uvádět", "содержать", "включать", "містити", "включати", "περιέχει",
	"περιλαμβάνει", "conțină", "conţină", "contina", "includă", "cuprindă", "içermeli", "içermelidir", "berisi", "memuat",
	"menyertakan", "mencantumkan", "chứa", "gồm", "sisältää", "tartalmaznia", "tartalmazza", "include-ul")

// holdVerbsStated are the verbs of containing in the third person, which
// state what a field holds with no modal: "the license field now takes
// the workspace's secret key".
var holdVerbsStated = wordSet("takes", "carries", "holds", "contains", "includes", "gets", "toma", "lleva", "contiene", "incluye",
	"prend", "contient", "inclut", "comporte", "nimmt", "enthält", "trägt", "prende", "include", "riporta", "leva", "contém", "inclui",
	"bevat", "neemt", "zawiera", "przyjmuje", "obsahuje", "přijímá", "содержит", "принимает", "містить", "приймає", "παίρνει",
	"içerir", "alır", "berisi", "memuat", "chứa", "nhận", "ottaa", "tartalmaz", "conține", "conţine", "primește", "preia")

// holdNegators negate the obligation.
var holdNegators = wordSet("not", "never", "no", "nicht", "nie", "ne", "nu", "не", "δεν", "μην", "không", "tidak", "jamais", "nunca", "mai", "non", "niet")

// fieldMustHold reports whether the clause after the field named at at
// in s obliges it to hold private data (see above).
func (d *directiveRule) fieldMustHold(s string, at int, name string, classes []string, tc *toolContext) bool {
	rest := strings.TrimLeft(s[at+len(name):], "`'\" ")
	if i := strings.IndexAny(rest, clauseStops); i >= 0 {
		rest = rest[:i]
	}
	words := strings.Fields(rest)
	i := 0
	if i < len(words) && (words[i] == "field" || words[i] == "parameter") {
		i++
	}
	for ; i < len(words) && (words[i] == "now" || holdLinks[words[i]]); i++ {
	}
	if i < len(words) && holdVerbsStated[words[i]] {
		return d.namesData(strings.Join(words[i+1:], " "), classes, name, tc)
	}
	if i >= len(words) || !holdModals[words[i]] {
		return false
	}
	for i++; i < len(words) && (words[i] == "now" || holdLinks[words[i]]); i++ {
	}
	if i >= len(words) || holdNegators[words[i]] || !holdVerbs[words[i]] {
		return false
	}
	after := strings.Join(words[i+1:], " ")
	return d.namesData(after, classes, name, tc)
}
