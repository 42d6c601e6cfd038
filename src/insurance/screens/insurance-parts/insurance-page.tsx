import type { ReactNode } from 'react';
import type { StepError } from '@machines/insurance/insurance-types';
import { StepPage } from '~/ui/step-page/step-page';
import * as s from './insurance-page.css';

const STEPS = 3;

/** The frame of an insurance step: the step page (back, progress, heading, a failed save with "Try again"). */
export function InsurancePage({
  title,
  step,
  onBack,
  error,
  onRetry,
  notice,
  children,
}: {
  title: string;
  /** 0 personal details, 1 beneficiaries, 2 employment, 3 done. */
  step: number;
  onBack?: (() => void) | undefined;
  error?: StepError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** Why the borrower is on this step rather than the later one they opened (chart context `askedFor`). */
  notice?: string | null | undefined;
  children: ReactNode;
}) {
  const progress = Array.from({ length: STEPS }, (_, i) => ({ weight: 1, done: i < step }));
  return (
    <StepPage title={title} onBack={onBack} progress={progress} error={error} onRetry={onRetry}>
      {notice ? (
        <p role="status" className={s.info}>
          {notice}
        </p>
      ) : null}
      {children}
    </StepPage>
  );
}
