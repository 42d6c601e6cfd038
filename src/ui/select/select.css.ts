import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.input,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.input,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const content = style({
  overflow: 'hidden',
  zIndex: 50,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(360px, var(--radix-select-content-available-height))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft, color: vars.color.primaryHover },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const icon = style({ flex: 'none', color: vars.color.textMuted });
