/** DECISIONS 16 (NIST SP 800-63B): the server applies the same rule with the same message. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE = `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
/** Shown under a new-password field before anything is typed. */
export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;

/** The rule's message when a new password breaks it; undefined when it is fine. */
export function passwordRuleError(password: string): string | undefined {
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
    ? PASSWORD_RULE
    : undefined;
}
