/**
 * @jest-environment node
 */
import { ValidationError } from 'yup';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { initialValuesOf, valueKeysOf } from './initial-values';
import { refusedFieldsOf } from './missing-fields';
import { submitValuesOf } from './submit-values';
import { daysSpanned } from './days-spanned';
import { validationSchemaOf } from './validation-schema';

/** The first error message per key, as the form shows them. */
function errorsOf(fields: FieldDefinition[], values: FieldFormValues): Record<string, string> {
  try {
    validationSchemaOf(fields).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

const range: FieldDefinition = {
  name: 'created',
  label: 'Created',
  type: 'dateRangePicker',
  startDateName: 'dateFrom',
  endDateName: 'dateTo',
  maxDaysSelected: 31,
  validations: [{ name: 'required', message: 'Pick a date range' }],
};

describe('initial values', () => {
  it('gives every field its key with its value or an empty value of its kind', () => {
    const fields: FieldDefinition[] = [
      { name: 'externalId', label: 'External id', type: 'input' },
      { name: 'status', label: 'Status', type: 'select', options: [{ id: 'Captured', name: 'Captured' }] },
      { name: 'methods', label: 'Methods', type: 'multiSelectAutoComplete' },
      { name: 'live', label: 'Live only', type: 'checkbox' },
      { name: 'types', label: 'Types', type: 'checkbox', options: [{ id: 'sale', name: 'Sale' }] },
      { name: 'mode', label: 'Mode', type: 'radiobutton', value: 'Live', options: [{ id: 'Live', name: 'Live' }] },
      { name: 'day', label: 'Day', type: 'date' },
      { name: 'search', label: 'Search', type: 'button' },
      { ...range, value: ['2024-03-01T12:00:00.000Z', '2024-03-05T12:00:00.000Z'] },
    ];
    expect(initialValuesOf(fields)).toEqual({
      externalId: '',
      status: null,
      methods: [],
      live: false,
      types: [],
      mode: 'Live',
      day: null,
      dateFrom: '2024-03-01T12:00:00.000Z',
      dateTo: '2024-03-05T12:00:00.000Z',
    });
  });

  it('lets restored values win over the fields own', () => {
    const fields: FieldDefinition[] = [
      { name: 'status', label: 'Status', type: 'select', value: 'Captured' },
      { name: 'q', label: 'Search', type: 'input', value: 'x' },
    ];
    expect(initialValuesOf(fields, { status: 'Declined', q: undefined })).toEqual({ status: 'Declined', q: 'x' });
  });

  it('names the keys a field writes, with default range keys', () => {
    expect(valueKeysOf(range)).toEqual(['dateFrom', 'dateTo']);
    expect(valueKeysOf({ name: 'period', label: 'Period', type: 'dateRangePicker' })).toEqual(['periodStart', 'periodEnd']);
    expect(valueKeysOf({ name: 'go', label: 'Go', type: 'button' })).toEqual([]);
  });
});

describe('validation schema', () => {
  it('requires a value of each kind', () => {
    const fields: FieldDefinition[] = [
      { name: 'reason', label: 'Reason', type: 'input', validations: [{ name: 'required', message: 'Reason is required' }] },
      { name: 'status', label: 'Status', type: 'select', validations: [{ name: 'required', message: 'Pick a status' }] },
      { name: 'methods', label: 'Methods', type: 'multiSelectAutoComplete', validations: [{ name: 'required', message: 'Pick a method' }] },
      { name: 'terms', label: 'Terms', type: 'checkbox', validations: [{ name: 'required', message: 'Accept the terms' }] },
    ];
    expect(errorsOf(fields, { reason: '  ', status: null, methods: [], terms: false })).toEqual({
      reason: 'Reason is required',
      status: 'Pick a status',
      methods: 'Pick a method',
      terms: 'Accept the terms',
    });
    expect(errorsOf(fields, { reason: 'x', status: 0, methods: ['card'], terms: true })).toEqual({});
  });

  it('checks e-mail, url, phone and number rules only on a filled value', () => {
    const fields: FieldDefinition[] = [
      { name: 'email', label: 'E-mail', type: 'input', validations: [{ name: 'email', message: 'Bad e-mail' }] },
      { name: 'site', label: 'Site', type: 'input', validations: [{ name: 'url', message: 'Bad url' }] },
      { name: 'phone', label: 'Phone', type: 'input', validations: [{ name: 'phone', message: 'Bad phone' }] },
      { name: 'amount', label: 'Amount', type: 'input', validations: [{ name: 'number', message: 'Bad number' }] },
    ];
    expect(errorsOf(fields, { email: '', site: '', phone: '', amount: '' })).toEqual({});
    expect(errorsOf(fields, { email: 'a@b', site: 'javascript:alert(1)', phone: 'call me', amount: '1,5' })).toEqual({
      email: 'Bad e-mail',
      site: 'Bad url',
      phone: 'Bad phone',
      amount: 'Bad number',
    });
    expect(errorsOf(fields, { email: 'a@b.co', site: 'https://x.io', phone: '+90 212 555', amount: '-1.5' })).toEqual({});
  });

  it('checks bounds, lengths and patterns with their values', () => {
    const fields: FieldDefinition[] = [
      {
        name: 'amount',
        label: 'Amount',
        type: 'input',
        validations: [
          { name: 'min', value: 1, message: 'At least 1' },
          { name: 'max', value: 1000, message: 'At most 1000' },
        ],
      },
      { name: 'code', label: 'Code', type: 'input', validations: [{ name: 'minLength', value: 3, message: 'Too short' }, { name: 'maxLength', value: 5, message: 'Too long' }] },
      { name: 'bin', label: 'BIN', type: 'input', validations: [{ name: 'pattern', value: '^\\d{6}$', message: 'Six digits' }] },
    ];
    expect(errorsOf(fields, { amount: '0.5', code: 'ab', bin: '12345' })).toEqual({ amount: 'At least 1', code: 'Too short', bin: 'Six digits' });
    expect(errorsOf(fields, { amount: '1000.01', code: 'abcdef', bin: '411111' })).toEqual({ amount: 'At most 1000', code: 'Too long' });
    expect(errorsOf(fields, { amount: '1000', code: 'abc', bin: '411111' })).toEqual({});
  });

  it('refuses a date range longer than maxDaysSelected, counting both ends', () => {
    expect(daysSpanned('2024-03-01T12:00:00.000Z', '2024-03-01T12:00:00.000Z')).toBe(1);
    expect(errorsOf([range], { dateFrom: '2024-03-01T12:00:00.000Z', dateTo: '2024-03-31T12:00:00.000Z' })).toEqual({});
    expect(errorsOf([range], { dateFrom: '2024-03-01T12:00:00.000Z', dateTo: '2024-04-01T12:00:00.000Z' })).toEqual({ dateTo: 'Pick at most {{n}} days' });
  });

  it('refuses a range that ends before it starts, and a missing end when required', () => {
    expect(errorsOf([range], { dateFrom: '2024-03-05T12:00:00.000Z', dateTo: '2024-03-01T12:00:00.000Z' })).toEqual({
      dateTo: 'The end date must not be before the start date',
    });
    expect(errorsOf([range], { dateFrom: '2024-03-05T12:00:00.000Z', dateTo: null })).toEqual({ dateTo: 'Pick a date range' });
    const optional = { ...range, validations: undefined, maxDaysSelected: undefined };
    expect(errorsOf([optional], { dateFrom: null, dateTo: null })).toEqual({});
    expect(errorsOf([optional], { dateFrom: '2020-01-01T12:00:00.000Z', dateTo: '2024-01-01T12:00:00.000Z' })).toEqual({});
  });
});

describe('submitted values', () => {
  it('sanitise each input by its input type and leave other values alone', () => {
    const fields: FieldDefinition[] = [
      { name: 'note', label: 'Note', type: 'input', inputType: 'textarea' },
      { name: 'email', label: 'E-mail', type: 'input', inputType: 'email' },
      { name: 'status', label: 'Status', type: 'select' },
    ];
    expect(submitValuesOf(fields, { note: ' <script>x</script>Tom & Jerry ', email: ' Ann@Example.com ', status: '<b>' })).toEqual({
      note: 'Tom &amp; Jerry',
      email: 'ann@example.com',
      status: '<b>',
    });
  });
});

describe('a custom rule that reads the other fields', () => {
  // A quantity with at most as many decimals as the chosen unit allows (the lookups' amount and currency).
  const fields: FieldDefinition[] = [
    { name: 'unit', label: 'Unit', type: 'select', options: [{ id: 'kg', name: 'kg' }, { id: 'pcs', name: 'pieces' }] },
    {
      name: 'quantity', label: 'Quantity', type: 'input',
      validations: [{
        name: 'custom', message: 'Enter a quantity',
        test: (text, values) => (values.unit === 'pcs' ? (/^\d+$/.test(text) || 'Pieces are whole') : /^\d+(\.\d{1,3})?$/.test(text)),
      }],
    },
  ];

  it.each([
    [{ unit: 'kg', quantity: '1.250' }, {}],
    [{ unit: 'pcs', quantity: '3' }, {}],
    [{ unit: 'pcs', quantity: '' }, {}],
    [{ unit: 'pcs', quantity: '1.5' }, { quantity: 'Pieces are whole' }],
    [{ unit: 'kg', quantity: '1.2505' }, { quantity: 'Enter a quantity' }],
  ])('%j gives %j', (values, errors) => {
    expect(errorsOf(fields, values)).toEqual(errors);
  });
});

describe('a custom rule on a field that holds a list', () => {
  // Copy-to addresses as tags: each entry is an address (the rule sees one entry, never "a@x.test,b").
  const fields: FieldDefinition[] = [{
    name: 'copyTo', label: 'Copy to', type: 'multiSelectAutoComplete',
    validations: [{ name: 'custom', message: 'Enter e-mail addresses', test: (text) => /^[^@\s,]+@[^@\s,]+$/.test(text) || `${text} is not an e-mail address` }],
  }];

  it.each([
    [{ copyTo: [] }, {}],
    [{ copyTo: ['ann@example.test', 'bo@example.test'] }, {}],
    [{ copyTo: ['ann@example.test', 'bo at example'] }, { copyTo: 'bo at example is not an e-mail address' }],
  ])('%j gives %j', (values, errors) => {
    expect(errorsOf(fields, values)).toEqual(errors);
  });
});

describe('a rule that holds only while the other values say so (when)', () => {
  // A reference: the list of the key picked must hold a value, the others may stay empty.
  const needs = (key: string) => [{ name: 'required' as const, message: 'Pick at least one', when: (values: Readonly<Record<string, unknown>>) => values.key === key }];
  const fields: FieldDefinition[] = [
    { name: 'key', label: 'Key', type: 'select', value: 'Customer' },
    { name: 'customers', label: 'Customers', type: 'multiSelectAutoComplete', validations: needs('Customer') },
    { name: 'files', label: 'Files', type: 'multiSelectAutoComplete', validations: needs('File') },
  ];

  it.each([
    [{ key: 'Customer', customers: [], files: [] }, { customers: 'Pick at least one' }],
    [{ key: 'Customer', customers: ['c-1'], files: [] }, {}],
    [{ key: 'File', customers: [], files: [] }, { files: 'Pick at least one' }],
    // A page-drawn upload box keeps records, not ids.
    [{ key: 'File', customers: [], files: [{ fileId: 'f-1', name: 'invoice.pdf' }] }, {}],
  ])('%j gives %j', (values, errors) => {
    expect(errorsOf(fields, values)).toEqual(errors);
  });
});

describe('the fields a refused submit names (refusedFieldsOf)', () => {
  const fields: FieldDefinition[] = [
    { name: 'subject', label: 'Subject', type: 'input' },
    { name: 'created', label: 'Created', type: 'dateRangePicker' },
    { name: 'category', label: 'Category', type: 'select' },
  ];
  const errors = { category: 'Required', createdEnd: 'The end date must not be before the start date' };

  it('names none before a submit, nor while the form is valid', () => {
    expect(refusedFieldsOf({ submitCount: 0, isValid: false, errors }, fields)).toEqual([]);
    expect(refusedFieldsOf({ submitCount: 1, isValid: true, errors: {} }, fields)).toEqual([]);
  });

  it("names each field with an error on any of its keys, in the form's order", () => {
    expect(refusedFieldsOf({ submitCount: 1, isValid: false, errors }, fields).map((field) => field.label)).toEqual(['Created', 'Category']);
  });
});
