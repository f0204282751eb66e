import { PageTitle } from "./page-title";

/** Placeholder for a screen another change will build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="coming-soon">This screen is coming soon.</p>
    </section>
  );
}
