package clientconfig

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestJSONCToJSON(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		{"plain JSON", `{"a": [1, 2], "b": {"c": null}}`, `{"a": [1, 2], "b": {"c": null}}`},
		{"line comment", "{\"a\": 1 // one\n}", "{\"a\": 1       \n}"},
		{"line comment with CRLF", "{\"a\": 1 // x\r\n}", "{\"a\": 1     \r\n}"},
		{"line comment at end of input", "{} // end", "{}       "},
		{"block comment keeps newlines", "{/* a\nb */\"a\": 1}", "{    \n    \"a\": 1}"},
		{"block comment keeps CRLF", "{/*\r\n*/}", "{  \r\n  }"},
		{"trailing comma in object", `{"a": 1,}`, `{"a": 1 }`},
		{"trailing comma in array", `[1, 2, ]`, `[1, 2  ]`},
		{"trailing comma before comment", "{\"a\": [1,] , // c\n}", "{\"a\": [1 ]       \n}"},
		{"trailing comma after string", `["x",]`, `["x" ]`},
		{"comment markers in strings", `{"u": "http://x/*y*/", "c": "a,"}`, `{"u": "http://x/*y*/", "c": "a,"}`},
		{"escaped quote in string", `{"a": "\"//", "b": 1,}`, `{"a": "\"//", "b": 1 }`},
		{"unterminated block comment left alone", "{\"a\": 1} /* open", "{\"a\": 1} /* open"},
		{"comma without a value before it", `[,]`, `[,]`},
		{"double comma", `{"a": 1,,}`, `{"a": 1,,}`},
		{"lone slash", `{"a": 1 / 2}`, `{"a": 1 / 2}`},
		{"multibyte comment", "[1 // é\n]", "[1      \n]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := JSONCToJSON([]byte(tt.in))
			if string(got) != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if len(got) != len(tt.in) {
				t.Errorf("got length %d, want %d", len(got), len(tt.in))
			}
		})
	}
}

func TestJSONCToJSONLeavesInputAlone(t *testing.T) {
	in := []byte(`{"a": 1, // c
}`)
	orig := bytes.Clone(in)
	_ = JSONCToJSON(in)
	if !bytes.Equal(in, orig) {
		t.Errorf("got input changed to %q, want %q", in, orig)
	}
}

func FuzzJSONC(f *testing.F) {
	for _, s := range []string{
		`{"a": [1, 2,], // c
		/* d */ "b": "x//y",}`,
		`[,]`, `{"a":1,,}`, "/* open", `"\"`, `{"a": "\\"}`, "\xef\xbb\xbf{}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out := JSONCToJSON(in)
		if len(out) != len(in) {
			t.Fatalf("got length %d, want %d", len(out), len(in))
		}
		if json.Valid(in) && !bytes.Equal(out, in) {
			t.Fatalf("valid JSON changed: got %q, want %q", out, in)
		}
		if bytes.Count(out, []byte("\n")) != bytes.Count(in, []byte("\n")) {
			t.Fatalf("got %d newlines, want %d", bytes.Count(out, []byte("\n")), bytes.Count(in, []byte("\n")))
		}
	})
}
