export function OrganismoDetail({ id }: { id: number }) {
  return (
    <section className="page">
      <h1>Organismo {id}</h1>
    </section>
  );
}
