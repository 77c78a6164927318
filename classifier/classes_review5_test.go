package classifier

import "testing"

// TestStopOrLoseConvention: verbs that stop, switch off or take back
// something are Destructive only when what they reach is lost for good
// (data, access, a standing commitment) and a write when it can be had
// again (a job run again, a plugin reactivated, a machine back after a
// reboot). Written afresh, with the look-alikes that must keep their
// reading.
func TestStopOrLoseConvention(t *testing.T) {
	const (
		windowOps = `{"type":"object","properties":{"action":{"type":"string","enum":["list","create","cancel"]},"id":{"type":"string"}}}`
		orderOps  = `{"type":"object","properties":{"action":{"type":"string","enum":["list","get","cancel"]},"id":{"type":"string"}}}`
		jobOps    = `{"type":"object","properties":{"op":{"type":"string","enum":["status","abort"]},"id":{"type":"string"}}}`
		mergeOps  = `{"type":"object","properties":{"op":{"type":"string","enum":["status","abort"]},"repo":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		// Cancelling what is pending, queued, scheduled or running stops
		// what has not finished, and it can be done again.
		{"a queued export cancelled", "cancel_export", "Cancel a queued export of the workspace.", "", Write},
		{"a training stopped", "cancelTraining", "Cancel a fine-tuning training that is in progress.", "", Write},
		{"a scheduled newsletter not yet sent", "cancel_newsletter", "Cancels a scheduled newsletter before it goes out.", "", Write},
		{"a job whose description terminates it", "cancel_job", "Cancel a job. Terminates queued or running jobs and keeps their partial output.", "", Write},
		{"a maintenance window cancelled by an operation enum", "maintenance_windows", "Maintenance windows of the monitors.", windowOps, Write},
		{"a job aborted by an operation enum", "transcode_jobs", "Transcoding jobs of the media library.", jobOps, Write},
		{"an upload aborted", "abort_upload", "Abort an in-progress multipart upload.", "", Write},
		// Cancelling what stands and holds a commitment cannot simply be
		// undone; an active subscription is not pending.
		{"an order cancelled", "cancel_order", "Cancel a customer's order.", "", Destructive},
		{"an active subscription cancelled", "cancel_subscription", "Cancel an active subscription immediately.", "", Destructive},
		{"a booking cancelled", "cancel_booking", "Cancel a hotel booking.", "", Destructive},
		{"an order cancelled by an operation enum", "orders", "Orders of the store.", orderOps, Destructive},
		{"a merge aborted, its resolutions lost", "git_merge", "Merge state of a repository.", mergeOps, Destructive},
		{"a rebase aborted", "abort_rebase", "Abort the rebase in progress.", "", Destructive},
		{"a process killed", "kill_process", "Terminates a running process by PID.", "", Destructive},
		{"finished jobs deleted", "cleanup_jobs", "Deletes finished jobs from the history.", "", Destructive},

		// Deactivating, suspending, disabling, archiving and unsubscribing
		// change a state that can be changed back; revoking takes access
		// away for good, and a description that says the data goes still
		// decides.
		{"a user deactivated", "deactivate_user", "Deactivate a user; an admin can reactivate them later.", "", Write},
		{"a machine suspended", "suspend_instance", "Suspend a virtual machine.", "", Write},
		{"a rule disabled", "disable_rule", "Disable an alert rule.", "", Write},
		{"a project archived", "archive_project", "Archive a project.", "", Write},
		{"a contact unsubscribed", "unsubscribe_contact", "Unsubscribe a contact from a mailing list.", "", Write},
		{"an account deactivated with its data deleted", "deactivate_account", "Deactivate the account and permanently delete its data.", "", Destructive},
		{"a token revoked", "revoke_token", "Revoke an API token.", "", Destructive},

		// Restarting or rebooting a service or a machine brings it back as
		// it was; restarting a job runs it again, and a restart into a
		// program the agent names runs that program.
		{"a service restarted", "restart_service", "Restart a service.", "", Write},
		{"a host rebooted", "rebootHost", "Reboot a bare-metal host.", "", Write},
		{"a failed job restarted", "restart_job", "Restart a failed job.", "", Execute},
		{"a browser restarted with a binary the agent names", "restart_browser", "Restart the browser with a new configuration.",
			`{"type":"object","properties":{"browserPath":{"type":"string","description":"New browser binary path"}}}`, Execute},
		{"a binary only inspected", "inspect_binary", "Inspect the sections of a binary.",
			`{"type":"object","properties":{"file":{"type":"string","description":"Path to the binary to inspect"}}}`, Read},
	})
}

// TestClassesFoundOnFifthReviewDraw: the other kinds of tool the review
// sample's fifth draw showed the rules getting wrong, written afresh,
// with their look-alikes: a signal parameter whose choices kill the
// process, a switch that confirms destructive operations, a workflow
// advanced to its next stage, a link undone by name, an upload URL
// issued with its credentials, a control, a detection or a dashboard run
// for its result, a description that calls the tool's act destructive,
// and an OAuth code exchanged for tokens.
func TestClassesFoundOnFifthReviewDraw(t *testing.T) {
	const (
		killable   = `{"type":"object","properties":{"pid":{"type":"integer"},"signal":{"type":"string","enum":["HUP","TERM","KILL"]}}}`
		sigkill    = `{"type":"object","properties":{"pid":{"type":"integer"},"sig":{"type":"string","enum":["SIGUSR1","SIGKILL"]}}}`
		reloadOnly = `{"type":"object","properties":{"pid":{"type":"integer"},"signal":{"type":"string","enum":["HUP","USR1"]}}}`
		trading    = `{"type":"object","properties":{"symbol":{"type":"string"},"signal":{"type":"string","enum":["buy","sell","hold"]}}}`
		confirm    = `{"type":"object","properties":{"plan":{"type":"string"},"confirmDestructive":{"type":"boolean","description":"Also run migrations that drop tables."}}}`
		allow      = `{"type":"object","properties":{"schema":{"type":"string"},"allow_destructive":{"type":"boolean"}}}`
		filter     = `{"type":"object","properties":{"includeDestructive":{"type":"boolean","description":"Also list tools that delete."}}}`
	)
	runVerbCases(t, []verbCase{
		// A signal whose choices end the process kills it; one that only
		// asks it to act, or a parameter named signal of another kind,
		// does not.
		{"a signal with KILL among its choices", "signal-process", "Send a signal to a remote process.", killable, Destructive},
		{"SIGKILL among the choices", "send_signal", "Send a signal to a process.", sigkill, Destructive},
		{"a signal that only reloads", "send_signal", "Send a signal to a process.", reloadOnly, Write},
		{"a trading signal", "get_signal", "Latest trading signal for a symbol.", trading, Read},

		// A switch that confirms or allows destructive operations on a tool
		// that writes: it can destroy. On a listing the same word filters.
		{"destructive migrations confirmed", "apply_plan", "Apply the deployment plan.", confirm, Destructive},
		{"destructive changes allowed", "sync_schema", "Sync the database schema with the model.", allow, Destructive},
		{"destructive tools filtered", "list_tools", "List the tools of the server.", filter, Read},

		// Advancing a workflow, a deal or a phase to its next stage is a
		// write; "advanced" describes a search.
		{"a phase advanced", "advance_phase", "Advance the workflow to its next phase.", "", Write},
		{"a deal advanced", "advanceDealStage", "Move a deal to the next stage of the pipeline.", "", Write},
		{"an advanced search", "advanced_search", "Search with advanced filters.", "", Read},

		// A name that undoes a link (unassign, untag) says what the
		// description's "removes" removes: the link, not the user. A name
		// that deletes, or an unlink of a file, still destroys.
		{"an assignment removed", "unassign_issue", "Removes the user's assignment from an issue.", "", Write},
		{"a tag taken off", "untag_photo", "Removes a tag from a photo; the tag itself is kept.", "", Write},
		{"a user deleted with their files", "delete_user", "Removes the user and their files.", "", Destructive},
		{"a file unlinked", "unlink_file", "Removes a file from disk.", "", Destructive},

		// An upload URL issued with the credentials to write to it opens a
		// place in the service's storage; a URL a record was uploaded to
		// is read.
		{"an upload link with its tokens", "get_upload_link", "Create an upload link with access tokens for putting files into the site's storage.", "", Write},
		{"an upload URL with its credentials", "generateUploadUrl", "Generate an upload URL with authentication credentials.", "", Write},
		{"the URL a video was uploaded to", "get_video", "Returns the video's upload URL and its title.", "", Read},

		// A compliance control, a detection or a dashboard run to hand back
		// its result reads, as an audit does; a script or the SQL behind a
		// dashboard still runs.
		{"a compliance control run", "control_run", "Runs a compliance control and returns its status.", "", Read},
		{"a detection run", "run_detection", "Run a security detection and list what it found.", "", Read},
		{"a dashboard run for its snapshot", "dashboard_run", "Executes a dashboard to get a snapshot.", "", Read},
		{"a script run", "run_script", "Run a script.", "", Execute},
		{"a dashboard's SQL run", "run_dashboard_sql", "Run the SQL of a dashboard panel.", "", Execute},

		// A description that says the tool's own act is destructive (this,
		// it, or the gerund of the name's verb) is taken at its word; a
		// gerund of another act, "non-destructive" and "not destructive"
		// are not.
		{"a release the description calls destructive", "release_sandbox", "Release the sandbox. Releasing is destructive: files written during the session are lost.", "", Destructive},
		{"an operation the server calls destructive", "reorder_pages", "Reorder the pages. This is a destructive operation.", "", Destructive},
		{"another act called destructive", "archive_item", "Archive an item. Deleting is destructive, so prefer archiving.", "", Write},
		{"a non-destructive operation", "merge_cells", "Merge cells; this is a non-destructive operation.", "", Write},
		{"an act said not to be destructive", "update_row", "Update a row. It is not destructive.", "", Write},

		// An OAuth authorization code exchanged for tokens signs in; an
		// exchange as a marketplace or a rate is read.
		{"an authorization code exchanged", "oauth_exchange_code", "Exchange the authorization code for access tokens.", "", Write},
		{"a code exchange told by the description", "crm_exchange_token", "Exchange an OAuth authorization code for access and refresh tokens.", "", Write},
		{"an exchange looked up", "get_exchange", "Details of a crypto exchange.", "", Read},
		{"exchange rates", "exchange_rates", "Current exchange rates for a currency.", "", Read},
	})
}
