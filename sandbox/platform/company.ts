import type { Module, SandboxContext } from '../context';
import { getCompany, listCompanies, listCompanyGroups, type Company } from '../../src/api/contract/company';
import { HttpError } from './serve';
import { serve } from './loans-serve';

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

export function findCompany(ctx: SandboxContext, id: string): Company | undefined {
  const row = ctx.db.prepare(`${selectCompanies} WHERE c.id = ?`).get(id) as CompanyRow | undefined;
  return row ? toCompany(row) : undefined;
}

export function allCompanies(ctx: SandboxContext): Company[] {
  return (ctx.db.prepare(`${selectCompanies} ORDER BY c.name`).all() as CompanyRow[]).map(toCompany);
}

export const registerCompany: Module = (ctx) => {
  serve(ctx, listCompanies, ({ query }) => {
    const where: string[] = [];
    const args: unknown[] = [];
    if (query.search?.trim()) {
      // Search by name or code, case-insensitive; LIKE wildcards typed by the borrower are taken literally.
      const term = `%${query.search.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(`(lower(c.name) LIKE ? ESCAPE '\\' OR lower(c.code) LIKE ? ESCAPE '\\')`);
      args.push(term, term);
    }
    if (query.group_id) {
      where.push('c.group_id = ?');
      args.push(query.group_id);
    }
    const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    const total = (ctx.db.prepare(`SELECT count(*) FROM ref_companies c${clause}`).pluck().get(...args) as number) ?? 0;
    const rows = ctx.db
      .prepare(`${selectCompanies}${clause} ORDER BY c.name LIMIT ? OFFSET ?`)
      .all(...args, query.page_size, (query.page - 1) * query.page_size) as CompanyRow[];
    return { data: rows.map(toCompany), total, page: query.page, page_size: query.page_size };
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
