/**
 * A chart as a map a designer reads: its state nodes (titles and routes from `meta`) and its transitions as arrows
 * labelled with what the borrower does (machines/shared/event-labels.ts). Walked from `machine.root` at runtime, so
 * a chart change changes the map; nothing here lists states. Pure: used by the Storybook map and the static SVG.
 */
import type { AnyStateMachine, AnyTransitionDefinition, StateNode } from 'xstate';
import { eventWords, humanise, type EdgeKind } from '@machines/shared/event-labels';
import type { StateMeta } from '@machines/shared/meta';

export type NodeKind = 'page' | 'working' | 'final' | 'state';

export interface MapNode {
  id: string;
  parent: string | null;
  title: string;
  /** Route for a page, else a short note ("Waiting for the platform", "End of the flow"). */
  detail: string;
  route?: string;
  kind: NodeKind;
  children: string[];
  /** Left at once by an automatic arrow (a decision, never at rest): nothing to show on its own. */
  transient: boolean;
  /** What the borrower can do here without moving (e.g. typing an answer). */
  stays: string[];
}

export interface MapEdge {
  /** Stable across `machine.provide()` copies: source id, event type, candidate index, target id. */
  id: string;
  /** Where the arrow starts: a state, or a compound state when several of its children share the arrow. */
  source: string;
  /** The states the transition is declared on (more than one when siblings' arrows were merged). */
  sources: string[];
  /** The transition keys (transitionKey) this arrow draws. */
  transitions: string[];
  target: string;
  eventType: string;
  label: string;
  /** The guard in words ("if verification failed", "otherwise"), when the event has several outcomes. */
  condition?: string;
  kind: EdgeKind;
  /** Part of the main line: from one top-level state to the next one in reading order. */
  happy: boolean;
  /** Declared on the chart itself: possible from any state (drawn as a list, not an arrow). */
  anywhere: boolean;
  /** False when the label is a fallback from the event type (event-labels.ts lacks it). */
  known: boolean;
}

export interface ChartGraph {
  id: string;
  initial: string;
  nodes: MapNode[];
  edges: MapEdge[];
}

/** Guards whose meaning the arrow's target already says (a jump or a change goes where it points). */
const selfEvident = new Set(['canJumpTo', 'isEditTarget']);

export function guardName(t: AnyTransitionDefinition): string | null {
  const g = t.guard as unknown;
  if (!g) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g) return String((g as { type: unknown }).type);
  if (typeof g === 'function') return g.name || 'a condition';
  return 'a condition';
}

/** The same id for a transition in any copy of the chart (the id the map's arrows carry). */
export const transitionKey = (t: AnyTransitionDefinition, index: number, target: string) =>
  `${t.source.id}|${t.eventType || 'always'}|${index}|${target}`;

/** Top-level states in reading order: the chart's own order, final states last (where a flow ends). */
function readingOrder(nodes: StateNode[]): StateNode[] {
  return [...nodes.filter((n) => n.type !== 'final'), ...nodes.filter((n) => n.type === 'final')];
}

/** The `src` of the actor a done/error event answers, looked up on the source state and its ancestors. */
function actorSrc(source: StateNode, type: string): string | undefined {
  const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1];
  if (!id) return undefined;
  for (let n: StateNode | undefined = source; n; n = n.parent) {
    const inv = n.invoke.find((i) => i.id === id);
    if (inv) return typeof inv.src === 'string' ? inv.src : ((inv.src as { id?: string }).id ?? id);
  }
  return undefined;
}

function describeNode(node: StateNode): Pick<MapNode, 'title' | 'detail' | 'route' | 'kind'> {
  const meta = node.meta as Partial<StateMeta> | undefined;
  if (meta?.route)
    return { title: meta.title ?? humanise(node.key), detail: meta.route, route: meta.route, kind: 'page' };
  if (node.type === 'final') return { title: humanise(node.key), detail: 'End of the flow', kind: 'final' };
  if (node.invoke.length) return { title: humanise(node.key), detail: 'Waiting for the platform', kind: 'working' };
  if (node.always?.some((t) => !t.guard))
    return { title: humanise(node.key), detail: 'Decides and moves on', kind: 'state' };
  return { title: humanise(node.key), detail: '', kind: 'state' };
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  const walk = (node: StateNode, parent: string | null) => {
    const children = readingOrder(Object.values(node.states));
    const mapNode: MapNode = {
      id: node.id,
      parent,
      ...describeNode(node),
      children: children.map((c) => c.id),
      transient: Boolean(node.always?.length),
      stays: [],
    };
    nodes.push(mapNode);
    const lists: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) lists.push(['', node.always]);
    for (const [type, list] of lists) {
      list.forEach((t, index) => {
        const answered = eventWords(type, actorSrc(node, type));
        // A journey step's save ends with an automatic hop that keeps its answers (`commit`): it reads "Saved".
        const commits = type === '' && t.actions.some((a) => a === 'commit' || (a as { type?: unknown }).type === 'commit');
        const words = commits ? { ...answered, label: 'Saved' } : answered;
        if (!t.target?.length) {
          if (!mapNode.stays.includes(words.label)) mapNode.stays.push(words.label);
          return;
        }
        const guard = guardName(t);
        const guardedBefore = list.slice(0, index).some((other) => other.guard);
        const condition = guard
          ? selfEvident.has(guard)
            ? undefined
            : `if ${humanise(guard).toLowerCase()}`
          : guardedBefore
            ? 'otherwise'
            : undefined;
        for (const target of t.target) {
          const key = transitionKey(t, index, target.id);
          // A transition to the chart itself restarts it: drawn to where it starts.
          const to = target === machine.root ? (machine.root.initial?.target[0]?.id ?? target.id) : target.id;
          edges.push({
            id: key,
            source: node.id,
            sources: [node.id],
            transitions: [key],
            target: to,
            anywhere: node === machine.root,
            eventType: type,
            label: words.label,
            condition,
            kind: words.kind,
            happy: false,
            known: words.known,
          });
        }
      });
    }
    for (const child of children) walk(child, node.id);
  };
  walk(machine.root, null);
  const merged = mergeSiblings(nodes, edges);
  markMainLine(machine, nodes, merged);
  return {
    id: machine.id,
    initial: machine.root.initial?.target[0]?.id ?? machine.root.id,
    nodes: nodes.filter((n) => n.parent !== null),
    edges: merged,
  };
}

/**
 * The same arrow declared on several children of one state (e.g. "Back" from a form while editing and after an
 * error) is drawn once, from the parent box: half the arrows, the same meaning.
 */
function mergeSiblings(nodes: MapNode[], edges: MapEdge[]): MapEdge[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parent]));
  const groups = new Map<string, MapEdge[]>();
  for (const e of edges) {
    const key = [parentOf.get(e.source), e.eventType, e.label, e.condition, e.target].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].flatMap((group) => {
    const first = group[0]!;
    const parent = parentOf.get(first.source);
    const inside = (id: string) => parent !== null && parent !== undefined && id.startsWith(`${parent}.`);
    if (group.length < 2 || !parent || !parentOf.get(parent) || inside(first.target)) return group;
    return [
      {
        ...first,
        source: parent,
        sources: group.map((e) => e.source),
        transitions: group.flatMap((e) => e.transitions),
      },
    ];
  });
}

/** The top-level state an id belongs to ('newLoan.loanOffer.saving' -> 'newLoan.loanOffer'). */
export const topLevelOf = (machineId: string, id: string) => id.split('.').slice(0, 2).join('.') || machineId;

/**
 * The happy path: from each top-level state, the arrows to the nearest later state in reading order (not failures,
 * going back or jumps). Branches (a warning, GoTyme instead of a bank) lead further down and stay beside it.
 */
function markMainLine(machine: AnyStateMachine, nodes: MapNode[], edges: MapEdge[]) {
  const order = nodes.filter((n) => n.parent === machine.root.id).map((n) => n.id);
  const index = (id: string) => order.indexOf(topLevelOf(machine.id, id));
  const forward = edges.filter(
    (e) =>
      !e.eventType.startsWith('xstate.error.') &&
      e.eventType !== 'step.back' &&
      e.kind !== 'jump' &&
      index(e.target) > index(e.source),
  );
  for (const e of forward) {
    const nearest = Math.min(...forward.filter((o) => index(o.source) === index(e.source)).map((o) => index(o.target)));
    e.happy = index(e.target) === nearest;
  }
}
