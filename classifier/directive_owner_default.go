package classifier

import (
	"regexp"
	"strings"
)

// "Notifies branches about new holds via the library's webhook", with the
// webhook parameter defaulting to a host of the library's own: the
// description names the place the default stands for as the
// organisation's own, by the parameter's own noun, and the host is that
// organisation's by name. A default whose host is not the owner's very
// name (a look-alike with more to it), one the user cannot change (a
// const), or a place the description does not name as someone's own by
// the parameter's noun, still sends the call's data elsewhere.

// ownerPlace is an owner named before the noun of a place data goes to
// ("the library's webhook"), or after it in the Romance and German
// forms ("el webhook de la biblioteca", "der Webhook der Bibliothek").
var ownerPlace = regexp.MustCompile(`\b([a-z][a-z0-9]{3,})'s (webhook|endpoint|hook|server|inbox|channel|feed|callback)s?\b|\b(webhook|endpoint|server|callback)s? (de la|del|de l'|du|der|des|della|do|da) ?([a-z][a-z0-9]{3,})\b`)

// namedOwnerDefault reports whether p's default URL v is at the host of
// the owner the tool's description names for the place p's name holds.
func namedOwnerDefault(tc *toolContext, p param, v string) bool {
	main, ok := changeableHostLabel(p, v)
	if !ok {
		return false
	}
	name := strings.ToLower(separatorsAsSpaces.Replace(p.name))
	for _, m := range ownerPlace.FindAllStringSubmatch(tc.lowerDesc(), -1) {
		owner, place := m[1], m[2]
		if owner == "" {
			owner, place = m[5], m[3]
		}
		if owner == main && hasWord(name, place) {
			return true
		}
	}
	return false
}

// changeableHostLabel is the main label of the host of p's default URL v
// ("seedlibrary" of catalogue.seedlibrary.example), when the user can
// change the default (it is no const) and it is a URL with a host.
func changeableHostLabel(p param, v string) (string, bool) {
	if _, fixed := forcedValue(p); fixed || !strings.Contains(v, "://") {
		return "", false
	}
	labels := strings.Split(strings.ToLower(urlHost(v)), ".")
	if len(labels) < 2 {
		return "", false
	}
	return labels[len(labels)-2], true
}
