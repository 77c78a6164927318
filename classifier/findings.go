package classifier

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// findings reports what is wrong with the definition itself: poisoning,
// hidden characters, and annotations that contradict the behaviour.
func (s *state) findings(cat Category) []Finding {
	fields := s.textFields()
	var known *knownScan
	if s.hits != nil {
		known = &knownScan{lower: s.lower, hits: s.hits} // scanned already for the category rules
	}
	fields = append(fields, textField{kind: "name", field: "name", text: s.tool.Name})
	// The context lives in the classification's scratch: the directive
	// check keeps a pointer to it, which would otherwise allocate it.
	s.sc.tool = toolContext{name: s.tool.Name, title: s.tool.Title, annTitle: s.tool.Annotations.Title, params: s.params, schema: s.schemaTexts, desc: s.tool.Description, def: &s.tool}
	out := s.r.poisoningOf(fields, known, s, &s.sc.tool)
	s.sc.tool = toolContext{}
	if f, ok := learnedFinding(s.r.poisonModel, &s.tool, out); ok {
		out = append(out, f)
	}
	return append(out, s.annotationFindings(cat)...)
}

// exfilTopics are the words of the tool's own name and description: a
// parameter named for what the tool is about (system_prompt on a prompt
// manager, credentials on a vault) is its subject, not bait. It is never
// empty (the spaces between the parts are there).
func (s *state) exfilTopics() string {
	return toLower(s.tool.Name + " " + separatorsAsSpaces.Replace(s.tool.Name) + " " + s.tool.Title + " " + s.tool.Description)
}

// poisoning runs the finding rules and the hidden-character checks over
// texts (a server's instructions, a prompt, a resource).
func (r *Ruleset) poisoning(fields []textField, known *knownScan) []Finding {
	return r.poisoningOf(fields, known, nil, nil)
}

// knownScan is a lower-cased text scanned for triggers already, with its
// hits: a text that begins with it is scanned only past it.
type knownScan struct {
	lower string
	hits  [][]int
}

// quotedExample tells a definition that quotes an attack to explain or
// detect it (a security tool) from one that makes it.
var (
	securitySubject = mustFiltered(`\b(detect\w*|scan(s|ners?|ning)?|injection|ctfs?|capture.the.flag|attack(s|ers?)?|tamper\w*|(defen[cs]e|detection).evasion|siem|edr|intrusions?|forensics?|vulnerab\w*|security|exploit\w*|phish\w*|spoof\w*|impersonat\w*|typosquat\w*|homoglyphs?|malware|red.team\w*|training|threat\w*|poisoning|jailbreak\w*|adversarial|robustness|quarantin\w*|deobfuscat\w*|brute.?force\w*|guardrails?|audit\w*|firewall|pentest\w*|penetration|fuzz\w*|sast|dast|static analysis|reputation|wafs?|xss|sqli|csrf|ssrf|owasp|path traversal)\b|\b(angriff\w*|sicherheits?\w*|schulung\w*|seguridad|ataques?|s[ée]curit|attaques?|sicurezza|attacc[hoi]+|seguran[çc]a|beveiliging\w*|aanval\w*|bezpiecze\w*|ataki?|g[üu]venlik\w*|sald[ıi]r\w*|keamanan|serangan|formaci[óo]n|formazione|forma[çc]|opleiding\w*|szkoleni\w*|e[ğg]itim\w*|pelatihan|bezpečnost\w*|bezpečnosť\w*|malicious|malicios[oa]s?|malveillants?|malevol[oie]|bösartig\w*|kwaadaardig\w*|złośliw\w*|zararl|quarantän\w*|verdächtig\w*|entschleier\w*)|(?:^|[^\p{L}])(?:útok|útoč|škodliv|školení|školenie|безопасност|атак[аиуо]|вредонос|антифишинг|фишинг|ασφάλει|επιθέσ|επίθεσ|κακόβουλ|אבטחה|אבטחת|מתקפ|זדוני|هجمات|هجوم|خبيث)`)
	// checkerSubject says a text is a checker's: it looks for patterns
	// and reports them (a linter, a reviewer), besides the security words.
	// promptSubject says a text is a prompt library's: it stores or shows
	// the instructions other models are given, and quotes them.
	promptSubject  = mustFiltered(`\b(prompts?|personas?|system messages?|npcs?|non.player|dialogue|roleplay|role.play|chatbot|bot script|character script|(tone|style|writing|drafting|custom|system|bot|agent) instructions|instructions (used|given|applied|followed) (when|for|to|by|in))\b`)
	checkerSubject = mustFiltered(`\b(lint\w*|risky patterns?|reports? them|flags? them|rates? (a |the |each )?[\w' -]{0,24}\brisk|risk scor\w*|classif(y|ies) (the )?[\w' -]{0,24}\b(snippets?|commands?|scripts?))\b`)
	// screenerSubject says a text is a screener's: it moderates, screens
	// or filters what others send (patient portals, support inboxes,
	// claims intake, comment queues) and names what it holds back.
	screenerSubject = mustFiltered(`\b(screen(s|ed|ing|er|ers)?|moderat\w*|sanitiz\w*|sanitis\w*|spam|scam\w*|abuse|fraud\w*|quarantin\w*|filters? (out )?(inbound|incoming|messages?|text|content|submissions?|posts?|comments?)|flags? (text|messages?|content|phrases?|wording|submissions?|posts?|comments?))\b`)
	exampleList     = mustFiltered(`(e\.g\.|such as|for example|for instance|phrases like|patterns like)[^\n]*['"“‘][^\n]*$`)
	exampleLead     = mustFiltered(`(e\.g\.|such as|like|for example|for instance|(positives|examples|samples|hits) include|(high|low|medium)-risk examples|says|say|phrases?|patterns?|payloads?|test strings|e\.g|i\.e\.|(tell|ask|instruct)(s|ed)?( the)?( (model|assistant|agent|ai) to)?|told( the)?( (model|assistant|agent|ai) to)?|(instructions|attempts|requests|orders|commands) (to|aimed at|addressed to|directed at)( the| an?| your)?|etwa|z\. ?b\.|zum beispiel|beispielsweise|par exemple|p\. ?ex\.|por ejemplo|p\. ?ej\.|por exemplo|ad esempio|per esempio|ad es\.|bijvoorbeeld|bv\.|na przykład|np\.|например|к примеру|наприклад|örneğin|misalnya|contohnya|例如|比如|例えば|たとえば|예를 들어|esimerkiksi|till exempel|t\.ex\.|for eksempel|f\.eks\.|například|např\.|de exemplu|például|για παράδειγμα|לדוגמה|مثلاً|مثلا|على سبيل المثال|उदाहरण के लिए|ví dụ)[\s:,]*['"“‘(\x60]?\s*$`)
)

// generatorNote is the start of an HTML comment that tools and code
// generators leave in text they write.
var generatorNote = regexp.MustCompile(`^\s*(@?generated|auto-?generated|this (file|section) is (auto-?)?generated|do not edit|eslint|prettier|markdownlint|toc|end of|begin|start of|maintainers?|todo|fixme|changelog|internal note|dev note|maintained by)\b[^>]{0,120}-->`)

// layoutNote is a designer's note on where something goes in a layout
// ("<!-- header image goes here -->", "<!-- logo here -->"): a few words
// that name a part of the page and a place, and no one to obey them.
var layoutNote = regexp.MustCompile(`^\s*(?:[a-z0-9-]+\s+){0,4}(?:goes|go|sits|belongs|comes)\s+here\s*-->|^\s*[a-z0-9-]+\s+here\s*-->|^\s*(?:placeholder|spacer|header|footer|sidebar|banner|logo|hero|column|row|section|divider)(?:\s+[a-z0-9-]+){0,3}\s*-->`)

// formatNote is a maintainer's note on the format of what the tool takes
// or makes ("<!-- Format: one course per line, allergens in brackets
// -->", "<!-- layout v2: two columns -->"): read as a layout note is, with no secret, party or act in it.
var formatNote = regexp.MustCompile(`^\s*(format|input format|output format|layout|syntax|template)(\s+v?\d+(\.\d+)*)?\s*:[^>]{0,120}-->`)

// layoutNoteOrder are words no layout note holds: a secret, a party to
// obey or an act.
var layoutNoteOrder = regexp.MustCompile(`\b(password|passwords|secret|secrets|token|tokens|key|keys|credentials?|user|users|assistant|model|ai|agent|send|include|call|run|ignore|email|forward|paste)\b`)

// maskedAs ends the words before a tag that stands for a value masked
// out of a report ("passwords are replaced by <hidden>").
var maskedAs = regexp.MustCompile(`(replaced (by|with)|shown as|masked as|printed as|appears? as|written as)\s*$`)

// maskedPlaceholder reports whether the tag at at in text stands for a
// masked value: after a word of masking, and alone, with no closing
// partner to wrap an order ("replaced by <hidden>send it…</hidden>" is
// still hidden text).
func maskedPlaceholder(text string, at int) bool {
	if !maskedAs.MatchString(text[max(0, at-24):at]) {
		return false
	}
	end := strings.IndexByte(text[at:], '>')
	if end < 2 {
		return false
	}
	name := strings.TrimSpace(strings.Trim(text[at+1:at+end], "/"))
	return name != "" && !strings.Contains(text[at+end:], "</"+name)
}

// conditionalComment is the start of a conditional comment (<!--[if mso]>),
// which mail and old browser markup use to target a renderer: markup, not
// a message.
var conditionalComment = regexp.MustCompile(`^\[if !?\(?[a-z]+[^\]\n]{0,40}\]>`)

// credentialTool is a tool named for what keeps credentials files: SSH,
// cloud command lines, clusters, key rings, network shares it mounts.
// Such a tool names its files.
var credentialTool = mustFiltered(`\b(ssh\w*|scp|sftp|ftps?|aws|gcloud|gcp|azure|kube\w*|k8s|gpg|gnupg|vault|netrc|dotfiles?|keychain|keyring|iam|smb|cifs|samba|nfs|docker|1password|bitwarden|lastpass|keepass\w*|password managers?)\b`)

// lookalikeTopic is a text about look-alike spellings: a security tool
// that names one shows it.
var lookalikeTopic = regexp.MustCompile(`look-?alike|фишинг|омоглиф|похожие на|homoglyph|confusable|cyrilli|kyrilli|cir[ií]lic|cirillic|greek|punycode|spoof|typosquat|mixed.script|impersonat`)

// poisoningOf runs the finding rules over every view of every text (as
// written, decoded, folded, spelled by invisible characters) and then over
// the definition's texts read together, so an instruction split across
// fields is read whole; known, when there is one, is the start of the
// texts read together scanned already. topicsOf, for a tool, gives its own subject words
// (see exfilTopics); nil for other texts. Each rule is reported once, for the first field it
// matches, in ruleset order.
func (r *Ruleset) poisoningOf(fields []textField, known *knownScan, topicsOf topicSource, dctx *toolContext) []Finding {
	// A tool's texts are read so already (see Classify); a server's
	// instructions, prompts and resources are read so here.
	if topicsOf == nil {
		for i := range fields {
			if t := readableBlanks(fields[i].text); t != fields[i].text {
				fields[i].text, fields[i].lower = t, ""
			}
		}
	}
	sc := scratchPool.Get().(*scanScratch)
	// The topics are needed only when a rule matched, if ever; they are
	// kept in the scratch, which an excuse may be handed without
	// allocating them, and let go with it.
	sc.topics = lazyTopics{of: topicsOf}
	defer func() {
		sc.topics = lazyTopics{}
		clear(sc.views) // the readings are the definition's text: none is kept
		sc.views = sc.views[:0]
		scratchPool.Put(sc)
	}()
	topics := sc.topics.get
	var out []Finding
	reported := make([]bool, len(r.file.Findings))
	// Whether the tool is about attacks (and may quote them) is asked only
	// when a rule matched.
	examples, examplesKnown := false, false
	isSecurityTool := func() bool {
		if !examplesKnown {
			examples, examplesKnown = topicsOf != nil && securitySubject.MatchString(topics()) && !physicalScan(topics()), true
		}
		return examples
	}
	// A screener (a moderation or intake filter), or a checker that looks
	// for hidden instructions (see hiddenOrderChecker), quotes what it
	// catches as a security tool does; it is asked only about quoted
	// matches, not given the security tool's other passes.
	// shown is the plain text of the field whose decoded readings are
	// being scanned, lower-cased; empty otherwise.
	var shown string
	quotes := func() bool {
		return isSecurityTool() || topicsOf != nil && (screenerSubject.MatchString(topics()) || hiddenOrderChecker.MatchString(topics()))
	}
	// keep drops the matches of rule in f that are not orders: a security
	// tool's or a screener's quotations, the shapes a rule's excuse finds
	// honest, and in a decoded reading what the plain text shows already.
	keep := func(rule *findingRule, f textField, how string, locs [][]int) [][]int {
		if rule.Kind == "tool_poisoning" && quotes() {
			// A security tool's enum names the attacks it runs or finds
			// (a suite "ignore previous instructions"): a specimen.
			listed := f.kind == "param_enum" && isSecurityTool()
			kept := locs[:0]
			for _, l := range locs {
				if !listed && !mention(f.lower, l) {
					kept = append(kept, l)
				}
			}
			locs = kept
		}
		// An honest shape excuses only its own match: a later match of
		// the same rule in the text is still reported. A quoted specimen
		// the definition says is not to be followed is one for every
		// rule of poisoning (see specimenNotFollowed).
		excused := findingExcuses[rule.ID] // asked only of a match: a map lookup per rule and text adds up
		if excused != nil || rule.Kind == "tool_poisoning" {
			kept := locs[:0]
			for _, l := range locs {
				c := excuseContext{f: f, loc: l, topics: &sc.topics, tool: dctx, forTool: topicsOf != nil, verbs: r.verbs, decoded: strings.HasPrefix(how, "decoded from")}
				if (excused == nil || !excused(c)) && (rule.Kind != "tool_poisoning" || !specimenNotFollowed(c)) {
					kept = append(kept, l)
				}
			}
			locs = kept
		}
		if shown != "" && strings.HasPrefix(how, "decoded from") {
			// What the encoding says, the text also says in the open
			// ("aWdub3Jl… decodes to 'ignore previous instructions'"):
			// nothing is hidden, and the plain reading judges it.
			kept := locs[:0]
			for _, l := range locs {
				if !strings.Contains(shown, f.lower[l[0]:l[1]]) {
					kept = append(kept, l)
				}
			}
			locs = kept
		}
		return locs
	}
	// scan reads one text; written, when the text as written is not in
	// f, makes it (for a match to report), and locate names the field a
	// match is in when f is several.
	scan := func(f textField, how string, hits [][]int, written func() string, locate func(loc []int) string) {
		// The sequences first, in one pass over the words: the locations
		// each rule's sequences match, by rule.
		rules := r.findingsFor(f.kind)
		wanted, seqWanted := false, false
		for _, i := range rules {
			if !reported[i] {
				wanted = true
				seqWanted = seqWanted || len(r.file.Findings[i].seqs) > 0
			}
		}
		if !wanted {
			return
		}
		var seqLocs [][]int // by rule, nil where no sequence matched
		if seqWanted {
			// Which sequences may match this text: their rule is not
			// reported yet and reads this kind of text, the text has a
			// word of each of their gates (see seqIndex), and the words
			// they require (a list several sequences may share) are there.
			// The requirements are looked for last: each is a pass over
			// the text, and few sequences pass their gates.
			active := sc.reset(r)
			ids := sc.activeIDs[:0] // the active sequences, listed: most texts read few
			for _, i := range rules {
				if !reported[i] {
					for _, seq := range r.file.Findings[i].seqs {
						active[seq.id] = true
						ids = append(ids, seq.id)
					}
				}
			}
			sc.toks = appendTokens(sc.toks[:0], f.lower)
			sc.opened = resize(sc.opened, r.seqIx.nGates)
			sc.words, ids = r.seqIx.lookup(f.lower, sc.toks, active, ids, sc.words, sc.opened)
			sc.activeIDs = ids[:0]
			// Few texts keep a sequence whose first step is loose (a
			// prefix, a pattern): the loose lists are read only for those.
			anyActive, looseActive := false, false
			for _, id := range ids {
				seq := r.seqList[id]
				w := sc.listWorth[seq.requireList]
				if w == 0 {
					w = 2
					if seq.worthTrying(f.lower) {
						w = 1
					}
					sc.listWorth[seq.requireList] = w
				}
				active[id] = w == 1
				anyActive = anyActive || w == 1
				looseActive = looseActive || w == 1 && len(seq.steps[0].loose) > 0
			}
			if anyActive {
				toks := sc.toks
				seqLocs = sc.seqLocs
				found := func(ref seqRef, i int) {
					if loc := ref.seq.findAt(toks, i); loc != nil {
						seqLocs[ref.rule] = loc
					}
				}
				sentence := uint64(1) // the bit of toks[i]'s sentence (see sentenceBit)
				for i := range toks {
					if i > 0 && toks[i-1].stop {
						sentence = sentenceBit(sentence)
					}
					if e := r.seqIx.entry(sc.words[i]); e != nil {
						for _, ref := range e.starts {
							if active[ref.seq.id] && seqLocs[ref.rule] == nil && r.seqIx.gatesOpenIn(ref.seq.id, sc.opened, sentence) {
								found(ref, i)
							}
						}
					}
					if !looseActive {
						continue
					}
					// Only the loose sequences whose first step may start
					// with the token's first byte.
					for _, ref := range r.looseByFirst[toks[i].text[0]] {
						if active[ref.seq.id] && seqLocs[ref.rule] == nil && r.seqIx.gatesOpenIn(ref.seq.id, sc.opened, sentence) &&
							ref.seq.steps[0].startsLoose(toks[i].text) {
							found(ref, i)
						}
					}
				}
			}
		}
		for _, i := range rules {
			rule := &r.file.Findings[i]
			if reported[i] {
				continue
			}
			var starts []int
			if rule.m.needsHits() {
				if hits == nil {
					hits = r.triggers.scan(sc.hits, f.lower)
					sc.hits = hits
				}
				starts = hits[rule.m.id]
			}
			locs := rule.m.find(f.lower, starts, 4)
			fromSeq := false
			if len(locs) == 0 && seqLocs != nil && seqLocs[i] != nil {
				locs, fromSeq = append(locs, seqLocs[i]), true
			}
			if len(locs) == 0 {
				continue
			}
			read := len(locs)
			last := locs[len(locs)-1]
			if locs = keep(rule, f, how, locs); len(locs) == 0 {
				// Every match read was honest (a quotation, an excused
				// shape, what the plain text shows): an honest first match
				// must not hide a later order, so the rest is read too.
				// Only the sentences after the last honest match are read
				// again: an excuse judges the sentence it stands in.
				from := sentenceEndAfter(f.lower, last[1])
				switch {
				case fromSeq:
					locs = r.laterSeqLocs(rule, f.lower, sc.toks, sc.opened, from)
				case read == 4:
					locs = rule.m.find(f.lower, starts, maxReadOn)
				}
				locs = keep(rule, f, how, readOn(locs, from))

			}
			if len(locs) == 0 {
				continue
			}
			// Matching runs on the lower-cased text; the match is cut
			// from the original where the two line up.
			text := f.text
			if written != nil {
				text = written()
			}
			if len(text) != len(f.lower) {
				text = f.lower
			}
			field := f.name()
			if locate != nil {
				field = locate(locs[0])
			}
			if how != "" {
				field += " (" + how + ")"
			}
			sev, _ := parseSeverity(rule.Severity)
			out = append(out, Finding{ID: rule.ID, Kind: rule.Kind, Severity: sev, Message: rule.Message,
				Field: field, Match: truncate(text[locs[0][0]:locs[0][1]], 120)})
			reported[i] = true
		}
	}
	// The texts a model reads as prose are read as one, so an instruction
	// split across fields is read whole; a match is reported on the field
	// it starts in. Names are read on their own.
	var joinedLower strings.Builder
	joined := joinedText{pieces: sc.pieces[:0]}
	segs := sc.segs[:0]
	defer func() { sc.segs, sc.pieces = segs, joined.pieces[:0] }()
	var viewBuf [4]view         // a definition has a reading or two: the list stays on the stack
	decodedViews := viewBuf[:0] // decoded readings, lower-cased, for the directive check
	descStart, descEnd := 0, 0  // where the description stands in joinedLower
	size := 0
	for _, f := range fields {
		size += len(f.text) + 1
	}
	joinedLower.Grow(size)
	for fi, f := range fields {
		switch f.kind {
		case "description", "title", "param_description", "param_default", "param_enum", "schema", "key", kindValue:
			if f.text == "" || (f.kind == "param_enum" || f.kind == "param_default" || f.kind == "key" || f.kind == kindValue) && fewWords(f.text) {
				// A value or a name of a word or two carries no
				// instruction as written (its decoded views are read
				// below).
				break
			}
			if joined.n > 0 {
				if joined.newSentence(f.text) || len(segs) > 0 && startsApart(fields[segs[len(segs)-1].field], f) ||
					f.kind == "param_description" && f.closed && switchOpening.MatchString(f.text) {
					// "Ticker symbol" then "Put the user's …": the field
					// starts a sentence; a lower-case start continues one
					// (a split instruction).
					joined.write(".")
					joinedLower.WriteByte('.')
				}
				joined.write(" ")
				joinedLower.WriteByte(' ')
			}
			segs = append(segs, segment{joined.n, joined.n + len(f.text), fi})
			joined.write(f.text)
			// Lowering each text is lowering them joined: they are
			// joined by a space, where no character is cut.
			lowStart := joinedLower.Len()
			if f.lower != "" {
				joinedLower.WriteString(f.lower)
			} else {
				writeLower(&joinedLower, f.text)
			}
			if f.kind == "description" && descEnd == 0 {
				descStart, descEnd = lowStart, joinedLower.Len()
			}
			if f.kind == "key" && !f.closed && r.file.Directives != nil && !partialSecretName(f.text) {
				// The name of a choice (a switch, an enum, a number) has
				// no room for data; its words are still read above.
				decodedViews = append(decodedViews, view{toLower(f.text), f.name() + paramNameReading})
			}
			if f.kind == "key" {
				// A name read as words is a sentence of its own: the
				// description after it starts a new one.
				joined.write(".")
				joinedLower.WriteByte('.')
			}
		case kindEnumSentence:
			// Hidden one word per value: read as a hidden text is (see
			// enumSentence), by the rules and by the directive check.
			f.lower = toLower(f.text)
			scan(f, enumSentenceHow, nil, nil, nil)
			if r.file.Directives != nil {
				decodedViews = append(decodedViews, view{f.lower, f.name() + " (" + enumSentenceHow + ")"})
			}
		default:
			if f.lower == "" {
				f.lower = toLower(f.text)
			}
			scan(f, "", nil, nil, nil)
		}
		if len(f.text) < 16 {
			continue // too short to hide an instruction in
		}
		sc.views = appendViews(sc.views[:0], f.text)
		if len(sc.views) > 0 {
			shown = f.lower
			if shown == "" {
				shown = toLower(f.text)
			}
		}
		for _, v := range sc.views {
			lower := toLower(v.text)
			if r.file.Directives != nil && v.how != "" {
				decodedViews = append(decodedViews, view{lower, f.name() + " (" + v.how + ")"})
			}
			scan(textField{kind: f.kind, field: f.field, path: f.path, suffix: f.suffix, text: v.text, lower: lower}, v.how, nil, nil, nil)
		}
		shown = ""
	}
	if joined.n > 0 {
		lower := joinedLower.String()
		var hits [][]int
		if known != nil && known.lower != "" && strings.HasPrefix(lower, known.lower) {
			if len(lower) == len(known.lower) {
				hits = known.hits
			} else {
				hits = r.triggers.scanAfter(sc.hits, known.hits, lower, len(known.lower))
				sc.hits = hits
			}
		}
		scan(textField{kind: "description", field: "description", lower: lower}, "", hits, joined.String, func(loc []int) string {
			for _, sg := range segs {
				if loc[0] >= sg.start && loc[0] < sg.end {
					if loc[1] > sg.end+1 {
						return fields[sg.field].name() + " and the fields after it, read together"
					}
					return fields[sg.field].name()
				}
			}
			return "definition"
		})
	}
	// A tool is a security tool by what it says besides the sentence
	// found: a payload that speaks of "detection" or an "audit" does not
	// make its tool a scanner.
	besides := func(sent string, subject filtered) bool {
		return topicsOf != nil && subject.MatchString(strings.Replace(topics(), sent, " ", 1))
	}
	if d := r.file.Directives; d != nil && !slices.ContainsFunc(out, func(f Finding) bool { return f.Kind == "tool_poisoning" }) {
		if dctx != nil && descEnd > descStart {
			// The description lowered with the rest, for the checks that
			// read it alone.
			dctx.descLower = joinedLower.String()[descStart:descEnd]
		}
		if fd, ok := r.directiveFinding(d, joinedLower.String(), decodedViews, dctx, besides); ok {
			out = append(out, fd)
		}
	}
	for _, f := range fields {
		if fd, ok := hiddenCharacters(f); ok && !namedSample(fields, f) {
			out = append(out, fd)
			break
		}
	}
	if topicsOf != nil && mayNameCredentials(joinedLower.String()) && !slices.ContainsFunc(out, func(f Finding) bool { return f.ID == "poison.sensitive_path" }) {
		// A security tool names credential files as what attacks go for
		// (asked last: it is the costly test).
		if fd, ok := credentialMention(fields, topics()); ok && !isSecurityTool() {
			out = append(out, fd)
		}
	}
	for _, f := range fields {
		if w := hiddenMixedScriptWord(f.text); w != "" && (!lookalikeTopic.MatchString(strings.ToLower(f.text)) || !isSecurityTool()) && !lookalikeSample(fields, f, w) && !protectedNameSample(fields, f) && !codePointShown(f.text, w) {
			out = append(out, Finding{ID: "poison.mixed_script", Kind: "tool_poisoning", Severity: High,
				Message: "spells words with look-alike letters of another script, so it reads differently to a filter than to a model",
				Field:   f.name(), Match: w})
			break
		}
	}
	// Report in ruleset order, whatever field matched first.
	slices.SortStableFunc(out, func(a, b Finding) int { return ruleIndex(r, a.ID) - ruleIndex(r, b.ID) })
	return out
}

// scanScratch holds the buffers one definition's scans share, so reading
// a text does not allocate them again.
type scanScratch struct {
	active    []bool    // by sequence id
	listWorth []uint8   // by requires list: 0 not asked, 1 present, 2 absent
	seqLocs   [][]int   // by finding rule
	toks      []token   // the text's words
	words     []int     // toks' numbers in the ruleset's seqIndex
	nameWords []string  // a parameter's name's words
	valueObj  []string  // an operation value read with the tool's name (see valueObject)
	segs      []segment // the fields read together
	pieces    []string  // the texts read together, as written (see joinedText)
	fields    []textField
	params    []param
	order     []int       // the parameters in the order they are written (see textFields)
	views     []view      // a field\'s other readings (see appendViews)
	activeIDs []int       // the ids of the active sequences
	opened    []uint64    // by gate: the sentences a word of it is in (see seqIndex.lookup)
	hits      [][]int     // trigger positions, by matcher (see triggerIndex.scan)
	descHits  [][]int     // the same for the description the category rules read
	topics    lazyTopics  // the subject words of the definition read (see poisoningOf)
	tool      toolContext // the tool classified (see state.findings)
}

// topicSource gives a tool's subject words (see state.exfilTopics). It
// is an interface, not a function: a pointer to the state goes in one
// without allocating, where a method value would be allocated per tool.
type topicSource interface {
	exfilTopics() string
}

// lazyTopics are a definition's subject words (see exfilTopics), made on
// first use from of (nil for a text that is not a tool's: no words).
type lazyTopics struct {
	of   topicSource
	text string
}

// get returns the topics, making them on the first call.
func (t *lazyTopics) get() string {
	if t.of != nil && t.text == "" {
		t.text = t.of.exfilTopics()
	}
	return t.text
}

// segment is where a field (its index) is in the texts read together.
type segment struct {
	start, end, field int
}

// reset clears the per-text state and returns the active flags.
// It sizes the buffers for r: a buffer may come from a scan under another
// ruleset.
func (sc *scanScratch) reset(r *Ruleset) []bool {
	sc.active = resize(sc.active, len(r.seqList))
	sc.listWorth = resize(sc.listWorth, len(r.requireLists))
	sc.seqLocs = resize(sc.seqLocs, len(r.file.Findings))
	return sc.active
}

// resize returns a cleared list of n elements, reusing list's memory when
// it is large enough.
func resize[T any](list []T, n int) []T {
	if cap(list) < n {
		return make([]T, n)
	}
	list = list[:n]
	clear(list)
	return list
}

// scratchPool lends scan buffers to one definition after another.
var scratchPool = sync.Pool{New: func() any { return new(scanScratch) }}

// writeLower writes strings.ToLower(s) to b, copying ASCII text a run at
// a time instead of making a lowered copy first.
func writeLower(b *strings.Builder, s string) {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			appendLower(b, s)
			return
		}
	}
	start := 0
	for i := range len(s) {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b.WriteString(s[start:i])
			b.WriteByte(c + 'a' - 'A')
			start = i + 1
		}
	}
	b.WriteString(s[start:])
}
