package classifier

import (
	"regexp"
	"slices"
	"strings"
)

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
	AgentNouns     *nominalRule        `json:"agent_nouns,omitempty"`
	RemovalKept    *removalKeptRule    `json:"removal_kept,omitempty"`
	RemovalMarker  *removalMarkerRule  `json:"removal_marker,omitempty"`
	Prefixed       *prefixedRule       `json:"prefixed_verbs,omitempty"`
	DeclaredRead   *declaredReadRule   `json:"declared_read_only,omitempty"`
	NameAsNoun     *nameAsNounRule     `json:"name_as_noun,omitempty"`
	NameHandedBack *nameHandedBackRule `json:"name_handed_back,omitempty"`
	KillSignals    *killSignalRule     `json:"kill_signals,omitempty"`
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
	// Requests are objects that ask for money (an invoice) with the verbs
	// that only make or send the ask: no money moves until it is paid.
	Requests *moneyRequests `json:"requests,omitempty"`
}

// moneyRequests lists objects that ask for money and the verbs that only
// make or send them (see moneyRule.Requests).
type moneyRequests struct {
	Doc     string   `json:"doc,omitempty"`
	Verbs   []string `json:"verbs"`
	Objects []string `json:"objects"`
}

type phraseRule struct {
	Triggers   []string `json:"triggers,omitempty"`
	Anchored   bool     `json:"anchored,omitempty"`
	Before     string   `json:"before,omitempty"`
	UnlessNext []string `json:"unless_next,omitempty"`
	// NotAfter, when it matches the text just before a match, sets the
	// match aside: "a specific trigger" names a thing, "triggers a
	// build" does something.
	NotAfter string `json:"not_after,omitempty"`
	notAfter *regexp.Regexp
	// UnlessWithin, when it matches inside a match, sets it aside: in
	// "runs syntax analysis on scripts" what is run is the analysis, and
	// the scripts are what it is run on.
	UnlessWithin string `json:"unless_within,omitempty"`
	unlessWithin *regexp.Regexp
	// UnlessName are name words under which the phrase says nothing new:
	// "removes the user's assignment" of unassign_user undoes the
	// assignment the name speaks of, and loses no data.
	UnlessName []string `json:"unless_name,omitempty"`
	// SubjectIsAct, when set, keeps a match whose first word is a gerund
	// only when it is the name's own verb: "releasing is destructive" on
	// release_device speaks of the tool's act, "deleting is
	// destructive" on archive_item of another.
	SubjectIsAct bool `json:"subject_is_act,omitempty"`
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
	// Unless, when it matches the parameter's own description, says the
	// parameter is judged rather than run: "the code to evaluate against
	// the brand guidelines" is scored against a standard.
	Unless string `json:"unless,omitempty"`
	// RunsIn are name words of a tool with no verb in its name that say
	// the parameter runs there (python, sandbox, ssh) when the
	// descriptions do not.
	RunsIn []string `json:"runs_in,omitempty"`
	// SwitchWords, for a rule without names, let it read a top-level
	// boolean too when the first word of its name is one of them
	// (save_evidence, persist): the switch's description says what true
	// does.
	SwitchWords []string `json:"switch_words,omitempty"`
	// SavesOutput says the parameter names where the tool's output is
	// saved: a tool that takes a picture of a screen still only reads
	// what it saw (download_to_path's captures).
	SavesOutput bool `json:"saves_output,omitempty"`
	// TopLevel sets aside parameters nested in others: a GraphQL query
	// inside a stored request's body is a field of that record, not a
	// document the tool sends.
	TopLevel bool `json:"top_level,omitempty"`
	// Lookups are name verbs that set the rule aside: a lookup that
	// saves what it found where the agent asks still reads, as the label
	// conventions have it.
	Lookups     []string `json:"lookups,omitempty"`
	Doc         string   `json:"doc,omitempty"`
	names       map[string]bool
	require     *regexp.Regexp
	requireNeed prefilter // require's prefilter
	// rawNeed spells Triggers so that a capital letter does not hide
	// them: a long word without its first letter, a short one also
	// capitalised; read in one pass (see anyOf), none passes all.
	rawNeed     anyOf
	need        *literalSet // Need; nil passes all
	alsoRequire *regexp.Regexp
	unless      *regexp.Regexp
}

// mayHold reports whether a description holds one of the rule's
// triggers as written (raw, see descNeeds), and its lowered form (asked
// only then) one of the strings it needs.
func (p *paramRule) mayHold(raw bool, lowered func() string) bool {
	return raw && p.need.in(lowered())
}

// readsSwitch reports whether the rule reads boolean p, a top-level
// switch whose name starts with one of its SwitchWords.
func (p *paramRule) readsSwitch(q param, words []string) bool {
	return q.typ == "boolean" && len(words) > 0 && !strings.ContainsAny(q.path, ".[") && slices.Contains(p.SwitchWords, words[0])
}

// wordRule is a documented list of words.
type wordRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Words []string `json:"words"`
}

// killSignalRule reads a parameter that picks the signal sent to a
// process: among its choices, one that ends the process kills it.
type killSignalRule struct {
	ID     string   `json:"id"`
	Doc    string   `json:"doc,omitempty"`
	Names  []string `json:"names"`
	Values []string `json:"values"`
	names  map[string]bool
	values map[string]bool
}

type pureRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Verbs []string `json:"verbs"`
	// Quantities are the objects a verb of Verbs computes with when the
	// name is the verb and one of them (add_time, subtract_days): a value
	// handed back, nothing stored.
	Quantities []string `json:"quantities,omitempty"`
	// Previews are the verbs that, before another verb of the name, make
	// the tool a plan of that act rather than the act (plan_registry_add,
	// preview_apply): with the definition declaring read-only, the name
	// reads.
	Previews []string `json:"previews,omitempty"`
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
	// PlaceholderVerbs are name verbs that say only that something is
	// done to the object (manage_project): the operation enum says what,
	// and when every value reads, the tool reads.
	PlaceholderVerbs []string `json:"placeholder_verbs,omitempty"`
	// Products are values that are no verb but name what the tool hands
	// back (docs, schema, status): beside values that read, they keep a
	// placeholder verb's enum all reading.
	Products []string `json:"products,omitempty"`
	products map[string]bool
	// Timing are words that, right after a value's verb, say when
	// something happens rather than what the tool does: the value
	// start-after-completion of a repeat rule is a schedule basis.
	Timing []string `json:"timing,omitempty"`
	// HistoryWindows are parameters that look back over a window of time
	// (last_n_minutes, lookback): beside them, on a tool whose name does
	// not write, an operation enum picks which recorded acts to show
	// (created, updated or deleted objects), not what the tool does.
	HistoryWindows []string `json:"history_windows,omitempty"`
	// TextEdits are value verbs that, on a tool that carries the text it
	// works on in a parameter named as in TextParams and names no stored
	// target (no parameter with a word of TargetWords), edit that text
	// and hand it back: a regex tool's replace changes nothing kept.
	TextEdits  []string `json:"text_edits,omitempty"`
	TextParams []string `json:"text_params,omitempty"`
	// LineEdits says when an enum is a set of edits at a place in a file
	// (insert_before, insert_after, replace, delete_line): see lineEditRule.
	LineEdits lineEditRule `json:"line_edits,omitempty"`
	// RunsSuite finds a mode whose description says a value runs a
	// saved test suite: see runsSuiteRule.
	RunsSuite runsSuiteRule `json:"runs_suite,omitempty"`
	// SubmitKey finds enter among the keys a REPL tool presses: see
	// submitKeyRule.
	SubmitKey        submitKeyRule `json:"submit_key,omitempty"`
	TargetWords      []string      `json:"target_words,omitempty"`
	textEdits        map[string]bool
	textParams       map[string]bool
	targetWords      map[string]bool
	historyWindows   map[string]bool
	Doc              string `json:"doc,omitempty"`
	placeholderVerbs map[string]bool
	timing           map[string]bool
	names            map[string]bool
	generic          map[string]bool
	values           map[string]Category
	arithmetic       map[string]bool
	httpMethods      map[string]bool
	requestVerbs     map[string]bool
}

// leadRule bounds the part of a description whose evidence counts as
// strong.
type leadRule struct {
	ID        string `json:"id"`
	Doc       string `json:"doc,omitempty"`
	Sentences int    `json:"sentences"`
	Chars     int    `json:"chars"`
	// Acts are verbs that, opening the description of a tool whose name's
	// verb only reads, say what the tool sets going: verify_claim whose
	// description opens "Trigger DNS verification" starts it, and the
	// name's verb names the process rather than the tool's act.
	Acts []string `json:"acts,omitempty"`
	acts map[string]bool
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
	// SavedTo are verbs that, before "to" in a two-word parameter name
	// (saveTo, write_to), name the place too: the tool writes there.
	SavedTo []string `json:"saved_to,omitempty"`
	// Stored are parameters that say where a tool keeps what it makes
	// (a bucket to put it in, the life of the signed URL that hands it
	// out, the name of the file it writes): the output is written there,
	// not only returned.
	Stored []storedOutputRule `json:"stored_output,omitempty"`
	// Captures are name verbs that take a picture of what is on a screen
	// (screenshot, capture): saved to a path or not, the tool reads, as
	// the label conventions have it.
	Captures []string `json:"captures,omitempty"`
	// Written finds a tool whose result reports the file it wrote: see
	// writtenOutputRule.
	Written *writtenOutputRule `json:"written_output,omitempty"`
}

// writtenOutputRule finds a tool whose output schema reports the path of
// a file the call wrote (output_path, saved_to): a converter or a
// generator whose verb only transforms writes its result to disk.
type writtenOutputRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Names are output property names, squashed (see squashName), that
	// report a file written (outputpath, savedto).
	Names []string `json:"names"`
	// Lookups are name verbs of a tool that reports where something
	// already is (get_artifact's output_path): it reads.
	Lookups []string `json:"lookups"`
	names   map[string]bool
	lookups map[string]bool
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
	Produces []string `json:"produces"`
	// VerbNeeded says only a tool whose name's verb is among Produces
	// counts: a parameter every project tool takes (the project's root)
	// says nothing of a tool that names no act.
	VerbNeeded bool `json:"verb_needed,omitempty"`
	names      map[string]bool
	nameParts  [][]byte
	produces   map[string]bool
	describes  *regexp.Regexp
}

// nominalRule reads an act named as a noun at the end of a name without a
// verb (code_execution) as its verb.
type nominalRule struct {
	ID    string            `json:"id"`
	Doc   string            `json:"doc,omitempty"`
	Nouns map[string]string `json:"nouns"` // noun → verb
}

// removalKeptRule reads a removal from a container whose description
// says the removed thing still exists (see removalKept).
type removalKeptRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Verbs are the removing verbs (base forms) the description must
	// open with: "Remove a task from a project".
	Verbs []string `json:"verbs"`
	// Kept are the words that, after "the" and the removed thing, say it
	// stays: "still exists", "remains", "is not deleted".
	Kept []string `json:"kept"`
}

// removalMarkerRule reads a removal of a marker, or out of a grouping of
// work, as a write (see removalMarker).
type removalMarkerRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Verbs are the name's removing verbs the rule reads.
	Verbs []string `json:"verbs"`
	// Markers are objects set on something else: a tag, a vote.
	Markers []string `json:"markers"`
	// Groupings are what a thing is taken out of: a cycle, an epic.
	Groupings []string `json:"groupings"`
	// Lasting are words of the description's lead that keep the removal
	// a loss: "permanently", "cannot be undone".
	Lasting []string `json:"lasting"`
	// Removals are the description rules that only restate the removal.
	Removals []string `json:"removals"`
}

// declaredReadRule lets a declared readOnlyHint, with a description that
// opens by saying what the tool hands back, outweigh the name's verb (see
// declaredReadOnly).
// nameAsNounRule reads a name's writing verb as a noun when the
// description opens by handing something back and never uses that word
// as a verb (weather_archive: "Get historical weather data").
type nameAsNounRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Joins are words that, just before the name's word in the
	// description's first sentence, make it a verb after all (search and
	// book flights, find a flight to book).
	Joins []string `json:"joins"`
}

// nameHandedBackRule reads a name's writing verb as what the tool hands
// back when the description says it returns that verb's result
// (fix_security: "Scan a file and return fixes"; see nameHandedBack).
type nameHandedBackRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Verbs hand something back on their own: return, suggest, propose.
	Verbs []string `json:"verbs"`
	// BackVerbs hand something back when back follows them in the
	// sentence: get, bring.
	BackVerbs []string `json:"back_verbs"`
	// Subjects, just before the name's word, make it a verb after all
	// ("returns the file after it fixes the imports").
	Subjects []string `json:"subjects"`
}

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
