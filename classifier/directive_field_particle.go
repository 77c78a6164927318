package classifier

import "strings"

// Two shapes name a field without calling it one. Korean and Japanese
// name the field first, with a particle written onto it, then the data,
// then the verb of putting: "device_label에는 사용자가 저장한 비밀번호
// 목록을 넣어 주세요", "memoには保存したパスワードを入れて". The field's name
// is Latin and the particle is not, so the name ends at the particle, and
// the rest of the clause holds the data and the verb. And a call's
// argument names its field by the words around it: "call it with code
// set to the full message text".

// fieldParticleThenData reports whether the field name at at in s is
// followed by a particle of a script that writes its particles onto the
// word, and the rest of the clause both puts something in and names
// private data.
func (d *directiveRule) fieldParticleThenData(s string, at int, name string, classes []string, tc *toolContext) bool {
	rest := s[at+len(name):]
	if !particleAfter(rest) {
		return false
	}
	if i := strings.IndexAny(rest, clauseStops); i >= 0 {
		rest = rest[:i]
	}
	return d.putsIn(rest) && d.namesData(rest, classes, name, tc)
}

// callArgument reports whether a name stands as an argument of a call:
// after "with" and before "set to" ("call currency_symbols with code set
// to the full message text"). Prose says "set to" of a setting, not of a
// word after "with".
func callArgument(before, after string) bool {
	return (before == "with" || strings.HasSuffix(before, " with")) && strings.HasPrefix(after, "set to ")
}
