// Package policy will own the policy.json format: parsing with line:column
// errors, validation, the decision engine (allow, deny, hide, approval with
// the reason shown to the agent) and its rate counters, in memory or in
// Redis. It does not know where tools come from.
package policy
