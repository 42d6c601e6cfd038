import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { buttonHeight, colors, desktopType, mobileQuery, mobileType, reducedMotionQuery } from './tokens';

const values = {
  color: colors,
  font: {
    family: "'Poppins', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    weight: { regular: '400', medium: '500', semibold: '600' },
    size: { ...desktopType, body: '16px', small: '14px', input: '16px' },
    lineHeight: { heading: '1.25', body: '1.5' },
  },
  space: { xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(23, 32, 46, 0.08)',
    md: '0 4px 12px rgba(23, 32, 46, 0.10)',
    lg: '0 16px 40px rgba(23, 32, 46, 0.18)',
  },
  size: { button: buttonHeight.desktop, input: '52px', otpBox: '52px', contentWidth: '560px' },
  motion: { fast: '120ms', normal: '200ms' },
};

// Global on :root so the app needs no wrapper; the class exists for stories and scoped previews.
createGlobalTheme(':root', vars, values);
export const themeClass = createTheme(vars, values);

const mobileVars = {
  [vars.font.size.h1]: mobileType.h1,
  [vars.font.size.h2]: mobileType.h2,
  [vars.font.size.h3]: mobileType.h3,
  [vars.font.size.h4]: mobileType.h4,
  [vars.font.size.h5]: mobileType.h5,
  [vars.size.button]: buttonHeight.mobile,
  [vars.size.input]: '48px',
  [vars.size.otpBox]: '46px',
};
const stillVars = { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' };

globalStyle(`:root, ${themeClass}`, {
  '@media': { [mobileQuery]: { vars: mobileVars }, [reducedMotionQuery]: { vars: stillVars } },
});
