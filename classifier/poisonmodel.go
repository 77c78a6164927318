package classifier

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// poisonModelFile is the learned poisoning scorer's weights, written by
// the classifier's tests from the labelled corpora (see package
// poisonmodel).
//
//go:embed rules/poison_model.bin
var poisonModelFile []byte

// builtinPoisonModel is the scorer decoded once; a file that does not
// decode is a build defect the tests catch, and leaves the rules alone.
var builtinPoisonModel = sync.OnceValue(func() *poisonmodel.Model {
	m, err := poisonmodel.Decode(poisonModelFile)
	if err != nil {
		return nil
	}
	return m
})

// learnedFindingID is the id of a finding of the learned scorer.
const learnedFindingID = "poison.learned"

// modelDefinition is the part of t the learned poisoning scorer reads.
func modelDefinition(t *catalog.Tool) poisonmodel.Definition {
	return poisonmodel.Definition{
		Name: t.Name, Title: t.Title, Description: t.Description, AnnotationsTitle: t.Annotations.Title,
		InputSchema: t.InputSchema, OutputSchema: t.OutputSchema,
	}
}

// learnedFinding is the learned scorer's second opinion on a tool the
// rules found no poisoning in: a finding when its probability reaches the
// model's threshold, with the probability, the text that weighed most and
// the features that pushed the score up most. The scorer learned from
// the labelled corpora; it reads wording the rules have no class for,
// and is measured on corpora it did not learn from (see the package's
// README), so it is a finding of medium severity.
func learnedFinding(m *poisonmodel.Model, t *catalog.Tool, found []Finding) (Finding, bool) {
	if m == nil || slices.ContainsFunc(found, func(f Finding) bool { return f.Kind == "tool_poisoning" }) {
		return Finding{}, false
	}
	d := modelDefinition(t)
	if !m.Flags(&d) {
		return Finding{}, false
	}
	e := m.Explain(&d)
	quoted := make([]string, len(e.Features))
	for i, f := range e.Features {
		quoted[i] = "'" + f + "'"
	}
	msg := fmt.Sprintf("reads like the poisoned definitions the scorer learned from, an order to the model rather than a description of the tool (%.2f)", e.Probability)
	if len(quoted) > 0 {
		msg += ": " + strings.Join(quoted, ", ")
	}
	return Finding{ID: learnedFindingID, Kind: "tool_poisoning", Severity: Medium, Message: msg, Field: strings.ToValidUTF8(e.Field, "\uFFFD"), Match: truncate(e.Text, 120)}, true
}
