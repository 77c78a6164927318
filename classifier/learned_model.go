package classifier

import (
	_ "embed" // the scorer's weights
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

//go:generate go test -run ^TestLearnedModelFile$ -update-learned

// learnedModelData is the shipped scorer, trained on every poisoning
// corpus and every real tool (learned_file_test.go).
//
//go:embed rules/learned.psm
var learnedModelData []byte

var (
	learnedOnce    sync.Once
	learnedShipped *learnedModel
)

// shippedLearned is the embedded scorer, decoded once.
func shippedLearned() *learnedModel {
	learnedOnce.Do(func() {
		m, err := decodeLearned(learnedModelData)
		if err != nil {
			// The embedded file is tested; failing here is a build defect.
			panic(fmt.Sprintf("built-in learned scorer: %v", err))
		}
		learnedShipped = m
	})
	return learnedShipped
}

// learnedModel is a trained sentence scorer: a weight per hashed feature
// bucket, quantized to a byte, and the score above which a definition's
// worst sentence flags it.
type learnedModel struct {
	weights   []int8 // by feature bucket (see learnedFeature)
	threshold int32
	// kinds are the kinds of feature it was trained on, bit k for kind
	// k: a feature of another kind would land on a weight learned for
	// one of these, and is not read.
	kinds uint32
}

// score is the score of one sentence's features.
func (m *learnedModel) score(feats []uint32) int32 {
	var s int32
	for _, f := range feats {
		s += int32(m.weights[f&learnedBucket])
	}
	return s
}

// learnedMagic starts a model's encoding (see encode).
const learnedMagic = "PSM3"

// encode writes the model compactly: "PSM3", the threshold (a
// little-endian int32), the kinds (a little-endian uint32), the number of non-zero weights (a uvarint), then
// each as the gap from the previous one's bucket (a uvarint) and the
// weight (a byte holding the int8's bits).
func (m *learnedModel) encode() []byte {
	out := []byte(learnedMagic)
	out = binary.LittleEndian.AppendUint32(out, uint32(m.threshold)) //nolint:gosec // the bits of an int32, read back as one
	out = binary.LittleEndian.AppendUint32(out, m.kinds)
	n := uint64(0)
	for _, w := range m.weights {
		if w != 0 {
			n++
		}
	}
	out = binary.AppendUvarint(out, n)
	last := -1
	for i, w := range m.weights {
		if w != 0 {
			out = binary.AppendUvarint(out, uint64(i-last)) //nolint:gosec // i > last: the gap is positive
			out = append(out, byte(w))                      //nolint:gosec // the int8's bits, read back as one
			last = i
		}
	}
	return out
}

// decodeLearned reads a model written by encode.
func decodeLearned(data []byte) (*learnedModel, error) {
	if !strings.HasPrefix(string(data), learnedMagic) || len(data) < len(learnedMagic)+8 {
		return nil, errors.New("learned scorer: not a " + learnedMagic + " model")
	}
	data = data[len(learnedMagic):]
	m := &learnedModel{weights: make([]int8, 1<<learnedBits), threshold: int32(binary.LittleEndian.Uint32(data))} //nolint:gosec // written from an int32
	m.kinds = binary.LittleEndian.Uint32(data[4:])
	data = data[8:]
	n, k := binary.Uvarint(data)
	if k <= 0 || n > uint64(len(m.weights)) {
		return nil, errors.New("learned scorer: bad weight count")
	}
	data = data[k:]
	at := -1
	for i := range n {
		gap, k := binary.Uvarint(data)
		if k <= 0 || len(data) < k+1 || gap == 0 || gap > uint64(len(m.weights)) {
			return nil, fmt.Errorf("learned scorer: weight %d is cut short or out of range", i)
		}
		at += int(gap) //nolint:gosec // bounded by the number of buckets above
		if at >= len(m.weights) {
			return nil, fmt.Errorf("learned scorer: weight %d is out of range", i)
		}
		m.weights[at] = int8(data[k]) //nolint:gosec // written from an int8
		data = data[k+1:]
	}
	if len(data) != 0 {
		return nil, errors.New("learned scorer: trailing bytes")
	}
	return m, nil
}

// learnedMessage is the finding's message; the features that weighed
// most follow it.
const learnedMessage = "reads like an instruction to the model, by the cues, shapes and words it shares with known tool poisoning (a learned score)"

// learnedFinding reports the worst sentence lr found, if it scores above
// the threshold: where it is, and the features that weighed most. A
// sentence that quotes an attack in a security tool is the tool's subject
// (see directiveFinding).
func (r *Ruleset) learnedFinding(lr *learnedReader, fields []textField) (Finding, bool) {
	if lr.m == nil || lr.best <= lr.m.threshold || lr.bestSent == "" {
		return Finding{}, false
	}
	sent := strings.TrimSpace(lr.bestSent)
	field := "definition"
	if lr.bestText == 0 {
		for _, sp := range lr.spans {
			if sp.start > lr.bestStart {
				break
			}
			if sp.index < len(fields) {
				field = fields[sp.index].name()
			}
		}
	} else {
		field = "a decoded or name reading of the definition"
	}
	msg := learnedMessage
	if top := lr.explain(); len(top) > 0 {
		msg += "; weighed most: " + strings.Join(top, ", ")
	}
	return Finding{ID: "poison.learned", Kind: "tool_poisoning", Severity: High, Message: msg, Field: field,
		Match: truncate(sent, 120)}, true
}

// explain names the features of the worst sentence that weighed most,
// heaviest first: its cue classes and their pairs, its words and word
// pairs.
func (lr *learnedReader) explain() []string {
	d, m := lr.d, lr.m
	names := map[uint32]string{}
	for i, c := range d.classes {
		names[learnedFeature(d.classHash[i], featClass)] = "cue " + c
	}
	for i := range d.classes {
		if !lr.bestHave.has(i) {
			continue
		}
		for j := i + 1; j < len(d.classes); j++ {
			if lr.bestHave.has(j) {
				names[learnedFeature(d.classHash[i]*16777619^d.classHash[j], featClassPair)] = "cues " + d.classes[i] + "+" + d.classes[j]
			}
		}
	}
	var prev uint32
	prevStart, n := 0, 0
	sent := lr.bestSent
	forWords(sent, func(s, e int) bool {
		w := sent[s:e]
		if s == e || !asciiLetters(w) {
			return true
		}
		h := wordHash(w)
		names[learnedFeature(h, featWord)] = fmt.Sprintf("word %q", w)
		names[learnedFeature(h, featOff)] = fmt.Sprintf("off-purpose word %q", w)
		if n > 0 {
			names[learnedFeature(prev*16777619^h, featPair)] = fmt.Sprintf("words %q", sent[prevStart:e])
		}
		prev, prevStart = h, s
		n++
		return true
	})
	type weighed struct {
		name string
		w    int8
	}
	var list []weighed
	seen := map[uint32]bool{}
	for _, f := range lr.bestFeats {
		f &= learnedBucket
		if name, ok := names[f]; ok && !seen[f] && m.weights[f] > 0 {
			seen[f] = true
			list = append(list, weighed{name, m.weights[f]})
		}
	}
	slices.SortStableFunc(list, func(a, b weighed) int { return int(b.w) - int(a.w) })
	out := make([]string, 0, 4)
	for _, x := range list[:min(4, len(list))] {
		out = append(out, x.name)
	}
	return out
}

// asciiLetters reports whether w is all ASCII letters and apostrophes.
func asciiLetters(w string) bool {
	for i := range len(w) {
		if c := w[i]; (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && c != '\'' {
			return false
		}
	}
	return w != ""
}
