import { describe, expect, it } from 'vitest';
import { sequenceSteps } from './sequence-steps';

const states = (...args: Parameters<typeof sequenceSteps>) =>
  sequenceSteps(...args).map((step) => step.state);

describe('sequenceSteps', () => {
  it('alternates email and text, email first', () => {
    expect(sequenceSteps(1, 'normal').map((step) => step.channel)).toEqual([
      'email',
      'text',
      'email',
      'text',
      'email',
      'text',
    ]);
  });

  it('marks the days before today done and today current', () => {
    expect(states(3, 'normal')).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('marks today done while it waits for midnight', () => {
    expect(states(2, 'doneAwaitingRollover')).toEqual([
      'done',
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('marks every day done once the sequence is complete', () => {
    expect(states(6, 'sequenceComplete')).toEqual(Array(6).fill('done'));
  });
});
