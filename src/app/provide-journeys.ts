import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorLogic } from 'xstate';
import { journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { api } from '~/api/queries/api';
import { createDocumentVerificationLogic } from '~/app/document-verification-logic';
import { createJourneyActors } from '~/journeys/journey-actors';

/** Every journey chart with its effects supplied: what the app chart invokes as `${type}Journey`. */
export function provideJourneyCharts({ queryClient }: { queryClient: QueryClient }): Record<`${JourneyType}Journey`, AnyActorLogic> {
  const actors = { ...createJourneyActors({ queryClient }), documentVerification: createDocumentVerificationLogic(api, queryClient) };
  const charts: Partial<Record<`${JourneyType}Journey`, AnyActorLogic>> = {};
  for (const t of journeyTypes) charts[`${t}Journey`] = journeyMachines[t].provide({ actors });
  return charts as Record<`${JourneyType}Journey`, AnyActorLogic>;
}
