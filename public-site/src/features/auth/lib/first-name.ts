/** The first word of a name, for a greeting ("Mona" of "Mona El-Sayed"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
