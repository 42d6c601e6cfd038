/**
 * Raw token values, kept in a plain module so tests can check contrast without a CSS build.
 * Colours are chosen for WCAG AA: text colours >= 4.5:1 on surface and background, control borders and the
 * focus ring >= 3:1 (tests/ui/theme-contrast.test.ts keeps it that way).
 */
export const colors = {
  background: '#F5F7FA',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF2F6',
  text: '#17202E',
  textMuted: '#4A5567',
  textInverse: '#FFFFFF',
  border: '#D5DCE4',
  borderStrong: '#6B7587',
  primary: '#0E5A8A',
  primaryHover: '#0A4669',
  primarySoft: '#E6F0F7',
  danger: '#B42318',
  dangerHover: '#912018',
  dangerSoft: '#FEF3F2',
  success: '#0B6B3A',
  successSoft: '#ECFDF3',
  warning: '#8A3B0B',
  warningSoft: '#FFF8EB',
  focus: '#1D6FD8',
  skeleton: '#E3E8EE',
  overlay: 'rgba(23, 32, 46, 0.55)',
} as const;

/** Heading scale from spec §2: 17.76px to 36px on desktop. */
export const desktopType = { h1: '36px', h2: '30px', h3: '24px', h4: '20px', h5: '17.76px' } as const;
/** The smaller mobile scale (below 767px): same ratios, compressed. */
export const mobileType = { h1: '28px', h2: '24px', h3: '20px', h4: '18px', h5: '16px' } as const;

/** Spec §2: buttons 56px high, 48px below 767px width. */
export const buttonHeight = { desktop: '56px', mobile: '48px' } as const;

/** The one breakpoint the spec names. "Below 767px" read as the common max-width: 767px query. */
export const mobileQuery = 'screen and (max-width: 767px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
