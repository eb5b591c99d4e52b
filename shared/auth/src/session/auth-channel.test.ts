/**
 * @jest-environment node
 */
import { createAuthChannel, type AuthMessage } from './auth-channel';

/**
 * Two tabs on a real BroadcastChannel: what the second one's listeners hear of what the first posts. The first posts
 * a `logout` last; messages from one sender arrive in order, so hearing it means everything before it was delivered.
 */
async function heardBySecondTab(send: (post: (message: unknown) => void) => void): Promise<AuthMessage[]> {
  const name = `portal-auth-test-${Math.random()}`;
  const first = new BroadcastChannel(name);
  const second = createAuthChannel(name);
  const heard: AuthMessage[] = [];
  const ended = new Promise<void>((resolve) => {
    second.subscribe((message) => {
      heard.push(message);
      if (message.type === 'logout') resolve();
    });
  });
  send((message) => first.postMessage(message));
  first.postMessage({ type: 'logout' });
  await ended;
  first.close();
  second.close();
  return heard;
}

test('the handover messages reach a tab only in their whole shape', async () => {
  const key = new Uint8Array(65).buffer;
  const heard = await heardBySecondTab((post) => {
    post({ type: 'session-request', id: 'r1', key });
    post({ type: 'session-coming', id: 'r1' });
    post({ type: 'session-offer', id: 'r1', key, iv: new Uint8Array(12), sealed: new Uint8Array(40).buffer });
    // Malformed: no key, a key as text, an offer without its ciphertext, an announcement without its request's id,
    // an unknown type carrying a token.
    post({ type: 'session-request', id: 'r2' });
    post({ type: 'session-request', id: 'r3', key: 'not-a-key' });
    post({ type: 'session-offer', id: 'r1', key, iv: new Uint8Array(12) });
    post({ type: 'session-coming' });
    post({ type: 'session', access_token: 'x' });
  });
  expect(heard.map((m) => [m.type, 'id' in m ? m.id : undefined])).toEqual([
    ['session-request', 'r1'],
    ['session-coming', 'r1'],
    ['session-offer', 'r1'],
    ['logout', undefined],
  ]);
});
