package classifier

import (
	"slices"
	"testing"
)

func TestParticleBare(t *testing.T) {
	cases := []struct {
		word string
		want []string
	}{
		{"পাসওয়ার্ডও", []string{"পাসওয়ার্ড"}},                       // password + also
		{"কীটাও", []string{"কী", "কীটা"}},                             // key + classifier + also
		{"নম্বরই", []string{"নম্বর"}},                                 // number + emphasis
		{"পাসওয়ার্ডগুলোও", []string{"পাসওয়ার্ড", "পাসওয়ার্ডগুলো"}}, // passwords + also
		{"বলো", nil},                               // no particle
		{"בכל", []string{"כל"}},                    // in + every
		{"והוסף", []string{"וסף", "הוסף"}},         // and + add
		{"למשתמש", []string{"משתמש"}},              // to + user
		{"ול", nil},                                // too short once bare
		{"والملفات", []string{"ملفات", "الملفات"}}, // and + the + files
		{"وأضف", []string{"أضف"}},                  // and + add
		{"password", nil},                          // Latin script is left alone
	}
	for _, tc := range cases {
		t.Run(tc.word, func(t *testing.T) {
			var got []string
			particleBares(tc.word, func(bare string) bool { got = append(got, bare); return false })
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
