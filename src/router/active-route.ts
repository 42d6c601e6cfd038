import type { AnyActorRef } from 'xstate';
import { fillRoute, routeParamsOf, type StateMeta } from '@machines/shared/meta';

/** The page the charts are on: the deepest routed state along the chain of running actors. */
export interface ActiveRoute {
  meta: StateMeta;
  /** Full state id, e.g. 'newLoan.personalDetails'. */
  stateId: string;
  /** The address: the route with the owning chart's parameters filled in ('/loan-versary-special'). */
  path: string;
  /** The actor owning that state: screens get it through <ChartProvider>. */
  actor: AnyActorRef;
}

interface MachineSnapshotLike {
  status: string;
  children: Record<string, AnyActorRef | undefined>;
  getMeta?: () => Record<string, unknown>;
  hasTag?: (tag: string) => boolean;
}

/** Every running actor from the root down (depth first), for subscriptions and route lookup. */
export function actorChain(root: AnyActorRef): AnyActorRef[] {
  const out: AnyActorRef[] = [];
  const walk = (ref: AnyActorRef) => {
    const snap = ref.getSnapshot() as MachineSnapshotLike | undefined;
    if (!snap || snap.status !== 'active') return;
    out.push(ref);
    for (const child of Object.values(snap.children ?? {})) if (child) walk(child);
  };
  walk(root);
  return out;
}

function ownRoute(ref: AnyActorRef): ActiveRoute | null {
  const snap = ref.getSnapshot() as MachineSnapshotLike;
  if (typeof snap.getMeta !== 'function') return null;
  let found: ActiveRoute | null = null;
  // getMeta lists active state nodes parent first, so the last routed one is the deepest.
  for (const [stateId, meta] of Object.entries(snap.getMeta())) {
    if (meta && typeof meta === 'object' && 'route' in meta) {
      const route = (meta as StateMeta).route;
      found = { meta: meta as StateMeta, stateId, actor: ref, path: fillRoute(route, routeParamsOf(snap)) ?? route };
    }
  }
  return found;
}

export function activeRoute(root: AnyActorRef): ActiveRoute | null {
  let found: ActiveRoute | null = null;
  for (const ref of actorChain(root)) found = ownRoute(ref) ?? found;
  return found;
}

/** True while the charts are somewhere without a page but with an error to show (e.g. account failed to load). */
export function hasErrorWithoutRoute(root: AnyActorRef): boolean {
  if (activeRoute(root) !== null) return false;
  return actorChain(root).some((ref) => Boolean((ref.getSnapshot() as MachineSnapshotLike).hasTag?.('error')));
}

/**
 * Calls `onChange` whenever any actor of the chain changes (children come and go: a journey starts, auth ends).
 * The parent's own subscription does not see its children's transitions, hence one subscription per actor.
 */
export function watchChain(root: AnyActorRef, onChange: () => void): () => void {
  const subs = new Map<AnyActorRef, { unsubscribe: () => void }>();
  const sync = () => {
    const live = new Set(actorChain(root));
    for (const [ref, sub] of subs) {
      if (!live.has(ref)) {
        sub.unsubscribe();
        subs.delete(ref);
      }
    }
    for (const ref of live) {
      if (!subs.has(ref)) subs.set(ref, ref.subscribe({ next: changed, error: changed, complete: changed }));
    }
  };
  const changed = () => {
    sync();
    onChange();
  };
  sync();
  return () => {
    for (const sub of subs.values()) sub.unsubscribe();
    subs.clear();
  };
}

/** The retry of the routeless error screen: every chart stopped on an error gets `app.retry` (a chart convention). */
export function retryErrored(root: AnyActorRef): void {
  for (const ref of actorChain(root)) {
    if ((ref.getSnapshot() as MachineSnapshotLike).hasTag?.('error')) ref.send({ type: 'app.retry' });
  }
}
