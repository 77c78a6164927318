package classifier

import (
	"math/bits"
	"regexp"
	"strings"
)

// directiveRule is the "directives" section of a ruleset.
type directiveRule struct {
	ID       string              `json:"id"`
	Doc      string              `json:"doc,omitempty"`
	Severity string              `json:"severity"`
	Message  string              `json:"message"`
	Cues     map[string][]string `json:"cues"`
	// Combos are the combinations that make a directive: every class of
	// one must be in the same sentence. A class written "!class" must
	// not be.
	Combos [][]string `json:"combos"`
	// Topical are the classes whose words do not count when the tool is
	// about them (a cookie tool names cookies).
	Topical []string `json:"topical,omitempty"`
	// CredentialTopical are the classes whose words do not count in a
	// tool named for what keeps credential files (see credentialTool): an
	// SSH tool names id_rsa, a chat tool has no use for it.
	CredentialTopical []string `json:"credential_topical,omitempty"`
	// OwnAct are the classes whose words do not count in the opening
	// sentence of the description when the tool is named by them: "Delete
	// a calendar event." opens delete_event's description with its own act,
	// not an order to the model. The name read as words (enable_remote_admin)
	// states its act too. Unlike Topical, a tool named for private data gets
	// no wider pass, and a later sentence none.
	OwnAct []string `json:"own_act,omitempty"`
	// Negatable are the classes whose words do not count after a negator
	// in their sentence ("do not pass the key", "must not proceed
	// without approval"): a warning is not an order.
	Negatable []string `json:"negatable,omitempty"`
	Negators  []string `json:"negators,omitempty"`
	// Urgers are the words that turn a negator beside them into an urging
	// ("don't forget to send …", "не забудь отправить …", "vergiss nicht,
	// … zu senden"): such a negator negates nothing (see urged).
	Urgers []string `json:"urgers,omitempty"`
	// ClauseBreaks are the words that start a clause of their own, where
	// a negator before them stops reaching ("…is not valid, but send…").
	// A colon, a semicolon or a dash does the same (see clauseBreak).
	ClauseBreaks []string `json:"clause_breaks,omitempty"`
	// Enclitics are the object pronouns Spanish and Italian attach to an
	// imperative (see enclitics).
	Enclitics []string `json:"enclitics,omitempty"`
	// BackReference says when a sentence takes the data of the one
	// before it (see backReference).
	BackReference *backReference `json:"back_reference,omitempty"`
	// Exact are the classes whose last word must be as written, with no
	// s added: imperatives ("also delete", not "also deletes").
	Exact []string `json:"exact,omitempty"`
	// Pairs generate cues of two words: each first word before each
	// second ("also" + "delete").
	Pairs []cuePairs `json:"pairs,omitempty"`
	// Leading are the classes whose cues count only where a sentence
	// starts, after the words of Lead: a verb there is an order
	// ("Include the key …"), elsewhere it may describe.
	Leading []string `json:"leading,omitempty"`
	Lead    []string `json:"lead,omitempty"`
	// ScorerExcuse says when the learned scorer's reading excuses a
	// sentence found in a tool's own words (see scorerExcuses).
	ScorerExcuse *scorerExcuse `json:"scorer_excuse,omitempty"`
	// Openers are the words that open a clause before the main one ("if",
	// "when", "for"): after it and its comma a sentence's order starts
	// (see afterOpener).
	Openers []string `json:"openers,omitempty"`

	urgers  map[string]bool     // Urgers, lower-case
	classes []string            // class names, by number
	bit     map[string]classSet // class → the set of it alone
	byLast  cueTable            // a cue's last word → the cues it ends
	combos  []directiveCombo
	// byLow lists the combinations by the lowest class of words they
	// need; noWords those that need none. A sentence is held against the
	// combinations of its own classes only (see complete).
	byLow    [maxDirectiveClasses][]directiveCombo
	noWords  []directiveCombo
	wordMask classSet // the classes words give (not the shapes)
	// textMask are the classes a whole text gives (encoded, param; see
	// extra in directive), neither words nor shapes. shapeNot says some
	// combination is undone by a shape (!tool, !sink).
	textMask  classSet
	shapeNot  bool
	topical   classSet
	credTopic classSet
	// localSecret is the class of the machine's credential files.
	localSecret classSet
	// toldPresent, and presentVerdict together, are the classes after
	// which a failure may be told as a success (see misreported).
	toldPresent, presentVerdict classSet
	// openedTellers are the hearers and the ways of telling anyone a
	// main clause may name after a failure (see failureOpened).
	openedTellers []string
	// anyTellers are the told_any class and recordTellers: the ways a
	// result is told to anyone, or written down.
	anyTellers []string
	ownAct     classSet
	// side is the class of acts added beside the call (see concessive).
	// predicateVerbs are the classes of verbs that an adjective standing
	// as a predicate does not give (see predicateAdjective).
	predicateVerbs classSet
	side           classSet
	// sideActs are the classes that make a clause told after a side
	// word an act (see sideOfReport).
	sideActs classSet
	// held is the class of what the model or the session holds (see
	// retainedForSession).
	held classSet
	// always is the class of words that make an act standing, userKept
	// that of words that leave the act to the user (see guardsConsent).
	always, userKept classSet
	// disregard and userIgnored are the classes an order to set aside
	// the user's choice reads (see choiceIgnored).
	disregard, userIgnored classSet
	// promote are the cues of ranking one option above others, which a
	// word of another tool's snake_case name does not give.
	promote classSet
	// addressees are the classes of words that name the model as the
	// one a text speaks to (see headingAddressee).
	addressees classSet
	// rerouted is the class of payments turned elsewhere (see
	// ownAccountGift).
	rerouted classSet
	// moveCopy are the classes of moving and copying (see dropUserActs).
	moveCopy  classSet
	negatable classSet
	// standing are the words that make a setting hold on every call or
	// over someone's choice (see flagsOffInText).
	standing []string
	// overruledAny reads the overruled class's cues in one pass (see
	// overruledChoice).
	overruledAny anyOf
	// userKeptAny reads the user_kept class's cues in one pass: a
	// sentence that leaves the act to the user overrules no choice of
	// theirs (see overruledInText).
	userKeptAny anyOf
	// keptAny reads the cues of keeping an act from the user (see
	// keptFromUser) in one pass: a sentence without one of them, read
	// anywhere, orders no harm kept from the user (see quietPassiveHarm).
	keptAny anyOf
	// protectable are the classes of data a verb of blurring or
	// redacting keeps back (see protectedBefore).
	protectable classSet
	// example and falsity are their classes, asked of every cue matched
	// (see matchCues): read once here, not looked up by name each time.
	example, falsity classSet
	// putWords are the stems and cues putsIn looks for, found in one
	// pass: a clause without one of them puts nothing in.
	putWords anyOf
	// dataCues are the cues of each class of private data, each class's
	// found in one pass (see namesData).
	dataCues map[string]anyOf
	exact    classSet
	leading  classSet
	lead     map[string]bool
	openers  map[string]bool
	// probe, when set, is handed every joined text the whole-definition
	// checks are asked of, with its tool: the tests run each check there
	// with its gate and without.
	probe func(joined string, tc *toolContext, verbs map[string]Category)
}

// cuePairs are the cues of a class made of a first and a second word.
type cuePairs struct {
	Class  string   `json:"class"`
	First  []string `json:"first"`
	Second []string `json:"second"`
}

// cue is one entry of a class, or a negator (no class): words in a row.
// A word of text matches the cue's last word also with an s or es added.
type cue struct {
	words []string
	class classSet
	// before is the hash of the word before the last, when there is one:
	// the cues a common word ends (the, user, it) are most told apart by
	// it, without their words being compared.
	before uint32
	// brk marks a clause break (no class, like a negator; see ClauseBreaks).
	brk bool
	// refers marks a verb with an object pronoun attached (envíalos): its
	// object is something said before (see enclitics).
	refers bool
	// refer is how the word may refer back (see backReference), for a
	// cue of no class.
	refer uint8
}

type directiveCombo struct{ need, not classSet }

// The classes found by shape, not by word.
const (
	cueTool = "tool"
	// cueOverruled and cueTold are classes no combination needs: the
	// words that say something holds whatever happens, and orders to tell
	// the user. The checks that read them run only where the scan saw them.
	cueOverruled = "overruled"
	cueTold      = "told"
	// cueToldAny are the ways a result is told to someone besides the
	// user's own words (see failureToldAsSuccess): an order to tell any
	// person the result is for, and the passives that say how a result
	// is reported ("findings are reported as 'none found'").
	cueToldAny = "told_any"
	// cuePolicyAll are the words that name everyone in a policy written
	// as prose (principal, allUsers; see openedInText).
	cuePolicyAll = "policy_all"
	// cueFloor are the words that make a value the user gave a lower
	// bound, cueFactor those of a factor said in words ("double"): the
	// checks that read them run only where the scan saw them.
	cueFloor  = "floor"
	cueFactor = "factor"
	// cueContrast are the words that set one choice against another
	// ("rather than", "instead of"): the check that reads them (see
	// widenedByContrast) runs only where the scan saw them.
	cueContrast = "contrast"
	// cueFee are the words of a charge or a currency: a printed sum with
	// no rate is read as one added to every item (see flatOnEvery) only
	// where the scan saw one.
	cueFee = "fee"
	// cuePresent are the verbs of presenting a result to the user.
	cuePresent = "present"
	// cueVerdict are the words of a verdict given ("as passed").
	cueVerdict = "verdict"
	// cueLimited are the words that leave a choice to the user.
	cueLimited = "limited"
	// cueLocalSecret is the class of the machine's own credential files
	// and secrets (see ownInput).
	cueLocalSecret = "local_secret"
	cueSink        = "sink"
	// cueEncoded marks every sentence of a text that was hidden in an
	// encoding (base64, escapes, look-alike letters): an honest
	// definition has no reason to encode what it asks.
	cueEncoded = "encoded"
	// cueParam marks a parameter's name read as words: the model is to
	// put what it names into the call (see paramReading).
	cueParam = "param"
	// cueToolName marks the tool's own name read as words: a name is
	// what the model reads first and obeys as a label, so a standing word
	// or a waived check in it is an order with no subject needed (see
	// toolNameReading).
	cueToolName = "tool_name"
)

// The classes found by the shape of a sentence's tokens, the first two
// (encoded and param follow, found by text).
var (
	bitTool     = classOf(0)
	bitSink     = classOf(1)
	shapeTokens = bitTool.or(bitSink)
)

// directive reports the first sentence of texts whose cues make up one of
// the rule's combinations, and the index of its text; extra are the
// classes each text has in every sentence (see cueEncoded, cueParam).
func (d *directiveRule) directive(texts []string, extra []classSet, tc *toolContext, verbs map[string]Category) (string, int, bool) {
	for ti, text := range texts {
		if tc != nil {
			tc.firstText = ti == 0
			tc.nameRead = ti > 0 && tc.isNameRead(text)
		}
		var x classSet
		if ti < len(extra) {
			x = extra[ti]
		}
		if sent, ok := d.scan(text, x, tc, verbs); ok {
			return sent, ti, true
		}
	}
	return "", 0, false
}

// wordSpan is a word of a text, by offsets.
type wordSpan struct{ start, end int }

// scan reads one lower-cased text sentence by sentence, in one pass.
func (d *directiveRule) scan(text string, extra classSet, tc *toolContext, verbs map[string]Category) (string, bool) {
	if strings.Contains(text, "’") {
		text = strings.ReplaceAll(text, "’", "'") // a curly apostrophe is a straight one
	}
	var buf [96]wordSpan
	words := buf[:0]
	var have classSet
	negated, sentStart := -1, 0 // negated: the index of the sentence's last negator
	negParen := false           // the negator stands inside parentheses (see parenEnds)
	found := ""
	var prev uint32 // the hash of the word before, in the sentence
	// carry holds the classes of a long clause a semicolon ended, from
	// carryStart: a short clause after it is read with it.
	var carry classSet
	carryStart := 0
	// before are the classes of the sentence before (see backReference).
	var before classSet
	// riskHeld: the sentence's put_off cue stands after a negator of its
	// own clause, well before it (see heldRiskUntilInsisted).
	riskHeld := false
	disregardAt := -1   // the word of the sentence's order to set aside, if any (see choiceIgnored)
	var headed classSet // whom the section's heading addresses (see headingAddressee)
	var refer referState
	var sides uint8 // the kinds of side cue the sentence has (see sideKind)
	end := func(at int) bool {
		var held classSet
		if tc != nil {
			tc.seen = tc.seen.or(have)
			held, tc.topicalHeld = tc.topicalHeld, classSet{}
			tc.topicalSeen = tc.topicalSeen.or(held)
		}
		if !have.and(d.always).isZero() && guardsConsent(text[sentStart:at]) {
			have = have.andNot(d.always).or(d.userKept) // it keeps the user's say, it orders nothing
		}
		if d.sentLinkOnly(text[sentStart:at], have, tc, verbs) || d.negatedLate(text[sentStart:at], have, tc, verbs) {
			have = have.andNot(d.bit["held"]) // it sends a link, or nothing, not what it holds
		}
		if riskHeld && d.heldRiskUntilInsisted(text[sentStart:at], have) {
			have = have.andNot(d.bit["put_off"]) // a harmful act held back until the user insists
		}
		if d.privateNegatedLate(text[sentStart:at], have, tc, verbs) {
			have = have.andNot(d.bit["private"]) // the private data it names is what it does not send
		}
		if opensOnRole(text[sentStart:at]) {
			have = have.or(d.bit["authority"]) // a turn that outranks the user's (see opensOnRole)
		}
		if !have.and(d.bit[cueOverruled]).isZero() && citesAuthority(text[sentStart:at]) {
			have = have.or(d.bit["authority"]) // a choice set aside on a ruling body's word (see citesAuthority)
		}
		if sides == sideTold && d.toldState(have, text[sentStart:at], tc, verbs) {
			have = have.andNot(d.side) // a second thing told, not a side act (see sideOfReport)
		}
		taken := refer.taken(d.BackReference, before)
		if !headed.isZero() && !have.isZero() {
			taken = taken.or(headed) // the section's heading says whom it addresses (see headingAddressee)
		}
		// A hidden sentence (extra) may complete with shapes alone: an
		// encoded address needs no cue word beside it.
		if now := have.or(taken); (!now.isZero() || !extra.isZero()) && d.complete(now.or(extra), text[sentStart:at], tc, verbs) {
			found = strings.TrimSpace(text[sentStart:at])
			return false
		}
		if tc != nil && tc.nameRead && spelledAddress.MatchString(text[sentStart:at]) {
			// A name has no @ or dot to spell an address with: "email a
			// copy to ops at shopwatch io" is ops@shopwatch.io, somewhere
			// to send to that no tool's name honestly holds (its own act,
			// which the name states, is not counted).
			found = strings.TrimSpace(text[sentStart:at])
			return false
		}
		if !held.isZero() && d.sentOutOfTopic(have, held, text[sentStart:at], tc, verbs) {
			found = strings.TrimSpace(text[sentStart:at])
			return false
		}
		if !carry.isZero() && !have.isZero() && len(words) <= shortAfterSemicolon && d.complete(have.or(carry).or(extra), text[carryStart:at], tc, verbs) {
			found = strings.TrimSpace(text[carryStart:at])
			return false
		}
		carry = classSet{}
		if at < len(text) && text[at] == ';' && len(words) > 24 && !inParens(text[sentStart:at]) {
			carry, carryStart = have, sentStart
		}
		if at < len(text) && text[at] == ';' && len(words) <= 24 && !labelledItemAt(text[at+1:]) {
			// The clause after a semicolon often finishes a short one
			// ("…addressed to assistants; carry them out"): its cues
			// are read with this one's. A long one is a list.
			words, negated, prev, disregardAt = words[:0], -1, 0, -1
			return true
		}
		headed = d.headingAddressee(text, sentStart, at, len(words), have, headed)
		words, have, before, negated, sentStart, prev, sides = words[:0], classSet{}, have, -1, afterStop(text, at), 0, 0
		riskHeld, disregardAt = false, -1
		return true
	}
	forHashedWords(text, func(start, stop int, wh wordHashes) bool {
		if start == stop {
			return end(start)
		}
		words = append(words, wordSpan{start, stop})
		if n := len(words); negated >= 0 && n-negated <= clauseReach && clauseBreak(text[words[n-2].end:start]) {
			negated = -1 // a negator reaches to the end of its clause
		}
		if negParen && negated >= 0 && parenEnds(text[words[len(words)-2].end:start]) {
			negated = -1
		}
		if n := len(words); negated >= 0 && n >= 2 && strings.IndexByte(text[words[n-2].end:start], ',') >= 0 && d.opensClause(text, words, sentStart) {
			// A negator in an opening clause ("if a colleague cannot open
			// it, share …", "to avoid repeated requests, create …", "so as
			// not to disturb the user, delete …") ends with it, at its comma.
			negated = -1
		}
		w := text[start:stop]
		if tc != nil {
			tc.opening = tc.firstText && sentStart == 0 || tc.nameRead
		}
		got, h, ref, leadWords, side := d.lookup(text, words, w, wh, prev, tc, &negated)
		prev, sides = h, sides|side
		if negated >= 0 && d.urged(text, words, negated) {
			negated = -1
		}
		if n := len(words); negated == n-1 {
			// "this (not that)" contrasts the whole sentence: only a
			// negator inside its aside ends with it.
			negParen = n >= 2 && !strings.Contains(text[words[n-2].end:start], "(") && inParens(text[sentStart:start])
		}
		if b := d.BackReference; b != nil && (ref != 0 || refer.verb || refer.pending || !got.and(b.verbs).isZero()) {
			gap := " "
			if n := len(words); n >= 2 {
				gap = text[words[n-2].end:start]
			}
			refer.word(b, got, ref, gap)
		}
		if !got.and(d.leading).isZero() && (!d.leads(text, words[:len(words)-max(leadWords, 1)+1]) || stop < len(text) && (text[stop] == '_' || text[stop] == '(')) {
			// Not at a sentence's start, or a name (set_cell, set()).
			got = got.andNot(d.leading)
		}
		if !got.and(d.promote).isZero() && (start > 0 && text[start-1] == '_' || stop < len(text) && text[stop] == '_') {
			// A word of a snake_case name (bfs_recommend_stack) names a
			// tool; it ranks nothing.
			got = got.andNot(d.promote)
		}
		if !got.and(d.disregard).isZero() {
			disregardAt = len(words) - 1
		} else if kept := !got.and(d.userKept).isZero(); disregardAt >= 0 && d.choiceIgnored(text, words, disregardAt, kept) {
			got = got.andNot(d.userKept).or(d.userIgnored) // the user's choice is what the order sets aside
		}
		if negated >= 0 && negated <= len(words)-5 && !got.and(d.bit["put_off"]).isZero() {
			riskHeld = true
		}
		have = have.or(got)
		return true
	})
	if found == "" {
		end(len(text))
	}
	return found, found != ""
}

// lookup returns the classes of the cues that end with the last of words
// (w, whose hashes are wh), and notes a negator; prev is the hash of the
// word before w. It returns w's hash too.
func (d *directiveRule) lookup(text string, words []wordSpan, w string, wh wordHashes, prev uint32, tc *toolContext, negated *int) (classSet, uint32, uint8, int, uint8) {
	n := len(w)
	h, h1, h2, high := wh.h, wh.h1, wh.h2, wh.high
	m := cueMatch{negated: *negated, prev: prev}
	d.match(&m, d.byLast.find(h, w), false, text, words, tc)
	base := m.have
	if n > 3 && w[n-1] == 's' {
		d.match(&m, d.byLast.find(h1, w[:n-1]), true, text, words, tc)
		if stem := w[:n-2]; w[n-2] == 'e' && (strings.HasSuffix(stem, "s") || strings.HasSuffix(stem, "x") ||
			strings.HasSuffix(stem, "ch") || strings.HasSuffix(stem, "sh")) {
			d.match(&m, d.byLast.find(h2, stem), true, text, words, tc) // passes, pushes
		}
	}
	if m.have.isZero() && !m.neg && high >= 0x80 && hasLatinMarks(w) {
		// Accents stripped or written as combining marks (see deaccent).
		plain := deaccent(w)
		d.match(&m, d.byLast.find(wordHash(plain), plain), false, text, words, tc)
	}
	if high >= 0x80 && hasArabicVowels(w) {
		// Arabic vowel marks put in (see withoutArabicVowels): the word
		// is looked up, and read as the word before a cue, without them.
		plain := withoutArabicVowels(w)
		if h = wordHash(plain); m.have.isZero() && !m.neg {
			d.match(&m, d.byLast.find(h, plain), false, text, words, tc)
		}
	}
	if m.have.isZero() && !m.neg && high >= 0x80 {
		particleBares(w, func(bare string) bool { // a particle written into the word
			d.match(&m, d.byLast.find(wordHash(bare), bare), false, text, words, tc)
			return !m.have.isZero() || m.neg
		})
	}
	m.have = d.dropUserActs(m.have, base, text, words)
	switch {
	case m.neg && !quotedValue(text, words[len(words)-1]):
		*negated = len(words) - 1
	case m.brk, m.consumed:
		*negated = -1
	}
	return m.have, h, m.refer, m.leadWords, m.side
}

// cueMatch is what the cues a word ends say: their classes, whether one
// is a negator, whether one used up the sentence's negator; negated is
// the index of that negator (-1 for none).
type cueMatch struct {
	have               classSet
	neg, consumed, brk bool
	refer              uint8 // how the word may refer back (see backReference)
	negated            int
	prev               uint32 // the hash of the word before
	// leadWords is how many words the longest cue of a leading class
	// matched has: such a cue must begin its sentence with its first
	// word, not its last ("bỏ qua", "hagyd figyelmen kívül").
	leadWords int
	// side says a side cue was matched: sideTold when it qualifies a
	// verb of reporting a that-clause follows, sideElse otherwise.
	side uint8
}

// match adds to m the cues of e (the entry of a word, or of its singular
// when plural) that end at the last of words.
func (d *directiveRule) match(m *cueMatch, e *cueEntry, plural bool, text string, words []wordSpan, tc *toolContext) {
	if e == nil {
		return
	}
	one, more := e.candidates(m.prev)
	d.matchCues(m, one, plural, text, words, tc, e.word)
	d.matchCues(m, more, plural, text, words, tc, e.word)
}

// matchCues adds to m those of cues that end at the last of words (see
// match); word is the word they end.
func (d *directiveRule) matchCues(m *cueMatch, cues []cue, plural bool, text string, words []wordSpan, tc *toolContext, word string) {
	for i := range cues {
		c := &cues[i] // read in place: most cues are passed over on their first fields
		if plural && (c.class.isZero() || !c.class.and(d.exact).isZero()) || len(c.words) >= 2 && c.before != m.prev || !c.endsAt(text, words) {
			// A negator has no plural ("notes" is no "not"), nor has
			// an imperative ("also delete" is not "also deletes").
			continue
		}
		switch {
		case c.brk:
			m.brk = true
		case c.refer != 0:
			m.refer |= c.refer
		case c.class.isZero():
			m.neg = true
		case m.negated >= 0 && m.negated < len(words)-len(c.words) && !c.class.and(d.negatable).isZero():
			// After a negator that is not a word of the cue itself
			// ("never ask" is a cue of its own).
		case len(c.words) == 1 && !c.class.and(d.side).isZero() && concessive(text[words[len(words)-1].end:]):
			// "ook als", "auch wenn": even if, not also.
		case len(c.words) == 1 && exampleValueWord(text, words[len(words)-1]):
			// "for example `desktop` or `pass`": a value shown, no act.
		case len(c.words) == 1 && c.class == d.example && len(word) > 2 && inHostname(text, words[len(words)-1]):
			// "starfield-tickets.example.com": a label of a host name,
			// not a word that makes what follows an example.
		case word == "as" && !c.class.and(d.falsity).isZero() && toldAsFailed(text[words[len(words)-1].end:]):
			// "report it as failed": the failure told as it is.
		case word == "once" && len(c.words) == 1 && onceAFrequency(text[words[len(words)-1].end:]):
			// "once a day", "once per run": how often, not "once done".
		case !c.class.and(d.protectable).isZero() && len(c.words) < len(words) && protectedBefore(text, words, len(c.words)):
			// "to hide an API key before posting", "blurs the customer's
			// e-mail": the data is kept back, not sent (see protectedBefore).
		case word == "say" && sayAside(text, words):
			// "(for the shop's domain, say)": an example, no telling.
		case c.class == d.rerouted && ownAccountGift(text, words, tc):
			// Gifts paid to the organisation's own account (see ownAccountGift).
		case len(c.words) == 1 && (shareScheme(text, words, word) || revokedShare(text, words, word)):
			// "bike-share", "car-share": a scheme's noun (see shareScheme);
			// a share being revoked (see revokedShare).
		case word == "of" && len(c.words) == 3 && c.words[0] == "left" && leftOutSubject(text[words[len(words)-1].end:]):
			// "any option left out of the list is deleted": what the
			// subject is, not what is kept from the user (see
			// leftOutSubject).
		case word == "as" && asIs(text[words[len(words)-1].end:]):
			// "report it as-is" keeps what it reports; only "as" with
			// something after it restates it.
		case !c.class.and(d.topical).isZero() && (tc.about(word) && !tc.cardOutOfTopic(c.words) || tc.namesRun(c.words)):
			// Kept aside: sent to an outside place, the tool's own
			// subject still leaves it (see sentOutOfTopic).
			tc.topicalHeld = tc.topicalHeld.or(c.class.and(d.topical))
		case !c.class.and(d.credTopic).isZero() && tc.credentials():
		case !c.class.and(d.localSecret).isZero() && (ownInput(text, words) || tc.ownsStore(c.words) || storedInto(text[:words[len(words)-len(c.words)].start])):
		case !c.class.and(d.ownAct).isZero() && tc.statesOwnAct(word):
		case word == "first" && len(c.words) == 1 && sortedFirst(text[:words[len(words)-1].start]):
			// "newest first": the order of a list, not of acts (see sortedFirst).
		case word == "first" && len(c.words) == 1 && firstTime(text[words[len(words)-1].end:]):
			// An occasion, not an order (see firstTime).
		case c.class == d.held && len(c.words) >= 2 && retainedForSession(text[:words[len(words)-len(c.words)].start], text[words[len(words)-1].end:]):
			// How long the tool keeps what it was given (see retainedForSession).
		case c.class == d.bit["outsider"] && chosenByUser(text[words[len(words)-1].end:]):
			// Recipients the user chose (see chosenByUser).
		case len(c.words) == 1 && c.class == d.bit["private"] && (namesServerTool(text[words[len(words)-1].end:]) ||
			namesToolKind(text[:words[len(words)-1].start], text[words[len(words)-1].end:])):
			// The name of a server, or of a kind of tool given an act, not
			// its data (see namesServerTool, namesToolKind).
		case len(c.words) == 1 && adjectiveVerbs[word] && predicateAdjective(text, words):
			// "all if empty", "when complete.": an adjective after a
			// copula or a conjunction, ending its clause, orders no act.
			m.have = m.have.or(c.class.andNot(d.predicateVerbs))
		case len(c.words) == 1 && c.class == d.bit[cuePresent] && saidByAnother(text, words):
			// "wait for the pour master to say every item is done": a
			// person's word awaited, not the model's telling.
		case c.class == d.bit["anyway"] && !anywayAgainstUser(text, words):
			// "removed after a week anyway": no choice of the user's is
			// carried out against (see anywayAgainstUser).
		default:
			m.have = m.have.or(c.class)
			if !c.class.and(d.side).isZero() {
				m.side |= d.sideKind(c, text, words)
			}
			if !c.class.and(d.leading).isZero() {
				m.leadWords = max(m.leadWords, len(c.words))
			}
			if c.refers {
				m.refer |= referAttached
			}
			// A cue that holds the negator ("never asking for
			// confirmation") uses it up: it negates nothing after.
			m.consumed = m.consumed || m.negated >= len(words)-len(c.words)
		}
	}
}

// storedIntoLead ends the words before a store the text puts something
// into ("saves the key into the system keychain", "it is written to the
// keychain").
var storedIntoLead = regexp.MustCompile(`\b(into|written to|saved to|stored in|kept in|stores? (it|them) in|saves? (it|them) (in|to))(\s+(the|your|their|a))?(\s+(system|os|local|user's|macos|windows))?\s*$`)

// storedInto reports whether a store of the machine's secrets is named as
// where the text puts what it was given, not where it reads from.
func storedInto(before string) bool {
	return storedIntoLead.MatchString(before[max(0, len(before)-40):])
}

// sortKeys are the words a list is sorted by, before "first".
var sortKeys = map[string]bool{"newest": true, "oldest": true, "latest": true, "earliest": true, "recent": true, "highest": true,
	"lowest": true, "largest": true, "smallest": true, "biggest": true, "cheapest": true, "nearest": true, "closest": true,
	"best": true, "worst": true, "longest": true, "shortest": true, "ascending": true, "descending": true, "alphabetical": true,
	"alphabetically": true, "last": true, "most": true}

// sortedFirst reports whether the word before a closing "first" names a
// sort order ("newest first", "highest first"): how results are listed,
// not an order to act before anything else.
func sortedFirst(before string) bool {
	before = strings.TrimRight(before, " ")
	i := strings.LastIndexByte(before, ' ')
	return sortKeys[before[i+1:]]
}

// leftOutSubject reports whether the words after "left out of" close a
// subject that a passive verb follows ("… left out of the list is
// deleted"): the phrase says which things the act is done to, not that
// something is kept from the user.
func leftOutSubject(after string) bool {
	words := strings.Fields(after)
	for i, w := range words {
		if i > 5 || strings.ContainsAny(w, ",;.:") {
			return false
		}
		switch w {
		case "is", "are", "was", "were", "gets", "get":
			return i > 0 && i+1 < len(words) && strings.HasSuffix(strings.Trim(words[i+1], ",;.:"), "ed")
		}
	}
	return false
}

// asIs reports whether the text after a closing "as" says the thing is
// kept as it is ("as-is", "as is", "as it is") or as it came ("as
// written", "as received", "as the customer wrote it"): told unchanged.
func asIs(after string) bool {
	after = strings.TrimPrefix(strings.TrimPrefix(after, "-"), " ")
	after = strings.TrimPrefix(after, "it ")
	if after == "is" || strings.HasPrefix(after, "is") && (len(after) == 2 || !isLetterByte(after[2])) {
		return true
	}
	for _, w := range asReceivedWords {
		if strings.HasPrefix(after, w) && (len(after) == len(w) || !isLetterByte(after[len(w)])) {
			return true
		}
	}
	return false
}

// asReceivedWords, after "as", say a thing is told as it came.
var asReceivedWords = []string{"written", "was written", "is written", "stands", "received", "entered", "typed", "submitted", "stored", "recorded", "returned", "quoted"}

// endsAt reports whether the cue's words before its last are the words
// before the last of words.
func (c *cue) endsAt(text string, words []wordSpan) bool {
	n := len(c.words)
	if n > len(words) {
		return false
	}
	for j := range n - 1 {
		sp := words[len(words)-n+j]
		if w := text[sp.start:sp.end]; w != c.words[j] && (w[0] != 0xD8 && w[0] != 0xD9 || withoutArabicVowels(w) != c.words[j]) {
			return false
		}
		if j == n-2 && strings.HasSuffix(text[sp.end:words[len(words)-1].start], "`") {
			// The cue's last word opens a code span: it is a name or a
			// value ("read `out` for …"), not the cue's word. A span the
			// cue starts in ("set `audit` to false") names what it sets.
			return false
		}
	}
	return true
}

// complete reports whether a sentence's classes make up a combination;
// the classes of shape are looked for only when one could.
func (d *directiveRule) complete(have classSet, sent string, tc *toolContext, verbs map[string]Category) bool {
	sh := sentenceShapes{sent: sent}
	if d.completes(d.noWords, &have, &sh, tc, verbs) {
		return true
	}
	// A combination that needs a class of words the sentence lacks cannot
	// complete: only those listed under the sentence's classes are asked.
	words := have.and(d.wordMask)
	for k := range words {
		for w := words[k]; w != 0; w &= w - 1 {
			if d.completes(d.byLow[k<<6|bits.TrailingZeros64(w)], &have, &sh, tc, verbs) {
				return true
			}
		}
	}
	return false
}

// sentenceShapes is what is known of a sentence's shapes: whether they
// were looked for (and added to its classes), and which its bytes can
// hold (once asked).
type sentenceShapes struct {
	sent            string
	shaped, checked bool
	possible        classSet
}

// completes reports whether one of combos is made up by have, adding the
// classes of shape to have when one needs them.
func (d *directiveRule) completes(combos []directiveCombo, have *classSet, sh *sentenceShapes, tc *toolContext, verbs map[string]Category) bool {
	for _, c := range combos {
		if !c.need.and(d.wordMask).andNot(*have).isZero() {
			continue // a class the words give is missing
		}
		if !c.need.and(d.textMask).andNot(*have).isZero() && !d.shapeNot {
			// A class of the whole text is missing (most texts are not
			// encoded): the sentence's shapes cannot complete this one,
			// and are looked for only for a combination they may. (Where
			// a shape undoes a combination, the shapes an earlier one
			// found count, as before.)
			continue
		}
		if shapes := c.need.and(shapeTokens); !shapes.isZero() && !sh.shaped {
			// One pass over the bytes says which shapes the sentence can
			// hold at all; most hold none, and the tokens are not read.
			if !sh.checked {
				sh.possible, sh.checked = mayHoldShapes(sh.sent, bitTool, bitSink), true
			}
			if !shapes.subsetOf(sh.possible) {
				continue
			}
			*have = have.or(d.shapes(sh.sent, tc, verbs))
			sh.shaped = true
		}
		if c.need.subsetOf(*have) && c.not.and(*have).isZero() {
			return true
		}
	}
	return false
}

var (
	// checkerLead is a checker's list of what it looks for, led by the
	// kind of thing listed ("risky patterns — `chmod 777`, …"): the items
	// after it are quoted, not ordered.
	checkerLead = regexp.MustCompile(`\b(risky|dangerous|unsafe|insecure|suspicious|banned|forbidden|known.bad)\s+(patterns?|constructs?|commands?|practices?|calls?|settings?|idioms?)\s*(—|–|:|\()`)
	// reportedSpeech is a sentence that reports or quotes an instruction
	// rather than giving it. "like" counts as a word of its own, not as
	// the end of a compound ("pastebin-like"), which describes.
	reportedSpeech = regexp.MustCompile(`\b(tells?|telling|asks?|asking|instructs?|instructing|urges?|directs?)\s+(the\s+)?(model|assistant|agent|ai|llm)\b|\b(e\.g|such as|for example|for instance|(instructions|requests|attempts|orders|commands) (to|aimed at|addressed to|directed at))\b|(^|[^-\w])like\b|\b(rules|patterns|checks|examples|signatures|detections) includes?\b|^\s*['"“‘]|\b(say|says|saying|said|reads?|contains?|containing)\s*:?\s*['"“‘]`)
)

// whenSeen runs check with the cues of class when the scan saw one of
// them in the definition's texts (see toolContext.seen).
func (d *directiveRule) whenSeen(class string, tc *toolContext, check func(cues []string) (string, bool)) (string, bool) {
	if tc == nil || tc.seen.and(d.bit[class]).isZero() {
		return "", false
	}
	return check(d.Cues[class])
}
