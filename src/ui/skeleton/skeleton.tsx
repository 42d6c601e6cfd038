import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/shared.css';
import { block, group } from './skeleton.css';

export const skeletonShapes = ['text', 'heading', 'block', 'button', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** One grey placeholder shape; decorative, so hidden from assistive tech. */
export function Skeleton({ shape = 'text', className }: { shape?: SkeletonShape; className?: string }) {
  const cls = block({ shape });
  return <span aria-hidden="true" className={className ? `${cls} ${className}` : cls} />;
}

/** A loading region: says "Loading…" to screen readers once, shows shapes to everyone else. */
export function SkeletonGroup({ label = 'Loading…', children }: { label?: string; children?: ReactNode }) {
  return (
    <div className={group} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {children ?? (
        <>
          <Skeleton shape="heading" />
          <Skeleton />
          <Skeleton />
          <Skeleton shape="button" />
        </>
      )}
    </div>
  );
}
