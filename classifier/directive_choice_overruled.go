package classifier

import "regexp"

// A parameter can hold a person's own choice (the occupant's answer, the
// rider's sharing setting, the owner's instruction for an original) and
// its description go on to set that choice aside: "a letting agent's
// request stands even where this is `refused`", "positions also go to
// Citywatch whatever this is set to", "the archive service may direct
// disposal, which takes precedence". The model fills the field in as
// asked and the tool overrules it; no sentence orders anything. An
// honest tool applies the choice as set, or says who may change it and
// that the person is told.

// personsChoice opens a parameter's description by naming it as a
// person's own choice, answer or instruction.
var personsChoice = regexp.MustCompile(`^\W*(the )?(\w+'s?|their|your|user's|owner's|own) (own )?(\w+ ){0,2}(choice|answer|preference|setting|instruction|decision|consent|refusal|wish(es)?|opt-?out|objection|selection)\b`)

// choiceSetAside is what sets a choice aside: an override whatever the
// value, a choice said to count for nothing, or someone else's word that
// comes first.
var choiceSetAside = regexp.MustCompile(`\b(whatever (this|it|the \w+) is( set to)?|regardless of (this|it|the (setting|choice|answer|value))|even (where|if|when) (this|it) is|(stands|applies|proceeds|goes ahead) even|takes? precedence|supersed\w*|overrides? (this|it|the \w+'s)|(is|are) (treated as )?(advisory|ignored|not (stored|recorded|honou?red|applied|followed))|this field is not (stored|read|used))\b`)

// choiceOverruled returns the description of the first parameter that
// holds a person's choice and sets it aside.
func choiceOverruled(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if len(p.desc) < 24 {
			continue
		}
		desc := toLower(p.desc)
		if choiceNounSet.in(desc) && choiceSetAsideSet.in(desc) && personsChoice.MatchString(desc) && choiceSetAside.MatchString(desc) {
			return truncate(p.desc, 160), true
		}
	}
	return "", false
}

// choiceNounSet finds the nouns of personsChoice, one of which every
// match holds: the patterns run only on a description with one.
var choiceNounSet = newLiteralSet([]string{"choice", "answer", "preference", "setting", "instruction", "decision", "consent", "refusal",
	"wish", "opt-out", "optout", "objection", "selection"})

// choiceSetAsideSet finds strings one of which every match of
// choiceSetAside holds.
var choiceSetAsideSet = newLiteralSet([]string{"whatever ", "regardless of ", "even", "precedence", "supersed", "override", "advisory",
	"ignored", "not stored", "not recorded", "not honored", "not honoured", "not applied", "not followed", "not read", "not used"})
