/** An answer the emulated API gives instead of a result (status and Paymob-like body). */
export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

/** The buyer typed something the checkout refuses: the form is shown again with the text. */
export class CheckoutFormError extends Error {}

/** What the buyer types on the emulator's checkout page. */
export interface CardForm {
  card_number?: string;
  card_name?: string;
  expiry?: string;
  cvv?: string;
}
