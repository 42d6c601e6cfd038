import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context';
import { createAccount } from '../cognito/accounts';
import type { Application, ApplicationStatus, LoanAccount } from '../../src/api/contract/loans';
import { insertApplication, moveStatus, openLoanAccount, type ApplicationRow } from '../platform/loans-store';
import { pathTo, transitions } from '../platform/loans-status';
import { touchProfile } from '../platform/user-store';
import * as recovery from '../platform/recovery';
import { openPrompt, settlePrompt } from '../platform/surveys-store';

export const personaKinds = [
  'new-borrower', 'reloan-eligible', 'refinance-eligible', 'pending-borrower-approval', 'wcr', 'missing-selfie',
  'ewa-eligible', 'past-due',
  'survey-pending',
] as const;
export type PersonaKind = (typeof personaKinds)[number];
export const isPersonaKind = (k: string): k is PersonaKind => (personaKinds as readonly string[]).includes(k);

/** Every persona signs in with this password (or with an OTP from the inbox). Meets the account rules. */
export const PERSONA_PASSWORD = 'Lakbay2026!';

export interface Persona {
  kind: PersonaKind;
  username: string;
  password: string;
  userId: string;
  applicationId?: string;
  loanId?: string;
}

const firstNames = ['Maria', 'Jose', 'Ana', 'Juan', 'Liza', 'Ramon', 'Grace', 'Paolo'];
const lastNames = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos'];
const pick = (list: string[]) => list[randomInt(list.length)]!;

function freshPhone(ctx: SandboxContext): string {
  for (;;) {
    const phone = `+639${String(randomInt(100_000_000, 1_000_000_000))}`;
    if (!ctx.db.prepare('SELECT 1 FROM users WHERE username = ? OR phone_number = ?').get(phone, phone)) return phone;
  }
}

/** Moves an application to `target` along legal edges only, each taken by the actor the table gives it. */
export function walkTo(ctx: SandboxContext, id: string, target: ApplicationStatus): ApplicationRow {
  const row = ctx.db.prepare('SELECT status FROM applications WHERE id = ?').get(id) as { status: ApplicationStatus };
  const path = pathTo(row.status, target);
  if (!path) throw new Error(`No legal path from ${row.status} to ${target}`);
  let from = row.status;
  let last: ApplicationRow | undefined;
  for (const to of path) {
    const actor = transitions[from][to]?.includes('platform') ? 'platform' : 'borrower';
    last = moveStatus(ctx, id, to, actor);
    from = to;
  }
  return last ?? (ctx.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow);
}

function loanApplication(ctx: SandboxContext, userId: string, companyId: string, type: Application['application_type'] = 'NEW_LOAN') {
  return insertApplication(ctx, {
    userId, companyId, productType: 'LOAN', applicationType: type, loanAmountCentavos: 3_000_000, tenureMonths: 12,
    repaymentCycle: '1 Semi Month', loanPurpose: 'TUITION',
  });
}

/** Gross monthly salary the earlier loans' professional details were saved with (20% of it is ₱8,000.00). */
export const PERSONA_GROSS_SALARY = '40,000';

/** The professional details a borrower saved with an earlier application (what a reloan or refinance knows). */
function saveProfessionalDetails(ctx: SandboxContext, applicationId: string) {
  const answers = {
    employee_id: 'EMP-20418', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT',
    date_hired: '2019-06-03', gross_monthly_salary: PERSONA_GROSS_SALARY, income_type: 'SALARY',
  };
  ctx.db
    .prepare('INSERT INTO application_steps (application_id, step, answers, saved_at) VALUES (?, ?, ?, ?)')
    .run(applicationId, 'professional-details', JSON.stringify(answers), new Date(ctx.now()).toISOString());
}

/** A loan that was approved and disbursed earlier, `paidRatio` repaid; optionally past due. */
function disbursedLoan(ctx: SandboxContext, userId: string, companyId: string, paidRatio: number, delinquency?: LoanAccount['delinquency_state']): LoanAccount {
  const applied = loanApplication(ctx, userId, companyId);
  saveProfessionalDetails(ctx, applied.id);
  const app = walkTo(ctx, applied.id, 'APPROVED');
  // Approval opened a loan account "to be disbursed" (100); these personas are past that: disbursed and paying.
  ctx.db.prepare('DELETE FROM loan_accounts WHERE application_id = ?').run(app.id);
  return openLoanAccount(ctx, app, 300, { paidRatio, delinquency: delinquency ?? null, daysPastDue: delinquency ? 21 : 0 });
}

/** Creates a borrower in the situation QA asks for, by the same rules the API enforces (no shortcuts in status). */
export function createPersona(ctx: SandboxContext, kind: PersonaKind): Persona {
  return ctx.db.transaction((): Persona => {
    const { id: userId, username } = createAccount(ctx, { phone: freshPhone(ctx), password: PERSONA_PASSWORD });
    const companyId = kind === 'ewa-eligible' ? 'cmp-bayani-steel' : 'cmp-sinag-bank';
    touchProfile(ctx, userId, {
      first_name: pick(firstNames), last_name: pick(lastNames), birth_date: '1992-08-14', gender: 'FEMALE', company_id: companyId,
      is_phone_number_confirmed: 1, flow_states: JSON.stringify({ onboarding: 'SUBMITTED' }),
    });
    const persona: Persona = { kind, username, password: PERSONA_PASSWORD, userId };
    switch (kind) {
      case 'new-borrower':
      case 'ewa-eligible':
        break;
      case 'reloan-eligible':
        persona.loanId = disbursedLoan(ctx, userId, companyId, 0.6).id;
        break;
      case 'refinance-eligible':
        persona.loanId = disbursedLoan(ctx, userId, companyId, 0.3).id;
        break;
      case 'past-due': {
        const loan = disbursedLoan(ctx, userId, companyId, 0.2, 'DELINQUENT');
        persona.loanId = loan.id;
        const seed = (recovery as { seedPastDue?: (c: SandboxContext, i: { userId: string; loanId: string; amount: number }) => void }).seedPastDue;
        seed?.(ctx, { userId, loanId: loan.id, amount: 450_000 });
        break;
      }
      case 'pending-borrower-approval': {
        // Reviewed applications went through every form: the offer the borrower accepts is priced on this salary.
        const applied = loanApplication(ctx, userId, companyId);
        saveProfessionalDetails(ctx, applied.id);
        persona.applicationId = walkTo(ctx, applied.id, 'PENDING_BORROWER_APPROVAL').id;
        break;
      }
      case 'wcr':
        persona.applicationId = walkTo(ctx, loanApplication(ctx, userId, companyId).id, 'WCR').id;
        break;
      case 'missing-selfie': {
        const id = walkTo(ctx, loanApplication(ctx, userId, companyId).id, 'INCOMPLETE_DOCUMENT').id;
        ctx.db.prepare('UPDATE applications SET missing_selfie = 1 WHERE id = ?').run(id);
        persona.applicationId = id;
        break;
      }
      case 'survey-pending':
        // A borrower repaying a loan whose payment went through: the feedback survey's prompt is PENDING.
        persona.loanId = disbursedLoan(ctx, userId, companyId, 0.4).id;
        // They told us how they heard of us with that first loan; the rating is what is still to ask.
        openPrompt(ctx, userId, 'CHANNEL_PERFORMANCE', 'APPLICATION_SUBMITTED');
        settlePrompt(ctx, userId, 'CHANNEL_PERFORMANCE', 'COMPLETED');
        openPrompt(ctx, userId, 'FEEDBACK', 'PAYMENT_SUCCESSFUL');
        break;
    }
    return persona;
  })();
}
