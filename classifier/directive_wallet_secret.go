package classifier

import "strings"

// A wallet's seed phrase is the whole wallet: whoever has its words can
// take everything in it, on any device, for good. A tool that signs or
// restores wallets may take one; a tool that orders a bell, books a visit
// or files a form has no use for it, however its parameter is named
// ("wallet", "payment proof"). A parameter whose own description asks for
// one, in a tool whose name and title say nothing of wallets, keys or
// signing, is where the phrase would be sent.

// walletSecretWords name a wallet's seed phrase.
var walletSecretWords = newAnyOf([]string{
	"seed phrase", "seed words", "recovery phrase", "secret recovery phrase", "mnemonic", "backup phrase",
	"wallet seed", "12-word phrase", "24-word phrase", "passphrase words", "bip39", "bip-39",
	"frase semilla", "frase de recuperación", "phrase de récupération", "wiederherstellungsphrase", "seed-phrase",
})

// walletTopicSet are the words of a tool's name or title that make
// wallets and keys its subject.
var walletTopicSet = newAnyOf([]string{
	"wallet", "key", "mnemonic", "seed", "bip", "sign", "crypto", "keystore", "recover", "restore", "import",
	"derive", "vault", "ledger", "metamask", "phantom", "eth", "btc", "sol", "web3", "chain", "account", "hd",
})

// walletSecretAsked returns the description of a parameter that asks for
// a wallet's seed phrase in a tool whose subject is no wallet's; negators
// are the rules' words that negate ("not the seed phrase", "never").
func walletSecretAsked(tc *toolContext, negators []string) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if p.desc == "" || p.hasEnum || p.typ != "" && p.typ != "string" && p.typ != "array" {
			continue // a choice, a number or a switch holds no phrase
		}
		low := strings.ToLower(p.desc)
		if !walletSecretWords.in(low) {
			continue
		}
		tc.fillTopic()
		if walletTopicSet.in(tc.topic) {
			return "", false // a wallet's own tool
		}
		for s := range sentences(low) {
			at := firstAt(s, walletSecretWords.set.lits, false)
			if at < 0 || firstAt(s[:at], negators, true) >= 0 {
				continue // "the public address, never the seed phrase"
			}
			return p.name + ": " + p.desc, true
		}
	}
	return "", false
}
