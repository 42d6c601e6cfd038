import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '160px',
  padding: vars.space.lg,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    // No opacity: the hint must keep its contrast (axe cannot tell the zone is disabled).
    '&[data-disabled="true"]': { background: vars.color.surfaceMuted, borderStyle: 'solid' },
    '&:focus-within': { borderColor: vars.color.focus },
  },
});

export const icon = style({ color: vars.color.primary });

export const prompt = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** The real input stays in the page (keyboard, screen readers, mobile camera sheet) but is visually hidden. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1.5px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    // The input is what has focus; draw the ring on the visible button next to it.
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
