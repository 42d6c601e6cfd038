import { Button, Heading, PageLayout, Text, AppLink } from '~/ui';
import * as s from './not-found.css';

/** Any URL without a route. Plain links, so it works whatever state the charts are in. */
export default function NotFoundScreen() {
  return (
    <PageLayout>
      <p className={s.code}>Error 404</p>
      <Heading level={1}>Page not found</Heading>
      <Text>
        We couldn’t find the page you were looking for. The link may be old or mistyped. If you typed the address,
        check it and try again.
      </Text>
      <div className={s.actions}>
        <Button asChild>
          <AppLink href="/">Go to home</AppLink>
        </Button>
      </div>
    </PageLayout>
  );
}
