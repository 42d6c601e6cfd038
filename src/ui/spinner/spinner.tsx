import { spinner } from './spinner.css';

/** Decorative busy indicator; the owner announces the busy state (aria-busy, text). */
export function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}
