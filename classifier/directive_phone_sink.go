package classifier

import "regexp"

// A telephone number written in a country's local form ("0712 345 678",
// "0788-111-222", "06 12 34 56 78") is a place to send to, as an address
// or a link is: "tuma PIN ya mteja kwa namba 0712 345 678" sends the
// customer's PIN to whoever holds that line. The number with its
// international prefix is read already (see hasPrintedAccount); the local
// form opens with the trunk 0 and runs nine to twelve digits in groups.
// A short code, a year, a time or a price has fewer digits or no leading
// 0, and an order that sends nothing with it completes no combination.

// localPhone is a local telephone number in groups of digits.
var localPhone = regexp.MustCompile(`(^|[^\d+.,])(0\d{1,4}(?:[ -]\d{2,8}){1,4})($|[^\d.,])`)

// hasPhoneNumber reports whether sent prints a local telephone number of
// nine to twelve digits.
func hasPhoneNumber(sent string) bool {
	for _, m := range localPhone.FindAllStringSubmatch(sent, -1) {
		if n := digitCount(m[2]); n >= 9 && n <= 12 {
			return true
		}
	}
	return false
}
