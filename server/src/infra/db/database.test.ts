import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { openDb } from "./database";

describe("the embedded database", () => {
  it("runs with a 32 MB shared buffer pool, not PostgreSQL's 128 MB", async () => {
    const db = await openDb({
      kind: "pglite",
      loadDataDir: new Blob([await readFile(inject("pgliteSnapshot"))]),
    });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(
        db.kysely,
      );
      expect(rows[0]?.shared_buffers).toBe("32MB");
    } finally {
      await db.close();
    }
  });
});
