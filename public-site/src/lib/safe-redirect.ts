function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * A same-site path taken from a query parameter, or null when it could send the visitor to
 * another origin ('//host', '/\host', 'https://host', 'javascript:', whitespace or control
 * characters, which browsers strip before resolving).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (hasUnsafeCharacter(value)) return null;
  const base = 'http://same.site';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
