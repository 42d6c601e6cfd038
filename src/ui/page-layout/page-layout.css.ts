import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileQuery } from '../theme/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus, &:focus-visible': { top: vars.space.md } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '64px',
  '@media': { [mobileQuery]: { padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '56px' } },
});

export const wordmark = style({
  fontSize: '22px',
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
  color: vars.color.primary,
  textDecoration: 'none',
});

export const wordmarkDot = style({ color: vars.color.success });

export const progress = style({ maxWidth: '1120px', margin: '0 auto', padding: `0 ${vars.space.lg} ${vars.space.sm}` });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mobileQuery]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const wide = style({ maxWidth: '1120px' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.body,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
