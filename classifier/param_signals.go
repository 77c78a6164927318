package classifier

import (
	"regexp"
	"slices"
	"strings"
)

// filterParam is a parameter's own description saying it narrows what a
// reading tool returns ("Filter by operation: read, edit, create").
var filterParam = regexp.MustCompile(`^(filters?|filtered|filtering|only (show|return|list|include|find)s?|restricts?|narrows?)\b|\b(filters?|filtered|filtering) (by|on|the results|results)\b`)

func (s *state) paramSignals() {
	toolText := s.lower[:s.leadEnd()]
	for _, p := range s.params {
		lname := p.lowerName()
		pdescLower, pdescDone := "", false
		pdesc := func() string { // lowered when a rule asks
			if !pdescDone {
				pdescLower, pdescDone = toLower(p.desc), true
			}
			return pdescLower
		}
		// The words are read while the parameter is, never kept: one
		// list serves every parameter.
		s.sc.nameWords = p.nameWords(s.sc.nameWords[:0])
		pwords := s.sc.nameWords
		ruleName := lname
		if sfx := s.r.file.ParamSuffix; sfx != nil && len(pwords) > 1 {
			if mapped, ok := sfx.Suffixes[pwords[len(pwords)-1]]; ok {
				ruleName = mapped
			}
		}
		s.switchSignal(p, pwords)
		s.killSignal(p, lname)
		s.paidSignal(p, lname, pwords)
		named := false
		for _, i := range s.r.paramRulesFor(lname, ruleName) {
			named = s.paramRule(p, &s.r.file.Params[i], pdesc, toolText) || named
		}
		if !named && p.desc != "" && !p.hasEnum {
			textual := p.typ == "string" || p.typ == "array" || p.typ == ""
			// What a parameter holds is said first; a long usage note
			// after it would cost a rule's pattern more than it tells.
			own := p.desc[:min(len(p.desc), maxOwnDesc)]
			var found uint64 // the rules' triggers in own (see descNeeds)
			read := false
			for k, i := range s.r.paramByDesc {
				rule := &s.r.file.Params[i]
				if !textual && !rule.readsSwitch(p, pwords) {
					continue
				}
				if !read {
					found, read = s.r.descNeeds.read(own), true
				}
				if rule.mayHold(s.r.descNeeds.holds(k, found, own), pdesc) {
					s.paramRule(p, rule, func() string { l := pdesc(); return l[:min(len(l), maxOwnDesc)] }, "")
				}
			}
		}
		if e := s.r.file.EnumParams; e != nil && p.hasEnum {
			s.submitKey(p)
			last := lname
			if len(pwords) > 0 {
				last = pwords[len(pwords)-1]
			}
			// On a tool whose name only reads, a top-level enum may be a
			// filter (list_todos' action: build_failed, marked…): it counts
			// only when most of its values are verbs (an HTTP method).
			filter := s.nameReads() && !strings.ContainsAny(p.path, ".[")
			op, generic := e.names[lname] || e.names[last], e.generic[lname] || e.generic[last]
			if op || generic {
				s.modeRunsSuite(p, pdesc)
			}
			switch {
			case !op && !generic:
			case s.nameReads() && saysFilter(p.desc) && filterParam.MatchString(pdesc()):
				// find_changes' kind: read, edit, create, described as a
				// filter: the values pick what is found, not what is done.
			case op && s.looksBack():
				// flightbox_objects' action beside last_n_minutes: which
				// recorded acts to show.
			case op:
				s.enumSignal(p, filter)
			case e.generic[lname]:
				s.enumSignal(p, true)
			case e.generic[last] && !filter:
				// payment_type on a listing is a kind of record to filter
				// by, not an operation.
				s.enumSignal(p, true)
			}
		}
		if p.format == "uri" || p.format == "url" || lname == "url" || lname == "uri" || strings.HasSuffix(lname, "_url") {
			s.caps[CapNetworkFetch] = true
		}
		switch lname {
		case "path", "file", "filepath", "file_path", "filename", "directory", "dir", "folder", "paths", "source", "destination":
			if lname != "source" && lname != "destination" || strings.Contains(pdesc(), "path") || strings.Contains(pdesc(), "file") {
				s.caps[CapFilesystem] = true
			}
		}
	}
}

// paramRule applies one parameter rule to parameter p and reports whether
// it added a signal. The rule's require pattern is tried on the
// parameter's own description, or on toolText (the description's lead)
// when the parameter has none; an empty toolText asks for the
// parameter's own words.
func (s *state) paramRule(p param, rule *paramRule, pdesc func() string, toolText string) bool {
	if p.hasEnum && rule.Effect == string(Execute) {
		return false // an enum of commands is a choice, not a program
	}
	if rule.TopLevel && strings.ContainsAny(p.path, ".[") {
		return false // a field of a record the tool stores
	}
	if slices.Contains(rule.Capabilities, CapSQL) && readOnlyStatement.MatchString(pdesc()) {
		return false // "the SQL query to export (SELECT only)"
	}
	// The parameter's own description must say it runs; without
	// one, the description's lead must.
	if rule.require != nil && !s.requireMet(rule, pdesc(), toolText) {
		return false
	}
	if rule.alsoRequire != nil && !rule.alsoRequire.MatchString(s.lower) {
		return false
	}
	if rule.SavesOutput && s.capturesScreen() {
		return false // a screenshot saved where the agent says still only reads the screen
	}
	if len(rule.Lookups) > 0 && s.verbIdx >= 0 && slices.Contains(rule.Lookups, s.words[s.verbIdx]) {
		return false // get_metadata's file to write the metadata to: a lookup
	}
	if rule.unless != nil && rule.unless.MatchString(pdesc()) {
		return false // "the code to evaluate against the guidelines" is judged
	}
	for _, c := range rule.Capabilities {
		s.caps[c] = true
	}
	if rule.Effect == "" {
		return false
	}
	cat, _ := parseCategory(rule.Effect)
	if cat == Financial && !s.moneyContext() {
		return false
	}
	s.add(signal{cat: cat, strength: rule.Strength, sqlish: slices.Contains(rule.Capabilities, CapSQL),
		ev:   Evidence{Rule: rule.ID, Field: "param:" + p.path, Match: p.name, Effect: rule.Effect},
		args: []ArgumentRisk{argRisk(p, paramKind(rule.Capabilities), cat, rule.ID)}})
	return true
}

// requireMet reports whether a parameter rule's require pattern matches
// the parameter's own description or, without one, the description's
// lead; a name without a verb may say it too (python, ssh: RunsIn).
func (s *state) requireMet(rule *paramRule, pdesc, lead string) bool {
	text := pdesc
	if text == "" {
		text = lead
	}
	if rule.requireNeed.in(text) && rule.require.MatchString(text) {
		return true
	}
	if s.verbIdx >= 0 || len(rule.RunsIn) == 0 {
		return false
	}
	for _, w := range s.words {
		if slices.Contains(rule.RunsIn, w) {
			return true
		}
	}
	return false
}

// looksBack reports whether the tool takes a window of time to look back
// over (last_n_minutes) and its name does not write: it reads a record of
// what happened.
func (s *state) looksBack() bool {
	e := s.r.file.EnumParams
	if len(e.historyWindows) == 0 || s.nameWrites() {
		return false
	}
	for _, p := range s.params {
		if e.historyWindows[p.lowerName()] {
			return true
		}
	}
	return false
}
