package lockfile

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// renameSimilarity is how alike (Jaccard similarity of their features) a
// removed and an added tool must be to count as one tool renamed.
const renameSimilarity = 0.6

// maxSimilarityPairs bounds the removed × added pairs compared by
// similarity: past it (a server that renamed hundreds of tools at once),
// only tools with the same content are paired, and comparing stays fast.
const maxSimilarityPairs = 250_000

// pairRenames pairs removed with added tools that are the same tool under
// a new name: the same content first, then the most similar content. It
// returns the pairs and the tools left unpaired.
func pairRenames(removed, added []Tool) (pairs [][2]Tool, restAdded, restRemoved []Tool) {
	if len(removed) == 0 || len(added) == 0 {
		return nil, added, removed
	}
	usedOld := make([]bool, len(removed))
	usedNew := make([]bool, len(added))
	byContent := map[string]int{}
	for i, t := range removed {
		if d := contentDigest(t.Definition); d != "" {
			if _, dup := byContent[d]; !dup {
				byContent[d] = i
			}
		}
	}
	for j, t := range added {
		if i, ok := byContent[contentDigest(t.Definition)]; ok && !usedOld[i] {
			usedOld[i], usedNew[j] = true, true
			pairs = append(pairs, [2]Tool{removed[i], t})
		}
	}
	if (len(removed)-len(pairs))*(len(added)-len(pairs)) > maxSimilarityPairs {
		return pairs, unused(added, usedNew), unused(removed, usedOld)
	}
	type cand struct {
		i, j  int
		score float64
	}
	var cands []cand
	feats := make([]map[string]bool, len(removed))
	for i, t := range removed {
		if !usedOld[i] {
			feats[i] = features(t.Definition)
		}
	}
	for j, t := range added {
		if usedNew[j] {
			continue
		}
		f := features(t.Definition)
		for i := range removed {
			if usedOld[i] {
				continue
			}
			if s := jaccard(feats[i], f); s >= renameSimilarity {
				cands = append(cands, cand{i, j, s})
			}
		}
	}
	// The most similar pairs first; ties in a stable order.
	slices.SortFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.i, b.i), cmp.Compare(a.j, b.j))
	})
	for _, c := range cands {
		if usedOld[c.i] || usedNew[c.j] {
			continue
		}
		usedOld[c.i], usedNew[c.j] = true, true
		pairs = append(pairs, [2]Tool{removed[c.i], added[c.j]})
	}
	return pairs, unused(added, usedNew), unused(removed, usedOld)
}

func unused(tools []Tool, used []bool) []Tool {
	var out []Tool
	for i, t := range tools {
		if !used[i] {
			out = append(out, t)
		}
	}
	return out
}

// features are what a definition says apart from its name: every value at
// its JSON pointer, texts split into words, so a reworded description or
// one more parameter leaves most features shared.
func features(def []byte) map[string]bool {
	m := members(def)
	delete(m, "name")
	out := map[string]bool{}
	for k, raw := range m {
		collect(decode(raw), "/"+k, out)
	}
	return out
}

func collect(v any, path string, out map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		out[path+"{}"] = true
		for k, x := range v {
			collect(x, path+"/"+escapePointer(k), out)
		}
	case []any:
		for i, x := range v {
			collect(x, fmt.Sprintf("%s/%d", path, i), out)
		}
	case string:
		words := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len(words) == 0 {
			out[path+"="] = true
		}
		for _, w := range words {
			out[path+"="+w] = true
		}
	default:
		out[fmt.Sprintf("%s=%v", path, v)] = true
	}
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	both := 0
	for k := range a {
		if b[k] {
			both++
		}
	}
	return float64(both) / float64(len(a)+len(b)-both)
}
