import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { reducedMotionQuery } from '../theme/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const block = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [reducedMotionQuery]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', margin: '0.3em 0' },
      heading: { height: vars.font.size.h3, width: '60%' },
      block: { height: '120px', borderRadius: vars.radius.md },
      button: { height: vars.size.button, borderRadius: vars.radius.md },
      circle: { width: '48px', height: '48px', borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });
