import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '100%' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: vars.radius.pill,
  // The track border keeps the bar's extent visible (3:1) even when it is nearly empty.
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** How far the bar is filled, as a translate offset (set per render with assignInlineVars). */
export const offset = createVar();

export const indicator = style({
  transform: `translateX(${offset})`,
  height: '100%',
  width: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  transformOrigin: 'left',
  transition: `transform ${vars.motion.normal} ease-out`,
});

export const label = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
