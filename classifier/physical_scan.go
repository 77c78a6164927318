package classifier

import (
	"regexp"
	"strings"
)

// scannedThing is a physical thing a scanner reads: film, a print, a
// code printed on something, an identity document (a PDF or a page may
// be a file a security scanner reads, so they are not among them).
var scannedThing = regexp.MustCompile(`\b(film|negatives?|slides?|photos?|photographs?|prints?|barcodes?|qr|paper|passports?|id cards?|x-rays?|tickets?|labels?)\b`)

// physicalScan reports whether a text is a security tool's only by a
// scan of a physical thing ("scans a film negative at the shop's
// scanner"): every security word in it is a scan, and one names the
// thing scanned just after it.
func physicalScan(text string) bool {
	locs := securitySubject.re.FindAllStringIndex(text, 8)
	if len(locs) == 0 {
		return false
	}
	thing := false
	for _, l := range locs {
		if !strings.HasPrefix(text[l[0]:], "scan") {
			return false
		}
		// The thing scanned stands just after the verb: "scans a film
		// negative", "scan the receipt".
		thing = thing || scannedThing.MatchString(text[l[1]:min(len(text), l[1]+30)])
	}
	return thing
}
