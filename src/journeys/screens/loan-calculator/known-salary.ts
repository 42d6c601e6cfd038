import { queryOptions } from '@tanstack/react-query';
import { getApplicationStep, listApplications } from '~/api/contract/loans';
import { api } from '~/api/queries/api';
import { latestGrossSalary } from '~/domain/campaigns';
import type { Centavos } from '~/domain/money';

/** Earlier applications with saved professional details read at most, newest first. */
const LOOK_BACK = 3;
const STEP = 'professional-details';

/**
 * The borrower's gross monthly salary as the platform already has it, before this application's professional
 * details are saved: this application's saved answer if any (a refinance hand-over, a resumed journey), else the
 * newest one saved with an earlier application (a reloan's or refinance's source loan is one of those). The profile
 * has no salary. Null = not known; a failed read counts as not known (the calculator then shows the rules).
 */
export const knownSalaryQuery = (applicationId: string | null) =>
  queryOptions({
    queryKey: ['loans', 'knownSalary', applicationId],
    queryFn: async ({ signal }): Promise<Centavos | null> => {
      const { data } = await api(listApplications, { signal });
      const read = (id: string) => api(getApplicationStep, { params: { applicationId: id, step: STEP }, signal }).then((r) => r.answers.gross_monthly_salary);
      const current = data.find((a) => a.id === applicationId);
      if (current?.completed_steps.includes(STEP)) {
        const own = latestGrossSalary([{ at: current.updated_at, answer: await read(current.id) }]);
        if (own !== null) return own;
      }
      const earlier = data
        .filter((a) => a.id !== applicationId && a.completed_steps.includes(STEP))
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, LOOK_BACK);
      const saved = await Promise.all(earlier.map(async (a) => ({ at: a.updated_at, answer: await read(a.id) })));
      return latestGrossSalary(saved);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
