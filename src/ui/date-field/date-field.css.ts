import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const input = style({
  // Native date inputs collapse without a width on iOS; keep the picker icon inside the box.
  width: '100%',
  minHeight: vars.size.input,
  selectors: { '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', padding: vars.space.xs } },
});
