import type { MouseEvent } from 'react';
import type { ProductEntry, ProductOffer } from '@machines/app/products';
import { Button, Heading, Text } from '~/ui';
import * as s from '~/ui/page-styles/page-styles.css';
import { noticeText, openLabel, productText, startLabels, unavailableText } from './product-words';
import { applicationStatusWords } from '~/domain/application-status-words';
import type { useApp } from './use-app';

type App = ReturnType<typeof useApp>;

/**
 * A link to another chart's page: a real link (new tab, copy), and in place the same `nav.request` the router
 * sends for a typed URL, so the charts decide as they would for the address bar.
 */
export function NavLink({ app, route, children, variant = 'secondary' }: { app: App; route: string; children: string; variant?: 'secondary' | 'ghost' }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    app.send({ type: 'nav.request', path: route, search: { paymentId: undefined, loanId: undefined } });
  };
  return (
    <Button asChild variant={variant}>
      <a href={route} onClick={go}>
        {children}
      </a>
    </Button>
  );
}

/** The company the products come from, with the way to change it. */
export function CompanyLine({ app }: { app: App }) {
  if (!app.company) return null;
  return (
    <Text>
      Company: <strong>{app.company.name}</strong>{' '}
      <Button variant="ghost" onClick={() => app.send({ type: 'company.change' })}>
        Change company
      </Button>
    </Text>
  );
}

/** Why nothing can be applied for (no company, company inactive, no products), said once. */
export function OfferNotice({ app, offer }: { app: App; offer: ProductOffer }) {
  if (!offer.notice) return null;
  const words = noticeText(offer.notice, app.company?.name);
  return (
    <section className={s.card} aria-labelledby="products-notice">
      <Heading level={2} size={4} id="products-notice">
        {words.title}
      </Heading>
      <Text>{words.why}</Text>
      <Text>{words.whatToDo}</Text>
    </section>
  );
}

function Entry({ app, product, where }: { app: App; product: ProductEntry; where: 'home' | 'selection' }) {
  const text = productText[product.id];
  const reason = product.unavailable ? unavailableText[product.unavailable] : null;
  // An application in progress or in review is named by its status, in the words home's card uses (one table).
  const ongoing = app.account?.ongoing;
  const why =
    ongoing && (product.unavailable === 'CONTINUE_APPLICATION' || product.unavailable === 'APPLICATION_IN_REVIEW')
      ? `${applicationStatusWords(ongoing.status, ongoing.applicationType).headline}.`
      : reason?.why;
  return (
    <li className={s.card}>
      <Heading level={where === 'home' ? 3 : 2} size={4}>
        {text.name}
      </Heading>
      <Text size="small">{text.about}</Text>
      {reason ? (
        <div role="note" aria-label={`${text.name}: not available now`}>
          <Text size="small" weight="semibold">
            {why}
          </Text>
          <Text size="small">{reason.whatToDo}</Text>
        </div>
      ) : (
        <div className={s.actions}>
          {product.actions.map((action, i) =>
            action.kind === 'start' ? (
              <Button
                key={action.journey}
                variant={i === 0 ? 'primary' : 'secondary'}
                loading={app.saving}
                onClick={() => app.send({ type: 'journey.start', journeyType: action.journey })}
              >
                {startLabels[where][action.journey] ?? text.name}
              </Button>
            ) : (
              <NavLink key={`${action.route}:${action.purpose}`} app={app} route={action.route} variant={i === 0 ? 'secondary' : 'ghost'}>
                {openLabel(product.id, action)}
              </NavLink>
            ),
          )}
        </div>
      )}
    </li>
  );
}

/** The company's products, each with what the borrower can do now or why not and what to do. */
export function ProductList({ app, offer, where, label }: { app: App; offer: ProductOffer; where: 'home' | 'selection'; label: string }) {
  if (offer.products.length === 0) return null;
  return (
    <ul className={s.list} aria-label={label}>
      {offer.products.map((p) => (
        <Entry key={p.id} app={app} product={p} where={where} />
      ))}
    </ul>
  );
}
