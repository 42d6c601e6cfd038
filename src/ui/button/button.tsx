import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { Spinner } from '../spinner/spinner';
import { button, type buttonVariants } from './button.css';

export type ButtonVariant = (typeof buttonVariants)[number];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Shows a spinner and ignores clicks, but keeps focus on the button (a disabled button would drop it). */
  loading?: boolean;
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, fullWidth, loading = false, asChild = false, className, type, onClick, children, ...rest },
  ref,
) {
  const cls = button({ variant, fullWidth });
  const merged = className ? `${cls} ${className}` : cls;
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={merged} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      // Default to "button": a stray submit inside a form is a classic double-submit source.
      type={type ?? 'button'}
      className={merged}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
});
