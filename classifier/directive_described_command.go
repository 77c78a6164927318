package classifier

import (
	"regexp"
	"strings"
)

// A tool that explains shell commands without running them says what an
// example command does: "Example: `rm -rf ./build` deletes the build
// folder without asking", "例：`rm -rf ./build` は … 確認なしで削除します".
// The command in its code span is the sentence's subject and the verb
// describes it; nobody is told to do anything. The reading holds only in
// a tool that says it runs nothing, only for a sentence that opens with
// the command (after an example's lead) and the verb that describes it,
// and only with no request in it: "run `…` without asking", "`…` を
// 実行してください" and "…; you must run it" stay orders.

var (
	// commandSubject opens a sentence with a command in a code span as
	// its subject: a verb in the third person after it in English, a
	// topic or subject particle in Japanese, or a modal verb in Chinese.
	commandSubject = regexp.MustCompile("^(例\\s*[:：]\\s*|例えば[、,]?\\s*|例如\\s*[:：]?\\s*|(example|e\\.g\\.|for example|for instance)\\s*[:,]?\\s*)?`[^`]+`\\s*(は|が|会|将|[a-z]+s\\b)")
	// requestForm is a request to whoever reads the sentence.
	requestForm = regexp.MustCompile(`ください|しなさい|しろ|せよ|すること|请|\b(you|your|must|should|please|always|then|so|instead)\b|[;:；]`)
	// runsNothing says the tool runs no command.
	runsNothing = mustFiltered(`\b(without (running|executing)|never (runs|executes)|(does not|doesn't|do not|will not|won't) (run|execute)|not (run|executed))\b|実行せず|実行しません|実行はしません|不会执行|不执行|不运行`)
)

// describedCommand reports whether a sentence (lower-cased) says what a
// command does, with the command as its subject and no request in it.
func describedCommand(sent string) bool {
	m := commandSubject.FindStringIndex(sent)
	return m != nil && !requestForm.MatchString(sent[m[1]:])
}

// explainedCommand reports whether the match stands in a sentence that
// says what a command does, in a tool that says elsewhere it runs none.
func explainedCommand(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	sent := strings.TrimSpace(sentenceAt(c.f.lower, c.loc[0]))
	return describedCommand(sent) && runsNothing.MatchString(strings.Replace(c.topics.get(), sent, " ", 1))
}
