export const E2E_PORT = Number(process.env.E2E_PORT ?? 3105);
export const E2E_ADMIN = { email: 'e2e-boss@example.com', password: 'E2e-Str0ng!pass' };

let counter = 0;
export function unique(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export function uniquePhone(): string {
  counter += 1;
  return `010${String(Date.now()).slice(-6)}${String(counter).padStart(2, '0')}`;
}
