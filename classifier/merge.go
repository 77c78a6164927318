package classifier

import (
	"maps"
	"slices"
	"strings"
)

// mergeRules lays a user ruleset over the base.
func mergeRules(base, user ruleFile) ruleFile {
	out := base
	out.Version = base.Version + "+" + user.Version
	out.Verbs = map[string][]string{}
	moved := map[string]bool{}
	for _, vs := range user.Verbs {
		for _, v := range vs {
			moved[strings.ToLower(v)] = true
		}
	}
	for cat, vs := range base.Verbs {
		for _, v := range vs {
			if !moved[v] {
				out.Verbs[cat] = append(out.Verbs[cat], v)
			}
		}
	}
	for cat, vs := range user.Verbs {
		out.Verbs[cat] = append(out.Verbs[cat], vs...)
	}
	out.QualifiedVerbs = mergeByID(base.QualifiedVerbs, user.QualifiedVerbs, func(q qualifiedVerb) string { return q.ID })
	out.Phrases = mergeByID(base.Phrases, user.Phrases, func(p phraseRule) string { return p.ID })
	out.Negations = mergeByID(base.Negations, user.Negations, func(n negationRule) string { return n.ID })
	out.Params = mergeByID(base.Params, user.Params, func(p paramRule) string { return p.ID })
	out.Findings = mergeByID(base.Findings, user.Findings, func(f findingRule) string { return f.ID })
	// A section the user gives replaces the base's whole. The base is a
	// private copy (LoadRules decodes it afresh), so what compiling writes
	// into the merged rules touches no other ruleset.
	out.Money = overlay(base.Money, user.Money)
	out.EnumParams = overlay(base.EnumParams, user.EnumParams)
	out.AmbiguousVerbs = overlay(base.AmbiguousVerbs, user.AmbiguousVerbs)
	out.NounBeforeVerb = overlay(base.NounBeforeVerb, user.NounBeforeVerb)
	out.Pure = overlay(base.Pure, user.Pure)
	out.SessionState = overlay(base.SessionState, user.SessionState)
	out.Escalate = overlay(base.Escalate, user.Escalate)
	out.Lead = overlay(base.Lead, user.Lead)
	out.DownloadToPath = overlay(base.DownloadToPath, user.DownloadToPath)
	out.PaidParams = overlay(base.PaidParams, user.PaidParams)
	out.Nominal = overlay(base.Nominal, user.Nominal)
	out.AgentNouns = overlay(base.AgentNouns, user.AgentNouns)
	out.RemovalKept = overlay(base.RemovalKept, user.RemovalKept)
	out.RemovalMarker = overlay(base.RemovalMarker, user.RemovalMarker)
	out.Prefixed = overlay(base.Prefixed, user.Prefixed)
	out.DeclaredRead = overlay(base.DeclaredRead, user.DeclaredRead)
	out.NameAsNoun = overlay(base.NameAsNoun, user.NameAsNoun)
	out.NameHandedBack = overlay(base.NameHandedBack, user.NameHandedBack)
	out.KillSignals = overlay(base.KillSignals, user.KillSignals)
	out.ParamSuffix = overlay(base.ParamSuffix, user.ParamSuffix)
	out.Switches = overlay(base.Switches, user.Switches)
	out.OperationLists = overlay(base.OperationLists, user.OperationLists)
	out.Directives = overlay(base.Directives, user.Directives)
	out.Pipelines = overlay(base.Pipelines, user.Pipelines)
	out.Capabilities = maps.Clone(base.Capabilities)
	maps.Copy(out.Capabilities, user.Capabilities)
	out.Flows = maps.Clone(base.Flows)
	maps.Copy(out.Flows, user.Flows)
	return out
}

func mergeByID[T any](base, user []T, id func(T) string) []T {
	out := slices.Clone(base)
	for _, u := range user {
		if i := slices.IndexFunc(out, func(b T) bool { return id(b) == id(u) }); i >= 0 {
			out[i] = u
		} else {
			out = append(out, u)
		}
	}
	return out
}

// overlay is the user's section when it has one, else the base's.
func overlay[T any](base, user *T) *T {
	if user != nil {
		return user
	}
	return base
}
