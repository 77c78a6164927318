package classifier

import (
	"regexp"
	"strings"
)

// "The contents of ~/.ssh/id_ed25519.pub" read as a file's contents passed
// along; when the file is a public key, its contents are the key itself,
// the half of the pair made to be handed out, and a tool that takes one
// (to add to authorized_keys, register as a deploy key or sign) names the
// value it takes. The reading is that of publicKeyPath (every credential
// path of the sentence a public key, no private key named, no key printed,
// no outside address) and, because the contents are said to be passed,
// the sentence must also name no bare host the contents could go to. The
// directive check still reads the sentence.

// bareHost is a host name written without a scheme (keys.example.net),
// once the public key paths are blanked.
var bareHost = regexp.MustCompile(`\b[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.[a-z]{2,}\b`)

// publicKeyContents reports whether the match names the contents of a
// public key file in a sentence publicKeyPath finds honest.
func publicKeyContents(c excuseContext) bool {
	lower := c.f.lower
	if !strings.HasPrefix(lower[c.loc[0]:c.loc[1]], "content") || !publicKeyPath(c) {
		return false
	}
	sent := []byte(sentenceBefore(lower, c.loc[0]) + lower[c.loc[0]:sentenceEndAfter(lower, c.loc[1])])
	for _, l := range credPathToken.FindAllIndex(sent, -1) {
		blankSpan(sent, l[0], l[1])
	}
	return !bareHost.Match(sent)
}
