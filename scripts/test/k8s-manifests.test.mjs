// The cluster manifests (deploy/k8s, ADR 0097) checked as Kubernetes would take them, without a cluster: every file
// kustomize applies parses, and the rules a release depends on hold (no `kubectl` or `kubeconform` on these machines).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../lib/paths.mjs';

const DIR = path.join(ROOT, 'deploy', 'k8s');
const kustomization = parseAllDocuments(fs.readFileSync(path.join(DIR, 'kustomization.yaml'), 'utf8'))[0].toJS();
const objects = kustomization.resources.flatMap((file) => {
  const docs = parseAllDocuments(fs.readFileSync(path.join(DIR, file), 'utf8'));
  for (const doc of docs) assert.deepEqual(doc.errors, [], `${file} parses`);
  return docs.map((doc) => ({ file, ...doc.toJS() })).filter((o) => o.kind);
});
const deployments = objects.filter((o) => o.kind === 'Deployment');
const containerOf = (o) => o.spec.template.spec.containers[0];
const envOf = (o) => Object.fromEntries((containerOf(o).env ?? []).map((e) => [e.name, e.value ?? e.valueFrom]));

test('kustomize applies every manifest of the folder but the examples, each object with its kind, name and namespace', () => {
  const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && !f.endsWith('.example.yaml'));
  assert.deepEqual([...kustomization.resources].sort(), files.sort());
  for (const o of objects) {
    assert.ok(o.apiVersion && o.metadata?.name, `${o.file}: ${o.kind} has apiVersion and name`);
    if (o.kind !== 'Namespace') assert.equal(o.metadata.namespace, 'portal', `${o.kind} ${o.metadata.name}`);
  }
});

test('every Deployment rolls with no pod less, is ready-probed and live-probed, and has a disruption budget', () => {
  assert.ok(deployments.length >= 7, 'backend, web and the five remotes');
  const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
  for (const d of deployments) {
    const name = d.metadata.name;
    assert.equal(d.spec.strategy?.rollingUpdate?.maxUnavailable, 0, `${name}: maxUnavailable 0`);
    assert.ok(containerOf(d).readinessProbe?.httpGet, `${name}: readiness probe`);
    assert.ok(containerOf(d).livenessProbe?.httpGet, `${name}: liveness probe`);
    const labels = d.spec.template.metadata.labels;
    const budget = budgets.find((b) => Object.entries(b.spec.selector.matchLabels).every(([k, v]) => labels[k] === v));
    assert.ok(budget, `${name}: a PodDisruptionBudget selects its pods`);
    assert.ok(budget.spec.minAvailable >= 1 && budget.spec.minAvailable < d.spec.replicas, `${name}: the budget leaves room to drain a node`);
  }
});

test("the backend's liveness never asks the database, its readiness does, and its replicas wait for the release's setup Job", () => {
  const backend = deployments.find((d) => d.metadata.name === 'portal-backend');
  const c = containerOf(backend);
  assert.equal(c.livenessProbe.httpGet.path, '/healthz/live');
  assert.equal(c.startupProbe.httpGet.path, '/healthz/live');
  assert.equal(c.readinessProbe.httpGet.path, '/healthz/ready');
  assert.equal(envOf(backend).DATABASE_SETUP, 'wait');

  const job = objects.find((o) => o.kind === 'Job');
  assert.ok(job, 'a setup Job');
  const setup = containerOf(job);
  assert.equal(setup.image, c.image, "the Job runs the backend's image of the same release");
  assert.deepEqual(setup.command, ['node', '--enable-source-maps', 'dist/setup-cli.js']);
  assert.ok(job.metadata.name.endsWith(c.image.split(':').pop().replace(/\./g, '-')), "the Job's name carries the release (a Job's template cannot change)");
  assert.ok(job.spec.backoffLimit >= 1 && job.spec.ttlSecondsAfterFinished > 0);
  assert.deepEqual(Object.keys(envOf(job)).sort(), ['DATABASE_URL', 'SECRETS_MASTER_KEY']);
  // The setup CLI is one of the bundles the image builds (backend/build.mjs).
  assert.match(fs.readFileSync(path.join(ROOT, 'backend', 'build.mjs'), 'utf8'), /'setup-cli': 'src\/db\/setup-cli\.ts'/);
});
