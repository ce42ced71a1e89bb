import { clsx } from 'clsx';
import { useConvocatoriaBodyText, type ConvocatoriaRow } from '../../data/convocatorias';
import { Highlight } from '../../ui/Highlight';
import { holdsEvery, snippetAround } from '../../ui/search-hits';

/**
 * A row's title with the search's words marked, and one line under it: where the search matched
 * only in the body, a few words around that hit (the title then takes one line, whole on hover);
 * otherwise the bajada, shown only when the title leaves its second line free (the row's height
 * never changes, so the list keeps its rows per screen).
 */
export function RowTitle({ convocatoria, words }: { convocatoria: ConvocatoriaRow; words: readonly string[] }) {
  const { titulo, bajada } = convocatoria;
  // The words the title and bajada do not hold: the row matched them in its body.
  const inBody = words.filter((word) => !holdsEvery(`${titulo} ${bajada}`, [word]));
  const body = useConvocatoriaBodyText(convocatoria.id, inBody.length > 0);
  const hit = body === undefined ? null : snippetAround(body, inBody);
  return (
    <span className={clsx('row-head', hit !== null && 'row-head-hit')}>
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
