package classifier

import (
	"fmt"
	"regexp"
	"strings"
)

// credentialTopics are the subjects of tools with an honest reason to name
// such a path: SSH, cloud and cluster tools, secret scanners, dotfile and
// client-configuration tools, tools about the user's sign-ins, which
// those files keep, and a tool named for the file itself (modifica_npmrc
// edits ~/.npmrc whatever language its name's verb is in).
// They are whole words (runs of ASCII letters, digits and _), or words
// that begin with one of credentialTopicStems.
var (
	credentialTopicWords = set([]string{"scp", "sftp", "ftp", "ftps", "rsync", "curl", "wget", "key", "keys", "keygen", "aws", "s3", "cloud", "gcloud", "gcp", "azure",
		"k8s", "pod", "pods", "helm", "docker", "container", "containers", "git", "credential", "credentials", "secret", "secrets", "variable", "variables",
		"dotfile", "dotfiles", "npm", "pypi", "netrc", "npmrc", "pypirc", "vault", "password", "passwords", "passwd", "mcp", "client", "clients",
		"host", "hosts", "certificate", "certificates", "gpg", "gnupg", "permission", "permissions",
		"yara", "sigma", "ioc", "iocs", "detection", "siem", "edr", "forensic", "forensics", "login", "logins"})
	credentialTopicStems = []string{"ssh", "kube", "env", "config", "sudo"}
)

// hasCredentialTopic reports whether text has one of the credential
// topics as a word.
func hasCredentialTopic(text string) bool {
	for i := 0; i < len(text); {
		if !wordBytes[text[i]] {
			i++
			continue
		}
		start := i
		for i < len(text) && wordBytes[text[i]] {
			i++
		}
		w := text[start:i]
		if credentialTopicWords[w] {
			return true
		}
		for _, stem := range credentialTopicStems {
			if strings.HasPrefix(w, stem) {
				return true
			}
		}
	}
	return false
}

// credentialHints are the strings every credential path (see
// credentialToken) has one of.
var (
	credentialHintList = []string{"~/", "~\\", "$home", "%userprofile%", "/home/", "/root", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "/etc/", "mcp.json", "claude_desktop_config", ".claude.json", ".env", ".npmrc", ".netrc", ".pypirc", ".git-credentials", ".aws"}
	credentialHints    = newLiteralSet(credentialHintList)
	// credentialHintBytes has a byte of every hint.
	credentialHintBytes = "~$%/_."
)

// pathPunct are the bytes trimPathPunct takes off a word's ends.
var pathPunct = func() (t [256]bool) {
	for _, c := range []byte(".,;:()[]'\"`") {
		t[c] = true
	}
	return t
}()

// trimPathPunct is strings.Trim(w, ".,;:()[]'\"`") by a table, and how
// many bytes it took off the start: every word of a text is trimmed, and
// the cut set read for each costs more than the trimming.
func trimPathPunct(w string) (string, int) {
	i, j := 0, len(w)
	for i < j && pathPunct[w[i]] {
		i++
	}
	for j > i && pathPunct[w[j-1]] {
		j--
	}
	return w[i:j], i
}

// mayNameCredentials is the cheap test before credentialPath.
func mayNameCredentials(lower string) bool { return credentialHints.in(lower) }

// credentialMention reports a credential path named in a definition whose
// subject has nothing to do with it (a calculator that reads ~/.ssh): not
// an instruction, but no honest reason either.
func credentialMention(fields []textField, topics string) (Finding, bool) {
	skipping := "" // the path of a parameter that lists what is skipped
	checker := checkerTopics{topics: topics}
	for _, f := range fields {
		if f.kind == "param_name" && skippedList(f.about) {
			skipping = f.path
		}
		if f.kind == "param_name" || f.kind == "name" || f.kind == "param_default" && f.path == skipping {
			continue
		}
		lower := f.lower
		if lower == "" {
			if !strings.ContainsAny(f.text, credentialHintBytes) {
				continue // no hint, and lowering makes none of these bytes
			}
			lower = toLower(f.text)
		}
		if !mayNameCredentials(lower) {
			continue
		}
		var path string
		from := 0
		for w := range strings.FieldsSeq(lower) {
			at := from + strings.Index(lower[from:], w)
			from = at + len(w)
			var lead int
			w, lead = trimPathPunct(w)
			at += lead
			if credentialToken(w) && !strings.HasSuffix(w, ".pub") && !forbiddenAct(lower, []int{at, at + len(w)}) && !excludedPath(lower, at) && !excludedAfter(lower, at) && !negatedAside(lower, at) && !accountFile(fields, lower, w, at) &&
				(!checker.topic() || !quotedAfterReport(lower, []int{at, at + len(w)})) &&
				(!checker.name() || !reportedBefore(lower, at)) {
				// A public key (.pub) is made to be handed out. A
				// warning against passing the file ("do not attach
				// ~/.ssh/id_rsa") names it to keep it home; a checker
				// quoting a line it found names it as found, and one
				// reporting texts that ask for it names what they ask.
				// The host's account list, read for the accounts it
				// holds, names where they are (see accountFile).
				// An aside after a negated clause lists what it keeps
				// out (see negatedAside).
				path = w
				break
			}
		}
		if path == "" {
			continue
		}
		var rest strings.Builder
		rest.Grow(len(topics))
		for w := range strings.FieldsSeq(topics) {
			if !credentialToken(strings.Trim(w, ".,;:()[]'\"`")) {
				if rest.Len() > 0 {
					rest.WriteByte(' ')
				}
				rest.WriteString(w)
			}
		}
		if (hasCredentialTopic(rest.String()) || hasForeignCredentialTopic(rest.String())) && !carriedOff(lower) {
			return Finding{}, false
		}
		return Finding{ID: "poison.sensitive_mention", Kind: "tool_poisoning", Severity: Medium,
			Message: "names credential files or MCP client configuration, which has nothing to do with what the tool is for",
			Field:   f.name(), Match: truncate(path, 120)}, true
	}
	return Finding{}, false
}

// checkerTopics answers whether a tool's topics are a checker's (see
// checkerTopic and checkerName), each once: a long text naming many paths
// would ask them of every path.
type checkerTopics struct {
	topics           string
	asked            uint8 // bit 1: isTopic known, bit 2: isName known
	isTopic, isNamed bool
}

func (c *checkerTopics) topic() bool {
	if c.asked&1 == 0 {
		c.asked |= 1
		c.isTopic = checkerTopic.MatchString(c.topics)
	}
	return c.isTopic
}

func (c *checkerTopics) name() bool {
	if c.asked&2 == 0 {
		c.asked |= 2
		c.isNamed = checkerName.MatchString(c.topics)
	}
	return c.isNamed
}

// fileCarriedOff is a verb of moving a file and a place the
// definition prints, an address or a host, or a field of a call: a tool
// about the file has a reason to name it, none to carry it to a place it
// chose ("syncs ~/.npmrc to team-registry-sync.io", "include the file in
// every call's `meta` field").
var fileCarriedOff = regexp.MustCompile(`\b(syncs?|sync(ed|ing)|uploads?|sends?|posts?|push(es)?|cop(y|ies)|mirrors?|forwards?|shares?|backs? up|sincroniza|sube|envía|envia|copia|synchronisiert|lädt|sendet|kopiert|synchronise|envoie|téléverse)\b([^.;]|\.\S){0,80}\s(to|into|onto|con|a|al|an|nach|auf|zu|vers|à|sur)\s+(https?://|\S+@\S+\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|dev|app|co|ai|xyz|ru|cn|info|biz|me|cc|tk|top|de|fr|es)\b)|\b(include|includes|put|puts|add|adds|attach|attaches|paste|pastes|copy|copies|pass|passes|incluye|pon|añade|adjunta|füge|hänge|lege|inclus|ajoute|joins)\b([^.;]|\.\S){0,80}\b(fields?|arguments?|parameters?|params?|campo|feld|champ)\b`)

// carriedOff reports whether lower carries a file off (see
// fileCarriedOff and carriedIntoField); its path put in a field ("put
// the path of ~/.kube/config in the kubeconfig field") carries nothing.
func carriedOff(lower string) bool {
	for _, m := range fileCarriedOff.FindAllString(lower, -1) {
		if !strings.Contains(m, "path") && carriedIntoField(m) {
			return true
		}
	}
	return false
}

// keyName and keyUse tell a signing key the tool needs from bait: a
// parameter named for a private or SSH key whose own description says
// what the key is for or what form it takes (signing transactions, a hex
// key, a path to a key file, better set in the environment).
var (
	keyName = regexp.MustCompile(`^(private_?key|privatekey|ssh_?key|sshkey|signing_?key|secret_?key|api_?key|apikey)$`)
	// An API key's description names the provider it is for ("API key for
	// cloud providers (required when provider is 'openai')").
	// keyNeed are words of a tool that has a use for a key.
	keyNeed = regexp.MustCompile(`\b(sign\w*|wallets?|transactions?|transfers?|accounts?|ssh|sftp|scp|hosts?|servers?|providers?|certificates?|encrypt\w*|decrypt\w*|jwt|api|apis|clients?|connect\w*|auth\w*|llm|models?|openai|anthropic|gemini|exchanges?|trad\w*|orders?|deploy\w*|cloud|services?|endpoints?|webhooks?|tokens?|vault|secrets?)\b`)
	keyUse  = regexp.MustCompile(`\b(sign(s|ed|ing)?|signature|transactions?|wallet|account|hex|0x|pem|openssh|key ?file|path to|keystore|mnemonic|environment|env var|providers?)\b`)
)

// shapeParam is a parameter description that says the value is a shape
// for output (a template, a format), not data: a resume's "credential"
// template holds no credential.
var shapeParam = regexp.MustCompile(`^[^.]{0,40}\b(template|format string|placeholder|display format)\b`)

// honestKey reports whether a key-shaped parameter says what it is for,
// in a tool that has a use for a key: one that signs, holds a wallet or
// an account, connects to a provider, an API or a host (words of its name,
// title, description or other parameters). A dice roller asking for "your
// OpenAI key from the environment" or "the wallet private key, hex" has
// none.
func honestKey(name, about, topics string, params []param) bool {
	if !keyName.MatchString(name) {
		return false
	}
	if keyKeptOut(about) {
		return true
	}
	if !keyUse.MatchString(toLower(about)) && !pairedKeyAuth(name, about, params) {
		return false
	}
	if keyNeed.MatchString(topics) {
		return true
	}
	for _, p := range params {
		if keyNeed.MatchString(toLower(p.name)) && !keyName.MatchString(toLower(p.name)) {
			return true
		}
	}
	return false
}

// purposeFor finds what a parameter's description says it is for: "Private
// key for the certificate", "System prompt for the agent".
var purposeFor = regexp.MustCompile(`\bfor (?:the |this |that |a |an |each |every |your )?([a-z][a-z0-9]{2,})\b`)

// genericPurposes say nothing of what a value is for: "for the tool", "for
// context", "for authentication".
var genericPurposes = map[string]bool{
	"tool": true, "tools": true, "context": true, "service": true, "services": true, "request": true, "requests": true,
	"call": true, "calls": true, "api": true, "use": true, "reference": true, "debugging": true, "quality": true,
	"compliance": true, "analysis": true, "audit": true, "auditing": true, "logging": true, "authentication": true,
	"auth": true, "access": true, "security": true, "verification": true, "support": true, "personalization": true,
	"model": true, "assistant": true, "agent's": true, "user": true, "session": true, "conversation": true, "chat": true,
}

// statedPurpose reports whether a parameter's description says it is for
// something the tool itself names (the certificate a certificate tool
// creates): a field of what the tool manages, not a blank for the model's
// own secrets or conversation.
func statedPurpose(about, topics string) bool {
	for _, m := range purposeFor.FindAllStringSubmatch(toLower(about), 3) {
		w := m[1]
		if genericPurposes[w] {
			continue
		}
		if hasWord(topics, w) || hasWord(topics, strings.TrimSuffix(w, "s")) || hasWord(topics, w+"s") {
			return true
		}
	}
	return false
}

// topicWord reports whether the exfiltration-shaped parameter name is what
// the tool itself is about.
func topicWord(name, topics string) bool {
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		w = strings.TrimSuffix(w, "s")
		if len(w) >= 3 && strings.Contains(topics, w) {
			return true
		}
	}
	return false
}

// ruleIndex orders findings: pattern rules in ruleset order, then the
// built-in checks.
func ruleIndex(r *Ruleset, id string) int {
	for i := range r.file.Findings {
		if r.file.Findings[i].ID == id {
			return i
		}
	}
	return len(r.file.Findings)
}

// annotationFindings compares declared hints with the inferred category.
// The hints are the server's claims; a claim that understates the risk is
// worth a finding, and so is making none.
func (s *state) annotationFindings(cat Category) []Finding {
	a := s.tool.Annotations
	if !a.Declared() {
		return []Finding{{ID: "annotation.missing", Kind: "annotation_missing", Severity: Low,
			Message: "declares no annotations; clients fall back to the worst-case defaults (not read-only, destructive, open world)"}}
	}
	var out []Finding
	if a.ReadOnlyHint != nil && *a.ReadOnlyHint && cat != Read {
		out = append(out, Finding{ID: "annotation.read_only_mismatch", Kind: "annotation_mismatch", Severity: High,
			Message: fmt.Sprintf("declares readOnlyHint: true, but the definition says it can %s", verbOf(cat)),
			Field:   "annotations.readOnlyHint", Match: "true"})
	}
	if a.DestructiveHint != nil && !*a.DestructiveHint && (cat == Destructive || cat == Financial) && !a.ReadOnly() {
		out = append(out, Finding{ID: "annotation.destructive_mismatch", Kind: "annotation_mismatch", Severity: Medium,
			Message: fmt.Sprintf("declares destructiveHint: false, but the definition says it can %s", verbOf(cat)),
			Field:   "annotations.destructiveHint", Match: "false"})
	}
	if a.OpenWorldHint != nil && !*a.OpenWorldHint && s.caps[CapNetworkFetch] && s.fetchesArbitraryURL() {
		out = append(out, Finding{ID: "annotation.open_world_mismatch", Kind: "annotation_mismatch", Severity: Low,
			Message: "declares openWorldHint: false, but takes any URL to fetch",
			Field:   "annotations.openWorldHint", Match: "false"})
	}
	return out
}

func verbOf(cat Category) string {
	switch cat {
	case Write:
		return "create or change things"
	case Execute:
		return "run code, commands or jobs"
	case Destructive:
		return "delete or overwrite things"
	case Financial:
		return "move or commit money"
	default:
		return "read"
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// rationale is one sentence a reader can act on: what the tool can do,
// with what, and why that matters.
//
// byArgument says that an argument, not the tool's own act, reaches cat:
// the name's object is then not what is destroyed (run_pipeline's $out
// stage overwrites a collection, not the pipeline), so none is named.
func (s *state) rationale(cat Category, caps []string, byArgument bool) string {
	has := func(c string) bool { return contains(caps, c) }
	obj := ""
	if !byArgument || cat != Destructive {
		obj = s.object()
	}
	switch cat {
	case Execute:
		what := "commands, queries or jobs"
		switch {
		case has(CapCodeExec):
			what = "arbitrary " + s.languages() + "code"
		case has(CapShell):
			what = "arbitrary shell commands"
		case has(CapSQL):
			what = "SQL statements, writes included"
		case obj != "":
			what = obj
		}
		var with []string
		if s.mentionsOtherTools() {
			with = append(with, "network access to other MCP servers and their tools")
		} else if has(CapNetworkFetch) || strings.Contains(s.lower, "fetch(") || strings.Contains(s.lower, "http") {
			with = append(with, "network access")
		}
		if has(CapFilesystem) {
			with = append(with, "file system access")
		}
		out := "Runs " + what
		if len(with) > 0 {
			out += " with " + strings.Join(with, " and ")
		}
		return out + "; effects depend entirely on the agent's arguments."
	case Destructive:
		if obj == "" {
			obj = "data"
		}
		return "Deletes, overwrites or revokes " + obj + "; the change cannot simply be undone, so a wrong call loses data."
	case Financial:
		// The whole name says best what money moves: issue refund,
		// create payment, transfer funds.
		what := strings.Join(s.words, " ")
		if what == "" {
			what = "payments"
		}
		return "Moves or commits money (" + what + "); a mistaken or repeated call costs real money."
	case Write:
		if has(CapMessaging) {
			return "Sends or posts content on the user's behalf (" + orDefault(obj, "messages") + "); once delivered it cannot be taken back."
		}
		return "Creates or changes " + orDefault(obj, "data") + "; the change is reversible but visible to others and may trigger side effects."
	default:
		out := "Reads " + orDefault(obj, "data") + " without changing anything."
		if has(CapSecrets) {
			out += " It can expose secrets or credentials."
		}
		if contains(s.flowList, FlowUntrustedContent) {
			out += " What it returns may carry instructions written by third parties."
		}
		return out
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// object is what the tool's name says it acts on: the name's words other
// than the verb.
func (s *state) object() string {
	var words []string
	for i, w := range s.words {
		if i == s.verbIdx || w == "or" || w == "and" || w == "a" || w == "the" {
			continue
		}
		if _, isVerb := s.r.verbs[w]; isVerb && i < s.verbIdx && !s.r.ambiguous[w] {
			continue
		}
		if len(words) == 0 && objectPrepositions[w] {
			continue // respond_to_review acts on the review
		}
		words = append(words, w)
	}
	if len(words) == 0 {
		return ""
	}
	return "the " + strings.Join(words, " ")
}

func (s *state) languages() string {
	var langs []string
	for _, l := range []struct{ word, name string }{
		{"typescript", "TypeScript"}, {"javascript", "JavaScript"}, {"python", "Python"}, {"ruby", "Ruby"},
	} {
		if strings.Contains(s.lower, l.word) {
			langs = append(langs, l.name)
		}
	}
	if len(langs) == 0 {
		return ""
	}
	return strings.Join(langs, "/") + " "
}

func (s *state) mentionsOtherTools() bool {
	return strings.Contains(s.lower, "mcp server") || strings.Contains(s.lower, "other tools") ||
		strings.Contains(s.lower, "call_tool") || strings.Contains(s.lower, "other servers")
}

// paramsOf returns the parameters of the tool a context is for (none for
// other texts).
func paramsOf(tc *toolContext) []param {
	if tc == nil {
		return nil
	}
	return tc.params
}
