import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

/** Information, not an error: the primary tint, not the danger one. */
export const notice = style({
  borderLeft: `4px solid ${vars.color.primary}`,
  padding: vars.space.sm,
  background: vars.color.primarySoft,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
