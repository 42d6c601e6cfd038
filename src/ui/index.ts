// The design system's public surface, free of side effects: the theme is installed by ./theme/install.ts.

export { vars } from './theme/contract.css';
export { themeClass } from './theme/theme.css';
export { visuallyHidden } from './theme/shared.css';
export * as tokens from './theme/tokens';

export { Heading, Text, headingLevels, type HeadingLevel } from './text/text';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { buttonVariants } from './button/button.css';
export { Spinner } from './spinner/spinner';
export { Field, FieldError, useFieldIds, describedBy, type FieldIds } from './field/field';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { AmountField, type AmountFieldProps } from './amount-field/amount-field';
export { DateField, type DateFieldProps } from './date-field/date-field';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { RadioGroup, type RadioOption, type RadioGroupProps } from './radio-group/radio-group';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { AutoComplete, type AutoCompleteOption, type AutoCompleteProps } from './auto-complete/auto-complete';
export { Dialog, type DialogProps } from './dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { ToastProvider, useToast, toastTones, type ToastMessage, type ToastTone } from './toast/toast';
export { ToastItem } from './toast/toast-layer';
export { Progress, type ProgressProps } from './progress/progress';
export { progressPercent, stepsFromIndex, type WeightedStep } from './progress/progress-math';
export { FileDrop, type FileDropProps } from './file-drop/file-drop';
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { ErrorSummary, type ErrorSummaryProps, type FieldErrorItem } from './error-summary/error-summary';
export { PageLayout, HeaderAsideContext, MAIN_CONTENT_ID, type PageLayoutProps, type BackLink } from './page-layout/page-layout';
export { AppLink, NavigateProvider } from './link/app-link';
export { Skeleton, SkeletonGroup, skeletonShapes, type SkeletonShape } from './skeleton/skeleton';
