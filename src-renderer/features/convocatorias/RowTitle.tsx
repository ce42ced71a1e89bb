import { clsx } from 'clsx';
import { useMemo } from 'react';
import { fold } from '../../../src-shared/text';
import { useConvocatoriaBodyText, type ConvocatoriaRow } from '../../data/convocatorias';
import { Highlight } from '../../ui/Highlight';
import { snippetAround } from '../../ui/search-hits';

/**
 * A row's title with the search's words marked, and one line under it: where the search matched
 * only in the body, a few words around that hit (the title then takes one line, whole on hover);
 * otherwise the bajada, shown only when the title leaves its second line free (the row's height
 * never changes, so the list keeps its rows per screen).
 */
export function RowTitle({ convocatoria, words }: { convocatoria: ConvocatoriaRow; words: readonly string[] }) {
  const { titulo, bajada } = convocatoria;
  // The words the title and bajada do not hold: the row matched them in its body.
  const inBody = useMemo(() => {
    const head = fold(`${titulo} ${bajada}`);
    return words.filter((word) => !head.includes(word));
  }, [titulo, bajada, words]);
  const body = useConvocatoriaBodyText(convocatoria.id, inBody.length > 0);
  const hit = useMemo(() => (body === undefined ? null : snippetAround(body, inBody)), [body, inBody]);
  // While the body is read, the line stays empty and the title already on one line: nothing jumps.
  const reading = inBody.length > 0 && body === undefined;
  return (
    <span className={clsx('row-head', (hit !== null || reading) && 'row-head-hit')}>
      <span className="row-title" title={titulo}>
        <bdi>
          <Highlight text={titulo} words={words} />
        </bdi>
      </span>
      {hit !== null ? (
        <span className="row-line" data-testid="row-hit">
          <bdi>
            <Highlight text={hit} words={words} />
          </bdi>
        </span>
      ) : (
        !reading &&
        bajada !== '' && (
          <span className="row-line">
            <bdi>
              <Highlight text={bajada} words={words} />
            </bdi>
          </span>
        )
      )}
    </span>
  );
}
