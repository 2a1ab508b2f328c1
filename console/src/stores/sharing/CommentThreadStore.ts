import type { SpaceComment } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { type SpaceRole, spaceVerdict } from "@orbis/core/sharing";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";
import { type CommentProblem, commentProblem } from "./commentProblem";

/** Comments fetched per "show older". */
export const COMMENT_PAGE_SIZE = 20;

/** What a comment thread needs from outside. */
export interface CommentThreadStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "listSpaceComments" | "createSpaceComment" | "updateSpaceComment" | "deleteSpaceComment"
  >;
  readonly spaceId: string;
  /** What the reader is to the space, once known: its owner may delete anyone's comment. */
  readonly role: () => SpaceRole | null;
  readonly log: (message: string, error: unknown) => void;
  readonly pageSize?: number;
}

/**
 * One space's comments, newest first (`/shared/:id/preview`, the editor's side panel): the first
 * page, then older pages on demand, the post box, inline editing of one's own and deletion.
 *
 * Paging stays stable while others comment: the first page's newest `createdAt` becomes `until`,
 * and older pages count only comments written at or before it. Comments this reader posts go on
 * top without moving that set; a deletion from it shifts the server's pages back, which the next
 * "show older" makes up for by fetching again the pages the shift reached.
 */
export class CommentThreadStore {
  /** Newest first: what the reader posted here, then the pages of the stable set. */
  comments: SpaceComment[] = [];
  state: LoadState = "idle";
  loadError: unknown = null;
  loadingOlder = false;
  olderError: unknown = null;
  /** The stable set: its bound, its size on the server, the pages fetched, deletions since. */
  private until: string | null = null;
  private setTotal = 0;
  private setHeld = 0;
  private pagesLoaded = 0;
  private removedFromSet = 0;
  private readonly setIds = new Set<string>();

  draft = "";
  /** Set when Post was pressed with a draft the rule refuses; cleared by typing. */
  draftTried = false;
  posting = false;
  postError: unknown = null;

  editingId: string | null = null;
  editDraft = "";
  saving = false;
  editError: unknown = null;

  deletingId: string | null = null;
  /** The comment whose deletion failed and why, said beside it. */
  deleteError: { readonly commentId: string; readonly error: unknown } | null = null;

  constructor(private readonly deps: CommentThreadStoreDeps) {
    makeAutoObservable<CommentThreadStore, "deps" | "setIds">(this, {
      deps: false,
      setIds: false,
    });
  }

  private get pageSize(): number {
    return this.deps.pageSize ?? COMMENT_PAGE_SIZE;
  }

  /** Whether the server holds comments older than the ones shown. */
  get hasOlder(): boolean {
    return this.setHeld < this.setTotal;
  }

  /** What is wrong with the draft, as soon as it is too long, or once Post was pressed. */
  get draftProblem(): CommentProblem | null {
    const problem = commentProblem(this.draft);
    return problem === "blank" && !this.draftTried ? null : problem;
  }

  get editProblem(): CommentProblem | null {
    return commentProblem(this.editDraft);
  }

  /** Whether the reader may edit `comment`: authors only, never moderators (core's rule). */
  canEdit(comment: SpaceComment): boolean {
    return comment.mine;
  }

  /** Whether the reader may delete `comment`: its author, or the space's owner. */
  canDelete(comment: SpaceComment): boolean {
    return comment.mine || spaceVerdict(this.deps.role(), "moderate") === 0;
  }

  /** Reads the newest page again, starting a new stable set. */
  async load(): Promise<void> {
    this.state = "loading";
    this.loadError = null;
    try {
      const page = await this.deps.api.listSpaceComments({
        params: { spaceId: this.deps.spaceId },
        query: { pageNo: 1, pageSize: this.pageSize },
      });
      runInAction(() => {
        this.comments = page.list;
        this.setIds.clear();
        for (const c of page.list) this.setIds.add(c.commentId);
        this.until = page.list[0]?.createdAt ?? null;
        this.setTotal = page.total;
        this.setHeld = page.list.length;
        this.pagesLoaded = 1;
        this.removedFromSet = 0;
        this.olderError = null;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the comments failed", error);
      runInAction(() => {
        this.loadError = error;
        this.state = "failed";
      });
    }
  }

  /** Adds the next older page (and any page a deletion shifted) below the shown comments. */
  async showOlder(): Promise<void> {
    if (this.loadingOlder || !this.hasOlder || this.until === null) return;
    this.loadingOlder = true;
    this.olderError = null;
    const next = this.pagesLoaded + 1;
    const back = Math.ceil(this.removedFromSet / this.pageSize);
    const until = this.until;
    try {
      const pages: { readonly list: SpaceComment[]; readonly total: number }[] = [];
      for (let pageNo = Math.max(2, next - back); pageNo <= next; pageNo++) {
        pages.push(
          await this.deps.api.listSpaceComments({
            params: { spaceId: this.deps.spaceId },
            query: { pageNo, pageSize: this.pageSize, until },
          }),
        );
      }
      runInAction(() => {
        for (const page of pages) {
          for (const c of page.list) {
            if (this.setIds.has(c.commentId)) continue;
            this.setIds.add(c.commentId);
            this.comments.push(c);
            this.setHeld += 1;
          }
        }
        this.setTotal = pages[pages.length - 1]?.total ?? this.setTotal;
        // Comments deleted elsewhere would leave the count short forever: a page with fewer
        // than a full page's comments is the end.
        if ((pages[pages.length - 1]?.list.length ?? 0) < this.pageSize) {
          this.setTotal = this.setHeld;
        }
        this.pagesLoaded = next;
        this.removedFromSet = 0;
      });
    } catch (error) {
      this.deps.log("Loading older comments failed", error);
      runInAction(() => (this.olderError = error));
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  setDraft(value: string): void {
    this.draft = value;
    this.draftTried = false;
    this.postError = null;
  }

  /** Posts the draft when core's rule allows it; answers whether it was posted. */
  async post(): Promise<boolean> {
    if (this.posting) return false;
    if (commentProblem(this.draft) !== null) {
      this.draftTried = true;
      return false;
    }
    this.posting = true;
    this.postError = null;
    try {
      const comment = await this.deps.api.createSpaceComment({
        params: { spaceId: this.deps.spaceId },
        body: { content: this.draft },
      });
      runInAction(() => {
        this.comments.unshift(comment);
        this.draft = "";
        this.draftTried = false;
      });
      return true;
    } catch (error) {
      this.deps.log("Posting a comment failed", error);
      runInAction(() => (this.postError = error));
      return false;
    } finally {
      runInAction(() => (this.posting = false));
    }
  }

  startEdit(comment: SpaceComment): void {
    if (!this.canEdit(comment)) return;
    this.editingId = comment.commentId;
    this.editDraft = comment.content;
    this.editError = null;
  }

  setEditDraft(value: string): void {
    this.editDraft = value;
    this.editError = null;
  }

  cancelEdit(): void {
    this.editingId = null;
    this.editDraft = "";
    this.editError = null;
  }

  /** Saves the comment being edited; answers whether it was saved (or left unchanged). */
  async saveEdit(): Promise<boolean> {
    const commentId = this.editingId;
    if (commentId === null || this.saving || this.editProblem !== null) return false;
    const before = this.comments.find((c) => c.commentId === commentId);
    if (before?.content === this.editDraft) {
      this.cancelEdit();
      return true;
    }
    this.saving = true;
    this.editError = null;
    try {
      const saved = await this.deps.api.updateSpaceComment({
        params: { spaceId: this.deps.spaceId, commentId },
        body: { content: this.editDraft },
      });
      runInAction(() => {
        this.comments = this.comments.map((c) => (c.commentId === commentId ? saved : c));
        this.cancelEdit();
      });
      return true;
    } catch (error) {
      this.deps.log("Editing a comment failed", error);
      runInAction(() => (this.editError = error));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Deletes a comment (the caller has asked for confirmation); answers whether it is gone. */
  async remove(commentId: string): Promise<boolean> {
    if (this.deletingId !== null) return false;
    this.deletingId = commentId;
    this.deleteError = null;
    try {
      await this.deps.api.deleteSpaceComment({ params: { spaceId: this.deps.spaceId, commentId } });
      runInAction(() => this.drop(commentId));
      return true;
    } catch (error) {
      // Gone already (deleted in another tab, or by the space's owner): what was asked for.
      if (isAppError(error) && error.code === ErrorCode.commentNotFound) {
        runInAction(() => this.drop(commentId));
        return true;
      }
      this.deps.log("Deleting a comment failed", error);
      runInAction(() => (this.deleteError = { commentId, error }));
      return false;
    } finally {
      runInAction(() => (this.deletingId = null));
    }
  }

  private drop(commentId: string): void {
    this.comments = this.comments.filter((c) => c.commentId !== commentId);
    if (this.editingId === commentId) this.cancelEdit();
    if (this.setIds.delete(commentId)) {
      this.setHeld -= 1;
      this.setTotal -= 1;
      this.removedFromSet += 1;
    }
  }
}
