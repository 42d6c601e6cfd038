import { style } from '@vanilla-extract/css';
import { vars } from '~/ui';

/** An explanation, not an error: why this step opened instead of the one asked for. */
export const info = style({
  borderLeft: `4px solid ${vars.color.primary}`,
  padding: vars.space.sm,
  margin: 0,
});
