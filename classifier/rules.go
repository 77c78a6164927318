package classifier

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

//go:embed rules/default.json
var defaultRulesJSON []byte

// Ruleset is a compiled set of classification rules. It is immutable and
// safe for concurrent use.
type Ruleset struct {
	version string
	file    ruleFile
	// poisonModel is the learned poisoning scorer, asked about a tool
	// the rules found no poisoning in (see learnedFinding).
	poisonModel *poisonmodel.Model

	verbs     map[string]Category // verb → category
	qualified map[string]*qualifiedVerb
	money     struct {
		verbs, objects, notBefore, notAfter, lookups map[string]bool
		// requests are objects that ask for money rather than move it,
		// and requestVerbs the verbs that only make or send that ask.
		requests, requestVerbs map[string]bool
		unless                 map[string]*regexp.Regexp
		id                     string
	}
	ambiguous map[string]bool
	// agentNouns maps a noun of a doer that may end a name (reader) to
	// its verb (read).
	agentNouns map[string]string
	// nounRun are verbs that, after another word and before a clear
	// verb, name the object (qase_run_complete).
	nounRun map[string]bool
	pure    map[string]bool
	// pureQuantities and previews: see pureRule.
	pureQuantities map[string]bool
	previews       map[string]bool
	// sessionState holds the objects whose removal is a write: state of
	// a session (a breakpoint, a selection), not data.
	sessionState map[string]bool
	escalate     map[string]bool
	// readOpenings and readUnless are declared_read_only's openings and
	// unless, compiled.
	readOpenings map[string]bool
	readUnless   *regexp.Regexp
	readNever    map[string]bool
	// prefixed reads unlisted words such as unmerge and reauthorize.
	prefixed *compiledPrefixes
	triggers triggerIndex
	// seqIx indexes the finding rules' sequences by the exact words their
	// first step may start with and the words that let them match (see
	// seqIndex); looseSeqs are those whose first step starts with a prefix
	// or a pattern.
	seqIx     seqIndex
	looseSeqs []seqRef
	// looseByFirst lists, by a word's first byte, the loose sequences that
	// may start with such a word, in looseSeqs order.
	looseByFirst [256][]seqRef
	seqList      []*sequence // every sequence, by id
	// requireLists are the distinct lists of words sequences require
	// (see sequence.requireList); byKind the finding rules that read
	// each kind of text, in ruleset order.
	// paramRules lists, by parameter name, the parameter rules that name
	// it, in ruleset order.
	paramRules map[string][]int
	// paramByDesc lists the parameter rules without names, which read
	// every parameter's own description.
	paramByDesc  []int
	descNeeds    descNeeds // their triggers, read together
	requireLists []string
	requireSets  []*literalSet // by requires list
	byKind       map[string][]int
	// termBits maps a word or two-word phrase to the capabilities and flows
	// it suggests, as bits: capability i is bit i of termNames, flows
	// follow.
	termBits  termTable
	termNames []string
}

// paramRulesFor returns, in ruleset order, the parameter rules that name
// either name.
func (r *Ruleset) paramRulesFor(name, other string) []int {
	a, b := r.paramRules[name], r.paramRules[other]
	if other == name || len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]int, 0, len(a)+len(b))
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(a) > 0 && a[0] < b[0]:
			out, a = append(out, a[0]), a[1:]
		case len(a) == 0 || b[0] < a[0]:
			out, b = append(out, b[0]), b[1:]
		default: // both name the rule
			out, a, b = append(out, a[0]), a[1:], b[1:]
		}
	}
	return out
}

// findingsFor returns the finding rules that read texts of kind, in
// ruleset order.
func (r *Ruleset) findingsFor(kind string) []int { return r.byKind[kind] }

// Version identifies the ruleset; it is stored with every assessment so an
// unchanged tool is not classified twice under the same rules.
func (r *Ruleset) Version() string { return r.version }

var (
	defaultOnce  sync.Once
	defaultRules *Ruleset
	defaultErr   error
)

// Default returns the built-in ruleset.
func Default() *Ruleset {
	defaultOnce.Do(func() {
		defaultRules, defaultErr = parseRules(defaultRulesJSON, nil)
	})
	if defaultErr != nil {
		// The embedded file is tested; failing here is a build defect.
		panic(fmt.Sprintf("built-in ruleset: %v", defaultErr))
	}
	return defaultRules
}

// LoadRules compiles a user ruleset on top of the built-in one: its verbs
// are added (a verb listed again moves to the new category), rules with an
// id that exists replace that rule, and new ids are added. Its version is
// appended to the built-in version, so assessments made with it are kept
// apart. Unknown fields, bad categories and bad regular expressions are
// errors that name the rule.
func LoadRules(data []byte) (*Ruleset, error) {
	// The base is decoded afresh from the built-in file, not copied from
	// Default(): compiling writes into the rules it is given, and a copy
	// of the built-in ruleset's would share nested slices and pointers with
	// the ruleset other goroutines are classifying with.
	var base ruleFile
	if err := json.Unmarshal(defaultRulesJSON, &base); err != nil {
		return nil, fmt.Errorf("built-in ruleset: %w", err)
	}
	return parseRules(data, &base)
}

func set(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[strings.ToLower(w)] = true
	}
	return m
}
