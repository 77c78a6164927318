package poisonmodel

import (
	"fmt"
	"math/bits"
)

// Features of what a tool is for. Poisoning is text that makes a model act
// against its user or beyond the tool's purpose: a lift-status tool whose
// description sends the customer list, a price lookup that asks for
// ~/.ssh, a name that carries a second verb. The words alone do not say
// that a sentence's act is not the tool's; these features do, from the
// act classes of the lexicon (lexicon.go):
//
//   - Config.Purpose: the tool's act, read from its name's first word,
//     against the acts each sentence of its title, description and
//     schemas names (each pair, and each act that is not the tool's);
//   - Config.ActPairs: two acts named in one sentence (a secret and a
//     send, a tell and a hide);
//   - Config.NameOrders: a name or title of many words, and the acts its
//     later words name (a second verb, a sequence word, a secret's or
//     the user's data's name);
//   - Config.Where: each act with the field group it stands in, the name
//     and the title told apart.

// Feature kind of this file (see the kinds in text.go).
const kindAct byte = 'a'

// Parts of a definition, for the purpose features: the name says the
// tool's act, a title is read as a field of its own.
const (
	partBody byte = iota
	partName
	partTitle
)

// groupTitle is the title as a field group of the Where features, beyond
// the featurizer's groups.
const groupTitle = fieldMeta + 1

// whereNames are the field groups as the Where features name them.
var whereNames = [groupTitle + 1]string{"name", "description", "parameter name", "schema text", "schema value", "output schema", "definition", "title"}

// Sub-kinds of the purpose features, hashed first.
const (
	subToolSentence = iota + 1
	subBeyond
	subPair
	subWhere
	subNameLength
	subNameFirst
	subNameLater
	subSecondAct
	subTitleLength
	subTitleAct
)

// purpose is what the featurizer keeps of a definition's acts as it reads.
type purpose struct {
	part       byte
	tool       uint16 // the acts of the name's first word
	later      uint16 // the acts of the name's other words
	title      uint16 // the acts of the titles' words
	nameWords  int
	titleWords int
	sent       uint16 // the acts of the sentence being read
}

// purposeOn reports whether any purpose feature is read.
func (c Config) purposeOn() bool {
	return c.Purpose || c.ActPairs || c.NameOrders || c.Where
}

// noteAct records the acts of a word read: wh is its hash as read
// (stemmed), full the word as written.
func (f *featurizer) noteAct(wh uint64, full []byte, cjk bool) {
	p := &f.pur
	a := lex.find(wh, full, cjk)
	switch p.part {
	case partName:
		if p.nameWords == 0 {
			p.tool = a
		} else {
			p.later |= a
		}
		p.nameWords++
	case partTitle:
		p.titleWords++
		p.title |= a
		p.sent |= a
	default:
		p.sent |= a
	}
}

// addAct adds a purpose feature: its sub-kind and two values.
func (f *featurizer) addAct(sub, a, b uint64) {
	h := combine(combine(combine(uint64(kindAct), sub), a), b)
	if f.names == nil {
		f.add(h, kindAct, nil, nil)
		return
	}
	f.add(h, kindAct, []byte(actFeatureName(sub, a, b)), nil)
}

// actFeatureName is a purpose feature as evidence names it.
func actFeatureName(sub, a, b uint64) string {
	ca, cb := actName(byte(a)), actName(byte(b)) //nolint:gosec // classes and groups, below numActs
	switch sub {
	case subToolSentence:
		return fmt.Sprintf("tool %s, sentence %s", ca, cb)
	case subBeyond:
		return ca + " beyond the tool's act"
	case subPair:
		return ca + " and " + cb + " in a sentence"
	case subWhere:
		return fmt.Sprintf("%s (in %s)", ca, whereNames[b])
	case subNameLength:
		return fmt.Sprintf("a name of %d words or more", a)
	case subNameFirst:
		return "a name that starts: " + ca
	case subNameLater:
		return "a name that goes on: " + ca
	case subSecondAct:
		return "a name of two acts"
	case subTitleLength:
		return fmt.Sprintf("a title of %d words or more", a)
	}
	return "a title that says: " + ca
}

// actName is class c as evidence names it.
func actName(c byte) string {
	if c == actNone {
		return "no act"
	}
	return actNames[c]
}

// sentenceActs emits the purpose features of the sentence just read in
// field group g, and starts the next. The name's words are read as a
// whole, when the definition ends (nameActs).
func (f *featurizer) sentenceActs(g byte) {
	p := &f.pur
	s := p.sent
	p.sent = 0
	if s == 0 || p.part == partName {
		return
	}
	if p.part == partTitle {
		g = groupTitle
	}
	for rest := s; rest != 0; {
		var c byte
		c, rest = nextAct(rest)
		if f.cfg.Purpose {
			for tr := p.tool; ; {
				var t byte
				t, tr = nextAct(tr)
				f.addAct(subToolSentence, uint64(t), uint64(c))
				if tr == 0 {
					break
				}
			}
			if p.tool&(1<<c) == 0 {
				f.addAct(subBeyond, uint64(c), 0)
			}
		}
		if f.cfg.ActPairs {
			for r2 := rest; r2 != 0; {
				var d byte
				d, r2 = nextAct(r2)
				f.addAct(subPair, uint64(c), uint64(d))
			}
		}
		if f.cfg.Where {
			f.addAct(subWhere, uint64(c), uint64(g))
		}
	}
}

// lengthBucket is a count of words in a few buckets: one, two, three,
// four or five, six to eight, more.
func lengthBucket(n int) uint64 {
	switch {
	case n <= 3:
		return uint64(n) //nolint:gosec // a small count, never negative
	case n <= 5:
		return 4
	case n <= 8:
		return 6
	}
	return 9
}

// nameActs emits, once the definition is read, the features of its name
// and titles.
func (f *featurizer) nameActs() {
	p := &f.pur
	if p.nameWords == 0 && p.titleWords == 0 {
		return
	}
	if f.cfg.NameOrders {
		if p.nameWords > 0 {
			f.addAct(subNameLength, lengthBucket(p.nameWords), 0)
			for rest := p.tool; ; {
				var c byte
				c, rest = nextAct(rest)
				f.addAct(subNameFirst, uint64(c), 0)
				if rest == 0 {
					break
				}
			}
			for rest := p.later; rest != 0; {
				var c byte
				c, rest = nextAct(rest)
				f.addAct(subNameLater, uint64(c), 0)
			}
			if second := p.later & verbActs &^ p.tool; second != 0 || bits.OnesCount16(p.later&verbActs) > 1 {
				f.addAct(subSecondAct, 0, 0)
			}
		}
		if p.titleWords > 0 {
			f.addAct(subTitleLength, lengthBucket(p.titleWords), 0)
			for rest := p.title; rest != 0; {
				var c byte
				c, rest = nextAct(rest)
				f.addAct(subTitleAct, uint64(c), 0)
			}
		}
	}
	if f.cfg.Where {
		for rest := p.tool | p.later; rest != 0; {
			var c byte
			c, rest = nextAct(rest)
			f.addAct(subWhere, uint64(c), uint64(fieldName))
		}
	}
}
