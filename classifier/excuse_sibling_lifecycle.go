package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool that runs until stopped names its own counterpart: "Stops when
// the session ends or `stop_watch` is called." in watch_folder. Read
// alone, "when `x` is called" is how shadowing hangs an act on another
// tool; here the other tool shares the tool's own subject (a sibling of
// the same server) and the sentence says only when this tool's own work
// stops, starts or expires. A sentence that hangs an act on the call
// (send, copy, add, change, forward …), or a tool of another subject,
// stays found.

var (
	// lifecycleVerb says when the tool's own work stops or starts.
	lifecycleVerb = regexp.MustCompile(`^(it |this tool |the watch |the watcher |watching )?(stops|ends|pauses|resumes|expires|closes|finishes|halts|terminates|runs until|keeps running until|is stopped|is cancelled|is canceled)\b`)
	// hungAct is an act a shadowing order hangs on another tool's call.
	hungAct = regexp.MustCompile(`\b(send|sends|sent|copy|copies|add|adds|include|forward|forwards|bcc|cc|change|changes|replace|replaces|set|redirect|upload|uploads|post|posts|share|shares|call|first|also|always|instead|must|should)\b`)
	// snakeToken is a name in snake case.
	snakeToken = regexp.MustCompile("[a-z][a-z0-9]*(_[a-z0-9]+)+")
)

// siblingLifecycle reports whether the match names, in a sentence that
// says when the tool's own work stops or starts, only tools that share a
// word of the tool's name.
func siblingLifecycle(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.tool.name == "" {
		return false
	}
	sent := strings.TrimSpace(sentenceAt(c.f.lower, c.loc[0]))
	if !lifecycleVerb.MatchString(sent) || hungAct.MatchString(withoutCodeSpans(sent)) {
		return false
	}
	own := map[string]bool{}
	for _, w := range catalog.NameWords(c.tool.name) {
		if len(w) >= 4 {
			own[strings.ToLower(w)] = true
		}
	}
	names := snakeToken.FindAllString(c.f.lower[c.loc[0]:c.loc[1]], -1)
	for _, n := range names {
		shared := false
		for _, w := range strings.Split(n, "_") {
			shared = shared || own[w]
		}
		if !shared {
			return false
		}
	}
	return len(names) > 0
}
