package classifier

import (
	"regexp"
	"strings"
)

// A tool made for one command-line flag is named for it: commit_no_verify
// runs git commit --no-verify, build_skip_tests runs the build with
// --skip-tests. Read as words, the name sounds like a check waived as a
// standing order. What makes it honest is that the waived check is the
// flag of the tool's own command, printed as such in the description, and
// that the description leaves the call to the user's word ("for when the
// user says the hook is broken", "cuando el usuario lo pide"): the user
// chooses to skip their own check. The name is read without the flag's
// words, and what is left must be the tool's act alone (at most two words,
// none standing or joining a second act); a description that makes the
// act standing ("every commit", "by default") or gives no such condition,
// a flag the description does not print, or a name that adds to the flag
// is still found.

// userWordCondition leaves an act to what the user says or asks, in the
// languages the corpora use.
var userWordCondition = regexp.MustCompile(`\b(when|if|only if|once|where) (the )?user (says|asks|explicitly asks|requests|confirms|tells you|wants|chooses|decides|has asked|has confirmed)\b|\bat the user's (explicit )?request\b|\bon the user's (explicit )?(word|request|say-so)\b|` +
	`cuando el usuario (lo )?(dice|diga|pide|pida|confirma|confirme|solicita|solicite)|si el usuario (lo )?(dice|pide|confirma|solicita)|` +
	`(quand|si|lorsque) l'utilisateur (le )?(dit|demande|confirme|indique)|` +
	`wenn (der|die) (nutzer|benutzer|nutzerin|benutzerin|anwender) (es )?(sagt|verlangt|bittet|bestätigt|wünscht|möchte)|auf wunsch (des|der) (nutzers|benutzers|nutzerin)|` +
	`quando (o|a) (usuário|utilizador|usuária) (o )?(diz|disser|pede|pedir|confirma|confirmar|solicita|solicitar)|` +
	`quando l'utente (lo )?(dice|chiede|conferma|richiede)|se l'utente (lo )?(dice|chiede|conferma|richiede)|` +
	`als de gebruiker (dat |het )?(zegt|vraagt|bevestigt|aangeeft)|` +
	`gdy użytkownik (o to )?(mówi|poprosi|prosi|potwierdzi)|na prośbę użytkownika|` +
	`когда пользователь (об этом )?(говорит|просит|попросит|подтвердит)|по просьбе пользователя`)

// flagStanding makes a flagged act standing, in a description.
var flagStanding = regexp.MustCompile(`\b(always|every|each|all|by default|automatically|regardless|whatever|instead of|no matter)\b|siempre|toujours|immer|sempre|altijd|zawsze|всегда`)

// flagLeftToUser reports whether the tool's description leaves its call to
// the user's word and makes nothing standing.
func flagLeftToUser(tc *toolContext) bool {
	if tc == nil || tc.desc == "" {
		return false
	}
	desc := tc.lowerDesc()
	return userWordCondition.MatchString(desc) && !flagStanding.MatchString(desc)
}

// ownFlagTool reports whether flag, a waiving flag a sentence of the
// definition sets, is the one the tool is named for, its call left to the
// user's word (see above): the flag of the tool's own command.
func ownFlagTool(tc *toolContext, flag string) bool {
	f := nameJoiner.Replace(strings.TrimLeft(flag, "-"))
	return len(f) >= 4 && tc != nil && strings.Contains(nameJoiner.Replace(toLower(tc.name)), f) && flagLeftToUser(tc)
}

// ownFlagNamed reports whether sent is the tool's name read as words, for
// a flag of its own command the user chooses (see above).
func ownFlagNamed(sent string, tc *toolContext) bool {
	if tc == nil || tc.desc == "" {
		return false
	}
	sent = strings.TrimSpace(sent)
	if !tc.isNameRead(sent) {
		return false
	}
	desc := tc.lowerDesc()
	if !strings.Contains(desc, "--") || !flagLeftToUser(tc) {
		return false
	}
	words := strings.Fields(sent)
	if len(words) > 6 {
		return false
	}
	// The longest run of two or more of the name's words printed in the
	// description as a flag, --word-word.
	for n := len(words); n >= 2; n-- {
		for i := 0; i+n <= len(words); i++ {
			flag := "--" + strings.Join(words[i:i+n], "-")
			at := strings.Index(desc, flag)
			if at < 0 || at+len(flag) < len(desc) && (isWordByte(desc[at+len(flag)]) || desc[at+len(flag)] == '-') {
				continue
			}
			rest := append(append([]string{}, words[:i]...), words[i+n:]...)
			if len(rest) == 0 || len(rest) > 2 {
				return false
			}
			for _, w := range rest {
				if sideJoiners[w] || standingWords.at(w, true) >= 0 {
					return false
				}
			}
			return true
		}
	}
	return false
}
