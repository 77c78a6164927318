package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassLineEditEnums covers editors whose mode enum lists edits at a
// place in a file: beside insert_before and insert_after, replace and
// delete_line change the target lines, Write. An enum without an insert at
// a place, or a value that removes a whole file, keeps Destructive, and a
// description that guards against overwrites does not overwrite.
func TestClassLineEditEnums(t *testing.T) {
	edit := func(values string) string {
		return `{"type":"object","properties":{"file":{"type":"string"},"changes":{"type":"array","items":{"type":"object","properties":{"line":{"type":"integer"},"text":{"type":"string"},"mode":{"type":"string","enum":[` + values + `]}}}}}}`
	}
	op := func(values string) string {
		return `{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"action":{"type":"string","enum":[` + values + `]}}}`
	}
	checkCategories(t, []categoryCase{
		{"delete_line beside inserts", catalog.Tool{Name: "patch_source", Description: "Applies several edits to a source file."},
			edit(`"insert_after","insert_before","replace","delete_line"`), Write},
		{"delete_lines as an action", catalog.Tool{Name: "file_edit", Description: "Changes lines of an existing text file."},
			op(`"insert_above","insert_below","replace_lines","delete_lines"`), Write},
		{"insert_at and remove_block", catalog.Tool{Name: "doc_edit", Description: "Bearbeitet Zeilen einer Datei."},
			op(`"insert_at","remove_block","replace"`), Write},
		{"guarded against overwrites", catalog.Tool{Name: "update_record", Description: "Updates a record. Pass the version you read to prevent stale overwrites."},
			`{"type":"object","properties":{"id":{"type":"string"},"version":{"type":"string"}}}`, Write},
		{"written without overwriting", catalog.Tool{Name: "save_draft", Description: "Saves the draft under a new name, without overwriting earlier drafts."},
			`{"type":"object","properties":{"name":{"type":"string"}}}`, Write},
		// Look-alikes that keep Destructive.
		{"replace without inserts", catalog.Tool{Name: "file_edit", Description: "Changes a file."},
			op(`"append","replace"`), Destructive},
		{"delete_file beside inserts", catalog.Tool{Name: "file_edit", Description: "Edits files."},
			op(`"insert_after","insert_before","delete_file"`), Destructive},
		{"delete among whole-file actions", catalog.Tool{Name: "manage_files", Description: "Manage files."},
			op(`"create","update","delete"`), Destructive},
		{"says it overwrites", catalog.Tool{Name: "update_record", Description: "Updates a record, overwriting the stored one."},
			`{"type":"object","properties":{"id":{"type":"string"}}}`, Destructive},
	})
}
