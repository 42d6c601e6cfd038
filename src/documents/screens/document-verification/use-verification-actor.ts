import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { documentVerificationMachine } from '@machines/documents/document-verification.machine';
import { useChart } from '~/app/use-chart';

export type VerificationRef = ActorRefFrom<typeof documentVerificationMachine>;

/**
 * The screen's chart is the journey (which invokes verification as 'documentVerification'); stories and tests
 * may provide the verification actor itself.
 */
export function useVerificationActor(): VerificationRef | undefined {
  const chart = useChart() as AnyActorRef;
  return useSelector(chart, (s: { machine?: { id: string }; children?: Record<string, AnyActorRef | undefined> }) =>
    s.machine?.id === 'documentVerification' ? (chart as VerificationRef) : (s.children?.documentVerification as VerificationRef | undefined),
  );
}
