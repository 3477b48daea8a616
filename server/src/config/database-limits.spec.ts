import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig: database and request limits', () => {
  it('has bounded defaults: connect 5 s, query 10 s, request 15 s, pool 10, queue 100', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({
      connectTimeoutMs: 5_000,
      queryTimeoutMs: 10_000,
      poolSize: 10,
      queueLimit: 100,
    });
    expect(config.requestTimeoutMs).toBe(15_000);
  });

  it('reads DB_* and REQUEST_TIMEOUT_MS', () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '800',
      DB_QUERY_TIMEOUT_MS: '1200',
      DB_POOL_SIZE: '4',
      DB_QUEUE_LIMIT: '20',
      REQUEST_TIMEOUT_MS: '2000',
    });
    expect(config.database).toEqual({
      connectTimeoutMs: 800,
      queryTimeoutMs: 1200,
      poolSize: 4,
      queueLimit: 20,
    });
    expect(config.requestTimeoutMs).toBe(2000);
  });

  it.each([
    ['DB_CONNECT_TIMEOUT_MS', '0'],
    ['DB_QUERY_TIMEOUT_MS', 'soon'],
    ['DB_POOL_SIZE', '0'],
    // A queue without a limit is what let a stalled database pile up every request.
    ['DB_QUEUE_LIMIT', '0'],
    ['REQUEST_TIMEOUT_MS', '100'],
    ['REQUEST_TIMEOUT_MS', '15s'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
