package site

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/policy"
)

func TestParseParams(t *testing.T) {
	tests := []struct {
		name    string
		schema  string
		want    string // name:type:required, in order
		wantErr bool
	}{
		{"keeps the server's order", `{"type":"object","properties":{"z":{"type":"string"},"a":{"type":"integer"}},"required":["a"]}`, "z:string:false a:integer:true", false},
		{"type lists and anyOf", `{"properties":{"x":{"type":["string","null"]},"y":{"anyOf":[{"type":"number"},{"type":"boolean"}]}}}`, "x:string | null:false y:number | boolean:false", false},
		{"boolean schema", `true`, "", false},
		{"no properties", `{"type":"object"}`, "", false},
		{"properties not an object", `{"properties":[1,2]}`, "", false},
		{"empty", ``, "", false},
		{"broken JSON", `{"properties":{"a":`, "", true},
		{"not JSON", `nope`, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := parseParams([]byte(tt.schema))
			if (err != nil) != tt.wantErr {
				t.Fatalf("parseParams: got error %v, want error %v", err, tt.wantErr)
			}
			var got []string
			for _, p := range ps {
				got = append(got, p.Name+":"+p.Type+":"+strconv.FormatBool(p.Required))
			}
			if g := strings.Join(got, " "); g != tt.want {
				t.Errorf("got %q, want %q", g, tt.want)
			}
		})
	}
	ps, err := parseParams([]byte(`{"properties":{"mode":{"type":"string","enum":["fast",2,null],"description":"How."}}}`))
	if err != nil || len(ps) != 1 || strings.Join(ps[0].Enum, ",") != "fast,2,null" || ps[0].Description != "How." {
		t.Errorf("enum and description: got %+v (%v)", ps, err)
	}
}

func FuzzParseParams(f *testing.F) {
	for _, s := range []string{`{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}`, `true`, `{"properties":{"a":{"anyOf":[{"type":"x"}]}}}`, `{`, `[]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := parseParams(data)
		if err != nil {
			return
		}
		if len(ps) > 0 && !json.Valid(data) {
			t.Errorf("parameters from invalid JSON %q", data)
		}
	})
}

func FuzzParseManifest(f *testing.F) {
	f.Add(manifestHeader + "\nabc\t12\tindex.html\n")
	f.Add(manifestHeader + "\nabc\t1\t../x\n")
	f.Add("junk")
	f.Fuzz(func(t *testing.T, text string) {
		m, _, err := parseManifest(text)
		if err != nil {
			return
		}
		for p, e := range m {
			if strings.HasPrefix(p, "/") || strings.Contains("/"+p+"/", "/../") || p == manifestName || e.size < 0 {
				t.Errorf("accepted entry %q %+v", p, e)
			}
		}
	})
}

var slugChars = regexp.MustCompile(`^[a-z0-9._-]+$`)

func FuzzSlugify(f *testing.F) {
	for _, s := range []string{"io.github.Owner/Server", "@scope/pkg", "..", "", "index.html", "ÄÖÜ", strings.Repeat("a", 300)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		s := slugify(name)
		if !slugChars.MatchString(s) || len(s) > maxSlug || s == "." || s == ".." || s == "index.html" || strings.HasPrefix(s, ".") {
			t.Errorf("slugify(%q) = %q: not a safe path segment", name, s)
		}
	})
}

func TestSluggerKeepsSlugsUnique(t *testing.T) {
	s := slugger{}
	names := []string{"Execute_Code", "execute_code", "execute code", "execute-code", "execute-code"}
	seen := map[string]bool{}
	for _, n := range names {
		got := s.slug(n)
		if seen[got] {
			t.Errorf("slug(%q) = %q was handed out before", n, got)
		}
		seen[got] = true
	}
	if got := (slugger{}).slug("Execute_Code"); got != "execute_code" {
		t.Errorf("first slug: got %q, want execute_code", got)
	}
}

func TestCut(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"  spaces\n\tcollapse  ", 40, "spaces collapse"},
		{"one two three four five six", 14, "one two three…"},
		{"ééééééééé", 3, "ééé…"},
		{"abc def", 3, "abc…"},
		{"abc def", 4, "abc…"},
		{"abc def", 7, "abc def"},
		{"abc def ", 7, "abc def"},
	}
	for _, tt := range tests {
		if got := cut(tt.in, tt.n); got != tt.want {
			t.Errorf("cut(%q, %d): got %q, want %q", tt.in, tt.n, got, tt.want)
		}
		if !utf8.ValidString(cut(tt.in, tt.n)) {
			t.Errorf("cut(%q, %d) is not valid UTF-8", tt.in, tt.n)
		}
	}
}

func TestScore(t *testing.T) {
	good := toolFacts{severity: "Low", annotated: true, describedWell: true, paramsDocument: true, paramsTyped: true}
	exec := good
	exec.severity = "High"
	poisoned := good
	poisoned.findings = []finding{{Kind: "tool_poisoning", Severity: "High"}}
	mismatched := good
	mismatched.findings = []finding{{Kind: "annotation_mismatch", Severity: "Medium"}}
	tests := []struct {
		name      string
		tools     []toolFacts
		flows     []finding
		wantGrade string
		wantScore int
	}{
		{"only reads, well described", []toolFacts{good, good}, nil, "A", 100},
		{"an execute tool", []toolFacts{good, exec}, nil, "B", 86},
		{"two execute tools", []toolFacts{exec, exec}, nil, "B", 85},
		{"poisoned", []toolFacts{poisoned}, nil, "D", 69},
		{"annotation mismatch", []toolFacts{mismatched}, nil, "A", 96},
		{"toxic flow", []toolFacts{good}, []finding{{Kind: "toxic_flow", Severity: "Medium"}}, "A", 98},
		{"bare critical tools", []toolFacts{{severity: "Critical"}, {severity: "Critical"}}, nil, "F", 42},
		{"no tools", nil, nil, "–", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := score(tt.tools, tt.flows)
			if got.Grade != tt.wantGrade || got.Score != tt.wantScore {
				t.Errorf("got %s %d, want %s %d (%+v)", got.Grade, got.Score, tt.wantGrade, tt.wantScore, got.Components)
			}
			weights := 0
			for _, c := range got.Components {
				weights += c.Weight
				if c.How == "" {
					t.Errorf("component %s does not say how it is computed", c.Name)
				}
			}
			if len(tt.tools) > 0 && weights != 100 {
				t.Errorf("weights add up to %d, want 100", weights)
			}
		})
	}
}

func TestAdvice(t *testing.T) {
	runner := toolView{Name: "run-code", Category: "Execute", Capabilities: []string{"code_exec"}, Annotated: true}
	reader := toolView{Name: "get_page", Category: "Read", Flows: []string{"untrusted_content"}, Annotated: true}
	deleter := toolView{Name: "delete_file", Category: "Destructive", Annotated: false,
		Findings: []finding{{Kind: "annotation_mismatch", Message: "declares readOnlyHint"}}}
	tests := []struct {
		name        string
		in          adviceInput
		wantGotcha  string
		wantBest    string
		wantAvoid   string
		wantNoMatch string
	}{
		{"local code runner", adviceInput{tools: []toolView{runner}, local: true}, "Runs code with host permissions (run-code)", "container or VM", "credentials or data the agent must not reach", "provider's side"},
		{"remote code runner", adviceInput{tools: []toolView{runner}}, "provider's side", "container or VM", "Nothing specific", "host permissions"},
		{"reader of untrusted content next to a deleter", adviceInput{tools: []toolView{reader, deleter}, local: true}, "prompt injection", "approves each destructive", "untrusted content", ""},
		{"mismatch and missing annotations", adviceInput{tools: []toolView{deleter}}, "contradict behaviour: delete_file", "approves", "no backup", ""},
		{"read only", adviceInput{tools: []toolView{{Name: "list", Category: "Read", Annotated: true}}}, "", "read-only access", "Nothing specific", "host permissions"},
		{"heavy definitions", adviceInput{tools: []toolView{{Name: "list", Category: "Read"}}, tokens: 25000}, "25,000 tokens", "read-only", "Context is tight", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			best, avoid, gotchas := advice(tt.in)
			all := strings.Join(best, "\n") + "\n" + strings.Join(avoid, "\n") + "\n" + strings.Join(gotchas, "\n")
			for _, c := range []struct {
				list []string
				want string
			}{{gotchas, tt.wantGotcha}, {best, tt.wantBest}, {avoid, tt.wantAvoid}} {
				if c.want != "" && !strings.Contains(strings.Join(c.list, "\n"), c.want) {
					t.Errorf("got %q, want an entry containing %q", c.list, c.want)
				}
			}
			if tt.wantNoMatch != "" && strings.Contains(all, tt.wantNoMatch) {
				t.Errorf("got %q, want nothing containing %q", all, tt.wantNoMatch)
			}
		})
	}
}

func TestRuleSnippet(t *testing.T) {
	doc, err := policy.Parse([]byte(`{"version":"1","default":"deny","hide":["drop_db"],"tools":{
		"read":{},
		"exec":{"limits":[{"counter":"exec_rate","window":"minute","max":10,"scope":"grant"}],
		        "deny_if":[{"conditions":[{"path":"args.sql","op":"regex","value":"drop"}],"on_deny":"no"}]},
		"rm":{"require_approval":{"reason":"deletes","timeout":"2m"}},
		"pay":{"deny_if":[{"conditions":[],"on_deny":"Requires human approval"}]},
		"drop_db":{}}}`))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		tool, kind, effect string
	}{
		{"read", "allow", "Allowed with no limit"},
		{"exec", "limit", "at most 10 calls a minute (counted per grant), with 1 argument check"},
		{"rm", "approval", "within 2m0s"},
		{"pay", "deny", "Requires human approval"},
		{"drop_db", "hide", "disappears from the agent's tool list"},
		{"unlisted", "deny", "deny-by-default"},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			snippet, effect, kind, _ := ruleSnippet(doc, tt.tool)
			if kind != tt.kind || !strings.Contains(effect, tt.effect) {
				t.Errorf("got %s %q, want %s containing %q", kind, effect, tt.kind, tt.effect)
			}
			if _, err := policy.Parse([]byte(snippet)); err != nil {
				t.Errorf("snippet is not a valid policy: %v\n%s", err, snippet)
			}
		})
	}
	if _, effect, kind, _ := ruleSnippet(nil, "x"); kind != "none" || !strings.Contains(effect, "No policy") {
		t.Errorf("without a policy: got %s %q", kind, effect)
	}
}

// TestContrast reads the colours of site.css and checks WCAG AA contrast
// (4.5:1) of text on its background in both themes: body text, muted text,
// links and every badge.
func TestContrast(t *testing.T) {
	css, err := assetFS.ReadFile("assets/site.css")
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string][2]string{}
	for _, m := range regexp.MustCompile(`--([a-z-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)`).FindAllStringSubmatch(string(css), -1) {
		vars[m[1]] = [2]string{m[2], m[3]}
	}
	pairs := [][2]string{{"fg", "bg"}, {"muted", "bg"}, {"link", "bg"}, {"fg", "panel"}, {"muted", "panel"}, {"link", "panel"}}
	for _, g := range []string{"low", "medium", "high", "critical", "none", "read", "write", "execute", "destructive", "financial"} {
		pairs = append(pairs, [2]string{g + "-fg", g + "-bg"})
	}
	for theme, name := range []string{"light", "dark"} {
		for _, p := range pairs {
			fg, ok1 := vars[p[0]]
			bg, ok2 := vars[p[1]]
			if !ok1 || !ok2 {
				t.Fatalf("site.css has no light-dark() colours for --%s or --%s", p[0], p[1])
			}
			if r := contrast(fg[theme], bg[theme]); r < 4.5 {
				t.Errorf("%s theme: --%s %s on --%s %s has contrast %.2f, want at least 4.5", name, p[0], fg[theme], p[1], bg[theme], r)
			}
		}
	}
}

func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

func luminance(hex string) float64 {
	ch := func(i int) float64 {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		c := float64(v) / 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(0) + 0.7152*ch(1) + 0.0722*ch(2)
}
