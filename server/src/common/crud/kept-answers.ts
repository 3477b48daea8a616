/**
 * Which tables a signed-in caller's answer was made from, when only the generic list and search
 * routes made it (CrudController): the front door may then keep that answer for that caller
 * until one of those tables changes (ADR 0014, addendum on dashboard reads).
 *
 * Keyed by the caller object, one per request (IdentifyGuard loads it for each request): nothing
 * outlives the request. A request that read through anything whose tables are not all known is
 * marked `null`, never kept.
 */
const marks = new WeakMap<object, readonly string[] | null>();

/** Notes that this request's answer depends on these tables (undefined: on unknown ones). */
export function markAnswerTables(caller: object, tables: readonly string[] | undefined): void {
  if (marks.get(caller) === null) return;
  if (!tables) {
    marks.set(caller, null);
    return;
  }
  const before = marks.get(caller) ?? [];
  marks.set(caller, [...new Set([...before, ...tables])]);
}

/** The tables this caller's answer was made from, if it may be kept. */
export function answerTablesOf(caller: object | undefined): readonly string[] | undefined {
  return caller ? (marks.get(caller) ?? undefined) : undefined;
}
