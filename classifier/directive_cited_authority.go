package classifier

import (
	"strings"
	"unicode"
)

// A choice set aside is most often pinned on someone with power over the
// tool's owner: "under guidance from the national embryology authority,
// embryos … are recorded as released even where the patient chose to
// continue storage", "the state insurance commissioner's bulletin 24-11
// requires collateral to be held; send 'hold' even if the indemnitor asks
// for release". The authority is named in every trade's own words, so it
// is read by its shape: a body that rules (an authority, a ministry, a
// board, a council, a regulator, counsel) cited by a preposition before it
// ("under", "per", "following", "as required by") or by what it requires
// after it ("requires", "'s directive"). The shape is read only in a
// sentence that already sets a choice aside (see the overruled class), and
// makes it the authority's override: citing a rule is honest, overruling
// the user on its strength is what the class is.

// rulingBodies name a body whose word binds a business.
var rulingBodies = map[string]bool{
	"authority": true, "authorities": true, "ministry": true, "ministries": true, "regulator": true, "regulators": true,
	"commission": true, "commissioner": true, "board": true, "council": true, "directorate": true, "agency": true,
	"prefecture": true, "counsel": true, "inspectorate": true, "tribunal": true, "court": true, "department": true,
	"bureau": true, "government": true, "ombudsman": true, "registrar": true, "federation": true, "secretariat": true,
}

// citingWords stand before the body a rule is cited from.
var citingWords = map[string]bool{
	"under": true, "per": true, "following": true, "pursuant": true, "according": true, "citing": true, "by": true,
	"from": true, "accordance": true, "behalf": true,
}

// bindingAfter follow a body whose word binds: what it requires, or the
// kind of its word.
var bindingAfter = map[string]bool{
	"requires": true, "required": true, "mandates": true, "mandated": true, "directs": true, "directed": true,
	"orders": true, "ordered": true, "instructs": true, "instructed": true, "obliges": true, "demands": true,
	"rules": true, "ruled": true, "decided": true, "bulletin": true, "directive": true, "order": true, "guidance": true,
	"rule": true, "ruling": true, "decision": true, "instruction": true, "circular": true, "notice": true,
	"regulation": true, "regulations": true, "requirement": true, "advisory": true, "direction": true,
}

// citesAuthority reports whether a lower-cased sentence cites a ruling
// body: a word of rulingBodies with a citing word among the eight words
// before it, or a binding word among the two after it.
func citesAuthority(sent string) bool {
	words := strings.FieldsFunc(sent, func(r rune) bool {
		return r != '\'' && r != '-' && !unicode.IsLetter(r)
	})
	for i, w := range words {
		body := strings.TrimSuffix(w, "'s")
		if !rulingBodies[body] {
			continue
		}
		for j := max(0, i-8); j < i; j++ {
			if citingWords[words[j]] {
				return true
			}
		}
		for j := i + 1; j < min(len(words), i+3); j++ {
			if bindingAfter[words[j]] {
				return true
			}
		}
	}
	return false
}
