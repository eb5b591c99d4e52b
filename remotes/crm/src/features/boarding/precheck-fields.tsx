import { LEGAL_FORMS } from '@portal/contracts';
import type { FieldDefinition, LookupOption } from '@portal/kit';
import { addressKey } from './precheck-values';
import { PeopleEditor } from './PeopleEditor';
import { BO } from './texts';

type Translate = (text: string, o?: Record<string, unknown>) => string;

const text = (name: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition =>
  ({ name, label, type: 'input', inputType: 'text', maxLength: 200, ...extra });

/**
 * The pre-check form's sections, each a field list of one kit form (ADR 0098); rules are the shared precheckProblems.
 * `currency`: what the volume and the ticket are stated in (the tenant's default, kept by the server: ADR 0156).
 */
export function precheckSections(t: Translate, countries: LookupOption[], disabled: boolean, currency?: string): Array<{ title: string; fields: FieldDefinition[] }> {
  const inCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  const off = (fields: FieldDefinition[]) => fields.map((f) => ({ ...f, disabled }));
  const address = (name: 'registeredAddress' | 'tradingAddress'): FieldDefinition[] => [
    text(addressKey(name, 'line1'), t(BO.line1Label), { autoComplete: 'street-address' }),
    text(addressKey(name, 'city'), t(BO.cityLabel), { maxLength: 100 }),
    text(addressKey(name, 'postalCode'), t(BO.postalCodeLabel), { maxLength: 20, autoComplete: 'postal-code' }),
    { name: addressKey(name, 'countryCode'), label: t(BO.addressCountryLabel), type: 'selectAutoComplete', options: countries },
  ];
  return [
    {
      title: t(BO.company), fields: off([
        text('legalEntityName', t(BO.legalEntityNameLabel), { autoComplete: 'organization' }),
        { name: 'legalForm', label: t(BO.legalFormLabel), type: 'select', options: LEGAL_FORMS.map((f) => ({ id: f, name: t(BO[f]) })) },
        text('registrationNumber', t(BO.registrationNumberLabel), { maxLength: 50 }),
        { name: 'countryCode', label: t(BO.countryLabel), type: 'selectAutoComplete', options: countries },
      ]),
    },
    { title: t(BO.registeredAddress), fields: off(address('registeredAddress')) },
    { title: t(BO.tradingAddress), fields: off(address('tradingAddress')) },
    {
      title: t(BO.people), fields: off([
        { name: 'directors', label: t(BO.directorsLabel), type: 'input', value: [], render: (props) => <PeopleEditor {...props} kind="directors" /> },
        { name: 'owners', label: t(BO.ownersLabel), type: 'input', value: [], render: (props) => <PeopleEditor {...props} kind="owners" /> },
      ]),
    },
    {
      title: t(BO.business), fields: off([
        text('expectedMonthlyVolume', inCurrency(t(BO.volumeLabel)), { inputType: 'decimal', maxLength: 13 }),
        text('averageTicket', inCurrency(t(BO.ticketLabel)), { inputType: 'decimal', maxLength: 13 }),
        text('website', t(BO.websiteLabel), { inputType: 'url', placeholder: 'https://' }),
        text('industry', t(BO.industryLabel), { maxLength: 100 }),
      ]),
    },
  ];
}
