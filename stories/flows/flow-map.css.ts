import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

/** Map on the left (scrolls both ways), the live screen at phone width on the right. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(340px, 420px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const mapColumn = style({ minWidth: 0 });
export const heading = style({ fontSize: '20px', margin: '0 0 8px' });
export const subheading = style({ fontSize: '16px', margin: 0, width: '100%' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' });
export const liveColumn = style({ position: 'sticky', top: 0, display: 'grid', gap: vars.space.sm });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '6px' });
export const screen = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  maxHeight: '75vh',
  overflow: 'auto',
});
