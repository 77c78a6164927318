package classifier

import (
	"net/netip"
	"strings"
)

// A default destination on the user's own side sends nothing to a
// stranger: a host of the local network ("smb://studio-nas.local/ingest",
// "http://192.168.1.20/upload") is reachable only from where the user
// is, and a site named "my" and the very party the tool says it sends to
// ("crm.mydealership.example" for a tool that "sends a test lead to the
// dealership CRM") is the placeholder of the user's own instance, as a
// "your-" site is. A host of the open internet, or a "my" site named for
// anything the tool does not name as where it sends, still carries the
// call's data elsewhere.

// localSuffixes end the names of hosts on the user's own network: mDNS
// and the names reserved for home and internal networks.
var localSuffixes = []string{".local", ".lan", ".home.arpa", ".internal", ".intranet"}

// homeDefault reports whether v, a parameter's default URL, points at a
// host of the user's own network, or at a "my" site named by a word of
// the tool's description or name.
func homeDefault(tc *toolContext, v string) bool {
	host := strings.ToLower(urlHost(v))
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	for _, s := range localSuffixes {
		if strings.HasSuffix(host, s) {
			return true
		}
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip.IsPrivate() || ip.IsLoopback()
	}
	labels := strings.Split(host, ".")
	if len(labels) < 2 {
		return false
	}
	site, ok := strings.CutPrefix(labels[len(labels)-2], "my")
	site = strings.Trim(site, "-")
	return ok && len(site) >= 4 && (hasWord(tc.lowerDesc(), site) || tc.named(site))
}
