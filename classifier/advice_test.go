package classifier

import "testing"

// TestAdviceOpening: a description that opens by handing over advice,
// guidance or a reference makes the name's verb the advice's topic; a
// name verb that destroys, a description that goes on to apply the advice,
// advice returned after the act, and a router's sub-commands still count.
func TestAdviceOpening(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"debugging guidance", "debug_crash", "Get debugging guidance for a crash in a Flutter app.", "", Read},
		{"migration advice", "migrate_store", "Provides migration advice for moving from Redux to Zustand.", "", Read},
		{"refactoring suggestions", "refactor_hook", "Offer refactoring suggestions for a React hook.", "", Read},
		{"a reference of an API", "ClientReference", "Returns a detailed reference of the client's methods.", "", Read},
		{"upgrade instructions", "upgrade_sdk", "Get step-by-step upgrade instructions for the SDK.", "", Read},
		{"best practices", "deploy_practices", "Returns deployment best practices for serverless apps.", "", Read},
		{"suggestions then applied", "refactor_file", "Provides refactoring suggestions and applies them to the file.", "", Write},
		{"the act first, instructions after", "add_domain", "Add a domain to a site. Returns DNS setup instructions.", "", Write},
		{"input described as references", "place_models", "Provide a layout with model references and positions.", "", Write},
		{"a name verb that destroys", "delete_guide", "Get the guide of a project and remove it.", "", Destructive},
		{"a destroying name with advice", "purge_queue_tips", "Get tips on when to purge a message queue.", "", Destructive},
		{"no advice named", "debug_issue", "Attach the debugger to the app and pause at the failing line.", "", Write},
		{"a router that hands over practices", "cloud_practices", "Returns cloud best practices. This tool is a command router: set command to the sub-command to execute and wrap its arguments in parameters.", `{"type":"object","properties":{"command":{"type":"string","description":"The command to execute."}}}`, Execute},
	})
}
