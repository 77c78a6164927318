package classifier

import "regexp"

// The rule types that read what a parameter can do by its value: a
// number that pays out, a switch that destroys.

// paidParamRule finds a number parameter that is money the call pays out
// (budget_usd: "payment in USD per worker").
type paidParamRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Currencies are the last words of a parameter name that make it an
	// amount of money (prize_usd, reward_cents).
	Currencies []string `json:"currencies"`
	// Names are parameter names that are money whatever their unit.
	Names []string `json:"names"`
	// Describes must match the parameter's own description: it says the
	// amount is paid (a payment, a prize, a reward).
	Describes  string `json:"describes"`
	currencies map[string]bool
	names      map[string]bool
	describes  *regexp.Regexp
}

// switchRule finds boolean parameters that turn on a destructive act.
type switchRule struct {
	ID    string   `json:"id"`
	Doc   string   `json:"doc,omitempty"`
	Verbs []string `json:"verbs"`
	Alone []string `json:"alone"`
	// Off lists switches whose off position destroys: a write tool's
	// append, false by default, replaces the content.
	Off []string `json:"off,omitempty"`
	// Describes matches a boolean's own description that says true
	// destroys ("set to true to archive (delete) a block").
	Describes string `json:"describes,omitempty"`
	// Redo matches the description of a switch named only by an alone
	// word (force) that says it repeats work ("re-fetch even if cached",
	// "force re-authentication"): redoing destroys nothing.
	Redo string `json:"redo,omitempty"`
	// AfterRead lists the verbs that, first in the name of a boolean of
	// a tool whose name does not write, say what the call does to what
	// it has just read (delete_raw: "Delete raw activity entries after
	// summarizing"): true destroys it.
	AfterRead []string `json:"after_read,omitempty"`
	// Ends lists the verbs that end a process (terminate, kill): a
	// switch named for one kills what runs, unless its own description
	// matches Restarts, ending it only to start it again.
	Ends      []string `json:"ends,omitempty"`
	Restarts  string   `json:"restarts,omitempty"`
	ends      map[string]bool
	restarts  *regexp.Regexp
	verbs     map[string]bool
	afterRead map[string]bool
	alone     map[string]bool
	off       map[string]bool
	describes *regexp.Regexp
	// describesNeed is what a description must hold for describes to
	// match: most switches' descriptions name no destruction, and the
	// expression costs far more than the look for its words.
	describesNeed prefilter
	redo          *regexp.Regexp
}
