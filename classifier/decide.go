package classifier

import (
	"slices"
	"strings"
)

// decide picks the most dangerous category with strong enough evidence.
// A read-only statement sets aside evidence from the description and
// schema, and downgrades query execution named in the tool's name.
func (s *state) decide() (Category, float64) {
	best, bestSig := s.pick(false)
	if best == "" {
		if s.negated != nil && s.caps[CapSQL] {
			s.evidence = append(s.evidence, Evidence{Rule: "default.read_only_query", Field: "description",
				Match: s.negated.Match, Effect: string(Read)})
		}
		return Read, 0.4
	}
	// Confidence: agreement between the name and another field is best.
	agree := false
	for _, sig := range s.signals {
		if sig.cat == best && sig.fromName != bestSig.fromName {
			agree = true
		}
	}
	switch {
	case agree:
		return best, 0.95
	case bestSig.fromName:
		return best, 0.8
	default:
		return best, 0.7
	}
}

// counts reports whether a signal is evidence enough to decide on.
func (s *state) counts(sig *signal) bool {
	if sig.strength < 2 {
		return false
	}
	if s.negated != nil && sig.cat != Read && sig.cat != Financial {
		if s.negatedNameOnly {
			return !sig.fromName || sig.cat == Destructive
		}
		if !sig.fromName || (sig.cat == Execute && sig.sqlish) || (s.negatedName && sig.cat != Destructive) {
			return false
		}
	}
	return true
}

// pick finds the most dangerous signal that counts; without args, only
// among the signals that do not come from what arguments can say.
func (s *state) pick(withoutArgs bool) (Category, *signal) {
	best := Category("")
	var bestSig *signal
	for i := range s.signals {
		sig := &s.signals[i]
		if !s.counts(sig) || withoutArgs && sig.args != nil {
			continue
		}
		if best == "" || sig.cat.rank() > best.rank() {
			best, bestSig = sig.cat, sig
		}
	}
	return best, bestSig
}

// capabilities tags what the tool touches from its name words, its
// description and the signals that fired.
func (s *state) capabilities(cat Category) {
	bits := s.termBits()
	for i, name := range s.r.termNames {
		if bits&(1<<i) != 0 && !isFlow(name) {
			s.caps[name] = true
		}
	}
	// Pagination and LLM tokens are not secrets.
	if s.caps[CapSecrets] && !secretsReallyMeant(strings.Join(s.words, " ")+" "+firstSentences(s.lower, 3)) {
		delete(s.caps, CapSecrets)
	}
	if cat == Read {
		// A reader does not run code or shells by mentioning them.
		delete(s.caps, CapCodeExec)
		delete(s.caps, CapShell)
	}
	if cat == Execute && !s.caps[CapCodeExec] && !s.caps[CapShell] && !s.caps[CapSQL] {
		s.caps[CapInfrastructure] = true
	}
}

func isFlow(name string) bool {
	return name == FlowPrivateData || name == FlowPublicSink || name == FlowUntrustedContent
}

// termBits ORs together the capability and flow bits of the name's words
// and of the words and two-word phrases of the description's first three
// sentences, in one pass.
func (s *state) termBits() uint64 {
	if s.termsSet {
		return s.terms
	}
	var bits uint64
	for _, w := range s.words {
		bits |= s.r.termBits.get(w)
	}
	text := firstSentences(s.lower, 3)
	prevStart, prevEnd := -1, -1
	for i := 0; i < len(text); {
		for i < len(text) && !termBytes[text[i]] {
			i++
		}
		start := i
		for i < len(text) && termBytes[text[i]] {
			i++
		}
		if start == i {
			break
		}
		bits |= s.r.termBits.get(text[start:i])
		if prevStart >= 0 && prevEnd+1 == start && text[prevEnd] == ' ' {
			bits |= s.r.termBits.get(text[prevStart:i])
		}
		prevStart, prevEnd = start, i
	}
	s.terms, s.termsSet = bits, true
	return bits
}

func isTermByte(b byte) bool { return isWordByte(b) && b != '_' || b == '-' || b >= 0x80 }

// termBytes is isTermByte as a table: termBits asks it of every byte of
// the description's first sentences.
var termBytes = func() (t [256]bool) {
	for b := range t {
		t[b] = isTermByte(byte(b))
	}
	return t
}()

func (s *state) hasFlowWord(flow string) bool {
	for i, name := range s.r.termNames {
		if name == flow {
			return s.termBits()&(1<<i) != 0
		}
	}
	return false
}

var secretWords = mustFiltered(`\b(secret|secrets|password|passwords|credential|credentials|api key|api keys|apikey|private key|ssh key|vault|keychain|environment variable|environment variables|env vars?|access token|auth token|bearer token|personal access token)\b`)

func secretsReallyMeant(text string) bool { return secretWords.MatchString(text) }

// firstSentences returns about the first n sentences of s.
func firstSentences(s string, n int) string {
	end := 0
	for range n {
		i := strings.IndexAny(s[end:], ".!?\n")
		if i < 0 {
			return s
		}
		end += i + 1
	}
	return s[:end]
}

// flows labels the tool's part in a data-leak path.
func (s *state) flows(cat Category) []string {
	if s.caps[CapCodeExec] || s.caps[CapShell] {
		// Code can read, fetch and send anything.
		return []string{FlowPrivateData, FlowPublicSink, FlowUntrustedContent}
	}
	var out []string
	reads := cat == Read || cat == Execute
	if reads && (s.hasFlowWord(FlowPrivateData) || s.caps[CapSecrets] || s.caps[CapSQL]) {
		out = append(out, FlowPrivateData)
	}
	if cat != Read && (s.hasFlowWord(FlowPublicSink) || s.caps[CapMessaging]) {
		out = append(out, FlowPublicSink)
	}
	if reads && (s.caps[CapNetworkFetch] || s.caps[CapBrowser] || s.hasFlowWord(FlowUntrustedContent)) {
		out = append(out, FlowUntrustedContent)
	}
	slices.Sort(out)
	return out
}

var bulkWords = mustFiltered(`\b(all|bulk|batch|every|entire|recursive(ly)?|force|multiple|many)\b`)

// severity starts from the category and raises it for secrets, identity
// administration, bulk or forced scope, and fetching untrusted content.
func (s *state) severity(cat Category) Severity {
	sev := cat.DefaultSeverity()
	raise := func(rule, why string) {
		if next := sev.raise(1); next != sev {
			sev = next
			s.evidence = append(s.evidence, Evidence{Rule: rule, Field: "assessment", Match: why, Effect: "severity+1"})
		}
	}
	switch cat {
	case Read:
		switch {
		case s.caps[CapSecrets]:
			raise("severity.secrets", "reads secrets or credentials")
		case s.caps[CapNetworkFetch] && s.fetchesArbitraryURL():
			raise("severity.untrusted_fetch", "fetches content from any URL")
		}
	case Write:
		nameText := strings.Join(s.words, " ")
		switch {
		case s.caps[CapIdentityAdmin] && hasAny(s.words, "role", "roles", "permission", "permissions", "iam", "admin", "policy", "access", "collaborator", "member", "members"):
			raise("severity.identity_admin", "changes who can access what")
		case bulkWords.MatchString(nameText):
			raise("severity.bulk", "acts on many items at once")
		case s.caps[CapSecrets]:
			raise("severity.secrets", "writes secrets or credentials")
		}
	}
	return sev
}

func (s *state) fetchesArbitraryURL() bool {
	for _, p := range s.params {
		l := p.lowerName()
		if (l == "url" || l == "uri" || p.format == "uri" || strings.HasSuffix(l, "_url")) && !p.hasEnum {
			return true
		}
	}
	return false
}
