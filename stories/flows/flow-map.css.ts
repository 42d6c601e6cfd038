import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

/** Map on the left (its panel fills what the window leaves below the toolbar), the live screen on the right. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(340px, 420px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const mapColumn = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  // The whole window (less the story frame's padding), so the map's panel is never below the fold.
  height: `calc(100vh - 2 * ${vars.space.md})`,
  minHeight: '380px',
});
export const heading = style({ fontSize: '18px', margin: 0 });
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
