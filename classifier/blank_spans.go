package classifier

// blankSpan sets b[from:to] to spaces: a span read apart from its
// sentence keeps the sentence's offsets, so what remains is read where it
// stands.
func blankSpan(b []byte, from, to int) {
	for i := from; i < to; i++ {
		b[i] = ' '
	}
}
