package catalog

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestToolKeepsSchemaBytes(t *testing.T) {
	schema := `{ "$schema": "https://json-schema.org/draft/2020-12/schema",
	  "type":"object", "oneOf": [ {"required":["a"]}, {"required":["b"]} ],
	  "x-vendor": {"keep": "me"}, "title": "odd   spacing" }`
	src := `{"name":"t","inputSchema":` + schema + `,"outputSchema":true,"execution":{"taskSupport":"optional"},"x-custom":[1, 2]}`
	var tool Tool
	if err := json.Unmarshal([]byte(src), &tool); err != nil {
		t.Fatal(err)
	}
	if got := string(tool.InputSchema); got != schema {
		t.Errorf("input schema:\ngot  %s\nwant %s", got, schema)
	}
	if got := string(tool.OutputSchema); got != "true" {
		t.Errorf("output schema: got %s, want true", got)
	}
	if got := string(tool.Extra["x-custom"]); got != "[1, 2]" {
		t.Errorf("extra x-custom: got %s, want [1, 2]", got)
	}
	out, err := json.Marshal(tool)
	if err != nil {
		t.Fatal(err)
	}
	var back Tool
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatalf("decode re-encoded %s: %v", out, err)
	}
	if back.Hash() != tool.Hash() {
		t.Errorf("hash changed across re-encode: %s != %s", back.Hash(), tool.Hash())
	}
	if string(back.Extra["execution"]) != `{"taskSupport":"optional"}` {
		t.Errorf("execution lost: %s", back.Extra["execution"])
	}
	// MarshalJSON itself writes the stored bytes untouched (json.Marshal
	// compacts what a Marshaler returns, so call the method directly).
	direct, err := tool.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(direct, []byte(schema)) {
		t.Errorf("MarshalJSON rewrote the schema: %s", direct)
	}
}

func TestToolDecodeErrors(t *testing.T) {
	for _, tt := range []struct {
		src, want string
	}{
		{`[]`, "want an object, got an array"},
		{`null`, "want an object, got null"},
		{`{"name": 5}`, "name: want a string, got a number"},
		{`{"name": "x", "description": ["a"]}`, `tool "x": description: want a string, got an array`},
		{`{"name": "x", "inputSchema": "object"}`, `tool "x": inputSchema: want an object, got a string`},
		{`{"name": "x", "_meta": true}`, `tool "x": _meta: want an object, got a boolean`},
		{`{"name": "x", "annotations": {"readOnlyHint": "true"}}`, `tool "x": annotations: readOnlyHint: want a boolean, got a string`},
		{`{"name": "x", "annotations": []}`, `tool "x": annotations: want an object, got an array`},
	} {
		t.Run(tt.src, func(t *testing.T) {
			var tool Tool
			err := json.Unmarshal([]byte(tt.src), &tool)
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestAnnotationDefaults(t *testing.T) {
	var none Annotations
	if none.ReadOnly() || !none.Destructive() || none.Idempotent() || !none.OpenWorld() || none.Declared() {
		t.Errorf("undeclared annotations: got readOnly=%v destructive=%v idempotent=%v openWorld=%v declared=%v, want false true false true false",
			none.ReadOnly(), none.Destructive(), none.Idempotent(), none.OpenWorld(), none.Declared())
	}
	tool := mustTool(t, `{"name":"x","annotations":{"readOnlyHint":true,"destructiveHint":false,"idempotentHint":true,"openWorldHint":false,"futureHint":"v"}}`)
	a := tool.Annotations
	if !a.ReadOnly() || a.Destructive() || !a.Idempotent() || a.OpenWorld() || !a.Declared() {
		t.Errorf("declared annotations not honoured: %+v", a)
	}
	out, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"readOnlyHint":true,"destructiveHint":false,"idempotentHint":true,"openWorldHint":false,"futureHint":"v"}`
	if string(out) != want {
		t.Errorf("got %s, want %s", out, want)
	}
}

func TestDisplayName(t *testing.T) {
	for _, tt := range []struct {
		src, want string
	}{
		{`{"name":"a"}`, "a"},
		{`{"name":"a","annotations":{"title":"B"}}`, "B"},
		{`{"name":"a","title":"C","annotations":{"title":"B"}}`, "C"},
	} {
		tool := mustTool(t, tt.src)
		if got := tool.DisplayName(); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.src, got, tt.want)
		}
	}
}

// FuzzToolDecode checks that decoding never panics, that schemas are kept as
// the exact bytes of the input, and that a decoded tool re-encodes to a tool
// with the same hash and the same schema bytes once compacted.
func FuzzToolDecode(f *testing.F) {
	f.Add([]byte(baseTool))
	f.Add([]byte(`{"name":"x","inputSchema":{"a":[1,2,{"b":null}]},"outputSchema":false}`))
	f.Add([]byte(`{"name":"\u2028x","annotations":{"readOnlyHint":true,"z":{}},"icons":[{"src":"a"}]}`))
	f.Add([]byte(`{"name":"x","inputSchema":{"description":"<script>&amp;</script>"}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var tool Tool
		if err := json.Unmarshal(data, &tool); err != nil {
			return
		}
		for _, raw := range [][]byte{tool.InputSchema, tool.OutputSchema, tool.Meta} {
			if len(raw) > 0 && !bytes.Contains(data, raw) {
				t.Fatalf("decoded bytes %q are not a slice of the input %q", raw, data)
			}
		}
		out, err := json.Marshal(tool)
		if err != nil {
			t.Fatalf("re-encode: %v", err)
		}
		var back Tool
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("decode re-encoded %s: %v", out, err)
		}
		if back.Hash() != tool.Hash() {
			t.Fatalf("hash changed across round trip: %s", out)
		}
		for _, pair := range [][2][]byte{{tool.InputSchema, back.InputSchema}, {tool.OutputSchema, back.OutputSchema}} {
			if len(pair[0]) == 0 && len(pair[1]) == 0 {
				continue
			}
			a, errA := Canonical(pair[0])
			b, errB := Canonical(pair[1])
			if errA != nil || errB != nil {
				t.Fatalf("schema not valid JSON after round trip: %q / %q", pair[0], pair[1])
			}
			if !bytes.Equal(a, b) {
				t.Fatalf("schema changed across round trip: %q -> %q", pair[0], pair[1])
			}
		}
	})
}
