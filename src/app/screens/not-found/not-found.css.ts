import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const code = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
