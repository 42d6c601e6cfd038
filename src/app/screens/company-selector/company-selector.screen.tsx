import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Button, Heading, PageLayout, Select, Skeleton, Text, TextField } from '~/ui';
import { companiesQuery, companyGroupsQuery } from '~/api/queries/company';
import { isActiveCompanyStatus } from '~/api/contract/company';
import { useApp } from '../entry-parts/use-app';
import { companyProductsText } from './company-products';
import * as s from '~/ui/page-styles/page-styles.css';

/** Spec §8, verbatim. */
export const COMPANY_LIST_ERROR = 'Error occurred while fetching the companies list. Please try again!';
export const GROUP_LIST_ERROR = 'Error occurred while fetching the group list. Please try again!';

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={s.notice} role="alert">
      <Text>{message}</Text>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Find your employer: search, filter by group, pick; or tell us it is missing. */
export default function CompanySelectorScreen() {
  const app = useApp();
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState('');
  const deferred = useDeferredValue(search.trim().slice(0, 100));
  const groups = useQuery(companyGroupsQuery());
  const companies = useQuery(companiesQuery(deferred, group || null));

  return (
    <PageLayout back={app.company ? { label: 'Back', onClick: () => app.send({ type: 'step.back' }) } : undefined}>
      <div className={s.stack}>
        <Heading level={1}>Find your company</Heading>
        <Text>Choose the company you work for. Your products depend on it.</Text>
        {app.error ? (
          <div className={s.notice} role="alert">
            <Text>{app.error}</Text>
          </div>
        ) : null}
        <TextField id="company-search" label="Company name" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="organization" />
        {groups.isError ? (
          <LoadError message={GROUP_LIST_ERROR} onRetry={() => void groups.refetch()} />
        ) : (
          <Select
            id="company-group"
            label="Company group (optional)"
            options={[{ value: 'all', label: 'All groups' }, ...(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))]}
            value={group || 'all'}
            onValueChange={(v) => setGroup(v === 'all' ? '' : v)}
          />
        )}
        {companies.isError ? (
          <LoadError message={COMPANY_LIST_ERROR} onRetry={() => void companies.refetch()} />
        ) : !companies.data ? (
          <Skeleton shape="block" />
        ) : companies.data.data.length === 0 ? (
          <Text>No company matches “{deferred}”. Check the spelling, or tell us about your company below.</Text>
        ) : (
          <ul className={s.list} aria-label="Companies" aria-busy={companies.isFetching}>
            {companies.data.data.map((c) => (
              <li key={c.id} className={s.card}>
                <Text weight="semibold">{c.name}</Text>
                <Text size="small" className={s.muted}>
                  {c.group_name}
                  {!isActiveCompanyStatus(c.status_code)
                    ? ' · not accepting applications right now'
                    : c.active_product_types_for_application.length === 0 && !c.cst_data.has_insurance
                      ? ' · no products through Lakbay yet'
                      : ''}
                </Text>
                {isActiveCompanyStatus(c.status_code) && companyProductsText(c) ? <Text size="small">{companyProductsText(c)}</Text> : null}
                <Button variant="secondary" loading={app.saving} onClick={() => app.send({ type: 'company.select', companyId: c.id })} aria-label={`Select ${c.name}`}>
                  Select
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="ghost" onClick={() => app.send({ type: 'company.notListed' })}>
          My company is not listed
        </Button>
      </div>
    </PageLayout>
  );
}
