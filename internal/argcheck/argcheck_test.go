package argcheck

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/snapshot"
)

func TestDecode(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     string // canonical JSON, or "" when refused
		errHas   string
	}{
		{"object", `{"b": 1, "a": "x"}`, `{"a":"x","b":1}`, ""},
		{"absent", ``, `{}`, ""},
		{"null", ` null `, `{}`, ""},
		{"empty object", `{}`, `{}`, ""},
		{"nested", `{"a": {"b": [1, {"c": null}]}}`, `{"a":{"b":[1,{"c":null}]}}`, ""},
		{"big integer kept", `{"n": 12345678901234567890123}`, `{"n":12345678901234567890123}`, ""},
		{"huge exponent kept", `{"n": 1e400}`, `{"n":1e400}`, ""},
		{"escapes decoded", `{"a": "\u0041\n\"\/"}`, `{"a":"A\n\"/"}`, ""},
		{"pair of surrogates", `{"a": "\ud83d\ude00"}`, `{"a":"😀"}`, ""},
		{"array", `[1, 2]`, "", "want a JSON object, got an array"},
		{"string", `"{\"a\":1}"`, "", "got a string"},
		{"number", `5000`, "", "got a number"},
		{"boolean", `true`, "", "got a boolean"},
		{"duplicate key", `{"a": 1, "a": 2}`, "", `duplicate key "a"`},
		{"duplicate key by escape", `{"path": "/etc", "p\u0061th": "/tmp"}`, "", `duplicate key "path"`},
		{"nested duplicate key", `{"o": {"x": 1, "y": 2, "x": 3}}`, "", `duplicate key "x" at /o`},
		{"duplicate in an array's object", `{"l": [{}, {"k": 1, "k": 1}]}`, "", "at /l/1"},
		{"lone high surrogate", `{"a": "\ud800"}`, "", "unpaired surrogate"},
		{"lone low surrogate", `{"a": "\udc00x"}`, "", "unpaired surrogate"},
		{"surrogate then letter", `{"a": "\ud800\u0041"}`, "", "unpaired surrogate"},
		{"invalid UTF-8", "{\"a\": \"\xff\xfe\"}", "", "invalid UTF-8"},
		{"invalid UTF-8 key", "{\"\xc0\xaf\": 1}", "", "invalid UTF-8"},
		{"raw control character", "{\"a\": \"x\ty\"}", "", "control character"},
		{"trailing garbage", `{"a": 1} x`, "", "after the object"},
		{"two objects", `{"a": 1}{"b": 2}`, "", "after the object"},
		{"trailing comma", `{"a": 1,}`, "", "quoted member name"},
		{"comment", `{"a": 1 /* x */}`, "", "want ',' or '}'"},
		{"NaN", `{"a": NaN}`, "", "unexpected"},
		{"Infinity", `{"a": Infinity}`, "", "unexpected"},
		{"leading zero", `{"a": 012}`, "", "want ',' or '}'"},
		{"bad exponent", `{"a": 1e}`, "", "bad number"},
		{"single quotes", `{'a': 1}`, "", "quoted member name"},
		{"BOM", "\ufeff{\"a\":1}", "", "want a JSON object"},
		{"unterminated", `{"a": "x`, "", "unterminated"},
		{"too deep", `{"a":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, "", "nested more than 64"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode([]byte(tt.in), 0)
			if tt.want == "" {
				if err == nil || !strings.Contains(err.Error(), tt.errHas) {
					t.Fatalf("got %s, %v; want an error with %q", got.JSON, err, tt.errHas)
				}
				var e *Error
				if !errors.As(err, &e) {
					t.Errorf("error %T is not an *Error", err)
				}
				return
			}
			if err != nil || string(got.JSON) != tt.want {
				t.Fatalf("got %s, %v; want %s", got.JSON, err, tt.want)
			}
		})
	}
}

func TestDecodeSizeLimit(t *testing.T) {
	if _, err := Decode([]byte(`{"a": "`+strings.Repeat("x", 100)+`"}`), 50); err == nil || !strings.Contains(err.Error(), "over the limit") {
		t.Errorf("got %v, want the size limit", err)
	}
}

func TestValidate(t *testing.T) {
	schema := []byte(`{"type":"object","properties":{"amount":{"type":"number"},"dry_run":{"type":"boolean"},
		"paths":{"type":"array","items":{"type":"string"}},"mode":{"enum":["a","b"]}},"required":["amount"],"additionalProperties":false}`)
	s := Compile(schema)
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	for _, tt := range []struct {
		name, args string
		errHas     string
	}{
		{"fine", `{"amount": 5000, "paths": ["/tmp/a"], "mode": "a"}`, ""},
		{"big number fine", `{"amount": 123456789012345678901234567890}`, ""},
		{"number as a string", `{"amount": "5000"}`, "do not match the tool's input schema: got string, want number at /amount"},
		{"boolean as a string", `{"amount": 1, "dry_run": "true"}`, "/dry_run"},
		{"boolean as a number", `{"amount": 1, "dry_run": 1}`, "/dry_run"},
		{"string where an array was", `{"amount": 1, "paths": "/etc/passwd"}`, "/paths"},
		{"array of wrong items", `{"amount": 1, "paths": [["/etc"]]}`, "/paths/0"},
		{"missing required", `{}`, "amount"},
		{"unknown member", `{"amount": 1, "extra": 1}`, "extra"},
		{"not in enum", `{"amount": 1, "mode": "c"}`, "/mode"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args, err := Decode([]byte(tt.args), 0)
			if err != nil {
				t.Fatal(err)
			}
			err = s.Validate(args.Value)
			switch {
			case tt.errHas == "" && err != nil:
				t.Fatalf("got %v, want none", err)
			case tt.errHas != "" && (err == nil || !strings.Contains(err.Error(), tt.errHas)):
				t.Fatalf("got %v, want an error with %q", err, tt.errHas)
			}
		})
	}
}

func TestCompileRefusesWhatCannotBeChecked(t *testing.T) {
	for _, tt := range []struct{ name, schema, errHas string }{
		{"remote reference", `{"type":"object","properties":{"a":{"$ref":"https://example.invalid/s.json"}}}`, "another document"},
		{"not JSON", `{"type":`, "not JSON"},
		{"bad keyword value", `{"type": 5}`, "does not compile"},
		{"too deep", strings.Repeat(`{"items":`, 200) + `{}` + strings.Repeat(`}`, 200), "nests more than"},
		{"too large", `{"description":"` + strings.Repeat("x", MaxSchemaBytes) + `"}`, "over the limit"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := Compile([]byte(tt.schema))
			if s.Err() == nil || !strings.Contains(s.Err().Error(), tt.errHas) {
				t.Fatalf("got %v, want an error with %q", s.Err(), tt.errHas)
			}
			if err := s.Validate(map[string]any{}); err == nil {
				t.Error("a schema that did not compile let a call through")
			}
		})
	}
	for _, tt := range []struct{ name, schema string }{
		{"empty", ``},
		{"boolean true", `true`},
		{"no type", `{"properties":{"a":{"type":"string"}}}`},
		{"draft-07", `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"a":{"type":"string"}}}`},
		{"local reference", `{"type":"object","$defs":{"s":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/s"}}}`},
		{"recursive reference", `{"type":"object","properties":{"next":{"$ref":"#"}}}`},
		{"unknown format", `{"type":"object","properties":{"a":{"type":"string","format":"made-up"}}}`},
		{"unknown keyword", `{"type":"object","x-vendor":{"a":1}}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := Compile([]byte(tt.schema))
			if s.Err() != nil {
				t.Fatalf("got %v, want the schema to compile", s.Err())
			}
			if err := s.Validate(map[string]any{"a": "x", "next": map[string]any{}}); err != nil {
				t.Errorf("validate: %v", err)
			}
		})
	}
	if err := Compile([]byte(`false`)).Validate(map[string]any{}); err == nil {
		t.Error("the schema false let a call through")
	}
}

// TestRealSchemas compiles every input schema of the snapshot's real
// servers: each must compile (or refuse for a reason worth refusing), and
// a call without arguments must pass wherever nothing is required.
func TestRealSchemas(t *testing.T) {
	servers, err := snapshot.Servers()
	if err != nil {
		t.Fatal(err)
	}
	var tools, failed, refusedEmpty int
	for _, s := range servers {
		for _, tool := range s.Tools {
			tools++
			sch := Compile(tool.InputSchema)
			if sch.Err() != nil {
				failed++
				t.Errorf("%s/%s: %v", s.Name, tool.Name, sch.Err())
				continue
			}
			var top struct {
				Required []string `json:"required"`
			}
			_ = json.Unmarshal(tool.InputSchema, &top)
			if len(top.Required) == 0 {
				if err := sch.Validate(map[string]any{}); err != nil {
					refusedEmpty++
				}
			}
		}
	}
	t.Logf("%d real tools: %d schemas do not compile; %d refuse a call without arguments though nothing is required", tools, failed, refusedEmpty)
}

// FuzzDecode checks the decoder's invariants: it never panics, what it
// accepts re-encodes to a fixpoint, and the canonical form decodes to
// the same value.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":[1,2,{"b":null}]}`, `{"a":"\ud83d\ude00"}`, `{"a":1e400}`, `{"a":1,"a":2}`, `[]`, `{"a":"\u0000"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		a, err := Decode(raw, 1<<20)
		if err != nil {
			return
		}
		b, err := Decode(a.JSON, 0)
		if err != nil {
			t.Fatalf("the canonical form %s does not decode: %v", a.JSON, err)
		}
		if string(b.JSON) != string(a.JSON) || !reflect.DeepEqual(a.Value, b.Value) {
			t.Fatalf("not a fixpoint: %s -> %s", a.JSON, b.JSON)
		}
		dec := json.NewDecoder(strings.NewReader(string(a.JSON)))
		dec.UseNumber()
		var std map[string]any
		if err := dec.Decode(&std); err != nil {
			t.Fatalf("encoding/json refuses the canonical form %s: %v", a.JSON, err)
		}
	})
}

// FuzzValidate checks that validation never panics on any arguments
// against a schema using most keywords.
func FuzzValidate(f *testing.F) {
	s := Compile([]byte(`{"type":"object","properties":{"a":{"type":"array","items":{"type":"integer","minimum":0}},
		"b":{"oneOf":[{"type":"string","pattern":"^x+$"},{"type":"null"}]},"c":{"$ref":"#"}},"additionalProperties":{"type":"boolean"}}`))
	f.Add([]byte(`{"a":[1,2],"b":"xx","c":{"a":[3]}}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		if a, err := Decode(raw, 1<<20); err == nil {
			_ = s.Validate(a.Value)
		}
	})
}

func BenchmarkDecode(b *testing.B) {
	raw := []byte(`{"path": "/home/user/notes/today.md", "content": "a few lines of text\nto write", "append": true, "mode": 420}`)
	b.Run("argcheck", func(b *testing.B) {
		for b.Loop() {
			if _, err := Decode(raw, 0); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		for b.Loop() {
			var m map[string]any
			if err := json.Unmarshal(raw, &m); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkValidate(b *testing.B) {
	s := Compile([]byte(`{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"append":{"type":"boolean"}},"required":["path","content"]}`))
	a, _ := Decode([]byte(`{"path": "/home/user/notes/today.md", "content": "text", "append": true}`), 0)
	for b.Loop() {
		if err := s.Validate(a.Value); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSchemaRepairsAndPatterns(t *testing.T) {
	for _, tt := range []struct {
		name, schema, ok, bad string
	}{
		{"empty enum is no restriction", `{"type":"object","properties":{"k":{"type":"string","enum":[]}}}`, `{"k":"x"}`, `{"k":1}`},
		{"draft-04 exclusive minimum", `{"type":"object","properties":{"n":{"type":"number","minimum":0,"exclusiveMinimum":true}}}`, `{"n":1}`, `{"n":0}`},
		{"draft-04 inclusive maximum", `{"type":"object","properties":{"n":{"type":"number","maximum":5,"exclusiveMaximum":false}}}`, `{"n":5}`, `{"n":6}`},
		{"ECMAScript lookahead", `{"type":"object","properties":{"s":{"type":"string","pattern":"^(?!admin).*$"}}}`, `{"s":"user"}`, `{"s":"admin"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := Compile([]byte(tt.schema))
			if s.Err() != nil {
				t.Fatal(s.Err())
			}
			ok, _ := Decode([]byte(tt.ok), 0)
			bad, _ := Decode([]byte(tt.bad), 0)
			if err := s.Validate(ok.Value); err != nil {
				t.Errorf("%s: %v", tt.ok, err)
			}
			if err := s.Validate(bad.Value); err == nil {
				t.Errorf("%s passed", tt.bad)
			}
		})
	}
	t.Run("catastrophic backtracking is bounded and refused", func(t *testing.T) {
		s := Compile([]byte(`{"type":"object","properties":{"s":{"type":"string","pattern":"^(?=a)(a+)+$"}}}`))
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
		start := time.Now()
		err := s.Validate(map[string]any{"s": strings.Repeat("a", 40) + "!"})
		if err == nil {
			t.Error("a match that timed out let the call through")
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("took %v", el)
		}
	})
}

// TestHugeExponents: the schema validator reads numbers as big.Rat, which
// computes 10^exponent in full (slow for a large exponent, and nil past
// 10^1000000, which the validator then dereferences). A number's exponent
// is bounded when it is decoded, and a validator that panics refuses the
// call instead of taking the process down.
func TestHugeExponents(t *testing.T) {
	schemas := map[string]string{
		"maximum":    `{"type":"object","properties":{"n":{"maximum":10}}}`,
		"minimum":    `{"type":"object","properties":{"n":{"minimum":10}}}`,
		"multipleOf": `{"type":"object","properties":{"n":{"multipleOf":3}}}`,
		"enum":       `{"type":"object","properties":{"n":{"enum":[1,2]}}}`,
		"integer":    `{"type":"object","properties":{"n":{"type":"integer"}}}`,
	}
	for _, tt := range []struct {
		num     string
		decodes bool
	}{
		{"1e400", true},
		{"-1e-400", true},
		{"1E+1000", true},
		{"1e1001", false},
		{"1e999999", false},
		{"1e1000001", false},
		{"-1e-99999999", false},
		{"1e00000000000000000000000000400", true},
	} {
		for name, sch := range schemas {
			t.Run(tt.num+" "+name, func(t *testing.T) {
				start := time.Now()
				a, err := Decode([]byte(`{"n": `+tt.num+`}`), 0)
				if (err == nil) != tt.decodes {
					t.Fatalf("decode: got error %v, want decoded %v", err, tt.decodes)
				}
				if err == nil {
					_ = Compile([]byte(sch)).Validate(a.Value)
				}
				if d := time.Since(start); d > 20*time.Millisecond {
					t.Errorf("took %v, want under 20ms", d)
				}
			})
		}
	}
	t.Run("a number the decoder did not bound", func(t *testing.T) {
		err := Compile([]byte(schemas["maximum"])).Validate(map[string]any{"n": json.Number("1e1000001")})
		if err == nil {
			t.Fatal("got no error, want the call refused")
		}
	})
}

func TestNamesInAnotherCase(t *testing.T) {
	direct := `{"type":"object","properties":{"path":{"type":"string"},"kind":{"type":"string"},
	  "opts":{"type":"object","properties":{"mode":{"type":"string"}}},
	  "files":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}}}}}}`
	// The same member "path", declared for the validator in every way a
	// schema can declare it other than directly.
	indirect := map[string]string{
		"$ref to $defs":        `{"$ref":"#/$defs/a","$defs":{"a":{"type":"object","properties":{"path":{"type":"string"}}}}}`,
		"$ref in a property":   `{"type":"object","properties":{"o":{"$ref":"#/$defs/a"}},"$defs":{"a":{"type":"object","properties":{"path":{"type":"string"}}}}}`,
		"draft-07 definitions": `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"o":{"$ref":"#/definitions/a"}},"definitions":{"a":{"type":"object","properties":{"path":{"type":"string"}}}}}`,
		"allOf":                `{"type":"object","allOf":[{"properties":{"path":{"type":"string"}}}]}`,
		"anyOf":                `{"type":"object","anyOf":[{"properties":{"x":{}}},{"properties":{"path":{"type":"string"}}}]}`,
		"oneOf":                `{"type":"object","oneOf":[{"properties":{"path":{"type":"string"}}}]}`,
		"if then else":         `{"type":"object","if":{"required":["x"]},"then":{},"else":{"properties":{"path":{"type":"string"}}}}`,
		"dependentSchemas":     `{"type":"object","dependentSchemas":{"x":{"properties":{"path":{"type":"string"}}}}}`,
		"required only":        `{"type":"object","required":["path"]}`,
		"patternProperties":    `{"type":"object","patternProperties":{"^o":{"type":"object","properties":{"path":{"type":"string"}}}}}`,
		"additionalProperties": `{"type":"object","additionalProperties":{"type":"object","properties":{"path":{"type":"string"}}}}`,
		"prefixItems":          `{"type":"object","properties":{"o":{"type":"array","prefixItems":[{"properties":{"path":{}}}]}}}`,
		"recursive $ref":       `{"$ref":"#/$defs/n","$defs":{"n":{"type":"object","properties":{"path":{"type":"string"},"o":{"$ref":"#/$defs/n"}}}}}`,
		"$ref cycle":           `{"$ref":"#/$defs/a","$defs":{"a":{"allOf":[{"$ref":"#/$defs/b"}]},"b":{"anyOf":[{"$ref":"#/$defs/a"},{"properties":{"path":{}}}]}}}`,
	}
	schemas := map[string]string{"direct": direct}
	for k, v := range indirect {
		schemas[k] = v
	}
	type attempt struct{ name, args, errHas string }
	cases := map[string][]attempt{"direct": {
		{"declared names", `{"path":"/a","kind":"x","opts":{"mode":"r"},"files":[{"name":"n"}]}`, ""},
		{"undeclared names", `{"extra":1,"opts":{"other":2}}`, ""},
		{"capitals", `{"PATH":"/etc"}`, `"PATH" is the property "path" in another case at /PATH`},
		{"Kelvin sign", `{"\u212Aind":"x"}`, `is the property "kind"`},
		{"long s", `{"opts":{"mode":"r"},"files":[{"na\u017Fe":"x"}]}`, ""},
		{"nested", `{"opts":{"MODE":"w"}}`, "at /opts/MODE"},
		{"in an array", `{"files":[{"name":"a"},{"Name":"b"}]}`, "at /files/1/Name"},
		{"two cases", `{"path":"/a","Path":"/b"}`, "differ only in case"},
		{"two cases undeclared", `{"x":{"ab":1,"AB":2}}`, "differ only in case"},
	}}
	for name := range indirect {
		// Each schema is tried at the top, one level down and in an
		// array: the member lands wherever that schema declares it.
		for _, args := range []string{`{"PATH":"/etc"}`, `{"o":{"PATH":"/etc"}}`, `{"o":[{"PATH":"/etc"}]}`, `{"x":1,"o":{"o":{"Path":"/etc"}}}`} {
			cases[name] = append(cases[name], attempt{args, args, "?"})
		}
	}
	for name, schema := range schemas {
		s := Compile([]byte(schema))
		if s.Err() != nil {
			t.Fatalf("%s: %v", name, s.Err())
		}
		t.Run(name, func(t *testing.T) {
			// Some of the four placements fit a schema; at least one of
			// them must, and every one that is not refused for its case
			// must be one the schema does not declare there.
			caught := 0
			for _, tt := range cases[name] {
				a, err := Decode([]byte(tt.args), 0)
				if err != nil {
					t.Fatal(err)
				}
				err = s.Validate(a.Value)
				switch {
				case tt.errHas == "?":
					if err != nil && strings.Contains(err.Error(), "in another case") {
						caught++
					}
				case tt.errHas == "" && err != nil:
					t.Errorf("%s: got %v, want accepted", tt.name, err)
				case tt.errHas != "" && (err == nil || !strings.Contains(err.Error(), tt.errHas)):
					t.Errorf("%s: got %v, want an error with %q", tt.name, err, tt.errHas)
				}
			}
			if _, indirect := indirect[name]; indirect && caught == 0 {
				t.Errorf("got no placement of \"PATH\" refused, want the one the schema declares")
			}
		})
	}
}

// A schema whose combinators multiply (each level an allOf of two
// references to the next) would have the validator evaluate 2^40
// subschemas for one value, with no deadline: it is refused when
// compiled, and every call with it is refused at once.
func TestMultiplyingSchemaIsRefused(t *testing.T) {
	for _, tt := range []struct {
		name   string
		levels int
		errHas string
	}{
		{"ten levels", 10, ""},
		{"forty levels", 40, "too intricate"},
		{"forty levels under a property", -40, "too intricate"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n := max(tt.levels, -tt.levels)
			var defs []string
			for i := range n {
				defs = append(defs, fmt.Sprintf(`"d%d":{"allOf":[{"$ref":"#/$defs/d%d"},{"$ref":"#/$defs/d%d"}]}`, i, i+1, i+1))
			}
			defs = append(defs, fmt.Sprintf(`"d%d":{"properties":{"path":{}}}`, n))
			root := `"$ref":"#/$defs/d0"`
			if tt.levels < 0 {
				root = `"properties":{"o":{"$ref":"#/$defs/d0"}}`
			}
			s := Compile([]byte(`{` + root + `,"$defs":{` + strings.Join(defs, ",") + `}}`))
			if err := s.Err(); (tt.errHas == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.errHas)) {
				t.Fatalf("got %v, want %q", err, tt.errHas)
			}
			start := time.Now()
			a, _ := Decode([]byte(`{"o":{"x":1},"x":1}`), 0)
			if err := s.Validate(a.Value); (tt.errHas == "") != (err == nil) {
				t.Errorf("got %v, want %q", err, tt.errHas)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("took %v, want well under a second", d)
			}
		})
	}
}

// The name check visits each schema once per distinct place; arguments
// wide enough to spend its bound anyway are refused, not let through.
func TestNameCheckIsBounded(t *testing.T) {
	var branches []string
	for i := range 500 {
		branches = append(branches, fmt.Sprintf(`{"properties":{"p%d":{}}}`, i))
	}
	s := Compile([]byte(`{"type":"object","properties":{"o":{"type":"array","items":{"allOf":[` + strings.Join(branches, ",") + `]}}}}`))
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	for _, tt := range []struct {
		name   string
		items  int
		errHas string
	}{
		{"a hundred items", 100, ""},
		{"a hundred items, one in capitals", -100, "in another case"},
		{"five thousand items", 5000, "too intricate"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			item := `{"p1":1,"p2":2}`
			last := item
			if tt.items < 0 {
				last = `{"P1":1}`
			}
			n := max(tt.items, -tt.items)
			a, err := Decode([]byte(`{"o":[`+strings.Repeat(item+",", n-1)+last+`]}`), 0)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			err = s.Validate(a.Value)
			if (tt.errHas == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.errHas)) {
				t.Errorf("got %v, want %q", err, tt.errHas)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("took %v, want well under a second", d)
			}
		})
	}
}
