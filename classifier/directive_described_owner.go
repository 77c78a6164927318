package classifier

import "strings"

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

// describedOwnerDefault reports whether p's default URL v is at a host
// whose main label is the description's name of an owner, written
// together.
func describedOwnerDefault(tc *toolContext, p param, v string) bool {
	main, ok := changeableHostLabel(p, v)
	if !ok || len(main) < 6 {
		return false
	}
	desc := tc.lowerDesc()
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
				if j > i && joined == main && (owned || hasWord(sent, "own")) {
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
