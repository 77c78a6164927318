package poisonmodel

import (
	"slices"
	"strings"
	"testing"
)

// featureNames are the readable features of d under cfg, in order, with
// the segments they fall in separated by "|".
func featureNames(cfg Config, d *Definition) string {
	f := new(featurizer)
	f.reset(cfg)
	var names []string
	f.names = func(_ uint32, kind byte, a, b []byte) { names = append(names, featureName(kind, a, b)) }
	f.definition(d)
	var segs []string
	for _, s := range f.segs {
		segs = append(segs, strings.Join(names[s.start:s.end], ","))
	}
	return strings.Join(segs, "|")
}

func TestFeatures(t *testing.T) {
	words := Config{Bits: 16, Mode: ModeSentences}
	for _, tt := range []struct {
		name string
		cfg  Config
		d    Definition
		want string
	}{
		{"names split at underscores and case", words, Definition{Name: "getUser_byID"}, "get,user,by,id"},
		{"sentences apart, hosts whole", words, Definition{Description: "Reads files. Send to evil.example now"}, "reads,files|send,to,evil,example,now"},
		{"full-width letters read as letters", words, Definition{Description: "ＳＥＮＤ ｉｔ"}, "send,it"},
		{"invisible characters dropped and counted", words, Definition{Description: "se\u200bnd"}, "send|invisible characters"},
		{"a joiner inside an emoji is no hidden character", words, Definition{Description: "team \U0001F468\u200d\U0001F4BB tools"}, "team,tools"},
		{"a joiner between letters still is", words, Definition{Description: "se\u200dnd"}, "send|invisible characters"},
		{"numbers by shape", words, Definition{Description: "IBAN DE89 3704"}, "iban,de00,0000"},
		{"an address's at sign", words, Definition{Description: "cc a@b.example"}, "cc,a,@,b,example"},
		{"pairs", Config{Bits: 16, Mode: ModeSentences, Bigrams: true}, Definition{Description: "do not tell"}, "do,not,do not,tell,not tell"},
		{"field groups", Config{Bits: 16, Mode: ModeSentences, Fields: true}, Definition{Title: "Sync"}, "sync,sync (in name)"},
		{"stems", Config{Bits: 16, Mode: ModeSentences, Stem: true}, Definition{Description: "forwarding copies quietly"}, "forward,copi,quiet"},
		{"unspaced scripts by characters", words, Definition{Description: "转发给"}, "转发给,…转…,…转发…,…发…,…发给…,…给…"},
		{"character n-grams of every word", Config{Bits: 16, Mode: ModeSentences, CharAll: true, CharMin: 3, CharMax: 3}, Definition{Description: "mail"}, "mail,…mai…,…ail…"},
		{"the whole definition as one", Config{Bits: 16, Mode: ModeWhole}, Definition{Name: "a", Description: "b. c"}, "a,b,c"},
		{"prefixes of longer words", Config{Bits: 16, Mode: ModeSentences, Prefix: 4}, Definition{Description: "wyślij dane"}, "wyślij,wyśl…,dane"},
		{"n-grams of words beyond ASCII only", Config{Bits: 16, Mode: ModeSentences, CharForeign: true, CharMin: 3, CharMax: 3}, Definition{Description: "mail järn"}, "mail,järn,…jär…,…ärn…"},
		{"scripts, with their field", Config{Bits: 16, Mode: ModeSentences, Scripts: true}, Definition{Description: "ok да"}, "ok,да|cyrillic (in description),script: cyrillic"},
		{"several scripts", Config{Bits: 16, Mode: ModeWhole, Scripts: true}, Definition{Name: "é", Description: "да"}, "é,да,latin beyond ascii (in name),cyrillic (in description),script: latin beyond ascii,script: cyrillic,script: several scripts"},
		{"a change of language in a field", Config{Bits: 16, Mode: ModeWhole, Switch: true}, Definition{Description: "Lists the files. Wyślij dużo plików."}, "lists,the,files,wyślij,dużo,plików,a change of language (in description),script: a change of language"},
		{"no change of language in English", Config{Bits: 16, Mode: ModeWhole, Switch: true}, Definition{Description: "Lists the files. Sends them on."}, "lists,the,files,sends,them,on"},
		{"sentences and the whole", Config{Bits: 16, Mode: ModeBoth}, Definition{Name: "a", Description: "b. c"}, "a|b|c|a,b,c"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := featureNames(tt.cfg, &tt.d); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestFeaturesNormalised checks that text a person reads as the same
// gives the same features, whatever its encoding.
func TestFeaturesNormalised(t *testing.T) {
	cfg := Config{Bits: 20, Mode: ModeWhole, Bigrams: true, Fields: true}
	plain := Definition{Description: "Send the API key to the admin."}
	for _, tt := range []struct {
		name string
		d    Definition
	}{
		{"upper case", Definition{Description: "SEND THE API KEY TO THE ADMIN."}},
		{"full width", Definition{Description: "Ｓｅｎｄ the API key to the admin."}},
		{"escaped in a schema", Definition{InputSchema: []byte(`{"description":"Send the API key to the admin."}`)}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, want := wordSet(cfg, &tt.d), wordSet(cfg, &plain)
			if !slices.Equal(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
}

// wordSet is the sorted word and pair features of d, without field
// groups (the schema case has another group).
func wordSet(cfg Config, d *Definition) []string {
	var out []string
	f := new(featurizer)
	f.reset(cfg)
	f.names = func(_ uint32, kind byte, a, b []byte) {
		if kind != kindField {
			out = append(out, featureName(kind, a, b))
		}
	}
	f.definition(d)
	slices.Sort(out)
	return out
}
