import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { checkoutPage, messagePage } from './checkout-page.js';
import { type CardForm, CheckoutFormError, EmulatorError } from './emulator-errors.js';
import type { PaymobEmulator } from './paymob-emulator.js';

type Body = Record<string, unknown>;
const body = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const param = (value: unknown) => (typeof value === 'string' ? value : '');

/** The emulator's HTTP face, at the paths of Paymob's API (mounted under /emulator/paymob). */
export function emulatorRouter(emulator: PaymobEmulator, publicOrigin: string): Router {
  const router = express.Router();
  router.use((_req: Request, res: Response, next: NextFunction) => {
    // The checkout is a plain form: no script at all; it posts here and is sent on to our site.
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${publicOrigin}; base-uri 'none'; frame-ancestors 'self'`,
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '100kb' }));
  router.use(express.urlencoded({ extended: false, limit: '20kb' }));

  const json =
    (handle: (req: Request) => unknown, status = 200) =>
    async (req: Request, res: Response) => {
      try {
        res.status(status).json(await handle(req));
      } catch (error) {
        if (!(error instanceof EmulatorError)) throw error;
        res.status(error.status).json(error.body);
      }
    };

  router.post(
    '/v1/intention/',
    json((req) => emulator.createIntention(req.headers.authorization, body(req)), 201),
  );
  router.post(
    '/api/auth/tokens',
    json((req) => emulator.authenticate(body(req)), 201),
  );
  router.post(
    '/api/ecommerce/orders',
    json((req) => emulator.createOrder(body(req)), 201),
  );
  router.post(
    '/api/acceptance/payment_keys',
    json((req) => emulator.createPaymentKey(body(req)), 201),
  );
  router.post(
    '/api/ecommerce/orders/transaction_inquiry',
    json((req) => emulator.inquire(body(req))),
  );
  router.post(
    '/api/acceptance/void_refund/refund',
    json((req) => emulator.refund(req.headers.authorization, body(req))),
  );
  router.get(
    '/api/acceptance/transactions/:id',
    json((req) => emulator.transaction(req.headers.authorization, param(req.params.id))),
  );

  const page = (res: Response, status: number, html: string) =>
    res.status(status).type('html').send(html);
  const showCheckout = (
    res: Response,
    token: string,
    keys: { publicKey?: string; iframeId?: string },
  ) => {
    try {
      page(res, 200, checkoutPage(emulator.checkout(token, keys.publicKey, keys.iframeId)));
    } catch (error) {
      if (!(error instanceof EmulatorError)) throw error;
      page(res, error.status, messagePage('Checkout unavailable', error.message));
    }
  };

  // Unified checkout (intention flow) and the legacy iframe: the same page.
  router.get('/unifiedcheckout/', (req: Request, res: Response) =>
    showCheckout(res, param(req.query.clientSecret), { publicKey: param(req.query.publicKey) }),
  );
  router.get('/api/acceptance/iframes/:iframeId', (req: Request, res: Response) =>
    showCheckout(res, param(req.query.payment_token), { iframeId: param(req.params.iframeId) }),
  );

  router.post('/pay', async (req: Request, res: Response) => {
    const form = body(req);
    const token = param(form.checkout);
    const card: CardForm = {
      card_number: param(form.card_number),
      card_name: param(form.card_name),
      expiry: param(form.expiry),
      cvv: param(form.cvv),
    };
    try {
      const { redirectUrl, lost } = await emulator.pay(token, card);
      if (!lost) return res.redirect(303, redirectUrl);
      page(
        res,
        200,
        messagePage(
          'Paid, callbacks withheld',
          'The test payment succeeded, but neither the server callback nor the browser return was sent, as if both were lost. The order stays pending until the reconcile command (npm run reconcile -w server) asks the emulator about it.',
          { href: emulator.resultPage(token), label: 'Go to the payment result page' },
        ),
      );
    } catch (error) {
      if (error instanceof CheckoutFormError) {
        const view = emulator.checkout(token);
        const { cvv: _cvv, ...values } = card;
        page(res, 422, checkoutPage({ ...view, error: error.message, values }));
        return;
      }
      if (error instanceof EmulatorError) {
        page(res, error.status, messagePage('Checkout unavailable', error.message));
        return;
      }
      throw error;
    }
  });

  router.use((_req: Request, res: Response) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    res
      .status(typeof status === 'number' && status >= 400 && status < 500 ? status : 500)
      .json({ detail: 'The emulator could not handle this request.' });
  });
  return router;
}
