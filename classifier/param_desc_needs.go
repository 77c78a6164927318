package classifier

// The parameter rules without names read every described parameter, and
// each would look for its triggers in the description on its own (see
// paramRule.rawNeed): the triggers of them all are looked for together,
// in one pass over the description.

// descNeeds are the raw needs of the parameter rules without names, in
// the order of Ruleset.paramByDesc, read together.
type descNeeds struct {
	// set holds every rule's strings, numbered rule after rule; nil when
	// they are more than a pass can tell apart (64), and each rule is
	// asked on its own.
	set *literalSet
	// masks has, by rule, the bits of its strings in set; 0 for a rule
	// without any, which every description passes.
	masks []uint64
	each  []anyOf // the rules' own needs, for when set is nil
}

// newDescNeeds reads together the raw needs of params' rules byDesc.
func newDescNeeds(params []paramRule, byDesc []int) descNeeds {
	dn := descNeeds{masks: make([]uint64, len(byDesc)), each: make([]anyOf, len(byDesc))}
	var all []string
	apart := false // a rule is asked on its own
	for k, i := range byDesc {
		need := params[i].rawNeed
		dn.each[k] = need
		if need.set == nil {
			continue
		}
		// An empty string is in every text, and hits finds none.
		apart = apart || need.set.always
		for _, l := range need.set.lits {
			if len(all) < 64 {
				dn.masks[k] |= 1 << len(all)
			}
			all = append(all, l)
		}
	}
	if !apart && len(all) > 0 && len(all) <= 64 {
		dn.set = newLiteralSet(all)
	}
	return dn
}

// read returns what holds returns its answers from for desc: the bits
// of the strings of set desc has (0 when there is no set).
func (dn *descNeeds) read(desc string) uint64 {
	if dn.set == nil {
		return 0
	}
	return dn.set.hits(desc)
}

// holds reports whether desc, whose strings read found, holds one of the
// triggers of rule k (of paramByDesc), or the rule has none: what
// rawNeed.in(desc) reports.
func (dn *descNeeds) holds(k int, found uint64, desc string) bool {
	if dn.set == nil {
		return dn.each[k].set == nil || dn.each[k].in(desc)
	}
	return dn.masks[k] == 0 || found&dn.masks[k] != 0
}
