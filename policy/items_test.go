package policy

import (
	"net/url"
	"path"
	"regexp"
	"strings"
	"testing"
)

const itemsPolicy = `{"version": "1", "default": "deny", "tools": {},
 "prompts": {"deny": ["admin_*", "debug"], "on_deny": "Not for agents."},
 "resources": {"default": "deny", "allow": ["file:///work/**", "notes://*"], "deny": ["file:///work/secrets/**", "**/.env"]}}`

func TestPromptAndResourceRules(t *testing.T) {
	d, err := Parse([]byte(itemsPolicy))
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(d, nil)
	for _, tt := range []struct {
		kind, item string
		want       bool
		rule       string
	}{
		{"prompt", "summarize", true, "prompts.default"},
		{"prompt", "admin_reset", false, "prompts.deny[0]"},
		{"prompt", "ADMIN_reset", false, "prompts.deny[0]"},
		{"prompt", "admin_reset ", false, "prompts.deny[0]"},
		{"prompt", " debug", false, "prompts.deny[1]"},
		{"prompt", "debugger", true, "prompts.default"},
		{"prompt", "x\x00", false, "prompts"},
		{"resource", "file:///work/a.txt", true, "resources.allow[0]"},
		{"resource", "file:///work/src/main.go", true, "resources.allow[0]"},
		{"resource", "file:///etc/passwd", false, "resources.default"},
		{"resource", "file:///work/../etc/passwd", false, "resources.default"},
		{"resource", "file:///work/%2e%2e/etc/passwd", false, "resources.default"},
		{"resource", "file:///work/%252e%252e/etc/passwd", false, "resources.default"},
		{"resource", `file:///work/..\etc\passwd`, false, "resources.default"},
		{"resource", "file:///work/secrets/key", false, "resources.deny[0]"},
		{"resource", "file:///work/SECRETS/key", false, "resources.deny[0]"},
		{"resource", "file:///work/%73ecrets/key", false, "resources.deny[0]"},
		{"resource", "file:///work/./secrets/key", false, "resources.deny[0]"},
		{"resource", "file:///work//secrets/key", false, "resources.deny[0]"},
		{"resource", "file:///work/app/.env", false, "resources.deny[1]"},
		{"resource", "file:///work/app/.ENV", false, "resources.deny[1]"},
		{"resource", "file:///work/a%ZZ", false, "resources"},
		{"resource", "file:///work/%25252525", false, "resources"},
		{"resource", "notes://today", true, "resources.allow[1]"},
		{"resource", "notes://a/b", false, "resources.default"},
		{"resource", "NOTES://today", false, "resources.default"},
		{"template", "file:///work/{path}", true, "resources.allow[0]"},
		{"template", "secret://{id}", false, "resources.default"},
	} {
		t.Run(tt.kind+" "+tt.item, func(t *testing.T) {
			var got ItemDecision
			switch tt.kind {
			case "prompt":
				got = e.Prompt(tt.item)
			case "resource":
				got = e.Resource(tt.item)
			default:
				got = e.ResourceTemplate(tt.item)
			}
			if got.Allowed != tt.want || got.Rule != tt.rule {
				t.Errorf("got %+v, want allowed %v by %s", got, tt.want, tt.rule)
			}
			if !got.Allowed && got.Reason == "" {
				t.Error("a refusal without a reason")
			}
		})
	}
	if got := e.Prompt("admin_x"); got.Reason != "Not for agents." {
		t.Errorf("on_deny: got %q", got.Reason)
	}
	// Without the sections everything is allowed, as before they existed.
	plain, _ := Parse([]byte(`{"version": "1", "default": "deny"}`))
	pe := NewEngine(plain, nil)
	if !pe.Prompt("anything").Allowed || !pe.Resource("file:///etc/passwd").Allowed {
		t.Error("a policy without prompts or resources refused one")
	}
}

func TestItemRulesParseErrors(t *testing.T) {
	for _, tt := range []struct{ name, src, want string }{
		{"not an object", `"prompts": ["a"]`, "prompts: want an object"},
		{"unknown field", `"resources": {"hide": ["x"]}`, `unknown field "hide"`},
		{"bad default", `"prompts": {"default": "hide"}`, `"hide" is not allowed`},
		{"pattern of another type", `"prompts": {"deny": [1]}`, "prompts.deny[0]: want a string"},
		{"empty pattern", `"resources": {"deny": [""]}`, "an empty pattern matches nothing"},
		{"allow without default deny", `"resources": {"allow": ["x"]}`, `allow patterns matter only under "default": "deny"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(`{"version": "1", "default": "deny", ` + tt.src + `}`))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}

// globRegexp is a reference for globMatch.
func globRegexp(p string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString(`(?s)^`)
	for i := 0; i < len(p); i++ {
		switch {
		case p[i] == '*' && i+1 < len(p) && p[i+1] == '*':
			b.WriteString(`.*`)
			for i+1 < len(p) && p[i+1] == '*' {
				i++
			}
		case p[i] == '*':
			b.WriteString(`[^/]*`)
		case p[i] == '?':
			b.WriteString(`[^/]`)
		default:
			b.WriteString(regexp.QuoteMeta(string(p[i])))
		}
	}
	b.WriteString(`$`)
	return regexp.MustCompile(b.String())
}

func FuzzGlobMatch(f *testing.F) {
	for _, s := range [][2]string{{"a/**/b/*", "a/x/y/b/c"}, {"*.txt", "a/b.txt"}, {"**", ""}, {"a?c", "a/c"}, {"***x", "ab/x"}, {"*a*a*a*b", strings.Repeat("a", 60)}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		if len(p) > 64 || len(s) > 256 {
			return
		}
		// The reference works on runes; compare on ASCII only.
		for _, r := range p + s {
			if r >= 0x80 {
				return
			}
		}
		if got, want := globMatch(p, s), globRegexp(p).MatchString(s); got != want {
			t.Errorf("globMatch(%q, %q) = %v, want %v", p, s, got, want)
		}
	})
}

// No reading of an allowed URI reaches the denied directory, and none
// leaves the allowed one.
func FuzzResourceRules(f *testing.F) {
	for _, s := range []string{"file:///work/a", "file:///work/../etc", "file:///work/%2e%2e/x", "file:///work/secrets/%2e", `file:///work/x\..\..\etc`} {
		f.Add(s)
	}
	d, err := Parse([]byte(`{"version": "1", "default": "deny",
	  "resources": {"default": "deny", "allow": ["file:///work/**"], "deny": ["file:///work/secrets/**"]}}`))
	if err != nil {
		f.Fatal(err)
	}
	e := NewEngine(d, nil)
	f.Fuzz(func(t *testing.T, uri string) {
		if !e.Resource(uri).Allowed {
			return
		}
		cur := uri
		for range maxDecodes + 1 {
			for _, r := range []string{cur, strings.ReplaceAll(cur, `\`, "/")} {
				p := strings.TrimPrefix(strings.TrimSpace(r), "file://")
				clean := path.Clean(p)
				if !strings.HasPrefix(clean, "/work/") && clean != "/work" {
					t.Fatalf("%q is allowed, yet reads as %q", uri, clean)
				}
				if strings.HasPrefix(strings.ToLower(clean)+"/", "/work/secrets/") {
					t.Fatalf("%q is allowed, yet reads as %q", uri, clean)
				}
			}
			dec, err := url.PathUnescape(cur)
			if err != nil || dec == cur {
				break
			}
			cur = dec
		}
	})
}

// TestResourceDenyOverOtherSpellings names a denied resource the ways a
// server's URI parser reads as the same one: another authority spelling
// (localhost for file, a default port, user information, a trailing dot,
// capitals), no authority at all, a fragment or query, and another
// Unicode normal form. A deny pattern must catch every one.
func TestResourceDenyOverOtherSpellings(t *testing.T) {
	d, err := Parse([]byte(`{"version": "1", "default": "deny", "tools": {},
	 "resources": {"deny": ["file:///etc/**", "https://intranet.example/**", "notes://secret", "notes://café"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(d, nil)
	for _, tt := range []struct {
		uri  string
		want bool
	}{
		{"file:///tmp/a", true},
		{"file:///etc/passwd", false},
		{"file://localhost/etc/passwd", false},
		{"FILE://LOCALHOST/etc/passwd", false},
		{"file:/etc/passwd", false},
		{"file:////etc/passwd", false},
		{"file://localhost//etc/passwd", false},
		{"https://intranet.example/x", false},
		{"https://intranet.example:443/x", false},
		{"https://user:pw@intranet.example/x", false},
		{"https://INTRANET.example./x", false},
		{"https://intranet.example:8443/x", true},
		{"https://public.example/x", true},
		{"notes://secret", false},
		{"notes://secret#top", false},
		{"notes://secret?v=2", false},
		{"notes://secrets", true},
		{"notes://cafe\u0301", false},
		{"notes://caf%C3%A9", false},
	} {
		t.Run(tt.uri, func(t *testing.T) {
			if got := e.Resource(tt.uri); got.Allowed != tt.want {
				t.Errorf("got allowed %v (%s), want %v", got.Allowed, got.Rule, tt.want)
			}
		})
	}
	// An allow list still needs every reading to match.
	d, err = Parse([]byte(`{"version": "1", "default": "deny", "tools": {},
	 "resources": {"default": "deny", "allow": ["file:///work/**", "https://docs.example/**"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	e = NewEngine(d, nil)
	for _, tt := range []struct {
		uri  string
		want bool
	}{
		{"file:///work/a", true},
		{"file://localhost/work/a", false},
		{"file://evil.example/work/a", false},
		{"https://docs.example/a", true},
		{"https://docs.example@evil.example/a", false},
		{"https://docs.example:443/a", false},
	} {
		t.Run("allow "+tt.uri, func(t *testing.T) {
			if got := e.Resource(tt.uri); got.Allowed != tt.want {
				t.Errorf("got allowed %v (%s), want %v", got.Allowed, got.Rule, tt.want)
			}
		})
	}
}
