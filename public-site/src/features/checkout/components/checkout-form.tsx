import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { digitsOnly } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { LockIcon } from '@/components/icons/commerce-icons';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { AlreadyBooked } from '@/features/checkout/components/already-booked';
import {
  isAlreadyBooked,
  isSessionFull,
  paymentErrorMessage,
  useInitiatePayment,
  type CheckoutDetails,
  type OrderSession,
} from '@/features/checkout/api/initiate-payment';
import { checkoutRules } from '@/features/checkout/lib/checkout-rules';
import { navigateFullPage } from '@/lib/full-page-navigation';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/checkout/components/checkout.module.css';

const empty: CheckoutDetails = {
  first_name: '',
  last_name: '',
  phone_number: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  apartment: '',
};

export interface CheckoutFormProps {
  courseId: number;
  /** The dated session picked above the billing details; null lets the server choose. */
  sessionId?: number | null;
  /** The date picker, shown first: what is booked is a dated session (issue 22). */
  sessionChoice?: ReactNode;
  /** Why the form cannot be sent yet (dates still loading, every date full). */
  blockedReason?: string;
  /** Values known from the account (name, phone), to save typing. */
  defaults?: Partial<CheckoutDetails>;
}

/** How long the buyer can read "we chose … for you" before the payment page opens. */
export const SERVER_CHOICE_PAUSE_MS = 2_500;

interface Leaving {
  reference?: string;
  /** Set when the server picked the session: the buyer is told which before paying. */
  chosen?: OrderSession;
}

function trimAll(details: CheckoutDetails): CheckoutDetails {
  const trimmed = { ...details };
  for (const key of Object.keys(trimmed) as (keyof CheckoutDetails)[]) {
    trimmed[key] = trimmed[key].trim();
  }
  return trimmed;
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
  const { values, field } = useFormValues<CheckoutDetails>(
    { ...empty, ...defaults },
    { phone_number: digitsOnly },
  );
  const { trigger, isMutating, error, reset } = useInitiatePayment();
  // Set once the order exists, while the browser goes to the payment page.
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const busy = isMutating || leaving !== null;
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, checkoutRules);
  const blocked = blockedReason !== undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy || blocked) return;
    reset();
    const result = await trigger({
      course_id: courseId,
      ...(sessionId ? { session_id: sessionId } : {}),
      ...trimAll(values),
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
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      aria-labelledby="billing-title"
      noValidate
    >
      {busy && <SpinnerOverlay label="Opening the payment page" />}
      {leaving?.reference && (
        <p className={styles.orderNotice} aria-live="polite">
          Order <strong>{leaving.reference}</strong> created
          {leaving.chosen ? (
            <>
              {' '}
              for <strong>{sessionLabel(leaving.chosen)}</strong> at {leaving.chosen.location}, the
              next date with a free seat, chosen for you
            </>
          ) : null}
          . Opening the secure payment page…
        </p>
      )}
      {sessionChoice}
      <h2 id="billing-title" className={styles.formTitle}>
        Billing details
      </h2>
      <RequiredNote />
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          {...field('first_name')}
          {...rulesFor('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...field('last_name')}
          {...rulesFor('last_name')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...field('phone_number')}
          {...rulesFor('phone_number')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          {...field('city')}
          {...rulesFor('city')}
        />
      </div>
      <TextField label="Street" autoComplete="address-line1" optional {...field('street')} />
      <div className={styles.rowThree}>
        <TextField label="Building" optional {...field('building')} />
        <TextField label="Floor" optional {...field('floor')} />
        <TextField label="Apartment" optional {...field('apartment')} />
      </div>

      {error !== undefined &&
        (isAlreadyBooked(error) ? (
          <AlreadyBooked />
        ) : isSessionFull(error) ? (
          <ErrorAlert>
            <span>
              {paymentErrorMessage(error)}{' '}
              <Link to={`/courses/${courseId}#sessions-title`}>See the dates and waitlists</Link>
            </span>
          </ErrorAlert>
        ) : (
          <ErrorAlert>{paymentErrorMessage(error)}</ErrorAlert>
        ))}

      <Button
        type="submit"
        block
        disabled={!complete || busy || blocked}
        aria-describedby={complete ? (blocked ? 'checkout-blocked' : undefined) : missingId}
      >
        <LockIcon size={18} /> To payment
      </Button>
      {blocked ? (
        <p id="checkout-blocked" className={styles.blocked}>
          {blockedReason}
        </p>
      ) : (
        <MissingList id={missingId} missing={missing} />
      )}
      <p className={styles.secure}>
        You will pay on Paymob&apos;s secure page; we never see or store your card details.
      </p>
    </form>
  );
}
