import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  marginTop: '1px',
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textInverse,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const label = style({ cursor: 'pointer', lineHeight: vars.font.lineHeight.body });

export const hint = style({ paddingLeft: `calc(24px + ${vars.space.sm})` });
