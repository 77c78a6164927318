// A client of the official TypeScript SDK that exercises MCP beyond tool
// calls (resources, prompts, completions, logging, progress, and the
// server's own requests: sampling, elicitation, roots) and prints what it
// saw as one JSON object for the Go test to judge. It decides nothing: the
// test names the steps, and the answers to the server's questions.
//
// Usage: node sdk-features.mjs SPEC_JSON
//
//   SPEC_JSON = {
//     "transport": "stdio" | "http", "command", "args", "url",   // as sdk-client.mjs
//     "sample": "text",            // the model's reply to every sampling/createMessage
//     "elicit": {"action": "accept", "content": {...}},   // the answer to every elicitation
//     "roots": [{"uri": "file:///...", "name": "..."}],  // what roots/list returns
//     "steps": [
//       {"op": "listTools"} | {"op": "listResources"} | {"op": "listResourceTemplates"}
//       | {"op": "listPrompts"} | {"op": "readResource", "uri"}
//       | {"op": "getPrompt", "name", "arguments"}
//       | {"op": "complete", "ref": {...}, "argument": {...}, "context": {...}}
//       | {"op": "subscribe", "uri"} | {"op": "unsubscribe", "uri"}
//       | {"op": "setLevel", "level"}
//       | {"op": "callTool", "name", "arguments", "progress": true}
//       | {"op": "wait", "method", "ms"}   // until a notification of that method arrives
//     ]
//   }
//
// Output: {"serverInfo", "capabilities", "steps": [{"op", "result" | "error",
// "progress": [...]}], "notifications": [{"method", "params"}],
// "wireProgress": [params as received], "samplings":
// [params], "elicitations": [params], "rootsAsked": n}. Exit status 0
// unless the client could not run.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { transport } from './sdk-transport.mjs';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  PromptListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';

const spec = JSON.parse(process.argv[2] ?? '{}');

const client = new Client(
  { name: 'mcpscan-interop-features', version: '1.0.0' },
  { capabilities: { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } } },
);

const out = { steps: [], notifications: [], wireProgress: [], samplings: [], elicitations: [], rootsAsked: 0 };
const waiters = [];

function notified(method, params) {
  out.notifications.push({ method, params });
  for (const w of waiters.splice(0)) {
    if (w.method === method) w.resolve(true);
    else waiters.push(w);
  }
}
for (const schema of [
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  PromptListChangedNotificationSchema,
]) {
  client.setNotificationHandler(schema, (n) => notified(n.method, n.params));
}

client.setRequestHandler(CreateMessageRequestSchema, async (req) => {
  out.samplings.push(req.params);
  return { role: 'assistant', content: { type: 'text', text: spec.sample ?? '' }, model: 'interop-model', stopReason: 'endTurn' };
});
client.setRequestHandler(ElicitRequestSchema, async (req) => {
  out.elicitations.push(req.params);
  return spec.elicit ?? { action: 'decline' };
});
client.setRequestHandler(ListRootsRequestSchema, async () => {
  out.rootsAsked++;
  return { roots: spec.roots ?? [] };
});

function waitFor(method, ms) {
  if (out.notifications.some((n) => n.method === method)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const w = { method, resolve };
    waiters.push(w);
    setTimeout(() => {
      const i = waiters.indexOf(w);
      if (i >= 0) waiters.splice(i, 1);
      resolve(false);
    }, ms ?? 5000);
  });
}

async function run(step) {
  switch (step.op) {
    case 'listTools':
      return client.listTools();
    case 'listResources':
      return client.listResources();
    case 'listResourceTemplates':
      return client.listResourceTemplates();
    case 'listPrompts':
      return client.listPrompts();
    case 'readResource':
      return client.readResource({ uri: step.uri });
    case 'getPrompt':
      return client.getPrompt({ name: step.name, arguments: step.arguments ?? {} });
    case 'complete':
      return client.complete({ ref: step.ref, argument: step.argument, ...(step.context ? { context: step.context } : {}) });
    case 'subscribe':
      return client.subscribeResource({ uri: step.uri });
    case 'unsubscribe':
      return client.unsubscribeResource({ uri: step.uri });
    case 'setLevel':
      return client.setLoggingLevel(step.level);
    case 'callTool': {
      const progress = [];
      const options = step.progress ? { onprogress: (p) => progress.push(p) } : {};
      const result = await client.callTool({ name: step.name, arguments: step.arguments ?? {} }, undefined, options);
      return step.progress ? { ...result, progress } : result;
    }
    case 'wait':
      return { arrived: await waitFor(step.method, step.ms) };
    default:
      throw new Error(`unknown op ${JSON.stringify(step.op)}`);
  }
}

const tr = transport(spec);
try {
  await client.connect(tr);
  // The SDK runs notification handlers a microtask late but settles a
  // response at once, so progress that arrives in the same read as its
  // result never reaches onprogress (with or without a gateway between).
  // What came over the wire is recorded here, before the SDK sees it.
  const deliver = tr.onmessage;
  tr.onmessage = (message, extra) => {
    if (message?.method === 'notifications/progress') out.wireProgress.push(message.params);
    deliver(message, extra);
  };
  out.serverInfo = client.getServerVersion() ?? null;
  out.capabilities = client.getServerCapabilities() ?? null;
  for (const step of spec.steps ?? []) {
    try {
      out.steps.push({ op: step.op, result: await run(step) });
    } catch (err) {
      // A JSON-RPC error is an outcome the test judges, not a reason to stop.
      out.steps.push({ op: step.op, error: String(err?.message ?? err), code: err?.code ?? null });
    }
  }
} finally {
  await client.close().catch(() => {});
}
process.stdout.write(JSON.stringify(out) + '\n');
