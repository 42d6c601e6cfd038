import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How an in-app link moves without reloading the page: the router provides it (src/router/create-router.tsx), and a
 * click becomes the same request a typed URL makes, so the charts decide as they would for the address bar. Without
 * a router around (a story, a test rendering one screen) the link is a plain link.
 */
const NavigateContext = createContext<((href: string) => void) | null>(null);
export const NavigateProvider = NavigateContext.Provider;

/**
 * A link to another page of the app ("Go to home"): a real `<a href>` (open in a new tab, copy the address, keyboard
 * and screen readers as any link), and a plain click moves in place through the router instead of reloading the app.
 */
export function AppLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useContext(NavigateContext);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // A new tab or window (modifier keys, a middle click) and a link another handler took stay the browser's.
    if (!navigate || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={go} {...rest}>
      {children}
    </a>
  );
}
