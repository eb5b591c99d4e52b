/**
 * A client of any OpenAI-compatible chat-completions endpoint (ADR 0105): POST {AI_BASE_URL}/chat/completions with
 * `stream: true`, read as server-sent events with plain fetch. Answer text arrives as it streams; tool calls are
 * gathered from their fragments and handed over whole when the model's turn ends.
 */
export interface ModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ModelToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ModelToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ModelTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type ModelEvent = { type: 'text'; text: string } | { type: 'toolCalls'; calls: ModelToolCall[] };

export class ModelError extends Error {}

/** How long one turn of the model may take, streaming included, before it is given up. */
export const MODEL_TURN_MS = 60_000;

interface StreamChunk {
  choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }> } }>;
  error?: { message?: string };
}

export async function* streamChat(config: ModelConfig, messages: ChatMessage[], tools: ModelTool[], signal?: AbortSignal): AsyncGenerator<ModelEvent> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, stream: true, ...(tools.length ? { tools, tool_choice: 'auto' } : {}) }),
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(MODEL_TURN_MS)]) : AbortSignal.timeout(MODEL_TURN_MS),
    });
  } catch (error) {
    throw new ModelError(error instanceof Error ? error.message : String(error));
  }
  if (!res.ok || !res.body) throw new ModelError(`HTTP ${res.status}`);
  const calls = new Map<number, ModelToolCall>();
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = res.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event.split(/\r?\n/).filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
      if (!data) continue;
      if (data === '[DONE]') {
        if (calls.size) yield { type: 'toolCalls', calls: [...calls.values()] };
        return;
      }
      let chunk: StreamChunk;
      try {
        chunk = JSON.parse(data) as StreamChunk;
      } catch {
        throw new ModelError('an event that is not JSON');
      }
      if (chunk.error) throw new ModelError(chunk.error.message ?? 'an error');
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) yield { type: 'text', text: delta.content };
      for (const part of delta?.tool_calls ?? []) {
        const call = calls.get(part.index) ?? { id: part.id ?? `call_${part.index}`, type: 'function' as const, function: { name: '', arguments: '' } };
        if (part.id) call.id = part.id;
        call.function.name += part.function?.name ?? '';
        call.function.arguments += part.function?.arguments ?? '';
        calls.set(part.index, call);
      }
    }
  }
  if (calls.size) yield { type: 'toolCalls', calls: [...calls.values()] };
}
