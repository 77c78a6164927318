package classifier

import (
	"iter"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// A definition can state a setting the tool applies on its own, with no
// parameter to hold it: "this tool sets alert_on_unacknowledged_callout
// to false", a settings table with "| payee_change_verification | off |",
// a list item "audit log of client-card views: off", a title "(masking
// turned off so failing jobs show full output)". When the setting is a
// safeguard switched off, the tool weakens security on every call and the
// user never chose it: an honest tool leaves such a switch to a parameter
// (whose default the parameter check reads) or names itself for the act
// (disable_2fa). flagsOffInText reads flags a sentence orders set
// (key=false, --no-verify); this check reads the settings a definition
// says it applies, in the forms of a table, a list and a sentence of
// what the tool does, with the same names of safeguards (namedSafeguard)
// and the parts of longer names.

// statedSettingAtEnd is a setting written as a key and its value, ending
// where the text read ends: an identifier or a few words, then "to", ":"
// or a table's "|", then the value (key=value is flagsOffInText's). The
// key is group 1, the value group 2.
var statedSettingAtEnd = regexp.MustCompile(`([\p{L}0-9][\p{L}0-9_-]*(?:[ -][\p{L}0-9][\p{L}0-9_-]*){0,5})\s*(?:\bto\b|:|\|)\s*['"\x60]?(false|off|none|disabled|never|no)\b$`)

// switchedOffAtEnd is a safeguard said to be switched off in words, ending
// where the text read ends: "masking
// turned off", "two-factor authentication is disabled", "vendor-login
// alerts are suppressed" ("with checks
// disabled" describes a mode, and needs its verb). Group 1 is what is
// switched off.
var switchedOffAtEnd = regexp.MustCompile(`((?:[\p{L}0-9][\p{L}0-9_-]*[ ]){0,3}[\p{L}0-9][\p{L}0-9_-]*)\s+(?:(?:is |are |gets |get |stays |stay |remains |remain |now |left |kept )(?:turned off|switched off|disabled|deactivated|suppressed|silenced|muted|bypassed)|turned off|switched off)\b$`)

// safeguardStems are the parts of a key that name a safeguard, read with
// separators dropped.
var safeguardStems = []string{"verif", "audit", "alert", "alarm", "masking", "2fa", "mfa", "twofactor", "approval",
	"signature", "encrypt", "lockout", "ratelimit", "captcha", "firewall", "expiry", "expiration", "passwordrequired",
	"secretmask", "foureyes", "dualcontrol", "secondfactor", "otp"}

// neverOffStems are the keys whose "never" switches a safeguard off (links
// that never expire); elsewhere "never" is a schedule.
var neverOffStems = []string{"expiry", "expiration", "expires", "expire"}

// settingHedge, just before a stated setting, makes it a possibility, a
// negation or a condition rather than what the tool does ("the owner can
// set …", "never sets …", "if …"), or the state of something the tool
// reads ("lists the accounts that have two-factor authentication turned
// off").
var settingHedge = regexp.MustCompile(`\b(can|could|may|might|if|when|unless|optionally|option|never|not|n't|cannot|only|user|users|owner|admin|administrator|you|your|choose|chooses|chosen|asks?|requests?|whether|e\.g|example|such as|lists?|shows?|reports?|finds?|detects?|flags?|checks?|whose|have|has|had)\b[^.;!?\n|]{0,60}$`)

// statedSafeguardOff returns the first setting the definition's own text
// says the tool applies that switches a safeguard off, in a tool with no
// parameter for it and not named for the act.
//
// The patterns are read only where a value that switches something off
// stands as a word, in a window that ends there: most texts hold none,
// and reading a whole long text from every position costs more than the
// rest of the classification.
func statedSafeguardOff(joined string, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for end := range offValueEnds(joined) {
		if !settingShapeBefore(joined, end) {
			continue
		}
		from := end - settingReach
		for from > 0 && !utf8.RuneStart(joined[from]) {
			from++
		}
		from = max(from, 0)
		window := joined[from:end]
		// Each pattern is run only where the window ends as its matches do.
		if m := matchIf(mayEndSetting(window), statedSettingAtEnd, window); m != nil {
			raw, value := window[m[2]:m[3]], window[m[4]:m[5]]
			key := nameJoiner.Replace(raw)
			if (value != "never" || hasSubstring(key, neverOffStems)) && (value != "no" || strings.HasSuffix(key, "required")) &&
				!strings.HasSuffix(key, "default") && !strings.HasSuffix(key, "defaults") && // "default: false" documents a parameter
				safeguardSetting(key) && !settingOrdered(raw) && !settingLimit.MatchString(joined[end:]) &&
				settingApplied(joined, from+m[0], from+m[3], raw, tc) {
				return window[m[0]:], true
			}
		}
		if m := matchIf(mayEndSwitchedOff(window), switchedOffAtEnd, window); m != nil {
			raw := window[m[2]:m[3]]
			if safeguardSetting(nameJoiner.Replace(raw)) && settingApplied(joined, from+m[0], from+m[3], raw, tc) {
				return window[m[0]:], true
			}
		}
	}
	return "", false
}

// settingShapeBefore reports whether the word of offWords that ends at
// end stands where a setting's value or a verb of switching off does:
// after ":", "|" or "to" (the value), or "off" after "turned" or
// "switched", or "disabled" or "deactivated" after a verb. It lets the
// patterns skip the many words that stand elsewhere ("no", "none",
// "never" in prose).
func settingShapeBefore(text string, end int) bool {
	start := end
	for start > 0 && wordByte(text[start-1]) {
		start--
	}
	word := text[start:end]
	before := strings.TrimRight(text[:start], " '\"`")
	if strings.HasSuffix(before, ":") || strings.HasSuffix(before, "|") || strings.HasSuffix(before, " to") {
		return true
	}
	switch word {
	case "off":
		return strings.HasSuffix(before, "turned") || strings.HasSuffix(before, "switched")
	case "disabled", "deactivated", "suppressed", "silenced", "muted", "bypassed":
		return true
	}
	return false
}

// settingReach is how far before its value a setting's key may start.
const settingReach = 160

// offWords are the values and verbs a stated setting ends on.
var offWords = []string{"false", "off", "none", "disabled", "never", "no", "deactivated", "suppressed", "silenced", "muted", "bypassed"}

// offValueEnds yields where each of offWords ends as a whole word in
// text, in order: the words are the runs of word bytes, read in one pass
// (a search per value stops at every "no" of "not", "now" and "know").
func offValueEnds(text string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < len(text); {
			if !wordByteTable[text[i]] {
				i++
				continue
			}
			j := i + 1
			for j < len(text) && wordByteTable[text[j]] {
				j++
			}
			if offWordStart[text[i]] && j-i <= len("deactivated") && slices.Contains(offWords, text[i:j]) && !yield(j) { // the longest of offWords
				return
			}
			i = j
		}
	}
}

// settingValues are the values statedSettingAtEnd ends on.
var settingValues = []string{"false", "off", "none", "disabled", "never", "no"}

// mayEndSetting reports whether a window ends as every match of
// statedSettingAtEnd ends: a value, after at most one quotation mark and
// white space (\s), after "to", ":" or "|". The pattern, whose key may
// start anywhere in the window, is run only where this holds.
func mayEndSetting(window string) bool {
	for _, v := range settingValues {
		if !strings.HasSuffix(window, v) {
			continue
		}
		rest := window[:len(window)-len(v)]
		if rest != "" && (rest[len(rest)-1] == '\'' || rest[len(rest)-1] == '"' || rest[len(rest)-1] == '`') {
			rest = rest[:len(rest)-1]
		}
		rest = strings.TrimRight(rest, "\t\n\f\r ")
		if strings.HasSuffix(rest, ":") || strings.HasSuffix(rest, "|") || strings.HasSuffix(rest, "to") {
			return true
		}
	}
	return false
}

// matchIf is re.FindStringSubmatchIndex(s) where may holds, and nil
// elsewhere.
func matchIf(may bool, re *regexp.Regexp, s string) []int {
	if !may {
		return nil
	}
	return re.FindStringSubmatchIndex(s)
}

// switchedOffEnds are the words every match of switchedOffAtEnd ends on.
var switchedOffEnds = []string{"turned off", "switched off", "disabled", "deactivated", "suppressed", "silenced", "muted", "bypassed"}

// mayEndSwitchedOff reports whether a window ends as every match of
// switchedOffAtEnd ends (see switchedOffEnds): the pattern is run only
// where it does.
func mayEndSwitchedOff(window string) bool {
	for _, w := range switchedOffEnds {
		if strings.HasSuffix(window, w) {
			return true
		}
	}
	return false
}

// offWordStart marks the first bytes of offWords: most words start with
// another and are not compared.
var offWordStart = func() (t [256]bool) {
	for _, w := range offWords {
		t[w[0]] = true
	}
	return t
}()

// wordByteTable marks the bytes wordByte accepts.
var wordByteTable = func() (t [256]bool) {
	for c := range 256 {
		t[c] = wordByte(byte(c))
	}
	return t
}()

// settingOrdered reports whether a setting's key opens with a verb of
// setting: "set audit to false" orders the model, which flagsOffInText
// reads with its own limits; this check reads what the tool applies.
func settingOrdered(raw string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(raw), " ")
	switch first {
	case "set", "turn", "switch", "make", "put", "change", "flip", "toggle":
		return true
	}
	return false
}

// settingLimit, just after a stated setting, limits it to a case the user
// sets up: "only for load tests", "unless …", "in tests".
var settingLimit = regexp.MustCompile(`^[^.;!?\n|]{0,40}?\b(only|unless|if|when|for (load |unit |integration |local )?tests?|in tests?|on a scratch)\b`)

// safeguardSetting reports whether a key (separators dropped) names a
// safeguard: by name, or by a part of a longer name that is not a state
// (verified=false says what happened, not what is checked).
func safeguardSetting(key string) bool {
	return namedSafeguard(key) || hasSubstring(key, safeguardStems) && !strings.HasSuffix(key, "ed")
}

// settingApplied reports whether the setting whose key, raw, runs from at
// to end is one the tool applies: not hedged in its clause (the key's own
// words read with it, since the key may take in the clause's first
// words), not a parameter of the tool (the user's to set, read by the
// parameter check) and not what the tool is named for.
func settingApplied(joined string, at, end int, raw string, tc *toolContext) bool {
	if settingHedge.MatchString(joined[max(0, at-80):end]) {
		return false
	}
	key := nameJoiner.Replace(raw)
	for _, p := range tc.params {
		if n := nameJoiner.Replace(p.lowerName()); n == key || strings.Contains(key, n) && len(n) >= 4 {
			return false
		}
	}
	// The name alone says what the tool is for: a title may be where
	// the setting is stated.
	for _, w := range strings.Fields(separatorsAsSpaces.Replace(strings.ToLower(raw))) {
		if len(w) >= 4 && slices.Contains(catalog.NameWords(tc.name), w) {
			return false
		}
	}
	return !slices.ContainsFunc(catalog.NameWords(tc.name), func(w string) bool { return w == "disable" || w == "turn" })
}
