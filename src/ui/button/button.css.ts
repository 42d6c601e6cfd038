import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    // At least the button's height; a long label wraps instead of pushing the page sideways at 320 px (issue #22 item 13).
    minHeight: vars.size.button,
    maxWidth: '100%',
    padding: `${vars.space.xs} ${vars.space.lg}`,
    border: '1.5px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'normal',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primarySoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primarySoft },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerHover } },
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
