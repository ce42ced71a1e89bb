/** A failure said in Spanish, announced when it appears; nothing while there is none. */
export function Problem({ text, inline = false }: { text: string | null; inline?: boolean }) {
  if (text === null) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag role="alert" className="status-error">
      {text}
    </Tag>
  );
}
