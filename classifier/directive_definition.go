package classifier

import (
	"slices"

	"github.com/mcpscan/mcpscan/catalog"
)

// definitionCheck is a check that reads a definition as a whole: run
// returns the sentence it finds an order in. need, when set, are lists of
// which each must have a string in the definition's texts (lower-cased,
// joined) for run to find anything: every path to a finding in run reads
// a word of each list in the joined text or in a piece of it. sentence
// are lists of which each must have a string in one and the same
// sentence (as splitSentences splits the text, clauses not read): every
// path to a finding reads them in one sentence or a piece of one. The
// lists of every check are looked for in one pass (see definitionGates),
// and a check whose lists are not all there is not run.
type definitionCheck struct {
	name     string
	need     [][]string
	sentence [][]string
	// orIf, when set, opens the check whatever its lists when it
	// reports true: a check that reads more than the joined text (the
	// tool's name) is opened by what it needs there.
	orIf func(tc *toolContext) bool
	run  func(d *directiveRule, joined string, tc *toolContext, verbs map[string]Category) (string, bool)
	// runIn, set in place of run, is a check that reads the sentences
	// in holds: those of the joined text where its sentence lists stand
	// together (see sentenceReader), or every one. Every path to a
	// finding reads a string of each sentence list in the sentence it
	// finds.
	runIn func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool)
}

// call runs the check, reading the sentences of in when it reads
// sentences.
func (c *definitionCheck) call(d *directiveRule, joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
	if c.runIn != nil {
		return c.runIn(d, joined, in, tc, verbs)
	}
	return c.run(d, joined, tc, verbs)
}

// definitionChecks are the checks that read a definition as a whole
// rather than one sentence at a time, in the order they run: the defaults
// and enums of its parameters, the fields data is put into, the scope,
// amounts, links and safeguards its texts set together. The order decides
// which sentence the finding quotes, and so what the excuses after it
// judge.
var definitionChecks = []definitionCheck{
	{name: "default address", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return defaultAddress(tc)
	}},
	{name: "split default", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return splitDefault(tc)
	}},
	{name: "default safeguard off", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return defaultSafeguardOff(tc)
	}},
	{name: "consent default", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return consentDefault(tc)
	}},
	{name: "choice overruled", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		// A person's choice set aside by what the definition says the
		// tool does.
		return choiceOverruled(tc)
	}},
	{name: "good verdict held",
		// What happened set aside: a good verdict held in the cases it
		// is not. A sentence with a word of a good verdict and a word
		// that fixes it: the word follows the quotation mark where the
		// check reads the sentence (sentenceAt, whose sentences lie
		// inside the gate's), and no word of either list holds a byte
		// that ends a sentence.
		sentence: [][]string{goodVerdicts, verdictFixedWords},
		run: func(_ *directiveRule, joined string, _ *toolContext, _ map[string]Category) (string, bool) {
			return goodVerdictHeld(joined)
		}},
	{name: "told as before",
		// A change told with the old wording or the old consent kept.
		need: [][]string{toldAsBeforeAnchors},
		run: func(_ *directiveRule, joined string, _ *toolContext, _ map[string]Category) (string, bool) {
			return toldAsBefore(joined)
		}},
	{name: "bad case held good",
		// A case gone wrong given a good verdict.
		need: [][]string{badCaseAnchors},
		run: func(_ *directiveRule, joined string, _ *toolContext, _ map[string]Category) (string, bool) {
			return badCaseHeldGood(joined)
		}},
	{name: "other tool's arguments",
		// Another tool named, and an argument that is not this tool's
		// set: a sentence with an underscore (where the check reads it,
		// sentenceAt, whose sentences lie inside the gate's) and an
		// assignment or "set".
		sentence: [][]string{otherToolArgsWords, {"_"}},
		run: func(_ *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
			return otherToolArgs(joined, tc)
		}},
	{name: "stated safeguard off", run: func(_ *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return statedSafeguardOff(joined, tc)
	}},
	{name: "public record default", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return publicRecordDefault(tc)
	}},
	{name: "harmful enum default", run: func(_ *directiveRule, _ string, tc *toolContext, verbs map[string]Category) (string, bool) {
		return harmfulEnumDefault(tc, verbs)
	}},
	{name: "value payload", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return valuePayload(tc)
	}},
	{name: "wallet secret asked", run: func(d *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return walletSecretAsked(tc, d.Negators)
	}},
	{name: "placeholder secret", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return placeholderSecretValue(tc)
	}},
	{name: "default copy", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return defaultCopy(tc)
	}},
	{name: "planted memory", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return plantedMemory(tc)
	}},
	{name: "overruled default", run: func(d *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.whenSeen(cueOverruled, tc, func([]string) (string, bool) { return overruledDefault(tc, d.overruledAny) })
	}},
	{name: "overruled in text",
		// A sentence that names the user, or what the user gave.
		sentence: [][]string{append(append([]string(nil), overruledUser...), askedWords...)},
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return d.whenSeen(cueOverruled, tc, func([]string) (string, bool) { return overruledInText(joined, in, tc, d.overruledAny, d.userKeptAny) })
		}},
	{name: "nested order", run: func(_ *directiveRule, _ string, tc *toolContext, verbs map[string]Category) (string, bool) {
		return nestedOrder(tc, verbs)
	}},
	{name: "added recipient", run: func(_ *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return addedRecipient(joined, tc)
	}},
	{name: "standing copy",
		// A word of copying, and a sentence with a standing word and a
		// verb that copies; or a name that has a standing word.
		need:     [][]string{standingCopyWords},
		sentence: [][]string{standingWords.words, copyVerbWords},
		orIf:     standingInName,
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return standingCopy(joined, in, tc)
		}},
	{name: "chained name act", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return chainedNameAct(tc)
	}},
	{name: "secret read first",
		// A sentence with a secret file (the rarer of its words: a list
		// of common ones costs the gate pass more than it saves); or a
		// name with "first".
		sentence: [][]string{secretFileWords},
		orIf:     secretFirstInName,
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return secretReadFirst(joined, in, tc)
		}},
	{name: "trail erased",
		// A sentence with a record of what was done (the verbs of
		// erasing are too common to gate on).
		sentence: [][]string{trailWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return trailErased(joined, in, tc)
		}},
	{name: "prompt disclosed",
		// A sentence with a name of the model's instructions (the verbs
		// of revealing are too common to gate on).
		sentence: [][]string{modelInstructionWords},
		// A name of the model's instructions in the tool's name opens it
		// too: the name may be the order (print_your_system_prompt_first).
		orIf: func(tc *toolContext) bool {
			return tc != nil && slices.ContainsFunc(catalog.NameWords(tc.name), inSet(ownPromptWords))
		},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return promptDisclosed(joined, in, tc)
		}},
	{name: "uncalled scope",
		// Run only in a definition that speaks of the session, a bit the
		// scan has set: a gate list of "the tool" would cost the gate
		// pass more than the check.
		run: func(d *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
			return d.whenSeen("session", tc, func([]string) (string, bool) { return uncalledScope(joined, everySentence) })
		}},
	{name: "card in field",
		// A sentence with a card's full number.
		sentence: [][]string{fullCardWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return cardInField(joined, in)
		}},
	{name: "fee untold",
		// A sentence with a fee, a commission or a margin.
		sentence: [][]string{feeWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return feeUntold(joined, in)
		}},
	{name: "payee changed",
		// A sentence that says where payments go from now on.
		sentence: [][]string{payeeChangedWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return payeeChanged(joined, in)
		}},
	{name: "look-alike dependency",
		// A sentence with a word of substitution.
		sentence: [][]string{substituteWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return lookalikeDependency(joined, in)
		}},
	{name: "planted rules",
		// A sentence with an agent's instruction file (the verbs of
		// writing are too common to gate on).
		sentence: [][]string{agentRuleFiles},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return plantedRules(joined, in, tc)
		}},
	{name: "fixed destination", run: func(_ *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return fixedDestination(joined, tc)
	}},
	{name: "skewed figure",
		// A share, a comparative and the measured value in one sentence.
		sentence: [][]string{figureShares, figureComparatives, figureMeasured},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return skewedFigure(joined, in)
		}},
	{name: "quiet passive harm",
		// A participle or a passive form of a harm.
		sentence: [][]string{passiveHarmWords},
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return d.quietPassiveHarm(joined, in, tc)
		}},
	{name: "threshold recorded",
		// A limit and a verb that records a figure, in one sentence.
		sentence: [][]string{thresholdWordsGate, recordedAs},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return thresholdRecorded(joined, in)
		}},
	{name: "swapped payee",
		// A sentence with a verb of replacing.
		sentence: [][]string{replaceVerbs.words},
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return swappedPayee(joined, in, tc, d.Negators)
		}},
	{name: "fallback payee",
		// A sentence that prints an account (every account number and
		// wallet address has a digit), falls back (a default, or a
		// condition) and fills the account in.
		sentence: [][]string{digits, fallbackFills.words, append(append([]string(nil), fallbackDefaults...), fallbackIfs...)},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return fallbackPayee(joined, in)
		}},
	{name: "redirected delivery",
		// A printed place (an address, a link, a number), and a sentence
		// with a party a delivery was meant for and a verb of where it
		// goes (a word every match of goesTo has).
		need:     [][]string{{"@", "://", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}},
		sentence: [][]string{meantForWords.lits, goesToWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return redirectedDelivery(joined, in, tc)
		}},
	{name: "data into param", run: func(d *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.dataIntoParam(tc)
	}},
	{name: "field fills itself", run: func(d *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.selfFilled(tc)
	}},
	{name: "confirmation dropped",
		// A sentence with a stem of confirming, the party who confirms
		// and a negator.
		sentence: confirmDroppedWords,
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
			return d.confirmDropped(joined, in, tc, verbs)
		}},
	{name: "confirmation dropped in the passive",
		// A stem of confirming and a passive verb of dropping.
		sentence: confirmDroppedPassiveWords,
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
			return confirmPassiveDropped(joined, in, tc, verbs)
		}},
	{name: "widest path fixed",
		// A word of every call, a key naming a path, and = or :.
		sentence: widestPathWords,
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return widestPathFixed(joined, in, tc, d.Negators, d.Cues[cueLimited])
		}},
	{name: "widened by contrast", run: func(d *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.whenSeen(cueContrast, tc, func([]string) (string, bool) { return widenedByContrast(tc) })
	}},
	{name: "widened scope", run: func(_ *directiveRule, _ string, tc *toolContext, _ map[string]Category) (string, bool) {
		return widenedScope(tc)
	}},
	{name: "misreported",
		// Both ways it reads, a sentence with a success and a failure.
		sentence: [][]string{succeeded, failedOutcome},
		runIn: func(d *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return d.misreported(joined, in, tc)
		}},
	{name: "presented fixed",
		// A sentence with a verb of presenting, and a concession or a
		// failure.
		sentence: [][]string{presentStems, presentedGate},
		runIn: func(d *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return presentedFixed(joined, in, d.Negators)
		}},
	{name: "win told lost",
		// A sentence with a win and a loss.
		sentence: [][]string{slices.Concat(winWords, winStems), slices.Concat(lossWords, lossStems)},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return winToldLost(joined, in)
		}},
	{name: "found told good",
		// A sentence with a verb of finding and a good state.
		sentence: [][]string{foundVerbs, goodState},
		runIn: func(d *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return foundToldGood(joined, in, d.Cues["user_hearer"], d.Negators)
		}},
	{name: "quoted opposite",
		// A sentence with a success, a failure and a quoted label after
		// a word of "as".
		sentence: [][]string{succeeded, failedOutcome, quotedOppositeWords},
		runIn: func(d *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return quotedOpposite(joined, in, d.Negators)
		}},
	{name: "nil verdict told",
		// A sentence with the user as hearer and a word of nothing.
		sentence: [][]string{nilHearers, {"no", "zero", "0", "none", "nil", "free", "waived", "nothing"}},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return nilVerdictTold(joined, in)
		}},
	{name: "fixed verdict",
		// A sentence with a quote, and a word that fixes what is told (or a
		// result with something found, see badBeforeVerdict).
		sentence: [][]string{fixedVerdictQuotes, append(append(append([]string(nil), fixedVerdictWhatever...), fixedVerdictAlways...), nilVerdictBad...)},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return fixedVerdict(joined, in)
		}},
	{name: "told anyway",
		// A sentence with a verb of telling, then a word that opens what
		// is told and a concession (or a state told, see toldOpposite and
		// toldFixed, whose verbs are tellers too or confirm and assure).
		sentence: [][]string{toldVerbs},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return toldAnyway(joined, in)
		}},
	{name: "blanket status",
		// A bad state, and a sentence with a verb of telling, the word
		// that joins what is told to its state, and a good state.
		need:     [][]string{blanketBad},
		sentence: [][]string{blanketGood, blanketTellers.words, blanketAs},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return blanketStatus(joined, in)
		}},
	{name: "guard dropped",
		// A stated guard, and a sentence opening on a condition with a
		// state not held before a comma, then an override word.
		need:     [][]string{statedGuards.words},
		sentence: [][]string{guardOverride, guardConditions, guardNotHeld, {","}},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return guardDropped(joined, in, tc)
		}},
	{name: "opened in text", run: func(d *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return openedInText(joined, tc != nil && !tc.seen.and(d.bit[cuePolicyAll]).isZero())
	}},
	{name: "raised amount", run: func(d *directiveRule, joined string, tc *toolContext, verbs map[string]Category) (string, bool) {
		return raisedAmount(joined, tc, verbs, tc != nil && !tc.seen.and(d.bit[cueFactor]).isZero(), tc != nil && !tc.seen.and(d.bit["always"]).isZero() && !tc.seen.and(d.bit[cueFee]).isZero(),
			tc != nil && !tc.seen.and(d.bit["conceal"]).isZero())
	}},
	{name: "rounded up",
		// A sentence with a difference, the charge it covers, and a
		// clause of it with a verb of rounding and upward.
		sentence: [][]string{roundedDifference.words, roundVerbs.words, roundedUpward.words, roundedCover.words},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
			return roundedUp(joined, in, tc, verbs)
		}},
	{name: "recovery changed",
		// A sentence with a recovery contact and a verb of changing it.
		sentence: [][]string{recoveryContacts, recoveryChangeVerbs},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return recoveryChanged(joined, in)
		}},
	{name: "left open",
		// A sentence with a lock, a door or an alarm, a state that lets
		// anyone in and a word that makes it standing.
		sentence: [][]string{guardedThings, openStates, lastingWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return leftOpen(joined, in)
		}},
	{name: "link in definition", run: func(_ *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return linkInDefinition(joined, tc)
	}},
	{name: "raised floor", run: func(d *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.whenSeen(cueFloor, tc, func(cues []string) (string, bool) { return raisedFloor(joined, cues) })
	}},
	{name: "widened tool act", run: func(d *directiveRule, joined string, tc *toolContext, verbs map[string]Category) (string, bool) {
		return d.widenedToolAct(joined, tc, verbs)
	}},
	{name: "safeguard set in text", run: func(d *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
		return d.safeguardSetInText(joined, tc)
	}},
	{name: "flags off in text",
		// A flag set off is written key=value, key: false, or --flag.
		need: [][]string{{"=", "false", "true", "--"}},
		run: func(d *directiveRule, joined string, tc *toolContext, _ map[string]Category) (string, bool) {
			return flagsOffInText(joined, tc, d.Negators, d.Cues[cueLimited], d.standing)
		}},
	{name: "obeyed content",
		// A verb of obeying and a noun for content read, in one sentence.
		sentence: [][]string{obeyedContentVerbs, obeyedContentNouns},
		runIn: func(d *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return obeyedContent(joined, in, d.Negators)
		}},
	{name: "called harm",
		// A sentence with a snake-case name that holds a verb of moving.
		sentence: [][]string{{"_"}, calledGateParts},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, tc *toolContext, _ map[string]Category) (string, bool) {
			return calledHarm(joined, in, tc)
		}},
	{name: "private half copied",
		sentence: [][]string{authorizedKeysWords, privateHalfWords},
		runIn: func(_ *directiveRule, joined string, in sentenceReader, _ *toolContext, _ map[string]Category) (string, bool) {
			return privateHalfCopied(joined, in)
		}},
}

// goesToWords hold a word every match of goesTo has.
var goesToWords = []string{"go", "sent", "delivered", "forwarded", "routed", "redirected", "end up", "land", "partent", "vont", "sont",
	"van", "se env", "se reenv", "llegan", "gehen", "gaan naar", "vão para"}

// digits are the digits a printed number has.
var digits = []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// definitionOrder runs the checks that read a definition as a whole and
// returns the first order one finds; open are the checks whose lists
// joined holds (see definitionGates), and spans where their sentence
// lists stand together. It runs only when no sentence of the definition's
// texts holds a directive. A sentence already excused is passed over, so
// the checks after it are still read.
func (d *directiveRule) definitionOrder(joined string, open gatesOpen, spans gateSpans, tc *toolContext, verbs map[string]Category, excused []string) (string, bool) {
	if d.probe != nil {
		d.probe(joined, tc, verbs)
	}
	for i := range definitionChecks {
		c := &definitionChecks[i]
		if !open.has(i) && (c.orIf == nil || !c.orIf(tc)) {
			continue
		}
		in := everySentence
		if open.has(i) && c.sentence != nil {
			in = spans.reader(i)
		}
		if sent, ok := c.call(d, joined, in, tc, verbs); ok && !slices.Contains(excused, sent) {
			return sent, true
		}
	}
	return "", false
}
