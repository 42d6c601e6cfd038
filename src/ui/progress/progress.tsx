import { Progress as RadixProgress } from 'radix-ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { progressPercent, stepsFromIndex, type WeightedStep } from './progress-math';
import * as s from './progress.css';

type ByIndex = { weights: readonly number[]; current: number; steps?: never };
type BySteps = { steps: readonly WeightedStep[]; weights?: never; current?: never };

export type ProgressProps = (ByIndex | BySteps) & {
  /** Accessible name of the bar. */
  label?: string;
  /** Show "N% complete" under the bar. */
  showValue?: boolean;
};

export function Progress({ label = 'Application progress', showValue = false, ...props }: ProgressProps) {
  const steps = props.steps ?? stepsFromIndex(props.weights ?? [], props.current ?? 0);
  const percent = progressPercent(steps);
  const rounded = Math.round(percent);
  return (
    <div className={s.root}>
      <RadixProgress.Root
        className={s.track}
        value={percent}
        max={100}
        aria-label={label}
        getValueLabel={() => `${rounded}% complete`}
      >
        <RadixProgress.Indicator className={s.indicator} style={assignInlineVars({ [s.offset]: `-${100 - percent}%` })} />
      </RadixProgress.Root>
      {showValue ? (
        <span className={s.label} aria-hidden="true">
          {rounded}% complete
        </span>
      ) : null}
    </div>
  );
}
