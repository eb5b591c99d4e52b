/**
 * @jest-environment node
 */
import { amountRange, dayRange, defaultFieldsOf, flag, idsOf, oneOf, text } from './filters';
import { defineResource, resourceQuerySchema, type ResourceQueryOf } from './define-resource';
import { fakeResourcePage, rowMatchesFilter } from './fake-list';

const rowSchema = {
  type: 'object', required: ['id', 'code', 'name', 'status', 'merchantId', 'createdAt', 'amount', 'isActive'],
  properties: {
    id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' }, status: { type: 'string' }, merchantId: { type: 'string' },
    createdAt: { type: 'string' }, amount: { type: 'integer' }, isActive: { type: 'boolean' },
  },
} as const;

const PAYMENTS = defineResource({
  key: 'payments', path: 'test/payments', title: 'Payments', tag: 'Test', row: rowSchema, operations: ['list', 'remove'],
  filters: {
    search: text('Search', { field: 'code', alsoIn: ['name'] }),
    status: oneOf('Status', ['Open', 'Closed'], { multiple: true }),
    merchants: idsOf('merchants', 'Merchants', { field: 'merchantId' }),
    created: dayRange('Created', { field: 'createdAt', maxDays: 31 }),
    amount: amountRange('Amount'),
    isActive: flag('Active'),
  },
  sorts: ['code', 'createdAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: true, scope: 'merchant',
});

const rows = [
  { id: '1', code: 'EUR-1', name: 'Euro shop', status: 'Open', merchantId: 'm1', createdAt: '2026-03-01T10:00:00.000Z', amount: 1500, isActive: true },
  { id: '2', code: 'USD-2', name: 'Dollar shop', status: 'Closed', merchantId: 'm2', createdAt: '2026-03-02T10:00:00.000Z', amount: 300, isActive: false },
  { id: '3', code: 'TRY-3', name: 'Lira euro outlet', status: 'Open', merchantId: 'm1', createdAt: '2026-03-03T10:00:00.000Z', amount: 99999, isActive: true },
];

describe('a resource declared once', () => {
  it('types its list query from the descriptors', () => {
    const query: ResourceQueryOf<typeof PAYMENTS> = {
      search: 'x', status: ['Open'], merchants: ['m1'], from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z',
      amountFrom: 1, amountTo: 2, isActive: true, sortField: 'code', pageIndex: 0, pageSize: 20,
    };
    // @ts-expect-error a status the descriptor does not list
    const wrong: ResourceQueryOf<typeof PAYMENTS> = { status: ['Pending'], pageIndex: 0, pageSize: 20 };
    expect([query, wrong]).toHaveLength(2);
  });

  it.each([
    ['search', { type: 'string', maxLength: 200 }],
    ['status', { type: 'array', items: { type: 'string', enum: ['Open', 'Closed'] } }],
    ['merchants', { type: 'array', items: { type: 'string', maxLength: 64 } }],
    ['from', { type: 'string', format: 'date-time' }],
    ['to', { type: 'string', format: 'date-time' }],
    ['amountFrom', { type: 'integer' }],
    ['amountTo', { type: 'integer' }],
    ['isActive', { type: 'boolean' }],
    ['sortField', { type: 'string', enum: ['code', 'createdAt'] }],
  ])('generates the query schema of %s', (name, expected) => {
    const schema = resourceQuerySchema(PAYMENTS) as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(schema.properties[name]).toMatchObject(expected);
    expect(schema.additionalProperties).toBe(false);
  });

  it('builds only the declared endpoints, Mode-scoped when the resource is', () => {
    expect(Object.keys(PAYMENTS.endpoints).sort()).toEqual(['list', 'remove']);
    expect(PAYMENTS.endpoints.remove).toMatchObject({ method: 'DELETE', path: 'test/payments/:id', modeScoped: true });
    expect(PAYMENTS.filterParameters).toEqual(['search', 'status', 'merchants', 'from', 'to', 'amountFrom', 'amountTo', 'isActive']);
  });

  it('draws a default filter field per descriptor (two for an amount range)', () => {
    expect(defaultFieldsOf('created', PAYMENTS.filters.created)).toEqual([expect.objectContaining({ type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', maxDaysSelected: 31 })]);
    expect(defaultFieldsOf('amount', PAYMENTS.filters.amount).map((f) => f.name)).toEqual(['amountFrom', 'amountTo']);
    expect(defaultFieldsOf('status', PAYMENTS.filters.status)[0]).toMatchObject({ type: 'multiSelectAutoComplete' });
  });
});

describe('the fake list filters as the backend does', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['text in any of its fields, case-insensitive', { search: 'EURO' }, ['1', '3']],
    ['an exact list of values', { status: ['Closed'] }, ['2']],
    ['ids of a lookup, comma-joined', { merchants: 'm2,m1' }, ['1', '2', '3']],
    ['a day range, end exclusive', { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T10:00:00.000Z' }, ['2']],
    ['an amount range, both ends inclusive', { amountFrom: 300, amountTo: 1500 }, ['1', '2']],
    ['a flag', { isActive: 'false' }, ['2']],
    ['no filter', {}, ['1', '2', '3']],
  ])('%s', (_, query, ids) => {
    const page = fakeResourcePage(PAYMENTS, rows, { ...query, sortField: 'code', sortDirection: 'asc', pageIndex: 0, pageSize: 20 });
    expect(page.data.map((r) => r.id).sort()).toEqual(ids);
    expect(page.count).toBe(ids.length);
  });

  it('sorts by the declared sort and pages', () => {
    const page = fakeResourcePage(PAYMENTS, rows, { pageIndex: 1, pageSize: 2 });
    expect(page.data.map((r) => r.id)).toEqual(['1']);
    expect(page.count).toBe(3);
  });

  it('ignores an empty text', () => {
    expect(rowMatchesFilter('search', PAYMENTS.filters.search, rows[0]!, { search: '  ' })).toBe(true);
  });
});
