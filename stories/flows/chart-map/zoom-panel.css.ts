import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: '4px', flex: '1 1 auto', minHeight: 0 });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' });
/** The map fills the panel; the panel takes the height the map column leaves below its toolbar and legend. */
export const panel = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: '220px',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: '#ffffff',
  touchAction: 'none',
  cursor: 'grab',
  userSelect: 'none',
});
export const overview = style({
  position: 'absolute',
  right: '8px',
  bottom: '8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  background: '#ffffff',
  boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
  cursor: 'pointer',
});
