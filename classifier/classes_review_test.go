package classifier

import "testing"

// TestClassesFoundOnReviewSample: the kinds of tool the review sample
// (testdata/review) showed the rules getting wrong, written afresh with
// other phrasings real servers use: a verb undone or done again by a
// prefix, a browser's temporary settings, pulling into a local store,
// subscriptions to notifications, and acts the verbs did not list.
func TestClassesFoundOnReviewSample(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"un- undoes a write", "thread_unlabel", "Take a label off a thread.", "", Write},
		{"un- undoes a read verb's subscription", "repo_unwatch", "No more activity of a repository in the feed.", "", Write},
		{"un- on a snooze", "unsnooze_thread", "Bring a snoozed thread back to the inbox.", "", Write},
		{"un- on a share", "unshareFolder", "Take a folder's sharing away from a collaborator.", "", Write},
		{"re- repeats a write", "reassign_ticket", "Give a ticket to another agent.", "", Write},
		{"re- repeats a read", "rescan_library", "Look over the music library once more.", "", Read},
		{"re- repeats a fetch", "feed_refetch", "Get the latest items of a feed.", "", Read},
		{"an adjective that looks prefixed", "unread_count", "Number of messages not yet opened.", "", Read},
		{"a noun that looks prefixed", "retail_prices", "Prices of a product across shops.", "", Read},
		{"a listed verb still decides", "get_unmerged_branches", "Branches not merged into main.", "", Read},
		{"a viewport set", "browser_set_viewport", "Make the page 1280 by 720.", "", Read},
		{"a zoom set", "set_zoom_level", "Zoom the page view in or out.", "", Read},
		{"other settings are writes", "set_default_branch", "Make a branch the repository's default.", "", Write},
		{"an image pulled", "pull_image", "Pull a container image from a registry to the local daemon.", "", Write},
		{"a model pulled", "model_pull", "Download weights of a model into the local cache.", "", Write},
		{"a repository pulled", "git_pull", "Fetch from the remote and integrate into the current branch.", "", Write},
		{"pull requests listed", "pull_requests", "Pull requests of a repository, newest first.", "", Read},
		{"a pull request merged", "pull_request_merge", "Merge an open pull request.", "", Write},
		{"a notification subscription renewed", "renew_subscription", "Extend the expiry of a change-notification subscription to a mailbox.", "", Write},
		{"a paid subscription renewed", "renew_subscription", "Renew the customer's plan subscription for another year.", "", Financial},
		{"a webhook subscription created", "create_subscription", "Subscribe a webhook URL to events of a repository.", "", Write},
		{"a paid subscription created", "create_subscription", "Start a paid plan for a customer; the card is charged every month.", "", Financial},
		{"a deprecation", "deprecate_endpoint", "The endpoint is shown as deprecated in the catalogue.", "", Write},
		{"a preference taught", "teach_shortcut", "Teach the assistant a keyboard shortcut; it is kept for later sessions.", "", Write},
		{"a fact memorised", "memorise_fact", "Keep a fact about the user for later conversations.", "", Write},
	})
}

// TestOperationsListedInProse: a tool's operations listed in the lead as
// prose, in the forms descriptions use, give it the worst of them; a list
// of things does not.
func TestOperationsListedInProse(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"gerunds after operations for", "storage", "Operations for listing, creating and deleting storage buckets.", "", Destructive},
		{"verbs after lets you", "workspace_files", "Lets you read, write or remove files in the workspace.", "", Destructive},
		{"verbs after allows you to", "calendar", "Allows you to view, add and update events.", "", Write},
		{"gerunds after supports", "labels", "Supports adding and renaming labels.", "", Write},
		{"verbs after commands to", "cluster_admin", "Commands to list, scale and drain node pools.", "", Destructive},
		{"things after supports", "social_media", "Media by URL (supports posts, reels, videos and share links).", "", Read},
		{"things after commands for", "directory_info", "Commands for users, teams and groups of the directory.", "", Read},
		{"a list past the lead", "notes_search", "Search notes by text. Results are ranked. This server also has operations for creating and deleting notes.", "", Read},
	})
}

// TestClassesLeftOnHeldOutCorpora: classes of error the held-out corpora
// still showed, written afresh: ending a session the server opened (a
// REPL, a PTY, a browser session) is a write; one tool for a whole API is
// a generic dispatcher, which moves money when the API's services include
// payments; a tool that only hands the agent a command or a checklist
// does nothing itself; and a task sent to a language model asks it for
// text.
func TestClassesLeftOnHeldOutCorpora(t *testing.T) {
	const request = `{"type":"object","properties":{"method":{"type":"string"},"path":{"type":"string"},"body":{"type":"object"}}}`
	runVerbCases(t, []verbCase{
		{"a REPL killed", "kill_repl", "Stop a REPL the server started.", `{"type":"object","properties":{"id":{"type":"string"}}}`, Write},
		{"a PTY killed", "pty_kill", "End a pseudo-terminal.", `{"type":"object","properties":{"id":{"type":"string"}}}`, Write},
		{"a browser session terminated", "end_browsing", "Terminate a browser session opened by this server.", `{"type":"object"}`, Write},
		{"a process killed", "kill_process", "Kill a process by its PID.", `{"type":"object","properties":{"pid":{"type":"integer"}}}`, Destructive},
		{"a stored session deleted with its data", "remove_chat", "Delete a chat session and all of its messages.", `{"type":"object","properties":{"id":{"type":"string"}}}`, Destructive},
		{"something of a session erased", "manage_history", "Permanently erases the session's data.", "", Destructive},
		{"a session ended for good", "manage_history", "Permanently ends the session.", "", Write},
		{"a dispatcher over a payments API", "call_api", "Generic tool to call any Stripe API endpoint. Services include payments, refunds and payouts.", request, Financial},
		{"a dispatcher over a ticketing API", "api_request", "Single tool for all Zendesk API operations: pass the resource and the HTTP method.", request, Execute},
		{"requests to any route", "gitlab", "Make requests to any GitLab REST API route.", request, Execute},
		{"one tool for a debugger's breakpoints", "breakpoints", "Unified tool for all breakpoint operations (set, list, toggle).", `{"type":"object","properties":{"action":{"type":"string","enum":["set","list","toggle"]}}}`, Write},
		{"an API's endpoints listed", "list_endpoints", "List the endpoints of every API in the catalogue.", `{"type":"object"}`, Read},
		{"a command returned to run", "cli_upgrade", "Upgrade the CLI. Returns the shell command to run in your terminal.", `{"type":"object"}`, Read},
		{"a command returned for the agent", "install_plugin", "Returns the npm command for the agent to run that installs the plugin.", `{"type":"object","properties":{"name":{"type":"string"}}}`, Read},
		{"a checklist handed over", "refresh_docs", "Provides a checklist for AI agents to follow when they update the project's docs.", `{"type":"object"}`, Read},
		{"a destroying name still counts", "delete_branch", "Deletes a branch. Returns the git command to run for a remote.", `{"type":"object","properties":{"branch":{"type":"string"}}}`, Destructive},
		{"a runner that returns output", "run_script", "Runs a script and returns its output.", `{"type":"object","properties":{"script":{"type":"string"}}}`, Execute},
		{"a prompt sent to a model", "send_prompt", "Sends a prompt to the configured model and returns the completion.", "", Read},
		{"a task sent to a local model", "llm_task", "Send a coding task to the local LLM.", "", Read},
		{"a message sent to a channel", "send_message", "Sends a message to the team channel.", "", Write},
		{"a plan returned by a writer", "apply_plan", "Applies the migration plan to the database and returns the plan that was applied.", `{"type":"object"}`, Write},
	})
}
