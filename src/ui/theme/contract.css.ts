import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract: every colour, size and shadow a primitive may use. Values live in tokens.css.ts; the
 * contract exists so a second theme (or a story) can swap values without touching a component.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    primary: null,
    primaryHover: null,
    primarySoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    focus: null,
    skeleton: null,
    overlay: null,
  },
  font: {
    family: null,
    weight: { regular: null, medium: null, semibold: null },
    size: { h1: null, h2: null, h3: null, h4: null, h5: null, body: null, small: null, input: null },
    lineHeight: { heading: null, body: null },
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  size: { button: null, input: null, otpBox: null, contentWidth: null },
  motion: { fast: null, normal: null },
});
