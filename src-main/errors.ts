/** A thrown value as one line of text, with the message of the error that caused it (fetch puts the network's there). */
export function errorMessage(cause: unknown): string {
  if (cause instanceof Error) {
    const inner: unknown = (cause as Error & { cause?: unknown }).cause;
    return inner instanceof Error && inner.message !== '' ? `${cause.message}: ${inner.message}` : cause.message;
  }
  return String(cause);
}
