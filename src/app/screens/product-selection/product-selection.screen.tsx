import { Button, Heading, PageLayout, Text } from '~/ui';
import { useApp } from '../entry-parts/use-app';
import { CompanyLine, NavLink, OfferNotice, ProductList } from '../entry-parts/product-list';
import * as s from '~/ui/page-styles/page-styles.css';

/**
 * Exactly the products the borrower's company offers (machines/app/products.ts): each with how to apply or open
 * it, or why it is not available now and what to do.
 */
export default function ProductSelectionScreen() {
  const app = useApp();
  const canContinue = app.offer.products.some((p) => p.unavailable === 'CONTINUE_APPLICATION');
  return (
    <PageLayout back={{ label: 'Back', onClick: () => app.send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading level={1}>Choose a product</Heading>
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        <CompanyLine app={app} />
        <OfferNotice app={app} offer={app.offer} />
        <ProductList app={app} offer={app.offer} where="selection" label="Products of your company" />
        <div className={s.actions}>
          {canContinue ? <Button onClick={() => app.send({ type: 'journey.resume' })}>Continue application</Button> : null}
          <NavLink app={app} route="/contact-us" variant="ghost">
            Contact us
          </NavLink>
        </div>
      </div>
    </PageLayout>
  );
}
