export function TramitesPage(_props: { params: URLSearchParams }) {
  return (
    <section className="page">
      <h1>Trámites</h1>
    </section>
  );
}
