import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.heading,
    color: vars.color.text,
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      1: { fontSize: vars.font.size.h1 },
      2: { fontSize: vars.font.size.h2 },
      3: { fontSize: vars.font.size.h3 },
      4: { fontSize: vars.font.size.h4 },
      5: { fontSize: vars.font.size.h5, letterSpacing: 0 },
    },
  },
  defaultVariants: { size: 1 },
});

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family, lineHeight: vars.font.lineHeight.body },
  variants: {
    size: { body: { fontSize: vars.font.size.body }, small: { fontSize: vars.font.size.small } },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
  },
  defaultVariants: { size: 'body', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
