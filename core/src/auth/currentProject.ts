/** An item of the own project list (`projectList`). */
export interface OwnProjectItem<Id> {
  readonly id: Id;
}

/** An item of the shared project list. */
export interface SharedProjectItem<Id> {
  readonly ownerID: Id;
  readonly projectID: Id;
}

/** The project to make current, and whose it is. */
export type CurrentProjectChoice<Id> =
  | { readonly kind: "shared"; readonly ownerId: Id; readonly projectId: Id }
  | { readonly kind: "own"; readonly projectId: Id }
  | { readonly kind: "none" };

/**
 * Chooses the current project (docs/product/states.md "Current project"): the first shared project's owner and
 * project if any exist, otherwise the first own project, otherwise none.
 */
export const chooseCurrentProject = <Id>(
  own: readonly OwnProjectItem<Id>[],
  shared: readonly SharedProjectItem<Id>[],
): CurrentProjectChoice<Id> => {
  const firstShared = shared[0];
  if (firstShared) {
    return { kind: "shared", ownerId: firstShared.ownerID, projectId: firstShared.projectID };
  }
  const firstOwn = own[0];
  return firstOwn ? { kind: "own", projectId: firstOwn.id } : { kind: "none" };
};

/** What decides whether the current project must be chosen on a navigation. */
export interface CurrentProjectContext {
  readonly authenticated: boolean;
  /** The current project ID held in state; null or undefined when there is none. */
  readonly currentProjectId: unknown;
  readonly isPublicRoute: boolean;
}

/** True when an authenticated user without a current project is on a non-public route. */
export const needsCurrentProject = (context: CurrentProjectContext): boolean =>
  context.authenticated &&
  (context.currentProjectId === null || context.currentProjectId === undefined) &&
  !context.isPublicRoute;

/** The effects of choosing the current project; the console binds them to its stores. */
export interface CurrentProjectEffects<Id> {
  /** Loads the storage usage (`GET /project/storage/usage`). */
  loadStorageUsage(): Promise<void>;
  sharedProjects(): Promise<readonly SharedProjectItem<Id>[]>;
  ownProjects(): Promise<readonly OwnProjectItem<Id>[]>;
  setCurrentProject(choice: CurrentProjectChoice<Id>): void;
}

/**
 * Loads the storage usage, then chooses and sets the current project. The own list is fetched
 * only when nothing is shared, since a shared project wins anyway.
 */
export const selectCurrentProject = async <Id>(
  effects: CurrentProjectEffects<Id>,
): Promise<CurrentProjectChoice<Id>> => {
  await effects.loadStorageUsage();
  const shared = await effects.sharedProjects();
  const own = shared.length > 0 ? [] : await effects.ownProjects();
  const choice = chooseCurrentProject(own, shared);
  effects.setCurrentProject(choice);
  return choice;
};
