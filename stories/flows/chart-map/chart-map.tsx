/**
 * The drawing of a laid-out chart map (SVG), shared by the Storybook map (interactive: states and arrows are
 * buttons) and the static SVG for reports (to-svg.tsx). Boxes are drawn flat (parents first), so no button sits
 * inside another. Borrower actions are solid arrows, platform answers dashed, timers dotted, automatic steps thin.
 */
import type { KeyboardEvent } from 'react';
import type { EdgeKind } from '@machines/shared/event-labels';
import type { MapEdge, MapNode } from './graph';
import type { MapHeat } from './heat';
import { edgeText, FONT, HEADER, type ChartLayout } from './layout';

export const edgeStyle: Record<EdgeKind, { stroke: string; dash?: string; name: string }> = {
  action: { stroke: '#1f3a5f', name: 'Borrower action' },
  answer: { stroke: '#00695c', dash: '6 4', name: 'Platform answer' },
  timer: { stroke: '#6a1b9a', dash: '2 3', name: 'Timer' },
  automatic: { stroke: '#546e7a', dash: '1 2', name: 'Automatic' },
  jump: { stroke: '#8d6e63', dash: '4 2 1 2', name: 'Jump (progress bar)' },
};
const TAKEN = '#c75000';

const nodeFill: Record<MapNode['kind'], string> = {
  page: '#ffffff',
  working: '#eef2f5',
  final: '#263238',
  state: '#f5f7fa',
};

export interface ChartMapProps {
  layout: ChartLayout;
  title: string;
  /** Active state ids (the current state and its ancestors). */
  active?: readonly string[];
  /** Arrow ids on the path taken so far. */
  taken?: readonly string[];
  onState?: (node: MapNode) => void;
  onEdge?: (edge: MapEdge) => void;
  /** Drop-off drawn on the map (heat.ts): state fills and arrow widths. */
  heat?: MapHeat;
  /** A static page's link for a state (e.g. to its figures); the box becomes that link. */
  stateHref?: (node: MapNode) => string | undefined;
  /** Part of the map shown, filling its container (the zoom panel); absent: the whole map at natural size. */
  viewBox?: string;
}

/** The deepest drawn states among `active` (a folded box is current when the state is inside it). */
export function deepestDrawn(layout: ChartLayout, active: readonly string[]): Set<string> {
  const drawn = new Set(layout.nodes.map((n) => n.node.id));
  return new Set(active.filter((id) => drawn.has(id) && !active.some((o) => o.startsWith(`${id}.`) && drawn.has(o))));
}

/** The current state's box on the map (map units), or null when none is drawn. */
export function currentBox(layout: ChartLayout, active: readonly string[]) {
  const deepest = deepestDrawn(layout, active);
  const found = layout.nodes.find((n) => deepest.has(n.node.id));
  return found ? { x: found.x, y: found.y, width: found.width, height: found.height } : null;
}

const activate = (fn: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
};

export function ChartMap({ layout, title, active = [], taken = [], onState, onEdge, heat, stateHref, viewBox }: ChartMapProps) {
  // Current: the deepest active state drawn (a folded box is current when the state is inside it).
  const deepest = deepestDrawn(layout, active);
  const depth = (id: string) => id.split('.').length;
  const nodes = [...layout.nodes].sort((a, b) => depth(a.node.id) - depth(b.node.id));
  const interactive = Boolean(onState);
  // Buttons are named by their own visible text (title, then route or note; an arrow's words), so what is read
  // out is what is seen.
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      data-map=""
      viewBox={viewBox ?? `-4 -4 ${layout.width + 8} ${layout.height + 8}`}
      width={viewBox ? '100%' : layout.width + 8}
      height={viewBox ? '100%' : layout.height + 8}
      preserveAspectRatio="xMidYMid meet"
      role={interactive || stateHref ? 'group' : 'img'}
      aria-label={title}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <defs>
        {[...Object.entries(edgeStyle), ['taken', { stroke: TAKEN }] as const].map(([kind, s]) => (
          <marker
            key={kind}
            id={`arrow-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            // Arrows drawn by traffic vary in width: their heads keep one size rather than growing with the line.
            markerUnits={heat ? 'userSpaceOnUse' : undefined}
            markerWidth={heat ? 11 : 7}
            markerHeight={heat ? 11 : 7}
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={s.stroke} />
          </marker>
        ))}
      </defs>
      {nodes.map(({ node, x, y, width, height }) => {
        const isActive = active.includes(node.id);
        const isCurrent = deepest.has(node.id);
        const compound = node.children.length > 0;
        const heated = heat?.fill[node.id];
        const dark = node.kind === 'final' && !heated;
        // A step's frame (a compound state) is drawn light, so the steps and screens inside read first.
        const text = dark && !isActive ? '#ffffff' : compound && !isCurrent ? '#546e7a' : '#1a1a2e';
        const href = stateHref?.(node);
        const box = (
          <g
            key={node.id}
            data-state={node.id}
            aria-current={isCurrent ? 'step' : undefined}
            {...(interactive
              ? {
                  role: 'button',
                  tabIndex: 0,
                  onClick: () => onState!(node),
                  onKeyDown: activate(() => onState!(node)),
                  style: { cursor: 'pointer' },
                }
              : {})}
          >
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              rx={node.kind === 'final' ? height / 2 : 8}
              fill={heated ?? (isCurrent ? '#ffe082' : compound ? (isActive ? '#fffdf6' : '#fcfdfd') : isActive ? '#fff8e1' : nodeFill[node.kind])}
              stroke={isActive ? (compound && !isCurrent ? '#e0b060' : '#b26a00') : compound ? '#dfe6ea' : node.kind === 'page' ? '#1f3a5f' : '#90a4ae'}
              strokeWidth={isCurrent ? 3 : compound ? 1 : node.kind === 'page' ? 1.5 : 1}
              strokeDasharray={node.kind === 'working' && !compound ? '4 3' : undefined}
            />
            <text x={x + 12} y={y + 18} fontSize={FONT.title} fontWeight={compound && !isCurrent ? 500 : 600} fill={text}>
              {node.title}
            </text>
            {node.detail ? (
              <text x={x + 12} y={y + 34} fontSize={FONT.detail} fill={dark && !isActive ? '#eceff1' : '#37474f'}>
                {node.detail}
              </text>
            ) : null}
            {compound ? <line x1={x} x2={x + width} y1={y + HEADER - 4} y2={y + HEADER - 4} stroke="#eef2f4" /> : null}
          </g>
        );
        return href ? (
          <a key={node.id} href={href}>
            {box}
          </a>
        ) : (
          box
        );
      })}
      {layout.edges.map(({ edge, points }) => {
        const s = edgeStyle[edge.kind];
        const on = taken.includes(edge.id);
        return (
          <path
            key={edge.id}
            d={points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={on ? TAKEN : s.stroke}
            strokeWidth={on ? 3 : (heat?.edgeWidth[edge.id] ?? (edge.happy ? 2.2 : 1.2))}
            strokeDasharray={on ? undefined : s.dash}
            markerEnd={`url(#arrow-${on ? 'taken' : edge.kind})`}
          />
        );
      })}
      {layout.edges.map(({ edge, label }) => {
        if (!label) return null;
        const lines = edgeText(edge);
        const on = taken.includes(edge.id);
        return (
          <g
            key={`label-${edge.id}`}
            data-edge={edge.id}
            {...(interactive && onEdge
              ? {
                  role: 'button',
                  tabIndex: 0,
                  onClick: () => onEdge(edge),
                  onKeyDown: activate(() => onEdge(edge)),
                  style: { cursor: 'pointer' },
                }
              : {})}
          >
            <rect
              x={label.x}
              y={label.y}
              width={label.width}
              height={label.height}
              rx={3}
              fill={on ? '#fff3e0' : '#ffffff'}
              stroke={on ? TAKEN : edgeStyle[edge.kind].stroke}
              strokeWidth={0.8}
            />
            {lines.map((line, i) => (
              <text
                key={line}
                x={label.x + 4}
                y={label.y + 12 + i * 15}
                fontSize={FONT.edge}
                fontStyle={i ? 'italic' : undefined}
                fill={edgeStyle[edge.kind].stroke}
              >
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** The arrow legend, so kinds are told apart without colour alone (line patterns differ too). */
export function MapLegend() {
  return (
    <ul
      aria-label="Arrow kinds"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: '4px 0',
        fontSize: 13,
      }}
    >
      {Object.entries(edgeStyle).map(([kind, s]) => (
        <li key={kind} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <svg width={36} height={8} aria-hidden="true">
            <line x1={0} x2={36} y1={4} y2={4} stroke={s.stroke} strokeWidth={2} strokeDasharray={s.dash} />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}
