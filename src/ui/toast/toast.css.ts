import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mobileQuery } from '../theme/tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const viewport = style({
  position: 'fixed',
  zIndex: 70,
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '400px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [mobileQuery]: { width: '100%', padding: vars.space.md } },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.xxs,
    padding: `${vars.space.md} 52px ${vars.space.md} ${vars.space.md}`,
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    borderLeft: '5px solid',
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.normal} ease-out`,
    selectors: { '&[data-state="closed"]': { opacity: 0 } },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ fontWeight: vars.font.weight.semibold });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
