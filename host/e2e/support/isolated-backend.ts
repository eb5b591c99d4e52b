import { test as base } from '@playwright/test';
import { ScriptedAi } from '../../../backend/test/helpers/scripted-ai';
import { ownBackend, type OwnBackend } from './backend-process';

/**
 * One backend of their own for the specs whose data must not reach the specs running on the shared web server
 * (notifications' test-only route, the XSS corpus's payloads, restart's stop and start, the AI assistant's scripted
 * model), started once per worker on first use: the files used to start one each, a cold start of 10-60 s apiece
 * (ADR 0037, session 12; the assistant's spec until session 57, 30-40 s of the specs' step on a loaded machine).
 * Tests of one worker run one after another, so a spec that stops and starts it (restart) has it to itself;
 * every spec here reads only its own data or counts relative to what it found.
 */
export const test = base.extend<object, { isolatedBackend: OwnBackend; scriptedAi: ScriptedAi }>({
  // The AI assistant's model (ADR 0105): an OpenAI-compatible server on 127.0.0.1 that answers the turns a spec
  // queues (`scriptedAi.then(...)`); the backend reads AI_BASE_URL once, at start, so it is the worker's too.
  // Only the assistant's chat calls it: no other route or job asks a model anything.
  scriptedAi: [
    async ({}, use) => {
      const ai = new ScriptedAi();
      await ai.start();
      await use(ai);
      await ai.stop();
    },
    { scope: 'worker' },
  ],
  isolatedBackend: [
    async ({ scriptedAi }, use) => {
      // The test-only notification route (NOTIFICATIONS_TEST_ROUTES) is what notifications.spec seeds with; the
      // other specs never call it.
      const backend = await ownBackend({
        NOTIFICATIONS_TEST_ROUTES: '1',
        AI_BASE_URL: scriptedAi.baseUrl, AI_API_KEY: 'e2e-key', AI_MODEL: 'scripted-model',
      });
      await backend.start();
      await use(backend);
      await backend.dispose();
    },
    // ownBackend allows a cold start 120 s on a loaded machine.
    { scope: 'worker', timeout: 150_000 },
  ],
});

/** Attaches the isolated backend's log to a failed test of the calling file. */
export function attachBackendLogOnFailure(): void {
  test.afterEach(async ({ isolatedBackend }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('backend.log', { body: isolatedBackend.log(), contentType: 'text/plain' });
  });
}
