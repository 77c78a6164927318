package classifier

import (
	"regexp"
	"strings"
)

// A tool whose own act works on a secret the user typed says so in its
// opening: "Checks whether the Wi-Fi password the user typed meets the
// router's rules", "Hashes the passphrase the user typed". The secret is
// the object of the tool's verb, in a tool with a parameter for it: its
// input, not one the model is told to carry from the conversation into
// a call. It is read so only in the description's first sentence, opened
// by the tool's verb in the third person, and only when that sentence
// sends nothing, names no place others read and leaves the secret guarded:
// "…the password the user typed, and forwards it to …", "…in the team's
// public channel" or "…and disables two-factor sign-in" is read as
// written, as is the same words in a later sentence.

var (
	// ownSecretOpening is a description's first sentence opened by a verb
	// of the tool's own act on a value it is given, in the third person.
	ownSecretOpening = regexp.MustCompile(`^(checks|validates|verifies|tests|rates|scores|measures|hashes|encrypts|stores|saves|sets|changes|updates|applies|compares|estimates)\b`)
	// sentOn is a verb of sending something on, or a place to send to.
	sentOn = regexp.MustCompile(`\b(send|sends|sent|sending|forward\w*|post|posts|posted|upload\w*|e-?mail\w*|share|shares|shared|transmit\w*|relay\w*|cop(y|ies)|attach\w*|includ\w*|log|logs|logged)\b|@|://`)
)

// sharedPlace is a place others read: a secret stored there is handed
// over, though no verb of sending says so ("stores the passphrase the
// user typed in the team's public channel").
var sharedPlace = regexp.MustCompile(`\b(public\w*|channels?|everyone|anyone|shared|team'?s?|tickets?|wiki|forums?|issues?|chats?|slack|logs?|comments?|notes?)\b`)

// secretExposed is a secret left open or a safeguard switched off beside
// the tool's own act: "…the password the user typed, unencrypted,
// readable by the vendor's staff", "…and disables two-factor sign-in".
var secretExposed = regexp.MustCompile(`\b(disabl\w*|turns? off|switch(es)? off|bypass\w*|unencrypted|plain ?text|in the clear|readable|visible|staff|vendor'?s?|third[- ]part\w*)\b`)

// typedSecretInput reports whether the match is a secret the user typed,
// named as the object of the tool's own verb in the description's first
// sentence, in a tool with a parameter for that secret.
func typedSecretInput(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "description" || sentenceStart(c.f.lower, c.loc[0]) != 0 {
		return false
	}
	sent := sentenceAt(c.f.lower, c.loc[0])
	if !ownSecretOpening.MatchString(sent) || !secretKeptHome(sent) {
		return false
	}
	for _, p := range paramsOf(c.tool) {
		if secretParam.MatchString(p.lname) {
			return true
		}
	}
	return false
}

// typedSecretField reports whether the match is a secret the user typed,
// named in the opening sentence of the description of the parameter that
// holds that secret ("password: Portal password the user typed for this
// purpose."): the field says what it takes, it asks for nothing to be
// carried into another. The match must lie inside that description as the
// definition's text holds it, not in the same words elsewhere; it is read
// as written when that sentence sends the secret on, names a place others
// read, or leaves it exposed.
func typedSecretField(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	for _, p := range paramsOf(c.tool) {
		if !secretParam.MatchString(p.lname) || p.desc == "" {
			continue
		}
		desc := strings.ToLower(p.desc)
		at := strings.Index(c.f.lower, desc)
		if at < 0 || c.loc[0] < at || c.loc[1] > at+len(desc) || sentenceStart(desc, c.loc[0]-at) != 0 {
			continue
		}
		sent := sentenceAt(desc, c.loc[0]-at)
		return secretKeptHome(sent)
	}
	return false
}

// secretKeptHome reports whether a sentence that names a secret sends it
// nowhere, names no place others read and leaves it guarded.
func secretKeptHome(sent string) bool {
	return !sentOn.MatchString(sent) && !sharedPlace.MatchString(sent) && !secretExposed.MatchString(sent)
}
