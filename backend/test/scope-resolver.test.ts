import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PgDialect } from 'drizzle-orm/pg-core';
import { transactions } from '../src/db/schema';
import { inScope, inScopeTenant, OTHER_TENANT, PICK_A_TENANT, scopeOf, scopeTenantIds, scopeWhere, tenantScope } from '../src/http/scope';
import type { Principal } from '../src/modules/users/repository';

/** The one scope resolver's pure part (ADR 0015): no database, only the token's subject. */
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const M1 = '33333333-3333-4333-8333-333333333333';
const M2 = '44444444-4444-4444-8444-444444444444';
const who = (userType: 'merchant' | 'crm' | 'platform', tenantId: string | null, merchantId: string | null = null) =>
  ({ user: { id: 'u', userType, tenantId, merchantId }, permissions: new Set<string>() }) as unknown as Principal;
const status = (fn: () => unknown) => { try { fn(); return 200; } catch (e) { return (e as { statusCode?: number }).statusCode; } };
const message = (fn: () => unknown) => { try { fn(); return ''; } catch (e) { return (e as Error).message; } };
const text = (scope: Parameters<typeof scopeWhere>[0]) => {
  const where = scopeWhere(scope, transactions);
  if (!where) return undefined;
  const { sql, params } = new PgDialect().sqlToQuery(where);
  return { sql, params };
};

describe('the scope resolver', () => {
  it('gives a merchant its merchant, and never another tenant', () => {
    const merchant = who('merchant', A, M1);
    assert.deepEqual(scopeOf(merchant), { kind: 'merchant', tenantId: A, merchantId: M1 });
    assert.equal(message(() => scopeOf(merchant, { tenantId: B })), OTHER_TENANT);
    assert.equal(status(() => scopeOf(who('merchant', A, null))), 400);
    const scope = scopeOf(merchant);
    assert.equal(inScope(scope, { tenantId: A, merchantId: M1 }), true);
    assert.equal(inScope(scope, { tenantId: A, merchantId: M2 }), false, 'another merchant of the same tenant');
    assert.equal(inScope(scope, { tenantId: B, merchantId: M1 }), false);
    assert.deepEqual(text(scope), { sql: '"transactions"."merchant_id" = $1', params: [M1] });
  });

  it('gives tenant staff their tenant: another one is 403, none is 400', () => {
    const staff = who('crm', A);
    assert.deepEqual(scopeOf(staff), { kind: 'tenant', tenantId: A });
    assert.deepEqual(scopeOf(staff, { tenantId: A }), { kind: 'tenant', tenantId: A });
    assert.equal(status(() => scopeOf(staff, { tenantId: B })), 403);
    assert.equal(status(() => scopeOf(staff, { tenantIds: [A, B] })), 403);
    assert.equal(status(() => scopeOf(who('crm', null))), 400);
    const scope = scopeOf(staff);
    assert.equal(inScopeTenant(scope, A), true);
    assert.equal(inScopeTenant(scope, B), false);
    assert.equal(inScopeTenant(scope, null), false, 'a row of no tenant (a platform upload) is not a tenant\'s');
    assert.equal(inScope(scope, { tenantId: A, merchantId: M2 }), true, 'every merchant of the tenant');
    assert.deepEqual(text(scope), { sql: '"transactions"."tenant_id" = $1', params: [A] });
    assert.equal(tenantScope(staff), A);
  });

  it('lets platform staff pick one tenant, several or every one, or makes them name one', () => {
    const platform = who('platform', null);
    const every = scopeOf(platform);
    assert.deepEqual(every, { kind: 'platform', tenantIds: undefined });
    assert.equal(scopeTenantIds(every), undefined);
    assert.equal(inScopeTenant(every, null), true);
    assert.equal(text(every), undefined, 'no condition: every row');
    const picked = scopeOf(platform, { tenantId: A, tenantIds: [A, B] });
    assert.deepEqual(picked, { kind: 'platform', tenantIds: [A, B] });
    assert.equal(inScopeTenant(picked, B), true);
    assert.equal(inScopeTenant(picked, M1), false);
    assert.deepEqual(text(picked), { sql: '"transactions"."tenant_id" in ($1, $2)', params: [A, B] });
    assert.deepEqual(scopeOf(platform, { tenantId: B, tenantRequired: true }), { kind: 'tenant', tenantId: B });
    assert.equal(message(() => scopeOf(platform, { tenantRequired: true })), PICK_A_TENANT);
    assert.equal(tenantScope(platform), undefined);
    assert.equal(tenantScope(platform, B), B);
  });
});
