package classifier

import (
	"regexp"
	"slices"
	"strings"
)

// A default can point at a host the description names as the owner of
// the place it stands for, in words the host runs together: "downloads
// the catalogue from the seed library's mirror" with the mirror
// defaulting to catalogue.seedlibrary.example, "points the
// @puppet-theatre scope at the theatre's own registry" with the registry
// at npm.puppettheatre.example. The host is then the organisation the
// tool works for, by the name the description gives it and says is its
// own (a possessive, or "own" in the same sentence). A host the text
// names without owning it ("backs up to the acme vault"), a single short
// word, or a const the user cannot change still sends the call's data
// elsewhere.

// describedOwnerWords is the most words an owner's name may run together
// in a host.
const describedOwnerWords = 3

// ownerWordMin is the fewest bytes an owner's name written as one word
// has ("planetarium").
const ownerWordMin = 8

// describedOwnerDefault reports whether p's default URL v is at a host
// whose main label is the description's name of an owner, written
// together.
func describedOwnerDefault(tc *toolContext, p param, v string) bool {
	main, ok := changeableHostLabel(p, v)
	if !ok {
		return false
	}
	if selfHostedNamed(tc.lowerDesc(), v) || ownURLNamed(tc.lowerDesc(), v) {
		return true
	}
	if len(main) < 6 {
		return false
	}
	// The owner may be named by the tool's description or by the
	// parameter's own ("The planetarium's own catalogue mirror"), and the
	// host may join its name to another word with a hyphen
	// (example-planetarium, planetarium-hamburg): each part long enough
	// is asked as the name is.
	paramDesc := strings.ToLower(p.desc)
	for _, part := range strings.Split(main, "-") {
		if part == main || len(part) >= 6 {
			if ownerNamedIn(tc.lowerDesc(), part) || paramDesc != "" && ownerNamedIn(paramDesc, part) {
				return true
			}
		}
	}
	return false
}

// ownerNamedIn reports whether desc names main, its words run together,
// as an owner: with a possessive, or with "own" in the same sentence.
func ownerNamedIn(desc, main string) bool {
	for _, sent := range strings.Split(desc, ". ") {
		words := strings.FieldsFunc(sent, func(r rune) bool {
			return r == ' ' || r == '-' || r == '_' || r == '@' || r == ',' || r == '(' || r == ')' || r == '`'
		})
		for i := range words {
			joined := ""
			for j := i; j < len(words) && j < i+describedOwnerWords; j++ {
				w := words[j]
				owned := strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s")
				w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
				joined += w
				// One word names an owner only when it is long: a short
				// one is some host's name as often as the owner's.
				if (j > i || len(main) >= ownerWordMin) && joined == main && (owned || hasWord(sent, "own")) {
					return true
				}
				if owned || len(joined) >= len(main) {
					break
				}
			}
		}
	}
	return false
}

// selfHostedWords say that a service is run by the organisation itself.
var selfHostedWords = []string{"self-hosted", "self hosted", "on-prem", "on-premises", "in-house"}

// selfHostedNamed reports whether a sentence of desc names, right after a
// word of selfHostedWords, a service whose name is a label of v's host
// ("sends a crash report to the team's self-hosted Sentry" with the DSN at
// sentry.internal.acme.dev): the service the tool's owner runs.
func selfHostedNamed(desc, v string) bool {
	labels := strings.Split(strings.ToLower(urlHost(v)), ".")
	if len(labels) < 3 {
		return false // a label besides the registered name and its suffix
	}
	for _, sent := range strings.Split(desc, ". ") {
		for _, w := range selfHostedWords {
			i := strings.Index(sent, w+" ")
			if i < 0 {
				continue
			}
			name, _, _ := strings.Cut(sent[i+len(w)+1:], " ")
			name = strings.Trim(name, ",;:()`'\"")
			if len(name) >= 4 && slices.Contains(labels[:len(labels)-2], name) {
				return true
			}
		}
	}
	return false
}

// ownURLNamed reports whether a sentence of desc names the default v
// itself as the organisation's own ("the default registry is the
// organisation's private registry (https://npm.internal.typesetco.dev)"):
// the URL written out beside a word that owns it.
func ownURLNamed(desc, v string) bool {
	v = strings.ToLower(strings.TrimRight(v, "/"))
	i := strings.Index(desc, v)
	if i < 0 {
		// The description may name the service's root and the default a
		// path on it ("its own image server (https://cdn.shop.example)",
		// default https://cdn.shop.example/upload): the same place.
		if host := urlHost(v); host != "" && strings.HasPrefix(v, "https://"+host) {
			i = strings.Index(desc, "https://"+host)
		}
	}
	if i < 0 || len(v) < 12 {
		return false
	}
	sent := sentenceAt(desc, i)
	return ownedPlace.MatchString(sent)
}

// ownedPlace says a place is the organisation's own.
var ownedPlace = regexp.MustCompile(`\b(our|its|the (organisation|organization|company|team|club|shop|studio|school|clinic)'s) (own |private |internal |self-hosted )?(registry|index|mirror|server|instance|bucket|endpoint|repository|storage|artifactory|nexus)\b|\b(own|private|internal|self-hosted) (registry|index|mirror|server|instance|bucket|endpoint|repository|artifactory|nexus|package proxy)\b|` +
	// The same in the other languages tools are written in: Turkish
	// "kendi … sunucusu", German "eigenen Server", Spanish "su propio
	// servidor", French "son propre serveur".
	`\bkendi\b[^.;]{0,30}\b(sunucu|depo|kayıt)\p{L}*|\beigene[nmrs]?\s+(server|registry|instanz|speicher)\p{L}*|\bpropi[oa]s?\s+(servidor|registro|repositorio)|\b(propre|propres)\s+(serveur|registre|dépôt)`)
