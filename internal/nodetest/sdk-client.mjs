// A client of the official TypeScript SDK that talks to the gateway the way
// an agent host would, and prints what it saw as one JSON object for the Go
// test to judge. It decides nothing itself: the test names the transport,
// the calls and the answer to any approval question.
//
// Usage: node sdk-client.mjs SPEC_JSON
//
//   SPEC_JSON = {
//     "transport": "stdio" | "http",
//     "command": "...", "args": [...], "env": {...},   // stdio: the gateway to start
//     "url": "http://127.0.0.1:PORT/mcp",                // http
//     "calls": [{"name": "notes__echo", "arguments": {...}}, ...],
//     "answer": {"action": "accept", "content": {"approve": true}}  // to every elicitation
//   }
//
// Output: {"protocolVersion", "serverInfo", "tools": [names], "calls":
// [{"name", "isError", "text", "error"}], "elicitations": [{"message",
// "requestedSchema"}]}. Exit status 0 unless the client could not run.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { transport } from './sdk-transport.mjs';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const spec = JSON.parse(process.argv[2] ?? '{}');

// The elicitation capability is what lets the gateway put an approval
// question to a person; without it require_approval tools are declined.
const client = new Client(
  { name: 'mcpscan-interop-sdk', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} } } },
);

const elicitations = [];
client.setRequestHandler(ElicitRequestSchema, async (req) => {
  elicitations.push({ message: req.params.message, requestedSchema: req.params.requestedSchema });
  return spec.answer ?? { action: 'decline' };
});

function text(result) {
  return (result.content ?? [])
    .filter((c) => c.type === 'text')
    .map((c) => c.text)
    .join('\n');
}

const out = { tools: [], calls: [], elicitations };
const tr = transport(spec);
try {
  await client.connect(tr);
  // The HTTP transport keeps the negotiated version (for its header); the
  // stdio one has no use for it.
  out.protocolVersion = tr.protocolVersion ?? null;
  out.serverInfo = client.getServerVersion() ?? null;

  // Follow pagination as a host does, so a long list is seen whole.
  let cursor;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    out.tools.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
  } while (cursor);

  for (const call of spec.calls ?? []) {
    try {
      const res = await client.callTool({ name: call.name, arguments: call.arguments ?? {} });
      out.calls.push({ name: call.name, isError: res.isError === true, text: text(res) });
    } catch (err) {
      // A JSON-RPC error (unknown tool, transport trouble) is an outcome
      // the test judges too, not a reason to stop.
      out.calls.push({ name: call.name, error: String(err?.message ?? err) });
    }
  }
} finally {
  await client.close().catch(() => {});
}
process.stdout.write(JSON.stringify(out) + '\n');
