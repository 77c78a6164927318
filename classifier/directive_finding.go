package classifier

import (
	"slices"
	"strings"
)

// The directive check over a whole definition: its texts read together and
// each decoded reading, and the finding it reports.

// directiveFinding runs the directive check over a definition's texts read
// together and over their decoded readings.
//
// besides reports whether the definition's text less the sentence found
// speaks of subject: a tool is a security tool, or a prompt library, by
// what it says besides the sentence.
//
// An excuse clears only the sentence it excuses: the texts are read again
// with that sentence blanked, so an order after an honest sentence that
// earns an excuse is still found. Past maxExcused excused sentences the
// definition is reported on the last one found: text built to spend the
// check's work on excuses is not read further as honest. A sentence in a
// Markdown link's title, hidden from the rendered text, earns no excuse
// (see holdsLinkTitle).
func (r *Ruleset) directiveFinding(d *directiveRule, joined string, decoded []view, tc *toolContext, besides func(sent string, subject filtered) bool) (Finding, bool) {
	// Most definitions have no decoded reading: the lists start on the
	// stack, not three allocations per tool.
	var textsBuf, whereBuf [4]string
	var extraBuf [4]classSet
	// Which lists the whole-definition checks and the Dutch reading need
	// stand in the text, found in one pass, with the sentences where the
	// sentence lists of each check stand together.
	spanBuf := spanPool.Get().(*gateSpans)
	open, spans := definitionGates.openSentences(joined, (*spanBuf)[:0], true)
	defer func() { *spanBuf = spans[:0]; spanPool.Put(spanBuf) }()
	decoded = withoutDecodedSamples(decoded, tc)
	texts, where, extra := d.directiveTexts(joined, open.has(separableGate), decoded, textsBuf[:0], whereBuf[:0], extraBuf[:0])
	if straightApostrophes(texts) {
		// The gates are read in the text the checks read.
		open, spans = definitionGates.openSentences(texts[0], spans[:0], true)
	}
	// The excuses read a sentence in the definition as written: a blanked
	// sentence before it may have held what closes a quotation.
	whole := texts[0]
	var excused []string
	for {
		if len(excused) > 0 {
			// A blanked sentence may have joined the ones around it:
			// the gates are read again in what is left.
			open, spans = definitionGates.openSentences(texts[0], spans[:0], true)
		}
		sent, i, ok := r.flaggedSentence(d, texts, extra, open, spans, tc, excused)
		if !ok {
			return Finding{}, false
		}
		if len(excused) == maxExcused || holdsLinkTitle(sent) || !r.excusedSentence(d, sent, i, whole, tc, besides) && !r.scorerExcuses(d, sent, i, tc) {
			sev, _ := parseSeverity(d.Severity)
			return Finding{ID: d.ID, Kind: "tool_poisoning", Severity: sev, Message: d.Message, Field: where[i], Match: truncate(sent, 120)}, true
		}
		if !blankEverywhere(texts, sent) && slices.Contains(excused, sent) {
			// Nothing left to blank and nothing new to skip: the check
			// would find the same sentence again.
			return Finding{}, false
		}
		excused = append(excused, sent)
	}
}

// flaggedSentence is the first sentence the directive check finds in
// texts, and the index of the text it stands in: the texts read sentence
// by sentence, the hidden orders of encoded readings, then the checks
// that read the definition whole, less the sentences already excused.
func (r *Ruleset) flaggedSentence(d *directiveRule, texts []string, extra []classSet, open gatesOpen, spans gateSpans, tc *toolContext, excused []string) (string, int, bool) {
	sent, i, ok := d.directive(texts, extra, tc, r.verbs)
	for j := 1; !ok && j < len(texts); j++ {
		if extra[j] == d.bit[cueEncoded] {
			sent, ok = encodedOrder(texts[j], d.lead, r.verbs)
			i = j
		}
	}
	if !ok {
		sent, ok = d.definitionOrder(texts[0], open, spans, tc, r.verbs, excused)
		i = 0
		if j := slices.Index(texts, sent); ok && j > 0 {
			i = j // a check that read the tool's name quotes the name's reading
		}
	}
	return sent, i, ok
}

// directiveTexts appends the texts the directive check reads to texts:
// the definition's texts read together, then their decoded readings (of
// an encoded one, only what was hidden); where each was read to where,
// and the classes each has in every sentence to extra.
func (d *directiveRule) directiveTexts(joined string, imperative bool, decoded []view, texts, where []string, extra []classSet) ([]string, []string, []classSet) {
	texts = append(texts, joined)
	where = append(where, "definition")
	extra = append(extra, classSet{})
	if sep := joinSeparableKnown(joined, imperative); sep != joined {
		// Dutch and German verbs split around their object, read whole (see
		// joinSeparable): a reading of its own, so that a finding on the
		// text as written quotes it as written.
		texts = append(texts, sep)
		how := "definition (read with Dutch separable verbs joined)"
		if joinDutchSeparable(joined, imperative) == joined {
			how = "definition (read with split verbs joined)"
		}
		where = append(where, how)
		extra = append(extra, classSet{})
	}
	for _, v := range decoded {
		enc := encodedReading(v.how)
		if enc && encodedReadQuery(v.how, v.text) {
			continue // a query parameter's own read query, encoded as its form needs
		}
		if enc {
			// Only what was hidden is read as hidden (see hiddenSentences).
			if v.text = hiddenSentences(v.text, joined); v.text == "" {
				continue
			}
		}
		texts = append(texts, v.text)
		where = append(where, v.how)
		switch {
		case enc && namesCredentialPath(v.text):
			// A credential file's path hidden in an encoding is what
			// the hidden words are about, in whatever language they
			// are written.
			extra = append(extra, d.bit[cueEncoded].or(d.bit[cueLocalSecret]))
		case enc:
			extra = append(extra, d.bit[cueEncoded])
		case paramReading(v.how):
			extra = append(extra, d.bit[cueParam])
		case toolNameReading(v.how):
			extra = append(extra, d.bit[cueToolName])
		default:
			extra = append(extra, classSet{})
		}
	}
	return texts, where, extra
}

// namesCredentialPath reports whether a lower-cased text names the path
// of a credential file (see credentialToken).
func namesCredentialPath(lower string) bool {
	if !mayNameCredentials(lower) {
		return false
	}
	for w := range strings.FieldsSeq(lower) {
		if w, _ = trimPathPunct(w); credentialToken(w) && !strings.HasSuffix(w, ".pub") {
			return true
		}
	}
	return false
}
