package classifier

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// FuzzClasses66 runs this round's readings on any description, default
// and parameter name: the whole classification is deterministic, and
// each reading gives the same answer twice and stays in its text's
// bounds.
func FuzzClasses66(f *testing.F) {
	for _, s := range [][3]string{
		{"| payee_change_verification | off (slowed harvest) |", "public-read", "acl"},
		{"Sets alert_on_missed_page to false; masking turned off.", "password+otp", "login_method"},
		{"Commands like `curl … | sh`; `--index-url https://pypi.org/simple`.", "https://cdn.x.com.tr/upload", "target"},
		{"\u200F\u200ESA-1\u200E\u200F» «a\u200Bb» U+200B", "", "clean"},
		{"comments like `<!-- x -->` and `[//]: # (y)`", "<span style=\"display:none\">Hi!</span>", "body"},
		{"\u200F\u200E", ":", "-"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, description, deflt, param string) {
		if param == "" {
			param = "x"
		}
		tl, ok := fuzzedTool(t, map[string]any{"name": "pager_config", "description": description,
			"inputSchema": map[string]any{"type": "object", "properties": map[string]any{
				param: map[string]any{"type": "string", "description": description, "default": deflt,
					"enum": []string{deflt, "private"}},
				"clean": map[string]any{"type": "boolean", "description": description}}}})
		if !ok {
			return
		}
		lower := toLower(description)
		tc := &toolContext{name: tl.Name, title: tl.Title}
		readings := func() []any {
			s, ok := statedSafeguardOff(lower, tc)
			out := []any{s, ok, authMethodParam(param), quotedCommentSample(lower), switchSentence(lower, tc)}
			for i := range len(lower) {
				out = append(out, publicIndexFlag(lower, []int{i, len(lower)}), placeholderCommand(lower, []int{i, len(lower)}))
			}
			runes := []rune(description)
			for i := range runes {
				out = append(out, closesMirroredPair(runes, i), nextToRTL(runes, i))
			}
			return out
		}
		first, second := readings(), readings()
		if !slices.Equal(first, second) {
			t.Fatalf("readings differ run to run for %q", description)
		}
		if s, ok := first[0].(string), first[1].(bool); ok && !strings.Contains(lower, s) {
			t.Fatalf("statedSafeguardOff returned %q, not in %q", s, lower)
		}
	})
}

// fuzzedTool decodes a tool the fuzz tests build, and asks that it is
// classified the same way twice; false when the fuzzer's strings make no
// tool.
func fuzzedTool(t *testing.T, def map[string]any) (catalog.Tool, bool) {
	t.Helper()
	b, _ := json.Marshal(def)
	var tl catalog.Tool
	if json.Unmarshal(b, &tl) != nil {
		return tl, false
	}
	a, _ := json.Marshal(Classify(tl))
	c, _ := json.Marshal(Classify(tl))
	if string(a) != string(c) {
		t.Fatalf("not deterministic for %s", b)
	}
	return tl, true
}
