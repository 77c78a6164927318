package classifier

import (
	"regexp"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// This file reads the risks that lie in what a tool's arguments can say:
// operation values, destructive switches, statements, programs, pipeline
// stages. Each is a signal like any other, and is also kept as an
// ArgumentRisk naming the parameter, so a policy can check the argument
// rather than treat every call as the worst one.

// pipelineSignals finds an aggregation pipeline parameter: its write
// stages reach the rule's worst category.
func (s *state) pipelineSignals() {
	pl := s.r.file.Pipelines
	if pl == nil || pl.context == nil {
		return
	}
	for _, p := range s.params {
		if !pl.names[p.lowerName()] || strings.Contains(p.path, ".") || strings.Contains(p.path, "[") {
			continue
		}
		switch p.typ {
		case "array", "string", "":
		default:
			continue
		}
		// The tool's lead and name are read only for a parameter named
		// like a pipeline: this runs for every tool.
		if !pl.context.MatchString(toLower(p.desc)) &&
			!pl.context.MatchString(s.lower[:s.leadEnd()]+" "+strings.ToLower(s.tool.Name)) {
			continue
		}
		r := argRisk(p, ArgPipelineStage, pl.worst, pl.ID)
		r.Values = slices.Clone(pl.stages)
		s.add(signal{cat: pl.worst, strength: 2,
			ev:   Evidence{Rule: pl.ID, Field: "param:" + p.path, Match: p.name + " (" + strings.Join(pl.stages, ", ") + ")", Effect: string(pl.worst)},
			args: []ArgumentRisk{r}})
		return
	}
}

// switchSignal reads a boolean parameter named for a destructive act
// (dropTarget, delete_source_branch, in_trash, force) as the power to do it.
func (s *state) switchSignal(p param, words []string) {
	sw := s.r.file.Switches
	// A switch inside the arguments (a line's delete flag in an edit)
	// edits the record; only the tool's own switches count.
	if sw == nil || p.typ != "boolean" || len(words) == 0 || strings.ContainsAny(p.path, ".[") {
		return
	}
	if !s.nameWrites() {
		s.afterReadSwitch(sw, p, words)
		return
	}
	s.switchAct(sw, p, words)
	s.moneySwitch(p, words)
}

// afterReadSwitch reads a boolean of a tool whose name does not write,
// named for destroying (delete_raw on summarize_task_activity), as the
// power to destroy what the tool has read once it is done with it. On
// such a tool most switches named for an act are filters (deleted,
// include_deleted): only a name that starts with the verb itself counts,
// and only when its own description says what true does, either opening
// with the verb ("Delete raw activity entries after summarizing") or
// saying that true destroys.
func (s *state) afterReadSwitch(sw *switchRule, p param, words []string) {
	if !sw.afterRead[words[0]] || p.desc == "" {
		return
	}
	desc := toLower(p.desc)
	opens := strings.HasPrefix(desc, words[0]+" ") || strings.HasPrefix(desc, words[0]+"s ")
	if !opens && (sw.describes == nil || !sw.describesNeed.in(desc) || !sw.describes.MatchString(desc)) {
		return
	}
	s.add(signal{cat: Destructive, strength: 2,
		ev:   Evidence{Rule: sw.ID, Field: "param:" + p.path, Match: p.name + ": " + truncate(p.desc, 80), Effect: string(Destructive)},
		args: []ArgumentRisk{argRisk(p, ArgSwitch, Destructive, sw.ID)}})
}

// moneySwitch reads a boolean of a tool that writes, named for an act
// that moves money on what the tool handles (accept on update_dispute
// concedes the dispute and refunds the cardholder; refund on cancel_order
// pays the customer back), as the power to move it when true: the tool's
// own act may change a record, but that value commits money.
func (s *state) moneySwitch(p param, words []string) {
	if len(words) == 0 {
		return
	}
	if _, ok := s.r.qualified[words[0]]; !ok {
		if c, known := s.r.verbs[words[0]]; !known || c != Financial {
			return
		}
	}
	if c, id, ok := s.verbCategory(words[0], 0, s.withToolWords(words)); ok && c == Financial {
		s.caps[CapPayments] = true
		s.add(signal{cat: Financial, strength: 2,
			ev:   Evidence{Rule: id, Field: "param:" + p.path, Match: p.name, Effect: string(Financial)},
			args: []ArgumentRisk{argRisk(p, ArgSwitch, Financial, id)}})
	}
}

// switchAct adds the destructive act a tool's own boolean parameter names,
// once the tool is known to write.
func (s *state) switchAct(sw *switchRule, p param, words []string) {
	if len(words) == 1 && sw.off[words[0]] && p.deflt != "true" {
		r := argRisk(p, ArgSwitch, Destructive, sw.ID)
		r.Values = []string{"false"}
		s.add(signal{cat: Destructive, strength: 2,
			ev:   Evidence{Rule: sw.ID, Field: "param:" + p.path, Match: p.name + " off (the default): replaces the content", Effect: string(Destructive)},
			args: []ArgumentRisk{r}})
		return
	}
	hit := len(words) == 1 && sw.alone[words[0]] && !sw.onlyRedoes(p.desc)
	for _, w := range words {
		if sw.verbs[w] || sw.ends[w] && !sw.restartsAfter(p.desc) {
			hit = true
		}
	}
	match := p.name
	if !hit && sw.describes != nil {
		if desc := toLower(p.desc); sw.describesNeed.in(desc) && sw.describes.MatchString(desc) && !sw.onlyRestarts(desc) {
			hit, match = true, p.name+": "+truncate(p.desc, 80)
		}
	}
	if hit {
		s.add(signal{cat: Destructive, strength: 2,
			ev:   Evidence{Rule: sw.ID, Field: "param:" + p.path, Match: match, Effect: string(Destructive)},
			args: []ArgumentRisk{argRisk(p, ArgSwitch, Destructive, sw.ID)}})
	}
}

// restartsAfter reports whether a switch named for ending a process says
// it ends it only to start it again (terminate_running: "Terminate the
// app if it is already running before launching"): a restart loses no
// more than a reboot does, a write.
func (sw *switchRule) restartsAfter(desc string) bool {
	return sw.restarts != nil && desc != "" && sw.restarts.MatchString(strings.ToLower(desc))
}

// onlyRestarts reports whether a switch's description ends a process to
// start it again and names nothing else it destroys ("when true, kills
// the server and starts it again").
func (sw *switchRule) onlyRestarts(desc string) bool {
	return sw.restartsAfter(desc) && !destroyingWord.MatchString(desc)
}

// destroyingWord is a word that says a switch's description loses data;
// with one, a description that also speaks of redoing still destroys
// ("force: re-create, deleting the old one").
var destroyingWord = regexp.MustCompile(`\b(delet|remov|overwrit|replac|destroy|purg|eras|wip(e|es|ed|ing)\b|drop|discard|trash|clobber|reset)`)

// onlyRedoes reports whether a switch's own description says it repeats
// work (re-fetch, re-authenticate, skip the cache) and names nothing it
// destroys: such a force flag is not a destructive act.
func (sw *switchRule) onlyRedoes(desc string) bool {
	if sw.redo == nil || desc == "" {
		return false
	}
	d := strings.ToLower(desc)
	return sw.redo.MatchString(d) && !destroyingWord.MatchString(d)
}

// paidSignal reads a number parameter that is an amount paid out
// (prize_usd: "winner prize in USD") as the tool paying it, whatever its
// name says: asking a human with a budget pays the human.
func (s *state) paidSignal(p param, lname string, words []string) {
	pp := s.r.file.PaidParams
	if pp == nil || p.typ != "number" && p.typ != "integer" || len(words) == 0 || strings.ContainsAny(p.path, ".[") {
		return
	}
	if !pp.currencies[words[len(words)-1]] && !pp.names[lname] {
		return
	}
	if !pp.describes.MatchString(strings.ToLower(p.desc)) {
		return
	}
	s.caps[CapPayments] = true
	s.add(signal{cat: Financial, strength: 2,
		ev:   Evidence{Rule: pp.ID, Field: "param:" + p.path, Match: p.name + ": " + truncate(p.desc, 80), Effect: string(Financial)},
		args: []ArgumentRisk{argRisk(p, ArgValue, Financial, pp.ID)}})
}

// argRisk is the argument risk of parameter p.
func argRisk(p param, kind string, cat Category, rule string) ArgumentRisk {
	return ArgumentRisk{Param: p.path, Kind: kind, Category: cat, Default: p.deflt, Type: p.typ, ItemEnum: p.itemEnum, Rule: rule}
}

// paramKind is the kind of argument risk a parameter rule finds, from the
// capabilities it gives.
func paramKind(caps []string) string {
	switch {
	case slices.Contains(caps, CapSQL):
		return ArgQuery
	case slices.Contains(caps, CapCodeExec), slices.Contains(caps, CapShell):
		return ArgProgram
	}
	return ArgValue
}

// capturesScreen reports whether the name's verb takes a picture of a
// screen and only reads (screenshot, capture): what it saves is what it
// saw.
func (s *state) capturesScreen() bool {
	r := s.r.file.DownloadToPath
	return r != nil && s.verbIdx >= 0 && slices.Contains(r.Captures, s.words[s.verbIdx]) && s.nameReads()
}

// downloadToPath finds a download or export whose parameters name a local
// path: it writes files there.
func (s *state) downloadToPath() {
	r := s.r.file.DownloadToPath
	if r == nil {
		return
	}
	if s.capturesScreen() {
		return // a screenshot saved where the agent says still only reads the screen
	}
	if s.verbIdx < 0 || !slices.Contains(r.Verbs, s.words[s.verbIdx]) {
		if !s.outputPath(r) {
			s.storedOutput(r.Stored)
		}
		return
	}
	var buf [8]string
	for _, p := range s.params {
		for _, w := range p.nameWords(buf[:0]) {
			if slices.Contains(r.ParamWords, w) {
				s.add(signal{cat: Write, strength: 2,
					ev:   Evidence{Rule: r.ID, Field: "param:" + p.path, Match: p.name, Effect: string(Write)},
					args: []ArgumentRisk{argRisk(p, ArgValue, Write, r.ID)}})
				s.downloadSwitches()
				return
			}
		}
	}
}

// downloadSwitches reads the switches of a download that writes into a
// local path: the name's verb reads, so switchSignal set them aside as
// filters, but an overwrite flag there replaces the file at that path.
// A switch that adds or includes something (addDropTable) shapes what an
// export writes, not what the call does.
func (s *state) downloadSwitches() {
	sw := s.r.file.Switches
	if sw == nil {
		return
	}
	for _, p := range s.params {
		if p.typ != "boolean" || strings.ContainsAny(p.path, ".[") {
			continue
		}
		if words := p.nameWords(nil); len(words) > 0 && words[0] != "add" && words[0] != "include" && words[0] != "with" {
			s.switchAct(sw, p, words)
		}
	}
}

// outputPath finds a top-level parameter named for where the tool puts
// its output (outputPath, output_dir, save_path, saveTo): a report or plan
// generated there is a file written, whatever the tool's verb. It reports
// whether it found one.
func (s *state) outputPath(r *pathRule) bool {
	var buf [8]string
	for _, p := range s.params {
		w := p.nameWords(buf[:0])
		if len(w) != 2 || strings.ContainsAny(p.path, ".[") {
			continue
		}
		placed := slices.Contains(r.OutputWords, w[0]) && slices.Contains(r.ParamWords, w[1])
		savedTo := w[1] == "to" && slices.Contains(r.SavedTo, w[0])
		if !placed && !savedTo {
			continue
		}
		s.add(signal{cat: Write, strength: 2,
			ev:   Evidence{Rule: r.ID, Field: "param:" + p.path, Match: p.name, Effect: string(Write)},
			args: []ArgumentRisk{argRisk(p, ArgValue, Write, r.ID)}})
		return true
	}
	return false
}

// enumSignal reads each value of an operation-selecting enum as a verb:
// the value's first word, or an enum-only meaning (undo, drain, rewrite).
// A generic parameter name (type, mode) counts only when most values are
// verbs, i.e. when it really lists operations.
func (s *state) enumSignal(p param, generic bool) {
	e := s.r.file.EnumParams
	if s.recordsHTTPMethod(p) {
		return
	}
	best, bestVal, found, verbs := Category(""), "", false, 0
	products := 0 // values that name what is handed back (docs)
	byCat := map[Category][]string{}
	words := make([][]string, len(p.enum))
	calc := 0 // arithmetic operations among the values
	lineEdits := false
	for i, v := range p.enum {
		words[i] = catalog.NameWords(v)
		if len(words[i]) > 0 && e.arithmetic[words[i][0]] {
			calc++
		}
		lineEdits = lineEdits || e.LineEdits.insertsAtPlace(words[i])
	}
	for i, v := range p.enum {
		vw := words[i]
		if len(vw) == 0 {
			continue
		}
		if calc >= 2 && e.arithmetic[vw[0]] {
			continue // add and subtract compute a value
		}
		if len(vw) > 1 && e.timing[vw[1]] {
			continue // start-after-completion says when, not what
		}
		if e.textEdits[vw[0]] && s.editsOwnText() {
			continue // a regex tool's replace edits the text it was given
		}
		cat, ok := e.values[vw[0]]
		if !ok {
			cat, _, ok = s.verbCategory(vw[0], 0, s.valueObject(vw))
		}
		if !ok {
			if len(vw) == 1 && e.products[vw[0]] {
				products++
			}
			continue
		}
		// A value's object may be the tool's: x64dbg_breakpoints' delete
		// and reset_hit_count remove and reset breakpoints.
		if cat == Destructive && (s.sessionObject(vw, 0) || s.sessionObject(s.words, -1) || len(vw) == 1 && s.leadSessionObject()) {
			cat = Write
		}
		// A value that writes but that the description defines as a read
		// ("annotate: screenshot with bounding boxes") reads; one that
		// removes, runs or pays is not lowered on a definition's word.
		if cat == Write && s.valueDefinedAsRead(v, p) {
			cat = Read
		}
		// Beside an insert at a place, replace and delete_line edit lines
		// of the file, as an insert does.
		if cat == Destructive && lineEdits && e.LineEdits.editsLines(vw) {
			cat = Write
		}
		verbs++
		byCat[cat] = append(byCat[cat], v)
		if !found || cat.rank() > best.rank() {
			best, bestVal, found = cat, v, true
		}
	}
	if found && best == Read && !generic && verbs >= 2 && verbs+products == len(p.enum) {
		s.operationsOnlyRead(p)
	}
	if !found || best == Read {
		return
	}
	if generic && (len(p.enum) < 2 || 3*verbs < 2*len(p.enum)) {
		return
	}
	// One risk per category the values reach, so a policy can tell the
	// values that write from those that remove.
	var risks []ArgumentRisk
	for _, c := range Categories {
		if c == Read || len(byCat[c]) == 0 {
			continue
		}
		r := argRisk(p, ArgOperation, c, e.ID)
		r.Values, r.Enum = byCat[c], p.enum
		risks = append(risks, r)
	}
	s.add(signal{cat: best, strength: 2,
		ev:   Evidence{Rule: e.ID, Field: "param:" + p.path + ".enum", Match: bestVal, Effect: string(best)},
		args: risks})
}

// valueObject is the words an operation value is read with: a lone verb
// whose category depends on its object (cancel, abort, start) takes the
// tool's name as its object, as the value acts on what the tool is about
// (downtimes' cancel cancels a downtime, a job tool's abort aborts the
// job).
func (s *state) valueObject(vw []string) []string {
	if len(vw) != 1 || len(s.words) == 0 {
		return vw
	}
	if _, ok := s.r.qualified[vw[0]]; !ok {
		return vw
	}
	return s.withToolWords(vw)
}

// withToolWords is words followed by the tool's name words, so that a verb
// among them finds its object in the name too. It reuses the scan's
// scratch slice: the result is valid until the next call.
func (s *state) withToolWords(words []string) []string {
	s.sc.valueObj = append(append(s.sc.valueObj[:0], words...), s.words...)
	return s.sc.valueObj
}

// recordsHTTPMethod reports whether p is an enum of HTTP methods on a tool
// whose name verb keeps or looks up a record rather than sends a request
// (create_api, add_mock_rule, get_api_list): the method is a field of the
// API definition, and the tool itself sends nothing.
func (s *state) recordsHTTPMethod(p param) bool {
	e := s.r.file.EnumParams
	if len(e.httpMethods) == 0 || s.verbIdx < 0 || e.requestVerbs[s.words[s.verbIdx]] || len(p.enum) < 3 {
		return false
	}
	// Only a parameter named method (http_method) that lists GET: an
	// operation enum of get and delete picks what the tool does.
	var buf [8]string
	if w := p.nameWords(buf[:0]); len(w) == 0 || w[len(w)-1] != "method" {
		return false
	}
	// GET and POST both: the list also holds WebDAV and vendor methods
	// (COPY, MOVE, PURGE), and an operation enum of get, copy, move and
	// delete on a file tool picks what the tool does.
	get, post := false, false
	for _, v := range p.enum {
		if !e.httpMethods[strings.ToLower(v)] {
			return false
		}
		get = get || strings.EqualFold(v, "get")
		post = post || strings.EqualFold(v, "post")
	}
	return get && post
}

// argumentRisks lists the argument risks of the signals that count, and
// the category the tool has without them when that is lower than cat.
func (s *state) argumentRisks(cat Category) ([]ArgumentRisk, Category) {
	var out []ArgumentRisk
	for i := range s.signals {
		if s.counts(&s.signals[i]) {
			out = append(out, s.signals[i].args...)
		}
	}
	if len(out) == 0 {
		return nil, ""
	}
	base, _ := s.pick(true)
	if base == "" {
		base = Read
	}
	if base.rank() >= cat.rank() {
		base = ""
	}
	return out, base
}

// operationList reads a list of operations in the description ("ops:
// list/get/create/delete") as an operation enum: the worst one sets the
// category. It is the tool's own list, so it is not an argument risk that
// a policy could check by value.
func (s *state) operationList() {
	ol := s.r.file.OperationLists
	if ol == nil || ol.re == nil {
		return
	}
	m := ol.find(s.lower)
	if m == nil || m[4] < 0 {
		s.proseOperationList(ol)
		return
	}
	best, bestOp := Category(""), ""
	list := s.lower[m[4]:m[5]]
	if strings.Contains(list, "(") {
		// A gloss in brackets ("login (start flow)") says how an
		// operation works; its words are no operations.
		list = withoutParens(list)
	}
	for op := range strings.FieldsFuncSeq(list, func(r rune) bool { return r == '/' || r == '|' || r == ',' || r == ' ' }) {
		words := catalog.NameWords(op)
		if len(words) == 0 {
			continue
		}
		cat, _, ok := s.verbCategory(words[0], 0, s.valueObject(words))
		if ok && (best == "" || cat.rank() > best.rank()) {
			best, bestOp = cat, op
		}
	}
	if best == "" || best == Read {
		return
	}
	s.add(signal{cat: best, strength: 2,
		ev: Evidence{Rule: ol.ID, Field: "description", Match: snippet(s.desc, s.lower, m[:2]) + " → " + bestOp, Effect: string(best)}})
}

// operationsOnlyRead reads a tool whose name's verb only says that
// something is done to its object (manage_project) by its operation enum
// when every value of that enum reads (get, list): the name's write is set
// aside. A name verb that says what is done (update_project) still
// decides, and so does any value that writes. A name without a verb whose
// description opens with such a verb (users: "Manage users") is read the
// same way, the enum saying what the managing is.
func (s *state) operationsOnlyRead(p param) {
	e := s.r.file.EnumParams
	if strings.ContainsAny(p.path, ".[") {
		return
	}
	set := false
	switch {
	case s.verbIdx >= 0 && e.placeholderVerbs[s.words[s.verbIdx]]:
		for i := range s.signals {
			if sig := &s.signals[i]; sig.fromName && sig.cat == Write {
				sig.strength, set = 0, true
			}
		}
	case s.verbIdx < 0 && s.placeholderLead > 0:
		if sig := &s.signals[s.placeholderLead-1]; sig.cat == Write {
			sig.strength, set = 0, true
		}
	}
	if set {
		s.add(signal{cat: Read, strength: 2,
			ev: Evidence{Rule: e.ID + ".reads", Field: "param:" + p.path + ".enum", Match: strings.Join(p.enum, ", "), Effect: string(Read)}})
	}
}
