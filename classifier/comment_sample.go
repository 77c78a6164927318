package classifier

import (
	"regexp"
	"strings"
)

// A Markdown or HTML renderer names the comments it handles and shows one
// in parentheses: "HTML comments (<!-- editor's notes -->) are removed on
// publishing", "removes comments ([//]: # (…))", in whatever language the
// tool is written. The comment is
// the sample of the thing named just before it, and holds a label of a
// few words, not a message. A longer body, one that names an address or
// a path, or a comment that is not set off as such a sample is still
// hidden markup (and what its words order, the other checks read).

// commentNamedBefore ends the text before a sample comment: the word for
// comments, with or without "HTML", and an opening parenthesis.
var commentNamedBefore = regexp.MustCompile(`(comments?|comentarios?|coment[áa]rios?|commentaires?|kommentare?|commenti|opmerkingen|komentarze?|комментари[ийя]|yorumlar[ıi]?|コメント|注释|주석|komentar)(\s+(html|xml))?\s*\(\s*$`)

// commentSampleWords is the most words a sample comment's body may hold.
const commentSampleWords = 4

// commentSample reports whether the comment at loc is a sample shown in
// parentheses right after the word for comments: closed inside them,
// with a short body that names no address or path.
func commentSample(lower string, loc []int) bool {
	rest := lower[loc[0]:]
	if commentLikeBefore.MatchString(lower[max(0, loc[0]-40):loc[0]]) && commentWord.MatchString(lower[max(0, loc[0]-120):loc[0]]) {
		return quotedCommentSample(rest)
	}
	if !strings.HasPrefix(rest, "<!--") && !strings.HasPrefix(rest, "[") || !commentNamedBefore.MatchString(lower[max(0, loc[0]-40):loc[0]]) {
		return false
	}
	body, after, ok := commentBody(rest)
	if !ok || !strings.HasPrefix(strings.TrimSpace(after), ")") {
		return false
	}
	return len(strings.Fields(body)) <= commentSampleWords && !strings.ContainsAny(body, "@/~\\:") && !urlIn.MatchString(body)
}

// markdownCommentSample is a Markdown comment and its body, in any of
// the title's delimiters a reference link takes.
var markdownCommentSample = regexp.MustCompile(`^\[(?://|comment)\]:\s*#\s*[("<]([^()"<>\n]*)[)">]`)

// commentLikeBefore ends the text before a comment quoted as code after
// "like", "such as" or "e.g.", in a text that names comments just before:
// "templates usually contain HTML comments like `<!-- Describe what
// changed -->`", "κρυφά σχόλια για τους συντάκτες, π.χ. `[//]: # (…)`".
var commentLikeBefore = regexp.MustCompile(`(like|such as|e\.g\.?,?|for example,?|π\.χ\.|z\.\s?b\.|p\.\s?ex\.|por ejemplo|par exemple|zum beispiel|t\.ex\.|例如|例えば)\s*\x60\s*$`)

// commentQuotedWords is the most words a comment quoted as code may hold:
// a template's note to its author is a sentence or three.
const commentQuotedWords = 24

// commentSends are the words a note to a template's human author does
// not hold beside those of commentAddressed: an act of sending, a secret.
var commentSends = regexp.MustCompile(`\b(send|sends|forward|forwards|e-?mail|upload|post|password|secret|token|key|credentials?|ignore)\b`)

// quotedCommentSample reports whether the comment rest opens is quoted as
// code and closed in the quote, with a short body that names no address,
// path, addressee of the model (commentAddressed), act of sending or
// secret.
func quotedCommentSample(rest string) bool {
	body, after, ok := commentBody(rest)
	if !ok || !strings.HasPrefix(strings.TrimLeft(after, " "), "\x60") {
		return false
	}
	return len(strings.Fields(body)) <= commentQuotedWords && !strings.ContainsAny(body, "@/~\\") &&
		!urlIn.MatchString(body) && !commentAddressed.MatchString(body) && !commentSends.MatchString(body)
}

// commentBody splits the comment rest opens, an HTML comment or
// Markdown's (a reference link to "#": "[//]: # (…)"), into its body and
// what follows it; false when rest opens neither, or the comment is not
// closed.
func commentBody(rest string) (body, after string, ok bool) {
	if strings.HasPrefix(rest, "<!--") {
		end := strings.Index(rest, "-->")
		if end < 0 {
			return "", "", false
		}
		return rest[4:end], rest[end+3:], true
	}
	if m := markdownCommentSample.FindStringSubmatchIndex(rest); m != nil {
		return rest[m[2]:m[3]], rest[m[1]:], true
	}
	return "", "", false
}
