import { PERSONAL_DASHBOARD_LIMITS } from '@portal/contracts';
import type { FieldDefinition } from '@portal/kit';
import { PD } from './texts';

/** The name of a personal category or widget, new or renamed: required, at most the server's 100 characters. */
export function personalNameField(label: string, t: (text: string) => string): FieldDefinition {
  return {
    name: 'name', label, type: 'input', maxLength: PERSONAL_DASHBOARD_LIMITS.nameMaxLength,
    validations: [
      { name: 'required', message: t(PD.nameRequired) },
      { name: 'maxLength', value: PERSONAL_DASHBOARD_LIMITS.nameMaxLength, message: t(PD.nameRequired) },
    ],
  };
}
