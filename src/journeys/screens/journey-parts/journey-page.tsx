import type { ReactNode } from 'react';
import { Button, Heading, PageLayout, Progress, Text } from '~/ui';
import type { StepError } from '@machines/journeys/journey-types';
import type { ProgressSegment } from '@machines/journeys/progress';
import { CancelApplication } from './cancel-application';
import { PrefetchNextStep } from './prefetch-next-step';
import * as s from './journey.css';

/** The frame of a journey step: back (a chart event), weighted progress, the step heading and its error. */
export function JourneyPage({
  title,
  onBack,
  progress,
  error,
  onRetry,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  progress?: readonly ProgressSegment[] | undefined;
  error?: StepError | null | undefined;
  onRetry?: (() => void) | undefined;
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
        <CancelApplication />
        <PrefetchNextStep />
      </div>
    </PageLayout>
  );
}

/** A failed save: what happened and what to do next; the borrower's input stays on the page. */
export function StepErrorNotice({ error, onRetry }: { error: StepError; onRetry?: (() => void) | undefined }) {
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
