import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GroupUserCredentials } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeFailure } from "../errors";
import { renderTable } from "../output/table";
import {
  credentialColumns,
  credentialsCsv,
  openCredentialsFile,
  withoutPassword,
} from "./credentials";

const MINJI: GroupUserCredentials = {
  userId: "0b7f3c1e-8d2a-4f5b-9c6d-1e2f3a4b5c6d",
  userAlias: "김민지",
  loginId: "st-k7q2zp",
  licenceExpiresAt: null,
  lastLoginAt: null,
  createdAt: "2025-03-01T09:00:00.000Z",
  password: "abc2defgh3",
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-credentials-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("credentials output", () => {
  it("prints name, login id and password, Korean names two columns wide", () => {
    expect(renderTable(credentialColumns, [MINJI]).split("\n")).toEqual([
      "NAME    LOGIN ID   ONE-TIME PASSWORD",
      "──────  ─────────  ─────────────────",
      "김민지  st-k7q2zp  abc2defgh3",
    ]);
  });

  it("writes core's student list with the password column, headed in the CLI's language", () => {
    expect(credentialsCsv([MINJI], "ko")).toBe(
      "\uFEFF이름,아이디,비밀번호,라이선스 만료일,최근 로그인\r\n김민지,st-k7q2zp,abc2defgh3,,\r\n",
    );
    expect(credentialsCsv([MINJI], "en")).toMatch(/^\uFEFFName,Login ID,Password,/);
  });

  it("drops the password of a student shown after it went to a file", () => {
    expect(withoutPassword(MINJI)).not.toHaveProperty("password");
    expect(withoutPassword(MINJI)).toMatchObject({ loginId: "st-k7q2zp" });
  });
});

describe("the credentials file", () => {
  it("is created readable by its owner only", async () => {
    const file = await openCredentialsFile(join(dir, "new.csv"));
    await file.write("secret\r\n");
    expect(await readFile(file.path, "utf8")).toBe("secret\r\n");
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
  });

  it("never overwrites an existing file", async () => {
    const path = join(dir, "old.csv");
    await writeFile(path, "earlier passwords");
    const refused = await openCredentialsFile(path).catch(describeFailure);
    expect(refused).toMatchObject({
      code: 10400,
      message: `${path} already exists: choose another --output (it may hold earlier passwords)`,
    });
    expect(await readFile(path, "utf8")).toBe("earlier passwords");
  });

  it("is removed when discarded", async () => {
    const file = await openCredentialsFile(join(dir, "unused.csv"));
    await file.discard();
    await expect(stat(file.path)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
