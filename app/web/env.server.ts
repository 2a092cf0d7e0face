// The environment, checked once. Misconfiguration stops the start with a readable message.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int({ error: "must be a whole number of milliseconds" }).min(0).default(fallback),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL" })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().default("gpt-4o-mini")),
  // How long a request waits for the database before it gets a 503 (docs/decisions/018-database-faults.md); 0 = no limit.
  DB_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  cached = { ...value, SESSION_SECRET: value.SESSION_SECRET ?? sessionSecretFromDataDir(value.DATA_DIR) };
  return cached;
}

// Without SESSION_SECRET a random one is generated once and kept in DATA_DIR, so sessions survive
// restarts of a single install. Several app servers must share one SESSION_SECRET instead.
function sessionSecretFromDataDir(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
