package classifier

import (
	"regexp"
	"slices"
)

// credentials reports whether the tool is named for what keeps credential
// files (an SSH, cloud or cluster tool; see credentialTool): such a tool
// names its files and the commands that print them.
func (tc *toolContext) credentials() bool {
	if tc == nil {
		return false
	}
	if tc.creds == 0 {
		tc.creds = -1
		if credentialTool.MatchString(tc.topicText()) {
			tc.creds = 1
		}
	}
	return tc.creds == 1
}

// ownInput reports whether the clause of words is the tool saying it reads
// a file itself: it opens with a verb of reading or using in the third
// person ("Reads the context from ~/.kube/config", "It uses the key in
// ~/.ssh/id_ed25519"). A credential file named there is the tool's own
// input, not one the model is sent to fetch.
func ownInput(text string, words []wordSpan) bool {
	for i, sp := range words {
		w := text[sp.start:sp.end]
		if ownInputVerbs[w] {
			return true
		}
		if i >= 2 || !toolSubject[w] {
			return false
		}
	}
	return false
}

// ownInputVerbs are the verbs of reading or using a file, in the third
// person, in the languages the cues cover; a form that is an imperative
// too (Spanish "lee", French "utilise", Indonesian "baca") is left out.
var ownInputVerbs = wordSet("reads", "uses", "loads", "parses", "sources", "authenticates", "signs", "honours", "honors", "respects",
	"lit", "liest", "verwendet", "lädt", "legge", "leest", "gebruikt", "laadt", "czyta", "używa", "wczytuje", "okur", "kullanır",
	"читает", "использует", "загружает", "membaca", "menggunakan")

// toolSubject are the words that name the tool as a clause's subject
// before its verb.
var toolSubject = wordSet("it", "the", "this", "tool", "server")

// wordSet is a set of words.
func wordSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// storeOwners are tools named for what keeps one credential file of its
// own, and the file: a registry login keeps Docker's config.json, a tool
// that sets API keys or environment variables keeps the project's .env,
// a PostgreSQL tool the .pgpass psql reads.
// Such a tool names its own file, and no other: a Docker build that asks
// for the shell history has no such reason.
var storeOwners = []struct {
	name *regexp.Regexp
	file string // a word of the file's cues
}{
	{regexp.MustCompile(`\b(docker|podman|registry|container)\b`), "docker"},
	{regexp.MustCompile(`\b(env|dotenv|secrets?|api ?keys?|apikeys?|variables?)\b`), "env"},
	// A database client keeps its passwords file, git its credential
	// store, a package tool its registry login: a tool named for the
	// program manages or checks that program's own file.
	{regexp.MustCompile(`\b(pgpass|postgres|postgresql|psql)\b`), "pgpass"},
	{regexp.MustCompile(`\b(mysql|mariadb)\b`), "cnf"},
	{regexp.MustCompile(`\bgit\b`), "git"},
	{regexp.MustCompile(`\b(npm|npmrc)\b`), "npmrc"},
	{regexp.MustCompile(`\b(pypi|pypirc|twine)\b`), "pypirc"},
	// A tool named for searching or listing the shell's history reads
	// the history file, its own subject; one named for anything else
	// (a Docker build, a weather lookup) has no reason to.
	{shellHistoryTool, "bash_history"},
	{shellHistoryTool, "zsh_history"},
	{shellHistoryTool, "history"},
}

// shellHistoryTool is a name or title about the shell's history of
// commands.
var shellHistoryTool = regexp.MustCompile(`\b(shell|bash|zsh|fish|terminal|command|commands|cli) history\b|\b(bash|zsh)_history\b`)

// ownsStore reports whether the cue of words names the credential file of
// the tool's own store (see storeOwners).
func (tc *toolContext) ownsStore(words []string) bool {
	if tc == nil {
		return false
	}
	for _, o := range storeOwners {
		if slices.Contains(words, o.file) && o.name.MatchString(tc.topicText()) {
			return true
		}
	}
	return false
}
