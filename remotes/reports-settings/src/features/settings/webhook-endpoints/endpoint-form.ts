import { WEBHOOK_EVENT_TYPES, type WebhookEndpointHeader, type WebhookEndpointRow } from '@portal/contracts';
import type { FieldFormValues, FieldOverrides } from '@portal/kit';
import { W } from './texts';

/** Custom headers as the form writes them: one `Name: value` a line. */
export const headersToLines = (headers: readonly WebhookEndpointHeader[]): string => headers.map((h) => `${h.name}: ${h.value}`).join('\n');

/** The lines back as headers; a line without a colon is kept as a name with an empty value (the server refuses it). */
export function linesToHeaders(text: string): WebhookEndpointHeader[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const colon = line.indexOf(':');
    return colon < 0 ? { name: line, value: '' } : { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
  });
}

/** The form's fields: the body schema's, with the catalogue's event types as a multi-select and the headers as lines. */
export function endpointFields(t: (text: string) => string, editing: boolean): FieldOverrides {
  return {
    url: { label: t(W.url), help: t(W.urlHelp), inputType: 'url' },
    description: { label: t(W.description), inputType: 'textarea' },
    eventTypes: { label: t(W.eventTypes), type: 'multiSelectAutoComplete', options: WEBHOOK_EVENT_TYPES.map((e) => ({ id: e, name: t(W[e]) })) },
    headers: { label: t(W.headers), help: t(W.headersHelp), type: 'input', inputType: 'textarea' },
    enabled: editing ? { label: t(W.enabled) } : false,
  };
}

/** What is sent from the form. */
export function endpointBody(values: FieldFormValues, editing: boolean) {
  const eventTypes = Array.isArray(values.eventTypes) ? values.eventTypes.map(String) : [];
  return {
    url: String(values.url ?? '').trim(),
    description: String(values.description ?? '').trim(),
    eventTypes,
    headers: linesToHeaders(String(values.headers ?? '')),
    ...(editing ? { enabled: values.enabled === true || values.enabled === 'true' } : {}),
  };
}

export const endpointValues = (row: WebhookEndpointRow) => ({ ...row, headers: headersToLines(row.headers) });
