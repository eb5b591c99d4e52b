import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalPivotConfig, DATA_ANALYTICS, signedPartOf, tokenOf, tokenParts, type DataAnalyticsTokenClaims, type PivotConfig, type ReportId } from '@portal/contracts';

/** A session's secp256k1 key pair: the secret stays in the server's memory; the public half goes to the portal. */
export interface SessionKeys {
  secretKey: Uint8Array;
  publicKeyHex: string;
}

export function newSessionKeys(): SessionKeys {
  const secretKey = secp256k1.utils.randomSecretKey();
  return { secretKey, publicKeyHex: bytesToHex(secp256k1.getPublicKey(secretKey)) };
}

/** sha256 (hex) of a layout's canonical text: what a token vouches for. */
export const layoutHash = (config: PivotConfig): string => bytesToHex(sha256(utf8ToBytes(canonicalPivotConfig(config))));

/** A report-changed token for this session, report and exact layout (ECDSA over sha256 of the claims' text). */
export function signLayout(keys: SessionKeys, claims: { sid: string; rid: ReportId; config: PivotConfig; now: Date }): string {
  const iat = Math.floor(claims.now.getTime() / 1000);
  const body: DataAnalyticsTokenClaims = { sid: claims.sid, rid: claims.rid, cfg: layoutHash(claims.config), iat, exp: iat + DATA_ANALYTICS.tokenSeconds };
  return tokenOf(body, bytesToHex(secp256k1.sign(utf8ToBytes(signedPartOf(body)), keys.secretKey)));
}

/** Why a token does not vouch for this layout of this session (signature, session, report, layout, time), or undefined. */
export function tokenProblem(token: string, expected: { publicKeyHex: string; sid: string; rid: ReportId; config: PivotConfig; now: Date }): string | undefined {
  const parts = tokenParts(token);
  if (!parts) return 'the token is malformed';
  let valid: boolean;
  try {
    valid = secp256k1.verify(hexToBytes(parts.signatureHex), utf8ToBytes(parts.signed), hexToBytes(expected.publicKeyHex));
  } catch {
    valid = false;
  }
  if (!valid) return "the token's signature is not this session's";
  const { claims } = parts;
  if (claims.sid !== expected.sid || claims.rid !== expected.rid) return 'the token belongs to another session';
  if (claims.cfg !== layoutHash(expected.config)) return 'the token was signed for another layout';
  if (claims.exp <= Math.floor(expected.now.getTime() / 1000)) return 'the token has expired';
  return undefined;
}
