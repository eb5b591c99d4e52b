import {
  CHANNEL_SETTINGS, CONFIRMATION_ACTIONS, CONFIRMATION_LEVELS, ERROR_MAPPINGS, MID_SETTINGS, WEBSITE_SETTINGS, WHITELIST_KINDS, WHITELIST_SETTINGS,
  type FieldDefinition, type FieldFormValues,
} from '@portal/contracts';
import type { SettingsResource } from './api/payment-settings-api';
import { S } from './i18n/texts';
import type { SettingsPageDefinition } from './SettingsTablePage';

/**
 * The six merchant payment settings pages as declarations (ADR 0067): columns, the form (its validations are the
 * body schema's, which the server checks again) and the body a form's values make.
 */

type T = (text: string) => string;
const text = (name: string, label: string, t: T, o: { required?: boolean; max?: number; pattern?: string; type?: 'text' | 'url' | 'password' | 'textarea' } = {}): FieldDefinition => ({
  name, label: t(label), type: 'input', inputType: o.type ?? 'text',
  validations: [
    ...(o.required ? [{ name: 'required' as const, message: 'Required' }] : []),
    ...(o.max ? [{ name: 'maxLength' as const, value: o.max, message: 'Too long' }] : []),
    ...(o.pattern ? [{ name: 'pattern' as const, value: o.pattern, message: 'Invalid format' }] : []),
  ],
});
const whole = (name: string, label: string, t: T, min = 0, max = 1_000_000_000_000): FieldDefinition => ({
  name, label: t(label), type: 'input', inputType: 'digits',
  validations: [{ name: 'required', message: 'Required' }, { name: 'min', value: min, message: 'Too small' }, { name: 'max', value: max, message: 'Too large' }],
});
const yesNo = (name: string, label: string, t: T): FieldDefinition => ({ name, label: t(label), type: 'checkbox', value: true });
const pick = (name: string, label: string, t: T, values: readonly string[], translate = false): FieldDefinition => ({
  name, label: t(label), type: 'select', options: values.map((v) => ({ id: v, name: translate ? t(v) : v })), validations: [{ name: 'required', message: 'Required' }],
});
const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const flagOf = (v: unknown) => v === true;

export const WEBSITES_PAGE: SettingsPageDefinition = {
  resource: WEBSITE_SETTINGS as unknown as SettingsResource,
  columns: [
    { key: 'name', title: S.name, value: (r) => r.name, alwaysShown: true },
    { key: 'url', title: S.url, value: (r) => r.url },
    { key: 'publicKey', title: S.publicKey, value: (r) => r.publicKey },
    { key: 'hasSecretKey', title: S.secretKey, value: (r) => r.hasSecretKey, render: (r) => (r.hasSecretKey ? '••••••' : '—') },
    { key: 'callbackUrl', title: S.callbackUrl, value: (r) => r.callbackUrl },
    { key: 'allowedIps', title: S.allowedIps, value: (r) => (r.allowedIps as string[]).join(', ') },
  ],
  fields: (editing, t) => [
    text('name', S.name, t, { required: true, max: 100 }),
    text('url', S.url, t, { required: true, max: 500, type: 'url', pattern: '^https?://[^\\s]+$' }),
    yesNo('isActive', S.active, t),
    text('publicKey', S.publicKey, t, { max: 200 }),
    { ...text('secretKey', S.secretKey, t, { max: 200, type: 'password', required: !editing }), placeholder: editing?.hasSecretKey ? t(S.secretKeyHint) : undefined },
    text('callbackUrl', S.callbackUrl, t, { max: 500, type: 'url', pattern: '^(https?://[^\\s]+)?$' }),
    text('returnUrl', S.returnUrl, t, { max: 500, type: 'url', pattern: '^(https?://[^\\s]+)?$' }),
    { ...text('allowedIps', S.allowedIps, t, { type: 'textarea', max: 2000 }), placeholder: t(S.allowedIpsHint) },
  ],
  valuesOf: (r) => ({ name: r.name as string, url: r.url as string, isActive: r.isActive as boolean, publicKey: r.publicKey as string, secretKey: '', callbackUrl: r.callbackUrl as string, returnUrl: r.returnUrl as string, allowedIps: (r.allowedIps as string[]).join('\n') }),
  bodyOf: (v: FieldFormValues) => ({
    name: str(v.name), url: str(v.url), isActive: flagOf(v.isActive), publicKey: str(v.publicKey), callbackUrl: str(v.callbackUrl), returnUrl: str(v.returnUrl),
    allowedIps: [...new Set(str(v.allowedIps).split(/[\s,]+/).filter(Boolean))], ...(str(v.secretKey) ? { secretKey: str(v.secretKey) } : {}),
  }),
  nameOf: (r) => r.name as string,
};

export const CHANNELS_PAGE: SettingsPageDefinition = {
  resource: CHANNEL_SETTINGS as unknown as SettingsResource,
  columns: [
    { key: 'name', title: S.name, value: (r) => r.name, alwaysShown: true },
    { key: 'serviceProviderId', title: S.provider, value: (r) => r.serviceProviderId },
    { key: 'paymentMethodId', title: S.method, value: (r) => r.paymentMethodId },
    { key: 'currency', title: S.currency, value: (r) => r.currency },
    { key: 'isEnabled', title: S.enabled, value: (r) => r.isEnabled, render: (r) => (r.isEnabled ? '✓' : '—') },
    { key: 'maxAmount', title: S.maxAmount, kind: 'money', value: (r) => r.maxAmount, currency: (r) => r.currency as string },
    { key: 'priority', title: S.priority, value: (r) => r.priority },
    { key: 'feePercent', title: S.feePercent, value: (r) => r.feePercent },
  ],
  fields: (_e, t) => [
    text('name', S.name, t, { required: true, max: 100 }),
    text('serviceProviderId', S.provider, t, { required: true, max: 64 }),
    text('paymentMethodId', S.method, t, { required: true, max: 64 }),
    text('currency', S.currency, t, { required: true, pattern: '^[A-Z]{3}$' }),
    yesNo('isActive', S.active, t),
    yesNo('isEnabled', S.enabled, t),
    whole('minAmount', S.minAmount, t),
    whole('maxAmount', S.maxAmount, t),
    whole('priority', S.priority, t, 1, 100),
    { name: 'feePercent', label: t(S.feePercent), type: 'input', inputType: 'decimal', help: t(S.feeHelp), validations: [{ name: 'required', message: 'Required' }, { name: 'max', value: 100, message: 'Too large' }] },
    whole('feeFixed', S.feeFixed, t),
  ],
  valuesOf: (r) => ({ ...(r as FieldFormValues), feePercent: String(r.feePercent) }),
  bodyOf: (v) => ({
    name: str(v.name), serviceProviderId: str(v.serviceProviderId), paymentMethodId: str(v.paymentMethodId), currency: str(v.currency),
    isActive: flagOf(v.isActive), isEnabled: flagOf(v.isEnabled), minAmount: num(v.minAmount), maxAmount: num(v.maxAmount), priority: num(v.priority),
    feePercent: num(v.feePercent), feeFixed: num(v.feeFixed),
  }),
  nameOf: (r) => r.name as string,
};

export const MIDS_PAGE: SettingsPageDefinition = {
  resource: MID_SETTINGS as unknown as SettingsResource,
  columns: [
    { key: 'channelName', title: S.channel, value: (r) => r.channelName, alwaysShown: true },
    { key: 'mid', title: S.mid, value: (r) => r.mid },
    { key: 'descriptor', title: S.descriptor, value: (r) => r.descriptor },
    { key: 'hasApiSecret', title: S.apiSecret, value: (r) => r.hasApiSecret, render: (r) => (r.hasApiSecret ? '••••••' : '—') },
    { key: 'isActive', title: S.active, value: (r) => r.isActive, render: (r) => (r.isActive ? '✓' : '—') },
  ],
  optionsFrom: CHANNEL_SETTINGS as unknown as SettingsResource,
  fields: (editing, t, channels) => [
    { name: 'channelId', label: t(S.channel), type: 'select', options: channels, validations: [{ name: 'required', message: 'Required' }] },
    text('mid', S.mid, t, { required: true, max: 64, pattern: '^[A-Za-z0-9-_]+$' }),
    text('descriptor', S.descriptor, t, { max: 25 }),
    { ...text('apiSecret', S.apiSecret, t, { max: 200, type: 'password' }), placeholder: editing?.hasApiSecret ? t(S.secretKeyHint) : undefined },
    yesNo('isActive', S.active, t),
  ],
  valuesOf: (r) => ({ channelId: r.channelId as string, mid: r.mid as string, descriptor: r.descriptor as string, apiSecret: '', isActive: r.isActive as boolean }),
  bodyOf: (v) => ({ channelId: str(v.channelId), mid: str(v.mid), descriptor: str(v.descriptor), isActive: flagOf(v.isActive), ...(str(v.apiSecret) ? { apiSecret: str(v.apiSecret) } : {}) }),
  nameOf: (r) => `${r.channelName as string} ${r.mid as string}`,
};

export const WHITELIST_PAGE: SettingsPageDefinition = {
  resource: WHITELIST_SETTINGS as unknown as SettingsResource,
  columns: [
    { key: 'kind', title: S.kind, value: (r) => r.kind },
    { key: 'value', title: S.value, value: (r) => r.value, alwaysShown: true },
    { key: 'note', title: S.note, value: (r) => r.note },
    { key: 'isActive', title: S.active, value: (r) => r.isActive, render: (r) => (r.isActive ? '✓' : '—') },
  ],
  fields: (_e, t) => [
    pick('kind', S.kind, t, WHITELIST_KINDS),
    text('value', S.value, t, { required: true, max: 253 }),
    text('note', S.note, t, { max: 200 }),
    yesNo('isActive', S.active, t),
  ],
  valuesOf: (r) => r as FieldFormValues,
  bodyOf: (v) => ({ kind: str(v.kind), value: str(v.value), note: str(v.note), isActive: flagOf(v.isActive) }),
  nameOf: (r) => r.value as string,
};

export const CONFIRMATION_LEVELS_PAGE: SettingsPageDefinition = {
  resource: CONFIRMATION_LEVELS as unknown as SettingsResource,
  columns: [
    { key: 'action', title: S.action, value: (r) => r.action, alwaysShown: true },
    { key: 'currency', title: S.currency, value: (r) => r.currency ?? S.everyCurrency },
    { key: 'thresholdMajor', title: S.thresholdMajor, value: (r) => r.thresholdMajor },
    { key: 'isActive', title: S.active, value: (r) => r.isActive, render: (r) => (r.isActive ? '✓' : '—') },
  ],
  fields: (_e, t) => [
    pick('action', S.action, t, CONFIRMATION_ACTIONS, true),
    { ...text('currency', S.currency, t, { pattern: '^([A-Z]{3})?$' }), placeholder: t(S.currencyHint) },
    whole('thresholdMajor', S.thresholdMajor, t, 0, 1_000_000_000),
    yesNo('isActive', S.active, t),
  ],
  valuesOf: (r) => ({ action: r.action as string, currency: (r.currency as string | null) ?? '', thresholdMajor: r.thresholdMajor as number, isActive: r.isActive as boolean }),
  bodyOf: (v) => ({ action: str(v.action), currency: str(v.currency) || null, thresholdMajor: num(v.thresholdMajor), isActive: flagOf(v.isActive) }),
  nameOf: (r) => `${r.action as string} ${(r.currency as string | null) ?? ''}`.trim(),
};

export const ERROR_MAPPINGS_PAGE: SettingsPageDefinition = {
  resource: ERROR_MAPPINGS as unknown as SettingsResource,
  columns: [
    { key: 'serviceProviderId', title: S.provider, value: (r) => r.serviceProviderId },
    { key: 'providerCode', title: S.providerCode, value: (r) => r.providerCode, alwaysShown: true },
    { key: 'declineReason', title: S.declineReason, value: (r) => r.declineReason },
    { key: 'payerMessage', title: S.payerMessage, value: (r) => r.payerMessage },
    { key: 'isActive', title: S.active, value: (r) => r.isActive, render: (r) => (r.isActive ? '✓' : '—') },
  ],
  fields: (_e, t) => [
    text('serviceProviderId', S.provider, t, { required: true, max: 64 }),
    text('providerCode', S.providerCode, t, { required: true, max: 64 }),
    text('declineReason', S.declineReason, t, { required: true, max: 100 }),
    text('payerMessage', S.payerMessage, t, { required: true, max: 200, type: 'textarea' }),
    yesNo('isActive', S.active, t),
  ],
  valuesOf: (r) => r as FieldFormValues,
  bodyOf: (v) => ({ serviceProviderId: str(v.serviceProviderId), providerCode: str(v.providerCode), declineReason: str(v.declineReason), payerMessage: str(v.payerMessage), isActive: flagOf(v.isActive) }),
  nameOf: (r) => `${r.serviceProviderId as string} ${r.providerCode as string}`,
};

