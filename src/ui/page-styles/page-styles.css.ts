import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // A grid item (the product list): never wider than its column at 320 px.
  minWidth: 0,
});
export const cardSelected = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const notice = style({
  borderLeft: `4px solid ${vars.color.danger}`,
  padding: vars.space.sm,
  background: vars.color.dangerSoft,
});
export const muted = style({ color: vars.color.textMuted });
// The value column may shrink below its longest word (an email, an account name): it wraps instead of pushing the
// page sideways on a 320 px phone.
export const definition = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) minmax(0, 1fr)', gap: vars.space.xs, margin: 0 });
globalStyle(`${definition} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const row = style({ display: 'contents' });
