package classifier

import (
	"regexp"
	"strings"
)

// A tool that needs something installed before it can work says so of
// its own first run: "First run needs the browser binaries: `npx
// playwright install chromium`", "On first run the tool requires `pip
// install pillow`". There "first run" is a noun, the tool's first start,
// and the command is what that start needs, a plain install by a package
// manager; read as words, "first … run … npx" is the order an install
// lure gives. The reading is narrow: "run" is a noun (a verb of the
// sentence follows it, a colon makes it a label, or a determiner or "on"
// stands before "first"),
// every code span of the sentence is a package manager's plain install
// (no address, no pipe, no chained command, no registry of its own), and
// the sentence names no address, makes nothing standing and keeps nothing
// from the user. A sentence with no code span may name a public index as
// the source instead ("the first run downloads the package from npm").

var (
	// firstRunNoun is "first run" as a noun: before a verb of the
	// sentence, or as a label before a colon.
	firstRunNoun = regexp.MustCompile(`^first[ -]run\s+(needs|need|requires|require|will|may|can|downloads|installs|fetches|takes|expects|uses|is|has|of)\b|^first[ -]run\s*(setup|set-up)\b|^first[ -]run\s*:`)
	// firstRunBefore is a determiner or preposition before "first run".
	firstRunBefore = regexp.MustCompile(`\b(on|at|the|its|a|for|during|upon|before|after)\s+$`)
	// plainInstall is a package manager's install of named packages, or
	// npx running a package of the public registry by its name.
	plainInstall = regexp.MustCompile(`^\s*npx\s+(-y\s+|--yes\s+)?@?[a-z0-9][a-z0-9._/@-]*(\s+-{1,2}[a-z0-9-]+(=[a-z0-9._/-]+)?|\s+[a-z0-9._/*-]+)*\s*$|^\s*(sudo\s+)?(npx\s+(-y\s+)?playwright|npx|npm|pnpm|yarn|bunx|bun|pip3?|pipx|uv|uvx|brew|cargo|go|gem|apt|apt-get|dnf|winget|choco|scoop|python3?\s+-m\s+(pip|playwright)|playwright|deno)\s+(install|add|i|get)\b[a-z0-9@._/:= -]*$`)
	// installOwnSource names a source of packages of the command's own.
	installOwnSource = regexp.MustCompile(`--(registry|index-url|extra-index-url|trusted-host|find-links|source)\b|\s-[if]\s`)
	// publicIndexSource names a public package index as the source of
	// what the first run fetches.
	publicIndexSource = regexp.MustCompile(`\bfrom (the )?(npm|pypi|crates\.io|rubygems|maven central|the go module proxy|homebrew)( registry| index)?\b`)
	// keptFromUser is a sentence keeping the install from the user.
	keptFromUser = regexp.MustCompile(`\b(silently|quietly|secretly|in the background|without (telling|asking|showing|mentioning|notifying|informing)|(do not|don't|never) (tell|mention|show|ask))\b`)
)

// firstRunInstall reports whether the match is the install the tool's own
// first run needs (see above).
func firstRunInstall(c excuseContext) bool {
	lower := c.f.lower
	m := lower[c.loc[0]:c.loc[1]]
	start := sentenceStart(lower, c.loc[0])
	if !firstRunNoun.MatchString(m) && (!strings.HasPrefix(m, "first run") || !firstRunBefore.MatchString(lower[start:c.loc[0]])) {
		return false
	}
	sent := lower[start:sentenceEndAfter(lower, c.loc[0])]
	spans := 0
	for rest := sent; ; {
		i := strings.IndexByte(rest, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '`')
		if j < 0 {
			return false
		}
		span := rest[i+1 : i+1+j]
		if !plainInstall.MatchString(span) || installOwnSource.MatchString(span) {
			return false
		}
		spans++
		rest = rest[i+j+2:]
	}
	// With no code span, the sentence may name only where the package
	// comes from ("the first run downloads the package from npm"): a
	// public index by its name, no command and no address.
	return (spans > 0 || !strings.Contains(sent, "`") && publicIndexSource.MatchString(sent)) && !strings.Contains(sent, "://") && !strings.Contains(sent, "@") && !standingWord.MatchString(sent) &&
		!keptFromUser.MatchString(sent) && !runByModel.MatchString(sent)
}
