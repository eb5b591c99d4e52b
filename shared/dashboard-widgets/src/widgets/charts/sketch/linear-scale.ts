/**
 * A value axis as the chart library draws it (G2 takes d3's ticks): about five ticks 1, 2 or 5 times a power of
 * ten apart, the domain widened to the ticks around the data. The sketch must pick the same ticks, or the axis would
 * move when the interactive chart replaces it.
 */
export interface LinearScale {
  min: number;
  max: number;
  ticks: number[];
  /** Where a value sits between min (0) and max (1). */
  at(value: number): number;
}

const TICK_COUNT = 5;

/** d3's `tickIncrement`: the step 1, 2 or 5 x 10^n closest to (max - min) / count. */
export function tickStep(min: number, max: number, count = TICK_COUNT): number {
  const raw = Math.abs(max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  if (error >= Math.sqrt(50)) return power * 10;
  if (error >= Math.sqrt(10)) return power * 5;
  if (error >= Math.sqrt(2)) return power * 2;
  return power;
}

/** Rounds away binary noise (0.30000000000000004 -> 0.3). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The scale for these values. `zero`: the axis starts at 0 (bars and columns measure from it; a line's axis fits
 * its data, as G2's does). No values, or all the same value at 0, give 0 to 1.
 */
export function linearScale(values: readonly number[], { zero }: { zero: boolean }): LinearScale {
  const finite = values.filter(Number.isFinite);
  let low = Math.min(...finite, ...(zero || finite.length === 0 ? [0] : []));
  let high = Math.max(...finite, ...(zero || finite.length === 0 ? [0] : []));
  if (low === high) {
    if (high === 0) high = 1;
    else if (high > 0) low = 0;
    else high = 0;
  }
  const step = tickStep(low, high);
  const min = clean(Math.floor(low / step) * step);
  const max = clean(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 1e6; i += 1) ticks.push(clean(min + i * step));
  return { min, max, ticks, at: (value) => (value - min) / (max - min) };
}
