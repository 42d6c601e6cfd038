import { createContext, useContext, type ReactNode } from 'react';
import * as s from './page-layout.css';

/** Where the skip link points; screens and the router may focus it after a route change. */
export const MAIN_CONTENT_ID = 'main-content';

export type BackLink = {
  label?: string;
  /** A real link (e.g. to /home). */
  href?: string;
  /** Or an action, e.g. send `step.back` to the chart. */
  onClick?: () => void;
};

export type PageLayoutProps = {
  children: ReactNode;
  back?: BackLink;
  /** Usually a <Progress />; shown under the header on journey steps. */
  progress?: ReactNode;
  /** Something on the header's right side (help link, sign out). */
  headerAside?: ReactNode;
  /** Where the wordmark links to. */
  homeHref?: string;
  /** Wider main column for dashboards and tables. */
  wide?: boolean;
};

function BackControl({ label = 'Back', href, onClick }: BackLink) {
  const content = (
    <>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M11 3.5 5.5 9l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </>
  );
  if (href) {
    return (
      <a className={s.back} href={href} onClick={onClick ? (e) => (e.preventDefault(), onClick()) : undefined}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={s.back} onClick={onClick}>
      {content}
    </button>
  );
}

/**
 * What every page's header shows on its right when the page passes no `headerAside` of its own: the app puts
 * "Log out" there on every signed-in page (src/router/route-view.tsx), so no screen has to remember it.
 */
export const HeaderAsideContext = createContext<ReactNode>(null);

/** The frame of every page: skip link, header with the Lakbay wordmark, optional progress, one <main>. */
export function PageLayout({ children, back, progress, headerAside, homeHref = '/', wide = false }: PageLayoutProps) {
  const sharedAside = useContext(HeaderAsideContext);
  return (
    <div className={s.page}>
      <a className={s.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className={s.header}>
        <div className={s.headerInner}>
          <a className={s.wordmark} href={homeHref} aria-label="Lakbay home">
            Lakbay<span className={s.wordmarkDot}>.</span>
          </a>
          {headerAside ?? sharedAside}
        </div>
        {progress ? <div className={s.progress}>{progress}</div> : null}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={wide ? `${s.main} ${s.wide}` : s.main}>
        {back ? <BackControl {...back} /> : null}
        {children}
      </main>
    </div>
  );
}
