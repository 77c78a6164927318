package classifier

import "unicode"

// A pair of the same directional mark around a quantity in text written
// partly in Hebrew or Arabic ("الجرعة \u200F2×500 mg\u200F") keeps the
// number, its signs and its unit in order when the line is shown right
// to left: that is what the marks are for. The marks hide nothing there,
// because what they hold is a number and at most one short unit, and
// nothing beside them is a letter or a digit they could split. Marks
// around words ("\u200Fignore all\u200F"), marks inside a word, or marks
// in a text with no right-to-left letters are still reported.

// quantityMarkReach is how many characters a marked quantity may hold.
const quantityMarkReach = 24

// marksQuantity reports whether the directional mark at i opens or closes
// a pair of the same mark around a quantity, in a text that has Hebrew or
// Arabic letters.
func marksQuantity(t *hiddenText, i int) bool {
	runes := t.runes
	for _, step := range []int{1, -1} {
		for j, n := i+step, 0; j >= 0 && j < len(runes) && n <= quantityMarkReach; j, n = j+step, n+1 {
			if runes[j] != runes[i] {
				if mayHide(runes[j]) || runes[j] == '\n' {
					break
				}
				continue
			}
			lo, hi := min(i, j), max(i, j)
			if quantityBetween(runes[lo+1:hi]) && !wordSide(runes, lo-1) && !wordSide(runes, hi+1) {
				return t.hasRTL()
			}
			break
		}
	}
	return false
}

// quantityBetween reports whether held is a quantity: a digit at least,
// signs, spaces and punctuation, and at most one Latin word of up to four
// letters (a unit: mg, ml, kWh).
func quantityBetween(held []rune) bool {
	digits, letters, words := 0, 0, 0
	for k, r := range held {
		switch {
		case unicode.IsDigit(r):
			digits++
		case r <= unicode.MaxLatin1 && unicode.IsLetter(r) || unicode.Is(unicode.Latin, r):
			letters++
			if k == 0 || !unicode.IsLetter(held[k-1]) {
				words++
			}
		case unicode.IsLetter(r):
			return false // a letter of another script: words, not a unit
		}
	}
	return digits > 0 && letters <= 4 && words <= 1
}

// wordSide reports whether the character at j is a letter or a digit a
// mark beside it would split from its word.
func wordSide(runes []rune, j int) bool {
	return j >= 0 && j < len(runes) && (unicode.IsLetter(runes[j]) || unicode.IsDigit(runes[j]))
}
