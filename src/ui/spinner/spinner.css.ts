import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1.15em',
  height: '1.15em',
  flex: 'none',
  borderRadius: '50%',
  border: '2.5px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  // With reduced motion the ring stays still but visible, so "busy" is still shown.
  '@media': { [reducedMotionQuery]: { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 } },
});
