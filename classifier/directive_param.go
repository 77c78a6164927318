package classifier

import "strings"

// A parameter's name is filled by the model: a name that reads as a
// sentence (all_previous_user_messages_verbatim, awsSecretAccessKeyFromEnv)
// asks for what it names to be put into the call, with no verb needed.
// The directive check reads such a name as a sentence of its own with the
// class "param", which stands for that verb: with a cue of data the model
// holds ("sensitive", "private", "local_secret") and one of where it holds
// it from ("held"), it makes a directive. The data's classes are topical,
// so a tool named for them (a password manager) still names them.

// paramNameReading names the reading of a parameter's name as words.
const paramNameReading = " (its name read as words)"

// toolNameReading reports whether a reading is the tool's own name read
// as words (IMPORTANT_call_this_before_any_other_tool,
// deploy_with_auto_approve_no_confirm).
func toolNameReading(how string) bool {
	return strings.HasPrefix(how, "name (read with")
}

// paramReading reports whether a reading is a parameter's name read as
// words.
func paramReading(how string) bool {
	return strings.HasSuffix(how, paramNameReading)
}
