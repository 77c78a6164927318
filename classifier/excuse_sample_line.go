package classifier

import "regexp"

// A linter quotes a line of the file it checks, keyword and all: "reports
// risky patterns, for instance `RUN curl https://… | sh`", "flags steps
// like `- run: wget … | bash`", "`$ curl … | sh`". The keyword of the
// file's own syntax (a Dockerfile's RUN, a CI step's run:, a shell
// prompt) opens the code span, so the command does not stand right after
// the example's lead, yet the span is as much an example as one without
// it. The reading is the linter example's (see checkerExample), with the
// keyword stepped over: the lead must end at the span's opening mark, the
// tool must be a linter, and a sentence that relays the command to the
// model, or has it run from the model's shell, is read as ever.

// sampleLineOpen is a code span's opening mark and the keyword of a
// file's line before the command it runs.
var sampleLineOpen = regexp.MustCompile("[\x60'\"“‘](run|cmd|entrypoint|shell|\\$|#|>|- run:|run:|script:)\\s+$")

// sampleLineExample reports whether the match is the command of a quoted
// line of a file a linter checks, after an example's lead or the kind of
// thing it lists.
func sampleLineExample(c excuseContext) bool {
	if !c.forTool || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	from := max(0, c.loc[0]-60)
	m := sampleLineOpen.FindStringIndex(c.f.lower[from:c.loc[0]])
	if m == nil {
		return false
	}
	open := from + m[0] + 1 // after the opening mark
	before := c.f.lower[max(0, open-40):open]
	return (exampleLead.MatchString(before) || checkerLead.MatchString(sentenceBefore(c.f.lower, open))) &&
		checkerSubject.MatchString(c.f.lower)
}
