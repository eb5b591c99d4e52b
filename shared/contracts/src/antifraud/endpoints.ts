/** The antifraud rules' own operations beside the resource's list/one/create/update (ADR 0106). */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { versionEndpoints } from '../versioned/endpoints';
import { ANTIFRAUD_ACTIONS, ANTIFRAUD_BLACKLIST_RESOURCE, ANTIFRAUD_LIMITS, ANTIFRAUD_RULES_RESOURCE, BACKTEST_DAYS, antifraudRuleRowSchema, ruleGroupSchema } from './model';

const tags = ['Antifraud'];

const backtestAnswer = {
  type: 'object', additionalProperties: false, required: ['days', 'from', 'to', 'total', 'blocked', 'reviewed', 'allowed', 'threeDSecure', 'examples'],
  properties: {
    days: { type: 'integer' }, from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' },
    total: { type: 'integer' }, blocked: { type: 'integer' }, reviewed: { type: 'integer' }, allowed: { type: 'integer' }, threeDSecure: { type: 'integer' },
    examples: {
      type: 'array', maxItems: ANTIFRAUD_LIMITS.backtestExamples * 2,
      items: {
        type: 'object', additionalProperties: false, required: ['transactionId', 'externalId', 'createdAt', 'amount', 'currency', 'decision', 'condition'],
        properties: {
          transactionId: { type: 'string' }, externalId: { type: 'string' }, createdAt: { type: 'string', format: 'date-time' }, amount: { type: 'integer' },
          currency: { type: 'string' }, decision: { type: 'string', enum: ['Blocked', 'Review'] }, condition: { type: 'string' },
        },
      },
    },
  },
} as const;

export const ANTIFRAUD_RULE_ENDPOINTS = {
  resource: ANTIFRAUD_RULES_RESOURCE.endpoints,
  ...versionEndpoints('antifraud-rules', tags, antifraudRuleRowSchema, {
    versions: 'Antifraud rule: every version, newest first',
    activate: 'Antifraud rule: runs its newest version (a Live Block rule waits for a second user\'s approval)',
    approve: 'Antifraud rule: a second user approves the activation that waits',
    decline: 'Antifraud rule: a second user declines the activation that waits (the version is a draft again, its requester is told)',
    deactivate: 'Antifraud rule: stops running (no version active)',
  }),
  backtest: defineEndpoint({
    method: 'POST', path: 'antifraud-rules/backtest', base: 'merchant', tags, modeScoped: true,
    body: {
      type: 'object', additionalProperties: false, required: ['action', 'conditions', 'days'],
      properties: { action: { type: 'string', enum: ANTIFRAUD_ACTIONS }, conditions: ruleGroupSchema, days: { type: 'integer', enum: BACKTEST_DAYS } },
    },
    summary: "Antifraud rule: runs a draft over the caller's payments of the last 30 or 90 days with the active rules, and counts what it would have blocked or sent to review",
    responses: { 200: backtestAnswer },
  }),
} as const;

export const ANTIFRAUD_BLACKLIST_ENDPOINTS = {
  resource: ANTIFRAUD_BLACKLIST_RESOURCE.endpoints,
  importCsv: defineEndpoint({
    method: 'POST', path: 'antifraud-blacklist/import', base: 'merchant', tags,
    body: { type: 'object', additionalProperties: false, required: ['csv'], properties: { csv: { type: 'string', maxLength: ANTIFRAUD_LIMITS.importMaxChars, contentMediaType: 'text/csv' } } },
    summary: 'Blacklist: adds the lines of a CSV (type,value,reason,expiresAt); nothing is added when a line is wrong, each wrong line is named',
    responses: {
      200: { type: 'object', additionalProperties: false, required: ['added', 'problems'], properties: { added: { type: 'integer' }, problems: { type: 'array', items: { type: 'string' } } } },
    },
  }),
} as const;
