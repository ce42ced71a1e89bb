import type { OrganismoList } from '../../router';

export function OrganismosPage({ list }: { list: OrganismoList; params: URLSearchParams }) {
  return (
    <section className="page">
      <h1>{list}</h1>
    </section>
  );
}
