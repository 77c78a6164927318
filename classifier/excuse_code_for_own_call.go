package classifier

import (
	"regexp"
	"strings"
)

// A sign-in tool whose call fails for want of a second factor tells the
// model to ask the user for the code and call again with it: "MFA_REQUIRED
// — ask the user for the current 6-digit code from their authenticator
// app and call again with `mfa_code`". The code goes into the tool's own
// parameter, named in the sentence, for the sign-in the tool makes; it is
// asked of the user, not gathered from elsewhere. The excuse is narrow:
// the tool's name or title is about signing in, assuming a role, a
// session or a payment the code confirms; the parameter is the tool's
// own and named for a one-time code; the sentence prints no address; and
// the sentence with the request blanked orders nothing.

// codeAskedForCall is a request to the user for a one-time code, up to
// the end of its sentence.
var codeAskedForCall = regexp.MustCompile(`\bask (the user|them|the customer) for (the |their |a |an )?(current |new |latest )?(\d-digit |six-digit )?(mfa |2fa |otp |totp |one-time |verification |authentication |authenticator |security )?(code|passcode|token|pin|otp)\b[^.;]*`)

// sessionTopic is a tool's name or title for a session or a role a
// second factor opens, besides the payments and sign-ins of
// codeConfirmed.
var sessionTopic = regexp.MustCompile(`\b(assume|role|roles|login|signin|auth\w*|session|sessions|sso|sts|credentials?|unlock|vault)\b`)

// codeForOwnCall returns sent with a request to the user for a one-time
// code blanked, when the code goes into the tool's own parameter for it
// (see codeAskedForCall); false when there is none.
func codeForOwnCall(sent string, tc *toolContext) (string, bool) {
	if tc == nil || strings.Contains(sent, "@") || strings.Contains(sent, "://") || !codeConfirmed.MatchString(tc.topicText()) && !sessionTopic.MatchString(tc.topicText()) {
		return sent, false
	}
	loc := codeAskedForCall.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	for _, p := range tc.params {
		if !oneTimeCodeName(p.lname) || !strings.Contains(sent[loc[0]:loc[1]], "`"+p.lname+"`") {
			continue
		}
		b := []byte(sent)
		blankSpan(b, loc[0], loc[1])
		return string(b), true
	}
	return sent, false
}

// oneTimeCodeName reports whether a lower-cased parameter name is one for
// a one-time code (mfa_code, otp, totp_code, two_factor_code).
func oneTimeCodeName(name string) bool {
	for _, w := range []string{"mfa", "otp", "totp", "2fa", "two_factor", "twofactor", "verification_code", "auth_code", "passcode"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}
