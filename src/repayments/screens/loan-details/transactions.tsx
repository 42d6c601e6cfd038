import { useId } from 'react';
import type { SortOrder, Transaction } from '@machines/repayments/repayments-types';
import { formatPeso } from '~/domain/money';
import { sortOptions, transactionTypeText } from '~/repayments/loan-words';
import { formatDate } from '~/domain/dates';
import { Button, Heading, Text } from '~/ui';
import * as s from './loan-details.css';
import { ScrollTable } from './scroll-table';

interface Props {
  transactions: Transaction[];
  sort: SortOrder;
  busy: boolean;
  error: string | null;
  onSort: (sort: SortOrder) => void;
  onRetry: () => void;
}

/** Transactions with the spec's sort options. A native select: keyboard, screen readers and tests all know it. */
export function Transactions({ transactions, sort, busy, error, onSort, onRetry }: Props) {
  const id = useId();
  const sortLabel = sortOptions.find((o) => o.value === sort)?.label ?? '';
  return (
    <section className={s.stack} aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <Heading level={2} size={3} id={`${id}-heading`}>
        Transactions
      </Heading>
      <div className={s.toolbar}>
        <label className={s.label} htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select id={`${id}-sort`} className={s.nativeSelect} value={sort} onChange={(e) => onSort(e.target.value as SortOrder)}>
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <div className={s.notice} role="alert">
          <Text>{error}</Text>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      ) : null}
      {transactions.length === 0 ? (
        <Text>No transactions yet.</Text>
      ) : (
        <ScrollTable caption={<>Sorted by {sortLabel}</>}>
            <thead>
              <tr>
                <th className={s.cell} scope="col">Date</th>
                <th className={s.cell} scope="col">Type</th>
                <th className={s.amountCell} scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t.id}>
                  <td className={s.cell}>{formatDate(t.occurredAt)}</td>
                  <td className={s.cell}>{transactionTypeText[t.type]}</td>
                  <td className={s.amountCell}>{t.type === 'PAYMENT_REFUND' ? `−${formatPeso(t.amount)}` : formatPeso(t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
      )}
    </section>
  );
}
