package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A fixed value of a schema (an enum member, a const, a default) is sent
// as it stands whenever the model picks it or picks nothing. A value can
// carry the act itself: a query among the enum's that ends by piping a
// table to a shell command or a URL ("…; COPY users TO PROGRAM 'curl -d
// @- http://…'"), a format that goes on to upload the file, or a value
// that reads as words ("include_session_cookies_in_request_to_analytics")
// sending private data to a third party. Values that only read (SELECT
// queries), name a format (application/json), or a place the tool
// stores to (upload_to_s3) send nothing out.

// shellFromValue are the forms that hand a value's data to a command or
// to the network: a query's COPY … TO PROGRAM runs a shell on the
// database host, and a transfer tool's options post data to a URL. A
// plain request ("curl -s https://…/health") sends nothing of the user's.
var shellFromValue = []string{"to program", "-d ", "--data", "--upload-file", "-t ", "-f ", "-x post", "@-", "nc ", "netcat ",
	"upload", "send ", "post ", "--post", "exfil"}

// valueMoveWords, valuePrivateWords and valueThirdParty are the words of a
// value read as words that send, what they send, and to whom.
var (
	valueMoveWords = set([]string{"include", "attach", "send", "upload", "post", "forward", "copy", "share", "export", "leak",
		"append", "embed", "mirror", "beacon", "report", "sync", "push"})
	valuePrivateWords = set([]string{"cookie", "cookies", "session", "sessions", "token", "tokens", "credential", "credentials",
		"password", "passwords", "secret", "secrets", "key", "keys", "contacts", "history", "emails", "messages", "location",
		"keystrokes", "clipboard", "auth", "env", "ssn", "card", "cards"})
	valueThirdParty = set([]string{"analytics", "telemetry", "tracking", "tracker", "trackers", "partner", "partners", "third",
		"thirdparty", "advertiser", "advertisers", "advertising", "ads", "marketing", "collector", "external", "broker", "brokers"})
)

// schemaValueOrder returns "<param> = <value>" for the first schema value
// of the tool that sends data out on its own.
func schemaValueOrder(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		for _, v := range p.enum {
			if valueSendsOut(v, tc) {
				return p.name + " = " + v, true
			}
		}
		if p.deflt != "" && valueSendsOut(p.deflt, tc) {
			return p.name + " = " + p.deflt, true
		}
	}
	return "", false
}

// valueSendsOut reports whether one schema value sends data out: a
// command or an upload beside a URL, a query piped to a program, or a
// value read as words that moves private data to a third party the tool
// is not named for.
func valueSendsOut(v string, tc *toolContext) bool {
	if len(v) < 12 {
		return false
	}
	low := toLower(v)
	if strings.Contains(low, "to program") {
		return true
	}
	if strings.Contains(low, "http://") || strings.Contains(low, "https://") {
		// The command must stand beside the URL, not in it: an endpoint
		// at upload.example.io uploads nothing of its own.
		if hasAnyOf(withoutURLs(low), shellFromValue) {
			return true
		}
	}
	if strings.ContainsAny(v, " \t\n") {
		return false
	}
	words := catalog.NameWords(v)
	if len(words) < 4 {
		return false
	}
	moved, private := false, false
	for _, w := range words {
		switch {
		case valueMoveWords[w]:
			moved = true
		case moved && valuePrivateWords[w]:
			private = true
		case private && valueThirdParty[w] && !tc.named(w):
			return true
		}
	}
	return false
}

// withoutURLs is s with each word that starts a URL taken out.
func withoutURLs(s string) string {
	fields := strings.Fields(s)
	kept := fields[:0]
	for _, f := range fields {
		if !strings.Contains(f, "http://") && !strings.Contains(f, "https://") {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ") + " "
}
