import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier } from '../src/http/auth';
import { API_AUDIENCE } from '@portal/contracts';

const ISSUER = 'http://portal.test/oidc';

/** A verifier over a fresh key pair, and a signer of access tokens expiring `seconds` after the (fake) now. */
async function keysAndVerifier() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verify = createTokenVerifier({ issuer: ISSUER, publicKeys: [publicJwk] });
  const sign = (seconds: number, sub = 'user-1') => new SignJWT({ gid: 'grant-1' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
    .setSubject(sub).setIssuer(ISSUER).setAudience(API_AUDIENCE)
    .setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(privateKey);
  return { verify, sign };
}

describe('access token verification remembers verified tokens only while they live (ADR 0016 session 9)', () => {
  afterEach(() => mock.timers.reset());

  it('accepts a repeat of a verified token until its expiry, then refuses it', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.UTC(2026, 0, 5, 12, 0, 0) });
    const { verify, sign } = await keysAndVerifier();
    const token = await sign(300);
    assert.equal((await verify(token)).sub, 'user-1');
    mock.timers.tick(299_000);
    assert.equal((await verify(token)).gid, 'grant-1', 'still valid one second before its expiry');
    mock.timers.tick(1_000);
    await assert.rejects(verify(token), /exp/, 'refused at its expiry although it was verified before');
    await assert.rejects(verify(token), /exp/, 'and stays refused');
  });

  it('never answers a token from memory for a different string (a forged signature on known claims)', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.UTC(2026, 0, 5, 12, 0, 0) });
    const { verify, sign } = await keysAndVerifier();
    const token = await sign(300);
    await verify(token);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    await assert.rejects(verify(forged), /signature/);
    const otherUser = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'user-2' })).toString('base64url')}.${signature}`;
    await assert.rejects(verify(otherUser), /signature/);
  });
});
