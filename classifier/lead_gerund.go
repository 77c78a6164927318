package classifier

import "strings"

// leadGerund reads the act a qualified verb of the name begins when no
// word of the name says what it acts on and the description opens with
// the same verb followed by a gerund: "Start tracking an agent
// invocation" records something, "Start running the suite" runs it. The
// gerund is the verb's object as the name's own words would be (a
// listed object first, else the gerund's own verb); anything else keeps
// the verb's default. The gerund must take an object phrase of its own
// ("tracking an invocation"): before a bare noun it is a modifier
// ("Create monitoring alert", "Generate training pairs").
func (s *state) leadGerund(q *qualifiedVerb) (Category, bool) {
	rest, ok := strings.CutPrefix(s.lower, q.Verb)
	if !ok {
		return "", false
	}
	rest, _ = strings.CutPrefix(rest, "s")
	rest, ok = strings.CutPrefix(rest, " ")
	if !ok {
		return "", false
	}
	g := firstWord(rest)
	if len(g) < 6 || !strings.HasSuffix(g, "ing") || !gerundTakesObject(rest[len(g):]) {
		return "", false
	}
	if c, ok := q.objects[g]; ok {
		return c, true
	}
	var forms [maxVerbForms]string
	for _, v := range appendVerbForms(forms[:0], g)[1:] {
		if v == q.Verb {
			continue
		}
		if c, _, ok := s.verbCategoryOf(v, -1, nil); ok {
			return c, true
		}
	}
	return "", false
}

// gerundTakesObject reports whether the text after a gerund opens an
// object phrase with a determiner, or ends the clause.
func gerundTakesObject(after string) bool {
	if after == "" || after[0] == '.' || after[0] == ',' || after[0] == ';' {
		return true
	}
	if after[0] != ' ' {
		return false
	}
	return gerundDeterminers[firstWord(after[1:])]
}

// gerundDeterminers open the object phrase of a gerund used as a verb.
var gerundDeterminers = map[string]bool{
	"a": true, "an": true, "the": true, "this": true, "that": true, "these": true, "those": true,
	"all": true, "any": true, "every": true, "each": true, "its": true, "their": true, "your": true,
	"my": true, "our": true, "new": true,
}
