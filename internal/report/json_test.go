package report

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
)

// jsonServers builds a report whose text puts s wherever a name, a message
// or a match can be.
func jsonServers(s string, tools int) []Server {
	assess := func(i int) classifier.Assessment {
		a := classifier.Assessment{Tool: s + string(rune('a'+i%26)), Category: classifier.Write, Severity: classifier.Medium,
			Confidence: 0.75, Rationale: "writes " + s, ToolHash: "t1:x",
			Evidence: []classifier.Evidence{{Rule: "r", Field: "description", Match: s, Effect: "Write"}},
			Findings: []classifier.Finding{{ID: "p", Kind: "tool_poisoning", Severity: classifier.High, Message: s, Match: s}}}
		if i%3 == 1 {
			a.Arguments = []classifier.ArgumentRisk{{Param: s, Kind: classifier.ArgValue, Category: classifier.Write, Rule: "r"}}
		}
		return a
	}
	many := make([]classifier.Assessment, tools)
	for i := range many {
		many[i] = assess(i)
	}
	return []Server{
		{ServerReport: classifier.ServerReport{Name: s, Location: s, Tools: many,
			Findings: []classifier.Finding{{ID: "flow", Kind: "toxic_flow", Severity: classifier.High, Message: s}},
			Items:    []classifier.ItemReport{{Kind: classifier.ItemPrompt, Name: s, Findings: []classifier.Finding{{ID: "p", Message: s}}}},
			Access:   &catalog.Access{Issuer: s, Scopes: []string{s}}}, File: "f.json"},
		{ServerReport: classifier.ServerReport{Name: "no tools"}},
		{ServerReport: classifier.ServerReport{Name: "empty", Tools: []classifier.Assessment{}}},
		{ServerReport: classifier.ServerReport{Name: `"tools": []`, Location: "\n      \"tools\": []", Tools: many[:min(1, len(many))]}},
	}
}

// withToolJSON gives every server its tools' JSON, as classify does.
func withToolJSON(t *testing.T, servers []Server) []Server {
	t.Helper()
	out := make([]Server, len(servers))
	for i, s := range servers {
		s.ToolJSON = make([][]byte, len(s.Tools))
		for k, a := range s.Tools {
			if k%4 == 3 {
				continue // as for an assessment read from the store
			}
			doc, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			s.ToolJSON[k] = doc
		}
		out[i] = s
	}
	return out
}

// checkJSONWhole compares JSON with the report encoded in one piece.
func checkJSONWhole(t *testing.T, servers []Server, failures []Failure) {
	t.Helper()
	var want, got bytes.Buffer
	wantErr := jsonWhole(&want, servers, failures)
	gotErr := JSON(&got, servers, failures...)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
		t.Fatalf("error: got %v, want %v", gotErr, wantErr)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Fatalf("got\n%s\nwant\n%s", got.Bytes(), want.Bytes())
	}
}

// JSON writes the bytes the report encoded whole has, with its tools' JSON
// given or not.
func TestJSONAsWhole(t *testing.T) {
	failures := []Failure{{Server: "<s>", Location: "c.json:1:2", Stage: "start", Reason: "exit 1 & more"}}
	for _, tt := range []struct {
		name     string
		servers  []Server
		failures []Failure
	}{
		{"nothing", nil, nil},
		{"failures only", nil, failures},
		{"plain", jsonServers("name", 70), nil},
		{"html and line separators", jsonServers("<b>&amp;</b> \u2028\u2029 \"q\" \\ é 😀 \x01", 5), failures},
		{"invalid utf-8", jsonServers("a\xffb", 3), failures},
		{"looks like the frame", jsonServers("\",\n      \"tools\": []", 2), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkJSONWhole(t, tt.servers, tt.failures)
			checkJSONWhole(t, withToolJSON(t, tt.servers), tt.failures)
		})
	}
}

// A value encoding/json refuses gives its error, and nothing is written.
func TestJSONErrorWritesNothing(t *testing.T) {
	servers := jsonServers("x", 3)
	servers[0].Tools[1].Confidence = math.NaN()
	var got bytes.Buffer
	err := JSON(&got, servers)
	if err == nil || got.Len() != 0 {
		t.Fatalf("got %v and %d bytes, want an error and nothing written", err, got.Len())
	}
	checkJSONWhole(t, servers, nil)
}

func FuzzJSON(f *testing.F) {
	for _, s := range []string{"", "name", "<&>", "\u2028", "\"tools\": []", "\n", "\xff", "\\\"", "😀"} {
		f.Add(s, uint8(2))
	}
	f.Fuzz(func(t *testing.T, s string, tools uint8) {
		servers := jsonServers(s, int(tools%80))
		checkJSONWhole(t, servers, []Failure{{Server: s, Reason: s}})
		checkJSONWhole(t, withToolJSON(t, servers), nil)
	})
}
