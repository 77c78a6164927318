package classifier

import (
	"regexp"
	"strings"
)

// A result can report a bad case as a good one, unquoted: "a job that
// failed the quality check is shown as ready_for_pickup", "tests still
// failing after the retries are moved to skipped and the summary line
// reads passed", "if the health check triggers a rollback, state stays
// succeeded", "checksum mismatches count as verified", "attendance below
// 60% is rounded up into the regular band". The sentence names the bad
// case and, after it, the good verdict it is given; an honest tool gives
// the case a state of its own, or holds the verdict to when it is true
// (see verdictHonest).

var (
	// badCase names a case that went wrong or falls short.
	badCase = regexp.MustCompile(`\b(fail(s|ed|ing|ures?)?|cancell?(ed|ations?)|declined|denied|rejected|rolled back|rollbacks?|mismatch(es)?|broken|faulty|faults?|below \d+|under \d+|untranslated|shortfalls?|overdue|expired|invalid|unpaid|bounced)\b`)
	// heldGood gives a case a good verdict: it stays, reads, is shown,
	// counts or is rounded up as one.
	heldGood = regexp.MustCompile(`\b(stays?|remains?|reads?|still reads?|(is|are) (shown|reported|returned|marked|listed|kept|counted|treated|recorded) as|shown as|reported as|returned as|marked as|count as|counts as|counted as|treated as|rounded up (in)?to (the )?)\s*["'` + "`" + `“„«]?(confirmed|passed|pass|ok|okay|normal|healthy|success|successful|succeeded|delivered|ready\w*|approved|valid|verified|clean|safe|complete|completed|done|green|available|registered|paid|fully paid|regular|on track|on_track|in_review|resolved)\b`)
	// heldGoodNegated is a negation just before the verdict's verb: the
	// case is not given the verdict.
	heldGoodNegated = regexp.MustCompile(`\b(never|not|no longer|n't|nor)\s+(\w+\s+)?$`)
	// badCaseCured says, between the bad case and the verdict, that the
	// case came right first: "a test that fails and passes on retry is
	// marked as passed".
	badCaseCured = regexp.MustCompile(`\b(pass(es|ed)?|succeed(s|ed)?|recover(s|ed)?|fixed|resolved|retried successfully|once|after (it|they) (is|are) )\b`)
)

// badCaseHidden, after a good verdict, says the bad case behind it is
// kept out of sight: "status stays confirmed; the cancellation itself is
// not surfaced".
var badCaseHidden = regexp.MustCompile(`\b(cancell?ations?|failures?|declines?|denials?|rollbacks?|errors?|faults?|shortfalls?|mismatch(es)?)\b[^.;]{0,40}?\b(is|are) (not|never) (surfaced|shown|listed|reported|returned|mentioned|itemi[sz]ed|passed on)\b`)

// badCaseHiddenSet finds the verbs of badCaseHidden, one of which every
// match holds: the patterns that read for it run only where one stands.
var badCaseHiddenSet = newLiteralSet([]string{"is not ", "are not ", "is never ", "are never "})

// badCaseAnchors are strings one of which every badCase holds.
var badCaseAnchors = []string{"fail", "cancel", "declined", "denied", "rejected", "rolled back", "rollback", "mismatch", "broken", "fault",
	"below ", "under ", "untranslated", "shortfall", "overdue", "expired", "invalid", "unpaid", "bounced"}

// badCaseHeldGood returns the first sentence of the definition's text
// that names a bad case and then gives it a good verdict.
func badCaseHeldGood(joined string) (string, bool) {
	// Every finding gives a good verdict: most texts name none of them,
	// and are passed over in one pass.
	if !goodVerdictSet.in(joined) {
		return "", false
	}
	for start, sent := range sentencesAround(joined, badCaseAnchorsSet.next) {
		// A sentence with no verdict can still be the clause after a
		// semicolon that hides the case (below).
		if goodVerdictSet.in(sent) && heldVerbSet.in(sent) {
			if s, ok := badHeldGoodIn(sent); ok {
				return s, true
			}
		}
		// A clause that hides the case, after a semicolon that ends
		// one giving the good verdict.
		if before := strings.TrimRight(joined[:start], " "); strings.HasSuffix(before, ";") && badCaseHiddenSet.in(sent) && badCaseHidden.MatchString(sent) {
			if prev := sentenceAt(joined, len(before)-2); heldGood.MatchString(prev) && !verdictHonest.MatchString(prev) {
				return strings.TrimSpace(prev), true
			}
		}
	}
	return "", false
}

// badHeldGoodIn reports whether sent gives a good verdict after a bad
// case it names, unnegated and not held to when it is true, or gives one
// and then keeps the bad case out of sight.
func badHeldGoodIn(sent string) (string, bool) {
	found := false
	if bad := badCase.FindStringIndex(sent); bad != nil {
		for _, m := range heldGood.FindAllStringIndex(sent[bad[1]:], 4) {
			if between := sent[bad[1] : bad[1]+m[0]]; !heldGoodNegated.MatchString(between) && !badCaseCured.MatchString(between) {
				found = true
				break
			}
		}
	}
	if !found && badCaseHiddenSet.in(sent) {
		good := heldGood.FindStringIndex(sent)
		found = good != nil && badCaseHidden.MatchString(sent[good[1]:])
	}
	// The verdict held to when it is true is asked last: it reads the
	// whole sentence.
	if !found || verdictHonest.MatchString(sent) {
		return "", false
	}
	return strings.TrimSpace(sent), true
}

// badCaseAnchorsSet finds badCaseAnchors in one pass.
var badCaseAnchorsSet = newLiteralSet(badCaseAnchors)

// goodVerdictSet finds the verdict words of heldGood in one pass.
var goodVerdictSet = newLiteralSet([]string{"confirmed", "pass", "ok", "normal", "healthy", "success", "succeed", "delivered", "ready", "approved",
	"valid", "verified", "clean", "safe", "complete", "done", "green", "available", "registered", "paid", "regular", "on track", "on_track",
	"in_review", "resolved"})

// heldVerbSet finds the verbs of heldGood in one pass: a sentence with
// none gives no verdict.
var heldVerbSet = newLiteralSet([]string{"stay", "remain", "read", "shown", "reported", "returned", "marked", "listed", "kept", "counted",
	"treated", "recorded", "count", "rounded"})
