package classifier

import (
	"slices"
	"strings"
	"unicode"

	"github.com/mcpscan/mcpscan/catalog"
)

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
	var hitBuf [4]hit // a name has a verb or two: the list stays on the stack
	hits := hitBuf[:0]
	for i := range s.words {
		w, agent := s.nameVerbWord(i)
		cat, id, ok := s.verbCategory(w, i, s.words)
		if !ok {
			continue
		}
		if agent {
			id = s.r.file.AgentNouns.ID
		}
		// A noun-like verb followed by a clear verb is the object:
		// label_write, comment_delete, email_send. Unless an object of
		// its own follows that verb, which then only names a kind of
		// it: build_search_index builds an index.
		if s.r.ambiguous[w] && len(hits) == 0 && s.laterClearVerb(i) && !s.ownObjectAfterVerb(w, i) {
			continue
		}
		// A test run completed, a workflow run read: the run is the
		// object of the verb that follows, unless the name speaks of
		// queries (db_run_query runs one).
		if s.r.nounRun[w] && len(hits) == 0 && i > 0 && !s.objectIsQuery() && s.laterClearVerb(i) {
			continue
		}
		// dispatch_verify: "Verify an inline file against the dispatch
		// key": the description opens with a later verb of the name, so
		// this one names what that verb acts on.
		if len(hits) == 0 && cat.rank() < Destructive.rank() && s.leadVerbLater(i, cat) {
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
	if best.cat == Destructive && s.leadNamesSessionObject(best.idx) {
		best.cat, best.id = Write, s.r.file.SessionState.ID // clear_snapshot: "Clear snapshot cache"
	}
	s.verbIdx = best.idx
	if last := len(s.words) - 1; best.cat == Financial && best.idx < last && s.r.money.lookups[s.words[last]] {
		// swap_quote, withdraw_fee: the paying is what is looked up.
		s.add(signal{cat: Read, strength: 3, fromName: true,
			ev: Evidence{Rule: s.r.money.id, Field: "name", Match: s.tool.Name, Effect: string(Read)}})
		return
	}
	if len(s.words) == 1 && s.r.pure[s.words[0]] && s.allNumericParams() || s.computesQuantity(best.idx) || s.previewsAct(best.idx) {
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

// ownObjectAfterVerb reports whether, in the name, a word after the first
// clear verb that follows index i is one of the qualified verb w's own
// objects (build_search_index: index, after search): that verb is then
// a modifier of w's object, not the act.
func (s *state) ownObjectAfterVerb(w string, i int) bool {
	q, ok := s.r.qualified[w]
	if !ok {
		return false
	}
	for j := i + 1; j < len(s.words); j++ {
		v, _ := s.nameVerbWord(j)
		if s.r.ambiguous[v] {
			continue
		}
		if _, _, ok := s.verbCategory(v, j, s.words); !ok {
			continue
		}
		for _, o := range s.words[j+1:] {
			if _, ok := q.objects[o]; ok {
				return true
			}
		}
		return false
	}
	return false
}

// laterClearVerb reports whether a verb that is not noun-like follows
// index i in the name.
func (s *state) laterClearVerb(i int) bool {
	for j := i + 1; j < len(s.words); j++ {
		w, _ := s.nameVerbWord(j)
		if s.r.ambiguous[w] {
			continue
		}
		if _, _, ok := s.verbCategory(w, j, s.words); ok {
			return true
		}
	}
	return false
}

// nameVerbWord returns the name's word at i as a verb may be read from
// it: the verb of a doer's noun that ends a name after other words
// (deploy_reader reads, its deploy the object), with true; else the word
// itself.
func (s *state) nameVerbWord(i int) (string, bool) {
	w := s.words[i]
	if i > 0 && i == len(s.words)-1 {
		if v, ok := s.r.agentNouns[w]; ok {
			return v, true
		}
	}
	return w, false
}

// allNumericParams reports whether the tool takes only numbers (a pure
// computation).
// computesQuantity reports whether the name is a verb of pure
// arithmetic and one quantity it computes with (add_time, subtract_days),
// the verb at idx, in a definition declared read-only: the value is handed
// back, nothing is stored.
func (s *state) computesQuantity(idx int) bool {
	return len(s.words) == 2 && idx == 0 && s.r.pure[s.words[0]] && s.r.pureQuantities[s.words[1]] && s.declaresReadOnly()
}

// previewsAct reports whether a verb of previews stands in the name
// before the verb at idx (bfs_plan_registry_add, preview_apply_changes),
// with no joining word between, in a definition declared read-only: the
// tool plans the act and does not do it.
func (s *state) previewsAct(idx int) bool {
	for i := idx - 1; i >= 0; i-- {
		switch w := s.words[i]; {
		case w == "and" || w == "then":
			return false
		case s.r.previews[w]:
			// The declaration is read last: most names hold no verb of
			// planning, and reading the description costs a pattern.
			return s.declaresReadOnly()
		}
	}
	return false
}

// declaresReadOnly reports whether the definition's annotations say the
// tool is read-only, and its description nowhere says it saves, sends or
// deletes (the declared hint's own limit, see readUnless).
func (s *state) declaresReadOnly() bool {
	return s.tool.Annotations.ReadOnlyHint != nil && *s.tool.Annotations.ReadOnlyHint && !s.saysWrites()
}

// writeNegators, ending the words before a verb of writing, negate it.
var writeNegators = []string{"without", "never", "not", "no", "nothing", "n't"}

// saysWrites reports whether the description says, not negated, that the
// tool saves, sends, deletes, runs or pays (readUnless): "without
// writing", "never deletes" say it does not.
func (s *state) saysWrites() bool {
	if s.r.readUnless == nil {
		return false
	}
	for _, loc := range s.r.readUnless.FindAllStringIndex(s.lower, 16) {
		before := strings.TrimRight(s.lower[max(0, loc[0]-16):loc[0]], " ")
		if !slices.ContainsFunc(writeNegators, func(n string) bool { return strings.HasSuffix(before, n) }) {
			return true
		}
	}
	return false
}

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
// lowered description ends in a word of session state and nothing more is
// named after it ("deletes the breakpoints and the recorded data" names
// data too).
func (s *state) sessionObjectAt(i int) bool {
	if len(s.r.sessionState) == 0 {
		return false
	}
	head, ok := objectHeadAt(s.lower, i)
	return ok && s.r.sessionState[head]
}

// objectHeadAt is the last word of the object phrase starting at i in the
// lowered text: at most four words, up to the end of the clause or a
// preposition ("the CDN cache of a load balancer", "a running app on the
// simulator"). It reports false when the phrase names more than one thing
// (a conjunction, a comma) or something of its head ("the session's
// recordings").
func objectHeadAt(lower string, i int) (string, bool) {
	if i < 0 || i >= len(lower) {
		return "", false
	}
	head := ""
	for range 4 {
		for i < len(lower) && lower[i] == ' ' {
			i++
		}
		end := i
		for end < len(lower) && isWordByte(lower[end]) {
			end++
		}
		if end == i {
			break // punctuation or the end: the phrase is over
		}
		w := lower[i:end]
		if w == "and" || w == "or" {
			return "", false
		}
		if head != "" && objectPrepositions[w] {
			return head, true
		}
		head, i = w, end
	}
	if i < len(lower) && (lower[i] == ',' || lower[i] == '\'') {
		return "", false // more is named, or something of it ("the session's recordings")
	}
	return head, head != ""
}

// objectPrepositions end an object phrase: what follows says where the
// object is or whose it is, not what it is. In a name they also join the
// verb to its object (respond_to_review, ask_about_order) and are not
// part of it.
var objectPrepositions = map[string]bool{
	"of": true, "on": true, "in": true, "for": true, "from": true, "at": true,
	"by": true, "with": true, "to": true, "into": true, "under": true, "inside": true,
	"about": true,
}

// objectLowersAt reports whether the destroying verb a description match
// starts with at i, read with the object phrase that starts at obj, is
// the qualified verb of the name read with a lower object: "Terminates a
// running app" is the same act as terminate_app, which stops an app
// rather than ending it for good. The description says the verb again;
// it does not say more than the name.
func (s *state) objectLowersAt(i, obj int) bool {
	end := i
	for end < len(s.lower) && isWordByte(s.lower[end]) {
		end++
	}
	verb := s.lower[i:end]
	q, ok := s.r.qualified[verb]
	if !ok {
		for _, sfx := range [...]string{"es", "s"} {
			if v, cut := strings.CutSuffix(verb, sfx); cut {
				if q, ok = s.r.qualified[v]; ok {
					break
				}
			}
		}
	}
	if !ok || !slices.Contains(s.words, q.Verb) {
		return false
	}
	head, ok := objectHeadAt(s.lower, obj)
	if !ok {
		return false
	}
	c, ok := q.objects[head]
	return ok && c.rank() < Destructive.rank()
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
		if c, ok := s.leadGerund(q); ok {
			return c, q.ID, true
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
		return c, verbRuleID(c), true
	}
	return "", "", false
}

// verbRuleIDs are the rule ids of a name's verb, by its category's rank:
// made once, since a name's every word may be asked.
var verbRuleIDs = func() []string {
	ids := make([]string, len(Categories))
	for i, c := range Categories {
		ids[i] = "name.verb." + strings.ToLower(string(c))
	}
	return ids
}()

// verbRuleID is the rule id of a name's verb of category c.
func verbRuleID(c Category) string {
	if i := c.rank(); i >= 0 {
		return verbRuleIDs[i]
	}
	return "name.verb." + strings.ToLower(string(c))
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
		if slices.Contains(q.UnlessParams, p.lowerName()) {
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
		if m.requests[w] && m.requestVerbs[s.words[verbIdx]] {
			continue // an invoice made or sent asks for money; paying it moves it
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
			if s.r.file.EnumParams.placeholderVerbs[v] {
				s.placeholderLead = len(s.signals) + 1
			}
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
func verbForms(w string) []string { return appendVerbForms(make([]string, 0, maxVerbForms), w) }

// maxVerbForms is how many forms verbForms gives at most.
const maxVerbForms = 4

// appendVerbForms appends verbForms(w) to out: a caller asking of every
// word lends a list on its stack.
func appendVerbForms(out []string, w string) []string {
	out = append(out, w)
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
		switch p.lowerName() {
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
