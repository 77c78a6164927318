package classifier

import "testing"

// TestDirectiveTextClasses checks that passing over the combinations a
// text's own classes cannot make (encoded, param) finds what holding every
// sentence against them finds, for texts without such a class and with
// each.
func TestDirectiveTextClasses(t *testing.T) {
	r := Default()
	d := r.file.Directives
	plain := *d
	plain.textMask = classSet{} // every combination tried, as without the shortcut
	texts := poisoningTexts(t)
	for _, tool := range corpusTools(t) {
		texts = append(texts, toLower(tool.Description))
	}
	for _, tc := range []struct {
		name  string
		extra classSet
	}{
		{"no class of the text", classSet{}},
		{"encoded", d.bit[cueEncoded]},
		{"a parameter's name", d.bit[cueParam]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			found := 0
			for _, text := range texts {
				extra := []classSet{tc.extra}
				got, _, gotOK := d.directive([]string{text}, extra, nil, r.verbs)
				want, _, wantOK := plain.directive([]string{text}, extra, nil, r.verbs)
				if got != want || gotOK != wantOK {
					t.Errorf("%q: got %q %v, want %q %v", text, got, gotOK, want, wantOK)
				}
				if wantOK {
					found++
				}
			}
			if found == 0 {
				t.Fatal("no text has a directive: the test compares nothing")
			}
		})
	}
}
