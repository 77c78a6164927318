package classifier

import "strings"

// namesServerTool reports whether the text after a word of private data
// makes that word the name of a server whose tool is named next: "add it
// with the calendar server's create_event" hands a reminder to the
// user's calendar tool, and "calendar" there says which server, not what
// is sent. Only a tool named by its identifier ends the reading: "the
// calendar server's events" are data, and still count.
func namesServerTool(after string) bool {
	rest, ok := strings.CutPrefix(after, " server's ")
	if !ok {
		rest, ok = strings.CutPrefix(after, " server ")
		if !ok {
			return false
		}
	}
	rest = strings.TrimLeft(rest, "`'\"")
	end := strings.IndexAny(rest, " ,.;:`'\"()")
	if end < 0 {
		end = len(rest)
	}
	return snakeName(rest[:end])
}

// A workflow tool hands each step to the kind of tool made for it, named
// by what that kind works on: "asks calendar tools to book orientation",
// "pide a las herramientas de calendario que reserven la sala". The word
// of private data there says which tools, not what is sent; what they are
// asked to do, and every other word, is read as ever. Only a kind of tool
// given an act to do ends the reading: "the calendar tool's events" are
// data, and still count.

// toolKindAfter follows a word that names a kind of tool given an act.
var toolKindAfter = []string{" tools to ", " tool to ", " apps to ", " app to ", " integration to ", " integrations to "}

// toolKindBefore and toolKindThen stand around a word that names a kind
// of tool given an act, in the Romance languages: the tools first, then
// the word, then the act.
var (
	toolKindBefore = []string{"herramientas de ", "herramienta de ", "outils de ", "outil de ", "strumenti di ", "strumento di ",
		"ferramentas de ", "ferramenta de "}
	toolKindThen = []string{" para ", " que ", " pour ", " afin de ", " per ", " affinché ", " perché "}
)

// namesToolKind reports whether a word of private data, between before
// and after, names a kind of tool that is given an act to do.
func namesToolKind(before, after string) bool {
	for _, a := range toolKindAfter {
		if strings.HasPrefix(after, a) {
			return true
		}
	}
	for _, b := range toolKindBefore {
		if strings.HasSuffix(before, b) {
			for _, t := range toolKindThen {
				if strings.HasPrefix(after, t) {
					return true
				}
			}
		}
	}
	return false
}
