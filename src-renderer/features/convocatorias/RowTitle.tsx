import { clsx } from 'clsx';
import { useMemo } from 'react';
import { fold } from '../../../src-shared/text';
import { bodyTextOf, type ConvocatoriaRow, type DocumentHit } from '../../data/convocatorias';
import { Highlight } from '../../ui/Highlight';
import { snippetAround } from '../../ui/search-hits';
import { documentHitPlace, documentHitSnippet } from './document-hit';

interface RowTitleProps {
  convocatoria: ConvocatoriaRow;
  words: readonly string[];
  /** Where the row's saved documents hold the words, when the search looks there too. */
  documentHit?: DocumentHit | undefined;
}

/**
 * A row's title with the search's words marked, and one line under it: where the search matched
 * in a saved document, which one, its page and a few words around the hit; where it matched only
 * in the body, a few words around that hit (the title then takes one line, whole on hover);
 * otherwise the bajada, shown only when the title leaves its second line free (the row's height
 * never changes, so the list keeps its rows per screen).
 */
export function RowTitle({ convocatoria, words, documentHit }: RowTitleProps) {
  const { titulo, bajada } = convocatoria;
  // The words the title and bajada do not hold: the row matched them in its body.
  const inBody = useMemo(() => {
    const head = fold(`${titulo} ${bajada}`);
    return words.filter((word) => !head.includes(word));
  }, [titulo, bajada, words]);
  // A hit in the body comes from the row itself (its search text as written): nothing is read.
  const hit = useMemo(
    () => (inBody.length === 0 || documentHit !== undefined ? null : snippetAround(bodyTextOf(convocatoria), inBody)),
    [convocatoria, inBody, documentHit],
  );
  if (documentHit !== undefined) return <DocumentHitTitle titulo={titulo} words={words} hit={documentHit} />;
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

/** The title on one line, and under it where in a saved document the search matched. */
function DocumentHitTitle({ titulo, words, hit }: { titulo: string; words: readonly string[]; hit: DocumentHit }) {
  const snippet = useMemo(() => documentHitSnippet(hit, words), [hit, words]);
  const place = documentHitPlace(hit);
  return (
    <span className="row-head row-head-hit">
      <span className="row-title" title={titulo}>
        <bdi>
          <Highlight text={titulo} words={words} />
        </bdi>
      </span>
      <span className="row-line" data-testid="row-document-hit" title={`${place}: ${snippet}`}>
        <span className="row-doc-place">{place}</span>
        {' · '}
        <bdi>
          <Highlight text={snippet} words={words} />
        </bdi>
      </span>
    </span>
  );
}
