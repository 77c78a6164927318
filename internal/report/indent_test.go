package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

var indentCases = []string{
	`{"a":1,"b":[1,2,{"c":"d"}],"e":{},"f":[],"g":[{}],"h":null}`,
	` { "a" : [ 1 , 2 ] , "b" : { } } `, "[1]\n\t ", `"x"`, `1.5e3`, `true`, `[]`, `{}`,
	`{"s":"a\"b\\c\/\u00e9{}[],:"}`, "\"\xff\xfe\"", `{"a":"\\"}`,
	strings.Repeat(`[`, 5000) + strings.Repeat(`]`, 5000),
	strings.Repeat(`{"a":`, 2000) + `1` + strings.Repeat(`}`, 2000),
	`"` + strings.Repeat(`x\"`, 50_000) + `"`,
	``, `{`, `[1,]`, `{"a"}`, `"unterminated`, `"esc\`, `}}]]`,
}

// On valid JSON, appendIndented writes what json.Indent writes, with any
// prefix and indent; on anything it does not panic.
func TestAppendIndentedAsIndent(t *testing.T) {
	for _, src := range indentCases {
		t.Run(src[:min(len(src), 40)], func(t *testing.T) {
			checkIndentAgrees(t, []byte(src), "    ", "  ")
			checkIndentAgrees(t, []byte(src), "", "\t")
		})
	}
}

func checkIndentAgrees(t *testing.T, src []byte, prefix, indent string) {
	t.Helper()
	got := appendIndented([]byte("kept"), src, prefix, indent)
	if !json.Valid(src) {
		return
	}
	var want bytes.Buffer
	want.WriteString("kept")
	if err := json.Indent(&want, src, prefix, indent); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("got  %q\nwant %q", got, want.Bytes())
	}
}

func FuzzAppendIndented(f *testing.F) {
	for _, src := range indentCases {
		f.Add([]byte(src), "  ", " ")
	}
	f.Fuzz(func(t *testing.T, src []byte, prefix, indent string) {
		checkIndentAgrees(t, src, prefix, indent)
	})
}
