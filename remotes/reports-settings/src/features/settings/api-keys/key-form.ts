import { API_KEY_KINDS, API_KEY_MODES, API_KEY_SCOPES, type ApiKeyBody } from '@portal/contracts';
import type { FieldFormValues, FieldOverrides } from '@portal/kit';
import { K } from './texts';

/** The create form's fields: the body schema's, with translated choices; scopes a multi-select (expiry is set by a roll). */
export function keyFields(t: (text: string) => string): FieldOverrides {
  return {
    name: { label: t(K.name) },
    kind: { label: t(K.kind), options: API_KEY_KINDS.map((k) => ({ id: k, name: t(K[k]) })) },
    mode: { label: t(K.mode), options: API_KEY_MODES.map((m) => ({ id: m, name: t(K[m]) })) },
    // A publishable key has none, a secret key needs one: the server judges it by the type and says so in the dialog.
    scopes: { label: t(K.scopes), help: t(K.scopesHelp), type: 'multiSelectAutoComplete', options: API_KEY_SCOPES.map((s) => ({ id: s, name: t(K[s]) })), validations: [] },
    expiresAt: false,
  };
}

/** What is sent: a publishable key never carries scopes. */
export function keyBody(values: FieldFormValues): ApiKeyBody {
  const kind = values.kind === 'publishable' ? 'publishable' : 'secret';
  const scopes = kind === 'secret' && Array.isArray(values.scopes) ? values.scopes.map(String) as ApiKeyBody['scopes'] : [];
  return { name: String(values.name ?? '').trim(), kind, mode: values.mode === 'Live' ? 'Live' : 'Test', scopes };
}
