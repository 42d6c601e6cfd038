import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const notice = style({ borderLeft: `4px solid ${vars.color.primary}`, padding: vars.space.sm, background: vars.color.surface });
