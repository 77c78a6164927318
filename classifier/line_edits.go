package classifier

// lineEditRule tells an operation enum that edits a file in place, line by
// line, from one that picks what happens to whole things. An enum with an
// insert at a place (insert_before, insert_after, insert_at) lists edits
// at a position in a text: its replace swaps the target lines and its
// delete_line removes them, edits of the file like the insert beside
// them, Write rather than Destructive. Replacing or deleting anything but
// lines (delete_file, replace_all_content) keeps its category.
type lineEditRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Inserts are value verbs that add text (insert, add).
	Inserts []string `json:"inserts"`
	// Places are the words after such a verb that name a position in the
	// text (before, after, at, above, below).
	Places []string `json:"places"`
	// Units are the objects a line edit may name (line, lines, block):
	// a value with no object, or one of these, edits the lines targeted.
	Units   []string `json:"units"`
	inserts map[string]bool
	places  map[string]bool
	units   map[string]bool
}

// insertsAtPlace reports whether an enum value's words insert at a place
// in the text (insert_before). A rule without inserts finds none.
func (r *lineEditRule) insertsAtPlace(words []string) bool {
	return len(words) == 2 && r.inserts[words[0]] && r.places[words[1]]
}

// editsLines reports whether a value (its verb first) acts on the target
// lines only: a bare verb (replace) or one whose object is a unit of text
// (delete_lines, remove_block).
func (r *lineEditRule) editsLines(words []string) bool {
	switch len(words) {
	case 1:
		return true
	case 2:
		return r.units[words[1]]
	}
	return false
}
