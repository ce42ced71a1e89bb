export function TramiteDetail({ id }: { id: number }) {
  return (
    <section className="page">
      <h1>Trámite {id}</h1>
    </section>
  );
}
