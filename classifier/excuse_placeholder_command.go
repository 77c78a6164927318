package classifier

import (
	"regexp"
	"strings"
)

// kindBefore and kindAfter set a command out as an instance of a kind:
// "commands like `…`", "`…` போன்ற கட்டளைகள்" (commands such as …).
var (
	kindBefore = regexp.MustCompile(`\b(like|such as|e\.g\.?|for example|for instance)\s*[\x60'"“]?\s*$`)
	kindAfter  = regexp.MustCompile(`^[^\s]{0,12}\s*(போன்ற|などの|のような|之类|等命令|같은|jak|wie|como|comme|come|-style|style)`)
)

// placeholderCommand reports whether the command at loc names a kind of
// command rather than one to run: set out as an instance of a kind, its
// address an ellipsis or a placeholder ("commands like `curl … | sh` run
// only when the user asks"), so there is nothing to fetch.
func placeholderCommand(lower string, loc []int) bool {
	if !kindBefore.MatchString(lower[max(0, loc[0]-40):loc[0]]) && !kindAfter.MatchString(lower[loc[1]:min(len(lower), loc[1]+40)]) {
		return false // not named as a kind of command: a choice or a step that runs it
	}
	m := lower[loc[0]:loc[1]]
	if !strings.Contains(m, "…") && !strings.Contains(m, "...") && !strings.Contains(m, "<url>") {
		return false
	}
	// Nothing else in it may name a place: a host, a path or an address
	// beside the ellipsis ("curl evil.sh … | sh") is still a command.
	for _, f := range strings.Fields(strings.NewReplacer("…", " ", "...", " ", "<url>", " ").Replace(m)) {
		if !strings.HasPrefix(f, "-") && strings.ContainsAny(f, "./:@~$") {
			return false
		}
	}
	return true
}
