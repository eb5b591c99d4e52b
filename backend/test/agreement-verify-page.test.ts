import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { seedNotificationId } from '../src/modules/notifications/seed';
import { apiSuite } from './helpers/api-suite';
import { pdfText } from './helpers/pdf-text';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;

/** The public `/verify/<hash>` page (ADR 0094): no sign-in, the identity pages' frame and CSP, en and tr, limited per address. */
describe('the public agreement verify page', () => {
  const s = apiSuite(['sandbox'], { env: { RATE_LIMIT_PER_MINUTE: '4' } });
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${s.origin}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  /** sandbox@ accepts its seeded agreement: the PDF, its hash, and the text a reader copies from it. */
  const accepted = async () => {
    const [n] = await s.db.select().from(notifications).where(eq(notifications.id, seedNotificationId('sandbox@demo.test', 'agreement-1')));
    const id = new URL(n!.objectUrl!, 'http://x').searchParams.get('open')!;
    const signed = await s.call('sandbox', 'PUT', api(`agreements/${id}/accept`), { body: { response: 'Accepted' } });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const res = await fetch(`${s.origin}${api(`agreements/${id}/document`)}`, { headers: { authorization: `Bearer ${s.token('sandbox')}` } });
    const pdf = Buffer.from(await res.arrayBuffer());
    return { id, pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
  };

  it('names the accepted agreement of a hash (name, no e-mail), says when a hash is none, in English and Turkish; its PDF points to it', async () => {
    const { id, pdf, sha256 } = await accepted();
    const text = pdfText(pdf).join(' ');
    assert.ok(text.includes(`Verify this document: open ${s.origin}/verify and choose this file;`), text);

    const res = await page(`/verify/${sha256.toUpperCase()}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const html = await res.text();
    assert.match(html, /This file is an accepted agreement\./);
    for (const shown of [id, 'Sandbox Surf Shop', 'Acme Payments', sha256]) assert.ok(html.includes(shown), shown);
    assert.match(html, /<dt>Accepted by<\/dt><dd>[A-Z][a-z]+ [A-Z][a-z]+<\/dd>/);
    assert.equal(html.includes('@demo.test'), false, 'no e-mail address on the public page');
    assert.match(html, /<script src="\/verify\/assets\/verify\.js" defer><\/script>/);

    const none = await (await page(`/verify/${'ab'.repeat(32)}?lang=tr`)).text();
    assert.match(none, /<html lang="tr">/);
    assert.match(none, /Bu dosya kabul edilmiş bir sözleşme değildir\./);
  });

  it('refuses what is not a SHA-256, sends a typed hash to its page, serves its script, and limits each address', async () => {
    const bad = await page('/verify/not-a-hash');
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /This is not a SHA-256: use 64 characters, 0-9 and a-f\./);
    const typed = await page(`/verify?sha256=${'C'.repeat(64)}&lang=tr`);
    assert.deepEqual([typed.status, typed.headers.get('location')], [303, `/verify/${'c'.repeat(64)}?lang=tr`]);
    const script = await fetch(`${s.origin}/verify/assets/verify.js`);
    assert.match(await script.text(), /crypto\.subtle\.digest\('SHA-256'/);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await page(`/verify/${'d'.repeat(64)}`)).status);
    assert.equal(statuses.at(-1), 429, statuses.join(','));
  });
});
