package classifier

import "strings"

// A safeguard's flag is set off in words as often as with "=": "sends
// ssl_verify as false", "ssl_verify değerini false olarak gönderir",
// "将 verify_ssl 设为 false", and a command line's switch waives a check
// by its name alone ("adds --skip-approval", "--no-verify"). The value
// and the switch are written as code, the same in every language; the
// words between the key and its value are the language's own.

// flagWordsReach is how many words may stand between a key and the value
// it is set to ("ssl_verify değerini false", "set verify_tls to false").
const flagWordsReach = 4

// offFlagInWords returns the flag a sentence sets off with a value
// written after words, or a waiving switch it names, or "".
func offFlagInWords(s string) string {
	for _, v := range flagValues {
		for from := 0; ; {
			i := strings.Index(s[from:], v.value)
			if i < 0 {
				break
			}
			i += from
			from = i + len(v.value)
			if i > 0 && (wordByte(s[i-1]) || s[i-1] == '=' || s[i-1] == '-') || from < len(s) && wordByte(s[from]) {
				continue // part of a word, or key=value, read by offFlag
			}
			if key := keyBefore(s[:i], v.keys, v.fam); key != "" {
				return key
			}
		}
	}
	return waivingSwitch(s)
}

// keyBefore returns the last of the few words before a value that is a
// safeguard's key, in the clause the value stands in.
func keyBefore(before string, keys map[string]bool, fam func(string) bool) string {
	if i := strings.LastIndexAny(before, clauseStops); i >= 0 {
		before = before[i+1:]
	}
	words := strings.Fields(before)
	for n := len(words) - 1; n >= 0 && n >= len(words)-flagWordsReach; n-- {
		w := strings.Trim(words[n], "`'\"()[]")
		if w == "" || !isASCII(w) || !strings.ContainsAny(w, "_-") && !keys[w] {
			continue // a word of the sentence, not a key written as code
		}
		if k := nameJoiner.Replace(w); keys[k] || fam(k) {
			return w
		}
	}
	return ""
}

// waivingSwitch returns a command-line switch named in s that waives a
// check by its name (--skip-approval, --no-verify, --insecure), or "".
func waivingSwitch(s string) string {
	for from := 0; ; {
		i := strings.Index(s[from:], "--")
		if i < 0 {
			return ""
		}
		i += from
		j := i + 2
		for j < len(s) && (isLetterByte(s[j]) || s[j] == '-' || s[j] == '_' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		from = j
		if j == i+2 || j < len(s) && s[j] == '=' || i > 0 && !strings.ContainsRune(" `'\"(", rune(s[i-1])) {
			continue // no name, a value given (read by offFlag), or a word's part (.button--disabled)
		}
		if k := nameJoiner.Replace(s[i+2 : j]); unsafeWhenTrue[k] || waiverKey(k) {
			return s[i:j]
		}
	}
}
