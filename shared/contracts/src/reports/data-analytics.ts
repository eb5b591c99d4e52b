/**
 * The Data Analytics pop-up (spec part 2 sections 2.3, 4, 8, 9; issue 12; ADR 0056): the portal opens a window
 * titled Data Analytics on the report tool page it serves, sends it one data message 1 s after opening, and takes
 * back report-changed messages (the user's new pivot layout) only with a token the backend signed on secp256k1
 * for that session, and only from the tool's origin. A closed message ends the session.
 */
import type { ReportColumnKind, ReportId, ReportRow } from './model';

export const DATA_ANALYTICS = {
  /** The pop-up's title (spec part 2 section 2.3). */
  windowTitle: 'Data Analytics',
  /** window.open's target name: opening again reuses the same window. */
  windowName: 'portal-data-analytics',
  /** "Popup data sent 1 s after opening" (spec part 2 section 9). */
  dataDelayMs: 1000,
  /** The tool page, beside the reports remote's remoteEntry.js. */
  toolPage: 'data-analytics.html',
  /** Rows a session carries at most (the pivot is computed in the pop-up). */
  maxRows: 5000,
  /** A session (its key pair and licence key) lives this long, or until the pop-up is closed. */
  sessionMinutes: 60,
  /** A signed report-changed token is accepted this long after it was issued. */
  tokenSeconds: 120,
  /** Row and column fields a layout may hold. */
  maxRowFields: 3,
  maxColumnFields: 2,
} as const;

export const PIVOT_AGGREGATIONS = ['sum', 'count', 'average', 'min', 'max'] as const;
export type PivotAggregation = (typeof PIVOT_AGGREGATIONS)[number];

/** The pivot layout the user chooses in the pop-up (the message field reportConfig). */
export interface PivotConfig {
  /** Dimension keys grouped down the side, outermost first. */
  rows: string[];
  /** Dimension keys spread across the top. */
  columns: string[];
  /** The measured column; null counts rows. */
  measure: string | null;
  aggregation: PivotAggregation;
}

/** A report column the user may place in the pivot (the message field configurableFields). */
export interface ConfigurableField {
  key: string;
  /** English title (the pop-up translates it). */
  title: string;
  kind: ReportColumnKind;
  /** dimension: groups rows or columns; measure: a number that aggregates. */
  role: 'dimension' | 'measure';
  /** money measures: the row key holding the currency (money is never summed across currencies). */
  currencyKey?: string;
}

/** Portal -> pop-up, once, 1 s after opening: the payload of spec part 2 section 4, and the figures' scope. */
export interface DataAnalyticsDataMessage {
  type: 'data';
  data: ReportRow[];
  licenseKey: string;
  reportConfig: PivotConfig;
  configurableFields: ConfigurableField[];
  themeColor: string;
  themeScheme: 'light' | 'dark';
  reportName: string;
  /** The portal's origin: the only origin the pop-up answers. */
  origin: string;
  /**
   * What the figures are for, as the portal's filter chips say it in the user's language ("Period: 01/07/2025 –
   * 31/07/2025", "Status: Settled"): the pop-up shows it under the report's name. Not in the spec's payload: an addition.
   */
  scope?: string[];
}

/** Pop-up -> portal: the layout changed; token signed by the backend for this session and this exact layout. */
export interface ReportChangedMessage {
  type: 'report-changed';
  reportConfig: PivotConfig;
  token: string;
}

/** Pop-up -> portal: the window is closing; the session ends. */
export interface ClosedMessage {
  type: 'closed';
}

/**
 * Pop-up -> portal: its listener is in place. The portal sends the data message 1 s after opening; a pop-up that
 * was still loading then missed it, and this asks for it again (a pop-up ready sooner gets it at 1 s as usual).
 */
export interface ReadyMessage {
  type: 'ready';
}

export type DataAnalyticsToolMessage = ReportChangedMessage | ClosedMessage | ReadyMessage;

/** What the backend answers when a session opens: the data message's server half and the session's public key. */
export interface DataAnalyticsSession {
  sessionId: string;
  /** The tool's key for asking the backend to sign its report-changed messages (this session only). */
  licenseKey: string;
  /** The session's secp256k1 public key (compressed, hex): the portal checks report-changed tokens with it. */
  publicKey: string;
  expiresAt: string;
  reportId: ReportId;
  reportName: string;
  data: ReportRow[];
  /** Rows of the report in all; data holds at most DATA_ANALYTICS.maxRows of them. */
  count: number;
  configurableFields: ConfigurableField[];
  /** The user's saved layout of this report, else a default. */
  reportConfig: PivotConfig;
}

/**
 * The licence key is `<session id>.<secret>`: the data message carries only the spec's fields, and the pop-up
 * names its session to the backend from the key it was given.
 */
export function sessionIdOfLicenseKey(licenseKey: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{20,}$/.exec(licenseKey);
  return match?.[1];
}

/** What a report-changed token says (signed as its JSON text). */
export interface DataAnalyticsTokenClaims {
  /** Session id. */
  sid: string;
  /** The report. */
  rid: ReportId;
  /** sha256 (hex) of canonicalPivotConfig(the layout). */
  cfg: string;
  /** Issued and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
}

/** The one text a layout is hashed as: keys in a fixed order, nothing else. */
export function canonicalPivotConfig(config: PivotConfig): string {
  return JSON.stringify({ rows: config.rows, columns: config.columns, measure: config.measure, aggregation: config.aggregation });
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The signed part of a token: base64url of the claims' JSON (its UTF-8 bytes are what the signature covers). */
export const signedPartOf = (claims: DataAnalyticsTokenClaims): string => toBase64Url(JSON.stringify(claims));

/** A token is `base64url(claims JSON).signature-hex` (64-byte compact secp256k1 signature). */
export const tokenOf = (claims: DataAnalyticsTokenClaims, signatureHex: string): string => `${signedPartOf(claims)}.${signatureHex}`;

/** The parts of a token, or undefined when it is not one (claims are ASCII: ids, hex, integers). */
export function tokenParts(token: unknown): { signed: string; claims: DataAnalyticsTokenClaims; signatureHex: string } | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([0-9a-f]{128})$/.exec(token);
  if (!match) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(match[1]!)) as DataAnalyticsTokenClaims;
    if (typeof claims.sid !== 'string' || typeof claims.cfg !== 'string' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return undefined;
    return { signed: match[1]!, claims, signatureHex: match[2]! };
  } catch {
    return undefined;
  }
}

/** A layout as the pop-up may send it: known keys only, within the limits; the reason it is not, else undefined. */
export function pivotConfigProblem(config: unknown, fields: readonly ConfigurableField[]): string | undefined {
  if (!config || typeof config !== 'object') return 'reportConfig must be an object';
  const c = config as Partial<PivotConfig>;
  const dimensions = new Set(fields.filter((f) => f.role === 'dimension').map((f) => f.key));
  const measures = new Set(fields.filter((f) => f.role === 'measure').map((f) => f.key));
  if (!Array.isArray(c.rows) || !Array.isArray(c.columns)) return 'rows and columns must be lists';
  if (c.rows.length > DATA_ANALYTICS.maxRowFields) return `rows holds at most ${DATA_ANALYTICS.maxRowFields} fields`;
  if (c.columns.length > DATA_ANALYTICS.maxColumnFields) return `columns holds at most ${DATA_ANALYTICS.maxColumnFields} fields`;
  const placed = [...c.rows, ...c.columns];
  const unknown = placed.find((k) => typeof k !== 'string' || !dimensions.has(k));
  if (unknown !== undefined) return `${String(unknown)} is not a field this report can group by`;
  if (new Set(placed).size !== placed.length) return 'a field is placed twice';
  if (c.measure !== null && (typeof c.measure !== 'string' || !measures.has(c.measure))) return `${String(c.measure)} is not a measure of this report`;
  if (!(PIVOT_AGGREGATIONS as readonly unknown[]).includes(c.aggregation)) return `aggregation must be one of ${PIVOT_AGGREGATIONS.join(', ')}`;
  return undefined;
}
