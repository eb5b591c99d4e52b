/**
 * Seconds to 3 decimals (spec part 2 section 9) in the portal's number style: comma decimal, dot
 * thousands ("1.234,568"). '' for a missing or non-finite value.
 */
export function formatElapsedSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const [integer, decimals] = Math.abs(seconds).toFixed(3).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${seconds < 0 ? '-' : ''}${grouped},${decimals}`;
}
