package classifier

import (
	"regexp"
	"strings"
)

// An install command fetched from the host a toolchain's makers publish
// their installer on (rustup's, uv's, Homebrew's), in a definition that
// leaves installing to the user ("show these commands to the user and
// let them run the one they prefer; don't run an installer yourself"),
// is the prerequisite a tool documents, not a lure: a lure fetches from
// an address its author controls, and wants the model to run it. The
// handing over may stand anywhere in the text, since the commands often
// stand in a list of their own under a lead line or above a closing one.
// A package index its makers publish builds on (PyTorch's CUDA wheels)
// is read as the public indexes are (see publicIndexFlag).

// officialInstallHosts are the hosts the makers of widely used
// toolchains publish their install scripts or builds on.
var officialInstallHosts = set([]string{"astral.sh", "sh.rustup.rs", "static.rust-lang.org", "deno.land", "bun.sh",
	"get.docker.com", "get.pnpm.io", "install.python-poetry.org", "get.sdkman.io", "ollama.com", "tailscale.com",
	"get.helm.sh", "fnm.vercel.app", "get.volta.sh", "sh.flutter.dev"})

// officialInstallPaths are the repositories, on a host anyone may publish
// on, that hold a maker's own install script.
var officialInstallPaths = []string{"raw.githubusercontent.com/homebrew/install/", "raw.githubusercontent.com/nvm-sh/nvm/",
	"raw.githubusercontent.com/ohmyzsh/ohmyzsh/"}

// officialIndexes are the package indexes of the same makers: a flag
// that points pip at one is how their builds are installed.
var officialIndexes = set([]string{"download.pytorch.org", "pypi.nvidia.com"})

// installURL is an address in the command, up to a blank or a quote.
var installURL = regexp.MustCompile("https://([a-z0-9.-]+)(/[^\\s`'\"()]*)?")

// fetchers are the commands that fetch what an install line runs.
var fetchers = regexp.MustCompile(`\b(curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|downloadfile)\b`)

// handsOff is a definition that keeps the model from running an installer
// itself ("don't run an installer yourself", "don't install toolchains
// on their behalf", "never run it for the user").
var handsOff = regexp.MustCompile(`\b(do not|don't|never)\s+(run|execute|install)\b[^.;\n]{0,40}?\b(yourself|on (their|the user's|its) behalf|for (them|the user))\b` +
	// Khmer, Thai, Vietnamese and Indonesian: "do not run it yourself".
	`|កុំដំណើរការ|อย่ารัน|đừng tự chạy|jangan jalankan sendiri`)

// officialInstaller reports whether every address of the command matched
// at loc is an official installer's or index's, and the definition
// leaves running it to the user (or the address is an index its makers
// publish on).
func officialInstaller(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	lower := c.f.lower
	end := strings.IndexByte(lower[c.loc[0]:], '\n')
	if end < 0 {
		end = len(lower)
	} else {
		end += c.loc[0]
	}
	line := lower[c.loc[0]:max(end, c.loc[1])]
	urls := installURL.FindAllStringSubmatchIndex(line, 4)
	if len(urls) == 0 || len(urls) < len(fetchers.FindAllStringIndex(line, -1)) || strings.Contains(line, "http://") ||
		runByModel.MatchString(withoutHandsOff(sentenceAt(lower, c.loc[0]))) {
		// Every fetch of the line must be from an address read here: a
		// second fetch, or one over plain http, may come from anywhere.
		return false
	}
	index := true
	for _, at := range urls {
		if e := at[1]; e < len(line) && !strings.ContainsRune(" \t`'\")|;&>", rune(line[e])) {
			// "https://astral.sh@evil.io/…", "https://astral.sh:1@…": the
			// host is what follows the user part, not the maker's.
			return false
		}
		u := []string{line[at[2]:at[3]], ""}
		if at[4] >= 0 {
			u[1] = line[at[4]:at[5]]
		}
		host, path := strings.TrimSuffix(u[0], "."), u[0]+u[1]
		if strings.Contains(path, "..") || strings.Contains(path, "%") || strings.Contains(u[1], "//") {
			// A client squashes dot segments and decodes escapes: the
			// path would leave the maker's repository.
			return false
		}
		switch {
		case officialIndexes[host]:
		case officialInstallHosts[host] || hasPrefixAny(path, officialInstallPaths):
			index = false
		default:
			return false
		}
	}
	return index || handsOff.MatchString(lower) || handedToUser.MatchString(withoutHandsOff(lower))
}

// withoutHandsOff is text with its hands-off clauses blanked, so that
// "yourself" in "don't run it yourself" is not read as the model told to
// run it from its own shell (see runByModel).
func withoutHandsOff(text string) string {
	if !strings.Contains(text, "yourself") {
		return text
	}
	return handsOff.ReplaceAllString(text, "")
}
