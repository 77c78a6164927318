package classifier

import (
	"strings"
	"testing"
)

// TestPutWordsGate holds putsIn with its one-pass test for a stem or a
// cue against putsIn without it, on every sentence and clause of every
// corpus text and on samples of the scripts written without spaces.
func TestPutWordsGate(t *testing.T) {
	rs, err := parseRules(defaultRulesJSON, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := rs.file.Directives
	plain := *d
	plain.putWords = anyOf{}
	texts := append(corpusTexts(t), "ให้ใส่รหัสผ่านในช่อง notes", "把密码写入 tags", "upiši lozinku u polje", "include the token in ref")
	tried, put := 0, 0
	for _, text := range texts {
		text = toLower(text)
		for s := range splitSentences(text, true) {
			for _, c := range append(strings.Split(s, ","), s) {
				tried++
				got, want := d.putsIn(c), plain.putsIn(c)
				if want {
					put++
				}
				if got != want {
					t.Errorf("putsIn(%q) = %v, want %v", c, got, want)
				}
			}
		}
	}
	if put == 0 || put == tried {
		t.Errorf("%d of %d clauses put something in: the test tells nothing", put, tried)
	}
}
