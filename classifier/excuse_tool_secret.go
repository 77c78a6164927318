package classifier

import (
	"regexp"
	"strings"
)

// Some secrets and prompts are a tool's own input, not bait: the master
// password of the password store a tool is named for opening, and the
// system prompt of a request a tool sends to another model. Read alone,
// a parameter named master_password or system_prompt invites the model to
// hand over a secret or its own instructions; in a tool that opens that
// store, or that calls a model with messages of the user's, it is what
// the act needs. A parameter whose description points at the model's own
// instructions or carries the value elsewhere is still read as bait, and
// so is the same parameter in a tool about anything else.

var (
	// storeOpened is a tool's name or title that opens a password store
	// (unlocks it, or names one).
	storeOpened = regexp.MustCompile(`\b(unlock\w*|keepass\w*|kdbx|bitwarden|1password|lastpass|keychain|password (manager|store|safe)|entsperr\w*|schlüsselbund|déverrouill\w*|trousseau|desbloque\w*|sblocca\w*|ontgrendel\w*|odblokuj\w*|deblocare)\b`)
	// storePassword is a parameter named for the password that opens a
	// store.
	storePassword = regexp.MustCompile(`^(master_?password|master_?passphrase|vault_?password|database_?password|unlock_?password)$`)
	// modelCalled is a tool's name or title that sends a request to a
	// language model.
	modelCalled = regexp.MustCompile(`\b(llm|llms|completions?|inference|gateway)\b`)
	// modelMessages is a parameter that holds what a request to a model
	// asks.
	modelMessages = regexp.MustCompile(`^(messages|prompt|input|query|question|user_?message)$`)
)

// toolSecretParam reports whether a parameter is the master password of
// the store the tool opens, or the system prompt of the model the tool
// calls with messages of its own, and its description neither points at
// the model's own instructions nor sends the value anywhere.
func toolSecretParam(c excuseContext) bool {
	if !c.forTool || c.tool == nil || ownPrompt.MatchString(strings.ToLower(c.f.about)) {
		return false
	}
	topic := c.tool.topicText()
	if storePassword.MatchString(c.f.lower) {
		return storeOpened.MatchString(topic)
	}
	if !instructionsParam.MatchString(c.f.lower) || !modelCalled.MatchString(topic) {
		return false
	}
	for _, p := range c.tool.params {
		if p.lowerName() != c.f.lower && modelMessages.MatchString(p.lowerName()) {
			return true
		}
	}
	return false
}

var (
	// oneTimeCode is a parameter's name, read as words, for a one-time
	// code the user reads from an app, a token or a text message.
	oneTimeCode = regexp.MustCompile(`^(one time (password|passcode|code|pin)|otp( code)?|totp( code)?|two factor code|2fa code|sms code|verification code|confirmation code)$`)
	// codeConfirmed is a tool's name or title for an act a bank or a
	// sign-in confirms with such a code.
	codeConfirmed = regexp.MustCompile(`\b(transfer\w*|payments?|pay|payouts?|withdraw\w*|log ?in|sign ?in|überweisung\w*|transferencia|virement|bonifico|przelew|перевод\w*)\b|振込|送金|支払|決済|이체|송금|转账|轉帳|付款`)
)

// oneTimeCodeParam reports whether sent is, whole, the name read as words
// of a parameter for a one-time code, in a tool named for the payment or
// the sign-in such a code confirms: the code is given for the tool's own
// act.
func oneTimeCodeParam(sent string, tc *toolContext) bool {
	if tc == nil || !oneTimeCode.MatchString(strings.TrimSpace(sent)) || !codeConfirmed.MatchString(tc.topicText()) {
		return false
	}
	for _, p := range tc.params {
		if words := sentenceName(p.name); words != "" && toLower(words) == strings.TrimSpace(sent) {
			return true
		}
	}
	return false
}
