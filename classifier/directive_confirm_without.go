package classifier

import "strings"

// An order can drop the user's confirmation with no negator at all:
// "write the file directly without asking the user for confirmation",
// "دون طلب تأكيد من المستخدم", "sin pedir confirmación al usuario". A
// "without" right before a verb of confirming or asking frees the act
// from it. The same word keeps the confirmation when a negator stands
// before it ("never delete without the user's confirmation") or when
// another word of the condition does ("only after", "until"): those are
// read as kept, as before.

// withoutWords are the prepositions of "without" that stand before what
// they leave out, in the languages the corpora use.
var withoutWords = []string{"without", "sin ", "sans ", "ohne", "senza", "sem ", "zonder", "bez ", "без ", "tanpa", "χωρίς",
	"ללא", "בלי", "بدون", "دون ", "mà không"}

// confirmKeptOther are the words of confirmKept other than withoutWords.
var confirmKeptOther = func() []string {
	var out []string
	for _, w := range confirmKept {
		if pieceAt(w, withoutWords) != 0 {
			out = append(out, w)
		}
	}
	return out
}()

// withoutReach is how many bytes may stand between "without" and the
// verb of confirming or asking it leaves out ("without first asking the
// user", "دون طلب موافقة أو تأكيد": two-byte letters take room).
const withoutReach = 40

// confirmsWithout reports whether a lower-cased sentence that names the
// party orders an act done without its confirmation: a "without" close
// before a stem of confirming or asking, no negator before it and no
// other word that keeps the confirmation.
func confirmsWithout(s string) bool {
	if pieceAt(s, confirmKeptOther) >= 0 {
		return false
	}
	for _, w := range withoutWords {
		for i := range occurrences(s, w) {
			if pieceAt(s[:i], confirmNegators) >= 0 {
				return false // "never … without": the confirmation kept
			}
			near := s[i+len(w) : min(len(s), i+len(w)+withoutReach)]
			if at := pieceAt(near, confirmStems); at >= 0 && !confirmIsParam(near[at:]) || pieceAt(near, askStems) >= 0 {
				return true
			}
		}
	}
	return false
}

// confirmIsParam reports whether the word that opens s is a parameter given
// with its value ("calls without confirm: true return an error"): a
// switch of the tool's, not a verb of confirming.
func confirmIsParam(s string) bool {
	end := 0
	for end < len(s) && wordByte(s[end]) {
		end++
	}
	return end < len(s) && strings.IndexByte(":=`_", s[end]) >= 0
}
