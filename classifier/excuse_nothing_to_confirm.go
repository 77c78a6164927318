package classifier

import (
	"regexp"
	"strings"
)

// A read-only lookup says it does not ask for confirmation because it
// changes nothing, and names the tool that does the binding act and asks
// ("it does not ask for confirmation because it changes nothing; selling
// is done with book_sale, which does ask"). No confirmation is dropped:
// there is nothing of the tool's own to confirm. The clause is read only
// in a tool that says it only reads (its readOnlyHint set, its name's verb
// one of reading) and only with its reason; the rest of the sentence must
// order nothing of its own, so a tool that sells, or a clause followed by
// "sell it now", stays flagged.

// nothingToConfirm is the tool's own statement that it does not ask for
// confirmation, with the reason that it changes nothing, in the languages
// the corpora use.
var nothingToConfirm = regexp.MustCompile(`\b(it|this tool|the tool|this lookup)\s+(does not|doesn't|never|won't|will not)\s+asks?\s+(the user\s+)?(for\s+(a\s+)?confirmation|to confirm)\s*,?\s+(because|since|as)\s+(it\s+)?(changes|modifies|alters|writes|touches)\s+nothing\b` +
	`|\b(pide|solicita)\s+confirmaci[oó]n\s*,?\s+(porque|ya que|pues)\s+no\s+(cambia|modifica|altera)\s+nada\b` +
	`|\bdemande\s+(pas\s+de|aucune)\s+confirmation\s*,?\s+(car|parce qu'|puisqu')\s*(il|elle)\s+ne\s+(modifie|change)\s+rien\b` +
	`|\b(fragt|bittet)\s+nicht\s+(nach\s+)?(einer\s+)?best[äa]tigung\s*,?\s+(weil|da)\s+(es|sie|er|das tool)\s+nichts\s+(ändert|verändert)\b` +
	`|\bchiede\s+(conferma|alcuna conferma)\s*,?\s+(perché|poiché)\s+non\s+(modifica|cambia)\s+nulla\b`)

// withoutNothingToConfirm is sent with that clause blanked, for the
// directive check to read what is left; false when the sentence has no
// such clause or the tool is not a read-only lookup.
func withoutNothingToConfirm(sent string, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil || tc.def == nil {
		return sent, false
	}
	a := tc.def.Annotations
	if a.ReadOnlyHint == nil || !*a.ReadOnlyHint || a.DestructiveHint != nil && *a.DestructiveHint {
		return sent, false
	}
	first, _, _ := strings.Cut(toLower(sentenceName(tc.name)), " ")
	if c, known := verbs[first]; !known || c != Read {
		return sent, false
	}
	m := nothingToConfirm.FindStringIndex(sent)
	if m == nil {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[1])
	return string(b), true
}
