/**
 * Every call group's contract, one namespace per module (namespaces avoid clashes between groups' schema names):
 * `import { loans } from '~/api/contract'; client(loans.createApplication, {...})`.
 */
export * as account from './account';
export * as authService from './auth-service';
export * as company from './company';
export * as documents from './documents';
export * as employment from './employment';
export * as fintelligence from './fintelligence';
export * as formOptions from './form-options';
export * as formRules from './form-rules';
export * as insurance from './insurance';
export * as loans from './loans';
export * as offers from './offers';
export * as promo from './promo';
export * as recovery from './recovery';
export * as referral from './referral';
export * as replay from './replay';
export * as surveys from './surveys';
export * as transactions from './transactions';
export * as user from './user';
export * as ewa from './ewa';
export * as campaigns from './campaigns';
