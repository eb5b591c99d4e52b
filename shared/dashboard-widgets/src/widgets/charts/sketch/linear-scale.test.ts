import { linearScale, tickStep } from './linear-scale';

describe('a sketch\'s value axis takes the ticks the chart library draws', () => {
  it('a line fits its data: 600 to 3 600 reads 500 to 4 000 in steps of 500', () => {
    const scale = linearScale([2800, 2100, 1000, 1700, 600, 3600, 2900], { zero: false });
    expect(scale.ticks).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000]);
    expect(scale.at(500)).toBe(0);
    expect(scale.at(4000)).toBe(1);
    expect(scale.at(2250)).toBe(0.5);
  });

  it('bars and columns start at 0, in steps of 1, 2 or 5 times a power of ten', () => {
    expect(linearScale([6, 3, 3, 2, 1], { zero: true }).ticks).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(linearScale([1, 2, 0, 1], { zero: true }).ticks).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(linearScale([120, 1750, 0], { zero: true }).ticks).toEqual([0, 500, 1000, 1500, 2000]);
    expect(tickStep(0, 0.3)).toBe(0.05);
  });

  it('no figures, or only zeros, draw an axis from 0 to 1; one repeated figure from 0 to it', () => {
    expect(linearScale([], { zero: false }).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(linearScale([0, 0], { zero: true })).toMatchObject({ min: 0, max: 1 });
    expect(linearScale([100, 100], { zero: false })).toMatchObject({ min: 0, max: 100 });
  });
});
