import { useState, type ChangeEvent, type FormEvent } from 'react';
import { LockIcon } from '@/components/icons/commerce-icons';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { AlreadyBooked } from '@/features/checkout/components/already-booked';
import {
  isAlreadyBooked,
  paymentErrorMessage,
  useInitiatePayment,
  type CheckoutDetails,
} from '@/features/checkout/api/initiate-payment';
import { canSubmitCheckout, digitsOnly } from '@/features/checkout/lib/checkout-rules';
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
export function CheckoutForm({ courseId, defaults }: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutDetails>({ ...empty, ...defaults });
  const { trigger, isMutating, error, reset } = useInitiatePayment();
  const [leaving, setLeaving] = useState(false);
  const busy = isMutating || leaving;
  const complete = canSubmitCheckout(values);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    const next = name === 'phone_number' ? digitsOnly(value) : value;
    setValues((previous) => ({ ...previous, [name]: next }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    reset();
    const result = await trigger({ course_id: courseId, ...trimAll(values) });
    if (result?.iframe_url) {
      setLeaving(true);
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
      <h2 id="billing-title" className={styles.formTitle}>
        Billing details
      </h2>
      <div className={styles.row}>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          onChange={onChange}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          onChange={onChange}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Phone number"
          name="phone_number"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          required
          value={values.phone_number}
          onChange={onChange}
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={onChange}
        />
      </div>
      <TextField
        label="Street"
        name="street"
        autoComplete="address-line1"
        optional
        value={values.street}
        onChange={onChange}
      />
      <div className={styles.rowThree}>
        <TextField
          label="Building"
          name="building"
          optional
          value={values.building}
          onChange={onChange}
        />
        <TextField label="Floor" name="floor" optional value={values.floor} onChange={onChange} />
        <TextField
          label="Apartment"
          name="apartment"
          optional
          value={values.apartment}
          onChange={onChange}
        />
      </div>

      {error !== undefined &&
        (isAlreadyBooked(error) ? (
          <AlreadyBooked />
        ) : (
          <ErrorAlert>{paymentErrorMessage(error)}</ErrorAlert>
        ))}

      <Button type="submit" block disabled={!complete || busy}>
        <LockIcon size={18} /> To payment
      </Button>
      <p className={styles.secure}>
        You will pay on Paymob&apos;s secure page; we never see or store your card details.
      </p>
    </form>
  );
}
