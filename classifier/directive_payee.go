package classifier

// A default that is a bank account or a wallet address pays whoever the
// tool chose whenever the model leaves the field empty: an honest payment
// tool asks for the payee. Like a default e-mail address (see
// defaultAddress), it needs no sentence to do harm.

// defaultPayee returns "<param> = <account>" for the first parameter of
// the tool whose forced value reads as an IBAN or a blockchain address.
func defaultPayee(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, _ := forcedValue(p)
		if len(v) < 20 || len(v) > 80 {
			continue // shorter than any account, or prose
		}
		if hasAccountNumber(v) || hasWalletAddress(v) {
			return p.name + " = " + v, true
		}
	}
	return "", false
}
