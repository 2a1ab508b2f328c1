import type { ArtPackage } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** A file as `fetch` hands it back (checked by shape: a test DOM's Blob is not the transport's). */
const isFile = (value: unknown): value is Blob =>
  typeof value === "object" && value !== null && typeof (value as Blob).arrayBuffer === "function";

/** What the art package store needs from outside. */
export interface ArtPackagesStoreDeps {
  readonly api: Pick<OrbisApi, "listArtPackages" | "downloadArtPackage">;
  /** Hands the downloaded ZIP to the browser to save under `fileName`. */
  readonly save: (zip: Blob, fileName: string) => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The art package screen's state (`/download/artpackage`): the packages with whether the plan
 * may download them, and one download at a time. A refused download (70002, the plan changed
 * since the list) reaches the console's error reactions, which offer the upgrade. The screen
 * creates it; it is not one of the root store's.
 */
export class ArtPackagesStore {
  state: LoadState = "idle";
  packages: ArtPackage[] = [];
  /** The package being downloaded, if any. */
  downloading: string | null = null;
  private readonly loads = new LoadTickets();

  constructor(private readonly deps: ArtPackagesStoreDeps) {
    makeAutoObservable<ArtPackagesStore, "deps" | "loads">(this, { deps: false, loads: false });
  }

  /** Whether the caller's plan downloads art packages (the server says it per package, alike). */
  get allowed(): boolean {
    return this.packages.some((p) => p.allowed);
  }

  /** Loads the list; a failure leaves `failed` for the screen's retry. */
  async load(): Promise<void> {
    this.state = "loading";
    const latest = this.loads.take();
    try {
      const { list } = await this.deps.api.listArtPackages();
      runInAction(() => {
        if (!latest()) return;
        this.packages = list;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the art packages failed", error);
      runInAction(() => {
        if (latest()) this.state = "failed";
      });
    }
  }

  /** Downloads a package and saves it; answers whether it was saved. */
  async download(pack: ArtPackage): Promise<boolean> {
    if (this.downloading !== null) return false;
    this.downloading = pack.id;
    try {
      const zip = await this.deps.api.downloadArtPackage({ params: { id: pack.id } });
      if (!isFile(zip)) throw new TypeError("the package did not arrive as a file");
      this.deps.save(zip, pack.fileName);
      return true;
    } catch (error) {
      this.deps.log(`Downloading the art package ${pack.id} failed`, error);
      return false;
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }
}
