import type { EduGroup, MyEduGroup, MyLecture } from "@orbis/core/contract";
import { type EduAudience, eduAudience } from "@orbis/core/edu";
import { planFlags } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";

/** What the education settings need from outside. */
export interface EduSettingStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "getAccount" | "getMyEduGroup" | "listEduGroups" | "createEduGroup" | "listMyLectures"
  >;
  readonly log: (message: string, error: unknown) => void;
}

/** How many of a student's submissions the settings show: the newest. */
export const MY_LECTURES_SHOWN = 50;

/**
 * `/mypage/edu/setting`: who the account is to education (core's `eduAudience` on its plan and
 * its group), then what that audience sees: an owner's groups (made here, renamed in the admin
 * console), a student's group, licence end and submissions with their review, or nothing more
 * for anyone else (the screen shows the education plans). The screen creates it.
 */
export class EduSettingStore {
  state: LoadState = "idle";
  audience: EduAudience = "other";
  groups: EduGroup[] = [];
  myGroup: MyEduGroup = null;
  lectures: MyLecture[] = [];
  lecturesTotal = 0;
  creating = false;

  constructor(private readonly deps: EduSettingStoreDeps) {
    makeAutoObservable<EduSettingStore, "deps">(this, { deps: false });
  }

  /** Reads the account and what its audience sees; a failure leaves `failed` for a retry. */
  async load(): Promise<void> {
    this.state = "loading";
    try {
      const [account, myGroup] = await Promise.all([
        this.deps.api.getAccount(),
        this.deps.api.getMyEduGroup(),
      ]);
      const audience = eduAudience(planFlags(account.plan), myGroup !== null);
      const [groups, lectures] = await Promise.all([
        audience === "groupOwner" ? this.deps.api.listEduGroups() : [],
        audience === "student"
          ? this.deps.api.listMyLectures({ query: { pageNo: 1, pageSize: MY_LECTURES_SHOWN } })
          : { list: [], total: 0 },
      ]);
      runInAction(() => {
        this.audience = audience;
        this.myGroup = myGroup;
        this.groups = groups;
        this.lectures = lectures.list;
        this.lecturesTotal = lectures.total;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the education settings failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /**
   * Creates a group named `name` and adds it to the list; answers it, or null when refused (the
   * refusal has its snackbar from the global handler).
   */
  async createGroup(name: string): Promise<EduGroup | null> {
    if (this.creating) return null;
    this.creating = true;
    try {
      const group = await this.deps.api.createEduGroup({ body: { name } });
      runInAction(() => {
        this.groups = [...this.groups, group];
      });
      return group;
    } catch (error) {
      this.deps.log("Creating a group failed", error);
      return null;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }
}
