/**
 * rc-select and rc-field-form schedule through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same
 * job. Call at the top of a jsdom test file (or its test-support module) before rendering antd forms or selects.
 */
export function installTimerMessageChannel(): void {
  if (typeof globalThis.MessageChannel !== 'undefined') return;
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}
