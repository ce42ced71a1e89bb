/**
 * The default branch of a `switch` over a union: with every case handled, `value` is `never` and
 * this compiles; a member added to the union and left out of the switch fails to compile here.
 * At run time it is reached only by a value the types did not foresee (data nobody parsed): a bug.
 */
export function assertNever(value: never): never {
  throw new Error(`Caso no previsto: ${JSON.stringify(value) ?? String(value)}`);
}
