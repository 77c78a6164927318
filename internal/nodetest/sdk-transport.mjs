// The transport the SDK client scripts connect with, from their spec:
// stdio (starting spec.command with spec.args; stderr inherited so the
// gateway's own log reaches the test's output) or streamable HTTP
// (spec.url).
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export function transport(spec) {
  switch (spec.transport) {
    case 'stdio':
      return new StdioClientTransport({
        command: spec.command,
        args: spec.args ?? [],
        env: { ...process.env, ...(spec.env ?? {}) },
        stderr: 'inherit',
      });
    case 'http':
      return new StreamableHTTPClientTransport(new URL(spec.url));
    default:
      throw new Error(`unknown transport ${JSON.stringify(spec.transport)}`);
  }
}
