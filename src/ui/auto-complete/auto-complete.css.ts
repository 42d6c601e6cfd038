import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  zIndex: 40,
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  maxHeight: '300px',
  overflowY: 'auto',
  padding: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.primarySoft, color: vars.color.primaryHover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.semibold },
  },
});

export const note = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.size.small });
