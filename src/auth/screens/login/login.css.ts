import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
