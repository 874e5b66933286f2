import { describe, expect, it } from 'vitest';
import { DRAG_START_PX, dragAxis, elasticOffset, recentSamples, releaseVelocity } from './drag-x';

describe('dragAxis', () => {
  it('waits until the press has moved a few px either way', () => {
    expect(dragAxis(0, 0)).toBeNull();
    expect(dragAxis(DRAG_START_PX - 1, -(DRAG_START_PX - 1))).toBeNull();
  });

  it('reads a sideways start as the swipe, either direction', () => {
    expect(dragAxis(DRAG_START_PX, 0)).toBe('x');
    expect(dragAxis(-8, 3)).toBe('x');
    expect(dragAxis(12, -11)).toBe('x');
  });

  it('leaves an upward or downward start to the scroll, and a perfect diagonal too', () => {
    expect(dragAxis(0, -DRAG_START_PX)).toBe('y');
    expect(dragAxis(2, 9)).toBe('y');
    expect(dragAxis(-10, -10)).toBe('y');
  });
});

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
