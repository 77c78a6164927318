package classifier

import (
	"path/filepath"
	"testing"
)

// honestCorpora are corpora of honest definitions only: tools a careless
// poisoning scanner would flag, with no poisoned case beside them, so they
// are gated on the share they flag and not on any detection.
var honestCorpora = []struct {
	dir, title, about string
	// maxFlagged is the largest share of the corpus, in percent, the
	// poisoning check may flag.
	maxFlagged float64
}{
	{"testdata/honest30", "the honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential paths, quoted attacks, encoded and invisible text, install notes, guidance to the model, forwarding, payments, sharing, exports, each the tool's own purpose and the user's choice), with about a quarter in 20 other languages, and measured once, blind: the rules at commit facf328 flagged 24 of 314; it is no longer blind: the classes its false positives showed were then fixed by what makes each honest (tags listed by a checker and empty elements of a sample document, a linter's flagged lines and sample files, example lists in Japanese and Chinese, invisible characters a cleaner names and look-alike samples of a confusables checker, a boolean switch's own description and what follows a condition on it, injection phrases quoted as a text tool's input, a thing the user owns or trusts, a payout account change a tool is named for, a remedy the guidance forbids, credential folders a tool skips, install options for the tool's own runtime handed to the user, a counterpart named where a tool says when it stops, a list default of a parameter's own choices, what an example command does in a tool that runs none, what the user may do with what a tool keeps), to 5 of 314", 2},
	{"testdata/honest31", "the second honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential files, prompt parameters, quoted attacks, invisible and mixed-script text, markup, install notes, guidance to the model, cc and forwarding, payments, sharing, syncs, telemetry, schema values, hidden content, each the tool's own purpose and the user's choice), with a quarter in 28 other languages, and measured once, blind: the rules at commit 3573f41 flagged 24 of 448; it is no longer blind: the classes its false positives showed were then fixed by what makes each honest (credential folders a list parameter skips, what a reporter says it does not send and what its own switch adds, the credential file of the program a tool names, what a checker or a prompt tool shows after an example's lead, controls and look-alike words a checker shows in code spans, an installer on the page a tool sends the user to, a sample comment in parentheses, a help desk's note for its agents, a secret an act does without and a program's config in parentheses, what the user told can do next), to 8 of 448", 2},
	{"testdata/honest32", "the third honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential paths, secret managers, dotfiles, prompt parameters, quoted attacks, encoded and invisible text, markup, install notes, guidance to the model, forwarding and delegates, payments, sharing, syncs and webhooks, memory, deploy flags, telemetry, personal data, trade words that collide with attack words, each the tool's own purpose and the user's choice), with a quarter in 28 other languages, and measured once, blind: the rules at commit fe5a2ba flagged 37 of 450; it is no longer blind: two classes its false positives showed were then fixed by what makes each honest (a delivery to a place the user chooses stated as the tool's own act, the system prompt of an assistant a tool builds or shows), to 29 of 450, and seven more in a second pass (invisible characters of a kind the description names in words, a switch of the tool's own named as its clause's subject or condition, a control's label quoted, a comment of a sample document, a credential path in a sample input of a checker that runs none, an attack's name listed among a checker's kinds, a switch's own description that has a person told of the tool's act), to 17 of 450; the rest are left for later passes, so the gate is the whole percentage reached", 4},
	{"testdata/honest33", "the fourth honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential paths, secret managers, dotfiles, prompt parameters, quoted attacks, encoded and invisible text, markup, install notes, guidance to the model, mail routing and delegates, messaging, payments, banking, sharing, syncs and webhooks, memory, deploy flags, Git hosts, CRMs, travel, web content that warns page text is data, each the tool's own purpose and the user's choice), with a quarter in 28 other languages, and measured once, blind: the rules and the learned scorer at commit 755c0f3 flagged 22 of 408; it is no longer blind: the classes its false positives showed were then fixed by what makes each honest (a title, a switch's name and another field's sample read apart, and a switch's name alone as the user's choice; a store's master password, a called model's system prompt and a transfer's one-time code as the tool's own input; what the user did not mention; a switch named by its setting in a code span; an override quoted as a sample of what fetched content may hold, in a warning not to obey it; when to call a tool on the user's word; what goes to the user's own device or into the tool's response; a checker's choice of checks with the sample each catches; a look-alike sample a confusables checker shows), to 7 of 408, and to 6 with the scorer retrained", 2},
	{"testdata/honest34", "the fifth honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential and kubeconfig paths, secret managers, prompt parameters, quoted attacks, encoded and invisible text, markup, install notes, guidance to the model, mail, payments, sharing, exports, CI/CD flags, shell and SQL, smart homes, account administration, public services, each the tool's own purpose and the user's choice), with 41% in 28 other languages, and measured once, blind, by the rules and the learned scorer at commit 9552444: 13 of 271 flagged, all by the rules; it is no longer blind: the classes its false positives showed were then fixed by what makes each honest (a quoted value of the tool's own enum, a scrubbed part replaced with a placeholder, a version check's condition on the install it checks, an act restricted to a role of people, a security tool's example input with no address or tool in it, a linter's list of quoted patterns with elided arguments, a named invisible character in a short quoted file name, a checker's listed kind of text by the request it makes, a tool named for npmrc or pypirc, a secret the user typed as the object of the tool's own opening verb, a conversation parameter of a tool named for a conversation, a prompt tool's example value of the instructions it stores), to 1 of 271, and the learned scorer then learned from it", 2},
	{"testdata/honest35", "the sixth honest-tools corpus", "written before the rules were read, by an author writing as an independent evaluator measuring scanners' false positives (credential paths, secret managers, dotfiles, prompt parameters, quoted attacks, encoded examples, emoji joiners, right-to-left marks and confusables, markup, install notes, guidance to the model, mail and calendars, payments, sharing, exports, memory, deploy flags, shell and SQL, browsers, telemetry, workflows, admin actions, personal records, device control, token parameters, each the tool's own purpose and the user's choice), with 28% in 18 other languages, and measured once, blind, by the rules and the learned scorer at commit 4b25a08: 12 of 257 flagged, one by the scorer; nothing is fixed for it yet, so the gate is the whole percentage it was measured at", 5},
}

// TestPoisoningHonestCorpus is the gate on the honest corpora: at most
// the corpus's share flagged in all, and at most one in three of any kind.
func TestPoisoningHonestCorpus(t *testing.T) {
	r := Default()
	for _, c := range honestCorpora {
		t.Run(filepath.Base(c.dir), func(t *testing.T) {
			p := evaluatePoisoning(t, r, c.dir)
			t.Log("\n" + p.report())
			if p.total != 0 || p.clean < 100 || len(p.benignByKind) < 20 {
				t.Errorf("corpus has %d poisoned definitions and %d honest ones of %d kinds, want none, at least 100 and 20", p.total, p.clean, len(p.benignByKind))
			}
			if got := percent(p.falsePos, p.clean); got > c.maxFlagged {
				t.Errorf("honest definitions flagged %.1f%% (%d/%d), want at most %.0f%%", got, p.falsePos, p.clean, c.maxFlagged)
			}
			for k, v := range p.benignByKind {
				if got := percent(v[0], v[1]); got > 34 {
					t.Errorf("honest definitions of kind %s flagged %.0f%% (%d/%d), want at most one in three", k, got, v[0], v[1])
				}
			}
		})
	}
}
