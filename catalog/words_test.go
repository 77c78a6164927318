package catalog

import (
	"slices"
	"strings"
	"testing"
)

func TestNameWords(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{"execute_code", "execute code"},
		{"executeCode", "execute code"},
		{"ExecuteCode", "execute code"},
		{"execute-code", "execute code"},
		{"fs.read_file", "fs read file"},
		{"HTTPRequest", "http request"},
		{"getS3Object", "get s3 object"},
		{"list_v2Items", "list v2 items"},
		{"mark_as_read", "mark as read"},
		{"SQL", "sql"},
		{"__x__", "x"},
		{"", ""},
		{"créerFichier", "créer fichier"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			if got := strings.Join(NameWords(tt.in), " "); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			// Appended to a used list, the same words after its own.
			if got, want := strings.Join(AppendNameWords([]string{"x"}, tt.in), " "), strings.TrimSpace("x "+tt.want); got != want {
				t.Errorf("appended: got %q, want %q", got, want)
			}
			if got := strings.Join(AppendNameWordsLower(nil, tt.in, strings.ToLower(tt.in)), " "); got != tt.want {
				t.Errorf("from the lowered name: got %q, want %q", got, tt.want)
			}
		})
	}
}

// FuzzNameWords checks the ASCII path against the general one.
func FuzzNameWords(f *testing.F) {
	for _, s := range []string{"execute_code", "HTTPRequest", "getS3Object", "list_v2Items", "__x__", "ABc", "a1B2", "x-Y.z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		want := nameWordsRunes(name)
		if got := NameWords(name); !slices.Equal(got, want) {
			t.Errorf("NameWords(%q) = %q, want %q", name, got, want)
		}
		if got := AppendNameWordsLower(nil, name, strings.ToLower(name)); !slices.Equal(got, want) {
			t.Errorf("AppendNameWordsLower(%q) = %q, want %q", name, got, want)
		}
	})
}

// TestNameWordsAllocations checks that an ASCII name costs its list and at
// most one lowered copy, however many capitalised words it has.
func TestNameWordsAllocations(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
	}{
		{"execute_code", 0},
		{"GetUserProfileSettingsNow", 1},
		{"HTTPRequest_ToURLPath", 1},
	} {
		t.Run(tt.in, func(t *testing.T) {
			words := make([]string, 0, 16)
			got := testing.AllocsPerRun(100, func() { words = AppendNameWords(words[:0], tt.in) })
			if got != tt.want {
				t.Errorf("got %v allocations, want %v", got, tt.want)
			}
			lower := strings.ToLower(tt.in)
			if got := testing.AllocsPerRun(100, func() { words = AppendNameWordsLower(words[:0], tt.in, lower) }); got != 0 {
				t.Errorf("from the lowered name: got %v allocations, want 0", got)
			}
		})
	}
}

// BenchmarkNameWords splits a camelCase name and a snake_case one.
func BenchmarkNameWords(b *testing.B) {
	words := make([]string, 0, 16)
	for b.Loop() {
		words = AppendNameWords(words[:0], "GetUserProfileSettings")
		words = AppendNameWords(words[:0], "list_open_pull_requests")
	}
}
