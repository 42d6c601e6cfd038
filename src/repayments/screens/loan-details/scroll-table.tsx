import { useId, type ReactNode } from 'react';
import * as s from './loan-details.css';

/**
 * A table that scrolls sideways inside its own frame, never the page (320 px screens): the frame is a region named by
 * the table's caption, reachable by keyboard so it can be scrolled without a pointer.
 */
export function ScrollTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div
      className={s.tableFrame}
      role="region"
      aria-labelledby={id}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={s.table}>
        <caption className={s.term} id={id}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
