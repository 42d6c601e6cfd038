/**
 * What a routed state's meta says its page shows beyond the heading (StateMeta.primaryAction and .figures), as the
 * screen tests check it: where a page rests (the seed), how its figures read from the chart's context and how a
 * peso amount is written. Kept apart from the app's own money formatting on purpose: a test that formats with
 * the same function as the screen cannot fail when that function is wrong.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyStateMachine } from 'xstate';
import { offerListQuery } from '~/journeys/offer-queries';

/**
 * Child states in which a routed page waits for the borrower (a form, a list, a code to type), in preference order.
 * A routed state's screen test seeds the shortest path to `<state>.<first of these it has>`: the shortest path to the
 * state itself often stops while the page is still loading, which shows neither its action nor its figures.
 */
export const restingStates = ['editing', 'form', 'ready', 'choosing', 'entering', 'asking', 'answering', 'rating', 'shown'] as const;

/** The state id to seed a routed state's page from: its resting child if it has one, else the state itself. */
export function restingStateOf(machine: AnyStateMachine, stateId: string): string {
  const node = machine.getStateNodeById(stateId);
  const rest = restingStates.find((key) => key in node.states);
  return rest ? `${stateId}.${rest}` : stateId;
}

/** A dotted path ('transaction.total', 'amountsDue.0.amount') read from a context; undefined where it leads nowhere. */
export function valueAt(context: unknown, path: string): unknown {
  let value: unknown = context;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * Integer centavos as the borrower reads them: '₱1,234.56' (peso sign, thousands commas, two decimals; '-₱5.00'
 * below zero). Written out by hand, independent of the app's formatter and of Intl.
 */
export function pesos(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new Error(`${centavos} is not a whole number of centavos`);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
    grouped += whole[i];
  }
  return `${sign}₱${grouped}.${cents}`;
}

/**
 * What a chart's read leaves in the query cache as well as in its context, written from the seeded context: the
 * seed's effects are inert, so the cache a screen reads is empty, though the chart holds what the read returned.
 * Only reads whose actor writes exactly what it returns: the journeys' offer list (src/journeys/journey-actors.ts
 * readOffers: offersChanged(queryClient, id, list), and the chart keeps the list as `context.offers`).
 */
export function fillChartReads(client: QueryClient, context: unknown): void {
  const c = context as { applicationId?: unknown; offers?: unknown } | null;
  if (typeof c?.applicationId === 'string' && c.offers) client.setQueryData(offerListQuery(c.applicationId).queryKey, c.offers as never);
}
