package classifier

import "testing"

// TestClassPanelQueries: running the query saved in a dashboard panel or
// widget fetches the data the panel shows, a read; running an
// agent-supplied SQL query, a task or a script still runs it.
func TestClassPanelQueries(t *testing.T) {
	const (
		panel = `{"type":"object","properties":{"dashboard":{"type":"string"},"panelId":{"type":"integer"},"from":{"type":"string"}}}`
		sql   = `{"type":"object","properties":{"sql":{"type":"string","description":"SQL to run."}}}`
		task  = `{"type":"object","properties":{"task":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"a panel's query", "run_panel_query", "Executes the query of a dashboard panel over a time range and returns its series.", panel, Read},
		{"a widget's queries", "run_widget_queries", "Runs the queries behind a report widget.", panel, Read},
		{"panels of a board", "run_panels", "Execute the saved panels of a board for the last hour.", panel, Read},
		{"an agent's SQL", "run_query", "Runs a SQL query against the warehouse.", sql, Execute},
		{"a task", "run_task", "Runs a task on the worker pool.", task, Execute},
	})
}
