import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

/** Shared layout of the sign-in pages: one calm column, generous spacing, the form first. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const lead = style({ color: vars.color.textMuted, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const notice = style({
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const info = style([notice, { background: vars.color.primarySoft }]);
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});
export const ssoList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
