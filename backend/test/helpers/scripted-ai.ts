import { createServer, type Server } from 'node:http';
import { listenOnFreePort } from './port-range';

/** A chat-completions request as the scripted server received it. */
export interface ScriptedRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> }>;
  tools?: Array<{ function: { name: string } }>;
  /** The raw body, for "never contains" checks. */
  raw: string;
  authorization: string | undefined;
}

/** One scripted turn: answer text (streamed in the chunks given) and/or tool calls. */
export interface ScriptedTurn {
  text?: string[];
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> }>;
}

/**
 * A local OpenAI-compatible chat-completions server (ADR 0105) that answers from a script: each POST
 * /v1/chat/completions takes the next turn (a function of the request, so an answer can repeat what a tool returned)
 * and streams it as server-sent events the way the protocol does: content deltas, tool calls in fragments, [DONE].
 */
export class ScriptedAi {
  readonly requests: ScriptedRequest[] = [];
  private script: Array<(request: ScriptedRequest) => ScriptedTurn> = [];
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        const request = { ...JSON.parse(raw) as Omit<ScriptedRequest, 'raw' | 'authorization'>, raw, authorization: req.headers.authorization };
        this.requests.push(request);
        const next = this.script.shift();
        if (!next) {
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'the script has ended' } }));
          return;
        }
        const turn = next(request);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const send = (delta: unknown) => res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`);
        send({ role: 'assistant', content: '' });
        for (const text of turn.text ?? []) send({ content: text });
        (turn.toolCalls ?? []).forEach((call, index) => {
          const args = JSON.stringify(call.arguments);
          const half = Math.floor(args.length / 2);
          send({ tool_calls: [{ index, id: `call_${this.requests.length}_${index}`, type: 'function', function: { name: call.name, arguments: args.slice(0, half) } }] });
          send({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
        });
        res.write('data: [DONE]\n\n');
        res.end();
      });
    });
    // On the engineer's PORTAL_PORT_RANGE when set (a shared machine), else a port the OS picks.
    this.baseUrl = `http://127.0.0.1:${await listenOnFreePort(this.server)}/v1`;
  }

  /** Queues the next turns (each answers one request, in order). */
  then(...turns: Array<ScriptedTurn | ((request: ScriptedRequest) => ScriptedTurn)>): this {
    this.script.push(...turns.map((t) => typeof t === 'function' ? t : () => t));
    return this;
  }

  /** Turns queued and not yet asked for (a test ends with none). */
  get pending(): number {
    return this.script.length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server ? this.server.close(() => resolve()) : resolve());
  }
}

/** The last tool result a request carries, parsed. */
export const lastToolResult = (request: ScriptedRequest): Record<string, unknown> =>
  JSON.parse(request.messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '{}') as Record<string, unknown>;
