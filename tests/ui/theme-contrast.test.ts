import { describe, expect, it } from 'vitest';
import { buttonHeight, colors, desktopType, mobileType } from '~/ui/theme/tokens';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour tokens meet WCAG AA', () => {
  const backgrounds = { surface: colors.surface, background: colors.background } as const;

  it.each(['text', 'textMuted', 'primary', 'primaryHover', 'danger', 'success', 'warning'] as const)(
    '%s text is at least 4.5:1 on both page backgrounds',
    (name) => {
      for (const bg of Object.values(backgrounds)) expect(contrast(colors[name], bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['textInverse', 'primary'],
    ['textInverse', 'primaryHover'],
    ['textInverse', 'danger'],
    ['danger', 'dangerSoft'],
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['primaryHover', 'primarySoft'],
    ['text', 'surfaceMuted'],
    ['textMuted', 'surfaceMuted'],
  ] as const)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders and the focus ring stand out at 3:1 (non-text contrast)', () => {
    for (const bg of [colors.surface, colors.background]) {
      expect(contrast(colors.borderStrong, bg)).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.focus, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('type and size scale from the spec', () => {
  it('runs headings from 36px down to 17.76px on desktop, smaller on mobile', () => {
    expect(desktopType.h1).toBe('36px');
    expect(desktopType.h5).toBe('17.76px');
    for (const level of ['h1', 'h2', 'h3', 'h4', 'h5'] as const) {
      expect(Number.parseFloat(mobileType[level])).toBeLessThan(Number.parseFloat(desktopType[level]));
    }
  });

  it('makes buttons 56px high, 48px on small screens', () => {
    expect(buttonHeight).toEqual({ desktop: '56px', mobile: '48px' });
  });
});
