import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const storyFrame = style({
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.background,
  padding: vars.space.md,
  minHeight: '100%',
});
