/** "Mia Merchant" -> "MM"; falls back to the name, then the e-mail's first letter. */
export function initialsOf(user: { firstName?: string; lastName?: string; name?: string; email?: string }): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
  return (user.email?.trim()[0] ?? '?').toUpperCase();
}
