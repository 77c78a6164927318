package classifier

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpscan/mcpscan/catalog"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// The learned scorer's second reading of a sentence the directive check
// found. The check reads combinations of word classes; an honest tool
// sometimes puts words of an order's classes in one sentence (a
// deprecation notice naming its successor, a workflow naming the tools it
// calls in turn). The scorer learned from every labelled corpus and reads
// the whole wording. Held out corpus by corpus, it reads most such
// sentences as honest, and almost never an order the check found: where
// both the sentence and its definition read as honest to it, the sentence
// is excused like one the rules excuse, and the check reads on.

// scorerExcuse is when the scorer's reading excuses a sentence: both its
// probability for the sentence alone (read with the tool's name) and for
// the whole definition below their bounds, and the sentence short.
//
// Both readings are asked because each alone can be steered. Padding a
// definition with honest paragraphs lowers the definition's score but not
// the sentence's; the sentence's own score is read in a sentence of at
// most MaxSentenceBytes, so honest clauses strung onto the order cannot
// dilute it either: a longer sentence is never excused.
type scorerExcuse struct {
	SentenceBelow    float64 `json:"sentence_below"`
	DefinitionBelow  float64 `json:"definition_below"`
	MaxSentenceBytes int     `json:"max_sentence_bytes"`
	// Never are the cue classes of a harm the rules read (a safeguard
	// switched off, a scope widened, something kept from the user, money,
	// a secret): a sentence holding a cue of one is never excused. The
	// scorer reads quiet harm of these kinds poorly, held out; the honest
	// sentences it excuses are of the structure around a call (another
	// tool named, a result passed on, a step beside the call).
	Never []string `json:"never"`

	never anyOf // the cues of Never's classes, found in one pass
}

// compile checks the section (bounds are probabilities, a sentence must be
// allowed some length, and every class of Never is one of cues) and
// indexes the cues of Never's classes.
func (e *scorerExcuse) compile(cues map[string][]string) error {
	if e == nil {
		return nil
	}
	var never []string
	for _, c := range e.Never {
		words, ok := cues[c]
		if !ok {
			return fmt.Errorf("never: no cue class %q", c)
		}
		never = append(never, words...)
	}
	e.never = newAnyOf(never)
	if !(e.SentenceBelow > 0 && e.SentenceBelow < 1) || !(e.DefinitionBelow > 0 && e.DefinitionBelow < 1) {
		return errors.New("sentence_below and definition_below must be probabilities between 0 and 1")
	}
	if e.MaxSentenceBytes <= 0 {
		return errors.New("max_sentence_bytes must be positive")
	}
	return nil
}

// scorerExcuses reports whether the learned scorer reads sent, found by d
// in the definition's own words (text i, 0: the definition read together),
// and the definition it stands in as honest. A decoded or hidden reading is
// never excused: what was hidden is not the tool's own description. Nor is
// a server's instructions, prompt or resource, which the scorer did not
// learn from.
func (r *Ruleset) scorerExcuses(d *directiveRule, sent string, i int, tc *toolContext) bool {
	e := d.ScorerExcuse
	if e == nil || r.poisonModel == nil || i != 0 || tc == nil || tc.def == nil || len(sent) > e.MaxSentenceBytes || shouts(sent) || e.never.in(sent) {
		return false
	}
	if obeysContent(sent, d.Negators) {
		return false // content obeyed: a class the scorer has not learned (see obeyedContent)
	}
	if _, off := statedSafeguardOff(sent, tc); off {
		// A safeguard the definition says it switches off: the setting
		// is the finding, however plainly the rest is written.
		return false
	}
	if strings.Contains(sent, "force") && forcedFlag(sent) {
		// A flag set to force an act past its guard is an order the
		// rules read; quiet prose around it does not make it a description.
		return false
	}
	if toldConcessiveStems.in(sent) {
		if _, told := toldAnyway(sent, everySentence); told {
			// A result told whatever it is: its shape (telling, what is
			// told, a concession) is the order, in any trade's words, and
			// the scorer has learned it in few of the languages the
			// rules read it in.
			return false
		}
	}
	if _, told := d.failureTold(sent, everySentence); told {
		// A failure told as a success: the shape is the order (a
		// failure, a telling, a success told), and the scorer has
		// learned it in few trades' words.
		return false
	}
	if secretToolNamed(sent, tc) {
		// Another tool that fetches a secret, named by a tool that keeps
		// none: the scorer learned such referrals from the secret stores
		// that make them honestly.
		return false
	}
	if _, told := d.failureOpened(sent, everySentence); told {
		// A failure told as a success: the shape is the order (a
		// failure, a telling, a success told), and the scorer has
		// learned it in few trades' words.
		return false
	}
	if !tc.scored {
		// Read once per tool, however many sentences ask: a definition
		// that shouts reads as 1, above every bound (bounds are below 1).
		tc.defScore, tc.scored = 1, true
		if !loud(tc.def) {
			def := modelDefinition(tc.def)
			tc.defScore = r.poisonModel.Score(&def)
		}
	}
	if tc.defScore >= e.DefinitionBelow {
		return false
	}
	alone := poisonmodel.Definition{Name: tc.name, Description: sent}
	if r.poisonModel.Score(&alone) >= e.SentenceBelow {
		return false
	}
	// Padding a description with honest paragraphs far from the sentence
	// lowers the whole definition's score; the sentence's neighbourhood in
	// the description (the sentence before it, itself, the one after),
	// read with the rest of the definition, is not diluted so, and must
	// read as honest too.
	if around, ok := descriptionAround(tc.def.Description, sent); ok {
		def := modelDefinition(tc.def)
		def.Description = around
		return r.poisonModel.Score(&def) < e.DefinitionBelow
	}
	return true
}

// descriptionAround is the part of desc around the sentence sent (found
// lower-cased in it): from the start of the sentence before to the end of
// the sentence after. ok is false when sent is not in desc, or desc holds
// little beyond that neighbourhood (nothing to dilute it).
func descriptionAround(desc, sent string) (string, bool) {
	lower := toLower(desc)
	if len(lower) != len(desc) {
		desc = lower // the offsets are the lower-cased text's
	}
	at := strings.Index(lower, sent)
	if at < 0 {
		return "", false
	}
	start := at
	for n := 0; n < 2 && start > 0; n++ {
		start = sentenceStartBefore(lower, max(0, start-1))
	}
	end := sentenceEndAfter(lower, sentenceEndAfter(lower, at+len(sent)))
	if end-start >= len(lower)*3/4 {
		return "", false
	}
	return desc[start:end], true
}

// loud reports whether a definition raises its voice at the model: a
// markup tag, or two words in capitals side by side ("DO NOT", "NE PAS").
// The scorer's reading excuses quiet prose that describes; an order
// shouted or wrapped in tags is the form attackers publish, and is left
// to the rules whatever the scorer reads. An honest definition that
// shouts ("IMPORTANT: TIMES ARE UTC") only loses the excuse.
func loud(t *catalog.Tool) bool {
	for _, s := range [...]string{t.Name, t.Title, t.Annotations.Title, t.Description, string(t.InputSchema), string(t.OutputSchema)} {
		if shouts(s) {
			return true
		}
	}
	return false
}

// shouts reports a tag ("<memory_update>", "</note>") or two words of two
// or more capital letters in a row, in any cased script.
func shouts(s string) bool {
	run, caps, letters := 0, true, 0
	end := func() bool {
		if letters >= 2 && caps {
			run++
		} else if letters > 0 {
			run = 0
		}
		letters, caps = 0, true
		return run >= 2
	}
	for i, c := range s {
		switch {
		case c == '<' && i+1 < len(s) && (s[i+1] == '/' || isASCIILetter(s[i+1])) && strings.IndexByte(s[i:min(len(s), i+64)], '>') > 0:
			return true
		case unicode.IsLetter(c):
			letters++
			caps = caps && unicode.IsUpper(c)
		case c == ' ' || c == '\t':
			if end() {
				return true
			}
		default:
			if end() {
				return true
			}
			run = 0
		}
	}
	return end()
}

// secretToolWords are the words of a tool name that fetches a secret.
var secretToolWords = []string{"secret", "password", "credential", "token", "apikey", "api_key", "keychain", "vault"}

// fetchPrefixes open the name of a tool that fetches what it names.
var fetchPrefixes = []string{"get_", "fetch_", "read_", "reveal_", "export_", "dump_", "retrieve_"}

// toolCallVerbs are the words that order a tool named after them used.
var toolCallVerbs = map[string]bool{"use": true, "call": true, "invoke": true, "run": true}

// secretToolNamed reports whether sent orders a tool used, by its
// snake_case name of a verb that fetches, whose name holds a secret's
// word, while the tool read is named for none.
func secretToolNamed(sent string, tc *toolContext) bool {
	own := strings.ToLower(tc.name + " " + tc.title)
	for _, w := range secretToolWords {
		if strings.Contains(own, w) {
			return false
		}
	}
	fields := strings.Fields(sent)
	for i, f := range fields {
		f = strings.Trim(f, "`'\".,;:()")
		if i == 0 || !toolCallVerbs[fields[i-1]] || !slices.ContainsFunc(fetchPrefixes, func(p string) bool { return strings.HasPrefix(f, p) }) {
			continue
		}
		for _, w := range secretToolWords {
			if strings.Contains(f, w) {
				return true
			}
		}
	}
	return false
}
