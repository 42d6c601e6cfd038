import type { JourneyDefinition } from '@machines/journeys/definitions';
import { steps } from '@machines/journeys/steps';

/**
 * Whether a journey's pages show a progress bar: only when it has more than one step before its success page. A
 * one-step journey (WCR, missing selfie, an EWA withdrawal, a quick loan) showed "48% complete" on its only page,
 * which tells the borrower nothing (W3-C item 10; docs/decisions.md).
 */
export const showsProgress = (def: Pick<JourneyDefinition, 'steps'>): boolean => def.steps.filter((id) => steps[id].kind !== 'success').length > 1;
