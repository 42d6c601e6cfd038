import type { Module, SandboxContext } from '../context';
import { getCompany, listCompanies, listCompanyGroups, type Company } from '../../src/api/contract/company';
import { HttpError } from './serve';
import { serve } from './serve';

interface CompanyRow {
  id: string;
  code: string;
  name: string;
  group_id: string;
  group_name: string;
  status_code: Company['status_code'];
  products: string;
  has_insurance: number;
  email_domains: string;
}

const selectCompanies = `SELECT c.*, g.name AS group_name FROM ref_companies c JOIN ref_company_groups g ON g.id = c.group_id`;

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    group_id: row.group_id,
    group_name: row.group_name,
    status_code: row.status_code,
    active_product_types_for_application: (JSON.parse(row.products) as Company['active_product_types_for_application'][number]['product_type_code'][]).map(
      (product_type_code) => ({ product_type_code }),
    ),
    cst_data: { has_insurance: row.has_insurance === 1 },
    email_domains: JSON.parse(row.email_domains) as string[],
  };
}

/**
 * Companies are reference data (ref_* tables, seeded by migration, kept by reset), so they are read once per
 * database and answered from memory: the company selector is one of the hottest calls.
 */
const cache = new WeakMap<object, { list: Company[]; byId: Map<string, Company> }>();

function companies(ctx: SandboxContext) {
  let c = cache.get(ctx.db);
  if (!c) {
    const list = (ctx.db.prepare(`${selectCompanies} ORDER BY c.name`).all() as CompanyRow[]).map(toCompany);
    cache.set(ctx.db, (c = { list, byId: new Map(list.map((x) => [x.id, x])) }));
  }
  return c;
}

export const findCompany = (ctx: SandboxContext, id: string): Company | undefined => companies(ctx).byId.get(id);
export const allCompanies = (ctx: SandboxContext): Company[] => companies(ctx).list;

export const registerCompany: Module = (ctx) => {
  serve(ctx, listCompanies, ({ query }) => {
    const term = query.search?.trim().toLowerCase();
    const matches = allCompanies(ctx).filter(
      (c) => (!term || c.name.toLowerCase().includes(term) || c.code.toLowerCase().includes(term)) && (!query.group_id || c.group_id === query.group_id),
    );
    const start = (query.page - 1) * query.page_size;
    return { data: matches.slice(start, start + query.page_size), total: matches.length, page: query.page, page_size: query.page_size };
  });

  serve(ctx, listCompanyGroups, () => {
    const rows = ctx.db
      .prepare(
        `SELECT g.id, g.name, count(c.id) AS company_count FROM ref_company_groups g
         LEFT JOIN ref_companies c ON c.group_id = g.id GROUP BY g.id ORDER BY g.name`,
      )
      .all() as { id: string; name: string; company_count: number }[];
    return { data: rows };
  });

  serve(ctx, getCompany, ({ params }) => {
    const company = findCompany(ctx, params.companyId ?? '');
    if (!company) throw new HttpError(404, 'COMPANY_NOT_FOUND', 'We could not find that company.');
    return company;
  });
};
