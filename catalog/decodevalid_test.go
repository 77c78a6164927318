package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// decodeCases are documents of every shape, with the oddities a fast
// reader could get wrong.
var decodeCases = []string{
	`{"tools":[{"name":"a"},{"name":"b"}],"nextCursor":"x"}`,
	`[{"name":"a","description":"d","inputSchema":{"type":"object"}}]`,
	`[]`, `{"tools":[]}`, `{"tools":null}`, `{"name":"n","tools":null}`, `{"tools":{}}`, `{"tools":5}`,
	`{"server":"demo","tools":[{"name":"a"}]}`,
	`{"server":{"name":"demo","version":"1.2.0"},"tools":[{"name":"a"}]}`,
	`{"server":null,"name":"n","tools":[{"name":"a"}]}`,
	`{"server":5,"tools":[{"name":"a"}]}`,
	`{"name":"io.github.x/y","version":"1.0.0","tools":[{"name":"a"}],"packages":[{"registryType":"npm","identifier":"y","transport":{"type":"stdio"}}]}`,
	`{ "tools" : [ { "name" : "a" } ] , "name" : "n" }`,
	`{"name":"n","description":"d","tools":[{"name":"a"}]}`,
	`{"name":"n","tools":[{"name":"a"}],"TOOLS":[{"name":"b"}]}`,
	`{"name":"n","Tools":[{"name":"b"}]}`,
	"{\"name\":\"n\",\"tool\u017f\":[{\"name\":\"b\"}],\"tools\":[{\"name\":\"a\"}]}",
	`{"name":"n","tools":[{"name":"a"}],"tools":[{"name":"b"}]}`,
	`{"name":"","tools":[{"name":"a"}]}`, `{"name":5,"tools":[{"name":"a"}]}`,
	`{"nam\u0065":"n","tools":[{"name":"a"}]}`,
	`{"servers":[{"server":"a","tools":[{"name":"x"}]},[{"name":"y"}]]}`,
	`{"other":1}`, `5`, `"x"`, `null`, `{}`,
	`[{"name":"a"},{"name":"a"}]`, `[{"name":" "}]`, `[{}]`, `[null]`, `[5]`, `[[]]`,
	`[{"name":"a","name":"b"}]`, `[{"name":5}]`, `[{"name":null,"title":"t"}]`, `[{"name":"a","title":5}]`,
	`[{"name":"a\"b\\c\u00e9\ud83d\ude00"}]`, "[{\"name\":\"a\xffb\"}]", "[{\"name\":\"a\",\"x\xff\":1}]",
	`[{"name":"a","inputSchema":true,"outputSchema":false,"_meta":{"k":[1,{"z":"}"}]}}]`,
	`[{"name":"a","inputSchema":null,"outputSchema":null,"_meta":null,"annotations":null}]`,
	`[{"name":"a","inputSchema":[],"x":1}]`, `[{"name":"a","_meta":true}]`, `[{"name":"a","inputSchema":"s"}]`,
	`[{"name":"a","annotations":{"readOnlyHint":true,"title":"T","x-new":[1]}}]`,
	`[{"name":"a","annotations":{"readOnlyHint":"yes"}}]`, `[{"name":"a","annotations":5}]`,
	`[{"name":"a","annotations":{"readOnlyHint":true},"annotations":{"title":"T"}}]`,
	`[{"name":"a","icons":[{"src":"x"}],"icons":{"y":-1.5e3},"execution":{"taskSupport":"optional"}}]`,
	`[{"name":"a","Name":"b"}]`, `[{"NAME":"b"}]`, `[{"name":"a","description":"<b>&amp;</b> \u2028"}]`,
	` [ { "name" : "a" , "inputSchema" : { "type" : "object" } } ] `,
}

// The fast reader answers as the general one wherever it answers.
func TestDecodeValidServersAgrees(t *testing.T) {
	for _, src := range decodeCases {
		t.Run(src, func(t *testing.T) {
			checkDecodeAgrees(t, []byte(src))
		})
	}
}

// Every listing in the repository reads the same both ways.
func TestDecodeValidServersAgreesOnTestdata(t *testing.T) {
	for _, f := range repositoryListings(t) {
		t.Run(f, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			checkDecodeAgrees(t, data)
		})
	}
}

// repositoryListings are the JSON files of the repository's testdata and
// examples.
func repositoryListings(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"../classifier/testdata/*/*.json", "../classifier/testdata/*/*/*.json", "../examples/*.json", "../crawler/*/testdata/*.json", "../site/testdata/*.json"} {
		found, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, found...)
	}
	if len(files) < 20 {
		t.Fatalf("found %d files, want the repository's listings", len(files))
	}
	return files
}

func checkDecodeAgrees(t *testing.T, data []byte) {
	t.Helper()
	got, gotErr := DecodeServers(data, "fallback")
	unmarked := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	trimmed := bytes.TrimSpace(unmarked)
	if len(trimmed) == 0 || !json.Valid(unmarked) {
		// DecodeServers stops before either reader.
		return
	}
	want, wantErr := decodeServersGeneral(trimmed, "fallback")
	checkSame(t, got, gotErr, want, wantErr)
}

// checkSame fails the test unless got and want, and their errors' texts,
// are the same.
func checkSame[T any](t *testing.T, got T, gotErr error, want T, wantErr error) {
	t.Helper()
	if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
		t.Fatalf("error: got %v, want %v", gotErr, wantErr)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %#v\nwant %#v", got, want)
	}
}

// FuzzDecodeServersAgrees: on any input DecodeServers gives what the general
// reader gives, error text included, and never panics.
func FuzzDecodeServersAgrees(f *testing.F) {
	for _, src := range decodeCases {
		f.Add([]byte(src))
	}
	f.Add([]byte(strings.Repeat(`[`, 5000) + strings.Repeat(`]`, 5000)))
	f.Add([]byte(`[{"name":"a","inputSchema":` + strings.Repeat(`{"a":`, 2000) + `1` + strings.Repeat(`}`, 2000) + `}]`))
	f.Add([]byte(`[{"name":"` + strings.Repeat("ab\\n", 100_000) + `"}]`))
	f.Add([]byte(`[{"name":"a"`))
	f.Add([]byte(`{"tools":[{"name":"a"},]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDecodeAgrees(t, data)
	})
}

// FuzzDecodeValidTools: on valid JSON the tool reader agrees with
// encoding/json reading a []Tool wherever it answers, and answers for
// ordinary tools.
func FuzzDecodeValidTools(f *testing.F) {
	for _, src := range decodeCases {
		f.Add([]byte(src))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		raw := []byte(strings.TrimSpace(string(data)))
		if len(raw) == 0 || !json.Valid(raw) {
			return
		}
		got, ok := decodeValidTools(raw)
		var want []Tool
		err := json.Unmarshal(raw, &want)
		if !ok {
			return
		}
		if err != nil {
			t.Fatalf("read %s where encoding/json fails: %v", raw, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("tools:\ngot  %#v\nwant %#v", got, want)
		}
	})
}

// The fast reader answers for the ordinary shapes, so large files are read
// fast.
func TestDecodeValidServersAnswers(t *testing.T) {
	for _, src := range []string{
		`{"tools":[{"name":"a","inputSchema":{"type":"object"}}],"nextCursor":"x"}`,
		`[{"name":"a","annotations":{"readOnlyHint":true}},{"name":"b","icons":[]}]`,
		`{"server":"demo","tools":[{"name":"a"}]}`,
		"{\n \"name\": \"big\",\n \"tools\": [\n  {\"name\": \"a\", \"description\": \"caf\u00e9\"}\n ]\n}",
		`{"tools":[],"name":"n","version":"1"}`,
	} {
		t.Run(src, func(t *testing.T) {
			if _, ok := decodeValidServers([]byte(src), "f"); !ok {
				t.Errorf("got no answer, want one")
			}
		})
	}
}
