import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { emulatorRouter } from './emulator-router.js';
import { EMULATOR_PATH, PaymobEmulator } from './paymob-emulator.js';

/**
 * Puts the emulator's HTTP face on the app when PAYMENT_PROVIDER=emulator (never in
 * production). Kept apart from PaymobEmulator so that the router, which calls the emulator,
 * is not also imported by it.
 */
@Injectable()
export class EmulatorMount {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    adapterHost: HttpAdapterHost,
    emulator: PaymobEmulator,
  ) {
    const active = config.paymentProvider === 'emulator' && !config.isProduction;
    const adapter = adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    // Mounted while the application is created, ahead of the static sites' catch-all.
    if (!active || !adapter) return;
    adapter
      .getInstance<Express>()
      .use(EMULATOR_PATH, emulatorRouter(emulator, new URL(config.publicUrl).origin));
    emulator.mounted = true;
    new Logger('PaymobEmulator').log(
      `Paymob emulator at ${EMULATOR_PATH} (test cards on its checkout page)`,
    );
  }
}
