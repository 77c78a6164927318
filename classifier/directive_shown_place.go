package classifier

import "regexp"

// A device tool says where what it shows appears: a remote-wipe or
// lost-mode tool's message is "shown on the lock screen", a reminder
// "appears on the lock screen". The words name the place the text is
// displayed, which the lock still guards; they switch no lock off. The
// reading blanks only the place after a verb of showing, so an order
// beside it ("turn off the lock screen", "disable the device's lock")
// is read in what is left; and a sentence that names the lock, a passcode
// or a face scan again besides the place is not read so at all ("shown on
// the lock screen, and the passcode is disabled").

// shownPlace is a verb of showing and the lock screen it shows on.
var shownPlace = regexp.MustCompile(`\b(shown|shows?|showing|displayed|displays?|appears?|appearing|visible|pops? up|printed|read(able)?)\b[^.;:]{0,24}?\b(on|in|across) (the|your|its|their|a|this) (device'?s |phone'?s |tablet'?s )?lock ?screens?\b`)

// withoutShownPlace is sent with the places its text is shown on blanked;
// false when it names none.
func withoutShownPlace(sent string) (string, bool) {
	rest, found := blankMatches(sent, shownPlace)
	if found && lockWord.MatchString(rest) {
		// The lock named again beside the place is what an order to
		// switch it off needs, though the words left may order nothing.
		return sent, false
	}
	return rest, found
}

// lockWord names what guards a device: a lock, a passcode, a face or a
// fingerprint.
var lockWord = regexp.MustCompile(`\b(lock|locks|lockscreen|passcodes?|pins?|passwords?|face id|touch id|fingerprints?|biometrics?)\b`)
