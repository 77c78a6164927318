// Package gateway will be the MCP proxy that stands in front of upstream
// servers: it namespaces their tools, filters tools/list through the
// policies, decides every tools/call (direct or nested in a code-mode
// script) with the policy engine, asks for approval where required and
// writes the audit log. It does not classify.
package gateway
