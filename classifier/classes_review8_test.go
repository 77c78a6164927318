package classifier

import "testing"

// TestClassesFoundOnEighthReviewDraw covers the classes of error the
// review sample's eighth draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnEighthReviewDraw(t *testing.T) {
	const (
		sqlText    = `{"type":"object","properties":{"statement":{"type":"string","description":"The statement to run."}}}`
		queryText  = `{"type":"object","properties":{"query":{"type":"string"},"mode":{"type":"string","enum":["rows","count"]}}}`
		readOps    = `{"type":"object","properties":{"action":{"type":"string","enum":["list","get"]},"id":{"type":"string"}}}`
		writeOps   = `{"type":"object","properties":{"action":{"type":"string","enum":["list","get","invite"]},"id":{"type":"string"}}}`
		removeOps  = `{"type":"object","properties":{"action":{"type":"string","enum":["list","get","remove"]},"id":{"type":"string"}}}`
		sessionArg = `{"type":"object","properties":{"session":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		// The statement a tool runs named by its kind: a SELECT statement
		// only reads, whatever the verb that runs it. A statement of any
		// kind, or a SELECT beside statements that write, still runs.
		{"a SELECT statement run", "warehouse_sql", "Runs a SELECT statement against the warehouse and returns the rows.", sqlText, Read},
		{"SELECT queries executed", "db_execute_select", "Execute SELECT queries and return matching rows as JSON.", queryText, Read},
		{"one SELECT query executed", "sql", "Executes a single SELECT query.", sqlText, Read},
		{"a SELECT-style SQL query run", "run_query", "Run a SELECT-style SQL query against a configured database.", queryText, Read},
		{"a statement of any kind run", "warehouse_sql", "Runs a SQL statement against the warehouse.", sqlText, Execute},
		{"SELECT beside statements that write", "warehouse_sql", "Runs a SELECT or INSERT statement against the warehouse.", sqlText, Execute},
		{"SELECT queries and then updates", "db_execute_select", "Execute SELECT queries and UPDATE statements on the database.", queryText, Execute},

		// A description that only says the tool manages something,
		// on a name without a verb, is said more exactly by the tool's
		// operation enum: when every value reads, the tool reads; a value
		// that writes or removes still decides.
		{"managed through reading actions", "members", "Manage workspace members. Use for audits.", readOps, Read},
		{"managed with an invitation among them", "members", "Manage workspace members. Use for audits.", writeOps, Write},
		{"managed with a removal among them", "members", "Manage workspace members. Use for audits.", removeOps, Destructive},
		{"managed with no enum", "members", "Manage workspace members.", "", Write},

		// Clearing a history of what was said or done loses it, even
		// when the name's object is session state; clearing a session
		// (its state) or its cache does not.
		{"a chat history cleared", "reset_session", "Clear a session's message history while keeping its id.", sessionArg, Destructive},
		{"a browsing history erased", "clear_tab", "Erases the browsing history of the tab.", "", Destructive},
		{"a session reset", "reset_session", "Reset the session to a fresh state.", sessionArg, Write},
		{"a session's cache cleared", "reset_session", "Clear the session's cache.", sessionArg, Write},
		{"a history read", "get_history", "Get the chat history of a session.", sessionArg, Read},

		// A name that ends in an agent noun (a reader, a runner) does
		// that noun's act, and the words before it are its object: a
		// reader of deploy records reads. A reader before a later verb
		// is the object of that verb, and a name without such a noun
		// keeps its verb.
		{"a reader of deploy records", "site-deploy-reader", "Look up deploys of a site.", "", Read},
		{"a reader of build logs", "build_log_reader", "Returns build logs.", "", Read},
		{"a runner of tests", "suite_test_runner", "Runs a suite.", "", Execute},
		{"a reader's feed added", "reader_add_feed", "Adds a feed to the reader.", "", Write},
		{"a deploy without an agent noun", "site_deploy", "Deploys a site.", "", Execute},

		// A removal from a container whose description says the removed
		// thing still exists takes it out of the container only: a
		// write. What else is said to stay (the bookmarks of a deleted
		// list, the list an item is deleted from) keeps the removal's
		// reading, and so does a removal said to be for good.
		{"a card removed from a board, the card kept", "remove_board_from_card", "Remove a card from a board. The card still exists, but it is no longer on the board.", "", Write},
		{"a page detached from a space, the page kept", "detach_page", "Detaches a page from a space. The page remains in the archive.", "", Write},
		{"a list deleted, its bookmarks kept", "delete_list", "Delete a list. The bookmarks inside it are not deleted.", "", Destructive},
		{"an item removed, the list kept", "remove_list_item", "Removes an item from a list. The list still exists.", "", Destructive},
		{"a member removed for good", "remove_member", "Removes a member from the team. The member loses access.", "", Destructive},

		// A name whose paying verb is followed, last, by a word of
		// readiness asks whether the act can go ahead: a basket made
		// ready for checkout, a payout's readiness, pays nothing. The act
		// itself still pays.
		{"a basket ready for checkout", "cart_checkout_ready", "Check that the cart can be checked out. Call this before placing the order.", "", Read},
		{"a payout's readiness", "payout_readiness", "Whether the account can receive payouts.", "", Read},
		{"a checkout", "cart_checkout", "Check out the cart with the saved card.", "", Financial},
	})
}
