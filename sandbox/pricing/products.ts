import { pesos, type Centavos } from './money';

/**
 * The platform's loan products, keyed by code: the regular salary loan and the promotional campaigns of spec §9,
 * with rates and percentage fees as basis points a month. Written from the spec and docs/decisions.md ("Pricing,
 * campaigns, discounts"), not from the app's code: the app and the platform must agree because both follow the
 * rules, and a test that compares them can fail.
 */
export const TENURES = [3, 6, 9, 12, 18, 24, 36, 48, 60] as const;
export type Tenure = (typeof TENURES)[number];
export const isTenure = (n: number): n is Tenure => (TENURES as readonly number[]).includes(n);

export const CYCLES = ['1 Month', '1 Semi Month', '1 Week', '2 Weeks'] as const;
export type Cycle = (typeof CYCLES)[number];
export const isCycle = (s: string): s is Cycle => (CYCLES as readonly string[]).includes(s);

export type Theme = 'anniversary' | 'calamity' | 'school-support' | 'emergency';
/** Themes that apply only where the platform declared them for the employer (campaign_declarations). */
export const DECLARED_THEMES: readonly Theme[] = ['calamity', 'school-support'];

/** A fee: a fixed amount, or basis points of the principal. */
export type FeeRule = { fixed: Centavos } | { bp: number };
/** A product's own maximum: fixed, or basis points of the gross monthly salary; null = only the regular caps. */
export type CapRule = { fixed: Centavos } | { salaryBp: number } | null;

export interface Product {
  code: string;
  name: string;
  theme: Theme | null;
  /** Add-on interest a month on the original principal, in basis points (2.99 % = 299). */
  rateBp: number;
  cap: CapRule;
  /** null: the spec shows no fee for it, so the regular service fee is charged. */
  serviceFee: FeeRule | null;
  tenures: readonly Tenure[];
  firstTimeOnly: boolean;
}

export const REGULAR_CODE = 'REGULAR';
export const MIN_LOAN: Centavos = pesos(1_000);
export const REGULAR_MAX: Centavos = pesos(150_000);
/** The regular maximum is also twice the gross monthly salary (every product stays under it). */
export const SALARY_MULTIPLE = 2;
/** Transfer fee on disbursement, waived ('GT Waived') when the money goes to a GoTyme account. */
export const BANK_FEE: Centavos = pesos(25);

const months = (from: number, to: number): Tenure[] => TENURES.filter((t) => t >= from && t <= to);

export const REGULAR: Product = {
  code: REGULAR_CODE, name: 'Salary loan', theme: null, rateBp: 299, cap: { fixed: REGULAR_MAX }, serviceFee: { bp: 500 },
  tenures: TENURES, firstTimeOnly: false,
};

type Row = [code: string, name: string, theme: Theme, rateBp: number, cap: CapRule, fee: FeeRule | null, tenures: Tenure[], firstTimeOnly?: boolean];

/** Spec §9, one row each: rate (bp a month), maximum, service fee, tenures. */
const rows: Row[] = [
  ['ANNIVERSARY_1', 'First-loan anniversary special', 'anniversary', 100, { fixed: pesos(30_000) }, null, months(3, 6), true],
  ['ANNIVERSARY_2', 'Anniversary special', 'anniversary', 250, { fixed: pesos(30_000) }, null, months(3, 6)],
  ['CALAMITY_1', 'Calamity relief loan', 'calamity', 0, { salaryBp: 2_000 }, { fixed: pesos(100) }, months(3, 12)],
  ['CALAMITY_2', 'Calamity relief loan', 'calamity', 0, { salaryBp: 2_000 }, { fixed: pesos(100) }, [6]],
  ['CALAMITY_3', 'Calamity relief loan', 'calamity', 100, { fixed: pesos(50_000) }, { bp: 750 }, [6]],
  ['CALAMITY_4', 'Calamity relief loan', 'calamity', 250, { fixed: pesos(50_000) }, { bp: 275 }, [12]],
  ['SCHOOL_SUPPORT_1', 'School support loan', 'school-support', 100, { fixed: pesos(80_000) }, { bp: 750 }, [6]],
  ['SCHOOL_SUPPORT_2', 'School support loan', 'school-support', 100, { fixed: pesos(80_000) }, { bp: 750 }, [12]],
  ['SCHOOL_SUPPORT_3', 'School support loan', 'school-support', 250, null, { bp: 275 }, [6]],
  ['SCHOOL_SUPPORT_4', 'School support loan', 'school-support', 250, null, { bp: 275 }, [12]],
  // Emergency has no row in spec §9's table: interest-free and fee-free, up to ₱5,000, 3 or 6 months.
  ['EMERGENCY', 'Emergency loan', 'emergency', 0, { fixed: pesos(5_000) }, { fixed: 0 }, months(3, 6)],
];

export const CAMPAIGNS: ReadonlyMap<string, Product> = new Map(
  rows.map(([code, name, theme, rateBp, cap, serviceFee, tenures, firstTimeOnly]) => [
    code, { code, name, theme, rateBp, cap, serviceFee, tenures, firstTimeOnly: firstTimeOnly ?? false },
  ]),
);

export const campaignList = (): Product[] => [...CAMPAIGNS.values()];

export const productOf = (code: string): Product | undefined => (code === REGULAR_CODE ? REGULAR : CAMPAIGNS.get(code));

/**
 * Insta-funds (QUICK_LOAN): ₱1,000 to ₱10,000 over 3 months, 2.5 % a month add-on, monthly, no fees
 * (docs/decisions.md "EWA withdrawals and insta-funds").
 */
export const QUICK_LOAN: Product = {
  code: 'QUICK_LOAN', name: 'Insta-funds', theme: null, rateBp: 250, cap: { fixed: pesos(10_000) }, serviceFee: { fixed: 0 },
  tenures: [3], firstTimeOnly: false,
};
