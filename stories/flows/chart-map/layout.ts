/**
 * Lays a chart graph out with ELK (layered, top to bottom): compound states are boxes holding their children, the
 * nodes keep reading order, the main line gets the straightest run and failures, retries and back steps sit beside
 * it. Sizes come from the label text, so labels fit their boxes. Output coordinates are absolute (root-relative).
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartGraph, MapEdge, MapNode } from './graph';

export const FONT = { title: 13, detail: 11, edge: 11 };
/** Average glyph width of the sans-serif stack at 1 px: generous, so text never spills out of its box. */
const GLYPH = 0.62;
const textWidth = (text: string, size: number) => Math.ceil(text.length * size * GLYPH);
export const HEADER = 44;
const PAD = 12;

export interface LaidNode {
  node: MapNode;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface LaidEdge {
  edge: MapEdge;
  points: Array<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number } | null;
}
export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}

export const edgeText = (e: MapEdge) => (e.condition ? [e.label, e.condition] : [e.label]);

const nodeWidth = (n: MapNode) =>
  Math.max(120, textWidth(n.title, FONT.title), textWidth(n.detail, FONT.detail)) + 2 * PAD;

let elk: InstanceType<typeof ELK> | null = null;

/** Lays out the graph as given: fold it and drop what is not drawn first (view.ts visibleGraph). */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  elk ??= new ELK();
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const elkNode = (n: MapNode): ElkNode => {
    const width = nodeWidth(n);
    if (!n.children.length) return { id: n.id, width, height: n.detail ? 44 : 30 };
    return {
      id: n.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${HEADER + 20})`,
      },
      children: n.children.map((id) => elkNode(byId.get(id)!)),
    };
  };
  const edges = graph.edges.filter((e) => !e.anywhere);
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.crossingMinimization.forceNodeModelOrder': 'true',
      'elk.layered.thoroughness': '1',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
    },
    children: graph.nodes.filter((n) => !byId.has(n.parent ?? '')).map(elkNode),
    edges: edges.map((e): ElkExtendedEdge => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [
        {
          text: edgeText(e).join('\n'),
          width: Math.max(...edgeText(e).map((t) => textWidth(t, FONT.edge))) + 8,
          height: 15 * edgeText(e).length + 2,
        },
      ],
      layoutOptions: e.happy
        ? { 'elk.layered.priority.straightness': '10', 'elk.layered.priority.direction': '10' }
        : {},
    })),
  };
  const laid = await elk.layout(root);
  const nodes: LaidNode[] = [];
  const collect = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      nodes.push({ node: byId.get(c.id)!, x: c.x ?? 0, y: c.y ?? 0, width: c.width ?? 0, height: c.height ?? 0 });
      collect(c);
    }
  };
  collect(laid);
  const edgeById = new Map(edges.map((e) => [e.id, e]));
  const laidEdges: LaidEdge[] = (laid.edges ?? []).map((e) => {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const l = e.labels?.[0];
    return {
      edge: edgeById.get(e.id)!,
      points,
      label: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } : null,
    };
  });
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges: laidEdges };
}
