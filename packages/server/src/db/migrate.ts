import { migrations } from "./migrations";

/** Applies, each in its own transaction, every migration not yet in `schema_migrations`. */
export async function applyMigrations(
  exec: (sql: string) => Promise<void>,
  query: (sql: string) => Promise<{ id: string }[]>,
): Promise<void> {
  await exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied = new Set((await query("SELECT id FROM schema_migrations")).map((row) => row.id));
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await exec(`BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (id) VALUES ('${migration.id}');\nCOMMIT;`);
  }
}
