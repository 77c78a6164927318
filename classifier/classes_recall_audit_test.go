package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// argPowerCase is a tool whose category comes from what one argument can
// do: when param is set, the evidence must name that parameter with the
// rule, so a policy can check the argument; a look-alike sets neither
// and keeps its category.
type argPowerCase struct {
	name, tool, desc, schema string
	want                     Category
	rule, param              string // "" when no argument should decide
}

func runArgPowerCases(t *testing.T, cases []argPowerCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.want {
				t.Fatalf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
			found := false
			for _, e := range a.Evidence {
				if e.Rule == tt.rule && e.Field == "param:"+tt.param {
					found = true
				}
			}
			if tt.param != "" && !found {
				t.Errorf("got evidence %+v, want %s on param:%s", a.Evidence, tt.rule, tt.param)
			}
		})
	}
}

// TestClassesFoundOnRecallAudit covers the classes of high-risk tool the
// recall audit (testdata/recall-audit) showed read as harmless, each by
// the argument that carries the power, written afresh with look-alikes
// that keep their reading.
func TestClassesFoundOnRecallAudit(t *testing.T) {
	runArgPowerCases(t, []argPowerCase{
		// A switch of a tool whose name only reads, named for destroying
		// and said to destroy what the call has read once it is done:
		// true loses that data. A switch named by a participle or an
		// inclusion (deleted, include_deleted) filters what is read, and
		// clearing a buffer of logs after reading it loses nothing kept.
		{"entries purged after the digest", "digest_ticket_history", "Condense a ticket's history into a short digest.",
			`{"type":"object","properties":{"ticket":{"type":"string"},"purge_source":{"type":"boolean","description":"Purge the original history rows once the digest is stored"}}}`,
			Destructive, "param.destructive_switch", "purge_source"},
		{"messages wiped once read", "read_inbox", "Read the messages waiting in an inbox.",
			`{"type":"object","properties":{"wipe_after":{"type":"boolean","description":"When true, the messages are deleted from the server after they are returned."}}}`,
			Destructive, "param.destructive_switch", "wipe_after"},
		{"a deleted-items filter", "list_notes", "List the notes of a notebook.",
			`{"type":"object","properties":{"deleted":{"type":"boolean","description":"Only return notes that were deleted."}}}`,
			Read, "", ""},
		{"an inclusion of deleted items", "search_files", "Search files by name.",
			`{"type":"object","properties":{"include_deleted":{"type":"boolean","description":"Include files in the trash."}}}`,
			Read, "", ""},
		{"a delete switch described as a filter", "get_rows", "Get the rows of a table.",
			`{"type":"object","properties":{"delete_marked":{"type":"boolean","description":"Show rows marked for deletion."}}}`,
			Read, "", ""},
		{"a log buffer cleared", "get_console_output", "Get the console output of the page.",
			`{"type":"object","properties":{"clear":{"type":"boolean","description":"Clear the buffer after returning it."}}}`,
			Read, "", ""},
		{"an undescribed switch", "summarize_thread", "Summarize a discussion thread.",
			`{"type":"object","properties":{"drop_quotes":{"type":"boolean"}}}`,
			Read, "", ""},

		// A GraphQL document sent as written may be a mutation: the
		// parameter that carries it runs whatever the API can do. One
		// limited to queries, a search in a GraphQL-like syntax, and a
		// query stored in a saved request's body do not.
		{"a document for an endpoint", "run-gql", "Send a GraphQL request to the configured endpoint and return the response.",
			`{"type":"object","properties":{"document":{"type":"string"},"variables":{"type":"object"}}}`,
			Execute, "param.graphql", "document"},
		{"a query described as GraphQL", "storefront_api", "Talk to the storefront.",
			`{"type":"object","properties":{"query":{"type":"string","description":"The GraphQL operation to send, with its fields."}}}`,
			Execute, "param.graphql", "query"},
		{"queries only", "analytics_graphql", "Run a GraphQL query against the analytics API. Only queries are accepted; mutations are rejected.",
			`{"type":"object","properties":{"query":{"type":"string"}}}`,
			Read, "", ""},
		{"a read-only document", "catalog_lookup", "Look up catalog entries.",
			`{"type":"object","properties":{"query":{"type":"string","description":"A read-only GraphQL query."}}}`,
			Read, "", ""},
		{"a search in GraphQL-like syntax", "search_issues", "Search issues by text.",
			`{"type":"object","properties":{"q":{"type":"string","description":"Search terms; the syntax mirrors GraphQL filters."}}}`,
			Read, "", ""},
		{"a query kept in a saved request", "save_request", "Save a request in a collection.",
			`{"type":"object","properties":{"body":{"type":"object","properties":{"graphql":{"type":"object","properties":{"query":{"type":"string","description":"The GraphQL query of the request."}}}}}}}`,
			Write, "", ""},
	})
}

// TestDeploySwitchFoundOnRecallAudit covers a switch whose own
// description says that on it deploys: settings saved with it on set
// releases going. A switch that acts after a deployment, or a deploy
// merely spoken of, keeps the tool's reading.
func TestDeploySwitchFoundOnRecallAudit(t *testing.T) {
	runArgPowerCases(t, []argPowerCase{
		{"pushes deploy when enabled", "set_repo_link", "Link a repository branch to a site.",
			`{"type":"object","properties":{"branch":{"type":"string"},"enabled":{"type":"boolean","description":"Whether commits to the branch deploy automatically"}}}`,
			Execute, "param.deploy_switch", "enabled"},
		{"true redeploys on every merge", "configure_pipeline", "Configure a project's release settings.",
			`{"type":"object","properties":{"auto_release":{"type":"boolean","description":"True redeploys the service on every merge"}}}`,
			Execute, "param.deploy_switch", "auto_release"},
		{"a folder tidied after a deploy", "upload_bundle", "Upload a bundle to the server.",
			`{"type":"object","properties":{"auto_clean":{"type":"boolean","description":"Whether to tidy the upload folder after the deployment finishes"}}}`,
			Write, "", ""},
		{"a theme activated after a deploy", "install_theme", "Add a theme to the site.",
			`{"type":"object","properties":{"is_active":{"type":"boolean","description":"Whether to activate the theme after deployment"}}}`,
			Write, "", ""},
		{"a deploy status filter", "list_sites", "List the sites of the account.",
			`{"type":"object","properties":{"is_deployed":{"type":"boolean","description":"Only sites that are deployed"}}}`,
			Read, "", ""},
	})
}

// TestBareStatementFoundOnRecallAudit covers a parameter named statement
// with nothing to say it holds SQL: a debugger addresses a breakpoint by
// the text of a source line. A statement the parameter or the tool's
// lead calls SQL still runs.
func TestBareStatementFoundOnRecallAudit(t *testing.T) {
	runArgPowerCases(t, []argPowerCase{
		{"a SQL statement", "db_exec", "Run a statement on the warehouse.",
			`{"type":"object","properties":{"statement":{"type":"string","description":"The SQL statement to execute."}}}`,
			Execute, "param.query_language", "statement"},
		{"a statement of a SQL tool", "warehouse_submit", "Submits SQL to the warehouse and returns the rows.",
			`{"type":"object","properties":{"statement":{"type":"string"}}}`,
			Execute, "param.query_language", "statement"},
		{"a source line", "add_watchpoint", "Add a watchpoint to a debug session.",
			`{"type":"object","properties":{"statement":{"type":"string","description":"The text of the source line to stop at."}}}`,
			Write, "", ""},
	})
}
