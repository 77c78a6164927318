// Package classifier assesses MCP tools: for each catalog.Tool it decides
// the primary risk category (Read, Write, Execute, Destructive, Financial —
// the most dangerous thing the tool can do wins), a severity, capability
// tags, flow labels, findings such as tool poisoning and annotation
// mismatches, a rationale sentence, and the evidence: every rule that fired,
// on which field, matching which text.
//
// Classification is pure and deterministic and does no I/O. The rules are
// data (rules/default.json, embedded); LoadRules lays a user's ruleset over
// them. Declared annotations are compared with the inferred behaviour and
// never taken as the verdict: the MCP specification calls them untrusted
// hints.
package classifier
