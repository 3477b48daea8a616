import type { AppConfig } from '../../config/app-config.js';

/** Keys the emulator accepts when none are configured (development and tests only). */
export const EMULATOR_DEFAULTS = {
  secretKey: 'emulator_secret_key',
  publicKey: 'emulator_public_key',
  apiKey: 'emulator_api_key',
  integrationId: '4711',
  iframeId: '815',
  hmacSecret: 'emulator_hmac_secret',
} as const;

export interface PaymobSettings {
  /** 'emulator' or 'paymob': stored on each order. */
  provider: string;
  flow: 'intention' | 'iframe';
  baseUrl: string;
  secretKey?: string;
  publicKey?: string;
  apiKey?: string;
  integrationIds: number[];
  iframeId?: string;
  hmacSecret: string;
  /** Our callback (transaction processed) and browser return (transaction response). */
  notificationUrl: string;
  redirectionUrl: string;
}

/**
 * What the Paymob client talks to. With the emulator only the base URL differs (the
 * emulator is served by this application) and missing keys take the emulator's defaults.
 */
export function paymobSettings(config: AppConfig): PaymobSettings {
  const emulator = config.paymentProvider === 'emulator';
  const p = config.paymob;
  const pick = <K extends keyof typeof EMULATOR_DEFAULTS>(key: K) =>
    p[key] ?? (emulator ? EMULATOR_DEFAULTS[key] : undefined);
  return {
    provider: config.paymentProvider,
    flow: p.flow,
    baseUrl: emulator ? `${config.publicUrl}/emulator/paymob` : p.baseUrl,
    secretKey: pick('secretKey'),
    publicKey: pick('publicKey'),
    apiKey: pick('apiKey'),
    integrationIds: (pick('integrationId') ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
    iframeId: pick('iframeId'),
    hmacSecret: pick('hmacSecret') ?? '',
    notificationUrl: `${config.publicUrl}/api/paymob/callback`,
    redirectionUrl: `${config.publicUrl}/api/paymob/response`,
  };
}
