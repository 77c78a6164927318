package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassesFoundOnFifthHeldOutServers: the kinds of tool the fifth
// held-out corpus showed the rules getting wrong, written afresh: a lookup
// that spends money on every call, a tool that generates a command for
// another tool to run, crawled pages stored in a database, and a limit that is cleared rather than destroyed.
func TestClassesFoundOnFifthHeldOutServers(t *testing.T) {
	empty := `{"type":"object"}`
	for _, tt := range []struct {
		name, tool, desc, schema string
		want                     Category
	}{
		{"a lookup paid per call over x402", "weather_now", "Get current conditions for a city. Costs $0.02 USDC via x402.", `{"type":"object","properties":{"city":{"type":"string"}}}`, Financial},
		{"a price stated late in a long description", "lookup_domain", "Look up the owner of a domain. Returns registrar and dates. Results are cached for an hour. Each call costs $0.05 per request.", empty, Financial},
		{"a cost per query in a token", "score_address", "Risk score for a wallet address. Costs 0.5 USDC per query.", empty, Financial},
		{"no x402 cost", "check_key", "Check whether an access key is valid. No x402 cost.", empty, Read},
		{"a price the tool reports", "get_gas", "Get the gas price. It reports what a transfer costs in gwei.", empty, Read},
		{"a cost that is not of the call", "estimate_trip", "Estimate a trip. A night in the hotel costs $90 per night.", empty, Read},
		{"an install command generated for a project", "ui_add", "Generates the pnpm install command for the chosen widgets.", `{"type":"object","properties":{"widgets":{"type":"array","items":{"type":"string"}},"overwrite":{"type":"boolean","description":"Let the CLI overwrite existing files."}}}`, Read},
		{"a deploy command built for a site", "deploy_site", "Builds a v2 deploy command for the given site.", empty, Read},
		{"a package installed, no command generated", "install_package", "Installs a package with npm.", empty, Execute},
		{"a command generated and run", "run_task", "Generates and runs a shell command for the given task.", empty, Execute},
		{"a command generated, then executed", "shell_agent", "Generates a bash command for the task and executes it on the host.", empty, Execute},
		{"a command built, then run in a terminal", "exec_helper", "Builds the command for the request, then runs it in a terminal.", empty, Execute},
		{"a command returned for the agent to run", "upgrade_hint", "Returns the upgrade command for the agent to run with its shell tool.", empty, Read},
		{"a build that is run", "build_project", "Build the project with its configured toolchain.", empty, Execute},
		{"a spending limit cleared", "budget_limit", "Set, show or clear the daily spending limit.", `{"type":"object","properties":{"action":{"type":"string","enum":["set","show","clear"]}}}`, Write},
		{"a request limit deleted", "delete_limit", "Delete the daily request limit.", empty, Write},
		{"crawled pages stored in a local database", "harvest_manual", "Follows the links of a manual's index page and fetches each one. Stores the pages in a local SQLite database for search.", empty, Write},
		{"the stored pages searched", "search_manual", "Search the pages stored in a local database.", empty, Read},
		{"records cleared", "clear_records", "Clear the stored records of a table.", empty, Destructive},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}
