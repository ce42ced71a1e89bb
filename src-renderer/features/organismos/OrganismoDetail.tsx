import type { ReactNode } from 'react';
import type { Autoridad } from '../../../src-shared/api';
import { useOrganismo } from '../../data/organismos';
import { listHref, organismoLists, type OrganismoList } from '../../router';
import { withBreaks } from '../../ui/break-points';
import { EmailLink, PhoneLink } from '../../ui/ContactLink';
import { ExternalLink } from '../../ui/ExternalLink';
import { useReaderMode } from '../../ui/ListReader';
import { RecordBody, RecordNotFound } from '../../ui/RecordPieces';
import { useRecordTitle } from '../../ui/title';
import { FavoriteButton } from '../favoritos/FavoriteButton';
import { FavoriteGone } from '../favoritos/FavoriteGone';
import { RecordMarks } from '../favoritos/RecordMarks';
import { isApiRecordLink } from './api-link';
import { listNames, notFoundWordsOf, sinProvincia } from './lists';

/** One row of the facts list; an empty value says so (`emptyText`) instead of leaving a gap. */
function Fact({ label, emptyText = 'Sin datos', children }: { label: string; emptyText?: string | undefined; children: ReactNode }) {
  const empty = children === null || children === undefined || (typeof children === 'string' && children.trim() === '');
  return (
    <>
      <dt>{label}</dt>
      <dd className={empty ? 'muted' : undefined}>{empty ? emptyText : typeof children === 'string' ? <bdi>{children}</bdi> : children}</dd>
    </>
  );
}

function AutoridadFact({ autoridad }: { autoridad: Autoridad | null }) {
  if (autoridad === null || (autoridad.nombre === '' && autoridad.cargo === '' && autoridad.email === '')) {
    return <Fact label="Autoridad">{null}</Fact>;
  }
  // Contacts open the mail client or the phone through the same URL guard as every link.
  return (
    <Fact label="Autoridad">
      <span className="autoridad">
        {autoridad.nombre !== '' && <bdi>{autoridad.nombre}</bdi>}
        {autoridad.cargo !== '' && <bdi className="muted">{autoridad.cargo}</bdi>}
        {autoridad.email !== '' && (
          <span>
            <EmailLink address={autoridad.email} />
          </span>
        )}
      </span>
    </Fact>
  );
}

/** An organismo record, read from one of the four lists (Museos, Programas…): "back" returns there. */
export function OrganismoDetail({ id, list }: { id: number; list: OrganismoList }) {
  const organismo = useOrganismo(id);
  const alone = useReaderMode() === 'alone';
  useRecordTitle(organismo?.nombre ?? null);
  const back = alone ? <a href={listHref(list)}>← {listNames[list].title}</a> : null;
  if (organismo === undefined) return <p className="state">Cargando…</p>;
  if (organismo === null) {
    return (
      <RecordNotFound back={back} kind="organismo" id={id} words={notFoundWordsOf(list)}>
        <FavoriteGone kind="organismo" id={id} />
      </RecordNotFound>
    );
  }
  const apiLink = isApiRecordLink(organismo.link);
  // The lists in their usual order, each a link to that list.
  const listas = organismoLists.filter((list) => organismo.listas.includes(list));
  return (
    <article className="detail" aria-labelledby="detail-title">
      {back}
      <h1 id="detail-title" tabIndex={-1}>
        <bdi>{organismo.nombre}</bdi>
      </h1>
      <div className="detail-actions">
        <RecordMarks kind="organismo" row={organismo} />
        <FavoriteButton kind="organismo" row={organismo} />
      </div>
      <dl className="facts">
        <Fact label="Listas">
          {listas.length === 0 ? null : (
            <span className="listas">
              {listas.map((list) => (
                <a key={list} href={`#/${list}`}>
                  {listNames[list].title}
                </a>
              ))}
            </span>
          )}
        </Fact>
        <Fact label="Provincia" emptyText={sinProvincia}>
          {organismo.provincia}
        </Fact>
        <Fact label="Dirección">{organismo.direccion}</Fact>
        <Fact label="Teléfono">{organismo.telefono.trim() === '' ? null : <PhoneLink text={organismo.telefono} />}</Fact>
        <Fact label="Email">{organismo.email.trim() === '' ? null : <EmailLink address={organismo.email} />}</Fact>
        <Fact label="Depende de">{organismo.dependeDe}</Fact>
        <AutoridadFact autoridad={organismo.autoridad} />
        <Fact
          label="Página oficial"
          emptyText={apiLink ? 'La API no da su página: su enlace lleva a su propio registro en la API.' : undefined}
        >
          {organismo.link === '' || apiLink ? null : <ExternalLink url={organismo.link}>{withBreaks(organismo.link)}</ExternalLink>}
        </Fact>
      </dl>
      <h2>Descripción</h2>
      <RecordBody html={organismo.descripcion} emptyText="Sin descripción." />
    </article>
  );
}
