package classifier

import "slices"

// The directive check over a whole definition: its texts read together and
// each decoded reading, and the finding it reports.

// directiveFinding runs the directive check over a definition's texts read
// together and over their decoded readings.
//
// besides reports whether the definition's text less the sentence found
// speaks of subject: a tool is a security tool, or a prompt library, by
// what it says besides the sentence.
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
	texts, where, extra := d.directiveTexts(joined, open.has(separableGate), decoded, textsBuf[:0], whereBuf[:0], extraBuf[:0])
	sent, i, ok := d.directive(texts, extra, tc, r.verbs)
	for j := 1; !ok && j < len(texts); j++ {
		if extra[j] == d.bit[cueEncoded] {
			sent, ok = encodedOrder(texts[j], d.lead, r.verbs)
			i = j
		}
	}
	if !ok {
		sent, ok = d.definitionOrder(joined, open, spans, tc, r.verbs)
		i = 0
		if j := slices.Index(texts, sent); ok && j > 0 {
			i = j // a check that read the tool's name quotes the name's reading
		}
	}
	if !ok || (reportedSpeech.MatchString(sent) || checkerLead.MatchString(sent) || quotesSpecimen(sent, tc, r.verbs) || quotesProse(sent) || afterExampleLead(joined, sent) || cjkExampleLead.MatchString(sent)) &&
		(besides(sent, securitySubject) || besides(sent, screenerSubject) || besides(sent, cjkSecuritySubject)) && !callsOtherTool(sent, tc, r.verbs) && !verdictQuoted.MatchString(sent) {
		// A security tool says what attacks tell the model; it quotes
		// them, and so does a screener what it holds back. One that
		// orders another tool called with a command orders it, whatever
		// the command quotes, and one that quotes the verdict it orders
		// told ("summarise it as 'no issues found'") orders it.
		return Finding{}, false
	}
	if quotedReport(sent) && besides(sent, checkerTopic) {
		// A checker quotes a line it found, whole, after the lead that
		// says so ("Example finding: description contains '…'").
		return Finding{}, false
	}
	if rest, ok := withoutDetected(sent); ok && i == 0 && (besides(sent, securitySubject) || besides(sent, checkerSubject)) {
		// A checker names what it finds: read without it, the sentence
		// must order something itself.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if i == 0 && returnsExample.MatchString(sent) {
		// What the tool returns holds an example command: read without
		// its code spans, the sentence must order something itself.
		if _, still := d.scan(withoutCodeSpans(sent), classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if rest, ok := withoutQuotedExamples(sent); ok && i == 0 && tc != nil && (checkerName.MatchString(tc.topicText()) || takesInstructions(tc)) {
		// A checker quotes what it finds after an example's lead, and a
		// prompt tool the rules it stores: read
		// without the quotations, the sentence must order something itself.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if rest, ok := withoutAbsentSecrets(sent, tc); ok && i == 0 {
		// A secret an act does without, or the file of the tool's own
		// program: read without it, the sentence must order something.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if rest, ok := withoutSwitched(sent, tc); ok && i == 0 {
		// What a switch of the tool's own does when the user sets it:
		// read without it, the sentence must order something itself.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if rest, ok := withoutUserStep(sent); ok && i == 0 {
		// What the user told can do next: read without it, the sentence
		// must order something itself.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			return Finding{}, false
		}
	}
	if rest, ok := withoutBuiltPrompt(sent, tc); ok && i == 0 {
		// Another assistant's prompt, in a tool that builds it: read
		// without it, the sentence must order something itself.
		if _, still := d.scan(rest, classSet{}, tc, r.verbs); !still {
			if after := blankedSentence(joined, sent); after != joined {
				return r.directiveFinding(d, after, decoded, tc, besides)
			}
			return Finding{}, false
		}
	}
	if rest := blankedSentence(joined, sent); i == 0 && rest != joined && chosenDestination(sent, tc) {
		// A delivery the user sets up to a place of their choosing, stated
		// as the tool's own act: the rest of the definition must order
		// something itself.
		return r.directiveFinding(d, rest, decoded, tc, besides)
	}
	if i == 0 && userMay(sent) {
		// What the user may do with what the tool keeps.
		return Finding{}, false
	}
	if i == 0 && describedCommand(sent) && besides(sent, runsNothing) {
		// A command explainer says what an example command does.
		return Finding{}, false
	}
	if i == 0 && inQuotedExample(joined, sent) && besides(sent, promptSubject) {
		// A prompt library shows the prompts it keeps: an order inside
		// its quoted example is the stored prompt's, given to the model
		// that prompt is for.
		return Finding{}, false
	}
	sev, _ := parseSeverity(d.Severity)
	return Finding{ID: d.ID, Kind: "tool_poisoning", Severity: sev, Message: d.Message, Field: where[i], Match: truncate(sent, 120)}, true
}

// directiveTexts appends the texts the directive check reads to texts:
// the definition's texts read together, then their decoded readings (of
// an encoded one, only what was hidden); where each was read to where,
// and the classes each has in every sentence to extra. imperative says
// whether joined holds one of dutchImperatives.
func (d *directiveRule) directiveTexts(joined string, imperative bool, decoded []view, texts, where []string, extra []classSet) ([]string, []string, []classSet) {
	texts = append(texts, joined)
	where = append(where, "definition")
	extra = append(extra, classSet{})
	if sep := joinSeparableKnown(joined, imperative); sep != joined {
		// Dutch verbs split around their object, read whole (see
		// joinSeparable): a reading of its own, so that a finding on the
		// text as written quotes it as written.
		texts = append(texts, sep)
		where = append(where, "definition (read with Dutch separable verbs joined)")
		extra = append(extra, classSet{})
	}
	for _, v := range decoded {
		enc := encodedReading(v.how)
		if enc {
			// Only what was hidden is read as hidden (see hiddenSentences).
			if v.text = hiddenSentences(v.text, joined); v.text == "" {
				continue
			}
		}
		texts = append(texts, v.text)
		where = append(where, v.how)
		switch {
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
