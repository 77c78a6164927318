package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassValueDefinedAsRead covers an operation value whose own word
// writes but whose definition in the description, or in the parameter's,
// is a read ("annotate: screenshot with bounding boxes"): the value reads.
// A definition by a writing verb, one that goes on to another act, or a
// value that removes keeps the value's category.
func TestClassValueDefinedAsRead(t *testing.T) {
	action := func(values, desc string) string {
		return `{"type":"object","properties":{"action":{"type":"string","enum":[` + values + `],"description":"` + desc + `"}}}`
	}
	checkCategories(t, []categoryCase{
		{"annotate defined in the description", catalog.Tool{Name: "display", Description: "Display capture. capture: screenshot of the display. annotate: screenshot with element boxes drawn."},
			action(`"capture","annotate"`, ""), Read},
		{"mark defined in the parameter", catalog.Tool{Name: "page_view", Description: "Looks at the page."},
			action(`"show","mark"`, "show: list the elements; mark: list the elements with numbered labels"), Read},
		{"upper case values", catalog.Tool{Name: "board", Description: "Board view. LOCK: view the board frozen in place."},
			action(`"VIEW","LOCK"`, ""), Read},
		// Look-alikes that keep their category.
		{"defined by a writing verb", catalog.Tool{Name: "display", Description: "Display tool. annotate: adds a note to the screen recording."},
			action(`"capture","annotate"`, ""), Write},
		{"defined as a read then a write", catalog.Tool{Name: "repo_tool", Description: "Repository tool. sync: fetch the remote and push local commits."},
			action(`"status","sync"`, ""), Write},
		{"defined by its own verb", catalog.Tool{Name: "scene_tool", Description: "Scenes."},
			action(`"open","reload"`, "open: open a scene; reload: reload the scene from disk, discarding unsaved edits"), Write},
		{"not defined", catalog.Tool{Name: "display", Description: "Display capture and annotation."},
			action(`"capture","annotate"`, ""), Write},
		{"delete defined by a read verb", catalog.Tool{Name: "notes", Description: "Notes. delete: list of notes to remove."},
			action(`"list","delete"`, ""), Destructive},
	})
}
