package classifier

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// parseRules compiles a rule file into a Ruleset: every pattern, phrase,
// sequence and directive cue is checked and compiled once here, so that
// classifying never meets a bad rule. With a base, the file is a user's
// overlay merged onto it and must carry a version of its own.
func parseRules(data []byte, base *ruleFile) (*Ruleset, error) {
	var f ruleFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("ruleset: %w", catalog.PositionError(data, err))
	}
	if base != nil {
		if f.Version == "" {
			return nil, errors.New("ruleset: a version is required, so assessments made with it can be told apart")
		}
		f = mergeRules(*base, f)
	}
	if f.Version == "" {
		return nil, errors.New("ruleset: version is required")
	}
	r := &Ruleset{version: f.Version, file: f, verbs: map[string]Category{}, qualified: map[string]*qualifiedVerb{}, poisonModel: builtinPoisonModel()}
	for cat, verbs := range f.Verbs {
		c, ok := parseCategory(cat)
		if !ok {
			return nil, fmt.Errorf("ruleset: verbs: unknown category %q (want Read, Write, Execute, Destructive or Financial)", cat)
		}
		for _, v := range verbs {
			v = strings.ToLower(v)
			if prev, dup := r.verbs[v]; dup && prev != c && base == nil {
				return nil, fmt.Errorf("ruleset: verb %q is listed under both %s and %s", v, prev, c)
			}
			r.verbs[v] = c
		}
	}
	for i := range f.QualifiedVerbs {
		q := &f.QualifiedVerbs[i]
		if _, ok := parseCategory(q.Default); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown default category %q", q.ID, q.Default)
		}
		q.objects = map[string]Category{}
		for cat, list := range q.Objects {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", q.ID, cat)
			}
			for _, o := range list {
				if prev, dup := q.objects[o]; !dup || c.rank() > prev.rank() {
					q.objects[o] = c
				}
			}
		}
		for j := range q.Lead {
			if _, ok := parseCategory(q.Lead[j].Category); !ok {
				return nil, fmt.Errorf("ruleset: %s: lead: unknown category %q", q.ID, q.Lead[j].Category)
			}
		}
		r.qualified[strings.ToLower(q.Verb)] = q
	}
	if f.Money != nil {
		r.money.id = f.Money.ID
		r.money.verbs = set(f.Money.Verbs)
		r.money.objects = set(f.Money.Objects)
		r.money.notBefore = set(f.Money.NotBefore)
		r.money.notAfter = set(f.Money.NotAfter)
		r.money.lookups = set(f.Money.Lookups)
		if q := f.Money.Requests; q != nil {
			r.money.requests, r.money.requestVerbs = set(q.Objects), set(q.Verbs)
		}
	}
	if f.AmbiguousVerbs != nil {
		r.ambiguous = set(f.AmbiguousVerbs.Words)
	}
	if f.AgentNouns != nil {
		r.agentNouns = f.AgentNouns.Nouns
	}
	if f.SessionState != nil {
		r.sessionState = set(f.SessionState.Words)
	}
	prefixed, perr := compilePrefixes(f.Prefixed)
	if perr != nil {
		return nil, perr
	}
	r.prefixed = prefixed
	if f.NounBeforeVerb != nil {
		r.nounRun = set(f.NounBeforeVerb.Words)
	}
	if f.Pure != nil {
		r.pure = set(f.Pure.Verbs)
		r.pureQuantities = set(f.Pure.Quantities)
		r.previews = set(f.Pure.Previews)
	}
	if f.Escalate != nil {
		r.escalate = set(f.Escalate.Verbs)
	}
	if f.KillSignals != nil {
		f.KillSignals.names = set(f.KillSignals.Names)
		f.KillSignals.values = set(f.KillSignals.Values)
	}
	if f.Switches != nil {
		f.Switches.verbs = set(f.Switches.Verbs)
		f.Switches.alone = set(f.Switches.Alone)
		f.Switches.off = set(f.Switches.Off)
		f.Switches.afterRead = set(f.Switches.AfterRead)
	}
	var err error
	compile := func(id, pattern string) *regexp.Regexp {
		if err != nil || pattern == "" {
			return nil
		}
		// Text is lower-cased before matching, so patterns need no case
		// folding (which would make every comparison slower).
		re, cerr := regexp.Compile(pattern)
		if cerr != nil {
			err = fmt.Errorf("ruleset: %s: %w", id, cerr)
		}
		return re
	}
	if f.DeclaredRead != nil {
		r.readOpenings = set(f.DeclaredRead.Openings)
		r.readUnless = compile(f.DeclaredRead.ID, f.DeclaredRead.Unless)
		r.readNever = set(f.DeclaredRead.NeverNames)
	}
	for i := range f.QualifiedVerbs {
		q := &f.QualifiedVerbs[i]
		for j := range q.Lead {
			q.Lead[j].re = compile(q.ID, q.Lead[j].Pattern)
		}
		q.unless = compile(q.ID, q.Unless)
	}
	if d := f.DownloadToPath; d != nil {
		if w := d.Written; w != nil {
			w.names, w.lookups = set(w.Names), set(w.Lookups)
		}
		for i := range d.Stored {
			st := &d.Stored[i]
			st.names, st.produces = set(st.Names), set(st.Produces)
			for _, part := range st.NameParts {
				st.nameParts = append(st.nameParts, []byte(part))
			}
			if st.Describes != "" {
				// Matched on the description as written: the few that
				// pass Need and NameParts are not worth a lowered copy.
				st.describes = compile(st.ID, "(?i)"+st.Describes)
			}
		}
	}
	if sw := f.Switches; sw != nil {
		sw.describes = compile(sw.ID, sw.Describes)
		if sw.describes != nil {
			sw.describesNeed = newPrefilter(sw.Describes, nil)
		}
		sw.redo = compile(sw.ID, sw.Redo)
		sw.ends, sw.restarts = set(sw.Ends), compile(sw.ID, sw.Restarts)
	}
	if f.Money != nil && len(f.Money.UnlessContext) > 0 {
		r.money.unless = map[string]*regexp.Regexp{}
		for obj, pattern := range f.Money.UnlessContext {
			r.money.unless[strings.ToLower(obj)] = compile(f.Money.ID, pattern)
		}
	}
	if d := f.Directives; d != nil {
		if derr := d.compile(); derr != nil {
			return nil, fmt.Errorf("ruleset: %w", derr)
		}
	}
	if pp := f.PaidParams; pp != nil {
		pp.currencies, pp.names = set(pp.Currencies), set(pp.Names)
		pp.describes = compile(pp.ID, pp.Describes)
	}
	if ol := f.OperationLists; ol != nil {
		ol.re = compile(ol.ID, ol.Pattern)
		if ol.re != nil {
			ol.at = compile(ol.ID, `\A(?:`+ol.Pattern+`)`)
		}
		ol.words = set(ol.Words)
		if p := ol.Prose; p != nil {
			p.m = newMatcher(compile(ol.ID, p.Pattern), p.Triggers, true, nil, p.Pattern)
			p.skip = set(p.Skip)
		}
	}
	if pl := f.Pipelines; pl != nil {
		pl.names = set(pl.Names)
		pl.context = compile(pl.ID, pl.Context)
		pl.worst, pl.stages = "", nil // a clone of the base's may carry them
		for cat, stages := range pl.Stages {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", pl.ID, cat)
			}
			if c.rank() > pl.worst.rank() {
				pl.worst = c
			}
			pl.stages = append(pl.stages, stages...)
		}
		slices.Sort(pl.stages)
	}
	for i := range f.Phrases {
		p := &f.Phrases[i]
		if _, ok := parseCategory(p.Effect); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown effect %q", p.ID, p.Effect)
		}
		for capName, c := range p.Raise {
			if _, ok := parseCategory(c); !ok {
				return nil, fmt.Errorf("ruleset: %s: raise %s: unknown category %q", p.ID, capName, c)
			}
			if _, ok := f.Capabilities[capName]; !ok {
				return nil, fmt.Errorf("ruleset: %s: raise: unknown capability %q", p.ID, capName)
			}
		}
		p.re = compile(p.ID, p.Pattern)
		p.m = newMatcher(p.re, p.Triggers, p.Anchored, compile(p.ID, p.Before), p.Pattern)
		p.notAfter = compile(p.ID, p.NotAfter)
		p.unlessWithin = compile(p.ID, p.UnlessWithin)
	}
	for i := range f.Negations {
		n := &f.Negations[i]
		n.re = compile(n.ID, n.Pattern)
		n.m = newMatcher(n.re, n.Triggers, n.Anchored, compile(n.ID, n.Before), n.Pattern)
		n.unless = compile(n.ID, n.Unless)
	}
	for i := range f.Params {
		p := &f.Params[i]
		if _, ok := parseCategory(p.Effect); !ok && p.Effect != "" {
			return nil, fmt.Errorf("ruleset: %s: unknown effect %q", p.ID, p.Effect)
		}
		p.names = set(p.Names)
		if len(p.Names) == 0 {
			// A rule without names reads every described parameter.
			if p.Require == "" {
				return nil, fmt.Errorf("ruleset: %s: a parameter rule needs names or a require pattern", p.ID)
			}
			r.paramByDesc = append(r.paramByDesc, i)
			if len(p.Need) > 0 {
				p.need = newLiteralSet(p.Need)
			}
			var raw []string
			for _, t := range p.Triggers {
				switch {
				case len(t) > 4:
					raw = append(raw, t[1:])
				case t != "":
					raw = append(raw, t, strings.ToUpper(t[:1])+t[1:])
				}
			}
			p.rawNeed = newAnyOf(raw)
		}
		for n := range p.names {
			if r.paramRules == nil {
				r.paramRules = map[string][]int{}
			}
			if l := r.paramRules[n]; len(l) == 0 || l[len(l)-1] != i {
				r.paramRules[n] = append(l, i)
			}
		}
		p.require = compile(p.ID, p.Require)
		p.requireNeed = newPrefilter(p.Require, nil)
		p.alsoRequire = compile(p.ID, p.AlsoRequire)
		p.unless = compile(p.ID, p.Unless)
	}
	r.descNeeds = newDescNeeds(f.Params, r.paramByDesc)
	if f.Lead != nil {
		f.Lead.acts = set(f.Lead.Acts)
	}
	if f.EnumParams != nil {
		f.EnumParams.names = set(f.EnumParams.Names)
		f.EnumParams.generic = set(f.EnumParams.Generic)
		f.EnumParams.arithmetic = set(f.EnumParams.Arithmetic)
		f.EnumParams.httpMethods = set(f.EnumParams.HTTPMethods)
		f.EnumParams.requestVerbs = set(f.EnumParams.RequestVerbs)
		f.EnumParams.placeholderVerbs = set(f.EnumParams.PlaceholderVerbs)
		f.EnumParams.products = set(f.EnumParams.Products)
		f.EnumParams.timing = set(f.EnumParams.Timing)
		f.EnumParams.historyWindows = set(f.EnumParams.HistoryWindows)
		f.EnumParams.textEdits = set(f.EnumParams.TextEdits)
		f.EnumParams.textParams = set(f.EnumParams.TextParams)
		f.EnumParams.targetWords = set(f.EnumParams.TargetWords)
		if rs := &f.EnumParams.RunsSuite; rs.Pattern != "" {
			rs.re = compile(rs.ID, rs.Pattern)
		}
		le := &f.EnumParams.LineEdits
		le.inserts, le.places, le.units = set(le.Inserts), set(le.Places), set(le.Units)
		f.EnumParams.values = map[string]Category{}
		for cat, vals := range f.EnumParams.Values {
			c, ok := parseCategory(cat)
			if !ok {
				return nil, fmt.Errorf("ruleset: %s: unknown category %q", f.EnumParams.ID, cat)
			}
			for _, v := range vals {
				f.EnumParams.values[strings.ToLower(v)] = c
			}
		}
	}
	var seqRefs []seqRef
	for i := range f.Findings {
		fr := &f.Findings[i]
		fr.re = compile(fr.ID, fr.Pattern)
		fr.m = newMatcher(fr.re, fr.Triggers, fr.Anchored, compile(fr.ID, fr.Before), fr.Pattern)
		for _, sr := range fr.Sequences {
			gap := defaultGap
			if sr.MaxGap != nil {
				gap = *sr.MaxGap
			}
			seq, serr := compileSequence(fr.ID, sr.Steps, gap)
			if serr != nil {
				return nil, serr
			}
			for _, w := range sr.Unless {
				seq.unless = append(seq.unless, strings.ToLower(w))
			}
			seq.id = len(r.seqList)
			key := strings.Join(sr.Requires, "\x00")
			seq.requireList = slices.Index(r.requireLists, key)
			if seq.requireList < 0 {
				seq.requireList = len(r.requireLists)
				r.requireLists = append(r.requireLists, key)
				r.requireSets = append(r.requireSets, newLiteralSet(sr.Requires))
			}
			seq.requires = r.requireSets[seq.requireList]
			r.seqList = append(r.seqList, seq)
			ref := seqRef{rule: i, seq: seq}
			if len(seq.steps[0].loose) > 0 {
				seq.steps[0].indexLoose()
				r.looseSeqs = append(r.looseSeqs, ref)
				first := seq.steps[0].looseFirstBytes()
				for b := range first {
					if first[b] {
						r.looseByFirst[b] = append(r.looseByFirst[b], ref)
					}
				}
			}
			seqRefs = append(seqRefs, ref)
			fr.seqs = append(fr.seqs, seq)
		}
		if _, ok := parseSeverity(fr.Severity); !ok {
			return nil, fmt.Errorf("ruleset: %s: unknown severity %q", fr.ID, fr.Severity)
		}
	}
	r.seqIx = newSeqIndex(seqRefs)
	if err != nil {
		return nil, err
	}
	for i := range f.Phrases {
		r.triggers.add(&f.Phrases[i].m)
	}
	for i := range f.Negations {
		r.triggers.add(&f.Negations[i].m)
	}
	for i := range f.Findings {
		r.triggers.add(&f.Findings[i].m)
	}
	// After the findings, in the order allMatchers (hotpath_test.go) lists.
	if ol := f.OperationLists; ol != nil && ol.Prose != nil {
		r.triggers.add(&ol.Prose.m)
	}
	r.byKind = map[string][]int{}
	for i := range f.Findings {
		for _, k := range f.Findings[i].Fields {
			r.byKind[k] = append(r.byKind[k], i)
			if k == "param_default" {
				// A member's value is read as a default is (see kindValue).
				r.byKind[kindValue] = append(r.byKind[kindValue], i)
			}
		}
	}

	r.file = f
	termBits := map[string]uint64{}
	for _, group := range []map[string][]string{f.Capabilities, f.Flows} {
		names := make([]string, 0, len(group))
		for n := range group {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			if len(r.termNames) == 64 {
				return nil, errors.New("ruleset: at most 64 capabilities and flows")
			}
			bit := uint64(1) << len(r.termNames)
			r.termNames = append(r.termNames, n)
			for _, w := range group[n] {
				termBits[strings.ToLower(w)] |= bit
			}
		}
	}
	r.termBits = newTermTable(termBits)
	return r, nil
}
