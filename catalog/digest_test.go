package catalog

import (
	"encoding/json"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestJCSNumbers checks the ECMAScript number serialization with the
// IEEE 754 test values of RFC 8785, Appendix B.
func TestJCSNumbers(t *testing.T) {
	for _, tt := range []struct {
		bits uint64
		want string
	}{
		{0x0000000000000000, "0"},
		{0x8000000000000000, "0"},
		{0x0000000000000001, "5e-324"},
		{0x8000000000000001, "-5e-324"},
		{0x7fefffffffffffff, "1.7976931348623157e+308"},
		{0xffefffffffffffff, "-1.7976931348623157e+308"},
		{0x4340000000000000, "9007199254740992"},
		{0xc340000000000000, "-9007199254740992"},
		{0x4430000000000000, "295147905179352830000"},
		{0x44b52d02c7e14af5, "9.999999999999997e+22"},
		{0x44b52d02c7e14af6, "1e+23"},
		{0x44b52d02c7e14af7, "1.0000000000000001e+23"},
		{0x444b1ae4d6e2ef4e, "999999999999999700000"},
		{0x444b1ae4d6e2ef4f, "999999999999999900000"},
		{0x444b1ae4d6e2ef50, "1e+21"},
		{0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
		{0x3eb0c6f7a0b5ed8d, "0.000001"},
		{0x41b3de4355555553, "333333333.3333332"},
		{0x41b3de4355555554, "333333333.33333325"},
		{0x41b3de4355555555, "333333333.3333333"},
		{0x41b3de4355555556, "333333333.3333334"},
		{0x41b3de4355555557, "333333333.33333343"},
		{0xbecbf647612f3696, "-0.0000033333333333333333"},
		{0x43143ff3c1cb0959, "1424953923781206.2"},
	} {
		in := strconv.FormatFloat(math.Float64frombits(tt.bits), 'g', -1, 64)
		t.Run(in, func(t *testing.T) {
			got, err := JCS([]byte(in))
			if err != nil {
				t.Fatalf("got error %v, want %s", err, tt.want)
			}
			if string(got) != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestJCSDocuments(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		// RFC 8785, section 3.2.2.
		{"rfc example", `{
  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`, `{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`},
		// RFC 8785, section 3.2.3: names sort by UTF-16 code units, so
		// U+1F600 (a surrogate pair, 0xD83D…) comes before U+FB33.
		{"utf-16 order", `{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}`,
			"{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\",\"\u00f6\":\"Latin Small Letter O With Diaeresis\",\"\u20ac\":\"Euro Sign\",\"\U0001F600\":\"Emoji: Grinning Face\",\"\uFB33\":\"Hebrew Letter Dalet With Dagesh\"}"},
		{"control escapes", `["\u0008\u0009\u000a\u000c\u000d\u0001\u007f\u2028"]`, "[\"\\b\\t\\n\\f\\r\\u0001\u007f\u2028\"]"},
		{"integers become doubles", `[12345678901234567890, -0, 1.0, 1e2]`, `[12345678901234567000,0,1,100]`},
		{"nested objects sorted", `{"b":{"d":1,"c":[{"f":1,"e":2}]},"a":null}`, `{"a":null,"b":{"c":[{"e":2,"f":1}],"d":1}}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := JCS([]byte(tt.in))
			if err != nil {
				t.Fatalf("got error %v, want %s", err, tt.want)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestJCSRefusesNonIJSON(t *testing.T) {
	for _, tt := range []struct{ name, in string }{
		{"duplicate member", `{"a":1,"a":2}`},
		{"lone surrogate", `["\ud800"]`},
		{"invalid utf-8", "[\"\xff\"]"},
		{"overflow", `[1e400]`},
		{"negative overflow", `{"x":-1e309}`},
		{"trailing data", `{} {}`},
		{"not json", `{"a":}`},
		{"empty", ``},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := JCS([]byte(tt.in)); err == nil {
				t.Errorf("got %s, want an error", got)
			}
		})
	}
}

func TestDefinitionMembers(t *testing.T) {
	for _, tt := range []struct {
		name, tool, want string
	}{
		{"name only", `{"name":"ping"}`, `{"name":"ping"}`},
		{"empty and null members left out", `{"name":"ping","title":"","description":"","inputSchema":null,"annotations":{}}`, `{"name":"ping"}`},
		{"meta and extras left out", `{"name":"ping","_meta":{"a":1},"icons":[{"src":"x"}]}`, `{"name":"ping"}`},
		{"annotations as declared", `{"name":"ping","annotations":{"readOnlyHint":true,"x-vendor":1}}`, `{"annotations":{"readOnlyHint":true,"x-vendor":1},"name":"ping"}`},
		{"schemas canonical", `{"name":"s","inputSchema":{"type":"object","properties":{"n":{"maximum":1E3}}},"outputSchema":true}`,
			`{"inputSchema":{"properties":{"n":{"maximum":1000}},"type":"object"},"name":"s","outputSchema":true}`},
		{"all members", baseTool, `{"annotations":{"destructiveHint":true,"readOnlyHint":false},"description":"Deletes a file from disk.","inputSchema":{"properties":{"force":{"default":false,"type":"boolean"},"path":{"description":"File path","type":"string"}},"required":["path"],"type":"object"},"name":"delete_file","outputSchema":{"properties":{"deleted":{"minimum":0,"type":"integer"}},"type":"object"},"title":"Delete file"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := mustTool(t, tt.tool).Definition()
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestDefinitionRefusesBrokenSchema(t *testing.T) {
	tool := Tool{Name: "x", InputSchema: json.RawMessage(`{"a":1,"a":2}`)}
	if d, err := tool.Digest(); err == nil {
		t.Errorf("got %s, want an error for a member named twice", d)
	}
}

// TestDigestREADMEExample recomputes the worked example of the README, so
// the documented digest is the one mcpscan writes.
func TestDigestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	section := regexp.MustCompile("(?s)<!-- digest example -->.*?```json\n(.*?)```.*?```\n(.*?)\n```.*?`(sha256:[0-9a-f]{64})`").FindSubmatch(readme)
	if section == nil {
		t.Fatal("README: no digest example (a json block, the canonical form and a sha256: digest after <!-- digest example -->)")
	}
	tool := mustTool(t, string(section[1]))
	def, err := tool.Definition()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(def), strings.TrimSpace(string(section[2])); got != want {
		t.Errorf("canonical form: got\n%s\nwant (README)\n%s", got, want)
	}
	if got, want := DigestOf(def), string(section[3]); got != want {
		t.Errorf("digest: got %s, want (README) %s", got, want)
	}
}

func FuzzJCS(f *testing.F) {
	for _, s := range []string{`{"b":[1,2.5e3,"\u00e9"],"a":{"c":null}}`, `[1e400]`, `"\ud83d\ude00"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := JCS(in)
		if err != nil {
			return
		}
		again, err := JCS(out)
		if err != nil {
			t.Fatalf("canonical form %s does not parse: %v", out, err)
		}
		if string(again) != string(out) {
			t.Errorf("not idempotent: %s then %s", out, again)
		}
	})
}
