package classifier

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// textField is one piece of text of a definition, named for evidence.
type textField struct {
	kind  string // description, title, param_name, param_description, param_default, param_enum
	field string // where, for the report: field+path+suffix (see name)
	text  string
	lower string
	// path and suffix, when set, complete field: the name is joined only
	// for a report, not for every parameter read.
	path, suffix string
	// about is, for a parameter's name, what its description says of it.
	about string
	// closed is set on a parameter's name when its values are a choice
	// (an enum, a boolean, a number): nothing can be smuggled through it.
	closed bool
}

// name is where the text is, for the report.
func (f textField) name() string {
	if f.path == "" && f.suffix == "" {
		return f.field
	}
	return f.field + f.path + f.suffix
}

func (s *state) textFields() []textField {
	t := s.tool
	n := 4 + len(s.schemaTexts) // description, titles, the name findings adds
	for _, p := range s.params {
		n += 1 + len(p.enum) // the name and the enum's values
		if strings.ContainsAny(p.name, "_- ") {
			n++ // the name read as words
		}
		if p.desc != "" {
			n++
		}
		if p.deflt != "" {
			n++
		}
	}
	var out []textField
	if s.sc != nil {
		// The fields live as long as the classification: its scratch
		// lends them their memory.
		out = slices.Grow(s.sc.fields[:0], n)
		defer func() { s.sc.fields = out[:0] }()
	} else {
		out = make([]textField, 0, n)
	}
	desc := textField{kind: "description", field: "description", text: t.Description}
	if s.desc == t.Description && len(s.lower) < maxScan {
		desc.lower = s.lower // lowered already, nothing folded or cut
	}
	out = append(out, desc)
	if t.Title != "" {
		out = append(out, textField{kind: "title", field: "title", text: t.Title})
	}
	if t.Annotations.Title != "" {
		out = append(out, textField{kind: "title", field: "annotations.title", text: t.Annotations.Title})
	}
	// In the order they are written: an instruction split over several
	// properties reads in that order, whatever their names.
	order := make([]int, len(s.params))
	for i := range order {
		order[i] = i
	}
	byOffset := func(a, b int) int { return s.params[a].off - s.params[b].off }
	if !slices.IsSortedFunc(order, byOffset) {
		slices.SortStableFunc(order, byOffset)
	}
	out = appendParamFields(out, "param:", s.params, order)
	for _, x := range s.schemaTexts {
		out = append(out, textField{kind: "schema", field: "inputSchema:", path: x.path, text: x.text})
	}
	if len(t.OutputSchema) > 0 {
		ps, texts := schemaParts(t.OutputSchema)
		for _, p := range ps {
			// The model reads what describes its results, defaults and
			// enums too, and a name that is a sentence; the names are
			// not arguments it fills (closed: no data goes in).
			if words := sentenceName(p.name); words != "" {
				out = append(out, textField{kind: "key", field: "outputSchema:", path: p.path, text: words, closed: true})
			}
			if p.desc != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:", path: p.path, suffix: ".description", text: p.desc})
			}
			if p.deflt != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".default", text: p.deflt})
			}
			for _, e := range p.enum {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".enum", text: e})
			}
		}
		for _, x := range texts {
			out = append(out, textField{kind: "schema", field: "outputSchema:", path: x.path, text: x.text})
		}
	}
	return appendMemberTexts(out, t)
}

// appendParamFields adds the texts of a schema's properties, in order (the
// indexes of ps).
func appendParamFields(out []textField, prefix string, ps []param, order []int) []textField {
	for _, i := range order {
		p := &ps[i]
		closed := p.hasEnum || p.typ == "boolean" || p.typ == "number" || p.typ == "integer"
		out = append(out, textField{kind: "param_name", field: prefix, path: p.path, text: p.name, about: p.desc, closed: closed})
		if words := sentenceName(p.name); words != "" {
			// A name can be a sentence: read_the_file_at_….
			out = append(out, textField{kind: "key", field: prefix, path: p.path, text: words, closed: closed})
		}
		if p.desc != "" {
			out = append(out, textField{kind: "param_description", field: prefix, path: p.path, suffix: ".description", text: p.desc})
		}
		if p.deflt != "" {
			out = append(out, textField{kind: "param_default", field: prefix, path: p.path, suffix: ".default", text: p.deflt})
		}
		for _, e := range p.enum {
			out = append(out, textField{kind: "param_enum", field: prefix, path: p.path, suffix: ".enum", text: e})
		}
	}
	return out
}

// sentenceName spells a name of three words or more as words (snake_case,
// kebab-case, spaced or camelCase), or returns "".
func sentenceName(name string) string {
	if strings.Count(name, "_")+strings.Count(name, "-") >= 2 || strings.Contains(name, " ") {
		return separatorsAsSpaces.Replace(name)
	}
	return camelWords(name)
}

// camelWords spells a camelCase name of four words or more as words
// (pasteTheFullConversationHere), or returns "".
func camelWords(name string) string {
	humps := 0
	for i := 1; i < len(name); i++ {
		if isUpper(name[i]) && !isUpper(name[i-1]) {
			humps++
		}
	}
	if humps < 3 {
		return ""
	}
	var b strings.Builder
	for i := range len(name) {
		if i > 0 && isUpper(name[i]) && !isUpper(name[i-1]) {
			b.WriteByte(' ')
		}
		b.WriteByte(name[i])
	}
	return b.String()
}

// nestedField reports whether a parameter's path is below the top level
// (spec.services[].api_key): a secret field of a configuration object the
// tool manages is part of that configuration, not a blank the model is
// asked to fill with a secret of its own.
func nestedField(path string) bool { return strings.ContainsAny(path, ".[") }

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// findings reports what is wrong with the definition itself: poisoning,
// hidden characters, and annotations that contradict the behaviour.
func (s *state) findings(cat Category) []Finding {
	fields := s.textFields()
	var known *knownScan
	if s.hits != nil {
		known = &knownScan{lower: s.lower, hits: s.hits} // scanned already for the category rules
	}
	fields = append(fields, textField{kind: "name", field: "name", text: s.tool.Name})
	out := s.r.poisoningOf(fields, known, s.exfilTopics, &toolContext{name: s.tool.Name, title: s.tool.Title, params: s.params})
	return append(out, s.annotationFindings(cat)...)
}

// exfilTopics are the words of the tool's own name and description: a
// parameter named for what the tool is about (system_prompt on a prompt
// manager, credentials on a vault) is its subject, not bait. It is never
// empty (the spaces between the parts are there).
func (s *state) exfilTopics() string {
	return toLower(s.tool.Name + " " + separatorsAsSpaces.Replace(s.tool.Name) + " " + s.tool.Title + " " + s.tool.Description)
}

// poisoning runs the finding rules and the hidden-character checks over
// texts (a server's instructions, a prompt, a resource).
func (r *Ruleset) poisoning(fields []textField, known *knownScan) []Finding {
	return r.poisoningOf(fields, known, nil, nil)
}

// knownScan is a lower-cased text scanned for triggers already, with its
// hits: a text that begins with it is scanned only past it.
type knownScan struct {
	lower string
	hits  [][]int
}

// quotedExample tells a definition that quotes an attack to explain or
// detect it (a security tool) from one that makes it.
var (
	securitySubject = mustFiltered(`\b(detect\w*|scan(s|ners?|ning)?|injection|ctfs?|capture.the.flag|attacks?|vulnerab\w*|security|exploit\w*|phishing|malware|red.team\w*|training|threat\w*|poisoning|audit\w*|firewall|pentest\w*|penetration|fuzz\w*|sast|dast|static analysis|reputation)\b`)
	exampleList     = mustFiltered(`(e\.g\.|such as|for example|for instance|phrases like|patterns like)[^\n]*['"“‘][^\n]*$`)
	exampleLead     = mustFiltered(`(e\.g\.|such as|like|for example|for instance|says|say|phrases?|patterns?|payloads?|test strings|e\.g|i\.e\.|(tell|ask|instruct)s?( the)?( (model|assistant|agent|ai) to)?)[\s:,]*['"“‘(\x60]?\s*$`)
)

// generatorNote is the start of an HTML comment that tools and code
// generators leave in text they write.
var generatorNote = regexp.MustCompile(`^\s*(@?generated|auto-?generated|this (file|section) is (auto-?)?generated|do not edit|eslint|prettier|markdownlint|toc|end of|begin|start of|maintainers?|todo|fixme|changelog|internal note|dev note|maintained by)\b[^>]{0,120}-->`)

// credentialTool is a tool named for what keeps credentials files: SSH,
// cloud command lines, clusters, key rings. Such a tool names its files.
var credentialTool = regexp.MustCompile(`\b(ssh\w*|scp|sftp|aws|gcloud|gcp|azure|kube\w*|k8s|gpg|gnupg|vault|netrc|dotfiles?|keychain|keyring|iam)\b`)

// lookalikeTopic is a text about look-alike spellings: a security tool
// that names one shows it.
var lookalikeTopic = regexp.MustCompile(`look-?alike|homoglyph|confusable|cyrillic|punycode|spoof`)

// mention reports whether the match at loc in lower is quoted or given as
// an example rather than said.
func mention(lower string, loc []int) bool {
	before := lower[max(0, loc[0]-40):loc[0]]
	if exampleLead.MatchString(before) || exampleList.MatchString(lower[max(0, loc[0]-120):loc[0]]) {
		return true
	}
	// Inside quotes: an odd number of quote marks before it on its line
	// (apostrophes inside words, as in "the user's", are not quotes).
	line := lower[strings.LastIndexByte(lower[:loc[0]], '\n')+1 : loc[0]]
	return singleQuotes(line)%2 == 1 || strings.Count(line, `"`)%2 == 1 || strings.Count(line, "`")%2 == 1 ||
		strings.Count(line, "“") > strings.Count(line, "”") || strings.Count(line, "‘") > strings.Count(line, "’")
}

// singleQuotes counts the single quotes of s that are not apostrophes
// within a word.
func singleQuotes(s string) int {
	n := 0
	for i := strings.IndexByte(s, '\''); i >= 0; {
		if i == 0 || i+1 >= len(s) || !isLetter(s[i-1]) || !isLetter(s[i+1]) {
			n++
		}
		j := strings.IndexByte(s[i+1:], '\'')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return n
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// poisoningOf runs the finding rules over every view of every text (as
// written, decoded, folded, spelled by invisible characters) and then over
// the definition's texts read together, so an instruction split across
// fields is read whole; known, when there is one, is the start of the
// texts read together scanned already. topicsOf, for a tool, gives its own subject words
// (see exfilTopics); nil for other texts. Each rule is reported once, for the first field it
// matches, in ruleset order.
func (r *Ruleset) poisoningOf(fields []textField, known *knownScan, topicsOf func() string, dctx *toolContext) []Finding {
	// The topics are needed only when a rule matched, if ever.
	topicsText := ""
	topics := func() string {
		if topicsOf != nil && topicsText == "" {
			topicsText = topicsOf()
		}
		return topicsText
	}
	var out []Finding
	reported := make([]bool, len(r.file.Findings))
	// Whether the tool is about attacks (and may quote them) is asked only
	// when a rule matched.
	examples, examplesKnown := false, false
	isSecurityTool := func() bool {
		if !examplesKnown {
			examples, examplesKnown = topicsOf != nil && securitySubject.MatchString(topics()), true
		}
		return examples
	}
	sc := scratchPool.Get().(*scanScratch)
	defer scratchPool.Put(sc)
	// scan reads one text; written, when the text as written is not in
	// f, makes it (for a match to report), and locate names the field a
	// match is in when f is several.
	scan := func(f textField, how string, hits [][]int, written func() string, locate func(loc []int) string) {
		// The sequences first, in one pass over the words: the locations
		// each rule's sequences match, by rule.
		rules := r.findingsFor(f.kind)
		wanted, seqWanted := false, false
		for _, i := range rules {
			if !reported[i] {
				wanted = true
				seqWanted = seqWanted || len(r.file.Findings[i].seqs) > 0
			}
		}
		if !wanted {
			return
		}
		var seqLocs [][]int // by rule, nil where no sequence matched
		if seqWanted {
			// Which sequences may match this text: their rule is not
			// reported yet and reads this kind of text, the text has a
			// word of each of their gates (see seqIndex), and the words
			// they require (a list several sequences may share) are there.
			// The requirements are looked for last: each is a pass over
			// the text, and few sequences pass their gates.
			active := sc.reset(r)
			ids := sc.activeIDs[:0] // the active sequences, listed: most texts read few
			for _, i := range rules {
				if !reported[i] {
					for _, seq := range r.file.Findings[i].seqs {
						active[seq.id] = true
						ids = append(ids, seq.id)
					}
				}
			}
			sc.toks = appendTokens(sc.toks[:0], f.lower)
			sc.opened = resize(sc.opened, r.seqIx.nGates)
			sc.words, ids = r.seqIx.lookup(sc.toks, active, ids, sc.words, sc.opened)
			sc.activeIDs = ids[:0]
			anyActive := false
			for _, id := range ids {
				seq := r.seqList[id]
				w := sc.listWorth[seq.requireList]
				if w == 0 {
					w = 2
					if seq.worthTrying(f.lower) {
						w = 1
					}
					sc.listWorth[seq.requireList] = w
				}
				active[id] = w == 1
				anyActive = anyActive || w == 1
			}
			if anyActive {
				toks := sc.toks
				seqLocs = sc.seqLocs
				found := func(ref seqRef, i int) {
					if loc := ref.seq.findAt(toks, i); loc != nil {
						seqLocs[ref.rule] = loc
					}
				}
				for i := range toks {
					if e := r.seqIx.entry(sc.words[i]); e != nil {
						for _, ref := range e.starts {
							if active[ref.seq.id] && seqLocs[ref.rule] == nil {
								found(ref, i)
							}
						}
					}
					// Only the loose sequences whose first step may start
					// with the token's first byte.
					for _, ref := range r.looseByFirst[toks[i].text[0]] {
						if active[ref.seq.id] && seqLocs[ref.rule] == nil && ref.seq.steps[0].startsLoose(toks[i].text) {
							found(ref, i)
						}
					}
				}
			}
		}
		for _, i := range rules {
			rule := &r.file.Findings[i]
			if reported[i] {
				continue
			}
			var starts []int
			if rule.m.needsHits() {
				if hits == nil {
					hits = r.triggers.scan(sc.hits, f.lower)
					sc.hits = hits
				}
				starts = hits[rule.m.id]
			}
			locs := rule.m.find(f.lower, starts, 4)
			if len(locs) == 0 && seqLocs != nil && seqLocs[i] != nil {
				locs = append(locs, seqLocs[i])
			}
			if len(locs) > 0 && rule.Kind == "tool_poisoning" && isSecurityTool() {
				kept := locs[:0]
				for _, l := range locs {
					if !mention(f.lower, l) {
						kept = append(kept, l)
					}
				}
				locs = kept
			}
			if len(locs) == 0 {
				continue
			}
			if rule.ID == "poison.sensitive_path" && topicsOf != nil && dctx != nil && credentialTool.MatchString(strings.ToLower(separatorsAsSpaces.Replace(dctx.name)+" "+dctx.title)) {
				continue // an SSH or cloud tool names the files it reads; the directive check still reads it
			}
			if rule.ID == "poison.shadowing" && exampleLead.MatchString(f.lower[max(0, locs[0][0]-40):locs[0][0]]) {
				continue // an address given as an example of what the user sets (e.g. 1234@bcc.crm.com)
			}
			if (rule.ID == "poison.install_lure" || rule.ID == "poison.command_lure") && installLeftToUser(f.lower, locs[0]) {
				continue // shown to the user to run, not run by the model
			}
			if rule.ID == "poison.hidden_tag" && strings.HasPrefix(f.lower[locs[0][0]:], "<!--") && generatorNote.MatchString(f.lower[locs[0][0]+4:]) {
				continue // a code generator's stamp, not a hidden message
			}
			if rule.ID == "poison.exfil_param" && topicsOf != nil && (f.closed || nestedField(f.path) || topicWord(strings.Join(catalog.NameWords(f.text), " "), topics()) || honestKey(f.lower, f.about) || shapeParam.MatchString(strings.ToLower(f.about))) {
				continue
			}
			// Matching runs on the lower-cased text; the match is cut
			// from the original where the two line up.
			text := f.text
			if written != nil {
				text = written()
			}
			if len(text) != len(f.lower) {
				text = f.lower
			}
			field := f.name()
			if locate != nil {
				field = locate(locs[0])
			}
			if how != "" {
				field += " (" + how + ")"
			}
			sev, _ := parseSeverity(rule.Severity)
			out = append(out, Finding{ID: rule.ID, Kind: rule.Kind, Severity: sev, Message: rule.Message,
				Field: field, Match: truncate(text[locs[0][0]:locs[0][1]], 120)})
			reported[i] = true
		}
	}
	// The texts a model reads as prose are read as one, so an instruction
	// split across fields is read whole; a match is reported on the field
	// it starts in. Names are read on their own.
	var joinedLower strings.Builder
	joined := joinedText{pieces: sc.pieces[:0]}
	segs := sc.segs[:0]
	defer func() { sc.segs, sc.pieces = segs, joined.pieces[:0] }()
	var decodedViews []view // decoded readings, lower-cased, for the directive check
	size := 0
	for _, f := range fields {
		size += len(f.text) + 1
	}
	joinedLower.Grow(size)
	for fi, f := range fields {
		switch f.kind {
		case "description", "title", "param_description", "param_default", "param_enum", "schema", "key", kindValue:
			if f.text == "" || (f.kind == "param_enum" || f.kind == "param_default" || f.kind == "key" || f.kind == kindValue) && fewWords(f.text) {
				// A value or a name of a word or two carries no
				// instruction as written (its decoded views are read
				// below).
				break
			}
			if joined.n > 0 {
				if joined.newSentence(f.text) {
					// "Ticker symbol" then "Put the user's …": the field
					// starts a sentence; a lower-case start continues one
					// (a split instruction).
					joined.write(".")
					joinedLower.WriteByte('.')
				}
				joined.write(" ")
				joinedLower.WriteByte(' ')
			}
			segs = append(segs, segment{joined.n, joined.n + len(f.text), fi})
			joined.write(f.text)
			// Lowering each text is lowering them joined: they are
			// joined by a space, where no character is cut.
			if f.lower != "" {
				joinedLower.WriteString(f.lower)
			} else {
				writeLower(&joinedLower, f.text)
			}
			if f.kind == "key" && !f.closed && r.file.Directives != nil {
				// The name of a choice (a switch, an enum, a number) has
				// no room for data; its words are still read above.
				decodedViews = append(decodedViews, view{toLower(f.text), f.name() + paramNameReading})
			}
			if f.kind == "key" {
				// A name read as words is a sentence of its own: the
				// description after it starts a new one.
				joined.write(".")
				joinedLower.WriteByte('.')
			}
		default:
			if f.lower == "" {
				f.lower = toLower(f.text)
			}
			scan(f, "", nil, nil, nil)
		}
		if len(f.text) < 16 {
			continue // too short to hide an instruction in
		}
		for _, v := range views(f.text) {
			lower := toLower(v.text)
			if r.file.Directives != nil && v.how != "" {
				decodedViews = append(decodedViews, view{lower, f.name() + " (" + v.how + ")"})
			}
			scan(textField{kind: f.kind, field: f.field, path: f.path, suffix: f.suffix, text: v.text, lower: lower}, v.how, nil, nil, nil)
		}
	}
	if joined.n > 0 {
		lower := joinedLower.String()
		var hits [][]int
		if known != nil && known.lower != "" && strings.HasPrefix(lower, known.lower) {
			if len(lower) == len(known.lower) {
				hits = known.hits
			} else {
				hits = r.triggers.scanAfter(sc.hits, known.hits, lower, len(known.lower))
				sc.hits = hits
			}
		}
		scan(textField{kind: "description", field: "description", lower: lower}, "", hits, joined.String, func(loc []int) string {
			for _, sg := range segs {
				if loc[0] >= sg.start && loc[0] < sg.end {
					if loc[1] > sg.end+1 {
						return fields[sg.field].name() + " and the fields after it, read together"
					}
					return fields[sg.field].name()
				}
			}
			return "definition"
		})
	}
	if d := r.file.Directives; d != nil && !slices.ContainsFunc(out, func(f Finding) bool { return f.Kind == "tool_poisoning" }) {
		// A tool is a security tool by what it says besides the sentence
		// found: a payload that speaks of "detection" or an "audit" does
		// not make its tool a scanner.
		securityBesides := func(sent string) bool {
			return topicsOf != nil && securitySubject.MatchString(strings.Replace(topics(), sent, " ", 1))
		}
		if fd, ok := r.directiveFinding(d, joinedLower.String(), decodedViews, dctx, securityBesides); ok {
			out = append(out, fd)
		}
	}
	for _, f := range fields {
		if fd, ok := hiddenCharacters(f); ok {
			out = append(out, fd)
			break
		}
	}
	if topicsOf != nil && mayNameCredentials(joinedLower.String()) && !slices.ContainsFunc(out, func(f Finding) bool { return f.ID == "poison.sensitive_path" }) {
		// A security tool names credential files as what attacks go for
		// (asked last: it is the costly test).
		if fd, ok := credentialMention(fields, topics()); ok && !isSecurityTool() {
			out = append(out, fd)
		}
	}
	for _, f := range fields {
		if w := mixedScriptWord(f.text); w != "" && (!lookalikeTopic.MatchString(strings.ToLower(f.text)) || !isSecurityTool()) {
			out = append(out, Finding{ID: "poison.mixed_script", Kind: "tool_poisoning", Severity: High,
				Message: "spells words with look-alike letters of another script, so it reads differently to a filter than to a model",
				Field:   f.name(), Match: w})
			break
		}
	}
	// Report in ruleset order, whatever field matched first.
	slices.SortStableFunc(out, func(a, b Finding) int { return ruleIndex(r, a.ID) - ruleIndex(r, b.ID) })
	return out
}

// scanScratch holds the buffers one definition's scans share, so reading
// a text does not allocate them again.
type scanScratch struct {
	active    []bool    // by sequence id
	listWorth []uint8   // by requires list: 0 not asked, 1 present, 2 absent
	seqLocs   [][]int   // by finding rule
	toks      []token   // the text's words
	words     []int     // toks' numbers in the ruleset's seqIndex
	nameWords []string  // a parameter's name's words
	segs      []segment // the fields read together
	pieces    []string  // the texts read together, as written (see joinedText)
	fields    []textField
	params    []param
	activeIDs []int   // the ids of the active sequences
	opened    []bool  // by sequence id: a word of its gate is in the text
	hits      [][]int // trigger positions, by matcher (see triggerIndex.scan)
	descHits  [][]int // the same for the description the category rules read
}

// segment is where a field (its index) is in the texts read together.
type segment struct {
	start, end, field int
}

// reset clears the per-text state and returns the active flags.
// It sizes the buffers for r: a buffer may come from a scan under another
// ruleset.
func (sc *scanScratch) reset(r *Ruleset) []bool {
	sc.active = resize(sc.active, len(r.seqList))
	sc.listWorth = resize(sc.listWorth, len(r.requireLists))
	sc.seqLocs = resize(sc.seqLocs, len(r.file.Findings))
	return sc.active
}

// resize returns a cleared list of n elements, reusing list's memory when
// it is large enough.
func resize[T any](list []T, n int) []T {
	if cap(list) < n {
		return make([]T, n)
	}
	list = list[:n]
	clear(list)
	return list
}

// scratchPool lends scan buffers to one definition after another.
var scratchPool = sync.Pool{New: func() any { return new(scanScratch) }}

// writeLower writes strings.ToLower(s) to b, copying ASCII text a run at
// a time instead of making a lowered copy first.
func writeLower(b *strings.Builder, s string) {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			appendLower(b, s)
			return
		}
	}
	start := 0
	for i := range len(s) {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b.WriteString(s[start:i])
			b.WriteByte(c + 'a' - 'A')
			start = i + 1
		}
	}
	b.WriteString(s[start:])
}

// credentialTopics are the subjects of tools with an honest reason to name
// such a path: SSH, cloud and cluster tools, secret scanners, dotfile and
// client-configuration tools.
// They are whole words (runs of ASCII letters, digits and _), or words
// that begin with one of credentialTopicStems.
var (
	credentialTopicWords = set([]string{"scp", "sftp", "key", "keys", "keygen", "aws", "s3", "cloud", "gcloud", "gcp", "azure",
		"k8s", "docker", "container", "containers", "git", "credential", "credentials", "secret", "secrets", "variable", "variables",
		"dotfile", "dotfiles", "npm", "pypi", "netrc", "vault", "password", "passwords", "passwd", "mcp", "client", "clients",
		"host", "hosts", "certificate", "certificates", "gpg", "gnupg", "permission", "permissions",
		"yara", "sigma", "ioc", "iocs", "detection", "siem", "edr", "forensic", "forensics"})
	credentialTopicStems = []string{"ssh", "kube", "env", "config", "sudo"}
)

// hasCredentialTopic reports whether text has one of the credential
// topics as a word.
func hasCredentialTopic(text string) bool {
	for i := 0; i < len(text); {
		if !wordBytes[text[i]] {
			i++
			continue
		}
		start := i
		for i < len(text) && wordBytes[text[i]] {
			i++
		}
		w := text[start:i]
		if credentialTopicWords[w] {
			return true
		}
		for _, stem := range credentialTopicStems {
			if strings.HasPrefix(w, stem) {
				return true
			}
		}
	}
	return false
}

// credentialHints are the strings every credential path (see
// credentialToken) has one of.
var (
	credentialHintList = []string{"~/", "~\\", "$home", "%userprofile%", "/home/", "/root", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "/etc/", "mcp.json", "claude_desktop_config", ".claude.json", ".env", ".npmrc", ".netrc", ".pypirc", ".git-credentials", ".aws"}
	credentialHints    = newLiteralSet(credentialHintList)
	// credentialHintBytes has a byte of every hint.
	credentialHintBytes = "~$%/_."
)

// mayNameCredentials is the cheap test before credentialPath.
func mayNameCredentials(lower string) bool { return credentialHints.in(lower) }

// credentialMention reports a credential path named in a definition whose
// subject has nothing to do with it (a calculator that reads ~/.ssh): not
// an instruction, but no honest reason either.
func credentialMention(fields []textField, topics string) (Finding, bool) {
	for _, f := range fields {
		if f.kind == "param_name" || f.kind == "name" {
			continue
		}
		lower := f.lower
		if lower == "" {
			if !strings.ContainsAny(f.text, credentialHintBytes) {
				continue // no hint, and lowering makes none of these bytes
			}
			lower = toLower(f.text)
		}
		if !mayNameCredentials(lower) {
			continue
		}
		var path string
		for w := range strings.FieldsSeq(lower) {
			if w = strings.Trim(w, ".,;:()[]'\"`"); credentialToken(w) {
				path = w
				break
			}
		}
		if path == "" {
			continue
		}
		var rest strings.Builder
		rest.Grow(len(topics))
		for w := range strings.FieldsSeq(topics) {
			if !credentialToken(strings.Trim(w, ".,;:()[]'\"`")) {
				if rest.Len() > 0 {
					rest.WriteByte(' ')
				}
				rest.WriteString(w)
			}
		}
		if hasCredentialTopic(rest.String()) {
			return Finding{}, false
		}
		return Finding{ID: "poison.sensitive_mention", Kind: "tool_poisoning", Severity: Medium,
			Message: "names credential files or MCP client configuration, which has nothing to do with what the tool is for",
			Field:   f.name(), Match: truncate(path, 120)}, true
	}
	return Finding{}, false
}

// keyName and keyUse tell a signing key the tool needs from bait: a
// parameter named for a private or SSH key whose own description says
// what the key is for or what form it takes (signing transactions, a hex
// key, a path to a key file, better set in the environment).
var (
	keyName = regexp.MustCompile(`^(private_?key|privatekey|ssh_?key|sshkey|signing_?key|secret_?key|api_?key|apikey)$`)
	// An API key's description names the provider it is for ("API key for
	// cloud providers (required when provider is 'openai')").
	keyUse = regexp.MustCompile(`\b(sign(s|ed|ing)?|signature|transactions?|wallet|account|hex|0x|pem|openssh|key ?file|path to|keystore|mnemonic|environment|env var|providers?)\b`)
)

// shapeParam is a parameter description that says the value is a shape
// for output (a template, a format), not data: a resume's "credential"
// template holds no credential.
var shapeParam = regexp.MustCompile(`^[^.]{0,40}\b(template|format string|placeholder|display format)\b`)

// honestKey reports whether a key-shaped parameter says what it is for.
func honestKey(name, about string) bool {
	return keyName.MatchString(name) && keyUse.MatchString(toLower(about))
}

// topicWord reports whether the exfiltration-shaped parameter name is what
// the tool itself is about.
func topicWord(name, topics string) bool {
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		w = strings.TrimSuffix(w, "s")
		if len(w) >= 3 && strings.Contains(topics, w) {
			return true
		}
	}
	return false
}

// ruleIndex orders findings: pattern rules in ruleset order, then the
// built-in checks.
func ruleIndex(r *Ruleset, id string) int {
	for i := range r.file.Findings {
		if r.file.Findings[i].ID == id {
			return i
		}
	}
	return len(r.file.Findings)
}

// annotationFindings compares declared hints with the inferred category.
// The hints are the server's claims; a claim that understates the risk is
// worth a finding, and so is making none.
func (s *state) annotationFindings(cat Category) []Finding {
	a := s.tool.Annotations
	if !a.Declared() {
		return []Finding{{ID: "annotation.missing", Kind: "annotation_missing", Severity: Low,
			Message: "declares no annotations; clients fall back to the worst-case defaults (not read-only, destructive, open world)"}}
	}
	var out []Finding
	if a.ReadOnlyHint != nil && *a.ReadOnlyHint && cat != Read {
		out = append(out, Finding{ID: "annotation.read_only_mismatch", Kind: "annotation_mismatch", Severity: High,
			Message: fmt.Sprintf("declares readOnlyHint: true, but the definition says it can %s", verbOf(cat)),
			Field:   "annotations.readOnlyHint", Match: "true"})
	}
	if a.DestructiveHint != nil && !*a.DestructiveHint && (cat == Destructive || cat == Financial) && !a.ReadOnly() {
		out = append(out, Finding{ID: "annotation.destructive_mismatch", Kind: "annotation_mismatch", Severity: Medium,
			Message: fmt.Sprintf("declares destructiveHint: false, but the definition says it can %s", verbOf(cat)),
			Field:   "annotations.destructiveHint", Match: "false"})
	}
	if a.OpenWorldHint != nil && !*a.OpenWorldHint && s.caps[CapNetworkFetch] && s.fetchesArbitraryURL() {
		out = append(out, Finding{ID: "annotation.open_world_mismatch", Kind: "annotation_mismatch", Severity: Low,
			Message: "declares openWorldHint: false, but takes any URL to fetch",
			Field:   "annotations.openWorldHint", Match: "false"})
	}
	return out
}

func verbOf(cat Category) string {
	switch cat {
	case Write:
		return "create or change things"
	case Execute:
		return "run code, commands or jobs"
	case Destructive:
		return "delete or overwrite things"
	case Financial:
		return "move or commit money"
	default:
		return "read"
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// rationale is one sentence a reader can act on: what the tool can do,
// with what, and why that matters.
func (s *state) rationale(cat Category, caps []string) string {
	has := func(c string) bool { return contains(caps, c) }
	obj := s.object()
	switch cat {
	case Execute:
		what := "commands, queries or jobs"
		switch {
		case has(CapCodeExec):
			what = "arbitrary " + s.languages() + "code"
		case has(CapShell):
			what = "arbitrary shell commands"
		case has(CapSQL):
			what = "SQL statements, writes included"
		case obj != "":
			what = obj
		}
		var with []string
		if s.mentionsOtherTools() {
			with = append(with, "network access to other MCP servers and their tools")
		} else if has(CapNetworkFetch) || strings.Contains(s.lower, "fetch(") || strings.Contains(s.lower, "http") {
			with = append(with, "network access")
		}
		if has(CapFilesystem) {
			with = append(with, "file system access")
		}
		out := "Runs " + what
		if len(with) > 0 {
			out += " with " + strings.Join(with, " and ")
		}
		return out + "; effects depend entirely on the agent's arguments."
	case Destructive:
		if obj == "" {
			obj = "data"
		}
		return "Deletes, overwrites or revokes " + obj + "; the change cannot simply be undone, so a wrong call loses data."
	case Financial:
		// The whole name says best what money moves: issue refund,
		// create payment, transfer funds.
		what := strings.Join(s.words, " ")
		if what == "" {
			what = "payments"
		}
		return "Moves or commits money (" + what + "); a mistaken or repeated call costs real money."
	case Write:
		if has(CapMessaging) {
			return "Sends or posts content on the user's behalf (" + orDefault(obj, "messages") + "); once delivered it cannot be taken back."
		}
		return "Creates or changes " + orDefault(obj, "data") + "; the change is reversible but visible to others and may trigger side effects."
	default:
		out := "Reads " + orDefault(obj, "data") + " without changing anything."
		if has(CapSecrets) {
			out += " It can expose secrets or credentials."
		}
		if contains(s.flowList, FlowUntrustedContent) {
			out += " What it returns may carry instructions written by third parties."
		}
		return out
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// object is what the tool's name says it acts on: the name's words other
// than the verb.
func (s *state) object() string {
	var words []string
	for i, w := range s.words {
		if i == s.verbIdx || w == "or" || w == "and" || w == "a" || w == "the" {
			continue
		}
		if _, isVerb := s.r.verbs[w]; isVerb && i < s.verbIdx && !s.r.ambiguous[w] {
			continue
		}
		words = append(words, w)
	}
	if len(words) == 0 {
		return ""
	}
	return "the " + strings.Join(words, " ")
}

func (s *state) languages() string {
	var langs []string
	for _, l := range []struct{ word, name string }{
		{"typescript", "TypeScript"}, {"javascript", "JavaScript"}, {"python", "Python"}, {"ruby", "Ruby"},
	} {
		if strings.Contains(s.lower, l.word) {
			langs = append(langs, l.name)
		}
	}
	if len(langs) == 0 {
		return ""
	}
	return strings.Join(langs, "/") + " "
}

func (s *state) mentionsOtherTools() bool {
	return strings.Contains(s.lower, "mcp server") || strings.Contains(s.lower, "other tools") ||
		strings.Contains(s.lower, "call_tool") || strings.Contains(s.lower, "other servers")
}
