import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalPivotConfig, tokenParts, type PivotConfig, type ReportId } from '@portal/contracts';

export interface TokenExpectation {
  /** The session's secp256k1 public key (hex), from the backend over the signed-in channel. */
  publicKey: string;
  sessionId: string;
  reportId: ReportId;
  reportConfig: PivotConfig;
  now: Date;
}

/**
 * Why a report-changed token does not vouch for this layout of this session, or undefined when it does: the
 * signature must verify with the session's public key, and its claims name this session, report and exact layout
 * and have not expired.
 */
export function layoutTokenProblem(token: unknown, expected: TokenExpectation): string | undefined {
  const parts = tokenParts(token);
  if (!parts) return 'the token is missing or malformed';
  let valid: boolean;
  try {
    valid = secp256k1.verify(hexToBytes(parts.signatureHex), utf8ToBytes(parts.signed), hexToBytes(expected.publicKey));
  } catch {
    valid = false;
  }
  if (!valid) return "the token's signature does not match this session's key";
  const { claims } = parts;
  if (claims.sid !== expected.sessionId || claims.rid !== expected.reportId) return 'the token belongs to another session';
  if (claims.cfg !== bytesToHex(sha256(utf8ToBytes(canonicalPivotConfig(expected.reportConfig))))) return 'the token was signed for another layout';
  if (claims.exp <= Math.floor(expected.now.getTime() / 1000)) return 'the token has expired';
  return undefined;
}
