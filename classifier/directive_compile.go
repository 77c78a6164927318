package classifier

import (
	"fmt"
	"slices"
	"strings"
)

// maxDirectiveClasses bounds the classes, which are members of a
// classSet: those found by shape and those of words together.
const maxDirectiveClasses = classSetSize

// compile checks the section and builds its lookup tables.
func (d *directiveRule) compile() error {
	if d.ID == "" {
		return fmt.Errorf("directives: an id is required")
	}
	if _, ok := parseSeverity(d.Severity); !ok {
		return fmt.Errorf("%s: unknown severity %q", d.ID, d.Severity)
	}
	if err := d.ScorerExcuse.compile(d.Cues); err != nil {
		return fmt.Errorf("%s: scorer_excuse: %w", d.ID, err)
	}
	d.bit = map[string]classSet{}
	d.classes = nil
	// A switch thrown without asking, in any language, is thrown over
	// the user's choice as much as one thrown on every call.
	d.standing = slices.Concat(d.Cues["always"], d.Cues[cueOverruled], onBehalf, d.Cues["bypass"])
	d.overruledAny = newAnyOf(d.Cues[cueOverruled])
	d.userKeptAny = newAnyOf(d.Cues["user_kept"])
	d.keptAny = newAnyOf(slices.Concat(d.Cues["quiet"], d.Cues["unnoticed"], d.Cues["bypass"], d.Cues["conceal"]))
	d.putWords = newAnyOf(slices.Concat(moveStarts, d.Cues["move"]))
	d.dataCues = map[string]anyOf{}
	for _, c := range dataClasses {
		d.dataCues[c] = newAnyOf(d.Cues[c])
	}
	add := func(name string) classSet {
		b := classOf(len(d.classes))
		d.classes = append(d.classes, name)
		d.bit[name] = b
		return b
	}
	add(cueTool)    // bitTool
	add(cueSink)    // bitSink
	add(cueEncoded) // bitEncoded
	add(cueParam)
	add(cueToolName)
	names := make([]string, 0, len(d.Cues))
	for name := range d.Cues {
		names = append(names, name)
	}
	slices.Sort(names) // bits in a stable order
	d.byLast = cueTable{}
	index := d.byLast.add
	d.wordMask = classSet{}
	for _, name := range names {
		if name == cueTool || name == cueSink || name == cueEncoded || name == cueParam || name == cueToolName {
			return fmt.Errorf("%s: class %q is found by shape and takes no words", d.ID, name)
		}
		if len(d.classes) == maxDirectiveClasses {
			return fmt.Errorf("%s: more than %d classes, the five found by shape or by text among them", d.ID, maxDirectiveClasses)
		}
		b := add(name)
		d.wordMask = d.wordMask.or(b)
		for _, e := range d.Cues[name] {
			words := cueWords(e)
			if len(words) == 0 {
				return fmt.Errorf("%s: %s: cue %q has no word", d.ID, name, e)
			}
			for _, v := range spellings(words) {
				index(cue{words: v, class: b})
			}
		}
	}
	for _, pr := range d.Pairs {
		b, ok := d.bit[pr.Class]
		if !ok {
			if len(d.classes) == maxDirectiveClasses {
				return fmt.Errorf("%s: more than %d classes, the five found by shape or by text among them", d.ID, maxDirectiveClasses)
			}
			b = add(pr.Class)
			d.wordMask = d.wordMask.or(b)
		}
		for _, f := range pr.First {
			for _, sec := range pr.Second {
				words := cueWords(f + " " + sec)
				if len(words) < 2 {
					return fmt.Errorf("%s: pairs of %s: %q and %q make no pair of words", d.ID, pr.Class, f, sec)
				}
				for _, v := range spellings(words) {
					index(cue{words: v, class: b})
				}
			}
		}
	}
	if err := d.enclitics(index); err != nil {
		return err
	}
	d.arabicPlainCues(index)
	d.plainLatinCues(index)
	if err := d.compileBackReference(index); err != nil {
		return err
	}
	for _, n := range d.Negators {
		words := cueWords(n)
		if len(words) != 1 {
			return fmt.Errorf("%s: negator %q is not one word", d.ID, n)
		}
		index(cue{words: words})
	}
	d.urgers = make(map[string]bool, len(d.Urgers))
	for _, u := range d.Urgers {
		words := cueWords(u)
		if len(words) != 1 {
			return fmt.Errorf("%s: urger %q is not one word", d.ID, u)
		}
		d.urgers[words[0]] = true
	}
	for _, b := range d.ClauseBreaks {
		words := cueWords(b)
		if len(words) != 1 {
			return fmt.Errorf("%s: clause break %q is not one word", d.ID, b)
		}
		index(cue{words: words, brk: true})
	}
	d.byLast.order()
	d.combos = nil
	for _, combo := range d.Combos {
		var c directiveCombo
		for _, name := range combo {
			b, ok := d.bit[strings.TrimPrefix(name, "!")]
			if !ok {
				return fmt.Errorf("%s: combination %v names an unknown class %q", d.ID, combo, name)
			}
			if strings.HasPrefix(name, "!") {
				c.not = c.not.or(b)
			} else {
				c.need = c.need.or(b)
			}
		}
		if c.need.isZero() {
			return fmt.Errorf("%s: combination %v needs a class that is present", d.ID, combo)
		}
		d.combos = append(d.combos, c)
	}
	d.textMask = d.bit[cueEncoded].or(d.bit[cueParam]).or(d.bit[cueToolName])
	d.byLow, d.noWords, d.shapeNot = [maxDirectiveClasses][]directiveCombo{}, nil, false
	for _, c := range d.combos {
		d.shapeNot = d.shapeNot || !c.not.and(shapeTokens).isZero()
		if w := c.need.and(d.wordMask); !w.isZero() {
			d.byLow[w.lowest()] = append(d.byLow[w.lowest()], c)
		} else {
			d.noWords = append(d.noWords, c)
		}
	}
	var err error
	d.topical, err = d.bits("topical", d.Topical)
	if err != nil {
		return err
	}
	d.localSecret = d.bit[cueLocalSecret]
	d.side = d.bit["side"]
	d.sideActs = d.sideActClasses()
	d.held = d.bit["held"]
	d.always, d.userKept = d.bit["always"], d.bit["user_kept"]
	d.disregard, d.userIgnored = d.bit["disregard"], d.bit["user_ignored"]
	d.promote = d.bit["promote"]
	d.addressees = d.bit["agent"].or(d.bit["actor"]).or(d.bit["tool_addressed"])
	d.rerouted = d.bit["rerouted"]
	d.example, d.falsity = d.bit["example"], d.bit["falsity"]
	d.protectable = classSet{}
	for _, c := range [...]string{"sensitive", "secret", "cred", "private"} {
		d.protectable = d.protectable.or(d.bit[c])
	}
	d.moveCopy = d.bit["move"].or(d.bit["copy"])
	d.predicateVerbs = d.bit["harm"].or(d.bit["imperative"]).or(d.bit["act"])
	d.toldPresent = d.bit[cueTold].or(d.bit[cueOverruled]).or(d.bit[cueToldAny])
	d.presentVerdict = d.bit[cuePresent].or(d.bit[cueVerdict])
	d.anyTellers = slices.Concat(d.Cues[cueToldAny], recordTellers)
	d.openedTellers = slices.Concat(d.Cues["user_hearer"], d.Cues["tell_user"], d.anyTellers)
	d.credTopic, err = d.bits("credential_topical", d.CredentialTopical)
	if err != nil {
		return err
	}
	d.ownAct, err = d.bits("own_act", d.OwnAct)
	if err != nil {
		return err
	}
	d.negatable, err = d.bits("negatable", d.Negatable)
	if err != nil {
		return err
	}
	d.exact, err = d.bits("exact", d.Exact)
	if err != nil {
		return err
	}
	d.lead = set(d.Lead)
	d.openers = set(d.Openers)
	d.leading, err = d.bits("leading", d.Leading)
	return err
}

// bits is the union of named classes.
func (d *directiveRule) bits(what string, names []string) (classSet, error) {
	var out classSet
	for _, name := range names {
		b, ok := d.bit[name]
		if !ok {
			return classSet{}, fmt.Errorf("%s: %s names an unknown class %q", d.ID, what, name)
		}
		out = out.or(b)
	}
	return out, nil
}
