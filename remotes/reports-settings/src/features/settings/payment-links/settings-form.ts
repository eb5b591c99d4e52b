import { colourProblem, httpsUrlProblem, websiteOriginProblem, type HostedPaymentSettings } from '@portal/contracts';
import type { FieldDefinition, FieldFormValues } from '@portal/kit';
import { K } from './texts';

/** The settings form's fields (the logo has its own upload box beside them). */
export function settingsFields(t: (text: string) => string): FieldDefinition[] {
  return [
    { name: 'allowedWebsites', label: t(K.allowedWebsites), help: t(K.allowedWebsitesHelp), type: 'input', inputType: 'textarea', rows: { min: 3 } },
    { name: 'brandColour', label: t(K.brandColour), help: t(K.colourHelp), type: 'input', inputType: 'text', maxLength: 7, validations: [{ name: 'required', message: t(K.colourInvalid) }] },
    { name: 'accentColour', label: t(K.accentColour), help: t(K.colourHelp), type: 'input', inputType: 'text', maxLength: 7, validations: [{ name: 'required', message: t(K.colourInvalid) }] },
    { name: 'successUrl', label: t(K.successUrl), help: t(K.successUrlHelp), type: 'input', inputType: 'url' },
    { name: 'cancelUrl', label: t(K.cancelUrl), help: t(K.cancelUrlHelp), type: 'input', inputType: 'url' },
    { name: 'save', label: t(K.save), type: 'button', inputType: 'submit' },
  ];
}

const lines = (v: unknown): string[] => String(v ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/** The same rules as the server's, each message on its field. */
export function settingsErrors(values: FieldFormValues, t: (text: string) => string, colourText: (value: string) => string | null): Record<string, string | undefined> {
  const site = lines(values.allowedWebsites).map(websiteOriginProblem).find(Boolean);
  const url = (v: unknown) => (String(v ?? '').trim() ? httpsUrlProblem(String(v).trim()) : null);
  const success = url(values.successUrl);
  const cancel = url(values.cancelUrl);
  return {
    allowedWebsites: site ? t(site) : undefined,
    brandColour: colourProblem(String(values.brandColour ?? '')) ? colourText(String(values.brandColour ?? '')) ?? undefined : undefined,
    accentColour: colourProblem(String(values.accentColour ?? '')) ? colourText(String(values.accentColour ?? '')) ?? undefined : undefined,
    successUrl: success ? t(success) : undefined,
    cancelUrl: cancel ? t(cancel) : undefined,
  };
}

export const settingsValues = (s: HostedPaymentSettings): FieldFormValues => ({
  allowedWebsites: s.allowedWebsites.join('\n'), brandColour: s.brandColour, accentColour: s.accentColour, successUrl: s.successUrl ?? '', cancelUrl: s.cancelUrl ?? '',
});

export function settingsBody(values: FieldFormValues, logoFileId: string | null): HostedPaymentSettings {
  const text = (v: unknown) => String(v ?? '').trim();
  return {
    allowedWebsites: [...new Set(lines(values.allowedWebsites).map((w) => w.replace(/\/$/, '')))], logoFileId,
    brandColour: text(values.brandColour).toUpperCase(), accentColour: text(values.accentColour).toUpperCase(),
    successUrl: text(values.successUrl) || null, cancelUrl: text(values.cancelUrl) || null,
  };
}
