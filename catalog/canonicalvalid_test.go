package catalog

import (
	"os"
	"strings"
	"testing"
)

var canonicalCases = []string{
	`{"b":1,"a":[true,false,null,"x"]}`, ` { "a" : 1.0 , "b" : [ ] , "c" : { } } `,
	`{"a":1,"a":2}`, `{"a":{"x":1},"b":0,"a":[2]}`, `{"a\u0062":1,"ab":2}`, `{"ab":2,"a\u0062":1}`,
	`"a\"b\\c\/\u00e9\ud83d\ude00\u2028<&>"`, "\"bad\xffutf8\"", "{\"k\xff\":1,\"k\xfe\":2}",
	`-0.0`, `1e2`, `1E+2`, `-12300`, `00`, `0.1`, `123456789012345678901234567890`, `1e400`, `-1.5e-7`,
	`[1,[2,[3,{"z":{"y":[]}}]]]`, `[]`, `{}`, `true`, `null`,
	``, ` `, `{`, `{"a":1}x`, `{"a":1} {}`, `[1,]`, `{"a" 1}`, `"\x01"`, `01`, `nul`,
	strings.Repeat(`[`, 10001) + strings.Repeat(`]`, 10001),
	strings.Repeat(`{"a":`, 3000) + `1` + strings.Repeat(`}`, 3000),
	`"` + strings.Repeat(`x\n`, 50_000) + `"`,
}

// Canonical gives what decoding with encoding/json and writing the value
// out gives, on any input.
func TestCanonicalAgrees(t *testing.T) {
	for _, src := range canonicalCases {
		t.Run(src[:min(len(src), 40)], func(t *testing.T) {
			checkCanonicalAgrees(t, []byte(src))
		})
	}
}

func checkCanonicalAgrees(t *testing.T, raw []byte) {
	t.Helper()
	got, gotErr := Canonical(raw)
	want, wantErr := canonicalGeneral(raw)
	checkSame(t, got, gotErr, want, wantErr)
}

func FuzzCanonicalAgrees(f *testing.F) {
	for _, src := range canonicalCases {
		f.Add([]byte(src))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		checkCanonicalAgrees(t, raw)
	})
}

// Every schema of the repository's listings reads the same both ways.
func TestCanonicalAgreesOnTestdata(t *testing.T) {
	for _, f := range repositoryListings(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		servers, err := DecodeServers(data, "f")
		if err != nil {
			continue // not a listing
		}
		for _, s := range servers {
			for _, tool := range s.Tools {
				t.Run(f+"/"+tool.Name, func(t *testing.T) {
					checkCanonicalAgrees(t, tool.InputSchema)
					checkCanonicalAgrees(t, tool.OutputSchema)
				})
			}
		}
	}
}
