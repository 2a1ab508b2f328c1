import type { WebCrypto } from "@orbis/core/auth";
import { createTokenStore } from "@orbis/core/auth";
import type { Currency, Language } from "@orbis/core/contract";
import type { CouponLink } from "@orbis/core/coupons";
import { reaction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { FetchFile } from "../api/fileFetcher";
import { AccountStore } from "./AccountStore";
import { AiImagesStore } from "./AiImagesStore";
import { AnalyticsStore } from "./AnalyticsStore";
import { AuthStore } from "./AuthStore";
import { ConsentStore } from "./ConsentStore";
import { CouponStore } from "./CouponStore";
import { HostingImagesStore } from "./HostingImagesStore";
import { OpenProjectStore } from "./OpenProjectStore";
import { ProfileStore } from "./ProfileStore";
import { ProjectsStore } from "./ProjectsStore";
import { RegistrationStore } from "./RegistrationStore";
import { SharingStore } from "./SharingStore";
import { SignInStore } from "./SignInStore";
import { TourEditorStore } from "./TourEditorStore";
import { TourListStore } from "./TourListStore";
import { UiStore } from "./UiStore";

/** A random 128-bit id in hex: `crypto.randomUUID` is missing on plain-http installs. */
const randomId = (crypto: Pick<WebCrypto, "getRandomValues">): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/** Everything the stores need from the platform; tests pass their own. */
export interface RootStoreEnv {
  readonly api: OrbisApi;
  /** Reads a file the server serves as bytes (a preset's image, copied into a tour). */
  readonly fetchFile: FetchFile;
  readonly storage: Storage;
  readonly crypto: WebCrypto;
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;
  readonly openUrl: (link: CouponLink) => void;
  readonly changeTranslatorLanguage: (language: Language) => Promise<void>;
  /** A message of the interface language by key, for the messages a store shows itself. */
  readonly translate: (key: string) => string;
  readonly locale: { readonly language: Language; readonly currency: Currency };
  readonly gaMeasurementId?: string | undefined;
  readonly referrer?: string | undefined;
}

/**
 * The console's state: one store per model, registered here (docs/architecture.md#house-style). `AuthStore` comes
 * after the stores signing in reaches into (the first-access coupons); the stores that start or
 * build on a session (sign-in, registration, profile, account) come after it.
 */
export class RootStore {
  readonly api: OrbisApi;
  readonly ui: UiStore;
  readonly coupons: CouponStore;
  readonly analytics: AnalyticsStore;
  readonly projects: ProjectsStore;
  /** The open project, and its tours or (a hosting project) its images. */
  readonly project: OpenProjectStore;
  readonly tours: TourListStore;
  readonly images: HostingImagesStore;
  readonly editor: TourEditorStore;
  /** The spaces shared with the user: the side menu's unread count. */
  readonly sharing: SharingStore;
  /** The account's AI images: the pending list polled after sign-in, the gallery, the usage. */
  readonly aiImages: AiImagesStore;
  readonly auth: AuthStore;
  /** The ways into a session: signing in, and opening an account. */
  readonly signIn: SignInStore;
  readonly registration: RegistrationStore;
  /** The account's own pages and its way out and back in; they build on the session. */
  readonly profile: ProfileStore;
  /** The terms the user agreed to and the marketing consent (My account). */
  readonly consent: ConsentStore;
  readonly account: AccountStore;
  /** The clock and the failure log, for the stores a screen makes for itself (commerce). */
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;

  constructor(env: RootStoreEnv) {
    this.api = env.api;
    this.now = env.now;
    this.log = env.log;
    this.ui = new UiStore(
      {
        api: env.api,
        storage: env.storage,
        changeTranslatorLanguage: env.changeTranslatorLanguage,
      },
      env.locale,
    );
    this.coupons = new CouponStore({
      api: env.api,
      storage: env.storage,
      openUrl: env.openUrl,
      log: env.log,
    });
    this.analytics = new AnalyticsStore({
      api: env.api,
      gaMeasurementId: env.gaMeasurementId,
      referrer: env.referrer,
      log: env.log,
    });
    this.projects = new ProjectsStore({ api: env.api, log: env.log });
    const projectId = () => this.project.current?.id ?? null;
    this.tours = new TourListStore({
      api: env.api,
      projectId,
      loadStorage: () => this.projects.loadStorage(),
      log: env.log,
    });
    this.images = new HostingImagesStore({
      api: env.api,
      projectId,
      loadStorage: () => this.projects.loadStorage(),
      log: env.log,
    });
    this.project = new OpenProjectStore({
      api: env.api,
      projects: this.projects,
      onSwitch: () => {
        this.tours.reset();
        this.images.reset();
      },
      log: env.log,
    });
    this.editor = new TourEditorStore({
      api: env.api,
      log: env.log,
      newId: () => randomId(env.crypto),
      now: env.now,
      fetchFile: env.fetchFile,
    });
    this.sharing = new SharingStore({ api: env.api, log: env.log });
    this.aiImages = new AiImagesStore({
      api: env.api,
      ui: this.ui,
      translate: env.translate,
      log: env.log,
    });
    this.auth = new AuthStore({
      api: env.api,
      tokenStore: createTokenStore({ crypto: env.crypto, storage: env.storage, log: env.log }),
      coupons: this.coupons,
      now: env.now,
      log: env.log,
    });
    this.registration = new RegistrationStore({
      api: env.api,
      auth: this.auth,
      now: env.now,
    });
    this.signIn = new SignInStore({
      api: env.api,
      auth: this.auth,
      registration: this.registration,
    });
    this.profile = new ProfileStore({ api: env.api, auth: this.auth, ui: this.ui });
    this.consent = new ConsentStore({ api: env.api });
    this.account = new AccountStore({
      api: env.api,
      auth: this.auth,
      registration: this.registration,
      session: globalThis.sessionStorage,
    });
    // Each sign-in fetches (education plans) or clears the pending AI images; signing out clears them.
    reaction(
      () => this.auth.user?.id ?? null,
      (userId) => void this.aiImages.followAccount(userId),
    );
  }
}
