package classifier

import "strings"

// A parameter that says where the call's data goes (a destination, where
// to send or upload it) and defaults to a URL sends that data to the URL
// whenever the model fills nothing in: an honest tool asks where to send,
// or sends to its own service without a parameter for it. The default is
// read only for such a parameter: a URL to fetch or a base URL defaults
// to a real service often.

// outgoingParam are words of a parameter's name or description that say
// its value is where data goes; a webhook or a callback is called with
// the call's data.
var outgoingParam = []string{"destination", "where to send", "where to upload", "where to deliver", "where to post",
	"send to", "sent to", "upload to", "uploaded to", "deliver to", "delivered to", "forward to", "forwarded to", "export to", "exported to", "delivery", "goes to", "export goes",
	"are delivered", "is delivered", "where notifications", "webhook", "notify", "callback"}

// defaultDestination returns "<param> = <url>" for the first free-text
// parameter that says where data goes and defaults to a URL outside the
// hosts documentation and this machine use.
func defaultDestination(tc *toolContext) (string, bool) {
	for _, p := range tc.params {
		v := strings.TrimSpace(p.deflt)
		if p.hasEnum || !strings.Contains(v, "://") || strings.ContainsAny(v, " \t\n") || !isSink(strings.ToLower(v)) {
			continue
		}
		about := strings.ToLower(separatorsAsSpaces.Replace(p.name) + " " + p.desc)
		if hasAnyOf(about, outgoingParam) {
			return p.name + " = " + p.deflt, true
		}
	}
	return "", false
}
