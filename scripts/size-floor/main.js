// The smallest app on the mandated stack (react-dom, TanStack Router, xstate, @xstate/react): one route, one chart.
// `npm run size` builds it to show the first-load floor any Lakbay page starts from.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import { createActor, setup } from 'xstate';
import { useSelector } from '@xstate/react';
const m = setup({}).createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
const actor = createActor(m).start();
function Page() { const v = useSelector(actor, (s) => s.value); return createElement('button', { onClick: () => actor.send({ type: 'go' }) }, String(v)); }
const root = createRootRoute({ component: Outlet });
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Page })]) });
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
