import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { LockIcon } from '@/components/icons/commerce-icons';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { AlreadyBooked } from '@/features/checkout/components/already-booked';
import {
  isAlreadyBooked,
  isSessionFull,
  paymentErrorMessage,
  useInitiatePayment,
  type CheckoutDetails,
  type CompanyDetails,
  type OrderSession,
} from '@/features/checkout/api/initiate-payment';
import {
  checkoutRules,
  COMPANY_NAME_MAX,
  companyRules,
  type CheckoutFormValues,
  TAX_NUMBER_MAX,
} from '@/features/checkout/lib/checkout-rules';
import { digitsOnly, type FormRules } from '@/lib/field-rules';
import { navigateFullPage } from '@/lib/full-page-navigation';
import { checkoutPage } from '@/content/checkout';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import { fillNodes } from '@/i18n/fill-nodes';
import { ApiError } from '@/lib/api-client';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/checkout/components/checkout.module.css';

const empty: CheckoutFormValues = {
  first_name: '',
  last_name: '',
  phone_number: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  apartment: '',
  company_name: '',
  tax_registration_number: '',
};

export interface CheckoutFormProps {
  courseId: number;
  /** The dated session picked above the billing details; null lets the server choose. */
  sessionId?: number | null;
  /** The date picker, shown first: what is booked is a dated session (issue 22). */
  sessionChoice?: ReactNode;
  /** Why the form cannot be sent yet (dates still loading, every date full). */
  blockedReason?: string;
  /** Values known from the account (name, phone, company), to save typing. */
  defaults?: Partial<CheckoutFormValues>;
}

/** How long the buyer can read "we chose … for you" before the payment page opens. */
export const SERVER_CHOICE_PAUSE_MS = 2_500;

interface Leaving {
  reference?: string;
  /** Set when the server picked the session: the buyer is told which before paying. */
  chosen?: OrderSession;
}

function trimAll(details: CheckoutFormValues): CheckoutFormValues {
  const trimmed = { ...details };
  for (const key of Object.keys(trimmed) as (keyof CheckoutFormValues)[]) {
    trimmed[key] = trimmed[key].trim();
  }
  return trimmed;
}

/**
 * What is sent: the billing details, and the company's only while the buyer keeps the company
 * part open and fills it (issue 26 item 17); the spec's payload otherwise.
 */
function paymentDetails(
  values: CheckoutFormValues,
  forCompany: boolean,
): CheckoutDetails & Partial<CompanyDetails> {
  const { company_name, tax_registration_number, ...billing } = trimAll(values);
  if (!forCompany) return billing;
  return {
    ...billing,
    ...(company_name ? { company_name } : {}),
    ...(tax_registration_number ? { tax_registration_number } : {}),
  };
}

/**
 * Billing details for Paymob (spec §2 Checkout): 'To payment' opens the provider's payment
 * page in this tab.
 */
export function CheckoutForm({
  courseId,
  sessionId,
  sessionChoice,
  blockedReason,
  defaults,
}: CheckoutFormProps) {
  // Issue 26 item 17: open at once when the account names a company, else on request.
  const [forCompany, setForCompany] = useState(() => Boolean(defaults?.company_name?.trim()));
  const rules: FormRules<CheckoutFormValues> = forCompany
    ? { ...checkoutRules, ...companyRules }
    : checkoutRules;
  const form = useForm<CheckoutFormValues>(
    { ...empty, ...defaults },
    { rules, cleaners: { phone_number: digitsOnly } },
  );
  const { values, bind } = form;
  const { trigger, isMutating, error, reset } = useInitiatePayment();
  // Set once the order exists, while the browser goes to the payment page.
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const busy = isMutating || leaving !== null;
  const companyNameRequired = forCompany && values.tax_registration_number.trim() !== '';
  const copy = useContent(checkoutPage).form;
  const language = useLanguage();
  // The server's own messages are English: an Arabic page says the ones it knows in Arabic.
  const failure = (problem: unknown) =>
    language.locale === 'en'
      ? paymentErrorMessage(problem)
      : isSessionFull(problem)
        ? copy.sessionFull
        : problem instanceof ApiError && problem.status === 0
          ? copy.unreachable
          : problem instanceof ApiError && problem.status >= 500
            ? copy.notStarted
            : paymentErrorMessage(problem);

  const onSubmit = async () => {
    if (blockedReason !== undefined) return;
    reset();
    const result = await trigger({
      course_id: courseId,
      ...(sessionId ? { session_id: sessionId } : {}),
      ...paymentDetails(values, forCompany),
    });
    if (result?.iframe_url) {
      const url = result.iframe_url;
      const chosen = result.session_chosen_by_server ? (result.session ?? undefined) : undefined;
      setLeaving({ reference: result.reference, chosen });
      if (chosen) setTimeout(() => navigateFullPage(url), SERVER_CHOICE_PAUSE_MS);
      else navigateFullPage(url);
    }
  };

  return (
    <Form
      form={form}
      className={styles.form}
      pending={busy}
      pendingLabel={copy.opening}
      onSubmit={onSubmit}
      aria-labelledby="billing-title"
    >
      {leaving?.reference && (
        <p className={styles.orderNotice} aria-live="polite">
          {leaving.chosen
            ? fillNodes(copy.chosenForYou, {
                reference: <strong>{leaving.reference}</strong>,
                session: <strong>{sessionLabel(leaving.chosen, language)}</strong>,
                place: leaving.chosen.location,
              })
            : fillNodes(copy.orderCreated, {
                reference: <strong>{leaving.reference}</strong>,
              })}{' '}
          {copy.openingSecure}
        </p>
      )}
      {sessionChoice}
      <h2 id="billing-title" className={styles.formTitle}>
        {copy.billing}
      </h2>
      <RequiredNote />
      <FieldRow>
        <TextField label={copy.firstName} autoComplete="given-name" {...bind('first_name')} />
        <TextField label={copy.lastName} autoComplete="family-name" {...bind('last_name')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label={copy.phone}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...bind('phone_number')}
        />
        <TextField label={copy.city} autoComplete="address-level2" {...bind('city')} />
      </FieldRow>
      <TextField label={copy.street} autoComplete="address-line1" optional {...bind('street')} />
      <FieldRow columns={3}>
        <TextField label={copy.building} optional {...bind('building')} />
        <TextField label={copy.floor} optional {...bind('floor')} />
        <TextField label={copy.apartment} optional {...bind('apartment')} />
      </FieldRow>
      <details
        className={styles.company}
        open={forCompany}
        onToggle={(event) => setForCompany(event.currentTarget.open)}
      >
        <summary className={styles.companySummary}>{copy.forCompany}</summary>
        <p className={styles.companyIntro}>{copy.companyIntro}</p>
        <FieldRow>
          <TextField
            label={copy.companyName}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            optional={!companyNameRequired}
            {...bind('company_name')}
          />
          <TextField
            label={copy.taxNumber}
            optional
            maxLength={TAX_NUMBER_MAX}
            hint={copy.taxHint}
            {...bind('tax_registration_number')}
          />
        </FieldRow>
      </details>

      {error !== undefined && isAlreadyBooked(error) && <AlreadyBooked />}
      <FormSubmit
        blockedReason={blockedReason}
        error={
          error === undefined || isAlreadyBooked(error) ? undefined : isSessionFull(error) ? (
            <span>
              {failure(error)}{' '}
              <Link to={`/courses/${courseId}#sessions-title`}>{copy.seeDates}</Link>
            </span>
          ) : (
            failure(error)
          )
        }
      >
        <LockIcon size={18} /> {copy.toPayment}
      </FormSubmit>
      <p className={styles.secure}>{copy.secure}</p>
    </Form>
  );
}
