import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { documentVerificationMachine } from '@machines/documents/document-verification.machine';
import { useOwningChart } from '~/app/use-chart';

export type VerificationRef = ActorRefFrom<typeof documentVerificationMachine>;

/**
 * The screen's chart is the journey (which invokes verification as 'documentVerification'); stories and tests
 * may provide the verification actor itself.
 */
export function useVerificationActor(): VerificationRef | undefined {
  const { name, actor } = useOwningChart();
  return useSelector(actor, (s: { children?: Record<string, AnyActorRef | undefined> }) =>
    name === 'documentVerification' ? (actor as VerificationRef) : (s.children?.documentVerification as VerificationRef | undefined),
  );
}
