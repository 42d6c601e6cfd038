import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.body,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, margin: 0 });

export const error = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger,
  margin: 0,
});

export const errorIcon = style({ flex: 'none', marginTop: '2px' });

/** The bordered box shared by text-like controls (input, select trigger, combobox). */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: vars.size.input,
  background: vars.color.surface,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.input,
  borderRadius: vars.radius.md,
  selectors: {
    // The box draws the focus state; a second ring inside it would be noise.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  background: vars.color.surfaceMuted,
  borderTopLeftRadius: vars.radius.md,
  borderBottomLeftRadius: vars.radius.md,
});
