import type { AnyActorLogic } from 'xstate';

/**
 * A chunk of charts and effects downloaded on demand. The root chart names its children by string
 * (`invoke: { src: 'payment' }`), so it can be given stand-ins now and the real logic later: each stand-in forwards
 * every property to the downloaded logic. `load()` must have resolved before a stand-in is invoked; the app chart
 * guarantees it because every signed-in path starts in signedIn.loading, whose call awaits `load()` (see
 * create-root-actor.ts). A failed download rejects that call (the borrower gets the retry screen) and the next
 * `load()` tries again.
 */
export function lazyCharts<Name extends string, Chunk extends { charts: Record<Name, AnyActorLogic> }>(
  names: readonly Name[],
  download: () => Promise<Chunk>,
) {
  let loaded: Chunk | null = null;
  let pending: Promise<Chunk> | null = null;

  const load = (): Promise<Chunk> =>
    (pending ??= download().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  const logicOf = (name: Name): AnyActorLogic => {
    if (!loaded) throw new Error(`The '${name}' chart was invoked before it was downloaded (lazyCharts.load).`);
    return loaded.charts[name];
  };

  const standIn = (name: Name): AnyActorLogic =>
    new Proxy({} as AnyActorLogic, {
      get: (_, prop) => {
        const logic = logicOf(name);
        const value: unknown = Reflect.get(logic, prop, logic);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logic) : value;
      },
      has: (_, prop) => Reflect.has(logicOf(name), prop),
    });

  const actors = Object.fromEntries(names.map((name) => [name, standIn(name)])) as Record<Name, AnyActorLogic>;
  return { load, actors };
}
