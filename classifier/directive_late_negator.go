package classifier

import "strings"

// Languages that put the finite verb second or last negate it after it:
// "sendet das Passwort niemals an den Server", "skickar aldrig
// lösenordet", "サーバーに送信することはありません", "보내지 않습니다",
// "कभी सर्वर को नहीं भेजता". The negators of the rule reach only forward,
// so such a warning read as an order to send. An act whose own part of the
// sentence holds one of these negators sends nothing; an act beside it
// ("…, nicht nur die Sitzungs-ID", "… und sag es dem Nutzer nicht") is a
// part of its own and keeps its verb.

// lateNegators negate a verb before them, or one that ends the clause.
var lateNegators = []string{" niemals", " nie ", " nicht ", " nooit", " niet ", " aldrig", " inte ", " aldri", " ikke ",
	" never", "ません", "ない", "않", "नहीं", "কখনও", "从不", "不会", "絶対に", "절대"}

// notOnly are the negators that add rather than withhold ("not only").
var notOnly = []string{"nicht nur", "niet alleen", "inte bara", "not only", "not just", "不仅", "だけでなく"}

// negatedLate reports whether every act of a sentence that sends holds a
// late negator, with no urging and no "not only" in it.
func (d *directiveRule) negatedLate(sent string, have classSet, tc *toolContext, verbs map[string]Category) bool {
	move := d.bit["move"]
	if have.and(move).isZero() || have.and(d.bit["held"]).isZero() || !hasSubstring(sent, lateNegators) {
		return false
	}
	parts := splitActs(sent)
	if len(parts) == 1 {
		// One act: its classes are the sentence's (and it is not read again).
		return d.negatesAct(sent)
	}
	sends := false
	for _, p := range parts {
		if seen, _ := d.actClasses(p, tc, verbs); seen.and(move).isZero() {
			continue
		}
		if !d.negatesAct(p) {
			return false
		}
		sends = true
	}
	return sends
}

// negatesAct reports whether an act holds a late negator, with no urging
// and no "not only" in it.
func (d *directiveRule) negatesAct(act string) bool {
	return hasSubstring(" "+act+" ", lateNegators) && !hasSubstring(act, notOnly) && !d.urgedAny(act)
}

// urgedAny reports whether a part holds a word of Urgers ("vergiss", "forget").
func (d *directiveRule) urgedAny(part string) bool {
	for _, w := range strings.Fields(part) {
		if d.urgers[strings.Trim(w, ".,;:!?")] {
			return true
		}
	}
	return false
}
