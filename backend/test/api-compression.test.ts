import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { chooseEncoding, COMPRESS_FROM_BYTES } from '../src/http/api-compression';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';

interface RawAnswer { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }

/** A request whose answer is read as sent: fetch would undo the encoding. */
function raw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('API answers compressed for clients that accept it', () => {
  let t: TestServer;
  let auth: Record<string, string>;
  const transactions = () => `${t.origin}/svc/merchant/api/crm/transactions?PageSize=50`;

  before(async () => {
    t = await startTestServer();
    auth = { authorization: `Bearer ${(await signIn(t.origin, 'tenant@demo.test')).tokens.access_token}` };
  });
  after(async () => { await t?.close(); });

  it('sends a page of transactions in brotli or gzip, the same JSON once decoded, and says it varies', async () => {
    const plain = await raw(transactions(), auth);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.bytes.length >= COMPRESS_FROM_BYTES, `a page of transactions is ${plain.bytes.length} bytes`);
    assert.match(String(plain.headers.vary), /Accept-Encoding/);

    const br = await raw(transactions(), { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /Accept-Encoding/);
    assert.equal(br.headers['cache-control'], 'no-store');
    assert.equal(Number(br.headers['content-length'] ?? br.bytes.length), br.bytes.length);
    assert.ok(br.bytes.length * 3 < plain.bytes.length, `${br.bytes.length} bytes compressed of ${plain.bytes.length}`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));

    const gz = await raw(transactions(), { ...auth, 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));
  });

  it('leaves a short answer as it is, and an error too short to gain', async () => {
    const short = await raw(`${t.origin}/svc/merchant/api/v1/users/me/quick-settings`, { ...auth, 'accept-encoding': 'br' });
    assert.equal(short.status, 200);
    assert.ok(short.bytes.length < COMPRESS_FROM_BYTES);
    assert.equal(short.headers['content-encoding'], undefined);
    assert.doesNotThrow(() => JSON.parse(short.bytes.toString('utf8')));

    const unauthorised = await raw(transactions(), { 'accept-encoding': 'br' });
    assert.equal(unauthorised.status, 401);
    assert.equal(unauthorised.headers['content-encoding'], undefined);
  });

  it('does not compress what is not the API', async () => {
    const discovery = await raw(`${t.origin}/oidc/.well-known/openid-configuration`, { 'accept-encoding': 'br, gzip' });
    assert.equal(discovery.status, 200);
    assert.equal(discovery.headers['content-encoding'], undefined);
  });
});

describe('the encoding an Accept-Encoding header allows', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
    assert.equal(chooseEncoding('gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('identity'), null);
    assert.equal(chooseEncoding('gzip;q=0, br;q=0'), null);
    assert.equal(chooseEncoding(undefined), null);
    assert.equal(chooseEncoding(''), null);
  });
});
