package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// hiddenNesting are codes whose nesting hides where a guess about a slash
// (a regular expression or a division?) would skip it, in every shape the
// guess has gone wrong before: after the name "of", after a keyword used
// as a property name, after a call named like a keyword, and inside a
// string that only a misread slash opens.
func hiddenNesting(n int) map[string]string {
	bang := strings.Repeat("!", n) + "1"
	paren := strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
	return map[string]string{
		"after of":                  "let of = 1; of / " + bang + " / 1",
		"after .do":                 "let x = {}; x.do / " + bang + " / 1",
		"after .else":               "x.else / " + paren + " / 1",
		"after .try":                "x.try / " + bang + " / 1",
		"after .finally":            "x.finally / " + bang + " / 1",
		"after .for()":              "x.for(1) / " + bang + " / 1",
		"after .if()":               "x.if(1) / " + paren + " / 1",
		"after .while()":            "x.while(1) / " + bang + " / 1",
		"string opened in a regex":  `let of = 1; of / /"/ + ` + bang + `; // "`,
		"regex that never ends":     "x = a / b / " + bang,
		"template after a division": "x.do / `${" + bang + "}` / 1",
	}
}

func TestNestingHiddenFromTheGuessIsRefused(t *testing.T) {
	for name, code := range hiddenNesting(250_000) {
		t.Run(name, func(t *testing.T) {
			if len(code) > DefaultMaxCodeBytes {
				code = code[:DefaultMaxCodeBytes]
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			_, e := compileScript(ctx, code, "")
			if e == nil || e.Code != CodeSyntaxError {
				t.Fatalf("got %v, want a syntax error (too deep)", e)
			}
		})
	}
}

func TestUnsureCodeIsParsedInAChild(t *testing.T) {
	// A large literal dense in operator characters: the over-count passes
	// the limit, the code is fine.
	blob := strings.Repeat("A+/B=", 40_000)
	code := `const s = "` + blob + `"; s.length`
	if v := nestingVerdict(code, maxNesting); v != nestingUnsure {
		t.Fatalf("verdict %d, want unsure", v)
	}
	ctx := context.Background()
	if _, e := compileScript(ctx, code, ""); e != nil {
		t.Fatalf("compile: %v", e)
	}
	// The same shape hiding real nesting in what only one reading skips:
	// the child parses it, survives or not, and the parent refuses it.
	deep := "x = 1 /" + strings.Repeat("(", 60_000) + "/ 2"
	if v := nestingVerdict(deep, maxNesting); v == nestingOK {
		t.Fatalf("deep code passed as OK")
	}
	if err := checkNesting(ctx, probeScript, "x = "+strings.Repeat("(", 60_000)+"1", ""); err == nil {
		t.Fatal("60,000 parentheses passed")
	}
}

// FuzzNestingVerdict feeds every code the estimate passes as OK to the
// real parsers, in a child process, and fails if the child dies or needs
// more stack than a run may use: the estimate must never let through
// what would kill the process.
func FuzzNestingVerdict(f *testing.F) {
	for _, code := range hiddenNesting(3000) {
		f.Add(code)
	}
	for _, seed := range []string{
		"a / b / c", "x.of / (((1)))", "`${`${`${1}`}`}`", "/[/]/.test(s) / 2", "if (a) /re/.test(b)",
		"a = b\n/re/g.exec(c)", "({} / {})", "x = y / z; // /(((", "/* /((( */ a / b",
		"a ? b : c ? d : e", "let x = async () => await (await f())", "x?.do / 1 / (2)",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if len(code) > 1<<16 || nestingVerdict(code, maxNesting) != nestingOK {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		for _, kind := range []string{probeScript, probeJS} {
			if err := runProbe(ctx, []byte(`{"kind":"`+kind+`","code":`+jsonString(code)+`}`)); err != nil {
				if errors.Is(err, errTooDeep) {
					t.Fatalf("the estimate passed code the parsers cannot take (%s): %.200q", kind, code)
				}
				t.Fatalf("probe: %v", err)
			}
		}
	})
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// A deadline that a guard finds already spent is reported as the
// deadline, never as a cancellation without a cause.
func TestContextErrorNames(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	if e := contextError(ctx, time.Second); !strings.Contains(e.Message, "deadline") || strings.Contains(e.Message, "<nil>") {
		t.Errorf("live context: %q", e.Message)
	}
	done, stop := context.WithCancel(context.Background())
	stop()
	if e := contextError(done, time.Second); strings.Contains(e.Message, "<nil>") {
		t.Errorf("cancelled context: %q", e.Message)
	}
}
