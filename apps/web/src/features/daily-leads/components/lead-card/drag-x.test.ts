import { describe, expect, it } from 'vitest';
import { elasticOffset, recentSamples, releaseVelocity } from './drag-x';

describe('elasticOffset', () => {
  it('follows the pointer within the limit', () => {
    expect(elasticOffset(0, 300, 0.2)).toBe(0);
    expect(elasticOffset(299, 300, 0.2)).toBe(299);
    expect(elasticOffset(-300, 300, 0.2)).toBe(-300);
  });

  it('follows a fifth of the overshoot past ±300 px', () => {
    expect(elasticOffset(400, 300, 0.2)).toBe(320);
    expect(elasticOffset(-400, 300, 0.2)).toBe(-320);
  });
});

describe('release velocity', () => {
  it('is the movement of the last 100 ms in px/s', () => {
    let samples = recentSamples([], { time: 0, offset: 0 });
    samples = recentSamples(samples, { time: 50, offset: 10 });
    samples = recentSamples(samples, { time: 200, offset: 40 });
    samples = recentSamples(samples, { time: 250, offset: 90 });
    expect(samples.map((sample) => sample.time)).toEqual([200, 250]);
    expect(releaseVelocity(samples)).toBe(1000);
  });

  it('is negative to the left and 0 without elapsed time', () => {
    expect(
      releaseVelocity([
        { time: 0, offset: 0 },
        { time: 100, offset: -60 },
      ]),
    ).toBe(-600);
    expect(releaseVelocity([{ time: 5, offset: 30 }])).toBe(0);
    expect(releaseVelocity([])).toBe(0);
  });
});
