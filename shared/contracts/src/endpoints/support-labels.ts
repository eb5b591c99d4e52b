import { defineEndpoint } from '../endpoint/define-endpoint';
import { arrayOf, pathParams } from '../endpoint/common-schemas';
import { SUPPORT_PATHS } from '../support';
import { checkedByHandler, labelSchema } from './support';

const tags = ['Support labels'] as const;
const base = 'unversioned' as const;

/** Platform callers name the tenant; everybody else works in their own. */
const tenantQuery = { type: 'object', properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;
const labelBody = checkedByHandler<{ value?: unknown; description?: unknown; color?: unknown }>()('value', 'description', 'color');
const labelParams = pathParams('labelId');

/** Labels (spec part 1 section 7 "Labels"). */
export const LABEL_ENDPOINTS = {
  labels: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.labels, base, tags, summary: 'The tenant\'s labels in order (makes the defaults when missing)',
    query: tenantQuery, responses: { 200: arrayOf(labelSchema) },
  }),
  createLabel: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.createLabel, base, tags, summary: 'Create a label {value, description, color}',
    query: tenantQuery, body: labelBody, optionalBody: true, responses: { 200: labelSchema },
  }),
  label: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.label(':labelId'), base, tags, summary: 'One label',
    params: labelParams, query: tenantQuery, responses: { 200: labelSchema },
  }),
  updateLabel: defineEndpoint({
    method: 'PUT', path: SUPPORT_PATHS.label(':labelId'), base, tags, summary: 'Update a label (not a default one)',
    params: labelParams, query: tenantQuery, body: labelBody, optionalBody: true, responses: { 200: labelSchema },
  }),
  deleteLabel: defineEndpoint({
    method: 'DELETE', path: SUPPORT_PATHS.label(':labelId'), base, tags, summary: 'Delete a label (not a default one); its tickets lose it',
    params: labelParams, query: tenantQuery, responses: { 204: null },
  }),
  rearrangeLabels: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.rearrangeLabels, base, tags, summary: 'Store a new order {newLabelIdsList}: every label id of the tenant',
    query: tenantQuery, body: checkedByHandler<{ newLabelIdsList?: unknown }>()('newLabelIdsList'), optionalBody: true,
    responses: { 200: arrayOf(labelSchema) },
  }),
} as const;
