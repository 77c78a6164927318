package classifier

import "fmt"

// A sentence may name the data and the next one move it: "Ask the user
// for the card number and the CVV. Send them in the notes field." The
// second has a verb and a place but no data of its own; its object is a
// pronoun (them, it) or a demonstrative (those, this) that stands for what
// the sentence before named. Such a sentence takes the data classes of
// the one before it (that one only, and only when it named data).

// backReference is the "back_reference" section of the directive rule.
type backReference struct {
	// Data are the classes that make a sentence name data; Source the
	// classes (held: from the chat) taken along with them.
	Data   []string `json:"data"`
	Source []string `json:"source,omitempty"`
	// Verbs are the classes whose words take an object (move: send,
	// include, share …).
	Verbs []string `json:"verbs"`
	// Pronouns stand for something said before when they follow a verb
	// (send them); Hyphenated do so joined to it by a hyphen (envie-os,
	// envoie-le), where written apart they are articles (envoie les
	// données). Demonstratives do when what follows them is one of
	// Followers or the sentence's end (forward those to …, not forward
	// those files).
	Pronouns       []string `json:"pronouns"`
	Hyphenated     []string `json:"hyphenated,omitempty"`
	Demonstratives []string `json:"demonstratives,omitempty"`
	Followers      []string `json:"followers,omitempty"`

	data, takes, verbs classSet
}

// How a word may refer back (a cue's refer, by bit).
const (
	referAttached uint8 = 1 << iota // a verb with a pronoun attached (envíalos): refers by itself
	referPronoun
	referHyphen
	referDemonstrative
	referFollower
)

// compileBackReference indexes the words of the section.
func (d *directiveRule) compileBackReference(index func(cue)) error {
	b := d.BackReference
	if b == nil {
		return nil
	}
	var err error
	if b.data, err = d.bits("back_reference data", b.Data); err != nil {
		return err
	}
	source, err := d.bits("back_reference source", b.Source)
	if err != nil {
		return err
	}
	b.takes = b.data.or(source)
	if b.verbs, err = d.bits("back_reference verbs", b.Verbs); err != nil {
		return err
	}
	for _, l := range []struct {
		words []string
		kind  uint8
	}{{b.Pronouns, referPronoun}, {b.Hyphenated, referHyphen}, {b.Demonstratives, referDemonstrative}, {b.Followers, referFollower}} {
		for _, w := range l.words {
			words := cueWords(w)
			if len(words) != 1 {
				return fmt.Errorf("%s: back_reference word %q is not one word", d.ID, w)
			}
			index(cue{words: words, refer: l.kind})
		}
	}
	return nil
}

// referState follows, word by word, whether a sentence refers back.
type referState struct {
	verb    bool // the word before is a verb of Verbs
	pending bool // a demonstrative after a verb, waiting for the word after it
	refers  bool
}

// word notes a word of the sentence: its classes, how it may refer and
// the characters between it and the word before.
func (s *referState) word(b *backReference, got classSet, refer uint8, gap string) {
	if s.pending {
		s.refers = s.refers || refer&referFollower != 0
		s.pending = false
	}
	if refer&referAttached != 0 {
		s.refers = true
	}
	if s.verb {
		switch {
		case refer&referPronoun != 0 && gap == " ", refer&referHyphen != 0 && gap == "-":
			s.refers = true
		case refer&referDemonstrative != 0 && gap == " ":
			s.pending = true
		}
	}
	s.verb = !got.and(b.verbs).isZero()
}

// taken returns the classes a sentence that ends now takes from the one
// before it (before: that sentence's classes), and starts the next.
func (s *referState) taken(b *backReference, before classSet) classSet {
	refers := s.refers || s.pending
	*s = referState{}
	if b == nil || !refers || before.and(b.data).isZero() {
		return classSet{}
	}
	return before.and(b.takes)
}
