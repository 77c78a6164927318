package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// categoryCase is a tool definition written for a class of capability and
// the category it must get.
type categoryCase struct {
	name string
	tool catalog.Tool
	// schema, when set, is the tool's input schema.
	schema string
	want   Category
}

// checkCategories classifies each case's tool and compares its category.
func checkCategories(t *testing.T, cases []categoryCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := c.tool
			if c.schema != "" {
				tool.InputSchema = json.RawMessage(c.schema)
			}
			if got := Classify(tool).Category; got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}
