import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileQuery } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  zIndex: 61,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(480px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.h4, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.heading, paddingRight: vars.space.xl });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.sm, marginTop: vars.space.xs });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
