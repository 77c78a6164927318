package classifier

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
)

//go:embed rules/default.json
var defaultRulesJSON []byte

// ruleFile is the on-disk shape of a ruleset (rules/default.json documents
// every field by example).
type ruleFile struct {
	Version        string              `json:"version"`
	Doc            string              `json:"doc,omitempty"`
	Verbs          map[string][]string `json:"verbs"`
	QualifiedVerbs []qualifiedVerb     `json:"qualified_verbs"`
	Money          *moneyRule          `json:"money,omitempty"`
	Phrases        []phraseRule        `json:"phrases"`
	Negations      []negationRule      `json:"negations"`
	Params         []paramRule         `json:"params"`
	EnumParams     *enumRule           `json:"enum_params,omitempty"`
	AmbiguousVerbs *wordRule           `json:"ambiguous_verbs,omitempty"`
	NounBeforeVerb *wordRule           `json:"noun_before_change,omitempty"`
	Pure           *pureRule           `json:"pure,omitempty"`
	SessionState   *wordRule           `json:"session_state,omitempty"`
	Escalate       *pureRule           `json:"escalate_generic,omitempty"`
	Lead           *leadRule           `json:"description_lead,omitempty"`
	ParamSuffix    *suffixRule         `json:"param_name_suffix,omitempty"`
	Switches       *switchRule         `json:"switches,omitempty"`
	Pipelines      *pipelineRule       `json:"pipelines,omitempty"`
	OperationLists *opListRule         `json:"operation_lists,omitempty"`
	DownloadToPath *pathRule           `json:"download_to_path,omitempty"`
	PaidParams     *paidParamRule      `json:"paid_params,omitempty"`
	Nominal        *nominalRule        `json:"nominalizations,omitempty"`
	Prefixed       *prefixedRule       `json:"prefixed_verbs,omitempty"`
	DeclaredRead   *declaredReadRule   `json:"declared_read_only,omitempty"`
	Capabilities   map[string][]string `json:"capabilities"`
	Flows          map[string][]string `json:"flows"`
	Findings       []findingRule       `json:"findings"`
	Directives     *directiveRule      `json:"directives,omitempty"`
}

type qualifiedVerb struct {
	ID      string              `json:"id"`
	Verb    string              `json:"verb"`
	Doc     string              `json:"doc,omitempty"`
	Objects map[string][]string `json:"objects"`
	Default string              `json:"default"`
	// Lead, when no object decides, reads the description's lead: the
	// first category whose pattern matches it wins over Default (drop
	// files onto an element is a write, not a drop of a table).
	Lead []leadCategory `json:"lead,omitempty"`
	// Unless, when the description's lead matches it, leaves the verb at
	// Default whatever its object (write_file that never replaces an
	// existing file is a write).
	Unless string `json:"unless,omitempty"`
	// UnlessParams leaves the verb at Default when the tool takes one of
	// these parameters: a switch then says which calls replace (append).
	UnlessParams []string `json:"unless_params,omitempty"`
	unless       *regexp.Regexp
	// objects is Objects by word: the most dangerous category listing it.
	objects map[string]Category
}

// leadCategory is a category chosen by a pattern over a description's lead.
type leadCategory struct {
	Category string `json:"category"`
	Pattern  string `json:"pattern"`
	re       *regexp.Regexp
}

type moneyRule struct {
	ID        string   `json:"id"`
	Doc       string   `json:"doc,omitempty"`
	Verbs     []string `json:"verbs"`
	Objects   []string `json:"objects"`
	NotBefore []string `json:"not_before"`
	NotAfter  []string `json:"not_after,omitempty"`
	// Lookups are nouns that, ending a name whose verb pays, make the name
	// a lookup of that paying (swap_quote, withdraw_fee, buy_price).
	Lookups []string `json:"lookups,omitempty"`
	// UnlessContext maps an object to a pattern: the object is not money
	// when the name or the description's lead matches it (a database
	// transaction).
	UnlessContext map[string]string `json:"unless_context,omitempty"`
}

type phraseRule struct {
	Triggers   []string `json:"triggers,omitempty"`
	Anchored   bool     `json:"anchored,omitempty"`
	Before     string   `json:"before,omitempty"`
	UnlessNext []string `json:"unless_next,omitempty"`
	// NotAfter, when it matches the text just before a match, sets the
	// match aside: "a specific trigger" names a thing, "triggers a
	// build" does something.
	NotAfter     string `json:"not_after,omitempty"`
	notAfter     *regexp.Regexp
	Anywhere     bool `json:"anywhere,omitempty"`
	m            matcher
	ID           string   `json:"id"`
	Effect       string   `json:"effect"`
	Strength     int      `json:"strength"`
	Capabilities []string `json:"capabilities"`
	Pattern      string   `json:"pattern"`
	Doc          string   `json:"doc,omitempty"`
	// Raise maps a capability to the category the effect rises to when
	// the tool's words suggest it: a dispatcher over an API whose
	// services include payments can move money.
	Raise map[string]string `json:"raise,omitempty"`
	re    *regexp.Regexp
}

type negationRule struct {
	Triggers []string `json:"triggers,omitempty"`
	Anchored bool     `json:"anchored,omitempty"`
	Before   string   `json:"before,omitempty"`
	m        matcher
	ID       string `json:"id"`
	Pattern  string `json:"pattern"`
	Doc      string `json:"doc,omitempty"`
	// Names sets aside a name verb that writes or runs as well: the
	// statement says the tool only hands the agent something to do
	// (ctx_upgrade returns the command that upgrades). A name verb that
	// destroys still counts.
	Names bool `json:"names,omitempty"`
	// NameOnly sets aside only that name verb: the statement speaks of
	// what the name means (debug_issue gets debugging guidance), not of
	// what the description or the schema say the tool can do, so their
	// evidence still counts.
	NameOnly bool `json:"name_only,omitempty"`
	// Opening, when set, is how many bytes of the description's start
	// the statement is looked for in: a pattern anchored at the start
	// then costs nothing on long descriptions.
	Opening int `json:"opening,omitempty"`
	// Unless, when it matches in the rest of the sentence from the
	// statement on, says the tool does the act after all ("generates a
	// command for the task and runs it"): the statement then negates
	// nothing.
	Unless string `json:"unless,omitempty"`
	re     *regexp.Regexp
	unless *regexp.Regexp
}

type paramRule struct {
	ID           string   `json:"id"`
	Effect       string   `json:"effect"`
	Strength     int      `json:"strength"`
	Capabilities []string `json:"capabilities"`
	Names        []string `json:"names"`
	Require      string   `json:"require"`
	// Triggers, for a rule without names, are words one of which a
	// parameter's description must hold, as written, before it is
	// lowered and matched: most descriptions are passed over without a
	// copy.
	Triggers []string `json:"triggers,omitempty"`
	// Need, for a rule without names, are strings one of which the
	// lowered description must hold before the pattern is tried (the
	// language a program is written in).
	Need []string `json:"need,omitempty"`
	// AlsoRequire, when set, must match the tool's whole description as
	// well: browser actions run JavaScript when the description lists a
	// script command among them.
	AlsoRequire string `json:"also_require,omitempty"`
	// RunsIn are name words of a tool with no verb in its name that say
	// the parameter runs there (python, sandbox, ssh) when the
	// descriptions do not.
	RunsIn      []string `json:"runs_in,omitempty"`
	Doc         string   `json:"doc,omitempty"`
	names       map[string]bool
	require     *regexp.Regexp
	requireNeed prefilter // require's prefilter
	// rawNeed spells Triggers so that a capital letter does not hide
	// them: a long word without its first letter, a short one also
	// capitalised. A few plain searches cost less than one over a
	// set of common letters.
	rawNeed     []string
	need        *literalSet // Need; nil passes all
	alsoRequire *regexp.Regexp
}

// mayHold reports whether desc, as written, holds one of the rule's
// triggers (true for a rule without them), and its lowered form (asked
// only then) one of the strings it needs.
func (p *paramRule) mayHold(desc string, lowered func() string) bool {
	found := len(p.rawNeed) == 0
	for _, w := range p.rawNeed {
		if strings.Contains(desc, w) {
			found = true
			break
		}
	}
	return found && p.need.in(lowered())
}

// wordRule is a documented list of words.
type wordRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Words []string `json:"words"`
}

type pureRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Verbs []string `json:"verbs"`
}

type enumRule struct {
	ID      string              `json:"id"`
	Names   []string            `json:"names"`
	Generic []string            `json:"generic"`
	Values  map[string][]string `json:"values"`
	// Arithmetic lists the operations of a calculation: an enum with two
	// or more of them computes (add and subtract days), and those values
	// change nothing.
	Arithmetic []string `json:"arithmetic,omitempty"`
	// HTTPMethods are the values of an enum that picks an HTTP method;
	// RequestVerbs are the name verbs of tools that send the request.
	// On any other tool with a verb (create_api, add_mock_rule,
	// get_api_list) the method is a field of the record kept or looked
	// up, and the name decides.
	HTTPMethods  []string `json:"http_methods,omitempty"`
	RequestVerbs []string `json:"request_verbs,omitempty"`
	Doc          string   `json:"doc,omitempty"`
	names        map[string]bool
	generic      map[string]bool
	values       map[string]Category
	arithmetic   map[string]bool
	httpMethods  map[string]bool
	requestVerbs map[string]bool
}

// leadRule bounds the part of a description whose evidence counts as
// strong.
type leadRule struct {
	ID        string `json:"id"`
	Doc       string `json:"doc,omitempty"`
	Sentences int    `json:"sentences"`
	Chars     int    `json:"chars"`
}

// suffixRule maps the last word of a parameter name to the name a
// parameter rule knows (initScript → script).
type suffixRule struct {
	ID       string            `json:"id"`
	Doc      string            `json:"doc,omitempty"`
	Suffixes map[string]string `json:"suffixes"`
}

// pathRule finds downloads into a local path.
type pathRule struct {
	ID         string   `json:"id"`
	Doc        string   `json:"doc,omitempty"`
	Verbs      []string `json:"verbs"`
	ParamWords []string `json:"param_words"`
	// OutputWords lead a two-word parameter name whose last word is one of
	// ParamWords (outputPath, out_dir, save_path): the place a tool writes
	// what it makes, whatever the tool's verb.
	OutputWords []string `json:"output_words,omitempty"`
	// Stored are parameters that say where a tool keeps what it makes
	// (a bucket to put it in, the life of the signed URL that hands it
	// out, the name of the file it writes): the output is written there,
	// not only returned.
	Stored []storedOutputRule `json:"stored_output,omitempty"`
}

// storedOutputRule finds the parameters of a tool that stores its output
// in a service's storage.
type storedOutputRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Names are parameter names, squashed (see squashName), that say so
	// by themselves (s3bucket, signedurlexpiresin).
	Names []string `json:"names"`
	// Describes matches, ignoring case, the description of a parameter that says
	// so ("Signed URL expiration time", "bucket for storing the file").
	Describes string `json:"describes"`
	// Need are strings, as written, one of which a parameter's
	// description must hold before Describes is tried.
	Need []string `json:"need"`
	// NameParts are strings one of which a parameter's squashed name must
	// hold before its description is read (bucket, expir, path, name).
	NameParts []string `json:"name_parts"`
	// PerCall says the parameter decides per call whether the output is
	// written (a path given or not, a file mode chosen or not): the write
	// is an argument risk, not the tool's baseline.
	PerCall bool `json:"per_call,omitempty"`
	// Produces are the name verbs of tools that make something
	// (generate, convert, render); a tool whose name has no verb counts
	// too. Any other verb looks up or acts, and a link it hands out
	// (get_file_url with an expiry) is to what is already stored.
	Produces  []string `json:"produces"`
	names     map[string]bool
	nameParts [][]byte
	produces  map[string]bool
	describes *regexp.Regexp
}

// nominalRule reads an act named as a noun at the end of a name without a
// verb (code_execution) as its verb.
type nominalRule struct {
	ID    string            `json:"id"`
	Doc   string            `json:"doc,omitempty"`
	Nouns map[string]string `json:"nouns"` // noun → verb
}

// declaredReadRule lets a declared readOnlyHint, with a description that
// opens by saying what the tool hands back, outweigh the name's verb (see
// declaredReadOnly).
type declaredReadRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Openings are the verbs (base forms) a description may open with
	// for the hint to count: get, return, validate, suggest.
	Openings []string `json:"openings"`
	// Unless, when it matches anywhere in the description, says the tool
	// does more than hand something back (it executes, deletes, pays or
	// saves): the hint then counts for nothing.
	Unless string `json:"unless,omitempty"`
	// NeverNames are name verbs the hint never outweighs: acts on
	// records and on other people (send, create, update, share) that a
	// hint, the server's own claim, must not hide.
	NeverNames []string `json:"never_names,omitempty"`
}

// paidParamRule finds a number parameter that is money the call pays out
// (budget_usd: "payment in USD per worker").
type paidParamRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Currencies are the last words of a parameter name that make it an
	// amount of money (prize_usd, reward_cents).
	Currencies []string `json:"currencies"`
	// Names are parameter names that are money whatever their unit.
	Names []string `json:"names"`
	// Describes must match the parameter's own description: it says the
	// amount is paid (a payment, a prize, a reward).
	Describes  string `json:"describes"`
	currencies map[string]bool
	names      map[string]bool
	describes  *regexp.Regexp
}

// switchRule finds boolean parameters that turn on a destructive act.
type switchRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Verbs []string `json:"verbs"`
	Alone []string `json:"alone"`
	// Off lists switches whose off position destroys: a write tool's
	// append, false by default, replaces the content.
	Off []string `json:"off,omitempty"`
	// Describes matches a boolean's own description that says true
	// destroys ("set to true to archive (delete) a block").
	Describes string `json:"describes,omitempty"`
	// Redo matches the description of a switch named only by an alone
	// word (force) that says it repeats work ("re-fetch even if cached",
	// "force re-authentication"): redoing destroys nothing.
	Redo      string `json:"redo,omitempty"`
	verbs     map[string]bool
	alone     map[string]bool
	off       map[string]bool
	describes *regexp.Regexp
	redo      *regexp.Regexp
}

// opListRule finds a list of operations in a description ("ops:
// list/get/delete"); group 2 of the pattern is the list.
type opListRule struct {
	ID      string `json:"id"`
	Doc     string `json:"doc,omitempty"`
	Pattern string `json:"pattern"`
	// Words are the words a list follows ("ops:"): the pattern is tried
	// only from one of them standing before a colon, not over every
	// description.
	Words []string `json:"words"`
	// Prose, if given, finds the lists written as prose in the lead.
	Prose *opProse `json:"prose,omitempty"`
	re    *regexp.Regexp
	// at is re anchored at the start of the text: a match is wanted only
	// where a word starts, and an unanchored search would read on to the
	// end of the description for one.
	at    *regexp.Regexp
	words map[string]bool
}

// find returns the pattern's submatch indexes in text (lower-cased),
// trying it only where one of the words stands before a colon.
func (ol *opListRule) find(text string) []int {
	for at := 0; ; {
		i := strings.IndexByte(text[at:], ':')
		if i < 0 {
			return nil
		}
		colon := at + i
		at = colon + 1
		end := colon
		for end > 0 && text[end-1] == ' ' {
			end--
		}
		start := end
		for start > 0 && text[start-1] >= 'a' && text[start-1] <= 'z' {
			start--
		}
		if start == end || !ol.words[text[start:end]] {
			continue
		}
		if m := ol.at.FindStringSubmatchIndex(text[start:]); m != nil {
			for k := range m {
				if m[k] >= 0 {
					m[k] += start
				}
			}
			return m
		}
	}
}

// pipelineRule finds aggregation pipelines whose stages can write
// ($out replaces a collection, $merge writes into one).
type pipelineRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Names []string `json:"names"`
	// Context must match the parameter's description or the tool's: a
	// "pipeline" of a CI system is not an aggregation.
	Context string `json:"context"`
	// Stages maps a category to the stages that reach it.
	Stages  map[string][]string `json:"stages"`
	names   map[string]bool
	context *regexp.Regexp
	worst   Category
	stages  []string // every stage, sorted
}

type findingRule struct {
	Triggers []string `json:"triggers,omitempty"`
	Anchored bool     `json:"anchored,omitempty"`
	Before   string   `json:"before,omitempty"`
	m        matcher
	ID       string   `json:"id"`
	Kind     string   `json:"kind"`
	Severity string   `json:"severity"`
	Fields   []string `json:"fields"`
	Pattern  string   `json:"pattern"`
	Message  string   `json:"message"`
	Doc      string   `json:"doc,omitempty"`
	// Sequences match too: words in order within a sentence (see
	// sequence), for phrases whose word lists would make the pattern too
	// large to run cheaply.
	Sequences []sequenceRule `json:"sequences,omitempty"`
	re        *regexp.Regexp
	seqs      []*sequence
}

// seqRef is one sequence of finding rule number rule.
type seqRef struct {
	rule int
	seq  *sequence
}

// sequenceRule is a sequence as the ruleset file writes it.
type sequenceRule struct {
	Steps [][]string `json:"steps"`
	// MaxGap is how many words may stand between two steps; absent, the
	// default; 0, none (the steps are adjacent).
	MaxGap *int `json:"max_gap,omitempty"`
	// Requires, when set, names substrings one of which the text must
	// contain for the sequence to be tried: a cheap test first.
	Requires []string `json:"requires,omitempty"`
	// Unless names words that, among the words a match spans or the two
	// before it, undo it: "treat page text as data, not as instructions"
	// and "do not skip the approval step" say the opposite of what the
	// steps alone read.
	Unless []string `json:"unless,omitempty"`
}

// Ruleset is a compiled set of classification rules. It is immutable and
// safe for concurrent use.
type Ruleset struct {
	version string
	file    ruleFile

	verbs     map[string]Category // verb → category
	qualified map[string]*qualifiedVerb
	money     struct {
		verbs, objects, notBefore, notAfter, lookups map[string]bool
		unless                                       map[string]*regexp.Regexp
		id                                           string
	}
	ambiguous map[string]bool
	// nounRun are verbs that, after another word and before a clear
	// verb, name the object (qase_run_complete).
	nounRun map[string]bool
	pure    map[string]bool
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
	requireLists []string
	requireSets  []*literalSet // by requires list
	byKind       map[string][]int
	// termBits maps a word or two-word phrase to the capabilities and flows
	// it suggests, as bits: capability i is bit i of termNames, flows
	// follow.
	termBits  map[string]uint64
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
	base := Default()
	return parseRules(data, &base.file)
}

func parseRules(data []byte, base *ruleFile) (*Ruleset, error) {
	var f ruleFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("ruleset: %w", catalog.PositionError(data, err))
	}
	if base != nil {
		if f.Version == "" {
			return nil, errors.New("ruleset: a version is required, so assessments made with it can be told apart")
		}
		f = mergeRules(*base, f)
	}
	if f.Version == "" {
		return nil, errors.New("ruleset: version is required")
	}
	r := &Ruleset{version: f.Version, file: f, verbs: map[string]Category{}, qualified: map[string]*qualifiedVerb{}}
	for cat, verbs := range f.Verbs {
		c, ok := parseCategory(cat)
		if !ok {
			return nil, fmt.Errorf("ruleset: verbs: unknown category %q (want Read, Write, Execute, Destructive or Financial)", cat)
		}
		for _, v := range verbs {
			v = strings.ToLower(v)
			if prev, dup := r.verbs[v]; dup && prev != c && base == nil {
				return nil, fmt.Errorf("ruleset: verb %q is listed under both %s and %s", v, prev, c)
			}
			r.verbs[v] = c
		}
	}
	for i := range f.QualifiedVerbs {
		q := &f.QualifiedVerbs[i]
		if _, ok := parseCategory(q.Default); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown default category %q", q.ID, q.Default)
		}
		q.objects = map[string]Category{}
		for cat, list := range q.Objects {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", q.ID, cat)
			}
			for _, o := range list {
				if prev, dup := q.objects[o]; !dup || c.rank() > prev.rank() {
					q.objects[o] = c
				}
			}
		}
		for j := range q.Lead {
			if _, ok := parseCategory(q.Lead[j].Category); !ok {
				return nil, fmt.Errorf("ruleset: %s: lead: unknown category %q", q.ID, q.Lead[j].Category)
			}
		}
		r.qualified[strings.ToLower(q.Verb)] = q
	}
	if f.Money != nil {
		r.money.id = f.Money.ID
		r.money.verbs = set(f.Money.Verbs)
		r.money.objects = set(f.Money.Objects)
		r.money.notBefore = set(f.Money.NotBefore)
		r.money.notAfter = set(f.Money.NotAfter)
		r.money.lookups = set(f.Money.Lookups)
	}
	if f.AmbiguousVerbs != nil {
		r.ambiguous = set(f.AmbiguousVerbs.Words)
	}
	if f.SessionState != nil {
		r.sessionState = set(f.SessionState.Words)
	}
	prefixed, perr := compilePrefixes(f.Prefixed)
	if perr != nil {
		return nil, perr
	}
	r.prefixed = prefixed
	if f.NounBeforeVerb != nil {
		r.nounRun = set(f.NounBeforeVerb.Words)
	}
	if f.Pure != nil {
		r.pure = set(f.Pure.Verbs)
	}
	if f.Escalate != nil {
		r.escalate = set(f.Escalate.Verbs)
	}
	if f.Switches != nil {
		f.Switches.verbs = set(f.Switches.Verbs)
		f.Switches.alone = set(f.Switches.Alone)
		f.Switches.off = set(f.Switches.Off)
	}
	var err error
	compile := func(id, pattern string) *regexp.Regexp {
		if err != nil || pattern == "" {
			return nil
		}
		// Text is lower-cased before matching, so patterns need no case
		// folding (which would make every comparison slower).
		re, cerr := regexp.Compile(pattern)
		if cerr != nil {
			err = fmt.Errorf("ruleset: %s: %w", id, cerr)
		}
		return re
	}
	if f.DeclaredRead != nil {
		r.readOpenings = set(f.DeclaredRead.Openings)
		r.readUnless = compile(f.DeclaredRead.ID, f.DeclaredRead.Unless)
		r.readNever = set(f.DeclaredRead.NeverNames)
	}
	for i := range f.QualifiedVerbs {
		q := &f.QualifiedVerbs[i]
		for j := range q.Lead {
			q.Lead[j].re = compile(q.ID, q.Lead[j].Pattern)
		}
		q.unless = compile(q.ID, q.Unless)
	}
	if d := f.DownloadToPath; d != nil {
		for i := range d.Stored {
			st := &d.Stored[i]
			st.names, st.produces = set(st.Names), set(st.Produces)
			for _, part := range st.NameParts {
				st.nameParts = append(st.nameParts, []byte(part))
			}
			if st.Describes != "" {
				// Matched on the description as written: the few that
				// pass Need and NameParts are not worth a lowered copy.
				st.describes = compile(st.ID, "(?i)"+st.Describes)
			}
		}
	}
	if sw := f.Switches; sw != nil {
		sw.describes = compile(sw.ID, sw.Describes)
		sw.redo = compile(sw.ID, sw.Redo)
	}
	if f.Money != nil && len(f.Money.UnlessContext) > 0 {
		r.money.unless = map[string]*regexp.Regexp{}
		for obj, pattern := range f.Money.UnlessContext {
			r.money.unless[strings.ToLower(obj)] = compile(f.Money.ID, pattern)
		}
	}
	if d := f.Directives; d != nil {
		if derr := d.compile(); derr != nil {
			return nil, fmt.Errorf("ruleset: %w", derr)
		}
	}
	if pp := f.PaidParams; pp != nil {
		pp.currencies, pp.names = set(pp.Currencies), set(pp.Names)
		pp.describes = compile(pp.ID, pp.Describes)
	}
	if ol := f.OperationLists; ol != nil {
		ol.re = compile(ol.ID, ol.Pattern)
		if ol.re != nil {
			ol.at = compile(ol.ID, `\A(?:`+ol.Pattern+`)`)
		}
		ol.words = set(ol.Words)
		if p := ol.Prose; p != nil {
			p.m = newMatcher(compile(ol.ID, p.Pattern), p.Triggers, true, nil, p.Pattern)
			p.skip = set(p.Skip)
		}
	}
	if pl := f.Pipelines; pl != nil {
		pl.names = set(pl.Names)
		pl.context = compile(pl.ID, pl.Context)
		pl.worst, pl.stages = "", nil // a clone of the base's may carry them
		for cat, stages := range pl.Stages {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", pl.ID, cat)
			}
			if c.rank() > pl.worst.rank() {
				pl.worst = c
			}
			pl.stages = append(pl.stages, stages...)
		}
		slices.Sort(pl.stages)
	}
	for i := range f.Phrases {
		p := &f.Phrases[i]
		if _, ok := parseCategory(p.Effect); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown effect %q", p.ID, p.Effect)
		}
		for capName, c := range p.Raise {
			if _, ok := parseCategory(c); !ok {
				return nil, fmt.Errorf("ruleset: %s: raise %s: unknown category %q", p.ID, capName, c)
			}
			if _, ok := f.Capabilities[capName]; !ok {
				return nil, fmt.Errorf("ruleset: %s: raise: unknown capability %q", p.ID, capName)
			}
		}
		p.re = compile(p.ID, p.Pattern)
		p.m = newMatcher(p.re, p.Triggers, p.Anchored, compile(p.ID, p.Before), p.Pattern)
		p.notAfter = compile(p.ID, p.NotAfter)
	}
	for i := range f.Negations {
		n := &f.Negations[i]
		n.re = compile(n.ID, n.Pattern)
		n.m = newMatcher(n.re, n.Triggers, n.Anchored, compile(n.ID, n.Before), n.Pattern)
		n.unless = compile(n.ID, n.Unless)
	}
	for i := range f.Params {
		p := &f.Params[i]
		if _, ok := parseCategory(p.Effect); !ok && p.Effect != "" {
			return nil, fmt.Errorf("ruleset: %s: unknown effect %q", p.ID, p.Effect)
		}
		p.names = set(p.Names)
		if len(p.Names) == 0 {
			// A rule without names reads every described parameter.
			if p.Require == "" {
				return nil, fmt.Errorf("ruleset: %s: a parameter rule needs names or a require pattern", p.ID)
			}
			r.paramByDesc = append(r.paramByDesc, i)
			if len(p.Need) > 0 {
				p.need = newLiteralSet(p.Need)
			}
			for _, t := range p.Triggers {
				switch {
				case len(t) > 4:
					p.rawNeed = append(p.rawNeed, t[1:])
				case t != "":
					p.rawNeed = append(p.rawNeed, t, strings.ToUpper(t[:1])+t[1:])
				}
			}
		}
		for n := range p.names {
			if r.paramRules == nil {
				r.paramRules = map[string][]int{}
			}
			if l := r.paramRules[n]; len(l) == 0 || l[len(l)-1] != i {
				r.paramRules[n] = append(l, i)
			}
		}
		p.require = compile(p.ID, p.Require)
		p.requireNeed = newPrefilter(p.Require, nil)
		p.alsoRequire = compile(p.ID, p.AlsoRequire)
	}
	if f.EnumParams != nil {
		f.EnumParams.names = set(f.EnumParams.Names)
		f.EnumParams.generic = set(f.EnumParams.Generic)
		f.EnumParams.arithmetic = set(f.EnumParams.Arithmetic)
		f.EnumParams.httpMethods = set(f.EnumParams.HTTPMethods)
		f.EnumParams.requestVerbs = set(f.EnumParams.RequestVerbs)
		f.EnumParams.values = map[string]Category{}
		for cat, vals := range f.EnumParams.Values {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", f.EnumParams.ID, cat)
			}
			for _, v := range vals {
				f.EnumParams.values[strings.ToLower(v)] = c
			}
		}
	}
	var seqRefs []seqRef
	for i := range f.Findings {
		fr := &f.Findings[i]
		fr.re = compile(fr.ID, fr.Pattern)
		fr.m = newMatcher(fr.re, fr.Triggers, fr.Anchored, compile(fr.ID, fr.Before), fr.Pattern)
		for _, sr := range fr.Sequences {
			gap := defaultGap
			if sr.MaxGap != nil {
				gap = *sr.MaxGap
			}
			seq, serr := compileSequence(fr.ID, sr.Steps, gap)
			if serr != nil {
				return nil, serr
			}
			for _, w := range sr.Unless {
				seq.unless = append(seq.unless, strings.ToLower(w))
			}
			seq.id = len(r.seqList)
			key := strings.Join(sr.Requires, "\x00")
			seq.requireList = slices.Index(r.requireLists, key)
			if seq.requireList < 0 {
				seq.requireList = len(r.requireLists)
				r.requireLists = append(r.requireLists, key)
				r.requireSets = append(r.requireSets, newLiteralSet(sr.Requires))
			}
			seq.requires = r.requireSets[seq.requireList]
			r.seqList = append(r.seqList, seq)
			ref := seqRef{rule: i, seq: seq}
			if len(seq.steps[0].loose) > 0 {
				r.looseSeqs = append(r.looseSeqs, ref)
				first := seq.steps[0].looseFirstBytes()
				for b := range first {
					if first[b] {
						r.looseByFirst[b] = append(r.looseByFirst[b], ref)
					}
				}
			}
			seqRefs = append(seqRefs, ref)
			fr.seqs = append(fr.seqs, seq)
		}
		if _, ok := parseSeverity(fr.Severity); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown severity %q", fr.ID, fr.Severity)
		}
	}
	r.seqIx = newSeqIndex(seqRefs)
	if err != nil {
		return nil, err
	}
	for i := range f.Phrases {
		r.triggers.add(&f.Phrases[i].m)
	}
	for i := range f.Negations {
		r.triggers.add(&f.Negations[i].m)
	}
	for i := range f.Findings {
		r.triggers.add(&f.Findings[i].m)
	}
	// After the findings, in the order allMatchers (hotpath_test.go) lists.
	if ol := f.OperationLists; ol != nil && ol.Prose != nil {
		r.triggers.add(&ol.Prose.m)
	}
	r.byKind = map[string][]int{}
	for i := range f.Findings {
		for _, k := range f.Findings[i].Fields {
			r.byKind[k] = append(r.byKind[k], i)
			if k == "param_default" {
				// A member's value is read as a default is (see kindValue).
				r.byKind[kindValue] = append(r.byKind[kindValue], i)
			}
		}
	}

	r.file = f
	r.termBits = map[string]uint64{}
	for _, group := range []map[string][]string{f.Capabilities, f.Flows} {
		names := make([]string, 0, len(group))
		for n := range group {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			if len(r.termNames) == 64 {
				return nil, errors.New("ruleset: at most 64 capabilities and flows")
			}
			bit := uint64(1) << len(r.termNames)
			r.termNames = append(r.termNames, n)
			for _, w := range group[n] {
				r.termBits[strings.ToLower(w)] |= bit
			}
		}
	}
	return r, nil
}

// mergeRules lays a user ruleset over the base.
func mergeRules(base, user ruleFile) ruleFile {
	out := base
	out.Version = base.Version + "+" + user.Version
	out.Verbs = map[string][]string{}
	moved := map[string]bool{}
	for _, vs := range user.Verbs {
		for _, v := range vs {
			moved[strings.ToLower(v)] = true
		}
	}
	for cat, vs := range base.Verbs {
		for _, v := range vs {
			if !moved[v] {
				out.Verbs[cat] = append(out.Verbs[cat], v)
			}
		}
	}
	for cat, vs := range user.Verbs {
		out.Verbs[cat] = append(out.Verbs[cat], vs...)
	}
	out.QualifiedVerbs = mergeByID(base.QualifiedVerbs, user.QualifiedVerbs, func(q qualifiedVerb) string { return q.ID })
	for i := range out.QualifiedVerbs {
		out.QualifiedVerbs[i].Lead = slices.Clone(out.QualifiedVerbs[i].Lead)
	}
	out.Phrases = mergeByID(base.Phrases, user.Phrases, func(p phraseRule) string { return p.ID })
	out.Negations = mergeByID(base.Negations, user.Negations, func(n negationRule) string { return n.ID })
	out.Params = mergeByID(base.Params, user.Params, func(p paramRule) string { return p.ID })
	out.Findings = mergeByID(base.Findings, user.Findings, func(f findingRule) string { return f.ID })
	// Compiling writes into the rules, so nothing may stay shared with the
	// base ruleset: a failed user ruleset must not touch the built-in one.
	out.Money = overlay(base.Money, user.Money)
	out.EnumParams = overlay(base.EnumParams, user.EnumParams)
	if user.AmbiguousVerbs != nil {
		out.AmbiguousVerbs = user.AmbiguousVerbs
	}
	if user.NounBeforeVerb != nil {
		out.NounBeforeVerb = user.NounBeforeVerb
	}
	if user.Pure != nil {
		out.Pure = user.Pure
	}
	if user.SessionState != nil {
		out.SessionState = user.SessionState
	}
	if user.Escalate != nil {
		out.Escalate = user.Escalate
	}
	if user.Lead != nil {
		out.Lead = user.Lead
	}
	if user.DownloadToPath != nil {
		out.DownloadToPath = user.DownloadToPath
	}
	out.PaidParams = overlay(base.PaidParams, user.PaidParams)
	if user.Nominal != nil {
		out.Nominal = user.Nominal
	}
	out.Prefixed = overlay(base.Prefixed, user.Prefixed)
	if user.DeclaredRead != nil {
		out.DeclaredRead = user.DeclaredRead
	}
	if user.ParamSuffix != nil {
		out.ParamSuffix = user.ParamSuffix
	}
	out.Switches = overlay(base.Switches, user.Switches)
	out.OperationLists = overlay(base.OperationLists, user.OperationLists)
	if out.OperationLists != nil {
		out.OperationLists.Prose = clonePtr(out.OperationLists.Prose) // compiled per ruleset
	}
	out.Directives = overlay(base.Directives, user.Directives)
	out.Pipelines = overlay(base.Pipelines, user.Pipelines)
	out.Capabilities = maps.Clone(base.Capabilities)
	maps.Copy(out.Capabilities, user.Capabilities)
	out.Flows = maps.Clone(base.Flows)
	maps.Copy(out.Flows, user.Flows)
	return out
}

func mergeByID[T any](base, user []T, id func(T) string) []T {
	out := slices.Clone(base)
	for _, u := range user {
		if i := slices.IndexFunc(out, func(b T) bool { return id(b) == id(u) }); i >= 0 {
			out[i] = u
		} else {
			out = append(out, u)
		}
	}
	return out
}

// overlay is the user's section when it has one, else a copy of the
// base's: compiling writes into a section, and the built-in one must
// stay as it is.
func overlay[T any](base, user *T) *T {
	if user != nil {
		return user
	}
	return clonePtr(base)
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	c := *p
	return &c
}

// matcher finds a pattern rule's matches cheaply. Every pattern describes
// a phrase of at most a sentence, so it only needs to look near its
// triggers: an anchored rule is tried once at each trigger occurrence (with
// a ^-anchored copy of the pattern), others in a window around it. The cost
// per tool stays flat however long a description is.
type matcher struct {
	id       int            // index into a scan's hits
	re       *regexp.Regexp // the pattern, for windows and trigger-less rules
	anchored *regexp.Regexp // ^(?:pattern), for anchored rules
	before   *regexp.Regexp // must match the text just before an anchored match
	triggers []string
	// need holds strings one of which every match contains (see
	// newPrefilter): a text or window without any is not matched; nil
	// when the pattern has no such strings worth looking for.
	need prefilter
}

const (
	anchoredSpan = 240 // longest text an anchored match may cover
	windowBefore = 64
	windowAfter  = 128
	maxHits      = 16 // trigger occurrences looked at per trigger
	// wholeText is the longest text an unanchored rule with several
	// trigger hits is matched against whole.
	wholeText = 1024
)

func newMatcher(re *regexp.Regexp, triggers []string, anchored bool, before *regexp.Regexp, pattern string) matcher {
	m := matcher{re: re, triggers: triggers, before: before}
	if re != nil {
		m.need = newPrefilter(pattern, triggers)
	}
	if anchored && re != nil && len(triggers) > 0 {
		flags := ""
		if strings.HasPrefix(pattern, "(?i)") {
			flags, pattern = "(?i)", strings.TrimPrefix(pattern, "(?i)")
		}
		m.anchored = regexp.MustCompile(flags + "^(?:" + pattern + ")")
	}
	return m
}

// needsHits reports whether find reads the trigger positions: a matcher
// without triggers (or without a pattern) does not.
func (m *matcher) needsHits() bool { return m.re != nil && len(m.triggers) > 0 }

// mayMatch reports whether the pattern may match in text: whether it
// holds one of the strings every match contains.
func (m *matcher) mayMatch(text string) bool { return m.need.in(text) }

// find returns up to n non-overlapping matches in text (already lower-cased
// for rules that expect it), in text order. starts are the positions where
// the matcher's triggers occur (from a triggerIndex scan of text).
func (m *matcher) find(text string, starts []int, n int) [][]int {
	if m.re == nil {
		return nil
	}
	if len(m.triggers) == 0 {
		if !m.mayMatch(text) {
			return nil
		}
		return m.re.FindAllStringIndex(text, n)
	}
	if len(starts) == 0 {
		return nil
	}
	if m.anchored == nil && len(text) <= wholeText && len(starts) > 1 {
		// Several trigger hits in a short text: one pass over all of it
		// costs less than one per window.
		if !m.mayMatch(text) {
			return nil
		}
		return m.re.FindAllStringIndex(text, n)
	}
	var out [][]int
	next := 0 // matches may not overlap
	for _, at := range starts {
		if at < next {
			continue
		}
		if m.anchored != nil {
			window := text[at:min(len(text), at+anchoredSpan)]
			// The literal check is cheaper than the before pattern.
			if !m.mayMatch(window) {
				continue
			}
			if m.before != nil && !m.before.MatchString(text[max(0, at-24):at]) {
				continue
			}
			if loc := m.anchored.FindStringIndex(window); loc != nil {
				out = append(out, []int{at, at + loc[1]})
				next = at + loc[1]
			}
		} else {
			lo, hi := max(next, at-windowBefore), min(len(text), at+windowAfter)
			if !m.mayMatch(text[lo:hi]) {
				continue
			}
			for _, loc := range m.re.FindAllStringIndex(text[lo:hi], n) {
				out = append(out, []int{lo + loc[0], lo + loc[1]})
				next = lo + loc[1]
			}
		}
		if len(out) >= n {
			return out[:n]
		}
	}
	return out
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// wordBytes is isWordByte as a table, for the scans that ask it of every
// byte.
var wordBytes = func() (t [256]bool) {
	for b := range t {
		t[b] = isWordByte(byte(b))
	}
	return t
}()

func set(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[strings.ToLower(w)] = true
	}
	return m
}
