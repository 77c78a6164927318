package classifier

import (
	"fmt"
	"slices"
	"strings"
)

// prefixedRule reads a word the verbs do not list, made of a prefix and a
// plain verb they do (unmerge, unwatch, reauthorize, recreate), as that
// verb's act: undoing an act is itself a write, and doing one again is
// the same act. Real servers coin such words freely, so listing each
// would always miss the next.
type prefixedRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Prefixes maps a prefix to the category of a word made with it; an
	// empty category keeps the verb's own (recreate writes, rerank reads).
	Prefixes map[string]string `json:"prefixes"`
	// Only limits a prefix to the verbs of the categories listed for it:
	// running or paying again is named by verbs of its own (rerun,
	// redeploy), while reinstall_certificate installs no program.
	Only map[string][]string `json:"only,omitempty"`
	// Not lists words that look prefixed but are no verb (unread, retail).
	Not []string `json:"not,omitempty"`
}

// compiledPrefixes is prefixedRule ready for lookups.
type compiledPrefixes struct {
	id       string
	prefixes []prefixOf
	not      map[string]bool
}

type prefixOf struct {
	prefix string
	cat    Category // empty: the verb's own
	only   []Category
}

func compilePrefixes(p *prefixedRule) (*compiledPrefixes, error) {
	if p == nil {
		return nil, nil
	}
	c := &compiledPrefixes{id: p.ID, not: map[string]bool{}}
	for prefix, cat := range p.Prefixes {
		po := prefixOf{prefix: strings.ToLower(prefix)}
		if cat != "" {
			k, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: prefix %q: unknown category %q", p.ID, prefix, cat)
			}
			po.cat = k
		}
		for _, o := range p.Only[prefix] {
			k, ok := parseCategory(o)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: prefix %q: unknown category %q", p.ID, prefix, o)
			}
			po.only = append(po.only, k)
		}
		c.prefixes = append(c.prefixes, po)
	}
	// Longer prefixes first, so that the order of a JSON object does not
	// decide which reading a word gets.
	slices.SortFunc(c.prefixes, func(a, b prefixOf) int {
		if d := len(b.prefix) - len(a.prefix); d != 0 {
			return d
		}
		return strings.Compare(a.prefix, b.prefix)
	})
	for _, w := range p.Not {
		c.not[strings.ToLower(w)] = true
	}
	return c, nil
}

// prefixedVerb reads word w as a prefix and a plain verb; words of fewer
// than three letters after the prefix (undo, redo) are left alone.
func (r *Ruleset) prefixedVerb(w string) (Category, bool) {
	p := r.prefixed
	if p == nil || p.not[w] {
		return "", false
	}
	for _, po := range p.prefixes {
		if len(w) < len(po.prefix)+3 || !strings.HasPrefix(w, po.prefix) {
			continue
		}
		c, ok := r.verbs[w[len(po.prefix):]]
		if !ok || (len(po.only) > 0 && !slices.Contains(po.only, c)) {
			continue
		}
		if po.cat != "" {
			return po.cat, true
		}
		return c, true
	}
	return "", false
}

// prefixedNameVerb gives a name without a listed verb the act of its first
// prefixed word (sheets_unmerge_cells, reauthorize-subscription).
func (s *state) prefixedNameVerb() bool {
	for i, w := range s.words {
		if c, ok := s.r.prefixedVerb(w); ok {
			s.verbIdx = i
			s.add(signal{cat: c, strength: 3, fromName: true,
				ev: Evidence{Rule: s.r.prefixed.id, Field: "name", Match: s.tool.Name, Effect: string(c)}})
			if m, ok := s.moneySignal(i); ok {
				s.add(m) // renew_subscription renews what is paid for
			}
			return true
		}
	}
	return false
}
