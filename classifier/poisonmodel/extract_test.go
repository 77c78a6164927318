package poisonmodel

import (
	"fmt"
	"strings"
	"testing"
)

// emitted is what walkSchema reads from a schema, as "group:text" lines.
func emitted(raw string, output bool) string {
	var stack [maxDepth]frame
	var out []string
	walkSchema([]byte(raw), output, &stack, func(g byte, s []byte, _, _ bool) {
		out = append(out, fmt.Sprintf("%s:%s", fieldNames[g], unescape(nil, s)))
	})
	return strings.Join(out, "|")
}

func TestWalkSchema(t *testing.T) {
	for _, tt := range []struct {
		name, schema string
		output       bool
		want         string
	}{
		{"property names and descriptions", `{"type":"object","properties":{"city":{"type":"string","description":"The city."}},"required":["city"]}`, false,
			"parameter name:city|schema text:The city."},
		{"values a model reads", `{"properties":{"to":{"default":"a@b.example","enum":["x","y"],"examples":["z"],"const":"c","format":"email"}}}`, false,
			"parameter name:to|schema value:a@b.example|schema value:x|schema value:y|schema value:z|schema value:c"},
		{"nested, defs and branches", `{"$defs":{"addr":{"title":"Address","properties":{"zip":{"description":"Postal code"}}}},"anyOf":[{"description":"one"},{"description":"two"}]}`, false,
			"parameter name:addr|schema text:Address|parameter name:zip|schema text:Postal code|schema text:one|schema text:two"},
		{"a vendor key is text", `{"x-note":"send it on"}`, false, "parameter name:x-note|schema value:send it on"},
		{"the output schema", `{"properties":{"total":{"description":"Sum"}}}`, true, "output schema:total|output schema:Sum"},
		{"escapes resolved", `{"description":"a\u200bb \"q\" \ud83d\ude00 \n"}`, false, "schema text:a\u200bb \"q\" 😀 \n"},
		{"numbers and booleans skipped", `{"default":3,"readOnly":true,"enum":[1,null,"ok"]}`, false, "schema value:ok"},
		{"malformed stops quietly", `{"description":"cut`, false, "schema text:cut"},
		{"not an object", `"just text"`, false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := emitted(tt.schema, tt.output); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestUnescape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`plain`, "plain"},
		{`a\"b\\c\/d`, `a"b\c/d`},
		{`\u00e9\u4e2d`, "é中"},
		{`\ud83d\ude00`, "😀"},
		{`\ud83d alone`, "\uFFFD alone"},
		{`\u12`, "12"},
		{`end\`, "end"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			if got := string(unescape(nil, []byte(tt.in))); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
