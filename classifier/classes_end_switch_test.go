package classifier

import "testing"

// TestProcessEndingSwitch covers a boolean named for ending a process, or
// said to end one when true: the call can kill what runs, Destructive,
// named by the switch so a policy can ask before it is set. One that ends
// a process only to start it again is a restart and keeps the tool's
// reading.
func TestProcessEndingSwitch(t *testing.T) {
	runArgPowerCases(t, []argPowerCase{
		{"a debuggee ended on release", "release_debuggee", "Stop debugging a process and let it run on.",
			`{"type":"object","properties":{"session":{"type":"string"},"terminate_target":{"type":"boolean","description":"Whether to terminate the target when releasing it (default false)"}}}`,
			Destructive, "param.destructive_switch", "terminate_target"},
		{"running tasks killed on update", "update_worker", "Update a worker's settings.",
			`{"type":"object","properties":{"worker":{"type":"string"},"kill_running":{"type":"boolean","description":"Also stop the tasks the worker is running."}}}`,
			Destructive, "param.destructive_switch", "kill_running"},
		{"true kills the jobs", "set_queue_paused", "Pause or resume a job queue.",
			`{"type":"object","properties":{"paused":{"type":"boolean"},"abort_active":{"type":"boolean","description":"Set to true to kill the jobs that are running now."}}}`,
			Destructive, "param.destructive_switch", "abort_active"},
		{"ended before a fresh launch", "launch_app", "Launches an app on the simulator by bundle identifier.",
			`{"type":"object","properties":{"bundle_id":{"type":"string"},"terminate_running":{"type":"boolean","description":"Terminate the app if it is already running before launching"}}}`,
			Execute, "", ""},
		{"killed and restarted", "reload_service", "Reload a service's configuration.",
			`{"type":"object","properties":{"service":{"type":"string"},"hard":{"type":"boolean","description":"When true, kills the process and restarts it."}}}`,
			Write, "", ""},
	})
}
