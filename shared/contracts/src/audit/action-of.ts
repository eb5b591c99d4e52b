import type { EndpointDeclaration } from '../endpoint/define-endpoint';

/**
 * The action an audited route records (ADR 0081): its path's fixed segments and the method's verb
 * (`POST support/label` → `support.label.create`). The backend writes it on every event; the audit log names it in
 * the reader's language by `auditActionName`.
 */
export function auditActionOf(endpoint: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  const segments = endpoint.path.replace(/^api\/(v\d+\/)?/, '').split('/').filter((s) => s && !s.startsWith(':'));
  const verb = endpoint.method === 'POST' ? 'create' : endpoint.method === 'DELETE' ? 'delete' : 'update';
  return [...segments.map((s) => s.replace(/[^A-Za-z0-9-]+/g, '-')), verb].join('.');
}
