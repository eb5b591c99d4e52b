import { validationSchemaOf, type FieldDefinition } from '../fields';
import { bodyFromValues, fieldsFromSchema, formValuesFromRow, overridesFromFields } from './schema-fields';

const BODY = {
  type: 'object',
  required: ['code', 'decimalPlaces', 'isActive'],
  properties: {
    code: { type: 'string', minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' },
    decimalPlaces: { type: 'integer', minimum: 0, maximum: 4 },
    rate: { type: ['number', 'null'] },
    kind: { type: 'string', enum: ['fiat', 'crypto'] },
    isActive: { type: 'boolean' },
    createdAt: { type: 'string', readOnly: true },
  },
} as const;

describe('fieldsFromSchema', () => {
  it('turns the body schema into fields with its rules as validations', () => {
    const fields = fieldsFromSchema(BODY, { kind: { label: 'Kind of currency' } });
    expect(fields.map((f) => [f.name, f.type, f.inputType])).toEqual([
      ['code', 'input', 'text'], ['decimalPlaces', 'input', 'digits'], ['rate', 'input', 'decimal'], ['kind', 'select', undefined], ['isActive', 'checkbox', undefined],
    ]);
    expect(fields[0]!.validations!.map((v) => [v.name, v.value, v.message])).toEqual([
      ['required', undefined, 'Code is required'],
      ['minLength', 3, 'Code must be at least 3 characters'],
      ['maxLength', 3, 'Code must be at most 3 characters'],
      ['pattern', '^[A-Z]{3}$', 'Code is not in the expected format'],
    ]);
    expect(fields[1]!.validations!.map((v) => v.name)).toEqual(['required', 'min', 'max']);
    expect(fields[3]).toMatchObject({ label: 'Kind of currency', options: [{ id: 'fiat', name: 'fiat' }, { id: 'crypto', name: 'crypto' }] });
    // A checkbox's false is an answer: never "required".
    expect(fields[4]!.validations).toEqual([]);
  });

  it('validates with the engine: the schema rules hold before anything is sent', async () => {
    const schema = validationSchemaOf(fieldsFromSchema(BODY));
    await expect(schema.validate({ code: 'eur', decimalPlaces: '2' })).rejects.toThrow('Code is not in the expected format');
    await expect(schema.validate({ code: 'EUR', decimalPlaces: '9' })).rejects.toThrow('Decimal places must be at most 4');
    await expect(schema.validate({ code: 'EUR', decimalPlaces: '2' })).resolves.toBeTruthy();
  });

  it('leaves a property out when the page says false', () => {
    expect(fieldsFromSchema(BODY, { rate: false, kind: false }).map((f) => f.name)).toEqual(['code', 'decimalPlaces', 'isActive']);
  });
});

describe('bodyFromValues and formValuesFromRow', () => {
  it('sends the schema types: numbers from the inputs text, null for an emptied nullable field', () => {
    expect(bodyFromValues(BODY, { code: ' EUR ', decimalPlaces: '2', rate: '', kind: 'fiat', isActive: false }))
      .toEqual({ code: 'EUR', decimalPlaces: 2, rate: null, kind: 'fiat', isActive: false });
  });

  it('starts an edit with the row values of the form fields only', () => {
    const fields = fieldsFromSchema(BODY);
    expect(formValuesFromRow(fields, { id: 'c1', code: 'EUR', decimalPlaces: 2, isActive: true, createdAt: 'x' }))
      .toEqual({ code: 'EUR', decimalPlaces: '2', isActive: true });
  });
});

describe('overridesFromFields', () => {
  it('makes a page\'s own form of the schema\'s fields: its fields as they are, the other properties left out', () => {
    const code: FieldDefinition = { name: 'code', label: 'Code', type: 'input', inputType: 'text', disabled: true, validations: [{ name: 'required', message: 'Enter a value' }] };
    const fields = fieldsFromSchema(BODY, overridesFromFields(BODY, [{ name: 'isActive', label: 'Active', type: 'checkbox' }, code]));
    expect(fields.map((f) => f.name)).toEqual(['code', 'isActive']);
    expect(fields[0]).toMatchObject({ label: 'Code', disabled: true, validations: [{ name: 'required', message: 'Enter a value' }] });
  });
});
