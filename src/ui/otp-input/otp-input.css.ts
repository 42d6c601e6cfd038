import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A fieldset is at least as wide as its content's min-content by default (min-inline-size: min-content):
// without minWidth 0 the boxes could not shrink below their full size and a 320 px screen scrolled sideways.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.medium });

export const boxes = style({ display: 'flex', gap: vars.space.xs, maxWidth: '100%', minWidth: 0 });

// Boxes share the column (flex-basis 0, no minimum) up to their full size: six fit a 320 px screen's
// 288 px column (about 41 px each) without scrolling sideways.
export const box = style({
  width: vars.size.otpBox,
  maxWidth: vars.size.otpBox,
  height: vars.size.otpBox,
  minWidth: 0,
  flex: '1 1 0',
  textAlign: 'center',
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.surface,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  caretColor: vars.color.primary,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
});
