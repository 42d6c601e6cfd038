// The stack's signed-in floor (issue W3-D): scripts/size-floor's smallest app on the mandated stack (react-dom,
// TanStack Router, xstate, @xstate/react), whose one route reads the borrower's loans with the tab's stored access
// token and shows the first one's outstanding balance. What any Lakbay page showing a figure starts from;
// scripts/bench-signed-in.ts opens it cold in a signed-in tab beside the app's pages.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { useSelector } from '@xstate/react';

const token = () => {
  for (let i = 0; i < sessionStorage.length; i++) {
    const k = sessionStorage.key(i);
    if (k && k.endsWith('.accessToken')) return sessionStorage.getItem(k);
  }
  return null;
};
const m = setup({
  actors: { read: fromPromise(() => fetch('/api/v1/loans', { headers: { authorization: `Bearer ${token()}` } }).then((r) => r.json())) },
}).createMachine({
  initial: 'loading',
  context: { balance: null },
  states: {
    loading: { invoke: { src: 'read', onDone: { target: 'shown', actions: assign({ balance: ({ event }) => event.output.data[0].outstanding_balance_centavos }) } } },
    shown: {},
  },
});
const actor = createActor(m).start();
const peso = (c) => `₱${(c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;
function Page() {
  const balance = useSelector(actor, (s) => s.context.balance);
  return createElement('main', null, createElement('h1', null, 'Your loan'),
    balance === null ? null : createElement('p', null, `Outstanding balance: ${peso(balance)} as of today. Your payroll deductions for this loan continue until it is paid.`));
}
const root = createRootRoute({ component: Outlet });
// One route: the document's own path (/bench-floor-stack/index.html).
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '$', component: Page })]) });
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
