package classifier

import (
	"encoding/json"
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

// TestNameVerbs covers verbs that name what a tool does to a machine, an
// order or a record, and their readings as nouns.
func TestNameVerbs(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"a reboot", "reboot_server", "Reboot a virtual server.", "", Execute},
		{"a rebuild from an image", "instanceRebuild", "Rebuild an instance from a base image.", "", Execute},
		{"power off", "power-off-vm", "Power off a virtual machine.", "", Destructive},
		{"power on", "vm_power_on", "Power on a virtual machine.", "", Execute},
		{"a power cycle", "power_cycle_host", "Power cycle a bare-metal host.", "", Execute},
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
		{"an evaluation run cancelled", "model_eval_cancel_run", "Cancel an evaluation run.", "", Destructive},
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
	})
}
