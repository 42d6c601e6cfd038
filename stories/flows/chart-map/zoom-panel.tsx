/**
 * The map's panel: the map opens fitted (all of it in view, the current state highlighted inside), then zooms with
 * the buttons, the wheel or a pinch (trackpad or two fingers), pans by dragging, and fits again on demand. Once part
 * of the map is out of view, a small overview in the corner shows the whole map and the part in view (click or drag
 * it to go there). When the current
 * state changes it is brought into view; while the designer has not moved the map, each new layout is fitted again.
 * The map can be downloaded as SVG or PNG (the whole map, at natural size), for decks and reviews.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { ChartLayout } from './layout';
import { bringIntoView, contains, fit, pan, viewBoxOf, visibleBox, zoomAt, type Box, type Size, type View } from './zoom';
import * as css from './zoom-panel.css';

export interface ZoomPanelProps {
  layout: ChartLayout;
  /** The current state's box (map units), kept in view. */
  current: Box | null;
  /** File name for downloads, without extension. */
  fileName: string;
  /** The map drawn with this viewBox, filling the panel. */
  children: (viewBox: string) => ReactNode;
}

const STEP = 1.4;

export function ZoomPanel({ layout, current, fileName, children }: ZoomPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<View | null>(null);
  const moved = useRef(false);
  const map: Size = { width: layout.width, height: layout.height };
  const live = useRef({ map, size });
  live.current = { map, size };

  // The panel's size, now and when it changes (window resized, the live screen beside it growing).
  useLayoutEffect(() => {
    const el = panelRef.current;
    if (!el) return;
    const measure = () => setSize((s) => (s && s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // A new layout (a step opened, inner states shown) or a new panel size: fitted again unless the designer moved
  // the map, in which case the current state is only brought into view.
  useLayoutEffect(() => {
    if (!size) return;
    setView((v) => (!v || !moved.current ? fit(map, size) : current ? bringIntoView(v, current, size) : v));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- map and current are read from this layout
  }, [layout, size?.width, size?.height]);
  const currentKey = current ? `${current.x},${current.y},${current.width},${current.height}` : '';
  useLayoutEffect(() => {
    if (size && current && moved.current) setView((v) => v && bringIntoView(v, current, size));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box's position says it all
  }, [currentKey]);

  const change = useCallback((f: (v: View, map: Size, size: Size) => View) => {
    const { map: m, size: s } = live.current;
    if (!s) return;
    moved.current = true;
    setView((v) => (v ? f(v, m, s) : v));
  }, []);
  const refit = () => {
    moved.current = false;
    if (size) setView(fit(map, size));
  };
  const zoomBy = (factor: number) => change((v, m, s) => zoomAt(v, factor, s.width / 2, s.height / 2, m, s));

  // Wheel and trackpad pinch (a wheel event with ctrlKey) zoom at the cursor; not passive, so the page does not scroll.
  useEffect(() => {
    const el = panelRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015));
      change((v, m, s) => zoomAt(v, factor, e.clientX - r.left, e.clientY - r.top, m, s));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [change]);

  // Drag to pan (after a few pixels, so a click on a state stays a click), two pointers to pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef({ distance: 0, dragging: false, swallowClick: false });
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button, [data-overview]')) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    drag.current = { distance: 0, dragging: false, swallowClick: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const all = [...pointers.current.values()];
    if (all.length === 2) {
      const other = all.find((p) => p !== before)!;
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      const r = panelRef.current!.getBoundingClientRect();
      if (d0 > 0) change((v, m, s) => zoomAt(v, d1 / d0, (e.clientX + other.x) / 2 - r.left, (e.clientY + other.y) / 2 - r.top, m, s));
      drag.current.dragging = true;
    } else {
      const dx = e.clientX - before.x;
      const dy = e.clientY - before.y;
      drag.current.distance += Math.hypot(dx, dy);
      if (!drag.current.dragging && drag.current.distance > 4) {
        drag.current.dragging = true;
        panelRef.current?.setPointerCapture(e.pointerId);
      }
      if (drag.current.dragging) change((v) => pan(v, dx, dy));
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (drag.current.dragging) drag.current.swallowClick = true;
    if (pointers.current.size === 0) drag.current.dragging = false;
  };

  const ready = Boolean(size && view);
  const seen = size && view ? visibleBox(view, size) : null;
  const svgOf = () => panelRef.current?.querySelector<SVGSVGElement>('svg[data-map]') ?? null;

  return (
    <div className={css.frame}>
      <div className={css.controls} role="toolbar" aria-label="Map view">
        <button type="button" aria-label="Zoom in" title="Zoom in" onClick={() => zoomBy(STEP)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" title="Zoom out" onClick={() => zoomBy(1 / STEP)}>
          −
        </button>
        <button type="button" onClick={refit}>
          Fit
        </button>
        <button type="button" disabled={!current} onClick={() => current && change((v) => ({ ...v, cx: current.x + current.width / 2, cy: current.y + current.height / 2, scale: Math.max(v.scale, 0.9) }))}>
          Current state
        </button>
        <button type="button" onClick={() => svgOf() && download(`${fileName}.svg`, new Blob([mapSvgMarkup(svgOf()!, layout)], { type: 'image/svg+xml' }))}>
          Download SVG
        </button>
        <button type="button" onClick={() => svgOf() && void mapPng(svgOf()!, layout).then((png) => download(`${fileName}.png`, png))}>
          Download PNG
        </button>
      </div>
      <div
        ref={panelRef}
        className={css.panel}
        data-map-panel=""
        data-map-ready={ready || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          if (drag.current.swallowClick) {
            e.stopPropagation();
            e.preventDefault();
            drag.current.swallowClick = false;
          }
        }}
      >
        {size && view ? children(viewBoxOf(view, size)) : null}
        {/* The overview only when part of the map is out of view (fitted, the map is its own overview). */}
        {seen && !contains(seen, { x: 0, y: 0, width: layout.width, height: layout.height }) ? <Overview layout={layout} seen={seen} current={current} onGo={(x, y) => change((v) => ({ ...v, cx: x, cy: y }))} /> : null}
      </div>
    </div>
  );
}

/** The whole map small, with the part in view framed: click or drag to move there. */
function Overview({ layout, seen, current, onGo }: { layout: ChartLayout; seen: Box; current: Box | null; onGo: (x: number, y: number) => void }) {
  const width = 160;
  const scale = Math.min(width / layout.width, 120 / layout.height);
  const go = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    onGo((e.clientX - r.left) / scale, (e.clientY - r.top) / scale);
  };
  const topLevel = layout.nodes.filter((n) => !layout.nodes.some((p) => p.node.children.includes(n.node.id)));
  return (
    <svg
      data-overview=""
      className={css.overview}
      width={layout.width * scale}
      height={layout.height * scale}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label="Overview of the whole map; the frame is the part in view"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        go(e);
      }}
      onPointerMove={(e) => e.buttons && go(e)}
    >
      <rect width={layout.width} height={layout.height} fill="#ffffff" />
      {topLevel.map(({ node, x, y, width: w, height: h }) => (
        <rect key={node.id} x={x} y={y} width={w} height={h} rx={6} fill={node.kind === 'page' ? '#cfd8dc' : '#eceff1'} />
      ))}
      {current ? <rect {...current} fill="#ffb300" /> : null}
      <rect {...seen} fill="rgba(31,58,95,0.08)" stroke="#1f3a5f" strokeWidth={2 / scale} />
    </svg>
  );
}

/** The map as a standalone SVG file: the whole map at natural size on white, as drawn (highlights included). */
export function mapSvgMarkup(svg: SVGSVGElement, layout: ChartLayout): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const w = layout.width + 8;
  const h = layout.height + 8;
  clone.setAttribute('viewBox', `-4 -4 ${w} ${h}`);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.removeAttribute('class');
  clone.removeAttribute('style');
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [k, v] of Object.entries({ x: '-4', y: '-4', width: String(w), height: String(h), fill: '#ffffff' })) background.setAttribute(k, v);
  clone.insertBefore(background, clone.querySelector('defs')?.nextSibling ?? clone.firstChild);
  for (const el of clone.querySelectorAll('[tabindex]')) el.removeAttribute('tabindex');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** The map as a PNG at twice its natural size (sharp on slides), drawn from the SVG file. */
export async function mapPng(svg: SVGSVGElement, layout: ChartLayout): Promise<Blob> {
  const markup = mapSvgMarkup(svg, layout);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const ratio = Math.min(2, 16_000 / Math.max(layout.width + 8, layout.height + 8));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((layout.width + 8) * ratio);
    canvas.height = Math.round((layout.height + 8) * ratio);
    const g = canvas.getContext('2d')!;
    g.scale(ratio, ratio);
    g.drawImage(img, 0, 0, layout.width + 8, layout.height + 8);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG not made'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
