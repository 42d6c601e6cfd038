/**
 * "Open in the app": from a state on a map (or a journey card), the running app (the sandbox, `npm start`) opened at
 * that state's route as a fresh persona, signed in, placed at the latest saved point of its journey at or before the
 * state (sandbox/backoffice/saved-points.ts, through the back office's /sandbox/open). A journey state at a saved
 * point (calculator, offer, documents) opens exactly there; one between saved points opens at the saved point before
 * it (the app resumes there: the chart decides, a deep link to a later step is answered with the step it is in),
 * and the designer clicks on from there in the real product. Stories never import the sandbox: this only builds a URL.
 */
import { openInAppTarget } from './open-in-app-target';

export { openInAppTarget } from './open-in-app-target';

export function OpenInApp({ chartId, stateId }: { chartId: string; stateId: string }) {
  if (!stateId) return null;
  const { href, note } = openInAppTarget(chartId, stateId);
  return (
    <p style={{ margin: 0 }}>
      <a href={href} target="_blank" rel="noopener" data-open-in-app="">
        Open in the app
      </a>{' '}
      <small>
        ({note}; needs <code>npm start</code>)
      </small>
    </p>
  );
}
