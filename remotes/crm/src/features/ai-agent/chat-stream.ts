import { apiFetch } from '@portal/api-client';
import { AI_ASSISTANT_PATHS, type AiStreamEvent } from '@portal/contracts';

/**
 * Sends a message and reads the answer as it streams (server-sent events, one JSON event per `data:` line, ADR 0105),
 * through the portal's one API client (its token, Mode header and error handling).
 */
export async function streamMessage(conversationId: string, content: string, onEvent: (event: AiStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await apiFetch<Response>(AI_ASSISTANT_PATHS.messages.replace(':id', conversationId), {
    method: 'POST', json: { content }, responseType: 'response', signal, silent: true,
  });
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (block: string) => {
    const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
    if (data) onEvent(JSON.parse(data) as AiStreamEvent);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      flush(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  if (buffer.trim()) flush(buffer);
}
