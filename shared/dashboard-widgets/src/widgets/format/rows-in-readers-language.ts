import { paymentMethodNameIn, type WidgetData } from '@portal/contracts';

/**
 * A data source's rows as the reader reads them: a row that names a payment method (`paymentMethod` with the
 * server's stored `paymentMethodName`) reads a seeded method's name in the reader's language, as every method picker
 * and the transactions' columns do; a name platform staff set stays theirs. The same answer object when nothing
 * changes, so a memo of it holds.
 */
export function rowsInReadersLanguage(data: WidgetData, language: string): WidgetData {
  let changed = false;
  const rows = data.data.map((row) => {
    const { paymentMethod: id, paymentMethodName: name } = row;
    if (typeof id !== 'string' || typeof name !== 'string') return row;
    const read = paymentMethodNameIn(id, name, language);
    if (read === name) return row;
    changed = true;
    return { ...row, paymentMethodName: read };
  });
  return changed ? { ...data, data: rows } : data;
}
