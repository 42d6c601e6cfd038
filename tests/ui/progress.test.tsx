// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './dom';
import { Progress } from '~/ui';
import { progressPercent, stepsFromIndex } from '~/ui/progress/progress-math';

describe('progressPercent', () => {
  it('weighs steps by their weight, not their count', () => {
    // A heavy form (5) done and a light page (0.1) not yet: nearly all the way.
    expect(progressPercent([{ weight: 5, done: true }, { weight: 0.1, done: false }])).toBe(98);
    expect(progressPercent([{ weight: 0.1, done: true }, { weight: 5, done: false }])).toBe(2);
  });

  it('treats nonsense weights as zero and never divides by zero', () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent([{ weight: Number.NaN, done: true }, { weight: -3, done: true }])).toBe(0);
  });

  it('counts the steps before the current one as done', () => {
    expect(stepsFromIndex([1, 1, 2], 2)).toEqual([
      { weight: 1, done: true },
      { weight: 1, done: true },
      { weight: 2, done: false },
    ]);
    expect(progressPercent(stepsFromIndex([1, 1, 2], 2))).toBe(50);
  });
});

describe('<Progress>', () => {
  it('exposes a named progress bar with its value', () => {
    render(<Progress weights={[1, 1, 2]} current={2} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% complete');
    expect(screen.getByText('50% complete')).toBeVisible();
  });
});
