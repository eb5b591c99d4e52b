// The version ranges Module Federation writes as a shared module's `requiredVersion` ("^19.3.1", "~2.1.0", "7.18.5",
// ">=1.0.0", "*"): enough of semver to tell whether the host's copy satisfies a remote (no prerelease ordering).

/** [major, minor, patch] of "1.2.3" (a prerelease or build suffix ignored); null when it is not a version. */
export function parseVersion(text) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text ?? '').trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies `range` (one comparator or a caret/tilde/exact range; `||` alternatives). */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v) return false;
  return String(range ?? '*').split('||').some((part) => satisfiesOne(v, part.trim()));
}

function satisfiesOne(v, range) {
  if (range === '' || range === '*' || range === 'x') return true;
  const op = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(range);
  const base = parseVersion(op[2]);
  if (!base) return false;
  const c = compare(v, base);
  switch (op[1]) {
    case '^': {
      if (c < 0) return false;
      // ^1.2.3 := <2.0.0; ^0.2.3 := <0.3.0; ^0.0.3 := <0.0.4
      if (base[0] > 0) return v[0] === base[0];
      if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
      return v[0] === 0 && v[1] === 0 && v[2] === base[2];
    }
    case '~': return c >= 0 && v[0] === base[0] && v[1] === base[1];
    case '>=': return c >= 0;
    case '<=': return c <= 0;
    case '>': return c > 0;
    case '<': return c < 0;
    default: return c === 0;
  }
}
