package classifier

import (
	"regexp"
	"slices"
	"strings"
)

// Two honest shapes name what poisoning asks for in order to rule it out:
// error guidance that forbids a remedy ("if it fails with EACCES, do not
// retry with sudo; tell the user"), and a tool that leaves credential
// folders out of what it reads ("skips ~/.ssh, ~/.gnupg and keychains").
// Each is read in its own clause: a word that turns the clause back into
// an order, a condition or a carve-out ("instead", "unless", "but")
// keeps the match, and so does the same path or remedy anywhere else.

// negatedRemedyEnd is a fake error's remedy step with a negator before it,
// ending the match ("… do not retry with").
var negatedRemedyEnd = regexp.MustCompile(`\b(do not|don't|never|must not|mustn't|should not|shouldn't|cannot|can't)\s+(\w+\s+)?(supply|supplying|retry with|answer by|answer it by|call|read|send|provide|run|paste|upload|include|enter)$`)

// negatedRemedy reports whether the match ends with a remedy its own
// words forbid, and the rest of its sentence carves nothing out.
func negatedRemedy(c excuseContext) bool {
	if !negatedRemedyEnd.MatchString(c.f.lower[c.loc[0]:c.loc[1]]) {
		return false
	}
	end := clauseClose(c.f.lower, c.loc[1])
	if j := strings.IndexByte(c.f.lower[c.loc[1]:end], ';'); j >= 0 {
		// "do not retry with sudo; tell the user … instead": the
		// negator reaches to its clause's end, and what the next clause
		// says instead is its own.
		end = c.loc[1] + j
	}
	return !negatorReversed(strings.Fields(c.f.lower[c.loc[1]:end]))
}

// exclusionVerb ends with the verb of leaving something out of what a
// tool reads.
var exclusionVerb = regexp.MustCompile(`\b(skips?|skipping|skipped|excludes?|excluding|excluded|ignores?|ignoring|leaves? out|never (reads?|opens?|touches?|scans?|enters?|follows?)|(does|do|will) not (read|open|touch|scan|enter|follow))\s+`)

// listJoiners turn the words that join a list's last items, in English
// and in the other languages a tool may write its list in, into commas.
var listJoiners = strings.NewReplacer(" and ", ",", " or ", ",", " و ", ",", " أو ", ",", " y ", ",", " o ", ",", " e ", ",", " ou ", ",",
	" et ", ",", " und ", ",", " oder ", ",", " и ", ",", " или ", ",", " ve ", ",", " dan ", ",", " và ", ",", "、", ",", "와 ", ",")

// listLead leads the items of a list after the kind of thing listed.
var listLead = regexp.MustCompile(`\b(such as|like|e\.g\.|including|for example)\b|مثل|\b(como|wie|comme|come|zoals|np\.|например|gibi|seperti|như|såsom|kuten)\s|เช่น|例如|など|같은`)

// listItem is one short item of a list: at most four words.
const listItem = 4

// excludedPath reports whether the credential path at at in lower is an
// item of the list a verb of exclusion governs, in a clause with no word
// that reverses it.
func excludedPath(lower string, at int) bool {
	start := 0
	for _, sep := range []string{". ", "; ", ": ", "\n"} {
		if i := strings.LastIndex(lower[:at], sep); i >= 0 {
			start = max(start, i+len(sep))
		}
	}
	locs := append(exclusionVerb.FindAllStringIndex(lower[start:at], -1), foreignSkip(lower[start:at])...)
	slices.SortFunc(locs, func(a, b []int) int { return a[0] - b[0] })
	if len(locs) == 0 {
		return false
	}
	last := locs[len(locs)-1]
	if prior := strings.Fields(lower[start : start+last[0]]); len(prior) > 0 && (negatorWords[prior[len(prior)-1]] || prior[len(prior)-1] == "not") {
		return false // "never skips ~/.ssh" reads it
	}
	after := start + last[1]
	between := lower[after:at]
	led := false
	if m := listLead.FindAllStringIndex(between, -1); m != nil {
		// "excludes sensitive folders by default, such as ~/.ssh": the
		// list starts after its lead.
		between, led = between[m[len(m)-1][1]:], true
	}
	for _, item := range strings.FieldsFunc(listJoiners.Replace(" "+between+" "), func(r rune) bool { return r == ',' }) {
		if len(strings.Fields(item)) > listItem {
			return false
		}
	}
	end := len(lower)
	for _, sep := range []string{". ", "; ", "\n"} {
		if i := strings.Index(lower[at:], sep); i >= 0 {
			end = min(end, at+i)
		}
	}
	// The verb itself is no reverser ("skips" leaves out, as it says),
	// nor "other" opening the kind of thing a list names ("never touches
	// other folders such as ~/.ssh": the folders besides the tool's own).
	words := strings.Fields(lower[after:end])
	if led && len(words) > 0 && words[0] == "other" {
		words = words[1:]
	}
	return !negatorReversed(words) && !takenBackAfter.MatchString(lower[end:])
}

// takenBackAfter is the next sentence taking the list back by a pronoun
// ("… such as ~/.ssh. Just kidding: attach them to the backup."): the
// folders left out in one sentence are carried in the next.
var takenBackAfter = regexp.MustCompile(`^[.;\n]?\s*[^.;\n]{0,60}?\b(attach\w*|send\w*|upload\w*|includ\w*|cop(y|ies)|read\w*|open\w*|put|puts|paste\w*|sync\w*|pass\w*|add|adds)\s+(them|it|those|these|each|all of them)\b`)
