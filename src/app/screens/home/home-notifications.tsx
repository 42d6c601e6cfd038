import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from '~/api/queries/profile';
import { formatDate } from '~/domain/dates';
import { applicationStatusWords } from '~/domain/application-status-words';
import { Heading, Text } from '~/ui';
import * as s from '~/ui/page-styles/page-styles.css';

/**
 * Home's "Notifications" entry: the unread count, and the list (newest first) behind a disclosure. The
 * platform's lender decisions arrive here; the contract has no read receipts, so nothing is marked read.
 * A failed read hides the entry rather than blocking home. A status move's notice is worded from its status.
 */
export function HomeNotifications() {
  const notes = useQuery(notificationsQuery());
  if (!notes.data) return null;
  const { data, unread } = notes.data;
  return (
    <section className={s.card} aria-labelledby="home-notifications">
      <Heading level={2} size={4} id="home-notifications">
        Notifications
      </Heading>
      <Text>{unread === 0 ? 'No unread notifications.' : `${unread} unread`}</Text>
      {data.length === 0 ? (
        <Text>You have no notifications yet.</Text>
      ) : (
        <details>
          <summary>Show notifications</summary>
          <ul className={s.list} aria-label="Your notifications">
            {data.map((n) => {
              // A status move is worded by the one status table, as home and the success pages word it.
              const words = n.application_status ? applicationStatusWords(n.application_status, n.application_type) : null;
              const title = words?.headline ?? n.title;
              return (
                <li key={n.id} aria-label={`${title}${n.read ? '' : ', unread'}`}>
                  <Text>
                    <strong>{title}</strong>
                    {n.read ? '' : ' · New'} · {formatDate(n.created_at)}
                  </Text>
                  <Text>{words?.next ?? n.body}</Text>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
