package classifier

// wordList is a list of words and phrases with a one-pass test (anyOf) of
// whether any of them stands in a text. The definition-wide checks look
// for the first of many words in every tool's text; most texts hold none,
// and one pass over the text answers that where a search per word would
// make as many passes as the list has words.
type wordList struct {
	words []string
	set   anyOf
}

// newWordList makes a wordList of words (lower-cased, as the texts are).
func newWordList(words ...string) wordList {
	return wordList{words: words, set: newAnyOf(words)}
}

// at is firstAt of the list's words: where the first of them stands in s
// as a word (whole: ending at a word boundary too), or -1.
func (l wordList) at(s string, whole bool) int {
	if !l.set.in(s) {
		return -1
	}
	if len(l.words) <= fewWordSearches {
		return firstAt(s, l.words, whole)
	}
	return l.set.set.firstWordAt(s, whole)
}

// fewWordSearches is how many words are cheaper looked for one by one
// (each search is vectorised) than in one pass (see firstWordAt).
const fewWordSearches = 4
