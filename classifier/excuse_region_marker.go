package classifier

import (
	"strings"
	"unicode"
)

// A tool that rewrites one managed block of a page or file names the
// comments that fence it: "replaces the block between <!-- BEGIN PRICE
// TABLE --> and <!-- END PRICE TABLE -->". Each is a marker only as the
// partner of the other: an opening and a closing comment with the same
// label in the same text. The label is a few plain words naming the
// block: one with a mark of a path, an address or a sentence, a word
// aimed at the model (a system prompt, instructions for the assistant),
// or a marker with no partner is still hidden markup, and what stands
// between the markers is read as ever.

// regionMarkerWords is the most words a marker's label may hold.
const regionMarkerWords = 5

// modelAimedLabel are label words that name what a hidden tag aims at
// the model; a block fenced under them is not a page's own block.
var modelAimedLabel = map[string]bool{
	"important": true, "system": true, "override": true, "instruction": true, "instructions": true, "secret": true,
	"hidden": true, "admin": true, "prompt": true, "prompts": true, "assistant": true, "sys": true, "context": true,
	"agent": true, "model": true, "ai": true, "llm": true, "directive": true, "directives": true,
}

// regionMarker reports whether the comment at loc is a marker of a
// block, opening ("begin", "start") or closing ("end"), whose partner
// with the same label stands in the same text: after an opening one, or
// before a closing one.
func regionMarker(lower string, loc []int) bool {
	kind, label, ok := markerAt(lower[loc[0]:])
	if !ok {
		return false
	}
	// The partner is looked for in a bounded stretch beside the marker,
	// so many markers cost no more than their text.
	var near string
	if kind == "end" {
		near = lower[max(0, loc[0]-regionMarkerReach):loc[0]]
	} else {
		near = lower[loc[1]:min(len(lower), loc[1]+regionMarkerReach)]
	}
	for i := strings.Index(near, "<!--"); i >= 0; {
		k, l, ok := markerAt(near[i:])
		if ok && l == label && (k == "end") != (kind == "end") {
			return true
		}
		next := strings.Index(near[i+4:], "<!--")
		if next < 0 {
			break
		}
		i += 4 + next
	}
	return false
}

// markerAt reads the comment that opens rest as a block's marker: its
// kind and its label, a few plain words none of which is aimed at the
// model.
func markerAt(rest string) (kind, label string, ok bool) {
	if !strings.HasPrefix(rest, "<!--") {
		return "", "", false
	}
	end := strings.Index(rest[:min(len(rest), regionMarkerBytes)], "-->")
	if end < 0 {
		return "", "", false
	}
	words := strings.Fields(rest[4:end])
	if len(words) < 2 || len(words) > regionMarkerWords+1 || words[0] != "end" && words[0] != "begin" && words[0] != "start" {
		return "", "", false
	}
	for _, w := range words[1:] {
		if modelAimedLabel[w] || !plainLabelWord(w) {
			return "", "", false
		}
	}
	return words[0], strings.Join(words[1:], " "), true
}

// regionMarkerReach is how far beside a marker its partner is looked
// for, and regionMarkerBytes the longest marker comment read.
const (
	regionMarkerReach = 4000
	regionMarkerBytes = 120
)

// plainLabelWord is a word of letters or digits, joined by hyphens or
// underscores at most: no path, address, scheme or sentence mark.
func plainLabelWord(w string) bool {
	for _, r := range w {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' && r != '_' && (r <= 127 || !unicode.IsLetter(r)) {
			return false
		}
	}
	return w != ""
}
