package catalog

import (
	"bytes"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// writeCanonicalValid writes the canonical form (see Canonical) of the valid
// JSON value at raw[i], reading the bytes directly: decoding a schema into
// maps and interfaces first costs most of a tool's hash, and every tool of a
// file is hashed. Where it reads as encoding/json would:
//
//   - a member name or string is unescaped the same way, bytes that are
//     not UTF-8 becoming U+FFFD;
//   - of members with the same name, the last one counts;
//   - a number is its text, as json.Number keeps it.
//
// It returns where the value ends.
func writeCanonicalValid(b *bytes.Buffer, raw []byte, i int) int {
	switch raw[i] {
	case '{':
		type member struct {
			key        string
			start, end int
		}
		var members []member
		i = jsonsplit.SkipSpace(raw, i+1)
		if raw[i] != '}' {
			for {
				keyEnd := jsonsplit.SkipString(raw, i)
				key := unquoteValid(raw[i:keyEnd])
				v := jsonsplit.SkipSpace(raw, jsonsplit.SkipSpace(raw, keyEnd)+1) // past the colon
				end := jsonsplit.SkipValue(raw, v)
				members = append(members, member{key, v, end})
				i = jsonsplit.SkipSpace(raw, end)
				if raw[i] == '}' {
					break
				}
				i = jsonsplit.SkipSpace(raw, i+1) // past the comma
			}
		}
		// Stable, so the last of members with one name is last among them.
		slices.SortStableFunc(members, func(x, y member) int { return strings.Compare(x.key, y.key) })
		b.WriteByte('{')
		first := true
		for k, m := range members {
			if k+1 < len(members) && members[k+1].key == m.key {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			writeString(b, m.key)
			b.WriteByte(':')
			writeCanonicalValid(b, raw, m.start)
		}
		b.WriteByte('}')
		return i + 1
	case '[':
		b.WriteByte('[')
		i = jsonsplit.SkipSpace(raw, i+1)
		if raw[i] != ']' {
			for first := true; ; first = false {
				if !first {
					b.WriteByte(',')
				}
				i = jsonsplit.SkipSpace(raw, writeCanonicalValid(b, raw, i))
				if raw[i] == ']' {
					break
				}
				i = jsonsplit.SkipSpace(raw, i+1) // past the comma
			}
		}
		b.WriteByte(']')
		return i + 1
	case '"':
		end := jsonsplit.SkipString(raw, i)
		writeString(b, unquoteValid(raw[i:end]))
		return end
	case 't', 'f', 'n':
		end := jsonsplit.SkipValue(raw, i)
		b.Write(raw[i:end])
		return end
	default:
		end := jsonsplit.SkipValue(raw, i)
		b.WriteString(canonicalNumber(string(raw[i:end])))
		return end
	}
}

// unquoteValid is the text of a valid JSON string as encoding/json reads it.
func unquoteValid(quoted []byte) string {
	s, _ := jsonsplit.Unquote(quoted) // valid: it cannot fail
	return s
}
