package classifier

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// Classify assesses a tool with the built-in ruleset.
func Classify(t catalog.Tool) Assessment { return Default().Classify(t) }

// maxScan bounds how much description text the category rules read; the
// poisoning checks read it all, since hidden instructions like to sit at
// the end.
const maxScan = 16 << 10

// signal is evidence for one category with a strength: 3 from the tool's
// name, 2 strong from the description or schema, 1 weak (corroboration
// only).
type signal struct {
	cat      Category
	strength int
	ev       Evidence
	fromName bool
	sqlish   bool // execution of queries, which a read-only statement downgrades
	// args are the argument risks behind the signal: the signal comes
	// from what a parameter can say, not from what the tool always does.
	args []ArgumentRisk
}

// state is one classification in progress.
type state struct {
	r           *Ruleset
	tool        catalog.Tool
	words       []string // name words
	verbIdx     int      // index of the deciding verb in words, -1 if none
	desc        string   // description, whitespace folded
	lower       string   // desc lowered, capped at maxScan
	params      []param
	schemaTexts []schemaText
	signals     []signal
	caps        map[string]bool
	terms       uint64 // capability and flow bits suggested by the words (see termBits)
	termsSet    bool
	evidence    []Evidence
	hits        [][]int // trigger positions in lower, per matcher
	sc          *scanScratch
	flowList    []string
	negated     *Evidence
	// negatedName: the read-only statement sets aside a name verb that
	// writes or runs too (the tool only hands the agent a command).
	negatedName bool
	// negatedNameOnly: the statement sets aside only that name verb, and
	// leaves the evidence of the description and the schema (see
	// negationRule.NameOnly).
	negatedNameOnly bool
	// placeholderLead is one more than the index in signals of the
	// signal a name without a verb took from its description's opening
	// verb when that verb only says something is done (Manage workspace
	// members): the operation enum may then say what (see
	// operationsOnlyRead). Zero when there is none.
	placeholderLead int
	lead            int // see leadEnd, once leadKnown
	leadKnown       bool
}

// Classify assesses one tool. It is pure and deterministic: the same tool
// and ruleset always give the same assessment.
func (r *Ruleset) Classify(t catalog.Tool) Assessment {
	// Every check reads the texts as a person sees them (see
	// readableBlanks); the schema's texts are read so as they are parsed.
	t.Description, t.Title, t.Annotations.Title = readableBlanks(t.Description), readableBlanks(t.Title), readableBlanks(t.Annotations.Title)
	s := newState(r, t)
	defer s.release()
	s.sc = scratchPool.Get().(*scanScratch)
	defer scratchPool.Put(s.sc)
	s.desc = foldSpace(t.Description)
	s.lower = toLower(s.desc)
	if len(s.lower) > maxScan {
		s.lower = s.lower[:maxScan]
	}
	s.params, s.schemaTexts = schemaPartsInto(s.sc.params, t.InputSchema)
	defer func() { s.sc.params = s.params[:0] }()

	s.nameSignal()
	s.descriptionSignals()
	s.leadAct()
	s.removalKept()
	s.removalMarker()
	s.paramSignals()
	s.pipelineSignals()
	s.operationList()
	s.downloadToPath()
	s.writtenOutput()
	s.negation()
	s.declaredReadOnly()
	s.nameAsNoun()
	s.nameHandedBack()
	cat, conf := s.decide()
	args, baseline := s.argumentRisks(cat)

	a := Assessment{
		Tool:           t.Name,
		Category:       cat,
		Confidence:     conf,
		RulesetVersion: r.version,
	}
	s.capabilities(cat)
	a.Capabilities = sortedKeys(s.caps)
	a.Flows = s.flows(cat)
	s.flowList = a.Flows
	a.Severity = s.severity(cat)
	a.Evidence = s.evidence
	a.Findings = s.findings(cat)
	a.Rationale = withVia(s.rationale(cat, a.Capabilities, baseline != ""), argumentVia(cat, baseline, args))
	a.Arguments, a.Baseline = args, baseline
	return a
}

// foldSpace is strings.Join(strings.Fields(text), " "), without copying
// a text that has nothing to fold.
func foldSpace(text string) string {
	if spacesFolded(text) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	// One pass: a word is written whole when the space after it (or the
	// end) is reached, and an ASCII byte is told by the table alone.
	start := -1 // where the word being read starts; -1 between words
	for i := 0; i < len(text); {
		sp, size := false, 1
		if c := text[i]; c < utf8.RuneSelf {
			sp = asciiSpace[c]
		} else {
			sp, size = unicodeSpaceAt(text, i)
		}
		switch {
		case !sp && start < 0:
			start = i
		case sp && start >= 0:
			writeWord(&b, text[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		writeWord(&b, text[start:])
	}
	return b.String()
}

// writeWord adds w to b, after a space unless it is the first.
func writeWord(b *strings.Builder, w string) {
	if b.Len() > 0 {
		b.WriteByte(' ')
	}
	b.WriteString(w)
}

// spaceAt reports whether the character at text[i] is one strings.Fields
// splits at, and its length.
func spaceAt(text string, i int) (bool, int) {
	if c := text[i]; c < utf8.RuneSelf {
		return asciiSpace[c], 1
	}
	return unicodeSpaceAt(text, i)
}

func unicodeSpaceAt(text string, i int) (bool, int) {
	r, size := utf8.DecodeRuneInString(text[i:])
	return unicode.IsSpace(r), size
}

// asciiSpace marks the ASCII bytes strings.Fields splits at.
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

func (s *state) add(sig signal) {
	s.signals = append(s.signals, sig)
	s.evidence = append(s.evidence, sig.ev)
}

func hasAny(words []string, want ...string) bool {
	for _, w := range words {
		if slices.Contains(want, w) {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// truncate cuts s to n runes for evidence and messages.
func truncate(s string, n int) string {
	if !utf8.ValidString(s) {
		// A key of a schema read raw may hold bytes that are no UTF-8
		// (JSON decoding mends only string values): a report quotes
		// valid text whatever the definition held.
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// notWordRune separates the words of a description: anything but a
// letter, a digit, '_' or '-'.
func notWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-'
}
