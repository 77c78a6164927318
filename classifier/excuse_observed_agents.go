package classifier

import (
	"regexp"
	"strings"
)

// A tool of an agent-observability product is about other agents: which
// ones send telemetry, what their system prompts and tools are, how each
// version scored. Read alone, "agents send" and "system prompts" are the
// words of an assistant told to hand its instructions over; what makes
// them honest is that the agents are the observed ones, the subject of
// their own sending ("which agents send telemetry"), and the prompts are
// theirs ("their system prompts"), not the model's. The reading is
// narrow: nothing in the sentence may point at the model's own
// instructions or conversation, print a place, make the act standing,
// or send anything once those phrases are blanked; the rest must order
// nothing itself.

// observedAgentsSend is observed agents as the subject of the telemetry
// they send.
var observedAgentsSend = regexp.MustCompile(`\b(which|what|the|whose|how|where|when|that|these|those)\s+agents?\s+(send|sends|emit|emits|report|reports|export|exports|ship|ships|push|pushes)\s+(their\s+|its\s+)?(telemetry|traces|spans|metrics|logs|events|generations)\b`)

// observedAgentsPrompt is the observed agents' own prompts, named by
// their possessive.
var observedAgentsPrompt = regexp.MustCompile(`\btheir\s+(system\s+)?(prompts?|instructions)\b`)

// observedAside is what makes the sentence more than the observed agents'
// description: the model's own, a hand-over left once the agents' phrases
// are gone, a place, a standing or hidden order.
var observedAside = regexp.MustCompile(`\b(you|your|yours|yourself|own|this (conversation|chat|session)|current (conversation|chat|session)|send\w*|sent|post\w*|upload\w*|forward\w*|share\w*|e-?mail\w*|leak\w*|reveal\w*|print\w*|include\w*|attach\w*|paste\w*|append\w*|ignore\w*|override\w*|disregard\w*|forget|always|every (call|time|request)|secret\w*|hidden|quietly|silently|without)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutObservedAgents is sent with the observed agents' sending and
// prompts blanked; false when the sentence names neither or holds an
// aside.
func withoutObservedAgents(sent string) (string, bool) {
	if !strings.Contains(sent, "agent") {
		return sent, false // a one-pass gate: most sentences name no agents
	}
	rest, ok := blankMatches(sent, observedAgentsSend)
	if !ok {
		return sent, false
	}
	rest, _ = blankMatches(rest, observedAgentsPrompt)
	if observedAside.MatchString(rest) {
		return sent, false
	}
	return rest, true
}
