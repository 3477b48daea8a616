import { ConfigError, loadConfig } from './app-config.js';

const PAYMOB_KEYS = {
  PAYMOB_SECRET_KEY: 'sk',
  PAYMOB_PUBLIC_KEY: 'pk',
  PAYMOB_INTEGRATION_ID: '1',
  PAYMOB_HMAC_SECRET: 'hs',
};

describe('loadConfig', () => {
  it('works with no environment at all (embedded SQLite, emulator, demo seed)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      paymentProvider: 'emulator',
    });
  });

  it('sends mail from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://petrolink.example' }).mail).toEqual({
      from: 'no-reply@petrolink.example',
      to: [],
      pollMs: 5000,
      retryBaseMs: 30000,
    });
    expect(
      loadConfig({
        MAIL_FROM: 'Petrolink <web@petrolink.example>',
        MAIL_TO: 'A@x.example, b@x.example',
      }).mail,
    ).toMatchObject({
      from: 'Petrolink <web@petrolink.example>',
      to: ['a@x.example', 'b@x.example'],
    });
  });

  describe('payment provider (issue 9: the emulator is a development tool)', () => {
    const provider = (env: Record<string, string>) => loadConfig(env).paymentProvider;
    const account = {
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_INTEGRATION_ID: '1',
      PAYMOB_HMAC_SECRET: 'hs',
    };

    it('is the emulator on a development or test start with no Paymob key', () => {
      expect(provider({})).toBe('emulator');
      expect(provider({ NODE_ENV: 'development' })).toBe('emulator');
      expect(provider({ NODE_ENV: 'test' })).toBe('emulator');
      // Settings are not keys: the shipped .env.example keeps the demo working.
      expect(provider({ PAYMOB_FLOW: 'intention', PAYMOB_BASE_URL: 'https://x.example' })).toBe(
        'emulator',
      );
    });

    it('is Paymob as soon as any key is set, unless PAYMENT_PROVIDER=emulator says so', () => {
      expect(provider(account)).toBe('paymob');
      // One key alone means a real account is meant: the missing ones are named.
      expect(() => loadConfig({ PAYMOB_HMAC_SECRET: 'hs' })).toThrow('PAYMOB_SECRET_KEY');
      const explicit = loadConfig({ ...account, PAYMENT_PROVIDER: 'emulator' });
      expect(explicit.paymentProvider).toBe('emulator');
      expect(explicit.paymob.hmacSecret).toBe('hs');
    });

    it('is never the emulator by default outside development, and never in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow('PAYMOB_SECRET_KEY');
      expect(
        provider({ NODE_ENV: 'production', FILE_URL_SECRET: 'f'.repeat(32), ...account }),
      ).toBe('paymob');
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PAYMOB_SECRET_KEY');
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'emulator' })).toThrow(
        'PAYMENT_PROVIDER',
      );
    });
  });

  it('makes every rate limit configurable, Redis optional', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      default: 600,
      auth: 10,
      forms: 10,
      loginFailures: 10,
      redisUrl: undefined,
    });
    expect(
      loadConfig({
        RATE_LIMIT_DEFAULT: '3000',
        RATE_LIMIT_AUTH: '20',
        RATE_LIMIT_FORMS: '5',
        RATE_LIMIT_LOGIN_FAILURES: '7',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        RATE_LIMIT_REDIS_PREFIX: 'site-a:',
      }).rateLimit,
    ).toMatchObject({
      default: 3000,
      auth: 20,
      forms: 5,
      loginFailures: 7,
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'site-a:',
    });
  });

  it('turns the demo seed off by default with MySQL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/app' }).seedDemo).toBe(false);
  });

  it('takes FILE_URL_SECRET in production', () => {
    const secret = 'f'.repeat(32);
    const env = { NODE_ENV: 'production', ...PAYMOB_KEYS, FILE_URL_SECRET: secret };
    expect(loadConfig(env).fileUrlSecret).toBe(secret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Str0ng!pass' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'emulator' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'paymob' }, 'PAYMOB_SECRET_KEY'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ STORAGE: 's3' }, 'STORAGE'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_TO: 'desk@example.com, not-an-address' }, 'MAIL_TO'],
    [{ MAIL_FROM: 'website' }, 'MAIL_FROM'],
    [{ FILE_URL_SECRET: 'short' }, 'FILE_URL_SECRET'],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paymob', ...PAYMOB_KEYS }, 'FILE_URL_SECRET'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'x'.repeat(129) }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_DEFAULT: '0' }, 'RATE_LIMIT_DEFAULT'],
    [{ RATE_LIMIT_LOGIN_FAILURES: 'ten' }, 'RATE_LIMIT_LOGIN_FAILURES'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
  ])('stops on %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
