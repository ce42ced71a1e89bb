/**
 * Why a value was refused, in a few Spanish words ("falta", "valor no admitido: «ganada»"): the
 * messages of every parse (src-shared/zod.ts sets them as zod's own), so that a record's reject,
 * a page's envelope, a bridge call's arguments or a backup being imported reads in Spanish.
 * zod/mini carries no locale: without them a message is only "Invalid input". A message a schema
 * gives itself (`{ error }`, a check's own) still wins.
 */
import type { z } from './zod';
import { assertNever } from './assert-never';

const typeNames: Partial<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'sí o no',
  array: 'una lista',
  object: 'un objeto',
};

/** A value as a person can read it in a message: a text in «», anything else as JSON, cut short. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? `«${value}»` : asJson(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Any value, even one JSON has no words for: a bridge call's arguments need not have come from JSON. */
function asJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value === 'bigint' ? String(value) : 'un valor ilegible';
  }
}

export function spanishIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'falta' : `no es ${typeNames[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      // A literal or an enum's field left out is missing, as any other field is.
      return issue.input === undefined ? 'falta' : `valor no admitido: ${shown(issue.input)}`;
    case 'unrecognized_keys':
      return `campos desconocidos: ${issue.keys.join(', ')}`;
    case 'too_small':
    case 'too_big':
      return 'fuera de rango';
    case 'invalid_format':
      return 'formato inválido';
    case 'not_multiple_of':
      return `no es múltiplo de ${issue.divisor}`;
    case 'invalid_key':
      return 'clave inválida';
    case 'custom':
    case 'invalid_element':
    case 'invalid_union':
      return 'valor inválido';
    default:
      return assertNever(issue);
  }
}
