package jsonesc

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

func TestAppend(t *testing.T) {
	tests := []struct {
		name, src   string
		want        string
		wantNext    int
		wantProblem Problem
	}{
		{"quote", `\"x`, `"`, 2, OK},
		{"solidus", `\/`, `/`, 2, OK},
		{"new line", `\n`, "\n", 2, OK},
		{"tab", `\t`, "\t", 2, OK},
		{"backspace and form feed", `\b`, "\b", 2, OK},
		{"unicode", `\u00e9!`, "é", 6, OK},
		{"upper-case hex", `\u00C9`, "É", 6, OK},
		{"a pair", `\ud83d\ude00`, "😀", 12, OK},
		{"U+FFFD written out", `\ufffd`, "\uFFFD", 6, OK},
		{"a lone high surrogate", `\ud83dx`, "\uFFFD", 6, LoneSurrogate},
		{"a lone low surrogate", `\ude00`, "\uFFFD", 6, LoneSurrogate},
		{"a high surrogate and no low one", `\ud83d\u0041`, "\uFFFD", 12, LoneSurrogate},
		{"two high surrogates", `\ud83d\ud83d`, "\uFFFD", 12, LoneSurrogate},
		{"a pair cut short", `\ud83d\ude0`, "", 8, BadUnicode},
		{"short unicode", `\u12`, "", 2, BadUnicode},
		{"non-hex unicode", `\u12g4`, "", 2, BadUnicode},
		{"unknown letter", `\x41`, "", 2, BadEscape},
		{"a backslash at the end", `\`, "", 0, Truncated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, next, problem := Append([]byte("<"), []byte(tt.src), 0)
			if string(got) != "<"+tt.want || next != tt.wantNext || problem != tt.wantProblem {
				t.Errorf("Append(%q) = %q, %d, %d; want %q, %d, %d", tt.src, got, next, problem, "<"+tt.want, tt.wantNext, tt.wantProblem)
			}
		})
	}
}

// unquote reads the body of a JSON string with Append, as the package's
// callers do.
func unquote(body []byte) (string, bool) {
	var out []byte
	for i := 0; i < len(body); {
		switch c := body[i]; {
		case c == '"' || c < 0x20:
			return "", false
		case c != '\\':
			out = append(out, c)
			i++
			continue
		}
		var problem Problem
		if out, i, problem = Append(out, body, i); problem != OK {
			return "", false
		}
	}
	return string(out), true
}

// FuzzAppend holds Append to encoding/json: a string body both accept
// decodes the same, and one Append accepts, encoding/json accepts.
func FuzzAppend(f *testing.F) {
	for _, s := range []string{`a\nb`, `\u00e9`, `\ud83d\ude00`, `\ud83d`, `\x`, `\`, `\u12`, `plain`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		if !utf8.ValidString(body) {
			return // encoding/json replaces invalid UTF-8; Append copies bytes
		}
		got, ok := unquote([]byte(body))
		var want string
		err := json.Unmarshal([]byte(`"`+body+`"`), &want)
		if ok && (err != nil || got != want) {
			t.Fatalf("unquote(%q) = %q; encoding/json: %q, %v", body, got, want, err)
		}
	})
}
