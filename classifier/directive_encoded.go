package classifier

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// A sentence a definition hides in an encoding (base64, hex, escapes,
// entities, tag characters) was hidden on purpose: an honest definition
// encodes data — an example, a sample payload — but has no reason to
// encode what it says to the model. The directive check therefore marks
// such a sentence with the class "encoded", which with almost any other
// cue makes a directive. Only the sentences the decoding changed are
// marked: a description with one entity in it (&lt;script&gt;) is decoded
// whole, and its other sentences were never hidden.

// encodedReading reports whether a reading of a field (its name, then how
// it was read, as views names them) undid an encoding or spelled out tag
// characters; a reading only folded (look-alike letters, the full-width
// punctuation of Chinese and Japanese) is not one.
func encodedReading(how string) bool {
	return strings.Contains(how, "(decoded") || strings.Contains(how, "(spelled")
}

// hiddenSentences returns the sentences of a decoded text that were
// hidden (see hidden) from plain, the definition's texts as written and
// read together, joined by sentence ends; "" when none was.
func hiddenSentences(decoded, plain string) string {
	var b strings.Builder
	start := 0
	cut := func(end int) {
		sent := strings.TrimSpace(decoded[start:end])
		start = afterStop(decoded, end)
		if !hidden(sent, plain) {
			return
		}
		sent = withoutSpecimenLabel(sent, plain)
		if sent = withoutVisibleLinks(sent, plain); sent == "" || redirectValue(sent, plain) {
			return
		}
		if b.Len() > 0 {
			b.WriteString(". ")
		}
		b.WriteString(sent)
	}
	forWords(decoded, func(s, e int) bool {
		if s == e {
			cut(s)
		}
		return true
	})
	if start < len(decoded) {
		cut(len(decoded))
	}
	return b.String()
}

// withoutVisibleLinks drops from a hidden sentence the links that stand in
// plain as written: a URL whose query a tool percent-encodes
// (shop.example/s?q=red%20shoes) decodes to the same link and the query's
// words. The words were encoded as data the link carries; the link itself
// was never hidden, so it is not read as a hidden place to send to.
func withoutVisibleLinks(sent, plain string) string {
	if !strings.Contains(sent, "://") {
		return sent
	}
	fields := strings.Fields(sent)
	kept := fields[:0]
	for _, f := range fields {
		if strings.Contains(f, "://") && strings.Contains(plain, strings.TrimRight(f, ".,;:!?)")) {
			continue
		}
		kept = append(kept, f)
	}
	return strings.Join(kept, " ")
}

// encodedRedirectParam is a redirect or return address percent-encoded as
// a URL's query value must be, after the parameter's name: an OAuth
// redirect_uri, a return_url, a next or continue link.
var encodedRedirectParam = regexp.MustCompile(`(redirect|return|callback|next|continue|target)[a-z_]*\s*(=|:|value:)\s*https?%3a%2f%2f`)

// redirectValue reports whether a hidden sentence is one link alone, and
// plain percent-encodes a link as a redirect parameter's value: the link
// is encoded because a query holds it, not to hide it.
func redirectValue(sent, plain string) bool {
	// The decoded reading parts a query's value from its "=" with a space.
	link := strings.ReplaceAll(strings.TrimSpace(sent), "= ", "=")
	return strings.Contains(link, "://") && !strings.ContainsAny(link, " \t\n") && encodedRedirectParam.MatchString(plain)
}

// specimenLabel is a label that names what follows it as a specimen: it
// opens with the noun for an example or a sample (not "for example,",
// which may lead an order), in the languages the corpora are written in,
// and holds no comma, semicolon or colon of its own.
var specimenLabel = regexp.MustCompile(`^(?:(?:an?|the|one|ein|eine|un|une|uno|una|um|uma|een)\s+)?(?:examples?|samples?|specimens?|beispiel\pL*|muster|exemples?|échantillons?|ejemplos?|muestras?|esempi[oi]|campion[ei]|exemplos?|amostras?|voorbeeld\pL*|przykład\pL*|пример\pL*|образ[еец]\pL*|приклад\pL*|örne[kğ]\pL*|contoh)(?:[^\pL,;:][^,;:]*)?$`)

// labelOpenEnd ends a label with a word that takes what follows as its
// object ("sent to:", "posted at:"): the hidden part is where the label's
// act goes, and is read with it.
var labelOpenEnd = regexp.MustCompile(`(?:^|[^\pL])(?:to|into|onto|at|via|towards?|for|from|with|by|an|nach|zu|auf|à|vers|chez|al|a|para|hacia|per|verso|naar|aan|do|na|w|в|на|до|к)$`)

// withoutSpecimenLabel is a hidden sentence without the label before its
// colon, when the label is shown in plain as written, names what follows
// as a specimen ("Example of what goes over the wire: …", "Sample
// payload: …"), ends with no word that takes what follows as its object,
// and only what follows was hidden. The label's words were
// never hidden, and the plain reading judges them; an encoded sample is
// read alone, so an order or a place hidden in it is still found, and an
// honest sample's data is not read with a word of the label that happens
// to be a cue ("wire", "send").
func withoutSpecimenLabel(sent, plain string) string {
	i := strings.LastIndex(sent, ": ")
	if i <= 0 || !specimenLabel.MatchString(sent[:i]) || labelOpenEnd.MatchString(sent[:i]) || !strings.Contains(plain, sent[:i]) || !hiddenPart(sent[i+2:], plain) {
		return sent
	}
	return sent[i+2:]
}

// hidden reports whether a decoded sentence was hidden from plain: a third
// of its words, and two at least, are not words of it. A sentence with an
// entity or an escape here and there (&quot;, %20) reads the same as
// written; one spelled in an encoding does not.
func hidden(sent, plain string) bool {
	// A label the plain text shows before a colon ("Widget token: …",
	// the words left around an encoded run) is read apart from what
	// follows it, which may be all that was hidden.
	if i := strings.LastIndex(sent, ": "); i > 0 && hiddenPart(sent[i+2:], plain) {
		return true
	}
	return hiddenPart(sent, plain)
}

// hiddenPart is hidden for a part of a sentence.
func hiddenPart(sent, plain string) bool {
	words, unseen := 0, 0
	forWords(sent, func(s, e int) bool {
		if s == e {
			return true // a sentence end inside ("e.g. …")
		}
		words++
		w := sent[s:e]
		if r, _ := utf8.DecodeRuneInString(w); unspaced(r) {
			// A script written without spaces is read a letter at a time
			// (see unspaced), and its letters stand inside longer runs:
			// the letter is seen when it stands in plain with the letter
			// after it, a pair that a hidden sentence rarely shares.
			if next, size := utf8.DecodeRuneInString(sent[e:]); size > 0 && unspaced(next) {
				w = sent[s : e+size]
			}
			if !strings.Contains(plain, w) {
				unseen++
			}
		} else if !hasWord(plain, w) {
			unseen++
		}
		return true
	})
	return unseen >= 2 && unseen*3 >= words
}

// letterAt and letterBefore report whether the character at (or ending
// just before) i in text is a letter or a digit: a byte of ASCII is read
// alone, anything else decoded, so that a dash, a guillemet or a
// replacement character beside a word parts it as a space does.
func letterAt(text string, i int) bool {
	if text[i] < utf8.RuneSelf {
		return isLetterByte(text[i])
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func letterBefore(text string, i int) bool {
	if text[i-1] < utf8.RuneSelf {
		return isLetterByte(text[i-1])
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// hasWord reports whether w is a word of text: found there with no letter
// or digit on either side.
func hasWord(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		if (start == 0 || !letterBefore(text, start)) && (end == len(text) || !letterAt(text, end)) {
			return true
		}
		i = start + 1
	}
}

// encodedOrder returns the first hidden sentence of text (see
// hiddenSentences) that is an order to act: it opens, or opens its clause
// after a colon, with a verb that changes, runs, destroys or pays. An
// honest encoded sample is data ("hello from the sample payload", a
// query that reads); a hidden sentence that tells the model to do
// something has no honest reason to be hidden.
func encodedOrder(text string, lead map[string]bool, verbs map[string]Category) (string, bool) {
	start, first, found := 0, true, ""
	forWords(text, func(s, e int) bool {
		if s == e {
			start, first = afterStop(text, e), true
			return true
		}
		w := text[s:e]
		if !first {
			if e < len(text) && text[e] == ':' {
				first = true // "Setup: approve …": a clause starts after it
			}
			return true
		}
		if lead[w] {
			return true // "also", "please"
		}
		first = e < len(text) && text[e] == ':'
		if c, ok := verbs[w]; ok && c != Read && !first {
			end := strings.IndexAny(text[e:], ".;\n")
			if end < 0 {
				end = len(text) - e
			}
			found = strings.TrimSpace(text[start : e+end])
			return false
		}
		return true
	})
	return found, found != ""
}

// deviceCommand reports whether an encoded order is a command of the
// device the tool works on, shown as a sample frame: a short decoded
// sentence of terse tokens ("lift gondola-2 open": no article, no
// possessive, no user) whose opening word is a word of the tool's name that the plain definition uses as a noun before another
// ("a lift controller"). The verb is then the device's name, not an act
// the model is told to do; the rest of the directive check still reads
// the decoded text.
func deviceCommand(sent, plain string, tc *toolContext) bool {
	if tc == nil || tc.name == "" {
		return false
	}
	words := strings.Fields(strings.ToLower(sent))
	if len(words) < 2 || len(words) > 6 {
		return false
	}
	for _, w := range words {
		if determiners[w] || strings.HasPrefix(w, "user") {
			return false // a sentence of prose, not a frame's terse tokens
		}
	}
	first := words[0]
	named := false
	for _, w := range catalog.NameWords(tc.name) {
		named = named || w == first
	}
	if !named {
		return false
	}
	plain = strings.ToLower(plain)
	for _, det := range [...]string{"a ", "an ", "the ", "each ", "every "} {
		for i := 0; ; {
			j := strings.Index(plain[i:], det+first+" ")
			if j < 0 {
				break
			}
			at := i + j
			if at == 0 || !isLetterByte(plain[at-1]) {
				next := strings.Fields(plain[at+len(det)+len(first)+1:])
				if len(next) > 0 && isLetterByte(next[0][0]) && !determiners[next[0]] {
					return true
				}
			}
			i = at + 1
		}
	}
	return false
}

// determiners are the words that open a noun phrase: after "the send",
// a determiner shows "send" used as a verb ("the send the file").
var determiners = map[string]bool{"a": true, "an": true, "the": true, "this": true, "that": true, "its": true, "their": true, "your": true, "all": true, "every": true, "each": true, "to": true, "and": true, "or": true}
