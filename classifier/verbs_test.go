package classifier

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// verbCase is one tool definition and the category it should get.
type verbCase struct {
	name, tool, desc, schema string
	want                     Category
}

func runVerbCases(t *testing.T, cases []verbCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			schema := tt.schema
			if schema == "" {
				schema = `{"type":"object"}`
			}
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(schema)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}

// TestUnseenToolClasses covers the kinds of tool that servers the rules
// were not tuned on showed them missing, written afresh, with the readings
// that must not be raised.
func TestUnseenToolClasses(t *testing.T) {
	runVerbCases(t, []verbCase{
		// Verbs that name what a tool does to a machine, an order or a
		// record, and their readings as nouns.
		// A reboot or a power cycle brings the machine back as it was:
		// nothing agent-supplied runs, a write as stopping it is.
		{"a reboot", "reboot_server", "Reboot a virtual server.", "", Write},
		{"a rebuild from an image", "instanceRebuild", "Rebuild an instance from a base image.", "", Execute},
		{"power off", "power-off-vm", "Power off a virtual machine.", "", Destructive},
		{"power on", "vm_power_on", "Power on a virtual machine.", "", Execute},
		{"a power cycle", "power_cycle_host", "Power cycle a bare-metal host.", "", Write},
		{"power as a noun", "power_bi_datasets", "Power BI datasets of a workspace.", "", Read},
		{"power as a noun before a verb", "powerBiCreateReport", "Create a report.", "", Write},
		{"an order placed", "place_limit_order", "Place a limit order on the exchange.", "", Financial},
		{"a bet placed", "placeBet", "Place a bet on a market outcome.", "", Financial},
		{"a place looked up", "places_place_details", "Details of a place: address, rating, opening hours.", "", Read},
		{"a place searched", "place_search", "Search places near a point.", "", Read},
		{"a task completed", "complete_todo", "Mark a to-do item as done.", "", Write},
		{"a sprint completed", "completeSprint", "Complete the active sprint.", "", Write},
		{"code completed", "complete_code", "Suggest the rest of a code fragment.", "", Read},
		{"a deployment promoted", "promote_deployment", "Promote a preview deployment to production.", "", Execute},
		{"a delayed job promoted", "promote_delayed_job", "Move a delayed job to the front of its queue.", "", Execute},
		{"a member promoted", "promote_member", "Give a member the moderator role.", "", Write},
		{"a debugger stepped", "debug_step_over", "Step over the current line.", "", Write},
		{"a debugger continued", "continue", "Resume the paused program.", "", Write},
		{"a step as a record", "workflow_step_logs", "Logs of one step of a workflow.", "", Read},
		{"an evaluation run cancelled (it can run again)", "model_eval_cancel_run", "Cancel an evaluation run.", "", Write},
		{"an evaluation listed", "model_eval_list_runs", "List evaluation runs.", "", Read},
		{"code evaluated", "eval", "Evaluate a JavaScript expression in the page and return its value.", `{"type":"object","properties":{"expression":{"type":"string"}}}`, Execute},
		{"a license activated", "activate_license", "Activate a license key on a device.", "", Write},
		{"an alert acknowledged", "ack_alert", "Acknowledge a firing alert.", "", Write},
		{"a dialog dismissed", "dismiss_popup", "Dismiss the open popup.", "", Write},
		{"an account frozen", "freeze_card", "Freeze a card so that it cannot be used.", "", Write},
		{"slides reordered", "reorder_pages", "Reorder the pages of a document.", "", Write},
		{"a contact enrolled", "enroll_contact", "Enroll a contact in a drip campaign.", "", Write},
		{"an email sent again", "resend_invite", "Resend an invitation email.", "", Write},
		{"a screen tapped", "tap_element", "Tap an element on the device screen.", "", Write},
		{"a screen swiped", "swipe_left", "Swipe left on the device screen.", "", Write},
		{"a table repaired", "repair_table", "Repair a corrupted table.", "", Write},
		{"the last change undone", "undo_last_change", "Undo the last change made to the scene.", "", Destructive},
		// A file written in place, a terminal resized, SQL keywords listed
		// as statement kinds, payment accounts, payment requirements asked
		// about.
		{"a file written", "vm_write_file", "Write text to a path on the VM.", `{"type":"object","properties":{"path":{"type":"string"},"text":{"type":"string"}}}`, Destructive},
		{"a file written, camelCase", "writeFiles", "Write several files at once.", "", Destructive},
		{"a file appended to", "write_file", "Appends text to the end of a file.", "", Write},
		{"a file never replaced", "write_file", "Write a new file. Fails if the file already exists.", "", Write},
		{"a file written with an append switch on", "write_file", "Write text to a file.", `{"type":"object","properties":{"path":{"type":"string"},"append":{"type":"boolean","default":true}}}`, Write},
		{"a file written with an append switch off", "write_file", "Write text to a file.", `{"type":"object","properties":{"path":{"type":"string"},"append":{"type":"boolean"}}}`, Destructive},
		{"a file created", "write_file", "Create a file with the given text.", "", Write},
		{"a file created or overwritten", "write_file", "Create a file or overwrite an existing one.", "", Destructive},
		{"a note written", "write_note", "Write a note to the notebook.", "", Write},
		{"a terminal resized", "pty_resize", "Set the rows and columns of a terminal.", "", Read},
		{"a table resized", "resize_table", "Resize a table to a new row count.", "", Write},
		{"SQL keywords as statement kinds", "mutate", "Run INSERT, UPDATE or DELETE statements on the connected database.", `{"type":"object","properties":{"sql":{"type":"string"}}}`, Execute},
		{"a delete said of the tool", "records", "Deletes the given records from the store.", "", Destructive},
		{"a payment account opened", "open_payment_account", "Create a payment account for the user.", "", Write},
		{"a payment made", "settle", "Create a payment to the supplier for the open bill.", "", Financial},
		{"a payment requirement asked about", "probe_endpoint", "Check whether an endpoint requires a USDC payment and what it costs.", "", Read},
		{"a payment the tool requires", "buy_domain_name", "Register a domain. Requires a USDC payment from the wallet.", "", Financial},
		{"a payment required of a call", "premium_answer", "Answers a question. Each call requires an x402 payment.", "", Financial},
		// Money words that configure rather than pay, record kinds filtered
		// by on a listing, enums that compute.
		{"a payment gateway configured", "create_payment_gateway", "Connect a card processor to the shop.", "", Write},
		{"a spending limit changed", "set_spending_limit", "Set the monthly spending limit of a team.", "", Write},
		{"a payment provider described", "add_provider", "Create a new payment provider config for a location.", "", Write},
		{"a payment created", "create_payment", "Create a payment from the wallet to a supplier.", "", Financial},
		{"a record kind on a listing", "list_ledger_entries", "List ledger entries.", `{"type":"object","properties":{"entry_type":{"type":"string","enum":["Pay","Receive","Transfer"]}}}`, Read},
		{"a generic operation on a listing", "list_items", "List items or act on them.", `{"type":"object","properties":{"type":{"type":"string","enum":["list","delete","purge"]}}}`, Destructive},
		{"a record kind on a write", "record_entry", "Record a ledger entry.", `{"type":"object","properties":{"entry_type":{"type":"string","enum":["create","delete","purge"]}}}`, Destructive},
		{"a calculator", "calculator", "Do arithmetic on two numbers.", `{"type":"object","properties":{"operation":{"type":"string","enum":["add","subtract","multiply","divide"]},"a":{"type":"number"},"b":{"type":"number"}}}`, Read},
		{"date arithmetic", "dates", "Date helpers.", `{"type":"object","properties":{"op":{"type":"string","enum":["today","add","sub","parse"]}}}`, Read},
		{"an add among edits", "tags", "Manage tags.", `{"type":"object","properties":{"action":{"type":"string","enum":["add","remove","list"]}}}`, Destructive},
		{"an add among git commands", "git", "Git operations on the repository.", `{"type":"object","properties":{"command":{"type":"string","enum":["status","add","diff","log"]}}}`, Write},
		// A program parameter of a tool named for where it runs.
		{"a command over SSH", "ssh", "SSH into a host.", `{"type":"object","properties":{"host":{"type":"string"},"command":{"type":"string"}}}`, Execute},
		{"code in a sandbox", "sandbox", "A sandbox.", `{"type":"object","properties":{"code":{"type":"string"}}}`, Execute},
		{"code formatted, named for its language", "format_python", "Format Python source.", `{"type":"object","properties":{"code":{"type":"string"}}}`, Read},
		{"a command looked up", "command_help", "Help text of a CLI.", `{"type":"object","properties":{"command":{"type":"string"}}}`, Read},
		// Browser actions run on the page before it is read.
		{"clicks before a scrape", "scrape_page", "Scrape a page and return its text.", `{"type":"object","properties":{"url":{"type":"string"},"actions":{"type":"array","description":"Steps to perform first: click, fill, scroll."}}}`, Write},
		{"automation before a screenshot", "page_screenshot", "Screenshot a page.", `{"type":"object","properties":{"url":{"type":"string"},"automation":{"type":"object","description":"Browser actions to run before the capture."}}}`, Write},
		{"browser commands with a JavaScript one", "scrape_html", "Scrape a page. Commands: click, fill, wait, and execute custom JavaScript.", `{"type":"object","properties":{"url":{"type":"string"},"browser_commands":{"type":"string","description":"Browser commands to run before scraping."}}}`, Execute},
		{"JavaScript named outside a command list", "scrape_html", "Scrape a page; works on JavaScript-heavy sites.", `{"type":"object","properties":{"url":{"type":"string"},"browser_commands":{"type":"string","description":"Browser commands to run before scraping."}}}`, Write},
		{"actions as a listing's filter", "list_audit_events", "List audit events.", `{"type":"object","properties":{"actions":{"type":"array","items":{"type":"string"},"description":"Only events of these kinds."}}}`, Read},
		{"steps of a plan", "plan_trip", "Plan a trip.", `{"type":"object","properties":{"steps":{"type":"integer","description":"How many legs the trip may have."}}}`, Read},
		// Paying verbs, their synonyms, and the lookups they name.
		{"food ordered", "order_meal", "Order a meal for delivery.", "", Financial},
		{"an order's breakdown", "order_breakdown", "Orders by customer as a chart.", "", Read},
		{"an order fulfilled", "fulfill_order", "Mark an order shipped.", "", Write},
		{"an order tracked", "track_parcel", "Where a parcel is now.", "", Read},
		{"an event tracked", "track_event", "Record an analytics event.", "", Write},
		{"tokens bridged", "bridge_usdc", "Move USDC from one chain to another.", "", Financial},
		{"a bridge's fees", "bridge_fees", "Fees a bridge charges per chain.", "", Read},
		{"tokens burned", "burn_token", "Destroy tokens held by the wallet.", "", Financial},
		{"subtitles burned in", "burn_subtitles", "Render subtitles into a video.", "", Write},
		{"rewards claimed", "claim_staking_rewards", "Send accrued rewards to the wallet.", "", Financial},
		{"a task claimed", "claim_task", "Take an open task.", "", Write},
		{"a coin wrapped", "wrap_native", "Turn the native coin into its wrapped token.", "", Financial},
		{"text wrapped", "wrap_text", "Break text into lines of a width.", "", Read},
		{"a loan repaid", "repay", "Pay back borrowed assets.", "", Financial},
		{"a position closed", "close_position", "Close an open futures position.", "", Financial},
		{"a signed transaction broadcast", "broadcast_tx", "Broadcast a signed transaction to the network.", "", Financial},
		{"a document signed", "sign_document", "Sign a document with the user's certificate.", "", Write},
		{"a swap quoted", "swap_quote", "What a token swap would return.", "", Read},
		{"a withdrawal fee", "withdraw_fee", "The fee of a withdrawal.", "", Read},
		{"a deposit history", "deposit_history", "Past deposits of the account.", "", Read},
		{"a quote created", "create_quote", "Create a sales quote for a customer.", "", Write},
		{"a tip sent", "creator_tip", "Send a tip to the author of a post.", "", Financial},
		{"paid with a saved card", "book_table", "Book a table and pay with the saved card.", "", Financial},
		{"a booking without payment", "book_table", "Book a table for tonight.", "", Write},
		{"a payment captured", "capture_charge", "Capture an authorized charge.", "", Financial},
		{"a note captured", "capture_note", "Save a quick note.", "", Write},
		{"a screenshot captured", "capture_screenshot", "Screenshot the page.", "", Read},
		{"a balance topped up", "wallet_top_up", "Top up the wallet from the saved card.", "", Financial},
		{"top stories", "top_stories", "The top stories of the day.", "", Read},
		{"funds added", "add_funds", "Add funds to the agent's balance.", "", Financial},
		{"a wallet funded", "fund_wallet", "Fund a wallet.", "", Financial},
		{"a fund's holdings", "fund_holdings", "Holdings of a mutual fund.", "", Read},
		{"a trade simulated", "simulate_trade", "What a trade would cost, without placing it.", "", Read},
		{"keyboard input simulated", "simulate_keyboard_input", "Type keys into the focused app.", "", Write},
		{"a swap quoted, verb first", "quote_swap", "Quote a token swap.", "", Read},
		// Expressions that only compute, and scripts that run in a page.
		{"a math expression", "calculate", "Evaluate an arithmetic expression.", `{"type":"object","properties":{"expression":{"type":"string"}}}`, Read},
		{"a JavaScript expression", "evaluate", "Evaluate a JavaScript expression in the page.", `{"type":"object","properties":{"expression":{"type":"string"}}}`, Execute},
		{"a script injected", "inject_script", "Add a script to the page.", "", Execute},
		{"CSS injected", "inject_css", "Add a stylesheet to the page.", "", Write},
		{"a member kicked", "kick_member", "Kick a member from the server.", "", Destructive},
		{"a human paid from a budget", "ask_person", "Ask a person a question and wait for the answer.", `{"type":"object","properties":{"question":{"type":"string"},"budget_usd":{"type":"number","description":"Payment to the person in USD."}}}`, Financial},
		{"a prize offered", "post_contest", "Post a design contest.", `{"type":"object","properties":{"prize_cents":{"type":"integer","description":"Prize paid to the winner, in cents."}}}`, Financial},
		{"a price filter", "search_hotels", "Search hotels.", `{"type":"object","properties":{"max_price_usd":{"type":"number","description":"Highest nightly price to show."}}}`, Read},
		{"a budget that is a filter", "find_gifts", "Find gift ideas.", `{"type":"object","properties":{"budget":{"type":"number","description":"How much the gift may cost."}}}`, Read},
		{"a payment amount inside a list", "report_expenses", "Report expenses.", `{"type":"object","properties":{"lines":{"type":"array","items":{"type":"object","properties":{"payment_usd":{"type":"number","description":"Amount paid."}}}}}}`, Read},
		{"a node REPL", "repl", "A Node.js REPL.", `{"type":"object","properties":{"code":{"type":"string"}}}`, Execute},
		{"a bid placed, verb first", "bid_on_lot", "Bid on an auction lot.", "", Financial},
		{"bids listed", "bid_list", "Bids on a lot.", "", Read},
		{"a bid history", "bid_history", "Past bids of the account.", "", Read},
		{"an invoice settled", "settle_invoice", "Settle an open invoice from the balance.", "", Financial},
		{"an expense reimbursed", "reimburse_expense", "Reimburse an employee's expense.", "", Financial},
		{"a payment retried", "retry_payment", "Retry a failed payment.", "", Financial},
		{"a build kicked off", "kickoff_build", "Start a build.", "", Execute},
		{"a machine booted", "boot_vm", "Boot a virtual machine.", "", Execute},
		{"a webhook fired", "fire_webhook", "Send a test event to a webhook.", "", Write},
		// Destructive synonyms and their harmless readings.
		{"messages expunged", "expunge", "Remove messages flagged for removal.", "", Destructive},
		{"a host reimaged", "reimage_host", "Reinstall a host's operating system from an image.", "", Destructive},
		{"a listing delisted", "delist_product", "Take a product off the store.", "", Destructive},
		{"an instance shut down", "shut_down_vm", "Shut down a virtual machine.", "", Destructive},
		{"an environment torn down", "tear_down_env", "Tear down a preview environment.", "", Destructive},
		{"a file unlinked", "unlink_path", "Unlink a path from the filesystem.", "", Destructive},
		{"an account unlinked", "unlink_account", "Detach a linked account.", "", Write},
		{"a disk formatted", "format_volume", "Format a volume.", "", Destructive},
		{"code formatted", "format_code", "Format source code.", "", Read},
		{"an object replaced", "upload_object", "Upload an object, replacing any existing object with the key.", "", Destructive},
		// A trigger or a run named as a thing, not done.
		{"a trigger read", "get_function_trigger", "Get a specific trigger of a serverless function.", "", Read},
		{"a trigger created", "create_function_trigger", "Create a scheduled trigger for a function.", "", Write},
		{"runs listed", "automation_runs", "List runs for an automation.", "", Read},
		{"a workflow triggered", "workflows", "Triggers a workflow run on the default branch.", "", Execute},
		{"a node drained", "drain_node", "Move every pod off a node.", "", Destructive},
		{"pods evicted", "node_maintenance", "Evicts all pods from the node.", "", Destructive},
		{"a bulk delete said", "records_bulk", "Bulk deletes records by id.", "", Destructive},
		{"another tool's wipe", "add_sheet", "Add a sheet instead of new_workbook, which wipes everything.", "", Write},
		{"an app undeployed", "undeploy_app", "Take an application offline.", "", Destructive},
		{"a file put in place", "file_put", "Writes text to a path, creating or replacing the file.", "", Destructive},
		{"a volume's data replaced", "restore_volume", "Restore a backup onto a volume, replacing its data.", "", Destructive},
		// An act named as a noun at the end of a name without a verb.
		{"code execution", "code_execution", "Code execution in an isolated sandbox.", `{"type":"object","properties":{"code":{"type":"string"}}}`, Execute},
		{"file deletion", "file_deletion", "File deletion.", "", Destructive},
		{"a withdrawal", "withdrawal", "Withdrawal to an external wallet.", "", Financial},
		{"a deletion record", "deletion_history", "Past deletions of the workspace.", "", Read},
		{"a deletion described by a reading verb", "user_deletion", "Shows whether a user's deletion is pending.", "", Read},
		// Free-form GraphQL that can mutate.
		{"GraphQL with mutations", "shop_graphql", "Execute a GraphQL query or mutation against the store's API.", "", Execute},
		{"GraphQL read-only", "shop_graphql", "Run a read-only GraphQL query; mutations are rejected.", "", Read},
		// A retry does what it retries.
		{"a connection retried", "retry_connect", "Connect to the debugger again.", "", Write},
		{"a job retried", "retry_job", "Run a failed job again.", "", Execute},
		// A run named as the object of a change.
		{"a test run completed", "tests_run_complete", "Mark a test run as finished.", "", Write},
		{"a workflow run cancelled (it can run again)", "workflow_run_cancel", "Cancel a workflow run.", "", Write},
		{"a workflow run read", "workflow_run_get", "Details of a workflow run.", "", Read},
		{"a workflow run", "workflow_run", "Run a workflow.", "", Execute},
		{"a migration run", "run_migrate", "Run the pending migrations.", "", Execute},
		{"a query run after a namespace", "db_run_query", "Run a query.", "", Execute},
	})
}

// TestNextWordAt: the word after a phrase match is found whether the
// match took its first letter or stopped at the end of a word.
func TestNextWordAt(t *testing.T) {
	for _, tt := range []struct {
		text string
		end  int
		want string
	}{
		{"deletes the session", len("deletes the s"), "session"},
		{"create a payment account", len("create a payment"), "account"},
		{"create a payment", len("create a payment"), ""},
		{"create a payment.", len("create a payment"), "."},
	} {
		t.Run(tt.text, func(t *testing.T) {
			i := nextWordAt(tt.text, tt.end)
			if got := tt.text[i:]; !strings.HasPrefix(got, tt.want) || tt.want == "" && got != "" {
				t.Errorf("got %q, want a text starting %q", got, tt.want)
			}
		})
	}
}

// TestLoadRulesCompilesCopies: a user ruleset compiles its own copies of
// the built-in rules' compiled parts, so loading one while the built-in
// ruleset classifies does not write to it.
func TestLoadRulesCompilesCopies(t *testing.T) {
	rs, err := LoadRules([]byte(`{"version": "acme.2"}`))
	if err != nil {
		t.Fatal(err)
	}
	d := Default()
	for _, tt := range []struct {
		name       string
		user, base any
	}{
		{"paid_params", rs.file.PaidParams, d.file.PaidParams},
		{"enum_params", rs.file.EnumParams, d.file.EnumParams},
		{"money", rs.file.Money, d.file.Money},
		{"operation_lists.prose", rs.file.OperationLists.Prose, d.file.OperationLists.Prose},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.user == tt.base {
				t.Errorf("got the built-in rule itself, want a copy")
			}
		})
	}
	if got, want := rs.Classify(catalog.Tool{Name: "ask_person", InputSchema: json.RawMessage(`{"type":"object","properties":{"budget_usd":{"type":"number","description":"Payment in USD."}}}`)}).Category, Financial; got != want {
		t.Errorf("a user ruleset: got %s, want %s", got, want)
	}
}
