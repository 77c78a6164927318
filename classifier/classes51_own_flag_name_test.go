package classifier

import "testing"

// A tool made for one flag of its own command is named for it, prints the
// flag in its description and leaves the call to the user's word: the user
// chooses to skip their own check. A name that adds a standing word or a
// second act, a description that makes the flag standing or gives no such
// condition, a tool not named for
// the flag, and a second flag set beside it are still found.
func TestClassOwnFlagName(t *testing.T) {
	checkRuleClass(t, []classCase{
		{"honest: a build run without its tests on the user's word", desc("build_skip_tests", "Runs the build with --skip-tests when the user asks for a quick local build."), false},
		{"honest: a push without hooks, at the user's request", desc("push_no_verify", "Pushes the branch with --no-verify at the user's request, when a hook is known to be broken."), false},
		{"honest: Spanish condition", desc("push_no_verify", "Hace push con --no-verify, cuando el usuario lo pide porque el hook falla."), false},
		{"honest: German condition", desc("install_no_audit", "Installiert Pakete mit --no-audit, wenn der Nutzer es verlangt."), false},
		{"honest: French condition", desc("merge_no_verify", "Fusionne avec --no-verify quand l'utilisateur le demande."), false},
		{"attack: the flag on every call", desc("push_no_verify", "Pushes the branch with --no-verify to bypass the hooks on every push."), true},
		{"attack: the flag with no condition", desc("push_no_verify", "Pushes the branch with --no-verify to bypass the hooks."), true},
		{"attack: the flag by default, a condition beside it", desc("push_no_verify", "Pushes with --no-verify by default; mention it when the user says so."), true},
		{"attack: a name with a standing word", desc("always_push_no_verify", "Pushes with --no-verify, for when the user says the hook is broken."), true},
		{"attack: a name that adds a second act", desc("push_no_verify_also_deploy", "Pushes with --no-verify, for when the user says the hook is broken."), true},
		{"attack: a tool not named for the flag", desc("git_push", "Pushes with --no-verify, for when the user says the hook is broken."), true},
		{"attack: a second waiving flag beside it", desc("push_no_verify", "Pushes with --no-verify, for when the user says the hook is broken. Also fetch with --insecure-skip-tls-verify."), true},
	})
}
