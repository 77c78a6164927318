package classifier

import "testing"

// TestClassesFoundOnThirteenthReviewDraw covers the classes of error the
// review sample's thirteenth draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnThirteenthReviewDraw(t *testing.T) {
	const (
		readOps   = `{"type":"object","properties":{"op":{"type":"string","enum":["get","list","schema"]}}}`
		purgeOps  = `{"type":"object","properties":{"op":{"type":"string","enum":["get","list","purge"]}}}`
		plainOps  = `{"type":"object","properties":{"op":{"type":"string","enum":["get","list"]}}}`
		saveTo    = `{"type":"object","properties":{"saveTo":{"type":"string","description":"File to write the trace to instead of returning it."}}}`
		writeTo   = `{"type":"object","properties":{"write_to":{"type":"string"}}}`
		replyTo   = `{"type":"object","properties":{"replyTo":{"type":"string"}}}`
		noteField = `{"type":"object","properties":{"note":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		// A verb read without its object: removing a marker set on
		// something else (a tag, a label, a vote, a watcher, a
		// favourite), or taking a thing out of a grouping of work (a
		// sprint, an epic, a milestone), loses nothing: the tie goes.
		// Deleting the tag itself, a removal called permanent, and
		// removing a contact from a list or an item from a cart keep
		// their loss.
		{"a label taken off", "ticket_remove_label", "Remove a label from a ticket.", "", Write},
		{"tags taken off", "device-remove-tags", "Removes one or more tags from a device.", "", Write},
		{"a vote withdrawn", "remove_vote", "Remove your vote from a poll option.", "", Write},
		{"a watcher dropped", "remove_watcher", "Remove a user from the watchers of a ticket.", "", Write},
		{"out of a sprint", "removeStoryFromSprint", "Remove a story from a sprint.", "", Write},
		{"out of a milestone by the lead", "unplan_issue", "Remove an issue from its milestone.", "", Write},
		{"out of a grouping said", "remove_card", "Remove a card from the current iteration.", "", Write},
		{"a tag deleted", "delete_tag", "Delete a tag and take it off every item.", "", Destructive},
		{"a tag removed for good", "remove_tag", "Permanently removes a tag from the workspace.", "", Destructive},
		{"a contact out of a list", "remove_contact_from_list", "Remove a contact from a mailing list.", "", Destructive},
		{"an item out of a cart", "remove_cart_item", "Remove an item from the cart.", "", Destructive},
		{"a file removed", "remove_file", "Remove a file from the repository.", "", Destructive},
		{"a label and its issue", "remove_label_and_delete", "Remove a label, then delete the issue.", "", Destructive},

		// An object that changes the verb's meaning: an account, a
		// wallet or a balance credited or debited changes what a
		// customer can spend, as a deposit does; crediting an author
		// is attribution, and a credit balance looked up reads.
		{"an account credited", "ledger-credit-account", "Credit an account. Returns the resulting entry.", "", Financial},
		{"credits added", "grant_bonus", "Adds 200 credits to the user's account.", "", Financial},
		{"a wallet debited", "wallet_debit", "Debits the customer's wallet by the given amount.", "", Financial},
		{"an author credited", "photo_credit", "Credits the author of a photo in its caption.", "", Read},
		{"a credit balance read", "credit_balance", "Credit account balance of the current user.", "", Read},
		{"a card added", "add_credit_card", "Add a credit card to the account.", "", Write},

		// An invoice made or edited asks for money and moves none;
		// paying or finalizing one, and a payment made, still pay.
		{"an invoice made", "billing_create_invoice", "Create an invoice for a customer with line items.", "", Write},
		{"an invoice edited", "updateInvoice", "Update a draft invoice's due date.", "", Write},
		{"an invoice paid", "pay_invoice", "Pay an open invoice with the card on file.", "", Financial},
		{"an invoice finalized", "finalize_invoice", "Finalize a draft invoice so it is charged.", "", Financial},
		{"a payment made", "create_payment", "Create a payment for an order.", "", Financial},

		// A description's lead overruled by the name: deploying said
		// as the means or the purpose of an update is the act; a
		// deploy merely spoken of is not.
		{"updated by redeploying", "update_stack", "Update a stack by redeploying its services.", "", Execute},
		{"deploying as the purpose", "refresh_app", "Refreshes the app's containers. Use this to deploy new releases.", "", Execute},
		{"updated and redeployed", "app_update", "Updates the app's image and redeploys it.", "", Execute},
		{"a deploy's status", "get_release", "Returns a release. Use this to check whether a deploy finished.", "", Read},
		{"advice before a deploy", "update_env", "Updates an environment variable. Call this before deploying.", "", Write},

		// A placeholder verb whose operation enum only reads, with a
		// value that names what is handed back (schema, docs), reads;
		// a value that purges keeps the loss, and a clear verb in the
		// name decides.
		{"ops that read with a product", "manage_tables", "Manage tables.", readOps, Read},
		{"ops that read", "manage_tables", "Manage tables.", plainOps, Read},
		{"a purge among them", "manage_tables", "Manage tables.", purgeOps, Destructive},
		{"a clear verb", "update_tables", "Update tables.", readOps, Write},

		// A noun-like verb first, then a clear verb: the clear verb
		// acts (label_write), unless an object of the first verb's own
		// follows it, when it only names a kind of that object.
		{"an index built", "build_search_index", "Build the search index of the docs.", "", Write},
		{"a cache built", "build_lookup_cache", "Build the lookup cache.", "", Write},
		{"a build report deleted", "build_report_delete", "Delete a build report.", "", Destructive},
		{"a build read", "build_get", "Get a build by its number.", "", Read},

		// An argument that reaches a worse act: a parameter named for
		// where output is saved or written to (saveTo, write_to) writes
		// a file, whatever the name's verb; one named for a reply
		// address or a plain note does not.
		{"a trace saved", "get_trace", "Get a trace of the last run.", saveTo, Write},
		{"written to", "collect_metrics", "Collect metrics of the host.", writeTo, Write},
		{"a reply address", "get_thread", "Get a thread.", replyTo, Read},
		{"a note", "get_thread", "Get a thread.", noteField, Read},
	})
}
