import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

// Layout helpers for stories only, so story files need no inline styles.
export const stack = style({ display: 'grid', gap: vars.space.sm, maxWidth: '420px' });
export const wideStack = style({ display: 'grid', gap: vars.space.sm, maxWidth: '640px' });
export const roomy = style({ maxWidth: '420px', minHeight: '380px' });
