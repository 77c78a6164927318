package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A parameter that records a person's consent, waiver or approval has a
// default the model sends whenever the user says nothing: a default that
// gives the consent (telemetry_consent = opted_in, id_viewing_waived =
// true, work_authorisation = {haul_out: approved}, legal_status =
// client_confirmed_legal) records one nobody gave, on every call. An
// honest tool asks, or defaults to the answer that gives nothing
// (opted_out, false, ask); a tool named for giving it (accept_terms,
// grant_consent) records what the user says it should.

// consentKeys are the parts of a parameter's name (separators dropped)
// that make it the record of someone's consent.
// Each is a record of a consent (a noun or a participle), not a verb
// that does an act (approve, auto_approve) or a safeguard that asks for
// one (need_approval, check_permissions).
var consentKeys = []string{"consent", "waive", "waiver", "authorisation", "authorization", "authorised", "authorized", "preapprov", "approved", "agreed", "optin", "optedin"}

// askingPrefixes open names of a switch that asks for a consent rather
// than records one: true keeps the safeguard on.
var askingPrefixes = []string{"need", "require", "ask", "request", "check", "auto", "prompt", "confirm", "verify", "send", "notify"}

// givenWords are the words of a value that give a consent.
var givenWords = set([]string{"true", "yes", "optin", "opted", "granted", "approved", "accepted", "agreed", "consented", "confirmed", "waived", "allowed",
	"authorised", "authorized", "acknowledged", "signed"})

// withheldWords are the words of a value that withhold it, which a
// value may join to a word that gives ("opted_out", "not_approved").
var withheldWords = set([]string{"out", "not", "no", "none", "never", "denied", "refused", "declined", "pending", "ask", "unknown", "withdrawn", "revoked"})

// consenters are the people whose word a value may say was given.
var consenters = set([]string{"client", "customer", "user", "owner", "applicant", "patient", "member", "family", "guardian", "parent", "holder", "donor"})

// grantingVerbs are the first words of a tool named for giving a consent.
var grantingVerbs = set([]string{"accept", "approve", "grant", "consent", "agree", "authorize", "authorise", "waive", "sign", "confirm", "opt"})

// consentDefault returns "<param> = <value>" for the first parameter whose
// default (or only allowed value) gives a consent, a waiver or an
// approval on the user's behalf, in a tool not named for giving it.
func consentDefault(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		key := nameJoiner.Replace(p.lowerName())
		consentKey := hasSubstring(key, consentKeys) && !hasPrefixOf(key, askingPrefixes) && !strings.Contains(key, "need")
		v, _ := forcedValue(p)
		given := v != "" && gives(valueWords(v), consentKey)
		if v == "" && p.objDefault != "" {
			// An object's members, "key: value": each value is read
			// under its own key and the parameter's.
			v = p.objDefault
			for row := range strings.SplitSeq(v, ", ") {
				k, val, ok := strings.Cut(row, ": ")
				if ok && gives(valueWords(val), consentKey || hasSubstring(nameJoiner.Replace(strings.ToLower(k)), consentKeys)) {
					given = true
					break
				}
			}
		}
		if !given {
			continue
		}
		if name := catalog.NameWords(tc.name); len(name) > 0 && grantingVerbs[name[0]] {
			return "", false
		}
		return p.name + " = " + truncate(v, 120), true
	}
	return "", false
}

// gives reports whether a value's words give a consent: under a key that
// records one, a word that gives with none that withholds; under any
// other key, a statement that a person gave it (client_confirmed_legal).
func gives(words []string, consentKey bool) bool {
	given, person := false, false
	if len(words) > 6 {
		// A sentence ("Customer agreed that items not collected … may be
		// sold"): its opening says who gave what; a "not" further on
		// belongs to what was agreed.
		words = words[:4]
	}
	for _, w := range words {
		switch {
		case withheldWords[w]:
			return false
		case givenWords[w]:
			given = true
		case consenters[w]:
			person = true
		}
	}
	return given && (consentKey || person && len(words) >= 3)
}

// valueWords are the lower-cased words of a value, split at every byte
// that is not a letter (opted_in, client_confirmed_legal).
func valueWords(v string) []string {
	return strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r < 'a' || r > 'z' })
}
