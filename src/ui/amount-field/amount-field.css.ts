import { style } from '@vanilla-extract/css';

// Amounts read better right next to the currency sign and with tabular digits.
export const input = style({ fontVariantNumeric: 'tabular-nums' });
