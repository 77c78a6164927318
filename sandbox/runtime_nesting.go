package sandbox

import "strings"

// Parsers recurse. esbuild's and goja's parsers (and goja's JSON.parse)
// call themselves once per nesting level, and a goroutine whose stack
// passes Go's 1 GB limit is a fatal error, not a panic: 200,000 nested
// `!` in a 200 KB script, or eval of a string of a million "(", would
// take the whole process down. So every text handed to a parser is first
// measured by nestingDepth, a scanner that over-estimates how deep a
// recursive-descent parser could go, and refused past maxNesting.

// maxNesting is the deepest nesting accepted in code (the script, eval,
// the Function constructors) and in JSON.parse text. Real code-mode
// scripts nest a few dozen levels; at this depth the parsers' stacks stay
// within tens of megabytes.
const maxNesting = 5000

// nestFrame is one open bracket: '(', '[', '{', or '$' for a template
// substitution. pressure counts the tokens since the last statement or
// list boundary at this level that may each add a level of recursion
// (prefix operators, chained assignments, conditionals, arrows, control
// keywords); block tells a statement block, whose end closes whatever its
// parent level had open; head marks the parentheses after if, while, for
// and with, after which a slash starts a regular expression.
type nestFrame struct {
	open     byte
	pressure int
	block    bool
	head     bool
}

// token kinds the scanner remembers, to tell a regular expression from a
// division and a block from an object literal.
const (
	tkStart   = iota // start of the text
	tkPunct          // operator or punctuation: an operand may follow
	tkOperand        // identifier, number, string, literal: an operator may follow
	tkKeyword        // a keyword after which an operand follows (return, typeof, …)
	tkHeadKw         // if, while, for, with: a '(' head follows
	tkCloseHd        // ')' closing such a head
	tkClose          // ')' or ']' closing an expression
	tkBrace          // '}'
	tkBlockKw        // else, do, try, finally: a block may follow
)

// pressureKeywords may each nest the parser once more.
var pressureKeywords = map[string]bool{
	"typeof": true, "void": true, "delete": true, "await": true, "new": true, "yield": true,
	"if": true, "else": true, "for": true, "while": true, "do": true, "with": true, "in": true, "instanceof": true,
}

// operandKeywords are followed by an operand (so a slash starts a regular
// expression).
var operandKeywords = map[string]bool{
	"return": true, "typeof": true, "instanceof": true, "in": true, "of": true, "new": true, "delete": true,
	"void": true, "throw": true, "case": true, "yield": true, "await": true,
}

// nestingDepth over-estimates the recursion depth a parser needs for src.
// It stops counting once past limit. Strings, comments and template text
// are skipped; a closer only closes the opener of its own kind, so a
// bracket inside a regular expression cannot hide real nesting; where a
// slash could start a regular expression or be a division (after '}'),
// the openers in between count and the closers do not.
func nestingDepth(src string, limit int) int {
	s := &nestScanner{src: src, limit: limit, stack: []nestFrame{{block: true}}}
	s.scan()
	return s.deepest
}

// The estimate above decides from the previous token whether a slash
// starts a regular expression, and skips what it takes for strings,
// comments and regular expressions. A wrong guess would hide real nesting
// inside text it skipped, and the parsers' recursion would then be
// unbounded: a goroutine's stack overflow is fatal to the whole process.
// So no single guess is trusted. nestingVerdict also reads the text with
// every slash a division, and adds to each reading every character that
// could nest (an opener or an operator) inside the text that reading
// skipped, with nothing ever closed or reset. Over-counting is safe: the
// estimate is an upper bound unless the code hides nesting in text that
// both readings skip, and then the skipped text carries that nesting and
// is counted. Code whose bound passes the limit only because of what its
// strings, comments or regular expressions hold (a large base64 literal,
// say) is not refused: nestingUnsure tells the caller to have it parsed in
// a child process first, where a parser that overflows costs nothing.

// verdict is what nestingVerdict concludes.
type verdict int

const (
	nestingOK     verdict = iota // the parsers' recursion stays within the limit
	nestingDeep                  // the code nests past the limit: refuse it
	nestingUnsure                // only the over-count passes the limit: parse it in a child first
)

// nestingVerdict bounds the parsers' recursion for src.
func nestingVerdict(src string, limit int) verdict {
	a := &nestScanner{src: src, limit: limit, stack: []nestFrame{{block: true}}}
	a.scan()
	if a.deepest > limit {
		return nestingDeep
	}
	b := &nestScanner{src: src, limit: limit, stack: []nestFrame{{block: true}}, noRegex: true}
	b.scan()
	if b.deepest > limit || a.deepest+a.skippedNesting > limit || b.deepest+b.skippedNesting > limit {
		return nestingUnsure
	}
	return nestingOK
}

type nestScanner struct {
	src     string
	i       int
	limit   int
	stack   []nestFrame
	sum     int // pressure over the stack
	deepest int
	prev    int
	// noRegex reads every slash as a division.
	noRegex bool
	// skippedNesting counts the characters that could nest (openers,
	// operators) in the text skipped as strings, comments, template text
	// and regular expressions.
	skippedNesting int
}

// skip counts what could nest in src[from:to], which the scan skips.
func (s *nestScanner) skip(from, to int) {
	to = min(to, len(s.src))
	for j := from; j < to; j++ {
		switch c := s.src[j]; {
		case c == '(' || c == '[' || c == '{' || c == '$' || c == '`' || c == '/' || isOperatorByte(c):
			s.skippedNesting++
		case isIdentByte(c):
			// A keyword can nest (typeof, new, await, …): count a word once.
			if j == from || !isIdentByte(s.src[j-1]) {
				s.skippedNesting++
			}
		}
	}
}

func (s *nestScanner) top() *nestFrame { return &s.stack[len(s.stack)-1] }

func (s *nestScanner) measure() {
	if d := len(s.stack) - 1 + s.sum; d > s.deepest {
		s.deepest = d
	}
}

func (s *nestScanner) press() {
	s.top().pressure++
	s.sum++
	s.measure()
}

func (s *nestScanner) reset() {
	s.sum -= s.top().pressure
	s.top().pressure = 0
}

func (s *nestScanner) push(open byte) {
	f := nestFrame{open: open}
	switch open {
	case '{':
		switch s.prev {
		case tkStart, tkCloseHd, tkBlockKw, tkBrace:
			f.block = true
		case tkClose:
			// ")" then "{": a function, method, catch or switch body (in an
			// expression, "(a) {" does not parse).
			f.block = s.prevByte() == ')'
		case tkPunct:
			// After ';' or '{' a brace opens a block, after "=>" a body;
			// after any other operator, an object literal.
			j := s.prevIndex()
			f.block = j >= 0 && (s.src[j] == ';' || s.src[j] == '{' || (s.src[j] == '>' && j > 0 && s.src[j-1] == '='))
		}
	case '(':
		f.head = s.prev == tkHeadKw
	}
	s.stack = append(s.stack, f)
	s.measure()
}

// pop closes the top frame if it matches closer; it reports the frame.
func (s *nestScanner) pop(closer byte) (nestFrame, bool) {
	t := *s.top()
	want := map[byte]byte{')': '(', ']': '[', '}': '{'}[closer]
	if len(s.stack) == 1 || (t.open != want && (closer != '}' || t.open != '$')) {
		return t, false
	}
	s.sum -= t.pressure
	s.stack = s.stack[:len(s.stack)-1]
	if t.block {
		// A statement block ends the statement its parent level was in.
		s.reset()
	}
	return t, true
}

// prevIndex is the index of the last non-space byte before s.i, or -1.
func (s *nestScanner) prevIndex() int {
	for j := s.i - 1; j >= 0; j-- {
		if c := s.src[j]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return j
		}
	}
	return -1
}

// prevByte is the last non-space byte before s.i.
func (s *nestScanner) prevByte() byte {
	if j := s.prevIndex(); j >= 0 {
		return s.src[j]
	}
	return 0
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c == '\\' || c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

func (s *nestScanner) scan() {
	src := s.src
	for s.i < len(src) && s.deepest <= s.limit {
		c := src[s.i]
		switch {
		case c == '\n':
			s.newline()
			s.i++
		case c == ' ' || c == '\t' || c == '\r':
			s.i++
		case c == '/' && s.i+1 < len(src) && src[s.i+1] == '/':
			from := s.i
			for s.i < len(src) && src[s.i] != '\n' {
				s.i++
			}
			s.skip(from, s.i)
		case c == '/' && s.i+1 < len(src) && src[s.i+1] == '*':
			from := s.i
			end := indexFrom(src, "*/", s.i+2)
			if end < 0 {
				s.i = len(src)
			} else {
				s.i = end + 2
			}
			s.skip(from, s.i)
		case c == '"' || c == '\'':
			from := s.i
			s.skipString(c)
			s.skip(from, s.i)
			s.prev = tkOperand
		case c == '`':
			s.i++
			s.template()
		case c == '/':
			s.slash()
		case c == '(' || c == '[' || c == '{':
			s.push(c)
			s.prev = tkPunct
			s.i++
		case c == ')' || c == ']' || c == '}':
			s.i++
			f, ok := s.pop(c)
			switch {
			case ok && f.open == '$':
				s.template()
			case c == '}':
				s.prev = tkBrace
			case ok && f.head:
				s.prev = tkCloseHd
			default:
				s.prev = tkClose
			}
		case c == ',' || c == ';':
			s.reset()
			s.prev = tkPunct
			s.i++
		case c == '.':
			if s.i+2 < len(src) && src[s.i+1] == '.' && src[s.i+2] == '.' {
				s.press()
				s.i += 3
				s.prev = tkPunct
			} else if s.i+1 < len(src) && src[s.i+1] >= '0' && src[s.i+1] <= '9' {
				s.number()
			} else {
				s.i++ // member access: a loop in the parser
				s.prev = tkPunct
			}
		case c >= '0' && c <= '9':
			s.number()
		case isIdentByte(c) || c == '#' || c == '@':
			s.word()
		default:
			// An operator: the longest run of operator characters.
			start := s.i
			for s.i < len(src) && isOperatorByte(src[s.i]) {
				s.i++
			}
			if s.i == start {
				s.i++ // any other byte
			}
			// "!!!" is three tokens: count every character, which may
			// over-count ("===") but never under-counts.
			for range s.i - start {
				s.press()
			}
			s.prev = tkPunct
			if op := src[start:s.i]; strings.HasSuffix(op, "++") || strings.HasSuffix(op, "--") {
				// After a postfix ++ or --, a slash divides (a prefix one
				// cannot take a regular expression).
				s.prev = tkOperand
			}
		}
	}
}

func isOperatorByte(c byte) bool {
	switch c {
	case '!', '~', '+', '-', '*', '%', '&', '|', '^', '<', '>', '=', '?', ':':
		return true
	}
	return false
}

// newline resets the pressure of a statement level where a line break
// ends the statement: after an operand, before a token that cannot
// continue the expression.
func (s *nestScanner) newline() {
	if !s.top().block {
		return
	}
	switch s.prev {
	case tkOperand, tkClose, tkBrace, tkCloseHd:
	default:
		return
	}
	j := s.i + 1
	for j < len(s.src) && (s.src[j] == ' ' || s.src[j] == '\t' || s.src[j] == '\r' || s.src[j] == '\n') {
		j++
	}
	if j >= len(s.src) {
		return
	}
	c := s.src[j]
	if c == '"' || c == '\'' || c == '{' || c == '}' || c == '!' || c == '~' || (c >= '0' && c <= '9') {
		s.reset()
		return
	}
	if isIdentByte(c) {
		k := j
		for k < len(s.src) && isIdentByte(s.src[k]) {
			k++
		}
		if w := s.src[j:k]; w != "in" && w != "instanceof" {
			s.reset()
		}
	}
}

func (s *nestScanner) word() {
	start := s.i
	afterDot := s.prevByte() == '.' && (start < 3 || s.src[start-3:start] != "...")
	s.i++
	for s.i < len(s.src) && isIdentByte(s.src[s.i]) {
		s.i++
	}
	w := s.src[start:s.i]
	switch {
	case afterDot:
		// A property name, whatever word it is (x.do, x.if(…), x.of): an
		// operand, after which a slash divides.
		s.prev = tkOperand
		return
	case w == "of" && !s.top().head:
		// "of" is a keyword only in a for head; elsewhere a name.
		s.prev = tkOperand
		return
	}
	if pressureKeywords[w] {
		s.press()
	}
	switch {
	case w == "if" || w == "while" || w == "for" || w == "with" || (w == "await" && s.prev == tkHeadKw):
		s.prev = tkHeadKw
	case w == "else" || w == "do" || w == "try" || w == "finally":
		s.prev = tkBlockKw
	case operandKeywords[w]:
		s.prev = tkKeyword
	default:
		s.prev = tkOperand
	}
}

func (s *nestScanner) number() {
	for s.i < len(s.src) && (isIdentByte(s.src[s.i]) || s.src[s.i] == '.') {
		s.i++
	}
	s.prev = tkOperand
}

func (s *nestScanner) skipString(q byte) {
	s.i++
	for s.i < len(s.src) {
		switch s.src[s.i] {
		case '\\':
			s.i += 2
			continue
		case q:
			s.i++
			return
		case '\n':
			return
		}
		s.i++
	}
}

// template skips template text up to its end or the next substitution,
// which it opens as a frame.
func (s *nestScanner) template() {
	from := s.i
	defer func() { s.skip(from, s.i) }()
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '\\':
			s.i += 2
			continue
		case c == '`':
			s.i++
			s.prev = tkOperand
			return
		case c == '$' && s.i+1 < len(s.src) && s.src[s.i+1] == '{':
			s.i += 2
			s.push('$')
			s.prev = tkPunct
			return
		}
		s.i++
	}
}

// slash handles '/' outside comments: a regular expression where an
// operand is expected, a division after one, and after '}' either.
func (s *nestScanner) slash() {
	if s.noRegex {
		s.i++
		s.press()
		s.prev = tkPunct
		return
	}
	switch s.prev {
	case tkOperand, tkClose:
		s.i++
		if s.i < len(s.src) && s.src[s.i] == '=' {
			s.i++
		}
		s.prev = tkPunct
		return
	case tkBrace:
		// A block then a regular expression, or an object literal then a
		// division: count the openers up to the next slash on the line,
		// and none of the closers.
		end := s.regexEnd(s.i + 1)
		if end < 0 {
			s.i++
			s.prev = tkPunct
			return
		}
		for j := s.i + 1; j < end; j++ {
			if c := s.src[j]; c == '(' || c == '[' || c == '{' {
				s.stack = append(s.stack, nestFrame{open: c})
				s.measure()
			}
		}
		s.skip(s.i+1, end)
		s.i = end + 1
		s.prev = tkOperand
		return
	}
	end := s.regexEnd(s.i + 1)
	if end < 0 {
		s.skip(s.i, len(s.src))
		s.i = len(s.src)
		return
	}
	s.skip(s.i+1, end)
	s.i = end + 1
	for s.i < len(s.src) && isIdentByte(s.src[s.i]) {
		s.i++ // flags
	}
	s.prev = tkOperand
}

// regexEnd finds the slash that ends a regular expression body starting
// at i, or -1 if the line ends first.
func (s *nestScanner) regexEnd(i int) int {
	inClass := false
	for ; i < len(s.src); i++ {
		switch c := s.src[i]; {
		case c == '\\':
			i++
		case c == '\n':
			return -1
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '/' && !inClass:
			return i
		}
	}
	return -1
}

func indexFrom(s, sub string, from int) int {
	if from >= len(s) {
		return -1
	}
	for i := from; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// jsonDepth is the deepest bracket nesting of JSON text (strings skipped).
func jsonDepth(text string, limit int) int {
	depth, deepest := 0, 0
	for i := 0; i < len(text) && deepest <= limit; i++ {
		switch text[i] {
		case '"':
			for i++; i < len(text) && text[i] != '"'; i++ {
				if text[i] == '\\' {
					i++
				}
			}
		case '[', '{':
			depth++
			deepest = max(deepest, depth)
		case ']', '}':
			depth = max(depth-1, 0)
		}
	}
	return deepest
}
