package classifier

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestArgumentRisks checks that risk reached only through arguments is
// classified, named by parameter, and kept apart from the tool's baseline.
func TestArgumentRisks(t *testing.T) {
	for _, tt := range []struct {
		name, tool, desc, schema string
		cat, baseline            Category
		param, kind              string
		values                   []string
	}{
		{"destructive default", "update_block", "Update a block.",
			`{"type":"object","properties":{"block_id":{"type":"string"},"archived":{"type":"boolean","default":true,"description":"Set to true to archive (delete) a block. Set to false to restore it."}}}`,
			Destructive, Write, "archived", ArgSwitch, nil},
		{"switch named for the act", "update_branch", "Update a branch.",
			`{"type":"object","properties":{"force":{"type":"boolean"}}}`,
			Destructive, Write, "force", ArgSwitch, nil},
		{"operation that removes", "manage_webhook", "Manage webhooks.",
			`{"type":"object","properties":{"operation":{"type":"string","enum":["get","list","delete"]}}}`,
			Destructive, Write, "operation", ArgOperation, []string{"delete"}},
		{"operation list of an array", "update_items", "Update items.",
			`{"type":"object","properties":{"actions":{"type":"array","items":{"type":"string","enum":["update","purge"]}}}}`,
			Destructive, Write, "actions", ArgOperation, []string{"purge"}},
		{"SQL under a generic name", "query", "Query the database.",
			`{"type":"object","properties":{"query":{"type":"string","description":"The SQL statement to run"}}}`,
			Execute, Read, "query", ArgQuery, nil},
		{"Cypher", "graph_query", "Runs a Cypher query against the graph.",
			`{"type":"object","properties":{"q":{"type":"string"}}}`,
			Execute, Read, "q", ArgQuery, nil},
		{"aggregation pipeline", "aggregate", "Run an aggregation against a MongoDB collection.",
			`{"type":"object","properties":{"collection":{"type":"string"},"pipeline":{"type":"array","items":{"type":"object"}}}}`,
			Destructive, Read, "pipeline", ArgPipelineStage, []string{"$merge", "$out"}},
		{"aggregation pipeline as text", "run_aggregation", "Aggregate documents.",
			`{"type":"object","properties":{"pipeline":{"type":"string","description":"The aggregation pipeline as JSON"}}}`,
			Destructive, Execute, "pipeline", ArgPipelineStage, []string{"$merge", "$out"}},
		{"program in an option", "scrape", "Scrape a page.",
			`{"type":"object","properties":{"url":{"type":"string"},"script":{"type":"string","description":"JavaScript to execute in the page first"}}}`,
			Execute, Read, "script", ArgProgram, nil},
		{"a lone operation value reads the tool's object", "respond_to_chargeback", "Respond to a card chargeback: contest it with evidence, or concede.",
			`{"type":"object","properties":{"chargeback_id":{"type":"string"},"op":{"type":"string","enum":["contest","accept"]}}}`,
			Financial, Write, "op", ArgOperation, []string{"accept"}},
		{"a switch that concedes a dispute", "update_dispute", "Updates a dispute's metadata.",
			`{"type":"object","properties":{"id":{"type":"string"},"accept":{"type":"boolean","description":"Concede the dispute"}}}`,
			Financial, Write, "accept", ArgSwitch, nil},
		{"a switch that refunds", "cancel_booking", "Cancels a hotel booking.",
			`{"type":"object","properties":{"booking_id":{"type":"string"},"refund":{"type":"boolean","default":false}}}`,
			Financial, Destructive, "refund", ArgSwitch, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.cat || a.Baseline != tt.baseline {
				t.Fatalf("got %s (baseline %q), want %s (baseline %q); evidence %+v", a.Category, a.Baseline, tt.cat, tt.baseline, a.Evidence)
			}
			var got *ArgumentRisk
			for i := range a.Arguments {
				if a.Arguments[i].Category == tt.cat {
					got = &a.Arguments[i]
				}
			}
			if got == nil {
				t.Fatalf("no argument risk of %s in %+v", tt.cat, a.Arguments)
			}
			if got.Param != tt.param || got.Kind != tt.kind || tt.values != nil && !slices.Equal(got.Values, tt.values) {
				t.Errorf("got %s %s %v, want %s %s %v", got.Param, got.Kind, got.Values, tt.param, tt.kind, tt.values)
			}
			named := false
			for _, e := range a.Evidence {
				named = named || strings.HasPrefix(e.Field, "param:"+tt.param)
			}
			if !named {
				t.Errorf("no evidence names param %s: %+v", tt.param, a.Evidence)
			}
		})
	}
}

// TestArgumentRiskFalsePositives keeps words that only look dangerous out
// of the high-risk categories.
func TestArgumentRiskFalsePositives(t *testing.T) {
	for _, tt := range []struct {
		name, tool, desc, schema string
		want                     Category
	}{
		{"a listing that truncates its output", "list_logs", "Lists log entries. Truncates each message to 200 characters.", `{"type":"object","properties":{"limit":{"type":"number"}}}`, Read},
		{"output truncated", "get_file_tree", "Returns the tree; truncates long lines and the output to 1000 entries.", `{"type":"object"}`, Read},
		{"drag and drop", "browser_drop", "Drop files or MIME-typed data onto an element, as if dragged from outside the page.", `{"type":"object","properties":{"paths":{"type":"array","items":{"type":"string"}}}}`, Write},
		{"a demonstration operation", "trigger-long-running-operation", "Demonstrates a long running operation with progress updates.", `{"type":"object","properties":{"duration":{"type":"number"}}}`, Write},
		{"SQL-like search syntax", "search_logs", "Search the logs.", `{"type":"object","properties":{"query":{"type":"string","description":"Search expression in SQL-like syntax"}}}`, Read},
		{"a CI pipeline", "get_pipeline", "Get a CI pipeline.", `{"type":"object","properties":{"pipeline":{"type":"string","description":"The pipeline id"}}}`, Read},
		{"a filter boolean on a reader", "list_pages", "List pages.", `{"type":"object","properties":{"archived":{"type":"boolean","description":"Set to true to list deleted pages too"}}}`, Read},
		{"read-only SQL", "query", "Run a read-only SQL query.", `{"type":"object","properties":{"query":{"type":"string","description":"SQL"}}}`, Read},
		{"accepting an invitation by value", "respond_to_invite", "Respond to a calendar invitation.", `{"type":"object","properties":{"response":{"type":"string"},"action":{"type":"string","enum":["accept","decline","tentative"]}}}`, Write},
		{"a switch that accepts terms", "create_account", "Creates a user account.", `{"type":"object","properties":{"email":{"type":"string"},"accept_terms":{"type":"boolean"}}}`, Write},
		{"a refund filter on a reader", "list_orders", "Lists orders.", `{"type":"object","properties":{"refunded":{"type":"boolean","description":"Only refunded orders"}}}`, Read},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}

// TestMoneyInDisputes: conceding a payment dispute refunds the cardholder.
func TestMoneyInDisputes(t *testing.T) {
	for _, tt := range []struct {
		tool string
		want Category
	}{
		{"accept_dispute", Financial},
		{"close_dispute", Financial},
		{"accept_invitation", Write},
		{"close_issue", Write},
	} {
		t.Run(tt.tool, func(t *testing.T) {
			if got := Classify(catalog.Tool{Name: tt.tool}).Category; got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestClassesFoundOnHeldOutServers: the kinds of tool the held-out corpus
// showed the rules missing, written afresh.
func TestClassesFoundOnHeldOutServers(t *testing.T) {
	for _, tt := range []struct {
		name, tool, desc, schema string
		want                     Category
	}{
		{"a token transfer", "transfer_erc20", "Transfer ERC20 tokens to an address.", `{"type":"object"}`, Financial},
		{"an NFT moved", "transfer_nft", "Move an NFT to another wallet.", `{"type":"object"}`, Financial},
		{"a spending allowance", "approve_token_spending", "Approve another address to spend tokens.", `{"type":"object"}`, Financial},
		{"a contract write", "write_contract", "Write data to a smart contract by calling a state-changing function.", `{"type":"object"}`, Financial},
		{"a deposit", "create_deposit", "Record a bank deposit.", `{"type":"object"}`, Financial},
		{"a payment received", "receive_payment", "Receive a customer payment against invoices.", `{"type":"object"}`, Financial},
		{"a database transaction", "begin_transaction", "Start a new database transaction.", `{"type":"object"}`, Write},
		{"statements in a database transaction", "execute_in_transaction", "Execute SQL statements within a database transaction.", `{"type":"object","properties":{"sql":{"type":"string"}}}`, Execute},
		{"a transaction rolled back", "rollback_transaction", "Roll back the current database transaction.", `{"type":"object"}`, Write},
		{"a deployment rolled back", "rollback_deployment", "Roll back a deployment to its previous version.", `{"type":"object"}`, Destructive},
		{"ALTER TABLE", "alter_table", "Alter a table's structure.", `{"type":"object","properties":{"statement":{"type":"string"}}}`, Destructive},
		{"an archive unpacked", "extract_archive", "Extract a zip archive into a folder.", `{"type":"object"}`, Write},
		{"text extracted", "extract_text", "Extract the text of a PDF.", `{"type":"object"}`, Read},
		{"an export limited to SELECT", "export_data", "Export query results as CSV.", `{"type":"object","properties":{"query":{"type":"string","description":"The SQL query to export (SELECT only)"}}}`, Read},
		{"a file write that replaces by default", "fast_write_file", "Writes a file.", `{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"append":{"type":"boolean","default":false}}}`, Destructive},
		{"a file write that appends by default", "log_write", "Writes a log line.", `{"type":"object","properties":{"line":{"type":"string"},"append":{"type":"boolean","default":true}}}`, Write},
		{"operations listed in the description", "dataset", "Dataset ops: list/get/create/update/delete.", `{"type":"object"}`, Destructive},
		{"a filter enum on a listing", "list_todos", "List todos.", `{"type":"object","properties":{"action":{"type":"string","enum":["assigned","mentioned","build_failed","marked","approval_required"]}}}`, Read},
		{"an HTTP method on a fetcher", "fetch", "Fetch a URL.", `{"type":"object","properties":{"method":{"type":"string","enum":["GET","POST","PUT","DELETE"]}}}`, Destructive},
		{"read-only said of a part later on", "reminders_tasks", "Manages reminder tasks. Supports reading, creating and deleting reminders. Alarms are read-only via this tool.", `{"type":"object","properties":{"action":{"type":"string","enum":["read","create","delete"]}}}`, Destructive},
		{"read-only said of the tool", "run_query", "Run a read-only SQL query.", `{"type":"object","properties":{"sql":{"type":"string"}}}`, Read},
		{"a guide named trash", "trash_list_profiles", "List the profiles of the TRaSH guides.", `{"type":"object"}`, Read},
		{"a job submitted", "submit_job", "Submit JCL to run as a batch job.", `{"type":"object"}`, Execute},
		{"a form submitted", "submit_form", "Submit a form.", `{"type":"object"}`, Write},
		{"a renewal paid in USDC", "domain_renew", "Renew an existing domain. Requires x402 USDC payment on Base.", `{"type":"object"}`, Financial},
		{"a payment released", "approve_submission", "Approve a worker's submission and release their payment to their wallet.", `{"type":"object"}`, Financial},
		{"a bounty", "create_bounty", "Publish a bounty task.", `{"type":"object"}`, Financial},
		{"execution as a noun", "get_job_status", "Returns the job's status, execution timestamps and return code.", `{"type":"object"}`, Read},
		{"a line's delete flag in an edit", "edit_bill", "Edit a bill.", `{"type":"object","properties":{"lines":{"type":"array","items":{"type":"object","properties":{"delete":{"type":"boolean"}}}}}}`, Write},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}

// TestRationaleNamesTheArgument: when an argument, not the tool's own act,
// sets the category, the rationale says which argument and which values,
// and does not call the tool's object what is destroyed.
func TestRationaleNamesTheArgument(t *testing.T) {
	for _, tt := range []struct {
		name, tool, desc, schema string
		want, not                string
	}{
		{"pipeline stages", "run_aggregation", "Runs an aggregation over a collection.",
			`{"type":"object","properties":{"pipeline":{"type":"array","items":{"type":"object"}}}}`,
			"data through its pipeline argument ($merge, $out);", "the aggregation"},
		{"operation value", "manage_tags", "Manage tags.",
			`{"type":"object","properties":{"op":{"type":"string","enum":["list","add","purge"]}}}`,
			"through its op argument (purge);", "the tags"},
		{"many values are cut", "edit_records", "Edit records.",
			`{"type":"object","properties":{"op":{"type":"string","enum":["purge","wipe","truncate","trash","drop"]}}}`,
			"(purge, wipe, truncate, …)", ""},
		{"the tool's own act names no argument", "delete_tag", "Deletes a tag.",
			`{"type":"object","properties":{"tag":{"type":"string"}}}`,
			"Deletes, overwrites or revokes the tag;", "through its"},
		{"a joining word is not the object", "reply_to_review", "Posts a public reply to a review.",
			`{"type":"object","properties":{"text":{"type":"string"}}}`,
			"the review;", "to review"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)}).Rationale
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("got %q, want it to hold %q and not %q", got, tt.want, tt.not)
			}
		})
	}
}
