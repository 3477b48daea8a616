import { useState, type FormEvent } from 'react';
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
  paymentErrorMessage,
  useInitiatePayment,
  type CheckoutDetails,
} from '@/features/checkout/api/initiate-payment';
import { checkoutRules } from '@/features/checkout/lib/checkout-rules';
import { navigateFullPage } from '@/lib/full-page-navigation';
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
  /** The dated session chosen on the course page (`?session=`), if any. */
  sessionId?: number | null;
  /** Values known from the account (name, phone), to save typing. */
  defaults?: Partial<CheckoutDetails>;
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
export function CheckoutForm({ courseId, sessionId, defaults }: CheckoutFormProps) {
  const { values, field } = useFormValues<CheckoutDetails>(
    { ...empty, ...defaults },
    { phone_number: digitsOnly },
  );
  const { trigger, isMutating, error, reset } = useInitiatePayment();
  // Set once the order exists, while the browser goes to the payment page.
  const [leaving, setLeaving] = useState<{ reference?: string } | null>(null);
  const busy = isMutating || leaving !== null;
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, checkoutRules);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    reset();
    const result = await trigger({
      course_id: courseId,
      ...(sessionId ? { session_id: sessionId } : {}),
      ...trimAll(values),
    });
    if (result?.iframe_url) {
      setLeaving({ reference: result.reference });
      navigateFullPage(result.iframe_url);
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
          Order <strong>{leaving.reference}</strong> created. Opening the secure payment page…
        </p>
      )}
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
        ) : (
          <ErrorAlert>{paymentErrorMessage(error)}</ErrorAlert>
        ))}

      <Button
        type="submit"
        block
        disabled={!complete || busy}
        aria-describedby={complete ? undefined : missingId}
      >
        <LockIcon size={18} /> To payment
      </Button>
      <MissingList id={missingId} missing={missing} />
      <p className={styles.secure}>
        You will pay on Paymob&apos;s secure page; we never see or store your card details.
      </p>
    </form>
  );
}
