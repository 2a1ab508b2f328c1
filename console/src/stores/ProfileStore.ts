import type {
  PasswordChange,
  Settings,
  SettingsUpdate,
  User,
  UserPatch,
} from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { AuthStore } from "./AuthStore";
import type { UiStore } from "./UiStore";

/** Where the settings read stands. */
export type SettingsState = "idle" | "loading" | "ready" | "failed";

/** What the profile store needs from outside. */
export interface ProfileStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "updateMe" | "uploadMyThumbnail" | "changePassword" | "getSettings" | "updateSettings"
  >;
  readonly auth: Pick<AuthStore, "user">;
  readonly ui: Pick<UiStore, "language" | "currency" | "setLanguage" | "setCurrency">;
}

/**
 * The signed-in user's own information (`/mypage/info`): names, picture, password and settings.
 * The user shown everywhere is the auth store's, so a change here is seen in the header at once.
 */
export class ProfileStore {
  settings: Settings | null = null;
  settingsState: SettingsState = "idle";

  constructor(private readonly deps: ProfileStoreDeps) {
    makeAutoObservable<ProfileStore, "deps">(this, { deps: false });
  }

  /** Changes the name and/or nickname. */
  async updateNames(change: Pick<UserPatch, "name" | "nickname">): Promise<User> {
    const user = await this.deps.api.updateMe({ body: change });
    this.showUser(user);
    return user;
  }

  /** Replaces the profile picture; the server makes the square thumbnail. */
  async uploadThumbnail(file: File): Promise<void> {
    const body = new FormData();
    body.append("file", file);
    const { thumbnailUrl } = await this.deps.api.uploadMyThumbnail({ body });
    const user = this.deps.auth.user;
    if (user) this.showUser({ ...user, thumbnailUrl });
  }

  /** Changes the password; the account's other sessions end, this one stays. */
  async changePassword(change: PasswordChange): Promise<void> {
    await this.deps.api.changePassword({ body: change });
  }

  /** Reads the settings once a screen needs them. */
  async loadSettings(): Promise<void> {
    this.settingsState = "loading";
    try {
      const settings = await this.deps.api.getSettings();
      runInAction(() => {
        this.settings = settings;
        this.settingsState = "ready";
      });
    } catch (error) {
      runInAction(() => {
        this.settingsState = "failed";
      });
      throw error;
    }
  }

  /**
   * Saves a settings change, then applies the language and currency to this interface too: the
   * saved choice is what the user expects to see at once, not on the next visit.
   */
  async saveSettings(change: SettingsUpdate): Promise<Settings> {
    const saved = await this.deps.api.updateSettings({ body: change });
    runInAction(() => {
      this.settings = saved;
    });
    const { ui } = this.deps;
    if (saved.currency !== ui.currency) ui.setCurrency(saved.currency);
    if (saved.language !== ui.language) await ui.setLanguage(saved.language);
    return saved;
  }

  private showUser(user: User): void {
    const auth = this.deps.auth;
    runInAction(() => {
      auth.user = user;
    });
  }
}
