import { style } from '@vanilla-extract/css';
import { vars } from '~/ui';

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
