import { createActor, type AnyActorLogic } from 'xstate';

/** What a chart's call says when it runs without its effect (`.provide()` at the edge): its error, as text. */
export function errorOf(logic: unknown): Promise<string> {
  const actor = createActor(logic as AnyActorLogic, { input: {} });
  const error = new Promise<string>((resolve) => actor.subscribe({ error: (e) => resolve(String(e)) }));
  actor.start();
  return error;
}
