package classifier

import (
	"regexp"
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
	lead            int // see leadEnd, once leadKnown
	leadKnown       bool
}

// Classify assesses one tool. It is pure and deterministic: the same tool
// and ruleset always give the same assessment.
func (r *Ruleset) Classify(t catalog.Tool) Assessment {
	s := &state{r: r, tool: t, words: catalog.NameWords(t.Name), verbIdx: -1, caps: map[string]bool{}}
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
	s.paramSignals()
	s.pipelineSignals()
	s.operationList()
	s.downloadToPath()
	s.negation()
	s.declaredReadOnly()
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
	a.Rationale = s.rationale(cat, a.Capabilities)
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
	for i := 0; i < len(text); {
		for i < len(text) {
			sp, size := spaceAt(text, i)
			if !sp {
				break
			}
			i += size
		}
		start := i
		for i < len(text) {
			sp, size := spaceAt(text, i)
			if sp {
				break
			}
			i += size
		}
		if start == i {
			break
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(text[start:i])
	}
	return b.String()
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

// nameSignal reads the verb of the tool's name. The first verb decides,
// except that verbs joined by "or"/"and" (create_or_update, get_or_create)
// are all considered and the most dangerous wins. Without a verb in the
// name, the title and then the description's first word are tried.
func (s *state) nameSignal() {
	type hit struct {
		idx int
		cat Category
		id  string
	}
	var hits []hit
	for i, w := range s.words {
		cat, id, ok := s.verbCategory(w, i, s.words)
		if !ok {
			continue
		}
		// A noun-like verb followed by a clear verb is the object:
		// label_write, comment_delete, email_send.
		if s.r.ambiguous[w] && len(hits) == 0 && s.laterClearVerb(i) {
			continue
		}
		// A test run completed, a workflow run read: the run is the
		// object of the verb that follows, unless the name speaks of
		// queries (db_run_query runs one).
		if s.r.nounRun[w] && len(hits) == 0 && i > 0 && !s.objectIsQuery() && s.laterClearVerb(i) {
			continue
		}
		if len(hits) > 0 {
			prev := hits[len(hits)-1].idx
			joined := false
			for _, between := range s.words[prev+1 : i] {
				if between == "or" || between == "and" {
					joined = true
				}
			}
			if !joined {
				break
			}
		}
		hits = append(hits, hit{i, cat, id})
	}
	if len(hits) == 0 {
		if !s.prefixedNameVerb() {
			s.fallbackVerb()
		}
		return
	}
	best := hits[0]
	for _, h := range hits[1:] {
		if h.cat.rank() > best.cat.rank() {
			best = h
		}
	}
	if s.r.escalate[s.words[best.idx]] {
		// run_rollback_pipeline rolls back: a more dangerous verb after a
		// generic doer says what is done.
		for i, w := range s.words {
			if i == best.idx {
				continue
			}
			if c, _, ok := s.verbCategory(w, i, s.words); ok && c.rank() > best.cat.rank() && c.rank() >= Destructive.rank() {
				best = hit{i, c, s.r.file.Escalate.ID}
			}
		}
	}
	s.verbIdx = best.idx
	if last := len(s.words) - 1; best.cat == Financial && best.idx < last && s.r.money.lookups[s.words[last]] {
		// swap_quote, withdraw_fee: the paying is what is looked up.
		s.add(signal{cat: Read, strength: 3, fromName: true,
			ev: Evidence{Rule: s.r.money.id, Field: "name", Match: s.tool.Name, Effect: string(Read)}})
		return
	}
	if len(s.words) == 1 && s.r.pure[s.words[0]] && s.allNumericParams() {
		s.add(signal{cat: Read, strength: 3, fromName: true,
			ev: Evidence{Rule: s.r.file.Pure.ID, Field: "name", Match: s.tool.Name, Effect: string(Read)}})
		return
	}
	s.add(signal{cat: best.cat, strength: 3, fromName: true, sqlish: best.cat == Execute && s.objectIsQuery(),
		ev: Evidence{Rule: best.id, Field: "name", Match: s.tool.Name, Effect: string(best.cat)}})
	if m, ok := s.moneySignal(best.idx); ok {
		s.add(m)
	}
}

// laterClearVerb reports whether a verb that is not noun-like follows
// index i in the name.
func (s *state) laterClearVerb(i int) bool {
	for j := i + 1; j < len(s.words); j++ {
		w := s.words[j]
		if s.r.ambiguous[w] {
			continue
		}
		if _, _, ok := s.verbCategory(w, j, s.words); ok {
			return true
		}
	}
	return false
}

// allNumericParams reports whether the tool takes only numbers (a pure
// computation).
func (s *state) allNumericParams() bool {
	if len(s.params) == 0 {
		return false
	}
	for _, p := range s.params {
		if p.typ != "number" && p.typ != "integer" {
			return false
		}
	}
	return true
}

// verbCategory classifies word w (at index i of words) as a verb, taking
// qualified verbs' objects into account.
func (s *state) verbCategory(w string, i int, words []string) (Category, string, bool) {
	c, id, ok := s.verbCategoryOf(w, i, words)
	if ok && c == Destructive && s.sessionObject(words, i) {
		// delete_breakpoint, clear_selection: session state, not data.
		return Write, s.r.file.SessionState.ID, true
	}
	return c, id, ok
}

// sessionObject reports whether a word of words other than the one at
// skip names state of a session (a breakpoint, a watch, a selection),
// whose removal loses no data.
func (s *state) sessionObject(words []string, skip int) bool {
	for j, w := range words {
		if j != skip && s.r.sessionState[w] {
			return true
		}
	}
	return false
}

// sessionObjectAt reports whether the object phrase starting at i in the
// lowered description (at most four words, to the end of the clause) ends
// in a word of session state and nothing more is named after it
// ("deletes the breakpoints and the recorded data" names data too).
func (s *state) sessionObjectAt(i int) bool {
	if len(s.r.sessionState) == 0 || i < 0 || i >= len(s.lower) {
		return false
	}
	head := ""
	for range 4 {
		for i < len(s.lower) && s.lower[i] == ' ' {
			i++
		}
		end := i
		for end < len(s.lower) && isWordByte(s.lower[end]) {
			end++
		}
		if end == i {
			break // punctuation or the end: the phrase is over
		}
		w := s.lower[i:end]
		if w == "and" || w == "or" {
			return false
		}
		head, i = w, end
	}
	if i < len(s.lower) && (s.lower[i] == ',' || s.lower[i] == '\'') {
		return false // more is named, or something of it ("the session's recordings")
	}
	return s.r.sessionState[head]
}

// verbCategoryOf is verbCategory before session state is considered.
func (s *state) verbCategoryOf(w string, i int, words []string) (Category, string, bool) {
	if q, ok := s.r.qualified[w]; ok {
		// A later qualified object wins over the default: run_sql_query.
		best, found := Category(""), false
		for j, o := range words {
			if c, ok := q.objects[o]; ok && j != i && (!found || c.rank() > best.rank()) {
				best, found = c, true
			}
		}
		if found && !s.objectSetAside(q) {
			return best, q.ID, true
		}
		def, _ := parseCategory(q.Default)
		if len(q.Lead) > 0 {
			lead := s.lower[:s.leadEnd()]
			for _, l := range q.Lead {
				c, _ := parseCategory(l.Category)
				if !l.re.MatchString(lead) {
					continue
				}
				// What sets the object aside (write_file that appends)
				// keeps an opening from raising the verb again.
				if c.rank() > def.rank() && s.objectSetAside(q) {
					continue
				}
				return c, q.ID, true
			}
		}
		return def, q.ID, true
	}
	if c, ok := s.r.verbs[w]; ok {
		return c, "name.verb." + strings.ToLower(string(c)), true
	}
	return "", "", false
}

// objectSetAside reports whether the description's lead or a parameter
// of the tool keeps qualified verb q from reading its object (write_file
// that appends).
func (s *state) objectSetAside(q *qualifiedVerb) bool {
	if q.unless != nil && q.unless.MatchString(s.lower[:s.leadEnd()]) {
		return true
	}
	if len(q.UnlessParams) == 0 {
		return false
	}
	for _, p := range s.params {
		if slices.Contains(q.UnlessParams, strings.ToLower(p.name)) {
			return true
		}
	}
	return false
}

func (s *state) objectIsQuery() bool {
	for _, w := range s.words {
		switch w {
		case "sql", "query", "queries", "statement", "select", "cypher", "sparql":
			return true
		}
	}
	return false
}

// moneySignal finds a committing verb applied to a money object.
func (s *state) moneySignal(verbIdx int) (signal, bool) {
	m := s.r.money
	if m.verbs == nil || !m.verbs[s.words[verbIdx]] {
		return signal{}, false
	}
	for i, w := range s.words {
		if i == verbIdx || !m.objects[w] {
			continue
		}
		if i+1 < len(s.words) && m.notBefore[s.words[i+1]] {
			continue
		}
		if i > 0 && m.notAfter[s.words[i-1]] {
			continue // a work order, a change order: not money
		}
		if re := m.unless[w]; re != nil && re.MatchString(strings.Join(s.words, " ")+" "+s.lower[:s.leadEnd()]) {
			continue // a database transaction
		}
		return signal{cat: Financial, strength: 3, fromName: true,
			ev: Evidence{Rule: m.id, Field: "name", Match: s.words[verbIdx] + " " + w, Effect: string(Financial)}}, true
	}
	return signal{}, false
}

// fallbackVerb classifies a tool whose name has no verb by its title, else
// by the first word of its description ("Deletes a file."), which counts
// as strong evidence rather than a name.
func (s *state) fallbackVerb() {
	if tw := catalog.NameWords(s.tool.DisplayName()); s.tool.DisplayName() != s.tool.Name {
		for i, w := range tw {
			if cat, id, ok := s.verbCategory(w, i, tw); ok {
				s.add(signal{cat: cat, strength: 2, ev: Evidence{Rule: id, Field: "title", Match: s.tool.DisplayName(), Effect: string(cat)}})
				return
			}
		}
	}
	first := firstWord(s.lower)
	if !openingActs(s.lower, first) {
		first = ""
	}
	for _, v := range verbForms(first) {
		if cat, id, ok := s.verbCategory(v, 0, strings.FieldsFunc(firstSentences(s.lower, 1), notWordRune)); ok {
			s.add(signal{cat: cat, strength: 2, ev: Evidence{Rule: id, Field: "description", Match: first, Effect: string(cat)}})
			return
		}
	}
	// code_execution, file_deletion: the act named as a noun, last.
	if n := s.r.file.Nominal; n != nil && len(s.words) > 0 {
		last := len(s.words) - 1
		if v, ok := n.Nouns[s.words[last]]; ok {
			if cat, _, ok := s.verbCategory(v, last, s.words); ok {
				s.add(signal{cat: cat, strength: 2, ev: Evidence{Rule: n.ID, Field: "name", Match: s.tool.Name, Effect: string(cat)}})
			}
		}
	}
}

func firstWord(s string) string {
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		return s
	}
	return s[:end]
}

// verbForms undoes third-person and -ing forms: "deletes" → "delete",
// "fetches" → "fetch", "retrieves" → "retrieve", "running" → "run".
func verbForms(w string) []string {
	out := []string{w}
	switch {
	case strings.HasSuffix(w, "ies"):
		out = append(out, strings.TrimSuffix(w, "ies")+"y")
	case strings.HasSuffix(w, "es"):
		out = append(out, strings.TrimSuffix(w, "es"), strings.TrimSuffix(w, "s"))
	case strings.HasSuffix(w, "s"):
		out = append(out, strings.TrimSuffix(w, "s"))
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		stem := strings.TrimSuffix(w, "ing")
		out = append(out, stem, stem+"e")
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			out = append(out, stem[:n-1])
		}
	}
	return out
}

// negationWindow is how far before a match a "not" still negates it.
const negationWindow = 24

var localNegation = mustFiltered(`\b(not|never|no|without|nor|cannot|can't|won't|doesn't|don't|isn't)\b`)

// negatedAt reports whether the text just before index i denies what
// follows ("does not delete", "never overwrites").
func negatedAt(text string, i int) bool {
	start := max(0, i-negationWindow)
	// Stay within the sentence.
	if dot := strings.LastIndexAny(text[start:i], ".;!?"); dot >= 0 {
		start += dot + 1
	}
	return localNegation.MatchString(text[start:i])
}

func (s *state) descriptionSignals() {
	if s.lower == "" {
		return
	}
	s.sc.descHits = s.r.triggers.scan(s.sc.descHits, s.lower)
	s.hits = s.sc.descHits
	lead := s.leadEnd()
	for i := range s.r.file.Phrases {
		p := &s.r.file.Phrases[i]
		for _, loc := range p.m.find(s.lower, s.hits[p.m.id], 4) {
			if negatedAt(s.lower, loc[0]) || nextWordIn(s.lower, nextWordAt(s.lower, loc[1]), p.UnlessNext) || p.notAfter != nil && p.notAfter.MatchString(s.lower[max(0, loc[0]-negationWindow):loc[0]]) {
				continue
			}
			cat, _ := parseCategory(p.Effect)
			if cat == Destructive && s.sessionObjectAt(loc[1]-1) {
				continue // "deletes a specified breakpoint": session state
			}
			cat = s.raised(p, cat)
			match := snippet(s.desc, s.lower, loc)
			strength := p.Strength
			if loc[0] >= lead && !p.Anywhere && s.verbIdx >= 0 && strength > 1 {
				strength = 1 // past the lead, with a verb in the name: corroboration only
			}
			s.add(signal{cat: cat, strength: strength, sqlish: slices.Contains(p.Capabilities, CapSQL),
				ev: Evidence{Rule: p.ID, Field: "description", Match: match, Effect: string(cat)}})
			for _, c := range p.Capabilities {
				s.caps[c] = true
			}
			break // one match per rule is evidence enough
		}
	}
}

// raised is a phrase's effect, risen to the category its raise names for
// a capability the tool's words suggest.
func (s *state) raised(p *phraseRule, cat Category) Category {
	if len(p.Raise) == 0 {
		return cat
	}
	bits := s.termBits()
	for i, name := range s.r.termNames {
		c, ok := p.Raise[name]
		if !ok || bits&(1<<i) == 0 {
			continue
		}
		if k, _ := parseCategory(c); k.rank() > cat.rank() {
			cat = k
		}
	}
	return cat
}

// leadEnd is where the description's lead (its first sentences) ends;
// it is found once, for the several checks that ask.
func (s *state) leadEnd() int {
	if !s.leadKnown {
		s.lead, s.leadKnown = s.findLeadEnd(), true
	}
	return s.lead
}

func (s *state) findLeadEnd() int {
	l := s.r.file.Lead
	if l == nil {
		return len(s.lower)
	}
	end := len(firstSentences(s.lower, l.Sentences))
	if l.Chars > 0 && end > l.Chars {
		end = l.Chars
	}
	return end
}

// nextWordAt is where the word after a match ending at end starts: the
// match's last byte when it took the first letter of that word ("deletes
// the s…"), else the word after the spaces that follow it ("a payment
// account").
func nextWordAt(text string, end int) int {
	if end >= 2 && end <= len(text) && !isWordByte(text[end-2]) {
		return end - 1
	}
	for end < len(text) && text[end] == ' ' {
		end++
	}
	return end
}

// nextWordIn reports whether the word starting at i begins with one of
// words ("revoke its connectionId": connection).
func nextWordIn(text string, i int, words []string) bool {
	if len(words) == 0 || i < 0 || i >= len(text) {
		return false
	}
	end := i
	for end < len(text) && isWordByte(text[end]) {
		end++
	}
	word := text[i:end]
	for _, w := range words {
		if strings.HasPrefix(word, w) {
			return true
		}
	}
	return false
}

// snippet returns the original-case text of a match in the lowered text
// (lowering can change byte lengths for a few scripts; fall back to the
// lowered text then).
func snippet(orig, lower string, loc []int) string {
	// Show whole words: extend the match to the end of the word it stops in.
	end := loc[1]
	for end < len(lower) && isWordByte(lower[end]) {
		end++
	}
	loc = []int{loc[0], end}
	if len(orig) >= loc[1] && strings.EqualFold(orig[loc[0]:loc[1]], lower[loc[0]:loc[1]]) {
		return strings.TrimSpace(orig[loc[0]:loc[1]])
	}
	return strings.TrimSpace(lower[loc[0]:loc[1]])
}

// readOnlyStatement is a parameter's own description limiting it to
// statements that read.
var readOnlyStatement = regexp.MustCompile(`\b(select[- ]only|only select|select statements? only|read[- ]only|only (read|select) (quer(y|ies)|statements?))\b`)

// maxOwnDesc bounds how much of a parameter's description the rules
// without names read.
const maxOwnDesc = 400

// saysFilter is a cheap look, on a description as written, for a word
// filterParam needs (without its first letter, which may be a capital),
// so that most descriptions are neither lowered nor matched.
func saysFilter(desc string) bool {
	for _, w := range [...]string{"ilter", "nly ", "estrict", "arrow"} {
		if strings.Contains(desc, w) {
			return true
		}
	}
	return false
}

// filterParam is a parameter's own description saying it narrows what a
// reading tool returns ("Filter by operation: read, edit, create").
var filterParam = regexp.MustCompile(`^(filters?|filtered|filtering|only (show|return|list|include|find)s?|restricts?|narrows?)\b|\b(filters?|filtered|filtering) (by|on|the results|results)\b`)

func (s *state) paramSignals() {
	toolText := s.lower[:s.leadEnd()]
	for _, p := range s.params {
		lname := strings.ToLower(p.name)
		pdescLower, pdescDone := "", false
		pdesc := func() string { // lowered when a rule asks
			if !pdescDone {
				pdescLower, pdescDone = toLower(p.desc), true
			}
			return pdescLower
		}
		// The words are read while the parameter is, never kept: one
		// list serves every parameter.
		s.sc.nameWords = catalog.AppendNameWords(s.sc.nameWords[:0], p.name)
		pwords := s.sc.nameWords
		ruleName := lname
		if sfx := s.r.file.ParamSuffix; sfx != nil && len(pwords) > 1 {
			if mapped, ok := sfx.Suffixes[pwords[len(pwords)-1]]; ok {
				ruleName = mapped
			}
		}
		s.switchSignal(p, pwords)
		s.paidSignal(p, lname, pwords)
		named := false
		for _, i := range s.r.paramRulesFor(lname, ruleName) {
			named = s.paramRule(p, &s.r.file.Params[i], pdesc, toolText) || named
		}
		if !named && p.desc != "" && !p.hasEnum && (p.typ == "string" || p.typ == "array" || p.typ == "") {
			// What a parameter holds is said first; a long usage note
			// after it would cost a rule's pattern more than it tells.
			own := p.desc[:min(len(p.desc), maxOwnDesc)]
			for _, i := range s.r.paramByDesc {
				if rule := &s.r.file.Params[i]; rule.mayHold(own, pdesc) {
					s.paramRule(p, rule, func() string { l := pdesc(); return l[:min(len(l), maxOwnDesc)] }, "")
				}
			}
		}
		if e := s.r.file.EnumParams; e != nil && p.hasEnum {
			last := lname
			if len(pwords) > 0 {
				last = pwords[len(pwords)-1]
			}
			// On a tool whose name only reads, a top-level enum may be a
			// filter (list_todos' action: build_failed, marked…): it counts
			// only when most of its values are verbs (an HTTP method).
			filter := s.nameReads() && !strings.ContainsAny(p.path, ".[")
			op, generic := e.names[lname] || e.names[last], e.generic[lname] || e.generic[last]
			switch {
			case !op && !generic:
			case s.nameReads() && saysFilter(p.desc) && filterParam.MatchString(pdesc()):
				// find_changes' kind: read, edit, create, described as a
				// filter: the values pick what is found, not what is done.
			case op:
				s.enumSignal(p, filter)
			case e.generic[lname]:
				s.enumSignal(p, true)
			case e.generic[last] && !filter:
				// payment_type on a listing is a kind of record to filter
				// by, not an operation.
				s.enumSignal(p, true)
			}
		}
		if p.format == "uri" || p.format == "url" || lname == "url" || lname == "uri" || strings.HasSuffix(lname, "_url") {
			s.caps[CapNetworkFetch] = true
		}
		switch lname {
		case "path", "file", "filepath", "file_path", "filename", "directory", "dir", "folder", "paths", "source", "destination":
			if lname != "source" && lname != "destination" || strings.Contains(pdesc(), "path") || strings.Contains(pdesc(), "file") {
				s.caps[CapFilesystem] = true
			}
		}
	}
}

// paramRule applies one parameter rule to parameter p and reports whether
// it added a signal. The rule's require pattern is tried on the
// parameter's own description, or on toolText (the description's lead)
// when the parameter has none; an empty toolText asks for the
// parameter's own words.
func (s *state) paramRule(p param, rule *paramRule, pdesc func() string, toolText string) bool {
	if p.hasEnum && rule.Effect == string(Execute) {
		return false // an enum of commands is a choice, not a program
	}
	if slices.Contains(rule.Capabilities, CapSQL) && readOnlyStatement.MatchString(pdesc()) {
		return false // "the SQL query to export (SELECT only)"
	}
	// The parameter's own description must say it runs; without
	// one, the description's lead must.
	if rule.require != nil && !s.requireMet(rule, pdesc(), toolText) {
		return false
	}
	if rule.alsoRequire != nil && !rule.alsoRequire.MatchString(s.lower) {
		return false
	}
	for _, c := range rule.Capabilities {
		s.caps[c] = true
	}
	if rule.Effect == "" {
		return false
	}
	cat, _ := parseCategory(rule.Effect)
	if cat == Financial && !s.moneyContext() {
		return false
	}
	s.add(signal{cat: cat, strength: rule.Strength, sqlish: slices.Contains(rule.Capabilities, CapSQL),
		ev:   Evidence{Rule: rule.ID, Field: "param:" + p.path, Match: p.name, Effect: rule.Effect},
		args: []ArgumentRisk{argRisk(p, paramKind(rule.Capabilities), cat, rule.ID)}})
	return true
}

// requireMet reports whether a parameter rule's require pattern matches
// the parameter's own description or, without one, the description's
// lead; a name without a verb may say it too (python, ssh: RunsIn).
func (s *state) requireMet(rule *paramRule, pdesc, lead string) bool {
	text := pdesc
	if text == "" {
		text = lead
	}
	if rule.requireNeed.in(text) && rule.require.MatchString(text) {
		return true
	}
	if s.verbIdx >= 0 || len(rule.RunsIn) == 0 {
		return false
	}
	for _, w := range s.words {
		if slices.Contains(rule.RunsIn, w) {
			return true
		}
	}
	return false
}

// nameReads reports whether the name's verb only reads (list_todos).
func (s *state) nameReads() bool {
	for _, sig := range s.signals {
		if sig.fromName && sig.cat == Read {
			return true
		}
	}
	return false
}

// nameWrites reports whether the name's verb is more than a read.
func (s *state) nameWrites() bool {
	for _, sig := range s.signals {
		if sig.fromName && sig.cat.rank() >= Write.rank() {
			return true
		}
	}
	return false
}

// moneyContext reports whether an amount parameter sits in a tool that
// commits money: a write verb and a currency, or a money word in the name.
func (s *state) moneyContext() bool {
	hasCurrency := false
	for _, p := range s.params {
		switch strings.ToLower(p.name) {
		case "currency", "currency_code", "asset", "token_symbol":
			hasCurrency = true
		}
	}
	writeVerb := false
	for _, sig := range s.signals {
		if sig.fromName && sig.cat.rank() >= Write.rank() {
			writeVerb = true
		}
	}
	if !writeVerb {
		return false
	}
	if hasCurrency {
		return true
	}
	for _, w := range s.words {
		if s.r.money.objects[w] {
			return true
		}
	}
	return false
}

func (s *state) hitsFor(id int) []int {
	if s.hits == nil {
		return nil
	}
	return s.hits[id]
}

// negation looks for read-only statements in the description.
func (s *state) negation() {
	for i := range s.r.file.Negations {
		n := &s.r.file.Negations[i]
		// Only a statement in the lead is about the tool as a whole:
		// "alarms are read-only via this tool" later on is about alarms.
		text := s.lower
		if n.Opening > 0 && len(text) > n.Opening {
			text = text[:n.Opening] // a statement that must open the description
		}
		for _, loc := range n.m.find(text, s.hitsFor(n.m.id), 4) {
			if loc[0] >= s.leadEnd() {
				break
			}
			if n.unless != nil && n.unless.MatchString(sentenceFrom(s.lower, loc[0])) {
				continue
			}
			ev := Evidence{Rule: n.ID, Field: "description", Match: snippet(s.desc, s.lower, loc), Effect: "negation"}
			s.negated, s.negatedName, s.negatedNameOnly = &ev, n.Names || n.NameOnly, n.NameOnly
			s.evidence = append(s.evidence, ev)
			return
		}
	}
}

// sentenceFrom returns the rest of the sentence of text that starts at i.
func sentenceFrom(text string, i int) string {
	rest := text[i:]
	for j := range len(rest) {
		switch rest[j] {
		case ';', '!', '?', '\n':
			return rest[:j]
		case '.':
			if j+1 == len(rest) || rest[j+1] == ' ' || rest[j+1] == '\n' {
				return rest[:j] // a full stop, not the dot of a name or a number
			}
		}
	}
	return rest
}

// decide picks the most dangerous category with strong enough evidence.
// A read-only statement sets aside evidence from the description and
// schema, and downgrades query execution named in the tool's name.
func (s *state) decide() (Category, float64) {
	best, bestSig := s.pick(false)
	if best == "" {
		if s.negated != nil && s.caps[CapSQL] {
			s.evidence = append(s.evidence, Evidence{Rule: "default.read_only_query", Field: "description",
				Match: s.negated.Match, Effect: string(Read)})
		}
		return Read, 0.4
	}
	// Confidence: agreement between the name and another field is best.
	agree := false
	for _, sig := range s.signals {
		if sig.cat == best && sig.fromName != bestSig.fromName {
			agree = true
		}
	}
	switch {
	case agree:
		return best, 0.95
	case bestSig.fromName:
		return best, 0.8
	default:
		return best, 0.7
	}
}

// counts reports whether a signal is evidence enough to decide on.
func (s *state) counts(sig *signal) bool {
	if sig.strength < 2 {
		return false
	}
	if s.negated != nil && sig.cat != Read && sig.cat != Financial {
		if s.negatedNameOnly {
			return !sig.fromName || sig.cat == Destructive
		}
		if !sig.fromName || (sig.cat == Execute && sig.sqlish) || (s.negatedName && sig.cat != Destructive) {
			return false
		}
	}
	return true
}

// pick finds the most dangerous signal that counts; without args, only
// among the signals that do not come from what arguments can say.
func (s *state) pick(withoutArgs bool) (Category, *signal) {
	best := Category("")
	var bestSig *signal
	for i := range s.signals {
		sig := &s.signals[i]
		if !s.counts(sig) || withoutArgs && sig.args != nil {
			continue
		}
		if best == "" || sig.cat.rank() > best.rank() {
			best, bestSig = sig.cat, sig
		}
	}
	return best, bestSig
}

// capabilities tags what the tool touches from its name words, its
// description and the signals that fired.
func (s *state) capabilities(cat Category) {
	bits := s.termBits()
	for i, name := range s.r.termNames {
		if bits&(1<<i) != 0 && !isFlow(name) {
			s.caps[name] = true
		}
	}
	// Pagination and LLM tokens are not secrets.
	if s.caps[CapSecrets] && !secretsReallyMeant(strings.Join(s.words, " ")+" "+firstSentences(s.lower, 3)) {
		delete(s.caps, CapSecrets)
	}
	if cat == Read {
		// A reader does not run code or shells by mentioning them.
		delete(s.caps, CapCodeExec)
		delete(s.caps, CapShell)
	}
	if cat == Execute && !s.caps[CapCodeExec] && !s.caps[CapShell] && !s.caps[CapSQL] {
		s.caps[CapInfrastructure] = true
	}
}

func isFlow(name string) bool {
	return name == FlowPrivateData || name == FlowPublicSink || name == FlowUntrustedContent
}

// termBits ORs together the capability and flow bits of the name's words
// and of the words and two-word phrases of the description's first three
// sentences, in one pass.
func (s *state) termBits() uint64 {
	if s.termsSet {
		return s.terms
	}
	var bits uint64
	for _, w := range s.words {
		bits |= s.r.termBits[w]
	}
	text := firstSentences(s.lower, 3)
	prevStart, prevEnd := -1, -1
	for i := 0; i < len(text); {
		for i < len(text) && !isTermByte(text[i]) {
			i++
		}
		start := i
		for i < len(text) && isTermByte(text[i]) {
			i++
		}
		if start == i {
			break
		}
		bits |= s.r.termBits[text[start:i]]
		if prevStart >= 0 && prevEnd+1 == start && text[prevEnd] == ' ' {
			bits |= s.r.termBits[text[prevStart:i]]
		}
		prevStart, prevEnd = start, i
	}
	s.terms, s.termsSet = bits, true
	return bits
}

func isTermByte(b byte) bool { return isWordByte(b) && b != '_' || b == '-' || b >= 0x80 }

func (s *state) hasFlowWord(flow string) bool {
	for i, name := range s.r.termNames {
		if name == flow {
			return s.termBits()&(1<<i) != 0
		}
	}
	return false
}

var secretWords = mustFiltered(`\b(secret|secrets|password|passwords|credential|credentials|api key|api keys|apikey|private key|ssh key|vault|keychain|environment variable|environment variables|env vars?|access token|auth token|bearer token|personal access token)\b`)

func secretsReallyMeant(text string) bool { return secretWords.MatchString(text) }

// firstSentences returns about the first n sentences of s.
func firstSentences(s string, n int) string {
	end := 0
	for range n {
		i := strings.IndexAny(s[end:], ".!?\n")
		if i < 0 {
			return s
		}
		end += i + 1
	}
	return s[:end]
}

// flows labels the tool's part in a data-leak path.
func (s *state) flows(cat Category) []string {
	if s.caps[CapCodeExec] || s.caps[CapShell] {
		// Code can read, fetch and send anything.
		return []string{FlowPrivateData, FlowPublicSink, FlowUntrustedContent}
	}
	var out []string
	reads := cat == Read || cat == Execute
	if reads && (s.hasFlowWord(FlowPrivateData) || s.caps[CapSecrets] || s.caps[CapSQL]) {
		out = append(out, FlowPrivateData)
	}
	if cat != Read && (s.hasFlowWord(FlowPublicSink) || s.caps[CapMessaging]) {
		out = append(out, FlowPublicSink)
	}
	if reads && (s.caps[CapNetworkFetch] || s.caps[CapBrowser] || s.hasFlowWord(FlowUntrustedContent)) {
		out = append(out, FlowUntrustedContent)
	}
	slices.Sort(out)
	return out
}

var bulkWords = mustFiltered(`\b(all|bulk|batch|every|entire|recursive(ly)?|force|multiple|many)\b`)

// severity starts from the category and raises it for secrets, identity
// administration, bulk or forced scope, and fetching untrusted content.
func (s *state) severity(cat Category) Severity {
	sev := cat.DefaultSeverity()
	raise := func(rule, why string) {
		if next := sev.raise(1); next != sev {
			sev = next
			s.evidence = append(s.evidence, Evidence{Rule: rule, Field: "assessment", Match: why, Effect: "severity+1"})
		}
	}
	switch cat {
	case Read:
		switch {
		case s.caps[CapSecrets]:
			raise("severity.secrets", "reads secrets or credentials")
		case s.caps[CapNetworkFetch] && s.fetchesArbitraryURL():
			raise("severity.untrusted_fetch", "fetches content from any URL")
		}
	case Write:
		nameText := strings.Join(s.words, " ")
		switch {
		case s.caps[CapIdentityAdmin] && hasAny(s.words, "role", "roles", "permission", "permissions", "iam", "admin", "policy", "access", "collaborator", "member", "members"):
			raise("severity.identity_admin", "changes who can access what")
		case bulkWords.MatchString(nameText):
			raise("severity.bulk", "acts on many items at once")
		case s.caps[CapSecrets]:
			raise("severity.secrets", "writes secrets or credentials")
		}
	}
	return sev
}

func (s *state) fetchesArbitraryURL() bool {
	for _, p := range s.params {
		l := strings.ToLower(p.name)
		if (l == "url" || l == "uri" || p.format == "uri" || strings.HasSuffix(l, "_url")) && !p.hasEnum {
			return true
		}
	}
	return false
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
