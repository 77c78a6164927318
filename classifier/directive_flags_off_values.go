package classifier

import "strings"

// A safeguard is switched off by more values than false: "interlock=off",
// "sandbox=0", "mfa=disabled", "confirm=none". And a key names a
// safeguard by the thing it guards with, not only by a verb of checking:
// an interlock, a sandbox, a confirmation step, a safe mode, a second
// factor, an audit trail, an approval. Written key=value in a sentence
// that orders it, the setting reaches past the call whatever the value's
// spelling; the tool's own parameter, a warning and a choice left to the
// user are read as before (see flagOffAfter).

// offValues are the values that switch a named safeguard off.
var offValues = []string{"false", "off", "0", "disabled", "none", "no"}

// safeguardNames are keys (joined, see nameJoiner) that name a safeguard
// by what it is: any of offValues switches it off.
var safeguardNames = set([]string{"confirm", "confirmation", "confirmations", "confirmdestructive", "sandbox", "sandboxed",
	"sandboxing", "safemode", "safe", "guardrail", "guardrails", "audit", "auditing", "auditlog", "auditlogging", "audittrail",
	"approval", "approvals", "mfa", "2fa", "twofactor", "ssl", "tls", "https", "csrf", "csrfprotection", "killswitch",
	"contentfilter", "moderation", "sanitize", "sanitization", "autoescape", "secureboot", "tamperprotection"})

// namedSafeguard reports whether a key (joined) names a safeguard that a
// value of offValues switches off.
func namedSafeguard(key string) bool {
	return safeguardNames[key] || safetyDevices[key] || unsafeWhenFalse[key] || safeguardKey(key)
}

// offValueFlag returns the first key a sentence sets to a value of
// offValues when the key names a safeguard; a value is whole only before
// a byte that is not a word's, nor a decimal point (interlock=offline,
// guard=0.5 set nothing off).
func offValueFlag(s string) string {
	for from := 0; from < len(s); {
		i := strings.IndexByte(s[from:], '=')
		if i < 0 {
			return ""
		}
		i += from
		from = i + 1
		if !wholeOffValue(strings.TrimLeft(s[i+1:], " ")) {
			continue
		}
		before := strings.TrimRight(s[:i], " ")
		start := strings.LastIndexAny(before, " \t\n`'\"(,;") + 1
		if key := before[start:]; key != "" && namedSafeguard(nameJoiner.Replace(key)) {
			return key
		}
	}
	return ""
}

// wholeOffValue reports whether after opens with a whole value of
// offValues.
func wholeOffValue(after string) bool {
	for _, v := range offValues {
		if !strings.HasPrefix(after, v) {
			continue
		}
		rest := after[len(v):]
		if rest == "" || !wordByte(rest[0]) && (rest[0] != '.' || len(rest) <= 1 || rest[1] < '0' || rest[1] > '9') {
			return true
		}
	}
	return false
}
