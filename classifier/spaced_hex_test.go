package classifier

import "testing"

// spacedHexPairsByByte is spacedHexPairs read a byte at a time, as it was
// written first: the reference the jumping version is checked against.
func spacedHexPairsByByte(s string) bool {
	hexRun, pairs := 0, 0
	for i := range len(s) {
		if byteClasses[s[i]]&classHex != 0 {
			hexRun++
			continue
		}
		if s[i] == ' ' {
			if hexRun == 2 {
				if pairs++; pairs >= 11 {
					return true
				}
			} else {
				pairs = 0
			}
		}
		hexRun = 0
	}
	return false
}

var spacedHexSeeds = []string{
	"",
	" ",
	"72 65 61 64 20 74 68 65 20 66 69 ",
	"72 65 61 64 20 74 68 65 20 66 69 6c",
	"72 65 61 64 20 74 68 65 20 66 69 6c 65",
	"72 65 61 64 20 74 68 65 20 66 x 69 6c 65 20 61 62",
	"72 65 61 64\t20 74 68 65 20 66 69 6c 65 20 61 62",
	"172 65 61 64 20 74 68 65 20 66 69 6c 65 20 61 62",
	"7265 61 64 20 74 68 65 20 66 69 6c 65 20 61 62 ",
	"sent 12 of 30 items on 2024-01-05 at 10 30 and 11 45",
	"  ab  cd ef 01 23 45 67 89 ab cd ef 01 23 ",
}

func TestSpacedHexPairs(t *testing.T) {
	for _, s := range append(spacedHexSeeds, corpusTexts(t)...) {
		t.Run("", func(t *testing.T) {
			if got, want := spacedHexPairs(s), spacedHexPairsByByte(s); got != want {
				t.Fatalf("spacedHexPairs(%q): got %v, want %v", s, got, want)
			}
		})
	}
}

func FuzzSpacedHexPairs(f *testing.F) {
	for _, s := range spacedHexSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := spacedHexPairs(s), spacedHexPairsByByte(s); got != want {
			t.Fatalf("spacedHexPairs(%q): got %v, want %v", s, got, want)
		}
	})
}
