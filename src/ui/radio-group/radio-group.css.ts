import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xxs, fontWeight: vars.font.weight.medium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has([data-state="checked"])': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  flex: 'none',
  width: '22px',
  height: '22px',
  padding: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    // The option box draws the ring for the whole row.
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const indicator = style({ width: '10px', height: '10px', borderRadius: '50%', background: vars.color.primary });

export const optionLabel = style({ flex: 1, cursor: 'pointer' });
