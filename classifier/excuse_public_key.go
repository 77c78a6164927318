package classifier

import (
	"regexp"
	"strings"
)

// A public key is the half of a key pair made to be handed out: a tool
// that copies "~/.ssh/id_ed25519.pub" to a server's authorized_keys, or
// shows it to paste into a Git host, names no secret. The reading is
// narrow: every credential path of the sentence must be a public key
// (.pub), so a private key named beside it is still read, and the
// sentence must name no private key, print no key of its own (which would
// let its printer in) and no outside address (a URL, a mail or numeric
// host) the key would go to.

// credPathToken is a path-like word that names a credential file or
// folder, as the sensitive-path rule's markers do.
var credPathToken = regexp.MustCompile("[^\\s'\"`()\\[\\]{},;«»]*(~/|~\\\\|\\$home|%userprofile%|/home/|/root|id_rsa|id_ed25519|id_ecdsa|id_dsa|/etc/|mcp\\.json|claude_desktop_config|\\.claude\\.json|\\.env|\\.npmrc|\\.netrc|\\.pypirc|\\.git-credentials|\\.aws|\\.ssh)[^\\s'\"`()\\[\\]{},;«»]*")

// publicKeyWords name a public key, and privateKeyWords its secret half,
// in the languages tools are written in.
var (
	publicKeyWords  = regexp.MustCompile(`\bpublic (ssh )?keys?\b|\bclaves? públicas?|\bclés? publiques?|\böffentliche[nr]? (ssh-)?schlüssel|\bchaves? públicas?|\bchiav[ei] pubblich[ea]|\bpublieke sleutels?|\bklucz(e|a)? publiczn\w*|(публичн|открыт)\S* ключ|公開鍵|公钥|공개 ?키`)
	privateKeyWords = regexp.MustCompile(`\bprivate (ssh )?keys?\b|\bclaves? privadas?|\bclés? privées?|\bprivate[nr]? (ssh-)?schlüssel|\bchaves? privadas?|\bchiav[ei] privat[ea]|\bprivé ?sleutels?|\bklucz(e|a)? prywatn\w*|(приватн|закрыт|секретн)\S* ключ|秘密鍵|私钥|개인 ?키`)
)

// outsideAddress is a printed place data could go to, and printedKey a
// key written out in the text: one that would let its printer in.
var (
	outsideAddress = regexp.MustCompile(`https?://|\bwww\.|@[a-z0-9-]+\.[a-z]|@\d+\.\d+`)
	printedKey     = regexp.MustCompile(`\b(ssh-(rsa|ed25519|dss)|ecdsa-sha2-\S+)\s+aaaa`)
	// authorizedKeys is the file a public key is copied into, to sign
	// in with its private half.
	authorizedKeys = regexp.MustCompile(`\bauthorized_keys\b`)
)

// publicKeyPath reports whether the credential paths of the match's
// sentence are all public keys, and the sentence prints no outside
// address.
func publicKeyPath(c excuseContext) bool {
	lower := c.f.lower
	_, ok := withoutPublicKeys(sentenceBefore(lower, c.loc[0]) + lower[c.loc[0]:sentenceEndAfter(lower, c.loc[1])])
	return ok
}

// withoutPublicKeys is sent with its public key paths and the words that
// name a public key blanked, when every credential path it names is one
// (and there is one), it names no private key and prints no outside
// address; false otherwise. What is left is read by the directive check.
func withoutPublicKeys(sent string) (string, bool) {
	if outsideAddress.MatchString(sent) || privateKeyWords.MatchString(sent) || printedKey.MatchString(sent) {
		return sent, false
	}
	locs := credPathToken.FindAllStringIndex(sent, -1)
	for _, l := range locs {
		if !strings.HasSuffix(strings.TrimRight(sent[l[0]:l[1]], ".:!?"), ".pub") {
			return sent, false
		}
	}
	b := []byte(sent)
	// The user's own public key goes into authorized_keys to let the user
	// in: the file is named with it, not as a door opened to others.
	named := append(publicKeyWords.FindAllStringIndex(sent, -1), authorizedKeys.FindAllStringIndex(sent, -1)...)
	for _, l := range append(locs, named...) {
		blankSpan(b, l[0], l[1])
	}
	return string(b), len(locs) > 0
}
