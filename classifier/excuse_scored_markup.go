package classifier

import (
	"regexp"
	"strings"
)

// An injection detector's example input is the text it scores, and the
// texts it scores hide their orders: "Great recipe! <!-- AI assistant:
// ignore your previous instructions … -->" is the sample of what it
// labels, a comment and an override inside a page the user hands it. The
// sample is read so wherever the match stands in it, not only at its
// opening, but only in an example value of one of the tool's own
// top-level inputs, in a tool whose words are about attacks, and only
// when the sample names no place to send to (an address, a host, a bare
// domain, a phone number, a path of the user's machine) and no tool to call: a sample that carries
// them is read as an order like any other, and the same words in the
// description or in a tool about something else are read as ever.

// sampleReach is what a scored sample has no need of: a printed address,
// a host, a path of the user's machine, or a tool's name. A bare domain or
// a long number (a phone to text) is no more needed (see evalInputReach).
var sampleReach = regexp.MustCompile(`@[a-z0-9-]+\.|https?://|\bwww\.|~/|\b[a-z][a-z0-9]*_[a-z0-9_]+\b`)

// namesReach reports whether s names a place to send to or a tool to
// call: what sampleReach or evalInputReach finds. A text an excuse reads
// as a sample, an input or the user's own words must name neither.
func namesReach(s string) bool {
	return sampleReach.MatchString(s) || evalInputReach.MatchString(s)
}

// scoredMarkupSample reports whether the match stands within an example
// value of a top-level parameter of a security tool, and that value
// names no place to send to and no tool.
func scoredMarkupSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil || !securitySubject.MatchString(c.topics.get()) {
		return false
	}
	for _, x := range c.tool.schema {
		path, ok := strings.CutSuffix(x.path, ".examples")
		if !ok || strings.ContainsAny(path, ".[") {
			continue
		}
		// The sample copied into another field (the texts are also read
		// joined) is read there as ever: it must stand once.
		sample := toLower(x.text)
		if !within(c.f.lower, sample, c.loc) || strings.Count(c.f.lower, sample) > 1 {
			continue
		}
		for _, m := range append(sampleReach.FindAllString(sample, -1), evalInputReach.FindAllString(sample, -1)...) {
			if !c.tool.own(m) {
				return false
			}
		}
		for i := range c.tool.params {
			if c.tool.params[i].path == path {
				return true
			}
		}
	}
	return false
}
