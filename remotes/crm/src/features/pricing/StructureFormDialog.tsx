import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { CRM_PRICING_MESSAGES, feeValueProblem, PRICE_BOOK_ENDPOINTS as E, type FieldDefinition } from '@portal/contracts';
import { decimalPlacesOf, FieldFormDialog, useFieldForm, useLookup, type FieldFormValues } from '@portal/kit';
import { portalDay } from '../records/portal-day';
import { feeTypeLabel } from './fee-format';
import type { FeeType, PriceBookEntry, PricingStructure } from './pricing-types';
import { refusalOf } from './refusal';
import { PR, useCrmPricingTranslation } from './texts';

/** The day a date field holds (the picker keeps noon UTC of it; an edited structure starts as YYYY-MM-DD). */
const dayOf = (value: unknown): string => String(value ?? '').slice(0, 10);

export interface StructureFormDialogProps {
  bookId: string;
  tenantId: string;
  entry: PriceBookEntry;
  feeTypes: readonly FeeType[];
  /** The structure edited; a new one without. */
  structure?: PricingStructure;
  onDone(saved: PriceBookEntry | null): void;
}

/**
 * A pricing structure's validity dates and a value per fee type (empty: not charged). The form checks what the
 * server checks (a percentage 0-100 with 2 decimals, an amount in the currency's decimals); the server adds overlaps.
 */
export function StructureFormDialog({ bookId, tenantId, entry, feeTypes, structure, onDone }: StructureFormDialogProps) {
  const { t } = useCrmPricingTranslation();
  const currencies = useLookup('currencies');
  const [refusal, setRefusal] = useState<string | null>(null);
  const places = decimalPlacesOf(entry.currencyCode, currencies.byId.get(entry.currencyCode)?.decimalPlaces);
  const currency = useMemo(() => ({ code: entry.currencyCode, decimalPlaces: places }), [entry.currencyCode, places]);
  const fields = useMemo<FieldDefinition[]>(() => [
    // Calendar days picked (DD/MM/YYYY, the kit's day picker); the API takes them as YYYY-MM-DD.
    { name: 'validFrom', label: t(PR.validFrom), type: 'date', help: t(PR.validFromHelp), validations: [{ name: 'required', message: t(PR.validFromRequired) }] },
    {
      name: 'validTo', label: t(PR.validTo), type: 'date', help: t(PR.validToHelp),
      validations: [{ name: 'custom', message: t(PR.validityOrder), test: (text, values) => !values.validFrom || dayOf(text) >= dayOf(values.validFrom) }],
    },
    ...feeTypes.map((f): FieldDefinition => {
      const name = feeTypeLabel(t, f);
      return {
        name: `fee:${f.feeTypeId}`, label: name, type: 'input', inputType: 'decimal', autoComplete: 'off',
        help: f.feeSymbol === '%' ? t(PR.feeHelpPercent) : t(PR.feeHelpAmount, { currency: currency.code, places: currency.decimalPlaces }),
        validations: [{
          name: 'custom', message: t(PR.feeNumber), test: (text) => {
            const value = Number(text.replace(',', '.'));
            if (!Number.isFinite(value)) return false;
            const problem = feeValueProblem(f.feeSymbol, value, currency);
            return problem ? t(CRM_PRICING_MESSAGES[problem.message], { name, ...problem.values }) : true;
          },
        }],
      };
    }),
  ], [t, feeTypes, currency]);
  const values = useMemo<FieldFormValues>(() => {
    if (!structure) return {};
    return {
      validFrom: structure.validFrom, validTo: structure.validTo ?? null,
      ...Object.fromEntries(structure.items.map((i) => [`fee:${i.feeTypeId}`, String(i.value)])),
    };
  }, [structure]);

  const form = useFieldForm({
    fields, values, sanitize: false,
    onSubmit: async (submitted) => {
      setRefusal(null);
      const text = (key: string) => String(submitted[key] ?? '').trim();
      const feeValues = feeTypes.filter((f) => text(`fee:${f.feeTypeId}`) !== '')
        .map((f) => ({ feeTypeId: f.feeTypeId, value: Number(text(`fee:${f.feeTypeId}`).replace(',', '.')) }));
      if (feeValues.length === 0) {
        setRefusal(t(PR.noValues));
        return;
      }
      const body = { validFrom: dayOf(submitted.validFrom), validTo: dayOf(submitted.validTo) || null, values: feeValues };
      const query = { tenantId };
      try {
        const saved = structure
          ? await callApi(E.updateStructure, { params: { id: bookId, entryId: entry.id, structureId: structure.id }, query, body, silent: true })
          : await callApi(E.createStructure, { params: { id: bookId, entryId: entry.id }, query, body, silent: true });
        onDone(saved);
      } catch (error) {
        setRefusal(t(refusalOf(error)));
      }
    },
  });

  return (
    <FieldFormDialog
      open keepSubmitEnabled
      title={structure ? t(PR.editStructure, { from: portalDay(structure.validFrom) }) : t(PR.newStructure)}
      form={form} fields={fields} okText={t(PR.save)} onCancel={() => onDone(null)} idPrefix={`pricing-structure-${structure ? 'edit' : 'new'}`}
      intro={refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : undefined}
    />
  );
}
