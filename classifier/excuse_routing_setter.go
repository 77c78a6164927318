package classifier

import (
	"regexp"
	"strings"
)

// A tool named for a copy or a route of the user's own mail (set_archive_bcc,
// create_forwarding_rule) says in its opening sentence what it sets: "Sets
// an archive address that receives a blind copy of every message the user
// sends". The copy is the tool's purpose, and where it goes is the address
// the user gives; read as words, "a copy of every message the user sends"
// is what an exfiltration order asks for. Only the opening sentence is
// read so, and only when it opens with a verb of setting up: a later
// sentence that sends copies elsewhere is read as ever.

// routingToolWords are words of a tool's name that say it routes or copies
// the user's mail.
var routingToolWords = []string{"bcc", "cc", "archive", "forward", "forwarding", "routing", "route", "alias", "catch", "copy"}

// routingSetterLead is an opening sentence that says what the tool sets up.
var routingSetterLead = regexp.MustCompile(`^\s*(sets|sets up|configures|creates|adds|updates|changes|defines|enables|turns on)\b`)

// routingSetter reports whether the match is in the opening sentence of a
// tool named for routing the user's mail, a sentence that says what the
// tool sets up (see above).
func routingSetter(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "description" {
		return false
	}
	first := firstSentence(c.f.lower)
	if c.loc[1] > len(first) || !routingSetterLead.MatchString(first) {
		return false
	}
	name := " " + strings.ToLower(separatorsAsSpaces.Replace(c.tool.name)) + " "
	for _, w := range routingToolWords {
		if strings.Contains(name, " "+w+" ") {
			return true
		}
	}
	return false
}
