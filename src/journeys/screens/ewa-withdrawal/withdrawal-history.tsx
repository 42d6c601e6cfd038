import { useQuery } from '@tanstack/react-query';
import type { Application } from '~/api/contract/loans';
import { applicationsQuery } from '~/api/queries/ewa';
import { formatPeso } from '~/domain/money';
import { Button, Heading, SkeletonGroup, Text } from '~/ui';
import * as s from '~/ui/page-styles/page-styles.css';

/** An application's status in the words an EWA or insta-funds borrower reads. */
export const productStatusText = (status: Application['status']): string => {
  switch (status) {
    case 'APPROVED':
      return 'Approved';
    case 'CANCELLED':
      return 'Cancelled';
    case 'INITIALIZED':
      return 'Not submitted';
    case 'PENDING_BORROWER_APPROVAL':
      return 'Waiting for you';
    case 'WCR':
    case 'INCOMPLETE_DOCUMENT':
      return 'Documents needed';
    default:
      return 'Being processed';
  }
};

export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' });

/** The borrower's applications of one type (EWA withdrawals, quick loans), newest first, with their status. */
export function ProductHistory({ applicationType, title, noun }: { applicationType: Application['application_type']; title: string; noun: string }) {
  const query = useQuery(applicationsQuery());
  const rows = (query.data?.data ?? []).filter((a) => a.application_type === applicationType);
  return (
    <section className={s.stack} aria-labelledby={`history-${applicationType}`}>
      <Heading level={2} id={`history-${applicationType}`}>
        {title}
      </Heading>
      {query.isPending ? (
        <SkeletonGroup label={`Loading your ${noun}s…`} />
      ) : query.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load your {noun}s.</Text>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <Text className={s.muted}>No {noun}s yet.</Text>
      ) : (
        <ul className={s.list} aria-label={title}>
          {rows.map((a) => (
            <li key={a.id} className={s.card} aria-label={`${formatPeso(a.loan_amount_centavos ?? 0)} on ${formatDay(a.created_at)}: ${productStatusText(a.status)}`}>
              <Text weight="semibold">{formatPeso(a.loan_amount_centavos ?? 0)}</Text>
              <Text size="small">
                {formatDay(a.created_at)} · {productStatusText(a.status)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
