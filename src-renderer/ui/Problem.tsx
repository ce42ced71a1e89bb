import { TechnicalDetails } from './TechnicalDetails';

/**
 * A failure said in Spanish, announced when it appears; nothing while there is none. What only a
 * technician reads (an error's own message, a code) goes in `detail`, folded under "Detalles técnicos".
 */
export function Problem({ text, inline = false, detail = null }: { text: string | null; inline?: boolean; detail?: string | null }) {
  if (text === null) return null;
  const Tag = inline ? 'span' : 'p';
  if (inline || detail === null)
    return (
      <Tag role="alert" className="status-error">
        {text}
      </Tag>
    );
  return (
    <div role="alert">
      <p className="status-error">{text}</p>
      <TechnicalDetails detail={detail} />
    </div>
  );
}
