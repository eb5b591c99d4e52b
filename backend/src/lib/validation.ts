/** A pragmatic e-mail check (one @, a dot in the domain, no spaces); the real proof is a delivered message. */
export function isEmail(value: string): boolean {
  return value.length <= 256 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Field rules shared by the API and the identity pages; each returns a message or nothing. */
export function requiredText(label: string, value: string | undefined, max = 100): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return `${label} is required`;
  if (v.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

export function emailProblem(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return 'Email is required';
  if (!isEmail(v)) return 'Email is not a valid e-mail address';
  return undefined;
}
