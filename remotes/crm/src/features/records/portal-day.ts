/** A calendar day the API sends as YYYY-MM-DD, as the portal writes it: "04/12/2026" (spec part 2: DD/MM/YYYY). */
export const portalDay = (day: string) => day.split('-').reverse().join('/');
