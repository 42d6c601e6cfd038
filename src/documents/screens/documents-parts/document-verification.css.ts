import { style } from '@vanilla-extract/css';
import { vars } from '~/ui/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const notice = style({
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.danger}`,
});
export const noticeTitle = style({ fontWeight: vars.font.weight.semibold, margin: 0 });
export const status = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.successSoft,
  fontWeight: vars.font.weight.medium,
});
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const meter = style({ width: '100%', height: 8, accentColor: vars.color.primary });
export const captureInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const viewfinder = style({
  position: 'relative',
  width: '100%',
  maxWidth: 360,
  aspectRatio: '3 / 4',
  alignSelf: 'center',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: '#111',
});
export const video = style({ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' });
export const oval = style({
  position: 'absolute',
  inset: '12% 18%',
  borderRadius: '50%',
  border: '3px dashed rgba(255,255,255,0.9)',
  boxShadow: '0 0 0 999px rgba(0,0,0,0.35)',
  pointerEvents: 'none',
});
