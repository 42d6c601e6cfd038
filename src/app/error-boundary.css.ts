import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const details = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  overflowWrap: 'anywhere',
});
