import { style } from '@vanilla-extract/css';

// TextField leans on the shared field styles; this file holds only what is TextField's own.
export const fullWidth = style({ width: '100%' });
