package classifier

import (
	"fmt"
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
	for _, p := range s.params {
		out = append(out, textField{kind: "param_name", field: "param:" + p.path, text: p.name})
		if p.desc != "" {
			out = append(out, textField{kind: "param_description", field: "param:" + p.path + ".description", text: p.desc})
		}
		if p.deflt != "" {
			out = append(out, textField{kind: "param_default", field: "param:" + p.path + ".default", text: p.deflt})
		}
		for _, e := range p.enum {
			out = append(out, textField{kind: "param_enum", field: "param:" + p.path + ".enum", text: e})
		}
	}
	for i := range out {
		out[i].lower = strings.ToLower(out[i].text)
	}
	return out
}

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
	out := s.r.poisoning(append(fields, textField{kind: "name", field: "name", text: s.tool.Name}), cached)
	return append(out, s.annotationFindings(cat)...)
}

// poisoning runs the finding rules and the hidden-character check over
// texts; cached, when it has them, gives a field's trigger hits already
// scanned. Each rule is reported once, for the first field it matches, in
// ruleset order.
func (r *Ruleset) poisoning(fields []textField, cached func(textField) [][]int) []Finding {
	var out []Finding
	reported := make([]bool, len(r.file.Findings))
	for i := range fields {
		if fields[i].lower == "" {
			fields[i].lower = strings.ToLower(fields[i].text)
		}
	}
	for _, f := range fields {
		// One scan of each field finds every rule's triggers.
		var hits [][]int
		for i := range r.file.Findings {
			rule := &r.file.Findings[i]
			if reported[i] || !contains(rule.Fields, f.kind) {
				continue
			}
			if hits == nil && cached != nil {
				hits = cached(f)
			}
			if hits == nil {
				hits = r.triggers.scan(f.lower)
			}
			locs := rule.m.find(f.lower, hits[rule.m.id], 1)
			if len(locs) == 0 {
				continue
			}
			// Matching runs on the lower-cased text; the match is cut
			// from the original where the two line up.
			text := f.text
			if len(text) != len(f.lower) {
				text = f.lower
			}
			sev, _ := parseSeverity(rule.Severity)
			out = append(out, Finding{ID: rule.ID, Kind: rule.Kind, Severity: sev, Message: rule.Message,
				Field: f.field, Match: truncate(text[locs[0][0]:locs[0][1]], 120)})
			reported[i] = true
		}
	}
	for _, f := range fields {
		if fd, ok := hiddenCharacters(f); ok {
			out = append(out, fd)
			break
		}
	}
	// Report in ruleset order, whatever field matched first.
	slices.SortStableFunc(out, func(a, b Finding) int { return ruleIndex(r, a.ID) - ruleIndex(r, b.ID) })
	return out
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

func emojiNear(runes []rune, i int) bool {
	isEmoji := func(r rune) bool { return r >= 0x1F000 || unicode.Is(unicode.So, r) || (r >= 0xE0000 && r <= 0xE007F) }
	return (i > 0 && isEmoji(runes[i-1])) && (i+1 >= len(runes) || isEmoji(runes[i+1]))
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
