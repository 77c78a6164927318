package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool says what one of its switches does by naming the switch as the
// subject of a clause: "auto_approve skips Terraform's yes/no prompt",
// "insecure_skip_tls_verify is for registries with self-signed
// certificates", or as its condition, "with confirm=true it deletes
// them". The switch is a boolean the tool leaves off, so the act is the
// user's to choose by setting it; read without the clause, the sentence
// must order something itself. A sentence that makes the setting standing
// ("always", "on every call"), carries data to a place (see
// switchCarried), has it set without the user's say ("without asking"),
// or holds the switch at a value ("must be true", see switchHeld) is read
// whole, and so is a switch on by default or a parameter that is
// no boolean.

// switchSubject opens a clause with a parameter's name as its subject,
// or as the condition "with name=true" or "without name", or the setting
// itself ("`name: true` also …"); the name is the first group.
var switchSubject = regexp.MustCompile("(?:^|[;,:]\\s*)(?:(?:with|without|mit|ohne|con|sin|avec|sans|dengan|tanpa|met|zonder)\\s+)?[`'\"]?([a-z][a-z0-9_]*)[`'\"]?(?:\\s*[=:]\\s*(?:true|1|yes|on)[`'\"]?)?\\s+")

// switchUnasked has the switch set without the user's say.
var switchUnasked = regexp.MustCompile(`\b(without (asking|telling|notifying|informing|confirm\w*|the user)|silently|quietly|secretly|do not (tell|ask|mention)|don't (tell|ask|mention)|never (tell|ask|mention))\b`)

// withoutSwitchSubject is sent with each clause whose subject or
// condition is one of the tool's boolean switches, off unless set,
// blanked to the clause's end; false when there is none, or when the
// sentence makes the setting standing, carries data away or has it set
// unasked.
func withoutSwitchSubject(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !strings.Contains(tc.lowerDesc(), sent) || switchCarried.MatchString(sent) || switchCarriedAbroad.MatchString(sent) {
		// Only the tool's own words: a sentence the check builds from a
		// default ("verify_ssl = false") states a value, not an effect.
		return sent, false
	}
	var clauses [][2]int // from the switch's name to its clause's end
	names := []byte(sent)
	for _, m := range switchSubject.FindAllStringSubmatchIndex(sent, -1) {
		if !offSwitch(tc, sent[m[2]:m[3]]) {
			continue
		}
		if switchHeld.MatchString(sent[m[3]:]) {
			return sent, false // "share_history must be true": a value held, not what the switch does
		}
		end := len(sent)
		if i := strings.IndexAny(sent[m[1]:], ";,"); i >= 0 {
			end = m[1] + i
		}
		clauses = append(clauses, [2]int{m[2], end})
		// The switch's own name is no word of the sentence's: "without
		// confirm" names the unset switch, not an act done unasked.
		blankSpan(names, m[2], m[3])
	}
	if clauses == nil || switchUnasked.Match(names) {
		return sent, false
	}
	b := []byte(sent)
	for _, c := range clauses {
		blankSpan(b, c[0], c[1])
	}
	return string(b), true
}

// offSwitch reports whether name is a boolean parameter of the tool that
// is off unless set.
func offSwitch(tc *toolContext, name string) bool {
	for _, p := range tc.params {
		if p.lname == name && p.typ == "boolean" && strings.TrimSpace(p.deflt) != "true" {
			return true
		}
	}
	return false
}

// notifyingSwitch is a switch's description that has a person told of
// the tool's own act: "Also tell the employee's manager that a reset
// happened", "Notify the requester when the order ships".
var notifyingSwitch = regexp.MustCompile(`^(also\s+)?(tell|notify|inform|alert|let)\s+(the\s+|their\s+|its\s+|an?\s+)?([\w'-]+\s+){0,3}?(manager|owner|lead|admin\w*|requester|team|supervisor|approver|customer|employee|reviewer|assignee|parent|teacher|user)s?('s\s+[\w-]+)?(\s+know)?(\s+(that|when|about|of)\b|\s*[.]?$)`)

// notifiedData is what a notice of the tool's own act has no need of: a
// secret, what the model holds, another tool to call.
var notifiedData = regexp.MustCompile(`\b(password\w*|passcodes?|tokens?|credentials?|secrets?|keys?|codes?|otp|pin|conversation|chat|history|prompts?|context|files?|documents?|contents?|messages?)\b`)

// switchOwnDescription reports whether sent lies within the description
// of one of the tool's boolean switches, off unless set, that has a
// person told of the tool's own act: "Also tell the employee's manager
// that a reset happened." on notify_manager is what setting it does, the
// user's to choose. A description that tells a secret or what the model
// holds, names another tool, makes the setting standing, carries data
// away (see switchCarried), orders the switch set or addresses the model
// (see switchOrdered), or has it done unasked is read as ever, and so
// are the same words in the tool's own description.
func switchOwnDescription(sent string, tc *toolContext) bool {
	if tc == nil || sent == "" {
		return false
	}
	for _, p := range tc.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || p.desc == "" {
			continue
		}
		d := strings.TrimSpace(strings.ReplaceAll(toLower(p.desc), "’", "'")) // as the scan reads it
		if !strings.Contains(d, sent) || strings.Contains(tc.lowerDesc(), sent) || !notifyingSwitch.MatchString(d) ||
			notifiedData.MatchString(d) || snakeToken.MatchString(d) ||
			switchCarried.MatchString(d) || switchOrdered.MatchString(d) || switchUnasked.MatchString(d) {
			continue
		}
		return true
	}
	return false
}

// removalWords are the verbs of taking something away: a tool named for
// one (revoke_all_links, purge_cache) has removal as its own act, and a
// share they govern is withdrawn (see revokedShare).
var removalWords = map[string]bool{"revoke": true, "remove": true, "delete": true, "disable": true, "clear": true, "purge": true,
	"unshare": true, "cancel": true, "close": true, "archive": true, "expire": true, "prune": true, "wipe": true, "drop": true,
	"stop": true, "withdraw": true, "end": true}

// switchWidensRemoval reports whether sent lies within the description of
// one of the tool's boolean switches, off unless set, that widens the
// removal the tool is named for ("Also remove shares with named people."
// on include_named of revoke_all_links): more of the tool's own act, the
// user's to choose. A tool not named for removing, a switch on by default,
// or a description that makes the removal standing, names a place,
// orders the switch set or addresses the model is read as ever.
func switchWidensRemoval(sent string, tc *toolContext) bool {
	if tc == nil || sent == "" {
		return false
	}
	words := catalog.NameWords(tc.name)
	if len(words) == 0 || !removalWords[words[0]] {
		return false
	}
	for _, p := range tc.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || p.desc == "" {
			continue
		}
		d := strings.TrimSpace(strings.ReplaceAll(toLower(p.desc), "’", "'"))
		if !strings.Contains(d, sent) || strings.Contains(tc.lowerDesc(), sent) || removalStanding.MatchString(d) || switchOrdered.MatchString(d) {
			continue
		}
		first := strings.Fields(strings.TrimPrefix(d, "also "))
		if len(first) > 0 && removalWords[strings.TrimSuffix(first[0], "s")] {
			return true
		}
	}
	return false
}

// removalStanding makes a switch's removal standing, or names a place:
// what a switch that only widens the tool's own removal never does.
var removalStanding = regexp.MustCompile(`\b(always|every time|by default|regardless|automatically)\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)
