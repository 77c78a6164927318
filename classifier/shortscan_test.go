package classifier

import (
	"fmt"
	"testing"
)

func TestShortSeqLocs(t *testing.T) {
	r := Default()
	rules := r.findingsFor("param_name")
	for _, tt := range []struct {
		text  string
		short bool
		want  string // the match of the rule's sequences, "" for none
	}{
		{"ssh_private_key", true, "ssh_private_key"},
		{"the ssh_private_key", true, "ssh_private_key"},
		{"credit_card_number", true, "credit_card_number"},
		{"user_name", true, ""},
		{"a b c d e f g h ssh_private_key", false, ""},
	} {
		t.Run(tt.text, func(t *testing.T) {
			toks := tokenize(tt.text)
			locs := make([][]int, len(r.file.Findings))
			short := r.shortSeqLocs(rules, make([]bool, len(r.file.Findings)), toks, tt.text, locs)
			if short != tt.short {
				t.Fatalf("got short %v, want %v", short, tt.short)
			}
			got := ""
			for _, loc := range locs {
				if loc != nil {
					got += tt.text[loc[0]:loc[1]]
				}
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	// A reported rule is not tried again.
	reported := make([]bool, len(r.file.Findings))
	for _, i := range rules {
		reported[i] = true
	}
	locs := make([][]int, len(r.file.Findings))
	if !r.shortSeqLocs(rules, reported, tokenize("ssh_private_key"), "ssh_private_key", locs) || fmt.Sprint(locs) != fmt.Sprint(make([][]int, len(locs))) {
		t.Errorf("got %v for reported rules, want none", locs)
	}
}
