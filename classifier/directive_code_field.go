package classifier

import "regexp"

// A sign-in or a payment that asks for a second factor takes it in a
// field named for it: "if the result is mfa_required, ask the user for
// the code from their authenticator app and call again with mfa_code".
// The code is the tool's own input, read by the user from their own
// device for the act the tool is named for; it is no secret put where it
// has no business. Only the one-time code is read so: any other secret
// ordered into the same field (the account's password, a recovery
// phrase) is still found, and a tool not named for such an act gets no
// pass.

var (
	// codeFieldName is a parameter's name, lower-cased, for a one-time
	// code.
	codeFieldName = regexp.MustCompile(`^((mfa|2fa|two_?factor|totp|otp|one_?time|verification|sms)[_-]?(code|pin|passcode)|otp|totp)$`)
	// oneTimeCodeWords are the words for a one-time code and where the
	// user reads it.
	oneTimeCodeWords = regexp.MustCompile(`\b((one-time|verification|security|sign-in|login|6-digit|six-digit|2fa|mfa|totp)\s+)?(codes?|passcodes?)\b(\s+(from|in|on|shown in|sent to)\s+(the\s+|their\s+|your\s+|the user's\s+)?(authenticator( app)?|sms|text message|phone|([a-z]+\s+)?app))?|\bauthenticator app\b`)
)

// withoutOwnCode is s with the words for a one-time code blanked when the
// field it names is one for such a code, in a tool named for a sign-in or
// a payment; s as it is otherwise.
func withoutOwnCode(s, field string, tc *toolContext) string {
	if tc == nil || !codeFieldName.MatchString(field) || !codeConfirmed.MatchString(tc.topicText()) {
		return s
	}
	b := []byte(s)
	for _, m := range oneTimeCodeWords.FindAllStringIndex(s, -1) {
		blankSpan(b, m[0], m[1])
	}
	return string(b)
}
