package classifier

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A sequence rule matches words in order within one sentence: a subject,
// then a verb, then an object, each from its own list, with at most a few
// words between them. Phrases of this kind ("the assistant should quietly
// include the user's saved passwords") are regular, but as one regular
// expression their word lists multiply into programs too large to run
// cheaply; as word lists they cost one pass over the words.

// sequence is a compiled list of steps.
type sequence struct {
	id       int // index in the ruleset's list
	steps    []step
	maxGap   int
	requires *literalSet // one of them must be in the text; shared by sequences with the same list
	// requireList numbers the ruleset's distinct requires lists, so a
	// list several sequences share is looked for once per text.
	requireList int
	// unless are words that undo a match they stand in or just before
	// (see sequenceRule.Unless); asked only of a match, which is rare.
	unless []string
}

// worthTrying reports whether lower contains one of the substrings the
// sequence requires (or it requires none).
func (s *sequence) worthTrying(lower string) bool { return s.requires == nil || s.requires.in(lower) }

// step is one position of a sequence, indexed by its phrases' first
// words: a token is looked up once, not compared with every phrase.
type step struct {
	byWord map[string][]phrase // phrases whose first word is exact
	loose  []phrase            // phrases starting with a prefix, a pattern or a class
	words  stepFilter          // byWord's words, to pass over most tokens without a lookup
	// looseBy is loose by a word's first byte (see indexLoose); nil but
	// on the first steps of sequences.
	looseBy *looseIndex
}

// stepFilter tells cheaply that a word is not among a step's first words,
// by its first byte, its last byte and its length, a bit each of 64 (the
// byte's low six bits, the length up to 63). It is a few words inside the
// step: a step is asked at every word of a gap, and a table per step
// would be a cache line fetched from far more memory each time.
type stepFilter struct{ first, last, length uint64 }

func (sf *stepFilter) add(w string) {
	if w != "" {
		sf.first |= 1 << (w[0] & 63)
		sf.last |= 1 << (w[len(w)-1] & 63)
		sf.length |= 1 << min(len(w), 63)
	}
}

// mayHave reports whether w may be in the set (an empty word may).
func (sf *stepFilter) mayHave(w string) bool {
	return w == "" || sf.first&(1<<(w[0]&63)) != 0 && sf.last&(1<<(w[len(w)-1]&63)) != 0 && sf.length&(1<<min(len(w), 63)) != 0
}

// wordFilter tells cheaply that a word is not in a set: it holds, by a
// word's first byte, the lengths of the set's words (bit min(len, 63)).
type wordFilter [256]uint64

func (wf *wordFilter) add(w string) {
	if w != "" {
		wf[w[0]] |= 1 << min(len(w), 63)
	}
}

// mayHave reports whether w may be in the set (an empty word may).
func (wf *wordFilter) mayHave(w string) bool {
	return w == "" || wf[w[0]]&(1<<min(len(w), 63)) != 0
}

func newStep(ps []phrase) step {
	st := step{byWord: map[string][]phrase{}}
	for _, p := range ps {
		if w := p[0]; w.re == nil && !w.prefix && w.builtin == nil {
			st.byWord[w.word] = append(st.byWord[w.word], p)
			st.words.add(w.word)
		} else {
			st.loose = append(st.loose, p)
		}
	}
	return st
}

// looseFirstBytes marks the first bytes of the words the step's loose
// phrases may start with: a prefix's first byte, any byte for a pattern or
// a class.
func (st *step) looseFirstBytes() (first [256]bool) {
	for _, p := range st.loose {
		if w := p[0]; w.prefix && w.word != "" {
			first[w.word[0]] = true
			continue
		}
		for b := range first {
			first[b] = true
		}
	}
	return first
}

// phrase is one entry of a step: words that must follow each other, each
// an exact word, a prefix (written "word*"), a regular expression over
// one word (written "re:pattern") or a built-in class ("@snake", "@email").
type phrase []wordTest

type wordTest struct {
	word   string
	prefix bool
	re     *regexp.Regexp
	// need is re's prefilter: a word without one of its strings is not
	// matched, and most words are asked of a pattern step.
	need    prefilter
	builtin func(string) bool
	// start: the word must begin a sentence (written "^word"): an
	// imperative there is said to the reader.
	start bool
}

// builtins are word classes written "@name": cheaper than a pattern.
var builtins = map[string]func(string) bool{
	// An identifier with an underscore: a tool's name (send_email).
	"@snake": func(tok string) bool {
		if strings.IndexByte(tok, '_') < 0 {
			return false // most words, asked before the quotes are cut off
		}
		tok = strings.Trim(tok, "`'\"")
		if len(tok) < 3 || !strings.Contains(tok, "_") || tok[0] == '_' || tok[len(tok)-1] == '_' {
			return false
		}
		for i := range len(tok) {
			if c := tok[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '_' {
				return false
			}
		}
		return true
	},
	// The path of a credential file or of an MCP client's configuration.
	"@credpath": credentialToken,
	// An e-mail address.
	"@email": func(tok string) bool {
		at := strings.IndexByte(tok, '@')
		return at > 0 && strings.Contains(tok[at+1:], ".") && !strings.ContainsAny(tok, "/:")
	},
}

// hasPathByte reports whether tok has one of / \ . _ (what
// strings.ContainsAny(tok, "/\\._") asks, without building its set each
// time: it is asked of every word).
func hasPathByte(tok string) bool {
	for i := range len(tok) {
		switch tok[i] {
		case '/', '\\', '.', '_':
			return true
		}
	}
	return false
}

// credentialToken reports whether a word is the path of a credential file
// or of an MCP client's configuration: ~/.ssh/…, id_rsa, /etc/shadow, .env,
// mcp.json.
func credentialToken(tok string) bool {
	// Most words with a path byte (file_path, e.g, a host) hold none of
	// the strings a credential path is found by: one pass tells them so,
	// where the searches below are one a string.
	return hasPathByte(tok) && credentialNeedles.in(tok) && credentialPath(tok)
}

// credentialDirs are the directories of credentials under a home,
// credentialNames the names of credential files wherever they are, and
// credentialDotfiles the dotfiles that are credentials by their name
// alone.
var (
	credentialDirs = []string{"/.ssh", "\\.ssh", "/.aws", "\\.aws", "/.gnupg", "/.kube", "/.docker", "/.config/gcloud", "/.azure",
		"/.netrc", "/.npmrc", "/.pypirc", "/.git-credentials"}
	credentialNames = []string{"id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "/etc/passwd", "/etc/shadow", "/etc/sudoers",
		"mcp.json", "claude_desktop_config.json", ".claude.json", ".aws/credentials", `.aws\credentials`}
	credentialDotfiles = []string{".env", ".npmrc", ".netrc", ".pypirc", ".git-credentials"}
	// credentialNeedles hold every string credentialPath finds a path
	// by: a word without one of them is none.
	credentialNeedles = newLiteralSet(slices.Concat(credentialDirs, credentialNames, credentialDotfiles))
)

// credentialPath is credentialToken for a word with a path byte.
func credentialPath(tok string) bool {
	for _, dir := range credentialDirs {
		if i := strings.Index(tok, dir); i > 0 {
			home := tok[:i]
			if home == "~" || home == "$home" || home == "%userprofile%" || home == "/root" || strings.HasPrefix(home, "/home/") || strings.HasPrefix(home, `c:\users\`) {
				return true
			}
		}
	}
	for _, name := range credentialNames {
		if strings.Contains(tok, name) {
			return true
		}
	}
	return slices.Contains(credentialDotfiles, tok)
}

func (w wordTest) match(tok string) bool {
	switch {
	case w.builtin != nil:
		return w.builtin(tok)
	case w.re != nil:
		return w.need.in(tok) && w.re.MatchString(tok)
	case w.prefix:
		return strings.HasPrefix(tok, w.word)
	}
	return tok == w.word
}

// defaultGap is how many words may stand between two steps.
const defaultGap = 10

func compileSequence(id string, steps [][]string, maxGap int) (*sequence, error) {
	if len(steps) == 0 {
		return nil, fmt.Errorf("ruleset: %s: a sequence needs steps", id)
	}
	if maxGap < 0 {
		return nil, fmt.Errorf("ruleset: %s: max_gap %d is negative", id, maxGap)
	}
	s := &sequence{maxGap: maxGap}
	for _, step := range steps {
		var ps []phrase
		for _, entry := range step {
			var p phrase
			if b, ok := builtins[entry]; ok {
				p = phrase{{builtin: b}}
			} else if pat, ok := strings.CutPrefix(entry, "re:"); ok {
				whole := "^(?:" + pat + ")$"
				re, err := regexp.Compile(whole)
				if err != nil {
					return nil, fmt.Errorf("ruleset: %s: %w", id, err)
				}
				p = phrase{{re: re, need: newPrefilter(whole, nil)}}
			} else {
				for _, w := range strings.Fields(strings.ToLower(entry)) {
					start := len(p) == 0 && strings.HasPrefix(w, "^") && len(w) > 1
					w = strings.TrimPrefix(w, "^")
					t := wordTest{word: w, start: start}
					if strings.HasSuffix(w, "*") && len(w) > 1 {
						t = wordTest{word: strings.TrimSuffix(w, "*"), prefix: true, start: start}
					}
					p = append(p, t)
				}
			}
			if len(p) == 0 {
				return nil, fmt.Errorf("ruleset: %s: an empty step entry", id)
			}
			ps = append(ps, p)
		}
		s.steps = append(s.steps, newStep(ps))
	}
	return s, nil
}

// token is one word of a text: its position and whether a sentence ends
// with it.
type token struct {
	text       string
	start, end int
	stop       bool
}

// tokenize splits lower-cased text into words: runs of characters other
// than spaces and the punctuation that separates words, trailing sentence
// punctuation taken off (and remembered). A trailing colon stays: "model:"
// addresses the model.
func tokenize(text string) []token { return appendTokens(nil, text) }

// appendTokens is tokenize appending to out, so a caller reading several
// texts reuses one buffer.
func appendTokens(out []token, text string) []token {
	if out == nil {
		out = make([]token, 0, len(text)/6+1)
	}
	for i := 0; i < len(text); {
		if c := text[i]; separator[c] || c >= 0x80 && isDash(text[i:]) {
			if (c == '\n' || c == ';') && len(out) > 0 {
				out[len(out)-1].stop = true
			}
			i++ // a dash's first byte: the word after it starts at its second
			continue
		}
		start := i
		for i++; i < len(text); i++ {
			if c := text[i]; separator[c] || c >= 0x80 && isDash(text[i:]) {
				break
			}
		}
		out = appendToken(out, text, start, i)
	}
	return out
}

// isDash reports whether text starts with a dash that separates words;
// other non-ASCII characters belong to the word.
func isDash(text string) bool {
	return strings.HasPrefix(text, "—") || strings.HasPrefix(text, "–")
}

// separator marks the bytes that end a word.
var separator = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r,;()[]{}") {
		t[c] = true
	}
	return t
}()

// appendToken adds text[start:end] as a word, its sentence punctuation
// and quotes taken off.
func appendToken(out []token, text string, start, end int) []token {
	w := text[start:end]
	if wordBytes[w[0]] && wordBytes[w[len(w)-1]] {
		return append(out, token{text: w, start: start, end: end}) // most words: nothing to take off
	}
	w, start, stop := trimWord(w, start)
	if w != "" {
		return append(out, token{text: w, start: start, end: start + len(w), stop: stop})
	}
	if stop && len(out) > 0 {
		out[len(out)-1].stop = true
	}
	return out
}

// trimWord takes sentence punctuation (stop says whether there was any)
// and quotes off w, which starts at start; it returns where what is left
// starts. A word that starts and ends with a letter or digit has none.
func trimWord(w string, start int) (string, int, bool) {
	stop := false
	for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == '!' || w[len(w)-1] == '?') {
		stop = true
		w = w[:len(w)-1]
	}
	for len(w) > 0 && strings.IndexByte("'\"`(", w[0]) >= 0 {
		w, start = w[1:], start+1
	}
	// "...read": an ellipsis carries a sentence on from the field before.
	if rest, ok := strings.CutPrefix(w, "..."); ok && rest != "" && rest[0] != '.' && rest[0] != '/' {
		w, start = rest, start+3
	}
	return trimQuotes(w), start, stop
}

// trimQuotes takes opening curly quotes off the start of w and quotes and
// closing parentheses off its end: strings.TrimLeft(w, "“‘") then
// strings.TrimRight(w, "'\"`)”’"), without decoding every word.
func trimQuotes(w string) string {
	for strings.HasPrefix(w, "“") || strings.HasPrefix(w, "‘") {
		w = w[len("“"):]
	}
	for len(w) > 0 {
		switch c := w[len(w)-1]; {
		case c == '\'' || c == '"' || c == '`' || c == ')':
			w = w[:len(w)-1]
		case strings.HasSuffix(w, "”") || strings.HasSuffix(w, "’"):
			w = w[:len(w)-len("”")]
		default:
			return w
		}
	}
	return w
}

// matchAt returns the number of tokens phrase p covers at toks[i], or 0.
func (p phrase) matchAt(toks []token, i int) int {
	if i+len(p) > len(toks) || p[0].start && i > 0 && !toks[i-1].stop {
		return 0
	}
	for j, w := range p {
		if !w.match(toks[i+j].text) {
			return 0
		}
		if j < len(p)-1 && toks[i+j].stop {
			return 0
		}
	}
	return len(p)
}

// findAt returns the match of the sequence that starts at toks[i], as
// byte offsets, or nil.
func (s *sequence) findAt(toks []token, i int) []int {
	end, ok := s.from(toks, i, 0)
	if !ok {
		return nil
	}
	// The two words before count too ("do not skip the approval step"),
	// if they are of the same sentence.
	from := i
	for from > 0 && from > i-2 && !toks[from-1].stop {
		from--
	}
	for _, t := range toks[from:end] {
		if slices.Contains(s.unless, t.text) {
			return nil
		}
	}
	return []int{toks[i].start, toks[end-1].end}
}

// from tries to match steps[k:] with step k starting at toks[i]; it returns
// the index after the last token matched. Each phrase of the step that
// matches there is tried in turn (see after), the exact ones first.
func (s *sequence) from(toks []token, i, k int) (int, bool) {
	st := &s.steps[k]
	if st.words.mayHave(toks[i].text) {
		for _, p := range st.byWord[toks[i].text] {
			if n := p.matchAt(toks, i); n > 0 {
				if end, ok := s.after(toks, i+n, k); ok {
					return end, true
				}
			}
		}
	}
	for _, p := range st.loose {
		if n := p.matchAt(toks, i); n > 0 {
			if end, ok := s.after(toks, i+n, k); ok {
				return end, true
			}
		}
	}
	return 0, false
}

// after tries to match steps[k+1:] within the gap after step k, which
// ended before toks[next]; after the last step the match is complete.
func (s *sequence) after(toks []token, next, k int) (int, bool) {
	if k == len(s.steps)-1 {
		return next, true
	}
	if toks[next-1].stop {
		return 0, false // the next step would be in another sentence
	}
	for j := next; j < len(toks) && j <= next+s.maxGap; j++ {
		if e, ok := s.from(toks, j, k+1); ok {
			return e, true
		}
		if toks[j].stop {
			break
		}
	}
	return 0, false
}
