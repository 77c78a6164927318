package classifier

import "slices"

// definitionOrder runs the checks that read a definition as a whole
// rather than one sentence at a time, in order, and returns the first
// order one finds: the defaults and enums of its parameters, the fields
// data is put into, the scope, amounts, links and safeguards its texts
// set together. It runs only when no sentence of the definition's texts
// holds a directive; the order of the checks decides which sentence the
// finding quotes, and so what the excuses after it judge. A sentence
// already excused is passed over, so the checks after it are still read.
func (d *directiveRule) definitionOrder(joined string, tc *toolContext, verbs map[string]Category, excused []string) (string, bool) {
	if sent, ok := defaultAddress(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := defaultSafeguardOff(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := harmfulEnumDefault(tc, verbs); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := valuePayload(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := defaultCopy(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := plantedMemory(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.whenSeen(cueOverruled, tc, func([]string) (string, bool) { return overruledChoice(joined, tc, d.overruledAny) }); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := nestedOrder(tc, verbs); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := addedRecipient(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := standingCopy(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := fixedDestination(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := fallbackPayee(joined); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := redirectedDelivery(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.dataIntoParam(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.whenSeen(cueContrast, tc, func([]string) (string, bool) { return widenedByContrast(tc) }); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := widenedScope(tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.misreported(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := blanketStatus(joined); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := guardDropped(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := openedInText(joined, tc != nil && !tc.seen.and(d.bit[cuePolicyAll]).isZero()); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := raisedAmount(joined, tc, verbs, tc != nil && !tc.seen.and(d.bit[cueFactor]).isZero(), tc != nil && !tc.seen.and(d.bit["always"]).isZero() && !tc.seen.and(d.bit[cueFee]).isZero()); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := roundedUp(joined, tc, verbs); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := linkInDefinition(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.whenSeen(cueFloor, tc, func(cues []string) (string, bool) { return raisedFloor(joined, cues) }); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.widenedToolAct(joined, tc, verbs); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := d.safeguardSetInText(joined, tc); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	if sent, ok := flagsOffInText(joined, tc, d.Negators, d.Cues[cueLimited], d.standing); ok && !slices.Contains(excused, sent) {
		return sent, true
	}
	return "", false
}
