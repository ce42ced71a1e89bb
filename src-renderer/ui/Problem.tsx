import { TechnicalDetails } from './TechnicalDetails';

/** A failure for a person: `message` in words; `detail` (a program's message, a code) for Detalles técnicos. */
export interface ProblemText {
  message: string;
  detail: string | null;
}

/**
 * A failure said in Spanish, announced when it appears; nothing while there is none. What only a
 * technician reads (an error's own message, a code) goes in `detail`, folded under "Detalles técnicos".
 * Inline (beside a button), the folded part follows the sentence on the same line.
 */
export function Problem({ text, inline = false, detail = null }: { text: string | null; inline?: boolean; detail?: string | null }) {
  if (text === null) return null;
  const Tag = inline ? 'span' : 'p';
  if (detail === null)
    return (
      <Tag role="alert" className="status-error">
        {text}
      </Tag>
    );
  if (inline)
    return (
      <span role="alert" className="problem-inline">
        <span className="status-error">{text}</span> <TechnicalDetails detail={detail} />
      </span>
    );
  return (
    <div role="alert">
      <p className="status-error">{text}</p>
      <TechnicalDetails detail={detail} />
    </div>
  );
}
