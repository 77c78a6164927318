package classifier

import "testing"

// TestClassSelectThatShows: a select_ name whose description opens by
// showing or returning something is a SQL SELECT named for what it reads;
// one that selects an option, a branch to work on or an item in a list
// still writes.
func TestClassSelectThatShows(t *testing.T) {
	const (
		db     = `{"type":"object","properties":{"database":{"type":"string"}}}`
		option = `{"type":"object","properties":{"selector":{"type":"string"},"value":{"type":"string"}}}`
		branch = `{"type":"object","properties":{"branch":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"the current schema shown", "select_current_schema", "Displays the schema the session is using.", db, Read},
		{"the server time returned", "select_now", "Returns the database server's current time.", db, Read},
		{"the user listed", "select_current_user", "Shows the account the connection is logged in as.", db, Read},
		{"an option selected", "select_option", "Selects an option in a dropdown on the page.", option, Write},
		{"a branch chosen", "select_branch", "Switches the session to another branch.", branch, Write},
		{"a shown list to pick from", "select_item", "Picks an item from the list shown to the user.", "", Write},
		{"acts listed, select among them", "select_dropdown_option", "Lists, adds or selects options of a dropdown.", option, Write},
	})
}
