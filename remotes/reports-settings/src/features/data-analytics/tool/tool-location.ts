/**
 * What the Data Analytics window reads from where it was opened. The portal is this page's own origin, never a
 * parameter: a `?portal=` of the address would let any website open the page on the portal's origin and fill it
 * with its own title and figures (ADR 0074). Only the language comes from the address (`?lang=tr`).
 */
export function toolSettingsOf(location: Pick<Location, 'origin' | 'search'>): { portalOrigin: string; language: 'en' | 'tr' } {
  const params = new URLSearchParams(location.search);
  return { portalOrigin: location.origin, language: params.get('lang') === 'tr' ? 'tr' : 'en' };
}
