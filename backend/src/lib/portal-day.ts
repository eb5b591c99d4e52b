/** A calendar day (YYYY-MM-DD) as the portal writes it in texts: "09/03/2026" (spec part 2: DD/MM/YYYY). */
export const portalDay = (day: string): string => day.split('-').reverse().join('/');
