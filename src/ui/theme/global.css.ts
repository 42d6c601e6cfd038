import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { reducedMotionQuery } from './tokens';
import './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Keep focused fields clear of a sticky header when the browser scrolls to them.
  scrollPaddingTop: '80px',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '2px' });
globalStyle('a:hover', { color: vars.color.primaryHover });

// One visible focus ring for everything keyboard-focusable, unless a primitive draws its own.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotionQuery]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
