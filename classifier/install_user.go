package classifier

import (
	"regexp"
	"strings"
)

// An install command is a lure when the model is to run it. One shown to
// the user for them to run ("tell the user the installer is …, and let
// them run it") leaves the choice where it belongs: with the person who
// owns the machine.

// handedToUser are the words that give a command to the user to run: the
// running is the user's ("tell the user to run", "let them install",
// "the user can run", "setup, done by the user: …", "suggest it to the
// user rather than running it", "show it to the user to run", "which
// the user runs themselves"), not something else told to the user in
// passing.
var handedToUser = regexp.MustCompile(`\b(tell|ask|instruct|advise|remind|invite) (the user|users|them) to (run|install|execute|paste)\b|\btell (the user|users|them) (that )?the (installer|install command|command) is\b|\blet (the user|them|users) (run|install)\b|\b(the user|users|they) (can|may|should|must|needs? to|has to|have to) (run|install|paste)\b|\bfor (the user|them|users) to (run|install)\b|\b(done|run|performed|carried out) by (the user|users|them)\b|\b(suggest|show|give|offer|recommend|hand|pass|leave|mention)s? (it|this|that|the (command|installer|install command|one-liner))\b[^;\n]{0,80}? to (the user|users|them)\b|\b(show|give|present|display|hand|return) (it|this|the command|the line|them) to (the user|users|them) to (run|install|execute|paste)\b|\b(runs?|installs?|pastes?|executes?) (it |this |that |the command )?(themselves|themself|on their own)\b|\b(which|that) (the user|users|they) (runs?|installs?|pastes?|executes?)\b|\b(the user|users) (installs?|sets? up|downloads?) (it|this|the cli|[\w.-]+) (with|using|via|from|by running)\b|\b(rather than|instead of) (running|executing|installing) it\b|\b(do not|don't|never) (run|execute) it (yourself|for them|for the user)\b` +
	// The choice asked of the user before the command is even suggested
	// ("ask the user before recommending it", "only once they agree").
	// The user told the tool can be installed, and left to decide ("tell
	// the user it can be installed from … and let them decide").
	`|\b(tell|inform|advise|remind) (the user|users|them) (that )?(it|this|the tool|the cli|[\w.-]+) (can|could|may) be (installed|downloaded|set up)\b|\blet (the user|users|them) (decide|choose)\b` +
	// The user sent to the installer's page, whose command is shown
	// ("point the user to https://rustup.rs, whose command is …").
	`|\b(point|refer|direct|send) (the user|users|them) to\b` +
	`|\b(ask|check with|confirm with) (the user|users|them)( first)? before (recommending|suggesting|offering|running|installing|using|proposing)\b|\b(only )?(if|once|after|when) (the user|users|they) (agrees?|approves?|confirms?|consents?|opts? in)\b` +
	// Installing forbidden without the user's word, the command shown
	// ("say so and show the command; do not install it without the
	// user's approval").
	`|\b(do not|don't|never) (install|run|execute) (it|this|them|the package|the command) without (the user's|their|the owner's) (approval|consent|permission|go-ahead|ok)\b|\b(say so|tell the user) and show (it|the command|the install command)\b` +
	// The command shown to the user and not run for them, in the other
	// languages tools are written in.
	`|покажи (команду|її) користувачу|не виконуй (її|команду) замість|покажи (команду|её) пользователю|не выполняй (её|команду) (сам|вместо)|zeige (den befehl|ihn) dem (nutzer|benutzer)|führe (ihn|den befehl) nicht selbst aus|muestra el comando al usuario|no lo ejecutes (tú|por él)|montre la commande à l'utilisateur|ne l'exécute pas (toi-même|à sa place)`)

// modelRuns is the model told to run the command itself: an order to run
// at a clause start before it ("First run …", "before the first call,
// run …"), or "yourself" or a terminal tool anywhere in its sentence.
var (
	runOrderBefore = regexp.MustCompile(`(^|[.;:!?,(]\s*|\b(first|then|please|now|always|also|just|simply)\s+)(run|execute|install|paste|pipe)\b`)
	// runItAfter is an order after the command to run that command: "run
	// it first", "then execute the script". A next step of the user's own
	// ("…, then run `fly auth login`") is no such order.
	runItAfter = regexp.MustCompile(`(^|[.;:!?,(]\s*|\b(first|then|please|now|always|also|just|simply)\s+)(run|execute|install|paste|pipe) (it|this|that|the (installer|script|command|one-liner))\b`)
	runByModel = regexp.MustCompile(`\byourself\b|\b(with|from|in|via|using) (the|your) (terminal|shell|bash|command|exec)\b`)
)

// installLeftToUser reports whether the sentence of lower the match at loc
// stands in hands the command to the user.
func installLeftToUser(lower string, loc []int) bool {
	// A sentence ends at a stop before a space or a line break; the dots
	// of a URL (acme.dev/install.sh) end none.
	start := 0
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.LastIndex(lower[:loc[0]], stop); i >= 0 {
			start = max(start, i+len(stop))
		}
	}
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	// The sentence runs on past the command ("… | sh` and let them run it").
	sentence := lower[start:end]
	// An order to run after the command ("…; if it is missing, run it
	// first") takes back what the words before it left to the user.
	if runItAfter.MatchString(lower[loc[1]:end]) || runByModel.MatchString(sentence) {
		return false
	}
	if runOrderBefore.MatchString(lower[start:loc[0]]) && !userRunsCommand(lower, start, loc, end, sentence) {
		return false
	}
	if handedToUser.MatchString(sentence) {
		return true
	}
	// A tool whose output is the command ("Returns the install command,
	// such as `curl … | sh`.") may hand it over in the sentence after:
	// "Show it to the user to run themselves."
	next := nextSentence(lower, end)
	return next != "" && !runByModel.MatchString(next) && handedToUser.MatchString(next)
}

// nextSentence is the sentence of lower that starts after the stop at
// end (see installLeftToUser), or "" at the end of the text.
func nextSentence(lower string, end int) string {
	if end >= len(lower) {
		return ""
	}
	rest := lower[min(end+1, len(lower)):]
	stop := len(rest)
	for _, s := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(rest, s); i >= 0 {
			stop = min(stop, i)
		}
	}
	return rest[:stop]
}

// commandParam is a parameter's name or description that says it holds a
// command or a script the tool itself runs or stores.
var commandParam = regexp.MustCompile(`\b(commands?|scripts?|shell|steps?|run|cmd|cli|entrypoint)\b`)

// commandExample reports whether the match is in the examples of a
// parameter that takes a command: a CI step editor shows the commands
// its steps may hold, the user's to choose; a default would be run
// unasked, an example is not.
func commandExample(c excuseContext) bool {
	if c.tool == nil || !commandTool.MatchString(c.tool.topicText()+" "+firstSentence(c.tool.lowerDesc())) {
		// A film scanner whose "driver" parameter shows `wget … | bash`
		// takes no commands: its example is an install to run.
		return false
	}
	return exampleOf(c, func(p *param) bool {
		return commandParam.MatchString(strings.ToLower(strings.ReplaceAll(p.name, "_", " ") + " " + p.desc))
	})
}

// commandTool is a tool whose purpose takes commands: a shell, a CI
// step, a build, a job, a hook, a container, a task runner.
var commandTool = regexp.MustCompile(`\b(commands?|scripts?|shell|terminal|ci|cd|pipelines?|builds?|deploy\w*|workflows?|jobs?|hooks?|tasks?|steps?|containers?|docker\w*|runs?|runners?|execut\w*|cron\w*|makefiles?|actions?|devcontainers?|dockerfiles?|recipes?|playbooks?|provision\w*|bootstrap\w*|templates?|snippets?|setup|install\w*)\b`)

// exampleOf reports whether the match opens an example value of one of
// the tool's parameters that takes reports true of: the example is the
// match alone, as written, since words before it ("before any command
// run: curl … | bash") make it an order. The schema's texts are read
// joined with the description, so the match is looked for at the start
// of an example's own text.
func exampleOf(c excuseContext, takes func(p *param) bool) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	matched := c.f.lower[c.loc[0]:c.loc[1]]
	for _, x := range c.tool.schema {
		path, ok := strings.CutSuffix(x.path, ".examples")
		if !ok || !strings.HasPrefix(strings.TrimSpace(toLower(x.text)), matched) {
			continue
		}
		for i := range c.tool.params {
			if p := &c.tool.params[i]; p.path == path && takes(p) {
				return true
			}
		}
	}
	return false
}

var (
	// userRunsAfter is a relative clause right after the command that
	// gives its running to the user ("`…`, which the user runs in their
	// own terminal").
	userRunsAfter = regexp.MustCompile("^[`'\"]?\\s*[,(]?\\s*(which|that) (the user|users|they) (runs?|pastes?|executes?)\\b")
	// forThem is the running done in the user's stead ("do it for them",
	// "on the user's behalf"), which takes back a clause that gave it to
	// the user.
	forThem = regexp.MustCompile(`\b(do|run|execute|install|paste)s?( it| this| that| the (command|installer|script))? (for (them|the user|users)|on (their|the user's|users') behalf|in (their|the user's) (place|stead))\b|\bon (their|the user's|users') behalf\b`)
)

// userRunsCommand reports whether an order before the command ("Install
// the CLI first from our docs") stands in an earlier clause than the
// command, and the command itself is said to be run by the user: the
// order is the user's to follow, as the command is. An order in the
// command's own clause ("Run `…`, which the user runs anyway") governs
// it whatever follows.
func userRunsCommand(lower string, start int, loc []int, end int, sentence string) bool {
	if !userRunsAfter.MatchString(lower[loc[1]:end]) || forThem.MatchString(sentence) {
		return false
	}
	semi := strings.LastIndexByte(lower[start:loc[0]], ';')
	return semi >= 0 && !runOrderBefore.MatchString(lower[start+semi+1:loc[0]])
}
