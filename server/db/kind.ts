/** The two databases the API runs on: the embedded SQLite file, or PostgreSQL when DATABASE_URL names one. */
export type DatabaseKind = 'sqlite' | 'postgres';
