package classifier

import (
	"fmt"
	"strings"
	"testing"
)

// manyClasses is a directive rule of n classes of words, class cNNN
// having the single cue wNNN, with the given combinations.
func manyClasses(n int, combos ...[]string) *directiveRule {
	d := &directiveRule{ID: "many", Severity: "high", Message: "m", Cues: map[string][]string{}, Combos: combos}
	for i := range n {
		d.Cues[fmt.Sprintf("c%03d", i)] = []string{fmt.Sprintf("w%03d", i)}
	}
	return d
}

// TestDirectiveManyClasses: a ruleset past 128 classes compiles, and
// combinations of classes in every word of a class set match.
func TestDirectiveManyClasses(t *testing.T) {
	d := manyClasses(150, []string{"c070", "c095"}, []string{"c010", "c090", "!c099"}, []string{"c001", "c080", "tool"},
		[]string{"c130", "c145"}, []string{"c060", "c140", "!c149"})
	if err := d.compile(); err != nil {
		t.Fatalf("compile: got %v, want no error", err)
	}
	if got, want := len(d.classes), 155; got != want {
		t.Fatalf("classes: got %d, want %d", got, want)
	}
	tests := []struct {
		name, text, want string
	}{
		{"both classes above 64", "first w095 then w070.", "first w095 then w070"},
		{"one of two", "only w070 here.", ""},
		{"a class below 64 with one above", "w010 and w090 now.", "w010 and w090 now"},
		{"undone by a class above 64", "w010 and w090 and w099.", ""},
		{"a class of shape with one above 64", "w001 w080 to send_email now.", "w001 w080 to send_email now"},
		{"the class of shape missing", "w001 w080 now.", ""},
		{"the classes in two sentences", "w070 here. w095 there.", ""},
		{"both classes above 128", "w145 before w130.", "w145 before w130"},
		{"one class above 128 alone", "w130 alone.", ""},
		{"a class of the first word with one above 128", "w060 with w140.", "w060 with w140"},
		{"undone by a class above 128", "w060 with w140 and w149.", ""},
	}
	verbs := map[string]Category{"send": Write}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := d.scan(tc.text, classSet{}, nil, verbs)
			if got != tc.want {
				t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestDirectiveClassLimit: the classes of shape and of words together
// fill a class set, and one more is refused with a clear error.
func TestDirectiveClassLimit(t *testing.T) {
	words := maxDirectiveClasses - 5 // tool, sink, encoded, param and tool_name come first
	for _, tc := range []struct {
		name    string
		classes int
		wantErr bool
	}{
		{"full", words, false},
		{"one too many", words + 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			last := fmt.Sprintf("c%03d", tc.classes-1)
			err := manyClasses(tc.classes, []string{"c000", last}).compile()
			if gotErr := err != nil; gotErr != tc.wantErr {
				t.Fatalf("got error %v, want one: %v", err, tc.wantErr)
			}
			if err != nil && !strings.Contains(err.Error(), fmt.Sprintf("more than %d classes", maxDirectiveClasses)) {
				t.Errorf("got %q, want it to name the limit", err)
			}
		})
	}
}
