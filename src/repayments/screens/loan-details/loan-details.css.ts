import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const facts = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'right' });
/** A table wider than a 320 px screen scrolls inside its own frame, never the page (keyboard: the frame is focusable). */
export const tableFrame = style({ maxWidth: '100%', overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const amountCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const notice = style({ borderRadius: vars.radius.md, padding: vars.space.md, background: vars.color.dangerSoft });
export const nativeSelect = style({
  minHeight: 48,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
});
export const label = style({ fontWeight: vars.font.weight.semibold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
