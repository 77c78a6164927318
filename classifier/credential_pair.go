package classifier

import "regexp"

// An exchange or a cloud account issues a key and its secret together,
// and a tool that acts on that account (a balance, an order) asks for
// both, each "for authentication": the pair is what the service checks,
// not a blank for secrets the model happens to hold. A lone key said to
// be "for authentication" says nothing of what it is for, so the pair is
// needed, and the tool must still have a use for a key (keyNeed).
var (
	pairedSecret = regexp.MustCompile(`^(api_?)?(secret|secret_?key|passphrase)$`)
	authUse      = regexp.MustCompile(`\bauthenticat(e|es|ed|ing|ion)\b`)
)

// keyDiscouraged is a key's own description that steers the value away
// from the call: set it in the server's environment instead, do not pass
// it. A parameter that asks not to be filled solicits nothing.
var (
	preferEnv = regexp.MustCompile(`\b(prefer|better to set|preferably set)\b[^.;]{0,60}\benvironment\b`)
	dontPass  = regexp.MustCompile(`\b(do not|don't|never|avoid) (pass|passing|send|sending|put|putting)\b`)
)

// pairedKeyAuth reports whether an API key's description says it is for
// authentication and the tool also takes the secret issued with it.
func pairedKeyAuth(name, about string, params []param) bool {
	if name != "api_key" && name != "apikey" || !authUse.MatchString(toLower(about)) {
		return false
	}
	for _, p := range params {
		if pairedSecret.MatchString(p.lowerName()) {
			return true
		}
	}
	return false
}

// keyKeptOut reports whether a key's description both prefers the
// environment and asks that the key not be passed.
func keyKeptOut(about string) bool {
	l := toLower(about)
	return preferEnv.MatchString(l) && dontPass.MatchString(l)
}
