import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { heading, text, type TextVariants } from './text.css';

export const headingLevels = [1, 2, 3, 4, 5] as const;
export type HeadingLevel = (typeof headingLevels)[number];

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The document outline level (h1..h5). */
  level?: HeadingLevel;
  /** Visual size when it must differ from the level (e.g. an h2 that looks like a section title). */
  size?: HeadingLevel;
  children: ReactNode;
};

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 1, size, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  const cls = heading({ size: size ?? level });
  return <Tag ref={ref} className={className ? `${cls} ${className}` : cls} {...rest} />;
});

type TextProps = HTMLAttributes<HTMLElement> &
  TextVariants & {
    as?: 'p' | 'span' | 'div' | 'strong';
    children: ReactNode;
  };

export function Text({ as: Tag = 'p', size, tone, weight, className, ...rest }: TextProps) {
  const cls = text({ size, tone, weight });
  return <Tag className={className ? `${cls} ${className}` : cls} {...rest} />;
}
