import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
export const summary = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const amount = style({ margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'right' });
export const total = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.h4 });
export const notice = style({
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  borderLeft: `4px solid ${vars.color.danger}`,
});
export const noticeTitle = style({ fontWeight: vars.font.weight.semibold, margin: 0 });
export const statusIcon = style({ fontSize: 48, lineHeight: 1 });
