import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** Products a partner company can offer (spec §3 "Products"). */
export const productTypes = ['LOAN', 'INSURANCE', 'EWA', 'FINTELLIGENCE', 'QUICK_LOAN'] as const;
export type ProductType = (typeof productTypes)[number];

/**
 * Company status codes. Spec §4 names the allowed (active) values; the inactive ones are the sandbox's choice
 * (docs/decisions.md).
 */
export const companyStatusCodes = ['ACTIVE', 'GRANDFATHERED_ACTIVE', 'INACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export const activeCompanyStatusCodes = ['ACTIVE', 'GRANDFATHERED_ACTIVE'] as const;
export const isActiveCompanyStatus = (code: string): boolean =>
  (activeCompanyStatusCodes as readonly string[]).includes(code);

export const companySchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  group_id: v.string(),
  group_name: v.string(),
  status_code: v.picklist(companyStatusCodes),
  active_product_types_for_application: v.array(v.object({ product_type_code: v.picklist(productTypes) })),
  cst_data: v.object({ has_insurance: v.boolean() }),
  /** Work e-mail domains of the employer (used by the company-domain e-mail check). */
  email_domains: v.array(v.string()),
});
export type Company = v.InferOutput<typeof companySchema>;

export const companyGroupSchema = v.object({ id: v.string(), name: v.string(), company_count: v.number() });
export type CompanyGroup = v.InferOutput<typeof companyGroupSchema>;

const intFromQuery = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Must be a whole number.'),
      v.transform(Number),
      v.minValue(min, `Must be at least ${min}.`),
      v.maxValue(max, `Must be at most ${max}.`),
    ),
    String(fallback),
  );

/** Company catalogue calls are public: the selector is also reachable before an account is complete. */
export const listCompanies = endpoint({
  group: 'company',
  method: 'GET',
  path: '/api/v1/companies',
  auth: false,
  query: v.object({
    search: v.optional(v.pipe(v.string(), v.maxLength(100, 'Search is too long.'))),
    group_id: v.optional(v.string()),
    page: intFromQuery(1, 10_000, 1),
    page_size: intFromQuery(1, 100, 20),
  }),
  response: v.object({
    data: v.array(companySchema),
    total: v.number(),
    page: v.number(),
    page_size: v.number(),
  }),
});

export const listCompanyGroups = endpoint({
  group: 'company',
  method: 'GET',
  path: '/api/v1/company-groups',
  auth: false,
  response: v.object({ data: v.array(companyGroupSchema) }),
});

export const getCompany = endpoint({
  group: 'company',
  method: 'GET',
  path: '/api/v1/companies/:companyId',
  auth: false,
  response: companySchema,
});
