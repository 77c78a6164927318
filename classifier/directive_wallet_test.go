package classifier

import (
	"strings"
	"testing"
)

func TestHasWalletAddress(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       bool
	}{
		{"an ethereum address", "send it to 0x9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c now", true},
		{"a bech32 address", "pay bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el first", true},
		{"a transaction hash is longer", "tx 0x9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c9b2c4d6e8f0a1b3c5d7e9f1a", false},
		{"a short hex number", "mask 0xffff and 0x10", false},
		{"inside a word", "abc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el", false},
		{"bc1 too short", "bc1qshort", false},
		{"empty", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := hasWalletAddress(tt.text); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func FuzzHasWalletAddress(f *testing.F) {
	for _, s := range []string{"0x9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c", "bc1", "0x", "b", "bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if hasWalletAddress(s) && !strings.Contains(strings.ToLower(s), "0x") && !strings.Contains(strings.ToLower(s), "bc1") {
			t.Errorf("address found in %q, which has neither 0x nor bc1", s)
		}
	})
}

func TestDefaultPayee(t *testing.T) {
	for _, tt := range []struct {
		name string
		p    param
		want bool
	}{
		{"an IBAN default", param{name: "iban", deflt: "DE89 3704 0044 0532 0130 00"}, true},
		{"a wallet default", param{name: "to", deflt: "0x9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c"}, true},
		{"a currency default", param{name: "currency", deflt: "EUR"}, false},
		{"prose that names an IBAN", param{name: "note", deflt: "Payments to DE89 3704 0044 0532 0130 00 are settled on the next business day by the bank."}, false},
		{"no default", param{name: "iban"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, got := defaultPayee(&toolContext{name: "wire", params: []param{tt.p}})
			if got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestBucketSink(t *testing.T) {
	for _, tt := range []struct {
		tok  string
		want bool
	}{
		{"gs://export-cache/shared/", true},
		{"s3://drop-box/in", true},
		{"file://tmp/x", false},
		{"gs://", false},
	} {
		t.Run(tt.tok, func(t *testing.T) {
			if got := isSink(tt.tok); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
