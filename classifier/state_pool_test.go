package classifier

import (
	"reflect"
	"testing"
)

// TestPooledStateKeepsNothing classifies every corpus tool, keeps the
// assessments, and classifies them again in the other order: a kept
// assessment that shared a buffer with a lent state would have been
// written over by the tools after it.
func TestPooledStateKeepsNothing(t *testing.T) {
	rs := Default()
	tools := corpusTools(t)
	kept := make([]Assessment, len(tools))
	for i, tl := range tools {
		kept[i] = rs.Classify(tl)
	}
	for i := len(tools) - 1; i >= 0; i-- {
		if got, want := kept[i], rs.Classify(tools[i]); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: got %+v, want %+v", tools[i].Name, got, want)
		}
	}
}
