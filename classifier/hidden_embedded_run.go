package classifier

import "unicode"

// A right-to-left text that quotes a left-to-right term in brackets or
// quotes ("מציג זמני הגעה לתחנה (Stop ID)\u200F.") ends the term with a
// directional mark, so that the closing bracket and the full stop after
// it are shown on the right-to-left side: without it they follow the
// Latin letters. The mark stands after the closing bracket, with nothing
// but punctuation and spaces after it to the end of the text or the next
// Hebrew or Arabic letter, and the opening bracket has Hebrew or Arabic
// before it. A mark after a term in a left-to-right text, or one with a
// letter or digit after it, reorders words, and is still reported.

// closersOfRun are the marks that close a bracketed or quoted term, with
// the mark that opens each.
var closersOfRun = map[rune]rune{')': '(', ']': '[', '"': '"', '”': '“', '»': '«', '\'': '\''}

// closesEmbeddedRun reports whether the directional mark at i ends a
// bracketed or quoted left-to-right term set in right-to-left text.
func closesEmbeddedRun(runes []rune, i int) bool {
	const reach = 40 // a term, not a sentence
	if i == 0 {
		return false
	}
	open, ok := closersOfRun[runes[i-1]]
	if !ok {
		return false
	}
	for j := i + 1; j < len(runes); j++ {
		r := runes[j]
		if isRTLLetter(r) {
			break
		}
		if !unicode.IsPunct(r) && !unicode.IsSpace(r) || mayHide(r) {
			return false
		}
	}
	for j := i - 2; j >= 0 && i-j <= reach; j-- {
		r := runes[j]
		if mayHide(r) || r == '\n' {
			return false
		}
		if r != open {
			continue
		}
		// The opening bracket: Hebrew or Arabic before it, a space or
		// a punctuation mark apart at most.
		for k, n := j-1, 0; k >= 0 && n < 3; k, n = k-1, n+1 {
			if isRTLLetter(runes[k]) {
				return true
			}
			if !unicode.IsSpace(runes[k]) && !unicode.IsPunct(runes[k]) {
				return false
			}
		}
		return false
	}
	return false
}

// closesMirroredPair reports whether the directional mark at i closes a
// mirrored pair of pairs around one token in right-to-left text: an
// outer mark and an inner one open it, the token follows with no space
// or other control in it, and the inner mark then the outer one close it
// ("\u200F\u200ESA-4471-0932\u200E\u200F"). The opening outer mark must
// stand beside Hebrew or Arabic, as a mark that orders text does.
func closesMirroredPair(runes []rune, i int) bool {
	const reach = 40 // a token, not a sentence
	outer := runes[i]
	if i < 2 || outer != 0x200E && outer != 0x200F {
		return false
	}
	inner := runes[i-1]
	if inner == outer || inner != 0x200E && inner != 0x200F {
		return false
	}
	for j := i - 2; j >= 1 && i-j <= reach; j-- {
		r := runes[j]
		if r == inner {
			return j < i-2 && runes[j-1] == outer && nextToRTL(runes, j-1)
		}
		if mayHide(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return false
}
