import type { LookupType } from '../../src/api/contract/form-options';
import type { Bank } from '../../src/api/contract/form-options';
import type { Option } from '../../src/api/contract/form-rules';

/** Lookup lists as a platform would configure them (labels in English, codes stable). */
const o = (...pairs: [string, string][]): Option[] => pairs.map(([code, label]) => ({ code, label }));

export const lookups: Record<LookupType, Option[]> = {
  EDUCATION_TYPE: o(
    ['ELEMENTARY', 'Elementary'], ['HIGH_SCHOOL', 'High school'], ['VOCATIONAL', 'Vocational'],
    ['COLLEGE_UNDERGRADUATE', 'College undergraduate'], ['COLLEGE_GRADUATE', 'College graduate'],
    ['POST_GRADUATE', 'Post-graduate'],
  ),
  MARITIAL_STATUS: o(['SINGLE', 'Single'], ['MARRIED', 'Married'], ['WIDOWED', 'Widowed'], ['SEPARATED', 'Separated'], ['ANNULLED', 'Annulled']),
  JOB_LEVEL: o(['RANK_AND_FILE', 'Rank and file'], ['SUPERVISOR', 'Supervisor'], ['MANAGER', 'Manager'], ['SENIOR_MANAGER', 'Senior manager'], ['EXECUTIVE', 'Executive']),
  EMPLOYMENT_TYPE: o(['REGULAR', 'Regular'], ['PROBATIONARY', 'Probationary'], ['CONTRACTUAL', 'Contractual'], ['PROJECT_BASED', 'Project-based']),
  RESIDENT_TYPE: o(['OWNED', 'Owned'], ['RENTED', 'Rented'], ['LIVING_WITH_FAMILY', 'Living with family'], ['COMPANY_PROVIDED', 'Company provided']),
  INCOME_TYPE: o(['SALARY', 'Salary'], ['BUSINESS', 'Business'], ['REMITTANCE', 'Remittance'], ['PENSION', 'Pension'], ['OTHERS', 'Others']),
  NATIONALITY: o(['FILIPINO', 'Filipino'], ['DUAL_CITIZEN', 'Filipino (dual citizen)'], ['OTHERS', 'Others']),
  // Long enough for real employees (banks, BPOs, hospitals, schools, retail, factories); a title not in it is typed
  // after choosing Other (the field's `other` rule in form-options-fields.ts).
  JOB_TITLE: o(
    ['ACCOUNT_EXECUTIVE', 'Account executive'], ['ACCOUNT_MANAGER', 'Account manager'], ['ACCOUNTANT', 'Accountant'],
    ['ACCOUNTING_ASSISTANT', 'Accounting assistant'], ['ADMIN_ASSISTANT', 'Administrative assistant'],
    ['ARCHITECT', 'Architect'], ['AUDITOR', 'Auditor'], ['BAKER', 'Baker'], ['BANK_TELLER', 'Bank teller'],
    ['BARISTA', 'Barista'], ['BOOKKEEPER', 'Bookkeeper'], ['BRANCH_MANAGER', 'Branch manager'],
    ['BUSINESS_ANALYST', 'Business analyst'], ['CALL_CENTER_AGENT', 'Call center agent'], ['CAREGIVER', 'Caregiver'],
    ['CARPENTER', 'Carpenter'], ['CASHIER', 'Cashier'], ['CHEF', 'Chef'], ['CIVIL_ENGINEER', 'Civil engineer'],
    ['CLERK', 'Clerk'], ['COLLECTOR', 'Collector'], ['COOK', 'Cook'], ['CREDIT_ANALYST', 'Credit analyst'],
    ['CUSTOMER_SERVICE_REPRESENTATIVE', 'Customer service representative'], ['DATA_ANALYST', 'Data analyst'],
    ['DATA_ENCODER', 'Data encoder'], ['DELIVERY_RIDER', 'Delivery rider'], ['DENTIST', 'Dentist'],
    ['DESIGNER', 'Designer'], ['DRIVER', 'Driver'], ['ELECTRICAL_ENGINEER', 'Electrical engineer'],
    ['ELECTRICIAN', 'Electrician'], ['ENGINEER', 'Engineer'], ['FACTORY_WORKER', 'Factory worker'],
    ['FINANCE_OFFICER', 'Finance officer'], ['FORKLIFT_OPERATOR', 'Forklift operator'],
    ['FRONT_DESK_OFFICER', 'Front desk officer'], ['GRAPHIC_DESIGNER', 'Graphic designer'],
    ['GUIDANCE_COUNSELOR', 'Guidance counselor'], ['HOUSEKEEPER', 'Housekeeper'], ['HR_ASSISTANT', 'HR assistant'],
    ['HR_OFFICER', 'HR officer'], ['INVENTORY_CLERK', 'Inventory clerk'], ['IT_SPECIALIST', 'IT specialist'],
    ['IT_SUPPORT', 'IT support'], ['JANITOR', 'Janitor'], ['KITCHEN_STAFF', 'Kitchen staff'],
    ['LABORATORY_TECHNICIAN', 'Laboratory technician'], ['LAWYER', 'Lawyer'], ['LIBRARIAN', 'Librarian'],
    ['LOAN_OFFICER', 'Loan officer'], ['LOGISTICS_COORDINATOR', 'Logistics coordinator'],
    ['MACHINE_OPERATOR', 'Machine operator'], ['MAINTENANCE_STAFF', 'Maintenance staff'], ['MANAGER', 'Manager'],
    ['MARKETING_OFFICER', 'Marketing officer'], ['MECHANIC', 'Mechanic'],
    ['MECHANICAL_ENGINEER', 'Mechanical engineer'], ['MEDICAL_TECHNOLOGIST', 'Medical technologist'],
    ['MERCHANDISER', 'Merchandiser'], ['MESSENGER', 'Messenger'], ['MIDWIFE', 'Midwife'], ['NURSE', 'Nurse'],
    ['NURSING_AIDE', 'Nursing aide'], ['OFFICE_STAFF', 'Office staff'],
    ['OPERATIONS_SUPERVISOR', 'Operations supervisor'], ['PAYROLL_OFFICER', 'Payroll officer'],
    ['PHARMACIST', 'Pharmacist'], ['PHARMACY_ASSISTANT', 'Pharmacy assistant'],
    ['PHYSICAL_THERAPIST', 'Physical therapist'], ['PHYSICIAN', 'Physician'], ['PLUMBER', 'Plumber'],
    ['POLICE_OFFICER', 'Police officer'], ['PRODUCTION_OPERATOR', 'Production operator'],
    ['PRODUCTION_SUPERVISOR', 'Production supervisor'], ['PROFESSOR', 'Professor'], ['PROGRAMMER', 'Programmer'],
    ['PROJECT_MANAGER', 'Project manager'], ['PURCHASING_OFFICER', 'Purchasing officer'],
    ['QUALITY_ASSURANCE_SPECIALIST', 'Quality assurance specialist'],
    ['RADIOLOGIC_TECHNOLOGIST', 'Radiologic technologist'], ['RECEPTIONIST', 'Receptionist'],
    ['RESEARCHER', 'Researcher'], ['SALES_ASSOCIATE', 'Sales associate'], ['SALES_MANAGER', 'Sales manager'],
    ['SECRETARY', 'Secretary'], ['SECURITY_GUARD', 'Security guard'], ['SERVICE_CREW', 'Service crew'],
    ['SOCIAL_WORKER', 'Social worker'], ['SOFTWARE_DEVELOPER', 'Software developer'],
    ['STORE_MANAGER', 'Store manager'], ['SUPERVISOR', 'Supervisor'], ['TEACHER', 'Teacher'],
    ['TEAM_LEADER', 'Team leader'], ['TECHNICIAN', 'Technician'], ['TRAINER', 'Trainer'],
    ['UTILITY_WORKER', 'Utility worker'], ['WAITER', 'Waiter'], ['WAREHOUSE_STAFF', 'Warehouse staff'],
    ['WELDER', 'Welder'], ['OTHERS', 'Other (type your job title)'],
  ),
  NAME_SUFFIX: o(['JR', 'Jr.'], ['SR', 'Sr.'], ['II', 'II'], ['III', 'III'], ['IV', 'IV']),
};

/** Countries of birth: the Philippines first (most borrowers), then common others. ISO 3166-1 alpha-3 codes. */
export const countries: Option[] = o(
  ['PHL', 'Philippines'], ['AUS', 'Australia'], ['CAN', 'Canada'], ['CHN', 'China'], ['HKG', 'Hong Kong'], ['IND', 'India'],
  ['IDN', 'Indonesia'], ['JPN', 'Japan'], ['KOR', 'South Korea'], ['KWT', 'Kuwait'], ['MYS', 'Malaysia'], ['QAT', 'Qatar'],
  ['SAU', 'Saudi Arabia'], ['SGP', 'Singapore'], ['TWN', 'Taiwan'], ['ARE', 'United Arab Emirates'], ['GBR', 'United Kingdom'],
  ['USA', 'United States'], ['VNM', 'Vietnam'], ['OTH', 'Other country'],
);

export const loanPurposeCategories: { code: string; label: string; purposes: Option[] }[] = [
  { code: 'FAMILY', label: 'Family and home', purposes: o(['HOME_IMPROVEMENT', 'Home improvement'], ['APPLIANCES', 'Appliances and furniture'], ['RENT', 'Rent or deposit'], ['EVENTS', 'Family events']) },
  { code: 'EDUCATION', label: 'Education', purposes: o(['TUITION', 'Tuition'], ['SCHOOL_SUPPLIES', 'School supplies'], ['TRAINING', 'Training or certification']) },
  { code: 'HEALTH', label: 'Health', purposes: o(['MEDICAL', 'Medical bills'], ['MEDICINE', 'Medicine'], ['DENTAL', 'Dental care']) },
  { code: 'EMERGENCY', label: 'Emergencies', purposes: o(['CALAMITY', 'Calamity recovery'], ['EMERGENCY_EXPENSES', 'Emergency expenses']) },
  { code: 'FINANCE', label: 'Finances', purposes: o(['DEBT_CONSOLIDATION', 'Paying off other debts'], ['BUSINESS', 'Small business capital'], ['VEHICLE', 'Vehicle purchase or repair']) },
  { code: 'OTHERS', label: 'Others', purposes: o(['TRAVEL', 'Travel'], ['GADGETS', 'Gadgets'], ['OTHERS', 'Others']) },
];

/** Banks for disbursement (bank_deposit); account number lengths as the banks publish them. */
export const banks: Bank[] = [
  { code: 'GO_TYME_BANK', label: 'GoTyme Bank', account_number_min: 12, account_number_max: 12, is_digital_bank: true },
  { code: 'BDO', label: 'BDO Unibank', account_number_min: 10, account_number_max: 12, is_digital_bank: false },
  { code: 'BPI', label: 'Bank of the Philippine Islands', account_number_min: 10, account_number_max: 10, is_digital_bank: false },
  { code: 'MBTC', label: 'Metrobank', account_number_min: 13, account_number_max: 13, is_digital_bank: false },
  { code: 'LBP', label: 'Land Bank of the Philippines', account_number_min: 10, account_number_max: 10, is_digital_bank: false },
  { code: 'PNB', label: 'Philippine National Bank', account_number_min: 12, account_number_max: 12, is_digital_bank: false },
  { code: 'SECB', label: 'Security Bank', account_number_min: 13, account_number_max: 13, is_digital_bank: false },
  { code: 'UBP', label: 'UnionBank', account_number_min: 12, account_number_max: 12, is_digital_bank: false },
  { code: 'RCBC', label: 'RCBC', account_number_min: 10, account_number_max: 10, is_digital_bank: false },
  { code: 'CHIB', label: 'China Bank', account_number_min: 12, account_number_max: 12, is_digital_bank: false },
];
