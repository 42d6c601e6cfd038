/**
 * The chart drawn as nested boxes (compound states contain their children, top-level states in a grid), with the
 * active states highlighted and `aria-current` on the deepest ones, so a designer sees where the flow is.
 */
import type { AnyStateMachine, StateNode } from 'xstate';

const BOX_W = 210;
const ROW_H = 24;
const PAD = 8;

interface Laid {
  node: StateNode;
  x: number;
  y: number;
  w: number;
  h: number;
}

function layout(node: StateNode, x: number, y: number, out: Laid[]): number {
  const children = Object.values(node.states);
  let h = ROW_H;
  for (const child of children) h += layout(child, x + PAD, y + h, out) + 4;
  if (children.length) h += PAD - 4;
  out.push({ node, x, y, w: BOX_W - (x % BOX_W), h });
  return h;
}

export function ChartDiagram({ machine, active }: { machine: AnyStateMachine; active: readonly string[] }) {
  const boxes: Laid[] = [];
  const tops = Object.values(machine.root.states);
  const columns = Math.min(4, Math.max(1, Math.ceil(tops.length / 6)));
  const heights = new Array<number>(columns).fill(0);
  tops.forEach((top) => {
    const col = heights.indexOf(Math.min(...heights));
    const x = col * (BOX_W + 24);
    const h = layout(top, x, heights[col]!, boxes);
    boxes.filter((b) => b.x >= x && b.x < x + BOX_W).forEach((b) => (b.w = BOX_W - (b.x - x)));
    heights[col]! += h + 12;
  });
  const width = columns * (BOX_W + 24);
  const height = Math.max(...heights);
  const deepest = new Set(active.filter((id) => !active.some((other) => other.startsWith(`${id}.`))));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={`Chart ${machine.id}, current state ${[...deepest].join(', ')}`}>
      {boxes
        .sort((a, b) => a.node.id.split('.').length - b.node.id.split('.').length)
        .map(({ node, x, y, w, h }) => {
          const on = active.includes(node.id);
          return (
            <g key={node.id} aria-current={deepest.has(node.id) ? 'step' : undefined}>
              <rect x={x} y={y} width={w} height={h} rx={6} fill={on ? (deepest.has(node.id) ? '#ffe082' : '#fff8e1') : '#f5f7fa'} stroke={on ? '#b26a00' : '#90a4ae'} strokeWidth={deepest.has(node.id) ? 2.5 : 1} />
              <text x={x + 6} y={y + 16} fontSize={12} fontFamily="monospace" fill="#1a1a2e">
                {node.key}
                {node.type === 'final' ? ' (final)' : ''}
                {(node.meta as { route?: string } | undefined)?.route ? ` ${(node.meta as { route: string }).route}` : ''}
              </text>
            </g>
          );
        })}
    </svg>
  );
}
