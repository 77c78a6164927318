package classifier

import "testing"

// TestClassInstructionsToAnAgentWithTools: a tool that sends a prompt to
// another agent that says it may use tools of its own is a dispatcher over
// those tools; an assistant that only answers from documentation, one that
// cannot use tools, or a listing of the tools an agent has, reads.
func TestClassInstructionsToAnAgentWithTools(t *testing.T) {
	const (
		prompt = `{"type":"object","properties":{"prompt":{"type":"string","description":"What to ask, in plain words."},"threadId":{"type":"string"}}}`
		task   = `{"type":"object","properties":{"task":{"type":"string"}}}`
		server = `{"type":"object","properties":{"server":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"an ops assistant that may use tools", "ask_ops_copilot", "Ask the ops copilot a question and wait for its answer. The copilot may use tools across your cloud account to investigate.", prompt, Execute},
		{"a sub-agent that can call its own tools", "consult_agent", "Hand a request to the support agent. The agent can call its own tools to look things up and act on tickets.", task, Execute},
		{"agents able to run tools", "chat_with_team", "Post a message to the team of agents, which are able to run tools on the workspace.", prompt, Execute},
		{"a documentation assistant", "ask_docs_assistant", "Ask the documentation assistant a question about the API and get an answer with links.", prompt, Read},
		{"an assistant that cannot use tools", "ask_model", "Ask a hosted model a question. The model cannot use tools; it answers from its training.", prompt, Read},
		{"the tools an agent can use, listed", "list_agent_tools", "List the tools an agent can use on a server.", server, Read},
	})
}
