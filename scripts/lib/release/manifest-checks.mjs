// The checks a remote's build passes before an environment switches to it (ADR 0078): its mf-manifest.json is
// complete (its entry, the exposed module, every file it names present), and every shared module it needs as one
// copy is satisfied by the host's shared version, else the release is refused naming the module and both versions.
import fs from 'node:fs';
import path from 'node:path';
import { satisfies } from './semver-range.mjs';

/** Modules a remote must share with the host as one copy (their state or context is the portal's). */
export const MUST_SHARE = ['react', 'react-dom', 'react-router', '@portal/react-router', 'antd', '@tanstack/react-query', 'jotai'];
const mustShare = (name) => name.startsWith('@portal/') || MUST_SHARE.some((m) => name === m || name.startsWith(`${m}/`));

/** Problems of a built remote's manifest (an empty list when it is complete). */
export function manifestProblems(manifest, distDir) {
  const problems = [];
  if (!manifest || typeof manifest !== 'object') return ['mf-manifest.json is missing or not JSON'];
  const entry = manifest.metaData?.remoteEntry;
  if (!manifest.name) problems.push('the manifest names no remote');
  if (!entry?.name) problems.push('the manifest names no remote entry');
  else if (!fs.existsSync(path.join(distDir, entry.path ?? '', entry.name))) problems.push(`its remote entry ${entry.name} is not in the build`);
  if (!(manifest.exposes ?? []).some((e) => e.path === './module' || e.name === 'module')) problems.push('it exposes no ./module');
  const files = new Set();
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of ['js', 'css']) for (const when of ['sync', 'async']) for (const f of item.assets?.[kind]?.[when] ?? []) files.add(f);
  }
  for (const f of files) if (!fs.existsSync(path.join(distDir, f))) problems.push(`${f} is named by the manifest but not in the build`);
  return problems;
}

/**
 * Shared modules of the remote the host cannot satisfy: for a module both share, the host's version must be in the
 * remote's required range; a module that must be one copy (React, the router, antd, React Query, jotai, @portal/*)
 * must be shared by the host at all.
 */
export function sharedProblems(remoteManifest, hostManifest) {
  const host = new Map((hostManifest.shared ?? []).map((s) => [s.name, s]));
  const problems = [];
  for (const s of remoteManifest.shared ?? []) {
    const mine = host.get(s.name);
    const needed = s.singleton || mustShare(s.name);
    if (!mine) {
      if (needed && mustShare(s.name)) problems.push({ module: s.name, remote: s.requiredVersion ?? s.version, host: 'none', message: `${s.name}: the remote needs ${s.requiredVersion ?? s.version}, the host shares none` });
      continue;
    }
    if (!needed) continue;
    const range = s.requiredVersion || `^${s.version}`;
    if (!satisfies(mine.version, range)) {
      problems.push({ module: s.name, remote: range, host: mine.version, message: `${s.name}: the remote needs ${range}, the host shares ${mine.version}` });
    }
  }
  return problems;
}
