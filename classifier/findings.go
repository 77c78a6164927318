package classifier

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// textField is one piece of text of a definition, named for evidence.
type textField struct {
	kind  string // description, title, param_name, param_description, param_default, param_enum
	field string // where, for the report
	text  string
	lower string
}

func (s *state) textFields() []textField {
	t := s.tool
	out := []textField{{kind: "description", field: "description", text: t.Description}}
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
		out = append(out, textField{kind: "schema", field: "inputSchema:" + x.path, text: x.text})
	}
	if len(t.OutputSchema) > 0 {
		ps, texts := schemaParts(t.OutputSchema)
		for _, p := range ps {
			// The model reads what describes its results, defaults and
			// enums too; the names are not arguments it fills.
			if p.desc != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".description", text: p.desc})
			}
			if p.deflt != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".default", text: p.deflt})
			}
			for _, e := range p.enum {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".enum", text: e})
			}
		}
		for _, x := range texts {
			out = append(out, textField{kind: "schema", field: "outputSchema:" + x.path, text: x.text})
		}
	}
	return out
}

// appendParamFields adds the texts of a schema's properties, in order (the
// indexes of ps).
func appendParamFields(out []textField, prefix string, ps []param, order []int) []textField {
	for _, i := range order {
		p := &ps[i]
		out = append(out, textField{kind: "param_name", field: prefix + p.path, text: p.name})
		if strings.Count(p.name, "_")+strings.Count(p.name, "-") >= 2 || strings.Contains(p.name, " ") {
			// A name can be a sentence: read_the_file_at_….
			out = append(out, textField{kind: "key", field: prefix + p.path, text: strings.NewReplacer("_", " ", "-", " ").Replace(p.name)})
		} else if words := camelWords(p.name); words != "" {
			out = append(out, textField{kind: "key", field: prefix + p.path, text: words})
		}
		if p.desc != "" {
			out = append(out, textField{kind: "param_description", field: prefix + p.path + ".description", text: p.desc})
		}
		if p.deflt != "" {
			out = append(out, textField{kind: "param_default", field: prefix + p.path + ".default", text: p.deflt})
		}
		for _, e := range p.enum {
			out = append(out, textField{kind: "param_enum", field: prefix + p.path + ".enum", text: e})
		}
	}
	return out
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

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// findings reports what is wrong with the definition itself: poisoning,
// hidden characters, and annotations that contradict the behaviour.
func (s *state) findings(cat Category) []Finding {
	fields := s.textFields()
	cached := func(f textField) [][]int {
		if f.kind == "description" && f.lower == s.lower && s.hits != nil {
			return s.hits // scanned already for the category rules
		}
		return nil
	}
	fields = append(fields, textField{kind: "name", field: "name", text: s.tool.Name})
	out := s.r.poisoningOf(fields, cached, s.exfilTopics())
	return append(out, s.annotationFindings(cat)...)
}

// exfilTopics are the words of the tool's own name and description: a
// parameter named for what the tool is about (system_prompt on a prompt
// manager, credentials on a vault) is its subject, not bait.
func (s *state) exfilTopics() string {
	return strings.ToLower(s.tool.Name + " " + s.tool.Title + " " + s.tool.Description)
}

// poisoning runs the finding rules and the hidden-character checks over
// texts (a server's instructions, a prompt, a resource).
func (r *Ruleset) poisoning(fields []textField, cached func(textField) [][]int) []Finding {
	return r.poisoningOf(fields, cached, "")
}

// quotedExample tells a definition that quotes an attack to explain or
// detect it (a security tool) from one that makes it.
var (
	securitySubject = regexp.MustCompile(`\b(detect\w*|scan\w*|injection|attacks?|vulnerab\w*|security|exploit\w*|phishing|malware|red.team\w*|training|classif\w*|threat\w*|poisoning|audit\w*)\b`)
	exampleList     = regexp.MustCompile(`(e\.g\.|such as|for example|for instance|phrases like|patterns like)[^\n]*['"“‘][^\n]*$`)
	exampleLead     = regexp.MustCompile(`(e\.g\.|such as|like|for example|for instance|says|say|phrases?|patterns?|e\.g|i\.e\.|(tell|ask|instruct)s?( the)?( (model|assistant|agent|ai) to)?)[\s:,]*['"“‘(]?\s*$`)
)

// mention reports whether the match at loc in lower is quoted or given as
// an example rather than said.
func mention(lower string, loc []int) bool {
	before := lower[max(0, loc[0]-40):loc[0]]
	if exampleLead.MatchString(before) || exampleList.MatchString(lower[max(0, loc[0]-120):loc[0]]) {
		return true
	}
	// Inside quotes: an odd number of quote marks before it on its line.
	line := lower[strings.LastIndexByte(lower[:loc[0]], '\n')+1 : loc[0]]
	return strings.Count(line, "'")%2 == 1 || strings.Count(line, `"`)%2 == 1 ||
		strings.Count(line, "“") > strings.Count(line, "”") || strings.Count(line, "‘") > strings.Count(line, "’")
}

// poisoningOf runs the finding rules over every view of every text (as
// written, decoded, folded, spelled by invisible characters) and then over
// the definition's texts read together, so an instruction split across
// fields is read whole; cached, when it has them, gives a field's trigger
// hits already scanned. topics, for a tool, are its own subject words
// (see exfilTopics). Each rule is reported once, for the first field it
// matches, in ruleset order.
func (r *Ruleset) poisoningOf(fields []textField, cached func(textField) [][]int, topics string) []Finding {
	var out []Finding
	reported := make([]bool, len(r.file.Findings))
	// Whether the tool is about attacks (and may quote them) is asked only
	// when a rule matched.
	examples, examplesKnown := false, false
	isSecurityTool := func() bool {
		if !examplesKnown {
			examples, examplesKnown = topics != "" && securitySubject.MatchString(topics), true
		}
		return examples
	}
	scan := func(f textField, how string, hits [][]int, locate func(loc []int) string) {
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
		var seqLocs map[int][]int
		if seqWanted {
			// Which sequences may match this text: their rule is not
			// reported yet and reads this kind of text, and the words they
			// require (a list several sequences may share) are there.
			active := make([]bool, len(r.seqList))
			listWorth := make([]uint8, len(r.requireLists))
			anyActive := false
			for _, i := range rules {
				if reported[i] {
					continue
				}
				for _, seq := range r.file.Findings[i].seqs {
					w := listWorth[seq.requireList]
					if w == 0 {
						w = 2
						if seq.worthTrying(f.lower) {
							w = 1
						}
						listWorth[seq.requireList] = w
					}
					active[seq.id] = w == 1
					anyActive = anyActive || w == 1
				}
			}
			if anyActive {
				toks := tokenize(f.lower)
				found := func(ref seqRef, i int) {
					if loc := ref.seq.findAt(toks, i); loc != nil {
						if seqLocs == nil {
							seqLocs = map[int][]int{}
						}
						seqLocs[ref.rule] = loc
					}
				}
				var loose []seqRef
				for _, ref := range r.looseSeqs {
					if active[ref.seq.id] {
						loose = append(loose, ref)
					}
				}
				for i := range toks {
					for _, ref := range r.seqStarts[toks[i].text] {
						if active[ref.seq.id] && seqLocs[ref.rule] == nil {
							found(ref, i)
						}
					}
					for _, ref := range loose {
						if seqLocs[ref.rule] == nil && ref.seq.steps[0].startsLoose(toks[i].text) {
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
			if hits == nil {
				hits = r.triggers.scan(f.lower)
			}
			locs := rule.m.find(f.lower, hits[rule.m.id], 4)
			if len(locs) == 0 && seqLocs[i] != nil {
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
			if rule.ID == "poison.exfil_param" && topics != "" && topicWord(f.lower, topics) {
				continue
			}
			// Matching runs on the lower-cased text; the match is cut
			// from the original where the two line up.
			text := f.text
			if len(text) != len(f.lower) {
				text = f.lower
			}
			field := f.field
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
	type segment struct {
		start, end int
		field      string
	}
	var joined strings.Builder
	var segs []segment
	for _, f := range fields {
		switch f.kind {
		case "description", "title", "param_description", "param_default", "param_enum", "schema", "key":
			if f.text == "" || (f.kind == "param_enum" || f.kind == "param_default" || f.kind == "key") && strings.Count(strings.TrimSpace(f.text), " ") < 2 {
				// A value or a name of a word or two carries no
				// instruction as written (its decoded views are read
				// below).
				break
			}
			if joined.Len() > 0 {
				if newSentence(joined.String(), f.text) {
					// "Ticker symbol" then "Put the user's …": the field
					// starts a sentence; a lower-case start continues one
					// (a split instruction).
					joined.WriteByte('.')
				}
				joined.WriteByte(' ')
			}
			segs = append(segs, segment{joined.Len(), joined.Len() + len(f.text), f.field})
			joined.WriteString(f.text)
			if f.kind == "key" {
				// A name read as words is a sentence of its own: the
				// description after it starts a new one.
				joined.WriteByte('.')
			}
		default:
			if f.lower == "" {
				f.lower = strings.ToLower(f.text)
			}
			var hits [][]int
			if cached != nil {
				hits = cached(f)
			}
			scan(f, "", hits, nil)
		}
		if len(f.text) < 16 {
			continue // too short to hide an instruction in
		}
		for _, v := range views(f.text) {
			scan(textField{kind: f.kind, field: f.field, text: v.text, lower: strings.ToLower(v.text)}, v.how, nil, nil)
		}
	}
	joinedLower := strings.ToLower(joined.String())
	if all := joined.String(); all != "" {
		lower := joinedLower
		var hits [][]int
		if cached != nil && len(segs) == 1 && segs[0].field == "description" {
			hits = cached(textField{kind: "description", field: "description", text: all, lower: lower})
		}
		scan(textField{kind: "description", field: "description", text: all, lower: lower}, "", hits, func(loc []int) string {
			for _, sg := range segs {
				if loc[0] >= sg.start && loc[0] < sg.end {
					if loc[1] > sg.end+1 {
						return sg.field + " and the fields after it, read together"
					}
					return sg.field
				}
			}
			return "definition"
		})
	}
	for _, f := range fields {
		if fd, ok := hiddenCharacters(f); ok {
			out = append(out, fd)
			break
		}
	}
	if topics != "" && mayNameCredentials(joinedLower) && !slices.ContainsFunc(out, func(f Finding) bool { return f.ID == "poison.sensitive_path" }) {
		if fd, ok := credentialMention(fields, topics); ok {
			out = append(out, fd)
		}
	}
	for _, f := range fields {
		if w := mixedScriptWord(f.text); w != "" {
			out = append(out, Finding{ID: "poison.mixed_script", Kind: "tool_poisoning", Severity: High,
				Message: "spells words with look-alike letters of another script, so it reads differently to a filter than to a model",
				Field:   f.field, Match: w})
			break
		}
	}
	// Report in ruleset order, whatever field matched first.
	slices.SortStableFunc(out, func(a, b Finding) int { return ruleIndex(r, a.ID) - ruleIndex(r, b.ID) })
	return out
}

// newSentence reports whether text, read after what has been joined so
// far, starts a sentence that the joined text has not ended: it starts with
// a capital letter after words with no closing punctuation.
func newSentence(joined, text string) bool {
	if text == "" || !isUpper(text[0]) {
		return false
	}
	last := strings.TrimRight(joined, " \t")
	return last != "" && !strings.ContainsRune(".!?:;\n", rune(last[len(last)-1]))
}

// credentialTopics are the subjects of tools with an honest reason to name
// such a path: SSH, cloud and cluster tools, secret scanners, dotfile and
// client-configuration tools.
var credentialTopics = regexp.MustCompile(`\b(ssh\w*|scp|sftp|keys?|keygen|aws|s3|cloud|gcloud|gcp|azure|kube\w*|k8s|docker|containers?|git|credentials?|secrets?|env\w*|variables?|config\w*|dotfiles?|npm|pypi|netrc|vault|passwords?|passwd|mcp|clients?|hosts?|certificates?|gpg|gnupg|sudo\w*|permissions?)\b`)

// mayNameCredentials is the cheap test before credentialPath.
func mayNameCredentials(lower string) bool {
	for _, s := range []string{"~/", "~\\", "$home", "%userprofile%", "/home/", "/root", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "/etc/", "mcp.json", "claude_desktop_config", ".claude.json", ".env", ".npmrc", ".netrc", ".pypirc", ".git-credentials", ".aws"} {
		if strings.Contains(lower, s) {
			return true
		}
	}
	return false
}

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
			lower = strings.ToLower(f.text)
		}
		if !mayNameCredentials(lower) {
			continue
		}
		var path string
		for _, w := range strings.Fields(lower) {
			if w = strings.Trim(w, ".,;:()[]'\"`"); credentialToken(w) {
				path = w
				break
			}
		}
		if path == "" {
			continue
		}
		var rest []string
		for _, w := range strings.Fields(topics) {
			if !credentialToken(strings.Trim(w, ".,;:()[]'\"`")) {
				rest = append(rest, w)
			}
		}
		if credentialTopics.MatchString(strings.Join(rest, " ")) {
			return Finding{}, false
		}
		return Finding{ID: "poison.sensitive_mention", Kind: "tool_poisoning", Severity: Medium,
			Message: "names credential files or MCP client configuration, which has nothing to do with what the tool is for",
			Field:   f.field, Match: truncate(path, 120)}, true
	}
	return Finding{}, false
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

// hiddenCharacters finds characters a reader cannot see but a model reads:
// bidirectional controls, Unicode tag characters (which can spell out a
// whole hidden message), and zero-width characters outside emoji.
func hiddenCharacters(f textField) (Finding, bool) {
	if isASCII(f.text) {
		return Finding{}, false // nothing hidden in plain ASCII but control bytes
	}
	runes := []rune(f.text)
	for i, r := range runes {
		var what string
		sev := High
		switch {
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
			what = "a bidirectional control character"
		case r >= 0xE0000 && r <= 0xE007F:
			if emojiNear(runes, i) {
				continue // the tag sequence of a flag emoji
			}
			what = "Unicode tag characters (invisible text)"
		case r == 0x200B, r == 0x200C, r == 0x2060, r == 0x2061, r == 0x2062, r == 0x2063, r == 0x2064, r == 0xFEFF && i > 0:
			what, sev = "a zero-width character", Medium
		case r == 0x200D:
			if emojiNear(runes, i) {
				continue // joins an emoji sequence
			}
			what, sev = "a zero-width joiner outside an emoji", Medium
		case unicode.Is(unicode.Cc, r) && r != '\n' && r != '\r' && r != '\t':
			what, sev = "a control character", Medium
		default:
			continue
		}
		return Finding{ID: "poison.hidden_characters", Kind: "tool_poisoning", Severity: sev,
			Message: "contains " + what + " that the user cannot see but the model reads",
			Field:   f.field, Match: fmt.Sprintf("U+%04X at character %d", r, i)}, true
	}
	return Finding{}, false
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf || s[i] < 0x20 && s[i] != '\n' && s[i] != '\r' && s[i] != '\t' {
			return false
		}
	}
	return true
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

// emojiNear reports whether the joiner or tag character at i is part of an
// emoji sequence: a joiner between two emoji (a variation selector may
// follow the first), a tag in a flag's tag sequence.
func emojiNear(runes []rune, i int) bool {
	if runes[i] >= 0xE0000 && runes[i] <= 0xE007F {
		return inFlagSequence(runes, i) || runes[i] == 0xE007F && i > 0 && runes[i-1] >= 0xE0020 && runes[i-1] <= 0xE007E && inFlagSequence(runes, i-1)
	}
	isEmoji := func(r rune) bool { return r >= 0x1F000 || unicode.Is(unicode.So, r) }
	prev := i - 1
	if prev >= 0 && runes[prev] == 0xFE0F {
		prev--
	}
	return prev >= 0 && isEmoji(runes[prev]) && i+1 < len(runes) && isEmoji(runes[i+1])
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
