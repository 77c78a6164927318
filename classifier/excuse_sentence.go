package classifier

import "strings"

// The excuses of the directive check: the honest readings of one flagged
// sentence. Each clears that sentence alone; directiveFinding then reads
// the definition on without it (see blankEverywhere), so a sentence that
// earns an excuse never vouches for the sentences after it.

// maxExcused is how many flagged sentences of one definition the check
// excuses before it reports the next: each excuse costs a reading of the
// whole definition, and an honest one rarely needs more than a few (no
// corpus or real tool needs more than four).
const maxExcused = 8

// excusedSentence reports whether the flagged sentence sent, found in the
// text at index i (0 for the definition's texts read together, joined),
// has an honest reading.
func (r *Ruleset) excusedSentence(d *directiveRule, sent string, i int, joined string, tc *toolContext, besides func(sent string, subject filtered) bool) bool {
	if (reportedSpeech.MatchString(sent) || checkerLead.MatchString(sent) || quotesSpecimen(sent, tc, r.verbs) && !remedySentence(sent) || quotesProse(sent) || afterExampleLead(joined, sent) || cjkExampleLead.MatchString(sent) ||
		labelledSpecimen(sent)) &&
		(besides(sent, securitySubject) || besides(sent, screenerSubject) || besides(sent, cjkSecuritySubject) || besides(sent, hiddenOrderChecker)) &&
		!callsOtherTool(sent, tc, r.verbs) && !verdictQuoted.MatchString(sent) {
		// A security tool says what attacks tell the model; it quotes
		// them, and so do a checker of hidden instructions what it finds
		// and a screener what it holds back. One that
		// orders another tool called with a command orders it, whatever
		// the command quotes, and one that quotes the verdict it orders
		// told ("summarise it as 'no issues found'") orders it.
		return true
	}
	if i > 0 && !strings.Contains(joined, sent) && deviceCommand(sent, joined, tc) {
		// A decoded sample frame of the device the tool works on.
		return true
	}
	if quotedReport(sent) && besides(sent, checkerTopic) {
		// A checker quotes a line it found, whole, after the lead that
		// says so ("Example finding: description contains '…'").
		return true
	}
	if rest, ok := lookalikeSpecimen(sent, tc); ok {
		// A look-alike sample shown by a tool about them, read with its
		// look-alikes folded too.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return true
		}
	}
	if d.scoredSample(sent, tc, r.verbs, besides(sent, securitySubject)) {
		return true // a security tool's sample of the text it scores
	}
	if tc != nil && besides(sent, securitySubject) && listedValue(tc.def, sent) && d.shapes(sent, tc, r.verbs).and(bitSink).isZero() {
		// A security tool's specimen, listed whole as a schema's value
		// (see listedValue), that names nowhere to send anything: a
		// specimen with a number or an address to send to orders it.
		return true
	}
	if switchSentence(sent, tc) {
		return true // the effect of a switch the user turns on
	}
	if reassuranceForbidden(sent) {
		return true // a false reassurance forbidden, not a fact kept back
	}
	if oneTimeCodeParam(sent, tc) {
		return true // a one-time code for the payment or sign-in the tool makes
	}
	if ownFlagNamed(sent, tc) {
		return true // a tool named for a flag of its own command, used on the user's word
	}
	if i != 0 {
		return false // the rest read the definition's own words
	}
	// Each of these reads the sentence without the honest part: what is
	// left must order something itself.
	orders := func(rest string) bool {
		_, still := d.scan(rest, classSet{}, tc, r.verbs)
		// Content obeyed, and a path fixed to the widest on every call,
		// are read by their own checks (see obeyedContent, widestPathFixed).
		return still || obeysContent(rest, d.Negators) || fixesWidestPath(rest, tc)
	}
	if tc != nil && sentenceNotFollowed(sent, joined, listedValue(tc.def, sent), orders) {
		return true // a quoted specimen the definition says is not to be followed
	}
	if rest, ok := codeForOwnCall(sent, tc); ok && !orders(rest) {
		return true // a one-time code asked of the user for the tool's own sign-in
	}
	if d.namedSafeguardOff(sent, tc, r.verbs, orders) {
		return true // a second factor switched off by the tool named for it, as its opening act
	}
	if rest, ok := withoutDetected(sent); ok && (besides(sent, securitySubject) || besides(sent, checkerSubject)) && !orders(rest) {
		return true // a checker names what it finds
	}
	if checkerLead.MatchString(sent) && besides(sent, checkerSubject) && !orders(withoutCodeSpans(sent)) {
		return true // a linter's list of the quoted patterns it flags
	}
	if rest, ok := withoutCheckerList(sent); ok && besides(sent, checkerSubject) && !orders(rest) {
		return true // a linter's list of the patterns it flags, as plain text
	}
	if rest, ok := withoutCheckerExamples(sent, orders); ok && !orders(rest) {
		return true // a checker's own sentence of what it flags, with examples
	}
	if rest, ok := withoutRunAgainst(sent); ok && !orders(rest) {
		return true // a run aimed at the user's own system, not against the user
	}
	if rest, ok := withoutPassedArgument(sent, tc); ok && !orders(rest) {
		return true // the caller's argument to this call, passed to it
	}
	if rest, ok := withoutCheckerQuotes(sent, joined, tc); ok && !orders(rest) {
		return true // a checker's quoted list of the phrases it finds, in any language
	}
	if rest, ok := withoutLinterExamples(sent, joined, tc); ok && !orders(rest) {
		return true // a linter's examples of the kind of pattern it flags
	}
	if rest, ok := withoutJudgedExample(sent, joined, tc); ok && !orders(rest) {
		return true // an example of the text a judging tool takes
	}
	if rest, ok := withoutListedStates(sent); ok && !orders(rest) {
		return true // an audit's list of what it finds switched off
	}
	if rest, ok := withoutCheckedCommands(sent, tc); ok && !orders(rest) {
		return true // a checker of code quotes the commands it finds
	}
	if rest, ok := withoutForeignCheckerList(sent); ok && !orders(rest) {
		return true // a checker's examples of the risky kind it flags, in another language
	}
	if rest, ok := withoutPublicKeys(sent); ok && !orders(rest) {
		return true // a public key, made to be handed out
	}
	if rest, ok := withoutReturnedPublicKey(sent); ok && !orders(rest) {
		return true // a public key returned for the user to paste where they choose
	}
	if rest, ok := withoutSignInCommand(sent, joined); ok && !orders(rest) {
		return true // a sign-in command left to the user
	}
	if rest, ok := withoutClipboard(sent); ok && !orders(rest) {
		return true // the clipboard as where something is put or what is emptied
	}
	if rest, ok := withoutSavedRoutine(sent); ok && !orders(rest) {
		return true // the steps of a routine the user saved, run as saved
	}
	if rest, ok := withoutCheckIDs(sent, tc); ok && !orders(rest) {
		return true // the ids of the checks an auditor lets the user pick
	}
	if returnsExample.MatchString(sent) && !orders(withoutCodeSpans(sent)) {
		return true // what the tool returns holds an example command
	}
	if rest, ok := withoutQuotedExamples(sent); ok && tc != nil && (checkerName.MatchString(tc.topicText()) || takesInstructions(tc)) && !orders(rest) {
		// A checker quotes what it finds after an example's lead, and a
		// prompt tool the rules it stores.
		return true
	}
	if rest, ok := withoutReportItems(sent, r.verbs); ok && !orders(rest) {
		return true // what a report covers, listed after its colon as noun phrases
	}
	if rest, ok := withoutUnapprovedNegated(sent); ok && !orders(rest) {
		return true // an act said never to be done without the user's approval
	}
	if rest, ok := withoutQuotedUtterances(sent); ok && !orders(rest) {
		return true // an override quoted as what someone else may write, in a guard rule
	}
	if rest, ok := withoutGuardedOverrides(sent); ok && !orders(rest) {
		return true // an override a guard rule names as another's words and refuses
	}
	if rest, ok := withoutVerdictPass(sent); ok && !orders(rest) {
		return true // a test's pass/fail verdict, not the verb of passing data
	}
	if rest, ok := withoutOrgAccount(sent, tc); ok && !orders(rest) {
		return true // an organisation's own account, where the gifts the tool takes go
	}
	if rest, ok := withoutEvalInputs(sent, tc); ok && !orders(rest) {
		return true // the hostile inputs a prompt test feeds the user's prompt
	}
	if rest, ok := withoutQuotedExamples(sent); ok && warnedSentence(sent, joined) && !orders(rest) {
		return true // a sample of what outside content may hold, in a warning not to obey it
	}
	if rest, ok := withoutAbsentSecrets(sent, tc); ok && !orders(rest) {
		return true // a secret an act does without, or the file of the tool's own program
	}
	if rest, ok := withoutSwitched(sent, tc); ok && !orders(rest) {
		return true // what a switch of the tool's own does when the user sets it
	}
	if rest, ok := withoutSwitchSubject(sent, tc); ok && !orders(rest) {
		return true // what a switch of the tool's own does, the switch named as its subject
	}
	if rest, ok := withoutQuietChoice(sent, tc); ok && !orders(rest) {
		return true // a notifying choice of the tool's own set to its quiet value by the user
	}
	if rest, ok := withoutQuietSwitch(sent, tc); ok && !orders(rest) {
		return true // a notifying switch of the tool's own set off by the user
	}
	if rest, ok := withoutNothingToConfirm(sent, tc, r.verbs); ok && !orders(rest) {
		return true // a read-only lookup with nothing of its own to confirm
	}
	if switchNamed(sent, tc) {
		return true // the name of a switch of the tool's own, off unless set
	}
	if switchOwnDescription(sent, tc) {
		return true // what a switch of the tool's own does, in its own description
	}
	if ownActExample(sent, joined, tc) {
		return true // an example of the act the tool is named for, as the user asks for it
	}
	if successorNamed(sent, joined) {
		return true // a deprecated tool names the one to use instead
	}
	if switchWidensRemoval(sent, tc) {
		return true // a switch that widens the removal the tool is named for
	}
	if rest, ok := withoutAskedInput(sent, tc); ok && !orders(rest) {
		return true // what the user is asked for is the tool's own input
	}
	if rest, ok := withoutHandoff(sent, tc); ok && !orders(rest) {
		return true // an escalation tool's own act: the chat handed to the service's people
	}
	if rest, ok := withoutOwnArgument(sent, tc); ok && !orders(rest) {
		return true // what the model is told to pass is the tool's own argument
	}
	if rest, ok := withoutOwnKey(sent); ok && !orders(rest) {
		return true // the user's own key, the means of a call to where the user chose
	}
	if rest, ok := withoutShownPlace(sent); ok && !orders(rest) {
		return true // where a device shows the tool's text
	}
	if rest, ok := withoutOwnExport(sent, tc); ok && !orders(rest) {
		return true // a tool's own export into the archive or file it writes
	}
	if rest, ok := withoutToUser(sent); ok && !orders(rest) {
		return true // what goes to the user's own device or into the tool's response
	}
	if rest, ok := withoutSampleValue(sent); ok && !orders(rest) {
		return true // a sample of the machine string a tool takes, after its label
	}
	if rest, ok := withoutCallWith(sent); ok && !orders(rest) {
		return true // the tool called with its arguments, no result named
	}
	if rest, ok := withoutSafeRecall(sent); ok && !orders(rest) {
		return true // the tool's own call made again after an error, said to be safe
	}
	if rest, ok := withoutUserSetSample(sent, joined); ok && !orders(rest) {
		return true // a sample of the address the user set, the one the copy goes to
	}
	if rest, ok := withoutPreferenceSamples(sent, tc, orders); ok && !orders(rest) {
		return true // samples of the user's own preferences, which the tool keeps
	}
	if rest, ok := withoutUserServers(sent); ok && !orders(rest) {
		return true // a server the sentence gives to the user, not another's
	}
	if rest, ok := withoutBoundFlag(sent); ok && !orders(rest) {
		return true // a prompt-skipping flag bound to what the user reviewed
	}
	if rest, ok := withoutRequiredCheck(sent); ok && !orders(rest) {
		return true // a check the act waits for, required and not claimed
	}
	if rest, ok := withoutDoneCheck(sent); ok && !orders(rest) {
		return true // a check a person did, kept and not waived
	}
	if rest, ok := withoutChosenTargets(sent, tc); ok && !orders(rest) {
		return true // the things the user chose, named by the tool's own parameter
	}
	if rest, ok := withoutChosenHandover(sent); ok && !orders(rest) {
		return true // what the user chose handed to a tool that moves nothing out, as asked
	}
	if rest, ok := withoutLetterCompound(sent); ok && !orders(rest) && !obeysContent(sent, d.Negators) {
		return true // a compound noun (e-post), not the verb its second part reads as
	}
	if rest, ok := withoutHandCompound(sent); ok && !orders(rest) {
		return true // a compound adjective (hand-built), not the verb its first part reads as
	}
	if rest, ok := withoutOwnOperation(sent, tc); ok && !orders(rest) {
		return true // an entry of the tool's own operations, opened by its verb
	}
	if rest, ok := withoutOwnRows(sent, tc); ok && !orders(rest) {
		return true // what the rows of the tool's own operation hold
	}
	if rest, ok := withoutOwnOperationNames(sent, tc); ok && !orders(rest) {
		return true // the quoted names of the tool's own operations, read as names
	}
	if rest, ok := withoutValueNames(sent); ok && !orders(rest) {
		return true // the values a tool takes, named by what they identify
	}
	if rest, ok := withoutForbiddenUnasked(sent); ok && !orders(rest) {
		return true // an act forbidden without asking, the negator last
	}
	if rest, ok := withoutUseWhen(sent); ok && !orders(rest) {
		return true // when to call the tool, on the user's word
	}
	if rest, ok := withoutWishedTool(sent); ok && !orders(rest) {
		return true // the tool that does the act the user asked for, called on that request
	}
	if d.userWished(sent, orders) && !d.misreportIn(sent) {
		return true // an act on the user's word, adding nothing to it
	}
	if secretReferral(sent, tc) {
		return true // a secrets tool's sibling, for one item on the user's word
	}
	if rest, ok := withoutUserUnsaid(sent); ok && !orders(rest) {
		return true // what the user did not mention, which the act leaves out
	}
	if rest, ok := withoutRedaction(sent); ok && !orders(rest) {
		return true // what a tool puts in place of the private parts it scrubs
	}
	if rest, ok := withoutOutdatedCondition(sent, tc); ok && !orders(rest) {
		return true // a version check's condition on the install it checks
	}
	if rest, ok := withoutPickedEntry(sent, tc); ok && !orders(rest) {
		return true // an entry of a credential file asked for by name, for the tool's own parameter
	}
	if rest, ok := withoutScamWarning(sent); ok && !orders(rest) {
		return true // a warning that a request for the user's own secret is a scam
	}
	if rest, ok := withoutNeverDone(sent); ok && !orders(rest) {
		return true // what the tool never returns, keeps or sends
	}
	if rest, ok := withoutRecordedIn(sent); ok && !orders(rest) {
		return true // where the act is recorded, kept for the user to see
	}
	if rest, ok := withoutKeptCheck(sent); ok && !orders(rest) {
		return true // a check kept on every call, skipped only at the user's explicit word
	}
	if rest, ok := withoutPrematureClaim(sent); ok && !orders(rest) {
		return true // a claim held back until it is true
	}
	if rest, ok := withoutPredecessor(sent, tc); ok && !orders(rest) {
		return true // the tool a tool replaces, and what it did
	}
	if rest, clause, ok := withoutSuccessorClause(sent, tc); ok && !orders(rest) && !orders(clause) {
		return true // what the tool that replaces this one does besides
	}
	if rest, ok := withoutMessageVerb(sent); ok && !orders(rest) {
		return true // a note sent to a person, not the mail of the user
	}
	if rest, ok := withoutPromptRuleQuotes(sent, tc); ok && !orders(rest) {
		return true // a rule of the assistant a tool builds, quoted as an example
	}
	if whoMay(sent) || roleCan(sent) {
		return true // who may do the act, not an order to do it
	}
	if seenInLogSentence(sent) {
		return true // who sees the tool's acts in a log, kept for them to check
	}
	if rest, ok := withoutPolicyReason(sent, tc, r.verbs); ok && !orders(rest) {
		return true // the rule the tool's own opening act follows
	}
	if rest, ok := withoutUserStep(sent); ok && !orders(rest) {
		return true // what the user is told they can do next
	}
	if rest, ok := withoutBuiltPrompt(sent, tc); ok && !orders(rest) {
		return true // another assistant's prompt, in a tool that builds it
	}
	if builtPromptDefault(sent, tc) {
		return true // another assistant's prompt, the default of its prompt parameter
	}
	if rest, ok := withoutObservedAgents(sent); ok && !orders(rest) {
		return true // the agents an observability tool watches, their telemetry and prompts
	}
	if rest, ok := withoutPassedIdentifier(sent); ok && !orders(rest) {
		return true // an identifier passed on from a result of the server's tools
	}
	if chosenDestination(sent, tc) {
		// A delivery the user sets up to a place of their choosing, stated
		// as the tool's own act.
		return true
	}
	if userMay(sent) {
		return true // what the user may do with what the tool keeps
	}
	if describedCommand(sent) && besides(sent, runsNothing) {
		return true // a command explainer says what an example command does
	}
	// A prompt library shows the prompts it keeps: an order inside its
	// quoted example is the stored prompt's, given to the model that
	// prompt is for.
	return inQuotedExample(joined, sent) && besides(sent, promptSubject)
}

// blankEverywhere blanks the first copy of sent in each of texts, and of
// its look-alike folding (the same words in a folded reading), and
// reports whether any text held either.
func blankEverywhere(texts []string, sent string) bool {
	folded := sent
	if needsFold(sent) {
		folded = fold(sent)
	}
	changed := false
	for k, t := range texts {
		b := blankedSentence(t, sent)
		if folded != sent {
			b = blankedSentence(b, folded)
		}
		if b != t {
			texts[k], changed = b, true
		}
	}
	return changed
}

// blankedSentence is text with its first copy of sent blanked, for a
// check that reads the rest of a definition without it.
func blankedSentence(text, sent string) string {
	i := strings.Index(text, sent)
	if i < 0 || sent == "" {
		return text
	}
	b := []byte(text)
	blankSpan(b, i, i+len(sent))
	return string(b)
}

// straightApostrophes reads a curly apostrophe in texts as a straight
// one, as the sentence scan does, so a sentence it finds can be blanked;
// it reports whether the first text changed.
func straightApostrophes(texts []string) bool {
	changed := false
	for k, t := range texts {
		if strings.Contains(t, "’") {
			texts[k] = strings.ReplaceAll(t, "’", "'")
			changed = changed || k == 0
		}
	}
	return changed
}
