// Package policy is the policy.json format and its engine: parsing with
// line:column errors, validation, and the decision for every tool call
// (allow, deny, hide, or ask for approval, with the rule that decided and
// the reason shown to the agent), with rate-limit counters kept in memory
// or in Redis. It does not know where tools come from.
//
// The format is a superset of PolicyLayer's version 1: a v1 file is
// accepted as it is.
package policy
