import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { PageLayout } from '../page-layout/page-layout';
import { Progress } from '../progress/progress';
import type { WeightedStep } from '../progress/progress-math';
import { Heading, Text } from '../text/text';
import * as s from '../page-styles/page-styles.css';

/** A failed save as a step page shows it: the platform's code and message, and its field errors (field -> message). */
export interface StepPageError {
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * The frame of a step of a form journey (a loan journey, insurance, onboarding): back, weighted progress, the
 * heading and a failed save, then the step and whatever its chart adds at the foot (`footer`).
 */
export function StepPage({
  title,
  onBack,
  progress,
  error,
  onRetry,
  footer,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  progress?: readonly WeightedStep[] | undefined;
  error?: StepPageError | null | undefined;
  onRetry?: (() => void) | undefined;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageLayout
      back={onBack ? { label: 'Back', onClick: onBack } : undefined}
      progress={progress ? <Progress steps={progress} showValue /> : undefined}
    >
      <div className={s.stack}>
        <Heading level={1}>{title}</Heading>
        {error ? <StepErrorNotice error={error} onRetry={onRetry} /> : null}
        {children}
        {footer}
      </div>
    </PageLayout>
  );
}

/** A failed save: what happened and what to do next; the borrower's input stays on the page. */
export function StepErrorNotice({ error, onRetry }: { error: StepPageError; onRetry?: (() => void) | undefined }) {
  const fieldCount = Object.keys(error.fields).length;
  if (error.code === 'STALE_ANSWERS') {
    return (
      <div className={s.notice} role="alert">
        <Text weight="semibold">{error.message}</Text>
      </div>
    );
  }
  return (
    <div className={s.notice} role="alert">
      <Text weight="semibold">{error.message}</Text>
      <Text size="small">
        {fieldCount > 0 ? 'Correct the highlighted fields, then continue.' : 'Your answers are kept. You can try again now.'}
      </Text>
      {onRetry && fieldCount === 0 ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
