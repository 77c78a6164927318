package classifier

import (
	"regexp"
	"strings"
)

// secretKeptFromContext reports whether the match stands in advice to
// keep a secret out of the model's context by having a command line read
// it instead ("The secret you pass here enters your context. To keep it
// out, run the CLI instead, which never prints it: … or read it from an
// environment variable or the project's .env files (`… --from-env
// STRIPE_WEBHOOK_SECRET`)"): the reading is the command's, named by its
// flag in a code span of the same sentence, and its purpose is that the
// model never sees the secret.
func secretKeptFromContext(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	sent := sentenceAt(c.f.lower, c.loc[0])
	before := sentenceBefore(c.f.lower, c.loc[0])
	if !keptOutOfContext.MatchString(before) && !keptOutOfContext.MatchString(sentenceAt(c.f.lower, max(0, c.loc[0]-len(before)-2))) {
		return false
	}
	// Outside its code spans the sentence moves nothing anywhere: a
	// reading followed by "put its values in the `note` field" or "send
	// it to …" is an order whatever it claims to keep out.
	return strings.Contains(sent, "`") && fromFileFlag.MatchString(sent) && !movedOn.MatchString(withoutCodeSpans(sent))
}

// movedOn is a verb that moves what was read somewhere, or an address.
var movedOn = regexp.MustCompile(`\b(put|puts|send|sends|upload|uploads|post|posts|forward|forwards|attach|attaches|include|includes|paste|pastes|share|shares|copy|copies|add|adds|insert|inserts|fill|fills|write|writes)\b|https?://|@|\b[a-z0-9-]+\.(io|com|net|org|dev|app|cloud|co)\b`)

// keptOutOfContext says the aim is that a secret stays out of the
// model's context.
var keptOutOfContext = regexp.MustCompile(`\b(to keep (it|them|the secret|secrets|the value) out|never prints? (it|them|the secret)|(does not|doesn't|never) (enters?|reach(es)?) (your|the model's|the assistant's) context|out of (your|the model's|the assistant's) context)\b`)

// fromFileFlag is a command line's flag that reads a value from the
// environment or a file.
var fromFileFlag = regexp.MustCompile(`--(from-env|from-file|env-file|secret-file|password-stdin|from-stdin)\b`)
