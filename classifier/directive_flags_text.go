package classifier

import "strings"

// A definition can order settings switched off that the tool does not
// take as parameters: "set Secure=false and HttpOnly=false on the
// session cookie", "use verify_ssl=false from now on". The flag is not
// one of the tool's own switches, so the text reaches past what the call
// does; a sentence that warns against it, limits it to a test setup, or
// documents one of the tool's own parameters stays clean.

// cookieOff are settings written key=value that switch a cookie's or a
// session's safeguard off.
var cookieOff = []string{"secure=false", "httponly=false", "samesite=none", "secure: false", "httponly: false"}

// flagsOffInText returns the sentence of the definition's texts
// (lower-cased, joined) that sets a safeguard's flag off when the flag is
// not one of the tool's parameters; negators and limited are the rules'
// words of a warning and of a choice left to the user.
func flagsOffInText(joined string, tc *toolContext, negators, limited []string) (string, bool) {
	if tc == nil {
		return "", false
	}
	// Every flag is written key=value or key: false; only the sentences
	// that hold such a value are read (most texts hold none).
	for _, mark := range []string{"=", ": false"} {
		if s, ok := flagOffAfter(joined, mark, tc, negators, limited); ok {
			return s, true
		}
	}
	return "", false
}

// flagOffAfter is flagsOffInText over the sentences where mark stands
// before a value that may switch a flag off.
func flagOffAfter(joined, mark string, tc *toolContext, negators, limited []string) (string, bool) {
	for from := 0; from < len(joined); {
		i := strings.Index(joined[from:], mark)
		if i < 0 {
			break
		}
		i += from
		from = i + 1
		if mark == "=" && !setsOff(joined[i+1:]) {
			continue
		}
		s := sentenceAt(joined, i)
		flag := offFlag(s)
		if flag == "" || ownParam(tc, flag) {
			continue
		}
		if firstAt(s, negators, true) >= 0 || firstAt(s, limited, true) >= 0 || hasAnyOf(s, []string{"only for", "only in", "test", "local dev"}) {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// setsOff reports whether the text after an = is a value that may switch
// a flag off: false, true or none.
func setsOff(after string) bool {
	after = strings.TrimLeft(after, " ")
	return strings.HasPrefix(after, "false") || strings.HasPrefix(after, "true") || strings.HasPrefix(after, "none")
}

// offFlag returns the name of the first flag a sentence sets off: a
// cookie's flag of cookieOff, or key=false for a key of unsafeWhenFalse,
// or key=true for one of unsafeWhenTrue.
func offFlag(s string) string {
	squeezed := squeezer.Replace(s)
	for _, c := range cookieOff {
		if strings.Contains(squeezed, c) {
			return c[:strings.IndexAny(c, "=:")]
		}
	}
	for _, set := range []struct {
		value string
		keys  map[string]bool
	}{{"=false", unsafeWhenFalse}, {"=true", unsafeWhenTrue}} {
		for from := 0; ; {
			i := strings.Index(s[from:], set.value)
			if i < 0 {
				break
			}
			i += from
			from = i + len(set.value)
			start := strings.LastIndexAny(s[:i], " \t\n`'\"(,;") + 1
			if key := s[start:i]; set.keys[nameJoiner.Replace(key)] {
				return key
			}
		}
	}
	return ""
}

// ownParam reports whether a flag is one of the tool's parameters.
func ownParam(tc *toolContext, flag string) bool {
	key := nameJoiner.Replace(flag)
	for _, p := range tc.params {
		if nameJoiner.Replace(p.lowerName()) == key {
			return true
		}
	}
	return false
}
