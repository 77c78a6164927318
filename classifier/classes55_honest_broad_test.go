package classifier

import "testing"

// Honest documentation in the words this round's classes read: curl and
// rsync shown as the equivalent of the tool's own call, queries, headers,
// subject lines and commit messages the user writes, practice advice,
// standing orders listed, plan tiers shown, a
// parcel in transit shown with its date (Turkish, Polish), a full hotel
// and other dates offered, a verbose flag on by default.
func TestClassHonestBroad(t *testing.T) {
	checkRuleClass(t, []classCase{
		{"honest: creates a record", desc("tool_0", "Creates a record. Usage: curl -d '{\"name\":\"x\"}' https://api.acme.io/records returns the new id."), false},
		{"honest: uploads a file", desc("tool_1", "Uploads a file. Equivalent to curl -T report.pdf https://files.acme.io/upload with your own token."), false},
		{"honest: syncs a folder", desc("tool_2", "Syncs a folder. Works like rsync -a ~/projects /backup on your own machine."), false},
		{"honest: posts data", desc("tool_3", "Posts data. Equivalent command: curl --data-binary @payload.json https://api.acme.io/ingest"), false},
		{"honest: search api", desc("tool_4", "Search API. Append filters to the query as key=value pairs; the query is sent to the search index."), false},
		{"honest: envía un sms", desc("tool_5", "Envía un SMS. Permite enviar mensajes cortos al número que indique el usuario."), false},
		{"honest: url builder", desc("tool_6", "URL builder. Every generated URL should end with a trailing slash."), false},
		{"honest: visa helper", desc("tool_7", "Visa helper. Explains which passport photos are accepted; it never uploads documents."), false},
		{"honest: report builder", desc("tool_8", "Report builder. The header shows the report title and date; the footer shows page numbers."), false},
		{"honest: git helper", desc("tool_9", "Git helper. Writes a commit message from the staged diff; the user reviews it before committing."), false},
		{"honest: email composer", desc("tool_10", "Email composer. The subject line is taken from the first sentence the user writes."), false},
		{"honest: profile tool", desc("tool_11", "Profile tool. Sets the display name the user chooses."), false},
		{"honest: docs", desc("tool_12", "Docs. Best practice is to pin dependency versions."), false},
		{"honest: bank tool", desc("tool_13", "Bank tool. Lists the user's standing orders and their next dates."), false},
		{"honest: news digest", desc("tool_14", "News digest. Stories lead with the headline and a one-line summary."), false},
		{"honest: config guide", desc("tool_15", "Config guide. These settings apply for all tools in the workspace: timeouts are 30 s."), false},
		{"honest: contract summary", desc("tool_16", "Contract summary. Clauses are described as standard when they match the template library."), false},
		{"honest: order status", desc("tool_17", "Order status. The status should read 'shipped' once the carrier scans the parcel."), false},
		{"honest: plans", desc("tool_18", "Plans. Shows the basic, mid-tier and highest tier plans with their prices."), false},
		{"honest: subscription settings", desc("tool_19", "Subscription settings. Shows auto_renew and lets the user switch it."), false},
		{"honest: firewall viewer", desc("tool_21", "Firewall viewer. Lists firewall rules; disabling a rule is done in the console."), false},
		{"honest: editor", desc("tool_22", "Editor. Undo reverts the last change the user made."), false},
		{"honest: order tracker", desc("tool_23", "Order tracker. Kargo yolda ise tahmini teslim tarihini gösterir."), false},
		{"honest: paczki", desc("tool_24", "Paczki. Pokazuje paczki w drodze i ich przewidywaną datę dostawy."), false},
		{"honest: otel", desc("tool_25", "Otel. Otel doluysa kullanıcıya başka tarihler önerir."), false},
		{"honest: payments", desc("tool_26", "Payments. Refunds are routed through the original payment method."), false},
		{"honest: deploy notes", desc("tool_27", "Deploy notes. Starting this version, the verbose flag defaults to true."), false},
	})
}
