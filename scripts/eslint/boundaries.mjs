// ESLint rules that keep the federation's boundaries (ARCHITECTURE.md, "Contracts between host and
// remotes"): a remote never imports another remote (nor the host), and the backend never imports
// front-end code. They read every import form: import/export ... from, import(), require().
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Front-end packages of the workspace the backend must not reach (contracts is shared with it on purpose). */
const FRONTEND_WORKSPACE_PACKAGES = ['api-client', 'auth', 'ui', 'i18n', 'dev-shell', 'testing', 'mf-config'];

const BACKEND_FORBIDDEN_PACKAGES = [
  { test: (s) => /^react/.test(s), why: 'React is front-end code' },
  { test: (s) => s === 'antd' || s.startsWith('antd/') || s.startsWith('@ant-design/'), why: 'antd is front-end code' },
  { test: (s) => /^@tanstack\/react-/.test(s), why: 'React bindings are front-end code' },
  {
    test: (s) => FRONTEND_WORKSPACE_PACKAGES.some((p) => s === `@portal/${p}` || s.startsWith(`@portal/${p}/`)),
    why: 'this workspace package is front-end code (only @portal/contracts is shared with the backend)',
  },
  { test: (s) => s === '@portal/host' || s.startsWith('@portal/host/') || s.startsWith('@portal/remote-'), why: 'host and remotes are front-end code' },
];

/** Where a file lives: { kind: 'remote', name, e2e } | { kind: 'backend' } | null. */
function areaOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'remotes' && rel.length > 2) return { kind: 'remote', name: rel[1], e2e: rel[2] === 'e2e' };
  if (rel[0] === 'backend') return { kind: 'backend' };
  return null;
}

/** The repository-relative folder a relative or absolute import lands in, or null for a package import. */
function targetOf(file, source) {
  if (!(source.startsWith('.') || path.isAbsolute(source))) return null;
  return path.relative(ROOT, path.resolve(path.dirname(file), source)).split(path.sep);
}

function importSources(context, check) {
  const visit = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') visit(node, node.arguments[0]);
    },
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference.type === 'TSExternalModuleReference') visit(node, node.moduleReference.expression);
    },
  };
}

const noCrossRemoteImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A remote may not import another remote or the host: remotes link to other areas with plain paths' },
    schema: [],
    messages: {
      otherRemote: 'remotes/{{self}} must not import remote "{{other}}" ({{source}}): remotes never import each other; link to its area with a plain path.',
      host: 'remotes/{{self}} must not import the host ({{source}}): the host provides auth and the API client through the shared @portal/* packages.',
    },
  },
  create(context) {
    const file = context.filename;
    const area = areaOf(file);
    if (area?.kind !== 'remote') return {};
    return importSources(context, (node, source) => {
      const target = targetOf(file, source);
      if (target) {
        if (target[0] === 'remotes' && target[1] && target[1] !== area.name) {
          context.report({ node, messageId: 'otherRemote', data: { self: area.name, other: target[1], source } });
        } else if (target[0] === 'host' && !(area.e2e && target[1] === 'e2e')) {
          // End-to-end specs of a remote may share the host's e2e helpers (test code, never bundled).
          context.report({ node, messageId: 'host', data: { self: area.name, source } });
        }
        return;
      }
      const remote = /^@portal\/remote-([^/]+)/.exec(source);
      if (remote && remote[1] !== area.name) {
        context.report({ node, messageId: 'otherRemote', data: { self: area.name, other: remote[1], source } });
      } else if (source === '@portal/host' || source.startsWith('@portal/host/')) {
        context.report({ node, messageId: 'host', data: { self: area.name, source } });
      }
    });
  },
};

const noFrontendInBackend = {
  meta: {
    type: 'problem',
    docs: { description: 'The backend may not import front-end code (React, antd, front-end @portal packages, host, remotes)' },
    schema: [],
    messages: {
      forbidden: 'backend must not import "{{source}}": {{why}}.',
    },
  },
  create(context) {
    const file = context.filename;
    if (areaOf(file)?.kind !== 'backend') return {};
    return importSources(context, (node, source) => {
      const target = targetOf(file, source);
      if (target) {
        const frontendShared = target[0] === 'shared' && FRONTEND_WORKSPACE_PACKAGES.includes(target[1]);
        if (target[0] === 'host' || target[0] === 'remotes' || frontendShared) {
          context.report({ node, messageId: 'forbidden', data: { source, why: `${target.slice(0, 2).join('/')} is front-end code` } });
        }
        return;
      }
      const hit = BACKEND_FORBIDDEN_PACKAGES.find((rule) => rule.test(source));
      if (hit) context.report({ node, messageId: 'forbidden', data: { source, why: hit.why } });
    });
  },
};

export const boundariesPlugin = {
  meta: { name: 'portal-boundaries' },
  rules: {
    'no-cross-remote-imports': noCrossRemoteImports,
    'no-frontend-in-backend': noFrontendInBackend,
  },
};
