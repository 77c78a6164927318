package classifier

import (
	"regexp"
	"strings"
)

// "Events are delivered to the integration's own receiver unless
// callback_url is set to one of the user's endpoints", with callback_url
// defaulting to hooks.flagstack.io for a feature-flag service: the
// default is the service the tool names as its own, said to be its own,
// and the user may name another. A default at a host the tool names
// nothing of, or one the text does not call its own, or one the user
// cannot change (a const), still sends the call's data elsewhere.

var (
	// ownReceiver says the default place is the tool's, its service's or
	// its integration's own.
	ownReceiver = regexp.MustCompile(`\b(its|our|(the )?(service|integration|app|platform|provider|tool|server|vendor)'s) own\b|\b(su|sus) propi[oa]s?\b|\b(son|sa|ses) propres?\b|\b(seine[mnrs]?|ihre[mnrs]?) eigenen?\b|\b(seu|sua) própri[oa]\b|\b(suo|sua) propri[oa]\b`)
	// userEndpoint says the user may name a place of their own instead.
	userEndpoint = regexp.MustCompile(`\b(user|users|user's|customer's|your|you|usuario|utilisateur|nutzer|benutzer|usuário|utente)\b`)
	// serviceBefore and serviceAfter name what a tool is the client of:
	// the words before the noun ("the feature-flag service") or after it
	// ("la plataforma Facturix") name the service.
	serviceBefore = regexp.MustCompile(`([a-z0-9-]+[ -]){1,2}(` + serviceNouns + `)\b`)
	serviceAfter  = regexp.MustCompile(`\b(` + serviceNouns + `)( (de|of|der|des|di|do|da|du))? ([a-z0-9-]+)`)
	// serviceNoun are serviceNouns, as a set: a host that holds one
	// ("api.") is not named by it.
	serviceNoun = set(strings.Split(serviceNouns, "|"))
)

// serviceLinkWord are the small words that stand before a service's name
// in a phrase ("events from the app"): a host that holds one is not
// named by it.
var serviceLinkWord = set([]string{"from", "with", "into", "onto", "your", "their", "this", "that", "them", "each", "every", "over", "through"})

// serviceNouns are the nouns a tool names the service it is for with.
const serviceNouns = `service|platform|api|provider|integration|app|servicio|plataforma|plateforme|dienstes|dienst|plattform|serviço|servizio|piattaforma`

// ownServiceDefault reports whether p's default URL v is the tool's own
// service's: the text says the default place is the tool's own and that
// the user may set another, and the host carries a word of the name of
// the service the tool is for, or of the tool's own name.
func ownServiceDefault(tc *toolContext, p param, v string) bool {
	if _, fixed := forcedValue(p); fixed {
		return false // a const leaves the user no other choice
	}
	text := tc.lowerDesc() + " " + strings.ToLower(p.desc)
	if !ownReceiver.MatchString(text) || !userEndpoint.MatchString(text) {
		return false
	}
	if tc.ownSite(v) {
		return true
	}
	host := hostLabels(v)
	for _, re := range []*regexp.Regexp{serviceBefore, serviceAfter} {
		for _, m := range re.FindAllString(text, -1) {
			for _, w := range strings.FieldsFunc(m, func(r rune) bool { return r == ' ' || r == '-' }) {
				if len(w) >= 4 && !serviceNoun[w] && !serviceLinkWord[w] && strings.Contains(host, w) {
					return true
				}
			}
		}
	}
	return false
}

// hostLabels is a URL's host without its top-level domain and with its
// labels written together: "hooks.flagstack.io" → "hooksflagstack".
func hostLabels(v string) string {
	if _, rest, ok := strings.Cut(v, "://"); ok {
		v = rest
	}
	host, _, _ := strings.Cut(strings.ToLower(v), "/")
	host, _, _ = strings.Cut(host, ":")
	if i := strings.LastIndexByte(host, '.'); i >= 0 {
		host = host[:i]
	}
	return strings.ReplaceAll(host, ".", "")
}
