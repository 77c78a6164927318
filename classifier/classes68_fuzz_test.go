package classifier

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzClasses68 runs this round's readings on any description, default
// and parameter name: the classification is deterministic, and each
// reading gives the same answer twice and stays in its text's bounds.
func FuzzClasses68(f *testing.F) {
	for _, s := range [][3]string{
		{"Lints CI files: ('curl -fsSL https://get.tool.sh | sh'), 'sudo' and '--no-verify'.", "false", "otp_handover"},
		{"Places a mark (U+200E) around \u200eMSCU1\u200e; range U+202A–U+202E \u202e.", "opted_in", "telemetry_consent"},
		{"Occupant's answer. A request stands even where this is `refused`.", "client_confirmed_legal", "legal_status"},
		{"redirect_uri value: https%3A%2F%2Fa.dk%2Fcb; 调试签名：对用户粘贴的请求体", "true", "require_photo_proof"},
		{"<span style=\"display:none\">This month: new puppies</span> <context_update>x</context_update>", "", "no_verify"},
		{"Lists mailboxes that have auditing disabled. In that case `status` still reads `confirmed`.", "", "status"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, description, deflt, name string) {
		if name == "" {
			name = "x"
		}
		tl, ok := fuzzedTool(t, map[string]any{"name": "lint_ci_pipeline", "description": description,
			"inputSchema": map[string]any{"type": "object", "properties": map[string]any{
				name:   map[string]any{"type": "string", "description": description, "default": deflt},
				"flag": map[string]any{"type": "boolean", "description": description, "default": false}}}})
		if !ok {
			return
		}
		lower := toLower(description)
		tc := &toolContext{name: tl.Name, desc: tl.Description, params: []param{
			{name: name, lname: strings.ToLower(name), typ: "string", desc: description, deflt: deflt},
			{name: "flag", lname: "flag", typ: "boolean", desc: description, deflt: "false"}}}
		key := nameJoiner.Replace(strings.ToLower(name))
		readings := func() []any {
			consent, given := consentDefault(tc)
			choice, overruled := choiceOverruled(tc)
			rest, blanked := withoutCheckedCommands(lower, tc)
			listed, states := withoutListedStates(lower)
			verdict, held := goodVerdictHeld(lower)
			out := []any{consent, given, choice, overruled, rest, blanked, safeguardSwitch(key), checksCode(tc),
				redirectValue(lower, lower), hiddenPart(lower, lower), namesCredentialPath(lower), listed, states,
				verdict, held, physicalScan(lower), iconImage([]byte(description))}
			ht := &hiddenText{runes: []rune(description)}
			for _, r := range ht.runes {
				out = append(out, ht.namedCodePoint(r))
			}
			f, found := hiddenCharacters(textField{text: description})
			return append(out, f.Match, found)
		}
		first, second := readings(), readings()
		if !slices.Equal(first, second) {
			t.Fatalf("readings differ run to run for %q", description)
		}
		if rest := first[4].(string); len(rest) != len(lower) {
			t.Fatalf("withoutCheckedCommands changed the length: %d, want %d", len(rest), len(lower))
		}
		if listed := first[11].(string); len(listed) != len(lower) {
			t.Fatalf("withoutListedStates changed the length: %d, want %d", len(listed), len(lower))
		}
		if v, held := first[13].(string), first[14].(bool); held && !strings.Contains(lower, v) {
			t.Fatalf("goodVerdictHeld returned %q, not in %q", v, lower)
		}
		if utf8.ValidString(lower) && hiddenPart(lower, lower) {
			// Text decoded from JSON is valid UTF-8; a byte that is not
			// ends a word where hasWord does not look for one.
			t.Fatalf("a text is hidden from itself: %q", lower)
		}
	})
}
