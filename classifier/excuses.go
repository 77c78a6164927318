package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A pattern rule's match is sometimes an honest shape its pattern cannot
// tell apart: a code generator's stamp in an HTML comment, an SSH tool
// naming its key files. Each rule's excuses are here, by rule id, so the
// scan that runs every rule asks one table instead of carrying each case.

// excuseContext is what an excuse may look at: the field matched, where,
// and, for a tool's definition, its subject words and context.
type excuseContext struct {
	f       textField
	loc     []int // the first match
	topics  *lazyTopics
	tool    *toolContext // nil for texts that are not a tool's
	forTool bool         // the text is a tool's definition
	// verbs are the ruleset's verbs, for an excuse that must see that a
	// short text orders nothing.
	verbs map[string]Category
	// decoded says the text is a decoded reading of an encoded one.
	decoded bool
}

// findingExcuses reports, by rule id, whether a match is an honest shape.
var findingExcuses = map[string]func(excuseContext) bool{
	// An SSH or cloud tool names the files it reads, and a tool the
	// credential file of the program it says it works on; the directive
	// check still reads the sentence.
	// A checker that lists what it looks for ("flags instructions to
	// read ~/.ssh") or quotes a line it found names the request it
	// reports, not one it makes; so does a sample input of a checker
	// that runs none, and a checked text's request it reports ("reports
	// descriptions that ask to read ~/.ssh/id_rsa"). A tool that names
	// the file its listing is read from and masks its secrets. A public
	// key (.pub), with no private one or outside address beside it. The
	// topic of a training exercise (see practiceTopic).
	"poison.sensitive_path": func(c excuseContext) bool {
		return c.forTool && c.tool != nil && c.tool.credentials() ||
			checkerExample(c) || quotedFinding(c) || forbiddenAct(c.f.lower, c.loc) || ownProgramFile(c) || checkerFinding(c) || checkedInput(c) ||
			reportedRequestMatch(c) || reportedListItem(c) || ownSourceFile(c) || publicKeyPath(c) || pickedEntryExcused(c) || practiceTopic(c) || programReadsFile(c) ||
			secretKeptFromContext(c)
	},
	// An address given as an example of what the user sets
	// (e.g. 1234@bcc.crm.com).
	// A change the user asks for ("when the user asks to change how the
	// agent works") is the user's own, not one planted for other tools.
	// A help desk's note for its human agents. A check of which account
	// is active, made before a change.
	"poison.shadowing": func(c excuseContext) bool {
		return exampleLead.MatchString(c.f.lower[max(0, c.loc[0]-40):c.loc[0]]) ||
			userAskedChange.MatchString(c.f.lower[c.loc[0]:]) || ownAccountChange(c) || siblingLifecycle(c) ||
			deskAgentsLabel(c) || accountQuestion(c) || ownActOpens(c)
	},
	// A server pointing the model to its own usage guide ("fetch the
	// resource postman://instructions from this server and follow the
	// instructions contained within"): what it serves is read as its
	// tools are. Fetched pages, mail and outside addresses stay flagged.
	// An act forbidden unless the user is asked ("don't retry without
	// asking the user") guards the user's say rather than skipping it.
	// An injection classifier's example input is what it scores, and a
	// checker's example what it finds. A control's label, quoted, names
	// what the user clicks; a kind of attack listed, what a checker finds.
	// A tool that types input says how its own keys arrive. A sample of
	// what fetched content may hold, quoted in a warning not to obey it.
	// A security tool's example input, wherever the words stand in it,
	// and a prompt test's quoted input. A prompt tool's parameter that
	// replaces the prompt of the agent it runs, for one run, and a bot
	// configuration's switch that replaces the bot's prompt. A guard
	// rule quoting the override as what someone else may write, or
	// naming it so and refusing it. A detector named for the attack it
	// finds. A prompt tool's quoted sample of the lines the prompts it
	// diffs or keeps hold. The topic of a training exercise (see
	// practiceTopic). A password prompt a stored login leaves out.
	"poison.override": func(c excuseContext) bool {
		return ownGuideExcused(c) || forbiddenWithoutUser(c) || exampleInput(c) || switchDescribed(c) || contentExample(c) || explainedCommand(c) ||
			checkerFinding(c) || quotedControlLabel(c) || kindListed(c) || simulatedInput(c) || warnedContent(c) || scoredMarkupSample(c) || evalTestInput(c) ||
			promptOverrideParam(c) || promptOverrideSwitch(c) || quotedUtterance(c) || guardedOverride(c) || detectorName(c) || promptLineSample(c) || practiceTopic(c) ||
			storedLoginUnprompted(c) || quotedKind(c) || userAllowedAct(c) || namedAttackKind(c)
	},
	// The override in other languages, in a security tool's example
	// input or a prompt test's quoted input.
	// A checker's quoted list of the phrases it finds, after an example's
	// lead, in any language.
	// The English noun phrase for an agent's whole prompt, in an English
	// sentence that asks nothing of it. A guard rule quoting the override
	// as what someone else may write, or naming it so and refusing it.
	// A remedy told to the user when a call fails. The history a
	// negated verb keeps out of a field.
	"poison.multilingual": func(c excuseContext) bool {
		return scoredMarkupSample(c) || evalTestInput(c) || quotedCheckerPhrase(c) || englishPromptNamed(c) || quotedUtterance(c) || guardedOverride(c) ||
			toldRemedy(c) || foreignForbidden(c) || consentRequired(c)
	},
	// A prompt tool's quoted example of the instructions it stores, or
	// the example value of its parameter for them.
	"poison.preference": func(c excuseContext) bool { return storedPromptExample(c) || storedPromptValue(c) },
	// Two things kept apart from each other ("some users keep work and
	// private calendars apart"), not one kept from the user.
	// A thing the user owns or trusts, named so in a relative clause.
	// A linter's quoted example of the text it reports.
	// A claim of a settled state held back until it is true ("do not tell
	// the user a price is final until …").
	// The unmasked form of a secret kept from the user's sight (see
	// maskedSecretKept). A checker's list of the acts it flags (see
	// listedCheckedAct). Privacy someone asked for, honoured (see
	// privacyRequested).
	"poison.secrecy": func(c excuseContext) bool {
		return keptApart(c) || trustedByUser(c) || quotedCheckerPhrase(c) || prematureClaimHeld(c) || maskedSecretKept(c) ||
			listedCheckedAct(c) || privacyRequested(c) || forbiddenReassurance(c) || keptFromThirdParty(c)
	},
	// A command shown to the user to run, not run by the model.
	// A remedy the error guidance itself forbids.
	"poison.fake_error": negatedRemedy,
	// A mail tool's sample of the preview line an inbox shows, hidden in
	// the opened mail by design.
	"poison.concealed":    func(c excuseContext) bool { return previewSample(c) || hiddenInCodeSpan(c) },
	"poison.install_lure": installExcused,
	"poison.command_lure": installExcused,
	// A code generator's stamp, a builder's stamp of the build a page came
	// from, or a mail renderer's conditional comment, not a hidden
	// message; a prompt format's own special token shown by a tool about
	// the format; a tag named by what it is ("flags hidden
	// <IMPORTANT> tags") or listed ("tags such as <A> or <B>") and never
	// closed, or an empty element of a sample document; a short comment
	// shown in parentheses after the word for comments; a comment of a
	// sample document a markup tool takes or lists; an element of a
	// sample document that holds one plain value; a comment in a
	// security tool's example input; a listed placeholder whose body is
	// elided; a template's double-brace slot named in a list of them; a
	// marker that opens or closes a block, beside its partner with the
	// same label. An emphasis block that holds only a disclaimer. A
	// custom element named alone, with no block around anything.
	"poison.hidden_tag": func(c excuseContext) bool {
		rest := c.f.lower[c.loc[0]:]
		return maskedPlaceholder(c.f.lower, c.loc[0]) || generatedMarkdownComment(rest) || strings.HasPrefix(rest, "<!--") && (generatorNote.MatchString(rest[4:]) || formatNote.MatchString(rest[4:]) && !layoutNoteOrder.MatchString(rest[4:min(len(rest), 120)]) || layoutNote.MatchString(rest[4:]) && !layoutNoteOrder.MatchString(rest[4:min(len(rest), 80)]) || conditionalComment.MatchString(rest[4:]) || buildStamp(rest)) ||
			shownFormatMarker(c) || tagMentioned(c.f.lower, c.loc) || tagListed(c.f.lower, c.loc) || tagEmpty(c.f.lower, c.loc) ||
			commentSample(c.f.lower, c.loc) || markupSample(c) || scalarElement(c.f.lower, c.loc) || scoredMarkupSample(c) ||
			tagExampleListed(c.f.lower, c.loc) || elidedElement(c.f.lower, c.loc) || placeholderSlot(c.f.lower, c.loc) ||
			regionMarker(c.f.lower, c.loc) || disclaimerBlock(c.f.lower, c.loc) || customTagAlone(c.f.lower, c.loc) || markdownLabelComment(c) ||
			commentInCodeSpan(c)
	},
	// A secret the user gives for the tool's own act ("signs in with
	// the credentials the user typed"), in a tool with a parameter for
	// it: the tool's input, not a secret carried elsewhere. What a switch
	// of the tool adds to its own output when the user sets it. An item
	// of what a reporter says it does not send, and what a switch of a
	// reporter adds to its own report. A secret the user typed as the
	// object of the tool's own opening verb. A checker's example of the
	// channel it flags (a secret as a subdomain). A switch asking whether
	// the product forwards the request's own credentials. The contents of
	// a public key file, the key a tool takes. A quotation named as a kind
	// of attack (see quotedKind). The name of a switch that is off unless
	// set (see switchNameOff). The opening sentence of a tool named for
	// routing the user's mail, saying what it sets up (see routingSetter).
	"poison.exfil_instruction": func(c excuseContext) bool {
		return c.forTool && ownSecretInput(c.f.lower, c.loc, paramsOf(c.tool)) || forbiddenAct(c.f.lower, c.loc) || switchEffect(c) || switchDescribed(c) ||
			negatedListItem(c.f.lower, c.loc) || reportSwitch(c) || typedSecretInput(c) || typedSecretField(c) || channelNamed(c) || forwardedCredentialsSwitch(c) ||
			publicKeyContents(c) || quotedKind(c) || switchNameOff(c) || routingSetter(c)
	},
	// A warning against the act ("the assistant must not pass the full
	// chat history"), read in its clause.
	// A checker showing what it finds after an example's lead, or
	// listing a kind of text by the request it makes.
	"poison.model_directed": func(c excuseContext) bool {
		return forbiddenAct(c.f.lower, c.loc) || checkerFinding(c) || reportedListItem(c)
	},
	// A parameter a tool honestly takes: a closed choice, a field of what
	// the tool is about, a key the tool has a use for, a template, the
	// conversation a tool named for one works on.
	"poison.exfil_param": func(c excuseContext) bool {
		if !c.forTool {
			return false
		}
		f, topics := c.f, c.topics.get()
		return f.closed || builtPromptParam(c) || toolSecretParam(c) || conversationInput(c) || captionInput(c) ||
			keyField.MatchString(f.lower) && (nestedField(f.path) || statedPurpose(f.about, topics)) ||
			topicWord(strings.Join(catalog.NameWords(f.text), " "), topics) ||
			honestKey(f.lower, f.about, topics, paramsOf(c.tool)) ||
			shapeParam.MatchString(strings.ToLower(f.about)) || memberCardParam(f.lower, f.about)
	},
}

// userAskedChange is a trigger that is the user's own request to make
// the change the match goes on to name: the user's verb governs it.
var userAskedChange = regexp.MustCompile(`^(when|whenever|if|once|each time|every time) (the |a |an )?((signed-in|logged-in|signed in|logged in|authenticated) )?(user|users|customer|customers|client|merchant|seller|member|account owner|owner|vendor|supplier|payee|they) (explicitly |themselves )?(asks?|requests?|wants?|chooses?|decides?|tells? you) (you )?to (change|replace|set|switch|update|edit)\b`)

// apartWord says that what is kept is kept separate from something else,
// and fromUser that it is kept from the person the model serves.
var (
	apartWord = regexp.MustCompile(`^[^.;:!?\n]{0,40}?\b(apart|separate|separated|separately|distinct|segregated|from each other|from one another)\b`)
	fromUser  = regexp.MustCompile(`\bfrom (the )?(user|users|human|them|customer|patient|client)s?\b`)
)

// keptApart: a "keep … private" whose clause goes on to say the things
// kept are kept apart (work and private calendars, personal and business
// expenses), and not from the user.
func keptApart(c excuseContext) bool {
	rest := c.f.lower[c.loc[1]:]
	m := apartWord.FindStringIndex(rest)
	return m != nil && !fromUser.MatchString(rest[:min(len(rest), m[1]+30)])
}

// installExcused: a command left to the user or shown as what the
// project's documentation gives, or the parts of one a detection rule
// names in separate string literals, or one a linter quotes after the
// verb that says it flags it, or one a checker's choice of checks names
// as what a check catches, or one a checker says the things it finds
// run, or one a guard says it refuses, or one whose installing is said
// to be the user's, or the install the tool's own first run needs.
func installExcused(c excuseContext) bool {
	if runByModel.MatchString(sentenceAt(c.f.lower, c.loc[0])) {
		// Run from the model's own shell tool: an order, whatever a
		// checker's subject or an example's lead around it.
		return false
	}
	return installLeftToUser(c.f.lower, c.loc) || installFromDocs(c.f.lower, c.loc) || installDocsAfter(c.f.lower, c.loc) || splitAcrossLiterals(c.f.lower, c.loc) ||
		checkerExample(c) || commandExample(c) || installLabelled(c) || quotedFinding(c) || checkedExample(c) || installOptionsListed(c) ||
		checkChoiceSample(c) || sampleLineExample(c) || foreignCheckerList(c) || detectedCommand(c) || refusedCommand(c) || parenthesisedExample(c) ||
		installUserPassive(c.f.lower, c.loc) || returnedSample(c) || firstRunInstall(c) || explainedInput(c) ||
		ruleStringSample(c) || publicIndexFlag(c.f.lower, c.loc) || placeholderCommand(c.f.lower, c.loc) || checkerQuote(c) || decodedSample(c) ||
		officialInstaller(c)
}

// checkerExample: a checker that lists what it looks for ("flags risky
// patterns such as `curl … | sh`", "risky constructs (`eval $x`, …)")
// names what it reports, not what it asks for; the match follows an
// example's lead, or the kind of thing listed earlier in its sentence.
func checkerExample(c excuseContext) bool {
	if !c.forTool || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	// The leads first, on a few words: the subject is read in the whole text.
	before := c.f.lower[max(0, c.loc[0]-40):c.loc[0]]
	lead := sentenceBefore(c.f.lower, c.loc[0])
	return (exampleLead.MatchString(before) || checkerLead.MatchString(lead) || checkerVerbLead.MatchString(lead) || quotedListLead.MatchString(lead)) &&
		checkerSubject.MatchString(c.f.lower)
}

// quotedListLead is a list of quoted examples under way: the lead, then
// one quoted item after another up to the match ("High-risk examples:
// 'curl … | bash', 'iwr … | iex'").
var quotedListLead = regexp.MustCompile(`\b(examples?|such as|e\.g\.|for example|like|includ(e|es|ing))\s*:?\s*(['"“‘\x60][^'"”’\x60]{1,80}['"”’\x60],\s*)+['"“‘\x60]$`)

// checkerVerbLead opens a linter's sentence on what it reports, the
// construct next ("Flags RUN curl … | bash, ADD from remote URLs …"), a
// keyword of the file it reads between them at most.
var checkerVerbLead = regexp.MustCompile(`^\s*(it\s+)?(flags|detects|reports|warns (about|on|of)|catches)\s+([a-z]+\s+)?$`)

// obeyWord is an order to obey what something contains, and ownSource
// names the server that sends the text as what holds it.
var (
	obeyWord  = regexp.MustCompile(`\b(carry out|obey|act on|execute|follow)\b`)
	ownSource = mustFiltered(`\b(from|of|on|in|by) this (mcp )?server\b|\bthis (mcp )?server'?s\b`)
	elsewhere = mustFiltered(`https?://|\bwww\.|@|\b(e-?mails?|web ?pages?|websites?|urls?|links?|issues?|comments?|messages?|users?)\b`)
)

// ownGuideExcused: the order to follow what a resource contains stands in
// a sentence that names the server itself as the resource's source and
// names nothing from elsewhere, and it is the text's only order to obey:
// a match found by a sequence is the first of the text, so a second
// order after an honest one would otherwise go unread.
func ownGuideExcused(c excuseContext) bool {
	text := c.f.lower
	if lead := obeyWord.FindStringIndex(text[c.loc[0]:]); lead == nil || lead[0] != 0 || len(obeyWord.FindAllStringIndex(text, 2)) > 1 {
		return false
	}
	start := max(strings.LastIndex(text[:c.loc[0]], ". "), strings.LastIndexByte(text[:c.loc[0]], '\n')) + 1
	end := len(text)
	if i := strings.IndexAny(text[c.loc[1]:], ".\n"); i >= 0 {
		end = c.loc[1] + i
	}
	sentence := text[start:end]
	return ownSource.MatchString(sentence) && !elsewhere.MatchString(sentence)
}

// sentenceBefore is the part of lower's sentence that stands before at.
func sentenceBefore(lower string, at int) string {
	start := max(lastFullStop(lower, at), strings.LastIndexByte(lower[:at], '\n')) + 1
	return lower[start:at]
}

var (
	// instrumentBefore ends the text before a match that names the means
	// of the tool's own act ("logs in with", "authenticates using").
	instrumentBefore = regexp.MustCompile(`\b(with|using|via)( the| their| your)?\s*$`)
	// secretOpening opens a match that names a secret.
	secretOpening = regexp.MustCompile(`^(passwords?|passphrases?|credentials?|tokens?|api keys?|secrets?|private keys?)\b`)
	// secretParam is a parameter named for a secret.
	secretParam = regexp.MustCompile(`^(password|passwd|passphrase|pass|pin|credentials?|secret|token|access_?token|api_?key|apikey|private_?key)$`)
)

// ownSecretInput reports whether the match at loc in lower names a secret
// as the means of the tool's own act, in a tool that takes that secret in
// a parameter of its own.
func ownSecretInput(lower string, loc []int, params []param) bool {
	if !secretOpening.MatchString(lower[loc[0]:]) || !instrumentBefore.MatchString(lower[max(0, loc[0]-20):loc[0]]) {
		return false
	}
	for _, p := range params {
		if secretParam.MatchString(p.lname) {
			return true
		}
	}
	return false
}
