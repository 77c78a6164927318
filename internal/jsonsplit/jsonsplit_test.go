package jsonsplit

import (
	"bytes"
	"encoding/json"
	"testing"
)

// splitsLikeEncodingJSON reports where SplitObject or SplitArray disagree
// with encoding/json on valid input ("" when they agree).
func splitsLikeEncodingJSON(data []byte) string {
	data = bytes.TrimSpace(data)
	if !json.Valid(data) || len(data) == 0 {
		return ""
	}
	switch data[0] {
	case '{':
		var want map[string]json.RawMessage
		if err := json.Unmarshal(data, &want); err != nil {
			return "encoding/json: " + err.Error()
		}
		members, ok := SplitObject(data)
		if !ok {
			return "SplitObject refused a valid object"
		}
		got := make(map[string]json.RawMessage, len(members))
		for _, m := range members {
			got[m.Key] = m.Value // the last occurrence wins, as in encoding/json
		}
		if len(got) != len(want) {
			return "different member names"
		}
		for k, v := range want {
			if !bytes.Equal(got[k], v) {
				return "member " + k + ": got " + string(got[k]) + ", want " + string(v)
			}
		}
	case '[':
		var want []json.RawMessage
		if err := json.Unmarshal(data, &want); err != nil {
			return "encoding/json: " + err.Error()
		}
		got, ok := SplitArray(data)
		if !ok {
			return "SplitArray refused a valid array"
		}
		if len(got) != len(want) {
			return "different element counts"
		}
		for i := range want {
			if !bytes.Equal(got[i], want[i]) {
				return "element: got " + string(got[i]) + ", want " + string(want[i])
			}
		}
	case '"':
		var want string
		if err := json.Unmarshal(data, &want); err != nil {
			return "encoding/json: " + err.Error()
		}
		if got, ok := Unquote(data); !ok || got != want {
			return "Unquote: got " + got + ", want " + want
		}
	}
	return ""
}

func TestSplit(t *testing.T) {
	for _, tt := range []struct{ name, src string }{
		{"empty object", `{}`},
		{"spaced empty object", "{ \n\t}"},
		{"members", `{"a":1,"b":"x","c":null,"d":true,"e":[1,{"f":"}"}],"g":{"h":"]\"{"}}`},
		{"whitespace everywhere", "{ \"a\" :\n 1 ,\r\n\t\"b\" : [ 1 , 2 ] }"},
		{"repeated name", `{"a":1,"a":2}`},
		{"escaped name", `{"\u0061\n":"\ud83d\ude00","\\":"\""}`},
		{"invalid UTF-8 name", "{\"\xff\":1}"},
		{"numbers", `{"a":-1.5e+10,"b":0,"c":[1e3,-0]}`},
		{"empty array", `[ ]`},
		{"array", `[null, "a,b", {"c":[]}, [[]], -2]`},
		{"string with escapes", `"tab\there \u00e9 \ud800"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if msg := splitsLikeEncodingJSON([]byte(tt.src)); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func TestSplitRefusesInvalidInput(t *testing.T) {
	for _, src := range []string{`{`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{"a":1`, `{"a":1}x`, `[1,]`, `[`, `{1:2}`, `{"a" 1}`} {
		t.Run(src, func(t *testing.T) {
			if src[0] == '{' {
				if _, ok := SplitObject([]byte(src)); ok {
					t.Errorf("SplitObject(%s): got ok, want a refusal", src)
				}
				return
			}
			if _, ok := SplitArray([]byte(src)); ok {
				t.Errorf("SplitArray(%s): got ok, want a refusal", src)
			}
		})
	}
}

// FuzzSplit checks that splitting agrees with encoding/json on every valid
// document and never panics on invalid ones.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{`{"a":[1,{"b":"c"}],"a":null}`, `[1,"2",{"3":[]}]`, `"x\"y"`, `{"\u00e9":"\\"}`, `{`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if msg := splitsLikeEncodingJSON(data); msg != "" {
			t.Fatalf("%q: %s", data, msg)
		}
		// Invalid input must not panic, whatever it returns.
		SplitObject(data)
		SplitArray(data)
		Unquote(data)
	})
}
