import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

const W = 390;
const SCALE = 0.32;
export const heading = style({ fontSize: '22px', margin: '0 0 4px' });
export const strip = style({ margin: `${vars.space.md} 0` });
export const stripHeading = style({ fontSize: '18px', margin: '0 0 6px' });
export const columns = style({
  display: 'flex',
  gap: '12px',
  overflowX: 'auto',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const column = style({ display: 'grid', gap: '8px', alignContent: 'start' });
export const thumb = style({
  position: 'relative',
  display: 'grid',
  gap: '4px',
  minWidth: `${W * SCALE}px`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '12px',
});
export const frame = style({
  display: 'block',
  width: `${W * SCALE}px`,
  height: `${720 * SCALE}px`,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '6px',
  background: '#ffffff',
});
export const scaled = style({
  display: 'block',
  width: `${W}px`,
  transform: `scale(${SCALE})`,
  transformOrigin: 'top left',
  pointerEvents: 'none',
});
export const screens = style({ display: 'flex', gap: '6px', alignItems: 'start' });
/** Above the caption's stretched link, so it stays its own target. */
export const open = style({ position: 'relative', zIndex: 1, fontSize: '11px', justifySelf: 'start' });
export const caption = style({
  display: 'grid',
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  // The link covers the whole card (picture included): one tab stop, one click target.
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
export const route = style({ fontWeight: 400, wordBreak: 'break-all', color: vars.color.text });
export const table = style({ borderCollapse: 'collapse', fontSize: '13px', width: '100%' });
globalStyle(`${table} th, ${table} td`, { border: `1px solid ${vars.color.border}`, padding: '6px', verticalAlign: 'top', textAlign: 'left' });
export const list = style({ margin: 0, paddingLeft: '16px' });
export const when = style({ color: vars.color.textMuted, fontSize: '12px' });
export const spec = style({ color: vars.color.textMuted, fontSize: '11px', fontWeight: 600, textTransform: 'uppercase' });
