/** What only a technician reads (an error's message, a code), folded away under "Detalles técnicos". */
export function TechnicalDetails({ detail }: { detail: string }) {
  return (
    <details className="technical-details">
      <summary>Detalles técnicos</summary>
      <pre>{detail}</pre>
    </details>
  );
}
