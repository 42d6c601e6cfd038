import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  padding: vars.space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  selectors: { '&:focus-visible, &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
});

export const list = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const link = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });
