import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

/**
 * Below 420 px the five columns do not fit (at 320 px the Status column was cut to "Comp…"): the schedule is a list
 * of instalments there, the table above it. One of the two is shown; the hidden one is out of the accessibility tree.
 */
const narrow = 'screen and (max-width: 419px)';
export const wideOnly = style({ '@media': { [narrow]: { display: 'none' } } });
export const narrowOnly = style({ display: 'none', '@media': { [narrow]: { display: 'flex' } } });
export const list = style({ flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.sm });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, margin: 0, fontSize: vars.font.size.small });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'right' });
