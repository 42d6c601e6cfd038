import type { ComponentProps } from 'react';
import { StepPage } from '~/ui/step-page/step-page';
import { CancelApplication } from './cancel-application';
import { PrefetchNextStep } from './prefetch-next-step';

/**
 * The frame of a journey step (src/ui/step-page): back (a chart event), weighted progress, the step heading and its
 * error, with "Cancel application" and the next step's prefetch at its foot.
 */
export function JourneyPage(props: Omit<ComponentProps<typeof StepPage>, 'footer'>) {
  return (
    <StepPage
      {...props}
      footer={
        <>
          <CancelApplication />
          <PrefetchNextStep />
        </>
      }
    />
  );
}
