import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxConfigFor } from '../lib/bench-nginx.mjs';

test("the bench's nginx is deploy/nginx.conf with only this machine's ports and paths replaced", () => {
  const conf = nginxConfigFor({ port: 9001, backendPort: 9002, dir: '/tmp/bench-x' });
  assert.match(conf, /listen 127\.0\.0\.1:9001;/);
  assert.match(conf, /server 127\.0\.0\.1:9002;/);
  assert.match(conf, /root \/tmp\/bench-x\/static\/html;/);
  assert.match(conf, /alias \/tmp\/bench-x\/static\/etc\/remotes\.json;/);
  assert.doesNotMatch(conf, /portal-backend:8080|\/usr\/share\/nginx\/html|\/etc\/nginx\/portal-proxy\.conf/);
  // What is measured stays the deployment's own: precompressed files, on-the-fly gzip, caching headers.
  for (const directive of ['gzip_static on;', 'gzip_vary on;', 'immutable']) assert.ok(conf.includes(directive), directive);
});

test("a cluster's nginx balances over every replica in deploy/nginx.conf's one upstream", () => {
  const conf = nginxConfigFor({ port: 9001, backendPorts: [9002, 9003, 9004], dir: '/tmp/cluster-x' });
  const upstream = /upstream portal_backend \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  assert.deepEqual([...upstream.matchAll(/server 127\.0\.0\.1:(\d+);/g)].map((m) => m[1]), ['9002', '9003', '9004']);
  assert.match(upstream, /keepalive 16;/);
});
