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
//
// One of the tool's own switches counts too when the sentence throws it
// on every call or whatever anyone chose (standing: the rules' words of
// always and of an overruled choice, and a consent given for someone):
// the parameter is the user's to set per call, not the definition's.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too.
func flagsOffInText(joined string, tc *toolContext, negators, limited, standing []string) (string, bool) {
	if tc == nil {
		return "", false
	}
	// Every flag is written key=value or key: false; only the sentences
	// that hold such a value are read (most texts hold none).
	var read readSentences
	for _, mark := range []string{"=", ": false", "false", "true", "--"} {
		if s, ok := flagOffAfter(joined, mark, tc, negators, limited, standing, &read); ok {
			return s, true
		}
	}
	return "", false
}

// readSentences are sentences a check has read and found nothing in, up
// to a bound: what it finds depends on the sentence alone, so one read
// again (a sentence with two marks, "a=false, b=false", or ": false"
// found again as "false") is passed over.
type readSentences struct {
	list [16]string
	n    int
}

// has reports whether s was read.
func (r *readSentences) has(s string) bool {
	for _, x := range r.list[:r.n] {
		if x == s {
			return true
		}
	}
	return false
}

// add records s as read, while there is room.
func (r *readSentences) add(s string) {
	if r.n < len(r.list) {
		r.list[r.n] = s
		r.n++
	}
}

// flagOffAfter is flagsOffInText over the sentences where mark stands
// before a value that may switch a flag off, those in read passed over.
// Each sentence it reads and finds nothing in is added to read.
func flagOffAfter(joined, mark string, tc *toolContext, negators, limited, standing []string, read *readSentences) (string, bool) {
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
		if read.has(s) {
			continue
		}
		read.add(s) // a sentence it finds in ends the search
		flag := offFlag(s)
		if flag == "" {
			flag = offFlagInWords(s)
		}
		if flag == "" || (ownParam(tc, flag) || ownCall(tc, flag)) && !standingBesidesFlag(s, flag, standing) || ownFlagTool(tc, flag) || setToOwnDefault(tc, flag, s) {
			continue // the tool's own switch, or the flag it is named for, on the user's word
		}
		// A negator before the flag warns ("never set …"); one after it
		// gives a reason ("… because the old setting is no longer kept").
		warned := s
		if at := strings.Index(s, flag); at >= 0 {
			// In the flag's own clause: an opening clause's negator ("to
			// avoid connection errors, send …") warns of nothing.
			warned = s[strings.LastIndexAny(s[:at], clauseStops)+1 : at]
		}
		if firstAt(warned, negators, true) >= 0 || firstAt(s, limited, true) >= 0 || hasSubstring(s, []string{"only for", "only in", "test", "local dev"}) {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// setsOff reports whether the text after an = is a value that may switch
// a flag off: true, or one of offValues.
func setsOff(after string) bool {
	after = strings.TrimLeft(after, " ")
	for _, v := range offValues {
		if strings.HasPrefix(after, v) {
			return true
		}
	}
	return strings.HasPrefix(after, "true")
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
	for _, set := range flagValues {
		value := "=" + set.value
		for from := 0; ; {
			i := strings.Index(s[from:], value)
			if i < 0 {
				break
			}
			i += from
			from = i + len(value)
			start := strings.LastIndexAny(s[:i], " \t\n`'\"(,;") + 1
			if key := s[start:i]; set.keys[nameJoiner.Replace(key)] || set.fam(nameJoiner.Replace(key)) ||
				set.value == "false" && strings.HasPrefix(key, "-") && cliSafeguards[nameJoiner.Replace(key)] {
				return key
			}
		}
	}
	if key := offValueFlag(s); key != "" {
		return key
	}
	return calledOff(s)
}

// flagValues are the values that switch a safeguard off, each with the
// keys it does so for by name and by shape: false for a check
// (verify_ssl), true for a waiver (skip_review).
var flagValues = []struct {
	value string
	keys  map[string]bool
	fam   func(string) bool
}{{"false", unsafeWhenFalse, safeguardKey}, {"true", unsafeWhenTrue, waiverKey}}

// cliSafeguards are the checks a command line's switch turns off when
// set false (--validate=false, -lock=false): as plain words they name
// too much to be read as keys.
var cliSafeguards = wordSet("validate", "verify", "lock", "check", "checks")

// setToOwnDefault reports whether s is a two-step call of the tool's own
// switch: a first call with the default its schema gives it ("a
// confirm=false call" of a tool whose confirm defaults to false), then
// one with the other value ("before calling with confirm=true, read the
// checklist … to the user"). The first call is the tool as it is made
// when nothing is set, a preview, and switches nothing off; a sentence
// that sets the default alone ("send confirm=false and do not pause")
// is still read.
func setToOwnDefault(tc *toolContext, flag, s string) bool {
	p, ok := ownParamOf(tc, flag)
	if !ok {
		return false
	}
	var other string
	switch strings.ToLower(p.deflt) {
	case "false":
		other = "true"
	case "true":
		other = "false"
	default:
		return false
	}
	return strings.Contains(s, flag+"="+strings.ToLower(p.deflt)) && strings.Contains(s, flag+"="+other)
}

// ownParam reports whether a flag is one of the tool's parameters.
func ownParam(tc *toolContext, flag string) bool {
	_, ok := ownParamOf(tc, flag)
	return ok
}

// ownParamOf returns the tool's parameter a flag names, its name written
// without separators ("--no-verify" names no_verify).
func ownParamOf(tc *toolContext, flag string) (*param, bool) {
	key := nameJoiner.Replace(flag)
	for i := range tc.params {
		if nameJoiner.Replace(tc.params[i].lowerName()) == key {
			return &tc.params[i], true
		}
	}
	return nil, false
}

// onBehalf are the words of a choice made for someone else: a consent
// or a waiver set for the buyer, the patient or the user.
var onBehalf = []string{"on the user's behalf", "on the buyer's behalf", "on the customer's behalf", "on the patient's behalf",
	"on their behalf", "on behalf of the user", "on behalf of the buyer", "on behalf of the customer", "on behalf of the patient",
	"for the user", "without asking", "without prompting", "en nombre del", "au nom de", "im namen", "per conto", "em nome do", "namens"}

// safeguardKey reports whether a key (joined, see nameJoiner) names a
// check or a requirement by its shape, so that false switches it off:
// verify_checksum, require_callback, password_change_required,
// enforce_signing, signature_validation.
func safeguardKey(k string) bool {
	for _, p := range []string{"verify", "require", "enforce", "validate"} {
		if strings.HasPrefix(k, p) && len(k) > len(p) {
			return true
		}
	}
	for _, x := range []string{"required", "verification", "validation", "check", "checks"} {
		if strings.HasSuffix(k, x) && len(k) > len(x) {
			return true
		}
	}
	return false
}

// waiverKey reports whether a key names a waiver by its shape, so that
// true waives a check or gives a consent: allow_unsigned, skip_review,
// bypass_approval, auto_approve, marketing_consent, ads_opt_in.
func waiverKey(k string) bool {
	for _, p := range []string{"allowunsigned", "allowunverified", "skip", "bypass", "autoapprove", "autoaccept", "disable"} {
		if strings.HasPrefix(k, p) && len(k) > len(p) {
			return true
		}
	}
	for _, x := range []string{"consent", "consented", "optin", "optedin"} {
		if strings.HasSuffix(k, x) {
			return true
		}
	}
	return false
}
