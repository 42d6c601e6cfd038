/**
 * The view of a map inside its panel, purely: a centre in map units and a scale (screen pixels per map unit), so the
 * panel's viewBox follows from the panel's size. Fit shows the whole map; zooming keeps the point under the cursor
 * (or the fingers) where it is; panning moves by screen pixels. No DOM here: zoom-panel.tsx holds the events.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface View {
  cx: number;
  cy: number;
  scale: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Room around the map when fitted (map units), and the zoom range. */
const MARGIN = 12;
export const MAX_SCALE = 4;
/** A small map is not blown up when fitted: at most a little over its natural size. */
const FIT_MAX = 1.25;

export const fit = (map: Size, panel: Size): View => ({
  cx: map.width / 2,
  cy: map.height / 2,
  scale: Math.min(FIT_MAX, panel.width / (map.width + 2 * MARGIN), panel.height / (map.height + 2 * MARGIN)),
});

/** Never smaller than half the fitted scale (the map stays findable), never above MAX_SCALE. */
export const clampScale = (scale: number, map: Size, panel: Size) =>
  Math.min(MAX_SCALE, Math.max(fit(map, panel).scale / 2, scale));

/** Zoom by `factor` keeping the screen point (px, py), relative to the panel's top left, on the same map point. */
export function zoomAt(view: View, factor: number, px: number, py: number, map: Size, panel: Size): View {
  const scale = clampScale(view.scale * factor, map, panel);
  const mx = view.cx + (px - panel.width / 2) / view.scale;
  const my = view.cy + (py - panel.height / 2) / view.scale;
  return { scale, cx: mx - (px - panel.width / 2) / scale, cy: my - (py - panel.height / 2) / scale };
}

export const pan = (view: View, dx: number, dy: number): View => ({ ...view, cx: view.cx - dx / view.scale, cy: view.cy - dy / view.scale });

/** The part of the map the panel shows (map units). */
export const visibleBox = (view: View, panel: Size): Box => ({
  x: view.cx - panel.width / 2 / view.scale,
  y: view.cy - panel.height / 2 / view.scale,
  width: panel.width / view.scale,
  height: panel.height / view.scale,
});

export const viewBoxOf = (view: View, panel: Size) => {
  const b = visibleBox(view, panel);
  return `${b.x} ${b.y} ${b.width} ${b.height}`;
};

export const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** The view moved just enough (same scale) for `box` to be inside, with a margin; centred on it when it is larger. */
export function bringIntoView(view: View, box: Box, panel: Size): View {
  const seen = visibleBox(view, panel);
  const m = 24 / view.scale;
  if (contains(seen, { x: box.x - m, y: box.y - m, width: box.width + 2 * m, height: box.height + 2 * m })) return view;
  return { ...view, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}
