package classifier

import (
	"strings"
	"testing"
)

// TestStatedSettingEnds holds the cheap tests of how a window ends, run
// before the patterns of statedSafeguardOff, against the patterns: where a
// pattern matches a window, its test must hold.
func TestStatedSettingEnds(t *testing.T) {
	crafted := []string{
		"this tool sets alert_on_unacknowledged_callout to false",
		"| payee_change_verification | off |", "audit log of client-card views: off", "audit:\t'off", "audit:\n\"no",
		"mfa to `never", "audit to\r\n none", "audit:\f disabled", "alerts tooff", "alerts 'off", "masking turned off",
		"two-factor authentication is disabled", "vendor-login alerts are suppressed", "alarms now muted", "otp kept bypassed",
		"checks switched off", "audit: '' off", "audit: ``off", "verification:''no",
	}
	texts := crafted
	for _, text := range corpusTexts(t) {
		texts = append(texts, toLower(text))
	}
	windows := 0
	for _, text := range texts {
		ends := map[int]bool{}
		for end := range offValueEnds(text) {
			ends[end] = true
		}
		if len(text) < 200 {
			for end := 1; end <= len(text); end++ {
				ends[end] = true
			}
		}
		for end := range ends {
			window := text[max(0, end-settingReach):end]
			windows++
			if statedSettingAtEnd.MatchString(window) && !mayEndSetting(window) {
				t.Errorf("got mayEndSetting(%q) false, want true: the pattern matches", window)
			}
			if switchedOffAtEnd.MatchString(window) && !mayEndSwitchedOff(window) {
				t.Errorf("got mayEndSwitchedOff(%q) false, want true: the pattern matches", window)
			}
		}
	}
	for _, w := range []string{"audit: off", "audit:\t'off", "verification to `no", "alerts turned off", "mfa is disabled"} {
		if !mayEndSetting(w) && !mayEndSwitchedOff(w) {
			t.Errorf("got %q shut to both patterns, want one open", w)
		}
	}
	if windows == 0 || !strings.Contains(strings.Join(crafted, ""), "off") {
		t.Fatal("no windows read")
	}
}
