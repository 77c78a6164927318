package site

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// maxSlug bounds a path segment well under file-system name limits.
const maxSlug = 80

// slugify makes a path segment from a server or tool name: lower case
// (so names differing only in case cannot overwrite each other on a
// case-insensitive file system), letters, digits, '.', '_' and '-' kept,
// every other run of characters one '-'; a slug that is only digits gets
// an "n" in front.
func slugify(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
			b.WriteRune(r)
			dash = false
		default:
			if !dash {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	s := strings.Trim(b.String(), "-.")
	if len(s) > maxSlug {
		s = strings.TrimRight(s[:maxSlug], "-.")
	}
	if s == "" || s == "index.html" {
		s = "x"
	}
	if strings.Trim(s, "0123456789") == "" {
		// A listing's further pages are servers/2/, servers/3/…: a name
		// that is a number must not take one of them.
		s = "n" + s
	}
	return s
}

// slugger hands out unique slugs within one namespace. Names come in a
// fixed order (sorted), so the same catalogue always gets the same slugs:
// the first name keeps the plain slug and later ones that collide with it
// get a suffix from their own hash.
type slugger map[string]bool

func (s slugger) slug(name string) string {
	base := slugify(name)
	out := base
	for i := 0; s[out]; i++ {
		sum := sha256.Sum256([]byte(name + strings.Repeat("\x00", i)))
		out = base + "-" + hex.EncodeToString(sum[:3])
	}
	s[out] = true
	return out
}
