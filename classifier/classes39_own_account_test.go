package classifier

import "testing"

// A charity's donation tool prints the account gifts go to: its own, the
// tool's whole purpose, not a payment routed away from a payee the user
// chose. The learned scorer learns from it.
func TestClasses39OwnAccount(t *testing.T) {
	checkClass(t, []classCase{
		{"honest: a food bank's appeal", desc("food_bank_donate", "Donations reach the food bank through its account BE68 5390 0754 7034."), false},
	})
}
